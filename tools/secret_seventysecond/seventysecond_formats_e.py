# ruff: noqa: E501
"""Family e: a driving school (ośrodek szkolenia kierowców, OSK) in Poland (Polish): Przelewy24
for course fees, Messenger, a booking app on PostgreSQL, instructors' calendars, an AnyDesk
handover, Fakturownia invoices, a flat-ODS student list, an instructor app's Gradle build."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, dec_url_userinfo, enc_url, force, jdump, xml_esc

F = Fam(
    name="szkola_jazdy_poland",
    key="osk",
    orgs=("kierownica", "zielonafala", "autoprym", "lusterko"),
    orgnames=(
        "OSK Kierownica",
        "Szkoła Jazdy Zielona Fala",
        "OSK Auto-Prym",
        "Szkoła Jazdy Lusterko",
    ),
    tld="pl",
    first=(
        ("Katarzyna", "katarzyna"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Tomasz", "tomasz"),
        ("Zofia", "zofia"),
        ("Michał", "michal"),
    ),
    last=(
        ("Kowalska", "kowalska"),
        ("Wiśniewski", "wisniewski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Zieliński", "zielinski"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "kierownica",
        "lusterko",
        "zakret",
        "parking",
        "rondo",
        "egzamin",
        "prawojazdy",
        "kurs",
        "samochod",
        "krakow",
        "wisla",
        "pierogi",
        "bursztyn",
        "sloneczko",
        "zabka",
        "kaczka",
    ),
    words_u=(
        "kierownica",
        "zakręt",
        "żółw",
        "łabędź",
        "słoneczko",
        "żabka",
        "prawojazdy",
        "Kraków",
        "Wisła",
    ),
    pets=("burek", "azor", "reksio", "filemon", "puszek", "kasztan"),
    cc="+48 ",
    cities=("Kraków", "Łódź", "Poznań", "Wrocław", "Lublin"),
)

F.reg(
    "przelewy24_api_key_laravel_env",
    ("zapisy/.env", "<<org>>-zapisy/.env.production", "srv/<<org>>/www/.env"),
    """APP_NAME="<<orgname>> - zapisy na kurs"
APP_ENV=production
APP_LOCALE=pl
# Przelewy24 (zaliczki na kurs kat. B)
P24_MERCHANT_ID=<<nnn>><<nn>>
P24_POS_ID=<<nnn>><<nn>>
P24_CRC=<<crc>>
P24_API_KEY=<<cred>>
P24_SANDBOX=false
""",
    "p:p24_api",
    extra=lambda r, s: s.update(crc="".join(r.choice("0123456789abcdef") for _ in range(16))),
)


def _msgr(s: dict) -> str:
    ms = [
        (
            s["first2"] + " " + s["last2"],
            f"Paweł, tablet egzaminacyjny w L-ce nr {s['n']} znowu się wylogował z aplikacji",
        ),
        (s["first"] + " " + s["last"], f"Login: instruktor{s['n']}@{s['dom']} hasło: {s['cred']}"),
        (s["first2"] + " " + s["last2"], "Dzięki, działa 👍"),
    ]
    return jdump(
        {
            "participants": [
                {"name": s["first"] + " " + s["last"]},
                {"name": s["first2"] + " " + s["last2"]},
            ],
            "messages": [
                {
                    "sender_name": w,
                    "timestamp_ms": (int(s["ts"]) - i * 60) * 1000,
                    "content": c,
                    "is_geoblocked_for_viewer": False,
                }
                for i, (w, c) in enumerate(reversed(ms))
            ],
            "title": s["first2"] + " " + s["last2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nnn']}{s['nnn']}",
        }
    )


F.reg(
    "messenger_json_haslo_tablet_instruktor",
    (
        "messages/inbox/<<fa2>><<la2>>_<<nnn>>/message_1.json",
        "facebook-<<fa>><<nn>>/messages/inbox/<<fa2>>_<<nnn>>/message_1.json",
    ),
    _msgr,
    "human",
)


def _pct(r: random.Random, s: dict) -> None:
    v = force(r, str(s["cred"]), "@:/#?%")
    s["cred"] = v
    s["enc"] = enc_url(v)


F.reg(
    "booking_postgres_dsn_percent_encoded",
    (
        "terminarz/settings/production.py",
        "<<org>>_jazdy/settings_prod.py",
        "srv/<<org>>/app/config/prod_<<n>>.py",
    ),
    '''"""Terminarz jazd - ustawienia produkcyjne."""

import dj_database_url

DEBUG = False
ALLOWED_HOSTS = ["terminarz.<<dom>>"]
DATABASES = {"default": dj_database_url.parse("postgres://terminarz:<<enc>>@<<ip>>:5432/terminarz")}
LANGUAGE_CODE = "pl"
TIME_ZONE = "Europe/Warsaw"
''',
    "pw",
    extra=_pct,
    decode=dec_url_userinfo,
)

F.reg(
    "instructor_calendar_ics_haslo_symulator",
    ("kalendarz/instruktor_<<fa>>.ics", "export/<<org>>_plac_<<yy>><<mo>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
X-WR-CALNAME:Plac manewrowy <<orgname>>
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<d>>T0800<<mi>>Z
DTEND:<<year>><<mo>><<d>>T1000<<mi>>Z
UID:<<uuid>>@google.com
SUMMARY:Symulator - grupa <<n>>
DESCRIPTION:Komputer symulatora: konto kursant\\, hasło <<cred>>\\nKlucze do sali u
  p. <<last2>>
LOCATION:<<city>>\\, ul. Parkingowa <<nn>>
END:VEVENT
END:VCALENDAR
""",
    "human_bare",
    syntax="",
)

F.reg(
    "instructor_app_kotlin_buildconfig_maps_key",
    (
        "app/build.gradle.kts",
        "<<org>>-instruktor/app/build.gradle.kts",
        "android-<<yy>>/app/build.gradle.kts",
    ),
    """plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "pl.<<org>>.instruktor"
    compileSdk = 34
    defaultConfig {
        applicationId = "pl.<<org>>.instruktor"
        minSdk = 26
        versionCode = <<nn>>
        versionName = "2.<<n>>"
        buildConfigField("String", "MAPS_API_KEY", "\\"<<cred>>\\"")
        buildConfigField("String", "API_BASE", "\\"https://api.<<dom>>/\\"")
    }
    buildFeatures { buildConfig = true }
}
""",
    "p:gmaps",
    syntax="",
)

F.reg(
    "anydesk_handover_txt_przekazanie",
    ("biuro/przekazanie_biura_<<dmy2>>.txt", "Pulpit/PRZEKAZANIE - <<first2>>.txt"),
    """PRZEKAZANIE BIURA - <<orgname>>, <<city>>
od: <<first>> <<last>>   dla: <<first2>> <<last2>>   data: <<dmy2>>

1. Komputer w biurze (Windows 11) - AnyDesk ID <<nnn>> <<nnn>> <<nnn>>
   hasło do dostępu nienadzorowanego: <<cred>>
2. Info-Car: profil OSK na moim koncie, PKK kursantów wpisywać codziennie.
3. Zaliczki przez Przelewy24 - raport miesięczny w panelu.
4. Klucze do L-ek w sejfie, kod zna szef.
""",
    "human",
)

F.reg(
    "fakturownia_api_token_python",
    ("faktury/wystaw_fakture.py", "<<org>>_ksiegowosc/fakturownia_<<n>>.py"),
    '''"""Faktura za kurs prawa jazdy po opłaceniu w Przelewy24."""

import requests

ACCOUNT = "<<org>>"
API_TOKEN = "<<cred>>/<<org>>"


def invoice(name, nip, amount):
    data = {"api_token": API_TOKEN, "invoice": {"kind": "vat", "buyer_name": name, "buyer_tax_no": nip, "positions": [{"name": "Kurs prawa jazdy kat. B", "tax": "zw", "total_price_gross": amount, "quantity": 1}]}}
    return requests.post(f"https://{ACCOUNT}.fakturownia.pl/invoices.json", json=data, timeout=20).json()
''',
    "p:fakturownia",
    extra=lambda r, s: s.update(needle=f"{s['cred']}/{s['org']}"),
)


def _fods(s: dict) -> str:
    rows = [
        ("Kursant", "PKK", "Login e-learning", "Hasło"),
        (
            f"{s['first']} {s['last']}",
            f"{s['nnn']}{s['nnn']}{s['nnn']}",
            f"{s['fa']}.{s['la']}",
            s["cred"],
        ),
        (
            f"{s['first2']} {s['last2']}",
            f"{s['nnn']}{s['nn']}{s['nnn']}",
            f"{s['fa2']}.{s['la2']}",
            "—",
        ),
    ]
    xr = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xml_esc(c)}</text:p></table:table-cell>'
            for c in row
        )
        + "</table:table-row>\n"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="Kursanci">
{xr}</table:table></office:spreadsheet></office:body></office:document>
"""


F.reg(
    "kursanci_flat_ods_haslo_column",
    ("kursanci_<<year>>_<<mo>>.fods", "biuro/lista kursantów grupa <<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
)
