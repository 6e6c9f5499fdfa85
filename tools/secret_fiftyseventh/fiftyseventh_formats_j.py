"""Family j: a Sichuan hotpot restaurant chain based in Chengdu, China."""

from __future__ import annotations

import json
import random

from fiftyseventh_spec import Fam, pick, rsa_pem

F = Fam(
    "chengdu_hotpot_chain",
    ("lajiaohuoguo", "shuxiangge", "jinlihuoguo"),
    "cn",
    ("伟", "芳", "磊", "静", "洋", "婷"),
    ("王", "李", "张", "刘", "陈"),
    ("wei", "fang", "lei", "jing", "yang", "ting"),
    ("wang", "li", "zhang", "liu", "chen"),
    (
        "huoguo",
        "mala",
        "huajiao",
        "panda",
        "jinli",
        "kuanzhai",
        "chunxi",
        "maodu",
        "yuanyang",
        "shudu",
    ),
    "chengdu",
    "86",
)

F.reg(
    "chengdu_wechat_group_chat_mima_pos",
    ["wechat/门店群_<<n>>.txt", "exports/wechat_<<ymd>>.txt"],
    """—————  <<date>>  —————
<<last>><<first>> <<time>>
各位店长，收银系统后台密码改了
<<last>><<first>> <<time>>
账号：<<user>>
密码：<<cred>>
春熙路店-小陈 <<time>>
收到👌
<<last>><<first>> <<time>>
不要发到别的群
""",
    "human",
    syntax="",
)

F.reg(
    "chengdu_wechat_pay_v3_merchant_yaml",
    ["pay-service/src/main/resources/application-prod.yaml", "<<org>>/wxpay_<<n2>>.yaml"],
    """wechat:
  pay:
    mch-id: "16<<hid>>"
    app-id: wx<<hex8>><<hex8>>
    api-v3-key: "<<cred>>"
    merchant-serial-number: <<serial>>
    private-key-path: /etc/wxpay/apiclient_key.pem
    notify-url: https://pay.<<dom>>/wxpay/notify
""",
    "alnum:32",
    extra=lambda rng, s: {"serial": "".join(rng.choice("0123456789ABCDEF") for _ in range(40))},
)


def _alipay_key(rng: random.Random, s: dict) -> str:
    body = rsa_pem(rng, 2048, pkcs8=True)
    return "".join(body.splitlines()[1:-1])


F.reg(
    "chengdu_alipay_app_private_key_properties",
    ["alipay/src/main/resources/alipay.properties", "<<org>>-pay/config/alipay_<<n2>>.properties"],
    """# 支付宝 开放平台 扫码点餐
alipay.app-id=2021<<hid>><<n2>>
alipay.gateway=https://openapi.alipay.com/gateway.do
alipay.sign-type=RSA2
alipay.app-private-key=<<cred>>
alipay.notify-url=https://order.<<dom>>/alipay/notify
""",
    _alipay_key,
    syntax="",
)

F.reg(
    "chengdu_pos_mysql_client_my_cnf",
    ["pos/my.cnf", "home/<<fa>>/.my.cnf"],
    """[client]
host=<<ip>>
user=pos_report
password=<<cred>>
default-character-set=utf8mb4

[mysqldump]
single-transaction=1
""",
    "pw",
    syntax="ini",
)


def _cn_pw(rng: random.Random, s: dict) -> str:
    return (
        pick(rng, ("火锅", "麻辣", "熊猫", "锦里", "春熙", "宽窄"))
        + pick(rng, ("店长", "总店", "后厨", "收银"))
        + str(rng.randint(2020, 2026))
        + rng.choice("!@#")
    )


def _json_extra(rng: random.Random, s: dict) -> dict:
    obj = {
        "shopId": s["hid"],
        "shopName": "蜀香火锅 " + s["orgc"],
        "platform": "美团外卖",
        "account": s["org"] + "_waimai",
        "password": s["cred"],
        "autoAccept": True,
    }
    return {"js": json.dumps(obj, ensure_ascii=True, indent=2)}


def _dec_json(text: str) -> str:
    return json.loads(text)["password"]


F.reg(
    "chengdu_takeaway_printer_json_unicode_escaped",
    ["printer/waimai_<<n>>.json", "<<org>>/takeaway/account_<<n2>>.json"],
    "<<js>>\n",
    _cn_pw,
    extra=_json_extra,
    decode=_dec_json,
)

F.reg(
    "chengdu_queue_system_redis_conf_requirepass",
    ["redis/redis.conf", "etc/redis/queue_<<n2>>.conf"],
    """# 排队叫号系统
bind 0.0.0.0
port 6379
protected-mode yes
requirepass <<cred>>
maxmemory 256mb
maxmemory-policy allkeys-lru
appendonly yes
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "chengdu_store_manager_chinese_email_mima",
    ["mail/<<org>>/<<n>>.eml", "foxmail/<<ymd>>_<<n>>.eml"],
    """From: <<fa>>.<<la>>@<<dom>>
To: stores@<<dom>>
Subject: 大众点评商家后台账号
Date: Mon, <<d>> Jan <<y>> 11:<<mm>>:09 +0800
Content-Type: text/plain; charset=UTF-8

各位店长好：

大众点评/美团商家后台统一账号如下，请勿外传：
账号：<<org>>_cd
密码：<<cred>>

有问题联系总部运营部。
<<last>><<first>>
""",
    "pw",
    syntax="",
)

F.reg(
    "chengdu_dianping_open_api_php_app_secret",
    ["api/dianping_config.php", "<<org>>-openapi/config_<<n2>>.php"],
    """<?php
// 美团/点评开放平台 团购券核销
return [
    'app_key'    => '<<hex16>>',
    'app_secret' => '<<cred>>',
    'session'    => '<<sess>>',
    'gateway'    => 'https://openapi.dianping.com/router/tuangou/receipt/consume',
];
""",
    "hex:40",
    syntax="",
    extra=lambda rng, s: {
        "hex16": "".join(rng.choice("0123456789abcdef") for _ in range(16)),
        "sess": "".join(rng.choice("0123456789abcdef") for _ in range(40)),
    },
)
