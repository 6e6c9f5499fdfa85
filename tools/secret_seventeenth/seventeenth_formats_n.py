"""Equestrian stables, horse shows and competition entries files."""
# ruff: noqa: E501

from seventeenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    jwt,
    org,
    pick,
)

FAM = "equestrian_stable_show_entries"
HORSES = (
    "Cornflower",
    "Dark Sonnet",
    "Highland Ember",
    "Quicksilver Lad",
    "Fjordlys",
    "Velvet Hollow",
)


@fmt(FAM, "horse_show_entries_xml_federation_api_key")
def entries_xml(rng):
    o = org(rng)
    key = hexs(rng, 40)
    show = rng.randint(1000, 9999)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<ShowEntries show="<<show>>" organiser="<<o>>">
  <Federation endpoint="https://entries.<<d>>/api/v2" apiKey="<<key>>"/>
  <Class number="12" name="1.20m Speed" table="A2"/>
  <Entry class="12" rider="<<rid>>" horse="<<horse>>" fei="10<<fei>>"/>
</ShowEntries>
""",
        show=show,
        o=o,
        d=domain(rng),
        key=key,
        rid=rng.randint(100000, 999999),
        horse=pick(rng, HORSES),
        fei=rng.randint(10000, 99999),
    )
    return Out(f"shows/{o}/S{show}_entries.xml", text, key)


@fmt(FAM, "stable_feed_scheduler_toml_postgres_password")
def feed_toml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """[yard]
name = "<<o>> livery"
boxes = <<boxes>>
feeds_per_day = 3

[database]
host = "<<h>>"
name = "stable"
user = "feeder"
password = "<<pw>>"

[feeders]
hay_nets = "auto"
""",
        o=o,
        boxes=rng.randint(10, 60),
        h=host(rng, "db", o),
        pw=pw,
    )
    return Out(f"yard/{o}/feed_scheduler_{rng.randint(1, 99)}.toml", text, pw)


@fmt(FAM, "showjumping_timing_scoreboard_ini_video_wall_password")
def timing_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Timing]
Photocells=Start,Finish
Resolution=0.01
TimeAllowed=72

[Scoreboard]
Type=LED
Host=<<ip>>
Port=10001

[VideoWall]
Url=http://<<ip2>>/api
User=arena
Password=<<pw>>
""",
        ip=f"192.168.{rng.randint(1, 9)}.{rng.randint(2, 250)}",
        ip2=f"192.168.{rng.randint(1, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"arena/{o}/timing_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "dressage_scoring_results_upload_python_bearer_jwt")
def dressage_py(rng):
    o = org(rng)
    tok = jwt(rng, {"sub": f"scorer-{o}", "scope": "results:write", "iat": epoch(rng)})
    text = fill(
        """import json

import requests

RESULTS_URL = "https://results.<<d>>/api/competitions/<<comp>>/results"
TOKEN = "<<tok>>"

with open("test_<<test>>_final.json") as fh:
    payload = json.load(fh)
requests.put(RESULTS_URL, json=payload, headers={"Authorization": "Bearer " + TOKEN}, timeout=30)
""",
        d=domain(rng),
        comp=rng.randint(10000, 99999),
        tok=tok,
        test=pick(rng, ("GP", "PSG", "Inter1", "L2")),
    )
    return Out(f"scoring/{o}/upload_results_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "livery_invoicing_csharp_sqlconnection_string_password")
def livery_cs(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~:,")
    text = fill(
        """using System.Data.SqlClient;

namespace LiveryInvoicing
{
    internal static class Db
    {
        private const string ConnectionString =
            "Server=<<h>>;Database=Livery;User Id=livery_app;Password=<<pw>>;TrustServerCertificate=True";

        public static SqlConnection Open()
        {
            var c = new SqlConnection(ConnectionString);
            c.Open();
            return c;
        }
    }
}
""",
        h=host(rng, "sql", o),
        pw=pw,
    )
    return Out(f"invoicing/{o}/src/Db{rng.randint(1, 99)}.cs", text, pw, "")


@fmt(FAM, "horse_passport_registry_sh_curl_bearer_header")
def passport_sh(rng):
    o = org(rng)
    tok = "hpr_" + alnum(rng, 40)
    text = fill(
        """#!/usr/bin/env bash
# look up a microchip in the equine passport registry
CHIP="$1"
curl -s -H "Authorization: Bearer <<tok>>" \\
  "https://registry.<<d>>/v1/equines?microchip=${CHIP}" | jq .
""",
        tok=tok,
        d=domain(rng),
    )
    return Out(f"vet/{o}/chip_lookup_{rng.randint(1, 99)}.sh", text, tok, "")


@fmt(FAM, "arena_livestream_encoder_yaml_rtmp_stream_key")
def stream_yaml(rng):
    o = org(rng)
    key = f"{alnum(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}-{alnum(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}-{alnum(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}-{alnum(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}-{alnum(rng, 4, 'abcdefghijklmnopqrstuvwxyz0123456789')}"
    text = fill(
        """encoder:
  input: sdi1
  resolution: 1920x1080
  bitrate_kbps: 6000
outputs:
  - name: youtube
    url: rtmp://a.rtmp.youtube.com/live2
    stream_key: "<<key>>"
  - name: archive
    path: /recordings/<<o>>
""",
        key=key,
        o=o,
    )
    return Out(f"arena/{o}/encoder_{rng.randint(1, 99)}.yaml", text, key)
