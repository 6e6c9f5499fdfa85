# ruff: noqa: E501
"""Family k: a staff-canteen operator (factories, offices, schools) in Nairobi, Kenya; Swahili,
English."""

from __future__ import annotations

from hundrednineteenth_spec import Fam

FAM = Fam(
    name="kantini_canteen_operator_nairobi",
    orgs=("chakulapoa",),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kipchoge", "kipchoge"),
        ("Njeri", "njeri"),
        ("Mwangi", "mwangi"),
        ("Halima", "halima"),
    ),
    last=(
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Chebet", "chebet"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "ugali",
        "sukuma",
        "nyama",
        "chapati",
        "pilau",
        "mandazi",
        "nairobi",
        "kilimani",
        "githeri",
        "matatu",
        "harambee",
        "simba",
        "jambo",
        "mombasa",
        "kenya",
        "chai",
    ),
    pets=("simba", "bosco", "rex", "tiger", "jimmy", "bingwa"),
    cc="+254 7",
    phrases=("hakuna matata", "pole pole", "harambee stars"),
)

FAM.reg(
    "kantini_mpesa_daraja_stk_push_env",
    ("meal-topup/.env", "topup-api-<<n>>/.env"),
    """# Meal card top-up via M-Pesa (Lipa na M-Pesa Online)
MPESA_ENV=production
MPESA_SHORTCODE=<<n4>><<n>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    syntax="",
    extra=lambda r, s: {
        "ck": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        ),
        "cs": "${DARAJA_SECRET}",
    },
)

FAM.reg(
    "kantini_whatsapp_swahili_nenosiri_etims_portal",
    (
        "WhatsApp/WhatsApp Chat with Kantini Supervisors <<n>>.txt",
        "exports/Mazungumzo ya WhatsApp <<dmyd>>.txt",
    ),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Habari za asubuhi. eTIMS imekataa risiti za jana, inataka kuingia upya
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: PIN ni P05<<n4>><<n4>>X
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: nenosiri: <<cred>>
<<dmy>>, <<t3>> - <<fn>> <<ln>>: Asante sana, imekubali 🙏
""",
    "human",
)

FAM.reg(
    "kantini_africastalking_meal_sms_python",
    ("sms/menu_ya_leo_<<n>>.py", "scripts/daily_menu_sms.py"),
    '''"""Tuma menyu ya leo kwa wafanyakazi (Africa's Talking SMS)."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "atsk_<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS
sms.send("Menyu ya leo: pilau, sukuma, chapati. Karibu!", ["<<phone>>", "<<phone2>>"], sender_id="KANTINI")
''',
    "hex:64",
)

FAM.reg(
    "kantini_zkbiotime_meal_card_database_ini",
    ("ZKBioTime/attsite_<<n>>.ini", "C/ZKBioTime/attsite.ini"),
    """[DATABASE]
ENGINE=postgresql
NAME=biotime
USER=postgres
PASSWORD=<<cred>>
PORT=7496
HOST=127.0.0.1

[MEAL]
BREAKFAST=06:30-09:00
LUNCH=12:00-14:30
""",
    "pw",
)

FAM.reg(
    "kantini_odoo_pos_server_odoo_conf",
    ("etc/odoo/odoo.conf", "odoo-<<n>>/odoo.conf"),
    """[options]
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
addons_path = /opt/odoo/addons,/opt/odoo/custom
proxy_mode = True
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "kantini_telegram_copied_swahili_reply_only",
    ("notes/telegram_copy_<<n>>.txt", "Downloads/zamu_ya_usiku_<<dmyd>>.txt"),
    """[<<d>>.<<mo>>.<<y>> <<time>>] <<fn>> <<ln>>: Nimefika Kilimani site, tablet ya POS imefunga. Tafadhali nitumie
[<<d>>.<<mo>>.<<y>> <<t2>>] <<fn2>> <<ln2>>: <<cred>>
[<<d>>.<<mo>>.<<y>> <<t3>>] <<fn>> <<ln>>: 👍
""",
    "human",
    syntax="",
)


def _ssml(s):
    rows = [
        ("Supplier", "Portal", "Login", "Password"),
        ("Twiga Foods", "app.twiga.com", s["phone"], s["cred"]),
        ("Kenchic", "orders.kenchic.com", s["email"], "—"),
    ]
    body = "".join(
        "<Row>" + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in row) + "</Row>"
        for row in rows
    )
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f'<Worksheet ss:Name="Gharama {s["mo"]}"><Table>{body}</Table></Worksheet>\n</Workbook>\n'
    )


FAM.reg(
    "kantini_menu_costing_spreadsheetml_supplier_logins",
    ("costing/gharama_menyu_<<mo>>_<<y>>.xml", "Drive/Kantini/suppliers_<<n>>.xml"),
    _ssml,
    "pw_xml",
)

FAM.reg(
    "kantini_kra_etims_oscu_device_yaml",
    ("etims/oscu.yaml", "etims-bridge-<<n>>/config.yml"),
    """kra:
  environment: production
  tin: "P05<<n4>><<n4>>X"
  bhf_id: "00"
  device_serial: "<<sn>>"
  cmc_key: "<<cred>>"
  base_url: "https://etims-api.kra.go.ke/etims-api"
""",
    lambda r: "".join(r.choice("ABCDEF0123456789") for _ in range(64)),
)
