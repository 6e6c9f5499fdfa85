# ruff: noqa: E501
"""Family f: a container depot (depósito de contenedores) in San Antonio, Chile (Chilean
Spanish; SICEX, Aduana, SII DTE, Transbank Webpay, Defontana, reefer monitoring)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, reg

F = Fam(
    name="patiochile_sanantonio_container_depot",
    orgs=(
        "patioandes",
        "depositolloleo",
        "contenedorespacifico",
        "cordilleradepot",
        "copihuepatio",
    ),
    tld="cl",
    first=(
        ("Camila", "camila"),
        ("Matías", "matias"),
        ("Valentina", "valentina"),
        ("Benjamín", "benjamin"),
        ("Catalina", "catalina"),
        ("Diego", "diego"),
        ("Javiera", "javiera"),
        ("Sebastián", "sebastian"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Soto", "soto"),
        ("Contreras", "contreras"),
        ("Araya", "araya"),
    ),
    words=(
        "contenedor",
        "patio",
        "grua",
        "puerto",
        "cordillera",
        "empanada",
        "cueca",
        "pisco",
        "colocolo",
        "huaso",
        "terremoto",
        "copihue",
        "pudu",
        "sanantonio",
        "llolleo",
        "choclo",
    ),
    pets=("firulais", "cachupin", "tobi", "negrita", "canela", "pelusa", "kiltro"),
    places=("SanAntonio", "Valparaiso", "Cartagena", "Llolleo", "Melipilla", "Santiago"),
    cc="+5699",
)

reg(
    F,
    "patiochile_whatsapp_chileno_clave_sicex",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Respaldo/WhatsApp Chat - Patio <<orgc>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Oye <<fn2>>, la DIN del contenedor <<box>> no aparece en SICEX
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Entra con la cuenta del depósito po
<<dmy>>, <<time2>> - <<fn>> <<ln>>: cuál era la clave? la cambiaron el lunes
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: usuario <<user>> clave <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: no la andes pasando a los camioneros eso sí 😅
<<dmy>>, <<time2>> - <<fn>> <<ln>>: filo, ya entré. gracias!
""",
    "human",
    syntax="",
)

reg(
    F,
    "patiochile_gate_ocr_camera_ftp_json",
    ("gate-ocr/config/camera_<<n>>.json", "opt/ocr-portico/config.json"),
    """{
  "gate": "Pórtico <<n>> - entrada camiones",
  "camera": {"model": "OCR ISO 6346", "ip": "<<ip>>", "lane": <<n>>},
  "upload": {
    "protocol": "ftp",
    "host": "<<ip>>",
    "user": "ocr_portico",
    "ftp_password": "<<cred>>",
    "remote_dir": "/eir/<<date>>"
  },
  "tos_webhook": "https://tos.<<dom>>/api/gate-in"
}
""",
    "pw_json",
)

reg(
    F,
    "patiochile_sii_dte_firma_pfx_python",
    ("facturacion/firmar_dte.py", "dte/firma_<<n>>.py"),
    '''"""Firma electrónica de DTE (facturas de servicio de almacenaje) para el SII."""

from pathlib import Path

from cryptography.hazmat.primitives.serialization import pkcs12

CERT_PFX = Path("certificados/<<fa>>_<<la>>.pfx")
CERT_CLAVE = "<<cred>>"  # clave del certificado digital de <<fn>> <<ln>>
RUT_EMISOR = "76.<<nn>>.<<n>>-K"


def cargar_certificado():
    data = CERT_PFX.read_bytes()
    return pkcs12.load_key_and_certificates(data, CERT_CLAVE.encode())
''',
    "pw_dq",
)

reg(
    F,
    "patiochile_reefer_telegraf_mqtt_toml",
    ("etc/telegraf/telegraf.d/reefers.toml", "telegraf/reefer_<<n>>.toml"),
    """# Monitoreo de contenedores reefer enchufados en el patio (temperatura, alarmas)
[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["patio/reefer/+/telemetria"]
  username = "telegraf"
  password = "<<cred>>"
  data_format = "json"
  tag_keys = ["contenedor", "enchufe"]

[[outputs.influxdb_v2]]
  urls = ["http://127.0.0.1:8086"]
  organization = "<<org>>"
  bucket = "reefers"
""",
    "pw_dq",
)

reg(
    F,
    "patiochile_defontana_curl_bearer_zsh_history",
    ("Users/<<fa>>/.zsh_history", "home/<<fa>>/.zsh_history"),
    """: <<epoch>>:0;cd ~/patio/facturas
: <<epoch>>:0;curl -s https://api.defontana.com/api/Sale/GetSalesByDate?from=<<date>> -H "Authorization: Bearer <<cred>>" | jq .
: <<epoch>>:0;ls -la
: <<epoch>>:0;python3 cuadratura.py --mes <<date>>
""",
    "jwt",
    syntax="",
)

reg(
    F,
    "patiochile_usuarios_flat_ods_celdas",
    ("planillas/usuarios_portales_<<year>>.fods", "Compartida/Patio/claves_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Portales">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Portal</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Usuario</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Clave</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Naviera (liberaciones)</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<email>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>SICEX</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<fa2>>.<<la2>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>con Clave Única</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human",
    syntax="xml",
)

reg(
    F,
    "patiochile_sms_backup_xml_clave_transportista",
    ("SMSBackupRestore/sms-<<date>>.xml", "Respaldos/sms_<<epoch>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="2" subject="null" body="Hola <<fa2>>, para agendar retiro en el portal de citas del depósito: usuario <<user>>, clave <<cred>> . Cita <<time>> hrs, contenedor <<box>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>> Transportes" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>700" type="1" subject="null" body="Ok gracias, ahí agendo" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> Transportes" />
</smses>
""",
    "human",
)

reg(
    F,
    "patiochile_transbank_webpay_plus_env",
    (".env", "pagos/.env.production", "srv/<<org>>/webpay/.env"),
    """# Pago en línea de servicios de depósito y almacenaje - Webpay Plus (Transbank)
TBK_ENV=production
TBK_COMMERCE_CODE=5970<<big>>
TBK_API_KEY_SECRET=<<cred>>
TBK_RETURN_URL=https://pagos.<<dom>>/webpay/retorno
""",
    "HEX:64",
    syntax="",
)
