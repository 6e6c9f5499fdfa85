"""Family c: a sign maker in Warsaw (Poland; Polish)."""

from __future__ import annotations

import json

from eightyfourth_spec import Fam, shared_strings
from secret_corpus_kit import hexs, jwt

FAM = Fam(
    name="szyldy_warszawa_signboards",
    orgs=("szyldomat", "reklamowo", "literyprzestrzenne"),
    tld="pl",
    first=(
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Tomasz", "tomasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Katarzyna", "katarzyna"),
        ("Łukasz", "lukasz"),
        ("Joanna", "joanna"),
        ("Michał", "michal"),
        ("Ewa", "ewa"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Zielińska", "zielinska"),
        ("Szymański", "szymanski"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "szyld",
        "kaseton",
        "litery",
        "wisla",
        "legia",
        "zubr",
        "kielbasa",
        "pierogi",
        "bursztyn",
        "sokol",
        "orzel",
        "folia",
        "ploter",
        "warszawa",
        "mazury",
        "tatry",
    ),
    pets=("burek", "azor", "reksio", "kicia", "pusia", "maks"),
    places=("warszawa", "praga", "wola", "mokotow", "ursus", "bemowo", "piaseczno"),
    cc="+48",
    walks=("qwerty", "qwertz", "1qaz2wsx", "asdfgh", "zaq12wsx", "qazwsx"),
)

FAM.reg(
    "szyldy_przelewy24_crc_symfony_yaml",
    ("config/packages/przelewy24.yaml", "sklep-<<org>>/config/packages/prod/p24_<<n>>.yaml"),
    """# Przelewy24 - płatności w sklepie z tablicami i literami przestrzennymi
przelewy24:
    sandbox: false
    merchant_id: <<id>>
    pos_id: <<id>>
    crc: '<<cred>>'
    api_key: '%env(P24_API_KEY)%'
    return_url: 'https://sklep.<<dom>>/zamowienie/dziekujemy'
    status_url: 'https://sklep.<<dom>>/api/p24/status'
""",
    "p:p24_crc",
)


def _messenger(s):
    def moj(t):
        return t.encode("utf-8").decode("latin-1")

    base = int(s["ts"]) * 1000
    msgs = [
        (
            s["fn"],
            "Cześć, dasz mi hasło do Allegro? Klient pyta o wymiary kasetonu a nie mam dostępu",
        ),
        (s["fn2"], "Login " + s["orgu"] + "_PL"),
        (s["fn2"], "hasło " + s["cred"]),
        (s["fn"], "Dzięki, działa 👍"),
    ]
    out = [
        {
            "sender_name": moj(w),
            "timestamp_ms": base - i * 61000,
            "content": moj(c),
            "is_geoblocked_for_viewer": False,
        }
        for i, (w, c) in enumerate(reversed(msgs))
    ]
    doc = {
        "participants": [
            {"name": moj(s["fn"] + " " + s["ln"])},
            {"name": moj(s["fn2"] + " " + s["ln2"])},
        ],
        "messages": out,
        "title": moj(s["fn2"] + " " + s["ln2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['id']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2) + "\n"


FAM.reg(
    "szyldy_polish_messenger_json_haslo_allegro",
    (
        "messages/inbox/<<fa2>><<la2>>_<<id>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

FAM.reg(
    "szyldy_wfirma_api_keys_php",
    ("faktury/wfirma_config.php", "panel-<<org>>/config/wfirma<<n>>.php"),
    """<?php
// wFirma.pl API - wystawianie faktur po akceptacji projektu szyldu
// klucze wygenerowane w: Ustawienia > Bezpieczeństwo > Aplikacje > Klucze API
return [
    'accessKey' => '<<akey>>',
    'secretKey' => '<<cred>>',
    'appKey'    => '<<appkey>>',
    'company_id' => <<id>>,
];
""",
    "hex:32",
    extra=lambda r, s: {"akey": hexs(r, 32), "appkey": hexs(r, 32)},
)

FAM.reg(
    "szyldy_versaworks_hotfolder_net_use_bat",
    ("Pulpit/podlacz_rip_<<n>>.bat", "C/Skrypty/versaworks_<<place>>.bat"),
    """@echo off
rem Podłączenie hot folderów Roland VersaWorks 6 (drukarka TrueVIS VG3) - <<fa>> <<dotdate>>
net use R: /delete /y >nul 2>&1
net use R: \\\\RIP-ROLAND\\VersaWorks_Hot <<cred>> /user:RIP-ROLAND\\grafik /persistent:yes
net use S: \\\\<<ip>>\\projekty /user:<<login>> <<cred>> /persistent:yes
start "" "C:\\Program Files\\Roland DG VersaWorks 6\\VersaWorks6.exe"
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "szyldy_inpost_shipx_bearer_env",
    ("sklep/.env.local", "apps/<<org>>-wysylki/.env.prod.<<n>>"),
    """APP_ENV=prod
DATABASE_URL="mysql://sklep:${DB_PASS}@127.0.0.1:3306/sklep_<<org>>"
# InPost ShipX (paczkomaty) - token z Managera Paczek, org id <<id>>
INPOST_ORGANIZATION_ID=<<id>>
INPOST_API_TOKEN=<<cred>>
INPOST_SENDER_EMAIL=wysylki@<<dom>>
""",
    lambda r, s: jwt(
        r,
        {
            "iss": "https://login.inpost.pl/auth/realms/external",
            "sub": s["uuid"],
            "typ": "Bearer",
            "azp": "shipx",
            "exp": int(s["ts"]) + 31536000,
        },
        alg="RS256",
        kid=s["hex8"],
    ),
    syntax="",
)

FAM.reg(
    "szyldy_polish_email_haslo_panel_akceptacji",
    ("Poczta/Wysłane/<<id>>.eml", "thunderbird/<<fa>>/Sent/akceptacja_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fa2>>.<<la2>>@gmail.com
Subject: Projekt kasetonu - dostęp do panelu akceptacji
Date: <<rfcdate>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Dzień dobry,

wizualizacje kasetonu i liter przestrzennych (3 warianty podświetlenia) są już w panelu:
https://akceptacja.<<dom>>/zlecenie/<<id>>

Login: <<fa2>>.<<la2>>
Hasło: <<cred>>

Proszę o akceptację do piątku, wtedy puszczamy folię na ploter.

Pozdrawiam
<<fn>> <<ln>>
<<orgc>> - szyldy, kasetony, litery 3D
""",
    "human",
)

FAM.reg(
    "szyldy_hikvision_nvr_ffmpeg_rtsp_script",
    ("skrypty/nagrywaj_warsztat.sh", "home/<<fa>>/bin/kamery_<<n>>.sh"),
    """#!/bin/bash
# Nagrywanie kamer z hali (ploter, CNC, giętarka do liter) - rejestrator Hikvision DS-7608
NVR=<<ip>>
DEST=/srv/nagrania/$(date +%F)
mkdir -p "$DEST"
for ch in 101 201 301; do
  ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@${NVR}:554/Streaming/Channels/${ch}" \\
    -c copy -t 3600 "$DEST/kam_${ch}_$(date +%H%M).mp4" &
done
wait
""",
    "pw_url",
    syntax="",
)

FAM.reg(
    "szyldy_zlecenia_xlsx_sharedstrings_haslo",
    ("zlecenia_<<yyyy>>/xl/sharedStrings.xml", "Dokumenty/dostepy_<<org>>/xl/sharedStrings.xml"),
    lambda s: shared_strings(
        [
            "Serwis",
            "Login",
            "Hasło",
            "Kto",
            "Allegro",
            s["orgu"] + "_PL",
            s["cred"],
            s["fn"],
            "Facebook reklamy",
            s["email"],
            "w menedżerze haseł",
            s["fn2"],
            "Ploter Summa S3",
            "-",
            "-",
        ]
    ),
    "human_x",
)
