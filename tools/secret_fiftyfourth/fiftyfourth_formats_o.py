"""Family o: an accounting and tax service firm (dịch vụ kế toán) in Đà Nẵng (Vietnam),
Vietnamese."""

# ruff: noqa: E501

import json

from fiftyfourth_spec import DANANG as F
from fiftyfourth_spec import Slots

F.reg(
    "danang_zalo_chat_mat_khau_misa",
    ("zalo/<<fname>>_<<num>>.txt", "tin_nhan/zalo_<<date>>.txt"),
    """[<<time>> <<dmy_slash>>] <<last>> <<first>>: Chị ơi, em không vào được MISA SME của khách hàng bên Sơn Trà
[<<time>> <<dmy_slash>>] <<last2>> <<first2>>: Tài khoản <<login>>, mật khẩu <<cred>> nha em
[<<time2>> <<dmy_slash>>] <<last2>> <<first2>>: Làm xong nhớ đăng xuất
[<<time2>> <<dmy_slash>>] <<last>> <<first>>: Dạ em cảm ơn chị
""",
    cred="human",
)


def _amis(s: Slots) -> str:
    doc = {
        "misa_amis": {
            "app_id": s["uuid"],
            "access_code": s["cred"],
            "org_company_code": f"{s['org']}-{s['num']}",
            "base_url": "https://actapp.misa.vn/apir/sync/actopen",
        },
        "schedule": "0 */2 * * *",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "danang_misa_amis_open_api_access_code_json",
    ("tich_hop/<<org>>/amis.json", "config/misa_<<num>>.json"),
    _amis,
    cred="b64:48",
)

F.reg(
    "danang_viettel_sinvoice_python_requests_auth",
    ("hoadon/<<org>>/sinvoice.py", "scripts/xuat_hoa_don_<<num>>.py"),
    '''"""Phát hành hóa đơn điện tử qua Viettel S-Invoice cho khách hàng <<org_cap>>."""

import requests

BASE = "https://api-vinvoice.viettel.vn/services/einvoiceapplication/api"
MST = "0401<<big>>"
USERNAME = MST
PASSWORD = "<<cred>>"


def tao_hoa_don(payload: dict) -> dict:
    url = f"{BASE}/InvoiceAPI/InvoiceWS/createInvoice/{MST}"
    return requests.post(url, json=payload, auth=(USERNAME, PASSWORD), timeout=30).json()
''',
    cred="pw_dq",
)

F.reg(
    "danang_vietnamese_email_mat_khau_thue_dien_tu",
    ("mail/<<fname>>/<<date>>_thue.eml", "hop_thu/<<num>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: Tài khoản thuế điện tử - nộp tờ khai quý
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Chào <<first2>>,

Em nộp giúp chị tờ khai thuế GTGT quý này của khách hàng trên thuedientu.gdt.gov.vn nhé.

Mã số thuế: 0401<<big>>
Mật khẩu: <<cred>>

Chữ ký số USB để ở ngăn kéo bàn chị.

Cảm ơn em,
<<first>>
""",
    cred="human",
)

F.reg(
    "danang_vnpay_hash_secret_web_config",
    ("web/<<org>>/Web.config", "thanh_toan/Web.<<num>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_TmnCode" value="<<hex8>>" />
    <add key="vnp_HashSecret" value="<<cred>>" />
    <add key="vnp_Returnurl" value="https://<<dom>>/thanh-toan/ket-qua" />
  </appSettings>
</configuration>
""",
    cred="upnum:32",
    syntax="xml",
)

F.reg(
    "danang_momo_partner_secret_key_node",
    ("thanh_toan/<<org>>/momo.js", "api/momo_<<num>>.js"),
    """// Thu phí dịch vụ kế toán qua ví MoMo
const crypto = require('crypto');

const partnerCode = 'MOMO<<hex8>>';
const accessKey = '<<hex16>>';
const secretKey = '<<cred>>';

function sign(raw) {
  return crypto.createHmac('sha256', secretKey).update(raw).digest('hex');
}

module.exports = { partnerCode, accessKey, sign };
""",
    cred="alnum:32",
    syntax="",
)

F.reg(
    "danang_chu_ky_so_token_pin_sticky_ocr",
    ("scan/ocr/giay_note_<<num>>.txt", "anh_chup/<<date>>_note.txt"),
    """USB TOKEN CKS - <<org_cap>>
MST 0401<<big>>
Mã PIN:
<<cred>>
(hết hạn <<dd>>/<<mm>>/<<year>>)
""",
    cred="digits:8",
)

F.reg(
    "danang_powershell_invoke_sqlcmd_password",
    ("scripts/<<org>>/sao_luu.ps1", "C:/KeToan/backup_<<num>>.ps1"),
    """# Sao lưu dữ liệu kế toán hằng đêm
Import-Module SqlServer
$ngay = Get-Date -Format 'yyyyMMdd'
Invoke-Sqlcmd -ServerInstance '<<ip>>\\MISA' -Username 'ketoan_bk' -Password '<<cred>>' -Query "BACKUP DATABASE [MISA_<<org>>] TO DISK = N'D:\\SaoLuu\\misa_$ngay.bak'"
Compress-Archive -Path "D:\\SaoLuu\\misa_$ngay.bak" -DestinationPath "\\\\<<ip2>>\\backup\\misa_$ngay.zip"
""",
    cred="pw_sq",
)
