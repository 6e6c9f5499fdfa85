# ruff: noqa: E501
"""Family i: an amateur astronomy club with a remote telescope near Isfahan (Persian, Arabic script)."""

from __future__ import annotations

import json

from hundredtwelfth_spec import Fam

IR = Fam(
    name="isfahan_remote_telescope_club",
    key="setareh",
    orgs=("setaregan",),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("سارا", "sara"),
        ("حسین", "hossein"),
        ("نگار", "negar"),
        ("کاوه", "kaveh"),
        ("شیرین", "shirin"),
    ),
    last=(
        ("احمدی", "ahmadi"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("حسینی", "hosseini"),
        ("موسوی", "mousavi"),
        ("جعفری", "jafari"),
        ("صادقی", "sadeghi"),
        ("نوری", "nouri"),
    ),
    words=(
        "setareh",
        "mahtab",
        "khorshid",
        "kahkeshan",
        "parvin",
        "soraya",
        "zohreh",
        "keyvan",
        "nowruz",
        "yalda",
        "isfahan",
        "kavir",
        "damavand",
        "shiraz",
        "golestan",
        "anar",
        "pesteh",
        "zagros",
        "varzaneh",
        "hamoon",
    ),
    pets=("pashmak", "ghermez", "mishi", "jessy", "shadi", "pofak"),
    cc="98",
    places=("Isfahan", "Kashan", "Varzaneh", "Tehran", "Shiraz"),
)

_FA_WORDS = (
    "ستاره",
    "کهکشان",
    "ماهتاب",
    "خورشید",
    "پروین",
    "کیوان",
    "یلدا",
    "نوروز",
    "آسمان",
    "رصدخانه",
)
_FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def _fa_pw(rng, fam):
    w = rng.choice(_FA_WORDS)
    y = str(rng.randint(1360, 1404)).translate(_FA_DIGITS)
    return rng.choice(
        (
            f"{w}{y}",
            f"{w}@{y}",
            f"{w}_{rng.choice(fam.pets)}{rng.randint(1, 99)}",
            f"{w}{rng.choice(_FA_WORDS)}{rng.randint(1, 9)}",
        )
    )


def _portal(s):
    obj = {
        "site": {
            "title": "انجمن نجوم آماتوری",
            "url": f"https://{s['dom']}",
            "timezone": "Asia/Tehran",
        },
        "smtp": {
            "host": f"mail.{s['dom']}",
            "port": 587,
            "user": f"noreply@{s['dom']}",
            "password": s["cred"],
        },
        "observatory": {"name": "رصدخانه ورزنه", "lat": 32.42, "lon": 52.65},
    }
    return json.dumps(obj, ensure_ascii=True, indent=2) + "\n"


IR.reg(
    "members_portal_json_unicode_escaped_ramz",
    ("portal/config/settings.json", "backup/portal-<<n>>/settings.json"),
    _portal,
    cred=_fa_pw,
    decode=lambda t: json.loads(t)["smtp"]["password"],
)

IR.reg(
    "persian_telegram_copied_text_ramz_obur",
    ("notes/telegram_<<fa>>_<<n>>.txt", "Desktop/copied_chat_<<dd>><<mm>>.txt"),
    """[<<t1>>, <<dd>>/<<mm>>/<<year>>] <<first>> <<last>>: سلام، امشب آسمان صاف است، کسی تلسکوپ را از راه دور باز می‌کند؟
[<<t2>>, <<dd>>/<<mm>>/<<year>>] <<first2>> <<last2>>: من کار دارم. خودت وصل شو، رمز عبور NINA و ویندوز: <<cred>>
[<<t3>>, <<dd>>/<<mm>>/<<year>>] <<first>> <<last>>: ممنون 🌌 سقف را ساعت ۲۲ باز می‌کنم
""",
    cred="human",
    syntax="",
)

IR.reg(
    "astrometry_net_api_key_python",
    ("scripts/platesolve_<<n>>.py", "home/<<user>>/astro/solve_batch.py"),
    """from astroquery.astrometry_net import AstrometryNet

ast = AstrometryNet()
ast.api_key = '<<cred>>'

wcs_header = ast.solve_from_image('lights/M31_<<date>>_300s.fits', force_image_upload=True, solve_timeout=300)
print(wcs_header)
""",
    cred="lower:16",
)

IR.reg(
    "telescope_pc_sticky_note_persian",
    ("photos/yaddasht_<<n>>.txt", "ocr/telescope_pc_note_<<date>>.txt"),
    """کامپیوتر رصدخانه
AnyDesk: <<n2>> <<n2>> <<n2>>
رمز:
<<cred>>
قبل از خاموش کردن، تلسکوپ را park کنید!
""",
    cred="human",
    syntax="",
)

IR.reg(
    "allsky_ftp_settings_sh",
    ("allsky/config/ftp-settings.sh", "home/pi/allsky-<<n>>/config/ftp-settings.sh"),
    """#!/bin/bash
# Set to "ftp", "ftps", "sftp", "local", "s3", "scp" or "gcs"
PROTOCOL="ftp"

REMOTE_HOST="ftp.<<dom>>"
REMOTE_PORT=""
REMOTE_USER="allsky"
REMOTE_PASSWORD="<<cred>>"
IMAGE_DIR="/public_html/allsky"
VIDEOS_DIR="/public_html/allsky/videos"
KEOGRAM_DIR="/public_html/allsky/keograms"
STARTRAILS_DIR="/public_html/allsky/startrails"
""",
    cred="pw_dq",
    syntax="",
)

IR.reg(
    "zarinpal_merchant_id_php",
    ("site/includes/zarinpal.php", "wp-content/plugins/club-dues-<<n>>/gateway.php"),
    """<?php
// حق عضویت سالانه انجمن -- درگاه زرین‌پال
$MerchantID = '<<cred>>';
$Amount = 500000; // ریال
$Description = 'حق عضویت <<year>>';
$CallbackURL = 'https://<<dom>>/dues/verify.php';

$client = new SoapClient('https://www.zarinpal.com/pg/services/WebGate/wsdl', ['encoding' => 'UTF-8']);
$result = $client->PaymentRequest([
    'MerchantID' => $MerchantID,
    'Amount' => $Amount,
    'Description' => $Description,
    'CallbackURL' => $CallbackURL,
]);
""",
    cred="uuid",
    syntax="",
)

IR.reg(
    "roof_controller_esp32_ino",
    ("firmware/roll_off_roof/roll_off_roof.ino", "arduino/roof_<<n>>/roof_<<n>>.ino"),
    """// کنترل سقف متحرک رصدخانه - ESP32 + MQTT (Home Assistant)
#include <WiFi.h>
#include <PubSubClient.h>

const char* WIFI_SSID = "Observatory-<<n>>";
const char* WIFI_PASS = "<<wifi>>";
const char* MQTT_HOST = "<<ip>>";
const char* MQTT_USER = "roof";
const char* MQTT_PASS = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(MQTT_HOST, 1883);
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("roof-esp32", MQTT_USER, MQTT_PASS);
  mqtt.loop();
}
""",
    cred="pw_dq",
    syntax="",
    extra=lambda rng, s: s.update(wifi=f"kavir{s['n2']}"),
)

IR.reg(
    "club_wp_config_php",
    ("public_html/wp-config.php", "backup/site-<<n>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'club_wp' );
define( 'DB_USER', 'club_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'nj_';
define( 'WP_DEBUG', false );
define( 'WPLANG', 'fa_IR' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)
