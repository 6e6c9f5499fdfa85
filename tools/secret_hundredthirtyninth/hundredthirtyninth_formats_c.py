# ruff: noqa: E501
"""Family c: a Berlin removal firm with a furniture lift (Umzugsfirma mit Möbellift), Germany:
lexoffice and sevDesk bookkeeping, Webfleet vehicle tracking, Kimai time sheets, a FRITZ!Box,
DATEV mail in quoted-printable, WhatsApp with the crews and an Obsidian vault."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import DE, dec_qp_after, enc_qp, pick, uuid4

F = DE

F.reg(
    "umzug_lexoffice_api_key_rechnungen_python",
    ("tools/offene_rechnungen.py", "<<org>>/buero/lexoffice_export_<<n>>.py"),
    '''#!/usr/bin/env python3
"""Offene Rechnungen aus lexoffice ziehen und jeden Montag an die Disposition mailen.
Läuft auf dem Büro-NAS (Aufgabenplaner), Ansprechpartner: <<name>>."""

import datetime as dt

import requests

LEXOFFICE_API_KEY = "<<cred>>"
BASE = "https://api.lexoffice.io/v1"
HEADERS = {"Authorization": f"Bearer {LEXOFFICE_API_KEY}", "Accept": "application/json"}


def offene_rechnungen():
    params = {"voucherType": "invoice", "voucherStatus": "open", "size": 250}
    r = requests.get(f"{BASE}/voucherlist", headers=HEADERS, params=params, timeout=30)
    r.raise_for_status()
    return r.json()["content"]


if __name__ == "__main__":
    heute = dt.date.today().isoformat()
    for v in offene_rechnungen():
        print(heute, v["voucherNumber"], v["contactName"], v["openAmount"])
''',
    "p:lexoffice",
)

UML_WORDS = (
    "Möbelträger",
    "Schlüssel",
    "Umzüge",
    "Größe",
    "Kühlschrank",
    "Möbellift",
    "Übergabe",
    "Tür",
    "Bär",
    "Spätkauf",
)


def _pw_umlaut(rng, s):
    w = pick(rng, UML_WORDS)
    form = rng.randrange(3)
    if form == 0:
        return f"{w}{rng.randint(2019, 2025)}{pick(rng, '!#?.')}"
    if form == 1:
        return f"{w.lower()}{pick(rng, '-_.')}{s['fa']}{rng.randint(1, 99)}"
    return f"{rng.randint(10, 99)}{w}{pick(rng, '!#?')}{rng.randint(1, 9)}"


def _qp_mail(s) -> str:
    body = (
        f"Hallo Frau {s['last2']},\n\n"
        "hier wie besprochen der neue Zugang für DATEV Unternehmen online\n"
        "(Belege hochladen, Kassenbuch Lager Spandau):\n\n"
        f"Benutzer: {s['user']}\n"
        f"Kennwort: {s['cred']}\n\n"
        "Bitte nach der ersten Anmeldung ändern und den SmartCard-Leser nicht\n"
        "aus dem Büro mitnehmen.\n\n"
        "Viele Grüße\n"
        f"{s['name']}\n"
        f"{s['org']} Umzüge & Möbellift GmbH\n"
        f"Tel. {s['phone']}\n"
    )
    head = (
        f"From: {s['name']} <{s['email']}>\n"
        f"To: {s['name2']} <{s['email2']}>\n"
        "Subject: =?UTF-8?Q?Zugang_DATEV_Unternehmen_online_f=C3=BCr_das_B=C3=BCro?=\n"
        f"Date: {s['d']} Apr {s['y']} {s['hh']}:{s['mi']}:{s['ss']} +0200\n"
        f"Message-ID: <{s['hex8']}.{s['n4']}@{s['dom']}>\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n"
    )
    return head + "\n" + enc_qp(body)


F.reg(
    "umzug_datev_kennwort_email_quoted_printable",
    (
        "Mail/Gesendet/<<y>>-<<mo>>-<<d>> Zugang DATEV.eml",
        "export/thunderbird/<<org>>/Zugang_<<la2>>_<<n>>.eml",
    ),
    _qp_mail,
    _pw_umlaut,
    decode=dec_qp_after("Kennwort:"),
)


def _wa_de(rng, s):
    return {"kdnr": str(rng.randint(100000, 999999))}


F.reg(
    "umzug_whatsapp_passwort_webfleet_fahrer",
    (
        "WhatsApp-Chat mit <<name2>>.txt",
        "Handy-Backup/WhatsApp/WhatsApp-Chat mit Dispo <<org>> <<n>>.txt",
    ),
    """<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi>> - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen oder anhören, nicht einmal WhatsApp.
<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi>> - <<name2>>: Moin, die Webfleet App hat mich rausgeworfen, Auftrag Prenzlauer Berg 3. OG ohne Aufzug seh ich nicht mehr
<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi2>> - <<name>>: Kundennummer <<kdnr>>
<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi2>> - <<name>>: Benutzer <<fa2>>
<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi2>> - <<name>>: Passwort <<cred>>
<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi2>> - <<name>>: Möbellift steht schon, Halteverbot ist ab 7 Uhr eingerichtet
<<d>>.<<mo>>.<<y2>>, <<hh>>:<<mi2>> - <<name2>>: 👍 danke, geht wieder
""",
    "human",
    extra=_wa_de,
)

F.reg(
    "umzug_webfleet_connect_php_dispotafel",
    ("dispo/webfleet_positionen.php", "<<org>>-intranet/lib/webfleet<<n>>.php"),
    """<?php
// Webfleet.connect – Fahrzeugpositionen für die Dispo-Tafel im Büro (alle 60 s)
declare(strict_types=1);

$params = [
    'account'      => '<<org>>-berlin',
    'username'     => 'api_dispo',
    'password'     => '<<cred>>',
    'apikey'       => '<<uuid>>',
    'lang'         => 'de',
    'action'       => 'showObjectReportExtern',
    'outputformat' => 'json',
    'useISO8601'   => 'true',
];

$url = 'https://csv.webfleet.com/extern?' . http_build_query($params);
$json = file_get_contents($url);
$fahrzeuge = json_decode($json ?: '[]', true);

header('Content-Type: application/json; charset=utf-8');
echo json_encode(array_map(fn($f) => [
    'kennzeichen' => $f['objectname'] ?? '',
    'lat' => $f['latitude_mdeg'] ?? null,
    'lon' => $f['longitude_mdeg'] ?? null,
], $fahrzeuge));
""",
    "pw_sq",
)

FRITZ_WORDS = (
    "sonne",
    "kugel",
    "blume",
    "wolke",
    "tiger",
    "insel",
    "regen",
    "nebel",
    "birne",
    "fluss",
)


def _fritz(rng, s):
    key = " ".join(f"{rng.randint(0, 9999):04d}" for _ in range(5))
    return {
        "cred": f"{pick(rng, FRITZ_WORDS)}{rng.randint(1000, 9999)}",
        "wlan": key,
        "ssid": f"FRITZ!Box 7590 {pick(rng, ('AX', 'KL', 'QZ', 'TB'))}",
        "sn": f"{rng.randint(1000, 9999)}.{rng.randint(100, 999)}.{rng.randint(10, 99)}.{rng.randint(100000, 999999)}",
    }


F.reg(
    "umzug_fritzbox_aufkleber_ocr_geraetekennwort",
    ("Scans/Lager Spandau/IMG_<<n4>>_ocr.txt", "<<org>>/IT/Router_Aufkleber_<<y>>.txt"),
    """FRITZ!Box 759O AX
AVM GmbH Berlin   S/N <<sn>>
CWMP-Account: 00040E-<<hex8>>

WLAN-Netzwerk (SSID):  <<ssid>>
WLAN-Netzwerkschlüssel (WPA2):
<<wlan>>

FRITZ!Box-Kennwort: <<cred>>
http://fritz.box

Zur Einrichtung siehe beiliegende Kurzanleitung. Bitte Zugangsdaten sicher aufbewahren.
""",
    "human",
    extra=_fritz,
)


def _n8n(s) -> str:
    wf = {
        "name": f"Angebot angenommen -> sevDesk Rechnung ({s['org']})",
        "nodes": [
            {
                "parameters": {"httpMethod": "POST", "path": s["uuid"], "options": {}},
                "id": s["id1"],
                "name": "Webhook Angebot",
                "type": "n8n-nodes-base.webhook",
                "typeVersion": 2,
                "position": [240, 300],
                "webhookId": s["uuid"],
            },
            {
                "parameters": {
                    "method": "POST",
                    "url": "https://my.sevdesk.de/api/v1/Invoice/Factory/saveInvoice",
                    "sendHeaders": True,
                    "headerParameters": {
                        "parameters": [
                            {"name": "Authorization", "value": s["cred"]},
                            {"name": "Content-Type", "value": "application/json"},
                        ]
                    },
                    "sendBody": True,
                    "specifyBody": "json",
                    "jsonBody": "={{ JSON.stringify($json.rechnung) }}",
                    "options": {},
                },
                "id": s["id2"],
                "name": "sevDesk Rechnung anlegen",
                "type": "n8n-nodes-base.httpRequest",
                "typeVersion": 4.2,
                "position": [480, 300],
            },
        ],
        "connections": {
            "Webhook Angebot": {
                "main": [[{"node": "sevDesk Rechnung anlegen", "type": "main", "index": 0}]]
            }
        },
        "active": True,
        "settings": {"executionOrder": "v1", "timezone": "Europe/Berlin"},
        "tags": [{"name": "buchhaltung"}],
    }
    return json.dumps(wf, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "umzug_sevdesk_token_n8n_workflow_json",
    (
        "n8n/workflows/sevdesk_rechnung.json",
        "<<org>>/automatisierung/Angebot_zu_Rechnung_<<n>>.json",
    ),
    _n8n,
    "p:sevdesk",
    extra=lambda rng, s: {"id1": uuid4(rng), "id2": uuid4(rng)},
)

F.reg(
    "umzug_kimai_zeiterfassung_docker_compose",
    ("kimai/docker-compose.yml", "<<org>>/server/zeiterfassung/compose<<n>>.yaml"),
    """# Zeiterfassung Packer & Fahrer (Kimai) – läuft auf dem Büro-Server
services:
  sqldb:
    image: mysql:8.3
    volumes:
      - mysql:/var/lib/mysql
    environment:
      - MYSQL_DATABASE=kimai
      - MYSQL_USER=kimaiuser
      - MYSQL_PASSWORD=<<cred>>
      - MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD}
    command: --default-storage-engine innodb
    restart: unless-stopped

  kimai:
    image: kimai/kimai2:apache
    volumes:
      - data:/opt/kimai/var/data
    ports:
      - 8001:8001
    environment:
      - ADMINMAIL=<<email>>
      - DATABASE_URL=mysql://kimaiuser:<<cred>>@sqldb/kimai?charset=utf8mb4&serverVersion=8.3.0
      - TRUSTED_HOSTS=localhost,zeit.<<dom>>
    restart: unless-stopped

volumes:
  data:
  mysql:
""",
    "pw_url",
)

F.reg(
    "umzug_obsidian_zugangsdaten_markdown",
    ("Obsidian/Büro/Zugangsdaten.md", "vault-<<fa>>/<<org>>/Zugänge <<y>>.md"),
    """---
tags: [büro, zugänge]
aktualisiert: <<y>>-<<mo>>-<<d>>
---
# Zugangsdaten Büro (nicht ausdrucken!)

## Halteverbotszonen – Online-Antrag Straßenverkehrsbehörde
- Login: <<email>>
- Passwort: `<<cred>>`
- Gebühr läuft über Firmenkonto, Vorlauf mind. 14 Tage

## Sixt Business (Transporter 7,5 t)
- Kundennummer: <<n4>><<n3>>
- PIN: liegt im Tresor

## Toll Collect
- Nutzerkonto über [[Jürgen]], Fahrzeuggerät im LKW B-<<fa>> <<n4>>

## Möbellift-Wartung
- Böcker Service: <<phone>>
""",
    "human",
)
