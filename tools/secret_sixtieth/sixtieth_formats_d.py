# ruff: noqa: E501
"""Family d: solar and battery backup installers in Gauteng (South Africa), writing in English,
isiZulu and Afrikaans."""

from __future__ import annotations

import base64
import random

from sixtieth_spec import Fam, after, b64s

FAM = Fam(
    "loadshedding_gauteng_installers",
    orgs=("sunbokkie", "lumovolt"),
    tld="co.za",
    people=(
        ("Thabo", "thabo"),
        ("Sipho", "sipho"),
        ("Johan", "johan"),
        ("Pieter", "pieter"),
        ("Lerato", "lerato"),
        ("Nomvula", "nomvula"),
        ("Ruan", "ruan"),
        ("Themba", "themba"),
        ("Zanele", "zanele"),
        ("Kobus", "kobus"),
    ),
    surnames=(
        ("Nkosi", "nkosi"),
        ("Dlamini", "dlamini"),
        ("van der Merwe", "vandermerwe"),
        ("Botha", "botha"),
        ("Mokoena", "mokoena"),
        ("Pretorius", "pretorius"),
        ("Khumalo", "khumalo"),
        ("Naidoo", "naidoo"),
    ),
    words=(
        "braai",
        "lekker",
        "springbok",
        "jacaranda",
        "highveld",
        "sunshine",
        "kwaito",
        "boerewors",
        "protea",
        "impala",
        "rooibos",
        "lithium",
        "stage6",
        "bakkie",
    ),
    pets=("bruno", "shaka", "jessie", "bella", "duke", "simba", "rocky"),
    cities=("Pretoria", "Johannesburg", "Centurion", "Midrand", "Soweto", "Benoni", "Roodepoort"),
    cc="+27",
)

FAM.reg(
    "loadshedding_victron_vrm_token_python_report",
    ("monitoring/vrm_daily_<<n>>.py", "scripts/vrm_sites_<<n>>.py"),
    """import requests

VRM_TOKEN = "<<cred>>"
HEADERS = {"X-Authorization": f"Token {VRM_TOKEN}"}
USER_ID = <<n>>

sites = requests.get(f"https://vrmapi.victronenergy.com/v2/users/{USER_ID}/installations", headers=HEADERS, timeout=20).json()
for site in sites["records"]:
    stats = requests.get(
        f"https://vrmapi.victronenergy.com/v2/installations/{site['idSite']}/stats?type=kwh&interval=days",
        headers=HEADERS,
        timeout=20,
    ).json()
    print(site["name"], stats["totals"])
""",
    "hex:64",
)

FAM.reg(
    "loadshedding_zulu_whatsapp_iphasiwedi_app",
    ("WhatsApp Chat with <<first2>> <<n>>.txt", "Phone/WhatsApp/Chat_Installers_<<n>>.txt"),
    """<<y>>/<<mo>>/<<d>>, <<time>> - <<first2>> <<last2>>: Sawubona bhuti, i-inverter ka-Mama <<last>> e-<<city>> ayikhombisi lutho ku-app
<<y>>/<<mo>>/<<d>>, <<time>> - <<first>> <<last>>: Ngena nge-akhawunti yenkampani, i-email ngu <<email>>
<<y>>/<<mo>>/<<d>>, <<time>> - <<first>> <<last>>: iphasiwedi ithi <<cred>>
<<y>>/<<mo>>/<<d>>, <<time>> - <<first2>> <<last2>>: Ngiyabonga, sengibona i-battery iku 34%
""",
    "human",
    syntax="",
)

FAM.reg(
    "loadshedding_afrikaans_email_wagwoord_monitering",
    ("mail/Sent/installasie_<<n>>.eml", "Outlook/Sent Items/oorhandiging_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>>.<<la2>>@gmail.com
Subject: Oorhandiging - 8kW omsetter en battery
Date: Fri, <<d>> Aug <<y>> <<time>>:40 +0200
Content-Type: text/plain; charset="utf-8"

Goeiemiddag <<first2>>

Dankie vir die geleentheid. Die stelsel is vanoggend in gebruik geneem en die battery laai.
U kan die stelsel op u foon monitor met die volgende besonderhede:

Gebruikersnaam: <<email2>>
Wagwoord: <<cred>>

Onthou asseblief om die wagwoord te verander. Die COC en die foto's van die DB-bord is aangeheg.

Groete
<<first>> <<last>>
<<orgc>> Solar | <<phone>>
""",
    "human",
    syntax="",
)


def _basic_extra(rng: random.Random, s: dict) -> dict:
    return {"basic": b64s(f"admin:{s['cred']}")}


def _basic_decode(text: str) -> str:
    raw = base64.b64decode(after(text, "Basic ", "'")).decode()
    return raw.split(":", 1)[1]


FAM.reg(
    "loadshedding_dongle_curl_basic_base64_bash_history",
    ("laptop/.bash_history", "home/<<login>>/.bash_history"),
    """ping -c 3 <<ip>>
curl -s http://<<ip>>/status.html
curl -s -H 'Authorization: Basic <<basic>>' http://<<ip>>/config_hide.html
curl -s -H 'Authorization: Basic <<basic>>' -d 'server_a=<<ip2>>&port_a=10000' http://<<ip>>/do_cmd.html
exit
""",
    "pw_bare",
    syntax="",
    extra=_basic_extra,
    decode=_basic_decode,
)

FAM.reg(
    "loadshedding_commissioning_notes_md_dongle_wifi",
    ("jobs/<<last2>>_<<n>>/commissioning.md", "OneDrive/Installs/<<city>>_<<n>>_commissioning.md"),
    """# Commissioning - <<first2>> <<last2>>, <<city>>

* Date: <<date>>, installer <<first>> <<last>>
* Inverter: 8 kW hybrid, S/N <<serial>>
* Battery: 2 x 5.12 kWh LiFePO4, SOC cut-off 20%
* Earth leakage tested, COC no. <<n>>
* Load-shedding schedule: area <<n2>>, stage 2 profile loaded

## Wi-Fi

| item | value |
|---|---|
| customer network | <<ssid>> |
| customer Wi-Fi password | <<cred>> |
| dongle AP | AP_<<n>> (default) |

Customer shown the app; spare fuses left in the garage cupboard.
""",
    "wifi",
    syntax="",
)

FAM.reg(
    "loadshedding_payfast_passphrase_php_deposit",
    ("public_html/deposit/payfast_<<n>>.php", "site/checkout/payfast_config_<<n>>.php"),
    """<?php
// 50% deposit on solar quotes
$payfast = [
    'merchant_id'  => '1<<n>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'return_url'   => 'https://<<dom>>/deposit/thanks',
    'notify_url'   => 'https://<<dom>>/deposit/itn',
    'sandbox'      => false,
];
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {
        "mkey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(13))
    },
)

FAM.reg(
    "loadshedding_quote_tracker_csv_customer_app_logins",
    ("office/quotes_<<y>>_<<n>>.csv", "Sales/Quote tracker <<n>>.csv"),
    """quote,customer,suburb,system,status,app_login,app_password
Q<<n>>,<<first2>> <<last2>>,<<city>>,5kW + 5.12kWh,installed,<<email2>>,<<cred>>
Q<<n4>>,<<last>> family,Centurion,8kW + 10kWh,deposit paid,,
""",
    "human",
    syntax="",
)

FAM.reg(
    "loadshedding_mikrotik_site_router_rsc_export",
    ("configs/<<last2>>_router_<<n>>.rsc", "backup/mikrotik_<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14
# software id = <<mkey>>
#
/interface wireless security-profiles
set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys wpa2-pre-shared-key=<<cred>>
/ip address
add address=<<ip>>/24 interface=bridge network=<<ip2>>
/system identity
set name=<<org>>-<<last2>>
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "mkey": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
        + "-"
        + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
    },
)
