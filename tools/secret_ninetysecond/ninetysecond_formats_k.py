# ruff: noqa: E501
"""Family k: an Egyptian consumer-rights group (جمعية حماية المستهلك) in Cairo / Alexandria
(Egyptian Arabic, English): SMS backups, WhatsApp with Arabic-Indic dates, Paymob and Fawry
for membership fees, a complaints form on PHPMailer, an Issabel / Asterisk hotline."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from ninetysecond_spec import Fam, amp_pw, pick, roster

EG = Fam(
    name="himayat_mustahlik_masr",
    orgs=(
        ("sawtalmostahlek", "جمعية صوت المستهلك"),
        ("haqqak", "مبادرة حقك – لحماية المستهلك"),
        ("mostahlekwaei", "المستهلك الواعي – الإسكندرية"),
        ("raqabashaabiya", "الرقابة الشعبية على الأسعار"),
    ),
    tld="org.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("فاطمة", "fatma"),
        ("منى", "mona"),
        ("يوسف", "youssef"),
        ("نورهان", "nourhan"),
        ("عمر", "omar"),
        ("ياسمين", "yasmin"),
        ("مصطفى", "mostafa"),
        ("هدى", "hoda"),
    ),
    last=(
        ("حسن", "hassan"),
        ("عبد الله", "abdallah"),
        ("السيد", "elsayed"),
        ("إبراهيم", "ibrahim"),
        ("محمود", "mahmoud"),
        ("فاروق", "farouk"),
        ("سليمان", "soliman"),
        ("عثمان", "osman"),
    ),
    words=(
        "masr",
        "ahly",
        "zamalek",
        "koshary",
        "habibi",
        "qahera",
        "horreya",
        "salam",
        "nour",
        "amal",
        "mahrousa",
        "iskandaria",
        "helwa",
        "fayrouz",
        "ramadan",
        "felfel",
    ),
    pets=("bosbos", "lolo", "simsim", "tiger", "fofa", "zizo", "mishmish", "roky"),
    cc="+20",
    places=("cairo", "giza", "alexandria", "mansoura", "tanta", "assiut", "ismailia", "zagazig"),
)

_EG_LABEL = "كلمة السر:"


def _eg_sms(rng: random.Random, s: dict[str, object]) -> None:
    s["body"] = escape(f"{_EG_LABEL} {s['cred']} - لوحة الشكاوى", {'"': "&quot;"})


def _eg_sms_decode(text: str) -> str:
    root = ET.fromstring(text.encode())
    for sms in root.iter("sms"):
        body = sms.get("body", "")
        if body.startswith(_EG_LABEL):
            return body[len(_EG_LABEL) :].strip().rsplit(" - ", 1)[0]
    raise ValueError("no body")


EG.reg(
    "himaya_sms_backup_xml_escaped_kilmet_el_ser",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/<<fa>>_sms_<<ts>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<org>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="ممكن كلمة السر الجديدة بتاعة لوحة الشكاوى؟" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>700" type="2" subject="null" body="<<body>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> <<ln2>>" />
</smses>
""",
    amp_pw,
    extra=_eg_sms,
    decode=_eg_sms_decode,
)

_AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _eg_wa(s: dict[str, object]) -> str:
    d = f"{s['d']}\u200f/{s['mo']}\u200f/{s['year']}".translate(_AR_DIGITS)
    h = int(str(s["time"])[:2])
    t = f"{h - 12 if h > 12 else h}:{str(s['time'])[3:]}".translate(_AR_DIGITS) + (
        " م" if h >= 12 else " ص"
    )
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d}، {t} - {a}: يا جماعة حد معاه باسورد صفحة الفيسبوك بتاعة الجمعية؟ عايزين ننزل بوست عن أسعار السكر\n"
        f"{d}، {t} - {b}: أيوه، الباسورد {s['cred']}\n"
        f"{d}، {t} - {b}: بس متبعتوش في الجروب الكبير\n"
        f"{d}، {t} - {a}: تمام شكراً 🌹\n"
    )


EG.reg(
    "himaya_whatsapp_egyptian_arabic_indic_dates_password",
    ("محادثة واتساب مع إدارة الجمعية.txt", "whatsapp/idara_<<place>>_<<n>>.txt"),
    _eg_wa,
    "human",
    syntax="",
)

EG.reg(
    "himaya_paymob_membership_django_env",
    ("membership/.env", "deploy/<<place>>/.env"),
    """# Membership fees - Paymob Accept (live)
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<iid>>
PAYMOB_IFRAME_ID=<<fid>>
PAYMOB_HMAC=<<hmac>>
SITE_URL=https://<<dom>>
LANGUAGE_CODE=ar
""",
    "p:paymob_api",
    syntax="",
    extra=lambda rng, s: s.update(
        iid=rng.randint(1000000, 4999999),
        fid=rng.randint(700000, 899999),
        hmac="".join(rng.choice("0123456789ABCDEF") for _ in range(32)),
    ),
)

EG.reg(
    "himaya_fawry_pay_php_security_key",
    ("payments/fawry.php", "www/<<org>>/fawry_config.php"),
    """<?php
// اشتراك العضوية السنوي - فوري
return [
    'merchant_code'  => '<<mcode>>',
    'security_key'   => '<<cred>>',
    'base_url'       => 'https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge',
    'return_url'     => 'https://<<dom>>/odwya/shukran',
    'payment_expiry' => 72,
];
""",
    "p:fawry_key",
    syntax="",
    extra=lambda rng, s: s.update(
        mcode="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(24)
        )
    ),
)

EG.reg(
    "himaya_complaints_form_phpmailer_smtp",
    ("shakawa/send.php", "public_html/<<place>>/complaint_mail.php"),
    """<?php
use PHPMailer\\PHPMailer\\PHPMailer;
require 'vendor/autoload.php';

// إرسال الشكوى الجديدة إلى فريق المتابعة
$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->Host       = 'mail.<<dom>>';
$mail->SMTPAuth   = true;
$mail->Username   = 'shakawa@<<dom>>';
$mail->Password   = '<<cred>>';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_SMTPS;
$mail->Port       = 465;
$mail->CharSet    = 'UTF-8';
$mail->setFrom('shakawa@<<dom>>', 'شكاوى المستهلكين');
$mail->addAddress('<<email>>');
$mail->Subject = 'شكوى جديدة: ' . $_POST['company'];
$mail->Body    = $_POST['details'];
$mail->send();
""",
    "pw_sq",
    syntax="",
)

EG.reg(
    "himaya_arabic_email_hotline_issabel_password",
    ("mail/<<fa>>/<<ts>>.eml", "outlook/<<date>>_hotline.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?2KfZhNiu2Lcg2KfZhNiz2KfYrtmG?=
Date: <<date>> <<time>>:05 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

أستاذة <<fn2>>، مساء الخير

دي بيانات الدخول على سنترال الخط الساخن (Issabel) علشان تتابعي المكالمات الفايتة:

الرابط: https://<<ip>>/
اسم المستخدم: admin
كلمة السر: <<cred>>

من فضلك متشاركيهاش مع المتطوعين الجدد.

تحياتي،
<<fn>> <<ln>>
""",
    "human",
    syntax="",
)

EG.reg(
    "himaya_hotline_asterisk_pjsip_secret",
    ("etc/asterisk/pjsip_custom.conf", "pbx/<<place>>/pjsip_custom.conf"),
    """; Hotline volunteers' softphones - <<orgname>>
[<<ext>>]
type=endpoint
context=from-internal
disallow=all
allow=ulaw,alaw,opus
auth=<<ext>>-auth
aors=<<ext>>
callerid="Hotline <<town>>" <<<ext>>>

[<<ext>>-auth]
type=auth
auth_type=userpass
username=<<ext>>
password=<<cred>>

[<<ext>>]
type=aor
max_contacts=2
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: s.update(ext=rng.randint(201, 299)),
)


def _eg_csv(rng: random.Random, s: dict[str, object]) -> None:
    def row(rng: random.Random, name: str, login: str, phone: str, pw: str, i: str) -> str:
        return f"{i},{name},{phone},{pick(rng, ('متطوع', 'مشرف', 'محامي'))},{login},{pw}"

    roster(EG, rng, s, row)


EG.reg(
    "himaya_volunteers_csv_arabic_columns_logins",
    ("exports/motatawi3een_<<place>>.csv", "sheets/hotline_team_<<date>>.csv"),
    "م,الاسم,الموبايل,الدور,اسم المستخدم,كلمة السر\n<<rows>>\n",
    "human_x",
    syntax="",
    extra=_eg_csv,
)
