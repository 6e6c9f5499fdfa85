# ruff: noqa: E501
"""Family l: the banquet kitchen of a hotel in Bangkok, Thailand; Thai and English."""

from __future__ import annotations

from seventythird_spec import Fam

F = Fam(
    name="jadliang_bangkok_hotel_banquet_kitchen",
    orgs=("jadliangthong", "riversidegrand", "sukhumvitpalace", "chaophrayahotel"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดา", "suda"),
        ("ณัฐพล", "nattapon"),
        ("พิมพ์ชนก", "pimchanok"),
        ("อนุชา", "anucha"),
        ("กาญจนา", "kanjana"),
        ("ธนากร", "thanakorn"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("ทองดี", "thongdee"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "tomyum",
        "somtam",
        "padthai",
        "khaoniao",
        "mamuang",
        "sukhumvit",
        "siam",
        "chaophraya",
        "krungthep",
        "muaythai",
        "changnoi",
        "singha",
        "songkran",
        "loykrathong",
        "bangrak",
        "lumpini",
        "massaman",
        "krapao",
    ),
    pets=("mali", "kapi", "moo", "ped", "nong", "lucky"),
    cc="+66",
    city="Bangkok",
)


def _line_th(s: dict) -> str:
    return (
        f"{s['year']}.{s['mo']}.{s['d']} วันเสาร์\n"
        f"{s['time']} {s['first']} พี่คะ เข้า Delphi ดู BEO งานแต่งห้อง Grand Ballroom ไม่ได้ค่ะ\n"
        f"{s['time']} {s['first2']} user {s['login']}\n"
        f"{s['time2']} {s['first2']} รหัสผ่าน {s['cred']}\n"
        f"{s['time2']} {s['first2']} ห้ามแชร์นะ แล้วเช็คจำนวนแขก 450 ที่ด้วย\n"
        f"{s['time2']} {s['first']} ได้แล้วค่ะ ขอบคุณค่ะ 🙏\n"
    )


F.reg(
    "jadliang_thai_line_group_export_rahat_phan",
    ("LINE/Chat_ครัวจัดเลี้ยง_<<n>>.txt", "Downloads/[LINE] Banquet Kitchen <<date>>.txt"),
    _line_th,
    "human",
    syntax="",
)

F.reg(
    "jadliang_simphony_pos_odbc_ini_password",
    ("etc/odbc.ini", "reports/<<org>>/odbc_<<n3>>.ini"),
    """[SimphonyReports]
Description = Oracle MICROS Simphony - banquet outlets sales (read only)
Driver = ODBC Driver 18 for SQL Server
Server = <<ip>>,1433
Database = mcrspos
UID = banquet_report
Password = <<cred>>
TrustServerCertificate = yes
""",
    "pw",
)

F.reg(
    "jadliang_omise_banquet_deposit_charge_python",
    ("banquet/deposit_charge_<<n3>>.py", "home/<<first_a>>/omise_deposit_<<date>>.py"),
    '''"""มัดจำงานเลี้ยง 30% ผ่าน Omise (บัตร / PromptPay QR)"""
import omise

omise.api_secret = "<<cred>>"
omise.api_public = "pkey_5<<hex16>>"


def deposit(event_code: str, baht: int, token: str):
    return omise.Charge.create(amount=baht * 100, currency="thb", card=token, description=f"Banquet deposit {event_code}")
''',
    "p:omise",
)

F.reg(
    "jadliang_delphi_beo_thai_email_password",
    ("Mail/Banquet/BEO_access_<<date>>.eml", "Outlook/<<first_a>>/<<n4>>.eml"),
    """From: <<name_a>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?4Lij4Lir4Lix4Liq4LmA4LiC4LmJ4Liy4LmD4LiK4LmJ?= Delphi (BEO)
Date: <<date>>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

สวัสดีครับ คุณ<<first2>>

ส่งบัญชีเข้า Amadeus Delphi สำหรับดู BEO และ Function Sheet ของงานสัปดาห์นี้ครับ
ชื่อผู้ใช้: <<login>>
รหัสผ่าน: <<cred>>

งานวันเสาร์มีแขก 600 ท่าน เมนูซีฟู้ด ขอให้เช็คห้องเย็นด้วยครับ
<<name>>
Executive Sous Chef (Banquet)
""",
    "human",
    syntax="",
)

F.reg(
    "jadliang_blast_chiller_probes_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge_<<org>>.conf", "haccp/mosquitto_bridge_<<n>>.conf"),
    """# สะพานเชื่อม MQTT: โพรบ blast chiller และห้องเย็นครัวจัดเลี้ยง -> HACCP cloud
connection haccp-cloud
address mqtt.<<dom>>:8883
topic banquet/chiller/# out 1
topic banquet/coldroom/# out 1
remote_clientid banquet-kitchen-<<n>>
remote_username banquet_probes
remote_password <<cred>>
bridge_cafile /etc/ssl/certs/ca-certificates.crt
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "jadliang_scb_api_promptpay_secret_env",
    ("promptpay-qr/.env", "apps/<<org>>/scb_<<n3>>.env"),
    """# SCB Open API - PromptPay QR สำหรับงานเลี้ยงจ่ายหน้างาน
SCB_API_URL=https://api.partners.scb/partners/v1
SCB_API_KEY=l7<<hex32>>
SCB_API_SECRET=<<cred>>
SCB_BILLER_ID=0105<<n6>><<n3>>
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "jadliang_line_notify_kitchen_temp_alert_sh",
    ("scripts/alert_coldroom_<<n>>.sh", "home/<<first_a>>/bin/line_alert_<<date>>.sh"),
    """#!/bin/sh
# แจ้งเตือนกลุ่ม LINE ครัวจัดเลี้ยงเมื่ออุณหภูมิห้องเย็นเกิน 5°C
TEMP=$(cat /var/run/coldroom_temp)
if [ "$(echo "$TEMP > 5" | bc)" -eq 1 ]; then
  curl -s -X POST https://notify-api.line.me/api/notify \\
    -H "Authorization: Bearer <<cred>>" \\
    -F "message=⚠️ ห้องเย็นจัดเลี้ยง ${TEMP}°C เกินกำหนด"
fi
""",
    "p:line_notify",
    syntax="",
)

F.reg(
    "jadliang_ballroom_wifi_table_tent_qr_text",
    ("signage/qr_ballroom_<<n>>.txt", "print/table_tent_<<date>>.txt"),
    "WIFI:T:WPA;S:<<orgc>>_Ballroom_<<n>>;P:<<cred>>;;\n",
    "pw_alnum",
    syntax="",
)
