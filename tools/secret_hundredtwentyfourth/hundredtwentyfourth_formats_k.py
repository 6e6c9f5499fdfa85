"""Family k: a sleeper night-bus (xe giường nằm) operator in Vietnam (Vietnamese)."""

from __future__ import annotations

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="xegiuong_nightbus_operator",
    key="xegiuong",
    orgs=("songhanhbus", "phuongnamxe", "hoangdaoexpress"),
    tld="vn",
    first=(
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Hương", "huong"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
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
        "xegiuong",
        "saigon",
        "hanoi",
        "dalat",
        "phoxua",
        "banhmi",
        "anhyeuem",
        "nhatrang",
        "sapa",
        "mientay",
        "caphe",
        "hoasen",
        "halong",
        "muaxuan",
    ),
    pets=("mimi", "lu", "vang", "bong", "mit"),
    cc="+84",
    cities=("SaiGon", "DaLat", "NhaTrang", "Hue", "CanTho"),
)

# 1 Zalo chat copied as text
F.reg(
    "zalo_chat_mat_khau_phan_mem_ve",
    ("Documents/Zalo_<<fa>>_<<date>>.txt", "Zalo Received Files/nhom_nha_xe_<<num>>.txt"),
    """<<first>> <<last>> <<time>> <<slash>>
Anh ơi phần mềm bán vé ở văn phòng <<city>> bị đăng xuất, em không vào được

Quản lý nhà xe <<time>> <<slash>>
tài khoản <<user>> mật khẩu <<cred>>

<<first>> <<last>> <<time>> <<slash>>
Dạ em vào được rồi, cảm ơn anh
""",
    "human",
)

# 2 VNPay config (Java properties)
F.reg(
    "vnpay_config_java_properties",
    ("src/main/resources/vnpay.properties", "opt/<<org>>/booking/config/vnpay_<<num>>.properties"),
    """# VNPAY - thanh toan ve online
vnp_TmnCode=<<org>><<num>>
vnp_HashSecret=<<cred>>
vnp_Url=https://pay.vnpay.vn/vpcpay.html
vnp_ReturnUrl=https://datve.<<dom>>/vnpay_return
""",
    "p:vnpay",
)

# 3 MoMo IPN handler (Node)
F.reg(
    "momo_ipn_handler_node",
    ("srv/<<org>>/payment/momo.js", "home/<<user>>/datve-api/routes/momo_<<num>>.js"),
    """const crypto = require('crypto');

const partnerCode = 'MOMO<<hex8>>';
const accessKey = '<<akey>>';
const secretKey = '<<cred>>';

function verify(body) {
  const raw = `accessKey=${accessKey}&amount=${body.amount}&orderId=${body.orderId}`;
  return crypto.createHmac('sha256', secretKey).update(raw).digest('hex') === body.signature;
}

module.exports = { verify };
""",
    "p:momo",
    extra=lambda rng, s: {"akey": s["hex8"].upper() + s["num"]},
)

# 4 Binh Anh GPS tracker API YAML
F.reg(
    "binhanh_gps_tracker_api_yaml",
    ("opt/<<org>>/gps-sync/config.yml", "home/<<user>>/gps/binhanh_<<num>>.yaml"),
    """gps_provider: binhanh
api:
  base_url: https://api.binhanh.vn/v2
  company_id: <<bus>><<num>>
  username: <<org>>_api
  password: '<<cred>>'
sync:
  every_seconds: 60
  routes: ["<<city>> - Ha Noi", "<<city>> - Da Nang"]
""",
    "pw_sq",
)

# 5 Vietnamese e-mail with the booking-platform agent password
F.reg(
    "vietnamese_email_mat_khau_dai_ly",
    ("Mail/Hop thu den/<<date>>_tai_khoan.eml", "Documents/email/<<user>>_daily_<<num>>.eml"),
    """From: Phong ve <phongve@<<dom>>>
To: <<email>>
Subject: Tai khoan dai ly ban ve
Date: <<date>> 21:<<num>> +0700
Content-Type: text/plain; charset=UTF-8

Chào <<first>>,

Nhà xe đã tạo tài khoản đại lý bán vé cho văn phòng <<city>>:
Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Vui lòng đổi mật khẩu sau khi đăng nhập lần đầu.
Trân trọng.
""",
    "human",
)

# 6 ticket-office sticky note (AnyDesk ID and password)
F.reg(
    "ticket_office_anydesk_sticky_note",
    ("Desktop/ghi chu.txt", "Users/<<user>>/Desktop/anydesk_<<num>>.txt"),
    """AnyDesk may ban ve
<<bus>> <<bus>> <<bus>>
mk
<<cred>>
""",
    "human",
)

# 7 OpenWrt wireless config of the on-board Wi-Fi
F.reg(
    "onboard_wifi_openwrt_uci_wireless",
    ("etc/config/wireless", "backup/xe<<bus>>/etc/config/wireless"),
    """config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel '6'
\toption country 'VN'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid '<<org>>_xe_<<bus>>'
\toption encryption 'psk2'
\toption key '<<cred>>'
""",
    "pw_sq",
)

# 8 Laravel .env of the booking site
F.reg(
    "sleeper_booking_laravel_dotenv",
    ("var/www/<<org>>/.env", "home/<<user>>/datve/.env"),
    """APP_NAME=DatVe<<num>>
APP_ENV=production
APP_URL=https://datve.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=datve
DB_USERNAME=datve
DB_PASSWORD=<<cred>>
""",
    "pw",
)
