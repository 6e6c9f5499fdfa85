# ruff: noqa: E501
"""Family g: a tattoo and piercing studio in Kraków, Poland (Polish)."""

from __future__ import annotations

import random
import urllib.parse

from hundredsixteenth_corpus import gen_pw
from hundredsixteenth_spec import Fam, dec_regex, enc_url, json_dump

F = Fam(
    name="tatuaz_piercing_krakow",
    prefix="tatuaz",
    orgs=("czarnaigla", "inkwawel", "kolczyk", "smoczyink"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zuzanna", "zuzanna"),
        ("Michał", "michal"),
        ("Agnieszka", "agnieszka"),
    ),
    last=(
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Woźniak", "wozniak"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "smok",
        "wawel",
        "igla",
        "tusz",
        "kolczyk",
        "wisla",
        "krakus",
        "zapiekanka",
        "pierogi",
        "kazimierz",
        "dziara",
        "kurczak",
        "zubr",
        "sokol",
    ),
    pets=("burek", "azor", "kicia", "filemon", "reksio"),
    cc="+48",
)

F.reg(
    "messenger_json_haslo_booksy",
    (
        "messages/inbox/<<fa>>_<<id>>/message_1.json",
        "facebook-<<org>>/messages/inbox/<<fa>><<la>>/message_1.json",
    ),
    lambda s: json_dump(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['Org']} Tattoo"}],
            "messages": [
                {
                    "sender_name": f"{s['Org']} Tattoo",
                    "timestamp_ms": int(s["ts"]) * 1000 + 9000,
                    "content": s["cred"],
                },
                {
                    "sender_name": f"{s['Org']} Tattoo",
                    "timestamp_ms": int(s["ts"]) * 1000 + 4000,
                    "content": "login to studio@" + s["dom"],
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "Hej, jakie jest hasło do Booksy na tablecie przy recepcji?",
                },
            ],
            "title": f"{s['fn']} {s['ln']}",
            "thread_path": f"inbox/{s['fa']}_{s['id']}",
        }
    ),
    "human",
)

F.reg(
    "przelewy24_crc_laravel_env",
    ("zadatki/.env", "www/<<org>>/.env"),
    """APP_NAME="<<Org>> Studio"
APP_ENV=production
APP_URL=https://<<dom>>
# zadatki za sesje (Przelewy24)
P24_MERCHANT_ID=<<id>>
P24_POS_ID=<<id>>
P24_CRC=<<crc>>
P24_API_KEY=<<cred>>
P24_SANDBOX=false
""",
    "p:przelewy",
    "",
    extra=lambda rng, s: {"crc": s["uuid"].replace("-", "")[:16]},
)

F.reg(
    "payu_pos_symfony_parameters_yaml",
    ("sklep/config/packages/payu.yaml", "<<org>>-shop/config/packages/payu.yaml"),
    """# bony podarunkowe - PayU
parameters:
  payu.environment: secure
  payu.pos_id: '<<id>>'
  payu.signature_key: '<<cred>>'
  payu.oauth_client_id: '<<id>>'
  payu.oauth_client_secret: '<<secret2>>'
""",
    "p:payu",
    extra=lambda rng, s: {"secret2": s["uuid"].replace("-", "")},
)

F.reg(
    "fakturownia_api_token_bash_script",
    ("bin/faktura_zadatek.sh", "scripts/<<org>>_fakturownia.sh"),
    """#!/usr/bin/env bash
# wystawia fakturę zaliczkową po wpłacie zadatku
set -euo pipefail
KONTO="<<org>>"
API_TOKEN="<<cred>>/<<org>>"
curl -s "https://${KONTO}.fakturownia.pl/invoices.json" \\
  -H 'Accept: application/json' -H 'Content-Type: application/json' \\
  -d "{\\"api_token\\": \\"${API_TOKEN}\\", \\"invoice\\": {\\"kind\\": \\"advance\\", \\"buyer_name\\": \\"$1\\"}}"
""",
    "alnum:20",
    "",
)

F.reg(
    "email_haslo_instagram_konto_firmowe",
    ("Poczta/Wysłane/<<date>>_instagram.eml", "mail/<<fa>>_ig.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Instagram studia - dostęp na czas urlopu
Date: Fri, 11 Jul <<year>> <<hm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Cześć <<fn2>>,

na czas mojego urlopu przejmujesz Instagrama studia (@<<org>>.tattoo).
Login: <<org>>.tattoo
Hasło: <<cred>>
Kod 2FA przyjdzie na telefon studyjny, leży w szufladzie przy autoklawie.

Pozdrawiam,
<<fn>>
""",
    "human",
    "",
)

F.reg(
    "autoclave_logger_pi_ini_postgres",
    ("autoklaw/logger.ini", "opt/<<org>>-autoklaw/logger.ini"),
    """; rejestr cykli sterylizacji (autoklaw klasy B, wymóg sanepidu)
[serial]
port = /dev/ttyUSB0
baud = 9600

[db]
url = postgresql://autoklaw:<<cred>>@<<ip>>:5432/sterylizacja
""",
    "pw_url",
)


def _pw_enc(rng: random.Random, s: dict[str, str]) -> str:
    pw = gen_pw(rng, sym="@#!$&+")
    while pw == urllib.parse.quote(pw, safe=""):
        pw = gen_pw(rng, sym="@#!$&+")
    return pw


F.reg(
    "nas_webdav_url_percent_encoded",
    ("backup/davfs_<<org>>.conf", "rclone/<<fa>>-webdav.txt"),
    """# kopia zdjęć prac (portfolio) na NAS-ie w studiu
remote_url = https://portfolio:<<enc>>@<<ip>>:5006/portfolio
local_dir = /home/<<fa>>/Obrazy/portfolio
schedule = codziennie 23:30
""",
    _pw_enc,
    "",
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=dec_regex(r"portfolio:([^@]+)@", urllib.parse.unquote),
)

F.reg(
    "signal_copied_text_reply_only_value",
    ("Signal/<<fa>>_<<date>>.txt", "notatki/signal_<<org>>.txt"),
    """[<<dmy2>> <<hm>>] <<fn>>: a hasło do wifi dla klientów?
[<<dmy2>> <<hm2>>] <<fn2>>: <<cred>>
[<<dmy2>> <<hm2>>] <<fn>>: dzięki 👍
""",
    "human_x",
)
