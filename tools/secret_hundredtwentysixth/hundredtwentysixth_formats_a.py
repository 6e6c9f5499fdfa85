# ruff: noqa: E501
"""Family a: a community radio station in Kenya (Swahili, English)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam, alnum, dec_basic, enc_b64, hexs

F = Fam(
    name="jamii_fm_mombasa_community_station",
    orgs=("jamiiwave", "sautiyapwani", "redioyamtaa"),
    tld="co.ke",
    first=("Wanjiru", "Otieno", "Amina", "Baraka", "Zawadi", "Kiprono", "Mwanaisha", "Juma"),
    last=("Kamau", "Odhiambo", "Mwangi", "Chebet", "Omondi", "Njoroge", "Salim", "Wekesa"),
    first_a=("wanjiru", "otieno", "amina", "baraka", "zawadi", "kiprono", "mwanaisha", "juma"),
    last_a=("kamau", "odhiambo", "mwangi", "chebet", "omondi", "njoroge", "salim", "wekesa"),
    words=(
        "sauti",
        "pwani",
        "mtaa",
        "habari",
        "jamii",
        "mombasa",
        "kilifi",
        "simba",
        "tusker",
        "harambee",
        "nyota",
        "bahari",
        "mawimbi",
        "redio",
    ),
    pets=("simba", "bosco", "chui", "tiny", "jimmy", "snowy"),
    cc="254",
    city="Mombasa",
)

F.reg(
    "jamii_butt_streamer_buttrc_icecast_pw",
    ("home/<<login>>/.buttrc", "studio/pc<<n2>>/butt_<<d8>>.ini"),
    """[main]
bg_color = 252645135
txt_color = 16777215
server = <<org>>_icecast
srv_ent = <<org>>_icecast;backup_<<n2>>
icy = jamii_fm
icy_ent = jamii_fm
num_of_srv = 2
num_of_icy = 1
song_update = 1
connect_at_startup = 1
log_file = C:\\butt\\logs\\butt_<<d8>>.log

[<<org>>_icecast]
address = stream.<<dom>>
port = 8000
password = <<cred>>
type = 1
tls = 0
mount = /live
usr = source

[backup_<<n2>>]
address = <<ip>>
port = 8002
password = <<cred>>
type = 1
tls = 0
mount = /backup
usr = source

[jamii_fm]
pub = 1
description = Sauti ya jamii, <<city>>
genre = Community
url = https://<<dom>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "jamii_swahili_whatsapp_nenosiri_studio_pc",
    (
        "exports/WhatsApp Chat with Studio B <<n>>.txt",
        "phone/<<fa>>/WhatsApp Chat - Watangazaji <<d8>>.txt",
    ),
    """<<dmy>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dmy>>, <<time>> - <<first>> <<last>>: Habari za asubuhi wote 🙏
<<dmy>>, <<time>> - <<first2>>: Salama. Kompyuta ya studio B imejifunga tena, siwezi kuingia 😩
<<dmy>>, <<time2>> - <<first>> <<last>>: Mtumiaji ni <<login>>, nenosiri ni <<cred>>
<<dmy>>, <<time2>> - <<first>> <<last>>: Usiwape wageni tafadhali, kipindi cha saa nne kinaanza
<<dmy>>, <<time2>> - <<first2>>: Asante sana, nimeingia ✅
<<dmy>>, <<time2>> - <<first2>>: <Media omitted>
""",
    "human",
)

F.reg(
    "jamii_rivendell_rd_conf_mysql_password",
    ("hosts/studio<<n2>>/etc/rd.conf", "backup/rivendell/rd.conf.<<d8>>"),
    """; rd.conf
;
; This is the configuration file for the Rivendell Radio Automation System.
; Jamii FM, <<city>> - studio A and B share one database on <<host>>

[Identity]
AudioOwner=rivendell
AudioGroup=rivendell
PypadOwner=pypad
PypadGroup=pypad
RnRmlOwner=rivendell
RnRmlGroup=rivendell

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
MountOptions=

[Logs]
Facility=syslog
""",
    "pw",
    syntax="ini",
)

F.reg(
    "jamii_mpesa_daraja_donations_env",
    ("srv/changia-<<n>>/.env", "apps/changia/.env.production.<<d8>>"),
    """# Changia Jamii FM - M-Pesa Paybill donations (Daraja)
APP_ENV=production
APP_URL=https://changia.<<dom>>
MPESA_ENV=production
MPESA_SHORTCODE=<<n>>4<<n2>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://changia.<<dom>>/api/mpesa/callback
DB_HOST=127.0.0.1
DB_DATABASE=changia
DB_USERNAME=changia
SMS_SENDER=JAMIIFM
""",
    "p:mpesa_secret",
    extra=lambda r, s: {"ckey": alnum(r, 48), "passkey": hexs(r, 64)},
)

F.reg(
    "jamii_sms_backup_reply_only_value",
    ("sms/sms-<<d8>><<n>>.xml", "backup/<<fa>>/sms-<<d8>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup &amp; Restore v10.20.002 on <<dmy>> <<time>>-->
<smses count="3" backup_set="<<uid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ts>>000" type="1" subject="null" body="Sasa, ile wifi ya studio mpya ni gani? Simu ya mgeni haiunganiki" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<first2>> Jamii FM" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<first2>> Jamii FM" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>900" type="1" subject="null" body="Poa, asante!" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>900" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<first2>> Jamii FM" />
</smses>
""",
    "human_x",
)

F.reg(
    "jamii_icecast_xml_source_admin_pw",
    ("hosts/stream<<n2>>/etc/icecast2/icecast.xml", "srv/stream/icecast_<<d8>>.xml"),
    """<icecast>
    <location><<city>>, Kenya</location>
    <admin>tech@<<dom>></admin>
    <limits>
        <clients>300</clients>
        <sources>4</sources>
        <queue-size>524288</queue-size>
    </limits>
    <authentication>
        <source-password><<src>></source-password>
        <relay-password><<src>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<cred>></admin-password>
    </authentication>
    <hostname>stream.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/live</mount-name>
        <stream-name>Jamii FM <<city>></stream-name>
    </mount>
    <fileserve>1</fileserve>
    <paths>
        <logdir>/var/log/icecast2</logdir>
        <webroot>/usr/share/icecast2/web</webroot>
    </paths>
</icecast>
""",
    "pw_xml",
    extra=lambda r, s: {"src": alnum(r, 16)},
)


def _barix(r, s):
    return {"enc": enc_b64(f"admin:{s['cred']}")}


F.reg(
    "jamii_barix_link_curl_basic_history",
    ("home/<<login>>/.bash_history", "root/.bash_history.<<d8>>"),
    """ls -la /var/snd | tail
ping -c 3 <<ip>>
curl -s http://<<ip>>/status.cgi
curl -s -H "Authorization: Basic <<enc>>" http://<<ip>>/setup.cgi?L=uisys.html
curl -s -H "Authorization: Basic <<enc>>" -d "R=1" http://<<ip>>/setparams.cgi
sudo systemctl restart rivendell
tail -f /var/log/syslog | grep caed
exit
""",
    "pw_url",
    syntax="",
    extra=_barix,
    decode=dec_basic,
)

F.reg(
    "jamii_volunteer_presenters_csv_nenosiri",
    ("admin/watangazaji_<<d8>>.csv", "shared/Kipindi/orodha_<<n>>.csv"),
    """Jina,Kipindi,Siku,Saa,Simu,Mtumiaji,Nenosiri
<<first2>> Mwangi,Asubuhi Njema,Jumatatu,06:00,<<phone2>>,<<fa2>>,(imebadilishwa)
<<first>> <<last>>,Sauti ya Vijana,Jumatano,16:00,<<phone>>,<<login>>,<<cred>>
Halima Salim,Taarab Jioni,Ijumaa,19:00,,halima,
""",
    "human_x",
)
