# ruff: noqa: E501
"""Family c: the organisers of a tattoo convention in Tarnów (Lesser Poland)."""

from __future__ import annotations

import random

from hundredfortieth_spec import Fam, dec_basic, enc_b64, hexs, pick

C = Fam(
    "dziara_konwent_tarnowski",
    orgs=("dziarownia", "tarnowinkfest", "igladziara"),
    tld="pl",
    first="Kamil Agnieszka Paweł/pawel Magdalena Łukasz/lukasz Katarzyna Michał/michal Joanna Tomasz Natalia Bartosz Zofia",
    last="Nowak Kowalski Wiśniewska/wisniewska Wójcik/wojcik Kamińska/kaminska Lewandowski Zielińska/zielinska Szymański/szymanski Dąbrowski/dabrowski Mazur Krawczyk Piotrowska",
    words=(
        "dziara",
        "igla",
        "tusz",
        "smok",
        "wawel",
        "tarnow",
        "krakow",
        "pierogi",
        "kotwica",
        "jaskolka",
        "sokol",
        "gorale",
        "wisla",
        "oscypek",
        "malopolska",
    ),
    pets=("Burek", "Azor", "Reksio", "Mruczek", "Puszek", "Kropka", "Filemon", "Luna"),
    walks=("qwerty", "qwertyuiop", "1qaz2wsx", "zaq12wsx", "asdfgh", "polska1"),
    clubs=("Wisla1906", "Cracovia1906", "Unia1945", "Jaskolki1945", "Legia1916"),
    cc="+48 ### ### ###",
    city="Tarnów",
)

C.reg(
    "dziara_p24_php_config_crc",
    ("<<org>>-bilety/config/p24.php", "public_html/sklep-bilety-<<year>>/inc/przelewy24.php"),
    """<?php
// Bilety na <<orgc>> Tattoo Konwent <<year>> — Przelewy24
// dane z panelu: panel.przelewy24.pl -> Moje dane -> Dane API i konfiguracja
define('P24_MERCHANT_ID', <<n6>>);
define('P24_POS_ID', <<n6>>);
define('P24_CRC', '<<crc>>');
define('P24_API_KEY', '<<cred>>');
define('P24_SANDBOX', false);
define('P24_URL_RETURN', 'https://<<dom>>/bilety/dziekujemy');
define('P24_URL_STATUS', 'https://<<dom>>/bilety/p24-status.php');
""",
    cred="hex:32",
    extra=lambda rng, s: s.update(crc=hexs(rng, 16)),
)

C.reg(
    "dziara_fakturownia_api_token_bash_script",
    ("skrypty/faktury_wystawcy.sh", "bin/<<org>>-fv.sh"),
    """#!/bin/bash
# Faktury dla wystawców konwentu — Fakturownia API
# użycie: ./faktury_wystawcy.sh wystawcy.csv
set -euo pipefail
API_TOKEN="<<cred>>"
KONTO="<<org>>"

while IFS=';' read -r nip nazwa stoisko kwota; do
  curl -s "https://${KONTO}.fakturownia.pl/invoices.json" \\
    -H 'Accept: application/json' -H 'Content-Type: application/json' \\
    -d '{"api_token": "'"$API_TOKEN"'", "invoice": {"kind": "vat", "buyer_name": "'"$nazwa"'", "buyer_tax_no": "'"$nip"'", "positions": [{"name": "Stoisko '"$stoisko"' - <<orgc>> Tattoo Konwent <<year>>", "tax": 23, "total_price_gross": '"$kwota"', "quantity": 1}]}}'
  echo " -> $nazwa"
done < "${1:-wystawcy.csv}"
""",
    cred="alnum:20",
)

C.reg(
    "dziara_messenger_copied_haslo_booksy",
    ("notatki/messenger_<<fa>>_<<date>>.txt", "Pulpit/booksy dane od <<fa>>.txt"),
    """<<full>>
hej, wrzucam dane do Booksy studia (zapisy na sesje w trakcie konwentu też tam idą)
<<email>>
hasło: <<cred>>
<<time>>
<<full2>>
dzięki!! zmienię po konwencie, bo teraz nie ogarniam 😅
<<full>>
ok ale nie dawaj go wolontariuszom
""",
    cred="human",
)

C.reg(
    "dziara_freshmail_bearer_node_mjs",
    ("newsletter/wyslij.mjs", "mailing/<<org>>-freshmail.mjs"),
    """// Newsletter do wystawców i gości — FreshMail REST API v3
const FRESHMAIL_TOKEN = '<<cred>>';
const LISTA = '<<listhash>>';

async function dodajSubskrybenta(email, imie) {
  const res = await fetch('https://api.freshmail.com/rest/subscriber/add', {
    method: 'POST',
    headers: {
      'Authorization': `Bearer ${FRESHMAIL_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, list: LISTA, state: 1, confirm: 0, custom_fields: { imie } }),
  });
  return res.json();
}

await dodajSubskrybenta('<<email2>>', '<<first2>>');
""",
    cred="alnum:40",
    extra=lambda rng, s: s.update(listhash=hexs(rng, 10)),
)


def _basic(rng: random.Random, s: dict) -> None:
    user = pick(rng, ("skaner", "bramka1", "bramka2", "checkin", "wolontariusz"))
    s["b64"] = enc_b64(f"{user}:{s['cred']}")


C.reg(
    "dziara_bilety_checkin_curl_basic_base64",
    ("home/<<fa>>/.bash_history", "laptop-kasa/.bash_history"),
    """ssh deploy@bilety.<<dom>>
cd /var/www/bilety && git pull
sudo systemctl restart bilety-api
curl -s https://bilety.<<dom>>/api/health
curl -s -H "Authorization: Basic <<b64>>" https://bilety.<<dom>>/api/checkin/stats | jq .
curl -s -X POST -H "Authorization: Basic <<b64>>" -H 'Content-Type: application/json' -d '{"kod":"KNW<<year>>-<<nn>>"}' https://bilety.<<dom>>/api/checkin
journalctl -u bilety-api -n 50
""",
    cred="human",
    extra=_basic,
    decode=dec_basic,
)

C.reg(
    "dziara_wystawcy_csv_wifi_stoiska",
    ("konwent<<year>>/wystawcy_hala_<<n>>.csv", "Dysk/<<orgc>>/Wystawcy <<year>> - lista.csv"),
    """Stoisko;Studio;Miasto;Kontakt;Prąd (kW);Wi-Fi SSID;Hasło Wi-Fi;Uwagi
A<<n>>;Czarna Igła;Kraków;<<email2>>;2;Hala_Wystawcy;<<cred>>;stół + 2 krzesła
A<<nn>>;Smoczy Tusz;Rzeszów;<<phone>>;1;Hala_Wystawcy;<<cred>>;
B<<n>>;Dziara Ink;Nowy Sącz;<<phone2>>;2;Hala_Wystawcy;<<cred>>;leżanka własna
B<<nn>>;<<orgc>> (organizator);Tarnów;<<email>>;3;Hala_Org;(u <<first>>);
""",
    cred="human_x",
    syntax="",
)

C.reg(
    "dziara_email_dane_logowania_panel_wystawcy",
    ("poczta/wyslane/panel_wystawcy_<<fa2>>.eml", "Thunderbird/Sent/<<hex8>>.eml"),
    """From: <<orgc>> Tattoo Konwent <biuro@<<dom>>>
To: <<email2>>
Subject: Panel wystawcy - dane logowania
Date: <<maildate>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Dzień dobry,

dziękujemy za rezerwację stoiska na <<orgc>> Tattoo Konwent <<year>> w Tarnowie.
Poniżej dane do panelu wystawcy, w którym można dodać artystów, wgrać portfolio
i pobrać identyfikatory:

adres: https://panel.<<dom>>
login: <<email2>>
hasło: <<cred>>

Po pierwszym logowaniu prosimy o zmianę hasła.

Pozdrawiamy,
<<full>>
<<orgc>> — organizator
tel. <<phone>>
""",
    cred="pw",
)

C.reg(
    "dziara_skaner_biletow_docker_compose_postgres",
    ("bilety/docker-compose.yml", "deploy/<<org>>-bilety/compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: bilety
      POSTGRES_USER: bilety
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  api:
    build: ./api
    restart: unless-stopped
    depends_on: [db]
    environment:
      DATABASE_URL: "postgres://bilety:<<cred>>@db:5432/bilety"
      KONWENT: "<<orgc>> Tattoo Konwent <<year>>"
    ports:
      - "127.0.0.1:8080:8080"
volumes:
  pgdata:
""",
    cred="pw_url",
)
