"""Speedway (motorcycle) clubs: timing, pits, stadium systems."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "speedway_motorcycle_track_meetings"

reg(
    F,
    "speedway_timing_gate_mqtt_hcl_config",
    ("timing/<<org>>/gate.hcl", "deploy/<<org>>/timing-gate.hcl"),
    'gate "start" {\n  broker   = "tcp://<<ip>>:1883"\n  username = "gate_start"\n  password = "<<v>>"\n  topic    = "speedway/heats"\n}\n',
    "pw_dq",
    "",
)
reg(
    F,
    "speedway_heat_results_scala_slick_config",
    (
        "results/<<org>>/src/main/resources/application.conf",
        "heat-results/<<org>>/application.conf",
    ),
    'slick.dbs.default {\n  profile = "slick.jdbc.PostgresProfile$"\n  db {\n    url = "jdbc:postgresql://<<host>>:5432/heats"\n    user = "heats_app"\n    password = "<<v>>"\n  }\n}\n',
    "pw_dq",
    "",
)
reg(
    F,
    "speedway_promoter_danish_sms_kodeord",
    ("sms/<<org>>/promoter-<<nn>>.txt", "export/<<org>>/sms_<<year>>.txt"),
    "<<first>> <<hh>>:<<mm>>: Hej! Kodeordet til billetsystemet er <<v>> - brugernavn er din mail.\n<<first2>> <<hh>>:<<mm>>: Super, tak!\n",
    "human",
    "",
)
reg(
    F,
    "speedway_pit_board_display_cpp_constants",
    ("pitboard/<<org>>/src/config.h", "firmware/<<org>>/pitboard_config.hpp"),
    '#pragma once\n\nnamespace cfg {\nconstexpr const char* kSsid = "<<org>>-pits";\nconstexpr const char* kWifiPass = "<<v>>";\nconstexpr int kLapCount = 4;\n}  // namespace cfg\n',
    "pw_dq",
    "",
)
reg(
    F,
    "speedway_stadium_tannoy_crontab_curl",
    ("cron/<<org>>/tannoy.crontab", "etc/cron.d/<<org>>-announcements"),
    "# m h dom mon dow command\n*/5 18-22 * * 3 curl -s -X POST -H 'X-Auth: <<v>>' https://announce.<<dom>>/api/queue >/dev/null 2>&1\n",
    "x:ann_:32",
    "",
)
reg(
    F,
    "speedway_rider_portal_typescript_axios_create",
    ("portal/<<org>>/src/api/client.ts", "rider-app/<<org>>/src/http.ts"),
    "import axios from 'axios';\n\nexport const api = axios.create({\n  baseURL: 'https://riders.<<dom>>/v1',\n  headers: { Authorization: `Token <<v>>` },\n});\n",
    "hex40",
    "",
)
reg(
    F,
    "speedway_track_curator_logbook_prose",
    ("logbooks/<<org>>/curator-<<year>>.txt", "notes/<<org>>/track-log.txt"),
    "<<day>>.<<mon>>. Watered twice, shale top-up on bend 3. Weather station had reset itself again — logged back in to the console with <<v>> (same as the grader tablet). Forecast dry.\n",
    "human",
    "",
)
reg(
    F,
    "speedway_live_scores_firebase_web_config",
    ("live/<<org>>/src/firebase.js", "scores/<<org>>/public/js/firebase-init.js"),
    'const firebaseConfig = {\n  apiKey: "<<v>>",\n  authDomain: "<<org>>-live.firebaseapp.com",\n  projectId: "<<org>>-live",\n  appId: "1:<<nn>><<nn>>:web:<<h8>>",\n};\nfirebase.initializeApp(firebaseConfig);\n',
    "p:google",
    "",
)
