# ruff: noqa: E501
"""Family h: a game shop with trade-ins in Mexico (Guadalajara); Spanish, WhatsApp, Mercado
Libre, Clip terminals, Shopify, CFDI e-invoicing (CSD keys), a NAS backup script."""

from __future__ import annotations

from eightysecond_spec import Fam

F = Fam(
    name="tradein_game_shop_guadalajara",
    prefix="tradein",
    orgs=("cuartodejuego", "mesajuegos", "tapatiogamer", "retrocambio", "chivasplay"),
    tld="com.mx",
    first=(
        ("José Luis", "joseluis"),
        ("Guadalupe", "lupita"),
        ("Alejandro", "alejandro"),
        ("Fernanda", "fernanda"),
        ("Ximena", "ximena"),
        ("Iván", "ivan"),
        ("Paola", "paola"),
        ("Rodrigo", "rodrigo"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
        ("Cervantes", "cervantes"),
    ),
    words=(
        "tapatio",
        "chivas",
        "atlas",
        "tequila",
        "birria",
        "tortaahogada",
        "jalisco",
        "zapopan",
        "tlaquepaque",
        "mariachi",
        "chilaquiles",
        "mario",
        "zelda",
        "pokemon",
        "nintendo",
        "cambio",
        "guadalajara",
        "tortillas",
        "michelada",
        "jarrito",
    ),
    pets=("firulais", "canela", "chispa", "manchas", "frijol", "pelusa", "negrita", "rocky"),
    cc="+52 33 ",
)

F.reg(
    "whatsapp_mexico_contrasena_punto_de_venta",
    ("WhatsApp Chat - Tienda <<orgc>>.txt", "chats/whatsapp_tienda_<<date>>.txt"),
    """[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full>>: oye el punto de venta me pide contraseña otra vez
[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full2>>: es la de siempre pero con el año nuevo
[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full2>>: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full>>: ya quedó, gracias. Llegó un señor con 3 Switch para cambio
[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full2>>: revísales los joycons antes de cotizar 👀
""",
    cred="human",
    syntax="",
)

F.reg(
    "mercadolibre_listings_sync_python_token",
    ("scripts/sync_mercadolibre.py", "tools/<<login>>/publica_ml_<<n>>.py"),
    """\"\"\"Publica en Mercado Libre los juegos usados recibidos a cambio.\"\"\"
import csv

import requests

ACCESS_TOKEN = "<<cred>>"
SELLER_ID = <<n2>>884211
H = {"Authorization": f"Bearer {ACCESS_TOKEN}"}

with open("inventario_usados.csv", encoding="utf-8") as f:
    for fila in csv.DictReader(f):
        item = {
            "title": f"{fila['titulo']} - usado, probado",
            "category_id": "MLM151595",
            "price": float(fila["precio"]),
            "currency_id": "MXN",
            "available_quantity": 1,
            "condition": "used",
        }
        r = requests.post("https://api.mercadolibre.com/items", json=item, headers=H, timeout=20)
        print(fila["titulo"], r.status_code)
""",
    cred="p:mercadopago",
)

F.reg(
    "clip_checkout_node_basic_api_secret",
    ("caja/clip.js", "pos-<<org>>/src/pagos/clip_<<n>>.js"),
    """// Ligas de pago Clip para apartados
const CLIP_API_KEY = '<<uuid>>';
const CLIP_SECRET = '<<cred>>';

const auth = Buffer.from(`${CLIP_API_KEY}:${CLIP_SECRET}`).toString('base64');

async function crearLiga(monto, concepto) {
  const r = await fetch('https://api.payclip.com/v2/checkout', {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: monto, currency: 'MXN', purchase_description: concepto }),
  });
  return r.json();
}

module.exports = { crearLiga };
""",
    cred="uuid",
    syntax="",
)

F.reg(
    "inventory_sync_toml_shopify_admin_token",
    ("sync/config.toml", "<<org>>-sync/config_<<n>>.toml"),
    """# Sincroniza inventario tienda física <-> Shopify
[tienda]
nombre = "<<orgc>> Guadalajara"
sucursal = "Chapultepec"

[shopify]
store = "<<org>>.myshopify.com"
admin_token = "<<cred>>"
api_version = "2024-07"

[pos]
db = "C:/PuntoVenta/datos.sqlite"
""",
    cred="p:shopify",
)


def _fods(s: dict) -> str:
    rows = [
        ("Proveedor", "Usuario", "Contraseña", "Notas"),
        ("Distribuidora de consolas", f"compras@{s['dom']}", s["cred"], "pedidos mayoreo"),
        ("PriceCharting", s["login"], "(Google)", "precios de cambio"),
    ]
    body = "\n".join(
        "     <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Accesos">
{body}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "proveedores_flat_ods_contrasena_cell",
    ("Compartido/proveedores_<<y>>.fods", "admin/<<org>>_accesos.fods"),
    _fods,
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "cfdi_facturacion_env_csd_key_password",
    ("facturacion/.env", "<<org>>-facturas/.env.production"),
    """# Timbrado CFDI 4.0
RFC_EMISOR=<<hx8>>A12
REGIMEN_FISCAL=626
CSD_CER_PATH=./sellos/<<org>>.cer
CSD_KEY_PATH=./sellos/<<org>>.key
CSD_KEY_PASSWORD=<<cred>>
PAC_URL=https://api.facturama.mx
PAC_USER=<<org>>
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "email_contrasena_portal_distribuidor",
    ("correo/<<date>>_alta_portal.eml", "mail/INBOX/<<n2>>.eml"),
    """From: Distribuidora Occidente <altas@distri-occidente.com.mx>
To: <<full>> <<<email>>>
Subject: Alta en portal de mayoreo - <<orgc>>
Date: <<d>> <<mo>> <<y>> <<hms>> -0600
Content-Type: text/plain; charset=UTF-8

Estimado <<first>>:

Su cuenta de distribuidor quedó activa. Datos de acceso al portal:

  Usuario: <<org>>_gdl
  Contraseña: <<cred>>

Le recomendamos cambiarla al ingresar. Los pedidos antes de las 14:00 salen el mismo día.

Saludos cordiales,
Atención a clientes
""",
    cred="pw",
    syntax="",
)

F.reg(
    "nas_backup_powershell_net_use",
    ("scripts/respaldo_nas.ps1", "C:/Scripts/respaldo_<<n>>.ps1"),
    """# Respaldo nocturno del punto de venta al NAS
$fecha = Get-Date -Format "yyyy-MM-dd"
net use Z: \\\\<<ip>>\\respaldos /user:admin <<cred>> /persistent:no
Copy-Item "C:\\PuntoVenta\\datos.sqlite" "Z:\\pos\\datos_$fecha.sqlite"
net use Z: /delete
Write-Output "Respaldo $fecha listo"
""",
    cred="pw_bare",
    syntax="",
)
