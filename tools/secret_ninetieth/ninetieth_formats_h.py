# ruff: noqa: E501
"""Family h: an immigration and visa consultant in Dubai, United Arab Emirates: Arabic, Urdu
and English."""

from __future__ import annotations

import json
import random

from ninetieth_spec import (
    Fam,
    Slots,
    alnum,
    dec_url_userinfo,
    enc_url,
    pem_in_json,
    rsa_pem,
    with_chars,
)

FAM = Fam(
    name="taashira_immigration_consult_dubai",
    orgs=(
        ("alnoorvisas", "Al Noor Visa & Immigration Consultants"),
        ("deiragateway", "Deira Gateway Immigration Services"),
        ("khaleejresidency", "Khaleej Residency Consultancy"),
    ),
    tld="ae",
    first=(
        ("محمد", "mohammed"),
        ("فاطمة", "fatima"),
        ("خالد", "khalid"),
        ("مريم", "maryam"),
        ("أحمد", "ahmed"),
        ("نورة", "noura"),
        ("سعيد", "saeed"),
        ("عائشة", "aisha"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الشامسي", "alshamsi"),
        ("الكتبي", "alketbi"),
        ("النعيمي", "alnuaimi"),
        ("الهاشمي", "alhashimi"),
        ("البلوشي", "albalushi"),
    ),
    words=(
        "dubai",
        "saqr",
        "burj",
        "deira",
        "jumeirah",
        "khaleej",
        "nakheel",
        "qamar",
        "shams",
        "sahara",
        "marhaba",
        "habibi",
        "karak",
        "dhow",
        "luqaimat",
        "creek",
        "bastakiya",
        "ghaf",
    ),
    pets=("luna", "simba", "max", "lulu", "zain", "oscar"),
    towns=("dubai", "sharjah", "ajman", "abudhabi", "alain", "fujairah"),
    cc="+971",
)

FAM.reg(
    "taashira_arabic_whatsapp_kalimat_alsir_icp",
    ("WhatsApp Chat with <<fa2>>.txt", "<<org>>/chats/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<dmys>>, <<hm>> - <<f2>> <<l2>>: صباح الخير، بوابة الهوية والجنسية (ICP) طلبت تسجيل الدخول من جديد
<<dmys>>, <<hm>> - <<f2>> <<l2>>: أحتاج أقدم طلب تجديد الإقامة للعميل اليوم
<<dmys>>, <<hm2>> - <<f>> <<l>>: اسم المستخدم <<login>>.<<org>>
<<dmys>>, <<hm2>> - <<f>> <<l>>: كلمة السر <<cred>>
<<dmys>>, <<hm2>> - <<f2>> <<l2>>: تمام، شكراً 🌹
""",
    "human",
    syntax="",
)

FAM.reg(
    "taashira_telr_hosted_payment_php",
    (
        "<<org>>-site/includes/telr-config.php",
        "var/www/<<dom>>/wp-content/plugins/visa-fees/telr.php",
    ),
    """<?php
// Telr hosted payment page - visa application service fees (<<orgname>>)
$telr = [
    'ivp_store'   => '<<n4>><<n2>>',
    'ivp_authkey' => '<<cred>>',
    'ivp_test'    => '0',
    'ivp_currency'=> 'AED',
    'return_auth' => 'https://<<dom>>/payment/success',
    'return_decl' => 'https://<<dom>>/payment/declined',
];
""",
    "p:telr",
    syntax="",
)


def _ssml(s: Slots) -> str:
    rows = [
        ("الخدمة", "اسم المستخدم", "كلمة المرور", "ملاحظات"),
        ("Amer Centre", str(s["login"]), str(s["cred"]), "حساب الشركة"),
        ("Tasheel (MOHRE)", str(s["login2"]), "UAE PASS", ""),
    ]
    out = []
    for r in rows:
        cells = "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        out.append(f"   <Row>{cells}</Row>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        ' <Worksheet ss:Name="حسابات">\n  <Table>\n'
        + "\n".join(out)
        + "\n  </Table>\n </Worksheet>\n</Workbook>\n"
    )


FAM.reg(
    "taashira_amer_portal_logins_spreadsheetml",
    ("<<org>>/admin/portal_accounts_<<y>>.xml", "Desktop/<<org>>_logins_<<date>>.xml"),
    _ssml,
    "pw_xml",
)


def _url_pw(rng: random.Random, s: Slots) -> str:
    return with_chars(rng, FAM, "@#!$&+%/:?", "@#!$")


FAM.reg(
    "taashira_documents_sftp_url_percent_encoded",
    ("<<org>>/scripts/upload_passports.sh", "<<host>>/home/<<login>>/bin/sync_docs.sh"),
    """#!/bin/sh
# upload scanned passports & Emirates ID copies to the document server
lftp -e "mirror -R /scans/passports /clients/passports; bye" 'sftp://<<login>>:<<cred>>@files.<<dom>>:<<port>>'
""",
    _url_pw,
    syntax="",
    decode=dec_url_userinfo,
    enc=lambda v, s: enc_url(v),
)

FAM.reg(
    "taashira_ngenius_network_api_key_dotenv",
    ("<<org>>-payments/.env", "apps/<<org>>-fees/.env.production"),
    """# N-Genius Online (Network International) - outlet for visa service fees
NGENIUS_API_URL=https://api-gateway.ngenius-payments.com
NGENIUS_OUTLET_REF=<<uuid>>
NGENIUS_API_KEY=<<cred>>
NGENIUS_CURRENCY=AED
""",
    "p:ngenius",
    syntax="",
)


def _telegram(s: Slots) -> str:
    obj = {
        "name": f"{s['f2']} {s['l2']}",
        "type": "personal_chat",
        "id": int(s["n6"]) * 1000 + int(s["n3"]),
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['hm']}:10",
                "from": f"{s['fa2'].capitalize()} Bhai",
                "text": "بھائی، ورک پرمٹ پورٹل کا پاس ورڈ کیا ہے؟ لاگ ان نہیں ہو رہا",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['hm2']}:02",
                "from": f"{s['f']} {s['l']}",
                "text": "یوزر وہی ہے، پاس ورڈ نیچے",
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['hm2']}:09",
                "from": f"{s['f']} {s['l']}",
                "text": s["cred"],
            },
            {
                "id": 4,
                "type": "message",
                "date": f"{s['date']}T{s['hm2']}:40",
                "from": f"{s['fa2'].capitalize()} Bhai",
                "text": "شکریہ، ہو گیا ✅",
            },
        ],
    }
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


FAM.reg(
    "taashira_urdu_telegram_json_export",
    (
        "<<org>>/Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<n3>>/result.json",
    ),
    _telegram,
    "human",
)


def _sa_key(rng: random.Random, s: Slots) -> str:
    return pem_in_json(rsa_pem(rng, pkcs8=True) + "\n")


def _sa_json(s: Slots) -> str:
    head = json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-visa-tracker",
            "private_key_id": s["kid"],
        },
        indent=2,
    )[:-2]
    tail = json.dumps(
        {
            "client_email": f"sheets-sync@{s['org']}-visa-tracker.iam.gserviceaccount.com",
            "client_id": s["cid"],
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    )[1:]
    return f'{head},\n  "private_key": "{s["cred"]}",{tail}\n'


FAM.reg(
    "taashira_visa_tracker_gcp_service_account_json",
    (
        "<<org>>/visa-tracker/credentials/<<org>>-visa-tracker-<<hex8>>.json",
        "Downloads/<<org>>-visa-tracker-<<hex8>>.json",
    ),
    _sa_json,
    _sa_key,
    extra=lambda rng, s: {
        "kid": alnum(rng, 40, "0123456789abcdef"),
        "cid": str(rng.randint(10**20, 10**21 - 1)),
    },
)

FAM.reg(
    "taashira_office_nvr_rtsp_vlc_m3u",
    ("<<org>>/cctv/reception_cameras.m3u", "Users/<<login>>/Videos/<<org>>_cctv_<<n2>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Reception - cam 1
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Document room - cam 2
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "pw_url",
    syntax="",
)
