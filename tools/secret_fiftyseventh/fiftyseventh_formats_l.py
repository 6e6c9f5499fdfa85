"""Family l: a kampung homestay and chalets on Langkawi, Malaysia."""

from __future__ import annotations

import base64
import json
import random

from fiftyseventh_spec import Fam, basic

F = Fam(
    "langkawi_kampung_homestay",
    ("kampungsenja", "chaletpadi", "teratakcenang"),
    "com.my",
    ("Aisyah", "Faizal", "Nurul", "Hafiz", "Siti", "Azman"),
    ("Ismail", "Rahman", "Abdullah", "Yusof", "Hamid"),
    ("aisyah", "faizal", "nurul", "hafiz", "siti", "azman"),
    ("ismail", "rahman", "abdullah", "yusof", "hamid"),
    (
        "cenang",
        "kilim",
        "helang",
        "padi",
        "pantai",
        "senja",
        "gunung",
        "rumah",
        "kampung",
        "tengkorak",
    ),
    "langkawi",
    "60",
)

F.reg(
    "langkawi_malay_whatsapp_kata_laluan_channel",
    ["whatsapp/WhatsApp Chat with Homestay <<n>>.txt", "chats/homestay_<<ymd>>.txt"],
    """<<dmys>>, <<time>> - <<first>> <<last>>: Kak, kata laluan akaun Agoda YCS dah tukar
<<dmys>>, <<time>> - <<first>> <<last>>: ID: <<user>>
<<dmys>>, <<time>> - <<first>> <<last>>: Kata laluan: <<cred>>
<<dmys>>, <<time>> - Kak Siti: Ok terima kasih, akak nak update harga cuti sekolah
""",
    "human",
    syntax="",
)

F.reg(
    "langkawi_billplz_payment_dotenv",
    ["booking/.env", "<<org>>-site/.env.production"],
    """APP_ENV=production
APP_URL=https://<<dom>>
BILLPLZ_API_KEY=<<cred>>
BILLPLZ_COLLECTION_ID=<<coll>>
BILLPLZ_X_SIGNATURE=S-<<xs>>
""",
    "uuid",
    syntax="",
    extra=lambda rng, s: {
        "coll": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8)),
        "xs": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")
            for _ in range(22)
        ),
    },
)

F.reg(
    "langkawi_telegram_booking_bot_py",
    ["bot/tempahan_bot.py", "<<org>>/telegram/bot_<<n2>>.py"],
    '''"""Bot Telegram: hantar notis tempahan baru kepada pemilik homestay."""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<hid>><<n2>>


def notify(text: str) -> None:
    requests.post(
        f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
        data={"chat_id": CHAT_ID, "text": text},
        timeout=10,
    )


if __name__ == "__main__":
    notify("Tempahan baru: Chalet 3, 2 malam")
''',
    "p:telegram",
)

F.reg(
    "langkawi_qloapps_parameters_php",
    ["qloapps/app/config/parameters.php", "public_html/<<org>>/app/config/parameters.php"],
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => '<<org>>_qlo',
    'database_user' => '<<org>>_qlo',
    'database_password' => '<<cred>>',
    'database_prefix' => 'qlo_',
    'mailer_transport' => 'smtp',
    'cookie_key' => '<<ck>>',
    'cookie_iv' => '<<iv>>',
    'ps_caching' => 'CacheMemcache',
  ),
);
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(56)
        ),
        "iv": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(8)
        ),
    },
)

F.reg(
    "langkawi_chalet_wifi_card_ocr_malay",
    ["scans/kad_wifi_<<n>>.txt", "ocr/<<org>>_chalet_<<n2>>.txt"],
    """SELAMAT DATANG KE <<orgc>>
Chalet <<n2>>

WiFi : <<orgc>>_Chalet
Kata laluan : <<cred>>

Sarapan 7.30 - 10.00 pagi
Daftar keluar sebelum 12.00 tengah hari
Hubungi kami: <<phone>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "langkawi_malay_email_kata_laluan_tourism_portal",
    ["mail/<<org>>/<<n>>.eml", "gmail/<<ymd>>_<<n>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Akaun portal MyHomestay (pendaftaran semula)
Date: Sat, <<d>> Aug <<y>> 21:<<mm>>:15 +0800
Content-Type: text/plain; charset=UTF-8

Assalamualaikum,

Akaun portal pendaftaran homestay sudah siap. Sila log masuk dan kemas kini gambar bilik.
Nama pengguna: <<org>>
Kata laluan: <<cred>>

Terima kasih,
<<fa>>
""",
    "pw",
    syntax="",
)

F.reg(
    "langkawi_tapo_cameras_home_assistant_yaml",
    ["homeassistant/configuration.yaml", "ha/<<org>>_cameras_<<n2>>.yaml"],
    """homeassistant:
  name: <<orgc>>
  time_zone: Asia/Kuala_Lumpur
camera:
  - platform: generic
    name: Pintu pagar
    still_image_url: http://<<ip>>/stream.jpg
    stream_source: "rtsp://tapoadmin:<<cred>>@<<ip>>:554/stream1"
    verify_ssl: false
""",
    "pw_url",
)


def _docker_extra(rng: random.Random, s: dict) -> dict:
    obj = {"auths": {"registry.gitlab.com": {"auth": basic(s["org"] + "-deploy", s["cred"])}}}
    return {"js": json.dumps(obj, indent="\t")}


def _dec_docker(text: str) -> str:
    auth = json.loads(text)["auths"]["registry.gitlab.com"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


F.reg(
    "langkawi_deploy_docker_config_json_auth",
    ["home/<<fa>>/.docker/config.json", "server/<<org>>/docker_config_<<n2>>.json"],
    "<<js>>\n",
    "x:glpat-:20",
    extra=_docker_extra,
    decode=_dec_docker,
)
