# ruff: noqa: E501
"""Family e: a drone-racing (FPV) pilot in Cebu, the Philippines (Taglish / Cebuano): an
ExpressLRS build, Messenger copied text, RotorHazard race timing, PayMongo race entries,
Facebook Live with ffmpeg, a VLC playlist with a percent-encoded RTSP password, the league
sheet as XLSX sharedStrings and an SMS backup."""

from __future__ import annotations

import json
import random
import urllib.parse

from eightyeighth_spec import KARERA as F
from eightyeighth_spec import Slots, after, alnum, enc_url, pick, pw_with


def _race(rng: random.Random, s: Slots) -> None:
    s["ssid"] = pick(rng, ("PLDTHOMEFIBR", "GlobeAtHome_", "Converge_", "SKYfiber_")) + alnum(
        rng, 4, "0123456789ABCDEF"
    )
    s["track"] = pick(rng, ("Mactan", "Talisay", "Mandaue", "Lapu-Lapu", "IT Park"))
    s["pilot"] = pick(rng, ("dagitab", "kidlat", "lipad", "bagyo", "alon")) + str(
        rng.randint(1, 99)
    )


F.reg(
    "karera_expresslrs_user_defines_home_wifi_password",
    ("ExpressLRS/src/user_defines.txt", "fpv/elrs-<<pilot>>/user_defines.txt"),
    """### BINDING PHRASE:
-DMY_BINDING_PHRASE="<<pilot>> cebu karera"

### REGULATORY DOMAIN:
-DRegulatory_Domain_ISM_2400

### PERFORMANCE OPTIONS:
-DLOCK_ON_FIRST_CONNECTION
#-DUSE_R9MM_R9MINI_SBUS

### COMPATIBILITY OPTIONS:
#-DUART_INVERTED
#-DRCVR_UART_BAUD=420000

### OTHER OPTIONS:
# para mag-auto connect ang TX module sa wifi sa bahay kapag nag-update
-DHOME_WIFI_SSID="<<ssid>>"
-DHOME_WIFI_PASSWORD="<<cred>>"
-DAUTO_WIFI_ON_INTERVAL=60
""",
    cred="pw_dq",
    syntax="",
    extra=_race,
)


def _messenger_copy(s: Slots) -> str:
    return f"""{s["name2"]}
{s["time"]}
Pre, pwede ko hiramin account mo sa Velocidrone? Practice lang ako sa {s["track"]} track bago ang karera sa Sabado

{s["name"]}
{s["time"]}
Sige pre. Username {s["pilot"]}

{s["name"]}
{s["time2"]}
{s["cred"]}

{s["name"]}
{s["time2"]}
Wag mo lang papalitan ang rates ko ha 😅

{s["name2"]}
{s["time2"]}
Salamat pre! Libre kita lechon manok mamaya
"""


F.reg(
    "karera_messenger_copied_text_taglish_velocidrone",
    ("Documents/chat_<<fa2>>_<<ymd>>.txt", "Notes/messenger-copy-<<n>>.txt"),
    _messenger_copy,
    cred="human",
    syntax="",
    extra=_race,
)


def _rh(s: Slots) -> str:
    return json.dumps(
        {
            "GENERAL": {
                "HTTP_PORT": 5000,
                "ADMIN_USERNAME": "admin",
                "ADMIN_PASSWORD": s["cred"],
                "SECONDARY": [],
                "SECONDARY_TIMEOUT": 300,
                "DEBUG": False,
                "CORS_ALLOWED_HOSTS": "*",
                "FORCE_S32_BPILL_FLAG": False,
                "SHUTDOWN_BUTTON_GPIOPIN": 18,
                "SHUTDOWN_BUTTON_DELAYMS": 2500,
            },
            "SENSORS": {},
            "LED": {
                "LED_COUNT": 0,
                "LED_PIN": 10,
                "LED_FREQ_HZ": 800000,
                "LED_DMA": 10,
                "LED_INVERT": False,
                "LED_CHANNEL": 0,
                "LED_STRIP": "GRB",
                "PANEL_ROTATE": 0,
                "INVERTED_PANEL_ROWS": False,
            },
            "SERIAL_PORTS": [],
            "LOGGING": {
                "CONSOLE_LEVEL": "INFO",
                "SYSLOG_LEVEL": "NONE",
                "FILELOG_LEVEL": "INFO",
                "FILELOG_NUM_KEEP": 30,
            },
        },
        indent=4,
    )


F.reg(
    "karera_rotorhazard_config_json_admin_password",
    ("RotorHazard/src/server/config.json", "home/pi/rh-data-<<track>>/config.json"),
    _rh,
    cred="pw_json",
    extra=_race,
)


F.reg(
    "karera_paymongo_race_entry_node_checkout",
    ("karera-registration/server.js", "sites/<<org>>/api/checkout.js"),
    """// Registration fee para sa Cebu FPV karera - PayMongo checkout (GCash / Maya / card)
const express = require("express");
const axios = require("axios");

const PAYMONGO_SECRET = "<<cred>>";
const app = express();
app.use(express.json());

app.post("/checkout", async (req, res) => {
  const auth = Buffer.from(PAYMONGO_SECRET + ":").toString("base64");
  const r = await axios.post(
    "https://api.paymongo.com/v1/checkout_sessions",
    {
      data: {
        attributes: {
          line_items: [{ name: "Race entry - <<track>>", amount: 50000, currency: "PHP", quantity: 1 }],
          payment_method_types: ["gcash", "paymaya", "card"],
          success_url: "https://<<dom>>/salamat",
        },
      },
    },
    { headers: { Authorization: `Basic ${auth}` } }
  );
  res.json({ url: r.data.data.attributes.checkout_url });
});

app.listen(<<port>>);
""",
    cred="p:paymongo",
    syntax="",
    extra=_race,
)


def _fb_key(rng: random.Random, f: object, s: Slots) -> str:
    return f"FB-{rng.randint(10**14, 10**15)}-0-" + alnum(
        rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )


F.reg(
    "karera_ffmpeg_facebook_live_stream_key_bash_history",
    ("home/<<user>>/.bash_history", "home/pi/.bash_history.<<ymd>>"),
    """v4l2-ctl --list-devices
ls /dev/video*
ffmpeg -f v4l2 -list_formats all -i /dev/video0
ffmpeg -f v4l2 -framerate 30 -video_size 1280x720 -i /dev/video0 -f alsa -i hw:1 -c:v libx264 -preset veryfast -b:v 2500k -c:a aac -f flv "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"
htop
sudo reboot
""",
    cred=_fb_key,
    syntax="",
    extra=_race,
)


def _m3u(s: Slots) -> str:
    return f"""#EXTM3U
#EXTINF:-1,Finish gate cam - {s["track"]}
rtsp://admin:{s["enc"]}@{s["lip"]}:554/Streaming/Channels/101
#EXTINF:-1,Pit area cam
rtsp://{s["lip2"]}:554/live/ch00_1
"""


def _dec_m3u(text: str) -> str:
    return urllib.parse.unquote(after(text, r"rtsp://admin:([^@\s]+)@"))


F.reg(
    "karera_vlc_playlist_rtsp_percent_encoded_password",
    ("Videos/karera_<<track>>.m3u", "Desktop/cams-<<ymd>>.m3u"),
    _m3u,
    cred=lambda rng, f, s: pw_with(rng, "@#!?+$%"),
    syntax="",
    extra=_race,
    decode=_dec_m3u,
    enc=enc_url,
)


def _shared(s: Slots) -> str:
    strings = [
        "Pilot",
        "Callsign",
        "Velocidrone login",
        "Password",
        "Team",
        s["name2"],
        s["pilot"] + "x",
        "Sugbo Racers",
        s["name"],
        s["pilot"],
        s["cred"],
        "Lapu-Lapu Whoops",
    ]
    items = "".join(f"<si><t>{x}</t></si>" for x in strings)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>'


F.reg(
    "karera_league_sheet_xlsx_sharedstrings_logins",
    (
        "league_<<year>>.xlsx_extracted/xl/sharedStrings.xml",
        "Downloads/pilots-<<ymd>>/xl/sharedStrings.xml",
    ),
    _shared,
    cred="human_x",
    extra=_race,
)


def _sms(s: Slots) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["ts"]}" backup_date="{s["ts"]}000" type="full">
  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"]}000" type="1" subject="null" body="Bai, unsa password sa router sa field? Mag set up mi sa timing gate" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ts"]}000" sub_id="1" readable_date="{s["date"]} {s["time"]}" contact_name="{s["name2"]}" />
  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"]}500" type="2" subject="null" body="{s["cred"]}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["date"]} {s["time2"]}" contact_name="{s["name2"]}" />
  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"]}900" type="1" subject="null" body="Salamat bai!" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ts"]}000" sub_id="1" readable_date="{s["date"]} {s["time2"]}" contact_name="{s["name2"]}" />
</smses>
"""


F.reg(
    "karera_sms_backup_restore_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<ymd>><<hh>><<mm>>.xml", "Download/sms-<<ymd>>-<<n>>.xml"),
    _sms,
    cred="human_x",
    extra=_race,
)
