# ruff: noqa: E501
"""Family d: a Croatian volunteer fire brigade (dobrovoljno vatrogasno društvo, DVD)."""

from __future__ import annotations

from seventyeighth_spec import Fam, Slots, alnum, xml_text

FAM = Fam(
    name="vatrogasno_drustvo_dobrovoljno",
    key="vatro",
    orgs=(
        ("DVD Lipovac", "dvdlipovac"),
        ("Dobrovoljno vatrogasno društvo Zagorje-Brdo", "dvdzagorjebrdo"),
        ("DVD Stari Grad", "dvdstarigrad"),
    ),
    tld="hr",
    first=(
        ("Ivan", "ivan"),
        ("Marko", "marko"),
        ("Ana", "ana"),
        ("Josip", "josip"),
        ("Marija", "marija"),
        ("Tomislav", "tomislav"),
        ("Ivana", "ivana"),
        ("Stjepan", "stjepan"),
    ),
    last=(
        ("Horvat", "horvat"),
        ("Kovačević", "kovacevic"),
        ("Babić", "babic"),
        ("Marić", "maric"),
        ("Jurić", "juric"),
        ("Knežević", "knezevic"),
    ),
    words=(
        "vatra",
        "crijevo",
        "sirena",
        "cisterna",
        "dalmacija",
        "bura",
        "maslina",
        "lipa",
        "vatrogasac",
        "jelen",
        "rakija",
        "hajduk",
        "dinamo",
        "more",
        "sarma",
        "florijan",
    ),
    pets=("rex", "medo", "luna", "žućo", "ćiro", "bela"),
    cc="+385",
    places=("Lipovac", "Zagorje", "Stari Grad", "Brdo", "Vrbanj"),
)

R = FAM.reg

# 1 alarm pager / SMS gateway INI
R(
    "alarm_pager_sms_gateway_ini",
    ("C:/DVD/Uzbuna/gateway.ini", "opt/uzbuna/gateway.ini"),
    """; uzbunjivanje članova – <<org>>
[modem]
port=/dev/ttyUSB0
pin=<<pinn>>

[vatronet]
url=https://vatronet.hvz.hr
korisnik=<<slug>>_dezurni
lozinka=<<cred>>

[grupe]
operativci=+385981112233,+385915556677
""",
    cred="pw",
    syntax="ini",
    extra=lambda rng, s: {"pinn": str(rng.randint(1000, 9999))},
)

# 2 Viber export in Croatian
R(
    "croatian_viber_lozinka_vatronet",
    ("Viber/DVD_operativa_<<ymd_compact>>.txt", "Downloads/viber_<<fa>>.txt"),
    """[<<dmy>>. <<time>>] <<first2>>: Dečki, tko ima lozinku za Vatronet? Moram upisati intervenciju od jučer
[<<dmy>>. <<time2>>] <<first>>: korisnik je <<slug>>_zapovjednik
[<<dmy>>. <<time2>>] <<first>>: lozinka <<cred>>
[<<dmy>>. <<time2>>] <<first2>>: Hvala zapovjedniče 🚒
""",
    cred="human",
    syntax="",
)

# 3 Alamos FE2 alarm server properties (MQTT to the station)
R(
    "alamos_fe2_alarm_server_properties",
    ("Alamos/FE2/config/mqtt.properties", "opt/fe2/config/mqtt.properties"),
    """# FE2 – MQTT most prema domu (<<place>>)
mqtt.enabled=true
mqtt.broker=ssl://mqtt.<<dom>>:8883
mqtt.clientId=fe2-<<slug>>
mqtt.username=fe2
mqtt.password=<<cred>>
mqtt.topic.alarm=dvd/<<slug>>/uzbuna
""",
    cred="pw",
    syntax="",
)

# 4 Python: DIVERA 24/7 access key for the alarm monitor
R(
    "divera247_accesskey_python_monitor",
    ("monitor/divera_alarm.py", "home/pi/alarmmonitor/dohvati.py"),
    """import time

import requests

ACCESSKEY = "<<cred>>"  # DVD <<place>>
URL = "https://app.divera247.com/api/last-alarm"

while True:
    r = requests.get(URL, params={"accesskey": ACCESSKEY}, timeout=10)
    data = r.json().get("data", {})
    if data:
        print(data.get("title"), data.get("address"))
    time.sleep(30)
""",
    cred=lambda rng, s: alnum(
        rng, 64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    ),
)

# 5 VLC playlist with the garage camera RTSP URL
R(
    "garage_hikvision_rtsp_vlc_playlist",
    ("Desktop/kamere_spremiste.m3u", "Users/dezurni/Videos/kamere.m3u"),
    """#EXTM3U
#EXTINF:-1,Spremište vozila – ulaz
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Dvorište
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    cred="pw_url",
    syntax="",
)

# 6 WordPress wp-config.php of the brigade website
R(
    "brigade_website_wp_config_php",
    ("public_html/wp-config.php", "www/<<slug>>.hr/wp-config.php"),
    """<?php
/** Web stranica <<org>> */
define( 'DB_NAME', '<<slug>>_wp' );
define( 'DB_USER', '<<slug>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'dvd_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

# 7 meeting minutes (zapisnik) in Croatian
R(
    "zapisnik_sjednice_lozinka_mail",
    ("Zapisnici/zapisnik_<<ymd_compact>>.txt", "Dokumenti/UO/zapisnik_sjednice_<<num>>.txt"),
    """ZAPISNIK
sa sjednice Upravnog odbora <<org>>, održane <<dmy>>. u <<time>> sati u vatrogasnom domu.

Prisutni: <<first>> <<last>> (predsjednik), <<first2>>, tajnica, blagajnik.

Točka 3. Razno
- Nova e-mail adresa društva: dvd@<<dom>>, lozinka: <<cred>> (zaduženje tajnica).
- Servis cisterne dogovoren za sljedeći tjedan.
- Zahvala mještanima na donaciji za opremu.

Sjednica završena u 21:40.
Zapisničar: <<first2>>
""",
    cred="human",
    syntax="",
)


# 8 flat ODS: members' Vatronet logins
def _fods(s: Slots) -> str:
    rows = [
        ["Ime i prezime", "Funkcija", "Korisnik", "Lozinka"],
        [f"{s['first']} {s['last']}", "zapovjednik", s["login"], s["cred"]],
        [s["first2"], "tajnica", f"{s['fa2']}.tajnica", "promijenjena"],
    ]
    body = "\n".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xml_text(c)}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="Vatronet">
{body}
</table:table></office:spreadsheet></office:body></office:document>
"""


R(
    "clanovi_vatronet_flat_ods",
    ("Tajnica/clanovi_<<year>>.fods", "Dokumenti/vatronet_korisnici.fods"),
    _fods,
    cred="human",
    syntax="xml",
)
