# ruff: noqa: E501
"""Family j: a florist's shop (siop flodau) in Cardigan / Aberteifi (Wales), Welsh and
English."""

from __future__ import annotations

from sixtyfourth_spec import Fam, alnum

F = Fam(
    "siop_flodau_aberteifi",
    ("blodaucymer", "flodaudewi", "blodauteifi", "rhosynaberteifi"),
    "cymru",
    ("Rhiannon", "Dafydd", "Siân", "Gwenllian", "Iwan", "Ffion", "Emyr", "Nia"),
    ("Jones", "Evans", "Williams", "Davies", "Thomas", "Lewis", "Rees"),
    (
        "blodau",
        "cennin",
        "aberteifi",
        "teifi",
        "cariad",
        "dwynwen",
        "rhosyn",
        "tiwlip",
        "draig",
        "eisteddfod",
        "cymru",
        "hiraeth",
    ),
    ("Mot", "Pero", "Smwt", "Bobi", "Tedi", "Meg"),
    "44",
    ("07### ######", "01239 ######"),
    "Aberteifi",
    first_a=("rhiannon", "dafydd", "sian", "gwenllian", "iwan", "ffion", "emyr", "nia"),
)

F.reg(
    "flodau_square_orders_export_python_access_token",
    ("Documents/square/archebion_dydd.py", "Desktop/square_export_<<n>>.py"),
    '''"""Archebion y dydd o Square i CSV ar gyfer y gyrrwr fan (delivery sheet)."""

import csv
import datetime

from square.client import Client

client = Client(access_token="<<cred>>", environment="production")
LOCATION_ID = "L<<serial>>"

today = datetime.date.today().isoformat()
res = client.orders.search_orders(body={"location_ids": [LOCATION_ID], "query": {"filter": {"date_time_filter": {"created_at": {"start_at": today}}}}})
with open(f"danfon_{today}.csv", "w", newline="") as f:
    w = csv.writer(f)
    for o in res.body.get("orders", []):
        w.writerow([o["id"], o.get("note", ""), o["total_money"]["amount"]])
''',
    "p:square",
)

F.reg(
    "flodau_whatsapp_cymraeg_cyfrinair_rhwydwaith",
    ("WhatsApp/WhatsApp Chat with <<first2>>.txt", "Downloads/WhatsApp Chat - Siop <<n>>.txt"),
    """<<dsl>>, <<t>> - Messages and calls are end-to-end encrypted.
<<dsl>>, <<t>> - <<first2>>: Bore da! Mae archeb Sul y Mamau newydd ddod drwy'r rhwydwaith, ond dwi wedi cael fy allgofnodi
<<dsl>>, <<t>> - <<first>> <<last>>: Yr enw defnyddiwr ydy <<uname>>
<<dsl>>, <<t2>> - <<first>> <<last>>: a'r cyfrinair ydy <<cred>>
<<dsl>>, <<t2>> - <<first2>>: Diolch! Wedi mewngofnodi 💐
""",
    "human",
)

F.reg(
    "flodau_shopify_custom_app_admin_token_env",
    ("siop-ar-lein/.env", "Documents/shopify-<<org>>/.env"),
    """# Siop ar-lein - ap preifat i gysoni stoc blodau
SHOPIFY_STORE=<<org>>.myshopify.com
SHOPIFY_ADMIN_TOKEN=<<cred>>
SHOPIFY_API_VERSION=2024-10
DELIVERY_POSTCODES=SA43,SA42,SA38
""",
    "p:shopify",
    syntax="",
)

F.reg(
    "flodau_ystafell_oer_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/secrets_<<n>>.yaml"),
    """# Ystafell oer (cold room) - synwyryddion tymheredd
wifi_ssid: "Siop_<<orgt>>"
wifi_password: "<<cred>>"
latitude_home: 52.08
longitude_home: -4.66
cold_room_alert_number: "+44<<n>><<num>><<num>>"
""",
    "pw",
)

F.reg(
    "flodau_relay_network_member_email_password",
    ("Mail/Inbox/relay_welcome_<<n>>.eml", "Outlook/Inbox/network_member_<<d>>.eml"),
    """From: Member Services <members@relay-<<org>>.co.uk>
To: <<mail>>
Subject: Welcome to the florist relay network - your login
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Dear <<first>>,

Your shop (member no. <<num>>) is now live on the relay network. Incoming orders
will appear on the order terminal and in the online member area.

Member area: https://members.relay-<<org>>.co.uk
Username: <<uname>>
Password: <<cred>>

Please change this password after you first sign in.

Kind regards,
Member Services
""",
    "pw",
    syntax="",
)

F.reg(
    "flodau_nodiadau_trosglwyddo_cynorthwyydd_newydd",
    ("Documents/Nodiadau i <<first2>>.txt", "Desktop/nodiadau_siop_<<n>>.txt"),
    """NODIADAU I'R CYNORTHWYYDD NEWYDD
- Agor am 9, dwr ffres i'r bwcedi cyn dim byd arall.
- Archebion angladd: wastad ffonio'r trefnwr i gadarnhau'r amser.
- Til: mewngofnodi fel "siop", cyfrinair y til: <<cred>>
- Fan: allweddi ar y bachyn, tanwydd ar gerdyn y siop.
Diolch! - <<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "flodau_xero_invoices_node_client_secret",
    ("xero-sync/index.js", "Documents/cyfrifydd/xero_<<n>>.js"),
    """// Anfonebau priodas -> Xero (i'r cyfrifydd)
const { XeroClient } = require('xero-node');

const xero = new XeroClient({
  clientId: '<<hex8>><<hex8>><<hex8>><<hex8>>',
  clientSecret: '<<cred>>',
  redirectUris: ['http://localhost:5000/callback'],
  scopes: ['openid', 'offline_access', 'accounting.transactions'],
});

module.exports = xero;
""",
    lambda r, f, s: alnum(
        r, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    ),
    syntax="",
)

F.reg(
    "flodau_signal_copied_hub_wireless_key",
    ("Documents/signal_<<fa2>>_<<n>>.txt", "Desktop/wifi_siop_<<d>>.txt"),
    """<<first2>> (<<t>>): Beth yw'r cyfrinair wifi newydd? Mae'r peiriant cardiau wedi colli cysylltiad
<<first>> (<<t>>): Ar gefn y hub: BT-<<serial>>
<<first>> (<<t2>>): Wireless key: <<cred>>
<<first2>> (<<t2>>): Wedi gweithio, diolch
""",
    "alnum:14",
)
