# ruff: noqa: E501
"""Family n: a prepaid electricity token vendor (EFL prepaid meters) in Fiji; Fijian (iTaukei),
Fiji Hindi and English."""

from __future__ import annotations

from eightieth_spec import Fam

F = Fam(
    name="prepaid_token_vendor_fiji",
    orgs=("vunikila", "bulatoken", "lautokavend"),
    tld="com.fj",
    first=("mere", "sakiusa", "losana", "jone", "salote", "viliame", "priya", "ravinesh"),
    last=("naivalu", "vakaloloma", "tuisawau", "ratuva", "kumar", "prasad", "nand", "delai"),
    first_l=("Mere", "Sakiusa", "Losana", "Jone", "Salote", "Viliame", "Priya", "Ravinesh"),
    last_l=("Naivalu", "Vakaloloma", "Tuisawau", "Ratuva", "Kumar", "Prasad", "Nand", "Delai"),
    words=(
        "bula",
        "vinaka",
        "suva",
        "nadi",
        "lautoka",
        "labasa",
        "drua",
        "kava",
        "yaqona",
        "vanua",
        "talanoa",
        "moce",
        "loloma",
        "sevens",
        "lovo",
        "dalo",
        "bilibili",
        "tanoa",
    ),
    pets=("bingo", "rocky", "blacky", "lucky", "tiger", "snowy"),
    places=("Suva", "Nadi", "Lautoka", "Labasa", "Nausori", "Ba"),
    cc="+679",
    mobile=("7", "9", "8"),
)

F.reg(
    "tokenvend_fijian_messenger_copied_vosa_vuni",
    ("Documents/messenger_<<n>>.txt", "notes/chat_<<first2>>_<<n>>.txt"),
    """<<full>>
<<time>>
Bula vinaka! Au sega ni rawa ni curu ki na vending portal, e cava na vosa vuni vou?

<<full2>>
<<time2>>
vosa vuni: <<cred>>
kua ni solia vei ira tale eso 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "tokenvend_sts_vending_client_yaml",
    ("vending/config.yaml", "pos-<<n>>/vend_client.yml"),
    """vendor:
  name: <<orgc>> <<place>>
  terminal_id: T<<n6>>
sts_vending:
  base_url: https://vend.<<dom>>/api/v2
  api_key: '<<cred>>'
  timeout_s: 20
receipt:
  printer: /dev/usb/lp0
  footer: "Vinaka vakalevu!"
""",
    cred="x:vnd_live_:40",
)

F.reg(
    "tokenvend_mpaisa_merchant_hash_php",
    ("shop/mpaisa.php", "vend/includes/mpaisa_<<n>>.php"),
    """<?php
// M-PAiSA merchant payments for electricity token sales
$MPAISA_MERCHANT_ID = '<<n6>>';
$MPAISA_HASH_KEY    = '<<cred>>';
$MPAISA_RETURN_URL  = 'https://<<dom>>/mpaisa/return';

function mpaisa_sign($amount, $ref) {
    global $MPAISA_MERCHANT_ID, $MPAISA_HASH_KEY;
    return hash_hmac('sha256', $MPAISA_MERCHANT_ID . $amount . $ref, $MPAISA_HASH_KEY);
}
""",
    cred="HEX:48",
    syntax="",
)

F.reg(
    "tokenvend_vending_terminal_operator_ini",
    ("C:/ProgramData/TokenVend/terminal_<<n>>.ini", "terminal/vend_<<place>>.ini"),
    """[Terminal]
Id=T<<n6>>
Outlet=<<place>> Market

[Operator]
Name=<<full>>
Login=<<user>>
Password=<<cred>>

[Printer]
Port=COM3
""",
    cred="pw",
)

F.reg(
    "tokenvend_fiji_hindi_sms_backup_xml",
    ("SMSBackup/sms-<<date>>.xml", "phone/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" subject="null" body="Bhaiya, vending waala naya password hai <<cred>> . Kal se yahi use karo." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<full>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>777" type="2" subject="null" body="Thik hai, dhanyavaad" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<full>>" />
</smses>
""",
    cred="human",
)

F.reg(
    "tokenvend_shop_mikrotik_export_rsc",
    ("mikrotik/shop_<<place>>_<<n>>.rsc", "backup/hap_<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=shop supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge security-profile=shop ssid="Vend-<<place>>"
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "tokenvend_daily_sales_tsv_login_column",
    ("reports/sales_<<date>>.tsv", "Desktop/outlets_<<n>>.tsv"),
    """outlet\tagent\tportal_user\tportal_pw\tfloat_fjd
<<place>> Market\t<<full>>\t<<user>>\t<<cred>>\t500
Valelevu\t<<full2>>\t<<first2>>\tvakarau\t250
""",
    cred="human_x",
)

F.reg(
    "tokenvend_agent_portal_selenium_python",
    ("automation/topup_float_<<n>>.py", "scripts/portal_login.py"),
    """# Auto top-up of vending float every morning
from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://vend.<<dom>>/login"
USER = "<<user>>"
PASSWORD = '<<cred>>'

driver = webdriver.Chrome()
driver.get(PORTAL)
driver.find_element(By.ID, "username").send_keys(USER)
driver.find_element(By.ID, "password").send_keys(PASSWORD)
driver.find_element(By.ID, "login").click()
""",
    cred="pw_sq",
)
