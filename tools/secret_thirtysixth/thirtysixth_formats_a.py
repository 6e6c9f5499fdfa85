# ruff: noqa: E501
"""Family a: a German volunteer fire brigade (Freiwillige Feuerwehr): alarm printouts, vehicle
status bridge, breathing-apparatus database, report site, siren test, treasurer sheets."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "feuerwehr_volunteer_fire_brigade"
ORGS = ("ffw-oberammertal", "brandwache-lindenau")
HUMAN = human_with(
    "feuerwehr", "florian", "loeschzug", "drehleiter", "tanklösch", "atemschutz", "gerätehaus",
    "sirene", "hydrant", "rettung", "kommandant", "blaulicht",
    firsts=("Sepp", "Anton", "Lena", "Franzi", "Korbinian", "Resi"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "ffw_alarmdepesche_telegram_bot_python",
    ("alarmdrucker/<<org>>/depesche_bot.py", "home/pi/alarm-<<n>>/depesche_bot.py"),
    '''#!/usr/bin/env python3
"""Alarmdepesche vom Fax-Drucker abgreifen und an die Gruppe "<<org>> Einsatz" schicken."""
import time
from pathlib import Path

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<n3>><<n>>4411
SPOOL = Path("/var/spool/alarmfax")


def senden(text: str) -> None:
    requests.post(
        f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
        data={"chat_id": CHAT_ID, "text": text},
        timeout=10,
    )


while True:
    for pdf in sorted(SPOOL.glob("*.txt")):
        senden("EINSATZ: " + pdf.read_text(encoding="latin-1")[:3500])
        pdf.rename(pdf.with_suffix(".done"))
    time.sleep(3)
''',
    "p:telegram",
)

reg(
    FAM,
    ORGS,
    "ffw_fahrzeug_status_fms_bridge_yaml_mqtt",
    ("fms-bridge/config-<<org>>.yaml", "etc/fms-bridge/<<n>>-fahrzeuge.yml"),
    """# FMS-Status der Fahrzeuge (Funkmeldesystem) -> MQTT -> Alarmmonitor
funk:
  geraet: /dev/ttyUSB0
  baud: 9600
fahrzeuge:
  - kenner: "Florian <<ulast>> 40/1"
    typ: HLF 20
  - kenner: "Florian <<ulast>> 30/1"
    typ: DLK 23/12
mqtt:
  host: <<ip>>
  port: 1883
  user: fms
  passwort: '<<cred>>'
  topic: feuerwehr/fms/status
""",
    "pw_sq",
)

reg(
    FAM,
    ORGS,
    "ffw_kommandant_email_passwort_geraetehaus_wlan",
    ("mail/kommandant/<<date>>_wlan-geraetehaus.eml", "export/outlook/<<first>>/wlan_<<n>>.eml"),
    """From: <<ufirst>> <<ulast>> <<<email>>>
To: Gruppenfuehrer <gruppenfuehrer@<<dom>>>
Subject: WLAN im Gerätehaus neu
Date: <<maildate>> +0100
Content-Type: text/plain; charset=utf-8

Servus beinand,

der Router im Gerätehaus ist getauscht (der alte hat beim letzten Gewitter den Geist
aufgegeben). Neues WLAN:

  Netz: FF-Geraetehaus
  Passwort: <<cred>>

Bitte nicht an die Jugendfeuerwehr weitergeben, für die gibt's das Gäste-WLAN.

Kameradschaftliche Grüße
<<ufirst>>
Kommandant
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "ffw_atemschutz_access_vba_jet_database_password",
    ("atemschutz/<<org>>/modAtemschutzDB.bas", "verwaltung/access/modGeraete<<n>>.bas"),
    """Attribute VB_Name = "modAtemschutzDB"
' Atemschutz-Geraetewart: Pruefintervalle der Flaschen und Masken
Option Compare Database
Option Explicit

Private Const DB_PFAD As String = "\\\\<<ip>>\\atemschutz\\AGT_<<year>>.accdb"

Public Function VerbindungOeffnen() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.Provider = "Microsoft.ACE.OLEDB.12.0"
    cn.Properties("Jet OLEDB:Database Password") = "<<cred>>"
    cn.Open DB_PFAD
    Set VerbindungOeffnen = cn
End Function

Public Sub FaelligePruefungen()
    Dim rs As New ADODB.Recordset
    rs.Open "SELECT * FROM Flaschen WHERE NaechstePruefung < Date()+30", VerbindungOeffnen()
    Do Until rs.EOF
        Debug.Print rs!FlaschenNr, rs!NaechstePruefung
        rs.MoveNext
    Loop
End Sub
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "ffw_einsatzberichte_website_php_pdo",
    ("www/<<org>>/einsaetze/inc/db.php", "htdocs/ffw<<n>>/include/datenbank.php"),
    """<?php
// Einsatzberichte auf der Homepage (Jahresstatistik, Fotos)
declare(strict_types=1);

$db = new PDO(
    'mysql:host=localhost;dbname=ffw_einsaetze;charset=utf8mb4',
    'ffw_web',
    '<<cred>>',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);

function einsaetzeDesJahres(PDO $db, int $jahr): array {
    $st = $db->prepare('SELECT nr, datum, stichwort, ort FROM einsatz WHERE YEAR(datum) = ? ORDER BY datum DESC');
    $st->execute([$jahr]);
    return $st->fetchAll(PDO::FETCH_ASSOC);
}
""",
    "pw_sq",
)

reg(
    FAM,
    ORGS,
    "ffw_sirenen_probealarm_crontab_curl",
    ("crontab/<<org>>/sirene.cron", "var/spool/cron/crontabs/sirene<<n>>"),
    """# Probealarm Sirenen: jeden ersten Samstag im Monat 12:00 (Steuerempfaenger ueber Web-API)
MAILTO=<<email>>
0 12 1-7 * 6 [ "$(date +\\%u)" = 6 ] && curl -s -u sirene:<<cred>> -X POST http://<<ip>>/api/probealarm >> /var/log/sirene.log 2>&1
# Statusabfrage
*/15 * * * * curl -s -u sirene:<<cred>> http://<<ip>>/api/status > /run/sirene.status
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "ffw_kassenwart_zugangsdaten_csv_semikolon",
    ("kasse/<<org>>/zugaenge_<<year>>.csv", "vorstand/<<first>>/Zugangsdaten-<<n>>.csv"),
    """Dienst;Benutzer;Passwort;Zuständig;Stand
Sparkasse Online-Banking;FFW<<n3>>;<<cred>>;Kassenwart;<<date_eu>>
Kreisfeuerwehrverband Portal;<<email2>>;siehe Tresor;Kommandant;<<date_eu>>
Getränkelieferant;kunde <<n3>>;per Telefon;Gerätewart;<<date_eu>>
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "ffw_whatsapp_gruppe_export_tablet_reply",
    (
        "whatsapp/<<org>>/WhatsApp Chat mit Zugfuehrer <<n>>.txt",
        "handy/<<first>>/export_<<date>>.txt",
    ),
    """[<<date_eu>>, <<time_s>>] <<ufirst>> <<ulast>>: Wer hat das Passwort vom Einsatztablet im HLF? Das will ein Update
[<<date_eu>>, <<time_s>>] Sepp Huber: Moment
[<<date_eu>>, <<time_s>>] Sepp Huber: <<cred>>
[<<date_eu>>, <<time_s>>] <<ufirst>> <<ulast>>: 👍 danke
[<<date_eu>>, <<time_s>>] Sepp Huber: Nachricht gelöscht? nein, bitte nicht weiter schicken
""",
    HUMAN,
)
