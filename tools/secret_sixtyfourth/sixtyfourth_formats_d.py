# ruff: noqa: E501
"""Family d: a corner grocery (tienda de abarrotes) selling phone top-ups in Puebla (Mexico),
Mexican Spanish."""

from __future__ import annotations

import json

from sixtyfourth_spec import Fam, with_char

F = Fam(
    "abarrotes_tiendita_recargas",
    ("abarrotesluz", "tienditalalupita", "abarroteslaesquina", "misceleanachispa"),
    "com.mx",
    ("Guadalupe", "José", "María", "Juan", "Rosa", "Luis", "Verónica", "Arturo"),
    ("Hernández", "García", "Martínez", "López", "González", "Ramírez"),
    (
        "abarrotes",
        "tiendita",
        "recargas",
        "chilaquiles",
        "guadalupana",
        "tepache",
        "mazapan",
        "morena",
        "chaparrita",
        "tamales",
        "esquina",
        "conchita",
        "pinata",
        "puebla",
    ),
    ("Firulais", "Canela", "Chispa", "Pelusa", "Rocky", "Manchas"),
    "52",
    ("222#######", "221#######", "55########"),
    "Puebla",
    first_a=("guadalupe", "jose", "maria", "juan", "rosa", "luis", "veronica", "arturo"),
    last_a=("hernandez", "garcia", "martinez", "lopez", "gonzalez", "ramirez"),
)

F.reg(
    "abarrotes_mercadolibre_publicaciones_python_token",
    ("Documentos/mercadolibre/actualizar_precios.py", "Escritorio/ml_<<n>>.py"),
    '''"""Sube los precios nuevos de la lista del proveedor a mis publicaciones de Mercado Libre."""

import csv

import requests

ACCESS_TOKEN = "<<cred>>"
SELLER_ID = <<num>><<num>>
API = "https://api.mercadolibre.com"


def actualizar(item_id: str, precio: float) -> int:
    r = requests.put(
        f"{API}/items/{item_id}",
        json={"price": precio},
        headers={"Authorization": f"Bearer {ACCESS_TOKEN}"},
        timeout=20,
    )
    return r.status_code


with open("precios_<<d>>.csv", encoding="utf-8") as f:
    for fila in csv.DictReader(f):
        print(fila["item"], actualizar(fila["item"], float(fila["precio"])))
''',
    "p:mercadopago",
)

F.reg(
    "abarrotes_whatsapp_ios_contrasena_clip_terminal",
    ("WhatsApp/Chat de WhatsApp con <<first2>>/_chat.txt", "Descargas/_chat_tienda_<<n>>.txt"),
    """[<<dsl>>, <<t>>:12] <<first2>>: Doña, la terminal Clip pide iniciar sesión otra vez 😩
[<<dsl>>, <<t>>:40] <<first>> <<last>>: ay esa cosa. el correo es <<mail>>
[<<dsl>>, <<t2>>:03] <<first>> <<last>>: y la contraseña <<cred>>
[<<dsl>>, <<t2>>:31] <<first2>>: ya quedó, ya cobré lo de don Chuy
[<<dsl>>, <<t2>>:55] <<first>> <<last>>: no se la pases a nadie mija
""",
    "human",
)

F.reg(
    "abarrotes_sat_csd_llave_openssl_passin_bat",
    ("C:/Facturacion/convertir_csd.bat", "C:/Users/<<fa>>/Documents/CFDI/llave_<<n>>.bat"),
    """@echo off
rem Convierte el CSD del SAT a PEM para el sistema de facturas de la tienda
cd C:\\Facturacion\\CSD
openssl pkcs8 -inform DER -in CSD_<<orgt>>_<<y>>.key -passin pass:<<cred>> -out llave.key.pem
openssl x509 -inform DER -in 00001000000<<num>><<num>>.cer -out certificado.pem
echo Listo. Copiar llave.key.pem al programa de facturas.
pause
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "abarrotes_recargas_plataforma_cliente_ini",
    ("C:/RecargasTienda/config.ini", "C:/Program Files (x86)/TaeClient/cuenta_<<n>>.ini"),
    """[General]
Tienda=Abarrotes <<orgt>>
Impresora=POS-58
Ticket=1

[Cuenta]
Distribuidor=https://ws.recargas-<<org>>.com.mx/v3
Usuario=<<mob>>
Password=<<cred>>
Saldo_Minimo=300

[Compañias]
Telcel=1
Movistar=1
ATT=1
Bait=1
""",
    "pw",
)

F.reg(
    "abarrotes_contador_correo_contrasena_ciec",
    ("Correo/Enviados/declaracion_<<mo>>_<<y>>.eml", "Thunderbird/Sent/contador_<<n>>.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: Despacho Contable <contador@<<dom>>>
Subject: Declaración de <<mo>> y facturas de proveedores
Date: <<dsl>> <<t>>
Content-Type: text/plain; charset=UTF-8

Buenas tardes contador,

le mando los tickets de Bimbo, Coca y Sabritas de este mes en el adjunto.
La contraseña del SAT (CIEC) la cambié porque se me bloqueó, ahora es:

<<cred>>

RFC el mismo de siempre. Cualquier cosa me marca al <<mob>>.

Saludos,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "abarrotes_cuaderno_foto_ocr_clave_wpa_modem",
    ("Imágenes/OCR/cuaderno_tienda_<<n>>.txt", "DCIM/Texto/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """FIADOS
doña Mari   $85
el Chino    $120  (paga el viernes)
-----------------------
Internet Infinitum
Red: INFINITUM<<num>>
Clave WPA:
<<cred>>
reporte fallas 800 123 2222
""",
    "HEX:10",
    syntax="",
)

F.reg(
    "abarrotes_proveedores_flat_ods_contrasenas",
    ("Documentos/proveedores_<<y>>.fods", "Escritorio/claves_portales_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Portales">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Proveedor</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Usuario</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Contraseña</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Central de abasto (pedidos)</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<uname>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Lácteos</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>por teléfono</text:p></table:table-cell><table:table-cell/></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)


def _json_escaped(s):
    data = {
        "tienda": f"Abarrotes {s['orgt']}",
        "ciudad": "Puebla",
        "correo_avisos": {
            "servidor": "smtp.gmail.com",
            "usuario": s["mail"],
            "contraseña": s["cred"],
        },
        "impresora": "POS-58",
    }
    return json.dumps(data, indent=2) + "\n"


F.reg(
    "abarrotes_app_pedidos_json_ascii_escaped_contrasena",
    ("AppPedidos/config.json", "Documentos/pedidos/ajustes_<<n>>.json"),
    _json_escaped,
    with_char("ñáéíó", "human_x"),
    decode=lambda t: json.loads(t)["correo_avisos"]["contraseña"],
)
