# ruff: noqa: E501
"""Family o: a removals and freight-van firm (mudanzas y fletes) in Zapopan, Jalisco (Mexico)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from sixtieth_corpus import rsa_pem
from sixtieth_spec import Fam, gen_pw

FAM = Fam(
    "mudanzas_fletes_zapopan",
    orgs=("mudaligera", "ruedaferro"),
    tld="com.mx",
    people=(
        ("José", "jose"),
        ("Juan", "juan"),
        ("Luis", "luis"),
        ("Miguel", "miguel"),
        ("Alejandro", "alejandro"),
        ("Guadalupe", "guadalupe"),
        ("María", "maria"),
        ("Fernando", "fernando"),
        ("Ricardo", "ricardo"),
        ("Verónica", "veronica"),
    ),
    surnames=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("González", "gonzalez"),
        ("Pérez", "perez"),
        ("Ramírez", "ramirez"),
        ("Sánchez", "sanchez"),
    ),
    words=(
        "mudanza",
        "flete",
        "camion",
        "chivas",
        "atlas",
        "tequila",
        "tapatio",
        "mariachi",
        "jalisco",
        "zapopan",
        "tortas",
        "birria",
        "mazamitla",
        "chapala",
    ),
    pets=("firulais", "canelo", "manchas", "chispa", "pelusa", "rocky", "negrito"),
    cities=("Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá", "Tlajomulco"),
    cc="+52",
)

NS = "{urn:schemas-microsoft-com:office:spreadsheet}"


def _amp_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, sym="&")


def _amp_decode(text: str) -> str:
    root = ET.fromstring(text.encode())
    rows = [[d.text or "" for d in row.iter(f"{NS}Data")] for row in root.iter(f"{NS}Row")]
    col = rows[0].index("Contraseña")
    return rows[1][col]


FAM.reg(
    "mudanzas_spreadsheetml_contrasena_ampersand_escaped",
    ("oficina/cuentas_<<n>>.xml", "Documentos/Accesos plataformas <<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accesos">
  <Table>
   <Row><Cell><Data ss:Type="String">Plataforma</Data></Cell><Cell><Data ss:Type="String">Usuario</Data></Cell><Cell><Data ss:Type="String">Contraseña</Data></Cell><Cell><Data ss:Type="String">Notas</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Rastreo GPS camiones</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<esc>></Data></Cell><Cell><Data ss:Type="String">3 camiones y 2 camionetas</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Facturación</Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String">la tiene <<first2>></Data></Cell><Cell><Data ss:Type="String"></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    _amp_pw,
    extra=lambda rng, s: {"esc": escape(str(s["cred"]))},
    decode=_amp_decode,
)

FAM.reg(
    "mudanzas_whatsapp_contrasena_gps_camiones",
    (
        "WhatsApp/Chat de WhatsApp con <<first>> <<n>>.txt",
        "Descargas/Chat de WhatsApp con Choferes <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: Jefe ya cargamos la mudanza en <<city>>, el cliente quiere ver dónde va el camión
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: pásale el acceso del GPS nomás por hoy
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: usuario <<login>> contraseña <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: va, gracias
""",
    "human",
    syntax="",
)

FAM.reg(
    "mudanzas_conekta_anticipo_node_private_key",
    ("cotizador/pagos_<<n>>.js", "web/anticipo_<<n>>.js"),
    """// anticipo del 30% para apartar fecha de mudanza
const CONEKTA_PRIVATE_KEY = '<<cred>>';

async function ligaDePago(cliente, monto) {
  const res = await fetch('https://api.conekta.io/checkouts', {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.conekta-v2.1.0+json',
      Authorization: `Bearer ${CONEKTA_PRIVATE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name: `Anticipo mudanza ${cliente}`, type: 'PaymentLink', recurrent: false, order_template: { currency: 'MXN', line_items: [{ name: 'Anticipo', unit_price: monto * 100, quantity: 1 }] } }),
  });
  return (await res.json()).url;
}
""",
    "p:conekta",
    syntax="",
)

FAM.reg(
    "mudanzas_facturama_cfdi_python_password",
    ("facturacion/cfdi_<<n>>.py", "scripts/facturar_flete_<<n>>.py"),
    """import requests

FACTURAMA_USER = "<<org>>"
FACTURAMA_PASSWORD = "<<cred>>"


def timbrar(rfc_cliente: str, nombre: str, monto: float) -> str:
    cfdi = {
        "Receiver": {"Rfc": rfc_cliente, "Name": nombre, "CfdiUse": "G03", "FiscalRegime": "612", "TaxZipCode": "45<<n2>>0"},
        "CfdiType": "I",
        "PaymentForm": "03",
        "ExpeditionPlace": "45<<n2>>0",
        "Items": [{"ProductCode": "78121600", "Description": "Servicio de mudanza", "UnitCode": "E48", "Quantity": 1, "UnitPrice": monto}],
    }
    r = requests.post("https://api.facturama.mx/3/cfdis", json=cfdi, auth=(FACTURAMA_USER, FACTURAMA_PASSWORD), timeout=30)
    return r.json()["Id"]
""",
    "pw_dq",
)

FAM.reg(
    "mudanzas_whatsapp_cloud_api_token_php",
    ("web/confirmaciones_<<n>>.php", "public_html/avisos/wa_<<n>>.php"),
    """<?php
// confirmación de fecha de mudanza por WhatsApp Business
$token = '<<cred>>';
$phoneId = '1<<n>><<n4>>';
$payload = json_encode([
    'messaging_product' => 'whatsapp',
    'to' => $_POST['telefono'],
    'type' => 'template',
    'template' => ['name' => 'confirmacion_mudanza', 'language' => ['code' => 'es_MX']],
]);
$ch = curl_init("https://graph.facebook.com/v19.0/$phoneId/messages");
curl_setopt($ch, CURLOPT_HTTPHEADER, ["Authorization: Bearer $token", 'Content-Type: application/json']);
curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
curl_exec($ch);
""",
    "p:whatsapp",
    syntax="",
)

FAM.reg(
    "mudanzas_email_contrasena_portal_tag_casetas",
    ("Correo/Enviados/tag_<<n>>.eml", "thunderbird/Sent/<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Acceso al portal del TAG de casetas
Date: Fri, <<d>> Mar <<y>> <<time>>:10 -0600
Content-Type: text/plain; charset="UTF-8"

Hola <<first2>>,

para que descargues los estados de cuenta de los TAG de los camiones (casetas a CDMX y Manzanillo):

Usuario: <<email>>
Contraseña: <<cred>>

Las facturas de casetas van en la carpeta de contabilidad. Saludos.
""",
    "human",
    syntax="",
)

FAM.reg(
    "mudanzas_inventario_ocr_clave_bodega_app",
    ("escaneos/inventario_mudanza_<<n>>.txt", "OCR/inventario_<<n>>.txt"),
    """<<orgc>> MUDANZAS Y FLETES - INVENTARIO No. <<n>>
Cliente: <<first2>> <<last2>>   Origen: <<city>>   Destino: Monterrey, N.L.
Cajas chicas 24 / medianas 18 / grandes 9 / refrigerador 1 / lavadora 1 / sala 3 piezas
Guardado en bodega: 15 días
App de la bodega (acceso del cliente)
usuario: <<email2>>
clave: <<cred>>
Firma cliente ____________   Chofer: <<first>> <<last>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "mudanzas_cotizador_vps_ssh_id_rsa",
    ("respaldo_laptop_<<n>>/.ssh/id_rsa", "Documentos/servidor cotizador <<n>>/id_rsa"),
    "<<cred>>\n",
    lambda rng, s: rsa_pem(rng, 2048),
    syntax="",
)
