# ruff: noqa: E501
"""Family j: a ticketing agency in Santiago (Chile), Chilean Spanish."""

from __future__ import annotations

import base64
import json

from hundredfifth_spec import Fam, grab

F = Fam(
    name="ticketing_agency_santiago_chile",
    orgs=("boleteriasur", "puntoentrada", "ticketcordillera"),
    tld="cl",
    first=(
        "Camila|camila",
        "Matías|matias",
        "Javiera|javiera",
        "Benjamín|benjamin",
        "Catalina|catalina",
        "Vicente|vicente",
        "Constanza|constanza",
    ),
    last=(
        "González|gonzalez",
        "Muñoz|munoz",
        "Rojas|rojas",
        "Díaz|diaz",
        "Soto|soto",
        "Contreras|contreras",
    ),
    words=(
        "completo",
        "cachai",
        "pololo",
        "empanada",
        "sanhattan",
        "valpo",
        "cordillera",
        "copihue",
        "cueca",
        "bacan",
        "huaso",
        "manjar",
        "lucas",
        "carrete",
        "colocolo",
    ),
    pets=("cachupin", "negro", "pelusa", "chispa", "tobi", "canela"),
    cc="56",
    city="Santiago",
)

F.reg(
    "santiagotix_transbank_webpay_plus_python",
    ("pagos/webpay.py", "boleteria/<<org>>/transbank_conf.py"),
    '''"""Webpay Plus (Transbank) — producción."""

from transbank.common.integration_type import IntegrationType
from transbank.common.options import WebpayOptions
from transbank.webpay.webpay_plus.transaction import Transaction

COMMERCE_CODE = "5970<<id>>"
API_KEY_SECRET = "<<cred>>"

tx = Transaction(WebpayOptions(COMMERCE_CODE, API_KEY_SECRET, IntegrationType.LIVE))
''',
    "p:transbank",
)

F.reg(
    "santiagotix_flow_cl_api_secret_php",
    ("web/flow/config.php", "boleteria/<<org>>/flow.php"),
    """<?php
// Flow.cl — pagos con tarjeta y transferencia
$COMMERCE_CONFIG = [
    'APIKEY'    => '<<apik>>',
    'SECRETKEY' => '<<cred>>',
    'APIURL'    => 'https://www.flow.cl/api',
    'BASEURL'   => 'https://<<dom>>/flow',
];
""",
    "p:flow",
    syntax="",
    extra=lambda rng, s: {"apik": f"{s['uuid'].upper()}"},
)

F.reg(
    "santiagotix_whatsapp_chileno_clave_puerta",
    ("WhatsApp/Chat de WhatsApp con Acceso Movistar Arena.txt", "chats/puerta_<<date>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: oe cachai la clave del lector de la puerta 3? no me deja entrar po
<<dmy>> <<time>> - <<fn2>>: usuario acceso3
<<dmy>> <<time2>> - <<fn2>>: clave <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: bacán, gracias!!
""",
    "human",
)


def _sunmi(s: dict) -> str:
    return (
        json.dumps(
            {
                "device": f"SUNMI-V2s-{s['id']}",
                "evento": s["word"],
                "apiBase": f"https://api.{s['dom']}/control-acceso",
                "deviceToken": s["cred"],
                "offlineSync": True,
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "santiagotix_door_scanner_sunmi_config_json",
    ("lectores/sunmi_<<n>>/config.json", "apk-config/<<org>>_lector.json"),
    _sunmi,
    "uuid",
)

F.reg(
    "santiagotix_khipu_receiver_dotenv",
    ("api/.env", "boleteria/<<org>>/.env.production"),
    """NODE_ENV=production
KHIPU_RECEIVER_ID=<<id>>
KHIPU_SECRET=<<cred>>
KHIPU_NOTIFY_URL=https://<<dom>>/api/khipu/notify
""",
    "hex:40",
    syntax="",
)

F.reg(
    "santiagotix_sii_boleta_pfx_passin_bat",
    ("dte/extraer_certificado.bat", "C:/DTE/<<org>>_cert.bat"),
    """@echo off
REM Certificado digital para boletas electrónicas SII
openssl pkcs12 -in "C:\\DTE\\certificado_<<la>>.pfx" -passin pass:<<cred>> -nokeys -out cert.pem
openssl pkcs12 -in "C:\\DTE\\certificado_<<la>>.pfx" -passin pass:<<cred>> -nocerts -nodes -out key.pem
echo listo
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "santiagotix_productoras_spreadsheetml_accesos",
    ("productoras/accesos_<<year>>.xml", "exports/<<org>>_productoras.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Productoras">
  <Table>
   <Row><Cell><Data ss:Type="String">Productora</Data></Cell><Cell><Data ss:Type="String">Contacto</Data></Cell><Cell><Data ss:Type="String">Usuario</Data></Cell><Cell><Data ss:Type="String">Clave</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Producciones <<word>></Data></Cell><Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)


def _b64mail(s: dict) -> str:
    body = f"""Hola {s["fn2"]},

Te dejo el acceso al panel de productores para el evento del sábado:
Usuario: {s["user"]}
Contraseña: {s["cred"]}

Saludos,
{s["fn"]} {s["ln"]} — Soporte {s["org"]}
"""
    enc = base64.encodebytes(body.encode()).decode()
    return f"""From: Soporte <soporte@{s["dom"]}>
To: {s["email2"]}
Subject: =?UTF-8?B?{base64.b64encode(b"Acceso panel productores").decode()}?=
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

{enc}"""


F.reg(
    "santiagotix_support_mail_base64_body",
    ("mail/soporte/<<id>>.eml", "Maildir/cur/<<ts>>.<<id>>.eml"),
    _b64mail,
    "human",
    syntax="",
    decode=lambda t: grab(
        base64.b64decode("".join(t.split("\n\n", 1)[1].split())).decode(), r"Contraseña: (\S+)"
    ),
)
