"""Family l: a buttons and zips supplier in Qiaotou, Zhejiang, China (Chinese)."""

from __future__ import annotations

import base64
import json

from hundredfirst_spec import Fam, reg

F = Fam(
    name="qiaotou_buttons_zips_supplier",
    orgs=("qiaotouzip", "yongjiabutton", "oujianglalian", "wenzhoukou"),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("磊", "lei"),
        ("静", "jing"),
        ("强", "qiang"),
        ("丽", "li"),
        ("杰", "jie"),
        ("敏", "min"),
    ),
    last=(
        ("陈", "chen"),
        ("王", "wang"),
        ("叶", "ye"),
        ("张", "zhang"),
        ("林", "lin"),
        ("徐", "xu"),
    ),
    words=(
        "niukou",
        "lalian",
        "qiaotou",
        "yongjia",
        "wenzhou",
        "facai",
        "jiayou",
        "woaini",
        "xingfu",
        "panda",
        "hongbao",
        "zhongguo",
        "yuanbao",
        "taohua",
        "longma",
        "haoyun",
    ),
    pets=("wangcai", "doudou", "xiaohei", "huahua", "qiuqiu", "niuniu"),
    cc="86",
    places=("qiaotou", "yongjia", "wenzhou", "yiwu", "shishi", "guangzhou"),
)

reg(
    F,
    "qiaotou_wechat_copied_mima_erp",
    ("微信/聊天记录_<<ymd>>.txt", "wechat/sales_group_<<n>>.txt"),
    """<<ll>><<fl>> <<hm>>
@<<l2l>><<f2l>> 用友ERP的密码改了吗？我登不上去，下午要给客户报拉链价格

<<l2l>><<f2l>> <<hm2>>
改了，账号 <<fa>><<la>>
新密码：<<cred>>

<<ll>><<fl>> <<hm2>>
好的 谢谢 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "qiaotou_wechat_pay_apiv3_key_go",
    ("mall/pay/wechatpay_<<n>>.go", "services/<<org>>/wxpay/config.go"),
    """package wxpay

// 微信支付 - 小程序商城（纽扣、拉链样品）
const (
	MchID          = "16<<nnnn>><<nnnn>>"
	MchCertSerial  = "<<serial>>"
	MchAPIv3Key    = "<<cred>>"
	NotifyURL      = "https://mall.<<dom>>/api/wxpay/notify"
	PrivateKeyPath = "/etc/<<org>>/apiclient_key.pem"
)
""",
    "p:wechat_v3",
    syntax="",
    extra=lambda r, s: s.update(serial="".join(r.choice("0123456789ABCDEF") for _ in range(40))),
)

reg(
    F,
    "qiaotou_aliyun_ossutil_config",
    ("home/<<fa>>/.ossutilconfig", "root/.ossutilconfig_<<n>>"),
    """[Credentials]
language=CH
endpoint=oss-cn-hangzhou.aliyuncs.com
accessKeyID=<<akid>>
accessKeySecret=<<cred>>
""",
    "p:aliyun_secret",
    syntax="ini",
    extra=lambda r, s: s.update(
        akid="LTAI5t"
        + "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(18)
        )
    ),
)

reg(
    F,
    "qiaotou_1688_open_api_app_secret_env",
    ("shop1688/<<org>>/.env", "alibaba-sync-<<n>>/.env"),
    """# 1688 开放平台 - 同步订单和库存
ALI1688_APP_KEY=<<nnnn>><<nn>>
ALI1688_APP_SECRET=<<cred>>
ALI1688_REFRESH_TOKEN=<<uid>>
WAREHOUSE=<<place>>
""",
    "alnum:32",
    syntax="",
)

reg(
    F,
    "qiaotou_kingdee_k3cloud_sdk_conf_ini",
    ("erp/kingdee/conf_<<n>>.ini", "scripts/<<org>>/conf.ini"),
    """[config]
X-KDApi-AcctID = <<hexacct>>
X-KDApi-UserName = <<fa>><<la>>
X-KDApi-AppID = <<nnnn>><<nn>>_<<hexapp>>
X-KDApi-AppSec = <<cred>>
X-KDApi-ServerUrl = http://<<ip>>/k3cloud/
X-KDApi-LCID = 2052
""",
    "hex:32",
    extra=lambda r, s: s.update(
        hexacct="".join(r.choice("0123456789abcdef") for _ in range(24)),
        hexapp="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+")
            for _ in range(16)
        ),
    ),
)


def _docker(s: dict) -> str:
    auth = base64.b64encode(f"{s['org']}@{s['nnnn']}{s['nn']}:{s['cred']}".encode()).decode()
    return json.dumps(
        {
            "auths": {"registry.cn-hangzhou.aliyuncs.com": {"auth": auth}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    )


def _dec_docker(text: str) -> str:
    auth = json.loads(text)["auths"]["registry.cn-hangzhou.aliyuncs.com"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


reg(
    F,
    "qiaotou_docker_config_json_auth_b64",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config_<<n>>.json"),
    _docker,
    "pw_json",
    decode=_dec_docker,
)

reg(
    F,
    "qiaotou_zipper_mes_mysql_client_cnf",
    ("etc/mysql/conf.d/mes_<<n>>.cnf", "home/<<fa>>/.my.cnf"),
    """# 拉链排齿机 / 注塑机 MES 数据库
[client]
host = <<ip>>
user = mes_report
password = "<<cred>>"
default-character-set = utf8mb4
""",
    "pw_dq",
    syntax="ini",
)

reg(
    F,
    "qiaotou_single_window_export_chinese_email",
    ("mail/单一窗口_<<ymd>>.eml", "外贸部/<<fa>>/swapp_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: baoguan@<<l2a>>logistics.cn
Subject: 单一窗口账号 - 出口报关 <<po>>（树脂纽扣 / 金属拉链）
Date: <<dmy>> <<hm>> +0800
Content-Type: text/plain; charset=utf-8

<<l2l>>经理您好，

这票货走宁波港，麻烦帮忙在国际贸易单一窗口申报。
账号：<<org>><<nn>>
密码：<<cred>>
卡介质（IC卡）明天快递给你。

谢谢！
<<ll>><<fl>>
""",
    "human",
    syntax="",
)
