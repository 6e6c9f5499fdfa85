"""Family m: a Monegasque media company's CMS team in Fontvieille (WordPress, Ghost, Mux)."""

from __future__ import annotations

import json
from xml.sax.saxutils import escape

from fiftieth_spec import Fam, dec_regex, gen_pw

F = Fam(
    "fontvieille_media_cms",
    orgs=("rocher-media", "larvottopress", "condaminenews", "herculisstudio"),
    tld="mc",
    first=(
        "louis",
        "charlotte",
        "antoine",
        "camille",
        "pierre",
        "lea",
        "nicolas",
        "emma",
        "thomas",
    ),
    last=("gastaud", "boisson", "notari", "pastor", "bellando", "marsan", "rey", "grinda"),
    words=(
        "fontvieille",
        "rocher",
        "larvotto",
        "condamine",
        "monegasque",
        "barbagiuan",
        "stella",
        "herculis",
        "moneghetti",
        "devote",
        "portier",
    ),
    svcs=("newsroom", "magazine", "video", "sport", "live", "archives", "podcasts"),
    cc="377",
    tz="Europe/Monaco",
)

F.reg(
    "fontvieille_wordpress_wp_config_db_password",
    ("wp-config.php", "sites/<<svc>>/wp-config.php"),
    """<?php
/** Configuration WordPress - <<svc>>.<<dom>> */
define( 'DB_NAME', 'wp_<<svc>>' );
define( 'DB_USER', 'wp_<<svc>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', '<<host>>' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_HOME', 'https://<<svc>>.<<dom>>' );
define( 'WP_SITEURL', 'https://<<svc>>.<<dom>>' );
define( 'DISALLOW_FILE_EDIT', true );

$table_prefix = 'mc<<n>>_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)

F.reg(
    "fontvieille_contentfulrc_json_management_token",
    ("home/<<user>>/.contentfulrc.json", "tools/contentful/<<svc>>/.contentfulrc.json"),
    lambda s: (
        json.dumps(
            {
                "managementToken": s["cred"],
                "activeSpaceId": s["hex8"] + "xk2p",
                "activeEnvironmentId": "master",
                "host": "api.contentful.com",
            },
            indent=2,
        )
        + "\n"
    ),
    "p:contentful",
)


def _ghost(s: dict) -> str:
    d = {
        "url": f"https://{s['svc']}.{s['dom']}",
        "server": {"port": 2368, "host": "127.0.0.1"},
        "database": {
            "client": "mysql",
            "connection": {
                "host": s["host"],
                "user": "ghost",
                "password": "${GHOST_DB_PASSWORD}",
                "database": f"ghost_{s['svc']}",
            },
        },
        "mail": {
            "transport": "SMTP",
            "options": {
                "service": "Mailgun",
                "host": "smtp.eu.mailgun.org",
                "port": 465,
                "secure": True,
                "auth": {"user": f"postmaster@mg.{s['dom']}", "pass": s["cred"]},
            },
        },
        "logging": {"transports": ["file", "stdout"]},
        "process": "systemd",
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "fontvieille_ghost_config_production_json_smtp_pass",
    ("ghost/config.production.json", "var/www/<<svc>>/config.production.json"),
    _ghost,
    "pw_json",
)

F.reg(
    "fontvieille_mux_video_token_secret_dotenv",
    ("apps/<<svc>>-player/.env.local", "video/<<svc>>/.env"),
    """NEXT_PUBLIC_SITE_URL=https://<<svc>>.<<dom>>
MUX_TOKEN_ID=<<uuid>>
MUX_TOKEN_SECRET=<<cred>>
MUX_WEBHOOK_SIGNING_SECRET=
REVALIDATE_SECONDS=60
""",
    "p:mux_secret",
)

F.reg(
    "fontvieille_french_email_mot_de_passe_ftp_agence",
    ("mail/<<date>>-ftp-<<svc>>.eml", "redaction/courriels/<<svc>>-ftp-agence.eml"),
    """From: <<fcap>> <<lcap>> <<<email>>>
To: <<first2>>@agence-<<word>>.fr
Subject: Dépôt des photos - <<svc>> du week-end
Date: <<date>> <<hm>> +0200
Content-Type: text/plain; charset=UTF-8

Bonjour <<f2cap>>,

Pour l'envoi des photos du Grand Prix, vous pouvez utiliser notre FTP :

serveur : ftp.<<dom>>
identifiant : agence_<<word>>
mot de passe : <<cred>>

Merci de déposer les fichiers dans /incoming/<<svc>>/ avant 18h.

Bien à vous,
<<fcap>>
Service photo
""",
    "human",
)

F.reg(
    "fontvieille_circleci_config_sanity_auth_token",
    (".circleci/config.yml", "studio/<<svc>>/.circleci/config.yml"),
    """version: 2.1
jobs:
  deploy-studio:
    docker:
      - image: cimg/node:20.11
        environment:
          SANITY_STUDIO_PROJECT_ID: <<hex8>>
          SANITY_STUDIO_DATASET: production
          SANITY_AUTH_TOKEN: <<cred>>
    steps:
      - checkout
      - run: npm ci
      - run: npx sanity deploy --yes
workflows:
  studio:
    jobs:
      - deploy-studio:
          filters:
            branches:
              only: main
""",
    "p:sanity",
)


def _ctx_extra(r, s):
    pw = gen_pw(r, sym="&<>")
    s["cred"] = pw
    s["needle"] = pw
    s["enc"] = escape(pw)


F.reg(
    "fontvieille_magnolia_tomcat_context_xml_entity_escaped",
    ("tomcat/conf/Catalina/localhost/magnoliaAuthor.xml", "magnolia/<<env>>/context.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<Context>
  <Resource name="jdbc/magnolia" auth="Container" type="javax.sql.DataSource"
            driverClassName="org.postgresql.Driver"
            url="jdbc:postgresql://<<host>>:5432/magnolia_<<svc>>"
            username="magnolia_<<svc>>"
            password="<<enc>>"
            maxTotal="40" maxIdle="10" validationQuery="SELECT 1"/>
</Context>
""",
    "pw",
    extra=_ctx_extra,
    decode=dec_regex(r'password="([^"]+)"', "html"),
)

F.reg(
    "fontvieille_akamai_edgerc_client_secret",
    ("home/<<user>>/.edgerc", "ops/akamai/<<svc>>.edgerc"),
    """[default]
client_secret = <<cred>>
host = akab-<<hex8>>qz4lm7yd-<<short>>xw2ok.luna.akamaiapis.net
access_token = akab-<<hex8>>m3vt-<<short>>p5naq
client_token = akab-<<short>>4cj2u-<<hex8>>e7rw
""",
    "b64:32",
    syntax="ini",
)
