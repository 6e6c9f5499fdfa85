# ruff: noqa: E501
"""Family p: a returns and recycling desk in Zhejiang (退货 / 回收): WeChat in Chinese, a mail
with a base64 body, the Alipay app private key, WeChat Pay APIv3, Kingdee K/3 Cloud, a DingTalk
robot, a MySQL .my.cnf, an XLSX of platform seller accounts."""

from __future__ import annotations

import base64
import re

from hundredthird_spec import CHN as F
from hundredthird_spec import alnum, rsa_pem, sst

F.reg(
    "huishou_wechat_copied_chat_mima_kingdee",
    ("微信/聊天记录_<<first2>>_<<date>>.txt", "备忘/退货组微信_<<store>>.txt"),
    """<<first2>> <<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>
王姐，金蝶登不上了，密码是不是改了？

<<name>> <<y>>-<<mo>>-<<d>> <<hh>>:<<mi2>>
账号 <<login>>

<<name>> <<y>>-<<mo>>-<<d>> <<hh>>:<<mi2>>
<<cred>>

<<first2>> <<y>>-<<mo>>-<<d>> <<hh>>:<<mi2>>
好了，谢谢！今天的退货单我录完
""",
    "human",
)


def _mail(s: dict) -> str:
    body = (
        f"{s['first2']}你好：\n\n"
        f"有赞商家后台的退款审核账号给你开好了：\n账号：{s['login']}\n密码：{s['cred']}\n\n"
        f"登录后请尽快修改密码。\n\n{s['name']}\n{s['Org']} 售后部 {s['town']}\n"
    )
    b = base64.encodebytes(body.encode()).decode()
    return (
        f"From: =?UTF-8?B?{base64.b64encode(str(s['name']).encode()).decode()}?= <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?5pyJ6LWe5ZCO5Y+w6LSm5Y+3?=\n"
        f"Date: Thu, {s['d']} Dec {s['y']} {s['hh']}:{s['mi']}:00 +0800\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: base64\n\n" + b
    )


def _dec_mail(t: str) -> str:
    body = base64.b64decode(t.split("\n\n", 1)[1]).decode()
    return re.search(r"密码：(\S+)", body).group(1)


F.reg(
    "huishou_email_base64_body_mima_youzan",
    ("邮件/收件箱/有赞后台账号_<<d>><<mo>>.eml", "foxmail_<<fa>>/<<date>>_youzan.eml"),
    _mail,
    "human",
    decode=_dec_mail,
)


def _ali_extra(rng, s: dict) -> dict:
    p = rsa_pem(rng, 2048, pkcs8=True)
    body = "".join(p.splitlines()[1:-1])
    return {"needle": body, "key": body, "appid": f"2021{alnum(rng, 12, '0123456789')}"}


F.reg(
    "huishou_alipay_app_private_key_properties",
    (
        "src/main/resources/alipay.properties",
        "recycle-pay-<<store>>/config/alipay_<<org>>.properties",
    ),
    """# 支付宝回收款打款 (转账到支付宝账户)
alipay.app-id=<<appid>>
alipay.gateway=https://openapi.alipay.com/gateway.do
alipay.sign-type=RSA2
alipay.app-private-key=<<key>>
alipay.notify-url=https://api.<<dom>>/alipay/notify
""",
    "pw",
    extra=_ali_extra,
)

F.reg(
    "huishou_wechatpay_apiv3_key_yaml",
    ("config/application-prod.yml", "refund-svc-<<org>>/application-<<store>>.yml"),
    """# 微信支付退款 (APIv3)
wechat:
  pay:
    mch-id: "16<<nn>><<nn>><<nn>>"
    app-id: wx<<hex8>><<hex8>>
    api-v3-key: "<<cred>>"
    serial-no: <<serial>>
    private-key-path: /etc/wxpay/apiclient_key.pem
    notify-url: https://api.<<dom>>/wxpay/refund-notify
""",
    "p:wechatpay_v3",
    extra=lambda rng, s: {"serial": alnum(rng, 40, "0123456789ABCDEF")},
)

F.reg(
    "huishou_kingdee_k3cloud_webapi_app_secret_python",
    ("scripts/k3cloud_return_orders.py", "erp_<<org>>/k3_<<store>>.py"),
    '''"""退货单同步到金蝶云星空 (K/3 Cloud WebAPI)."""

from k3cloud_webapi_sdk.main import K3CloudApiSdk

api = K3CloudApiSdk("http://<<ip>>/k3cloud/")
api.InitConfig(
    acct_id="6<<hex8>>",
    user_name="<<login>>",
    app_id="<<nn>><<nn>>_<<appid>>",
    app_secret="<<cred>>",
    server_url="http://<<ip>>/k3cloud/",
    lcid=2052,
)
''',
    "hex:32",
    extra=lambda rng, s: {"appid": alnum(rng, 24)},
)

F.reg(
    "huishou_dingtalk_robot_sign_secret_sh",
    ("bin/notify_returns.sh", "ops-<<org>>/dingtalk_<<store>>.sh"),
    """#!/bin/bash
# 每日退货/回收汇总推送到钉钉群
WEBHOOK="https://oapi.dingtalk.com/robot/send?access_token=<<at>>"
SECRET="<<cred>>"
TS=$(($(date +%s%N)/1000000))
SIGN=$(printf "%s\\n%s" "$TS" "$SECRET" | openssl dgst -sha256 -hmac "$SECRET" -binary | base64 | jq -sRr @uri)
curl -s "$WEBHOOK&timestamp=$TS&sign=$SIGN" -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"今日退货 $(cat /tmp/returns_count) 单\\"}}"
""",
    lambda rng, f, s: "SEC" + alnum(rng, 64, "0123456789abcdef"),
    extra=lambda rng, s: {"at": alnum(rng, 64, "0123456789abcdef")},
)

F.reg(
    "huishou_mysql_my_cnf_client_password",
    ("home/<<fa>>/.my.cnf", "recycle-db-<<store>>/root/.my.cnf"),
    """[client]
user = huishou
password = <<cred>>
host = <<ip>>
default-character-set = utf8mb4

[mysqldump]
single-transaction
""",
    "pw",
    syntax="",
)


def _sst(s: dict) -> str:
    return sst(
        ["平台", "店铺", "账号", "密码", "负责人", "拼多多商家后台", f"{s['Org']}回收旗舰店",
         s["login"], s["cred"], s["name"], "淘宝千牛", f"{s['Org']}官方店", f"{s['org']}:售后",
         "问主管", s["name2"]]
    )  # fmt: skip


F.reg(
    "huishou_xlsx_sharedstrings_pingtai_zhanghao",
    ("售后/平台账号_<<y>>/xl/sharedStrings.xml", "xlsx_<<org>>_<<store>>/xl/sharedStrings.xml"),
    _sst,
    "human_x",
)
