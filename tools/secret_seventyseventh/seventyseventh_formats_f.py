"""Family f: a wedding photo and video studio in Đà Lạt (Vietnam; Vietnamese)."""

from __future__ import annotations

import json

from seventyseventh_spec import FAM_F, accented_pw, either, enc_json_u

FAM_F.reg(
    "anhcuoi_zalo_copied_text_mat_khau_pixieset",
    ("zalo/<<fa>>_<<date>>.txt", "ghi-chu/zalo_nhom_studio_<<n>>.txt"),
    """<<full>>  <<hm>>
Em gửi lại tài khoản Pixieset để chị up ảnh cưới cho cô dâu chú rể nhé
<<full>>  <<hm>>
email: <<email>>
mật khẩu: <<cred>>
<<full2>>  <<hm2>>
Ok em, chị đăng nhập được rồi 👍
""",
    "human",
)


def _gallery(s: dict) -> str:
    body = {
        "studio": s["orgc"],
        "gallery": f"Ảnh cưới {s['full2']} - {s['place']}",
        "provider": "pixieset",
        "slug": f"{s['fa2']}-{s['la2']}-{s['year']}",
        "client_email": s["email2"],
        "gallery_password": "__PW__",
        "download_pin": None,
    }
    return json.dumps(body, ensure_ascii=True, indent=2).replace("__PW__", s["enc"])


FAM_F.reg(
    "anhcuoi_pixieset_gallery_json_unicode_escaped",
    ("exports/galleries/<<fa2>>_<<year>>.json", "studio/<<org>>/album_<<n>>.json"),
    _gallery,
    accented_pw,
    encode=enc_json_u,
    decode=lambda t: json.loads(t)["gallery_password"],
)

FAM_F.reg(
    "anhcuoi_momo_ipn_php_secret_key",
    ("web/<<org>>/config/momo.php", "booking/momo_<<n>>.php"),
    """<?php
// Đặt cọc gói chụp ảnh cưới qua ví MoMo
$momo = [
    'partnerCode' => 'MOMO<<hex8>>',
    'accessKey'   => '<<hex12>>',
    'secretKey'   => '<<cred>>',
    'endpoint'    => 'https://payment.momo.vn/v2/gateway/api/create',
    'ipnUrl'      => 'https://<<dom>>/momo/ipn',
];
""",
    "p:momo",
    syntax="",
)

FAM_F.reg(
    "anhcuoi_nas_sshpass_rsync_backup_sh",
    ("scripts/sao_luu_anh.sh", "home/<<user>>/bin/backup_<<n>>.sh"),
    """#!/bin/sh
# Sao lưu file RAW đám cưới lên NAS Synology ở studio (chạy mỗi đêm)
NAS=<<lan>>
sshpass -p '<<cred>>' rsync -av --progress /Volumes/CARD/DCIM/ studio@$NAS:/volume1/RAW/<<year>>/
echo "xong $(date)" >> /tmp/saoluu.log
""",
    "pw_sq",
    syntax="",
)

FAM_F.reg(
    "anhcuoi_vnpay_hashsecret_appsettings_json",
    ("src/Studio.Web/appsettings.Production.json", "deploy/<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": { "Default": "Server=.;Database=Studio;Trusted_Connection=True;" },
  "VnPay": {
    "TmnCode": "<<hex8>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://<<dom>>/thanh-toan/ket-qua"
  }
}
""",
    "p:vnpay",
)

FAM_F.reg(
    "anhcuoi_fanpage_graph_token_python",
    ("tools/dang_album_fanpage.py", "scripts/<<org>>_fb_<<n>>.py"),
    '''"""Đăng album ảnh cưới mới lên fanpage của studio."""

import requests

PAGE_ID = "<<n4>><<n4>><<n4>>"
PAGE_TOKEN = "<<cred>>"


def dang_anh(url: str, caption: str) -> None:
    requests.post(
        f"https://graph.facebook.com/v19.0/{PAGE_ID}/photos",
        data={"url": url, "caption": caption, "access_token": PAGE_TOKEN},
        timeout=30,
    )
''',
    "x:EAAGm0PX4ZCpsBA:150",
)

FAM_F.reg(
    "anhcuoi_vietnamese_email_mat_khau_pictime",
    ("mail/<<date>>_gui_album_<<n>>.eml", "thunderbird/<<fa>>/Sent/<<n4>>.eml"),
    """From: <<orgc>> Studio <<<email>>>
To: <<email2>>
Subject: Album ảnh cưới của anh chị đã sẵn sàng
Date: <<ddmy>> <<hm>> +0700
Content-Type: text/plain; charset=UTF-8

Chào anh chị <<fl2>>,

Album ảnh cưới tại <<place>> đã được tải lên Pic-Time:
https://<<org>>.pic-time.com/-<<fa2>><<year>>/gallery
Mật khẩu xem album: <<cred>>

Anh chị có thể chọn 40 ảnh để in album trong vòng 14 ngày.
Cảm ơn anh chị đã tin tưởng <<orgc>>!
""",
    "human",
)

FAM_F.reg(
    "anhcuoi_lich_chup_ics_wifi_mat_khau",
    ("lich/<<org>>_<<date>>.ics", "calendar/chup_cuoi_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART;TZID=Asia/Ho_Chi_Minh:<<year>>0412T060000
DTEND;TZID=Asia/Ho_Chi_Minh:<<year>>0412T110000
SUMMARY:Chụp pre-wedding <<fl2>> - đồi thông <<place>>
LOCATION:Homestay <<orgc>>, <<place>>
DESCRIPTION:Ekip: <<fl>> + 2 flycam\\nWifi homestay: <<orgc>>_Guest / <<cred>>\\nNhớ mang áo dài đỏ
END:VEVENT
END:VCALENDAR
""",
    either("human", "pw"),
    syntax="",
)
