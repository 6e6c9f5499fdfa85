# ruff: noqa: E501
"""Family b: a small importer of electronic components in Hai Phong, Vietnam (Vietnamese;
ECUS5-VNACCS, the customs public-service portal, Zalo, MISA AMIS, VNPAY, Shopee)."""

from __future__ import annotations

from hundredthirtieth_spec import (
    UPPER,
    Fam,
    after,
    alnum,
    dec_qp,
    enc_qp,
    pick,
    reg,
)

F = Fam(
    name="nhapkhau_haiphong_electronics_importer",
    orgs=("hangsongviet", "linhkiendinhvu", "vietchipcang", "bachdangtech", "hoaphuongelec"),
    tld="com.vn",
    first=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Linh", "linh"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
    ),
    words=(
        "haiphong",
        "dosan",
        "bachdang",
        "linhkien",
        "hanghoa",
        "cangbien",
        "dinhvu",
        "hoaphuong",
        "banhda",
        "anhyeu",
        "catba",
        "lachhuyen",
        "vietnam",
        "muaxuan",
    ),
    pets=("milu", "vang", "bong", "cun", "bin", "na", "mimi"),
    places=("Haiphong", "Dinhvu", "Lachhuyen", "Dosan", "Catba", "Kienan"),
    cc="+8490",
)

VN_WORDS = ("Hảiphòng", "Đìnhvũ", "Bạchđằng", "Đồsơn", "Cátbà", "Hoaphượng", "Lạchhuyện")

reg(
    F,
    "nhapkhau_ecus5_vnaccs_config_xml",
    ("ECUS5VNACCS/Config/ECUSConfig_<<n>>.xml", "C/ThaiSon/ECUS5/ECUSConfig.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<ECUSConfig version="5.0.<<n>>">
  <DoanhNghiep MaDN="02<<big>>" TenDN="Công ty TNHH <<orgc>>" DiaChi="KCN Đình Vũ, Hải Phòng" />
  <HaiQuan MaHQ="03CE" TenHQ="Chi cục HQ CK cảng Hải Phòng KV III" />
  <VNACCS UserID="<<big>>" MatKhau="<<cred>>" TerminalID="<<hex8>>" GuiTuDong="true" />
  <ChuKySo NhaCungCap="VNPT-CA" Serial="<<hex40>>" />
  <CoSoDuLieu Server="<<ip>>\\SQLEXPRESS" Database="ECUS5VNACCS" IntegratedSecurity="true" />
</ECUSConfig>
""",
    "pw_xml",
)

reg(
    F,
    "nhapkhau_zalo_copied_text_mat_khau",
    ("Zalo/chat_xuatnhapkhau_<<date>>.txt", "Desktop/zalo_copy_<<n>>.txt"),
    """[<<time>> <<dmy>>] <<ln>> <<fn>>: Chị ơi lô linh kiện tờ khai <<big>>10 bị phân luồng đỏ rồi
[<<time>> <<dmy>>] <<ln2>> <<fn2>>: Em vào cổng dịch vụ công hải quan xem thông báo kiểm hóa nhé
[<<time2>> <<dmy>>] <<ln>> <<fn>>: Em quên mật khẩu rồi 😅
[<<time2>> <<dmy>>] <<ln2>> <<fn2>>: TK: <<user>> / MK: <<cred>>
[<<time2>> <<dmy>>] <<ln2>> <<fn2>>: Xong nhớ xoá tin nhắn này nha, đừng gửi cho bên vận tải
""",
    "human",
    syntax="",
)

reg(
    F,
    "nhapkhau_misa_amis_connect_json",
    ("misa/amis_connect.json", "tools/ketoan/amis_<<org>>.json"),
    """{
  "app_id": "<<uuid>>",
  "access_code": "<<cred>>",
  "org_company_code": "<<org>>-<<n>>",
  "base_url": "https://actapp.misa.vn/api/oauth/actopen/connect",
  "ghi_chu": "đồng bộ hóa đơn nhập khẩu với MISA AMIS kế toán"
}
""",
    "b64:48",
)

reg(
    F,
    "nhapkhau_vnpay_hash_secret_php_config",
    ("config/vnpay_config.php", "home/<<org>>/public_html/vnpay_php/config.php"),
    """<?php
// Cấu hình cổng thanh toán VNPAY cho website bán linh kiện <<dom>>
date_default_timezone_set('Asia/Ho_Chi_Minh');

$vnp_TmnCode = "<<tmn>>"; // Mã website tại VNPAY
$vnp_HashSecret = "<<cred>>"; // Chuỗi bí mật
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/vnpay_php/vnpay_return.php";
$apiUrl = "https://merchant.vnpay.vn/merchant_webapi/api/transaction";
""",
    "p:vnpay",
    syntax="",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, UPPER)},
)

reg(
    F,
    "nhapkhau_ban_giao_usb_token_pin_note",
    ("BanGiao/ban_giao_<<fa>>_<<date>>.md", "Documents/bangiao_xnk_<<n>>.md"),
    """# Biên bản bàn giao công việc – phòng xuất nhập khẩu

Người bàn giao: <<ln>> <<fn>> · Người nhận: <<ln2>> <<fn2>> · Ngày: <<dmy>>

## 1. Tài khoản, chữ ký số

- Phần mềm ECUS5-VNACCS: user `<<user>>` (mật khẩu đã đổi, hỏi kế toán trưởng)
- Chữ ký số USB token VNPT-CA, serial <<hex8>>, mã PIN: <<cred>>
- Email công ty: dùng tài khoản riêng, không bàn giao

## 2. Lô hàng đang xử lý

- Tờ khai <<big>>10, container <<box>>, chờ kiểm hóa tại cảng Đình Vũ
- Bill <<bl>>: thiếu C/O form E, đã nhắc nhà cung cấp Thâm Quyến
""",
    "human",
    syntax="",
)


def _vn_cred(rng, s):
    return f"{pick(rng, VN_WORDS)}{rng.randint(1980, 2026)}{pick(rng, '!@#.')}"


def _qp_body(s):
    return (
        f"Chào {s['fn']},\n\nTài khoản cổng dịch vụ công hải quan của công ty đã được cấp lại.\n"
        f"Tên đăng nhập: {s['user']}\nMật khẩu: {s['cred']}\n\n"
        "Em đăng nhập rồi đổi mật khẩu ngay nhé, và không lưu trên máy tính dùng chung.\n\n"
        f"Trân trọng,\n{s['ln2']} {s['fn2']}\nPhòng hành chính – {s['orgc']}\n"
    )


reg(
    F,
    "nhapkhau_email_quoted_printable_mat_khau_dichvucong",
    ("Mail/INBOX/<<epoch>>.eml", "Thunderbird/Inbox_<<n>>.eml"),
    """From: =?UTF-8?Q?Ph=C3=B2ng_h=C3=A0nh_ch=C3=ADnh?= <<<email2>>>
To: <<email>>
Subject: =?UTF-8?Q?C=E1=BA=A5p_l=E1=BA=A1i_t=C3=A0i_kho=E1=BA=A3n?=
Date: Mon, 09 Mar <<year>> 08:41:02 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _vn_cred,
    syntax="",
    enc=lambda cred, s: enc_qp(_qp_body(s)),
    decode=lambda t: after(dec_qp(t.split("\n\n", 1)[1]), "Mật khẩu: "),
)

reg(
    F,
    "nhapkhau_shopee_open_platform_partner_key_js",
    ("shopee-sync/index.js", "src/shopee/sign_<<n>>.js"),
    """// Đồng bộ đơn hàng Shopee -> kho <<org>> (Shopee Open Platform v2)
const crypto = require("crypto");
const axios = require("axios");

const PARTNER_ID = <<nn>>123;
const PARTNER_KEY = "<<cred>>";
const SHOP_ID = <<big>>;
const HOST = "https://partner.shopeemobile.com";

function sign(path, ts, accessToken) {
  const base = `${PARTNER_ID}${path}${ts}${accessToken}${SHOP_ID}`;
  return crypto.createHmac("sha256", PARTNER_KEY).update(base).digest("hex");
}

module.exports = { sign, HOST };
""",
    "p:shopee",
    syntax="",
)

reg(
    F,
    "nhapkhau_xlsx_shared_strings_tai_khoan",
    ("taikhoan_xnk/xl/sharedStrings.xml", "TaiKhoan_<<year>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>Hệ thống</t></si><si><t>Tài khoản</t></si><si><t>Mật khẩu</t></si><si><t>Ghi chú</t></si><si><t>Cổng dịch vụ công Hải quan</t></si><si><t><<user>></t></si><si><t><<cred>></t></si><si><t>đổi 3 tháng/lần</t></si><si><t>Cảng Đình Vũ ePort</t></si><si><t>dùng tài khoản của anh <<fn2>></t></si></sst>
""",
    "human",
)
