# ruff: noqa: E501
"""Family h: an event and wedding florist in Hanoi, Vietnam (Vietnamese)."""

import json

from hundredtwentieth_spec import Fam

F = Fam(
    name="hoa_cuoi_hanoi",
    orgs=("hoasen", "bonghong", "hoamai", "camtuhoa"),
    tld="vn",
    first=(
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Thảo", "thao"),
        ("Minh", "minh"),
        ("Phương", "phuong"),
        ("Tuấn", "tuan"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
    ),
    words=(
        "hoasen",
        "hoahong",
        "camtu",
        "hanoi",
        "tinhyeu",
        "hoamai",
        "hoadao",
        "cuoihoi",
        "hoalan",
        "phoco",
        "honguom",
        "bonghoa",
        "hanhphuc",
        "xinhdep",
    ),
    pets=("mimi", "vang", "milu", "cun", "bong", "lu"),
    cc="84",
    city="Hà Nội",
)

F.reg(
    "hoacuoi_zalo_copied_text_mat_khau",
    ("zalo/nhom_shop_<<date>>.txt", "Documents/zalo-<<fa>>-<<nn>>.txt"),
    """<<ln>> <<fn>> <<hh>>:<<mi>> <<dmy>>
Chị ơi, máy tính ở tiệm không vào được web đơn hàng

<<fn2>> <<hh>>:<<mi>> <<dmy>>
tk: <<email>>
mk: <<cred>>

<<ln>> <<fn>> <<hh>>:<<mi>> <<dmy>>
Dạ em vào được rồi ạ. Đơn cổng hoa cưới ở Long Biên mai giao lúc 7h
""",
    cred="human",
)

F.reg(
    "hoacuoi_momo_payment_node_config",
    ("config/momo_<<nn>>.js", "<<org>>-shop/src/payments/momo.config.js"),
    """// Thanh toán đặt cọc qua ví MoMo
module.exports = {
  partnerCode: "MOMO<<hex8>>",
  accessKey: "<<akey>>",
  secretKey: "<<cred>>",
  endpoint: "https://payment.momo.vn/v2/gateway/api/create",
  redirectUrl: "https://<<dom>>/dat-hoa/cam-on",
  ipnUrl: "https://<<dom>>/api/momo/ipn",
};
""",
    cred="p:momo",
    syntax="",
    extra=lambda r, s: {
        "akey": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)


def _appsettings(s):
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "ConnectionStrings": {
                "Shop": "Server=.\\SQLEXPRESS;Database=HoaCuoi;Trusted_Connection=True;"
            },
            "VnPay": {
                "TmnCode": s["hex8"].upper(),
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/vnpay-return",
            },
        },
        indent=2,
    )


F.reg(
    "hoacuoi_vnpay_hash_secret_appsettings_json",
    ("<<org>>.Web/appsettings.Production.json", "deploy/<<fa>>-<<nn>>/appsettings.json"),
    _appsettings,
    cred="p:vnpay",
)

F.reg(
    "hoacuoi_shopify_admin_token_python",
    ("scripts/dong_bo_don_<<nn>>.py", "<<org>>/tools/shopify_orders.py"),
    '''"""Đồng bộ đơn hoa cưới từ Shopify sang Google Sheet của tiệm."""

import requests

SHOP = "<<org>>-hoa.myshopify.com"
ADMIN_TOKEN = "<<cred>>"

r = requests.get(
    f"https://{SHOP}/admin/api/2025-01/orders.json?status=open",
    headers={"X-Shopify-Access-Token": ADMIN_TOKEN},
)
for o in r.json()["orders"]:
    print(o["name"], o["note"])
''',
    cred="p:shopify",
)

F.reg(
    "hoacuoi_vietnamese_email_mat_khau_vuon_dalat",
    ("mail/da_gui/<<date>>_<<nn>>.eml", "Thunderbird/<<fa>>/Sent-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Đơn hoa tuần này - tài khoản cổng đặt hàng
Date: Mon, <<d>> Nov <<y>> <<hh>>:<<mi>>:00 +0700
Content-Type: text/plain; charset=utf-8

Chào anh <<fn2>>,

Tuần này tiệm cần 400 cành hồng trắng và 60 bó cẩm tú cầu cho 3 đám cưới.
Anh đăng nhập cổng đặt hàng của tiệm để xem chi tiết nhé:

Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Xe lạnh đón ở Đà Lạt sáng thứ Năm.

Cảm ơn anh,
<<fn>>
""",
    cred="human",
)

F.reg(
    "hoacuoi_cold_room_esp8266_blynk_ino",
    ("firmware/kho_lanh_<<nn>>/kho_lanh.ino", "<<org>>/esp/cold_room_<<fa>>.ino"),
    """// Cảm biến nhiệt độ kho lạnh hoa (DHT22 + ESP8266)
#define BLYNK_TEMPLATE_ID "TMPL<<hex8>>"
#define BLYNK_AUTH_TOKEN "<<tok>>"
#include <ESP8266WiFi.h>
#include <BlynkSimpleEsp8266.h>

char ssid[] = "HoaCuoi_Kho_<<nn>>";
char pass[] = "<<cred>>";

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() {
  Blynk.run();
}
""",
    cred="pw_dq",
    syntax="",
    extra=lambda r, s: {
        "tok": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
            for _ in range(32)
        )
    },
)

F.reg(
    "hoacuoi_order_sheet_flat_ods",
    ("don_hang/tai_khoan_<<y>>.fods", "Documents/<<fa>>-<<nn>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Tài khoản">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Dịch vụ</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Tài khoản</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Mật khẩu</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>GHN giao hàng</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<phone>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="human_x",
    syntax="xml",
)

F.reg(
    "hoacuoi_kiotviet_sync_ini",
    ("C/KiotSync/config_<<nn>>.ini", "<<org>>/pos/kiotviet.ini"),
    """[kiotviet]
retailer = <<org>>
client_id = <<uuid>>
client_secret = <<cred>>
branch = Cửa hàng Hàng Lược

[sheet]
spreadsheet_id = 1<<hex40>>
""",
    cred="HEX:40",
)
