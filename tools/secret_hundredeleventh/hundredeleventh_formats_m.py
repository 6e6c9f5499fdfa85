# ruff: noqa: E501
"""Family m: a fire-alarm maintenance contractor in Thailand (Thai)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, prov, reg

FAM = Fam(
    name="phloeng_fire_alarm_maintenance",
    pre="phloeng",
    orgs=("phloengsafe", "fireguardth", "sirichaifire"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุภาพร", "supaporn"),
        ("ธนากร", "thanakorn"),
        ("นภัสสร", "napatsorn"),
        ("วิชัย", "wichai"),
        ("กัญญา", "kanya"),
        ("อนุชา", "anucha"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "sawasdee",
        "chokdee",
        "mamuang",
        "krungthep",
        "chiangmai",
        "sanuk",
        "changnoi",
        "tomyum",
        "somtam",
        "phuket",
        "sabai",
        "rakthai",
        "maew",
        "fahsai",
    ),
    pets=("mali", "lucky", "khaotom", "moo", "bua", "ja"),
    cities=("กรุงเทพฯ", "ชลบุรี", "ระยอง", "เชียงใหม่", "ขอนแก่น", "สงขลา"),
    cc="+66",
)

reg(
    FAM,
    "line_chat_thai_rahat_panel",
    ("LINE/[LINE] แชทกับ<<first2>>.txt", "line/<<fa2>>_<<ymd>>.txt"),
    """[LINE] แชทกับ <<first2>> <<last2>>
วันที่บันทึก: <<ymd_sl>> <<t3>>

<<ymd_sl>>(อ.)
<<t1>>	<<first>> <<last>>	พี่ครับ รหัสเข้าโปรแกรม Notifier VeriFire Tools ที่ตึก <<nn>> คืออะไรครับ
<<t2>>	<<first2>> <<last2>>	รหัสผ่าน <<cred>>
<<t3>>	<<first>> <<last>>	ขอบคุณครับพี่
""",
    "human",
)

reg(
    FAM,
    "omise_secret_key_node",
    ("billing/omise.js", "pm-portal/<<org>>/omise_<<n>>.js"),
    """// ค่าบริการตรวจเช็คระบบแจ้งเหตุเพลิงไหม้รายปี (Omise)
const omise = require('omise')({
  publicKey: 'pkey_<<pk>>',
  secretKey: '<<cred>>',
});
module.exports = omise;
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: s.update(pk=prov(rng, "omise")[5:]),
)

reg(
    FAM,
    "line_notify_token_crontab",
    ("var/spool/cron/crontabs/pm", "cron/<<org>>_notify_<<n>>"),
    """# แจ้งเตือนงาน PM ประจำวันเข้ากลุ่ม LINE ช่าง
0 7 * * 1-6 curl -s -X POST -H "Authorization: Bearer <<cred>>" -F "message=$(cat /srv/pm/today.txt)" https://notify-api.line.me/api/notify
""",
    "p:linenotify",
)

reg(
    FAM,
    "fire_panel_ip_gateway_ini",
    ("FireGateway/gateway.ini", "sites/<<org>>_<<n>>/panel_gateway.ini"),
    """[Panel]
Model=Notifier NFS2-3030
Loop=2
Address=<<lan>>

[Upload]
Server=<<pip>>
Port=8443
Site=อาคาร <<nn>> <<city>>
User=gw<<n>>
Password=<<cred>>
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    "inspection_report_email_thai",
    ("mail/report_<<nn>>.eml", "sent/<<fa2>>_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: รายงานตรวจสอบระบบแจ้งเหตุเพลิงไหม้ ประจำไตรมาส
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

เรียน คุณ<<first2>>

แนบรายงานตรวจสอบระบบ (ไฟล์ PDF ใส่รหัสไว้)
รหัสเปิดไฟล์: <<cred>>

ขอบคุณครับ
<<first>> <<last>>
ฝ่ายบริการ <<orgc>>
""",
    "human",
)

reg(
    FAM,
    "ksher_private_key_env_multiline",
    ("payment-service/.env", "deploy/<<org>>-<<n>>/.env"),
    lambda s: (
        f'KSHER_APPID=mch{s["nn"]}\nKSHER_PRIVATE_KEY="{s["cred"]}"\nKSHER_GATEWAY=https://gateway.ksher.com\n'
    ),
    "pem",
)

reg(
    FAM,
    "pm_schedule_spreadsheetml",
    ("pm/ตารางPM_<<n>>.xml", "excel/<<org>>_pm_<<ymd>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="PM">
  <Table>
   <Row><Cell><Data ss:Type="String">อาคาร</Data></Cell><Cell><Data ss:Type="String">ตู้ควบคุม</Data></Cell><Cell><Data ss:Type="String">ผู้ใช้</Data></Cell><Cell><Data ss:Type="String">รหัสผ่าน</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">อาคาร <<nn>></Data></Cell><Cell><Data ss:Type="String">Edwards EST3</Data></Cell><Cell><Data ss:Type="String">tech<<n>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

reg(
    FAM,
    "sim7600_dialer_mqtt_python",
    ("gateway/dialer.py", "fw/<<org>>_<<n>>/sim7600_dialer.py"),
    '''"""ส่งสัญญาณเพลิงไหม้จากตู้ควบคุมผ่าน 4G (SIM7600) ไปยัง MQTT."""

import paho.mqtt.client as mqtt

APN = "internet"
MQTT_HOST = "<<host>>"
MQTT_USER = "panel<<n>>"
MQTT_PASS = "<<cred>>"

client = mqtt.Client(client_id="panel-<<serial>>")
client.username_pw_set(MQTT_USER, MQTT_PASS)
client.connect(MQTT_HOST, 8883)
''',
    "pw_dq",
)
