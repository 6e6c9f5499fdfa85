# ruff: noqa: E501
"""Family k: a tattoo studio of godna and Newar-motif artists in Lalitpur (Patan, Nepal),
Nepali and English."""

from __future__ import annotations

import json
import random

from hundredfortieth_spec import Fam, alnum, gen_pw, prov

K = Fam(
    "godna_lalitpur_kalakar",
    orgs=("godnaghar", "patanink", "jhamsikhelink"),
    tld="com.np",
    first="सुमन/suman अनिता/anita बिकास/bikash सरिता/sarita राजेश/rajesh प्रतिभा/pratibha दिपेश/dipesh सबिना/sabina निरज/niraj रोशनी/roshani प्रकाश/prakash मनिषा/manisha",
    last="श्रेष्ठ/shrestha महर्जन/maharjan शाक्य/shakya तामाङ/tamang गुरुङ/gurung बज्राचार्य/bajracharya अधिकारी/adhikari राई/rai थापा/thapa लामा/lama",
    words=(
        "godna",
        "patan",
        "lalitpur",
        "sagarmatha",
        "himal",
        "momo",
        "dashain",
        "tihar",
        "rhino",
        "pashupati",
        "bhaktapur",
        "namaste",
        "dhaka",
        "kumari",
        "yomari",
    ),
    pets=("Kale", "Bhote", "Tiger", "Jimmy", "Laure", "Lucky", "Chari", "Khairey"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "abc123", "zxcvbnm"),
    clubs=("Paras77", "Sandeep25", "Rhinos2014", "Gorkhali1951", "Nepal2014"),
    cc="+977 98########",
    city="Lalitpur",
)


def _viber(s: dict) -> str:
    rows = [
        ("Date", "Time", "Sender Name", "Sender Phone Number", "Message"),
        (
            s["dmy"],
            s["time"],
            s["full2"],
            s["phone2"],
            "दाइ, studio को laptop खोल्न password के हो? design print गर्नु छ",
        ),
        (s["dmy"], s["time2"], s["full"], s["phone"], "Windows ko password: " + s["cred"]),
        (
            s["dmy"],
            s["time2"],
            s["full"],
            s["phone"],
            "print पछि logout गर्नु है, customer को photo हरु त्यहीँ छन्",
        ),
        (s["dmy"], s["time2"], s["full2"], s["phone2"], "हुन्छ 🙏"),
    ]
    return "\n".join(",".join(f'"{c}"' if "," in c else c for c in r) for r in rows) + "\n"


K.reg(
    "lalitpur_viber_csv_export_windows_password",
    ("Viber/Viber <<fa2>> <<date>>.csv", "phone-backup/<<org>>/viber_chat_<<nn>>.csv"),
    _viber,
    cred="human_x",
    syntax="",
)

K.reg(
    "lalitpur_esewa_epay_v2_php_signature_key",
    ("payment/esewa.php", "public_html/<<org>>/booking/esewa_config.php"),
    """<?php
// eSewa ePay v2 — advance payment for tattoo bookings
// signature = base64(hmac_sha256("total_amount=...,transaction_uuid=...,product_code=...", secret))
define('ESEWA_PRODUCT_CODE', 'NP-ES-<<orgup>>');
define('ESEWA_SECRET', '<<cred>>');
define('ESEWA_FORM_URL', 'https://epay.esewa.com.np/api/epay/main/v2/form');
define('ESEWA_SUCCESS_URL', 'https://<<dom>>/booking/esewa-success.php');
define('ESEWA_FAILURE_URL', 'https://<<dom>>/booking/esewa-failure.php');

function esewa_signature($total, $uuid) {
    $msg = "total_amount={$total},transaction_uuid={$uuid},product_code=" . ESEWA_PRODUCT_CODE;
    return base64_encode(hash_hmac('sha256', $msg, ESEWA_SECRET, true));
}
""",
    cred=lambda rng, fam: gen_pw(rng, 16, sym="/:.()"),
    extra=lambda rng, s: s.update(orgup=str(s["org"]).upper()),
)

K.reg(
    "lalitpur_sparrow_sms_token_django_settings",
    ("booking/booking/settings.py", "<<org>>_site/config/settings.py"),
    '''"""Django settings for the studio booking site."""

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
TIME_ZONE = "Asia/Kathmandu"
LANGUAGE_CODE = "en"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "bookings",
]

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "db.sqlite3"}}

# SMS reminders (Sparrow SMS, NTC + Ncell)
SPARROW_SMS_FROM = "<<orgup>>"
SPARROW_SMS_TOKEN = "<<cred>>"
REMINDER_HOURS_BEFORE = 24
''',
    cred="alnum:40",
    extra=lambda rng, s: s.update(orgup=str(s["org"]).upper()[:11]),
)

K.reg(
    "lalitpur_power_supply_tape_note_ocr",
    ("photos/ocr/IMG_<<nn>>.txt", "scans/<<org>>/table_note_<<date>>.txt"),
    """<<orgc>> — Station <<room>>
Critical CX-2 / 9.2V liner  7.8V shader
--------------------------
WiFi: <<orgc>>_5G
पासवर्ड
<<cred>>
(ग्राहकलाई होइन!)
""",
    cred="human_x",
)

K.reg(
    "lalitpur_cpanel_handover_email_developer",
    ("mail/developer/website_handover_<<date>>.eml", "Gmail/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <<<fa2>>@<<dev>>.com.np>
To: <<email>>
Subject: Website handover - <<dom>>
Date: <<maildate>> +0545
Content-Type: text/plain; charset=utf-8

Namaste <<fac>> ji,

The new portfolio website is live. Hosting renewal is due every Shrawan.
Here are the control panel details:

cPanel: https://<<dom>>:2083
Username: <<org>>
Password: <<cred>>

Please don't share it with the artists; ask me if anyone needs an email account.

Dhanyabad,
<<full2>>
<<dev>> Web Solutions, Pulchowk
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(dev=rng.choice(("pulchowkweb", "himalcode", "kathmandudigital"))),
)


def _fonepay(s: dict) -> str:
    obj = {
        "merchantCode": f"2222{s['n6']}",
        "username": f"{s['org']}_api",
        "secretKey": s["cred"],
        "qrRequestUrl": "https://merchantapi.fonepay.com/api/merchant/merchantDetailsForThirdParty/thirdPartyDynamicQrDownload",
        "statusUrl": "https://merchantapi.fonepay.com/api/merchant/merchantDetailsForThirdParty/thirdPartyDynamicQrGetStatus",
        "remarks": f"{s['orgc']} tattoo advance",
        "counter": {"name": "Reception", "printer": "XP-58"},
    }
    return json.dumps(obj, indent=2) + "\n"


K.reg(
    "lalitpur_fonepay_dynamic_qr_json_config",
    ("pos/fonepay.json", "counter-pc/<<org>>/config/fonepay.json"),
    _fonepay,
    cred="hex:32",
)


def _rclone_drive(rng: random.Random, s: dict) -> None:
    tok = {
        "access_token": "ya29.a0"
        + alnum(rng, 150, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        "token_type": "Bearer",
        "refresh_token": s["cred"],
        "expiry": f"{s['date']}T{s['time_s']}.{rng.randint(100000, 999999)}+05:45",
    }
    s["tok"] = json.dumps(tok, separators=(",", ":"))


K.reg(
    "lalitpur_rclone_gdrive_refresh_token_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "studio-pc/<<org>>/rclone.conf"),
    """[gdrive]
type = drive
scope = drive
root_folder_id = <<rootid>>
token = <<tok>>
team_drive =

[portfolio]
type = alias
remote = gdrive:Portfolio/<<year>>
""",
    cred=lambda rng, fam: prov(rng, "google_refresh"),
    syntax="ini",
    extra=lambda rng, s: (_rclone_drive(rng, s), s.update(rootid="1" + alnum(rng, 32))),
)

K.reg(
    "lalitpur_portfolio_vps_id_rsa_pem",
    ("home/<<fa>>/.ssh/id_rsa", "Desktop/vps key <<year>>/<<org>>_vps_<<hex8>>.pem"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)
