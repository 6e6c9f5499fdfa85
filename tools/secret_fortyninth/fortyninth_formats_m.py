# ruff: noqa: E501
"""Family m: a musician's home studio in Kinshasa (DR Congo; French, Lingala)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam

F = Fam(
    name="ndombolo_home_studio",
    orgs=("ndombolosound", "matonge", "vodacom", "orangerdc", "gombe"),
    tld="cd",
    first=(
        "Fiston",
        "Gloire",
        "Merveille",
        "Christian",
        "Bijou",
        "Héritier",
        "Dorcas",
        "Papy",
        "Exaucé",
        "Nathalie",
    ),
    last=("Mbuyi", "Kabila", "Lukusa", "Makiadi", "Nzuzi", "Kalonji", "Ilunga", "Mpiana"),
    words=(
        "ndombolo",
        "sebene",
        "likembe",
        "soukous",
        "mabele",
        "libanga",
        "kiese",
        "bolingo",
        "matonge",
        "mwana",
        "elanga",
    ),
    seasons=("elanga", "mbula", "noel", "bonaneti", "vacances"),
    cc="243",
    pets=("simba", "bobo", "jolie", "rex", "mimi"),
    latin={"Héritier": "heritier", "Exaucé": "exauce"},
)

F.reg(
    "ndombolo_lingala_whatsapp_mot_de_passe_distrokid",
    (
        "WhatsApp/Discussion WhatsApp avec Studio <<n2>>.txt",
        "Documents/WhatsApp Chat with <<first2>> Prod.txt",
    ),
    """<<dmy>> <<time>> - <<first2>>: Ndeko, tinda ngai mot de passe ya DistroKid, nalingi kotia single ya sika
<<dmy>> <<time>> - <<first>> <<last>>: Email ezali <<email2>>
<<dmy>> <<time2>> - <<first>> <<last>>: mot de passe: <<cred>>
<<dmy>> <<time2>> - <<first>> <<last>>: kobongola eloko te svp 🙏🏿
<<dmy>> <<time2>> - <<first2>>: Merci mingi 🔥
""",
    cred="human",
)

F.reg(
    "ndombolo_soundcloud_upload_client_secret_py",
    ("studio/scripts/upload_sc.py", "Users/<<fa>>/Music/tools/soundcloud_<<n2>>.py"),
    '''"""Upload des maquettes sur SoundCloud (privé) après le mix."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

tok = requests.post(
    "https://secure.soundcloud.com/oauth/token",
    data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
    timeout=30,
).json()["access_token"]

with open("exports/sebene_v3.wav", "rb") as fh:
    r = requests.post(
        "https://api.soundcloud.com/tracks",
        headers={"Authorization": f"OAuth {tok}"},
        files={"track[asset_data]": fh},
        data={"track[title]": "Sebene v3", "track[sharing]": "private"},
        timeout=600,
    )
print(r.status_code)
''',
    cred="alnum:32",
    extra=lambda rng, s: {"cid": F.cred(rng, "alnum:32", s)},
)

F.reg(
    "ndombolo_fstab_cifs_nas_inline_password",
    ("etc/fstab", "studio-pc-<<n2>>/etc/fstab"),
    """# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<hex8>>-<<n4>>  /boot/efi       vfat    umask=0077      0       1
//<<lan>>/Sessions  /mnt/sessions  cifs  username=studio,password=<<cred>>,uid=1000,gid=1000,iocharset=utf8,vers=3.0  0  0
""",
    cred="pw_bare",
)

F.reg(
    "ndombolo_email_label_contrat_portail_artiste",
    (
        "Mail/Boîte de réception/<<date>> Contrat label.eml",
        "Thunderbird/Inbox.sbd/Label/<<n4>>.eml",
    ),
    """From: Service Artistes <artistes@<<dom>>>
To: <<full>> <<<email2>>>
Subject: Votre espace artiste — identifiants
Date: Thu, 12 Jun <<year>> 14:<<n2>>:09 +0100
Content-Type: text/plain; charset="utf-8"

Bonjour <<first>>,

Suite à la signature du contrat de distribution, votre espace artiste est ouvert.
Vous y trouverez les relevés de royalties et les statistiques des plateformes.

  Adresse : https://artistes.<<dom>>/connexion
  Identifiant : <<email2>>
  Mot de passe provisoire : <<cred>>

Merci de le modifier dès la première connexion.

L'équipe <<org>>
""",
    cred="pw",
)

F.reg(
    "ndombolo_obs_service_json_youtube_stream_key",
    (
        "Users/<<fa>>/AppData/Roaming/obs-studio/basic/profiles/Live_Studio/service.json",
        "home/<<fa>>/.config/obs-studio/basic/profiles/Concert<<n2>>/service.json",
    ),
    lambda s: (
        json.dumps(
            {
                "settings": {
                    "bwtest": False,
                    "key": s["cred"],
                    "server": "rtmps://a.rtmps.youtube.com:443/live2",
                    "service": "YouTube - RTMPS",
                    "stream_key_link": "https://www.youtube.com/live_dashboard",
                },
                "type": "rtmp_common",
            }
        )
        + "\n"
    ),
    cred=lambda rng, s: "-".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4))
        for _ in range(5)
    ),
)

F.reg(
    "ndombolo_ocr_mur_studio_post_it",
    ("Photos/post-it studio <<n3>>.txt", "Google Lens/texte_<<date>>.txt"),
    """STUDIO — NE PAS TOUCHER
PC MIX
  session : studio
  mdp : <<cred>>
Wifi : Matonge_Studio
Interface : Focusrite 18i20 (driver 4.x !!)
Loyer studio le 5
""",
    cred="human",
)

F.reg(
    "ndombolo_rclone_conf_dropbox_token_json",
    (
        "home/<<fa>>/.config/rclone/rclone.conf",
        "Users/<<fa>>/AppData/Roaming/rclone/rclone-<<n2>>.conf",
    ),
    lambda s: (
        "[dropbox-sessions]\n"
        "type = dropbox\n"
        "token = "
        + json.dumps(
            {
                "access_token": s["cred"],
                "token_type": "bearer",
                "refresh_token": s["rt"],
                "expiry": s["iso"] + ".5+01:00",
            },
            separators=(",", ":"),
        )
        + "\n\n[nas]\ntype = smb\nhost = "
        + str(s["lan"])
        + "\nuser = studio\n"
    ),
    cred="p:dropbox",
    syntax="",
    extra=lambda rng, s: {"rt": F.cred(rng, "alnum:43", s)},
)

F.reg(
    "ndombolo_sms_backup_xml_vodacom_mot_de_passe",
    ("SMSBackupRestore/sms-<<date>>.xml", "Download/sms-<<epoch>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epochms>>" type="full">
  <sms protocol="0" address="M-PESA" date="<<epochms>>" type="1" subject="null" body="Cher client, votre mot de passe M-Pesa Business web est <<cred>> . Changez-le a la 1ere connexion." toa="null" sc_toa="null" service_center="+243810000000" read="1" status="-1" locked="0" date_sent="<<epochms>>" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="(Unknown)" />
  <sms protocol="0" address="+243<<n3>><<n3>><<n3>>" date="<<epochms>>" type="2" subject="null" body="Ok bolingo, namoni" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<first2>>" />
</smses>
""",
    cred="pw_alnum",
)
