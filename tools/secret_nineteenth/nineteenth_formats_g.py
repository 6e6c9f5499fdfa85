"""Sailing regattas: race-scoring software, committee-boat trackers, entry systems,
results publishing, mark-boat radios."""

from nineteenth_spec import reg

F = "regatta_sailing_race_scoring"

reg(
    F,
    "regatta_scoring_sailwave_ini_ftp_publish_password",
    "regattas/<<o>>_<<m>>_publish.ini",
    """[Publish]
Method=FTP
Host=ftp.<<d>>
Folder=/results/<<m>>
User=results
Pass=<<v>>
Passive=1
""",
    "ini",
)

reg(
    F,
    "committee_boat_tracker_json_tracking_api_key",
    "tracking/<<o>>_event_<<n>>.json",
    """{
  "event": "<<o>> Autumn Series",
  "course": {"marks": ["windward", "gate-port", "gate-stbd"], "length_nm": 1.2},
  "tracking": {"provider": "https://live.<<d>>", "event_id": <<m>>, "api_key": "<<v>>"}
}
""",
    "a:32",
)

reg(
    F,
    "regatta_entry_system_laravel_env_mail_password",
    "entries/<<o>>/.env",
    """APP_NAME=RegattaEntries
APP_ENV=production
APP_KEY=base64:<<hx>>Zm9vYmFyYmF6cXV4cXV1eA==
DB_CONNECTION=mysql
DB_HOST=<<h>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.<<d>>
MAIL_USERNAME=entries@<<d>>
MAIL_PASSWORD=<<v>>
""",
    "ini",
    "",
)

reg(
    F,
    "race_results_publisher_python_wordpress_app_password",
    "publish/results_<<m>>.py",
    """import requests

AUTH = ("race-officer", "<<v>>")
html = open("results.html").read()
requests.post("https://<<d>>/wp-json/wp/v2/posts", auth=AUTH,
              json={"title": "Race results", "content": html, "status": "publish"})
""",
    "a:24",
)

reg(
    F,
    "mark_boat_radio_gateway_yaml_sip_password",
    "radio/<<o>>/gateway_<<n>>.yaml",
    """gateway:
  channels: [72, 77]
  squelch: 3
sip:
  registrar: sip.<<d>>
  extension: 40<<n>>
  auth_password: "<<v>>"
""",
    "dq",
)

reg(
    F,
    "regatta_handicap_sync_sh_curl_user_colon_password",
    "sync/handicaps_<<n>>.sh",
    """#!/bin/sh
curl -fsS -u "club<<n>>:<<v>>" https://ratings.<<d>>/api/certificates.csv -o certs.csv
""",
    "dq",
    "",
)

reg(
    F,
    "race_officer_briefing_docx_txt_signal_hut_login",
    "briefings/race_day_<<date>>.txt",
    """RACE OFFICER BRIEFING

Start sequence 5-4-1-0, flags on the hut mast.
Horn controller in the signal hut: log in as ro / <<v>>
Tally sheets in the blue box. Protest time limit 60 minutes.
""",
    "words",
    "",
)
