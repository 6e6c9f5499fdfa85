# ruff: noqa: E501
"""Family g: a motorbike repair shop in Medellín, Antioquia (Colombia; Spanish)."""

from __future__ import annotations

from sixtyeighth_spec import MOTOSMED as F

F.reg(
    "paisa_whatsapp_contrasena_dian",
    ("Chat de WhatsApp con Taller <<orgc>>.txt", "whatsapp/<<org>>_taller.txt"),
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> p. m. - <<fn>> <<ln>>: Parce, ¿cuál es la contraseña de la DIAN? toca sacar la factura electrónica de la Pulsar del cliente
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> p. m. - <<fn2>> <<ln2>>: usuario es la cédula de don <<fa>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> p. m. - <<fn2>> <<ln2>>: y la contraseña <<cred>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> p. m. - <<fn>> <<ln>>: Listo mano, gracias 🙌
""",
    "human",
    syntax="",
)

F.reg(
    "wompi_prv_prod_key_node_checkout",
    ("src/pagos/wompi.js", "tienda-<<org>>/server/wompi.js"),
    """// Pagos de repuestos y mantenimiento por Wompi (Bancolombia)
const WOMPI_URL = 'https://production.wompi.co/v1';
const WOMPI_PUBLIC_KEY = 'pub_prod_<<n5>>Qz<<n3>>';
const WOMPI_PRIVATE_KEY = '<<cred>>';

async function consultarTransaccion(id) {
  const r = await fetch(`${WOMPI_URL}/transactions/${id}`, {
    headers: { Authorization: `Bearer ${WOMPI_PRIVATE_KEY}` },
  });
  return r.json();
}

module.exports = { consultarTransaccion };
""",
    "p:wompi",
    syntax="",
)

F.reg(
    "siigo_nube_access_key_requests",
    ("contabilidad/siigo_facturas.py", "scripts/<<org>>_siigo.py"),
    '''"""Sube las órdenes de trabajo del taller como facturas a Siigo Nube."""

import requests

SIIGO_USER = "<<email>>"
SIIGO_ACCESS_KEY = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://api.siigo.com/auth",
        json={"username": SIIGO_USER, "access_key": SIIGO_ACCESS_KEY},
        headers={"Partner-Id": "TallerMotos"},
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "b64:45",
)

F.reg(
    "alegra_api_curl_user_token_history",
    ("home/<<login>>/.bash_history", "taller/.zsh_history"),
    """cd ~/facturas
ls
curl -s -u "<<email>>:<<cred>>" https://api.alegra.com/api/v1/items?limit=30 | jq '.[].name'
curl -s -u "<<email>>:<<cred>>" -X POST -H "Content-Type: application/json" -d @factura_<<n3>>.json https://api.alegra.com/api/v1/invoices
clear
""",
    "hex:20",
    syntax="",
)

F.reg(
    "repuestos_proveedores_csv_semicolon",
    ("inventario/proveedores_<<yyyy>>.csv", "Documentos/proveedores_repuestos.csv"),
    """proveedor;contacto;telefono;usuario portal;clave portal;observaciones
Repuestos AKT Itagüí;<<fn>> <<ln>>;<<phone>>;<<login>>;<<cred>>;pedidos antes de las 11
Yamaha distribuidor;<<fn2>> <<ln2>>;<<phone>>;<<email2>>;;pedir clave a <<fa>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "runt_soat_ics_calendar_clave",
    ("calendario/runt_<<date>>.ics", "Calendar/taller_<<org>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART;TZID=America/Bogota:<<yyyy>><<mo>><<d>>T090000
DTEND;TZID=America/Bogota:<<yyyy>><<mo>><<d>>T093000
UID:<<uuid>>@google.com
SUMMARY:Renovar SOAT y revisar RUNT motos de mensajería
DESCRIPTION:Entrar al RUNT con usuario <<login>>\\nclave <<cred>>\\nplacas <<plate>>
LOCATION:Taller <<orgc>>\\, Medellín
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "taller_tv_raspberry_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "raspberry_<<org>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=CO

network={
    ssid="Taller<<orgc>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)

F.reg(
    "turnos_telegram_bot_token_python",
    ("bot/turnos_bot.py", "<<org>>_bot/main.py"),
    '''"""Bot de Telegram para pedir turno de mantenimiento de la moto."""

from telegram.ext import Application, CommandHandler

TOKEN = "<<cred>>"


async def start(update, context):
    await update.message.reply_text("¡Hola parce! Escribe /turno para agendar tu moto.")


app = Application.builder().token(TOKEN).build()
app.add_handler(CommandHandler("start", start))
app.run_polling()
''',
    "p:telegram",
)
