"""Family a: cheesemongers and affineurs (ageing caves, market stalls, wholesale)."""
# ruff: noqa: E501

from base64 import b64encode

from thirtyfirst_spec import alnum, dec_after, enc_b64, hexs, human, reg

F = "cheesemonger_affineur_cave_counter"

reg(
    F,
    "cheesemonger_cave_humidity_esphome_yaml_mqtt",
    ["esphome/<<org>>-cave-<<n>>.yaml", "config/esphome/affinage_<<n>>.yaml"],
    """esphome:
  name: cave-<<n>>
  friendly_name: Affinage cave <<n>>

esp32:
  board: esp32dev

wifi:
  ssid: "<<orgt>> Cave"
  password: "<<wifi>>"

mqtt:
  broker: <<ip>>
  username: cave<<n>>
  password: "<<cred>>"
  discovery: true

sensor:
  - platform: sht3xd
    temperature:
      name: "Cave <<n>> temp"
    humidity:
      name: "Cave <<n>> RH"
    address: 0x44
""",
    "pw:dq",
    extra=lambda r: {"wifi": human(r, "bare")},
)

reg(
    F,
    "cheesemonger_wholesale_portal_php_define",
    ["wholesale/inc/config.php", "public_html/<<org>>/config.inc.php"],
    """<?php
// <<orgt>> wholesale order portal - restaurant accounts
define('DB_HOST', '<<host>>');
define('DB_NAME', 'wholesale_<<db>>');
define('DB_USER', '<<user>>');
define('DB_PASS', '<<cred>>');
define('ORDER_CUTOFF', '14:00');
define('SITE_URL', 'https://trade.<<dom>>');
$vat_rate = 0.<<n>>;
""",
    "pw:sq",
)

reg(
    F,
    "cheesemonger_hungarian_viber_jelszo",
    ["exports/viber_sajtbolt_<<dd>><<mm>>.txt", "chat/viber-<<first>>-<<year>>.txt"],
    """[<<year>>.<<mm>>.<<dd>>. <<hh>>:<<mi>>] <<fname2>>: Szia! A piaci standon a kártyaterminál megint kijelentkezett
[<<year>>.<<mm>>.<<dd>>. <<hh>>:<<mi>>] <<fname>>: ugyanaz a fiók mint a boltban, <<email>>
[<<year>>.<<mm>>.<<dd>>. <<hh>>:<<mi>>] <<fname2>>: és a jelszó?
[<<year>>.<<mm>>.<<dd>>. <<hh>>:<<mi>>] <<fname>>: <<cred>>
[<<year>>.<<mm>>.<<dd>>. <<hh>>:<<mi>>] <<fname2>>: köszi, működik 👍 a comté elfogyott 11-re
""",
    "h:any",
)

reg(
    F,
    "cheesemonger_k8s_secret_data_base64",
    ["k8s/<<org>>/shop-db-secret.yaml", "deploy/secrets/cheese-counter-<<n>>.yaml"],
    """apiVersion: v1
kind: Secret
metadata:
  name: shop-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<userb64>>
  DB_PASSWORD: <<enc>>
""",
    "pw:json",
    enc=enc_b64,
    decode=dec_after("DB_PASSWORD:", r"([A-Za-z0-9+/=]+)", "b64"),
    extra=lambda r: {"userb64": b64encode(b"cheese_app").decode()},
)

reg(
    F,
    "cheesemonger_scale_label_printer_csv_logins",
    ["it/devices_<<org>>.csv", "office/Geräteliste-<<year>>.csv"],
    """device,location,ip,login,password,notes
Bizerba scale,counter,<<ip>>,admin,<<pw2>>,recalibrated <<dd>>/<<mm>>
Zebra ZD421,back room,10.0.<<n>>.31,admin,1234,
router,office,10.0.<<n>>.1,<<user>>,<<cred>>,ISP support 0800 123 456
NAS,office,10.0.<<n>>.20,<<first>>,see keepass,
""",
    "h:bare",
    extra=lambda r: {"pw2": human(r, "none")},
)

reg(
    F,
    "cheesemonger_rails_credentials_show_stripe",
    ["notes/rails_credentials_<<dd>><<mm>>.txt", "tmp/<<first>>-credentials-dump.txt"],
    """$ EDITOR=cat bin/rails credentials:show
secret_key_base: <<skb>>
stripe:
  publishable_key: pk_live_<<pk>>
  secret_key: <<cred>>
active_record_encryption:
  primary_key: <<pk2>>
""",
    "p:stripe",
    extra=lambda r: {"skb": hexs(r, 128), "pk": alnum(r, 24), "pk2": alnum(r, 32)},
)

reg(
    F,
    "cheesemonger_market_stall_note_value_next_line",
    ["Notes/market stall <<dd>>.<<mm>>.txt", "Documents/<<first>>/samedi-marche.txt"],
    """Saturday market checklist
- float: 150 in coins
- wire cut for the parmesan wheel
- card reader charged!!
card reader app login
<<email>>
<<cred>>
- chalkboard prices: Comté 18m, Beaufort, Stilton
""",
    "h:any",
)

reg(
    F,
    "cheesemonger_subscription_box_shopify_session_py",
    ["scripts/sync_boxes.py", "<<org>>_subs/shopify_sync.py"],
    """import shopify

SHOP = "<<org>>.myshopify.com"
API_VERSION = "2024-10"
ACCESS = "<<cred>>"


def open_session():
    session = shopify.Session(SHOP, API_VERSION, ACCESS)
    shopify.ShopifyResource.activate_session(session)
    return session


if __name__ == "__main__":
    open_session()
    for order in shopify.Order.find(status="open", tag="cheese-of-the-month"):
        print(order.name, order.email)
""",
    "p:shopify",
)
