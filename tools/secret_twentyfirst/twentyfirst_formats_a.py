"""Maple syrup sugarhouses: sap lines, vacuum pumps, evaporators, the syrup shop."""

# ruff: noqa: E501
from __future__ import annotations

import base64
import re

from twentyfirst_spec import reg

F = "maple_syrup_sugarhouse_sap_lines"

reg(
    F,
    "maple_vacuum_pump_esphome_yaml_wifi_password",
    ("esphome/<<org>>-vacuum-pump-<<n>>.yaml", "sugarhouse/<<org>>/esphome/releaser<<n>>.yaml"),
    """esphome:
  name: vacuum-pump-<<n>>
  friendly_name: Vacuum pump <<n>> (<<org>>)

esp32:
  board: esp32dev

wifi:
  ssid: "Sugarhouse-<<n3>>"
  password: "<<cred>>"
  ap:
    ssid: "Vacuum-Pump-Fallback"

sensor:
  - platform: adc
    pin: GPIO34
    name: "Line vacuum inHg"
    update_interval: 30s
""",
    "dq",
)

reg(
    F,
    "maple_sap_tank_micropython_main_py_mqtt_password",
    ("tank<<n>>/main.py", "firmware/<<org>>/sap_tank_<<n>>/main.py"),
    """import machine
import time

from umqtt.simple import MQTTClient

BROKER = "<<ip>>"
sensor = machine.ADC(machine.Pin(34))

client = MQTTClient("saptank<<n>>", BROKER, user="tank<<n>>", password=b'<<cred>>', keepalive=60)
client.connect()

while True:
    level = sensor.read() * 100 // 4095
    client.publish(b"sugarbush/tank<<n>>/level", str(level))
    time.sleep(60)
""",
    "sq",
)

reg(
    F,
    "maple_syrup_grading_dhall_config_api_key",
    ("grading/<<org>>.dhall", "config/syrup-grading-<<n>>.dhall"),
    """let Grade = < Golden | Amber | Dark | VeryDark >

in  { producer = "<<org>>"
    , endpoint = "https://grading.<<dom>>/v2/batches"
    , apiKey = "<<cred>>"
    , defaultGrade = Grade.Amber
    , brixTarget = 66.9
    }
""",
    "alnum40",
)

reg(
    F,
    "maple_sugarbush_tubing_telegraf_toml_influx_token",
    ("telegraf/<<org>>-tubing.conf", "etc/telegraf/telegraf.d/sugarbush_<<n>>.conf"),
    """[agent]
  interval = "30s"
  hostname = "sugarbush-gw<<n>>"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["sugarbush/+/vacuum", "sugarbush/+/level"]
  data_format = "value"
  data_type = "float"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "sap-season-<<year>>"
""",
    "b6464",
    syntax="toml",
)

reg(
    F,
    "maple_sugarhouse_sms_txt_boiling_log_login",
    ("sms/<<first>>-<<n>>.txt", "phone-export/sugarhouse_<<org>>_<<n3>>.txt"),
    """<<date>> 05:12  <<first>>: sap's running hard, tank 2 nearly full. heading up to fire the arch
<<date>> 05:14  Me: ok. the evaporator log site wants a login now, they changed it friday
<<date>> 05:15  <<first>>: what is it
<<date>> 05:17  Me: user is sugarhouse, pw <<cred>>
<<date>> 05:17  <<first>>: got it thx. draw off at 219F right?
<<date>> 05:18  Me: 7 over boiling, yes
""",
    "human",
    syntax="",
)

reg(
    F,
    "maple_retail_shop_bash_shopify_cli_theme_password",
    ("scripts/deploy-theme-<<n>>.sh", "shop/<<org>>/bin/push_theme.sh"),
    """#!/usr/bin/env bash
# push the syrup shop theme after the spring photo shoot
set -euo pipefail
cd "$(dirname "$0")/../theme"
shopify theme push --store <<org>>-syrup.myshopify.com --password shpat_<<cred>> --theme <<n4>><<n3>> --allow-live
""",
    "hex32",
    syntax="",
)

reg(
    F,
    "maple_producer_coop_vbnet_connection_string_password",
    ("CoopTally/<<org>>/Db.vb", "src/SapTally<<n>>/Database.vb"),
    """Imports System.Data.SqlClient

Module Database
    Private Const ConnString As String = "Server=<<host>>;Database=SapTally;User Id=<<svc>>;Password=<<cred>>;Encrypt=True"

    Public Function Open() As SqlConnection
        Dim conn As New SqlConnection(ConnString)
        conn.Open()
        Return conn
    End Function
End Module
""",
    "ini",
    syntax="",
)


def _k8s_decode(text: str) -> str:
    m = re.search(r"^  mqtt-password: (\S+)$", text, re.M)
    assert m
    return base64.b64decode(m.group(1)).decode()


reg(
    F,
    "maple_sap_sensor_kubernetes_secret_data_base64",
    ("k8s/<<org>>/sap-sensors-secret.yaml", "deploy/sugarbush-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: sap-sensor-broker
  namespace: sugarbush-<<n>>
type: Opaque
data:
  mqtt-username: c2Fwc2Vuc29y
  mqtt-password: <<cred>>
""",
    "ini",
    enc=lambda v: base64.b64encode(v.encode()).decode(),
    decode=_k8s_decode,
)
