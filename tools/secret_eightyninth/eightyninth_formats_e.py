"""Family e: a teak and hardwood trader in Yangon, Myanmar (Burmese): Viber, the Myanma
Timber Enterprise auction portal, KBZPay, a Traccar log-yard GPS server, export papers synced
to Wasabi, an FSC chain-of-custody Access database, a Telegram buyer-alert bot."""
# ruff: noqa: E501

from __future__ import annotations

from eightyninth_spec import Fam

E = Fam(
    name="teak_timber_trader_myanmar",
    orgs=("kyunshwe", "padaukwin", "shwekyun"),
    display=("ကျွန်းရွှေ သစ်ကုန်သည်", "ပိတောက်ဝင်း ကုမ္ပဏီ", "ရွှေကျွန်း ကုန်သွယ်ရေး"),
    tld="com.mm",
    first=(
        ("အောင်", "aung"),
        ("မြင့်", "myint"),
        ("သန်း", "than"),
        ("ခင်", "khin"),
        ("ဇော်", "zaw"),
        ("နီလာ", "nilar"),
        ("ကျော်", "kyaw"),
        ("စန္ဒာ", "sandar"),
    ),
    last=(
        ("ထွန်း", "tun"),
        ("ဝင်း", "win"),
        ("မင်း", "min"),
        ("လှိုင်", "hlaing"),
        ("မောင်", "maung"),
        ("စိုး", "soe"),
        ("နိုင်", "naing"),
        ("သူ", "thu"),
    ),
    words=(
        "kyun",
        "shwe",
        "mingalar",
        "yangon",
        "thanaka",
        "mohinga",
        "padauk",
        "bagan",
        "ayeyarwady",
        "thingyan",
        "sagaing",
        "chinlone",
        "mandalay",
        "taunggyi",
        "pyinkado",
        "sein",
    ),
    pets=("shwe", "kalay", "nyi", "ngwe", "bobo", "toetoe", "mimi"),
    cc="+95",
    tz="+06:30",
)

E.reg(
    "teak_burmese_viber_csv_reply_only",
    ("viber/Viber messages <<d8>> <<n>>.csv", "backup/viber_<<fa2>>_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmy>>,<<time>>,<<first2>><<last2>>,<<phone2>>,"ကိုကို MTE portal password ပြန်ပို့ပေးပါဦး။ မနက်ဖြန် လေလံ ရှိတယ်"
<<dmy>>,<<time2>>,<<first>><<last>>,<<phone>>,<<cred>>
<<dmy>>,<<time2>>,<<first2>><<last2>>,<<phone2>>,"ရပြီ ကျေးဇူးပါ 🙏"
""",
    cred="human_x",
    syntax="",
)

E.reg(
    "teak_mte_auction_portal_email_burmese",
    ("mail/<<d8>>_mte_<<n>>.eml", "Outlook/Inbox/MTE_<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?TVRFIOGAnOGAseGAnOGAtiBQb3J0YWwg4YCh4YCA4YCx4YCs4YCE4YC34YC6?=
Date: <<dmy>> <<hms>> +0630
Content-Type: text/plain; charset=utf-8

<<first2>><<last2>> ရေ,

မြန်မာ့သစ်လုပ်ငန်း (MTE) ကျွန်းသစ်လုံး လေလံ portal အကောင့်ပါ။
ကုမ္ပဏီ - <<orgname>>
Username: <<login>>
စကားဝှက်: <<cred>>

လေလံမတင်ခင် bank guarantee စာရွက် scan တင်ဖို့ မမေ့ပါနဲ့။ အကောင့်ကို တခြားသူ မပေးပါနဲ့။

<<first>><<last>>
""",
    cred="human",
    syntax="",
)

E.reg(
    "teak_kbzpay_merchant_java_properties",
    (
        "kbzpay/<<org>>/src/main/resources/kbzpay.properties",
        "pay-gw-<<n2>>/config/kbzpay.properties",
    ),
    """# KBZPay merchant (advance deposits from buyers)
kbzpay.api.url=https://api.kbzpay.com/payment/gateway/precreate
kbzpay.merchant.code=<<mcode>>
kbzpay.app.id=kp<<appid>>
kbzpay.app.key=<<cred>>
kbzpay.notify.url=https://pay.<<dom>>/kbzpay/notify
kbzpay.trade.type=PAY_BY_QRCODE
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(
        mcode=rng.randint(200000, 299999),
        appid="".join(rng.choice("0123456789abcdef") for _ in range(24)),
    ),
)

E.reg(
    "teak_log_yard_traccar_xml_db",
    ("traccar/<<org>>/conf/traccar.xml", "opt/traccar-<<n2>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- log trucks Sagaing -> Yangon yard, GPS trackers (Teltonika FMB) -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Asia/Yangon&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
</properties>
""",
    cred="pw_xml",
)

E.reg(
    "teak_export_docs_rclone_wasabi_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "rclone/<<org>>_<<n2>>.conf"),
    """[wasabi-export]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com

[gdrive]
type = drive
scope = drive.readonly
token = {"access_token":"","token_type":"Bearer","expiry":"0001-01-01T00:00:00Z"}
""",
    cred="p:aws",
    syntax="",
    extra=lambda rng, s: s.update(
        akid="".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    ),
)

E.reg(
    "teak_fsc_custody_access_vba_connection",
    ("vba/<<org>>/modCoC_<<n>>.bas", "FSC/CoC_<<yr>>/Module<<n2>>.bas"),
    """Attribute VB_Name = "modCoC"
' FSC chain of custody - log register (teak logs, hammer marks, MTE lots)
Option Explicit

Public Function OpenCoC() As Object
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\<<lan>>\\fsc\\coc_<<yr>>.accdb;Jet OLEDB:Database Password=<<cred>>;"
    Set OpenCoC = cn
End Function
""",
    cred="pw",
    syntax="",
)

E.reg(
    "teak_telegram_bot_python_buyer_alerts",
    ("bots/<<org>>_alerts_<<n>>.py", "telegram/buyer_bot_<<n2>>.py"),
    '''"""ဝယ်သူများထံ သစ်လုံးစာရင်း အသစ် အသိပေးရန် Telegram bot"""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_IDS = [-100<<n>>4417, -100<<n2>>8820]


def notify(text):
    for chat in CHAT_IDS:
        requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": chat, "text": text}, timeout=20)


notify("ကျွန်းသစ်လုံး Grade SG-4 တန် 40 အသစ် ရောက်ပါပြီ")
''',
    cred="p:telegram",
)

E.reg(
    "teak_shipping_agent_sftp_id_rsa_key",
    ("keys/<<org>>_sftp_<<n>>", "home/<<fa>>/.ssh/id_rsa_agent<<n2>>"),
    "<<cred>>\n",
    cred="p:rsa",
    syntax="",
)
