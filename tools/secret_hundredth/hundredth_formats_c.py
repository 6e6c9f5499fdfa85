# ruff: noqa: E501
"""Family c: a women's refuge in Oaxaca, Mexico (Spanish)."""

from __future__ import annotations

import json
import random

from hundredth_spec import Fam, Slots, hexs

FAM = Fam(
    name="refugio_mujeres_sinviolencia",
    orgs=("casavioleta", "moradiasol"),
    tld="org.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("María José", "mariajose"),
        ("Xóchitl", "xochitl"),
        ("Fernanda", "fernanda"),
        ("Itzel", "itzel"),
        ("Rocío", "rocio"),
        ("Citlali", "citlali"),
        ("Lucía", "lucia"),
        ("Verónica", "veronica"),
        ("Daniela", "daniela"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("López", "lopez"),
        ("Martínez", "martinez"),
        ("Ramírez", "ramirez"),
        ("Cruz", "cruz"),
        ("Santiago", "santiago"),
        ("Mendoza", "mendoza"),
        ("Jiménez", "jimenez"),
    ),
    words=(
        "violeta",
        "mariposa",
        "guelaguetza",
        "tlayuda",
        "mezcal",
        "monteAlban",
        "girasol",
        "esperanza",
        "libre",
        "hermanas",
        "colibri",
        "jacaranda",
        "oaxaca",
        "mole",
        "alebrije",
        "paloma",
    ),
    pets=("canela", "frida", "chispa", "lupita", "manchas", "pelusa", "toby", "kira"),
    cc="+52",
)
reg = FAM.reg


def _tg(r: random.Random, s: Slots) -> str:
    base = int(s["epoch"])
    msgs = [
        (
            s["first2"],
            "Buenas noches, ¿alguien tiene la contraseña de expedientes (Google Drive de trabajo social)?",
        ),
        (s["first"], "Sí, la cambiamos el lunes"),
        (s["first"], f"usuario: ts.{s['org']}@gmail.com\ncontraseña: {s['cred']}"),
        (s["first"], "Por favor no la guarden en el celular personal 🙏"),
        (s["first2"], "Gracias, ya entré"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        out.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{int(s['mm']) % 50 + i:02d}:{s['ss']}",
                "date_unixtime": str(base + i * 60),
                "from": who,
                "from_id": f"user{5120000000 + (1 if who == s['first'] else 2)}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {
            "name": "Equipo Casa Violeta 💜",
            "type": "private_group",
            "id": 77102345,
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


reg(
    "refugio_telegram_json_contrasena_expedientes",
    (
        "Telegram Desktop/ChatExport_<<y>>-<<mo>>-<<d>>/result.json",
        "respaldos/telegram_<<fa>>_<<k>>/result.json",
    ),
    _tg,
    "human",
)

reg(
    "refugio_conekta_donativos_node",
    ("donativos/src/conekta_<<k>>.js", "api/<<org>>-pagos/conekta.config.js"),
    """// Donativos en línea (OXXO Pay y tarjeta) - Conekta
const conekta = require("conekta");

conekta.api_key = "<<cred>>";
conekta.api_version = "2.1.0";
conekta.locale = "es";

module.exports = async function crearOrden(monto, correo) {
  return conekta.Order.create({
    currency: "MXN",
    customer_info: { name: "Donante anónimo", email: correo, phone: "<<phone>>" },
    line_items: [{ name: "Donativo <<org>>", unit_price: monto * 100, quantity: 1 }],
    charges: [{ payment_method: { type: "oxxo_cash" } }],
  });
};
""",
    "p:conekta",
    syntax="",
)

reg(
    "refugio_mercadopago_access_token_php",
    ("wp-content/themes/<<org>>/inc/mercadopago_<<k>>.php", "donar/config-mp-<<fa>>.php"),
    """<?php
// Mercado Pago - botón de donación (Checkout Pro)
require_once __DIR__ . '/../vendor/autoload.php';

use MercadoPago\\MercadoPagoConfig;

MercadoPagoConfig::setAccessToken("<<cred>>");
define('MP_PUBLIC_KEY', 'APP_USR-<<uid>>');
define('MP_NOTIFICATION_URL', 'https://<<dom>>/mp/ipn');
""",
    "p:mercadopago",
    syntax="",
)

reg(
    "refugio_dahua_nvr_rtsp_vlc_playlist",
    ("camaras/casa_<<k>>.m3u", "Escritorio/Camaras refugio <<fa>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrada principal
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Patio
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=1
#EXTINF:-1,Portón
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    "pw_url",
    syntax="",
)

reg(
    "refugio_sat_efirma_fiel_contrasena_txt",
    ("SAT/e.firma <<y>>/contraseña.txt", "Documentos/FIEL_<<org>>_<<k>>/leeme.txt"),
    """e.firma (FIEL) de la asociación civil - vence <<d>>/<<mo>>/<<y2>>
archivos: <<rfc>>.cer / Claveprivada_FIEL_<<rfc>>_<<y>><<mo>><<d>>.key
contraseña de la clave privada:
<<cred>>
""",
    "human",
    syntax="",
    extra=lambda r, s: {
        "y2": int(s["y"]) + 4,
        "rfc": f"CVI{s['yy']}{s['mo']}{s['d']}{hexs(r, 3, upper=True)}",
    },
)

reg(
    "refugio_kobotoolbox_token_python",
    ("monitoreo/descargar_kobo_<<k>>.py", "scripts/kobo_export_<<fa>>.py"),
    """import requests

KOBO_URL = "https://kf.kobotoolbox.org/api/v2"
TOKEN = "<<cred>>"  # cuenta de monitoreo <<org>>
ASSET = "a<<hex8>>Vx9Lq"

r = requests.get(
    f"{KOBO_URL}/assets/{ASSET}/data.json",
    headers={"Authorization": f"Token {TOKEN}"},
    timeout=60,
)
r.raise_for_status()
print(len(r.json()["results"]), "registros de ingreso")
""",
    "hex:40",
)

reg(
    "refugio_zkteco_zkaccess_handover_md",
    ("entrega/turno_<<d>>-<<mo>>.md", "wiki/Entrega de turno <<fa>>.md"),
    """# Entrega de turno - noche del <<d>>/<<mo>>/<<y>>

* Ocupación: 11 mujeres, 17 niñas y niños. Habitación 4 libre.
* Control de acceso: el lector ZKTeco de la puerta trasera se reinició. Para dar de alta a una
  nueva residente se entra a **ZKAccess 3.5** en la PC de recepción:
  * usuario: `admin`
  * contraseña: `<<cred>>`
* Ninguna visita sin cita. Si llega el agresor: 911 y avisar a <<first>> (<<phone>>).
* Pendiente: reponer pañales talla 3.
""",
    "human",
    syntax="",
)

reg(
    "refugio_whatsapp_reply_only_value_wifi",
    ("WhatsApp/Chat de WhatsApp con <<first>>.txt", "chats/wa_<<fa>>_<<y>><<mo>>.txt"),
    """[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>>:<<ss>> p.m.] <<first2>> <<last2>>: ‎Los mensajes y las llamadas están cifrados de extremo a extremo.
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>>:<<ss>> p.m.] <<first2>> <<last2>>: Oye, ¿cuál es la del internet de la casa? La de la oficina ya no conecta
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>>:<<ss>> p.m.] <<first>> <<last>>: <<cred>>
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>>:<<ss>> p.m.] <<first2>> <<last2>>: listo gracias 💜
""",
    "human_x",
    syntax="",
)
