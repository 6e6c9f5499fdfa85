"""Family o: a custom steel and titanium bicycle frame builder in Taichung, Taiwan
(Traditional Chinese)."""

from __future__ import annotations

import random

from seventysixth_spec import Fam, chat_line

F = Fam(
    name="taichung_bicycle_framebuilder_tw",
    orgs=("danchezhan", "tiejiabikes", "yushancycle"),
    tld="com.tw",
    first=(
        ("志明", "chihming"),
        ("淑芬", "shufen"),
        ("家豪", "chiahao"),
        ("怡君", "yichun"),
        ("俊傑", "chunchieh"),
        ("雅婷", "yating"),
        ("冠宇", "kuanyu"),
    ),
    last=(("陳", "chen"), ("林", "lin"), ("黃", "huang"), ("張", "chang"), ("吳", "wu")),
    words=(
        "danche",
        "taichung",
        "alishan",
        "yushan",
        "boba",
        "taiwan",
        "jiayou",
        "fengjia",
        "luntai",
        "taroko",
        "kaohsiung",
        "mazu",
        "lanyu",
        "sunmoonlake",
        "chainring",
        "crmo",
        "titanium",
    ),
    pets=("wangcai", "xiaohei", "mimi", "dudu", "qiuqiu", "lucky", "doudou"),
    cc="+886912",
    places=("Taichung", "Taipei", "Changhua", "Tainan", "Hsinchu", "Fengyuan"),
)


# 1. ECPay HashKey / HashIV (PHP)
F.reg(
    "taichung_ecpay_aio_hashkey_php_config",
    ("var/www/<<org>>/config/ecpay.php", "home/<<fa>>/shop/ecpay_config.php"),
    """<?php
// 綠界 ECPay 全方位金流 - 車架訂金 / 尾款
return [
    'MerchantID' => '3<<nn>><<n>>',
    'HashKey'    => '<<cred>>',
    'HashIV'     => '<<h8>><<h8>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL'  => 'https://<<dom>>/ecpay/return',
];
""",
    "p:ecpay_key",
    syntax="",
)


# 2. LINE chat export in Traditional Chinese


def _line(s: dict) -> str:
    rng = random.Random(s["ts"])
    head = f"[LINE] 與{s['fn2']}的聊天記錄\n儲存日期：{s['y']}/{s['mo']}/{s['d']} 22:05\n"
    lines = [
        (f"{s['ln']}{s['fn']}", "師傅，焊接室那台電腦的密碼是什麼？要看客人的 fitting 數據"),
        (str(s["fn2"]), f"密碼：{s['cred']}"),
        (str(s["fn2"]), "用完記得登出喔"),
        (f"{s['ln']}{s['fn']}", "收到 👌"),
    ]
    return chat_line(rng, head, lines, s["y"], s["mo"], s["d"], rng.choice("一二三四五六日"))


F.reg(
    "taichung_line_chat_zhtw_mima_export",
    ("Documents/[LINE] 與<<fa2>>的聊天.txt", "Downloads/LINE_chat_<<fa2>>_<<n>>.txt"),
    _line,
    "human",
)

# 3. NewebPay (藍新) HashKey in Python
F.reg(
    "taichung_newebpay_mpg_hashkey_python",
    ("opt/<<org>>/pay/newebpay.py", "home/<<fa>>/shop/newebpay_mpg.py"),
    '''"""藍新金流 MPG - 客製車架訂金"""
from Crypto.Cipher import AES

MERCHANT_ID = "MS<<nn>><<nn>><<n>>"
HASH_KEY = "<<cred>>"
HASH_IV = "C<<h8>>x<<n>>"


def encrypt(data: str) -> str:
    pad = 32 - len(data) % 32
    cipher = AES.new(HASH_KEY.encode(), AES.MODE_CBC, HASH_IV[:16].encode())
    return cipher.encrypt((data + chr(pad) * pad).encode()).hex()
''',
    "p:newebpay_key",
)

# 4. Strava OAuth in the fitting studio INI
F.reg(
    "taichung_fitting_studio_strava_oauth_ini",
    ("ProgramData/<<orgc>>Fit/settings.ini", "opt/<<org>>-fit/strava.ini"),
    """[fitting]
studio = <<orgc>> 台中
units = metric

[strava]
client_id = <<nn>><<n>>
client_secret = <<cred>>
redirect_uri = https://fit.<<dom>>/strava/callback
scope = read,activity:read_all
""",
    "hex:40",
)

# 5. E-invoice Turnkey DB config (XML)
F.reg(
    "taichung_einvoice_turnkey_db_config_xml",
    ("EINVTurnkey/conf/einvTurnkey.xml", "opt/EINVTurnkey-<<n>>/conf/config.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- 財政部電子發票 Turnkey - <<orgc>> -->
<turnkey>
  <database>
    <type>MYSQL</type>
    <url>jdbc:mysql://<<lan>>:3306/einv</url>
    <user>einv</user>
    <password><<cred>></password>
  </database>
  <transport>
    <partyId><<nn>><<nn>><<n>></partyId>
    <routingId>S<<nn>></routingId>
  </transport>
</turnkey>
""",
    "pw_xml",
)

# 6. SHOPLINE Open API token (.env)
F.reg(
    "taichung_shopline_open_api_dotenv",
    ("srv/<<org>>-sync/.env", "home/<<fa>>/shopline-sync/.env"),
    """# SHOPLINE 商店 - 庫存同步 (車架 / 零件)
SHOPLINE_HANDLE=<<org>>
SHOPLINE_API_BASE=https://open.shopline.io/v1
SHOPLINE_ACCESS_TOKEN=<<cred>>
BLACKCAT_CUSTOMER_ID=<<nn>><<nn>>
""",
    "jwt",
)

# 7. E-mail in Traditional Chinese: dealer B2B portal
F.reg(
    "taichung_zhtw_email_dealer_b2b_portal",
    ("Mail/寄件備份/<<date>>.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: 經銷商 B2B 平台帳號
Date: Thu, <<d>> Jul <<y>> <<hh>>:<<mi>>:33 +0800
Content-Type: text/plain; charset=UTF-8

<<fn2>> 你好，

下週請幫忙在經銷商 B2B 平台訂 105 套件和碟煞，帳號如下：
帳號：<<user>>
密碼：<<cred>>

訂完請把訂單編號貼到 LINE 群組。謝謝！
<<fn>>
""",
    "human",
)

# 8. OCR of the router sticker in the shop: value on the next line
F.reg(
    "taichung_shop_router_sticker_ocr_next_line",
    ("Pictures/OCR/router_<<nn>>.txt", "掃描/貼紙_<<date>>.txt"),
    """<<orgc>> 工作室
Wi-Fi 名稱: <<orgc>>_5G
Wi-Fi 密碼
<<cred>>
(客人請用 <<orgc>>_Guest)
""",
    "human_x",
)
