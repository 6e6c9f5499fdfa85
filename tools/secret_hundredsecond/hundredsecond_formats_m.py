# ruff: noqa: E501
"""Family m: a flood-warning volunteers' network on the Perfume River, Huế, Vietnam (Vietnamese)."""

from __future__ import annotations

import random

from hundredsecond_spec import Fam, Slots, dec_basic, enc_b64, reg

F = Fam(
    name="flood_warning_volunteers_hue",
    orgs=("canhluvn", "songhuongwatch", "nuoclen", "baoluhue"),
    tld="org.vn",
    first=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Dũng", "dung"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Võ", "vo"),
    ),
    words=(
        "songhuong",
        "mualu",
        "baolu",
        "hue",
        "danang",
        "vietnam",
        "quehuong",
        "hoasen",
        "pho",
        "caphe",
        "matroi",
        "thuydien",
        "nuoclen",
        "anhem",
        "tinhnguyen",
        "sen",
    ),
    pets=("milu", "lu", "na", "bong", "vang", "meo"),
    places=("hue", "quangtri", "quangdien", "huongtra", "phongdien", "phuvang"),
    cc="+84",
)

reg(
    F,
    "canhbaolu_zalo_pc_copied_chat_mat_khau",
    ("Ghi chú/zalo_<<date>>.txt", "Desktop/<<org>>_tram_do_mua_<<month>><<day>>.txt"),
    """<<last>> <<first>>   <<hh>>:<<mi>>
Anh em ơi, mật khẩu vào trang quản lý trạm đo mưa <<placec>> đổi rồi nha

<<last2>> <<first2>>   <<hh>>:<<mi>>
Mới là gì anh? Tối nay nước lên nhanh lắm

<<last>> <<first>>   <<hh2>>:00
tài khoản: tram_<<place>>
mk: <<cred>>

<<last2>> <<first2>>   <<hh2>>:01
ok cảm ơn anh 👍
""",
    "human",
    "",
)

reg(
    F,
    "canhbaolu_water_level_esp32_arduino_ino",
    ("tram_muc_nuoc/tram_muc_nuoc.ino", "firmware/<<place>>_level/<<place>>_level.ino"),
    """// Trạm đo mực nước sông – cảm biến siêu âm JSN-SR04T + ESP32
#include <WiFi.h>
#include <HTTPClient.h>

const char* WIFI_SSID = "<<orgu>>_<<placec>>";
const char* WIFI_PASS = "<<cred>>";
const char* API_URL = "https://api.<<dom>>/v1/levels";
const int TRIG = 5, ECHO = 18;

void setup() {
  Serial.begin(115200);
  pinMode(TRIG, OUTPUT);
  pinMode(ECHO, INPUT);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}

void loop() {
  digitalWrite(TRIG, HIGH); delayMicroseconds(10); digitalWrite(TRIG, LOW);
  float cm = pulseIn(ECHO, HIGH) / 58.0;
  HTTPClient http;
  http.begin(API_URL);
  http.addHeader("Content-Type", "application/json");
  http.POST(String("{\\"station\\":\\"<<place>>\\",\\"cm\\":") + cm + "}");
  http.end();
  delay(60000);
}
""",
    "human_dq",
    "",
)

reg(
    F,
    "canhbaolu_zalo_oa_broadcast_token_python",
    ("canh_bao/zalo_oa_broadcast.py", "opt/<<org>>/alerts/zalo_oa.py"),
    '''"""Gửi cảnh báo lũ qua Zalo Official Account cho người dân đã quan tâm OA."""

import requests

ZALO_OA_ACCESS_TOKEN = "<<cred>>"


def send(user_id, text):
    return requests.post(
        "https://openapi.zalo.me/v3.0/oa/message/cs",
        headers={"access_token": ZALO_OA_ACCESS_TOKEN, "Content-Type": "application/json"},
        json={"recipient": {"user_id": user_id}, "message": {"text": text}},
        timeout=15,
    )


if __name__ == "__main__":
    send("<<nnnn>><<nnnn>><<nnnn>>", "Cảnh báo: mực nước sông Hương tại <<placec>> đã vượt báo động 2.")
''',
    "p:zalo",
)


def _basic_extra(rng: random.Random, s: Slots) -> Slots:
    return {"auth": enc_b64(f"tram_{s['place']}:{s['cred']}")}


reg(
    F,
    "canhbaolu_rain_gauge_http_dump_basic_auth",
    ("debug/rain_gauge_<<place>>_<<date>>.http", "logs/tcpdump/<<org>>_request_<<nn>>.txt"),
    """POST /api/v1/rain HTTP/1.1
Host: api.<<dom>>
User-Agent: SIM7600-Logger/2.3
Authorization: Basic <<auth>>
Content-Type: application/json
Content-Length: 74

{"station":"<<place>>","mm_1h":<<nn>>.4,"battery_v":12.6,"ts":<<ts>>}
""",
    "pw",
    "",
    _basic_extra,
    dec_basic,
)

reg(
    F,
    "canhbaolu_momo_donation_partner_secret_env",
    ("ung_ho/.env", "srv/<<org>>/donate/.env.production"),
    """# Quỹ áo phao và xuồng cứu hộ – MoMo (AIO v2)
MOMO_PARTNER_CODE=MOMO<<orgu>><<nn>>
MOMO_ACCESS_KEY=<<hex8>>F<<n>>ab
MOMO_SECRET_KEY=<<cred>>
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
MOMO_REDIRECT_URL=https://<<dom>>/ung-ho/cam-on
""",
    "alnum:32",
    "",
)

reg(
    F,
    "canhbaolu_volunteer_spreadsheetml_logins",
    ("tinh_nguyen_vien/danh_sach_<<year>>.xml", "Documents/<<org>>/tnv_<<place>>_<<month>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Tình nguyện viên">
  <Table>
   <Row><Cell><Data ss:Type="String">Họ tên</Data></Cell><Cell><Data ss:Type="String">Xã</Data></Cell><Cell><Data ss:Type="String">Tài khoản app</Data></Cell><Cell><Data ss:Type="String">Mật khẩu</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<last>> <<first>></Data></Cell><Cell><Data ss:Type="String"><<placec>></Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<last2>> <<first2>></Data></Cell><Cell><Data ss:Type="String">Quảng Thành</Data></Cell><Cell><Data ss:Type="String"><<login2>></Data></Cell><Cell><Data ss:Type="String">chưa cấp</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_xml",
)

reg(
    F,
    "canhbaolu_gammu_smsdrc_mysql_password",
    ("etc/gammu-smsdrc", "opt/<<org>>/sms/<<place>>-smsdrc"),
    """# SMS cảnh báo lũ tự động – modem USB Huawei E3372
[gammu]
device = /dev/ttyUSB0
connection = at
logformat = textalldate

[smsd]
service = sql
driver = native_mysql
host = <<ip>>
user = smsd
password = <<cred>>
database = smsd
logfile = /var/log/gammu-smsd.log
debuglevel = 1
""",
    "pw",
    "ini",
)

reg(
    F,
    "canhbaolu_telegram_bot_level_alert_sh",
    ("opt/canhbao/alert.sh", "home/<<fa>>/bin/bao_dong_<<place>>.sh"),
    """#!/bin/bash
# Gửi cảnh báo mực nước vào nhóm Telegram "Báo lũ <<placec>>"
BOT_TOKEN="<<cred>>"
CHAT_ID="-100<<nnnn>><<nnnn>>"
LEVEL=$(curl -s https://api.<<dom>>/v1/levels/<<place>>/latest | jq -r .cm)
if [ "$LEVEL" -gt 350 ]; then
  curl -s "https://api.telegram.org/bot${BOT_TOKEN}/sendMessage" \\
    -d chat_id="$CHAT_ID" -d text="⚠️ Mực nước <<placec>>: ${LEVEL} cm – báo động 2"
fi
""",
    "p:telegram_bot",
    "",
)
