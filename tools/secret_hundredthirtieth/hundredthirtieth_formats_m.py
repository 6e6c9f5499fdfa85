# ruff: noqa: E501
"""Family m: the admin of a free-zone company in Jebel Ali, UAE (English / Arabic / Urdu;
Dubai Trade, Mirsal 2, Zoho Books, Telr, Network International, Azure)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import Fam, reg

F = Fam(
    name="mintaqa_jebelali_freezone_admin",
    orgs=("khorzone", "dhowgate", "ghaftrading", "saqrgeneral", "creeklinefze"),
    tld="ae",
    first=(
        ("أحمد", "ahmed"),
        ("مريم", "mariam"),
        ("خالد", "khalid"),
        ("نورة", "noura"),
        ("عمران", "imran"),
        ("ثناء", "sana"),
        ("Aneesh", "aneesh"),
        ("Joseph", "joseph"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الشامسي", "alshamsi"),
        ("خان", "khan"),
        ("قریشی", "qureshi"),
        ("Nair", "nair"),
        ("Thomas", "thomas"),
    ),
    words=(
        "jebelali",
        "dubai",
        "khor",
        "creek",
        "deira",
        "falcon",
        "karak",
        "shawarma",
        "dhow",
        "burj",
        "marina",
        "saqr",
        "ghaf",
        "palm",
        "oasis",
        "sharjah",
    ),
    pets=("simba", "lulu", "zara", "coco", "leo", "max", "snowy"),
    places=("JebelAli", "Deira", "Karama", "Sharjah", "AlQuoz", "Marina"),
    cc="+97150",
)

reg(
    F,
    "mintaqa_dubai_trade_portal_english_email",
    ("Outlook/Inbox/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Dubai Trade login while I'm on leave
Date: Thu, 02 Apr <<year>> 16:48:20 +0400
Content-Type: text/plain; charset=UTF-8

Hi <<fa>>,

Please handle the delivery order payments and the JAFZA gate passes next week.
Dubai Trade login:
Username: <<user>>_<<org>>
Password: <<cred>>

The e-token for Mirsal 2 is in the safe, the PIN is with the MD.

Thanks,
<<fa2>>
Admin & PRO, <<orgc>> FZE
""",
    "human",
    syntax="",
)

reg(
    F,
    "mintaqa_arabic_whatsapp_mirsal_kalimat_al_murur",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Backup/WhatsApp Chat - Admin <<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: مرحبا، البيان الجمركي عالق في ميرسال ٢، أحتاج أدخل الحساب
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: اسم المستخدم <<user>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: كلمة المرور: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: لا ترسلها لأحد من المخلّصين
<<dmy>>, <<time2>> - <<fn>> <<ln>>: تمام، شكراً
""",
    "human",
    syntax="",
)

reg(
    F,
    "mintaqa_urdu_whatsapp_reply_only_value",
    ("WhatsApp Chat with <<fn2>>.txt", "Chats/WhatsApp Chat - Warehouse <<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: بھائی گودام والے لیپ ٹاپ کا پاس ورڈ کیا ہے؟ گیٹ پاس پرنٹ کرنا ہے
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: شکریہ
""",
    "human",
    syntax="",
)


def _zoho(s):
    data = {
        "client_id": "1000." + s["hex40"][:30].upper(),
        "client_secret": s["hex40"],
        "refresh_token": s["cred"],
        "organization_id": s["big"],
        "api_domain": "https://www.zohoapis.com",
        "dc": "com",
    }
    return json.dumps(data, indent=2) + "\n"


reg(
    F,
    "mintaqa_zoho_books_refresh_token_json",
    ("zoho/books_credentials.json", "integrations/zoho_<<n>>.json"),
    _zoho,
    "p:zoho",
)

reg(
    F,
    "mintaqa_telr_hosted_payment_php",
    ("includes/telr_config.php", "public_html/pay/telr_<<n>>.php"),
    """<?php
// Telr hosted payment page - free zone licence renewals and gate pass fees
$telr = [
    'store_id' => '<<nn>>12',
    'auth_key' => '<<cred>>',
    'test'     => 0,
    'currency' => 'AED',
    'return_auth' => 'https://<<dom>>/pay/ok',
];
""",
    "p:telr",
    syntax="",
)

reg(
    F,
    "mintaqa_network_international_ngenius_env",
    (".env", "payments/.env.production", "srv/<<org>>/ngenius/.env"),
    """# N-Genius Online (Network International) - invoices to free zone clients
NGENIUS_ENV=live
NGENIUS_OUTLET_REF=<<uuid>>
NGENIUS_API_KEY=<<cred>>
NGENIUS_IDENTITY_URL=https://api-gateway.ngenius-payments.com/identity/auth/access-token
""",
    "p:netint",
    syntax="",
)

reg(
    F,
    "mintaqa_keepass_csv_export_emaratax",
    ("Documents/keepass_export_<<date>>.csv", "Desktop/Database_<<n>>.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
"EmaraTax (FTA)","<<email>>","<<cred>>","https://eservices.tax.gov.ae","VAT return quarterly"
"JAFZA portal","<<user>>","","https://online.jafza.ae","uses UAE PASS"
""",
    "human",
    syntax="",
)


def _appsettings(s):
    conn = (
        f"DefaultEndpointsProtocol=https;AccountName={s['org']}docs;AccountKey={s['cred']};"
        "EndpointSuffix=core.windows.net"
    )
    data = {
        "Logging": {"LogLevel": {"Default": "Information"}},
        "VisitorGate": {"Site": "Jebel Ali LOB " + s["n"], "BadgePrinter": s["ip"]},
        "ConnectionStrings": {"VisitorPhotos": conn},
    }
    return json.dumps(data, indent=2) + "\n"


reg(
    F,
    "mintaqa_visitor_gate_appsettings_azure_storage",
    ("VisitorGate/appsettings.json", "C/inetpub/visitors_<<n>>/appsettings.json"),
    _appsettings,
    "p:azure",
)
