# ruff: noqa: E501
"""Family e: jamdani handloom sari weavers of Narayanganj (Rupganj), Bangladesh."""

from __future__ import annotations

import re

from fortyfourth_spec import Fam, dec_b64, enc_b64, mail

F = Fam(
    "jamdani_handloom_narayanganj",
    "jamdani",
    ("rupganjtant", "noapara", "demrajamdani", "shitalakhya", "tarabo"),
    "com.bd",
    ("rahim", "fatema", "abdul", "shirin", "kamal", "nasrin", "jalal", "rokeya"),
    ("miah", "begum", "hossain", "akter", "uddin", "khatun", "sarkar", "molla"),
    (
        "jamdani",
        "tant",
        "rupganj",
        "shitalakhya",
        "nakshi",
        "muslin",
        "dhakai",
        "buti",
        "karigor",
        "tanti",
    ),
    ("boishakh", "borsha", "sharot", "sheet", "basanta"),
    ("mini", "tomi", "lalu", "kalu", "bagha"),
    "880",
)

F.reg(
    "bengali_whatsapp_bkash_merchant_password",
    ("chats/WhatsApp Chat with <<fname>> Bhai.txt", "backup/<<org>>/WhatsApp Chat - জামদানি হাট.txt"),
    """<<date_slash>>, <<time>> - <<fname>>: ভাই, বিকাশ মার্চেন্ট অ্যাপে ঢুকতে পারছি না
<<date_slash>>, <<time>> - Kamal Hossain: নাম্বার <<phone2>>
<<date_slash>>, <<time2>> - Kamal Hossain: পাসওয়ার্ড <<cred>>
<<date_slash>>, <<time2>> - Kamal Hossain: কাউকে দিবেন না
<<date_slash>>, <<time2>> - <<fname>>: ধন্যবাদ ভাই 👍
""",
    "human",
)

F.reg(
    "bkash_tokenized_checkout_env",
    ("shop/.env", "<<org>>-store/.env.production"),
    """NODE_ENV=production
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=<<phone2>>
BKASH_APP_KEY=<<appkey>>
BKASH_APP_SECRET=<<cred>>
BKASH_CALLBACK_URL=https://<<dom>>/bkash/callback
""",
    "alnum:50",
    extra=lambda rng, s: {
        "appkey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))
    },
)

F.reg(
    "bengali_email_epb_portal_password",
    ("mail/<<user>>/sent/<<id8>>.eml", "<<org>>/mailbox/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"export@{s['dom']}",
        "ইপিবি পোর্টালের লগইন",
        f"""আসসালামু আলাইকুম,

রপ্তানি সনদের জন্য ইপিবি পোর্টালের লগইন তথ্য নিচে দিলাম:

ইউজার আইডি: {s["user"]}
পাসওয়ার্ড: {s["cred"]}

জামদানি শাড়ির চালানের কাগজ বৃহস্পতিবারের মধ্যে জমা দিতে হবে।

ধন্যবাদান্তে,
{s["fname"]} {s["lname"]}
""",
        lang="bn",
    ),
    "human",
)

F.reg(
    "sslcommerz_store_passwd_php",
    ("shop/includes/sslcommerz_config.php", "<<org>>/payment/config.php"),
    """<?php
define('SSLCZ_STORE_ID', '<<org>><<n>>live');
define('SSLCZ_STORE_PASSWD', '<<cred>>');
define('SSLCZ_IS_SANDBOX', false);
define('SSLCZ_SUCCESS_URL', 'https://<<dom>>/payment/success');
""",
    lambda rng, s: (
        f"{''.join(rng.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(15))}@ssl"
    ),
)


def _fz_dec(text: str) -> str:
    return dec_b64(re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text).group(1))


F.reg(
    "design_ftp_filezilla_sitemanager_b64",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<user>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
  <Servers>
    <Server>
      <Host><<host>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User><<user>></User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <Name>Jamdani nakshi designs</Name>
      <RemoteDir>1 0 6 public 7 designs</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=lambda rng, s: {"enc": enc_b64(s["cred"])},
    decode=_fz_dec,
)

F.reg(
    "karigor_wages_csv_bengali_columns",
    ("hisab/karigor_<<date>>.csv", "<<org>>/payroll/karigor.csv"),
    """নাম,তাঁত নং,মজুরি,বিকাশ নম্বর,অ্যাপ ইউজার,অ্যাপ পাসওয়ার্ড
জালাল উদ্দিন,<<n>>,<<nnn>>0,<<phone2>>,jalal<<n>>,<<cred>>
রোকেয়া খাতুন,<<nnn>>,<<nnn>>0,<<phone2>>,rokeya,
""",
    "human_x",
)

F.reg(
    "sms_backup_xml_bengali_reply",
    ("sms/sms-<<date>>.xml", "phone/<<fname>>/sms-backup.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="1735<<nnn>><<nnn>>0" type="full">
  <sms protocol="0" address="<<phone2>>" date="1735<<nnn>><<nnn>>1" type="1" body="ভাই, দোকানের কম্পিউটারের পাসওয়ার্ডটা দিবেন?" read="1" status="-1" locked="0" date_sent="0" readable_date="<<date>> <<time>>" contact_name="<<fname>>" />
  <sms protocol="0" address="<<phone2>>" date="1735<<nnn>><<nnn>>2" type="2" body="<<cred>>" read="1" status="-1" locked="0" date_sent="0" readable_date="<<date>> <<time2>>" contact_name="<<fname>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "shop_wordpress_wp_config_php",
    ("public_html/wp-config.php", "<<org>>-site/wp-config.php"),
    """<?php
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'jmd_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)
