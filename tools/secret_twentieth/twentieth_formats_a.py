# ruff: noqa: E501
"""Mushroom farms: grow-room climate, substrate pasteurisers, spawn labs, harvest scales."""

from __future__ import annotations

import re
import urllib.parse

from twentieth_spec import reg

F = "mushroom_farm_grow_room_climate"

reg(
    F,
    "mush_grow_room_climate_nix_module_mqtt_password",
    "nixos/<<org>>-growroom-<<n>>.nix",
    r"""{ config, pkgs, ... }:

{
  # grow room <<n>> -- CO2 / RH controller bridge
  services.mosquitto.enable = false;
  services.growroom-bridge = {
    enable = true;
    broker = "mqtt://<<host>>:1883";
    topicPrefix = "farm/<<org>>/room<<n>>";
    username = "room<<n>>";
    password = "<<v>>";
    sensors = [ "co2" "rh" "substrate_temp" ];
  };
  networking.hostName = "growroom-<<n>>";
}
""",
    "pw_dq",
)

reg(
    F,
    "mush_substrate_pasteuriser_nomad_hcl_env_api_key",
    "jobs/<<org>>-pasteuriser-<<n>>.nomad.hcl",
    r"""job "pasteuriser-logger" {
  datacenters = ["farm-<<n>>"]
  type        = "service"

  group "logger" {
    task "poll" {
      driver = "docker"
      config {
        image = "registry.<<dom>>/pasteuriser-logger:1.<<n>>"
      }
      env {
        TUNNEL_HOST        = "<<host>>"
        STEAM_PROBE_COUNT  = "6"
        CLIMATE_CLOUD_KEY  = "<<v>>"
      }
      resources {
        cpu    = 200
        memory = 128
      }
    }
  }
}
""",
    "pre:mcl_:32",
)

reg(
    F,
    "mush_spawn_lab_sqlite_dump_insert_supplier_key",
    "backup/<<org>>_spawnlab_<<n>>.sql",
    r"""PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE integrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, api_key TEXT, enabled INTEGER DEFAULT 1);
INSERT INTO integrations VALUES(1,'grain_spawn_supplier','<<v>>',1);
INSERT INTO integrations VALUES(2,'label_printer',NULL,0);
CREATE TABLE cultures (id INTEGER PRIMARY KEY, strain TEXT, plated TEXT);
INSERT INTO cultures VALUES(<<n>>,'P. ostreatus <<word>>','<<date>>');
COMMIT;
""",
    "an40",
    "",
)

reg(
    F,
    "mush_harvest_scale_lua_config_cloud_key",
    "scales/<<org>>/scale<<n>>_config.lua",
    r"""-- harvest scale <<n>> (packing shed), loaded by the NodeMCU firmware at boot
config = {}
config.wifi_ssid   = "<<org>>-shed"
config.upload_url  = "https://api.<<dom>>/v1/harvest"
config.api_key     = "<<v>>"
config.tare_grams  = <<num>>
config.interval_s  = 30
return config
""",
    "hex32",
    "",
)

reg(
    F,
    "mush_co2_sensor_systemd_unit_environment_password",
    "etc/systemd/system/<<org>>-co2-<<n>>.service",
    r"""[Unit]
Description=Grow room CO2 sensor uploader (room <<n>>)
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=sensors
Environment=INFLUX_URL=http://<<ip>>:8086
Environment=INFLUX_USER=co2room<<n>>
Environment=INFLUX_PASSWORD=<<v>>
ExecStart=/opt/co2/bin/co2-upload --room <<n>>
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    "pw_bare",
    "",
)

reg(
    F,
    "mush_picker_sms_export_txt_packhouse_login",
    "exports/sms_<<first>>_<<n>>.txt",
    r"""[<<date>> 06:12] <<first>>: morning, I'm at the packhouse but the tablet logged me out again
[<<date>> 06:14] Supervisor: user is packhouse<<n>> and the password is <<v>>
[<<date>> 06:14] Supervisor: don't write it on the box this time please
[<<date>> 06:15] <<first>>: ok in, thanks. Room 3 flush is ready to pick
""",
    "human",
    "",
)

reg(
    F,
    "mush_grower_crontab_curl_positional_token",
    "cron/<<org>>-grower-<<n>>.crontab",
    r"""# m h dom mon dow command
SHELL=/bin/bash
*/10 * * * * /usr/local/bin/read-probes --room all >> /var/log/probes.log 2>&1
15 5 * * * curl -s -X POST https://yield.<<dom>>/api/daily -H "X-Api-Key: <<v>>" -d @/var/spool/yield/today.json
0 3 * * 0 /usr/local/bin/rotate-logs
""",
    "pre:ylk_live_:28",
    "",
)


def _dec_pct(text: str) -> str:
    m = re.search(r"mongodb\+srv://[^:]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


reg(
    F,
    "mush_fruiting_room_yaml_mongo_uri_percent_encoded_password",
    "deploy/<<org>>-fruiting-<<n>>.yml",
    r"""service: fruiting-room-api
replicas: 2
env:
  ROOM_COUNT: "<<n>>"
  MONGO_URI: "mongodb+srv://fruiting:<<v>>@cluster<<n>>.<<dom>>/rooms?retryWrites=true"
  LOG_LEVEL: info
""",
    "sym:@:/#?%",
    enc=lambda s: urllib.parse.quote(s, safe=""),
    decode=_dec_pct,
)
