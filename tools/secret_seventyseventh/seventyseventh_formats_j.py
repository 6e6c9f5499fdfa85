# ruff: noqa: E501
"""Family j: a boutique cake designer in Bursa (Turkey; Turkish)."""

from __future__ import annotations

import json

from seventyseventh_spec import FAM_J, either

FAM_J.reg(
    "butikpasta_turkish_whatsapp_sifre_instagram",
    ("WhatsApp Chat - <<fa2c>>.txt", "telefon/<<fa>>/sohbet_<<date>>.txt"),
    """[<<ddmy>> <<hm>>:10] <<full2>>: Elifcim düğün pastasının fotoğraflarını Instagram'a ben atayım mı?
[<<ddmy>> <<hm>>:52] <<full>>: Olur canım, hesap <<org>>.bursa
[<<ddmy>> <<hm2>>:03] <<full>>: şifre: <<cred>>
[<<ddmy>> <<hm2>>:20] <<full2>>: Tamamdır 🎂
""",
    "human",
)

FAM_J.reg(
    "butikpasta_iyzico_laravel_services_php",
    ("siparis/config/services.php", "www/<<org>>/config/services_<<n>>.php"),
    """<?php

return [
    // Online sipariş kaporası - iyzico
    'iyzico' => [
        'base_url' => 'https://api.iyzipay.com',
        'api_key' => '<<hex12>><<hex12>>',
        'secret_key' => '<<cred>>',
    ],
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
    ],
];
""",
    "p:iyzico",
    syntax="",
)

FAM_J.reg(
    "butikpasta_paytr_iframe_python_merchant_key",
    ("odeme/paytr_token.py", "scripts/<<org>>_paytr_<<n>>.py"),
    '''"""PayTR iFrame token üretimi (pasta siparişi kaporası)."""

import base64
import hashlib
import hmac

MERCHANT_ID = "<<n3>><<n3>>"
MERCHANT_KEY = b"<<cred>>"
MERCHANT_SALT = b"<<hex8>><<hex8>>"


def paytr_token(user_ip: str, oid: str, email: str, amount: int) -> str:
    raw = f"{MERCHANT_ID}{user_ip}{oid}{email}{amount}".encode() + MERCHANT_SALT
    return base64.b64encode(hmac.new(MERCHANT_KEY, raw, hashlib.sha256).digest()).decode()
''',
    "p:paytr",
)

FAM_J.reg(
    "butikpasta_parasut_fatura_n8n_yaml",
    ("n8n/parasut.yaml", "otomasyon/<<org>>/parasut_<<n>>.yaml"),
    """# Paraşüt e-Arşiv fatura otomasyonu (sipariş tesliminde)
parasut:
  company_id: <<n4>><<n3>>
  client_id: <<hex12>><<hex12>><<hex12>>
  client_secret: <<cred>>
  username: <<email>>
  redirect_uri: urn:ietf:wg:oauth:2.0:oob
""",
    "hex:64",
)


def _shelly(s: dict) -> str:
    return json.dumps(
        {
            "device": {
                "hostname": f"shelly-firin-{s['hex8'][:6]}",
                "mac": s["mac"].replace(":", ""),
            },
            "wifi_sta": {"enabled": True, "ssid": f"{s['orgc']}_Mutfak", "ipv4_method": "dhcp"},
            "mqtt": {
                "enable": True,
                "server": f"{s['lan']}:1883",
                "user": "firin",
                "pass": s["cred"],
                "clean_session": True,
            },
            "name": "Fırın 2",
        },
        ensure_ascii=False,
        indent=2,
    )


FAM_J.reg(
    "butikpasta_oven_shelly_settings_json_mqtt",
    ("shelly/firin_<<n>>_settings.json", "backup/<<org>>/shelly_<<hex8>>.json"),
    _shelly,
    either("pw_json", "human"),
)

FAM_J.reg(
    "butikpasta_siparis_defteri_ocr_sifre_next_line",
    ("tarama/siparis_defteri_<<n>>.txt", "ocr/defter_<<date>>.txt"),
    """SİPARİŞ DEFTERİ  - <<orgc>>
<<ddmy>>  3 katlı düğün pastası, fondan, beyaz güller - <<full2>>
<<ddmy>>  nişan pastası 20 kişilik, çilekli

Trendyol satıcı paneli
<<email>>
şifre
<<cred>>

Kargo: Yurtiçi - şube <<place>>
""",
    "human",
)

FAM_J.reg(
    "butikpasta_turkish_email_sifre_muhasebeci_earsiv",
    ("posta/gonderilen/<<date>>_muhasebe_<<n>>.eml", "mail/<<fa>>/Sent/<<n4>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: e-Arşiv portal girişi
Date: <<ddmy>> <<hm>> +0300
Content-Type: text/plain; charset=UTF-8

Merhaba <<fl2>> Bey,

Ay sonu faturaları için GİB e-Arşiv portalına girebilmeniz için bilgiler:
Kullanıcı kodu: <<n4>><<n4>>
Şifre: <<cred>>

İyi çalışmalar,
<<full>> - <<orgc>> Butik Pasta, <<place>>
""",
    "human",
)

FAM_J.reg(
    "butikpasta_wp_cli_user_create_bash_history",
    ("root/.bash_history", "sunucu/<<org>>/history_<<n>>"),
    """cd /var/www/<<org>>
wp plugin update --all --allow-root
wp user create <<fa2>> <<email2>> --role=shop_manager --user_pass=<<cred>> --allow-root
wp cache flush --allow-root
systemctl reload php8.2-fpm
""",
    either("pw_bare", "human_x"),
    syntax="",
)
