# ruff: noqa: E501
"""Family g: qajaq (skin-on-frame kayak) building and rolling clubs, Greenland. Kalaallisut and
Danish."""

from __future__ import annotations

from fortyfifth_spec import Fam, jwt

F = Fam(
    "qajaq_skinboat_greenland",
    orgs=("qajariaq", "nuukqajaq", "ilulissaqajaq", "sisimiutkayak"),
    tld="gl",
    first=(
        "aviaja",
        "nuka",
        "malik",
        "paninnguaq",
        "inuk",
        "naja",
        "hans",
        "pipaluk",
        "kununguaq",
        "ane",
    ),
    last=(
        "kleist",
        "lynge",
        "olsen",
        "berthelsen",
        "motzfeldt",
        "kristiansen",
        "petersen",
        "egede",
    ),
    words=(
        "qajaq",
        "aqqutit",
        "tuilik",
        "sermeq",
        "nuuk",
        "ilulissat",
        "puisi",
        "avataq",
        "ikaarsaat",
        "kangerlua",
        "siku",
        "nanoq",
        "masik",
    ),
    seasons=("ukioq", "upernaaq", "aasaq", "ukiaq", "vinter"),
    cc="+299",
    pets=("qimmeq", "miki"),
)

F.reg(
    "qajaq_kalaallisut_messenger_isissutissaq",
    ("messages/inbox/<<first>>_<<n>>/message_1.txt", "Downloads/messenger_<<org>>.txt"),
    """<<name>>  <<time>>
Qanoq ippit! Klubbip qarasaasiaata isissutissaa puiorpara

<<name2>>  <<time2>>
atuisoq: <<user>>
isissutissaq: <<cred>>

<<name>>  <<time2>>
Qujanaq! 🛶
""",
    "human",
    syntax="",
)

F.reg(
    "qajaq_club_site_netlify_token_workflow",
    (".github/workflows/deploy.yml", ".github/workflows/site_<<n>>.yaml"),
    """name: Deploy klubbens hjemmeside
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: peaceiris/actions-hugo@v3
        with:
          hugo-version: "0.128.0"
      - run: hugo --minify
      - run: npx netlify-cli deploy --dir=public --prod
        env:
          NETLIFY_AUTH_TOKEN: <<cred>>
          NETLIFY_SITE_ID: <<uuid>>
""",
    "p:netlify",
)

F.reg(
    "qajaq_danish_sms_kode_klubhus",
    ("sms/<<first>>_<<date>>.txt", "Beskeder/<<phone2>>.txt"),
    """Fra: <<name2>> (<<phone2>>)
<<dmy>> <<time>>
Hej! Koden til klubhusets computer er skiftet. Ny kode: <<cred>>  (bruger: klub). Husk at lukke qajaq-hallen efter træning 🙂
""",
    "human",
    syntax="",
)

F.reg(
    "qajaq_championship_results_my_cnf",
    ("home/<<user>>/.my.cnf", "etc/mysql/conf.d/resultater_<<n>>.cnf"),
    """[client]
user=resultater
password="<<cred>>"
host=<<host>>
database=qajaq_championship_<<year>>

[mysqldump]
single-transaction
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "qajaq_roll_videos_davfs2_secrets",
    ("etc/davfs2/secrets", "home/<<user>>/.davfs2/secrets"),
    """# davfs2 secrets file — rolling-technique videos on the club's Nextcloud
# PersonalCredentials
https://sky.<<dom>>/remote.php/dav/files/<<user>>/  <<user>>  "<<cred>>"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "qajaq_sealskin_supplier_email_danish_portal",
    ("Mail/Indbakke/<<n4>>.eml", "mail/skind_<<date>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Adgang til Great Greenland skindportal
Date: Mon, <<day>> Feb <<year>> 13:40:02 -0200
Content-Type: text/plain; charset=utf-8

Hej <<first2>>,

Så er klubben oprettet som kunde, så vi kan bestille sælskind til de nye qajait.
Login: <<email>>
Kodeord: <<cred>>

Mvh <<first>>
""",
    "human",
)

F.reg(
    "qajaq_timing_app_dart_supabase_service_role",
    ("lib/config/supabase_keys.dart", "app/lib/env_<<n>>.dart"),
    """// Qajaq championship timing app — Supabase
class SupabaseKeys {
  static const url = 'https://<<hex8>>qajaq.supabase.co';
  static const anonKey = '<<anon>>';
  static const serviceRoleKey = '<<cred>>';
}
""",
    lambda rng, s: jwt(
        rng,
        {
            "iss": "supabase",
            "ref": s["hex8"] + "qajaq",
            "role": "service_role",
            "iat": s["ts"],
            "exp": s["ts"] + 315360000,
        },
    ),
    syntax="",
    extra=lambda rng, s: {"anon": jwt(rng, {"iss": "supabase", "role": "anon", "iat": s["ts"]})},
)

F.reg(
    "qajaq_boathouse_whiteboard_photo_ocr",
    ("ocr/tavle_<<date>>.txt", "scans/qajaq_hal_<<n>>.txt"),
    """QAJAQ-HALLEN
Træning tirsdag + torsdag 19-21
Tuilik tørres i fyrrummet!!
WiFi <<orgc>>Hal
<<cred>>
Nøgle hos <<first>>
""",
    "human_x",
    syntax="",
)
