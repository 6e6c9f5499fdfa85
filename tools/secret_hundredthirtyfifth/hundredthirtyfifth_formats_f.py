# ruff: noqa: E501
"""Family f: a Polish żłobek niepubliczny (private crèche) with a przedszkole next door, near
Kraków (Małopolska), with Przelewy24, PayU, SMSAPI and Fakturownia."""

from __future__ import annotations

import json
import random

from hundredthirtyfifth_spec import (
    Fam,
    Slots,
    accented,
    alnum,
    dec_json_path,
    gen_pw,
    hexs,
)

FAM = Fam(
    "zlobek_przedszkole_malopolska",
    orgs=("maluszkowo", "biedroneczka", "krasnalek", "sloneczkowo"),
    tld="pl",
    first=(
        "Anna",
        "Katarzyna",
        "Magdalena",
        "Agnieszka",
        "Joanna",
        "Monika",
        "Justyna",
        "Beata",
        "Aleksandra",
        "Iwona",
        "Małgorzata",
        "Ewa",
        "Dorota",
        "Karolina",
    ),
    last=(
        "Nowak",
        "Kowalska",
        "Wiśniewska",
        "Wójcik",
        "Kamińska",
        "Lewandowska",
        "Zielińska",
        "Szymańska",
        "Dąbrowska",
        "Kozłowska",
        "Mazur",
        "Krawczyk",
    ),
    words=(
        "maluszek",
        "biedronka",
        "krasnal",
        "sloneczko",
        "misiaczek",
        "zabka",
        "motylek",
        "kotek",
        "wawel",
        "smok",
        "krakow",
        "lajkonik",
        "pierogi",
        "tecza",
        "bajka",
        "kubus",
        "cracovia",
        "wisla",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "puszek", "figa", "kajtek", "luna"),
    months=(
        "styczen",
        "luty",
        "marzec",
        "kwiecien",
        "maj",
        "czerwiec",
        "lipiec",
        "sierpien",
        "wrzesien",
        "pazdziernik",
        "listopad",
        "grudzien",
    ),
    phone="+48 6## ### ###",
    city=("Kraków", "Wieliczka", "Skawina", "Niepołomice", "Zabierzów"),
)
reg = FAM.reg
ACCENTED = (
    "słoneczko",
    "żabka",
    "źrebak",
    "łąka",
    "gąska",
    "pszczółka",
    "ślimak",
    "żółw",
    "wróbelek",
    "jeżyk",
)

reg(
    "zlobek_przelewy24_config_php_array",
    ("config/przelewy24.php", "panel-rodzica/<<org>>/config/przelewy24.php"),
    """<?php
// config/przelewy24.php – opłaty za pobyt i wyżywienie (<<org>>)
return [
    'merchant_id' => <<mid>>,
    'pos_id' => <<mid>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/platnosci/dziekujemy',
    'url_status' => 'https://<<dom>>/api/p24/status',
    'language' => 'pl',
];
""",
    "p:p24",
    extra=lambda rng, s: {"mid": str(rng.randint(100000, 399999)), "crc": hexs(rng, 16)},
)

reg(
    "zlobek_payu_oauth_symfony_yaml",
    ("config/packages/payu.yaml", "aplikacja-<<org>>/config/packages/prod/payu.yaml"),
    """# Płatności za żłobek – PayU REST API
payu:
  environment: secure
  pos_id: '<<pos>>'
  second_key: '<<md5>>'
  oauth_client_id: '<<pos>>'
  oauth_client_secret: '<<cred>>'
  notify_url: 'https://<<dom>>/payu/notify'
  continue_url: 'https://<<dom>>/rodzic/oplaty'
  currency: PLN
""",
    "hex:32",
    extra=lambda rng, s: {"pos": str(rng.randint(300000, 4999999)), "md5": hexs(rng, 32)},
)


def konto_json(s: Slots) -> str:
    obj = {
        "status": "ok",
        "komunikat": "Konto zostało utworzone",
        "konto": {
            "login": s["user"],
            "imie": s["first"],
            "nazwisko": s["last"],
            "rola": "opiekunka",
            "grupa": "Motylki",
            "email": s["email"],
            "haslo_tymczasowe": s["cred"],
            "utworzono": f"{s['year']}-{s['mo']}-{s['d']} {s['hh']}:{s['mi']}:{s['ss']}",
        },
        "placowka": f"Żłobek {s['org'].capitalize()}",
        "url": f"https://{s['dom']}/panel/",
    }
    return json.dumps(obj, ensure_ascii=True, separators=(",", ":")).replace("/", "\\/") + "\n"


reg(
    "zlobek_panel_nowe_konto_json_unicode_haslo",
    ("logi/<<org>>/nowe_konto_<<user>>.json", "eksport/panel/konta_<<year>><<mo>><<d>>.json"),
    konto_json,
    lambda rng, s: accented(rng, ACCENTED),
    decode=dec_json_path("konto", "haslo_tymczasowe"),
)

reg(
    "zlobek_smsapi_powiadomienia_python",
    ("powiadomienia/<<org>>/sms.py", "skrypty/sms_rodzice_<<year>>.py"),
    '''"""Powiadomienia SMS dla rodziców (zamknięcie, choroba, zebrania) przez SMSAPI."""

from smsapi.client import SmsApiPlClient

TOKEN = "<<cred>>"
client = SmsApiPlClient(access_token=TOKEN)


def powiadom_rodzica(numer: str, tresc: str):
    return client.sms.send(to=numer, message=tresc, from_="<<org>>")


if __name__ == "__main__":
    powiadom_rodzica("<<phone>>", "Jutro zebranie z rodzicami o 17:00. Dyrekcja")
''',
    "p:smsapi",
)

reg(
    "zlobek_whatsapp_grupa_haslo_kamerka",
    (
        "WhatsApp Chat z Rodzice grupa <<n>>.txt",
        "telefon/<<org>>/WhatsApp Chat - Rodzice Motylki <<n>>.txt",
    ),
    """<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi>> - Wiadomości i połączenia są szyfrowane end-to-end. Nikt spoza tego czatu, nawet WhatsApp, nie może ich przeczytać ani odsłuchać.
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi>> - Pani <<first>>: Dzień dobry, kamerka w sali Motylków znowu działa 😊
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - Mama <<kid>>: A jakie jest teraz hasło? Bo stare nie wchodzi
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - Pani <<first>>: login: <<org>>_rodzice
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - Pani <<first>>: hasło: <<cred>>
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi3>> - Mama <<kid>>: Dziękuję bardzo!
""",
)

reg(
    "zlobek_fakturownia_api_curl_sh",
    ("bin/faktury_<<org>>.sh", "skrypty/<<org>>/wystaw_fakture.sh"),
    """#!/bin/sh
# Faktury za pobyt w żłobku – comiesięczne wystawienie przez API Fakturowni
API_TOKEN="<<cred>>"
curl -s https://<<org>>.fakturownia.pl/invoices.json \\
  -H 'Accept: application/json' -H 'Content-Type: application/json' \\
  -d '{"api_token": "'"$API_TOKEN"'", "invoice": {"kind": "vat", "buyer_name": "'"$1"'", "positions": [{"name": "Opłata za pobyt w żłobku <<mo>>/<<year>>", "tax": "zw", "total_price_gross": '"$2"', "quantity": 1}]}}'
""",
    lambda rng, s: alnum(rng, 20) + "/" + s["org"],
)

reg(
    "zlobek_naklejka_router_funbox_ocr",
    ("skany/<<org>>/naklejka_router_<<nn>>.txt", "ocr/zdjecie_routera_<<year>><<mo>><<d>>.txt"),
    """Orange  Funbox 3.0
Nazwa sieci (SSID): Orange_Swiatlowod_<<hex4>>
Hasło do sieci Wi-Fi (klucz WPA2):
<<cred>>
Hasło do panelu administracyjnego:
na spodzie urządzenia
S/N: LK<<sn>>
""",
    "alnum:16",
    syntax="",
    extra=lambda rng, s: {
        "hex4": hexs(rng, 4, upper=True),
        "sn": str(rng.randint(10**9, 10**10 - 1)),
    },
)


def wp_salts(rng: random.Random, s: Slots) -> Slots:
    keys = ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY")
    return {
        "salts": "\n".join(
            f"define( '{k}', '{gen_pw(rng, 64, '!#$%*+-_.?@^~=:')}' );" for k in keys
        )
    }


reg(
    "zlobek_wordpress_wp_config_db_password",
    ("public_html/wp-config.php", "www/<<org>>.pl/wp-config.php"),
    """<?php
/**
 * Konfiguracja WordPressa – strona żłobka <<org>>
 */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

<<salts>>

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
define( 'WPLANG', 'pl_PL' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    extra=wp_salts,
)
