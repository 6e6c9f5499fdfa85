# ruff: noqa: E501
"""Hot-air balloon operators: bookings, chase vehicles, weather briefings, pilot logbooks."""

from __future__ import annotations

import base64
import json

from twentieth_spec import reg

F = "hot_air_balloon_flight_operations"

reg(
    F,
    "balloon_flight_booking_clojure_edn_payment_key",
    "resources/<<org>>_booking_<<n>>.edn",
    r"""{:app/name "balloon-bookings"
 :http/port <<port>>
 :db/spec {:dbtype "postgresql" :host "<<host>>" :dbname "flights"}
 :payments {:provider :adyen
            :merchant-account "<<org>>Flights"
            :api-key "<<v>>"}
 :flights/max-passengers 16}
""",
    "pre:AQE:60",
    "",
)

reg(
    F,
    "balloon_chase_vehicle_tracker_kdl_api_token",
    "chase/<<org>>-van<<n>>.kdl",
    r"""// chase van tracker config
tracker "van-<<n>>" {
    interval-seconds 15
    upload url="https://track.<<dom>>/api/positions" token="<<v>>"
    geofence "launch-field" radius=400
}
""",
    "pre:trk_:40",
    "",
)

reg(
    F,
    "balloon_weather_briefing_matlab_api_key",
    "briefing/<<org>>_wx_<<n>>.m",
    r"""% Morning briefing: surface winds and 2000 ft winds for the launch sites
apiKey = '<<v>>';
url = sprintf('https://api.<<dom>>/v1/forecast?lat=%f&lon=%f&key=%s', 52.1, -1.3, apiKey);
opts = weboptions('Timeout', 20);
wx = webread(url, opts);
fprintf('Surface wind %d kt\n', wx.surface.speed_kt);
""",
    "hex32",
    "",
)


def _dec_har(text: str) -> str:
    har = json.loads(text)
    for h in har["log"]["entries"][0]["request"]["headers"]:
        if h["name"] == "Authorization":
            return base64.b64decode(h["value"].split()[1]).decode().split(":", 1)[1]
    raise ValueError("no auth")


reg(
    F,
    "balloon_passenger_manifest_har_basic_auth_b64",
    "har/<<org>>_manifest_<<n>>.har",
    r"""{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<date>>T06:02:11.000Z",
        "time": 184,
        "request": {
          "method": "GET",
          "url": "https://manifest.<<dom>>/api/flights/<<num>>/passengers",
          "httpVersion": "HTTP/2",
          "headers": [
            {"name": "Accept", "value": "application/json"},
            {"name": "Authorization", "value": "Basic <<v>>"}
          ],
          "queryString": [],
          "cookies": []
        },
        "response": {"status": 200, "statusText": "OK", "headers": [], "content": {"size": 2210, "mimeType": "application/json"}},
        "timings": {"send": 0, "wait": 170, "receive": 14}
      }
    ]
  }
}
""",
    "pw_json",
    "json",
    enc=lambda s: base64.b64encode(f"pilot:{s}".encode()).decode(),
    decode=_dec_har,
)

reg(
    F,
    "balloon_pilot_logbook_sync_ini_password",
    "logbook/<<org>>_<<first>>_logbook.ini",
    r"""[pilot]
name = <<first>> <<last>>
licence = BPL-<<num>>

[sync]
server = https://logbook.<<dom>>
username = <<user>>
password = <<v>>
auto_sync = yes
""",
    "pw",
)

reg(
    F,
    "balloon_launch_radio_gateway_ron_password",
    "radio/<<org>>-gateway-<<n>>.ron",
    r"""(
    callsign: "BALLOON<<n>>",
    channels: [
        (name: "ground", freq_mhz: 129.975),
        (name: "chase", freq_mhz: 446.006),
    ],
    gateway: (
        host: "<<ip>>",
        user: "radio",
        password: "<<v>>",
    ),
)
""",
    "pw_dq",
    "",
)

reg(
    F,
    "balloon_crew_chief_eml_hangar_door_code",
    "mail/<<org>>_crew_<<n>>.eml",
    r"""From: <<first>> <<last>> <<<email>>>
To: crew@<<dom>>
Subject: Weekend flights and hangar access
Date: Fri, 12 Jun 2026 18:40:02 +0100
Content-Type: text/plain; charset=utf-8

Hi all,

Three flights booked Saturday if the wind holds. First in opens up: the hangar
door keypad and the trailer app both now take <<v>> (changed after the open day).

Meet at 05:15.
<<first>>
""",
    "human",
    "",
)
