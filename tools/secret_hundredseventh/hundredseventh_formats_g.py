# ruff: noqa: E501
"""Family g: a private tutor-nanny (家教 / 育儿嫂) working for families in Shanghai (China;
Simplified Chinese)."""

from __future__ import annotations

from hundredseventh_spec import Fam, reg

FAM = Fam(
    name="jiajiao_yuersao_nanny",
    orgs=("xiaoqiaojia", "jinglinjiajiao", "haibeiyuer", "xinyuejia"),
    tld="com.cn",
    first=("丽娟", "秀英", "小红", "志强", "静怡", "子涵", "梓萱", "浩然"),
    first_a=("lijuan", "xiuying", "xiaohong", "zhiqiang", "jingyi", "zihan", "zixuan", "haoran"),
    last=("王", "李", "张", "刘", "陈", "杨"),
    last_a=("wang", "li", "zhang", "liu", "chen", "yang"),
    words=(
        "woaini",
        "shanghai",
        "huangpu",
        "xingfu",
        "baobei",
        "pingan",
        "dabai",
        "tiantian",
        "jiayou",
        "xiaomao",
    ),
    pets=("doudou", "wangcai", "xiaohei", "huahua", "tuanzi", "niuniu"),
    cc="+86",
    cities=("浦东", "徐汇", "静安", "闵行"),
)

reg(
    FAM,
    "jiajiao_wechat_copied_chat_mima_zuoyebang",
    ("微信聊天记录_<<n>>.txt", "Documents/wechat_<<fa>>_<<date>>.txt"),
    """<<last>><<first>>妈妈 <<year>>-<<mon>>-<<day>> <<hh>>:<<mi>>
<<first2>>老师，孩子的学而思网校账号发你，晚上辅导数学用

<<last>><<first>>妈妈 <<year>>-<<mon>>-<<day>> <<hh>>:<<mi>>
账号 <<phone>>
密码 <<cred>>

<<first2>>老师 <<year>>-<<mon>>-<<day>> <<hh>>:<<mi>>
好的收到 👌 今晚七点开始
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "jiajiao_wecom_group_robot_webhook_key_shell",
    ("bin/daily_report.sh", "scripts/wecom_notify_<<n>>.sh"),
    """#!/bin/sh
# 每天晚上把孩子当天的学习/饮食记录推送到家长企业微信群
KEY=<<cred>>
MSG="今日记录: 作业已完成, 午睡 1 小时, 晚饭 18:00"
curl -s "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=$KEY" \\
  -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\": \\"text\\", \\"text\\": {\\"content\\": \\"$MSG\\"}}"
""",
    "uuid",
    syntax="",
)

reg(
    FAM,
    "jiajiao_aliyun_ossutilconfig_access_key_secret",
    (".ossutilconfig", "home/<<login>>/.ossutilconfig"),
    """[Credentials]
language=CH
endpoint=oss-cn-shanghai.aliyuncs.com
accessKeyID=LTAI5t<<serial>><<rid>><<n>>
accessKeySecret=<<cred>>
""",
    "p:aliyun",
    syntax="ini",
)

reg(
    FAM,
    "jiajiao_wechat_pay_apiv3_key_go_config",
    ("internal/pay/wxpay.go", "cmd/tuition/wxpay_<<n>>.go"),
    """package pay

// 课时费微信支付 (家长扫码付款)
const (
	MchID                      = "16<<n4>><<n4>>"
	MchCertificateSerialNumber = "<<rid>><<rid>><<rid>><<rid>><<rid>><<rid>>ABCD"
	MchAPIv3Key                = "<<cred>>"
	AppID                      = "wx<<rid>><<rid>><<n4>>"
	NotifyURL                  = "https://<<dom>>/wxpay/notify"
)
""",
    "alnum:32",
    syntax="",
)

reg(
    FAM,
    "jiajiao_dingtalk_robot_sign_secret_python",
    ("tools/dingtalk_alert.py", "scripts/ding_<<n>>.py"),
    '''"""钉钉群机器人: 宝宝监控摄像头离线时提醒 (加签)."""

import base64
import hashlib
import hmac
import time
import urllib.parse

import requests

WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=<<rid>><<rid>><<rid>><<rid>><<rid>><<rid>><<rid>><<rid>><<rid>><<rid>>abcd"
SIGN_SECRET = "<<cred>>"


def send(text: str) -> None:
    ts = str(round(time.time() * 1000))
    to_sign = f"{ts}\\n{SIGN_SECRET}".encode()
    sign = urllib.parse.quote_plus(base64.b64encode(hmac.new(SIGN_SECRET.encode(), to_sign, hashlib.sha256).digest()))
    requests.post(f"{WEBHOOK}&timestamp={ts}&sign={sign}", json={"msgtype": "text", "text": {"content": text}}, timeout=5)
''',
    lambda rng: "SEC" + "".join(rng.choice("0123456789abcdef") for _ in range(64)),
)

reg(
    FAM,
    "jiajiao_xiaomi_miio_token_home_assistant_yaml",
    ("homeassistant/configuration.yaml", "ha/<<la>>_<<n>>/configuration.yaml"),
    """homeassistant:
  name: <<last>>家
  time_zone: Asia/Shanghai
fan:
  - platform: xiaomi_miio_fan
    name: 儿童房风扇
    host: <<ip3>>
    token: <<cred>>
    model: dmaker.fan.p11
""",
    "hex:32",
)

reg(
    FAM,
    "jiajiao_ezviz_baby_camera_app_secret_ini",
    ("camera/ezviz.ini", "config/yingshi_<<n>>.ini"),
    """[ezviz]
; 萤石开放平台 - 儿童房摄像头 C6CN
app_key = <<rid>><<rid>><<rid>><<rid>><<rid>>ab
app_secret = <<cred>>
device_serial = <<serial>>
channel = 1
[notify]
wecom = yes
""",
    "hex:32",
)

reg(
    FAM,
    "jiajiao_tencent_docs_csv_accounts_mima_column",
    ("腾讯文档导出/孩子学习账号.csv", "exports/zhanghao_<<n>>.csv"),
    """平台,账号,密码,备注
学而思网校,<<phone>>,<<cred>>,周二周四数学
一起作业,<<login>>,,老师建的
喜马拉雅儿童,<<phone>>,同上,睡前故事
""",
    "human",
    syntax="",
)
