# ruff: noqa: E501
"""Family e: an intercity coach operator with ticket counters in Dhaka (Bangladesh; Bengali)."""

from __future__ import annotations

from sixtyeighth_spec import COACHBD as F
from sixtyeighth_spec import rsa_pem

F.reg(
    "bengali_whatsapp_counter_panel_password",
    ("WhatsApp Chat with <<orgc>> Counter.txt", "whatsapp/<<org>>_gabtoli_counter.txt"),
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> pm - <<fn>> <<ln>>: ভাই, কাউন্টার প্যানেলের লগইন কাজ করছে না, চট্টগ্রামের টিকেট কাটতে পারছি না
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> pm - <<fn2>> <<ln2>>: ইউজার: <<login>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> pm - <<fn2>> <<ln2>>: পাসওয়ার্ড: <<cred>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> pm - <<fn>> <<ln>>: ধন্যবাদ ভাই, হয়ে গেছে
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> pm - <<fn2>> <<ln2>>: কাউকে দিবেন না
""",
    "human",
    syntax="",
)

F.reg(
    "bkash_tokenized_checkout_app_secret_env",
    (".env", "ticketing-<<org>>/.env.production"),
    """APP_NAME="<<orgc>> Ticketing"
APP_ENV=production
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=01<<n3>><<n5>>
BKASH_APP_KEY=<<n5>>abcd<<n3>>
BKASH_APP_SECRET=<<cred>>
BKASH_CALLBACK_URL=https://tickets.<<dom>>/bkash/callback
""",
    "alnum:50",
    syntax="",
)

F.reg(
    "sslcommerz_store_password_laravel_config",
    ("config/sslcommerz.php", "ticketing-<<org>>/config/sslcommerz.php"),
    """<?php

// SSLCOMMERZ - card / mobile banking payments for online coach tickets
return [
    'projectPath' => env('PROJECT_PATH'),
    'apiDomain' => 'https://securepay.sslcommerz.com',
    'apiCredentials' => [
        'store_id' => '<<org>>live',
        'store_password' => '<<cred>>',
    ],
    'connect_from_localhost' => false,
    'success_url' => '/success',
    'failed_url' => '/fail',
];
""",
    "p:sslcommerz",
    syntax="",
)

F.reg(
    "seat_booking_django_settings_databases",
    ("seatplan/settings.py", "<<org>>_booking/settings/production.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["tickets.<<dom>>", "<<ip>>"]
TIME_ZONE = "Asia/Dhaka"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "seatplan",
        "USER": "seatplan",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
""",
    "pw_sq",
)

F.reg(
    "counter_phone_sms_backup_xml_bengali",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone_backup/<<org>>_counter_sms.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" subject="null" body="সায়েদাবাদ কাউন্টারের নতুন পিসির পাসওয়ার্ড কি?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy_s>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" subject="null" body="পাসওয়ার্ড <<cred>> , উইন্ডোজ লগইন ইউজার counter" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy_s>> <<hh>>:<<mi2>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "counter_pc_anydesk_notepad_bangla",
    ("Desktop/anydesk.txt", "Desktop/counter_<<n>>_note.txt"),
    """কাউন্টার <<n>> - সায়েদাবাদ
AnyDesk ID: <<n3>> <<n3>> <<n3>>
আনঅ্যাটেন্ডেড পাসওয়ার্ড:
<<cred>>

প্রিন্টার সমস্যা হলে <<fn>> ভাইকে ফোন: <<phone>>
""",
    "human",
    syntax="",
)


def _sa_key(rng, fam, s):
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n")


F.reg(
    "fleet_app_firebase_service_account_json",
    ("firebase/<<org>>-fleet-firebase-adminsdk.json", "secrets/service-account-<<n>>.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-fleet",
  "private_key_id": "<<uuid>>",
  "private_key": "<<cred>>\\n",
  "client_email": "firebase-adminsdk-<<n3>>@<<org>>-fleet.iam.gserviceaccount.com",
  "client_id": "1<<n5>><<n5>><<n5>><<n3>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    _sa_key,
)

F.reg(
    "bulksmsbd_api_key_php_ticket_sms",
    ("inc/sms.php", "ticketing-<<org>>/app/Helpers/sms.php"),
    """<?php
// টিকেট কনফার্মেশন এসএমএস - BulkSMSBD
function send_ticket_sms($number, $message) {
    $url = "http://bulksmsbd.net/api/smsapi";
    $api_key = "<<cred>>";
    $senderid = "8809617<<n5>>";
    $data = ["api_key" => $api_key, "senderid" => $senderid, "number" => $number, "message" => $message];
    $ch = curl_init();
    curl_setopt($ch, CURLOPT_URL, $url);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($data));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
    return curl_exec($ch);
}
""",
    "alnum:20",
    syntax="",
)
