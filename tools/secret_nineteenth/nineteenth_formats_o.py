"""Quarries and aggregate sales: blast-design software, weighbridges, crusher PLCs,
seismograph uploads, haul-truck dispatch."""

from nineteenth_spec import reg

F = "quarry_blasting_aggregate_sales"

reg(
    F,
    "weighbridge_ticketing_ini_sql_password",
    "weighbridge/<<o>>/ticketing_<<n>>.ini",
    """[Weighbridge]
Indicator=COM2
MaxGross_t=50
[Database]
Server=<<h>>
Name=Weighbridge
User=wb<<n>>
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "blast_vibration_seismograph_upload_json_api_key",
    "blasts/<<o>>_seismo_<<n>>.json",
    """{
  "unit": "S<<m>>",
  "trigger_mm_s": 0.5,
  "upload": {"url": "https://vibe.<<d>>/events", "api_key": "<<v>>"}
}
""",
    "p:vib_:36",
)

reg(
    F,
    "crusher_plc_gateway_yaml_opcua_password",
    "crusher/<<o>>/gateway_<<n>>.yaml",
    """opcua:
  endpoint: opc.tcp://<<ip>>:4840
  security_policy: Basic256Sha256
  username: crusher
  password: '<<v>>'
tags:
  - ns=2;s=Jaw.Amps
  - ns=2;s=Cone.CSS
""",
    "sq",
)

reg(
    F,
    "haul_truck_dispatch_python_bearer_const",
    "dispatch/assign_trucks_<<m>>.py",
    """import requests

API = "https://dispatch.<<d>>/v1"
BEARER = "<<v>>"

trucks = requests.get(API + "/trucks", headers={"Authorization": "Bearer " + BEARER}).json()
""",
    "a:48",
)

reg(
    F,
    "aggregate_sales_portal_toml_payment_secret",
    "sales/<<o>>/portal_<<n>>.toml",
    """[portal]
name = "<<o>> aggregates"

[payments]
provider = "stripe"
secret_key = "sk_live_<<v>>"
""",
    "a:99",
)

reg(
    F,
    "blast_design_export_bat_net_use_password",
    "blasts/map_share_<<n>>.bat",
    """@echo off
net use Q: \\\\<<h>>\\blastdesign <<v>> /user:QUARRY\\shotfirer /persistent:no
xcopy C:\\Blasts\\*.bld Q:\\<<date>>\\ /y
net use Q: /delete
""",
    "bare",
    "",
)

reg(
    F,
    "shotfirer_radio_log_txt_magazine_keypad_code",
    "logs/shotfirer_<<date>>_<<n>>.txt",
    """<<date>> 11:55 sirens sounded, sentries posted
<<date>> 12:00 blast fired, 42 holes, all clear 12:09
<<date>> 12:30 explosives magazine keypad app: shotfirer / <<v>> (new one from the manager)
""",
    "words",
    "",
)
