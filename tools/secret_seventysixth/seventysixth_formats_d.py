# ruff: noqa: E501
"""Family d: a goldsmith and jeweller in the Isfahan bazaar, Iran (Persian)."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

from seventysixth_corpus import UPPER, alnum, gen_pw
from seventysixth_spec import Fam, chat_telegram_json, enc_xml

F = Fam(
    name="zargar_goldsmith_iran",
    orgs=("zargarkhan", "firoozeh", "talanaghsh"),
    tld="ir",
    first=(
        ("مریم", "maryam"),
        ("علی", "ali"),
        ("زهرا", "zahra"),
        ("رضا", "reza"),
        ("نیلوفر", "niloofar"),
        ("حسین", "hossein"),
        ("سارا", "sara"),
    ),
    last=(
        ("احمدی", "ahmadi"),
        ("زرگر", "zargar"),
        ("حسینی", "hosseini"),
        ("کریمی", "karimi"),
        ("رضایی", "rezaei"),
    ),
    words=(
        "tala",
        "firooze",
        "almas",
        "golnar",
        "parvaneh",
        "shiraz",
        "esfahan",
        "bahar",
        "noruz",
        "setare",
        "mahtab",
        "yaghut",
        "zomorrod",
        "sekke",
        "naghsh",
        "khorshid",
        "angoshtar",
    ),
    pets=("pishi", "malous", "jessi", "mami", "fandogh", "nazi", "pashmak"),
    cc="+98912",
    places=("Isfahan", "Tehran", "Shiraz", "Tabriz", "Mashhad", "Yazd"),
)


# 1. Zarinpal merchant id in a Laravel config
F.reg(
    "zargar_zarinpal_merchant_laravel_payment_php",
    ("var/www/<<org>>/config/payment.php", "home/<<org>>/shop/config/zarinpal.php"),
    """<?php

return [
    'default' => 'zarinpal',
    'drivers' => [
        'zarinpal' => [
            'apiPurchaseUrl' => 'https://api.zarinpal.com/pg/v4/payment/request.json',
            'apiPaymentUrl' => 'https://www.zarinpal.com/pg/StartPay/',
            'apiVerificationUrl' => 'https://api.zarinpal.com/pg/v4/payment/verify.json',
            'merchantId' => '<<cred>>',
            'callbackUrl' => 'https://<<dom>>/payment/callback',
            'description' => 'خرید از گالری طلا و جواهر <<orgc>>',
        ],
    ],
];
""",
    "p:zarinpal",
    syntax="",
)


# 2. Telegram JSON export in Persian


def _tg(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (f"{s['fn']} {s['ln']}", "سلام، رمز پنل سایت رو داری؟ باید قیمت طلای امروز رو آپدیت کنم"),
        (s["fn2"], f"نام کاربری {s['user']}"),
        (s["fn2"], f"رمز: {s['cred']}"),
        (f"{s['fn']} {s['ln']}", "مرسی 🌹"),
    ]
    return chat_telegram_json(rng, str(s["fn2"]), lines, s["y"], s["mo"], s["d"])


F.reg(
    "zargar_persian_telegram_export_ramz_json",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
    ),
    _tg,
    "human",
)

# 3. Kavenegar OTP script
F.reg(
    "zargar_kavenegar_sms_otp_sender_py",
    ("opt/<<org>>/otp/send_otp.py", "home/<<fa>>/shop/sms/kavenegar_otp.py"),
    """# ارسال کد تایید به مشتری (کاوه‌نگار)
from kavenegar import KavenegarAPI, APIException, HTTPException

API_KEY = "<<cred>>"
SENDER = "1000<<nn>><<n>>"


def send_otp(mobile: str, code: str) -> None:
    api = KavenegarAPI(API_KEY)
    try:
        api.verify_lookup({"receptor": mobile, "token": code, "template": "<<org>>otp"})
    except (APIException, HTTPException) as exc:
        print("kavenegar:", exc)
""",
    "p:kavenegar",
)

# 4. go2rtc config for the vault cameras
F.reg(
    "zargar_vault_cameras_go2rtc_yaml",
    ("opt/go2rtc/go2rtc.yaml", "home/<<fa>>/cams/go2rtc.yaml"),
    """# دوربین‌های گاوصندوق و ویترین - Hikvision NVR
streams:
  vault:
    - rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
  vitrine:
    - rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pubip>>:8555
""",
    "pw_url",
)


# 5. web.config with an XML-escaped password (encoded)


def _pw_amp(rng: random.Random, fam: Fam) -> str:
    while True:
        p = gen_pw(rng, sym="&<>!#*-_.")
        if any(c in p for c in "&<>"):
            return p


def _dec_webconfig(text: str) -> str:
    root = ET.fromstring(text.encode())
    cs = root.find("./connectionStrings/add").get("connectionString")
    return re.search(r"Password=([^;]*);", cs).group(1)


F.reg(
    "zargar_gold_price_aspnet_webconfig_xml_escaped",
    ("inetpub/wwwroot/<<org>>/Web.config", "Sites/<<orgc>>GoldPrice/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="GoldDb" connectionString="Data Source=.\\SQLEXPRESS;Initial Catalog=GoldPrice;User ID=goldweb;Password=<<enc>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="PriceSource" value="https://api.<<dom>>/gold/18k" />
    <add key="Culture" value="fa-IR" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    _pw_amp,
    syntax="xml",
    decode=_dec_webconfig,
    encode=enc_xml,
)

# 6. Sepidar accounting SQL Server backup batch file
F.reg(
    "zargar_sepidar_accounting_sqlcmd_backup_bat",
    ("Backup/sepidar_backup.bat", "Users/<<fa>>/Desktop/بکاپ_سپیدار.bat"),
    """@echo off
rem بکاپ روزانه نرم افزار حسابداری سپیدار
set D=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S .\\SEPIDAR -U sa -P "<<cred>>" -Q "BACKUP DATABASE [Sepidar01] TO DISK='D:\\Backup\\Sepidar01_%D%.bak' WITH INIT"
robocopy D:\\Backup \\\\<<lan>>\\backup\\sepidar *.bak /MAXAGE:2
""",
    "pw_dq",
    syntax="",
)

# 7. Persian handover note (Instagram, Divar, Torob)
F.reg(
    "zargar_persian_shop_handover_note_txt",
    ("Desktop/یادداشت تحویل.txt", "Documents/<<org>>/handover_<<date>>.txt"),
    """یادداشت برای <<fn2>> - از <<fn>>

۱) پیج اینستاگرام گالری: <<org>>.gold
   رمز: <<cred>>
۲) آگهی‌های دیوار با شماره <<phone>> است، کد تایید به گوشی من می‌آید.
۳) قیمت طلا را هر روز ساعت ۱۱ در سایت به‌روز کن.
۴) کلید گاوصندوق پیش آقای <<ln2>> است.
""",
    "human",
)


# 8. Rhino (MatrixGold) licence key in an install note


def _rhino(rng: random.Random, fam: Fam) -> str:
    return "RH70-" + "-".join(alnum(rng, 4, UPPER + "0123456789") for _ in range(5))


F.reg(
    "zargar_rhino_matrixgold_cad_licence_note",
    ("Install/Rhino7/licence.txt", "Users/<<fa>>/Documents/نصب ماتریکس/license_<<n>>.txt"),
    """MatrixGold 3 / Rhino 7 - کامپیوتر طراحی (<<fa>>-CAD)
کلید لایسنس Rhino:
<<cred>>
ایمیل حساب McNeel: <<email>>
نصب: <<date>>
""",
    _rhino,
)
