"""Family c: a parish office (Pfarramt) in Graz (Austria)."""

# ruff: noqa: E501

from __future__ import annotations

import quopri
import random

from fortyseventh_spec import Fam

F = Fam(
    "pfarramt_graz",
    ("pfarre-graz-mariahilf", "stadtpfarre-graz", "pfarre-st-leonhard-graz", "pfarre-andritz"),
    "at",
    (
        "maria",
        "johann",
        "theresia",
        "florian",
        "katharina",
        "leopold",
        "elisabeth",
        "matthias",
        "veronika",
        "georg",
    ),
    (
        "gruber",
        "huber",
        "wagner",
        "pichler",
        "steiner",
        "moser",
        "mayer",
        "hofer",
        "leitner",
        "berger",
    ),
    (
        "schlossberg",
        "uhrturm",
        "orgel",
        "kirchturm",
        "glocke",
        "pfarrhof",
        "murinsel",
        "sonntag",
        "advent",
        "ostern",
        "pfingsten",
        "weihrauch",
        "kerze",
        "ministrant",
        "sternsinger",
    ),
    "43",
    kb="qwertz",
    city="Graz",
)

F.reg(
    "pfarramt_matrikel_software_ini",
    (
        "C:/Pfarramt/PfarrMatrikel/<<host>>/matrikel.ini",
        "Pfarrbuero/Programme/Matrikel/config_<<n>>.ini",
    ),
    """[Pfarre]
Name=<<org_title>>
Dekanat=Graz-Mitte
Pfarrnummer=<<id>>

[Datenbank]
Typ=Firebird
Host=<<host>>
Pfad=D:\\Matrikel\\MATRIKEL.FDB
Benutzer=SYSDBA
Passwort=<<cred>>

[Export]
Meldewesen=1
Kirchenbeitrag=1
""",
    "pw",
)

F.reg(
    "pfarramt_dioezese_email_passwort",
    ("Mail/Posteingang/<<id>>.eml", "Pfarrbuero/Mails/Zugang Dioezese <<date>>.eml"),
    """From: IT-Service Dioezese <it-service@graz-seckau.at>
To: <<email>>
Subject: Ihr neuer Zugang zum Pfarrverwaltungsportal
Date: Thu, <<day>> Oct <<year>> <<hh>>:<<mm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Sehr geehrte/r <<fname>> <<lname>>,

für die Pfarrsekretärin wurde ein neuer Zugang angelegt:

Benutzername: <<login>>@pfarre
Initiales Passwort: <<cred>>

Bitte ändern Sie das Passwort bei der ersten Anmeldung.

Mit freundlichen Grüßen
IT-Service der Diözese Graz-Seckau
""",
    "pw",
    syntax="",
)

F.reg(
    "pfarramt_loxone_heizung_python_url",
    ("Pfarrbuero/skripte/heizung_kirche_<<n>>.py", "home/<<first>>/loxone/kirche_vorheizen.py"),
    '''"""Heizt die Kirche vor der Sonntagsmesse vor (Loxone Miniserver im Turm)."""

import requests

MINISERVER = "http://admin:<<cred>>@<<ip>>"


def vorheizen(grad: int = 16) -> None:
    r = requests.get(f"{MINISERVER}/jdev/sps/io/Kirchenschiff_Soll/{grad}", timeout=10)
    print(r.status_code, r.text[:80])


if __name__ == "__main__":
    vorheizen()
''',
    "pw_url",
)

F.reg(
    "pfarramt_pfarrblatt_wpconfig_php",
    ("www/<<org>>/wp-config.php", "backup/pfarrblatt-<<date>>/wp-config.php"),
    """<?php
/** Pfarrblatt / Website der <<org_title>> */
define( 'DB_NAME', 'pfarre_wp' );
define( 'DB_USER', 'pfarre_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'pf_';
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
    "pfarramt_sakristei_zettel_ocr_orgel_pc",
    ("Scans/Sakristei/zettel_<<id>>.txt", "Pfarrbuero/Scans/OCR_<<date>>.txt"),
    """Sakristei - Liedanzeige / Orgel-PC
Benutzer: organist
Kennwort:  <<cred>>
(nicht ändern! sonst geht Liedanzeige nicht) - <<fname>>
""",
    "human",
    syntax="",
)

F.reg(
    "pfarramt_signal_chat_passwort_dropbox",
    ("Pfarrbuero/Chats/Signal_Pfarrgemeinderat_<<date>>.txt", "Documents/signal-<<first>>.txt"),
    """[<<dmy>>, <<t1>>] <<fname>> <<lname>>: Die Fotos vom Pfarrfest sind in der Dropbox vom Pfarrblatt
[<<dmy>>, <<t2>>] <<fname2>>: wie war nochmal das Passwort?
[<<dmy>>, <<t2>>] <<fname>> <<lname>>: pfarrblatt@<<dom>> / <<cred>>
[<<dmy>>, <<t3>>] <<fname2>>: Danke, hab sie! 🙏
""",
    "human",
    syntax="",
)

UMLAUT_WORDS = (
    "Glöckner",
    "Kürbisfest",
    "Mariä",
    "Frühmesse",
    "Größe",
    "Schöckl",
    "Grüßgott",
    "Fastensuppe",
    "Kirchplatzfest",
)


def _umlaut_pw(rng: random.Random, s: dict) -> str:
    while True:
        w = rng.choice(UMLAUT_WORDS)
        v = f"{w}{rng.randint(1, 99)}{rng.choice('!?=#')}{rng.randint(10, 99)}"
        if any(ord(c) > 127 or c == "=" for c in v):
            return v


def _qp(s: dict) -> str:
    return quopri.encodestring(s["cred"].encode()).decode().strip()


def _dec_qp(text: str) -> str:
    line = next(ln for ln in text.splitlines() if ln.startswith("Kennwort: "))
    return quopri.decodestring(line.split(": ", 1)[1].encode()).decode()


F.reg(
    "pfarramt_kirchenbeitrag_email_quoted_printable",
    ("Mail/Gesendet/<<id>>.eml", "Pfarrbuero/Mails/Kirchenbeitrag Zugang <<date>>.eml"),
    """From: <<fname>> <<lname>> <<<email>>>
To: <<email2>>
Subject: =?utf-8?q?Zugang_Kirchenbeitragsstelle?=
Date: Wed, <<day>> Jan <<year>> <<hh>>:<<mm>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Liebe/r <<fname2>>,

f=C3=BCr die Vertretung n=C3=A4chste Woche:

Benutzer: <<login>>
Kennwort: <<enc>>

Liebe Gr=C3=BC=C3=9Fe
<<fname>>
""",
    _umlaut_pw,
    syntax="",
    decode=_dec_qp,
    encode=_qp,
)

F.reg(
    "pfarramt_newsletter_mailchimp_node",
    ("pfarrblatt-newsletter/<<org>>/send.js", "home/<<first>>/newsletter/versand_<<year>>.js"),
    """// Pfarrblatt-Newsletter: neue Ausgabe an die Liste schicken
const mailchimp = require("@mailchimp/mailchimp_marketing");

mailchimp.setConfig({
  apiKey: "<<cred>>",
  server: "<<server>>",
});

async function main() {
  const res = await mailchimp.campaigns.send("<<campaign>>");
  console.log("Pfarrblatt versendet", res);
}

main();
""",
    "p:mailchimp",
    syntax="",
    extra=lambda rng, s: s.update(
        server=s["cred"].rsplit("-", 1)[1], campaign=f"{s['id']:x}a{s['n']}"
    ),
)
