"""Family h: an accounting and tax bureau (دفتر حسابداری) in Tabriz (Iran), Persian."""

# ruff: noqa: E501

import json
import random

from fiftyfourth_spec import TABRIZ as F
from fiftyfourth_spec import Slots, dec_json_key

F.reg(
    "tabriz_moadian_tax_system_private_key_pem",
    ("moadian/<<org>>/private_<<num>>.pem", "keys/samaneh_moadian_<<hex8>>.key"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)

F.reg(
    "tabriz_sepidar_connection_app_config_xml",
    ("sepidar/<<org>>/Sepidar.exe.config", "C:/Sepidar/<<num>>/app.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="ServerName" value="<<ip>>\\SEPIDAR" />
    <add key="DatabaseName" value="Sepidar01_<<year>>" />
    <add key="SqlUser" value="sepidar_user" />
    <add key="SqlPassword" value="<<cred>>" />
    <add key="FiscalYear" value="14<<num2>>" />
  </appSettings>
</configuration>
""",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "tabriz_persian_bale_chat_ramz_obur",
    ("bale/گفتگو_<<fname>>_<<num>>.txt", "chats/bale_export_<<date>>.txt"),
    """<<first>> <<last>> [<<time>>]:
سلام، رمز عبور سامانه حسابداری رو عوض کردید؟ من نمی‌تونم وارد بشم

<<first2>> <<last2>> [<<time2>>]:
آره دیروز عوض شد. نام کاربری همون <<login>> و رمز عبور جدید <<cred>>

<<first>> <<last>> [<<time2>>]:
ممنون، درست شد
""",
    cred="human",
)

F.reg(
    "tabriz_persian_email_ramz_darghah_maliyati",
    ("mail/<<fname>>/<<date>>_tax.eml", "inbox/my_tax_<<num>>.eml"),
    """From: <<fname>>.<<lname>>@<<dom>>
To: <<fname2>>.<<lname2>>@<<dom>>
Subject: اطلاعات ورود به درگاه ملی خدمات مالیاتی
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

سلام خانم <<last2>>،

برای ارسال اظهارنامه ارزش افزوده فصل جاری این مؤدی، اطلاعات ورود به my.tax.gov.ir:

نام کاربری: <<login>>
رمز ورود: <<cred>>

کد یکبار مصرف به موبایل خود مؤدی می‌رود، قبل از ورود هماهنگ کنید.

با تشکر
<<first>> <<last>>
""",
    cred="human",
)

F.reg(
    "tabriz_zarinpal_merchant_id_php_request",
    ("shop/<<org>>/zarinpal.php", "pardakht/request_<<num>>.php"),
    """<?php
// درگاه پرداخت زرین‌پال برای پرداخت حق‌الزحمه مشتریان
$merchantId = '<<cred>>';
$data = [
    'merchant_id' => $merchantId,
    'amount' => $amount,
    'callback_url' => 'https://<<dom>>/pay/verify',
    'description' => 'حق الزحمه تنظیم اظهارنامه',
];
$ch = curl_init('https://api.zarinpal.com/pg/v4/payment/request.json');
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($data));
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
""",
    cred="uuid",
    syntax="",
)

F.reg(
    "tabriz_kavenegar_sms_api_key_python",
    ("notify/<<org>>/sms.py", "scripts/yadavari_<<num>>.py"),
    '''"""یادآوری سررسید اقساط و مهلت اظهارنامه با پیامک (کاوه‌نگار)."""

import requests

KAVENEGAR_API_KEY = "<<cred>>"
SENDER = "1000<<big>>"


def send(receptor: str, message: str) -> dict:
    url = f"https://api.kavenegar.com/v1/{KAVENEGAR_API_KEY}/sms/send.json"
    return requests.post(url, data={"receptor": receptor, "sender": SENDER, "message": message}, timeout=15).json()
''',
    cred="HEX:88",
)

F.reg(
    "tabriz_backup_bat_rar_header_password",
    ("backup/<<org>>_nightly.bat", "D:/Backup/script_<<num>>.bat"),
    """@echo off
rem پشتیبان شبانه پایگاه داده سپیدار و اسناد مشتریان
set D=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S .\\SEPIDAR -E -Q "BACKUP DATABASE Sepidar01 TO DISK='D:\\Backup\\sep_%D%.bak'"
"C:\\Program Files\\WinRAR\\rar.exe" a -ep1 -hp<<cred>> D:\\Backup\\sep_%D%.rar D:\\Backup\\sep_%D%.bak
copy D:\\Backup\\sep_%D%.rar \\\\<<ip>>\\backup\\<<org>>\\
""",
    cred="pw_bare",
)

_FA_CHARS = "شسیبلاتنمکگظطزرذدپو"


def _fa_json(rng: random.Random, s: Slots) -> Slots:
    # a password typed with the Persian keyboard layout still on
    pw = "".join(rng.choice(_FA_CHARS) for _ in range(rng.randint(5, 8))) + str(
        rng.randint(100, 9999)
    )
    return {"cred": pw}


def _hamkaran_json(s: Slots) -> str:
    doc = {
        "server": s["host"],
        "company": s["org_cap"],
        "users": [
            {"username": s["login2"], "role": "viewer", "password_set": True},
            {"username": s["login"], "role": "accountant", "password": s["cred"]},
        ],
        "exportedAt": f"{s['date']}T{s['time']}:00",
    }
    return json.dumps(doc, indent=2, ensure_ascii=True) + "\n"


F.reg(
    "tabriz_hamkaran_user_export_json_unicode_escaped",
    ("export/<<org>>/users_<<num>>.json", "hamkaran/backup_users_<<date>>.json"),
    _hamkaran_json,
    extra=_fa_json,
    decode=dec_json_key("password"),
)
