# ruff: noqa: E501
"""Family b: a newsroom in Esch-sur-Alzette (Luxembourg): Luxembourgish, French, German."""

from __future__ import annotations

import json
import quopri
import random

from fortyeighth_spec import Fam, alnum, dec_after, pick

F = Fam(
    "alzette_newsroom_luxembourg",
    "alzette",
    ("alzettepost", "wortdesk", "minettkurier", "eschbuet"),
    "lu",
    (
        "claude",
        "fernand",
        "josiane",
        "marie",
        "jeff",
        "nathalie",
        "gilles",
        "carole",
        "romain",
        "tania",
    ),
    ("weber", "hoffmann", "kieffer", "schmit", "reuter", "wagner", "thill", "muller"),
    (
        "minett",
        "escher",
        "brillplaz",
        "rout",
        "leier",
        "belval",
        "kabes",
        "gromperen",
        "kachkeis",
        "bommel",
        "schueberfouer",
        "zeitung",
    ),
    "352",
    ("Esch", "Belval", "Dudelange", "Differdange", "Kirchberg"),
)

F.reg(
    "luxembourgish_teams_chat_passwuert_agence",
    ("Teams/Redaktioun/chat_<<date>>.txt", "exports/teams_<<user>>_<<n>>.txt"),
    """[<<time>>] <<name>>
Moien! Huet een d'Login fir d'Agence-Portal (Fotoen)? Ech kommen net méi eran.

[<<time>>] <<name2>>
Jo, de Benotzer ass redaktioun@<<dom>>

[<<time2>>] <<name2>>
D'Passwuert ass <<cred>>

[<<time2>>] <<name>>
Merci villmools 👍 Et geet.

[<<time2>>] <<name2>>
Net weiderginn, et ass deen vum Chef de Service.
""",
    "human",
)


def _salts(rng: random.Random, s: dict) -> None:
    chars = "".join(c for c in map(chr, range(33, 127)) if c not in "'\\")
    s["salts"] = "\n".join(
        f"define( '{k}', '{alnum(rng, 64, chars)}' );"
        for k in ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY")
    )


F.reg(
    "wordpress_wp_config_php",
    ("htdocs/<<org>>/wp-config.php", "www/<<org>>.lu/wp-config.php.bak<<n>>"),
    """<?php
/**
 * The base configuration for WordPress
 */

// ** Database settings ** //
define( 'DB_NAME', 'wp_<<org>>' );
define( 'DB_USER', 'wp_<<org>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', '<<ip>>' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

<<salts>>

$table_prefix = 'ep_';

define( 'WP_DEBUG', false );
define( 'WP_MEMORY_LIMIT', '512M' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    extra=_salts,
)


def _qp_pw(rng: random.Random, s: dict) -> str:
    w = pick(
        rng,
        ("Schéiss", "Brëll", "Fréijoer", "Päischt", "Kiermes", "Réimech", "Äppel", "Léiffrächen"),
    )
    return f"{w}{rng.choice('!?*#-')}{rng.randint(10, 9999)}"


def _qp(rng: random.Random, s: dict) -> None:
    body = (
        f"Léif Kolleeginnen a Kollegen,\n\n"
        f"fir d'Schreiwen vun den neie Mailen iwwer den SMTP-Server vun der Zeitung:\n\n"
        f"Server: smtp.{s['dom']} (Port 587, STARTTLS)\n"
        f"Benotzer: newsdesk@{s['dom']}\n"
        f"Passwuert: {s['cred']}\n\n"
        f"Mat beschte Gréiss,\n{s['name']}\nIT-Servicer, {s['orgc']}\n"
    )
    s["body"] = quopri.encodestring(body.encode()).decode()


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return dec_after("Passwuert:", quopri.decodestring(body.encode()).decode())


F.reg(
    "newsroom_smtp_quoted_printable_email",
    ("Mail/IT/<<date>>_smtp_<<n>>.eml", "Outlook/Export/newsdesk-<<user>>.eml"),
    """From: <<name>> <it@<<dom>>>
To: redaktioun@<<dom>>
Subject: =?utf-8?q?Neie_SMTP-Server_fir_d=27Redaktioun?=
Date: <<date>> <<time>>:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    _qp_pw,
    extra=_qp,
    decode=_dec_qp,
)

F.reg(
    "wire_photo_feed_lftp_mirror_sh",
    ("bin/agence_mirror_<<n>>.sh", "cron/<<org>>-photofeed.sh"),
    """#!/bin/sh
# Mirror the agency photo feed into the editorial picture desk (every 5 min, cron)
set -eu
DEST=/srv/bilder/agence/$(date +%Y%m%d)
mkdir -p "$DEST"
lftp -u "<<user>>,<<cred>>" -e "set ftp:ssl-force true; set ssl:verify-certificate no; mirror --only-newer --parallel=4 /out/LU $DEST; quit" ftps://feed.<<org>>-agence.lu
logger -t photofeed "mirrored $(ls "$DEST" | wc -l) files"
""",
    "pw_dq",
)


def _yt_key(rng: random.Random, s: dict) -> str:
    return "-".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))


def _obs(s: dict) -> str:
    doc = {
        "settings": {
            "bwtest": False,
            "key": s["cred"],
            "server": "rtmp://a.rtmp.youtube.com/live2",
            "service": "YouTube - RTMPS",
            "stream_key_link": "https://www.youtube.com/live_dashboard",
        },
        "type": "rtmp_common",
    }
    return json.dumps(doc, indent=4) + "\n"


F.reg(
    "livestream_obs_service_json",
    (
        "AppData/Roaming/obs-studio/basic/profiles/<<orgc>>_Live/service.json",
        "obs-profiles/<<word>>_<<n>>/service.json",
    ),
    _obs,
    _yt_key,
)


def _sftp(s: dict) -> str:
    doc = {
        "name": f"{s['org']} web",
        "host": f"web{s['n']}.{s['dom']}",
        "protocol": "sftp",
        "port": 22,
        "username": s["user"],
        "password": s["cred"],
        "remotePath": f"/var/www/{s['org']}/wp-content/themes/escher",
        "uploadOnSave": True,
        "ignore": [".vscode", ".git", "node_modules"],
    }
    return json.dumps(doc, indent=4) + "\n"


F.reg(
    "vscode_sftp_extension_json",
    ("<<org>>-theme/.vscode/sftp.json", "projects/<<word>>-dossier-<<n>>/.vscode/sftp.json"),
    _sftp,
    "pw_json",
)

F.reg(
    "paywall_piano_sync_yaml",
    ("config/paywall_<<org>>.yml", "deploy/piano-sync-<<n>>.yaml"),
    """# Nightly subscriber sync: Piano (paywall) -> newsletter -> CRM
piano:
  base_url: https://api-eu.piano.io/api/v3
  aid: <<hex8>>EU
  api_token: "<<cred>>"
  terms:
    - TM<<n5>>DIG
    - TM<<n5>>PRT
crm:
  url: https://crm.<<dom>>/api
  timeout: 30
schedule: "15 3 * * *"
""",
    "alnum:40",
)


def _kp(rng: random.Random, s: dict) -> None:
    rows = [
        f'"Agence photos","redaktioun@{s["dom"]}","{F.human(rng, safe=True)}","https://photos.agence.lu","Fotodesk"',
        f'"CMS Escher","{s["user"]}","{s["cred"]}","https://cms.{s["dom"]}/admin","Chef de Service"',
        f'"Twitter/X","@{s["org"]}","{F.human(rng, safe=True)}","https://x.com","Social"',
    ]
    rng.shuffle(rows)
    s["rows"] = "\n".join(rows)


F.reg(
    "editors_keepass_export_csv",
    ("Redaktioun/Share/Passwierder_<<y>>.csv", "Desktop/keepass_export_<<user>>.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
<<rows>>
""",
    "human_x",
    extra=_kp,
)
