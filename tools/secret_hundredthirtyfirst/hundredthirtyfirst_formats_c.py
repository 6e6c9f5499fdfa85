# ruff: noqa: E501
"""Family c: a nightclub's back office in Berlin (German)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam, dec_b64, enc_b64, grab

F = Fam(
    name="kontor_nightclub_office_germany",
    orgs=("kellerpuls", "tresorkiez", "spreewerk", "nachtkantine"),
    tld="de",
    first=(
        ("Jürgen", "juergen"),
        ("Lena", "lena"),
        ("Maximilian", "max"),
        ("Sophie", "sophie"),
        ("Björn", "bjoern"),
        ("Anke", "anke"),
        ("Tobias", "tobi"),
        ("Jana", "jana"),
    ),
    last=(
        ("Müller", "mueller"),
        ("Schröder", "schroeder"),
        ("Weiß", "weiss"),
        ("Becker", "becker"),
        ("Hoffmann", "hoffmann"),
        ("Krüger", "krueger"),
        ("Wagner", "wagner"),
        ("Schulz", "schulz"),
    ),
    words=(
        "techno",
        "kellerbar",
        "tresen",
        "feierabend",
        "spree",
        "kreuzberg",
        "neukoelln",
        "bassline",
        "nachtschicht",
        "tuersteher",
        "pfeffi",
        "mate",
        "currywurst",
        "schnaps",
        "kiez",
        "rave",
        "friedrichshain",
        "sonntag",
    ),
    pets=("Bello", "Struppi", "Luna", "Kruemel", "Mieze", "Rocky"),
    cc="+49",
    city="Berlin",
)

F.reg(
    "kontor_pretix_guestlist_sync_python",
    ("<<org>>/gaesteliste/sync_pretix.py", "home/<<fa>>/pretix/guestlist_<<n>>.py"),
    '''"""Gästeliste aus dem Booking-Sheet in pretix als Freitickets anlegen (Samstag-Nacht)."""

import requests

PRETIX = "https://tickets.<<dom>>/api/v1/organizers/<<org>>/events/samstag-<<n>>/"
HEADERS = {"Authorization": "Token <<cred>>"}


def add_guest(name, plus):
    return requests.post(PRETIX + "orders/", headers=HEADERS, json={
        "email": None, "locale": "de", "testmode": False,
        "positions": [{"item": 12, "attendee_name": name, "price": "0.00"}] * (1 + plus),
    })
''',
    "p:pretix",
)

F.reg(
    "kontor_door_scanner_android_shared_prefs_xml",
    (
        "<<org>>/scanner-backup/shared_prefs/eu.pretix.pretixscan.xml",
        "sdcard/Backup/<<org>>_door<<n>>/shared_prefs/scanner.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="pref_api_url">https://tickets.<<dom>></string>
    <string name="pref_organizer_slug"><<org>></string>
    <string name="pref_api_key"><<cred>></string>
    <long name="pref_device_id" value="<<n4>>" />
    <boolean name="pref_sounds" value="true" />
    <string name="pref_device_name">Tür <<n>></string>
</map>
""",
    "alnum:64",
)

F.reg(
    "kontor_german_email_zugangsdaten_datev_steuerbuero",
    ("mail/<<org>>/steuerbuero-<<date>>.eml", "<<fa>>/Maildir/cur/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: kanzlei@steuer-<<la2>>.de
Subject: Zugangsdaten DATEV Unternehmen online / Kassenbuch
Date: Mon, <<d>> Feb <<y>> 10:14:07 +0100
Content-Type: text/plain; charset=utf-8

Hallo Frau <<last2>>,

anbei wie besprochen die neuen Zugangsdaten für den Belegtransfer aus dem Büro.
Benutzer: <<fa>>.<<la>>
Passwort: <<cred>>

Die Kassenabschlüsse vom Wochenende liegen wie immer im Ordner "Z-Bons".

Viele Grüße
<<first>> <<last>>
Büro <<org>>
""",
    "human",
    syntax="",
)


def _basic_pw(text: str) -> str:
    return dec_b64(grab(r'Authorization "Basic ([A-Za-z0-9+/=]+)"', text)).split(":", 1)[1]


F.reg(
    "kontor_nginx_booking_proxy_basic_header_base64",
    ("etc/nginx/sites-enabled/<<org>>-booking.conf", "<<org>>/infra/nginx/booking-<<n>>.conf"),
    """# Booking-Tool der Agentur hinter Basic Auth, intern ohne Login erreichbar
server {
    listen 80;
    server_name booking.intern.<<dom>>;

    location / {
        proxy_pass https://booking-agentur.<<la2>>.de/;
        proxy_set_header Authorization "Basic <<enc>>";
        proxy_set_header Host booking-agentur.<<la2>>.de;
    }
}
""",
    "pw_dq",
    syntax="",
    encode=lambda n, s: enc_b64(f"{s['org']}:{n}"),
    decode=_basic_pw,
)

F.reg(
    "kontor_unifi_mongodump_backup_script",
    ("<<org>>/it/unifi_backup.sh", "usr/local/bin/unifi-backup-<<n>>.sh"),
    """#!/bin/sh
# Nächtliche Sicherung des UniFi-Controllers (Gäste-WLAN, Kameras) auf das NAS
set -e
STAMP=$(date +%F)
mongodump --uri "mongodb://unifi:<<cred>>@127.0.0.1:27117/ace" --gzip --archive=/mnt/nas/unifi/ace-$STAMP.gz
find /mnt/nas/unifi -name 'ace-*.gz' -mtime +30 -delete
""",
    "pw_url",
    syntax="",
)

F.reg(
    "kontor_orderbird_z_report_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "<<org>>/it/crontab.txt"),
    """# m h dom mon dow command
MAILTO=<<email>>
15 6 * * * curl -s -u buero@<<dom>>:<<cred>> "https://my.orderbird.com/api/z-reports?date=yesterday" -o /srv/kasse/z-$(date +\\%F).json
0 7 * * 1 /usr/local/bin/wochenabrechnung.sh
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "kontor_dj_booking_ics_description_laptop",
    ("<<org>>/kalender/booking-<<date>>.ics", "Kalender/<<fa>>/dj-<<n3>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<org>>//Booking//DE
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTART:<<y>><<mo>><<d>>T230000
DTEND:<<y>><<mo>><<d>>T235900
SUMMARY:Resident-Set Floor 2
DESCRIPTION:Soundcheck 21 Uhr. Booth-Laptop (rekordbox) Login: dj / <<cred>>
 \\nUSB-Sticks bitte selbst mitbringen.
LOCATION:<<org>>\\, Floor 2
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "kontor_signal_copied_tresor_reply_only",
    ("<<org>>/notizen/signal_<<date>>.txt", "Downloads/signal-export-<<n>>.txt"),
    """[<<dmy>> <<h0>>] <<first>>: Wie war nochmal das neue für den Kassen-PC im Büro?
[<<dmy>> <<h1>>] <<first2>>: <<cred>>
[<<dmy>> <<h2>>] <<first>>: Danke, schreib ich nicht auf 😅
""",
    "human",
    syntax="",
)
