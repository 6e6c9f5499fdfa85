# ruff: noqa: E501
"""Family a: a building contractor in Poland (Mazowsze), Polish."""

from __future__ import annotations

import random

from seventyfirst_spec import Fam, Slots, after, dec_qp, enc_qp, hexs

F = Fam(
    name="budowlanka_wykonawca_mazowsze",
    orgs=("betonpol", "murbud", "stropex", "kielbud"),
    tld="pl",
    first=(
        ("Marek", "marek"),
        ("Katarzyna", "katarzyna"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Tomasz", "tomasz"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Łukasz", "lukasz"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Wójcik", "wojcik"),
        ("Zieliński", "zielinski"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "beton",
        "żuraw",
        "cegła",
        "budowa",
        "strop",
        "fundament",
        "kielnia",
        "mazury",
        "wisla",
        "żubr",
        "łopata",
        "dźwig",
        "kasztan",
        "wiosna",
        "zbrojenie",
        "legia",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "filemon", "kluska"),
    cc="+48",
)

F.reg(
    "budowlanka_polish_whatsapp_haslo_kierownik_budowy",
    (
        "telefon/WhatsApp/Czat WhatsApp z <<first>> <<last>>.txt",
        "kopie/<<org>>/WhatsApp Chat - Budowa <<word>> <<y>>.txt",
    ),
    """<<dmy>>, <<t1>> - <<first>> <<last>>: <<first2>>, hasło do dziennika budowy (EDB) zmienione po audycie
<<dmy>>, <<t2>> - <<first2>> <<last2>>: a jakie teraz? inspektor jutro o 8 przyjeżdża
<<dmy>>, <<t3>> - <<first>> <<last>>: login <<user>>
<<dmy>>, <<t3>> - <<first>> <<last>>: hasło <<cred>>
<<dmy>>, <<t4>> - <<first2>> <<last2>>: dzięki, działa 👍
<<dmy>>, <<t5>> - <<first>> <<last>>: <Multimedia pominięte>
""",
    "human",
    syntax="",
)

F.reg(
    "budowlanka_comarch_optima_odbc_dsn_file",
    ("ksiegowosc/Optima_<<org>>_<<n>>.dsn", "C/Users/<<fa>>/Documents/DSN/CDN_<<orgu>>.dsn"),
    """[ODBC]
DRIVER=ODBC Driver 17 for SQL Server
SERVER=<<lan>>\\OPTIMA
DATABASE=CDN_<<orgu>>
APP=Comarch ERP Optima
WSID=BIURO-<<nnn>>
UID=sa
PWD=<<cred>>
Encrypt=no
""",
    "pw",
    syntax="ini",
)


def _fakturownia(rng: random.Random, s: Slots) -> None:
    s["cred"] = f"{s['cred']}/{s['org']}"


F.reg(
    "budowlanka_fakturownia_api_token_python",
    ("skrypty/faktury_koszty_<<word>>.py", "<<org>>-narzedzia/fakturownia_eksport_<<y>>.py"),
    '''"""Eksport faktur kosztowych z Fakturowni do arkusza rozliczenia budowy."""

import csv

import requests

API_TOKEN = "<<cred>>"
KONTO = "<<org>>"
URL = f"https://{KONTO}.fakturownia.pl/invoices.json"


def pobierz(strona: int) -> list[dict]:
    r = requests.get(URL, params={"api_token": API_TOKEN, "period": "this_month", "page": strona, "income": "no"}, timeout=30)
    r.raise_for_status()
    return r.json()


with open("koszty_<<date>>.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, delimiter=";")
    for fv in pobierz(1):
        w.writerow([fv["number"], fv["seller_name"], fv["price_gross"]])
''',
    "alnum:20",
    extra=_fakturownia,
)

F.reg(
    "budowlanka_site_camera_hikvision_rtsp_bash_history",
    ("timelapse-<<org>>/home/<<fa>>/.bash_history", "rpi-budowa-<<n>>/root/.bash_history"),
    """ping -c 3 <<lan>>
ffprobe rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
mkdir -p /mnt/timelapse/<<word>>
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101" -vf fps=1/600 -strftime 1 /mnt/timelapse/budowa_%Y%m%d_%H%M.jpg
df -h /mnt/timelapse
crontab -e
sudo reboot
""",
    "pw_url",
    syntax="",
)


def _qp_pw(rng: random.Random, s: Slots) -> None:
    while s["cred"].isascii():
        s["cred"] = F.human(rng)
    body = fill_body(s)
    s["body"] = enc_qp(body)


def fill_body(s: Slots) -> str:
    return (
        "Dzień dobry,\n\n"
        "w załączeniu protokół odbioru zbrojenia stropu nad parterem. Dostęp do elektronicznego\n"
        "dziennika budowy (EDB, portal GUNB) dla inspektora nadzoru:\n\n"
        f"Login: {s['user']}\n"
        f"Hasło: {s['cred']}\n\n"
        "Proszę o wpis do dziennika po odbiorze.\n\n"
        "Pozdrawiam\n"
        f"{s['first']} {s['last']}\n"
        f"Kierownik budowy, {s['orgc']} Sp. z o.o.\n"
        f"tel. {s['phone']}\n"
    )


def _dec_qp_mail(text: str) -> str:
    return after(dec_qp(text.split("\n\n", 1)[1]), "Hasło: ")


F.reg(
    "budowlanka_email_dziennik_budowy_quoted_printable",
    ("poczta/<<fa>>/Wyslane/<<date>>_odbior_stropu.eml", "Thunderbird/<<org>>/Sent/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: =?utf-8?q?Odbi=C3=B3r_zbrojenia_-_dost=C4=99p_do_EDB?=
Date: <<d>> Mar <<y>> <<hh>>:<<mi>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    "human",
    syntax="",
    extra=_qp_pw,
    decode=_dec_qp_mail,
)

F.reg(
    "budowlanka_crontab_rsync_nas_synology",
    ("var/spool/cron/crontabs/<<fa>>", "serwer-<<org>>/crontab_<<n>>.txt"),
    """# m h  dom mon dow   command
# kopia zdjęć i protokołów z budów na NAS w biurze (Synology DS920+)
30 22 * * * sshpass -p '<<cred>>' rsync -az --delete /srv/budowy/<<word>>/ <<user>>@<<lan>>:/volume1/budowy/<<word>>/ >> /var/log/kopia_nas.log 2>&1
0 6 * * 1 find /srv/budowy -name '*.tmp' -delete
""",
    "pw_sq",
    syntax="",
)


def _sst(s: Slots) -> str:
    cells = [
        "Brygada",
        "Pracownik",
        "Login (aplikacja RCP)",
        "Hasło",
        f"Zbrojarze – {s['word']}",
        f"{s['first']} {s['last']}",
        s["user"],
        str(s["cred"]),
        "Cieśle",
        f"{s['first2']} {s['last2']}",
        s["user2"],
        "zmiana hasła u kierownika",
    ]
    si = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">{si}</sst>'
    )


F.reg(
    "budowlanka_timesheet_xlsx_sharedstrings_brygady",
    (
        "ewidencja_czasu_<<y>>_<<mo>>/xl/sharedStrings.xml",
        "Brygady_<<org>>_<<n>>/xl/sharedStrings.xml",
    ),
    _sst,
    "human",
)


def _p24(rng: random.Random, s: Slots) -> None:
    s["crc"] = hexs(rng, 16)
    s["mid"] = rng.randint(100000, 399999)


F.reg(
    "budowlanka_przelewy24_crc_key_php",
    ("<<org>>-portal-klienta/config/przelewy24.php", "osiedle-<<word>>/config/platnosci_<<n>>.php"),
    """<?php
// Przelewy24 – wpłaty zaliczek od nabywców mieszkań (osiedle <<word>>)
return [
    'merchant_id' => <<mid>>,
    'pos_id' => <<mid>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/platnosc/dziekujemy',
    'url_status' => 'https://<<dom>>/api/p24/status',
];
""",
    "hex:32",
    syntax="",
    extra=_p24,
)
