"""Family o: a contemporary art gallery in Taipei, Taiwan (Traditional Chinese)."""

from __future__ import annotations

from sixtyseventh_spec import HUAYUAN as F
from sixtyseventh_spec import prov

_WD = "一二三四五六日"


def _line(s: dict) -> str:
    a, b = f"{s['ln']}{s['fn']}", f"{s['ln2']}{s['fn2']}"
    wd = _WD[int(s["d"]) % 7]
    day = f"{s['y']}/{s['mo']}/{s['d']}（{wd}）"
    return f"""[LINE] 與{b}的聊天記錄
儲存日期：{s["y"]}/{s["mo"]}/{s["d"]} 23:10

{day}
{s["time"]}\t{a}\t明天布展，展場的平板要登入 Instagram 發限動
{s["time"]}\t{a}\t畫廊帳號的密碼是什麼？
{s["time2"]}\t{b}\t{s["cred"]}
{s["time2"]}\t{b}\t用完記得登出喔
{s["time2"]}\t{a}\t[貼圖]
"""


F.reg(
    "line_chat_export_mima_instagram",
    ("[LINE] 與<<ln2>><<fn2>>的聊天_<<n>>.txt", "Documents/LINE/chat-<<date>>.txt"),
    _line,
    cred="human",
    syntax="",
)

F.reg(
    "ecpay_hashkey_hashiv_php",
    ("config/ecpay.php", "<<org>>-shop/config/payment_ecpay.php"),
    """<?php
// 綠界 ECPay 金流 - 藝術商品與展覽門票
return [
    'MerchantID' => '3<<n5>>',
    'HashKey'    => '<<cred>>',
    'HashIV'     => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL'  => 'https://<<dom>>/ecpay/return',
];
""",
    cred="p:ecpay",
    syntax="",
    extra=lambda rng, s: {"iv": prov(rng, "ecpay")},
)

F.reg(
    "line_pay_channel_secret_node",
    ("server/linepay.js", "<<org>>-tickets/src/linepay_<<n>>.js"),
    """// LINE Pay 線上付款 - 導覽活動報名
const crypto = require("crypto");

const CHANNEL_ID = "<<chid>>";
const CHANNEL_SECRET = "<<cred>>";

function signature(uri, body, nonce) {
  return crypto
    .createHmac("sha256", CHANNEL_SECRET)
    .update(CHANNEL_SECRET + uri + JSON.stringify(body) + nonce)
    .digest("base64");
}

module.exports = { CHANNEL_ID, signature };
""",
    cred="p:linepay",
    syntax="",
    extra=lambda rng, s: {"chid": str(rng.randint(1_600_000_000, 2_000_000_000))},
)

F.reg(
    "newebpay_hashkey_dotenv",
    (".env", "<<org>>-web/.env.production", "srv/<<org>>/.env"),
    """# 藍新金流 NewebPay - 線上購票
NEWEBPAY_MERCHANT_ID=MS<<n5>><<n3>>
NEWEBPAY_HASH_KEY=<<cred>>
NEWEBPAY_HASH_IV=<<iv>>
NEWEBPAY_RETURN_URL=https://<<dom>>/order/return
NEWEBPAY_NOTIFY_URL=https://<<dom>>/api/newebpay/notify
""",
    cred="p:newebpay",
    syntax="",
    extra=lambda rng, s: {"iv": prov(rng, "ecpay")},
)

F.reg(
    "traditional_chinese_email_mima_artsy",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Outlook/寄件備份/<<date>>-<<n>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: 藝博會線上展廳帳號
Date: <<d>> Apr <<y>> <<time>>:55 +0800
Content-Type: text/plain; charset="utf-8"

<<fn2>>您好，

這次藝博會的線上展廳（Artsy 合作夥伴後台）帳號如下：
帳號：gallery@<<dom>>
密碼：<<cred>>

作品圖檔請上傳 3000px 以上，價格欄先不要公開。
有問題再打給我 <<phone>>。

<<ln>><<fn>>
<<orgc>> 畫廊，<<city>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "climate_sensor_mqtt_bridge_toml",
    ("climate-bridge/config.toml", "<<org>>/sensors/bridge_<<n>>.toml"),
    """# 展廳溫溼度監測 (目標 20°C / RH 50%)
[mqtt]
host = "<<lan>>"
port = 1883
username = "gallery-sensors"
password = "<<cred>>"
topic = "gallery/+/climate"

[alert]
rh_max = 55
line_notify = true
""",
    cred="pw",
)

F.reg(
    "collectiveaccess_setup_php_db_password",
    ("collectiveaccess/setup.php", "var/www/<<org>>-collection/setup.php"),
    """<?php
# CollectiveAccess 典藏管理系統 - <<orgc>> 畫廊典藏
define("__CA_DB_HOST__", 'localhost');
define("__CA_DB_USER__", 'ca_<<org>>');
define("__CA_DB_PASSWORD__", "<<cred>>");
define("__CA_DB_DATABASE__", 'collection');
define("__CA_APP_DISPLAY_NAME__", "<<orgc>> Collection");
define("__CA_ADMIN_EMAIL__", '<<email>>');
define("__CA_DEFAULT_LOCALE__", "zh_TW");
require(__DIR__."/app/helpers/post-setup.php");
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "kiosk_pi_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "kiosk-<<n>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=TW

# 展場導覽平板 / 互動裝置
network={
    ssid="<<orgc>>_Exhibit"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="human_x",
    syntax="",
)
