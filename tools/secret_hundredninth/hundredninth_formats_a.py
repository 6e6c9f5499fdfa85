# ruff: noqa: E501
"""Family a: a tokunbo (foreign-used) car dealer in Ikeja, Lagos (Nigeria): English, Nigerian
Pidgin and Yoruba."""

from __future__ import annotations

import random

from hundredninth_spec import Fam, b64, dec_basic, enc_b64, hexs, reg

F = Fam(
    name="tokunbo_usedcar_ikeja",
    orgs=("tokunbohaven", "ikejamotors", "alausaautos", "berekaderide", "omoluabicars"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Chinedu", "chinedu"),
        ("Ngozi", "ngozi"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Emeka", "emeka"),
        ("Túndé", "tunde"),
        ("Aisha", "aisha"),
        ("Ifeoma", "ifeoma"),
    ),
    last=(
        ("Ọládipọ̀", "oladipo"),
        ("Okonkwo", "okonkwo"),
        ("Balogun", "balogun"),
        ("Adéyẹmí", "adeyemi"),
        ("Eze", "eze"),
        ("Ìbràhím", "ibrahim"),
    ),
    words=(
        "tokunbo",
        "jollof",
        "danfo",
        "okada",
        "naija",
        "wahala",
        "owambe",
        "suya",
        "agbada",
        "lekki",
        "oshodi",
        "omoluabi",
        "eko",
        "berekete",
        "camry",
        "corolla",
    ),
    pets=("bingo", "simba", "jacky", "tiger", "bobby"),
    cities=("ikeja", "lagos", "ibadan", "abeokuta", "onitsha"),
    cc="+234",
)

reg(
    F,
    "tokunbo_pidgin_whatsapp_jiji_seller_login",
    (
        "exports/WhatsApp Chat with <<fa>> Jiji.txt",
        "Desktop/yard chats/WhatsApp Chat with Oga <<fa>>.txt",
    ),
    """<<dmy_sl>>, <<hh>>:<<mi>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<dmy_sl>>, <<t1>> - <<fn>> <<ln>>: Oga good morning sir 🙏
<<dmy_sl>>, <<t1>> - <<fn>> <<ln>>: The 2014 Camry wey land from Cotonou, I wan post am for Jiji but the account don log me out
<<dmy_sl>>, <<t2>> - Oga Yard: Which phone number you dey use?
<<dmy_sl>>, <<t2>> - <<fn>> <<ln>>: <<phone>>
<<dmy_sl>>, <<t3>> - Oga Yard: Na the same. Password na
<<dmy_sl>>, <<t3>> - Oga Yard: <<cred>>
<<dmy_sl>>, <<t4>> - Oga Yard: No give anybody o. Wahala dey
<<dmy_sl>>, <<t4>> - <<fn>> <<ln>>: E don enter. Thank you sir, ẹ ṣé gan
""",
    "human",
)

reg(
    F,
    "tokunbo_website_paystack_secret_laravel_env",
    ("www/<<org>>-site/.env", "deploy/<<org>>/.env.production"),
    """APP_NAME="<<orgc>> Autos"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://www.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=<<org>>_inventory
DB_USERNAME=<<org>>

# Paystack - inspection deposit (N50,000) and reservation fee
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=accounts@<<dom>>

TERMII_SENDER_ID=<<orgc>>
""",
    "p:paystack",
    syntax="",
    extra=lambda rng, s: s.update(appkey=b64(rng, 32), pk=hexs(rng, 40)),
)

reg(
    F,
    "tokunbo_vin_history_lookup_python_script",
    ("scripts/vin_check_<<n>>.py", "tools/<<org>>/vin_history.py"),
    '''"""Pull auction history + title brand for VINs in inventory.csv before we price the car.
Runs on the office laptop every morning (Task Scheduler)."""

import csv
import requests

API = "https://api.vinaudit.com/v2/query"
API_KEY = "<<cred>>"  # <<fa>> paid for 500 lookups, ask before renewing
USER = "<<email>>"


def lookup(vin: str) -> dict:
    r = requests.get(API, params={"vin": vin, "key": API_KEY, "user": USER, "format": "json"}, timeout=30)
    r.raise_for_status()
    return r.json()


with open("inventory.csv", newline="") as fh:
    for row in csv.DictReader(fh):
        data = lookup(row["vin"])
        print(row["stock_no"], data.get("title_brand"), data.get("odometer_last"))
''',
    "HEX:16",
)

reg(
    F,
    "tokunbo_traccar_tracker_server_xml_database",
    ("opt/traccar/conf/traccar.xml", "srv/traccar-<<org>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- GPS trackers on financed cars (hire purchase) - Sinotrack ST-901 on port 5013 -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='web.port'>8082</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Lagos&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='notificator.types'>web,sms</entry>
    <entry key='sms.http.url'>https://api.ng.termii.com/api/sms/send</entry>
</properties>
""",
    "pw_xml",
)

reg(
    F,
    "tokunbo_auction_logins_xlsx_shared_strings",
    (
        "inventory/Auction_Accounts_<<y>>/xl/sharedStrings.xml",
        "Documents/<<org>>/bidding/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12"><si><t>Auction</t></si><si><t>Bidder / Login</t></si><si><t>Password</t></si><si><t>Broker</t></si><si><t>Copart</t></si><si><t><<email>></t></si><si><t><<cred>></t></si><si><t>via <<fn2>> (Houston)</t></si><si><t>IAAI</t></si><si><t>buyer <<n4>></t></si><si><t>ask Oga</t></si><si><t>Cotonou clearing: <<fn>></t></si></sst>
""",
    "human",
)

reg(
    F,
    "tokunbo_clearing_agent_email_customs_portal",
    ("mail/sent/<<date>>-clearing-<<n>>.eml", "Outlook/Sent/RE_ Lexus RX350 clearing <<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fa2>>@tincanclearing.com.ng
Subject: RE: Lexus RX350 2012 - Form M / PAAR
Date: Tue, <<d>> Mar <<y>> <<hh>>:<<mi>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Good afternoon <<fn2>>,

Duty for the RX350 (VIN <<vin>>) has been paid on Remita. Please log in on our side and
download the SGD since the system still shows "pending assessment":

  NICIS II trader login: <<org>>.imports
  Password: <<cred>>

Kindly change nothing on the profile. We need the car out of Tin Can before Friday.

Thanks,
<<fn>>
<<orgc>> Autos, Ikeja
<<phone>>
""",
    "human",
    syntax="",
)


def _basic(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_b64(f"{s['org']}bidder:{s['cred']}")


reg(
    F,
    "tokunbo_copart_bidder_curl_basic_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history"),
    """cd ~/scripts/auction
ls -la
python3 vin_history.py
curl -s -H "Authorization: Basic <<enc>>" https://broker.<<dom>>/api/v1/lots?yard=houston | jq '.[] | .lot'
curl -s -u demo: https://httpbin.org/get
git pull
exit
""",
    "pw_dq",
    syntax="",
    extra=_basic,
    decode=dec_basic(),
)

reg(
    F,
    "tokunbo_flutterwave_webhook_node_config",
    ("api/config/payments.js", "server/<<org>>/config/flutterwave.js"),
    """// Flutterwave: bank transfer + card for car deposits (NGN) and USD for diaspora buyers
module.exports = {
  flutterwave: {
    publicKey: 'FLWPUBK-<<pub>>-X',
    secretKey: '<<cred>>',
    encryptionKey: '<<enc_key>>',
    webhookHash: process.env.FLW_WEBHOOK_HASH,
    redirectUrl: 'https://www.<<dom>>/payment/done',
  },
  currency: ['NGN', 'USD'],
};
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, s: s.update(pub=hexs(rng, 32), enc_key="FLWSECK" + hexs(rng, 12)),
)
