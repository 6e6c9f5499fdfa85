# ruff: noqa: E501
"""Family b: a garment (knitwear) sewing workshop in Gazipur, Bangladesh (Bengali)."""

from __future__ import annotations

import base64
import random

from seventysixth_spec import Fam, chat_wa, dec_basic

F = Fam(
    name="garment_sewing_floor_bangla",
    orgs=("suchighor", "shaplaknit", "padmaapparel"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("নুসরাত", "nusrat"),
        ("সাকিব", "sakib"),
        ("তানভীর", "tanvir"),
        ("মিতু", "mitu"),
        ("শাহানা", "shahana"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আক্তার", "akter"),
        ("ইসলাম", "islam"),
        ("রহমান", "rahman"),
        ("চৌধুরী", "chowdhury"),
    ),
    words=(
        "sonar",
        "bangla",
        "padma",
        "jamdani",
        "shapla",
        "ilish",
        "boishakh",
        "ekushey",
        "dhaka",
        "gazipur",
        "kapor",
        "shuta",
        "lungi",
        "saree",
        "nokshi",
        "moyna",
        "knit",
    ),
    pets=("mini", "tuntuni", "bagha", "lali", "kalu", "pushi", "tommy"),
    cc="+8801",
    places=("Mirpur", "Gazipur", "Savar", "Narayanganj", "Ashulia", "Tongi"),
)


# 1. bKash tokenized checkout config (PHP array)
F.reg(
    "bangla_bkash_tokenized_checkout_config_php",
    ("var/www/<<org>>-b2c/config/bkash.php", "home/<<org>>/shop/config/bkash.php"),
    """<?php
// bKash Tokenized Checkout (live) - <<orgc>> factory outlet
return [
    'sandbox'         => false,
    'base_url'        => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'         => '<<h8>><<n>>ab',
    'app_secret'      => '<<cred>>',
    'username'        => '01<<nn>>0<<n>>',
    'callback_url'    => 'https://outlet.<<dom>>/bkash/callback',
    'timezone'        => 'Asia/Dhaka',
];
""",
    "p:bkash",
    syntax="",
)


# 2. WhatsApp (Android) chat in Bengali


def _wa(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (f"{s['fn']} {s['ln']}", "আপা, বায়ারের পোর্টালে ঢুকতে পারছি না, পাসওয়ার্ড টা দেন তো"),
        (f"{s['fn2']}", f"ইউজার {s['email']} পাসওয়ার্ড {s['cred']}"),
        (f"{s['fn2']}", "কাউকে দিবেন না, অডিটের আগে বদলাবো"),
        (f"{s['fn']} {s['ln']}", "ঠিক আছে 👍"),
    ]
    return chat_wa(rng, lines, "android", s["y"], s["mo"], s["d"])


F.reg(
    "bangla_bengali_whatsapp_android_passcode",
    (
        "WhatsApp Chat with <<fa2>>.txt",
        "Documents/WhatsApp Chat - <<orgc>> Merchandising <<n>>.txt",
    ),
    _wa,
    "human",
)


# 3. bash history: curl with Basic auth to the buyer compliance portal (encoded)


def _basic(s: dict) -> str:
    tok = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    return f"""cd ~/edi
ls -la outbox/
curl -s https://edi.{s["org"]}-buyers.eu/api/v2/asn -o /dev/null -w '%{{http_code}}'
curl -s -X POST -H "Authorization: Basic {tok}" -H "Content-Type: application/xml" --data @outbox/ASN_{s["nn"]}.xml https://edi.{s["org"]}-buyers.eu/api/v2/asn
tail -n 40 /var/log/edi-sync.log
exit
"""


F.reg(
    "bangla_buyer_edi_curl_basic_header_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    _basic,
    "pw_dq",
    decode=dec_basic(),
)

# 4. SSLCommerz store password in .env
F.reg(
    "bangla_sslcommerz_store_passwd_laravel_env",
    ("var/www/<<org>>/.env", "srv/outlet-<<org>>/.env"),
    """APP_NAME="<<orgc>> Outlet"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://outlet.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=outlet
DB_USERNAME=outlet
SSLCZ_STORE_ID=<<org>><<nn>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
""",
    "p:sslcz",
)

# 5. ZKTeco attendance sync script (Python)
F.reg(
    "bangla_zkteco_attendance_payroll_sync_py",
    ("opt/attendance/sync_zk.py", "home/<<fa>>/hr/zk_to_payroll.py"),
    """#!/usr/bin/env python3
# ZKTeco K40 (sewing floor gate) -> payroll MySQL, runs every 15 min from cron
from zk import ZK
import pymysql

DEVICES = ["<<ip>>", "<<ip2>>"]
conn = pymysql.connect(
    host="<<lan>>",
    user="payroll",
    password="<<cred>>",
    database="<<org>>_payroll",
    charset="utf8mb4",
)

for dev in DEVICES:
    zk = ZK(dev, port=4370, timeout=5)
    c = zk.connect()
    with conn.cursor() as cur:
        for a in c.get_attendance():
            cur.execute(
                "INSERT IGNORE INTO punches (card_no, ts, device) VALUES (%s, %s, %s)",
                (a.user_id, a.timestamp, dev),
            )
    conn.commit()
    c.disconnect()
""",
    "pw_dq",
)

# 6. E-mail in Bengali from the compliance officer
F.reg(
    "bangla_compliance_officer_email_bengali",
    ("Mail/Compliance/<<date>>_higg_portal.eml", "Thunderbird/<<org>>/Inbox/<<nn>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: অডিট - Higg FEM portal
Date: <<d>> Jan <<y>> <<hh>>:<<mi>>:00 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

আসসালামু আলাইকুম <<fn>> ভাই,

আগামী সপ্তাহে বায়ারের অডিট। Higg FEM পোর্টালে এনার্জি ও পানির ডাটা আপলোড করতে হবে।
ইউজার: <<email2>>
পাসওয়ার্ড: <<cred>>

ডাটা দেওয়া শেষ হলে আমাকে জানাবেন, পাসওয়ার্ড বদলে দেবো।

ধন্যবাদ,
<<fn2>>
কমপ্লায়েন্স বিভাগ, <<orgc>>
""",
    "human",
)

# 7. Bare SFTP key file for the buyer EDI server
F.reg(
    "bangla_buyer_sftp_edi_bare_rsa_keyfile",
    ("home/<<fa>>/.ssh/id_rsa_<<org>>_edi", "edi/keys/<<org>>_sftp.key"),
    "<<cred>>\n",
    "rsa",
)

# 8. ESP32 sewing-line counter sketch
F.reg(
    "bangla_sewing_line_counter_esp32_sketch",
    (
        "Arduino/line_counter_<<n>>/line_counter_<<n>>.ino",
        "firmware/<<org>>-line<<n>>/src/main.cpp",
    ),
    """// Sewing line <<n>> piece counter - ESP32 + IR sensor -> MQTT (floor dashboard)
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid        = "<<orgc>>-Floor<<n>>";
const char* wifi_pass   = "<<orgc>><<nn>>";
const char* mqtt_server = "<<lan>>";
const char* mqtt_user   = "line<<n>>";
const char* mqtt_pass   = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);
volatile uint32_t pieces = 0;

void setup() {
  WiFi.begin(ssid, wifi_pass);
  mqtt.setServer(mqtt_server, 1883);
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("line<<n>>", mqtt_user, mqtt_pass);
  mqtt.publish("floor/line<<n>>/pieces", String(pieces).c_str());
  delay(5000);
}
""",
    "pw_dq",
    syntax="",
)
