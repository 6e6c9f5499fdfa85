# ruff: noqa: E501
"""Family n: an open-air village (skansen) museum at Rumšiškės, Lithuania (Lithuanian with
its letters; LIMIS, Paysera and Montonio for tickets, an information kiosk, ChirpStack LoRa
sensors in the farmsteads, Proxmox Backup)."""

from __future__ import annotations

import json

from ninetyfirst_spec import Fam, dec_json_u, grab

FAM = Fam(
    name="rumsiskes_openair_village_lithuania",
    orgs=("kaimobuitis", "rumsiskiumuziejus", "sodybos"),
    titles=("Lietuvos liaudies buities muziejus", "Rumšiškių skansenas", "Kaimo buities muziejus"),
    tld="lt",
    first=(
        ("Rūta", "ruta"),
        ("Mindaugas", "mindaugas"),
        ("Eglė", "egle"),
        ("Tomas", "tomas"),
        ("Aušra", "ausra"),
        ("Žygimantas", "zygimantas"),
        ("Ieva", "ieva"),
        ("Darius", "darius"),
        ("Gintarė", "gintare"),
        ("Paulius", "paulius"),
    ),
    last=(
        ("Kazlauskas", "kazlauskas"),
        ("Petrauskienė", "petrauskiene"),
        ("Jankauskas", "jankauskas"),
        ("Žukauskaitė", "zukauskaite"),
        ("Vasiliauskas", "vasiliauskas"),
        ("Butkus", "butkus"),
        ("Stankevičius", "stankevicius"),
        ("Šimkutė", "simkute"),
    ),
    words=(
        "gintaras",
        "kaunas",
        "nemunas",
        "ruta",
        "sodyba",
        "kluonas",
        "svirnas",
        "jonines",
        "uzgavenes",
        "cepelinai",
        "saltibarsciai",
        "trakai",
        "kryzius",
        "aruodas",
        "dzukija",
        "zemaitija",
        "aukstaitija",
        "vilnius",
    ),
    uwords=(
        "Rūta",
        "Užgavėnės",
        "šaltibarščiai",
        "Žemaitija",
        "ąžuolas",
        "Dzūkija",
        "Nemunėlis",
        "gandrų_lizdas",
        "kūčios",
        "žiogas",
    ),
    pets=("margis", "brisius", "rudis", "murkis", "pūkis", "sargis", "dora"),
    city="Rumšiškės",
    cc="+370 6",
)

FAM.reg(
    "rumsiskes_lithuanian_whatsapp_slaptazodis_kasa",
    ("WhatsApp/WhatsApp pokalbis su <<fa>> <<n>>.txt", "chats/kasa_<<date>>.txt"),
    """<<y>>-<<mo>>-<<d>>, <<time>> - <<name>>: Labas, kasos kompiuteris prie vartų vėl užsirakino
<<y>>-<<mo>>-<<d>>, <<time>> - <<name2>>: Vartotojas kasa<<n>>
<<y>>-<<mo>>-<<d>>, <<time>> - <<name2>>: slaptažodis <<cred>>
<<y>>-<<mo>>-<<d>>, <<time>> - <<name>>: Ačiū! 🙂
""",
    "human",
)

FAM.reg(
    "rumsiskes_paysera_tickets_php_sign_password",
    ("www/bilietai/config/paysera.php", "public_html/<<org>>-<<n>>/paysera_config.php"),
    """<?php
// Bilietų pardavimas internetu -- Paysera (WebToPay)
return [
    'projectid'     => <<n4>><<n3>>,
    'sign_password' => '<<cred>>',
    'accepturl'     => 'https://bilietai.<<dom>>/aciu',
    'cancelurl'     => 'https://bilietai.<<dom>>/atsaukta',
    'callbackurl'   => 'https://bilietai.<<dom>>/paysera/callback',
    'test'          => 0,
    'lang'          => 'LIT',
];
""",
    "p:paysera",
)


def _kiosk(s: dict) -> str:
    cfg = {
        "kiosk": {"title": s["title"], "location": "Lankytojų centras", "idle_reset_s": 120},
        "languages": ["lt", "en", "pl", "ru"],
        "admin_password": s["cred"],
        "map": {
            "tiles": f"https://tiles.{s['dom']}/{{z}}/{{x}}/{{y}}.png",
            "center": [54.887, 24.184],
        },
        "updated_by": s["name"],
    }
    return json.dumps(cfg, ensure_ascii=True, indent=2) + "\n"


FAM.reg(
    "rumsiskes_info_kiosk_json_unicode_escaped",
    ("kiosk/config.json", "opt/infokioskas-<<n>>/settings.json"),
    _kiosk,
    "human_uni",
    decode=lambda t: dec_json_u(grab(r'"admin_password": "([^"]*)"', t)),
)

FAM.reg(
    "rumsiskes_montonio_checkout_env",
    ("eparduotuve/.env", "srv/<<org>>-shop-<<n>>/.env"),
    """# Suvenyrų e. parduotuvė -- Montonio
MONTONIO_ACCESS_KEY=<<uuid>>
MONTONIO_SECRET_KEY=<<cred>>
MONTONIO_ENVIRONMENT=production
MONTONIO_RETURN_URL=https://parduotuve.<<dom>>/aciu
SHOP_CURRENCY=EUR
""",
    "p:montonio",
)

FAM.reg(
    "rumsiskes_lithuanian_email_limis_slaptazodis",
    ("mail/<<date>>-limis.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: LIMIS prisijungimas
Date: <<d>> Mar <<y>> <<time>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Sveika, <<first2>>,

Nuo pirmadienio vesi eksponatų apskaitą LIMIS sistemoje (sodybų rinkiniai).
Laikinas prisijungimas:

Naudotojas: <<user>>
Slaptažodis: <<cred>>

Pirmą kartą prisijungus sistema paprašys jį pakeisti.

Pagarbiai,
<<name>>
Rinkinių skyrius, <<title>>
""",
    "human",
)

FAM.reg(
    "rumsiskes_farmstead_chirpstack_toml_dsn",
    ("etc/chirpstack/chirpstack.toml", "opt/chirpstack-<<n>>/chirpstack.toml"),
    """# ChirpStack v4 -- sodybų temperatūros / drėgmės jutikliai (LoRaWAN)
[logging]
level = "info"

[postgresql]
dsn = "postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
max_open_connections = 10

[redis]
servers = ["redis://localhost/"]

[network]
net_id = "000000"
enabled_regions = ["eu868"]

[api]
bind = "0.0.0.0:8080"
""",
    "pw_url",
)

FAM.reg(
    "rumsiskes_proxmox_backup_client_script",
    ("usr/local/bin/pbs-backup.sh", "root/scripts/atsargine_<<n>>.sh"),
    """#!/bin/sh
# Rinkinių nuotraukų ir LIMIS eksportų atsarginės kopijos -> Proxmox Backup Server
export PBS_REPOSITORY='backup@pbs@<<ip>>:muziejus'
export PBS_PASSWORD='<<cred>>'
export PBS_FINGERPRINT='<<fp>>'
proxmox-backup-client backup nuotraukos.pxar:/srv/nuotraukos limis.pxar:/srv/limis-eksportas --backup-id skansenas-<<n>>
""",
    "pw_sq",
    extra=lambda rng, s: {
        "fp": ":".join(s["uuid"].replace("-", "")[i : i + 2] for i in range(0, 32, 2))
    },
)

FAM.reg(
    "rumsiskes_cashier_bash_history_sshpass",
    ("home/<<fa>>/.bash_history", "root/.bash_history.kasa<<n>>"),
    """ls -la /srv/kasa/exports
sshpass -p '<<cred>>' scp /srv/kasa/exports/<<date>>.csv kasa@<<ip>>:/home/kasa/ataskaitos/
sshpass -p '<<cred>>' ssh kasa@<<ip>> 'ls -1 ataskaitos | tail -3'
history | tail -5
""",
    "pw_sq",
)
