"""Family g: a ferry and speedboat line between Krabi, Phi Phi and Lanta, Thailand."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_spec import Fam

F = Fam(
    "krabi_andaman_ferries",
    ("andamanwave", "lantaexpress", "phiphiboat"),
    "co.th",
    ("สมชาย", "สุดา", "ประเสริฐ", "วิไล", "ธนากร"),
    ("ศรีสุข", "ทองดี", "แก้วมณี", "บุญมา"),
    ("somchai", "suda", "prasert", "wilai", "thanakorn"),
    ("srisuk", "thongdee", "kaewmanee", "boonma"),
    ("andaman", "phiphi", "lanta", "aonang", "railay", "tham", "klong", "thalay", "pla", "ruea"),
    "krabi",
    "66",
)

F.reg(
    "krabi_thai_line_group_rahat_phan_ticket",
    ["line/[LINE] ท่าเรือ_<<n>>.txt", "exports/line_pier_<<ymd>>.txt"],
    """[LINE] ประวัติการแชทกลุ่ม "ทีมขายตั๋ว ท่าเรือคลองจิหลาด"
วันที่บันทึก: <<dmys>> <<time>>

<<dmys>>
<<time>>\t<<first>>\tรหัสผ่านระบบขายตั๋วเปลี่ยนแล้วนะคะ
<<time>>\t<<first>>\tuser: <<user>>  รหัสผ่าน: <<cred>>
<<time>>\tประเสริฐ\tโอเคครับ ขอบคุณครับ
<<time>>\t<<first>>\t[สติกเกอร์]
""",
    "human",
    syntax="",
)

F.reg(
    "krabi_online_ticketing_omise_dotenv",
    ["ticketing/.env", "<<org>>-booking/.env.production"],
    """APP_NAME="<<orgc>> Ferry Tickets"
APP_URL=https://tickets.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=ferry
OMISE_PUBLIC_KEY=pkey_5<<pk>>
OMISE_SECRET_KEY=<<cred>>
PROMPTPAY_ENABLED=true
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(18))
    },
)

F.reg(
    "krabi_pier_signage_xibo_player_cms_key_xml",
    ["signage/pier_<<n2>>/cms_config.xml", "xibo/<<org>>_player.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<ApplicationSettings>
  <CmsAddress>https://signage.<<dom>></CmsAddress>
  <CmsKey><<cred>></CmsKey>
  <HardwareKey><<hex8>><<hex8>></HardwareKey>
  <DisplayName>Pier <<n2>> departures board</DisplayName>
  <LocalLibrary>C:\\Users\\signage\\Documents\\xibo library</LocalLibrary>
  <CollectInterval>300</CollectInterval>
</ApplicationSettings>
""",
    "alnum:12",
)

F.reg(
    "krabi_boat_tracking_traccar_xml_properties",
    ["traccar/conf/traccar.xml", "opt/<<org>>/traccar_<<n2>>.xml"],
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='server.timeout'>120</entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "krabi_agent_portal_thai_email_rahat_phan",
    ["mail/<<org>>/<<n>>.eml", "agents/welcome_<<ymd>>.eml"],
    """From: <<orgc>> Sales <sales@<<dom>>>
To: <<email2>>
Subject: บัญชีตัวแทนขายตั๋วเรือ <<orgc>>
Date: Wed, <<d>> Nov <<y>> 15:<<mm>>:20 +0700
Content-Type: text/plain; charset=UTF-8

เรียน ตัวแทนจำหน่าย

บริษัทได้เปิดบัญชีสำหรับจองตั๋วเรือ เกาะพีพี - เกาะลันตา ให้เรียบร้อยแล้ว
ชื่อผู้ใช้: agent<<n>>
รหัสผ่าน: <<cred>>
เข้าสู่ระบบที่ https://agents.<<dom>>

ขอบคุณค่ะ
ฝ่ายขาย
""",
    "pw",
    syntax="",
)

F.reg(
    "krabi_line_messaging_bot_access_token_py",
    ["linebot/app.py", "<<org>>-bot/bot_<<n2>>.py"],
    '''"""LINE bot: ตอบตารางเรือ และสถานะที่นั่ง"""

from flask import Flask, request
from linebot.v3.messaging import Configuration

CHANNEL_ACCESS_TOKEN = "<<cred>>"
CHANNEL_SECRET = "<<chs>>"

app = Flask(__name__)
configuration = Configuration(access_token=CHANNEL_ACCESS_TOKEN)


@app.post("/callback")
def callback():
    body = request.get_data(as_text=True)
    return body and "OK"
''',
    "p:line",
    extra=lambda rng, s: {"chs": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "krabi_manifest_export_sqlcmd_bat",
    ["scripts/export_manifest.bat", "C/ferry/manifest_<<n2>>.cmd"],
    """@echo off
rem ส่งออกรายชื่อผู้โดยสาร (manifest) ให้ท่าเรือและตำรวจน้ำ ทุกเที่ยว
set OUT=D:\\manifest\\%date:~-4%%date:~3,2%%date:~0,2%
mkdir %OUT% 2>nul
sqlcmd -S <<ip>> -d Ferry -U manifest -P <<cred>> -Q "EXEC dbo.ExportManifest @Day = NULL" -o %OUT%\\manifest.csv -s ","
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "krabi_onboard_wifi_hostapd_conf",
    ["boat/<<n2>>/hostapd.conf", "etc/hostapd/hostapd_<<org>>.conf"],
    """interface=wlan0
driver=nl80211
ssid=<<orgc>>_Onboard
hw_mode=g
channel=6
country_code=TH
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
""",
    "human_x",
    syntax="",
)
