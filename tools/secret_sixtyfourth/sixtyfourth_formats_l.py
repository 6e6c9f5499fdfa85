# ruff: noqa: E501
"""Family l: a phone-repair and accessories shop (sửa điện thoại, linh kiện) in Ho Chi Minh City
(Vietnam), Vietnamese."""

from __future__ import annotations

import base64
import re

from sixtyfourth_spec import Fam, enc_b64

F = Fam(
    "suadienthoai_linhkien_saigon",
    ("linhkienminh", "suadtanhem", "mobilephattai", "dienthoaibinhan"),
    "vn",
    ("Minh", "Lan", "Tuấn", "Hương", "Dũng", "Thảo", "Khoa", "Linh"),
    ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Võ"),
    (
        "suadienthoai",
        "linhkien",
        "saigon",
        "caphe",
        "phobo",
        "hoasen",
        "thanhcong",
        "phattai",
        "binhan",
        "anhem",
        "matroi",
        "benthanh",
    ),
    ("Milu", "Lu", "Ki", "Bong", "Vang", "Mun"),
    "84",
    ("09########", "03########", "07########"),
    "TP.HCM",
    first_a=("minh", "lan", "tuan", "huong", "dung", "thao", "khoa", "linh"),
    last_a=("nguyen", "tran", "le", "pham", "hoang", "vo"),
)

F.reg(
    "suadt_zalo_chat_mat_khau_kiotviet",
    ("Zalo/Xuat tin nhan/<<first2>>_<<d>>.txt", "Documents/zalo_tiem_<<n>>.txt"),
    """<<t>> <<dsl>> - <<first2>>: Anh ơi, KiotViet bắt đăng nhập lại, mật khẩu là gì vậy anh
<<t>> <<dsl>> - <<first>> <<last>>: tên đăng nhập admin, mật khẩu <<cred>>
<<t2>> <<dsl>> - <<first>> <<last>>: nhập xong nhớ kiểm lại kho màn hình iPhone 11
<<t2>> <<dsl>> - <<first2>>: Dạ em vào được rồi
""",
    "human",
)

F.reg(
    "suadt_kiotviet_public_api_client_secret_python",
    ("Documents/kiotviet/dong_bo_ton_kho.py", "Desktop/ton_kho_<<n>>.py"),
    '''"""Đồng bộ tồn kho linh kiện từ KiotViet sang Google Sheet."""

import requests

RETAILER = "<<org>>"
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://id.kiotviet.vn/connect/token",
        data={"scopes": "PublicApi.Access", "grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=20,
    )
    return r.json()["access_token"]


hdr = {"Retailer": RETAILER, "Authorization": f"Bearer {token()}"}
print(requests.get("https://public.kiotapi.com/products?pageSize=100", headers=hdr, timeout=20).json())
''',
    "HEX:40",
)

F.reg(
    "suadt_vnpay_hash_secret_dotnet_appsettings_json",
    ("WebTiem/appsettings.json", "publish/<<org>>/appsettings.Production.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": { "Tiem": "Data Source=tiem.db" },
  "VnPay": {
    "TmnCode": "<<serial>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://<<dom>>/thanh-toan/ket-qua"
  },
  "AllowedHosts": "*"
}
""",
    "p:vnpay",
)

F.reg(
    "suadt_momo_partner_secret_key_node",
    ("web-tiem/momo.js", "Documents/thanhtoan/momo_<<n>>.js"),
    """// Thanh toán MoMo cho đơn đặt sửa online
const crypto = require('crypto');

const partnerCode = 'MOMO<<serial>>';
const accessKey = '<<hex8>><<n>>';
const secretKey = '<<cred>>';

function sign(raw) {
  return crypto.createHmac('sha256', secretKey).update(raw).digest('hex');
}

module.exports = { partnerCode, accessKey, sign };
""",
    "p:momo",
    syntax="",
)

F.reg(
    "suadt_so_nhan_may_ocr_mat_khau_icloud_khach",
    ("Pictures/Scan/so_nhan_may_<<n>>.txt", "DCIM/OCR/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """SỔ NHẬN MÁY  <<dsl>>
Khách: chị <<first2>>   SĐT <<mob2>>
Máy: iPhone 12 Pro - thay pin + ép kính
Tình trạng: móp góc, Face ID ok
iCloud: <<fa2>>.<<la>>@icloud.com
MK iCloud: <<cred>>
Hẹn lấy: 17h thứ 6    Cọc: 300k
""",
    "human",
    syntax="",
)

F.reg(
    "suadt_giay_dan_tuong_ocr_pass_wifi_sdt",
    ("Pictures/Lens/wifi_tiem_<<n>>.txt", "DCIM/Text/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """SỬA ĐIỆN THOẠI - LINH KIỆN <<orgt>>
Ép kính - Thay pin - Cứu dữ liệu
WIFI: <<orgt>>_5G
PASS: <<cred>>
(pass = số điện thoại tiệm)
""",
    "mobile",
    syntax="",
)

F.reg(
    "suadt_ghn_giao_hang_token_env",
    ("ban-hang-online/.env", "Documents/shop-<<org>>/.env"),
    """# Giao Hàng Nhanh - gửi linh kiện cho khách tỉnh
GHN_API=https://online-gateway.ghn.vn/shiip/public-api
GHN_TOKEN=<<cred>>
GHN_SHOP_ID=<<num>><<n>>
SHOP_PHONE=<<mob>>
SHOPEE_SHOP=<<org>>.official
""",
    "uuid",
    syntax="",
)


def _fz(rng, s):
    s["pw_b64"] = enc_b64(s["cred"])


def _dec_fz(text):
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "suadt_filezilla_sitemanager_pass_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User><<org>>_web</User>
      <Pass encoding="base64"><<pw_b64>></Pass>
      <Logontype>1</Logontype>
      <Name>Website tiệm</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw",
    extra=_fz,
    decode=_dec_fz,
)
