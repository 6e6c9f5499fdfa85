# ruff: noqa: E501
"""Family l: a dog- and cat-food manufacturer near Pune (India, Hindi and Marathi)."""

from __future__ import annotations

from eightyfirst_spec import FL as F
from eightyfirst_spec import Slots, alnum, wa

F.reg(
    "razorpay_b2b_orders_python_key_secret",
    ("distributor-portal/<<org>>/payments.py", "scripts/razorpay_<<org>>_<<yy>>.py"),
    '''"""Distributor advance payments (pet food B2B orders) via Razorpay."""

import razorpay

client = razorpay.Client(auth=("rzp_live_<<kid>>", "<<cred>>"))


def create_order(amount_rupees: int, distributor: str) -> dict:
    return client.order.create({"amount": amount_rupees * 100, "currency": "INR", "receipt": distributor})
''',
    "p:razorpay",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

F.reg(
    "busy_accounting_sqlserver_udl_file",
    ("C:/BusyWin/<<org>>.udl", "Accounts/<<orgc>>/busy_sql_<<yy>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=BusyComp0001_db12025;Data Source=<<ip>>\\BUSY
""",
    "pw",
    syntax="",
)

F.reg(
    "extruder_line_nodered_settings_credential_secret",
    ("node-red/<<org>>/settings.js", "home/pi/.node-red/settings.js"),
    """// Extruder line 2 (kibble) - dryer & coater temperatures to MQTT
module.exports = {
    flowFile: "flows_extruder.json",
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{ username: "<<login>>", password: "$2b$08$<<bc>>", permissions: "*" }],
    },
    logging: { console: { level: "info" } },
};
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {
        "bc": alnum(rng, 53, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    },
)


def _wa_hi(s: Slots) -> str:
    msgs = [
        (s["fn"], "भाई, डिस्ट्रीब्यूटर पोर्टल का पासवर्ड क्या है? नागपुर वाले का ऑर्डर डालना है 🙏"),
        (s["fn2"], f"यूज़र {s['login']} है"),
        (s["fn2"], f"पासवर्ड {s['cred']}"),
        (s["fn"], "ठीक है, धन्यवाद"),
    ]
    return wa(s, msgs, 2)


F.reg(
    "whatsapp_hindi_distributor_portal_password",
    ("WhatsApp/WhatsApp Chat with <<fa2>> Sales.txt", "backup/wa_<<fa>>_<<date>>.txt"),
    _wa_hi,
    "human",
    syntax="",
)


def _fssai_email(s: Slots) -> str:
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: FoSCoS लाइसेंस नवीनीकरण - लॉगिन विवरण\n"
        f"Date: Fri, {s['dd']} Jan {s['year']} {s['hh']}:{s['mi']}:00 +0530\n"
        'Content-Type: text/plain; charset="utf-8"\n\n'
        f"नमस्ते {s['fn2']} जी,\n\n"
        "चाकण प्लांट का FSSAI लाइसेंस अगले महीने खत्म हो रहा है। FoSCoS पोर्टल पर नवीनीकरण कर दीजिए:\n\n"
        f"यूज़र आईडी: {s['org']}_chakan\n"
        f"पासवर्ड: {s['cred']}\n\n"
        f"धन्यवाद,\n{s['fn']}\n"
    )


F.reg(
    "fssai_foscos_hindi_email_password",
    ("Mail/<<login>>/FoSCoS_<<date>>.eml", "Outlook/Compliance/fssai_<<id6>>.eml"),
    _fssai_email,
    "human",
    syntax="",
)

F.reg(
    "gst_einvoice_irp_env_client_secret",
    ("einvoice-<<org>>/.env", "erp/<<org>>/gst_irp.env"),
    """# GST e-invoice (IRP) API - GSTIN 27AAB<<id6>>1Z5
IRP_BASE_URL=https://api.einvoice1.gst.gov.in
IRP_CLIENT_ID=AABCP<<cid>>
IRP_CLIENT_SECRET=<<cred>>
IRP_USERNAME=API_<<org>>
IRP_GSTIN=27AAB<<id6>>1Z5
""",
    "alnum:20",
    syntax="",
    extra=lambda rng, s: {"cid": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "shopify_d2c_store_admin_token_python",
    ("d2c/<<org>>/inventory_sync.py", "scripts/shopify_<<org>>_<<yy>>.py"),
    '''"""Sync finished-goods stock (kibble, treats) from the plant ERP to the D2C Shopify store."""

import requests

SHOP = "<<org>>-store.myshopify.com"
TOKEN = "<<cred>>"
HEADERS = {"X-Shopify-Access-Token": TOKEN, "Content-Type": "application/json"}


def set_stock(item_id: int, qty: int) -> None:
    requests.post(
        f"https://{SHOP}/admin/api/2024-10/inventory_levels/set.json",
        headers=HEADERS,
        json={"location_id": 7<<id6>>, "inventory_item_id": item_id, "available": qty},
        timeout=20,
    ).raise_for_status()
''',
    "p:shopify",
)

F.reg(
    "label_printer_net_use_bat",
    ("C:/Scripts/labels_<<org>>.bat", "Packing/<<orgc>>/map_label_share_<<yy>>.bat"),
    """@echo off
rem Packing line - bag labels (batch no., MRP, best before) from the QA share
net use L: \\\\<<ip>>\\labels /user:<<org>>\\packing <<cred>> /persistent:no
copy L:\\templates\\kibble_3kg.prn \\\\localhost\\ZD421
net use L: /delete /y
""",
    "pw_bare",
    syntax="",
)
