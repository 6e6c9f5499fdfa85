"""Family p: a pilgrims' hostel (albergue) on the Camino de Santiago, Galicia, Spain
(Galician, Spanish)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam

F = Fam(
    name="albergueiro_pilgrim_hostel_spain",
    orgs=("xacobeiro",),
    tld="gal",
    first=(
        ("Xosé", "xose"),
        ("Uxía", "uxia"),
        ("Brais", "brais"),
        ("Antía", "antia"),
        ("Iago", "iago"),
        ("Manuel", "manuel"),
        ("Carme", "carme"),
        ("Sabela", "sabela"),
    ),
    last=(
        ("Castro", "castro"),
        ("Rodríguez", "rodriguez"),
        ("Otero", "otero"),
        ("Vázquez", "vazquez"),
        ("Figueiras", "figueiras"),
        ("Lema", "lema"),
    ),
    words=(
        "camino",
        "compostela",
        "peregrino",
        "santiago",
        "vieira",
        "botafumeiro",
        "xacobeo",
        "ultreia",
        "pulpo",
        "orujo",
        "queimada",
        "meiga",
        "horreo",
        "sarria",
        "portomarin",
        "melide",
        "arzua",
        "galicia",
    ),
    pets=("lua", "toxo", "canela", "brisa", "nico", "pancho", "trasno"),
    cc="34",
    city="Melide",
)

F.reg(
    "albergueiro_galician_whatsapp_contrasinal",
    ("WhatsApp Chat con <<fn2>>.txt", "movil/<<fa>>/_chat_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<fn>> <<ln>>: Bos días! O ordenador da recepción pide contrasinal outra vez 😅
<<dmys>>, <<time2>> - <<fn2>>: Cambieino onte, polos peregrinos curiosos
<<dmys>>, <<time2>> - <<fn2>>: contrasinal: <<cred>>
<<dmys>>, <<time2>> - <<fn>> <<ln>>: Grazas! Ultreia 🐚
""",
    cred="human",
)

F.reg(
    "albergueiro_ses_hospedajes_ws_credentials_xml",
    ("registro/ses_hospedajes_<<n>>.xml", "config/<<fa>>/ses.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- Comunicación de partes de viajeros (RD 933/2021) - SES.HOSPEDAJES -->
<sesHospedajes>
  <endpoint>https://hospedajes.ses.mir.es/hospedajes-web/ws/v1/comunicacion</endpoint>
  <codigoArrendador>00000<<num>></codigoArrendador>
  <codigoEstablecimiento><<n>>0<<num>></codigoEstablecimiento>
  <usuario><<user>>WS</usuario>
  <contrasena><<cred>></contrasena>
  <aplicacion>Albergue <<orgcap>></aplicacion>
</sesHospedajes>
""",
    cred="pw_xml",
)

F.reg(
    "albergueiro_redsys_sha256_key_php",
    ("reservas/redsys_config_<<n>>.php", "web/<<fa>>/redsys.php"),
    """<?php
// Redsys TPV virtual - reservas de cama para grupos
$fuc = '3<<num>>';
$terminal = '001';
$claveSHA256 = '<<cred>>';
$urlTPV = 'https://sis.redsys.es/sis/realizarPago';
$urlOK = 'https://<<dom>>/reserva/ok';
""",
    cred="b64:24",
    syntax="",
)

F.reg(
    "albergueiro_spanish_email_contrasena_xunta",
    ("correo/<<fa>>/<<date>>_xunta.eml", "thunderbird/<<org>>/enviados_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acceso_a_la_sede_electr=C3=B3nica?=
Date: <<dd>> Mar <<year>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

Hola <<fn2>>,

Como esta semana estoy en el Camino Primitivo con el grupo, te dejo el acceso
para subir la ocupación del mes:
usuario: <<user>>
contraseña: <<cred>>

Un abrazo, y buen camino.
<<fn>>
""",
    cred="human",
)

F.reg(
    "albergueiro_sumup_donativo_api_key_python",
    ("donativos/sumup_<<n>>.py", "scripts/<<fa>>/sumup_checkout.py"),
    '''"""Cobro del donativo y de la cena comunitaria con SumUp (lector en la recepcion)."""

import requests

SUMUP_API_KEY = "<<cred>>"
MERCHANT_CODE = "M<<num>>"


def checkout(amount_eur: float, ref: str) -> dict:
    r = requests.post(
        "https://api.sumup.com/v0.1/checkouts",
        json={"checkout_reference": ref, "amount": amount_eur, "currency": "EUR", "merchant_code": MERCHANT_CODE},
        headers={"Authorization": f"Bearer {SUMUP_API_KEY}"},
        timeout=20,
    )
    return r.json()
''',
    cred="p:sumup",
)

F.reg(
    "albergueiro_hospitalero_wiki_markdown",
    ("wiki/hospitaleros/recepcion_<<n>>.md", "docs/<<fa>>/manual_hospitalero.md"),
    """# Manual do hospitaleiro voluntario

Apertura ás 13:00. Selar as credenciais só despois de rexistrar o peregrino no SES.

## Ordenador da recepción
- Usuario: <<user>>
- Contrasinal: <<cred>>

## Lavadoras
As fichas están na caixa vermella. Non deixar roupa durante a noite.
""",
    cred="human",
    syntax="",
)

F.reg(
    "albergueiro_telegram_copied_reply_only",
    ("telegram/<<fa2>>_<<date>>.txt", "notas/tg_<<n>>.txt"),
    """<<fn>> <<ln>>, [<<dmys>> <<time>>]
¿Cuál era la del wifi de la cocina?

<<fn2>>, [<<dmys>> <<time2>>]
<<cred>>
""",
    cred="human",
)

F.reg(
    "albergueiro_reservas_pgpass_file",
    ("home/<<fa>>/.pgpass", "servidor/<<n>>/.pgpass"),
    """# host:port:database:username:password
<<host>>:5432:reservas:albergue:<<cred>>
localhost:5432:*:postgres:*
""",
    cred="pw",
    syntax="",
)
