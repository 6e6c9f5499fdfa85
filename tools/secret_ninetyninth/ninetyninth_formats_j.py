# ruff: noqa: E501
"""Family j: a social enterprise in Dhaka, Bangladesh (Bengali, English)."""

from __future__ import annotations

from ninetyninth_corpus import alnum
from ninetyninth_spec import Fam

F = Fam(
    name="social_enterprise_dhaka",
    orgs=("shaplaseba", "nokshighar", "padmapath"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("সাকিব", "sakib"),
        ("আয়েশা", "ayesha"),
        ("মিতু", "mitu"),
        ("রাশেদ", "rashed"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আহমেদ", "ahmed"),
        ("ইসলাম", "islam"),
        ("চৌধুরী", "chowdhury"),
        ("রহমান", "rahman"),
        ("খান", "khan"),
        ("সরকার", "sarkar"),
    ),
    words=(
        "bangla",
        "padma",
        "ilish",
        "shapla",
        "rickshaw",
        "nokshi",
        "jamdani",
        "borsha",
        "bhalobasha",
        "shonar",
        "sundarban",
        "mishti",
        "boishakh",
        "jamuna",
        "dhanmondi",
        "mirpur",
    ),
    pets=("tomi", "mini", "kalu", "lalu", "pushi", "bagha"),
    cc="880",
    city="ঢাকা",
)

F.reg(
    "dhaka_socent_bkash_tokenized_checkout_php",
    ("shop/config/bkash.php", "<<org>>-crafts/config/bkash_<<n>>.php"),
    """<?php
// bKash Tokenized Checkout (live) - nakshi kantha shop
return [
    'sandbox'    => false,
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<appkey>>',
    'app_secret' => '<<cred>>',
    'username'   => '01<<tel>>',
    'password'   => '<<bpw>>',
    'callbackURL' => 'https://<<dom>>/bkash/callback',
];
""",
    cred="p:bkash",
    syntax="",
    extra=lambda r, s: {
        "appkey": alnum(r, 25),
        "tel": r.randint(700000000, 999999999),
        "bpw": alnum(r, 12),
    },
)

F.reg(
    "dhaka_socent_bangla_whatsapp_password_facebook_page",
    ("WhatsApp Chat with <<org>> টিম.txt", "chats/team_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn>> <<ln>>: আপা, ফেসবুক পেজের বিজনেস অ্যাকাউন্টের পাসওয়ার্ডটা দিবেন? বৈশাখী অফারের পোস্ট দিতে হবে
<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: ইমেইল: social@<<dom>>
<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: পাসওয়ার্ড: <<cred>>
<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: পোস্ট দেওয়ার পর লগআউট করে দিও
<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn>> <<ln>>: ঠিক আছে আপা 👍
""",
    cred="human",
)

F.reg(
    "dhaka_socent_kobotoolbox_survey_pull_r",
    ("analysis/pull_kobo.R", "<<org>>-impact/R/kobo_pull_<<n>>.R"),
    """# Artisan income survey (KoBoToolbox humanitarian server)
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset_uid <- "<<asset>>"

res <- GET(
  paste0("https://kobo.humanitarianresponse.info/api/v2/assets/", asset_uid, "/data.json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
survey <- fromJSON(content(res, "text", encoding = "UTF-8"))$results
write.csv(survey, "artisan_income_<<date>>.csv", row.names = FALSE)
""",
    cred="hex:40",
    syntax="",
    extra=lambda r, s: {"asset": "a" + alnum(r, 21)},
)

F.reg(
    "dhaka_socent_sslcommerz_store_passwd_env",
    ("<<org>>-shop/.env", "webshop-<<n>>/.env"),
    """APP_ENV=production
SSLCZ_STORE_ID=<<org>><<nn>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
PATHAO_CLIENT_ID=<<pid>>
""",
    cred=lambda r, s: alnum(r, 14, "abcdefghijklmnopqrstuvwxyz0123456789") + "@ssl",
    extra=lambda r, s: {"pid": r.randint(1000, 9999)},
)

F.reg(
    "dhaka_socent_donor_portal_bangla_english_email",
    ("mail/donor_portal_<<date>>.eml", "Sent/Impact dashboard access <<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: grants@<<ref>>-foundation.org
Cc: <<email2>>
Subject: Impact dashboard access for the mid-term review
Date: Sun, <<d>> Feb <<y>> <<hh>>:<<mi>>:30 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Dear colleagues,

Ahead of the mid-term review, here is read-only access to our artisan impact dashboard
(Metabase): https://impact.<<dom>>

username: donor.review
password: <<cred>>

শুভেচ্ছান্তে / With best regards,
<<fn>> <<ln>> (<<fa>> <<la>>)
<<org>> · Mirpur DOHS, Dhaka
""",
    cred="human",
    syntax="",
)

F.reg(
    "dhaka_socent_odoo_conf_admin_passwd",
    ("odoo/odoo.conf", "etc/odoo/<<org>>-odoo<<n>>.conf"),
    """[options]
; Odoo 17 - inventory for artisan cooperatives
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
proxy_mode = True
workers = 4
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "dhaka_socent_bulk_sms_gateway_curl_history",
    ("home/<<fa>>/.bash_history", "server-<<n>>/root/.bash_history"),
    """cd /var/www/<<org>>
php artisan queue:restart
curl "https://bulksmsbd.net/api/smsapi?api_key=<<cred>>&type=text&number=8801<<tel>>&senderid=<<sid>>&message=Test+from+server"
tail -n 50 storage/logs/laravel.log
exit
""",
    cred="alnum:20",
    syntax="",
    extra=lambda r, s: {
        "tel": r.randint(700000000, 999999999),
        "sid": r.randint(8809000000000, 8809999999999),
    },
)

F.reg(
    "dhaka_socent_mailchimp_newsletter_apps_script",
    ("apps-script/newsletter.gs", "<<org>>-sheets/Code_<<n>>.gs"),
    """// Google Sheet of buyers -> Mailchimp audience (Pohela Boishakh campaign)
const MC_API_KEY = '<<cred>>';
const MC_LIST = '<<lid>>';

function syncBuyers() {
  const dc = MC_API_KEY.split('-')[1];
  const rows = SpreadsheetApp.getActive().getSheetByName('ক্রেতা').getDataRange().getValues();
  rows.slice(1).forEach(([name, email]) => {
    UrlFetchApp.fetch(`https://${dc}.api.mailchimp.com/3.0/lists/${MC_LIST}/members`, {
      method: 'post',
      headers: { Authorization: 'apikey ' + MC_API_KEY },
      payload: JSON.stringify({ email_address: email, status: 'subscribed', merge_fields: { FNAME: name } }),
      muteHttpExceptions: true,
    });
  });
}
""",
    cred="p:mailchimp",
    syntax="",
    extra=lambda r, s: {"lid": alnum(r, 10, "0123456789abcdef")},
)
