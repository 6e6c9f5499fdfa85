# ruff: noqa: E501
"""Family k: a weather-station owner in Otago, New Zealand (English with Māori): weewx to
Weather Underground, Cumulus MX to PWSweather, the Ecowitt API, Windy uploads from cron,
an e-mail, a forum page with HTML entities (encoded), a Mosquitto bridge and a bare notes
file."""

from __future__ import annotations

import html
import random

from eightyeighth_spec import HUARERE as F
from eightyeighth_spec import Slots, after, alnum, enc_html, hexs, pick


def _wx(rng: random.Random, s: Slots) -> None:
    s["station"] = (
        "I" + pick(rng, ("OTAGO", "DUNEDI", "QUEENS", "WANAKA", "ALEXAN")) + str(rng.randint(2, 99))
    )
    s["place"] = pick(rng, ("Dunedin", "Wānaka", "Alexandra", "Queenstown", "Ōamaru"))
    s["app"] = hexs(rng, 32, upper=True)


F.reg(
    "huarere_weewx_conf_wunderground_station_password",
    ("etc/weewx/weewx.conf", "home/weewx/weewx-<<ymd>>.conf"),
    """# WEEWX CONFIGURATION FILE - <<place>> station
debug = 0
WEEWX_ROOT = /etc/weewx
log_success = True
log_failure = True
socket_timeout = 20
version = 5.1.0

[Station]
    location = "<<place>>, Otago"
    latitude = -45.87
    longitude = 170.50
    altitude = 120, meter
    station_type = Vantage
    station_url = https://<<dom>>/weather

[StdRESTful]
    [[StationRegistry]]
        register_this_station = False
    [[AWEKAS]]
        enable = false
        username = replace_me
    [[CWOP]]
        enable = false
        station = replace_me
    [[PWSweather]]
        enable = false
        station = replace_me
    [[WOW]]
        enable = false
        station = replace_me
    [[Wunderground]]
        enable = true
        station = <<station>>
        password = <<cred>>
        rapidfire = False
""",
    cred="p:wu_station",
    syntax="",
    extra=_wx,
)


F.reg(
    "huarere_cumulusmx_cumulus_ini_pwsweather_api_key",
    ("CumulusMX/Cumulus.ini", "home/pi/CumulusMX-<<ymd>>/Cumulus.ini"),
    """[Station]
Type=12
Model=Ecowitt GW1100
Latitude=-45.8788
Longitude=170.5028
Altitude=95
LocName=<<place>>
LocDesc=Huarere o <<place>>

[PWSweather]
ID=<<station>>
Password=<<cred>>
Enabled=1
Interval=15
SendUV=1
SendSR=1

[Wunderground]
ID=
Password=
Enabled=0
""",
    cred="p:pwsweather",
    syntax="ini",
    extra=_wx,
)


F.reg(
    "huarere_ecowitt_api_v3_python_realtime",
    ("weather/ecowitt_now.py", "home/<<user>>/huarere/ecowitt_<<n>>.py"),
    '''"""Current conditions from the Ecowitt cloud (API v3) for the <<place>> station."""

import requests

APPLICATION_KEY = "<<app>>"
API_KEY = "<<cred>>"
MAC = "<<mac>>"

r = requests.get(
    "https://api.ecowitt.net/api/v3/device/real_time",
    params={"application_key": APPLICATION_KEY, "api_key": API_KEY, "mac": MAC, "call_back": "all"},
    timeout=15,
)
d = r.json()["data"]
print("Temp", d["outdoor"]["temperature"]["value"], "Wind", d["wind"]["wind_speed"]["value"])
''',
    cred="p:ecowitt_api",
    syntax="py",
    extra=_wx,
)


F.reg(
    "huarere_crontab_windy_stations_api_key_curl",
    ("var/spool/cron/crontabs/<<user>>", "crontab-huarere-<<ymd>>.txt"),
    """# m h dom mon dow command
*/5 * * * * /home/<<user>>/bin/read_station.sh > /tmp/wx.txt
*/5 * * * * . /tmp/wx.txt && curl -s "https://stations.windy.com/pws/update/<<cred>>?winddir=$DIR&wind=$WIND&gust=$GUST&temp=$TEMP&rh=$RH&mbar=$BARO" >/dev/null
0 0 * * * /usr/bin/weectl report run >/dev/null 2>&1
""",
    cred="p:windy",
    syntax="",
    extra=_wx,
)


F.reg(
    "huarere_email_kia_ora_station_login_handover",
    ("Mail/Sent/<<ymd>>-station-handover.eml", "Outlook/Sent Items/<<n>>-huarere.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Weather station while we're away
Date: Fri, <<day>> Jan <<year>> <<time>>:00 +1300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Kia ora <<first2>>,

Thanks heaps for keeping an eye on the station while we're up north. If the
console drops off the WiFi, log in to the Raspberry Pi web page at
http://<<lip>>:8998 and restart Cumulus.

Username: admin
Password: <<cred>>

The rain gauge sometimes gets a wētā in it - just tip it out.

Ngā mihi,
<<first>>
""",
    cred="human",
    syntax="",
    extra=_wx,
)


def _forum(s: Slots) -> str:
    return f"""<!DOCTYPE html>
<html lang="en-NZ">
<head><meta charset="utf-8"><title>Private message - NZ Weather Forum</title></head>
<body>
<div class="pm">
<p class="from">From: {s["fa"]}_{s["station"]}</p>
<p>Kia ora, here are the details for the club's shared WeatherLink account for the {s["place"]} stations:</p>
<p>login: {s["email"]}<br>
kupuhipa / password: <span class="pw">{s["enc"]}</span></p>
<p>Ngā mihi</p>
</div>
</body>
</html>
"""


F.reg(
    "huarere_forum_pm_saved_html_entities_kupuhipa",
    ("Downloads/NZ Weather Forum - PM <<n>>.html", "Documents/huarere/pm_<<ymd>>.html"),
    _forum,
    cred="human_u",
    syntax="",
    extra=_wx,
    enc=enc_html,
    decode=lambda text: html.unescape(after(text, r'<span class="pw">(.*?)</span>')),
)


F.reg(
    "huarere_mosquitto_bridge_conf_remote_password",
    ("etc/mosquitto/conf.d/bridge.conf", "home/<<user>>/mosquitto/bridge-<<place>>.conf"),
    """# bridge the station's local MQTT to the club broker
connection huarere-<<station>>
address mqtt.<<dom>>:8883
bridge_cafile /etc/ssl/certs/ca-certificates.crt
remote_clientid <<station>>
remote_username <<station>>
remote_password <<cred>>
topic weather/# out 1 "" huarere/<<station>>/
try_private true
cleansession false
""",
    cred="pw_bare",
    syntax="",
    extra=_wx,
)


F.reg(
    "huarere_weatherlink_notes_txt_bare_secret",
    ("Desktop/weatherlink.txt", "Documents/huarere/keys-<<n>>.txt"),
    """WeatherLink v2
<<key>>
<<cred>>
station <<station>>
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: (
        _wx(rng, s),
        s.update(key=alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")),
    ),
)
