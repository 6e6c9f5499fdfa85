"""Family o: a traditional tea house (chaguan) in Chengdu, China; Simplified Chinese."""

from __future__ import annotations

import base64

from hundrednineteenth_corpus import pkcs8_wrap, rsa_der
from hundrednineteenth_spec import Fam, after, enc_xml, gen_pw, xml_text

FAM = Fam(
    name="chaguan_tea_house_chengdu",
    orgs=("shuxiangge",),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("建国", "jianguo"),
        ("丽华", "lihua"),
        ("晓明", "xiaoming"),
        ("秀英", "xiuying"),
    ),
    last=(
        ("王", "wang"),
        ("李", "li"),
        ("张", "zhang"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("杨", "yang"),
    ),
    words=(
        "chengdu",
        "gaiwan",
        "zhuyeqing",
        "maofeng",
        "kuanzhai",
        "jinli",
        "panda",
        "mahjong",
        "bashu",
        "tianfu",
        "renmin",
        "chaguan",
        "huoguo",
        "mala",
        "shuxiang",
        "pidou",
    ),
    pets=("huanhuan", "doudou", "xiaobai", "wangcai", "mimi", "tuanzi"),
    cc="+86 1",
    phrases=("woaini", "baishun", "facai"),
)


def _xml(r, s):
    pw = gen_pw(r, sym="&<>#*")
    while "&" not in pw and "<" not in pw and ">" not in pw:
        pw = gen_pw(r, sym="&<>#*")
    return {"needle": pw, "enc": enc_xml(pw)}


FAM.reg(
    "chaguan_keruyun_pos_agent_xml_escaped_password",
    ("keruyun/agent_<<n>>.xml", "C/Keruyun/LocalAgent/config_<<n3>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<!-- 客如云 本地收银代理 / 茶馆 -->
<AgentConfig>
  <Shop id="<<n4>><<n3>>" name="<<orgc>>茶馆" />
  <LocalDb host="127.0.0.1" port="3306" user="kry_local" password="<<enc>>" />
  <Printer name="前台小票" ip="<<lan>>" />
</AgentConfig>
""",
    "pw",
    extra=_xml,
    decode=after(r'user="kry_local" password="([^"]+)"', xml_text),
)

FAM.reg(
    "chaguan_wechat_copied_text_mima_meituan",
    ("微信/聊天记录_<<n>>.txt", "notes/wechat_copy_<<dmyd>>.txt"),
    """<<ln>><<fn>> <<y>>/<<mo>>/<<d>> <<time>>
美团商家版又退出登录了，团购券核销不了

<<ln2>><<fn2>> <<y>>/<<mo>>/<<d>> <<t2>>
账号是 <<phone>>
密码 <<cred>>

<<ln>><<fn>> <<y>>/<<mo>>/<<d>> <<t3>>
好了 谢谢老板🍵
""",
    "human",
    syntax="",
)

FAM.reg(
    "chaguan_wechatpay_v3_mini_program_application_yml",
    ("miniapp-server/src/main/resources/application-prod.yml", "tea-order-<<n>>/application.yml"),
    """wechat:
  pay:
    mch-id: "16<<n4>><<n4>>"
    app-id: "wx<<hex8>><<hex8>>"
    api-v3-key: "<<cred>>"
    cert-serial-no: "<<serial>>"
    notify-url: "https://<<dom>>/pay/notify"
""",
    "p:wechatpay_v3",
    extra=lambda r, s: {"serial": "".join(r.choice("0123456789ABCDEF") for _ in range(40))},
)


def _alipay_key(r):
    return base64.b64encode(pkcs8_wrap(rsa_der(r))).decode()


FAM.reg(
    "chaguan_alipay_app_private_key_raw_base64_python",
    ("pay/alipay_config_<<n>>.py", "miniapp/alipay_settings.py"),
    '''"""支付宝 当面付 - 茶位费/点单."""

ALIPAY_APP_ID = "2021<<n4>><<n4>><<n4>>"
APP_PRIVATE_KEY = "<<cred>>"
ALIPAY_PUBLIC_KEY_PATH = "keys/alipay_public.pem"
NOTIFY_URL = "https://<<dom>>/alipay/notify"
''',
    _alipay_key,
)

FAM.reg(
    "chaguan_feie_cloud_printer_ukey_php",
    ("print/feie_<<n>>.php", "web/api/printer.php"),
    """<?php
// 飞鹅云打印 - 后厨/茶水间小票
define('USER', '<<email>>');
define('UKEY', '<<cred>>');
define('SN', '9<<n4>><<n4>>');
$time = time();
$sig = sha1(USER . UKEY . $time);
$content = '<CB>' . $table . '号桌</CB><BR>' . $items;
""",
    "alnum:16",
    syntax="",
)

FAM.reg(
    "chaguan_wecom_staff_notice_node_env",
    ("staff-bot/.env", "wecom-bot-<<n>>/.env"),
    """# 企业微信 - 排班/交班提醒
WECOM_CORP_ID=ww<<hex8>><<hex8>>
WECOM_AGENT_ID=1000<<n3>>
WECOM_CORP_SECRET=<<cred>>
""",
    lambda r: "".join(
        r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for _ in range(43)
    ),
    syntax="",
)

FAM.reg(
    "chaguan_ezviz_camera_open_platform_ini",
    ("cctv/ezviz_<<n>>.ini", "monitor/ezviz.ini"),
    """[ezviz]
; 萤石开放平台 - 大堂/院坝 摄像头
app_key = <<hex8>><<hex8>><<hex8>><<hex8>>
app_secret = <<cred>>
device_serial = <<sn>>

[record]
path = D:/录像
""",
    "hex:32",
)

FAM.reg(
    "chaguan_handover_notebook_ocr_mima",
    ("扫描/交接班_<<date>>.txt", "ocr/jiaojieban_<<n>>.txt"),
    """交接班 <<y>>年<<mo>>月<<d>>日 晚班
竹叶青 剩 2 斤，毛峰 5 斤
麻将桌 3 号 桌布要换
收银电脑开机密码：
<<cred>>
（不要告诉客人）
""",
    "human_x",
    syntax="",
)
