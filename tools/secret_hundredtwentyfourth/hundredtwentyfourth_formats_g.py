# ruff: noqa: E501
"""Family g: a school-van (rot rong rian) contractor in Thailand (Thai)."""

from __future__ import annotations

import html
import random

from hundredtwentyfourth_spec import Fam, after, enc_html, pick

F = Fam(
    name="rotrongrian_school_van_thai",
    key="rotrongrian",
    orgs=("dekdeevan", "chiangvan", "rotdeksakon"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สมหญิง", "somying"),
        ("ณัฐพล", "nattapon"),
        ("วิไล", "wilai"),
        ("ประยุทธ", "prayut"),
        ("กัญญา", "kanya"),
    ),
    last=(
        ("ใจดี", "jaidee"),
        ("ศรีสุข", "srisuk"),
        ("บุญมา", "boonma"),
        ("แก้วมณี", "kaewmanee"),
        ("ทองดี", "thongdee"),
        ("สุขใจ", "sukjai"),
    ),
    words=(
        "rotrongrian",
        "nakrian",
        "sawasdee",
        "chiangmai",
        "krungthep",
        "sabai",
        "mali",
        "chang",
        "sanuk",
        "tuktuk",
        "somtam",
        "maprao",
        "songkran",
        "khonkaen",
    ),
    pets=("mali", "khaotom", "moo", "nong", "dam"),
    cc="+66",
    cities=("Bangkok", "ChiangMai", "KhonKaen", "Nonthaburi", "HatYai"),
)

# 1 LINE group chat export (Thai)
F.reg(
    "line_group_rahat_phan_gps_app",
    ("LINE/[LINE] กลุ่มคนขับรถรับส่ง_<<date>>.txt", "Downloads/line_chat_<<org>>_<<num>>.txt"),
    """วันจันทร์, <<slash>>
06:<<num>>	<<first>> <<last>>	แอป GPS ในมือถือเด้งออก เข้าไม่ได้ครับ
06:<<num>>	แอดมิน <<org>>	ใช้ user <<user>> รหัสผ่าน <<cred>> นะคะ
06:<<num>>	แอดมิน <<org>>	อย่าส่งต่อให้คนอื่นนะ
06:<<num>>	<<first>> <<last>>	ได้แล้วครับ ขอบคุณครับ 🙏
""",
    "human",
)

# 2 DTC GPS fleet API pull (Python)
F.reg(
    "dtc_gps_fleet_api_python",
    ("home/<<user>>/gps/dtc_positions.py", "opt/<<org>>/scripts/van_positions.py"),
    '''"""ดึงตำแหน่งรถตู้รับส่งนักเรียนจาก DTC GPS ทุก 2 นาที"""

import requests

DTC_API = "https://gps.dtc.co.th/api/v3/vehicles/last"
DTC_API_KEY = "<<cred>>"

resp = requests.get(DTC_API, headers={"x-api-key": DTC_API_KEY}, params={"group": "<<org>>"}, timeout=15)
for v in resp.json()["data"]:
    print(v["plate"], v["lat"], v["lng"], v["speed"])
''',
    "hex:32",
)

# 3 Omise parents' fee payments (Node)
F.reg(
    "omise_parent_fees_node",
    ("srv/<<org>>/fees/omise.js", "home/<<user>>/van-fees/src/payment.js"),
    """const omise = require('omise')({
  publicKey: 'pkey_5<<hex8>>',
  secretKey: '<<cred>>',
});

async function chargeTerm(customerId, baht) {
  return omise.charges.create({ amount: baht * 100, currency: 'thb', customer: customerId });
}

module.exports = { chargeTerm };
""",
    "p:omise",
)

# 4 dashcam Wi-Fi client wpa_supplicant
F.reg(
    "van_dashcam_wifi_wpa_supplicant",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "boot/van<<num>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=TH

network={
    ssid="<<org>>-garage"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
)

# 5 Apps Script for the parents' sheet, with a LINE Notify token
F.reg(
    "parents_sheet_apps_script_line_notify",
    ("apps-script/<<org>>_parents/Code.gs", "Documents/appsscript_<<num>>/notify.gs"),
    """// แจ้งผู้ปกครองเมื่อรถออกจากโรงเรียน
const LINE_NOTIFY_TOKEN = '<<cred>>';

function notifyDeparture(e) {
  const sheet = SpreadsheetApp.getActive().getSheetByName('รอบเย็น');
  const msg = 'รถตู้ ' + sheet.getRange('B2').getValue() + ' ออกจากโรงเรียนแล้ว';
  UrlFetchApp.fetch('https://notify-api.line.me/api/notify', {
    method: 'post',
    headers: { Authorization: 'Bearer ' + LINE_NOTIFY_TOKEN },
    payload: { message: msg },
  });
}
""",
    "alnum:43",
)

# 6 Thai SMS copy where the reply is only the value
F.reg(
    "thai_sms_reply_value_only",
    ("sms_export/<<fa>>_<<date>>.txt", "Documents/ข้อความ_<<num>>.txt"),
    """<<first>> <<last>> <<phone>>
<<slash>> <<time>>  พี่คะ รหัสไวไฟที่อู่รถคืออะไรคะ

ฉัน
<<slash>> <<time>>  <<cred>>
""",
    "human",
)

# 7 VBScript with an ADODB connection to the Express accounting database
F.reg(
    "payroll_express_adodb_vbs",
    (
        "Users/<<user>>/Documents/export_payroll.vbs",
        "ProgramData/<<org>>/scripts/salary_export.vbs",
    ),
    """' ดึงเงินเดือนคนขับจาก Express ไป Excel
Dim cn
Set cn = CreateObject("ADODB.Connection")
cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>;Initial Catalog=EXPRESS_<<num>>;User ID=sa;Password=<<cred>>;"
Set rs = cn.Execute("SELECT EMPCOD, EMPNAM, SALARY FROM PRMEMP")
""",
    "pw",
)


# 8 HTML roster with entity-escaped password (encoded)
def _html_extra(rng: random.Random, s: dict) -> dict:
    w = pick(rng, F.words).capitalize()
    pw = f"{w}{pick(rng, '&<>')}{pick(rng, F.pets)}{rng.randint(10, 999)}"
    return {"needle": pw, "enc": enc_html(pw)}


def _html_dec(text: str) -> str:
    return html.unescape(after(text, r'<td class="pw">(.*?)</td>'))


F.reg(
    "driver_roster_html_table_entities",
    ("www/<<org>>/admin/roster_<<date>>.html", "Desktop/ตารางคนขับ_<<num>>.html"),
    """<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><title>ตารางคนขับ</title></head>
<body>
<table border="1">
<tr><th>ชื่อ</th><th>รถ</th><th>แอป GPS</th><th>รหัส</th></tr>
<tr><td><<first>> <<last>></td><td>นข <<bus>></td><td><<user>></td><td class="pw"><<enc>></td></tr>
</table>
</body></html>
""",
    "human",
    extra=_html_extra,
    decode=_html_dec,
)
