# ruff: noqa: E501
"""Family i: a cold-room refrigeration technician in Temuco, Chile (Chilean Spanish)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam

F = Fam(
    name="camarafrio_cold_room_temuco",
    orgs=("friopatag",),
    tld="cl",
    first=(
        ("José", "jose"),
        ("Catalina", "catalina"),
        ("Matías", "matias"),
        ("Francisca", "francisca"),
        ("Benjamín", "benjamin"),
        ("Constanza", "constanza"),
        ("Rodrigo", "rodrigo"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Huenchullán", "huenchullan"),
        ("Contreras", "contreras"),
    ),
    words=(
        "frio",
        "hielo",
        "cordillera",
        "pudu",
        "condor",
        "copihue",
        "temuco",
        "araucaria",
        "lluvia",
        "cueca",
        "pisco",
        "empanada",
        "volcan",
        "llaima",
        "colocolo",
        "nalca",
        "kultrun",
    ),
    pets=("cachupin", "negro", "pelusa", "canela", "firulais", "chispa"),
    cc="+56",
    places=("Padre Las Casas", "Labranza", "Villarrica", "Lautaro", "Pucón", "Freire", "Vilcún"),
)

F.reg(
    "camarafrio_whatsapp_chilean_clave_sitrad",
    ("WhatsApp Chat con Frigorífico <<n>>.txt", "chats/<<place>>_<<d>>.txt"),
    """<<dd>>-<<mo>>-<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Oye la cámara 2 está marcando 6 grados po, se nos va a echar a perder la carne
<<dd>>-<<mo>>-<<y>> <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Ya, voy altiro. Me pasai la clave del Sitrad pa verlo desde el celu?
<<dd>>-<<mo>>-<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: usuario gerencia, la clave es <<cred>>
<<dd>>-<<mo>>-<<y>> <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Bacán. El evaporador está con hielo, deshielo manual y llego en 40 min
""",
    "human",
    syntax="",
)

F.reg(
    "camarafrio_bsale_access_token_python",
    ("scripts/bsale_boletas.py", "home/<<fa>>/bsale/ventas_<<n>>.py"),
    """# Boletas del mes desde Bsale para la contadora
import requests

ACCESS_TOKEN = "<<cred>>"

r = requests.get(
    "https://api.bsale.io/v1/documents.json",
    headers={"access_token": ACCESS_TOKEN},
    params={"emissiondaterange": "[<<ts>>,<<ts>>]", "limit": 50},
    timeout=30,
)
for doc in r.json()["items"]:
    print(doc["number"], doc["totalAmount"])
""",
    "hex:40",
)

F.reg(
    "camarafrio_transbank_webpay_plus_dotenv",
    ("tienda/.env", "var/www/<<org>>-<<n>>/.env"),
    """APP_ENV=production
APP_URL=https://repuestos.<<dom>>
TBK_ENVIRONMENT=PRODUCCION
TBK_COMMERCE_CODE=5970<<n4>><<n4>>
TBK_API_KEY_SECRET=<<cred>>
""",
    "HEX:64",
    syntax="",
)

F.reg(
    "camarafrio_dixell_xweb_backup_wget_sh",
    ("bin/respaldo_xweb.sh", "scripts/xweb_<<place>>_<<n>>.sh"),
    """#!/bin/sh
# Respaldo diario de registros de temperatura del Dixell XWEB (cámaras de frío)
FECHA=$(date +%Y%m%d)
wget --user=admin --password='<<cred>>' -q -O /srv/respaldos/xweb_<<n>>_$FECHA.csv "http://<<ip>>/cgi-bin/export.cgi?type=csv&days=1"
find /srv/respaldos -name 'xweb_*.csv' -mtime +90 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "camarafrio_sii_certificado_key_pem_file",
    ("certificados/sii_<<fa>>.key.pem", "facturacion/<<org>>_<<n>>.key"),
    "<<cred>>\n",
    "pem8",
    syntax="",
)

F.reg(
    "camarafrio_flow_cl_secret_key_php",
    ("pagos/flow_config.php", "www/<<org>>/config/flow_<<n>>.php"),
    """<?php
// Pagos de mantenciones con Flow.cl
$COMMERCE_CONFIG = array(
    "APIKEY" => "<<ak>>",
    "SECRETKEY" => '<<cred>>',
    "APIURL" => "https://www.flow.cl/api",
    "BASEURL" => "https://<<dom>>/pagos",
);
""",
    "hex:40",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(rng.choice("0123456789ABCDEF") for _ in range(8))
        + "-"
        + "".join(rng.choice("0123456789ABCDEF") for _ in range(4))
        + "-"
        + "".join(rng.choice("0123456789ABCDEF") for _ in range(4))
        + "-"
        + "".join(rng.choice("0123456789ABCDEF") for _ in range(4))
        + "-"
        + "".join(rng.choice("0123456789ABCDEF") for _ in range(12))
    },
)

F.reg(
    "camarafrio_esp32_temperature_logger_ino",
    ("sensor_camara/sensor_camara.ino", "firmware/camara_<<place>>_<<n>>/main.ino"),
    """#include <WiFi.h>
#include <PubSubClient.h>
#include <OneWire.h>
#include <DallasTemperature.h>

// Registrador de temperatura - cámara de frío <<place>>
const char* ssid = "Frigorifico_<<n>>";
const char* password = "<<cred>>";
const char* mqtt_server = "<<ip>>";

WiFiClient espClient;
PubSubClient client(espClient);
OneWire oneWire(4);
DallasTemperature sensors(&oneWire);

void setup() {
  WiFi.begin(ssid, password);
  client.setServer(mqtt_server, 1883);
  sensors.begin();
}

void loop() {
  sensors.requestTemperatures();
  client.publish("camaras/<<n>>/temp", String(sensors.getTempCByIndex(0)).c_str());
  delay(60000);
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "camarafrio_odoo_conf_admin_passwd",
    ("odoo/odoo.conf", "etc/odoo/odoo_<<n>>.conf"),
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
http_port = 8069
proxy_mode = True
logfile = /var/log/odoo/odoo.log
""",
    "pw",
    syntax="ini",
)
