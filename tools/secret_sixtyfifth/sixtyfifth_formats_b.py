# ruff: noqa: E501
"""Family b: a homeowners' association (wspólnota mieszkaniowa) of a Kraków tenement, Polish."""

from __future__ import annotations

import json

from sixtyfifth_spec import Fam, hexs, people_rows

F = Fam(
    "wspolnota_homeowners_krakow",
    orgs=("wspolnotalipowa", "kamienicapodgorze", "zarzadcakrk"),
    tld="pl",
    first=(
        "tomasz",
        "katarzyna",
        "pawel|Paweł",
        "malgorzata|Małgorzata",
        "andrzej",
        "agnieszka",
        "krzysztof",
        "ewa",
    ),
    last=(
        "nowak",
        "kowalski",
        "wisniewska|Wiśniewska",
        "wojcik|Wójcik",
        "zielinski|Zieliński",
        "szymanska|Szymańska",
        "lewandowski",
    ),
    words=(
        "lipowa",
        "kamienica",
        "krakowiak",
        "wawel",
        "smok",
        "obwarzanek",
        "pierogi",
        "kasztan",
        "wisla",
        "zapiekanka",
        "podgorze",
        "planty",
        "sukiennice",
        "bigos",
        "jesien",
        "kazimierz",
    ),
    cc="+48",
    city="Kraków",
)

F.reg(
    "wspolnota_przelewy24_crc_dotenv",
    ("oplaty-<<org>>/.env", "srv/www/<<org>>-<<y>>/.env.production"),
    """# Płatności zaliczek na fundusz remontowy - <<org>>
APP_ENV=production
APP_URL=https://oplaty.<<dom>>
P24_MERCHANT_ID=<<n3>><<n3>>
P24_POS_ID=<<n3>><<n3>>
P24_CRC=<<crc>>
P24_API_KEY=<<cred>>
P24_SANDBOX=false
MAIL_FROM=zarzad@<<dom>>
""",
    cred="hex:32",
    extra=lambda rng, s: {"crc": hexs(rng, 16)},
    syntax="",
)


def _messenger(s):
    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    a = f"{s['first_l']} {s['last_l']}"
    b = f"{s['f2_l']} {s['l2_l']}"
    ms = int(s["ms"])
    msgs = [
        (b, ms + 260_000, "Dzięki, działa. Zmienię kod dla kuriera na klatce B"),
        (a, ms + 120_000, f"Hasło do panelu domofonu (login admin): {s['cred']}"),
        (a, ms + 90_000, f"Panel jest pod http://{s['ip']} , tylko z sieci w piwnicy"),
        (
            b,
            ms,
            "Cześć, jak się logujemy do domofonu? Muszę dodać nowy brelok dla lokalu "
            + str(s["unit"]),
        ),
    ]
    return json.dumps(
        {
            "participants": [{"name": moj(a)}, {"name": moj(b)}],
            "messages": [
                {
                    "sender_name": moj(x),
                    "timestamp_ms": t,
                    "content": moj(c),
                    "is_geoblocked_for_viewer": False,
                }
                for x, t, c in msgs
            ],
            "title": moj(a),
            "is_still_participant": True,
            "thread_path": f"inbox/{s['first']}{s['last']}_{s['n3']}{s['n3']}".lower(),
            "magic_words": [],
        },
        indent=2,
    )


F.reg(
    "wspolnota_messenger_json_mojibake_haslo_domofon",
    (
        "facebook-<<user2>>/your_facebook_activity/messages/inbox/<<first>><<last>>_<<n3>>/message_1.json",
        "messages/inbox/<<first>><<last>>_<<ts>>/message_1.json",
    ),
    _messenger,
    cred="human",
)


def _lokale(rng, s):
    rows = people_rows(rng, F, 4)
    k = rng.randrange(4)
    lines = []
    for i, (fl, ll, login, pw) in enumerate(rows):
        if i == k:
            fl, ll, login, pw = s["first_l"], s["last_l"], s["user"], s["cred"]
        lines.append(
            f"{i + 1};{fl} {ll};{rng.randint(18, 74)},{rng.randint(10, 99)}/1000;{login};{pw}"
        )
    return {"rows": "\n".join(lines)}


F.reg(
    "wspolnota_lokale_csv_ekartoteka_loginy",
    ("Zarzad/<<org>>/lokale_loginy_<<y>>.csv", "Pulpit/wspólnota <<org>>/e-kartoteka <<dmy>>.csv"),
    """Nr lokalu;Właściciel;Udział;Login e-Kartoteka;Hasło startowe
<<rows>>
""",
    cred="human",
    extra=_lokale,
)

F.reg(
    "wspolnota_hikvision_ffmpeg_snapshot_sh",
    ("volume1/skrypty/kamery_<<org>>.sh", "home/<<user>>/bin/zdjecia_klatka_<<n>>.sh"),
    """#!/bin/sh
# Zdjęcia z kamer na klatkach schodowych co 5 minut -> NAS (cron: */5 * * * *)
# wspólnota <<org>>, rejestrator Hikvision w piwnicy
DEST=/volume1/kamery/$(date +%Y-%m-%d)
mkdir -p "$DEST"
for ch in 101 201 301 401; do
  ffmpeg -loglevel error -rtsp_transport tcp \\
    -i "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/$ch" \\
    -frames:v 1 "$DEST/$(date +%H%M)_$ch.jpg"
done
find /volume1/kamery -type d -mtime +30 -exec rm -rf {} +
""",
    cred="pw_url",
    syntax="",
)

F.reg(
    "wspolnota_sms_backup_xml_haslo_poczta_zarzadu",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>>.xml", "Telefon/kopie/sms-<<org>>-<<n3>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on <<dmys>> <<hms>>-->
<smses count="3" backup_set="<<id>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Dzień dobry, czy może Pan przesłać nowe hasło do skrzynki zarzad@<<dom>>? Nie mogę się zalogować" toa="null" sc_toa="null" service_center="+48790998250" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<t1>>" contact_name="<<f2_l>> <<l2_l>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="Pani <<f2_l>>, hasło do poczty zarządu: <<cred>> . Proszę zmienić po pierwszym logowaniu. Pozdrawiam, <<first_l>> <<last_l>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<t2>>" contact_name="<<f2_l>> <<l2_l>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Dziękuję, działa!" toa="null" sc_toa="null" service_center="+48790998250" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<t3>>" contact_name="<<f2_l>> <<l2_l>>" />
</smses>
""",
    cred="human",
)

F.reg(
    "wspolnota_zarzadca_email_haslo_portal_mieszkanca",
    (
        "Poczta/Odebrane/Dostęp do portalu mieszkańca - lokal <<unit>>.eml",
        "thunderbird/<<org>>/Inbox/<<n3>>.eml",
    ),
    """From: Biuro Zarządcy <biuro@<<dom>>>
To: <<first_l>> <<last_l>> <<<email2>>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_portalu_mieszka=C5=84ca?=
Date: Tue, <<d>> Sep <<y>> 10:14:52 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Szanowna Pani / Szanowny Panie,

w związku ze zmianą systemu rozliczeń przesyłamy dane do logowania do portalu
mieszkańca wspólnoty <<org>> (saldo, rozliczenie wody i c.o., uchwały):

adres:  https://portal.<<dom>>
login:  <<user>>
hasło:  <<cred>>

Rozliczenie wodomierzy za I półrocze będzie dostępne od <<dmy>>.

Z poważaniem
Biuro Zarządcy Nieruchomości
tel. <<phone>>
""",
    cred="pw",
)

F.reg(
    "wspolnota_ksiegowosc_firebird_odbc_ini",
    ("C:/Wspolnota/<<org>>/odbc.ini", "home/<<user>>/.odbc.ini"),
    """[KsiegowoscWspolnoty]
Description = Firebird - księgowość wspólnoty <<org>>
Driver = Firebird
Dbname = <<ip>>:C:\\Wspolnota\\DANE\\WSP<<n>>.FDB
User = SYSDBA
Password = <<cred>>
Role =
CharacterSet = WIN1250
ReadOnly = No
""",
    cred="pw",
)

F.reg(
    "wspolnota_windykacja_smtplib_python",
    ("Zarzad/skrypty/przypomnienia_zaleglosci.py", "home/<<user>>/<<org>>/windykacja_<<y>>.py"),
    '''"""Wysyła przypomnienia o zaległych zaliczkach (plik z księgowości: zaleglosci.csv)."""

import csv
import smtplib
from email.message import EmailMessage

SMTP_HOST = "poczta.<<dom>>"
SMTP_USER = "zarzad@<<dom>>"
SMTP_PASS = "<<cred>>"


def wyslij(adres: str, lokal: str, kwota: str) -> None:
    msg = EmailMessage()
    msg["From"] = SMTP_USER
    msg["To"] = adres
    msg["Subject"] = f"Zaległość w opłatach - lokal {lokal}"
    msg.set_content(f"Uprzejmie przypominamy o zaległości w wysokości {kwota} zł.")
    with smtplib.SMTP_SSL(SMTP_HOST, 465) as s:
        s.login(SMTP_USER, SMTP_PASS)
        s.send_message(msg)


with open("zaleglosci.csv", encoding="cp1250") as f:
    for row in csv.DictReader(f, delimiter=";"):
        wyslij(row["email"], row["lokal"], row["kwota"])
''',
    cred="pw_dq",
)
