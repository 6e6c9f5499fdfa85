"""Family a: a dental practice on the Oudegracht in Utrecht (the Netherlands)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json

from fortyseventh_spec import Fam, dec_auth_plain

F = Fam(
    "tandarts_oudegracht_utrecht",
    ("tandartsoudegracht", "mondzorgdomplein", "tandheelkundewittevrouwen", "smile-lombok"),
    "nl",
    ("sanne", "bram", "femke", "joost", "lieke", "maarten", "anouk", "pieter", "ilse", "thijs"),
    ("de-vries", "jansen", "bakker", "visser", "smit", "meijer", "mulder", "bos", "dekker", "vos"),
    (
        "gracht",
        "domtoren",
        "tulpen",
        "molen",
        "stroopwafel",
        "oranje",
        "fietsje",
        "kiesje",
        "beugel",
        "glimlach",
        "lente",
        "zomer",
        "herfst",
        "poesje",
        "snoepje",
        "hagelslag",
        "kaasbol",
        "werfkelder",
    ),
    "31",
    city="Utrecht",
)

F.reg(
    "tandarts_exquise_pms_werkstation_ini",
    (
        "C:/ProgramData/Exquise/<<org>>/Exquise.ini",
        "C:/Program Files (x86)/Exquise/config/<<host>>.ini",
    ),
    """; Exquise praktijkmanagement - werkplek instellingen
; gewijzigd door ICT-leverancier <<dmy>>
[Algemeen]
Praktijk=<<org_title>>
AGB=<<id>>
Werkplek=BALIE-<<n>>
Taal=nl-NL

[Database]
Provider=SQLOLEDB
Server=<<host>>\\EXQUISE
Database=ExquiseData
UserID=exq_app
Password=<<cred>>
Timeout=30

[Rontgen]
Koppeling=Sidexis
Pad=\\\\<<host>>\\Sidexis\\PDATA
""",
    "pw",
)

F.reg(
    "tandarts_dutch_whatsapp_wachtwoord_vecozo",
    (
        "Downloads/WhatsApp-chat met <<fname>>.txt",
        "Documents/chats/WhatsApp Chat - Balie <<org_title>>.txt",
    ),
    """<<dmy>>, <<hh>>:<<mm>> - Berichten en oproepen zijn end-to-end versleuteld.
<<dmy>>, <<t1>> - <<fname>>: Goedemorgen! Het VECOZO certificaat doet het weer niet op de baliecomputer 😩
<<dmy>>, <<t1>> - <<fname2>>: Heb je het wachtwoord van het zorgmail account nog?
<<dmy>>, <<t2>> - <<fname>>: gebruikersnaam <<login>>
<<dmy>>, <<t2>> - <<fname>>: wachtwoord <<cred>>
<<dmy>>, <<t3>> - <<fname2>>: Top, dank je! Ik log even in voor de declaraties van gisteren
<<dmy>>, <<t3>> - <<fname>>: Niet doorsturen he 🙈
""",
    "human",
)

F.reg(
    "tandarts_online_afspraak_mollie_php",
    (
        "sites/<<org>>/wp-content/plugins/afspraak-plannen/includes/config.php",
        "backup-<<date>>/public_html/afspraak/inc/mollie.php",
    ),
    """<?php
// Online afspraak plannen - aanbetaling bij nieuwe patienten
defined('ABSPATH') || exit;

define('AFSPRAAK_MOLLIE_MODE', 'live');
define('AFSPRAAK_MOLLIE_KEY', '<<cred>>');
define('AFSPRAAK_REDIRECT', 'https://www.<<dom>>/afspraak/bedankt');
define('AFSPRAAK_WEBHOOK', 'https://www.<<dom>>/wp-json/afspraak/v1/mollie');

function afspraak_mollie_client() {
    $mollie = new \\Mollie\\Api\\MollieApiClient();
    $mollie->setApiKey(AFSPRAAK_MOLLIE_KEY);
    return $mollie;
}
""",
    "p:mollie",
    syntax="",
)

F.reg(
    "tandarts_rontgen_orthanc_json_users",
    ("<<host>>/etc/orthanc/orthanc.json", "docker/orthanc-<<org>>/config/orthanc.json"),
    lambda s: (
        json.dumps(
            {
                "Name": f"RONTGEN-{s['org'].upper()[:10]}",
                "StorageDirectory": "/var/lib/orthanc/db",
                "HttpPort": 8042,
                "DicomAet": "ORTHANC",
                "DicomPort": 4242,
                "RemoteAccessAllowed": True,
                "AuthenticationEnabled": True,
                "RegisteredUsers": {"balie": s["cred"]},
                "DicomModalities": {"opg": ["OPG", s["ip"], 104]},
            },
            indent=2,
        )
        + "\n"
    ),
    "pw_json",
)


def _auth_plain(s: dict) -> str:
    return base64.b64encode(f"\0{s['email']}\0{s['cred']}".encode()).decode()


F.reg(
    "tandarts_zorgmail_smtp_auth_plain_transcript",
    ("Documents/ICT/zorgmail-smtp-test-<<date>>.txt", "ICT/logboek/smtp-sessie-<<host>>.log"),
    """$ openssl s_client -connect smtp.zorgmail.nl:587 -starttls smtp -quiet
depth=2 C = US, O = DigiCert Inc, CN = DigiCert Global Root G2
250 HELP
EHLO <<host>>.<<dom>>
250-smtp.zorgmail.nl
250-AUTH PLAIN LOGIN
250 8BITMIME
AUTH PLAIN <<enc>>
235 2.7.0 Authentication successful
MAIL FROM:<<<email>>>
250 2.1.0 Ok
QUIT
221 2.0.0 Bye
""",
    "pw",
    decode=dec_auth_plain,
    encode=_auth_plain,
)

F.reg(
    "tandarts_balie_sticky_note_ocr_wifi",
    ("scans/balie/IMG_<<id>>_ocr.txt", "Documents/scans/briefje_balie_<<date>>.txt"),
    """BALIE  --  NIET WEGGOOIEN!!
wifi patienten: Gasten-<<org_title>>
wifi praktijk (alleen eigen pc's):
<<cred>>
storing? bel ICT <<phone>>
""",
    "human",
    syntax="",
)

F.reg(
    "tandarts_nas_rsync_password_cron_script",
    ("<<host>>/opt/backup/nachtelijke-backup.sh", "home/beheer/bin/backup_naar_nas.sh"),
    """#!/bin/sh
# Nachtelijke backup van de Exquise database-dumps naar de Synology in het archief
# cron: 30 23 * * 1-5 /opt/backup/nachtelijke-backup.sh
set -eu
export RSYNC_PASSWORD='<<cred>>'
DATUM=$(date +%Y%m%d)
rsync -av --delete /srv/dumps/ rsync://backup@<<ip>>/praktijk/dumps/
echo "$DATUM backup klaar" >> /var/log/praktijkbackup.log
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "tandarts_email_ict_leverancier_inlog_dutch",
    ("Mail/Inbox/<<id>>.eml", "Documents/mail/nieuwe inlog Exquise <<date>>.eml"),
    """From: Servicedesk Tandheelkundig ICT <servicedesk@tandict.nl>
To: <<email>>
Subject: Nieuwe inloggegevens beheeromgeving
Date: Tue, <<day>> Mar <<year>> <<hh>>:<<mm>>:00 +0100
Content-Type: text/plain; charset=utf-8

Beste <<fname>>,

Zoals telefonisch besproken hebben wij de beheeromgeving voor uw praktijk opnieuw ingericht.

Portaal: https://beheer.tandict.nl/<<org>>
Gebruikersnaam: <<login>>
Wachtwoord: <<cred>>

Wij raden aan het wachtwoord na de eerste keer inloggen te wijzigen.

Met vriendelijke groet,
Servicedesk Tandheelkundig ICT
""",
    "pw",
    syntax="",
)
