# ruff: noqa: E501
"""Family n: a cửa hàng xăng dầu (petrol station) in Cần Thơ, Mekong Delta, Vietnam."""

from __future__ import annotations

import json

from hundredthirtythird_corpus import DIGITS, alnum, pick
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="cua_hang_xang_dau_cantho",
    orgs=("xangdauninhkieu", "chxdcairang", "petromientay", "xangdauomon", "chxdbinhthuy"),
    tld="com.vn",
    first=("minh", "lan", "tuan", "huong", "dung", "thao", "hung", "ngoc", "khoa", "trang"),
    last=("nguyen", "tran", "le", "pham", "hoang", "huynh", "phan", "vo", "dang", "bui"),
    lfirst=("Minh", "Lan", "Tuấn", "Hương", "Dũng", "Thảo", "Hùng", "Ngọc", "Khoa", "Trang"),
    llast=("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Võ", "Đặng", "Bùi"),
    words=(
        "cantho",
        "xangdau",
        "ninhkieu",
        "mekong",
        "miettay",
        "saigon",
        "phuong",
        "cairang",
        "songhau",
        "hoadon",
        "caylua",
        "binhthuy",
        "omon",
        "xuanthu",
        "lucbinh",
        "banhxeo",
    ),
    cities=("Can Tho", "Ninh Kieu", "Cai Rang", "O Mon", "Vinh Long", "Soc Trang"),
    cc="+84",
    tz="+0700",
    pets=("milu", "vang", "muc", "bong", "lu", "na"),
    family_first=" ",
)

VI_WORDS = (
    "Xăngdầu",
    "Cầnthơ",
    "Ninhkiều",
    "Miềntây",
    "Sôngnước",
    "Hoađào",
    "Phượng",
    "Cáirăng",
    "Bếnninhkiều",
    "Lúanước",
    "Sônghậu",
    "Chợnổi",
)


F.reg(
    "xangdau_app_khach_hang_momo_secret_node",
    ("app-khachhang/config/momo.js", "<<org>>-api/src/payment/momo_<<n2>>.js"),
    """// Thanh toán MoMo cho thẻ trả trước khách hàng doanh nghiệp
module.exports = {
  endpoint: 'https://payment.momo.vn/v2/gateway/api/create',
  partnerCode: 'MOMO<<pc>>',
  accessKey: '<<ak>>',
  secretKey: '<<cred>>',
  redirectUrl: 'https://app.<<dom>>/thanh-toan/ket-qua',
  ipnUrl: 'https://api.<<dom>>/momo/ipn',
  requestType: 'captureWallet',
  lang: 'vi',
};
""",
    "p:momo_secret",
    syntax="",
    extra=lambda rng, s: {
        "pc": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "ak": prov(rng, "momo_access"),
    },
)


def _vnpay(s):
    return (
        json.dumps(
            {
                "Logging": {"LogLevel": {"Default": "Information"}},
                "ConnectionStrings": {
                    "XangDau": f"Server={s['lan']};Database=CHXD;User Id=app;Password=${{DB_PASS}};TrustServerCertificate=True"
                },
                "VnPay": {
                    "TmnCode": s["tmn"],
                    "HashSecret": s["cred"],
                    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                    "ReturnUrl": f"https://thanhtoan.{s['dom']}/vnpay/return",
                    "Version": "2.1.0",
                    "Locale": "vn",
                },
                "CuaHang": {"Ten": f"CHXD {s['org_cap']}", "DiaChi": s["city"]},
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    )


F.reg(
    "xangdau_the_tra_truoc_vnpay_hashsecret_appsettings_json",
    ("ThanhToan.Api/appsettings.Production.json", "<<org>>-thanhtoan/appsettings.json"),
    _vnpay,
    "p:vnpay",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "xangdau_zalo_chat_copy_mat_khau_hoa_don_dien_tu",
    ("Zalo/tin_nhan_<<first2>>_<<date>>.txt", "ghi_chu/<<org>>/zalo_ke_toan_<<n2>>.txt"),
    """<<lname>> <<t1>>
Chị ơi, phần mềm hóa đơn điện tử bắt đăng nhập lại, em quên mật khẩu rồi
<<lname2>> <<t2>>
Tài khoản: <<mst>>-admin
<<lname2>> <<t2>>
Mật khẩu: <<cred>>
<<lname2>> <<t3>>
Xuất hóa đơn xong nhớ đăng xuất nha em, đừng lưu trên máy bán hàng
<<lname>> <<t4>>
Dạ em cảm ơn chị
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mst": "18" + alnum(rng, 8, DIGITS)},
)


def _vi_json(rng, s):
    pw = f"{pick(rng, VI_WORDS)}{pick(rng, ('@', '#', '!', '.'))}{rng.randint(1975, 2026)}"
    cfg = {
        "cua_hang": f"CHXD {s['org_cap']}",
        "ma_so_thue": s["mst"],
        "hoa_don": {
            "nha_cung_cap": "VNPT Invoice",
            "url": f"https://{s['mst']}-tt78.vnpt-invoice.com.vn",
            "tai_khoan": f"{s['mst']}-service",
            "mat_khau": pw,
            "mau_so": "1C25TXD",
        },
        "may_bom": {"cong": "COM3", "so_voi": 8},
    }
    return {"cred": pw, "text": json.dumps(cfg, indent=2) + "\n"}


F.reg(
    "xangdau_hoa_don_config_json_unicode_escaped",
    ("hoadon-sync/config.json", "<<org>>/dong_bo_hoa_don_<<n2>>.json"),
    lambda s: s["text"],
    "human",
    extra=lambda rng, s: _vi_json(rng, {**s, "mst": "18" + alnum(rng, 8, DIGITS)}),
    decode=lambda text: json.loads(text)["hoa_don"]["mat_khau"],
)

F.reg(
    "xangdau_sinvoice_viettel_xuat_hoa_don_python",
    ("tools/sinvoice_xuat.py", "<<org>>/scripts/hoadon_viettel_<<n2>>.py"),
    '''"""Xuất hóa đơn điện tử cuối ca (Viettel S-Invoice) cho khách hàng lấy hóa đơn."""

import requests

API = "https://api-vinvoice.viettel.vn/services/einvoiceapplication/api"
MST = "<<mst>>"
USERNAME = "<<mst>>"
PASSWORD = "<<cred>>"


def dang_nhap():
    r = requests.post("https://api-vinvoice.viettel.vn/auth/login", json={"username": USERNAME, "password": PASSWORD}, timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]


def xuat_hoa_don(payload):
    h = {"Authorization": f"Bearer {dang_nhap()}"}
    r = requests.post(f"{API}/InvoiceAPI/InvoiceWS/createInvoice/{MST}", json=payload, headers=h, timeout=60)
    return r.json()
''',
    "human_x",
    syntax="py",
    extra=lambda rng, s: {"mst": "18" + alnum(rng, 8, DIGITS)},
)

F.reg(
    "xangdau_email_lap_dat_camera_mat_khau",
    ("Thu/Hop thu den/<<date>> ban giao camera.eml", "email/<<org>>/camera_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: =?UTF-8?Q?B=C3=A0n_giao_h=E1=BB=87_th=E1=BB=91ng_camera?=
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào anh/chị <<lfirst>>,

Bên em đã lắp đặt xong hệ thống camera cho cửa hàng xăng dầu (trụ bơm, bồn chứa, phòng bán hàng).
Thông tin đầu ghi:

Địa chỉ: http://<<lan>>
Tài khoản: admin
Mật khẩu: <<cred>>
Ứng dụng xem trên điện thoại: KBView Plus

Anh/chị vui lòng đổi mật khẩu sau khi nhận bàn giao.

Trân trọng,
<<lname2>>
Camera An Ninh <<city>> - <<phone2>>
""",
    "human",
    syntax="",
)

F.reg(
    "xangdau_zalo_oa_access_token_php",
    ("zalo-oa/config.php", "public_html/<<org>>/zalo/oa_<<n2>>.php"),
    """<?php
// Gửi tin nhắn ZNS (Zalo Notification Service) báo giá xăng dầu mới cho khách hàng thân thiết
define('ZALO_OA_ID', '<<oaid>>');
define('ZALO_ACCESS_TOKEN', '<<cred>>');
define('ZNS_TEMPLATE_GIA_XANG', '<<tpl>>');

function gui_zns($phone, $data)
{
    $ch = curl_init('https://business.openapi.zalo.me/message/template');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'access_token: ' . ZALO_ACCESS_TOKEN]);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['phone' => $phone, 'template_id' => ZNS_TEMPLATE_GIA_XANG, 'template_data' => $data]));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "p:zalo_oa",
    syntax="",
    extra=lambda rng, s: {"oaid": alnum(rng, 19, DIGITS), "tpl": alnum(rng, 6, DIGITS)},
)

F.reg(
    "xangdau_so_tay_ocr_wifi_mk",
    ("scan/so_tay_<<n3>>.txt", "OCR/<<org>>/trang_so_tay_<<date>>.txt"),
    """SỔ GIAO CA - CHXD <<org_up>>
Ngày <<dmy>>
- Bồn số 2 (E5 RON92) còn 3.200 lít, đã gọi tổng kho
- Trụ bơm 4 báo lỗi, đã gọi kỹ thuật
Wifi cửa hàng: CHXD_<<org_up>>
mk: <<cred>>
Đầu ghi camera: xem tin nhắn Zalo anh <<lfirst2>>
""",
    "human",
    syntax="",
)
