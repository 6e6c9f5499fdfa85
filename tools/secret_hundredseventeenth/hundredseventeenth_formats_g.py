# ruff: noqa: E501
"""Family g: a refurbished-phone importer in Ho Chi Minh City, Vietnam; Vietnamese."""

import base64
import re

from hundredseventeenth_spec import Fam, enc_b64

F = Fam(
    name="refurb_phone_importer_saigon",
    orgs=("hoangdien", "tanbinhphone", "saigonlike", "minhmobile"),
    tld="vn",
    first=(
        ("Nguyễn Văn Hùng", "hung"),
        ("Trần Thị Lan", "lan"),
        ("Lê Minh", "minh"),
        ("Phạm Thu", "thu"),
        ("Võ Quốc", "quoc"),
        ("Đặng Hoa", "hoa"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
    ),
    words=(
        "saigon",
        "hanoi",
        "phobo",
        "caphe",
        "iphone",
        "likenew",
        "tanbinh",
        "mekong",
        "banhmi",
        "vietnam",
        "hoasen",
        "anhyeu",
        "dienthoai",
        "xeom",
    ),
    pets=("milu", "vang", "misa", "bong", "lu"),
    cc="+84",
    city="TP. Hồ Chí Minh",
)

F.reg(
    "hoangdien_zalo_copied_mat_khau_icloud_lo_hang",
    ("ghichu/zalo_<<fa>>_<<n>>.txt", "Desktop/lo_hang_<<date>>.txt"),
    """<<fn>> <<time>>
Lô 40 con iPhone 13 từ Nhật về có 3 con còn dính iCloud, bên bán gửi tài khoản gỡ
<<fn2>> <<time>>
Tài khoản: <<fa2>><<n>>@icloud.com
<<fn2>> <<time2>>
Mật khẩu: <<cred>>
<<fn>> <<time2>>
Ok em, để anh gỡ rồi test pin
""",
    cred="human",
    syntax="",
)

F.reg(
    "hoangdien_vnpay_hash_secret_appsettings_json",
    ("ShopApi/appsettings.Production.json", "deploy/<<org>>/appsettings.json"),
    """{
  "ConnectionStrings": { "Default": "Server=<<ip>>;Database=shop;User Id=shop;Password=${DB_PASS}" },
  "VnPay": {
    "TmnCode": "<<tmn>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://<<dom>>/thanh-toan/ket-qua"
  },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}
""",
    cred="p:vnpay",
    extra=lambda rng, s: {
        "tmn": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

F.reg(
    "hoangdien_momo_partner_ipn_python",
    ("thanhtoan/momo_ipn.py", "api/momo_<<n>>.py"),
    """import hashlib
import hmac

PARTNER_CODE = "MOMO<<tmn>>"
ACCESS_KEY = "<<ak>>"
SECRET_KEY = "<<cred>>"


def sign(raw: str) -> str:
    return hmac.new(SECRET_KEY.encode(), raw.encode(), hashlib.sha256).hexdigest()
""",
    cred="p:momo",
    extra=lambda rng, s: {
        "tmn": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)),
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "hoangdien_imei_checker_key_zsh_history",
    ("home/<<fa>>/.zsh_history", "Users/<<fa>>/.zsh_history"),
    """: 17<<n2>><<n>>1:0;cd ~/Desktop/lo-<<n>>
: 17<<n2>><<n>>2:0;cat imei.txt | wc -l
: 17<<n2>><<n>>3:0;for i in $(cat imei.txt); do curl -s "https://api.imeicheck.net/v1/checks?service=apple-basic&deviceId=$i&key=<<cred>>" >> ketqua.json; done
: 17<<n2>><<n>>4:0;jq '.properties.fmiOn' ketqua.json | sort | uniq -c
""",
    cred="alnum:32",
    syntax="",
)

F.reg(
    "hoangdien_customs_broker_email_mat_khau_chu_ky_so",
    ("mail/INBOX/<<n2>>.eml", "thunderbird/haiquan_<<n>>.eml"),
    """From: <<fa2>> - Dai ly hai quan <<<email2>>>
To: <<email>>
Subject: Tờ khai lô hàng điện thoại cũ - chữ ký số
Content-Type: text/plain; charset=utf-8

Chào anh <<fn>>,

Em đã khai VNACCS cho lô <<n2>>. Anh cắm USB token chữ ký số vào máy kế toán,
mã PIN/mật khẩu token là: <<cred>>
rồi ký giúp em trước 16h nhé.

<<fn2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "hoangdien_lo_hang_spreadsheetml_tai_khoan",
    ("excel/lo_hang_<<n>>.xml", "Documents/nhap_hang_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="TaiKhoan">
  <Table>
   <Row><Cell><Data ss:Type="String">Nhà cung cấp</Data></Cell><Cell><Data ss:Type="String">Tài khoản</Data></Cell><Cell><Data ss:Type="String">Mật khẩu</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Tokyo Used Mobile</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">HK Grade A</Data></Cell><Cell><Data ss:Type="String"><<fa2>></Data></Cell><Cell><Data ss:Type="String">(hỏi chị <<fn2>>)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human_x",
)

F.reg(
    "hoangdien_shopee_partner_key_node",
    ("shopee-sync/config.js", "src/<<org>>/shopee_<<n>>.js"),
    """// Đồng bộ tồn kho điện thoại lên Shopee
module.exports = {
  partnerId: <<n2>><<n>>,
  partnerKey: '<<cred>>',
  shopId: <<n>><<n2>>,
  host: 'https://partner.shopeemobile.com',
};
""",
    cred=lambda rng: (
        "shpk"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(60)
        )
    ),
    syntax="",
)


def dec_k8s(text: str) -> str:
    m = re.search(r"DB_PASSWORD: (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "hoangdien_kiotviet_sync_k8s_secret_base64",
    ("k8s/kiotviet-sync-secret.yaml", "deploy/<<org>>/secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: kiotviet-sync
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<u64>>
  DB_PASSWORD: <<enc>>
""",
    cred="pw",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"])), "u64": enc_b64("kiot")},
    decode=dec_k8s,
)
