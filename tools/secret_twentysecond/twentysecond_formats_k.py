"""Pearl farms: nacre grading, hatchery rafts, auction houses."""

from twentysecond_corpus import hexs
from twentysecond_spec import reg

F = "pearl_oyster_nacre_farm"

reg(
    F,
    "pearl_raft_buoy_telemetry_lorawan_json_app_key",
    ("lora/<<org>>/raft_<<n>>.json", "buoys/raft<<n>>.json"),
    """{
  "devEui": "<<id8>><<id8>>",
  "joinEui": "70B3D57ED00<<nn>>",
  "appKey": "<<v>>",
  "sensor": "temperature+salinity"
}
""",
    lambda r: hexs(r, 32, upper=True),
)

reg(
    F,
    "pearl_grading_station_matlab_script_weboptions_password",
    ("grading/<<org>>/upload_<<n>>.m", "matlab/pearl_grades_<<nn>>.m"),
    """opts = weboptions('Username', 'grader<<n>>', 'Password', '<<v>>', 'Timeout', 30);
data = readtable('grades_<<date>>.csv');
webwrite('https://grading.<<dom>>/api/lots', data, opts);
""",
    "sq",
    "",
)

reg(
    F,
    "pearl_auction_house_tahitian_french_whatsapp_code",
    ("chats/<<org>>/enchere_<<n>>.txt", "exports/WhatsApp Chat - vente <<nn>>.txt"),
    """<<day>>/0<<n>>/2025 <<hh>>:<<mm>> - <<first>>: le code du coffre a change
<<day>>/0<<n>>/2025 <<hh>>:<<mm>> - <<first>>: c'est <<v>>
<<day>>/0<<n>>/2025 <<hh>>:<<mm>> - <<first2>>: ok merci, je supprime
""",
    "code",
)

reg(
    F,
    "pearl_hatchery_docker_compose_yaml_postgres_password",
    ("hatchery/<<org>>/docker-compose.yml", "compose/spat<<n>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: hatchery
      POSTGRES_PASSWORD: "<<v>>"
  app:
    image: registry.<<dom>>/spat-tracker:<<n>>
""",
    "dq",
)

reg(
    F,
    "pearl_export_certificates_elixir_mix_hex_config_key",
    ("config/<<org>>/prod<<n>>.exs", "certs/config/prod.exs"),
    """import Config

config :cites_client,
  base_url: "https://permits.<<dom>>",
  api_key: "<<v>>"
""",
    "a40",
    "",
)

reg(
    F,
    "pearl_farm_boat_starlink_router_uci_wireless_key",
    ("openwrt/<<org>>/wireless_<<n>>", "boat<<n>>/etc/config/wireless"),
    """config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<org>>-boat<<n>>'
	option encryption 'psk2'
	option key '<<v>>'
""",
    "sq",
    "",
)

reg(
    F,
    "pearl_nacre_lab_r_httr_authenticate_positional",
    ("lab/<<org>>/nacre_<<n>>.R", "analysis/thickness_<<nn>>.R"),
    """library(httr)
res <- GET("https://lims.<<dom>>/api/samples",
           authenticate("nacrelab", "<<v>>"))
samples <- content(res)
""",
    "dq",
    "",
)

reg(
    F,
    "pearl_diver_briefing_md_table_login",
    ("briefings/<<org>>/dive_<<n>>.md", "ops/briefing_<<nn>>.md"),
    """## Dive briefing <<date>>

| item | detail |
|---|---|
| site | raft line <<n>> |
| computer upload | user `divers`, pass `<<v>>` |
| max depth | 18 m |
""",
    "human",
)
