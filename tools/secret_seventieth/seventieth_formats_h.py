# ruff: noqa: E501
"""Family h: a computer shop and IT reseller in Erbil (Iraqi Kurdistan), Kurdish Sorani and Arabic."""

from __future__ import annotations

from seventieth_spec import Fam, pick

F = Fam(
    name="erbil_computer_bazaar_sorani",
    orgs=("hawlerpc", "qalatcomputer", "zagrostech"),
    tld="iq",
    first=(
        ("ئاراس", "aras"),
        ("شیلان", "shilan"),
        ("هێمن", "hemin"),
        ("ڕێباز", "rebaz"),
        ("ژیلا", "zhila"),
        ("کاروان", "karwan"),
        ("دلنیا", "dilnya"),
        ("سامان", "saman"),
    ),
    last=(
        ("ئەحمەد", "ahmed"),
        ("مەحموود", "mahmood"),
        ("عەبدوڵڵا", "abdulla"),
        ("کەریم", "karim"),
        ("حەسەن", "hassan"),
        ("ڕەشید", "rashid"),
    ),
    words=(
        "hawler",
        "qalat",
        "kurdistan",
        "newroz",
        "zagros",
        "shaqlawa",
        "kurd",
        "azadi",
        "chiya",
        "bafr",
        "gul",
        "zanko",
        "slemani",
        "rawanduz",
        "ainkawa",
        "bazar",
        "shar",
        "roj",
    ),
    pets=("pisha", "shero", "mishmish", "lolo", "bablo", "kitty"),
    towns=("Hawler", "Ainkawa", "Shaqlawa", "Koya", "Soran", "Pirmam"),
    cc="+964",
)

F.reg(
    "erbil_pcshop_sorani_viber_csv_wifi_password",
    ("Viber/chat_<<fa2>>_<<d8>>.csv", "Downloads/viber_export_<<nnnn>>.csv"),
    """Date,Time,Sender,Phone,Message
<<dmy>>,<<time>>,<<fn2>> <<ln2>>,<<phone2>>,"سڵاو کاک <<fn>>، لاپتۆپەکە ئامادەیە؟"
<<dmy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,"بەڵێ ئامادەیە. وشەی نهێنی ویندۆزەکەت چییە بۆ ئەوەی تاقی بکەینەوە؟"
<<dmy>>,<<time2>>,<<fn2>> <<ln2>>,<<phone2>>,"<<cred>>"
<<dmy>>,<<time2>>,<<fn>> <<ln>>,<<phone>>,"سوپاس، ئێوارە وەرە بیبە"
""",
    "human",
)

F.reg(
    "erbil_pcshop_zaincash_merchant_secret_php",
    ("shop/includes/zaincash.php", "var/www/<<org>>/config/zaincash_<<n>>.php"),
    """<?php
// ZainCash - پارەدان بۆ فرۆشگای ئۆنلاین
$zc_msisdn      = '9647<<msisdn>>';
$zc_merchantid  = '<<merchant>>';
$zc_secret      = '<<cred>>';
$zc_production  = true;
$zc_lang        = 'ar';
$zc_redirect    = 'https://<<dom>>/zaincash/redirect.php';

function zc_token($amount, $order) {
    global $zc_msisdn, $zc_secret;
    $data = ['amount' => $amount, 'serviceType' => 'Laptop order', 'msisdn' => $zc_msisdn, 'orderId' => $order, 'iat' => time(), 'exp' => time() + 3600];
    return \\Firebase\\JWT\\JWT::encode($data, $zc_secret, 'HS256');
}
""",
    "p:zaincash",
    syntax="",
    extra=lambda rng, s: {
        "msisdn": rng.randint(100000000, 999999999),
        "merchant": "".join(pick(rng, "0123456789abcdef") for _ in range(24)),
    },
)

F.reg(
    "erbil_pcshop_fastpay_store_password_py",
    ("payments/fastpay_checkout.py", "home/<<fa>>/shop/fastpay_<<n>>.py"),
    '''"""FastPay checkout for the online shop (IQD)."""

import json
import urllib.request

STORE_ID = "<<org>>_<<nnnn>>"
STORE_PASSWORD = "<<cred>>"
BASE = "https://secure.fast-pay.iq/api/v1/public/pgw/payment/initiation"


def initiate(order_id: str, amount_iqd: int) -> dict:
    body = json.dumps({"store_id": STORE_ID, "store_password": STORE_PASSWORD, "order_id": order_id, "bill_amount": amount_iqd, "currency": "IQD", "cart": "[]"}).encode()
    req = urllib.request.Request(BASE, data=body, headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))
''',
    "p:fastpay",
)

F.reg(
    "erbil_pcshop_windows_unattend_xml_local_admin",
    ("Deploy/unattend.xml", "USB/<<orgc>>_image_<<n>>/autounattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <AutoLogon>
        <Enabled>true</Enabled>
        <LogonCount>1</LogonCount>
        <Username>Administrator</Username>
      </AutoLogon>
      <RegisteredOrganization><<orgc>> <<town>></RegisteredOrganization>
      <TimeZone>Arabic Standard Time</TimeZone>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
)

F.reg(
    "erbil_pcshop_arabic_email_distributor_portal",
    ("mail/<<d8>>_portal_<<nnnn>>.eml", "Outlook/<<fa>>/Inbox/<<ts>>.eml"),
    """From: Partner Desk <partners@<<dist>>.ae>
To: <<fa>> <<la>> <<<email>>>
Subject: حساب بوابة الموزعين - <<orgc>>
Date: Sun, 12 Jan <<year>> <<time>>:00 +0400
Content-Type: text/plain; charset=utf-8

السيد <<fa>> المحترم،

تم إنشاء حسابكم على بوابة الموزعين لطلب أجهزة اللابتوب والطابعات:

اسم المستخدم: <<org>>.erbil
كلمة المرور: <<cred>>

يرجى تغيير كلمة المرور عند أول تسجيل دخول.
مع التحية،
فريق الشركاء - دبي
""",
    "human",
    extra=lambda rng, s: {"dist": pick(rng, ("gulfdistri", "emiratestrade", "jebelalitech"))},
)

F.reg(
    "erbil_pcshop_pos_vbnet_app_config_connection",
    ("PosApp/bin/Release/PosApp.exe.config", "Program Files/<<orgc>> POS/<<orgc>>Pos.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PosDb" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=Stock_<<org>>;User ID=pos;Password=<<cred>>;MultipleActiveResultSets=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Currency" value="IQD" />
    <add key="ReceiptPrinter" value="XP-80C" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)


def _sst(s: dict) -> str:
    items = ["ناوی کڕیار", "مۆبایل", "ئامێر", "کێشە", "وشەی نهێنی ویندۆز", "بەروار"]
    for i in range(3):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        items += [s["names"][i], s["phones"][i], s["devices"][i], s["faults"][i], pw, s["dmy"]]
    si = "".join(f"<si><t>{x}</t></si>" for x in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{si}</sst>\n'
    )


F.reg(
    "erbil_pcshop_laptop_intake_xlsx_sharedstrings",
    (
        "wargrtn_<<d8>>/xl/sharedStrings.xml",
        "tmp/intake_<<nnnn>>.xlsx_unzipped/xl/sharedStrings.xml",
    ),
    _sst,
    "human_x",
    extra=lambda rng, s: {
        "row": rng.randrange(3),
        "others": [str(rng.randint(1000, 99999)) for _ in range(3)],
        "names": [f"{pick(rng, F.first)[0]} {pick(rng, F.last)[0]}" for _ in range(3)],
        "phones": [f"0750{rng.randint(1000000, 9999999)}" for _ in range(3)],
        "devices": [
            pick(rng, ("HP ProBook 450", "Lenovo IdeaPad 3", "Dell Latitude 5420", "ASUS TUF F15"))
            for _ in range(3)
        ],
        "faults": [pick(rng, ("ویندۆز تێکچووە", "شاشە", "کیبۆرد", "گەرم دەبێت")) for _ in range(3)],
    },
)

F.reg(
    "erbil_pcshop_telegram_bot_stock_alert_env",
    ("stockbot/.env", "srv/<<org>>-bot/.env"),
    """# ئاگادارکردنەوەی کەمبوونی کاڵا لە کۆگا
TELEGRAM_BOT_TOKEN=<<cred>>
TELEGRAM_CHAT_ID=-100<<chat>>
DB_PATH=/srv/<<org>>-bot/stock.sqlite
MIN_QTY=3
""",
    "p:telegram_bot",
    extra=lambda rng, s: {"chat": rng.randint(10**9, 10**10 - 1)},
)
