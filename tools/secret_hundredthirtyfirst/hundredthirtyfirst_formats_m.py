# ruff: noqa: E501
"""Family m: a bar security and door team in Cape Town (Afrikaans, isiZulu, English)."""

from __future__ import annotations

import json

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="doorteam_security_southafrica",
    orgs=("stoepwag", "longstreetdoor", "kasiguard", "tafelbergcrew"),
    tld="co.za",
    first=(
        ("Thabo", "thabo"),
        ("Annelie", "annelie"),
        ("Sipho", "sipho"),
        ("Pieter", "pieter"),
        ("Lindiwe", "lindiwe"),
        ("Johan", "johan"),
        ("Nomsa", "nomsa"),
        ("Riaan", "riaan"),
    ),
    last=(
        ("van der Merwe", "vdmerwe"),
        ("Dlamini", "dlamini"),
        ("Botha", "botha"),
        ("Nkosi", "nkosi"),
        ("Pretorius", "pretorius"),
        ("Mokoena", "mokoena"),
        ("Venter", "venter"),
        ("Khumalo", "khumalo"),
    ),
    words=(
        "lekker",
        "braai",
        "eish",
        "howzit",
        "jislaaik",
        "bokke",
        "amandla",
        "ubuntu",
        "kasi",
        "biltong",
        "boerewors",
        "kaapstad",
        "longstreet",
        "tafelberg",
        "springbok",
        "sharp",
        "gogo",
        "bakkie",
    ),
    pets=("Bliksem", "Rusty", "Sheba", "Tokkie", "Bruno", "Wagter"),
    cc="+27",
    city="Kaapstad",
)

F.reg(
    "doorteam_afrikaans_whatsapp_wagwoord_scanner",
    (
        "chats/WhatsApp Chat with Deurspan <<y>>.txt",
        "<<org>>/rugsteun/WhatsApp Chat - Door Team <<mo>>.txt",
    ),
    """<<y>>/<<mo>>/<<d>>, <<h0>> - <<first>>: Ouens, die ID-skandeerder by deur 2 vra weer vir die wagwoord
<<y>>/<<mo>>/<<d>>, <<h1>> - <<first2>>: Eish. Dis nuut sedert Vrydag
<<y>>/<<mo>>/<<d>>, <<h2>> - <<first2>>: wagwoord: <<cred>>
<<y>>/<<mo>>/<<d>>, <<h3>> - <<first>>: Dankie boet 👊🏽
""",
    "human",
    syntax="",
)

F.reg(
    "doorteam_patron_id_scanner_env",
    ("<<org>>/scanner-sync/.env", "srv/<<org>>/idscan/.env"),
    """# ID scanner at the door: banned-patron list sync between venues
SCANNER_VENUE=<<org>>-longstreet
SCANNER_API=https://api.patronscan.com/v2
SCANNER_API_KEY=<<cred>>
BANLIST_SHARE=true
""",
    "uuid",
    syntax="",
)

F.reg(
    "doorteam_yoco_cover_charge_python",
    ("<<org>>/door/cover_charge.py", "home/<<fa>>/door/yoco_<<n>>.py"),
    '''"""Cover charge at the door: card payments through Yoco, counted per hour for the club."""

import requests

YOCO_SECRET_KEY = "<<cred>>"


def charge(token: str, rand: int):
    return requests.post(
        "https://online.yoco.com/v1/charges/",
        headers={"X-Auth-Secret-Key": YOCO_SECRET_KEY},
        json={"token": token, "amountInCents": rand * 100, "currency": "ZAR"},
    )
''',
    "p:yoco",
)

F.reg(
    "doorteam_bodycam_dock_station_ini",
    ("<<org>>/bodycam/DockStation.ini", "ProgramData/BodyCamDock/<<org>>_<<n>>.ini"),
    """[Dock]
Name=<<org>> door dock
Slots=8

[Upload]
Server=<<ip>>
Share=footage
User=dock
Password=<<cred>>
KeepDays=31
""",
    "pw",
)

F.reg(
    "doorteam_zulu_email_iphasiwedi_incident_portal",
    ("mail/<<org>>/incident-<<date>>.eml", "<<fa>>/Mail/Inbox/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Incident portal / Ukungena ohlelweni
Date: Sun, <<d>> Aug <<y>> 03:12:40 +0200
Content-Type: text/plain; charset=utf-8

Sawubona <<first2>>,

Ngicela ubhale umbiko wesigameko sangobusuku obedlule ku-portal.
Igama lomsebenzisi: <<fa2>>.<<la2>>
Iphasiwedi: <<cred>>

Ngiyabonga,
<<first>> (Head of door)
""",
    "human",
    syntax="",
)

F.reg(
    "doorteam_zello_radio_channel_config_json",
    ("<<org>>/radio/zello-work.json", "srv/<<org>>/dispatch/zello_<<n>>.json"),
    lambda s: json.dumps(
        {
            "network": f"{s['org']}.zellowork.com",
            "admin": {"username": "admin", "password": s["cred"]},
            "channels": ["Deur 1", "Deur 2", "Kroeg", "Parkering"],
            "recording": True,
        },
        indent=2,
    ),
    "pw_json",
)

F.reg(
    "doorteam_payfast_guestlist_passphrase_php",
    ("<<org>>/guestlist/payfast.php", "var/www/<<org>>/tickets/payfast_<<n>>.php"),
    """<?php
// PayFast ITN - prepaid entry / VIP guest list
$payfast = [
    'merchant_id'  => '1<<n4>><<n>>',
    'merchant_key' => '<<mk>>',
    'passphrase'   => '<<cred>>',
    'sandbox'      => false,
];
""",
    "human_x",
    syntax="",
    extra=lambda r, s: {
        "mk": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(13))
    },
)

F.reg(
    "doorteam_guard_roster_tsv_psira_logins",
    ("<<org>>/roster/rooster_<<y>>_<<mo>>.tsv", "Documents/<<org>>_psira_<<n>>.tsv"),
    """naam\tpsira_nr\tgraad\tvenue\tapp_login\tapp_wagwoord
<<first>> <<last>>\t<<n4>><<n3>>\tB\tLong Street\t<<fa>>\t<<cred>>
<<first2>> <<last2>>\t<<n4>><<n3>>\tC\tBree Street\t<<fa2>>\t
""",
    "human",
    syntax="",
)
