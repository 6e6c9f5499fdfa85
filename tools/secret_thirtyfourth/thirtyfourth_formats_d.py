"""Family d: a hydroponic vertical farm in a converted warehouse."""

from __future__ import annotations

import urllib.parse

from thirtyfourth_spec import after, enc_url, human_with, jwt, pw_with, reg

F = "hydroponic_vertical_farm_grow_racks"

reg(
    F,
    "hydroponic_nutrient_doser_mosquitto_pub_cmd",
    ("notes/doser_debug_<<n>>.sh", "ops/<<org>>/test_pump_cmd.txt"),
    """# manual dose test, rack <<n>>
mosquitto_pub -h <<ip>> -p 1883 -u doser<<n>> -P <<cred>> -t farm/rack<<n>>/ec/set -m 1.8
mosquitto_sub -h <<ip>> -u doser<<n>> -P <<cred>> -t 'farm/rack<<n>>/#' -v
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "hydroponic_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>/ha/secrets.yaml"),
    """# grow room controller
mqtt_user: growroom
mqtt_password: "<<cred>>"
latitude_farm: 51.<<n4>>
influx_host: <<ip>>
notify_email: <<email>>
""",
    "pw_dq",
)

reg(
    F,
    "hydroponic_dutch_teams_chat_wachtwoord_klimaat",
    ("chats/teams_kweekcel_<<n3>>.txt", "export/<<org>>_chat_<<n>>.txt"),
    """<<first_cap>> <<last_cap>> <<hh>>:<<mm>>
Klimaatcomputer in cel <<n>> is weer uitgelogd, wie heeft het wachtwoord?
Sanne de Vries <<hh>>:<<mm>>
gebruiker teler, ww staat hieronder
Sanne de Vries <<hh>>:<<mm>>
<<cred>>
<<first_cap>> <<last_cap>> <<hh>>:<<mm>>
top, ik zit erin. CO2 stond op 1400 ppm 😬
""",
    human_with("basilicum", "sla", "kas", "led"),
)

reg(
    F,
    "hydroponic_telegraf_influxdb_v2_toml",
    ("telegraf/telegraf.conf.toml", "etc/<<org>>/telegraf-racks.toml"),
    """[agent]
  interval = "30s"
  hostname = "rack-gw-<<n>>"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["farm/+/sensors/#"]
  data_format = "json"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "grow_racks"
""",
    "p:influx",
)

reg(
    F,
    "hydroponic_farm_erp_odoo_conf",
    ("etc/odoo/odoo.conf", "deploy/<<org>>/odoo-<<env>>.conf"),
    """[options]
addons_path = /opt/odoo/addons,/opt/farm_addons
admin_passwd = <<adm>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^farm.*$
workers = 4
""",
    "pw",
    syntax="ini",
    extra=lambda r, s: {"adm": pw_with("!@")(r)},
)

reg(
    F,
    "hydroponic_led_dimmer_python_settings_jwt",
    ("lights/settings.py", "src/<<org>>_lighting/config.py"),
    """\"\"\"Settings for the LED dimming service (photoperiod 18/6).\"\"\"

RACKS = list(range(1, <<n>> + 1))
PHOTOPERIOD_H = 18
LIGHTING_CLOUD = "https://lights.<<dom>>/api"
LIGHTING_CLOUD_TOKEN = "<<cred>>"
""",
    lambda r: jwt(r, {"sub": "dimmer-svc", "scope": "lights:write", "iat": 1736000000}),
)

reg(
    F,
    "hydroponic_harvest_sheet_tsv_logins",
    ("sheets/harvest_week<<n>>.tsv", "drive/<<org>>/suppliers_logins.tsv"),
    """supplier\tportal\tlogin\tpass\tcontact
seed co\tseeds.<<dom>>\tfarm<<n3>>\t<<cred>>\t<<email>>
rockwool\t(phone order)\t\t\t<<first_cap>>
packaging\tbox.<<dom>>\t<<user>>\tsee safe\t
""",
    "pw",
)


def _rtsp_extra(rng, s):
    return {"enc": enc_url(str(s["cred"]))}


reg(
    F,
    "hydroponic_timelapse_ffmpeg_rtsp_percent_encoded",
    ("timelapse/capture_rack<<n>>.sh", "cron/<<org>>_timelapse.sh"),
    """#!/bin/bash
# one frame every 10 minutes from the rack camera
OUT=/srv/timelapse/rack<<n>>/$(date +%Y%m%d_%H%M).jpg
ffmpeg -loglevel error -rtsp_transport tcp \\
  -i "rtsp://admin:<<enc>>@<<ip>>:554/Streaming/Channels/101" \\
  -frames:v 1 -q:v 2 "$OUT"
""",
    pw_with("@:/#?%", sym="-_."),
    syntax="",
    extra=_rtsp_extra,
    decode=lambda t: urllib.parse.unquote(after(r"rtsp://admin:([^@]+)@", t)),
)
