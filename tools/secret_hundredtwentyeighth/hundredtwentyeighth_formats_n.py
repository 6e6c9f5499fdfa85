# ruff: noqa: E501
"""Family n: a sports-goods shop (أدوات رياضية) in Heliopolis, Cairo (Egypt); Egyptian Arabic."""

from __future__ import annotations

import json
import re
import urllib.parse

from hundredtwentyeighth_spec import Fam, enc_url, gen_pw

N = Fam(
    name="adawat_riyadiya_sportsgoods",
    orgs=("riyadiplus", "ahlysport", "kooraland", "masrfit"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("كريم", "karim"),
        ("ياسمين", "yasmin"),
        ("عمرو", "amr"),
        ("هبة", "heba"),
    ),
    last=(
        ("عبد الله", "abdallah"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("مصطفى", "mostafa"),
        ("إبراهيم", "ibrahim"),
        ("فؤاد", "fouad"),
    ),
    words=(
        "ahly",
        "zamalek",
        "salah",
        "koora",
        "masr",
        "cairo",
        "nile",
        "pyramids",
        "gym",
        "fit",
        "shabab",
        "habibi",
        "koshari",
        "falcon",
        "pharaoh",
        "mido",
        "ramadan",
        "sahel",
    ),
    pets=("bosy", "simsim", "loz", "rocky", "mesh"),
    cc="+20",
    city="القاهرة",
)

N.reg(
    "riyadi_arabic_whatsapp_el_password_noon",
    ("WhatsApp/دردشة واتساب مع <<first>>.txt", "backup/wa_<<fa>>_<<num>>.txt"),
    """<<dmy>>, <<time>> - <<first>> <<last>>: يا باشا الباسورد بتاع نون سيلر اتغير؟ مش عارف أدخل
<<dmy>>, <<time2>> - <<first2>>: أيوه غيرته امبارح
<<dmy>>, <<time2>> - <<first2>>: الإيميل <<email>>
<<dmy>>, <<time2>> - <<first2>>: كلمة السر <<cred>>
<<dmy>>, <<time2>> - <<first>> <<last>>: تمام شكراً 👍
""",
    "human",
    syntax="",
)

N.reg(
    "riyadi_paymob_api_key_django_env",
    ("<<org>>/.env", "shop-backend/<<fa>>/.env"),
    """DJANGO_SETTINGS_MODULE=shop.settings.prod
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_CARD=<<num>>
PAYMOB_INTEGRATION_WALLET=<<n>><<num>>
PAYMOB_IFRAME_ID=<<n>>
""",
    "p:paymob",
    syntax="",
)

N.reg(
    "riyadi_fawry_pay_signature_node",
    ("src/payments/fawry.js", "<<org>>-api/fawry_<<n>>.js"),
    """const crypto = require("crypto");

// فوري - دفع عند أقرب منفذ
const MERCHANT_CODE = "<<mc>>";
const SECURITY_KEY = "<<cred>>";

function signature(refNum, customerId, items, returnUrl) {
  const itemsStr = items.map((i) => i.itemId + i.quantity + Number(i.price).toFixed(2)).join("");
  return crypto
    .createHash("sha256")
    .update(MERCHANT_CODE + refNum + customerId + returnUrl + itemsStr + SECURITY_KEY)
    .digest("hex");
}

module.exports = { signature };
""",
    "p:fawry",
    syntax="",
    extra=lambda rng, s: {
        "mc": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/")
            for _ in range(24)
        )
        + "=="
    },
)

N.reg(
    "riyadi_bosta_shipping_api_key_php",
    ("shipping/bosta.php", "<<org>>/inc/bosta_<<year>>.php"),
    """<?php
// بوسطة - إنشاء شحنة لكل أوردر من الموقع
$bostaKey = '<<cred>>';
$ch = curl_init('https://app.bosta.co/api/v2/deliveries');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: ' . $bostaKey, 'Content-Type: application/json']);
curl_setopt($ch, CURLOPT_POST, true);
""",
    "b64:48",
    syntax="",
)


def _pg_url(rng, s):
    return {"enc": enc_url(s["cred"])}


def _dec_pg(text: str) -> str:
    m = re.search(r"postgresql://odoo:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


N.reg(
    "riyadi_odoo_pos_compose_url_percent_encoded",
    ("odoo/<<org>>/docker-compose.yml", "deploy/pos_<<fa>>/docker-compose.yml"),
    """services:
  odoo:
    image: odoo:17
    ports:
      - "8069:8069"
    environment:
      - ODOO_DB_URL=postgresql://odoo:<<enc>>@db:5432/<<org>>_pos
      - TZ=Africa/Cairo
    depends_on:
      - db
  db:
    image: postgres:15
""",
    lambda rng, f: gen_pw(rng, sym="@#%&!:/"),
    extra=_pg_url,
    decode=_dec_pg,
)

N.reg(
    "riyadi_arabic_email_kalimat_al_sir_jumia",
    ("mail/<<date>>_jumia.eml", "Outlook/<<fa>>/jumia_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: بيانات دخول جوميا سيلر سنتر
Date: <<dmy>> <<time>>
Content-Type: text/plain; charset=utf-8

أهلاً <<first2>>،

دي بيانات الدخول على جوميا عشان تنزل عروض الجيم الجديدة:
المستخدم: <<email>>
كلمة السر: <<cred>>

متبعتهاش لحد.
<<first>>
""",
    "human",
    syntax="",
)


def _ig(s):
    return json.dumps(
        {
            "participants": [{"name": s["fa"]}, {"name": s["fa2"]}],
            "messages": [
                {
                    "sender_name": s["fa2"],
                    "timestamp_ms": int(s["ts"]) * 1000 + 4000,
                    "content": s["cred"],
                },
                {
                    "sender_name": s["fa"],
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "\u0627\u0644\u0628\u0627\u0633\u0648\u0631\u062f \u0628\u062a\u0627\u0639 \u0627\u0644\u0643\u0627\u0645\u064a\u0631\u0627\u062a\u061f",
                },
            ],
            "title": s["fa2"],
            "thread_path": f"inbox/{s['fa2']}_{s['num']}",
        },
        indent=2,
    )


N.reg(
    "riyadi_instagram_dm_export_json_reply_only",
    (
        "your_instagram_activity/messages/inbox/<<fa2>>_<<num>>/message_1.json",
        "instagram-<<org>>/messages/inbox/<<fa2>>/message_1.json",
    ),
    _ig,
    "human",
)

N.reg(
    "riyadi_back_office_cmdkey_rdp_bat",
    ("Desktop/connect_store_<<n>>.bat", "scripts/<<org>>_rdp.bat"),
    """@echo off
rem اتصال بجهاز الكاشير من المكتب
cmdkey /generic:TERMSRV/<<lan>> /user:<<org>>\\kashier /pass:<<cred>>
mstsc /v:<<lan>> /f
""",
    "pw_bare",
    syntax="",
)
