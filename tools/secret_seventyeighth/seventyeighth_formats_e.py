# ruff: noqa: E501
"""Family e: a Vietnamese district education office (Phòng Giáo dục và Đào tạo)."""

from __future__ import annotations

import csv
import io
import json
import random

from seventyeighth_spec import Fam, Slots, alnum, dec_json_key, enc_json_u

FAM = Fam(
    name="giaoduc_district_office",
    key="giaoduc",
    orgs=(
        ("Phòng GD&ĐT huyện An Phú", "giaoducanphu"),
        ("Phòng Giáo dục huyện Thanh Sơn", "pgdthanhson"),
        ("Phòng GD&ĐT quận Hải An", "pgdhaian"),
    ),
    tld="edu.vn",
    first=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Ngọc", "ngoc"),
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
        "hocsinh",
        "truonghoc",
        "hoasen",
        "mekong",
        "banhmi",
        "giaovien",
        "quehuong",
        "sontinh",
        "mientay",
        "caphe",
        "thaygiao",
        "Việt",
        "phở",
        "hoasữa",
        "trăng",
        "đào",
    ),
    pets=("lu", "vang", "mimi", "ki", "bong", "miu"),
    cc="+84",
    places=("An Phú", "Thanh Sơn", "Hải An", "Tân Châu", "Long Bình"),
)

R = FAM.reg


def _accent_pw(rng: random.Random, s: Slots) -> str:
    while True:
        pw = FAM.human(rng).replace(" ", "")
        if any(not (c.isascii() and c.isalnum()) for c in pw):
            return pw


# 1 JSON with \u escapes: sync config of the school-data tool (encoded)
R(
    "csdl_sync_json_unicode_escaped_matkhau",
    ("DongBoCSDL/config.json", "Users/<<fa>>/AppData/Roaming/SyncCSDL/settings.json"),
    lambda s: (
        "{\n"
        f'  "donVi": "{json.dumps(s["org"])[1:-1]}",\n'
        f'  "maTruong": "{s["num"]}{s["n"]}",\n'
        '  "apiUrl": "https://csdl.moet.gov.vn/api",\n'
        f'  "tenDangNhap": "{s["slug"]}.{s["fa"]}",\n'
        f'  "matKhau": "{enc_json_u(s["cred"])}",\n'
        '  "tuDongDongBo": true\n'
        "}\n"
    ),
    cred=_accent_pw,
    decode=dec_json_key("matKhau"),
)

# 2 Zalo copied chat in Vietnamese
R(
    "zalo_copied_chat_mat_khau_vnedu",
    ("Zalo Received Files/nhom_hieu_truong_<<ymd_compact>>.txt", "Desktop/zalo_<<fa>>.txt"),
    """<<first2>> <<time>> <<dmy_slash>>
Anh <<first>> ơi, tài khoản vnEdu của trường bị khóa rồi, anh reset giúp em với

<<first>> <<time2>> <<dmy_slash>>
Đã reset. Tên đăng nhập: <<login>>
Mật khẩu mới: <<cred>>

<<first2>> <<time2>> <<dmy_slash>>
Em cảm ơn anh ạ
""",
    cred="human",
    syntax="",
)

# 3 Vietnamese e-mail: CSDL ngành accounts
R(
    "vietnamese_email_mat_khau_csdl_nganh",
    ("Mail/HopThuDen/<<ymd_compact>>_taikhoan.eml", "Thunderbird/pgd/Inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: Cấp tài khoản CSDL ngành năm học <<year>>
Date: <<dmy_slash>> <<time>>
Content-Type: text/plain; charset=UTF-8

Kính gửi thầy/cô <<first>>,

Phòng GD&ĐT gửi tài khoản quản trị CSDL ngành của đơn vị:
- Tên đăng nhập: <<slug>>_<<la>>
- Mật khẩu: <<cred>>

Đề nghị đổi mật khẩu sau khi đăng nhập lần đầu.

Trân trọng,
<<first2>> – Bộ phận CNTT, <<org>>
""",
    cred="human",
    syntax="",
)

# 4 MISA Mimosa accounting app.config connection string
R(
    "misa_mimosa_app_config_connection",
    ("Program Files/MISA/MIMOSA/MISA.Mimosa.exe.config", "MISA/ketoan_<<year>>/app.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="MimosaDB" connectionString="Data Source=<<ip>>\\MISASME<<year>>;Initial Catalog=MIMOSA_<<slug>>;User ID=sa;Password=<<cred>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="DonVi" value="<<slug>>" />
  </appSettings>
</configuration>
""",
    cred="pw_xml",
)

# 5 Moodle config.php for the district e-learning site
R(
    "moodle_config_php_dbpass",
    ("var/www/moodle/config.php", "elearning/config.php"),
    """<?php  // Moodle configuration file – <<org>>
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle_pgd';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://hoctap.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
require_once(__DIR__ . '/lib/setup.php');
""",
    cred="pw_sq",
    syntax="",
)

# 6 VNPAY properties for school fees
R(
    "vnpay_hoc_phi_hash_secret_properties",
    ("src/main/resources/vnpay.properties", "hocphi/config/vnpay.properties"),
    """# Thu học phí trực tuyến – <<org>>
vnp_TmnCode=<<tmn>>
vnp_HashSecret=<<cred>>
vnp_Url=https://pay.vnpay.vn/vpcpay.html
vnp_ReturnUrl=https://hocphi.<<dom>>/ket-qua
""",
    cred="p:vnpay",
    syntax="",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


# 7 CSV with BOM: teachers' accounts
def _csv(s: Slots) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(["STT", "Họ tên", "Trường", "Tài khoản", "Mật khẩu"])
    w.writerow(["1", f"{s['last']} {s['first']}", f"THCS {s['place']}", s["login"], s["cred"]])
    w.writerow(["2", s["first2"], "TH Long Bình", f"{s['fa2']}.gv", "đã đổi"])
    return "\ufeff" + buf.getvalue()


R(
    "giao_vien_tai_khoan_csv_bom",
    ("Downloads/DanhSachTaiKhoan_GV.csv", "PGD/CNTT/taikhoan_<<year>>.csv"),
    _csv,
    cred="human",
    syntax="",
)

# 8 .bat recording the school gate camera with ffmpeg
R(
    "school_gate_ezviz_rtsp_ffmpeg_bat",
    ("C:/camera/ghi_hinh_cong_truong.bat", "Desktop/camera_cong.bat"),
    """@echo off
rem Ghi hình camera cổng trường THCS <<place>>
set NGAY=%date:~-4%%date:~3,2%%date:~0,2%
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip2>>:554/h264_stream" -t 3600 -c copy D:\\camera\\cong_%NGAY%.mp4
""",
    cred=lambda rng, s: alnum(rng, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + alnum(rng, 4, "0123456789"),
    syntax="",
)
