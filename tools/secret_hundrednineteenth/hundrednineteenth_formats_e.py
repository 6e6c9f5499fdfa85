# ruff: noqa: E501
"""Family e: a bakery-café (tone bread, khachapuri, coffee) in Tbilisi, Georgia; Georgian."""

from __future__ import annotations

from hundrednineteenth_spec import Fam

FAM = Fam(
    name="khachapuri_bakery_cafe_tbilisi",
    orgs=("tonepuri",),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("ეკა", "eka"),
        ("დავით", "davit"),
        ("მარიამ", "mariam"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მამულაშვილი", "mamulashvili"),
        ("ლომიძე", "lomidze"),
        ("ხუციშვილი", "khutsishvili"),
    ),
    words=(
        "khachapuri",
        "tone",
        "puri",
        "lobiani",
        "tbilisi",
        "mtatsminda",
        "saperavi",
        "churchkhela",
        "sulguni",
        "imeruli",
        "kartli",
        "mtkvari",
        "batumi",
        "gamarjoba",
        "supra",
        "mravaljamier",
    ),
    pets=("murka", "bobi", "reksi", "tsitsi", "lupi", "zuka"),
    cc="+995 5",
    phrases=("gaumarjos", "sakartvelo", "tbilisi chemo"),
)

FAM.reg(
    "khachapuri_viber_csv_paroli_wolt_merchant",
    ("Viber/Viber_<<fa2>>_<<n>>.csv", "exports/viber_chat_<<dmyd>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,"Wolt-ის ტაბლეტი ისევ გამოვიდა სისტემიდან, შეკვეთები არ ჩანს"
<<dmy>>,<<t2>>,<<fn2>> <<ln2>>,<<phone2>>,"ელფოსტა <<email>>"
<<dmy>>,<<t2>>,<<fn2>> <<ln2>>,<<phone2>>,"პაროლი <<cred>>"
<<dmy>>,<<t3>>,<<fn>> <<ln>>,<<phone>>,"მადლობა, შევედი 🙏 ლობიანი დამთავრდა, 20 ცალი კიდევ გამოაცხვე"
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "khachapuri_bog_ipay_order_node_config_js",
    ("shop/config/payments.js", "site-<<n>>/src/config/bog.js"),
    """// Bank of Georgia iPay - ონლაინ შეკვეთები (ტორტები, ნამცხვრები)
module.exports = {
  bog: {
    clientId: '<<n4>><<n3>>',
    clientSecret: '<<cred>>',
    tokenUrl: 'https://ipay.ge/opay/api/v1/oauth2/token',
    callbackUrl: 'https://<<dom>>/payments/bog/callback',
    currency: 'GEL',
  },
};
""",
    "p:bog_ipay",
    syntax="",
)

FAM.reg(
    "khachapuri_payze_subscription_coffee_env",
    ("coffee-club/.env", "deploy/<<org>>_<<n>>/.env"),
    """# ყავის აბონემენტი - Payze
PAYZE_API_KEY=<<hex8>><<hex8>><<hex8>><<hex8>>
PAYZE_API_SECRET=<<cred>>
PAYZE_HOOK_URL=https://<<dom>>/payze/hook
DATABASE_URL=postgres://coffee@localhost:5432/coffee
""",
    "hex:32",
    syntax="",
)

FAM.reg(
    "khachapuri_deck_oven_mqtt_gateway_toml",
    ("oven-gateway/config.toml", "etc/oven_monitor_<<n>>.toml"),
    """# ქურის ტემპერატურის მონიტორინგი (Modbus -> MQTT)
[modbus]
port = "/dev/ttyUSB0"
baudrate = 9600
unit_id = 1

[mqtt]
host = "<<lan>>"
port = 1883
username = "oven<<n>>"
password = "<<cred>>"
topic = "bakery/<<org>>/oven"
""",
    "pw_dq",
)

FAM.reg(
    "khachapuri_counter_sticky_note_ocr_wifi_paroli",
    ("photos/OCR_<<date>>_<<n>>.txt", "scans/stiker_<<n3>>.txt"),
    """<<orgc>>_Guest
პაროლი
<<cred>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "khachapuri_rs_ge_waybill_soap_envelope_xml",
    ("rs_ge/waybill_request_<<n>>.xml", "logs/soap/save_waybill_<<date>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <save_waybill xmlns="http://tempuri.org/">
      <su><<org>>:<<n4>><<n3>></su>
      <sp><<cred>></sp>
      <waybill>
        <WAYBILL>
          <TYPE>2</TYPE>
          <BUYER_TIN>4<<n4>><<n4>></BUYER_TIN>
          <START_ADDRESS>თბილისი, აღმაშენებლის 1<<n>></START_ADDRESS>
        </WAYBILL>
      </waybill>
    </save_waybill>
  </soap:Body>
</soap:Envelope>
""",
    "pw_xml",
)

FAM.reg(
    "khachapuri_georgian_email_oris_buhgalteria_paroli",
    ("mail/sent/ორისი_<<n>>.eml", "Outlook/Sent/buhgalteri_<<dmyd>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fa2>>@<<la2>>-audit.ge
Subject: ორისის წვდომა
Date: <<dmy>> <<time>> +0400
Content-Type: text/plain; charset=UTF-8

გამარჯობა <<fn2>>,

ორისის (ბუღალტერია) დისტანციური წვდომა:
სერვერი: <<pip>>
მომხმარებელი: <<user>>
პაროლი: <<cred>>

თვის ბოლომდე დღგ-ის დეკლარაცია გვჭირდება.
პატივისცემით,
<<fn>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "khachapuri_glovo_partners_selenium_login_py",
    ("scripts/glovo_export_<<n>>.py", "tools/glovo_daily_sales.py"),
    '''"""Glovo Partners - დღიური გაყიდვების ჩამოტვირთვა."""

from selenium import webdriver
from selenium.webdriver.common.by import By

EMAIL = "<<email>>"
PASSWORD = "<<cred>>"

driver = webdriver.Chrome()
driver.get("https://managers.glovoapp.com/login")
driver.find_element(By.NAME, "email").send_keys(EMAIL)
driver.find_element(By.NAME, "password").send_keys(PASSWORD)
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
''',
    "human_x",
)
