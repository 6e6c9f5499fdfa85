# ruff: noqa: E501
"""Family e: a tea estate and factory in Uva, Sri Lanka (Sinhala, Tamil, English)."""

from __future__ import annotations

import base64
import re

from eightysixth_spec import Fam

F = Fam(
    name="ceylon_uva_tea_factory_estate",
    orgs=("uvakanda",),
    tld="lk",
    first=(
        ("නිමල්", "nimal"),
        ("කුමාරි", "kumari"),
        ("සුනිල්", "sunil"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("ராஜா", "raja"),
        ("செல்வி", "selvi"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("සිල්වා", "silva"),
        ("බණ්ඩාර", "bandara"),
        ("විජේසිංහ", "wijesinghe"),
        ("ராமசாமி", "ramasamy"),
    ),
    words=(
        "uva",
        "nuwara",
        "dimbula",
        "pekoe",
        "kandy",
        "haputale",
        "badulla",
        "kolukkumalai",
        "sigiriya",
        "ceylon",
        "ella",
        "kothmale",
        "bopf",
        "dust",
    ),
    pets=("tiger", "rosy", "jimmy", "sudda", "kalu"),
    cc="+94",
)

F.reg(
    "ceylon_sinhala_whatsapp_muradapadaya_auction_broker",
    ("WhatsApp/WhatsApp Chat with Factory Office <<n>>.txt", "chats/broker-<<date>>.txt"),
    """<<dd>>/<<mm>>/<<yy>> <<time>> - <<fn2>> <<ln2>>: සර්, කොළඹ වෙන්දේසියේ broker portal එකට ලොග් වෙන්න බෑ
<<dd>>/<<mm>>/<<yy>> <<time>> - <<fn>> <<ln>>: යූසර් <<login>>
<<dd>>/<<mm>>/<<yy>> <<time>> - <<fn>> <<ln>>: මුරපදය <<cred>>
<<dd>>/<<mm>>/<<yy>> <<time>> - <<fn2>> <<ln2>>: හරි, BOPF lot <<nn>> දැන් බලන්නම්
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"yy": f"{s['yyyy'] % 100:02d}"},
)


def _k8s_dec(text: str) -> str:
    m = re.search(r"^  password: (\S+)$", text, re.M)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "ceylon_withering_trough_gateway_k8s_secret_base64_data",
    ("k8s/withering-gateway-secret.yaml", "deploy/<<org>>-<<n>>/modbus-gateway.secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: withering-modbus-gateway
  namespace: factory-<<n>>
type: Opaque
data:
  username: <<u64>>
  password: <<p64>>
""",
    "pw",
    extra=lambda rng, s: {
        "u64": base64.b64encode(b"trough").decode(),
        "p64": base64.b64encode(str(s["cred"]).encode()).decode(),
    },
    decode=_k8s_dec,
)

F.reg(
    "ceylon_payhere_merchant_secret_php_checkout",
    ("shop/includes/payhere.php", "www/<<org>>-<<n>>/payhere_config.php"),
    """<?php
// Online tea shop - PayHere checkout (LKR)
$merchant_id     = '12<<nn>>';
$merchant_secret = '<<cred>>';
$currency        = 'LKR';
$notify_url      = 'https://shop.<<dom>>/payhere/notify';
$hash = strtoupper(md5($merchant_id . $order_id . number_format($amount, 2, '.', '') . $currency . strtoupper(md5($merchant_secret))));
""",
    "p:payhere",
    syntax="",
)

F.reg(
    "ceylon_tamil_sms_copied_kadavuchol_plucker_app",
    ("sms/plucking-app-<<n>>.txt", "notes/<<fa>>_sms_<<date>>.txt"),
    """From: <<phone>>  <<dd>>/<<mm>>/<<yyyy>> <<time>>
கொழுந்து எடை ஆப் புதிய கணக்கு
பயனர்: <<login>>
கடவுச்சொல்: <<cred>>
- தொழிற்சாலை அலுவலகம்
""",
    "human",
    syntax="",
)

F.reg(
    "ceylon_estate_payroll_invoke_sqlcmd_powershell",
    ("scripts/payroll_export.ps1", "C:/Payroll/<<org>>/export_<<n>>.ps1"),
    """# Monthly EPF/ETF export - estate payroll (SQL Server Express)
$month = (Get-Date).AddMonths(-1).ToString('yyyy-MM')
Invoke-Sqlcmd -ServerInstance '<<ip>>\\SQLEXPRESS' -Database 'EstatePayroll' `
  -Username 'payroll_ro' -Password '<<cred>>' `
  -Query "EXEC dbo.ExportEpf @Month = '$month'" |
  Export-Csv -Path "D:\\EPF\\epf_$month.csv" -NoTypeInformation
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "ceylon_weighbridge_serial_bridge_ini_mysql",
    ("weighbridge/bridge.ini", "factory/<<org>>/weighbridge-<<n>>.ini"),
    """[serial]
port = COM3
baud = 9600
; green leaf lorry weighbridge, Avery indicator

[mysql]
host = <<ip>>
user = leafintake
password = <<cred>>
database = greenleaf_<<yyyy>>
""",
    "pw",
)

F.reg(
    "ceylon_english_email_tea_board_export_portal",
    ("mail/<<login>>/Sent/<<nn>>.eml", "archive/<<yyyy>>/tea-board-<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: SLTB export licence portal - login for shipping clerk
Date: <<dmy>> <<time>> +0530

Hi <<fa2>>,

Please upload the tea export declarations for the Dubai container today.
Tea Board e-services login is the factory account:
  username: <<org>>_export
  password: <<cred>>

Grade list: BOPF 40 chests, Pekoe 22 chests, Dust 1 18 chests.
Thanks,
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "ceylon_estate_sensors_thingsboard_access_token_python",
    ("sensors/publish_soil.py", "iot/<<org>>/division_<<n>>_mqtt.py"),
    '''"""Soil moisture and rainfall from the upper division to ThingsBoard."""

import json

import paho.mqtt.client as mqtt

THINGSBOARD_HOST = "tb.<<dom>>"
ACCESS_TOKEN = "<<cred>>"

client = mqtt.Client()
client.username_pw_set(ACCESS_TOKEN)
client.connect(THINGSBOARD_HOST, 1883, 60)
client.publish("v1/devices/me/telemetry", json.dumps({"rain_mm": <<n>>, "soil": 0.<<nn>>}))
''',
    "alnum:20",
)
