# ruff: noqa: E501
"""Family p: an aero-club's hangar at Marrakech and Agadir (Morocco; French, Darija, Arabic)."""

from __future__ import annotations

from eightythird_spec import Fam, email, wa

F = Fam(
    name="aeroclub_hangar_morocco",
    orgs=("atlasaile", "fenixhangar", "aeroclubtensift", "souss-ailes"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("خديجة", "khadija"),
        ("مهدي", "mehdi"),
        ("سلمى", "salma"),
        ("أمين", "amine"),
        ("نادية", "nadia"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بنعلي", "benali"),
        ("التازي", "tazi"),
        ("الإدريسي", "idrissi"),
        ("بنجلون", "benjelloun"),
    ),
    words=(
        "atlas",
        "marrakech",
        "essaouira",
        "agadir",
        "tajine",
        "couscous",
        "argan",
        "sahara",
        "chergui",
        "medina",
        "atay",
        "zellige",
        "ouarzazate",
        "ifrane",
        "hangar",
        "tensift",
    ),
    pets=("mimi", "simba", "zaza", "loulou", "bobby", "nounou"),
    cc="212",
    places=("Marrakech-Ménara", "Agadir-Inezgane", "Benslimane", "Tit Mellil", "Fès-Saïss"),
    regs=("CN-TKA", "CN-TBB", "CN-CSN", "CN-TRK", "CN-DRB"),
    tz="+0100",
)

F.reg(
    "aeroclub_darija_whatsapp_mot_de_passe_openflyers",
    ("WhatsApp Chat avec Pilotes <<orgc>> <<nn>>.txt", "discussions/pilotes_<<date>>.txt"),
    lambda s: wa(
        [
            (s["fa"].capitalize(), f"Salam, chkoun 3ndo {s['reg']} ghedda f sbah?"),
            (
                s["fa2"].capitalize(),
                "Ana, walakin OpenFlyers ma bghach ydekhelni, ach howa l mot de passe dyal compte club?",
            ),
            (s["fa"].capitalize(), f"identifiant: club{s['n']}"),
            (s["fa"].capitalize(), f"mdp {s['cred']}"),
            (s["fa2"].capitalize(), "Merci khoya 🙏 dkhelt"),
        ],
        s,
    ),
    "human",
    syntax="",
)

F.reg(
    "aeroclub_hangar_door_esphome_yaml_api_encryption_key",
    ("esphome/porte-hangar.yaml", "esphome/hangar_<<nn>>.yaml"),
    """esphome:
  name: porte-hangar-<<n>>
  friendly_name: Porte hangar <<n>>

esp32:
  board: esp32dev

wifi:
  ssid: "<<orgc>>-Hangar"
  password: !secret wifi_password

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome
    password: !secret ota_password

switch:
  - platform: gpio
    pin: GPIO26
    name: "Moteur porte ouverture"
""",
    "b64:32",
    syntax="",
)

F.reg(
    "aeroclub_unifi_controller_backup_python_login",
    ("outils/unifi_sauvegarde_<<nn>>.py", "scripts/<<org>>_unifi_<<date>>.py"),
    '''"""Télécharge la sauvegarde du contrôleur UniFi (Wi-Fi du hangar et du club-house)."""

import requests

CONTROLEUR = "https://<<ip>>:8443"
s = requests.Session()
s.verify = False
s.post(f"{CONTROLEUR}/api/login", json={"username": "admin", "password": "<<cred>>"}, timeout=20)
r = s.post(f"{CONTROLEUR}/api/s/default/cmd/backup", json={"cmd": "backup", "days": 0}, timeout=60)
print(r.json()["data"][0]["url"])
''',
    "pw_dq",
)

F.reg(
    "aeroclub_cmi_payment_store_key_php",
    ("cotisations/config/cmi.php", "site/<<org>>/cmi_<<nn>>.php"),
    """<?php
// CMI – paiement en ligne des cotisations et heures de vol
define('CMI_CLIENT_ID', '600<<nn>>12');
define('CMI_STORE_KEY', '<<cred>>');
define('CMI_GATEWAY', 'https://payment.cmi.co.ma/fim/est3Dgate');
define('CMI_OK_URL', 'https://<<dom>>/paiement/ok');
define('CMI_FAIL_URL', 'https://<<dom>>/paiement/echec');
define('CMI_CURRENCY', '504');
""",
    "p:cmi",
    syntax="",
)

F.reg(
    "aeroclub_french_email_mot_de_passe_planning_openflyers",
    ("mail/envoyes/<<date>>_openflyers_<<nn>>.eml", "mail/<<fa>>/nouveau_membre_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        f"{s['fa2']}.{s['la']}@gmail.com",
        "Bienvenue à l'aéro-club – accès réservation des avions",
        f"Bonjour {s['fa2'].capitalize()},\n\nBienvenue au club ! Voici votre accès à OpenFlyers pour réserver {s['reg']} :\n\n"
        f"https://openflyers.{s['dom']}\nIdentifiant : {s['fa2']}.{s['la']}\nMot de passe : {s['cred']}\n\n"
        f"Bons vols,\n{s['fa'].capitalize()} {s['la'].capitalize()}\nSecrétaire de l'aéro-club – {s['place']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "aeroclub_fuel_pump_card_terminal_ini",
    ("pompe/terminal_avgas.ini", "hangar/<<place>>/pompe_<<nn>>.ini"),
    """; Terminal carte de la pompe AVGAS 100LL en libre-service
[terminal]
id = POMPE-<<n>>
produit = AVGAS 100LL
compteur = /dev/ttyS1

[serveur]
url = https://carburant.<<dom>>/api
utilisateur = pompe<<n>>
mot_de_passe = <<cred>>

[releve]
envoi_minutes = 15
""",
    "pw",
)

F.reg(
    "aeroclub_bare_rsa_key_file_hangar_gateway",
    ("cles/id_rsa_passerelle_<<nn>>", "hangar/<<org>>_deploy_<<nn>>.pem"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)

F.reg(
    "aeroclub_telegram_copied_text_arabic_french_wifi",
    ("telegram/copie_<<date>>.txt", "notes/<<fa>>_tg_<<nn>>.txt"),
    """<<first>> <<last>>, [<<dmy>> <<hm>>]
السلام عليكم، ويفي النادي تبدل. Le nouveau mot de passe :

<<first>> <<last>>, [<<dmy>> <<hm>>]
<<cred>>

<<first2>>, [<<dmy>> <<hm2>>]
شكرا 👍 merci
""",
    "human",
    syntax="",
)
