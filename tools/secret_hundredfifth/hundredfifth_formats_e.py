# ruff: noqa: E501
"""Family e: a jazz club in Beirut (Lebanon), Arabic and French."""

from __future__ import annotations

import json

from hundredfifth_spec import Fam, alnum, rsa_pem

F = Fam(
    name="jazz_cellar_beirut_arabic",
    orgs=("cedarnote", "gemmayzejazz", "hamrabluenote"),
    tld="lb",
    first=(
        "رامي|rami",
        "ليال|layal",
        "جاد|jad",
        "نادين|nadine",
        "كريم|karim",
        "ريتا|rita",
        "زياد|ziad",
        "مايا|maya",
    ),
    last=("حداد|haddad", "خوري|khoury", "نصر|nasr", "عون|aoun", "سلامة|salameh", "فرح|farah"),
    words=(
        "hamra",
        "gemmayze",
        "arak",
        "fairuz",
        "cedre",
        "marmikhael",
        "oud",
        "tabbouleh",
        "beyrouth",
        "byblos",
        "sahtein",
        "yalla",
        "habibi",
        "manouche",
        "corniche",
    ),
    pets=("loulou", "zizou", "mishmish", "kiki", "snoopy"),
    cc="961",
    city="بيروت",
)

F.reg(
    "beirutjazz_arabic_whatsapp_kalimat_alsirr_wifi",
    ("WhatsApp/محادثة واتساب مع فريق <<org>>.txt", "chats/bar_staff_<<date>>.txt"),
    """<<dmy>>، <<time>> - <<fn>> <<ln>>: شباب شو كلمة السر تبع الواي فاي للموسيقيين؟
<<dmy>>، <<time>> - <<fn2>>: الشبكة <<org>>-Stage
<<dmy>>، <<time2>> - <<fn2>>: كلمة السر: <<cred>>
<<dmy>>، <<time2>> - <<fn>> <<ln>>: ميرسي 🎷
""",
    "human",
)

F.reg(
    "beirutjazz_areeba_mpgs_api_password_php",
    ("site/config/payment.php", "reservations/app/config/mpgs.php"),
    """<?php
// Mastercard Payment Gateway (areeba) — réservations de tables
return [
    'gateway_url'  => 'https://epayment.areeba.com/api/rest/version/78',
    'merchant_id'  => '<<mid>>',
    'api_username' => 'merchant.<<mid>>',
    'api_password' => '<<cred>>',
    'currency'     => 'USD',
];
""",
    "p:mpgs",
    syntax="",
    extra=lambda rng, s: {"mid": f"{s['org'].upper()[:6]}{rng.randint(100, 999)}"},
)

F.reg(
    "beirutjazz_facebook_live_ffmpeg_script_sh",
    ("scripts/live_<<date>>.sh", "stream/golive.sh"),
    """#!/bin/bash
# بث مباشر للحفلة من الكاميرا إلى صفحة الفيسبوك
STREAM_KEY="<<cred>>"
ffmpeg -re -f v4l2 -i /dev/video0 -f alsa -i hw:1 \\
  -c:v libx264 -preset veryfast -b:v 3500k -c:a aac -b:a 160k \\
  -f flv "rtmps://live-api-s.facebook.com:443/rtmp/${STREAM_KEY}"
""",
    lambda rng: f"FB-{rng.randint(10**14, 10**15 - 1)}-0-{alnum(rng, 28)}",
    syntax="",
)

F.reg(
    "beirutjazz_french_email_mot_de_passe_reservations",
    ("mail/<<id>>.eml", "Mail/Envoyés/reservations_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Accès au logiciel de réservations
Date: Fri, 7 Mar <<year>> 18:05:00 +0200
Content-Type: text/plain; charset=utf-8

Salut <<fn2>>,

Pour ce soir, tu prends les réservations au bar.
Login : <<user>>
Mot de passe : <<cred>>

Yalla, bonne soirée !
<<fn>>
""",
    "human",
    syntax="",
)


def _sa(rng, s):
    key = rsa_pem(rng, pkcs8=True) + "\n"
    esc = json.dumps(key)[1:-1]
    return {"needle": esc, "key": key}


def _sa_json(s: dict) -> str:
    return (
        json.dumps(
            {
                "type": "service_account",
                "project_id": f"{s['org']}-reservations",
                "private_key_id": s["uuid"].replace("-", "")[:40],
                "private_key": s["key"],
                "client_email": f"sheets-bot@{s['org']}-reservations.iam.gserviceaccount.com",
                "client_id": str(s["ts"]) + str(s["id"]),
                "token_uri": "https://oauth2.googleapis.com/token",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "beirutjazz_reservations_sheets_service_account_json",
    ("reservations/credentials/<<org>>-sa.json", "bot/service_account_<<id>>.json"),
    _sa_json,
    "pw",
    extra=_sa,
)

F.reg(
    "beirutjazz_pos_backup_rclone_s3_conf",
    ("home/<<user>>/.config/rclone/rclone.conf", "pos-backup/rclone.conf"),
    """[pos-backup]
type = s3
provider = AWS
env_auth = false
access_key_id = AKIA<<akid>>
secret_access_key = <<cred>>
region = eu-central-1
location_constraint = eu-central-1
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

F.reg(
    "beirutjazz_door_scanner_csv_arabic_headers",
    ("door/حسابات_الباب.csv", "exports/door_staff_<<date>>.csv"),
    """الاسم,الهاتف,اسم المستخدم,كلمة السر,الجهاز
<<fn>> <<ln>>,<<phone>>,<<user>>,<<cred>>,Zebra TC21 #<<n>>
""",
    "human_x",
)

F.reg(
    "beirutjazz_sms_backup_xml_reply_only",
    ("SMSBackup/sms-<<date>>.xml", "backup/sms_<<id>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="كلمة سر الكمبيوتر تبع الصوت؟" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time>>" contact_name="<<fn>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>>" />
</smses>
""",
    "human_x",
)
