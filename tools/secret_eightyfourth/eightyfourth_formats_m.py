# ruff: noqa: E501
"""Family m: a promotional-goods supplier (printed shirts, caps, mugs, pens) in Lautoka (Fiji; English, iTaukei Fijian and Fiji Hindi)."""

from __future__ import annotations

import json

from eightyfourth_spec import Fam, whatsapp, xe
from secret_corpus_kit import alnum

FAM = Fam(
    name="vakaviti_lautoka_promogoods",
    orgs=("bulapromo", "westernmerch", "sugarcitybrand"),
    tld="com.fj",
    first=(
        ("Mere", "mere"),
        ("Josefa", "josefa"),
        ("Litia", "litia"),
        ("Viliame", "viliame"),
        ("Sereana", "sereana"),
        ("Ravinesh", "ravinesh"),
        ("Shalini", "shalini"),
        ("Anil", "anil"),
        ("Salote", "salote"),
        ("Priyanka", "priyanka"),
    ),
    last=(
        ("Ravouvou", "ravouvou"),
        ("Waqa", "waqa"),
        ("Tabua", "tabua"),
        ("Naidu", "naidu"),
        ("Prasad", "prasad"),
        ("Chand", "chand"),
        ("Vunibola", "vunibola"),
        ("Kumar", "kumar"),
    ),
    words=(
        "bula",
        "vinaka",
        "yaqona",
        "lovo",
        "drua",
        "masi",
        "tanoa",
        "vanua",
        "talanoa",
        "sugarcity",
        "rugby",
        "flyingfijians",
        "kava",
        "moana",
        "lautoka",
        "dalo",
    ),
    pets=("bingo", "lucky", "rocky", "kalu", "max", "sheru"),
    places=("lautoka", "nadi", "suva", "labasa", "sigatoka", "savusavu", "nausori"),
    cc="+679",
)

FAM.reg(
    "vakaviti_windcave_pxpay_key_php",
    ("checkout/pxpay_config.php", "shop-<<org>>/includes/windcave<<n>>.php"),
    """<?php
// Windcave PxPay 2.0 - online orders for branded uniforms and promo packs
define('PXPAY_URL', 'https://sec.windcave.com/pxaccess/pxpay.aspx');
define('PXPAY_USERID', '<<orgc>>_<<n>>');
define('PXPAY_KEY', '<<cred>>');
define('PXPAY_CURRENCY', 'FJD');
define('PXPAY_RETURN_URL', 'https://shop.<<dom>>/pay/return');
""",
    "p:windcave_key",
)

FAM.reg(
    "vakaviti_fijian_viber_copied_password_xero",
    ("Viber/copied_<<fa>>_<<date>>.txt", "notes/viber <<fa2>> <<n>>.txt"),
    """[<<dmy>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: Bula vinaka! Au sega ni rawa ni curu ki na Xero, me'u vakarautaka na invoice ni Rugby Union caps
[<<dmy>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: email: accounts@<<dom>>
[<<dmy>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: password: <<cred>>
[<<dmy>> <<hh2>>:<<mi>>] <<fn2>> <<ln2>>: Vinaka vakalevu 🙏 sa curu
""",
    "human",
)

FAM.reg(
    "vakaviti_promostandards_soap_inventory_request",
    (
        "integrations/promostandards/inventory_request_<<n>>.xml",
        "supplier-sync/requests/<<date>>_inventory.xml",
    ),
    lambda s: (
        f"""<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
    xmlns:ns="http://www.promostandards.org/WSDL/Inventory/2.0.0/"
    xmlns:shar="http://www.promostandards.org/WSDL/Inventory/2.0.0/SharedObjects/">
  <soapenv:Header/>
  <soapenv:Body>
    <ns:GetInventoryLevelsRequest>
      <shar:wsVersion>2.0.0</shar:wsVersion>
      <shar:id>{s["org"]}fj</shar:id>
      <shar:password>{xe(s["cred"])}</shar:password>
      <shar:productId>PL-{s["nn"]}</shar:productId>
    </ns:GetInventoryLevelsRequest>
  </soapenv:Body>
</soapenv:Envelope>
"""
    ),
    "pw_xml",
)

FAM.reg(
    "vakaviti_xero_oauth_client_secret_json",
    ("xero-sync/config.json", "tools/<<org>>-xero-<<n>>/config.json"),
    lambda s: (
        json.dumps(
            {
                "tenant": f"{s['orgc']} Pte Limited",
                "client_id": s["cid"],
                "client_secret": s["cred"],
                "redirect_uri": "http://localhost:5000/callback",
                "scopes": "offline_access accounting.transactions accounting.contacts",
                "vat_rate": 15,
            },
            indent=2,
        )
        + "\n"
    ),
    "p:xero_secret",
    extra=lambda r, s: {"cid": alnum(r, 32).upper()},
)

FAM.reg(
    "vakaviti_shopify_admin_token_toml",
    ("stock-sync/config.toml", "sync-<<org>>-<<n>>/settings.toml"),
    """# Shopify <-> supplier stock sync (mugs, pens, lanyards, caps)
[shopify]
shop = "<<org>>.myshopify.com"
api_version = "2025-01"
access_token = "<<cred>>"

[supplier]
name = "PromoStandards feed"
poll_minutes = 30
""",
    "p:shopify",
)

FAM.reg(
    "vakaviti_fiji_hindi_whatsapp_reply_only_value",
    ("WhatsApp Chat with <<fac>> Bhaiya.txt", "chats/Print Room <<n>>.txt"),
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (
                s["fac2"],
                "Bhaiya, supplier portal ke password bhejo na, customer ke 500 pen ke order check kare ke hai",
            ),
            (s["fac"], s["cred"]),
            (s["fac2"], "Thank you bhaiya 👍"),
        ],
        "us",
    ),
    "human_x",
)

FAM.reg(
    "vakaviti_mpaisa_merchant_ini",
    ("mpaisa/merchant.ini", "C/Promo POS/mpaisa_<<n>>.ini"),
    """; M-PAiSA merchant payments (Vodafone Fiji) - shop counter
[merchant]
merchant_id = <<id>>
till_name = <<orgc>> Lautoka
api_key = <<cred>>
callback = https://shop.<<dom>>/pay/mpaisa

[pos]
receipt_printer = EPSON TM-T82
""",
    "x:mpsk_live_:30",
    syntax="ini",
)

FAM.reg(
    "vakaviti_embroidery_pc_anydesk_sticky_note",
    ("photos/IMG_<<id>>_text.txt", "scan/note_<<date>>_<<n>>.txt"),
    """EMBROIDERY PC
AnyDesk <<nn>> <<id>> <<n>>
pw <<cred>>
(Tajima - dont turn off!!)
""",
    "human_x",
)
