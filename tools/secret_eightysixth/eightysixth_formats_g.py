# ruff: noqa: E501
"""Family g: a kombucha (cha mak) brewer in Chiang Mai, Thailand (Thai)."""

from __future__ import annotations

import json

from eightysixth_spec import Fam

F = Fam(
    name="chamak_thai_kombucha_brewer",
    orgs=("chamakbua",),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("นภา", "napha"),
        ("ปิยะ", "piya"),
        ("วรรณา", "wanna"),
        ("กิตติ", "kitti"),
        ("อรุณี", "arunee"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("ทองดี", "thongdee"),
        ("บุญมา", "boonma"),
        ("แก้วใส", "kaewsai"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "chamak",
        "scoby",
        "chaimai",
        "ingthai",
        "takrai",
        "manao",
        "chiangmai",
        "doi",
        "lamyai",
        "mamuang",
        "sabai",
        "aroi",
        "jaiyen",
        "nimman",
    ),
    pets=("mali", "moo", "kai", "tongtong", "namtan"),
    cc="+66",
)

F.reg(
    "chamak_line_chat_history_thai_rahat_phan",
    ("line/[LINE] Chat in ทีมชาหมัก <<n>>.txt", "chats/line-<<date>>.txt"),
    """[LINE] Chat history in ทีมชาหมัก
Saved on: <<dd>>/<<mm>>/<<yyyy>> <<time>>

<<dow>>, <<dd>>/<<mm>>/<<yyyy>>
<<time>>	<<fn2>>	รหัสผ่าน Shopee ร้านเปลี่ยนแล้วเหรอคะ เข้าไม่ได้
<<time>>	<<fn>>	ใช่ค่ะ รหัสใหม่คือ <<cred>>
<<time>>	<<fn2>>	ได้แล้วค่ะ ขอบคุณค่า
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"dow": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")[s["n"] % 7]},
)

F.reg(
    "chamak_omise_secret_key_nextjs_env_production",
    ("web/.env.production", "apps/<<org>>-shop-<<n>>/.env.production"),
    """NEXT_PUBLIC_SITE_URL=https://shop.<<dom>>
NEXT_PUBLIC_OMISE_PUBLIC_KEY=pkey_<<nn>>pub
OMISE_SECRET_KEY=<<cred>>
# PromptPay QR ผ่าน Omise
DATABASE_URL=file:./prod.db
""",
    "p:omise",
    syntax="",
)

F.reg(
    "chamak_tiltpi_node_red_flows_brewfather_stream",
    ("tiltpi/flows.json", "node-red/<<org>>-<<n>>/flows.json"),
    lambda s: json.dumps(
        [
            {"id": s["uid"][:16], "type": "tab", "label": "Tilt Pi - ถังหมัก " + str(s["n"])},
            {
                "id": s["uid"][-16:],
                "type": "http request",
                "z": s["uid"][:16],
                "name": "Brewfather stream",
                "method": "POST",
                "ret": "txt",
                "url": "http://log.brewfather.net/stream?id=" + str(s["cred"]),
                "x": 620,
                "y": 180,
                "wires": [[]],
            },
            {
                "id": s["uid"][9:25],
                "type": "function",
                "z": s["uid"][:16],
                "name": "Tilt GREEN -> JSON",
                "func": "msg.payload = {name: 'Green', temp: msg.temp, gravity: msg.sg, temp_unit: 'C'};\nreturn msg;",
                "wires": [[s["uid"][-16:]]],
            },
        ],
        ensure_ascii=False,
        indent=4,
    ),
    "alnum:14",
)

F.reg(
    "chamak_line_notify_token_python_fermentation_alert",
    ("scripts/ph_alert.py", "brewery/<<org>>/alert_<<n>>.py"),
    '''"""แจ้งเตือน pH ถังหมักผ่าน LINE Notify."""

import urllib.parse
import urllib.request

LINE_TOKEN = "<<cred>>"


def notify(text: str) -> None:
    data = urllib.parse.urlencode({"message": text}).encode()
    req = urllib.request.Request("https://notify-api.line.me/api/notify", data=data)
    req.add_header("Authorization", "Bearer " + LINE_TOKEN)
    urllib.request.urlopen(req, timeout=10)


if __name__ == "__main__":
    notify("ถัง <<n>>: pH 2.<<n>> ได้เวลาบรรจุขวด")
''',
    "p:line_notify",
)

F.reg(
    "chamak_shopee_open_platform_partner_key_yaml",
    ("config/shopee.yml", "integrations/<<org>>-<<n>>/marketplaces.yaml"),
    """shopee:
  region: TH
  host: https://partner.shopeemobile.com
  partner_id: 2<<nn>><<n>>
  partner_key: "<<cred>>"
  shop_id: <<nn>><<nn>>
lazada:
  app_key: "1<<nn>>"
  app_secret_file: /run/secrets/lazada
""",
    "hex:64",
)

F.reg(
    "chamak_cold_room_xiaomi_miio_device_token_yaml",
    ("homeassistant/packages/cold_room.yaml", "ha/<<org>>-<<n>>/packages/fridge.yaml"),
    """# ห้องเย็นเก็บขวดชาหมัก
xiaomi_miio:
  devices:
    - host: <<ip>>
      token: <<cred>>
      model: zhimi.humidifier.ca4
automation:
  - alias: cold room too warm
    trigger:
      - platform: numeric_state
        entity_id: sensor.cold_room_temperature
        above: 6
    action:
      - service: notify.line
        data:
          message: "ห้องเย็นอุณหภูมิสูง"
""",
    "hex:32",
)

F.reg(
    "chamak_thai_email_rahat_fda_e_submission",
    ("mail/<<login>>/Sent/<<nn>>.eml", "export/mail/fda-<<date>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: ข้อมูลเข้าระบบ อย. e-submission (ทะเบียนเครื่องดื่ม)
Date: <<dmy>> <<time>> +0700
Content-Type: text/plain; charset=utf-8

สวัสดีค่ะ คุณ<<fn2>>

ฝากยื่นต่ออายุเลขสารบบอาหารชาหมักรสตะไคร้ในระบบ อย. ด้วยนะคะ
ชื่อผู้ใช้: <<login>>
รหัสผ่าน: <<cred>>

ขอบคุณค่ะ
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "chamak_xlsx_shared_strings_supplier_logins",
    ("xlsx/<<org>>_accounts/xl/sharedStrings.xml", "unzipped/บัญชี_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8"><si><t>ระบบ</t></si><si><t>ผู้ใช้</t></si><si><t>รหัส</t></si><si><t>Makro Pro</t></si><si><t><<email>></t></si><si><t><<cred>></t></si><si><t>Flash Express</t></si><si><t><<phone>></t></si></sst>
""",
    "human_a",
)
