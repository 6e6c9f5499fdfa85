# ruff: noqa: E501
"""Family i: a Guadalajara print-on-demand shop (t-shirts, mugs) (Mexican Spanish)."""

from __future__ import annotations

from ninetythird_spec import FAM_I, dec_b64_field, enc_b64

FAM_I.reg(
    "printful_private_token_dotenv",
    ("<<org>>-pod/.env", "tienda/<<org>>/.env.local"),
    """# Sincronización de diseños con Printful (playeras y tazas) - <<orgc>>
PRINTFUL_TOKEN=<<cred>>
PRINTFUL_STORE_ID=<<n2>>
SHOP_URL=https://<<dom>>
MONEDA=MXN
MARGEN=0.42
""",
    "p:printful",
    syntax="",
)

FAM_I.reg(
    "mercadopago_access_token_webhook_python",
    ("pagos/mercadopago_webhook.py", "<<org>>/api/mp_<<n>>.py"),
    '''"""Webhook de Mercado Pago: marca pedidos como pagados y manda la orden a producción."""

import mercadopago
from flask import Flask, request

app = Flask(__name__)
sdk = mercadopago.SDK("<<cred>>")


@app.post("/webhooks/mercadopago")
def webhook():
    data = request.get_json(force=True)
    if data.get("type") == "payment":
        pago = sdk.payment().get(data["data"]["id"])["response"]
        if pago["status"] == "approved":
            print("Pedido pagado:", pago["external_reference"], pago["transaction_amount"])
    return "", 204
''',
    "p:mercadopago",
)

FAM_I.reg(
    "filezilla_sitemanager_base64_pass",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "respaldo/<<fa>>/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<org>>@<<dom>></User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
            <Name>Tienda <<orgc>> (hosting)</Name>
            <RemoteDir>1 0 11 public_html</RemoteDir>
            <SyncBrowsing>0</SyncBrowsing>
            <DirectoryComparison>0</DirectoryComparison>
        </Server>
    </Servers>
</FileZilla3>
""",
    "human",
    extra=lambda r, s: {"enc": enc_b64(s["cred"])},
    decode=dec_b64_field(r'<Pass encoding="base64">([^<]+)</Pass>'),
)

FAM_I.reg(
    "conekta_private_key_ruby_oxxo",
    ("app/services/conekta_pago.rb", "<<org>>/lib/pago_oxxo_<<n>>.rb"),
    """# Pagos en OXXO y tarjeta con Conekta para pedidos de mayoreo - <<orgc>>
require 'conekta'

Conekta.api_key = '<<cred>>'
Conekta.api_version = '2.1.0'

class ConektaPago
  def self.oxxo(pedido)
    Conekta::Order.create(
      currency: 'MXN',
      customer_info: { name: pedido.cliente, email: pedido.email, phone: pedido.telefono },
      line_items: pedido.partidas.map { |p| { name: p.nombre, unit_price: p.centavos, quantity: p.cantidad } },
      charges: [{ payment_method: { type: 'oxxo_cash' } }]
    )
  end
end
""",
    "p:conekta",
    syntax="",
)


def _ampm(r, s):
    h = int(s["hh"])
    return {"h12": str(h - 12 if h > 12 else h), "ap": "p.m." if h >= 12 else "a.m."}


FAM_I.reg(
    "mexican_whatsapp_contrasena_printify",
    ("WhatsApp/Chat de WhatsApp con <<fn2>>.txt", "respaldo/chat_taller_<<n>>.txt"),
    """[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>>:<<ss>> <<ap>>] <<fn2>> <<ln2>>: oye, ¿cuál es la contraseña de Printify? ya subí los diseños de catrina pero no me deja publicar
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi2>>:<<ss>> <<ap>>] <<fn>> <<ln>>: va, es <<cred>>
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi2>>:<<ss>> <<ap>>] <<fn>> <<ln>>: no la compartas con el de las sudaderas eh
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi3>>:<<ss>> <<ap>>] <<fn2>> <<ln2>>: nel, gracias 🙌
""",
    "human",
    syntax="",
    extra=_ampm,
)

FAM_I.reg(
    "facturapi_live_key_cfdi_node",
    ("facturacion/cfdi.js", "<<org>>-admin/src/factura_<<n>>.js"),
    """// Timbrado de CFDI 4.0 con Facturapi para clientes que piden factura - <<orgc>>
const Facturapi = require('facturapi').default;

const facturapi = new Facturapi('<<cred>>');

async function facturar(pedido) {
  return facturapi.invoices.create({
    customer: { legal_name: pedido.razonSocial, tax_id: pedido.rfc, tax_system: '612', address: { zip: pedido.cp } },
    items: pedido.partidas.map((p) => ({ quantity: p.cantidad, product: { description: p.nombre, product_key: '53102000', price: p.precio } })),
    use: 'G03',
    payment_form: '04',
  });
}

module.exports = { facturar };
""",
    "p:facturapi",
    syntax="",
)

FAM_I.reg(
    "sat_efirma_notes_txt_little_context",
    ("Documentos/SAT/claves_<<orgc>>.txt", "USB/<<fa>>/sat_<<y>>.txt"),
    """e.firma (FIEL) - <<orgc>>
archivo: <<fa>>_FIEL.key
contraseña: <<cred>>
vence: <<d>>/<<mo>>/<<y>>
CIEC -> la tiene el contador
""",
    "human",
    syntax="",
)

FAM_I.reg(
    "skydropx_shipping_api_yaml",
    ("config/envios.yml", "<<org>>/config/skydropx_<<n>>.yaml"),
    """# Guías de envío (Estafeta, DHL, FedEx) vía Skydropx - <<orgc>>
skydropx:
  api_url: https://api.skydropx.com/v1
  api_key: '<<cred>>'
  origen:
    nombre: '<<fn>> <<ln>>'
    empresa: '<<orgc>>'
    calle: 'Av. Chapultepec <<n>>'
    ciudad: '<<city>>'
    estado: 'Jalisco'
    cp: '44<<n>>'
    telefono: '<<phone>>'
paquete_default:
  peso_kg: 0.4
  largo: 30
  ancho: 25
  alto: 5
""",
    "p:skydropx",
)
