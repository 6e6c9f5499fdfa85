"""Bowyer family: traditional bow and arrow makers with a web shop."""

# ruff: noqa: E501
from thirtieth_spec import alnum, hexs, reg

F = "bowyer_longbow_stave_workshop"


def airtable_pat(rng):
    return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"


reg(
    F,
    "bowyer_webshop_wp_config_define",
    ("public_html/<<org>>/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
define( 'DB_NAME', '<<org>>_shop' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<pw>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'bw_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    "",
)

reg(
    F,
    "bowyer_stave_drying_kiln_esphome_ota",
    ("esphome/<<org>>-kiln.yaml", "esphome/<<org>>/stave_kiln_<<n>>.yaml"),
    """esphome:
  name: stave-kiln
esp32:
  board: esp32dev
wifi:
  ssid: "<<orgc>> Barn"
  password: "<<pw>>"
ota:
  - platform: esphome
    password: "<<pw>>"
sensor:
  - platform: dht
    pin: GPIO4
    temperature:
      name: "Kiln temperature"
    humidity:
      name: "Kiln humidity"
""",
    "pw_yaml",
    "yaml",
)

reg(
    F,
    "bowyer_customer_hungarian_email_jelszo",
    ("mail/<<org>>/rendeles_<<n>>.eml", "inbox/<<first>>/Re_lovasijasz_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: muhely@<<dom>>
Subject: Re: lovasíjász rendelés - webshop fiók

Kedves <<firstc>>!

Létrehoztam a fiókot a webshopban, hogy lássa a rendelés állapotát.
Felhasználónév: <<email>>
Jelszó: <<pw>>

Üdvözlettel,
<<orgc>>
""",
    "human",
    "",
)

reg(
    F,
    "bowyer_shipping_python_settings_dict",
    ("shipping/<<org>>/settings.py", "src/<<org>>/couriers.py"),
    """COURIERS = {
    "parcel_express": {
        "api_key": "<<id>><<hex8>>",
        "api_secret": "<<pw>>",
        "account": "<<n4>><<n4>>",
        "max_length_cm": 200,  # longbows ship in tubes
    },
}
""",
    "alnum32",
    "py",
)

reg(
    F,
    "bowyer_stave_inventory_airtable_fetch_js",
    ("scripts/<<org>>/staves.js", "inventory/<<org>>/airtable.mjs"),
    """const BASE = 'app<<id>>';
const res = await fetch(`https://api.airtable.com/v0/${BASE}/Staves?view=Seasoning`, {
  headers: { Authorization: 'Bearer <<pw>>' },
});
const { records } = await res.json();
for (const r of records) console.log(r.fields.Wood, r.fields.Moisture);
""",
    airtable_pat,
    "",
)

reg(
    F,
    "bowyer_trade_portal_sms_reply",
    ("sms/<<org>>/thread_<<n>>.txt", "phone-export/<<first>>/messages_<<n>>.txt"),
    """<<dmy>> <<time>> <<firstc>>: whats the login for the horn & sinew supplier? want to order before they shut
<<dmy>> <<time>> Me: same as always, <<email>>
<<dmy>> <<time>> Me: <<pw>>
<<dmy>> <<time>> <<firstc>>: cheers
""",
    "human",
    "",
)

reg(
    F,
    "bowyer_workshop_nas_fstab_cifs",
    ("etc/fstab.<<org>>", "workshop-pc/<<org>>/fstab"),
    """UUID=<<uuid>> /               ext4    errors=remount-ro 0 1
//<<ip>>/designs /mnt/designs cifs username=bowyer,password=<<pw>>,uid=1000,iocharset=utf8 0 0
""",
    "pw_bare",
    "",
)

reg(
    F,
    "bowyer_product_photos_aws_credentials",
    ("home/<<user>>/.aws/credentials", "backup/<<org>>/aws/credentials"),
    """[default]
aws_access_key_id = AKIA<<id>>WQ7R
aws_secret_access_key = <<pw>>
region = eu-west-2
""",
    "p:aws_secret",
    "",
)
