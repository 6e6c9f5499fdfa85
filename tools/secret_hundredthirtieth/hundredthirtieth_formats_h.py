# ruff: noqa: E501
"""Family h: a C&F (clearing and forwarding) agent at Chattogram port, Bangladesh (Bengali /
English; ASYCUDA World, CPA CTMS, bKash, SSLCOMMERZ, imo, OpenWrt)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, reg

F = Fam(
    name="cnfagent_chattogram_port_clearing",
    orgs=("karnaphuli", "patengacnf", "agrabadclearing", "shaplaforwarding", "mezbanagency"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("করিম", "karim"),
        ("নাসরিন", "nasrin"),
        ("সুমন", "sumon"),
        ("তানিয়া", "tania"),
        ("আরিফ", "arif"),
        ("মিতু", "mitu"),
        ("জাহিদ", "jahid"),
    ),
    last=(
        ("চৌধুরী", "chowdhury"),
        ("হোসেন", "hossain"),
        ("রহমান", "rahman"),
        ("ইসলাম", "islam"),
        ("আহমেদ", "ahmed"),
        ("সিকদার", "sikder"),
    ),
    words=(
        "chattogram",
        "karnaphuli",
        "bandar",
        "patenga",
        "agrabad",
        "ilish",
        "nodi",
        "shapla",
        "bangla",
        "ekushe",
        "mezban",
        "sonar",
        "akash",
        "boishakh",
        "kalurghat",
        "jahaj",
    ),
    pets=("tommy", "lali", "kalu", "mini", "bagha", "pushi", "moti"),
    places=("Chattogram", "Agrabad", "Patenga", "Halishahar", "Sitakunda", "Benapole"),
    cc="+88017",
)

reg(
    F,
    "cnfagent_imo_copied_bengali_asycuda_password",
    ("Documents/imo_chat_<<fa2>>_<<n>>.txt", "Desktop/imo_<<date>>.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<time>>]
ভাই, ASYCUDA World এ লগইন হচ্ছে না। বিল অফ এন্ট্রি আজকেই জমা দিতে হবে

<<fn2>> <<ln2>>, [<<dmy>> <<time2>>]
ইউজার আইডি: <<user>>
পাসওয়ার্ড: <<cred>>

<<fn>> <<ln>>, [<<dmy>> <<time2>>]
ধন্যবাদ ভাই, হয়ে গেছে ✅
""",
    "human",
    syntax="",
)

reg(
    F,
    "cnfagent_bkash_tokenized_checkout_php",
    ("config/bkash.php", "app/Config/Bkash_<<n>>.php"),
    """<?php
// bKash Tokenized Checkout - ক্লায়েন্টদের কাছ থেকে সার্ভিস চার্জ আদায়
return [
    'sandbox'    => false,
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => '<<appkey>>',
    'app_secret' => '<<cred>>',
    'username'   => '017<<big>>',
    'callback'   => 'https://<<dom>>/bkash/callback',
];
""",
    "p:bkash",
    syntax="",
    extra=lambda rng, s: {
        "appkey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25))
    },
)

reg(
    F,
    "cnfagent_ctms_portal_autohotkey_login",
    ("scripts/ctms_login.ahk", "Desktop/port_login_<<n>>.ahk"),
    """; CPA CTMS (Container Terminal Management) - delivery order check, F9 চাপলে লগইন
#NoEnv
SetTitleMatchMode, 2

F9::
Run, https://ctms.cpa.gov.bd/login
WinWaitActive, CTMS
Sleep, 3000
SendRaw, <<user>>
Send, {Tab}
SendRaw, <<cred>>
Send, {Enter}
return
""",
    "human",
    syntax="",
)

reg(
    F,
    "cnfagent_sslcommerz_store_passwd_env",
    (".env", "billing/.env.live", "var/www/<<org>>/.env"),
    """APP_NAME=<<orgc>>CnF
APP_ENV=production
SSLCZ_STORE_ID=<<org>><<nn>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
""",
    "p:sslcommerz",
    syntax="",
)

reg(
    F,
    "cnfagent_spreadsheetml_bill_of_entry_logins",
    ("Excel/logins_<<year>>.xml", "Shared/CnF/portal_access_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="লগইন">
  <Table>
   <Row><Cell><Data ss:Type="String">পোর্টাল</Data></Cell><Cell><Data ss:Type="String">ইউজার</Data></Cell><Cell><Data ss:Type="String">পাসওয়ার্ড</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">ASYCUDA World (NBR)</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">CPA CTMS</Data></Cell><Cell><Data ss:Type="String"><<fa2>></Data></Cell><Cell><Data ss:Type="String">অফিসে জিজ্ঞেস করুন</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
)

reg(
    F,
    "cnfagent_bengali_email_nbr_asycuda_password",
    ("Mail/Inbox/<<epoch>>.eml", "mail/<<fa>>/new/<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: ASYCUDA World আইডি হস্তান্তর
Date: Sun, 05 Apr <<year>> 11:40:09 +0600
Content-Type: text/plain; charset=UTF-8

<<fn>> ভাই,

আমি ছুটিতে যাচ্ছি। এই সপ্তাহের বিল অফ এন্ট্রিগুলো আপনি আমার আইডি দিয়ে জমা দেবেন।
C&F লাইসেন্স নং: <<nn>>/<<year>>
ইউজার আইডি: <<user>>
পাসওয়ার্ড: <<cred>>

অ্যাসেসমেন্ট হলে ডিউটি সোনালী ব্যাংকে অনলাইনে জমা দেবেন।

<<fn2>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "cnfagent_office_openwrt_wireless_uci",
    ("etc/config/wireless", "backup/openwrt_<<date>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '6'
	option band '2g'
	option htmode 'HT20'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgu>>_Agrabad'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "human_b",
    syntax="",
)

reg(
    F,
    "cnfagent_android_shared_prefs_cnf_app_token",
    ("data/data/bd.<<org>>.cnf/shared_prefs/session.xml", "shared_prefs/<<org>>_prefs_<<n>>.xml"),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_name"><<user>></string>
    <string name="api_base">https://api.<<dom>>/v2/</string>
    <string name="api_token"><<cred>></string>
    <boolean name="is_logged_in" value="true" />
    <long name="last_sync" value="<<epoch>>000" />
</map>
""",
    "hex:40",
)
