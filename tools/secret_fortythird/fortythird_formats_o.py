"""Family o: lavash bakers and their tonir ovens, Armenia."""

from __future__ import annotations

import json

from fortythird_spec import Fam, prov

F = Fam(
    "lavash_tonir_bakers",
    ("lavashatun", "tonirhats", "ashtaraklavash", "gyumritonir", "araratbakery"),
    "am",
    ("anahit", "armen", "gayane", "tigran", "lusine", "vardan", "siranush", "hayk"),
    ("petrosyan", "hakobyan", "sargsyan", "grigoryan", "avetisyan", "vardanyan", "karapetyan"),
    (
        "lavash",
        "tonir",
        "ararat",
        "gyumri",
        "dolma",
        "khorovats",
        "ghapama",
        "sevan",
        "garni",
        "zhingyal",
    ),
    ("chalo", "bobik", "sharik", "murka", "zangi"),
    "374",
)

F.reg(
    "lavash_armenian_telegram_gaghtnabar",
    ("Telegram/<<first>>_<<date>>.txt", "chats/tg_<<org>>_<<nn>>.txt"),
    """<<first>> <<last>>, [<<day>>.<<month>>.<<year>> <<time>>]
Բարև, Idram բիզնես հաշվի գաղտնաբառը ո՞րն է

<<first2>>, [<<day>>.<<month>>.<<year>> <<hh>>:42]
<<cred>>

<<first>> <<last>>, [<<day>>.<<month>>.<<year>> <<hh>>:43]
Շնորհակալություն
""",
    "human",
)


def _pw_arm(rng) -> str:
    w = rng.choice(("Լավաշ", "Թոնիր", "Արարատ", "Գյումրի", "Սևան"))
    return f"{w}{rng.randint(1970, 2026)}{rng.choice('!#*')}"


def _dejson(text: str) -> str:
    return json.loads(text)["delivery"]["password"]


F.reg(
    "lavash_delivery_app_config_json_unicode_escaped_armenian",
    ("<<org>>/app/config.json", "delivery/<<org>>/settings_<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "delivery": {
                    "provider": "glovo-partner",
                    "login": s["user"],
                    "password": s["cred"],
                    "store_id": s["nn"],
                },
                "language": "hy",
            },
            indent=2,
        )
        + "\n"
    ),
    _pw_arm,
    decode=_dejson,
)

F.reg(
    "lavash_russian_email_parol_1c_bukhgalteriya",
    ("mail/<<user>>/INBOX/<<ts>>.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: Доступ к 1С Бухгалтерии
Date: Mon, <<day>> Dec <<year>> <<time>>:05 +0400
Content-Type: text/plain; charset=utf-8

<<first>>, добрый день!

Доступ к базе пекарни:
Сервер: <<ip>>
Пользователь: <<user>>
Пароль: <<cred>>

С уважением, <<first2>>
""",
    "human",
)

F.reg(
    "lavash_idram_merchant_secret_key_node_config_js",
    ("<<org>>/shop/config/idram.js", "api/<<org>>/idram.config.js"),
    """module.exports = {
  EDP_REC_ACCOUNT: '110<<nn>><<nn>>',
  SECRET_KEY: '<<cred>>',
  EDP_LANGUAGE: 'AM',
  RESULT_URL: 'https://<<dom>>/idram/result',
};
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "lavash_bakery_dough_mixer_plc_modbus_gateway_toml",
    ("<<org>>/plc/gateway.toml", "etc/tonir_<<n>>/gateway.toml"),
    """[modbus]
port = "/dev/ttyUSB0"
baud = 19200

[upstream]
url = "https://telemetry.<<dom>>/ingest"
device_id = "mixer-<<n>>"
device_key = "<<cred>>"
""",
    "b64:32",
)

F.reg(
    "lavash_ameriabank_vpos_credentials_php",
    ("<<org>>/payment/ameria.php", "public_html/<<org>>/vpos_config.php"),
    """<?php
$vposConfig = [
    'ClientID' => '<<uuid>>',
    'Username' => '3d19<<nn>><<n>>_api',
    'Password' => '<<cred>>',
    'Currency' => '051',
];
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "lavash_shop_floor_whiteboard_photo_ocr_armenian",
    ("photos/ocr/grataxtak_<<date>>.txt", "scans/whiteboard_<<nn>>.txt"),
    """ՀԵՐԹ  <<day>>.<<month>>
Արմեն - թոնիր 1
<<first>> - խմոր

wifi: <<org>>_tonir
գաղտն.  <<cred>>
""",
    "human",
)

F.reg(
    "lavash_loyalty_sms_nikita_api_zsh_history",
    ("home/<<user>>/.zsh_history", "Users/<<user>>/.zsh_history_<<n>>"),
    """: <<ts>>:0;cd ~/loyalty
: <<ts>>:0;export NIKITA_LOGIN=<<org>>
: <<ts>>:0;export NIKITA_PASSWORD='<<cred>>'
: <<ts>>:0;python send_sms.py --list vip --text "Թարմ լավաշ այսօր"
""",
    "pw_sq",
)

_ = prov
