# ruff: noqa: E501
"""Family l: a rail freight yard near Bandar Abbas, Iran (Persian)."""

from __future__ import annotations

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="rahahan_freight_yard_persian",
    key="rahahan",
    orgs=("zagroshaml", "bandarbar", "alborzrail"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("زهرا", "zahra"),
        ("رضا", "reza"),
        ("مریم", "maryam"),
        ("حسین", "hossein"),
        ("فاطمه", "fatemeh"),
    ),
    last=(
        ("احمدی", "ahmadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("موسوی", "mousavi"),
        ("جعفری", "jafari"),
    ),
    words=(
        "zagros",
        "alborz",
        "bandar",
        "tehran",
        "esteghlal",
        "persepolis",
        "damavand",
        "khalij",
        "golestan",
        "shiraz",
        "bahar",
        "norooz",
        "ghatar",
        "vagon",
    ),
    pets=("pishi", "mamoosh", "fandogh", "shirin", "gorbe"),
    cc="+98",
    cities=("Tehran", "BandarAbbas", "Isfahan", "Tabriz", "Mashhad"),
)

# 1 Telegram chat copied as text (Persian)
F.reg(
    "persian_telegram_copied_ramz_oboor",
    ("Documents/تلگرام_<<date>>.txt", "Telegram Desktop/copied_<<org>>_<<num>>.txt"),
    """<<first>> <<last>>, [<<date>> <<time>>]
سلام مهندس، سامانه ردیابی واگن‌ها رمز رو قبول نمی‌کنه

سرپرست شیفت, [<<date>> <<time>>]
نام کاربری <<user>>
رمز عبور <<cred>>

<<first>> <<last>>, [<<date>> <<time>>]
ممنون، وارد شدم
""",
    "human",
)

# 2 .udl data link to the wagon-tracking SQL Server
F.reg(
    "wagon_tracking_sqlserver_udl",
    ("ProgramData/<<org>>/WagonTrack/db.udl", "Users/<<user>>/Desktop/vagon_<<num>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=wagon_app;Initial Catalog=WagonTrack;Data Source=<<ip>>
""",
    "pw",
)

# 3 Zarinpal merchant id (PHP)
F.reg(
    "zarinpal_merchant_php_config",
    ("var/www/<<org>>/config/payment.php", "public_html/barname/inc/zarinpal_<<num>>.php"),
    """<?php
// درگاه پرداخت زرین‌پال - پرداخت هزینه بارنامه
return [
    'merchant_id' => '<<cred>>',
    'callback'    => 'https://barname.<<dom>>/verify',
    'sandbox'     => false,
];
""",
    "p:zarinpal",
)

# 4 weighbridge serial bridge INI (FTP upload)
F.reg(
    "weighbridge_serial_bridge_ini",
    ("ProgramData/<<org>>/Baskool/bridge.ini", "baskool<<num>>/config/upload.ini"),
    """[Serial]
Port=COM3
Baud=9600
Indicator=Mettler IND570

[Upload]
Protocol=ftp
Host=<<ip>>
User=baskool<<num>>
Pass=<<cred>>
RemoteDir=/weights/<<city>>
""",
    "pw",
)

# 5 yard camera snapshot via ISAPI with digest auth (Python)
F.reg(
    "yard_camera_isapi_digest_python",
    ("opt/<<org>>/cameras/snapshot.py", "home/<<user>>/scripts/wagon_number_cam_<<num>>.py"),
    """import requests
from requests.auth import HTTPDigestAuth

CAM = 'http://<<ip>>/ISAPI/Streaming/channels/101/picture'
r = requests.get(CAM, auth=HTTPDigestAuth('admin', '<<cred>>'), timeout=10)
open('/data/snap/<<date>>.jpg', 'wb').write(r.content)
""",
    "pw_sq",
)

# 6 SMS backup XML (Persian) with the reply holding only the value
F.reg(
    "persian_sms_backup_xml_reply_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/phone_<<user>>/sms_<<num>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="رمز وای‌فای دفتر مانور رو بفرست لطفا" read="1" status="-1" locked="0" readable_date="<<date>> <<time>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="2" body="<<cred>>" read="1" status="-1" locked="0" readable_date="<<date>> <<time>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human_x",
)

# 7 Sepidar accounting app.config connection string
F.reg(
    "sepidar_accounting_app_config",
    (
        "Program Files/Sepidar/SepidarClient.exe.config",
        "ProgramData/<<org>>/Sepidar/app_<<num>>.config",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Sepidar" connectionString="Data Source=<<ip>>\\SEPIDAR;Initial Catalog=Sepidar01;User ID=sa;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Culture" value="fa-IR" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

# 8 deploy script writing an SSH key with a heredoc
F.reg(
    "deploy_script_heredoc_id_rsa",
    ("opt/<<org>>/deploy/install_key.sh", "home/<<user>>/setup_yard_server_<<num>>.sh"),
    """#!/bin/sh
mkdir -p /root/.ssh && chmod 700 /root/.ssh
cat > /root/.ssh/id_rsa <<'EOF'
<<cred>>
EOF
chmod 600 /root/.ssh/id_rsa
rsync -az /srv/manifests/ deploy@<<ip>>:/backup/manifests/
""",
    "pem",
)
