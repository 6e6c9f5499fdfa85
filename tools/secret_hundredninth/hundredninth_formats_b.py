# ruff: noqa: E501
"""Family b: the service desk (przyjęcia serwisowe) of an authorised Škoda / Toyota dealership
near Poznań (Poland): Polish."""

from __future__ import annotations

import random

from hundredninth_spec import Fam, dec_qp, enc_qp, hexs, pick, reg

F = Fam(
    name="autoryzowany_przyjecia_wielkopolska",
    orgs=("serwisomat", "autowarta", "motolechia", "skodalubon", "toyotaswarzedz"),
    tld="pl",
    first=(
        ("Paweł", "pawel"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Zofia", "zofia"),
        ("Tomasz", "tomasz"),
        ("Katarzyna", "katarzyna"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Wójcik", "wojcik"),
        ("Zieliński", "zielinski"),
        ("Szymańska", "szymanska"),
        ("Kaczmarek", "kaczmarek"),
    ),
    words=(
        "przeglad",
        "warsztat",
        "sprzeglo",
        "hamulec",
        "octavia",
        "corolla",
        "poznan",
        "lech",
        "kaczka",
        "pyra",
        "zubr",
        "sokol",
        "wiosna",
        "jesien",
        "sloneczko",
        "misiek",
        "kolejorz",
        "rogal",
    ),
    pets=("burek", "azor", "reksio", "puszek", "filemon"),
    cities=("poznan", "lubon", "swarzedz", "gniezno", "kornik"),
    cc="+48",
)

PL_WORDS = (
    "Żółw",
    "Słońce",
    "Jeżyk",
    "Źródło",
    "Łąka",
    "Gęś",
    "Róża",
    "Wiśnia",
    "Kolejorz",
    "Pyrlandia",
)


def _pl_pw(rng: random.Random) -> str:
    return f"{pick(rng, PL_WORDS)}{pick(rng, ('', '.', '_'))}{rng.randint(1980, 2026)}{pick(rng, ('!', '#', '', '?'))}"


def _qp(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_qp(
        f"Cześć {s['fn2']},\n\nod jutra przyjmujesz auta na ODIS Service (stanowisko 2). Dane do portalu\n"
        f"GeKo / ODIS:\n\nLogin: {s['user']}\nHasło: {s['cred']}\n\nHasło ustawiłem tymczasowo, zmień je przy pierwszym logowaniu.\n"
        f"Karta klienta w DMS jest w zakładce Zlecenia.\n\nPozdrawiam\n{s['fn']} {s['ln']}\nDoradca serwisowy, {s['orgc']}\n"
    )


reg(
    F,
    "asopl_odis_geko_email_quoted_printable_haslo",
    ("Poczta/Wyslane/<<date>>_odis_<<n>>.eml", "thunderbird/Sent/odis-geko-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_ODIS_/_GeKo?=
Date: Mon, <<d>> Feb <<y>> <<hh>>:<<mi>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _pl_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp(r"Hasło: (\S+)"),
)

reg(
    F,
    "asopl_przelewy24_crc_php_config",
    ("sklep-czesci/config/przelewy24.php", "www/<<org>>/app/config/p24.php"),
    """<?php
// Przelewy24 - zaliczki za części i płatność za zlecenie serwisowe online
return [
    'merchant_id' => <<mid>>,
    'pos_id'      => <<mid>>,
    'crc'         => '<<cred>>',
    'report_key'  => '<<rk>>',
    'sandbox'     => false,
    'url_return'  => 'https://serwis.<<dom>>/platnosc/dziekujemy',
    'url_status'  => 'https://serwis.<<dom>>/api/p24/status',
];
""",
    "p:p24",
    syntax="",
    extra=lambda rng, s: s.update(mid=str(rng.randint(100000, 399999)), rk=hexs(rng, 32)),
)

reg(
    F,
    "asopl_smsapi_przypomnienie_przeglad_python",
    ("skrypty/przypomnienia_sms.py", "cron/<<org>>/sms_przeglady.py"),
    '''"""Przypomnienia SMS o przeglądzie okresowym (30 dni przed terminem), z eksportu DMS."""

import csv
import datetime as dt

from smsapi.client import SmsApiPlClient

TOKEN = "<<cred>>"
client = SmsApiPlClient(access_token=TOKEN)

with open("eksport_dms_przeglady.csv", encoding="cp1250") as fh:
    for row in csv.DictReader(fh, delimiter=";"):
        termin = dt.date.fromisoformat(row["termin_przegladu"])
        if (termin - dt.date.today()).days == 30:
            client.sms.send(
                to=row["telefon"],
                message=f"<<orgc>>: przeglad {row['nr_rej']} do {termin:%d.%m}. Umow wizyte: 61 {row['id']}",
                from_="<<orgc>>",
            )
''',
    "alnum:40",
)

reg(
    F,
    "asopl_przekazanie_zmiany_notatka_partslink24",
    ("notatki/przekazanie_zmiany_<<date>>.md", "wiki/serwis/przekazanie-<<n>>.md"),
    """# Przekazanie zmiany — przyjęcia serwisowe

**Od:** <<fn>> <<ln>>  **Dla:** <<fn2>>  **Data:** <<dmy>>

## Otwarte zlecenia
- Octavia <<plate>> — czeka na sprzęgło (ETA czwartek), klient powiadomiony
- Corolla hybrid — akcja serwisowa 24TA07, zrobione, do wydania
- Fabia — reklamacja lakieru, zdjęcia w folderze `\\\\nas\\reklamacje`

## Dostępy
- partslink24 (katalog części VW/Škoda): konto firmowe `<<org>>-serwis`, użytkownik `<<fa>>`,
  hasło: <<cred>>
- Kasa fiskalna: jak zwykle, kod kierownika u <<fn>>

## Inne
Samochód zastępczy nr 3 ma kontrolkę ciśnienia w oponach, nie wydawać bez sprawdzenia.
""",
    "human",
    syntax="",
)

reg(
    F,
    "asopl_integra_dms_odbc_connection_ini",
    ("ProgramData/Integra/dms_connection.ini", "C:/DMS/<<org>>/polaczenie.ini"),
    """; Połączenie stanowisk przyjęć z bazą DMS (SQL Server na serwerze w biurze)
[Baza]
Serwer=<<ip>>\\SQLEXPRESS
Baza=DMS_<<org>>
Uzytkownik=dms_przyjecia
Haslo=<<cred>>
Timeout=30

[Drukarka]
Zlecenia=\\\\<<ip>>\\Brother_Serwis
""",
    "pw",
)

reg(
    F,
    "asopl_go2rtc_kamery_stanowiska_rtsp_yaml",
    ("opt/go2rtc/go2rtc.yaml", "docker/kamery-<<org>>/go2rtc.yml"),
    """# kamery na stanowiskach przyjęć (dokumentacja stanu auta przy odbiorze)
streams:
  przyjecia_1: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
  przyjecia_2: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
  parking: ffmpeg:http://<<ip>>/snap.jpg#video=h264
api:
  listen: ":1984"
webrtc:
  listen: ":8555"
""",
    "pw_url",
)

reg(
    F,
    "asopl_kalendarz_ics_toyota_tis_haslo",
    ("kalendarz/serwis_<<date>>.ics", "Exchange/Kalendarz/szkolenie-tis-<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTAMP:<<y>><<m>><<d>>T080000Z
DTSTART:<<y>><<m>><<d>>T090000
DTEND:<<y>><<m>><<d>>T110000
SUMMARY:Szkolenie Techstream / TIS - nowy doradca
LOCATION:Sala szkoleniowa\\, <<orgc>>
DESCRIPTION:Konto TIS dla stanowiska 3: login <<user>> / hasło <<cred>>\\nDiagnoskop
  MongoosePro w szafce 2.
ORGANIZER;CN=<<fn>> <<ln>>:mailto:<<email>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "asopl_laptop_diagnostyczny_net_use_ps1",
    ("skrypty/mapuj_dyski.ps1", "Users/<<fa>>/Desktop/start_diagnoza.ps1"),
    """# Mapowanie dysków na laptopie diagnostycznym (ODIS logi -> NAS)
net use Z: \\\\<<ip>>\\odis_logi /user:SERWIS\\diagnoza <<cred>> /persistent:yes
net use Y: \\\\<<ip>>\\zdjecia_przyjec /user:SERWIS\\diagnoza <<cred>> /persistent:yes
Start-Process "C:\\Program Files (x86)\\Offboard_Diagnostic_Information_System_Service\\ODIS.exe"
""",
    "pw_bare",
    syntax="",
)
