# ruff: noqa: E501
"""Family l: a halal-meat importer in the UAE (Jebel Ali cold stores): WhatsApp and e-mail in
Arabic, N-Genius (Network International), a Dubai Trade selenium script, a cold-store XML with an
escaped password, Telr, a Hikvision ISAPI curl history, a shipments CSV with Arabic headers."""

from __future__ import annotations

import random

from hundredthird_spec import ARE as F
from hundredthird_spec import Fam, gen_pw, pick, xe, xml_text

F.reg(
    "halal_whatsapp_arabic_kalimat_sir_mirsal",
    (
        "WhatsApp/محادثة واتساب مع <<first2>>.txt",
        "phone_<<fa>>/WhatsApp Chat with <<Org>> Clearance.txt",
    ),
    """<<d>>/<<mo>>/<<y>>، <<hh>>:<<mi>> - <<first2>>: السلام عليكم، ما هي كلمة السر لنظام مرسال؟ الشحنة من أستراليا وصلت
<<d>>/<<mo>>/<<y>>، <<hh>>:<<mi2>> - <<name>>: وعليكم السلام
<<d>>/<<mo>>/<<y>>، <<hh>>:<<mi2>> - <<name>>: اسم المستخدم <<login>>
<<d>>/<<mo>>/<<y>>، <<hh>>:<<mi2>> - <<name>>: <<cred>>
<<d>>/<<mo>>/<<y>>، <<hh>>:<<mi2>> - <<first2>>: تمام، جزاك الله خير. شهادة الحلال مرفقة 👍
""",
    "human",
)

F.reg(
    "halal_ngenius_network_intl_api_key_env",
    ("webshop/.env", "b2b-orders-<<org>>/.env.production"),
    """# Online orders for restaurants - N-Genius (Network International)
NGENIUS_ENV=live
NGENIUS_OUTLET_REF=<<uuid>>
NGENIUS_API_KEY=<<cred>>
NGENIUS_CURRENCY=AED
ORDER_NOTIFY=orders@<<dom>>
""",
    "p:ngenius",
)

F.reg(
    "halal_dubai_trade_portal_selenium_python",
    ("automation/dubaitrade_status.py", "customs-<<org>>/check_bl_<<store>>.py"),
    '''"""Check container status on the Dubai Trade portal every morning."""

from selenium import webdriver
from selenium.webdriver.common.by import By

USERNAME = "<<login>>"
PASSWORD = "<<cred>>"

driver = webdriver.Chrome()
driver.get("https://www.dubaitrade.ae/en/login")
driver.find_element(By.ID, "username").send_keys(USERNAME)
driver.find_element(By.ID, "password").send_keys(PASSWORD)
driver.find_element(By.ID, "loginBtn").click()
''',
    "human",
)


def _amp(rng: random.Random, f: Fam, s: dict) -> str:
    return pick(
        rng,
        (
            f"{pick(rng, f.words).capitalize()}&{pick(rng, f.pets).capitalize()}{rng.randint(10, 99)}",
            gen_pw(rng, sym="&<>"),
            f"{pick(rng, f.words)}<{rng.randint(2020, 2026)}>",
        ),
    )


def _cold(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<ColdStoreMonitor site="{xe(str(s["town"]))}" company="{s["Org"]}">
  <Rooms>
    <Room id="1" name="غرفة التجميد 1" setpoint="-22"/>
    <Room id="2" name="غرفة التبريد" setpoint="2"/>
  </Rooms>
  <Alarm>
    <SmtpServer>smtp.{s["dom"]}</SmtpServer>
    <SmtpUser>alarms@{s["dom"]}</SmtpUser>
    <SmtpPassword>{xe(str(s["cred"]))}</SmtpPassword>
    <Recipient>{s["email"]}</Recipient>
  </Alarm>
</ColdStoreMonitor>
"""


F.reg(
    "halal_cold_store_monitor_xml_escaped_smtp",
    ("ColdStore/monitor_<<store>>.xml", "jebelali/<<org>>/coldstore_config.xml"),
    _cold,
    _amp,
    decode=lambda t: xml_text(t, "SmtpPassword"),
)

F.reg(
    "halal_telr_hosted_payment_auth_key_php",
    ("shop/includes/telr_config.php", "orders-<<org>>/config/telr_<<store>>.php"),
    """<?php
// Telr hosted payment page - B2B meat orders (AED)
define('TELR_STORE_ID', '<<nn>><<nn>>');
define('TELR_AUTH_KEY', '<<cred>>');
define('TELR_TEST_MODE', 0);
define('TELR_RETURN_URL', 'https://orders.<<dom>>/telr/return');
""",
    lambda rng, f, s: gen_pw(rng, 16, "~#@^-"),
)

F.reg(
    "halal_email_arabic_kalimat_al_murur_halal_portal",
    ("Mail/الوارد/شهادات الحلال <<d>>-<<mo>>.eml", "outlook_<<fa>>/<<date>>_halal_portal.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: الدخول إلى بوابة شهادات الحلال
Date: Sun, <<d>> Sep <<y>> <<hh>>:<<mi>>:00 +0400
Content-Type: text/plain; charset=utf-8

الأخ <<first2>> المحترم،

السلام عليكم ورحمة الله،
لتحميل شهادات الحلال للشحنات القادمة من البرازيل ونيوزيلندا استخدم الحساب التالي:

اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

مع التحية،
<<name>>
قسم الاستيراد - <<Org>>، <<town>>
""",
    "human",
)

F.reg(
    "halal_hikvision_isapi_curl_bash_history",
    ("home/<<fa>>/.bash_history", "it-laptop/<<org>>/bash_history_<<store>>"),
    """ping -c 3 <<ip>>
curl -s http://<<ip>>/ISAPI/System/deviceInfo
curl --digest -u admin:<<cred>> http://<<ip>>/ISAPI/System/deviceInfo
curl --digest -u admin:<<cred>> "http://<<ip>>/ISAPI/Streaming/channels/101/picture" -o freezer_door.jpg
ls -la *.jpg
exit
""",
    "pw_bare",
)

F.reg(
    "halal_shipments_csv_arabic_headers_portal",
    ("exports/الشحنات_<<y>>.csv", "import_<<org>>/shipments_<<store>>.csv"),
    """رقم الحاوية,المورد,بلد المنشأ,بوابة المورد,اسم المستخدم,كلمة المرور
MSCU<<nn>><<nn>><<n>>,Minerva Foods,البرازيل,https://portal.minervafoods.com,<<login>>,<<cred>>
TGHU<<nn>><<nn>><<n>>,Alliance Group,نيوزيلندا,-,-,-
""",
    "human_x",
)
