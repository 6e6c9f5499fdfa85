# ruff: noqa: E501
"""Family l: a Philippine community radio run by the municipal council (radyo bayan)."""

from __future__ import annotations

import json

from seventyeighth_spec import Fam, Slots, alnum, hexs, xml_text

FAM = Fam(
    name="radyo_bayan_council",
    key="radyo",
    orgs=(
        ("Radyo Bayan ng Malaya", "radyomalaya"),
        ("DWLB Radyo Lingkod Bayan", "radyolingkod"),
        ("Himig Bayan FM 98.3", "himigbayanfm"),
    ),
    tld="gov.ph",
    first=(
        ("Maricel", "maricel"),
        ("Jun-Jun", "junjun"),
        ("Rowena", "rowena"),
        ("Arnel", "arnel"),
        ("Jocelyn", "jocelyn"),
        ("Rodel", "rodel"),
        ("Liza", "liza"),
        ("Jomar", "jomar"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
    ),
    words=(
        "mabuhay",
        "bayanihan",
        "adobo",
        "sinigang",
        "jeepney",
        "kalamansi",
        "mahal",
        "pinoy",
        "ginebra",
        "sampaguita",
        "bahaykubo",
        "tadhana",
        "barangay",
        "fiesta",
        "mangga",
        "radyo",
    ),
    pets=("bantay", "browny", "whitey", "chichi", "muning", "choco"),
    cc="+63",
    places=("Malaya", "San Isidro", "Poblacion", "Bagong Silang", "Sta. Cruz"),
)

R = FAM.reg

# 1 icecast.xml
R(
    "icecast_xml_source_admin_password",
    ("etc/icecast2/icecast.xml", "streaming/icecast.xml"),
    """<icecast>
    <location><<place>>, Philippines</location>
    <admin>radyo@<<dom>></admin>
    <limits><clients>200</clients><sources>2</sources></limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<cred>></admin-password>
    </authentication>
    <hostname>stream.<<dom>></hostname>
    <listen-socket><port>8000</port></listen-socket>
</icecast>
""",
    cred="pw_xml",
)

# 2 BUTT (broadcast using this tool) config
R(
    "butt_encoder_buttrc_ini",
    ("home/<<login>>/.buttrc", "Users/studio/AppData/Roaming/butt.ini"),
    """[main]
bg_color = 252645120
server = Icecast <<slug>>
srv_ent = Icecast <<slug>>
num_of_srv = 1

[Icecast <<slug>>]
address = stream.<<dom>>
port = 8000
password = <<cred>>
type = 1
mount = live
usr = source
""",
    cred="pw",
    syntax="ini",
)

# 3 Messenger copied text in Taglish
R(
    "taglish_messenger_copied_password_studio",
    ("Documents/messenger_<<fa>>.txt", "Desktop/chat_<<fa2>>_<<ymd_compact>>.txt"),
    """<<first2>>
<<time>>
Kuya <<first>>, ano po ulit password ng laptop sa booth? Magsisimula na yung Serbisyo Publiko

<<first>>
<<time2>>
<<cred>>
wag mo na ipamigay ha

<<first2>>
Salamat po kuya! 🙏
""",
    cred="human",
    syntax="",
)

# 4 Rivendell rd.conf
R(
    "rivendell_rd_conf_mysql_password",
    ("etc/rd.conf", "backup/rivendell/rd.conf.<<ymd_compact>>"),
    """[Identity]
AudioOwner=rivendell
AudioGroup=rivendell

[mySQL]
Hostname=localhost
Loginname=rduser
Password=<<cred>>
Database=Rivendell
Driver=QMYSQL3

[AudioStore]
MountSource=
""",
    cred="pw_alnum",
    syntax="ini",
)

# 5 PayMongo .env for listener donations
R(
    "paymongo_donations_dotenv",
    ("donate-app/.env", "srv/abuloy/.env.production"),
    """APP_NAME="Radyo Bayan Donations"
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://donate.<<dom>>/webhooks/paymongo
""",
    cred="p:paymongo",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 24)},
)

# 6 OBS service.json with the Facebook Live stream key
R(
    "obs_service_json_facebook_live_key",
    (
        "AppData/Roaming/obs-studio/basic/profiles/Radyo/service.json",
        "home/<<login>>/.config/obs-studio/basic/profiles/Live/service.json",
    ),
    lambda s: (
        json.dumps(
            {
                "settings": {
                    "bwtest": False,
                    "key": s["cred"],
                    "server": "rtmps://live-api-s.facebook.com:443/rtmp/",
                    "service": "Facebook Live",
                    "use_auth": False,
                },
                "type": "rtmp_common",
            },
            indent=4,
        )
        + "\n"
    ),
    cred=lambda rng, s: f"FB-{rng.randint(100000000000000, 999999999999999)}-0-Ab{alnum(rng, 30)}",
)

# 7 bash history: AzuraCast API key
R(
    "azuracast_api_key_curl_history",
    ("home/<<login>>/.bash_history", "root/.bash_history"),
    """cd /var/azuracast
./docker.sh update-self
curl -s -H "X-API-Key: <<cred>>" https://radio.<<dom>>/api/station/1/nowplaying | jq .
curl -s -X POST -H "X-API-Key: <<cred>>" https://radio.<<dom>>/api/station/1/backend/restart
""",
    cred=lambda rng, s: f"{hexs(rng, 16)}:{hexs(rng, 32)}",
    syntax="",
)


# 8 SMS Backup XML: reply holding only the value (Tagalog)
def _sms(s: Slots) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="{s["bs"]}" backup_date="{s["epoch"]}000" type="full">
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}000" type="1" subject="null" body="Sir ano password ng wifi sa munisipyo? yung RadyoBayan_Staff" toa="null" sc_toa="null" service_center="+639170000130" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time"]}" contact_name="{xml_text(s["first2"])}" />
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}600" type="2" subject="null" body="{xml_text(s["cred"])}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time2"]}" contact_name="{xml_text(s["first2"])}" />
</smses>
"""


R(
    "tagalog_sms_backup_wifi_reply_only",
    ("SMSBackupRestore/sms-<<ymd_compact>>.xml", "Download/sms_backup_<<num>>.xml"),
    _sms,
    cred="human_x",
    extra=lambda rng, s: {"bs": hexs(rng, 8)},
)
