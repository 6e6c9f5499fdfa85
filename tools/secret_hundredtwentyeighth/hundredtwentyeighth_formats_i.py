# ruff: noqa: E501
"""Family i: a fabric shop (aso-oke, ankara and lace) in Balogun market, Lagos (Nigeria);
English, Nigerian Pidgin and Yoruba."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import Fam, alnum, hexs

I = Fam(  # noqa: E741
    name="asooke_textiles_balogun",
    orgs=("asookeadun", "balogunlace", "ankaraiya", "aduneaso"),
    tld="com.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Funmilayo", "funmilayo"),
        ("Chinedu", "chinedu"),
        ("Ngozi", "ngozi"),
        ("Tunde", "tunde"),
        ("Bisola", "bisola"),
        ("Emeka", "emeka"),
        ("Ọlájídé", "olajide"),
    ),
    last=(
        ("Adeyemi", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Ogunleye", "ogunleye"),
        ("Eze", "eze"),
        ("Afolabi", "afolabi"),
    ),
    words=(
        "asooke",
        "ankara",
        "lace",
        "gele",
        "agbada",
        "lagos",
        "eko",
        "jollof",
        "naija",
        "owambe",
        "adire",
        "ijebu",
        "ibadan",
        "olumo",
        "ayo",
        "oluwa",
        "jesus",
        "blessed",
    ),
    pets=("bingo", "jack", "tiger", "peaches", "lucky"),
    cc="+234",
    city="Lagos",
)

I.reg(
    "asooke_pidgin_whatsapp_moniepoint_password",
    ("WhatsApp/WhatsApp Chat with <<first>> Shop.txt", "chats/balogun_<<fa>>_<<num>>.txt"),
    """<<dmy>>, <<time>> - <<first>> <<last>>: Abeg wetin be the Moniepoint business app password? E don log me out
<<dmy>>, <<time2>> - <<first2>>: Na <<phone_raw>> be the number
<<dmy>>, <<time2>> - <<first2>>: password na <<cred>>
<<dmy>>, <<time2>> - <<first2>>: Make you no give that Ibadan boy o
<<dmy>>, <<time2>> - <<first>> <<last>>: E se ma 🙏🏾
""",
    "human",
    syntax="",
)

I.reg(
    "asooke_paystack_secret_laravel_env",
    ("<<org>>/.env", "shop-<<org>>/.env.production"),
    """APP_NAME="<<org>>"
APP_ENV=production
APP_URL=https://<<dom>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=<<email>>
""",
    "p:paystack",
    syntax="",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)

I.reg(
    "asooke_flutterwave_webhook_express_js",
    ("server/payments.js", "<<org>>-api/routes/flw_<<n>>.js"),
    """const express = require("express");
const Flutterwave = require("flutterwave-node-v3");

const flw = new Flutterwave("FLWPUBK-<<pub>>-X", "<<cred>>");
const router = express.Router();

router.post("/flw-webhook", async (req, res) => {
  const { id } = req.body.data;
  const r = await flw.Transaction.verify({ id });
  if (r.data.status === "successful") {
    // mark order paid - <<org>> lace orders
  }
  res.sendStatus(200);
});

module.exports = router;
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, s: {"pub": hexs(rng, 32)},
)

I.reg(
    "asooke_termii_owambe_sms_python",
    ("scripts/owambe_promo.py", "marketing/<<fa>>/termii_<<year>>.py"),
    '''"""Send new aso-oke arrival SMS to customers before owambe season."""

import requests

TERMII_KEY = "<<cred>>"
SENDER = "<<org>>"[:11]


def send(to, text):
    return requests.post(
        "https://api.ng.termii.com/api/sms/send",
        json={"api_key": TERMII_KEY, "to": to, "from": SENDER, "sms": text, "type": "plain", "channel": "generic"},
        timeout=20,
    ).json()
''',
    "x:TL:58",
)

I.reg(
    "asooke_zoho_inventory_oauth_json",
    ("config/zoho_<<org>>.json", "inventory/<<fa>>/zoho.json"),
    lambda s: json.dumps(
        {
            "organization_id": s["num"] + "7712",
            "client_id": s["cid"],
            "client_secret": s["csec"],
            "refresh_token": s["cred"],
            "accounts_url": "https://accounts.zoho.com",
            "warehouse": "Balogun Shop 2",
        },
        indent=2,
    ),
    lambda rng, f: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
    extra=lambda rng, s: {
        "cid": "1000." + alnum(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "csec": hexs(rng, 42),
    },
)

I.reg(
    "asooke_yoruba_telegram_copied_oro_asina",
    ("Telegram/<<fa>>_copied_<<date>>.txt", "notes/tg_<<num>>.txt"),
    """<<first>> <<last>>, [<<ddmm>> <<time>>]
Ẹ kú iṣẹ́ o. Kí ni ọ̀rọ̀ aṣínà Jumia seller center wa?

<<first2>>, [<<ddmm>> <<time2>>]
<<email>>
<<cred>>

<<first>> <<last>>, [<<ddmm>> <<time2>>]
Ẹ ṣé gan
""",
    "human",
    syntax="",
)

I.reg(
    "asooke_fabric_stock_spreadsheetml_logins",
    ("stock/<<org>>_<<year>>.xml", "Documents/fabric_stock_<<fa>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Stock">
  <Table>
   <Row><Cell><Data ss:Type="String">Fabric</Data></Cell><Cell><Data ss:Type="String">Yards</Data></Cell><Cell><Data ss:Type="String">Price NGN</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Swiss voile lace</Data></Cell><Cell><Data ss:Type="Number"><<n>></Data></Cell><Cell><Data ss:Type="Number">45000</Data></Cell></Row>
  </Table>
 </Worksheet>
 <Worksheet ss:Name="Logins">
  <Table>
   <Row><Cell><Data ss:Type="String">Supplier portal (Kano)</Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
)

I.reg(
    "asooke_instagram_shop_handover_email",
    ("mail/handover_<<date>>.eml", "Outlook/<<fa>>/instagram_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Instagram shop handover while I travel to Ibadan
Date: <<dmy>> <<time>>

Hi <<first2>>,

You will handle the IG shop (@<<org>>) for two weeks. Post the new lace every morning.

Login: <<org>>.lagos
Password: <<cred>>

The code for 2FA comes to my line, call me.
Ẹ ṣé,
<<first>>
""",
    "human",
    syntax="",
)
