# ruff: noqa: E501
"""Family n: a craft brewery with its own taproom in Brno, Czechia; Czech."""

from __future__ import annotations

import json

from seventythird_spec import Fam, alnum

F = Fam(
    name="pivnice_brno_brewery_taproom",
    orgs=("pivnicebrno", "pivovarspilberk", "vycepnapetrove", "chmelovar"),
    tld="cz",
    first=(
        ("Jiří", "jiri"),
        ("Petra", "petra"),
        ("Tomáš", "tomas"),
        ("Lucie", "lucie"),
        ("Ondřej", "ondrej"),
        ("Kateřina", "katerina"),
        ("Martin", "martin"),
    ),
    last=(
        ("Novák", "novak"),
        ("Dvořák", "dvorak"),
        ("Procházka", "prochazka"),
        ("Černý", "cerny"),
        ("Svoboda", "svoboda"),
        ("Kučerová", "kucerova"),
    ),
    words=(
        "pivo",
        "lezak",
        "tankove",
        "chmel",
        "slad",
        "zatec",
        "pilsner",
        "kometa",
        "spilberk",
        "petrov",
        "brnenka",
        "knedlik",
        "svickova",
        "gulas",
        "utopenec",
        "vycep",
        "hospoda",
        "desitka",
        "dvanactka",
    ),
    pets=("rex", "azor", "micka", "bobik", "ferda", "maxik"),
    cc="+420",
    city="Brno",
)

F.reg(
    "pivnice_dotykacka_pos_cloud_refresh_token_python",
    ("skripty/dotykacka_trzby_<<n3>>.py", "home/<<first_a>>/vycep/dotykacka_<<date>>.py"),
    '''"""Denní tržby z Dotykačky (výčep + e-shop) do tabulky pro účetní."""
import requests

CLOUD_ID = "<<n6>><<n3>>"
REFRESH_TOKEN = "<<cred>>"


def access_token() -> str:
    r = requests.post(
        f"https://api.dotykacka.cz/v2/signin/token",
        headers={"Authorization": f"User {REFRESH_TOKEN}"},
        json={"_cloudId": CLOUD_ID},
        timeout=20,
    )
    return r.json()["accessToken"]
''',
    "hex:32",
)

F.reg(
    "pivnice_comgate_eshop_sudy_php",
    ("eshop/config/comgate.php", "www/<<org>>/app/config/platby_<<n>>.php"),
    """<?php
// Comgate - e-shop: sudy na akce, dárkové poukazy na degustace
return [
    'merchant' => '<<n6>>',
    'secret' => '<<cred>>',
    'test' => false,
    'country' => 'CZ',
    'curr' => 'CZK',
    'method' => 'ALL',
];
""",
    "p:comgate",
    syntax="",
)

F.reg(
    "pivnice_pohoda_mserver_curl_bash_history",
    ("home/<<first_a>>/.bash_history", "backup/ucetni-pc/<<first_a>>_bash_history_<<n>>"),
    """cd faktury/
ls -la
curl -s -u 'Admin:<<cred>>' -H "STW-Application: vycep-sync" -H "Content-Type: text/xml" --data-binary @faktury_<<date>>.xml http://<<lan>>:444/xml
curl -s -u 'Admin:<<cred>>' http://<<lan>>:444/status
exit
""",
    "pw_sq",
    syntax="",
)


def _wa_cz(s: dict) -> str:
    d = f"{s['dmy_dot'][:-5]}.{s['yy']} {s['time']}"
    return (
        f"{d} - {s['first']}: Ahoj, jaké je heslo na Untappd for Business? Potřebuju přepsat, co je na čepu\n"
        f"{d} - {s['first2']}: mail {s['email']}\n"
        f"{d} - {s['first2']}: heslo {s['cred']}\n"
        f"{d} - {s['first2']}: a ten IPA sud na trojce dojde do večera 🍺\n"
        f"{d} - {s['first']}: díky, už tam je\n"
    )


F.reg(
    "pivnice_czech_whatsapp_heslo_untappd_business",
    ("WhatsApp Chat s Výčep Tým <<n>>.txt", "Stažené/WhatsApp Chat s <<first2_a>> <<date>>.txt"),
    _wa_cz,
    "human",
    syntax="",
)

F.reg(
    "pivnice_ispindel_fermenter_config_json_ubidots",
    ("ispindel/config_tank<<n>>.json", "pivovar/<<org>>/ispindel_<<n3>>.json"),
    lambda s: json.dumps(
        {
            "Name": f"iSpindel-tank{s['n'] % 8 + 1}",
            "Token": s["cred"],
            "Sleep": 900,
            "Server": "industrial.api.ubidots.com",
            "API": 1,
            "Port": 80,
            "Vfact": 191.8,
            "POLY": "0.000012*tilt^3-0.0019*tilt^2+0.13*tilt-2.68",
            "SSID": "Pivovar_Varna",
        },
        indent=2,
    ),
    lambda rng, f: "BBUS-" + alnum(rng, 30),
)

F.reg(
    "pivnice_fakturoid_api_token_ruby",
    ("fakturace/fakturoid_<<n>>.rb", "scripts/<<org>>/faktury_hospody_<<date>>.rb"),
    """# Měsíční faktury hospodám za sudy (Fakturoid API v3)
require 'fakturoid'

Fakturoid.configure do |config|
  config.email = '<<email>>'
  config.account = '<<org>>'
  config.client_id = '<<hex32>><<hex8>>'
  config.client_secret = '<<cred>>'
  config.user_agent = 'Pivovar fakturace (<<email>>)'
end
""",
    "hex:40",
    syntax="",
)

F.reg(
    "pivnice_signal_copied_text_heslo_wifi_host",
    ("Poznámky/signal_<<first2_a>>_<<date>>.txt", "telefon/signal_kopie_<<n4>>.txt"),
    """[<<dmy_dot>> <<time>>] <<first>>: Jaké je teď heslo na wifi pro hosty? Lidi se ptají
[<<dmy_dot>> <<time2>>] <<first2>>: <<cred>>
[<<dmy_dot>> <<time2>>] <<first>>: 👍
""",
    "human_x",
    syntax="",
)

F.reg(
    "pivnice_keg_tracking_docker_compose_yaml",
    ("kegtrack/docker-compose.yml", "srv/<<org>>/sudy/docker-compose.<<n>>.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: sudy
      POSTGRES_USER: sudy
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  app:
    image: ghcr.io/<<org>>/kegtrack:1.8
    ports:
      - "8080:8080"
    depends_on:
      - db
""",
    "pw",
)
