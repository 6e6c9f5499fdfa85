"""Family e: a day spa in Chiang Mai, Thailand (Thai)."""

from __future__ import annotations

import html
import re

from hundredsixteenth_spec import Fam, enc_html, human, json_dump

F = Fam(
    name="dayspa_thai_chiangmai",
    prefix="dayspa",
    orgs=("suansabai", "lannaspa", "baanhom", "sabaijai"),
    tld="co.th",
    first=(
        ("สมศรี", "somsri"),
        ("นภา", "napha"),
        ("กมล", "kamon"),
        ("วิไล", "wilai"),
        ("ธนพร", "thanaporn"),
        ("อรุณ", "arun"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("จันทร์ดี", "chandee"),
    ),
    words=(
        "sabai",
        "lanna",
        "nuadthai",
        "takrai",
        "mali",
        "chiangmai",
        "doisuthep",
        "somtam",
        "khaosoi",
        "sanuk",
        "maprao",
        "phrik",
        "kathin",
        "loykrathong",
    ),
    pets=("mamuang", "khaotom", "moo", "kai", "somo"),
    cc="+66",
)

F.reg(
    "line_chat_export_rahat_fresha",
    ("LINE/[LINE] แชทกับ <<fn>>.txt", "Downloads/[LINE] Chat with <<fa>> <<Org>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fn>>
บันทึกเมื่อ: <<date>> <<hm>>

<<date>>(พุธ)
<<hm>>\t<<fn>>\tพี่คะ รหัสเข้า Fresha ของร้านคืออะไรคะ
<<hm2>>\t<<fn2>>\tไอดี <<email>>
<<hm2>>\t<<fn2>>\tรหัส <<cred>>
<<hm2>>\t<<fn>>\tขอบคุณค่ะ 🙏
""",
    "human",
)

F.reg(
    "omise_secret_key_rails_initializer",
    ("booking/config/initializers/omise.rb", "<<org>>-web/config/initializers/omise.rb"),
    """# Omise (PromptPay + cards) for spa package deposits
require "omise"

Omise.public_api_key = "pkey_<<pk>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"
""",
    "p:omise",
    "",
    extra=lambda rng, s: {"pk": s["uuid"].replace("-", "")[:19]},
)

F.reg(
    "line_oa_booking_bot_node_config",
    ("line-bot/config.js", "srv/<<org>>-linebot/config.js"),
    """// LINE Official Account: จองคิวนวด / booking bot for <<Org>>
module.exports = {
  channelAccessToken: '<<cred>>',
  channelSecret: process.env.LINE_CHANNEL_SECRET,
  port: 3030,
  richMenuId: 'richmenu-<<uuid>>',
};
""",
    "p:line",
    "",
)


def _amp(rng, s):
    return human(rng, F) + "&" + s["nn"]


F.reg(
    "staff_logins_html_table_entities",
    ("intranet/staff_<<org>>.html", "share/รหัสพนักงาน_<<date>>.html"),
    lambda s: (
        f"""<!DOCTYPE html>
<html lang="th"><head><meta charset="utf-8"><title>รหัสระบบ {s["Org"]}</title></head>
<body><table border="1">
<tr><th>ระบบ</th><th>ผู้ใช้</th><th>รหัสผ่าน</th></tr>
<tr><td>Fresha</td><td>{s["email"]}</td><td>{enc_html(s["cred"])}</td></tr>
<tr><td>Wi-Fi ลูกค้า</td><td>{s["Org"]}_Guest</td><td>ถามเคาน์เตอร์</td></tr>
</table></body></html>
"""
    ),
    _amp,
    "",
    decode=lambda t: html.unescape(re.findall(r"<td>(.*?)</td>", t)[2]),
)

F.reg(
    "loyverse_token_sales_sync_python",
    ("scripts/loyverse_daily.py", "tools/<<org>>_loyverse_export.py"),
    """import csv
import datetime

import requests

LOYVERSE_TOKEN = "<<cred>>"
STORE = "<<Org>> Nimman"


def receipts(day: datetime.date):
    r = requests.get(
        "https://api.loyverse.com/v1.0/receipts",
        headers={"Authorization": "Bearer " + LOYVERSE_TOKEN},
        params={"created_at_min": day.isoformat() + "T00:00:00Z"},
    )
    return r.json()["receipts"]


with open("sales.csv", "w", newline="") as fh:
    csv.writer(fh).writerow(["receipt", "total"])
""",
    "hex:32",
)

F.reg(
    "handover_note_thai_promptpay_bank",
    ("notes/ส่งเวร_<<date>>.txt", "Desktop/handover_<<fa>>.txt"),
    """บันทึกส่งเวร <<Org>> (<<dmy>>)
- ห้องอบสมุนไพร: เปิดเครื่องก่อน 10 โมง
- แอปธนาคาร (เครื่องแท็บเล็ตหน้าร้าน)
  ผู้ใช้: <<login>>
  รหัสผ่าน: <<cred>>
- น้ำมันมะพร้าวเหลือ 3 ขวด สั่งเพิ่มวันศุกร์
ผู้บันทึก: <<fn>>
""",
    "human",
)

F.reg(
    "steam_room_pi_controller_toml",
    ("steamroom/config.toml", "/opt/<<org>>-steam/config.toml"),
    """# ห้องอบไอน้ำ: Raspberry Pi + relay
[relay]
gpio = 17
max_minutes = 45

[mqtt]
host = "<<ip>>"
port = 1883
username = "steam<<n>>"
password = "<<cred>>"
topic = "<<org>>/steam/temp"
""",
    "pw_dq",
)

F.reg(
    "gbp2c2p_merchant_secret_appsettings_json",
    ("SpaBooking.Web/appsettings.Production.json", "deploy/<<org>>/appsettings.json"),
    lambda s: json_dump(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "Payment2C2P": {
                "MerchantId": s["id"] + "764",
                "SecretKey": s["cred"],
                "Currency": "THB",
                "FrontendReturnUrl": f"https://{s['dom']}/booking/paid",
            },
            "AllowedHosts": "*",
        }
    ),
    "p:gbp2c2p",
)
