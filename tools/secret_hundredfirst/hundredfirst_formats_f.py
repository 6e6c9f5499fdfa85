# ruff: noqa: E501
"""Family f: a sportswear contract maker (CMT) in Binh Duong, Vietnam (Vietnamese)."""

from __future__ import annotations

import base64

from hundredfirst_spec import Fam, dec_regex, enc_b64, reg

F = Fam(
    name="binhduong_sportswear_cmt_maker",
    orgs=("songbesport", "thuanan-garment", "binhduongactive", "dianathletic"),
    tld="com.vn",
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
        "saigon",
        "hanoi",
        "banhmi",
        "binhduong",
        "caphe",
        "hoasen",
        "mekong",
        "vietnam",
        "anhyeuem",
        "songbe",
        "chuoi",
        "hoamai",
        "trungthu",
        "quehuong",
        "muaxuan",
        "bongda",
    ),
    pets=("mit", "vang", "bong", "lu", "miu", "ki"),
    cc="84",
    places=("thuanan", "binhduong", "dian", "bencat", "saigon", "dongnai"),
)

reg(
    F,
    "binhduong_cutting_room_filezilla_sitemanager_b64",
    ("AppData/Roaming/FileZilla/sitemanager_<<n>>.xml", "cutting/<<fa>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>cutter<<n>></User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <Name>May cat Gerber Z7 - marker</Name>
            <LocalDir>D:\\AccuMark\\Markers</LocalDir>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    syntax="xml",
    encode=enc_b64,
    decode=dec_regex(
        r'<Pass encoding="base64">([^<]+)</Pass>', lambda v: base64.b64decode(v).decode()
    ),
)

reg(
    F,
    "binhduong_vietnamese_zalo_copied_mat_khau",
    ("zalo/nhom_chuyen_may_<<n>>.txt", "chats/zalo_<<ymd>>.txt"),
    """<<ll>> <<fl>> <<hm>>
Chị ơi cho em xin mật khẩu tài khoản ECUS để khai tờ khai xuất lô áo <<style>> ạ

<<l2l>> <<f2l>> <<hm2>>
Tài khoản: <<org>>xk
Mật khẩu: <<cred>>
Khai xong nhớ báo chị nha

<<ll>> <<fl>> <<hm2>>
Dạ em cảm ơn chị ❤️
""",
    "human",
    syntax="",
)

reg(
    F,
    "binhduong_vnpay_hash_secret_web_config",
    ("EmployeeShop/Web.config", "shop-noi-bo-<<n>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_TmnCode" value="<<orgu>><<n>>" />
    <add key="vnp_HashSecret" value="<<cred>>" />
    <add key="vnp_Returnurl" value="https://shop.<<dom>>/vnpay_return.aspx" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:vnpay",
    syntax="xml",
)

reg(
    F,
    "binhduong_momo_salary_advance_java_properties",
    (
        "salary-advance/src/main/resources/momo.properties",
        "ung-luong-<<n>>/application-momo.properties",
    ),
    """# MoMo - ung luong cho cong nhan (salary advance)
momo.endpoint=https://payment.momo.vn/v2/gateway/api
momo.partnerCode=MOMO<<orgu>><<n>>
momo.accessKey=<<akey>>
momo.secretKey=<<cred>>
momo.ipnUrl=https://hr.<<dom>>/momo/ipn
""",
    "p:momo",
    syntax="",
    extra=lambda r, s: s.update(
        akey="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    ),
)

reg(
    F,
    "binhduong_ecus_vnaccs_vietnamese_email",
    ("mail/ecus_<<ymd>>.eml", "XuatNhapKhau/ecus_tai_khoan_<<nn>>.eml"),
    """From: "<<ll>> <<fl>>" <<<email>>>
To: <<email2>>
Subject: Tài khoản ECUS5-VNACCS và chữ ký số - lô <<po>>
Date: <<dmy>> <<hm>> +0700
Content-Type: text/plain; charset=utf-8

Chào em,

Anh gửi thông tin đăng nhập phần mềm ECUS5 (Thái Sơn) để khai hải quan cho lô hàng áo thể thao:
Mã doanh nghiệp: <<nnnn>><<nnnn>><<n>>
Tên đăng nhập: <<org>>_xnk
Mật khẩu: <<cred>>
Token chữ ký số để ở ngăn kéo phòng XNK.

Trân trọng,
<<ll>> <<fl>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "binhduong_inspectorio_buyer_qa_python",
    ("qa/inspectorio_sync_<<n>>.py", "tools/<<org>>/push_inline_inspections.py"),
    '''"""Push inline QC results (sewing lines) to the brand's Inspectorio Sight workspace."""

import requests

API = "https://sight.inspectorio.com/api/v1"
API_KEY = "<<cred>>"


def push(inspection: dict) -> None:
    r = requests.post(
        f"{API}/inspections",
        json=inspection,
        headers={"Authorization": f"Bearer {API_KEY}"},
        timeout=30,
    )
    r.raise_for_status()
''',
    "p:inspectorio",
)

reg(
    F,
    "binhduong_andon_light_esp32_ino",
    ("andon/line_<<n>>/andon_<<n>>.ino", "firmware/andon_chuyen<<nn>>.ino"),
    """// Den Andon chuyen may <<n>> - bao loi may, thieu hang, QC
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid = "<<orgu>>-XUONG<<n>>";
const char* password = "<<cred>>";
const char* mqtt_server = "<<ip>>";

WiFiClient espClient;
PubSubClient client(espClient);

void setup() {
  pinMode(26, OUTPUT);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  client.setServer(mqtt_server, 1883);
}

void loop() {
  client.loop();
}
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "binhduong_misa_backup_sqlcmd_bat",
    ("ke-toan/backup_misa_<<n>>.bat", "C:/MISA/backup_<<org>>.bat"),
    """@echo off
rem Sao luu du lieu ke toan MISA SME moi toi
set NGAY=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\MISASME2023 -U sa -P <<cred>> -Q "BACKUP DATABASE [<<orgu>>_<<y>>] TO DISK='E:\\Backup\\misa_%NGAY%.bak' WITH INIT"
robocopy E:\\Backup \\\\<<ip2>>\\ketoan /MIR
""",
    "pw_bare",
    syntax="",
)
