"""Family c: a sand and gravel pit (żwirownia) in Masovia, Poland (Polish): weighbridge and
dispatch software, BDO waste-register logins, Przelewy24, Volvo CareTrack on the loaders,
KSeF e-invoicing tokens."""
# ruff: noqa: E501

from __future__ import annotations

import json
import random
import re
import urllib.parse

from eightyninth_spec import Fam, enc_url, gen_pw

C = Fam(
    name="zwirownia_sand_gravel_pit_poland",
    orgs=("zwirmax", "piaskopol", "kruszbud"),
    display=("Żwirmax Sp. z o.o.", "Piaskopol Kopalnia Kruszywa", "Kruszbud s.c."),
    tld="pl",
    first=(
        ("Krzysztof", "krzysztof"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Grzegorz", "grzegorz"),
        ("Katarzyna", "katarzyna"),
        ("Łukasz", "lukasz"),
        ("Joanna", "joanna"),
        ("Zbigniew", "zbigniew"),
        ("Ewa", "ewa"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Mazur", "mazur"),
        ("Krawczyk", "krawczyk"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "zwir",
        "piasek",
        "koparka",
        "wisla",
        "sokol",
        "jaskolka",
        "bursztyn",
        "legia",
        "mazury",
        "kruszywo",
        "pierogi",
        "wywrotka",
        "bocian",
        "zubr",
        "kaszanka",
        "ladowarka",
    ),
    pets=("burek", "azor", "reksio", "kicia", "figa", "misiek", "luna"),
    cc="+48",
    tz="+01:00",
)


def _pct(rng: random.Random, s: dict) -> None:
    while enc_url(str(s["cred"])) == s["cred"]:
        s["cred"] = gen_pw(rng)
    s["enc"] = enc_url(str(s["cred"]))


def _dec_pct(text: str) -> str:
    return urllib.parse.unquote(re.search(r"postgresql://waga:([^@]+)@", text).group(1))


C.reg(
    "zwirownia_weighbridge_percent_encoded_db_url",
    ("waga/<<org>>/docker-compose.override.yml", "serwer-wagi-<<n2>>/compose.yml"),
    """# Waga samochodowa 60 t + wydania kruszywa (serwis: aplikacja wagowa, PostgreSQL)
services:
  waga-api:
    image: registry.<<dom>>/waga-api:<<yr>>.<<n2>>
    environment:
      DATABASE_URL: "postgresql://waga:<<enc>>@<<ip>>:5432/wagi"
      TERMINAL_COM: /dev/ttyUSB0
      KAMERA_ANPR: http://<<lan>>/
    restart: unless-stopped
""",
    cred="pw",
    extra=_pct,
    decode=_dec_pct,
)

C.reg(
    "zwirownia_polish_email_haslo_bdo",
    ("poczta/<<d8>>_bdo_<<n>>.eml", "Outlook/Skrzynka/<<n>>_BDO.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: BDO - dostęp do konta (karty przekazania odpadów)
Date: <<dmy2>> <<hms>> +0100
Content-Type: text/plain; charset=utf-8

Dzień dobry Pani <<first2>>,

od poniedziałku Pani wystawia karty przekazania w BDO (nadkład i odpady z płukania kruszywa).
Login do BDO: <<login>>@<<dom>>
Hasło: <<cred>>

Proszę zmienić hasło po pierwszym logowaniu i nie zapisywać go na kartce przy wadze.

Pozdrawiam
<<first>> <<last>>
<<orgname>>, biuro kopalni
""",
    cred="human",
    syntax="",
)

C.reg(
    "zwirownia_dispatch_systemd_environment_file",
    ("etc/wydania-<<n2>>/wydania.env", "srv/dyspozytornia/<<org>>.env"),
    """# /etc/wydania/wydania.env - loaded by wydania.service (EnvironmentFile=)
WYDANIA_DB_HOST=<<ip>>
WYDANIA_DB_USER=dyspozytor
WYDANIA_DB_PASS=<<cred>>
WYDANIA_SMS_GATEWAY=https://api.smsapi.pl/sms.do
WYDANIA_SMS_FROM=ZWIRMAX
WYDANIA_PRINTER=Zebra_ZD421
""",
    cred="pw",
    syntax="",
)

C.reg(
    "zwirownia_przelewy24_rest_php_config",
    ("sklep/<<org>>/config/przelewy24.php", "www/sklep-kruszywa-<<n2>>/p24.php"),
    """<?php
// Przelewy24 - przedpłaty za kruszywo (klienci indywidualni)
return [
    'merchantId' => <<mid>>,
    'posId'      => <<mid>>,
    'crc'        => '<<crc>>',
    'apiKey'     => '<<cred>>',
    'sandbox'    => false,
    'urlReturn'  => 'https://sklep.<<dom>>/zamowienie/powrot',
];
""",
    cred="p:p24",
    syntax="",
    extra=lambda rng, s: s.update(
        mid=rng.randint(100000, 399999),
        crc="".join(rng.choice("0123456789abcdef") for _ in range(16)),
    ),
)

C.reg(
    "zwirownia_volvo_caretrack_loader_hours_yaml",
    ("telematyka/caretrack-<<n2>>.yaml", "config/<<org>>/caretrack.yml"),
    """# Ładowarki Volvo L150H / L120H - motogodziny z CareTrack do raportu miesięcznego
caretrack:
  api_url: https://developer.volvoce.com/caretrack/v2
  username: <<login>>
  password: "<<cred>>"
  machines:
    - serial: L150H<<n>>
      name: "Ładowarka 1 (hałda)"
    - serial: L120H<<n2>>
      name: "Ładowarka 2 (załadunek)"
report:
  mail_to: <<email2>>
""",
    cred="pw_dq",
)


def _fb(s: dict) -> str:
    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    ms = int(s["ms"])
    msgs = [
        {
            "sender_name": moj(f"{s['first']} {s['last']}"),
            "timestamp_ms": ms + 90000,
            "content": moj(str(s["cred"])),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moj(f"{s['first2']} {s['last2']}"),
            "timestamp_ms": ms + 30000,
            "content": moj(
                "Krzysiek, jakie jest hasło do programu wagowego? Zablokowało się po aktualizacji"
            ),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moj(f"{s['first2']} {s['last2']}"),
            "timestamp_ms": ms,
            "content": moj("Wywrotka z Warki czeka na ważenie"),
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [
            {"name": moj(f"{s['first']} {s['last']}")},
            {"name": moj(f"{s['first2']} {s['last2']}")},
        ],
        "messages": msgs,
        "title": moj(f"{s['first2']} {s['last2']}"),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2)


C.reg(
    "zwirownia_messenger_json_reply_only_haslo",
    (
        "facebook/messages/inbox/<<fa2>><<la2>>_<<n>>/message_1.json",
        "export_fb_<<d8>>/message_1.json",
    ),
    _fb,
    cred="human",
)

C.reg(
    "zwirownia_crontab_mysqldump_backup",
    ("crontab/<<fa>>_<<n2>>.txt", "var/spool/cron/crontabs/backup<<n2>>"),
    """# m h  dom mon dow   command
MAILTO=<<email>>
30 23 * * * mysqldump -u wagi -p'<<cred>>' --single-transaction wagi | gzip > /mnt/nas/backup/wagi_$(date +\\%F).sql.gz
0 6 * * 1 find /mnt/nas/backup -name 'wagi_*.sql.gz' -mtime +60 -delete
*/15 6-18 * * 1-6 /usr/local/bin/sync_wydania.sh >/dev/null 2>&1
""",
    cred="pw_sq",
    syntax="",
)

C.reg(
    "zwirownia_ksef_token_python_faktury",
    ("faktury/ksef_wysylka_<<n>>.py", "scripts/<<org>>/ksef_sync.py"),
    '''"""Wysyłka faktur za kruszywo do KSeF (Krajowy System e-Faktur) - token autoryzacyjny firmy."""

import requests

KSEF_URL = "https://ksef.mf.gov.pl/api"
NIP = "<<nip>>"
KSEF_TOKEN = "<<cred>>"


def init_session():
    challenge = requests.post(f"{KSEF_URL}/online/Session/AuthorisationChallenge", json={"contextIdentifier": {"type": "onip", "identifier": NIP}}, timeout=30).json()
    return challenge["challenge"], KSEF_TOKEN
''',
    cred="HEX:64",
    extra=lambda rng, s: s.update(nip=str(rng.randint(5200000000, 5299999999))),
)
