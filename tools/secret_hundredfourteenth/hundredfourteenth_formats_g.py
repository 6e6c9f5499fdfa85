# ruff: noqa: E501
"""Family g: an Ethiopian Orthodox Tewahedo monastery (gedam) in Ethiopia, in Amharic (Ge'ez
script) and English."""

from __future__ import annotations

import json

from hundredfourteenth_spec import Fam, dec_json_after, pick, rsa_pem

FAM = Fam(
    name="gedam_tewahedo_monastery_ethiopia",
    orgs=("gedamselam", "debremariam", "zukualagedam", "kidanemihret", "debrelibanos"),
    tld="org.et",
    first=(
        ("ኃይለ", "Haile"),
        ("ማርያም", "Mariam"),
        ("ተክለ", "Tekle"),
        ("ብርሃኑ", "Birhanu"),
        ("ሰላማዊት", "Selamawit"),
        ("ዮሐንስ", "Yohannes"),
        ("አበበ", "Abebe"),
        ("መሠረት", "Meseret"),
    ),
    last=(
        ("ገብረማርያም", "Gebremariam"),
        ("ተስፋዬ", "Tesfaye"),
        ("ወልደ", "Wolde"),
        ("በቀለ", "Bekele"),
        ("አለሙ", "Alemu"),
        ("ደስታ", "Desta"),
        ("ግርማ", "Girma"),
    ),
    words=(
        "selam",
        "tewahedo",
        "lalibela",
        "gondar",
        "axum",
        "meskel",
        "timket",
        "genna",
        "abune",
        "kidane",
        "mihret",
        "tabot",
        "egziabher",
        "fasika",
        "enkutatash",
        "buna",
        "tsion",
        "mariam",
    ),
    pets=("bobi", "kuchi", "tiger", "dimet", "ayele", "lemlem"),
    cc="+251",
)

R = FAM.reg


def _tg(s: dict) -> str:
    return (
        f"{s['fn2']} {s['ln2']}, [{s['dmy2']} {s['time']}]\n"
        "ሰላም አባ፣ የገዳሙ ኢሜይል የይለፍ ቃል ተቀይሯል? መግባት አልቻልኩም\n\n"
        f"{s['fn']} {s['ln']}, [{s['dmy2']} {s['time']}]\n"
        "አዎ ትናንት ቀየርነው። አዲሱ የይለፍ ቃል፦\n\n"
        f"{s['fn']} {s['ln']}, [{s['dmy2']} {s['time']}]\n"
        f"{s['cred']}\n\n"
        f"{s['fn2']} {s['ln2']}, [{s['dmy2']} {s['time']}]\n"
        "እግዚአብሔር ይስጥልኝ 🙏\n"
    )


R(
    "gedam_telegram_copied_amharic_yilef_qal",
    ("Documents/telegram_gedam_<<n>>.txt", "Desktop/ከቴሌግራም_<<n>>.txt"),
    _tg,
    "human",
    syntax="",
)

R(
    "gedam_chapa_donation_flask_config_py",
    ("gedam_donate/config.py", "srv/selet-<<n>>/instance/config.py"),
    """\"\"\"Donations for the monastery's church rebuilding (Chapa: telebirr, CBE Birr, cards).\"\"\"

import os


class Config:
    SECRET_KEY = os.environ.get("FLASK_SECRET_KEY")
    CHAPA_SECRET_KEY = "<<cred>>"
    CHAPA_CALLBACK_URL = "https://<<dom>>/chapa/callback"
    CHAPA_RETURN_URL = "https://<<dom>>/amesegenallehu"
    CURRENCY = "ETB"
""",
    "p:chapa",
)

AM_WORDS = ("ሰላም", "ማርያም", "ገዳም", "ጽዮን", "መስቀል", "ትንሣኤ")


def _am_pw(rng, fam) -> str:
    w = pick(rng, AM_WORDS)
    return pick(
        rng,
        (
            f"{w}{rng.randint(2010, 2018)}!",
            f"{w}{pick(rng, fam.words).capitalize()}{rng.randint(1, 99)}",
            f"{pick(rng, fam.words)}{w}{rng.randint(100, 999)}",
        ),
    )


def _json_app(s: dict) -> str:
    return json.dumps(
        {
            "app": "Gedam Digital Archive",
            "calendar": "ethiopian",
            "sync": {
                "server": f"https://archive.{s['dom']}",
                "user": s["login"],
                "password": s["cred"],
            },
            "language": "am",
        },
        indent=2,
    )


R(
    "gedam_archive_app_json_unicode_escaped_amharic",
    ("archive-app/settings.json", "Users/<<fa>>/AppData/Roaming/GedamArchive/settings_<<n>>.json"),
    _json_app,
    _am_pw,
    decode=dec_json_after("password"),
)

R(
    "gedam_manuscript_scans_wasabi_s3cfg",
    ("home/<<fa>>/.s3cfg", "root/.s3cfg"),
    """[default]
access_key = <<akid>>
secret_key = <<cred>>
host_base = s3.eu-central-1.wasabisys.com
host_bucket = %(bucket)s.s3.eu-central-1.wasabisys.com
bucket_location = eu-central-1
use_https = True
# digitised Ge'ez manuscripts (ብራና) - gedam-<<org>>-brana
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: {
        "akid": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

R(
    "gedam_solar_victron_vrm_token_python",
    ("solar/vrm_daily.py", "home/<<fa>>/solar-<<n>>/report.py"),
    """# Monastery solar (Victron) - daily yield to the abbot's Telegram
import requests

VRM_TOKEN = "<<cred>>"
SITE_ID = <<n2>><<n>>

r = requests.get(
    f"https://vrmapi.victronenergy.com/v2/installations/{SITE_ID}/stats?type=kwh",
    headers={"X-Authorization": "Token " + VRM_TOKEN},
    timeout=30,
)
print(r.json()["totals"])
""",
    "hex:64",
)

R(
    "gedam_lte_router_note_amharic_label",
    ("ማስታወሻ/ራውተር.txt", "Desktop/router_<<n>>.txt"),
    """ገዳም ዋይፋይ (ethio telecom 4G)
ስም: GEDAM-<<org>>
የይለፍ ቃል:
<<cred>>
አድሚን ገጽ: 192.168.8.1
""",
    "human_x",
    syntax="",
)


def _sa(s: dict) -> str:
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "gedam-calendar-{s["n"]}",\n'
        f'  "private_key_id": "{s["kid"]}",\n'
        f'  "private_key": "{s["cred"]}\\n",\n'
        f'  "client_email": "calendar-sync@gedam-calendar-{s["n"]}.iam.gserviceaccount.com",\n'
        f'  "client_id": "1{s["n2"]}{s["n2"]}{s["n2"]}{s["n2"]}{s["n"]}",\n'
        '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n'
        "}\n"
    )


R(
    "gedam_feast_calendar_google_service_account_json",
    ("calendar-sync/gedam-calendar-<<n>>.json", "keys/service_account_<<n>>.json"),
    _sa,
    lambda rng, fam: rsa_pem(rng, 2048, pkcs8=True).replace("\n", "\\n"),
    extra=lambda rng, s: {"kid": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['Fa2']} {s['la2'].capitalize()} <{s['fa2']}.{s['la2']}@gmail.com>\n"
        f"To: {s['Fa']} <{s['email']}>\n"
        "Subject: Re: ገዳም ኢሜይል / mailbox setup\n"
        f"Date: Fri, {s['day']} Sep {s['year']} {s['time']}:00 +0300\n"
        "Content-Type: text/plain; charset=UTF-8\n\n"
        "ሰላም አባ,\n\n"
        "I created the new mailbox on the cPanel for the monastery office.\n"
        f"ኢሜይል: gedam@{s['dom']}\n"
        f"Password: {s['cred']}\n"
        "Outlook: IMAP 993 / SMTP 465\n\n"
        "ከሰላምታ ጋር,\n"
        f"{s['Fa2']} (Washington DC)\n"
    )


R(
    "gedam_diaspora_volunteer_email_cpanel_mailbox",
    ("Mail/Inbox/<<n2>>.eml", "Thunderbird/gedam/INBOX/msg<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)
