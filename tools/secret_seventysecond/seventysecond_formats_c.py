# ruff: noqa: E501
"""Family c: a tutoring centre (trung tâm gia sư / luyện thi) in Hanoi, Vietnam (Vietnamese):
Zalo, MoMo and VNPay fee payments, a WordPress LearnPress site, Zoom accounts in a spreadsheet,
a Zalo Official Account bot."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, dec_json_path, force, jdump, xml_esc

F = Fam(
    name="trungtam_tutoring_vietnam",
    key="trungtam",
    orgs=("hoangmai", "anhsang", "sao-mai-edu", "tuhoc"),
    orgnames=("Trung tâm Hoàng Mai", "Trung tâm Ánh Sáng", "Sao Mai Edu", "Tự Học Plus"),
    tld="edu.vn",
    first=(
        ("Hương", "huong"),
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Thảo", "thao"),
        ("Dũng", "dung"),
        ("Ngọc", "ngoc"),
        ("Phương", "phuong"),
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
        "hoangmai",
        "anhsang",
        "saomai",
        "hanoi",
        "hocgioi",
        "thaygiao",
        "cogiao",
        "toanhoc",
        "vanhoc",
        "tienganh",
        "hoasen",
        "muathu",
        "baotram",
        "thanhcong",
        "bongsen",
        "trangtron",
    ),
    words_u=(
        "Hoàng",
        "ánhsáng",
        "Saomai",
        "Hànội",
        "họcgiỏi",
        "thầygiáo",
        "côgiáo",
        "toánhọc",
        "Hoasen",
        "mùathu",
        "thànhcông",
        "trăngtròn",
    ),
    pets=("milu", "vang", "mun", "bong", "lulu", "na"),
    cc="+84 9",
    cities=("Hà Nội", "Hải Phòng", "Đà Nẵng", "TP. Hồ Chí Minh"),
)

F.reg(
    "zalo_copied_chat_matkhau_zoom",
    ("Zalo/nhom_giao_vien_<<yy>><<mo>>.txt", "ghi_chu/zalo_copy_<<date>>.txt"),
    """[<<time>> <<dmy>>] <<last>> <<first>>: Các thầy cô ơi, tối nay lớp 9A học online nhé
[<<time>> <<dmy>>] <<last>> <<first>>: Tài khoản Zoom Pro của trung tâm: zoom@<<dom>>
[<<time2>> <<dmy>>] <<last>> <<first>>: Mật khẩu: <<cred>>
[<<time2>> <<dmy>>] <<last2>> <<first2>>: Em cảm ơn chị ạ 👍
""",
    "human_u",
)

F.reg(
    "momo_payment_config_node_js",
    ("hocphi-api/config/momo.js", "<<org>>-backend/src/config/momo.<<n>>.js"),
    """// Thu học phí qua ví MoMo (AIO v2)
module.exports = {
  endpoint: 'https://payment.momo.vn/v2/gateway/api/create',
  partnerCode: 'MOMO<<pc>>',
  accessKey: '<<ak>>',
  secretKey: '<<cred>>',
  redirectUrl: 'https://<<dom>>/hoc-phi/ket-qua',
  ipnUrl: 'https://<<dom>>/api/momo/ipn',
  requestType: 'captureWallet',
  lang: 'vi',
};
""",
    "p:momo_secret",
    extra=lambda r, s: s.update(
        pc="".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)),
        ak="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    ),
)


def _vnpay(s: dict) -> str:
    return jdump(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "ConnectionStrings": {
                "Default": "Server=localhost;Database=HocPhi;User Id=sa;Password=;TrustServerCertificate=True"
            },
            "VnPay": {
                "TmnCode": f"{s['org'][:4].upper()}{s['nnn']}X",
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/thanh-toan/vnpay-return",
                "Version": "2.1.0",
            },
            "AllowedHosts": "*",
        }
    )


F.reg(
    "vnpay_hashsecret_dotnet_appsettings_json",
    (
        "HocPhi.Web/appsettings.Production.json",
        "<<org>>/HocPhi.Api/appsettings.json",
        "deploy/<<org>>-<<yy>>/appsettings.json",
    ),
    _vnpay,
    "p:vnp_hash",
)


def _uesc(r: random.Random, s: dict) -> None:
    v = str(s["cred"])
    if v.isascii():
        v = force(r, v, "ăâđêôơưáàạ")
    s["cred"] = v
    s["enc"] = jdump(
        {
            "app": "so-lien-lac",
            "center": s["orgname"],
            "sync": {"server": f"https://{s['host']}", "username": s["login"], "password": v},
            "notify": {"zalo": True, "sms": False},
        },
        ascii_=True,
    )


F.reg(
    "app_settings_json_unicode_escaped_matkhau",
    (
        "AppData/Roaming/SoLienLac/settings.json",
        "so-lien-lac/backup_<<date>>/settings.json",
        "Users/<<fa>>/AppData/Roaming/SoLienLac/settings.json",
    ),
    "<<enc>>",
    "human_u",
    extra=_uesc,
    decode=dec_json_path("sync", "password"),
)


def _sml(s: dict) -> str:
    rows = [
        ("Phòng", "Email Zoom", "Mật khẩu", "Giáo viên"),
        ("Phòng 1", f"zoom1@{s['dom']}", s["cred"], f"{s['last']} {s['first']}"),
        (
            "Phòng 2",
            f"zoom2@{s['dom']}",
            "(đổi mật khẩu - hỏi chị Lan)",
            f"{s['last2']} {s['first2']}",
        ),
    ]
    xrows = "".join(
        "<Row>"
        + "".join(f'<Cell><Data ss:Type="String">{xml_esc(c)}</Data></Cell>' for c in row)
        + "</Row>\n"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Zoom">
<Table>
{xrows}</Table>
</Worksheet>
</Workbook>
"""


F.reg(
    "zoom_rooms_spreadsheetml_matkhau",
    ("Tai_khoan_Zoom_<<yy>><<mo>>.xml", "giao_vu/zoom_phong_hoc_<<nn>>.xml"),
    _sml,
    "pw_xml",
)

F.reg(
    "learnpress_wp_config_db_password",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** Website khoá học online - <<orgname>> (LearnPress) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY',         'put your unique phrase here' );
$table_prefix = 'wp_<<nn>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "handover_notes_md_wifi_phong_hoc",
    ("ban_giao/ban-giao-co-so-<<n>>.md", "Notes/Bàn giao <<dmy2>>.md"),
    """# Bàn giao cơ sở <<n>> - <<city>>

Người bàn giao: <<last>> <<first>> · Người nhận: <<last2>> <<first2>> · <<dmy>>

## Phòng học
- Máy chiếu phòng 2 hay mất tín hiệu HDMI, dùng dây dự phòng trong tủ.
- Wi-Fi học sinh: `<<org>>-HS` (không mật khẩu, giới hạn 2 Mbps)
- Wi-Fi giáo viên: `<<org>>-GV` — mật khẩu `<<cred>>`

## Thu học phí
- Mã QR MoMo dán ở quầy lễ tân, đối soát mỗi thứ Hai.
""",
    "human",
)

F.reg(
    "zalo_oa_app_secret_python_bot",
    ("zalo_bot/config.py", "<<org>>_zalo_oa/settings_<<n>>.py"),
    '''"""Zalo Official Account: nhắc lịch học và học phí cho phụ huynh."""

ZALO_APP_ID = "<<nnn>><<nnn>><<nnn>><<nnn>><<nnn>>"
ZALO_APP_SECRET = "<<cred>>"
ZALO_OA_ID = "<<nnn>><<nnn>><<nnn>><<nn>>"
OAUTH_URL = "https://oauth.zaloapp.com/v4/oa/access_token"
REMIND_HOUR = 19
''',
    "p:zalo_secret",
)
