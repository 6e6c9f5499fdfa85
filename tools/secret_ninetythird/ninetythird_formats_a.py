# ruff: noqa: E501
"""Family a: a Polish Allegro seller of home textiles in Łódź (Polish)."""

from __future__ import annotations

from ninetythird_spec import FAM_A, dec_qp, enc_qp, hexs, jwt

FAM_A.reg(
    "allegro_rest_python_client_secret",
    ("allegro/sync_stany_<<org>>.py", "home/<<fa>>/skrypty/allegro_<<n>>.py"),
    '''"""Synchronizacja stanów magazynowych z Allegro (REST API) dla <<orgc>>, <<city>>.

Uruchamiane z crona co 15 minut na laptopie w magazynie.
"""

import base64
import json
import pathlib

import requests

CLIENT_ID = "<<h32>>"
CLIENT_SECRET = "<<cred>>"
REFRESH_FILE = pathlib.Path("/home/<<fa>>/allegro/refresh.json")
API = "https://api.allegro.pl"


def token() -> str:
    refresh = json.loads(REFRESH_FILE.read_text())["refresh_token"]
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    r = requests.post(
        "https://allegro.pl/auth/oauth/token",
        headers={"Authorization": f"Basic {basic}"},
        data={"grant_type": "refresh_token", "refresh_token": refresh},
        timeout=30,
    )
    r.raise_for_status()
    REFRESH_FILE.write_text(r.text)
    return r.json()["access_token"]


def oferty(access: str) -> list[dict]:
    h = {"Authorization": f"Bearer {access}", "Accept": "application/vnd.allegro.public.v1+json"}
    return requests.get(f"{API}/sale/offers?limit=<<n>>", headers=h, timeout=30).json()["offers"]


if __name__ == "__main__":
    for o in oferty(token()):
        print(o["id"], o["name"], o["stock"]["available"])
''',
    "p:allegro_secret",
)

FAM_A.reg(
    "baselinker_connector_php_bltoken",
    ("public_html/cron/baselinker_<<org>>.php", "sklep/integracje/bl_zamowienia_<<n>>.php"),
    """<?php
// Pobieranie zamówień z BaseLinkera (Allegro + sklep Shoper) do arkusza magazynu
// <<orgc>> - <<city>>, ostatnia zmiana: <<fa>> <<date>>
$token = '<<cred>>';

$params = [
    'date_confirmed_from' => <<epoch>>,
    'get_unconfirmed_orders' => false,
    'status_id' => <<n2>>,
];

$ch = curl_init('https://api.baselinker.com/connector.php');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['X-BLToken: ' . $token]);
curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_POSTFIELDS, [
    'method' => 'getOrders',
    'parameters' => json_encode($params),
]);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$odp = json_decode(curl_exec($ch), true);
foreach ($odp['orders'] ?? [] as $z) {
    echo $z['order_id'], ';', $z['delivery_fullname'], ';', $z['delivery_method'], PHP_EOL;
}
""",
    "p:baselinker",
    syntax="",
)

FAM_A.reg(
    "przelewy24_woocommerce_dotenv_report_key",
    ("sklep-<<org>>/.env", "srv/www/<<org>>.<<tld>>/.env.production"),
    """# WooCommerce <<orgc>> - bramka Przelewy24
WP_ENV=production
WP_HOME=https://<<dom>>
DB_NAME=<<org>>_wp
DB_USER=<<org>>_wp
DB_HOST=localhost

P24_MERCHANT_ID=<<n2>>
P24_POS_ID=<<n2>>
P24_CRC=<<crc>>
P24_REPORT_KEY=<<cred>>
P24_SANDBOX=false
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"crc": hexs(r, 16)},
)

FAM_A.reg(
    "ksiegowa_email_quoted_printable_haslo_wfirma",
    ("Poczta/Wysłane/<<y>>-<<mo>>-<<d>>_wfirma.eml", "thunderbird/<<fa>>/Sent/<<n2>>.eml"),
    lambda s: (
        f"""From: {s["fn"]} {s["ln"]} <{s["email"]}>
To: {s["fn2"]} {s["ln2"]} <biuro@rachunkowe-{s["la2"]}.pl>
Subject: =?UTF-8?Q?Dost=C4=99p_do_wFirma_-_faktury_Allegro?=
Date: Tue, {s["d"]} Mar {s["y"]} {s["hh"]}:{s["mi"]}:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{
            enc_qp(f'''Dzień dobry Pani {s["fn2"]},

przesyłam dostęp do wFirma, żeby mogła Pani pobrać faktury z Allegro za {s["mo"]}/{s["y"]}:

login: {s["email"]}
hasło: {s["cred"]}

Wyciągi z mBanku wyślę jutro. Proszę nie zmieniać hasła, bo korzysta z niego też magazyn.

Pozdrawiam serdecznie
{s["fn"]} {s["ln"]}
{s["orgc"]}, {s["city"]}
''')
        }"""
    ),
    "human_acc",
    syntax="",
    decode=dec_qp("hasło:"),
)

FAM_A.reg(
    "whatsapp_polish_reply_only_value_inpost",
    ("WhatsApp/Czat WhatsApp z <<fn2>>.txt", "eksport/whatsapp_magazyn_<<n>>.txt"),
    """<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - Wiadomości i połączenia są szyfrowane end-to-end. Nikt spoza tego czatu, nawet WhatsApp, nie może ich odczytać ani odsłuchać.
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn2>>: Hej, jakie jest teraz hasło do Managera Paczek InPost? Muszę nadać <<n>> paczek przed 16
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: chwila, sprawdzę w notesie
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi3>> - <<fn>> <<ln>>: <<cred>>
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi3>> - <<fn2>>: dzięki, działa 👍
<<d>>.<<mo>>.<<y>>, <<hh2>>:05 - <<fn2>>: kurier z DPD był, zabrał palety z kocami
""",
    "human",
    syntax="",
)

FAM_A.reg(
    "inpost_shipx_label_printer_yaml",
    ("etykiety/config_<<org>>.yml", "home/<<fa>>/inpost-print/config.yaml"),
    """# Drukowanie etykiet InPost (ShipX) na Zebrze w magazynie <<orgc>>
shipx:
  api_url: https://api-shipx-pl.easypack24.net/v1
  organization_id: <<n2>>
  token: '<<cred>>'
sender:
  company_name: '<<orgc>> sp. z o.o.'
  email: '<<email>>'
  phone: '<<phone>>'
  address:
    street: 'Piotrkowska'
    building_number: '<<n>>'
    city: '<<city>>'
    post_code: '90-<<n>>'
printer:
  name: Zebra_GK420d
  format: zpl
  size: A6
""",
    lambda r, s: jwt(
        r,
        {
            "iss": "https://login.inpost.pl/auth/realms/external",
            "sub": s["uuid"],
            "typ": "Bearer",
            "azp": "shipx",
            "exp": s["epoch"],
        },
        alg="RS256",
    ),
)

FAM_A.reg(
    "xlsx_sharedstrings_loginy_hasla",
    ("Konta_<<org>>.xlsx/xl/sharedStrings.xml", "Dokumenty/hasla_<<y>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="15" uniqueCount="15"><si><t>Serwis</t></si><si><t>Login</t></si><si><t>Hasło</t></si><si><t>Uwagi</t></si><si><t>Allegro</t></si><si><t><<org>>_pl</t></si><si><t><<cred>></t></si><si><t>konto firmowe, 2FA na telefon <<fa>></t></si><si><t>mBank firmowy</t></si><si><t><<n2>></t></si><si><t>w sejfie</t></si><si><t>BaseLinker</t></si><si><t><<email>></t></si><si><t>to samo co Allegro?</t></si><si><t>InPost Manager Paczek</t></si></sst>
""",
    "human",
)

FAM_A.reg(
    "mikrotik_export_pppoe_orange_magazyn",
    ("router/magazyn_<<org>>_<<date>>.rsc", "backup/mikrotik/<<org>>-<<n>>.rsc"),
    """# <<date>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14.3
# software id = <<sw>>
#
# model = RB4011iGS+
# serial number = <<serial>>
/interface bridge
add name=bridge-magazyn
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-orange \\
    password=<<cred>> user=<<ppp>>@neostrada.pl
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip address
add address=192.168.88.1/24 interface=bridge-magazyn network=192.168.88.0
/ip dns
set allow-remote-requests=yes servers=1.1.1.1
/system identity
set name=magazyn-<<org>>
/system clock
set time-zone-name=Europe/Warsaw
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {
        "sw": f"{hexs(r, 4, True)}-{hexs(r, 4, True)}",
        "serial": hexs(r, 12, True),
        "ppp": f"{s['la']}{r.randint(10, 99)}",
    },
)
