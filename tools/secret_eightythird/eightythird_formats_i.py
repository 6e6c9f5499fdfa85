# ruff: noqa: E501
"""Family i: a crop-spraying drone service in the Mekong Delta (Vietnam; Vietnamese)."""

from __future__ import annotations

import html
import re

from eightythird_spec import Fam, enc_html, gen_pw, pw_needing, sms_xml

F = Fam(
    name="drone_phun_thuoc_mekong_vietnam",
    orgs=("lualuadrone", "mekongbay", "dongthapagri", "mientaydrone"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Đức", "duc"),
        ("Thảo", "thao"),
        ("Quang", "quang"),
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
        "lua",
        "mekong",
        "cantho",
        "saigon",
        "hanoi",
        "phuquoc",
        "sen",
        "tre",
        "pho",
        "caphe",
        "rong",
        "halong",
        "dongthap",
        "mientay",
        "nongdan",
        "mangcut",
    ),
    pets=("vang", "mit", "lu", "bong", "miu", "ki"),
    cc="84",
    places=("Cần Thơ", "Đồng Tháp", "An Giang", "Sóc Trăng", "Long An"),
    regs=("T40-01", "T50-03", "XAG-P100", "AGRAS-T25", "T30-07"),
    tz="+0700",
)

F.reg(
    "phunthuoc_vietnamese_zalo_copied_chat_mat_khau_agras",
    ("zalo/nhom_phi_cong_<<nn>>.txt", "chat/zalo_<<fa>>_<<date>>.txt"),
    """[<<hm>> <<dmy>>] <<first>> <<last>>: Mai phun 15 ha lúa ở <<place>>, máy <<reg>> nhé
[<<hm>> <<dmy>>] <<first2>>: Anh ơi app DJI SmartFarm bắt đăng nhập lại, mật khẩu là gì ạ?
[<<hm2>> <<dmy>>] <<first>> <<last>>: tài khoản <<email>>
[<<hm2>> <<dmy>>] <<first>> <<last>>: mk: <<cred>>
[<<hm2>> <<dmy>>] <<first2>>: Dạ em vào được rồi, cảm ơn anh 🙏
""",
    "human",
    syntax="",
)


def _amp(rng, fam, s):
    return pw_needing(rng, "&<>\"'", lambda: gen_pw(rng, sym="!#*-_.@"))


def _dec_td(text: str) -> str:
    m = re.search(r'<td class="mk">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "phunthuoc_admin_page_html_table_entity_escaped_mat_khau",
    ("web/admin/tai_khoan_<<nn>>.html", "backup/<<org>>_taikhoan_<<date>>.html"),
    lambda s: (
        '<!DOCTYPE html>\n<html lang="vi"><head><meta charset="utf-8"><title>Tài khoản hệ thống</title></head>\n<body>\n'
        '<table border="1">\n<tr><th>Hệ thống</th><th>Tài khoản</th><th>Mật khẩu</th></tr>\n'
        f'<tr><td>Cổng VNPAY merchant</td><td>{s["user"]}</td><td class="mk">{s["enc"]}</td></tr>\n'
        f"<tr><td>Zalo OA</td><td>{s['email']}</td><td>(đăng nhập bằng QR)</td></tr>\n"
        "</table>\n</body></html>\n"
    ),
    _amp,
    extra=lambda rng, s: s.update(enc=enc_html(s["cred"])),
    decode=_dec_td,
    syntax="",
)

F.reg(
    "phunthuoc_vnpay_hash_secret_spring_properties",
    (
        "thanh-toan/src/main/resources/application-prod.properties",
        "services/<<org>>-payment/vnpay_<<nn>>.properties",
    ),
    """# VNPAY – thanh toán dịch vụ phun thuốc
vnpay.pay-url=https://pay.vnpay.vn/vpcpay.html
vnpay.return-url=https://<<dom>>/thanh-toan/ket-qua
vnpay.tmn-code=<<tmn>>
vnpay.hash-secret=<<cred>>
vnpay.version=2.1.0
spring.datasource.url=jdbc:mysql://<<ip>>:3306/phunthuoc
spring.datasource.username=app
""",
    "p:vnpay",
    extra=lambda rng, s: s.update(tmn=s["org"][:4].upper() + s["nn"]),
    syntax="",
)

F.reg(
    "phunthuoc_momo_partner_secret_node_signature",
    ("api/momo/create-payment.js", "server/<<org>>/momo_<<nn>>.js"),
    """const crypto = require("crypto");
const https = require("https");

const partnerCode = "MOMO<<tmn>>";
const accessKey = "<<ak>>";
const secretKey = "<<cred>>";

function taoThanhToan(orderId, amount) {
  const raw = `accessKey=${accessKey}&amount=${amount}&extraData=&ipnUrl=https://<<dom>>/momo/ipn&orderId=${orderId}&orderInfo=Phun thuoc&partnerCode=${partnerCode}&redirectUrl=https://<<dom>>/cam-on&requestId=${orderId}&requestType=captureWallet`;
  const signature = crypto.createHmac("sha256", secretKey).update(raw).digest("hex");
  return { partnerCode, orderId, amount, signature };
}

module.exports = { taoThanhToan, https };
""",
    "p:momo",
    extra=lambda rng, s: s.update(tmn=s["nn"] + "VN", ak=s["hex8"] + s["hex8"][:8].upper()),
    syntax="",
)

F.reg(
    "phunthuoc_field_boundaries_pg_service_conf",
    ("home/<<fa>>/.pg_service.conf", "gis/<<place>>/pg_service_<<nn>>.conf"),
    """# QGIS – ranh giới ruộng và nhật ký phun
[ruong_lua]
host=<<ip>>
port=5432
dbname=ruong
user=qgis_<<fa>>
password=<<cred>>
sslmode=prefer

[nhat_ky_phun]
host=<<ip>>
dbname=nhatky
user=readonly
""",
    "pw",
    syntax="ini",
)

F.reg(
    "phunthuoc_sms_backup_vietnamese_mat_khau_reply",
    ("sms/sms-<<date>>-<<nn>>.xml", "dienthoai/<<fa>>/sms_backup_<<ts>>.xml"),
    lambda s: sms_xml(
        [
            (
                s["phone"],
                1,
                f"Anh {s['first']} ơi, mật khẩu máy tính bảng điều khiển {s['reg']} là gì vậy?",
            ),
            (s["phone"], 2, f"mk {s['cred']} nha em"),
            (s["phone"], 1, "Dạ cảm ơn anh"),
            (s["phone2"], 1, f"Thuốc đã giao tới {s['place']}, 40 lít"),
        ],
        s,
    ),
    "human",
)

F.reg(
    "phunthuoc_rtk_base_4g_router_openwrt_wireless_uci",
    ("etc/config/wireless", "routers/tram_rtk_<<nn>>/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/ahb/18100000.wmac'
	option channel '6'
	option band '2g'
	option htmode 'HT20'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>_RTK_<<n>>'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "phunthuoc_einvoice_appsettings_json_password",
    (
        "hoadon/HoaDonDienTu/appsettings.Production.json",
        "services/<<org>>-einvoice/appsettings_<<nn>>.json",
    ),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "EInvoice": {
    "Provider": "Viettel SInvoice",
    "BaseUrl": "https://api-vinvoice.viettel.vn/services/einvoiceapplication/api",
    "TaxCode": "03<<nn>><<nn>>",
    "Username": "03<<nn>>-<<fa>>",
    "Password": "<<cred>>",
    "TemplateCode": "1/<<nn>>"
  },
  "ConnectionStrings": { "Default": "Server=<<ip>>;Database=hoadon;Trusted_Connection=True;" }
}
""",
    "pw_json",
)
