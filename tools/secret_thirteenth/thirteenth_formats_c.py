"""Family fleet_telematics_trackers: GPS tracking servers and fleet telematics APIs."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    uuid4,
    words_pw,
)

FAM = "fleet_telematics_trackers"


@fmt(FAM, "traccar_xml_properties_entry_database_password")
def traccar_xml(rng):
    pw = gen_pw(rng, sym=SYM_XML.replace("%", ""))
    path = pick(
        rng,
        (
            "opt/traccar/conf/traccar.xml",
            "traccar/conf/traccar.xml",
            "conf/traccar.xml",
            f"etc/{org(rng)}/traccar.xml",
        ),
    )
    text = f"""<?xml version='1.0' encoding='UTF-8'?>

<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>

<properties>

    <entry key='config.default'>./conf/default.xml</entry>

    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://{host(rng, "db")}:3306/traccar?zeroDateTimeBehavior=round</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>{pw}</entry>

    <entry key='geocoder.enable'>false</entry>

</properties>
"""
    return Out(path, text, pw, "xml")


@fmt(FAM, "traccar_rest_api_devices_curl_email_password")
def traccar_curl(rng):
    pw = words_pw(rng, "-._")
    path = pick(
        rng,
        (
            "traccar_devices.sh",
            "scripts/list-trackers.sh",
            "ops/traccar_positions.sh",
            "bin/fleet_devices.sh",
        ),
    )
    text = f"""#!/bin/sh
curl -s -u '{email(rng)}:{pw}' http://{host(rng, "gps")}:8082/api/devices | jq -r '.[] | [.id,.name,.status] | @tsv'
"""
    return Out(path, text, pw, "")


@fmt(FAM, "opengts_common_conf_db_sql_password_line")
def opengts(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    path = pick(
        rng,
        (
            "OpenGTS_2.6.7/common.conf",
            "opt/opengts/common.conf",
            "gts/common.conf",
            "usr/local/OpenGTS/common.conf",
        ),
    )
    text = f"""# --- database
db.sql.provider=mysql
db.sql.host={host(rng, "db")}
db.sql.port=3306
db.sql.dbname=gts
db.sql.user=gts
db.sql.password={pw}
db.sql.rootUser=root
# --- tracking
track.enableService=true
"""
    return Out(path, text, pw, "")


@fmt(FAM, "mygeotab_python_api_keyword_password_database")
def geotab(rng):
    pw = words_pw(rng)
    path = pick(
        rng,
        (
            "geotab_trips.py",
            "reports/geotab_export.py",
            "fleet/mygeotab_pull.py",
            "etl/geotab_faults.py",
        ),
    )
    text = f"""import mygeotab

api = mygeotab.API(username="{email(rng)}", password="{pw}", database="{org(rng).replace("-", "_")}")
api.authenticate()
trips = api.get("Trip", fromDate="2026-01-01")
print(len(trips))
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "samsara_api_token_bearer_curl_vehicle_stats")
def samsara(rng):
    tok = "samsara_api_" + alnum(rng, 30)
    path = pick(
        rng,
        (
            "samsara_stats.sh",
            "scripts/samsara-locations.sh",
            "cron/fuel_report.sh",
            "bin/samsara_hos.sh",
        ),
    )
    text = f"""#!/bin/bash
curl --request GET \\
  --url 'https://api.samsara.com/fleet/vehicles/stats?types=gps,fuelPercents' \\
  --header 'Authorization: Bearer {tok}' \\
  --header 'accept: application/json'
"""
    return Out(path, text, tok, "")


@fmt(FAM, "wialon_remote_api_token_login_params_url")
def wialon(rng):
    tok = hexs(rng, 72)
    path = pick(
        rng,
        (
            "wialon_login.js",
            "src/wialon.js",
            "lib/wialon_session.js",
            "integrations/wialon/login.js",
        ),
    )
    text = f"""const WIALON = 'https://hst-api.wialon.com/wialon/ajax.html';

async function login() {{
  const url = `${{WIALON}}?svc=token/login&params=${{encodeURIComponent(JSON.stringify({{ token: '{tok}' }}))}}`;
  const res = await fetch(url);
  const body = await res.json();
  return body.eid;
}}

module.exports = {{ login }};
"""
    return Out(path, text, tok, "")


@fmt(FAM, "fleetio_api_token_and_account_token_headers_python")
def fleetio(rng):
    tok = hexs(rng, 40)
    path = pick(
        rng,
        (
            "fleetio_work_orders.py",
            "maintenance/fleetio.py",
            "sync/fleetio_vehicles.py",
            "jobs/fleetio_meter.py",
        ),
    )
    text = f"""import requests

HEADERS = {{
    "Authorization": "Token {tok}",
    "Account-Token": "{hexs(rng, 10)}",
    "Content-Type": "application/json",
}}

r = requests.get("https://secure.fleetio.com/api/v1/vehicles", headers=HEADERS, timeout=20)
for v in r.json():
    print(v["name"], v["current_meter_value"])
"""
    return Out(path, text, tok, "py")


@fmt(FAM, "motive_keeptruckin_x_api_key_fetch_node")
def motive(rng):
    key = uuid4(rng)
    path = pick(
        rng,
        ("motive/hos.js", "src/eld/motive.js", "scripts/motive-drivers.js", "lib/keeptruckin.js"),
    )
    text = f"""const res = await fetch('https://api.keeptruckin.com/v1/available_time?per_page=100', {{
  headers: {{ 'X-Api-Key': '{key}', 'X-Time-Zone': 'Central Time (US & Canada)' }},
}});
const {{ users }} = await res.json();
console.table(users.map((u) => u.user.last_name));
"""
    return Out(path, text, key, "")
