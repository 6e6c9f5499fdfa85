# ruff: noqa: E501
"""Family p: a Tongan town waste-management authority (Tongan and English)."""

from __future__ import annotations

import json
import random

from seventyeighth_spec import Fam, Slots, alnum, dec_xml_tag, xml_text

FAM = Fam(
    name="veve_kolo_waste_authority",
    key="veve",
    orgs=(
        ("Veve Kolonga Waste Authority", "vevekolonga"),
        ("Tahi Veve Services", "vevetahi"),
        ("Kolo Maʻa Waste Board", "kolomaa"),
    ),
    tld="to",
    first=(
        ("Sione", "sione"),
        ("Mele", "mele"),
        ("Viliami", "viliami"),
        ("Losaline", "losaline"),
        ("Tevita", "tevita"),
        ("ʻAna", "ana"),
        ("Siaosi", "siaosi"),
        ("Sālote", "salote"),
    ),
    last=(
        ("Fifita", "fifita"),
        ("Tupou", "tupou"),
        ("Havili", "havili"),
        ("Latu", "latu"),
        ("Vea", "vea"),
        ("Taufa", "taufa"),
    ),
    words=(
        "ofa",
        "malo",
        "fonua",
        "moana",
        "kolo",
        "veve",
        "lupe",
        "niu",
        "tapa",
        "kava",
        "ikale",
        "tahi",
        "mahina",
        "fetuu",
        "lakalaka",
        "toa",
    ),
    pets=("pusi", "kuli", "blackie", "bingo", "tiny", "lucky"),
    cc="+676",
    places=("Kolonga", "Nukuʻalofa", "Tapuhia", "Mua", "Haveluloto"),
)

R = FAM.reg

# 1 notes: Teltonika FMB tracker SMS configuration (login / password in the SMS)
R(
    "truck_gps_fmb920_sms_setparam_notes",
    ("Documents/trucks_gps_setup.txt", "IT/teltonika/fmb920_<<num>>.txt"),
    """Truck GPS (Teltonika FMB920) – send from the office phone
Truck 3 (Isuzu, <<place>> run):
  SMS to +676 <<num>> <<n>>21:
  fleet <<cred>> setparam 2001:internet;2004:gps.<<dom>>;2005:5027
  fleet <<cred>> getgps
Mālō – <<first>>
""",
    cred=lambda rng, s: alnum(rng, 10),
    syntax="",
)

# 2 weighbridge software INI
R(
    "weighbridge_scale_software_ini",
    ("C:/Weighbridge/settings.ini", "ProgramData/WeighPro/config.ini"),
    """[Scale]
Port=COM3
Baud=9600
Indicator=XK3190-A12

[Database]
Server=<<ip>>\\SQLEXPRESS
Database=Tapuhia_Landfill
User=weigh_app
Password=<<cred>>

[Tickets]
Header=<<org>> – Tapuhia Landfill
""",
    cred="pw",
    syntax="ini",
)


# 3 Messenger JSON export in Tongan
def _msgr(s: Slots) -> str:
    ts = int(s["epoch"]) * 1000
    data = {
        "participants": [{"name": s["fa"].capitalize()}, {"name": s["fa2"].capitalize()}],
        "messages": [
            {
                "sender_name": s["fa"].capitalize(),
                "timestamp_ms": ts + 90000,
                "content": s["cred"],
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": s["fa"].capitalize(),
                "timestamp_ms": ts + 60000,
                "content": "Ko e pasiueti eni ki he komipiuta ʻi he ʻofisi:",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": s["fa2"].capitalize(),
                "timestamp_ms": ts,
                "content": "Mālō e lelei. Ko e hā e pasiueti ki he komipiuta ʻo e billing?",
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": s["fa2"].capitalize(),
        "thread_path": f"inbox/{s['fa2']}_{s['num']}",
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


R(
    "tongan_messenger_json_pasiueti_billing",
    (
        "messages/inbox/<<fa2>>_<<num>>/message_1.json",
        "Downloads/facebook-<<fa>>/messages/inbox/veve_<<num>>/message_1.json",
    ),
    _msgr,
    cred="human",
)


# 4 XML export with an escaped password (encoded: &amp; &lt; &gt;)
def _amp_pw(rng: random.Random, s: Slots) -> str:
    w = FAM.human(rng, plain=True)
    i = rng.randrange(1, len(w))
    return w[:i] + rng.choice("&<>") + w[i:]


def _xml(s: Slots) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<BillingExport generated="{s["date"]}T{s["time"]}:00" authority="{xml_text(s["org"])}">
  <Gateway>
    <Url>https://billing.{s["dom"]}/api</Url>
    <Username>export_{s["fa"]}</Username>
    <Password>{xml_text(s["cred"])}</Password>
  </Gateway>
  <Households count="{s["num"]}" village="{xml_text(s["place"])}"/>
</BillingExport>
"""


R(
    "household_billing_export_xml_escaped_password",
    ("exports/billing_<<ymd_compact>>.xml", "Documents/veve_fees_export.xml"),
    _xml,
    cred=_amp_pw,
    decode=dec_xml_tag("Password"),
)

# 5 Python: Stripe restricted key for bin-fee payments
R(
    "stripe_bin_fee_restricted_key_python",
    ("payments/bin_fees.py", "scripts/stripe_invoices.py"),
    '''"""Monthly bin collection fees – Stripe invoices."""

import stripe

stripe.api_key = "<<cred>>"

for cust in stripe.Customer.list(limit=100):
    print(cust.email)
''',
    cred="p:stripe_rk",
)

# 6 Tongan / English e-mail: webmail password
R(
    "tongan_email_pasiueti_webmail",
    ("Mail/Inbox/<<ymd_compact>>_webmail.eml", "Thunderbird/veve/Inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: ʻAkauni meili foʻou / new webmail account
Date: <<dmy_slash>> <<time>>
Content-Type: text/plain; charset=UTF-8

Mālō e lelei <<first>>,

Kuo ʻosi fakatupu hoʻo ʻakauni meili.
Webmail: https://mail.<<dom>>
Username: <<email>>
Pasiueti: <<cred>>

Please change it after you log in.
ʻOfa atu,
<<first2>>
""",
    cred="human",
    syntax="",
)

# 7 rclone.conf with a Dropbox token (truck photos)
R(
    "truck_photos_rclone_conf_dropbox_token",
    (
        "home/<<login>>/.config/rclone/rclone.conf",
        "Users/office/AppData/Roaming/rclone/rclone.conf",
    ),
    lambda s: (
        f"""[dropbox_veve]
type = dropbox
token = {json.dumps({"access_token": s["cred"], "token_type": "bearer", "refresh_token": s["rt"], "expiry": f"{s['date']}T{s['time']}:00+13:00"})}
"""
    ),
    cred="p:dropbox",
    syntax="ini",
    extra=lambda rng, s: {"rt": alnum(rng, 43)},
)

# 8 bare SSH private key file (GPS server)
R(
    "gps_server_bare_id_rsa",
    ("home/<<login>>/.ssh/id_rsa", "Documents/keys/gps_server_<<num>>.pem"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)
