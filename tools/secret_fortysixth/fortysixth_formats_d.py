# ruff: noqa: E501
"""Family d: hurley (hurling stick) makers in Ireland: English, Irish."""

from __future__ import annotations

import urllib.parse

from fortysixth_spec import Fam, b64, enc_url, ppk

F = Fam(
    "hurley_stickmakers_ireland",
    orgs=("sliotarashgrove", "bossbann", "camánkilkenny", "ashfieldhurleys"),
    tld="ie",
    first=(
        "Seán",
        "Aoife",
        "Pádraig",
        "Niamh",
        "Ciarán",
        "Siobhán",
        "Declan",
        "Róisín",
        "Tadhg",
        "Eimear",
    ),
    last=(
        "Ó Briain",
        "Fitzgerald",
        "Brennan",
        "Ní Dhuibhir",
        "Walsh",
        "Delaney",
        "Costigan",
        "Phelan",
        "Shefflin",
        "Kehoe",
    ),
    words=(
        "camán",
        "sliotar",
        "bas",
        "ash",
        "kilkenny",
        "hurley",
        "cats",
        "croke",
        "grain",
        "band",
        "puck",
        "ballyhale",
    ),
    cc="+353",
    pets=("bran", "shep", "sadie", "rex", "murphy"),
)


def _ascii_org(s):
    return s["org"].replace("á", "a")


F.reg(
    "hurley_irish_whatsapp_pasfhocal_orders",
    ("WhatsApp Chat with Ceardlann <<n>>.txt", "chats/<<first_a>>_hurleys_whatsapp.txt"),
    """[<<date_sl>>, <<time>>:<<sec>>] <<first>> <<last>>: Dia duit, an bhfuil an suíomh orduithe ag obair arís?
[<<date_sl>>, <<time>>:<<sec>>] Aoife Brennan: Tá. Logáil isteach le <<user>>
[<<date_sl>>, <<time>>:<<sec>>] Aoife Brennan: pasfhocal: <<cred>>
[<<date_sl>>, <<time>>:<<sec>>] <<first>> <<last>>: Go raibh maith agat! 34 inch camáin x 12 for the U14s so
[<<date_sl>>, <<time>>:<<sec>>] Aoife Brennan: ‎<attached: 00000041-PHOTO-<<date>>.jpg>
""",
    "human",
    syntax="",
)

F.reg(
    "hurley_sawmill_moisture_telegraf_conf",
    ("etc/telegraf/telegraf.d/kiln.conf", "telegraf/<<org>>-kiln-<<n>>.conf"),
    """# Ash plank drying kiln - moisture and temperature
[agent]
  interval = "60s"
  hostname = "kiln-<<n>>"

[[inputs.modbus]]
  name = "kiln"
  controller = "tcp://<<ip>>:502"
  holding_registers = [
    { name = "moisture_pct", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
  ]

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "kiln"
""",
    lambda rng, s: b64(rng, 64, urlsafe=True),
    syntax="toml",
)

F.reg(
    "hurley_online_orders_shopify_admin_node",
    ("orders-sync/src/shopify.js", "scripts/<<org>>-sync-orders.js"),
    """const SHOP = '<<org>>-hurleys.myshopify.com';
const ADMIN_TOKEN = '<<cred>>';

async function unfulfilledOrders() {
  const res = await fetch(`https://${SHOP}/admin/api/2024-07/orders.json?fulfillment_status=unfulfilled`, {
    headers: { 'X-Shopify-Access-Token': ADMIN_TOKEN, 'Content-Type': 'application/json' },
  });
  if (!res.ok) throw new Error(`shopify ${res.status}`);
  return (await res.json()).orders;
}

module.exports = { unfulfilledOrders };
""",
    "p:shopify",
    syntax="",
)

F.reg(
    "hurley_club_orders_email_portal_password",
    ("mail/<<date>> club portal login.eml", "Outlook/export/club-portal-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: secretary@st-<<word>>-gaa.ie
Subject: Login for the bulk order portal
Date: Wed, <<n>> Feb <<year>> 19:03:55 +0000
Content-Type: text/plain; charset="us-ascii"

Hi all,

Ahead of the season here is the login for the club order portal where you can
put in the hurley sizes for the juveniles (bands included this year):

https://orders.<<dom>>/club
Username: <<user>>
Password: <<cred>>

Orders by the end of the month please, the ash is limited again.

Regards,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "hurley_accounts_sage_odbc_ini",
    ("etc/odbc.ini", "accounts/<<org>>/odbc.ini"),
    """[SageAccounts]
Description = Sage 50 accounts (workshop)
Driver = /opt/microsoft/msodbcsql18/lib64/libmsodbcsql-18.so
Server = <<host>>,1433
Database = SAGE_<<org_cap>>
UID = sage_reader
PWD = <<cred>>
TrustServerCertificate = yes
""",
    "pw",
)

F.reg(
    "hurley_bandsaw_camera_rtsp_url",
    ("cctv/streams.txt", "nvr/<<org>>-cameras-<<n>>.txt"),
    """# workshop cameras (Hikvision DS-2CD2043)
bandsaw   rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
yard      rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "pw_url",
    syntax="",
)


def _ppk(rng, s):
    text, blob = ppk(rng, f"{s['first_a']}@{_ascii_org(s)}-shop")
    s["ppk_text"] = text
    return blob


F.reg(
    "hurley_shop_server_putty_ppk",
    ("Users/<<first_a>>/Documents/keys/<<n>>-shop.ppk", "Desktop/putty/<<first_a>>_<<n>>.ppk"),
    lambda s: s["ppk_text"],
    _ppk,
    syntax="",
)


def _dec_gitcred(text: str) -> str:
    line = text.strip().splitlines()[0]
    return urllib.parse.unquote(urllib.parse.urlsplit(line).password or "")


def _gitcred_pw(rng, s):
    while True:
        v = F.human(rng) + rng.choice("@#%&/:")
        if enc_url(v) != v:
            return v


F.reg(
    "hurley_ledger_git_credentials_percent_encoded",
    ("home/<<first_a>>/.git-credentials", "Users/<<first_a>>/.git-credentials"),
    lambda s: f"https://{s['first_a']}:{enc_url(s['cred'])}@git.{_ascii_org(s)}.ie\n",
    _gitcred_pw,
    syntax="",
    decode=_dec_gitcred,
)
