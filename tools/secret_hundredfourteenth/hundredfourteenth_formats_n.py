"""Family n: a Catholic parish radio station in the Philippines, in Filipino (Tagalog) and
English."""

from __future__ import annotations

from hundredfourteenth_spec import Fam

FAM = Fam(
    name="radyo_parokya_station_philippines",
    orgs=("radyobanal", "dzparokya", "himigpananampalataya", "tinigsimbahan", "radyonazareno"),
    tld="org.ph",
    first=(
        ("Juan", "Juan"),
        ("Maria", "Maria"),
        ("Jose", "Jose"),
        ("Ana", "Ana"),
        ("Mark", "Mark"),
        ("Kristine", "Kristine"),
        ("Paolo", "Paolo"),
        ("Jericho", "Jericho"),
    ),
    last=(
        ("Dela Cruz", "Delacruz"),
        ("Santos", "Santos"),
        ("Reyes", "Reyes"),
        ("Bautista", "Bautista"),
        ("Mendoza", "Mendoza"),
        ("Villanueva", "Villanueva"),
        ("Aquino", "Aquino"),
    ),
    words=(
        "mahal",
        "pagibig",
        "simbahan",
        "dasal",
        "pasko",
        "simbanggabi",
        "santonino",
        "quiapo",
        "nazareno",
        "biyaya",
        "salamat",
        "bayanihan",
        "ligaya",
        "awit",
        "himig",
        "tagumpay",
        "pagasa",
    ),
    pets=("bantay", "brownie", "chichi", "mingming", "puti", "tagpi", "whitey"),
    cc="+63",
)

R = FAM.reg

R(
    "radyo_icecast_xml_source_password",
    ("etc/icecast2/icecast.xml", "opt/icecast/icecast_<<n>>.xml"),
    """<icecast>
    <location>Quezon City</location>
    <admin>it@<<dom>></admin>
    <limits>
        <clients>500</clients>
        <sources>4</sources>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <admin-user>admin</admin-user>
    </authentication>
    <hostname>stream.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/live</mount-name>
        <stream-name>Radyo <<org>> - Misa at Rosaryo</stream-name>
    </mount>
</icecast>
""",
    "pw_xml",
)

R(
    "radyo_butt_buttrc_server_password",
    ("home/<<fa>>/.buttrc", "Users/Studio/AppData/Roaming/buttrc_<<n>>"),
    """[main]
bg_color = 252645135
txt_color = 4294902528
server = Icecast <<org>>
srv_ent = Icecast <<org>>
num_of_srv = 1
connect_at_startup = 1

[Icecast <<org>>]
address = stream.<<dom>>
port = 8000
password = <<cred>>
type = 1
mount = live
usr = source
""",
    "pw",
    syntax="ini",
)

R(
    "radyo_azuracast_nowplaying_api_key_py",
    ("scripts/now_playing.py", "home/<<fa>>/radyo-<<n>>/song_request.py"),
    """# Ipinapakita ang kasalukuyang awit at mga request ng tagapakinig
import requests

AZURACAST = "https://radio.<<dom>>"
API_KEY = "<<cred>>"

r = requests.get(
    f"{AZURACAST}/api/station/1/requests",
    headers={"X-API-Key": API_KEY},
    timeout=15,
)
for item in r.json():
    print(item["song"]["title"], "-", item["song"]["artist"])
""",
    "p:azuracast",
)


def _tg(s: dict) -> str:
    return (
        f"{s['fn2']} {s['ln2']}, [{s['dmy2']} {s['time']}]\n"
        "Kuya ano ulit password ng RadioDJ sa booth? Ako muna sa Simbang Gabi coverage mamaya\n\n"
        f"{s['fn']} {s['ln']}, [{s['dmy2']} {s['time']}]\n"
        f"user: dj  pass: {s['cred']}\n\n"
        f"{s['fn2']} {s['ln2']}, [{s['dmy2']} {s['time']}]\n"
        "Salamat po! God bless\n"
    )


R(
    "radyo_tagalog_telegram_copied_radiodj_pass",
    ("Documents/tg_booth_<<n>>.txt", "Desktop/kopya_chat_<<n>>.txt"),
    _tg,
    "human",
    syntax="",
)

R(
    "radyo_radiodj_settings_xml_db_password",
    ("RadioDJv2/Settings.xml", "Program Files/RadioDJv2/Settings_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Settings>
  <StationName>Radyo <<org>></StationName>
  <DBServer><<ip>></DBServer>
  <DBPort>3306</DBPort>
  <DBName>radiodj2</DBName>
  <DBUser>radiodj</DBUser>
  <DBPassword><<cred>></DBPassword>
  <AutoDJ>True</AutoDJ>
  <Language>English</Language>
</Settings>
""",
    "pw_xml",
)

R(
    "radyo_paymongo_gcash_donation_env",
    ("donate/.env", "srv/abuloy-<<n>>/.env"),
    """# Abuloy / donasyon sa radyo (GCash, Maya, card) - PayMongo
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://<<dom>>/paymongo/webhook
SITE_NAME="Radyo <<org>>"
""",
    "p:paymongo",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(24)
        )
    },
)

R(
    "radyo_liquidsoap_output_icecast_liq",
    ("etc/liquidsoap/radyo.liq", "opt/radyo-<<n>>/main.liq"),
    """#!/usr/bin/liquidsoap
# Angelus sa 12:00 at 18:00, Rosaryo, at playlist
settings.log.file.path := "/var/log/liquidsoap/radyo.log"

playlist_awit = playlist("/srv/musika/awit")
angelus = single("/srv/musika/angelus.mp3")
radio = switch([({12h00m-12h05m or 18h00m-18h05m}, angelus), ({true}, playlist_awit)])

output.icecast(%mp3(bitrate=128), host="stream.<<dom>>", port=8000,
  password="<<cred>>", mount="live", name="Radyo <<org>>", radio)
""",
    "pw_dq",
    syntax="",
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['Fa']} {s['La']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: Iskedyul ng DJ at login sa booth PC\n"
        f"Date: Sat, {s['day']} Dec {s['year']} {s['time']}:00 +0800\n"
        "Content-Type: text/plain; charset=UTF-8\n\n"
        f"Hi {s['fn2']},\n\n"
        "Nakalakip ang iskedyul para sa Simbang Gabi. Ito ang login mo sa booth PC\n"
        "(Windows) para sa RadioDJ at sa live stream:\n\n"
        f"Username: booth{s['n']}\n"
        f"Password: {s['cred']}\n\n"
        "Pakipalitan pagkatapos ng unang login. Salamat at God bless!\n"
        f"{s['fn']} - Station Manager\n"
    )


R(
    "radyo_tagalog_email_dj_booth_login",
    ("Mail/Sent/<<n2>>.eml", "Thunderbird/radyo/Sent/<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)
