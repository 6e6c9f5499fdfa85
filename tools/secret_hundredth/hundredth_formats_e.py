# ruff: noqa: E501
"""Family e: a disability-support service in Hanoi, Vietnam (Vietnamese)."""

from __future__ import annotations

import json
import random

from hundredth_spec import Fam, Slots, alnum, b64, hexs, rsa_pem_escaped

FAM = Fam(
    name="khuyettat_disability_hotro",
    orgs=("vongtaynhau",),
    tld="org.vn",
    first=(
        ("Nguyễn Thị Hương", "huong"),
        ("Trần Văn Minh", "minh"),
        ("Lê Thu Trang", "trang"),
        ("Phạm Đức Anh", "ducanh"),
        ("Hoàng Mai Lan", "lan"),
        ("Vũ Quang Huy", "huy"),
        ("Đặng Thị Ngọc", "ngoc"),
        ("Bùi Văn Tùng", "tung"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
        ("Bùi", "bui"),
    ),
    words=(
        "vongtay",
        "yeuthuong",
        "hoguom",
        "phohanoi",
        "hoasen",
        "binhan",
        "xelan",
        "niemtin",
        "hanhphuc",
        "longbien",
        "bunCha",
        "matroi",
        "taynguyen",
        "songhong",
        "camon",
        "hyvong",
    ),
    pets=("vang", "muc", "bong", "lu", "mimi", "ki", "nau", "tit"),
    cc="+84",
)
reg = FAM.reg

reg(
    "khuyettat_zalo_copied_chat_matkhau_reply",
    ("Zalo/nhom_dieu_phoi_<<d>><<mo>>.txt", "ghichu/zalo_<<fa>>_<<k>>.txt"),
    """Nhóm: Điều phối xe lăn - <<org>>
[<<hh>>:<<mm>> <<d>>/<<mo>>/<<y>>] <<first2>>: Chị ơi, em quên mật khẩu tài khoản Google Drive hồ sơ người khuyết tật rồi ạ
[<<hh>>:<<mm>> <<d>>/<<mo>>/<<y>>] <<first>>: <<cred>>
[<<hh>>:<<mm>> <<d>>/<<mo>>/<<y>>] <<first>>: Đừng chụp màn hình gửi ra ngoài nhé
[<<hh>>:<<mm>> <<d>>/<<mo>>/<<y>>] <<first2>>: Dạ em cảm ơn chị 🙏
""",
    "human",
    syntax="",
)

reg(
    "khuyettat_vnpay_hash_secret_properties",
    ("quyengop/src/main/resources/vnpay_<<k>>.properties", "config/vnpay-<<fa>>.properties"),
    """# VNPAY - cổng quyên góp trực tuyến
vnp_Version=2.1.0
vnp_TmnCode=<<tmn>>
vnp_HashSecret=<<cred>>
vnp_PayUrl=https://pay.vnpay.vn/vpcpay.html
vnp_ReturnUrl=https://<<dom>>/quyen-gop/ket-qua
vnp_ApiUrl=https://pay.vnpay.vn/merchant_webapi/api/transaction
""",
    "upper:32",
    syntax="",
    extra=lambda r, s: {"tmn": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


def _momo(r: random.Random, s: Slots) -> str:
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "ConnectionStrings": {
                "HoSo": f"Server={s['ip']};Database=HoSoNKT;Trusted_Connection=True;"
            },
            "MoMo": {
                "Endpoint": "https://payment.momo.vn/v2/gateway/api/create",
                "PartnerCode": f"MOMO{alnum(r, 10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}",
                "AccessKey": alnum(r, 16),
                "SecretKey": s["cred"],
                "RedirectUrl": f"https://{s['dom']}/ung-ho/cam-on",
                "IpnUrl": f"https://{s['dom']}/api/momo/ipn",
            },
            "AllowedHosts": "*",
        },
        indent=2,
    )


reg(
    "khuyettat_momo_secret_key_appsettings_json",
    ("UngHo.Web/appsettings.Production.json", "deploy/appsettings.<<fa>>.json"),
    _momo,
    "alnum:32",
)

reg(
    "khuyettat_vietnamese_email_mat_khau_dich_vu_cong",
    ("thu/tai_khoan_dvc_<<fa>>.eml", "mail/<<y>><<mo>><<d>>-dvcqg-<<k>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<first>> <<<email>>>
Subject: Tài khoản Cổng Dịch vụ công để nộp hồ sơ trợ cấp
Date: <<d>> May <<y>> <<hh>>:<<mm>>:<<ss>> +0700
Content-Type: text/plain; charset="UTF-8"

Chào em,

Tuần này em giúp các gia đình nộp hồ sơ trợ cấp xã hội hàng tháng cho người khuyết tật nhé.
Tài khoản của văn phòng trên Cổng Dịch vụ công quốc gia:

Tên đăng nhập: 0<<n>>88<<k>>
Mật khẩu: <<cred>>

OTP sẽ gửi về số của chị (<<phone2>>), em gọi chị khi cần.

Chị <<first2>>
""",
    "human",
    syntax="",
)

reg(
    "khuyettat_misa_sme_connection_ini",
    ("MISA/SME/Config/ketnoi_<<k>>.ini", "ketoan/misa_<<fa>>.ini"),
    """[Database]
Server=<<ip>>\\MISASME2023
DatabaseName=VONGTAY_<<y>>
Authentication=SQL
UserName=sa
Password=<<cred>>
[Options]
AutoBackup=1
BackupFolder=D:\\SaoLuu\\MISA
""",
    "pw",
    syntax="ini",
)

reg(
    "khuyettat_tts_google_service_account_json",
    ("doc-cho-nguoi-khiem-thi/credentials/tts-<<k>>.json", "keys/<<org>>-tts-<<hex8>>.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-tts",
  "private_key_id": "<<kid>>",
  "private_key": "<<cred>>\\n",
  "client_email": "tts-reader@<<org>>-tts.iam.gserviceaccount.com",
  "client_id": "1<<n>><<n>>0<<k>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
""",
    rsa_pem_escaped,
    extra=lambda r, s: {"kid": hexs(r, 40)},
)

reg(
    "khuyettat_wheelchair_booking_laravel_env",
    ("datxe/.env", "backup/datxe-<<y>><<mo>><<d>>/.env"),
    """APP_NAME="Đặt xe lăn"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://datxe.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=datxe
DB_USERNAME=datxe
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.gmail.com
MAIL_PORT=587
MAIL_USERNAME=datxe@<<dom>>
MAIL_PASSWORD=
""",
    "pw",
    syntax="",
    extra=lambda r, s: {"appkey": b64(r, 32)},
)

reg(
    "khuyettat_sign_videos_rclone_gdrive_refresh_token",
    ("home/<<fa>>/.config/rclone/rclone.conf", "rclone/ngonngukyhieu_<<k>>.conf"),
    """[video-ngonngukyhieu]
type = drive
client_id = <<n>>-<<cid>>.apps.googleusercontent.com
scope = drive
token = {"access_token":"ya29.<<at>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<y>>-<<mo>>-<<d>>T<<hh>>:<<mm>>:<<ss>>.123+07:00"}
team_drive =
""",
    "p:google_refresh",
    syntax="ini",
    extra=lambda r, s: {
        "cid": alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "at": alnum(r, 60),
    },
)
