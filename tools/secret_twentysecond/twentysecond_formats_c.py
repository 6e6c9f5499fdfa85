"""Paragliding and tandem flight schools: variometers, booking systems, weather relays."""

import base64
import re

from twentysecond_spec import reg

F = "paragliding_tandem_flight_school"

reg(
    F,
    "paraglide_vario_igc_upload_cfg_password",
    ("vario/<<org>>/xcsoar_<<n>>.prf", "instruments/vario<<n>>/profile.prf"),
    """PilotName="<<first>> <<last>>"
AircraftReg="PG-<<nn>>"
LiveTrackerEnabled="1"
LiveTrackerServer="track.<<dom>>"
WeGlideEnabled="1"
WeGlidePilotID="<<nn>>"
LiveTrackerUsername="<<user>>"
LiveTrackerPassword="<<v>>"
""",
    "dq",
)

reg(
    F,
    "paraglide_booking_har_basic_auth_header_base64",
    ("har/<<org>>/bookings_<<n>>.har", "debug/tandem_checkout_<<nn>>.har"),
    """{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<date>>T<<hh>>:<<mm>>:11.000Z",
        "request": {
          "method": "GET",
          "url": "https://admin.<<dom>>/api/tandem/slots?day=<<date>>",
          "headers": [
            {"name": "Accept", "value": "application/json"},
            {"name": "Authorization", "value": "Basic <<v>>"}
          ]
        },
        "response": {"status": 200, "headers": []}
      }
    ]
  }
}
""",
    "json",
    "json",
    enc=lambda v: base64.b64encode(f"office:{v}".encode()).decode(),
    decode=lambda t: (
        base64.b64decode(re.search(r'"Basic ([A-Za-z0-9+/=]+)"', t).group(1))
        .decode()
        .split(":", 1)[1]
    ),
)

reg(
    F,
    "paraglide_weather_relay_windy_station_lua_openwrt_key",
    ("openwrt/<<org>>/windrelay_<<n>>.lua", "relay/takeoff<<n>>.lua"),
    """local STATION = "takeoff-<<n>>"
local API_KEY = "<<v>>"
local url = string.format("https://stations.windy.com/pws/update/%s?winddir=%d&wind=%.1f",
  API_KEY, dir, speed)
os.execute("wget -q -O /dev/null '" .. url .. "'")
""",
    "hex64",
    "",
)

reg(
    F,
    "paraglide_school_crm_julia_keyword_password",
    ("analytics/<<org>>/students_<<n>>.jl", "reports/season_<<nn>>.jl"),
    """using LibPQ, DataFrames

conn = LibPQ.Connection("host=<<host>> dbname=school user=analyst password=<<v>>")
students = DataFrame(execute(conn, "SELECT * FROM students WHERE season = 2025"))
""",
    "bare",
    "",
)

reg(
    F,
    "paraglide_radio_dispatch_irc_log_op_password",
    ("irc/<<org>>/launchsite_<<n>>.log", "logs/#takeoff-<<nn>>.log"),
    """[<<hh>>:<<mm>>] * <<first>> has joined #takeoff-<<n>>
[<<hh>>:<<mm>>] <<first>> wind on the ramp is 18 gusting 25, holding tandems
[<<hh>>:<<mm>>] <<first2>> /msg ChanServ IDENTIFY takeoffops <<v>>
[<<hh>>:<<mm>>] <<first2>> oops wrong window
[<<hh>>:<<mm>>] <<first>> lol change that
""",
    "bare",
)

reg(
    F,
    "paraglide_gopro_footage_upload_rust_const_token",
    ("src/<<org>>_upload<<n>>.rs", "uploader/src/config_<<nn>>.rs"),
    """pub const BUCKET: &str = "tandem-footage-<<n>>";
pub const UPLOAD_TOKEN: &str = "pgv_<<v>>";

pub fn endpoint() -> String {
    format!("https://media.<<dom>>/upload/{}", BUCKET)
}
""",
    "a32",
    "",
)

reg(
    F,
    "paraglide_instructor_postcard_sentence_portal_password",
    ("notes/<<org>>/fridge_note_<<n>>.txt", "office/instructors_<<nn>>.txt"),
    """Reminder for whoever does the morning brief:
the flight log portal (logbook.<<dom>>) is shared now, we all log in as "instructors"
and it's <<v>> until <<first>> sets up personal accounts. Don't give it to the students.
""",
    "human",
)

reg(
    F,
    "paraglide_winch_tow_arduino_platformio_env_ota_password",
    ("winch/<<org>>/platformio_<<n>>.ini", "firmware/tow<<n>>/platformio.ini"),
    """[env:winch_controller]
platform = espressif32
board = esp32dev
framework = arduino
upload_protocol = espota
upload_port = <<ip>>
upload_flags =
    --port=3232
    --auth=<<v>>
""",
    "ini",
    "ini",
)
