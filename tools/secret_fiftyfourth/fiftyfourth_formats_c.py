"""Family c: a tax-advisory and payroll office (Steuerkanzlei) in Leoben (Austria), German."""

import random

from fiftyfourth_spec import LEOBEN as F
from fiftyfourth_spec import Slots, dec_qp_after, enc_qp, fill

F.reg(
    "leoben_finanzonline_session_webservice_login_xml",
    ("fon/<<org>>/login_request_<<num>>.xml", "schnittstellen/finanzonline/session_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ses="https://finanzonline.bmf.gv.at/fon/ws/session">
  <soapenv:Header/>
  <soapenv:Body>
    <ses:loginRequest>
      <ses:tid><<big>>45</ses:tid>
      <ses:benid>WS<<lname>></ses:benid>
      <ses:pin><<cred>></ses:pin>
      <ses:herstellerid>ATU<<big>>1</ses:herstellerid>
    </ses:loginRequest>
  </soapenv:Body>
</soapenv:Envelope>
""",
    cred="pw_xml",
)

F.reg(
    "leoben_bmd_ntcs_datenbank_ini_passwort",
    ("BMD/<<org>>/bmdntcs_<<num>>.ini", "C:/BMDNTCS/conf/datenbank_<<year>>.ini"),
    """; BMD NTCS Datenbankanbindung - Kanzlei <<org_cap>>, <<city>>
[Datenbank]
Typ=MSSQL
Server=<<host>>\\BMD
Datenbank=BMDNTCS_<<year>>
Benutzer=bmd_app
Passwort=<<cred>>

[Sicherung]
Pfad=\\\\<<ip>>\\sicherung\\bmd
Aufbewahrung=30
""",
    cred="pw",
)

F.reg(
    "leoben_german_email_kennwort_mandantenportal",
    ("postfach/<<fname>>/<<date>>_mandantenportal.eml", "mails/portal_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Zugang Mandantenportal - Belege Q<<num2>>
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Liebe <<first2>>,

der Mandant hat seine Zugangsdaten vergessen, ich habe sie zurückgesetzt. Bitte ruf ihn an
und gib sie telefonisch durch (nicht per Mail weiterleiten!):

Benutzer: <<login>>
Kennwort: <<cred>>

Er soll die Belege für die UVA bis zum 15. hochladen.

Glück auf
<<first>>
Steuerberatung <<org_cap>>
""",
    cred="human",
)

F.reg(
    "leoben_ebics_client_properties_keystore_passwort",
    ("ebics/<<org>>/ebics.properties", "zahlungsverkehr/ebics_<<num>>.properties"),
    """# EBICS-Client Lohnzahlungen (SEPA pain.001) - <<org_cap>>
ebics.host.id=RZBAATWW
ebics.url=https://ebics.raiffeisen.at/ebicsweb/ebicsweb
ebics.partner.id=P<<big>>
ebics.user.id=U<<num>>
ebics.keystore.path=/srv/ebics/<<org>>/keystore.p12
ebics.keystore.password=<<cred>>
ebics.order.type=CCT
""",
    cred="pw",
    syntax="",
)

F.reg(
    "leoben_teams_chat_kopie_passwort_usp",
    ("notizen/teams_<<fname>>_<<date>>.txt", "uebergabe/chat_<<num>>.txt"),
    """[<<ddmmyyyy>> <<time>>] <<first>> <<last>>
Hast du die USP-Zugangsdaten für die Lohnverrechnung von Mandant <<num>>? ELDA meldet Fehler

[<<ddmmyyyy>> <<time2>>] <<first2>> <<last2>>
ja, Benutzer ist <<login>>, Passwort <<cred>>
bitte nach der Anmeldung gleich ändern, das war nur provisorisch
""",
    cred="human",
)

F.reg(
    "leoben_bank_sync_yaml_client_secret",
    ("sync/<<org>>/config.yml", "bankabgleich/<<num>>/settings.yml"),
    """# Kontoauszüge (camt.053) -> BMD Buchungsimport
kanzlei: <<org_cap>>
bank:
  provider: george-business
  base_url: https://api.erstegroup.com/psd2/v1
  client_id: <<uuid>>
  client_secret: "<<cred>>"
  scope: AIS
ausgabe:
  verzeichnis: /srv/import/camt
  format: camt053
""",
    cred="alnum:40",
)

F.reg(
    "leoben_powershell_sicherung_net_use_user",
    ("skripte/sicherung_<<org>>.ps1", "C:/Skripte/nas_backup_<<num>>.ps1"),
    """# Nächtliche Sicherung der Mandantenakten auf das NAS
$Datum = Get-Date -Format 'yyyy-MM-dd'
net use Z: \\\\<<ip>>\\kanzlei /user:<<org>>\\sicherung <<cred>> /persistent:no
robocopy D:\\Mandanten Z:\\Mandanten\\$Datum /MIR /R:1 /W:5 /LOG:C:\\Skripte\\log_$Datum.txt
net use Z: /delete /y
""",
    cred="pw_bare",
)

_UMLAUT_WORDS = ("kernöl", "glückauf", "Grüße", "Bärlauch", "Schöckl", "Mürz")


def _qp_pw(rng: random.Random, s: Slots) -> Slots:
    pw = f"{rng.choice(_UMLAUT_WORDS).capitalize()}{rng.randint(1990, 2027)}{rng.choice('!#.-')}"
    body = fill(
        """Hallo <<first2>>,

für die Lohnverrechnung ist das neue Passwort für den Zertifikatsspeicher
(ELDA-Signatur, Kartenleser im Sekretariat):

Passwort: <<pw>>

Bitte in den Tresor und nicht auf den Monitor kleben.

LG <<first>>
""",
        first2=s["first2"],
        first=s["first"],
        pw=pw,
    )
    return {"cred": pw, "body": enc_qp(body)}


F.reg(
    "leoben_email_quoted_printable_umlaut_passwort",
    ("postfach/<<fname>>/elda_<<num>>.eml", "mails/zertifikat_<<date>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: =?utf-8?q?ELDA_Zertifikat_Passwort?=
Date: <<rfcdate>>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    extra=_qp_pw,
    decode=dec_qp_after("Passwort:"),
)
