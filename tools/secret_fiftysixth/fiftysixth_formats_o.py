"""Family o: WeChat mini-program outsourcing developers in Shenzhen, China (Chinese)."""

from __future__ import annotations

import base64

from fiftysixth_corpus import pkcs8_wrap, rsa_der
from fiftysixth_spec import Fam, alnum, hexs

FAM = Fam(
    "shenzhen_miniprogram_outsourcing",
    "szmini",
    ("qianhaidev", "nanshanapp", "futiancode", "huaqiangsoft"),
    "cn",
    (
        ("伟", "wei"),
        ("芳", "fang"),
        ("磊", "lei"),
        ("静", "jing"),
        ("浩", "hao"),
        ("婷", "ting"),
        ("俊杰", "junjie"),
    ),
    (
        ("王", "wang"),
        ("李", "li"),
        ("张", "zhang"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("黄", "huang"),
    ),
    (
        "shenzhen",
        "qianhai",
        "nanshan",
        "futian",
        "huaqiang",
        "dianzi",
        "hongbao",
        "chunjie",
        "xiatian",
        "dongtian",
        "chuntian",
        "qiutian",
        "longxia",
        "dimsum",
        "xiaolongbao",
        "panda",
        "kuaile",
        "facai",
        "wuyi",
        "zhongqiu",
    ),
    ("doudou", "wangcai", "huahua", "mimi", "xiaobai", "dahuang"),
    "深圳",
    "+86 755",
)

FAM.reg(
    "wechat_pay_apiv3_key_java_properties",
    (
        "<<org>>-mall/src/main/resources/wxpay.properties",
        "<<word>>-server/config/wechat-pay.properties",
    ),
    """# 微信支付 商户配置（客户：<<org>>）
wxpay.appId=wx<<app>>
wxpay.mchId=16<<mch>>
wxpay.mchSerialNo=<<serial>>
wxpay.privateKeyPath=/data/cert/apiclient_key.pem
wxpay.apiV3Key=<<cred>>
wxpay.notifyUrl=https://api.<<dom>>/pay/notify
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(
        app=hexs(rng, 16), mch=rng.randint(10000000, 99999999), serial=hexs(rng, 40, upper=True)
    ),
)

FAM.reg(
    "cloudfunction_config_js_miniprogram_appsecret",
    (
        "<<org>>-miniprogram/cloudfunctions/login/config.js",
        "<<word>>-weapp/server/config/wechat.js",
    ),
    """// 小程序登录（code2Session）配置
module.exports = {
  appid: 'wx<<app>>',
  secret: '<<cred>>',
  env: 'prod-<<sha7>>',
  // 数据库
  mysql: {
    host: '<<ip>>',
    user: 'miniapp',
    database: '<<word>>',
  },
};
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.update(app=hexs(rng, 16)),
)

FAM.reg(
    "aliyun_oss_accesskey_python_upload",
    ("<<org>>-tools/upload_oss.py", "scripts/<<user>>/oss_sync_<<word>>.py"),
    '''# -*- coding: utf-8 -*-
"""把打包好的静态资源上传到阿里云 OSS（客户：<<org>>）"""
import os

import oss2

auth = oss2.Auth("<<akid>>", "<<cred>>")
bucket = oss2.Bucket(auth, "https://oss-cn-shenzhen.aliyuncs.com", "<<org>>-static")

for root, _, files in os.walk("dist"):
    for name in files:
        path = os.path.join(root, name)
        bucket.put_object_from_file(path.replace("dist/", "<<word>>/"), path)
        print("已上传", path)
''',
    "alnum:30",
    extra=lambda rng, s: s.update(akid="LTAI5t" + alnum(rng, 18)),
)

FAM.reg(
    "wecom_chat_copy_mima_server",
    ("聊天记录/<<org>>项目群-<<date>>.txt", "notes/<<user>>/wecom-<<date>>.txt"),
    """<<last>><<first>> <<date>> <<t1>>
@<<lb>><<fb>> 客户的测试服务器密码发我一下，我要部署新版本

<<lb>><<fb>> <<date>> <<t2>>
服务器：<<pub_ip>>  用户名：root
密码：<<cred>>

<<lb>><<fb>> <<date>> <<t3>>
用完记得改一下，客户那边也在用

<<last>><<first>> <<date>> <<t4>>
收到 👌
""",
    "human",
)


def _alipay_extra(rng, s):
    s["cred"] = base64.b64encode(pkcs8_wrap(rsa_der(rng, 2048))).decode()
    s["pub"] = base64.b64encode(bytes(rng.randrange(256) for _ in range(294))).decode()


FAM.reg(
    "alipay_private_key_single_line_application_yml",
    ("<<org>>-pay/src/main/resources/application-prod.yml", "<<word>>-mall/config/alipay.yml"),
    """alipay:
  app-id: 2021<<n3>><<n3>><<n3>>
  gateway-url: https://openapi.alipay.com/gateway.do
  # 应用私钥（PKCS8）
  merchant-private-key: <<cred>>
  # 支付宝公钥
  alipay-public-key: <<pub>>
  notify-url: https://api.<<dom>>/alipay/notify
  sign-type: RSA2
""",
    "pw_alnum",
    extra=_alipay_extra,
)

FAM.reg(
    "tencent_cloud_secret_key_go_sms",
    ("<<org>>-backend/internal/sms/tencent.go", "<<word>>-api/pkg/notify/sms.go"),
    """package sms

import (
	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common"
	"github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile"
	sms "github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/sms/v20210111"
)

// 腾讯云短信（验证码）
func NewClient() (*sms.Client, error) {
	credential := common.NewCredential(
		"<<akid>>",
		"<<cred>>",
	)
	cpf := profile.NewClientProfile()
	cpf.HttpProfile.Endpoint = "sms.tencentcloudapi.com"
	return sms.NewClient(credential, "ap-guangzhou", cpf)
}
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(akid="AKID" + alnum(rng, 32)),
)

FAM.reg(
    "bruno_environment_bru_admin_api_secret",
    ("<<org>>-api-docs/environments/生产.bru", "<<word>>-collection/environments/prod.bru"),
    """vars {
  baseUrl: https://api.<<dom>>
  tenant: <<org>>
  adminUser: ops
}
vars:secret [
  accessToken
]
vars {
  adminApiSecret: <<cred>>
}
""",
    "alnum:40",
    syntax="",
)

FAM.reg(
    "drone_yml_inline_registry_password",
    ("<<org>>-mall/.drone.yml", "<<word>>-weapp-server/.drone.yml"),
    """kind: pipeline
type: docker
name: 构建并发布

steps:
  - name: 构建镜像
    image: plugins/docker
    settings:
      registry: registry.cn-shenzhen.aliyuncs.com
      repo: registry.cn-shenzhen.aliyuncs.com/<<org>>/<<word>>
      username: <<user>>@<<org>>
      password: "<<cred>>"
      tags:
        - latest
        - ${DRONE_COMMIT_SHA:0:8}

trigger:
  branch:
    - master
""",
    "pw_dq",
)
