"""Family f: a water-pump (tube-well and solar pump) installer in Rajshahi, Bangladesh (Bengali)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam, jdump

F = Fam(
    name="nalkup_water_pump_rajshahi",
    orgs=("jolodhara",),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("সুমন", "sumon"),
        ("নাসরিন", "nasrin"),
        ("কামাল", "kamal"),
        ("রুমা", "ruma"),
        ("জাহিদ", "jahid"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আহমেদ", "ahmed"),
        ("ইসলাম", "islam"),
        ("সরকার", "sarkar"),
        ("মিয়া", "mia"),
        ("প্রামানিক", "pramanik"),
    ),
    words=(
        "pani",
        "nodi",
        "padma",
        "shapla",
        "ilish",
        "bristi",
        "akash",
        "shonar",
        "bangla",
        "jamuna",
        "megh",
        "rajshahi",
        "aam",
        "kathal",
        "borsha",
        "matir",
        "nouka",
        "dhan",
    ),
    pets=("tomi", "minu", "lalu", "bhulu", "kalu", "mini"),
    cc="+880",
    places=("বোয়ালিয়া", "পবা", "গোদাগাড়ী", "তানোর", "বাঘা", "চারঘাট", "পুঠিয়া"),
)

F.reg(
    "nalkup_bengali_whatsapp_pasword_bkash_merchant",
    ("WhatsApp Chat with দোকান <<n>>.txt", "chats/<<org>>_<<d>>.txt"),
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ভাই, বিকাশ মার্চেন্ট অ্যাপে ঢুকতে পারছি না
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: নতুন পাসওয়ার্ড দিলাম: <<cred>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: <<place>> এর সোলার পাম্পের টাকা আজকে আসবে
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ঠিক আছে, ঢুকেছি। ধন্যবাদ
""",
    "human",
    syntax="",
)

F.reg(
    "nalkup_bkash_tokenized_checkout_dotenv",
    ("pump-shop/.env", "var/www/<<org>>-<<n>>/.env"),
    """APP_NAME=Jolodhara
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_APP_KEY=<<ak>>
BKASH_APP_SECRET=<<cred>>
BKASH_USERNAME=01<<n4>><<n6>>
BKASH_CALLBACK_URL=https://<<dom>>/bkash/callback
""",
    "alnum:50",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))
    },
)

F.reg(
    "nalkup_sslcommerz_store_passwd_php_define",
    ("payment/sslcommerz_config.php", "www/<<org>>/lib/sslc_<<n>>.php"),
    """<?php
// SSLCommerz - কিস্তিতে পাম্প বিক্রির অনলাইন পেমেন্ট
define("SSLCZ_STORE_ID", "<<org>><<n>>live");
define("SSLCZ_STORE_PASSWD", "<<cred>>");
define("SSLCZ_IS_SANDBOX", false);
define("SSLCZ_API_DOMAIN", "https://securepay.sslcommerz.com");
""",
    "p:sslcommerz",
    syntax="",
)

F.reg(
    "nalkup_solar_pump_controller_mqtt_url_json",
    ("controller/config_<<n4>>.json", "firmware/<<place>>/pump_<<n>>.json"),
    lambda s: jdump(
        {
            "device": f"SPC-{s['n4']}",
            "site": s["place"],
            "gsm": {"apn": "gpinternet", "sim": "017" + s["n6"] + "00"},
            "mqtt": {
                "url": f"mqtt://pump{s['n']}:{s['cred']}@{s['pip']}:1883",
                "topic": f"pumps/{s['n4']}/telemetry",
            },
            "dry_run_cutoff_amps": 1.8,
            "report_interval_s": 300,
        }
    ),
    "pw_url",
)

F.reg(
    "nalkup_imo_chat_copied_reply_only_value",
    ("imo_copy_<<n>>.txt", "Documents/imo/<<fa>>_<<d>>.txt"),
    """<<fn>> <<ln>> <<hh>>:<<mi>>
ভাই, পাম্প মনিটরিং অ্যাপের পাসওয়ার্ডটা আবার দেন

<<fn2>> <<ln2>> <<hh>>:<<mi>>
<<cred>>

<<fn>> <<ln>> <<hh>>:<<mi>>
পেয়েছি 👍
""",
    "human",
    syntax="",
)

F.reg(
    "nalkup_customer_register_csv_bengali_columns",
    ("খাতা/গ্রাহক_তালিকা_<<y>>.csv", "exports/customers_<<n>>.csv"),
    """নাম,মোবাইল,গ্রাম,পাম্প মডেল,অ্যাপ ইউজার,অ্যাপ পাসওয়ার্ড
<<fn>> <<ln>>,<<phone>>,<<place>>,Lorentz PS2-1800,<<user>>,<<cred>>
<<fn2>> <<ln2>>,<<phone2>>,<<place>>,Pedrollo 1HP,,
""",
    "human_x",
    syntax="",
)

F.reg(
    "nalkup_tally_backup_net_use_bat",
    ("tally_backup.bat", "C:/Scripts/backup_<<n>>.bat"),
    """@echo off
rem Tally ডেটা ব্যাকআপ - অফিসের NAS এ
net use Z: \\\\<<ip>>\\tally /user:<<user>> <<cred>> /persistent:no
xcopy "C:\\TallyPrime\\Data" "Z:\\<<org>>\\%date:~-4%" /E /I /Y
net use Z: /delete
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "nalkup_bulksmsbd_api_key_python",
    ("sms/kisti_reminder.py", "scripts/sms_<<n>>.py"),
    """# কিস্তির টাকা জমার রিমাইন্ডার SMS
import requests

API_KEY = "<<cred>>"
SENDER_ID = "8809617<<n6>>"


def send(number: str, text: str) -> dict:
    r = requests.post(
        "http://bulksmsbd.net/api/smsapi",
        data={"api_key": API_KEY, "senderid": SENDER_ID, "number": number, "message": text},
        timeout=20,
    )
    return r.json()


send("<<phone>>", "আপনার পাম্পের কিস্তি ৫ তারিখের মধ্যে জমা দিন। - জলধারা")
""",
    "alnum:20",
)
