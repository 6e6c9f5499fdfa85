"""Family a: a family-run domatia (rooms to let) guesthouse on Santorini, Greece."""

# ruff: noqa: E501

from __future__ import annotations

import quopri
import random

from fiftyseventh_spec import Fam, after, enc_qp, pick

F = Fam(
    "santorini_domatia_rooms",
    ("kalderaspiti", "thirasuites", "oiablue"),
    "gr",
    ("Ελένη", "Γιώργος", "Μαρία", "Νίκος", "Κατερίνα", "Δημήτρης"),
    ("Παπαδάκη", "Νομικός", "Σιγάλα", "Βενετσάνος", "Αργυρού"),
    ("eleni", "giorgos", "maria", "nikos", "katerina", "dimitris"),
    ("papadaki", "nomikos", "sigala", "venetsanos", "argyrou"),
    (
        "kaldera",
        "thalassa",
        "ilios",
        "oia",
        "fira",
        "assyrtiko",
        "vinsanto",
        "kamari",
        "perissa",
        "fava",
    ),
    "fira",
    "30",
)

F.reg(
    "santorini_siteminder_pmsxchange_xml_credentials",
    ["channel/<<org>>/pmsxchange_<<n>>.xml", "siteminder/<<org>>-connector.xml"],
    """<?xml version="1.0" encoding="UTF-8"?>
<ConnectorSettings provider="SiteMinder" interface="pmsXchange" version="2">
  <Endpoint>https://smtpi.siteminder.com/siteconnect/services</Endpoint>
  <HotelCode><<hid>></HotelCode>
  <Authentication>
    <RequestorID Type="22" ID="<<org>>_pms"/>
    <Username><<org>>_pmsx</Username>
    <Password><<cred>></Password>
  </Authentication>
  <RoomMap>
    <Room pms="DBL-CAL" channel="CAVE-DBL"/>
    <Room pms="STU-SEA" channel="STUDIO-SV"/>
  </RoomMap>
  <PollIntervalSeconds>120</PollIntervalSeconds>
</ConnectorSettings>
""",
    "pw_xml",
)

F.reg(
    "santorini_greek_viber_chat_kodikos_extranet",
    ["chats/viber_<<fa>>_<<n>>.txt", "Viber/Κρατήσεις_<<n>>.txt"],
    """[<<dmys>>, <<time>>] <<first>> <<last>>: Καλημέρα! Άλλαξα τον κωδικό στο extranet της Booking γιατί μας έστειλαν ειδοποίηση
[<<dmys>>, <<time>>] Δέσποινα: Ποιον βάζω τώρα;
[<<dmys>>, <<time>>] <<first>> <<last>>: Χρήστης <<user>> και κωδικός <<cred>>
[<<dmys>>, <<time>>] <<first>> <<last>>: μην τον γράψεις στο τετράδιο της ρεσεψιόν 🙏
[<<dmys>>, <<time>>] Δέσποινα: Οκ, μπήκα 👍
""",
    "human",
)


def _greek_pw(rng: random.Random, s: dict) -> str:
    w = pick(rng, ("Καλντέρα", "Θάλασσα", "Ήλιος", "Βινσάντο", "Φάβα", "Καμάρι"))
    return f"{w}{rng.choice(('2024', '2025', '2026'))}{rng.choice('!#*.')}"


def _qp_extra(rng: random.Random, s: dict) -> dict:
    body = (
        f"Καλησπέρα {s['first']},\n\n"
        "Σου στέλνω τα στοιχεία για το νέο σύστημα κρατήσεων (Cloudbeds) για τη σεζόν.\n"
        f"Όνομα χρήστη: {s['email']}\n"
        f"Κωδικός: {s['cred']}\n\n"
        "Άλλαξέ τον με την πρώτη σύνδεση.\n\nΦιλιά,\nΜαρία\n"
    )
    return {"qp": enc_qp(body)}


F.reg(
    "santorini_greek_email_quoted_printable_kodikos",
    ["mail/<<org>>/inbox/<<n>>.eml", "Thunderbird/Inbox/<<ymd>>_<<n>>.eml"],
    """Return-Path: <maria@<<dom>>>
From: =?UTF-8?B?zpzOsc+Bzq/OsQ==?= <maria@<<dom>>>
To: <<email>>
Subject: =?UTF-8?Q?=CE=9D=CE=AD=CE=BF_=CF=83=CF=8D=CF=83=CF=84=CE=B7=CE=BC=CE=B1?=
Date: Tue, <<d>> Mar <<y>> 09:<<mm>>:11 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<qp>>""",
    _greek_pw,
    syntax="",
    extra=_qp_extra,
    decode=lambda t: after(
        "Κωδικός: ", quopri.decodestring(t.split("\n\n", 1)[1].encode()).decode("utf-8")
    ),
)

F.reg(
    "santorini_guest_wifi_card_ocr_greek_english",
    ["scans/reception/wifi_card_<<n>>.txt", "ocr/<<org>>_room_<<room>>_card.txt"],
    """<<orgc>> · Καλωσήρθατε / Welcome
Δωμάτιο / Room <<room>>

Wi-Fi (ασύρματο δίκτυο)
Δίκτυο / Network: <<orgc>>_Guests_5G
Κωδικός / Password: <<cred>>

Πρωινό 08:00-10:30 στη βεράντα
Check-out έως 11:00 · Τηλ. <<phone>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "santorini_cloudbeds_api_python_sync_script",
    ["scripts/cloudbeds_sync_<<n>>.py", "<<org>>/tools/sync_rates.py"],
    '''"""Τραβάει τις κρατήσεις από το Cloudbeds και τις γράφει στο φύλλο του λογιστή."""

import csv
import datetime

import requests

API = "https://api.cloudbeds.com/api/v1.2"
API_KEY = "<<cred>>"
PROPERTY_ID = "<<hid>>"


def reservations(since: datetime.date) -> list[dict]:
    r = requests.get(
        f"{API}/getReservations",
        headers={"x-api-key": API_KEY},
        params={"propertyID": PROPERTY_ID, "checkInFrom": since.isoformat()},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["data"]


if __name__ == "__main__":
    rows = reservations(datetime.date.today() - datetime.timedelta(days=30))
    with open("kratiseis.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        for row in rows:
            w.writerow([row["reservationID"], row["guestName"], row["total"]])
''',
    "p:cloudbeds",
)

F.reg(
    "santorini_keycard_encoder_station_ini",
    ["encoder/<<org>>/LockLink.ini", "C:/ProgramData/LockLink/station_<<n2>>.ini"],
    """; Κωδικοποιητής καρτών - ρεσεψιόν
[Station]
Name=RECEPTION-<<n2>>
Encoder=COM3
Site=<<orgc>> <<city>>

[Database]
Driver=SQL Server
Server=<<ip>>\\LOCKS
Database=LockLink
User=locklink_app
Password=<<cred>>

[Cards]
DefaultCheckout=11:00
Type=MIFARE Classic 1K
""",
    "pw",
)

F.reg(
    "santorini_aade_mydata_invoice_dotenv",
    ["invoicing/.env", "<<org>>-mydata/.env.production"],
    """# ηλεκτρονικά βιβλία ΑΑΔΕ (myDATA) - τιμολόγια διαμονής
MYDATA_ENV=production
MYDATA_URL=https://mydatapi.aade.gr/myDATA
MYDATA_USER_ID=<<org>><<n2>>
MYDATA_SUBSCRIPTION_KEY=<<cred>>
AFM=0<<hid>>99
INVOICE_SERIES=ΑΠΥ
""",
    "hex:32",
)

F.reg(
    "santorini_website_booking_engine_php_config",
    ["www/<<org>>/config/booking.php", "public_html/inc/config_<<n2>>.php"],
    """<?php
// Ρυθμίσεις μηχανής κρατήσεων του site
return [
    'db' => [
        'host' => 'localhost',
        'name' => '<<org>>_booking',
        'user' => '<<org>>_web',
        'pass' => '<<cred>>',
    ],
    'ical' => [
        'airbnb' => 'https://www.airbnb.com/calendar/ical/<<hid>>.ics',
        'booking' => 'https://admin.booking.com/hotel/hoteladmin/ical.html',
    ],
    'mail_from' => 'info@<<dom>>',
];
""",
    "pw_sq",
    syntax="",
)
