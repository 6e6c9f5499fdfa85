# ruff: noqa: E501
"""Family c: a Westland greenhouse tomato and pepper grower (Netherlands; Dutch, Polish crew)."""

from __future__ import annotations

import random

from hundredtwentysecond_corpus import ALNUM
from hundredtwentysecond_spec import Fam, dec_xml_attr, enc_xml

F = Fam(
    name="westland_kas_tomato_grower",
    orgs=("glaskamp", "vanderzwet", "kwekerijhof", "tomatenhof", "maaslandkas"),
    names=(
        "Glaskamp Kwekerij B.V.",
        "Gebr. van der Zwet",
        "Kwekerij 't Hof",
        "Tomatenhof Westland",
        "Maasland Kas V.O.F.",
    ),
    tld="nl",
    first=(
        ("Jeroen", "jeroen"),
        ("Sanne", "sanne"),
        ("Kees", "kees"),
        ("Marieke", "marieke"),
        ("Bram", "bram"),
        ("Ilse", "ilse"),
        ("Piotr", "piotr"),
        ("Agnieszka", "agnieszka"),
    ),
    last=(
        ("van der Zwet", "vanderzwet"),
        ("Vreugdenhil", "vreugdenhil"),
        ("Duijvestijn", "duijvestijn"),
        ("Koppert", "koppert"),
        ("Nowak", "nowak"),
        ("van Geest", "vangeest"),
    ),
    words=(
        "tomaat",
        "paprika",
        "kas",
        "tros",
        "westland",
        "naaldwijk",
        "wateringen",
        "hommel",
        "stoker",
        "glasbak",
        "teler",
        "snoep",
        "oogst",
        "kasgroen",
        "boskoop",
        "kerstomaat",
    ),
    pets=("Bolletje", "Snuf", "Dribbel", "Max", "Guus", "Pip"),
    cc="+31 6",
    places=("Naaldwijk", "Monster", "Wateringen", "Honselersdijk", "De Lier"),
)


def _amp_pw(rng: random.Random, s: dict) -> str:
    while True:
        chars = [rng.choice(ALNUM) for _ in range(rng.randint(14, 20))]
        chars[rng.randrange(2, len(chars))] = rng.choice("&<>")
        chars[rng.randrange(2, len(chars))] = rng.choice("&!#%")
        p = "".join(chars)
        if any(c in "&<>" for c in p) and any(c.isdigit() for c in p):
            return p


F.reg(
    "westland_priva_connext_bridge_xml_escaped_attr",
    ["C:/Priva/ConnextBridge/bridge_<<n>>.config", "kas-pc/priva/connections_<<stamp>>.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<!-- Priva klimaatcomputer -> Letsgrow koppeling, afdeling <<n>> (<<orgname>>) -->
<bridge>
  <source type="priva-connext" host="<<ip2>>" port="4840" user="teler" password="<<enc>>" />
  <target type="letsgrow" url="https://api.letsgrow.com" module="<<n4>>" />
  <schedule interval="300" />
</bridge>
""",
    _amp_pw,
    syntax="xml",
    encode=enc_xml,
    decode=dec_xml_attr("password"),
)

F.reg(
    "westland_letsgrow_api_python_requests",
    ["scripts/letsgrow_<<n>>.py", "home/<<fa>>/kas/letsgrow_export.py"],
    '''"""Haal kasklimaat (temp, RV, CO2, EC-drain) op uit Letsgrow voor het teeltoverleg."""

import requests

BASE = "https://api.letsgrow.com/api"
USER = "<<email>>"
WACHTWOORD = "<<cred>>"

tok = requests.post(f"{BASE}/Token", data={"username": USER, "password": WACHTWOORD, "grant_type": "password"}).json()
hdr = {"Authorization": "Bearer " + tok["access_token"]}
for mod in ("<<n4>>", "<<n3>>"):
    r = requests.get(f"{BASE}/ModuleDefinitions/{mod}/Data", headers=hdr, params={"from": "<<date>>"})
    print(mod, len(r.json()))
''',
    "pw_dq",
)

F.reg(
    "westland_mollie_boxenwinkel_php_config",
    ["webwinkel/config/mollie.php", "public_html/<<org>>/inc/betaling_<<n>>.php"],
    """<?php
// Groentebox webwinkel (afhalen aan de kas) - Mollie iDEAL betalingen
define('MOLLIE_API_KEY', '<<cred>>');
define('MOLLIE_REDIRECT', 'https://<<dom>>/bestelling/bedankt');
define('AFHAALPUNT', '<<place>>');
""",
    "p:mollie",
    syntax="",
)

F.reg(
    "westland_whatsapp_dutch_wachtwoord_kasapp",
    ["WhatsApp Chat - Teelt <<place>>/_chat.txt", "telefoon/<<fa>>/WhatsApp_teelt_<<stamp>>.txt"],
    """[<<dotdate>> <<time>>:04] <<first>> <<last>>: Wie heeft het wachtwoord van de Priva-app op de tablet in afdeling <<n>>?
[<<dotdate>> <<time>>:51] <<first2>> <<last2>>: gebruiker teler<<n>>
[<<dotdate>> <<time>>:58] <<first2>> <<last2>>: wachtwoord <<cred>>
[<<dotdate>> <<time>>:59] <<first>> <<last>>: top, dank je 👍
""",
    "human",
    syntax="",
)

F.reg(
    "westland_exact_online_powershell_client_secret",
    ["scripts/exact_facturen_<<n>>.ps1", "C:/Users/<<fa>>/Documents/exact_veiling_<<stamp>>.ps1"],
    """# Veilingafrekeningen (Royal FloraHolland / coöperatie) naar Exact Online boeken
$ClientId     = "<<uid>>"
$ClientSecret = "<<cred>>"
$Division     = <<n4>><<n3>>
$body = @{ grant_type = "refresh_token"; refresh_token = (Get-Content "$PSScriptRoot\\exact.refresh"); client_id = $ClientId; client_secret = $ClientSecret }
$tok = Invoke-RestMethod -Method Post -Uri "https://start.exactonline.nl/api/oauth2/token" -Body $body
Write-Host "Token opgehaald voor divisie $Division"
""",
    "alnum:12",
    syntax="",
)

F.reg(
    "westland_overdracht_teamviewer_klimaatpc_md",
    ["docs/overdracht_<<stamp>>.md", "Gedeeld/Kantoor/overdracht-<<fa>>.md"],
    """# Overdracht klimaat-pc <<orgname>> (<<dotdate>>)

- Klimaatcomputer: Hoogendoorn iSii, afdelingen 1 t/m <<n>>
- Storingsdienst bellen: 0174-<<n3>><<n3>>
- TeamViewer ID: <<n3>> <<n3>> <<n3>>
- TeamViewer wachtwoord: <<cred>>
- Alarmen gaan naar <<phone>> (<<first>>)

Niet vergeten: CO2-doseerklep afdeling 3 hangt soms, handmatig resetten.
""",
    "human",
    syntax="",
)

F.reg(
    "westland_sorteermachine_mysql_my_cnf",
    ["sorteer-pc/my.cnf", "etc/mysql/conf.d/sorteerlijn_<<n>>.cnf"],
    """# sorteerlijn (kleur/gewicht) -> oogstregistratie
[client]
host = <<ip>>
user = sorteer
password = <<cred>>
database = oogst_<<y>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "westland_signal_copied_reply_only_polish",
    ["Signal/kopie_<<stamp>>.txt", "notities/<<fa>>_signal_<<n>>.txt"],
    """[<<dotdate>> <<time>>] <<first>>: Hej, jakie jest hasło do wifi w hali pakowania?
[<<dotdate>> <<time>>] <<first2>>: <<cred>>
[<<dotdate>> <<time>>] <<first>>: dzięki!
""",
    "human_x",
    syntax="",
)
