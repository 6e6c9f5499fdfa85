# ruff: noqa: E501
"""Family c: a grass-strip airfield operator in Mazury (Poland; Polish)."""

from __future__ import annotations

import json

from eightythird_spec import Fam, dec_qp_after, enc_qp, hexs, pick

F = Fam(
    name="lotnisko_airfield_operator_poland",
    orgs=("orlikpole", "lotniskoketrzyn", "mazurylot", "bocianfield"),
    tld="pl",
    first=(
        ("Katarzyna", "katarzyna"),
        ("Paweł", "pawel"),
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Grzegorz", "grzegorz"),
        ("Małgorzata", "malgorzata"),
        ("Wojciech", "wojciech"),
    ),
    last=(
        ("Wójcik", "wojcik"),
        ("Kowalski", "kowalski"),
        ("Zieliński", "zielinski"),
        ("Szymańska", "szymanska"),
        ("Lewandowski", "lewandowski"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "orzel",
        "bocian",
        "lotnisko",
        "wieza",
        "jastrzab",
        "sokol",
        "mazury",
        "krakow",
        "wisla",
        "tatry",
        "zubr",
        "pierogi",
        "szybowiec",
        "kretowiny",
        "mragowo",
        "jeziora",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kropka", "puszek"),
    cc="48",
    places=("Kętrzyn", "Mrągowo", "Giżycko", "Olsztyn", "Ełk"),
    regs=("SP-KAP", "SP-ARW", "SP-TUR", "SP-MZR", "SP-BOC"),
    tz="+0100",
)

_PL_WORDS = ("Żuraw", "Łabędź", "Bocianówka", "Jeżyk", "Wieża", "Śmigło", "Kołowanie", "Łąka")


def _pl_pw(rng, fam, s):
    w = pick(rng, _PL_WORDS)
    return pick(
        rng,
        (
            f"{w}{rng.randint(2019, 2026)}!",
            f"{w}_{pick(rng, fam.pets)}{rng.randint(1, 99)}",
            f"{s['reg'][3:]}{w}#{rng.randint(10, 99)}",
        ),
    )


def _qp(rng, s):
    body = (
        f"Cześć {s['first2']},\n\nod poniedziałku stacja AWOS i tablica METAR w hangarze mają nowe konto serwisowe.\n"
        f"Login: awos_{s['la']}\nHasło: {s['cred']}\n\nProszę nie zapisywać go na tablicy przy wieży.\n\n"
        f"Pozdrawiam,\n{s['first']} {s['last']}\nZarządzający lotniskiem {s['place']}\n"
    )
    s["enc"] = enc_qp(body)


F.reg(
    "lotnisko_polish_email_quoted_printable_haslo_awos",
    ("poczta/wyslane/<<date>>_awos_<<nn>>.eml", "mail/<<fa>>/konto_awos_<<nn>>.eml"),
    lambda s: (
        f"From: {s['email']}\nTo: {s['email2']}\nSubject: =?UTF-8?Q?Konto_serwisowe_AWOS?=\nDate: {s['rfc']}\n"
        f'MIME-Version: 1.0\nContent-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: quoted-printable\n\n{s["enc"]}'
    ),
    _pl_pw,
    extra=_qp,
    decode=dec_qp_after("Hasło: "),
    syntax="",
)

F.reg(
    "lotnisko_weewx_conf_wunderground_station_key",
    ("etc/weewx/weewx.conf", "meteo/<<org>>/weewx_<<nn>>.conf"),
    """# WEEWX CONFIGURATION FILE - stacja przy pasie 09/27
debug = 0
WEEWX_ROOT = /
version = 5.1.0

[Station]
    location = "Lotnisko <<place>>"
    latitude = 54.0<<n>>
    longitude = 21.3<<n>>
    altitude = 128, meter
    station_type = Vantage

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = IKETRZ<<n>>
        password = <<cred>>
        rapidfire = False
    [[CWOP]]
        enable = true
        station = FW<<nn>>

[StdReport]
    HTML_ROOT = /var/www/html/meteo
""",
    "p:wunderground",
    syntax="",
)

F.reg(
    "lotnisko_landing_fees_przelewy24_php_crc",
    ("oplaty-lotniskowe/config/p24.php", "wp-content/plugins/oplaty-<<nn>>/p24-config.php"),
    """<?php
// Przelewy24 – opłaty za lądowanie i hangarowanie
return [
    'merchant_id' => <<nn>>52,
    'pos_id'      => <<nn>>52,
    'crc'         => '<<cred>>',
    'api_key'     => '<<apikey>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/oplaty/dziekujemy',
    'url_status'  => 'https://<<dom>>/oplaty/p24-status',
];
""",
    "p:p24",
    extra=lambda rng, s: s.update(apikey=hexs(rng, 32)),
    syntax="",
)

F.reg(
    "lotnisko_gate_anpr_hikvision_isapi_python_digest",
    ("brama/anpr_lista_<<nn>>.py", "skrypty/brama_<<place>>_<<date>>.py"),
    '''"""Dopisuje tablice rejestracyjne pilotów do białej listy kamery ANPR przy bramie."""

import requests
from requests.auth import HTTPDigestAuth

KAMERA = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

xml = """<LicensePlateInfoList><LicensePlateInfo><LicensePlate>NKE<<nn>></LicensePlate>
<listType>whiteList</listType></LicensePlateInfo></LicensePlateInfoList>"""
r = requests.put(f"{KAMERA}/ISAPI/Traffic/channels/1/licensePlateAuditData", data=xml, auth=AUTH, timeout=10)
print(r.status_code, r.text[:200])
''',
    "pw_dq",
)

F.reg(
    "lotnisko_polish_messenger_json_haslo_radio_afis",
    (
        "messages/inbox/dyzurni_<<nn>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/afis<<nn>>/message_1.json",
    ),
    lambda s: json.dumps(
        {
            "participants": [{"name": f"{s['first']} {s['last']}"}, {"name": s["first2"]}],
            "messages": [
                {
                    "sender_name": s["first"] + " " + s["last"],
                    "timestamp_ms": int(s["ms"]) + 90000,
                    "content": f"Komputer AFIS: login afis, hasło {s['cred']}",
                },
                {
                    "sender_name": s["first2"],
                    "timestamp_ms": int(s["ms"]) + 60000,
                    "content": "Jakie jest hasło do komputera AFIS? Zmienili w piątek",
                },
                {
                    "sender_name": s["first"] + " " + s["last"],
                    "timestamp_ms": int(s["ms"]),
                    "content": f"Jutro od 7:00 dyżur na {s['place']}, {s['reg']} przylatuje na paliwo",
                },
            ],
            "title": "Dyżurni AFIS",
            "is_still_participant": True,
            "thread_path": f"inbox/dyzurni_{s['nn']}",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "human",
)

F.reg(
    "lotnisko_ppr_wordpress_wp_config_db_password",
    ("public_html/ppr/wp-config.php", "www/<<org>>/wp-config-<<nn>>.php"),
    """<?php
/** Formularz PPR (zgłoszenie przylotu) – konfiguracja WordPress */
define( 'DB_NAME', 'ppr_<<org>>' );
define( 'DB_USER', 'ppr_<<nn>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'WPLANG', 'pl_PL' );
$table_prefix = 'ppr_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "lotnisko_fr24feed_ini_sharing_key",
    ("etc/fr24feed.ini", "adsb/<<place>>/fr24feed_<<nn>>.ini"),
    """receiver="beast-tcp"
fr24key="<<cred>>"
host="127.0.0.1:30005"
bs="no"
raw="no"
logmode="1"
windowmode="0"
mpx="no"
mlat="yes"
mlat-without-gps="yes"
""",
    "p:fr24",
    syntax="",
)

F.reg(
    "lotnisko_shift_handover_markdown_haslo_ladowarka",
    ("dyzury/przekazanie_<<date>>.md", "wiki/<<org>>/przekazanie-zmiany-<<nn>>.md"),
    """# Przekazanie dyżuru – <<ddot>>

**Zdający:** <<first>> <<last>>, **przyjmujący:** <<first2>>

- Pas 09/27 skoszony, kretowiny przy progu 27 zasypane.
- <<reg>> stoi w hangarze B, czeka na mechanika.
- Ładowarka do samochodu straży: panel webowy http://<<ip>>/ , user `serwis`, hasło `<<cred>>`
- Radio 122,200 – bateria zapasowa w szafce.
- Cysterna AVGAS: stan 3 400 l.
""",
    "human",
    syntax="",
)
