# ruff: noqa: E501
"""Family waste_hauling_recycling_routes: route software, scale houses, bin sensors, manifests."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_INI,
    SYM_SQ,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    uuid4,
)

FAM = "waste_hauling_recycling_routes"


@fmt(FAM, "route_optimiser_appsettings_json_client_secret")
def routeware_json(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    o = org(rng)
    data = {
        "RouteCloud": {
            "Authority": f"https://login.{domain(rng)}",
            "ClientId": uuid4(rng),
            "ClientSecret": sec,
        },
        "Depot": {"Name": f"{o} transfer station", "Trucks": rng.randint(8, 60)},
    }
    return Out(
        f"{o}/RouteSync/appsettings{rng.randint(1, 40)}.json", json.dumps(data, indent=2), sec
    )


@fmt(FAM, "waste_platform_api_key_header_python_session")
def amcs_py(rng: random.Random) -> Out:
    key = alnum(rng, 36)
    o = org(rng)
    text = fill(
        """import requests

s = requests.Session()
s.headers.update({"X-Api-Key": "<<key>>", "Accept": "application/json"})
lifts = s.get("https://<<h>>/erp/api/integrator/erp/transport/lifts", params={"date": "2025-09-30"}).json()
print(len(lifts["resource"]))
""",
        key=key,
        h=host(rng, "waste"),
    )
    return Out(f"{o}/integrations/lifts_{rng.randint(1, 99)}.py", text, key)


@fmt(FAM, "landfill_scale_house_ini_sql_password")
def scale_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[Scale]
Indicator=COM1
Capacity=120000
Units=lb

[Tickets]
Printer=Ticket1
Server=<<h>>
Database=ScaleHouse
User=scale
Password=<<pw>>
""",
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/ScaleHouse/scale{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "bin_fill_sensor_fleet_toml_api_key")
def bin_toml(rng: random.Random) -> Out:
    key = hexs(rng, 48)
    o = org(rng)
    text = fill(
        """[fleet]
name = "<<o>> glass banks"
sensors = <<n>>
alert_percent = 80

[api]
url = "https://sensors.<<dom>>/v1"
key = "<<key>>"
""",
        o=o,
        n=rng.randint(20, 900),
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/binsensors/fleet{rng.randint(1, 40)}.toml", text, key)


@fmt(FAM, "roll_off_dispatch_php_config_array_db_password")
def rolloff_php(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    o = org(rng)
    text = fill(
        """<?php
return [
    'db' => [
        'dsn' => 'pgsql:host=<<h>>;dbname=rolloff',
        'user' => 'dispatch',
        'pass' => '<<pw>>',
    ],
    'container_sizes' => [10, 20, 30, 40],
];
""",
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"{o}/dispatch/config/db{rng.randint(1, 40)}.php", text, pw, "")


@fmt(FAM, "compactor_monitor_kotlin_const_api_token")
def compactor_kt(rng: random.Random) -> Out:
    tok = alnum(rng, 44)
    o = org(rng)
    text = fill(
        """package net.<<pkg>>.compactor

const val MONITOR_URL = "https://compactors.<<dom>>/api/v3"
const val MONITOR_TOKEN = "<<tok>>"
const val FULLNESS_PSI = 2100
""",
        pkg=o.replace("-", ""),
        dom=domain(rng),
        tok=tok,
    )
    return Out(f"{o}/compactor/src/Config{rng.randint(1, 40)}.kt", text, tok, "")


@fmt(FAM, "hazardous_emanifest_curl_api_id_api_key_path")
def emanifest(rng: random.Random) -> Out:
    key = alnum(rng, 20)
    o = org(rng)
    text = fill(
        """# get a security token for the hazardous-waste e-Manifest services
API_ID=<<aid>>
curl -s "https://rcrainfo.epa.gov/rcrainfoprod/rest/api/v1/auth/${API_ID}/<<key>>" | jq -r .token
""",
        aid=uuid4(rng),
        key=key,
    )
    return Out(f"{o}/manifests/auth{rng.randint(1, 99)}.sh", text, key, "")
