# ruff: noqa: E501
"""Family d: a household in Kano (Nigeria): the home router and MiFi, a wife's small online shop
run from home, the family's bank apps; Hausa and Nigerian English."""

from __future__ import annotations

from fiftyninth_spec import Fam, hexs

F = Fam(
    "kano_household_router_hausa",
    tld="com.ng",
    orgs=("gidanwaya", "arewafiber", "sabongari"),
    first=(
        ("Aminu", "aminu"),
        ("Hauwa", "hauwa"),
        ("Ibrahim", "ibrahim"),
        ("Zainab", "zainab"),
        ("Musa", "musa"),
        ("Fatima", "fatima"),
        ("Sani", "sani"),
        ("Aisha", "aisha"),
    ),
    last=(
        ("Bello", "bello"),
        ("Abdullahi", "abdullahi"),
        ("Garba", "garba"),
        ("Usman", "usman"),
        ("Danjuma", "danjuma"),
        ("Lawan", "lawan"),
    ),
    words=(
        "kanopillars",
        "sallah",
        "dawakin",
        "kurmi",
        "arewa",
        "zuma",
        "dorayi",
        "tuwo",
        "durbar",
        "rano",
    ),
    pets=("bobo", "tiger", "simba", "kyanwa", "jimmy", "lucky"),
    mail=("gmail.com", "yahoo.com", "outlook.com"),
    cc="+234",
    ssid=("MTN_4G_", "Airtel-MiFi-", "GidanBello", "Spectranet_", "Smile_Home"),
)


F.reg(
    "kano_whatsapp_hausa_kalmar_sirri_wifi",
    (
        "WhatsApp Chat with Gidan <<la>> <<n>>.txt",
        "Android/media/com.whatsapp/Export/Iyali_<<ymd>>.txt",
    ),
    """<<dmy>>, 7:12 pm - Baba: Assalamu alaikum. An canza router din gida
<<dmy>>, 7:13 pm - <<fn>>: Wa alaikumus salam Baba. Menene sabon kalmar sirri?
<<dmy>>, 7:15 pm - Baba: Sunan wifi: <<ssid>>
<<dmy>>, 7:15 pm - Baba: Kalmar sirri: <<cred>>
<<dmy>>, 7:16 pm - Baba: Kada ku ba makwabta 😄
<<dmy>>, 7:20 pm - <<fn2>>: Na gode Baba, ya yi aiki
""",
    cred="wifi",
)


def _sms(s: dict) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["uuid"]}" backup_date="{s["ms"]}" type="full">
  <sms protocol="0" address="{s["phone"]}" date="{s["ms"]}" type="1" subject="null" body="Hauwa ga kalmar sirrin MiFi din: {s["cred"]} . Idan ya kasa, kashe shi ka kunna." toa="null" sc_toa="null" service_center="+2348039003000" read="1" status="-1" locked="0" date_sent="{s["ms"]}" sub_id="1" readable_date="{s["dmy"]} 9:41:03 am" contact_name="Yaya {s["fn"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{s["ms"]}" type="2" subject="null" body="Na gode, ya yi" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmy"]} 9:44:50 am" contact_name="Yaya {s["fn"]}" />
  <sms protocol="0" address="MTN" date="{s["ms"]}" type="1" subject="null" body="Dear Customer, you have been credited with 10GB data valid till {s["dmy"]}." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmy"]} 10:00:00 am" contact_name="(Unknown)" />
</smses>
"""


F.reg(
    "kano_sms_backup_xml_mifi_kalmar_sirri",
    ("SMSBackupRestore/sms-<<ymd>><<n4>>.xml", "Backup/sms-<<la>>-<<n>>.xml"),
    _sms,
    cred="human_x",
)

F.reg(
    "kano_openwrt_wireless_option_key",
    ("router-backup-<<ymd>>/etc/config/wireless", "Documents/router/openwrt_<<la>>_<<n>>/wireless"),
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '36'
	option band '5g'
	option htmode 'HE80'
	option country 'NG'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<ssid>>'
	option encryption 'psk2'
	option key '<<cred>>'

config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Baki_<<la>>'
	option encryption 'none'
""",
    cred="wifi",
)

F.reg(
    "kano_paystack_live_key_php_kayan_mata_shop",
    (
        "htdocs/shop_<<fa>>/config/paystack.php",
        "Documents/shop-backup-<<ymd>>/includes/paystack_config.php",
    ),
    """<?php
// Hauwa's Kitchen - online orders (Kano)
// keys from dashboard.paystack.com > Settings > API Keys & Webhooks
define('PAYSTACK_PUBLIC_KEY', 'pk_live_<<pk>>');
define('PAYSTACK_SECRET_KEY', '<<cred>>');
define('PAYSTACK_CALLBACK', 'https://<<dom>>/verify.php');
define('SHOP_CURRENCY', 'NGN');
""",
    cred=lambda rng, fam: "sk_live_" + hexs(rng, 40),
    syntax="",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)

F.reg(
    "kano_flutterwave_env_home_tailoring",
    ("projects/dinki_<<fa>>/.env", "Desktop/tailoring-site-<<n>>/.env.production"),
    """APP_NAME="Dinkin <<fn>>"
APP_URL=https://<<dom>>
FLW_PUBLIC_KEY=FLWPUBK-<<pub>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=FLWSECK<<enc>>
WHATSAPP_NUMBER=<<phone>>
""",
    cred=lambda rng, fam: f"FLWSECK-{hexs(rng, 32)}-X",
    syntax="",
    extra=lambda rng, s: {"pub": hexs(rng, 32), "enc": hexs(rng, 12)},
)

F.reg(
    "kano_handwritten_list_ocr_bank_app_pass",
    ("Scans/jerin_<<ymd>>.txt", "Documents/OCR/notebook_page_<<n>>.txt"),
    """JERIN ABUBUWAN BABA  (kar a yar)

GTBank app
  user  <<login>>
  pass  <<cred>>
Opay  - pin a wayar Mama
DSTV  smartcard <<n4>><<n4>><<n3>>
NEPA meter <<n4>> <<n4>> <<n3>>
""",
    cred="human",
)

F.reg(
    "kano_email_hausa_netflix_family_account",
    ("Mail/Sent/Netflix_<<date>>.eml", "Takeout/Mail/Iyali_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Netflix na gida
Date: Fri, 02 Aug <<year>> 21:07:55 +0100
Content-Type: text/plain; charset="UTF-8"

Salam <<fn2>>,

Ga bayanan Netflix na iyali kamar yadda kika tambaya:
Email: <<email>>
Kalmar sirri: <<cred>>

Don Allah kar ki canza profile din yara.
Sai anjima,
<<fn>>
""",
    cred="human",
)

F.reg(
    "kano_mikrotik_export_rsc_security_profile",
    ("router/mikrotik_export_<<ymd>>.rsc", "Documents/gida/hap_ac2_<<n>>.rsc"),
    """# <<date>> 22:10:41 by RouterOS 7.14.3
# software id = <<n4>>-<<n3>>X
#
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=gida supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=gida ssid=<<ssid>>
/ip address
add address=<<gw>>/24 interface=bridge network=192.168.88.0
""",
    cred="pw_bare",
    syntax="",
)
