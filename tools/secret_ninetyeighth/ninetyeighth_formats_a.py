"""Family a: a student union's IT volunteer at a Kenyan university (Swahili, English, Sheng)."""
# ruff: noqa: E501

from __future__ import annotations

import base64

from ninetyeighth_spec import Fam, dec_basic

F = Fam(
    name="wanafunzi_union_it_volunteer",
    key="wanafunzi",
    orgs=("wanachuo", "sonukampus", "chuokuu", "umojahall"),
    tld="ac.ke",
    first=(
        ("Otieno", "otieno"),
        ("Wanjiru", "wanjiru"),
        ("Kiprono", "kiprono"),
        ("Achieng", "achieng"),
        ("Mwangi", "mwangi"),
        ("Nafula", "nafula"),
        ("Baraka", "baraka"),
        ("Zawadi", "zawadi"),
    ),
    last=(
        ("Ochieng", "ochieng"),
        ("Kamau", "kamau"),
        ("Cheruiyot", "cheruiyot"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
        ("Mutua", "mutua"),
        ("Odhiambo", "odhiambo"),
    ),
    words=(
        "harambee",
        "simba",
        "uhuru",
        "jambo",
        "nyota",
        "mvua",
        "chai",
        "matatu",
        "ugali",
        "rafiki",
        "pamoja",
        "kilima",
        "kazi",
        "safari",
        "sonu",
        "gor",
    ),
    pets=("simba", "bingo", "rex", "poa", "kijana", "tiger"),
    cc="+254",
    places=("Nairobi", "Kisumu", "Eldoret", "Nakuru", "Mombasa"),
)

F.reg(
    "moodle_config_php",
    ("union-lms-<<year>>/moodle/config.php", "srv/www/moodle-<<org>>/config.php"),
    """<?php  // Moodle configuration file - student union training site

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle_sonu';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array(
  'dbpersist' => 0,
  'dbport' => '',
  'dbsocket' => '',
  'dbcollation' => 'utf8mb4_unicode_ci',
);

$CFG->wwwroot   = 'https://training.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

// set up by <<fn>> <<ln>> (IT volunteer, SONU <<year>>)
require_once(__DIR__ . '/lib/setup.php');
""",
    cred="pw_sq",
    syntax="",
)


def _wa(s: dict) -> str:
    return f"""{s["dmys"]}, {s["time"]} - {s["fn"]} {s["ln"]}: Wasee, wifi ya union office imebadilishwa leo
{s["dmys"]}, {s["time"]} - {s["fn2"]} {s["ln2"]}: Sawa boss. Jina ni ile ile SONU-Office?
{s["dmys"]}, {s["time"]} - {s["fn"]} {s["ln"]}: Ndio. Nenosiri mpya: {s["cred"]}
{s["dmys"]}, {s["time"]} - {s["fn"]} {s["ln"]}: Msiweke kwa notice board tafadhali 🙏
{s["dmys"]}, {s["time"]} - {s["fn2"]} {s["ln2"]}: 👍 asante
"""


F.reg(
    "whatsapp_swahili_nenosiri_wifi",
    (
        "chats/<<year>>/WhatsApp Chat with SONU IT Team.txt",
        "Downloads/WhatsApp Chat with <<fn2>> <<ln2>>.txt",
    ),
    _wa,
    cred="human",
    syntax="",
)

F.reg(
    "mpesa_daraja_stk_env",
    ("union-tickets-<<year>>/.env", "sites/<<org>>-events/.env.production"),
    """# Union events ticketing - M-PESA Daraja (STK push)
APP_ENV=production
APP_URL=https://tickets.<<dom>>
MPESA_ENV=production
MPESA_SHORTCODE=<<sid>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<csec>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://tickets.<<dom>>/api/mpesa/callback
DB_CONNECTION=mysql
DB_DATABASE=tickets
""",
    cred="hex:64",
    syntax="",
    extra=lambda rng, s: {
        "ckey": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
            for _ in range(48)
        ),
        "csec": "".join(rng.choice("ABCDEFGHabcdefgh0123456789") for _ in range(16)),
    },
)

F.reg(
    "eduroam_wpa_supplicant_peap",
    (
        "kiosk<<n>>/etc/wpa_supplicant/wpa_supplicant-wlan0.conf",
        "pi-kiosk-<<place>>/boot/wpa_supplicant.conf",
    ),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=KE

# union notice-board kiosk (Raspberry Pi) on eduroam
network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=PEAP
    identity="<<user>>@<<dom>>"
    anonymous_identity="anonymous@<<dom>>"
    password="<<cred>>"
    ca_cert="/etc/ssl/certs/ISRG_Root_X1.pem"
    domain_suffix_match="radius.<<dom>>"
    phase2="auth=MSCHAPV2"
}
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "elections_mailer_settings_py",
    ("sonu-elections-<<year>>/elections/settings_prod.py", "srv/evoting/<<org>>/local_settings.py"),
    '''"""Production settings for the student union e-voting site."""

from .settings import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["vote.<<dom>>"]

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.office365.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "elections@<<dom>>"
EMAIL_HOST_PASSWORD = "<<cred>>"
DEFAULT_FROM_EMAIL = "SONU Electoral Board <elections@<<dom>>>"
''',
    cred="pw_dq",
)

F.reg(
    "handover_notes_router_admin_md",
    ("handover/IT-handover-<<year>>.md", "Documents/SONU/makabidhiano_IT_<<yy>>.md"),
    """# Makabidhiano ya IT – SONU office (handover <<year>>)

Kutoka: <<fn>> <<ln>> (IT volunteer)
Kwa: <<fn2>> <<ln2>>

## Vifaa
- Router ya office: MikroTik hAP ac² @ <<ip>>
  - user: admin
  - pass: <<cred>>
- Printer ya ground floor: HP LaserJet M404 (PaperCut queue `sonu-ground`)
- Laptop ya secretary general (Windows 11, BitLocker key iko na dean wa students)

## Kumbuka
Badilisha password ya router ukishaingia, nimeiacha hapa kwa sababu hakuna mtu mwingine anajua.
""",
    cred="human",
    syntax="",
)


def _curl(s: dict) -> str:
    tok = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    return f"""cd ~/papercut-scripts
ls
python3 quota_report.py --term {s["year"]}
curl -s https://print.{s["dom"]}:9192/rpc/api/xmlrpc -o /dev/null -w '%{{http_code}}'
curl -s -H "Authorization: Basic {tok}" "https://print.{s["dom"]}:9192/api/health"
curl -s -H "Authorization: Basic {tok}" "https://print.{s["dom"]}:9192/api/users/{s["sid"]}/balance"
history | tail
exit
"""


F.reg(
    "papercut_curl_basic_bash_history",
    ("home/<<fa>>/.bash_history", "backup/it-laptop/<<user>>/.bash_history"),
    _curl,
    cred="pw_sq",
    syntax="",
    decode=dec_basic,
)


def _sms(s: dict) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup &amp; Restore v10.20.002 on {s["dmys"]} {s["time"]}:11-->
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="3" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">
  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}000" type="2" subject="null" body="Niaje, nimesahau password ya laptop ya office. Unaikumbuka?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmys"]} {s["time"]}" contact_name="{s["fn"]} IT" />
  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}420" type="1" subject="null" body="{s["cred"]}" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="{s["ts"]}000" sub_id="1" readable_date="{s["dmys"]} {s["time"]}" contact_name="{s["fn"]} IT" />
  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}900" type="2" subject="null" body="Poa asante" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmys"]} {s["time"]}" contact_name="{s["fn"]} IT" />
</smses>
"""


F.reg(
    "sms_backup_reply_only_value",
    ("phone-backup/sms-<<date>>.xml", "SMSBackupRestore/sms-<<year>><<mon>><<day>>.xml"),
    _sms,
    cred="human_x",
)
