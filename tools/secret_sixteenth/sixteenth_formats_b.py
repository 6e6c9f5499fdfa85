"""Family apiary_hive_scale_monitors: beekeeping hive scales, hive loggers and apiary apps."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    user,
    words_pw,
)

FAM = "apiary_hive_scale_monitors"


@fmt(FAM, "broodminder_cell_hub_config_json_cloud_api_key")
def broodminder_json(rng: random.Random) -> Out:
    key = "bm_" + alnum(rng, 32)
    o = org(rng)
    data = {
        "hubName": f"{o}-yard-{rng.randint(1, 20)}",
        "cellular": {"apn": "iot.1nce.net", "uploadIntervalMin": 60},
        "cloud": {"endpoint": "https://mybroodminder.com/api/upload", "apiKey": key},
        "sensors": [
            {"type": "T2", "id": f"47:{hexs(rng, 4)}"},
            {"type": "W3", "id": f"57:{hexs(rng, 4)}"},
        ],
    }
    return Out(f"{o}/hub/broodminder-hub.json", json.dumps(data, indent=2) + "\n", key)


@fmt(FAM, "hivetool_pi_hive_conf_shell_mysql_passwd_variable")
def hivetool_conf(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = fill(
        """# hive.conf -- sourced by hive.sh on the hive-scale Raspberry Pi
HIVE_NAME=<<o>>-<<n>>
HIVE_LOCATION="north orchard"
SCALE=hx711
SCALE_INTERCEPT=-2.33
SCALE_SLOPE=0.0000221
TEMP_SENSOR=dht22
HOST=<<h>>
DATABASE=hivetool
USER=hive_<<n>>
PASSWD=<<pw>>
CAMERA=no
""",
        o=o,
        n=rng.randint(1, 40),
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"{o}/hivetool/hive{rng.randint(1, 40)}.conf", text, pw, "")


@fmt(FAM, "beep_nl_api_login_curl_form_email_password")
def beep_curl(rng: random.Random) -> Out:
    pw = words_pw(rng, "-._")
    o = org(rng)
    text = fill(
        """#!/bin/sh
# fetch an api_token from BEEP for the weekly inspection export
curl -s -X POST https://api.beep.nl/api/login \\
  -H 'Accept: application/json' \\
  --data-urlencode 'email=<<mail>>' \\
  --data-urlencode 'password=<<pw>>' \\
  | jq -r '.api_token' > ~/.beep_token
""",
        mail=email(rng),
        pw=pw,
    )
    return Out(f"{o}/beep/login{rng.randint(1, 99)}.sh", text, pw, "")


@fmt(FAM, "hive_lora_decoder_webhook_yaml_bearer_header")
def lora_webhook(rng: random.Random) -> Out:
    tok = "hvw." + alnum(rng, 40, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")
    o = org(rng)
    text = fill(
        """# Webhook target for the hive-scale LoRa decoder (one per apiary)
webhook:
  id: "<<o>>-hives"
  format: json
  base_url: "https://<<dom>>/hooks/hive"
  headers:
    Authorization: "Bearer <<tok>>"
    X-Apiary: "<<o>>"
  uplink_message:
    path: /uplink
payload_fields: [weight_kg, temp_in_c, temp_out_c, humidity, battery_v]
""",
        o=o,
        dom=domain(rng),
        tok=tok,
    )
    return Out(f"{o}/lora/webhook-{rng.randint(1, 50)}.yaml", text, tok)


@fmt(FAM, "pollen_trap_survey_r_script_dbconnect_password_argument")
def pollen_r(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ.replace("#", ""))
    o = org(rng)
    text = fill(
        """# Pollen trap survey: load weekly counts and plot by forage plant
library(DBI)
library(ggplot2)

con <- dbConnect(
  RPostgres::Postgres(),
  host = "<<h>>",
  dbname = "pollen",
  user = "<<u>>",
  password = "<<pw>>"
)
counts <- dbGetQuery(con, "SELECT week, plant, grains FROM trap_counts WHERE year = 2025")
ggplot(counts, aes(week, grains, fill = plant)) + geom_col()
dbDisconnect(con)
""",
        h=host(rng, "db"),
        u=user(rng),
        pw=pw,
    )
    return Out(f"{o}/analysis/pollen_week{rng.randint(1, 52)}.R", text, pw, "")


@fmt(FAM, "swarm_alert_sms_toml_46elks_api_password")
def swarm_toml(rng: random.Random) -> Out:
    u = "u" + hexs(rng, 32)
    pw = hexs(rng, 32, upper=True)
    o = org(rng)
    text = fill(
        """# swarm-alert: text the beekeeper when a hive loses > 1.5 kg in 10 minutes
[alert]
drop_kg = 1.5
window_minutes = 10
quiet_hours = "22:00-06:00"

[sms]
provider = "46elks"
api_username = "<<u>>"
api_password = "<<pw>>"
from = "Hives"
to = ["+46<<num>>"]
""",
        u=u,
        pw=pw,
        num=rng.randint(700000000, 799999999),
    )
    return Out(f"{o}/swarm-alert/config{rng.randint(1, 30)}.toml", text, pw)


@fmt(FAM, "apiary_inspection_app_flutter_dart_const_api_key")
def apiary_dart(rng: random.Random) -> Out:
    key = alnum(rng, 39)
    o = org(rng)
    text = fill(
        """// lib/config/env.dart
class Env {
  static const String apiBase = 'https://api.<<dom>>/v1';
  static const String mapsKey = 'AIza<<key>>';
  static const int syncEveryMinutes = 30;
  static const List<String> inspectionFields = ['queen_seen', 'eggs', 'brood_frames', 'mood'];
}
""",
        dom=domain(rng),
        key=key[:35],
    )
    return Out(f"{o}-hivebook/lib/config/env{rng.randint(1, 9)}.dart", text, "AIza" + key[:35], "")


@fmt(FAM, "honey_extraction_batch_logger_ini_cloud_password")
def honey_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """; honey house batch logger (refractometer + bucket scale)
[device]
name = extractor-<<n>>
refractometer_port = COM3
scale_port = COM4

[cloud]
url = https://<<h>>/batches
user = <<u>>
password = <<pw>>
upload_every = 15
""",
        n=rng.randint(1, 9),
        h=host(rng, "app"),
        u=user(rng),
        pw=pw,
    )
    return Out(f"{o}/honeyhouse/logger{rng.randint(1, 50)}.ini", text, pw)
