# ruff: noqa: E501
"""Family j: an exam-preparation academy (thanaweya amma, سنتر) in Cairo, Egypt (Arabic)."""

from __future__ import annotations

import base64
import json

from hundredeighteenth_spec import Fam

EG = Fam(
    name="thanaweya_exam_markaz_cairo",
    orgs=("elnagah", "almotafawek", "nourelilm"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("فاطمة", "fatma"),
        ("مريم", "mariam"),
        ("يوسف", "youssef"),
        ("نور", "nour"),
        ("عمر", "omar"),
    ),
    last=(
        ("حسن", "hassan"),
        ("إبراهيم", "ibrahim"),
        ("عبد الله", "abdallah"),
        ("السيد", "elsayed"),
        ("مصطفى", "mostafa"),
        ("فؤاد", "fouad"),
    ),
    words=(
        "ahly",
        "zamalek",
        "masr",
        "cairo",
        "nile",
        "thanaweya",
        "kimya",
        "fizya",
        "salah",
        "koshary",
        "ramadan",
        "eid",
        "habibi",
        "tahrir",
        "giza",
        "alex",
    ),
    pets=("bondo2", "mishmish", "loza", "simsim", "felfel", "zizo", "bosy"),
    cc="+20",
    grades=("تالتة ثانوي", "تانية ثانوي", "أولى ثانوي", "سنتر الكيمياء"),
)

EG.reg(
    "markaz_arabic_telegram_copied_kalimat_sirr",
    ("Telegram/مساعدين_السنتر_<<n>>.txt", "Documents/tg_markaz_<<date>>.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<hm>>]
يا مستر المنصة مش راضية تفتح معايا، ممكن كلمة السر؟

<<fn2>> <<ln2>>, [<<dmy>> <<hm>>]
اليوزر <<login>>

<<fn2>> <<ln2>>, [<<dmy>> <<hm>>]
كلمة السر <<cred>>

<<fn2>> <<ln2>>, [<<dmy>> <<hm>>]
ارفع امتحان <<grade>> وبعدين اقفل الحساب
""",
    "human",
)


def _paymob_key(rng) -> str:
    payload = json.dumps(
        {"class": "Merchant", "profile_pk": rng.randint(100000, 999999), "name": "initial"}
    )
    return base64.b64encode(
        base64.b64encode(payload.encode()) + b"." + EG.cred(rng, "alnum:40").encode()
    ).decode()


EG.reg(
    "markaz_paymob_accept_laravel_env",
    ("platform/.env", "var/www/<<org>>-platform/.env"),
    """APP_NAME="<<orgc>> Platform"
APP_ENV=production
APP_URL=https://<<dom>>
PAYMOB_API_KEY=<<apikey>>
PAYMOB_INTEGRATION_ID_CARD=<<n>><<n2>>
PAYMOB_INTEGRATION_ID_WALLET=<<n>><<n>>
PAYMOB_IFRAME_ID=<<n>>
PAYMOB_HMAC=<<cred>>
""",
    "p:paymob_hmac",
    extra=lambda rng, s: {"apikey": _paymob_key(rng)},
)

EG.reg(
    "markaz_fawry_secure_key_java_properties",
    ("src/main/resources/fawry.properties", "payments/<<org>>/fawry-<<n>>.properties"),
    """# Fawry Pay - حجز الحصص والمذكرات
fawry.base-url=https://www.atfawry.com/ECommerceWeb/Fawry/payments
fawry.merchant-code=<<mc>>
fawry.security-key=<<cred>>
fawry.return-url=https://<<dom>>/booking/done
""",
    "p:fawry",
    syntax="",
    extra=lambda rng, s: {"mc": EG.cred(rng, "alnum:24")},
)

EG.reg(
    "markaz_vdocipher_lessons_node",
    ("server/vdocipher.js", "api/<<org>>/videos_<<n>>.js"),
    """// حماية فيديوهات الشرح - VdoCipher
const axios = require('axios');

const VDO_API_SECRET = '<<cred>>';

async function otp(videoId, studentPhone) {
  const r = await axios.post(
    `https://dev.vdocipher.com/api/videos/${videoId}/otp`,
    { ttl: 300, annotate: JSON.stringify([{ type: 'rtext', text: studentPhone, alpha: '0.6', color: '0xFF0000', size: '15', interval: '5000' }]) },
    { headers: { Authorization: `Apisecret ${VDO_API_SECRET}` } },
  );
  return r.data;
}
module.exports = { otp };
""",
    "p:vdocipher",
    syntax="",
)

EG.reg(
    "markaz_arabic_email_kalimat_al_sirr_platform",
    ("Mail/Inbox/platform_<<n>>.eml", "eml/markaz_<<date>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?=
Date: Sat, <<d>> Sep <<y>> <<hms>> +0300
Content-Type: text/plain; charset="UTF-8"

أستاذ <<fn>>،

دي بيانات الدخول على لوحة تحكم المنصة عشان ترفع فيديوهات <<grade>>:

الرابط: https://admin.<<dom>>
اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

ياريت تغيرها أول ما تدخل.
<<fn2>>
""",
    "human",
)

EG.reg(
    "markaz_moodle_quiz_server_my_cnf",
    ("root/.my.cnf", "home/<<fa>>/.my.cnf"),
    """[client]
user=root
password=<<cred>>
host=localhost

[mysqldump]
single-transaction
""",
    "pw",
)

EG.reg(
    "markaz_students_csv_arabic_headers",
    ("exports/طلاب_<<n>>.csv", "Downloads/students_<<org>>_<<n>>.csv"),
    """الاسم,الصف,رقم ولي الأمر,اسم المستخدم,كلمة السر
<<fn>> <<ln>>,<<grade>>,<<phone>>,<<login>><<n2>>,<<cred>>
<<fn2>> <<ln2>>,<<grade>>,<<phone2>>,<<fa2>><<n2>>,تم التغيير
""",
    "human",
)

EG.reg(
    "markaz_whatsapp_cloud_api_token_python",
    ("bot/wa_reminders.py", "home/<<fa>>/markaz_bot/send_<<n>>.py"),
    """# تذكير الطلاب بمواعيد الحصص على واتساب (WhatsApp Cloud API)
import requests

PHONE_NUMBER_ID = "1<<n>><<n>><<n>>"
TOKEN = "<<cred>>"


def send(to: str, text: str) -> None:
    requests.post(
        f"https://graph.facebook.com/v19.0/{PHONE_NUMBER_ID}/messages",
        headers={"Authorization": f"Bearer {TOKEN}"},
        json={"messaging_product": "whatsapp", "to": to, "type": "text", "text": {"body": text}},
    )
""",
    "p:meta_wa",
)
