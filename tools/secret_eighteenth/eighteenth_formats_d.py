"""Bike-share and scooter fleets: GBFS publishers, lock firmware, rebalancing, dock kiosks."""
# ruff: noqa: E501

import base64
import re

from eighteenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    pick,
)

FAM = "bikeshare_dockless_fleet_rebalancing"


@fmt(FAM, "gbfs_feed_publisher_yaml_operator_api_secret")
def _gbfs(rng):
    o = org(rng)
    sec = alnum(rng, 48)
    text = fill(
        """system:
  system_id: <<o>>_bikes
  language: en
  timezone: Europe/Amsterdam
feeds:
  - station_information
  - station_status
  - free_bike_status
  - vehicle_types
upstream:
  fleet_api: https://fleet.<<dom>>/v3
  operator_key: <<key>>
  operator_api_secret: <<sec>>
ttl: 60
""",
        o=o.replace("-", "_"),
        dom=domain(rng),
        key=alnum(rng, 12, "abcdefghijklmnopqrstuvwxyz0123456789"),
        sec=sec,
    )
    return Out(f"gbfs/{o}/publisher-{rng.randint(1, 9)}.yaml", text, sec)


@fmt(FAM, "scooter_lock_firmware_config_h_define_mqtt_pass")
def _lock(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """#ifndef FLEET_CONFIG_H
#define FLEET_CONFIG_H

/* IoT lock board rev C - <<o>> fleet */
#define APN              "iot.<<tld>>"
#define FLEET_MQTT_HOST  "mqtt.<<dom>>"
#define FLEET_MQTT_PORT  8883
#define FLEET_MQTT_USER  "lock-fw"
#define FLEET_MQTT_PASS  "<<pw>>"
#define GPS_FIX_INTERVAL_S 30
#define LOW_BATT_MV      3450

#endif
""",
        o=o,
        tld=pick(rng, ("1nce", "emnify", "hologram")),
        dom=domain(rng),
        pw=pw,
    )
    return Out(f"firmware/{o}-lock/src/fleet_config_r{rng.randint(1, 20)}.h", text, pw, "")


@fmt(FAM, "rebalancing_route_optimizer_python_environ_default_key")
def _rebal(rng):
    o = org(rng)
    key = "rk_" + alnum(rng, 34)
    text = fill(
        """import os

import requests

ROUTING_URL = os.environ.get("ROUTING_URL", "https://routing.<<dom>>/optimize")
ROUTING_KEY = os.environ.get("ROUTING_KEY", "<<key>>")


def plan(vans, stations):
    jobs = [{"id": s["id"], "location": [s["lon"], s["lat"]], "delivery": [s["deficit"]]} for s in stations if s["deficit"] > 0]
    body = {"vehicles": vans, "jobs": jobs}
    r = requests.post(ROUTING_URL, json=body, headers={"X-Api-Key": ROUTING_KEY}, timeout=30)
    return r.json()["routes"]
""",
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/ops/rebalance_{rng.randint(1, 40)}.py", text, key)


@fmt(FAM, "bikeshare_dock_kiosk_ini_payment_terminal_password")
def _dock(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[kiosk]
station_id=<<sid>>
docks=<<d>>
language=nl,en,de

[payment]
terminal=ingenico-self
acquirer_host=<<h>>
merchant=<<m>>
terminal_user=kiosk<<sid>>
terminal_password=<<pw>>

[display]
brightness=80
""",
        sid=rng.randint(100, 999),
        d=rng.randint(8, 30),
        h=host(rng, "pay"),
        m=rng.randint(10000000, 99999999),
        pw=pw,
    )
    return Out(f"kiosk/{o}/station_{rng.randint(100, 999)}.ini", text, pw)


@fmt(FAM, "fleet_ops_gradle_properties_maps_sdk_key")
def _gradle(rng):
    o = org(rng)
    key = "AIza" + alnum(
        rng, 35, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    text = fill(
        """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
# battery swap crew app
MAPS_API_KEY=<<key>>
FLEET_BASE_URL=https://crew.<<dom>>/api/
""",
        key=key,
        dom=domain(rng),
    )
    return Out(f"{o}-swap-app{pick(rng, ('', '-v2', '-beta'))}/gradle.properties", text, key, "")


@fmt(FAM, "bikeshare_municipal_data_share_sh_sshpass_p")
def _muni(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_BARE)
    text = fill(
        """#!/bin/sh
# monthly trip export for the city mobility office (MDS-ish CSV)
set -e
F=/var/exports/trips_$(date +%Y%m).csv.gz
psql fleet -c "\\copy (select * from trips_month) to stdout csv header" | gzip > "$F"
sshpass -p <<pw>> sftp -oBatchMode=no <<u>>@<<h>> <<EOT
put $F /incoming/<<o>>/
EOT
""",
        pw=pw,
        u=f"{o.replace('-', '')}_upload",
        h=host(rng, "sftp"),
        o=o,
    )
    return Out(f"{o}/cron/city_export_{rng.randint(1, 40)}.sh", text, pw, "")


@fmt(FAM, "scooter_impound_fees_kotlin_const_val_api_key")
def _kotlin(rng):
    o = org(rng)
    key = "imp_" + alnum(rng, 32)
    text = fill(
        """package <<pkg>>.impound

object ImpoundApi {
    const val BASE_URL = "https://impound.<<dom>>/v1/"
    const val API_KEY = "<<key>>"
    const val FEE_CENTS_PER_DAY = <<fee>>
}
""",
        pkg="com." + o.replace("-", ""),
        dom=domain(rng),
        key=key,
        fee=pick(rng, (500, 1000, 1500)),
    )
    return Out(f"{o}-ops/app/src/main/java/impound/ImpoundApi{rng.randint(1, 9)}.kt", text, key, "")


def _k8s_decode(text):
    m = re.search(r"FLEET_DB_PASSWORD: ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode()


@fmt(FAM, "rebalancing_k8s_secret_yaml_base64_data_db_password", decode=_k8s_decode)
def _k8s(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """apiVersion: v1
kind: Secret
metadata:
  name: rebalancer-db
  namespace: <<o>>-ops
type: Opaque
data:
  FLEET_DB_USER: <<u>>
  FLEET_DB_PASSWORD: <<pw>>
""",
        o=o,
        u=base64.b64encode(b"rebalancer").decode(),
        pw=base64.b64encode(pw.encode()).decode(),
    )
    return Out(f"deploy/{o}/rebalancer-secret-{rng.randint(1, 9)}.yaml", text, pw)
