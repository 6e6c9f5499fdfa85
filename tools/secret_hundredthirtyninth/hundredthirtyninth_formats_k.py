# ruff: noqa: E501
"""Family k: a Gurgaon packers-and-movers company, India: Razorpay advances, e-way bills through
a GSP, MSG91 SMS, Tally in Hinglish chats, a Google Sheets service account, fleet telematics
and a Hindi notice in the godown."""

from __future__ import annotations

import json

from hundredthirtyninth_corpus import pem, pkcs8_wrap, rsa_der
from hundredthirtyninth_spec import IN, alnum, dec_basic, enc_basic, hexs, pick, prov

F = IN

F.reg(
    "shiftwala_razorpay_django_settings_py",
    ("movers/settings/production.py", "<<org>>_web/config/settings_prod<<n>>.py"),
    '''"""Production settings for the <<org>> booking site (packers & movers, Gurgaon)."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

# Razorpay — 20% advance on booking, balance after delivery
RAZORPAY_KEY_ID = "<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://<<dom>>/payments/razorpay/webhook/"

GST_RATE = 18
DEFAULT_FROM_EMAIL = "bookings@<<dom>>"
''',
    "p:razorpay",
    extra=lambda rng, s: {"kid": prov(rng, "razorpay_id")},
)


def _ewb(rng, s):
    gst = f"06{alnum(rng, 5, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{rng.randint(1000, 9999)}{pick(rng, 'ABCDEFGH')}1Z{rng.randint(1, 9)}"
    return {"gstin": gst, "basic": enc_basic(f"{s['org']}_api", str(s["cred"]))}


F.reg(
    "shiftwala_ewaybill_gsp_curl_basic_history",
    ("home/<<fa>>/.bash_history", "<<org>>/ops-laptop/.bash_history"),
    """cd ~/ewaybill
ls
cat gstin.txt
curl -s -X POST https://gsp.<<dom>>/ewaybillapi/v1.03/auth \\
  -H "Authorization: Basic <<basic>>" \\
  -H "gstin: <<gstin>>" -H "Content-Type: application/json" \\
  -d '{"action":"ACCESSTOKEN","username":"<<org>>_api"}'
curl -s https://gsp.<<dom>>/ewaybillapi/v1.03/ewayapi/GetEwayBill?ewbNo=3410<<n4>><<n4>> -H "gstin: <<gstin>>"
history | tail
""",
    "pw",
    extra=_ewb,
    decode=dec_basic,
)

F.reg(
    "shiftwala_whatsapp_hinglish_tally_password",
    ("WhatsApp Chat with <<name2>>.txt", "Downloads/WhatsApp Chat with Accounts <<org>> <<n>>.txt"),
    """<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi>> <<ampm>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi>> <<ampm>> - <<name2>>: Sir Tally ka password change ho gaya kya? GST wali entries daalni hain, login nahi ho raha
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: haan kal change kiya tha
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: company: <<org>> Packers & Movers (<<y>>-<<y2n>>)
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: user <<fa>> , password <<cred>>
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: kisi ko forward mat karna please
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ampm>> - <<name2>>: ok sir 👍 ho gaya
""",
    "human",
    extra=lambda rng, s: {"y2n": f"{int(s['y2']) + 1:02d}"},
)

F.reg(
    "shiftwala_msg91_authkey_laravel_services_php",
    ("config/services.php", "<<org>>-crm/config/services<<n>>.php"),
    """<?php

return [

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
    ],

    // OTP + "your truck is on the way" SMS (DLT approved templates)
    'msg91' => [
        'authkey' => env('MSG91_AUTHKEY', '<<cred>>'),
        'sender' => 'SHFTSR',
        'otp_template_id' => '<<tid>>',
        'dispatch_template_id' => '<<tid2>>',
        'route' => 4,
    ],

];
""",
    "p:msg91",
    extra=lambda rng, s: {"tid": hexs(rng, 24), "tid2": hexs(rng, 24)},
)


def _ewb_json(s) -> str:
    doc = {
        "company": f"{s['org']} Packers and Movers Pvt Ltd",
        "gstin": s["gstin"],
        "ewaybill": {
            "environment": "production",
            "asp_id": s["asp"],
            "username": f"{s['org'][:8]}_ewb",
            "password": s["cred"],
            "base_url": "https://ewaybillgst.gov.in/ewaybillapi/v1.03",
            "public_key_path": "certs/einv_ewb_prod.pem",
        },
        "defaults": {"trans_mode": "1", "vehicle_type": "R", "state_code": 6},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "shiftwala_ewaybill_api_config_json",
    ("config/ewaybill.json", "<<org>>/integrations/ewb_prod_<<n>>.json"),
    _ewb_json,
    "pw_json",
    extra=lambda rng, s: {
        "gstin": f"06AAB{alnum(rng, 2, 'CFHP')}{rng.randint(1000, 9999)}K1Z{rng.randint(1, 9)}",
        "asp": alnum(rng, 10),
    },
)

F.reg(
    "shiftwala_godown_notice_hindi_ocr_wifi",
    ("scans/godown_notice_<<n>>.txt", "<<org>>/office/OCR/गोदाम_सूचना_<<y>>.txt"),
    """गोदाम नियम — <<org>> पैकर्स एंड मूवर्स, सेक्टर <<n>>, गुड़गांव

1. गोदाम में धूम्रपान सख़्त मना है।
2. ग्राहक का सामान बिना गेट पास के बाहर नहीं जाएगा।
3. वाई-फाई (केवल स्टाफ़ के लिए)
   नेटवर्क: <<org>>_Godown
   पासवर्ड: <<cred>>
4. फ़ोर्कलिफ़्ट की चाबी सुपरवाइज़र <<name>> के पास रहेगी।
5. आपातकाल: <<phone>>
""",
    "human",
)


def _sa(rng, s):
    der = pkcs8_wrap(rsa_der(rng, 2048))
    key = pem(der, "PRIVATE KEY") + "\n"
    return {
        "cred": key.replace("\n", "\\n").rstrip("\\n"),
        "key": key,
        "kid": hexs(rng, 40),
        "cidn": str(rng.randint(10**20, 10**21 - 1)),
    }


def _sa_json(s) -> str:
    doc = {
        "type": "service_account",
        "project_id": f"{s['org']}-sheets-{s['n3']}",
        "private_key_id": s["kid"],
        "private_key": s["key"],
        "client_email": f"booking-sync@{s['org']}-sheets-{s['n3']}.iam.gserviceaccount.com",
        "client_id": s["cidn"],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/booking-sync%40{s['org']}-sheets-{s['n3']}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "shiftwala_sheets_service_account_json_key",
    (
        "credentials/<<org>>-sheets-<<n3>>-<<hex8>>.json",
        "Downloads/<<org>>-sheets-<<n3>>-<<hex8>>.json",
    ),
    _sa_json,
    "pw",
    extra=_sa,
)

F.reg(
    "shiftwala_fleet_telematics_spring_application_yml",
    ("src/main/resources/application.yml", "<<org>>-dispatch/config/application-prod<<n>>.yml"),
    """spring:
  application:
    name: dispatch-service
  datasource:
    url: jdbc:mysql://<<ip>>:3306/dispatch
    username: dispatch
    password: ${DB_PASSWORD}

telematics:
  base-url: https://api.fleetview.<<dom>>/v2
  account-id: "<<n4>><<n3>>"
  api-token: "<<cred>>"
  poll-interval-seconds: 60
  vehicles:
    - HR55AB<<n4>>
    - HR26CQ<<n4>>

notify:
  sms-provider: msg91
  customer-eta-message: true
""",
    "hex:40",
)
