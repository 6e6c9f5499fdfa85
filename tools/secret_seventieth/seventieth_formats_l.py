# ruff: noqa: E501
"""Family l: an online seller on Mercado Libre in Rosario (Argentina), Rioplatense Spanish."""

from __future__ import annotations

import re
import urllib.parse

from seventieth_spec import Fam, alnum, enc_url, need_chars

F = Fam(
    name="rosario_mercadolibre_online_seller",
    orgs=("rosarioventas", "funesstore", "parananube"),
    tld="com.ar",
    first=(
        ("Facundo", "facundo"),
        ("Agustina", "agustina"),
        ("Matías", "matias"),
        ("Camila", "camila"),
        ("Lautaro", "lautaro"),
        ("Florencia", "florencia"),
        ("Joaquín", "joaquin"),
        ("Micaela", "micaela"),
    ),
    last=(
        ("Fernández", "fernandez"),
        ("González", "gonzalez"),
        ("Romero", "romero"),
        ("Sosa", "sosa"),
        ("Acosta", "acosta"),
        ("Benítez", "benitez"),
        ("Pereyra", "pereyra"),
    ),
    words=(
        "rosario",
        "mate",
        "asado",
        "fernet",
        "alfajor",
        "parana",
        "monumento",
        "canalla",
        "leproso",
        "tango",
        "birra",
        "mufa",
        "gaucho",
        "pampa",
        "chori",
        "medialuna",
        "facturas",
        "bondi",
    ),
    pets=("toto", "pancho", "lola", "manchita", "coco", "mora"),
    towns=("Rosario", "Funes", "Villa Gobernador Gálvez", "Granadero Baigorria", "Roldán"),
    cc="+54",
)

F.reg(
    "rosario_ml_mercadopago_access_token_python_sdk",
    ("scripts/cobros_mp.py", "home/<<fa>>/tienda/mp_links_<<n>>.py"),
    '''"""Genera links de pago de Mercado Pago para pedidos por WhatsApp."""

import sys

import mercadopago

ACCESS_TOKEN = "<<cred>>"
sdk = mercadopago.SDK(ACCESS_TOKEN)


def link(titulo: str, precio: float) -> str:
    pref = sdk.preference().create(
        {
            "items": [{"title": titulo, "quantity": 1, "unit_price": precio, "currency_id": "ARS"}],
            "back_urls": {"success": "https://<<dom>>/gracias"},
        }
    )
    return pref["response"]["init_point"]


if __name__ == "__main__":
    print(link(sys.argv[1], float(sys.argv[2])))
''',
    "p:mercadopago",
)

F.reg(
    "rosario_ml_meli_oauth_client_secret_dotenv",
    ("integracion-meli/.env", "srv/<<org>>-stock/.env"),
    """# Sincronización de stock con Mercado Libre (app <<orgc>> Stock)
MELI_APP_ID=<<appid>>
MELI_CLIENT_SECRET=<<cred>>
MELI_REDIRECT_URI=https://<<dom>>/meli/callback
MELI_SELLER_ID=<<seller>>
TZ=America/Argentina/Cordoba
""",
    "p:meli_secret",
    extra=lambda rng, s: {
        "appid": rng.randint(10**15, 10**16 - 1),
        "seller": rng.randint(10**8, 10**9),
    },
)


def _dec_dburl(text: str) -> str:
    m = re.search(r"DATABASE_URL=mysql://[^:]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "rosario_ml_prestashop_database_url_percent_encoded",
    ("tienda/.env.local", "srv/<<org>>-tienda/.env"),
    """APP_ENV=prod
APP_SECRET=<<appsecret>>
DATABASE_URL=mysql://<<org>>_ps:<<enc>>@127.0.0.1:3306/<<org>>_tienda?serverVersion=8.0
MAILER_DSN=null://null
""",
    need_chars("@#/:?!$%", "pw"),
    extra=lambda rng, s: {"appsecret": alnum(rng, 32, "0123456789abcdef")},
    encode=lambda v, s: enc_url(v),
    decode=_dec_dburl,
)

F.reg(
    "rosario_ml_rioplatense_whatsapp_clave_cuenta",
    ("WhatsApp Chat with <<fa2>> depósito.txt", "chats/WhatsApp Chat - <<orgc>> envíos <<d8>>.txt"),
    """<<dmy>> <<time>> - <<fn2>> <<ln2>>: Che <<fn>>, me deslogueó la cuenta de ML en la compu del depósito
<<dmy>> <<time>> - <<fn2>> <<ln2>>: y tengo 14 envíos para despachar hoy 😩
<<dmy>> <<time2>> - <<fn>> <<ln>>: Es <<email>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: la clave es <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: No la anotes en ningún lado eh
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: Dale, genio. Ya entré
""",
    "human",
)

F.reg(
    "rosario_ml_tiendanube_access_token_php",
    ("tiendanube/sync_precios.php", "var/www/<<org>>/cron/tn_<<n>>.php"),
    """<?php
// Actualiza precios en Tiendanube desde la planilla de costos (dólar blue del día)
$storeId = '<<storeid>>';
$accessToken = '<<cred>>';

$ch = curl_init("https://api.tiendanube.com/v1/{$storeId}/products?per_page=200");
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => [
        "Authentication: bearer {$accessToken}",
        'User-Agent: <<orgc>> Sync (<<email>>)',
    ],
]);
$products = json_decode(curl_exec($ch), true);
echo count($products) . " productos\\n";
""",
    "p:tiendanube",
    syntax="",
    extra=lambda rng, s: {"storeid": rng.randint(100000, 9999999)},
)

F.reg(
    "rosario_ml_afip_wsaa_private_key_file",
    ("afip/certs/<<cuit>>.key", "home/<<fa>>/facturacion/afip_<<cuit>>.key"),
    "<<cred>>\n",
    "pem",
    syntax="",
    extra=lambda rng, s: {"cuit": f"20{rng.randint(10**7, 10**8 - 1)}{rng.randint(0, 9)}"},
)

F.reg(
    "rosario_ml_andreani_shipping_api_yaml",
    ("config/envios.yaml", "srv/<<org>>-envios/config_<<n>>.yml"),
    """# Etiquetas de envío (Andreani) para ventas fuera de Mercado Envíos
andreani:
  base_url: https://apis.andreani.com
  usuario: "<<org>>_ws"
  password: "<<cred>>"
  contrato: "<<contrato>>"
  cliente: "CL<<cliente>>"
origen:
  calle: "Bv. Oroño"
  numero: "<<nnnn>>"
  localidad: "<<town>>"
  cp: "2000"
""",
    "pw_dq",
    extra=lambda rng, s: {
        "contrato": rng.randint(10**8, 10**9),
        "cliente": rng.randint(10**7, 10**8),
    },
)

F.reg(
    "rosario_ml_msmtprc_gmail_app_password",
    ("home/<<fa>>/.msmtprc", "etc/msmtprc"),
    """# msmtp: mails de confirmación de pedidos desde la compu del depósito
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           <<org>>.ventas@gmail.com
user           <<org>>.ventas@gmail.com
password       <<cred>>

account default : gmail
""",
    lambda rng, fam: alnum(rng, 16, "abcdefghijklmnopqrstuvwxyz"),
    syntax="",
)
