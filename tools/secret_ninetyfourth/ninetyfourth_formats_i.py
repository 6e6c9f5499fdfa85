"""Family i: an online tutor in Hai Phong, Vietnam (Vietnamese, English)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from ninetyfourth_spec import Fam, prov

HAIPHONG = Fam(
    name="haiphong_online_tutor",
    orgs=("giasuonline", "hoaphuongedu", "dosonclass", "catbatutor"),
    tld="edu.vn",
    first=(
        ("Minh Anh", "minhanh"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Linh", "linh"),
        ("Dũng", "dung"),
        ("Thảo", "thao"),
        ("Hải", "hai"),
        ("Trang", "trang"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
    ),
    words=(
        "hoaphuong",
        "bienxanh",
        "caphe",
        "yeuem",
        "hanhphuc",
        "doson",
        "catba",
        "banhda",
        "mattroi",
        "thuytien",
        "haiphong",
        "tieng",
    ),
    pets=("milu", "vang", "mun", "bong", "ki", "lucky"),
    cc="+84",
    city="HaiPhong",
)
F = HAIPHONG.reg

VI_WORDS = ("Hạnhphúc", "Hoaphượng", "Biểnxanh", "Càphêsữa", "Mặttrời", "Yêuem", "Đồsơn", "Bánhđa")


def _vi_pw(rng: random.Random, s: dict) -> str:
    return f"{rng.choice(VI_WORDS)}{rng.choice('@#!.')}{rng.randint(1985, 2026)}"


def _lms(s: dict) -> str:
    data = {
        "exported_at": f"{s['date']}T{s['time']}:00+07:00",
        "course": "Tiếng Anh giao tiếp - lớp tối",
        "accounts": [
            {"username": "admin", "full_name": "Quản trị", "mat_khau": None, "sso": "google"},
            {
                "username": s["login"],
                "full_name": f"{s['ln_l']} {s['fn_l']}",
                "email": s["gmail"],
                "mat_khau": s["cred"],
                "role": "giáo viên",
            },
        ],
    }
    return json.dumps(data, ensure_ascii=True, indent=2)


def _dec_lms(text: str) -> str:
    return json.loads(text)["accounts"][1]["mat_khau"]


F(
    "haiphong_lms_json_unicode_escaped_mat_khau",
    ("lms-backup/users_<<date>>.json", "Downloads/export_lop_<<n>>.json"),
    _lms,
    _vi_pw,
    decode=_dec_lms,
)

F(
    "haiphong_zalo_copied_text_mat_khau",
    ("Documents/zalo_<<cfn>>_<<n>>.txt", "ghichu/zalo_phuhuynh_<<dd>><<mm>>.txt"),
    """<<cln_l>> <<cfn_l>> (phụ huynh) <<time>>
Cô ơi, tài khoản Zoom của cháu bị đăng xuất rồi, cô gửi lại mật khẩu giúp em với ạ

<<ln_l>> <<fn_l>> <<time2>>
Dạ chị, tài khoản: <<gmail>>
Mật khẩu: <<cred>>

<<cln_l>> <<cfn_l>> (phụ huynh) <<time2>>
Em cảm ơn cô ạ 🙏
""",
    "human",
)

F(
    "haiphong_zoom_s2s_oauth_env",
    ("booking-app/.env", "tools/zoom-links-<<n>>/.env"),
    """# Zoom Server-to-Server OAuth - tạo link học tự động
ZOOM_ACCOUNT_ID=<<acct>>
ZOOM_CLIENT_ID=<<cid>>
ZOOM_CLIENT_SECRET=<<cred>>
DEFAULT_TOPIC="IELTS Speaking 1-1"
TIMEZONE=Asia/Ho_Chi_Minh
""",
    "p:zoom_secret",
    extra=lambda r, s: {"acct": prov(r, "zoom_secret")[:22], "cid": prov(r, "zoom_secret")[:22]},
)

F(
    "haiphong_momo_payment_config_php",
    ("hocphi/config/momo.php", "site-<<org>>/momo_<<n>>.php"),
    """<?php
// Thanh toán học phí qua ví MoMo (môi trường thật)
return [
    'endpoint'    => 'https://payment.momo.vn/v2/gateway/api/create',
    'partnerCode' => 'MOMO<<nn>>BQ<<n>>',
    'accessKey'   => '<<akey>>',
    'secretKey'   => '<<cred>>',
    'redirectUrl' => 'https://<<dom>>/hoc-phi/cam-on',
    'ipnUrl'      => 'https://<<dom>>/hoc-phi/ipn',
];
""",
    "p:momo_secret",
    syntax="",
    extra=lambda r, s: {"akey": prov(r, "momo_secret")[:16]},
)

F(
    "haiphong_google_classroom_client_secret_json",
    (
        "classroom-sync/credentials.json",
        "Downloads/client_secret_<<nn>>-<<login>>.apps.googleusercontent.com.json",
    ),
    """{"installed":{"client_id":"<<nn>>-<<login>>.apps.googleusercontent.com","project_id":"lop-hoc-<<n>>","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"<<cred>>","redirect_uris":["http://localhost"]}}
""",
    "p:google_oauth",
)

F(
    "haiphong_moodle_config_php_dbpass",
    ("var/www/moodle/config.php", "hosting/<<org>>/moodle_<<n>>/config.php"),
    """<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle_<<n>>';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

F(
    "haiphong_student_accounts_flat_ods",
    ("Documents/Danh sach hoc sinh <<year>>.fods", "lop/<<n>>/taikhoan.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Tài khoản">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Học sinh</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Nền tảng</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Tài khoản</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Mật khẩu</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<cln_l>> <<cfn_l>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Quizlet</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cfn>><<nn>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<ln_l>> <<fn_l>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Google Classroom</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<gmail>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>(đăng nhập Google)</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

F(
    "haiphong_vietnamese_email_preply_mat_khau",
    ("Mail/Sent/<<nn>>.eml", "thu/preply_<<n>>.eml"),
    """From: <<fnc>> <<lnc>> <<<gmail>>>
To: <<cfnc>> <<clnc>> <<<cmail>>>
Subject: Nhờ chị dạy thay lớp tối thứ 5 (Preply)
Date: Tue, <<dd>> Oct <<year>> <<time>>:<<sec>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Chị <<cfn_l>> ơi,

Em bị ốm nên nhờ chị dạy thay 2 buổi. Chị đăng nhập tài khoản Preply của em nhé:
Email: <<gmail>>
Mật khẩu: <<cred>>

Giáo án em để trong Google Drive, thư mục "IELTS tối T5". Học phí em chuyển khoản cho chị qua Vietcombank.
Em cảm ơn chị nhiều!
<<fn_l>>
""",
    "human",
    syntax="",
)
