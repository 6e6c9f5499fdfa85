# ruff: noqa: E501
"""Family k: an osteopath's practice (cabinet d'ostéopathie) in Lyon, France (French)."""

from __future__ import annotations

import base64
import json

from hundredthirtysecond_spec import Fam, enc_basic

FAM = Fam(
    name="osteopathe_manuelle",
    orgs=("ostealis", "osteolyon", "croixrousse", "fourvosteo"),
    tld="fr",
    first=(
        ("Amélie", "amelie"),
        ("Théo", "theo"),
        ("Chloé", "chloe"),
        ("Julien", "julien"),
        ("Hélène", "helene"),
        ("Mathieu", "mathieu"),
        ("Inès", "ines"),
    ),
    last=(
        ("Lefèvre", "lefevre"),
        ("Moreau", "moreau"),
        ("Girard", "girard"),
        ("Bonnet", "bonnet"),
        ("Faure", "faure"),
        ("Rousseau", "rousseau"),
    ),
    words=(
        "lyon",
        "fourviere",
        "bouchon",
        "saone",
        "rhone",
        "croixrousse",
        "canut",
        "quenelle",
        "soleil",
        "olympique",
        "bellecour",
        "colonne",
        "dos",
        "vertebre",
    ),
    pets=("filou", "caramel", "minou", "oscar", "praline", "pistache", "gribouille"),
    cc="+33 6",
    cities=("Lyon 4e", "Villeurbanne", "Caluire", "Lyon 7e"),
    kb=("azerty", "azertyuiop", "1a2z3e4r", "qsdfgh", "wxcvbn", "aqwzsx"),
)
F = FAM

F.reg(
    "osteo_whatsapp_fr_mot_de_passe_doctolib",
    ("WhatsApp/Discussion WhatsApp avec <<first2>>.txt", "chats/cabinet_<<fa2>>_<<ymdc>>.txt"),
    """<<dd>>/<<mo>>/<<year>> <<time>> - <<first>> <<last>>: Coucou, je remplace <<first2>> demain, tu peux me redonner l'accès à Doctolib Pro ?
<<dd>>/<<mo>>/<<year>> <<time2>> - <<first2>> <<last2>>: identifiant : <<email2>>
<<dd>>/<<mo>>/<<year>> <<time2>> - <<first2>> <<last2>>: mdp : <<cred>>
<<dd>>/<<mo>>/<<year>> <<time2>> - <<first2>> <<last2>>: le code SMS arrive sur mon tel, je te le transfère demain matin
<<dd>>/<<mo>>/<<year>> <<time2>> - <<first>> <<last>>: Top merci !
""",
    cred="human",
    syntax="",
)

F.reg(
    "osteo_payplug_acompte_php",
    ("site/<<org>>/inc/payplug.php", "wordpress/wp-content/themes/<<org>>/payplug-<<n>>.php"),
    """<?php
// Acompte de réservation (séance nourrisson) - PayPlug
require_once __DIR__ . '/vendor/autoload.php';

\\Payplug\\Payplug::init([
    'secretKey'  => '<<cred>>',
    'apiVersion' => '2019-08-06',
]);

$payment = \\Payplug\\Payment::create([
    'amount'   => 2000,
    'currency' => 'EUR',
    'hosted_payment' => ['return_url' => 'https://<<domain>>/merci', 'cancel_url' => 'https://<<domain>>/annulation'],
]);
""",
    cred="p:payplug",
    syntax="",
)

F.reg(
    "osteo_sumup_terminal_env",
    ("caisse/.env", "<<org>>-facturation/.env.local"),
    """# SumUp - encaissement sur le terminal Solo via l'API Cloud
SUMUP_MERCHANT_CODE=M<<hexid>>
SUMUP_API_KEY=<<cred>>
SUMUP_READER_ID=rdr_<<hexid>>
FACTURE_PREFIX=OST-<<year>>-
""",
    cred="x:sup_sk_:32",
    syntax="",
)

F.reg(
    "osteo_brevo_rappel_sms_python",
    ("rappels/rappel_rdv.py", "<<org>>/scripts/sms_veille_<<n>>.py"),
    '''"""Rappel SMS la veille du rendez-vous (Brevo transactional SMS)."""

import requests

BREVO_API_KEY = "<<cred>>"


def rappel(tel: str, heure: str) -> None:
    requests.post(
        "https://api.brevo.com/v3/transactionalSMS/sms",
        headers={"api-key": BREVO_API_KEY, "content-type": "application/json"},
        json={"sender": "<<orgc>>", "recipient": tel, "content": f"Rappel : RDV ostéo demain à {heure}. Cabinet <<orgc>>"},
        timeout=10,
    )
''',
    cred="p:brevo",
)


def _har(s: dict) -> str:
    return json.dumps(
        {
            "log": {
                "version": "1.2",
                "creator": {"name": "Firefox", "version": "128.0"},
                "entries": [
                    {
                        "startedDateTime": f"{s['ymd']}T{s['time']}:04.512+02:00",
                        "request": {
                            "method": "PROPFIND",
                            "url": f"https://nas.{s['domain']}:5006/dossiers-patients/",
                            "httpVersion": "HTTP/2",
                            "headers": [
                                {"name": "Host", "value": f"nas.{s['domain']}:5006"},
                                {"name": "Depth", "value": "1"},
                                {"name": "Authorization", "value": "Basic " + s["cred"]},
                            ],
                        },
                        "response": {"status": 207, "statusText": "Multi-Status"},
                    }
                ],
            }
        },
        indent=2,
    )


def _dec_har(text: str) -> str:
    for h in json.loads(text)["log"]["entries"][0]["request"]["headers"]:
        if h["name"] == "Authorization":
            return base64.b64decode(h["value"].split()[1]).decode().split(":", 1)[1]
    raise ValueError("no Authorization header")


F.reg(
    "osteo_har_webdav_authorization_basic",
    ("Téléchargements/nas.<<org>>.har", "debug/<<fa>>-webdav-<<n>>.har"),
    _har,
    cred="human",
    extra=lambda rng, s, fam: {"buser": s["fa"]},
    decode=_dec_har,
    encode=enc_basic,
    syntax="json",
)

F.reg(
    "osteo_email_mdp_google_agenda",
    (
        "Mail/Boîte de réception/agenda-<<fa>>-<<n>>.eml",
        "thunderbird/<<org>>/INBOX/<<ymdc>>_<<n>>.eml",
    ),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Accès agenda partagé du cabinet
Date: <<rfcdate>> +0200
Content-Type: text/plain; charset=utf-8

Bonjour <<first>>,

Pour ta collaboration le mardi et le jeudi, voici le compte Google du cabinet
(agenda partagé + Drive avec les fiches d'anamnèse) :
identifiant : cabinet@<<domain>>
mot de passe : <<cred>>

Merci de ne pas l'enregistrer sur un ordinateur partagé.
Bonne journée,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "osteo_smbcredentials_nas_backup",
    ("root/.smbcredentials", "etc/samba/cred-<<org>>-<<n>>"),
    """username=<<fa>>
password=<<cred>>
domain=CABINET
""",
    cred="pw",
    syntax="",
)

F.reg(
    "osteo_netrc_ovh_ftp",
    ("home/<<fa>>/.netrc", "sauvegarde/<<org>>/netrc_<<n>>"),
    """machine ftp.cluster0<<n>>.hosting.ovh.net
login <<org>>
password <<cred>>
""",
    cred="pw_bare",
    syntax="",
)
