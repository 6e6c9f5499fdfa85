"""Family o: a medical students' study group in Dhaka, Bangladesh (Bengali, English)."""
# ruff: noqa: E501

from __future__ import annotations

import random

from ninetyeighth_spec import Fam, alnum, human

F = Fam(
    name="porashona_medical_study_group",
    key="porashona",
    orgs=("shikkhaghar", "dmcbatch", "anatomyadda", "sohopathi", "padma"),
    tld="ac.bd",
    first=(
        ("তাসনিম", "tasnim"),
        ("রাফি", "rafi"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("সাদিয়া", "sadia"),
        ("তানভীর", "tanvir"),
        ("ফারিহা", "fariha"),
        ("ইমরান", "imran"),
    ),
    last=(
        ("রহমান", "rahman"),
        ("হোসেন", "hossain"),
        ("চৌধুরী", "chowdhury"),
        ("আহমেদ", "ahmed"),
        ("ইসলাম", "islam"),
        ("সরকার", "sarkar"),
        ("খান", "khan"),
    ),
    words=(
        "padma",
        "ilish",
        "bhalobasha",
        "anatomy",
        "fuchka",
        "shapla",
        "bkash",
        "rickshaw",
        "mishti",
        "dhaka",
        "borsha",
        "pathology",
        "cholo",
        "shonar",
        "amar",
    ),
    pets=("mini", "tuntun", "bagha", "lalu", "mishu", "kalo"),
    cc="+880",
    places=("ঢাকা", "চট্টগ্রাম", "রাজশাহী", "সিলেট"),
)

F.reg(
    "whatsapp_bengali_password_qbank",
    (
        "WhatsApp/WhatsApp Chat with MBBS Batch <<n>>.txt",
        "Downloads/WhatsApp Chat with <<fn2>> <<year>>.txt",
    ),
    """<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: সবাই শোনো, প্রফের আগে Qbank এর শেয়ার্ড অ্যাকাউন্ট রিনিউ করেছি
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: ইমেইল: <<org>>.batch@gmail.com
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: পাসওয়ার্ড: <<cred>>
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: একসাথে ৩ জনের বেশি লগইন করবে না, নাহলে লক হয়ে যাবে
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn2>> <<ln2>>: ধন্যবাদ আপু ❤️
""",
    cred="human",
    syntax="",
)

F.reg(
    "bkash_tokenized_checkout_env",
    ("notes-shop/.env", "web-<<org>>-<<n>>/.env"),
    """# Selling printed lecture notes to juniors (bKash tokenized checkout)
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=01<<sid>>
BKASH_PASSWORD=<<pw>>
BKASH_APP_KEY=<<ak>>
BKASH_APP_SECRET=<<cred>>
""",
    cred="p:bkash",
    syntax="",
    extra=lambda rng, s: {"pw": alnum(rng, 10), "ak": alnum(rng, 25)},
)

F.reg(
    "sslcommerz_store_passwd_php",
    ("notes-shop/config/sslcommerz.php", "site-<<year>>/config/sslcz_<<n>>.php"),
    """<?php
// SSLCommerz - live store for the study group's notes shop
return [
    'projectPath' => '/notes-shop',
    'apiDomain' => 'https://securepay.sslcommerz.com',
    'apiCredentials' => [
        'store_id' => '<<org>><<n>>live',
        'store_password' => '<<cred>>',
    ],
    'success_url' => '/pay/success',
    'failed_url' => '/pay/fail',
];
""",
    cred="p:sslcommerz",
    syntax="",
)


def _anki(rng: random.Random, s: dict) -> str:
    return human(rng, F, safe=True)


F.reg(
    "anki_sync_server_users_env",
    ("anki-sync/docker-compose.env", "srv/anki-<<n>>/.env"),
    """# self-hosted Anki sync server for the batch's shared decks
SYNC_BASE=/data
SYNC_HOST=0.0.0.0
SYNC_PORT=8080
SYNC_USER1=<<fa>>:<<cred>>
SYNC_USER2=<<fa2>>:<<fa2>><<yy>>anki
""",
    cred=_anki,
    syntax="",
)

F.reg(
    "email_bengali_lecture_drive_account",
    ("Mail/Inbox/drive_<<n>>.eml", "mail/<<date>>-lecture-drive.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: batch<<n>>@googlegroups.com
Subject: =?UTF-8?B?4Kay4KeH4KiV4Kaa4Ka+4KawIOCmoeCnjeCmsOCmvuCmh+CmrQ==?=
Date: Wed, <<day>> Mar <<year>> <<time>>:21 +0600
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

সবাইকে সালাম,

ফার্মাকোলজির লেকচার রেকর্ডিং গুলো নতুন ড্রাইভ অ্যাকাউন্টে রাখা হয়েছে:

অ্যাকাউন্ট: <<org>>.lectures@gmail.com
পাসওয়ার্ড: <<cred>>

কেউ ফাইল ডিলিট করবে না প্লিজ। ব্যাচের বাইরে কাউকে দিও না।

<<fn>>
ক্লাস রিপ্রেজেন্টেটিভ
""",
    cred="human",
    syntax="",
)

F.reg(
    "quiz_discord_webhook_python",
    ("quizbot/daily_mcq_<<n>>.py", "home/<<fa>>/mcq-bot/post.py"),
    '''"""Posts one MCQ a day to the batch Discord (#daily-mcq)."""

import json
import random

import requests

WEBHOOK = "<<cred>>"

qs = json.load(open("mcq_pathology.json", encoding="utf-8"))
q = random.choice(qs)
requests.post(WEBHOOK, json={"content": f"**{q['stem']}**\\n" + "\\n".join(q["options"])}, timeout=10)
''',
    cred="p:discord_hook",
)

F.reg(
    "flutter_backend_fcm_server_key",
    ("study-app-backend/notify.js", "api-<<org>>-<<n>>/src/notify.js"),
    """// Push reminders for ward duty & viva schedule (legacy FCM HTTP API)
const axios = require('axios');

const FCM_SERVER_KEY = '<<cred>>';

async function remind(tokens, title, body) {
  return axios.post('https://fcm.googleapis.com/fcm/send',
    { registration_ids: tokens, notification: { title, body } },
    { headers: { Authorization: `key=${FCM_SERVER_KEY}` } });
}

module.exports = { remind };
""",
    cred="p:firebase",
    syntax="",
)


def _csv(s: dict) -> str:
    return f"""রোল,নাম,ইমেইল,পোর্টাল পাসওয়ার্ড
{s["n"]},{s["fn"]} {s["ln"]},{s["email"]},{s["cred"]}
{s["n"] + 1},{s["fn2"]} {s["ln2"]},{s["email2"]},নিজে বদলেছে
"""


F.reg(
    "batch_roster_csv_bengali_columns",
    ("Drive/Batch <<n>> roster.csv", "exports/roster_<<date>>.csv"),
    _csv,
    cred="human_x",
    syntax="",
)
