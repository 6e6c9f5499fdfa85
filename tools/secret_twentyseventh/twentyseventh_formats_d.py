"""Hovercraft racing clubs: race timing, telemetry, entries, livestreams."""

import re

from twentyseventh_spec import dec_after, dec_b64, enc_b64, reg

F = "hovercraft_racing_club_events"
H = ("hovercraft", "skirt", "plenum", "hover", "lift")

reg(
    F,
    "hovercraft_transponder_timing_toml_upload",
    ("timing/config.toml", "<<org>>/laptimer/settings_<<n>>.toml"),
    """[decoder]
port = "/dev/ttyUSB0"
baud = 115200

[course]
name = "<<Org>> lake circuit"
laps = 10

[upload]
url = "https://live.<<dom>>/api/passings"
api_key = "<<cred>>"
interval_s = 5
""",
    "hex:40",
)

reg(
    F,
    "hovercraft_club_site_deploy_lftp_sh",
    ("site/deploy.sh", "<<first>>/bin/publish_results_<<n>>.sh"),
    """#!/bin/sh
# build the results pages and mirror them to the club's web host
set -e
hugo --minify
lftp -u <<org_>>,<<cred>> ftp.<<dom>> -e "mirror -R --delete public/ /htdocs; bye"
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "hovercraft_engine_telemetry_influx_python",
    ("telemetry/logger.py", "<<first>>/craft<<n>>/rpm_logger.py"),
    """from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS

client = InfluxDBClient(
    url="http://<<lan>>:8086",
    token="<<cred>>",
    org="<<org>>",
)
write = client.write_api(write_options=SYNCHRONOUS)


def log(rpm, egt, lift_pressure):
    p = Point("engine").field("rpm", rpm).field("egt", egt).field("lift", lift_pressure)
    write.write(bucket="craft", record=p)
""",
    "b64:64",
)

reg(
    F,
    "hovercraft_marshal_dutch_chat_wachtwoord",
    ("chats/marshals_<<date>>.txt", "exports/<<first>>/signal_wedstrijd_<<nn>>.txt"),
    """<<dmy>> <<time>> - <<First>>: wie heeft het wachtwoord van de inschrijvingen-laptop?
<<dmy>> <<time>> - <<First2>>: gebruiker is wedstrijd, wachtwoord <<cred>>
<<dmy>> <<time>> - <<First>>: top, dank je
""",
    "human",
    hint=H,
)

reg(
    F,
    "hovercraft_entries_php_pdo_positional",
    ("entries/inc/db.php", "<<org>>/www/includes/connect_<<n>>.php"),
    """<?php
// race entries + scrutineering database
$pdo = new PDO(
    "mysql:host=<<host>>;dbname=entries;charset=utf8mb4",
    "<<org_>>",
    "<<cred>>",
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);
""",
    "pw_dq",
    syntax="",
)


def _k8s_dec(text: str) -> str:
    m = re.search(r"DB_PASSWORD: (\S+)", text)
    if not m:
        raise ValueError("no DB_PASSWORD")
    return dec_b64(m.group(1))


reg(
    F,
    "hovercraft_results_api_k8s_secret_data",
    ("k8s/results-api/secret.yaml", "<<org>>/manifests/db-secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: results-db
  namespace: championship
type: Opaque
data:
  DB_USER: cmVzdWx0cw==
  DB_PASSWORD: <<cred>>
""",
    "pw_ini",
    enc=enc_b64,
    decode=_k8s_dec,
)

reg(
    F,
    "hovercraft_fuel_supplier_letter_ocr",
    ("scans/fuel_account_<<nn>>.txt", "ocr/<<org>>/letter_<<date>>.txt"),
    """<<Org>>
Hovercraft Club Treasurer
Dear <<First>> <<Last>>,

Re: Trade account <<nn>>-RACE (E10 and two-stroke oil)

Your online ordering account has been set up. Please use the details below to log
in at orders.fuelsdirect.co.uk:

  Account number:  <<nn>><<n>>
  Password:        <<cred>>

Yours sincerely,
Customer Accounts
""",
    "pw_ini",
    syntax="",
)


def _yt_key(rng) -> str:
    from twentyseventh_spec import alnum

    return "-".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))


reg(
    F,
    "hovercraft_livestream_obs_service_json",
    ("obs-studio/basic/profiles/Race_Day/service.json", "<<first>>/obs/service_<<n>>.json"),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMP"
    },
    "type": "rtmp_common"
}
""",
    _yt_key,
)

_ = dec_after
