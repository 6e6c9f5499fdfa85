# ruff: noqa: E501
"""Family o: a POS and barcode system integrator in Chiang Mai (Thailand), Thai."""

from __future__ import annotations

import json

from seventieth_spec import Fam, alnum, dec_json_field, need_chars

F = Fam(
    name="chiangmai_pos_barcode_integrator",
    orgs=("lannabarcode", "nimmanpos", "maepingscan"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("นภา", "napha"),
        ("ธนากร", "thanakorn"),
        ("พิมพ์ชนก", "pimchanok"),
        ("อนุชา", "anucha"),
        ("กมลวรรณ", "kamonwan"),
        ("วีระ", "weera"),
        ("สุดารัตน์", "sudarat"),
    ),
    last=(
        ("ใจดี", "jaidee"),
        ("ศรีสุข", "srisuk"),
        ("บุญมา", "boonma"),
        ("แก้วมณี", "kaewmanee"),
        ("ทองดี", "thongdee"),
        ("วงศ์ใหญ่", "wongyai"),
    ),
    words=(
        "lanna",
        "doisuthep",
        "khaosoi",
        "nimman",
        "maeping",
        "sabai",
        "sanuk",
        "mali",
        "tuktuk",
        "songkran",
        "yeepeng",
        "somtam",
        "thapae",
        "chang",
        "mamuang",
        "kanom",
        "chiangmai",
        "sawasdee",
    ),
    pets=("moo", "kai", "namtan", "lucky", "bobo", "mochi"),
    towns=("เชียงใหม่", "ลำพูน", "แม่ริม", "สันกำแพง", "หางดง", "สารภี"),
    cc="+66",
)


def _go_json(s: dict) -> str:
    cfg = {
        "store_code": f"CNX{s['nn']}",
        "listen": ":8080",
        "db_host": s["lan"],
        "db_user": "posagent",
        "db_password": s["cred"],
        "printer": {"model": "Xprinter XP-Q200", "port": "/dev/usb/lp0"},
        "scanner": {"model": "Honeywell Voyager 1250g", "suffix": "CR"},
        "sync_url": f"https://sync.{s['dom']}/api/v2/push?store=CNX{s['nn']}&mode=delta",
    }
    text = json.dumps(cfg, indent="\t")
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e") + "\n"


F.reg(
    "cm_pos_go_agent_json_dump_html_escaped",
    ("pos-agent/config.dump.json", "var/lib/<<org>>-agent/effective_config_<<n>>.json"),
    _go_json,
    need_chars("&<>", "pw_json"),
    decode=dec_json_field("db_password"),
)

F.reg(
    "cm_pos_omise_secret_key_php_checkout",
    ("shop/omise_charge.php", "var/www/<<org>>-client<<n>>/checkout/omise.php"),
    """<?php
// ชำระเงินด้วยบัตร / PromptPay ผ่าน Omise สำหรับร้านลูกค้า
require_once dirname(__FILE__) . '/omise-php/lib/Omise.php';

define('OMISE_PUBLIC_KEY', 'pkey_<<pkey>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');

$charge = OmiseCharge::create([
    'amount' => (int)($_POST['amount'] * 100),
    'currency' => 'thb',
    'card' => $_POST['omiseToken'],
]);
echo $charge['status'];
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: {"pkey": alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "cm_pos_thai_line_txt_export_backoffice_rahat",
    ("LINE/[LINE] Chat with <<fa2>>.txt", "Documents/LINE_<<orgc>>_ลูกค้า_<<n>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fn2>> <<ln2>>
วันที่บันทึก: <<dmy>> <<time>>

<<dmy>>
<<time>>\t<<fn2>> <<ln2>>\tพี่คะ เครื่อง POS ที่ร้านเข้าหลังร้านไม่ได้ค่ะ
<<time>>\t<<fn>>\tเดี๋ยวพี่รีเซ็ตให้นะครับ
<<time2>>\t<<fn>>\tรหัสผ่านใหม่ของ admin ครับ
<<time2>>\t<<fn>>\t<<cred>>
<<time2>>\t<<fn2>> <<ln2>>\tเข้าได้แล้วค่ะ ขอบคุณมากค่ะ 🙏
""",
    "human",
)

F.reg(
    "cm_pos_line_notify_daily_sales_python",
    ("scripts/yod_khai_line.py", "home/<<fa>>/pos/notify_<<n>>.py"),
    '''"""ส่งยอดขายประจำวันเข้ากลุ่ม LINE เจ้าของร้าน (cron 22:00)."""

import sqlite3
import urllib.parse
import urllib.request

LINE_NOTIFY_TOKEN = "<<cred>>"
DB = "/var/lib/pos/sales.db"


def notify(msg: str) -> None:
    data = urllib.parse.urlencode({"message": msg}).encode()
    req = urllib.request.Request("https://notify-api.line.me/api/notify", data, {"Authorization": f"Bearer {LINE_NOTIFY_TOKEN}"})
    urllib.request.urlopen(req, timeout=15)


if __name__ == "__main__":
    total = sqlite3.connect(DB).execute("select sum(total) from bills where date(ts)=date('now','localtime')").fetchone()[0] or 0
    notify(f"ยอดขายวันนี้ {total:,.2f} บาท")
''',
    "p:line_notify",
)

F.reg(
    "cm_pos_zebra_printer_wlan_psk_zpl",
    ("zebra/wifi_setup_<<n>>.zpl", "clients/<<fa2>>/ZD421_wlan_<<d8>>.txt"),
    """! U1 setvar "wlan.ip.protocol" "dhcp"
! U1 setvar "wlan.essid" "<<orgc>>_POS"
! U1 setvar "wlan.security" "wpa_psk"
! U1 setvar "wlan.wpa.psk" "<<cred>>"
! U1 setvar "wlan.country_code" "th"
! U1 do "device.reset" ""
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "cm_pos_2c2p_secret_appsettings_json",
    ("PaymentGateway/appsettings.Production.json", "srv/<<org>>-pay<<n>>/appsettings.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "Payment2C2P": {
                "MerchantId": s["mid"],
                "SecretKey": s["cred"],
                "Currency": "764",
                "FrontendReturnUrl": f"https://{s['dom']}/pay/return",
            },
            "AllowedHosts": "*",
        },
        indent=2,
    ),
    "p:twoc2p",
    extra=lambda rng, s: {"mid": f"JT{rng.randint(10, 99)}"},
)

F.reg(
    "cm_pos_install_checklist_thai_markdown",
    ("docs/ติดตั้ง_<<fa2>>_<<d8>>.md", "wiki/clients/<<fa2>>-<<n>>.md"),
    """# ใบตรวจงานติดตั้ง POS — ร้าน<<fn2>> (<<town>>)

- [x] เครื่อง POS จอสัมผัส 15" + ลิ้นชักเก็บเงิน
- [x] เครื่องสแกนบาร์โค้ด Honeywell 1250g
- [x] เครื่องพิมพ์ใบเสร็จ 80mm
- [ ] อบรมพนักงาน (นัดวันที่ <<dmy>>)

## บัญชีหลังร้าน
ผู้ใช้: owner
รหัสผ่าน: <<cred>>
(ให้เจ้าของร้านเปลี่ยนรหัสหลังอบรม)
""",
    "human_x",
)

F.reg(
    "cm_pos_pgpass_backoffice_replica",
    ("home/<<fa>>/.pgpass", "var/lib/postgresql/.pgpass"),
    """# hostname:port:database:username:password
localhost:5432:posdb:posadmin:<<cred>>
<<lan>>:5432:posdb:replicator:<<cred>>
""",
    "pw",
    syntax="",
)
