"""Family h: a rice mill and dryer yard in the Mekong delta near Cần Thơ (Vietnam)."""

from __future__ import annotations

import urllib.parse

from sixtythird_spec import Fam, dec_re, enc_url, jdump, pick

F = Fam(
    "xaylua_mekong_cantho_lua_gao",
    ("lualongan", "lualongan"),
    "vn",
    ("tuan", "lan", "hung", "thao", "phuc", "ngoc", "minh", "hoa"),
    ("Tuấn", "Lan", "Hùng", "Thảo", "Phúc", "Ngọc", "Minh", "Hoa"),
    ("nguyen", "tran", "le", "pham", "huynh", "vo", "dang", "bui"),
    (
        "luagao",
        "cantho",
        "mekong",
        "sadec",
        "caimon",
        "phusa",
        "nangmai",
        "tamthom",
        "jasmine",
        "ninhkieu",
        "omon",
        "thotnot",
        "bacgiang",
        "gaothom",
        "caylua",
        "soctrang",
    ),
    "84",
)

F.reg(
    "xaylua_zalo_chat_copy_mat_khau",
    ("Zalo/nhom_nha_may_<<n>>.txt", "ghi chu/zalo_<<org>>_<<d>><<mo>>.txt"),
    """<<lfirst>> <<clast>>  <<time>> <<dmys>>
Anh ơi mật khẩu tài khoản hóa đơn điện tử là gì vậy, em xuất hóa đơn cho lô gạo ST25

Anh Hùng kế toán  <<time>> <<dmys>>
tk: <<user>>
mk: <<cred>>

<<lfirst>> <<clast>>  <<time>> <<dmys>>
Dạ em cảm ơn anh
""",
    "human",
)

F.reg(
    "xaylua_may_say_hmi_ban_giao",
    ("Ban giao/may_say_<<n>>.txt", "tai lieu/<<org>>_say_lua.txt"),
    """BIÊN BẢN BÀN GIAO HỆ THỐNG MÁY SẤY LÚA — <<dmy>>
Lò sấy tháp 30 tấn/mẻ, PLC Mitsubishi FX5U, HMI Weintek
Địa chỉ HMI: <<ip>>  (cổng 8000 để xem qua điện thoại)
Tài khoản kỹ thuật: kythuat
Mật khẩu cấp 2 (cài nhiệt độ sấy): <<cred>>
Camera khu sấy: xem đầu ghi NVR phòng bảo vệ
Liên hệ bảo trì: <<lfirst>> <<phone>>
""",
    "pw",
)

F.reg(
    "xaylua_einvoice_api_config_json",
    ("HoaDon/appsettings_<<n>>.json", "tools/<<org>>/einvoice.json"),
    lambda s: jdump(
        {
            "CongTy": {
                "MST": f"18{s['nn']:04d}{s['n']:03d}",
                "Ten": f"Cong ty TNHH Xay xat {s['corg']}",
            },
            "HoaDonDienTu": {
                "ApiUrl": "https://api.einvoice.vn/api/v3",
                "AppId": s["uuid"],
                "UserName": f"{s['org']}.ketoan",
                "Password": s["cred"],
                "KyHieu": f"1C{s['y2']}TYY",
            },
        }
    ),
    "pw_json",
)

F.reg(
    "xaylua_vnpay_hash_secret_config_php",
    ("web/<<org>>/vnpay_php/config_<<n>>.php", "gao-online/config.php"),
    """<?php
date_default_timezone_set('Asia/Ho_Chi_Minh');
$vnp_TmnCode = "<<tmn>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://gao.<<dom>>/vnpay_return.php";
$apiUrl = "https://merchant.vnpay.vn/merchant_webapi/merchant.html";
""",
    "upnum:32",
    extra=lambda r, s: {"tmn": F.draw(r, "upnum:8", s)},
)


def _cam_cred(r, s):
    return f"{pick(r, ('Lua', 'Gao', 'Kho', 'Say'))}@{r.randint(1000, 9999)}#{pick(r, F.words)}"


F.reg(
    "xaylua_kho_camera_rtsp_url_percent_encoded",
    ("camera/kho_gao_<<n>>.m3u", "vlc/<<org>>_cameras.m3u"),
    """#EXTM3U
#EXTINF:-1,Kho gạo 1 - cửa chính
rtsp://admin:<<enc>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Sân phơi lúa
rtsp://admin:<<enc>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
""",
    _cam_cred,
    extra=lambda r, s: {"enc": enc_url(s["cred"])},
    decode=dec_re(r"rtsp://admin:([^@]+)@", urllib.parse.unquote),
)

F.reg(
    "xaylua_drone_phun_thuoc_fleet_yaml",
    ("drone/xag_<<n>>.yaml", "dich-vu-phun/<<org>>.yml"),
    """# Đội drone phun thuốc lúa — tài khoản đồng bộ bản đồ ruộng
doi_bay: <<corg>>
tai_khoan:
  email: <<email>>
  mat_khau: "<<cred>>"
may_bay:
  - serial: P100-<<nn>>
    pin: 6
  - serial: P100-<<n>>
dien_tich_ha_ngay: 60
""",
    "pw_dq",
)

F.reg(
    "xaylua_mysqldump_cron_backup_sh",
    ("root/backup_kho_<<n>>.sh", "scripts/<<org>>_backup.sh"),
    """#!/bin/sh
# sao lưu CSDL kho gạo mỗi đêm 1h (crontab: 0 1 * * *)
NGAY=$(date +%F)
mysqldump -u root -p'<<cred>>' --single-transaction khogao > /backup/khogao_$NGAY.sql
gzip /backup/khogao_$NGAY.sql
find /backup -name 'khogao_*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
)

F.reg(
    "xaylua_buyer_portal_email_english",
    ("mail/buyer_portal_<<n>>.eml", "Thunderbird/<<org>>/<<nn>>.eml"),
    """From: Procurement <procurement@asia-rice-trading.sg>
To: <<email>>
Subject: Supplier portal account - ST25 / Jasmine contracts
Date: Thu, <<d>> Aug <<year>> <<hms>> +0800
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Dear Mr <<cfirst>>,

Your supplier account is ready. Please upload the phytosanitary and fumigation certificates for
each container there.

User: <<org>>-mill
Password: <<cred>>

Kind regards,
Procurement team
""",
    "human",
)
