"""Family n: a Durga Puja pandal committee in Kolkata (India; Bengali and English)."""

from __future__ import annotations

import json

from seventyseventh_spec import DIGITS, FAM_N, LOWER, alnum, either

FAM_N.reg(
    "pandal_bengali_whatsapp_password_chanda_app",
    ("WhatsApp Chat with <<fa2c>>.txt", "phones/<<fa>>/puja_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full2>>: দাদা, চাঁদার অ্যাপে লগইন হচ্ছে না, পাসওয়ার্ডটা একবার দাও
<<dmy>>, <<hm2>> - <<full>>: ইউজার <<user>>
<<dmy>>, <<hm2>> - <<full>>: পাসওয়ার্ড: <<cred>>
<<dmy>>, <<hm2>> - <<full2>>: পেয়ে গেছি, থ্যাংকস 🙏 জয় মা দুর্গা
""",
    "human",
)

FAM_N.reg(
    "pandal_razorpay_donations_django_settings",
    ("chanda/chanda/settings.py", "site/<<org>>/settings_prod.py"),
    '''"""Django settings for the puja committee's donation site (Razorpay UPI)."""

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
TIME_ZONE = "Asia/Kolkata"

RAZORPAY_KEY_ID = "rzp_live_<<hex12>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
''',
    "p:razorpay",
)

FAM_N.reg(
    "pandal_paytm_merchant_key_php",
    ("donate/paytm/config_paytm.php", "www/<<org>>/lib/paytm_<<n>>.php"),
    """<?php
// Puja chanda - Paytm PG
define('PAYTM_ENVIRONMENT', 'PROD');
define('PAYTM_MERCHANT_KEY', '<<cred>>');
define('PAYTM_MERCHANT_MID', '<<orgc>><<n4>><<n4>>');
define('PAYTM_MERCHANT_WEBSITE', 'DEFAULT');
""",
    "p:paytm",
    syntax="",
)


def _wsec(s: dict) -> str:
    return json.dumps(
        {
            "nw": {"ins": [{"psk": s["cred"]}]},
            "ap": {"psk": "wled1234"},
            "ota": {"lock": False, "pwd": ""},
        },
        indent=1,
    )


FAM_N.reg(
    "pandal_lighting_wled_wsec_json",
    ("wled/pandal_gate_<<n>>/wsec.json", "backup/<<org>>/wled_<<hex8>>_wsec.json"),
    _wsec,
    either("human", "pw_json"),
)

FAM_N.reg(
    "pandal_bengali_email_password_sponsor_portal",
    ("mail/<<date>>_sponsor_<<n>>.eml", "gmail/<<fa>>/sent_<<n4>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: স্পনসর পোর্টালের লগইন
Date: <<dmy>> <<hm>> +0530
Content-Type: text/plain; charset=UTF-8

নমস্কার <<fl2>>দা,

এবারের পুজোর স্পনসরদের ব্যানার আপলোডের জন্য পোর্টালের লগইন:
ইউজারনেম: <<user>>
পাসওয়ার্ড: <<cred>>

মহালয়ার আগে সব ব্যানার ফাইনাল করতে হবে।
শুভেচ্ছা,
<<full>>, সম্পাদক, <<orgc>>
""",
    "human",
)

FAM_N.reg(
    "pandal_committee_gmail_msmtprc_app_password",
    ("home/<<user>>/.msmtprc", "pi/<<org>>/msmtprc_<<n>>"),
    """defaults
auth on
tls on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile ~/.msmtp.log

account gmail
host smtp.gmail.com
port 587
from <<org>>.puja@gmail.com
user <<org>>.puja@gmail.com
password <<cred>>

account default : gmail
""",
    lambda rng, fam: " ".join(alnum(rng, 4, LOWER) for _ in range(4)),
    syntax="",
)

FAM_N.reg(
    "pandal_accounts_register_ocr_bengali_label",
    ("scan/hisab_khata_<<n>>.txt", "ocr/register_<<date>>.txt"),
    """হিসাবের খাতা - <<orgc>> সার্বজনীন দুর্গোৎসব <<year>>
ডেকরেটার অগ্রিম  ₹ 50,000
ঢাকি  ₹ 18,000

ব্যাংক নেট ব্যাংকিং
ইউজার আইডি
<<user>><<n>>
পাসওয়ার্ড
<<cred>>
""",
    "human",
)

FAM_N.reg(
    "pandal_msg91_authkey_dotenv",
    ("notify/.env", "server/<<org>>/msg91_<<n>>.env"),
    """# Bhog coupon SMS / OTP for volunteers
MSG91_AUTHKEY=<<cred>>
MSG91_SENDER=PUJOSM
MSG91_TEMPLATE_ID=<<hex12>><<hex12>>
""",
    lambda rng, fam: alnum(rng, 6, DIGITS) + alnum(rng, 18),
    syntax="",
)
