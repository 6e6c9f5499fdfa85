# ruff: noqa: E501
"""Family g: a Muay Thai training camp in Phuket (Thai, with English-speaking managers)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "muay_thai_camp_phuket",
    ("khaosingh",),
    "co.th",
    ("สมชาย", "นภา", "วิชัย", "สุดา", "ธนา", "ปรียา", "อนุชา"),
    ("สุขใจ", "ศรีสวัสดิ์", "แก้วมณี", "ทองดี", "บุญมา"),
    (
        "muaythai",
        "nakmuay",
        "mongkol",
        "sabai",
        "chalong",
        "patong",
        "kru",
        "teep",
        "ramuay",
        "somtam",
        "mango",
        "chang",
        "singha",
        "khaosok",
        "karon",
        "rawai",
    ),
    "66",
    ("Somchai", "Napa", "Wichai", "Suda", "Thana", "Preeya", "Anucha"),
    ("Sukjai", "Srisawat", "Kaewmanee", "Thongdee", "Bunma"),
    ("Moo", "Khaopun", "Tiger", "Lucky", "Som"),
)

FAM.reg(
    "muaythai_line_group_thai_rahat_wifi",
    ("LINE/[LINE] แชทกับ ครูมวย_<<n>>.txt", "Downloads/[LINE] Chat camp staff <<n>>.txt"),
    """[LINE] ประวัติการแชทในกลุ่ม ครูมวย <<orgc>>
วันที่บันทึก: <<dd>>/<<mm>>/<<year>> <<time>>

<<year>>.<<mm>>.<<dd>> วันจันทร์
<<time>>\t<<first>>\tรหัส wifi ห้องพักนักมวยเปลี่ยนแล้วนะครับ
<<time>>\t<<first>>\tรหัสผ่านใหม่ <<cred>>
<<time2>>\t<<first2>>\tโอเคค่ะ เดี๋ยวบอกนักมวยฝรั่งให้
""",
    "human",
)

FAM.reg(
    "muaythai_camp_omise_secret_key_node",
    ("srv/camp-booking/<<org>>/payments.js", "home/<<lf>>/booking-<<n>>/src/omise.js"),
    """// Online booking: training packages (1 week / 1 month) paid by card or PromptPay
const omise = require('omise')({
  publicKey: 'pkey_<<hex8>><<hex12>>',
  secretKey: '<<cred>>',
});

async function chargePackage(token, amountTHB, email) {
  return omise.charges.create({
    amount: amountTHB * 100,
    currency: 'thb',
    card: token,
    description: `<<orgc>> training package ${email}`,
  });
}

module.exports = { chargePackage };
""",
    "p:omise",
    syntax="",
)

FAM.reg(
    "muaythai_timetable_apps_script_line_notify",
    ("AppsScript/<<org>>_timetable_<<n>>.gs", "Drive/Scripts/ตารางซ้อม_<<n>>.gs"),
    """// ส่งตารางซ้อมพรุ่งนี้เข้ากลุ่ม LINE ทุกวัน 20:00 (trigger)
const LINE_NOTIFY_TOKEN = '<<cred>>';
const SHEET_ID = '1<<hex24>>';

function sendTomorrow() {
  const sheet = SpreadsheetApp.openById(SHEET_ID).getSheetByName('Timetable');
  const rows = sheet.getRange('A2:D20').getValues().filter(r => r[0]);
  const text = rows.map(r => `${r[0]} ${r[1]} - Kru ${r[2]}`).join('\\n');
  UrlFetchApp.fetch('https://notify-api.line.me/api/notify', {
    method: 'post',
    headers: {Authorization: 'Bearer ' + LINE_NOTIFY_TOKEN},
    payload: {message: '\\n' + text},
  });
}
""",
    "alnum:43",
    syntax="",
)

FAM.reg(
    "muaythai_english_whatsapp_front_desk_login",
    (
        "WhatsApp/WhatsApp Chat with Camp Managers <<n>>.txt",
        "Phone/WhatsApp Chat - <<orgc>> desk <<n>>.txt",
    ),
    """[<<dd>>/<<mm>>/<<year>>, <<time>>:14] Dan (manager): Who changed the booking system login?? New girl can't get in
[<<dd>>/<<mm>>/<<year>>, <<time>>:52] <<first>>: sorry boss, I change after the laptop stolen. user frontdesk pass <<cred>>
[<<dd>>/<<mm>>/<<year>>, <<time2>>:07] Dan (manager): ok thx. Fight night Saturday at Bangla stadium, 3 of ours on the card
""",
    "human",
    syntax="",
)

FAM.reg(
    "muaythai_fighter_docs_nas_cifs_fstab",
    ("etc/fstab", "etc/fstab.<<org>>.<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<uuid2>> /boot/efi       vfat    umask=0077      0       1
# NAS ในออฟฟิศ: เอกสารวีซ่านักมวย, สัญญา
//<<lan>>/fighters /mnt/fighters cifs username=office,password=<<cred>>,uid=1000,iocharset=utf8 0 0
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "muaythai_stadium_tickets_2c2p_settings_py",
    ("tickets/<<org>>/settings_prod.py", "srv/fightnight-<<n>>/config/settings.py"),
    '''"""Fight night tickets (ringside / standard) - production settings."""

DEBUG = False
ALLOWED_HOSTS = ["tickets.<<dom>>"]

PAYMENT_2C2P = {
    "MERCHANT_ID": "764764<<n4>><<nn>>",
    "SECRET_KEY": "<<cred>>",
    "CURRENCY": "THB",
    "FRONTEND_RETURN_URL": "https://tickets.<<dom>>/paid",
}
''',
    "p:twoc2p",
)

FAM.reg(
    "muaythai_guest_wifi_qrencode_bash_history",
    ("home/<<lf>>/.bash_history", "home/pi/.bash_history.<<n>>"),
    """sudo apt install qrencode
qrencode -s 10 -o wifi_gym.png 'WIFI:T:WPA;S:<<orgc>>_Gym;P:<<cred>>;;'
lp -d Brother_HL wifi_gym.png
ls ~/Pictures
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "muaythai_promoter_email_thai_rahat_phan",
    ("Mail/<<org>>/ส่งแล้ว/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?4Lij4Lir4Lix4Liq4Lic4LmI4Liy4LiZ?=
Date: Sat, <<dd>> Nov <<year>> <<time>>:02 +0700
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

สวัสดีครับคุณ<<first2>>

ส่งข้อมูลเข้าระบบลงทะเบียนนักมวย (เวทีมวยบางลา) ให้ครับ
ชื่อผู้ใช้: <<org>>camp
รหัสผ่าน: <<cred>>

กรุณาอัปเดตน้ำหนักนักมวยก่อนวันพฤหัสบดีนะครับ
<<first>>
""",
    "human_x",
    syntax="",
)
