# ruff: noqa: E501
"""Family l: a router and CCTV retailer at Ban Mo / Khlong Thom, Bangkok, Thailand; Thai."""

from hundredseventeenth_spec import Fam

F = Fam(
    name="router_cctv_retailer_bangkok",
    orgs=("klongcam", "banmonet", "siamwatch", "chaiyocctv"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดารัตน์", "sudarat"),
        ("อนุชา", "anucha"),
        ("พิมพ์ชนก", "pimchanok"),
        ("วีระ", "weera"),
        ("นภา", "napa"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
    ),
    words=(
        "krungthep",
        "sabai",
        "chaiyo",
        "mangkon",
        "siam",
        "chang",
        "tomyum",
        "somtam",
        "sanuk",
        "klongthom",
        "banmo",
        "muaythai",
        "khaosan",
        "pattaya",
    ),
    pets=("maew", "moo", "khaotom", "kati", "mali"),
    cc="+66",
    city="กรุงเทพฯ",
)

F.reg(
    "klongcam_line_chat_export_rahat_dvr",
    ("LINE/[LINE] แชทกับ <<fn>>.txt", "chats/line_<<fa>>_<<n>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fn>> <<ln>>
วันที่บันทึก: <<dmy>> <<time>>

<<dmy>>(พุธ)
<<time>>	<<fn>> <<ln>>	ช่างคะ เปิดดูกล้องในแอปไม่ได้ ต้องใส่รหัสเครื่อง DVR
<<time>>	<<Org>> ช่างเวียร์	admin รหัสผ่าน <<cred>> ครับ
<<time2>>	<<fn>> <<ln>>	ได้แล้วค่ะ ขอบคุณมาก
""",
    cred="human",
    syntax="",
)

F.reg(
    "klongcam_hikvision_isapi_digest_python",
    ("tools/hik_snapshot.py", "scripts/nvr_<<n>>.py"),
    """import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<lan>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

for ch in (101, 201, 301, 401):
    r = requests.get(f"{NVR}/ISAPI/Streaming/channels/{ch}/picture", auth=AUTH, timeout=10)
    with open(f"snap_{ch}.jpg", "wb") as fh:
        fh.write(r.content)
""",
    cred="pw_dq",
)

F.reg(
    "klongcam_omise_charge_ruby",
    ("shop/config/initializers/omise.rb", "app/<<org>>/omise_<<n>>.rb"),
    """require 'omise'

Omise.public_api_key = 'pkey_<<pk>>'
Omise.secret_api_key = '<<cred>>'
Omise.api_version = '2019-05-29'
""",
    cred="p:omise",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(19))
    },
)

F.reg(
    "klongcam_line_notify_motion_crontab",
    ("var/spool/cron/crontabs/root", "etc/cron.d/<<org>>-notify"),
    """# m h dom mon dow command
*/5 * * * * /usr/local/bin/check_nvr.sh || curl -s -X POST https://notify-api.line.me/api/notify -H 'Authorization: Bearer <<cred>>' -F 'message=NVR <<lan>> ออฟไลน์'
0 8 * * * /usr/local/bin/hdd_health.sh
""",
    cred="alnum:43",
    syntax="",
)

F.reg(
    "klongcam_go2rtc_streams_rtsp_userinfo",
    ("go2rtc/go2rtc.yaml", "config/<<org>>-go2rtc.yml"),
    """streams:
  shop_front: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
  shop_back: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pub>>:8555
""",
    cred="pw_url",
)

F.reg(
    "klongcam_thai_email_hik_connect_rahat",
    ("mail/Inbox/<<n2>>.eml", "Thunderbird/ติดตั้ง_<<n>>.eml"),
    """From: <<fa2>> <<<email2>>>
To: <<email>>
Subject: ติดตั้งกล้องวงจรปิดเรียบร้อย - บัญชี Hik-Connect
Content-Type: text/plain; charset=UTF-8

เรียนคุณ<<fn>>

ทางร้านติดตั้งกล้อง 8 ตัวเรียบร้อยแล้วครับ บัญชีแอป Hik-Connect:
อีเมล: <<email>>
รหัสผ่าน: <<cred>>
แนะนำให้เปลี่ยนรหัสผ่านหลังเข้าใช้ครั้งแรกครับ

ขอบคุณครับ
<<fn2>> / <<Org>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "klongcam_ivms4200_device_import_csv",
    ("ivms/device_import_<<n>>.csv", "Documents/ลูกค้า_<<fa>>_devices.csv"),
    """Device Name,Adding Mode,Address,Port,User Name,Password,Import to Group
<<fa>>-NVR,IP/Domain,<<pub>>,8000,admin,<<cred>>,1
<<fa>>-DOOR,IP/Domain,<<pub>>,8001,admin,,0
""",
    cred="pw",
    syntax="",
)

F.reg(
    "klongcam_gbprimepay_promptpay_php",
    ("checkout/promptpay.php", "public_html/<<org>>/qr_<<n>>.php"),
    """<?php
// QR พร้อมเพย์ สำหรับลูกค้าหน้าร้าน
$token = '<<tok>>';
$secretKey = '<<cred>>';
$amount = number_format($_POST['amount'], 2, '.', '');
$ref = 'KC' . time();
$checksum = hash_hmac('sha256', $amount . $ref . 'https://<<dom>>/cb', $secretKey);
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {
        "tok": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(88)
        )
    },
)
