"""Family: curling rink and club (ice plant, league draws, bar till, streams)."""

import json
import random

from twentythird_spec import gen_pw, reg

F = "curling_rink_sheet_club"

_SJ = {"+": "\\u002B", "&": "\\u0026", "<": "\\u003C", ">": "\\u003E", "'": "\\u0027"}


def _stj(pw: str, s: dict) -> str:
    """System.Text.Json's default encoder escapes + & < > ' as \\uXXXX."""
    return "".join(_SJ.get(c, c) for c in pw)


def _dec_stj(text: str) -> str:
    return json.loads(text)["IcePlant"]["Password"]


def _pw_stj(r: random.Random) -> str:
    return gen_pw(r, sym="+&<>'")


reg(
    F,
    "curling_ice_plant_system_text_json_escaped_password",
    ("iceplant/<<org>>/appsettings.Production.json", "rink/plant<<n>>/appsettings.json"),
    """{
  "Logging": {"LogLevel": {"Default": "Information"}},
  "IcePlant": {
    "Controller": "<<ip>>",
    "User": "<<user>>",
    "Password": "<<enc>>",
    "BrineTargetC": -8.5
  }
}
""",
    _pw_stj,
    enc=_stj,
    decode=_dec_stj,
)

reg(
    F,
    "curling_stone_tracker_rust_reqwest_bearer_auth",
    ("stone-tracker/src/<<org>>_upload.rs", "tracker/src/upload<<n>>.rs"),
    """use reqwest::Client;

pub async fn upload(ends: &[End]) -> anyhow::Result<()> {
    Client::new()
        .post("https://stats.<<dom>>/api/ends")
        .bearer_auth("<<pw>>")
        .json(ends)
        .send()
        .await?;
    Ok(())
}
""",
    "key40",
    "",
)

reg(
    F,
    "curling_league_draw_php_mysqli_positional",
    ("league/<<org>>/draw.php", "htdocs/league<<n>>/db.php"),
    """<?php
$db = new mysqli("<<host>>", "<<user>>", "<<pw>>", "league");
if ($db->connect_errno) {
    die("Draw database unavailable");
}
$draws = $db->query("SELECT sheet, skip_a, skip_b FROM draws WHERE week = " . intval($_GET['w']));
""",
    "dq",
    "",
)

reg(
    F,
    "curling_bonspiel_signup_apps_script_const",
    ("apps-script/<<org>>/Code.gs", "bonspiel/signup<<n>>/Code.gs"),
    """const PAYMENT_KEY = '<<pw>>';
const SHEET_ID = '<<hex8>><<hex8>>';

function onFormSubmit(e) {
  const team = e.namedValues['Team name'][0];
  UrlFetchApp.fetch('https://pay.<<dom>>/v1/links', {
    method: 'post',
    headers: { Authorization: 'Bearer ' + PAYMENT_KEY },
    payload: { ref: team, amount: 16000 },
  });
}
""",
    "key32",
    "",
)

reg(
    F,
    "curling_club_bar_till_ini_backoffice_password",
    ("till/<<org>>/till.ini", "bar/till<<n>>/config.ini"),
    """[till]
terminal = BAR-<<n>>
receipt_printer = usb:0x04b8

[backoffice]
host = <<host>>
user = bar
pass = <<pw>>

[card_reader]
mode = standalone
""",
    "ini",
)

reg(
    F,
    "curling_ice_tech_notes_bare_slash_pair",
    ("notes/<<org>>/ice-tech-<<n>>.txt", "Desktop/ice_notes_<<date>>.txt"),
    """Ice tech notes - <<dmy>>

pebble 2x before league, scrape sheets B and D heavier
brine pump pressure ok
plant laptop  <<user>> / <<pw>>
call <<first>> re: dehumidifier filter
""",
    "human",
    "",
)

reg(
    F,
    "curling_scoreboard_hostapd_wpa_passphrase",
    ("etc/hostapd/hostapd<<n>>.conf", "scoreboard/<<org>>/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=Scoreboard-<<n>>
hw_mode=g
channel=6
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase=<<pw>>
rsn_pairwise=CCMP
""",
    "bare",
    "",
)


def _yt_key(r: random.Random) -> str:
    from twentythird_spec import alnum

    c = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "-".join(alnum(r, 4, c) for _ in range(5))


reg(
    F,
    "curling_sheet_stream_ffmpeg_rtmp_stream_key",
    ("streaming/<<org>>/sheet<<n>>.sh", "stream/start_sheet_<<n>>.sh"),
    """#!/bin/sh
ffmpeg -rtsp_transport tcp -i rtsp://<<ip>>:554/live \\
  -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -f flv \\
  rtmp://a.rtmp.youtube.com/live2/<<pw>>
""",
    _yt_key,
    "",
)
