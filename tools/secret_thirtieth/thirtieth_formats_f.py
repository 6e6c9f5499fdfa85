"""Bobsleigh family: push-track teams, sled telemetry, federation travel."""

# ruff: noqa: E501
from thirtieth_spec import dec_after, enc_b64, reg, unb64

F = "bobsleigh_push_track_sled_team"

reg(
    F,
    "bobsleigh_sled_telemetry_telegraf_toml_influx",
    ("telemetry/<<org>>/telegraf.toml", "etc/telegraf/<<org>>-sled.toml"),
    """[agent]
  interval = "100ms"
  flush_interval = "2s"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["sled/+/imu", "sled/+/runners"]
  data_format = "json"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<pw>>"
  organization = "<<org>>"
  bucket = "runs"
""",
    "b64_64",
    "toml",
)

reg(
    F,
    "bobsleigh_push_start_timing_appsettings_json",
    ("PushTiming/<<org>>/appsettings.Production.json", "src/<<orgc>>.Timing/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Timing": "Server=<<host>>;Database=pushstart;User Id=timing;Password=<<pw>>;TrustServerCertificate=True"
  },
  "Photocells": { "Start": "COM3", "Finish": "COM4" }
}
""",
    "pw_json",
    "json",
)

reg(
    F,
    "bobsleigh_team_manager_latvian_chat_parole",
    ("chats/<<org>>/komanda_<<n>>.txt", "exports/<<first>>/chat_<<n>>.txt"),
    """[<<dmy>> <<time>>] <<firstc>> <<lastc>>: Sveiki! Federācijas portāla lietotājs ir <<user>>
[<<dmy>> <<time>>] <<firstc>> <<lastc>>: parole: <<pw>>
[<<dmy>> <<time>>] Kristaps: paldies, reģistrēšu sieriju Siguldā
""",
    "human",
    "",
)

reg(
    F,
    "bobsleigh_runner_logistics_kotlin_const_token",
    ("app/src/main/java/<<org>>/RunnerApi.kt", "android/<<org>>/core/ApiConfig.kt"),
    """package com.<<id>>.runners

object ApiConfig {
    const val BASE_URL = "https://logistics.<<dom>>/v3/"
    const val API_TOKEN = "<<pw>>"
    const val TIMEOUT_S = 20L
}
""",
    "x:rnr_:40",
    "",
)

reg(
    F,
    "bobsleigh_ice_track_booking_powershell_pscredential",
    ("scripts/<<org>>/Book-IceSlots.ps1", "ops/<<org>>/booking.ps1"),
    """$user = "<<org>>\\<<user>>"
$pass = ConvertTo-SecureString "<<pw>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
Invoke-RestMethod -Uri "https://track.<<dom>>/api/slots" -Method Post -Credential $cred -Body (@{ date = "<<date>>"; runs = 6 } | ConvertTo-Json)
""",
    "pw_dq",
    "",
)

reg(
    F,
    "bobsleigh_athlete_gps_rest_client_http_bearer",
    ("api-tests/<<org>>/gps.http", "docs/<<org>>/requests.http"),
    """### latest push-start GPS sessions
GET https://gps.<<dom>>/api/v1/athletes/<<n>>/sessions?limit=20
Authorization: Bearer <<pw>>
Accept: application/json

###
""",
    "p:jwt",
    "",
)

reg(
    F,
    "bobsleigh_federation_travel_netrc",
    ("home/<<user>>/.netrc", "users/<<first>>/.netrc"),
    """machine travel.<<dom>>
  login <<email>>
  password <<pw>>
machine files.<<dom>> login <<user>> password <<pw>>
""",
    "pw_bare",
    "",
)

reg(
    F,
    "bobsleigh_video_analysis_k8s_secret_base64",
    ("k8s/<<org>>/video-analysis-secret.yaml", "deploy/<<org>>/secrets/db.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: video-analysis-db
  namespace: <<org>>
type: Opaque
data:
  username: dmlkZW8=
  password: <<pw>>
""",
    "pw_ini",
    "yaml",
    enc_b64,
    dec_after(r"password: (\S+)", unb64),
)
