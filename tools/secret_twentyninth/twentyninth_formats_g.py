"""Family: archaeology excavation units (context sheets, finds photos, drone survey, diggers)."""

import urllib.parse

from twentyninth_spec import dec_after, enc_url, pw_with, reg

F = "archaeology_excavation_trench_records"

reg(
    F,
    "archaeo_context_sheets_pgpass_line",
    ("home/<<user>>/.pgpass", "<<org>>/fieldserver/pgpass_<<n>>"),
    """# hostname:port:database:username:password
<<host>>:5432:contexts:recorder:<<v>>
localhost:5432:*:postgres:*
""",
    "pw_ini",
)

reg(
    F,
    "archaeo_finds_photos_davfs2_secrets",
    ("etc/davfs2/secrets", "<<org>>/finds-laptop/davfs2_secrets_<<n>>"),
    """# davfs2 secrets file - finds photography share
# mount point / server URL   username   password
https://cloud.<<dom>>/remote.php/dav/files/finds<<n>>   finds<<n>>   <<v>>
""",
    "pw_bare",
)

reg(
    F,
    "archaeo_site_diary_obsidian_markdown",
    ("vault/Site diary/<<year>>-<<mon>>-<<day>>.md", "<<org>>/diary/trench_<<n>>.md"),
    """---
tags: [site-diary, trench-<<n>>]
weather: overcast
---
# Day <<n>> – Trench <<n>>

- Context <<nn>> (ditch fill) fully excavated, 3 sherds + 1 worked flint
- Sampled for environmental (bulk 40 L)
- Total station re-set on station S2

> [!note] logins
> Finds register (cloud): `<<org>>-finds` / `<<v>>`
> Drone flight log: ask <<first2>>
""",
    "h",
)

reg(
    F,
    "archaeo_dig_director_greek_email_kodikos",
    ("mail/anaskafi/<<year>>-<<mon>>-<<day>>.eml", "<<org>>/mail/greek_team_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: omada@<<dom>>
Subject: Πρόσβαση στη βάση ευρημάτων
Date: Sat, <<day>> Jul <<year>> 21:<<mm>>:17 +0300

Καλησπέρα σε όλους,

για την καταγραφή των ευρημάτων από την τομή <<n>> χρησιμοποιήστε:
Όνομα χρήστη: anaskafi<<n>>
Κωδικός: <<v>>

Ευχαριστώ,
<<first>>
""",
    "h",
)

reg(
    F,
    "archaeo_drone_orthophoto_webodm_compose_yaml",
    ("webodm/docker-compose.override.yml", "<<org>>/survey/docker-compose.yml"),
    """services:
  db:
    image: opendronemap/webodm_db
    environment:
      POSTGRES_USER: webodm
      POSTGRES_PASSWORD: "<<v>>"
    volumes:
      - dbdata:/var/lib/postgresql/data
  webapp:
    image: opendronemap/webodm_webapp
    environment:
      WO_HOST: survey.<<dom>>
      WO_DATABASE_PASSWORD: "<<v>>"
volumes:
  dbdata:
""",
    "pw_dq",
)

reg(
    F,
    "archaeo_harris_matrix_flask_toml_percent_uri",
    ("harris/instance/config.toml", "<<org>>/matrix-app/config.toml"),
    """[app]
SECRET_NAME = "harris"
DEBUG = false

[db]
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://matrix:<<v>>@<<host>>:5432/harris"
POOL_SIZE = 5
""",
    pw_with("@:/#?%&"),
    enc=enc_url,
    decode=dec_after(r"psycopg2://matrix:([^@]+)@", urllib.parse.unquote),
)

reg(
    F,
    "archaeo_her_lookup_rust_const_key",
    ("her-lookup/src/main.rs", "<<org>>/tools/her/src/client.rs"),
    """use reqwest::blocking::Client;

const HER_API: &str = "https://her.<<dom>>/api/v1";
const HER_API_KEY: &str = "<<v>>";

fn monument(id: &str) -> reqwest::Result<String> {
    Client::new()
        .get(format!("{HER_API}/monuments/{id}"))
        .header("X-Api-Key", HER_API_KEY)
        .send()?
        .text()
}
""",
    "alnum:32",
    "",
)

reg(
    F,
    "archaeo_diggers_whatsapp_cabin_wifi",
    ("WhatsApp Chat with Dig <<year>>.txt", "<<org>>/chats/digteam_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first>>: site cabin wifi is back up
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first>>: network <<org>>-cabin
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first>>: key <<v>>
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Rhys: legend. also who has the trowel with the green tape
""",
    "h",
)
