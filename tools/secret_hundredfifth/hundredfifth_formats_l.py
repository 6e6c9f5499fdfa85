# ruff: noqa: E501
"""Family l: a stage-lighting rental in Warsaw (Poland), Polish."""

from __future__ import annotations

import json

from hundredfifth_spec import Fam, alnum, jwt_tok

F = Fam(
    name="lighting_rental_warsaw_polish",
    orgs=("swiatlownia", "reflektorpl", "syrenkalight"),
    tld="pl",
    first=(
        "Piotr|piotr",
        "Anna|anna",
        "Krzysztof|krzysztof",
        "Magdalena|magdalena",
        "Tomasz|tomasz",
        "Agnieszka|agnieszka",
        "Paweł|pawel",
        "Łukasz|lukasz",
    ),
    last=(
        "Kowalski|kowalski",
        "Nowak|nowak",
        "Wiśniewska|wisniewska",
        "Wójcik|wojcik",
        "Kamiński|kaminski",
        "Zieliński|zielinski",
    ),
    words=(
        "wisla",
        "kielbasa",
        "pierogi",
        "mazury",
        "zubr",
        "bursztyn",
        "lazienki",
        "praga",
        "syrenka",
        "reflektor",
        "tatry",
        "sloneczko",
        "kotek",
        "zurek",
        "mokotow",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "puszek", "figa"),
    cc="48",
    city="Warszawa",
)

F.reg(
    "warsawlight_przelewy24_crc_config_php",
    ("sklep/config/p24.php", "wypozyczalnia/<<org>>/przelewy24.php"),
    """<?php
// Przelewy24 — kaucje za sprzęt
return [
    'merchant_id' => <<id>>,
    'pos_id'      => <<id>>,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>',
    'sandbox'     => false,
];
""",
    "p:p24",
    syntax="",
    extra=lambda rng, s: {"crc": alnum(rng, 16, "0123456789abcdef")},
)

F.reg(
    "warsawlight_rentman_api_token_python",
    ("narzedzia/rentman_sync.py", "scripts/<<org>>_rentman.py"),
    '''"""Synchronizacja magazynu z Rentman (zlecenia wypożyczeń)."""

import requests

RENTMAN_TOKEN = "<<cred>>"
API = "https://api.rentman.net"


def projekty():
    r = requests.get(f"{API}/projects", headers={"Authorization": f"Bearer {RENTMAN_TOKEN}"}, timeout=30)
    r.raise_for_status()
    return r.json()["data"]
''',
    lambda rng: jwt_tok(rng, "api-user", "rentman"),
)


def _msg(s: dict) -> str:
    return (
        json.dumps(
            {
                "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": s["fn2"]}],
                "messages": [
                    {
                        "sender_name": s["fn2"],
                        "timestamp_ms": s["ms"],
                        "content": f"hasło do grandMA onPC na laptopie: {s['cred']}",
                    },
                    {
                        "sender_name": f"{s['fn']} {s['ln']}",
                        "timestamp_ms": s["ms"] - 60000,
                        "content": "Jakie jest hasło do laptopa z MA?",
                    },
                ],
                "title": s["fn2"],
                "is_still_participant": True,
                "thread_path": f"inbox/{s['fa2']}_{s['id']}",
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    )


F.reg(
    "warsawlight_messenger_json_haslo_onpc",
    (
        "messages/inbox/<<fa2>>_<<id>>/message_1.json",
        "facebook-<<user>>/messages/inbox/ekipa_<<id>>/message_1.json",
    ),
    _msg,
    "human",
)

F.reg(
    "warsawlight_magazyn_docker_compose_yaml",
    ("magazyn/docker-compose.yml", "srv/<<org>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: magazyn
      POSTGRES_USER: magazyn
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - dbdata:/var/lib/postgresql/data
  app:
    image: ghcr.io/<<org>>/magazyn:latest
    ports:
      - "8080:8080"
volumes:
  dbdata: {}
""",
    "pw_dq",
)

F.reg(
    "warsawlight_onpc_laptop_anydesk_handover",
    ("notatki/przekazanie_<<date>>.txt", "Dokumenty/<<fa>>_przekazanie.txt"),
    """PRZEKAZANIE — zlecenie <<id>> (koncert, <<city>>)
Sprzęt: 24x Robe Spiider, 12x MAC Aura, 2x Luminex GigaCore 16Xt, węzły Art-Net DMXking eDMX4

Laptop z grandMA3 onPC:
 AnyDesk ID: <<nn>><<id>>
 hasło: <<cred>>

Uwaga: adresacja Art-Net 2.x.x.x, nie zmieniać!
""",
    "human",
)

F.reg(
    "warsawlight_ksef_token_invoices_env",
    ("faktury/.env", "ksef/<<org>>.env"),
    """# KSeF — wysyłka faktur
KSEF_ENV=prod
KSEF_NIP=<<nip>>
KSEF_TOKEN=<<cred>>
""",
    "HEX:64",
    syntax="",
    extra=lambda rng, s: {"nip": str(rng.randint(10**9, 10**10 - 1))},
)

F.reg(
    "warsawlight_van_gps_traccar_xml",
    ("traccar/conf/traccar.xml", "opt/traccar/conf/<<org>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://<<ip>>:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "warsawlight_smsapi_bearer_notify_sh",
    ("skrypty/sms_zwrot.sh", "bin/<<org>>_sms.sh"),
    """#!/bin/sh
# SMS do klienta: przypomnienie o zwrocie sprzętu
curl -s https://api.smsapi.pl/sms.do \\
  -H "Authorization: Bearer <<cred>>" \\
  -d "to=$1" -d "from=<<org>>" \\
  --data-urlencode "message=Przypominamy o zwrocie sprzętu jutro do 10:00."
""",
    "alnum:40",
    syntax="",
)
