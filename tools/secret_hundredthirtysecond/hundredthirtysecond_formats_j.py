# ruff: noqa: E501
"""Family j: a sports-massage (นวดกีฬา) practice in Chiang Mai, Thailand (Thai)."""

from __future__ import annotations

from hundredthirtysecond_spec import Fam, rsa_pem

FAM = Fam(
    name="nuadkila_nuadthai",
    orgs=("nuadraeng", "sabaikila", "doisuthep", "muaymassage"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("นภัสสร", "napatsorn"),
        ("ธนากร", "thanakorn"),
        ("พิมพ์ชนก", "pimchanok"),
        ("วีระ", "weera"),
        ("กัญญา", "kanya"),
        ("อารีย์", "aree"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("ใจดี", "jaidee"),
        ("วงศ์ใหญ่", "wongyai"),
    ),
    words=(
        "sabai",
        "chiangmai",
        "doi",
        "suthep",
        "nuad",
        "muay",
        "khaosoi",
        "ping",
        "nimman",
        "lanna",
        "chok",
        "dee",
        "maprao",
        "sanuk",
    ),
    pets=("mali", "tongdee", "khaotom", "mhee", "nong", "moo", "lucky"),
    cc="+66 8",
    cities=("เชียงใหม่", "สันทราย", "หางดง", "แม่ริม"),
)
F = FAM

F.reg(
    "nuad_line_chat_export_rahat_phan",
    ("[LINE] แชทกับ <<first2>>.txt", "LINE/chat_<<fa2>>_<<ymdc>>.txt"),
    """[LINE] ประวัติการแชทกับ <<first2>>
วันที่บันทึก: <<dd>>/<<mo>>/<<year>> <<time>>

วันพุธ, <<dd>>/<<mo>>/<<year>>
<<time>>\t<<first>>\tพี่คะ รหัสเข้าระบบจองคิว (Fresha) ของร้านคืออะไรคะ
<<time2>>\t<<first2>>\tuser: <<email2>>
<<time2>>\t<<first2>>\tรหัสผ่าน <<cred>>
<<time2>>\t<<first>>\tขอบคุณค่ะ 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "nuad_omise_charge_express",
    ("server/routes/charge.js", "<<org>>-booking/api/omise-<<n>>.js"),
    """// ตัดบัตรค่าแพ็กเกจนวด 10 ครั้ง ผ่าน Omise
const omise = require('omise')({
  publicKey: 'pkey_5<<hexid>>',
  secretKey: '<<cred>>',
});

module.exports = async (req, res) => {
  const charge = await omise.charges.create({
    amount: req.body.amount * 100,
    currency: 'thb',
    card: req.body.token,
    description: 'Sports massage package - <<orgc>>',
  });
  res.json({ status: charge.status });
};
""",
    cred="p:omise",
    syntax="",
)

F.reg(
    "nuad_line_oa_messaging_python",
    ("line-bot/app.py", "<<org>>/lineoa/reminder_<<n>>.py"),
    '''"""LINE Official Account - แจ้งเตือนคิวนวดล่วงหน้า 1 ชั่วโมง"""

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

CHANNEL_ACCESS_TOKEN = "<<cred>>"
CHANNEL_SECRET = "<<hexid>><<hexid>>abcdefab"

config = Configuration(access_token=CHANNEL_ACCESS_TOKEN)


def push(user_id: str, text: str) -> None:
    with ApiClient(config) as client:
        MessagingApi(client).push_message(PushMessageRequest(to=user_id, messages=[TextMessage(text=text)]))
''',
    cred="p:line_token",
)

F.reg(
    "nuad_ksher_private_key_dotenv_multiline",
    ("payment-ksher/.env", "<<org>>-pos/.env.ksher"),
    """# Ksher - รับชำระ PromptPay / TrueMoney ที่หน้าร้าน
KSHER_APPID=mch<<n2>><<n>>
KSHER_GATEWAY=https://api.mch.ksher.net/KsherPay
KSHER_PRIVATE_KEY="<<cred>>"
""",
    cred=lambda rng, fam: rsa_pem(rng, bits=1024),
    syntax="",
)

F.reg(
    "nuad_email_thai_rahat_canva",
    ("mail/inbox/canva-<<fa>>-<<n>>.eml", "thunderbird/<<org>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: บัญชี Canva ร้านสำหรับทำโปสเตอร์
Date: <<rfcdate>> +0700
Content-Type: text/plain; charset=utf-8

สวัสดีค่ะน้อง<<first>>

ใช้บัญชีนี้ทำโพสต์โปรโมชันเดือนหน้าได้เลย
อีเมล: design@<<domain>>
รหัสผ่าน: <<cred>>

อย่าเปลี่ยนรหัสนะคะ พี่ใช้ในมือถือด้วย
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "nuad_home_assistant_secrets_tapo",
    ("homeassistant/secrets.yaml", "ha-<<org>>/config/secrets.yaml"),
    """# กล้อง Tapo หน้าร้านและห้องนวด
tapo_username: <<email>>
tapo_password: <<cred>>
front_cam_url: rtsp://<<lan>>:554/stream1
latitude_home: 18.79
longitude_home: 98.98
""",
    cred="pw",
)

F.reg(
    "nuad_chalkboard_photo_ocr_wifi",
    ("ocr/board_<<ymdc>>.txt", "photos/<<org>>/chalkboard_<<n>>.txt"),
    """FREE WIFI
<<orgc>>
รหัส <<cred>>
นวดกีฬา 60 นาที 450.-
""",
    cred="human",
    syntax="",
)

F.reg(
    "nuad_staff_xlsx_sharedstrings_rahat",
    (
        "excel/พนักงาน_<<year>>/xl/sharedStrings.xml",
        "drive/<<org>>/staff-<<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>ชื่อ</t></si><si><t>ระบบ</t></si><si><t>รหัสผ่าน</t></si><si><t><<first>></t></si><si><t>POS Loyverse (เจ้าของ)</t></si><si><t><<cred>></t></si><si><t><<first2>></t></si><si><t>POS พนักงาน</t></si><si><t>PIN ส่งทางไลน์</t></si></sst>
""",
    cred="human_x",
)
