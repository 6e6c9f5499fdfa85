"""Public transit realtime feeds, journey planners and their API keys."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    Out,
    alnum,
    fmt,
    hexs,
    pick,
    uuid4,
)

FAM = "transit_realtime_feeds"


@fmt(FAM, "bay_area_511_api_key_query_gtfs_rt_url")
def sf511(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""feeds:
  - id: bart
    trip_updates: "https://api.511.org/transit/tripupdates?api_key={key}&agency=BA"
    vehicle_positions: "https://api.511.org/transit/vehiclepositions?api_key={key}&agency=BA"
    refresh_seconds: 30
"""
    return Out(
        pick(rng, ("feeds.yml", "config/realtime_feeds.yaml", "board/feeds.yaml")), text, key
    )


@fmt(FAM, "transitland_apikey_header_curl_routes")
def transitland(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    text = f"""curl -s -H "apikey: {key}" \\
  "https://transit.land/api/v2/rest/routes?operator_onestop_id=o-9q9-bart&limit=100" | jq '.routes[].route_short_name'
"""
    return Out(pick(rng, ("routes.sh", "tl/routes.sh", "notes/transitland.txt")), text, key, "")


@fmt(FAM, "navitia_token_basic_user_requests_auth")
def navitia(rng: random.Random) -> Out:
    tok = uuid4(rng)
    text = f"""import requests

NAVITIA = "https://api.navitia.io/v1/coverage/fr-idf"
AUTH = ("{tok}", "")
j = requests.get(f"{{NAVITIA}}/journeys", params={{"from": "2.3749;48.8467", "to": "2.2945;48.8584"}}, auth=AUTH).json()
"""
    return Out(pick(rng, ("journeys.py", "planner/navitia_client.py", "idf_trip.py")), text, tok)


@fmt(FAM, "onebusaway_key_query_arrivals_swift_constant")
def oba(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""import Foundation

enum OBAConfig {{
    static let baseURL = URL(string: "https://api.pugetsound.onebusaway.org/api/where/")!
    static let apiKey = "{key}"
}}

func arrivalsURL(stopID: String) -> URL {{
    OBAConfig.baseURL.appendingPathComponent("arrivals-and-departures-for-stop/\\(stopID).json?key=\\(OBAConfig.apiKey)")
}}
"""
    return Out(
        pick(
            rng,
            ("Sources/Transit/OBAConfig.swift", "App/Config/OneBusAway.swift", "OBAConfig.swift"),
        ),
        text,
        key,
        "",
    )


@fmt(FAM, "opentripplanner_router_config_updater_headers_key")
def otp(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""{{
  "updaters": [
    {{
      "type": "stop-time-updater",
      "frequency": "1m",
      "url": "https://api.{pick(rng, ("opendata.rejseplanen.dk", "entur.io", "ruter.no"))}/gtfs-rt/trip-updates",
      "feedId": "regional",
      "headers": {{
        "Authorization": "{key}"
      }}
    }}
  ]
}}
"""
    return Out(
        pick(
            rng,
            (
                "router-config.json",
                "otp/graphs/default/router-config.json",
                "data/router-config.json",
            ),
        ),
        text,
        key,
    )


@fmt(FAM, "digitransit_subscription_key_header_graphql_js")
def digitransit(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""const res = await fetch('https://api.digitransit.fi/routing/v2/hsl/gtfs/v1', {{
  method: 'POST',
  headers: {{
    'Content-Type': 'application/json',
    'digitransit-subscription-key': '{key}',
  }},
  body: JSON.stringify({{ query: '{{ stop(id: "HSL:1040129") {{ name stoptimesWithoutPatterns {{ realtimeArrival }} }} }}' }}),
}});
"""
    return Out(
        pick(rng, ("src/hsl.js", "departures/hsl-board.js", "lib/digitransit.js")), text, key, ""
    )


@fmt(FAM, "trafiklab_resrobot_access_id_query_python")
def trafiklab(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""import requests

ACCESS_ID = "{key}"
r = requests.get("https://api.resrobot.se/v2.1/departureBoard",
                 params={{"id": "740000001", "format": "json", "accessId": ACCESS_ID}}, timeout=15)
"""
    return Out(pick(rng, ("departures.py", "skylt/resrobot.py", "tavla/fetch.py")), text, key)


@fmt(FAM, "db_api_marketplace_client_id_api_key_headers_sh")
def db_api(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""#!/bin/sh
curl -s "https://apis.deutschebahn.com/db-api-marketplace/apis/timetables/v1/fchg/8000105" \\
  -H "DB-Client-Id: {hexs(rng, 32)}" \\
  -H "DB-Api-Key: {key}" \\
  -H "accept: application/xml" > fchg.xml
"""
    return Out(
        pick(rng, ("fchg.sh", "db/timetable_changes.sh", "anzeige/fetch_fchg.sh")), text, key, ""
    )
