"""Scaffolding hire and erection crews: inspection tags, yard ERP, drone surveys, timesheets."""

from twentyseventh_spec import alnum, reg

F = "scaffolding_hire_erection_crews"
H = ("scaffold", "ledger", "transom", "putlog", "tubeclamp", "handrail")

reg(
    F,
    "scaffolding_tag_inspection_flutter_dart_const",
    ("scaftag_app/lib/config.dart", "<<org>>/inspect/lib/env_<<n>>.dart"),
    """// Scaffold tag inspections (7-day checks) - sync settings
class AppConfig {
  static const apiBase = 'https://inspect.<<dom>>/api';
  static const apiKey = '<<cred>>';
  static const photoMaxKb = 800;
}
""",
    "x:stg_:40",
    syntax="",
)

reg(
    F,
    "scaffolding_hire_erp_odbc_ini",
    ("etc/odbc.ini", "<<org>>/yard/odbc_<<n>>.ini"),
    """[HireDesk]
Description = scaffold hire stock and dockets
Driver = FreeTDS
Server = <<host>>
Port = 1433
Database = HireDesk
UID = yard<<n>>
Password = <<cred>>
""",
    "pw_ini",
)


def _b2(rng) -> str:
    return "K00" + str(rng.randint(1, 5)) + alnum(rng, 27)


reg(
    F,
    "scaffolding_drone_survey_rclone_b2",
    ("home/<<first>>/.config/rclone/rclone.conf", "<<org>>/survey/rclone_<<n>>.conf"),
    """[survey-b2]
type = b2
account = 00<<hex8>>000<<n>>
key = <<cred>>
hard_delete = false
""",
    _b2,
    syntax="",
)

reg(
    F,
    "scaffolding_foreman_lithuanian_sms_slaptazodis",
    ("sms/brigada_<<date>>.txt", "phone/<<first>>/sms_<<nn>>.txt"),
    """<<dmy>> <<time>> <<First2>>: Labas, koks slaptazodis nuo planšetės programos?
<<dmy>> <<time>> Aš: vartotojas brigada<<n>>
<<dmy>> <<time>> Aš: slaptazodis <<cred>>
<<dmy>> <<time>> <<First2>>: ačiū
""",
    "human",
    hint=H,
)

reg(
    F,
    "scaffolding_permit_portal_forwarded_email",
    ("mail/<<first>>/fwd_permit_<<nn>>.eml", "inbox/contracts/permit_portal_<<nn>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: <<First2>> <<Last2>> <<<first2>>@<<dom>>>
Subject: Fwd: Your account for the main contractor permit portal

Use this for the Monday permits, I'm on leave.

---------- Forwarded message ---------
From: Permit Portal <no-reply@permits.buildco-portal.co.uk>
Subject: Your account

Username: <<user>>
Temporary password:
<<cred>>
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "scaffolding_timesheets_go_sql_open",
    ("timesheets/internal/store/db.go", "<<org>>/gangs/store_<<n>>.go"),
    """package store

import (
	"database/sql"

	_ "github.com/lib/pq"
)

func Open() (*sql.DB, error) {
	return sql.Open("postgres",
		"postgres://timesheets:<<cred>>@<<host>>:5432/timesheets?sslmode=require")
}
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "scaffolding_lift_plans_gitlab_ci_token",
    (".gitlab-ci.yml", "<<org>>/lift-plans/.gitlab-ci.yml"),
    """stages: [build, publish]

variables:
  DRAWINGS_REPO: https://gitlab.com/<<org>>/drawings.git
  PUBLISH_TOKEN: <<cred>>

publish:
  stage: publish
  script:
    - git clone https://oauth2:${PUBLISH_TOKEN}@gitlab.com/<<org>>/drawings.git
    - ./export_pdfs.sh drawings/
""",
    "p:gitlab",
)

reg(
    F,
    "scaffolding_site_camera_bash_history_curl",
    ("home/<<first>>/.bash_history", "<<org>>/support/history_<<n>>.txt"),
    """ping -c3 <<lan>>
curl -s --digest -u admin:<<cred>> http://<<lan>>/ISAPI/System/deviceInfo
curl -s --digest -u admin:<<cred>> http://<<lan>>/ISAPI/Streaming/channels/101/picture -o yard.jpg
ls -la
exit
""",
    "pw_bare",
    syntax="",
)
