"""Aquaponics farms: fish-tank dosing, grow-bed controllers, wholesale orders, water
chemistry logs, hatchery cameras."""

from nineteenth_spec import reg

F = "aquaponics_fish_tank_growbed_loops"

reg(
    F,
    "aquaponics_dosing_controller_ini_cloud_password",
    "aquaponics/<<o>>/doser_<<n>>.ini",
    """[pumps]
ph_down=1
calcium=2
iron_chelate=3

[targets]
ph=6.9
do_mg_l=6.0

[cloud]
server=<<h>>
user=doser<<n>>
password=<<v>>
""",
    "ini",
)

reg(
    F,
    "aquaponics_growbed_esp32_cpp_wifi_psk",
    "firmware/growbed_<<n>>/main.cpp",
    """#include <WiFi.h>
#include "sensors.h"

static const char *WIFI_SSID = "<<o>>-farm";
static const char *WIFI_PSK = "<<v>>";

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PSK);
  sensors_begin();
}

void loop() { sensors_poll(); delay(5000); }
""",
    "dq",
    "",
)

reg(
    F,
    "aquaponics_wholesale_orders_json_marketplace_token",
    "orders/<<o>>_wholesale_<<m>>.json",
    """{
  "farm": "<<o>>",
  "crops": ["butterhead", "basil", "pak choi"],
  "fish": {"species": "tilapia", "harvest_weight_g": 650},
  "marketplace": {"base": "https://api.<<d>>", "access_token": "<<v>>"}
}
""",
    "p:mkt_:40",
)

reg(
    F,
    "aquaponics_water_chemistry_r_script_db_password",
    "analysis/water_chem_<<m>>.R",
    """library(DBI)
con <- dbConnect(RPostgres::Postgres(), host = "<<h>>", dbname = "farm",
                 user = "analyst", password = "<<v>>")
chem <- dbGetQuery(con, "select day, nh3, no2, no3, ph from water_tests")
plot(chem$day, chem$no3, type = "l")
dbDisconnect(con)
""",
    "dq",
    "",
)

reg(
    F,
    "hatchery_camera_frigate_yaml_rtsp_userinfo",
    "frigate/<<o>>/config_<<n>>.yml",
    """cameras:
  hatchery_tank_<<n>>:
    ffmpeg:
      inputs:
        - path: rtsp://frigate:<<v>>@<<ip>>:554/stream1
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
""",
    "url",
)

reg(
    F,
    "aquaponics_feed_logger_sh_influx_token",
    "bin/feed_log_<<n>>.sh",
    """#!/usr/bin/env bash
# log fish feed grams per tank to InfluxDB
influx write --host https://influx.<<d>> --org <<o>> --bucket feed \\
  --token <<v>> "feed,tank=<<n>> grams=$1"
""",
    "a:86",
    "",
)

reg(
    F,
    "aquaponics_volunteer_handbook_txt_greenhouse_alarm_code",
    "handbook/volunteers_<<m>>.txt",
    """VOLUNTEER HANDBOOK - <<o>> aquaponics

1. Wash hands before touching the grow beds.
2. Never feed the fish more than the chart says.
3. If the alarm panel beeps when you come in, the staff login is
   volunteer / <<v>> on the panel by the sump.
""",
    "words",
    "",
)
