# ruff: noqa: E501
"""Family l: an LPG cylinder dealer (12 kg and 35 kg cylinders, home delivery) in Naogaon, Bangladesh."""

from __future__ import annotations

from hundredthirtythird_corpus import DIGITS, alnum, pick
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="lpg_cylinder_dealer_naogaon",
    orgs=("naogaongas", "barindlpg", "atraigasghor", "paharpurlpg", "mohadevpurgas"),
    tld="com.bd",
    first=(
        "rahim",
        "nusrat",
        "kamal",
        "fahmida",
        "sohel",
        "tania",
        "jahid",
        "sumaiya",
        "rafiq",
        "nasrin",
    ),
    last=(
        "hossain",
        "rahman",
        "islam",
        "ahmed",
        "chowdhury",
        "sarker",
        "akter",
        "miah",
        "uddin",
        "mondal",
    ),
    lfirst=("রহিম", "নুসরাত", "কামাল", "ফাহমিদা", "সোহেল", "তানিয়া", "জাহিদ", "সুমাইয়া", "রফিক", "নাসরিন"),
    llast=("হোসেন", "রহমান", "ইসলাম", "আহমেদ", "চৌধুরী", "সরকার", "আক্তার", "মিয়া", "উদ্দিন", "মন্ডল"),
    words=(
        "naogaon",
        "bangla",
        "padma",
        "tiger",
        "shapla",
        "ilish",
        "dhaka",
        "barind",
        "atrai",
        "paharpur",
        "amjad",
        "boishakh",
        "sonar",
        "nodi",
        "cylinder",
        "gas",
    ),
    cities=("Naogaon", "Bogura", "Joypurhat", "Rajshahi", "Santahar", "Patnitala"),
    cc="+880",
    tz="+0600",
    pets=("tuntuni", "moyna", "bhulu", "kalu", "mini", "pakhi"),
)


def _bd_phone(rng) -> str:
    return "01" + pick(rng, "3456789") + alnum(rng, 8, DIGITS)


F.reg(
    "naogaon_cylinder_order_bkash_tokenized_config_php",
    ("gas-order/config/bkash.php", "public_html/<<org>>/config_bkash_<<n2>>.php"),
    """<?php
// সিলিন্ডার অর্ডার - বিকাশ পেমেন্ট (Tokenized Checkout)
return [
    'sandbox' => false,
    'base_url' => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key' => '<<akey>>',
    'app_secret' => '<<cred>>',
    'username' => '<<bkuser>>',
    'password' => '${BKASH_PASSWORD}',
    'callback_url' => 'https://order.<<dom>>/bkash/callback',
];
""",
    "p:bkash_secret",
    syntax="",
    extra=lambda rng, s: {"akey": prov(rng, "bkash_key"), "bkuser": _bd_phone(rng)},
)


def _sslcz(rng, s):
    sid = s["org"][:8] + alnum(rng, 12, "abcdef0123456789")
    return {"sid": sid, "cred": sid + "@ssl"}


F.reg(
    "naogaon_dealer_shop_sslcommerz_store_password_dotenv",
    ("dealer-shop/.env", "<<org>>-shop/.env.production"),
    """APP_NAME="<<org_cap>> Gas Shop"
APP_ENV=production
APP_URL=https://shop.<<dom>>

SSLCZ_TESTMODE=false
SSLCZ_STORE_ID=<<sid>>
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_SUCCESS_URL=/payment/success
SSLCZ_FAIL_URL=/payment/fail
""",
    "pw_alnum",
    syntax="",
    extra=_sslcz,
)

F.reg(
    "naogaon_bangla_whatsapp_dealer_app_password",
    (
        "WhatsApp/WhatsApp Chat with <<lname2>>.txt",
        "phone_backup/WhatsApp Chat with <<first2_cap>> Dealer.txt",
    ),
    """<<dmy>>, <<t1>> - <<lname>>: ভাই, কোম্পানির ডিলার অ্যাপে লগইন হচ্ছে না, অর্ডার দিতে পারছি না
<<dmy>>, <<t2>> - <<lname2>>: ইউজার: <<user>>
<<dmy>>, <<t2>> - <<lname2>>: পাসওয়ার্ড: <<cred>>
<<dmy>>, <<t3>> - <<lname2>>: কাউকে দিবেন না, ডেলিভারির ছেলেদেরও না
<<dmy>>, <<t4>> - <<lname>>: ধন্যবাদ ভাই, হয়ে গেছে
""",
    "human",
    syntax="",
)

F.reg(
    "naogaon_refill_reminder_bulksmsbd_api_key_python",
    ("scripts/refill_sms.py", "<<org>>/sms/reminder_<<n2>>.py"),
    '''"""মাসিক রিফিল রিমাইন্ডার এসএমএস (BulkSMSBD)"""

import csv

import requests

API_KEY = "<<cred>>"
SENDER_ID = "8809617<<n6>>"


def send(number, message):
    r = requests.get(
        "http://bulksmsbd.net/api/smsapi",
        params={"api_key": API_KEY, "type": "text", "number": number, "senderid": SENDER_ID, "message": message},
        timeout=20,
    )
    return r.json()


if __name__ == "__main__":
    with open("customers.csv", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            send(row["mobile"], f"{row['name']}, আপনার গ্যাস সিলিন্ডার রিফিলের সময় হয়েছে। <<org_cap>>")
''',
    "p:bulksmsbd",
    syntax="py",
    extra=lambda rng, s: {"n6": alnum(rng, 6, DIGITS)},
)


def _sheet(rng, s):
    k = rng.randrange(5)
    rows = []
    for i in range(6):
        p = F.person(rng)
        pw = s["cred"] if i == k else F.human(rng)
        rows.append(
            f"{p['full']},{_bd_phone(rng)},{p['f']}{rng.randint(10, 99)},{pw},{pick(rng, F.cities)}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "naogaon_subdealer_sheet_csv_bengali_headers",
    ("Documents/সাব_ডিলার_<<year>>.csv", "Drive/<<org>>/subdealer_login_<<n2>>.csv"),
    """সাব-ডিলারের নাম,মোবাইল,ইউজার আইডি,পাসওয়ার্ড,এলাকা
<<rows>>
""",
    "human",
    syntax="",
    extra=_sheet,
)


def _sms_xml(rng, s):
    ms = s["ts"] * 1000 + rng.randint(0, 999)
    return {"ms": ms, "ms2": ms + 2400, "addr": "+88" + _bd_phone(rng), "bid": s["uuid"]}


F.reg(
    "naogaon_sms_backup_restore_xml_portal_password",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone/backup/sms_<<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup &amp; Restore v10.20.002 on <<dmy>> <<hms>>-->
<smses count="2" backup_set="<<bid>>" backup_date="<<ms2>>" type="full">
  <sms protocol="0" address="<<addr>>" date="<<ms>>" type="1" subject="null" body="আপনার ডিলার পোর্টালের ইউজার আইডি: <<user>> পাসওয়ার্ড: <<cred>> - লগইন করে পাসওয়ার্ড পরিবর্তন করুন।" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<lname2>>" />
  <sms protocol="0" address="<<addr>>" date="<<ms2>>" type="2" subject="null" body="ধন্যবাদ ভাই" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<lname2>>" />
</smses>
""",
    "human",
    extra=_sms_xml,
)

F.reg(
    "naogaon_dealer_site_wordpress_wp_config_php",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/**
 * The base configuration for WordPress - <<org_cap>> LPG dealer site
 */

// ** Database settings - You can get this info from your web host ** //
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

require_once __DIR__ . '/wp-salt.php';

$table_prefix = 'wp<<n2>>_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "naogaon_imo_chat_copy_banglish_portal_password",
    ("imo/chat_<<first2>>_<<date>>.txt", "notes/<<org>>/imo_copy_<<n2>>.txt"),
    """[<<dmy>> <<t1>>] <<full>>: Bhai company portal e dhukte parchi na, password ta abar den
[<<dmy>> <<t2>>] <<full2>>: ID: <<user>>
[<<dmy>> <<t2>>] <<full2>>: password: <<cred>>
[<<dmy>> <<t3>>] <<full2>>: kauke diben na, order er somoy lagbe
[<<dmy>> <<t4>>] <<full>>: ok bhai dhonnobad
""",
    "human",
    syntax="",
)
