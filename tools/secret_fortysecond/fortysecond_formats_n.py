# ruff: noqa: E501
"""Family n: bobbin-lace (kantklossen) makers and lace school in Bruges (Belgium)."""

import html
import re
import xml.etree.ElementTree as ET

from fortysecond_spec import family, gen_pw

F = family(
    "kantklossen_bruges",
    ("kantbrugge",),
    "be",
    ("Marieke", "Jef", "Annelies", "Pieter", "Griet", "Wouter"),
    ("Vermeulen", "De Smet", "Claeys", "Vandamme", "Goethals", "Verhaeghe"),
    (
        "kantklos",
        "spelden",
        "patroon",
        "begijnhof",
        "reien",
        "belfort",
        "klossen",
        "torchon",
        "binche",
    ),
    ("lente", "zomer", "herfst", "winter"),
    "32",
    (
        ("marieke", "jef", "annelies", "pieter", "griet", "wouter"),
        ("vermeulen", "desmet", "claeys", "vandamme", "goethals", "verhaeghe"),
    ),
)

F.reg(
    "kantklossen_dutch_whatsapp_wachtwoord",
    ("WhatsApp-chat met <<first>>.txt", "chats/kantschool_<<fa>>_<<year>>.txt"),
    """<<dsl>> <<time>> - <<first>> <<last>>: Wat was het wachtwoord van de webshop ook alweer?
<<dsl>> <<time>> - <<first2>>: gebruiker <<user>>
<<dsl>> <<time>> - <<first2>>: wachtwoord <<cred>>
<<dsl>> <<time>> - <<first>> <<last>>: Top, dank je! Nieuwe torchon-patronen staan erop
""",
    "human",
)

F.reg(
    "kantklossen_mollie_api_key_php",
    ("<<org>>-webshop/config/mollie.php", "var/www/<<fa>>/shop/mollie_<<n>>.php"),
    """<?php
$mollie = new \\Mollie\\Api\\MollieApiClient();
$mollie->setApiKey('<<cred>>');
$payment = $mollie->payments->create([
    'amount' => ['currency' => 'EUR', 'value' => '45.00'],
    'description' => 'Cursus kantklossen (4 lessen)',
    'redirectUrl' => 'https://<<dom>>/bedankt',
]);
""",
    "p:mollie",
    syntax="",
)

F.reg(
    "kantklossen_isabel_bank_pfx_openssl_bat",
    ("Boekhouding/<<year>>/isabel_export.bat", "C:/Users/<<fa>>/Bank/pfx_naar_pem_<<n>>.bat"),
    """@echo off
openssl pkcs12 -in isabel_<<org>>.pfx -nodes -passin pass:<<cred>> -out isabel.pem
echo Klaar
""",
    "pw_bare",
)

F.reg(
    "kantklossen_dutch_email_wachtwoord_boekhouder",
    ("Mail/Boekhouder/<<date>>.eml", "Outlook/<<fa>>/Postvak_<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<email>>
Subject: Toegang Billit
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Dag <<first>>,

Zoals gevraagd de login voor Billit, voor de facturen van de kantschool:
e-mail: <<email>>
wachtwoord: <<cred>>

Groeten,
<<first2>>
""",
    "human",
)

F.reg(
    "kantklossen_lightspeed_pos_api_ruby",
    ("<<org>>_pos/lightspeed.rb", "home/<<fa>>/kassa/sync_<<n>>.rb"),
    """require "faraday"

LS_KEY = "<<key>>"
LS_SECRET = "<<cred>>"

conn = Faraday.new(url: "https://api.webshopapp.com/nl/") do |f|
  f.request :authorization, :basic, LS_KEY, LS_SECRET
end
puts conn.get("orders.json").body
""",
    "hex:32",
    extra=lambda rng, s: s.update(key=F.draw(rng, "hex:32", s)),
    syntax="",
)


def _amp_pw(rng, s):
    while True:
        pw = gen_pw(rng, sym="&<>!#*")
        if any(c in pw for c in "&<>"):
            return pw


def _appcfg(s: dict) -> str:
    cs = f"Server={s['ip']};Database=Kantschool;User Id=kant;Password={s['cred']};"
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n'
        f'    <add name="Leerlingen" connectionString="{html.escape(cs)}" providerName="System.Data.SqlClient" />\n'
        "  </connectionStrings>\n</configuration>\n"
    )


def _dec_appcfg(text: str) -> str:
    cs = ET.fromstring(text).find("connectionStrings/add").get("connectionString")
    m = re.search(r"Password=([^;]+);", cs)
    assert m
    return m.group(1)


F.reg(
    "kantklossen_app_config_xml_entity_escaped",
    ("Kantschool.Leerlingen/App.config", "<<fa>>/Inschrijvingen<<n>>/App.config"),
    _appcfg,
    _amp_pw,
    decode=_dec_appcfg,
    syntax="xml",
)

F.reg(
    "kantklossen_pattern_notes_ocr_wachtwoord",
    ("Scans/patroonschrift_<<date>>.txt", "Documents/<<fa>>/notities_p<<n>>.txt"),
    """Patroon 14 - Brugse bloemenwerk
42 paar klossen, 3 toeren
--
Kantcentrum login
<<email>>
ww: <<cred>>
""",
    "human",
)

F.reg(
    "kantklossen_courses_docker_compose_postgres",
    ("<<org>>-inschrijvingen/docker-compose.yml", "srv/kantschool<<n>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: kant
      POSTGRES_PASSWORD: <<cred>>
      POSTGRES_DB: inschrijvingen
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
""",
    "pw_alnum",
)
