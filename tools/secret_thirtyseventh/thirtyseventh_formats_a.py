# ruff: noqa: E501
"""Family a: Kenyan matatu SACCOs (minibus cooperatives) on Nairobi and Nakuru routes."""

from __future__ import annotations

from thirtyseventh_spec import alnum, dec_charcodes, enc_charcodes, human_with, reg

FAM = "matatu_sacco_nairobi_nakuru"
KE = (
    "Wanjiru",
    "Otieno",
    "Kamau",
    "Achieng",
    "Mwangi",
    "Njeri",
    "Kiprono",
    "Wafula",
    "Atieno",
    "Mutua",
)
WORDS = (
    "matatu",
    "sacco",
    "nganya",
    "karibu",
    "githurai",
    "rongai",
    "gormahia",
    "ingwe",
    "nakuru",
    "msafiri",
    "simba",
    "donda",
)

reg(
    FAM,
    "matatu_mpesa_daraja_stk_passkey_dotenv",
    ("<<org>>/fare-collection/.env", "srv/<<org>>-stk/.env.production"),
    """\
# M-Pesa Daraja (STK push) -- fare collection, route <<n>>
APP_ENV=production
APP_URL=https://fares.<<dom>>
MPESA_ENV=production
MPESA_SHORTCODE=<<id>>4
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://fares.<<dom>>/api/mpesa/callback
DB_HOST=<<ip>>
DB_DATABASE=sacco_fares
LOG_CHANNEL=daily
""",
    "hex:64",
    extra=lambda r, v: {"ckey": alnum(r, 48)},
)

reg(
    FAM,
    "matatu_swahili_whatsapp_nenosiri_reply_only",
    ("exports/WhatsApp Chat with <<p1>>.txt", "chats/<<org>>_wasimamizi_<<date>>.txt"),
    """\
<<dmy>>, <<time>> - <<p1>>: Habari za asubuhi. Mfumo wa tiketi umeniambia nenosiri si sahihi tena
<<dmy>>, <<time>> - <<p2>>: Ofisi waliibadilisha jana jioni baada ya yule conductor kuondoka
<<dmy>>, <<time>> - <<p1>>: Sawa, nitumie mpya tafadhali. Gari iko stage ya Githurai 45
<<dmy>>, <<time2>> - <<p2>>: <<cred>>
<<dmy>>, <<time2>> - <<p1>>: Asante sana, imeingia 👍
<<dmy>>, <<time2>> - <<p2>>: Usiiandike kwenye daftari la gari tafadhali
""",
    human_with(*WORDS, names=KE),
    people=KE,
)

reg(
    FAM,
    "matatu_gps_tracker_php_pdo_dsn",
    ("<<org>>-tracker/config/database.php", "var/www/fleet/includes/db.php"),
    """\
<?php
// Fleet tracker DB (Teltonika FMB920 units push via the listener on :5027)
$dsn = 'mysql:host=<<ip>>;dbname=fleet_positions;charset=utf8mb4';
$dbUser = 'fleet_rw';
$dbPass = '<<cred>>';

try {
    $pdo = new PDO($dsn, $dbUser, $dbPass, [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
        PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
    ]);
} catch (PDOException $e) {
    error_log('tracker db: ' . $e->getMessage());
    http_response_code(500);
    exit;
}
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "matatu_fare_card_kotlin_buildconfig_field",
    ("android/<<org>>-abiria/app/build.gradle.kts", "abiria-app/app/build.gradle.kts"),
    """\
plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "ke.co.<<org>>.abiria"
    compileSdk = 34

    defaultConfig {
        applicationId = "ke.co.<<org>>.abiria"
        minSdk = 23
        targetSdk = 34
        versionCode = <<n>>
        versionName = "<<ver>>"
        buildConfigField("String", "FARECARD_API", "\\"https://cards.<<dom>>/v2/\\"")
        buildConfigField("String", "FARECARD_KEY", "\\"<<cred>>\\"")
    }
    buildFeatures { buildConfig = true }
}
""",
    "x:mtk_live_:32",
    syntax="",
)

reg(
    FAM,
    "matatu_sacco_members_csv_portal_column",
    ("shared/sacco/wanachama_<<year>>.csv", "Downloads/<<org>>_members_portal.csv"),
    """\
member_no,jina,simu,nambari_ya_gari,portal_user,portal_pass,hisa_kes
<<num>>,<<p1>>,0722<<id>>,KDA <<n>>3X,<<first>>.<<last>>,<<cred>>,<<big>>
<<id>>,<<p2>>,0711<<id>>,KCB <<num>>M,<<p2>>,,<<num>>0
<<n>><<num>>,<<p3>>,0733<<num>>,KBZ <<n>>1T,,,<<n>>000
""",
    "pw_alnum",
    syntax="",
    people=KE,
)

reg(
    FAM,
    "matatu_makanga_sms_africastalking_python_init",
    ("sms-gateway/<<org>>_sms.py", "tools/conductor_alerts.py"),
    """\
import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def notify_conductor(phone: str, plate: str, stage: str) -> None:
    msg = f"Gari {plate}: pakia abiria stage {stage} sasa hivi."
    sms.send(msg, [phone], sender_id="<<orgc>>")
""",
    "p:atalking",
)

reg(
    FAM,
    "matatu_steji_ledger_crontab_mysqldump_inline",
    ("etc/cron.d/<<org>>-ledger-backup", "home/<<user>>/crontab.txt"),
    """\
# m h dom mon dow  command
SHELL=/bin/bash
30 23 * * * root mysqldump -h <<ip>> -u ledger_backup -p'<<cred>>' --single-transaction sacco_ledger | gzip > /srv/backup/ledger_$(date +\\%F).sql.gz
15 2 * * 0 root find /srv/backup -name 'ledger_*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "matatu_dispatch_js_fromcharcode_password",
    ("<<org>>-dispatch/public/js/login.js", "dispatch/static/auto_login.js"),
    """\
// auto-login for the stage dispatch tablet (kiosk mode)
(function () {
  var u = "dispatch_<<n>>";
  var k = String.fromCharCode(<<enc>>);
  document.getElementById("username").value = u;
  document.getElementById("password").value = k;
  document.forms[0].submit();
})();
""",
    "pw_alnum",
    syntax="",
    extra=lambda r, v: {"enc": enc_charcodes(v["cred"])},
    decode=lambda t: dec_charcodes(t.split("String.fromCharCode(", 1)[1].split(")", 1)[0]),
)
