# ruff: noqa: E501
"""Family n: a garment export office in Addis Ababa, Ethiopia (Amharic, English)."""

from __future__ import annotations

import json

from hundredfirst_spec import Fam, reg

F = Fam(
    name="addis_garment_export_office",
    orgs=("bolearexport", "habeshaapparel", "shemmatrade", "entototextile"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ዳዊት", "dawit"),
        ("ሕይወት", "hiwot"),
        ("ዮሐንስ", "yohannes"),
        ("መስከረም", "meskerem"),
        ("ቴዎድሮስ", "tewodros"),
        ("ብርቱካን", "birtukan"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብረ", "gebre"),
        ("ኃይሌ", "haile"),
        ("በቀለ", "bekele"),
        ("ወልደ", "wolde"),
        ("ታደሰ", "tadesse"),
    ),
    words=(
        "addis",
        "habesha",
        "buna",
        "injera",
        "ethiopia",
        "abyssinia",
        "meskel",
        "lalibela",
        "gondar",
        "timket",
        "tizita",
        "berbere",
        "shemma",
        "hawassa",
        "entoto",
        "walia",
    ),
    pets=("boby", "lucy", "dingo", "chuchu", "tiggy", "mimi"),
    cc="251",
    places=("addis", "hawassa", "bole", "mekelle", "adama", "kombolcha"),
)


def _tg(s: dict) -> str:
    base = int(s["ts"])
    msgs = [
        {
            "id": 5001,
            "type": "message",
            "date": f"{s['date']}T{s['hm']}:00",
            "date_unixtime": str(base),
            "from": f"{s['fl']} {s['ll']}",
            "from_id": f"user{s['nnnn']}1",
            "text": "የeSW የይለፍ ቃል ማን ጋር ነው? ለነገ የሚላክ ኮንቴይነር አለ",
            "text_entities": [
                {"type": "plain", "text": "የeSW የይለፍ ቃል ማን ጋር ነው? ለነገ የሚላክ ኮንቴይነር አለ"}
            ],
        },
        {
            "id": 5002,
            "type": "message",
            "date": f"{s['date']}T{s['hm2']}:00",
            "date_unixtime": str(base + 120),
            "from": f"{s['f2l']} {s['l2l']}",
            "from_id": f"user{s['nnnn']}2",
            "text": [
                "የተጠቃሚ ስም ",
                {"type": "code", "text": f"{s['org']}.export"},
                " የይለፍ ቃል ",
                {"type": "code", "text": s["cred"]},
            ],
            "text_entities": [
                {"type": "plain", "text": "የተጠቃሚ ስም "},
                {"type": "code", "text": f"{s['org']}.export"},
                {"type": "plain", "text": " የይለፍ ቃል "},
                {"type": "code", "text": s["cred"]},
            ],
        },
        {
            "id": 5003,
            "type": "message",
            "date": f"{s['date']}T{s['hm2']}:30",
            "date_unixtime": str(base + 150),
            "from": f"{s['fl']} {s['ll']}",
            "from_id": f"user{s['nnnn']}1",
            "text": "አመሰግናለሁ 🙏",
            "text_entities": [{"type": "plain", "text": "አመሰግናለሁ 🙏"}],
        },
    ]
    return json.dumps(
        {
            "name": "Export Docs",
            "type": "private_group",
            "id": s["nnnn"] * 10000 + s["nn"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


reg(
    F,
    "addis_amharic_telegram_json_yelelit_qal",
    (
        "Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
        "telegram/export_docs_<<ymd>>/result.json",
    ),
    _tg,
    "human_x",
)

reg(
    F,
    "addis_chapa_secret_key_django_settings",
    ("orders_site/<<org>>/settings.py", "webshop/config/settings_<<n>>.py"),
    '''"""Django settings - sample-order and showroom site."""

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["showroom.<<dom>>"]

CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://showroom.<<dom>>/chapa/callback/"
CURRENCY = "ETB"
''',
    "p:chapa",
)

reg(
    F,
    "addis_esw_single_window_amharic_email",
    ("mail/esw_<<ymd>>.eml", "Export/<<fa>>/esw_login_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: clearing@<<l2a>>transit.com.et
Subject: eSW login - knitted T-shirts to Djibouti port, <<po>>
Date: <<dmy>> <<hm>> +0300
Content-Type: text/plain; charset=utf-8

ሰላም <<f2l>>፣

ለዚህ ሳምንት የሚላከውን ጭነት በኤሌክትሮኒክ ነጠላ መስኮት (eSW) ላይ ያስገቡልን።
Username: <<org>>_exp
Password: <<cred>>

የንግድ ፈቃድ ቁጥር፡ <<nnnn>>/<<nn>>
ከሰላምታ ጋር፣
<<fl>> <<ll>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "addis_telebirr_app_secret_env",
    ("payments/<<org>>/.env", "telebirr-h5-<<n>>/.env"),
    """# telebirr H5 payments for local showroom sales
TELEBIRR_FABRIC_APP_ID=c4182ef8-<<hex8>>
TELEBIRR_APP_SECRET=<<cred>>
TELEBIRR_MERCHANT_APP_ID=<<nnnn>><<nnnn>>
TELEBIRR_SHORT_CODE=<<nnnn>><<nn>>
TELEBIRR_BASE_URL=https://superapp.ethiotelecom.et/apiaccess/payment/gateway
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "addis_mydhl_express_api_python",
    ("shipping/mydhl_<<n>>.py", "tools/<<org>>/dhl_samples.py"),
    '''"""Book DHL Express pickups for buyer samples (MyDHL API)."""

import requests

DHL_USER = "<<org>>ET"
DHL_PASS = "<<cred>>"
ACCOUNT = "<<nnnn>><<nnnn>><<n>>"


def rates(weight_kg: float, dest: str) -> dict:
    r = requests.get(
        "https://express.api.dhl.com/mydhlapi/rates",
        params={"accountNumber": ACCOUNT, "originCountryCode": "ET", "originCityName": "Addis Ababa", "destinationCountryCode": dest, "weight": weight_kg},
        auth=(DHL_USER, DHL_PASS),
        timeout=30,
    )
    return r.json()
''',
    "alnum:16",
)

reg(
    F,
    "addis_office_fiber_router_handover_md",
    ("handover/it_<<ymd>>.md", "docs/<<org>>/office_network_<<n>>.md"),
    """# የቢሮ ኔትወርክ ርክክብ (<<date>>)

* ethio telecom fiber PPPoE - user `<<org>><<nnnn>>@ethionet.et`, password `<<cred>>`
* Router (Huawei HG8245) admin panel: http://<<ip>> - ሰላም ጋር ይጠይቁ
* Printer: Kyocera M2040dn <<ip2>>

ያስረከበው: <<fl>> <<ll>> / የተረከበው: <<f2l>> <<l2l>>
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "addis_telegram_bot_shipment_alerts_python",
    ("bots/shipment_bot_<<n>>.py", "tools/<<org>>/tg_alerts.py"),
    '''"""Post vessel cut-off and container status to the export team's Telegram group."""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<nnnn>><<nnnn>>


def notify(text: str) -> None:
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": text}, timeout=15)
''',
    "p:telegram_bot",
)

reg(
    F,
    "addis_telegram_copied_reply_only_value",
    ("notes/telegram_copy_<<ymd>>.txt", "Desktop/tg_<<fa>>_<<n>>.txt"),
    """<<f2l>> <<l2l>>, [<<dmy>> <<hm>>]
Buyer portal (Higg) ለመግባት?

<<fl>> <<ll>>, [<<dmy>> <<hm2>>]
<<cred>>
""",
    "human",
    syntax="",
)
