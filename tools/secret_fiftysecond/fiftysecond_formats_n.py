# ruff: noqa: E501
"""Family n: a student government and its association at a university in Kraków (Poland):
website, Discord, USOS API, ticketing for Juwenalia, newsletter; Polish."""

from __future__ import annotations

import json

from fiftysecond_spec import Fam, alnum

F = Fam(
    "samorzad_studencki_krakow",
    (
        ("zakatekstud", "Samorząd Studentów Zakątek"),
        ("zakatekstud", "Stowarzyszenie Studenckie Zakątek"),
    ),
    "pl",
    ("Kasia", "Michał", "Zuzanna", "Bartek", "Ola", "Paweł", "Magda", "Kuba"),
    (
        "Nowak",
        "Wiśniewska",
        "Kowalczyk",
        "Zieliński",
        "Wójcik",
        "Kamińska",
        "Lewandowski",
        "Dąbrowska",
    ),
    (
        "krakow",
        "wawel",
        "smok",
        "juwenalia",
        "pierogi",
        "wisla",
        "kazimierz",
        "zaczek",
        "sowa",
        "bursztyn",
    ),
    ("Kraków", "Wieliczka", "Tarnów"),
    ("kasia", "michal", "zuzanna", "bartek", "ola", "pawel", "magda", "kuba"),
    (
        "nowak",
        "wisniewska",
        "kowalczyk",
        "zielinski",
        "wojcik",
        "kaminska",
        "lewandowski",
        "dabrowska",
    ),
    "+48",
)


def _messenger(s) -> str:
    doc = {
        "participants": [{"name": f"{s['first']} {s['last']}"}, {"name": s["first2"]}],
        "messages": [
            {
                "sender_name": s["first2"],
                "timestamp_ms": 1760000000000 + int(s["n6"]),
                "content": "Ok, dzięki!",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": f"{s['first']} {s['last']}",
                "timestamp_ms": 1759999990000 + int(s["n6"]),
                "content": f"Login to samorzad.fanpage@{s['dom']}, hasło: {s['cred']} (nie zmieniaj, bo Meta blokuje)",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": s["first2"],
                "timestamp_ms": 1759999980000 + int(s["n6"]),
                "content": "Hej, jakie jest hasło do konta, z którego zarządzamy fanpage'em?",
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": "Zarząd SS",
        "is_still_participant": True,
        "thread_path": f"inbox/zarzadss_{s['n6']}",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "samorzad_messenger_json_export_haslo_fanpage",
    (
        "your_activity_across_facebook/messages/inbox/zarzadss_<<n6>>/message_1.json",
        "facebook-<<user>>/messages/inbox/zarzad_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _discord(rng, s) -> str:
    uid = str(rng.randint(10**17, 10**18)).encode()
    import base64

    return (
        base64.b64encode(uid).decode().rstrip("=")
        + "."
        + alnum(rng, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        + "."
        + alnum(rng, 38, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    )


F.reg(
    "samorzad_discord_bot_dotenv_token_rekrutacja",
    ("bot-samorzad/.env", "home/<<user>>/discord-bot-<<n>>/.env"),
    """# Bot serwera Discord samorządu (role wydziałowe, rekrutacja)
DISCORD_TOKEN=<<cred>>
GUILD_ID=<<n6>><<n6>>
VERIFY_DOMAIN=student.<<dom>>
LOG_CHANNEL=bot-logi
""",
    _discord,
)

F.reg(
    "samorzad_wp_config_php_db_password_strona",
    ("public_html/wp-config.php", "domains/samorzad<<n>>.<<dom>>/public_html/wp-config.php"),
    """<?php
/** Strona samorządu — konfiguracja WordPress */
define( 'DB_NAME', 'ss_<<n>>_wp' );
define( 'DB_USER', 'ss_<<n>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

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

F.reg(
    "samorzad_usosapi_python_consumer_secret_plan",
    ("apka-plan/usos_client.py", "home/<<user>>/usos-<<n>>/client.py"),
    '''"""Pobieranie planu zajęć z USOS API dla aplikacji samorządu."""
from requests_oauthlib import OAuth1Session

USOS = "https://usosapps.<<dom>>/services"
CONSUMER_KEY = "<<hexid>>Kr"
CONSUMER_SECRET = "<<cred>>"


def session(token: str, token_secret: str) -> OAuth1Session:
    return OAuth1Session(CONSUMER_KEY, CONSUMER_SECRET, token, token_secret)


def plan(s: OAuth1Session, start: str) -> list[dict]:
    return s.get(f"{USOS}/tt/student", params={"start": start, "days": 7}).json()
''',
    "alnum:40",
)

F.reg(
    "samorzad_mail_haslo_konto_bilety_juwenalia",
    ("Poczta/Odebrane/juwenalia_bilety_<<n>>.eml", "mail/cur/<<n6>>.jw:2,S"),
    """From: <<first>> <<last>> <<<email>>>
To: zarzad@<<dom>>
Subject: Juwenalia <<year>> – konto organizatora w systemie biletowym
Date: <<date>> <<hm>>:33 +0200
Content-Type: text/plain; charset=UTF-8

Cześć,

założyłam konto organizatora w systemie biletowym na Juwenalia:
login: juwenalia<<year>>@<<dom>>
hasło: <<cred>>

Proszę nie wysyłać tego dalej, a po wydarzeniu przekażę konto następnemu zarządowi.

Pozdrawiam,
<<first>>, koordynatorka ds. wydarzeń
""",
    "human",
)

F.reg(
    "samorzad_sheets_csv_export_dostepy_zarzad",
    ("Pobrane/Dostępy zarządu - Arkusz1.csv", "Dysk/zarzad_<<year>>/dostepy_<<n>>.csv"),
    """Serwis,Login,Hasło,Kto ma dostęp,Uwagi
Instagram,samorzad.<<org>>,<<cred>>,<<first>> <<last>>,2FA na telefon przewodniczącej
Canva,zarzad@<<dom>>,logowanie przez Google,wszyscy,
""",
    "pw",
    syntax="",
)

F.reg(
    "samorzad_przelewy24_php_config_api_key",
    ("sklep-gadzety/config/przelewy24.php", "public_html/sklep-<<n>>/config/p24.php"),
    """<?php
// Sklep z gadżetami samorządu – bramka Przelewy24
return [
    'merchant_id' => <<n6>>,
    'pos_id' => <<n6>>,
    'crc' => '<<hexid>>abcd',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://sklep.<<dom>>/dziekujemy',
];
""",
    "hex:32",
    syntax="",
)

F.reg(
    "samorzad_newsletter_yaml_mailchimp_api_key",
    ("newsletter/config.yml", "narzedzia/newsletter-<<n>>/config.yml"),
    """# Newsletter do studentów (lista: wszyscy zapisani przez formularz)
mailchimp:
  api_key: "<<cred>>"
  list_id: "<<hexid>>"
  from_name: "Samorząd Studentów"
  reply_to: "kontakt@<<dom>>"
schedule:
  weekday: monday
  hour: 9
""",
    "p:mailchimp",
)
