# ruff: noqa: E501
"""Family g: an interior fit-out company in Vietnam (Hanoi / Ho Chi Minh City), Vietnamese."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import ALNUM, UPPER, Fam, Slots, alnum, enc_json_u

F = Fam(
    name="noithat_thicong_vietnam",
    orgs=("noithatxanh", "thicongviet", "nhadepdesign", "gohoaphat"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Đặng", "dang"),
    ),
    words=(
        "hanoi",
        "saigon",
        "hoasen",
        "noithat",
        "tuongvi",
        "bienxanh",
        "mattroi",
        "quehuong",
        "anhyeu",
        "rongvang",
        "nhàđẹp",
        "đàlạt",
        "phởbò",
        "hạlong",
        "sơnmài",
        "gỗsồi",
    ),
    pets=("milo", "bong", "muc", "vang", "cun", "ki"),
    cc="+84",
)

F.reg(
    "noithat_zalo_copied_chat_mat_khau",
    ("ghi-chu/zalo_<<fa>>_<<date>>.txt", "du-an/<<org>>/zalo_nhom_thi_cong_<<n>>.txt"),
    """[<<t1>> <<dmys>>] <<last>> <<first>>: Anh ơi em vào tài khoản Google Drive của dự án không được
[<<t2>> <<dmys>>] <<last2>> <<first2>>: Chị kế toán đổi mật khẩu hôm qua rồi
[<<t2>> <<dmys>>] <<last2>> <<first2>>: tk: <<email2>>
[<<t3>> <<dmys>>] <<last2>> <<first2>>: mk: <<cred>>
[<<t4>> <<dmys>>] <<last>> <<first>>: Vào được rồi ạ, em cảm ơn anh
[<<t5>> <<dmys>>] <<last2>> <<first2>>: Nhớ tải bản vẽ shop drawing tầng 3 lên nhé
""",
    "human",
    syntax="",
)

F.reg(
    "noithat_misa_amis_app_secret_env",
    ("ketoan-sync/<<org>>/.env", "tools/misa_<<n>>/.env"),
    """# Đồng bộ chi phí công trình sang MISA AMIS Kế toán
MISA_APP_ID=<<uid>>
MISA_TAX_CODE=0<<num8>>
MISA_ACCESS_CODE=<<cred>>
MISA_API=https://actapp.misa.vn/api/oauth/actopen
PROJECT_SHEET=/srv/cong-trinh/<<y>>/chi-phi.xlsx
""",
    "b64:48",
    syntax="",
)


def _tmn(rng: random.Random, s: Slots) -> None:
    s["tmn"] = alnum(rng, 8, UPPER + "0123456789")


F.reg(
    "noithat_vnpay_hash_secret_nodejs",
    ("web-dat-coc/<<org>>/config/vnpay.js", "booking-<<n>>/src/payment/vnpay.config.js"),
    """// Thanh toán đặt cọc thiết kế nội thất qua VNPAY
module.exports = {
  vnp_TmnCode: '<<tmn>>',
  vnp_HashSecret: '<<cred>>',
  vnp_Url: 'https://pay.vnpay.vn/vpcpay.html',
  vnp_ReturnUrl: 'https://<<dom>>/dat-coc/ket-qua',
  vnp_Locale: 'vn',
};
""",
    lambda rng: alnum(rng, 32, UPPER + "0123456789"),
    syntax="",
    extra=_tmn,
)


def _momo(rng: random.Random, s: Slots) -> None:
    s["access"] = alnum(rng, 16)
    s["partner"] = "MOMO" + alnum(rng, 10, UPPER + "0123456789")


F.reg(
    "noithat_momo_secret_key_java_properties",
    (
        "backend/<<org>>/src/main/resources/application-prod.properties",
        "api-<<n>>/config/momo.properties",
    ),
    """# MoMo – thanh toán hóa đơn nội thất
momo.endpoint=https://payment.momo.vn/v2/gateway/api/create
momo.partner-code=<<partner>>
momo.access-key=<<access>>
momo.secret-key=<<cred>>
momo.redirect-url=https://<<dom>>/thanh-toan/momo
momo.ipn-url=https://<<dom>>/api/momo/ipn
""",
    lambda rng: alnum(rng, 32, ALNUM),
    syntax="",
    extra=_momo,
)

F.reg(
    "noithat_vray_vrlclient_xml_license_login",
    (
        "render-pc<<n>>/Users/<<fa>>/.ChaosGroup/vrlclient.xml",
        "C/Users/<<fa>>/.ChaosGroup/vrlclient_<<org>>.xml",
    ),
    """<VRLClient>
  <LicServer>
    <Host><<lan>></Host>
    <Port>30304</Port>
    <Host1></Host1>
    <Port1>30304</Port1>
    <Host2></Host2>
    <Port2>30304</Port2>
    <User><<email>></User>
    <Pass><<cred>></Pass>
  </LicServer>
</VRLClient>
""",
    "pw_xml",
)

F.reg(
    "noithat_telegram_copied_text_wifi_cong_trinh",
    ("ghi-chu/telegram_<<fa>>_<<n>>.txt", "cong-trinh/<<org>>/wifi_<<date>>.txt"),
    """<<last>> <<first>>, [<<d>>.<<mo>>.<<yy>> <<t1>>]
Wifi công trình căn hộ mẫu tầng 12 đổi pass rồi nhé anh em

<<last>> <<first>>, [<<d>>.<<mo>>.<<yy>> <<t1>>]
Tên: <<orgu>>_SITE_<<n>>
Pass: <<cred>>

<<last2>> <<first2>>, [<<d>>.<<mo>>.<<yy>> <<t2>>]
Ok anh 👍 camera Imou vào lại được rồi
""",
    "human",
    syntax="",
)

F.reg(
    "noithat_zalo_oa_access_token_php",
    ("crm/<<org>>/config/zalo.php", "web-<<n>>/app/Services/ZaloOA.php"),
    """<?php
// Gửi tin nhắn ZNS báo tiến độ thi công cho khách hàng
return [
    'oa_id' => '<<num12>>',
    'app_id' => '<<num8>>',
    'access_token' => '<<cred>>',
    'template_tien_do' => '<<num6>>',
];
""",
    "p:zalo",
    syntax="",
)


def _json_u(rng: random.Random, s: Slots) -> None:
    while str(s["cred"]).isascii():
        s["cred"] = F.human(rng)
    s["enc"] = enc_json_u(str(s["cred"]))


def _dec_json_u(text: str) -> str:
    doc = json.loads(text)
    return doc["taiKhoan"][0]["matKhau"]


F.reg(
    "noithat_json_unicode_escaped_mat_khau",
    ("app-giam-sat/<<org>>/export_tai_khoan_<<n>>.json", "backup/<<date>>/accounts.json"),
    """{
  "duAn": "\\u0043\\u0103n h\\u1ed9 m\\u1eabu <<orgc>>",
  "ngayXuat": "<<date>>",
  "taiKhoan": [
    {
      "hoTen": "<<fa>> <<la>>",
      "vaiTro": "gi\\u00e1m s\\u00e1t",
      "tenDangNhap": "<<user>>",
      "matKhau": "<<enc>>"
    }
  ]
}
""",
    "human",
    extra=_json_u,
    decode=_dec_json_u,
)
