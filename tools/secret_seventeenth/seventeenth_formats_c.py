"""Mountain huts, alpine weather stations and mountain rescue files."""
# ruff: noqa: E501

import re
from urllib.parse import quote, unquote

from seventeenth_corpus import (
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    pick,
    uuid4,
    words_pw,
)

FAM = "mountain_hut_alpine_rescue"
HUTS = (
    "Blaueishuette",
    "Rifugio_Vajolet",
    "Cabane_Moiry",
    "Kaerlingerhaus",
    "Tuxerjoch",
    "Bivacco_Rossi",
)


@fmt(FAM, "hut_reservation_php_config_define_mysql_password")
def hut_php(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="!#$%*+-_.?@^~=:")
    hut = pick(rng, HUTS)
    text = fill(
        """<?php
// <<hut>> reservation desk - local configuration
define('HUT_NAME', '<<hut>>');
define('HUT_BEDS', <<beds>>);
define('DB_HOST', 'localhost');
define('DB_NAME', 'huette');
define('DB_USER', 'reserv');
define('DB_PASS', '<<pw>>');
define('SEASON_OPEN', '2025-06-14');
define('SEASON_CLOSE', '2025-09-28');
""",
        hut=hut,
        beds=rng.randint(20, 120),
        pw=pw,
    )
    return Out(f"huts/{o}/{hut.lower()}/config.local.{rng.randint(1, 99)}.php", text, pw, "")


@fmt(FAM, "avalanche_station_crbasic_cr1x_ftpclient_password_arg")
def crbasic(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """'CR1000X program - snow height / wind station <<st>>
Public HS, TA, WS, WD, BattV
Public FTPResult As Boolean
DataTable (Hourly, True, -1)
  DataInterval (0, 60, Min, 10)
  Average (1, HS, FP2, False)
  Average (1, TA, FP2, False)
  WindVector (1, WS, WD, FP2, False, 0, 0, 0)
EndTable

BeginProg
  Scan (10, Sec, 0, 0)
    Battery (BattV)
    SDI12Recorder (HS, C1, "0", "M!", 1.0, 0)
    CallTable Hourly
  NextScan
  SlowSequence
  Scan (1, Hr, 3, 0)
    FTPResult = FTPClient ("<<h>>", "<<u>>", "<<pw>>", "Hourly", "<<st>>_hourly.dat", 2, 0, 60, Min, -1008)
  NextScan
EndProg
""",
        st=f"ST{rng.randint(100, 999)}",
        h=host(rng, "lawis", o),
        u=f"station{rng.randint(10, 99)}",
        pw=pw,
    )
    return Out(f"stations/{o}/cr1x_snow_{rng.randint(100, 999)}.cr1x", text, pw, "")


@fmt(FAM, "hut_solar_mosquitto_bridge_conf_remote_password")
def mqtt_bridge(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """# Victron GX -> valley broker bridge (battery, PV yield, generator runtime)
connection valley-bridge
address <<h>>:8883
bridge_cafile /etc/ssl/certs/ca-certificates.crt
remote_clientid hut-<<n>>-gx
remote_username hut<<n>>
remote_password <<pw>>
topic N/+/battery/# out 1 "" huts/<<n>>/
topic N/+/solarcharger/# out 1 "" huts/<<n>>/
cleansession true
""",
        h=host(rng, "mqtt", o),
        n=rng.randint(1, 60),
        pw=pw,
    )
    return Out(f"hut-gx/{o}/mosquitto/conf.d/bridge_{rng.randint(1, 99)}.conf", text, pw, "")


@fmt(FAM, "rescue_callout_service_yaml_pager_api_key")
def rescue_yaml(rng):
    o = org(rng)
    key = "rcx_" + alnum(rng, 34)
    text = fill(
        """team: "<<o>> mountain rescue"
base: "Bergrettung Ortsstelle <<n>>"
alerting:
  provider: alpinealarm
  endpoint: https://api.alpinealarm.<<d>>/v3/alerts
  api_key: "<<key>>"
  groups: [einsatzleiter, hundefuehrer, notarzt]
  escalate_after_minutes: 4
helicopter:
  callsign: "Christophorus <<c>>"
""",
        o=o,
        n=rng.randint(1, 40),
        d=domain(rng, o),
        key=key,
        c=rng.randint(1, 17),
    )
    return Out(f"rescue/{o}/callout_{rng.randint(1, 99)}.yaml", text, key)


@fmt(FAM, "hut_channel_manager_json_oauth_client_secret")
def channel_json(rng):
    o = org(rng)
    sec = alnum(rng, 48)
    text = fill(
        """{
  "property": "<<hut>>",
  "channels": ["alpine-club", "direct", "hut-to-hut-trek"],
  "oauth": {
    "token_url": "https://auth.huettenbuchung.<<d>>/oauth2/token",
    "client_id": "<<cid>>",
    "client_secret": "<<sec>>"
  },
  "sync_minutes": 15
}
""",
        hut=pick(rng, HUTS),
        d=domain(rng, o),
        cid=uuid4(rng),
        sec=sec,
    )
    return Out(f"channel/{o}/channel_manager_{rng.randint(1, 99)}.json", text, sec)


@fmt(FAM, "satellite_messenger_mapshare_python_requests_auth")
def mapshare_py(rng):
    o = org(rng)
    pw = words_pw(rng, "-._#")
    text = fill(
        """import requests

# pulls the hut warden's satellite messenger track for the morning briefing
FEED = "https://share.garmin.com/Feed/Share/<<map>>"

resp = requests.get(FEED, auth=("", "<<pw>>"), params={"d1": "2025-07-01T00:00z"}, timeout=30)
resp.raise_for_status()
open("track_<<map>>.kml", "wb").write(resp.content)
""",
        map=f"{o.replace('-', '')}warden{rng.randint(1, 99)}",
        pw=pw,
    )
    return Out(f"briefing/{o}/mapshare_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "summit_webcam_cron_sh_curl_ftp_url_userinfo")
def webcam_sh(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-._~")
    text = fill(
        """#!/bin/sh
# summit webcam: grab a still every 10 minutes and push it down the valley
IMG=/tmp/cam_$(date +%H%M).jpg
libcamera-still -n -t 1 --width 2028 --height 1520 -o "$IMG"
curl -s -T "$IMG" "ftp://<<u>>:<<pw>>@<<h>>/webcam/<<o>>/current.jpg"
rm -f "$IMG"
""",
        u=f"cam{rng.randint(1, 40)}",
        pw=pw,
        h=host(rng, "ftp", o),
        o=o,
    )
    return Out(f"webcam/{o}/push_{rng.randint(1, 99)}.sh", text, pw, "")


def _decode_dburl(text: str) -> str:
    m = re.search(r"DATABASE_URL=postgres://[^:]+:([^@]+)@", text)
    return unquote(m.group(1))


@fmt(FAM, "hut_guestbook_app_dotenv_percent_encoded_db_url", decode=_decode_dburl)
def guestbook_env(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="@#%/:?")
    while not any(c in pw for c in "@#%/:?"):
        pw = gen_pw(rng, sym="@#%/:?")
    text = fill(
        """NODE_ENV=production
PORT=3080
DATABASE_URL=postgres://gaestebuch:<<enc>>@<<h>>:5432/gaestebuch
UPLOAD_DIR=/srv/gaestebuch/photos
MAX_PHOTO_MB=12
""",
        enc=quote(pw, safe=""),
        h=host(rng, "db", o),
    )
    return Out(f"guestbook/{o}/.env.production.{rng.randint(1, 99)}", text, pw, "")
