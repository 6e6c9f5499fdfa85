"""Family p: a traditional musical-instrument maker (đàn bầu, đàn tranh, đàn nguyệt) in Huế,
Vietnam (Vietnamese)."""

from __future__ import annotations

import base64
import json
import random

from seventysixth_corpus import LOWER, alnum, hexs
from seventysixth_spec import Fam, after

F = Fam(
    name="danbau_instrument_maker_hue",
    orgs=("dantrehue", "tranhsen", "nhachue"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Phúc", "phuc"),
        ("Thảo", "thao"),
        ("Dũng", "dung"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
    ),
    words=(
        "danbau",
        "dantranh",
        "hue",
        "songhuong",
        "phobo",
        "saigon",
        "hanoi",
        "sen",
        "mai",
        "dao",
        "nhac",
        "tre",
        "vietnam",
        "muaxuan",
        "bunbo",
        "thienmu",
        "nonla",
    ),
    pets=("milu", "vang", "bong", "misa", "cun", "mun", "na"),
    cc="+8490",
    places=("Hue", "Hanoi", "Danang", "Saigon", "Hoian", "Vinh"),
)


# 1. MoMo partner secret (PHP)
F.reg(
    "danbau_momo_wallet_partner_secret_php",
    ("var/www/<<org>>/config/momo.php", "home/<<fa>>/shop/momo_config.php"),
    """<?php
// Thanh toán ví MoMo - đặt đàn theo yêu cầu
return [
    'endpoint'    => 'https://payment.momo.vn/v2/gateway/api/create',
    'partnerCode' => 'MOMO<<h8>>',
    'accessKey'   => '<<h8>><<h8>>',
    'secretKey'   => '<<cred>>',
    'redirectUrl' => 'https://<<dom>>/thanh-toan/ket-qua',
    'ipnUrl'      => 'https://<<dom>>/momo/ipn',
];
""",
    "p:momo",
    syntax="",
)


# 2. VNPay in appsettings.json


def _vnpay(s: dict) -> str:
    doc = {
        "ConnectionStrings": {
            "Shop": f"Server={s['lan']};Database=dantre;Trusted_Connection=True;"
        },
        "VnPay": {
            "TmnCode": f"{s['orgc'][:4].upper()}{s['nn']}",
            "HashSecret": s["cred"],
            "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
            "ReturnUrl": f"https://{s['dom']}/vnpay/return",
        },
        "Logging": {"LogLevel": {"Default": "Warning"}},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "danbau_vnpay_hashsecret_aspnet_appsettings",
    ("srv/<<org>>-shop/appsettings.Production.json", "inetpub/<<org>>/appsettings.json"),
    _vnpay,
    "p:vnpay",
)

# 3. Zalo PC copied chat in Vietnamese
F.reg(
    "danbau_zalo_pc_copied_chat_mat_khau",
    ("Documents/zalo_<<fa2>>_<<date>>.txt", "Desktop/tin nhắn zalo <<n>>.txt"),
    """<<ln>> <<fn>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Anh ơi, mật khẩu tài khoản Shopee của xưởng là gì vậy? Em cần trả lời khách hỏi đàn tranh 16 dây

<<ln2>> <<fn2>> <<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>
<<cred>>

<<ln2>> <<fn2>> <<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>
Đừng đổi gì nghe em

<<ln>> <<fn>> <<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>
Dạ em cảm ơn anh 🙏
""",
    "human",
)

# 4. GHN shipping token (Python)
F.reg(
    "danbau_ghn_giaohangnhanh_token_python",
    ("opt/<<org>>/van_chuyen/ghn.py", "home/<<fa>>/shop/ghn_tao_don.py"),
    '''"""Tạo đơn giao hàng nhanh (GHN) cho đàn đã đóng thùng."""
import requests

GHN_TOKEN = "<<cred>>"
SHOP_ID = <<nn>><<nn>>


def tao_don(don: dict) -> dict:
    r = requests.post(
        "https://online-gateway.ghn.vn/shiip/public-api/v2/shipping-order/create",
        headers={"Token": GHN_TOKEN, "ShopId": str(SHOP_ID)},
        json=don,
        timeout=30,
    )
    return r.json()
''',
    "p:ghn",
)


# 5. Vietnamese e-mail with a base64 body (encoded)


def _b64_mail(s: dict) -> str:
    body = (
        f"Chào {s['fn2']},\n\n"
        "Anh gửi em tài khoản quản trị website của xưởng đàn để cập nhật ảnh đàn bầu mới:\n"
        f"Tên đăng nhập: {s['user']}\n"
        f"Mật khẩu: {s['cred']}\n\n"
        f"Cảm ơn em,\n{s['ln']} {s['fn']}\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return (
        f"From: {s['ln']} {s['fn']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?VMOgaSBraG/huqNuIHdlYnNpdGU=?=\n"
        f"Date: Mon, {s['d']} Mar {s['y']} {s['hh']}:{s['mi']}:02 +0700\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: base64\n\n" + enc
    )


def _dec_b64_mail(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(base64.b64decode("".join(body.split())).decode(), "Mật khẩu:")


F.reg(
    "danbau_vietnamese_email_base64_body_matkhau",
    ("Mail/Đã gửi/<<date>>.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    _b64_mail,
    "human",
    decode=_dec_b64_mail,
)


# 6. OBS service.json with a YouTube stream key


def _ytkey(rng: random.Random, fam: Fam) -> str:
    return "-".join(alnum(rng, 4, LOWER + "0123456789") for _ in range(5))


def _obs(s: dict) -> str:
    doc = {
        "settings": {
            "bwtest": False,
            "key": s["cred"],
            "server": "rtmp://a.rtmp.youtube.com/live2",
            "service": "YouTube - RTMPS",
        },
        "type": "rtmp_common",
    }
    return json.dumps(doc, indent=4) + "\n"


F.reg(
    "danbau_live_concert_obs_service_json_streamkey",
    (
        "Users/<<fa>>/AppData/Roaming/obs-studio/basic/profiles/Hoa_nhac/service.json",
        "home/<<fa>>/.config/obs-studio/basic/profiles/Untitled/service.json",
    ),
    _obs,
    _ytkey,
)


# 7. Shopee Open Platform partner key (Node)


def _shpk(rng: random.Random, fam: Fam) -> str:
    return "shpk" + hexs(rng, 60)


F.reg(
    "danbau_shopee_open_platform_partner_key_node",
    ("srv/<<org>>-shopee/config.js", "home/<<fa>>/shopee-sync/config.js"),
    """// Đồng bộ tồn kho đàn tranh / đàn nguyệt lên Shopee
module.exports = {
  partnerId: 2<<nn>><<nn>><<n>>,
  partnerKey: '<<cred>>',
  shopId: <<nn>><<nn>><<nn>>,
  host: 'https://partner.shopeemobile.com',
};
""",
    _shpk,
    syntax="",
)

# 8. CSV with Vietnamese headers
F.reg(
    "danbau_workshop_accounts_csv_vietnamese",
    ("Documents/tai_khoan_xuong.csv", "Chia sẻ/<<orgc>>/tài khoản <<y>>.csv"),
    """Dịch vụ,Tài khoản,Mật khẩu,Ghi chú
Lazada Seller,<<email>>,<<cred>>,đàn bầu + phụ kiện
Shopee,<<user>>,(xem Zalo),
Viettel Post,<<phone>>,-,chỉ anh <<fa2>>
""",
    "human_x",
)
