# ruff: noqa: E501
"""Family m: a comics / novel rental stall in Bangkok, Thailand (Thai; Loyverse POS, Omise
PromptPay, LINE, an Access member database, a Wi-Fi QR card, the NVR)."""

from __future__ import annotations

import json

from hundredsixth_spec import Fam, alnum, reg

F = Fam(
    name="nangsue_chao_sanam",
    orgs=("nangsuedee", "chaoankartoon", "ranchaosanuk"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุภาพร", "supaporn"),
        ("วิชัย", "wichai"),
        ("นภัสสร", "napatsorn"),
        ("ธนากร", "thanakorn"),
        ("พิมพ์ชนก", "pimchanok"),
        ("อนุชา", "anucha"),
        ("กัญญา", "kanya"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "nangsue",
        "kartoon",
        "mamuang",
        "sabai",
        "sanuk",
        "chang",
        "maew",
        "krathong",
        "somtam",
        "jaidee",
        "suay",
        "ruay",
        "dokmai",
        "fahsai",
        "mali",
    ),
    pets=("moo", "kai", "tong", "somo", "lucky", "khanom"),
    seasons=("songkran", "loykrathong", "ronron", "fon", "nao", "pimai"),
    cc="66",
)

reg(
    F,
    "nangsue_loyverse_pos_receipts_apps_script_token",
    ("apps-script/loyverse_rentals.gs", "gas/<<org>>-loyverse-<<n>>.gs"),
    """// ดึงใบเสร็จค่าเช่าหนังสือจาก Loyverse ลง Google Sheets ทุกคืน
const LOYVERSE_TOKEN = '<<cred>>';

function pullReceipts() {
  const res = UrlFetchApp.fetch('https://api.loyverse.com/v1.0/receipts?limit=250', {
    headers: { Authorization: 'Bearer ' + LOYVERSE_TOKEN },
  });
  const data = JSON.parse(res.getContentText());
  const sh = SpreadsheetApp.getActive().getSheetByName('ค่าเช่า');
  data.receipts.forEach(r => sh.appendRow([r.receipt_number, r.total_money, r.created_at]));
}
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "nangsue_thai_line_chat_export_rahat_pos",
    ("LINE/[LINE] แชทกับร้านเช่า.txt", "line_backup/chat_<<fa>>_<<n>>.txt"),
    """<<y>>.<<m>>.<<d>> วันเสาร์
<<hh>>:<<mi>> <<first2>> พี่คะ แท็บเล็ตหน้าร้านเด้งออกจาก Loyverse ค่ะ
<<hh>>:<<mi>> <<first>> <<last>> อีเมลร้าน <<email>>
<<hh>>:<<mi>> <<first>> <<last>> รหัสผ่าน <<cred>>
<<hh>>:<<mi>> <<first2>> เข้าได้แล้วค่ะ ขอบคุณค่ะ 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "nangsue_omise_promptpay_php_secret_key",
    ("promptpay/omise_config.php", "www/<<org>>/pay/omise-<<n>>.php"),
    """<?php
// จ่ายค่ามัดจำสมาชิกผ่าน PromptPay (Omise)
define('OMISE_PUBLIC_KEY', 'pkey_5<<pk>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');
require_once __DIR__ . '/vendor/autoload.php';
""",
    "p:omise",
    syntax="",
    extra=lambda r, s: {"pk": alnum(r, 20).lower()},
)

reg(
    F,
    "nangsue_members_access_mdb_vbscript_database_password",
    ("scripts/export_members.vbs", "ร้าน/<<org>>_members_<<n>>.vbs"),
    """' ส่งออกรายชื่อสมาชิกที่ค้างคืนหนังสือ
Set cn = CreateObject("ADODB.Connection")
cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=D:\\ร้านเช่า\\members.accdb;Jet OLEDB:Database Password=<<cred>>;"
Set rs = cn.Execute("SELECT member_id, name, phone FROM rentals WHERE due_date < Date()")
Do Until rs.EOF
  WScript.Echo rs("member_id") & vbTab & rs("name") & vbTab & rs("phone")
  rs.MoveNext
Loop
cn.Close
""",
    "pw",
    syntax="",
)

reg(
    F,
    "nangsue_stall_wifi_qr_card_wifi_uri_text",
    ("qr/wifi_<<org>>.txt", "พิมพ์/wifi-card-<<n>>.txt"),
    """WIFI:T:WPA;S:ChaoNangsue_<<n>>;P:<<cred>>;;
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "nangsue_facebook_page_inbox_copied_reply_value_only",
    ("notes/fb_inbox_<<date>>.txt", "copy/page-inbox-<<n>>.txt"),
    """<<first2>>
พี่ รหัส wifi ร้านอะไรคะ
<<first>>
<<cred>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "nangsue_overdue_line_notify_python_token",
    ("scripts/tuan_kuen.py", "home/<<fa>>/line_notify_<<n>>.py"),
    """# เตือนสมาชิกที่ยังไม่คืนหนังสือการ์ตูน ส่งเข้ากลุ่ม LINE ร้าน
import requests

TOKEN = "<<cred>>"


def notify(msg):
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {TOKEN}"},
        data={"message": msg},
        timeout=10,
    )


notify("วันนี้มีหนังสือค้างคืน <<n>> เล่ม")
""",
    "alnum:43",
)


def _nvr(s):
    return json.dumps(
        {
            "device": "DS-7104NI-Q1/M",
            "name": f"ร้านเช่า {s['org']}",
            "ip": s["ip"],
            "port": 8000,
            "username": "admin",
            "password": s["cred"],
            "channels": [{"id": 1, "name": "หน้าร้าน"}, {"id": 2, "name": "ชั้นการ์ตูน"}],
        },
        ensure_ascii=False,
        indent=2,
    )


reg(
    F,
    "nangsue_stall_nvr_ivms_device_export_json",
    ("ivms/devices_<<date>>.json", "backup/<<org>>-nvr-<<n>>.json"),
    _nvr,
    "pw_json",
)
