"""Family k: a microcredit NGO (ক্ষুদ্রঋণ সংস্থা) handling donor grants and bKash collections
in Bogura (Bangladesh), Bengali."""

# ruff: noqa: E501

import base64
import random

from fiftyfourth_spec import BOGURA as F
from fiftyfourth_spec import Slots, pkcs8_der

F.reg(
    "bogura_bengali_whatsapp_password_bkash_merchant",
    ("whatsapp/WhatsApp Chat with <<first>>.txt", "branch/<<num>>/chat_<<fname>>.txt"),
    """<<dmy_slash>>, <<time>> - <<first>> <<last>>: আপা, বিকাশ মার্চেন্ট প্যানেলে ঢুকতে পারছি না, কিস্তির টাকা মিলাতে হবে
<<dmy_slash>>, <<time>> - <<first2>> <<last2>>: ইউজার <<login>>, পাসওয়ার্ড <<cred>>
<<dmy_slash>>, <<time2>> - <<first2>> <<last2>>: কাজ শেষে লগআউট করে দিও
<<dmy_slash>>, <<time2>> - <<first>> <<last>>: ঠিক আছে আপা, ধন্যবাদ
""",
    cred="human",
)

F.reg(
    "bogura_bkash_tokenized_checkout_app_secret_env",
    ("collection/<<org>>/.env", "bkash/<<num>>/.env.live"),
    """# bKash tokenized checkout - loan installment collection
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=01<<big>>
BKASH_PASSWORD=<<hex8>>Kq
BKASH_APP_KEY=<<hex16>>
BKASH_APP_SECRET=<<cred>>
BKASH_CALLBACK_URL=https://kisti.<<dom>>/bkash/callback
""",
    cred="alnum:50",
    syntax="",
)

F.reg(
    "bogura_mfi_software_docker_compose_mysql_root",
    ("deploy/<<org>>/docker-compose.yml", "mfi/<<num>>/compose.yaml"),
    """services:
  db:
    image: mysql:8.0
    restart: always
    environment:
      MYSQL_ROOT_PASSWORD: "<<cred>>"
      MYSQL_DATABASE: mfi_<<org>>
    volumes:
      - ./data:/var/lib/mysql
  app:
    image: <<org>>/mfi-web:2.4
    ports:
      - "8080:80"
    depends_on:
      - db
""",
    cred="pw",
)

F.reg(
    "bogura_bengali_email_donor_grant_portal_password",
    ("mail/<<fname>>/<<date>>_grant.eml", "inbox/donor_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: অনুদান পোর্টালের লগইন - ত্রৈমাসিক প্রতিবেদন
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

প্রিয় <<first2>>,

দাতা সংস্থার গ্রান্ট ম্যানেজমেন্ট পোর্টালে ত্রৈমাসিক আর্থিক প্রতিবেদন জমা দিতে হবে
<<dd>> তারিখের মধ্যে। লগইন তথ্য:

ইমেইল: grants@<<dom>>
পাসওয়ার্ড: <<cred>>

ধন্যবাদান্তে,
<<first>> <<last>>
""",
    cred="human",
)

F.reg(
    "bogura_sslcommerz_store_passwd_php",
    ("donate/<<org>>/sslcommerz_config.php", "web/donation_<<num>>.php"),
    """<?php
// অনলাইন অনুদান - SSLCommerz
define('SSLCZ_STORE_ID', '<<org>><<num>>live');
define('SSLCZ_STORE_PASSWD', '<<cred>>');
define('SSLCZ_IS_SANDBOX', false);
define('SSLCZ_SUCCESS_URL', 'https://<<dom>>/donate/success');
""",
    cred="alnum:20",
    syntax="",
)

F.reg(
    "bogura_field_officer_app_shared_prefs_xml",
    (
        "android/<<org>>/shared_prefs/session.xml",
        "device_dump/<<num>>/com.<<org>>.kisti_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="officer_id">FO-<<num>></string>
    <string name="branch">বগুড়া সদর</string>
    <string name="api_base">https://mfi.<<dom>>/api/</string>
    <string name="login_user"><<login>></string>
    <string name="login_password"><<cred>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="17<<big>>" />
</map>
""",
    cred="pw_xml",
)

F.reg(
    "bogura_branch_sms_reply_only_value",
    ("sms/backup_<<fname>>_<<num>>.txt", "phones/<<num>>/sms.txt"),
    """<<dmy_slash>> <<time>> থেকে: <<phone>>
স্যার, শাখার কম্পিউটারের নতুন পাসওয়ার্ডটা দিবেন?

<<dmy_slash>> <<time2>> প্রতি: <<phone>>
<<cred>>
""",
    cred="human_x",
)


def _nagad_key(rng: random.Random, s: Slots) -> Slots:
    return {"cred": base64.b64encode(pkcs8_der(rng)).decode()}


F.reg(
    "bogura_nagad_merchant_private_key_base64_php",
    ("nagad/<<org>>/config.php", "payments/nagad_<<num>>.php"),
    """<?php
// Nagad merchant API - installment collection
return [
    'merchant_id' => '68<<big>>',
    'merchant_number' => '01<<big>>',
    'callback_url' => 'https://kisti.<<dom>>/nagad/callback',
    'public_key' => 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<hex8>>',
    'private_key' => '<<cred>>',
];
""",
    extra=_nagad_key,
    syntax="",
)
