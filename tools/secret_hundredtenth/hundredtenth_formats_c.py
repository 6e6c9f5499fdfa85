# ruff: noqa: E501
"""Family c: a Casablanca property-management company (syndic de copropriété), Morocco, French,
Arabic and Darija."""

from __future__ import annotations

import json
import random

from hundredtenth_spec import Fam, Slots, draw, enc_html, grab, hexs, human, with_chars

FAM = Fam(
    name="syndic_copropriete_casablanca",
    key="syndicdar",
    orgs=("riadsyndic", "anfagestion", "darbeidasyndic", "maarifresidences"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("فاطمة الزهراء", "fatimazahra"),
        ("Hamza", "hamza"),
        ("Salma", "salma"),
        ("مهدي", "mehdi"),
        ("Khadija", "khadija"),
        ("Rachid", "rachid"),
    ),
    last=(
        ("Benjelloun", "benjelloun"),
        ("العلوي", "alaoui"),
        ("Bennani", "bennani"),
        ("Tazi", "tazi"),
        ("الإدريسي", "idrissi"),
        ("Chraibi", "chraibi"),
    ),
    words=(
        "casa",
        "maarif",
        "anfa",
        "atlas",
        "wydad",
        "raja",
        "zellige",
        "menthe",
        "atay",
        "darbeida",
        "residence",
        "syndic",
        "sahel",
        "corniche",
        "habous",
    ),
    pets=("Simba", "Mimi", "Loulou", "Zorro", "Bichou", "Nala"),
    cc="+2126",
    places=("Maarif", "Gauthier", "Bourgogne", "Racine", "Anfa", "Oasis", "Californie"),
)

FAM.reg(
    "whatsapp_ios_darija_mot_de_passe_wifi_residence",
    ("WhatsApp Chat - Résidence <<place>>/_chat.txt", "whatsapp/syndic_<<org>>_<<y>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] <<fa>>: Salam, chkoun 3ndo lmot de passe dyal wifi dyal salle de réunion?
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] Syndic <<orgc>>: Wa3alaykom salam, réseau "<<orgc>>-Commun"
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] Syndic <<orgc>>: <<cred>>
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] <<fa>>: Choukran bzaf 🙏
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] <<fa2>>: ‏تم حذف هذه الرسالة
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "cmi_storekey_appels_de_fonds_php",
    ("<<org>>/paiement/cmi.php", "extranet-<<org>>/config/cmi_<<y>>.php"),
    """<?php
/* Paiement en ligne des appels de fonds - passerelle CMI (Centre Monétique Interbancaire) */
const CMI_CLIENT_ID = '<<clientid>>';
const CMI_STORE_KEY = '<<cred>>';
const CMI_GATEWAY   = 'https://payment.cmi.co.ma/fim/est3Dgate';
const CMI_OK_URL    = 'https://<<dom>>/coproprietaires/paiement/ok';
const CMI_FAIL_URL  = 'https://<<dom>>/coproprietaires/paiement/echec';
const CMI_LANG      = 'fr';
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {"clientid": rng.randint(600000000, 600999999)},
)

FAM.reg(
    "odoo_xmlrpc_charges_copro_python",
    ("<<org>>/scripts/import_charges.py", "outils-<<fa>>/odoo_charges_<<y>>.py"),
    '''"""Importe les charges trimestrielles des copropriétaires dans Odoo."""

import csv
import xmlrpc.client

URL = "https://<<org>>.odoo.com"
DB = "<<org>>-production"
LOGIN = "<<email>>"
API_KEY = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, LOGIN, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")

with open("charges_T<<n>>.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        models.execute_kw(DB, uid, API_KEY, "account.move", "create", [{"partner_id": int(row["lot"])}])
''',
    cred="hex:40",
)


def html_cred(rng: random.Random, fam: Fam) -> str:
    return with_chars(rng, human(rng, fam, "&<>!#"), "&<>")


FAM.reg(
    "email_html_entites_acces_extranet_banque",
    ("Mail/Envoyés/<<date>>_acces_attijarinet.eml", "thunderbird/<<fa>>/Sent/<<ts>>.eml"),
    """From: Syndic <<orgc>> <comptabilite@<<dom>>>
To: <<email2>>
Subject: Accès banque en ligne - compte du syndicat
Date: Mon, <<d>> Jun <<y>> <<hh>>:<<mi>>:00 +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Bonjour <<fa2>>,</p>
<p>Voici les accès au compte du syndicat des copropriétaires (Résidence <<place>>) pour le rapprochement bancaire :</p>
<table border="1">
<tr><td>Identifiant</td><td><<user>></td></tr>
<tr><td>Mot de passe</td><td><<enc>></td></tr>
</table>
<p>Merci de ne pas le transférer.<br>Cordialement,<br><<fn>> <<ln>></p>
</body></html>
""",
    cred=html_cred,
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=lambda t: __import__("html").unescape(grab(t, r"Mot de passe</td><td>([^<]+)</td>")),
)

FAM.reg(
    "hikvision_nvr_rtsp_vlc_playlist",
    ("Vidéosurveillance/<<place>>_cameras.m3u", "Bureau/<<fa>>/cameras_<<org>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrée principale - Résidence <<place>>
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Parking sous-sol
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
#EXTINF:-1,Local poubelles
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/301
""",
    cred="human_url",
    syntax="",
)


def tg_json(s: Slots) -> str:
    msgs = [
        {
            "id": 1201,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:00",
            "from": str(s["fn"]),
            "from_id": "user5512",
            "text": "السلام عليكم، شنو هي كلمة السر ديال البرنامج ديال الصيانة؟",
        },
        {
            "id": 1202,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:40",
            "from": str(s["fn2"]),
            "from_id": "user8810",
            "text": f"المستخدم: {s['user']}",
        },
        {
            "id": 1203,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:52",
            "from": str(s["fn2"]),
            "from_id": "user8810",
            "text": ["كلمة السر: ", {"type": "code", "text": str(s["cred"])}],
        },
    ]
    return json.dumps(
        {"name": f"صيانة {s['orgc']}", "type": "private_group", "id": 4412, "messages": msgs},
        ensure_ascii=False,
        indent=1,
    )


FAM.reg(
    "telegram_json_arabe_kalimat_sir_maintenance",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/<<fa>>/telegram_<<y>>/result.json",
    ),
    tg_json,
    cred="human_json",
)

FAM.reg(
    "orange_sms_api_convocation_ag_env",
    ("<<org>>-notifications/.env", "srv/<<org>>/sms/.env.prod"),
    """# Convocations AG et rappels d'appels de fonds par SMS (Orange Developer - SMS Maroc)
ORANGE_SMS_CLIENT_ID=<<cid>>
ORANGE_SMS_CLIENT_SECRET=<<cred>>
ORANGE_SMS_SENDER=tel:+212600000000
ORANGE_SMS_SENDER_NAME=<<orgc>>
MAIL_FROM=syndic@<<dom>>
""",
    cred="alnum:16",
    syntax="",
    extra=lambda rng, s: {"cid": draw(rng, FAM, "alnum:32")},
)


def sml(s: Slots) -> str:
    rows = [
        ("Service", "Identifiant", "Mot de passe", "Remarque"),
        ("Attijarinet Entreprise", str(s["user"]), str(s["cred"]), "compte syndicat"),
        ("Lydec espace client", str(s["email"]), "voir carnet", "eau / électricité communs"),
        ("Portail Ascenseurs", f"{s['org']}-tech", str(s["other"]), "contrat maintenance"),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accès">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


FAM.reg(
    "budget_spreadsheetml_acces_portails",
    ("Comptabilité/<<orgc>>/acces_<<y>>.xml", "Documents/<<fa>>/budget_copro_<<y>>.xml"),
    sml,
    cred="human_xml",
    syntax="xml",
    extra=lambda rng, s: {"other": draw(rng, FAM, "pw_xml")},
)

_ = hexs
