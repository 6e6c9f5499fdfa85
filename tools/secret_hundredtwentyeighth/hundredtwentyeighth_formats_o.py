# ruff: noqa: E501
"""Family o: a kitchenware store (ظروف آشپزخانه) in the Tehran bazaar (Iran); Persian."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredtwentyeighth_spec import Fam, pick

O = Fam(  # noqa: E741
    name="zoruf_ashpazkhaneh_kitchenware",
    orgs=("zorufkhaneh", "chinibazar", "mesisorkh", "samavarsara"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("زهرا", "zahra"),
        ("مهدی", "mehdi"),
        ("فاطمه", "fatemeh"),
        ("حسین", "hossein"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("احمدی", "ahmadi"),
        ("موسوی", "mousavi"),
    ),
    words=(
        "samavar",
        "ghoori",
        "chini",
        "mesi",
        "tehran",
        "bazar",
        "esteghlal",
        "persepolis",
        "golab",
        "shirin",
        "nowruz",
        "yalda",
        "anar",
        "zafaran",
        "pesteh",
        "isfahan",
        "tabriz",
        "dizi",
    ),
    pets=("pishi", "mashi", "fandogh", "jaguar", "nazi"),
    cc="+98",
    city="تهران",
)


def _tg(s):
    return json.dumps(
        {
            "name": s["first2"],
            "type": "personal_chat",
            "id": int(s["num"]) * 1000,
            "messages": [
                {
                    "id": 10,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["first"],
                    "text": "رمز پنل دیجی‌کالا رو بفرست، سفارش‌ها مونده",
                },
                {
                    "id": 11,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["first2"],
                    "text": ["نام کاربری ", {"type": "email", "text": s["email"]}],
                },
                {
                    "id": 12,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["first2"],
                    "text": f"رمز: {s['cred']}",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


O.reg(
    "zoruf_persian_telegram_result_json_ramz",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<fa>>_<<num>>/result.json"),
    _tg,
    "human",
)

O.reg(
    "zoruf_zarinpal_merchant_laravel_config_php",
    ("config/payment.php", "<<org>>-shop/config/zarinpal_<<n>>.php"),
    """<?php

// درگاه پرداخت زرین‌پال - فروشگاه ظروف
return [
    'default' => 'zarinpal',
    'drivers' => [
        'zarinpal' => [
            'apiPurchaseUrl' => 'https://api.zarinpal.com/pg/v4/payment/request.json',
            'merchantId' => '<<cred>>',
            'callbackUrl' => 'https://<<dom>>/payment/verify',
            'description' => 'خرید از <<org>>',
        ],
    ],
];
""",
    "p:zarinpal",
    syntax="",
)

O.reg(
    "zoruf_kavenegar_sms_order_python",
    ("scripts/sms_sefaresh.py", "<<org>>/kavenegar_<<year>>.py"),
    '''"""پیامک تأیید سفارش به مشتری (کاوه‌نگار)"""

from kavenegar import KavenegarAPI

API_KEY = "<<cred>>"
SENDER = "1000<<num>>"


def notify(mobile, order_id):
    api = KavenegarAPI(API_KEY)
    return api.sms_send({"receptor": mobile, "sender": SENDER, "message": f"سفارش {order_id} ارسال شد - <<org>>"})
''',
    "HEX:68",
)

O.reg(
    "zoruf_woocommerce_wp_config_db_password",
    ("public_html/wp-config.php", "<<org>>/wp-config_<<n>>.php"),
    """<?php
/** تنظیمات پایگاه داده فروشگاه */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _amp(rng, f):
    w = f.human(rng, "!._")
    i = rng.randrange(1, len(w))
    return w[:i] + pick(rng, ("&", "<", ">")) + w[i:]


def _dec_xml(text: str) -> str:
    cs = ET.fromstring(text).find("./connectionStrings/add").get("connectionString")
    return re.search(r"Password=([^;]+);", cs).group(1)


O.reg(
    "zoruf_hesabfa_sync_app_config_xml_escaped",
    ("AnbarSync/AnbarSync.exe.config", "<<org>>/App_<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Anbar" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=Anbar_<<org>>;User ID=anbar;Password=<<enc>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="HesabfaApi" value="https://api.hesabfa.com/v1" />
  </appSettings>
</configuration>
""",
    _amp,
    syntax="xml",
    extra=lambda rng, s: {"enc": escape(s["cred"])},
    decode=_dec_xml,
)

O.reg(
    "zoruf_eitaa_copied_chat_reply_only",
    ("یادداشت/ایتا_<<date>>.txt", "notes/eitaa_<<fa>>_<<num>>.txt"),
    """<<first>> <<last>>:
سلام، رمز وای‌فای انبار چیه؟ گوشی جدید گرفتم
[<<time>>]

<<first2>>:
<<cred>>
[<<time2>>]
""",
    "human_x",
    syntax="",
)

O.reg(
    "zoruf_hesabfa_accounting_api_json",
    ("hesabfa/<<org>>.json", "config/hesabfa_<<fa>>.json"),
    lambda s: json.dumps(
        {
            "apiKey": s["ak"],
            "loginToken": s["cred"],
            "yearId": 1403,
            "anbar": "انبار بازار",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "alnum:48",
    extra=lambda rng, s: {
        "ak": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(32))
    },
)

O.reg(
    "zoruf_idpay_gateway_dotenv",
    ("<<org>>/.env", "site-<<org>>/.env.production"),
    """APP_URL=https://<<dom>>
IDPAY_API_KEY=<<cred>>
IDPAY_SANDBOX=false
KAVENEGAR_SENDER=1000<<num>>
""",
    "uuid",
    syntax="",
)
