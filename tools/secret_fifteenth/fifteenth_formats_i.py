# ruff: noqa: E501
"""marine_chartplotter_boat_iot: chartplotter software, boat gateways and marina apps."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_INI,
    SYM_JSON,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    hexs,
    pick,
    uuid4,
    words_pw,
)

FAM = "marine_chartplotter_boat_iot"


@fmt(FAM, "opencpn_conf_grib_downloader_user_password")
def _ocpn(rng):
    pw = words_pw(rng, "-_.!")
    text = f"""[Settings]
ConfigVersionString=Version 5.8.4
ShowGrid=0

[Settings/GlobalState]
FrameWinX=1280
FrameWinY=800

[PlugIns/GRIB/Download]
Server=weather.{alnum(rng, 6).lower()}.org
User={alnum(rng, 8).lower()}
Password={pw}
"""
    path = pick(
        rng, ("home/skipper/.opencpn/opencpn.conf", "opencpn/opencpn.ini", "boat-pi/opencpn.conf")
    )
    return Out(path, text, pw, "ini")


@fmt(FAM, "navionics_sdk_android_manifest_meta_data_key")
def _nav(rng):
    key = hexs(rng, 32, upper=True)
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="net.anchorwatch.app">
    <application android:label="AnchorWatch">
        <meta-data android:name="com.navionics.android.nms.key" android:value="{key}" />
        <activity android:name=".MainActivity" android:exported="true" />
    </application>
</manifest>
"""
    path = pick(
        rng,
        (
            "app/src/main/AndroidManifest.xml",
            "android/app/src/main/AndroidManifest.xml",
            "anchorwatch/src/main/AndroidManifest.xml",
        ),
    )
    return Out(path, text, key)


@fmt(FAM, "activecaptain_community_api_key_header_python")
def _ac(rng):
    key = alnum(rng, 32)
    text = f"""import httpx

AC_KEY = "{key}"

poi = httpx.get(
    "https://activecaptain.garmin.com/community/api/v1/points-of-interest/bbox",
    params={{"north": 54.5, "south": 54.1, "east": 10.4, "west": 9.8}},
    headers={{"apikey": AC_KEY}},
).json()
"""
    path = pick(rng, ("poi/activecaptain.py", "tools/marinas.py", "passage/ac_pull.py"))
    return Out(path, text, key)


@fmt(FAM, "nmea_wifi_gateway_settings_txt_ap_password")
def _ydwg(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""MODE=CLIENT
SSID=Marina-Guest
NETWORK_PASSWORD={gen_pw(rng, sym=SYM_INI)}
AP_SSID=YDWG-{alnum(rng, 4).upper()}
AP_PASSWORD={pw}
SERVER1=TCP,1456,NMEA0183
"""
    path = pick(rng, ("gateway/SETTINGS.TXT", "ydwg/backup/settings.txt", "boat/nmea-gw.txt"))
    return Out(path, text, pw, "")


@fmt(FAM, "pypilot_web_remote_json_login_password")
def _pyp(rng):
    pw = gen_pw(rng, sym=SYM_JSON)
    text = f"""{{"port": 8000, "language": "en", "remote": {{"user": "helm", "password": "{pw}"}}, "autopilot_host": "localhost"}}
"""
    path = pick(
        rng, ("home/tinypilot/.pypilot/web.conf", "pypilot/web.conf", "boat-pi/pypilot_web.conf")
    )
    return Out(path, text, pw, "json")


@fmt(FAM, "passage_planner_js_fetch_partner_api_key")
def _sn(rng):
    key = uuid4(rng)
    text = f"""const PARTNER_KEY = '{key}';

export async function tides(lat, lon) {{
  const url = `https://partner.savvy-navvy.com/v1/tides?lat=${{lat}}&lon=${{lon}}&key=${{PARTNER_KEY}}`;
  const r = await fetch(url);
  return r.json();
}}
"""
    path = pick(rng, ("web/src/tides.js", "planner/api/tides.js", "src/partners/tides.js"))
    return Out(path, text, key, "")


@fmt(FAM, "dockwa_marina_api_token_ruby_faraday")
def _dockwa(rng):
    tok = alnum(rng, 43, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""require "faraday"

DOCKWA = Faraday.new(url: "https://api.dockwa.com/v2") do |f|
  f.request :authorization, "Bearer", "{tok}"
  f.response :json
end

reservations = DOCKWA.get("marinas/{alnum(rng, 6).lower()}/reservations", arrival: "2026-06-01").body
File.write("berths.json", reservations.to_json)
puts "{email(rng)}"
"""
    path = pick(rng, ("lib/dockwa_sync.rb", "berths/pull.rb", "scripts/dockwa.rb"))
    return Out(path, text, tok, "")
