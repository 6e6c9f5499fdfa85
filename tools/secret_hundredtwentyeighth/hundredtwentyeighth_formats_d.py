"""Family d: a phone and electronics shop (cửa hàng điện máy) in Ho Chi Minh City (Vietnam);
Vietnamese."""

from __future__ import annotations

import csv
import io

from hundredtwentyeighth_spec import Fam, pick

D = Fam(
    name="dienmay_cuahang",
    orgs=("dienmaysao", "phukienviet", "dienthoaiminh", "maytinhsaigon"),
    tld="vn",
    first=(
        ("Nguyễn Văn Hùng", "hung"),
        ("Trần Thị Lan", "lan"),
        ("Lê Minh", "minh"),
        ("Phạm Thu Trang", "trang"),
        ("Võ Quốc Bảo", "bao"),
        ("Đặng Ngọc Ánh", "anh"),
        ("Huỳnh Tuấn", "tuan"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Võ", "vo"),
        ("Huỳnh", "huynh"),
    ),
    words=(
        "saigon",
        "hanoi",
        "phomai",
        "banhmi",
        "caphe",
        "sua",
        "hoamai",
        "tet",
        "lotus",
        "dienthoai",
        "sac",
        "tainghe",
        "xiaomi",
        "vinh",
        "cantho",
        "mekong",
        "yeuem",
        "anhyeu",
    ),
    pets=("milu", "vang", "lu", "bong", "ken"),
    cc="+84",
    city="TP.HCM",
)

D.reg(
    "dienmay_zalo_copied_chat_mat_khau",
    ("Zalo/nhom_cua_hang_<<date>>.txt", "ghichu/zalo_<<fa>>_<<num>>.txt"),
    """[<<time>> <<dmy>>] <<first>>: Em ơi mật khẩu KiotViet của máy bán hàng số 2 là gì vậy?
[<<time2>> <<dmy>>] <<first2>>: Tài khoản <<login>>
[<<time2>> <<dmy>>] <<first2>>: MK: <<cred>>
[<<time2>> <<dmy>>] <<first>>: Ok em, cảm ơn. Nhớ đổi sau Tết nha
""",
    "human",
    syntax="",
)

D.reg(
    "dienmay_kiotviet_public_api_nodejs",
    ("kiotviet-sync/index.js", "tools/<<org>>/kiotviet_<<year>>.js"),
    """// Đồng bộ tồn kho KiotViet -> website (chạy bằng pm2)
const axios = require("axios");

const RETAILER = "<<org>>";
const CLIENT_ID = "<<uuid>>";
const CLIENT_SECRET = "<<cred>>";

async function layToken() {
  const body = new URLSearchParams({
    scopes: "PublicApi.Access",
    grant_type: "client_credentials",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  });
  const r = await axios.post("https://id.kiotviet.vn/connect/token", body);
  return r.data.access_token;
}

module.exports = { layToken, RETAILER };
""",
    "p:kiotviet",
    syntax="",
)

D.reg(
    "dienmay_momo_aio_partner_secret_php",
    ("thanhtoan/momo_config.php", "<<org>>/includes/momo_<<n>>.php"),
    """<?php
// Cấu hình cổng thanh toán MoMo (môi trường thật)
define('MOMO_ENDPOINT', 'https://payment.momo.vn/v2/gateway/api/create');
define('MOMO_PARTNER_CODE', 'MOMO<<serial>>');
define('MOMO_ACCESS_KEY', '<<ak>>');
define('MOMO_SECRET_KEY', '<<cred>>');
define('MOMO_REDIRECT', 'https://<<dom>>/cam-on');
""",
    "p:momo",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

D.reg(
    "dienmay_vnpay_hashsecret_web_config",
    ("WebBanHang/Web.config", "<<org>>.Web/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_TmnCode" value="<<tmn>>" />
    <add key="vnp_HashSecret" value="<<cred>>" />
    <add key="vnp_Returnurl" value="https://<<dom>>/thanh-toan/ket-qua" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:vnpay",
    syntax="xml",
    extra=lambda rng, s: {
        "tmn": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

D.reg(
    "dienmay_shopee_open_platform_partner_yaml",
    ("config/shopee.yml", "deploy/<<org>>/shopee_<<year>>.yaml"),
    """shopee:
  host: https://partner.shopeemobile.com
  partner_id: <<num>>
  partner_key: "<<cred>>"
  shop_id: <<num>>
  redirect: https://<<dom>>/shopee/callback
dong_bo:
  chu_ky_phut: 15
  kho: Kho Quan 10
""",
    "p:shopee",
)


def _ghn_csv(s):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["Dịch vụ", "Tài khoản", "Mật khẩu / Token", "Ghi chú"])
    w.writerow(["Giao Hàng Nhanh", s["phone_raw"], s["cred"], "token API, dán vào web"])
    w.writerow(["Shopee Seller", s["email"], "(hỏi chị chủ)", ""])
    w.writerow(["Camera Ezviz", s["email2"], "xem sổ", "kho"])
    return buf.getvalue()


D.reg(
    "dienmay_tai_khoan_csv_ghn_token",
    ("taikhoan_<<org>>.csv", "Drive/<<fa>>/tai_khoan_<<year>>.csv"),
    _ghn_csv,
    "uuid",
    syntax="",
)

D.reg(
    "dienmay_giay_note_ocr_wifi_mk",
    ("scan/giay_note_<<num>>.txt", "anh/ocr_<<date>>.txt"),
    """WIFI CỬA HÀNG
<<org>>_5G
MK
<<cred>>
(không cho khách)
""",
    "human_x",
    syntax="",
)

D.reg(
    "dienmay_repair_bench_anydesk_set_password_cmd",
    ("suachua/cai_anydesk.cmd", "USB/<<org>>/anydesk_<<n>>.cmd"),
    """@echo off
REM Cài AnyDesk cho máy khách sửa chữa - <<first>>
"%~dp0AnyDesk.exe" --install "C:\\Program Files (x86)\\AnyDesk" --start-with-win --silent
timeout /t 5
echo <<cred>> | "C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe" --set-password
"C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe" --get-id
""",
    lambda rng, f: pick(rng, (f.human(rng, "._-"), f.human(rng, "@_-."))),
    syntax="",
)
