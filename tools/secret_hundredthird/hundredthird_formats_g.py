# ruff: noqa: E501
"""Family g: a Thai rice and grain wholesaler (โรงสี / ยี่ปั๊วข้าว): LINE chats in Thai, Omise,
Express accounting backups, a truck-scale app's JSON written with \\u escapes, LINE Messaging API,
KBank Open API, a flat ODS of account logins, a Wi-Fi note on the warehouse wall."""

from __future__ import annotations

import json
import random

from hundredthird_spec import THA as F
from hundredthird_spec import Fam, alnum, fods, pick

F.reg(
    "khaosan_line_chat_export_thai_rahat",
    ("LINE/[LINE] แชทกับ<<first2>>.txt", "backup_line/[LINE] กลุ่มโรงสี<<Org>>.txt"),
    """[LINE] ประวัติการแชทกับ <<first2>>
วันที่บันทึก: <<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>

<<y>>.<<mo>>.<<d>> วันจันทร์
<<hh>>:<<mi>>\t<<first2>>\tพี่คะ รหัสเข้าโปรแกรมบัญชีเปลี่ยนหรือยังคะ เข้าไม่ได้
<<hh>>:<<mi2>>\t<<name>>\tยูส <<login>>
<<hh>>:<<mi2>>\t<<name>>\tรหัส <<cred>>
<<hh>>:<<mi2>>\t<<first2>>\tได้แล้วค่ะ ขอบคุณค่ะ 🙏 เดี๋ยวลงบิลข้าวหอมมะลิรอบเช้าให้
""",
    "human",
)

F.reg(
    "khaosan_omise_secret_key_flask_python",
    ("shop_rice/payment.py", "khaoshop_<<store>>/omise_charge.py"),
    '''"""รับชำระเงินสั่งข้าวออนไลน์ผ่าน Omise (PromptPay / บัตร)."""

import omise

omise.api_public = "pkey_5<<pk>>"
omise.api_secret = "<<cred>>"


def charge(amount_satang: int, source_id: str):
    return omise.Charge.create(amount=amount_satang, currency="thb", source=source_id)
''',
    "p:omise",
    extra=lambda rng, s: {"pk": alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "khaosan_express_accounting_backup_7zip_bat",
    ("C:/EXPRESS/backup_express.bat", "โรงสี<<store>>/backup/สำรองบัญชี.bat"),
    """@echo off
rem สำรองข้อมูลโปรแกรมบัญชี Express ทุกเย็น - <<Org>>
set D=%date:~-4%%date:~3,2%%date:~0,2%
"C:\\Program Files\\7-Zip\\7z.exe" a -t7z -mhe=on -p<<cred>> D:\\Backup\\EXPRESS_%D%.7z C:\\EXPRESS\\<<org>>\\*.DBF
xcopy D:\\Backup\\EXPRESS_%D%.7z \\\\nas\\acc\\ /Y
""",
    "pw_bare",
)

_THAI = ("ข้าวหอม", "มะลิ", "รวยๆ", "โชคดี", "ทองคำ", "มังกร")


def _thai_pw(rng: random.Random, f: Fam, s: dict) -> str:
    return pick(
        rng,
        (
            f"{pick(rng, _THAI)}{rng.randint(2520, 2569)}",
            f"{pick(rng, f.words)}{pick(rng, _THAI)}{rng.randint(1, 99)}",
        ),
    )


def _scale(s: dict) -> str:
    return json.dumps(
        {
            "station": f"ตาชั่งรถบรรทุก {s['n']}",
            "mill": f"โรงสี{s['Org']} {s['town']}",
            "serial": "COM1",
            "sync": {
                "url": f"https://scale.{s['dom']}/api/tickets",
                "user": f"scale{s['store']}",
                "pass": s["cred"],
            },
        },
        indent=2,
    )


F.reg(
    "khaosan_truck_scale_json_unicode_escaped_pass",
    ("TruckScale/settings_<<store>>.json", "ตาชั่ง/<<org>>/config.json"),
    _scale,
    _thai_pw,
    decode=lambda t: json.loads(t)["sync"]["pass"],
)

F.reg(
    "khaosan_line_messaging_api_channel_token_env",
    ("line-bot-order/.env", "rice-order-bot-<<store>>/.env"),
    """# บอท LINE รับออเดอร์ข้าวสาร
LINE_CHANNEL_ID=<<nn>><<nn>><<nn>><<n>>
LINE_CHANNEL_SECRET=<<sec>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
SHEET_ID=1<<hex8>><<hex8>>
""",
    "p:line_token",
    extra=lambda rng, s: {"sec": alnum(rng, 32, "0123456789abcdef")},
)

F.reg(
    "khaosan_kbank_open_api_consumer_yaml",
    ("config/kbank.yml", "payment-<<org>>/kbank_<<store>>.yaml"),
    """# KBank Open API - QR Payment (PromptPay) สำหรับร้านค้าส่ง
kbank:
  base_url: https://openapi.kasikornbank.com
  merchant_id: KB<<nn>><<nn>><<nn>>
  partner_id: PTR<<nn>><<nn>>
  consumer_id: <<cid>>
  consumer_secret: "<<cred>>"
  callback: https://pay.<<dom>>/kbank/notify
""",
    "alnum:32",
    extra=lambda rng, s: {"cid": alnum(rng, 32)},
)


def _fods(s: dict) -> str:
    return fods(
        "บัญชีผู้ใช้",
        [
            ["ระบบ", "ชื่อผู้ใช้", "รหัสผ่าน", "ผู้ดูแล"],
            ["โปรแกรมบัญชี Express", s["login"], s["cred"], s["name"]],
            ["เว็บกรมการค้าภายใน", f"{s['org']}{s['nn']}", "ดูในสมุด", s["name2"]],
        ],
    )


F.reg(
    "khaosan_flat_ods_banchee_phuchai",
    ("เอกสาร/บัญชีผู้ใช้_<<y>>.fods", "office/<<org>>_logins_<<store>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

F.reg(
    "khaosan_warehouse_wall_wifi_note_ocr",
    ("photos/ocr/โกดัง<<n>>_wifi.txt", "scan/IMG_<<y>><<mo>><<d>>_<<nn>>_ocr.txt"),
    """โกดังข้าว <<n>>
WiFi: <<Org>>_Godang<<n>>
รหัส
<<cred>>
ห้ามบอกคนนอก!!
""",
    "human_u",
)
