# ruff: noqa: E501
"""Family a: a Faroese skerpikjøt (wind-dried mutton) drying-shed (hjallur) business, Faroe
Islands. Faroese and Danish."""

from __future__ import annotations

import base64

from fortyfifth_spec import Fam, after, dec_b64_field

F = Fam(
    "skerpikjot_hjallur_faroese",
    orgs=("hjallgardur", "tarvagrind", "vindhjallur", "skerpiland"),
    tld="fo",
    first=(
        "jogvan",
        "sjurdur",
        "turid",
        "rogvi",
        "bardur",
        "marjun",
        "hanus",
        "elin",
        "hergeir",
        "sunnva",
    ),
    last=("joensen", "hansen", "poulsen", "olsen", "dam", "mikkelsen", "jacobsen", "petersen"),
    words=(
        "hjallur",
        "skerpikjot",
        "ræst",
        "turrur",
        "seyður",
        "lamb",
        "vindur",
        "fjall",
        "drangur",
        "kjøt",
        "rakstur",
        "hagi",
        "bøur",
        "grind",
    ),
    seasons=("vetur", "vár", "summar", "heyst", "vinter", "efterår"),
    cc="+298",
    pets=("snati", "kópur", "tussa"),
)

F.reg(
    "hjallur_humidity_esphome_yaml_wifi_inline",
    ("esphome/hjallur-<<n>>.yaml", "config/esphome/<<word>>_sensor_<<n>>.yaml"),
    """esphome:
  name: hjallur-<<n>>
  friendly_name: Hjallur <<n>> (<<org>>)

esp32:
  board: esp32dev

logger:

api:
  encryption:
    key: "<<apikey>>"

ota:
  - platform: esphome
    password: "<<otapw>>"

wifi:
  ssid: "<<orgc>>_Hjallur"
  password: "<<cred>>"
  ap:
    ssid: "Hjallur-<<n>> Fallback"

sensor:
  - platform: dht
    pin: GPIO4
    model: AM2302
    temperature:
      name: "Hiti í hjalli"
    humidity:
      name: "Væta í hjalli"
    update_interval: 300s
""",
    "human_x",
    extra=lambda rng, s: {
        "apikey": base64.b64encode(rng.randbytes(32)).decode(),
        "otapw": rng.randbytes(8).hex(),
    },
)

F.reg(
    "hjallur_faroese_messenger_copy_loyniord",
    ("Downloads/messenger_<<first>>_<<date>>.txt", "notes/kjak_<<first>>_<<n>>.txt"),
    """<<name>>
<<time>>
Hey, hevur tú loyniorðið til netbankan hjá <<org>>? Eg skal gjalda fyri saltið

<<name2>>
<<time2>>
ja bíða
brúkaranavn: <<user>>
loyniorð: <<cred>>
ikki send tað víðari 🙏

<<name>>
<<time2>>
takk! 👍
""",
    "human",
)

F.reg(
    "hjallur_danish_email_adgangskode_webshop",
    ("mail/Sendt/<<date>>_webshop_<<n>>.eml", "export/mails/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Adgang til webshoppen (skerpikjøt julesalg)
Date: Mon, <<day>> Nov <<year>> 09:14:22 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hej <<first2>>,

Her er login til administrationen af webshoppen, så du kan lægge julens
skerpikjøt-pakker ud mens jeg er i Klaksvík:

  https://<<dom>>/admin
  Brugernavn: <<user>>
  Adgangskode: <<cred>>

Husk at ændre prisen på ræst kjøt til 289 kr./kg.

Venlig hilsen
<<first>>
""",
    "human",
)

F.reg(
    "hjallur_webshop_shopify_admin_token_ruby",
    ("scripts/sync_lager_<<n>>.rb", "lib/tasks/<<word>>_stock.rb"),
    """require "shopify_api"

ShopifyAPI::Context.setup(
  api_key: "<<apikey>>",
  api_secret_key: "<<secret>>",
  host: "https://<<dom>>",
  scope: "read_products,write_inventory",
  is_embedded: false,
  api_version: "2024-07",
  is_private: true,
)

session = ShopifyAPI::Auth::Session.new(
  shop: "<<org>>-fo.myshopify.com",
  access_token: "<<cred>>",
)

# Dagføra goymsluna av turrum kjøti (hjallur <<n>>)
client = ShopifyAPI::Clients::Rest::Admin.new(session: session)
client.post(path: "inventory_levels/set", body: { location_id: <<n4>>, inventory_item_id: <<n4>><<n>>, available: <<n>> })
""",
    "p:shopify",
    extra=lambda rng, s: {"apikey": rng.randbytes(16).hex(), "secret": rng.randbytes(16).hex()},
)

F.reg(
    "hjallur_mobilepay_subscription_key_bash_history",
    ("home/<<user>>/.bash_history", "backup/<<user>>_bash_history_<<n>>"),
    """cd ~/hjallur-webshop
git pull
ls -la logs/
tail -n 50 logs/mobilepay.log
export MP_CLIENT_ID=<<uuid>>
curl -s https://api.vipps.no/accesstoken/get -X POST -H "client_id: $MP_CLIENT_ID" -H "client_secret: $MP_CLIENT_SECRET" -H "Ocp-Apim-Subscription-Key: <<cred>>" -H "Merchant-Serial-Number: <<n4>><<n>>"
curl -s https://api.vipps.no/epayment/v1/payments/julesalg-<<n4>> -H "Ocp-Apim-Subscription-Key: <<cred>>"
vim .env
systemctl restart hjallur-shop
exit
""",
    "hex:32",
)

F.reg(
    "hjallur_slaughter_quota_odbc_ini_mssql",
    ("etc/odbc.ini", "home/<<user>>/.odbc.ini"),
    """[ODBC Data Sources]
Kvota = ODBC Driver 18 for SQL Server

[Kvota]
Driver      = ODBC Driver 18 for SQL Server
Description = Seyðaskrásetingin og kvotur fyri <<org>>
Server      = tcp:<<host>>,1433
Database    = seydaskra_<<year>>
UID         = <<user>>
PWD         = <<cred>>
Encrypt     = yes
TrustServerCertificate = yes
""",
    "pw",
    syntax="ini",
)

F.reg(
    "hjallur_weatherlink_v2_api_secret_python",
    ("vedur/hent_vind_<<n>>.py", "scripts/weatherlink_<<word>>.py"),
    '''"""Heintar vindferð og vætu frá Davis-stöðini við hjallin til turkingarloggin."""

import hashlib
import hmac
import time

import requests

API_KEY = "<<apikey>>"
API_SECRET = "<<cred>>"
STATION_ID = <<n4>><<n>>


def hent(station_id: int = STATION_ID) -> dict:
    t = int(time.time())
    msg = f"api-key{API_KEY}station-id{station_id}t{t}"
    sig = hmac.new(API_SECRET.encode(), msg.encode(), hashlib.sha256).hexdigest()
    url = f"https://api.weatherlink.com/v2/current/{station_id}"
    r = requests.get(url, params={"api-key": API_KEY, "t": t, "api-signature": sig}, timeout=20)
    r.raise_for_status()
    return r.json()
''',
    "low:32",
    extra=lambda rng, s: {
        "apikey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32))
    },
)


def _b64_body(rng, s):
    body = (
        f"Hej {s['first2']},\n\nKoden til regnskabsprogrammet (e-conomic) er nu skiftet.\n"
        f"Bruger: {s['email']}\nAdgangskode: {s['cred']}\n\nMvh {s['first']}\n"
    )
    enc = base64.encodebytes(body.encode("utf-8")).decode("ascii")
    return {"b64body": enc.rstrip("\n")}


def _dec_b64_body(text: str) -> str:
    body = text.split("\n\n", 1)[1].strip()
    return after(dec_b64_field(body.replace("\n", "")), "Adgangskode: ")


F.reg(
    "hjallur_bookkeeper_mime_base64_body_adgangskode",
    ("mail/Indbakke/<<n4>>.eml", "Mail/<<org>>/regnskab_<<date>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Ny kode til e-conomic
Date: Tue, <<day>> Mar <<year>> 16:02:10 +0000
Message-ID: <<<hex8>>.<<n4>>@<<dom>>>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

<<b64body>>
""",
    "human",
    extra=_b64_body,
    decode=_dec_b64_body,
)
