"""Family: croquet club (handicaps, lawn irrigation, tournaments)."""
# ruff: noqa: E501

import json

from twentyfourth_spec import pw_with, reg

FAM = "croquet_lawn_club_handicaps"


def _json_str(s: str) -> str:
    return json.dumps(s)[1:-1]


reg(
    FAM,
    "croquet_handicap_db_json_escaped_quote",
    ("handicaps/settings.json", "app/<<org>>-handicap.json"),
    """{
  "club": "<<org>>",
  "db": {"host": "<<host>>", "user": "<<user>>", "password": "<<s>>"},
  "season": 2026
}
""",
    pw_with('"\\\\'),
    "json",
    enc=_json_str,
    decode=lambda t: json.loads(t)["db"]["password"],
)

reg(
    FAM,
    "croquet_lawn_irrigation_esphome_api_password",
    ("esphome/lawn-valves.yaml", "irrigation/<<org>>-lawns.yaml"),
    """esphome:
  name: lawn-valves-<<n>>
esp32:
  board: esp32dev
api:
  password: "<<s>>"
ota:
  - platform: esphome
    password: "<<s>>"
switch:
  - platform: gpio
    pin: GPIO26
    name: "Lawn <<n>> valve"
""",
    "dq",
)

reg(
    FAM,
    "croquet_tournament_sql_create_user_identified",
    ("db/001_users.sql", "migrations/<<org>>_tournament.sql"),
    """CREATE DATABASE IF NOT EXISTS tournament;
CREATE USER '<<user>>'@'%' IDENTIFIED BY '<<s>>';
GRANT SELECT, INSERT, UPDATE ON tournament.* TO '<<user>>'@'%';
FLUSH PRIVILEGES;
""",
    "dq",
    "",
)

reg(
    FAM,
    "croquet_members_msmtprc_password",
    ("home/<<user>>/.msmtprc", "mail/<<org>>-msmtprc"),
    """defaults
auth on
tls on
logfile ~/.msmtp.log

account club
host smtp.<<dom>>
port 587
from secretary@<<dom>>
user secretary@<<dom>>
password <<s>>

account default : club
""",
    "bare",
    "",
)

reg(
    FAM,
    "croquet_committee_org_mode_table",
    ("notes/committee.org", "org/<<org>>-it.org"),
    """* Club accounts
| Service        | Login             | Password        |
|----------------+-------------------+-----------------|
| Booking site   | <<email>>         | <<s>>           |
| Lawn mower app | groundsman        | see shed board  |
""",
    "human",
    "",
)

reg(
    FAM,
    "croquet_scoring_tablet_shared_prefs_xml",
    ("shared_prefs/croquet_scorer.xml", "data/<<org>>/shared_prefs/prefs.xml"),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_url">https://scores.<<dom>></string>
    <string name="api_user"><<user>></string>
    <string name="api_password"><<s>></string>
    <int name="lawn" value="<<n>>" />
</map>
""",
    "xml",
)

reg(
    FAM,
    "croquet_club_bar_square_env_access_token",
    ("bar/.env", "pos/<<org>>-square.env"),
    """SQUARE_ENVIRONMENT=production
SQUARE_LOCATION_ID=L<<id>>
SQUARE_ACCESS_TOKEN=<<s>>
""",
    "square",
    "",
)

reg(
    FAM,
    "croquet_coach_voice_note_transcript",
    ("transcripts/voice-<<id>>.txt", "voicemail/<<org>>-<<date>>.txt"),
    """Voice note from <<First>> (0:42)

"Hi, it's <<First>>. The handicap secretary laptop, you log in as <<user>> and it's <<s>>, capital letter at the start. Leave it on the charger when you're done. Cheers."
""",
    "human",
    "",
)
