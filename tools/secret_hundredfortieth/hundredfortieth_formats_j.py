# ruff: noqa: E501
"""Family j: bridal mehendi artists near Johari Bazaar (Jaipur, Rajasthan, India), Hindi,
Hinglish and English."""

from __future__ import annotations

import html
import random

from hundredfortieth_spec import Fam, after, alnum, enc_html, hexs, pick

J = Fam(
    "mehendi_johari_rajwada",
    orgs=("rangrajwada", "mehendiwali", "heenajaipur"),
    tld="in",
    first="प्रिया/priya नेहा/neha पूजा/pooja सुनीता/sunita अंजलि/anjali राहुल/rahul विकास/vikas कविता/kavita मीनाक्षी/meenakshi रोहित/rohit दीपिका/deepika सलमा/salma",
    last="शर्मा/sharma अग्रवाल/agarwal जैन/jain गुप्ता/gupta मीणा/meena राठौड़/rathore शेखावत/shekhawat खान/khan सोनी/soni माथुर/mathur",
    words=(
        "mehendi",
        "heena",
        "dulhan",
        "jaipur",
        "hawamahal",
        "gulabi",
        "johari",
        "rajwada",
        "shaadi",
        "sangeet",
        "karwachauth",
        "mor",
        "kesar",
        "bindi",
        "teej",
    ),
    pets=("Tommy", "Sheru", "Moti", "Bholu", "Golu", "Chintu", "Kalu", "Bruno"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "abc123", "qwerty123"),
    clubs=("Virat18", "Dhoni07", "RR2008", "Mahi07", "Sachin10", "HallaBol2008"),
    cc="+91 9#### #####",
    city="Jaipur",
)

J.reg(
    "rajwada_razorpay_client_advance_python",
    ("bookings/razorpay_links.py", "<<org>>/payments/advance_link.py"),
    '''"""Bridal mehendi booking: sends a Razorpay payment link for the 30% advance."""

import razorpay

client = razorpay.Client(auth=("<<keyid>>", "<<cred>>"))


def advance_link(name: str, phone: str, amount_rupees: int, event_date: str) -> str:
    link = client.payment_link.create(
        {
            "amount": amount_rupees * 100,
            "currency": "INR",
            "description": f"Bridal mehendi advance - {event_date} - <<orgc>>",
            "customer": {"name": name, "contact": phone},
            "notify": {"sms": True, "whatsapp": True},
            "reminder_enable": True,
        }
    )
    return link["short_url"]
''',
    cred="alnum:24",
    extra=lambda rng, s: s.update(keyid="rzp_live_" + alnum(rng, 14)),
)

J.reg(
    "rajwada_hinglish_whatsapp_jiofiber_password",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "backup/whatsapp/<<org>>_team_<<date>>.txt"),
    """<<dd>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<dd>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fac2>> Didi: Di studio ka wifi nahi chal raha, bridal client ki video call hai 5 baje
<<dd>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fac>>: Jio fiber ka password badal diya tha kal
<<dd>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fac>>: <<cred>>
<<dd>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fac2>> Didi: ho gaya 👍 thank you
<<dd>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fac>>: पासवर्ड किसी क्लाइंट को मत देना, उनके लिए guest wifi है
""",
    cred="human",
    extra=lambda rng, s: s.update(
        h12=(int(s["hh"]) - 1) % 12 + 1, ampm="pm" if int(s["hh"]) >= 12 else "am"
    ),
)

J.reg(
    "rajwada_shiprocket_api_login_node",
    ("cone-shop/shiprocket.js", "shop-<<org>>/lib/shiprocket.js"),
    """// Henna cone orders -> Shiprocket (API user created under Settings > API > Configure)
const axios = require('axios');

const SHIPROCKET_EMAIL = 'api.<<org>>@gmail.com';
const SHIPROCKET_PASSWORD = '<<cred>>';

let token = null;

async function login() {
  const { data } = await axios.post('https://apiv2.shiprocket.in/v1/external/auth/login', {
    email: SHIPROCKET_EMAIL,
    password: SHIPROCKET_PASSWORD,
  });
  token = data.token;
  return token;
}

async function createOrder(order) {
  if (!token) await login();
  return axios.post('https://apiv2.shiprocket.in/v1/external/orders/create/adhoc', order, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

module.exports = { createOrder };
""",
    cred="pw_sq",
)

J.reg(
    "rajwada_ca_email_hindi_gst_portal",
    ("mail/ca/gst_login_<<date>>.eml", "Gmail/Inbox/<<hex8>>.eml"),
    """From: CA <<full2>> <<<fa2>>.ca@gmail.com>
To: <<email>>
Subject: GST पोर्टल लॉगिन - <<orgc>>
Date: <<maildate>> +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते <<first>> जी,

आपकी फर्म का GST रजिस्ट्रेशन हो गया है (GSTIN 08<<pan>>1Z<<n>>)।
GST पोर्टल (www.gst.gov.in) का लॉगिन:

Username: <<org>>_gst
Password: <<cred>>

हर महीने की 11 तारीख से पहले बिल भेज दीजिए ताकि GSTR-1 टाइम पर फाइल हो सके।
शादी के सीज़न में कैश वाले बिल भी जोड़ना मत भूलिए।

धन्यवाद,
CA <<full2>>
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(
        pan=f"{alnum(rng, 5, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{rng.randint(1000, 9999)}{alnum(rng, 1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}"
    ),
)


def _pw_amp(rng: random.Random, fam: Fam) -> str:
    w = pick(rng, fam.words).capitalize()
    w2 = pick(rng, fam.pets)
    n = rng.randint(10, 99)
    return pick(rng, (f"{w}&{w2}{n}", f"{w}<3{n}{w2}", f"{w2}&{w}@{n}", f'{w}"{n}"{w2}'))


def _html_sheet(s: dict) -> str:
    enc = enc_html(s["cred"])
    return f"""<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><title>Logins</title></head>
<body>
<table border=0 cellpadding=0 cellspacing=0>
 <tr><td>Account</td><td>ID</td><td>Password</td><td>Note</td></tr>
 <tr><td>Instagram Business</td><td>{s["org"]}.bridal</td><td>{enc}</td><td>2FA on {s["first"]} di phone</td></tr>
 <tr><td>Wedding portal listing</td><td>{s["email"]}</td><td>(Google login)</td><td>renew in {s["mo"]}/{s["year"]}</td></tr>
 <tr><td>Cone supplier (Sojat)</td><td>{s["phone"]}</td><td>OTP</td><td>min order 50 cones</td></tr>
</table>
</body>
</html>
"""


J.reg(
    "rajwada_excel_web_page_logins_html_entities",
    ("Documents/<<orgc>> logins.htm", "pc-backup/<<org>>/logins_files/sheet001.htm"),
    _html_sheet,
    cred=_pw_amp,
    syntax="",
    decode=lambda t: html.unescape(
        after(t, r"<td>Instagram Business</td><td>[^<]*</td><td>([^<]*)</td>")
    ),
)

J.reg(
    "rajwada_zoho_books_refresh_token_yaml",
    ("accounts/zoho.yml", "config/<<org>>/zoho_books.yaml"),
    """# Zoho Books (India DC) — invoices for bridal bookings, pulled nightly into the sheet
zoho:
  accounts_url: https://accounts.zoho.in
  api_domain: https://www.zohoapis.in
  organization_id: "600<<n6>>"
  client_id: "1000.<<cid>>"
  refresh_token: "<<cred>>"
  scope: ZohoBooks.invoices.READ
gst:
  place_of_supply: RJ
""",
    cred="p:zoho_refresh",
    extra=lambda rng, s: s.update(cid=alnum(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
)

J.reg(
    "rajwada_cone_shop_shopify_admin_toml",
    ("cone-sync/config.toml", "scripts/<<org>>-shopify/settings.toml"),
    """# Henna cone stock sync (kitchen batch sheet -> Shopify)
[shopify]
shop = "<<org>>-cones.myshopify.com"
api_version = "2024-07"
admin_token = "<<cred>>"

[batch]
sheet_id = "<<sheet>>"
shelf_life_days = 5
location = "Johari Bazaar workshop"
""",
    cred="p:shopify",
    extra=lambda rng, s: s.update(sheet="1" + alnum(rng, 43)),
)

J.reg(
    "rajwada_msg91_otp_authkey_php",
    ("api/otp.php", "public_html/<<org>>/booking/msg91.php"),
    """<?php
// OTP on booking form (MSG91) — DLT template approved for "<<orgc>>"
const MSG91_AUTHKEY = '<<cred>>';
const MSG91_TEMPLATE_ID = '<<tpl>>';

function send_otp(string $mobile): array {
    $ch = curl_init('https://control.msg91.com/api/v5/otp?template_id=' . MSG91_TEMPLATE_ID . '&mobile=91' . $mobile);
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_HTTPHEADER => ['authkey: ' . MSG91_AUTHKEY, 'Content-Type: application/json'],
    ]);
    $res = curl_exec($ch);
    curl_close($ch);
    return json_decode($res, true);
}
""",
    cred=lambda rng, fam: f"{rng.randint(100000, 499999)}A{alnum(rng, 17)}",
    extra=lambda rng, s: s.update(tpl=hexs(rng, 24)),
)
