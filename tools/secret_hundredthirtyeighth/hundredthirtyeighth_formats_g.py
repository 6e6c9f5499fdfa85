# ruff: noqa: E501
"""Family g: a water park (υδάτινο πάρκο) in Halkidiki, Greece."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import GREEK as F
from hundredthirtyeighth_spec import after, alnum, enc_b64, enc_uesc, pick, un_uesc

F.reg(
    "viva_wallet_smart_checkout_env",
    ("eisitiria/.env", "site-<<org>>/.env.production"),
    """# Ηλεκτρονικά εισιτήρια – <<org_cap>> Waterpark
APP_URL=https://tickets.<<dom>>
APP_LOCALE=el

VIVA_ENV=production
VIVA_CLIENT_ID=<<cid>>.apps.vivapayments.com
VIVA_CLIENT_SECRET=<<cred>>
VIVA_SOURCE_CODE=<<src>>
VIVA_MERCHANT_ID=<<uuid>>

MAIL_FROM=info@<<dom>>
""",
    cred="p:viva",
    syntax="",
    extra=lambda r, s: {
        "cid": alnum(r, 44, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "src": r.randint(1000, 9999),
    },
)

F.reg(
    "mydata_aade_apodeixeis_py",
    ("timologisi/mydata_send.py", "scripts/<<org>>/aade_mydata.py"),
    '''"""Αποστολή αποδείξεων λιανικής (ταμεία εισόδου) στο myDATA της ΑΑΔΕ."""

import requests

AADE_USER_ID = "<<org>><<nn>>"
SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_body: bytes) -> str:
    r = requests.post(
        URL,
        data=xml_body,
        headers={
            "aade-user-id": AADE_USER_ID,
            "Ocp-Apim-Subscription-Key": SUBSCRIPTION_KEY,
            "Content-Type": "application/xml",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.text


if __name__ == "__main__":
    with open("apodeixeis_<<date>>.xml", "rb") as fh:
        print(send(fh.read()))
''',
    cred="p:mydata",
)

F.reg(
    "viber_csv_kodikos_nauagosostes",
    ("Viber/Viber_<<date>>_messages.csv", "backup_kinito/<<first>>/viber_nauagosostes.csv"),
    """Ημερομηνία,Ώρα,Αποστολέας,Τηλέφωνο,Μήνυμα
<<dd>>/<<mm>>/<<year>>,<<time>>,<<name>>,<<phone>>,"Καλημέρα, άλλαξα τον κωδικό στο tablet του πύργου ναυαγοσωστών"
<<dd>>/<<mm>>/<<year>>,<<time2>>,<<name>>,<<phone>>,"Νέος κωδικός: <<cred>>"
<<dd>>/<<mm>>/<<year>>,<<time3>>,<<name2>>,<<phone2>>,"Οκ ευχαριστώ! Το ανοίγουμε στις 10 με την πισίνα κυμάτων"
<<dd>>/<<mm>>/<<year>>,<<time4>>,<<name>>,<<phone>>,"Μην τον γράψετε στο χαρτάκι πάλι 😅"
""",
    cred="human",
    syntax="",
)


def _gr_pw(rng, s):
    base = pick(rng, ("Καλοκαίρι", "Θάλασσα", "Κύμα", "Ήλιος", "Δελφίνι", "Κασσάνδρα", "Παγωτό"))
    return f"{base}{rng.randint(2018, 2026)}{rng.choice('!@#*')}"


def _pos_json(s):
    doc = {
        "device": f"POS-{s['nn']}",
        "location": pick_loc(s),
        "operator": {"name": s["name"], "username": s["user"], "password": "@@PW@@"},
        "printer": {"type": "fiscal", "ip": s["ip"]},
        "currency": "EUR",
        "updated": f"{s['date']}T{s['time']}:{s['sec']}",
    }
    return json.dumps(doc, indent=2).replace("@@PW@@", str(s["enc"])) + "\n"


def pick_loc(s):
    return ["Ταμείο εισόδου", "Beach bar", "Καντίνα κυματοειδούς", "Ενοικίαση ξαπλωστρών"][
        int(str(s["n"])) % 4
    ]


F.reg(
    "pos_settings_json_unicode_kodikos",
    ("pos-backup/settings_<<nn>>.json", "tameia/<<org>>/export_<<date>>.json"),
    _pos_json,
    cred=_gr_pw,
    extra=lambda r, s: {"enc": enc_uesc(str(s["cred"]))},
    decode=after(r'"password": "([^"]+)"', un_uesc),
)

F.reg(
    "wp_config_eisitiria_php",
    ("public_html/wp-config.php", "site-<<org>>/wp-config.php"),
    """<?php
/**
 * Ρυθμίσεις WordPress – <<org_cap>> Waterpark (κρατήσεις καμπάνων και εισιτήρια)
 */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WPLANG', 'el' );
define( 'WP_DEBUG', false );

$table_prefix = 'wp_<<nn>>_';

if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "email_kodikos_taxisnet_logistis",
    ("mail/<<date>>_logistirio.eml", "Εισερχόμενα/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: logistirio@<<org>>-accounting.gr
Cc: <<email2>>
Subject: Κωδικοί TAXISnet για τις δηλώσεις ΦΠΑ
Date: <<dd>> May <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Καλησπέρα σας,

όπως συζητήσαμε τηλεφωνικά, σας στέλνω τους κωδικούς TAXISnet της
εταιρείας για να υποβάλετε τις περιοδικές δηλώσεις ΦΠΑ της σεζόν:

Χρήστης: <<org>><<nn>>
Κωδικός: <<cred>>

Παρακαλώ επιβεβαιώστε ότι λειτουργούν.

Με εκτίμηση,
<<name>>
Διοίκηση – <<org_cap>> Waterpark
""",
    cred="human",
    syntax="",
)

F.reg(
    "kampanes_booking_docker_compose",
    ("kampanes-booking/docker-compose.yml", "deploy/<<org>>/docker-compose.prod.yml"),
    """services:
  db:
    image: mariadb:11.4
    restart: unless-stopped
    environment:
      MARIADB_DATABASE: kampanes
      MARIADB_USER: kampanes
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_ROOT_PASSWORD: "<<cred>>"
    volumes:
      - db_data:/var/lib/mysql

  app:
    image: registry.<<dom>>/kampanes-booking:latest
    restart: unless-stopped
    depends_on: [db]
    environment:
      DB_HOST: db
      DB_USER: kampanes
      DB_PASS: "<<cred>>"
      TZ: Europe/Athens
    ports:
      - "8080:80"

volumes:
  db_data:
""",
    cred="pw_dq",
)


def _yuboto(rng, s):
    return enc_b64(s["uuid"].upper())


F.reg(
    "yuboto_sms_gateway_xml",
    ("config/sms-gateway.xml", "tameia/<<org>>/sms_<<yy>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- Αποστολή SMS επιβεβαίωσης κρατήσεων -->
<smsGateway provider="Yuboto" enabled="true">
  <endpoint>https://services.yuboto.com/omni/v1/Send</endpoint>
  <apiKey><<cred>></apiKey>
  <sender><<org_up>></sender>
  <templates>
    <template name="booking">Η κράτησή σας στο <<org_cap>> επιβεβαιώθηκε για {date}.</template>
  </templates>
</smsGateway>
""",
    cred=_yuboto,
)
