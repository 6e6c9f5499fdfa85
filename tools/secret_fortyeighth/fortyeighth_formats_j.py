# ruff: noqa: E501
"""Family j: a wedding photographer in Jounieh (Lebanon): Arabic (and Arabizi), French, English."""

from __future__ import annotations

import json

from fortyeighth_spec import Fam

F = Fam(
    "jounieh_wedding_photography",
    "jounieh",
    ("cedarlens", "harissaframes", "kaslikstudio", "zaffeshots"),
    "com.lb",
    ("rami", "nour", "elie", "maya", "georges", "rita", "karim", "joelle", "fadi", "lea"),
    ("khoury", "haddad", "saade", "nassar", "gemayel", "aoun", "frem", "chidiac"),
    (
        "arz",
        "zaffe",
        "harissa",
        "kaslik",
        "jbeil",
        "batroun",
        "manoushe",
        "knefe",
        "wardeh",
        "albi",
        "habibi",
        "yalla",
    ),
    "961",
    ("Jounieh", "Jbeil", "Batroun", "Kaslik", "Zouk"),
)

F.reg(
    "arabizi_whatsapp_gallery_password",
    ("WhatsApp Chat with <<fc>> & <<first2>> Wedding.txt", "clients/<<last>>_<<n>>/whatsapp.txt"),
    """<<dmys>>, <<time>> - <<name>>: Bonsoir! El photos jehzin 😍
<<dmys>>, <<time>> - <<name>>: link el gallery: https://<<org>>.pixieset.com/<<first2>>and<<last2>>/
<<dmys>>, <<time2>> - <<name2>>: yalla merci kteer!! shu el password?
<<dmys>>, <<time2>> - <<name>>: <<cred>>
<<dmys>>, <<time2>> - <<name2>>: 😍😍 wow
<<dmys>>, <<time2>> - <<name>>: ma tbaatouh lal kel, bas lal family 🙏
""",
    "human",
)

F.reg(
    "french_email_mot_de_passe_galerie",
    ("Mail/Envoyés/galerie_<<last2>>_<<n>>.eml", "clients/<<y>>/<<last2>>/livraison.eml"),
    """From: <<name>> <contact@<<dom>>>
To: <<name2>> <<<email2>>>
Subject: Vos photos de mariage sont prêtes !
Date: <<date>> <<time>>:31 +0200
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Félicitations encore pour ce magnifique mariage à <<city>> !
Votre galerie privée est en ligne :

  https://<<org>>.pixieset.com/<<last2>><<n>>/
  Mot de passe : <<cred>>

Le téléchargement en haute définition est ouvert pendant 60 jours.

Bien à vous,
<<name>>
<<orgc>> Photography
""",
    "human",
)

F.reg(
    "smugmug_api_oauth_python",
    ("tools/smugmug_upload_<<n>>.py", "<<org>>-archive/smug_sync.py"),
    """from requests_oauthlib import OAuth1Session

API_KEY = "<<hex8>><<hex8>><<hex8>><<hex8>>"
API_SECRET = "<<cred>>"
ACCESS_TOKEN = "<<hex40>>"
ACCESS_SECRET = "<<hex8>><<hex40>>"

session = OAuth1Session(API_KEY, API_SECRET, ACCESS_TOKEN, ACCESS_SECRET)
r = session.get(
    "https://api.smugmug.com/api/v2!authuser",
    headers={"Accept": "application/json"},
)
print(r.json()["Response"]["User"]["NickName"])
""",
    "alnum:64",
)

F.reg(
    "synology_rsync_offsite_script",
    ("volume1/scripts/offsite_<<n>>.sh", "nas/<<org>>_rsync_backup.sh"),
    """#!/bin/sh
# Task Scheduler: every night 02:30 - RAW weddings to the offsite DiskStation (Batroun)
export RSYNC_PASSWORD='<<cred>>'
rsync -avh --delete --exclude '@eaDir' /volume1/Weddings/<<y>>/ rsync://backup@<<pip>>/offsite/Weddings/<<y>>/ >> /volume1/logs/offsite.log 2>&1
""",
    "pw_sq",
)

F.reg(
    "wasabi_rclone_conf_archive",
    ("home/<<first>>/.config/rclone/rclone.conf", "nas-<<n>>/rclone.conf"),
    """[wasabi]
type = s3
provider = Wasabi
access_key_id = <<hex8>><<hex8>>W<<n3>>
secret_access_key = <<cred>>
endpoint = s3.eu-central-2.wasabisys.com
acl = private

[archive]
type = alias
remote = wasabi:<<org>>-weddings-<<y>>
""",
    "p:wasabi",
)

F.reg(
    "frameio_upload_dotenv",
    ("video-pipeline/.env", "<<org>>-films-<<n>>/.env"),
    """# Frame.io -> client review links for the wedding films
FRAMEIO_TOKEN=<<cred>>
FRAMEIO_TEAM_ID=<<uuid>>
EXPORT_DIR=/Volumes/<<orgc>>/Exports
""",
    "p:frameio",
)

F.reg(
    "obsidian_note_dji_account_mdp",
    ("Vault/Matériel/Drone DJI <<n>>.md", "Obsidian/<<org>>/Comptes.md"),
    """---
tags: [matériel, comptes]
updated: <<date>>
---
# Drone DJI Mini 4 Pro

- Numéro de série : 1581F<<hex8>>
- Assurance : jusqu'au <<dmys>>

## Compte DJI
- email : drone@<<dom>>
- mdp : `<<cred>>`
- Fly Safe unlock demandé pour Harissa ✅
""",
    "human",
)


def _insta(s: dict) -> str:
    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    msgs = [
        {
            "sender_name": moj(s["name"]),
            "timestamp_ms": s["epoch"] * 1000 + 4000,
            "content": moj("تمام حبيبي 🙏"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moj(s["name2"]),
            "timestamp_ms": s["epoch"] * 1000 + 2000,
            "content": moj(f"كلمة السر للغاليري: {s['cred']}"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moj(s["name"]),
            "timestamp_ms": s["epoch"] * 1000,
            "content": moj("مرحبا، شو كلمة السر تبع الصور؟"),
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": moj(s["name"])}, {"name": moj(s["name2"])}],
        "messages": msgs,
        "title": moj(s["name2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['first2']}{s['last2']}_{s['n5']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "instagram_dm_export_mojibake_json",
    (
        "instagram-<<org>>/your_instagram_activity/messages/inbox/<<first2>><<last2>>_<<n5>>/message_1.json",
        "exports/ig_<<n>>/message_1.json",
    ),
    _insta,
    "human_x",
)
