# ruff: noqa: E501
"""Family j: an escape room (ontsnappingskamer) in Pretoria, South Africa."""

from __future__ import annotations

from hundredthirtyeighth_spec import AFRIKAANS_ZA as F
from hundredthirtyeighth_spec import alnum, hexs, pick

KAMERS = (
    "Die Kluis",
    "Boer Oorlog Bunker",
    "Laboratorium 9",
    "Die Verlore Goudmyn",
    "Tannie se Kombuis",
)

F.reg(
    "payfast_passphrase_php",
    ("bespreking/includes/payfast.php", "site-<<org>>/config/payfast.php"),
    """<?php
// PayFast – deposito vir besprekings (<<org_cap>>)
define('PAYFAST_MERCHANT_ID', '<<mid>>');
define('PAYFAST_MERCHANT_KEY', '<<mkey>>');
define('PAYFAST_PASSPHRASE', '<<cred>>');
define('PAYFAST_URL', 'https://www.payfast.co.za/eng/process');
define('PAYFAST_RETURN', 'https://<<dom>>/bespreking/dankie');
define('PAYFAST_NOTIFY', 'https://<<dom>>/bespreking/itn');
""",
    cred="human_x",
    syntax="",
    extra=lambda r, s: {
        "mid": r.randint(10000000, 19999999),
        "mkey": alnum(r, 13, "abcdefghijklmnopqrstuvwxyz0123456789"),
    },
)

F.reg(
    "yoco_online_checkout_env",
    ("bookings-api/.env", "deploy/<<org>>/.env.prod"),
    """# Yoco online checkout – vouchers and group bookings
NODE_ENV=production
SITE_URL=https://<<dom>>
YOCO_PUBLIC_KEY=pk_live_<<pk>>
YOCO_SECRET_KEY=<<cred>>
YOCO_WEBHOOK_PATH=/webhooks/yoco
TZ=Africa/Johannesburg
""",
    cred="p:yoco",
    syntax="",
    extra=lambda r, s: {"pk": hexs(r, 20)},
)

F.reg(
    "resova_widget_api_json",
    ("wordpress/wp-content/uploads/resova-settings.json", "<<org>>-site/config/resova.json"),
    """{
  "resova": {
    "api_key": "<<cred>>",
    "region": "eu",
    "base_url": "https://api.resova.eu/v1",
    "items": {
      "die-kluis": <<n>>1,
      "goudmyn": <<n>>2,
      "kombuis": <<n>>3
    }
  },
  "timezone": "Africa/Johannesburg",
  "currency": "ZAR"
}
""",
    cred="p:resova",
)

F.reg(
    "whatsapp_afrikaans_wagwoord_gm",
    ("WhatsApp Chat with <<name2>>.txt", "foon/WhatsApp Chat with Spelmeesters <<org_cap>>.txt"),
    """<<year>>/<<mm>>/<<dd>>, <<time>> - <<name>>: Howzit! Wat is die wagwoord vir die spelmeester rekenaar by <<kamer>>?
<<year>>/<<mm>>/<<dd>>, <<time2>> - <<name2>>: Gebruiker is gm, wagwoord <<cred>>
<<year>>/<<mm>>/<<dd>>, <<time3>> - <<name>>: Lekker dankie! Die 18:00 groep is al hier
<<year>>/<<mm>>/<<dd>>, <<time4>> - <<name2>>: Onthou die UV-flits is in die laai onder die toonbank 👍
""",
    cred="human",
    syntax="",
    extra=lambda r, s: {"kamer": pick(r, KAMERS)},
)

F.reg(
    "platformio_ota_auth_ini",
    ("props/laserkas/platformio.ini", "<<org>>/rekwisiete/prop_<<nn>>/platformio.ini"),
    """; PlatformIO – laser-kas rekwisiet (Wemos D1 mini), OTA oor die kamer se WiFi
[platformio]
default_envs = laserkas

[env:laserkas]
platform = espressif8266
board = d1_mini
framework = arduino
monitor_speed = 115200
upload_protocol = espota
upload_port = <<ip>>
upload_flags =
    --auth=<<cred>>
    --port=8266
build_flags =
    -D WIFI_SSID=\\"<<org_up>>_PROPS\\"
    -D HOSTNAME=\\"laserkas\\"
lib_deps =
    knolleary/PubSubClient@^2.8
""",
    cred="human_x",
    syntax="ini",
)

F.reg(
    "email_clickatell_api_sleutel",
    ("pos/<<date>>_clickatell.eml", "Inkassie/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: SMS-herinneringe vir besprekings
Date: <<dd>> Feb <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hallo <<fname2>>,

Ek het die Clickatell-rekening opgestel sodat spelers 'n SMS kry die dag
voor hul bespreking. Hier is die API-sleutel vir die bespreking-app:

<<cred>>

Sit dit asseblief net in die instellings van die app en nie in die
gedeelde Google Drive nie.

Groete
<<name>>
""",
    cred="p:clickatell",
    syntax="",
)

F.reg(
    "obs_websocket_kamerastroom_json",
    (
        "gm-pc-<<nn>>/AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        "<<org>>/kamera-pc/obs-studio/plugin_config/obs-websocket/config.json",
    ),
    """{
  "alerts_enabled": false,
  "auth_required": true,
  "first_load": false,
  "server_enabled": true,
  "server_password": "<<cred>>",
  "server_port": 4455
}
""",
    cred=lambda r, s: alnum(r, 16),
)

F.reg(
    "xero_sync_client_yaml",
    ("boekhouding/xero.yml", "<<org>>/sync/xero_<<yy>>.yaml"),
    """# Sinkroniseer besprekings en vouchers na Xero (boekhouer: <<name2>>)
xero:
  client_id: <<cid>>
  client_secret: "<<cred>>"
  tenant_id: <<uuid>>
  scopes: [accounting.transactions, accounting.contacts, offline_access]
accounts:
  bookings: "200"
  vouchers: "210"
  vat: "820"
""",
    cred="p:xero",
    extra=lambda r, s: {"cid": hexs(r, 32, upper=True)},
)
