# ruff: noqa: E501
"""Family c: an escape room (sala de escape) in Buenos Aires, Argentina."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import SPANISH_AR as F
from hundredthirtyeighth_spec import alnum, pick

SALAS = ("El Laboratorio", "La Bóveda", "Gardel Perdido", "El Conventillo", "Expediente 1978")


def _sala(rng, s):
    return {"sala": pick(rng, SALAS), "wifi": F.wifi(rng)}


F.reg(
    "esp32_cofre_mqtt_ino",
    ("props/cofre_esp32/cofre_esp32.ino", "salas/<<org>>/prop_<<nn>>/prop_<<nn>>.ino"),
    """// Sala "<<sala>>" - cerradura magnética del cofre final (ESP32 DevKit)
// <<name>> - <<dmy>>
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid = "<<org_up>>_SALAS";
const char* password = "<<wifi>>";
const char* mqtt_server = "<<ip>>";
const char* mqtt_user = "props";
const char* mqtt_pass = "<<cred>>";

const int PIN_IMAN = 26;
const int PIN_SENSOR = 34;

WiFiClient espClient;
PubSubClient client(espClient);

void callback(char* topic, byte* payload, unsigned int length) {
  if (String(topic) == "sala/cofre/abrir") {
    digitalWrite(PIN_IMAN, LOW);
  }
}

void setup() {
  pinMode(PIN_IMAN, OUTPUT);
  digitalWrite(PIN_IMAN, HIGH);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  client.setServer(mqtt_server, 1883);
  client.setCallback(callback);
}

void loop() {
  if (!client.connected()) {
    client.connect("cofre", mqtt_user, mqtt_pass);
    client.subscribe("sala/cofre/#");
  }
  client.loop();
}
""",
    cred="human_x",
    syntax="",
    extra=_sala,
)

F.reg(
    "whatsapp_ios_clave_wifi_pistas",
    (
        "WhatsApp Chat - Game Masters <<org_cap>>/_chat.txt",
        "exportados/<<yy>><<mm>>/_chat_gms_<<nn>>.txt",
    ),
    """[<<dd>>/<<mm>>/<<yy>>, <<time>>:<<sec>>] <<name>>: che, alguien sabe la clave del wifi de la tablet de pistas? se reinició el router
[<<dd>>/<<mm>>/<<yy>>, <<time2>>:<<sec>>] <<name2>>: la red es <<org_up>>_SALAS
[<<dd>>/<<mm>>/<<yy>>, <<time2>>:<<sec>>] <<name2>>: y la clave <<cred>>
[<<dd>>/<<mm>>/<<yy>>, <<time3>>:<<sec>>] <<name>>: genia, gracias!! ya entró el grupo de las 19
[<<dd>>/<<mm>>/<<yy>>, <<time4>>:<<sec>>] <<name2>>: acordate de no pasársela a los jugadores 😅
""",
    cred="wifi",
    syntax="",
)


def _bookeo(rng, s):
    return {"apikey": alnum(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}


F.reg(
    "reservas_bookeo_python",
    ("reservas/bookeo_sync.py", "scripts/<<org>>/exportar_reservas.py"),
    '''"""Baja las reservas del día desde Bookeo y arma la planilla de los game masters."""

import csv
import datetime as dt

import requests

BOOKEO_API_KEY = "<<apikey>>"
BOOKEO_SECRET_KEY = "<<cred>>"
URL = "https://api.bookeo.com/v2/bookings"


def reservas(dia: dt.date) -> list[dict]:
    params = {
        "apiKey": BOOKEO_API_KEY,
        "secretKey": BOOKEO_SECRET_KEY,
        "startTime": f"{dia}T00:00:00-03:00",
        "endTime": f"{dia}T23:59:59-03:00",
        "expandParticipants": "true",
    }
    r = requests.get(URL, params=params, timeout=20)
    r.raise_for_status()
    return r.json().get("data", [])


if __name__ == "__main__":
    hoy = dt.date.today()
    with open(f"planilla_{hoy}.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for b in reservas(hoy):
            w.writerow([b["startTime"], b["productName"], b["participants"]["numbers"][0]["number"]])
''',
    cred="p:bookeo_secret",
    extra=_bookeo,
)


def _cuit(rng, s):
    return {"cuit": f"30{rng.randint(10**8, 10**9 - 1)}{rng.randint(0, 9)}"}


F.reg(
    "afip_wsfe_clave_privada_key",
    ("afip/<<org>>_wsfe.key", "certificados/<<cuit>>/privada.key"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
    extra=_cuit,
)

F.reg(
    "mercadopago_senas_node_env",
    ("reservas-api/.env", "backend-<<org>>/.env.production"),
    """# API de reservas y señas (<<org_cap>>)
NODE_ENV=production
PORT=3000
TZ=America/Argentina/Buenos_Aires
BASE_URL=https://reservas.<<dom>>

DATABASE_URL=mysql://reservas@localhost:3306/reservas

# Mercado Pago - cobro de la seña al reservar
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://reservas.<<dom>>/webhooks/mp

# Mails de confirmación
SMTP_HOST=smtp.zoho.com
SMTP_USER=reservas@<<dom>>
""",
    cred="p:mercadopago",
    syntax="",
)


def _sala_json(s):
    doc = {
        "sala": s["sala"],
        "duracion_min": 60,
        "panel_gm": {"puerto": 8080, "usuario": "gm", "clave": s["cred"]},
        "props": [
            {"id": "cofre", "tipo": "esp32", "ip": s["ip"], "topic": "sala/cofre"},
            {
                "id": "biblioteca",
                "tipo": "arduino_mega",
                "ip": s["ip2"],
                "topic": "sala/biblioteca",
            },
        ],
        "pistas": {"max": 3, "pantalla": "tv_sala", "sonido": "pista.mp3"},
        "camaras": [f"rtsp://{s['ip2']}:554/Streaming/Channels/101"],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "panel_gm_sala_json",
    ("control-salas/salas/<<nn>>-sala.json", "<<org>>/control/config_sala_<<nn>>.json"),
    _sala_json,
    cred="pw_json",
    extra=lambda r, s: {"sala": pick(r, SALAS)},
)


def _tg(s):
    ts = int(str(s["ts"]))
    msgs = [
        (s["name"], "Chicos, cambié la clave del grabador de las cámaras (Dahua)"),
        (s["name"], f"usuario admin / {s['cred']}"),
        (s["name2"], "Joya, ya la cargué en el celu del local"),
        (s["name"], "No la pongan en el grupo de WhatsApp de los jugadores jaja"),
    ]
    out = []
    for k, (who, text) in enumerate(msgs):
        out.append(
            {
                "id": 1200 + k,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + k:02d}",
                "date_unixtime": str(ts + 40 * k),
                "from": who,
                "from_id": f"user{5_100_000_000 + (17 if who == s['name'] else 29)}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    doc = {
        "name": f"Staff {s['org_cap']}",
        "type": "private_supergroup",
        "id": 1_700_000_000 + int(str(s["num"])),
        "messages": out,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "telegram_json_export_clave_grabador",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exportes/telegram_staff_<<org>>/result.json",
    ),
    _tg,
    cred="human",
)

F.reg(
    "mikrotik_wifi_export_rsc",
    ("red/mikrotik_<<org>>.rsc", "backups/router_local/export_<<date>>.rsc"),
    """# <<date>> <<time>>:<<sec>> by RouterOS 7.14.2
# software id = <<swid>>
#
# model = hAP ax2
# serial number = <<serial>>
/interface bridge
add admin-mac=<<mac>> auto-mac=no comment=defconf name=bridge
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=sec-salas passphrase=<<cred>>
/interface wifi
set [ find default-name=wifi1 ] configuration.mode=ap .ssid=<<org_up>>_SALAS disabled=no security=sec-salas
set [ find default-name=wifi2 ] configuration.mode=ap .ssid=<<org_up>>_SALAS_5G disabled=no security=sec-salas
/ip address
add address=<<gw>>/24 comment=defconf interface=bridge
/ip dhcp-server network
add address=<<gw>>/24 dns-server=<<gw>> gateway=<<gw>>
/system identity
set name=<<org>>-local
/system clock
set time-zone-name=America/Argentina/Buenos_Aires
""",
    cred="wifi",
    syntax="",
    extra=lambda r, s: {
        "swid": f"{alnum(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
        "serial": alnum(r, 12, "ABCDEF0123456789"),
    },
)
