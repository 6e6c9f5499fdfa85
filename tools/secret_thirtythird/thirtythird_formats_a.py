# ruff: noqa: E501
"""Family a: a district sewage undertaker's works and pumping stations."""

import base64

from thirtythird_spec import enc_b64, grab, reg

F = "sewage_works_pumping_stations"

reg(
    F,
    "sewage_scada_telemetry_outstation_ini",
    ("telemetry/<<org>>/outstation_<<n>>.ini", "scada/sites/ps<<n>>/rtu.ini"),
    """; outstation config exported from the telemetry head-end <<year>>-<<month>>-<<day>>
[site]
name = PS<<n>> <<last>> Lane
rtu_type = DNP3
poll_interval = 900

[comms]
primary = 4G
apn = telemetry.<<org>>
host = <<ip>>
port = 20000

[headend]
login = <<svc>>
password = <<cred>>
""",
    "pw_ini",
)

reg(
    F,
    "sewage_pumping_station_modbus_gateway_yaml",
    ("gateways/<<org>>-ps<<n>>.yaml", "edge/config/ps<<n>>/gateway.yml"),
    """# Modbus RTU -> MQTT gateway, wet well level and pump run hours
serial:
  port: /dev/ttyUSB0
  baudrate: 19200
  parity: E
registers:
  - {name: wet_well_level_mm, address: 40001, type: uint16}
  - {name: pump1_run_hours, address: 40011, type: uint32}
  - {name: pump2_run_hours, address: 40013, type: uint32}
mqtt:
  broker: mqtts://<<host>>:8883
  client_id: ps<<n>>-gw
  username: ps<<n>>
  password: "<<cred>>"
  topic_prefix: sewage/ps<<n>>
""",
    "pw_dq",
)

reg(
    F,
    "sewage_lab_lims_appsettings_connection_string",
    ("Lims.Web/appsettings.Production.json", "deploy/<<org>>/lims/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Lims": "Server=<<host>>,1433;Database=lims_samples;User Id=lims_app;Password=<<cred>>;Encrypt=True;TrustServerCertificate=True"
  },
  "Sampling": { "Determinands": ["BOD", "COD", "NH3-N", "TSS"], "ConsentSite": "STW<<n>>" }
}
""",
    "pw_json",
)

reg(
    F,
    "sewage_operator_greek_shift_handover",
    ("handover/vardia_<<year>><<month>><<day>>.txt", "notes/παράδοση_<<n>>.txt"),
    """Παράδοση βάρδιας — Μονάδα επεξεργασίας λυμάτων, <<day>>/<<month>>/<<year>> <<hh>>:<<mm>>

- Αντλιοστάσιο 3: η αντλία 2 έκανε trip δύο φορές, ειδοποιήθηκε ο ηλεκτρολόγος.
- Δεξαμενή αερισμού: DO 1.8 mg/l, κανονικά.
- Άλλαξα τον κωδικό του HMI στην αίθουσα ελέγχου γιατί τον ήξεραν όλοι οι εργολάβοι.
  Χρήστης: operator
  Νέος κωδικός: <<cred>>
- Ο <<first>> έρχεται αύριο 07:00.
""",
    "human",
)

reg(
    F,
    "sewage_tanker_booking_php_pdo_positional",
    ("htdocs/tanker-booking/inc/db.php", "www/<<org>>/booking/db_connect.php"),
    """<?php
// cesspit / septic tank emptying bookings
$dsn = 'mysql:host=<<host>>;dbname=tanker_bookings;charset=utf8mb4';
try {
    $pdo = new PDO($dsn, 'booking_web', '<<cred>>', [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
    ]);
} catch (PDOException $e) {
    error_log('db: ' . $e->getMessage());
    http_response_code(500);
    exit;
}
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "sewage_flow_logger_sites_csv_column",
    ("loggers/flow_logger_sites_<<year>>.csv", "shared/ops/<<org>>_loggers.csv"),
    """site_id,site_name,logger,sim_msisdn,web_user,web_pass,last_visit
STW<<n2>>,<<last>> STW inlet,Technolog Cello,447700<<n2>>123,<<org>>,<<cred>>,<<year>>-<<month>>-<<day>>
CSO<<n>>,<<last2>> Road overflow,HWM Radwin,447700<<n2>>456,<<org>>,(same),<<year>>-<<month>>-<<day>>
PS<<n2>>,Mill Lane PS,Technolog Cello,447700<<n2>>789,<<org>>,(same),<<year>>-<<month>>-<<day>>
""",
    "alnum:12",
)


def _k8s_dec(text: str) -> str:
    return base64.b64decode(grab(r"DB_PASSWORD: (\S+)", text)).decode()


reg(
    F,
    "sewage_odour_complaints_portal_k8s_secret_b64",
    ("k8s/odour-portal/secret.yaml", "deploy/<<org>>/odour-complaints-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: odour-portal-db
  namespace: customer-portals
  labels:
    app: odour-complaints
type: Opaque
data:
  DB_USER: b2RvdXJfYXBw
  DB_PASSWORD: <<cred>>
""",
    "pw_ini",
    enc=enc_b64,
    decode=_k8s_dec,
)

reg(
    F,
    "sewage_storm_overflow_edm_python_header",
    ("edm/push_spills.py", "scripts/<<org>>_edm_upload.py"),
    '''"""Push event duration monitoring (storm overflow spill) records to the regulator hub."""

import csv
import sys

import requests

HUB = "https://edm-hub.<<dom>>/api/v2/spills"
HEADERS = {"X-Api-Key": "<<cred>>", "Accept": "application/json"}


def main(path: str) -> None:
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    r = requests.post(HUB, json={"records": rows}, headers=HEADERS, timeout=30)
    r.raise_for_status()


if __name__ == "__main__":
    main(sys.argv[1])
''',
    "x:edm_live_:32",
)
