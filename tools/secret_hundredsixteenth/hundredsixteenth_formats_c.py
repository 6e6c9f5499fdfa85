"""Family c: a nail salon (tiệm nail) in Ho Chi Minh City, Vietnam (Vietnamese)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, dec_qp_after, enc_qp, json_dump

F = Fam(
    name="tiem_nail_saigon_vietnamese",
    prefix="tiemnail",
    orgs=("tiemmong", "maixuan", "hoaanh", "nailxinh"),
    tld="vn",
    first=(
        ("Thảo", "thao"),
        ("Ngọc", "ngoc"),
        ("Phương", "phuong"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Linh", "linh"),
    ),
    last=(("Nguyễn", "nguyen"), ("Trần", "tran"), ("Lê", "le"), ("Phạm", "pham"), ("Võ", "vo")),
    words=(
        "mongtay",
        "sonnuoc",
        "saigon",
        "hoasen",
        "phoxanh",
        "bunbo",
        "cafe",
        "trangdiem",
        "dep",
        "gelxinh",
        "quan1",
        "binhthanh",
        "tet",
        "maitrang",
    ),
    pets=("mituot", "lu", "vang", "bong", "miu"),
    cc="+84",
)

F.reg(
    "zalo_copied_chat_mat_khau_kiotviet",
    ("Zalo/tin nhan <<fa>>.txt", "Documents/zalo_<<org>>_nhom.txt"),
    """<<fn>> <<ln>> <<hm>> <<dmy>>
Chị ơi mật khẩu KiotViet của tiệm là gì vậy, em quên rồi 😢
<<fn2>> <<hm2>> <<dmy>>
Tên gian hàng: <<org>>
Tài khoản: admin
Mật khẩu: <<cred>>
<<fn2>> <<hm2>> <<dmy>>
Nhớ đăng xuất trên máy tính tiền nha em
""",
    "human",
)

F.reg(
    "momo_partner_secret_java_properties",
    (
        "booking-service/src/main/resources/application-prod.properties",
        "config/momo-<<org>>.properties",
    ),
    """# Thanh toán MoMo cho đặt lịch online - <<Org>>
momo.endpoint=https://payment.momo.vn/v2/gateway/api/create
momo.partner-code=MOMO<<id>>
momo.access-key=<<alnum>>
momo.secret-key=<<cred>>
momo.redirect-url=https://<<dom>>/dat-lich/thanh-cong
momo.ipn-url=https://api.<<dom>>/momo/ipn
""",
    "p:momo",
    "",
    extra=lambda rng, s: {"alnum": s["uuid"].replace("-", "")[:16]},
)

F.reg(
    "vnpay_hash_secret_php_config",
    ("app/config/vnpay.php", "<<org>>/public_html/thanhtoan/config.php"),
    """<?php
date_default_timezone_set('Asia/Ho_Chi_Minh');
$vnp_TmnCode = "<<tmn>>"; // mã website tại VNPAY
$vnp_HashSecret = "<<cred>>"; // chuỗi bí mật
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/vnpay_return.php";
""",
    "p:vnpay",
    "",
    extra=lambda rng, s: {"tmn": s["org"][:4].upper() + s["nn"] + "VN"},
)

F.reg(
    "kiotviet_client_secret_python_sync",
    ("scripts/dongbo_kiotviet.py", "tools/kiotviet_<<org>>.py"),
    """# Đồng bộ khách hàng KiotViet -> Google Sheet mỗi tối
import requests

CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"
RETAILER = "<<org>>"


def get_token():
    r = requests.post(
        "https://id.kiotviet.vn/connect/token",
        data={
            "scopes": "PublicApi.Access",
            "grant_type": "client_credentials",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
        },
    )
    return r.json()["access_token"]
""",
    "HEX:40",
)


def _qp_mail(s: dict[str, str]) -> dict[str, str]:
    pw = s["cred"] + "Đẹp"
    body = (
        f"Chào {s['fn2']},\n\nĐây là tài khoản Sapo của tiệm {s['Org']}:\n"
        f"Tên đăng nhập: {s['login']}\nMật khẩu: {pw}\n\n"
        f"Đổi mật khẩu sau khi đăng nhập nhé.\n{s['fn']}\n"
    )
    return {"cred": pw, "enc": enc_qp(body)}


F.reg(
    "email_quoted_printable_mat_khau_sapo",
    ("Mail/<<date>>-tai-khoan-sapo.eml", "eml/<<fa>>_sapo.eml"),
    lambda s: (
        f"""From: {s["fa"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?Q?T=C3=A0i_kho=E1=BA=A3n_Sapo?=
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{s["enc"]}"""
    ),
    "human",
    "",
    extra=lambda rng, s: _qp_mail(s),
    decode=dec_qp_after("Mật khẩu:"),
)

F.reg(
    "wifi_counter_sticker_ocr_mk",
    ("scan/quay_thu_ngan_<<date>>.txt", "ocr/sticker_<<org>>.txt"),
    """TIỆM NAIL <<ORG>>
Wifi: <<Org>>_Khach
MK
<<cred>>
Cảm ơn quý khách ♥
""",
    "human_x",
    extra=lambda rng, s: {"ORG": s["org"].upper()},
)

F.reg(
    "fanpage_autoreply_bot_ini_page_token",
    ("bot/config.ini", "autoreply/<<org>>.ini"),
    """[facebook]
page_id = <<id>>0042
page_access_token = <<cred>>
verify_token = datlich-<<org>>

[gio_mo_cua]
thu2_thu7 = 09:00-21:00
chu_nhat = 10:00-20:00
""",
    "p:meta",
)

F.reg(
    "imou_camera_export_json",
    ("imou/devices_<<date>>.json", "camera/tiem_<<org>>.json"),
    lambda s: json_dump(
        {
            "account": s["email"],
            "devices": [
                {
                    "name": "Quầy lễ tân",
                    "model": "IPC-A22EP",
                    "sn": s["uuid"][:13].upper().replace("-", ""),
                    "ip": s["ip"],
                    "username": "admin",
                    "password": s["cred"],
                    "rtsp": 554,
                }
            ],
        }
    ),
    "pw_json",
)
