"""Coffee roasteries: roaster profile loggers, green-coffee importers, cupping-lab apps,
subscription shops, café espresso-machine telemetry."""

# ruff: noqa: E501
import re
from urllib.parse import quote, unquote

from nineteenth_spec import reg

F = "coffee_roastery_cupping_lab"

reg(
    F,
    "roaster_profile_logger_artisan_ini_cloud_password",
    "artisan/<<o>>/settings_<<n>>.ini",
    """[General]
roaster=Probat P12
units=C
[Curves]
chargeTemp=205
dropTemp=218
[RoastWorld]
syncEnabled=true
account=<<e>>
accountPassword=<<v>>
""",
    "ini",
)

reg(
    F,
    "green_coffee_importer_json_contract_api_key",
    "green/<<o>>_contracts_<<m>>.json",
    """{
  "importer": "<<o>> green",
  "lots": [{"origin": "Huila", "bags": 40, "grade": "Excelso EP"}, {"origin": "Sidama", "bags": 20}],
  "portal": {"url": "https://portal.<<d>>/v3", "x_api_key": "<<v>>"}
}
""",
    "p:gca_:36",
)

reg(
    F,
    "cupping_lab_scoresheet_app_django_settings_db_password",
    "cupping/cupping/settings_<<n>>.py",
    """DEBUG = False
ALLOWED_HOSTS = ["cupping.<<d>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "cupping",
        "USER": "cupper",
        "PASSWORD": "<<v>>",
        "HOST": "<<h>>",
    }
}
""",
    "dq",
)

reg(
    F,
    "coffee_subscription_shop_shopify_toml_admin_token",
    "shopify/<<o>>/shopify.app_<<n>>.toml",
    """client_id = "<<hx>><<hx>>"
name = "roast-subscriptions"
application_url = "https://subs.<<d>>"

[access]
admin_api_access_token = "shpat_<<v>>"
""",
    "x:32",
)

reg(
    F,
    "espresso_machine_telemetry_yaml_fleet_key",
    "cafes/<<o>>/espresso_<<n>>.yaml",
    """machine:
  model: linea-pb
  groups: 3
  boiler_target_c: 123
telemetry:
  endpoint: https://fleet.<<d>>/ingest
  fleet_key: <<v>>
""",
    "p:efk_:30",
)

reg(
    F,
    "roastery_wholesale_form_post_log_urlencoded_password",
    "logs/wholesale_portal_<<n>>.log",
    """<<date>> 09:14:02 INFO  POST /login HTTP/1.1 host=trade.<<d>>
<<date>> 09:14:02 DEBUG body: account=cafe-<<n>>&password=<<ev>>&remember=1
<<date>> 09:14:03 INFO  302 -> /orders
""",
    "ini",
    "",
    enc=lambda v: quote(v, safe=""),
    decode=lambda t: unquote(re.search(r"password=([^&\s]+)", t).group(1)),
    need=lambda v: any(c in v for c in "!@*+?^~"),
)

reg(
    F,
    "roastery_slack_export_json_scale_login",
    "slack_export/roasting/<<date>>.json",
    """[
  {"type": "message", "user": "U0<<hx>>", "text": "afterburner filter cleaned, roast 14 was a bit dark", "ts": "1741081200.000100"},
  {"type": "message", "user": "U0<<hx>>", "text": "the packing scale web ui is admin / <<v>> btw", "ts": "1741081260.000200"}
]
""",
    "words",
)
