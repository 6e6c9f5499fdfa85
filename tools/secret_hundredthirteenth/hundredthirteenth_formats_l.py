# ruff: noqa: E501
"""Family l: a fishmonger with home delivery (app and WhatsApp orders) in Kochi, Kerala,
India: Malayalam and English."""

from __future__ import annotations

from hundredthirteenth_spec import Fam, alnum

F = Fam(
    name="kochi_fishmonger_home_delivery",
    orgs=("kochimeen", "fortkochifresh", "chellanammeen", "vypinfish"),
    tld="in",
    first=(
        ("അനീഷ്", "aneesh"),
        ("ജിഷ", "jisha"),
        ("സന്തോഷ്", "santhosh"),
        ("റിയ", "riya"),
        ("ബിജു", "biju"),
        ("ആതിര", "athira"),
        ("ഷിബു", "shibu"),
        ("മേരി", "mary"),
    ),
    last=(
        ("ജോസഫ്", "joseph"),
        ("നായർ", "nair"),
        ("വർഗീസ്", "varghese"),
        ("കുര്യൻ", "kurian"),
        ("മേനോൻ", "menon"),
        ("തോമസ്", "thomas"),
    ),
    words=(
        "meen",
        "karimeen",
        "mathi",
        "ayala",
        "kochi",
        "vypin",
        "chellanam",
        "kappa",
        "kerala",
        "onam",
        "chinese",
        "nethili",
        "kadal",
        "periyar",
    ),
    pets=("tippu", "kuttan", "jimmy", "chinnu", "brownie"),
    cc="91",
)

F.reg(
    "kochi_malayalam_whatsapp_password_delivery_app",
    ("WhatsApp/WhatsApp Chat with <<fa>> Delivery.txt", "backup/wa_meen_<<nn>>.txt"),
    """<<dd>>/<<mo>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: ചേട്ടാ, ഡെലിവറി ആപ്പിൽ കയറാൻ പറ്റുന്നില്ല
<<dd>>/<<mo>>/<<yy>>, <<hh>>:<<mm>> - <<fn2>>: ലോഗിൻ <<user>>
<<dd>>/<<mo>>/<<yy>>, <<hh>>:<<mm>> - <<fn2>>: പാസ്‌വേഡ് <<cred>>
<<dd>>/<<mo>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: ok ചേട്ടാ, ഇന്ന് <<n>> ഓർഡർ ഉണ്ട് 🐟
""",
    "human",
    syntax="",
)


def _rzp(rng, s):
    s["key_id"] = "rzp_live_" + alnum(rng, 14)


F.reg(
    "kochi_razorpay_key_secret_node_orders",
    ("server/payments/razorpay.js", "apps/<<org>>-api/src/pay<<n>>.js"),
    """// Fish order payments (Razorpay)
const Razorpay = require("razorpay");

const razorpay = new Razorpay({
  key_id: "<<key_id>>",
  key_secret: "<<cred>>",
});

module.exports = async function createOrder(amountRupees, orderNo) {
  return razorpay.orders.create({ amount: amountRupees * 100, currency: "INR", receipt: `meen-${orderNo}` });
};
""",
    "p:razorpay",
    syntax="",
    extra=_rzp,
)

F.reg(
    "kochi_phonepe_salt_key_java_properties",
    ("src/main/resources/phonepe.properties", "backend/<<org>>/phonepe-<<n>>.properties"),
    """# PhonePe PG - home delivery checkout
phonepe.merchant.id=M<<id8>>
phonepe.salt.key=<<cred>>
phonepe.salt.index=1
phonepe.env=PROD
phonepe.callback=https://api.<<dom>>/phonepe/callback
""",
    "p:phonepe",
    syntax="",
)

F.reg(
    "kochi_delivery_app_gradle_properties_keystore",
    ("android/gradle.properties", "<<org>>-delivery/android/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
MEEN_UPLOAD_STORE_FILE=<<org>>-upload.jks
MEEN_UPLOAD_KEY_ALIAS=upload
MEEN_UPLOAD_STORE_PASSWORD=<<cred>>
MEEN_UPLOAD_KEY_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "kochi_msg91_otp_authkey_php",
    ("api/otp/msg91.php", "public_html/<<org>>/otp_<<n>>.php"),
    """<?php
// OTP for customer login (MSG91)
$authKey = "<<cred>>";
$templateId = "<<id8>><<nn>>";
$mobile = "91" . $_POST['mobile'];
$url = "https://control.msg91.com/api/v5/otp?template_id=$templateId&mobile=$mobile&authkey=$authKey";
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    lambda r: f"{alnum(r, 6, '0123456789')}A{alnum(r, 17)}",
    syntax="",
)

F.reg(
    "kochi_zoho_books_refresh_token_python",
    ("accounts/zoho_invoices.py", "scripts/<<org>>_zoho_<<n>>.py"),
    """# Daily GST invoices to Zoho Books
import requests

ZOHO = {
    "client_id": "1000.<<id8>><<nn>>",
    "client_secret": "<<id8>><<id8>>",
    "refresh_token": "<<cred>>",
}
r = requests.post("https://accounts.zoho.in/oauth/v2/token", params={**ZOHO, "grant_type": "refresh_token"})
print(r.json()["access_token"][:8])
""",
    "p:zoho_refresh",
)

F.reg(
    "kochi_shop_wifi_malayalam_note_txt",
    ("Desktop/wifi.txt", "Documents/കട_<<org>>_<<n>>.txt"),
    """കടയിലെ വൈഫൈ (JioFiber)
<<org>>_5G
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "kochi_gst_portal_email_password_accountant",
    ("Mail/Sent/<<id8>>.eml", "gmail_export/<<fa>>/<<ts>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: GST portal login - <<org>>
Date: Sat, <<dd>> Aug <<year>> <<time>>:37 +0530
Content-Type: text/plain; charset=utf-8

Dear <<fa2>>,

GSTR-1 ഫയൽ ചെയ്യാനുള്ള ലോഗിൻ:
Username: <<org>><<nn>>
Password: <<cred>>

OTP എന്റെ ഫോണിലേക്ക് വരും (<<phone>>), വിളിക്കൂ.
<<fn>>
""",
    "human",
    syntax="",
)
