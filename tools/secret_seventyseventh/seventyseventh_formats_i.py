# ruff: noqa: E501
"""Family i: a quinceañera and ceremony dress rental in Jalisco (Mexico; Spanish)."""

from __future__ import annotations

import html

from seventyseventh_spec import FAM_I, after, either, enc_xml, pw_with

FAM_I.reg(
    "quince_mexican_whatsapp_contrasena_catalogo",
    ("WhatsApp Chat with <<fa2c>>.txt", "celulares/<<fa>>/chat_<<date>>.txt"),
    """<<dmy>>, <<hm>> p. m. - <<full2>>: Buenas tardes, ya me pasó la clienta de los XV las fotos del vestido rosa palo 💗
<<dmy>>, <<hm>> p. m. - <<full>>: Súbelas al catálogo en línea, ¿sí tienes la contraseña?
<<dmy>>, <<hm2>> p. m. - <<full2>>: No, la cambiaron 😕
<<dmy>>, <<hm2>> p. m. - <<full>>: usuario <<user>> contraseña <<cred>>
<<dmy>>, <<hm2>> p. m. - <<full2>>: Listo, gracias!!
""",
    "human",
)

FAM_I.reg(
    "quince_conekta_ruby_initializer_private_key",
    ("config/initializers/conekta.rb", "apps/<<org>>/config/conekta_<<n>>.rb"),
    """# Apartados de vestidos con tarjeta y OXXO Pay
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    syntax="",
)


def _sheet(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Styles><Style ss:ID="pw"><Font ss:FontName="Consolas"/></Style></Styles>
 <Worksheet ss:Name="Accesos">
  <Table>
   <Row><Cell><Data ss:Type="String">Sistema</Data></Cell><Cell><Data ss:Type="String">Usuario</Data></Cell><Cell><Data ss:Type="String">Contraseña</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Tienda en línea {s["orgc"]}</Data></Cell><Cell><Data ss:Type="String">{s["user"]}</Data></Cell><Cell ss:StyleID="pw"><Data ss:Type="String">{s["enc"]}</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Facturación SAT</Data></Cell><Cell><Data ss:Type="String">{s["la"].upper()}800101</Data></Cell><Cell><Data ss:Type="String">la tiene el contador</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
"""


FAM_I.reg(
    "quince_accesos_spreadsheetml_xml_escaped_contrasena",
    ("documentos/accesos_<<org>>.xml", "respaldo/<<year>>/accesos_<<n>>.xml"),
    _sheet,
    pw_with("&<>"),
    encode=enc_xml,
    decode=lambda t: html.unescape(after(t, '<Cell ss:StyleID="pw"><Data ss:Type="String">', "<")),
)

FAM_I.reg(
    "quince_clip_terminal_nota_entrega_turno",
    ("notas/entrega_turno_<<date>>.txt", "Documentos/<<fa>>/TURNO <<n>>.txt"),
    """ENTREGA DE TURNO - <<orgc>> (<<place>>)  <<dmy>>
Recibe: <<full2>>

* 3 vestidos apartados para XV del sábado (pruebas a las 11, 1 y 4)
* Terminal Clip cargada en el cajón de abajo
* App Clip / portal:
  correo: <<email>>
  contraseña: <<cred>>
* Tintorería recoge el lunes. NO prestar la corona dorada.
""",
    "human",
)

FAM_I.reg(
    "quince_openpay_spei_web_config",
    ("Apartados.Web/Web.config", "sitios/<<org>>/web_<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="Openpay:MerchantId" value="m<<hex12>><<hex8>>" />
    <add key="Openpay:PrivateKey" value="<<cred>>" />
    <add key="Openpay:Production" value="true" />
    <add key="Sucursal" value="<<place>>" />
  </appSettings>
  <system.web>
    <compilation targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:openpay",
    syntax="xml",
)

FAM_I.reg(
    "quince_facturama_cfdi_python_password",
    ("facturacion/timbrar.py", "scripts/<<org>>_cfdi_<<n>>.py"),
    '''"""Timbra la factura CFDI 4.0 de cada renta de vestido (Facturama API Web)."""

import requests

FACTURAMA_USER = "<<org>>"
FACTURAMA_PASS = "<<cred>>"
API = "https://api.facturama.mx/3/cfdis"


def timbrar(cfdi: dict) -> dict:
    r = requests.post(API, json=cfdi, auth=(FACTURAMA_USER, FACTURAMA_PASS), timeout=60)
    r.raise_for_status()
    return r.json()
''',
    either("human", "pw_dq"),
)

FAM_I.reg(
    "quince_probadores_frigate_yaml_rtsp",
    ("frigate/config.yml", "nvr/<<org>>/frigate_<<n>>.yml"),
    """mqtt:
  enabled: false
cameras:
  mostrador:
    ffmpeg:
      inputs:
        - path: rtsp://<<fa>>:<<cred>>@<<lan>>:554/stream1
          roles: [detect, record]
    detect:
      enabled: true
record:
  enabled: true
  retain:
    days: 7
""",
    "pw_url",
)

FAM_I.reg(
    "quince_sms_hilo_respuesta_solo_valor",
    ("sms/hilo_<<fa2>>_<<date>>.txt", "respaldo/mensajes/<<phone2>>_<<n>>.txt"),
    """<<full2>> (<<phone2>>)
<<dmy>> <<hm>>  ¿Cuál es la clave del wifi de la tienda? La clienta quiere ver el catálogo
<<dmy>> <<hm2>>  Yo: <<cred>>
<<dmy>> <<hm2>>  Gracias 😊
""",
    "human",
    syntax="",
)
