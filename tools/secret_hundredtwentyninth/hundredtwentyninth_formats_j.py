# ruff: noqa: E501
"""Family j: a generator and UPS technician in Lahore, Pakistan (Urdu, Roman Urdu, English)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam

F = Fam(
    name="genbijli_generator_ups_lahore",
    orgs=("bijlighar",),
    tld="pk",
    first=(
        ("عمران", "imran"),
        ("عائشہ", "ayesha"),
        ("بلال", "bilal"),
        ("صائمہ", "saima"),
        ("فیصل", "faisal"),
        ("ثنا", "sana"),
        ("عثمان", "usman"),
    ),
    last=(
        ("خان", "khan"),
        ("بٹ", "butt"),
        ("چوہدری", "chaudhry"),
        ("ملک", "malik"),
        ("قریشی", "qureshi"),
        ("شیخ", "sheikh"),
    ),
    words=(
        "bijli",
        "lahore",
        "ravi",
        "sher",
        "chand",
        "taara",
        "roshni",
        "dil",
        "badal",
        "shaheen",
        "jugnu",
        "barish",
        "sitara",
        "anarkali",
        "shalimar",
        "basant",
        "patang",
        "lassi",
    ),
    pets=("moti", "sheru", "billo", "tommy", "raja", "kaalu"),
    cc="+92",
    places=(
        "Gulberg",
        "Johar Town",
        "DHA Phase 5",
        "Model Town",
        "Township",
        "Iqbal Town",
        "Bahria Town",
    ),
)

F.reg(
    "genbijli_urdu_whatsapp_password_dse_webnet",
    ("WhatsApp Chat with جنریٹر ٹیم <<n>>.txt", "chats/<<place>>_<<d>>.txt"),
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: <<place>> والے پلازہ کا جنریٹر سٹارٹ نہیں ہو رہا
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: ڈی ایس ای ویب نیٹ پر الارم دیکھو، لاگ ان <<user>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: پاس ورڈ: <<cred>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Low fuel level shutdown aa raha hai, diesel daalwa raha hoon
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: ٹھیک ہے، بیٹری بھی چیک کر لینا
""",
    "human",
    syntax="",
)

F.reg(
    "genbijli_jazzcash_integrity_salt_php_config",
    ("config/jazzcash.php", "www/<<org>>/app/config/jc_<<n>>.php"),
    """<?php
// JazzCash - UPS battery instalment payments
return [
    'merchant_id' => 'MC<<n6>>',
    'password' => env('JAZZCASH_PASSWORD'),
    'integrity_salt' => '<<cred>>',
    'currency' => 'PKR',
    'return_url' => 'https://<<dom>>/jazzcash/return',
    'post_url' => 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
];
""",
    lambda rng, f: "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(10)),
    syntax="",
)

F.reg(
    "genbijli_apc_nmc_config_ini_admin",
    ("ups/config.ini", "apc-backups/<<place>>_nmc_<<n>>.ini"),
    """; Schneider Electric  Network Management Card AOS  v7.0.6
; Smart-UPS SRT 10kVA - <<place>> server room
[NetworkTCP/IP]
SystemIP=<<ip>>
SubnetMask=255.255.255.0
DefaultGateway=<<ip2>>
[NetworkWeb]
Access=enabled
Protocol=https
[SystemID]
Name=UPS-<<place>>
Contact=<<email>>
[SystemUserManager]
AdminUserName=apc
AdminPassword=<<cred>>
ReadOnlyUserName=device
""",
    "pw",
)

F.reg(
    "genbijli_easypaisa_hash_key_java",
    ("src/main/java/pk/<<org>>/pay/EasypaisaConfig.java", "billing-<<n>>/EasypaisaConfig.java"),
    """package pk.bijlighar.pay;

public final class EasypaisaConfig {
    public static final String STORE_ID = "<<n6>>";
    public static final String HASH_KEY = "<<cred>>";
    public static final String POST_URL = "https://easypay.easypaisa.com.pk/easypay/Index.jsf";

    private EasypaisaConfig() {}
}
""",
    "alnum:16",
    syntax="",
)

F.reg(
    "genbijli_comap_websupervisor_python_requests",
    ("monitoring/comap_poll.py", "home/<<fa>>/gensets/poll_<<n>>.py"),
    """# Poll genset values from ComAp WebSupervisor every 10 min (for the fuel report)
import requests

LOGIN = {"username": "<<user>>", "password": "<<cred>>"}

s = requests.Session()
s.post("https://www.websupervisor.net/api/v1/login", json=LOGIN, timeout=20)
for unit in s.get("https://www.websupervisor.net/api/v1/units", timeout=20).json():
    print(unit["name"], unit["values"].get("FuelLevel"), unit["values"].get("RunHours"))
""",
    "pw_dq",
)

F.reg(
    "genbijli_roman_urdu_sms_backup_reply_only",
    ("SMSBackup/sms-<<y>><<mo>><<dd>>.xml", "backups/sms_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" subject="null" body="Salam bhai, inverter app ka password bhej dein, customer ke ghar khara hoon" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>200" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+923000000150" read="1" status="-1" locked="0" date_sent="<<ts>>000" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "genbijli_growatt_shineserver_clients_csv",
    ("clients/growatt_accounts_<<y>>.csv", "Desktop/hybrid_inverters_<<n>>.csv"),
    """Customer,Area,Inverter,ShineServer user,Password,Installed
<<fn>> <<ln>>,<<place>>,Growatt SPF 6000ES,<<user>>,<<cred>>,<<d>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "genbijli_telegram_bot_token_genset_alerts",
    ("alerts/bot.py", "opt/genset-alerts-<<n>>/bot.py"),
    '''"""Generator alarms to the technicians' Telegram group."""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<n6>><<n4>>


def alert(site: str, text: str) -> None:
    requests.post(
        f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
        json={"chat_id": CHAT_ID, "text": f"⚠️ {site}: {text}"},
        timeout=10,
    )
''',
    "p:telegram",
)
