"""Piano tuners and restorers: tuning apps, humidity-control systems in concert halls,
player-piano streaming, booking sites, restoration parts."""

import base64
import json

from nineteenth_spec import reg

F = "piano_tuning_restoration_service"

reg(
    F,
    "piano_tuning_app_backup_json_cloud_password",
    "tunelab/<<o>>_backup_<<m>>.json",
    """{
  "app": "PianoTune",
  "customers": 214,
  "sync": {"account": "<<e>>", "password": "<<v>>", "server": "https://sync.<<d>>"}
}
""",
    "json",
)

reg(
    F,
    "concert_hall_piano_humidity_system_ini_modem_password",
    "halls/<<o>>/lifesaver_<<n>>.ini",
    """[Unit]
Model=Humidity Control
Piano=Steinway D #<<m>>
[Modem]
APN=iot.<<d>>
User=hall<<n>>
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "player_piano_streaming_yaml_service_secret",
    "player/<<o>>/stream_<<n>>.yaml",
    """player:
  system: solenoid-stack
  midi_port: /dev/snd/midiC1D0
streaming:
  service_url: https://stream.<<d>>/v2
  client_id: piano-<<n>>
  client_secret: '<<v>>'
""",
    "sq",
)

reg(
    F,
    "piano_booking_site_wp_cli_yml_db_password",
    "site/<<o>>/wp-cli.yml",
    """path: web/wp
url: https://<<d>>
core config:
  dbname: tuning
  dbuser: tuning
  dbpass: '<<v>>'
  dbhost: <<h>>
""",
    "sq",
)

reg(
    F,
    "piano_parts_supplier_python_api_key_header",
    "parts/order_hammers_<<m>>.py",
    """import requests

HEADERS = {"X-Api-Key": "<<v>>"}
r = requests.get("https://parts.<<d>>/v1/hammers", params={"bore": "10.5"}, headers=HEADERS)
print(r.json())
""",
    "p:pps_:32",
)

reg(
    F,
    "piano_restoration_ticket_md_shop_alarm_code",
    "tickets/restore_<<m>>.md",
    """## Restoration ticket <<m>> - Bechstein model B

- restring, new bass strings
- rebush keys, new front rail punchings

Note for the weekend: the workshop alarm is disarmed from the app, login
<<e>> / `<<v>>`.
""",
    "words",
    "",
)

reg(
    F,
    "piano_tuner_docker_config_json_registry_auth_b64",
    "ops/<<o>>/docker_config_<<n>>.json",
    """{
  "auths": {
    "registry.<<d>>": {"auth": "<<ev>>"}
  }
}
""",
    "url",
    enc=lambda v: base64.b64encode(f"deploy:{v}".encode()).decode(),
    decode=lambda t: (
        base64.b64decode(next(iter(json.loads(t)["auths"].values()))["auth"])
        .decode()
        .split(":", 1)[1]
    ),
)
