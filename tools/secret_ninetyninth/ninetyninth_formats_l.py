# ruff: noqa: E501
"""Family l: an e-learning start-up in Cairo, Egypt (Egyptian Arabic, English)."""

from __future__ import annotations

from ninetyninth_corpus import alnum, hexs, uuid4
from ninetyninth_spec import Fam

F = Fam(
    name="elearning_startup_cairo",
    orgs=("madrasaonline", "ostazkit", "nilelearn"),
    tld="com.eg",
    first=(
        ("أحمد", "ahmed"),
        ("منة", "menna"),
        ("محمد", "mohamed"),
        ("نور", "nour"),
        ("يوسف", "youssef"),
        ("سلمى", "salma"),
        ("كريم", "karim"),
        ("ياسمين", "yasmin"),
    ),
    last=(
        ("حسن", "hassan"),
        ("عبد الله", "abdallah"),
        ("مصطفى", "mostafa"),
        ("السيد", "elsayed"),
        ("فاروق", "farouk"),
        ("إبراهيم", "ibrahim"),
        ("سامي", "samy"),
    ),
    words=(
        "masr",
        "koshary",
        "zamalek",
        "ahly",
        "tahrir",
        "habibi",
        "yalla",
        "maadi",
        "fayrouz",
        "sahlab",
        "helwa",
        "ostaz",
        "iskandaria",
        "dokki",
        "heliopolis",
        "tanta",
        "ramadan",
    ),
    pets=("bosbosa", "mishmish", "loz", "simsim", "kiko", "zizo"),
    cc="20",
    city="القاهرة",
)

F.reg(
    "cairo_elearning_paymob_intention_secret_env",
    ("<<org>>-api/.env", "backend-<<n>>/.env.production"),
    """APP_ENV=production
PAYMOB_PUBLIC_KEY=egy_pk_live_<<pk>>
PAYMOB_SECRET_KEY=<<cred>>
PAYMOB_HMAC=<<hmac>>
PAYMOB_CARD_INTEGRATION_ID=<<iid>>
PAYMOB_WALLET_INTEGRATION_ID=<<iid2>>
""",
    cred="p:paymob",
    extra=lambda r, s: {
        "pk": alnum(r, 32),
        "hmac": hexs(r, 32, upper=True),
        "iid": r.randint(4000000, 4999999),
        "iid2": r.randint(4000000, 4999999),
    },
)

F.reg(
    "cairo_elearning_arabic_telegram_copied_kelmet_el_ser",
    ("notes/telegram_<<date>>.txt", "copied/tg_<<org>>_<<nn>>.txt"),
    """[<<d1>>/<<m1>>/<<y>> <<h12>>:<<mi>> م] <<fn>> <<ln>>: يا جماعة حد معاه كلمة السر بتاعة حساب Zoom الرئيسي؟ عندي حصة الساعة ٨
[<<d1>>/<<m1>>/<<y>> <<h12>>:<<mi>> م] <<fn2>> <<ln2>>: الإيميل classes@<<dom>>
[<<d1>>/<<m1>>/<<y>> <<h12>>:<<mi>> م] <<fn2>> <<ln2>>: كلمة السر <<cred>>
[<<d1>>/<<m1>>/<<y>> <<h12>>:<<mi>> م] <<fn>> <<ln>>: تسلم إيدك 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "cairo_elearning_moodle_config_php_dbpass",
    ("moodle/config.php", "var/www/<<org>>-lms<<n>>/config.php"),
    """<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<ip>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle_<<org>>';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://lms.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->lang      = 'ar';

require_once(__DIR__ . '/lib/setup.php');
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "cairo_elearning_zoom_s2s_oauth_meetings_python",
    ("scheduler/zoom_client.py", "<<org>>-classes/zoom_s2s_<<n>>.py"),
    """import base64

import requests

ACCOUNT_ID = "<<acc>>"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def access_token() -> str:
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    r = requests.post(
        "https://zoom.us/oauth/token",
        params={"grant_type": "account_credentials", "account_id": ACCOUNT_ID},
        headers={"Authorization": f"Basic {basic}"},
        timeout=15,
    )
    return r.json()["access_token"]
""",
    cred="alnum:32",
    syntax="py",
    extra=lambda r, s: {"acc": alnum(r, 22), "cid": alnum(r, 22)},
)

F.reg(
    "cairo_elearning_bunny_stream_upload_node",
    ("video/upload.js", "<<org>>-media/scripts/bunny_upload_<<n>>.js"),
    """// رفع فيديوهات الدروس على Bunny Stream
const fs = require("fs");

const LIBRARY_ID = <<lib>>;
const BUNNY_STREAM_KEY = "<<cred>>";

async function upload(title, file) {
  const created = await fetch(`https://video.bunnycdn.com/library/${LIBRARY_ID}/videos`, {
    method: "POST",
    headers: { AccessKey: BUNNY_STREAM_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ title }),
  }).then((r) => r.json());
  await fetch(`https://video.bunnycdn.com/library/${LIBRARY_ID}/videos/${created.guid}`, {
    method: "PUT",
    headers: { AccessKey: BUNNY_STREAM_KEY },
    body: fs.createReadStream(file),
  });
  return created.guid;
}

module.exports = { upload };
""",
    cred=lambda r, s: f"{uuid4(r)}-{hexs(r, 4)}-{hexs(r, 4)}",
    syntax="",
    extra=lambda r, s: {"lib": r.randint(100000, 399999)},
)


F.reg(
    "cairo_elearning_arabic_email_instructor_lms_account",
    ("mail/حساب_المدرس_<<date>>.eml", "Sent/instructor-account-<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?2K3Ys9in2KjZgyDYudmE2Ykg2KfZhNmF2YbYtdip?=
Date: Sat, <<d>> Jan <<y>> <<hh>>:<<mi>>:51 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

أستاذ <<fn2>>، أهلاً بحضرتك في <<org>>

بيانات الدخول على المنصة (Moodle):
الرابط: https://lms.<<dom>>
اسم المستخدم: <<fa2>>.<<la2>>
كلمة المرور: <<cred>>

برجاء تغيير كلمة المرور بعد أول دخول.
مع خالص التحية،
<<fn>> <<ln>> - فريق المحتوى
""",
    cred="human",
    syntax="",
)

F.reg(
    "cairo_elearning_fawry_security_key_properties",
    (
        "payments/src/main/resources/fawry.properties",
        "<<org>>-billing/config/fawry-<<n>>.properties",
    ),
    """# Fawry Pay (cash at kiosks for students without cards)
fawry.baseUrl=https://www.atfawry.com/ECommerceWeb/Fawry/payments
fawry.merchantCode=<<mcode>>
fawry.securityKey=<<cred>>
fawry.returnUrl=https://<<dom>>/checkout/fawry/return
""",
    cred="hex:32",
    syntax="",
    extra=lambda r, s: {"mcode": alnum(r, 24)},
)

F.reg(
    "cairo_elearning_fcm_legacy_server_key_notify_php",
    ("notifications/send_push.php", "<<org>>-app-backend/push_<<n>>.php"),
    """<?php
// إشعارات مواعيد الحصص - FCM legacy (لسه مانقلناش لـ HTTP v1)
define('FCM_SERVER_KEY', '<<cred>>');

function send_push(string $topic, string $title, string $body): string {
    $payload = json_encode(['to' => '/topics/' . $topic, 'notification' => ['title' => $title, 'body' => $body]]);
    $ch = curl_init('https://fcm.googleapis.com/fcm/send');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: key=' . FCM_SERVER_KEY, 'Content-Type: application/json']);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    cred="p:fcm",
    syntax="",
)
