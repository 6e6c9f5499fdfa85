# ruff: noqa: E501
"""Family b: a local newspaper's newsroom in Poland (Polish)."""

from __future__ import annotations

import base64
import json
import re

from hundredtwentysixth_spec import Fam, alnum, enc_b64, hexs

F = Fam(
    name="gazeta_powiatowa_polish_newsroom",
    orgs=("gazetapowiatu", "kurierdolny", "glospodlasia"),
    tld="pl",
    first=(
        "Agnieszka",
        "Łukasz",
        "Małgorzata",
        "Paweł",
        "Zofia",
        "Grzegorz",
        "Katarzyna",
        "Michał",
    ),
    last=(
        "Wiśniewska",
        "Kowalczyk",
        "Dąbrowski",
        "Zieliński",
        "Wójcik",
        "Kamińska",
        "Lewandowski",
        "Szymańska",
    ),
    first_a=(
        "agnieszka",
        "lukasz",
        "malgorzata",
        "pawel",
        "zofia",
        "grzegorz",
        "katarzyna",
        "michal",
    ),
    last_a=(
        "wisniewska",
        "kowalczyk",
        "dabrowski",
        "zielinski",
        "wojcik",
        "kaminska",
        "lewandowski",
        "szymanska",
    ),
    words=(
        "gazeta",
        "redakcja",
        "powiat",
        "kurier",
        "wiosna",
        "bocian",
        "pierogi",
        "legia",
        "lech",
        "wisla",
        "rynek",
        "ratusz",
        "sokol",
        "kaszuby",
    ),
    pets=("burek", "azor", "reksio", "kropka", "mruczek", "filemon"),
    cc="48",
    city="Siedlce",
)

F.reg(
    "powiat_wp_config_php_db_password",
    ("public_html/wp-config.php", "backup/<<org>>_<<d8>>/wp-config.php"),
    """<?php
/**
 * Podstawowa konfiguracja WordPressa - <<org>>.pl
 */

// ** Ustawienia bazy danych - możesz uzyskać je od swojego dostawcy hostingu ** //
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp<<n2>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'WP_CACHE', true );
define( 'WPLANG', 'pl_PL' );

$table_prefix = 'gp<<n2>>_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _messenger(s):
    msgs = [
        {
            "sender_name": f"{s['first']} {s['last']}",
            "timestamp_ms": int(s["ts"]) * 1000 + 9000,
            "content": "Dzięki, działa 👍",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['first2']}",
            "timestamp_ms": int(s["ts"]) * 1000 + 4000,
            "content": f"login {s['login']}, hasło {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['first']} {s['last']}",
            "timestamp_ms": int(s["ts"]) * 1000,
            "content": "Jakie jest hasło do panelu redakcji? Muszę wrzucić tekst z sesji rady powiatu",
            "is_geoblocked_for_viewer": False,
        },
    ]
    obj = {
        "participants": [{"name": f"{s['first']} {s['last']}"}, {"name": f"{s['first2']}"}],
        "messages": msgs,
        "title": f"{s['first2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}_{s['n']}",
        "magic_words": [],
    }
    return json.dumps(obj, indent=2)


F.reg(
    "powiat_messenger_json_haslo_panel_redakcji",
    (
        "messages/inbox/<<fa2>>_<<n>>/message_1.json",
        "facebook-<<login>>/messages/inbox/redakcja_<<n>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

F.reg(
    "powiat_wp_application_password_publish_py",
    ("scripts/publikuj_z_dokumentu_<<n>>.py", "redakcja/narzedzia/wp_publish_<<d8>>.py"),
    """#!/usr/bin/env python3
\"\"\"Wrzuca artykuł z pliku .docx (po konwersji pandoc) jako szkic do WordPressa.\"\"\"

import sys

import requests

WP_URL = 'https://<<dom>>/wp-json/wp/v2/posts'
WP_USER = '<<login>>'
WP_APP_PASSWORD = '<<cred>>'  # Użytkownicy -> Profil -> Hasła aplikacji


def main(path: str) -> None:
    with open(path, encoding='utf-8') as fh:
        html = fh.read()
    title = html.split('</h1>')[0].split('<h1>')[-1]
    r = requests.post(
        WP_URL,
        auth=(WP_USER, WP_APP_PASSWORD),
        json={'title': title, 'content': html, 'status': 'draft', 'categories': [<<n>>]},
        timeout=30,
    )
    r.raise_for_status()
    print('Szkic:', r.json()['link'])


if __name__ == '__main__':
    main(sys.argv[1])
""",
    "p:wp_app",
)

F.reg(
    "powiat_przelewy24_prenumerata_php_config",
    ("prenumerata/config/p24.php", "sklep/app/config/przelewy24_<<d8>>.php"),
    """<?php
// Prenumerata cyfrowa - Przelewy24 (REST API v1)
return [
    'sandbox'     => false,
    'merchant_id' => <<n>>4<<n2>>,
    'pos_id'      => <<n>>4<<n2>>,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>',
    'url_return'  => 'https://<<dom>>/prenumerata/dziekujemy',
    'url_status'  => 'https://<<dom>>/prenumerata/p24/status',
];
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"crc": hexs(r, 16)},
)

F.reg(
    "powiat_email_haslo_ftp_drukarnia_makiety",
    ("mail/redakcja/<<d8>>_makiety_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: prepress@drukarnia-<<org>>.pl
Cc: <<email2>>
Subject: Re: Makiety na czwartek - nowe konto FTP
Date: Wed, 12 Mar <<year>> <<time>>:<<sec>> +0100
Message-ID: <<<hexid>>@<<dom>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Dzień dobry,

od tego tygodnia strony PDF wrzucamy na nowy serwer:

serwer: ftp.<<dom>>
login: drukarnia
hasło: <<cred>>

Proszę o potwierdzenie, że wszystko dochodzi przed 22:00. Gdyby coś nie działało,
proszę dzwonić na dyżur: <<phone>>.

Pozdrawiam serdecznie
<<first>> <<last>>
sekretarz redakcji, <<org>>
""",
    "human",
)


def _fz(r, s):
    return {"enc": enc_b64(s["cred"])}


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "powiat_filezilla_sitemanager_pass_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<login>>/AppData/Roaming/FileZilla/sitemanager_<<d8>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.1" platform="windows">
\t<Servers>
\t\t<Folder expanded="1">Redakcja
\t\t\t<Server>
\t\t\t\t<Host>ftp.<<dom>></Host>
\t\t\t\t<Port>21</Port>
\t\t\t\t<Protocol>0</Protocol>
\t\t\t\t<Type>0</Type>
\t\t\t\t<User>drukarnia<<n2>></User>
\t\t\t\t<Pass encoding="base64"><<enc>></Pass>
\t\t\t\t<Logontype>1</Logontype>
\t\t\t\t<PasvMode>MODE_DEFAULT</PasvMode>
\t\t\t\t<EncodingType>Auto</EncodingType>
\t\t\t\t<BypassProxy>0</BypassProxy>
\t\t\t\t<Name>Drukarnia - makiety PDF</Name>
\t\t\t\t<SyncBrowsing>0</SyncBrowsing>
\t\t\t\t<DirectoryComparison>0</DirectoryComparison>
\t\t\t</Server>
\t\t</Folder>
\t</Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz,
    decode=_dec_fz,
)

F.reg(
    "powiat_kalendarz_ics_szkolenie_cms_haslo",
    ("calendar/redakcja_<<d8>>.ics", "exports/kalendarz_<<login>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
CALSCALE:GREGORIAN
METHOD:PUBLISH
BEGIN:VEVENT
DTSTART:<<d8>>T090000Z
DTEND:<<d8>>T103000Z
DTSTAMP:<<d8>>T071500Z
UID:<<hexid>>@google.com
ORGANIZER;CN=<<first>> <<last>>:mailto:<<email>>
SUMMARY:Szkolenie z nowego CMS dla korespondentów
DESCRIPTION:Sala konferencyjna\\, 1 piętro.\\nKonto szkoleniowe: <<login>>\\nhas
 ło: <<cred>>\\nProszę przynieść laptopy.
LOCATION:Redakcja\\, ul. Piłsudskiego <<n2>>\\, <<city>>
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)

F.reg(
    "powiat_archiwum_rclone_conf_b2_key",
    ("home/<<login>>/.config/rclone/rclone.conf", "nas/archiwum/rclone_<<d8>>.conf"),
    """[archiwum-b2]
type = b2
account = 005<<acct>>0000000<<n2>>
key = <<cred>>
hard_delete = false

[nas]
type = smb
host = <<ip>>
user = archiwum
""",
    "p:b2",
    syntax="ini",
    extra=lambda r, s: {"acct": alnum(r, 9, "0123456789abcdef")},
)
