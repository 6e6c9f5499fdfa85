# ruff: noqa: E501
"""Family o: a pet-insurance agency (seguro para mascotas) in Guadalajara (Mexico, Spanish)."""

from __future__ import annotations

from eightyfirst_spec import FO as F
from eightyfirst_spec import Slots, alnum, dec_basic_user, enc_b64, pick, uuid4, wa


def _conekta(s: Slots) -> str:
    body = (
        '{"currency":"MXN","customer_info":{"name":"'
        + str(s["fn"])
        + '"},"line_items":[{"name":"Póliza mascota anual","unit_price":189900,"quantity":1}]}'
    )
    return (
        "POST /orders HTTP/1.1\r\n"
        "Host: api.conekta.io\r\n"
        "Accept: application/vnd.conekta-v2.1.0+json\r\n"
        f"Authorization: Basic {enc_b64(str(s['cred']) + ':')}\r\n"
        "Content-Type: application/json\r\n"
        f"Content-Length: {len(body.encode())}\r\n\r\n" + body + "\n"
    )


F.reg(
    "conekta_http_dump_basic_key_user",
    ("debug/conekta_<<date>>.http", "logs/<<org>>/cobros_<<hh>><<mi>>.http"),
    _conekta,
    "p:conekta",
    syntax="",
    decode=dec_basic_user,
)

F.reg(
    "openpay_php_private_key",
    ("cotizador-<<org>>/config/openpay.php", "public_html/<<org>>/pagos/openpay_<<yy>>.php"),
    """<?php
// Cobro recurrente de pólizas (tarjeta / tienda) - Openpay MX
require 'vendor/autoload.php';

use Openpay\\Data\\Openpay;

Openpay::setProductionMode(true);
$openpay = Openpay::getInstance('m<<mid>>', '<<cred>>', 'MX');
""",
    "p:openpay",
    syntax="",
    extra=lambda rng, s: {"mid": alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789")},
)


def _wa_mx(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            f"Oye, ¿cuál es la contraseña del portal de la aseguradora? Tengo que subir el reembolso de {s['pet']} (cirugía de cadera)",
        ),
        (s["fn2"], f"usuario {s['login']} y la contraseña es {s['cred']}"),
        (s["fn"], "Gracias!! 🐶"),
    ]
    return wa(s, msgs, 1)


F.reg(
    "whatsapp_mexicano_contrasena_portal_aseguradora",
    ("WhatsApp/Chat de WhatsApp con <<fn2>>.txt", "respaldo/whatsapp_agencia_<<date>>.txt"),
    _wa_mx,
    "human",
    syntax="",
)

F.reg(
    "facturama_cfdi_env_password",
    ("facturacion-<<org>>/.env", "srv/<<org>>/cfdi.env"),
    """# Facturación CFDI 4.0 de pólizas - Facturama API multiemisor
FACTURAMA_URL=https://api.facturama.mx
FACTURAMA_USER=<<org>>
FACTURAMA_PASSWORD=<<cred>>
RFC_EMISOR=PSE<<id6>>AB1
""",
    "pw",
    syntax="",
)

F.reg(
    "cotizador_django_settings_databases",
    ("cotizador/cotizador/settings/production.py", "srv/<<org>>/cotizador/settings_prod.py"),
    '''"""Cotizador de pólizas para perros y gatos - producción."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["cotiza.<<dom>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "cotizador",
        "USER": "cotizador",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
''',
    "pw_dq",
)

F.reg(
    "hubspot_private_app_token_js",
    ("crm-sync/<<org>>/hubspot.js", "scripts/hubspot_<<org>>_<<yy>>.js"),
    """// Sincroniza clientes y mascotas aseguradas a HubSpot (seguimiento de renovaciones)
const hubspot = require("@hubspot/api-client");

const client = new hubspot.Client({ accessToken: "<<cred>>" });

async function upsertContacto(email, mascota, poliza) {
  return client.crm.contacts.basicApi.create({ properties: { email, mascota, numero_poliza: poliza } });
}

module.exports = { upsertContacto };
""",
    lambda rng, s: "pat-na1-" + uuid4(rng),
    syntax="",
)

F.reg(
    "polizas_pdf_qpdf_encrypt_script",
    ("scripts/cifrar_polizas.sh", "home/<<login>>/bin/polizas_<<yy>>.sh"),
    """#!/bin/sh
# Cifra las pólizas antes de mandarlas por correo (la clave de apertura va aparte por SMS)
for f in /srv/<<org>>/polizas/pendientes/*.pdf; do
  qpdf --encrypt <<lector>> <<cred>> 256 -- "$f" "/srv/<<org>>/polizas/cifradas/$(basename "$f")"
done
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"lector": pick(rng, ("cliente", "poliza"))},
)


F.reg(
    "icalendar_cita_ajustador_description_contrasena",
    ("Calendario/<<org>>_ajustes_<<date>>.ics", "Downloads/cita_ajustador_<<id6>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<dd>>T<<hh>>0000Z
DTEND:<<year>><<mo>><<dd>>T<<hh2>>0000Z
SUMMARY:Revisión de siniestro - <<pet>> (ajustador)
DESCRIPTION:Entrar al portal de siniestros con usuario <<login>> y contrase
 ña <<cred>> para subir las facturas del veterinario.
LOCATION:Av. Chapultepec 120\\, Guadalajara
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
