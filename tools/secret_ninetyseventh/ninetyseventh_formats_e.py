# ruff: noqa: E501
"""Family e: a dental laboratory (labo nha khoa) in Ho Chi Minh City, Vietnam: Vietnamese;
exocad and milling-centre settings, MISA SME accounting on SQL Server, Zalo chats, VNPay and
MoMo payments from clinics, GHN courier tokens, a flat-ODS sheet of clinic portal logins."""

from __future__ import annotations

from ninetyseventh_spec import Fam, dec_json_u, fods, json_u

F = Fam(
    name="nhakhoa_labo_saigon",
    prefix="nhakhoa",
    orgs=("rangxinh", "labosaigon", "suhoasen", "nhakhoaviet", "dentalmekong"),
    tld="vn",
    first=(
        ("Minh Anh", "minhanh"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Phương", "phuong"),
        ("Quân", "quan"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
    ),
    words=(
        "rang",
        "sucao",
        "saigon",
        "hoasen",
        "mattroi",
        "bienxanh",
        "caphe",
        "tet",
        "mientay",
        "bachdang",
        "mekong",
        "sen",
        "rong",
        "banhmi",
        "ziconia",
        "hoami",
    ),
    pets=("lu", "vang", "mimi", "bong", "cun", "miu", "milo"),
    cc="+84",
    cities=("saigon", "thuduc", "binhduong", "cantho", "bienhoa", "vungtau"),
    uwords=("răngsứ", "càphê", "phởbò", "mặttrời", "biểnxanh", "hoasen", "tếtđến", "sàigòn"),
    tz="+0700",
)


def _uhuman_vi(rng, s):
    while True:
        v = F.uhuman(rng)
        if not v.isascii():
            return v


F.reg(
    "exocad_lab_bridge_json_unicode_escaped",
    ("C:/exocad/LabBridge/<<org>>_settings.json", "DentalDB/export/ketnoi_<<n>>.json"),
    lambda s: (
        f"""{{
  "labName": "{s["orgc"]} Dental Lab",
  "dentalDbServer": "{s["ip"]}",
  "millingCenter": {{
    "name": "Trung t\\u00e2m phay {s["city"]}",
    "upload": "sftp://{s["ip2"]}/jobs",
    "taiKhoan": "{s["user"]}",
    "matKhau": "{s["enc"]}"
  }},
  "materials": ["Zirconia ML", "e.max CAD", "PMMA"],
  "autoSendStl": true
}}
"""
    ),
    _uhuman_vi,
    encode=lambda v, s: json_u(v),
    decode=dec_json_u(r'"matKhau": "((?:[^"\\]|\\.)*)"'),
)

F.reg(
    "misa_sme_connection_config_xml",
    (
        "C:/MISA/MISA SME.NET <<y>>/MISA.SME.Connection_<<n>>.config",
        "D:/KeToan/<<org>>/misa_connection.config",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="DataSource" value="<<ip>>\\MISASME<<y>>" />
    <add key="Database" value="<<org>>_KETOAN" />
    <add key="UserID" value="sa" />
    <add key="Password" value="<<cred>>" />
    <add key="Language" value="vi-VN" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    "xml",
)

F.reg(
    "zalo_copied_mat_khau_3shape_communicate",
    ("Zalo/tin_nhan_<<fa>>_<<date>>.txt", "Documents/zalo_copy_<<nnnn>>.txt"),
    """[<<hm>> <<dmy>>] <<fn>> <<ln>>: Em ơi tài khoản 3Shape Communicate của lab đổi mật khẩu chưa?
[<<hm>> <<dmy>>] <<fn2>> <<ln2>>: Dạ đổi rồi anh
[<<hm2>> <<dmy>>] <<fn2>> <<ln2>>: Tài khoản: lab@<<dom>>
[<<hm2>> <<dmy>>] <<fn2>> <<ln2>>: Mật khẩu: <<cred>>
[<<hm2>> <<dmy>>] <<fn>> <<ln>>: Ok em, để anh tải case của phòng khám <<city>> về
""",
    "human",
    "",
)

F.reg(
    "milling_stl_rsync_crontab",
    ("var/spool/cron/crontabs/<<user>>", "etc/cron.d/dongbo_stl_<<n>>"),
    """# Đồng bộ file STL từ máy scan sang máy phay Roland DWX mỗi 10 phút
MAILTO=""
*/10 7-20 * * 1-6 RSYNC_PASSWORD='<<cred>>' rsync -a --remove-source-files /srv/scan/out/ rsync://labsync@<<ip>>/dwx_jobs/ >> /var/log/dongbo_stl.log 2>&1
""",
    "pw_sq",
    "",
)

F.reg(
    "vnpay_hash_secret_laravel_env",
    ("<<org>>-portal/.env", "portal-phongkham/.env.<<org>>"),
    """APP_NAME="<<orgc>> Lab Portal"
APP_ENV=production
APP_URL=https://portal.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=<<org>>_portal
VNP_TMN_CODE=<<hex8>>
VNP_HASH_SECRET=<<cred>>
VNP_URL=https://pay.vnpay.vn/vpcpay.html
VNP_RETURN_URL=https://portal.<<dom>>/thanh-toan/ket-qua
""",
    "p:vnp_hash",
    "",
)

F.reg(
    "momo_partner_secret_node",
    ("portal/src/payments/momo.js", "<<org>>-api/services/momoService<<n>>.js"),
    """// Thanh toán công nợ phòng khám qua ví MoMo (AIO v2)
const crypto = require('crypto');

const partnerCode = 'MOMO<<hex8>>';
const accessKey = '<<hex8>><<nnnn>>';
const secretKey = '<<cred>>';

function sign(raw) {
  return crypto.createHmac('sha256', secretKey).update(raw).digest('hex');
}

module.exports = { partnerCode, accessKey, sign };
""",
    "p:momo_secret",
    "",
)

F.reg(
    "ghn_giaohang_token_python",
    ("scripts/giao_hang_ghn_<<n>>.py", "<<org>>/tools/ghn_tao_don.py"),
    """\"\"\"Tạo đơn giao răng sứ cho phòng khám qua Giao Hàng Nhanh.\"\"\"

import requests

GHN_TOKEN = "<<cred>>"
GHN_SHOP_ID = <<nnnn>><<nnn>>


def tao_don(ten, sdt, dia_chi, ma_quan):
    return requests.post(
        "https://online-gateway.ghn.vn/shiip/public-api/v2/shipping-order/create",
        headers={"Token": GHN_TOKEN, "ShopId": str(GHN_SHOP_ID)},
        json={"to_name": ten, "to_phone": sdt, "to_address": dia_chi, "to_district_id": ma_quan, "weight": 200},
        timeout=20,
    ).json()
""",
    "uuid",
)

F.reg(
    "phongkham_portal_flat_ods_logins",
    ("KeToan/tai_khoan_phong_kham_<<y>>.fods", "Chia se/dang_nhap_<<org>>_<<n>>.fods"),
    lambda s: fods(
        "Tài khoản",
        [
            ["Phòng khám", "Cổng", "Tên đăng nhập", "Mật khẩu"],
            [
                f"Nha khoa {s['city'].capitalize()}",
                "3Shape Communicate",
                str(s["user"]),
                str(s["cred"]),
            ],
            [f"Nha khoa {s['ln2']}", "Email", str(s["email2"]), "(hỏi chị " + str(s["fn2"]) + ")"],
        ],
    ),
    "human_x",
    "xml",
)
