# ruff: noqa: E501
"""Family b: a cocktail bar in Mexico City (Mexican Spanish)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="coctelera_cocktail_bar_mexico",
    orgs=("lunagallo", "tamarindtap", "lacoctelera", "mezcalumbra"),
    tld="com.mx",
    first=(
        ("José", "jose"),
        ("María", "maria"),
        ("Guadalupe", "lupita"),
        ("Alejandro", "alex"),
        ("Ximena", "ximena"),
        ("Diego", "diego"),
        ("Fernanda", "fer"),
        ("Itzel", "itzel"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("González", "gonzalez"),
        ("Ramírez", "ramirez"),
        ("Cruz", "cruz"),
        ("Flores", "flores"),
    ),
    words=(
        "mezcal",
        "agave",
        "chela",
        "michelada",
        "oaxaca",
        "coyoacan",
        "pulque",
        "jimador",
        "limon",
        "chamoy",
        "cantina",
        "mariachi",
        "jalisco",
        "tamarindo",
        "guayaba",
        "paloma",
        "condesa",
        "roma",
    ),
    pets=("Firulais", "Canelita", "Chato", "Negra", "Pancho", "Chispa"),
    cc="+52",
    city="Ciudad de México",
)

F.reg(
    "coctelera_whatsapp_mx_contrasena_terminal_clip",
    (
        "chats/Chat de WhatsApp con Barra <<y>>.txt",
        "<<org>>/respaldo/WhatsApp Chat - Gerencia <<mo>>.txt",
    ),
    """<<dmy>>, 7:41 p. m. - <<first>>: Oye ya cambiaron la contraseña del portal de Clip?? no me deja entrar para ver los depósitos
<<dmy>>, 7:43 p. m. - <<first2>>: sip, la cambió el contador el lunes
<<dmy>>, 7:43 p. m. - <<first2>>: usuario <<email2>>
<<dmy>>, 7:44 p. m. - <<first2>>: contraseña <<cred>>
<<dmy>>, 7:44 p. m. - <<first>>: gracias!! 🍹
<<dmy>>, 7:52 p. m. - <<first2>>: <Multimedia omitido>
""",
    "human",
)

F.reg(
    "coctelera_conekta_reservas_laravel_env",
    ("<<org>>/reservas/.env", "var/www/<<org>>-reservas/.env"),
    """APP_NAME="<<org>> Reservas"
APP_ENV=production
APP_URL=https://reservas.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=reservas
DB_USERNAME=reservas
DB_PASSWORD=${DB_PASSWORD}
CONEKTA_PUBLIC_KEY=key_<<hex8>>PUB
CONEKTA_PRIVATE_KEY=<<cred>>
CONEKTA_LOCALE=es
""",
    "p:conekta",
    syntax="",
)

F.reg(
    "coctelera_mercadopago_point_smart_node",
    ("<<org>>/pos-bridge/mp.js", "srv/<<org>>/terminal/index.js"),
    """// Puente entre la comanda y la terminal Mercado Pago Point Smart de la barra
const { MercadoPagoConfig, Order } = require("mercadopago");

const client = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000 },
});

const TERMINAL_ID = "PAX_A910__SMARTPOS<<n4>><<n3>>";

async function cobrar(cuenta) {
  const order = new Order(client);
  return order.create({
    body: { type: "point", external_reference: `mesa-${cuenta.mesa}`, config: { point: { terminal_id: TERMINAL_ID } },
      transactions: { payments: [{ amount: cuenta.total.toFixed(2) }] } },
  });
}

module.exports = { cobrar };
""",
    "p:mercadopago",
    syntax="",
)

F.reg(
    "coctelera_soft_restaurant_conexion_ini",
    ("<<org>>/SoftRestaurant/conexion.ini", "ProgramData/NationalSoft/SR11/<<org>>_conexion.ini"),
    """[Conexion]
Servidor=CAJA01\\NATIONALSOFT
BaseDatos=softrestaurant11
Usuario=sa
Password=<<cred>>
TimeOut=30

[Sucursal]
Nombre=<<org>> Condesa
Clave=<<n3>>
""",
    "pw",
)

F.reg(
    "coctelera_rappi_aliados_menu_sync_python",
    ("<<org>>/scripts/rappi_menu.py", "home/<<fa>>/rappi/sync_<<n>>.py"),
    '''"""Sube la carta de cocteles a Rappi Aliados cada mañana."""

import requests

RAPPI_AUTH = "https://rests-integrations.auth0.com/oauth/token"
CLIENT_ID = "<<hex8>><<n4>>"
CLIENT_SECRET = "<<cred>>"
STORE_ID = "<<n4>><<n3>>"


def token():
    r = requests.post(RAPPI_AUTH, json={
        "client_id": CLIENT_ID,
        "client_secret": CLIENT_SECRET,
        "audience": "https://int-public-api-v2/api",
        "grant_type": "client_credentials",
    })
    return r.json()["access_token"]
''',
    "alnum:64",
)

F.reg(
    "coctelera_facturama_cfdi_php_basic_login",
    ("<<org>>/facturacion/config.php", "var/www/<<org>>/cfdi/facturama.php"),
    """<?php
// Facturama API: timbrado de CFDI 4.0 para tickets de la barra
return [
    'facturama' => [
        'base_url' => 'https://api.facturama.mx',
        'user'     => '<<org>>_fact',
        'password' => '<<cred>>',
        'serie'    => 'BAR',
        'regimen'  => '601',
    ],
];
""",
    "human_x",
    syntax="",
)

F.reg(
    "coctelera_recetario_xlsx_sharedstrings_accesos",
    (
        "<<org>>/recetario_<<y>>/xl/sharedStrings.xml",
        "Documentos/accesos_<<org>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10">
<si><t>Servicio</t></si><si><t>Usuario</t></si><si><t>Contraseña</t></si>
<si><t>Uber Eats Manager</t></si><si><t><<email>></t></si><si><t><<cred>></t></si>
<si><t>Receta: Paloma ahumada</t></si><si><t>60 ml mezcal espadín</t></si>
<si><t>Proveedor hielo</t></si><si><t><<phone>></t></si>
</sst>
""",
    "pw_xml",
)

F.reg(
    "coctelera_telegram_copied_reply_only_value",
    ("<<org>>/notas/telegram_<<date>>.txt", "Descargas/Telegram Desktop/copiado_<<n>>.txt"),
    """<<first>>, [<<dmy>> <<h0>>]
la del wifi de la terraza?

<<first2>>, [<<dmy>> <<h1>>]
<<cred>>

<<first>>, [<<dmy>> <<h2>>]
👍
""",
    "human",
    syntax="",
)
