"""Family n: a hacienda event venue with catering for weddings near Mérida, Yucatán, Mexico."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_spec import Fam

F = Fam(
    "yucatan_hacienda_venue",
    ("haciendaxcanul", "henequenera", "cenoteeventos"),
    "com.mx",
    ("Mariana", "José Luis", "Guadalupe", "Andrés", "Itzel", "Fernanda"),
    ("Canul", "Pech", "Chan", "Hernández", "Cauich"),
    ("mariana", "joseluis", "guadalupe", "andres", "itzel", "fernanda"),
    ("canul", "pech", "chan", "hernandez", "cauich"),
    (
        "hacienda",
        "cenote",
        "henequen",
        "merida",
        "izamal",
        "uxmal",
        "cochinita",
        "xcanul",
        "boda",
        "jardin",
    ),
    "merida",
    "52",
)

F.reg(
    "yucatan_spanish_whatsapp_contrasena_eventos",
    ["whatsapp/Chat de WhatsApp con Eventos <<n>>.txt", "chats/eventos_<<ymd>>.txt"],
    """<<dmys>>, <<time>> - <<first>> <<last>>: Oigan, ya cambié la contraseña del sistema de banquetes
<<dmys>>, <<time>> - <<first>> <<last>>: usuario <<user>>
<<dmys>>, <<time>> - <<first>> <<last>>: contraseña <<cred>>
<<dmys>>, <<time>> - Itzel: Va, gracias! ahorita cargo la boda del sábado
<<dmys>>, <<time>> - <<first>> <<last>>: no la compartan con los de la florería porfa
""",
    "human",
    syntax="",
)

F.reg(
    "yucatan_mercadopago_access_token_node",
    ["pagos/mercadopago.js", "<<org>>-anticipos/src/mp_<<n2>>.js"],
    """// Anticipos de bodas con Mercado Pago
const { MercadoPagoConfig, Preference } = require('mercadopago');

const client = new MercadoPagoConfig({ accessToken: '<<cred>>' });

async function crearAnticipo(evento, monto) {
  const pref = new Preference(client);
  return pref.create({ body: { items: [{ title: `Anticipo ${evento}`, quantity: 1, unit_price: monto, currency_id: 'MXN' }] } });
}

module.exports = { crearAnticipo };
""",
    "p:mercadopago",
    syntax="",
)

F.reg(
    "yucatan_conekta_private_key_ruby_initializer",
    ["config/initializers/conekta.rb", "<<org>>/app/config/conekta_<<n2>>.rb"],
    """# Pagos en OXXO y tarjeta para los paquetes de evento
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    syntax="",
)

F.reg(
    "yucatan_event_ticketing_laravel_dotenv",
    ["eventos/.env", "<<org>>-boletos/.env"],
    """APP_NAME="<<orgc>> Boletos"
APP_ENV=production
APP_KEY=base64:<<appkey>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=boletos
DB_USERNAME=boletos
DB_PASSWORD=<<cred>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.office365.com
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {
        "appkey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        )
        + "="
    },
)

F.reg(
    "yucatan_cfdi_pac_timbrado_ini",
    ["facturacion/timbrado.ini", "C/Facturas/<<org>>_pac_<<n2>>.ini"],
    """; Facturación electrónica CFDI 4.0 - timbrado con el PAC
[Emisor]
RFC=HXC<<n2>>0101AB1
RegimenFiscal=601
LugarExpedicion=97000

[PAC]
Url=https://timbrado.pac-mx.com.mx/cfdi40
Usuario=<<org>>@<<dom>>
Contrasena=<<cred>>

[CSD]
Certificado=C:\\Facturas\\csd\\00001000000<<hid>>.cer
""",
    "pw",
)

F.reg(
    "yucatan_spanish_email_clave_portal_proveedor",
    ["mail/<<org>>/<<n>>.eml", "Outlook/<<ymd>>_<<n>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: cocina@<<dom>>
Subject: Acceso al portal de proveedores (pedido de la boda del sábado)
Date: Thu, <<d>> Feb <<y>> 17:<<mm>>:48 -0600
Content-Type: text/plain; charset=UTF-8

Hola chef,

Para que hagas el pedido de insumos directo en el portal del proveedor:
Usuario: compras.<<org>>
Clave: <<cred>>

Recuerda que el cierre de pedidos es el jueves a las 2 pm.
Saludos,
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "yucatan_catering_lightspeed_k_series_python",
    ["catering/lightspeed_sync.py", "<<org>>/pos/ls_<<n2>>.py"],
    '''"""Ventas del bar de eventos (Lightspeed Restaurant K-Series) a la hoja de cierre."""

import requests

LS_API = "https://api.ikentoo.com"
LS_BUSINESS_LOCATION = <<hid>><<n2>>
LS_ACCESS_TOKEN = "<<cred>>"


def ventas(dia: str) -> list:
    r = requests.get(
        f"{LS_API}/f/finance/{LS_BUSINESS_LOCATION}/financials/{dia}",
        headers={"Authorization": f"Bearer {LS_ACCESS_TOKEN}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["sales"]
''',
    "uuid",
)

F.reg(
    "yucatan_wedding_planner_ics_description_clave",
    ["calendario/boda_<<n>>.ics", "exports/<<org>>_evento_<<ymd>>.ics"],
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//ES
BEGIN:VEVENT
DTSTART:<<ymd>>T230000Z
DTEND:<<ymd>>T235900Z
SUMMARY:Prueba de menú - boda <<la>>
LOCATION:Hacienda <<orgc>>\\, Yucatán
DESCRIPTION:Galería de fotos del montaje en el Drive. Carpeta compartida con los novios\\nUsuario: novios<<n2>>\\nClave: <<cred>>
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
