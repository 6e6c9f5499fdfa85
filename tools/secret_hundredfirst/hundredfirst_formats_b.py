# ruff: noqa: E501
"""Family b: a weaving plant in El-Mahalla El-Kubra, Egypt (Egyptian Arabic, English)."""

from __future__ import annotations

from hundredfirst_spec import Fam, reg

F = Fam(
    name="mahalla_shuttleless_loom_weaving",
    orgs=("mahallaloom", "nilebobbin", "delta-nassig", "gharbiyatex"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("منى", "mona"),
        ("أحمد", "ahmed"),
        ("هبة", "heba"),
        ("كريم", "karim"),
        ("ياسمين", "yasmine"),
        ("مصطفى", "mostafa"),
        ("رانيا", "rania"),
    ),
    last=(
        ("عبد الحميد", "abdelhamid"),
        ("الشناوي", "elshenawy"),
        ("سليمان", "soliman"),
        ("فرج", "farag"),
        ("النجار", "elnaggar"),
        ("حسانين", "hassanein"),
    ),
    words=(
        "nile",
        "masr",
        "mahalla",
        "nol",
        "ahly",
        "zamalek",
        "koshary",
        "sphinx",
        "tahrir",
        "helwa",
        "qotn",
        "shams",
        "amar",
        "nour",
        "faraona",
        "gamila",
    ),
    pets=("bosy", "mishmish", "loz", "simba", "lucky", "fluffy"),
    cc="20",
    places=("mahalla", "tanta", "cairo", "alexandria", "mansoura", "kafrdawar"),
)

reg(
    F,
    "mahalla_loom_opcua_mqtt_bridge_yaml",
    ("loomhall/bridge/config_<<n>>.yaml", "opt/loom-bridge/hall<<n>>.yml"),
    """# Picanol OMNIplus-i / Tsudakoma ZAX air-jet looms -> MQTT (hall <<n>>)
opcua:
  endpoints:
    - opc.tcp://<<ip>>:4840
    - opc.tcp://<<ip2>>:4840
  poll_ms: 2000
mqtt:
  host: <<host>>
  port: 8883
  tls: true
  username: loom_bridge
  password: '<<cred>>'
  topic_prefix: <<org>>/weaving/hall<<n>>
tags:
  - picks_per_minute
  - warp_stops
  - weft_stops
  - efficiency
""",
    "pw_sq",
)

reg(
    F,
    "mahalla_egyptian_whatsapp_kelmet_elser",
    ("WhatsApp Chat - صالة النسيج <<n>>.txt", "chats/weaving_office_<<ymd>>.txt"),
    """[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: يا جماعة مين معاه كلمة السر بتاعة الواي فاي الجديد في صالة النول؟
[<<dmy>>, <<hm>>:<<sec>>] <<f2l>> <<l2l>>: الشبكة اسمها <<orgu>>-WEAVE-<<n>>
[<<dmy>>, <<hm>>:<<sec>>] <<f2l>> <<l2l>>: والباسورد <<cred>>
[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: تمام شكرا يا باشا 🙏
""",
    "human",
)

reg(
    F,
    "mahalla_odoo_erp_server_conf",
    ("etc/odoo/odoo_<<n>>.conf", "opt/odoo16/debian/odoo-<<org>>.conf"),
    """[options]
; Odoo 16 - <<orgc>> weaving ERP (MRP, stock, sales)
addons_path = /opt/odoo16/addons,/opt/odoo16/custom
admin_passwd = <<adm>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^<<org>>.*$
http_port = 8069
logfile = /var/log/odoo/odoo-server.log
workers = 4
""",
    "pw",
    syntax="ini",
    extra=lambda r, s: s.update(
        adm="$pbkdf2-sha512$600000$" + "".join(r.choice("abcdefghijklmnop") for _ in range(22))
    ),
)

reg(
    F,
    "mahalla_eta_einvoice_client_secret_env",
    ("einvoice/<<org>>/.env", "eta-connector-<<n>>/.env.production"),
    """# Egyptian Tax Authority e-invoicing (ETA) - ERP connector
ETA_ENV=production
ETA_ID_SRV=https://id.eta.gov.eg
ETA_API=https://api.invoicing.eta.gov.eg
ETA_TAXPAYER_RIN=<<nnnn>><<nnnn>>
ETA_CLIENT_ID=<<uid>>
ETA_CLIENT_SECRET=<<cred>>
ETA_TOKEN_SIGNER=http://<<ip>>:18088/sign
""",
    "uuid",
    syntax="",
)

reg(
    F,
    "mahalla_paymob_accept_laravel_config",
    ("<<org>>-shop/config/paymob.php", "shop/config/services_paymob_<<n>>.php"),
    """<?php
// Paymob Accept - online shop for towels and bed sheets
return [
    'api_key'        => '<<cred>>',
    'integration_id' => <<nnnn>><<nn>>,
    'iframe_id'      => <<nn>><<nn>>,
    'hmac'           => '<<hmac>>',
    'currency'       => 'EGP',
];
""",
    "p:paymob_api",
    extra=lambda r, s: s.update(hmac="".join(r.choice("0123456789ABCDEF") for _ in range(32))),
)

reg(
    F,
    "mahalla_nafeza_acid_arabic_email",
    ("mail/sent/nafeza_<<ymd>>.eml", "Export/Nafeza/forwarder_<<nn>>.eml"),
    """From: "<<fl>> <<ll>>" <<<email>>>
To: ops@<<l2a>>-shipping.com.eg
Subject: بيانات الدخول على منصة نافذة - شحنة مناشف <<po>>
Date: <<dmy>> <<hm>> +0200
Content-Type: text/plain; charset=utf-8

أستاذ <<f2l>>،
برجاء تسجيل الـ ACID للشحنة الجاية على منصة نافذة (Nafeza) قبل يوم الخميس.
اسم المستخدم: <<org>>.exports
كلمة المرور: <<cred>>
ولو طلب كود OTP كلمني على <<phone>>.

مع التحية،
<<fl>> <<ll>>
إدارة التصدير - <<orgc>>
""",
    "human",
)

reg(
    F,
    "mahalla_staubli_jacquard_ftp_bat",
    ("jacquard/send_design_<<n>>.bat", "C:/JC6/upload_<<nn>>.bat"),
    """@echo off
rem send the new jacquard design to the Staubli JC6 controllers on loom <<n>>
set DESIGN=%1
echo open <<ip>> > %TEMP%\\jc6.txt
echo user jc6design <<cred>> >> %TEMP%\\jc6.txt
echo binary >> %TEMP%\\jc6.txt
echo put %DESIGN% /designs/%~nx1 >> %TEMP%\\jc6.txt
echo bye >> %TEMP%\\jc6.txt
ftp -n -s:%TEMP%\\jc6.txt
del %TEMP%\\jc6.txt
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "mahalla_shift_report_xlsx_shared_strings",
    (
        "reports/shift_<<ymd>>/xl/sharedStrings.xml",
        "xlsx_unzipped/loom_logins_<<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>الوردية</t></si><si><t>المشرف</t></si><si><t>الكفاءة %</t></si><si><t>اسم المستخدم</t></si><si><t>كلمة المرور</t></si><si><t>صباحي</t></si><si><t><<fl>> <<ll>></t></si><si><t><<user>></t></si><si><t><<cred>></t></si><si><t>نول <<n>></t></si></sst>""",
    "human_x",
    syntax="xml",
)
