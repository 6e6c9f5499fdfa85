# ruff: noqa: E501
"""Family m: a pilgrimage organiser (peregrinaciones a la Basílica de Guadalupe, San Juan de los
Lagos, Chalma) in Mexico, in Mexican Spanish."""

from __future__ import annotations

import json

from hundredfourteenth_spec import Fam, alnum, hexs

FAM = Fam(
    name="guadalupe_peregrinacion_mexico",
    orgs=(
        "peregrinaluz",
        "caminotepeyac",
        "romeriazapopan",
        "viajesfeyesperanza",
        "peregrinossanjuan",
    ),
    tld="org.mx",
    first=(
        ("José", "Jose"),
        ("Guadalupe", "Guadalupe"),
        ("Jesús", "Jesus"),
        ("Rosario", "Rosario"),
        ("Miguel", "Miguel"),
        ("Verónica", "Veronica"),
        ("Alejandro", "Alejandro"),
        ("Carmen", "Carmen"),
    ),
    last=(
        ("Hernández", "Hernandez"),
        ("García", "Garcia"),
        ("Martínez", "Martinez"),
        ("López", "Lopez"),
        ("González", "Gonzalez"),
        ("Ramírez", "Ramirez"),
        ("Flores", "Flores"),
    ),
    words=(
        "guadalupe",
        "tepeyac",
        "peregrino",
        "basilica",
        "virgencita",
        "morenita",
        "juandiego",
        "rosario",
        "mananitas",
        "jalisco",
        "sanjuan",
        "zapopan",
        "milagro",
        "chalma",
        "plegaria",
        "guadalajara",
        "rosas",
    ),
    pets=("firulais", "canela", "chispa", "negrito", "manchas", "pelusa", "solovino"),
    cc="+52",
)

R = FAM.reg


def _wa(s: dict) -> str:
    h = int(s["hh"])
    t = f"{(h - 1) % 12 + 1}:{s['mi']} {'a. m.' if h < 12 else 'p. m.'}"
    d = f"{s['day']}/{s['mon']}/{str(s['year'])[2:]}"
    return (
        f"{d}, {t} - {s['fn2']} {s['ln2']}: Buenas tardes, ¿me pasa la contraseña del sistema de reservas? Ya se llenó el segundo camión para el 12 de diciembre\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: Claro, usuario: reservas\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: Contraseña: {s['cred']}\n"
        f"{d}, {t} - {s['fn2']} {s['ln2']}: Gracias, que la Virgencita lo bendiga 🌹\n"
    )


R(
    "guadalupe_whatsapp_mx_contrasena_reservas",
    (
        "Chat de WhatsApp con Peregrinación <<year>>.txt",
        "Download/WhatsApp Chat - Coordinadores <<n>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)

R(
    "guadalupe_conekta_anticipos_node_env",
    ("reservas-api/.env", "srv/anticipos-<<n>>/.env.production"),
    """# Anticipos de peregrinos (tarjeta, OXXO Pay, SPEI) - Conekta
PORT=3000
CONEKTA_PRIVATE_KEY=<<cred>>
CONEKTA_PUBLIC_KEY=key_<<pub>>
CONEKTA_LOCALE=es
DATABASE_URL=postgres://reservas@localhost:5432/reservas
""",
    "p:conekta",
    syntax="",
    extra=lambda rng, s: {"pub": alnum(rng, 27)},
)

R(
    "guadalupe_openpay_cargos_php",
    ("reservas/lib/openpay.php", "public_html/<<org>>/pagos/openpay_<<n>>.php"),
    """<?php
// Cargos a peregrinos - Openpay (BBVA)
require_once __DIR__ . '/../vendor/autoload.php';

use Openpay\\Data\\Openpay;

Openpay::setProductionMode(true);
$openpay = Openpay::getInstance('m<<mid>>', '<<cred>>', 'MX');
""",
    "p:openpay",
    syntax="",
    extra=lambda rng, s: {"mid": alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

R(
    "guadalupe_autobuses_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar/conf/traccar_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- GPS de los autobuses de la peregrinación -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=America/Mexico_City</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    "pw_xml",
)

R(
    "guadalupe_facturama_cfdi_basic_python",
    ("facturacion/timbrar.py", "home/<<fa>>/cfdi-<<n>>/facturar.py"),
    """\"\"\"Timbrado de CFDI 4.0 de los paquetes de peregrinación (Facturama API).\"\"\"

import requests

FACTURAMA_USER = "<<org>>"
FACTURAMA_PASS = "<<cred>>"


def timbrar(cfdi: dict) -> dict:
    r = requests.post(
        "https://api.facturama.mx/3/cfdis",
        json=cfdi,
        auth=(FACTURAMA_USER, FACTURAMA_PASS),
        timeout=60,
    )
    r.raise_for_status()
    return r.json()
""",
    "pw_dq",
)


def _mail(s: dict) -> str:
    return (
        f"From: Reservaciones Hotel Villa {s['la2'].capitalize()} <reservaciones@hotelvilla{s['n']}.com.mx>\n"
        f"To: {s['email']}\n"
        "Subject: Acceso extranet - grupos peregrinación\n"
        f"Date: Mon, {s['day']} Nov {s['year']} {s['time']}:00 -0600\n"
        "Content-Type: text/plain; charset=UTF-8\n\n"
        f"Estimado {s['fn']}:\n\n"
        "Le compartimos su acceso a la extranet de grupos para cargar la rooming list\n"
        "de los peregrinos que llegan a la Basílica el 11 de diciembre.\n\n"
        f"Usuario: {s['login']}\n"
        f"Contraseña: {s['cred']}\n\n"
        "Quedamos a sus órdenes.\n"
    )


R(
    "guadalupe_hotel_extranet_email_contrasena",
    ("Correo/Recibidos/<<n2>>.eml", "Thunderbird/reservas/Inbox/<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)

R(
    "guadalupe_cuaderno_ocr_clave_banco_next_line",
    ("Escaneos/cuaderno_<<n>>.txt", "OCR/libreta_tesoreria_<<n>>.txt"),
    """Banorte empresarial
usuario: <<login>>
clave:
<<cred>>
token físico lo trae <<fn2>>
""",
    "human",
    syntax="",
)


def _n8n(s: dict) -> str:
    return json.dumps(
        [
            {
                "id": s["cid"],
                "name": "WordPress peregrinaciones",
                "type": "wordpressApi",
                "data": {
                    "username": s["login"],
                    "password": s["cred"],
                    "url": f"https://{s['dom']}",
                },
            }
        ],
        indent=2,
    )


R(
    "guadalupe_n8n_credentials_export_wp_app_password",
    ("n8n/backup/credentials_<<date>>.json", "home/<<fa>>/n8n-export-<<n>>.json"),
    _n8n,
    "p:wp_app",
    extra=lambda rng, s: {"cid": hexs(rng, 16)},
)
