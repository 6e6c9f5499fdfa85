# ruff: noqa: E501
"""Family e: a Mekong delta rice mill (Vietnam; Vietnamese)."""

from __future__ import annotations

import json
import random

from hundredtwentysecond_spec import Fam, dec_json_u, enc_json_u, sms_backup

F = Fam(
    name="mekong_rice_mill_xaygao",
    orgs=("gaotrang", "xaylua", "anphuoc", "thoaison", "tanhiep"),
    names=(
        "Nhà máy xay xát Gạo Trắng",
        "Xay lúa Bảy Hùng",
        "Công ty TNHH Lương thực An Phước",
        "Kho gạo Thoại Sơn",
        "Doanh nghiệp Tân Hiệp",
    ),
    tld="com.vn",
    first=(
        ("Nguyễn Văn", "nguyenvan"),
        ("Trần Thị", "tranthi"),
        ("Lê Minh", "leminh"),
        ("Phạm Thu", "phamthu"),
        ("Huỳnh Quốc", "huynhquoc"),
        ("Võ Thanh", "vothanh"),
    ),
    last=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Tâm", "tam"),
        ("Phúc", "phuc"),
        ("Thảo", "thao"),
        ("Khoa", "khoa"),
    ),
    words=(
        "luagao",
        "gaotrang",
        "thocnep",
        "angiang",
        "cantho",
        "mientay",
        "dongthap",
        "xaylua",
        "phuloc",
        "bacay",
        "tamtam",
        "sauxi",
        "kenhxang",
        "jasmine",
        "omgao",
        "dailoan",
    ),
    pets=("Milu", "Vang", "Muc", "Na", "Bong", "Ki"),
    cc="+84 9",
    places=("Thoại Sơn", "Châu Thành", "Cờ Đỏ", "Tân Hiệp", "Lấp Vò"),
)

VN = (
    "lúagạo",
    "gạotrắng",
    "sầuriêng",
    "mêkông",
    "đồngtháp",
    "cầnthơ",
    "nhàmáy",
    "phúlộc",
    "thócnếp",
)


def _vn_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(VN)
    return rng.choice(
        (
            f"{w.capitalize()}{rng.randint(1975, 2025)}",
            f"{w}@{rng.randint(10, 99)}",
            f"{w.capitalize()}{s['pet']}{rng.randint(1, 9)}!",
        )
    )


F.reg(
    "mekong_zalo_pc_copied_chat_mat_khau",
    ["Zalo/sao_chep_<<stamp>>.txt", "Documents/<<fa>>/zalo_kho_<<n>>.txt"],
    """[<<time>> <<dmy>>] <<first>> <<last>>: Anh ơi mật khẩu phần mềm cân xe ở trạm cân số <<n>> là gì vậy? Em bị đăng xuất rồi
[<<time>> <<dmy>>] <<first2>> <<last2>>: tài khoản: cantram<<n>>
[<<time>> <<dmy>>] <<first2>> <<last2>>: mật khẩu: <<cred>>
[<<time>> <<dmy>>] <<first>> <<last>>: ok anh, cảm ơn anh nhiều
""",
    "human",
    syntax="",
)

F.reg(
    "mekong_vnpay_hash_secret_appsettings_json",
    ["src/BanGao.Web/appsettings.Production.json", "deploy/<<org>>/appsettings_<<n>>.json"],
    lambda s: json.dumps(
        {
            "ConnectionStrings": {"Default": "Server=.;Database=BanGao;Trusted_Connection=True;"},
            "VnPay": {
                "TmnCode": f"{s['org'][:4].upper()}{s['n4']}",
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/thanh-toan/ket-qua",
            },
            "Logging": {"LogLevel": {"Default": "Warning"}},
        },
        indent=2,
    ),
    "p:vnpay",
)

F.reg(
    "mekong_momo_partner_secret_php",
    ["includes/momo_config.php", "public_html/<<org>>/thanhtoan/momo_<<n>>.php"],
    """<?php
// Thanh toán MoMo cho đại lý mua gạo bao 25kg
$momo = [
    'partnerCode' => 'MOMO<<hex8>>',
    'accessKey'   => '<<hex8>><<n4>>',
    'secretKey'   => '<<cred>>',
    'endpoint'    => 'https://payment.momo.vn/v2/gateway/api/create',
    'redirectUrl' => 'https://<<dom>>/don-hang/cam-on',
];
""",
    "p:momo_vn",
    syntax="",
)

F.reg(
    "mekong_kiotviet_pos_sync_json_u_escaped",
    ["kiotviet-sync/config_<<n>>.json", "C:/KhoGao/sync/<<stamp>>.json"],
    lambda s: (
        "{\n"
        f'  "retailer": "{s["org"]}",\n'
        '  "clientId": "' + s["uid"] + '",\n'
        f'  "branch": "{enc_json_u(str(s["place"]))}",\n'
        '  "scaleDb": {"server": "'
        + str(s["ip"])
        + '", "user": "kho", "password": "'
        + s["enc"]
        + '"},\n'
        '  "interval": 600\n'
        "}\n"
    ),
    _vn_pw,
    syntax="json",
    encode=enc_json_u,
    decode=dec_json_u("password"),
)

F.reg(
    "mekong_weighbridge_can_xe_ini_sqlserver",
    ["C:/CanXe/CanDienTu_<<n>>.ini", "tramcan/<<stamp>>/config.ini"],
    """[TramCan]
Ten=Trạm cân <<n>> - <<orgname>>
CongCOM=COM1
DauCan=XK3190-A12E

[Database]
Server=<<ip>>\\SQLEXPRESS
Database=CanXe
User=sa
Password=<<cred>>
""",
    "pw",
)

F.reg(
    "mekong_misa_handover_ban_giao_note",
    ["ban_giao/ban_giao_ke_toan_<<stamp>>.md", "Desktop/BAN GIAO <<fa>>.txt"],
    """BIÊN BẢN BÀN GIAO CÔNG VIỆC KẾ TOÁN - <<orgname>>
Ngày <<dmy>>

1. Phần mềm MISA AMIS Kế toán
   - Tài khoản: <<email>>
   - Mật khẩu: <<cred>>
2. Hóa đơn điện tử: dùng chữ ký số USB token (để ở két sắt)
3. Sổ thu mua lúa: file Excel trên máy chủ \\\\<<ip>>\\ketoan

Người giao: <<first>> <<last>>          Người nhận: <<first2>> <<last2>>
""",
    "human",
    syntax="",
)

F.reg(
    "mekong_zalo_oa_broadcast_python",
    ["tools/zalo_bao_gia_<<n>>.py", "home/<<fa>>/zalo_oa/gui_gia_lua.py"],
    '''"""Gửi bảng giá lúa tươi hằng ngày cho thương lái qua Zalo Official Account."""

import requests

ACCESS_TOKEN = "<<cred>>"
OA_URL = "https://openapi.zalo.me/v3.0/oa/message/cs"

for uid in open("thuong_lai.txt", encoding="utf-8").read().split():
    requests.post(
        OA_URL,
        headers={"access_token": ACCESS_TOKEN},
        json={"recipient": {"user_id": uid}, "message": {"text": "Giá lúa OM18 hôm nay: <<n4>> đ/kg"}},
        timeout=20,
    )
''',
    "p:zalo",
)

F.reg(
    "mekong_sms_backup_reply_only_pin_may",
    ["SMSBackup/sms-<<stamp>>.xml", "dien-thoai/<<fa>>/sms_<<n>>.xml"],
    lambda s: sms_backup(
        s, [(2, "Mật khẩu máy tính phòng cân là gì anh?"), (1, s["cred"]), (2, "dạ em cảm ơn")]
    ),
    "human_x",
    syntax="xml",
)
