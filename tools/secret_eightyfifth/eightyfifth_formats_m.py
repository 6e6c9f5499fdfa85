# ruff: noqa: E501
"""Family m: a textile-waste (jhut) collector and sorter in Ashulia / Gazipur, Bangladesh
(Bengali, English): bKash and SSLCOMMERZ, BulkSMSBD, MikroTik hotspot, buyer portals, CCTV."""

from __future__ import annotations

import base64

from eightyfifth_spec import BANGLADESH as F
from eightyfifth_spec import prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_bangla_whatsapp_password_bkash_merchant",
    (
        "WhatsApp/WhatsApp Chat with Jhut Godown <<n>>.txt",
        "phone/<<fa>>/WhatsApp Chat with <<fa2_c>>.txt",
    ),
    """<<dd>>/<<mm>>/<<yy>>, <<t1>> - <<first>> <<last>>: ভাই bKash merchant portal এ ঢুকতে পারছি না, আজকে গার্মেন্টস থেকে পেমেন্ট আসার কথা
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: ইউজার: 01<<nnnn>><<nnnn>><<n>>
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: পাসওয়ার্ড: <<cred>>
<<dd>>/<<mm>>/<<yy>>, <<t3>> - <<first>> <<last>>: ঢুকছি ভাই, ধন্যবাদ। ৩ টন কাটপিস আজকে লোড হবে
<<dd>>/<<mm>>/<<yy>>, <<t4>> - <<first2>>: মেসেজটা ডিলিট করে দিও
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_bkash_tokenized_checkout_app_secret_php",
    ("app/config/bkash.php", "public_html/<<org>>/bkash_<<n>>.php"),
    """<?php
// bKash Tokenized Checkout - buyer advance payment for sorted jhut lots
return [
    'sandbox'    => false,
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<key>>',
    'app_secret' => '<<cred>>',
    'username'   => '01<<nnnn>><<nnnn>><<n>>',
    'password'   => '<<bpw>>',
    'callback'   => 'https://<<dom>>/bkash/callback',
];
""",
    "p:bkash_secret",
    syntax="",
    extra=lambda r, s: {"key": prov(r, "bkash_key"), "bpw": prov(r, "netgsm")},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_sslcommerz_store_passwd_django_env",
    ("jhutbazar/.env", "deploy/<<org>>/.env.<<n>>"),
    """DJANGO_SETTINGS_MODULE=jhutbazar.settings.prod
ALLOWED_HOSTS=<<dom>>,www.<<dom>>
SSLCZ_STORE_ID=<<org>><<nn>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_IS_SANDBOX=False
DATABASE_URL=postgres://jhut@<<ip>>:5432/jhutbazar
""",
    "p:sslcz",
    syntax="",
)


# 4 ---------------------------------------------------------------------------------------------
def _prefs_dec(text: str) -> str:
    import xml.etree.ElementTree as ET

    root = ET.fromstring(text.encode())
    for el in root.iter("string"):
        if el.get("name") == "login_pwd_b64":
            return base64.b64decode(el.text or "").decode("utf-8")
    raise ValueError("no pwd")


F.reg(
    "jhut_collector_app_shared_prefs_base64_password",
    (
        "data/data/bd.com.<<org>>.collector/shared_prefs/login.xml",
        "adb-backup/<<fa>>/shared_prefs/login_<<n>>.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_url">https://api.<<dom>>/v2/</string>
    <string name="login_user">collector<<nn>></string>
    <string name="login_pwd_b64"><<enc>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="<<ts>>000" />
    <string name="godown">আশুলিয়া গোডাউন <<n>></string>
</map>
""",
    "human",
    extra=lambda r, s: {"enc": base64.b64encode(s["cred"].encode()).decode()},
    decode=_prefs_dec,
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_bulksmsbd_api_key_truck_arrival_python",
    ("sms/truck_arrival.py", "scripts/<<org>>/sms_<<n>>.py"),
    '''"""ট্রাক গোডাউনে পৌঁছালে সাপ্লায়ারকে SMS (BulkSMSBD)"""

import requests

API_KEY = "<<cred>>"
SENDER_ID = "8809617<<nnnn>><<n>>"


def send(number, lot, kg):
    msg = f"<<org_c>>: লট {lot} পৌঁছেছে, ওজন {kg} কেজি। ধন্যবাদ।"
    return requests.get("http://bulksmsbd.net/api/smsapi", params={"api_key": API_KEY, "type": "text", "number": number, "senderid": SENDER_ID, "message": msg}, timeout=15).text
''',
    "p:bulksmsbd",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_mikrotik_export_rsc_hotspot_user_password",
    ("router/godown_<<ymd>>.rsc", "backup/<<org>>/mikrotik_<<n>>.rsc"),
    """# <<year>>-<<mm>>-<<dd>> <<t1>>:02 by RouterOS 7.14.3
# software id = <<hex8>>
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user
add name=office password=<<cred>> profile=default
add name=guest limit-uptime=1h
/ip service
set telnet disabled=yes
set www port=8081
/system identity
set name=<<org_u>>-GODOWN
""",
    "pw_bare",
    syntax="",
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_buyer_recycler_portal_email_password",
    ("Mail/Sent/<<ymd>> portal access.eml", "mail/<<fa>>/sent_<<nnnn>>.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: <<mail2>>
Subject: Recycler portal access / রিসাইক্লার পোর্টাল
Date: <<dd>> Apr <<year>> <<t1>>:10 +0600
Content-Type: text/plain; charset=UTF-8

ভাই,

Buyer-এর traceability portal-এ প্রতিটা সর্টেড লটের (cotton 100%, poly-cotton) ওজন আপলোড করতে হবে।
Login: supplier-<<nnnn>>@<<dom>>
Password: <<cred>>

শুক্রবারের আগে আপলোড শেষ করো।

<<first>>
""",
    "human",
    syntax="",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "jhut_dvr_sticky_note_photo_ocr_bare_value",
    ("photos/ocr/IMG_<<year>><<mm>><<dd>>_<<nnnn>>.txt", "scan/<<org>>/dvr_note_<<n>>.txt"),
    """CCTV DVR (গোডাউন ২)
admin
<<cred>>
নতুন হার্ডডিস্ক <<dd>>/<<mm>>
""",
    "human",
    syntax="",
)
