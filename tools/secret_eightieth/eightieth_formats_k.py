# ruff: noqa: E501
"""Family k: a kerosene and lubricants wholesaler in Narayanganj / Dhaka, Bangladesh;
Bengali (Bangla script) and English."""

from __future__ import annotations

from eightieth_spec import Fam

F = Fam(
    name="kerosene_lubricants_wholesale",
    orgs=("padmatel", "shaplalube", "jamunakerosin"),
    tld="com.bd",
    first=("rahim", "fatema", "karim", "nasrin", "jamal", "shirin", "mizan", "ruma"),
    last=("hossain", "rahman", "islam", "ahmed", "chowdhury", "sarker", "miah", "begum"),
    first_l=("রহিম", "ফাতেমা", "করিম", "নাসরিন", "জামাল", "শিরিন", "মিজান", "রুমা"),
    last_l=("হোসেন", "রহমান", "ইসলাম", "আহমেদ", "চৌধুরী", "সরকার", "মিয়া", "বেগম"),
    words=(
        "kerosin",
        "mobil",
        "dhaka",
        "chittagong",
        "padma",
        "jamuna",
        "sonar",
        "bangla",
        "joybangla",
        "shapla",
        "ilish",
        "rickshaw",
        "boishakh",
        "ekattor",
        "mukti",
        "meghna",
        "lungi",
        "tiger",
    ),
    pets=("tommy", "mini", "lalu", "bhulu", "kalu", "puti"),
    places=("Dhaka", "Narayanganj", "Chattogram", "Khulna", "Barishal", "Bogura"),
    cc="+880",
    mobile=("17", "18", "19", "15", "13"),
)

F.reg(
    "kerosene_bangla_whatsapp_password_tally",
    ("WhatsApp Chat with Godown Office <<n>>.txt", "chats/depot_<<n>>.txt"),
    """<<dmy2>>, <<time>> - <<full>>: ভাই, Tally তে ঢুকতে পারছি না, পাসওয়ার্ড ভুল বলছে
<<dmy2>>, <<time2>> - <<full2>>: নতুন পাসওয়ার্ড দিলাম: <<cred>>
<<dmy2>>, <<time2>> - <<full2>>: কাউকে দিবেন না
<<dmy2>>, <<time3>> - <<full>>: ঠিক আছে ভাই, ধন্যবাদ
""",
    cred="human",
    syntax="",
)

F.reg(
    "kerosene_bkash_tokenized_checkout_env",
    ("bkash/.env", "wholesale-portal/.env.<<n>>"),
    """BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_APP_KEY=<<akey>>
BKASH_APP_SECRET=<<cred>>
BKASH_USERNAME=01<<n6>><<n3>>
BKASH_PASSWORD=<<bpw>>
BKASH_CALLBACK_URL=https://<<dom>>/bkash/callback
""",
    cred="p:bkash_secret",
    extra=lambda rng, s: {"akey": F.draw(rng, "alnum:25"), "bpw": F.draw(rng, "pw")},
)

F.reg(
    "kerosene_imo_chat_copied_reply_only",
    ("imo/chat_<<n>>.txt", "Documents/imo_<<first2>>_<<n>>.txt"),
    """<<full>>, <<time>>
ইমেইলের পাসওয়ার্ডটা আবার দেন

You, <<time2>>
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "kerosene_tally_backup_net_use_bat",
    ("C:/Tally/backup_nas_<<n>>.bat", "scripts/tally_backup.bat"),
    """@echo off
rem প্রতিদিন রাতে Tally data NAS এ কপি
net use Z: \\\\<<ip>>\\tally /user:<<user>> <<cred>> /persistent:no
robocopy "C:\\TallyPrime\\Data" Z:\\data\\%COMPUTERNAME% /MIR /R:2 /W:5 /LOG:C:\\Tally\\backup.log
net use Z: /delete /y
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "kerosene_tank_lorry_wialon_token_python",
    ("gps/wialon_lorries_<<n>>.py", "scripts/tanker_positions.py"),
    """# ট্যাংক লরির অবস্থান - Wialon Hosting
import json

import requests

WIALON_TOKEN = "<<cred>>"
API = "https://hst-api.wialon.com/wialon/ajax.html"


def login():
    r = requests.get(API, params={"svc": "token/login", "params": json.dumps({"token": WIALON_TOKEN})}, timeout=30)
    return r.json()["eid"]
""",
    cred="p:wialon",
)

F.reg(
    "kerosene_sslcommerz_store_password_php",
    ("payment/sslcommerz_config.php", "dealer-portal/config/sslc_<<n>>.php"),
    """<?php
// SSLCommerz - dealer advance payment
define('SSLCZ_STORE_ID', '<<org>><<n4>>live');
define('SSLCZ_STORE_PASSWD', '<<cred>>');
define('SSLCZ_IS_SANDBOX', false);
define('SSLCZ_SUCCESS_URL', 'https://<<dom>>/payment/success');
""",
    cred="p:sslcommerz",
    syntax="",
)

F.reg(
    "kerosene_bengali_email_pasword_dealer_portal",
    ("mail/dealer_portal_<<n>>.eml", "Sent/padma_oil_<<date>>.eml"),
    """From: <<first>>.<<last>>@<<dom>>
To: accounts@<<dom>>
Subject: ডিলার পোর্টাল লগইন
Date: <<date>> <<time>> +0600
Content-Type: text/plain; charset=UTF-8

আসসালামু আলাইকুম,

পদ্মা অয়েলের ডিলার পোর্টালের লগইন তথ্য:
ইউজার আইডি: <<user>>
পাসওয়ার্ড: <<cred>>

মাসের শেষে কেরোসিনের অর্ডার এখান থেকে দিবেন।
<<full>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "kerosene_retailer_portal_csv_bangla_headers",
    ("exports/retailers_<<n>>.csv", "Desktop/dokan_login_<<date>>.csv"),
    """দোকানের নাম,মালিক,মোবাইল,লগইন,পাসওয়ার্ড
<<place>> Lube Center,<<full>>,<<phone>>,<<user>>,<<cred>>
Meghna Store,<<full2>>,<<phone2>>,<<first2>>,পরে দিবো
""",
    cred="human_x",
)
