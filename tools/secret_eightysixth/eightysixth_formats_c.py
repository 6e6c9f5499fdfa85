# ruff: noqa: E501
"""Family c: a small mezcal distillery (palenque) in Oaxaca, Mexico (Spanish)."""

from __future__ import annotations

import json
import random

from eightysixth_spec import Fam, enc_json_u, pick

F = Fam(
    name="mezcaleria_oaxaca_small_still",
    orgs=("mezcalumbre",),
    tld="com.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("Aquilino", "aquilino"),
        ("Rosario", "rosario"),
        ("Marcos", "marcos"),
        ("Eufrosina", "eufrosina"),
        ("Joaquín", "joaquin"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("Cruz", "cruz"),
        ("Vásquez", "vasquez"),
        ("Martínez", "martinez"),
        ("Santiago", "santiago"),
        ("Ángeles", "angeles"),
    ),
    words=(
        "espadin",
        "tobala",
        "maguey",
        "palenque",
        "tahona",
        "agave",
        "mezcal",
        "matatlan",
        "jicara",
        "comal",
        "guelaguetza",
        "tepextate",
        "madrecuixe",
        "horno",
    ),
    pets=("chato", "lupita", "canela", "firulais", "negrito", "cuco"),
    cc="+52",
)

F.reg(
    "mezcaleria_facturama_cfdi_python_requests_basic_auth",
    ("facturacion/timbrar_cfdi.py", "scripts/<<org>>/facturama_<<n>>.py"),
    '''"""Timbra las facturas CFDI 4.0 de las ventas a distribuidores (Facturama API)."""

import requests

FACTURAMA_URL = "https://api.facturama.mx/3/cfdis"
AUTH = ("<<login>>", "<<cred>>")


def timbrar(cfdi: dict) -> dict:
    r = requests.post(FACTURAMA_URL, json=cfdi, auth=AUTH, timeout=60)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(timbrar({"Serie": "MZ", "Folio": "<<nn>>", "CfdiType": "I", "PaymentForm": "03"}))
''',
    "pw_dq",
)

F.reg(
    "mezcaleria_spanish_whatsapp_ios_contrasena_sat",
    ("WhatsApp/_chat_<<fa>>_<<n>>.txt", "chats/palenque/_chat-<<date>>.txt"),
    """[<<dd>>/<<mm>>/<<yyyy>>, <<time>>:12] <<fn2>> <<ln2>>: Oye, el contador pide la contraseña del SAT para la declaración del IEPS
[<<dd>>/<<mm>>/<<yyyy>>, <<time>>:40] <<fn>> <<ln>>: RFC el de siempre, contraseña <<cred>>
[<<dd>>/<<mm>>/<<yyyy>>, <<time>>:51] <<fn2>> <<ln2>>: gracias, ya le paso 🙏
[<<dd>>/<<mm>>/<<yyyy>>, <<time>>:58] <<fn>> <<ln>>: y que no se le olvide el lote de tobalá
""",
    "human",
    syntax="",
)

F.reg(
    "mezcaleria_conekta_private_key_node_dotenv",
    ("home/<<login>>/tienda/.env", "web/<<org>>-tienda/.env.local"),
    """# Tienda en línea - mezcal artesanal
NODE_ENV=production
PORT=30<<n>>
CONEKTA_PUBLIC_KEY=key_<<nn>>PUBLIC
CONEKTA_PRIVATE_KEY=<<cred>>
ENVIA_ORIGIN_ZIP=70440
""",
    "p:conekta",
    syntax="",
)


def _enye_pw(rng: random.Random) -> str:
    w = pick(rng, ("Piña", "Añejo", "Cañada", "Señor", "Montaña", "Niño", "Jícara", "Tobalá"))
    return f"{w}{pick(rng, ('Espadín', 'Maguey', 'Horno', 'Palenque'))}{rng.randint(10, 99)}{pick(rng, '!.#*')}"


def _json_u(s) -> str:
    doc = {
        "distribuidor": f"Distribuidora {s['ln2']} S.A. de C.V.",
        "portal": "https://b2b." + s["dom"],
        "usuario": s["login"],
        "clave": "@@CRED@@",
        "contacto": f"{s['fn']} {s['ln']}",
        "actualizado": s["date"],
    }
    return json.dumps(doc, ensure_ascii=True, indent=2).replace("@@CRED@@", enc_json_u(s["cred"]))


F.reg(
    "mezcaleria_distribuidor_json_unicode_escaped_clave",
    ("app/config/distribuidor_<<n>>.json", "sync/<<org>>/b2b-<<date>>.json"),
    _json_u,
    _enye_pw,
    decode=lambda t: json.loads(t)["clave"],
)

F.reg(
    "mezcaleria_tina_fermentation_esp8266_arduino_ino_wifi",
    (
        "firmware/tinas_fermentacion/tinas_fermentacion.ino",
        "arduino/<<org>>_tina_<<n>>/<<org>>_tina_<<n>>.ino",
    ),
    """// Sensores DS18B20 en las tinas de fermentación de sabino
#include <ESP8266WiFi.h>
#include <OneWire.h>
#include <DallasTemperature.h>

const char* ssid = "Palenque_<<orgc>>";
const char* password = "<<cred>>";
const char* mqtt_server = "<<ip>>";

OneWire oneWire(D4);
DallasTemperature sensores(&oneWire);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); }
  sensores.begin();
}

void loop() {
  sensores.requestTemperatures();
  delay(60000);
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "mezcaleria_sat_csd_private_key_pem_bare_file",
    ("sat/csd/CSD_<<orgc>>_<<yyyy>>.key.pem", "facturacion/certs/csd-<<n>>.pem"),
    "<<cred>>\n",
    "pem8",
    syntax="",
)

F.reg(
    "mezcaleria_sms_backup_xml_clave_consejo_regulador",
    ("sms/sms-<<yyyy>><<mm>><<dd>><<hh>><<mi>>.xml", "backup/telefono-<<n>>/sms.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uid>>" backup_date="<<epoch>>000">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" body="Guadalupe, la clave del portal del CRM para los hologramas: <<cred>> (usuario <<login>>)" read="1" status="-1" readable_date="<<dd>>/<<mm>>/<<yyyy>> <<time>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>999" type="2" body="Recibido, gracias. Mañana subo el lote de espadín." read="1" status="-1" readable_date="<<dd>>/<<mm>>/<<yyyy>> <<time>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_a",
)

F.reg(
    "mezcaleria_shopify_admin_api_ruby_inventory_sync",
    ("scripts/sync_inventario.rb", "tools/<<org>>/shopify_stock_<<n>>.rb"),
    """# Sincroniza botellas disponibles (bodega Matatlán) con la tienda Shopify
require 'net/http'
require 'json'

SHOP = '<<org>>.myshopify.com'
ACCESS_TOKEN = '<<cred>>'

uri = URI("https://#{SHOP}/admin/api/2024-07/inventory_levels/set.json")
req = Net::HTTP::Post.new(uri, 'X-Shopify-Access-Token' => ACCESS_TOKEN, 'Content-Type' => 'application/json')
req.body = { location_id: <<nn>><<n>>, inventory_item_id: <<nn>>, available: <<n>> }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| puts http.request(req).body }
""",
    "p:shopify",
    syntax="",
)
