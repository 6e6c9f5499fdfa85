# ruff: noqa: E501
"""Gelato and ice-cream makers: batch freezers, blast freezers, vans, POS, recipe costing."""

from __future__ import annotations

from twentieth_spec import reg

F = "gelato_ice_cream_batch_freezers"

reg(
    F,
    "gelato_batch_freezer_ini_cloud_password",
    "lab/<<org>>_batch<<n>>.ini",
    r"""[freezer]
model = BF-<<n>>
overrun_target = 30

[cloud]
url = https://fleet.<<dom>>
account = <<org>>
password = <<v>>
""",
    "pw",
)

reg(
    F,
    "gelato_blast_freezer_nodered_flows_json_mqtt_password",
    "nodered/<<org>>_flows_<<n>>.json",
    r"""[
  {"id": "<<hex8>>a1", "type": "tab", "label": "Blast freezer <<n>>"},
  {"id": "<<hex8>>b2", "type": "mqtt-broker", "name": "plant", "broker": "<<ip>>", "port": "1883",
   "credentials": {"user": "blast<<n>>", "password": "<<v>>"}},
  {"id": "<<hex8>>c3", "type": "mqtt in", "z": "<<hex8>>a1", "topic": "freezer/<<n>>/temp", "broker": "<<hex8>>b2"}
]
""",
    "pw_json",
)

reg(
    F,
    "gelato_delivery_van_ps1_route_api_key",
    "scripts/<<org>>_routes_<<n>>.ps1",
    r"""$headers = @{ "X-Route-Key" = "<<v>>" }
$stops = Import-Csv "C:\Gelato\stops_<<n>>.csv"
Invoke-RestMethod -Method Post -Uri "https://routes.<<dom>>/optimise" -Headers $headers -Body ($stops | ConvertTo-Json) -ContentType "application/json"
""",
    "pre:rte_:36",
    "",
)

reg(
    F,
    "gelato_shop_pos_java_constant_api_key",
    "src/main/java/com/<<org>>/pos/Config<<n>>.java",
    r"""package com.gelato.pos;

public final class Config {
    public static final String LOYALTY_URL = "https://loyalty.<<dom>>";
    public static final String PAYMENT_API_KEY = "<<v>>";
    private Config() {}
}
""",
    "an40",
    "",
)

reg(
    F,
    "gelato_recipe_db_postgres_create_role_password",
    "migrations/<<org>>_<<n>>_roles.sql",
    r"""-- costing app roles
CREATE ROLE costing_app LOGIN PASSWORD '<<v>>';
GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA recipes TO costing_app;
""",
    "pw_sq",
    "",
)

reg(
    F,
    "gelato_pasteuriser_haccp_yaml_cloud_key",
    "haccp/<<org>>_past<<n>>.yaml",
    r"""pasteuriser: past-<<n>>
hold_temp_c: 85
hold_seconds: 15
haccp_cloud:
  endpoint: https://haccp.<<dom>>/api
  api_key: <<v>>
""",
    "hex32",
)

reg(
    F,
    "gelato_parlour_staff_notice_md_wifi",
    "notices/<<org>>_staff_<<n>>.md",
    r"""## Staff notice <<date>>

* Wifi for the card readers is **<<org>>-pos**, password <<v>> (not for phones!)
* Pistachio paste delivery Thursday.
""",
    "human",
    "",
)
