# ruff: noqa: E501
"""Family h: a condominium developer's sales office (phòng kinh doanh dự án), Ho Chi Minh City,
Vietnam, Vietnamese."""

from __future__ import annotations

import json
import random

from hundredtenth_spec import Fam, Slots, dec_json_u, draw, enc_json_u, grab, pick

FAM = Fam(
    name="chungcu_phong_kinh_doanh_saigon",
    key="chungcu",
    orgs=("saosangland", "thuthiemhomes", "binhquoiresidence", "rachchiecland"),
    tld="vn",
    first=(
        ("Nguyễn Thị Lan", "lan"),
        ("Trần Minh", "minh"),
        ("Phạm Thu Hà", "ha"),
        ("Lê Quốc Huy", "huy"),
        ("Võ Ngọc", "ngoc"),
        ("Đặng Tuấn", "tuan"),
        ("Bùi Thảo", "thao"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
    ),
    words=(
        "saigon",
        "canho",
        "sanhoa",
        "phuquy",
        "binhan",
        "thinhvuong",
        "matroi",
        "hoasen",
        "vinhphuc",
        "anphu",
        "thuthiem",
        "kimcuong",
        "may",
        "sen",
        "bachdang",
    ),
    pets=("Mèo", "Lu", "Bông", "Mực", "Vàng", "Ki"),
    cc="+849",
    places=("Thủ Đức", "Quận 7", "Bình Thạnh", "Thủ Thiêm", "Quận 2", "Nhà Bè"),
)

FAM.reg(
    "zalo_copied_chat_mat_khau_getfly",
    ("Zalo/Nhom Sale <<place>>_<<date>>.txt", "Documents/<<fa>>/zalo_sale_<<mo>>.txt"),
    """<<fn>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Anh ơi em chưa vào được Getfly CRM để nhập khách xem nhà mẫu ạ

<<fn2>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Tài khoản: <<user>>@<<org>>
Mật khẩu: <<cred>>
Vào xong đổi mật khẩu nhé em

<<fn>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Dạ em cảm ơn anh 🙏
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "vnpay_hash_secret_dat_coc_php",
    ("<<org>>/dat-coc/vnpay_config.php", "web-<<org>>/config/vnpay_<<y>>.php"),
    """<?php
// Thanh toán đặt cọc giữ chỗ căn hộ qua VNPAY
$vnp_TmnCode = "<<tmn>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/dat-coc/ket-qua";
$tien_coc = 50000000; // 50 triệu / căn
""",
    cred="p:vnpay",
    syntax="",
    extra=lambda rng, s: {"tmn": draw(rng, FAM, "alnum:8").upper()},
)

FAM.reg(
    "momo_secret_key_giu_cho_node",
    ("<<org>>/payment/momo.js", "booking-<<fa>>/services/momo_<<n>>.js"),
    """const crypto = require("crypto");

// Ví MoMo - phí giữ chỗ căn hộ mẫu
const partnerCode = "MOMO<<pc>>";
const accessKey = "<<ak>>";
const secretKey = "<<cred>>";

function sign(raw) {
  return crypto.createHmac("sha256", secretKey).update(raw).digest("hex");
}

module.exports = { partnerCode, accessKey, sign, endpoint: "https://payment.momo.vn/v2/gateway/api/create" };
""",
    cred="p:momo",
    syntax="",
    extra=lambda rng, s: {
        "pc": draw(rng, FAM, "alnum:8").upper(),
        "ak": draw(rng, FAM, "alnum:16"),
    },
)

FAM.reg(
    "bang_hang_csv_tai_khoan_sale",
    ("Bang hang/<<orgc>>_bang_hang_<<date>>.csv", "Drive/<<fa>>/tai_khoan_sale_<<mo>>.csv"),
    """STT,Họ tên,Nhóm,Tài khoản CRM,Mật khẩu,Ghi chú
1,<<fn>>,Sale <<place>>,<<user>>,<<cred>>,
2,<<fn2>>,Sale <<place>>,<<fa2>>.<<la2>>,đã nghỉ,khoá TK
3,Trưởng phòng,Admin,admin@<<org>>,hỏi anh <<fa2>>,
""",
    cred="human_an",
    syntax="",
)

FAM.reg(
    "zalo_oa_access_token_dotenv",
    ("<<org>>-chatbot/.env", "srv/<<org>>/zalo-oa/.env"),
    """# Chatbot Zalo OA - tư vấn căn hộ, gửi bảng giá
ZALO_APP_ID=<<appid>>
ZALO_OA_ID=<<oaid>>
ZALO_OA_ACCESS_TOKEN=<<cred>>
ZALO_OA_REFRESH_TOKEN=<<rt>>
GOOGLE_SHEET_ID=<<sheet>>
""",
    cred="b64u:150",
    syntax="",
    extra=lambda rng, s: {
        "appid": rng.randint(10**18, 10**19 - 1),
        "oaid": rng.randint(10**18, 10**19 - 1),
        "rt": draw(rng, FAM, "b64u:120"),
        "sheet": draw(rng, FAM, "b64u:33"),
    },
)

VN_WORDS = ("Sàigòn", "Nhàđẹp", "Hoasen", "Phátlộc", "Anphú", "Hạnhphúc", "Thủthiêm", "Sôngsài")


def vn_cred(rng: random.Random, fam: Fam) -> str:
    w = pick(rng, VN_WORDS)
    if not any(ord(c) > 127 for c in w):
        w = "Phátlộc"
    return f"{w}{rng.randint(10, 2026)}{rng.choice('@#!')}"


def vn_json(s: Slots) -> str:
    data = {
        "app": "SaleKit",
        "version": "3.2.1",
        "du_an": f"Căn hộ {s['place']}",
        "crm": {
            "url": f"https://{s['org']}.getflycrm.com",
            "tai_khoan": str(s["user"]),
            "mat_khau": "@@ENC@@",
        },
        "dong_bo": True,
    }
    return json.dumps(data, ensure_ascii=True, indent=2).replace("@@ENC@@", str(s["enc"]))


FAM.reg(
    "salekit_json_unicode_escaped_mat_khau",
    ("<<org>>/salekit/config.json", "Android/data/vn.<<org>>.salekit/files/settings_<<n>>.json"),
    vn_json,
    cred=vn_cred,
    extra=lambda rng, s: {"enc": enc_json_u(str(s["cred"]))},
    decode=lambda t: dec_json_u(grab(t, r'"mat_khau": "([^"]+)"')),
)

FAM.reg(
    "misa_meinvoice_appsettings_json",
    ("<<org>>/HoaDon/appsettings.json", "inetpub/<<org>>-hoadon/appsettings.Production.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "MeInvoice": {
                "BaseUrl": "https://api.meinvoice.vn/api/integration",
                "TaxCode": f"03{s['n']}1{s['n']}77",
                "Username": str(s["email"]),
                "Password": str(s["cred"]),
                "AppId": str(s["uuid"]),
            },
            "ConnectionStrings": {
                "Crm": f"Server={s['ip']};Database=hopdong;Trusted_Connection=True"
            },
        },
        indent=2,
        ensure_ascii=False,
    ),
    cred="pw_json",
)

FAM.reg(
    "email_mat_khau_batdongsan_tin_dang",
    ("Mail/Da gui/<<date>>_tk_batdongsan.eml", "Outlook/<<fa>>/<<ts>>.eml"),
    """From: <<fn>> <<<email>>>
To: <<email2>>
Subject: Tài khoản đăng tin batdongsan.com.vn - dự án <<place>>
Date: Thu, <<d>> May <<y>> <<hh>>:<<mi>>:00 +0700
Content-Type: text/plain; charset=UTF-8

Chào em,

Chị gửi tài khoản đăng tin VIP trên batdongsan.com.vn cho đợt mở bán tháng <<mo>>:

Email: marketing@<<dom>>
Mật khẩu: <<cred>>

Em đăng 20 tin, ảnh lấy trong thư mục "Phối cảnh" trên Drive. Không chia sẻ tài khoản cho môi giới ngoài nhé.

Thân,
<<fn>>
""",
    cred="human",
    syntax="",
)
