# ruff: noqa: E501
"""Family b: car importers and customs brokers in the Iquique free zone, ZOFRI (Chile;
Spanish)."""

from __future__ import annotations

from sixtyeighth_spec import ZOFRI as F
from sixtyeighth_spec import after, enc_url, unquote, with_sym

F.reg(
    "spanish_whatsapp_iphone_clave_sii",
    ("WhatsApp Chat - Importadora <<orgc>>/_chat.txt", "whatsapp/<<org>>_oficina.txt"),
    """[<<d>>-<<mo>>-<<yyyy>> <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: Oye, ¿alguien tiene la clave del SII de la empresa? Tengo que emitir las facturas de los autos que llegaron en el barco
[<<d>>-<<mo>>-<<yyyy>> <<hh>>:<<mi2>>:03] <<fn2>> <<ln2>>: rut 76.<<n3>>.<<n3>>-<<n>>
[<<d>>-<<mo>>-<<yyyy>> <<hh>>:<<mi2>>:19] <<fn2>> <<ln2>>: clave: <<cred>>
[<<d>>-<<mo>>-<<yyyy>> <<hh>>:<<mi2>>:40] <<fn>> <<ln>>: Gracias!! cachai que don <<fa2>> la cambió otra vez?
[<<d>>-<<mo>>-<<yyyy>> <<hh>>:<<mi2>>:52] <<fn2>> <<ln2>>: sí, bórralo después porfa
""",
    "human",
    syntax="",
)

F.reg(
    "transbank_webpay_plus_live_options_py",
    ("webpay/config.py", "tienda_<<org>>/pagos/transbank.py"),
    '''"""Pagos de reserva de vehículos (abono) con Webpay Plus, ambiente de producción."""

from transbank.common.integration_type import IntegrationType
from transbank.common.options import WebpayOptions
from transbank.webpay.webpay_plus.transaction import Transaction

COMMERCE_CODE = "597<<n5>><<n3>>1"
API_KEY_SECRET = "<<cred>>"


def transaction() -> Transaction:
    return Transaction(WebpayOptions(COMMERCE_CODE, API_KEY_SECRET, IntegrationType.LIVE))
''',
    "HEX:64",
)

F.reg(
    "aduana_dus_soap_client_java_properties",
    ("src/main/resources/aduana.properties", "agencia-<<org>>/conf/dus-ws.properties"),
    """# Cliente SOAP Declaración Única de Salida / DIN - Servicio Nacional de Aduanas
aduana.ws.endpoint=https://isidora.aduana.cl/WebServices/DUS
aduana.ws.despachador=<<n3>>
aduana.ws.usuario=<<login>>
aduana.ws.clave=<<cred>>
aduana.ws.timeout=60000
zofri.visacion.url=https://www.zofri.cl/visacion
""",
    "pw",
    syntax="",
)

F.reg(
    "sii_certificado_pfx_openssl_bat",
    ("C:/dte/extraer_certificado.bat", "scripts/firma_dte_<<org>>.bat"),
    """@echo off
REM Firma DTE - certificado digital SII de <<fa>> <<la>> (vence <<dmy>>)
set OPENSSL=C:\\OpenSSL-Win64\\bin\\openssl.exe
%OPENSSL% pkcs12 -in C:\\dte\\cert\\<<login>>.pfx -passin pass:<<cred>> -nokeys -out C:\\dte\\cert\\cert.pem
%OPENSSL% pkcs12 -in C:\\dte\\cert\\<<login>>.pfx -passin pass:<<cred>> -nocerts -nodes -out C:\\dte\\cert\\key.pem
echo Listo.
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "portales_spreadsheetml_usuario_clave",
    ("Documentos/portales_<<org>>.xml", "exportes/claves_portales_<<yyyy>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Portales">
  <Table>
   <Row><Cell><Data ss:Type="String">Portal</Data></Cell><Cell><Data ss:Type="String">Usuario</Data></Cell><Cell><Data ss:Type="String">Clave</Data></Cell><Cell><Data ss:Type="String">Obs.</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">ZOFRI - Sistema de Visación</Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell><Cell><Data ss:Type="String">usuario de <<fa>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Aduana - DUS</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"></Data></Cell><Cell><Data ss:Type="String">pedir a <<fa2>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

F.reg(
    "bodega_patio_go2rtc_yaml",
    ("go2rtc.yaml", "camaras/<<org>>/go2rtc.yaml"),
    """# Cámaras Hikvision del patio de autos (bodega ZOFRI manzana <<n>>)
streams:
  patio_norte: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
  porton: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pip>>:8555
""",
    "pw_url",
)

F.reg(
    "mercadolibre_app_usr_token_dotenv",
    (".env", "publicador-<<org>>/.env.production"),
    """# Publicador automático de autos usados en MercadoLibre / TuAutoChile
MELI_APP_ID=<<n5>><<n3>>
MELI_SITE=MLC
MELI_REDIRECT_URI=https://autos.<<dom>>/meli/callback
MELI_ACCESS_TOKEN=<<cred>>
PUBLICAR_CADA_MIN=30
""",
    "p:mercadolibre",
    syntax="",
)


def _dec_ftp(text: str) -> str:
    return unquote(after(text, r"ftp://[^:/\s]+:([^@\s]+)@"))


F.reg(
    "agente_aduana_email_ftp_url_percent_encoded",
    ("correo/DIN_<<n5>>.eml", "Mail/agencia/descarga_din_<<date>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: DIN y carpetas de despacho - importación <<n5>>
Date: <<d>> Oct <<yyyy>> <<hh>>:<<mi>>:00 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Estimado <<fn>>:

Las DIN de los 14 vehículos del último embarque ya están en nuestro FTP. Puede
descargarlas directamente con este enlace (copiar en el explorador de archivos):

ftp://<<login>>:<<enc>>@ftp.agencia-<<org>>.cl/din/<<yyyy>>/

Saludos cordiales,
<<fn2>> <<ln2>>
Agente de Aduana - Iquique
""",
    with_sym("!@#*+?"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=_dec_ftp,
)
