"""Drones: SDK app keys, flight-log platforms and photogrammetry processing nodes."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_JSON,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    ip,
    pick,
    user,
)

FAM = "drone_mapping_ground_ops"


@fmt(FAM, "dji_msdk_android_manifest_meta_data_api_key")
def dji_manifest(rng: random.Random) -> Out:
    key = hexs(rng, 24)
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android"
    package="com.{pick(rng, ("fieldscan", "roofcheck", "agrofly"))}.pilot">
    <uses-permission android:name="android.permission.INTERNET" />
    <application
        android:name=".PilotApp"
        android:label="@string/app_name">
        <meta-data
            android:name="com.dji.sdk.API_KEY"
            android:value="{key}" />
        <activity android:name=".MainActivity" android:exported="true" />
    </application>
</manifest>
"""
    return Out(
        pick(
            rng,
            (
                "app/src/main/AndroidManifest.xml",
                "android/app/src/main/AndroidManifest.xml",
                "pilot/src/main/AndroidManifest.xml",
            ),
        ),
        text,
        key,
    )


@fmt(FAM, "dji_cloud_api_pilot2_js_app_key_license")
def dji_cloud(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    lic = alnum(rng, 120) + "=="
    text = f"""export const CURRENT_CONFIG = {{
  // license
  appId: '{rng.randint(100000, 199999)}',
  appKey: '{key}',
  appLicense: '{lic}',

  // http
  baseURL: 'http://{ip(rng)}:6789/',
  websocketURL: 'ws://{ip(rng)}:6789/api/v1/ws',
}}
"""
    return Out(
        pick(
            rng,
            (
                "src/api/http/config.ts",
                "Cloud-API-Demo-Web/src/api/http/config.ts",
                "web/src/config.ts",
            ),
        ),
        text,
        key,
        "",
    )


@fmt(FAM, "dronedeploy_api_key_query_python_exports")
def dronedeploy(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""import requests

DD_API_KEY = "{key}"
plans = requests.get("https://public-api.dronedeploy.com/v2/plans", params={{"api_key": DD_API_KEY}}).json()
for p in plans["data"]:
    print(p["id"], p["name"])
"""
    return Out(
        pick(rng, ("dd_plans.py", "mapping/dronedeploy_export.py", "sync_plans.py")), text, key
    )


@fmt(FAM, "airdata_uav_api_curl_key_as_basic_user")
def airdata(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""# weekly flight log export for the insurance report
curl -s -u {key}: "https://api.airdata.com/flights?start=2026-01-01&limit=100" > flights.json
"""
    return Out(
        pick(rng, ("airdata_export.sh", "ops/airdata.sh", "compliance/flights.sh")), text, key, ""
    )


@fmt(FAM, "webodm_token_auth_curl_form_password")
def webodm(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""TOKEN=$(curl -s -X POST -d "username={user(rng)}&password={pw}" http://{ip(rng)}:8000/api/token-auth/ | jq -r .token)
curl -s -H "Authorization: JWT $TOKEN" http://localhost:8000/api/projects/ | jq '.[].name'
"""
    return Out(
        pick(rng, ("webodm_projects.sh", "odm/list_projects.sh", "bin/webodm.sh")), text, pw, ""
    )


@fmt(FAM, "nodeodm_docker_run_token_flag")
def nodeodm(rng: random.Random) -> Out:
    tok = alnum(rng, 24)
    text = f"""docker run -d --restart unless-stopped -p 3000:3000 --name nodeodm \\
  opendronemap/nodeodm --token {tok} --max_concurrency 4 --cleanup_tasks_after 2880
"""
    return Out(pick(rng, ("run_nodeodm.sh", "nodes/start.sh", "odm-node.sh")), text, tok, "")


@fmt(FAM, "pyodm_node_positional_host_port_token")
def pyodm(rng: random.Random) -> Out:
    tok = alnum(rng, 24)
    text = f"""from pyodm import Node

n = Node("{ip(rng)}", 3000, "{tok}")
task = n.create_task(["images/DJI_0001.JPG", "images/DJI_0002.JPG"], {{"dsm": True, "orthophoto-resolution": 2}})
task.wait_for_completion()
task.download_assets("results")
"""
    return Out(pick(rng, ("process.py", "odm/run_task.py", "survey/pyodm_job.py")), text, tok)


@fmt(FAM, "companion_computer_uplink_json_mqtts_password")
def gcs_json(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    text = f"""{{
  "vehicle": "survey-quad-{rng.randint(1, 9)}",
  "telemetry_uplink": {{
    "url": "mqtts://{ip(rng, private=False)}:8883",
    "username": "gcs-{alnum(rng, 4).lower()}",
    "password": "{pw}",
    "topic": "fleet/telemetry"
  }},
  "video": {{"rtsp": "rtsp://192.168.144.25:8554/main.264"}}
}}
"""
    return Out(
        pick(rng, ("gcs-uplink.json", "companion/uplink.json", "config/telemetry.json")), text, pw
    )
