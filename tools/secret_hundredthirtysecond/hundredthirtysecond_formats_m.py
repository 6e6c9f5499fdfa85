# ruff: noqa: E501
"""Family m: an audiologist's hearing centre (trung tâm thính học) in Đà Nẵng, Vietnam (Vietnamese)."""

from __future__ import annotations

import json

from hundredthirtysecond_spec import Fam, enc_json_u, pick

FAM = Fam(
    name="trithinh_thinhluc",
    orgs=("nghetot", "thinhan", "songhanaudio", "tairo"),
    tld="vn",
    first=(
        ("Nguyễn Thị Hoa", "hoa"),
        ("Trần Minh", "minh"),
        ("Lê Thu Trang", "trang"),
        ("Phạm Quốc Huy", "huy"),
        ("Võ Ngọc Ánh", "anh"),
        ("Đặng Văn Tùng", "tung"),
        ("Huỳnh Mai", "mai"),
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
        "danang",
        "songhan",
        "mykhe",
        "hoian",
        "pho",
        "banhmi",
        "cafe",
        "nghetot",
        "thinhluc",
        "yeuem",
        "anhyeu",
        "sontra",
        "bana",
        "caurong",
    ),
    pets=("milu", "na", "bong", "lu", "mimi", "ku", "vang"),
    cc="+84 9",
    cities=("Đà Nẵng", "Hải Châu", "Sơn Trà", "Hội An"),
)
F = FAM

F.reg(
    "thinhhoc_zalo_copied_chat_mat_khau",
    ("Zalo/tin-nhan-<<fa2>>-<<ymdc>>.txt", "notes/zalo_<<org>>_<<n>>.txt"),
    """<<first>>
Chị ơi máy đo thính lực không vào được phần mềm Noah, nó hỏi mật khẩu
<<time>>

<<first2>>
tài khoản: admin
<<time2>>

<<first2>>
<<cred>>
<<time2>>

<<first>>
Dạ em vào được rồi ạ
<<time2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "thinhhoc_vnpay_hash_secret_php",
    ("config/vnpay.php", "<<org>>-web/app/vnpay_config_<<n>>.php"),
    """<?php
// VNPAY - đặt cọc máy trợ thính
$vnp_TmnCode = "<<hexid>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<domain>>/thanh-toan/ket-qua";
""",
    cred="p:vnpay",
    syntax="",
)


def _momo(s: dict) -> str:
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "MoMo": {
                "PartnerCode": "MOMO" + s["hexid"].upper()[:8],
                "AccessKey": s["akey"],
                "SecretKey": s["cred"],
                "Endpoint": "https://payment.momo.vn/v2/gateway/api/create",
                "RedirectUrl": f"https://{s['domain']}/momo/return",
            },
            "AllowedHosts": "*",
        },
        indent=2,
    )


F.reg(
    "thinhhoc_momo_appsettings_json",
    ("src/<<orgc>>.Web/appsettings.Production.json", "publish/<<org>>/appsettings.json"),
    _momo,
    cred="p:momo",
    extra=lambda rng, s, fam: {"akey": fam.draw(rng, "alnum:16")},
)

F.reg(
    "thinhhoc_esms_nhac_lich_python",
    ("scripts/nhac_lich_tai_kham.py", "<<org>>/sms/esms_<<n>>.py"),
    '''"""Nhắc lịch tái khám / chỉnh máy trợ thính qua eSMS.vn (Brandname)."""

import requests

API_KEY = "<<hexid>><<hexid>>ABCDEFAB"
SECRET_KEY = "<<cred>>"


def nhac(phone: str, ten: str, ngay: str) -> dict:
    return requests.post(
        "https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/",
        json={
            "ApiKey": API_KEY,
            "SecretKey": SECRET_KEY,
            "Phone": phone,
            "Content": f"{ten} than men, lich kiem tra thinh luc cua ban la {ngay}. <<orgc>>",
            "Brandname": "<<orgc>>",
            "SmsType": "2",
        },
        timeout=10,
    ).json()
''',
    cred="p:esms",
)


def _vn_pw(rng, fam) -> str:
    w = pick(rng, ("Thínhlực", "Nghetốt", "Sônghàn", "Đànẵng", "Yêuem", "Biểnxanh", "Phốcổ"))
    y = rng.randint(2018, 2026)
    return pick(
        rng, (f"{w}{y}!", f"{w}@{y}", f"{w.lower()}.{y % 100}", f"{w}#{rng.randint(10, 99)}")
    )


def _json_u(s: dict) -> str:
    return (
        "{\n"
        '  "version": 3,\n'
        f'  "clinic": "{s["orgc"]}",\n'
        '  "exported_at": "' + f"{s['ymd']}T{s['time']}:00+07:00" + '",\n'
        '  "users": [\n'
        "    {\n"
        f'      "username": "{s["fa"]}",\n'
        '      "display_name": ' + json.dumps(s["first"]) + ",\n"
        '      "role": "audiologist",\n'
        f'      "password": "{s["cred"]}"\n'
        "    }\n"
        "  ]\n"
        "}\n"
    )


def _dec_json_u(text: str) -> str:
    return json.loads(text)["users"][0]["password"]


F.reg(
    "thinhhoc_clinic_app_export_json_unicode_escaped",
    ("backup/<<org>>_users_<<ymdc>>.json", "export/nguoidung-<<n>>.json"),
    _json_u,
    cred=_vn_pw,
    decode=_dec_json_u,
    encode=enc_json_u,
)

F.reg(
    "thinhhoc_email_mat_khau_phonak_target",
    ("Thư/Hộp thư đến/phonak-<<fa>>-<<n>>.eml", "thunderbird/<<org>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: Tài khoản Phonak Target / Noah của trung tâm
Date: <<rfcdate>> +0700
Content-Type: text/plain; charset=utf-8

Chào em <<first>>,

Từ tuần sau em chỉnh máy cho khách ở chi nhánh Hải Châu, dùng tài khoản chung:
Tên đăng nhập: <<fa>>.<<org>>
Mật khẩu: <<cred>>

Đừng lưu mật khẩu trên máy khách nhé.
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "thinhhoc_fstab_cifs_nas_credentials_inline",
    ("etc/fstab", "may-do/<<org>>/fstab.<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<lan>>/ketqua  /mnt/ketqua  cifs  username=<<fa>>,password=<<cred>>,uid=1000,iocharset=utf8,vers=3.0  0  0
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "thinhhoc_notebook_ocr_mat_khau_wifi",
    ("scan/so_tay_<<ymdc>>.txt", "ocr/<<org>>/letan_<<n>>.txt"),
    """mật khẩu wifi tầng 2
<<cred>>
""",
    cred="human",
    syntax="",
)
