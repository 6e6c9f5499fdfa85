"""Family aviation_maritime_data_feeds: flight, AIS and marine data APIs and servers."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    Out,
    alnum,
    b64,
    fmt,
    hexs,
    pick,
    user,
    words_pw,
)

FAM = "aviation_maritime_data_feeds"


@fmt(FAM, "flightaware_aeroapi_x_apikey_requests_python")
def aeroapi(rng):
    key = alnum(rng, 32)
    path = pick(
        rng,
        (
            "aeroapi_arrivals.py",
            "ops/flight_status.py",
            "tools/aeroapi_fetch.py",
            "dispatch/aeroapi.py",
        ),
    )
    text = f"""import requests

AEROAPI = "https://aeroapi.flightaware.com/aeroapi"
session = requests.Session()
session.headers.update({{"x-apikey": "{key}"}})

resp = session.get(f"{{AEROAPI}}/airports/{pick(rng, ("EGLL", "EHAM", "EKCH", "ESSA"))}/flights/arrivals", params={{"max_pages": 2}})
print(resp.json()["arrivals"][:5])
"""
    return Out(path, text, key, "py")


@fmt(FAM, "opensky_api_constructor_positional_user_password")
def opensky(rng):
    pw = words_pw(rng)
    path = pick(
        rng,
        (
            "opensky_states.py",
            "adsb/opensky_poll.py",
            "research/opensky_tracks.py",
            "bin/opensky_box.py",
        ),
    )
    text = f"""from opensky_api import OpenSkyApi

api = OpenSkyApi("{user(rng)}", "{pw}")
s = api.get_states(bbox=(45.8, 47.8, 5.9, 10.5))
for st in s.states:
    print(st.callsign, st.baro_altitude)
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "marinetraffic_export_vessels_key_in_url_path")
def marinetraffic(rng):
    key = hexs(rng, 40)
    path = pick(
        rng,
        ("mt_fleet.sh", "cron/marinetraffic.sh", "scripts/vessel_positions.sh", "bin/mt_export.sh"),
    )
    text = f"""#!/bin/sh
curl -s "https://services.marinetraffic.com/api/exportvessels/v:8/{key}/timespan:20/protocol:jsono" \\
  -o /var/lib/fleet/positions.json
"""
    return Out(path, text, key, "")


@fmt(FAM, "spire_maritime_graphql_bearer_token_const_js")
def spire(rng):
    tok = alnum(rng, 32)
    path = pick(
        rng, ("src/spire.js", "ais/spire-client.js", "lib/vessels.js", "scripts/spire-query.mjs")
    )
    text = f"""const SPIRE_TOKEN = '{tok}';

export async function vessels(mmsi) {{
  const res = await fetch('https://api.spire.com/graphql', {{
    method: 'POST',
    headers: {{ Authorization: `Bearer ${{SPIRE_TOKEN}}`, 'Content-Type': 'application/json' }},
    body: JSON.stringify({{ query: `{{ vessels(mmsi: [${{mmsi}}]) {{ nodes {{ staticData {{ name }} }} }} }}` }}),
  }});
  return res.json();
}}
"""
    return Out(path, text, tok, "")


@fmt(FAM, "aviationstack_access_key_query_parameter_php")
def aviationstack(rng):
    key = hexs(rng, 32)
    path = pick(
        rng,
        (
            "inc/flights.php",
            "widgets/departures.php",
            "lib/aviationstack.php",
            "public/arrivals.php",
        ),
    )
    text = f"""<?php
$queryString = http_build_query([
  'access_key' => '{key}',
  'dep_iata' => '{pick(rng, ("DUB", "CPH", "HEL", "VIE"))}',
  'limit' => 25,
]);
$json = file_get_contents('http://api.aviationstack.com/v1/flights?' . $queryString);
$flights = json_decode($json, true)['data'];
"""
    return Out(path, text, key, "")


@fmt(FAM, "signalk_server_security_json_secret_key")
def signalk(rng):
    key = hexs(rng, 64)
    path = pick(
        rng,
        (
            "home/pi/.signalk/security.json",
            ".signalk/security.json",
            "signalk/security.json",
            "boat/signalk/security.json",
        ),
    )
    bc = b64(rng, 40).replace("+", ".").replace("=", "")[:53]
    text = f"""{{
  "allow_readonly": true,
  "expiration": "1d",
  "secretKey": "{key}",
  "users": [
    {{
      "username": "admin",
      "type": "admin",
      "password": "$2a$10${bc}"
    }}
  ],
  "devices": [],
  "immutableConfig": false,
  "acls": [],
  "allowDeviceAccessRequests": true,
  "allowNewUserRegistration": false
}}
"""
    return Out(path, text, key, "json")


@fmt(FAM, "aisstream_websocket_subscription_message_apikey")
def aisstream(rng):
    key = hexs(rng, 40)
    path = pick(
        rng, ("aisstream_listen.py", "ais/stream.py", "collectors/aisstream.py", "bin/ais_ws.py")
    )
    text = f"""import asyncio
import json

import websockets


async def main():
    async with websockets.connect("wss://stream.aisstream.io/v0/stream") as ws:
        sub = {{"APIKey": "{key}", "BoundingBoxes": [[[54.0, 9.0], [58.0, 13.0]]], "FilterMessageTypes": ["PositionReport"]}}
        await ws.send(json.dumps(sub))
        async for msg in ws:
            print(json.loads(msg)["MetaData"]["ShipName"])


asyncio.run(main())
"""
    return Out(path, text, key, "py")


@fmt(FAM, "avwx_rest_authorization_header_token_curl_metar")
def avwx(rng):
    tok = alnum(rng, 43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    path = pick(rng, ("metar.sh", "bin/wx-brief.sh", "efb/avwx_metar.sh", "scripts/taf.sh"))
    text = f"""#!/bin/sh
ICAO=${{1:-{pick(rng, ("EGKK", "EDDF", "LFPG", "ENGM"))}}}
curl -s -H "Authorization: {tok}" "https://avwx.rest/api/metar/$ICAO?options=info,translate" | jq -r .raw
"""
    return Out(path, text, tok, "")
