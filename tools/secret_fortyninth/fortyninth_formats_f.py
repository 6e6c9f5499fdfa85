# ruff: noqa: E501
"""Family f: a home-automation hobbyist in Muscat (Oman; Arabic, English)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam

F = Fam(
    name="falaj_smart_home_muscat",
    orgs=("falajhome", "omantel", "ooredoo", "qurumiot", "bawshar"),
    tld="om",
    first=(
        "Salim",
        "Aisha",
        "Khalid",
        "Maryam",
        "Hamood",
        "Shamsa",
        "Yousuf",
        "Zahra",
        "Said",
        "Muna",
    ),
    last=(
        "Al Balushi",
        "Al Harthy",
        "Al Busaidi",
        "Al Rawahi",
        "Al Hinai",
        "Al Kindi",
        "Al Maskari",
        "Al Abri",
    ),
    words=(
        "falaj",
        "khareef",
        "halwa",
        "nizwa",
        "sohar",
        "dishdasha",
        "qurum",
        "mutrah",
        "wahiba",
        "frankincense",
        "sidr",
    ),
    seasons=("khareef", "sayf", "shita", "ramadan", "eid"),
    cc="968",
    pets=("lulu", "sukar", "zaatar", "simsim", "najma"),
)

F.reg(
    "falaj_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/secrets_<<n2>>.yaml"),
    """# Use this file to store secrets like usernames and passwords.
# Learn more at https://www.home-assistant.io/docs/configuration/secrets/
latitude_home: 23.5<<n3>>
longitude_home: 58.4<<n3>>
wifi_ssid: "Falaj_<<la>>"
wifi_password: "<<wifi>>"
mqtt_user: "ha_<<fa>>"
mqtt_password: "<<cred>>"
tuya_region: "eu"
""",
    cred="pw_dq",
    extra=lambda rng, s: {"wifi": F.human(rng, ".-_@*+")},
)

F.reg(
    "falaj_esphome_node_yaml_api_encryption_key",
    ("esphome/majlis-ac-<<n2>>.yaml", "config/esphome/falaj-pump-<<n2>>.yaml"),
    """esphome:
  name: falaj-pump-<<n2>>
  friendly_name: Falaj pump <<n2>>

esp32:
  board: esp32dev

logger:

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome
    password: "<<hex8>><<hex8>>"

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password

switch:
  - platform: gpio
    pin: GPIO26
    name: "Garden pump"
""",
    cred="b64:32",
    syntax="",
)

F.reg(
    "falaj_curl_ha_long_lived_token_shortcut_sh",
    ("scripts/majlis_ac_off.sh", "home/<<fa>>/bin/ha_<<word>>.sh"),
    """#!/bin/sh
# iPhone shortcut -> ssh -> this: turn the majlis AC off at night
HA="http://<<lan>>:8123"
TOKEN="<<cred>>"
curl -s -X POST \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"entity_id": "climate.majlis_ac"}' \\
  "$HA/api/services/climate/turn_off"
""",
    cred="p:hass",
)

F.reg(
    "falaj_zigbee2mqtt_configuration_yaml_mqtt",
    ("zigbee2mqtt/data/configuration.yaml", "opt/zigbee2mqtt-<<n2>>/data/configuration.yaml"),
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
  port: /dev/ttyUSB0
  adapter: ember
advanced:
  channel: 20
  log_level: warning
devices:
  '0x00158d00<<hex8>>':
    friendly_name: bedroom_curtain
""",
    cred="pw_dq",
)

F.reg(
    "falaj_tasmota_console_backlog_mqttpassword",
    ("Documents/tasmota/flash_notes_<<n2>>.txt", "Desktop/sonoff <<word>>.txt"),
    """flashed sonoff basic R2 (water heater) with tasmota 14.1 via tasmotizer
after it joins wifi, paste in Console:

Backlog MqttHost <<lan>>; MqttPort 1883; MqttUser tasmota; MqttPassword <<cred>>; Topic heater_<<n2>>; SetOption19 1; TimeZone +4

then Restart 1
""",
    cred="pw_bare",
)

F.reg(
    "falaj_arabic_whatsapp_kalimat_sir_camera",
    (
        "WhatsApp/محادثة واتساب مع <<first2>>.txt",
        "Documents/WhatsApp Chat with <<first2>> <<n2>>.txt",
    ),
    """<<dmy>>, <<time>> - <<first2>>: السلام عليكم، الكاميرا اللي عند الباب ما تفتح في التطبيق
<<dmy>>, <<time>> - <<first>> <<last>>: وعليكم السلام، غيرت كلمة السر أمس
<<dmy>>, <<time2>> - <<first>> <<last>>: الحساب: <<email2>>
<<dmy>>, <<time2>> - <<first>> <<last>>: كلمة السر: <<cred>>
<<dmy>>, <<time2>> - <<first2>>: تمام مشكور 👍
""",
    cred="human",
)


def _tinytuya(s: dict) -> str:
    devs = [
        {
            "name": "Majlis AC",
            "id": "bf" + s["hex12"] + "a1b2c3",
            "key": s["cred"],
            "mac": s["mac"].lower(),
            "category": "kt",
            "product_name": "Smart IR",
            "ip": s["lan"],
            "version": "3.4",
        },
        {
            "name": "Water tank level",
            "id": "eb" + s["hex12"] + "ff00aa",
            "key": s["k2"],
            "mac": s["mac"].lower()[::-1],
            "category": "ywbj",
            "product_name": "Level sensor",
            "ip": "",
            "version": "3.3",
        },
    ]
    return json.dumps(devs, indent=4) + "\n"


F.reg(
    "falaj_tinytuya_devices_json_local_key",
    ("tinytuya/devices.json", "projects/tuya-local-<<n2>>/devices.json"),
    _tinytuya,
    cred=lambda rng, s: "".join(
        rng.choice(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$&()*+,-/:;<=>?@[]^_{|}~"
        )
        for _ in range(16)
    ).replace('"', "x"),
    extra=lambda rng, s: {"k2": "".join(rng.choice("abcdef0123456789") for _ in range(16))},
)

F.reg(
    "falaj_mosquitto_passwd_bootstrap_sh",
    ("homelab/mqtt/setup_mosquitto.sh", "home/<<fa>>/setup-mqtt-<<n2>>.sh"),
    """#!/usr/bin/env bash
set -euo pipefail
sudo apt-get install -y mosquitto mosquitto-clients
sudo touch /etc/mosquitto/passwd
sudo mosquitto_passwd -b /etc/mosquitto/passwd homeassistant <<cred>>
sudo mosquitto_passwd -b /etc/mosquitto/passwd tasmota <<p2>>
echo "listener 1883
allow_anonymous false
password_file /etc/mosquitto/passwd" | sudo tee /etc/mosquitto/conf.d/local.conf
sudo systemctl restart mosquitto
""",
    cred="pw_bare",
    extra=lambda rng, s: {"p2": F.human(rng, ".-_@")},
)
