# ruff: noqa: E501
"""Family k: an exam-preparation academy (JEE / NEET coaching institute) in Kota, Rajasthan,
India (Hindi in Devanagari, Hinglish, English): Razorpay fees, a Firebase-backed doubt app,
MSG91 SMS, batch logins, YouTube Live through OBS, Telegram channels, WordPress with Tutor LMS."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, jdump

F = Fam(
    name="kota_exam_coaching_india",
    key="kota",
    orgs=("lakshyaclasses", "vidyapeeth", "ekagra", "shikharacademy"),
    orgnames=("Lakshya Classes", "Vidyapeeth Kota", "Ekagra Institute", "Shikhar Academy"),
    tld="in",
    first=(
        ("प्रिया", "priya"),
        ("राहुल", "rahul"),
        ("अंकित", "ankit"),
        ("नेहा", "neha"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("आदित्य", "aditya"),
        ("सुनीता", "sunita"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("मीणा", "meena"),
        ("गुप्ता", "gupta"),
        ("जैन", "jain"),
        ("सिंह", "singh"),
        ("अग्रवाल", "agarwal"),
    ),
    words=(
        "lakshya",
        "vidya",
        "shikhar",
        "kota",
        "chambal",
        "jeeadvanced",
        "neet",
        "physics",
        "rasayan",
        "ganit",
        "topper",
        "rank",
        "mehnat",
        "saraswati",
        "ganesh",
        "jaihind",
    ),
    words_u=(),
    pets=("tommy", "sheru", "moti", "bruno", "tiger", "golu"),
    cc="+91 9",
    cities=("Kota", "Jaipur", "Indore", "Sikar", "Jodhpur"),
)

F.reg(
    "razorpay_key_secret_flask_config",
    ("fees_app/config.py", "<<org>>-fees/config_<<n>>.py", "srv/<<org>>/app/config.py"),
    '''"""Fee collection app (instalments for Dropper and Class 11/12 batches)."""

import os


class Config:
    SECRET_KEY = os.environ.get("FLASK_SECRET_KEY", "")
    SQLALCHEMY_DATABASE_URI = "sqlite:///fees.db"
    RAZORPAY_KEY_ID = "<<kid>>"
    RAZORPAY_KEY_SECRET = "<<cred>>"
    GST_PERCENT = 18
''',
    "p:rzp_secret",
    extra=lambda r, s: s.update(
        kid="rzp_live_"
        + "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
    ),
)

F.reg(
    "hindi_whatsapp_password_mock_portal",
    (
        "WhatsApp Chat with Faculty <<orgname>>.txt",
        "WhatsApp Chat with Batch Coordinators (<<n>>).txt",
    ),
    """<<dmy>>, <<time>> - <<first>> <<last>>: सर, संडे वाले मॉक के लिए पोर्टल का एडमिन पासवर्ड भेज दीजिए
<<dmy>>, <<time>> - <<first2>> <<last2>>: यूज़र admin.<<org>> और पासवर्ड <<cred>>
<<dmy>>, <<time2>> - <<first2>> <<last2>>: पेपर अपलोड करने के बाद लॉगआउट कर देना, बच्चों के सामने मत खोलना
<<dmy>>, <<time2>> - <<first>> <<last>>: ठीक है सर 👍
""",
    "human",
)


def _firebase(r: random.Random, s: dict) -> None:
    key = str(s["cred"]) + "\n"
    s["needle"] = key.replace("\n", "\\n")
    s["cred"] = key


def _sa(s: dict) -> str:
    return jdump(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-doubts",
            "private_key_id": f"{s['hexid']}{s['hexid']}{s['hexid']}{s['hexid']}{s['hexid']}",
            "private_key": s["cred"],
            "client_email": f"firebase-adminsdk-{s['hexid'][:5]}@{s['org']}-doubts.iam.gserviceaccount.com",
            "client_id": f"1{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}{s['nn']}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        }
    )


F.reg(
    "doubt_app_firebase_adminsdk_json",
    (
        "doubt-app/functions/serviceAccountKey.json",
        "<<org>>-doubts/keys/firebase-adminsdk-<<hexid>>.json",
    ),
    _sa,
    "rsa8",
    extra=_firebase,
)

F.reg(
    "msg91_authkey_php_result_sms",
    ("result_sms/send.php", "<<org>>/sms/msg91_<<n>>.php", "public_html/<<org>>/result_sms.php"),
    """<?php
// टेस्ट रिज़ल्ट SMS अभिभावकों को (MSG91 Flow)
$authkey = '<<cred>>';
$payload = json_encode([
    'template_id' => '<<hexid>><<hexid>><<hexid>>',
    'recipients'  => [['mobiles' => '91' . $_POST['mobile'], 'name' => $_POST['name'], 'rank' => $_POST['rank']]],
]);
$ch = curl_init('https://control.msg91.com/api/v5/flow');
curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $payload, CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ["authkey: $authkey", 'content-type: application/json']]);
echo curl_exec($ch);
""",
    "p:msg91",
    syntax="",
)

F.reg(
    "batch_login_csv_hindi_headers",
    ("batches/लॉगिन_बैच_<<n>>.csv", "data/batch_<<year>>_logins_<<nn>>.csv"),
    """क्रमांक,छात्र का नाम,बैच,यूज़र आईडी,पासवर्ड
1,<<first>> <<last>>,JEE-Dropper-<<n>>,<<fa>><<nnn>>,<<cred>>
2,<<first2>> <<last2>>,NEET-11-<<n>>,<<fa2>><<nnn>>,(रीसेट लंबित)
""",
    "human",
)


def _obs(s: dict) -> str:
    return jdump(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmp://a.rtmp.youtube.com/live2",
                "service": "YouTube - RTMPS",
            },
            "type": "rtmp_common",
        }
    )


F.reg(
    "youtube_live_obs_service_json",
    (
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>_Live/service.json",
        "obs-studio/basic/profiles/Class<<n>>_<<fa>>/service.json",
    ),
    _obs,
    "p:yt_stream",
)


def _tgk(s: dict) -> str:
    msgs = [
        {
            "id": 900 + 1,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": f"{s['fa'].capitalize()} {s['la'].capitalize()}",
            "from_id": "user6120",
            "text": "Bhaiya channel ka admin panel wala password bhej do, notes upload karne hai",
        },
        {
            "id": 900 + 2,
            "type": "message",
            "date": f"{s['date']}T{s['hms2']}",
            "from": f"{s['fa2'].capitalize()} {s['la2'].capitalize()}",
            "from_id": "user6121",
            "text": f"tutor LMS: admin@{s['dom']} / {s['cred']} - kisi student ko mat dena",
        },
    ]
    return jdump(
        {
            "name": f"{s['orgname']} Staff",
            "type": "private_group",
            "id": 4_100_000_000 + int(s["nnn"]),
            "messages": msgs,
        },
        indent=1,
    )


F.reg(
    "hinglish_telegram_json_admin_panel",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<org>>_<<date>>/result.json"),
    _tgk,
    "human",
)

F.reg(
    "tutor_lms_wp_cli_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history", "home/<<org>>/.bash_history"),
    """cd /var/www/<<org>>
wp plugin update tutor --allow-root
wp user create faculty<<nn>> faculty<<nn>>@<<dom>> --role=tutor_instructor --user_pass=<<cred>> --allow-root
wp cache flush --allow-root
exit
""",
    "pw_bare",
    syntax="",
)
