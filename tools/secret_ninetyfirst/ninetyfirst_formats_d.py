# ruff: noqa: E501
"""Family d: a historic boyar house museum (conac) in Wallachia, Romania (Romanian with
diacritics; SmartBill invoicing, Netopia ticket payments, Paradox Alarm Interface, Telegraf
with showcase sensors, a Cantaloupe IIIF server on S3)."""

from __future__ import annotations

import json

from ninetyfirst_corpus import b64
from ninetyfirst_spec import Fam, dec_qp, enc_qp, grab, prov

FAM = Fam(
    name="boyar_historic_house_romania",
    orgs=("casaboiereasca", "conacpopescu", "conacultalpa"),
    titles=("Muzeul Conacul Golescu", "Casa Boierească Popescu", "Conacul de la Talpa"),
    tld="ro",
    first=(
        ("Andreea", "andreea"),
        ("Mihai", "mihai"),
        ("Ioana", "ioana"),
        ("Radu", "radu"),
        ("Elena", "elena"),
        ("Bogdan", "bogdan"),
        ("Cristina", "cristina"),
        ("Ștefan", "stefan"),
        ("Raluca", "raluca"),
        ("Tudor", "tudor"),
    ),
    last=(
        ("Popescu", "popescu"),
        ("Ionescu", "ionescu"),
        ("Dumitrescu", "dumitrescu"),
        ("Stănescu", "stanescu"),
        ("Constantinescu", "constantinescu"),
        ("Mureșan", "muresan"),
        ("Vlădescu", "vladescu"),
        ("Țăranu", "taranu"),
    ),
    words=(
        "conac",
        "boier",
        "brancoveanu",
        "mosie",
        "carpati",
        "arges",
        "tuica",
        "mamaliga",
        "sarmale",
        "hora",
        "ie",
        "doina",
        "voronet",
        "craiova",
        "golescu",
        "cerdac",
        "pridvor",
        "livada",
    ),
    uwords=(
        "Brâncoveanu",
        "țuică",
        "mămăligă",
        "Voroneț",
        "Brâncuși",
        "pădure",
        "Câmpina",
        "conacul_mâine",
        "grădina",
        "fântână",
    ),
    pets=("azorel", "grivei", "miti", "pufi", "lăbuș", "bubu", "tita"),
    city="Pitești",
    cc="+40 7",
)


def _qp_mail(s: dict) -> str:
    body = (
        f"Bună ziua, {s['first2']},\n\n"
        "Am schimbat parola contului SmartBill al muzeului, pentru facturile de la\n"
        "magazinul de suveniruri și închirierea sălii pentru nunți.\n\n"
        f"Utilizator: {s['email']}\n"
        f"Parola nouă: {s['cred']}\n\n"
        "Vă rog să nu o trimiteți mai departe.\n\n"
        f"Cu stimă,\n{s['name']}\nContabilitate, {s['title']}\n"
    )
    return (
        f"From: {s['name']} <{s['email']}>\n"
        f"To: {s['name2']} <{s['email2']}>\n"
        "Subject: =?UTF-8?Q?Parola_nou=C4=83_SmartBill?=\n"
        f"Date: {s['d']} Apr {s['y']} {s['time']}:05 +0300\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


FAM.reg(
    "boyar_romanian_email_qp_parola_noua",
    ("mail/contabilitate/<<date>>-smartbill.eml", "Maildir/cur/<<ts>>.M<<n3>>.<<org>>:2,S"),
    _qp_mail,
    "human_uni",
    decode=lambda t: grab(r"Parola nou\u0103: (\S+)", dec_qp(t.split("\n\n", 1)[1])),
)

FAM.reg(
    "boyar_netopia_ticket_payment_php_signature",
    ("www/bilete/config/netopia.php", "public_html/<<org>>/plata/netopia_<<n>>.php"),
    """<?php
/* Bilete online -- <<title>>: NETOPIA Payments (mobilPay) */
return [
    'signature'      => '<<cred>>',
    'sandbox'        => false,
    'public_cert'    => __DIR__ . '/keys/live.<<certid>>.public.cer',
    'confirm_url'    => 'https://bilete.<<dom>>/netopia/confirm',
    'return_url'     => 'https://bilete.<<dom>>/multumim',
    'currency'       => 'RON',
    'contact_email'  => '<<email>>',
];
""",
    "p:netopia",
    extra=lambda rng, s: {"certid": f"{s['hex8'].upper()}"},
)

FAM.reg(
    "boyar_smartbill_invoices_python_token",
    ("scripts/facturi_smartbill.py", "home/<<fa>>/contabil/smartbill_<<n>>.py"),
    '''"""Emite facturile lunare pentru închirierea sălii (SmartBill Cloud API)."""

import requests

SMARTBILL_USER = "<<email>>"
SMARTBILL_TOKEN = "<<cred>>"
CIF = "RO<<n4>><<n3>>"
API = "https://ws.smartbill.ro/SBORO/api"


def emite(client: str, suma: float) -> dict:
    factura = {
        "companyVatCode": CIF,
        "client": {"name": client, "country": "Romania"},
        "seriesName": "CNC",
        "products": [{"name": "Închiriere salon", "measuringUnitName": "buc", "currency": "RON",
                      "quantity": 1, "price": suma, "isTaxIncluded": True, "taxPercentage": 19}],
    }
    r = requests.post(f"{API}/invoice", json=factura, auth=(SMARTBILL_USER, SMARTBILL_TOKEN), timeout=30)
    r.raise_for_status()
    return r.json()
''',
    "p:smartbill",
)

FAM.reg(
    "boyar_paradox_alarm_interface_pai_conf",
    ("etc/pai/pai.conf", "home/<<fa>>/pai/pai-<<n>>.conf"),
    """# Paradox Alarm Interface -- centrala EVO192 + IP150, <<title>>
LOGGING_LEVEL_CONSOLE = logging.INFO
CONNECTION_TYPE = 'IP'
IP_CONNECTION_HOST = '<<ip>>'
IP_CONNECTION_PORT = 10000
IP_CONNECTION_PASSWORD = b'<<cred>>'
MQTT_ENABLE = True
MQTT_HOST = '<<ip2>>'
MQTT_USERNAME = 'pai'
MQTT_PASSWORD = None
LIMITS = {'zone': range(1, 33), 'partition': [1, 2]}
""",
    "pw_alnum",
)

FAM.reg(
    "boyar_showcase_sensors_telegraf_influx_token",
    ("etc/telegraf/telegraf.d/vitrine.conf", "etc/telegraf/telegraf-<<org>>-<<n>>.conf"),
    """# Senzori vitrine (temperatură / umiditate, Modbus) -> InfluxDB
[agent]
  interval = "60s"
  hostname = "conac-senzori-<<n>>"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "microclimat"

[[inputs.modbus]]
  name = "vitrina_salon"
  controller = "tcp://<<ip2>>:502"
  holding_registers = [
    { name = "temperatura", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
    { name = "umiditate", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [1] },
  ]
""",
    lambda rng: b64(rng, 64, urlsafe=True),
)


def _messenger(s: dict) -> str:
    msgs = [
        (s["name"], "bună, ce parolă are wifi-ul pentru ghizi? cel din pivniță"),
        (s["name2"], "Conac_Ghizi"),
        (s["name2"], s["cred"]),
        (s["name"], "mersi frumos!"),
    ]
    data = {
        "participants": [{"name": s["name"]}, {"name": s["name2"]}],
        "messages": [
            {
                "sender_name": w,
                "timestamp_ms": (s["ts"] + 60 * (9 - i)) * 1000,
                "content": t,
                "is_geoblocked_for_viewer": False,
            }
            for i, (w, t) in enumerate(msgs)
        ][::-1],
        "title": s["name2"],
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n4']}",
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


FAM.reg(
    "boyar_messenger_json_parola_wifi_ghizi",
    (
        "messages/inbox/<<fa2>><<la2>>_<<n4>>/message_1.json",
        "facebook-<<user>>/messages/inbox/ghizi_<<n>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

FAM.reg(
    "boyar_iiif_cantaloupe_properties_s3",
    ("opt/cantaloupe/cantaloupe.properties", "etc/cantaloupe-<<n>>.properties"),
    """# Cantaloupe 5 -- imagini IIIF pentru colecția online (<<title>>)
base_uri = https://iiif.<<dom>>
http.enabled = true
http.port = 8182
source.static = S3Source
S3Source.endpoint = https://s3.eu-central-1.amazonaws.com
S3Source.region = eu-central-1
S3Source.access_key_id = <<akid>>
S3Source.secret_access_key = <<cred>>
S3Source.BasicLookupStrategy.bucket.name = <<org>>-iiif
processor.selection_strategy = AutomaticSelectionStrategy
cache.server.derivative.enabled = true
cache.server.derivative = FilesystemCache
FilesystemCache.pathname = /var/cache/cantaloupe
""",
    "p:aws_secret",
    extra=lambda rng, s: {"akid": prov(rng, "aws_id")},
)

FAM.reg(
    "boyar_ticket_desk_postit_ocr",
    ("scan/ocr/postit_casa_bilete_<<n>>.txt", "Documents/OCR_<<date>>_<<n3>>.txt"),
    """CASA DE BILETE - PC
utilizator: casier<<n>>
parola
<<cred>>
(NU SCHIMBA! - <<first>>)
""",
    "human",
)
