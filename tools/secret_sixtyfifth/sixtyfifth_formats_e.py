# ruff: noqa: E501
"""Family e: a property management office (Hausverwaltung) for old tenement blocks in Leipzig,
German."""

from __future__ import annotations

import re

from sixtyfifth_spec import Fam, dec_qp, enc_qp, pick

F = Fam(
    "hausverwaltung_altbau_leipzig",
    orgs=("kranichverwaltung", "gohlishaus", "altbauleipzig"),
    tld="de",
    first=("juergen|Jürgen", "sabine", "thomas", "petra", "matthias", "claudia", "uwe", "kerstin"),
    last=(
        "mueller|Müller",
        "schmidt",
        "schneider",
        "fischer",
        "weber",
        "krause",
        "lehmann",
        "schaefer|Schäfer",
    ),
    words=(
        "kranich",
        "altbau",
        "gohlis",
        "connewitz",
        "plagwitz",
        "treppenhaus",
        "dachboden",
        "kachelofen",
        "gartenzwerg",
        "lindenau",
        "mauersegler",
        "pflaume",
        "sonnenblume",
        "zimtstern",
        "auerbach",
        "ruderboot",
    ),
    cc="+49",
    city="Leipzig",
)


def _keepass(rng, s):
    return {
        "other1": F.draw(rng, "pw"),
        "other2": F.draw(rng, "human"),
    }


F.reg(
    "hausverw_keepass_csv_export_techem_portal",
    ("Verwaltung/IT/keepass_export_<<dmy>>.csv", "Users/<<user>>/Desktop/Passwoerter <<org>>.csv"),
    """"Group","Account","Login Name","Password","Web Site","Comments"
"Verwaltung/Messdienst","Techem Kundenportal","<<email>>","<<cred>>","https://portal.techem.de","Liegenschaften Gohlis + Plagwitz"
"Verwaltung/Energie","Stadtwerke Leipzig Geschäftskunden","<<user>>","<<other1>>","https://www.swl.de","Zählerstände Allgemeinstrom"
"Verwaltung/Bank","Sparkasse Leipzig Hausgeld-Konto","<<user2>>","<<other2>>","https://www.sparkasse-leipzig.de","TAN per App auf dem Diensthandy"
""",
    cred="pw",
    extra=_keepass,
)

F.reg(
    "hausverw_vicare_heizung_homeassistant_yaml",
    ("homeassistant/packages/heizung_<<org>>.yaml", "config/<<org>>/vicare_<<n>>.yaml"),
    """# Gasbrennwertkessel Heizungskeller Haus <<n>> (Vitodens) - Verwaltung <<org>>
vicare:
  username: <<email>>
  password: '<<cred>>'
  client_id: <<hexid>>
  heating_type: gas
  scan_interval: 300

sensor:
  - platform: template
    sensors:
      vorlauf_keller:
        friendly_name: Vorlauftemperatur Keller
        unit_of_measurement: "°C"
        value_template: "{{ states('sensor.vicare_supply_temperature') }}"
""",
    cred="human",
)


def _umlaut_pw(rng, fam):
    w = pick(rng, ("Käsekuchen", "Grünkohl", "Schlüsselbund", "Gänseblümchen", "Müllabfuhr",
                   "Hausflür", "Bäckerei", "Kürbisfeld", "Möwennest", "Süßkirsche"))  # fmt: skip
    return f"{w}{rng.randint(1, 99)}{pick(rng, '!.#')}"


def _qp(rng, s):
    body = (
        f"Sehr geehrte/r {s['f2_l']} {s['l2_l']},\n\n"
        "anbei erhalten Sie Ihre Zugangsdaten für das Mieterportal der Hausverwaltung "
        f"{s['org']} (Betriebskostenabrechnung, Schadensmeldungen, Aushänge):\n\n"
        f"Benutzername: {s['user2']}\n"
        f"Kennwort: {s['cred']}\n\n"
        "Bitte ändern Sie das Kennwort nach der ersten Anmeldung.\n\n"
        f"Mit freundlichen Grüßen\n{s['first_l']} {s['last_l']}\nHausverwaltung {s['org']}, {s['city']}\n"
    )
    return {"enc": enc_qp(body)}


def _dec_qp(text: str) -> str:
    body = dec_qp(text.split("\n\n", 1)[1])
    m = re.search(r"Kennwort: (\S+)", body)
    if not m:
        raise ValueError("no Kennwort line")
    return m.group(1)


F.reg(
    "hausverw_mieter_email_quoted_printable_kennwort",
    ("Outlook/Gesendet/Zugangsdaten Mieterportal WE <<unit>>.eml", "mail/<<org>>/Sent/<<n3>>.eml"),
    """From: <<first_l>> <<last_l>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Ihre_Zugangsdaten_f=C3=BCr_das_Mieterportal?=
Date: Fri, <<d>> Nov <<y>> 11:03:29 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    cred=_umlaut_pw,
    extra=_qp,
    decode=_dec_qp,
    syntax="",
)

F.reg(
    "hausverw_hausmeister_uebergabe_notiz_txt",
    (
        "Hausmeister/Übergabe_<<last>>_<<y>>.txt",
        "USB-Stick/<<org>>/Uebergabe Hausmeister <<dmy>>.txt",
    ),
    """ÜBERGABE HAUSMEISTERDIENST - Objekte <<org>>
von <<first_l>> <<last_l>> an <<f2_l>> <<l2_l>>, Stand <<dmy>>

1. Schlüssel
   - Generalschlüssel + Kellerschlüssel im Schlüsselkasten Büro (Code kennt Frau <<l2_l>>)
   - Heizungskeller Haus 3: Schloss klemmt, mit Gefühl drehen

2. Heizung
   - Wartung Brenner jedes Jahr im September (Fa. Krause Heizungsbau)
   - Störung nachts: Notdienst <<phone>>

3. WLAN Hausmeisterraum / Waschküche
   Netz: <<ssid>>
   Schlüssel: <<cred>>
   (Router hängt über der Tür, nicht ausstecken - da laufen die Rauchmelder drüber)

4. Mülltonnen
   Bio Di, Papier jede 2. Woche Do, Gelbe Tonne Fr
""",
    cred="human",
)

F.reg(
    "hausverw_datev_upload_powershell_ps1",
    ("Verwaltung/Skripte/Belege_hochladen.ps1", "C/Skripte/<<org>>/datev_upload_<<y>>.ps1"),
    """# Lädt die eingescannten Belege (Nebenkosten, Handwerker) auf den Steuerberater-Share
$pw   = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("<<user>>", $pw)

New-PSDrive -Name B -PSProvider FileSystem -Root "\\\\<<ip>>\\belege$" -Credential $cred | Out-Null
Get-ChildItem "C:\\Scans\\<<y>>" -Filter *.pdf | ForEach-Object {
    Copy-Item $_.FullName "B:\\<<org>>\\$($_.Name)" -Force
}
Remove-PSDrive B
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "hausverw_aufzug_wartungsvertrag_ocr_txt",
    ("Scans/Aufzug/Wartungsvertrag_Haus<<n>>_OCR.txt", "Verträge/<<org>>/Aufzug <<y>> Anlage3.txt"),
    """Anlage 3 zum Wartungsvertrag Nr. AW-<<n3>>/<<y>>
Aufzugsanlage: <<org>>, Haus <<n>>, Fabr.-Nr. <<n3>><<n3>>

Zugangsdaten Fernnotruf / Fernüberwachung (Webportal)
Portal:    https://service.liftaxcare.de
Kunden-Nr.: <<n3>><<pin>>
Benutzer:  <<user>>
Kennwort:  <<cred>>

Notrufnummer (24h): 0800 <<n3>> <<pin>>
Die Zugangsdaten sind vertraulich zu behandeln und nur an
berechtigte Personen des Auftraggebers weiterzugeben.
                                            Seite 7 von 9
""",
    cred="pw_alnum",
)

F.reg(
    "hausverw_immoscout_api_java_properties",
    (
        "expose-export/src/main/resources/immoscout.properties",
        "tools/<<org>>-expose/config/is24_<<n>>.properties",
    ),
    """# Export der freien Wohnungen nach ImmobilienScout24 (REST-API)
is24.base.url=https://rest.immobilienscout24.de/restapi/api
is24.consumer.key=<<org>>Key
is24.consumer.secret=<<cred>>
is24.access.token=<<id>>
is24.customer.number=<<n3>><<n3>>
export.contact.email=vermietung@<<dom>>
""",
    cred="alnum:24",
    syntax="",
)

F.reg(
    "hausverw_msmtprc_nebenkosten_versand",
    ("home/<<user>>/.msmtprc", "srv/<<org>>/nebenkosten/msmtprc"),
    """# msmtp: Versand der Nebenkostenabrechnungen (Skript nk-versand.sh)
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        verwaltung
host           smtp.<<dom>>
port           587
from           nebenkosten@<<dom>>
user           nebenkosten@<<dom>>
password       <<cred>>

account default : verwaltung
""",
    cred="pw_bare",
    syntax="",
)
