"""Sports data feeds and fitness / wearable sync tools."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import random

from fourteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    b64,
    email,
    fmt,
    gen_pw,
    hexs,
    pick,
    words_pw,
)

FAM = "sports_data_fitness_sync"


@fmt(FAM, "garminconnect_python_garmin_email_password_positional")
def garmin(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""from garminconnect import Garmin

api = Garmin("{email(rng)}", "{pw}")
api.login()
stats = api.get_stats("2026-03-14")
print(stats["totalSteps"], stats["restingHeartRate"])
"""
    return Out(
        pick(rng, ("garmin_daily.py", "sync/garmin_pull.py", "dash/garmin_stats.py")), text, pw
    )


def _dec_intervals(text: str) -> str:
    line = next(ln for ln in text.splitlines() if "Basic " in ln)
    val = line.split("Basic ", 1)[1].strip().strip("'\"},")
    return base64.b64decode(val).decode().split(":", 1)[1]


@fmt(FAM, "intervals_icu_basic_header_api_key_literal_user", decode=_dec_intervals)
def intervals(rng: random.Random) -> Out:
    key = alnum(rng, 24).lower()
    enc = base64.b64encode(f"API_KEY:{key}".encode()).decode()
    text = f"""const ATHLETE = "i{rng.randint(10000, 399999)}";
const headers = {{
  Authorization: "Basic {enc}"
}};

const res = await fetch(`https://intervals.icu/api/v1/athlete/${{ATHLETE}}/wellness`, {{ headers }});
console.log(await res.json());
"""
    return Out(
        pick(rng, ("scripts/wellness.mjs", "intervals.mjs", "widgets/ctl-atl.mjs")), text, key, ""
    )


@fmt(FAM, "football_data_org_x_auth_token_header_php")
def football_data(rng: random.Random) -> Out:
    tok = hexs(rng, 32)
    text = f"""<?php
$ch = curl_init('https://api.football-data.org/v4/competitions/PL/matches?status=SCHEDULED');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['X-Auth-Token: {tok}']);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$fixtures = json_decode(curl_exec($ch), true);
"""
    return Out(
        pick(
            rng, ("fixtures.php", "wp-content/plugins/club-fixtures/fetch.php", "cron/matches.php")
        ),
        text,
        tok,
        "",
    )


@fmt(FAM, "api_football_x_apisports_key_header_python")
def api_football(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""import requests

URL = "https://v3.football.api-sports.io/fixtures"
headers = {{"x-apisports-key": "{key}"}}
resp = requests.get(URL, headers=headers, params={{"league": 39, "season": 2025, "next": 10}})
"""
    return Out(pick(rng, ("fixtures.py", "bot/api_football.py", "predictor/fetch.py")), text, key)


@fmt(FAM, "sportradar_api_key_query_r_httr")
def sportradar(rng: random.Random) -> Out:
    key = alnum(rng, 40)
    text = f"""library(httr)
library(jsonlite)

sr_key <- "{key}"
url <- paste0("https://api.sportradar.com/nba/trial/v8/en/games/2025/REG/schedule.json?api_key=", sr_key)
sched <- fromJSON(content(GET(url), "text"))
"""
    return Out(
        pick(rng, ("schedule.R", "analysis/nba_sched.R", "R/fetch_sportradar.R")), text, key, ""
    )


@fmt(FAM, "withings_oauth_client_secret_ini_section")
def withings(rng: random.Random) -> Out:
    sec = hexs(rng, 64)
    text = f"""[withings]
client_id = {hexs(rng, 64)}
consumer_secret = {sec}
callback_uri = http://localhost:8585/callback

[garmin]
sync = true
"""
    return Out(
        pick(rng, ("withings-sync.ini", "config/withings.ini", ".withings_sync.ini")),
        text,
        sec,
        "ini",
    )


@fmt(FAM, "oura_personal_access_token_bearer_curl")
def oura(rng: random.Random) -> Out:
    tok = alnum(rng, 32, chars="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    text = f"""curl -s -H 'Authorization: Bearer {tok}' \\
  'https://api.ouraring.com/v2/usercollection/daily_sleep?start_date=2026-01-01' > sleep.json
"""
    return Out(
        pick(rng, ("oura_sleep.sh", "quantified/oura.sh", "bin/pull_oura.sh")), text, tok, ""
    )


@fmt(FAM, "goldencheetah_athlete_ini_cloud_service_password")
def goldencheetah(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[General]
dob=@Variant(\\0\\0\\0\\xe\\0%\\x8b\\xb5)
weight=71
nickname=rider

[cloud]
trainingstagemix_user={email(rng)}
trainingstagemix_pass={pw}
sporttracks_token={b64(rng, 24)}
"""
    return Out(
        pick(
            rng,
            (
                "GoldenCheetah/Rider/config/athlete-preferences.ini",
                "athlete-preferences.ini",
                "Library/GoldenCheetah/Rider/athlete-preferences.ini",
            ),
        ),
        text,
        pw,
        "",
    )
