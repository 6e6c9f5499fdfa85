# ruff: noqa: E501
"""Family n: an agrovet farm-input shop in Nakuru (Kenya; Swahili, Sheng, English)."""

from __future__ import annotations

import base64
import json

from hundredtwentysecond_spec import Fam, dec_basic, sms_backup

F = Fam(
    name="nakuru_agrovet_input_duka",
    orgs=("mbeguplus", "shambaplus", "mkulimabora", "rongaiagro", "njoroinputs"),
    names=(
        "Mbegu Plus Agrovet",
        "Shamba Plus Agrovet",
        "Mkulima Bora Agro Supplies",
        "Rongai Agrovet",
        "Njoro Farm Inputs",
    ),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Kamau", "kamau"),
        ("Achieng", "achieng"),
        ("Otieno", "otieno"),
        ("Chebet", "chebet"),
        ("Kiprono", "kiprono"),
        ("Njeri", "njeri"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kiptoo", "kiptoo"),
        ("Wambui", "wambui"),
        ("Korir", "korir"),
        ("Omondi", "omondi"),
    ),
    words=(
        "mbegu",
        "shamba",
        "mbolea",
        "mahindi",
        "nakuru",
        "mkulima",
        "harambee",
        "jembe",
        "pamoja",
        "dawa",
        "ngombe",
        "kuku",
        "njoro",
        "baraka",
        "mvua",
        "sukuma",
    ),
    pets=("Simba", "Bosco", "Jimmy", "Tiger", "Snoopy", "Rocky"),
    cc="+254 7",
    places=("Njoro", "Rongai", "Molo", "Subukia", "Bahati"),
)


def _docker(s: dict) -> str:
    auth = base64.b64encode(f"{s['org']}ci:{s['cred']}".encode()).decode()
    return json.dumps(
        {
            "auths": {"registry.gitlab.com": {"auth": auth}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent=1,
    )


F.reg(
    "nakuru_swahili_whatsapp_nenosiri_daraja_portal",
    ["WhatsApp Chat with <<first2>> <<last2>>.txt", "simu/<<fa>>/WhatsApp/duka_<<stamp>>.txt"],
    """<<dmy>>, <<time>> - <<first>> <<last>>: Sasa, nenosiri ya M-Pesa till portal ni gani? Nataka kuangalia malipo ya leo
<<dmy>>, <<time>> - <<first2>> <<last2>>: Jina la mtumiaji: <<user>>
<<dmy>>, <<time>> - <<first2>> <<last2>>: Nenosiri: <<cred>>
<<dmy>>, <<time>> - <<first>> <<last>>: Asante sana 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "nakuru_daraja_stk_push_consumer_secret_env",
    ["mpesa-stk/.env", "srv/<<org>>/pos-api/.env"],
    """# Safaricom Daraja - STK push for farmers paying for seed & fertiliser
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<hex8>><<hex8>><<hex8>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<n4>><<n>>
MPESA_CALLBACK_URL=https://pos.<<dom>>/mpesa/callback
""",
    "p:mpesa_secret",
    syntax="",
)

F.reg(
    "nakuru_daraja_lipa_passkey_python",
    ["mpesa/stk_<<n>>.py", "home/<<fa>>/duka/lipa_na_mpesa.py"],
    '''"""Lipa na M-Pesa Online (STK push) password = base64(shortcode + passkey + timestamp)."""

import base64
from datetime import datetime

SHORTCODE = "<<n4>><<n>>"
PASSKEY = "<<cred>>"


def stk_password() -> tuple[str, str]:
    ts = datetime.now().strftime("%Y%m%d%H%M%S")
    return base64.b64encode(f"{SHORTCODE}{PASSKEY}{ts}".encode()).decode(), ts
''',
    "p:mpesa_passkey",
)

F.reg(
    "nakuru_africastalking_sms_reminders_node",
    ["sms/reminders_<<n>>.js", "agrovet-bot/<<stamp>>/at.js"],
    """// Planting-season reminders to farmers (Africa's Talking bulk SMS)
const AfricasTalking = require("africastalking")({
  apiKey: "<<cred>>",
  username: "<<org>>",
});

AfricasTalking.SMS.send({
  to: ["<<phone>>"],
  message: "Mbegu za mahindi H614 zimefika dukani <<place>>. Karibu!",
  from: "AGROVET",
});
""",
    "p:africastalking",
    syntax="",
)

F.reg(
    "nakuru_odoo_pos_odoo_conf",
    ["etc/odoo/odoo.conf", "odoo-duka/<<n>>/odoo.conf"],
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom
db_host = localhost
db_port = 5432
db_user = odoo
db_password = <<cred>>
admin_passwd = <<hex8>><<hex8>>
http_port = 8069
""",
    "pw",
    syntax="ini",
)

F.reg(
    "nakuru_etims_vscu_docker_config_auth",
    ["home/<<fa>>/.docker/config.json", "ci/<<org>>/docker-config-<<n>>.json"],
    _docker,
    "pw_json",
    syntax="json",
    decode=dec_basic,
)

F.reg(
    "nakuru_chrome_passwords_export_csv",
    ["Downloads/Chrome Passwords <<stamp>>.csv", "Documents/<<fa>>/passwords_<<n>>.csv"],
    """name,url,username,password,note
kephis.go.ke,https://portal.kephis.go.ke/login,<<user>>,<<cred>>,
itax.kra.go.ke,https://itax.kra.go.ke/KRA-Portal/,A00<<n4>><<n3>>Z,,
""",
    "human_x",
    syntax="",
)

F.reg(
    "nakuru_swahili_sms_reply_only_value",
    ["SMSBackupRestore/sms-<<stamp>>.xml", "simu/<<fa>>/sms_<<n>>.xml"],
    lambda s: sms_backup(
        s,
        [
            (2, "Boss, nitumie password ya computer ya duka tafadhali"),
            (1, s["cred"]),
            (2, "Sawa, asante"),
        ],
    ),
    "human_x",
    syntax="xml",
)
