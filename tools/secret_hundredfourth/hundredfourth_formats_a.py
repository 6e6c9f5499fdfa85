# ruff: noqa: E501
"""Family a: a Lebanese olive-oil and laurel soap workshop in Tripoli (Arabic, Arabizi, French):
Shopify shop, Areeba (Mastercard Gateway) checkout, Aramex shipping, Meta ads, batch records."""

from __future__ import annotations

import html

from hundredfourth_corpus import gen_pw
from hundredfourth_spec import Fam, dec_re, enc_html, wa

FAM = Fam(
    name="saboun_tripoli_olive_soapworks",
    orgs=("sabounbeit", "ghartrablous", "khansaboun", "zeitounwardeh"),
    tld="com.lb",
    first=(
        ("رنا", "rana"),
        ("جاد", "jad"),
        ("نور", "nour"),
        ("كريم", "karim"),
        ("مايا", "maya"),
        ("طوني", "tony"),
        ("ريتا", "rita"),
        ("سامر", "samer"),
        ("لينا", "lina"),
        ("وليد", "walid"),
    ),
    last=(
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("عون", "aoun"),
        ("الصباغ", "sabbagh"),
        ("نصر", "nasr"),
        ("عيسى", "issa"),
        ("سلامة", "salameh"),
        ("معلوف", "maalouf"),
    ),
    words=(
        "zeitoun",
        "ghar",
        "sabouneh",
        "arz",
        "trablous",
        "yasmine",
        "laymoun",
        "zaatar",
        "habibi",
        "khan",
        "souk",
        "baladi",
        "warde",
        "cedre",
        "jbeil",
        "bahr",
        "amar",
        "teta",
    ),
    pets=("loulou", "simba", "toutou", "bisbis", "snowy", "zizou"),
    cc="+961",
    city="Tripoli",
    lwords=("زيتون", "صابون", "غار"),
)

R = FAM.reg

R(
    "saboun_arabizi_whatsapp_reply_only_shopify_admin",
    ("WhatsApp Chat with <<fn2>>.txt", "دردشة واتساب مع <<fn2>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "<<fn2>> ma3ak el password taba3 el Shopify admin? badde 7adder el orders taba3 el 3id",
                ),
                ("<<fn2>>", "lahza"),
                ("<<fn2>>", "<<cred>>"),
                ("<<fn>>", "merci 🙏 ze3tar w ghar 3al ra2s"),
                ("<<fn2>>", "ma tnsa tsakkir el session 3al laptop taba3 el ma3mal"),
            ],
            style="android",
        )
    ),
)

R(
    "saboun_inventory_sync_python_shopify_shpat",
    ("scripts/sync_stock_<<org>>.py", "tools/shopify_stock_<<nn>>.py"),
    '''#!/usr/bin/env python3
"""مزامنة المخزون: دفتر الطبخات (batch sheet) -> Shopify، كل ليلة الساعة 2."""

import csv
import json
import urllib.request

SHOP = "<<org>>-lb.myshopify.com"
ACCESS_TOKEN = "<<cred>>"
API = f"https://{SHOP}/admin/api/2024-10"
LOCATION_ID = <<nn>>0<<n>>


def set_level(item_id: int, qty: int) -> None:
    body = json.dumps({"location_id": LOCATION_ID, "inventory_item_id": item_id, "available": qty})
    req = urllib.request.Request(
        f"{API}/inventory_levels/set.json",
        data=body.encode(),
        headers={"X-Shopify-Access-Token": ACCESS_TOKEN, "Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=30)


with open("batches_<<year>>.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        # صابون غار 40% / زيت زيتون بلدي
        set_level(int(row["inventory_item_id"]), int(row["bars_cured"]))
''',
    "p:shpat",
)

R(
    "saboun_areeba_mpgs_hosted_checkout_php",
    ("config/areeba.php", "app/Config/mpgs_<<org>>.php"),
    """<?php
// Areeba (Mastercard Payment Gateway Services) — Hosted Checkout, متجر <<orgc>>
// الفواتير بالدولار (USD)، التسوية على حساب الشركة
return [
    'gateway_url'  => 'https://ap-gateway.mastercard.com/api/rest/version/73',
    'merchant_id'  => '<<orgu>>LB01',
    'api_username' => 'merchant.<<orgu>>LB01',
    'api_password' => '<<cred>>',
    'currency'     => 'USD',
    'return_url'   => 'https://<<dom>>/checkout/complete',
    'interaction'  => ['operation' => 'PURCHASE', 'merchant' => ['name' => '<<orgc>> Savonnerie']],
];
""",
    "p:mpgs",
    "",
    extra=lambda rng, s: s.update(orgu=str(s["org"]).upper()[:10]),
)

R(
    "saboun_batch_records_mysqldump_crontab",
    ("var/spool/cron/crontabs/root", "backup/crontab_<<login>>.txt"),
    """# سجلات الطبخات (batch records) — نسخة احتياطية كل ليلة
# m h  dom mon dow   command
30 2 * * * mysqldump -u batchrec -p'<<cred>>' --single-transaction batch_records | gzip > /srv/backup/batch_$(date +\\%F).sql.gz
15 3 * * 0 find /srv/backup -name 'batch_*.sql.gz' -mtime +60 -delete
*/20 7-19 * * 1-6 /usr/local/bin/curing_room_log.sh >> /var/log/curing.log 2>&1
""",
    "pw_sq",
    "",
)

R(
    "saboun_aramex_shipping_clientinfo_json",
    ("config/aramex.json", "integrations/aramex_<<org>>.json"),
    """{
  "ClientInfo": {
    "UserName": "<<email>>",
    "Password": "<<cred>>",
    "Version": "v1.0",
    "AccountNumber": "<<acct>>",
    "AccountPin": "<<pin>>",
    "AccountEntity": "BEY",
    "AccountCountryCode": "LB",
    "Source": 24
  },
  "Shipper": {"Name": "<<orgc>> - Tripoli", "City": "Tripoli", "CountryCode": "LB", "Phone": "<<phone>>"},
  "DefaultProductGroup": "EXP",
  "DefaultProductType": "PPX"
}
""",
    "pw_json",
    extra=lambda rng, s: s.update(
        acct=str(rng.randint(10**7, 10**8 - 1)), pin=str(rng.randint(100000, 999999))
    ),
)

R(
    "saboun_arabic_email_kalimat_alsir_instagram",
    ("mail/Sent/<<nn>>.eml", "exports/mail/<<date>>_instagram.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<<email2>>>
Subject: =?UTF-8?B?2K3Ys9in2Kgg2KXZhtiz2KrYutix2KfZhQ==?=
Date: Tue, <<day>> Mar <<year>> <<time>>:11 +0200
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

مرحبا <<fn2>>،

هيدا حساب إنستغرام تبع <<orgc>> لحتى تنزّلي صور طبخة صابون الغار الجديدة قبل المعرض:

اسم المستخدم: <<org>>.soap
كلمة السر: <<cred>>

التحقق بخطوتين على تلفون المحل (<<phone>>). رجاءً ما تشاركيها مع حدا برّا الفريق.

مع الشكر،
<<fn>>
""",
    "human",
    "",
)

R(
    "saboun_meta_conversions_api_dotenv_token",
    (".env", "deploy/<<org>>/.env.production"),
    """# متجر <<orgc>> — Meta Conversions API (إعلانات إنستغرام وفيسبوك)
APP_URL=https://<<dom>>
META_PIXEL_ID=<<pixel>>
META_ACCESS_TOKEN=<<cred>>
META_TEST_EVENT_CODE=
SHOP_CURRENCY=USD
""",
    "p:meta",
    "",
    extra=lambda rng, s: s.update(pixel=str(rng.randint(10**14, 10**15 - 1))),
)


def _html_pw(rng, s):
    return gen_pw(rng, sym="&<>\"'")


R(
    "saboun_supplier_accounts_html_entities_table",
    ("shared/comptes_fournisseurs.html", "docs/accounts_<<org>>.htm"),
    """<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>حسابات الموردين</title></head>
<body>
<h2>حسابات الموردين — <<orgc>></h2>
<table border="1">
<tr><th>المورّد</th><th>الموقع</th><th>المستخدم</th><th>كلمة السر</th></tr>
<tr><td>زيت زيتون — الكورة</td><td>https://b2b.zeitkoura.com.lb</td><td><<login>></td><td class="pw"><<enc>></td></tr>
<tr><td>Liban Post</td><td>https://www.libanpost.com</td><td><<email2>></td><td>(عند <<fn2>>)</td></tr>
</table>
</body></html>
""",
    _html_pw,
    "",
    encode=enc_html,
    decode=dec_re(r'class="pw">(.*?)</td>', html.unescape),
)
