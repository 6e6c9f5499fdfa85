# ruff: noqa: E501
"""Family aquarium_reef_controllers: reef tank controllers, dosing pumps, tank cameras."""

from __future__ import annotations

import random

from sixteenth_corpus import (
    SYM_INI,
    SYM_URL,
    SYM_XML,
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    user,
    uuid4,
    words_pw,
)

FAM = "aquarium_reef_controllers"


@fmt(FAM, "neptune_apex_rest_status_python_requests_auth_tuple")
def apex_py(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    text = fill(
        '''"""Poll the Apex for probe values every minute and append them to a CSV."""

import csv
import time

import requests

APEX = "http://<<ip>>"


def probes() -> dict[str, float]:
    r = requests.get(f"{APEX}/rest/status", auth=("admin", "<<pw>>"), timeout=10)
    r.raise_for_status()
    return {i["name"]: i["value"] for i in r.json()["istat"]["inputs"] if i["type"] in ("Temp", "pH", "ORP")}


with open("probes.csv", "a", newline="") as fh:
    w = csv.writer(fh)
    while True:
        w.writerow([time.time(), *probes().values()])
        time.sleep(60)
''',
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/reef/apex_poll_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "reef_pi_signin_curl_json_body_user_password")
def reefpi_curl(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+#%")
    o = org(rng)
    text = fill(
        """#!/usr/bin/env bash
# back up the reef-pi controller config before the upgrade
set -euo pipefail
RP=http://<<ip>>
curl -s -c /tmp/reefpi.jar -X POST "$RP/auth/signin" \\
  -d '{"user":"reef-pi","password":"<<pw>>"}'
curl -s -b /tmp/reefpi.jar "$RP/api/equipment" > equipment-$(date +%F).json
curl -s -b /tmp/reefpi.jar "$RP/api/doser/pumps" > dosers-$(date +%F).json
""",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/reefpi/backup{rng.randint(1, 99)}.sh", text, pw, "")


@fmt(FAM, "profilux_gateway_connect_xml_controller_password_element")
def profilux_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<ControllerConnections>
  <Connection name="Display tank" type="LAN">
    <Address><<ip>></Address>
    <Port>80</Port>
    <User>admin</User>
    <Password><<pw>></Password>
    <PollSeconds>30</PollSeconds>
  </Connection>
  <Connection name="Frag system" type="USB">
    <Port>COM5</Port>
  </Connection>
</ControllerConnections>
""",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/GHL/connections{rng.randint(1, 40)}.xml", text, pw)


@fmt(FAM, "dosing_pump_firmware_settings_h_define_cloud_key")
def dosing_h(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    o = org(rng)
    text = fill(
        """#pragma once
// settings.h -- 4-head dosing pump (ESP32), <<o>> build
#define DOSER_HEADS 4
#define DOSE_ALK_ML 18.5
#define DOSE_CA_ML 17.0
#define DOSE_MG_ML 2.5
#define TANK_LOG_HOST "log.<<dom>>"
#define TANK_LOG_KEY "<<key>>"
#define TANK_LOG_INTERVAL_S 300
""",
        o=o,
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/doser/include/settings{rng.randint(1, 30)}.h", text, key, "")


@fmt(FAM, "tank_camera_go2rtc_yaml_rtsp_url_password")
def go2rtc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    o = org(rng)
    text = fill(
        """# go2rtc streams for the reef tank cameras
streams:
  display_top: "rtsp://reefcam:<<pw>>@<<ip>>:554/stream1"
  sump: "ffmpeg:http://<<ip2>>/mjpeg#video=h264"
api:
  listen: ":1984"
webrtc:
  candidates:
    - stun:8555
""",
        pw=pw,
        ip=ip(rng),
        ip2=ip(rng),
    )
    return Out(f"{o}/go2rtc/go2rtc-{rng.randint(1, 40)}.yaml", text, pw)


@fmt(FAM, "reef_parameter_tracker_dotenv_cloud_api_token")
def reef_env(rng: random.Random) -> Out:
    tok = "rft_" + alnum(rng, 30)
    o = org(rng)
    text = fill(
        """# Reef parameter tracker (Hanna checker + Trident imports)
APP_ENV=production
TZ=Europe/Amsterdam
IMPORT_DIR=/data/imports
REEF_CLOUD_URL=https://api.<<dom>>
REEF_CLOUD_TOKEN=<<tok>>
ALERT_EMAIL=<<mail>>
""",
        dom=domain(rng),
        tok=tok,
        mail=email(rng),
    )
    return Out(f"{o}/reef-tracker/.env.production{rng.randint(1, 30)}", text, tok, "")


@fmt(FAM, "aquarium_store_livestock_sync_java_properties_supplier_password")
def livestock_props(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """# livestock availability sync -- wholesaler portal -> shop stock list
supplier.portal.url=https://trade.<<dom>>/availability
supplier.portal.user=<<u>>
supplier.portal.password=<<pw>>
supplier.poll.cron=0 0 6 * * MON-SAT
shop.db.url=jdbc:mariadb://<<h>>:3306/shop
shop.db.user=livestock
""",
        dom=domain(rng),
        u=user(rng),
        pw=pw,
        h=host(rng, "db"),
    )
    return Out(f"{o}/livestock-sync/application{rng.randint(1, 30)}.properties", text, pw, "")


@fmt(FAM, "aquarium_club_frag_swap_kotlin_object_api_key")
def fragswap_kt(rng: random.Random) -> Out:
    key = uuid4(rng)
    o = org(rng)
    text = fill(
        """package org.<<pkg>>.fragswap

object ApiConfig {
    const val BASE_URL = "https://fragswap.<<dom>>/api/"
    const val CLUB_API_KEY = "<<key>>"
    const val PAGE_SIZE = 50
}
""",
        pkg=o.replace("-", ""),
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/app/src/main/java/fragswap/ApiConfig{rng.randint(1, 30)}.kt", text, key, "")
