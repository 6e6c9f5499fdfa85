# ruff: noqa: E501
"""Family i: a genomics sequencing core facility in Shenzhen (China): sequencer output,
pipelines, object storage, LIMS; Chinese."""

from __future__ import annotations

from fiftysecond_spec import Fam, b64, hexs

F = Fam(
    "genomics_sequencing_shenzhen_core",
    (("jiyinhai", "基因海测序平台"), ("tianmaseq", "天马基因组学核心实验室")),
    "cn",
    ("伟", "静", "磊", "婷", "浩然", "雪梅", "俊杰", "晓燕"),
    ("王", "李", "张", "刘", "陈", "杨", "黄", "赵"),
    (
        "jiyin",
        "shenzhen",
        "haiyang",
        "tianma",
        "longhua",
        "panda",
        "dna",
        "xulie",
        "huanghe",
        "lianhua",
    ),
    ("深圳", "广州", "东莞", "珠海"),
    ("wei", "jing", "lei", "ting", "haoran", "xuemei", "junjie", "xiaoyan"),
    ("wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao"),
    "+86",
)

F.reg(
    "jiyin_basespace_cli_default_cfg_access_token",
    ("home/<<user>>/.basespace/default.cfg", "home/seq<<n>>/.basespace/<<org>>.cfg"),
    """apiServer   = https://api.cn.basespace.illumina.com.cn
accessToken = <<cred>>
""",
    "hex:32",
    syntax="",
)

F.reg(
    "jiyin_ossutil_config_accesskey_secret_fastq",
    ("home/<<user>>/.ossutilconfig", "root/.ossutilconfig_<<n>>"),
    """[Credentials]
language=CH
endpoint=oss-cn-shenzhen.aliyuncs.com
accessKeyID=LTAI5t<<hexid>>Xq
accessKeySecret=<<cred>>
""",
    "p:aliyun",
    syntax="ini",
)

F.reg(
    "jiyin_wework_chat_copy_mima_nas_xiaji",
    ("Documents/企业微信聊天记录_测序组_<<n>>.txt", "桌面/聊天记录_<<date>>.txt"),
    """<<last>><<first2>> <<date>> <<hm>>
下机数据的 NAS 密码是多少？新来的学生登不上

<<last>><<first>> <<date>> <<hm>>
账号 seqdata，密码 <<cred>>
别发到大群里哈

<<last>><<first2>> <<date>> <<hm2>>
好的收到，谢谢老师
""",
    "human",
)

F.reg(
    "jiyin_snakemake_config_yaml_lims_token",
    ("pipelines/wgs/config/config.yaml", "projects/<<word>>_<<n>>/config.yaml"),
    """# 全基因组重测序流程配置
samples: samples.tsv
reference: /data/ref/GRCh38/GRCh38.fa
threads: 32
lims:
  url: https://lims.<<dom>>/api/v1
  token: "<<cred>>"
  upload_qc: true
oss_bucket: oss://jiyin-delivery/<<year>>
""",
    "x:tml_:40",
)


def _tower(rng, s) -> str:
    return "eyJ0aWQiOiA" + b64(rng, 9, urlsafe=True, pad=False) + "fQ==." + hexs(rng, 40)


F.reg(
    "jiyin_nextflow_config_tower_access_token",
    ("pipelines/rnaseq/nextflow.config", "home/<<user>>/.nextflow/config"),
    """// 平台通用 Nextflow 配置
process {
    executor = 'slurm'
    queue = 'seq'
    clusterOptions = '--account=core<<n>>'
}
singularity {
    enabled = true
    cacheDir = '/data/containers'
}
tower {
    enabled = true
    endpoint = 'https://tower.<<dom>>/api'
    accessToken = '<<cred>>'
    workspaceId = '<<n6>>'
}
""",
    _tower,
    syntax="",
)


def _ding(rng, s) -> str:
    return "SEC" + hexs(rng, 64)


F.reg(
    "jiyin_dingtalk_robot_sign_secret_python",
    ("scripts/notify_run_done.py", "home/<<user>>/bin/dingtalk_notify_<<n>>.py"),
    '''"""下机完成后推送钉钉群消息"""
import base64
import hashlib
import hmac
import time
import urllib.parse

import requests

WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=<<hexid>><<hexid>>"
SECRET = "<<cred>>"


def sign() -> tuple[str, str]:
    ts = str(round(time.time() * 1000))
    mac = hmac.new(SECRET.encode(), f"{ts}\\n{SECRET}".encode(), hashlib.sha256).digest()
    return ts, urllib.parse.quote_plus(base64.b64encode(mac))


def notify(run_id: str) -> None:
    ts, sig = sign()
    requests.post(f"{WEBHOOK}&timestamp={ts}&sign={sig}", json={"msgtype": "text", "text": {"content": f"测序完成: {run_id}"}})
''',
    _ding,
)

F.reg(
    "jiyin_email_mima_sequencer_smb_share",
    ("Mail/Inbox/<<n6>>.eml", "邮件/测序数据交付_<<n>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: 测序数据已交付 – 项目 P<<year>><<n3>>
Date: <<date>> <<hm>>:12 +0800
Content-Type: text/plain; charset=UTF-8

老师您好：

项目 P<<year>><<n3>> 的下机数据（FASTQ 与 QC 报告）已放到共享盘，请在两周内下载：
\\\\<<ip>>\\delivery\\P<<year>><<n3>>
用户名：cust<<n3>>
密码：<<cred>>

如有问题请联系测序平台。

<<last>><<first>>
<<orgname>>
""",
    "pw",
)

F.reg(
    "jiyin_my_cnf_client_lims_readonly",
    ("home/<<user>>/.my.cnf", "etc/mysql/conf.d/lims_<<n>>.cnf"),
    """[client]
host=<<host>>
user=lims_ro
password=<<cred>>
database=lims
default-character-set=utf8mb4
""",
    "pw",
    syntax="ini",
)
