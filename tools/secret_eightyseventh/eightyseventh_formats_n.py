# ruff: noqa: E501
"""Family n: a comptoir d'encaissement de chèques (cheque-cashing shop) in Quebec, Canada:
the Moneris gateway, Equifax Canada, Twilio SMS, a cheque scanner, Sage 50, Hikvision cameras;
Quebec French e-mail and Messenger."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from eightyseventh_corpus import gen_pw  # type: ignore[attr-defined]
from eightyseventh_spec import Fam

F = Fam(
    name="encaisse_cheque_cashing",
    orgs=("chequeclair", "comptoirstlaurent"),
    brands=("Chèque Clair Encaissement", "Comptoir Saint-Laurent"),
    tld="ca",
    first=(
        ("Jean-François", "jf"),
        ("Geneviève", "genevieve"),
        ("Mathieu", "mathieu"),
        ("Marie-Ève", "marieeve"),
        ("Sébastien", "sebastien"),
        ("Josée", "josee"),
        ("Luc", "luc"),
        ("Nathalie", "nathalie"),
    ),
    last=(
        ("Tremblay", "tremblay"),
        ("Gagnon", "gagnon"),
        ("Bouchard", "bouchard"),
        ("Côté", "cote"),
        ("Pelletier", "pelletier"),
        ("Lévesque", "levesque"),
    ),
    words=(
        "poutine",
        "tabarnak",
        "caribou",
        "habs",
        "erable",
        "tuque",
        "cabane",
        "beluga",
        "nordiques",
        "pinasse",
        "dépanneur",
        "chalet",
    ),
    pets=("pitou", "minou", "caramel", "ti-loup", "filou", "gizmo"),
    places=(
        ("Hochelaga", "hochelaga"),
        ("Verdun", "verdun"),
        ("Saint-Michel", "stmichel"),
        ("Longueuil", "longueuil"),
        ("Laval", "laval"),
    ),
    cc="+1",
    mobile=("514", "438", "450"),
    nlocal=7,
)

F.reg(
    "encaisse_moneris_gateway_php",
    ("caisse/moneris_config.php", "comptoir-<<placea>>/inc/moneris.php"),
    """<?php
// Passerelle Moneris (paiement des frais d'encaissement par carte)
$store_id  = 'monca<<n4>><<n1>>';
$api_token = '<<cred>>';
$processing_country_code = 'CA';
$test_mode = false;
""",
    cred="p:moneris",
)

F.reg(
    "encaisse_courriel_mot_de_passe_equifax",
    ("Courriel/Boite/<<ymd>>_equifax_<<n3>>.eml", "mail/<<fa>>/INBOX/<<ts>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Accès Equifax - vérification d'identité au comptoir
Date: Fri, <<day>> May <<year>> <<hms>> -0400
Content-Type: text/plain; charset=UTF-8

Salut <<fn>>,

À partir de lundi tu t'occupes des vérifications Equifax au comptoir de <<place>>.

Nom d'usager : <<user>>
Mot de passe : <<cred>>

Change-le à ta première connexion, pis efface ce courriel.

Merci!
<<fn2>>
""",
    cred="human",
)

F.reg(
    "encaisse_twilio_cheque_ready_node",
    ("notif/cheque_pret.js", "comptoir-<<placea>>/sms.js"),
    """// Texto au client quand la retenue sur le chèque est levée
const twilio = require('twilio');

const accountSid = 'AC<<sid>>';
const authToken = '<<cred>>';
const client = twilio(accountSid, authToken);

module.exports = (to, montant) =>
  client.messages.create({ from: '+1514<<n3>><<n4>>', to, body: `Votre chèque de ${montant} $ est prêt au comptoir <<place>>.` });
""",
    cred="p:twilio",
    extra=lambda rng, s: {"sid": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "encaisse_tellerscan_upload_ini",
    ("C:/ProgramData/TellerScan/upload_<<placea>>.ini", "scanner/<<n2>>/tellerscan.ini"),
    """[Scanner]
Model=TS240
Endorse=1
ImageFormat=TIFF G4

[Archive]
; images recto/verso des chèques vers le serveur du siège
Url=sftp://<<ip2>>/cheques/<<placea>>
User=scan_<<placea>>
Password=<<cred>>
""",
    cred="pw",
)

F.reg(
    "encaisse_messenger_copied_text_quebecois",
    ("Documents/messenger_<<fa>>_<<ymd>>.txt", "notes/jasette_<<n3>>.txt"),
    """<<fn2>> <<ln2>>
<<time>>
Allo! c quoi le mot de passe du poste 2 au comptoir? ça me barre dehors

Vous
<<time2>>
<<cred>>

<<fn2>> <<ln2>>
<<time2>>
merci ben 🙏
""",
    cred="human",
)

F.reg(
    "encaisse_sage50_backup_7zip_bat",
    ("C:/Scripts/sauvegarde_sage_<<placea>>.bat", "scripts/backup_<<n2>>.bat"),
    """@echo off
rem Sauvegarde nocturne Sage 50 (comptabilité du comptoir)
set DEST=\\\\<<ip2>>\\sauvegardes\\<<placea>>
"C:\\Program Files\\7-Zip\\7z.exe" a -t7z -mhe=on -p<<cred>> "%DEST%\\sage50_%date:~-4%%date:~3,2%%date:~0,2%.7z" "C:\\Sage\\Compta<<placea>>.SAI"
""",
    cred="pw_bare",
    syntax="",
)


def _xml_cred(rng: random.Random, fam: Fam) -> str:
    return gen_pw(rng, sym="&<>")


def _xml_conf(s: dict) -> str:
    esc = str(s["cred"]).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <verificationCheques fournisseur="ChequeGuard" succursale="{s["placea"]}">
    <utilisateur>{s["user"]}</utilisateur>
    <motDePasse>{esc}</motDePasse>
    <urlService>https://verif.{s["dom"]}/api/v2</urlService>
  </verificationCheques>
</configuration>
"""


F.reg(
    "encaisse_cheque_verification_xml_escaped",
    ("Encaissement/VerifCheques.exe.config", "comptoir-<<placea>>/verif_<<n2>>.config"),
    _xml_conf,
    cred=_xml_cred,
    syntax="xml",
    decode=lambda t: ET.fromstring(t.encode()).find("./verificationCheques/motDePasse").text or "",
)

F.reg(
    "encaisse_hikvision_isapi_digest_python",
    ("cameras/snapshot_comptoir.py", "outils/<<placea>>_hik_snap.py"),
    '''"""Photo du client au comptoir jointe au dossier d'encaissement (Hikvision ISAPI)."""

import requests
from requests.auth import HTTPDigestAuth

CAM = "http://<<ip>>/ISAPI/Streaming/channels/101/picture"
AUTH = HTTPDigestAuth("admin", "<<cred>>")


def photo(dossier: str) -> None:
    r = requests.get(CAM, auth=AUTH, timeout=5)
    with open(f"/srv/dossiers/{dossier}.jpg", "wb") as fh:
        fh.write(r.content)
''',
    cred="pw_dq",
)
