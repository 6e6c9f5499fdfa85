# ruff: noqa: E501
"""Family k: a petrol pump dealership (retail outlet of an oil company) in Ahmednagar, Maharashtra, India."""

from __future__ import annotations

import html
import json

from hundredthirtythird_corpus import DIGITS, UPPER, alnum, rsa_pem
from hundredthirtythird_spec import Fam, dec_after, jdump, prov

F = Fam(
    name="petrol_pump_dealer_ahmednagar",
    orgs=(
        "saipetroleum",
        "shivneriautofuels",
        "mauliservicestation",
        "vitthalfuels",
        "ganeshkrupapetro",
    ),
    tld="co.in",
    first=(
        "rahul",
        "priya",
        "sachin",
        "sneha",
        "amit",
        "pooja",
        "vikas",
        "anjali",
        "suresh",
        "kavita",
    ),
    last=(
        "patil",
        "deshmukh",
        "kulkarni",
        "jadhav",
        "shinde",
        "pawar",
        "more",
        "gaikwad",
        "bhosale",
        "joshi",
    ),
    lfirst=("राहुल", "प्रिया", "सचिन", "स्नेहा", "अमित", "पूजा", "विकास", "अंजली", "सुरेश", "कविता"),
    llast=("पाटील", "देशमुख", "कुलकर्णी", "जाधव", "शिंदे", "पवार", "मोरे", "गायकवाड", "भोसले", "जोशी"),
    words=(
        "ganpati",
        "shirdi",
        "sai",
        "nagar",
        "ganesh",
        "bharat",
        "shivaji",
        "mauli",
        "vitthal",
        "pandharpur",
        "tulja",
        "bappa",
        "morya",
        "sahyadri",
        "chandbibi",
        "pump",
    ),
    cities=("Ahmednagar", "Shirdi", "Rahuri", "Sangamner", "Shrirampur", "Pathardi"),
    cc="+91",
    tz="+0530",
    pets=("moti", "sheru", "tommy", "raja", "lucky", "bunty"),
)


def _gstin(rng) -> str:
    return (
        "27"
        + alnum(rng, 5, UPPER)
        + alnum(rng, 4, DIGITS)
        + alnum(rng, 1, UPPER)
        + "1Z"
        + alnum(rng, 1, UPPER + DIGITS)
    )


F.reg(
    "ahmednagar_fleet_credit_razorpay_key_secret_python",
    ("fleet_credit/payments.py", "<<org>>_credit/razorpay_links_<<n2>>.py"),
    '''"""Payment links for fleet / transporter credit bills (monthly statement from the pump)."""

import razorpay

KEY_ID = "<<rid>>"
KEY_SECRET = "<<cred>>"

client = razorpay.Client(auth=(KEY_ID, KEY_SECRET))


def bill_link(party, amount_rupees, statement_no, phone):
    return client.payment_link.create(
        {
            "amount": int(amount_rupees * 100),
            "currency": "INR",
            "description": f"<<org_cap>> credit statement {statement_no}",
            "customer": {"name": party, "contact": phone},
            "notify": {"sms": True, "whatsapp": True},
            "reminder_enable": True,
        }
    )
''',
    "p:rzp_secret",
    syntax="py",
    extra=lambda rng, s: {"rid": prov(rng, "rzp_id")},
)


def _paytm(rng, s):
    return {
        "key_enc": html.escape(s["cred"], quote=True),
        "mid": s["org"][:6].upper() + alnum(rng, 14, DIGITS),
    }


F.reg(
    "ahmednagar_paytm_merchant_key_web_config_amp_escaped",
    ("PumpBilling/Web.config", "inetpub/<<org>>/web_<<n2>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="PaytmMID" value="<<mid>>" />
    <add key="PaytmMerchantKey" value="<<key_enc>>" />
    <add key="PaytmWebsite" value="DEFAULT" />
    <add key="PaytmIndustryType" value="Retail" />
    <add key="PaytmCallbackUrl" value="https://billing.<<dom>>/paytm/callback" />
    <add key="OutletCode" value="RO-<<n5>>" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.7.2" />
    <customErrors mode="RemoteOnly" />
  </system.web>
</configuration>
""",
    "p:paytm_key",
    syntax="xml",
    extra=_paytm,
    decode=dec_after(r'key="PaytmMerchantKey" value="([^"]+)"', html.unescape),
)

F.reg(
    "ahmednagar_marathi_whatsapp_tally_password",
    (
        "WhatsApp/WhatsApp Chat with <<lname2>>.txt",
        "mobile_backup/WhatsApp Chat with <<first2_cap>> Accounts.txt",
    ),
    """<<dmy_short>>, <<t1>> - <<lname>>: दादा, Tally चा पासवर्ड काय आहे? नवीन कॉम्प्युटरवर टाकली आहे
<<dmy_short>>, <<t2>> - <<lname2>>: कंपनी <<org_cap>> <<year>>-<<yy1>> उघड
<<dmy_short>>, <<t2>> - <<lname2>>: पासवर्ड: <<cred>>
<<dmy_short>>, <<t3>> - <<lname2>>: कोणाला सांगू नको, पंपावरच्या मुलांना पण नाही
<<dmy_short>>, <<t4>> - <<lname>>: ठीक आहे दादा 👍
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"yy1": f"{(s['year'] + 1) % 100:02d}"},
)

F.reg(
    "ahmednagar_loyalty_otp_msg91_authkey_php",
    ("loyalty/includes/otp.php", "public_html/<<org>>/app/msg91_<<n2>>.php"),
    """<?php
// OTP for the pump's loyalty card app (MSG91)
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_TEMPLATE_ID', '<<tpl>>');

function send_otp($mobile)
{
    $url = 'https://control.msg91.com/api/v5/otp?template_id=' . MSG91_TEMPLATE_ID . '&mobile=91' . $mobile;
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . MSG91_AUTHKEY, 'Content-Type: application/json']);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $res = curl_exec($ch);
    curl_close($ch);
    return json_decode($res, true);
}
""",
    "p:msg91",
    syntax="",
    extra=lambda rng, s: {"tpl": alnum(rng, 24, "abcdef0123456789")},
)


def _irp(s):
    return jdump(
        {
            "environment": "production",
            "irp_base_url": "https://einvoice1.gst.gov.in",
            "gstin": s["gstin"],
            "client_id": s["cid"],
            "client_secret": s["cred"],
            "user_name": f"API_{s['org'][:8].upper()}",
            "password": "${IRP_PASSWORD}",
            "public_key_file": "keys/einv_prod.pem",
            "seller": {"legal_name": f"{s['org_up']} (DEALER)", "pin": 414001, "state_code": "27"},
        }
    )


F.reg(
    "ahmednagar_gst_einvoice_irp_client_secret_json",
    ("einvoice/config/irp.json", "<<org>>/gst/einvoice_<<n2>>.json"),
    _irp,
    "p:nic_secret",
    extra=lambda rng, s: {"gstin": _gstin(rng), "cid": prov(rng, "nic_id")},
)

F.reg(
    "ahmednagar_dealer_diary_ocr_hindi_password_next_line",
    ("scans/diary_page_<<n3>>.txt", "OCR/<<org>>/dealer_diary_<<date>>.txt"),
    """दि. <<dmy>>
डीलर पोर्टल (कंपनी) लॉगिन
यूजर आईडी - <<code>>
पासवर्ड -
<<cred>>
ATG / टैंक सर्विस - <<phone2>>
नोजल 3 कैलिब्रेशन बाकी
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"code": alnum(rng, 6, DIGITS)},
)

F.reg(
    "ahmednagar_cctv_installer_email_hindi",
    ("Mail/Inbox/<<date>> सीसीटीवी विवरण.eml", "emails/<<org>>/cctv_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: =?UTF-8?B?4KS44KWA4KS44KWA4KSf4KWA4KS14KWAIOCkteCkv+CkteCksOCkow==?=
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्ते <<lfirst>> जी,

आपके पेट्रोल पंप पर लगाए गए सीसीटीवी सिस्टम (8 कैमरे - डिस्पेंसर, ऑफिस, टैंक) का विवरण:

डीवीआर आईपी: <<lan>>
यूज़रनेम: admin
पासवर्ड: <<cred>>
मोबाइल ऐप: Hik-Connect

कृपया पासवर्ड किसी कर्मचारी को न दें।

धन्यवाद,
<<lname2>>
<<city>> सिक्योरिटी सिस्टम्स
""",
    "human",
    syntax="",
)


def _firebase(rng, s):
    key = rsa_pem(rng, pkcs8=True)
    sa = {
        "type": "service_account",
        "project_id": f"{s['org']}-fleet",
        "private_key_id": alnum(rng, 40, "abcdef0123456789"),
        "private_key": key + "\n",
        "client_email": f"firebase-adminsdk-{alnum(rng, 5, 'abcdefghijklmnopqrstuvwxyz0123456789')}@{s['org']}-fleet.iam.gserviceaccount.com",
        "client_id": alnum(rng, 21, DIGITS),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/{s['org']}-fleet.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    text = json.dumps(sa, indent=2) + "\n"
    return {"text": text, "needle": json.dumps(key)[1:-1]}


F.reg(
    "ahmednagar_fleet_app_firebase_service_account_json",
    (
        "fleet-app/functions/serviceAccountKey.json",
        "<<org>>-fleet/keys/<<org>>-fleet-firebase-adminsdk.json",
    ),
    lambda s: s["text"],
    lambda rng, s: "",
    extra=_firebase,
)
