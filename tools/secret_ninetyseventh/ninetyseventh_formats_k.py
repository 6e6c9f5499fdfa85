# ruff: noqa: E501
"""Family k: a diabetic-supplies distributor (glucometers, test strips, insulin pens and
needles) in Madurai, Tamil Nadu, India: Tamil and English; Razorpay, the GST e-invoice (IRP)
API, Shiprocket, MSG91, WooCommerce, a Google service account for the stock sheet, WhatsApp
and Telegram."""

from __future__ import annotations

import json

from ninetyseventh_spec import Fam, dec_b64_field, enc_b64, hexs, prov, rsa_pem

F = Fam(
    name="diabetic_supplies_madurai",
    prefix="diabetic",
    orgs=("sarkaracare", "meenakshimedi", "vaigaisugar", "glucokart", "madurahealth"),
    tld="in",
    first=(
        ("முருகன்", "murugan"),
        ("லட்சுமி", "lakshmi"),
        ("கார்த்திக்", "karthik"),
        ("மீனா", "meena"),
        ("சரவணன்", "saravanan"),
        ("பிரியா", "priya"),
        ("செல்வி", "selvi"),
        ("அருண்", "arun"),
    ),
    last=(
        ("ராஜா", "raja"),
        ("சுப்பிரமணியன்", "subramanian"),
        ("பாண்டியன்", "pandian"),
        ("வேலு", "velu"),
        ("கிருஷ்ணன்", "krishnan"),
        ("நடராஜன்", "natarajan"),
    ),
    words=(
        "madurai",
        "meenakshi",
        "jigarthanda",
        "vaigai",
        "malli",
        "thalaivar",
        "idli",
        "kolam",
        "pongal",
        "sakkarai",
        "kaveri",
        "thamizh",
        "amma",
        "thala",
        "kovil",
        "paruthi",
    ),
    pets=("tiger", "jimmy", "puppy", "rani", "kutty", "raja", "blacky"),
    cc="+91",
    cities=("madurai", "dindigul", "virudhunagar", "theni", "sivakasi", "tirunelveli"),
    tz="+0530",
)


def _razorpay(rng, s):
    return {"key_id": prov(rng, "razorpay_id")}


F.reg(
    "razorpay_basic_header_python_b64",
    ("billing/razorpay_links_<<n>>.py", "<<org>>/scripts/payment_link.py"),
    """\"\"\"Payment links for pharmacies' monthly strip orders (Razorpay Payment Links API).\"\"\"

import requests

# base64 of key_id:key_secret, copied from Postman
AUTH_HEADER = "Basic <<enc>>"


def create_link(amount_rupees, pharmacy, phone):
    body = {
        "amount": int(amount_rupees * 100),
        "currency": "INR",
        "description": f"Glucometer strips - {pharmacy}",
        "customer": {"contact": phone},
        "notify": {"sms": True, "whatsapp": True},
    }
    r = requests.post("https://api.razorpay.com/v1/payment_links", json=body, headers={"Authorization": AUTH_HEADER}, timeout=20)
    return r.json()["short_url"]
""",
    "p:razorpay_secret",
    extra=_razorpay,
    encode=lambda v, s: enc_b64(f"{s['key_id']}:{v}"),
    decode=dec_b64_field(r'"Basic ([A-Za-z0-9+/=]+)"', 1),
)

F.reg(
    "tamil_whatsapp_kadavuchol_accuchek_portal",
    ("WhatsApp Chat with <<fac>> Sales.txt", "WhatsApp Chat with Madurai Distributors <<n>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hm>> - <<fac>>: அண்ணா, Accu-Chek distributor portal-ல login ஆகல
<<d>>/<<mo>>/<<y>>, <<hm>> - <<fac2>> Anna: User ID: <<user2>>
<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac2>> Anna: கடவுச்சொல்: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac2>> Anna: Strips stock update pannunga, Dindigul order pending
<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac>>: சரி அண்ணா 🙏
""",
    "human",
    "",
)

F.reg(
    "gst_einvoice_irp_api_config_json",
    ("einvoice/irp_config_<<org>>.json", "config/gst-irp-<<n>>.json"),
    lambda s: json.dumps(
        {
            "gstin": f"33AAB{s['nnnn']}{s['n']}Z{s['n']}",
            "client_id": f"AAACS{s['nnnn']}{s['hex8'].upper()}",
            "client_secret": hexs_fixed(s),
            "user_name": f"API_{s['org']}",
            "password": s["cred"],
            "base_url": "https://api.einvoice1.gst.gov.in",
        },
        indent=2,
    ),
    "human_x",
)


def hexs_fixed(s):
    return (str(s["hex8"]) * 3)[:20]


F.reg(
    "shiprocket_login_dotenv",
    ("shipping/.env", "<<org>>-dispatch/.env"),
    """# Shiprocket - insulin cold-box and strips dispatch
SHIPROCKET_EMAIL=dispatch@<<dom>>
SHIPROCKET_PASSWORD=<<cred>>
PICKUP_LOCATION=Madurai-Godown-<<n>>
DEFAULT_COURIER=Delhivery
""",
    "pw",
    "",
)

F.reg(
    "msg91_authkey_refill_reminder_php",
    ("reminders/msg91_send_<<n>>.php", "www/<<org>>/cron/refill_sms.php"),
    """<?php
// Monthly strip refill reminder to patients (MSG91 Flow API)
$authkey = "<<cred>>";
$template_id = "<<hex16>>";
$payload = json_encode([
    "template_id" => $template_id,
    "recipients" => [["mobiles" => "91" . $row['mobile'], "name" => $row['name'], "days" => "5"]],
]);
$ch = curl_init("https://control.msg91.com/api/v5/flow/");
curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $payload, CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ["authkey: " . $authkey, "content-type: application/json"]]);
curl_exec($ch);
""",
    lambda rng, s: f"{rng.randint(100000, 499999)}{hexs(rng, 6)}{hexs(rng, 12).upper()}"[:24],
    "",
)

F.reg(
    "stock_sheet_service_account_json",
    ("credentials/<<org>>-stock-<<hex8>>.json", "service_accounts/stocksheet_<<n>>.json"),
    lambda s: json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-stock",
            "private_key_id": s["kid"],
            "private_key": s["pem"],
            "client_email": f"stock-sync@{s['org']}-stock.iam.gserviceaccount.com",
            "client_id": f"1{s['d16']}{s['nnnn']}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    ),
    lambda rng, s: rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n",
    extra=lambda rng, s: {"kid": hexs(rng, 40), "pem": str(s["cred"]).replace("\\n", "\n")},
)

F.reg(
    "woocommerce_rest_consumer_secret_py",
    ("shop-sync/woo_stock_<<n>>.py", "<<org>>/woo/update_stock.py"),
    """\"\"\"Push glucometer / strip stock from the godown sheet to the WooCommerce shop.\"\"\"

from woocommerce import API

wcapi = API(
    url="https://shop.<<dom>>",
    consumer_key="ck_<<hex40>>",
    consumer_secret="<<cred>>",
    version="wc/v3",
    timeout=30,
)


def set_stock(product_id, qty):
    return wcapi.put(f"products/{product_id}", {"stock_quantity": qty}).json()
""",
    lambda rng, s: "cs_" + hexs(rng, 40),
)

F.reg(
    "telegram_copied_tanglish_godown_pass",
    ("Notes/telegram_godown_<<date>>.txt", "Documents/tg_copy_<<nnnn>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<hm>>] <<fac>> <<lac>>: godown laptop Tally password enna?
[<<d>>/<<mo>>/<<y>> <<hm2>>] <<fac2>>: <<cred>>
[<<d>>/<<mo>>/<<y>> <<hm2>>] <<fac2>>: yaarukkum sollatheenga
""",
    "human",
    "",
)
