"""Family k: a Bangladeshi broadband ISP in Dhaka: MikroTik PPPoE, RADIUS, OLTs, billing and
the NTTN uplink."""

# ruff: noqa: E501

from __future__ import annotations

from fiftythird_spec import Fam, gen_pw

K = Fam(
    "dhakanet_isp_pppoe",
    orgs=("padmanet", "meghnalink", "buriganga-broadband"),
    tld="com.bd",
    people=(
        ("রফিকুল", "ইসলাম", "rafiqul", "islam"),
        ("নুসরাত", "জাহান", "nusrat", "jahan"),
        ("তানভীর", "আহমেদ", "tanvir", "ahmed"),
        ("শারমিন", "আক্তার", "sharmin", "akter"),
        ("মাহমুদ", "হাসান", "mahmud", "hasan"),
        ("সুমাইয়া", "রহমান", "sumaiya", "rahman"),
        ("আরিফ", "চৌধুরী", "arif", "chowdhury"),
    ),
    words=(
        "padma",
        "meghna",
        "dhaka",
        "mirpur",
        "uttara",
        "fiber",
        "bdix",
        "olt",
        "onu",
        "dhanmondi",
        "ilish",
        "boishakh",
    ),
    seasons=("grishmo", "borsha", "shorot", "sheet"),
    cc="+880",
    sites=("Mirpur POP", "Uttara POP", "Dhanmondi POP", "Gulshan core"),
)

K.reg(
    "dhakanet_mikrotik_export_ppp_secret_rsc",
    ("mikrotik/backup/<<site_s>>_<<date>>.rsc", "routers/ccr-<<n2>>-export.rsc"),
    """# <<date>> <<time>>:01 by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = CCR2004-16G-2S+
/interface pppoe-server server
add default-profile=pppoe-10M disabled=no interface=vlan<<n3>> service-name=<<org>>
/ppp profile
add local-address=<<ip>> name=pppoe-10M rate-limit=10M/10M remote-address=pool-<<n2>>
/ppp secret
add name=cust<<n4>> password=<<cred>> profile=pppoe-10M service=pppoe comment="<<first2>> <<last2>> – House <<n2>>, Road <<n1>>"
/ip dns
set allow-remote-requests=yes servers=<<ip2>>
/system identity
set name=<<site_s>>
""",
    cred=lambda rng, s: gen_pw(rng, 10, sym="@"),
    syntax="",
    extra=lambda rng, s: {"site_s": str(s["site"]).replace(" ", "-").lower()},
)

K.reg(
    "dhakanet_freeradius_users_cleartext_password",
    ("radius/mods-config/files/authorize", "etc/freeradius/3.0/users_<<n2>>"),
    """# স্ট্যাটিক কর্পোরেট গ্রাহক (বিলিং সিস্টেমের বাইরে)
corp<<n3>>@<<org>>	Cleartext-Password := "<<cred>>"
	Framed-IP-Address = <<pub>>,
	Mikrotik-Rate-Limit = "50M/50M"

DEFAULT	Auth-Type := Reject
	Reply-Message = "Account not active"
""",
    cred="pw_dq",
    syntax="",
)

K.reg(
    "dhakanet_bengali_messenger_chat_pasoward",
    ("messenger/chat_noc_<<n2>>.txt", "export/messenger_support_<<date>>.txt"),
    """<<fn>> <<ln>> · <<time>>
ভাই, <<site>> এর OLT তে ঢুকতে পারছি না, পাসওয়ার্ড কি চেঞ্জ হয়েছে?

<<fn2>> <<ln2>> · <<time2>>
হ্যাঁ, গতকাল চেঞ্জ করেছি। ইউজার admin
পাসওয়ার্ড <<cred>>

<<fn>> <<ln>> · <<time2>>
ধন্যবাদ ভাই, ঢুকতে পেরেছি 👍
""",
    cred="human",
    syntax="",
)

K.reg(
    "dhakanet_olt_expect_backup_script",
    ("scripts/olt_backup.exp", "noc/olt/<<site_s>>_backup_<<n2>>.exp"),
    """#!/usr/bin/expect -f
# প্রতি রাতে OLT কনফিগ ব্যাকআপ (cron 02:15)
set timeout 20
set olt "<<ip>>"
spawn telnet $olt
expect "Username:"
send "admin\\r"
expect "Password:"
send "<<cred>>\\r"
expect ">"
send "enable\\r"
expect "#"
send "copy running-config tftp <<ip2>> olt-<<n2>>.cfg\\r"
expect "#"
send "exit\\r"
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+"),
    syntax="",
    extra=lambda rng, s: {"site_s": str(s["site"]).split()[0].lower()},
)

K.reg(
    "dhakanet_bkash_tokenized_checkout_php",
    ("billing/config/bkash.php", "selfcare-<<n2>>/config/bkash.php"),
    """<?php
// bKash Tokenized Checkout – মাসিক বিল পরিশোধ
return [
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<app_key>>',
    'app_secret' => '<<cred>>',
    'username'   => '01<<n4>><<n5>>',
    'password'   => env('BKASH_PASSWORD'),
    'callback'   => 'https://selfcare.<<dom>>/bkash/callback',
];
""",
    cred="alnum:50",
    syntax="",
    extra=lambda rng, s: {
        "app_key": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))
    },
)

K.reg(
    "dhakanet_bulk_sms_gateway_api_key_python",
    ("billing/notify/due_sms.py", "scripts/sms_<<n2>>/send_due.py"),
    '''"""বকেয়া বিলের এসএমএস রিমাইন্ডার পাঠায়।"""

import requests

SMS_API = "https://api.bulksms-gateway.com.bd/api/smsapi"
API_KEY = "<<cred>>"
SENDER_ID = "8809617<<n4>>"


def send(number, text):
    r = requests.post(SMS_API, data={"api_key": API_KEY, "senderid": SENDER_ID, "number": number, "message": text}, timeout=20)
    return r.json()
''',
    cred="alnum:20",
)

K.reg(
    "dhakanet_onu_wifi_customer_sheet_csv",
    ("support/গ্রাহক_ONU_WiFi_<<year>>.csv", "noc/onu_list_<<n2>>.csv"),
    """গ্রাহক আইডি,নাম,এলাকা,ONU MAC,SSID,ওয়াইফাই পাসওয়ার্ড,মন্তব্য
C-<<n4>>,<<fn2>> <<ln2>>,<<site>>,E0:67:<<n2>>:1A:<<n2>>:7F,<<last2>>_home,<<cred>>,গ্রাহক নিজে দিয়েছেন
C-<<n5>>,<<fn>> <<ln>>,<<site>>,E0:67:<<n2>>:2B:<<n2>>:10,<<org>>_<<n3>>,,ইনস্টল বাকি
""",
    cred="human",
    syntax="",
)

K.reg(
    "dhakanet_bengali_email_nttn_portal_password",
    ("mail/noc/<<date>>_nttn_portal.eml", "Thunderbird/NOC/nttn_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: noc@<<dom>>
Subject: NTTN পোর্টাল লগইন
Date: Wed, <<dd>> Jun <<year>> 21:17:58 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

সবাইকে,

আপলিংক টিকেট খোলার জন্য NTTN পোর্টালের নতুন লগইন:
ইউজার: <<org>>-noc
পাসওয়ার্ড: <<cred>>

রাতের শিফটে লিংক ডাউন হলে এখানে টিকেট খুলবেন, ফোনে না পেলে।

<<fn>> <<ln>>
NOC ইনচার্জ
""",
    cred="pw",
    syntax="",
)
