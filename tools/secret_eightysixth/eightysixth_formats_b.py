# ruff: noqa: E501
"""Family b: a qvevri winery (marani) in Kakheti, Georgia (Georgian)."""

from __future__ import annotations

import json

from eightysixth_spec import Fam

F = Fam(
    name="saperavi_kakhetian_qvevri_marani",
    orgs=("tbilvazi", "kvevrisakhli"),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
    ),
    words=(
        "saperavi",
        "rkatsiteli",
        "qvevri",
        "marani",
        "tamada",
        "supra",
        "kakheti",
        "telavi",
        "mtsvane",
        "chacha",
        "gvino",
        "alaverdi",
        "kisi",
        "sighnaghi",
    ),
    pets=("bobi", "tsisia", "murka", "jeki", "lela"),
    cc="+995",
)

F.reg(
    "saperavi_georgian_viber_copied_text_paroli_rs_ge",
    ("viber/<<fa>>_<<la>>_<<date>>.txt", "chats/viber-rsge-<<n>>.txt"),
    """[<<dd>>.<<mm>>.<<yyyy>> <<time>>] <<fn2>> <<ln2>>: ნინო, rs.ge-ზე დეკლარაცია უნდა ავტვირთო, პაროლი შეგიცვლია?
[<<dd>>.<<mm>>.<<yyyy>> <<time>>] <<fn>> <<ln>>: კი, მომხმარებელი <<login>>
[<<dd>>.<<mm>>.<<yyyy>> <<time>>] <<fn>> <<ln>>: პაროლი: <<cred>>
[<<dd>>.<<mm>>.<<yyyy>> <<time>>] <<fn2>> <<ln2>>: მადლობა, აქციზის ნაწილსაც ხვალ გავაკეთებ
""",
    "human",
    syntax="",
)

F.reg(
    "saperavi_qvevri_cellar_esphome_api_encryption_key",
    ("esphome/marani-qvevri-<<n>>.yaml", "config/esphome/<<org>>_cellar_<<n>>.yaml"),
    """esphome:
  name: marani-qvevri-<<n>>
  friendly_name: "ქვევრი <<n>> ტემპერატურა"

esp32:
  board: esp32dev

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome

wifi:
  ssid: "Marani_IoT"
  power_save_mode: none

one_wire:
  - platform: gpio
    pin: GPIO4

sensor:
  - platform: dallas_temp
    name: "qvevri <<n>> temp"
    update_interval: 60s
""",
    "b64:32",
)

F.reg(
    "saperavi_wine_shop_woocommerce_wp_config_db_password",
    ("home/<<org>><<n>>/public_html/wp-config.php", "www/<<org>>.ge/wp-config.php"),
    """<?php
/** ღვინის მაღაზია — WooCommerce */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_shop' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp<<n>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "saperavi_bog_ipay_client_secret_laravel_env",
    ("home/<<login>>/shop/.env", "apps/<<org>>-checkout/.env.production"),
    """APP_NAME="<<orgc>> Wine"
APP_ENV=production
APP_URL=https://shop.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
# Bank of Georgia iPay (ბარათით გადახდა)
BOG_IPAY_CLIENT_ID=<<nn>><<n>>
BOG_IPAY_CLIENT_SECRET=<<cred>>
BOG_IPAY_CALLBACK=https://shop.<<dom>>/ipay/callback
""",
    "hex:32",
    syntax="",
)

F.reg(
    "saperavi_english_email_importer_portal_password",
    ("mail/sent/<<yyyy>><<mm>><<dd>>-importer-<<n>>.eml", "export/<<login>>/Sent/<<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: orders@importer-<<n>>.pl
Subject: Re: Saperavi 2022 qvevri, allocation and portal access
Date: <<dmy>> <<time>> +0400
Content-Type: text/plain; charset=utf-8

Dear Marek,

the pallet (600 bottles Saperavi qvevri, 300 Rkatsiteli amber) leaves Telavi on Friday.
You can follow the documents in our partner portal:

https://partners.<<dom>>/login
user: importer<<n>>
password: <<cred>>

Best regards / gaumarjos!
<<fa>> <<la>>
""",
    "human",
    syntax="",
)

F.reg(
    "saperavi_tasting_room_mikrotik_export_wpa2_key",
    ("network/mikrotik-<<org>>.rsc", "backup/router/marani-<<date>>.rsc"),
    """# <<mm>>/<<dd>>/<<yyyy>> <<time>> by RouterOS 7.14
# software id = <<nn>>-<<n>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=degustacia supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge security-profile=degustacia ssid=Marani_Guests
/ip address
add address=<<ip>>/24 interface=bridge
""",
    "pw_bare",
    syntax="",
)


def _tg_json(s) -> str:
    msgs = [
        {
            "id": 1001 + s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:00",
            "from": f"{s['fn2']} {s['ln2']}",
            "text": "რთველზე სასწორის აპლიკაციაში ვერ შევდივარ 😕",
        },
        {
            "id": 1002 + s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:40",
            "from": f"{s['fn']} {s['ln']}",
            "text": f"ლოგინი {s['login']}, პაროლი {s['cred']}",
        },
        {
            "id": 1003 + s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:55",
            "from": f"{s['fn2']} {s['ln2']}",
            "text": "შევედი, მადლობა!",
        },
    ]
    return json.dumps(
        {
            "name": "რთველი " + str(s["yyyy"]),
            "type": "private_group",
            "id": 4400000 + s["nn"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "saperavi_rtveli_harvest_telegram_json_export_paroli",
    ("telegram/ChatExport_<<date>>/result.json", "exports/tg-rtveli-<<n>>/result.json"),
    _tg_json,
    "human_x",
)

F.reg(
    "saperavi_odoo_winery_erp_conf_db_password",
    ("etc/odoo/odoo.conf", "srv/odoo-<<org>>/odoo-<<n>>.conf"),
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom/wine_cellar
admin_passwd = $pbkdf2-sha512$600000$<<uid>>
db_host = <<ip>>
db_port = 5432
db_user = odoo_<<org>>
db_password = <<cred>>
dbfilter = ^<<org>>.*$
proxy_mode = True
""",
    "pw",
    syntax="ini",
)
