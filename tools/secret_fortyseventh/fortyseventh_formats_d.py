"""Family d: a car-repair garage in the Croix-Rousse, Lyon (France)."""

# ruff: noqa: E501

from __future__ import annotations

from fortyseventh_spec import Fam

F = Fam(
    "garagiste_lyon_croixrousse",
    ("garage-croixrousse", "auto-reparation-caluire", "garage-du-gros-caillou", "meca-saone"),
    "fr",
    (
        "julien",
        "nathalie",
        "kevin",
        "sandrine",
        "mehdi",
        "aurelie",
        "thomas",
        "sophie",
        "karim",
        "celine",
    ),
    (
        "martin",
        "bernard",
        "dubois",
        "durand",
        "moreau",
        "lefebvre",
        "fontaine",
        "girard",
        "benali",
        "rousseau",
    ),
    (
        "vidange",
        "embrayage",
        "pneus",
        "bouchon",
        "canut",
        "fourviere",
        "guignol",
        "renault",
        "peugeot",
        "clio",
        "bougie",
        "moteur",
        "cardan",
        "traboule",
        "olympique",
    ),
    "33",
    kb="azerty",
    city="Lyon",
)

F.reg(
    "garagiste_dolibarr_conf_php",
    ("var/www/dolibarr-<<org>>/htdocs/conf/conf.php", "sauvegarde/<<date>>/conf/conf.php"),
    """<?php
// Dolibarr - gestion atelier <<org_title>>
$dolibarr_main_url_root='https://gestion.<<dom>>';
$dolibarr_main_document_root='/var/www/dolibarr/htdocs';
$dolibarr_main_data_root='/var/lib/dolibarr/documents';
$dolibarr_main_db_host='localhost';
$dolibarr_main_db_port='3306';
$dolibarr_main_db_name='dolibarr';
$dolibarr_main_db_prefix='llx_';
$dolibarr_main_db_user='dolibarr';
$dolibarr_main_db_pass='<<cred>>';
$dolibarr_main_db_type='mysqli';
$dolibarr_main_authentication='dolibarr';
$dolibarr_main_prod='1';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "garagiste_whatsapp_mot_de_passe_pieces",
    (
        "Téléchargements/Discussion WhatsApp avec <<fname>>.txt",
        "WhatsApp/Atelier <<org_title>> <<date>>.txt",
    ),
    """[<<dmy_slash>> <<t1>>:12] <<fname>>: Salut, tu peux commander les plaquettes pour la Clio du client de 14h ?
[<<dmy_slash>> <<t1>>:40] <<fname2>>: Oui mais j'ai plus le mot de passe du site pièces auto
[<<dmy_slash>> <<t2>>:03] <<fname>>: identifiant c'est le n° client <<id>>
[<<dmy_slash>> <<t2>>:09] <<fname>>: mdp <<cred>>
[<<dmy_slash>> <<t3>>:55] <<fname2>>: c'est bon, livraison demain 8h
""",
    "human",
    syntax="",
)

F.reg(
    "garagiste_dolibarr_docker_compose_yml",
    ("srv/<<org>>/docker-compose.yml", "docker/dolibarr-<<host>>/compose.yml"),
    """services:
  mariadb:
    image: mariadb:10.11
    restart: unless-stopped
    environment:
      MYSQL_DATABASE: dolibarr
      MYSQL_USER: dolibarr
      MYSQL_PASSWORD: "<<cred>>"
      MYSQL_RANDOM_ROOT_PASSWORD: "yes"
    volumes:
      - ./db:/var/lib/mysql
  dolibarr:
    image: dolibarr/dolibarr:19
    restart: unless-stopped
    environment:
      DOLI_DB_HOST: mariadb
      DOLI_DB_USER: dolibarr
      DOLI_DB_PASSWORD: "<<cred>>"
      DOLI_URL_ROOT: "https://gestion.<<dom>>"
    ports:
      - "8080:80"
""",
    "pw_dq",
)

F.reg(
    "garagiste_cctv_vlc_xspf_rtsp",
    ("Bureau/cameras atelier <<n>>.xspf", "Documents/Videosurveillance/<<org>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Caméras atelier</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101</location>
      <title>Pont 1</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201</location>
      <title>Parking</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
)

F.reg(
    "garagiste_email_siv_identifiant_mdp",
    ("Mail/INBOX/<<id>>.eml", "Documents/Courriels/acces SIV <<date>>.eml"),
    """From: Assistance Habilitation SIV <habilitation-siv@interieur.gouv.fr>
To: <<email>>
Subject: Vos identifiants de connexion au SIV
Date: Fri, <<day>> Sep <<year>> <<hh>>:<<mm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Madame, Monsieur,

Suite à votre demande d'habilitation pour le garage <<org_title>>, voici vos identifiants :

Identifiant : <<login>>
Mot de passe provisoire : <<cred>>

Ce mot de passe devra être modifié lors de votre première connexion.

Cordialement,
L'équipe habilitation SIV
""",
    "pw",
    syntax="",
)

F.reg(
    "garagiste_rdv_stripe_python",
    ("rdv-atelier/<<org>>/paiement.py", "home/<<first>>/rdv/acompte_stripe.py"),
    '''"""Acompte en ligne pour les rendez-vous atelier."""

import stripe

stripe.api_key = "<<cred>>"


def creer_acompte(montant_euros: int, immat: str) -> str:
    session = stripe.checkout.Session.create(
        mode="payment",
        line_items=[{"price_data": {"currency": "eur", "unit_amount": montant_euros * 100,
                     "product_data": {"name": f"Acompte atelier {immat}"}}, "quantity": 1}],
        success_url="https://<<dom>>/rdv/merci",
        cancel_url="https://<<dom>>/rdv",
    )
    return session.url
''',
    "p:stripe",
)

F.reg(
    "garagiste_atelier_post_it_ocr_wifi",
    ("Scans/post-it_<<id>>.txt", "Documents/scan_atelier_<<date>>.txt"),
    """WIFI ATELIER
reseau : <<org>>-atelier
code :
<<cred>>
(valise diag Bosch = meme code)
""",
    "human",
    syntax="",
)

F.reg(
    "garagiste_powershell_lecteur_reseau_securestring",
    ("C:/Scripts/<<org>>/monter_lecteur_factures.ps1", "Bureau/scripts/lecteur_Z_<<n>>.ps1"),
    """# Monte le partage des factures sur le poste de l'accueil
$utilisateur = "<<host>>\\accueil"
$mdp = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($utilisateur, $mdp)
New-PSDrive -Name "Z" -PSProvider FileSystem -Root "\\\\<<host>>\\factures" -Credential $cred -Persist
""",
    "pw_sq",
    syntax="",
)
