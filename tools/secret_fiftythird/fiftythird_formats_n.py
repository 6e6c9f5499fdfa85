"""Family n: a Chinese contract-logistics warehouse in Dongguan (仓库): WMS, PDAs, AGVs,
cloud storage, ERP links and the WeChat groups."""

from __future__ import annotations

import json

from fiftythird_spec import Fam

N = Fam(
    "cangku_wms_dongguan",
    orgs=("yuncang-wl", "dongjiang-logistics", "humen-supplychain"),
    tld="cn",
    people=(
        ("伟", "陈", "wei", "chen"),
        ("芳", "李", "fang", "li"),
        ("强", "张", "qiang", "zhang"),
        ("丽娟", "黄", "lijuan", "huang"),
        ("浩", "刘", "hao", "liu"),
        ("敏", "周", "min", "zhou"),
        ("建国", "吴", "jianguo", "wu"),
    ),
    words=(
        "cangku",
        "dongguan",
        "humen",
        "songshan",
        "tuopan",
        "huojia",
        "fahuo",
        "shouhuo",
        "agv",
        "jianhuo",
        "wuliu",
        "guangdong",
    ),
    seasons=("chuntian", "xiatian", "qiutian", "dongtian"),
    cc="+86",
    sites=("A区收货月台", "B区立体库", "C区拣货", "AGV调度室", "发货月台3号"),
)

N.reg(
    "cangku_wechat_chat_copy_mima_pda",
    ("聊天记录/仓库运维群_<<date>>.txt", "export/wechat_wms_<<n3>>.txt"),
    """<<ln>><<fn>> <<time>>
@<<ln2>><<fn2>> 新到的PDA登录WMS提示密码错误，是不是改了？

<<ln2>><<fn2>> <<time2>>
改了，账号 pda_<<n2>> 密码 <<cred>>

<<ln>><<fn>> <<time2>>
好的，可以了👌
""",
    cred="human",
    syntax="",
)

N.reg(
    "cangku_aliyun_oss_access_key_secret_yml",
    ("wms-server/src/main/resources/application-prod.yml", "deploy/wms-<<n2>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/wms?useSSL=false&serverTimezone=Asia/Shanghai
    username: wms
    password: ${WMS_DB_PASSWORD}
aliyun:
  oss:
    endpoint: oss-cn-shenzhen.aliyuncs.com
    bucket: <<org>>-pod-images
    access-key-id: <<ak_id>>
    access-key-secret: <<cred>>
""",
    cred="p:aliyun_secret",
    extra=lambda rng, s: {
        "ak_id": "LTAI5t"
        + "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(18)
        )
    },
)

N.reg(
    "cangku_dingtalk_robot_webhook_python",
    ("scripts/agv_alarm_dingtalk.py", "ops/notify_<<n2>>/dingtalk.py"),
    '''"""AGV 故障推送到钉钉群机器人。"""

import requests

WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=<<cred>>"


def push(agv_id, code, text):
    payload = {"msgtype": "text", "text": {"content": f"【AGV告警】{agv_id} 故障码 {code}: {text}"}}
    requests.post(WEBHOOK, json=payload, timeout=5)
''',
    cred="p:dingtalk",
)

N.reg(
    "cangku_redis_conf_requirepass",
    ("redis/redis.conf", "etc/redis/redis-<<n2>>.conf"),
    """# WMS 库位缓存 / 波次锁
bind <<ip>> 127.0.0.1
port 6379
protected-mode yes
daemonize no
maxmemory 4gb
maxmemory-policy allkeys-lru
requirepass <<cred>>
appendonly yes
""",
    cred="pw_alnum",
    syntax="",
)


def _k3(s: dict) -> str:
    return json.dumps(
        {
            "X-KDApi-AcctID": f"6{s['n4']}{s['hex8'][:4]}",
            "X-KDApi-UserName": "wms接口",
            "X-KDApi-AppID": f"{s['n3']}_{s['hex8']}",
            "X-KDApi-AppSec": s["cred"],
            "X-KDApi-ServerUrl": f"https://{s['org']}.ik3cloud.com/k3cloud/",
            "X-KDApi-LCID": 2052,
        },
        ensure_ascii=False,
        indent=2,
    )


N.reg(
    "cangku_kingdee_k3cloud_webapi_appsec_json",
    ("erp-bridge/conf/k3cloud.json", "jiekou/kingdee_<<n2>>.json"),
    _k3,
    cred="hex:32",
)

N.reg(
    "cangku_agv_dispatch_my_cnf_client",
    ("agv-dispatch/.my.cnf", "home/agv/.my_<<n2>>.cnf"),
    """[client]
host=<<ip>>
port=3306
user=agv_dispatch
password=<<cred>>
default-character-set=utf8mb4

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)

N.reg(
    "cangku_chinese_email_mima_3pl_portal",
    ("邮件/<<date>>_客户门户账号.eml", "mail/kehu/portal_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: logistics@client-<<n3>>.com
Subject: =?UTF-8?B?5a6i5oi36Zeo5oi36LSm5Y+3?=
Date: Fri, <<dd>> Sep <<year>> 15:40:22 +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

您好，

贵司在我司仓储客户门户的账号已开通，可查询库存、出入库单及签收照片：
网址：https://portal.<<dom>>
账号：client<<n3>>
密码：<<cred>>

首次登录后请修改密码。如有问题请联系 <<phone>>。

<<ln>><<fn>>
<<org>> 客服部
""",
    cred="pw",
    syntax="",
)

N.reg(
    "cangku_zhanghao_mima_biao_csv",
    ("共享/IT/设备账号密码表_<<year>>.csv", "it/accounts_<<n2>>.csv"),
    """设备,位置,IP地址,账号,密码,备注
立体库WCS服务器,<<site>>,<<ip>>,administrator,<<cred>>,集成商交付
海康NVR,监控室,<<ip2>>,admin,同上,
斑马打印机,发货月台3号,<<ip3>>,,,无密码
""",
    cred="human",
    syntax="",
)
