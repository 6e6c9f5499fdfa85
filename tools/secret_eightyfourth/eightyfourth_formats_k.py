# ruff: noqa: E501
"""Family k: a self-publishing (author services, ISBN, print-on-demand) house in Lucknow (India; Hindi and English)."""

from __future__ import annotations

from eightyfourth_spec import Fam, whatsapp
from secret_corpus_kit import alnum

FAM = Fam(
    name="swaprakashan_lucknow_selfpublish",
    orgs=("kitabghar", "lekhakmanch", "awadhpublish"),
    tld="co.in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("नेहा", "neha"),
        ("सौरभ", "saurabh"),
        ("अंजलि", "anjali"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("आदित्य", "aditya"),
        ("शालिनी", "shalini"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("श्रीवास्तव", "srivastava"),
        ("मिश्रा", "mishra"),
        ("त्रिपाठी", "tripathi"),
        ("यादव", "yadav"),
        ("गुप्ता", "gupta"),
        ("सिंह", "singh"),
    ),
    words=(
        "kitab",
        "lekhak",
        "kavita",
        "lucknow",
        "awadh",
        "nawab",
        "chikan",
        "kahani",
        "ganga",
        "krishna",
        "shanti",
        "bharat",
        "cricket",
        "mitra",
        "sapna",
        "pustak",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "coco", "kalu"),
    places=("lucknow", "kanpur", "gomtinagar", "aliganj", "hazratganj", "varanasi", "prayagraj"),
    cc="+91",
)

FAM.reg(
    "swaprakashan_razorpay_key_secret_django_settings",
    ("publish/settings.py", "portal-<<org>>/config/settings_<<n>>.py"),
    '''"""Author portal settings: packages, ISBN orders, royalty payouts."""

DEBUG = False
ALLOWED_HOSTS = ["authors.<<dom>>"]
TIME_ZONE = "Asia/Kolkata"

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://authors.<<dom>>/payments/razorpay/webhook/"

PACKAGES = {"basic": 14999, "standard": 24999, "bestseller": 49999}
''',
    "p:razorpay_secret",
    extra=lambda r, s: {"kid": alnum(r, 14)},
)

FAM.reg(
    "swaprakashan_hindi_whatsapp_password_isbn_portal",
    ("WhatsApp Chat with <<fac2>> Ji.txt", "backup/whatsapp/Editorial Team <<n>>.txt"),
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (
                f"{s['fn2']} {s['ln2']}",
                "सर, ISBN पोर्टल (isbn.gov.in) पर लॉगिन नहीं हो रहा, 3 किताबों के ISBN अप्लाई करने हैं",
            ),
            (f"{s['fn']} {s['ln']}", "Kal password change kiya tha"),
            (f"{s['fn']} {s['ln']}", f"नया पासवर्ड: {s['cred']}"),
            (f"{s['fn2']} {s['ln2']}", "हो गया सर 🙏 धन्यवाद"),
        ],
        "us",
    ),
    "human",
)

FAM.reg(
    "swaprakashan_phonepe_salt_key_node",
    ("server/payments/phonepe.js", "api-<<org>>/src/phonepe<<n>>.js"),
    """// PhonePe PG - author package payments (UPI / cards)
const crypto = require('crypto');

const MERCHANT_ID = 'M<<mid>>';
const SALT_KEY = '<<cred>>';
const SALT_INDEX = 1;
const HOST = 'https://api.phonepe.com/apis/hermes';

function checksum(payloadB64, path) {
  const sha = crypto.createHash('sha256').update(payloadB64 + path + SALT_KEY).digest('hex');
  return `${sha}###${SALT_INDEX}`;
}

module.exports = { MERCHANT_ID, HOST, checksum };
""",
    "uuid",
    extra=lambda r, s: {"mid": alnum(r, 14).upper()},
)

FAM.reg(
    "swaprakashan_shiprocket_auth_curl_history",
    ("home/<<fa>>/.bash_history", "deploy-<<n>>/.bash_history"),
    """cd ~/author-portal
source venv/bin/activate
python manage.py migrate
curl -s -X POST https://apiv2.shiprocket.in/v1/external/auth/login -H 'Content-Type: application/json' -d '{"email":"api@<<dom>>","password":"<<cred>>"}'
curl -s https://apiv2.shiprocket.in/v1/external/courier/track/awb/<<id>><<nn>> -H "Authorization: Bearer $SR_TOKEN"
sudo systemctl restart gunicorn
""",
    "pw_bare",
)

FAM.reg(
    "swaprakashan_aws_credentials_manuscripts_s3",
    ("home/<<fa>>/.aws/credentials", "Users/<<fa>>/.aws/credentials_<<n>>"),
    """[default]
region = ap-south-1

[manuscripts]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
region = ap-south-1
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {"akid": alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

FAM.reg(
    "swaprakashan_hindi_email_author_dashboard_password",
    ("Mail/Sent/<<id>>.eml", "mail/authors/welcome_<<n>>.eml"),
    """From: <<orgc>> Author Care <authors@<<dom>>>
To: <<fn2>> <<ln2>> <<<fa2>>.<<la2>>@gmail.com>
Subject: आपका लेखक डैशबोर्ड तैयार है
Date: <<rfcdate>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

आदरणीय <<fn2>> जी,

<<orgc>> परिवार में आपका स्वागत है! आपकी पुस्तक का संपादन, कवर डिज़ाइन और ISBN
की प्रगति आप नीचे दिए गए डैशबोर्ड पर देख सकते हैं।

लॉगिन: https://authors.<<dom>>/login
यूज़रनेम: <<fa2>>.<<la2>>@gmail.com
पासवर्ड: <<cred>>

पहली बार लॉगिन करने के बाद पासवर्ड बदल लें।

धन्यवाद,
<<fn>> <<ln>>
लेखक सहायता टीम
""",
    "human",
)

FAM.reg(
    "swaprakashan_gmail_app_password_phpmailer",
    ("includes/mailer.php", "public_html/<<org>>/lib/mail_<<n>>.php"),
    """<?php
use PHPMailer\\PHPMailer\\PHPMailer;

require __DIR__ . '/../vendor/autoload.php';

function send_author_mail($to, $subject, $html) {
    $mail = new PHPMailer(true);
    $mail->isSMTP();
    $mail->Host = 'smtp.gmail.com';
    $mail->SMTPAuth = true;
    $mail->Username = '<<org>>.authors@gmail.com';
    $mail->Password = '<<cred>>';
    $mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
    $mail->Port = 587;
    $mail->CharSet = 'UTF-8';
    $mail->setFrom('<<org>>.authors@gmail.com', '<<orgc>> Publishing');
    $mail->addAddress($to);
    $mail->Subject = $subject;
    $mail->msgHTML($html);
    return $mail->send();
}
""",
    "p:gmail_app",
)

FAM.reg(
    "swaprakashan_delhivery_token_yaml",
    ("config/shipping.yml", "ops-<<n>>/shipping.yml"),
    """# Author copies dispatch: Delhivery B2C (pan-India), India Post for remote pincodes
delhivery:
  base_url: https://track.delhivery.com
  token: "<<cred>>"
  client_name: "<<orgu>> SURFACE"
  pickup_location: "<<orgc>> Aliganj WH"
india_post:
  enabled: true
""",
    "p:delhivery",
)
