# ruff: noqa: E501
"""Family d: a chiropractor's clinic in Haifa, Israel (Hebrew)."""

from __future__ import annotations

import json

from hundredthirtysecond_spec import Fam

FAM = Fam(
    name="kiropraktika_yashar",
    orgs=("yasharguf", "gavyashar", "kirohaifa", "amudshidra"),
    tld="co.il",
    first=(
        ("נועה", "noa"),
        ("איתי", "itai"),
        ("מיכל", "michal"),
        ("יוסי", "yossi"),
        ("שירה", "shira"),
        ("אורי", "ori"),
        ("רותם", "rotem"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("ביטון", "biton"),
        ("פרידמן", "friedman"),
        ("אברהם", "avraham"),
    ),
    words=(
        "shalom",
        "haifa",
        "karmel",
        "gav",
        "yashar",
        "shidra",
        "bahai",
        "hadar",
        "maccabi",
        "yam",
        "kinneret",
        "falafel",
        "sababa",
        "tapuz",
    ),
    pets=("shoko", "mitzi", "lucky", "bamba", "pitzi", "kushi", "nala"),
    cc="+972",
    cities=("חיפה", "קריית ביאליק", "נשר", "טירת כרמל"),
    kb=("qwerty", "1qaz2wsx", "asdfgh", "123qwe", "zxcvbn", "1q2w3e4r"),
)
F = FAM

F.reg(
    "kiro_whatsapp_hebrew_sisma_tor",
    ("WhatsApp/צ'אט WhatsApp עם <<first2>>.txt", "chats/kabala_<<fa2>>_<<ymdc>>.txt"),
    """<<dd>>.<<mo>>.<<year>>, <<time>> - <<first>> <<last>>: בוקר טוב, המערכת של התורים ביקשה שוב להתחבר
<<dd>>.<<mo>>.<<year>>, <<time>> - <<first>> <<last>>: מה הסיסמה של המזכירות?
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<first2>> <<last2>>: שם משתמש <<fa>>@<<domain>>
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<first2>> <<last2>>: הסיסמה <<cred>>
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<first>> <<last>>: תודה!! 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "kiro_cardcom_terminal_php",
    ("site/<<org>>/includes/cardcom.php", "clinic-booking/config/cardcom_<<n>>.php"),
    """<?php
// Cardcom - תשלום מקדמה על טיפול ראשון
$cardcom = [
    'TerminalNumber' => <<n2>><<n>>,
    'ApiName'        => '<<org>>api',
    'ApiPassword'    => '<<cred>>',
    'Language'       => 'he',
    'CoinID'         => 1,
    'SuccessRedirectUrl' => 'https://<<domain>>/thanks',
];
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "kiro_morning_green_invoice_env",
    ("invoices-sync/.env", "<<org>>-accounting/.env.local"),
    """# Morning (Green Invoice) - קבלות ללקוחות
GREENINVOICE_API_URL=https://api.greeninvoice.co.il/api/v1
GREENINVOICE_API_ID=<<uuid>>
GREENINVOICE_API_SECRET=<<cred>>
BUSINESS_NAME="<<orgc>> כירופרקטיקה"
""",
    cred="b64u:24",
    syntax="",
)

F.reg(
    "kiro_twilio_tizkoret_tor_python",
    ("scripts/reminders.py", "<<org>>/tools/sms_tizkoret_<<n>>.py"),
    """# תזכורת SMS יום לפני טיפול
from twilio.rest import Client

ACCOUNT_SID = "AC<<hexid>><<hexid>>abcdefab"
AUTH_TOKEN = "<<cred>>"
FROM = "+972<<n2>><<n2>>"

client = Client(ACCOUNT_SID, AUTH_TOKEN)


def remind(phone: str, name: str, hour: str) -> None:
    client.messages.create(
        to=phone,
        from_=FROM,
        body=f"שלום {name}, תזכורת לטיפול מחר בשעה {hour} ב<<orgc>>. לביטול השב 0",
    )
""",
    cred="p:twilio",
)

F.reg(
    "kiro_email_hebrew_sisma_portal_maccabi",
    ("mail/Inbox/maccabi-portal-<<n>>.eml", "outlook-export/<<fa>>/<<ymdc>>-portal.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: כניסה לפורטל נותני שירות - מכבי שלי
Date: <<rfcdate>> +0200
Content-Type: text/plain; charset=utf-8

היי <<first>>,
לגבי ההחזרים של הביטוח המשלים - נכנסים לפורטל עם
קוד ספק: <<n2>><<n>>
סיסמה: <<cred>>
אל תשמרי בדפדפן של המחשב בקבלה.
תודה, <<first2>>
""",
    cred="human",
    syntax="",
)


def _orthanc(s: dict) -> str:
    return json.dumps(
        {
            "Name": f"{s['orgc']} X-Ray",
            "StorageDirectory": "/var/lib/orthanc/db",
            "HttpPort": 8042,
            "DicomAet": "KIROXRAY",
            "DicomPort": 4242,
            "RemoteAccessAllowed": True,
            "AuthenticationEnabled": True,
            "RegisteredUsers": {s["fa"]: s["cred"], "viewer": s["cred2"]},
            "DicomModalities": {"xray": ["CR1", s["lan"], 104]},
        },
        indent=2,
    )


F.reg(
    "kiro_orthanc_pacs_registered_users_json",
    ("etc/orthanc/orthanc.json", "xray-server/<<org>>/orthanc-<<n>>.json"),
    _orthanc,
    cred="pw_json",
    extra=lambda rng, s, fam: {"cred2": fam.draw(rng, "pw_json")},
)

F.reg(
    "kiro_mikrotik_export_rsc_wifi",
    ("router/<<org>>-hap-<<ymdc>>.rsc", "backup/mikrotik/export_<<n>>.rsc"),
    """# <<ymd>> <<time>>:11 by RouterOS 7.14.3
# model = hAP ac2
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=clinic supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/ip address
add address=<<lan>>/24 interface=bridge network=192.168.88.0
/system identity
set name=<<org>>-kabala
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "kiro_sticky_note_ocr_kabala",
    ("scans/petek_<<ymdc>>.txt", "ocr/<<org>>/sticky_<<n>>.txt"),
    """מחשב קבלה
<<cred>>
""",
    cred="human",
    syntax="",
)
