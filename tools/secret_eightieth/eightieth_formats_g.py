# ruff: noqa: E501
"""Family g: a biogas digester installer in the Mekong delta, Vietnam; Vietnamese."""

from __future__ import annotations

import json

from eightieth_spec import Fam, grab

F = Fam(
    name="biogas_hamkhi_installer",
    orgs=("hamxanh", "khisinhviet", "biogasmientay"),
    tld="vn",
    first=("minh", "lan", "hung", "thao", "tuan", "huong", "dung", "linh"),
    last=("nguyen", "tran", "le", "pham", "hoang", "vo", "dang", "huynh"),
    first_l=("Minh", "Lan", "Hùng", "Thảo", "Tuấn", "Hương", "Dũng", "Linh"),
    last_l=("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Võ", "Đặng", "Huỳnh"),
    words=(
        "biogas",
        "hamkhi",
        "khisinh",
        "conheo",
        "trangtrai",
        "mientay",
        "cantho",
        "saigon",
        "hanoi",
        "dongthap",
        "xanh",
        "vuive",
        "anhyeu",
        "emyeu",
        "mekong",
        "lua",
        "caphe",
        "heo",
    ),
    pets=("milo", "lu", "kiki", "bong", "vang", "mimi"),
    places=("Cần Thơ", "Đồng Tháp", "Vĩnh Long", "An Giang", "Long An", "Tiền Giang"),
    cc="+84",
    mobile=("9", "3", "8"),
)

ACCENTED = ("Hầm", "Khí", "Trại", "Mười", "Sáu", "Đồng", "Năm", "Cầu", "Bình", "Lợn")


F.reg(
    "biogas_vietnamese_zalo_mat_khau",
    ("Zalo/nhom_ky_thuat_<<n>>.txt", "chat/zalo_<<date>>.txt"),
    """[<<time>> <<dmy>>] <<ll>> <<fl>>: Anh ơi, em ra trại heo ở <<place>> rồi, đồng hồ áp suất hầm không lên
[<<time>> <<dmy>>] <<ll>> <<fl>>: Mật khẩu app camera trại là gì vậy anh?
[<<time2>> <<dmy>>] <<full2>>: tài khoản <<phone>>, mật khẩu <<cred>>
[<<time3>> <<dmy>>] <<ll>> <<fl>>: Dạ em vào được rồi, cám ơn anh
""",
    cred="human",
    syntax="",
)

F.reg(
    "biogas_momo_payment_nodejs",
    ("server/momo.config.js", "src/payment/momo_<<n>>.js"),
    """// Thanh toán MoMo cho đơn lắp hầm biogas
module.exports = {
  partnerCode: "MOMO<<hex8>>",
  accessKey: "<<akey>>",
  secretKey: "<<cred>>",
  endpoint: "https://payment.momo.vn/v2/gateway/api/create",
  redirectUrl: "https://<<dom>>/thanh-toan/ket-qua",
  ipnUrl: "https://<<dom>>/api/momo/ipn",
};
""",
    cred="p:momo_vn_secret",
    extra=lambda rng, s: {"akey": F.draw(rng, "alnum:16")},
)


def _g_appsettings(s):
    doc = {
        "Logging": {"LogLevel": {"Default": "Warning"}},
        "ConnectionStrings": {
            "Default": f"Server={s['ip']};Database=BiogasCRM;Trusted_Connection=True;"
        },
        "VnPay": {
            "TmnCode": s["org"][:4].upper() + str(s["n4"]),
            "HashSecret": s["cred"],
            "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
            "ReturnUrl": f"https://{s['dom']}/vnpay-return",
        },
        "AllowedHosts": "*",
    }
    return json.dumps(doc, indent=2)


F.reg(
    "biogas_vnpay_hash_secret_appsettings_json",
    ("BiogasCRM/appsettings.Production.json", "deploy/<<n>>/appsettings.json"),
    _g_appsettings,
    cred="p:vnpay_hash",
)


def _g_json_u(rng, s):
    pw = f"{rng.choice(ACCENTED)}{rng.choice(ACCENTED)}{rng.randint(10, 2026)}{rng.choice('!@#.')}"
    return {"cred": pw}


def _g_json_doc(s):
    doc = {
        "version": 3,
        "exportedAt": s["ts"],
        "technicians": [
            {
                "name": f"{s['ll']} {s['fl']}",
                "phone": s["phone"],
                "region": s["place"],
                "appLogin": s["user"],
                "appPassword": s["cred"],
            },
            {
                "name": s["full2"],
                "phone": s["phone2"],
                "region": "Cần Thơ",
                "appLogin": s["first2"],
                "appPassword": None,
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=True, indent=2)


F.reg(
    "biogas_installer_app_json_unicode_escaped",
    ("app-export/ky_thuat_vien_<<n>>.json", "backup/technicians_<<date>>.json"),
    _g_json_doc,
    cred="human",
    extra=_g_json_u,
    decode=lambda t: json.loads('"' + grab(t, r'"appPassword": "((?:[^"\\]|\\.)+)"') + '"'),
)

F.reg(
    "biogas_lorawan_chirpstack_toml",
    ("etc/chirpstack/chirpstack.toml", "chirpstack-<<n>>/chirpstack.toml"),
    """# Đồng hồ gas LoRaWAN các hầm biogas
[logging]
level = "info"

[postgresql]
dsn = "postgres://chirpstack:<<cred>>@<<ip>>/chirpstack?sslmode=disable"
max_open_connections = 10

[redis]
servers = ["redis://localhost/"]

[network]
net_id = "000000"
enabled_regions = ["as923_2"]
""",
    cred="pw_url",
)

F.reg(
    "biogas_misa_email_mat_khau_ke_toan",
    ("mail/misa_<<n>>.eml", "Sent/ke_toan_<<date>>.eml"),
    """From: <<first>>.<<last>>@<<dom>>
To: ketoan@<<dom>>
Subject: Tài khoản MISA AMIS kế toán tháng <<mo>>
Date: <<date>> <<time>> +0700
Content-Type: text/plain; charset=UTF-8

Chào chị,

Em gửi chị tài khoản MISA AMIS để nhập hóa đơn lắp hầm biogas tháng <<mo>>:
Tên đăng nhập: <<email>>
Mật khẩu: <<cred>>

Chị nhớ đổi mật khẩu sau khi đăng nhập nhé.
<<ll>> <<fl>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "biogas_zalo_oa_access_token_python",
    ("notify/zalo_oa_<<n>>.py", "scripts/gui_tin_bao_tri.py"),
    """# Gửi tin nhắc bảo trì hầm biogas qua Zalo OA
import requests

ACCESS_TOKEN = "<<cred>>"
OA_URL = "https://openapi.zalo.me/v3.0/oa/message/cs"


def nhac_bao_tri(user_id, text):
    return requests.post(
        OA_URL,
        headers={"access_token": ACCESS_TOKEN},
        json={"recipient": {"user_id": user_id}, "message": {"text": text}},
        timeout=20,
    )
""",
    cred="p:zalo_oa",
)

F.reg(
    "biogas_site_survey_flat_ods",
    ("khao_sat/khao_sat_<<n>>.fods", "Documents/trai_heo_<<date>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="KhaoSat">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Chủ trại</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Số heo</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Wifi trại</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Mật khẩu</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<full>></text:p></table:table-cell><table:table-cell office:value-type="float" office:value="<<n3>>"><text:p><<n3>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>TRAI_<<last>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="human",
    syntax="xml",
)
