# ruff: noqa: E501
"""Family d: an Autohof (motorway truck stop with fuel, showers and lorry parking) in Germany."""

from __future__ import annotations

from hundredthirtythird_corpus import uuid4
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="autohof_lkw_tankhof",
    orgs=("autohofkassel", "tankhofwerra", "lkwraststaette", "autohofrhoen", "truckparkfulda"),
    tld="de",
    first=(
        "juergen",
        "sabine",
        "markus",
        "petra",
        "stefan",
        "claudia",
        "uwe",
        "monika",
        "dirk",
        "anja",
    ),
    last=(
        "schmidt",
        "mueller",
        "becker",
        "hoffmann",
        "schulz",
        "wagner",
        "krause",
        "lehmann",
        "wolff",
        "brandt",
    ),
    lfirst=(
        "Jürgen",
        "Sabine",
        "Markus",
        "Petra",
        "Stefan",
        "Claudia",
        "Uwe",
        "Monika",
        "Dirk",
        "Anja",
    ),
    llast=(
        "Schmidt",
        "Müller",
        "Becker",
        "Hoffmann",
        "Schulz",
        "Wagner",
        "Krause",
        "Lehmann",
        "Wolff",
        "Brandt",
    ),
    words=(
        "autohof",
        "diesel",
        "brummi",
        "tanke",
        "schranke",
        "currywurst",
        "kassel",
        "borussia",
        "adblue",
        "trucker",
        "autobahn",
        "rasthof",
        "kaffee",
        "dusche",
        "sattelzug",
        "werra",
    ),
    cities=("Kassel", "Fulda", "Eisenach", "Bad Hersfeld", "Homberg", "Melsungen"),
    cc="+49",
    tz="+0100",
    pets=("bello", "luna", "rocky", "susi", "felix", "balu"),
)

F.reg(
    "autohof_tankerkoenig_preisabgleich_python",
    ("tools/preise/tankerkoenig_abgleich.py", "<<org>>/preisabgleich_<<n2>>.py"),
    '''"""Vergleicht unsere Dieselpreise mit den Tankstellen im Umkreis (Tankerkönig-API,
Daten der Markttransparenzstelle) und schickt bei Abweichung eine Mail an die Schichtleitung."""

import smtplib
from email.message import EmailMessage

import requests

API_KEY = "<<cred>>"
LAT, LNG = 51.<<n4>>, 9.<<n4>>
RADIUS_KM = 15
EIGENE_ID = "<<own>>"


def umkreis():
    r = requests.get(
        "https://creativecommons.tankerkoenig.de/json/list.php",
        params={"lat": LAT, "lng": LNG, "rad": RADIUS_KM, "sort": "price", "type": "diesel", "apikey": API_KEY},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["stations"]


def main():
    st = umkreis()
    eigene = next(s for s in st if s["id"] == EIGENE_ID)
    billigste = st[0]
    if eigene["price"] - billigste["price"] > 0.04:
        msg = EmailMessage()
        msg["Subject"] = f"Diesel {eigene['price']:.3f} vs. {billigste['brand']} {billigste['price']:.3f}"
        msg["From"] = "preise@<<dom>>"
        msg["To"] = "schichtleitung@<<dom>>"
        msg.set_content("Bitte Preis im Kassensystem prüfen.")
        with smtplib.SMTP("<<lan>>") as s:
            s.send_message(msg)


if __name__ == "__main__":
    main()
''',
    "p:tankerkoenig",
    syntax="py",
    extra=lambda rng, s: {"own": uuid4(rng)},
)

F.reg(
    "autohof_mtsk_preismeldung_dienst_properties",
    ("preismeldung/conf/mtsk.properties", "opt/mtsk-melder/<<org>>.properties"),
    """# Preismeldung an die Markttransparenzstelle für Kraftstoffe (über Meldedienstleister)
# Autohof <<org_cap>>, <<city>>
mtsk.station.id=<<uuid>>
mtsk.endpoint=https://meldung.<<dom>>/mtsk/v2/prices
mtsk.benutzer=autohof<<n3>>
mtsk.passwort=<<cred>>
mtsk.intervall.sekunden=60
kasse.jdbc.url=jdbc:sqlserver://<<lan>>:1433;databaseName=KASSE
kasse.jdbc.user=mtsk_read
kasse.jdbc.password=${KASSE_DB_PW}
produkte=e5,e10,diesel
""",
    "pw",
    syntax="",
)

F.reg(
    "autohof_whatsapp_schichtleitung_wlan_fahrerlounge",
    (
        "WhatsApp/WhatsApp Chat mit <<lname2>>.txt",
        "handy_sicherung/WhatsApp Chat - Schichtleitung Autohof.txt",
    ),
    """<<dmy_dot>>, <<t1>> - <<lname>>: Moin, die Fahrer beschweren sich, das WLAN in der Lounge geht nicht mehr
<<dmy_dot>>, <<t2>> - <<lname2>>: Der Techniker war heute früh da, neuer Router. Netz heißt jetzt AUTOHOF-FAHRER
<<dmy_dot>>, <<t2>> - <<lname2>>: Passwort <<cred>>
<<dmy_dot>>, <<t3>> - <<lname2>>: Häng bitte den neuen Zettel an die Tür vom Duschbereich, der alte ist falsch
<<dmy_dot>>, <<t4>> - <<lname>>: 👍 mach ich
""",
    "human",
    syntax="",
)

F.reg(
    "autohof_kasse_fiskaly_sign_de_dotenv",
    ("kassenbruecke/.env", "opt/kasse-<<org>>/.env.production"),
    """# Kassenbrücke Shop/Bistro -> TSE (fiskaly SIGN DE), KassenSichV
FISKALY_BASE_URL=https://kassensichv-middleware.fiskaly.com/api/v2
FISKALY_API_KEY=<<key>>
FISKALY_API_SECRET=<<cred>>
FISKALY_TSS_ID=<<uuid>>
FISKALY_CLIENT_ID=<<client>>
KASSE_STANDORT=Autohof <<city>>
KASSE_ANZAHL=<<n1>>
""",
    "p:fiskaly_secret",
    syntax="",
    extra=lambda rng, s: {"key": prov(rng, "fiskaly_key"), "client": uuid4(rng)},
)

F.reg(
    "autohof_email_lkw_parkplatz_schranke_zugang",
    (
        "Mail/Posteingang/<<date>> Zugangsdaten Schrankensteuerung.eml",
        "mails/<<org>>/schranke_<<n3>>.eml",
    ),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: Zugangsdaten Schrankensteuerung LKW-Parkplatz
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo <<lfirst>>,

die Schranke am LKW-Parkplatz ist jetzt an das Buchungssystem angebunden. Die
Weboberfläche der Steuerung erreichst du im Büro-Netz unter http://<<lan>>/

Benutzer: betreiber
Passwort: <<cred>>

Bitte nicht an die Aushilfen weitergeben, für die lege ich nächste Woche eigene Zugänge an.

Viele Grüße
<<lname2>>
Parksysteme <<city>> GmbH
Tel. <<phone2>>
""",
    "pw",
    syntax="",
)

F.reg(
    "autohof_datev_export_powershell_securestring",
    ("scripts/datev_export.ps1", "C:/Autohof/Skripte/<<org>>_datev_<<n2>>.ps1"),
    """# Monatlicher DATEV-Export aus dem Kassensystem und Upload auf den Steuerberater-Server
$ErrorActionPreference = "Stop"
$Monat = (Get-Date).AddMonths(-1).ToString("yyyy-MM")
$Ziel = "\\\\<<lan>>\\datev\\$Monat"

$User = "<<org>>\\datev-export"
$Pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential ($User, $Pass)

New-PSDrive -Name D -PSProvider FileSystem -Root $Ziel -Credential $Cred | Out-Null
& "C:\\Kasse\\bin\\export.exe" /format:datev /monat:$Monat /ziel:D:\\
Remove-PSDrive D
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "autohof_bistro_kasse_mysql_my_cnf",
    ("home/kasse/.my.cnf", "etc/<<org>>/bistro_<<n2>>.cnf"),
    """# Zugang Bistro-Kasse (Backup-Skript und Tagesabschluss)
[client]
user=kasse
password=<<cred>>
host=<<lan>>
port=3306

[mysqldump]
max_allowed_packet=64M
default-character-set=utf8mb4
""",
    "pw",
    syntax="ini",
)

F.reg(
    "autohof_tankkarten_abrechnung_sshpass_cron",
    ("etc/cron.daily/tankkarten_abrechnung", "opt/tankkarten/<<org>>_abruf.sh"),
    """#!/bin/sh
# Holt die Tagesabrechnung der Tankkarten-Akzeptanz (DKV/UTA) per SFTP ab
# und legt sie für die Buchhaltung ab.  -- <<lfirst>>, <<dmy_dot>>
set -e
HEUTE=$(date +%Y%m%d)
cd /srv/abrechnung
printf 'get /out/ABR_<<n4>>_%s.csv\\nbye\\n' "$HEUTE" | sshpass -p '<<cred>>' sftp -oBatchMode=no -b - ah<<n4>>@sftp.<<dom>>
chown buchhaltung: ABR_<<n4>>_${HEUTE}.csv
""",
    "pw_sq",
    syntax="",
)
