# ruff: noqa: E501
"""Family j: a bicycle repair shop (fietsenmaker) in Zwolle, the Netherlands (Dutch)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam

F = Fam(
    name="fietsenmaker_zwolle",
    prefix="fietsen",
    orgs=("fietsdokter", "tweewieler", "kettingkast", "sassenspaak"),
    shops=("De Fietsdokter Zwolle", "Tweewieler Assendorp", "Rijwielhandel Kettingkast"),
    tld="nl",
    first=(
        ("Sanne", "sanne"),
        ("Daan", "daan"),
        ("Bram", "bram"),
        ("Femke", "femke"),
        ("Joost", "joost"),
        ("Lotte", "lotte"),
    ),
    last=(
        ("de Vries", "devries"),
        ("Jansen", "jansen"),
        ("Bakker", "bakker"),
        ("Visser", "visser"),
        ("van Dijk", "vandijk"),
        ("Smit", "smit"),
    ),
    words=(
        "fiets",
        "ketting",
        "zadel",
        "trapper",
        "gazelle",
        "batavus",
        "sparta",
        "zwolle",
        "stroopwafel",
        "hagelslag",
        "gezellig",
        "oranje",
        "sassenpoort",
        "peperbus",
    ),
    pets=("bobbie", "pluis", "guus", "snuffie", "loesje"),
    cc="+31",
    places=("Assendorp", "Stadshagen", "Diezerpoort", "Berkum"),
)

F.reg(
    "mollie_live_key_php",
    ("webshop/config/mollie_<<n>>.php", "<<org>>-reparaties/app/config/mollie.php"),
    """<?php
// Online afspraak + aanbetaling reparatie (iDEAL via Mollie)
return [
    'api_key'      => '<<cred>>',
    'redirect_url' => 'https://<<dom>>/afspraak/bedankt',
    'webhook_url'  => 'https://<<dom>>/mollie/webhook',
    'omschrijving' => 'Aanbetaling reparatie <<place>>',
];
""",
    "p:mollie",
    "",
)

F.reg(
    "dutch_whatsapp_wachtwoord_werkplaats",
    ("WhatsApp-chat met Werkplaats <<n>>.txt", "export/whatsapp_<<org>>_<<n>>.txt"),
    """[<<d>>-<<mo>>-<<year>> <<hms>>] <<fn>> <<ln>>: Wie weet het wachtwoord van de werkplaats-laptop? Moet een Bosch motor uitlezen
[<<d>>-<<mo>>-<<year>> <<t2>>:12] <<fn2>> <<ln2>>: <<cred>>
[<<d>>-<<mo>>-<<year>> <<t2>>:40] <<fn2>> <<ln2>>: en daarna even de Gazelle van mevrouw Bakker afmaken aub
[<<d>>-<<mo>>-<<year>> <<t2>>:51] <<fn>> <<ln>>: top, dank je 👍
""",
    "human",
    "",
)

F.reg(
    "wilmar_kassa_database_ini",
    ("C:/Wilmar/Kassa/wilmar_<<n>>.ini", "ProgramData/Wilmar/<<org>>/connect.ini"),
    """; Wilmar kassa + werkplaatsplanning
[Database]
Server=<<lan>>
Port=5432
Database=wilmar_<<org>>
User=kassa
Password=<<cred>>

[Werkplaats]
Planbord=1
StandaardArbeid=12.50
""",
    "pw",
)

F.reg(
    "moneybird_api_token_python",
    ("boekhouding/moneybird_<<n>>.py", "<<org>>/facturen_export.py"),
    '''"""Werkbonnen als facturen naar Moneybird."""

import requests

MONEYBIRD_TOKEN = "<<cred>>"
ADMINISTRATIE = "<<mid>><<n3>>"
API = f"https://moneybird.com/api/v2/{ADMINISTRATIE}"
HEADERS = {"Authorization": f"Bearer {MONEYBIRD_TOKEN}"}


def factuur(contact_id: str, regels: list[dict]) -> dict:
    body = {"sales_invoice": {"contact_id": contact_id, "details_attributes": regels}}
    return requests.post(f"{API}/sales_invoices.json", json=body, headers=HEADERS, timeout=20).json()
''',
    "hex:64",
)

F.reg(
    "messagebird_fiets_klaar_go",
    ("sms/klaar_<<n>>.go", "cmd/fietsklaar/main.go"),
    """package main

// SMS: "Je fiets is klaar" via MessageBird
import (
	"log"

	messagebird "github.com/messagebird/go-rest-api/v9"
	"github.com/messagebird/go-rest-api/v9/sms"
)

const accessKey = "<<cred>>"

func main() {
	client := messagebird.New(accessKey)
	_, err := sms.Create(client, "<<org>>", []string{"<<phone2>>"}, "Je fiets is klaar, ophalen kan tot 18:00. <<shop>>", nil)
	if err != nil {
		log.Fatal(err)
	}
}
""",
    "p:messagebird",
    "",
)

F.reg(
    "snelstart_subscription_key_json",
    ("config/snelstart_<<n>>.json", "koppelingen/<<org>>-snelstart.json"),
    """{
  "snelstart": {
    "baseUrl": "https://b2bapi.snelstart.nl/v2",
    "subscriptionKey": "<<cred>>",
    "koppelsleutel": "<<rid>>",
    "grootboekOmzet": "8000"
  },
  "winkel": "<<place>>"
}
""",
    "hex:32",
)

F.reg(
    "werkplaats_planning_ics_wachtwoord",
    ("agenda/werkplaats_<<date>>.ics", "Downloads/afspraak_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<org>>//planbord//NL
BEGIN:VEVENT
UID:<<rid>>@<<dom>>
DTSTAMP:<<year>><<mo>><<d>>T080000Z
DTSTART:<<year>><<mo>><<d>>T090000Z
DTEND:<<year>><<mo>><<d>>T100000Z
SUMMARY:Onderhoud e-bikes leasemaatschappij
DESCRIPTION:Inloggen op het leaseportaal met <<user>> / <<cred>>\\nWerkorders printen
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    "",
)

F.reg(
    "home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config_<<org>>_<<n>>/secrets.yaml"),
    """# Werkplaats: rolluik, alarm, camera's
winkel_wifi_ssid: <<org>>-werkplaats
winkel_wifi_password: '<<cred>>'
latitude_winkel: 52.5<<n3>>
alarm_code: '<<n3>><<n>>'
""",
    "pw",
)
