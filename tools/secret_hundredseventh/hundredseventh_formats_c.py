# ruff: noqa: E501
"""Family c: an overseas domestic-worker placement agency in Addis Ababa (Ethiopia; Amharic in
Ge'ez script, English, some Arabic for Gulf employers)."""

from __future__ import annotations

import json

from hundredseventh_spec import Fam, reg

FAM = Fam(
    name="serategna_recruiters",
    orgs=("yebetbirhan", "selamlink", "abayemploy", "entotojobs"),
    tld="com.et",
    first=("አበበ", "ሰላም", "ቤተልሔም", "ሄኖክ", "መቅደስ", "ዮናስ", "ትዕግስት", "ሊያ"),
    first_a=("abebe", "selam", "betelhem", "henok", "meqdes", "yonas", "tigist", "liya"),
    last=("ተስፋዬ", "ገብሬ", "አለሙ", "ከበደ", "ወልደ", "በቀለ"),
    last_a=("tesfaye", "gebre", "alemu", "kebede", "wolde", "bekele"),
    words=(
        "habesha",
        "entoto",
        "buna",
        "injera",
        "fasika",
        "meskel",
        "abay",
        "tena",
        "lalibela",
        "gondar",
    ),
    pets=("bobi", "jaki", "mimi", "duchi", "lucy"),
    cc="+251",
    cities=("Bole", "Piassa", "Megenagna", "Kazanchis"),
)


def _tg_json(s):
    msgs = [
        {
            "id": 1,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:00",
            "from": f"{s['first']} {s['last']}",
            "text": "ሰላም! የሙሳነድ ፖርታል ለመግባት አልቻልኩም",
        },
        {
            "id": 2,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:40",
            "from": f"{s['first2']}",
            "text": f"የተጠቃሚ ስም: {s['login']}\nየይለፍ ቃል: {s['cred']}\nከገባሽ በኋላ ቀይሪው",
        },
        {
            "id": 3,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:55",
            "from": f"{s['first']} {s['last']}",
            "text": "አመሰግናለሁ 🙏",
        },
    ]
    return (
        json.dumps(
            {"name": f"{s['orgc']} ቢሮ", "type": "private_group", "id": s["n4"], "messages": msgs},
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


reg(
    FAM,
    "serategna_telegram_json_export_yeilef_qal_musaned",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "tg_export_<<n>>/result.json"),
    _tg_json,
    "human",
)

reg(
    FAM,
    "serategna_musaned_logins_xlsx_shared_strings",
    ("xl/sharedStrings.xml", "musaned_<<mon>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>ስም</t></si><si><t>ፓስፖርት</t></si><si><t>ሀገር</t></si><si><t>Musaned user</t></si><si><t>Musaned password</t></si><si><t><<first>> <<last>></t></si><si><t>EP<<n4>><<n4>></t></si><si><t>ሳውዲ አረቢያ</t></si><si><t><<org>>.office<<n>></t></si><si><t><<cred>></t></si></sst>
""",
    "human_x",
)

reg(
    FAM,
    "serategna_chapa_laravel_env_secret_key",
    ("<<org>>-portal/.env", "laravel/.env.prod"),
    """APP_NAME="<<orgc>> Recruitment"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=<<org>>_agency
CHAPA_PUBLIC_KEY=CHAPUBK-<<rid>><<serial>><<rid>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_URL=https://<<dom>>/chapa/webhook
""",
    "p:chapa",
    syntax="",
)

reg(
    FAM,
    "serategna_telebirr_merchant_config_yaml_app_key",
    ("config/telebirr.yaml", "payments/telebirr_<<n>>.yml"),
    """telebirr:
  base_url: https://superapp.ethiomobilemoney.et:38443/apiaccess/payment/gateway
  fabric_app_id: <<uuid>>
  app_secret: "<<cred>>"
  merchant_app_id: "<<n4>><<n4>><<n4>>"
  merchant_code: "<<n4>><<n>>"
  notify_url: https://<<dom>>/telebirr/notify
""",
    "hex:32",
)

reg(
    FAM,
    "serategna_lmis_bulk_upload_python_login",
    ("scripts/lmis_upload.py", "tools/lmis_<<n>>.py"),
    '''"""የሰራተኞች መረጃ ወደ LMIS (MoLS overseas employment) በጅምላ መላኪያ."""

import requests

BASE = "https://lmis.gov.et"
USER = "<<org>>_agency"
PASSWORD = "<<cred>>"

s = requests.Session()
r = s.post(f"{BASE}/api/auth/login", json={"username": USER, "password": PASSWORD}, timeout=60)
r.raise_for_status()
with open("workers_<<date>>.xlsx", "rb") as fh:
    print(s.post(f"{BASE}/api/agency/workers/import", files={"file": fh}, timeout=300).status_code)
''',
    "pw_dq",
)

reg(
    FAM,
    "serategna_imo_copied_chat_amharic_reply_only",
    ("Downloads/imo_<<fa>>_<<n>>.txt", "chat/imo_copy_<<date>>.txt"),
    """[<<date>> <<hh>>:<<mi>>] <<first>>: የኤምባሲ ቀጠሮ ሲስተም ኮዱን ላክልኝ እባክህ
[<<date>> <<hh>>:<<mi>>] <<first2>>: ቆይ
[<<date>> <<hh>>:<<mi>>] <<first2>>: <<cred>>
[<<date>> <<hh>>:<<mi>>] <<first>>: 👍
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "serategna_office_mikrotik_export_wpa2_key",
    ("mikrotik/<<org>>_export.rsc", "backup/hap_<<date>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=biro supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n mode=ap-bridge security-profile=biro ssid=<<orgc>>-Biro
/ip address
add address=<<ip3>>/24 interface=bridge network=192.168.88.0
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "serategna_medical_center_email_gamca_login",
    ("mail/gamca_<<n>>.eml", "outlook/medical_<<date>>.eml"),
    """From: Wogagen Medical Center <info@wogagenmedical.com.et>
To: <<email>>
Subject: ውጤት ፖርታል / Result portal access - <<orgc>>
Date: Tue, <<d1>> Apr <<year>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

ውድ <<first>>፣

የሰራተኞችዎን የህክምና ውጤት በፖርታላችን ማየት ይችላሉ።
Dear agency, you can download the GAMCA fit/unfit results from our portal:

Portal: https://results.wogagenmedical.com.et
Username: <<org>>
Password: <<cred>>

እናመሰግናለን / Thank you
""",
    "human",
    syntax="",
)
