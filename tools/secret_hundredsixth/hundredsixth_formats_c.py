# ruff: noqa: E501
"""Family c: a school library in Poland (Polish; MOL NET+, Librus, IBUK Libra / Legimi e-book
lending, the school server and the library blog)."""

from __future__ import annotations

import json

from hundredsixth_spec import Fam, dec_qp, enc_qp, grab, reg

F = Fam(
    name="szkolna_czytelnia_gimnazjum",
    orgs=("czytaczek", "sp12lublin", "zslkatowice"),
    tld="edu.pl",
    first=(
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Katarzyna", "katarzyna"),
        ("Łukasz", "lukasz"),
        ("Zofia", "zofia"),
        ("Wojciech", "wojciech"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Lewandowska", "lewandowska"),
    ),
    words=(
        "czytelnia",
        "lektura",
        "ksiazka",
        "szkola",
        "wakacje",
        "bocian",
        "pierogi",
        "wisla",
        "kotek",
        "tatry",
        "zeszyt",
        "biblioteka",
        "mickiewicz",
        "kopernik",
        "jesien",
    ),
    pets=("burek", "azor", "mruczek", "puszek", "reksio", "filemon"),
    seasons=("wiosna", "lato", "jesien", "zima", "wigilia", "wielkanoc"),
    cc="48",
)

reg(
    F,
    "szkolna_mol_net_plus_server_connection_ini",
    (
        "MOL_NET/serwer/molnet.ini",
        "C:/Program Files (x86)/VULCAN/MOL NET+/konfiguracja-<<org>>.ini",
    ),
    """[Serwer]
Nazwa=BIBLIOTEKA-<<org>>
Port=8080
Jezyk=pl

[BazaDanych]
Typ=MSSQL
Serwer=<<ip>>\\SQLEXPRESS
Baza=MOL_<<org>>
Uzytkownik=mol_admin
Haslo=<<cred>>

[Kopia]
Katalog=D:\\Kopie\\MOL
Godzina=21:30
""",
    "pw",
)


def _messenger(s):
    data = {
        "participants": [{"name": f"{s['first']} {s['last']}"}, {"name": s["first2"]}],
        "messages": [
            {
                "sender_name": s["first2"],
                "timestamp_ms": 1767225600000 + 90000,
                "content": "Dzięki, już działa 🙂",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": f"{s['first']} {s['last']}",
                "timestamp_ms": 1767225600000 + 60000,
                "content": f"hasło do Librusa dla biblioteki: {s['cred']}",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": s["first2"],
                "timestamp_ms": 1767225600000,
                "content": "Pani Gosiu, nie mogę się zalogować do Librusa z komputera w czytelni, login biblioteka_sp",
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": f"{s['first']} {s['last']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa']}{s['la']}_{s['nnn']}",
        "magic_words": [],
    }
    return json.dumps(data, ensure_ascii=False, indent=2)


reg(
    F,
    "szkolna_polish_messenger_json_haslo_librus_czytelnia",
    (
        "facebook-<<fa>>/messages/inbox/<<fa>><<la>>_<<nnn>>/message_1.json",
        "pobrane/messenger/<<la>>_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)

ACCENTED = (
    "Książka",
    "Łąka",
    "Żółw",
    "Gęś",
    "Jeż",
    "Źrebak",
    "Ślimak",
    "Pączek",
    "Dąb",
    "Wróbel",
    "Jabłoń",
)


def _pl_cred(r, f):
    return f"{r.choice(ACCENTED)}{r.choice(('', '_', '.', '!'))}{r.randint(1990, 2026)}"


reg(
    F,
    "szkolna_email_quoted_printable_haslo_ibuk_libra",
    ("Poczta/Wysłane/<<date>>-ibuk-<<n>>.eml", "thunderbird/<<fa>>/Sent-<<nnn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_IBUK_Libra_dla_nauczycieli?=
Date: Tue, <<d>> Sep <<y>> <<hh>>:<<mi>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Dzie=C5=84 dobry,

biblioteka szkolna ma nowe konto w IBUK Libra (e-booki dla nauczycieli).
Login: biblioteka.<<org>>
Has=C5=82o: <<enc>>
Prosz=C4=99 nie udost=C4=99pnia=C4=87 uczniom.

Pozdrawiam,
<<first>> <<last>>
nauczyciel bibliotekarz
""",
    _pl_cred,
    syntax="",
    enc=enc_qp,
    decode=lambda t: dec_qp(grab(r"Has=C5=82o: (.*?)\n", t)),
)

reg(
    F,
    "szkolna_librus_synergia_scraper_python_haslo",
    ("skrypty/librus_wypozyczenia.py", "home/<<fa>>/librus/<<org>>_sync.py"),
    """# Pobiera listę uczniów z Librus Synergia do importu w MOL NET+
import requests

LOGIN = "<<user>>"
HASLO = "<<cred>>"
URL = "https://api.librus.pl/OAuth/Authorization?client_id=46"

s = requests.Session()
s.post(URL, data={"action": "login", "login": LOGIN, "pass": HASLO}, timeout=20)
uczniowie = s.get("https://synergia.librus.pl/gateway/api/2.0/Users", timeout=20).json()
print(len(uczniowie["Users"]), "uczniów")
""",
    "pw_dq",
)

reg(
    F,
    "szkolna_legimi_ebook_accounts_csv_haslo_column",
    ("eksport/konta_ebook_<<m>><<y>>.csv", "Dokumenty/biblioteka/legimi-klasy-<<n>>.csv"),
    """klasa;imię i nazwisko;login Legimi;hasło;uwagi
<<n>>a;<<first>> <<last>>;<<fa>>.<<la>>@<<dom>>;<<cred>>;wydano <<date>>
<<n>>b;<<first2>> Nowak;<<fa2>>.nowak@<<dom>>;********;zmienione przez ucznia
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "szkolna_katalog_share_net_use_bat_haslo",
    ("skrypty/mapuj_katalog.bat", "NETLOGON/biblioteka-<<n>>.bat"),
    """@echo off
rem Mapowanie katalogu biblioteki na komputerach w czytelni
net use K: /delete /y >nul 2>&1
net use K: \\\\<<ip>>\\katalog /user:<<org>>\\biblioteka <<cred>> /persistent:no
start "" "K:\\MOL NET+ Czytelnik.url"
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "szkolna_blog_biblioteki_wp_config_db_password",
    ("public_html/biblioteka/wp-config.php", "www/<<org>>-czytelnia/wp-config.php"),
    """<?php
/** Blog biblioteki szkolnej */
define( 'DB_NAME', 'sp_<<org>>_blog' );
define( 'DB_USER', 'blog_<<n>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'bib_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "szkolna_zeszyt_dyzurow_ocr_haslo_next_line",
    ("skany/zeszyt_<<date>>_ocr.txt", "OCR/dyzury-czytelnia-<<n>>.txt"),
    """ZESZYT DYŻURÓW - CZYTELNIA
<<d>>.<<m>>.<<y>>  dyżur: <<first>> <<last>>

- oddać lektury kl. <<n>>c (Pan Tadeusz x5)
- drukarka w czytelni - brak tonera
- hasło do MOL (konto wypożyczalnia):
<<cred>>
- nie zostawiać włączonego komputera!!
""",
    "human",
    syntax="",
)
