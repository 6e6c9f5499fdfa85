# ruff: noqa: E501
"""Family k: a rehearsal-room rental in Kadıköy, Istanbul (Turkey), Turkish."""

from __future__ import annotations

import json

from hundredfifth_spec import Fam, alnum

F = Fam(
    name="rehearsal_rooms_kadikoy_turkish",
    orgs=("provaodasi", "modaprova", "karakedistudyo"),
    tld="com.tr",
    first=(
        "Emre|emre",
        "Zeynep|zeynep",
        "Burak|burak",
        "Elif|elif",
        "Can|can",
        "Ayşe|ayse",
        "Mert|mert",
        "Deniz|deniz",
    ),
    last=(
        "Yılmaz|yilmaz",
        "Kaya|kaya",
        "Demir|demir",
        "Şahin|sahin",
        "Çelik|celik",
        "Öztürk|ozturk",
    ),
    words=(
        "kadikoy",
        "moda",
        "bogaz",
        "simit",
        "galata",
        "baglama",
        "karakedi",
        "fenerbahce",
        "anadolu",
        "prova",
        "sahne",
        "lale",
        "kizkulesi",
        "bahariye",
        "yeldegirmeni",
    ),
    pets=("pamuk", "boncuk", "tarcin", "minnos", "karabas", "zeytin"),
    cc="90",
    city="İstanbul",
)

F.reg(
    "kadikoyprova_iyzico_laravel_dotenv",
    ("rezervasyon/.env", "www/<<org>>/.env"),
    """APP_NAME=ProvaRezervasyon
APP_ENV=production
APP_URL=https://<<dom>>
IYZICO_BASE_URL=https://api.iyzipay.com
IYZICO_API_KEY=<<ak>>
IYZICO_SECRET_KEY=<<cred>>
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 32)},
)

F.reg(
    "kadikoyprova_paytr_iframe_merchant_php",
    ("odeme/paytr_token.php", "www/<<org>>/paytr.php"),
    """<?php
// PayTR iFrame API — oda kiralama ödemesi
$merchant_id   = '<<id>>';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<salt>>';
$hash_str = $merchant_id . $user_ip . $merchant_oid . $email . $payment_amount . $user_basket . $no_installment . $max_installment . $currency . $test_mode;
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr",
    syntax="",
    extra=lambda rng, s: {"salt": alnum(rng, 16)},
)

F.reg(
    "kadikoyprova_turkish_whatsapp_sifre_bilgisayar",
    ("WhatsApp Sohbeti - Prova Odası Ekibi.txt", "sohbet/<<org>>_<<date>>.txt"),
    """<<dmyd>> <<time>> - <<fn>> <<ln>>: Abi B odasındaki kayıt bilgisayarının şifresi neydi?
<<dmyd>> <<time>> - <<fn2>>: şifre <<cred>>
<<dmyd>> <<time2>> - <<fn>> <<ln>>: Eyvallah 🎸
""",
    "human",
)

F.reg(
    "kadikoyprova_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>/secrets.yaml"),
    """# Prova odaları — kapı kilitleri ve klimalar
nuki_host: <<ip>>
nuki_api_token: "<<cred>>"
mqtt_user: ha
latitude_home: 40.9903
""",
    "hex:40",
)


def _tuya(s: dict) -> str:
    return (
        json.dumps(
            {
                "apiKey": s["ak"],
                "apiSecret": s["cred"],
                "apiRegion": "eu",
                "apiDeviceID": s["dev"],
            },
            indent=4,
        )
        + "\n"
    )


F.reg(
    "kadikoyprova_tinytuya_cloud_json",
    ("tuya/tinytuya.json", "scripts/<<org>>/tinytuya.json"),
    _tuya,
    "alnum:32",
    extra=lambda rng, s: {
        "ak": alnum(rng, 20, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "dev": "bf" + alnum(rng, 20, "0123456789abcdef"),
    },
)

F.reg(
    "kadikoyprova_invoice_msmtprc_gmail",
    ("home/<<user>>/.msmtprc", "etc/msmtprc"),
    """defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt

account        fatura
host           smtp.gmail.com
port           587
from           fatura@<<dom>>
user           fatura@<<dom>>
password       <<cred>>

account default : fatura
""",
    lambda rng: alnum(rng, 16, "abcdefghijklmnopqrstuvwxyz"),
    syntax="",
)


def _tg(s: dict) -> str:
    return (
        json.dumps(
            {
                "name": "Prova Odası Yönetim",
                "type": "private_group",
                "id": s["id"],
                "messages": [
                    {
                        "id": 1,
                        "type": "message",
                        "date": f"{s['date']}T{s['hms']}",
                        "from": f"{s['fn']} {s['ln']}",
                        "text": "Rezervasyon panelinin şifresini atar mısın?",
                    },
                    {
                        "id": 2,
                        "type": "message",
                        "date": f"{s['date']}T{s['hms']}",
                        "from": s["fn2"],
                        "text": f"kullanıcı: {s['user']} şifre: {s['cred']}",
                    },
                ],
            },
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


F.reg(
    "kadikoyprova_telegram_json_export_sifre",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<org>>_result.json"),
    _tg,
    "human",
)

F.reg(
    "kadikoyprova_router_label_photo_ocr",
    ("taramalar/modem_etiketi_<<n>>.txt", "ocr/<<org>>_router.txt"),
    """ZYXEL VMG3625-T50B
Seri No: S<<id>>A<<nn>>
Kablosuz Ağ Adı (SSID): TurkTelekom_T<<id>>
Kablosuz Ağ Şifresi:
<<cred>>
""",
    lambda rng: alnum(rng, 12, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
)
