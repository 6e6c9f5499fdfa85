# ruff: noqa: E501
"""Family l: a monthly beauty-box subscription in Guadalajara, Mexico (Mexican Spanish):
Conekta and Openpay charges, Skydropx shipping, Facturama CFDI invoices, influencer unboxings,
a Zebra label printer on Wi-Fi."""

from __future__ import annotations

import json

from hundredfourth_spec import Fam, dec_basic, enc_basic, wa, xml_esc

FAM = Fam(
    name="cajabella_guadalajara_beautybox_subscription",
    orgs=("cajitalinda", "bellezabox", "chulabox", "glamcajita"),
    tld="com.mx",
    first=(
        ("Guadalupe", "lupita"),
        ("Ximena", "ximena"),
        ("Alejandro", "alejandro"),
        ("Fernanda", "fernanda"),
        ("Diego", "diego"),
        ("Valeria", "valeria"),
        ("José Luis", "joseluis"),
        ("Itzel", "itzel"),
        ("Mariana", "mariana"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
        ("Cruz", "cruz"),
        ("Ochoa", "ochoa"),
    ),
    words=(
        "belleza",
        "chula",
        "mexico",
        "guadalajara",
        "tequila",
        "mariposa",
        "corazon",
        "cielo",
        "estrella",
        "girasol",
        "jalisco",
        "frida",
        "catrina",
        "amor",
        "guapa",
        "sol",
        "chivas",
        "tapatia",
    ),
    pets=("firulais", "chispita", "canela", "pelusa", "rocky", "manchas"),
    cc="+52",
    city="Guadalajara",
    lwords=("Corazón", "Niña", "Mañana"),
)

R = FAM.reg

R(
    "cajabella_whatsapp_contrasena_shopify_mx",
    ("WhatsApp Chat with <<fn2>>.txt", "Chat de WhatsApp con <<fn2>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "Oye, ¿me pasas la contraseña de Shopify? Tengo que cargar la cajita de marzo",
                ),
                ("<<fn2>>", "correo: <<email>>"),
                ("<<fn2>>", "contra: <<cred>>"),
                ("<<fn>>", "Gracias!! 💖"),
                ("<<fn2>>", "Bórralo del chat porfa"),
            ],
        )
    ),
)

R(
    "cajabella_conekta_private_key_ruby",
    ("config/initializers/conekta.rb", "suscripciones-<<org>>/config/initializers/conekta.rb"),
    """# Conekta — cobros recurrentes de la suscripción (tarjeta y OXXO Pay)
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    "",
)

R(
    "cajabella_openpay_sk_dotenv",
    (".env", "api-<<org>>/.env.production"),
    """# Openpay (BBVA) — cargos con tarjeta y SPEI
OPENPAY_MERCHANT_ID=m<<mid>>
OPENPAY_PRIVATE_KEY=<<cred>>
OPENPAY_PUBLIC_KEY=pk_<<pk>>
OPENPAY_PRODUCTION=true
APP_URL=https://<<dom>>
""",
    "p:openpay",
    "",
    extra=lambda rng, s: s.update(
        mid=__import__("hundredfourth_corpus").alnum(
            rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789"
        ),
        pk=__import__("hundredfourth_corpus").hexs(rng, 32),
    ),
)

R(
    "cajabella_skydropx_api_key_node",
    ("src/envios/skydropx.js", "functions/<<org>>/envios.js"),
    """// Skydropx — guías de envío de las cajitas (Estafeta / FedEx / DHL)
const SKYDROPX_API_KEY = "<<cred>>";

async function cotizar(cpDestino, pesoKg) {
  const res = await fetch("https://api.skydropx.com/v1/quotations", {
    method: "POST",
    headers: {
      Authorization: `Token token=${SKYDROPX_API_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ zip_from: "44100", zip_to: cpDestino, parcel: { weight: pesoKg, height: 10, width: 25, length: 30 } }),
  });
  return res.json();
}

module.exports = { cotizar };
""",
    "p:skydropx",
    "",
)


def _postman(s):
    doc = {
        "info": {
            "_postman_id": s["uid"],
            "name": f"Facturama CFDI - {s['orgc']}",
            "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
        },
        "item": [
            {
                "name": "Crear CFDI 4.0",
                "request": {
                    "method": "POST",
                    "header": [
                        {"key": "Authorization", "value": f"Basic {s['enc']}"},
                        {"key": "Content-Type", "value": "application/json"},
                    ],
                    "url": {
                        "raw": "https://api.facturama.mx/3/cfdis",
                        "protocol": "https",
                        "host": ["api", "facturama", "mx"],
                        "path": ["3", "cfdis"],
                    },
                },
            }
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


R(
    "cajabella_facturama_postman_basic_auth",
    (
        "postman/Facturama.postman_collection.json",
        "docs/<<org>>_facturama_<<n>>.postman_collection.json",
    ),
    _postman,
    "human_x",
    encode=enc_basic("org"),
    decode=dec_basic,
)

R(
    "cajabella_influencer_unboxing_email_contrasena",
    ("Correo/Enviados/<<nn>>.eml", "mail/enviados/tiktok_<<date>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Acceso a la cuenta de TikTok para el unboxing
Date: Wed, <<day>> Mar <<year>> <<time>>:15 -0600
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hola <<fa2>>,

Para el live del unboxing de la cajita de este mes te dejo el acceso a la cuenta de la marca:

Usuario: @<<org>>.mx
Contraseña: <<cred>>

Por favor no cambies la foto de perfil ni la bio. Cualquier cosa me marcas al <<phone>>.
Saludos,
<<fa>>
""",
    "human",
    "",
)


def _ssml(s):
    rows = [
        ("Plataforma", "Usuario", "Contraseña", "Responsable"),
        ("Shopify (admin)", str(s["email"]), str(s["cred"]), str(s["fn"])),
        ("Recharge", str(s["email2"]), "ver con " + str(s["fn2"]), str(s["fn2"])),
        ("Estafeta", str(s["login"]), "", str(s["fn2"])),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{xml_esc(c)}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accesos">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


R(
    "cajabella_accesos_spreadsheetml_xml",
    ("Documentos/accesos_<<org>>.xml", "drive/operaciones/accesos_<<year>>_<<n>>.xml"),
    _ssml,
    "human_x",
)

R(
    "cajabella_zebra_printer_sgd_wlan_psk",
    ("impresora/zebra_wifi_<<n>>.txt", "almacen/<<org>>_zd421_wifi.zpl"),
    """! U1 setvar "wlan.ip.protocol" "dhcp"
! U1 setvar "wlan.essid" "Almacen_<<orgc>>"
! U1 setvar "wlan.security" "wpa_psk"
! U1 setvar "wlan.wpa.psk" "<<cred>>"
! U1 setvar "wlan.country_code" "mexico"
! U1 do "device.reset" ""
""",
    "pw_dq",
    "",
)
