# ruff: noqa: E501
"""Family i: a local election campaign office in Lahore, Pakistan (Urdu, Roman Urdu, English)."""

from __future__ import annotations

import json
import random

from fiftyeighth_spec import ALNUM, DIGITS, Fam, alnum, rsa_pem

F = Fam(
    "intikhabi_muhim_lahore",
    ("intikhabnaya",),
    "pk",
    ("imran", "ayesha", "bilal", "sana", "usman", "fatima", "hamza", "zainab", "faisal", "mehwish"),
    ("qureshi", "chaudhry", "butt", "malik", "sheikh", "rana", "awan", "mirza"),
    (
        "lahore",
        "jalsa",
        "halqa",
        "badshahi",
        "ravi",
        "shalimar",
        "hilal",
        "jeet",
        "awaam",
        "inqilab",
        "lahori",
        "parchi",
    ),
    ("moti", "sheru", "billu", "tommy", "rani", "sultan"),
    ("garmi", "sardi", "basant", "barsaat"),
    "+92",
    "لاہور",
    nat_first=("عمران", "عائشہ", "بلال", "ثنا", "عثمان", "فاطمہ", "حمزہ", "زینب", "فیصل", "مہوش"),
    nat_last=("قریشی", "چوہدری", "بٹ", "ملک", "شیخ", "رانا", "اعوان", "مرزا"),
)

F.reg(
    "intikhabi_whatsapp_urdu_facebook_page_password",
    ("WhatsApp Chat with Media Cell NA-<<n>>.txt", "exports/media_cell_<<date>>.txt"),
    "<<dmys>>, <<time>> - <<fname>> <<lname>>: فیس بک پیج کا پاس ورڈ کیا ہے؟ جلسے کی ویڈیو اپلوڈ کرنی ہے\n"
    "<<dmys>>, <<time2>> - <<fname2>>: ای میل mediacell.<<org>>@gmail.com\n<<dmys>>, <<time2>> - <<fname2>>: پاس ورڈ <<cred>>\n"
    "<<dmys>>, <<time2>> - <<fname>> <<lname>>: شکریہ بھائی 👍\n",
    cred="human",
)


def _sa(rng: random.Random, s: dict) -> dict:
    key = rsa_pem(rng, 1024, pkcs8=True) + "\n"
    return {
        "needle": json.dumps(key)[1:-1],
        "pem": key,
        "keyid": "".join(rng.choice("0123456789abcdef") for _ in range(40)),
    }


F.reg(
    "intikhabi_volunteer_app_firebase_service_account",
    (
        "volunteer-app/<<org>>-firebase-adminsdk-<<hex8>>.json",
        "halqa-app-<<year>>/serviceAccountKey.json",
    ),
    lambda s: (
        json.dumps(
            {
                "type": "service_account",
                "project_id": f"{s['org']}-volunteers",
                "private_key_id": s["keyid"],
                "private_key": s["pem"],
                "client_email": f"firebase-adminsdk-{s['hex8'][:5]}@{s['org']}-volunteers.iam.gserviceaccount.com",
                "client_id": f"1{s['num']}{s['num']}{s['num']}",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
            },
            indent=2,
        )
        + "\n"
    ),
    cred="hex:8",
    extra=_sa,
)

F.reg(
    "intikhabi_bulk_sms_gateway_php_query_password",
    ("campaign-site/sms/send_<<n>>.php", "panel_<<year>>/includes/bulk_sms.php"),
    "<?php\n// Branded SMS - voters reminder (polling day)\nfunction bhejo_sms($number, $msg) {\n"
    "    $url = 'https://sms.<<dom>>/api/sendsms?username=<<org>>&password=<<cred>>&mask=NA<<n>>&to=' . urlencode($number) . '&text=' . urlencode($msg);\n"
    "    return file_get_contents($url);\n}\n",
    cred="pw_url",
    syntax="",
)

F.reg(
    "intikhabi_canvassing_csv_urdu_headers_app_login",
    ("halqa/canvassing_team_<<date>>.csv", "Volunteers/ward_<<n>>_team.csv"),
    "نام,وارڈ,موبائل,ایپ یوزر,پاس ورڈ\n<<fname>> <<lname>>,<<n>>,0300<<num>><<n>>,<<user>>,<<cred>>\nحمزہ اعوان,<<n>>,0321<<num>>00,hamza.awan,بعد میں\n",
    cred="human",
    syntax="",
)

F.reg(
    "intikhabi_jalsa_ffmpeg_facebook_live_key",
    ("jalsa_stream/start_<<n>>.bat", "live-pc/jalsa_<<date>>.bat"),
    "@echo off\nREM jalsa <<dmy>> - Facebook page live\n"
    'ffmpeg -f dshow -i video="HD USB Camera":audio="Mixer (USB Audio)" -c:v libx264 -preset veryfast -b:v 3000k -c:a aac -f flv "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"\n'
    "pause\n",
    cred=lambda rng: f"FB-{rng.randint(10**14, 10**15)}-0-{alnum(rng, 26, ALNUM + '-_')}",
    syntax="",
)

F.reg(
    "intikhabi_donations_jazzcash_env",
    ("donate/.env", "chanda-portal-<<year>>/.env"),
    'APP_NAME="Chanda Portal"\nJAZZCASH_MERCHANT_ID=MC<<num>><<n>>\nJAZZCASH_PASSWORD=<<cred>>\nJAZZCASH_INTEGRITY_SALT=<<hex8>>\n'
    "JAZZCASH_RETURN_URL=https://<<dom>>/jazzcash/return\nJAZZCASH_ENV=live\n",
    cred=lambda rng: alnum(rng, 10, ALNUM) + alnum(rng, 2, DIGITS),
)

F.reg(
    "intikhabi_office_desktop_note_roman_urdu_wifi",
    ("Desktop/zaroori baatein <<year>>.txt", "office-pc/notes/wifi_router_<<n>>.txt"),
    "Halqa office - zaroori baatein\n\nWiFi ka naam: PTCL-BB-<<num>>\nWiFi ka password: <<cred>>\nrouter admin page 192.168.1.1 (password wohi jo sticker pe hai)\n\n"
    "Printer ki ink khatam ho to <<first>> bhai ko call karein: <<phone>>\n",
    cred="human",
)

F.reg(
    "intikhabi_press_release_sendgrid_node",
    ("press/send_press_release_<<n>>.js", "media-cell-<<year>>/mailer.js"),
    "// Press release mailer - journalists list\nconst sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('<<cred>>');\n\n"
    "const list = require('./journalists.json');\nsgMail.sendMultiple({\n  to: list.map((j) => j.email),\n  from: 'media@<<dom>>',\n"
    "  subject: 'Press Release: Jalsa at Minar-e-Pakistan',\n  html: require('fs').readFileSync('release.html', 'utf8'),\n});\n",
    cred="p:sendgrid",
    syntax="",
)
