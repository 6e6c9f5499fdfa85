"""Family f: a law firm (cabinet de avocat) in Cluj-Napoca (Romania)."""

# ruff: noqa: E501

from __future__ import annotations

import base64

from fortyseventh_spec import Fam, alnum, dec_basic, hexs

F = Fam(
    "avocat_cluj_napoca",
    ("cabinet-avocat-someseni", "avocat-popescu-cluj", "sca-napoca-juris", "avocatura-manastur"),
    "ro",
    (
        "andrei",
        "ioana",
        "mihai",
        "elena",
        "bogdan",
        "alexandra",
        "radu",
        "cristina",
        "vlad",
        "oana",
    ),
    ("popescu", "ionescu", "muresan", "pop", "moldovan", "rus", "suciu", "bogdan", "man", "sabau"),
    (
        "someș",
        "feleac",
        "napoca",
        "dosar",
        "instanța",
        "sentința",
        "mamaliga",
        "sarmale",
        "ardeal",
        "toamna",
        "primavara",
        "cetatuia",
        "codul",
        "avocat",
    ),
    "40",
    city="Cluj-Napoca",
)

F.reg(
    "avocat_anaf_efactura_oauth_python",
    ("efactura/<<org>>/anaf_token.py", "home/<<first>>/scripturi/efactura_descarcare_<<year>>.py"),
    '''"""Descarca facturile primite din SPV (e-Factura ANAF) pentru contabilitate."""

import requests

CLIENT_ID = "<<client>>"
CLIENT_SECRET = "<<cred>>"
REDIRECT_URI = "https://<<dom>>/anaf/callback"


def refresh(refresh_token: str) -> dict:
    r = requests.post(
        "https://logincert.anaf.ro/anaf-oauth2/v1/token",
        data={"grant_type": "refresh_token", "refresh_token": refresh_token},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
''',
    "hex:64",
    extra=lambda rng, s: s.update(client=hexs(rng, 48)),
)

F.reg(
    "avocat_email_parola_spv",
    ("Mail/Inbox/<<id>>.eml", "Documente/Email/acces ghiseul <<date>>.eml"),
    """From: <<fname2>> <<lname2>> <<<email2>>>
To: <<email>>
Subject: Acces platforma dosare - colaborator nou
Date: Tue, <<day>> Nov <<year>> <<hh>>:<<mm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Bună ziua,

Pentru colaboratorul nou am creat contul în aplicația de gestiune a dosarelor:

utilizator: <<login>>
parola: <<cred>>

Vă rog să nu trimiteți parola mai departe.

Cu stimă,
<<fname2>> <<lname2>>
Cabinet de avocat <<org_title>>
""",
    "pw",
    syntax="",
)

F.reg(
    "avocat_nextcloud_config_php",
    ("var/www/nextcloud-<<org>>/config/config.php", "backup/<<date>>/nextcloud/config/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<id>>x',
  'trusted_domains' => array (0 => 'dosare.<<dom>>'),
  'datadirectory' => '/srv/nextcloud/data',
  'dbtype' => 'mysql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nc_<<n>>',
  'dbpassword' => '<<cred>>',
  'mail_smtpmode' => 'smtp',
  'mail_smtphost' => 'mail.<<dom>>',
  'installed' => true,
);
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "avocat_whatsapp_parola_legis",
    ("WhatsApp/Conversatie WhatsApp cu <<fname>>.txt", "Documente/chat_secretariat_<<date>>.txt"),
    """<<dmy>>, <<t1>> - <<fname2>>: Bună, avem nevoie de Legis pentru dosarul de mâine
<<dmy>>, <<t2>> - <<fname>>: contul cabinetului e <<email>>
<<dmy>>, <<t2>> - <<fname>>: parola <<cred>>
<<dmy>>, <<t3>> - <<fname2>>: Mersi mult!
""",
    "human",
    syntax="",
)

F.reg(
    "avocat_kyocera_addressbook_xml_smb",
    ("imprimanta/<<host>>/AddressBook_<<date>>.xml", "Documente/IT/kyocera-export-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceAddressBook_v5_2>
  <Item Type="Contact" Id="<<n>>" DisplayName="Scan Secretariat" SendKeisyou="0" MailAddress="" SendCorpName="" SendPostName=""
        SmbHostName="<<host>>" SmbPath="scan" SmbLoginName="<<login>>" SmbLoginPasswd="<<cred>>" SmbPort="445"
        FtpPath="" FtpHostName="" FtpLoginName="" FtpLoginPasswd="" FtpPort="21" FaxNumber="" />
</DeviceAddressBook_v5_2>
""",
    "pw_xml",
)

F.reg(
    "avocat_portal_just_sticky_ocr",
    ("Scanari/bilet_<<id>>.txt", "Documente/Scan/OCR_birou_<<date>>.txt"),
    """PORTAL INSTANTE / dosare electronice
user: <<login>>
parolă: <<cred>>
(schimbată în <<month>>.<<year>>)
""",
    "human",
    syntax="",
)


def _basic(s: dict) -> str:
    return base64.b64encode(f"{s['login']}:{s['cred']}".encode()).decode()


F.reg(
    "avocat_carddav_http_dump_basic",
    ("Documente/IT/carddav-debug-<<date>>.txt", "logs/<<host>>/davx5-<<n>>.txt"),
    """PROPFIND /remote.php/dav/addressbooks/users/<<login>>/clienti/ HTTP/1.1
Host: dosare.<<dom>>
User-Agent: DAVx5/4.4.1-ose (Android 14)
Depth: 1
Content-Type: application/xml; charset=utf-8
Authorization: Basic <<enc>>
Content-Length: 187

HTTP/1.1 207 Multi-Status
Content-Type: application/xml; charset=utf-8
""",
    "pw",
    syntax="",
    decode=dec_basic,
    encode=_basic,
)

F.reg(
    "avocat_restic_backup_script_b2",
    ("opt/backup/<<org>>/restic-dosare.sh", "home/<<first>>/bin/backup_dosare_<<n>>.sh"),
    """#!/bin/bash
# backup zilnic al dosarelor scanate in Backblaze B2
export B2_ACCOUNT_ID="00<<id>>0000000<<n>>"
export B2_ACCOUNT_KEY="K005<<b2>>"
export RESTIC_REPOSITORY="b2:<<org>>-dosare:/restic"
export RESTIC_PASSWORD="<<cred>>"
restic backup /srv/dosare --tag zilnic
restic forget --keep-daily 14 --keep-monthly 12 --prune
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: s.update(b2=alnum(rng, 27)),
)
