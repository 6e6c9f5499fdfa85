# ruff: noqa: E501
"""Family h: a Łódź industrial laundry (Poland; Polish)."""

from __future__ import annotations

import json
import quopri

from seventyfifth_spec import Fam, after, enc_qp, hexs, human_acc

F = Fam(
    name="lodz_industrial_laundry",
    orgs=("pralniapol", "bialywiatr", "pokojmop"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Piotr", "piotr"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Katarzyna", "katarzyna"),
        ("Tomasz", "tomasz"),
        ("Joanna", "joanna"),
    ),
    last=(
        ("Kowalski", "kowalski"),
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Zielińska", "zielinska"),
    ),
    words=(
        "pralnia",
        "posciel",
        "recznik",
        "lodz",
        "piotrkowska",
        "widzew",
        "pierogi",
        "bigos",
        "kotek",
        "slonce",
        "wiosna",
        "jesien",
        "zubr",
        "orzel",
        "kasia",
        "mamusia",
        "bialy",
        "czysto",
        "fabryka",
        "manufaktura",
    ),
    pets=("burek", "azor", "mruczek", "reksio", "kicia", "filemon"),
    cc="+48",
    accented=("łódź", "pościel", "ręcznik", "żubr", "słońce", "jesień", "źródło", "żółw"),
)

F.reg(
    "lodzpralnia_przelewy24_laravel_config_php",
    ("config/przelewy24.php", "sklep-<<org>>/config/p24_<<n>>.php"),
    """<?php

// Płatności za abonament pościelowy hoteli (Przelewy24)
return [
    'merchant_id' => <<nn>><<n>>,
    'pos_id' => <<nn>><<n>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_status' => 'https://<<dom>>/p24/status',
];
""",
    cred="p:p24_api",
    syntax="",
    extra=lambda rng, s: {"crc": hexs(rng, 16)},
)


def _qp_email(s: dict[str, str]) -> str:
    body = (
        f"Dzień dobry {s['fn2']},\n\n"
        "przesyłam dostęp do Comarch ERP Optima dla działu rozliczeń z hotelami.\n\n"
        f"Login: {s['fa2']}.{s['la2']}\n"
        f"Hasło: {s['cred']}\n\n"
        "Proszę zmienić hasło po pierwszym logowaniu.\n"
        f"Pozdrawiam,\n{s['fn']} {s['ln']}\n"
    )
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?Q?Dost=C4=99p_do_Optimy?=\n"
        f"Date: {s['dmyd']} {s['time']} +0100\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after("Hasło:", quopri.decodestring(body.encode()).decode())


F.reg(
    "lodzpralnia_polish_email_quoted_printable_haslo_optima",
    ("poczta/<<fa>>/Optima_<<date>>.eml", "thunderbird/<<org>>/dostep_<<n>>.eml"),
    _qp_email,
    cred=human_acc,
    decode=_dec_qp,
)

F.reg(
    "lodzpralnia_payu_rest_spring_application_properties",
    (
        "src/main/resources/application-<<org>>.properties",
        "rozliczenia/config/payu_<<n>>.properties",
    ),
    """# Rozliczenia kontraktów pralniczych - PayU REST API
spring.datasource.url=jdbc:postgresql://<<ip>>:5432/rozliczenia
spring.datasource.username=rozliczenia
payu.pos-id=<<nn>><<n>>
payu.client-id=<<nn>><<n>>
payu.client-secret=<<cred>>
payu.second-key=<<md5>>
payu.notify-url=https://<<dom>>/payu/notify
""",
    cred="p:payu",
    syntax="",
    extra=lambda rng, s: {"md5": hexs(rng, 32)},
)

F.reg(
    "lodzpralnia_fakturownia_api_token_bash_script",
    ("bin/faktury_hotele_<<org>>.sh", "skrypty/fakturownia_<<n>>.sh"),
    """#!/usr/bin/env bash
# Miesięczne faktury za pranie pościeli i ręczników (Fakturownia)
set -euo pipefail
TOKEN="<<cred>>/<<org>>"
MIESIAC=$(date +%Y-%m)
curl -s https://<<org>>.fakturownia.pl/invoices.json \\
  -H 'Accept: application/json' -H 'Content-Type: application/json' \\
  -d "{\\"api_token\\": \\"$TOKEN\\", \\"invoice\\": {\\"kind\\": \\"vat\\", \\"buyer_name\\": \\"Hotel Manufaktura\\", \\"positions\\": [{\\"name\\": \\"Pranie pościeli $MIESIAC\\", \\"quantity\\": <<nn>>, \\"total_price_gross\\": 0.85}]}}"
""",
    cred="alnum:20",
    syntax="",
)

F.reg(
    "lodzpralnia_rfid_linen_reader_gateway_json",
    ("rfid/<<org>>_reader_gateway.json", "etc/linen-rfid/tunel<<n>>.json"),
    lambda s: json.dumps(
        {
            "reader": {"model": "Impinj R700", "host": s["ip"], "antennas": [1, 2, 3, 4]},
            "rest": {"user": "root", "password": s["cred"]},
            "tunnel": f"Tunel {s['n']} - wydawanie czystej bielizny",
            "erp": {"url": f"https://erp.{s['dom']}/api/linen", "batch": 200},
        },
        indent=2,
    ),
    cred="pw_json",
)

F.reg(
    "lodzpralnia_signal_copied_haslo_kierowca",
    ("notatki/signal_<<fa>>_<<date>>.txt", "telefon/signal_kierowcy_<<n>>.txt"),
    """[<<dmyd>> <<time>>] <<fn>> <<ln>>: Panie <<fn2>>, aplikacja do tras (Webfleet) znowu mnie wylogowała
[<<dmyd>> <<time>>] <<fn2>> <<ln2>>: Login kierowca<<site>>
[<<dmyd>> <<time2>>] <<fn2>> <<ln2>>: hasło <<cred>>
[<<dmyd>> <<time2>>] <<fn>> <<ln>>: Dziękuję, działa. Jadę na Piotrkowską z pościelą
""",
    cred="human",
)

F.reg(
    "lodzpralnia_comarch_optima_freetds_odbc_ini",
    ("etc/odbc_<<org>>.ini", "home/<<fa>>/.odbc.ini"),
    """[Optima]
Description = Comarch ERP Optima - baza firmy <<orgc>>
Driver = FreeTDS
Server = <<ip>>
Port = 1433
Database = CDN_<<orgc>>
UID = raporty
PWD = <<cred>>
TDS_Version = 7.4
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "lodzpralnia_tunnel_washer_sticky_note_vnc",
    ("zdjecia/karteczka_tunel<<n>>_ocr.txt", "ocr/maszynownia_<<date>>.txt"),
    """TUNEL <<n>> PANEL
VNC <<ip>>
<<cred>>
nie zmieniać programów bez Pana <<fn>>!
""",
    cred="human_x",
)
