# ruff: noqa: E501
"""Family b: a café and coffee roastery in Addis Ababa, Ethiopia; Amharic (Ge'ez script) and
English."""

from __future__ import annotations

import json

from seventythird_spec import Fam, enc_json_u, pick

F = Fam(
    name="jebena_buna_addis_roastery_cafe",
    orgs=("tostadoabeba", "bunakela", "sheger", "yirgaroast"),
    tld="com.et",
    first=(
        ("ሰላም", "selam"),
        ("ዮናስ", "yonas"),
        ("ሄለን", "helen"),
        ("ዳዊት", "dawit"),
        ("መቅደስ", "mekdes"),
        ("ቴዎድሮስ", "tewodros"),
        ("ብርሃኑ", "birhanu"),
    ),
    last=(
        ("ተሾመ", "teshome"),
        ("ገብሬ", "gebre"),
        ("አበበ", "abebe"),
        ("ታደሰ", "tadesse"),
        ("ወልዴ", "wolde"),
        ("ከበደ", "kebede"),
    ),
    words=(
        "buna",
        "jebena",
        "yirgacheffe",
        "sidamo",
        "harar",
        "guji",
        "limu",
        "kaffa",
        "abol",
        "tona",
        "bereka",
        "bole",
        "piassa",
        "entoto",
        "sheger",
        "fasil",
        "giorgis",
        "buna",
        "dinkinesh",
        "megenagna",
    ),
    pets=("bobi", "lucy", "chombe", "tiger", "mimi", "kuchi"),
    cc="+251",
    city="Addis Ababa",
)


def _tg_export(s: dict) -> str:
    msgs = [
        ("ሰላም! የካፌው ዋይፋይ አልሰራም፣ ራውተሩን አስነሳሁት", s["first"]),
        ("የእንግዶች ዋይፋይ የይለፍ ቃል ቀይሬዋለሁ", s["first2"]),
        (s["cred"], s["first2"]),
        ("እሺ አመሰግናለሁ 🙏 ቡናው ደርሷል?", s["first"]),
    ]
    return json.dumps(
        {
            "name": f"{s['orgc']} ሰራተኞች",
            "type": "private_group",
            "id": s["n6"] * 1000 + s["n3"],
            "messages": [
                {
                    "id": 4100 + i,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:{10 + i:02d}",
                    "date_unixtime": str(s["ts"] + i * 40),
                    "from": who,
                    "from_id": f"user{5_000_000_000 + s['n6'] + i % 2}",
                    "text": txt,
                    "text_entities": [{"type": "plain", "text": txt}],
                }
                for i, (txt, who) in enumerate(msgs)
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "jebena_amharic_telegram_json_yelimit_qal_wifi",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
    ),
    _tg_export,
    "human",
)

F.reg(
    "jebena_chapa_checkout_django_settings_py",
    ("<<org>>_shop/settings/production.py", "src/<<org>>/settings_<<n>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["shop.<<dom>>", "<<pub_ip>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "buna_shop",
        "USER": "buna",
        "HOST": "127.0.0.1",
    }
}

# Chapa (ETB card / telebirr / CBE Birr checkout)
CHAPA_PUBLIC_KEY = "CHAPUBK-<<hex32>>"
CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://shop.<<dom>>/payments/chapa/callback/"
CHAPA_CURRENCY = "ETB"
""",
    "p:chapa",
)

F.reg(
    "jebena_cropster_roast_profiles_python_basic",
    ("roastery/cropster_export_<<n3>>.py", "home/<<first_a>>/roast_logs/pull_cropster_<<date>>.py"),
    """#!/usr/bin/env python3
# Pull yesterday's roast batches (Probat P12, Giesen W6) from Cropster C-sar into roast_log.csv
import csv
import requests

API = "https://c-sar.cropster.com/api/v2"
KEY_ID = "<<hex8>>-<<org>>"
KEY_SECRET = "<<cred>>"

r = requests.get(f"{API}/processings", params={"filter[processings][group]": "ADDIS"}, auth=(KEY_ID, KEY_SECRET), timeout=60)
r.raise_for_status()
with open("roast_log.csv", "a", newline="") as fh:
    w = csv.writer(fh)
    for p in r.json()["data"]:
        a = p["attributes"]
        w.writerow([p["id"], a.get("startDate"), a.get("startWeight", {}).get("amount"), a.get("endWeight", {}).get("amount")])
""",
    "alnum:40",
)

F.reg(
    "jebena_telebirr_h5_merchant_java_properties",
    ("src/main/resources/telebirr-<<org>>.properties", "config/telebirr_<<n3>>.properties"),
    """# telebirr H5 C2B web payment - buna online shop
telebirr.baseUrl=https://api.ethiotelecom.et/payment/web/
telebirr.appId=<<hex32>>
telebirr.shortCode=<<n6>>
telebirr.appKey=<<cred>>
telebirr.notifyUrl=https://shop.<<dom>>/telebirr/notify
telebirr.returnUrl=https://shop.<<dom>>/order/done
telebirr.timeoutExpress=30
""",
    "p:telebirr",
    syntax="",
)

F.reg(
    "jebena_peachtree_odbc_dsn_registry_export",
    ("backup/peachtree_dsn_<<date>>.reg", "IT/odbc_<<org>>_<<n>>.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\WOW6432Node\\ODBC\\ODBC.INI\\BunaAccounts]
"Driver"="C:\\\\Program Files (x86)\\\\Actian\\\\PSQL\\\\bin\\\\w3odbcci.dll"
"Description"="Peachtree 2011 - <<orgc>> PLC accounts"
"ServerName"="<<lan>>.1583"
"DBQ"="BUNAACCT"
"UID"="Peachtree"
"PWD"="<<cred>>"
"OpenMode"="0"

[HKEY_LOCAL_MACHINE\\SOFTWARE\\WOW6432Node\\ODBC\\ODBC.INI\\ODBC Data Sources]
"BunaAccounts"="Pervasive ODBC Client Interface"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "jebena_guest_wifi_chalkboard_ocr_amharic",
    ("photos/ocr/chalkboard_<<date>>.txt", "Scans/IMG_<<n4>>_ocr.txt"),
    """እንኳን ደህና መጡ
ዛሬ: ይርጋጨፌ (ፊልተር) / ሲዳሞ ማኪያቶ
ዋይፋይ
<<orgc>>_Guest
የይለፍ ቃል
<<cred>>
ቡና ሰዓት 7:00 - 21:00
""",
    "human_x",
    syntax="",
)

F.reg(
    "jebena_roastery_nas_rsyncd_secrets_line",
    ("etc/rsyncd.secrets", "nas/<<org>>/rsyncd.secrets.<<n>>"),
    "roastlogs:<<cred>>\n",
    "pw_bare",
    syntax="",
)


def _ge_pw(rng, fam: Fam) -> str:
    return f"{pick(rng, ('ቡና', 'ጀበና', 'ቦሌ', 'ሸገር', 'አቦል', 'እንጦጦ'))}{rng.randint(1990, 2017)}{pick(rng, ('@', '#', '!', '*'))}{pick(rng, fam.words).capitalize()}"


def _dec_b_json(text: str) -> str:
    return json.loads(text)["merchant"]["password"]


F.reg(
    "jebena_delivery_tablet_json_unicode_escaped_password",
    (
        "tablet/delivery_app_<<org>>.json",
        "sdcard/Android/data/et.zmall.merchant/files/account_<<n3>>.json",
    ),
    lambda s: (
        '{\n  "merchant": {\n'
        f'    "store": "{s["orgc"]} Bole",\n'
        f'    "phone": "{s["phone"]}",\n'
        f'    "username": "{s["login"]}",\n'
        f'    "password": "{enc_json_u(s["cred"])}",\n'
        '    "auto_accept": true\n  },\n'
        f'  "printer": {{"ip": "{s["lan"]}", "port": 9100}}\n}}\n'
    ),
    _ge_pw,
    decode=_dec_b_json,
)
