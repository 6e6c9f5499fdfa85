"""Family h: a leather-goods workshop (bags, babouches) beside the Chouara tannery in Fès,
Morocco (Darija in Arabic script and Latin "arabizi", French)."""

from __future__ import annotations

import random

from seventysixth_corpus import ALNUM, alnum
from seventysixth_spec import Fam, chat_wa

F = Fam(
    name="fez_leathergoods_darija",
    orgs=("dabbaghfes", "chouarajeld", "belghaatlas"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("فاطمة", "fatima"),
        ("أمين", "amine"),
        ("خديجة", "khadija"),
        ("هشام", "hicham"),
        ("سكينة", "soukaina"),
        ("إدريس", "driss"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بناني", "bennani"),
        ("التازي", "tazi"),
        ("الفاسي", "elfassi"),
        ("برادة", "berrada"),
    ),
    words=(
        "fes",
        "medina",
        "chouara",
        "dbagh",
        "jeld",
        "belgha",
        "atlas",
        "zitoun",
        "nana",
        "atay",
        "sahara",
        "maroc",
        "tajine",
        "argan",
        "babouche",
        "wydad",
        "raja",
    ),
    pets=("mimi", "bobby", "zizou", "kika", "loulou", "simba", "minouch"),
    cc="+2126",
    places=("Fes", "Marrakech", "Casablanca", "Rabat", "Tanger", "Meknes"),
)


# 1. CMI payment gateway store key (PHP)
F.reg(
    "fez_cmi_payment_gateway_storekey_php",
    ("var/www/<<org>>/app/config/cmi.php", "home/<<org>>/boutique/cmi_config.php"),
    """<?php
// CMI - Centre Monétique Interbancaire (paiement par carte, MAD)
$cmi = [
    'gateway'   => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'clientid'  => '600<<nn>><<n>>',
    'storekey'  => '<<cred>>',
    'okUrl'     => 'https://<<dom>>/paiement/ok',
    'failUrl'   => 'https://<<dom>>/paiement/echec',
    'currency'  => '504',
    'lang'      => 'fr',
];
""",
    "pw_alnum",
    syntax="",
)


# 2. WhatsApp iOS chat in Darija


def _wa(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (f"{s['fn']} {s['ln']}", "سلام خويا، عطيني كلمة السر ديال Shopify نزيد الصاكات الجداد"),
        (str(s["fn2"]), f"l email: {s['email']}"),
        (str(s["fn2"]), f"lmot de passe: {s['cred']}"),
        (str(s["fn2"]), "ma t3tih l 7ta wa7ed 🙏"),
        (f"{s['fn']} {s['ln']}", "واخا، الله يخليك"),
    ]
    return chat_wa(rng, lines, "ios", s["y"], s["mo"], s["d"])


F.reg(
    "fez_darija_whatsapp_ios_kalimat_sir",
    (
        "WhatsApp Chat - <<fa2>>/_chat.txt",
        "Documents/WhatsApp Chat - <<orgc>> Atelier <<n>>/_chat.txt",
    ),
    _wa,
    "human",
)

# 3. Shopify Admin API token in a Python stock script
F.reg(
    "fez_shopify_admin_api_stock_sync_py",
    ("opt/<<org>>/shopify_stock.py", "home/<<fa>>/scripts/sync_sacs.py"),
    '''"""Met à jour le stock des sacs et babouches sur Shopify depuis le fichier de l'atelier."""
import csv

import requests

SHOP = "<<org>>.myshopify.com"
TOKEN = "<<cred>>"
HEADERS = {"X-Shopify-Access-Token": TOKEN, "Content-Type": "application/json"}


def set_level(item_id: int, qty: int) -> None:
    requests.post(
        f"https://{SHOP}/admin/api/2024-10/inventory_levels/set.json",
        json={"location_id": <<nn>><<n>>, "inventory_item_id": item_id, "available": qty},
        headers=HEADERS,
        timeout=20,
    )


with open("/srv/atelier/stock.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        set_level(int(row["item_id"]), int(row["qty"]))
''',
    "p:shopify",
)

# 4. French e-mail to the freight forwarder
F.reg(
    "fez_french_email_transitaire_portnet",
    ("Mail/Export/<<date>>_portnet.eml", "Outlook/<<org>>/Envoyes/<<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: transit@<<org>>-logistique.ma
Subject: Accès PortNet - expédition sacs cuir vers Lyon
Date: Thu, <<d>> Oct <<y>> <<hh>>:<<mi>>:31 +0100
Content-Type: text/plain; charset=UTF-8

Bonjour,

Pour la déclaration de la commande de 180 sacs en cuir (client de Lyon), voici
l'accès PortNet de l'atelier :
Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de me confirmer la date d'enlèvement.
Cordialement,
<<fa>> <<la>> - <<orgc>>, Fès
""",
    "human",
)


# 5. Meta Graph (Instagram Shopping) token in .env


def _meta(rng: random.Random, fam: Fam) -> str:
    return "EAAG" + alnum(rng, 180, ALNUM)


F.reg(
    "fez_instagram_shopping_meta_graph_dotenv",
    ("srv/<<org>>-catalog/.env", "home/<<fa>>/ig-catalog/.env"),
    """# Catalogue Instagram Shopping (sacs, ceintures, babouches)
META_APP_ID=<<nn>><<nn>><<nn>>
META_CATALOG_ID=<<nn>><<nn>><<n>>
META_ACCESS_TOKEN=<<cred>>
IG_BUSINESS_ID=1784<<nn>><<nn>>
""",
    _meta,
)

# 6. docker-compose for the WooCommerce boutique
F.reg(
    "fez_boutique_woocommerce_docker_compose",
    ("srv/<<org>>/docker-compose.yml", "home/<<fa>>/boutique/compose.yaml"),
    """services:
  db:
    image: mariadb:11
    restart: always
    environment:
      MARIADB_DATABASE: boutique
      MARIADB_USER: boutique
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "1"
    volumes:
      - db:/var/lib/mysql
  wordpress:
    image: wordpress:6-php8.2-apache
    ports:
      - "8080:80"
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: boutique
      WORDPRESS_DB_PASSWORD: "<<cred>>"
      WORDPRESS_DB_NAME: boutique
volumes:
  db: {}
""",
    "pw_dq",
)

# 7. VLC playlist of the tannery terrace cameras
F.reg(
    "fez_tannery_terrace_cameras_vlc_m3u",
    ("Videos/cameras_<<org>>.m3u", "Users/<<fa>>/Desktop/كاميرات.m3u"),
    """#EXTM3U
#EXTINF:-1,Terrasse Chouara
rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Atelier couture
rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
""",
    "pw_url",
    syntax="",
)

# 8. TSV export with Arabic headers
F.reg(
    "fez_artisans_jumia_seller_tsv_arabic",
    ("Documents/الحرفيين_<<y>>.tsv", "Partage/<<orgc>>/jumia_vendeurs_<<n>>.tsv"),
    """الاسم\tالهاتف\tJumia Seller Center\tكلمة السر
<<fn>> <<ln>>\t<<phone>>\t<<email>>\t<<cred>>
<<fn2>> <<ln2>>\t<<phone2>>\t-\t-
""",
    "human_x",
)
