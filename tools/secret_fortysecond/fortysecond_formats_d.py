# ruff: noqa: E501
"""Family d: mbira (Shona thumb piano) makers in Zimbabwe."""

from fortysecond_spec import family

F = family(
    "mbira_zimbabwe_shona",
    ("chiyedzambira",),
    "co.zw",
    ("Tendai", "Rudo", "Farai", "Chipo", "Tatenda", "Nyasha", "Kudzai"),
    ("Moyo", "Chikomo", "Mutasa", "Sibanda", "Ndlovu", "Gumbo"),
    ("mbira", "nhare", "dzavadzimu", "nyunga", "karimba", "deze", "hosho", "bira", "mavembe"),
    ("chirimo", "zhizha", "matsutso", "chando"),
    "263",
)

F.reg(
    "mbira_shona_whatsapp_pasiwedhi",
    ("WhatsApp Chat with <<first>>.txt", "WhatsApp/Media/<<date>>/chat_<<fa>>.txt"),
    """<<dsl>>, <<time>> - <<first>> <<last>>: Mhoro sekuru, ndaisa ma order matsva pa website
<<dsl>>, <<time>> - <<first2>>: Ndipeiwo password yeadmin ndione
<<dsl>>, <<time>> - <<first>> <<last>>: Username <<user>> pasiwedhi <<cred>>
<<dsl>>, <<time>> - <<first2>>: Maita basa 👍
""",
    "human",
)

F.reg(
    "mbira_paynow_integration_key_php",
    ("<<org>>/shop/paynow_config.php", "var/www/<<fa>>-store/includes/paynow.php"),
    """<?php
require_once 'vendor/autoload.php';

$paynow = new Paynow\\Payments\\Paynow(
    '<<n4>>',                                   // integration id
    '<<cred>>',  // integration key
    'https://<<dom>>/paynow/return',
    'https://<<dom>>/paynow/result'
);
$payment = $paynow->createPayment('INV<<n4>>', '<<email>>');
$payment->add('Mbira nhare (22 keys)', 180.00);
""",
    "uuid",
    syntax="",
)

F.reg(
    "mbira_ecocash_merchant_portal_sms",
    ("sms/ecocash_<<date>>.txt", "Phone/Messages/EcoCash-<<n4>>.txt"),
    """From: +263164
<<dsl>> <<time>>
EcoCash Merchant Portal: your account <<user>> has been activated. Temporary password: <<cred>> . Change it on first login at merchant.ecocash.co.zw
""",
    "pw_alnum",
)

F.reg(
    "mbira_studio_winscp_upload_bat",
    ("C:/Users/<<fa>>/Desktop/upload_recordings.bat", "Studio<<n>>/scripts/push_takes.bat"),
    """@echo off
rem upload mixed takes to the label's ftp
"C:\\Program Files (x86)\\WinSCP\\WinSCP.com" /log=upload.log /command ^
  "open ftp://<<user>>:<<cred>>@ftp.<<dom>>/" ^
  "put D:\\Mixes\\*.wav /incoming/" ^
  "exit"
pause
""",
    "pw_url",
)

F.reg(
    "mbira_tuner_app_android_strings_xml",
    (
        "mbira-tuner/app/src/main/res/values/strings.xml",
        "<<fa>>/MbiraTuner<<n>>/app/src/main/res/values/strings.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Mbira Tuner</string>
    <string name="tuning_nyamaropa">Nyamaropa</string>
    <string name="google_maps_key" translatable="false"><<cred>></string>
    <string name="default_web_client_id" translatable="false"><<n6>>-<<hx>>.apps.googleusercontent.com</string>
</resources>
""",
    "p:google",
)

F.reg(
    "mbira_tour_tickets_paystack_env",
    ("<<org>>-tour-<<year>>/.env.production", "home/<<fa>>/tickets/.env"),
    """NODE_ENV=production
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pub>>
TOUR_NAME="Bira Nights <<year>>"
""",
    "p:paystack",
    extra=lambda rng, s: s.update(pub=F.draw(rng, "hex:40", s)),
)

F.reg(
    "mbira_shop_wordpress_wp_config_php",
    ("public_html/wp-config.php", "var/www/<<org>><<n>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'mbira_wp' );
define( 'DB_USER', 'mbira_<<n3>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "mbira_harare_notebook_photo_ocr",
    ("Pictures/notebook_<<date>>_ocr.txt", "Scans/<<fa>>_book_p<<n>>.txt"),
    """Orders - Harare
nhare x2 (Tendai) paid
karimba x1 - deposit
---
gmail: <<fa>>.<<la>>.mbira@gmail.com
pw  <<cred>>
(bank app same)
""",
    "human",
)
