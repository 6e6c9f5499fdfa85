"""Family m: a game-localisation agency in China (Shanghai); Simplified Chinese, WeChat,
Crowdin, memoQ server, Tencent Cloud machine translation, Alibaba Cloud OSS, WeChat Pay,
Trados GroupShare."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from eightysecond_spec import SYM_JSON, Fam, enc_xml, force_chars, gen_pw

F = Fam(
    name="localisation_agency_shanghai",
    prefix="loczh",
    orgs=("yixiegongfang", "huayuloc", "pudongyi", "jinqiaoloc", "yuyanqiao"),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("静", "jing"),
        ("磊", "lei"),
        ("晓燕", "xiaoyan"),
        ("浩然", "haoran"),
        ("婷婷", "tingting"),
        ("子涵", "zihan"),
        ("建国", "jianguo"),
    ),
    last=(
        ("王", "wang"),
        ("李", "li"),
        ("张", "zhang"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("杨", "yang"),
        ("周", "zhou"),
    ),
    words=(
        "shanghai",
        "pudong",
        "huangpu",
        "xiaolongbao",
        "fanyi",
        "bendihua",
        "woaini",
        "kuaile",
        "jiayou",
        "laohu",
        "panda",
        "baozi",
        "waitan",
        "lujiazui",
        "qiezi",
        "hongshao",
        "zhongqiu",
        "longmao",
        "shengri",
        "moli",
    ),
    pets=("doudou", "huahua", "xiaobai", "mimi", "wangcai", "tuanzi", "nainiu", "dahuang"),
    cc="+86 138",
    surname_first=True,
)

F.reg(
    "wechat_copied_chat_mima_reply",
    ("Documents/WeChat Files/聊天记录_<<date>>.txt", "备份/微信_项目组_<<n>>.txt"),
    """<<full>> <<y>>-<<mo>>-<<d>> <<hm>>
服务器上的翻译记忆库连不上了，memoQ 的账号密码是多少？

<<full2>> <<y>>-<<mo>>-<<d>> <<hm2>>
账号 pm_<<fa2>>

<<full2>> <<y>>-<<mo>>-<<d>> <<hm2>>
<<cred>>

<<full>> <<y>>-<<mo>>-<<d>> <<hm2>>
好的，谢谢！
""",
    cred="human",
    syntax="",
)

F.reg(
    "crowdin_yml_api_token",
    ("crowdin.yml", "projects/<<org>>-<<n>>/crowdin.yml"),
    """"project_id": "<<n2>>512"
"api_token": "<<cred>>"
"base_path": "."
"base_url": "https://api.crowdin.com"
"preserve_hierarchy": true
files:
  - source: "/Localization/en/*.json"
    translation: "/Localization/%two_letters_code%/%original_file_name%"
""",
    cred="p:crowdin",
)


def _xml_pw(rng: random.Random, s: dict) -> str:
    return force_chars(rng, gen_pw(rng, sym=SYM_JSON), '&<>"')


def _xml_enc(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_xml(s["cred"])


def _dec_xml(text: str) -> str:
    return ET.fromstring(text).find("Server/Password").text


F.reg(
    "memoq_server_profile_xml_escaped",
    ("memoQ/ServerProfiles/<<org>>_tm.xml", "AppData/Roaming/MemoQ/Servers/server_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<ServerProfile version="2">
  <DisplayName><<orgc>> 翻译记忆库</DisplayName>
  <Server>
    <Url>https://memoq.<<dom>>:8080</Url>
    <UserName>pm_<<fa>></UserName>
    <Password><<enc>></Password>
    <RememberPassword>true</RememberPassword>
  </Server>
</ServerProfile>
""",
    cred=_xml_pw,
    extra=_xml_enc,
    decode=_dec_xml,
)

F.reg(
    "tencent_tmt_python_secret_key",
    ("mt/pretranslate.py", "tools/<<login>>/tmt_<<n>>.py"),
    """# 用腾讯云机器翻译做预翻译（再交给译员审校）
from tencentcloud.common import credential
from tencentcloud.tmt.v20180321 import models, tmt_client

cred = credential.Credential("AKID<<hx8>>Zk3xPq9Lm2Nb7Vc4Xs1Df6Gh0Jk", "<<cred>>")
client = tmt_client.TmtClient(cred, "ap-shanghai")


def fanyi(text: str, target: str = "zh") -> str:
    req = models.TextTranslateRequest()
    req.SourceText, req.Source, req.Target, req.ProjectId = text, "en", target, 0
    return client.TextTranslate(req).TargetText
""",
    cred="p:tencent_secret",
)

F.reg(
    "aliyun_ossutilconfig_access_key_secret",
    ("home/<<login>>/.ossutilconfig", "deliver/<<org>>_ossutil_<<n>>.cfg"),
    """[Credentials]
language=CH
endpoint=oss-cn-shanghai.aliyuncs.com
accessKeyID=LTAI<<hx8>>Qw3Er5Ty7Ui9
accessKeySecret=<<cred>>
""",
    cred="p:aliyun_secret",
    syntax="ini",
)

F.reg(
    "wechat_pay_v3_java_properties",
    (
        "src/main/resources/wxpay.properties",
        "billing-<<n>>/src/main/resources/application-prod.properties",
    ),
    """# 微信支付 (客户预付款)
wxpay.mch-id=16<<n2>>1234
wxpay.app-id=wx<<hx8>>a1b2c3d4
wxpay.api-v3-key=<<cred>>
wxpay.merchant-serial-number=<<hx8>>4F2A1B3C5D7E9F0A1B2C3D4E5F6A7B8C
wxpay.private-key-path=/opt/billing/apiclient_key.pem
wxpay.notify-url=https://pay.<<dom>>/wxpay/notify
""",
    cred="p:wechatpay_v3",
    syntax="",
)

F.reg(
    "chinese_email_mima_vendor_portal",
    ("邮件/<<date>>_译员平台账号.eml", "mail/Sent/<<n2>>.eml"),
    """From: <<full>> <pm@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?6K+R5ZGY5bmz5Y+w6LSm5Y+3?=
Date: <<d>> <<mo>> <<y>> <<hms>> +0800
Content-Type: text/plain; charset=UTF-8

<<full2>> 老师您好：

欢迎加入《星海征途》日文→中文本地化项目。译员平台账号如下：

登录地址：https://tms.<<dom>>
用户名：<<login2>>
初始密码：<<cred>>

请首次登录后修改密码，术语表在项目资料里。

<<full>>
项目经理
""",
    cred="pw",
    syntax="",
)

F.reg(
    "trados_groupshare_ps1_plaintext_securestring",
    ("scripts/groupshare_export.ps1", "C:/LocTools/gs_sync_<<n>>.ps1"),
    """# 每晚从 GroupShare 导出已完成的项目包
Import-Module ProjectServerApi
$server = "https://groupshare.<<dom>>"
$user = "svc_export"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
$token = SignIn -server $server -credential $cred
Get-AllProjects $token | Where-Object { $_.Status -eq "Completed" } | ForEach-Object {
    Export-Package $token $_ "D:\\Deliveries\\$($_.Name).sdlppx"
}
""",
    cred="pw_dq",
    syntax="",
)
