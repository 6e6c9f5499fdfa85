# ruff: noqa: E501
"""Family l: a Dhaka house-shifting service (basa bodol), Bangladesh: bKash and SSLCommerz
payments, Pathao courier for small parcels, bulk SMS from a Google Sheet, a Laravel site,
Messenger text and SMS in Bangla, and a router note."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import BD, alnum, gen_pw

F = BD

F.reg(
    "basabodol_bkash_tokenized_checkout_env",
    (".env", "<<org>>-booking/.env.production"),
    """APP_NAME="<<org>> House Shifting"
APP_ENV=production
APP_URL=https://<<dom>>

# bKash tokenized checkout (live)
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=<<bkuser>>
BKASH_PASSWORD=${BKASH_PASSWORD}
BKASH_APP_KEY=<<appkey>>
BKASH_APP_SECRET=<<cred>>
BKASH_CALLBACK_URL=https://<<dom>>/bkash/callback
""",
    "p:bkash",
    extra=lambda rng, s: {
        "bkuser": f"01{rng.randint(300000000, 999999999)}",
        "appkey": alnum(rng, 25),
    },
)

F.reg(
    "basabodol_sslcommerz_store_passwd_php",
    ("application/config/sslcommerz.php", "<<org>>/web/config/sslc<<n>>.php"),
    """<?php
defined('BASEPATH') or exit('No direct script access allowed');

// SSLCommerz — advance payment for house shifting (CodeIgniter 3)
$config['sslc_store_id'] = '<<org>><<n>>live';
$config['sslc_store_password'] = '<<cred>>';
$config['sslc_is_sandbox'] = false;
$config['sslc_success_url'] = 'https://<<dom>>/payment/success';
$config['sslc_fail_url'] = 'https://<<dom>>/payment/fail';
$config['sslc_cancel_url'] = 'https://<<dom>>/payment/cancel';
$config['sslc_ipn_url'] = 'https://<<dom>>/payment/ipn';
""",
    "p:sslcommerz",
)

F.reg(
    "basabodol_messenger_copied_text_bangla_password",
    ("Desktop/messenger_<<fa2>>.txt", "<<org>>/notes/messenger copy <<d>>-<<mo>>.txt"),
    """<<name2>>
ভাই, ওয়েবসাইটের অ্যাডমিন প্যানেলের পাসওয়ার্ডটা দেন তো, আজকের বুকিং গুলো আপডেট করতে হবে
<<h12>>:<<mi>> <<ampm_u>>

<<name>>
ইউজার: <<user>>
পাসওয়ার্ড: <<cred>>
<<h12>>:<<mi2>> <<ampm_u>>

<<name>>
কাজ শেষে লগআউট করে দিবেন। মিরপুর ১০ এর শিফটিং কাল সকাল ৮টায়, পিকআপ ২টা লাগবে
<<h12>>:<<mi2>> <<ampm_u>>

<<name2>>
ঠিক আছে ভাই 👍
""",
    "human",
    extra=lambda rng, s: {"ampm_u": s["ampm"].upper()},
)


def _pathao(s) -> str:
    doc = {
        "courier": "pathao",
        "base_url": "https://api-hermes.pathao.com",
        "client_id": s["cid"],
        "client_secret": s["cred"],
        "username": f"ops@{s['dom']}",
        "password_env": "PATHAO_PASSWORD",
        "store_id": int(s["n4"]),
        "default_city": 1,
        "default_zone": 52,
        "note": "cartons, tape and bubble wrap delivered to customers before shifting day",
    }
    return json.dumps(doc, indent=4) + "\n"


F.reg(
    "basabodol_pathao_courier_client_json",
    ("config/courier.json", "<<org>>-ops/config/pathao_<<n>>.json"),
    _pathao,
    "p:pathao",
    extra=lambda rng, s: {"cid": alnum(rng, 10)},
)


def _smsxml(s) -> str:
    body = (
        f"ভাই, নতুন ট্রাক ট্র্যাকার অ্যাপের লগইন: {s['user']} পাসওয়ার্ড: {s['cred']} কাউকে দিবেন না। - {s['org']}"
    )
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on {s["d"]}/{s["mo"]}/{s["y"]} {s["hh"]}:{s["mi"]}:{s["ss"]}-->
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="2" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">
  <sms protocol="0" address="{s["phone"].replace(" ", "")}" date="{s["ts"]}412" type="1" subject="null" body="{body}" toa="null" sc_toa="null" service_center="+8801700000600" read="1" status="-1" locked="0" date_sent="{s["ts"]}000" sub_id="1" readable_date="{s["d"]} Mar {s["y"]} {s["h12"]}:{s["mi"]}:{s["ss"]} {s["ampm"]}" contact_name="{s["name"]}" />
  <sms protocol="0" address="{s["phone"].replace(" ", "")}" date="{s["ts"]}977" type="2" subject="null" body="ধন্যবাদ ভাই, পেয়েছি" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["d"]} Mar {s["y"]} {s["h12"]}:{s["mi2"]}:{s["ss"]} {s["ampm"]}" contact_name="{s["name"]}" />
</smses>
"""


F.reg(
    "basabodol_sms_backup_xml_bangla_tracker_login",
    (
        "SMSBackupRestore/sms-<<y>><<mo>><<d>><<hh>><<mi>><<ss>>.xml",
        "phone-backup/<<fa>>/sms-<<y>><<mo>><<d>>.xml",
    ),
    _smsxml,
    "human",
)

F.reg(
    "basabodol_laravel_config_database_env_fallback",
    ("config/database.php", "<<org>>-booking/config/database<<n>>.php"),
    """<?php

use Illuminate\\Support\\Str;

return [

    'default' => env('DB_CONNECTION', 'mysql'),

    'connections' => [

        'mysql' => [
            'driver' => 'mysql',
            'url' => env('DATABASE_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', '<<org>>_booking'),
            'username' => env('DB_USERNAME', '<<org>>_app'),
            'password' => env('DB_PASSWORD', '<<cred>>'),
            'unix_socket' => env('DB_SOCKET', ''),
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
            'prefix' => '',
            'strict' => true,
        ],

    ],

    'migrations' => 'migrations',

];
""",
    "pw_sq",
)

F.reg(
    "basabodol_apps_script_bulksms_gs",
    ("apps-script/Code.gs", "<<org>>/sheets/booking_sms_<<n>>.gs"),
    """/**
 * বুকিং শিট থেকে কাস্টমারকে কনফার্মেশন SMS পাঠানো (BulkSMSBD)
 * Trigger: on form submit
 */
const SMS_API_KEY = '<<cred>>';
const SENDER_ID = '8809617<<n6>>';

function sendConfirmation(e) {
  const row = e.values;
  const phone = row[3];
  const date = row[5];
  const msg = `ধন্যবাদ! আপনার বাসা বদলের তারিখ ${date}. <<org>> টিম সকাল ৮টায় পৌঁছাবে।`;
  const url = 'http://bulksmsbd.net/api/smsapi?api_key=' + SMS_API_KEY +
    '&type=text&number=' + encodeURIComponent(phone) +
    '&senderid=' + SENDER_ID + '&message=' + encodeURIComponent(msg);
  const res = UrlFetchApp.fetch(url, { muteHttpExceptions: true });
  Logger.log(res.getContentText());
}
""",
    "alnum:20",
    extra=lambda rng, s: {"n6": str(rng.randint(100000, 999999))},
)


def _router(rng, s):
    return {"adminpw": gen_pw(rng, 10, sym=""), "model": "Archer C6"}


F.reg(
    "basabodol_office_router_notepad_bangla",
    ("Desktop/router.txt", "<<org>>/office/রাউটার তথ্য <<n>>.txt"),
    """অফিস রাউটার (TP-Link <<model>>) — মিরপুর অফিস
ইন্টারনেট: Link3, কাস্টমার আইডি <<n4>><<n3>>

WiFi নাম: <<org>>_office
WiFi পাসওয়ার্ড: <<cred>>

রাউটার লগইন: http://192.168.0.1  (পাসওয়ার্ড আলাদা খাতায় লেখা)
সমস্যা হলে: <<name>> <<phone>>
""",
    "human",
    extra=_router,
)
