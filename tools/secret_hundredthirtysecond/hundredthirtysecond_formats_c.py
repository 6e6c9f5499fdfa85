# ruff: noqa: E501
"""Family c: a speech therapist's practice (gabinet logopedyczny) in Kraków, Poland (Polish)."""

from __future__ import annotations

import base64
import json
import re

from hundredthirtysecond_spec import Fam, enc_b64

FAM = Fam(
    name="logopeda_logopedyczny",
    orgs=("mowiklaro", "gloskowo", "logosfera", "szumisia"),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Łukasz", "lukasz"),
        ("Joanna", "joanna"),
        ("Katarzyna", "katarzyna"),
    ),
    last=(
        ("Wiśniewska", "wisniewska"),
        ("Kaczmarek", "kaczmarek"),
        ("Zielińska", "zielinska"),
        ("Nowak", "nowak"),
        ("Dąbrowska", "dabrowska"),
        ("Mazur", "mazur"),
    ),
    words=(
        "logopeda",
        "szeleszczaki",
        "wawel",
        "smok",
        "krakow",
        "kasztan",
        "obwarzanek",
        "sylaba",
        "jezyk",
        "mowa",
        "wisla",
        "rysiek",
        "kazimierz",
        "zabka",
    ),
    pets=("burek", "kropka", "azor", "mruczek", "puszek", "fafik", "tosia"),
    cc="+48",
    cities=("Kraków", "Wieliczka", "Skawina", "Niepołomice"),
)
F = FAM


def _messenger(s: dict) -> str:
    t0 = 1_735_000_000_000 + int(s["n2"]) * 1_000_000
    msgs = [
        {
            "sender_name": s["first"] + " " + s["last"],
            "timestamp_ms": t0 + 90_000,
            "content": "dzięki!! działa 🙂",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["first2"] + " " + s["last2"],
            "timestamp_ms": t0 + 60_000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["first2"] + " " + s["last2"],
            "timestamp_ms": t0 + 30_000,
            "content": "login to mail gabinetu, hasło zaraz",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["first"] + " " + s["last"],
            "timestamp_ms": t0,
            "content": "Cześć, jakie jest hasło do Wordwalla gabinetowego? mam dziecko o 16",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [
                {"name": s["first"] + " " + s["last"]},
                {"name": s["first2"] + " " + s["last2"]},
            ],
            "messages": msgs,
            "title": s["first2"] + " " + s["last2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n2']}",
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "logo_messenger_json_haslo_wordwall",
    (
        "facebook-<<fa>>/messages/inbox/<<fa2>><<la2>>_<<n2>>/message_1.json",
        "eksport-fb/<<fa>>/message_<<n>>.json",
    ),
    _messenger,
    cred="human",
)

F.reg(
    "logo_przelewy24_rezerwacje_php",
    ("wp-content/plugins/rezerwacje-<<org>>/p24-config.php", "strona/<<org>>/inc/przelewy24.php"),
    """<?php
// Przelewy24 - płatności za konsultacje logopedyczne online
define('P24_MERCHANT_ID', <<n2>><<n>>);
define('P24_POS_ID', <<n2>><<n>>);
define('P24_CRC', '<<hexid>>cafe');
define('P24_API_KEY', '<<cred>>');
define('P24_SANDBOX', false);
define('P24_RETURN_URL', 'https://<<domain>>/rezerwacja/dziekujemy');
""",
    cred="p:p24",
    syntax="",
)

F.reg(
    "logo_smsapi_przypomnienia_python",
    ("skrypty/przypomnienia_sms.py", "gabinet-<<org>>/sms/przypomnij_<<n>>.py"),
    '''"""Przypomnienia SMS o wizytach na jutro (SMSAPI.pl), uruchamiane z harmonogramu zadań."""

import csv
import datetime

from smsapi.client import SmsApiPlClient

TOKEN = "<<cred>>"
NADAWCA = "<<orgc>>"

client = SmsApiPlClient(access_token=TOKEN)
jutro = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()

with open("wizyty.csv", encoding="utf-8") as f:
    for w in csv.DictReader(f):
        if w["data"] == jutro:
            client.sms.send(
                to=w["telefon"],
                message=f"Przypominamy o wizycie w gabinecie logopedycznym jutro o {w['godzina']}.",
                from_=NADAWCA,
            )
''',
    cred="p:smsapi",
)

F.reg(
    "logo_kalendarz_ics_opis_haslo_teams",
    ("kalendarz/<<fa>>_<<ymdc>>.ics", "eksport/Gabinet_<<orgc>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymdc>>T140000Z
DTEND:<<ymdc>>T144500Z
UID:<<hexid>><<n2>>@google.com
SUMMARY:Terapia online - Staś (<<n>> l.)
DESCRIPTION:Teams z przedszkolem\\nkonto gabinetu: <<email>>\\nhasło: <<cred>>\\n
LOCATION:Microsoft Teams
END:VEVENT
END:VCALENDAR
""",
    cred="human",
    syntax="",
)


def _dec_filezilla(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "logo_filezilla_sitemanager_pass_base64",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "kopia-<<fa>>/FileZilla/sitemanager_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<org>>.ftp.home.pl</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>admin@<<domain>></User>
            <Pass encoding="base64"><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>strona gabinetu</Name>
            <Comments>WordPress - rezerwacje</Comments>
        </Server>
    </Servers>
</FileZilla3>
""",
    cred="human",
    decode=_dec_filezilla,
    encode=enc_b64,
)

F.reg(
    "logo_email_haslo_genially_materialy",
    ("Poczta/Odebrane/genially-<<fa>>-<<n>>.eml", "thunderbird/<<org>>/INBOX/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: konto Genially i Wordwall - materiały do terapii
Date: <<rfcdate>> +0100
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Cześć <<first>>,

założyłam wspólne konto na materiały (karty do głosek szumiących, memory, historyjki).
Login: materialy@<<domain>>
Hasło: <<cred>>

Proszę nie zmieniaj, bo korzystamy we trzy. Faktura za Pro idzie na gabinet.

Pozdrawiam,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "logo_davfs2_secrets_nas",
    ("etc/davfs2/secrets", "home/<<fa>>/.davfs2/secrets"),
    """# davfs2 secrets file - dokumentacja pacjentów na NAS w gabinecie
# server / mount point   user   password
https://nas.<<domain>>:5006/dokumentacja <<fa>> <<cred>>
/mnt/nas-raporty raporty <<cred2>>
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s, fam: {"cred2": fam.draw(rng, "pw_bare")},
)

F.reg(
    "logo_sms_backup_restore_xml_haslo_wifi",
    ("SMSBackupRestore/sms-<<ymdc>><<n>>.xml", "telefon-<<fa>>/sms-<<ymdc>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<n2>>000000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<n2>>0001000" type="1" subject="null" body="Dzień dobry, czy jest w gabinecie wifi dla rodziców? Czekam na korytarzu" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy2>> <<time>>" contact_name="Mama Stasia" />
  <sms protocol="0" address="<<phone>>" date="<<n2>>0002000" type="2" subject="null" body="<<cred>>" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy2>> <<time2>>" contact_name="Mama Stasia" />
  <sms protocol="0" address="<<phone>>" date="<<n2>>0003000" type="1" subject="null" body="Dziękuję!" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy2>> <<time2>>" contact_name="Mama Stasia" />
</smses>
""",
    cred="human_x",
)
