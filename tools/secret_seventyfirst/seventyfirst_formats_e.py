# ruff: noqa: E501
"""Family e: a tile and plumbing (sanitary ware) supplier in Thailand (Bangkok), Thai."""

from __future__ import annotations

import json
import random
import re
import urllib.parse

from seventyfirst_spec import Fam, Slots, alnum, enc_pct

F = Fam(
    name="krabueang_sukhaphan_thai",
    orgs=("krabueangthong", "siamsukhaphan", "kokthai", "chaiyotile"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดารัตน์", "sudarat"),
        ("ประเสริฐ", "prasert"),
        ("นภัสสร", "napatsorn"),
        ("วิชัย", "wichai"),
        ("กนกวรรณ", "kanokwan"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ไทย", "wongthai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("สายทอง", "saithong"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "sabai",
        "chang",
        "maew",
        "mamuang",
        "siam",
        "chaiyo",
        "namtan",
        "kluay",
        "malee",
        "ruay",
        "krabueang",
        "sukhaphan",
        "songkran",
        "muaythai",
        "chokdee",
        "saensuk",
    ),
    pets=("mali", "moo", "khao", "nong", "somsom", "lucky"),
    cc="+66",
)


def _thai_day(rng: random.Random, s: Slots) -> None:
    s["be"] = int(s["y"]) + 543


F.reg(
    "krabueang_thai_line_chat_rahat_phan",
    ("มือถือ/LINE/[LINE] แชทกับ<<first>>_<<n>>.txt", "backup/<<org>>/line_chat_<<date>>.txt"),
    """[LINE] ประวัติการแชทกับ <<first>> <<last>>
บันทึกเมื่อ: <<d>>/<<mo>>/<<be>> <<t5>>

<<d>>/<<mo>>/<<be>>
<<t1>>	<<first2>>	พี่คะ รหัสผ่านเข้าระบบตัวแทนจำหน่าย COTTO เปลี่ยนแล้วใช่ไหมคะ
<<t2>>	<<first>>	ใช่ครับ user เดิม <<user>>
<<t2>>	<<first>>	รหัสผ่านใหม่ <<cred>>
<<t3>>	<<first2>>	ได้แล้วค่ะ ขอบคุณค่ะ 🙏
<<t4>>	<<first>>	[สติกเกอร์]
""",
    "human",
    syntax="",
    extra=_thai_day,
)


def _omise(rng: random.Random, s: Slots) -> None:
    s["pkey"] = "pkey_5" + alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")


F.reg(
    "krabueang_omise_secret_key_laravel_env",
    ("shop-<<org>>/.env", "webshop/<<org>>_<<n>>/.env.production"),
    """APP_NAME="<<orgc>> Shop"
APP_ENV=production
APP_URL=https://shop.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<lan>>
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=
OMISE_PUBLIC_KEY=<<pkey>>
OMISE_SECRET_KEY=<<cred>>
OMISE_API_VERSION=2019-05-29
PROMPTPAY_ENABLED=true
""",
    "p:omise",
    syntax="",
    extra=_omise,
)

F.reg(
    "krabueang_line_notify_stock_alert_python",
    ("scripts/stock_alert_<<org>>.py", "warehouse/<<n>>/แจ้งเตือนสต็อก.py"),
    '''"""แจ้งเตือนสินค้าใกล้หมด (กระเบื้อง/สุขภัณฑ์) เข้ากลุ่ม LINE คลังสินค้า"""

import sqlite3

import requests

LINE_TOKEN = "<<cred>>"


def notify(msg: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {LINE_TOKEN}"},
        data={"message": msg},
        timeout=10,
    )


con = sqlite3.connect("/srv/stock/stock.db")
for sku, name, qty in con.execute("SELECT sku, name, qty FROM items WHERE qty < reorder_level"):
    notify(f"สินค้าใกล้หมด {sku} {name} เหลือ {qty}")
''',
    "p:line_notify",
)


def _flow(s: Slots) -> str:
    doc = {
        "flowaccount": {
            "baseUrl": "https://openapi.flowaccount.com/v1",
            "clientId": f"{s['h8']}{s['nnnn']}",
            "clientSecret": s["cred"],
            "grantType": "client_credentials",
            "scope": "flowaccount-api",
        },
        "branch": f"สาขา {s['n']}",
        "vatRate": 7,
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "krabueang_flowaccount_client_secret_json",
    ("integrations/flowaccount/<<org>>.json", "pos-sync/config_<<n>>.json"),
    _flow,
    "alnum:32",
)

F.reg(
    "krabueang_mikrotik_pppoe_export_rsc",
    ("router/<<org>>_hq_<<date>>.rsc", "backup/mikrotik/showroom<<n>>.rsc"),
    """# <<mo>>/<<d>>/<<y>> <<t1>>:11 by RouterOS 7.14.3
# software id = <<orgu>>-<<nnn>>
#
# model = RB5009UG+S+
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-3bb user=<<num8>>@3bb password=<<cred>>
/ip address
add address=<<lan>>/24 interface=bridge-lan
/ip dns
set allow-remote-requests=yes servers=1.1.1.1,8.8.8.8
/system identity
set name=<<org>>-showroom
""",
    "pw_bare",
    syntax="",
)


def _fods(s: Slots) -> str:
    def row(*cells: object) -> str:
        return (
            "<table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>"
        )

    rows = "\n".join(
        (
            row("ระบบ", "ผู้ใช้", "รหัสผ่าน", "หมายเหตุ"),
            row("พอร์ทัลตัวแทน SCG", s["user"], s["cred"], f"{s['first']} ดูแล"),
            row("FlowAccount", s["email2"], "(ถาม บัญชี)", ""),
        )
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="รหัสเข้าระบบ">
{rows}
</table:table></office:spreadsheet></office:body></office:document>
"""


F.reg(
    "krabueang_supplier_logins_flat_ods",
    ("เอกสาร/รหัสผ่านระบบ_<<y>>.fods", "office/<<org>>/logins_<<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
)


def _messenger(s: Slots) -> str:
    base = int(s["ts"]) * 1000
    who1, who2 = (
        f"{s['fa'].capitalize()} {s['la'].capitalize()}",
        f"{s['fa2'].capitalize()} {s['la2'].capitalize()}",
    )
    msgs = [
        {
            "sender_name": who1,
            "timestamp_ms": base + 180000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": who2,
            "timestamp_ms": base + 60000,
            "content": "รหัสกล้องหน้าร้านอะไรนะคะ ช่างจะมาตั้งค่า",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": who2,
            "timestamp_ms": base,
            "content": "สวัสดีค่ะ",
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": who1}, {"name": who2}],
        "messages": msgs,
        "title": who1,
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa']}_{s['nnnn']}",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "krabueang_messenger_json_reply_only_value",
    (
        "facebook-<<org>>/messages/inbox/<<fa>>_<<nnnn>>/message_1.json",
        "fb_export_<<date>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _form(rng: random.Random, s: Slots) -> None:
    while not re.search(r"[^A-Za-z0-9_.~-]", str(s["cred"])):
        s["cred"] = F.human(rng)
    s["body"] = (
        f"username={enc_pct(str(s['user']))}&password={enc_pct(str(s['cred']))}&branch={s['n']}&remember=on"
    )
    s["clen"] = len(s["body"])
    s["sess"] = alnum(rng, 26, "abcdefghijklmnopqrstuvwxyz0123456789")


def _dec_form(text: str) -> str:
    body = text.rstrip("\n").rsplit("\n", 1)[-1]
    return urllib.parse.parse_qs(body)["password"][0]


F.reg(
    "krabueang_dealer_portal_login_form_urlencoded",
    ("debug/dealer_login_<<date>>.http", "devtools/<<org>>/request_<<n>>.txt"),
    """POST /dealer/login HTTP/1.1
Host: dealer.<<dom>>
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36
Content-Type: application/x-www-form-urlencoded
Content-Length: <<clen>>
Cookie: PHPSESSID=<<sess>>
Accept-Language: th-TH,th;q=0.9

<<body>>
""",
    "human",
    syntax="",
    extra=_form,
    decode=_dec_form,
)
