# ruff: noqa: E501
"""Family d: a party and event catering company in Lagos, Nigeria; Nigerian English, Pidgin and
Yoruba."""

from __future__ import annotations

import re

from seventythird_spec import Fam, dec_basic_pw, enc_b64

F = Fam(
    name="jollof_lagos_party_catering",
    orgs=("ofadaowo", "ikoyichops", "ekoowambe", "mamaputcaters"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Chinedu", "chinedu"),
        ("Ngozi", "ngozi"),
        ("Túndé", "tunde"),
        ("Aisha", "aisha"),
        ("Olúwaseun", "oluwaseun"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balógun", "balogun"),
        ("Eze", "eze"),
        ("Ògúnlẹyẹ", "ogunleye"),
        ("Bello", "bello"),
    ),
    words=(
        "asoebi",
        "jollof",
        "amala",
        "ewedu",
        "moimoi",
        "puffpuff",
        "chapman",
        "suya",
        "ikeja",
        "lekki",
        "yaba",
        "owambe",
        "gbegiri",
        "ofada",
        "agege",
        "eko",
        "surulere",
        "ankara",
        "smallchops",
        "zobo",
    ),
    pets=("bingo", "jack", "tiger", "snowy", "bobby", "simba"),
    cc="+234",
    city="Lagos",
)

F.reg(
    "jollof_paystack_event_deposits_node_env",
    ("bookings-api/.env", "apps/<<org>>-deposits/.env.<<n>>"),
    """NODE_ENV=production
PORT=8080
MONGO_URL=mongodb://127.0.0.1:27017/bookings
PAYSTACK_PUBLIC_KEY=pk_live_<<hex32>><<hex8>>
PAYSTACK_SECRET_KEY=<<cred>>
DEPOSIT_PERCENT=60
WHATSAPP_NOTIFY=<<phone>>
""",
    "p:paystack",
    syntax="",
)


def _wa_pidgin(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{s['year']}, {s['time']}"
    return (
        f"{d} - {s['first']}: Abeg who get the Zoho Books password? Client wan pay balance for Saturday owambe, I need send invoice sharp sharp\n"
        f"{d} - {s['first2']}: Ẹ kú àárọ̀ 🙏 na {s['email']}\n"
        f"{d} - {s['first2']}: {s['cred']}\n"
        f"{d} - {s['first2']}: no change am o, madam go vex\n"
        f"{d} - {s['first']}: 😂 I no go touch am. Thank you ma\n"
    )


F.reg(
    "jollof_pidgin_whatsapp_zoho_books_password",
    (
        "WhatsApp Chat with Kitchen Team <<n>>.txt",
        "exports/WhatsApp Chat with <<first2_a>> <<date>>.txt",
    ),
    _wa_pidgin,
    "human",
    syntax="",
)

F.reg(
    "jollof_flutterwave_quotes_laravel_config_php",
    ("quotes-portal/config/flutterwave.php", "www/<<org>>/config/services_<<n>>.php"),
    """<?php

return [
    // Flutterwave Standard - deposits for weddings, burials and corporate events
    'public_key' => env('FLW_PUBLIC_KEY', 'FLWPUBK-<<hex32>>-X'),
    'secret_key' => env('FLW_SECRET_KEY', '<<cred>>'),
    'encryption_key' => env('FLW_ENCRYPTION_KEY', 'FLWSECK<<hex8>><<n4>>'),
    'currency' => 'NGN',
    'redirect_url' => 'https://quotes.<<dom>>/pay/done',
];
""",
    "p:flutterwave",
    syntax="",
)

F.reg(
    "jollof_termii_event_reminder_sms_python",
    ("scripts/remind_clients_<<n3>>.py", "ops/<<org>>/termii_reminders.py"),
    """import requests

TERMII_API_KEY = "<<cred>>"
SENDER = "OfadaOwo"


def remind(phone: str, name: str, date: str, guests: int) -> None:
    msg = f"Hello {name}, your {guests}-guest menu (jollof, asun, small chops) is confirmed for {date}. Balance due 72h before. - Catering"
    requests.post(
        "https://api.ng.termii.com/api/sms/send",
        json={"api_key": TERMII_API_KEY, "to": phone, "from": SENDER, "sms": msg, "type": "plain", "channel": "dnd"},
        timeout=20,
    )
""",
    "x:TL:58",
)

F.reg(
    "jollof_menu_site_sftp_deploy_key_bare_pem",
    ("keys/whogohost_sftp_<<n>>.pem", "Desktop/<<org>>_website_key_<<date>>.pem"),
    "<<cred>>\n",
    "pem_rsa",
    syntax="",
)


def _csv_pos(s: dict) -> str:
    return (
        "terminal_id,location,operator,phone,moniepoint_portal_login,portal_password\n"
        f"2MPT{s['n4']},Lekki main kitchen,{s['name_a']},{s['phone']},{s['email']},{s['cred']}\n"
        f"2MPT{s['n4'] + 17},Events van 1,{s['first2_a'].capitalize()},{s['phone']},{s['email2']},\n"
        f"2MPT{s['n4'] + 31},Ikeja tasting room,Front desk,,,\n"
    )


F.reg(
    "jollof_moniepoint_pos_terminals_csv",
    ("admin/pos_terminals_<<year>>.csv", "Documents/<<org>>/moniepoint_<<n3>>.csv"),
    _csv_pos,
    "human_x",
    syntax="",
)


def _sms_xml(s: dict) -> str:
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="3" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">\n'
        f'  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}000" type="1" subject="null" body="Chowdeck vendor app don log out. Wetin be the password?" read="1" status="-1" locked="0" contact_name="{s["first"]}" />\n'
        f'  <sms protocol="0" address="{s["phone"]}" date="{s["ts"] + 60}000" type="2" subject="null" body="{s["cred"]}" read="1" status="-1" locked="0" contact_name="{s["first"]}" />\n'
        f'  <sms protocol="0" address="{s["phone"]}" date="{s["ts"] + 95}000" type="1" subject="null" body="E don work. Thanks ma" read="1" status="-1" locked="0" contact_name="{s["first"]}" />\n'
        "</smses>\n"
    )


F.reg(
    "jollof_chowdeck_vendor_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>><<n4>>.xml", "phone_backup/<<first_a>>/sms-<<n6>>.xml"),
    _sms_xml,
    "human_x",
)


def _dec_d_basic(text: str) -> str:
    return dec_basic_pw(re.search(r"Basic ([A-Za-z0-9+/=]+)", text).group(1))


F.reg(
    "jollof_odoo_orders_curl_basic_bash_history",
    ("home/<<first_a>>/.bash_history", "backup/kitchen-pc/<<first_a>>_bash_history_<<n>>"),
    lambda s: (
        "cd ~/catering-erp\nls -la exports/\n"
        f'curl -s -H "Authorization: Basic {s["basic"]}" "https://erp.{s["dom"]}/api/orders?date={s["date"]}&status=confirmed" | jq .\n'
        "python3 tools/shopping_list.py --guests 450 --menu owambe_b\nexit\n"
    ),
    "human",
    syntax="",
    extra=lambda rng, s: {"basic": enc_b64(f"{s['login']}:{s['cred']}")},
    decode=_dec_d_basic,
)
