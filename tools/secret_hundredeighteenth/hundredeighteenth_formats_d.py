# ruff: noqa: E501
"""Family d: an English language centre (trung tâm ngoại ngữ) in Hanoi, Vietnam (Vietnamese)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam

VN = Fam(
    name="ngoaingu_english_centre_hanoi",
    orgs=("songxanh", "hoamai", "anhsangedu"),
    tld="edu.vn",
    first=(
        ("Thảo", "thao"),
        ("Minh", "minh"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Đức", "duc"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
    ),
    words=(
        "hanoi",
        "saigon",
        "hoasen",
        "pho",
        "bunCha",
        "tieng",
        "ielts",
        "camon",
        "vietnam",
        "trangan",
        "hoguom",
        "matroi",
        "yeuem",
        "giadinh",
        "tet",
        "sen",
    ),
    pets=("milo", "vang", "misa", "bong", "lu", "cun", "mimi"),
    cc="+84",
    grades=("IELTS6.5", "Starters", "Movers", "Flyers", "TOEIC"),
)

VN.reg(
    "ngoaingu_zalo_group_copied_mat_khau",
    ("Zalo/nhom_giao_vien_<<n>>.txt", "Documents/zalo_<<org>>_<<date>>.txt"),
    """[<<dmy>> <<hm>>] <<ln>> <<fn>>: Chị ơi em không đăng nhập được tài khoản Zoom của trung tâm
[<<dmy>> <<hm>>] <<ln2>> <<fn2>>: Email: zoom@<<dom>>
[<<dmy>> <<hm>>] <<ln2>> <<fn2>>: Mật khẩu: <<cred>>
[<<dmy>> <<hm>>] <<ln2>> <<fn2>>: Dạy xong lớp <<grade>> nhớ đăng xuất nha em
[<<dmy>> <<hm>>] <<ln>> <<fn>>: Dạ em cảm ơn chị ạ ❤️
""",
    "human",
)


def _appsettings(s: dict) -> str:
    doc = {
        "ConnectionStrings": {
            "Default": "Server=.;Database=NgoaiNgu;Trusted_Connection=True;TrustServerCertificate=True"
        },
        "VnPay": {
            "TmnCode": s["tmn"],
            "HashSecret": s["cred"],
            "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
            "ReturnUrl": f"https://hocphi.{s['dom']}/vnpay/return",
            "Version": "2.1.0",
        },
        "Logging": {"LogLevel": {"Default": "Information"}},
        "AllowedHosts": "*",
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


VN.reg(
    "ngoaingu_vnpay_hash_secret_appsettings_json",
    ("HocPhi.Web/appsettings.Production.json", "publish/<<org>>/appsettings.json"),
    _appsettings,
    "p:vnpay_hash",
    extra=lambda rng, s: {"tmn": VN.cred(rng, "HEX:8")},
)

VN.reg(
    "ngoaingu_momo_ipn_node_config_js",
    ("hocphi-api/config/momo.js", "src/<<org>>/momo.config.js"),
    """// Cổng thanh toán MoMo - học phí khoá <<grade>>
module.exports = {
  partnerCode: 'MOMO<<pc>>',
  accessKey: '<<ak>>',
  secretKey: '<<cred>>',
  endpoint: 'https://payment.momo.vn/v2/gateway/api/create',
  redirectUrl: 'https://<<dom>>/hoc-phi/ket-qua',
  ipnUrl: 'https://api.<<dom>>/momo/ipn',
};
""",
    "p:momo_secret",
    syntax="",
    extra=lambda rng, s: {"pc": VN.cred(rng, "HEX:10"), "ak": VN.cred(rng, "alnum:16")},
)

VN.reg(
    "ngoaingu_ielts_mock_wp_config_php",
    ("public_html/thithu/wp-config.php", "var/www/ielts.<<org>>/wp-config.php"),
    """<?php
/** Thi thử IELTS online - cấu hình WordPress */
define( 'DB_NAME', '<<org>>_ielts' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

VN.reg(
    "ngoaingu_classroom_camera_onvif_device_xml",
    ("camera/phong<<n2>>_onvif.xml", "backup/ipc_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceConfig>
  <DeviceName>Phong hoc <<n2>> - <<orgc>></DeviceName>
  <Network>
    <IPv4>
      <Address><<ip>></Address>
      <Gateway>192.168.1.1</Gateway>
    </IPv4>
  </Network>
  <Onvif enabled="true" port="80">
    <User level="Administrator">
      <Username>admin</Username>
      <Password><<cred>></Password>
    </User>
  </Onvif>
  <Cloud provider="FPT Camera" enabled="true"/>
</DeviceConfig>
""",
    "pw_xml",
)


def _fods(s: dict) -> str:
    rows = [
        ("Họ tên", "Lớp", "Tài khoản", "Mật khẩu"),
        (f"{s['ln']} {s['fn']}", str(s["grade"]), str(s["email"]), str(s["cred"])),
        (f"{s['ln2']} {s['fn2']}", str(s["grade"]), str(s["email2"]), "(đã đổi)"),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>\n"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        '<office:body><office:spreadsheet><table:table table:name="TaiKhoan">\n'
        f"{body}</table:table></office:spreadsheet></office:body></office:document>\n"
    )


VN.reg(
    "ngoaingu_student_accounts_flat_ods",
    ("Downloads/tai_khoan_hoc_vien_<<n>>.fods", "lop/<<grade>>_<<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
)

VN.reg(
    "ngoaingu_zoom_server_to_server_python",
    ("tools/tao_lop_zoom_<<n>>.py", "home/<<fa>>/zoom/create_meetings.py"),
    """# Tạo phòng Zoom cho các lớp buổi tối
import base64

import requests

ACCOUNT_ID = "<<acc>>"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

auth = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
tok = requests.post(
    "https://zoom.us/oauth/token",
    params={"grant_type": "account_credentials", "account_id": ACCOUNT_ID},
    headers={"Authorization": f"Basic {auth}"},
).json()["access_token"]
print(tok[:10])
""",
    "p:zoom_secret",
    extra=lambda rng, s: {"acc": VN.cred(rng, "alnum:22"), "cid": VN.cred(rng, "alnum:22")},
)

VN.reg(
    "ngoaingu_wasabi_backup_rclone_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "backup/rclone_<<org>>.conf"),
    """[wasabi]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com

[baigiang]
type = alias
remote = wasabi:<<org>>-bai-giang
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {"akid": VN.cred(rng, "alnum:20").upper()},
)
