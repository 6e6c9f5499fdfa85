"""Family a: a ready-to-wear clothing boutique by Sandaga market, Dakar (Senegal); French and
Wolof."""

from __future__ import annotations

from hundredtwentyeighth_spec import Fam, dec_basic_after, enc_basic, pick

A = Fam(
    name="pretaporter_sandaga_habillement",
    orgs=("sandagachic", "tambabutik", "ndeyemode", "keurbaye"),
    tld="sn",
    first=(
        ("Awa", "awa"),
        ("Moussa", "moussa"),
        ("Fatou", "fatou"),
        ("Ibrahima", "ibrahima"),
        ("Ndèye", "ndeye"),
        ("Cheikh", "cheikh"),
        ("Aïssatou", "aissatou"),
        ("Mamadou", "mamadou"),
    ),
    last=(
        ("Diop", "diop"),
        ("Ndiaye", "ndiaye"),
        ("Fall", "fall"),
        ("Sow", "sow"),
        ("Mbaye", "mbaye"),
        ("Gueye", "gueye"),
        ("Sarr", "sarr"),
        ("Faye", "faye"),
    ),
    words=(
        "teranga",
        "boubou",
        "wax",
        "bazin",
        "sandaga",
        "yassa",
        "thieb",
        "dakar",
        "medina",
        "ngor",
        "gorée",
        "lutte",
        "baobab",
        "mbalax",
        "tabaski",
        "dalal",
        "jamm",
        "sopi",
    ),
    pets=("simba", "bouki", "leuk", "kinkeliba", "mimi"),
    cc="+221",
    city="Dakar",
)

A.reg(
    "sandaga_wolof_whatsapp_baatu_jall_caisse",
    ("chats/WhatsApp Chat avec Boutique <<org>>.txt", "export/whatsapp/<<fa>>_<<date>>.txt"),
    """[<<dmy>> <<hms>>] <<first>> <<last>>: Salaam aleekum, ndax tablette bi ubbeeku na?
[<<dmy>> <<hms>>] <<first2>>: Déedéet, dafa laaj baatu jàll bu caisse bi
[<<dmy>> <<hms>>] <<first>> <<last>>: Loyverse Back Office : <<email>>
[<<dmy>> <<hms>>] <<first>> <<last>>: <<cred>>
[<<dmy>> <<hms>>] <<first2>>: Jërëjëf! Dinaa ko bind ci kayit bi
[<<dmy>> <<hms>>] <<first>> <<last>>: Bul ko wone kenn, ba suba
""",
    "human",
    syntax="",
)

A.reg(
    "sandaga_loyverse_receipts_sync_python",
    ("scripts/<<fa>>/ventes_loyverse.py", "tools/<<org>>/sync_receipts.py"),
    '''"""Récupère les tickets Loyverse du jour pour le tableau Excel de la boutique."""

import csv
import datetime

import requests

LOYVERSE_TOKEN = "<<cred>>"
STORE_ID = "<<uuid>>"
API = "https://api.loyverse.com/v1.0/receipts"


def tickets_du_jour():
    debut = datetime.date.today().isoformat() + "T00:00:00.000Z"
    r = requests.get(
        API,
        headers={"Authorization": f"Bearer {LOYVERSE_TOKEN}"},
        params={"store_id": STORE_ID, "created_at_min": debut, "limit": 250},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["receipts"]


if __name__ == "__main__":
    with open("ventes.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for t in tickets_du_jour():
            w.writerow([t["receipt_number"], t["total_money"], t["created_at"]])
''',
    "p:loyverse",
)

A.reg(
    "sandaga_wave_business_checkout_dotenv",
    ("site-<<org>>/.env", "<<org>>-boutique-en-ligne/.env.production"),
    """# Boutique en ligne <<org>> - paiement Wave / Orange Money
APP_URL=https://<<dom>>
APP_LOCALE=fr_SN
WAVE_API_KEY=<<cred>>
WAVE_WEBHOOK_URL=https://<<dom>>/api/wave/webhook
WAVE_CURRENCY=XOF
ORANGE_MONEY_MERCHANT=<<num>>
MAIL_FROM=<<email>>
""",
    "p:wave",
    syntax="",
)

A.reg(
    "sandaga_hikvision_nvr_vlc_playlist_rtsp",
    ("Bureau/cameras_boutique.m3u", "vlc/<<org>>_cameras.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrée boutique
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Cabine essayage couloir
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
#EXTINF:-1,Caisse
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)

A.reg(
    "sandaga_stock_xlsx_sharedstrings_comptes",
    ("stock_<<year>>/xl/sharedStrings.xml", "inventaire/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12">
<si><t>Article</t></si><si><t>Taille</t></si><si><t>Prix FCFA</t></si>
<si><t>Boubou bazin riche</t></si><si><t>Robe wax</t></si><si><t>Tunique lin</t></si>
<si><t>Comptes</t></si><si><t>Instagram @<<org>></t></si><si><t><<email>></t></si>
<si><t>Mot de passe</t></si><si><t><<cred>></t></si><si><t>Mis à jour <<dmy>></t></si>
</sst>
""",
    "human",
)

A.reg(
    "sandaga_orange_money_marchand_email_fr",
    ("mail/<<date>>_acces_orange_money.eml", "Mails/Boutique/orange_money_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Accès portail marchand Orange Money
Date: <<dmy>> <<time>>
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Comme convenu ce matin, voici l'accès au portail marchand Orange Money pour
valider les encaissements de la boutique pendant mon voyage à Touba :

Identifiant : <<login>>
Mot de passe : <<cred>>
Code marchand : <<num>>

Merci de ne pas changer le mot de passe, la banque l'a déjà enregistré.
Jàmm ak jàmm,
<<first>>
""",
    "human",
    syntax="",
)

A.reg(
    "sandaga_shopify_theme_kit_config_yml",
    ("themes/<<org>>/config.yml", "<<org>>-theme-<<year>>/config.yml"),
    """development:
  password: <<cred>>
  theme_id: "<<num>>"
  store: <<org>>.myshopify.com
  directory: src
  ignore_files:
    - config/settings_data.json
""",
    "p:shopify_pat",
)


def _basic(rng, s):
    return {
        "enc": enc_basic(s["login"], s["cred"]),
        "jobs": pick(rng, ("etiquettes", "tickets", "codes-barres")),
    }


A.reg(
    "sandaga_label_printer_curl_basic_history",
    ("home/<<fa>>/.bash_history", "caisse/.bash_history"),
    """ls /media/usb
cd ~/impression
lpstat -p
curl -s http://<<lan>>:8080/status
curl -X POST -H "Authorization: Basic <<enc>>" -F file=@<<jobs>>.zpl http://<<lan>>:8080/print
history | tail
""",
    "human_x",
    syntax="",
    extra=_basic,
    decode=dec_basic_after("Basic "),
)
