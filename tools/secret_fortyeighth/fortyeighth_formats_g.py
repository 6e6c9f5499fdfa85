"""Family g: a community (iwi) radio station in Whanganui (New Zealand): English and Māori."""

from __future__ import annotations

from fortyeighth_spec import Fam

F = Fam(
    "whanganui_community_radio",
    "whanganui",
    ("awaradio", "tekorimako", "putikifm", "rereotaki"),
    "org.nz",
    ("aroha", "tama", "mere", "hemi", "kiri", "wiremu", "ngaio", "rawiri", "huia", "tipene"),
    ("walker", "te-awa", "metekingi", "ranginui", "tapsell", "paki", "marino", "hough"),
    (
        "awa",
        "kotuku",
        "tui",
        "kereru",
        "pounamu",
        "moana",
        "maunga",
        "kaha",
        "waiata",
        "reo",
        "manu",
        "tangaroa",
    ),
    "64",
    ("Whanganui", "Putiki", "Aramoho", "Castlecliff", "Raetihi"),
)

F.reg(
    "icecast_xml_source_password",
    ("etc/icecast2/icecast.xml", "stream<<n>>/icecast-<<org>>.xml"),
    """<icecast>
    <location>Whanganui, Aotearoa</location>
    <admin>tech@<<dom>></admin>
    <limits>
        <clients>250</clients>
        <sources>4</sources>
        <burst-size>65535</burst-size>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<hex8>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<cred>></admin-password>
    </authentication>
    <hostname>stream.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/live</mount-name>
        <stream-name><<orgc>> 88.<<n>> FM</stream-name>
    </mount>
</icecast>
""",
    "pw_xml",
)

F.reg(
    "liquidsoap_playout_script",
    ("radio/<<org>>.liq", "playout-<<n>>/main.liq"),
    """#!/usr/bin/liquidsoap
settings.log.file.path := "/var/log/liquidsoap/<<org>>.log"

music = playlist(mode="randomize", reload=3600, "/srv/music/waiata")
jingles = playlist("/srv/jingles")
live = input.harbor("studio", port=8005, password="<<cred>>")

radio = fallback(track_sensitive=false, [live, rotate(weights=[1, 5], [jingles, music])])
radio = mksafe(radio)

output.icecast(
  %mp3(bitrate=128),
  host="stream.<<dom>>", port=8000,
  password="<<cred>>",
  mount="/live", name="<<orgc>> FM", description="Te reo o te awa"
)
""",
    "pw_dq",
)

F.reg(
    "butt_buttrc_icecast_server",
    ("home/<<first>>/.buttrc", "studio-pc-<<n>>/buttrc"),
    """[main]
server = <<orgc>> Live
srv_ent = <<orgc>> Live
icy = Breakfast
icy_ent = Breakfast
num_of_srv = 1
num_of_icy = 1
bg_color = 2385434
txt_color = 16777215
connect_at_startup = 0

[<<orgc>> Live]
address = stream.<<dom>>
port = 8000
password = <<cred>>
type = 1
tls = 0
mount = live
usr = source

[Breakfast]
name = <<orgc>> Breakfast with <<fc>>
url = https://<<dom>>
genre = Community
""",
    "pw",
    syntax="ini",
)

F.reg(
    "maori_messenger_kupuhipa_reply",
    ("messenger/<<first>>_<<first2>>_<<n>>.txt", "exports/messenger_studio_<<date>>.txt"),
    """<<name>>  <<time>>
Kia ora e hoa, he aha te kupuhipa mō te rorohiko pāpāho i te taiwhanga?

<<name2>>  <<time>>
Kia ora! Ko te ingoa kaiwhakamahi: studio

<<name2>>  <<time2>>
<<cred>>

<<name>>  <<time2>>
Ka pai, ngā mihi 🙏
""",
    "human",
)

F.reg(
    "rivendell_rd_conf_mysql",
    ("etc/rd.conf", "rivendell-<<n>>/rd.conf.bak"),
    """; rd.conf - Rivendell configuration for <<orgc>>

[Identity]
AudioOwner=rd
AudioGroup=audio
PypadOwner=pypad
PypadGroup=pypad

[mySQL]
Hostname=<<ip>>
Loginname=rduser
Password=<<cred>>
Database=Rivendell
Driver=QMYSQL3
HeartbeatInterval=360

[AudioStore]
MountSource=<<ip>>:/var/snd
MountType=nfs
""",
    "pw",
    syntax="ini",
)

F.reg(
    "station_manager_email_streaming_login",
    ("Mail/<<date>>_stream_host_<<n>>.eml", "archive/mail/<<user>>_streaming.eml"),
    """From: <<name>> <<<email>>>
To: volunteers@<<dom>>
Subject: Streaming host login for the Matariki broadcast
Date: <<date>> <<time>>:20 +1200

Kia ora koutou,

For the Matariki outside broadcast we stream straight to the host, not via the studio.

Control panel: https://cp.streamhost.nz/login
Username: <<org>>_ob
Password: <<cred>>

Please don't post this in the group chat. Ngā mihi,
<<fc>>
Station Manager, <<orgc>>
""",
    "human",
)

F.reg(
    "mailchimp_listener_newsletter_py",
    ("newsletter/send_<<n>>.py", "<<org>>-web/scripts/mailchimp_sync.py"),
    """from mailchimp_marketing import Client

client = Client()
client.set_config({"api_key": "<<cred>>", "server": "us<<n>>"})

AUDIENCE = "<<hex8>>a1"


def add_listener(email: str, iwi: str) -> None:
    client.lists.add_list_member(
        AUDIENCE,
        {"email_address": email, "status": "subscribed", "merge_fields": {"IWI": iwi}},
    )


if __name__ == "__main__":
    print(client.ping.get())
""",
    "p:mailchimp",
)

F.reg(
    "codec_web_login_http_dump",
    ("captures/codec_<<n>>.http", "debug/ob-codec-login-<<date>>.txt"),
    """POST /login.cgi HTTP/1.1
Host: <<ip>>
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36
Content-Type: application/x-www-form-urlencoded
Content-Length: <<n3>>
Origin: http://<<ip>>
Referer: http://<<ip>>/index.html

username=admin&password=<<cred>>&remember=1

HTTP/1.1 302 Found
Location: /status.html
Set-Cookie: SID=<<hex40>>; Path=/; HttpOnly
""",
    "pw_url",
)
