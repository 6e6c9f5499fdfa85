# ruff: noqa: E501
"""Family c: a stacja paliw (petrol station with a touchless car wash) in Lubelskie, Poland."""

from __future__ import annotations

import quopri

from hundredthirtythird_corpus import DIGITS, LOWER, alnum, pick
from hundredthirtythird_spec import Fam, enc_qp, grab, prov

F = Fam(
    name="stacja_paliw_lubelskie",
    orgs=("paliwalub", "stacjabystrzyca", "petrozamosc", "orlikpaliwa", "bialskapaliwa"),
    tld="pl",
    first=(
        "krzysztof",
        "agnieszka",
        "tomasz",
        "malgorzata",
        "piotr",
        "katarzyna",
        "marek",
        "ewa",
        "pawel",
        "joanna",
    ),
    last=(
        "nowak",
        "kowalski",
        "wisniewski",
        "wojcik",
        "kaminski",
        "lewandowski",
        "zielinski",
        "szymanski",
        "dabrowski",
        "kozlowski",
    ),
    lfirst=(
        "Krzysztof",
        "Agnieszka",
        "Tomasz",
        "Małgorzata",
        "Piotr",
        "Katarzyna",
        "Marek",
        "Ewa",
        "Paweł",
        "Joanna",
    ),
    llast=(
        "Nowak",
        "Kowalski",
        "Wiśniewski",
        "Wójcik",
        "Kamiński",
        "Lewandowski",
        "Zieliński",
        "Szymański",
        "Dąbrowski",
        "Kozłowski",
    ),
    words=(
        "paliwo",
        "stacja",
        "lublin",
        "kasa",
        "myjnia",
        "orzel",
        "zamosc",
        "pierogi",
        "bocian",
        "kubus",
        "dystrybutor",
        "motor",
        "zubr",
        "kaczka",
        "wisla",
        "cebularz",
    ),
    cities=("Lublin", "Zamosc", "Chelm", "Biala Podlaska", "Pulawy", "Krasnik"),
    cc="+48",
    tz="+0100",
    pets=("burek", "reksio", "azor", "mruczek", "kropka", "figa"),
)

PL_WORDS = (
    "Łódka",
    "Żubr",
    "Źródło",
    "Gęś",
    "Ślimak",
    "Jabłoń",
    "Łosoś",
    "Żurek",
    "Wiśnia",
    "Bocianówka",
    "Świnka",
    "Gołąb",
)


def _nip(rng, s):
    return {"nip": alnum(rng, 10, DIGITS), "regon": alnum(rng, 9, DIGITS)}


F.reg(
    "paliwa_ksef_integracja_token_dotenv",
    ("ksef-integracja/.env", "integracje/<<org>>/ksef_<<n2>>.env"),
    """# Integracja faktur ze stacji <<org_cap>> z Krajowym Systemem e-Faktur (KSeF)
KSEF_ENV=prod
KSEF_URL=https://ksef.mf.gov.pl/api
KSEF_NIP=<<nip>>
# token wygenerowany w Aplikacji Podatnika KSeF (uprawnienia: wystawianie, przeglądanie)
KSEF_TOKEN=<<cred>>
KSEF_POLL_SECONDS=120

OPTIMA_SQL_SERVER=<<lan>>\\OPTIMA
OPTIMA_SQL_DB=CDN_<<org_up>>
OPTIMA_SQL_TRUSTED=1
LOG_DIR=/var/log/ksef
""",
    "p:ksef",
    syntax="",
    extra=_nip,
)


def _qp_mail(rng, s):
    word = pick(rng, PL_WORDS)
    form = rng.randrange(3)
    y = rng.randint(1970, 2026)
    if form == 0:
        pw = f"{word}{y}{pick(rng, '!#.')}"
    elif form == 1:
        pw = f"{word}.{pick(rng, F.words).capitalize()}{rng.randint(10, 99)}"
    else:
        pw = f"{pick(rng, F.pets).capitalize()}{word.lower()}{rng.randint(1, 99)}"
    body = f"""Dzień dobry,

w załączeniu przesyłam wyciąg z kart flotowych za {s["month"]}/{s["year"]} dla stacji {s["org_cap"]}.
Plik jest zaszyfrowany (7-Zip), tak jak ustalaliśmy przez telefon.

Hasło: {pw}

Proszę o potwierdzenie otrzymania i zaksięgowanie faktur do 10-go.

Z poważaniem
{s["lname2"]}
Biuro Rachunkowe, {s["city"]}
tel. {s["phone2"]}
"""
    return {"cred": pw, "body": enc_qp(body)}


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return grab(r"Hasło: (\S+)", quopri.decodestring(body.encode()).decode())


F.reg(
    "paliwa_email_biuro_rachunkowe_haslo_quoted_printable",
    ("Poczta/Odebrane/<<date>> wyciag karty flotowe.eml", "maile/<<org>>/ksiegowosc_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: =?UTF-8?Q?Wyci=C4=85g_karty_flotowe?= <<month>>/<<year>>
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    "human",
    syntax="",
    extra=_qp_mail,
    decode=_dec_qp,
)

F.reg(
    "paliwa_myjnia_karnety_przelewy24_config_php",
    ("myjnia-karnety/config/przelewy24.php", "www/<<org>>/myjnia/config/p24.php"),
    """<?php
// Płatności online za karnety na myjnię bezdotykową - Przelewy24 (REST API)
// stacja <<org_cap>>, <<city>>

return [
    'merchant_id' => <<p24id>>,
    'pos_id'      => <<p24id>>,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>', // klucz do raportów (reportKey) z panelu P24
    'sandbox'     => false,
    'url_return'  => 'https://myjnia.<<dom>>/karnet/dziekujemy',
    'url_status'  => 'https://myjnia.<<dom>>/api/p24/status',
    'currency'    => 'PLN',
    'language'    => 'pl',
];
""",
    "p:p24_key",
    syntax="",
    extra=lambda rng, s: {"p24id": rng.randint(100000, 399999), "crc": prov(rng, "p24_crc")},
)

F.reg(
    "paliwa_sent_puesc_klient_storepass_bat",
    ("C:/SENT/wyslij_zgloszenia.bat", "skrypty/<<org>>/sent_<<n2>>.bat"),
    """@echo off
rem Wysylka zgloszen SENT (przewoz paliw) do PUESC - stacja <<org_cap>> NIP <<nip>>
rem uruchamiane z Harmonogramu zadan co 15 minut
set JAVA_HOME=C:\\Program Files\\Java\\jre1.8.0_381
set SENT_DIR=C:\\SENT
cd /d %SENT_DIR%
"%JAVA_HOME%\\bin\\java.exe" -jar sent-klient.jar -config sent.properties -keystore certy\\<<org>>_puesc.p12 -storetype PKCS12 -storepass <<cred>> -wyslij kolejka\\*.xml >> logi\\sent.log 2>&1
if errorlevel 1 echo %date% %time% BLAD wysylki >> logi\\bledy.log
""",
    "pw_bare",
    syntax="",
    extra=_nip,
)

F.reg(
    "paliwa_messenger_kierownik_haslo_kasa",
    ("Messenger/rozmowa_<<first2>>_<<date>>.txt", "telefon_kopia/messenger/<<last2>>.txt"),
    """<<lname>>
<<t1>>
<<lfirst2>>, jak się loguje do nowego systemu kasowego na stacji? wywala że złe hasło
<<lname2>>
<<t2>>
login kierownik<<n2>>
<<lname2>>
<<t2>>
hasło <<cred>>
<<lname2>>
<<t3>>
tylko nie zapisuj na karteczce przy kasie 😅
<<lname>>
<<t4>>
dzięki, działa
""",
    "human",
    syntax="",
)

F.reg(
    "paliwa_myjnia_sterownik_mqtt_most_toml",
    ("myjnia-most/config.toml", "opt/myjnia/<<org>>_<<n2>>.toml"),
    """# Mostek sterownika myjni bezdotykowej (PLC S7-1200) -> MQTT
[plc]
host = "<<lan>>"
rack = 0
slot = 1
poll_ms = 500

[mqtt]
broker = "mqtts://mqtt.<<dom>>:8883"
client_id = "myjnia-<<n4>>"
username = "myjnia<<n2>>"
password = "<<cred>>"
topic_prefix = "stacja/<<n4>>/myjnia"

[stanowiska]
liczba = 4
programy = ["mycie", "piana", "woskowanie", "plukanie"]
""",
    "pw_dq",
)

F.reg(
    "paliwa_subiekt_sql_polaczenie_udl",
    ("C:/InsERT/<<org>>_sql.udl", "Subiekt/polaczenie_<<n2>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=<<org_up>>_SUBIEKT;Data Source=<<lan>>\\INSERTGT
""",
    "pw",
    syntax="",
)

F.reg(
    "paliwa_naklejka_router_sklep_ocr_klucz",
    ("skany/naklejka_router_<<n3>>.txt", "OCR/<<org>>/router_sklep_<<date>>.txt"),
    """Orange
Funbox 6
S/N: LK<<n5>><<n4>>
Nazwa sieci (SSID): Orange_Swiatlowod_<<hex4>>
Klucz Wi-Fi (WPA2): <<cred>>
Adres strony: http://192.168.1.1
Hasło do Funboxa: na spodzie urządzenia
---
WiFi dla klientów stacji: STACJA_<<org_up>>_GOSC
""",
    lambda rng, s: alnum(rng, rng.randint(14, 20), LOWER + DIGITS),
    syntax="",
    extra=lambda rng, s: {"hex4": alnum(rng, 4, "0123456789ABCDEF")},
)
