# ruff: noqa: E501
"""Family n: draw-and-bingo halls (salas de sorteos de números) in Monterrey (Mexico): the
electronic bingo draw server, CFDI invoicing with the CSD key and a PAC, Conekta at the
booking site, Amazon SES mail, the cashier app's settings export and Spanish chats and
e-mails."""

from __future__ import annotations

import json

from hundredthirtyseventh_corpus import ALNUM, DIGITS, UPPER, alnum
from hundredthirtyseventh_spec import Fam

F = Fam(
    name="monterrey_sala_sorteos",
    orgs=("sierrasorteo", "sultanabingo", "regiodorado"),
    tld="com.mx",
    first=(
        "Alejandro",
        "Guadalupe",
        "Fernando",
        "Mariana",
        "Ricardo",
        "Daniela",
        "Héctor",
        "Ximena",
    ),
    last=("García", "Hernández", "Martínez", "López", "González", "Treviño", "Garza"),
    ufirst=(
        "alejandro",
        "guadalupe",
        "fernando",
        "mariana",
        "ricardo",
        "daniela",
        "hector",
        "ximena",
    ),
    ulast=("garcia", "hernandez", "martinez", "lopez", "gonzalez", "trevino", "garza"),
    words=(
        "regio",
        "sultana",
        "cerrosilla",
        "carnita",
        "machaca",
        "loteria",
        "chido",
        "rayados",
        "nuevoleon",
        "fundidora",
        "cabrito",
        "chipinque",
        "huasteca",
        "norteño",
    ),
    cc="52",
    cities=("San Nicolás", "Guadalupe", "Apodaca", "San Pedro", "Escobedo"),
    pets=("firulais", "canelo", "chispa", "pancho", "lupita", "chato"),
    teams=("Rayados", "Tigres", "America", "Chivas", "CruzAzul", "Sultanes"),
)

ES_WORDS = ("Piñata", "Señor", "Montaña", "Mañanitas", "Campeón", "Corazón", "Niño", "Cañón")


def _es_pw(rng, fam):
    return f"{rng.choice(ES_WORDS)}{rng.choice(('2024', '2025', '1945', '07', '77', '10'))}{rng.choice('!#*.$')}"


def _export(s):
    return (
        json.dumps(
            {
                "version": "3.2.1",
                "sucursal": f"{s['orgc']} {s['city']}",
                "caja": {
                    "numero": s["n"],
                    "usuario": f"caja{s['n']}",
                    "contraseña": s["cred"],
                    "recordar": True,
                },
                "impresora": {"modelo": "Epson TM-T20III", "puerto": "USB001"},
                "sorteos": {"servidor": s["ip"], "puerto": 7400},
            },
            indent=2,
        )
        + "\n"
    )


def _dec_export(text: str) -> str:
    return json.loads(text)["caja"]["contraseña"]


F.reg(
    "sorteos_caja_app_settings_export_json_unicode",
    ("respaldo/configuracion_caja<<n>>.json", "<<org>>/cajas/export_<<ymd>>.json"),
    _export,
    _es_pw,
    decode=_dec_export,
)

F.reg(
    "sorteos_sat_csd_key_openssl_passin_bat",
    ("facturacion/convertir_csd.bat", "C:/CFDI/<<org>>/csd_pem_<<n>>.bat"),
    """@echo off
REM Convertir el CSD del SAT a PEM para el timbrado (sucursal <<city>>)
set CSD=C:\\CFDI\\<<org>>\\CSD_<<rfc>>.key
openssl pkcs8 -inform DER -in "%CSD%" -passin pass:<<cred>> -out C:\\CFDI\\<<org>>\\csd.key.pem
openssl x509 -inform DER -in C:\\CFDI\\<<org>>\\CSD_<<rfc>>.cer -out C:\\CFDI\\<<org>>\\csd.cer.pem
echo Listo
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "rfc": alnum(rng, 3, UPPER) + alnum(rng, 6, DIGITS) + alnum(rng, 3, UPPER + DIGITS)
    },
)

F.reg(
    "sorteos_pac_timbrado_app_config_xml",
    ("Timbrado/App.config", "cfdi/<<org>>/TimbradoService.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- PAC: timbrado de CFDI 4.0 (tickets de premios y facturas) -->
    <add key="PacUrl" value="https://facturacion.pac-proveedor.mx/servicios/soap/stamp.wsdl" />
    <add key="PacUsuario" value="<<user>>@<<domain>>" />
    <add key="PacPassword" value="<<cred>>" />
    <add key="RfcEmisor" value="<<rfc>>" />
    <add key="RegimenFiscal" value="601" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    extra=lambda rng, s: {
        "rfc": alnum(rng, 3, UPPER) + alnum(rng, 6, DIGITS) + alnum(rng, 3, UPPER + DIGITS)
    },
)

F.reg(
    "sorteos_booking_conekta_private_key_ruby",
    ("reservas/config/initializers/conekta.rb", "<<org>>-reservas/config/conekta_<<n>>.rb"),
    """# Conekta: pagos con tarjeta y OXXO para mesas en eventos especiales
require 'conekta'

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    syntax="",
)

F.reg(
    "sorteos_whatsapp_contrasena_caja_general",
    (
        "WhatsApp Chat with Gerencia <<orgc>> <<n>>.txt",
        "chats/<<org>>/whatsapp_gerencia_<<ymd>>.txt",
    ),
    """<<dmy>>, 23:48 - <<first>> <<last>>: Ya quedó el cambio de la contraseña de la caja general
<<dmy>>, 23:48 - <<first>> <<last>>: <<cred>>
<<dmy>>, 23:49 - <<first>> <<last>>: Borren el mensaje cuando la tengan porfa
<<dmy>>, 23:55 - <<first2>>: Enterado jefe 👌
""",
    "human",
    syntax="",
)

F.reg(
    "sorteos_email_portal_permisionario_contrasena",
    ("mail/<<user>>/portal_permisionario_<<ymd>>.eml", "Outlook/<<org>>/Enviados/Portal <<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: contabilidad@<<domain>>
Subject: Acceso portal del permisionario (reporte mensual de sorteos)
Date: Wed, 19 Mar <<year>> 12:05:33 -0600
Content-Type: text/plain; charset=UTF-8

Lic. <<first2>>:

Te comparto el acceso al portal del permisionario para subir el reporte
mensual de sorteos y premios de la sucursal <<city>>:

Usuario: <<user>>.<<org>>
Contraseña: <<cred>>

Al terminar, cámbiala y me la mandas por WhatsApp.
Saludos,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "sorteos_bingo_draw_server_toml",
    ("sorteador/config.toml", "<<org>>/sorteador/sucursal_<<n>>.toml"),
    """# Servidor de sorteos (bingo electrónico) - sucursal <<city>>
[sala]
nombre = "<<orgc>> <<city>>"
terminales = 220
moneda = "MXN"

[base_datos]
host = "<<ip>>"
puerto = 5432
nombre = "sorteos"
usuario = "sorteador"
contrasena = "<<cred>>"

[rng]
fuente = "hardware"
dispositivo = "/dev/hwrng"
""",
    "pw_json",
)

F.reg(
    "sorteos_phpmailer_ses_smtp_password",
    ("www/inc/correo.php", "<<org>>-web/includes/mailer_<<n>>.php"),
    """<?php
use PHPMailer\\PHPMailer\\PHPMailer;

// Avisos a ganadores y facturas por correo (Amazon SES, us-east-1)
function correo(): PHPMailer {
    $mail = new PHPMailer(true);
    $mail->isSMTP();
    $mail->Host = 'email-smtp.us-east-1.amazonaws.com';
    $mail->SMTPAuth = true;
    $mail->Username = '<<akid>>';
    $mail->Password = '<<cred>>';
    $mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
    $mail->Port = 587;
    $mail->setFrom('avisos@<<domain>>', '<<orgc>>');
    return $mail;
}
""",
    lambda rng, fam: "B" + alnum(rng, 43, ALNUM + "+/"),
    syntax="",
    extra=lambda rng, s: {"akid": "AKIA" + alnum(rng, 16, UPPER + "234567")},
)
