"""Family f: a beach bungalow (bure) resort in the Mamanuca islands, Fiji (English, Fijian,
Fiji Hindi)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, jdump

F = Fam(
    name="bunglo_beach_resort_fiji",
    orgs=("naisoqobure", "vatusiga"),
    tld="com.fj",
    first=(
        ("Mere", "mere"),
        ("Jone", "jone"),
        ("Seini", "seini"),
        ("Viliame", "viliame"),
        ("Ana", "ana"),
        ("Sakiusa", "sakiusa"),
        ("Priya", "priya"),
        ("Ravinesh", "ravinesh"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Tuilagi", "tuilagi"),
        ("Vakacegu", "vakacegu"),
        ("Prasad", "prasad"),
        ("Chand", "chand"),
        ("Delana", "delana"),
    ),
    words=(
        "bula",
        "vinaka",
        "kava",
        "yaqona",
        "lovo",
        "sevusevu",
        "coral",
        "lagoon",
        "mamanuca",
        "yasawa",
        "nadi",
        "taveuni",
        "masi",
        "drua",
        "tabua",
        "reef",
        "kokoda",
        "moce",
    ),
    pets=("bingo", "lucky", "blacky", "tiger", "snowy", "bobo", "kalu"),
    cc="679",
    city="Nadi",
)

F.reg(
    "bunglo_fijian_whatsapp_little_hotelier_login",
    ("WhatsApp Chat - Front Desk <<n>>.txt", "chats/<<fa>>/_chat.txt"),
    """[<<mdy>>, <<time>>:<<secs>>] <<fn>> <<ln>>: Bula vinaka! Na password ni Little Hotelier e vei? E sega ni rawa ni'u curu
[<<mdy>>, <<time2>>:02] <<fn2>>: Bula. Email: <<email>>
[<<mdy>>, <<time2>>:09] <<fn2>>: Password: <<cred>>
[<<mdy>>, <<time2>>:30] <<fn>> <<ln>>: Vinaka vakalevu 🌺
""",
    cred="human",
)

F.reg(
    "bunglo_little_hotelier_staff_xlsx_shared_strings",
    ("staff_logins_<<n>>/xl/sharedStrings.xml", "unzipped/<<fa>>_roster/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>Staff</t></si><si><t>System</t></si><si><t>Login</t></si><si><t>Password</t></si><si><t><<fn>> <<ln>></t></si><si><t>Little Hotelier</t></si><si><t><<email>></t></si><si><t><<cred>></t></si><si><t>Dive shop tablet</t></si></sst>
""",
    cred="human_x",
)

F.reg(
    "bunglo_mpaisa_merchant_api_python",
    ("payments/mpaisa_client_<<n>>.py", "<<org>>_site/payments/mpaisa.py"),
    '''"""M-PAiSA merchant payments for bure deposits (Vodafone Fiji)."""

import requests

MPAISA_URL = "https://pay.mpaisa.vodafone.com.fj/api/v2"
MERCHANT_ID = "<<num>>"
MPAISA_API_KEY = "<<cred>>"


def request_payment(mobile: str, amount_fjd: float, ref: str) -> dict:
    r = requests.post(
        f"{MPAISA_URL}/requests",
        json={"merchantId": MERCHANT_ID, "mobile": mobile, "amount": amount_fjd, "reference": ref},
        headers={"X-Api-Key": MPAISA_API_KEY},
        timeout=20,
    )
    return r.json()
''',
    cred="x:mpk_live_:32",
)


def _unifi(s):
    return jdump(
        {
            "site": "default",
            "desc": f"{s['orgcap']} Island Resort",
            "radiusprofile": [
                {
                    "name": "staff-radius",
                    "auth_servers": [{"ip": s["lan"], "port": 1812, "x_secret": s["cred"]}],
                    "acct_servers": [{"ip": s["lan"], "port": 1813, "x_secret": s["cred"]}],
                }
            ],
            "wlanconf": [{"name": f"{s['orgcap']}-Guest", "security": "open", "is_guest": True}],
        }
    )


F.reg(
    "bunglo_unifi_site_radius_secret_json",
    ("unifi/site_export_<<date>>.json", "it/<<fa>>/unifi_<<n>>.json"),
    _unifi,
    cred="pw_json",
)

F.reg(
    "bunglo_sms_backup_reply_only_value",
    ("sms-<<date>>.xml", "SMSBackupRestore/<<fa>>/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Bula, what's the new wifi for the dive shop tablet?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" subject="null" body="Vinaka!" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<fn2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "bunglo_wordpress_wp_config_php",
    (
        "public_html/wp-config.php",
        "sites/<<org>>.com.fj/wp-config.php",
        "backup-<<n>>/wp-config.php",
    ),
    """<?php
/** <<orgcap>> Island Resort website */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_<<n>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "bunglo_mosquitto_passwd_generator_setup_sh",
    ("setup/generator_mqtt_<<n>>.sh", "home/<<fa>>/mqtt-setup.sh"),
    """#!/bin/bash
# Generator + solar monitor on the island: local MQTT broker
set -e
apt-get install -y mosquitto mosquitto-clients
touch /etc/mosquitto/passwd
mosquitto_passwd -b /etc/mosquitto/passwd genset <<cred>>
cat > /etc/mosquitto/conf.d/island.conf <<'EOF'
listener 1883
allow_anonymous false
password_file /etc/mosquitto/passwd
EOF
systemctl restart mosquitto
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "bunglo_fiji_hindi_email_booking_password",
    ("mail/<<fa>>/<<date>>_bookingcom.eml", "outlook/<<org>>/msg_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Booking.com extranet
Date: <<dd>> Aug <<year>> <<time>>:00 +1200
Content-Type: text/plain; charset=utf-8

Bula Bhaiya,

Hum kal Nadi jaata, boat ke liye. Booking.com ke extranet ke naya password hai:

<<cred>>

Username wahi purana: <<user>>. Agar 2FA mange toh hamar phone <<phone>> pe call karo.

Vinaka,
<<fn>>
""",
    cred="human",
)
