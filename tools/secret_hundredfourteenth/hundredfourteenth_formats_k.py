# ruff: noqa: E501
"""Family k: a madrasa (darul uloom) in Pakistan, in Urdu and English."""

from __future__ import annotations

from hundredfourteenth_spec import Fam, alnum, dec_xml_after, enc_xml, gen_pw, pick

FAM = Fam(
    name="darul_uloom_madrasa_pakistan",
    orgs=("darulnoor", "jamiaislamia", "madrasafaizan", "darulhuda", "jamiarehmania"),
    tld="edu.pk",
    first=(
        ("عمران", "Imran"),
        ("عائشہ", "Ayesha"),
        ("عبداللہ", "Abdullah"),
        ("فاطمہ", "Fatima"),
        ("بلال", "Bilal"),
        ("زینب", "Zainab"),
        ("حمزہ", "Hamza"),
        ("اسامہ", "Usama"),
    ),
    last=(
        ("قریشی", "Qureshi"),
        ("خان", "Khan"),
        ("چوہدری", "Chaudhry"),
        ("ملک", "Malik"),
        ("شیخ", "Sheikh"),
        ("اعوان", "Awan"),
        ("رضوی", "Rizvi"),
    ),
    words=(
        "madina",
        "makkah",
        "noor",
        "rehmat",
        "barkat",
        "pakistan",
        "lahore",
        "karachi",
        "quran",
        "hifz",
        "ramzan",
        "eid",
        "jannat",
        "sabr",
        "taqwa",
        "ilm",
        "multan",
        "zamzam",
    ),
    pets=("moti", "sheru", "billu", "tommy", "kaalu", "mano"),
    cc="+92",
)

R = FAM.reg


def _wa(s: dict) -> str:
    h = int(s["hh"])
    t = f"{(h - 1) % 12 + 1}:{s['mi']} {'am' if h < 12 else 'pm'}"
    d = f"{int(s['mon'])}/{int(s['day'])}/{str(s['year'])[2:]}"
    return (
        f"{d}, {t} - {s['fn2']} {s['ln2']}: السلام علیکم مولانا صاحب، فیس پورٹل کا پاس ورڈ بدل گیا ہے؟ لاگ ان نہیں ہو رہا\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: وعلیکم السلام، جی کل تبدیل کیا تھا\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: یوزر: accounts\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: پاس ورڈ: {s['cred']}\n"
        f"{d}, {t} - {s['fn2']} {s['ln2']}: جزاک اللہ\n"
    )


R(
    "darul_whatsapp_urdu_pass_word_fee_portal",
    (
        "WhatsApp Chat with مدرسہ انتظامیہ <<n>>.txt",
        "Download/WhatsApp Chat - Accounts <<org>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)

R(
    "darul_jazzcash_fee_payment_php",
    ("fees/config/jazzcash.php", "public_html/<<org>>/fee/jazzcash_<<n>>.php"),
    """<?php
// ماہانہ فیس / عطیات - JazzCash Hosted Checkout
define('JC_MERCHANT_ID', 'MC<<n2>><<n>>');
define('JC_PASSWORD', '<<jcpw>>');
define('JC_INTEGRITY_SALT', '<<cred>>');
define('JC_RETURN_URL', 'https://<<dom>>/fee/jazzcash-return');
define('JC_POST_URL', 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/');
""",
    "alnum:10",
    syntax="",
    extra=lambda rng, s: {"jcpw": alnum(rng, 10)},
)

R(
    "darul_easypaisa_hash_key_java_properties",
    ("fee-service/src/main/resources/application.properties", "opt/fee-<<n>>/easypaisa.properties"),
    """# Easypaisa online payment for hostel and fee challans
easypaisa.store-id=<<n2>><<n>>
easypaisa.hash-key=<<cred>>
easypaisa.post-back-url=https://<<dom>>/easypaisa/confirm
easypaisa.endpoint=https://easypay.easypaisa.com.pk/easypay/Index.jsf
spring.datasource.url=jdbc:mysql://localhost:3306/fees
""",
    "alnum:16",
    syntax="",
)

R(
    "darul_attendance_mysql_url_python",
    ("hazri/sync_attendance.py", "home/<<fa>>/hazri-<<n>>/sync.py"),
    """# طلبہ کی حاضری: بایومیٹرک مشین سے ڈیٹا بیس میں
from sqlalchemy import create_engine, text

DB_URL = "mysql+pymysql://hazri:<<cred>>@<<ip>>:3306/madrasa_hazri"
engine = create_engine(DB_URL, pool_pre_ping=True)

with engine.begin() as conn:
    rows = conn.execute(text("SELECT roll_no, status FROM hazri WHERE date = CURDATE()")).fetchall()
    print(len(rows), "records")
""",
    "pw_url",
)

R(
    "darul_moodle_hifz_lms_config_php",
    ("moodle/config.php", "var/www/lms-<<org>>/config.php"),
    """<?php  // Moodle configuration file - آن لائن حفظ و ناظرہ کلاسز

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://lms.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

R(
    "darul_urdu_sms_copied_reply_only",
    ("Notes/sms_<<n>>.txt", "Desktop/پیغام_<<n>>.txt"),
    """<<phone>>
<<dmy>> <<time>>
<<cred>>
""",
    "human",
    syntax="",
)

R(
    "darul_results_apps_script_sms_gs",
    ("apps-script/results_sms.gs", "Code_<<n>>.gs"),
    """// سالانہ امتحان کے نتائج والدین کو SMS (sendpk)
const SENDPK_API_KEY = '<<cred>>';
const SENDER = 'DARULULOOM';

function sendResults() {
  const rows = SpreadsheetApp.getActive().getSheetByName('نتائج').getDataRange().getValues();
  rows.slice(1).forEach(function (r) {
    const msg = encodeURIComponent(r[1] + ': ' + r[3] + '/' + r[4]);
    UrlFetchApp.fetch('https://sendpk.com/api/sms.php?api_key=' + SENDPK_API_KEY + '&sender=' + SENDER + '&mobile=' + r[2] + '&message=' + msg);
  });
}
""",
    lambda rng, fam: (
        "923" + str(rng.randint(10**8, 10**9 - 1)) + alnum(rng, 24, "0123456789abcdef")
    ),
    syntax="",
)


def _xml_pw(rng, fam) -> str:
    pw = gen_pw(rng, sym='&<>"!#')
    i = rng.randrange(2, len(pw))
    return pw[:i] + pick(rng, "&<>") + pw[i:]


def _kiosk(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="MadrasaName" value="{s["org"]}" />
    <add key="DbServer" value="{s["ip"]}" />
    <add key="DbUser" value="library" />
    <add key="DbPassword" value="{s["enc"]}" />
    <add key="PrintReceipts" value="true" />
  </appSettings>
</configuration>
"""


R(
    "darul_library_kiosk_app_config_xml_escaped",
    (
        "KutubKhana/KutubKhana.exe.config",
        "Program Files/LibraryKiosk/LibraryKiosk_<<n>>.exe.config",
    ),
    _kiosk,
    _xml_pw,
    syntax="xml",
    encode=enc_xml,
    decode=dec_xml_after('key="DbPassword" value="'),
)
