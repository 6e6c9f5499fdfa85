"""Family p: a night-market vendor (oyster omelette, beef soup) in Tainan, Taiwan; Traditional
Chinese, Taiwanese."""

from __future__ import annotations

import base64
import json

from hundrednineteenth_spec import Fam, after, dec_basic, gen_pw

FAM = Fam(
    name="tainan_night_market_vendor",
    orgs=("chikanlou",),
    tld="com.tw",
    first=(
        ("志明", "chihming"),
        ("春嬌", "chunchiao"),
        ("家豪", "chiahao"),
        ("淑芬", "shufen"),
        ("冠宇", "kuanyu"),
        ("雅婷", "yating"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("吳", "wu"),
        ("蔡", "tsai"),
    ),
    words=(
        "tainan",
        "chihkan",
        "anping",
        "oaajian",
        "niurou",
        "huayuan",
        "yeshi",
        "danzai",
        "guabao",
        "taiwan",
        "tsaishan",
        "kuai",
        "haochi",
        "chiayi",
        "bubble",
        "mazu",
    ),
    pets=("lucky", "wangwang", "heimao", "xiaohuang", "qiuqiu", "mochi"),
    cc="+886 9",
    phrases=("jia you", "wo ai ni", "hao chi"),
)


def _basic(r, s):
    pw = gen_pw(r, sym="-_.!")
    return {"needle": pw, "auth": base64.b64encode(f"{s['org']}:{pw}".encode()).decode()}


def _postman(s):
    doc = {
        "info": {
            "name": "夜市攤 - 電子發票 / 加值中心",
            "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
        },
        "item": [
            {
                "name": "開立發票",
                "request": {
                    "method": "POST",
                    "header": [
                        {"key": "Authorization", "value": "Basic " + s["auth"]},
                        {"key": "Content-Type", "value": "application/json"},
                    ],
                    "url": {
                        "raw": "https://einvoice." + s["dom"] + "/api/v1/issue",
                        "protocol": "https",
                    },
                },
            }
        ],
    }
    return json.dumps(doc, indent="\t", ensure_ascii=False) + "\n"


FAM.reg(
    "tainan_einvoice_postman_collection_basic_header",
    (
        "postman/夜市發票_<<n>>.postman_collection.json",
        "exports/einvoice_<<date>>.postman_collection.json",
    ),
    _postman,
    "pw",
    extra=_basic,
    decode=after(r'"value": "Basic ([A-Za-z0-9+/=]+)"', dec_basic),
)

FAM.reg(
    "tainan_line_chat_traditional_mima_foodpanda",
    ("LINE/[LINE] 與攤位群組的聊天_<<n>>.txt", "exports/[LINE] <<ln2>><<fn2>>_<<date>>.txt"),
    """[LINE] 與攤位小幫手的聊天記錄
儲存日期：<<y>>/<<mo>>/<<d>> <<time>>

<<y>>/<<mo>>/<<d>>（六）
<<time>>\t<<ln>><<fn>>\tfoodpanda 商家平板又登出了，蚵仔煎的單進不來
<<t2>>\t<<ln2>><<fn2>>\t帳號 <<email>>
<<t2>>\t<<ln2>><<fn2>>\t密碼 <<cred>>
<<t3>>\t<<ln>><<fn>>\t好了！謝謝老闆娘
""",
    "human",
    syntax="",
)

FAM.reg(
    "tainan_ecpay_aio_checkout_php_hashkey",
    ("shop/ecpay_config_<<n>>.php", "preorder/ecpay.php"),
    """<?php
// 綠界 ECPay 全方位金流 - 年菜/禮盒預購
return [
    'MerchantID' => '3<<n4>><<n>>',
    'HashKey'    => '<<cred>>',
    'HashIV'     => '<<iv>>',
    'ReturnURL'  => 'https://<<dom>>/ecpay/return',
];
""",
    "p:ecpay_key",
    syntax="",
    extra=lambda r, s: {
        "iv": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

FAM.reg(
    "tainan_newebpay_mpg_node_env",
    ("preorder-api/.env", "api-<<n>>/.env.production"),
    """# 藍新金流 NewebPay MPG
NEWEBPAY_MERCHANT_ID=MS<<n4>><<n4>><<n>>
NEWEBPAY_HASH_KEY=<<cred>>
NEWEBPAY_HASH_IV=<<iv>>
NEWEBPAY_NOTIFY_URL=https://<<dom>>/newebpay/notify
""",
    "alnum:32",
    syntax="",
    extra=lambda r, s: {
        "iv": "C" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(15))
    },
)

FAM.reg(
    "tainan_mof_einvoice_carrier_api_python",
    ("invoice/載具查詢_<<n>>.py", "scripts/einvoice_carrier.py"),
    '''"""財政部電子發票平台 - 手機條碼載具查詢 (攤位對帳用)."""

import requests

APP_ID = "EINV<<n>><<n4>><<n3>>"
API_KEY = "<<cred>>"

r = requests.post(
    "https://api.einvoice.nat.gov.tw/PB2CAPIVAN/invapp/InvApp",
    data={"version": "0.5", "action": "qryInvHeader", "appID": APP_ID, "type": "Barcode"},
    timeout=15,
)
''',
    "b64:18",
)

FAM.reg(
    "tainan_linepay_channel_secret_yaml",
    ("linepay/config.yml", "preorder-<<n>>/linepay.yaml"),
    """linepay:
  api: https://api-pay.line.me
  channel_id: "16<<n4>><<n4>>"
  channel_secret: "<<cred>>"
  confirm_url: "https://<<dom>>/linepay/confirm"
  currency: TWD
""",
    "p:line_secret",
)

FAM.reg(
    "tainan_stall_board_photo_ocr_ichef_mima",
    ("photos/攤位白板_<<date>>.txt", "ocr/IMG_<<n4>>.txt"),
    """今日：蚵仔煎 180 份 / 牛肉湯 90 碗
瓦斯 週四 補

iCHEF 店長
<<cred>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "tainan_jkopay_merchant_email_traditional_mima",
    ("Mail/街口後台_<<n>>.eml", "Outlook/Inbox/jkopay_<<dmyd>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: 街口支付商店後台帳密
Date: <<dmy>> <<time>> +0800
Content-Type: text/plain; charset=UTF-8

<<fn2>> 你好，

週末夜市我不在，對帳請自己登入街口商店後台：
帳號：<<user>>
密碼：<<cred>>

記得收攤前把 QR 立牌收好。
<<ln>><<fn>>
""",
    "human",
    syntax="",
)
