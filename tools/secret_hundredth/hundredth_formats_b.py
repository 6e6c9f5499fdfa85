# ruff: noqa: E501
"""Family b: a night shelter for homeless men in Kraków, Poland (Polish)."""

from __future__ import annotations

import random

from hundredth_spec import Fam, Slots, alnum, dec_qp_body, enc_qp, hexs, human, pick

FAM = Fam(
    name="noclegownia_nightbeds_dyzur",
    orgs=("nocnaprzystan", "pomocnadlon"),
    tld="org.pl",
    first=(
        ("Grzegorz", "grzegorz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Krzysztof", "krzysztof"),
        ("Józef", "jozef"),
        ("Ewa", "ewa"),
        ("Łukasz", "lukasz"),
        ("Beata", "beata"),
        ("Tomasz", "tomasz"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zając", "zajac"),
        ("Wójcik", "wojcik"),
        ("Mazur", "mazur"),
        ("Szczepańska", "szczepanska"),
        ("Dąbrowski", "dabrowski"),
    ),
    words=(
        "przystan",
        "noclegi",
        "zupa",
        "kocyk",
        "dyzur",
        "wawel",
        "krakow",
        "herbata",
        "cieply",
        "schron",
        "nadzieja",
        "zima",
        "lozko",
        "kapusta",
        "pierogi",
        "wisla",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "filemon", "kropka", "puszek", "luna"),
    cc="+48",
)
reg = FAM.reg

PL_WORDS = (
    "Żubr",
    "Łóżko",
    "Gołąbki",
    "Kołdra",
    "Ciepło",
    "Źródło",
    "Mróz",
    "Śnieg",
    "Wisła",
    "Sąsiad",
)


def _pl_pw(r: random.Random, f: Fam) -> str:
    return f"{pick(r, PL_WORDS)}{pick(r, PL_WORDS).lower()}{r.randint(10, 2026)}{pick(r, '!.#')}"


reg(
    "noclegi_polish_email_haslo_quoted_printable",
    ("poczta/<<y>>-<<mo>>-<<d>>_dostep_pomost.eml", "mail/Dostep do Pomost Std - <<fa>>.eml"),
    """From: <<first2>> <<last2>> <kierownik@<<dom>>>
To: <<first>> <<last>> <<<email>>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_Pomost_Std_i_dy=C5=BCurki?=
Date: Mon, <<d>> Jan <<y>> <<hh>>:<<mm>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _pl_pw,
    syntax="",
    extra=lambda r, s: {
        "body": (
            f"Dzień dobry {s['first']},\n\nwitamy w zespole noclegowni. Twoje konto w Pomost Std "
            f"(rejestr świadczeń, moduł schronienia) jest już aktywne.\n\nLogin: {s['login']}\n"
            f"Hasło: {s['cred']}\n\nPrzy pierwszym logowaniu system poprosi o zmianę hasła. "
            f"Kod do drzwi dyżurki podam Ci osobiście.\n\nPozdrawiam serdecznie\n{s['first2']} {s['last2']}\n"
        )
    },
    enc=lambda s: enc_qp(str(s["body"])),
    decode=lambda t: dec_qp_body(t, "Hasło: "),
)

reg(
    "noclegi_pomost_std_client_ini",
    ("C:/Pomost/Klient/pomost_<<k>>.ini", "Pomost/konfiguracja_<<fa>>.ini"),
    """; Pomost Std - klient stanowiskowy (Sygnity), MOPS / noclegownia <<org>>
[Serwer]
Adres=<<ip>>
Port=1521
Usluga=POMOST
[Logowanie]
Uzytkownik=POMOST_<<la>>
Haslo=<<cred>>
ZapamietajHaslo=1
[Drukarka]
Domyslna=Brother HL-L2350DW
""",
    "pw",
    syntax="ini",
)

reg(
    "noclegi_signal_copied_satel_guardx_key",
    ("notatki/signal_<<fa>>_<<d>><<mo>>.txt", "Pulpit/satel klucz <<k>>.txt"),
    """[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first>> <<last>>: Instalator był dziś, centrala INTEGRA 64 ma nowy moduł ETHM-1 Plus
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first>> <<last>>: Do GUARDX / aplikacji INTEGRA CONTROL: adres <<pub>>, port 7091
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first>> <<last>>: klucz szyfrowania: <<cred>>
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first2>> <<last2>>: dzięki, zapisuję w sejfie dyżurki
""",
    "alnum:12",
    syntax="",
)


def _xlsx(r: random.Random, s: Slots) -> str:
    rows = [
        "System",
        "Login",
        "Hasło",
        "Uwagi",
        "Rejestr łóżek (Google Sheets)",
        f"dyzur@{s['dom']}",
        str(s["cred"]),
        "konto wspólne dyżurnych",
        "Empatia (ZUS PUE)",
        str(s["login"]),
        "karta w sejfie",
        "nie zapisywać",
    ]
    items = "".join(f"<si><t>{v}</t></si>" for v in rows)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(rows)}" uniqueCount="{len(rows)}">'
        f"{items}</sst>"
    )


reg(
    "noclegi_bed_register_xlsx_sharedstrings",
    ("rejestr_lozek_<<y>>/xl/sharedStrings.xml", "unzipped/dyzury_<<mo>>/xl/sharedStrings.xml"),
    _xlsx,
    "human_x",
)

reg(
    "noclegi_davfs2_secrets_nextcloud_app_password",
    ("etc/davfs2/secrets", "home/<<fa>>/.davfs2/secrets"),
    """# davfs2 secrets file  (chmod 600)
# server-url / mount-point   username   password
/mnt/chmura   <<login>>   "<<cred>>"
https://chmura.<<dom>>/remote.php/dav/files/skaner/   skaner   <<cred2>>
""",
    "p:nextcloud_app",
    syntax="",
    extra=lambda r, s: {"cred2": "-".join(alnum(r, 5) for _ in range(5))},
)

reg(
    "noclegi_epuap_cert_bash_history_openssl_passin",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<k>>"),
    """cd ~/podpis
ls -la
openssl pkcs12 -info -in certyfikat_<<la>>.p12 -noout -passin pass:<<cred>>
openssl pkcs12 -in certyfikat_<<la>>.p12 -out podpis.pem -nodes -passin pass:<<cred>>
chmod 600 podpis.pem
scp podpis.pem admin@<<ip>>:/srv/epuap/
history | tail
""",
    "pw_bare",
    syntax="",
)

reg(
    "noclegi_przelewy24_crc_php_config",
    ("darowizny/config/przelewy24_<<k>>.php", "wp-content/plugins/p24-darowizny/config-<<fa>>.php"),
    """<?php
// Przelewy24 - darowizny online dla noclegowni
return [
    'merchant_id' => <<n>>12,
    'pos_id'      => <<n>>12,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/dziekujemy',
    'url_status'  => 'https://<<dom>>/p24/status',
];
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"crc": hexs(r, 16)},
)

reg(
    "noclegi_zeszyt_dyzurow_ocr_haslo_next_line",
    ("skany/zeszyt_dyzurow_<<d>><<mo>>.txt", "ocr/dyzur_<<y>>_<<k>>.txt"),
    """ZESZYT DYŻURÓW - noc <<d>>/<<mo>>
21:00 przyjęto 34 osoby, 2 wolne łóżka (sala B)
23:40 p. <<last>> - karetka, szpital Rydygiera
Zmiana komputera na dyżurce - nowe
hasło:
<<cred>>
(login: dyzurny)  - <<first2>>
06:30 śniadanie, zupa z wczoraj
""",
    lambda r, f: human(r, f, "!.#"),
    syntax="",
)
