# ruff: noqa: E501
"""Family i: a muay thai training camp with a hostel bar at Chalong, Phuket (Thailand, Thai)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "nakmuay_camp_chalong",
    ("khaosonmuay", "chalongfightclub", "kaowlingcamp"),
    "co.th",
    ("somchai", "nong", "pim", "anan", "kanya", "tawan", "malee", "preecha"),
    ("saetang", "chaiyaporn", "srisuk", "wongsa", "rattana", "boonmee"),
    (
        "muaythai",
        "nakmuay",
        "chalong",
        "kaowloy",
        "teep",
        "sabai",
        "phuket",
        "mongkol",
        "chok",
        "dee",
        "khaosan",
        "ramwai",
    ),
    "66",
    ("สมชาย", "น้อง", "พิมพ์", "อนันต์", "กัญญา", "ตะวัน", "มาลี", "ปรีชา"),
)

F.reg(
    "nakmuay_line_chat_export_rahat_wifi_hostel",
    ("LINE/[LINE] Chat with ทีมค่าย <<n>>.txt", "chats/line_camp_<<ymd>>.txt"),
    """[LINE] Chat history with ทีมค่าย <<orgc>>
Saved on: <<dmy_s>> <<time2>>

<<dmy_s>> Wednesday
<<time>>\t<<name>>\tพรุ่งนี้มีนักมวยฝรั่งมาเพิ่ม 6 คน เตรียมห้องด้วยนะ
<<time>>\t<<name2>>\tรหัสผ่านไวไฟห้องพักใหม่คืออะไรคะ
<<time2>>\t<<name>>\t<<ssid>> รหัส <<cred>>
<<time2>>\t<<name2>>\tขอบคุณค่ะ 🙏
""",
    "wifi",
    syntax="",
)

F.reg(
    "nakmuay_omise_charge_package_python",
    ("booking/omise_charge.py", "scripts/<<org>>_omise_<<n>>.py"),
    '''import omise

omise.api_secret = "<<cred>>"
omise.api_public = "pkey_<<pk>>"


def charge_package(token, weeks):
    """ค่าแพ็กเกจฝึก + ที่พัก (บาท)"""
    amount = {1: 6500, 2: 12000, 4: 22000}[weeks] * 100
    return omise.Charge.create(amount=amount, currency="thb", card=token, description=f"{weeks}w camp")
''',
    "p:omise",
    extra=lambda rng, s: {
        "pk": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(19))
    },
)

F.reg(
    "nakmuay_line_messaging_bot_dotenv",
    ("line-bot/.env", "<<org>>-linebot/.env"),
    """# LINE OA ค่ายมวย - ตอบข้อความอัตโนมัติ
LINE_CHANNEL_ID=<<nn>><<nn>>
LINE_CHANNEL_SECRET=<<secret>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
""",
    "p:line",
    syntax="",
    extra=lambda rng, s: {"secret": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "nakmuay_cloudbeds_hostel_sync_yaml",
    ("hostel/cloudbeds.yaml", "sync/<<org>>_cloudbeds_<<n>>.yml"),
    """property:
  name: "<<orgc>> Hostel & Bar"
  id: <<nn>><<n>>
cloudbeds:
  api_key: "<<cred>>"
  rate_plans: [dorm, private, camp_package]
line_notify_group: reception
""",
    "x:cbat_:32",
)

F.reg(
    "nakmuay_email_thai_rahat_dashboard_promptpay",
    ("mail/promptpay_<<ymd>>.eml", "Mail/บัญชี_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: รหัสเข้าระบบรับชำระเงิน
Date: Thu, <<dd>> Jan <<year>> <<time>>:05 +0700
Content-Type: text/plain; charset=utf-8

สวัสดีค่ะ
ส่งข้อมูลเข้าระบบดูยอดโอนพร้อมเพย์ของค่ายให้นะคะ
ชื่อผู้ใช้: <<user>>
รหัสผ่าน: <<cred>>
ช่วยเช็กยอดนักมวยที่จ่ายค่าแพ็กเกจเดือนนี้ด้วยค่ะ
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "nakmuay_omada_controller_note_txt",
    ("it/omada_<<n>>.txt", "Documents/wifi_camp_<<year>>.txt"),
    """OMADA CONTROLLER (OC200) - <<orgc>>
URL: https://<<ip>>:443
admin login: admin / <<cred>>
APs: gym-1, gym-2, hostel-floor1, hostel-floor2, bar
Guest portal: voucher, 7 days
(ตั้งค่าโดย <<name>>)
""",
    "human",
    syntax="",
)

F.reg(
    "nakmuay_onvif_ring_camera_python",
    ("cctv/snapshot_ring.py", "pi/<<org>>_cam_<<n>>.py"),
    """from onvif import ONVIFCamera

# กล้องเหนือเวที (ring) - ส่งภาพไป LINE ทุกคืน
cam = ONVIFCamera("<<ip>>", 80, "admin", "<<cred>>")
media = cam.create_media_service()
profile = media.GetProfiles()[0]
uri = media.GetSnapshotUri({"ProfileToken": profile.token})
print(uri.Uri)
""",
    "pw_dq",
)

F.reg(
    "nakmuay_trainers_spreadsheetml_rahat",
    ("office/khru_<<ym>>.xml", "เอกสาร/ครูมวย_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="ครู">
  <Table>
   <Row><Cell><Data ss:Type="String">ชื่อ</Data></Cell><Cell><Data ss:Type="String">เบอร์</Data></Cell><Cell><Data ss:Type="String">อีเมลค่าย</Data></Cell><Cell><Data ss:Type="String">รหัสผ่าน</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<name>></Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
    syntax="xml",
)
