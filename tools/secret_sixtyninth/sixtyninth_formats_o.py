# ruff: noqa: E501
"""Family o: medical equipment rental (ເຊົ່າອຸປະກອນການແພດ) in Vientiane, Laos; Lao and French."""

from __future__ import annotations

import random

from sixtyninth_corpus import alnum, pick
from sixtyninth_spec import Fam, email, shared_strings, wa

FAM = Fam(
    name="upakon_laos_medical_equipment_rental",
    orgs=("upakonlao", "khaophaetrent", "mekongmedrent", "sabaimedical", "champarental"),
    tld="la",
    first=(
        ("ສົມພອນ", "somphone"),
        ("ບຸນມີ", "bounmy"),
        ("ແສງດາວ", "sengdao"),
        ("ພອນສະຫວັນ", "phonsavanh"),
        ("ຄຳຫຼ້າ", "khamla"),
        ("ວັນນະ", "vanna"),
        ("ນາລີ", "naly"),
        ("ສີສຸກ", "sisouk"),
        ("ອຳພອນ", "amphone"),
        ("ຈັນທາ", "chantha"),
    ),
    last=(
        ("ພົມມະຈັນ", "phommachanh"),
        ("ສີສຸວັນ", "sisouvanh"),
        ("ແກ້ວມະນີ", "keomany"),
        ("ວົງສາ", "vongsa"),
        ("ໄຊຍະວົງ", "xayavong"),
        ("ສຸລິວົງ", "soulivong"),
        ("ພັນທະວົງ", "phanthavong"),
        ("ອິນທະວົງ", "inthavong"),
    ),
    words=(
        "sabaidee",
        "champa",
        "mekong",
        "vientiane",
        "luang",
        "khopjai",
        "laab",
        "khaoniao",
        "beerlao",
        "naga",
        "patuxay",
        "thatluang",
        "vangvieng",
        "dokmai",
        "somtam",
        "pakse",
        "chedi",
        "muanglao",
        "sao",
        "nongkhai",
    ),
    pets=("Moo", "Noy", "Lucky", "Kitty", "Lek", "Dum", "Mali"),
    places=("ວຽງຈັນ", "ຫຼວງພະບາງ", "ປາກເຊ", "ສະຫວັນນະເຂດ", "ທ່າແຂກ"),
    phone_pat="+856 20 #### ####",
)
R = FAM.reg


# 1. WhatsApp (Lao): the rental system login ------------------------------------------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (0, "ສະບາຍດີ ເອື້ອຍ, ລະຫັດຜ່ານເຂົ້າລະບົບເຊົ່າແມ່ນຫຍັງ? ລູກຄ້າຢາກເຊົ່າຕຽງຄົນເຈັບ"),
            (1, f"ຊື່ຜູ້ໃຊ້: {s['user']}"),
            (1, f"ລະຫັດຜ່ານ: {s['cred']}"),
            (0, "ຂອບໃຈຫຼາຍໆ 🙏"),
        ],
        style="android",
    )


R(
    "upakon_lao_whatsapp_lahat_phan_rental_system",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "Downloads/ແຊັດ WhatsApp ກັບ <<fa2>>.txt"),
    _wa,
    "human",
    syntax="",
)

# 2. BCEL OnePay merchant config in PHP ---------------------------------------------------------------------------------
R(
    "upakon_bcel_onepay_merchant_config_php",
    ("rental-site/config/onepay.php", "public_html/<<org>>/config/payment.php"),
    """<?php
// ຮັບເງິນມັດຈຳຄ່າເຊົ່າ - BCEL OnePay QR
return [
    'onepay' => [
        'mcid' => 'mch<<mcid>>',
        'shopcode' => '<<shop>>',
        'secret_key' => '<<cred>>',
        'currency' => 'LAK',
        'callback' => 'https://<<dom>>/onepay/callback',
    ],
];
""",
    "p:onepay",
    syntax="",
    extra=lambda rng, s: {
        "mcid": alnum(rng, 12, "0123456789abcdef"),
        "shop": alnum(rng, 8, "0123456789"),
    },
)


# 3. LINE copied text (Lao): the value alone ------------------------------------------------------------------------------
def _line(s):
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']}"
    return (
        f"{s['hh']}:02 {b} ລະຫັດ wifi ຢູ່ສາງແມ່ນຫຍັງ?\n"
        f"{s['hh']}:04 {a} {s['cred']}\n"
        f"{s['hh']}:04 {b} ໂອເຄ ຂອບໃຈ\n"
    )


R(
    "upakon_line_copied_text_wifi_value",
    ("Documents/line_<<date>>.txt", "Desktop/ຂໍ້ຄວາມ_<<num>>.txt"),
    _line,
    "human",
    syntax="",
)

# 4. odoo.conf of the rental ERP: master password (admin_passwd) ----------------------------------------------------------
R(
    "upakon_rental_odoo_conf_admin_passwd",
    ("odoo/odoo.conf", "etc/odoo/<<org>>.conf"),
    """[options]
admin_passwd = <<cred>>
db_host = <<lan>>
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<org>>$
addons_path = /opt/odoo/addons,/opt/odoo/custom/rental
http_port = 8069
proxy_mode = True
logfile = /var/log/odoo/odoo.log
""",
    "pw",
    syntax="ini",
)

# 5. Oxygen concentrators' IoT gateway YAML (MQTT credentials) -----------------------------------------------------------------
R(
    "upakon_oxygen_concentrator_mqtt_gateway_yaml",
    ("iot-gateway/config.yaml", "opt/<<org>>-o2/gateway.yml"),
    """# Rented oxygen concentrators: hours, flow and alarms -> dashboard
mqtt:
  host: mqtt.<<dom>>
  port: 8883
  tls: true
  username: o2gateway
  password: "<<cred>>"
  topic: rental/o2/+/telemetry
devices:
  - serial: OC5-<<num>>
    customer: "<<fn2>> (<<place>>)"
  - serial: OC5-<<nn>><<n>>
    customer: "Hospital ward 3"
alarm_sms: "<<phone>>"
""",
    "pw_dq",
)


# 6. French e-mail from the equipment supplier: the service portal password ---------------------------------------------------------
def _mail(s):
    body = (
        f"Bonjour M. {s['la'].capitalize()},\n\n"
        "Votre compte sur le portail SAV (pièces et maintenance des lits médicalisés et "
        "concentrateurs) est actif.\n\n"
        f"Identifiant : {s['user']}\n"
        f"Mot de passe : {s['cred']}\n\n"
        "Pour toute demande d'intervention à Vientiane, merci d'indiquer le numéro de série.\n\n"
        f"Cordialement,\n{s['fa2'].capitalize()} {s['la2'].capitalize()}\nService après-vente\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Accès portail SAV", body)


R(
    "upakon_french_email_mot_de_passe_sav_portal",
    ("Mail/Inbox/<<hx>>.eml", "Thunderbird/Inbox/sav-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)


# 7. XLSX sharedStrings of the rental inventory with the customer portal login ------------------------------------------------------
def _xlsx(s):
    rng = random.Random(str(s["uid"]))
    strs = ["ລາຍການ", "ເລກລະຫັດ", "ລູກຄ້າ", "ວັນທີເຊົ່າ", "ມັດຈຳ"]
    for _ in range(4):
        strs += [
            pick(rng, ("ຕຽງຄົນເຈັບໄຟຟ້າ", "ລໍ້ເຂັນ", "ເຄື່ອງຜະລິດອົກຊີແຊນ", "ໄມ້ຄ້ຳ", "ທີ່ນອນກັນແຜກົດທັບ")),
            "EQ-" + alnum(rng, 5, "0123456789"),
            pick(rng, ("ທ້າວ ສີສຸກ", "ນາງ ນາລີ", "ໂຮງໝໍ ມະໂຫສົດ", "ທ້າວ ວັນນະ")),
        ]
    strs += ["Portal login", str(s["user"]), str(s["cred"])]
    return shared_strings(strs)


R(
    "upakon_rental_inventory_xlsx_shared_strings",
    ("inventory_<<year>>/xl/sharedStrings.xml", "unzip/ລາຍການເຊົ່າ_<<mo>>/xl/sharedStrings.xml"),
    _xlsx,
    "human_x",
)

# 8. Bare RSA key file used by the deploy job of the rental site ---------------------------------------------------------------------
R(
    "upakon_deploy_rsa_key_file",
    ("deploy/keys/<<org>>_deploy.pem", "home/<<user>>/.ssh/id_rsa_<<org>>"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
