# ruff: noqa: E501
"""Family d: a hotel-linen laundry in Pattaya, Thailand (Thai)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam, dec_basic, enc_b64

F = Fam(
    name="hotel_linen_laundry_pattaya",
    prefix="linenthai",
    orgs=("linensiam", "phakhao", "saklang", "naklualinen"),
    shops=("ลินินสยาม ซักรีด", "ผ้าขาว ลอนดรี้ พัทยา", "นาเกลือ ลินิน เซอร์วิส"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุภาพร", "supaporn"),
        ("วิชัย", "wichai"),
        ("นภา", "napa"),
        ("ประเสริฐ", "prasert"),
        ("กัลยา", "kanlaya"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
    ),
    words=(
        "sabai",
        "chokdee",
        "pattaya",
        "phakhao",
        "saklang",
        "somtam",
        "mali",
        "chang",
        "ruay",
        "jomtien",
        "naklua",
        "mookrata",
        "chonburi",
        "khaosan",
    ),
    pets=("moomoo", "khaotom", "nuengning", "lucky", "mali"),
    cc="+66",
    places=("jomtien", "naklua", "banglamung", "sattahip"),
)

F.reg(
    "rfid_linen_tracking_server_ini",
    ("C:/LinenTrack/config/server.ini", "opt/linentrack/<<org>>_<<n>>.ini"),
    """; ระบบติดตามผ้า RFID (UHF tunnel reader ที่สายพานขาเข้า)
[reader]
host = <<lan>>
port = 5084
antennas = 1,2,3,4

[database]
driver = mssql
server = <<ip>>
name = LinenTrack_<<place>>
user = linen_app
password = <<cred>>

[hotels]
sync_url = https://portal.<<dom>>/api/v2/deliveries
""",
    "pw",
)

F.reg(
    "line_group_export_rahat_wifi_rongsak",
    ("[LINE] แชทกับ กลุ่มโรงซัก <<place>>_<<n>>.txt", "Downloads/LINE_โรงซัก_<<org>>_<<n>>.txt"),
    """[LINE] ประวัติการแชทในกลุ่ม โรงซัก <<place>>
บันทึกเมื่อ: <<dmy>> <<time>>

<<dmy>>
<<time>>	<<fn>>	แท็บเล็ตที่เครื่องรีดเข้าอินเทอร์เน็ตไม่ได้ค่ะ
<<t2>>	<<fn2>>	เปลี่ยนรหัสไวไฟแล้วครับ
<<t2>>	<<fn2>>	ชื่อ <<org>>_factory รหัส <<cred>>
<<t2>>	<<fn>>	ได้แล้วค่ะ ขอบคุณค่ะ
""",
    "human",
    "",
)

F.reg(
    "omise_promptpay_secret_key_python",
    ("billing/omise_settings_<<n>>.py", "portal/<<org>>/settings/payments.py"),
    '''"""เก็บเงินโรงแรมผ่าน Omise (PromptPay / บัตร)"""

OMISE_PUBLIC_KEY = "pkey_<<hx>><<hx>>"
OMISE_SECRET_KEY = "<<cred>>"
OMISE_API_VERSION = "2019-05-29"
INVOICE_DUE_DAYS = 15
''',
    "p:omise",
)


def _basic(val, s):
    return enc_b64(f"{s['user']}:{val}")


F.reg(
    "jensen_tunnel_washer_curl_basic_history",
    ("home/<<fa>>/.bash_history", "backup/<<place>>/root/.bash_history"),
    """ssh linen@<<ip>>
curl -s http://<<lan>>/api/status | jq .
curl -s -H 'Authorization: Basic <<enc>>' http://<<lan>>/api/v1/batches?date=<<date>> -o batches_<<date>>.json
jq '.batches | length' batches_<<date>>.json
scp batches_<<date>>.json report@<<ip2>>:/srv/reports/
""",
    "human_x",
    "",
    encode=_basic,
    decode=dec_basic(r"Basic (\S+)'"),
)

F.reg(
    "hikvision_nvr_isapi_snapshot_python",
    ("scripts/cctv_snapshot_<<n>>.py", "cctv/<<org>>_isapi.py"),
    '''"""ถ่ายภาพจากกล้องจุดรับผ้าสกปรก ทุก 5 นาที"""

import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<lan>>"
AUTH = HTTPDigestAuth("admin", '<<cred>>')

for ch in (101, 201, 301):
    r = requests.get(f"{NVR}/ISAPI/Streaming/channels/{ch}/picture", auth=AUTH, timeout=10)
    open(f"/srv/cctv/{ch}.jpg", "wb").write(r.content)
''',
    "pw_sq",
)

F.reg(
    "thaibulksms_delivery_notice_env",
    ("<<org>>-notify/.env", "notify/.env.<<place>>"),
    """# แจ้งโรงแรมเมื่อรถส่งผ้าออกจากโรงงาน
THAIBULKSMS_API_KEY=<<hx>><<n3>>
THAIBULKSMS_API_SECRET=<<cred>>
THAIBULKSMS_SENDER=<<org>>
HOTEL_CONTACTS_CSV=/srv/data/hotels.csv
""",
    "alnum:32",
    "",
)

F.reg(
    "opera_pms_interface_config_xml",
    ("interfaces/opera_linen_<<n>>.xml", "C:/LinenTrack/opera/<<org>>.config.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<LinenInterface hotel="<<place>> Beach Resort" property="PTY<<n3>>">
  <Opera endpoint="https://opera.<<place>>resort.co.th/OWS_WS_51/Housekeeping.asmx">
    <User>LINEN_IFC</User>
    <Password><<cred>></Password>
    <ChainCode>CHA</ChainCode>
  </Opera>
  <Mapping roomStatus="DI" linenOrder="auto" />
</LinenInterface>
""",
    "pw_xml",
)

F.reg(
    "delivery_van_gps_note_ocr",
    ("scans/note_van<<n>>_<<date>>.txt", "ocr/สมุดรถส่งผ้า_<<n>>.txt"),
    """รถส่งผ้า ทะเบียน <<n>>-<<n3>> ชลบุรี
GPS ติดตามรถ (แอป)
ผู้ใช้ <<user>>
รหัสผ่าน
<<cred>>
โทร <<phone>>
""",
    "human",
    "",
)
