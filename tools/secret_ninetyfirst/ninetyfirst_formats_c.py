# ruff: noqa: E501
"""Family c: a private contemporary art gallery in Recoleta, Buenos Aires, Argentina
(rioplatense Spanish; Mercado Pago, AFIP electronic invoicing, a Shopify print shop, motion
on the exhibition-room cameras, an XLSX of logins)."""

from __future__ import annotations

from ninetyfirst_corpus import rsa_pem
from ninetyfirst_spec import Fam, dec_url, enc_url, grab

FAM = Fam(
    name="recoleta_private_gallery_argentina",
    orgs=("recoletarte", "galeriaalvear", "quintanaarte"),
    titles=("Galería Alvear Arte Contemporáneo", "Recoleta Arte", "Galería Quintana"),
    tld="com.ar",
    first=(
        ("Lucía", "lucia"),
        ("Martín", "martin"),
        ("Florencia", "florencia"),
        ("Joaquín", "joaquin"),
        ("Valentina", "valentina"),
        ("Tomás", "tomas"),
        ("Camila", "camila"),
        ("Santiago", "santiago"),
        ("Agustina", "agustina"),
        ("Facundo", "facundo"),
    ),
    last=(
        ("Fernández", "fernandez"),
        ("Gutiérrez", "gutierrez"),
        ("Pereyra", "pereyra"),
        ("Sosa", "sosa"),
        ("Benítez", "benitez"),
        ("Acosta", "acosta"),
        ("Romero", "romero"),
        ("Ibáñez", "ibanez"),
    ),
    words=(
        "recoleta",
        "palermo",
        "tango",
        "malbec",
        "mate",
        "alfajor",
        "boca",
        "riachuelo",
        "xulsolar",
        "berni",
        "quinquela",
        "dulce",
        "colectivo",
        "obelisco",
        "pampa",
        "asado",
        "milonga",
        "bandoneon",
    ),
    uwords=("bandoneón", "año", "pingüino", "ñandú", "guaraní"),
    pets=("pancho", "lola", "tango", "negra", "toto", "manchita", "ramona"),
    city="Buenos Aires",
    cc="+54 9 11 ",
)

FAM.reg(
    "recoleta_rioplatense_whatsapp_clave_instagram",
    ("WhatsApp/Chat de WhatsApp con <<fa>> <<n>>.txt", "chats/galeria_equipo_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name>>: che, mañana viene el fotógrafo a las 11
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: dale. me pasás la clave del insta de la galería? tengo que subir las fotos de la muestra
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name>>: usuario @<<org>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name>>: clave <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: genia 🙌
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name>>: no la compartas con los artistas porfa
""",
    "human",
)

FAM.reg(
    "recoleta_mercadopago_checkout_php_access_token",
    ("www/tienda/config/mercadopago.php", "public_html/<<org>>-<<n>>/mp_config.php"),
    """<?php
// Checkout Pro -- venta de catálogos y ediciones de la muestra
require __DIR__ . '/../vendor/autoload.php';

use MercadoPago\\MercadoPagoConfig;

MercadoPagoConfig::setAccessToken("<<cred>>");
MercadoPagoConfig::setRuntimeEnviroment(MercadoPagoConfig::SERVER);

const MP_NOTIFICATION_URL = 'https://<<dom>>/tienda/ipn.php';
const MP_STATEMENT = 'GALERIA <<n3>>';
// ult. cambio <<date>> <<user>>
""",
    "p:mercadopago",
)

FAM.reg(
    "recoleta_afip_wsfe_env_multiline_key",
    ("facturacion/.env", "srv/afip-<<org>>-<<n>>/.env"),
    """# Factura electrónica AFIP (WSFEv1) -- CUIT 30-<<n4>><<n3>><<n>>-<<n>>
AFIP_CUIT=30<<n4>><<n3>>9
AFIP_PRODUCTION=true
AFIP_PTO_VTA=<<n>>
AFIP_CERT_PATH=./certs/galeria_<<y>>.crt
AFIP_KEY="<<cred>>"
""",
    lambda rng: rsa_pem(rng, 2048, pkcs8=True),
)

FAM.reg(
    "recoleta_print_shop_shopify_sync_python",
    ("scripts/sync_ediciones_shopify.py", "home/<<fa>>/tienda/sync_<<n>>.py"),
    '''"""Sincroniza las ediciones (grabados, serigrafías) del inventario con la tienda Shopify."""

import csv

import requests

SHOP = "<<org>>-ediciones.myshopify.com"
ADMIN_TOKEN = "<<cred>>"
API = f"https://{SHOP}/admin/api/2024-07"
HEADERS = {"X-Shopify-Access-Token": ADMIN_TOKEN, "Content-Type": "application/json"}


def actualizar_stock(variant_id: int, cantidad: int) -> None:
    r = requests.post(
        f"{API}/inventory_levels/set.json",
        json={"location_id": <<n4>><<n3>>, "inventory_item_id": variant_id, "available": cantidad},
        headers=HEADERS,
        timeout=30,
    )
    r.raise_for_status()


with open("ediciones.csv", encoding="utf-8") as fh:
    for fila in csv.DictReader(fh):
        actualizar_stock(int(fila["inventory_item_id"]), int(fila["disponibles"]))
''',
    "p:shopify",
)

FAM.reg(
    "recoleta_database_url_percent_encoded_env",
    ("inventario/.env", "srv/<<org>>-obras-<<n>>/.env.production"),
    """# Inventario de obras (Django) -- <<title>>
DJANGO_SETTINGS_MODULE=obras.settings.prod
DATABASE_URL=postgres://galeria:<<enc>>@<<ip>>:5432/obras
ALLOWED_HOSTS=obras.<<dom>>
TIME_ZONE=America/Argentina/Buenos_Aires
""",
    "pw",
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=lambda t: dec_url(grab(r"postgres://galeria:([^@]+)@", t)),
)

FAM.reg(
    "recoleta_spanish_email_contrasena_artsy_panel",
    ("mail/enviados/<<date>>_artsy.eml", "Maildir/.Sent/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Acceso al panel de Artsy (CMS de la galería)
Date: <<d>> Mar <<y>> <<time>>:20 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hola <<first2>>,

Como te comenté, desde el lunes te encargás de cargar las obras de la muestra
nueva en Artsy. Te dejo el acceso de la galería:

  usuario: <<user>>@<<dom>>
  contraseña: <<cred>>

Las fotos en alta están en la carpeta compartida "Muestra <<y>>". Cualquier cosa me
escribís al <<phone>>.

Abrazo,
<<first>>
""",
    "human",
)

FAM.reg(
    "recoleta_sala_cameras_motion_netcam_userpass",
    ("etc/motioneye/camera-<<n>>.conf", "etc/motion/sala_<<n>>.conf"),
    """# @enabled on
# @id <<n>>
# @name Sala <<n>> -- vitrina grabados
# @storage_device custom-path
netcam_url rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=0
netcam_userpass admin:<<cred>>
netcam_keepalive on
width 1920
height 1080
framerate 10
target_dir /var/lib/motioneye/Sala_<<n>>
movie_max_time 300
""",
    "pw_bare",
)


def _shared_strings(s: dict) -> str:
    cells = [
        "Servicio",
        "Usuario",
        "Clave",
        "Notas",
        "Artsy",
        f"{s['user']}@{s['dom']}",
        "(ver mail)",
        "",
        "Instagram",
        f"@{s['org']}",
        "(la tiene " + s["fa"].capitalize() + ")",
        "",
        "Router Sala",
        "admin",
        s["cred"],
        f"Fibertel, IP {s['ip']}",
        "Tienda Shopify",
        s["email2"],
        "2FA en el celu",
        "",
    ]
    body = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">'
        f"{body}</sst>\n"
    )


FAM.reg(
    "recoleta_accesos_xlsx_sharedstrings_cell",
    ("accesos_galeria_<<y>>/xl/sharedStrings.xml", "tmp/accesos_<<n>>_xlsx/xl/sharedStrings.xml"),
    _shared_strings,
    "pw_xml",
)
