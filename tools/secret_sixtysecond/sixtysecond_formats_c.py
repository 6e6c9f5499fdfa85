# ruff: noqa: E501
"""Family c: a tattoo and piercing studio in Leipzig (Germany, German)."""

from __future__ import annotations

import json

from sixtysecond_spec import Fam

F = Fam(
    "taetowier_studio_leipzig",
    ("tintenwerk", "nadelstichleipzig", "plagwitzink"),
    "de",
    ("jana", "kevin", "mandy", "ronny", "lea", "sven", "nadine", "tobias"),
    ("schulze", "krause", "neumann", "lehmann", "vogel", "hartmann"),
    (
        "tinte",
        "nadel",
        "oldschool",
        "anker",
        "schwalbe",
        "plagwitz",
        "connewitz",
        "tattoo",
        "lokomotive",
        "kastanie",
        "totenkopf",
        "rose",
    ),
    "49",
)


def _telegram(s: dict) -> str:
    msgs = [
        (
            "Jana" if s["first"] != "jana" else "Sven",
            "Wer hat den Termin für Samstag 14 Uhr angenommen?",
        ),
        (s["name"], "ich, Cover-up am Unterarm"),
        (
            s["name2"],
            "Kannst du mir nochmal das Passwort vom Studio-Instagram schicken, bin am Handy ausgeloggt",
        ),
        (s["name"], f"{s['cred']}"),
        (s["name2"], "danke!! ❤️"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        out.append(
            {
                "id": 4100 + i + int(s["n"]),
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + i:02d}",
                "date_unixtime": str(int(s["ts"]) + i * 37),
                "from": who,
                "from_id": f"user{5_100_000_000 + i}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    doc = {
        "name": f"{s['orgc']} Team",
        "type": "private_group",
        "id": 88000 + int(s["nn"]),
        "messages": out,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


F.reg(
    "taetow_telegram_result_json_passwort_insta",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "backup/telegram_<<n>>/result.json"),
    _telegram,
    "human",
)

F.reg(
    "taetow_homepage_wordpress_wp_config",
    ("htdocs/wp-config.php", "www/<<org>>.de/wp-config.php"),
    """<?php
/** Homepage <<orgc>> - Portfolio & Terminanfragen */
define( 'DB_NAME', 'db<<nn>>_wp' );
define( 'DB_USER', 'db<<nn>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'rdbms.strato.de' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "taetow_termine_easyappointments_compose_yml",
    ("termine/docker-compose.yml", "server/<<org>>-easyapp/compose.yaml"),
    """services:
  easyappointments:
    image: alextselegidis/easyappointments:1.5.0
    restart: unless-stopped
    ports:
      - "8080:80"
    environment:
      BASE_URL: "https://termine.<<dom>>"
      DB_HOST: "mysql"
      DB_NAME: "easyappointments"
      DB_USERNAME: "easyapp"
      DB_PASSWORD: "<<cred>>"
      MAIL_SMTP_HOST: "smtp.strato.de"
    depends_on:
      - mysql
  mysql:
    image: mysql:8.0
    environment:
      MYSQL_DATABASE: "easyappointments"
      MYSQL_USER: "easyapp"
      MYSQL_PASSWORD: "<<cred>>"
      MYSQL_RANDOM_ROOT_PASSWORD: "yes"
    volumes:
      - ./mysql:/var/lib/mysql
""",
    "pw_dq",
)

F.reg(
    "taetow_zettle_kasse_export_env",
    ("kasse/.env.local", "<<org>>-zettle-export/.env"),
    """# Zettle (PayPal) Kassenexport für den Steuerberater
ZETTLE_CLIENT_ID=<<uuid>>
ZETTLE_API_KEY=<<cred>>
EXPORT_DIR=/home/<<first>>/Steuer/<<year>>
""",
    lambda rng: __import__("sixtysecond_spec").prov(rng, "jwt"),
)

F.reg(
    "taetow_alarmanlage_mail_zugangsdaten_app",
    ("Mail/Alarmanlage Zugangsdaten <<n>>.eml", "mails/<<ymd>>_alarm.eml"),
    """From: Sicherheitstechnik Lindenau <service@sicherheit-lindenau.de>
To: <<email>>
Subject: Ihre Zugangsdaten Alarm-App / Studio <<orgc>>
Date: Mon, <<dd>> Feb <<year>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

Hallo <<name>>,

die Alarmanlage (Ajax Hub 2) ist eingerichtet. Für die App gelten folgende Daten:

  Benutzer: <<email>>
  Passwort: <<cred>>

Bitte ändern Sie das Passwort nach der ersten Anmeldung. Der Scharfschalt-Code für
das Bedienteil wurde Ihnen vor Ort mitgeteilt.

Mit freundlichen Grüßen
<<name2>>, Sicherheitstechnik Lindenau
""",
    "human",
    syntax="",
)

F.reg(
    "taetow_nas_crontab_sshpass_rsync_fotos",
    ("nas/crontab_<<first>>.txt", "pi/crontab-<<n>>"),
    """# m h  dom mon dow   command
# Tattoo-Fotos jede Nacht auf die Synology sichern
30 2 * * * sshpass -p '<<cred>>' rsync -az --delete /home/<<first>>/Fotos/ <<first>>@<<ip>>:/volume1/Studio/Fotos/ >> /var/log/fotosync.log 2>&1
0 4 * * 1 /usr/bin/find /home/<<first>>/Fotos/tmp -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "taetow_rclone_wasabi_portfolio_conf",
    ("home/.config/rclone/rclone.conf", "config/rclone_<<org>>.conf"),
    """[portfolio]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = s3.eu-central-2.wasabisys.com
acl = private

[handy]
type = alias
remote = /mnt/handy/DCIM
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {
        "akid": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

F.reg(
    "taetow_spreadsheetml_zugaenge_studio",
    ("Buero/Zugaenge_<<year>>.xml", "Studio/Zugänge <<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Zugänge">
  <Table>
   <Row><Cell><Data ss:Type="String">Dienst</Data></Cell><Cell><Data ss:Type="String">Benutzer</Data></Cell><Cell><Data ss:Type="String">Passwort</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Booksy</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">FritzBox</Data></Cell><Cell><Data ss:Type="String">-</Data></Cell><Cell><Data ss:Type="String">siehe Aufkleber</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
    syntax="xml",
)
