# ruff: noqa: E501
"""Family j: a dental hospital in Vietnam (Vietnamese): Vatech EzDent-i X-ray software, VNPay
and MoMo at the cashier, Zalo Official Account reminders, VNPT e-invoices, Zalo chats between
dentists and the front desk."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hundredtwentyfirst_spec import Fam, enc_xml, human

F = Fam(
    name="nhakhoa_dental_hospital_vietnam",
    orgs=(
        ("ranghong", "Bệnh viện Răng Hồng"),
        ("nhakhoasaigon", "Bệnh viện Răng Hàm Mặt Sài Gòn Xanh"),
        ("nucuoiviet", "Nha khoa Nụ Cười Việt"),
        ("hoanmy", "Nha khoa Hoàn Mỹ"),
    ),
    tld="vn",
    first=(
        ("Nguyễn Thị Lan", "lan"),
        ("Trần Văn Hùng", "hung"),
        ("Lê Thị Mai", "mai"),
        ("Phạm Quốc Bảo", "bao"),
        ("Hoàng Thu Trang", "trang"),
        ("Võ Minh Tuấn", "tuan"),
        ("Đặng Ngọc Anh", "anh"),
        ("Bùi Đức Thắng", "thang"),
    ),
    last=(
        ("", "nguyen"),
        ("", "tran"),
        ("", "le"),
        ("", "pham"),
        ("", "hoang"),
        ("", "vo"),
    ),
    words=(
        "saigon",
        "hanoi",
        "danang",
        "hoasen",
        "matroi",
        "yeuem",
        "vietnam",
        "nhakhoa",
        "rangxinh",
        "caphe",
        "pho",
        "bienxanh",
        "hoamai",
        "tet",
        "anhyeu",
    ),
    pets=("milu", "vang", "bong", "na", "cun", "mimi"),
    towns=("TP. Hồ Chí Minh", "Hà Nội", "Đà Nẵng", "Cần Thơ", "Huế", "Nha Trang"),
    cc="84",
)


def _zalo(s: dict) -> str:
    return f"""{s["fn"]} ({s["time"]} {s["date"]}): Em ơi máy chụp phim X-quang phòng 3 không đăng nhập được
{s["fn2"]} ({s["time"]} {s["date"]}): Dạ chị, bên kỹ thuật mới đổi mật khẩu sáng nay
{s["fn2"]} ({s["time2"]} {s["date"]}): Tài khoản: {s["user"]} - mật khẩu: {s["cred"]}
{s["fn"]} ({s["time2"]} {s["date"]}): Ok em, cảm ơn nhé ❤️
"""


F.reg(
    "nhakhoa_vn_zalo_copied_chat_mat_khau_xquang",
    ("Zalo/tin_nhan_phong_kham_<<n>>.txt", "Documents/zalo_<<d8>>.txt"),
    _zalo,
    "human",
    extra=lambda rng, s: {"user": f"bs.{s['fa']}{s['n2']}"},
)


def _appsettings(s: dict) -> str:
    obj = {
        "ConnectionStrings": {
            "Default": f"Server={s['ip']};Database=NhaKhoa;Trusted_Connection=True;"
        },
        "VnPay": {
            "TmnCode": s["tmn"],
            "HashSecret": s["cred"],
            "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
            "ReturnUrl": f"https://{s['dom']}/thanh-toan/ket-qua",
        },
        "Logging": {"LogLevel": {"Default": "Information"}},
    }
    return json.dumps(obj, indent=2) + "\n"


F.reg(
    "nhakhoa_vn_vnpay_hash_secret_appsettings_json",
    ("ThuNgan.Web/appsettings.Production.json", "src/<<org>>-thungan-<<n>>/appsettings.json"),
    _appsettings,
    "p:vnpay",
    extra=lambda rng, s: {
        "tmn": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

F.reg(
    "nhakhoa_vn_momo_partner_secret_node",
    ("payment/momo.js", "thanh-toan-<<n>>/momo.config.js"),
    """// Thanh toán MoMo tại quầy thu ngân
const crypto = require('crypto');

const partnerCode = 'MOMO<<pc>>';
const accessKey = '<<ak>>';
const secretKey = '<<cred>>';

function sign(raw) {
  return crypto.createHmac('sha256', secretKey).update(raw).digest('hex');
}

module.exports = { partnerCode, accessKey, sign, endpoint: 'https://payment.momo.vn/v2/gateway/api/create' };
""",
    "p:momo",
    syntax="",
    extra=lambda rng, s: {
        "pc": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)),
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "nhakhoa_vn_ezdent_xray_database_ini",
    ("VATECH/EzDent-i/Config/DBConfig.ini", "PhongXQuang<<n>>/EzDent-i/DBConfig_<<n3>>.ini"),
    """[Database]
Type=MSSQL
Server=<<ip>>\\VATECH
Catalog=EzDent
UserID=ezdent
Password=<<cred>>

[Imaging]
Storage=\\\\<<ip2>>\\EzDentImage
Sensor=EzSensor HD
""",
    "pw",
)

F.reg(
    "nhakhoa_vn_zalo_oa_nhac_lich_hen_python",
    ("nhac_lich/zalo_oa.py", "scripts/nhac_lich_hen_<<n>>.py"),
    """import requests

# Nhắc lịch hẹn tái khám qua Zalo OA — <<orgname>>
ZALO_OA_ACCESS_TOKEN = "<<cred>>"


def nhac_lich(user_id, ten, gio):
    body = {
        "recipient": {"user_id": user_id},
        "message": {"text": f"Chào {ten}, bạn có lịch hẹn tái khám răng lúc {gio} ngày mai."},
    }
    return requests.post(
        "https://openapi.zalo.me/v3.0/oa/message/cs",
        headers={"access_token": ZALO_OA_ACCESS_TOKEN},
        json=body,
        timeout=10,
    )
""",
    "p:zalo",
)


def _inv_cred(rng, fam) -> str:
    while True:
        base = human(rng, fam, safe=True)
        pos = rng.randrange(1, len(base))
        v = base[:pos] + rng.choice("&<>\"'") + base[pos:]
        return v


def _dec_xml(text: str) -> str:
    root = ET.fromstring(text.encode())
    node = root.find(".//Password")
    assert node is not None and node.text is not None
    return node.text


F.reg(
    "nhakhoa_vn_vnpt_einvoice_config_xml_escaped",
    ("HoaDonDienTu/vnpt_invoice.config.xml", "ThuNgan/einvoice_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<HoaDonDienTu>
  <!-- Hóa đơn điện tử VNPT — <<orgname>> -->
  <Url>https://<<org>>-tt78admin.vnpt-invoice.com.vn/PublishService.asmx</Url>
  <Account><<org>>admin</Account>
  <ACPass><<n3>><<n2>></ACPass>
  <Username>thungan<<n2>></Username>
  <Password><<enc>></Password>
  <Pattern>1/001</Pattern>
  <Serial>C<<yy>>TAA</Serial>
</HoaDonDienTu>
""",
    _inv_cred,
    decode=_dec_xml,
    enc=enc_xml,
)

F.reg(
    "nhakhoa_vn_email_mat_khau_phan_mem_quan_ly",
    ("Email/Tai khoan phan mem <<n>>.eml", "Thunderbird/Inbox/tai_khoan_<<d8>>.eml"),
    """From: Phòng CNTT <cntt@<<dom>>>
To: <<fa>>@<<dom>>
Subject: Tài khoản phần mềm quản lý phòng khám
Date: <<iso>> <<time>>
Content-Type: text/plain; charset=UTF-8

Chào bác sĩ <<fn>>,

Phòng CNTT gửi bác sĩ tài khoản phần mềm quản lý bệnh án nha khoa:

Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Vui lòng đổi mật khẩu sau lần đăng nhập đầu tiên.
Trân trọng.
""",
    "human",
    syntax="",
)

F.reg(
    "nhakhoa_vn_le_tan_wifi_note_mk",
    ("ghi_chu/le_tan_<<n>>.txt", "Desktop/GHI CHU LE TAN <<d8>>.txt"),
    """Wifi khách: NhaKhoa_Guest<<n2>>
MK: <<cred>>
(đổi mỗi tháng - hỏi anh <<fa2>> kỹ thuật)
""",
    "human_x",
    syntax="",
)
