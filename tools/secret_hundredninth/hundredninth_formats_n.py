# ruff: noqa: E501
"""Family n: a car-audio and alarm installer (ร้านเครื่องเสียงรถยนต์) in Khon Kaen (Thailand): Thai
and Isan."""

from __future__ import annotations

from hundredninth_spec import Fam, alnum, jdump, reg

F = Fam(
    name="siangrot_khrueang_khonkaen",
    orgs=("siangrotkk", "bassisan", "subwoofernaga", "alarmkhonkaen", "jaiyenaudio"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("ณัฐพล", "nattapon"),
        ("สุภาพร", "supaporn"),
        ("วิชัย", "wichai"),
        ("อรอุมา", "onuma"),
        ("ธนากร", "thanakorn"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("ใจดี", "jaidee"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("พลอยงาม", "ploy-ngam"),
        ("สุวรรณ", "suwan"),
    ),
    words=(
        "siangrot",
        "khonkaen",
        "isan",
        "somtam",
        "larb",
        "molam",
        "chang",
        "sabai",
        "suay",
        "jaiyen",
        "naga",
        "bass",
        "subwoofer",
        "phuthai",
        "mekong",
        "kaipa",
    ),
    pets=("mali", "tongdee", "moo", "somsom", "khaotom"),
    cities=("khonkaen", "udon", "korat", "mahasarakham", "kalasin"),
    cc="+66",
)

reg(
    F,
    "siangrot_line_notify_token_crontab",
    ("var/spool/cron/crontabs/pi", "etc/cron.d/cctv_line_<<n>>"),
    """# แจ้งเตือน LINE กลุ่มร้าน เมื่อกล้องหน้าร้านตรวจจับคนตอนกลางคืน
*/5 0-6 * * * /home/pi/bin/motion_check.sh && curl -s -X POST -H "Authorization: Bearer <<cred>>" -F "message=มีคนหน้าร้าน!" https://notify-api.line.me/api/notify
""",
    "alnum:43",
    syntax="",
)

reg(
    F,
    "siangrot_omise_secret_key_python",
    ("shop/payments/omise_charge.py", "scripts/<<org>>/omise_deposit.py"),
    '''"""มัดจำติดตั้งเครื่องเสียง / สัญญาณกันขโมย ผ่าน Omise (บัตร + PromptPay)"""

import omise

omise.api_public = "pkey_<<pk>>"
omise.api_secret = "<<cred>>"


def deposit(amount_baht: int, token: str) -> str:
    charge = omise.Charge.create(amount=amount_baht * 100, currency="thb", card=token, description="มัดจำติดตั้ง")
    return charge.id
''',
    "p:omise",
    extra=lambda rng, s: s.update(pk=alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789")),
)

reg(
    F,
    "siangrot_line_chat_export_thai_rahat",
    ("LINE/[LINE] แชทกับ<<fa>>.txt", "backup/line_chat_<<n>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fn>>
วันที่บันทึก: <<dmy_sl>> <<t5>>

<<y>>.<<m>>.<<d>> วันพุธ
<<t1>> <<fn>> พี่ครับ แอป GPS กันขโมยของลูกค้าคันฟอร์จูนเนอร์ เข้าไม่ได้
<<t2>> <<fn2>> ยูสเซอร์ <<org>>
<<t2>> <<fn2>> รหัสผ่าน <<cred>>
<<t3>> <<fn>> ได้แล้วครับ ขอบคุณครับ
""",
    "human",
    syntax="",
)

reg(
    F,
    "siangrot_lazada_open_platform_app_secret_php",
    ("shop/lazada/config.php", "www/<<org>>/lazada_sync.php"),
    """<?php
// Lazada Open Platform - ซิงค์สต็อกซับวูฟเฟอร์/วิทยุ
$lazada = [
    'url' => 'https://api.lazada.co.th/rest',
    'app_key' => '<<n4>><<n>>',
    'app_secret' => '<<cred>>',
    'seller' => '<<org>>',
];
""",
    "alnum:32",
    syntax="",
)


def _ez(s: dict) -> str:
    return jdump(
        {
            "ezviz": {
                "appKey": s["ak"],
                "accessToken": s["cred"],
                "expireTime": int(s["tsms"]),
                "area": "Asia",
            },
            "cameras": [{"serial": "E" + s["n4"] + s["n4"], "name": "ช่องติดตั้ง 1"}],
        }
    )


reg(
    F,
    "siangrot_ezviz_open_access_token_json",
    ("cctv/ezviz.json", "home/<<fa>>/cctv/<<org>>_ezviz.json"),
    _ez,
    "p:ezviz",
    extra=lambda rng, s: s.update(ak=alnum(rng, 32, "0123456789abcdef")),
)

reg(
    F,
    "siangrot_loyverse_pos_token_env",
    ("pos-report/.env", "apps/<<org>>-report/.env"),
    """# รายงานยอดขายรายวันจาก Loyverse POS -> LINE กลุ่ม
LOYVERSE_TOKEN=<<cred>>
STORE_ID=<<uuid>>
REPORT_HOUR=21
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "siangrot_supplier_accounts_tsv_thai_headers",
    ("เอกสาร/บัญชีตัวแทน_<<y>>.tsv", "Documents/<<org>>/dealers_<<n>>.tsv"),
    """แบรนด์\tเว็บตัวแทน\tผู้ใช้\tรหัสผ่าน\tหมายเหตุ
Pioneer\tdealer.pioneer-th\t<<org>>\t<<cred>>\tสั่งของทุกวันจันทร์
Alpine\tb2b\t<<email>>\tถามพี่<<fn2>>\t
""",
    "human",
    syntax="",
)


def _msgr(s: dict) -> str:
    return jdump(
        {
            "participants": [{"name": s["fn"]}, {"name": s["orgc"] + " Car Audio"}],
            "messages": [
                {
                    "sender_name": s["orgc"] + " Car Audio",
                    "timestamp_ms": int(s["tsms"]) + 60000,
                    "content": s["cred"],
                },
                {
                    "sender_name": s["fn"],
                    "timestamp_ms": int(s["tsms"]),
                    "content": "รหัสแอปรีโมทกันขโมยอะไรนะครับ ลืม",
                },
            ],
            "title": s["fn"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}_{s['n4']}",
        }
    )


reg(
    F,
    "siangrot_messenger_json_reply_only_value",
    (
        "messages/inbox/<<fa>>_<<n4>>/message_1.json",
        "facebook-<<org>>/messages/inbox/<<fa>>/message_1.json",
    ),
    _msgr,
    "human",
)
