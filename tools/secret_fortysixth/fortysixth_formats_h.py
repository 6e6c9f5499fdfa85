# ruff: noqa: E501
"""Family h: dugout-canoe polers of the Okavango Delta (Botswana): Setswana, English."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum

F = Fam(
    "okavango_polers_botswana",
    orgs=("deltamokoro", "serondela", "xakanaxa", "boroorapids"),
    tld="co.bw",
    first=(
        "Kabo",
        "Neo",
        "Onalenna",
        "Thabo",
        "Boitumelo",
        "Mpho",
        "Kagiso",
        "Lesego",
        "Tumelo",
        "Naledi",
    ),
    last=(
        "Sebego",
        "Masire",
        "Mogae",
        "Kgosi",
        "Molefhe",
        "Ntshole",
        "Seretse",
        "Tau",
        "Motsumi",
        "Baitshepi",
    ),
    words=(
        "mokoro",
        "okavango",
        "delta",
        "tau",
        "pula",
        "maun",
        "lesedi",
        "noka",
        "tlou",
        "kubu",
        "papyrus",
        "khwai",
    ),
    cc="+267",
    pets=("tau", "bobby", "sechaba", "ntsa", "lucky"),
)

F.reg(
    "okavango_setswana_whatsapp_lefoko_la_sephiri",
    ("WhatsApp Chat with Mokoro Polers.txt", "chats/polers_<<first_a>>_<<n>>.txt"),
    """<<date_us>>, <<time>> - <<first>> <<last>>: Dumela rra, booking system e a bula gape?
<<date_us>>, <<time>> - Kagiso Tau: Ee. Leina: <<user>>
<<date_us>>, <<time>> - Kagiso Tau: Lefoko la sephiri: <<cred>>
<<date_us>>, <<time>> - <<first>> <<last>>: Ke a leboga 🙏 re na le baeng ba le 6 kwa Boro ka Labobedi
<<date_us>>, <<time>> - Kagiso Tau: Sentle. O se ka wa le naya ope
""",
    "human",
    syntax="",
)

F.reg(
    "okavango_bookings_channel_manager_ini",
    ("config/channel_manager.ini", "mokoro-bookings/<<org>>.ini"),
    """; Mokoro trips and island camping - channel manager sync
[general]
property = <<org>>
currency = BWP
timezone = Africa/Gaborone

[nightsbridge]
endpoint = https://www.nightsbridge.co.za/bridge/api/5.0
bbid = <<n>>412
username = <<user>>
password = <<cred>>

[mail]
smtp_host = mail.<<dom>>
""",
    "pw",
)

F.reg(
    "okavango_park_permits_selenium_script",
    ("scripts/book_permits.py", "automation/<<first_a>>_permits_<<n>>.py"),
    '''"""Book Moremi park entry permits for tomorrow's mokoro groups (DWNP portal)."""

from selenium import webdriver
from selenium.webdriver.common.by import By

driver = webdriver.Chrome()
driver.get("https://permits.<<dom>>/login")
driver.find_element(By.ID, "username").send_keys("<<user>>")
driver.find_element(By.ID, "password").send_keys("<<cred>>")
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
driver.implicitly_wait(10)
print(driver.title)
''',
    "pw_dq",
)

F.reg(
    "okavango_english_email_camp_radio_password",
    ("mail/<<date>>-radio-repeater.eml", "Inbox/camp-radio-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: ops@<<dom>>
Subject: Camp radio repeater web panel
Date: Sat, <<n>> Jun <<year>> 07:12:40 +0200
Content-Type: text/plain; charset=utf-8

Hi team,

The repeater on the island went down again after the storm. If you need to reset
it from Maun, the web panel is at http://<<ip>>/ and the login is

  user: admin
  password: <<cred>>

Polers are out at Xakanaxa until Thursday, so radio only.

<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "okavango_mokoro_gps_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar-<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='mail.smtp.host'>mail.<<dom>></entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

F.reg(
    "okavango_guides_sms_setswana_reply",
    ("sms/<<date>>_<<first_a>>.txt", "phone_backup/sms_thread_<<n>>.txt"),
    """<<phone>> (<<date_sl>> <<time>>): Rra, ke tlhoka password ya laptop ya office ko Maun
Me (<<date_sl>> <<time>>): <<cred>>
<<phone>> (<<date_sl>> <<time>>): ke a leboga
""",
    "human",
    syntax="",
)

F.reg(
    "okavango_orange_money_merchant_rsa_key",
    ("payments/keys/orange_money_<<org>>.key", "opt/lodge-pay/keys/merchant-<<n>>.pem"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)

F.reg(
    "okavango_island_camp_hostapd_conf",
    ("etc/hostapd/hostapd.conf", "camp-ap/<<org>>-hostapd-<<n>>.conf"),
    """interface=wlan0
driver=nl80211
ssid=<<org_cap>>_Island
hw_mode=g
channel=6
country_code=BW
wmm_enabled=1
auth_algs=1
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
""",
    lambda rng, s: F.human(rng, safe=True) + alnum(rng, 2, "0123456789"),
    syntax="",
)
