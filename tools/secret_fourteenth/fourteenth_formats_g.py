"""Homebrewing: fermentation hydrometers, brew-day apps and beer check-in APIs."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    pick,
)

FAM = "homebrew_fermentation_loggers"


@fmt(FAM, "ispindel_config_json_http_token_field")
def ispindel(rng: random.Random) -> Out:
    tok = alnum(rng, 30)
    text = f"""{{
  "Name": "iSpindel{rng.randint(0, 9):03d}",
  "Token": "{tok}",
  "Sleep": 900,
  "Server": "{pick(rng, ("192.168.1.40", "brewpi.local", "fermentrack.lan"))}",
  "API": 2,
  "Port": 80,
  "URI": "/ispindel",
  "Vfact": 191.8,
  "TS": 0,
  "POLY": "0.000000781*tilt^3-0.000212*tilt^2+0.0244*tilt+0.77",
  "SSID": "garage"
}}
"""
    return Out(
        pick(rng, ("config.json", "ispindel/config.json", "backup/ispindel-config.json")), text, tok
    )


@fmt(FAM, "brewfather_api_curl_userid_colon_apikey")
def brewfather(rng: random.Random) -> Out:
    uid = alnum(rng, 28)
    key = alnum(rng, 64)
    text = f"""# list batches currently fermenting
curl -s -u "{uid}:{key}" \\
  "https://api.brewfather.app/v2/batches?status=Fermenting&include=recipe.name" | jq .
"""
    return Out(
        pick(rng, ("batches.sh", "brew/bf_batches.sh", "notes/brewfather.md")), text, key, ""
    )


@fmt(FAM, "brewfather_custom_stream_url_id_query")
def bf_stream(rng: random.Random) -> Out:
    sid = alnum(rng, 14)
    text = f"""[logging]
; Brewfather custom stream (Settings -> Power-ups -> Custom Stream)
target = http://log.brewfather.net/stream?id={sid}
interval_minutes = 15
device_name = tilt-red
"""
    return Out(
        pick(rng, ("tiltbridge.ini", "logger/stream.ini", "brewlogger.ini")), text, sid, "ini"
    )


@fmt(FAM, "plaato_blynk_auth_token_in_get_url")
def plaato(rng: random.Random) -> Out:
    tok = alnum(rng, 32)
    text = f"""sensor:
  - platform: rest
    name: keg_beer_left
    resource: http://plaato.blynk.cc/{tok}/get/v51
    unit_of_measurement: L
    value_template: "{{{{ value_json[0] | float }}}}"
    scan_interval: 300
"""
    return Out(
        pick(rng, ("packages/plaato.yaml", "sensors/keg.yaml", "plaato_keg.yaml")), text, tok
    )


@fmt(FAM, "brewers_friend_x_api_key_header_python")
def brewersfriend(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    text = f"""import requests

HEADERS = {{"X-API-KEY": "{key}"}}
sessions = requests.get("https://api.brewersfriend.com/v1/brewsessions", headers=HEADERS, timeout=20).json()
for s in sessions.get("brewsessions", []):
    print(s["recipe_title"], s["phase"])
"""
    return Out(
        pick(rng, ("bf_sessions.py", "brewing/brewersfriend.py", "tools/brew_sessions.py")),
        text,
        key,
    )


@fmt(FAM, "untappd_api_client_secret_query_checkins")
def untappd(rng: random.Random) -> Out:
    cid = hexs(rng, 40, upper=True)
    sec = hexs(rng, 40, upper=True)
    text = f"""const UNTAPPD = 'https://api.untappd.com/v4';
const auth = 'client_id={cid}&client_secret={sec}';

export async function breweryCheckins(breweryId) {{
  const r = await fetch(`${{UNTAPPD}}/brewery/checkins/${{breweryId}}?${{auth}}&limit=25`);
  return (await r.json()).response.checkins.items;
}}
"""
    return Out(
        pick(rng, ("src/untappd.js", "taproom-board/untappd.js", "lib/checkins.js")), text, sec, ""
    )


@fmt(FAM, "fermentrack_env_django_secret_and_db_password")
def fermentrack(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI.replace("#", ""))
    text = f"""DJANGO_ALLOWED_HOSTS=*
DJANGO_SECRET_KEY={alnum(rng, 50)}
DJANGO_ADMIN_URL=admin/
DATABASE_URL=postgres://fermentrack:{pw}@postgres:5432/fermentrack
POSTGRES_HOST=postgres
POSTGRES_PORT=5432
POSTGRES_DB=fermentrack
POSTGRES_USER=fermentrack
POSTGRES_PASSWORD={pw}
REDIS_URL=redis://redis:6379/0
SENTRY_DSN=
"""
    return Out(
        pick(
            rng, (".envs/.production/.django", "fermentrack-tools/.envs/.postgres", "compose/.env")
        ),
        text,
        pw,
        "",
    )
