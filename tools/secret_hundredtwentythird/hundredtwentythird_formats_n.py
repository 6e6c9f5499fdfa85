# ruff: noqa: E501
"""Family n: a takaful agent (ejen takaful) in Shah Alam, Selangor, Malaysia (Malay, English)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, alnum

F = Fam(
    name="takaful_agent_selangor",
    orgs=("amanahtakaful", "sejahterakeluarga", "barakahplan"),
    tld="com.my",
    first=tuple(
        (n, n.lower())
        for n in ("Aisyah", "Faizal", "Nurul", "Hafiz", "Siti", "Azman", "Farah", "Irfan")
    ),
    last=tuple(
        (n, n.lower())
        for n in ("Rahman", "Ismail", "Abdullah", "Yusof", "Hamzah", "Othman", "Zakaria")
    ),
    words=(
        "merdeka",
        "selangor",
        "rendang",
        "durian",
        "harimau",
        "bunga",
        "syukur",
        "rezeki",
        "pelangi",
        "kampung",
        "ketupat",
        "amanah",
        "tenang",
        "bulan",
    ),
    pets=("oyen", "comel", "tompok", "milo", "putih", "kiki"),
    cc="+60",
)

F.reg(
    "takafulmy_whatsapp_kata_laluan_portal_ejen",
    ("WhatsApp Chat with Ejen Takaful <<n>>.txt", "exports/wa_ejen_<<fa>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Assalamualaikum kak, portal ejen minta tukar kata laluan
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: Waalaikumsalam. Guna yang ni dulu: <<cred>>
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: ID ejen <<login>>
<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Terima kasih kak 🙏 nak hantar cadangan sijil takaful keluarga
""",
    cred="human",
    syntax="",
)

F.reg(
    "takafulmy_billplz_contribution_php_api_key",
    ("sumbangan/billplz.php", "public_html/<<org>>_<<n>>/billplz_config.php"),
    """<?php
// Bayaran sumbangan takaful bulanan (Billplz v3)
define('BILLPLZ_API_KEY', '<<cred>>');
define('BILLPLZ_X_SIGNATURE', 'S-<<xs>>');
define('BILLPLZ_COLLECTION', '<<col>>');
define('BILLPLZ_URL', 'https://www.billplz.com/api/v3/bills');
""",
    cred="p:billplz",
    syntax="",
    extra=lambda rng, s: {"xs": alnum(rng, 22), "col": alnum(rng, 8).lower()},
)

F.reg(
    "takafulmy_toyyibpay_user_secret_key_js",
    ("bayaran/toyyibpay.js", "app/<<org>>-<<n>>/toyyibpay.js"),
    """// Cipta bil sumbangan melalui toyyibPay
const qs = require('querystring');
const axios = require('axios');

const userSecretKey = '<<cred>>';
const categoryCode = '<<cat>>';

async function ciptaBil(nama, emel, telefon, amaunSen) {
  const body = qs.stringify({ userSecretKey, categoryCode, billName: 'Sumbangan Takaful', billDescription: `Sumbangan ${nama}`, billPriceSetting: 1, billPayorInfo: 1, billAmount: amaunSen, billTo: nama, billEmail: emel, billPhone: telefon });
  return axios.post('https://toyyibpay.com/index.php/api/createBill', body);
}

module.exports = { ciptaBil };
""",
    cred="p:toyyibpay",
    syntax="",
    extra=lambda rng, s: {"cat": alnum(rng, 8).lower()},
)

F.reg(
    "takafulmy_malay_email_kata_laluan_operator",
    ("Mel/<<n>>.eml", "Outlook/Peti Masuk/akaun_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Akaun portal pengendali takaful
Date: Tue, <<d>> Apr <<y>> <<time>>:50 +0800
Content-Type: text/plain; charset=UTF-8

Salam sejahtera <<first>>,

Akaun anda untuk portal pengendali takaful telah diaktifkan.
ID pengguna: <<login>>
Kata laluan: <<cred>>

Sila tukar kata laluan selepas log masuk pertama.

Terima kasih,
<<first2>> <<last2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "takafulmy_renewal_telegram_bot_python_token",
    ("bot/peringatan.py", "takaful-bot-<<n>>/main.py"),
    '''"""Bot Telegram: peringatan sumbangan takaful tertunggak."""

from telegram.ext import ApplicationBuilder, CommandHandler

BOT_TOKEN = "<<cred>>"


async def mula(update, context):
    await update.message.reply_text("Assalamualaikum! Saya akan ingatkan tarikh sumbangan takaful anda.")


app = ApplicationBuilder().token(BOT_TOKEN).build()
app.add_handler(CommandHandler("mula", mula))
app.run_polling()
''',
    cred="p:telegram_bot",
)

F.reg(
    "takafulmy_apps_script_whatsapp_cloud_token",
    ("AppsScript/Peringatan_<<n>>.gs", "sheets-scripts/whatsapp_<<fa>>.gs"),
    """// Hantar peringatan sumbangan melalui WhatsApp Cloud API dari Google Sheets
const WA_TOKEN = '<<cred>>';
const PHONE_ID = '<<n6>><<n4>>';

function hantarPeringatan() {
  const rows = SpreadsheetApp.getActive().getSheetByName('Peserta').getDataRange().getValues();
  rows.slice(1).forEach(function (r) {
    UrlFetchApp.fetch('https://graph.facebook.com/v20.0/' + PHONE_ID + '/messages', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + WA_TOKEN },
      payload: JSON.stringify({ messaging_product: 'whatsapp', to: r[2], type: 'template', template: { name: 'peringatan_sumbangan', language: { code: 'ms' } } }),
    });
  });
}
""",
    cred=lambda rng, fam: "EAA" + alnum(rng, 180),
    syntax="",
)

F.reg(
    "takafulmy_sms_backup_xml_kata_laluan_reply",
    ("SMSBackupRestore/sms-<<date>>-<<n>>.xml", "telefon/sms_<<fa>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<n6>>" backup_date="1761000000000" type="full">
  <sms protocol="0" address="<<phone2>>" date="1760990000000" type="1" body="Kak, kata laluan wifi pejabat apa?" read="1" status="-1" locked="0" date_sent="1760990000000" readable_date="<<d>> <<m>> <<y>> <<time>>" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone2>>" date="1760990060000" type="2" body="<<cred>>" read="1" status="-1" locked="0" date_sent="0" readable_date="<<d>> <<m>> <<y>> <<time>>" contact_name="<<first2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "takafulmy_agency_wordpress_wp_config",
    ("public_html/wp-config.php", "backup/<<org>>_<<n>>/wp-config.php"),
    """<?php
/** Laman web agensi takaful */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)
