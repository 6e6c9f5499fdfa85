"""Family h: a data-entry contractor in Sylhet, Bangladesh (Bengali, English)."""

# ruff: noqa: E501

from __future__ import annotations

from ninetyfourth_spec import Fam, prov

SYLHET = Fam(
    name="sylhet_dataentry_contractor",
    orgs=("tothyadata", "surmaentry", "jaflongtyping", "shaplaoutsource"),
    tld="com.bd",
    first=(
        ("রাহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("সাকিব", "sakib"),
        ("মিম", "mim"),
        ("আরিফ", "arif"),
        ("সুমাইয়া", "sumaiya"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আহমেদ", "ahmed"),
        ("চৌধুরী", "chowdhury"),
        ("ইসলাম", "islam"),
        ("রহমান", "rahman"),
        ("উদ্দিন", "uddin"),
    ),
    words=(
        "shapla",
        "padma",
        "surma",
        "chabagan",
        "ilish",
        "bhalobasha",
        "akash",
        "nodi",
        "jaflong",
        "ratargul",
        "shonar",
        "bangla",
    ),
    pets=("tommy", "mini", "kalu", "pusi", "lalu", "bhulu"),
    cc="+880",
    city="Sylhet",
)
F = SYLHET.reg

F(
    "sylhet_bengali_whatsapp_ios_password",
    ("WhatsApp Chat - <<cfnc>> Bhai/_chat.txt", "chat/wa_<<cfn>>_<<n>>.txt"),
    """[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<cfn_l>> ভাই: আসসালামু আলাইকুম, আজকে ৫০০ প্রোডাক্ট লিস্টিং শেষ করতে হবে
[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<fn_l>>: ওয়ালাইকুম আসসালাম ভাই, Shopify admin এ ঢুকতে পারছি না
[<<dd>>/<<mm>>/<<year>>, <<time2>>:<<sec>>] <<cfn_l>> ভাই: ইমেইল <<cmail>>
[<<dd>>/<<mm>>/<<year>>, <<time2>>:<<sec>>] <<cfn_l>> ভাই: পাসওয়ার্ড <<cred>>
[<<dd>>/<<mm>>/<<year>>, <<time2>>:<<sec>>] <<fn_l>>: ধন্যবাদ ভাই, ঢুকেছি ✅
""",
    "human",
)

F(
    "sylhet_bkash_merchant_api_json",
    ("bkash/config.<<n>>.json", "shop-<<org>>/config/bkash.json"),
    """{
  "base_url": "https://tokenized.pay.bka.sh/v1.2.0-beta",
  "username": "01<<nn>>7<<nn>>",
  "password": "<<hp>>",
  "app_key": "<<akey>>",
  "app_secret": "<<cred>>",
  "callback_url": "https://<<dom>>/bkash/callback"
}
""",
    "p:bkash_secret",
    extra=lambda r, s: {"akey": prov(r, "bkash_secret")[:25]},
)

F(
    "sylhet_fiverr_orders_csv_bengali_headers",
    ("Documents/অর্ডার_<<year>>.csv", "orders/fiverr_<<mm>>_<<n>>.csv"),
    """অর্ডার নং,ক্লায়েন্ট,কাজ,পোর্টাল,ইউজার,পাসওয়ার্ড,অবস্থা
FO<<nn>>A1,<<cfnc>> (UK),PDF to Excel 1200 rows,Google Sheets,,,শেষ
FO<<nn>>B7,<<org>>,CRM data entry,https://<<host>>,<<login>>,<<cred>>,চলছে
FO<<nn>>C3,<<cfnc>> <<clnc>>,Lead list 500,Apollo,<<gmail>>,-,বাকি
""",
    "human_x",
)

F(
    "sylhet_apps_script_jdbc_gs",
    ("apps-script/<<org>>_sync/Code.gs", "scripts/sheet_to_mysql_<<n>>.gs"),
    """// Google Sheet theke client er MySQL e row copy kora (proti ghontay trigger)
var DB_URL = "jdbc:mysql://<<pip>>:3306/entry_<<n>>";
var DB_USER = "<<login>>";
var DB_PASS = "<<cred>>";

function pushRows() {
  var conn = Jdbc.getConnection(DB_URL, DB_USER, DB_PASS);
  var sheet = SpreadsheetApp.getActive().getSheetByName("Entry");
  var rows = sheet.getDataRange().getValues();
  var stmt = conn.prepareStatement("INSERT INTO products (sku, title, price) VALUES (?, ?, ?)");
  for (var i = 1; i < rows.length; i++) {
    stmt.setString(1, rows[i][0]);
    stmt.setString(2, rows[i][1]);
    stmt.setString(3, rows[i][2]);
    stmt.addBatch();
  }
  stmt.executeBatch();
  conn.close();
}
""",
    "pw_dq",
    syntax="",
)

F(
    "sylhet_bengali_notebook_ocr_little",
    ("scan/খাতা_<<dd>><<mm>>.txt", "ocr/notebook_<<n>>.txt"),
    """ক্লায়েন্ট পোর্টাল (<<cfnc>>)
আইডি: <<login>>
<<cred>>
রাত ১০টার আগে জমা
""",
    "human_x",
)

F(
    "sylhet_selenium_portal_login_py",
    ("automation/entry_bot_<<n>>.py", "work/<<org>>/fill_forms.py"),
    '''"""Client portal e CSV theke form fill kora (Selenium)."""

import csv

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://<<host>>/login"
USER = "<<login>>"
PASSWORD = '<<cred>>'

driver = webdriver.Chrome()
driver.get(PORTAL)
driver.find_element(By.NAME, "username").send_keys(USER)
driver.find_element(By.NAME, "password").send_keys(PASSWORD)
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()

with open("rows.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        driver.get(PORTAL.replace("login", "records/new"))
        driver.find_element(By.NAME, "title").send_keys(row["title"])
''',
    "pw_sq",
)

F(
    "sylhet_bengali_email_upwork_client_portal",
    ("mail/upwork_<<cfn>>_<<nn>>.eml", "Documents/ইমেইল_<<n>>.eml"),
    """From: <<fnc>> <<lnc>> <<<gmail>>>
To: <<cfnc>> <<clnc>> <<<cmail>>>
Subject: Fwd: portal access (ডাটা এন্ট্রি টিম)
Date: Sun, <<dd>> Jun <<year>> <<time>>:<<sec>> +0600
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

<<cfn_l>> ভাই,

Upwork এর ক্লায়েন্ট পোর্টালের লগইন নিচে দিলাম। শুধু আজকের ব্যাচ (৮০০ রো) করবেন।
লিংক: https://<<host>>
ইউজার: <<login>>
পাসওয়ার্ড: <<cred>>

কাজ শেষ হলে আমাকে জানাবেন, পেমেন্ট bKash এ পাঠাবো।
<<fn_l>>
""",
    "human",
    syntax="",
)

F(
    "sylhet_openvpn_auth_user_pass_txt",
    ("OpenVPN/config/<<org>>-auth.txt", "vpn/client_<<n>>/auth.txt"),
    """<<login>>
<<cred>>
""",
    "pw_bare",
    syntax="",
)
