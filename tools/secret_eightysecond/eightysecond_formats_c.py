# ruff: noqa: E501
"""Family c: a game-server host in Poland (Kraków); Polish, Pterodactyl panel and Wings,
Hetzner, Proxmox, Przelewy24 payments."""

from __future__ import annotations

import json
import quopri
import random
import re

from eightysecond_spec import Fam, enc_qp

F = Fam(
    name="gameserver_host_krakow",
    prefix="gshost",
    orgs=("serwerownia", "krakhost", "smokserwery", "wawelnode", "pixelhost"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Kacper", "kacper"),
        ("Zuzanna", "zuzanna"),
        ("Mateusz", "mateusz"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Małgorzata", "malgorzata"),
        ("Jakub", "jakub"),
        ("Wiktoria", "wiktoria"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Zieliński", "zielinski"),
    ),
    words=(
        "smok",
        "wawel",
        "pierogi",
        "zubr",
        "krakow",
        "wisla",
        "kielbasa",
        "bigos",
        "oscypek",
        "serwer",
        "kurwamac",
        "sloneczko",
        "kotek",
        "gorale",
        "zakopane",
        "tatry",
        "piwko",
        "nowahuta",
        "kazimierz",
        "cracovia",
    ),
    pets=("burek", "azor", "mruczek", "reksio", "puszek", "luna", "filemon", "kiciuś"),
    cc="+48 ",
)

F.reg(
    "pterodactyl_panel_dotenv_db_password",
    ("var/www/pterodactyl/.env", "srv/panel-<<n>>/pterodactyl/.env"),
    """APP_ENV=production
APP_DEBUG=false
APP_KEY=base64:<<hx8>>c2VydmVyb3duaWFwYW5lbGtleTEyMzQ1Njc=
APP_THEME=pterodactyl
APP_TIMEZONE=Europe/Warsaw
APP_URL=https://panel.<<dom>>
APP_LOCALE=pl

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=panel
DB_USERNAME=pterodactyl
DB_PASSWORD=<<cred>>

CACHE_DRIVER=redis
SESSION_DRIVER=redis
QUEUE_CONNECTION=redis
MAIL_FROM_ADDRESS=no-reply@<<dom>>
""",
    cred="pw",
    syntax="",
)

F.reg(
    "wings_node_config_yml_token",
    ("etc/pterodactyl/config.yml", "nodes/<<host>>/config.yml"),
    """debug: false
app_name: <<orgc>>
uuid: <<uuid>>
token_id: <<hx8>>Kf3Lm9Pq
token: <<cred>>
api:
  host: 0.0.0.0
  port: 8080
  ssl:
    enabled: true
    cert: /etc/letsencrypt/live/<<host>>/fullchain.pem
    key: /etc/letsencrypt/live/<<host>>/privkey.pem
  upload_limit: 100
system:
  data: /var/lib/pterodactyl/volumes
  sftp:
    bind_port: 2022
allowed_mounts: []
remote: https://panel.<<dom>>
""",
    cred="p:wings",
)

F.reg(
    "client_api_restart_script_ptlc_key",
    ("skrypty/restart_serwerow.py", "ops/<<login>>/ptero_restart.py"),
    """#!/usr/bin/env python3
\"\"\"Nocny restart serwerów klientów (cron 04:30).\"\"\"
import requests

PANEL = "https://panel.<<dom>>"
KLUCZ = "<<cred>>"
SERWERY = ["<<hx8>>", "a1b2c3d4", "9f8e7d6c"]

for sid in SERWERY:
    r = requests.post(
        f"{PANEL}/api/client/servers/{sid}/power",
        json={"signal": "restart"},
        headers={"Authorization": f"Bearer {KLUCZ}", "Accept": "application/json"},
        timeout=30,
    )
    print(sid, r.status_code)
""",
    cred="p:ptlc",
)


def _pl_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(("Żubr", "Smoczątko", "Wiśła", "Łódka", "Kraków", "Źrebak", "Ślimak", "Gęś"))
    return f"{w}{rng.randint(1990, 2026)}{rng.choice('!.?*')}"


def _qp(rng: random.Random, s: dict) -> None:
    body = (
        f"Dzień dobry,\n\nw załączeniu dane do nowego serwera Minecraft ({s['n2']} slotów).\n\n"
        f"Login do panelu: {s['email2']}\nHasło tymczasowe: {s['cred']}\n\n"
        "Prosimy o zmianę hasła po pierwszym logowaniu.\n\nPozdrawiamy,\n"
        f"{s['full']}\nDział obsługi klienta {s['orgc']}\n"
    )
    s["body"] = enc_qp(body)


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    return re.search(r"Hasło tymczasowe: (\S+)", plain).group(1)


F.reg(
    "customer_email_qp_haslo_tymczasowe",
    ("poczta/wyslane/<<date>>_nowy_serwer.eml", "mail/<<hx8>>.eml"),
    """From: <<full>> <bok@<<dom>>>
To: <<full2>> <<<email2>>>
Subject: =?UTF-8?Q?Tw=C3=B3j_serwer_jest_gotowy?=
Date: <<d>> <<mo>> <<y>> <<hms>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    cred=_pl_pw,
    syntax="",
    extra=_qp,
    decode=_dec_qp,
)

F.reg(
    "hcloud_snapshot_cron_script_token",
    ("root/bin/snapshot_hcloud.sh", "opt/backup/hcloud_<<n>>.sh"),
    """#!/bin/bash
# Codzienny snapshot maszyn z grami (Hetzner Cloud)
set -euo pipefail
export HCLOUD_TOKEN=<<cred>>
DATA=$(date +%F)
for srv in gra-01 gra-02 gra-03; do
  hcloud server create-image --type snapshot --description "auto-$DATA" "$srv"
done
hcloud image list --type snapshot -o noheader | awk '$4 ~ /auto-/ {print $1}' | head -n -14 | xargs -r hcloud image delete
""",
    cred="p:hetzner",
    syntax="",
)


def _messenger(s: dict) -> str:
    ts = int(s["ts"]) * 1000
    msgs = [
        {
            "sender_name": s["full2"],
            "timestamp_ms": ts + 90000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full2"],
            "timestamp_ms": ts + 60000,
            "content": "chwila, sprawdzę w notatkach",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full"],
            "timestamp_ms": ts,
            "content": "jakie jest hasło rcon do serwera Rust klienta z Nowej Huty?",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["full"]}, {"name": s["full2"]}],
            "messages": msgs,
            "title": s["full2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}_{s['n2']}",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "messenger_json_haslo_rcon_reply_only",
    (
        "facebook-export/messages/inbox/<<fa2>>_<<n2>>/message_1.json",
        "messenger/<<fa2>>/message_1.json",
    ),
    _messenger,
    cred="pw_json",
)

F.reg(
    "proxmox_node_bash_history_sshpass",
    ("root/.bash_history", "home/<<login>>/.bash_history"),
    """pvesm status
qm list
sshpass -p '<<cred>>' ssh -o StrictHostKeyChecking=no root@<<ip>> 'zpool status'
sshpass -p '<<cred>>' rsync -a /var/lib/vz/dump/ root@<<ip>>:/backup/pve/
df -h
exit
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "przelewy24_sklep_php_config_crc",
    ("sklep/config/przelewy24.php", "www/<<org>>/app/config/p24.php"),
    """<?php
// Płatności za sloty (Przelewy24) - produkcja
return [
    'merchant_id' => <<n2>>421,
    'pos_id' => <<n2>>421,
    'crc' => '<<cred>>',
    'api_key' => '<<hx8>>0fa1c2d3e4f5a6b7c8d9e0f1a2b3c4d',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/platnosc/powrot',
    'url_status' => 'https://<<dom>>/api/p24/status',
];
""",
    cred="hex:16",
    syntax="",
)
