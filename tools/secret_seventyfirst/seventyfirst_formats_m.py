# ruff: noqa: E501
"""Family m: a prefab / modular timber-frame house maker in Germany (Baden-Württemberg), German."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import Fam, Slots

F = Fam(
    name="fertighaus_modulbau_werk",
    orgs=("holzmodul", "fertigheim", "modulwerk", "tannenhaus"),
    tld="de",
    first=(
        ("Jürgen", "juergen"),
        ("Anja", "anja"),
        ("Stefan", "stefan"),
        ("Sabine", "sabine"),
        ("Lukas", "lukas"),
        ("Jörg", "joerg"),
    ),
    last=(
        ("Müller", "mueller"),
        ("Schmidt", "schmidt"),
        ("Weber", "weber"),
        ("Schäfer", "schaefer"),
        ("Becker", "becker"),
        ("Hoffmann", "hoffmann"),
    ),
    words=(
        "fachwerk",
        "dachstuhl",
        "holzbau",
        "schwarzwald",
        "sonnenschein",
        "bayern",
        "frühling",
        "kuckuck",
        "brezel",
        "fenster",
        "treppe",
        "zimmerei",
        "tannenbaum",
        "edelweiss",
        "bodensee",
        "schalke",
    ),
    pets=("bello", "rex", "mieze", "felix", "lumpi", "struppi"),
    cc="+49",
)


def _sig(rng: random.Random, s: Slots) -> None:
    s["sd"] = f"{s['d']}.{s['mo']}.{s['yy']}"


F.reg(
    "fertighaus_signal_desktop_copied_chat_passwort",
    ("Notizen/signal_<<fa>>_<<date>>.txt", "Austausch/<<org>>/Signal Bauleitung <<n>>.txt"),
    """[<<sd>> <<t1>>] <<first>> <<last>>: Kommst du ins Bauherrenportal? Familie <<last2>> will die Bemusterung sehen
[<<sd>> <<t2>>] <<first2>> <<last2>>: Hab das Kennwort nach dem Update neu gesetzt
[<<sd>> <<t2>>] <<first2>> <<last2>>: Benutzer: <<user>>
[<<sd>> <<t3>>] <<first2>> <<last2>>: Passwort: <<cred>>
[<<sd>> <<t4>>] <<first>> <<last>>: Passt, bin drin 👍
""",
    "human",
    syntax="",
    extra=_sig,
)

F.reg(
    "fertighaus_lexoffice_api_key_python",
    ("buchhaltung/<<org>>/rechnungen_export_<<n>>.py", "skripte/lexoffice_abschlag_<<fa>>.py"),
    '''"""Abschlagsrechnungen je Bauabschnitt aus lexoffice holen (für das Controlling)."""

import requests

LEXOFFICE_API_KEY = "<<cred>>"
HEADERS = {"Authorization": f"Bearer {LEXOFFICE_API_KEY}", "Accept": "application/json"}

r = requests.get(
    "https://api.lexoffice.io/v1/voucherlist",
    params={"voucherType": "invoice", "voucherStatus": "open"},
    headers=HEADERS,
    timeout=30,
)
for v in r.json()["content"]:
    print(v["voucherNumber"], v["contactName"], v["totalAmount"])
''',
    "p:lexoffice",
)

F.reg(
    "fertighaus_sevdesk_api_token_php",
    ("crm/<<org>>/config/sevdesk.php", "angebote-<<n>>/config/sevdesk.php"),
    """<?php
// Angebote aus dem Hauskonfigurator als Entwurf in sevDesk anlegen
return [
    'api_url' => 'https://my.sevdesk.de/api/v1',
    'api_token' => '<<cred>>',
    'contact_category' => 3,
    'default_tax_rate' => 19,
];
""",
    "hex:32",
    syntax="",
)

F.reg(
    "fertighaus_mollie_live_key_env",
    ("konfigurator/<<org>>/.env", "shop-<<n>>/.env.production"),
    """# Reservierungsgebühr für Musterhaus-Termine (Mollie)
APP_ENV=prod
APP_URL=https://konfigurator.<<dom>>
MOLLIE_API_KEY=<<cred>>
MOLLIE_WEBHOOK_URL=https://konfigurator.<<dom>>/mollie/webhook
DATABASE_URL=mysql://konfig:${DB_PASS}@<<lan>>:3306/konfigurator
""",
    "p:mollie",
    syntax="",
)

F.reg(
    "fertighaus_cnc_abbund_smbcredentials_file",
    ("abbund-pc<<n>>/root/.smbcredentials", "werk/<<org>>/cnc/.smb_<<fa>>"),
    """username=<<user>>
password=<<cred>>
domain=<<orgu>>
""",
    "pw_bare",
    syntax="",
)


def _bimplus(s: Slots) -> str:
    doc = {
        "bimplus": {
            "authUrl": "https://api.bimplus.net/v2/authorize",
            "applicationId": s["uid"],
            "clientSecret": s["cred"],
            "team": f"{s['org']}-planung",
        },
        "export": {"ifcVersion": "IFC4", "target": f"\\\\{s['lan']}\\Planung\\IFC"},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "fertighaus_bimplus_client_secret_json",
    ("planung/<<org>>/bimplus_sync_<<n>>.json", "tools/ifc-export/config_<<fa>>.json"),
    _bimplus,
    "b64u:32",
)

F.reg(
    "fertighaus_german_email_kennwort_bauherrenportal",
    ("Mail/<<fa>>/Gesendet/<<date>>_Zugang_Bauherrenportal.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Ihr Zugang zum Bauherrenportal
Date: <<d>> Jun <<y>> <<hh>>:<<mi>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Sehr geehrte Familie <<last2>>,

wie telefonisch besprochen erhalten Sie hier Ihren Zugang zum Bauherrenportal, in dem
Sie Bemusterung, Bauzeitenplan und Abnahmeprotokolle Ihres Hauses einsehen können:

Adresse:  https://portal.<<dom>>
Benutzer: <<email2>>
Kennwort: <<cred>>

Bitte ändern Sie das Kennwort nach der ersten Anmeldung.

Mit freundlichen Grüßen
<<first>> <<last>>
Bauherrenbetreuung, <<orgc>> GmbH
""",
    "human",
    syntax="",
)


def _opc(rng: random.Random, s: Slots) -> None:
    s["line"] = rng.choice(("Wandlinie", "Deckenlinie", "Dachelemente"))


F.reg(
    "fertighaus_werk_plc_opcua_client_yaml",
    ("werk/<<org>>/mes/opcua_<<n>>.yaml", "edge-gw<<n>>/config/opcua.yml"),
    """# Maschinendaten der <<line>> (Siemens S7-1500, OPC UA) -> MES
opcua:
  endpoint: "opc.tcp://<<lan>>:4840"
  security_policy: Basic256Sha256
  security_mode: SignAndEncrypt
  auth:
    type: username
    username: "mes_reader"
    password: '<<cred>>'
  nodes:
    - "ns=3;s=\\"DB_Produktion\\".\\"Stueckzahl\\""
    - "ns=3;s=\\"DB_Produktion\\".\\"Stoerung\\""
mqtt:
  broker: "tcp://<<ip>>:1883"
  topic: "werk/<<line>>/status"
""",
    "pw_sq",
    extra=_opc,
)
