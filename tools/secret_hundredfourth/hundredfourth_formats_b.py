# ruff: noqa: E501
"""Family b: a Lagos skincare start-up (English, Nigerian Pidgin, Yoruba): Paystack and
Flutterwave checkout, Termii SMS, GIG Logistics, Jumia / Konga seller centres, NAFDAC portal."""

from __future__ import annotations

from hundredfourth_spec import Fam, wa

FAM = Fam(
    name="ewaskin_lagos_skincare_startup",
    orgs=("ewaglow", "orisheabotanics", "ekoradiance", "adireskin"),
    tld="com.ng",
    first=(
        ("Adaeze", "adaeze"),
        ("Tolulope", "tolu"),
        ("Chinedu", "chinedu"),
        ("Funmilayo", "funmi"),
        ("Ifeoma", "ifeoma"),
        ("Oluwaseun", "seun"),
        ("Ngozi", "ngozi"),
        ("Babatunde", "tunde"),
        ("Adébáyọ̀", "adebayo"),
        ("Ọláidé", "olaide"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adeyemi", "adeyemi"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Ogunleye", "ogunleye"),
        ("Nwosu", "nwosu"),
        ("Ọlábísí", "olabisi"),
    ),
    words=(
        "ewa",
        "oyin",
        "naija",
        "shea",
        "ori",
        "adire",
        "lekki",
        "yaba",
        "jollof",
        "ankara",
        "glow",
        "alaafia",
        "ife",
        "ire",
        "eko",
        "ikeja",
        "melanin",
        "omolewa",
    ),
    pets=("bingo", "jack", "coco", "bobby", "dudu", "tiger"),
    cc="+234",
    city="Lagos",
    lwords=("Ẹwà", "Ìfẹ́", "Oyin"),
)

R = FAM.reg

R(
    "ewaskin_paystack_secret_node_dotenv",
    (".env", "server/.env.live", "api/<<org>>/.env"),
    """# <<orgc>> storefront API
NODE_ENV=production
PORT=4000
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://<<dom>>/checkout/verify
MONGO_URL=mongodb://<<ip>>:27017/<<org>>
""",
    "p:paystack",
    "",
    extra=lambda rng, s: s.update(pk=__import__("hundredfourth_corpus").hexs(rng, 40)),
)

R(
    "ewaskin_flutterwave_laravel_config_php",
    ("config/flutterwave.php", "app/config/rave_<<org>>.php"),
    """<?php

// Flutterwave (Rave) v3 — cards, bank transfer and USSD for <<orgc>> orders.
return [
    'publicKey' => env('FLW_PUBLIC_KEY', 'FLWPUBK-<<pub>>-X'),
    'secretKey' => env('FLW_SECRET_KEY', '<<cred>>'),
    'secretHash' => env('FLW_SECRET_HASH', '<<orgu>>-webhook-<<nn>>'),
    'encryptionKey' => env('FLW_ENCRYPTION_KEY', '<<enck>>'),
    'currency' => 'NGN',
    'redirect_url' => 'https://<<dom>>/payment/callback',
];
""",
    "p:flw",
    "",
    extra=lambda rng, s: s.update(
        pub=__import__("hundredfourth_corpus").hexs(rng, 32),
        enck=__import__("hundredfourth_corpus").hexs(rng, 24),
        orgu=str(s["org"]).upper(),
    ),
)

R(
    "ewaskin_pidgin_whatsapp_ios_reply_only_jumia",
    ("WhatsApp Chat - <<fn2>>/_chat.txt", "chats/<<fa2>>_whatsapp.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>> <<ln>>",
                    "Abeg wetin be the Jumia seller centre password? Dem don log me out again 😩",
                ),
                ("<<fn2>>", "Na the new one o, I change am Monday"),
                ("<<fn2>>", "<<cred>>"),
                ("<<fn>> <<ln>>", "E don work. Thank you jare"),
                ("<<fn2>>", "No forget to upload the shea butter batch photos before 5"),
            ],
            style="ios",
        )
    ),
)

R(
    "ewaskin_gig_logistics_booking_python",
    ("scripts/gig_book_pickups.py", "ops/logistics/gig_<<nn>>.py"),
    '''"""Book GIG Logistics pickups for paid Paystack orders (runs at 10:00 and 15:00)."""

import requests

GIG_BASE = "https://giglthirdpartyapi.azurewebsites.net/api/thirdparty"
GIG_USERNAME = "<<email>>"
GIG_PASSWORD = "<<cred>>"


def login() -> str:
    r = requests.post(
        f"{GIG_BASE}/login",
        json={"username": GIG_USERNAME, "Password": GIG_PASSWORD, "SessionObj": ""},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["Object"]["access-token"]


if __name__ == "__main__":
    token = login()
    print("GIG session ok", token[:6])
''',
    "pw_dq",
)

R(
    "ewaskin_nafdac_portal_handover_markdown",
    ("docs/handover/regulatory_<<fa>>.md", "notion_export/NAFDAC handover <<date>>.md"),
    """# Handover — regulatory (<<fn>> to <<fn2>>)

Date: <<dmy>>

## NAFDAC e-registration portal
- URL: https://registration.nafdac.gov.ng
- Login: <<email>>
- Password: <<cred>>
- Pending: vitamin C serum (30 ml) and black soap face wash — dossiers uploaded, awaiting inspection date.

## Other
- Product photos are in the shared Google Drive "Regulatory/<<year>>".
- Lab COAs from the Ikeja lab come every Thursday; file them under the batch number.
- Ẹ ṣé o! Call me on <<phone>> if anything is stuck.
""",
    "human",
    "",
)

R(
    "ewaskin_termii_otp_api_key_javascript",
    ("<<org>>-web/src/lib/termii.js", "functions/<<org>>/sendOtp.js"),
    """// Termii — order and delivery SMS / OTP for <<orgc>> customers
const TERMII_API_KEY = "<<cred>>";
const SENDER_ID = "<<orgu6>>";

export async function sendOrderSms(phone, orderId) {
  const res = await fetch("https://api.ng.termii.com/api/sms/send", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      to: phone,
      from: SENDER_ID,
      sms: `Your order ${orderId} don ship! Track am for <<dom>>`,
      type: "plain",
      channel: "dnd",
      api_key: TERMII_API_KEY,
    }),
  });
  return res.json();
}
""",
    "p:termii",
    "",
    extra=lambda rng, s: s.update(orgu6=str(s["org"])[:6].capitalize()),
)

R(
    "ewaskin_marketplace_logins_csv_export",
    ("exports/marketplace_logins_<<date>>.csv", "shared/Seller accounts (<<fa>>).csv"),
    """platform,url,login,password,owner,notes
Jumia Vendor Center,https://vendorcenter.jumia.com.ng,<<email>>,<<cred>>,<<fn>>,2FA on office phone
Konga Seller,https://sellers.konga.com,<<email2>>,(ask <<fn2>>),<<fn2>>,
Instagram shop,https://instagram.com/<<org>>,<<org>>.ng,(Meta Business),<<fn2>>,
""",
    "human_x",
    "",
)

R(
    "ewaskin_zoho_inventory_apps_script_refresh",
    ("apps-script/ZohoStock.gs", "sheets/stock_sync_<<nn>>.gs"),
    """/**
 * Pull Zoho Inventory stock into the "Batches" sheet every hour.
 */
const ZOHO_CLIENT_ID = '1000.<<cid>>';
const ZOHO_REFRESH_TOKEN = '<<cred>>';
const ZOHO_ORG_ID = '<<zorg>>';

function zohoAccessToken_() {
  const res = UrlFetchApp.fetch('https://accounts.zoho.com/oauth/v2/token', {
    method: 'post',
    payload: {
      refresh_token: ZOHO_REFRESH_TOKEN,
      client_id: ZOHO_CLIENT_ID,
      client_secret: PropertiesService.getScriptProperties().getProperty('ZOHO_CLIENT_SECRET'),
      grant_type: 'refresh_token',
    },
  });
  return JSON.parse(res.getContentText()).access_token;
}
""",
    "p:zoho_refresh",
    "",
    extra=lambda rng, s: s.update(
        cid=__import__("hundredfourth_corpus").alnum(
            rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        ),
        zorg=str(rng.randint(10**8, 10**9)),
    ),
)
