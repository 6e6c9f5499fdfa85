"""Family n: a customs declaration broker (报关行) in Shenzhen (China), Chinese."""

# ruff: noqa: E501

import base64
import random

from fiftyfourth_spec import SHENZHEN as F
from fiftyfourth_spec import Slots, pkcs8_der

F.reg(
    "baoguan_wechat_chat_single_window_card_pin",
    ("wechat/聊天记录_<<fname>>_<<num>>.txt", "chats/wechat_<<date>>.txt"),
    """<<date>> <<time>> <<last>><<first>>
王经理,单一窗口申报卡的密码是多少?今天有三票要申报

<<date>> <<time2>> <<last2>><<first2>>
卡密码 <<cred>> ,插在财务那台电脑上

<<date>> <<time2>> <<last>><<first>>
好的收到
""",
    cred="digits:8",
)

F.reg(
    "baoguan_wechat_pay_apiv3_key_application_properties",
    (
        "pay/<<org>>/application.properties",
        "src/main/resources/application-prod-<<num>>.properties",
    ),
    """# 报关服务费收款 (微信支付 APIv3)
wechat.pay.mch-id=16<<big>>
wechat.pay.app-id=wx<<hex16>>
wechat.pay.api-v3-key=<<cred>>
wechat.pay.serial-no=<<hex16>><<hex8>>
wechat.pay.private-key-path=/data/cert/apiclient_key.pem
wechat.pay.notify-url=https://pay.<<dom>>/wx/notify
""",
    cred="alnum:32",
    syntax="",
)


def _alipay(rng: random.Random, s: Slots) -> Slots:
    return {"cred": base64.b64encode(pkcs8_der(rng)).decode()}


F.reg(
    "baoguan_alipay_rsa2_app_private_key_yaml",
    ("pay/<<org>>/application.yml", "config/alipay_<<num>>.yml"),
    """alipay:
  gateway: https://openapi.alipay.com/gateway.do
  app-id: "2021<<big>>"
  sign-type: RSA2
  app-private-key: "<<cred>>"
  alipay-public-key: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<hex8>>"
  notify-url: https://pay.<<dom>>/alipay/notify
""",
    extra=_alipay,
)

F.reg(
    "baoguan_chinese_email_mima_kingdee_cloud",
    ("mail/<<fname>>/<<date>>_kingdee.eml", "收件箱/<<num>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: 金蝶云星空账号
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

<<first2>>你好,

月底结账需要你登录金蝶云星空核对报关费用凭证,账号如下:

用户名:<<login>>
密码:<<cred>>

用完请退出,不要勾选记住密码。

<<last>><<first>>
""",
    cred="human",
)

F.reg(
    "baoguan_u8_pymssql_reconciliation_script",
    ("scripts/<<org>>/duizhang.py", "finance/u8_export_<<num>>.py"),
    """import pymssql

# 用友U8 应收对账导出
conn = pymssql.connect(server='<<ip>>', user='u8_read', password='<<cred>>', database='UFDATA_<<num>>_<<year>>')
cur = conn.cursor()
cur.execute("SELECT cCusCode, iAmount FROM Ar_Closebill WHERE dVouchDate >= %s", ('<<year>>-<<mm>>-01',))
for row in cur.fetchall():
    print(row)
""",
    cred="pw_sq",
)

F.reg(
    "baoguan_dingtalk_robot_sign_secret_shell",
    ("scripts/<<org>>/notify.sh", "ops/dingtalk_<<num>>.sh"),
    """#!/bin/bash
# 报关单放行后推送到钉钉群
ACCESS_TOKEN=<<hex64>>
SECRET=<<cred>>
TS=$(date +%s%3N)
SIGN=$(printf '%s\\n%s' "$TS" "$SECRET" | openssl dgst -sha256 -hmac "$SECRET" -binary | base64 | jq -sRr @uri)
curl -s "https://oapi.dingtalk.com/robot/send?access_token=${ACCESS_TOKEN}&timestamp=${TS}&sign=${SIGN}" \\
  -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"报关单 $1 已放行\\"}}"
""",
    cred="x:SEC:64",
    syntax="",
)

F.reg(
    "baoguan_declaration_form_ocr_yonghuming_mima",
    ("scan/ocr/<<date>>_<<num>>.txt", "扫描件/报关委托书_<<num>>.txt"),
    """代理报关委托书
委托单位:<<org_cap>> 进出口有限公司
统一社会信用代码:91440300<<big>>X
-----------------------------------
(背面手写)
货代系统 用户名 <<login>>
密码 <<cred>>
-----------------------------------
""",
    cred="human_x",
)

F.reg(
    "baoguan_aliyun_ossutil_config_access_key_secret",
    ("home/<<fname>>/.ossutilconfig", "backup/<<org>>/ossutil_<<num>>.ini"),
    """[Credentials]
language=CH
endpoint=oss-cn-shenzhen.aliyuncs.com
accessKeyID=LTAI5t<<hex16>>
accessKeySecret=<<cred>>
""",
    cred="alnum:30",
    syntax="ini",
)
