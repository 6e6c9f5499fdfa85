# ruff: noqa: E501
"""Family d: Levantine tahini and halva makers (Lebanon, Palestine, Jordan)."""

from __future__ import annotations

import json

from thirtyninth_spec import Fam, pw_with, reg

F = Fam(
    name="levant_tahini_halva",
    tlds=("lb", "ps", "jo"),
    orgs=("halawet-zahra", "simsim-nablus", "tahini-al-arz", "halva-jabal"),
    first=("rami", "layla", "khalil", "nour", "samir", "rania", "ziad", "hala"),
    last=("haddad", "khoury", "nasser", "saleh", "abboud", "touma", "masri"),
    words=(
        "simsim",
        "tahini",
        "halawa",
        "tahina",
        "arz",
        "zaatar",
        "knafeh",
        "jabal",
        "nablus",
        "beirut",
    ),
    pets=("loulou", "bsaineh", "zizi", "fahd", "mishmish", "kiki"),
    seasons=("Shita", "Sayf", "Rabi3", "Kharif", "Hiver", "Ete"),
    places=("Nablus", "Tripoli", "Zahle", "Irbid", "Saida", "Jenin", "Amman"),
)

reg(
    F,
    "tahini_mahmasa_node_red_flows_cred_json",
    ("node-red/<<org>>/flows_cred.json", "mahmasa/<<org>>/.node-red/flows_cred.json"),
    """{
    "a1f3<<hex8>>": {
        "user": "roaster<<n>>",
        "password": "<<cred>>"
    },
    "9c0e<<hex8>>": {
        "user": "influx",
        "password": "<<cred>>"
    }
}
""",
    "pw_json",
)

reg(
    F,
    "tahini_arabic_whatsapp_kalimat_alsir_export_portal",
    ("chat/واتساب - التصدير <<org>>.txt", "mobile/<<user>>/whatsapp_export_<<n>>.txt"),
    """<<date_sl>>، <<time>> - <<first_t>> <<last_t>>: صباح الخير، بدي ادخل على بوابة التصدير لشحنة الطحينة للخليج
<<date_sl>>، <<time>> - <<first2_t>> <<last2_t>>: اسم المستخدم <<org>>
<<date_sl>>، <<time>> - <<first2_t>> <<last2_t>>: كلمة السر
<<date_sl>>، <<time>> - <<first2_t>> <<last2_t>>: <<cred>>
<<date_sl>>، <<time>> - <<first_t>> <<last_t>>: تمام، شكراً 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "tahini_gulf_orders_odoo_xmlrpc_python",
    ("scripts/<<org>>/odoo_orders_sync.py", "export/<<org>>/gulf_orders_<<n>>.py"),
    '''"""Pull Gulf distributor orders (tahini 18 kg tins, halva 400 g) from Odoo."""

import xmlrpc.client

URL = "https://erp.<<dom>>"
DB = "<<org>>-prod"
USER = "<<email>>"
API_KEY = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
orders = models.execute_kw(
    DB, uid, API_KEY, "sale.order", "search_read",
    [[["state", "=", "sale"]]], {"fields": ["name", "partner_id", "amount_total"]},
)
print(len(orders), "orders")
''',
    "p:odoo",
)

reg(
    F,
    "tahini_french_email_mot_de_passe_banque",
    ("mail/<<user>>/<<date>>_banque.eml", "compta/<<org>>/courriels/<<n3>>.eml"),
    """From: <<first_t>> <<last_t>> <<<email>>>
To: <<email2>>
Date: <<date_eu>> <<time>>
Subject: Accès e-banking (virements fournisseurs sésame)
Content-Type: text/plain; charset=utf-8

Bonjour <<first2_t>>,

Pendant mon congé, tu peux valider les virements pour le sésame d'Éthiopie
et du Soudan. Identifiant: <<user>>
Mot de passe : <<cred>>

Le code SMS arrive sur le portable du bureau à <<place>>.
Merci et bon courage pour la production de halawa.
<<first_t>>
""",
    "human",
    syntax="",
)


def _go_json(rng, v):
    cfg = {
        "plant": str(v["place"]),
        "smtp": {
            "host": f"mail.{v['dom']}",
            "port": 587,
            "user": f"orders@{v['dom']}",
            "password": v["cred"],
        },
        "last_sync": str(v["ts"]),
    }
    s = json.dumps(cfg, indent=2)
    v["doc"] = s.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


reg(
    F,
    "halva_sync_state_go_json_unicode_escaped",
    ("halva-sync/<<org>>/state.json", "var/lib/halva-sync/<<org>>_<<n>>.json"),
    "<<doc>>\n",
    lambda rng: pw_with(rng, "&<>"),
    syntax="json",
    extra=_go_json,
    decode=lambda t: json.loads(t)["smtp"]["password"],
)

reg(
    F,
    "halva_pos_ansible_inventory_ssh_pass",
    ("ansible/<<org>>/inventory/hosts", "infra/<<org>>/hosts.ini.txt"),
    """# نقاط البيع - محلات الحلاوة
[pos]
pos-<<place>>-01 ansible_host=<<ip>> ansible_user=kassa ansible_ssh_pass=<<cred>>
pos-<<place>>-02 ansible_host=<<ip>> ansible_user=kassa ansible_ssh_pass=<<cred>>

[pos:vars]
ansible_python_interpreter=/usr/bin/python3
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "halva_sage_backup_powershell_invoke_sqlcmd",
    ("scripts/<<org>>/backup_sage.ps1", "it/<<org>>/nightly_backup_<<n>>.ps1"),
    """# Nightly backup of the Sage accounting DB - <<org_t>> (<<place>>)
$server = "<<host>>\\SAGE"
$stamp  = Get-Date -Format "yyyyMMdd"
Invoke-Sqlcmd -ServerInstance $server -Username "sa" -Password '<<cred>>' `
  -Query "BACKUP DATABASE [SAGE_HALAWA] TO DISK = N'D:\\Backup\\sage_$stamp.bak' WITH COMPRESSION"
Write-Host "backup done $stamp"
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "tahini_jofotara_einvoice_ec_private_key_file",
    ("einvoice/<<org>>/jofotara_client.key", "keys/<<org>>/einvoice_<<year>>.pem"),
    "<<cred>>\n",
    "ec",
    syntax="",
)
