# ruff: noqa: E501
"""Family c: a plastics recycler (phế liệu nhựa) in Bình Dương, Vietnam (Vietnamese): MISA
accounting, MoMo and VNPay, Viettel GPS, eSMS, granulator line MQTT, Zalo and Messenger."""

from __future__ import annotations

import json
import random

from eightyfifth_spec import VIETNAM as F
from eightyfifth_spec import alnum_key, prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "phelieu_zalo_pc_copied_chat_mat_khau_misa",
    ("Documents/zalo_copy_<<ymd>>.txt", "ke-toan/<<fa>>/tin nhan zalo <<n>>.txt"),
    """<<first>> <<last>> <<t1>>
Chị ơi em không đăng nhập được MISA AMIS kế toán
<<first2>> <<t2>>
Tài khoản: ketoan@<<dom>>
<<first2>> <<t2>>
Mật khẩu: <<cred>>
<<first>> <<last>> <<t3>>
Vào được rồi ạ, em cảm ơn chị
<<first2>> <<t4>>
Nhớ đổi mật khẩu sau khi chốt sổ tháng <<m>> nhé
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "phelieu_momo_partner_secretkey_spring_properties",
    (
        "src/main/resources/application-prod.properties",
        "thu-mua-api/<<org>>/application<<n>>.properties",
    ),
    """# Thanh toán cho đại lý thu gom qua ví MoMo
server.port=8080
spring.datasource.url=jdbc:mysql://<<ip>>:3306/thumua?useUnicode=true&characterEncoding=utf8
spring.datasource.username=thumua

momo.endpoint=https://payment.momo.vn/v2/gateway/api/create
momo.partner-code=MOMO<<partner>>
momo.access-key=<<access>>
momo.secret-key=<<cred>>
momo.redirect-url=https://<<dom>>/thanh-toan/ket-qua
momo.ipn-url=https://api.<<dom>>/momo/ipn
""",
    "p:momo_secret",
    syntax="",
    extra=lambda r, s: {"partner": alnum_key(r, 8, upper=True), "access": alnum_key(r, 16)},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "phelieu_vnpay_hashsecret_aspnet_web_config",
    ("CuaHang/Web.config", "web/<<org>>/Web.<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_Api" value="https://merchant.vnpay.vn/merchant_webapi/api/transaction" />
    <add key="vnp_TmnCode" value="<<tmn>>" />
    <add key="vnp_HashSecret" value="<<cred>>" />
    <add key="vnp_Returnurl" value="https://<<dom>>/vnpay_return.aspx" />
  </appSettings>
  <connectionStrings>
    <add name="HatNhua" connectionString="Data Source=<<ip>>;Initial Catalog=HatNhua;Integrated Security=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:vnpay_hash",
    syntax="xml",
    extra=lambda r, s: {"tmn": alnum_key(r, 8, upper=True)},
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "phelieu_viettel_vtracking_curl_basic_user_script",
    ("scripts/lay_lo_trinh_xe.sh", "gps/<<org>>_vtracking_<<n>>.sh"),
    """#!/bin/bash
# Lấy lộ trình xe tải thu gom từ Viettel vTracking, xuất ra CSV cho kế toán
NGAY=${1:-$(date +%F)}
for BIENSO in 61C-<<nnnn>>1 61H-<<nnnn>>2 51D-<<nnnn>>3; do
  curl -s -u '<<user>>:<<cred>>' \\
    "https://vtracking.viettel.vn/api/v1/vehicles/$BIENSO/route?date=$NGAY" \\
    | jq -r '.points[] | [.time, .lat, .lng, .speed] | @csv' > "lotrinh_${BIENSO}_${NGAY}.csv"
done
""",
    "pw_sq",
    syntax="",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "phelieu_granulator_line_paho_mqtt_energy_meter",
    ("may-tao-hat/mqtt_dien_nang.py", "iot/<<org>>/line<<n>>_meter.py"),
    '''"""Đọc công tơ điện dây chuyền tạo hạt (Modbus RTU) và đẩy lên MQTT broker của xưởng."""

import json
import time

import paho.mqtt.client as mqtt
from pymodbus.client import ModbusSerialClient

BROKER = "<<ip>>"
client = mqtt.Client(client_id="line<<n>>-meter")
client.username_pw_set("xuong_<<n>>", "<<cred>>")
client.connect(BROKER, 1883, 60)

meter = ModbusSerialClient(port="/dev/ttyUSB0", baudrate=9600)
while True:
    rr = meter.read_input_registers(0x0156, count=2, slave=1)
    kwh = (rr.registers[0] << 16 | rr.registers[1]) / 100
    client.publish("xuong/taohat/line<<n>>/kwh", json.dumps({"kwh": kwh, "ts": int(time.time())}))
    time.sleep(60)
''',
    "pw_dq",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "phelieu_esms_brandname_secretkey_json",
    ("config/esms.json", "services/<<org>>/sms_<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "provider": "esms.vn",
                "ApiKey": s["apikey"],
                "SecretKey": s["cred"],
                "Brandname": s["org"].upper()[:11],
                "SmsType": 2,
                "Template": "Phe lieu xanh: Xe thu gom se den {dia_chi} luc {gio}. Hotline "
                + s["phone"],
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    ),
    "p:esms_secret",
    extra=lambda r, s: {"apikey": prov(r, "esms_secret")},
)


# 7 ---------------------------------------------------------------------------------------------
def _agents(rng: random.Random, s: dict) -> dict:
    rows = []
    k = rng.randint(0, 4)
    for i in range(5):
        f = rng.choice(F.first)
        la = rng.choice(F.last)
        pw = s["cred"] if i == k else F.human(rng)
        rows.append(
            f"{la[0]} {f[0]},09{rng.randint(10000000, 99999999)},{f[1].lower()}{rng.randint(1, 99)},{pw},{rng.choice(('PET', 'HDPE', 'PP', 'LDPE'))}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "phelieu_dai_ly_thu_gom_csv_mat_khau_app",
    ("bao-cao/dai_ly_<<year>><<mm>>.csv", "Downloads/danh sach dai ly <<org>> <<n>>.csv"),
    """Đại lý,SĐT,Tài khoản app cân,Mật khẩu,Loại nhựa
<<rows>>
""",
    "human",
    syntax="",
    extra=_agents,
)


# 8 ---------------------------------------------------------------------------------------------
def _messenger(s: dict) -> str:
    t = s["ts"] * 1000
    doc = {
        "participants": [{"name": f"{s['last']} {s['first']}"}, {"name": f"{s['first2']}"}],
        "messages": [
            {
                "sender_name": s["first2"],
                "timestamp_ms": t + 90000,
                "content": "Cảm ơn anh",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": f"{s['last']} {s['first']}",
                "timestamp_ms": t + 60000,
                "content": s["cred"],
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": s["first2"],
                "timestamp_ms": t,
                "content": "Anh ơi wifi xưởng mới pass gì vậy?",
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": s["first2"],
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}_{s['nnnn']}",
        "magic_words": [],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "phelieu_messenger_json_reply_only_wifi_value",
    (
        "messages/inbox/<<fa2>>_<<nnnn>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<nnnn>>/message_1.json",
    ),
    _messenger,
    "human",
)
