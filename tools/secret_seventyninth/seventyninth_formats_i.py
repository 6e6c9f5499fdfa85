# ruff: noqa: E501
"""Family i: a cross-border traders' shipping agent (代购 / 货代) in Guangzhou, China
(Simplified Chinese)."""

from __future__ import annotations

from seventyninth_spec import Fam, csv_row, pkcs8_b64

F = Fam(
    name="guangzhou_daigou_shipping_agent",
    orgs=("yangchuan", "baiyunhuo", "suitongda", "huananpai"),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("娜", "na"),
        ("强", "qiang"),
        ("敏", "min"),
        ("静", "jing"),
        ("磊", "lei"),
        ("晓燕", "xiaoyan"),
        ("志明", "zhiming"),
    ),
    last=(
        ("陈", "chen"),
        ("黄", "huang"),
        ("李", "li"),
        ("梁", "liang"),
        ("张", "zhang"),
        ("林", "lin"),
        ("吴", "wu"),
        ("何", "he"),
    ),
    words=(
        "guangzhou",
        "baiyun",
        "yuexiu",
        "tianhe",
        "dimsum",
        "haoyun",
        "facai",
        "xingfu",
        "kuaidi",
        "huoyun",
        "shunfeng",
        "taobao",
        "pinduoduo",
        "longma",
        "jiayou",
        "woaini",
        "zhongguo",
        "huacheng",
        "xiaolong",
        "panda",
        "wuyang",
        "kaixin",
        "meinv",
        "laoban",
    ),
    pets=("doudou", "wangcai", "xiaobai", "huahua", "mimi", "qiuqiu", "niuniu", "lele"),
    cc="+86",
)


def _cn(s, key):
    # Chinese names: family name first, no space
    return s["last" if key == 1 else "last2"] + s["first" if key == 1 else "first2"]


# 1 WeChat messages copied as text
F.reg(
    "daigou_wechat_copied_text_mima_houtai",
    ("微信聊天记录/<<iso>>_仓库群.txt", "wechat_<<fa>>_<<n>>.txt"),
    lambda s: (
        f"{_cn(s, 2)} {s['iso']} {s['hh']}:{s['mi']}\n仓库后台登录不了了，密码是不是改了？\n\n"
        f"{_cn(s, 1)} {s['iso']} {s['hh']}:{s['mi2']}\n账号 {s['login']}\n密码 {s['cred']}\n别发到客户群里\n\n"
        f"{_cn(s, 2)} {s['iso']} {s['hh2']}:{s['mi']}\n好的，进去了 👌\n"
    ),
    cred="human",
    syntax="",
)

# 2 Java: Alipay app private key as a bare base64 PKCS#8 string
F.reg(
    "daigou_alipay_app_private_key_java_bare_base64",
    ("src/main/java/com/<<org>>/pay/AlipayConfig.java", "<<org>>-pay/AlipayConfig<<n>>.java"),
    """package com.<<org>>.pay;

/** 支付宝开放平台 - 运费收款 */
public final class AlipayConfig {
    public static final String APP_ID = "2021<<n6>><<n6>>";
    public static final String GATEWAY = "https://openapi.alipay.com/gateway.do";
    public static final String APP_PRIVATE_KEY = "<<cred>>";
    public static final String SIGN_TYPE = "RSA2";
    private AlipayConfig() {}
}
""",
    cred=lambda rng, s: pkcs8_b64(rng),
    syntax="",
)

# 3 YAML: WeChat Pay APIv3 key
F.reg(
    "daigou_wechat_pay_apiv3_key_application_yaml",
    ("config/wxpay.yml", "<<org>>-server/src/main/resources/application-prod<<n>>.yml"),
    """wxpay:
  mch-id: "16<<n6>><<n>>"
  app-id: wx<<hex8>><<hex8>>
  api-v3-key: "<<cred>>"
  merchant-serial-number: <<hex40>>
  private-key-path: /etc/<<org>>/apiclient_key.pem
  notify-url: https://pay.<<dom>>/wxpay/notify
""",
    cred="alnum:32",
)

# 4 PHP: Kuaidi100 tracking authorisation key
F.reg(
    "daigou_kuaidi100_poll_authorisation_key_php",
    ("lib/kuaidi100.php", "<<org>>/track/kd100_<<n>>.php"),
    """<?php
// 快递100 实时查询：国内段物流
$customer = '<<hex32>>';
$key = '<<cred>>';
$param = json_encode(['com' => 'shunfeng', 'num' => $num, 'phone' => $phone]);
$sign = strtoupper(md5($param . $key . $customer));
$post = ['customer' => strtoupper($customer), 'param' => $param, 'sign' => $sign];
""",
    cred="alnum:16",
    syntax="",
)

# 5 Chinese e-mail: warehouse system account
F.reg(
    "daigou_chinese_email_mima_haiwaicang",
    ("邮件/<<iso>>_海外仓账号.eml", "mail/<<login>>/<<n4>>.eml"),
    lambda s: (
        f"From: {_cn(s, 1)} <{s['email']}>\nTo: {_cn(s, 2)} <{s['email2']}>\n"
        f"Subject: 海外仓系统账号\nDate: Thu, {s['d']} Jun {s['yr']} {s['hh']}:{s['mi']}:{s['ss']} +0800\n"
        "Content-Type: text/plain; charset=utf-8\n\n"
        f"{_cn(s, 2)}你好，\n\n海外仓WMS已开通：\n网址：https://wms.{s['dom']}\n账号：{s['login2']}\n密码：{s['cred']}\n\n"
        f"登录后可以查看非洲客户的入库单。\n\n{_cn(s, 1)}\n{s['orgc']}国际货运\n"
    ),
    cred="human",
    syntax="",
)

# 6 rclone.conf: Alibaba Cloud OSS remote
F.reg(
    "daigou_rclone_conf_aliyun_oss_access_secret",
    ("home/<<fa>>/.config/rclone/rclone.conf", "<<org>>-backup/rclone_<<n>>.conf"),
    """[oss-photos]
type = s3
provider = Alibaba
access_key_id = LTAI5t<<hex8>><<n4>>
secret_access_key = <<cred>>
endpoint = oss-cn-guangzhou.aliyuncs.com
acl = private
""",
    cred="alnum:30",
    syntax="ini",
)

# 7 Customer CSV with Chinese headers (账号 / 密码)
F.reg(
    "daigou_kehu_csv_zhanghao_mima_tracking_portal",
    ("客户资料/客户_<<yr>>.csv", "<<org>>/exports/kehu_<<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                "客户编号,客户名称,国家,联系电话,查询账号,密码,备注",
                csv_row(
                    f"C{s['n4']}",
                    f"{s['fa2'].capitalize()} Trading",
                    "Ghana",
                    f"+233{s['n6']}{s['n3']}",
                    s["login"],
                    s["cred"],
                    "空运每周二",
                ),
                csv_row(
                    f"C{s['n3']}",
                    "Kano Import Ltd",
                    "Nigeria",
                    f"+234{s['n6']}{s['n4']}",
                    s["login2"],
                    "",
                    "海运拼箱",
                ),
            ]
        )
        + "\n"
    ),
    cred="human",
    syntax="",
)

# 8 Shell: DingTalk robot signing secret
F.reg(
    "daigou_dingtalk_robot_sign_secret_shell",
    ("scripts/notify_dingtalk.sh", "<<org>>/ops/dd_<<n>>.sh"),
    """#!/bin/bash
# 钉钉机器人：到港提醒
TOKEN="<<hex64>>"
SECRET="<<cred>>"
TS=$(date +%s%3N)
SIGN=$(printf '%s\\n%s' "$TS" "$SECRET" | openssl dgst -sha256 -hmac "$SECRET" -binary | base64 | python3 -c 'import sys,urllib.parse;print(urllib.parse.quote(sys.stdin.read().strip()))')
curl -s "https://oapi.dingtalk.com/robot/send?access_token=${TOKEN}&timestamp=${TS}&sign=${SIGN}" \\
  -H 'Content-Type: application/json' -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"$1\\"}}"
""",
    cred="p:dingtalk",
    syntax="",
)
