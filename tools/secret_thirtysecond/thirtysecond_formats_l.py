"""Family l: a freediving (apnea) club."""
# ruff: noqa: E501

from thirtysecond_spec import hexs, prov, reg

F = "freediving_apnea_club"

reg(
    F,
    "freediving_pool_booking_docker_compose_postgres",
    ("pool-booking/<<org>>/docker-compose.yml", "srv/apnea-<<n>>/docker-compose.yml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: poolslots
      POSTGRES_USER: poolslots
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: ghcr.io/<<org>>/poolslots:latest
    ports:
      - "8080:8080"
    depends_on:
      - db
volumes:
  pgdata:
""",
    "pw_dq",
)

reg(
    F,
    "freediving_dive_log_garmin_python_positional",
    ("divelog/<<org>>/pull_garmin.py", "scripts/apnea_dives_<<n>>.py"),
    """from garminconnect import Garmin

# pull apnea dives (static / dynamic / depth) for the club training log
api = Garmin("<<email>>", '<<cred>>')
api.login()
for act in api.get_activities(0, 50):
    if act["activityType"]["typeKey"] in ("apnea_diving", "apnea_hunting"):
        print(act["startTimeLocal"], act.get("maxDepth"))
""",
    "h_sq",
)

reg(
    F,
    "freediving_instructor_icelandic_email_lykilord",
    ("mail/<<org>>/silfra_<<n>>.eml", "inbox/<<first>>/kofun_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: bokanir@<<dom>>
Subject: Aðgangur að bókunarkerfinu
Content-Type: text/plain; charset=UTF-8

Sæl Guðrún,

Hér eru upplýsingarnar fyrir bókunarkerfið (Silfra-ferðirnar í næstu viku):

notandanafn: <<user>>
lykilorð: <<cred>>

Kveðja,
<<firstc>>
""",
    "h",
)

reg(
    F,
    "freediving_club_site_ghost_admin_key_js",
    ("site/<<org>>/scripts/post-results.js", "ghost-tools-<<n>>/publish.js"),
    """const GhostAdminAPI = require('@tryghost/admin-api');

const api = new GhostAdminAPI({
  url: 'https://<<dom>>',
  key: '<<cred>>',
  version: 'v5.0'
});

api.posts.add({ title: 'Club comp results', html: '<p>STA / DYN / CWT results</p>' }, { source: 'html' });
""",
    lambda rng: f"{hexs(rng, 24)}:{hexs(rng, 64)}",
)

reg(
    F,
    "freediving_safety_log_sms_backup_xml",
    ("SMSBackupRestore/sms-<<n>>.xml", "backup/<<first>>/sms-<<date>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>">
  <sms protocol="0" address="+447<<n>><<n4>>00" date="17<<n4>>00000000" type="1" body="Buddy line session moved to 7pm. Can you log in to the safety log? I changed it" read="1" contact_name="<<first2c>>" />
  <sms protocol="0" address="+447<<n>><<n4>>00" date="17<<n4>>00090000" type="1" body="user safety, pw <<cred>>" read="1" contact_name="<<first2c>>" />
</smses>
""",
    "h_xml",
)

reg(
    F,
    "freediving_comp_results_git_config_pat_remote",
    ("comp-results/<<org>>/.git/config", "home/<<user>>/apnea-results/.git/config"),
    """[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
[remote "origin"]
	url = https://<<user>>:<<cred>>@github.com/<<org>>/comp-results.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
""",
    prov("github"),
)

reg(
    F,
    "freediving_dahab_trip_hebrew_telegram_sisma",
    ("telegram/<<org>>_dahab_<<n>>.txt", "exports/telegram/<<first>>_<<date>>.txt"),
    """<<firstc>>, [<<dmy>> <<time>>]
חברים, הטיסה לדהב ביום חמישי. מי צריך משקולות?

נועה, [<<dmy>> <<time2>>]
מה הסיסמה לאתר ההזמנות של המועדון?

<<firstc>>, [<<dmy>> <<time2>>]
סיסמה: <<cred>>
""",
    "h",
)

reg(
    F,
    "freediving_o2_sensor_logger_toml_upload",
    ("logger/<<org>>/logger.toml", "apnea-logger-<<n>>/config.toml"),
    """[sensor]
port = "/dev/ttyACM0"
interval_s = 1

[upload]
url = "https://data.<<dom>>/api/sessions"
user = "logger<<n>>"
password = "<<cred>>"
""",
    "pw_dq",
)
