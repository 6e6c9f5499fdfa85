"""Family i: an insurance and takaful brokerage (بیمہ بروکر) in Multan (Pakistan), Urdu and
English."""

# ruff: noqa: E501

import random

from fiftyfourth_spec import MULTAN as F
from fiftyfourth_spec import Slots

F.reg(
    "multan_urdu_whatsapp_password_takaful_portal",
    ("whatsapp/WhatsApp Chat with <<first>>.txt", "chats/takaful_<<fname>>_<<num>>.txt"),
    """<<dmy_slash>>, <<time>> - <<first>> <<last>>: السلام علیکم، تکافل پورٹل پر کلیم اپلوڈ کرنا ہے، پاس ورڈ بھیج دیں
<<dmy_slash>>, <<time>> - <<first2>> <<last2>>: یوزر <<login>> ہے اور پاس ورڈ <<cred>>
<<dmy_slash>>, <<time2>> - <<first2>> <<last2>>: کسی کو آگے مت بھیجنا
<<dmy_slash>>, <<time2>> - <<first>> <<last>>: جی ٹھیک ہے، شکریہ
""",
    cred="human",
)

F.reg(
    "multan_jazzcash_integrity_salt_php_config",
    ("premium/<<org>>/jazzcash_config.php", "payments/jc_<<num>>.php"),
    """<?php
// Premium collection through JazzCash hosted checkout - <<org_cap>>
return [
    'merchant_id'    => 'MC<<big>>',
    'password'       => '<<hex8>>u',
    'integrity_salt' => '<<cred>>',
    'return_url'     => 'https://premium.<<dom>>/jazzcash/return',
    'post_url'       => 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
];
""",
    cred="alnum:10",
    syntax="",
)

F.reg(
    "multan_easypaisa_hash_key_python_checkout",
    ("premium/<<org>>/easypaisa.py", "integrations/easypaisa_<<num>>.py"),
    '''"""Easypaisa online payment for motor and health premiums."""

import base64
import hashlib

from Crypto.Cipher import AES

STORE_ID = "<<big>>"
HASH_KEY = "<<cred>>"
POST_BACK = "https://premium.<<dom>>/easypaisa/confirm"


def merchant_hash(fields: str) -> str:
    cipher = AES.new(HASH_KEY.encode(), AES.MODE_ECB)
    pad = 16 - len(fields) % 16
    return base64.b64encode(cipher.encrypt((fields + chr(pad) * pad).encode())).decode()


def order_ref(policy_no: str) -> str:
    return hashlib.md5(policy_no.encode()).hexdigest()[:12]
''',
    cred="alnum:16",
)

F.reg(
    "multan_email_fbr_iris_password_client_return",
    ("mail/<<fname>>/<<date>>_iris.eml", "outlook/export_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: FBR IRIS login - annual return of <<first2>> sahib
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

<<first2>> bhai,

کلائنٹ کا ریٹرن اس ہفتے فائل کرنا ہے۔ IRIS login:

Registration No (CNIC): 36302-<<big>>-1
Password: <<cred>>
PIN: client ke mobile par ayega

شکریہ
<<first>>
""",
    cred="human",
)

F.reg(
    "multan_insurer_portal_selenium_login_script",
    ("automation/<<org>>/renewals.py", "bots/insurer_portal_<<num>>.py"),
    '''"""Downloads renewal lists from the insurer's agent portal every morning."""

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://agents.efuinsurance.com.pk/login"
AGENT_CODE = "AG<<num>>"
AGENT_PASSWORD = "<<cred>>"

driver = webdriver.Chrome()
driver.get(PORTAL)
driver.find_element(By.ID, "agentCode").send_keys(AGENT_CODE)
driver.find_element(By.ID, "password").send_keys(AGENT_PASSWORD)
driver.find_element(By.ID, "btnLogin").click()
driver.get("https://agents.efuinsurance.com.pk/reports/renewals?month=<<mm>>")
''',
    cred="pw_dq",
)


def _fods(rng: random.Random, s: Slots) -> Slots:
    rows = []
    target = rng.randrange(3)
    for i in range(3):
        p = F.people[i]
        pw = s["cred"] if i == target else F.human(rng, safe=True)
        rows.append(
            f"""     <table:table-row>
      <table:table-cell office:value-type="string"><text:p>{p[0]} {p[1]}</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>POL-{rng.randint(100000, 999999)}</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>{p[2]}{rng.randint(10, 99)}</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>{pw}</text:p></table:table-cell>
     </table:table-row>"""
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "multan_policyholders_flat_ods_portal_logins",
    ("registers/policyholders_<<year>>.fods", "shared/<<org>>/portal_logins_<<num>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="پالیسی ہولڈرز">
     <table:table-row>
      <table:table-cell office:value-type="string"><text:p>نام</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>پالیسی نمبر</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>یوزر</text:p></table:table-cell>
      <table:table-cell office:value-type="string"><text:p>پاس ورڈ</text:p></table:table-cell>
     </table:table-row>
<<rows>>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="pw_xml",
    syntax="xml",
    extra=_fods,
)

F.reg(
    "multan_visual_foxpro_prg_sqlstringconnect",
    ("foxpro/<<org>>/connect.prg", "legacy/policy_<<num>>.prg"),
    """* Policy register - legacy VFP front end, <<org_cap>>
SET DELETED ON
SET EXCLUSIVE OFF
lnHandle = SQLSTRINGCONNECT("DRIVER={SQL Server};SERVER=<<ip>>;DATABASE=PolicyReg;UID=vfp_user;PWD=<<cred>>")
IF lnHandle < 0
   MESSAGEBOX("Server connection failed", 16, "<<org_cap>>")
   RETURN .F.
ENDIF
=SQLEXEC(lnHandle, "SELECT * FROM policies WHERE renewal_month = <<mm>>", "curRenew")
""",
    cred="pw",
    syntax="",
)

F.reg(
    "multan_mikrotik_export_l2tp_ipsec_secret",
    ("network/<<org>>_branch.rsc", "mikrotik/backup_<<num>>.rsc"),
    """# <<date>> by RouterOS 7.14
# branch office <<org>> - tunnel to head office
/interface l2tp-client
add connect-to=<<pub_ip>> disabled=no name=l2tp-ho password=<<cred>> use-ipsec=yes user=branch<<num2>>
/ip route
add dst-address=10.0.0.0/8 gateway=l2tp-ho
""",
    cred="pw_bare",
)
