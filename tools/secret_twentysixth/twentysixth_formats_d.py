"""Family d: caving and speleology clubs: survey data, call-out, huts, expeditions."""

from twentysixth_spec import Fam

F = Fam("caving_speleology_club_expeditions")

F.add(
    "caving_survex_rsync_crontab_password_env",
    ("var/spool/cron/crontabs/survey", "club-server/<<org>>/crontab.txt"),
    "pw_bare",
    """# m h dom mon dow command
# nightly mirror of the survex survey data to the club archive
15 2 * * * RSYNC_PASSWORD=<<cred>> rsync -az --delete /srv/survex/ rsync://survey@<<host>>/cavesurvey/
30 2 * * 0 /usr/local/bin/make-survey-pdfs.sh >/var/log/survey-pdf.log 2>&1
""",
    syntax="",
)

F.add(
    "caving_callout_rescue_sms_clicksend_php",
    ("callout/send_callout.php", "cro-alerts/<<org>>/sms.php"),
    "p:clicksend",
    """<?php
// Call-out list: texts every team member when the warden triggers a rescue
$username = '<<email>>';
$apiKey   = '<<cred>>';
$config = ClickSend\\Configuration::getDefaultConfiguration()
    ->setUsername($username)
    ->setPassword($apiKey);
$api = new ClickSend\\Api\\SMSApi(new GuzzleHttp\\Client(), $config);
""",
)

F.add(
    "caving_expedition_blog_actions_netlify_token_yaml",
    (
        ".github/workflows/deploy-expedition-blog.yml",
        "expedition-<<year>>/.github/workflows/netlify.yml",
    ),
    "p:netlify",
    """name: deploy expedition blog
on:
  push:
    branches: [main]
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      NETLIFY_AUTH_TOKEN: <<cred>>
      NETLIFY_SITE_ID: <<uuid>>
    steps:
      - uses: actions/checkout@v4
      - run: hugo --minify
      - run: npx netlify-cli deploy --prod --dir=public
""",
)

F.add(
    "caving_club_hut_wifi_and_booking_login_md",
    ("hut/README.md", "wiki/<<org>>/Hut-info.md"),
    "h:Stalagmite,Sump,Boulder,Pothole,Gaping",
    """# Club hut – info for members

* Key safe by the porch, code is on the members' page.
* Drying room heaters: max 2 hours, timer on the left.
* Wi-Fi: **<<orgt>>-Hut** / `<<cred>>`
* Log your trip on the board **before** you go underground (callout time!).
* Gas bottles: spare in the shed.
""",
)

F.add(
    "caving_cave_radio_datalogger_micropython_config",
    ("datalogger/config.py", "flow-logger/<<org>>/config.py"),
    "pw_dq",
    """# Resurgence water-level logger (Pico W) - uploads when back in range
WIFI = {"ssid": "<<orgt>> Base", "password": "<<cred>>"}
UPLOAD_URL = "https://data.<<dom>>/api/levels"
SAMPLE_EVERY_S = 600
SENSOR_PIN = 26
""",
)

F.add(
    "caving_permit_french_email_mot_de_passe",
    ("mail/permis/<<date>>-acces-plateforme.eml", "courriel/<<fl>>/cds-acces-<<n>>.eml"),
    "human",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Accès plateforme des autorisations de plongée souterraine
Date: Fri, 3 Apr 2026 18:<<n2>>:40 +0200
Content-Type: text/plain; charset=utf-8

Salut <<first2>>,

Pour déclarer la sortie au gouffre du <<dmy>> il faut passer par la plateforme du comité.
Identifiant : <<user>>
Mot de passe : <<cred>>

Pense à joindre la fiche d'équipement et les numéros d'urgence.
Bises, <<first>>
""",
    syntax="",
)

F.add(
    "caving_therion_survey_git_config_remote_token",
    ("therion-survey/.git/config", "projects/<<org>>-survey/.git/config"),
    "p:github",
    """[core]
\trepositoryformatversion = 0
\tfilemode = true
\tbare = false
\tlogallrefupdates = true
[remote "origin"]
\turl = https://<<user>>:<<cred>>@github.com/<<org>>/cave-survey.git
\tfetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
\tremote = origin
\tmerge = refs/heads/main
""",
    syntax="",
)

F.add(
    "caving_equipment_store_airtable_fetch_js",
    ("tackle-store/src/airtable.js", "<<org>>-kit/lib/kit-store.js"),
    "p:airtable",
    """// Rope and SRT kit log: who has which rope, inspection dates
const BASE = "app<<hex8>>Rope";
const TOKEN = "<<cred>>";

export async function listRopes() {
  const res = await fetch(`https://api.airtable.com/v0/${BASE}/Ropes?view=Inspection`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  return (await res.json()).records;
}
""",
)
