"""Snowplow and winter road gritting depots: spreader controllers, route trackers."""

from twentysecond_spec import reg

F = "snowplow_winter_road_gritting"

reg(
    F,
    "snowplow_salt_spreader_controller_ini_telematics_password",
    ("spreaders/<<org>>/unit_<<n>>.ini", "depot/gritter<<n>>.ini"),
    """[Spreader]
Vehicle=GR<<nn>>
Rate=20

[Telematics]
Server=<<ip>>
Port=5027
Account=depot<<n>>
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "snowplow_route_tracker_ansible_inventory_ini_become_pass",
    ("inventory/<<org>>/hosts<<n>>.ini", "ansible/depots_<<nn>>.ini"),
    """[trackers]
tracker<<n>> ansible_host=<<ip>>

[trackers:vars]
ansible_user=winter
ansible_become_pass=<<v>>
""",
    "ini",
    "",
)

reg(
    F,
    "snowplow_road_weather_sensor_fortran_namelist_key",
    ("rws/<<org>>/station<<n>>.nml", "forecast/namelist_<<nn>>.nml"),
    """&upload
  server = 'rws.<<dom>>',
  station_id = <<nn>>,
  api_key = '<<v>>'
/
""",
    "a32",
    "",
)

reg(
    F,
    "snowplow_depot_shift_swedish_sms_losenord",
    ("sms/<<org>>/plogning_<<n>>.txt", "exports/sms_vinter_<<nn>>.txt"),
    """<<date>> <<hh>>:<<mm>> <<first>>: Nytt losenord till rutt-appen: <<v>>
<<date>> <<hh>>:<<mm>> <<first2>>: tack, ute med plog 3 nu
""",
    "human",
)

reg(
    F,
    "snowplow_brine_tank_level_node_mqtt_connect_options",
    ("brine/<<org>>/level_<<n>>.js", "scripts/brine_tank<<nn>>.js"),
    """const mqtt = require("mqtt");
const client = mqtt.connect("mqtts://<<host>>:8883", {
  username: "brine<<n>>",
  password: "<<v>>",
  clientId: "tank-<<n>>",
});
""",
    "dq",
    "",
)

reg(
    F,
    "snowplow_fleet_dashcam_upload_powershell_positional_cred",
    ("scripts/<<org>>/dashcam_<<n>>.ps1", "depot/upload_dashcam<<nn>>.ps1"),
    """$sec = ConvertTo-SecureString '<<v>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ('dashcam', $sec)
Copy-Item D:\\Dashcam\\*.mp4 -Destination \\\\<<host>>\\footage -Credential $cred
""",
    "sq",
    "",
)

reg(
    F,
    "snowplow_council_gritting_api_toml_bearer",
    ("gritting/<<org>>/api_<<n>>.toml", "config/council<<n>>.toml"),
    """[council_api]
base_url = "https://roads.<<dom>>/gritting"
bearer = "grt_<<v>>"
timeout = 15
""",
    "a40",
)

reg(
    F,
    "snowplow_operator_radio_transcript_txt_login",
    ("radio/<<org>>/night_<<n>>.txt", "transcripts/depot_<<nn>>.txt"),
    """03:12 DEPOT: plough four, the tablet logged you out again?
03:12 PLOUGH4: affirm, what's the login
03:13 DEPOT: user plough4, password <<v>>, all lower case except the first
03:13 PLOUGH4: in, thanks
""",
    "human",
)
