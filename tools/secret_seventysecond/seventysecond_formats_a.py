# ruff: noqa: E501
"""Family a: a private primary school in Nairobi, Kenya (English / Swahili): Moodle, Zeraki-style
SMS via Africa's Talking, M-Pesa Daraja fee collection, Google Workspace for Education."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, dec_basic, enc_basic, jdump, prov

F = Fam(
    name="shule_primary_kenya",
    key="shule",
    orgs=("jamboacademy", "mwangaza", "tumainiprep", "baraka-junior"),
    orgnames=("Jambo Academy", "Mwangaza Primary School", "Tumaini Prep", "Baraka Junior School"),
    tld="ac.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Mutua", "mutua"),
        ("Amina", "amina"),
        ("Kiprono", "kiprono"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Wafula", "wafula"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
        ("Omondi", "omondi"),
    ),
    words=(
        "shule",
        "jambo",
        "simba",
        "twiga",
        "tembo",
        "mwalimu",
        "kitabu",
        "darasa",
        "harambee",
        "nyumbani",
        "baraka",
        "tumaini",
        "uhuru",
        "jua",
        "nairobi",
        "mombasa",
    ),
    words_u=(),
    pets=("bosco", "simba", "tiger", "rex", "jimmy", "snowy", "bingo"),
    cc="+254",
    cities=("Nairobi", "Kiambu", "Thika", "Ngong", "Ruaka"),
)

F.reg(
    "zeraki_sms_africastalking_laravel_env",
    ("portal/.env", "sites/<<org>>-portal/.env"),
    """APP_NAME="<<orgname>> Portal"
APP_ENV=production
APP_URL=https://portal.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=shule_portal
DB_USERNAME=portal
DB_PASSWORD=
# bulk SMS to parents (fees reminders, closing dates)
AT_USERNAME=<<org>>
AT_API_KEY=<<cred>>
AT_SENDER_ID=<<org>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.gmail.com
""",
    "p:atsk",
)

F.reg(
    "mpesa_daraja_fees_paybill_php",
    ("<<org>>-portal/config/mpesa.php", "fees-<<year>>/config/daraja.php"),
    """<?php
// M-Pesa Daraja - school fees paybill <<nnn>><<nnn>> (STK push from the parents' portal)
return [
    'environment'     => 'live',
    'shortcode'       => '<<nnn>><<nnn>>',
    'consumer_key'    => '<<key>>',
    'consumer_secret' => '<<cred>>',
    'passkey'         => '<<passkey>>',
    'callback_url'    => 'https://portal.<<dom>>/api/mpesa/callback',
    'account_ref'     => 'FEES-<<year>>',
];
""",
    "p:daraja_secret",
    syntax="",
    extra=lambda r, s: s.update(key=prov(r, "daraja_key"), passkey=prov(r, "daraja_passkey")),
)

F.reg(
    "swahili_whatsapp_nenosiri_moodle",
    (
        "WhatsApp Chat with Walimu <<orgname>>.txt",
        "exports/WhatsApp Chat - Walimu Darasa <<n>>.txt",
    ),
    """[<<dmy>>, <<hms>>] <<first>> <<last>>: Habari walimu, Moodle imerudi baada ya update
[<<dmy>>, <<hms>>] <<first2>> <<last2>>: Asante mwalimu. Tuingie na akaunti gani kupakia mitihani ya CAT?
[<<dmy>>, <<hms2>>] <<first>> <<last>>: Tumieni akaunti ya pamoja: jina la mtumiaji ni walimu.grade<<n>> na nenosiri ni <<cred>>
[<<dmy>>, <<hms2>>] <<first>> <<last>>: Msiibadilishe tafadhali, na msiipe wanafunzi 🙏
[<<dmy>>, <<hms2>>] <<first2>> <<last2>>: Sawa, nimeingia ✅
""",
    "human",
)


def _basic(r: random.Random, s: dict) -> None:
    s["key"] = prov(r, "daraja_key")
    s["enc"] = enc_basic(str(s["key"]), str(s["cred"]))


F.reg(
    "bash_history_curl_basic_daraja_token",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /var/www/portal
php artisan migrate --force
tail -n 50 storage/logs/laravel.log
curl -s -X GET 'https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' -H 'Authorization: Basic <<enc>>'
php artisan mpesa:register-urls
sudo systemctl restart php8.2-fpm
""",
    "p:daraja_secret",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

F.reg(
    "teacher_laptops_wifi_csv_column",
    ("ICT/wifi_darasa_<<year>>.csv", "ICT/Wi-Fi madarasa term<<n>>.csv"),
    """Darasa,Mwalimu,SSID,Nenosiri,Imesasishwa
Grade <<n>>,<<first>> <<last>>,<<org>>-grade<<n>>,<<cred>>,<<dmy>>
Staffroom,<<first2>> <<last2>>,<<org>>-staff,(ofisini),<<dmy>>
Maktaba,<<first2>> <<last2>>,<<org>>-library,wazi,<<dmy>>
""",
    "human",
)

F.reg(
    "moodle_config_php_dbpass",
    ("var/www/moodle-<<org>>/config.php", "srv/moodle4<<n>>/config.php"),
    """<?php  // Moodle configuration file - <<orgname>>

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array('dbpersist' => 0, 'dbport' => '', 'dbcollation' => 'utf8mb4_unicode_ci');

$CFG->wwwroot   = 'https://moodle.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "parent_sms_backup_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/sms-<<date>>-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Mwalimu naomba password ya portal ya wazazi, nimesahau" read="1" status="-1" locked="0" contact_name="<<first2>> (Mzazi Grade <<n>>)" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>420" type="2" body="<<cred>>" read="1" status="-1" locked="0" contact_name="<<first2>> (Mzazi Grade <<n>>)" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" body="Asante sana mwalimu, imefanya" read="1" status="-1" locked="0" contact_name="<<first2>> (Mzazi Grade <<n>>)" />
</smses>
""",
    "human",
)


def _gam(s: dict) -> str:
    return jdump(
        {
            "installed": {
                "client_id": f"{s['nn']}{s['nnn']}{s['nnn']}-{s['hexid']}q3.apps.googleusercontent.com",
                "project_id": f"gam-project-{s['org']}",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
                "client_secret": s["cred"],
                "redirect_uris": ["http://localhost"],
            }
        }
    )


F.reg(
    "google_workspace_gam_client_secrets_json",
    ("home/<<fa>>/bin/gam7/client_secrets.json", "GAMConfig/client_secrets.json"),
    _gam,
    "p:gocspx",
)
