# ruff: noqa: E501
"""Family o: an adult literacy NGO (የጎልማሶች ትምህርት) in Ethiopia (Amharic in Ge'ez script,
English): Chapa for donations, Telegram, KoboToolbox and ODK Central for learner surveys,
Viber, Kolibri offline learning servers on field tablets, Windows field laptops, telebirr."""

from __future__ import annotations

from seventysecond_spec import Fam, jdump

F = Fam(
    name="fidel_adult_literacy_ethiopia",
    key="fidel",
    orgs=("fidelbirhan", "abugida-ngo", "tibebliteracy", "selamfidel"),
    orgnames=("ፊደል ብርሃን", "አቡጊዳ የጎልማሶች ትምህርት", "ጥበብ ማንበብ", "ሰላም ፊደል"),
    tld="org.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ትዕግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("ሄለን", "helen"),
        ("ብርሃኑ", "birhanu"),
        ("መሰረት", "meseret"),
        ("ዮናስ", "yonas"),
    ),
    last=(
        ("ከበደ", "kebede"),
        ("ተስፋዬ", "tesfaye"),
        ("ገብረ", "gebre"),
        ("ወልዴ", "wolde"),
        ("ታደሰ", "tadesse"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
    ),
    words=(
        "fidel",
        "abugida",
        "birhan",
        "selam",
        "tibeb",
        "addis",
        "buna",
        "injera",
        "lalibela",
        "bahirdar",
        "gondar",
        "meskel",
        "timket",
        "ethiopia",
        "mamush",
        "konjo",
    ),
    words_u=(),
    pets=("bobi", "fiko", "lucy", "dula", "chuchu", "max"),
    cc="+251 9",
    cities=("ባሕር ዳር", "ደሴ", "ጎንደር", "ደብረ ብርሃን", "ወልዲያ"),
)

F.reg(
    "chapa_secret_key_django_env",
    ("donate/.env", "<<org>>-donations/.env.production", "srv/<<org>>/web/.env"),
    """DJANGO_SETTINGS_MODULE=donate.settings.production
ALLOWED_HOSTS=donate.<<dom>>
# ልገሳ - Chapa checkout (ETB)
CHAPA_PUBLIC_KEY=CHAPUBK-<<pk>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_SECRET=
""",
    "p:chapa",
    extra=lambda r, s: s.update(
        pk="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    ),
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 301,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": f"{s['first']} {s['last']}",
            "from_id": "user7301",
            "text": f"ሰላም፣ የKobo መለያ፡ {s['org']}_field",
        },
        {
            "id": 302,
            "type": "message",
            "date": f"{s['date']}T{s['hms2']}",
            "from": f"{s['first']} {s['last']}",
            "from_id": "user7301",
            "text": ["የይለፍ ቃል፡ ", {"type": "code", "text": s["cred"]}],
            "text_entities": [
                {"type": "plain", "text": "የይለፍ ቃል፡ "},
                {"type": "code", "text": s["cred"]},
            ],
        },
        {
            "id": 303,
            "type": "message",
            "date": f"{s['date']}T{s['hms2']}",
            "from": f"{s['first2']} {s['last2']}",
            "from_id": "user7302",
            "text": "አመሰግናለሁ 🙏",
        },
    ]
    return jdump(
        {
            "name": "የመስክ አስተባባሪዎች",
            "type": "private_group",
            "id": 4_200_000_000 + int(s["nnn"]),
            "messages": msgs,
        },
        indent=1,
    )


F.reg(
    "amharic_telegram_json_yeyilef_qal_kobo",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "field/ChatExport_<<date>>_<<n>>/result.json",
    ),
    _tg,
    "human",
)

F.reg(
    "kobotoolbox_api_token_python_export",
    (
        "m_and_e/kobo_export.py",
        "<<org>>-me/scripts/kobo_<<n>>.py",
        "analysis/<<fa>>/pull_kobo_<<yy>>.py",
    ),
    '''"""Pull learner baseline / endline surveys from KoboToolbox (humanitarian server)."""

import pandas as pd
import requests

KOBO_URL = "https://kf.kobotoolbox.org"
KOBO_TOKEN = "<<cred>>"
ASSET_UID = "a<<hexid>>Xk<<nn>>Q"


def fetch():
    r = requests.get(f"{KOBO_URL}/api/v2/assets/{ASSET_UID}/data.json", headers={"Authorization": f"Token {KOBO_TOKEN}"}, timeout=60)
    r.raise_for_status()
    return pd.DataFrame(r.json()["results"])
''',
    "p:kobo",
)

F.reg(
    "pyodk_config_toml_central",
    ("home/<<fa>>/.config/pyodk/config.toml", "Users/<<fa>>/.config/pyodk/config.toml"),
    """[central]
base_url = "https://odk.<<dom>>"
username = "<<fa>>.<<la>>@<<dom>>"
password = "<<cred>>"
default_project_id = <<n>>
""",
    "human",
)

F.reg(
    "viber_csv_amharic_reply_only_value",
    ("Viber/backup_<<date>>/messages.csv", "exports/viber_<<fa2>>_<<nn>>.csv"),
    """Date,Time,Sender,Phone,Message
<<dmy>>,<<time>>,<<first>> <<last>>,<<phone>>,የታብሌቱ Kolibri አድሚን የይለፍ ቃል ምንድን ነው?
<<dmy>>,<<time2>>,<<first2>> <<last2>>,<<phone2>>,<<cred>>
<<dmy>>,<<time2>>,<<first>> <<last>>,<<phone>>,እሺ አመሰግናለሁ
""",
    "human",
)

F.reg(
    "kolibri_tablet_server_options_ini",
    (
        "home/kolibri/.kolibri/options.ini",
        "tablets/<<org>>-hub<<n>>/options.ini",
        "field/<<nn>>/kolibri/options.ini",
    ),
    """[Deployment]
HTTP_PORT = 8080
LANGUAGES = am,en

[Database]
DATABASE_ENGINE = postgres
DATABASE_NAME = kolibri
DATABASE_USER = kolibri
DATABASE_PASSWORD = <<cred>>
DATABASE_HOST = <<ip>>
DATABASE_PORT = 5432
""",
    "pw",
)

F.reg(
    "field_laptop_net_use_bat",
    (
        "scripts/map_drives.bat",
        "<<org>>/laptops/connect_share_<<n>>.bat",
        "Desktop/የሪፖርት_ድራይቭ_<<nn>>.bat",
    ),
    """@echo off
rem Map the M&E share on the office NAS (field laptops)
net use R: \\\\<<ip>>\\reports /user:<<org>>\\field<<nn>> <<cred>> /persistent:yes
net use S: \\\\<<ip>>\\scans /persistent:yes
echo ተገናኝቷል
""",
    "pw_bare",
    syntax="",
)


def _tb(s: dict) -> str:
    return jdump(
        {
            "telebirr": {
                "baseUrl": "https://superapp.ethiotelecom.et/apiaccess/payment/gateway",
                "fabricAppId": str(s["uuid"]),
                "appSecret": s["cred"],
                "merchantAppId": f"{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}{s['nn']}",
                "merchantCode": f"{s['nnn']}{s['nnn']}",
                "notifyUrl": f"https://donate.{s['dom']}/telebirr/notify",
            }
        }
    )


F.reg(
    "telebirr_app_secret_config_json",
    ("donate/config/telebirr.json", "<<org>>-pay/telebirr.<<n>>.json", "srv/<<org>>/telebirr.json"),
    _tb,
    "p:telebirr",
)
