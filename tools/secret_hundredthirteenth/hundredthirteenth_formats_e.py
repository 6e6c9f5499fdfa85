"""Family e: a shrimp farm (ponds with aerators and water-quality probes) in Bac Lieu,
Vietnam: Vietnamese."""

from __future__ import annotations

import json

from hundredthirteenth_spec import Fam, enc_json_u, with_chars

F = Fam(
    name="baclieu_shrimp_ponds",
    orgs=("baclieutom", "tomsucao", "aotomxanh", "camautomgiong"),
    tld="vn",
    first=(
        ("Nguyễn Văn", "nguyenvan"),
        ("Thảo", "thao"),
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Phúc", "phuc"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Mai", "mai"),
    ),
    last=(
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
    ),
    words=(
        "tomsu",
        "tomthe",
        "aonuoi",
        "baclieu",
        "camau",
        "mekong",
        "quattuc",
        "songhau",
        "giong",
        "thucan",
        "hoalong",
        "nhatrai",
        "phuquoc",
        "saigon",
    ),
    pets=("milu", "vang", "bong", "lucky", "kiki"),
    cc="84",
)

F.reg(
    "baclieu_pond_aerator_esp32_blynk_ino",
    ("firmware/quat_ao_<<n>>/quat_ao_<<n>>.ino", "Arduino/aerator_<<org>>/aerator_<<org>>.ino"),
    """// Dieu khien quat nuoc ao tom so <<n>> - ESP32 + cam bien oxy hoa tan
#define BLYNK_TEMPLATE_ID "TMPL<<id8>>"
#define BLYNK_TEMPLATE_NAME "Quat ao tom"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

char ssid[] = "<<org>>-trai";
char pass[] = "<<word>><<nn>>";

BLYNK_WRITE(V1) { digitalWrite(26, param.asInt()); }

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() { Blynk.run(); }
""",
    "p:blynk",
    syntax="",
)

F.reg(
    "baclieu_zalo_copied_chat_mat_khau_camera",
    ("Zalo/tin_nhan_<<fa>>_<<nn>>.txt", "Documents/zalo_trai_tom_<<date>>.txt"),
    """<<fn>> <<ln>> <<time>> <<dd>>/<<mo>>/<<year>>
Anh ơi, mật khẩu camera ao số <<n>> là gì vậy?

<<fn2>> <<time>> <<dd>>/<<mo>>/<<year>>
tài khoản admin, mật khẩu <<cred>>

<<fn>> <<ln>> <<time>> <<dd>>/<<mo>>/<<year>>
Dạ em vào được rồi, cảm ơn anh
""",
    "human",
    syntax="",
)

F.reg(
    "baclieu_vnpay_hash_secret_php_checkout",
    ("shop/config/vnpay.php", "public_html/<<org>>/vnpay_config_<<n>>.php"),
    """<?php
// Ban tom giong online - cong thanh toan VNPAY
date_default_timezone_set('Asia/Ho_Chi_Minh');
$vnp_TmnCode = strtoupper(substr("<<org>><<n>>", 0, 8));
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/vnpay_return.php";
""",
    "p:vnpay",
    syntax="",
)

F.reg(
    "baclieu_momo_partner_secret_key_dotenv",
    ("thucan-api/.env", "srv/<<org>>/momo/.env.production"),
    """# Thanh toan don thuc an tom qua vi MoMo
MOMO_PARTNER_CODE=MOMO<<id8>>
MOMO_ACCESS_KEY=<<id8>><<nn>>
MOMO_SECRET_KEY=<<cred>>
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
""",
    "p:momo",
    syntax="",
)


def _vn(rng, s):
    s["cred"] = with_chars(rng, s["cred"], "ăâđêôơưạờ")
    s["enc"] = enc_json_u(s["cred"])


F.reg(
    "baclieu_feed_dealer_app_json_unicode_escaped_mat_khau",
    ("app_data/dai_ly_<<n>>.json", "backup/<<org>>_dealers_<<date>>.json"),
    lambda s: (
        "{\n"
        f'  "dai_ly": "\\u0110\\u1ea1i l\\u00fd th\\u1ee9c \\u0103n {s["org"]}",\n'
        f'  "sdt": "{s["phone"]}",\n'
        f'  "tai_khoan": "{s["user"]}",\n'
        f'  "mat_khau": "{s["enc"]}",\n'
        '  "ghi_chu": "Kh\\u00f4ng chia s\\u1ebb m\\u1eadt kh\\u1ea9u"\n'
        "}\n"
    ),
    "human_x",
    extra=_vn,
    decode=lambda t: json.loads(t)["mat_khau"],
)

F.reg(
    "baclieu_water_probe_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge_<<org>>.conf", "mosquitto/bridge-ao<<n>>.conf"),
    """# Cau noi MQTT: cam bien pH / DO / do man ao tom -> may chu trung tam
connection trai-<<org>>
address mqtt.<<dom>>:8883
remote_username ao<<n>>
remote_password <<cred>>
topic aotom/# out 1
bridge_cafile /etc/mosquitto/ca.crt
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "baclieu_hikvision_nvr_rtsp_list_txt",
    ("camera/danh_sach_rtsp.txt", "Desktop/camera_ao_<<org>>_<<n>>.txt"),
    """Camera trai tom <<org>> (dau thu Hikvision)
Ao 1: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
Ao 2: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
Kho thuc an: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)

F.reg(
    "baclieu_misa_accounting_email_mat_khau",
    ("Mail/Da gui/<<id8>>.eml", "thunderbird/<<fa>>/Sent/<<ts>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: ketoan@<<dom>>
Subject: Tai khoan MISA AMIS ke toan - vu tom <<year>>
Date: Fri, <<dd>> Jul <<year>> <<time>>:55 +0700
Content-Type: text/plain; charset=utf-8

Chào chị <<fn2>>,

Em gửi tài khoản MISA AMIS để nhập hóa đơn bán tôm vụ này:
Tên đăng nhập: <<user>>@<<dom>>
Mật khẩu: <<cred>>

Chị đổi mật khẩu sau khi đăng nhập giúp em nhé.
<<fn>>
""",
    "human",
    syntax="",
)
