"""Family f: a triathlon club (swim squads, bike rides, race entries)."""

from __future__ import annotations

from thirtyfourth_spec import human_with, reg

F = "triathlon_club_training_squads"

reg(
    F,
    "triathlon_strava_sync_python_environ_default",
    ("strava_sync/settings.py", "src/<<org>>_tri/strava.py"),
    """import os

STRAVA_CLIENT_ID = os.environ.get("STRAVA_CLIENT_ID", "<<n3>><<n3>>")
STRAVA_CLIENT_SECRET = os.environ.get("STRAVA_CLIENT_SECRET", "<<cred>>")
CLUB_ID = <<n4>><<n3>>
LEADERBOARD_WEEKS = 4
""",
    "hex40",
)

reg(
    F,
    "triathlon_kassenwart_german_email_passwort_bank",
    ("mail/kassenwart_<<n3>>.eml", "vorstand/<<user>>/uebergabe_<<n>>.eml"),
    """Von: <<first_cap>> <<last_cap>> <<<email>>>
An: vorstand@<<dom>>
Betreff: Übergabe Kassenwart - Zugang Vereinsverwaltung
Datum: <<day>>.<<mon>>.<<year>>

Hallo zusammen,

für die Übergabe an Petra hier der Zugang zur Vereinsverwaltung (Mitgliedsbeiträge, Startpässe):
Benutzer: kasse@<<dom>>
Passwort: <<cred>>

Bitte nach dem ersten Login ändern. Die TAN-Liste für das Vereinskonto gebe ich persönlich ab.

Sportliche Grüße
<<first_cap>>
""",
    human_with("triathlon", "wechselzone", "kraul", "radtraining"),
)

reg(
    F,
    "triathlon_timing_chip_reader_java_properties",
    ("timing/reader.properties", "race/<<org>>_<<year>>/chipreader.properties"),
    """# UHF chip reader bridge - finish line mat
reader.host=<<ip>>
reader.port=10000
reader.antennas=1,2,3,4
upload.protocol=sftp
upload.host=results.<<dom>>
upload.user=finishline
upload.password=<<cred>>
upload.dir=/races/<<year>>/raw
""",
    "pw",
    syntax="",
)

reg(
    F,
    "triathlon_club_site_wp_config_define",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'tri_club_wp' );
define( 'DB_USER', 'triwp_<<n3>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'tc_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "triathlon_pool_lane_deploy_github_actions_env",
    (".github/workflows/deploy-lanes.yml", "ci/<<org>>/deploy.yml"),
    """name: deploy lane booking
on:
  push:
    branches: [main]
jobs:
  ftp:
    runs-on: ubuntu-latest
    env:
      FTP_SERVER: ftp.<<dom>>
      FTP_USERNAME: lanes@<<dom>>
      FTP_PASSWORD: <<cred>>
    steps:
      - uses: actions/checkout@v4
      - run: lftp -u "$FTP_USERNAME,$FTP_PASSWORD" -e "mirror -R dist/ /; quit" "$FTP_SERVER"
""",
    "pw_alnum",
)

reg(
    F,
    "triathlon_training_load_r_httr_authenticate",
    ("analysis/training_load.R", "R/<<org>>_squads/fetch_sessions.R"),
    """library(httr)
library(jsonlite)

resp <- GET(
  "https://coach.<<dom>>/api/sessions?squad=age-group",
  authenticate("<<user>>", "<<cred>>", type = "basic")
)
sessions <- fromJSON(content(resp, "text"))
summary(sessions$tss)
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "triathlon_transition_marshal_sms_reply",
    ("sms/backup_<<n3>>.txt", "phone/<<first>>_messages_<<n>>.txt"),
    """From: +44 77<<n4>> <<n3>><<n3>>
<<day>>/<<mon>> <<hh>>:<<mm>>  Which password for the timing laptop? it's asking at login
To: +44 77<<n4>> <<n3>><<n3>>
<<day>>/<<mon>> <<hh>>:<<mm>>  <<cred>>
From: +44 77<<n4>> <<n3>><<n3>>
<<day>>/<<mon>> <<hh>>:<<mm>>  cheers, in
""",
    human_with("brick", "aero", "transition", "wetsuit"),
)

reg(
    F,
    "triathlon_race_entries_appsettings_sendgrid",
    ("src/RaceEntries/appsettings.Production.json", "api/<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Entries": "Server=<<host>>;Database=entries;Integrated Security=true"
  },
  "SendGrid": {
    "ApiKey": "<<cred>>",
    "From": "entries@<<dom>>"
  }
}
""",
    "p:sendgrid",
)
