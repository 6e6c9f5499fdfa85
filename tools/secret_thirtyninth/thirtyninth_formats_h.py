"""Family h: pu-erh cake makers and storage warehouses in Xishuangbanna and Pu'er, Yunnan."""

from __future__ import annotations

import re

from thirtyninth_spec import Fam, gen_pw, provider, reg

F = Fam(
    name="yunnan_puerh",
    tlds=("cn", "com.cn"),
    orgs=("puerh-bulang", "menghai-bingcha", "yiwu-laoshu", "banna-chacang"),
    first=("wei", "li", "xiaoming", "jing", "hao", "yan", "jun", "mei"),
    last=("zhang", "wang", "li", "zhao", "chen", "yang", "dao"),
    words=(
        "puer",
        "bingcha",
        "menghai",
        "laobanzhang",
        "yiwu",
        "bulang",
        "shengcha",
        "shucha",
        "chaye",
        "banna",
    ),
    pets=("xiaohei", "doudou", "huahua", "wangcai", "qiuqiu"),
    seasons=("chun", "xia", "qiu", "dong", "mingqian"),
    places=("Menghai", "Jinghong", "Yiwu", "Lincang", "Puer", "Menglian"),
)

reg(
    F,
    "puerh_wechat_export_mima_tmall_backend",
    ("chat/微信聊天记录_<<org>>_<<n>>.txt", "phone/<<user>>/wechat_天猫店_<<date>>.txt"),
    """<<date>> <<time>> <<last_t>><<first_t>>
天猫店后台密码多少？我要上新的老班章生饼

<<date>> <<time>> <<last2_t>><<first2_t>>
账号 <<org>>旗舰店

<<date>> <<time>> <<last2_t>><<first2_t>>
<<cred>>

<<date>> <<time>> <<last_t>><<first_t>>
收到 👌
""",
    "human",
    syntax="",
)

reg(
    F,
    "puerh_bingcha_photos_python_oss2_auth",
    ("tools/<<org>>/upload_bingcha_photos.py", "scripts/<<org>>/oss_sync_<<n>>.py"),
    '''"""把饼茶照片上传到阿里云 OSS（商品详情页用）。"""

import pathlib

import oss2

auth = oss2.Auth("<<akid>>", "<<cred>>")
bucket = oss2.Bucket(auth, "https://oss-cn-kunming.aliyuncs.com", "<<org>>-images")

for p in pathlib.Path("photos/<<year>>").glob("*.jpg"):
    bucket.put_object_from_file(f"bingcha/{p.name}", str(p))
    print("uploaded", p.name)
''',
    "p:alibaba_secret",
    extra=lambda rng, v: v.__setitem__("akid", provider(rng, "alibaba_id")),
)

reg(
    F,
    "puerh_miniapp_spring_application_prod_yml",
    (
        "backend/<<org>>/src/main/resources/application-prod.yml",
        "miniapp/<<org>>/config/application-prod.yaml",
    ),
    """server:
  port: 8080
spring:
  datasource:
    url: jdbc:mysql://<<host>>:3306/chacang?useSSL=true
    username: chacang
    password: '<<dbpw>>'
wx:
  miniapp:
    appid: wx<<hex8>><<hex8>>
    secret: <<cred>>
    msgDataFormat: JSON
""",
    "p:wechat_secret",
    extra=lambda rng, v: v.__setitem__("dbpw", gen_pw(rng, sym="!#%*+-_.?@^~")),
)

reg(
    F,
    "puerh_storage_humidity_dingtalk_robot_curl",
    ("bin/<<org>>/cangku_shidu_alert.sh", "warehouse/<<org>>/humidity_alert_<<n>>.sh"),
    """#!/bin/sh
# 仓库温湿度报警 -> 钉钉群机器人（熟茶渥堆车间 / 生茶仓）
H=$(cat /sys/bus/iio/devices/iio:device0/in_humidityrelative_input)
if [ "$H" -gt 75000 ]; then
  curl -s 'https://oapi.dingtalk.com/robot/send?access_token=<<cred>>' \\
    -H 'Content-Type: application/json' \\
    -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"<<place>>仓湿度过高: $H\\"}}"
fi
""",
    "p:dingtalk",
    syntax="",
)

reg(
    F,
    "puerh_pinjian_sms_java_tencentcloud_credential",
    ("src/main/java/cn/<<org>>/sms/SmsSender.java", "backend/<<org>>/SmsConfig.java"),
    """package cn.puerh.sms;

import com.tencentcloudapi.common.Credential;
import com.tencentcloudapi.sms.v20210111.SmsClient;

// 品鉴会预约短信
public class SmsSender {
    private static final Credential CRED =
            new Credential("<<akid>>", "<<cred>>");
    private static final SmsClient CLIENT = new SmsClient(CRED, "ap-guangzhou");
    private static final String SIGN = "<<org_t>>";
}
""",
    "p:tencent_key",
    syntax="",
    extra=lambda rng, v: v.__setitem__("akid", provider(rng, "tencent_id")),
)

reg(
    F,
    "puerh_warehouse_notebook_ocr_nvr_next_line",
    ("scan/<<org>>/仓库笔记本_<<n3>>.txt", "ocr/<<org>>/notebook_page_<<n>>.txt"),
    """仓库 <<place>> 二号库   <<date>>
温度 24.5  湿度 68%  翻堆: 无
------------------------------
监控录像机 <<ip>>
用户 admin
密码
<<cred>>
------------------------------
熟茶 7572 x 42件  生饼 357g x 84提
""",
    "human",
    syntax="",
)

reg(
    F,
    "puerh_traceability_openresty_bearer_jwt",
    ("openresty/<<org>>/conf.d/suyuan.conf", "etc/nginx/conf.d/<<org>>_trace.conf"),
    """# 溯源码查询 -> 省农业溯源平台
server {
    listen 80;
    server_name suyuan.<<dom>>;

    location /api/ {
        proxy_pass https://trace.yn-agri.cn/api/;
        proxy_set_header Authorization "Bearer <<cred>>";
        proxy_set_header Host trace.yn-agri.cn;
    }
}
""",
    "jwt",
    syntax="",
)


def _charcodes(rng, v):
    v["codes"] = ",".join(str(ord(c)) for c in v["cred"])


reg(
    F,
    "puerh_taobao_live_userscript_fromcharcode",
    ("userscripts/<<org>>/taobao_live_autologin.user.js", "scripts/<<user>>/直播登录.user.js"),
    """// ==UserScript==
// @name         淘宝直播 自动登录 (<<org>>)
// @match        https://liveplatform.taobao.com/*
// @grant        none
// ==/UserScript==
(function () {
  const u = "<<org>>旗舰店:直播";
  const p = String.fromCharCode(<<codes>>);
  const f = document.querySelector("#login-form");
  if (!f) return;
  f.querySelector("input[name=fm-login-id]").value = u;
  f.querySelector("input[name=fm-login-password]").value = p;
  f.submit();
})();
""",
    "pw_alnum",
    syntax="",
    extra=_charcodes,
    decode=lambda t: "".join(
        chr(int(x)) for x in re.search(r"fromCharCode\(([\d,\s]+)\)", t).group(1).split(",")
    ),
)
