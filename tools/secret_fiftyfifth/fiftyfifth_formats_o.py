# ruff: noqa: E501
"""Family o: a museum's audio-visual and exhibition technology team in Taichung (Taiwan), in
Traditional Chinese."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, alnum

FAM = Fam(
    "museum_taichung_avteam",
    ("yuzhiguan",),
    "org.tw",
    (
        "yiting|怡婷",
        "chihao|志豪",
        "yawen|雅雯",
        "junjie|俊傑",
        "peiyu|佩瑜",
        "weiting|威廷",
        "hsinyi|欣怡",
        "chengen|承恩",
    ),
    ("chen|陳", "lin|林", "huang|黃", "chang|張", "wang|王", "tsai|蔡"),
    (
        "taichung",
        "zhanlan",
        "fengjia",
        "taiyang",
        "gaomei",
        "guodong",
        "bowu",
        "zhenzhu",
        "dakeng",
        "wenwu",
    ),
    "886",
    "臺中",
)

FAM.reg(
    "yuzhi_line_chat_export_mima_projector",
    ("LINE/[LINE] 與展示技術組的聊天_<<n>>.txt", "exports/line_av_team_<<ymd>>.txt"),
    """[LINE] 展示技術組的聊天記錄
儲存日期：<<date>> <<time>>

<<date>>（二）
<<time>>	<<name>>	三樓特展的投影主機又鎖住了，誰記得開機密碼？
<<time>>	<<name2>>	帳號 exhibit
<<time>>	<<name2>>	密碼 <<cred>>
<<time2>>	<<name2>>	開館前記得把兩台都開
<<time2>>	<<name>>	收到 謝謝
""",
    "human",
    syntax="",
)

FAM.reg(
    "yuzhi_pjlink_projector_python",
    ("exhibit-control/pjlink_power_<<n>>.py", "scripts/<<org>>/projectors_on.py"),
    '''"""開館前依序開啟展廳投影機（PJLink class 1）。"""

import hashlib
import socket

PJLINK_PASSWORD = "<<cred>>"
PROJECTORS = ["<<ip>>", "<<ip>>"]


def power_on(host: str) -> str:
    with socket.create_connection((host, 4352), timeout=5) as s:
        greeting = s.recv(64).decode().strip()
        prefix = ""
        if greeting.startswith("PJLINK 1"):
            seed = greeting.split()[2]
            prefix = hashlib.md5((seed + PJLINK_PASSWORD).encode()).hexdigest()
        s.sendall(f"{prefix}%1POWR 1\\r".encode())
        return s.recv(64).decode().strip()


for h in PROJECTORS:
    print(h, power_on(h))
''',
    lambda rng: alnum(rng, rng.randint(10, 16)),
)

FAM.reg(
    "yuzhi_museum_cms_django_settings_db",
    ("collections_site/settings/production.py", "cms/<<org>>-<<n>>/settings/prod.py"),
    '''"""典藏網站正式環境設定。"""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["collections.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "collections",
        "USER": "collections_app",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}

LANGUAGE_CODE = "zh-hant"
TIME_ZONE = "Asia/Taipei"
''',
    "pw_dq",
)

FAM.reg(
    "yuzhi_email_mima_vendor_vpn",
    ("郵件/寄件備份/廠商VPN_<<n>>.eml", "Mail/Sent/vendor_vpn_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: service@av-<<word>>.com.tw
Subject: =?UTF-8?B?5bGV5buz6YGg56uv57at6K23IFZQTiDluLPomZ8=?=
Date: Mon, <<d>> Apr <<year>> <<time>>:08 +0800
Content-Type: text/plain; charset=UTF-8

您好，

為了讓貴公司遠端維護三樓特展的互動裝置，已開通 VPN 帳號如下：

VPN 位址：vpn.<<dom>>
帳號：vendor_<<word>>
密碼：<<cred>>

展期結束後帳號將停用，謝謝配合。

<<name>>
展示技術組 <<orgc>>
""",
    "pw",
    syntax="",
)


def _appsettings(s):
    return json.dumps(
        {
            "ConnectionStrings": {
                "Collections": f"Server={s['ip']},1433;Database=Collections;User Id=coll_app;Password={s['cred']};TrustServerCertificate=True"
            },
            "Logging": {"LogLevel": {"Default": "Information"}},
            "AllowedHosts": "*",
        },
        ensure_ascii=False,
        indent=2,
    )


FAM.reg(
    "yuzhi_collection_db_appsettings_connection_string",
    ("CollectionsApi/appsettings.Production.json", "deploy/<<org>>-api-<<n>>/appsettings.json"),
    _appsettings,
    "pw_json",
)

FAM.reg(
    "yuzhi_line_notify_token_crontab",
    ("crontab/av_monitor_<<n>>.txt", "servers/monitor-<<nn>>/var/spool/cron/crontabs/root"),
    """# 每 10 分鐘檢查展廳播放器，離線就通知 LINE 群組
*/10 * * * * /opt/monitor/check_players.sh || curl -s -X POST https://notify-api.line.me/api/notify -H "Authorization: Bearer <<cred>>" -d "message=展廳播放器離線"
0 8 * * * /opt/monitor/projectors_on.sh >> /var/log/projectors.log 2>&1
""",
    "alnum:43",
    syntax="",
)

FAM.reg(
    "yuzhi_kiosk_deploy_id_rsa_pem",
    ("deploy/kiosk_id_rsa", "keys/<<org>>_kiosk_<<n>>.pem"),
    lambda s: str(s["cred"]) + "\n",
    "rsa:1",
    syntax="",
)

FAM.reg(
    "yuzhi_ticketing_ecpay_hashkey_php",
    ("ticket/config/ecpay_<<n>>.php", "www/<<org>>-ticket/config/ecpay.php"),
    """<?php
// 特展線上購票 - 綠界金流
return [
    'MerchantID' => '3<<n>>',
    'HashKey' => '<<cred>>',
    'HashIV' => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL' => 'https://ticket.<<dom>>/ecpay/return',
];
""",
    "alnum:16",
    syntax="",
    extra=lambda rng, s: {"iv": alnum(rng, 16)},
)
