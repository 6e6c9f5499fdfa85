# ruff: noqa: E501
"""Family o: an international court's field office in Abidjan, Côte d'Ivoire: French, Nouchi
and Dioula."""

from __future__ import annotations

from ninetysixth_spec import Fam

F = Fam(
    name="court_field_office_ivoire",
    orgs=("pellonor-court", "icj-field", "pellonor-tribunal", "bureau-terrain"),
    tlds=("ci", "org.ci", "int"),
    first=(
        ("Aya", "aya"),
        ("Kouadio", "kouadio"),
        ("Adjoua", "adjoua"),
        ("Yao", "yao"),
        ("Mariam", "mariam"),
        ("Seydou", "seydou"),
        ("Affoué", "affoue"),
        ("Koffi", "koffi"),
    ),
    last=(
        ("Kouassi", "kouassi"),
        ("Konan", "konan"),
        ("Traoré", "traore"),
        ("Coulibaly", "coulibaly"),
        ("Bamba", "bamba"),
        ("N'Guessan", "nguessan"),
        ("Ouattara", "ouattara"),
    ),
    words=(
        "plateau",
        "cocody",
        "yopougon",
        "treichville",
        "attieke",
        "alloco",
        "garba",
        "zouglou",
        "coupedecale",
        "bassam",
        "yamoussoukro",
        "lagune",
        "elephants",
        "akwaba",
        "foutou",
        "bangui",
        "sassandra",
        "korhogo",
        "gbaka",
        "babi",
    ),
    pets=("rex", "bobby", "minou", "kiki", "tito", "medor"),
    cc="225",
    city=("Abidjan", "abidjan"),
)

F.reg(
    "courtfield_french_whatsapp_ios_mot_de_passe_nouchi",
    ("WhatsApp Chat - Bureau terrain <<n>>/_chat.txt", "Sauvegardes/whatsapp_<<ymd>>/_chat.txt"),
    """[<<date_sl>> <<hh>>:02:11] <<name2>>: On dit quoi, le PC de la salle d'audience refuse mon mot de passe là
[<<date_sl>> <<hh>>:03:40] <<name>>: Ça va aller. Prends le compte de la salle : audience<<n>>
[<<date_sl>> <<hh>>:03:52] <<name>>: mdp <<cred>>
[<<date_sl>> <<hh>>:04:30] <<name2>>: C'est bon, merci mon frère, on est ensemble 🙏
""",
    "human",
)

F.reg(
    "courtfield_evidence_upload_lftp_script",
    ("scripts/upload_evidence_<<n>>.sh", "home/<<user>>/bin/push_to_hq.sh"),
    """#!/bin/sh
# Envoi des pièces numérisées (victimes / témoins) vers le siège — chiffrées avant envoi
cd /srv/scans/<<date>> || exit 1
gpg --batch --yes -e -r registry@<<dom>> *.pdf
lftp -u <<user>>,'<<cred>>' -e "set sftp:auto-confirm yes; mirror -R --only-newer . /incoming/abidjan/<<date>>; bye" sftp://sftp.<<dom>>
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "courtfield_outreach_orange_sms_api_basic_env",
    ("outreach-sms/.env", "srv/outreach-<<n>>/.env"),
    """# Orange SMS API (Côte d'Ivoire) — sensibilisation / outreach
ORANGE_TOKEN_URL=https://api.orange.com/oauth/v3/token
ORANGE_AUTH_HEADER=Basic <<cred>>
ORANGE_SENDER=tel:+2250000
ORANGE_SENDER_NAME=BureauTerrain
""",
    "p:orange_money",
    syntax="",
)

F.reg(
    "courtfield_witness_allowance_wave_python",
    ("allowances/wave_payout_<<n>>.py", "home/<<user>>/finance/wave_payouts.py"),
    '''"""Paiement des indemnités de transport des témoins via Wave (XOF)."""

import uuid
import requests

WAVE_API_KEY = "<<cred>>"


def payout(mobile: str, amount: int, name: str) -> dict:
    resp = requests.post(
        "https://api.wave.com/v1/payout",
        headers={
            "Authorization": f"Bearer {WAVE_API_KEY}",
            "idempotency-key": str(uuid.uuid4()),
        },
        json={"currency": "XOF", "receive_amount": str(amount), "mobile": mobile, "name": name},
        timeout=30,
    )
    return resp.json()
''',
    "p:wave",
)

F.reg(
    "courtfield_french_email_mot_de_passe_relativity",
    ("Mail/Boîte de réception/<<ymd>>_<<n>>.eml", "Outlook/export/<<user>>/<<nnn>>.eml"),
    """From: <<name2_a>> <<<email2>>>
To: <<email>>
Subject: Votre accès Relativity (revue des éléments de preuve)
Date: <<date>> <<time>>:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour <<fa>>,

Votre compte sur la plateforme de revue est actif :
https://review.<<dom>>/Relativity
Identifiant : <<user>>@<<dom>>
Mot de passe provisoire : <<cred>>

Merci de le modifier dès la première connexion et d'activer l'authentification à deux facteurs.

Cordialement,
<<name2>>
Section des technologies de l'information — bureau de terrain d'<<city>>
""",
    "human",
)

F.reg(
    "courtfield_videolink_cisco_codec_xconfiguration",
    ("backups/codec_<<n>>_<<ymd>>.txt", "Shared/IT/videoconf/roomkit_<<n>>.txt"),
    """*c xConfiguration SIP DisplayName: "Bureau terrain <<city_a>> - Salle <<n>>"
*c xConfiguration SIP URI: "abidjan<<n>>@video.<<dom>>"
*c xConfiguration SIP Proxy 1 Address: "sip.<<dom>>"
*c xConfiguration SIP Authentication UserName: "abidjan<<n>>"
*c xConfiguration SIP Authentication Password: <<cred>>
*c xConfiguration Conference Encryption Mode: On
*c xConfiguration Video Input Connector 1 Name: "Camera salle d'audience"
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "courtfield_guesthouse_wifi_card_french_cle",
    ("Shared/Logistique/wifi_residence_<<n>>.txt", "Desktop/carte_wifi_<<ymd>>.txt"),
    """Résidence des témoins — Wi-Fi
Réseau : Residence-<<n>>
Clé :
<<cred>>
(Ne pas communiquer hors du personnel de protection)
""",
    "human_x",
)

F.reg(
    "courtfield_ansible_host_vars_become_password_yaml",
    ("ansible/host_vars/fs01.<<dom>>.yml", "infra/inventories/abidjan/host_vars/srv<<n>>.yml"),
    """---
ansible_host: <<ip>>
ansible_user: <<user>>
ansible_become: true
ansible_become_password: "<<cred>>"
samba_shares:
  - name: greffe
    path: /srv/greffe
  - name: outreach
    path: /srv/outreach
""",
    "pw_dq",
)
