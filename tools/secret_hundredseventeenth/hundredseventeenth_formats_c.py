# ruff: noqa: E501
"""Family c: a mobile-money (bKash / Nagad) kiosk that also sells phones, Dhaka; Bengali."""

import json
import quopri
import re

from hundredseventeenth_spec import Fam, pick

F = Fam(
    name="bkash_nagad_kiosk_phone_sales_dhaka",
    orgs=("nagadghor", "bazarmobile", "rupalitelecom", "mirpurfone"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("সাকিব", "sakib"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("তানভীর", "tanvir"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আক্তার", "akter"),
        ("রহমান", "rahman"),
        ("ইসলাম", "islam"),
        ("চৌধুরী", "chowdhury"),
    ),
    words=(
        "dhaka",
        "mirpur",
        "bkash",
        "nagad",
        "padma",
        "ilish",
        "shapla",
        "bangla",
        "ekushe",
        "rickshaw",
        "mobile",
        "bondhu",
        "amar",
        "sonar",
    ),
    pets=("mini", "tom", "kalu", "bhulu", "moni"),
    cc="+880",
    city="Dhaka",
)


def messenger(s: dict) -> str:
    msgs = [
        {
            "sender_name": f"{s['fa']} {s['la']}",
            "timestamp_ms": 1_770_000_000_000 + int(s["n2"]) * 1000,
            "content": "ভাই, দোকানের বিকাশ মার্চেন্ট অ্যাপের পাসওয়ার্ড টা দেন, হিসাব মিলাবো",
        },
        {
            "sender_name": f"{s['fa2']} {s['la2']}",
            "timestamp_ms": 1_770_000_000_000 + int(s["n2"]) * 1000 + 60_000,
            "content": s["cred"],
        },
        {
            "sender_name": f"{s['fa']} {s['la']}",
            "timestamp_ms": 1_770_000_000_000 + int(s["n2"]) * 1000 + 90_000,
            "content": "পেয়েছি, ধন্যবাদ",
        },
    ]
    doc = {
        "participants": [{"name": f"{s['fa']} {s['la']}"}, {"name": f"{s['fa2']} {s['la2']}"}],
        "messages": msgs[::-1],
        "title": f"{s['fa']} {s['la']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa']}{s['la']}_{s['n2']}",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


F.reg(
    "nagadghor_messenger_json_bengali_pashword",
    ("messages/inbox/<<fa>><<la>>_<<n2>>/message_1.json", "fb_export/<<fa>>_<<n>>/message_1.json"),
    messenger,
    cred="human_x",
)

F.reg(
    "nagadghor_bkash_tokenized_checkout_php_config",
    ("bkash/config.php", "public_html/<<org>>/bkash_config_<<n>>.php"),
    """<?php
// bKash Tokenized Checkout (live) - <<Org>>, মিরপুর ১০
return [
    'sandbox'    => false,
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<akey>>',
    'app_secret' => '<<cred>>',
    'username'   => '01<<n2>><<n>>11',
    'password'   => '<<bpw>>',
    'callback'   => 'https://<<dom>>/bkash/callback',
];
""",
    cred="p:bkash_secret",
    syntax="",
    extra=lambda rng, s: {
        "akey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25)),
        "bpw": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(8)
        )
        + "@"
        + str(rng.randint(10, 99)),
    },
)

F.reg(
    "nagadghor_nagad_merchant_private_key_file",
    ("keys/nagad/merchant_private_<<n>>.pem", "nagad-pgw/merchant-<<n2>>-private.key"),
    "<<cred>>\n",
    cred="pem8",
    syntax="",
)

F.reg(
    "nagadghor_daily_cash_xlsx_shared_strings",
    ("hisab/xl/sharedStrings.xml", "dokaner_hisab_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10">
<si><t>তারিখ</t></si><si><t>বিকাশ ক্যাশ ইন</t></si><si><t>নগদ ক্যাশ আউট</t></si><si><t>মোবাইল বিক্রি</t></si>
<si><t>এজেন্ট নম্বর</t></si><si><t>01<<n2>><<n>>22</t></si>
<si><t>অ্যাপ পাসওয়ার্ড</t></si><si><t><<cred>></t></si>
<si><t><<date>></t></si><si><t>Walton Primo / Symphony Z60</t></si>
</sst>
""",
    cred="human_x",
)

F.reg(
    "nagadghor_sslcommerz_store_passwd_env",
    ("shop/.env", "ecom-<<org>>/.env.live"),
    """APP_URL=https://<<dom>>
SSLCZ_STORE_ID=<<org>><<n>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
""",
    cred=lambda rng: (
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(14)) + "@ssl"
    ),
    syntax="",
)


def qp_mail(s: dict) -> str:
    body = f"""প্রিয় {s["fn"]} ভাই,

নতুন ফ্লেক্সিলোড রিসেলার প্যানেলের লগইন দিলাম:
ইউজার: {s["user"]}
পাসওয়ার্ড: {s["cred"]}

কাউকে দিবেন না। ধন্যবাদ
{s["fn2"]}, {s["Org"]}
"""
    enc = quopri.encodestring(body.encode()).decode()
    return f"""From: {s["fa2"]} <{s["email2"]}>
To: {s["email"]}
Subject: =?UTF-8?B?4Kaq4KeN4Kav4Ka+4Kao4KeH4KayIOCmsuCml+Cmh+CmqA==?=
Date: Tue, 03 Mar 2026 {s["time"]}:00 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{enc}"""


def qp_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    m = re.search(r"পাসওয়ার্ড: (\S+)", plain)
    assert m
    return m.group(1)


F.reg(
    "nagadghor_bengali_email_quoted_printable_panel",
    ("mail/Inbox/<<n2>>.eml", "Maildir/cur/17<<n2>>.<<n>>.eml"),
    qp_mail,
    cred=lambda rng: (
        pick(rng, ("Padma", "Shapla", "Ilish", "Bondhu"))
        + "="
        + str(rng.randint(1971, 2026))
        + pick(rng, ("bd", "dk", ""))
    ),
    syntax="",
    decode=qp_dec,
)

F.reg(
    "nagadghor_flexiload_reseller_login_python",
    ("flexi/auto_balance.py", "scripts/reseller_<<n>>.py"),
    """import requests

PANEL = "https://panel.<<dom>>"
USER = "<<user>>"
PASS = "<<cred>>"

s = requests.Session()
s.post(f"{PANEL}/login", data={"username": USER, "password": PASS}, timeout=20)
bal = s.get(f"{PANEL}/api/balance", timeout=20).json()
print("ব্যালেন্স:", bal["balance"])
""",
    cred="pw_dq",
)

F.reg(
    "nagadghor_telegram_sales_alert_bot_sh",
    ("bin/sales_alert.sh", "home/<<fa>>/alert_<<n>>.sh"),
    """#!/bin/bash
# দিন শেষে বিক্রির হিসাব টেলিগ্রামে পাঠাও
BOT_TOKEN='<<cred>>'
CHAT_ID='-100<<n2>><<n>>'
TOTAL=$(sqlite3 /srv/pos/pos.db "select sum(total) from sales where date(ts)=date('now')")
curl -s "https://api.telegram.org/bot${BOT_TOKEN}/sendMessage" -d chat_id="$CHAT_ID" -d text="আজকের বিক্রি: ${TOTAL} টাকা"
""",
    cred="p:telegram",
    syntax="",
)
