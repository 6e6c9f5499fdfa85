# ruff: noqa: E501
"""Family h: a veterinary-drug wholesaler (droguería veterinaria mayorista) in Rosario,
Argentina: Rioplatense Spanish; AFIP electronic invoicing keys, Tango Gestión on SQL Server,
the SENASA traceability web service, Mercado Pago and Mercado Libre, FileZilla for the price
lists, WhatsApp with the salesmen."""

from __future__ import annotations

from ninetyseventh_spec import Fam, dec_b64_field, enc_b64

F = Fam(
    name="vetmayor_drogueria_rosario",
    prefix="vetmayor",
    orgs=("vetpampa", "drogueriacanalla", "agrovetlitoral", "tamboveterinaria", "ganaderosur"),
    tld="com.ar",
    first=(
        ("Martín", "martin"),
        ("Lucía", "lucia"),
        ("Santiago", "santiago"),
        ("Florencia", "florencia"),
        ("Facundo", "facundo"),
        ("Agustina", "agustina"),
        ("Nicolás", "nicolas"),
        ("Valentina", "valentina"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Rodríguez", "rodriguez"),
        ("Fernández", "fernandez"),
        ("López", "lopez"),
        ("Pérez", "perez"),
        ("Bianchi", "bianchi"),
        ("Romero", "romero"),
    ),
    words=(
        "rosario",
        "canalla",
        "leproso",
        "mate",
        "asado",
        "pampa",
        "parana",
        "ganado",
        "tambo",
        "vaquillona",
        "alfajor",
        "dulce",
        "tango",
        "gaucho",
        "ternero",
        "monumento",
    ),
    pets=("toby", "lola", "negro", "pancho", "china", "coco", "manchita"),
    cc="+54",
    cities=("rosario", "santa fe", "rafaela", "venado tuerto", "pergamino", "casilda"),
    tz="-0300",
)

F.reg(
    "afip_wsfe_bare_private_key_file",
    ("facturacion/certs/<<org>>_afip.key", "C:/FacturaE/<<org>>/clave_privada_<<n>>.key"),
    """<<cred>>
""",
    "pem",
    "",
)

F.reg(
    "tango_gestion_sqlserver_udl",
    ("C:/Tango/Conexion_<<org>>.udl", "Escritorio/tango_empresa_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=tango_consulta;Initial Catalog=<<org>>_EMPRESA;Data Source=<<ip>>\\AXSQLEXPRESS
""",
    "pw_bare",
    "",
)

F.reg(
    "senasa_trazabilidad_soap_envelope",
    ("trazabilidad/envios/informar_<<date>>_<<nnn>>.xml", "SENASA/soap/request_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:traz="http://trazabilidad.senasa.gob.ar/">
  <soapenv:Header/>
  <soapenv:Body>
    <traz:informarMovimiento>
      <usuario><<org>>_ws</usuario>
      <password><<cred>></password>
      <cuit>30<<d8>>9</cuit>
      <gtin>0779<<d8>><<n>></gtin>
      <serie><<hex8>></serie>
      <evento>DISTRIBUCION</evento>
      <destino>Veterinaria <<city>></destino>
    </traz:informarMovimiento>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

F.reg(
    "rioplatense_whatsapp_clave_portal_lab",
    ("WhatsApp Chat with <<fn>> Ventas.txt", "Chat de WhatsApp con <<fn>> <<ln>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hm>> - <<fn>> <<ln>>: che, me pasás la clave del portal de pedidos de Biogénesis Bagó? el cliente de <<city>> quiere la ivermectina hoy
<<d>>/<<mo>>/<<y>> <<hm>> - <<fn2>>: usuario <<user2>>
<<d>>/<<mo>>/<<y>> <<hm2>> - <<fn2>>: clave <<cred>>
<<d>>/<<mo>>/<<y>> <<hm2>> - <<fn2>>: no la pases a nadie eh
<<d>>/<<mo>>/<<y>> <<hm2>> - <<fn>> <<ln>>: joya, gracias 🙌
""",
    "human",
    "",
)

F.reg(
    "mercadopago_cobros_clientes_python",
    ("cobranzas/mp_links_<<n>>.py", "<<org>>/scripts/generar_links_pago.py"),
    """\"\"\"Links de pago de Mercado Pago para cuentas corrientes de veterinarias.\"\"\"

import mercadopago

ACCESS_TOKEN = "<<cred>>"
sdk = mercadopago.SDK(ACCESS_TOKEN)


def link(cliente, importe):
    pref = sdk.preference().create(
        {"items": [{"title": f"Saldo cta. cte. {cliente}", "quantity": 1, "unit_price": float(importe), "currency_id": "ARS"}]}
    )
    return pref["response"]["init_point"]
""",
    "p:mp_access",
)

F.reg(
    "mercadolibre_app_client_secret_yaml",
    ("integraciones/meli.yml", "config/mercadolibre_<<org>>_<<n>>.yml"),
    """# Publicaciones de antiparasitarios de venta libre en Mercado Libre
mercadolibre:
  app_id: "<<d16>>"
  client_secret: "<<cred>>"
  redirect_uri: "https://www.<<dom>>/meli/callback"
  site_id: MLA
  seller_id: <<d8>>
""",
    "alnum:32",
)

F.reg(
    "vendedores_csv_usuario_clave",
    ("Ventas/vendedores_accesos_<<y>>.csv", "export/usuarios_preventa_<<n>>.csv"),
    """Vendedor;Zona;Usuario app preventa;Clave
<<fn>> <<ln>>;<<city>>;<<user>>;<<cred>>
<<fn2>> <<ln2>>;Sur de Santa Fe;<<user2>>;(pedir a sistemas)
""",
    "human_x",
    "",
)

F.reg(
    "filezilla_sitemanager_base64_pass",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>listas_<<org>></User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <Name>Listas de precios veterinarias</Name>
      <RemoteDir>1 0 6 listas</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw",
    "xml",
    encode=lambda v, s: enc_b64(v),
    decode=dec_b64_field(r'<Pass encoding="base64">([^<]+)</Pass>'),
)
