# ruff: noqa: E501
"""Family i: a textbook wholesaler in Banglabazar, Dhaka, Bangladesh (Bengali; bKash,
SSLCommerz, Tally via an Excel macro, Pathao courier, IMO / WhatsApp chats, order sheets)."""

from __future__ import annotations

from hundredsixth_spec import Fam, alnum, dec_html, enc_html, grab, reg

F = Fam(
    name="pathyaboi_paikari_banglabazar",
    orgs=("boibazar", "pathshalaboi", "ekusheyprokash"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফারহানা", "farhana"),
        ("সাকিব", "sakib"),
        ("নুসরাত", "nusrat"),
        ("তানভীর", "tanvir"),
        ("শাহানা", "shahana"),
        ("রাকিব", "rakib"),
        ("মিথিলা", "mithila"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আহমেদ", "ahmed"),
        ("চৌধুরী", "chowdhury"),
        ("ইসলাম", "islam"),
        ("রহমান", "rahman"),
        ("সরকার", "sarkar"),
    ),
    words=(
        "boi",
        "pathshala",
        "ilish",
        "padma",
        "shapla",
        "rickshaw",
        "bangla",
        "nodi",
        "akash",
        "pakhi",
        "golap",
        "boimela",
        "ekushey",
        "sonar",
        "jamuna",
    ),
    pets=("tommy", "mini", "bagha", "lalu", "kalu", "mishti"),
    seasons=("boishakh", "borsha", "sharat", "sheet", "eid", "puja"),
    cc="880",
)

reg(
    F,
    "pathya_bkash_tokenized_checkout_php_app_secret",
    ("bkash/config.php", "public_html/<<org>>/payment/bkash_<<n>>.php"),
    """<?php
// bKash Tokenized Checkout - live credentials (পাইকারি অর্ডার পেমেন্ট)
return [
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<appkey>>',
    'app_secret' => '<<cred>>',
    'username'   => '01<<nnn>><<nnn>><<n>>',
    'password'   => '<<bkpw>>',
    'callback'   => 'https://<<dom>>/bkash/callback',
];
""",
    "p:bkash",
    syntax="",
    extra=lambda r, s: {"appkey": alnum(r, 25), "bkpw": alnum(r, 12)},
)

reg(
    F,
    "pathya_bengali_whatsapp_password_tally_computer",
    (
        "WhatsApp/<<first>> এর সাথে WhatsApp চ্যাট.txt",
        "phone/<<fa>>/WhatsApp Chat with Godown <<n>>.txt",
    ),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: ভাই, গোডাউনের কম্পিউটারে Tally খুলছে না
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: ইউজার নেম admin দাও
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: পাসওয়ার্ড: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: হয়েছে ভাই, নবম শ্রেণির বইয়ের চালান তুলছি
""",
    "human",
    syntax="",
)

reg(
    F,
    "pathya_sslcommerz_store_passwd_dotenv",
    ("webshop/.env", "srv/<<org>>-paikari/.env"),
    """APP_ENV=production
SSLCZ_STORE_ID=<<org>><<n>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
PATHAO_BASE_URL=https://api-hermes.pathao.com
""",
    "p:sslcommerz",
    syntax="",
)

reg(
    F,
    "pathya_tally_sql_excel_vba_adodb_connection",
    ("Macros/Chalan_Import.bas", "excel/<<org>>_tally_<<n>>.bas"),
    """Attribute VB_Name = "Chalan_Import"
' চালান শিট থেকে স্টক ডাটাবেসে তোলা
Sub ImportChalan()
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>;Initial Catalog=BoiStock;User ID=stock_entry;Password=<<cred>>;"
    cn.Execute "INSERT INTO chalan (class, title, qty) SELECT * FROM [Excel 12.0;Database=" & ThisWorkbook.FullName & "].[Sheet1$]"
    cn.Close
End Sub
""",
    "pw",
    syntax="",
)

reg(
    F,
    "pathya_pathao_courier_python_client_secret",
    ("courier/pathao_order.py", "scripts/<<org>>_pathao_<<n>>.py"),
    '''"""পাঠাও কুরিয়ারে জেলা পর্যায়ের লাইব্রেরি অর্ডার পাঠানো"""

import requests

BASE = "https://api-hermes.pathao.com"
CLIENT_ID = "<<n>>k<<hexid>>"
CLIENT_SECRET = "<<cred>>"
USERNAME = "<<email>>"
PASSWORD = "<<ppw>>"

tok = requests.post(
    f"{BASE}/aladdin/api/v1/issue-token",
    json={
        "client_id": CLIENT_ID,
        "client_secret": CLIENT_SECRET,
        "username": USERNAME,
        "password": PASSWORD,
        "grant_type": "password",
    },
    timeout=30,
).json()["access_token"]
''',
    "alnum:40",
    extra=lambda r, s: {"ppw": alnum(r, 14)},
)

reg(
    F,
    "pathya_imo_chat_copied_reply_value_only",
    ("notes/imo_<<date>>.txt", "copied/imo-<<fa>>-<<n>>.txt"),
    """<<first2>>: sslcommerz er merchant panel er password ta abar dao
<<first>>: <<cred>>
<<first2>>: ok
""",
    "human",
    syntax="",
)

reg(
    F,
    "pathya_order_sheet_flat_ods_password_cell",
    ("orders/অর্ডার_<<y>>.fods", "Documents/<<org>>_dealers_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="ডিলার">
    <table:table-row><table:table-cell office:value-type="string"><text:p>ডিলার</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>পোর্টাল লগইন</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>পাসওয়ার্ড</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Sylhet Boighor</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)


def _amp_cred(r, f):
    a, b = r.sample(f.words, 2)
    return f"{a.capitalize()}{r.choice('&<>')}{b}{r.randint(10, 9999)}"


reg(
    F,
    "pathya_dealer_portal_html_table_entity_escaped",
    ("portal/dealer_accounts_<<n>>.html", "saved/<<org>>-dealers-<<date>>.html"),
    """<!DOCTYPE html>
<html lang="bn"><head><meta charset="utf-8"><title>ডিলার অ্যাকাউন্ট</title></head>
<body>
<h2>ডিলার পোর্টাল অ্যাকাউন্ট - <<org>></h2>
<table border="1">
<tr><th>জেলা</th><th>ইউজার</th><th>পাসওয়ার্ড</th></tr>
<tr><td>রাজশাহী</td><td><<user>></td><td class="pw"><<enc>></td></tr>
</table>
</body></html>
""",
    _amp_cred,
    syntax="",
    enc=enc_html,
    decode=lambda t: dec_html(grab(r'<td class="pw">(.*?)</td>', t)),
)
