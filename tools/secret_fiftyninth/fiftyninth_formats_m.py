# ruff: noqa: E501
"""Family m: a household in Utrecht (Netherlands) automating the home as a hobby: Home
Assistant, ESPHome, Zigbee2MQTT, Tasmota, the robot vacuum and the alarm; Dutch."""

from __future__ import annotations

import base64
import re

from fiftyninth_spec import Fam

F = Fam(
    "utrecht_home_automation_hobby",
    tld="nl",
    orgs=("thuisslim", "domtoren", "oudegracht"),
    first=(
        ("Sanne", "sanne"),
        ("Bram", "bram"),
        ("Lotte", "lotte"),
        ("Daan", "daan"),
        ("Fleur", "fleur"),
        ("Joost", "joost"),
        ("Anouk", "anouk"),
        ("Pieter", "pieter"),
    ),
    last=(
        ("de Vries", "devries"),
        ("Jansen", "jansen"),
        ("van Dijk", "vandijk"),
        ("Bakker", "bakker"),
        ("Visser", "visser"),
        ("Smit", "smit"),
    ),
    words=(
        "fcutrecht",
        "domtoren",
        "gracht",
        "stroopwafel",
        "fiets",
        "hagelslag",
        "tulp",
        "zonnepaneel",
        "dropje",
        "koffie",
    ),
    pets=("bobbie", "pluis", "guus", "snuf", "kees", "moos"),
    mail=("ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl"),
    cc="+31",
    ssid=("Ziggo", "KPN", "H369A", "Thuis_", "Odido-"),
)


def _ha(s: dict) -> str:
    basic = base64.b64encode(f"installer:{s['cred']}".encode()).decode()
    return f"""homeassistant:
  name: Thuis
  unit_system: metric
  time_zone: Europe/Amsterdam

default_config:

sensor:
  - platform: rest
    name: Omvormer vermogen
    resource: http://{s["lan"]}/api/v1/production
    headers:
      Authorization: "Basic {basic}"
    value_template: "{{{{ value_json.wattsNow }}}}"
    unit_of_measurement: W
    scan_interval: 30

automation: []
"""


def _ha_dec(text: str) -> str:
    raw = base64.b64decode(re.search(r"Basic ([A-Za-z0-9+/=]+)", text).group(1)).decode()
    return raw.split(":", 1)[1]


F.reg(
    "utrecht_ha_configuration_rest_basic_header_base64",
    ("homeassistant/configuration.yaml", "ha-backup-<<ymd>>/configuration-<<n>>.yaml"),
    _ha,
    cred="pw_alnum",
    decode=_ha_dec,
)

F.reg(
    "utrecht_esphome_device_yaml_api_encryption_key",
    ("esphome/woonkamer-co2-<<n>>.yaml", "homeassistant/esphome/zolder_<<ymd>>.yaml"),
    """esphome:
  name: woonkamer-co2
  friendly_name: Woonkamer CO2

esp32:
  board: esp32dev

logger:

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome
    password: "<<ota>>"

wifi:
  ssid: "<<ssid>>"
  password: "<<wifi>>"

sensor:
  - platform: scd4x
    co2:
      name: "CO2"
""",
    cred="p:esphome",
    extra=lambda rng, s: {"ota": F.human(rng, safe=True), "wifi": F.wifi(rng)},
)

F.reg(
    "utrecht_zigbee2mqtt_configuration_mqtt_password",
    ("zigbee2mqtt/data/configuration.yaml", "home/<<fa>>/z2m-<<n>>/configuration.yaml"),
    """homeassistant:
  enabled: true
frontend:
  enabled: true
  port: 8080
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://<<lan>>:1883
  user: z2m
  password: '<<cred>>'
serial:
  port: /dev/serial/by-id/usb-Itead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_V2_<<hex16>>-if00-port0
  adapter: ember
advanced:
  log_level: info
  channel: 15
devices:
  '0x<<hex16>>':
    friendly_name: slaapkamer_deur
""",
    cred="pw_sq",
)

F.reg(
    "utrecht_tasmota_console_backlog_mqttpassword",
    (
        "Documenten/tasmota/stopcontact_wasmachine_<<n>>.txt",
        "home/<<fa>>/tasmota_setup_<<ymd>>.txt",
    ),
    """# Tasmota console (http://<<lan>>/cs) - plakken na flashen van de Nous A1T
Backlog DeviceName Wasmachine; FriendlyName1 Wasmachine; MqttHost <<gw>>; MqttPort 1883; MqttUser tasmota; MqttPassword <<cred>>; Topic wasmachine; PowerOnState 1
# daarna:
Backlog PowerDelta 5; TelePeriod 60; SetOption4 1
""",
    cred="pw_bare",
)

F.reg(
    "utrecht_python_hue_bridge_username_json",
    ("home/<<fa>>/.python_hue", "backup/pi-<<ymd>>/home/pi/.python_hue_<<n>>"),
    """{"<<lan>>": {"username": "<<cred>>"}}
""",
    cred="alnum:40",
    syntax="json",
)

F.reg(
    "utrecht_whatsapp_dutch_wachtwoord_alarm_app",
    ("WhatsApp-chat met Gezin <<la>> <<n>>.txt", "Documenten/WhatsApp/gezin_<<ymd>>.txt"),
    """<<dmy>> 19:02 - <<fn>>: Ik heb het alarm (Ajax) ook op jullie telefoons gezet
<<dmy>> 19:03 - <<fn>>: inloggen met gezin.<<la>>@gmail.com
<<dmy>> 19:03 - <<fn>>: wachtwoord is <<cred>>
<<dmy>> 19:05 - <<fn2>>: Top! Moet ik ook de code van het paneel weten?
<<dmy>> 19:06 - <<fn>>: die zeg ik je vanavond wel even
""",
    cred="human",
)

F.reg(
    "utrecht_python_miio_token_robotstofzuiger",
    ("home/<<fa>>/scripts/stofzuiger_<<n>>.py", "Documenten/hobby/roborock_<<ymd>>.py"),
    '''"""Start de Roborock als we allemaal van huis zijn (aangeroepen door Home Assistant)."""

from miio import RoborockVacuum

vac = RoborockVacuum("<<lan>>", "<<cred>>")
status = vac.status()
if status.battery > 40 and not status.is_on:
    vac.start()
print(status.state, status.battery)
''',
    cred="hex:32",
)

F.reg(
    "utrecht_crontab_duckdns_update_token",
    ("home/<<fa>>/crontab-<<n>>.txt", "backup/pi-<<ymd>>/var/spool/cron/crontabs/pi"),
    """# m h  dom mon dow   command
*/5 * * * * curl -s "https://www.duckdns.org/update?domains=thuis-<<la>>&token=<<cred>>&ip=" -o /home/pi/duckdns/duck.log
0 3 * * 0 /home/pi/scripts/backup_ha.sh >/dev/null 2>&1
""",
    cred="uuid",
)
