"""Family m: slot halls (salas de tragamonedas) in Lima (Peru): the real-time link to the
regulator's control system, electronic invoices through an OSE, Culqi and Mercado Pago at
the cafeteria, the SUNAT "clave SOL", cashier tablets, DVR notebooks and Spanish chats and
e-mails."""

from __future__ import annotations

import base64

from hundredthirtyseventh_corpus import DIGITS, alnum
from hundredthirtyseventh_spec import Fam, dec_b64_after

F = Fam(
    name="lima_tragamonedas_sala",
    orgs=("limaquinta", "intiplay", "rimacsuerte"),
    tld="com.pe",
    first=("José", "Rosa", "Luis", "Milagros", "Carlos", "Yesenia", "Jhon", "Flor"),
    last=("Quispe", "Flores", "Mamani", "Huamán", "Rojas", "Chávez", "Ramos"),
    ufirst=("jose", "rosa", "luis", "milagros", "carlos", "yesenia", "jhon", "flor"),
    ulast=("quispe", "flores", "mamani", "huaman", "rojas", "chavez", "ramos"),
    words=(
        "inca",
        "machu",
        "ceviche",
        "chalaca",
        "miraflores",
        "rimac",
        "pisco",
        "cusco",
        "lucuma",
        "inti",
        "killa",
        "chullo",
        "huayno",
        "cumbia",
    ),
    cc="51",
    cities=("Miraflores", "San Miguel", "Los Olivos", "Surco", "Callao"),
    pets=("firulais", "boby", "pelusa", "negrita", "coco", "manchas"),
    teams=("Alianza", "Universitario", "Cristal", "Melgar", "Blanquiazul", "Crema"),
)


def _ruc(rng, s):
    return {"ruc": "20" + alnum(rng, 9, DIGITS)}


F.reg(
    "tragamonedas_whatsapp_clave_sol_sunat",
    (
        "WhatsApp Chat with Administración Sala <<n>>.txt",
        "chats/<<org>>/whatsapp_admin_<<ymd>>.txt",
    ),
    """<<dmy>>, 10:22 - <<first>> <<last>>: Buenos días, para que presenten el PDT de este mes
<<dmy>>, 10:22 - <<first>> <<last>>: RUC <<ruc>>
<<dmy>>, 10:23 - <<first>> <<last>>: usuario SOL: <<sol>>
<<dmy>>, 10:23 - <<first>> <<last>>: clave SOL: <<cred>>
<<dmy>>, 10:30 - <<first2>>: Gracias señor, hoy lo presento 🙏
""",
    "human",
    syntax="",
    extra=lambda rng, s: {**_ruc(rng, s), "sol": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")},
)

F.reg(
    "tragamonedas_cafeteria_culqi_secret_dotenv",
    ("cafeteria-pagos/.env", "<<org>>-cafe/api/.env"),
    """# Culqi - pagos con tarjeta en la cafetería de la sala
CULQI_PUBLIC_KEY=pk_live_<<pk>>
CULQI_SECRET_KEY=<<cred>>
CULQI_RSA_ID=<<uuid>>
SALA=<<orgc>> <<city>>
""",
    "p:culqi_sk",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 16)},
)

F.reg(
    "tragamonedas_control_tiempo_real_client_yaml",
    ("colector/config/colector.yml", "<<org>>/sala-<<n>>/colector.yaml"),
    """# Colector de contadores: envío en línea al sistema de control del regulador
sala:
  codigo: "SALA-<<n2>>"
  nombre: "<<orgc>> <<city>>"
  maquinas: 142
regulador:
  endpoint: "https://control.<<domain>>/gateway/v2/contadores"
  certificado: /etc/colector/sala.p12
  certificado_clave: "<<cred>>"
  intervalo_seg: 300
smib:
  protocolo: SAS
  puerto: /dev/ttyUSB0
""",
    "pw",
)


def _prefs(rng, s):
    return {"cred_b64": base64.b64encode(s["cred"].encode()).decode()}


F.reg(
    "tragamonedas_caja_tablet_shared_prefs_base64",
    (
        "data/data/pe.<<org>>.caja/shared_prefs/caja.xml",
        "respaldo/tablet_caja_<<n>>/shared_prefs/caja.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="servidor">https://caja.<<domain>>/api</string>
    <string name="usuario">cajero<<n>></string>
    <string name="clave_b64"><<cred_b64>></string>
    <boolean name="recordar" value="true" />
    <int name="turno" value="2" />
</map>
""",
    "human",
    extra=_prefs,
    decode=dec_b64_after(r'name="clave_b64">'),
)

F.reg(
    "tragamonedas_nubefact_ose_token_php",
    ("facturacion/nubefact.php", "www/<<org>>/fe/enviar_<<n>>.php"),
    """<?php
// Facturación electrónica (boletas de la cafetería) vía Nubefact
$ruta  = "https://api.nubefact.com/api/v1/<<uuid>>";
$token = "<<cred>>";

function enviar_comprobante(array $data) {
    global $ruta, $token;
    $ch = curl_init($ruta);
    curl_setopt($ch, CURLOPT_HTTPHEADER, array(
        'Authorization: Token token="' . $token . '"',
        'Content-Type: application/json',
    ));
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($data));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return json_decode(curl_exec($ch), true);
}
""",
    "hex:64",
    syntax="",
)

F.reg(
    "tragamonedas_spanish_email_contrasena_contador",
    (
        "mail/<<user>>/acceso_sistema_contable_<<ymd>>.eml",
        "Outlook/<<org>>/Enviados/Contador <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: estudio.contable@<<org>>-asesores.pe
Subject: Acceso al sistema contable de la sala
Date: Tue, 18 Mar <<year>> 17:44:12 -0500
Content-Type: text/plain; charset=UTF-8

Estimado CPC Ramos:

Le envío el acceso al sistema contable para el cierre de marzo:

Usuario: <<user>>
Contraseña: <<cred>>

Cualquier consulta me avisa.
Saludos cordiales,
<<first>> <<last>>
Administración - <<orgc>> <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "tragamonedas_cuaderno_seguridad_dvr_clave_ocr",
    ("escaneos/cuaderno_seguridad_p<<n>>.txt", "ocr/<<org>>/cuaderno_<<ymd>>.txt"),
    """CUADERNO DE SEGURIDAD - <<dmy>>
DVR sala (cámaras 1-32)
usuario  admin
clave    <<cred>>
cambiada por <<first>> despues del robo del cable HDMI
""",
    "human",
    syntax="",
)

F.reg(
    "tragamonedas_mercadopago_access_token_python",
    ("pagos/mercadopago_qr.py", "<<org>>_pagos/mp_<<n>>.py"),
    '''"""Cobro con QR de Mercado Pago en la barra (bebidas y snacks)."""
import mercadopago

MP_ACCESS_TOKEN = "<<cred>>"
sdk = mercadopago.SDK(MP_ACCESS_TOKEN)


def crear_orden(total: float, descripcion: str) -> dict:
    return sdk.preference().create({
        "items": [{"title": descripcion, "quantity": 1, "unit_price": total, "currency_id": "PEN"}],
        "external_reference": "<<org>>-barra",
    })["response"]
''',
    "p:mercadopago",
)
