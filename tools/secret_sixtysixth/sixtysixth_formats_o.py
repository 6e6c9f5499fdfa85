# ruff: noqa: E501
"""Family o: an anglers' association circle on the Masurian lakes (Polish)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import quoteattr

from sixtysixth_spec import Fam, gen_pw

FAM = Fam(
    "mazury_angling_association",
    ("szczupakowo",),
    "pl",
    ("Krzysztof", "Agnieszka", "Tomasz", "Magdalena", "Paweł", "Katarzyna", "Marcin", "Joanna"),
    ("Kowalski", "Nowak", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zieliński"),
    (
        "szczupak",
        "sandacz",
        "okon",
        "leszcz",
        "wedka",
        "jezioro",
        "mazury",
        "spinning",
        "karp",
        "sielawa",
        "wegorz",
        "kajak",
        "mikolajki",
        "sniardwy",
        "pomost",
        "robak",
    ),
    "48",
    ("Krzysztof", "Agnieszka", "Tomasz", "Magdalena", "Pawel", "Katarzyna", "Marcin", "Joanna"),
    ("Kowalski", "Nowak", "Wisniewski", "Wojcik", "Kaminska", "Lewandowski", "Zielinski"),
    ("Burek", "Azor", "Reksio", "Kropka", "Fafik"),
)

FAM.reg(
    "mazuryfish_polish_whatsapp_haslo_skarbnik",
    ("WhatsApp/Czat WhatsApp z Zarząd Koła <<n>>.txt", "Telefon/WhatsApp Chat - Koło <<n>>.txt"),
    """<<dd>>.<<mm>>.<<year>>, <<time>> - <<first>> <<last>>: Panowie, jakie jest hasło do konta koła w systemie zezwoleń? Skarbnik na urlopie
<<dd>>.<<mm>>.<<year>>, <<time>> - <<first2>>: hasło <<cred>>
<<dd>>.<<mm>>.<<year>>, <<time2>> - <<first>> <<last>>: Dzięki. Zawody spinningowe na Śniardwach w sobotę o 6:00
""",
    "human",
)

FAM.reg(
    "mazuryfish_permit_shop_przelewy24_php",
    ("www/<<org>>/zezwolenia/config/p24.php", "var/www/kolo-<<n>>/app/przelewy24.php"),
    """<?php
// Sklep z zezwoleniami wędkarskimi - Przelewy24
return [
    'merchant_id' => <<n4>><<nn>>,
    'pos_id'      => <<n4>><<nn>>,
    'crc'         => '<<cred>>',
    'api_key'     => '<<apikey>>',
    'sandbox'     => false,
    'return_url'  => 'https://<<dom>>/zezwolenia/dziekujemy',
];
""",
    "p:przelewy24",
    syntax="",
    extra=lambda r, s: {"apikey": FAM.draw(r, "hex:32", s)},
)


def _amp_extra(r, s):
    return {
        "body": quoteattr(
            f"Kasa w sklepie koła - login: sprzedaz, hasło: {s['cred']} (nie zmieniaj)"
        )
    }


def _amp_dec(text: str) -> str:
    root = ET.fromstring(text.encode())
    body = root.findall("sms")[1].get("body") or ""
    m = re.search(r"hasło: (\S+)", body)
    assert m
    return m.group(1)


FAM.reg(
    "mazuryfish_sms_backup_xml_amp_escaped",
    ("SMSBackup/sms-<<year>><<mm>><<dd>><<hh>><<mi>>.xml", "Telefon/kopia_sms_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Jak się logować do kasy w sklepiku?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<ddmmyyyy>> <<time>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body=<<body>> toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<ddmmyyyy>> <<time2>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    lambda r, s: gen_pw(r, sym="&<>"),
    extra=_amp_extra,
    decode=_amp_dec,
)


def _shared_strings(s: dict) -> str:
    cells = [
        "Data",
        "Łowisko",
        "Gatunek",
        "Waga kg",
        "Dostęp do rejestru połowów",
        "login",
        f"kolo{s['nn']}",
        "hasło",
        str(s["cred"]),
        "Szczupak",
        "Sandacz",
    ]
    si = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">{si}</sst>\n'
    )


FAM.reg(
    "mazuryfish_catch_register_xlsx_shared_strings",
    (
        "rejestr_polowow_<<year>>/xl/sharedStrings.xml",
        "Dokumenty/Koło/rejestr_<<n>>/xl/sharedStrings.xml",
    ),
    _shared_strings,
    "human_x",
)

FAM.reg(
    "mazuryfish_lake_station_windy_upload_py",
    ("home/pi/stacja/windy_<<n>>.py", "opt/stacja-<<org>>/upload_<<nn>>.py"),
    '''#!/usr/bin/env python3
"""Stacja pogodowa na pomoście -> Windy.com (co 5 minut)."""
import requests

WINDY_KEY = "<<cred>>"


def wyslij(temp, wiatr, porywy, kierunek):
    requests.get(
        f"https://stations.windy.com/pws/update/{WINDY_KEY}",
        params={"station": 0, "temp": temp, "wind": wiatr, "gust": porywy, "winddir": kierunek},
        timeout=15,
    )
''',
    "p:windy",
)

FAM.reg(
    "mazuryfish_club_website_wp_config_php",
    ("public_html/<<org>>/wp-config.php", "var/www/kolo-pzw-<<n>>/wp-config.php"),
    """<?php
/** Strona koła - wp-config */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "mazuryfish_polish_email_haslo_ksiegowa",
    ("Mail/<<org>>/Wysłane/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: biuro.rachunkowe<<nn>>@wp.pl
Subject: =?UTF-8?Q?Dost=C4=99p_do_banku_ko=C5=82a?=
Date: Fri, <<dd>> Jan <<year>> <<time>>:44 +0100
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Dzień dobry Pani Bożeno,

przesyłam dostęp do bankowości koła (tylko podgląd) do zamknięcia roku:
identyfikator: <<n8>>
hasło: <<cred>>

Składki za zezwolenia są w osobnym zestawieniu.
Z poważaniem,
<<first>> <<last>>, skarbnik
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "mazuryfish_boat_rental_tpay_yaml",
    ("srv/wypozyczalnia-<<org>>/config/payments.yaml", "home/<<lf>>/lodzie-<<n>>/tpay.yml"),
    """# wypożyczalnia łodzi i kajaków
tpay:
  merchant_id: <<n4>><<nn>>
  client_id: "01<<hex8>>-<<hex8>>"
  client_secret: "<<cred>>"
  environment: production
cennik:
  lodz_wioslowa_dzien: 80
  kajak_godzina: 20
""",
    "p:tpay",
)
