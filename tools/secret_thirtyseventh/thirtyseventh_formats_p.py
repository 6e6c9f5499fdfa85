# ruff: noqa: E501
"""Family p: kiwifruit growers of Tauranga and Te Puke (New Zealand): graders, coolstores, pollination."""

from __future__ import annotations

from thirtyseventh_spec import human_with, reg

FAM = "kiwifruit_tauranga_tepuke_sungold"
NZ = (
    "Mere",
    "Tane",
    "Aroha",
    "Hemi",
    "Kiri",
    "Wiremu",
    "Sarah",
    "Liam",
    "Manpreet",
    "Harjit",
    "Ngaire",
    "Rawiri",
)
WORDS = (
    "kiwifruit",
    "tepuke",
    "tauranga",
    "mauao",
    "hayward",
    "sungold",
    "kumara",
    "pohutukawa",
    "katikati",
    "kiaora",
    "whanau",
    "kaimai",
)

reg(
    FAM,
    "kiwifruit_sungold_line_plc_ini_password",
    ("<<org>>/grader/line<<n>>.ini", "C/GraderHMI/config/plc.ini"),
    """\
[grader]
line = <<n>>
cups_per_lane = 240
fruit = SunGold

[plc]
address = <<lan>>
rack = 0
slot = 1

[hmi_remote]
user = supervisor
password = <<cred>>
""",
    "pw",
)

reg(
    FAM,
    "kiwifruit_maori_te_reo_chat_kupuhipa",
    ("chats/<<org>>_roopu_<<date>>.txt", "messenger/tepuke_<<p1>>.txt"),
    """\
<<dmy>> <<time>> <<p1>>: Kia ora koutou, kāore e taea e au te takiuru ki te pūnaha utu o te hunga kohi
<<dmy>> <<time>> <<p2>>: Kia ora! He kupuhipa hou tēnā
<<dmy>> <<time2>> <<p2>>: <<cred>>
<<dmy>> <<time2>> <<p1>>: Ka pai, ngā mihi 🥝
""",
    human_with(*WORDS, names=NZ),
    syntax="",
    people=NZ,
)

reg(
    FAM,
    "kiwifruit_hicane_diary_flutter_dart_supabase_service_key",
    ("spray_diary/lib/supabase_config.dart", "<<org>>_spray/lib/config.dart"),
    """\
import 'package:supabase_flutter/supabase_flutter.dart';

// Spray diary (Hi-Cane, copper, bud-break records) for GAP audits
const String supabaseUrl = 'https://<<hex12>>abcd.supabase.co';
const String supabaseServiceKey = '<<cred>>';

Future<void> initSupabase() async {
  await Supabase.initialize(url: supabaseUrl, anonKey: supabaseServiceKey);
}
""",
    "jwt:service_role",
    syntax="",
)

reg(
    FAM,
    "kiwifruit_hukapapa_fan_alerts_twilio_node_auth_token",
    ("frost-alerts/index.js", "<<org>>/frost/alerts.js"),
    """\
// Frost fan start alerts to block managers (Te Puke, Katikati)
const twilio = require("twilio");

const accountSid = "AC<<hex40>>".slice(0, 34);
const authToken = "<<cred>>";
const client = twilio(accountSid, authToken);

async function frostAlert(block, tempC) {
  return client.messages.create({
    from: "+6427<<num>><<n>>",
    to: "+6421<<id>>",
    body: `Frost fans on in block ${block}: ${tempC} °C`,
  });
}

module.exports = { frostAlert };
""",
    "p:twilio_auth",
    syntax="",
)

reg(
    FAM,
    "kiwifruit_kaikohi_payroll_xero_client_secret_python",
    ("payroll/xero_sync.py", "<<org>>/scripts/pickers_to_xero.py"),
    """\
from xero_python.api_client import ApiClient, Configuration
from xero_python.api_client.oauth2 import OAuth2Token

# Seasonal pickers (RSE workers, backpackers) timesheets -> Xero payroll
XERO_CLIENT_ID = "<<hex40>>"[:32].upper()
XERO_CLIENT_SECRET = "<<cred>>"

api_client = ApiClient(
    Configuration(oauth2_token=OAuth2Token(client_id=XERO_CLIENT_ID, client_secret=XERO_CLIENT_SECRET)),
    pool_threads=1,
)
""",
    "p:xero_secret",
)

reg(
    FAM,
    "kiwifruit_coolstore_compose_grafana_admin_password",
    ("coolstore/docker-compose.yml", "<<org>>-coolstore/compose.yaml"),
    """\
services:
  influxdb:
    image: influxdb:2.7
    volumes: ["influx:/var/lib/influxdb2"]
  grafana:
    image: grafana/grafana:11.2.0
    ports: ["3000:3000"]
    environment:
      - GF_SECURITY_ADMIN_USER=coolstore
      - GF_SECURITY_ADMIN_PASSWORD=<<cred>>
      - GF_SERVER_ROOT_URL=https://temps.<<dom>>
volumes:
  influx: {}
""",
    "pw_alnum",
)

reg(
    FAM,
    "kiwifruit_export_lab_gitlab_ci_ed25519_signing_key",
    (".gitlab-ci.yml", "<<org>>-residue-lab/.gitlab-ci.yml"),
    """\
stages: [build, sign]

variables:
  LAB_NAME: "Bay of Plenty residue lab"
  SIGNING_KEY: |
<<indented>>

build:
  stage: build
  image: python:3.12
  script:
    - pip install -r requirements.txt
    - python make_reports.py --season <<year>>

sign:
  stage: sign
  script:
    - echo "$SIGNING_KEY" > key.pem
    - openssl pkeyutl -sign -inkey key.pem -rawin -in reports.tar -out reports.sig
""",
    "ed25519",
    extra=lambda r, v: {
        "indented": "\n".join("    " + line for line in v["cred"].splitlines()),
        "needle": v["cred"].splitlines()[1],
    },
)

reg(
    FAM,
    "kiwifruit_pollination_miere_hire_json_openai_key",
    ("<<org>>/pollination/assistant.json", "hive-hire/config/assistant.json"),
    """\
{
  "name": "Hive hire assistant",
  "model": "gpt-4o-mini",
  "openai_api_key": "<<cred>>",
  "system_prompt": "Answer growers' questions about hive placement (8 hives/ha for Hayward, 10 for SunGold).",
  "max_tokens": 400
}
""",
    "p:openai",
)
