# ruff: noqa: E501
"""Family f: a beer hall in Plzeň / Prague (Czech)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="pivnicka_beer_hall_czech",
    orgs=("zlatypipa", "uhrocha", "tankovnanavrsku", "pivnicekozlik"),
    tld="cz",
    first=(
        ("Jiří", "jiri"),
        ("Petra", "petra"),
        ("Tomáš", "tomas"),
        ("Lucie", "lucie"),
        ("Jakub", "jakub"),
        ("Kateřina", "katerina"),
        ("Ondřej", "ondrej"),
        ("Tereza", "tereza"),
    ),
    last=(
        ("Novák", "novak"),
        ("Svoboda", "svoboda"),
        ("Dvořák", "dvorak"),
        ("Černý", "cerny"),
        ("Procházka", "prochazka"),
        ("Kučera", "kucera"),
        ("Veselý", "vesely"),
        ("Horák", "horak"),
    ),
    words=(
        "pivo",
        "hospoda",
        "tankovna",
        "pulitr",
        "knedlik",
        "vltava",
        "slivovice",
        "hokej",
        "smazak",
        "utopenec",
        "vycep",
        "plzen",
        "zlatavar",
        "pivecko",
        "sklep",
        "tuplak",
    ),
    pets=("Alik", "Rex", "Micka", "Bety", "Ferda", "Punta"),
    cc="+420",
    city="Plzeň",
)

F.reg(
    "pivnicka_czech_whatsapp_heslo_dotykacka",
    ("chaty/WhatsApp Chat s Vycep <<y>>.txt", "<<org>>/zaloha/WhatsApp Chat - Smena <<mo>>.txt"),
    """<<d>>.<<mo>>.<<y>> <<h0>> - <<first>>: Kdo zná heslo do Dotykačky na pokladně u výčepu? Zase mě to odhlásilo
<<d>>.<<mo>>.<<y>> <<h1>> - <<first2>>: vedoucí to měnil v pondělí
<<d>>.<<mo>>.<<y>> <<h2>> - <<first2>>: heslo je <<cred>>
<<d>>.<<mo>>.<<y>> <<h3>> - <<first>>: díky, jede to 🍺
""",
    "human",
    syntax="",
)

F.reg(
    "pivnicka_dotykacka_api_trzby_python",
    ("<<org>>/skripty/trzby_dotykacka.py", "home/<<fa>>/bin/dotykacka_export_<<n>>.py"),
    '''"""Denní export tržeb z Dotykačky do účetnictví (Pohoda XML)."""

import requests

CLOUD_ID = "<<n4>><<n3>>"
REFRESH_TOKEN = "<<cred>>"


def access_token():
    r = requests.post(
        "https://api.dotykacka.cz/v2/signin/token",
        headers={"Authorization": f"User {REFRESH_TOKEN}"},
        json={"_cloudId": CLOUD_ID},
    )
    return r.json()["accessToken"]
''',
    "hex:32",
)

F.reg(
    "pivnicka_comgate_poukazy_eshop_php",
    ("<<org>>/eshop/config/comgate.php", "www/<<org>>/poukazy/platby_<<n>>.php"),
    """<?php
// Dárkové poukazy na degustaci: platební brána Comgate
return [
    'merchant' => '<<n4>><<n3>>',
    'secret'   => '<<cred>>',
    'test'     => false,
    'country'  => 'CZ',
    'curr'     => 'CZK',
];
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "pivnicka_tank_level_influx_toml",
    ("<<org>>/tanky/monitor.toml", "etc/tankmon/<<org>>-<<n>>.toml"),
    """# Hladina v tancích (nepasterizovaný ležák), čidla přes Modbus RTU
[modbus]
port = "/dev/ttyUSB0"
baud = 9600
tanks = [1, 2, 3, 4, 5, 6]

[influx]
url = "http://<<ip>>:8086"
org = "<<org>>"
bucket = "tanky"
token = "<<cred>>"
""",
    "b64:64",
)

F.reg(
    "pivnicka_czech_email_heslo_pivovar_objednavky",
    ("posta/<<org>>/pivovar-<<date>>.eml", "<<fa>>/Maildir/cur/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Objednávky sudů - nový přístup do B2B portálu pivovaru
Date: Wed, <<d>> May <<y>> 08:45:31 +0200
Content-Type: text/plain; charset=utf-8

Ahoj <<first2>>,

pivovar nám založil nový účet do objednávkového portálu, objednávky sudů na pátek dělej tam.
Přihlašovací jméno: <<org>>
Heslo: <<cred>>

Díky,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "pivnicka_fio_banka_pohyby_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "<<org>>/server/crontab_<<n>>.txt"),
    """# stažení pohybů z Fio banky pro párování plateb za rezervace
SHELL=/bin/bash
30 5 * * * curl -s "https://fioapi.fio.cz/v1/rest/last/<<cred>>/transactions.json" > /srv/ucetni/fio/$(date +\\%F).json
45 5 * * * /srv/ucetni/paruj.py
""",
    "alnum:64",
    syntax="",
)

F.reg(
    "pivnicka_flat_ods_smeny_prihlaseni",
    ("<<org>>/provoz/smeny_<<y>>.fods", "Dokumenty/<<org>>_smeny_<<mo>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Směny">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Jméno</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Směna</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Pokladna login</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Heslo</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<first>> <<last>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>pá/so noc</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<fa>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "pivnicka_kancelar_net_use_bat",
    ("<<org>>/kancelar/pripojit_disky.bat", "Users/<<fa>>/Desktop/disky_<<n>>.bat"),
    """@echo off
rem Připojení sdílených složek z NASu v kanceláři (faktury, směny)
net use F: \\\\<<ip>>\\faktury /user:NAS\\<<fa>> <<cred>> /persistent:yes
net use S: \\\\<<ip>>\\smeny /persistent:yes
echo Hotovo
""",
    "pw_bare",
    syntax="",
)
