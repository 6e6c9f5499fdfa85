# ruff: noqa: E501
"""Family c: a children's swimming club (câu lạc bộ bơi lội) in Hanoi, Vietnam: Vietnamese, Zalo
and Messenger chats, MoMo and VNPay, a pool timing system, KiotViet POS."""

from __future__ import annotations

import json
import random

from hundredfifteenth_spec import Fam, enc_json_u

F = Fam(
    name="boiloi_swim_club_vietnam",
    orgs=("songbohoi", "hanoibogi", "caulacboboi", "hotaybo", "sensinhboi"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Thảo", "thao"),
        ("Hải", "hai"),
        ("Ngọc", "ngoc"),
        ("Quang", "quang"),
        ("Trang", "trang"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
        ("Bùi", "bui"),
        ("Đỗ", "do"),
        ("Ngô", "ngo"),
    ),
    words=(
        "hoguom",
        "boiloi",
        "caheo",
        "songhong",
        "hotay",
        "phobo",
        "thanglong",
        "sen",
        "bongsen",
        "tuoitre",
        "ngoisao",
        "bienxanh",
        "vietnam",
        "mientrung",
    ),
    pets=("miu", "bong", "lu", "na", "xoai", "mit"),
    cc="84",
)


F.reg(
    "boiloi_zalo_copied_text_mat_khau_kiotviet",
    ("Zalo/chat_phu_huynh_<<date>>.txt", "Documents/zalo_copy_<<org>>_<<nn>>.txt"),
    """<<name>> <<time>>
Chị ơi máy bán hàng KiotViet ở quầy bị đăng xuất rồi

<<name2>> <<time>>
Tên gian hàng: <<org>>
Tài khoản: <<user2>>
Mật khẩu: <<cred>>

<<name>> <<time2>>
Dạ em cảm ơn chị ạ
""",
    "human",
    syntax="",
)

F.reg(
    "boiloi_momo_business_ipn_php_secret",
    ("web/hocboi/momo_ipn.php", "public_html/<<org>>/thanhtoan/momo.php"),
    """<?php
// Học phí lớp bơi hè - cổng MoMo
$partnerCode = 'MOMO<<hex8>>';
$accessKey   = '<<nn>><<hex8>>';
$secretKey   = '<<cred>>';
$endpoint    = 'https://payment.momo.vn/v2/gateway/api/create';
$raw = "accessKey=$accessKey&amount=$amount&orderId=$orderId&partnerCode=$partnerCode";
$signature = hash_hmac('sha256', $raw, $secretKey);
""",
    "p:momo_vn",
    syntax="",
)

F.reg(
    "boiloi_vnpay_hash_secret_dotnet_appsettings",
    ("HocBoi.Web/appsettings.Production.json", "src/<<org>>/appsettings.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "VnPay": {
                "TmnCode": s["hex8"].upper(),
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/vnpay-return",
            },
            "ConnectionStrings": {
                "Default": "Server=localhost;Database=hocboi;User Id=hocboi;Integrated Security=true"
            },
        },
        ensure_ascii=False,
        indent=2,
    ),
    "p:vnpay",
)

F.reg(
    "boiloi_pool_timing_quantum_meet_manager_ini",
    ("C:/SwimTiming/MeetManager/settings_<<year>>.ini", "timing/<<org>>/meet.ini"),
    """[Meet]
Name=Giải bơi thiếu niên <<year>>
Pool=25m
Lanes=8

[ResultsUpload]
Server=ftp.<<dom>>
User=ketqua
Password=<<cred>>
Folder=/ketqua/<<year>>

[Scoreboard]
Port=COM3
""",
    "pw",
)


def _ju(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_json_u(s["cred"])}


def _viet_pw(rng: random.Random) -> str:
    w = rng.choice(("Hồ Gươm", "Bơi lội", "Cá heo", "Sông Hồng", "Hồ Tây", "Thăng Long"))
    return f"{w.replace(' ', '')}{rng.choice(('@', '#', '.'))}{rng.randint(1990, 2026)}"


F.reg(
    "boiloi_parents_app_json_unicode_escaped_mat_khau",
    ("app/src/assets/config_<<org>>.json", "mobile/hocboi/config.json"),
    """{"appName": "H\\u1ecdc b\\u01a1i <<org>>", "api": "https://api.<<dom>>/v1", "adminUser": "<<user>>", "adminPass": "<<enc>>", "timeoutMs": 15000}
""",
    _viet_pw,
    extra=_ju,
    decode=lambda t: json.loads(t)["adminPass"],
)

F.reg(
    "boiloi_messenger_json_reply_only_value",
    (
        "facebook-export/messages/inbox/clbboi_<<nn>>/message_1.json",
        "Downloads/messages/inbox/<<org>>_<<n>>/message_1.json",
    ),
    lambda s: json.dumps(
        {
            "participants": [{"name": s["name"]}, {"name": s["name2"]}],
            "messages": [
                {
                    "sender_name": s["name2"],
                    "timestamp_ms": s["epoch"] * 1000 + 4000,
                    "content": s["cred"],
                },
                {
                    "sender_name": s["name"],
                    "timestamp_ms": s["epoch"] * 1000,
                    "content": "Anh gửi lại em mật khẩu wifi bể bơi nhé",
                },
            ],
            "title": "CLB Bơi",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "human_x",
)

F.reg(
    "boiloi_pool_chlorine_controller_esp32_ino",
    ("firmware/clo_bebơi/clo_bebơi.ino", "arduino/<<org>>_chlorine/main.ino"),
    """#include <WiFi.h>
#include <HTTPClient.h>
// Cảm biến clo và pH hồ bơi
const char* WIFI_SSID = "<<org>>_BeBoi";
const char* WIFI_PASS = "<<cred>>";
const char* BLYNK_AUTH = "<<hex16>>";

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}
void loop() { delay(60000); }
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "boiloi_nas_rclone_google_drive_token_conf",
    ("home/<<user>>/.config/rclone/rclone.conf", "nas/<<org>>/rclone.conf"),
    """[drive_ketqua]
type = drive
scope = drive
token = {"access_token":"<<cred>>","token_type":"Bearer","refresh_token":"1//0e<<hex8>>","expiry":"<<date>>T10:00:00+07:00"}
""",
    lambda rng: (
        "ya29.a0"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(150)
        )
    ),
    syntax="",
)
