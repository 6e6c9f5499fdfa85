# ruff: noqa: E501
"""Family e: a payroll bureau (dịch vụ tính lương, BHXH) in Hanoi, Vietnam: Vietnamese."""

from __future__ import annotations

import json
import random

from ninetieth_spec import Fam, Slots, fill, pick

FAM = Fam(
    name="bangluong_payroll_bureau_hanoi",
    orgs=(
        ("dichvuluonghanoi", "Công ty TNHH Dịch vụ Lương Hà Nội"),
        ("ketoanbacninh", "Kế toán & Tiền lương Bắc Ninh"),
        ("nhansuviet", "Nhân Sự Việt Payroll"),
    ),
    tld="com.vn",
    first=(
        ("Hương", "huong"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Dũng", "dung"),
        ("Trang", "trang"),
        ("Quang", "quang"),
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
        "hoadao",
        "hoamai",
        "caphe",
        "phobo",
        "banhmi",
        "songhong",
        "longbien",
        "hoguom",
        "hanhphuc",
        "binhan",
        "mattroi",
        "trangram",
        "sen",
        "tetnguyendan",
        "hoangkiem",
        "bacninh",
        "quanho",
        "comlang",
    ),
    pets=("milu", "cun", "mimi", "bong", "lu", "na"),
    towns=("hanoi", "haiphong", "bacninh", "namdinh", "thaibinh", "hungyen"),
    cc="+84",
)

VN_WORDS = (
    "Hạnh Phúc",
    "Hoa Đào",
    "Sông Hồng",
    "Trăng Rằm",
    "Mặt Trời",
    "Cà Phê",
    "Hồ Gươm",
    "Bình An",
    "Quê Hương",
)


def _vn_pw(rng: random.Random, s: Slots) -> str:
    w = pick(rng, VN_WORDS).replace(" ", pick(rng, ("", "_", ".")))
    return f"{w}{rng.randint(1980, 2026)}{rng.choice('@!#*')}"


FAM.reg(
    "bangluong_zalo_copied_chat_mat_khau_bhxh",
    ("<<org>>/ghichu/zalo_<<fa2>>_<<date>>.txt", "Desktop/zalo_copy_<<n3>>.txt"),
    """<<l2>> <<f2>> <<hm>>
Chị ơi, cổng BHXH điện tử bị khoá rồi, em cần nộp hồ sơ tăng lao động tháng này
<<l>> <<f>> <<hm>>
Mã đơn vị TA<<n4>><<n2>>, tài khoản vẫn như cũ nhé
<<l>> <<f>> <<hm2>>
mật khẩu mới: <<cred>>
<<l2>> <<f2>> <<hm2>>
Dạ em vào được rồi ạ 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "bangluong_misa_amis_open_api_appsettings_json",
    (
        "<<org>>/PayrollSync/appsettings.Production.json",
        "deploy/<<org>>-misa-connector/appsettings.json",
    ),
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "MisaAmis": {
    "BaseUrl": "https://actapp.misa.vn/api/oauth/actopen",
    "AppId": "<<uuid>>",
    "AccessCode": "<<cred>>",
    "OrgCompanyCode": "<<org>>"
  },
  "Payroll": { "ExportFolder": "\\\\\\\\<<host>>\\\\bangluong", "Period": "<<y>>-<<mo>>" }
}
""",
    "p:misa",
)

FAM.reg(
    "bangluong_bank_payroll_sshpass_sftp_sh",
    ("<<org>>/scripts/day_file_luong_ngan_hang.sh", "<<host>>/opt/payroll/upload_vcb.sh"),
    """#!/bin/bash
# Đẩy file chi lương sang ngân hàng (SFTP) - chạy ngày 5 hằng tháng
set -euo pipefail
KY=$(date +%Y%m)
FILE=/data/payroll/out/CHILUONG_${KY}.xlsx
sshpass -p '<<cred>>' sftp -oPort=<<port>> -oBatchMode=no <<org>>_payroll@sftp.<<dom>> <<EOF
put $FILE /inbox/
bye
EOF
echo "$(date) da day $FILE" >> /var/log/payroll_upload.log
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "bangluong_vietnamese_email_mat_khau_file_luong",
    ("<<org>>/mail/<<date>>_bang_luong.eml", "Outlook/<<login>>/Sent/<<n4>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: ketoan@<<town>>-textile.vn
Subject: Bảng lương tháng <<mo>>/<<y>> (file có mật khẩu)
Date: Thu, <<d>> Apr <<y>> 16:<<mi>>:02 +0700
Content-Type: text/plain; charset=UTF-8

Chào anh/chị,

Gửi anh/chị bảng lương và bảng trích BHXH tháng <<mo>>. File nén đã đặt mật khẩu:

Mật khẩu mở file: <<cred>>

Anh/chị kiểm tra và phản hồi trước ngày 25 giúp em nhé.

Trân trọng,
<<l>> <<f>>
<<orgname>> - Hotline <<phone>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "bangluong_hikvision_attendance_digest_python",
    ("<<org>>/chamcong/pull_events.py", "tools/<<org>>_attendance_<<y>>.py"),
    '''"""Lấy dữ liệu chấm công từ máy Hikvision DS-K1T (ISAPI) cho bảng lương."""

import requests
from requests.auth import HTTPDigestAuth

DEVICE = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", '<<cred>>')


def events(start: str, end: str) -> list:
    body = {"AcsEventCond": {"searchID": "1", "searchResultPosition": 0, "maxResults": 30, "major": 5, "minor": 75, "startTime": start, "endTime": end}}
    r = requests.post(f"{DEVICE}/ISAPI/AccessControl/AcsEvent?format=json", json=body, auth=AUTH, timeout=20)
    r.raise_for_status()
    return r.json()["AcsEvent"].get("InfoList", [])
''',
    "pw_sq",
)


def _he_thong_csv(s: Slots) -> str:
    return fill(
        """he_thong,duong_dan,tai_khoan,mat_khau,ghi_chu
Cổng BHXH,https://dichvucong.baohiemxahoi.gov.vn,TA<<n4>>,xem KeePass,
Thuế điện tử,https://thuedientu.gdt.gov.vn,<<mst>>-QL,<<cred>>,đổi 90 ngày/lần
MISA AMIS,https://amis.misa.vn,<<email>>,SSO Google,
""",
        **s,
    )


FAM.reg(
    "bangluong_he_thong_tai_khoan_csv",
    ("<<org>>/quantri/tai_khoan_he_thong.csv", "Downloads/tai_khoan_<<date>>.csv"),
    _he_thong_csv,
    "human_x",
    syntax="",
    extra=lambda rng, s: {"mst": rng.randint(100000000, 999999999)},
)


def _json_u(s: Slots) -> str:
    obj = {
        "ten_cong_ty": s["orgname"],
        "cong_thue": {
            "ma_so_thue": f"01{s['n6']}{s['n2']}",
            "tai_khoan": f"{s['n6']}-QL",
            "mat_khau": s["raw"],
        },
        "nguoi_phu_trach": f"{s['l']} {s['f']}",
        "cap_nhat": s["date"],
    }
    return json.dumps(obj, ensure_ascii=True, indent=2) + "\n"


FAM.reg(
    "bangluong_tax_portal_json_unicode_escaped",
    ("<<org>>/config/cau_hinh_thue.json", "AppData/<<org>>/PayrollTool/settings_<<n3>>.json"),
    _json_u,
    _vn_pw,
    decode=lambda t: json.loads(t)["cong_thue"]["mat_khau"],
)

FAM.reg(
    "bangluong_crontab_pgdump_pgpassword",
    ("<<org>>/crontab.<<host>>", "<<host>>/var/spool/cron/crontabs/postgres"),
    """# m h dom mon dow command
# sao lưu CSDL bảng lương lúc 1h sáng
0 1 * * * PGPASSWORD=<<cred>> pg_dump -h <<ip>> -U payroll_bk -Fc payroll > /backup/payroll_$(date +\\%F).dump
30 1 * * 0 find /backup -name 'payroll_*.dump' -mtime +30 -delete
""",
    "pw_bare",
    syntax="",
)
