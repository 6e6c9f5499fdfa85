"""Wool mills: fleece scouring, carding, dye houses, yarn webshops, shearing contractors."""

from __future__ import annotations

from twentieth_spec import reg

F = "wool_mill_fleece_scouring_spinning"

reg(
    F,
    "woolmill_scour_line_hmi_project_xml_password",
    "hmi/<<org>>_scour_<<n>>.xml",
    r"""<?xml version="1.0" encoding="UTF-8"?>
<HmiProject name="ScourLine<<n>>">
  <Connections>
    <PlcConnection name="scour_plc" address="<<ip>>" rack="0" slot="1"/>
    <Historian server="<<host>>" database="scour" user="hmi" password="<<v>>"/>
  </Connections>
  <Users>
    <User name="operator" level="2"/>
  </Users>
</HmiProject>
""",
    "pw_xml",
)

reg(
    F,
    "woolmill_carding_machine_json_telemetry_key",
    "telemetry/<<org>>_card<<n>>.json",
    r"""{
  "machine": "card-<<n>>",
  "sliver_grams_per_m": 4.2,
  "telemetry": {"url": "https://iot.<<dom>>/v1/push", "key": "<<v>>"}
}
""",
    "hex40",
)

reg(
    F,
    "woolmill_yarn_webshop_docker_compose_db_password",
    "shop/<<org>>-<<n>>/docker-compose.yml",
    r"""services:
  shop:
    image: registry.<<dom>>/yarn-shop:2.<<n>>
    environment:
      DB_HOST: db
      DB_PASSWORD: "<<v>>"
    depends_on: [db]
  db:
    image: mariadb:11
    environment:
      MARIADB_DATABASE: shop
      MARIADB_PASSWORD: "<<v>>"
""",
    "pw_dq",
)

reg(
    F,
    "woolmill_dye_house_python_pymssql_positional_password",
    "dyehouse/<<org>>_recipes_<<n>>.py",
    r"""import pymssql

conn = pymssql.connect("<<host>>", "dyehouse", "<<v>>", "Recipes")
cur = conn.cursor()
cur.execute("SELECT shade, liquor_ratio FROM recipes WHERE lot = %s", (<<num>>,))
for row in cur:
    print(row)
""",
    "pw_dq",
)

reg(
    F,
    "woolmill_fleece_grading_fish_config_api_key",
    "home/<<user>>/.config/fish/conf.d/<<org>>_<<n>>.fish",
    r"""# fleece grading station
set -gx GRADING_STATION <<n>>
set -gx MICRON_API_URL https://micron.<<dom>>/api
set -gx MICRON_API_KEY <<v>>
""",
    "an40",
    "",
)

reg(
    F,
    "woolmill_shearing_contractor_sms_payroll_login",
    "exports/<<org>>_shearing_sms_<<n>>.txt",
    r"""<<date>> 19:22 <<first>>: gang of 4 done 1,140 ewes today, can you log it
<<date>> 19:30 Mill office: log it yourself on the payroll site, login shearing<<n>> pw <<v>>
<<date>> 19:31 <<first>>: legend
""",
    "human",
    "",
)

reg(
    F,
    "woolmill_spinning_frame_toml_mqtt_password",
    "frames/<<org>>_ring<<n>>.toml",
    r"""[frame]
id = "ring-frame-<<n>>"
spindles = 480

[mqtt]
host = "<<ip>>"
username = "frame<<n>>"
password = "<<v>>"
""",
    "pw_dq",
)
