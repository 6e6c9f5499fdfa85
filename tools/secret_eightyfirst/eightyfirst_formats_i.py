# ruff: noqa: E501
"""Family i: an ornamental aquarium-fish importer (plakat, arowana, guppy) in Bangkok
(Thailand, Thai)."""

from __future__ import annotations

import html
import random
import re

from eightyfirst_spec import FI as F
from eightyfirst_spec import Slots, alnum, enc_html, pick

F.reg(
    "omise_checkout_php_secret_key",
    ("shop-<<org>>/includes/omise_config.php", "public_html/<<org>>/checkout/omise.php"),
    """<?php
// ร้านปลาออนไลน์ - ชำระเงินผ่าน Omise (บัตร / PromptPay)
define('OMISE_PUBLIC_KEY', 'pkey_5<<pk>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "line_notify_quarantine_tank_python",
    ("raspi/tank_alarm_<<org>>.py", "quarantine/<<org>>/notify_<<yy>>.py"),
    '''"""แจ้งเตือนบ่อกักโรค: อุณหภูมิ/ออกซิเจนผิดปกติ -> LINE กลุ่มพนักงาน."""

import requests

LINE_TOKEN = "<<cred>>"


def notify(msg: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {LINE_TOKEN}"},
        data={"message": msg},
        timeout=10,
    )


if __name__ == "__main__":
    notify("⚠️ บ่อกักโรค <<n>>: อุณหภูมิ 31.5°C ปลาอโรวาน่าล็อตใหม่")
''',
    "p:line_notify",
)

F.reg(
    "neptune_apex_controller_curl_history",
    ("home/<<login>>/.bash_history", "Users/<<fa>>/.zsh_history"),
    """ssh pi@<<ip2>>
curl -s -u 'admin:<<cred>>' http://<<ip>>/cgi-bin/status.xml | head
curl -s -u 'admin:<<cred>>' "http://<<ip>>/rest/status" | jq '.inputs[] | select(.type=="Temp")'
exit
""",
    "pw_sq",
    syntax="",
)


def _html_pw(rng: random.Random, s: Slots) -> str:
    w = pick(rng, ("Plakat", "Betta", "Arowana", "Siam", "Guppy", "Halfmoon"))
    return f"{w}{pick(rng, ('&', '<', '>', '&&'))}{pick(rng, ('Koi', 'Nemo', 'Chang', 'Mali'))}{rng.randint(10, 999)}"


def _html_table(s: Slots) -> str:
    return (
        '<html><head><meta charset="utf-8"><title>บัญชีผู้ใช้ระบบ</title></head><body>\n'
        "<h3>บัญชีเข้าระบบ (กรมประมง / ขนส่ง / ธนาคาร)</h3>\n"
        '<table border="1">\n'
        "<tr><th>ระบบ</th><th>ชื่อผู้ใช้</th><th>รหัสผ่าน</th><th>ผู้รับผิดชอบ</th></tr>\n"
        f"<tr><td>ใบอนุญาตนำเข้า (กรมประมง)</td><td>{s['login']}</td><td>{enc_html(str(s['cred']))}</td><td>{s['fn']}</td></tr>\n"
        f"<tr><td>Thai Airways Cargo</td><td>{s['login2']}</td><td>ดูในตู้เซฟ</td><td>{s['fn2']}</td></tr>\n"
        "</table>\n</body></html>\n"
    )


def _dec_html(text: str) -> str:
    m = re.search(r"\(กรมประมง\)</td><td>[^<]*</td><td>([^<]+)</td>", text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "accounts_html_table_entity_escaped_rahat",
    ("Documents/บัญชีผู้ใช้_<<yy>>.html", "shared/<<org>>/accounts_<<date>>.htm"),
    _html_table,
    _html_pw,
    syntax="",
    decode=_dec_html,
)


def _line_th(s: Slots) -> str:
    y, mo, dd = int(str(s["year"])) + 543, s["mo"], s["dd"]
    return (
        f"[LINE] ประวัติการแชทในกลุ่ม ทีมนำเข้า {s['orgc']}\nวันที่บันทึก: {dd}/{mo}/{y} {s['hh2']}:{s['mi']}\n\n"
        f"อ. {dd}/{mo}/{y}\n"
        f"{s['hh']}:{s['mi']}\t{s['fn']}\tใครมีรหัสผ่าน Flexport บ้างคะ ล็อตปลาหมอสีจากมาเลย์ถึงพรุ่งนี้\n"
        f"{s['hh']}:{s['mi']}\t{s['fn2']}\tยูสเซอร์ {s['email']}\n"
        f"{s['hh']}:{s['mi']}\t{s['fn2']}\tรหัสผ่าน {s['cred']}\n"
        f"{s['hh']}:{s['mi']}\t{s['fn']}\tขอบคุณค่ะ 🐠\n"
    )


F.reg(
    "line_group_chat_thai_rahat_phan_flexport",
    ("LINE/[LINE] แชทกับ ทีมนำเข้า <<date>>.txt", "Downloads/line_import_team_<<date>>.txt"),
    _line_th,
    "human",
    syntax="",
)

F.reg(
    "ecustoms_paperless_client_ini",
    ("C:/eCustoms/<<org>>/config.ini", "Paperless/<<org>>_ecs_<<yy>>.ini"),
    """[Company]
TaxID=0105<<id6>>321
Branch=00000
[Gateway]
URL=https://ebxml.customs.go.th/ebxml/msh
UserName=<<org>>imp
Password=<<cred>>
[Certificate]
File=C:\\eCustoms\\cert\\<<org>>.p12
""",
    "pw",
)

F.reg(
    "shopee_open_platform_partner_key_python",
    ("shopee-sync/<<org>>/config.py", "scripts/shopee_<<org>>_stock.py"),
    '''"""ซิงก์สต็อกปลา/อุปกรณ์ตู้ปลาไปยัง Shopee (Open Platform v2)."""

PARTNER_ID = 2<<id6>>
PARTNER_KEY = "<<cred>>"
SHOP_ID = 1<<id6>><<n>>
HOST = "https://partner.shopeemobile.com"
''',
    lambda rng, s: (
        "shpk" + alnum(rng, 60, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    ),
)

F.reg(
    "kbank_qr_payment_yaml_consumer_secret",
    ("config/kbank.yml", "srv/<<org>>/payment/kbank-<<yy>>.yaml"),
    """# K-Bank Open API - Thai QR payment (ขายส่งร้านตู้ปลา)
kbank:
  env: production
  consumer_id: '<<cid>>'
  consumer_secret: '<<cred>>'
  partner_id: 'PTR<<id6>>'
  merchant_id: 'KB<<id6>><<n>>'
""",
    "alnum:16",
    extra=lambda rng, s: {"cid": alnum(rng, 32)},
)
