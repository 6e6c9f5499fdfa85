# ruff: noqa: E501
"""Family e: a bicycle repair shop in Peshawar (Pakistan), Pashto and Urdu."""

from __future__ import annotations

import json

from fiftyfirst_spec import Fam

F = Fam(
    "mistri_peshawar_pashto",
    ("khybercycle",),
    "pk",
    (
        ("احمد", "Ahmad"),
        ("ګلالۍ", "Gulalai"),
        ("وحید", "Waheed"),
        ("زرمینه", "Zarmina"),
        ("شاهد", "Shahid"),
        ("نجیب", "Najib"),
    ),
    (
        ("خان", "Khan"),
        ("یوسفزی", "Yousafzai"),
        ("آفریدی", "Afridi"),
        ("شینواری", "Shinwari"),
        ("مومند", "Mohmand"),
    ),
    (
        "peshawar",
        "saikal",
        "khyber",
        "gulbahar",
        "qissakhwani",
        "zalmay",
        "pedal",
        "tandoor",
        "chapli",
        "hashtnagar",
    ),
    ("sheru", "bablu", "tota", "mano"),
    "92",
)

F.reg(
    "mistri_pashto_whatsapp_paswurd_easypaisa",
    ("WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt", "exports/دوکان_<<date>>.txt"),
    """<<mdy>>, <<time>> - <<first>>: ورور د ایزی پیسه مرچنټ اکاونټ پاسورډ راته ولیږه
<<mdy>>, <<time>> - <<first2>>: یوزر <<user>>
<<mdy>>, <<time>> - <<first2>>: پاسورډ <<cred>>
<<mdy>>, <<time2>> - <<first>>: مننه 🙏 خلاص شو
""",
    "human",
    syntax="",
)

F.reg(
    "mistri_easypaisa_merchant_hash_key_php_array",
    ("shop/config/easypaisa_<<nn>>.php", "var/www/<<org>><<id>>/config/payments.php"),
    """<?php

return [
    'easypaisa' => [
        'store_id'   => '<<id>>',
        'hash_key'   => '<<cred>>',
        'post_url'   => 'https://easypay.easypaisa.com.pk/easypay/Index.jsf',
        'return_url' => 'https://<<dom>>/payment/return',
    ],
];
""",
    "alnum:16",
    syntax="",
)

F.reg(
    "mistri_parts_daraz_seller_open_platform_python",
    ("daraz/sync_stock_<<nn>>.py", "scripts/daraz_<<id>>.py"),
    """import hashlib
import hmac
import time

import requests

APP_KEY = "<<nnn>><<nnn>>"
APP_SECRET = "<<cred>>"
ACCESS_TOKEN = "50000<<id>><<hex8>>"


def sign(api, params):
    s = api + "".join(f"{k}{params[k]}" for k in sorted(params))
    return hmac.new(APP_SECRET.encode(), s.encode(), hashlib.sha256).hexdigest().upper()


params = {"app_key": APP_KEY, "timestamp": str(int(time.time() * 1000)), "sign_method": "sha256", "access_token": ACCESS_TOKEN}
params["sign"] = sign("/products/get", params)
print(requests.get("https://api.daraz.pk/rest/products/get", params=params, timeout=30).json())
""",
    "alnum:32",
)

F.reg(
    "mistri_shop_mikrotik_export_pppoe_client",
    ("router/export_<<date>>.rsc", "backup/mikrotik-<<id>>.rsc"),
    """# <<date>> 10:12:44 by RouterOS 6.49.10
# software id = <<serial>>
#
# model = RB941-2nD
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-ptcl \\
    use-peer-dns=yes user=<<nnn>><<id>>@ptcl.net.pk password=<<cred>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip address
add address=<<ip2>>/24 interface=bridge network=192.168.88.0
/system identity
set name=<<orgu>>-shop
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "mistri_urdu_sms_text_export_paswurd",
    ("SMS/sms_export_<<id>>.txt", "phone/messages_<<date>>.txt"),
    """From: <<first2>> (<<phone>>)
Date: <<dmy>> <<time>>
ایف بی آر والی ویب سائٹ کا نیا پاس ورڈ: <<cred>>
شناختی کارڈ والا یوزر ہی ہے

From: Me
Date: <<dmy>> <<time2>>
ٹھیک ہے شکریہ
""",
    "human",
    syntax="",
)

F.reg(
    "mistri_khata_google_sheet_csv_urdu_headers",
    ("Downloads/کھاتہ - لاگ ان <<id>>.csv", "Documents/khata_logins_<<year>>_<<nn>>.csv"),
    """ویب سائٹ,یوزر,پاس ورڈ,نوٹ
Daraz Seller,<<email>>,<<cred>>,دکان
PTCL,<<nnn>><<id>>,see router,
JazzCash Biz,03<<id>>,(PIN in head),
""",
    "human",
    syntax="",
)


def _gsvc(s):
    return (
        json.dumps(
            {
                "project_info": {
                    "project_number": str(s["id"]) + "0417",
                    "project_id": "cycle-rental-" + s["hex8"][:5],
                    "storage_bucket": "cycle-rental-" + s["hex8"][:5] + ".appspot.com",
                },
                "client": [
                    {
                        "client_info": {
                            "mobilesdk_app_id": f"1:{s['id']}0417:android:{s['hex8']}{s['hex8']}",
                            "android_client_info": {"package_name": "pk.khybercycle.rental"},
                        },
                        "oauth_client": [],
                        "api_key": [{"current_key": s["cred"]}],
                        "services": {"appinvite_service": {"other_platform_oauth_client": []}},
                    }
                ],
                "configuration_version": "1",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "mistri_rental_app_google_services_json",
    ("rental-app-<<nn>>/app/google-services.json", "android/<<id>>/app/google-services.json"),
    _gsvc,
    "p:google",
)

F.reg(
    "mistri_shop_diary_ocr_urdu_pashto",
    ("scans/diary_<<date>>.txt", "ocr/roznamcha_<<id>>.txt"),
    """روزنامچہ  <<dmy>>
ٹائر ٹیوب ۲ عدد — ۱۲۰۰
چین ۱ — ۸۵۰

کمپیوٹر (انوینٹری سافٹ ویئر)
یوزر: admin
پاسورډ:
<<cred>>

<<first>> ته ووایه چې بل چا ته یې ونه ښيي
""",
    "human",
    syntax="",
)
