# ruff: noqa: E501
"""Family n: a Bangladeshi university student union (ছাত্র সংসদ) in Dhaka / Rajshahi
(Bangla in Bengali script, English): WhatsApp with Bengali digits, bKash and SSLCommerz for
fees, a Django voting app, Google Workspace, a hall Wi-Fi access point, a SQL dump and OAuth."""

from __future__ import annotations

import json
import random

from ninetysecond_spec import DIGITS, LOWER, Fam, alnum

BD = Fam(
    name="chhatra_sangsad_bangladesh",
    orgs=(
        ("chhatrakantha", "ছাত্র কণ্ঠ – কেন্দ্রীয় ছাত্র সংসদ"),
        ("hallsangsad", "শহীদ স্মৃতি হল ছাত্র সংসদ"),
        ("rucsu", "রাজশাহী বিশ্ববিদ্যালয় ছাত্র সংসদ"),
        ("shikkharthiforum", "শিক্ষার্থী অধিকার ফোরাম"),
    ),
    tld="edu.bd",
    first=(
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("সুমাইয়া", "sumaiya"),
        ("রাকিব", "rakib"),
        ("ফারহানা", "farhana"),
        ("ইমরান", "imran"),
        ("তাসনিম", "tasnim"),
        ("সাকিব", "sakib"),
        ("মিথিলা", "mithila"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("রহমান", "rahman"),
        ("ইসলাম", "islam"),
        ("আহমেদ", "ahmed"),
        ("চৌধুরী", "chowdhury"),
        ("খান", "khan"),
        ("সরকার", "sarkar"),
        ("দাস", "das"),
    ),
    words=(
        "bangla",
        "shadhinota",
        "ekushey",
        "padma",
        "ilish",
        "biriyani",
        "sonarbangla",
        "joybangla",
        "dhaka",
        "mukti",
        "shapla",
        "kobita",
        "bhalobasha",
        "boishakh",
        "rokto",
        "projonmo",
    ),
    pets=("mini", "tommy", "bagha", "kalu", "pushi", "lalu", "mou", "tuktuk"),
    cc="+880",
    places=(
        "dhaka",
        "chattogram",
        "rajshahi",
        "sylhet",
        "khulna",
        "barishal",
        "rangpur",
        "cumilla",
    ),
)

_BN = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def _bd_wa(s: dict[str, object]) -> str:
    d = f"{s['d']}/{s['mo']}/{str(s['year'])[2:]}".translate(_BN)
    h = int(str(s["time"])[:2])
    t = f"{h - 12 if h > 12 else h}:{str(s['time'])[3:]}".translate(_BN) + (
        " PM" if h >= 12 else " AM"
    )
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d} {t} - {a}: ভাই, সংসদের ফেসবুক পেজের পাসওয়ার্ডটা একটু দেন, নির্বাচনের নোটিশ দিতে হবে\n"
        f"{d} {t} - {b}: পাসওয়ার্ড: {s['cred']}\n"
        f"{d} {t} - {b}: কাজ শেষে জানাইও, আমি চেঞ্জ করে দিব\n"
        f"{d} {t} - {a}: ঠিক আছে ভাই, ধন্যবাদ\n"
    )


BD.reg(
    "chhatra_whatsapp_bengali_digits_password_page",
    ("WhatsApp Chat with সংসদ কার্যনির্বাহী <<n>>.txt", "chats/sangsad_<<place>>_<<date>>.txt"),
    _bd_wa,
    "human",
    syntax="",
)

BD.reg(
    "chhatra_bkash_tokenized_php_config",
    ("config/bkash.php", "fees/<<place>>/bkash_config.php"),
    """<?php
// হল ফি / সংসদ ফি – bKash Tokenized Checkout (live)
return [
    'sandbox'    => false,
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<akey>>',
    'app_secret' => '<<cred>>',
    'username'   => '01<<msisdn>>',
    'password'   => '<<bpw>>',
    'callback'   => 'https://<<dom>>/fees/bkash/callback',
];
""",
    "p:bkash_app_secret",
    syntax="",
    extra=lambda rng, s: s.update(
        akey=alnum(rng, 25),
        msisdn=alnum(rng, 9, DIGITS),
        bpw=alnum(rng, 4) + "@" + alnum(rng, 7) + "[" + alnum(rng, 3),
    ),
)

BD.reg(
    "chhatra_sslcommerz_store_env",
    ("fees-portal/.env", "deploy/<<place>>/.env"),
    """APP_NAME="Sangsad Fees"
APP_URL=https://fees.<<dom>>
SSLCZ_STORE_ID=<<org>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
""",
    "p:sslcommerz_pass",
    syntax="",
)

BD.reg(
    "chhatra_voting_app_django_settings_db",
    ("nirbachon/settings.py", "evote_<<place>>/settings/prod.py"),
    '''"""ছাত্র সংসদ নির্বাচন – অনলাইন ভোটিং (production)."""

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["vote.<<dom>>"]
LANGUAGE_CODE = "bn"
TIME_ZONE = "Asia/Dhaka"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "evote_<<year>>",
        "USER": "evote",
        "PASSWORD": '<<cred>>',
        "HOST": "db.<<dom>>",
        "PORT": "5432",
    }
}
''',
    "pw_sq",
)

BD.reg(
    "chhatra_bengali_email_workspace_admin",
    ("mail/<<fa>>/<<ts>>.eml", "gmail_export/<<date>>_hostantor.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?4Kam4Ka+4Kef4Ka/4Kak4KeN4KasIOCmueCmuOCnjeCmpOCmvuCmqOCnjeCmpOCmsA==?=
Date: <<date>> <<time>>:27 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

প্রিয় <<fn2>>,

নতুন কমিটির সাধারণ সম্পাদক হিসেবে সংসদের Google Workspace অ্যাডমিন অ্যাকাউন্ট তোমাকে বুঝিয়ে দিচ্ছি।

অ্যাকাউন্ট: admin@<<dom>>
পাসওয়ার্ড: <<cred>>

প্রথম লগইনের পর অবশ্যই পাসওয়ার্ড বদলাবে এবং 2-Step Verification চালু করবে।

শুভেচ্ছান্তে,
<<fn>> <<ln>>
""",
    "human",
    syntax="",
)

BD.reg(
    "chhatra_union_office_hostapd_conf",
    ("etc/hostapd/hostapd.conf", "pi/<<place>>/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=Sangsad_<<town>>_Office
hw_mode=g
channel=<<n>>
wmm_enabled=0
macaddr_acl=0
auth_algs=1
ignore_broadcast_ssid=0
wpa=2
wpa_passphrase=<<cred>>
wpa_key_mgmt=WPA-PSK
wpa_pairwise=TKIP
rsn_pairwise=CCMP
country_code=BD
""",
    "pw_bare",
    syntax="",
)


def _bd_sql(rng: random.Random, s: dict[str, object]) -> None:
    rows = []
    target = rng.randrange(3)
    for i in range(3):
        (fn, fa), (_, la) = BD.first[rng.randrange(10)], BD.last[rng.randrange(8)]
        pw = s["cred"] if i == target else BD.human(rng, safe=True)
        rows.append(
            f"({i + 1},'{fa}.{la}','{fa}.{la}@{s['dom']}','{pw}','{fn}',1,'{s['date']} {s['time']}:00')"
        )
    s["rows"] = ",\n".join(rows)


BD.reg(
    "chhatra_ballot_admins_mysql_dump_plaintext",
    ("backup/evote_<<date>>.sql", "dumps/<<place>>_admins.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: evote_<<year>>
-- ------------------------------------------------------

DROP TABLE IF EXISTS `election_admins`;
CREATE TABLE `election_admins` (
  `id` int NOT NULL AUTO_INCREMENT,
  `username` varchar(64) NOT NULL,
  `email` varchar(128) NOT NULL,
  `password` varchar(128) NOT NULL,
  `display_name` varchar(128) DEFAULT NULL,
  `is_active` tinyint(1) NOT NULL DEFAULT '1',
  `created_at` datetime NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

LOCK TABLES `election_admins` WRITE;
INSERT INTO `election_admins` VALUES <<rows>>;
UNLOCK TABLES;
""",
    "human_x",
    syntax="",
    extra=_bd_sql,
)


def _bd_oauth(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "web": {
                "client_id": f"{s['cid']}-{s['cid2']}.apps.googleusercontent.com",
                "project_id": f"sangsad-{s['place']}-vote",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
                "client_secret": s["cred"],
                "redirect_uris": [f"https://vote.{s['dom']}/accounts/google/login/callback/"],
            }
        }
    )


BD.reg(
    "chhatra_google_oauth_client_json_login",
    ("client_secret_<<cid>>.json", "evote/credentials/google_oauth_<<place>>.json"),
    _bd_oauth,
    "p:google_oauth",
    extra=lambda rng, s: s.update(cid=alnum(rng, 12, DIGITS), cid2=alnum(rng, 32, LOWER + DIGITS)),
)
