"""Arborists and tree surgeons: survey apps, chipper telematics, quotes."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "arborist_tree_surgery_contractor"

reg(
    F,
    "arborist_tree_survey_qgis_pg_service_conf",
    ("home/<<user>>/.pg_service.conf", "gis/<<org>>/pg_service.conf"),
    "[treesurvey]\nhost=<<host>>\nport=5432\ndbname=tree_survey\nuser=surveyor\npassword=<<v>>\nsslmode=require\n",
    "pw_ini",
    "ini",
)
reg(
    F,
    "arborist_chipper_telematics_node_dotenv",
    ("telematics/<<org>>/.env", "services/<<org>>-chipper/.env.production"),
    "NODE_ENV=production\nPORT=3000\nTELEMATICS_URL=https://telematics.<<dom>>\nTELEMATICS_API_KEY=<<v>>\nLOG_LEVEL=info\n",
    "x:tlm_pk_:36",
    "",
)
reg(
    F,
    "arborist_quote_app_laravel_config_services",
    ("quotes/<<org>>/config/services.php", "app/<<org>>/config/services.php"),
    "<?php\n\nreturn [\n    'postmark' => [\n        'token' => '<<v>>',\n    ],\n    'maps' => ['key' => env('MAPS_KEY')],\n];\n",
    "uuid",
    "",
)
reg(
    F,
    "arborist_climber_irish_chat_focal_faire",
    ("chats/<<org>>/crew.txt", "export/<<org>>/signal-crew-<<year>>.txt"),
    "<<first>>: cad é an focal faire don tablet sa leoraí?\n<<first2>>: <<v>>\n<<first>>: go raibh maith agat\n",
    "human",
    "",
)
reg(
    F,
    "arborist_tpo_lookup_python_requests_auth_tuple",
    ("scripts/<<org>>/tpo_lookup.py", "tools/<<org>>/council_tpo.py"),
    'import requests\n\nCOUNCIL = "https://planning.<<dom>>/api/tpo"\n\n\ndef lookup(uprn: str) -> dict:\n    r = requests.get(COUNCIL, params={"uprn": uprn}, auth=("<<user>>", "<<v>>"), timeout=20)\n    r.raise_for_status()\n    return r.json()\n',
    "pw_dq",
)
reg(
    F,
    "arborist_job_sheet_markdown_gate_code_and_login",
    ("jobs/<<org>>/<<year>>-<<mon>>-<<day>>-job-sheet.md", "sheets/<<org>>/job-<<nn>>.md"),
    "# Job sheet — crown reduction, oak T<<n>>\n\n- Client: <<first>> <<last>>\n- Access: side gate, code 4471\n- Client's CCTV app (to check the drive): user **<<email>>** / pw **<<v>>**\n- Chipper and 2 climbers, start 07:30\n",
    "human",
    "",
)
reg(
    F,
    "arborist_drone_inspection_dji_terra_yaml",
    ("drone/<<org>>/flighthub.yaml", "inspection/<<org>>/flighthub-sync.yml"),
    'flighthub:\n  organization: <<org>>\n  app_id: "<<nn>><<nn>>"\n  app_key: "<<v>>"\n  region: eu\n',
    "hex32",
)
reg(
    F,
    "arborist_crane_hire_portal_netrc",
    ("home/<<user>>/.netrc", "ops/<<org>>/netrc"),
    "machine portal.<<dom>>\n  login <<email>>\n  password <<v>>\n",
    "pw_bare",
    "",
)
