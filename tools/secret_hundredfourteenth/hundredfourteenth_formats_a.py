# ruff: noqa: E501
"""Family a: a Catholic parish office (kancelaria parafialna) in Poland, in Polish."""

from __future__ import annotations

import json

from hundredfourteenth_spec import Fam, dec_qp_after, enc_qp, hexs, pick

FAM = Fam(
    name="parafia_kancelaria_polska",
    orgs=("parafiawitow", "swietawit", "kaplicaroza", "parafiabrzozka", "sanktuariumlipki"),
    tld="pl",
    first=(
        ("Łukasz", "Lukasz"),
        ("Małgorzata", "Malgorzata"),
        ("Wojciech", "Wojciech"),
        ("Stanisław", "Stanislaw"),
        ("Józef", "Jozef"),
        ("Agnieszka", "Agnieszka"),
        ("Bożena", "Bozena"),
        ("Krzysztof", "Krzysztof"),
        ("Teresa", "Teresa"),
    ),
    last=(
        ("Nowak", "Nowak"),
        ("Wiśniewski", "Wisniewski"),
        ("Wójcik", "Wojcik"),
        ("Zieliński", "Zielinski"),
        ("Dąbrowska", "Dabrowska"),
        ("Mazur", "Mazur"),
        ("Krawczyk", "Krawczyk"),
        ("Górecki", "Gorecki"),
    ),
    words=(
        "maryja",
        "parafia",
        "kosciol",
        "rozaniec",
        "niedziela",
        "wielkanoc",
        "pasterka",
        "ministrant",
        "proboszcz",
        "oaza",
        "czestochowa",
        "jasnagora",
        "kaplica",
        "dzwon",
        "koleda",
        "bierzmowanie",
        "odpust",
        "wojtyla",
    ),
    pets=("burek", "reksio", "azor", "mruczek", "kropka", "puszek", "filemon"),
    cc="+48",
)

R = FAM.reg

R(
    "parafia_wp_config_php_db_password",
    ("www/<<org>>.pl/wp-config.php", "public_html/parafia<<n>>/wp-config.php"),
    """<?php
/**
 * Konfiguracja WordPressa - strona parafii (ogłoszenia, intencje mszalne)
 */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'par_';
define( 'WP_DEBUG', false );
define( 'WPLANG', 'pl_PL' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _obs(s: dict) -> str:
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmps://a.rtmps.youtube.com:443/live2",
                "service": "YouTube - RTMPS",
                "stream_key_link": "https://studio.youtube.com/",
            },
            "type": "rtmp_common",
        },
        indent=4,
    )


R(
    "parafia_obs_youtube_stream_key_service_json",
    (
        "Users/Kancelaria/AppData/Roaming/obs-studio/basic/profiles/Msza_<<n>>/service.json",
        "home/<<fa>>/.config/obs-studio/basic/profiles/Transmisja<<n>>/service.json",
    ),
    _obs,
    "p:youtube",
)


def _fbenc(t: str) -> str:
    return t.encode("utf-8").decode("latin-1")


def _messenger(s: dict) -> str:
    ts = s["ms"]
    msgs = [
        (
            s["fn2"] + " " + s["ln2"],
            "Szczęść Boże, jakie jest hasło do wifi w salce katechetycznej? Młodzież z oazy pyta",
        ),
        (s["fn"] + " " + s["ln"], "Sieć: Parafia_Salka, hasło poniżej"),
        (s["fn"] + " " + s["ln"], s["cred"]),
        (s["fn2"] + " " + s["ln2"], "Bóg zapłać!"),
    ]
    return json.dumps(
        {
            "participants": [{"name": _fbenc(a)} for a in {m[0] for m in msgs}],
            "messages": [
                {
                    "sender_name": _fbenc(who),
                    "timestamp_ms": ts - i * 61000,
                    "content": _fbenc(text),
                    "is_geoblocked_for_viewer": False,
                }
                for i, (who, text) in enumerate(reversed(msgs))
            ],
            "title": _fbenc("Salka – wolontariusze"),
            "is_still_participant": True,
            "thread_path": f"inbox/salka_{s['n']}",
        },
        indent=2,
    )


R(
    "parafia_messenger_polish_haslo_wifi_salka",
    (
        "facebook-<<fa>><<n>>/messages/inbox/salka_<<n>>/message_1.json",
        "pobrane/facebook-export-<<n2>>/your_activity_across_facebook/messages/inbox/salkawolontariusze_<<n>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

R(
    "parafia_przelewy24_ofiary_online_env",
    ("ofiary-online/.env", "srv/tacka-<<org>>/.env.production"),
    """# Ofiary online na remont dachu kościoła - Przelewy24
APP_ENV=production
APP_URL=https://ofiary.<<dom>>
P24_MERCHANT_ID=<<mid>>
P24_POS_ID=<<mid>>
P24_CRC=<<crc>>
P24_API_KEY=<<cred>>
P24_SANDBOX=false
MAIL_FROM=kancelaria@<<dom>>
""",
    "p:p24_api",
    extra=lambda rng, s: {"mid": rng.randint(100000, 399999), "crc": hexs(rng, 16)},
)

R(
    "parafia_ksiegi_firebird_gbak_backup_bat",
    ("C:/Kancelaria/kopia_ksiag.bat", "Kancelaria/skrypty/backup_<<n>>.bat"),
    """@echo off
rem Kopia bazy ksiąg parafialnych (chrzty, śluby, pogrzeby) - codziennie o 21:00
set DATA=%date:~-4%%date:~3,2%%date:~0,2%
"C:\\Program Files\\Firebird\\Firebird_3_0\\gbak.exe" -b -user SYSDBA -password <<cred>> localhost:C:\\Kancelaria\\Dane\\KSIEGI.FDB D:\\Kopie\\KSIEGI_%DATA%.fbk
if errorlevel 1 echo Blad kopii %DATA% >> D:\\Kopie\\bledy.log
xcopy /Y D:\\Kopie\\KSIEGI_%DATA%.fbk \\\\NAS-<<n>>\\kopie\\
""",
    "pw_bare",
    syntax="",
)

R(
    "parafia_smsapi_token_intencje_python",
    ("skrypty/sms_intencje.py", "home/<<fa>>/parafia/powiadomienia_<<n>>.py"),
    """#!/usr/bin/env python3
\"\"\"Przypomnienie SMS o intencji mszalnej dzień wcześniej (SMSAPI.pl).\"\"\"

import csv
import requests

SMSAPI_TOKEN = "<<cred>>"
NADAWCA = "Parafia"


def wyslij(numer, tresc):
    r = requests.post(
        "https://api.smsapi.pl/sms.do",
        headers={"Authorization": "Bearer " + SMSAPI_TOKEN},
        data={"to": numer, "message": tresc, "from": NADAWCA, "format": "json"},
        timeout=20,
    )
    r.raise_for_status()


with open("intencje_jutro.csv", encoding="utf-8") as f:
    for wiersz in csv.DictReader(f, delimiter=";"):
        wyslij(wiersz["telefon"], f"Szczesc Boze! Jutro o {wiersz['godzina']} Msza sw. w intencji: {wiersz['intencja']}")
""",
    "alnum:40",
)

PL_DIAC = (
    "Różaniec",
    "Częstochowa",
    "Łagiewniki",
    "Gołąbek",
    "Wniebowzięcie",
    "Świętojańska",
    "Źródełko",
)


def _pl_pw(rng, fam) -> str:
    w = pick(rng, PL_DIAC)
    return pick(
        rng,
        (
            f"{w}{rng.randint(1950, 2025)}!",
            f"{w.lower()}{rng.randint(10, 99)}",
            f"{w}#{pick(rng, fam.pets)}",
        ),
    )


def _qp_mail(s: dict) -> str:
    body = (
        f"Szczęść Boże, {s['fn2']},\n\n"
        "przesyłam dane do Comarch Optima (księgowość parafii), żeby można było\n"
        "zamknąć miesiąc przed wizytacją dziekańską.\n\n"
        f"Serwer: {s['ip']}\\OPTIMA\n"
        f"Operator: {s['login'].upper()}\n"
        f"Hasło: {s['cred']}\n\n"
        "Proszę nie przekazywać dalej.\n"
        f"{s['fn']} {s['ln']}\nKancelaria parafialna\n"
    )
    return (
        f"From: {s['fn']} {s['ln']} <kancelaria@{s['dom']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?Q?Dost=C4=99p_do_Optimy?=\n"
        f"Date: Mon, {s['day']} Mar {s['year']} {s['time']}:00 +0100\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n"
        "\n" + enc_qp(body)
    )


R(
    "parafia_email_quoted_printable_haslo_optima",
    (
        "poczta/kancelaria/Wyslane/<<n2>>.eml",
        "Thunderbird/Profiles/<<n>>.default/Mail/Local Folders/Sent/msg<<n2>>.eml",
    ),
    _qp_mail,
    _pl_pw,
    syntax="",
    decode=dec_qp_after("Hasło: "),
)


def _ssml(s: dict) -> str:
    rows = [
        ("System", "Login", "Hasło", "Uwagi"),
        ("Strona parafii (WordPress)", s["login"], s["w1"], "administrator"),
        ("Skrzynka kancelaria@", "kancelaria", s["cred"], "poczta home.pl"),
        ("Router salka", "admin", "—", "hasło na naklejce"),
    ]
    cells = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Dostępy">
  <Table>
{cells}
  </Table>
 </Worksheet>
</Workbook>
"""


R(
    "parafia_spreadsheetml_dostepy_wolontariusze",
    ("Dokumenty/Kancelaria/dostepy_<<year>>.xml", "Pulpit/hasla_parafia_<<n>>.xml"),
    _ssml,
    "pw_xml",
    extra=lambda rng, s: {"w1": FAM.human(rng, safe=True)},
)
