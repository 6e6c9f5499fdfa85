# ruff: noqa: E501
"""Family p: the front desk (掛號櫃台) of a dermatology practice in Taichung, Taiwan (Traditional Chinese)."""

from __future__ import annotations

import base64
import json

from hundredthirtysecond_spec import Fam, enc_basic

FAM = Fam(
    name="pifuke_guitai_menzhen",
    orgs=("pifuqing", "meifupi", "yuanliang", "jingfu"),
    tld="com.tw",
    first=(
        ("怡君", "yijun"),
        ("志明", "zhiming"),
        ("雅婷", "yating"),
        ("冠宇", "guanyu"),
        ("淑芬", "shufen"),
        ("家豪", "jiahao"),
        ("佩珊", "peishan"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("李", "lee"),
        ("王", "wang"),
    ),
    words=(
        "taichung",
        "taiwan",
        "bubbletea",
        "zhenzhu",
        "yizhong",
        "fengjia",
        "pifu",
        "meibai",
        "xiaolong",
        "ilove",
        "jiayou",
        "sunmoon",
        "ali",
        "taozi",
    ),
    pets=("doudou", "maomao", "qiuqiu", "xiaohei", "lucky", "mimi", "wangcai"),
    cc="+886 9",
    cities=("台中市西屯區", "台中市北區", "台中市南屯區", "大里區"),
)
F = FAM

F.reg(
    "pifu_line_chat_mima_guahao",
    ("[LINE] 與<<first2>>的聊天.txt", "LINE/聊天記錄_<<fa2>>_<<ymdc>>.txt"),
    """[LINE] 與<<first2>>的聊天記錄
儲存日期：<<year>>/<<mo>>/<<dd>> <<time>>

<<year>>/<<mo>>/<<dd>>（四）
<<time>>\t<<first>>\t學姊～健保VPN的密碼好像改了，早上掛號系統登不進去😭
<<time2>>\t<<first2>>\t帳號 <<fa2>><<n>>
<<time2>>\t<<first2>>\t密碼 <<cred>>
<<time2>>\t<<first>>\t可以了 謝謝學姊🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "pifu_ecpay_hashkey_php",
    ("web/<<org>>/config/ecpay.php", "<<org>>-shop/app/ecpay_<<n>>.php"),
    """<?php
// 綠界 ECPay - 自費醫美療程線上刷卡
return [
    'MerchantID' => '3<<n2>><<n>>',
    'HashKey'    => '<<cred>>',
    'HashIV'     => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL'  => 'https://<<domain>>/ecpay/notify',
];
""",
    cred="p:ecpay",
    syntax="",
    extra=lambda rng, s, fam: {"iv": fam.draw(rng, "p:ecpay")},
)

F.reg(
    "pifu_line_notify_crontab_curl",
    ("crontab/<<fa>>.txt", "server/<<org>>/crontab_<<n>>"),
    """# 每天 8:30 把今日門診人數推到櫃台 LINE 群組
30 8 * * 1-6 /usr/local/bin/count_today.sh | xargs -I{} curl -s -X POST https://notify-api.line.me/api/notify -H "Authorization: Bearer <<cred>>" -d "message=今日預約 {} 人"
0 22 * * * /usr/local/bin/backup_his.sh >/dev/null 2>&1
""",
    cred="p:line_notify",
    syntax="",
)

F.reg(
    "pifu_his_sqlserver_udl",
    ("C:/HIS/db.udl", "his-pc/<<org>>/conn_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=his_user;Initial Catalog=HIS_<<org>>;Data Source=<<lan>>\\SQLEXPRESS
""",
    cred="pw",
    syntax="",
)

F.reg(
    "pifu_email_mima_mitake_sms",
    ("郵件/收件匣/mitake-<<fa>>-<<n>>.eml", "outlook/<<org>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: 三竹簡訊帳號（回診提醒用）
Date: <<rfcdate>> +0800
Content-Type: text/plain; charset=utf-8

<<first>> 妳好，

下週起回診提醒簡訊由櫃台發送，三竹簡訊帳號如下：
帳號：<<org>><<n>>
密碼：<<cred>>

請勿告訴廠商或實習生，謝謝。
<<first2>>
""",
    cred="human",
    syntax="",
)


def _docker(s: dict) -> str:
    return json.dumps(
        {
            "auths": {
                f"registry.{s['domain']}": {"auth": s["cred"]},
                "https://index.docker.io/v1/": {},
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    )


def _dec_docker(text: str) -> str:
    for v in json.loads(text)["auths"].values():
        if "auth" in v:
            return base64.b64decode(v["auth"]).decode().split(":", 1)[1]
    raise ValueError("no auth")


F.reg(
    "pifu_booking_kiosk_docker_config_auth",
    ("root/.docker/config.json", "kiosk-<<org>>/docker/config_<<n>>.json"),
    _docker,
    cred="pw_json",
    extra=lambda rng, s, fam: {"buser": "kiosk-" + s["org"]},
    decode=_dec_docker,
    encode=enc_basic,
)

F.reg(
    "pifu_clinic_site_wp_config",
    ("public_html/wp-config.php", "<<org>>-site/wp-config-<<n>>.php"),
    """<?php
/** 診所官網（預約說明、衛教文章） */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "pifu_counter_sticky_ocr_mima",
    ("掃描/便條_<<ymdc>>.txt", "ocr/<<org>>/sticky_<<n>>.txt"),
    """掛號電腦
密碼 <<cred>>
""",
    cred="human",
    syntax="",
)
