# ruff: noqa: E501
"""Family n: a cave-rescue group in the Sierra Mazateca, Oaxaca, Mexico (Mexican Spanish)."""

from __future__ import annotations

import random

from hundredsecond_corpus import alnum
from hundredsecond_spec import Fam, Slots, reg

F = Fam(
    name="cave_rescue_group_oaxaca",
    orgs=("grutaluz", "sotanorope", "cenoteauxilio", "cuerdahonda"),
    tld="org.mx",
    first=(
        ("José Luis", "joseluis"),
        ("Guadalupe", "guadalupe"),
        ("Alejandro", "alejandro"),
        ("Ximena", "ximena"),
        ("Itzel", "itzel"),
        ("Rodrigo", "rodrigo"),
        ("Mariana", "mariana"),
        ("Emiliano", "emiliano"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
        ("Cruz", "cruz"),
    ),
    words=(
        "cueva",
        "sotano",
        "cenote",
        "huautla",
        "estalactita",
        "murcielago",
        "cuerda",
        "rapel",
        "oaxaca",
        "mazateco",
        "golondrinas",
        "linterna",
        "chapulin",
        "mezcal",
        "tlayuda",
        "guelaguetza",
    ),
    pets=("firulais", "canela", "chispa", "pelusa", "max", "negrito"),
    places=("huautla", "cuetzalan", "xilitla", "zongolica", "tulum", "aquismon"),
    cc="+52",
)


def _wa(s: Slots) -> str:
    h = int(s["hh"])
    ap = "p. m." if h >= 12 else "a. m."
    h12 = h - 12 if h > 12 else h
    d = f"{s['day']}/{s['month']}/{int(s['year']) % 100:02d}"
    return (
        f"{d}, {h12}:{s['mi']} {ap} - {s['first']} {s['last']}: Equipo, cambié la contraseña de la compu del radio en la base de {s['placec']}\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first2']} {s['last2']}: Pásala porfa, bajamos al sótano mañana a las 6\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first']} {s['last']}: usuario: base{s['n']}\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first']} {s['last']}: contraseña: {s['cred']}\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first2']} {s['last2']}: Gracias 🦇\n"
    )


reg(
    F,
    "espeleo_spanish_whatsapp_contrasena_base_radio",
    (
        "WhatsApp/Chat de WhatsApp con Rescate Espeleo <<placec>>.txt",
        "exports/whatsapp/<<org>>_<<date>>.txt",
    ),
    _wa,
    "human",
)

reg(
    F,
    "espeleo_survey_git_credentials_github_pat",
    ("home/<<fa>>/.git-credentials", "Users/<<fa>>/.git-credentials"),
    """https://<<fa>>-<<org>>:<<cred>>@github.com
""",
    "p:github",
    "",
)

reg(
    F,
    "espeleo_cavelink_base_station_ini",
    ("CaveLink/base_<<place>>.ini", "Documents/<<org>>/cavelink_<<date>>.ini"),
    """; CaveLink – estación base en boca de cueva, <<placec>>
[base]
node_id = <<nn>>
serial = COM4
baud = 9600

[relay]
; reenvía mensajes de los nodos subterráneos al servidor del grupo
url = https://relay.<<dom>>/cavelink/ingest
user = base_<<place>>
password = <<cred>>
interval_s = 120
""",
    "pw",
)

reg(
    F,
    "espeleo_mercadopago_donaciones_python",
    ("donativos/mp_checkout.py", "srv/<<org>>/donar/mercadopago_pref.py"),
    '''"""Preferencia de pago para donativos (cuerda estática, camillas SKED)."""

import mercadopago

MP_ACCESS_TOKEN = "<<cred>>"

sdk = mercadopago.SDK(MP_ACCESS_TOKEN)

preference = sdk.preference().create({
    "items": [{"title": "Donativo rescate en cuevas", "quantity": 1, "unit_price": 500, "currency_id": "MXN"}],
    "back_urls": {"success": "https://<<dom>>/gracias"},
})
print(preference["response"]["init_point"])
''',
    "p:mercadopago",
)

reg(
    F,
    "espeleo_conekta_cuotas_socios_php",
    ("cuotas/conekta_config.php", "public_html/<<org>>/socios/pagos.php"),
    """<?php
// Cuotas anuales de socios – tarjeta y OXXO Pay
require_once 'vendor/autoload.php';

\\Conekta\\Conekta::setApiKey('<<cred>>');
\\Conekta\\Conekta::setApiVersion('2.1.0');
\\Conekta\\Conekta::setLocale('es');

$cuota_anual_mxn = 1200;
""",
    "p:conekta",
    "",
)

reg(
    F,
    "espeleo_callout_email_contrasena_radio_web",
    ("Correo/rescate/<<date>>_acceso.eml", "Thunderbird/Bandeja/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Acceso al panel de alertamiento (callout)
Date: Sat, <<day>> Aug <<year>> <<hh>>:<<mi>>:31 -0600
Content-Type: text/plain; charset=utf-8

Hola <<first2>>:

Te paso el acceso al panel donde se activa la lista de llamada cuando hay
un accidente en cueva (Sistema Huautla y Cuetzalan):

https://callout.<<dom>>/login
Usuario: <<login>>
Contraseña: <<cred>>

No la reenvíes, la cambiamos después de la práctica del sábado.

Saludos desde la base,
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "espeleo_gopro_footage_aws_cli_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history_<<nn>>"),
    """cd ~/Videos/practica_<<place>>
ls *.MP4 | wc -l
aws configure set aws_access_key_id <<akid>> --profile rescate
aws configure set aws_secret_access_key <<cred>> --profile rescate
aws s3 sync . s3://<<org>>-video/practicas/<<date>>/ --profile rescate
""",
    "p:aws_secret",
    "",
    lambda rng, s: {"akid": "AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)


def _ttn(rng: random.Random, s: Slots) -> str:
    ud = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    return f"NNSXS.{alnum(rng, 39, ud)}.{alnum(rng, 52, ud)}"


reg(
    F,
    "espeleo_co2_sensor_mosquitto_bridge_ttn_key",
    ("etc/mosquitto/conf.d/ttn-bridge.conf", "opt/<<org>>/co2/<<place>>-bridge.conf"),
    """# Sensores de CO2 en la cueva (LoRaWAN) -> broker local de la base
connection ttn-<<place>>
address nam1.cloud.thethings.network:8883
bridge_protocol_version mqttv311
remote_username <<org>>-co2@ttn
remote_password <<cred>>
topic v3/+/devices/+/up in 0 ttn/ ""
bridge_capath /etc/ssl/certs
""",
    _ttn,
    "",
)
