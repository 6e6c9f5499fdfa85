# ruff: noqa: E501
"""Family d: a Bangkok pest-control operator (Thailand; Thai)."""

from __future__ import annotations

from seventyfifth_spec import Fam, prov

F = Fam(
    name="bangkok_pest_control_operator",
    orgs=("saensatpest", "plodmalaeng", "bugfreesiam"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดา", "suda"),
        ("วิชัย", "wichai"),
        ("นภา", "napa"),
        ("ประยุทธ", "prayut"),
        ("กนกพร", "kanokporn"),
        ("อนันต์", "anan"),
        ("ศิริพร", "siriporn"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์สวัสดิ์", "wongsawat"),
        ("แสงทอง", "saengthong"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "chanpen"),
        ("ทองดี", "thongdee"),
    ),
    words=(
        "malaeng",
        "plodpai",
        "sabai",
        "chokdee",
        "krungthep",
        "siam",
        "chaiyo",
        "mamuang",
        "sanuk",
        "tomyum",
        "ratchada",
        "bangna",
        "lumpini",
        "khaosan",
        "muaythai",
        "singha",
        "chang",
        "somtam",
        "jaidee",
        "suay",
    ),
    pets=("mali", "tongdaeng", "khaotom", "moo", "lucky", "mochi"),
    cc="+66",
)

F.reg(
    "bangkokpest_line_chat_export_thai_rahat_pestpac",
    ("line/[LINE] แชทกับ <<fa>>.txt", "chat_backup/line_team_<<site>>_<<date>>.txt"),
    """[LINE] ประวัติการแชทกับ ทีมบริการ <<site>>
วันที่บันทึก: <<date>> <<time2>>

<<date>>(อ.)
<<time>>\t<<fn>> <<ln>>\tพี่คะ เข้า PestPac ในแท็บเล็ตไม่ได้ค่ะ ต้องปิดงานลูกค้าคอนโดพระราม 9
<<time>>\t<<fn2>> <<ln2>>\tใช้บัญชีทีมนะ
<<time2>>\t<<fn2>> <<ln2>>\tผู้ใช้ team<<site>>
<<time2>>\t<<fn2>> <<ln2>>\tรหัสผ่าน <<cred>>
<<time2>>\t<<fn>> <<ln>>\tได้แล้วค่ะ ขอบคุณค่ะ [สติกเกอร์]
""",
    cred="human",
)

F.reg(
    "bangkokpest_omise_promptpay_charge_python",
    ("billing/omise_promptpay_<<org>>.py", "app/payments/promptpay_<<n>>.py"),
    '''"""สร้าง QR PromptPay สำหรับใบแจ้งหนี้กำจัดปลวกรายปี"""

import omise

omise.api_public = "pkey_5<<pk>>"
omise.api_secret = "<<cred>>"


def promptpay_charge(amount_satang: int, invoice_no: str):
    source = omise.Source.create(type="promptpay", amount=amount_satang, currency="thb")
    return omise.Charge.create(
        amount=amount_satang,
        currency="thb",
        source=source.id,
        metadata={"invoice": invoice_no, "branch": "<<org>>"},
    )
''',
    cred="p:omise",
    extra=lambda rng, s: {"pk": prov(rng, "omise")[6:]},
)

F.reg(
    "bangkokpest_line_messaging_apps_script_push",
    ("apps_script/แจ้งเตือนนัดหมาย_<<org>>.gs", "gas/line_reminder_<<n>>.gs"),
    """// ส่งแจ้งเตือนนัดฉีดพ่นให้ลูกค้าผ่าน LINE OA ทุกเช้า
const CHANNEL_ACCESS_TOKEN = '<<cred>>';
const SHEET_ID = '<<serial>>';

function pushReminders() {
  const rows = SpreadsheetApp.openById(SHEET_ID).getSheetByName('นัดหมาย').getDataRange().getValues();
  rows.slice(1).forEach(function (r) {
    if (!r[4]) return;
    UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
      payload: JSON.stringify({ to: r[4], messages: [{ type: 'text', text: 'พรุ่งนี้ทีมกำจัดปลวกจะเข้าบริการเวลา ' + r[2] }] }),
    });
  });
}
""",
    cred="p:line_token",
    syntax="",
)

F.reg(
    "bangkokpest_routific_daily_routes_yaml_jwt",
    ("routing/<<org>>_routific.yml", "ops/routes/config_branch<<site>>.yaml"),
    """# จัดเส้นทางรถบริการประจำวัน (Routific)
routific:
  endpoint: https://api.routific.com/v1/vrp
  token: "<<cred>>"
depot:
  name: "สาขา <<site>> บางนา"
  lat: 13.66<<n>>
  lng: 100.60<<n>>
vehicles: 6
shift_start: "08:00"
shift_end: "18:00"
""",
    cred="p:jwt",
)

F.reg(
    "bangkokpest_bait_station_esp32_ino_mqtt",
    ("firmware/bait_station_<<serial>>/bait_station.ino", "iot/termite_monitor_<<n>>/main.ino"),
    """// สถานีเหยื่อปลวกอัจฉริยะ: ESP32 + เซ็นเซอร์ความชื้น ส่งข้อมูลเข้า MQTT
#include <WiFi.h>
#include <PubSubClient.h>

const char* WIFI_SSID = "<<orgc>>-IoT";
const char* WIFI_PASS = "<<wifi>>";
const char* MQTT_HOST = "mqtt.<<dom>>";
const char* MQTT_USER = "bait<<site>>";
const char* MQTT_PASS = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(MQTT_HOST, 1883);
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("<<serial>>", MQTT_USER, MQTT_PASS);
  mqtt.publish("bait/<<serial>>/moisture", String(analogRead(34)).c_str());
  delay(600000);
}
""",
    cred="pw_dq",
    syntax="",
    extra=lambda rng, s: {"wifi": "${WIFI_FROM_PROVISIONING}"},
)

F.reg(
    "bangkokpest_thai_email_rahat_cartrack_fleet",
    ("mail/cartrack_<<fa>>_<<date>>.eml", "thunderbird/Inbox/<<org>>_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: บัญชี Cartrack สำหรับหัวหน้าทีมใหม่
Date: <<date>> <<time>> +0700
Content-Type: text/plain; charset=UTF-8

สวัสดีครับคุณ<<fn2>>

ผมเปิดบัญชี Cartrack Fleet ให้แล้ว ดูตำแหน่งรถกระบะ 4 คันของสาขาได้เลยครับ

ชื่อผู้ใช้: <<fa2>>.<<la2>>
รหัสผ่าน: <<cred>>

กรุณาอย่าส่งต่อในกลุ่ม LINE นะครับ

<<fn>>
ฝ่ายปฏิบัติการ <<orgc>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "bangkokpest_chemical_stock_flat_ods_supplier_portal",
    ("stock/สต็อกสารเคมี_<<org>>.fods", "docs/chemical_stock_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="สต็อก">
    <table:table-row><table:table-cell><text:p>สินค้า</text:p></table:table-cell><table:table-cell><text:p>คงเหลือ</text:p></table:table-cell><table:table-cell><text:p>ผู้จำหน่าย</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell><text:p>Fipronil 2.5% EC</text:p></table:table-cell><table:table-cell><text:p><<n>></text:p></table:table-cell><table:table-cell><text:p>Bayer Thai</text:p></table:table-cell></table:table-row>
   </table:table>
   <table:table table:name="เว็บผู้จำหน่าย">
    <table:table-row><table:table-cell><text:p>portal.bayer-es.co.th</text:p></table:table-cell><table:table-cell><text:p><<email>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "bangkokpest_technician_phone_memo_value_only",
    ("phone_notes/บันทึก_<<date>>.txt", "samsung_notes/memo_<<n>>.txt"),
    """งานวันนี้ <<dmy>>
- คอนโด ลุมพินี ตึก B ฉีดพ่นรอบนอก
- บ้านคุณ<<fn2>> วางเหยื่อปลวก 6 จุด

PestPac
<<cred>>
""",
    cred="human",
)
