# ruff: noqa: E501
"""Family b: an LPG cylinder distributorship in Uttar Pradesh, India; Hindi (Devanagari) and
English."""

from __future__ import annotations

from eightieth_spec import Fam

F = Fam(
    name="lpg_cylinder_agency",
    orgs=("jaigasagency", "shubhgas", "gangagasservice"),
    tld="co.in",
    first=("rajesh", "sunita", "amit", "pooja", "vikas", "neha", "sanjay", "kavita"),
    last=("sharma", "verma", "yadav", "gupta", "singh", "mishra", "tiwari", "pandey"),
    first_l=("राजेश", "सुनीता", "अमित", "पूजा", "विकास", "नेहा", "संजय", "कविता"),
    last_l=("शर्मा", "वर्मा", "यादव", "गुप्ता", "सिंह", "मिश्रा", "तिवारी", "पांडे"),
    words=(
        "jaihind",
        "bharat",
        "krishna",
        "ganesh",
        "shubh",
        "laxmi",
        "indane",
        "gaddi",
        "chotu",
        "sona",
        "dilli",
        "kanpur",
        "jaimata",
        "hanuman",
        "cylinder",
        "rasoi",
        "agency",
    ),
    pets=("tommy", "moti", "sheru", "bholu", "kalu", "raja"),
    places=("Lucknow", "Kanpur", "Varanasi", "Agra", "Prayagraj", "Gorakhpur"),
    cc="+91",
    mobile=("9", "8", "7"),
)

F.reg(
    "lpg_hindi_whatsapp_passward_sdms",
    ("WhatsApp Chat - Agency Staff <<n>>.txt", "chats/<<place>> godown group <<n>>.txt"),
    """[<<dmy2>>, <<h12>>:<<mi>>:12 PM] <<full>>: SDMS पोर्टल फिर से लॉगआउट हो गया, बुकिंग नहीं दिख रही
[<<dmy2>>, <<h12>>:<<mi>>:40 PM] <<full2>>: यूज़र आईडी वही है, distributor code <<n6>>
[<<dmy2>>, <<h12>>:<<mi>>:55 PM] <<full2>>: पासवर्ड बदल दिया है: <<cred>>
[<<dmy2>>, <<h12>>:<<mi>>:58 PM] <<full>>: ठीक है भैया, हो गया 🙏
""",
    cred="human",
)

F.reg(
    "lpg_razorpay_booking_php_config",
    ("booking/config/razorpay.php", "public_html/inc/payment_<<n>>.php"),
    """<?php
// <<orgc>> - online cylinder booking, Razorpay live keys (<<place>>)
return [
    'key_id'     => 'rzp_live_<<kid>>',
    'key_secret' => '<<cred>>',
    'currency'   => 'INR',
    'webhook_url'=> 'https://<<dom>>/razorpay/webhook',
];
""",
    cred="p:razorpay_secret",
    syntax="",
    extra=lambda rng, s: {"kid": F.draw(rng, "alnum:14")},
)

F.reg(
    "lpg_delivery_app_msg91_authkey_env",
    ("delivery-app/.env", "api/.env.<<n>>"),
    """APP_NAME="Gas Delivery <<place>>"
APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=delivery
MSG91_AUTH_KEY=<<cred>>
MSG91_SENDER=JGASAG
MSG91_TEMPLATE_OTP=64<<hex8>>
""",
    cred="p:msg91",
)

F.reg(
    "lpg_busy_accounting_sqlcmd_backup_bat",
    ("C:/BusyWin/backup_<<n>>.bat", "Desktop/busy_backup_<<place>>.bat"),
    """@echo off
REM BUSY 21 data backup - roz raat 10 baje
set DT=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\BUSY -U sa -P <<cred>> -Q "BACKUP DATABASE [BusyComp0001_db1202<<n>>] TO DISK='D:\\Backup\\busy_%DT%.bak'"
xcopy D:\\Backup\\busy_%DT%.bak \\\\NAS\\backup\\busy\\ /Y
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "lpg_godown_hikvision_rtsp_vlc_m3u",
    ("Videos/godown_cameras_<<n>>.m3u", "Desktop/cctv_<<place>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Godown gate
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Cylinder yard
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    cred="pw_url",
)

F.reg(
    "lpg_sms_backup_xml_hindi_passward",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" subject="null" body="मैडम, इंडेन वितरक पोर्टल का नया पासवर्ड <<cred>> है। किसी को मत बताना।" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<full>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>999" type="2" subject="null" body="ठीक है, धन्यवाद" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<full>>" />
</smses>
""",
    cred="human",
)

F.reg(
    "lpg_cylinder_stock_xlsx_shared_strings",
    (
        "stock_register_<<mo>>/xl/sharedStrings.xml",
        "unzipped/portal_ids_<<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12"><si><t>पोर्टल</t></si><si><t>यूज़र</t></si><si><t>पासवर्ड</t></si><si><t>SDMS</t></si><si><t><<user>></t></si><si><t><<cred>></t></si><si><t>GST</t></si><si><t>jaigas<<n>></t></si><si><t>OTP मोबाइल पर</t></si><si><t>14.2 kg भरे</t></si><si><t>खाली</t></si><si><t><<place>></t></si></sst>
""",
    cred="human",
)

F.reg(
    "lpg_paytm_merchant_key_java",
    (
        "src/main/java/com/<<org>>/pay/PaytmConfig.java",
        "app/src/main/java/com/<<org>>/PaytmConstants<<n>>.java",
    ),
    """package com.<<org>>.pay;

public final class PaytmConfig {
    public static final String MID = "<<orgc>><<n6>>";
    public static final String MERCHANT_KEY = "<<cred>>";
    public static final String WEBSITE = "DEFAULT";
    public static final String CALLBACK = "https://<<dom>>/paytm/callback";

    private PaytmConfig() {}
}
""",
    cred="p:paytm_key",
    syntax="",
)
