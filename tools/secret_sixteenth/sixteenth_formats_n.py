# ruff: noqa: E501
"""Family amusement_arcade_bowling_centers: game cards, bowling scoring, escape rooms, laser tag."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_INI,
    SYM_SQ,
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
    uuid4,
)

FAM = "amusement_arcade_bowling_centers"


@fmt(FAM, "game_card_system_pos_json_api_password")
def card_json(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~=:")
    o = org(rng)
    data = {
        "site": f"{o} fun centre",
        "cardSystem": {
            "server": host(rng, "cards"),
            "port": 7001,
            "operator": "pos",
            "password": pw,
        },
        "bonusRules": {"rechargeBonusPercent": 20},
    }
    return Out(f"{o}/pos/cardsystem{rng.randint(1, 40)}.json", json.dumps(data, indent=2), pw)


@fmt(FAM, "redemption_kiosk_ini_sql_password")
def redemption_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[Kiosk]
Number=<<n>>
TicketEater=USB

[SQL]
Server=<<h>>
Database=Redemption
User=kiosk
Password=<<pw>>
""",
        n=rng.randint(1, 9),
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/Redemption/kiosk{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "party_booking_csharp_httpclient_api_key_header")
def party_cs(rng: random.Random) -> Out:
    key = uuid4(rng)
    o = org(rng)
    text = fill(
        """using System.Net.Http;

var http = new HttpClient { BaseAddress = new Uri("https://api.<<dom>>/v1/") };
http.DefaultRequestHeaders.Add("X-Api-Key", "<<key>>");
var parties = await http.GetStringAsync("reservations?type=party&date=2025-11-08");
Console.WriteLine(parties);
""",
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/PartyBoard/Program{rng.randint(1, 40)}.cs", text, key, "")


@fmt(FAM, "bowling_lane_scoring_server_xml_password_attribute")
def lanes_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<ScoringCenter lanes="<<l>>">
  <FrontDesk host="<<ip>>"/>
  <League export="true" host="<<h>>" user="league" password="<<pw>>"/>
  <Pinsetters type="string" />
</ScoringCenter>
""",
        l=rng.choice([12, 16, 24, 32]),
        ip=ip(rng),
        h=host(rng, "league"),
        pw=pw,
    )
    return Out(f"{o}/scoring/center{rng.randint(1, 40)}.xml", text, pw)


@fmt(FAM, "prize_inventory_php_pdo_positional_password")
def prize_php(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    o = org(rng)
    text = fill(
        """<?php
$db = new PDO('mysql:host=<<h>>;dbname=prizes;charset=utf8mb4', 'prizes', '<<pw>>');
$low = $db->query('SELECT sku, name, qty FROM prize WHERE qty < reorder_level')->fetchAll();
foreach ($low as $p) {
    echo "{$p['sku']} {$p['name']} {$p['qty']}\\n";
}
""",
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"{o}/prizes/low_stock{rng.randint(1, 40)}.php", text, pw, "")


@fmt(FAM, "escape_room_bookeo_curl_api_key_secret_key_query")
def bookeo_curl(rng: random.Random) -> Out:
    sec = alnum(rng, 32)
    o = org(rng)
    text = fill(
        """curl -s "https://api.bookeo.com/v2/bookings?startTime=2025-10-10T00:00:00Z&endTime=2025-10-17T00:00:00Z&apiKey=<<key>>&secretKey=<<sec>>" \\
  | jq -r '.data[] | [.productName, .startTime, .participants.numbers[0].number] | @tsv'
""",
        key=alnum(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        sec=sec,
    )
    return Out(f"{o}/escape/bookings{rng.randint(1, 99)}.sh", text, sec, "")


@fmt(FAM, "laser_tag_arena_controller_yaml_mqtt_password")
def lasertag_yaml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """arena:
  name: "<<o>> arena <<n>>"
  vests: 30
  game_minutes: 15
mqtt:
  host: "<<ip>>"
  port: 1883
  username: "arena<<n>>"
  password: "<<pw>>"
  topic_prefix: "lasertag/<<n>>"
""",
        o=o,
        n=rng.randint(1, 4),
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/arena/controller{rng.randint(1, 40)}.yaml", text, pw)
