# ruff: noqa: E501
"""Family j: a small landlord in Kingston (Jamaica; English, Patois)."""

from __future__ import annotations

from fortyninth_spec import Fam

F = Fam(
    name="yaad_landlord_kingston",
    orgs=("yaadrentals", "liguanea", "flow", "halfwaytree", "portmore"),
    tld="jm",
    first=(
        "Devon",
        "Shanique",
        "Andre",
        "Kerry-Ann",
        "Omar",
        "Tashana",
        "Delroy",
        "Petrina",
        "Ricardo",
        "Sherika",
    ),
    last=("Campbell", "Brown", "Williams", "Thompson", "McKenzie", "Grant", "Bailey", "Reid"),
    words=(
        "yaad",
        "irie",
        "ackee",
        "bashment",
        "liguanea",
        "patty",
        "bammy",
        "ganja",
        "riddim",
        "duppy",
        "mannish",
    ),
    seasons=("summer", "christmas", "emancipendence", "easter", "hurricane"),
    cc="1 876",
    pets=("bruno", "rex", "sasha", "blacka", "brownie"),
)

F.reg(
    "yaad_tenant_whatsapp_patois_wifi_password",
    (
        "WhatsApp/WhatsApp Chat with Tenant Flat <<n2>>.txt",
        "Documents/WhatsApp Chat with <<first2>> Apt <<n2>>.txt",
    ),
    """<<dmy>>, <<time>> - <<first2>>: Mr <<last>> di wifi nah work from mawnin 😩
<<dmy>>, <<time>> - <<first>> <<last>>: Mi did change it cause di whole lane did a use it
<<dmy>>, <<time2>> - <<first>> <<last>>: Network: YaadFlat_<<n2>>
<<dmy>>, <<time2>> - <<first>> <<last>>: Password: <<cred>>
<<dmy>>, <<time2>> - <<first2>>: Tank yuh sah 🙏🏾 it connect now
""",
    cred="human",
)

F.reg(
    "yaad_rent_reminder_apps_script_twilio",
    ("Google Drive/Rent Tracker/Code.gs", "rent-tracker-<<n2>>/Code.js"),
    """// Sends a rent reminder SMS to every tenant with a balance on the 1st
const TWILIO_SID = 'AC<<hex8>><<hex8>><<hex8>><<hex8>>';
const TWILIO_TOKEN = '<<cred>>';
const FROM = '+1876<<n3>><<n4>>';

function remindTenants() {
  const rows = SpreadsheetApp.getActive().getSheetByName('Tenants').getDataRange().getValues();
  rows.slice(1).forEach(([unit, name, phone, balance]) => {
    if (balance > 0) {
      UrlFetchApp.fetch(`https://api.twilio.com/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`, {
        method: 'post',
        headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
        payload: { From: FROM, To: phone, Body: `Hi ${name}, rent for ${unit} (JMD ${balance}) is due. Bless.` },
      });
    }
  });
}
""",
    cred="p:twilio",
)

F.reg(
    "yaad_ttlock_smart_lock_api_python",
    ("landlord/locks/ttlock_codes.py", "Users/<<fa>>/scripts/ttlock_<<n2>>.py"),
    '''"""Make a new keypad code for a new tenant (TTLock Open Platform)."""

import hashlib
import time

import requests

CLIENT_ID = "<<hex8>><<hex8>><<hex8>><<hex8>>"
CLIENT_SECRET = "<<cred>>"
USERNAME = "<<email2>>"
PASSWORD_MD5 = hashlib.md5("<<p2>>".encode()).hexdigest()

tok = requests.post(
    "https://euapi.ttlock.com/oauth2/token",
    data={"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "username": USERNAME, "password": PASSWORD_MD5},
    timeout=20,
).json()
print(tok.get("access_token"), int(time.time() * 1000))
''',
    cred="hex:32",
    extra=lambda rng, s: {"p2": F.human(rng, ".-_@")},
)

F.reg(
    "yaad_email_tenant_portal_credentials",
    ("Mail/Sent/<<date>> Welcome to Liguanea Court.eml", "Outlook/Sent Items/tenant_<<n3>>.eml"),
    """From: <<full>> <<<email>>>
To: <<first2>> <<<email2>>>
Subject: Welcome - unit <<n2>> info
Date: Fri, 1 Aug <<year>> 17:<<n2>>:55 -0500
Content-Type: text/plain; charset=utf-8

Hi <<first2>>,

Welcome to the building. A few things:

- Rent is due on the 1st; pay through the tenant portal (https://tenants.<<dom>>)
  Login: <<email2>>
  Temporary password: <<cred>>
- JPS meter number is on the bill in the kitchen drawer.
- Water lock-off is Tuesdays in dry season (NWC).

Regards,
<<first>>
""",
    cred="pw",
)

F.reg(
    "yaad_cctv_nvr_rtsp_vlc_m3u",
    ("Videos/cameras.m3u", "Desktop/yard cams <<n2>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Front gate
rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Back yard
rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Carport
rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=3&subtype=1
""",
    cred="pw_url",
)

F.reg(
    "yaad_airbnb_cohost_handover_md",
    ("Documents/Airbnb/cohost_handover.md", "Notes/Airbnb handover <<date>>.md"),
    """# Handover for <<first2>> (co-host while I'm in Miami)

## Listing
- Airbnb: log in as **<<email>>**
- Pass: `<<cred>>`
- 2FA goes to my phone, WhatsApp me for the code

## Unit
- Lockbox by the grille: code changes every guest (Airbnb message template)
- Helper Miss <<last>> cleans Thursdays, JMD 6000

## JPS / NWC
- Autopay on the NCB card
""",
    cred="human",
)

F.reg(
    "yaad_sms_export_tenant_reply_only_password",
    ("SMS/export_<<date>>.txt", "Documents/Messages with <<first2>> <<n2>>.txt"),
    """<<first2>> (+1876<<n3>><<n4>>) — <<dmy>>

[<<time>>] Me: Whats the password for the gate cam app again? the one we share
[<<time2>>] <<first2>>: same email
[<<time2>>] <<first2>>: <<cred>>
[<<time2>>] Me: thx
""",
    cred="human",
)

F.reg(
    "yaad_rentals_site_wp_config_php",
    ("public_html/wp-config.php", "sites/<<org>>-<<n2>>/wp-config.php"),
    """<?php
/** Yaad Rentals - listings site */
define( 'DB_NAME', '<<fa>>_wp<<n2>>' );
define( 'DB_USER', '<<fa>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY',         '<<hex12>><<hex12>>' );
$table_prefix = 'yr_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
)
