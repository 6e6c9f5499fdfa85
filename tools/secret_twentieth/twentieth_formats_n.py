"""Ropeways, funiculars and cable cars: drives, anemometers, gates, cabins, status pages."""

from __future__ import annotations

from twentieth_spec import reg

F = "ropeway_funicular_cable_car_ops"

reg(
    F,
    "ropeway_drive_control_ini_remote_password",
    "drive/<<org>>_drive<<n>>.ini",
    r"""[drive]
line = <<org>> gondola
max_speed_ms = 6.0

[remote_diagnostics]
host = <<ip>>
user = service
password = <<v>>
""",
    "pw",
)

reg(
    F,
    "ropeway_anemometer_wind_json_cloud_key",
    "wind/<<org>>_tower<<n>>.json",
    r"""{
  "tower": <<n>>,
  "gust_stop_ms": 20,
  "cloud": {"url": "https://wind.<<dom>>/api/readings", "apiKey": "<<v>>"}
}
""",
    "an32",
)

reg(
    F,
    "ropeway_ticket_gates_xml_turnstile_password",
    "gates/<<org>>_gates_<<n>>.xml",
    r"""<?xml version="1.0"?>
<GateConfig station="valley-<<n>>">
  <Turnstile id="1" ip="<<ip>>"/>
  <Backend url="https://tickets.<<dom>>/api" login="gates" password="<<v>>"/>
</GateConfig>
""",
    "pw_xml",
)

reg(
    F,
    "ropeway_cabin_cctv_yaml_rtsp_password",
    "cctv/<<org>>_cabins_<<n>>.yml",
    r"""cameras:
  cabin_<<n>>:
    url: "rtsp://viewer:<<v>>@<<ip>>:554/stream1"
    record: true
""",
    "pw_url",
)

reg(
    F,
    "ropeway_maintenance_app_typescript_api_key",
    "src/<<org>>/maintenance<<n>>.ts",
    r"""export const MAINTENANCE_API = "https://maint.<<dom>>/v1";
export const MAINTENANCE_KEY = "<<v>>";

export async function logInspection(cabin: number): Promise<void> {
  await fetch(`${MAINTENANCE_API}/cabins/${cabin}/inspections`, {
    method: "POST",
    headers: { "X-Api-Key": MAINTENANCE_KEY },
  });
}
""",
    "pre:mnt_:40",
    "",
)

reg(
    F,
    "ropeway_operator_radio_log_txt_engine_room_code",
    "logs/<<org>>_radio_<<date>>_<<n>>.txt",
    r"""<<time>> TOP: valley, wind 14 m/s, reduce speed
<<time>> VALLEY: copy. Engine room door code for the new mechanic is <<v>>
<<time>> TOP: copy, will pass on
""",
    "human",
    "",
)

reg(
    F,
    "ropeway_status_page_bash_curl_header_token",
    "scripts/<<org>>_status_<<n>>.sh",
    r"""#!/bin/bash
STATE=${1:-operational}
curl -fsS -X PATCH "https://status.<<dom>>/api/v1/components/<<n>>" \
  -H "Authorization: Token <<v>>" \
  -d "status=${STATE}"
""",
    "hex40",
    "",
)
