# ruff: noqa: E501
"""Sea-salt works: brine pumps, pan sensors, wholesale, harvest scripts, packing lines."""

from __future__ import annotations

from twentieth_spec import reg

F = "saltworks_sea_salt_evaporation_pans"

reg(
    F,
    "saltworks_brine_pump_ini_modem_password",
    "pumps/<<org>>_brine<<n>>.ini",
    r"""[pump]
id = brine-<<n>>
[modem]
apn = iot.<<dom>>
admin_user = admin
admin_password = <<v>>
""",
    "pw",
)

reg(
    F,
    "saltworks_pan_level_sensor_toml_lora_app_key",
    "lora/<<org>>_pan<<n>>.toml",
    r"""[device]
name = "pan-level-<<n>>"
dev_eui = "70B3D57ED00<<hex8>>"
app_eui = "0000000000000000"
app_key = "<<v>>"
""",
    "HEX32",
)

reg(
    F,
    "saltworks_wholesale_api_json_partner_key",
    "wholesale/<<org>>_partner_<<n>>.json",
    r"""{"partner": "<<org>>", "api": "https://trade.<<dom>>/v2", "partner_key": "<<v>>", "currency": "EUR"}
""",
    "pre:slt_:32",
)

reg(
    F,
    "saltworks_harvest_python_paramiko_password_kwarg",
    "harvest/<<org>>_upload_<<n>>.py",
    r"""import paramiko

client = paramiko.SSHClient()
client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
client.connect("<<host>>", username="harvest", password='<<v>>')
sftp = client.open_sftp()
sftp.put("harvest_<<date>>.csv", "/incoming/harvest_<<date>>.csv")
""",
    "pw_sq",
)

reg(
    F,
    "saltworks_weather_station_yaml_upload_key",
    "weather/<<org>>_ws<<n>>.yaml",
    r"""station: saltpans-<<n>>
upload:
  service: wunderground-style
  station_id: I<<org>><<n>>
  station_key: <<v>>
""",
    "an8",
)

reg(
    F,
    "saltworks_packing_line_hocon_conf_db_password",
    "packing/<<org>>_<<n>>/application.conf",
    r"""packing {
  line = <<n>>
  db {
    url = "jdbc:postgresql://<<host>>:5432/packing"
    user = "packing"
    password = "<<v>>"
  }
}
""",
    "pw_dq",
    "",
)

reg(
    F,
    "saltworks_rakers_signal_txt_shed_login",
    "exports/signal_<<org>>_<<n>>.txt",
    r"""[<<date>> 16:40] <<first>>: who has the login for the shed scale pc
[<<date>> 16:41] Manager: scale / <<v>>
[<<date>> 16:41] <<first>>: ta
""",
    "human",
    "",
)
