"""Family m: a rooftop cocktail bar in District 1, Ho Chi Minh City (Vietnam, Vietnamese)."""

from __future__ import annotations

import random

from sixtysecond_spec import Fam, dec_html, enc_html, gen_pw

F = Fam(
    "quanbar_rooftop_quan1",
    ("maimaibar", "saigonmay", "tanglauquan1"),
    "vn",
    ("minh", "lan", "tuan", "huong", "duc", "thao", "khoa", "ngoc"),
    ("nguyen", "tran", "le", "pham", "hoang", "vo"),
    (
        "saigon",
        "quan1",
        "caphe",
        "bia",
        "mayxanh",
        "hoasen",
        "nhau",
        "vuive",
        "santhuong",
        "dalat",
        "chill",
        "dzo",
    ),
    "84",
    ("Minh", "Lan", "Tuấn", "Hương", "Đức", "Thảo", "Khoa", "Ngọc"),
)


def _pw_markup(rng: random.Random) -> str:
    while True:
        pw = gen_pw(rng, sym="&<>!#")
        if any(c in pw for c in "&<>"):
            return pw


F.reg(
    "rooftop_zalo_nhom_mat_khau_wifi_quay",
    ("Zalo/nhom_nhan_vien_<<n>>.txt", "chats/zalo_rooftop_<<ymd>>.txt"),
    """<<name>> - <<time>> <<dmy_s>>
Tối nay có tiệc công ty 40 khách, bàn VIP khu ngoài trời nha mọi người
<<name2>> - <<time>> <<dmy_s>>
Anh ơi mật khẩu wifi quầy bar là gì vậy, máy POS mất mạng rồi
<<name>> - <<time2>> <<dmy_s>>
<<ssid>> / <<cred>>
<<name2>> - <<time2>> <<dmy_s>>
ok em cảm ơn anh
""",
    "wifi",
    syntax="",
)

F.reg(
    "rooftop_kiotviet_pos_public_api_env",
    ("kiotviet-sync/.env", "<<org>>-pos/.env"),
    """# Đồng bộ doanh thu KiotViet -> Google Sheet
KIOTVIET_RETAILER=<<org>>
KIOTVIET_CLIENT_ID=<<uuid>>
KIOTVIET_CLIENT_SECRET=<<cred>>
SHEET_NAME=Doanh thu <<year>>
""",
    "HEX:40",
    syntax="",
)

F.reg(
    "rooftop_momo_ipn_dat_ban_php",
    ("datban/momo_config.php", "web/<<org>>/momo_<<n>>.php"),
    """<?php
// Đặt cọc bàn qua ví MoMo
return [
    'endpoint'    => 'https://payment.momo.vn/v2/gateway/api/create',
    'partnerCode' => 'MOMO<<hex8>>',
    'accessKey'   => '<<ak>>',
    'secretKey'   => '<<cred>>',
    'ipnUrl'      => 'https://<<dom>>/momo/ipn',
];
""",
    "p:momo",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

F.reg(
    "rooftop_vnpay_java_application_properties",
    (
        "booking-api/src/main/resources/application.properties",
        "vnpay/<<org>>_application_<<n>>.properties",
    ),
    """spring.application.name=rooftop-booking
server.port=8081
vnpay.tmn-code=<<hex8>>
vnpay.hash-secret=<<cred>>
vnpay.pay-url=https://pay.vnpay.vn/vpcpay.html
vnpay.return-url=https://<<dom>>/vnpay/return
""",
    "p:vnpay",
    syntax="",
)

F.reg(
    "rooftop_email_viet_mat_khau_fanpage",
    ("mail/fanpage_<<ymd>>.eml", "Mail/marketing_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Tài khoản quản lý fanpage và TikTok
Date: Wed, <<dd>> Jul <<year>> <<time>>:25 +0700
Content-Type: text/plain; charset=utf-8

Chào em,
Từ tháng này em phụ trách đăng bài cho quán. Tài khoản TikTok của quán:
Tên đăng nhập: <<org>>.rooftop
Mật khẩu: <<cred>>
Fanpage thì anh đã thêm em làm quản trị viên rồi.
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "rooftop_html_bang_tai_khoan_entity_escaped",
    ("noibo/tai_khoan_<<n>>.html", "intranet/<<org>>_accounts.html"),
    """<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Tài khoản quán</title></head>
<body>
<table border="1">
  <tr><th>Dịch vụ</th><th>Tên đăng nhập</th><th>Mật khẩu</th></tr>
  <tr><td>Grab Merchant</td><td><<email>></td><td class="mk"><<enc>></td></tr>
  <tr><td>Camera Hikvision</td><td>admin</td><td>hỏi anh <<name2>></td></tr>
</table>
</body></html>
""",
    _pw_markup,
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=dec_html(r'<td class="mk">([^<]+)</td>'),
)

F.reg(
    "rooftop_dj_booth_shairport_sync_conf",
    ("pi-dj/etc/shairport-sync.conf", "dj-booth/<<org>>_shairport_<<n>>.conf"),
    """// shairport-sync.conf - loa khu sân thượng (AirPlay từ iPad của DJ)
general =
{
	name = "<<orgc>> Rooftop";
	password = "<<cred>>";
	interpolation = "soxr";
	output_backend = "alsa";
};

alsa =
{
	output_device = "hw:1";
};
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "rooftop_camera_ffmpeg_restream_sh",
    ("scripts/restream_<<n>>.sh", "pi/<<org>>_livecam.sh"),
    """#!/bin/sh
# Phát trực tiếp view hoàng hôn lên web của quán
while true; do
  ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101" \\
    -c:v copy -an -f flv rtmp://127.0.0.1/live/sunset
  sleep 5
done
""",
    "pw_url",
    syntax="",
)
