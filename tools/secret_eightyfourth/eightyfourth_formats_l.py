# ruff: noqa: E501
"""Family l: a product-label and sticker printer in Samut Sakhon (Thailand; Thai)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from eightyfourth_spec import Fam
from secret_corpus_kit import alnum, gen_pw

FAM = Fam(
    name="chalak_samutsakhon_labelprint",
    orgs=("chalakthai", "stickersakhon", "labelmahachai"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดา", "suda"),
        ("วิชัย", "wichai"),
        ("นภา", "napha"),
        ("ธนพล", "thanaphon"),
        ("พิมพ์ชนก", "pimchanok"),
        ("อนุชา", "anucha"),
        ("กมลวรรณ", "kamonwan"),
        ("ประเสริฐ", "prasert"),
        ("ศิริพร", "siriporn"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("จันทร์เพ็ญ", "chanpen"),
        ("สายทอง", "saithong"),
        ("ศักดิ์ดี", "sakdee"),
    ),
    words=(
        "chalak",
        "sticker",
        "mahachai",
        "sabai",
        "sanuk",
        "chang",
        "muaythai",
        "somtam",
        "tomyum",
        "krungthep",
        "thailand",
        "namplaa",
        "dao",
        "rak",
        "chok",
        "mangkorn",
    ),
    pets=("mali", "lucky", "khao", "dam", "moo", "tiger"),
    places=(
        "mahachai",
        "samutsakhon",
        "krathumbaen",
        "bangkok",
        "nakhonpathom",
        "bangbon",
        "omnoi",
    ),
    cc="+66",
)


def _amp_pw(r, s):
    while True:
        p = gen_pw(r, sym="&<>\"'!#")
        if any(c in p for c in "&<>\"'"):
            return p


def _btin(s):
    from xml.sax.saxutils import escape

    pw = escape(s["cred"], {'"': "&quot;", "'": "&apos;"})
    return f"""<?xml version="1.0" encoding="utf-8"?>
<!-- BarTender Integration Builder: พิมพ์ฉลากสินค้าแช่แข็งจากคำสั่งผลิต -->
<Integration Name="ฉลากโรงงาน {s["orgc"]}" Version="2022">
  <Trigger Type="DatabaseTrigger" PollInterval="00:00:10">
    <Connection Provider="System.Data.SqlClient"
      ConnectionString="Data Source={s["ip"]}\\SQLEXPRESS;Initial Catalog=LabelQueue;User ID=bartender;Password={pw};Encrypt=False" />
    <Query>SELECT * FROM PrintQueue WHERE Printed = 0</Query>
  </Trigger>
  <Actions>
    <PrintDocument Document="D:\\Labels\\frozen_{s["n"]}.btw" Printer="ZDesigner ZT410-203dpi ZPL" Copies="1" />
  </Actions>
</Integration>
"""


def _dec_btin(text):
    root = ET.fromstring(text.encode())
    cs = root.find("./Trigger/Connection").get("ConnectionString")
    return re.search(r"Password=(.*?);Encrypt", cs).group(1)


FAM.reg(
    "chalak_bartender_integration_xml_escaped_password",
    ("BarTender/Integrations/frozen_label_<<n>>.btin", "D/Integrations/<<org>>_queue_<<id>>.btin"),
    _btin,
    _amp_pw,
    syntax="xml",
    decode=_dec_btin,
)

FAM.reg(
    "chalak_thai_line_chat_export_rahat",
    ("[LINE] แชทกับ<<fn2>>_<<n>>.txt", "LINE/chat_<<fa2>>_<<date>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fn2>>
วันที่บันทึก: <<dd>>/<<mm>>/<<yyyy>> <<hh2>>:<<mi>>

<<dd>>/<<mm>>/<<yyyy>>(<<th_wd>>)
<<hh>>:<<mi>>	<<fn2>>	พี่คะ เข้า Shopee Seller Center ไม่ได้ ลูกค้าสั่งสติ๊กเกอร์ฉลากมา 20 ออเดอร์ค่ะ
<<hh>>:<<mi2>>	<<fn>>	ยูส <<org>>.shop
<<hh>>:<<mi2>>	<<fn>>	รหัสผ่าน <<cred>>
<<hh>>:<<mi2>>	<<fn2>>	ได้แล้วค่ะ ขอบคุณค่ะ 🙏
""",
    "human",
)

FAM.reg(
    "chalak_omise_secret_key_php",
    ("shop/config/omise.php", "public_html/<<org>>/inc/omise_<<n>>.php"),
    """<?php
// Omise - ชำระเงินสั่งพิมพ์ฉลากออนไลน์ (บัตร / PromptPay)
define('OMISE_PUBLIC_KEY', 'pkey_5<<pk>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');

require_once __DIR__ . '/../vendor/omise/omise-php/lib/Omise.php';
""",
    "p:omise_sk",
    extra=lambda r, s: {"pk": alnum(r, 18).lower()},
)

FAM.reg(
    "chalak_shopee_partner_key_python",
    ("sync/shopee_orders.py", "tools/<<fa>>/shopee_<<n>>.py"),
    '''"""ดึงคำสั่งซื้อสติ๊กเกอร์จาก Shopee Open Platform มาเข้าคิวพิมพ์"""

import hashlib
import hmac
import time

import requests

PARTNER_ID = <<id>><<nn>>
PARTNER_KEY = "<<cred>>"
SHOP_ID = <<nn>><<id>>
HOST = "https://partner.shopeemobile.com"


def sign(path, access_token, ts):
    base = f"{PARTNER_ID}{path}{ts}{access_token}{SHOP_ID}"
    return hmac.new(PARTNER_KEY.encode(), base.encode(), hashlib.sha256).hexdigest()


def orders(access_token):
    path = "/api/v2/order/get_order_list"
    ts = int(time.time())
    params = {"partner_id": PARTNER_ID, "timestamp": ts, "access_token": access_token, "shop_id": SHOP_ID, "sign": sign(path, access_token, ts)}
    return requests.get(HOST + path, params=params, timeout=30).json()
''',
    "p:shopee_partner",
)

FAM.reg(
    "chalak_nicelabel_pscredential_powershell",
    ("scripts/deploy_labels.ps1", "C/Scripts/nicelabel_<<n>>.ps1"),
    """# อัปโหลดแบบฉลากขึ้น NiceLabel Control Center (Document Storage)
$user = "<<org>>\\labeladmin"
$secure = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $secure)

Get-ChildItem "D:\\Labels\\approved\\*.nlbl" | ForEach-Object {
    Invoke-RestMethod -Uri "http://<<ip>>/LMS/api/documents/Labels/$($_.Name)" -Method Put -InFile $_.FullName -Credential $cred
}
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "chalak_thai_email_rahat_etax_invoice",
    ("Mail/Inbox/<<id>>.eml", "mail/<<fa>>/etax_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<fa2>>@<<la2>>account.co.th>
To: <<fn>> <<ln>> <<<email>>>
Subject: รหัสผ่านระบบ e-Tax Invoice by Email / ภ.พ.30
Date: <<rfcdate>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

เรียน คุณ<<fn>>

สำนักงานบัญชีได้ตั้งรหัสผ่านใหม่สำหรับยื่นแบบ ภ.พ.30 ออนไลน์ของบริษัทแล้วค่ะ

เลขประจำตัวผู้เสียภาษี: 0<<id>><<id>><<n>>
ชื่อผู้ใช้: <<orgu>>
รหัสผ่าน: <<cred>>

กรุณาเก็บรักษาเป็นความลับ

ขอแสดงความนับถือ
<<fn2>> <<ln2>>
""",
    "human",
)

FAM.reg(
    "chalak_flash_express_secret_env",
    ("shipping/.env", "apps/<<org>>-ship-<<n>>/.env"),
    """# Flash Express Open API - ส่งม้วนฉลากให้ลูกค้า
FLASH_API_URL=https://open-api.flashexpress.com
FLASH_MCH_ID=CA<<id>>
FLASH_SECRET_KEY=<<cred>>
FLASH_SRC_NAME="<<orgc>> Mahachai"
FLASH_SRC_PHONE=<<phone>>
""",
    "HEX:64",
)

FAM.reg(
    "chalak_wifi_sticker_photo_ocr_rahat",
    ("รูป/IMG_<<id>>_ocr.txt", "scan/sticker_<<date>>_<<n>>.txt"),
    """<<orgu>>_5G
รหัส
<<cred>>
ห้ามให้ลูกค้า
""",
    "human_x",
)
