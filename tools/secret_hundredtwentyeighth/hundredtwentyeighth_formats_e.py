# ruff: noqa: E501
"""Family e: a second-hand and new bookstall at Nilkhet, Dhaka (Bangladesh); Bengali."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import Fam, pick, rsa_key8

E = Fam(
    name="nilkhet_bookstall_pustak",
    orgs=("nilkhetpatha", "boighar", "pustakbitan", "kalighar"),
    tld="com.bd",
    first=(
        ("রফিক", "rafiq"),
        ("সুমাইয়া", "sumaiya"),
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("মৌসুমী", "mousumi"),
        ("জাহিদ", "zahid"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("রহমান", "rahman"),
        ("ইসলাম", "islam"),
        ("আহমেদ", "ahmed"),
        ("চৌধুরী", "chowdhury"),
        ("সরকার", "sarkar"),
    ),
    words=(
        "boi",
        "pustak",
        "nilkhet",
        "ekushe",
        "boimela",
        "dhaka",
        "padma",
        "ilish",
        "rabindra",
        "nazrul",
        "shapla",
        "bangla",
        "kobita",
        "golpo",
        "amar",
        "sonar",
        "jamdani",
        "tiger",
    ),
    pets=("mishti", "tuni", "bhulu", "kalu", "pinky"),
    cc="+880",
    city="ঢাকা",
)

E.reg(
    "nilkhet_bangla_whatsapp_android_passoword",
    ("WhatsApp/<<fa>> দোকান.txt", "backup/wa_<<fa>>_<<num>>.txt"),
    """<<dmy>>, <<time>> - <<first>> <<last>>: ভাই, bKash মার্চেন্ট অ্যাপের পাসওয়ার্ডটা দেন তো, কাস্টমার দাঁড়িয়ে আছে
<<dmy>>, <<time2>> - <<first2>>: নাম্বার <<phone_raw>>
<<dmy>>, <<time2>> - <<first2>>: পাসওয়ার্ড <<cred>>
<<dmy>>, <<time2>> - <<first>> <<last>>: পেয়েছি, ধন্যবাদ 🙏
""",
    "human",
    syntax="",
)

E.reg(
    "nilkhet_sslcommerz_store_passwd_php",
    ("shop/config/sslcommerz.php", "<<org>>-web/config/payment_<<year>>.php"),
    """<?php
// অনলাইন বই অর্ডার - SSLCommerz লাইভ স্টোর
return [
    'projectPath' => '/var/www/<<org>>',
    'apiDomain' => 'https://securepay.sslcommerz.com',
    'apiCredentials' => [
        'store_id' => '<<org>>live',
        'store_password' => '<<cred>>',
    ],
    'success_url' => '/order/success',
];
""",
    "p:sslcommerz",
    syntax="",
)

E.reg(
    "nilkhet_bkash_tokenized_checkout_dotenv",
    ("<<org>>/.env", "server/<<fa>>/.env.live"),
    """BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=<<phone_raw>>
BKASH_APP_KEY=<<ak>>
BKASH_APP_SECRET=<<cred>>
BKASH_CALLBACK=https://<<dom>>/bkash/callback
SHOP_NAME="<<org>>"
""",
    "p:bkash",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))
    },
)

E.reg(
    "nilkhet_facebook_page_new_arrivals_python",
    ("scripts/notun_boi_post.py", "fb/<<org>>_post_<<n>>.py"),
    '''"""নতুন বইয়ের তালিকা ফেসবুক পেজে পোস্ট করে।"""

import requests

PAGE_ID = "<<num>>"
PAGE_TOKEN = "<<cred>>"


def post(lines):
    msg = "📚 নতুন এসেছে:\\n" + "\\n".join(lines)
    r = requests.post(
        f"https://graph.facebook.com/v19.0/{PAGE_ID}/feed",
        data={"message": msg, "access_token": PAGE_TOKEN},
        timeout=30,
    )
    return r.json()
''',
    "x:EAAG:180",
)

E.reg(
    "nilkhet_messenger_copied_reply_only_value",
    ("notes/messenger_<<date>>.txt", "Desktop/<<fa>>_chat.txt"),
    """<<first>> <<last>>
গুগল শিটের লগইন টা একটু দিবেন? স্টক আপডেট করবো
<<time>>

<<first2>>
<<cred>>
<<time2>>

<<first>> <<last>>
👍
""",
    "human",
    syntax="",
)


def _sa(s):
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-stock",
            "private_key_id": s["kid"],
            "private_key": "@@KEY@@",
            "client_email": f"sheets-sync@{s['org']}-stock.iam.gserviceaccount.com",
            "client_id": s["num"] + "1048576",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    ).replace("@@KEY@@", s["cred"])


E.reg(
    "nilkhet_sheets_stock_service_account_json",
    ("credentials/<<org>>-stock.json", "sheets/<<fa>>/service_account.json"),
    _sa,
    lambda rng, f: rsa_key8(rng).replace("\n", "\\n") + "\\n",
    extra=lambda rng, s: {"kid": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

E.reg(
    "nilkhet_rokomari_seller_handover_note",
    ("দোকান/হস্তান্তর_<<date>>.txt", "notes/handover_<<fa>>.txt"),
    """দোকান হস্তান্তর - <<dmy>>
<<first>> থেকে <<first2>>

- বইমেলার স্টলের টাকা এখনো বাকি
- রকমারি সেলার প্যানেল
  ইমেইল: <<email>>
  পাসওয়ার্ড: <<cred>>
- পুরনো বইয়ের তালিকা খাতায় লেখা আছে
""",
    "human",
    syntax="",
)

E.reg(
    "nilkhet_mikrotik_hotspot_export_rsc",
    ("router/<<org>>_<<date>>.rsc", "mikrotik/export_<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14.2
# software id = <<serial>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=<<org>> supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=<<org>> ssid=<<org>>_boi
/ip address
add address=<<lan>>/24 interface=bridge network=192.168.88.0
""",
    lambda rng, f: pick(rng, (f.human(rng, "._-"), f.human(rng, "@_-"))),
    syntax="",
)
