# ruff: noqa: E501
"""Family f: a community pharmacy and its small chain in Casablanca (Morocco): pharmacy
management software, wholesaler ordering, Odoo; Moroccan Arabic (Darija) and French."""

from __future__ import annotations

import html
import re

from fiftysecond_spec import Fam, enc_html, gen_pw

F = Fam(
    "saydaliya_pharmacie_casablanca",
    (("saydalanour", "Pharmacie Saydala Nour"), ("saydalanour", "صيدلية النور")),
    "ma",
    ("يوسف", "فاطمة الزهراء", "مريم", "أمين", "سلمى", "حمزة", "خديجة", "عمر"),
    ("بناني", "العلوي", "التازي", "الإدريسي", "برادة", "الفاسي", "الشرايبي", "بنعلي"),
    (
        "casa",
        "anfa",
        "nour",
        "atlas",
        "maarif",
        "darbeida",
        "sahara",
        "ouarzazate",
        "zitoun",
        "majorelle",
    ),
    ("الدار البيضاء", "الرباط", "المحمدية", "سطات"),
    ("youssef", "fatimazahra", "meryem", "amine", "salma", "hamza", "khadija", "omar"),
    ("bennani", "alaoui", "tazi", "idrissi", "berrada", "elfassi", "chraibi", "benali"),
    "+212",
)

F.reg(
    "saydaliya_whatsapp_darija_kalimat_sir_barnamaj",
    ("WhatsApp Chat with صيدلية النور - المداومة.txt", "Download/whatsapp_saydaliya_<<n>>.txt"),
    """<<dmys>> <<hm>> - <<first2>>: السلام، البرنامج ديال الصندوق طلب كلمة السر من جديد
<<dmys>> <<hm>> - <<first>> <<last>>: وعليكم السلام، المستعمل caisse2 وكلمة السر <<cred>>
<<dmys>> <<hm>> - <<first>> <<last>>: ماتعطيهاش لحتى واحد من برا الصيدلية عافاك
<<dmys>> <<hm2>> - <<first2>>: صافي دخلت، شكرا 🙏
""",
    "human",
)

F.reg(
    "saydaliya_caisse_udl_oledb_initstring",
    ("C:/Pharma/Connexion_<<n>>.udl", "Pharma/config/base_officine.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=OFFICINE;Data Source=COMPTOIR1\\SQLEXPRESS
""",
    "pw",
    syntax="",
)

F.reg(
    "saydaliya_grossiste_commande_dotenv_api_key",
    ("commande-grossiste/.env", "srv/<<org>>/reassort-<<n>>/.env"),
    """# Réassort automatique vers le grossiste répartiteur
GROSSISTE_BASE_URL=https://api.repartiteur-<<city>>.ma/v2
GROSSISTE_CLIENT_CODE=PH<<n6>>
GROSSISTE_API_KEY=<<cred>>
STOCK_DB=mysql://reassort@<<ip>>/officine
SEUIL_ALERTE=3
""",
    "x:gk_live_:32",
)

F.reg(
    "saydaliya_courriel_mot_de_passe_portail_amo",
    ("Mails/Reçus/portail_tiers_payant_<<n>>.eml", "Documents/mails/amo_<<n6>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Tiers payant AMO – accès au portail
Date: <<date>> <<hm>>:55 +0100
Content-Type: text/plain; charset=utf-8

Bonjour Docteur,

Comme convenu ce matin, voici l'accès au portail de tiers payant pour les feuilles de soins
de la pharmacie :
identifiant : PH<<n6>>
mot de passe : <<cred>>

Je l'ai noté aussi dans le classeur du comptoir. N'oubliez pas la télétransmission de
vendredi avant 16h.

Cordialement,
<<first>> <<last>>, préparatrice
""",
    "human",
)

F.reg(
    "saydaliya_sms_backup_xml_code_mowazzaf",
    ("SMSBackupRestore/sms-<<date>>.xml", "Download/sms_saydaliya_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="1760<<n6>>000">
  <sms protocol="0" address="<<phone>>" date="1760<<n6>>000" type="1" body="سلام، هادي كلمة السر ديال الحساب ديال الموزع: <<cred>>" read="1" status="-1" locked="0" date_sent="1760<<n6>>000" readable_date="<<dmys>> <<hm>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="1760<<n6>>500" type="2" body="توصلت، شكرا بزاف" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmys>> <<hm2>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    "pw_xml",
)

F.reg(
    "saydaliya_anydesk_note_poste_comptoir",
    ("Bureau/anydesk comptoir.txt", "Documents/acces_distant_<<n>>.txt"),
    """Poste comptoir 1 (caisse)
AnyDesk : 1 <<n3>> <<n3>> <<n3>>
mot de passe accès non surveillé : <<cred>>
technicien logiciel : <<phone>>
""",
    "human_x",
)

F.reg(
    "saydaliya_odoo_conf_admin_passwd_officine",
    ("etc/odoo/odoo.conf", "opt/odoo17/<<org>>-<<n>>.conf"),
    """[options]
addons_path = /opt/odoo17/addons,/opt/odoo17/custom-pharma
admin_passwd = <<cred>>
db_host = <<host>>
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^officine.*$
http_port = 8069
proxy_mode = True
logfile = /var/log/odoo/odoo.log
""",
    "pw",
)


def _html_pw(rng, s) -> str:
    while True:
        p = gen_pw(rng, None, "&<>!@")
        if any(c in p for c in "&<>"):
            return p


def _html_extra(rng, s) -> None:
    s["enc"] = enc_html(str(s["cred"]))


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="mdp">([^<]*)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "saydaliya_inventaire_html_export_entites_mdp",
    ("Exports/inventaire_acces_<<date>>.html", "Documents/export_fournisseurs_<<n>>.htm"),
    """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Fournisseurs – accès extranet</title></head>
<body>
<h1>Fournisseurs et laboratoires – <<orgname>></h1>
<table border="1">
<tr><th>Fournisseur</th><th>Identifiant</th><th>Mot de passe</th><th>Mise à jour</th></tr>
<tr><td>Répartiteur <<city>></td><td>PH<<n6>></td><td class="mdp"><<enc>></td><td><<dmys>></td></tr>
</table>
</body></html>
""",
    _html_pw,
    syntax="",
    extra=_html_extra,
    decode=_dec_html,
)
