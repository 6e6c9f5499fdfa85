# ruff: noqa: E501
"""Family race_chip_timing_results: chip timing, race registration and results services."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    user,
    words_pw,
)

FAM = "race_chip_timing_results"


@fmt(FAM, "raceresult_simple_api_key_path_python_requests")
def raceresult_py(rng: random.Random) -> Out:
    key = alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    o = org(rng)
    text = fill(
        """import requests

EVENT_ID = <<ev>>
LIST_URL = "https://api.raceresult.com/<<ev>>/<<key>>"


def finishers():
    r = requests.get(LIST_URL, params={"lang": "en"}, timeout=20)
    r.raise_for_status()
    return [row for row in r.json() if row.get("Status") == "OK"]


if __name__ == "__main__":
    for row in finishers():
        print(row["Bib"], row["Name"], row["Time"])
""",
        ev=rng.randint(100000, 399999),
        key=key,
    )
    return Out(f"{o}-marathon/results/pull_{rng.randint(1, 99)}.py", text, key)


@fmt(FAM, "speedhive_results_ingest_yaml_client_secret")
def speedhive_yaml(rng: random.Random) -> Out:
    sec = alnum(rng, 44)
    o = org(rng)
    text = fill(
        """# karting club: import transponder passings from Speedhive into the club site
speedhive:
  organization_id: <<oid>>
  auth:
    token_url: "https://auth.mylaps.com/connect/token"
    client_id: "<<o>>-club-import"
    client_secret: "<<sec>>"
import:
  classes: ["Rotax Junior", "X30 Senior", "Cadet"]
  since_days: 7
""",
        oid=rng.randint(1000, 99999),
        o=o,
        sec=sec,
    )
    return Out(f"{o}/karting/speedhive-{rng.randint(1, 40)}.yaml", text, sec)


@fmt(FAM, "runsignup_api_secret_query_curl_participants")
def runsignup_curl(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    sec = alnum(rng, 32)
    o = org(rng)
    text = fill(
        """# participants export for the timing laptop (bib assignment)
curl -s "https://runsignup.com/rest/race/<<race>>/participants?format=json&event_id=<<ev>>&api_key=<<key>>&api_secret=<<sec>>&results_per_page=2500" \\
  -o participants.json
""",
        race=rng.randint(10000, 199999),
        ev=rng.randint(100000, 999999),
        key=key,
        sec=sec,
    )
    return Out(f"{o}/timing/export_{rng.randint(1, 99)}.sh", text, sec, "")


@fmt(FAM, "chronotrack_live_connector_ini_upload_password")
def chronotrack_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[Reader]
Type=ChronoTrack Controller
Address=<<ip>>
Port=3601
Location=FINISH

[Upload]
Enabled=1
Server=<<h>>
EventCode=<<ev>>
Username=<<u>>
Password=<<pw>>
BatchSize=200
""",
        ip=ip(rng),
        h=host(rng, "live"),
        ev=rng.randint(10000, 99999),
        u=user(rng),
        pw=pw,
    )
    return Out(f"{o}/timing/ct-live-{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "ipico_reader_expect_script_telnet_password")
def ipico_expect(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym="-_.@+")
    o = org(rng)
    text = fill(
        """#!/usr/bin/expect -f
# rewind the mat reader to pull reads after the power cut
set timeout 20
spawn telnet <<ip>> 10200
expect "login:"
send "timer\\r"
expect "Password:"
send "<<pw>>\\r"
expect ">"
send "rewind 2025-06-14 07:55:00\\r"
expect ">"
send "exit\\r"
""",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/timing/rewind{rng.randint(1, 99)}.exp", text, pw, "")


@fmt(FAM, "athlinks_results_publisher_csharp_const_api_key")
def athlinks_cs(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    o = org(rng)
    text = fill(
        """namespace ResultsPublisher
{
    internal static class Athlinks
    {
        public const string BaseUrl = "https://api.athlinks.com/";
        public const string ApiKey = "<<key>>";
        public const int EventCourseId = <<c>>;
    }
}
""",
        key=key,
        c=rng.randint(100000, 9999999),
    )
    return Out(f"{o}/ResultsPublisher/Athlinks{rng.randint(1, 40)}.cs", text, key, "")


@fmt(FAM, "webscorer_upload_php_apikey_post_field")
def webscorer_php(rng: random.Random) -> Out:
    key = alnum(rng, 24)
    o = org(rng)
    text = fill(
        """<?php
// Push start list changes from the club membership DB to Webscorer.
$fields = [
    'raceid'  => <<race>>,
    'apiid'   => '<<aid>>',
    'apikey'  => '<<key>>',
    'startlist' => file_get_contents(__DIR__ . '/startlist.csv'),
];
$ch = curl_init('https://www.webscorer.com/json/updatestartlist');
curl_setopt($ch, CURLOPT_POSTFIELDS, $fields);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
        race=rng.randint(100000, 999999),
        aid=rng.randint(10000, 99999),
        key=key,
    )
    return Out(f"{o}/club/webscorer_push{rng.randint(1, 40)}.php", text, key, "")


@fmt(FAM, "timing_tent_laptop_json_settings_results_site_password")
def tent_json(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    data = {
        "event": f"{o} 10k",
        "startGun": "09:00:00",
        "mats": ["START", "5K", "FINISH"],
        "publish": {
            "site": f"https://results.{domain(rng)}",
            "username": user(rng),
            "password": pw,
            "everySeconds": 30,
        },
    }
    return Out(f"{o}/tent/settings-{rng.randint(1, 40)}.json", json.dumps(data, indent=2), pw)
