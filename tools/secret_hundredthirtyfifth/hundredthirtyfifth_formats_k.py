# ruff: noqa: E501
"""Family k: an Indian playschool with a day-care crèche in Mysuru (Karnataka): Razorpay,
MSG91, Paytm, Tally, a CP Plus DVR for parents, an eSSL biometric reader, Firebase for the
parents' app, Kannada and Hindi chats and e-mails."""

from __future__ import annotations

import json
import random

from hundredthirtyfifth_corpus import rsa_pem
from hundredthirtyfifth_spec import Fam, Slots, alnum, digits, enc_b64, hexs

FAM = Fam(
    "playschool_creche_mysuru",
    orgs=("chinnari", "ankurakids", "gombemane", "mallige"),
    tld="in",
    first=(
        "Priya",
        "Lakshmi",
        "Kavya",
        "Deepa",
        "Anitha",
        "Shruthi",
        "Meghana",
        "Sowmya",
        "Rekha",
        "Divya",
        "Nandini",
        "Pavithra",
        "Roopa",
        "Sunitha",
    ),
    last=(
        "Gowda",
        "Rao",
        "Shetty",
        "Hegde",
        "Murthy",
        "Kumar",
        "Bhat",
        "Naik",
        "Prasad",
        "Iyengar",
        "Reddy",
        "Nayak",
    ),
    words=(
        "chinnari",
        "ankura",
        "mysuru",
        "mysore",
        "chamundi",
        "dasara",
        "mallige",
        "kaveri",
        "gombe",
        "pallavi",
        "kempu",
        "namma",
        "kannada",
        "rcb",
        "dosa",
        "jasmine",
        "sandal",
        "ganesha",
    ),
    pets=("tommy", "jackie", "rocky", "bruno", "pinky", "sheru", "moti", "kitty"),
    months=(
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),
    phone="+91 9#### #####",
    city=("Vijayanagar", "Kuvempunagar", "Saraswathipuram", "Hebbal", "Jayalakshmipuram"),
)
reg = FAM.reg

reg(
    "playschool_razorpay_django_production_settings",
    ("playschool/settings/production.py", "<<org>>_fees/settings/prod.py"),
    '''"""Production settings – <<org>> playschool admissions and fee portal."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["fees.<<dom>>", "www.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<keyid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://fees.<<dom>>/razorpay/webhook/"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "playschool",
        "HOST": "localhost",
        "PORT": 5432,
    }
}
TIME_ZONE = "Asia/Kolkata"
''',
    "p:razorpay_secret",
    extra=lambda rng, s: {"keyid": alnum(rng, 14)},
)

reg(
    "playschool_msg91_pickup_otp_node",
    ("server/<<org>>/otp.js", "parents-app-api/src/msg91-<<n>>.js"),
    """// Pickup OTP: the parent shows the OTP at the gate before the child is handed over
const axios = require("axios");

const MSG91_AUTHKEY = "<<cred>>";
const TEMPLATE_ID = "<<tpl>>";

async function sendPickupOtp(mobile) {
  return axios.post("https://control.msg91.com/api/v5/otp", {}, {
    params: { template_id: TEMPLATE_ID, mobile: `91${mobile}`, otp_length: 4, otp_expiry: 30 },
    headers: { authkey: MSG91_AUTHKEY },
  });
}

module.exports = { sendPickupOtp };
""",
    "p:msg91",
    extra=lambda rng, s: {"tpl": hexs(rng, 24)},
)

reg(
    "playschool_whatsapp_kannada_cctv_password",
    (
        "WhatsApp Chat with <<org>> Daycare Parents.txt",
        "phone-backup/<<org>>/WhatsApp Chat - Nursery <<n>> Parents.txt",
    ),
    """<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm_l>> - <<first>> Ma'am: ನಮಸ್ಕಾರ parents 🙏 CCTV app ಲಾಗಿನ್ ಬದಲಾಗಿದೆ
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi2>> <<ampm_l>> - <<kid>> Amma: Ma'am new password kalsi please
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi2>> <<ampm_l>> - <<first>> Ma'am: User ID: <<org>>parents
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi2>> <<ampm_l>> - <<first>> Ma'am: ಪಾಸ್‌ವರ್ಡ್: <<cred>>
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi3>> <<ampm_l>> - <<kid>> Amma: Thank you ma'am 🙏
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi3>> <<ampm_l>> - <<first>> Ma'am: ದಯವಿಟ್ಟು ಬೇರೆಯವರಿಗೆ share ಮಾಡಬೇಡಿ
""",
    extra=lambda rng, s: {"ampm_l": s["ampm"].lower()},
)

reg(
    "playschool_cpplus_gcmob_notice_ocr",
    ("scans/<<org>>/cctv_notice_<<nn>>.txt", "ocr/notice_board_<<year>><<mo>>.txt"),
    """<<org_up>> PLAYSCHOOL & DAYCARE - LIVE CCTV FOR PARENTS
App: gCMOB (CP PLUS)
Device: <<org>>-dvr    Port: 37777
Username: parent
Password: <<cred>>
Timings: 9.30 am to 12.30 pm only
Please do not share with others
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"org_up": s["org"].upper()},
)

reg(
    "playschool_hindi_email_tally_prime_password",
    ("mail/<<org>>/Tally password.eml", "inbox/ca_firm_<<nnn>>.eml"),
    """From: <<fa2>> <<la2>> <ca@<<la2_l>>associates.in>
To: <<email>>
Subject: =?utf-8?b?<<subj>>?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

नमस्ते <<first>> जी,

टैली प्राइम का नया पासवर्ड नीचे है (सिर्फ़ फ़ीस और सैलरी एंट्री के लिए):

कंपनी: <<org>> Playschool
यूज़रनेम: accounts
पासवर्ड: <<cred>>

कृपया इसे किसी और के साथ साझा न करें।

धन्यवाद,
<<first2>> <<last2>>
""",
    extra=lambda rng, s: {"la2_l": s["la2"].lower(), "subj": enc_b64("Tally का नया पासवर्ड")},
)

reg(
    "playschool_paytm_pg_application_properties",
    (
        "src/main/resources/application-prod.properties",
        "<<org>>-fees/config/application.properties",
    ),
    """# Paytm PG - fee collection for <<org>>
paytm.merchant.id=<<mid>>
paytm.merchant.key=<<cred>>
paytm.website=DEFAULT
paytm.industry.type=Retail
paytm.channel.id=WEB
paytm.callback.url=https://<<dom>>/paytm/callback
spring.datasource.url=jdbc:mysql://localhost:3306/<<org>>_fees
""",
    "p:paytm",
    extra=lambda rng, s: {"mid": s["org"][:6].upper() + digits(rng, 14)},
)


def service_account(rng: random.Random, s: Slots) -> Slots:
    pem = rsa_pem(rng, 2048, pkcs8=True) + "\n"
    project = f"{s['org']}-parents-app"
    obj = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(rng, 40),
        "private_key": pem,
        "client_email": f"firebase-adminsdk-{alnum(rng, 5, 'abcdefghijklmnopqrstuvwxyz0123456789')}@{project}.iam.gserviceaccount.com",
        "client_id": digits(rng, 21),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk%40{project}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return {"text": json.dumps(obj, indent=2) + "\n", "needle": json.dumps(pem)[1:-1]}


reg(
    "playschool_firebase_adminsdk_service_account_json",
    (
        "parents-app/functions/serviceAccountKey.json",
        "<<org>>-app/backend/firebase-adminsdk-<<nnn>>.json",
    ),
    lambda s: s["text"],
    lambda rng, s: "",
    extra=service_account,
)

reg(
    "playschool_essl_biometric_attendance_ini",
    ("attendance/<<org>>/eSSLSync.ini", "C/eSSL/eTimeTrackLite/<<org>>_sync.ini"),
    """[Device]
Name=Main Gate
IP=<<ip>>
Port=4370
CommKey=0

[Database]
Server=<<ip2>>\\SQLEXPRESS
Database=etimetracklite1
UserID=sa
Password=<<cred>>

[Sync]
IntervalMinutes=15
StaffOnly=1
""",
    "pw",
    syntax="ini",
)
