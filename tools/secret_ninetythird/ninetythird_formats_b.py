# ruff: noqa: E501
"""Family b: a Lagos dropshipper on Shopify (English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_B, alnum, dec_basic, enc_b64, hexs

FAM_B.reg(
    "shopify_custom_app_dotenv_shpat",
    ("<<org>>-sync/.env", "projects/dropship-<<org>>/.env"),
    """# own sync script for <<orgc>> (replaces the paid DSers plan)
SHOPIFY_STORE=<<org>>.myshopify.com
SHOPIFY_API_VERSION=2024-10
SHOPIFY_ACCESS_TOKEN=<<cred>>
SHOPIFY_API_KEY=<<h32>>
ALIEXPRESS_TRACKING_EMAIL=<<gmail>>
GIG_CUSTOMER_CODE=IND<<n2>>
NAIRA_MARKUP=1.35
WHATSAPP_ORDER_ALERT=<<phone>>
""",
    "p:shopify",
    syntax="",
)

FAM_B.reg(
    "paystack_webhook_express_handler_js",
    ("server/routes/paystack.js", "<<org>>-api/src/webhooks/paystack_<<n>>.js"),
    """// Paystack webhook for <<orgc>> - verifies x-paystack-signature then marks the order paid
const crypto = require('crypto');
const express = require('express');

const router = express.Router();
const PAYSTACK_SECRET_KEY = '<<cred>>'; // TODO move to env before <<fac>> pushes this to GitHub

router.post('/paystack/webhook', express.json(), async (req, res) => {
  const hash = crypto
    .createHmac('sha512', PAYSTACK_SECRET_KEY)
    .update(JSON.stringify(req.body))
    .digest('hex');
  if (hash !== req.headers['x-paystack-signature']) return res.sendStatus(401);
  if (req.body.event === 'charge.success') {
    const ref = req.body.data.reference;
    await req.app.locals.orders.markPaid(ref, req.body.data.amount / 100);
  }
  res.sendStatus(200);
});

module.exports = router;
""",
    "p:paystack",
    syntax="",
)

FAM_B.reg(
    "pidgin_whatsapp_dsers_login",
    ("WhatsApp Chat with <<fn2>>.txt", "backup/whatsapp/<<org>>_va_<<n>>.txt"),
    """[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: Abeg the DSers login wey you use yesterday, e don log me out
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>>:<<ss>>] <<fn2>> <<ln2>>: Na <<gmail>>
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>>:<<ss>>] <<fn2>> <<ln2>>: password na <<cred>>
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi3>>:<<ss>>] <<fn>> <<ln>>: E don work. Thank you o 🙏
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi3>>:<<ss>>] <<fn2>> <<ln2>>: No share am for that new VA o, make I create her own account
[<<d>>/<<mo>>/<<y>>, <<hh2>>:02:11] <<fn>> <<ln>>: Ok. The 40 ring lights from Yiwu don land Ikeja, GIG go deliver tomorrow
""",
    "human",
    syntax="",
)


def _wp_app_pw(r, s):
    return " ".join(alnum(r, 4) for _ in range(6))


def _basic_extra(r, s):
    return {"enc": enc_b64(f"{s['fa']}_admin:{s['cred']}")}


FAM_B.reg(
    "wordpress_app_password_curl_basic_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history"),
    """cd ~/sites/<<org>>
wp plugin list --status=active
git pull origin main
curl -s "https://<<dom>>/wp-json/wc/v3/products?per_page=50" -H "Authorization: Basic <<enc>>" | jq '.[].name'
curl -s "https://<<dom>>/wp-json/wc/v3/orders?status=processing" -H "Authorization: Basic <<enc>>" | jq length
python3 update_prices.py --markup 1.35
ssh root@<<pubip>>
""",
    _wp_app_pw,
    syntax="",
    extra=_basic_extra,
    decode=dec_basic,
)

FAM_B.reg(
    "flutterwave_django_production_settings",
    ("<<org>>/settings/production.py", "backend/<<org>>_shop/settings_prod.py"),
    '''"""Production settings for <<orgc>> (Lagos) - Flutterwave for cards, USSD and bank transfer."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
CSRF_TRUSTED_ORIGINS = ["https://<<dom>>"]

FLUTTERWAVE_PUBLIC_KEY = "FLWPUBK-<<h32>>-X"
FLUTTERWAVE_SECRET_KEY = "<<cred>>"
FLUTTERWAVE_REDIRECT_URL = "https://<<dom>>/checkout/done/"
DEFAULT_CURRENCY = "NGN"
''',
    "p:flutterwave",
)


def _sa_json(s):
    doc = {
        "type": "service_account",
        "project_id": f"{s['org']}-orders-{s['n']}",
        "private_key_id": s["kid"],
        "private_key": s["cred"] + "\n",
        "client_email": f"sheets-bot@{s['org']}-orders-{s['n']}.iam.gserviceaccount.com",
        "client_id": s["cid"],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/sheets-bot%40{s['org']}-orders-{s['n']}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(doc, indent=2) + "\n"


FAM_B.reg(
    "order_tracker_sheets_service_account_json",
    ("<<org>>-orders-<<n>>-<<h8>>.json", "Downloads/<<org>>-orders-<<n>>.json"),
    _sa_json,
    "pem8",
    extra=lambda r, s: {
        "kid": hexs(r, 40),
        "cid": alnum(r, 21, "0123456789"),
        "needle": json.dumps(s["cred"])[1:-1],
    },
)

FAM_B.reg(
    "yoruba_sms_backup_xml_oro_asina",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<hh>><<mi>><<ss>>.xml", "phone/<<fa>>/sms-<<n2>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on <<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>-->
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<epoch>>000" type="1" subject="null" body="Ẹ káàsán ọmọ mi. Ṣé ẹ ti rí ọjà tí mo rán láti Yaba?" toa="null" sc_toa="null" service_center="+2348039003000" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>" contact_name="Iya <<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<epoch>>111" type="2" subject="null" body="Ọ̀rọ̀ aṣínà Jumia Seller Center tuntun ni <<cred>> . Ẹ má fi ránṣẹ́ sí ẹnikẹ́ni o." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>:<<ss>>" contact_name="Iya <<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<epoch>>222" type="1" subject="null" body="Ó ti wọlé. Ẹ ṣé gan-an" toa="null" sc_toa="null" service_center="+2348039003000" read="1" status="-1" locked="0" date_sent="<<epoch>>222" sub_id="1" readable_date="<<d>>/<<mo>>/<<y>> <<hh>>:<<mi3>>:<<ss>>" contact_name="Iya <<fn2>>" />
</smses>
""",
    "human",
)

FAM_B.reg(
    "bitwarden_vault_csv_supplier_row",
    (
        "Downloads/bitwarden_export_<<y>><<mo>><<d>><<hh>><<mi>><<ss>>.csv",
        "vault/<<fa>>_bitwarden_<<n>>.csv",
    ),
    """folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Store,1,login,Shopify <<orgc>>,uses passkey now,,0,https://admin.shopify.com,<<email>>,,
Suppliers,,login,CJdropshipping,agent: Lily (WhatsApp),,0,https://cjdropshipping.com,<<gmail>>,<<cred>>,
Banks,,note,Moniepoint POS,terminal in Ikeja shop,,0,,,,
""",
    "human",
    syntax="",
)
