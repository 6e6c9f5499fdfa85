"""Family e: a rooftop bar in Bangkok (Thai)."""

from __future__ import annotations

import random
import urllib.parse

from hundredthirtyfirst_spec import Fam, enc_url, gen_pw, grab

F = Fam(
    name="skybar_rooftop_bar_thailand",
    orgs=("fahsaiskybar", "daoroof", "chaophraya41", "sukhumvitsky"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดา", "suda"),
        ("ณัฐพล", "nattapon"),
        ("พิมพ์", "pim"),
        ("อนันต์", "anan"),
        ("กมล", "kamon"),
        ("วิภา", "wipa"),
        ("ธนา", "thana"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ไทย", "wongthai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "sabai",
        "sanuk",
        "chaiyo",
        "krungthep",
        "sukhumvit",
        "thonglor",
        "mekhong",
        "somtam",
        "mali",
        "phuket",
        "fahsai",
        "dao",
        "chokdee",
        "mamuang",
        "ruay",
        "saphan",
        "siam",
    ),
    pets=("Mamuang", "Khanom", "Somo", "Lucky", "Namtan", "Moo"),
    cc="+66",
    city="กรุงเทพฯ",
)

F.reg(
    "skybar_line_chat_export_rahat_wongnai_pos",
    ("<<org>>/line/[LINE] แชทกับ ทีมบาร์ <<n>>.txt", "Documents/LINE_<<org>>_<<date>>.txt"),
    """[LINE] ประวัติแชทในกลุ่ม ทีมบาร์ชั้น 41
วันที่บันทึก: <<dmy>> <<h0>>

<<dmy>>
<<h1>>\t<<first>>\tใครมีรหัสเข้า Wongnai POS เครื่องใหม่บ้างคะ
<<h2>>\t<<first2>>\tUser: bar<<n>>
<<h3>>\t<<first2>>\tรหัส: <<cred>>
<<h4>>\t<<first>>\tขอบคุณค่า 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "skybar_omise_reservations_django_settings",
    ("<<org>>/reserve/reserve/settings.py", "srv/<<org>>/web/settings_prod.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["reserve.<<dom>>"]
LANGUAGE_CODE = "th"
TIME_ZONE = "Asia/Bangkok"

OMISE_PUBLIC_KEY = "pkey_<<n4>><<hex8>>"
OMISE_SECRET_KEY = "<<cred>>"
DEPOSIT_THB = 1000
""",
    "p:omise",
)

F.reg(
    "skybar_grab_merchant_menu_dotenv",
    ("<<org>>/grab-sync/.env", "home/<<fa>>/grabmenu/.env"),
    """GRAB_PARTNER_CLIENT_ID=<<hex8>><<n4>>
GRAB_PARTNER_CLIENT_SECRET=<<cred>>
GRAB_MERCHANT_ID=TH<<n4>><<n3>>
MENU_SHEET=rooftop_menu_th.csv
""",
    "alnum:32",
    syntax="",
)


def _rtsp_pw(rng: random.Random, fam: Fam) -> str:
    return gen_pw(rng, sym="@#!$%")


F.reg(
    "skybar_camera_rtsp_percent_encoded_json",
    ("<<org>>/nvr/cameras.json", "srv/<<org>>/frigate/cams-<<n>>.json"),
    """{
  "site": "<<org>> rooftop",
  "cameras": [
    {"name": "bar_41", "url": "rtsp://admin:<<enc>>@<<ip>>:554/Streaming/Channels/101"},
    {"name": "lift_lobby", "url": "rtsp://admin:<<enc>>@<<ip>>:554/Streaming/Channels/201"}
  ]
}
""",
    _rtsp_pw,
    encode=lambda n, s: enc_url(n),
    decode=lambda t: urllib.parse.unquote(grab(r"rtsp://admin:([^@]+)@", t)),
)

F.reg(
    "skybar_2c2p_deposit_gateway_php_config",
    ("<<org>>/web/config/2c2p.php", "var/www/<<org>>/payment_<<n>>.php"),
    """<?php
// 2C2P Redirect API: มัดจำการจองโต๊ะริมขอบ
define('TWOC2P_MERCHANT_ID', '764764<<n4>><<n3>>');
define('TWOC2P_SECRET_KEY', '<<cred>>');
define('TWOC2P_CURRENCY', 'THB');
define('TWOC2P_ENDPOINT', 'https://pgw.2c2p.com/payment/4.3/paymentToken');
""",
    "p:twoc2p",
    syntax="",
)

F.reg(
    "skybar_mikrotik_hotspot_export_rsc",
    ("<<org>>/network/hotspot_<<date>>.rsc", "backup/<<org>>-mikrotik-<<n>>.rsc"),
    """# <<y>>-<<mo>>-<<d>> 02:00:01 by RouterOS 7.14
# model = RB4011iGS+
/ip hotspot profile
set [ find default=yes ] html-directory=hotspot login-by=http-chap
/ip hotspot user
add name=vip41 password=<<cred>> profile=vip comment="VIP lounge"
add name=staff password=<<hex8>> profile=default
/system identity
set name=<<org>>-gw
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "skybar_thai_email_rahat_supplier_portal",
    ("mail/<<org>>/supplier-<<date>>.eml", "<<fa>>/Mail/Inbox/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: รหัสเข้าระบบสั่งของ (ซัพพลายเออร์น้ำแข็ง+มิกเซอร์)
Date: Tue, <<d>> Apr <<y>> 15:20:44 +0700
Content-Type: text/plain; charset=utf-8

สวัสดีค่ะคุณ<<first2>>

ส่งรหัสเข้าเว็บสั่งของให้นะคะ สั่งก่อนบ่ายสองโมงจะส่งของรอบเย็น
ชื่อผู้ใช้: <<org>>41
รหัสผ่าน: <<cred>>

ขอบคุณค่ะ
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "skybar_dj_booth_sticky_note_ocr",
    ("<<org>>/scans/IMG_<<n4>>_ocr.txt", "Pictures/<<org>>/booth_note_<<n>>.txt"),
    """WiFi DJ
<<org>>_DJ_5G
<<cred>>
ห้ามบอกแขก!!
""",
    "human",
    syntax="",
)
