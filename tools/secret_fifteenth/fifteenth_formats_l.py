# ruff: noqa: E501
"""esports_bracket_speedrun_tools: tournament brackets, match data and speedrun timers."""

from __future__ import annotations

from fifteenth_corpus import (
    Out,
    alnum,
    fmt,
    hexs,
    pick,
    uuid4,
)

FAM = "esports_bracket_speedrun_tools"


@fmt(FAM, "challonge_v1_api_key_query_python_requests")
def _chal(rng):
    key = alnum(rng, 40)
    text = f"""import requests

API = "https://api.challonge.com/v1"
KEY = "{key}"

matches = requests.get(f"{{API}}/tournaments/{alnum(rng, 8).lower()}/matches.json", params={{"api_key": KEY, "state": "open"}}).json()
"""
    path = pick(rng, ("bracket/challonge_open.py", "bot/challonge.py", "overlay/matches.py"))
    return Out(path, text, key)


@fmt(FAM, "startgg_graphql_bearer_token_js_const")
def _sgg(rng):
    tok = hexs(rng, 32)
    text = f"""const STARTGG_TOKEN = "{tok}";
const q = `query Sets($slug: String!) {{ event(slug: $slug) {{ sets(perPage: 50) {{ nodes {{ id fullRoundText }} }} }} }}`;
const res = await fetch("https://api.start.gg/gql/alpha", {{
  method: "POST",
  headers: {{ Authorization: `Bearer ${{STARTGG_TOKEN}}`, "Content-Type": "application/json" }},
  body: JSON.stringify({{ query: q, variables: {{ slug: "tournament/{alnum(rng, 6).lower()}/event/ultimate-singles" }} }}),
}});
console.log((await res.json()).data);
"""
    path = pick(rng, ("overlay/sets.mjs", "stream/startgg.js", "tools/pull-sets.mjs"))
    return Out(path, text, tok, "")


@fmt(FAM, "toornament_php_x_api_key_client_secret_array")
def _toor(rng):
    sec = alnum(rng, 50)
    text = f"""<?php
return [
    'toornament' => [
        'api_key'       => '{alnum(rng, 43)}',
        'client_id'     => '{alnum(rng, 40)}',
        'client_secret' => '{sec}',
        'scope'         => 'organizer:view organizer:result',
    ],
];
"""
    path = pick(
        rng, ("config/toornament.php", "app/config/brackets.php", "league/config/toornament.php")
    )
    return Out(path, text, sec, "")


@fmt(FAM, "faceit_data_api_server_key_bearer_curl")
def _faceit(rng):
    key = uuid4(rng)
    text = f"""curl -s -H "Authorization: Bearer {key}" \\
  "https://open.faceit.com/data/v4/championships/{uuid4(rng)}/matches?type=ongoing"
"""
    path = pick(rng, ("scripts/faceit_matches.sh", "league/faceit.sh", "notes/faceit-api.sh"))
    return Out(path, text, key, "")


@fmt(FAM, "pandascore_token_query_go_const")
def _panda(rng):
    tok = alnum(rng, 50, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""package feeds

const pandaToken = "{tok}"

func upcomingURL(game string) string {{
	return "https://api.pandascore.co/" + game + "/matches/upcoming?token=" + pandaToken
}}
"""
    path = pick(rng, ("feeds/pandascore.go", "internal/odds/panda.go", "pkg/feeds/upcoming.go"))
    return Out(path, text, tok, "")


@fmt(FAM, "speedrun_com_x_api_key_header_python")
def _src(rng):
    key = alnum(rng, 25, "abcdefghijklmnopqrstuvwxyz0123456789")
    text = f"""import requests

SRC_KEY = "{key}"
r = requests.put(
    "https://www.speedrun.com/api/v1/runs/{alnum(rng, 8).lower()}/status",
    headers={{"X-API-Key": SRC_KEY}},
    json={{"status": {{"status": "verified"}}}},
)
print(r.status_code)
"""
    path = pick(rng, ("mods/verify_queue.py", "tools/src_verify.py", "leaderboard/verify.py"))
    return Out(path, text, key)


@fmt(FAM, "splits_io_oauth_client_secret_dotenv")
def _splits(rng):
    sec = alnum(rng, 43)
    text = f"""SPLITSIO_CLIENT_ID={alnum(rng, 43)}
SPLITSIO_CLIENT_SECRET={sec}
SPLITSIO_REDIRECT_URI=http://localhost:5173/callback
"""
    path = pick(rng, (".env.local", "race-overlay/.env", "web/.env.development.local"))
    return Out(path, text, sec, "")


@fmt(FAM, "livesplit_layout_lsl_therun_upload_key_element")
def _lsl(rng):
    key = alnum(rng, 32)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<Layout version="1.6.1">
  <Mode>Vertical</Mode>
  <Components>
    <Component>
      <Path>LiveSplit.Splits.dll</Path>
      <Settings />
    </Component>
    <Component>
      <Path>LiveSplit.TheRun.dll</Path>
      <Settings>
        <Version>1.0</Version>
        <Path>{key}</Path>
        <IsStatsUploadingEnabled>True</IsStatsUploadingEnabled>
        <IsLiveTrackingEnabled>True</IsLiveTrackingEnabled>
      </Settings>
    </Component>
  </Components>
</Layout>
"""
    path = pick(rng, ("Layouts/any%.lsl", "LiveSplit/Layouts/main.lsl", "splits/layout-1080p.lsl"))
    return Out(path, text, key, "xml")
