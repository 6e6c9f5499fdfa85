"""Family i: a carton and packaging printer in Bình Dương (Vietnam; Vietnamese)."""

from __future__ import annotations

import json

from eightyfourth_spec import Fam, spreadsheetml, xe
from secret_corpus_kit import alnum

FAM = Fam(
    name="baobi_binhduong_packprint",
    orgs=("baobisaigon", "inthungphat", "cartonbinhduong"),
    tld="com.vn",
    first=(
        ("Nguyễn Văn", "van"),
        ("Thị Lan", "lan"),
        ("Minh", "minh"),
        ("Thu Hà", "ha"),
        ("Quốc Bảo", "bao"),
        ("Ngọc Anh", "anh"),
        ("Đức", "duc"),
        ("Phương", "phuong"),
        ("Hùng", "hung"),
        ("Mai", "mai"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
        ("Bùi", "bui"),
    ),
    words=(
        "baobi",
        "thung",
        "carton",
        "saigon",
        "binhduong",
        "phohanoi",
        "caphe",
        "hoasen",
        "matroi",
        "songsaigon",
        "vietnam",
        "tet",
        "banhmi",
        "lucky",
        "phattai",
        "anhyeu",
    ),
    pets=("milo", "lu", "bong", "vang", "mun", "kiki"),
    places=("binhduong", "thudau", "diAn", "saigon", "bienhoa", "thuanan", "tanuyen"),
    cc="+84",
    walks=("123456a", "qwerty", "1q2w3e4r", "asdf", "zxc123"),
)

FAM.reg(
    "baobi_vietnamese_zalo_copied_mat_khau",
    ("Zalo/chat_<<fa2>>_<<date>>.txt", "Documents/zalo_ghi_chu_<<n>>.txt"),
    """<<fn2>> <<ln2>>  <<hh>>:<<mi>>
Chị ơi máy CTP báo lỗi không kết nối được Prinergy, em đăng nhập lại mà không nhớ mật khẩu
<<fn>> <<ln>>  <<hh>>:<<mi2>>
tài khoản: prepress
<<fn>> <<ln>>  <<hh>>:<<mi2>>
mật khẩu: <<cred>>
<<fn2>> <<ln2>>  <<hh2>>:<<mi>>
Dạ được rồi ạ, em cảm ơn chị 🙏 đơn thùng carton 5 lớp giao sáng mai nha
""",
    "human",
)

FAM.reg(
    "baobi_vnpay_hash_secret_appsettings_json",
    ("BaoBi.Web/appsettings.Production.json", "src/<<orgc>>.Shop/appsettings.<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "Logging": {"LogLevel": {"Default": "Warning"}},
                "ConnectionStrings": {
                    "Default": f"Server={s['ip']};Database=DonHang;Integrated Security=true"
                },
                "VnPay": {
                    "TmnCode": s["tmn"],
                    "HashSecret": s["cred"],
                    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                    "ReturnUrl": f"https://{s['dom']}/thanh-toan/ket-qua",
                    "Version": "2.1.0",
                },
            },
            indent=2,
        )
        + "\n"
    ),
    "p:vnpay_secret",
    extra=lambda r, s: {"tmn": alnum(r, 8).upper()},
)

FAM.reg(
    "baobi_momo_secret_key_java_properties",
    (
        "src/main/resources/momo.properties",
        "baogia-<<org>>-<<n>>/src/main/resources/application-prod.properties",
    ),
    """# Thanh toán MoMo cho đơn đặt in hộp giấy online
momo.endpoint=https://payment.momo.vn/v2/gateway/api/create
momo.partner-code=MOMO<<serial>>
momo.access-key=<<akey>>
momo.secret-key=<<cred>>
momo.redirect-url=https://<<dom>>/don-hang/momo
momo.ipn-url=https://<<dom>>/api/momo/ipn
spring.datasource.url=jdbc:mysql://<<ip>>:3306/baogia
""",
    "p:momo_secret",
    extra=lambda r, s: {"akey": alnum(r, 16)},
)

FAM.reg(
    "baobi_viettel_sinvoice_api_python",
    ("hoadon/xuat_hoa_don.py", "tools/<<fa>>/sinvoice_<<n>>.py"),
    '''"""Xuất hóa đơn điện tử Viettel S-Invoice cho đơn hàng thùng carton."""

import requests

SINVOICE_URL = "https://api-vinvoice.viettel.vn/services/einvoiceapplication/api"
MST = "03<<id>><<nn>>"
USERNAME = "03<<id>><<nn>>"
PASSWORD = '<<cred>>'


def tao_hoa_don(don):
    url = f"{SINVOICE_URL}/InvoiceAPI/InvoiceWS/createInvoice/{MST}"
    r = requests.post(url, json=don, auth=(USERNAME, PASSWORD), timeout=60)
    r.raise_for_status()
    return r.json()["result"]["invoiceNo"]
''',
    "pw_sq",
)

FAM.reg(
    "baobi_esko_automation_engine_ftp_access_point",
    ("Esko/AE/access_points/khach_hang_<<n>>.xml", "export/ae_config_<<date>>/FTP_<<orgu>>.xml"),
    lambda s: (
        f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Esko Automation Engine - Access Point: khách hàng gửi file thiết kế hộp (ArtiosCAD + PDF) -->
<AccessPoint type="FTP" name="KH_{s["orgu"]}_{s["n"]}">
  <Server host="ftp.{s["dom"]}" port="21" passive="true"/>
  <Login user="kh{s["id"]}" password="{xe(s["cred"])}"/>
  <Target container="\\\\{s["ip"]}\\AEJobs" folder="Incoming/KH{s["id"]}"/>
  <Workflow ticket="Preflight_HopGiay_Offset" priority="normal"/>
</AccessPoint>
"""
    ),
    "pw_xml",
)

FAM.reg(
    "baobi_vietnamese_email_mat_khau_webcenter",
    ("Thu/Hop thu den/<<id>>.eml", "mail/<<fa>>/webcenter_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fa2>>.<<la2>>@<<place>>food.com.vn
Subject: Tài khoản duyệt maquette bao bì trên WebCenter
Date: <<rfcdate>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Kính gửi anh/chị <<fn2>>,

Công ty đã tạo tài khoản để anh/chị duyệt maquette hộp giấy và thùng carton trực tuyến:
https://webcenter.<<dom>>/WebCenter

Tên đăng nhập: <<fa2>>.<<la2>>
Mật khẩu: <<cred>>

Sau khi duyệt, bộ phận chế bản sẽ ra phim và lên khuôn bế trong 2 ngày làm việc.

Trân trọng,
<<fn>> <<ln>>
Phòng Kinh doanh - <<orgc>>
""",
    "human",
)

FAM.reg(
    "baobi_customer_ftp_chpasswd_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n>>"),
    """sudo useradd -m -d /srv/ftp/kh<<id>> -s /usr/sbin/nologin kh<<id>>
echo 'kh<<id>>:<<cred>>' | sudo chpasswd
sudo systemctl restart vsftpd
ls -la /srv/ftp/kh<<id>>
sudo tail -f /var/log/vsftpd.log
""",
    "pw_bare",
)

FAM.reg(
    "baobi_bang_mat_khau_spreadsheetml",
    ("Tai lieu/tai_khoan_<<yyyy>>.xml", "USB/<<fa>>/mat khau <<n>>.xml"),
    lambda s: spreadsheetml(
        "Tài khoản",
        [
            ["Hệ thống", "Tài khoản", "Mật khẩu", "Người dùng"],
            ["MISA AMIS kế toán", s["email"], s["cred"], s["fn"]],
            ["Máy in Heidelberg (Prinect)", "operator", "hỏi tổ trưởng", s["fn2"]],
            ["Camera xưởng", "admin", "", "bảo vệ"],
        ],
    ),
    "human_x",
)
