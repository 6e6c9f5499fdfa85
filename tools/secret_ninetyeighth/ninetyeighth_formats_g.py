"""Family g: a university debate club in Cairo, Egypt (Egyptian Arabic, English)."""

from __future__ import annotations

import html
import random
import re

from ninetyeighth_spec import Fam, enc_html, hexs, pick, rsa_pem

F = Fam(
    name="munazara_debate_cairo",
    key="munazara",
    orgs=("munazarat", "hiwarclub", "nilotic", "minbar", "bayan"),
    tld="edu.eg",
    first=(
        ("محمد", "mohamed"),
        ("نور", "nour"),
        ("يوسف", "youssef"),
        ("مريم", "mariam"),
        ("عمر", "omar"),
        ("سلمى", "salma"),
        ("كريم", "karim"),
        ("هنا", "hana"),
    ),
    last=(
        ("حسن", "hassan"),
        ("عبد الله", "abdallah"),
        ("الشريف", "elsherif"),
        ("فؤاد", "fouad"),
        ("منصور", "mansour"),
        ("سعيد", "said"),
        ("رمضان", "ramadan"),
    ),
    words=(
        "nile",
        "koshary",
        "tahrir",
        "zamalek",
        "ahly",
        "hiwar",
        "munazara",
        "qahwa",
        "fanoos",
        "masr",
        "kalam",
        "ramadan",
        "sahel",
        "feteer",
        "alexandria",
    ),
    pets=("bosbos", "loza", "simsim", "oreo", "shams", "mishmish"),
    cc="+20",
    places=("القاهرة", "الجيزة", "الإسكندرية", "المنصورة"),
)

F.reg(
    "whatsapp_arabic_kalimat_sir_zoom",
    (
        "WhatsApp/محادثة واتساب مع فريق المناظرات <<n>>.txt",
        "Downloads/WhatsApp Chat with Debate Core <<year>>.txt",
    ),
    """<<dmys>>، <<time>> م - <<fn>> <<ln>>: يا جماعة حساب الزووم بتاع النادي اتغير
<<dmys>>، <<time>> م - <<fn>> <<ln>>: الإيميل: debate@<<dom>>
<<dmys>>، <<time>> م - <<fn>> <<ln>>: كلمة السر: <<cred>>
<<dmys>>، <<time>> م - <<fn2>> <<ln2>>: تمام، البطولة الودية يوم الخميس على نفس الحساب؟
<<dmys>>، <<time>> م - <<fn>> <<ln>>: أيوه، ومحدش يغير الباسورد من فضلكم 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "zoom_server_oauth_env",
    ("tournament-bot/.env", "bots/<<org>>-rooms-<<n>>/.env"),
    """# Creates Zoom breakout rooms for each debate round
ZOOM_ACCOUNT_ID=<<acct>>
ZOOM_CLIENT_ID=<<cid>>
ZOOM_CLIENT_SECRET=<<cred>>
TAB_URL=https://tab.<<dom>>
ROUNDS=5
""",
    cred="p:zoom_secret",
    syntax="",
    extra=lambda rng, s: {
        "acct": "".join(rng.choice("abcdefghijkABCDEFGHIJK0123456789_-") for _ in range(22)),
        "cid": "".join(rng.choice("abcdefghijkABCDEFGHIJK0123456789") for _ in range(22)),
    },
)

F.reg(
    "tabbycat_local_settings_db",
    ("tabbycat/tabbycat/settings/local.py", "srv/tab-<<year>>/tabbycat/settings/local.py"),
    """# Tabbycat local settings - Cairo Intervarsity <<year>>
from .core import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["tab.<<dom>>", "<<pub>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "tabbycat",
        "USER": "tabbycat",
        "PASSWORD": "<<cred>>",
        "HOST": "localhost",
        "PORT": "5432",
    }
}

TAB_DIRECTOR_EMAIL = "<<email>>"
""",
    cred="pw_dq",
)


def _sa_key(rng: random.Random, s: dict) -> str:
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"


F.reg(
    "ballots_sheets_service_account_json",
    (
        "ballots-sync/credentials/<<org>>-ballots-<<hex8>>.json",
        "Downloads/debate-ballots-<<n>>.json",
    ),
    """{
  "type": "service_account",
  "project_id": "<<org>>-ballots",
  "private_key_id": "<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>",
  "private_key": "<<cred>>",
  "client_email": "ballots@<<org>>-ballots.iam.gserviceaccount.com",
  "client_id": "1<<ts>><<ts>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "universe_domain": "googleapis.com"
}
""",
    cred=_sa_key,
)


def _amp_pw(rng: random.Random, s: dict) -> str:
    a, b = pick(rng, F.words), pick(rng, F.words)
    return f"{a.capitalize()}{rng.choice('&<>')}{b}{rng.randint(10, 999)}"


def _html(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>حسابات النادي – {s["org"]}</title></head>
<body>
<h2>حسابات نادي المناظرات ({s["year"]})</h2>
<table border="1">
<tr><th>الخدمة</th><th>المستخدم</th><th>كلمة المرور</th></tr>
<tr><td>Tabbycat admin</td><td>{s["user"]}</td><td>{s["enc"]}</td></tr>
<tr><td>Instagram</td><td>@{s["org"]}_debate</td><td>مع الرئيس</td></tr>
</table>
</body>
</html>
"""


def _dec_html(text: str) -> str:
    m = re.search(r"<td>Tabbycat admin</td><td>[^<]*</td><td>([^<]*)</td>", text)
    return html.unescape(m.group(1))


F.reg(
    "accounts_html_table_entities",
    ("site/admin/accounts_<<n>>.html", "Desktop/حسابات_<<year>>.html"),
    _html,
    cred=_amp_pw,
    syntax="",
    decode=_dec_html,
    enc=enc_html,
)

F.reg(
    "paymob_secret_key_php_config",
    ("registration/config/paymob.php", "site-<<year>>/config/paymob_<<n>>.php"),
    """<?php
// Tournament registration fees (Paymob) - Cairo IV
return [
    'mode' => 'live',
    'public_key' => 'egy_pk_live_<<pk>>',
    'secret_key' => '<<cred>>',
    'integration_id' => <<n>>4512,
    'callback' => 'https://register.<<dom>>/paymob/callback',
];
""",
    cred=lambda rng, s: "egy_sk_live_" + hexs(rng, 64),
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "email_arabic_registration_portal",
    ("mail/inbox/tasgeel_<<n>>.eml", "Thunderbird/Inbox/<<date>>-بطولة.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYqtiz2KzZitmE?=
Date: Sat, <<day>> Nov <<year>> <<time>>:55 +0200
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

أهلاً <<fn2>>،

دي بيانات الدخول على بوابة التسجيل في بطولة الجامعات العربية للمناظرات:

اسم المستخدم: <<user>>
كلمة المرور: <<cred>>

سجّل الفريقين قبل يوم الأحد، والحكام الثلاثة كمان.

تحياتي،
<<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "sticky_note_ocr_arabic_next_line",
    ("scans/ocr/ورقة_<<n>>.txt", "Google Lens/note_<<date>>.txt"),
    """نادي المناظرات
لابتوب الغرفة <<room>>
كلمة السر
<<cred>>
(متغيرش حاجة)
""",
    cred="human_x",
    syntax="",
)
