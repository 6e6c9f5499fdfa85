"""Family l: a hair salon (ran tham phom) in Nimman, Chiang Mai (Thailand)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fortyseventh_spec import Fam, alnum

F = Fam(
    "ranthamphom_chiangmai_nimman",
    ("salon-nimman", "kaesorn-hair", "chiangmai-hairstudio", "baan-phom-suay"),
    "co.th",
    ("somchai", "nok", "ploy", "arthit", "fon", "krit", "mint", "nattapong", "pim", "ton"),
    (
        "srisuk",
        "wongsawat",
        "kaewkla",
        "chaiyaporn",
        "boonmee",
        "thongdee",
        "rattana",
        "saelim",
        "intarasuk",
        "panya",
    ),
    (
        "nimman",
        "doisuthep",
        "khaosoi",
        "lanna",
        "yipeng",
        "songkran",
        "maewmaew",
        "suay",
        "phom",
        "chiangmai",
        "mango",
        "ping",
        "sabai",
        "loykrathong",
    ),
    "66",
    first_loc=("สมชาย", "นก", "พลอย", "อาทิตย์", "ฝน", "กฤษ", "มิ้นท์", "ณัฐพงศ์", "พิม", "ต้น"),
    last_loc=("ศรีสุข", "วงศ์สวัสดิ์", "แก้วกล้า", "ชัยพร", "บุญมี", "ทองดี", "รัตนะ", "แซ่ลิ้ม", "อินทรสุข", "ปัญญา"),
    city="Chiang Mai",
)

F.reg(
    "ranthamphom_line_chat_export_thai_rahatphan",
    ("LINE/[LINE] แชทกับ <<first>>.txt", "Documents/line_chat_salon_<<date>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fname>>
วันที่บันทึก: <<dmy_slash>> <<t4>>

<<dmy_slash>>
<<t1>>	<<fname2>>	พี่คะ รหัสผ่านแอปจองคิวเปลี่ยนแล้วเหรอคะ
<<t2>>	<<fname>>	ใช่จ้า อันใหม่ <<cred>>
<<t2>>	<<fname>>	ยูสเซอร์เหมือนเดิม <<login>>
<<t3>>	<<fname2>>	ขอบคุณค่า [สติกเกอร์]
""",
    "human",
    syntax="",
)

F.reg(
    "ranthamphom_line_notify_python",
    ("salon-bot/<<org>>/notify_booking.py", "home/<<first>>/scripts/line_notify_<<n>>.py"),
    '''"""ส่งแจ้งเตือนคิวลูกค้าใหม่เข้ากลุ่ม LINE ของช่าง"""

import requests

LINE_NOTIFY_TOKEN = "<<cred>>"


def notify(msg: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {LINE_NOTIFY_TOKEN}"},
        data={"message": msg},
        timeout=10,
    )


if __name__ == "__main__":
    notify("คิวใหม่: ตัดผม + สระไดร์ 15:00")
''',
    "p:line",
)

F.reg(
    "ranthamphom_booking_widget_json_apikey",
    ("website/<<org>>/booking-widget.config.json", "public_html/<<n>>/js/booking.json"),
    lambda s: (
        json.dumps(
            {
                "shopId": s["id"],
                "shopName": s["org_title"],
                "locale": "th-TH",
                "services": ["ตัดผมชาย", "ตัดผมหญิง", "ทำสี", "ยืดผม"],
                "apiBase": "https://api.queuebook.co.th/v1",
                "apiKey": s["cred"],
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    ),
    "x:qb_live_:32",
)

F.reg(
    "ranthamphom_omise_node_secret",
    ("deposit-api/<<org>>/src/omise.js", "srv/<<host>>/salon-deposit/omise.js"),
    """// มัดจำค่าทำสี/ยืดผมผ่าน PromptPay (Omise)
const omise = require("omise")({
  publicKey: "pkey_<<pk>>",
  secretKey: "<<cred>>",
});

async function createDeposit(amountBaht, bookingId) {
  return omise.charges.create({
    amount: amountBaht * 100,
    currency: "thb",
    source: { type: "promptpay" },
    metadata: { bookingId },
  });
}

module.exports = { createDeposit };
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: s.update(pk=alnum(rng, 19)),
)

F.reg(
    "ranthamphom_facebook_page_env",
    ("salon-chatbot-<<org>>/.env", "home/<<first>>/messenger-bot/.env"),
    """PAGE_ID=<<id>><<id>>
PAGE_ACCESS_TOKEN=<<cred>>
VERIFY_WEBHOOK=salon<<n>>
""",
    "p:facebook",
    syntax="",
)

F.reg(
    "ranthamphom_wifi_sticky_ocr_thai",
    ("Scans/กระดาษ_<<id>>.txt", "Documents/ocr_counter_<<date>>.txt"),
    """WiFi ร้าน
ชื่อ: <<org>>_2.4G
รหัสไวไฟ
<<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "ranthamphom_pos_vendor_email_thai",
    ("Mail/Inbox/<<id>>.eml", "Documents/Mail/POS account <<date>>.eml"),
    """From: POS Support <support@salonpos.co.th>
To: <<email>>
Subject: ข้อมูลเข้าระบบ POS ร้าน <<org_title>>
Date: Sat, <<day>> Dec <<year>> <<hh>>:<<mm>>:00 +0700
Content-Type: text/plain; charset=utf-8

เรียน คุณ<<fname>>

ทางเราได้เปิดบัญชีผู้ดูแลระบบ POS ให้เรียบร้อยแล้ว

ชื่อผู้ใช้: <<login>>
รหัสผ่าน: <<cred>>

กรุณาเปลี่ยนรหัสผ่านหลังเข้าสู่ระบบครั้งแรก
ทีมงาน SalonPOS
""",
    "pw",
    syntax="",
)

F.reg(
    "ranthamphom_cctv_bash_history_rtsp",
    ("home/<<first>>/.bash_history", "root/<<host>>/.bash_history"),
    """ls /mnt/cctv
df -h
ffprobe rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/102
ffmpeg -rtsp_transport tcp -i rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101 -t 60 -c copy /mnt/cctv/counter.mp4
ls -lh /mnt/cctv
exit
""",
    "pw_url",
    syntax="",
)
