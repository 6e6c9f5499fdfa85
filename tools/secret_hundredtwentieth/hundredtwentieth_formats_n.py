# ruff: noqa: E501
"""Family n: a bridal-wear boutique in Guadalajara, Mexico (Mexican Spanish)."""

import base64

from hundredtwentieth_spec import Fam

F = Fam(
    name="vestidos_novia_guadalajara",
    orgs=("novialuz", "tortaamor", "encajetapatio", "velojacaranda"),
    tld="com.mx",
    first=(
        ("Fernanda", "fernanda"),
        ("Alejandro", "alejandro"),
        ("Ximena", "ximena"),
        ("José Luis", "joseluis"),
        ("Guadalupe", "lupita"),
        ("Diego", "diego"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("López", "lopez"),
        ("Martínez", "martinez"),
        ("Ramírez", "ramirez"),
        ("Orozco", "orozco"),
    ),
    words=(
        "novia",
        "tequila",
        "mariachi",
        "chivas",
        "jalisco",
        "tapatia",
        "encaje",
        "velo",
        "boda",
        "cielo",
        "corazon",
        "tlaquepaque",
        "jacaranda",
        "birria",
    ),
    pets=("firu", "chato", "pinky", "canelo", "peluchin", "manchas"),
    cc="52",
    city="Guadalajara",
)

F.reg(
    "novia_mexican_whatsapp_contrasena_tienda_en_linea",
    ("Chat de WhatsApp con Boutique <<nn>>.txt", "wa/<<fa>>-<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Lupita, ¿me pasas la contraseña de la tienda en línea? Quiero subir los vestidos nuevos de encaje
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Claro, es <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: No la compartas con las de medio tiempo porfa
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Va, gracias 👰
""",
    cred="human",
)

F.reg(
    "novia_conekta_apartado_node_private_key",
    ("server/conekta_<<nn>>.js", "<<org>>-apartados/lib/pagos.js"),
    """// Apartado de vestido (anticipo 30%) con OXXO Pay y tarjeta
const axios = require("axios");

const CONEKTA_PRIVATE_KEY = "<<cred>>";

module.exports = function crearOrden(monto, clienta) {
  return axios.post("https://api.conekta.io/orders", { currency: "MXN", customer_info: clienta, line_items: [{ name: "Apartado", unit_price: monto * 100, quantity: 1 }] }, {
    headers: { Authorization: "Bearer " + CONEKTA_PRIVATE_KEY, Accept: "application/vnd.conekta-v2.1.0+json" },
  });
};
""",
    cred="p:conekta",
    syntax="",
)

F.reg(
    "novia_mercadopago_python_access_token",
    ("scripts/cobros_mp_<<nn>>.py", "<<org>>/pagos/mercadopago_links.py"),
    '''"""Genera ligas de pago de Mercado Pago para los ajustes de vestido."""

import mercadopago

sdk = mercadopago.SDK("<<cred>>")


def liga(concepto, monto):
    pref = sdk.preference().create({"items": [{"title": concepto, "quantity": 1, "unit_price": monto, "currency_id": "MXN"}]})
    return pref["response"]["init_point"]
''',
    cred="p:mercadopago",
)


def _facturama(r, s):
    return {"needle": base64.b64encode(f"{s['org']}:{s['cred']}".encode()).decode()}


F.reg(
    "novia_facturama_cfdi_http_dump_basic",
    ("debug/facturama_<<date>>_<<nn>>.http", "logs/<<fa>>-cfdi-request.txt"),
    """POST /3/cfdis HTTP/1.1
Host: api.facturama.mx
Authorization: Basic <<needle>>
Content-Type: application/json
User-Agent: <<orgc>>-POS/2.3

{"Serie":"B","CfdiType":"I","PaymentForm":"04","ExpeditionPlace":"44100","Receiver":{"Rfc":"XAXX010101000","Name":"PUBLICO EN GENERAL","CfdiUse":"S01"}}
""",
    cred="pw_alnum",
    extra=_facturama,
)

F.reg(
    "novia_spanish_email_contrasena_proveedor_telas",
    ("correo/enviados/<<date>>_<<nn>>.eml", "Mail/<<fa>>/telas-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Pedido de encaje chantilly - acceso al portal
Date: Wed, <<d>> Feb <<y>> <<hh>>:<<mi>>:00 -0600
Content-Type: text/plain; charset=utf-8

Hola <<fn2>>,

Te comparto el acceso al portal del proveedor de telas para que revises el pedido de
encaje chantilly y tul ilusión para la temporada de bodas:

usuario: <<user>>
contraseña: <<cred>>

El pago lo hacemos por SPEI en cuanto confirmen existencias.

Saludos,
<<fn>>
""",
    cred="human",
)

F.reg(
    "novia_shopify_theme_kit_config_yml",
    ("theme/config.yml", "<<org>>-tema-<<nn>>/config.yml"),
    """production:
  password: <<cred>>
  theme_id: "1<<nnn>><<nnn>><<nnn>>"
  store: <<org>>-novias.myshopify.com
  ignore_files:
    - config/settings_data.json
""",
    cred="x:shptka_:32",
)

F.reg(
    "novia_fitting_appointments_calendly_env",
    ("citas/.env", "<<org>>-citas/<<fa>>/.env.production"),
    """# Citas de prueba de vestido (Calendly -> Google Sheets)
CALENDLY_ORG=https://api.calendly.com/organizations/<<uuid>>
CALENDLY_TOKEN=<<cred>>
SHEET_ID=1<<hex40>>
TZ=America/Mexico_City
""",
    cred="p:calendly",
)

F.reg(
    "novia_sticky_note_ocr_clave_caja",
    ("ocr/nota_mostrador_<<nn>>.txt", "scans/<<fa>>_<<date>>.txt"),
    """clave caja (Clip / terminal)
<<cred>>
NO prestar la tablet
""",
    cred="human",
)
