"""Family j: a cosmetics counter (เคาน์เตอร์เครื่องสำอาง) in a Bangkok mall (Thailand); Thai."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import Fam, alnum, hexs

J = Fam(
    name="kruangsam_cosmetics",
    orgs=("kruangsuay", "siamglow", "naraskin", "bualuangbeauty"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุภาพร", "supaporn"),
        ("ณัฐพล", "nattapol"),
        ("กมลวรรณ", "kamonwan"),
        ("ปิยะ", "piya"),
        ("อรุณี", "arunee"),
        ("ธนากร", "thanakorn"),
    ),
    last=(
        ("สุขสวัสดิ์", "suksawat"),
        ("ศรีสมบูรณ์", "srisomboon"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("ทองดี", "thongdee"),
    ),
    words=(
        "suay",
        "sanuk",
        "krungthep",
        "siam",
        "chang",
        "mali",
        "som",
        "mango",
        "tomyum",
        "lipstick",
        "glow",
        "sabai",
        "chiangmai",
        "phuket",
        "dokmai",
        "namtan",
        "muay",
        "jai",
    ),
    pets=("moo", "mali", "khaotom", "nong", "lucky"),
    cc="+66",
    city="กรุงเทพฯ",
)

J.reg(
    "kruang_line_thai_chat_export_rahat",
    ("LINE/[LINE] แชทกับ<<first>>.txt", "backup/line_<<fa>>_<<num>>.txt"),
    """[LINE] แชทกับ <<first>>
วันที่บันทึก: <<dmy>> <<time>>

<<dmy>>
<<time>>\t<<first>>\tพี่คะ รหัสเข้าแอป Shopee Seller ของเคาน์เตอร์คืออะไรคะ
<<time2>>\t<<first2>> <<last>>\t<<login>>
<<time2>>\t<<first2>> <<last>>\t<<cred>>
<<time2>>\t<<first>>\tขอบคุณค่ะ 🙏
""",
    "human",
    syntax="",
)

J.reg(
    "kruang_omise_charge_rails_yml",
    ("config/omise.yml", "<<org>>-shop/config/omise_<<year>>.yml"),
    """production:
  public_key: pkey_<<pk>>
  secret_key: <<cred>>
  currency: thb
  promptpay: true
""",
    "p:omise",
    extra=lambda rng, s: {"pk": alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

J.reg(
    "kruang_lazada_open_platform_sdk_php",
    ("lazada/config.php", "<<org>>/lazada_sync_<<n>>.php"),
    """<?php
// ซิงค์สต็อกลิปสติกไป Lazada
require 'lazop/LazopSdk.php';

$url = 'https://api.lazada.co.th/rest';
$appKey = '<<appkey>>';
$appSecret = '<<cred>>';
$c = new LazopClient($url, $appKey, $appSecret);
$request = new LazopRequest('/product/price_quantity/update');
""",
    "p:lazada",
    syntax="",
    extra=lambda rng, s: {"appkey": str(100000 + int(s["num"]))},
)

J.reg(
    "kruang_2c2p_secret_appsettings_json",
    ("BeautyShop.Web/appsettings.Production.json", "<<org>>/appsettings_<<year>>.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "Payment2C2P": {
                "MerchantId": "7640" + s["num"],
                "SecretKey": s["cred"],
                "Currency": "THB",
                "FrontendReturnUrl": f"https://{s['dom']}/payment/return",
            },
            "AllowedHosts": "*",
        },
        indent=2,
    ),
    "p:twoc2p",
)

J.reg(
    "kruang_flash_express_postman_environment",
    ("postman/<<org>>.postman_environment.json", "Downloads/flash_<<fa>>.postman_environment.json"),
    lambda s: json.dumps(
        {
            "id": s["uuid"],
            "name": f"Flash Express - {s['org']}",
            "values": [
                {
                    "key": "base_url",
                    "value": "https://open-api.flashexpress.com",
                    "type": "default",
                    "enabled": True,
                },
                {"key": "mchId", "value": "CA" + s["num"], "type": "default", "enabled": True},
                {"key": "secret_key", "value": s["cred"], "type": "secret", "enabled": True},
            ],
            "_postman_variable_scope": "environment",
        },
        indent="\t",
    ),
    "alnum:64",
)

J.reg(
    "kruang_counter_sticky_note_ocr_wifi_thai",
    ("scan/โน้ต_<<num>>.txt", "ocr/counter_<<date>>.txt"),
    """ไวไฟเคาน์เตอร์
<<org>>-staff
รหัส
<<cred>>
ห้ามบอกลูกค้า
""",
    "human_x",
    syntax="",
)

J.reg(
    "kruang_ocha_pos_tablet_shared_prefs_xml",
    (
        "data/data/com.ocha.pos/shared_prefs/login_<<n>>.xml",
        "tablet_backup/<<org>>/shared_prefs/ocha_login.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="shop_name"><<org>></string>
    <string name="username"><<email>></string>
    <string name="password"><<cred>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_login" value="<<ts>>000" />
</map>
""",
    "human",
)

J.reg(
    "kruang_shopee_partner_key_export_bash_history",
    ("home/<<fa>>/.bash_history", "pi/<<org>>/.bash_history"),
    """cd ~/stock-sync
source venv/bin/activate
export SHOPEE_PARTNER_KEY=<<cred>>
python sync.py --shop <<num>>
tail -f sync.log
""",
    lambda rng, f: hexs(rng, 64),
    syntax="",
)
