# ruff: noqa: E501
"""Family c: a freight forwarder's branch office in Hai Phong, Vietnam (Vietnamese)."""

from __future__ import annotations

from seventyninth_spec import Fam, jdump, xlsx_shared_strings

F = Fam(
    name="haiphong_freight_forwarder_branch",
    orgs=("cangxanh", "hailongvn", "tanvanlog", "bienbac"),
    tld="vn",
    first=(
        ("Nguyễn Văn", "nguyen"),
        ("Trần Thị", "tran"),
        ("Phạm Minh", "pham"),
        ("Lê Thu", "le"),
        ("Hoàng Đức", "hoang"),
        ("Vũ Ngọc", "vu"),
        ("Đặng Quốc", "dang"),
        ("Bùi Thanh", "bui"),
    ),
    last=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Mai", "mai"),
        ("Phúc", "phuc"),
        ("Trang", "trang"),
    ),
    words=(
        "haiphong",
        "dinhvu",
        "lachhuyen",
        "container",
        "bienxanh",
        "hoaphuong",
        "phobo",
        "banhda",
        "dosonn",
        "catba",
        "cangbien",
        "tauthuy",
        "thanglong",
        "hanoi",
        "saigon",
        "trangan",
        "matroi",
        "hoasen",
        "muathu",
        "tetnguyen",
        "conmeo",
        "rongvang",
    ),
    pets=("milu", "vang", "bong", "mun", "lucky", "kiki", "bin", "na"),
    cc="+84",
)

# 1 Zalo messages copied as text
F.reg(
    "haiphong_zalo_copied_text_mat_khau_vnaccs",
    ("zalo/nhom_chungtu_<<iso>>.txt", "ghi_chu/zalo_<<fa>>_<<n>>.txt"),
    """[<<hh>>:<<mi>> <<dmy>>] <<name2>>: Chị ơi, máy khai báo hải quan bị đăng xuất, mật khẩu tài khoản ECUS mới là gì ạ?
[<<hh>>:<<mi2>> <<dmy>>] <<name>>: Tài khoản: <<login>>
[<<hh>>:<<mi2>> <<dmy>>] <<name>>: Mật khẩu: <<cred>>
[<<hh>>:<<mi2>> <<dmy>>] <<name>>: Em khai xong tờ khai lô hàng Đình Vũ thì báo chị nhé
[<<hh2>>:<<mi>> <<dmy>>] <<name2>>: Dạ vâng, em vào được rồi ạ
""",
    cred="human",
    syntax="",
)

# 2 ECUS5-VNACCS app.config: SQL Server connection string
F.reg(
    "haiphong_ecus5_vnaccs_app_config_sql_connection",
    ("ECUS5VNACCS/ECUS5VNACCS.exe.config", "may_<<n>>/ECUS_<<yr>>/app.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ECUS5Connection" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=ECUS5VNACCS_<<orgu>>;User ID=ecus;Password=<<cred>>;MultipleActiveResultSets=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="MaDoanhNghiep" value="0201<<n6>>" />
    <add key="MaHaiQuan" value="03TG" />
  </appSettings>
</configuration>
""",
    cred="pw_xml",
)

# 3 WinSCP script pushing CargoWise EDI files over SFTP
F.reg(
    "haiphong_winscp_script_cargowise_edi_upload",
    ("scripts/edi_upload_<<n>>.txt", "C/EDI/winscp_<<org>>.txt"),
    """option batch abort
option confirm off
open sftp://<<org>>_hph:<<cred>>@edi.<<dom>>:22/ -hostkey="ssh-ed25519 255 <<hex32>>"
cd /inbound/cw1
lput -delete D:\\EDI\\outbound\\*.xml
exit
""",
    cred="pw_url",
    syntax="",
)

# 4 Vietnamese e-mail: shipping line booking portal password
F.reg(
    "haiphong_vietnamese_email_mat_khau_hang_tau",
    ("mail/<<login>>/<<iso>>_booking_portal.eml", "outlook_export/<<n4>>.eml"),
    """From: "<<name>>" <<<email>>>
To: "<<name2>>" <<<email2>>>
Subject: Tài khoản booking hãng tàu cho chi nhánh Hải Phòng
Date: <<d>> Apr <<yr>> <<hh>>:<<mi>>:<<ss>> +0700
Content-Type: text/plain; charset="utf-8"

Chào em,

Anh gửi tài khoản đặt chỗ trên portal hãng tàu để em làm booking cho khách Đình Vũ:
Tên đăng nhập: <<login>>@<<org>>
Mật khẩu: <<cred>>

Không chia sẻ cho sales bên ngoài nhé. Cuối tháng anh sẽ đổi.

Trân trọng,
<<name>>
Trưởng chi nhánh Hải Phòng – <<orgc>> Logistics
""",
    cred="human",
    syntax="",
)

# 5 MISA meInvoice API settings (appsettings.json, app id as the key)
F.reg(
    "haiphong_meinvoice_api_appsettings_app_id",
    ("<<org>>.Invoice/appsettings.Production.json", "hoadon/appsettings_<<n>>.json"),
    lambda s: jdump(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "MeInvoice": {
                "BaseUrl": "https://api.meinvoice.vn/api/integration",
                "AppId": s["cred"],
                "TaxCode": f"0201{s['n6']}",
                "Username": s["email"],
                "InvSeries": f"1C{s['yy']}TAA",
            },
        }
    ),
    cred="uuid",
)

# 6 Python tracking script with a Maersk Consumer-Key
F.reg(
    "haiphong_maersk_track_trace_python_consumer_key",
    ("tools/track_containers.py", "<<org>>_scripts/maersk_<<n>>.py"),
    """import csv

import requests

CONSUMER_KEY = "<<cred>>"
URL = "https://api.maersk.com/track-and-trace-private/events"


def track(container: str) -> dict:
    r = requests.get(URL, params={"equipmentReference": container}, headers={"Consumer-Key": CONSUMER_KEY}, timeout=30)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    with open("containers_dinhvu.csv", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            print(row["so_cont"], track(row["so_cont"]).get("events", [])[-1:])
""",
    cred="alnum:32",
)

# 7 payOS (VietQR) checksum key in .env
F.reg(
    "haiphong_payos_vietqr_checksum_key_env",
    ("<<org>>-thanhtoan/.env", "web/<<org>>/.env.local<<n>>"),
    """PAYOS_CLIENT_ID=<<uuid>>
PAYOS_API_KEY=<<hex8>>-<<n4>>-4<<n3>>-a<<n3>>-<<hex40>>
PAYOS_CHECKSUM_KEY=<<cred>>
PAYOS_RETURN_URL=https://<<dom>>/thanh-toan/ket-qua
""",
    cred="hex:64",
    syntax="",
)

# 8 XLSX sharedStrings: branch staff and their portal logins
F.reg(
    "haiphong_nhan_vien_xlsx_shared_strings_mat_khau",
    ("tai_khoan_xlsx/xl/sharedStrings.xml", "unzipped_<<n>>/xl/sharedStrings.xml"),
    lambda s: xlsx_shared_strings(
        [
            "Họ tên",
            "Bộ phận",
            "Hệ thống",
            "Tài khoản",
            "Mật khẩu",
            s["name"],
            "Chứng từ",
            "VNACCS",
            s["login"],
            s["cred"],
            s["name2"],
            "Sales",
            "CargoWise",
            s["login2"],
            "đã đổi",
        ]
    ),
    cred="human_x",
)
