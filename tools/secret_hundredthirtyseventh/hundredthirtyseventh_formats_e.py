"""Family e: electronic-game slot clubs for foreign guests in Ha Long (Vietnam): the floor
server speaking SAS to the machines, VNPay and MoMo in the hotel front desk, Zalo official
accounts and Zalo groups, eSMS OTPs, MISA accounting and NVR stickers."""

from __future__ import annotations

import json

from hundredthirtyseventh_corpus import DIGITS, UPPER, alnum, hexs
from hundredthirtyseventh_spec import Fam

F = Fam(
    name="halong_foreigner_slot_club",
    orgs=("rongvangclub", "halongvang", "baichaystar"),
    tld="com.vn",
    first=("Tuấn", "Hương", "Minh", "Lan", "Dũng", "Thảo", "Hùng", "Ngọc"),
    last=("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng"),
    ufirst=("tuan", "huong", "minh", "lan", "dung", "thao", "hung", "ngoc"),
    ulast=("nguyen", "tran", "le", "pham", "hoang", "vu", "dang"),
    words=(
        "halong",
        "baichay",
        "tuanchau",
        "hoasen",
        "rongvang",
        "mayman",
        "phattai",
        "hanoi",
        "quangninh",
        "caphe",
        "bunbo",
        "sapa",
        "hoguom",
        "trangan",
    ),
    cc="84",
    cities=("Bãi Cháy", "Hòn Gai", "Tuần Châu", "Cẩm Phả", "Móng Cái"),
    pets=("milu", "mimi", "bong", "vang", "mun", "lucky"),
    teams=("HAGL", "HaNoiFC", "Viettel", "CongAn", "MU", "Chelsea"),
)

F.reg(
    "slotclub_zalo_pc_group_copy_mat_khau_wifi",
    ("Zalo/nhom_ky_thuat_may_<<ymd>>.txt", "chats/<<org>>/zalo_kythuat_<<n>>.txt"),
    """Nhóm: <<orgc>> - Kỹ thuật máy
----------------------------------------
<<last>> <<first>>  21:05 <<dmy>>
Anh em lưu ý: mật khẩu wifi khu VIP (SSID <<orgc>>-VIP) đổi rồi nhé
<<last>> <<first>>  21:05 <<dmy>>
<<cred>>
<<last>> <<first>>  21:06 <<dmy>>
Không gửi cho khách, khách hỏi thì ra lễ tân
<<first2>>  21:09 <<dmy>>
Dạ em nhận ạ 👌
""",
    "human_x",
    syntax="",
)


def _vnp(rng, s):
    return {"tmn": alnum(rng, 8, UPPER + DIGITS)}


F.reg(
    "slotclub_front_desk_vnpay_hash_secret_web_config",
    ("FrontDesk.Web/Web.config", "iis/<<org>>-frontdesk/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- VNPay: thanh toán tiền phòng / đổi tiền tại quầy lễ tân -->
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_Returnurl" value="https://frontdesk.<<domain>>/vnpay/return" />
    <add key="vnp_TmnCode" value="<<tmn>>" />
    <add key="vnp_HashSecret" value="<<cred>>" />
    <add key="vnp_Version" value="2.1.0" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <httpRuntime targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:vnpay_hash",
    syntax="xml",
    extra=_vnp,
)


def _momo(s):
    return (
        json.dumps(
            {
                "partnerCode": s["pcode"],
                "partnerName": f"{s['orgc']} Hotel & Club",
                "accessKey": s["akey"],
                "secretKey": s["cred"],
                "endpoint": "https://payment.momo.vn/v2/gateway/api/create",
                "redirectUrl": f"https://booking.{s['domain']}/momo/return",
                "ipnUrl": f"https://booking.{s['domain']}/momo/ipn",
                "requestType": "captureWallet",
                "lang": "vi",
            },
            indent=4,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "slotclub_hotel_booking_momo_partner_config_json",
    ("booking/config/momo.json", "<<org>>-booking/src/config/momo.prod.json"),
    _momo,
    "p:momo_secret",
    extra=lambda rng, s: {"pcode": "MOMO" + alnum(rng, 10, UPPER + DIGITS), "akey": alnum(rng, 16)},
)

F.reg(
    "slotclub_zalo_oa_member_notice_node_axios",
    ("zalo-oa/sendNotice.js", "<<org>>-member/services/zalo_<<n>>.js"),
    """const axios = require('axios');

// Gửi thông báo cho hội viên qua Zalo OA (tin giao dịch: điểm thưởng, sự kiện)
const ZALO_OA_ACCESS_TOKEN = '<<cred>>';

async function sendNotice(userId, text) {
  return axios.post(
    'https://openapi.zalo.me/v3.0/oa/message/cs',
    { recipient: { user_id: userId }, message: { text } },
    { headers: { access_token: ZALO_OA_ACCESS_TOKEN, 'Content-Type': 'application/json' } },
  );
}

module.exports = { sendNotice };
""",
    "p:zalo_token",
    syntax="",
)

F.reg(
    "slotclub_member_otp_esms_requests_python",
    ("member_app/otp_esms.py", "<<org>>_tools/esms_otp_<<n>>.py"),
    '''"""OTP đăng ký thẻ hội viên (khách nước ngoài có SIM Việt Nam) qua eSMS.vn"""
import random

import requests

ESMS_API_KEY = "<<akey>>"
ESMS_SECRET_KEY = "<<cred>>"
BRANDNAME = "<<brand>>"


def send_otp(phone: str) -> str:
    code = f"{random.randint(0, 999999):06d}"
    requests.get(
        "https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_get",
        params={
            "Phone": phone,
            "Content": f"{code} la ma xac thuc the hoi vien cua ban",
            "ApiKey": ESMS_API_KEY,
            "SecretKey": ESMS_SECRET_KEY,
            "Brandname": BRANDNAME,
            "SmsType": 2,
        },
        timeout=10,
    )
    return code
''',
    "p:esms_secret",
    extra=lambda rng, s: {"akey": hexs(rng, 32, upper=True), "brand": s["orgc"][:11].upper()},
)

F.reg(
    "slotclub_vietnamese_email_misa_amis_ke_toan",
    ("mail/<<user>>/misa_amis_<<ymd>>.eml", "Outlook/<<org>>/Hop thu den/Tai khoan MISA <<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: ketoan@<<domain>>
Subject: Tài khoản MISA AMIS Kế toán cho chi nhánh <<city>>
Date: Thu, 6 Mar <<year>> 08:47:30 +0700
Content-Type: text/plain; charset=UTF-8

Chào chị <<first2>>,

Em gửi chị tài khoản đăng nhập MISA AMIS Kế toán để nhập chứng từ quầy đổi tiền:

Tên đăng nhập: <<user>>@<<domain>>
Mật khẩu: <<cred>>

Chị đăng nhập xong thì đổi mật khẩu giúp em nhé.
Trân trọng,
<<last>> <<first>> - Phòng Tài chính
""",
    "human",
    syntax="",
)

F.reg(
    "slotclub_nvr_label_photo_ocr_tai_khoan",
    ("anh/ocr/nhan_dau_ghi_<<n2>>.txt", "ocr/<<org>>/nvr_label_<<ymd>>.txt"),
    """ĐẦU GHI KHU MÁY SLOT - TẦNG <<n>>
IP: <<ipl>>
Tài khoản: admin
Mật khẩu: <<cred>>
(Không tự ý đổi - liên hệ anh <<first>> kỹ thuật)
""",
    "human_x",
    syntax="",
)

F.reg(
    "slotclub_sas_floor_server_config_yaml",
    ("floor-server/config/floor.yaml", "<<org>>/sas-floor/floor-<<n>>.yml"),
    """# Máy chủ sàn: thu thập meter SAS từ SMIB từng máy (khu khách nước ngoài)
site:
  name: "<<orgc>> Club <<city>>"
  currency: USD
sas:
  poll_interval_ms: 200
  serial: /dev/ttyS1
  machines: 86
database:
  driver: postgresql
  host: <<ip>>
  port: 5432
  name: floor
  user: floor_srv
  password: "<<cred>>"
reports:
  daily_meter_export: /srv/floor/export
""",
    "pw",
)
