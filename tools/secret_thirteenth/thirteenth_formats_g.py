"""Family weather_station_uploaders: personal weather stations and their upload services."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    epoch,
    fmt,
    gen_pw,
    hexs,
    jwt,
    pick,
    uuid4,
    words_pw,
)

FAM = "weather_station_uploaders"


def _station(rng):
    return (
        "I"
        + pick(rng, ("OSLO", "DUBLIN", "BRNO", "TAMPER", "AARHUS", "GRAZ"))
        + str(rng.randint(1, 99))
    )


@fmt(FAM, "cumulusmx_cumulus_ini_wunderground_password")
def cumulus(rng):
    pw = alnum(rng, 8)
    path = pick(
        rng,
        (
            "CumulusMX/Cumulus.ini",
            "opt/CumulusMX/Cumulus.ini",
            "home/pi/CumulusMX/Cumulus.ini",
            "C:/CumulusMX/Cumulus.ini",
        ),
    )
    text = f"""[Station]
Type=1
Port=0
Latitude=N52.0000
[Wunderground]
ID={_station(rng)}
Password={pw}
Enabled=1
RapidFire=0
Interval=15
[Windy]
Enabled=0
"""
    return Out(path, text, pw, "ini")


@fmt(FAM, "wunderground_pws_update_url_password_query")
def wu_url(rng):
    pw = alnum(rng, 8)
    path = pick(
        rng, ("upload_wu.sh", "bin/pws-push.sh", "weather/wu_update.sh", "cron/wunderground.sh")
    )
    text = f"""#!/bin/sh
T=$(cat /run/ws/tempf)
H=$(cat /run/ws/humidity)
curl -s "https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php?ID={_station(rng)}&PASSWORD={pw}&dateutc=now&tempf=$T&humidity=$H&action=updateraw"
"""
    return Out(path, text, pw, "")


@fmt(FAM, "pywws_weather_ini_underground_section_password")
def pywws(rng):
    pw = words_pw(rng, "-._")
    path = pick(
        rng,
        (
            "weather_data/weather.ini",
            "home/pi/weather/data/weather.ini",
            "pywws/weather.ini",
            "var/lib/pywws/weather.ini",
        ),
    )
    text = f"""[config]
ws type = 1080
day end hour = 9, False
template encoding = iso-8859-1

[underground]
station = {_station(rng)}
password = {pw}

[live]
services = ['underground']
"""
    return Out(path, text, pw, "ini")


@fmt(FAM, "weatherflow_tempest_websocket_url_token_query")
def tempest(rng):
    tok = uuid4(rng)
    path = pick(
        rng,
        ("tempest_listen.py", "wx/tempest_ws.py", "collectors/weatherflow.py", "bin/tempest.py"),
    )
    text = f"""import json

import websocket

ws = websocket.create_connection("wss://ws.weatherflow.com/swd/data?token={tok}")
ws.send(json.dumps({{"type": "listen_start", "device_id": {rng.randint(10000, 99999)}, "id": "wx"}}))
while True:
    print(json.loads(ws.recv()))
"""
    return Out(path, text, tok, "py")


@fmt(FAM, "ambient_weather_api_node_apikey_application_key_pair")
def ambient(rng):
    key = hexs(rng, 64)
    path = pick(
        rng, ("ambient.js", "src/ambient-weather.js", "lib/station.js", "scripts/awn-realtime.js")
    )
    text = f"""const AmbientWeatherApi = require('ambient-weather-api');

const api = new AmbientWeatherApi({{
  apiKey: '{key}',
  applicationKey: '{hexs(rng, 64)}',
}});

api.connect();
api.on('data', (d) => console.log(d.date, d.tempf));
api.subscribe('{key}');
"""
    return Out(path, text, key, "")


@fmt(FAM, "davis_weatherlink_v2_x_api_secret_header_python")
def weatherlink(rng):
    sec = alnum(rng, 32).lower()
    path = pick(
        rng,
        (
            "weatherlink_current.py",
            "wx/davis_v2.py",
            "collectors/weatherlink.py",
            "bin/wl_current.py",
        ),
    )
    text = f"""import requests

STATION_ID = {rng.randint(10000, 199999)}
r = requests.get(
    f"https://api.weatherlink.com/v2/current/{{STATION_ID}}",
    params={{"api-key": "{alnum(rng, 32).lower()}"}},
    headers={{"X-Api-Secret": "{sec}"}},
)
print(r.json()["sensors"][0]["data"])
"""
    return Out(path, text, sec, "py")


@fmt(FAM, "windy_stations_update_url_station_jwt_key")
def windy(rng):
    now = epoch(rng)
    key = jwt(
        rng,
        {
            "ci": rng.randint(1000000, 9999999),
            "li": rng.randint(1000000, 9999999),
            "t": "PWS",
            "iat": now,
        },
    )
    path = pick(
        rng, ("windy_push.sh", "cron/windy.sh", "weather/upload-windy.sh", "bin/windy_update.sh")
    )
    text = f"""#!/bin/sh
WIND=$(cat /run/ws/windspeedmph)
curl -s "https://stations.windy.com/pws/update/{key}?winddir=$(cat /run/ws/winddir)&windspeedmph=$WIND&tempf=$(cat /run/ws/tempf)"
"""
    return Out(path, text, key, "")


@fmt(FAM, "meteobridge_style_awekas_upload_password_ini")
def awekas(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    path = pick(
        rng,
        ("uploaders/awekas.ini", "etc/wxupload/awekas.ini", "wx/awekas.ini", "config/awekas.ini"),
    )
    text = f"""[awekas]
enabled = true
username = {pick(rng, ("wetter", "pws", "station"))}{rng.randint(10, 999)}
password = {pw}
interval = 300
"""
    return Out(path, text, pw, "ini")
