"""Family o: a family vineyard and cantina in Ogliastra (Sardinia, Italy), Sardinian and
Italian."""

from __future__ import annotations

import json

from fiftyfirst_spec import Fam, alnum

F = Fam(
    "binza_ogliastra_cannonau",
    ("cantinajerzu", "binzadeiana"),
    "it",
    (
        ("Bachisio", "Bachisio"),
        ("Grazia", "Grazia"),
        ("Efisio", "Efisio"),
        ("Tonina", "Tonina"),
        ("Gavino", "Gavino"),
        ("Bonaria", "Bonaria"),
    ),
    (
        ("Pisano", "pisano"),
        ("Murgia", "murgia"),
        ("Deiana", "deiana"),
        ("Sanna", "sanna"),
        ("Usai", "usai"),
    ),
    (
        "binza",
        "cannonau",
        "jerzu",
        "ogliastra",
        "nuraghe",
        "vermentino",
        "carasau",
        "lanusei",
        "tacchi",
        "abbardente",
    ),
    ("maccu", "crabittu", "pipia", "bobore"),
    "39",
)

F.reg(
    "binza_sardinian_whatsapp_crae_cantina",
    ("WhatsApp/Chat WhatsApp con <<fa>> <<id>>.txt", "exports/cantina_<<date>>.txt"),
    """<<dmys>>, <<time>> - <<first>>: Ite est sa crae de su computer de sa cantina? No mi intrat
<<dmys>>, <<time>> - <<first2>>: utente cantina
<<dmys>>, <<time>> - <<first2>>: sa crae est <<cred>>
<<dmys>>, <<time2>> - <<first>>: Ajò, funzionat. Grazie 🍷
""",
    "human",
    syntax="",
)

F.reg(
    "binza_italian_email_commercialista_pec",
    ("Mail/pec_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: Studio <<last>> <<<email>>>
To: <<email2>>
Subject: Credenziali PEC e cassetto fiscale
Date: <<dmy>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Gentile <<first2>>,

le invio le credenziali della casella PEC dell'azienda agricola, per le fatture dei fornitori:

Indirizzo: <<org>>@pec.it
Password: <<cred>>

Cordiali saluti,
Studio <<last>> — Lanusei
""",
    "human",
    syntax="",
)

F.reg(
    "binza_weather_station_weatherlink_v2_python",
    ("meteo/weatherlink_<<nn>>.py", "home/pi/vigna<<id>>/meteo.py"),
    """import requests

API_KEY = "<<wlk>>"
API_SECRET = "<<cred>>"
STATION = <<id>>

r = requests.get(
    f"https://api.weatherlink.com/v2/current/{STATION}",
    params={"api-key": API_KEY},
    headers={"X-Api-Secret": API_SECRET},
    timeout=30,
)
for s in r.json()["sensors"]:
    print(s["lsid"], s["data"][0].get("temp"), s["data"][0].get("hum"))
""",
    lambda rng, s: alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    extra=lambda rng, s: s.update(wlk=alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")),
)


def _shelly(s):
    return (
        json.dumps(
            {
                "sys": {"device": {"name": f"cella-{s['nn']}", "mac": s["mac"].replace(":", "")}},
                "wifi": {
                    "ap": {"enable": False},
                    "sta": {
                        "ssid": "CANTINA",
                        "pass": s["cred"],
                        "enable": True,
                        "ipv4mode": "dhcp",
                    },
                },
                "cloud": {"enable": False},
                "mqtt": {"enable": True, "server": f"{s['ip2']}:1883", "user": "cella"},
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "binza_cellar_shelly_plus_config_json",
    ("shelly/cella_<<nn>>.json", "backup/shelly-<<id>>.json"),
    _shelly,
    "pw_json",
)

F.reg(
    "binza_enoteca_shop_admin_token_ruby",
    ("shop/sync_inventory_<<nn>>.rb", "scripts/enoteca_<<id>>.rb"),
    """require 'net/http'
require 'json'

SHOP = '<<org>>-enoteca.myshopify.com'
TOKEN = '<<cred>>'

uri = URI("https://#{SHOP}/admin/api/2024-04/products.json?limit=50")
req = Net::HTTP::Get.new(uri)
req['X-Shopify-Access-Token'] = TOKEN
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
JSON.parse(res.body)['products'].each { |p| puts p['title'] }
""",
    "p:shopify",
    syntax="",
)

F.reg(
    "binza_cantina_invoicing_firebird_ini",
    ("Gestionale/db_<<nn>>.ini", "ProgramData/Cantina/<<id>>/connessione.ini"),
    """[Database]
Server=<<ip>>
Path=C:\\Dati\\CANTINA<<year>>.FDB
User=SYSDBA
Password=<<cred>>
Charset=UTF8

[Azienda]
Ragione=Az. Agr. <<last>>
""",
    "pw",
    syntax="ini",
)


def _deere(s):
    return (
        json.dumps(
            {
                "client_id": "0oa" + s["hex8"] + s["hex8"][:4] + "5d7",
                "client_secret": s["cred"],
                "redirect_uri": "http://localhost:9090/callback",
                "org_id": s["id"],
                "scopes": ["ag1", "eq1", "offline_access"],
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "binza_tractor_ops_center_oauth_client_json",
    ("trattore/deere_client_<<nn>>.json", "config/opscenter-<<id>>.json"),
    _deere,
    "b64u:48",
)

F.reg(
    "binza_cellar_door_chalkboard_ocr",
    ("scans/lavagna_<<date>>.txt", "ocr/IMG_<<nnn>><<n>>.txt"),
    """DEGUSTAZIONE
Cannonau Riserva <<year>>
Vermentino · Abbardente

Wi-Fi ospiti: CANTINA_OSPITI
crae:
<<cred>>
""",
    "human",
    syntax="",
)
