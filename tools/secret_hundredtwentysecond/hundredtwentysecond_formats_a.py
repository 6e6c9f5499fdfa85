# ruff: noqa: E501
"""Family a: a Waikato dairy farm (New Zealand; English, te reo Maori, Tagalog-speaking staff)."""

from __future__ import annotations

import json
import random

from hundredtwentysecond_spec import Fam, dec_qp, enc_qp

F = Fam(
    name="waikato_milking_shed_herd",
    orgs=("kahikatea", "tirohanga", "matamata", "pukerimu", "rangiriri"),
    names=(
        "Kahikatea Dairies Ltd",
        "Tirohanga Farm Partnership",
        "Matamata Flats Dairy",
        "Pukerimu Holdings",
        "Rangiriri Milk Co",
    ),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tane", "tane"),
        ("Mere", "mere"),
        ("Hemi", "hemi"),
        ("Kiri", "kiri"),
        ("Liam", "liam"),
        ("Jocelyn", "jocelyn"),
        ("Marvin", "marvin"),
        ("Rowena", "rowena"),
        ("Grant", "grant"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Parata", "parata"),
        ("Walker", "walker"),
        ("Te Huia", "tehuia"),
        ("McKenzie", "mckenzie"),
        ("Dela Cruz", "delacruz"),
        ("Reyes", "reyes"),
        ("Fraser", "fraser"),
    ),
    words=(
        "kowhai",
        "totara",
        "paddock",
        "heifer",
        "rotary",
        "jersey",
        "friesian",
        "kiwicross",
        "whenua",
        "awa",
        "maunga",
        "tauihu",
        "waikato",
        "calving",
        "springer",
        "pukeko",
    ),
    pets=("Bluey", "Patch", "Moss", "Tui", "Nugget", "Kuri", "Dusty"),
    cc="+64 2",
    places=("Morrinsville", "Te Aroha", "Matamata", "Cambridge", "Ohaupo"),
)

MACRON = ("whānau", "kūmara", "māra", "pātaka", "tōtara", "kōwhai", "whenua", "mātou", "rāhui")


def _macron_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(MACRON)
    return rng.choice(
        (
            f"{w.capitalize()}{rng.randint(1990, 2025)}!",
            f"{w}{s['pet']}{rng.randint(1, 99)}",
            f"Te{w.capitalize()}#{rng.randint(10, 99)}",
        )
    )


F.reg(
    "waikato_delpro_sql_backup_bat_sqlcmd",
    ["C:/DelPro/Backup/nightly_<<n>>.bat", "D:/shed-pc/scripts/delpro_backup_<<stamp>>.bat"],
    r"""@echo off
REM DelPro herd database nightly backup - <<orgname>>
REM set up by <<first>> <<last>> (vet IT) <<dmy>>
set BK=E:\DelProBackup\%DATE:~-4%%DATE:~3,2%%DATE:~0,2%
mkdir %BK%
sqlcmd -S .\DELPRO -U delpro_bk -P <<cred>> -Q "BACKUP DATABASE [DDM] TO DISK='%BK%\DDM.bak' WITH INIT"
robocopy %BK% \\nas01\farm\delpro /E /R:2 /W:5
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "waikato_halter_collar_export_python",
    ["farm-scripts/halter_pull_<<n>>.py", "home/<<fa>>/herd/halter_export.py"],
    '''"""Pull cow locations and breaks from the Halter collar system into the farm sheet."""

import csv

import requests

HALTER_API = "https://api.halter.co.nz/v1"
HALTER_KEY = "<<cred>>"  # <<fa>> - farm account <<org>>
FARM_ID = "<<uid>>"


def breaks():
    r = requests.get(
        f"{HALTER_API}/farms/{FARM_ID}/breaks",
        headers={"Authorization": f"Bearer {HALTER_KEY}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["items"]


with open("breaks_<<stamp>>.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    for b in breaks():
        w.writerow([b["paddock"], b["start"], b["cows"]])
''',
    "x:hltr_live_:40",
)

F.reg(
    "waikato_xero_payroll_dotenv_client_secret",
    ["farm-payroll/.env", "apps/<<org>>-payroll/.env.production"],
    """# Xero payroll sync for <<orgname>> (milkers' timesheets -> Xero NZ payroll)
XERO_CLIENT_ID=<<hex8>><<hex8>><<hex8>><<hex8>>
XERO_CLIENT_SECRET=<<cred>>
XERO_TENANT_ID=<<uid>>
XERO_REDIRECT_URI=https://payroll.<<dom>>/callback
TIMESHEET_SHEET=Roster <<y>>
""",
    "p:xero",
)


def _messenger(s: dict) -> str:
    base = 1_740_000_000_000 + s["id"] * 7
    doc = {
        "participants": [
            {"name": f"{s['first']} {s['last']}"},
            {"name": f"{s['first2']} {s['last2']}"},
        ],
        "messages": [
            {
                "sender_name": f"{s['first2']} {s['last2']}",
                "timestamp_ms": base + 95_000,
                "content": s["cred"],
            },
            {
                "sender_name": f"{s['first']} {s['last']}",
                "timestamp_ms": base + 60_000,
                "content": "Ano ulit yung password ng shed tablet? naka-lock na naman 😅",
            },
            {
                "sender_name": f"{s['first2']} {s['last2']}",
                "timestamp_ms": base,
                "content": "Kuya, pa-check mo yung vat temp sa Farm Source app bago mag-pickup ng tanker",
            },
        ],
        "title": f"{s['first2']} {s['last2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n4']}",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


F.reg(
    "waikato_tagalog_messenger_reply_only_value",
    [
        "messages/inbox/<<fa2>><<la2>>_<<n4>>/message_1.json",
        "fb-export-<<stamp>>/inbox/shed_<<n>>/message_1.json",
    ],
    _messenger,
    "human",
)

F.reg(
    "waikato_shed_router_teltonika_uci_wireless",
    ["rut240-backup-<<stamp>>/etc/config/wireless", "shed-router/<<n>>/etc/config/wireless"],
    """config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel '6'
\toption hwmode '11g'
\toption country 'NZ'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid '<<orgname>> Shed'
\toption encryption 'psk2'
\toption key '<<cred>>'
""",
    "human_x",
    syntax="",
)

F.reg(
    "waikato_weather_station_weewx_wow_yaml",
    ["farm-iot/weather/<<place>>_<<n>>.yaml", "opt/davis-bridge/config-<<stamp>>.yml"],
    """# Davis Vantage Vue at the <<place>> run-off block -> MetService/WOW and Harvest portal
station:
  name: "<<orgname>> run-off <<n>>"
  lat: -37.<<n4>>
  lon: 175.<<n3>>
uploads:
  wow:
    site_id: "<<uid>>"
    auth_key: "<<n4><<n3>>"
  harvest_portal:
    url: https://live.harvest.com/api/upload
    username: "<<user>>@<<org>>"
    password: "<<cred>>"
""".replace("<<n4><<n3>>", "<<n4>><<n3>>"),
    "pw_dq",
)


def _qp_mail(s: dict) -> str:
    body = f"""Kia ora {s["first"]},

Ngā mihi for sorting the calf shed roster. Here is the Farm Source login for the
tanker pickup times and the milk quality reports (please don't share it outside the whānau):

Username: {s["email"]}
Kupuhipa / password: {s["cred"]}

Ngā mihi nui,
{s["first2"]} {s["last2"]}
{s["orgname"]}, {s["place"]}
"""
    return f"""From: {s["first2"]} {s["last2"]} <{s["email2"]}>
To: {s["first"]} {s["last"]} <{s["email"]}>
Subject: Farm Source login for calving
Date: {s["date"]} {s["time"]}:00 +1300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


F.reg(
    "waikato_farm_source_email_qp_kupuhipa",
    ["mail/<<fa>>/<<stamp>>_farm_source.eml", "Maildir/cur/<<id>>.<<org>>:2,S"],
    _qp_mail,
    _macron_pw,
    syntax="",
    decode=dec_qp("Kupuhipa / password:"),
)

F.reg(
    "waikato_calf_shed_camera_vlc_playlist_rtsp",
    ["shed-pc/Desktop/calf_cams_<<n>>.m3u", "Users/<<fa>>/Videos/cameras_<<stamp>>.m3u"],
    """#EXTM3U
#EXTINF:-1,Calf shed pen 1
rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/101
#EXTINF:-1,Rotary exit
rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/201
#EXTINF:-1,Vat stand (<<place>>)
rtsp://viewer:<<cred>>@<<ip2>>:554/Streaming/Channels/102
""",
    "pw_url",
    syntax="",
)
