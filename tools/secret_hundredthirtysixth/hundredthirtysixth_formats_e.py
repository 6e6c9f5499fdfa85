# ruff: noqa: E501
"""Family e: a periodic vehicle inspection station (HU / AU Prüfstelle) in the Ruhr, Germany."""

from __future__ import annotations

from hundredthirtysixth_spec import Fam, after, alnum, dec_qp, enc_qp, pick

F = Fam(
    name="germany_hauptuntersuchung_pruefstelle",
    orgs=("pruefwerk", "plakettenhof", "hubodenstein"),
    tld="de",
    first=(
        "lukas",
        "anna",
        "jonas",
        "lea",
        "felix",
        "sophie",
        "maximilian",
        "marie",
        "tobias",
        "katharina",
    ),
    last=(
        "mueller",
        "schmidt",
        "schneider",
        "fischer",
        "weber",
        "meyer",
        "wagner",
        "becker",
        "schulz",
        "hoffmann",
    ),
    words=(
        "plakette",
        "bremse",
        "pruefstand",
        "werkstatt",
        "schrauber",
        "kaefer",
        "bulli",
        "borussia",
        "schalke",
        "fruehling",
        "kennzeichen",
        "abgas",
        "zeche",
        "currywurst",
    ),
    cities=("Bochum", "Dortmund", "Essen", "Gelsenkirchen", "Herne", "Witten"),
    cc="+49 171",
    plates=("BO-LL DDDD", "DO-LL DDD", "E-LL DDDD", "GE-L DDDD"),
    llast=(
        "Müller",
        "Schmidt",
        "Schneider",
        "Fischer",
        "Weber",
        "Meyer",
        "Wagner",
        "Becker",
        "Schulz",
        "Hoffmann",
    ),
)

F.reg(
    "hu_adapter_fsd_zertifikat_import_ps1",
    (
        "IT/<<org>>/Skripte/FSD-Zertifikat-Import.ps1",
        "Pruefplatz<<n>>/<<org>>/install_hu_adapter_cert.ps1",
    ),
    """# Import des FSD-Client-Zertifikats für den HU-Adapter 21 auf den Prüfplatzrechnern
# Aufruf als Administrator, Stand <<dmy_dot>> (<<lfirst>> <<llast>>)
$ErrorActionPreference = 'Stop'

$pfx = '\\\\<<host>>\\it$\\zertifikate\\<<org>>_hu_adapter_<<y>>.pfx'
$pw  = ConvertTo-SecureString -String '<<cred>>' -Force -AsPlainText

Import-PfxCertificate -FilePath $pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $pw -Exportable:$false
Write-Host "Zertifikat importiert auf $env:COMPUTERNAME"

Restart-Service -Name 'HUAdapterService' -ErrorAction SilentlyContinue
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "hu_kunden_wlan_aushang_ocr",
    ("Scans/<<org>>/Aushang_Wartebereich_<<n>>.txt", "ocr/<<org>>/IMG_<<num4>>_wlan.txt"),
    """Herzlich willkommen bei <<orgc>> <<city>>!

Ihre Hauptuntersuchung dauert ca. 30-45 Minuten.
Bitte warten Sie im Wartebereich, wir rufen Ihr
Kennzeichen auf.

Kunden-WLAN
Netzwerk:   <<orgc>>-Gast
Schlüssel:  <<cred>>

Kaffee & Wasser gratis - bitte bedienen Sie sich :-)
""",
    "human_x",
    syntax="",
)

F.reg(
    "hu_terminbuchung_wp_config_php",
    ("termine-<<org>>/wp-config.php", "htdocs/<<org>>-hu-termine/wp-config.php"),
    """<?php
/**
 * Grundeinstellungen für WordPress (HU-Terminbuchung <<orgc>>)
 *
 * @package WordPress
 */

// ** Datenbank-Einstellungen ** //
define( 'DB_NAME', 'wp_hutermine' );
define( 'DB_USER', 'hutermine_<<org>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'hut_';

define( 'WP_DEBUG', false );
define( 'WPLANG', 'de_DE' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

_UMLAUT = (
    "Prüfstand",
    "Bremsprüfung",
    "Plakettenkönig",
    "Hebebühne",
    "Schlüssel",
    "Frühling",
    "Käfer",
    "Übergabe",
    "Prüfstelle",
    "Größe",
)


def _umlaut_pw(rng, s):
    return f"{pick(rng, _UMLAUT)}{pick(rng, ('!', '#', '.', '+'))}{rng.randint(10, 2026)}"


def _qp_mail(s):
    body = f"""Hallo {s["lfirst"]},

wie besprochen hier die Zugangsdaten für DATEV
Unternehmen online (Kassenbuch und Belegtransfer
der Prüfstelle {s["city"]}):

Benutzer: {s["org"]}.kasse
Passwort: {s["cred"]}

Bitte die Belege vom Vormonat bis zum 10. hochladen,
die HU-Gebühren-Abrechnung mit der
Überwachungsorganisation schicke ich separat.

Viele Grüße
{s["full2"]}
Steuerbüro Rüdiger & Partner
"""
    return (
        f"From: {s['full2']} <kanzlei@ruediger-partner-stb.de>\n"
        f"To: {s['full']} <{s['email']}>\n"
        f"Subject: =?utf-8?Q?Zug=C3=A4nge_DATEV_Unternehmen_online?=\n"
        f"Date: {s['d']} {s['mon']} {s['y']} {s['hms']} +0100\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


F.reg(
    "hu_datev_zugang_email_quoted_printable",
    (
        "Mail/<<first>>/Zugaenge DATEV Unternehmen online.eml",
        "Outlook-Export/<<org>>/<<date>>_datev_zugang.eml",
    ),
    _qp_mail,
    _umlaut_pw,
    syntax="",
    decode=lambda t: after(r"^Passwort: (.+)$", dec_qp(t.split("\n\n", 1)[1])),
)

F.reg(
    "hu_teams_chat_au_geraet_passwort",
    ("Teams/<<org>>/Chat_<<first>>_<<first2>>.txt", "Export/Teams/<<org>>-pruefer-<<date>>.txt"),
    """<<full2>>  <<dmy_dot>> <<hm>>
Hi, weißt du das Passwort vom AU-Gerät an Bahn <<n>>? Nach dem Software-Update will es einen Login

<<full>>  <<dmy_dot>> <<hm2>>
Benutzer: pruefer
Passwort: <<cred>>

<<full2>>  <<dmy_dot>> <<hm2>>
Danke dir! 👍 Läuft wieder, der Golf mit <<plate>> ist durch

<<full>>  <<dmy_dot>> <<hm3>>
Top. Bitte nicht auf den Zettel am Monitor schreiben 😉
""",
    "human",
    syntax="",
)

F.reg(
    "hu_au_messdaten_upload_sftp_yaml",
    ("pruefplatz<<n>>/<<org>>/au-upload.yaml", "etc/<<org>>/messdaten/upload_<<city>>.yml"),
    """# Upload der AU-Messprotokolle (Abgasuntersuchung) an die Zentrale
pruefstelle: "<<orgc>> <<city>>"
pruefstellen_nr: "<<num6>>"
geraete:
  - typ: AU-Geraet Benzin
    seriennr: "AUB-<<num4>>"
  - typ: Partikelzaehler Diesel
    seriennr: "PZD-<<num4>>"
upload:
  protokoll: sftp
  host: sftp.<<dom>>
  port: 22
  benutzer: au_<<num4>>
  passwort: '<<cred>>'
  zielverzeichnis: /eingang/<<city>>
  intervall_minuten: 15
""",
    "pw_sq",
)

F.reg(
    "hu_sipgate_personal_access_sms_python",
    ("hu-erinnerung/<<org>>/sms_erinnerung.py", "scripts/<<org>>/hu_faellig_sms.py"),
    '''"""Schickt Kunden eine SMS, wenn die HU im nächsten Monat fällig wird (sipgate REST API)."""

import requests

SIPGATE_TOKEN_ID = "token-<<tid>>"
SIPGATE_TOKEN = "<<cred>>"
SMS_ID = "s<<n>>"


def sende_sms(nummer: str, kennzeichen: str, monat: str) -> None:
    text = (
        f"<<orgc>> <<city>>: Die HU für {kennzeichen} ist im {monat} fällig. "
        "Termin: https://termine.<<dom>>"
    )
    r = requests.post(
        "https://api.sipgate.com/v2/sessions/sms",
        auth=(SIPGATE_TOKEN_ID, SIPGATE_TOKEN),
        json={"smsId": SMS_ID, "recipient": nummer, "message": text},
        timeout=10,
    )
    r.raise_for_status()
''',
    "uuid",
    extra=lambda rng, s: {"tid": alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")},
)

F.reg(
    "hu_kasse_tse_fiskaly_env",
    ("kasse-<<org>>/.env", "opt/<<org>>/kassensystem/.env.production"),
    """# Kassensystem Prüfstelle <<city>> - TSE über fiskaly SIGN DE
KASSE_ID=<<org>>-kasse-<<n>>
FISKALY_API_KEY=live_<<key>>
FISKALY_API_SECRET=<<cred>>
FISKALY_TSS_ID=<<uuid>>
FISKALY_CLIENT_ID=<<hex8>>-<<num4>>
DRUCKER=Epson TM-m30II
""",
    "alnum:43",
    syntax="",
    extra=lambda rng, s: {"key": alnum(rng, 26, "abcdefghijklmnopqrstuvwxyz0123456789")},
)
