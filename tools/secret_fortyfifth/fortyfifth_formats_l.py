# ruff: noqa: E501
"""Family l: ylang-ylang essence producers on Anjouan and Mohéli, Comoros. French, Shikomori
and Arabic."""

from __future__ import annotations

import base64
import json
import re

from fortyfifth_spec import Fam

F = Fam(
    "ylang_comoros_essences",
    orgs=("moheliylang", "ndzuaniessence", "bambaofleur", "domoniylang"),
    tld="km",
    first=(
        "said",
        "fatima",
        "ahmed",
        "zainaba",
        "moussa",
        "anrifa",
        "ibrahim",
        "nasma",
        "youssouf",
        "hadidja",
    ),
    last=("abdallah", "mohamed", "soilihi", "ali", "mzé", "ahamada", "said", "houmadi"),
    words=(
        "ylang",
        "ndzuani",
        "mwali",
        "ngazidja",
        "fleur",
        "alambic",
        "essence",
        "moroni",
        "mutsamudu",
        "girofle",
        "vanille",
        "karthala",
        "dhow",
    ),
    seasons=("kashkazi", "kusi", "hiver", "pluies"),
    cc="+269",
    pets=("minou", "simba"),
    local=("سعيد عبد الله", "فاطمة محمد", "أحمد صويلحي", "زينب علي"),
)
F.last = ("abdallah", "mohamed", "soilihi", "ali", "mze", "ahamada", "said", "houmadi")

F.reg(
    "ylang_comorian_french_whatsapp_mdp_balance",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<org>>_<<n>>.txt"),
    """<<dmys>> <<time>> - <<name>>: Bariza! Ngamba mdp ya logiciel ya balance ya fleurs?
<<dmys>> <<time2>> - <<name2>>: identifiant: <<user>>
<<dmys>> <<time2>> - <<name2>>: mdp: <<cred>>
<<dmys>> <<time2>> - <<name2>>: usimpe mtru 🙏
<<dmys>> <<time2>> - <<name>>: Marahaba
""",
    "human",
)

F.reg(
    "ylang_french_email_mot_de_passe_acheteur_grasse",
    ("Mail/Envoyés/<<n4>>.eml", "mails/<<date>>_grasse.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Accès à l'espace documents (analyses ylang extra / première)
Date: Wed, <<day>> Oct <<year>> 08:12:45 +0300
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Vous trouverez les chromatogrammes de la dernière distillation sur notre espace :
https://docs.<<dom>>/
Identifiant : grasse-achats
Mot de passe : <<cred>>

Bien cordialement,
<<first>>
""",
    "human",
)

F.reg(
    "ylang_alembic_logger_crontab_curl_ftp",
    ("var/spool/cron/crontabs/pi", "crontab_<<org>>_<<n>>.txt"),
    """# m h  dom mon dow   command
*/15 * * * * /home/pi/alambic/read_temp.py >> /home/pi/alambic/temp.csv 2>&1
5 * * * * curl -s -T /home/pi/alambic/temp.csv -u <<user>>:<<cred>> ftp://<<pip>>/alambic<<n>>/ >/dev/null
0 3 * * 0 find /home/pi/alambic -name '*.old' -delete
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "ylang_buyers_portal_odoo_conf",
    ("etc/odoo/odoo.conf", "odoo/<<org>>_odoo_<<n>>.conf"),
    """[options]
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
admin_passwd = <<adminpw>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^ylang.*$
http_port = 8069
proxy_mode = True
""",
    "pw",
    syntax="ini",
    extra=lambda rng, s: {
        "adminpw": "$pbkdf2-sha512$600000$"
        + base64.b64encode(rng.randbytes(16)).decode().rstrip("=")
        + "$"
        + base64.b64encode(rng.randbytes(64)).decode().rstrip("=")
    },
)


def _tg(s):
    return json.dumps(
        {
            "name": s["lname"],
            "type": "personal_chat",
            "id": s["n4"],
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:00",
                    "from": s["lname"],
                    "text": "السلام عليكم، ما هي كلمة السر لبريد التعاونية؟",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:00",
                    "from": s["name2"],
                    "text": f"{s['email']} — كلمة السر: {s['cred']}",
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:30",
                    "from": s["lname"],
                    "text": "شكرا جزيلا",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "ylang_arabic_telegram_json_export_kalimat_alsir",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<org>>_<<n>>/result.json"),
    _tg,
    "human",
)


def _fz(rng, s):
    return {"b64": base64.b64encode(s["cred"].encode()).decode()}


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">(.*?)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "ylang_gcms_lab_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host><<pip>></Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>labo_gcms</User>
			<Pass encoding="base64"><<b64>></Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<Name>Labo analyses ylang (Moroni)</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "pw_xml",
    syntax="xml",
    extra=_fz,
    decode=_dec_fz,
)

F.reg(
    "ylang_site_ansible_inventory_yaml_winrm",
    ("inventory/hosts.yml", "ansible/inventory/<<org>>_<<n>>.yaml"),
    """all:
  children:
    bureaux:
      hosts:
        compta-pc:
          ansible_host: <<ip>>
      vars:
        ansible_connection: winrm
        ansible_winrm_transport: ntlm
        ansible_user: administrateur
        ansible_password: "<<cred>>"
        ansible_winrm_server_cert_validation: ignore
""",
    "pw_dq",
)

F.reg(
    "ylang_flower_weighing_csv_semicolon_mdp",
    ("pesees/pesees_<<year>>_<<n>>.csv", "Documents/<<org>>_cueilleuses.csv"),
    """Cueilleuse;Village;Kg fleurs;Compte Huri;Mot de passe Huri
<<name>>;Bambao;<<n>>;<<phone2>>;<<cred>>
<<name2>>;Ouani;42;<<phone2>>;
""",
    "human",
    syntax="",
)
