# ruff: noqa: E501
"""Family h: oscypek (smoked sheep cheese) bacówkas of Podhale, Poland."""

from __future__ import annotations

import re
import urllib.parse

from fortyfourth_spec import Fam, enc_url, hexs, mail, pw_with

F = Fam(
    "oscypek_bacowka_podhale",
    "oscypek",
    ("bacowkapodgubalowka", "redykgazda", "juhasowka", "halagasienicowa", "bundzpodhale"),
    "pl",
    ("jan", "stanislawa", "wojciech", "zofia", "andrzej", "krystyna", "tomasz", "maria"),
    ("gasienica", "bachleda", "chowaniec", "krzeptowski", "stoch", "zubek", "wojtas", "gal"),
    (
        "oscypek",
        "bundz",
        "redyk",
        "gazda",
        "juhas",
        "halny",
        "giewont",
        "bacowka",
        "zyntyca",
        "ciupaga",
    ),
    ("zima", "lato", "jesien", "wiosna"),
    ("burek", "azor", "kasztan", "reksio", "bura"),
    "48",
)

F.reg(
    "polish_whatsapp_haslo_allegro",
    ("chats/Czat WhatsApp z <<fname>>.txt", "kopia/<<org>>/Czat WhatsApp - Bacówka.txt"),
    """<<date_dmy>>, <<time>> - <<fname>>: Jakie jest hasło do Allegro? Chce wystawić oscypki na święta
<<date_dmy>>, <<time>> - Zofia Gąsienica: login <<org>>_podhale
<<date_dmy>>, <<time2>> - Zofia Gąsienica: hasło <<cred>>
<<date_dmy>>, <<time2>> - <<fname>>: Dzięki 👌
""",
    "human",
)

F.reg(
    "przelewy24_crc_php_config",
    ("sklep/config/przelewy24.php", "<<org>>/app/config/p24.php"),
    """<?php

return [
    'merchant_id' => <<nnn>><<nnn>>,
    'pos_id' => <<nnn>><<nnn>>,
    'crc' => '<<cred>>',
    'api_key' => '<<apikey>>',
    'sandbox' => false,
];
""",
    "p:przelewy24_crc",
    extra=lambda rng, s: {"apikey": hexs(rng, 32)},
)

F.reg(
    "ksef_authorization_token_env",
    ("faktury/.env", "<<org>>-ksef/.env"),
    """# KSeF - Krajowy System e-Faktur
KSEF_ENV=prod
KSEF_NIP=<<nnn>><<nnn>><<nnn>><<n>>
KSEF_TOKEN=<<cred>>
KSEF_INVOICE_DIR=/srv/faktury/out
""",
    lambda rng, s: (
        f"{s['year']}0{rng.randint(1, 9)}1{rng.randint(0, 9)}-EC-{hexs(rng, 10, True)}-{hexs(rng, 10, True)}-{hexs(rng, 2, True)}|nip-{rng.randint(10**9, 10**10 - 1)}|{hexs(rng, 64)}"
    ),
)


def _url_dec(text: str) -> str:
    m = re.search(r"DATABASE_URL=postgres://[^:]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "sklep_database_url_percent_encoded",
    ("sklep/.env", "<<org>>-shop/.env.production"),
    """DEBUG=False
ALLOWED_HOSTS=<<dom>>
DATABASE_URL=postgres://<<user>>:<<enc>>@<<host>>:5432/sklep
EMAIL_HOST=smtp.<<dom>>
""",
    lambda rng, s: pw_with(rng, "@:/#%?", "!@*+-_.?^~:/#"),
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=_url_dec,
)

F.reg(
    "polish_sms_reply_only_haslo",
    ("sms/<<phone2>>.txt", "telefon/<<fname>>/sms_<<date>>.txt"),
    """Od: <<fname>> <<phone>>
<<date_dmy>> <<time>>
Wojtek podaj hasło do kamery w bacówce bo nie mogę się zalogować

Do: <<fname>>
<<date_dmy>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "allegro_rest_client_secret_yaml",
    ("integracje/allegro.yml", "<<org>>/config/allegro.yaml"),
    """allegro:
  environment: production
  client_id: <<cid>>
  client_secret: "<<cred>>"
  redirect_uri: https://<<dom>>/allegro/callback
offers:
  default_category: "Oscypki i sery"
""",
    "alnum:64",
    extra=lambda rng, s: {"cid": hexs(rng, 32)},
)

F.reg(
    "smokehouse_esphome_yaml_wifi",
    ("esphome/wedzarnia.yaml", "<<org>>/esphome/bacowka-<<n>>.yaml"),
    """esphome:
  name: wedzarnia-<<n>>

esp32:
  board: esp32dev

wifi:
  ssid: "<<org_cap>>_Bacowka"
  password: "<<cred>>"

api:
  encryption:
    key: !secret api_key

sensor:
  - platform: dallas_temp
    name: "Temperatura wędzarni"
    update_interval: 60s
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "polish_email_haslo_biuro_rachunkowe",
    ("poczta/<<user>>/Wyslane/<<id8>>.eml", "<<org>>/skrzynka/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"biuro@{s['dom']}",
        "Dostęp do programu magazynowego",
        f"""Dzień dobry Pani {s["fname"].capitalize()},

przesyłam dane do logowania do programu magazynowego bacówki:

Login: {s["user"]}
Hasło: {s["cred"]}

Faktury za oscypki z grudnia są już wprowadzone.

Pozdrawiam serdecznie,
{s["fname"]} {s["lname"]}
""",
        lang="pl",
    ),
    "human",
)
