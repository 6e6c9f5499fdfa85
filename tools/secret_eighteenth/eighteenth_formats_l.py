"""Ice rinks: refrigeration plant, resurfacer telemetry, scoreboards, ticketing, league stats."""
# ruff: noqa: E501

import json
import re

from eighteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    org,
)

FAM = "ice_rink_arena_operations"


@fmt(FAM, "ice_plant_refrigeration_controller_ini_remote_password")
def _plant(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[plant]
refrigerant=NH3
brine_setpoint_c=-<<sp>>
compressors=2

[remote]
vpn_gateway=<<ip>>
service_user=coldservice
service_password=<<pw>>
""",
        sp=rng.randint(7, 12),
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"plant/{o}/controller{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "ice_resurfacer_telemetry_json_fleet_api_key")
def _resurfacer(rng):
    o = org(rng)
    key = alnum(rng, 32)
    text = fill(
        """{"machine": "resurfacer-<<n>>", "rink": "<<o>>", "battery": "lithium",
 "telemetry": {"url": "https://fleet.<<dom>>/v1/telemetry", "apiKey": "<<key>>", "everySeconds": 60},
 "bladeChangeEveryHours": 30}
""",
        n=rng.randint(1, 4),
        o=o,
        dom=domain(rng),
        key=key,
    )
    return Out(f"resurfacer/{o}/telemetry{rng.randint(1, 20)}.json", text, key)


@fmt(FAM, "rink_scoreboard_controller_xml_ftp_ad_password")
def _score(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0"?>
<Scoreboard arena="<<o>>">
  <Periods count="3" minutes="20"/>
  <AdRotation source="ftp://<<h>>/ads" user="board" password="<<pw>>" intervalSec="30"/>
</Scoreboard>
""",
        o=o,
        h=host(rng, "media"),
        pw=pw,
    )
    return Out(f"scoreboard/{o}/config{rng.randint(1, 20)}.xml", text, pw)


@fmt(FAM, "skate_sharpening_booking_toml_sms_api_key")
def _sharp(rng):
    o = org(rng)
    key = "sms_" + alnum(rng, 30)
    text = fill(
        """[shop]
hollows = ["3/8", "1/2", "5/8"]
turnaround_min = 20

[sms]
provider = "https://gw.<<dom>>/send"
api_key = "<<key>>"
""",
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/proshop/sharpening{rng.randint(1, 20)}.toml", text, key)


@fmt(FAM, "rink_public_session_ticketing_python_stripe_api_key_assign")
def _tick(rng):
    o = org(rng)
    key = "rk_live_" + alnum(rng, 99)
    text = fill(
        """import stripe

stripe.api_key = "<<key>>"

SESSIONS = {"public_skate": 900, "stick_and_puck": 1200, "freestyle": 1500}


def checkout(session, qty):
    return stripe.checkout.Session.create(
        mode="payment",
        line_items=[{"price_data": {"currency": "cad", "unit_amount": SESSIONS[session], "product_data": {"name": session}}, "quantity": qty}],
        success_url="https://<<o>>.ca/thanks",
    )
""",
        key=key,
        o=o,
    )
    return Out(f"{o}/ticketing/checkout{rng.randint(1, 30)}.py", text, key)


@fmt(FAM, "hockey_league_stats_sync_yaml_db_password")
def _league(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """league: <<o>> adult rec
divisions: [A, B, C, D]
gamesheet_import: true
db:
  host: <<h>>
  user: stats
  password: <<pw>>
  name: league
""",
        o=o,
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"league/{o}/sync{rng.randint(1, 20)}.yml", text, pw)


def _go_decode(text):
    return json.loads(text)["music"]["password"]


@fmt(FAM, "rink_music_player_go_marshalled_json_escaped_password", decode=_go_decode)
def _music(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="&<>")
    if not re.search(r"[&<>]", pw):
        pw = pw[:4] + ">" + pw[4:]
    esc = pw.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    text = fill(
        """{"rink":"<<o>>","music":{"server":"http://<<ip>>:6680","user":"dj","password":"<<esc>>","goalHorn":"horn.mp3"},"volume":80}
""",
        o=o,
        ip=ip(rng),
        esc=esc,
    )
    return Out(f"{o}/pa/musicd{rng.randint(1, 30)}.json", text, pw)
