# ruff: noqa: E501
"""Family c: a student's dorm notes at a cité universitaire in Algiers (Algeria; French, Darija, Arabic)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam, ipynb

F = Fam(
    name="kraya_dorm_notes_alger",
    orgs=("usthb", "cite-bab-ezzouar", "krayanet", "djezzy", "mobilis"),
    tld="dz",
    first=(
        "Amine",
        "Yasmine",
        "Rayan",
        "Lina",
        "Walid",
        "Imane",
        "Sofiane",
        "Nesrine",
        "Anis",
        "Meriem",
    ),
    last=("Benali", "Boudiaf", "Haddad", "Khelifi", "Meziane", "Saadi", "Belkacem", "Cherif"),
    words=(
        "kraya",
        "chorba",
        "zlabia",
        "djurdjura",
        "tassili",
        "bahja",
        "khobz",
        "casbah",
        "tchaktchouka",
        "mahajeb",
        "hamma",
    ),
    seasons=("ramdan", "chta", "sif", "rbi3", "kharif"),
    cc="213",
    pets=("mimi", "pouchi", "sultan", "zizou", "minou"),
)


def _messenger(s: dict) -> str:
    base = s["epochms"]
    msgs = [
        {
            "sender_name": s["full"],
            "timestamp_ms": base + 90_000,
            "content": "Merci khoya, rahi tekhdem 👍",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['first2']} Bloc C",
            "timestamp_ms": base + 60_000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['first2']} Bloc C",
            "timestamp_ms": base + 30_000,
            "content": "bedlou l code ta3 wifi ta3 l etage, hak l jdid :",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full"],
            "timestamp_ms": base,
            "content": "salam, l mot de passe ta3 wifi ma rahch yemchi",
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": s["full"]}, {"name": f"{s['first2']} Bloc C"}],
        "messages": msgs,
        "title": f"{s['first2']} Bloc C",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['first2'].lower()}blocc_{s['n4']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "kraya_messenger_json_darija_code_wifi_etage",
    (
        "facebook-<<fa>><<n3>>/your_activity_across_facebook/messages/inbox/bloc_c_<<n4>>/message_1.json",
        "messages/inbox/<<first2>>blocc_<<n4>>/message_1.json",
    ),
    _messenger,
    cred="human",
)

F.reg(
    "kraya_obsidian_notes_progres_matricule_mdp",
    ("Obsidian/Fac/Comptes fac.md", "Documents/notes/S<<n2>>_administratif.md"),
    """# Comptes fac — L3 Informatique

## PROGRES (progres.mesrs.dz/webetu)
- matricule : <<year>><<n4>><<n2>>
- mdp : <<cred>>
- ⚠️ résultats S5 affichés fin janvier

## Moodle USTHB
- même login que PROGRES

## Résidence
- chambre 2<<n2>>, bloc C
- carte resto : <<n4>>
""",
    cred="human",
)

F.reg(
    "kraya_moodle_scraper_requests_py",
    ("fac/scripts/moodle_notes.py", "projets/moodle-dl/<<fa>>_fetch.py"),
    '''"""Récupère les notes sur le Moodle de la fac (TP réseaux)."""

import re

import requests

BASE = "https://elearning.usthb.dz"
USERNAME = "<<user>>"
PASSWORD = "<<cred>>"

s = requests.Session()
page = s.get(f"{BASE}/login/index.php", timeout=20)
token = re.search(r'name="logintoken" value="(\\w+)"', page.text).group(1)
r = s.post(
    f"{BASE}/login/index.php",
    data={"username": USERNAME, "password": PASSWORD, "logintoken": token},
    timeout=20,
)
print("ok" if "logout" in r.text else "échec")
for m in re.finditer(r"<td class=\\"cell c1\\">(.*?)</td>", s.get(f"{BASE}/grade/report/overview/index.php").text):
    print(m.group(1))
''',
    cred="pw_dq",
)

F.reg(
    "kraya_ocr_photo_cahier_code_wifi_resto",
    ("DCIM/Camera/IMG_<<date>>_<<n4>>.txt", "Google Lens/texte_<<n4>>.txt"),
    """Cité U Bab Ezzouar 2
Bloc C — 2ème étage
WIFI : CITE_BLOC_C
code :
<<cred>>
(ne pas donner aux gens du bloc D !!)
Resto : 11h30 - 13h30 / 18h - 19h30
""",
    cred="pw_alnum",
)

F.reg(
    "kraya_tp_bdd_ipynb_mysql_connector",
    ("fac/TP_BDD/tp3_jointures.ipynb", "Documents/L3/BDD/TP<<n2>>.ipynb"),
    lambda s: ipynb(
        [
            ("markdown", "# TP 3 — Jointures\nBinôme : " + s["full"] + " / " + s["first2"], None),
            (
                "code",
                'import mysql.connector\n\ncnx = mysql.connector.connect(\n    host="'
                + s["lan"]
                + '",\n    user="etudiant_'
                + s["fa"]
                + '",\n    password="'
                + s["cred"]
                + '",\n    database="tp_bdd_l3",\n)\ncur = cnx.cursor()',
                None,
            ),
            (
                "code",
                'cur.execute("SELECT COUNT(*) FROM etudiants")\nprint(cur.fetchone())',
                "(" + str(s["n3"]) + ",)\n",
            ),
        ]
    ),
    cred="pw_dq",
)

F.reg(
    "kraya_telegram_copy_text_groupe_l3",
    ("Telegram Desktop/L3_info_groupe_<<n2>>.txt", "Documents/telegram_copie_<<date>>.txt"),
    """<<first>> <<last>>, [<<ddot>> <<time>>]
chkoun 3andou compte ta3 la bibliothèque numérique ? (SNDL)

<<first2>>, [<<ddot>> <<time2>>]
ana, user: <<user>>
mdp: <<cred>>
matbedlouch l mdp svp 🙏

<<first>> <<last>>, [<<ddot>> <<time2>>]
yaatik saha
""",
    cred="human",
)

F.reg(
    "kraya_wifi_qr_decoded_in_notes",
    ("Notes/qr_wifi.txt", "Download/QR_scan_<<n4>>.txt"),
    """Scanné le <<dmy>> à <<time>>
Type : Wi-Fi
WIFI:T:WPA;S:Kraya_Appart_<<n2>>;P:<<cred>>;H:false;;
""",
    cred="pw_alnum",
)

F.reg(
    "kraya_overleaf_git_credentials_olp",
    ("home/<<fa>>/.git-credentials", "Users/<<fa>>/.git-credentials"),
    """https://git:<<cred>>@git.overleaf.com
https://<<fa>>:<<tok2>>@github.com
""",
    cred="x:olp_:36",
    extra=lambda rng, s: {"tok2": F.cred(rng, "p:github", s)},
)
