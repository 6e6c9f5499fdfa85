# ruff: noqa: E501
"""Family d: a Berlin Kinderladen run by an Elterninitiative (a parent-run day-care
association), with its Vorstand, Elterndienste and a small self-hosted IT."""

from __future__ import annotations

import random
import urllib.parse

from hundredthirtyfifth_spec import (
    UDIG,
    Fam,
    Slots,
    alnum,
    enc_url,
)

FAM = Fam(
    "kinderladen_elterninitiative",
    orgs=("buddelkiste", "wurzelzwerge", "kinderkiste", "rappelkiste"),
    tld="de",
    first=(
        "Anna",
        "Lena",
        "Katrin",
        "Jana",
        "Sabine",
        "Julia",
        "Stefanie",
        "Tobias",
        "Jan",
        "Florian",
        "Mareike",
        "Sören",
        "Jörg",
        "Birte",
    ),
    last=(
        "Müller",
        "Schmidt",
        "Schneider",
        "Fischer",
        "Weber",
        "Becker",
        "Hoffmann",
        "Schäfer",
        "Koch",
        "Richter",
        "Wolf",
        "Krüger",
        "Neumann",
    ),
    last_latin=(
        "Mueller",
        "Schmidt",
        "Schneider",
        "Fischer",
        "Weber",
        "Becker",
        "Hoffmann",
        "Schaefer",
        "Koch",
        "Richter",
        "Wolf",
        "Krueger",
        "Neumann",
    ),
    words=(
        "buddelkiste",
        "sandkasten",
        "wurzelzwerg",
        "kinderladen",
        "loewenzahn",
        "marienkaefer",
        "regenbogen",
        "pusteblume",
        "kastanie",
        "zwerg",
        "sonnenschein",
        "bauklotz",
        "kreuzberg",
        "pankow",
        "spielplatz",
        "laterne",
        "hertha",
        "union",
    ),
    pets=("bello", "mietze", "flocke", "kruemel", "luna", "balu", "momo", "lotte"),
    months=(
        "januar",
        "februar",
        "maerz",
        "april",
        "mai",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "dezember",
    ),
    phone="+49 30 #######",
    city=("Kreuzberg", "Neukölln", "Friedrichshain", "Pankow", "Wedding"),
)
reg = FAM.reg

reg(
    "kinderladen_elternabend_protokoll_wlan_schluessel",
    (
        "protokolle/<<year>>-<<mo>>-<<d>>_elternabend.md",
        "vorstand/<<org>>/Protokoll Elternabend <<mo>>-<<year>>.md",
    ),
    """# Protokoll Elternabend <<d>>.<<mo>>.<<year>>

Anwesend: 13 Familien, Erzieher*innen <<first>> und <<first2>>
Protokoll: <<fa2>> (Vorstand)

## TOP 1 Elterndienste / Putzplan
Putzplan für das Quartal hängt im Flur. Tauschen bitte selbst organisieren.

## TOP 2 Eingewöhnung
Drei neue Kinder ab dem 1. des Monats, Eingewöhnung nach Berliner Modell.

## TOP 3 Internet im Laden
Die FRITZ!Box hängt jetzt im Büro. Gästenetz für Eltern während der Eingewöhnung:
- SSID: `<<org>>-gast`
- WLAN-Schlüssel: `<<cred>>`

Bitte nicht in die große Elterngruppe posten.

## TOP 4 Verschiedenes
Sommerfest am letzten Samstag vor den Ferien.
""",
)

reg(
    "kinderladen_lexoffice_rechnungen_python",
    ("tools/<<org>>/lexoffice_rechnungen.py", "kasse/elternbeitraege_<<year>>.py"),
    '''#!/usr/bin/env python3
"""Monatliche Rechnungen für Essensgeld und Vereinsbeitrag an lexoffice übertragen."""

import csv
import sys

import requests

LEXOFFICE_API_KEY = "<<cred>>"
API = "https://api.lexoffice.io/v1"
HEADERS = {"Authorization": f"Bearer {LEXOFFICE_API_KEY}", "Accept": "application/json"}


def rechnung_anlegen(zeile: dict) -> str:
    body = {
        "voucherDate": zeile["datum"] + "T00:00:00.000+01:00",
        "address": {"name": zeile["familie"], "countryCode": "DE"},
        "lineItems": [
            {
                "type": "custom",
                "name": "Essensgeld " + zeile["monat"],
                "quantity": 1,
                "unitName": "Monat",
                "unitPrice": {"currency": "EUR", "netAmount": float(zeile["betrag"]), "taxRatePercentage": 0},
            }
        ],
        "totalPrice": {"currency": "EUR"},
        "taxConditions": {"taxType": "vatfree"},
        "shippingConditions": {"shippingType": "none"},
    }
    r = requests.post(f"{API}/invoices?finalize=true", json=body, headers=HEADERS, timeout=30)
    r.raise_for_status()
    return r.json()["id"]


if __name__ == "__main__":
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        for zeile in csv.DictReader(fh, delimiter=";"):
            print(zeile["familie"], rechnung_anlegen(zeile))
''',
    "p:lexoffice",
)

reg(
    "kinderladen_nextcloud_config_php_dbpassword",
    ("nextcloud/<<org>>/config/config.php", "server/cloud.<<dom>>/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<inst>>',
  'passwordsalt' => '<<salt>>',
  'secret' => '<<secret>>',
  'trusted_domains' =>
  array (
    0 => 'cloud.<<dom>>',
  ),
  'datadirectory' => '/var/www/nextcloud/data',
  'dbtype' => 'mysql',
  'version' => '28.0.<<n>>.1',
  'overwrite.cli.url' => 'https://cloud.<<dom>>',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'mysql.utf8mb4' => true,
  'dbuser' => 'nextcloud',
  'dbpassword' => '<<cred>>',
  'installed' => true,
  'default_language' => 'de',
  'default_phone_region' => 'DE',
  'maintenance' => false,
);
""",
    "pw_sq",
    extra=lambda rng, s: {
        "inst": alnum(rng, 10, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "salt": alnum(rng, 30, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/"),
        "secret": alnum(
            rng, 48, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/"
        ),
    },
)


def smb_pw(rng: random.Random, s: Slots) -> str:
    while True:
        p = FAM.human(rng, "!#*@+")
        if enc_url(p) != p:
            return p


reg(
    "kinderladen_dolphin_places_xbel_smb_percent",
    (
        "home/<<user>>/.local/share/user-places.xbel",
        "backup/laptop-vorstand/<<user>>/user-places.xbel",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE xbel>
<xbel xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks" xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info" xmlns:kdepriv="http://www.kde.org/kdepriv">
 <bookmark href="file:///home/<<user>>">
  <title>Persönlicher Ordner</title>
  <info>
   <metadata owner="http://freedesktop.org">
    <bookmark:icon name="user-home"/>
   </metadata>
   <metadata owner="http://www.kde.org">
    <ID>1712<<nnn>>/0</ID>
    <isSystemItem>true</isSystemItem>
   </metadata>
  </info>
 </bookmark>
 <bookmark href="smb://vorstand:<<enc>>@<<ip>>/Elterninitiative">
  <title>Vorstand (NAS im Büro)</title>
  <info>
   <metadata owner="http://freedesktop.org">
    <bookmark:icon name="folder-remote"/>
   </metadata>
   <metadata owner="http://www.kde.org">
    <ID>1712<<nnn>>/3</ID>
   </metadata>
  </info>
 </bookmark>
</xbel>
""",
    smb_pw,
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=lambda text: urllib.parse.unquote(text.split("smb://vorstand:", 1)[1].split("@", 1)[0]),
)

reg(
    "kinderladen_threema_gateway_abholung_env",
    ("abholung-benachrichtigung/.env", "dienste/<<org>>/threema.env"),
    """# Threema Gateway – Benachrichtigung an Eltern bei Abholung / Krankheit
THREEMA_GATEWAY_ID=*KL<<gid>>
THREEMA_GATEWAY_SECRET=<<cred>>
THREEMA_PRIVATE_KEY_FILE=/etc/<<org>>/threema-private.key
NOTIFY_SENDER="Kinderladen <<org>>"
NOTIFY_QUIET_HOURS=20-07
""",
    "alnum:16",
    extra=lambda rng, s: {"gid": alnum(rng, 5, UDIG)},
)

reg(
    "kinderladen_email_uebergabe_kassenwart_passwort",
    ("mails/vorstand/Übergabe Kasse <<year>>.eml", "postfach/<<org>>/kasse_<<nnn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: kasse@<<dom>>
Subject: =?utf-8?q?=C3=9Cbergabe_Kasse_/_Zug=C3=A4nge?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo <<first2>>,

wie besprochen die Zugänge für die Übergabe der Kassenwart-Rolle:

- Online-Banking: läuft über deinen eigenen Zugang (Vollmacht ist beantragt)
- Elternbeitrags-Tabelle in der Nextcloud: Freigabe kommt heute Abend
- Kita-Portal Bezirksamt (Kitagutscheine):
    Benutzername: <<portal_user>>
    Passwort: <<cred>>

Bitte gleich ändern und danach in den Vorstands-KeePass eintragen.

Viele Grüße
<<first>>
""",
    extra=lambda rng, s: {"portal_user": f"EI-{rng.randint(10000, 99999)}"},
)

reg(
    "kinderladen_sipgate_fax_jugendamt_bash",
    ("bin/<<org>>-fax.sh", "skripte/fax_jugendamt_<<n>>.sh"),
    """#!/usr/bin/env bash
# Fax an das Jugendamt (Betreuungsverträge, Kitagutscheine) über die sipgate REST API
set -euo pipefail

SIPGATE_TOKEN_ID="token-<<tid>>"
SIPGATE_TOKEN="<<cred>>"
FAXLINE="f0"
PDF="$1"

curl -sS -u "${SIPGATE_TOKEN_ID}:${SIPGATE_TOKEN}" \\
  -H "Content-Type: application/json" \\
  -d "{\\"faxlineId\\":\\"${FAXLINE}\\",\\"recipient\\":\\"+4930<<fax>>\\",\\"filename\\":\\"$(basename "$PDF")\\",\\"base64Content\\":\\"$(base64 -w0 "$PDF")\\"}" \\
  https://api.sipgate.com/v2/sessions/fax
""",
    "uuid",
    extra=lambda rng, s: {"tid": alnum(rng, 6, UDIG), "fax": str(rng.randint(1000000, 9999999))},
)

reg(
    "kinderladen_paperless_ngx_compose_env",
    ("paperless/<<org>>/docker-compose.env", "server/paperless/docker-compose.env"),
    """# paperless-ngx für Betreuungsverträge, Bescheide und Kitagutscheine
PAPERLESS_URL=https://papiere.<<dom>>
PAPERLESS_SECRET_KEY=<<cred>>
PAPERLESS_TIME_ZONE=Europe/Berlin
PAPERLESS_OCR_LANGUAGE=deu
PAPERLESS_ADMIN_USER=vorstand
USERMAP_UID=1000
USERMAP_GID=1000
""",
    "p:paperless",
)
