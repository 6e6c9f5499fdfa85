# ruff: noqa: E501
"""Family g: a freelancer's home office in Leipzig (Germany): invoices, the tax return, the
tax adviser and the NAS in the study; German."""

from __future__ import annotations

import base64
import re

from fiftyninth_spec import Fam, b64

F = Fam(
    "leipzig_freelancer_home_office_tax",
    tld="de",
    orgs=("steuerfuchs", "plagwitzpixel", "auenwaldtext"),
    first=(
        ("Anja", "anja"),
        ("Jörg", "joerg"),
        ("Katrin", "katrin"),
        ("Lukas", "lukas"),
        ("Sabine", "sabine"),
        ("Felix", "felix"),
        ("Ute", "ute"),
        ("Jonas", "jonas"),
    ),
    last=(
        ("Müller", "mueller"),
        ("Schröder", "schroeder"),
        ("Hoffmann", "hoffmann"),
        ("Krause", "krause"),
        ("Lehmann", "lehmann"),
        ("Weißbach", "weissbach"),
    ),
    words=(
        "rbleipzig",
        "connewitz",
        "gose",
        "voelki",
        "plagwitz",
        "kaffee",
        "sommer",
        "fahrrad",
        "lipsia",
        "auensee",
    ),
    pets=("bello", "mieze", "krümel", "flocke", "lotte", "bruno"),
    mail=("gmx.de", "web.de", "posteo.de", "t-online.de", "mailbox.org"),
    cc="+49",
    ssid=("FRITZ!Box 7590 ", "Vodafone-", "o2-WLAN", "WLAN-", "Telekom-"),
)


def _fz(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>{s["dom"]}</Host>
            <Port>21</Port>
            <Protocol>4</Protocol>
            <Type>0</Type>
            <User>{s["login"]}</User>
            <Pass encoding="base64">{enc}</Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
            <Name>Kunde {s["la"].capitalize()} Webseite</Name>
            <RemoteDir>1 0 8 htdocs</RemoteDir>
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
"""


F.reg(
    "leipzig_filezilla_sitemanager_base64_pass",
    (
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "Backup/Laptop_<<ymd>>/FileZilla/sitemanager-<<n>>.xml",
    ),
    _fz,
    cred="pw_xml",
    decode=lambda text: base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text).group(1)
    ).decode(),
)

F.reg(
    "leipzig_steuer_notiz_md_elster_pfx_pin",
    ("Notizen/Steuer <<year>>.md", "Dokumente/Steuern/<<year>>/notizen_<<n>>.md"),
    """# Steuer <<year>> – Checkliste

- [x] Belege Arbeitszimmer (Miete anteilig 14 %)
- [x] Fahrtkosten Kunden
- [ ] Umsatzsteuervoranmeldung Q4
- ELSTER-Zertifikat: `elster_<<la>>_<<year>>.pfx` (liegt auf dem NAS unter /Steuer)
- Passwort für die Zertifikatsdatei: <<cred>>
- Steuernummer 232/<<n3>>/<<n4>><<n>>
""",
    cred="human",
)

F.reg(
    "leipzig_lexoffice_api_python_rechnungsexport",
    (
        "Projekte/buchhaltung/lexoffice_export_<<n>>.py",
        "Users/<<fa>>/scripts/rechnungen_<<ymd>>.py",
    ),
    '''"""Holt alle Rechnungen des Jahres aus lexoffice und legt die PDFs auf dem NAS ab."""

import requests

API_KEY = "<<cred>>"
BASE = "https://api.lexoffice.io/v1"
HEADERS = {"Authorization": f"Bearer {API_KEY}", "Accept": "application/json"}

resp = requests.get(f"{BASE}/voucherlist?voucherType=invoice&voucherStatus=any", headers=HEADERS, timeout=30)
for v in resp.json()["content"]:
    print(v["voucherNumber"], v["totalAmount"])
''',
    cred="b64u:36",
)

F.reg(
    "leipzig_aqbanking_pinfile_hbci",
    ("Users/<<fa>>/.aqbanking/pinfile_<<n>>", "home/<<fa>>/banking/pinfile.<<ymd>>"),
    """# aqbanking-cli -P pinfile request --transactions
# Geschäftskonto
PIN_86055592_<<n4>><<n4>>  = "<<cred>>"
# privat (nur lesen)
# PIN_43060967_<<n4>><<n3>> = ""
""",
    cred="human_x",
)

F.reg(
    "leipzig_msmtprc_rechnungsversand",
    ("home/<<fa>>/.msmtprc", "Users/<<fa>>/dotfiles_<<n>>/msmtprc"),
    """# Rechnungen per mutt/msmtp
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        buero
host           smtp.<<mp>>
port           587
from           rechnung@<<dom>>
user           rechnung@<<dom>>
password       <<cred>>

account default : buero
""",
    cred="pw_bare",
    extra=lambda rng, s: {"mp": rng.choice(("ionos.de", "strato.de", "mailbox.org"))},
)


def _ps(s: dict) -> str:
    script = (
        f"net use Z: \\\\{s['lan']}\\buero /user:{s['fa']} '{s['cred']}' /persistent:no; "
        "robocopy C:\\Users\\Public\\Rechnungen Z:\\Rechnungen /MIR /R:1 /W:1"
    )
    enc = base64.b64encode(script.encode("utf-16-le")).decode()
    return (
        "@echo off\r\nREM Nächtliche Sicherung der Rechnungen auf das NAS (Aufgabenplanung 02:30)\r\n"
        f"powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand {enc}\r\n"
        "exit /b %ERRORLEVEL%\r\n"
    )


def _ps_dec(text: str) -> str:
    enc = re.search(r"-EncodedCommand (\S+)", text).group(1)
    script = base64.b64decode(enc).decode("utf-16-le")
    return re.search(r"/user:\S+ '([^']+)'", script).group(1)


F.reg(
    "leipzig_cmd_powershell_encodedcommand_nas_sicherung",
    ("Users/<<fa>>/Skripte/sicherung_nas_<<n>>.cmd", "Buero/Backup/nachtsicherung_<<ymd>>.cmd"),
    _ps,
    cred="pw_sq",
    decode=_ps_dec,
)

F.reg(
    "leipzig_n8n_env_sevdesk_token",
    ("docker/n8n/.env", "home/<<fa>>/n8n-<<n>>/.env"),
    """# n8n auf dem Synology im Arbeitszimmer
GENERIC_TIMEZONE=Europe/Berlin
N8N_HOST=n8n.<<dom>>
N8N_ENCRYPTION_KEY=<<ek>>
SEVDESK_API_TOKEN=<<cred>>
WEBHOOK_URL=https://n8n.<<dom>>/
""",
    cred="hex:32",
    syntax="",
    extra=lambda rng, s: {"ek": b64(rng, 24)},
)

F.reg(
    "leipzig_email_steuerberater_zip_passwort",
    (
        "Mail/Gesendet/Unterlagen ESt <<year>> <<n>>.eml",
        "Thunderbird/Sent/steuerberater_<<ymd>>.eml",
    ),
    """From: <<fn>> <<ln>> <<<email>>>
To: kanzlei@<<dom>>
Subject: Unterlagen ESt <<year>> – Passwort
Date: Mon, 17 Mar <<year>> 08:55:20 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Sehr geehrte Frau Krause,

wie telefonisch besprochen hier das Passwort für die ZIP-Datei mit den
Belegen (kam gestern per WeTransfer):

<<cred>>

Das gleiche Passwort gilt für die Excel-Liste der Betriebsausgaben.

Mit freundlichen Grüßen
<<fn>> <<ln>>
""",
    cred="human",
)
