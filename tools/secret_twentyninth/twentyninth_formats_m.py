"""Family: cactus and succulent mail-order growers (shop sync, glasshouse, shipping, customers)."""
# ruff: noqa: E501

from twentyninth_spec import reg

F = "cactus_succulent_mailorder_grower"

reg(
    F,
    "cactus_etsy_sync_node_dotenv_keystring",
    ("etsy-sync/.env", "<<org>>/shop/.env.local"),
    """ETSY_SHOP_ID=<<nn>><<nn>>
ETSY_KEYSTRING=<<v>>
ETSY_REDIRECT=http://localhost:3003/oauth/redirect
STOCK_SHEET=1<<hx>>Tt
""",
    "lalnum:24",
    "",
)

reg(
    F,
    "cactus_glasshouse_esphome_api_encryption_key",
    ("esphome/glasshouse-<<n>>.yaml", "<<org>>/esphome/benches_<<n>>.yaml"),
    """esphome:
  name: glasshouse-<<n>>

esp32:
  board: esp32dev

api:
  encryption:
    key: "<<v>>"

sensor:
  - platform: dht
    pin: GPIO4
    temperature:
      name: "Bench <<n>> Temperature"
""",
    "b64:32",
)

reg(
    F,
    "cactus_shipping_labels_python_api_key_header",
    ("labels/print_orders.py", "<<org>>/dispatch/click_drop.py"),
    """import requests

API = "https://api.parcel.royalmail.com/api/v1"
HEADERS = {"Authorization": "<<v>>", "Content-Type": "application/json"}

orders = requests.get(f"{API}/orders?pageSize=100", headers=HEADERS, timeout=30).json()
for o in orders["orders"]:
    print(o["orderIdentifier"], o["recipient"]["name"])
""",
    "uuid",
)

reg(
    F,
    "cactus_grower_indonesian_whatsapp_kata_sandi",
    ("WhatsApp Chat dengan Kebun <<year>>.txt", "<<org>>/wa/pemasok_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>> <<hh>>.<<mm>> - <<first>>: Pak, kata sandi untuk akun toko online apa ya?
<<day>>/<<mon>>/<<year>> <<hh>>.<<mm>> - Dewi: email kebun@<<dom>>
<<day>>/<<mon>>/<<year>> <<hh>>.<<mm>> - Dewi: kata sandinya <<v>>
<<day>>/<<mon>>/<<year>> <<hh>>.<<mm>> - <<first>>: terima kasih bu
""",
    "h",
)

reg(
    F,
    "cactus_plant_db_mysql_dump_create_user",
    ("backups/plants_<<year>><<mon>><<day>>.sql", "<<org>>/db/grants_<<n>>.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36
-- Host: localhost    Database: plants
CREATE USER IF NOT EXISTS 'shopfront'@'%' IDENTIFIED BY '<<v>>';
GRANT SELECT, INSERT, UPDATE ON plants.* TO 'shopfront'@'%';
FLUSH PRIVILEGES;
DROP TABLE IF EXISTS `species`;
CREATE TABLE `species` (`id` int NOT NULL, `genus` varchar(64), `name` varchar(128));
INSERT INTO `species` VALUES (1,'Echeveria','elegans'),(2,'Opuntia','microdasys');
""",
    "pw_dq",
    "",
)

reg(
    F,
    "cactus_newsletter_brevo_php_array",
    ("newsletter/config/mail.php", "<<org>>/wp-content/plugins/grower-news/config.php"),
    """<?php
return [
    'provider' => 'brevo',
    'api_key'  => '<<v>>',
    'list_id'  => <<n>>,
    'sender'   => ['name' => '<<orgt>>', 'email' => 'news@<<dom>>'],
];
""",
    "p:brevo",
    "",
)

reg(
    F,
    "cactus_market_stall_square_toml",
    ("market-pos/config.toml", "<<org>>/stall/square.toml"),
    """[stall]
name = "<<orgt>> market stall"
location_id = "L<<hx>>"

[square]
environment = "production"
access_token = "<<v>>"
""",
    "p:square",
)

reg(
    F,
    "cactus_customer_support_email_reply_value",
    ("support/replies/<<nn>>.eml", "<<org>>/mail/sent/reply_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: help@<<dom>>
Subject: Re: can't log in to wholesale account
Date: Mon, <<day>> Sep <<year>> 10:<<mm>>:00 +0000

Sorry about that - I reset it for you just now, it's <<v>>

> I've tried my usual password three times and it's locked me out.

<<first>>
""",
    "h",
)
