# ruff: noqa: E501
"""Family l: the reservation desk of a fine-dining restaurant in Hanoi, Vietnam; Vietnamese."""

from __future__ import annotations

from hundrednineteenth_spec import Fam, after, dec_json_u, enc_json_u

FAM = Fam(
    name="finedining_reservation_desk_hanoi",
    orgs=("senvang",),
    tld="vn",
    first=(
        ("Hương", "huong"),
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Thảo", "thao"),
        ("Đức", "duc"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
    ),
    words=(
        "hanoi",
        "hoankiem",
        "senvang",
        "phobo",
        "bunca",
        "langsen",
        "taytho",
        "thanglong",
        "hoguom",
        "chanca",
        "nemran",
        "banhcuon",
        "vietnam",
        "saigon",
        "muaxuan",
        "hoasen",
    ),
    pets=("miu", "lu", "bong", "na", "cun", "vang"),
    cc="+84 9",
    phrases=("viet nam vo dich", "anh yeu em", "chuc mung"),
)

VN_WORDS = ("HồGươm", "SenVàng", "ThăngLong", "MùaXuân", "HoaSen", "TâyHồ", "PhởBò", "ĐàLạt")


def _json_u(r, s):
    pw = f"{r.choice(VN_WORDS)}{r.randint(10, 2026)}{r.choice('!@#*')}"
    return {"needle": pw, "enc": enc_json_u(pw)}


FAM.reg(
    "finedining_booking_export_json_unicode_escaped_mat_khau",
    ("exports/dat_ban_<<date>>.json", "pasgo-sync-<<n>>/state.json"),
    """{
  "nha_hang": "<<orgc>> Fine Dining",
  "ngay": "<<date>>",
  "dat_ban": [
    {"ten": "<<fa>> <<la>>", "so_khach": 4, "gio": "19:30", "ghi_chu": "sinh nhat"},
    {"ten": "<<fa2>> <<la2>>", "so_khach": 2, "gio": "20:00", "ghi_chu": "menu chay"}
  ],
  "tai_khoan_pasgo": {"email": "<<email>>", "mat_khau": "<<enc>>"}
}
""",
    "pw",
    extra=_json_u,
    decode=after(r'"mat_khau": "([^"]+)"', dec_json_u),
)

FAM.reg(
    "finedining_zalo_copied_text_mat_khau_tablecheck",
    ("Zalo/zalo_le_tan_<<n>>.txt", "Documents/zalo_copy_<<dmyd>>.txt"),
    """[<<time>> <<dmy>>] <<fn>> <<ln>>: Chị ơi em là lễ tân mới ca tối, máy iPad đặt bàn bị đăng xuất rồi ạ
[<<t2>> <<dmy>>] <<fn2>> <<ln2>>: tk <<email>>
[<<t2>> <<dmy>>] <<fn2>> <<ln2>>: mk <<cred>>
[<<t3>> <<dmy>>] <<fn>> <<ln>>: Dạ em vào được rồi ạ, cảm ơn chị ❤️
""",
    "human",
    syntax="",
)

FAM.reg(
    "finedining_vnpay_deposit_java_properties",
    (
        "deposit-service/src/main/resources/vnpay.properties",
        "booking-api-<<n>>/config/vnpay.properties",
    ),
    """# VNPAY - đặt cọc bàn tiệc
vnp_TmnCode=<<tmn>>
vnp_HashSecret=<<cred>>
vnp_Url=https://pay.vnpay.vn/vpcpay.html
vnp_ReturnUrl=https://<<dom>>/dat-coc/ket-qua
""",
    "p:vnpay",
    syntax="",
    extra=lambda r, s: {
        "tmn": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

FAM.reg(
    "finedining_momo_deposit_laravel_config_php",
    ("website/config/momo.php", "web-<<n>>/config/momo.php"),
    """<?php

// MoMo - thanh toán đặt cọc bàn
return [
    'partner_code' => 'MOMO<<sn>>',
    'access_key' => '<<ak>>',
    'secret_key' => env('MOMO_SECRET_KEY', '<<cred>>'),
    'endpoint' => 'https://payment.momo.vn/v2/gateway/api/create',
];
""",
    "p:momo",
    syntax="",
    extra=lambda r, s: {
        "ak": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

FAM.reg(
    "finedining_kiotviet_public_api_report_python",
    ("scripts/kiotviet_doanh_thu_<<n>>.py", "reports/kiotviet_daily.py"),
    '''"""Doanh thu hằng ngày từ KiotViet Public API."""

import requests

CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"
RETAILER = "<<org>>"

tok = requests.post(
    "https://id.kiotviet.vn/connect/token",
    data={"scopes": "PublicApi.Access", "grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
    timeout=20,
).json()["access_token"]
''',
    "HEX:40",
)

FAM.reg(
    "finedining_wine_cellar_esp32_thingsboard_ino",
    ("wine_cellar/wine_cellar_<<n>>.ino", "firmware/ham_ruou/ham_ruou.ino"),
    """// Hầm rượu vang: nhiệt độ & độ ẩm -> ThingsBoard
#include <WiFi.h>
#include <PubSubClient.h>
#include "DHT.h"

const char* WIFI_SSID = "<<orgc>>_Office";
const char* WIFI_PASS = "<<wifi>>";
const char* TB_HOST = "thingsboard.<<dom>>";
const char* TB_TOKEN = "<<cred>>";

DHT dht(4, DHT22);
WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(TB_HOST, 1883);
  dht.begin();
}
""",
    "alnum:20",
    syntax="",
    extra=lambda r, s: {"wifi": FAM.human(r, safe=True)},
)

FAM.reg(
    "finedining_hotline_yealink_sip_cfg",
    ("provisioning/<<mac>>.cfg", "yealink/le_tan_<<n>>.cfg"),
    """#!version:1.0.0.1
## Hotline đặt bàn - lễ tân
account.1.enable = 1
account.1.label = Dat ban <<n>>
account.1.display_name = <<orgc>> Reservations
account.1.auth_name = 10<<n>>
account.1.user_name = 10<<n>>
account.1.password = <<cred>>
account.1.sip_server.1.address = sip.<<dom>>
""",
    "pw",
    syntax="",
)

FAM.reg(
    "finedining_vietnamese_email_mat_khau_he_thong_dat_ban",
    ("Mail/Sent/tai_khoan_le_tan_<<n>>.eml", "Outlook/Da gui/dat_ban_<<dmyd>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Tài khoản hệ thống đặt bàn cho ca tối
Date: <<dmy>> <<time>> +0700
Content-Type: text/plain; charset=UTF-8

Chào em <<fn2>>,

Từ thứ Hai em phụ trách quầy lễ tân ca tối. Tài khoản hệ thống đặt bàn:
Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Nhớ xác nhận lại tất cả bàn đặt trước 17h và ghi chú dị ứng của khách.
Chị <<fn>>
""",
    "human",
    syntax="",
)
