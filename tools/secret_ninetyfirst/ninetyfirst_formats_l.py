# ruff: noqa: E501
"""Family l: the memorial site office of a national martyrs' cemetery on the Trường Sơn road,
Quảng Trị, Vietnam (Vietnamese; Zalo and a Zalo Official Account, VNPAY and MoMo for
donations, a martyrs' records search site, Dahua cameras, a visitor counter over MQTT)."""

from __future__ import annotations

from ninetyfirst_spec import Fam

FAM = Fam(
    name="truongson_war_memorial_vietnam",
    orgs=("truongsonky", "nghiatrangts", "tuongniemqt"),
    titles=(
        "Nghĩa trang Liệt sĩ Quốc gia Trường Sơn",
        "Ban Quản lý Khu di tích Trường Sơn",
        "Nhà tưởng niệm Quảng Trị",
    ),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Quang", "quang"),
        ("Ngọc", "ngoc"),
        ("Dũng", "dung"),
        ("Trang", "trang"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
        ("Bùi", "bui"),
    ),
    words=(
        "truongson",
        "quangtri",
        "hienluong",
        "benhai",
        "thanhco",
        "hoasen",
        "quehuong",
        "dongha",
        "phonha",
        "anlac",
        "tuongniem",
        "lieusi",
        "hoabinh",
        "mientrung",
        "langvong",
        "vinhlinh",
        "saigon",
        "hanoi",
    ),
    uwords=(),
    pets=("mic", "bong", "vang", "milu", "lu", "na", "ki"),
    city="Quảng Trị",
    cc="+84 9",
)

FAM.reg(
    "truongson_zalo_copied_mat_khau_may_tra_cuu",
    ("notes/zalo_<<date>>.txt", "Desktop/tin nhắn zalo <<n>>.txt"),
    """<<name>> <<time>>
Anh ơi máy tra cứu mộ liệt sĩ ở nhà đón tiếp bị đăng xuất rồi

<<name2>> <<time>>
tài khoản: tracuu<<n>>
mật khẩu: <<cred>>

<<name>> <<time>>
Dạ em cảm ơn anh ạ
""",
    "human",
)

FAM.reg(
    "truongson_vnpay_donation_php_hash_secret",
    ("www/congduc/vnpay_php/config.php", "public_html/<<org>>-<<n>>/vnpay/config.php"),
    """<?php
date_default_timezone_set('Asia/Ho_Chi_Minh');
/* Công đức / ủng hộ tu bổ khu di tích -- VNPAY */
$vnp_TmnCode = "<<tmn>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/congduc/vnpay_return.php";
$apiUrl = "https://merchant.vnpay.vn/merchant_webapi/merchant.html";
""",
    "p:vnpay",
    extra=lambda rng, s: {"tmn": f"TS{s['hex8'].upper()[:6]}"},
)

FAM.reg(
    "truongson_momo_donation_python_secret_key",
    ("scripts/momo_ungho.py", "home/<<fa>>/momo/ipn_<<n>>.py"),
    '''"""Tạo yêu cầu thanh toán MoMo cho quỹ tu bổ (captureWallet)."""

import hashlib
import hmac
import uuid

import requests

PARTNER_CODE = "MOMO<<hex8>>"
ACCESS_KEY = "<<n4>><<hex8>>"
SECRET_KEY = "<<cred>>"


def tao_thanh_toan(so_tien: int) -> str:
    order_id = str(uuid.uuid4())
    raw = (f"accessKey={ACCESS_KEY}&amount={so_tien}&extraData=&ipnUrl=https://<<dom>>/momo/ipn"
           f"&orderId={order_id}&orderInfo=Ung ho tu bo&partnerCode={PARTNER_CODE}"
           f"&redirectUrl=https://<<dom>>/cam-on&requestId={order_id}&requestType=captureWallet")
    sig = hmac.new(SECRET_KEY.encode(), raw.encode(), hashlib.sha256).hexdigest()
    r = requests.post("https://payment.momo.vn/v2/gateway/api/create", json={
        "partnerCode": PARTNER_CODE, "requestId": order_id, "amount": so_tien, "orderId": order_id,
        "orderInfo": "Ung ho tu bo", "redirectUrl": "https://<<dom>>/cam-on", "ipnUrl": "https://<<dom>>/momo/ipn",
        "requestType": "captureWallet", "extraData": "", "lang": "vi", "signature": sig}, timeout=30)
    return r.json()["payUrl"]
''',
    "p:momo",
)

FAM.reg(
    "truongson_martyr_records_laravel_env",
    ("tracuu/.env", "var/www/<<org>>-tracuu-<<n>>/.env"),
    """APP_NAME="Tra cuu mo liet si"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://tracuu.<<dom>>
APP_LOCALE=vi
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=lietsi
DB_USERNAME=tracuu
DB_PASSWORD=<<cred>>
CACHE_DRIVER=redis
""",
    "pw",
)

FAM.reg(
    "truongson_vietnamese_email_mat_khau_cong_thong_tin",
    ("mail/<<date>>-congthongtin.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Tài khoản quản trị cổng thông tin điện tử
Date: <<d>> Jul <<y>> <<time>>:15 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào <<first2>>,

Theo phân công của Ban Giám đốc, từ tuần sau em phụ trách đăng tin lên cổng
thông tin của khu di tích (dịp 27/7). Thông tin đăng nhập:

  Địa chỉ: https://<<dom>>/quan-tri
  Tên đăng nhập: <<user>>
  Mật khẩu: <<cred>>

Em đổi mật khẩu sau lần đăng nhập đầu nhé.

Trân trọng,
<<name>>
Phòng Hành chính -- <<title>>
""",
    "human",
)

FAM.reg(
    "truongson_dahua_cameras_vlc_m3u_playlist",
    ("Videos/camera_khu_mo_<<n>>.m3u", "Desktop/cameras_<<date>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Cong chinh
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Dai tuong niem
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Khu mo <<n>>
rtsp://admin:<<cred>>@<<ip2>>:554/cam/realmonitor?channel=1&subtype=1
""",
    "pw_url",
)

FAM.reg(
    "truongson_visitor_counter_mosquitto_bridge",
    ("etc/mosquitto/conf.d/bridge.conf", "etc/mosquitto/conf.d/demkhach-<<n>>.conf"),
    """# Đếm khách (cảm biến cổng) -> máy chủ tỉnh
connection bridge-tinh
address <<pub>>:8883
bridge_protocol_version mqttv311
remote_clientid truongson-gate-<<n>>
remote_username ts_gate
remote_password <<cred>>
topic demkhach/# out 1
bridge_cafile /etc/mosquitto/certs/ca.crt
""",
    "pw_bare",
)

FAM.reg(
    "truongson_zalo_oa_config_js_app_secret",
    ("zalo-oa/config.js", "srv/<<org>>-oa-<<n>>/config/zalo.js"),
    """// Zalo Official Account -- thông báo giờ mở cửa, lễ 27/7
module.exports = {
  appId: "<<n4>><<n3>><<n4>>",
  secretKey: "<<cred>>",
  oaId: "<<n4>><<n4>><<n3>>",
  redirectUri: "https://<<dom>>/zalo/callback",
};
""",
    "alnum:20",
)
