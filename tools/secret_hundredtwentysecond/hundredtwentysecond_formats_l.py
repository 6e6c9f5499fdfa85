"""Family l: a crop-spraying drone service in Henan (China; Simplified Chinese)."""

from __future__ import annotations

import base64

from hundredtwentysecond_spec import Fam, dec_b64, fods

F = Fam(
    name="henan_feifang_drone_spraying",
    orgs=("feifangbao", "nongfeixia", "zhibaoyun", "tianyifei", "huanghefz"),
    names=(
        "飞防宝植保服务队",
        "农飞侠无人机植保",
        "植保云合作社",
        "天翼飞防",
        "黄河飞防专业合作社",
    ),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("强", "qiang"),
        ("丽娜", "lina"),
        ("建国", "jianguo"),
        ("秀英", "xiuying"),
        ("磊", "lei"),
    ),
    last=(
        ("王", "wang"),
        ("李", "li"),
        ("张", "zhang"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("赵", "zhao"),
    ),
    words=(
        "feifang",
        "zhibao",
        "xiaomai",
        "yumi",
        "henan",
        "zhoukou",
        "nongye",
        "wurenji",
        "dajiang",
        "tianqi",
        "fengshou",
        "huanghe",
        "woaini",
        "facai",
        "shangqiu",
        "jiayou",
    ),
    pets=("Wangcai", "Doudou", "Huahua", "Xiaobai", "Lele", "Niuniu"),
    cc="+86 13",
    places=("周口", "商丘", "驻马店", "新乡", "开封"),
)


def _k8s(s: dict) -> str:
    enc = base64.b64encode(str(s["cred"]).encode()).decode()
    user = base64.b64encode(b"flightlog").decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: flightlog-db
  namespace: zhibao-{s["n"]}
type: Opaque
data:
  username: {user}
  password: {enc}
"""


F.reg(
    "henan_wechat_group_copied_chat_mima",
    ["微信聊天记录/飞手群_<<stamp>>.txt", "Documents/<<fa>>/wechat_<<n>>.txt"],
    """<<first>><<last>> <<date>> <<time>>
大疆智慧农业平台的账号密码谁有？明天<<place>>那边三百亩小麦要飞

<<first2>><<last2>> <<date>> <<time>>
账号 <<phone>>
密码 <<cred>>

<<first>><<last>> <<date>> <<time>>
收到，谢谢哥
""",
    "human",
    syntax="",
)

F.reg(
    "henan_aliyun_ossutil_config_credentials",
    ["home/<<fa>>/.ossutilconfig", "ops/<<org>>/ossutilconfig_<<n>>"],
    """[Credentials]
language=CH
endpoint=oss-cn-zhengzhou.aliyuncs.com
accessKeyID=LTAI5t<<hex8>><<n4>>abcdxy
accessKeySecret=<<cred>>
""",
    "p:aliyun",
    syntax="ini",
)

F.reg(
    "henan_wechatpay_apiv3_key_spring_properties",
    [
        "src/main/resources/application-prod.properties",
        "feifang-order/<<n>>/application.properties",
    ],
    """# 农户下单飞防作业 - 微信支付 APIv3
wechat.pay.mchid=16<<n4>><<n4>>
wechat.pay.appid=wx<<hex8>><<hex8>>
wechat.pay.api-v3-key=<<cred>>
wechat.pay.notify-url=https://api.<<dom>>/pay/wechat/notify
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "henan_flightlog_k8s_secret_data_base64",
    ["k8s/flightlog-secret.yaml", "deploy/<<org>>/secret_<<n>>.yaml"],
    _k8s,
    "pw",
    decode=dec_b64("password:"),
)

F.reg(
    "henan_rtk_cors_account_note_qianxun",
    ["备忘/千寻账号_<<stamp>>.txt", "Desktop/<<fa>>_RTK_<<n>>.txt"],
    """千寻知寸 CORS 账号（D-RTK 基站备用）
到期：<<y>>-12-31
账号：qxz<<n4>><<n3>>
密码：<<cred>>
挂载点：RTCM33_GRCEJ
""",
    "human_x",
    syntax="",
)

F.reg(
    "henan_aliyun_dysms_php_access_secret",
    ["app/Sms/AliSms.php", "order-system/<<n>>/config/sms.php"],
    """<?php
// 作业完成短信通知农户（阿里云短信服务）
return [
    'access_key_id' => 'LTAI5t<<hex8>><<n4>>mnop',
    'access_key_secret' => '<<cred>>',
    'sign_name' => '<<orgname>>',
    'template_code' => 'SMS_<<id>>',
];
""",
    "p:aliyun",
    syntax="",
)

F.reg(
    "henan_pilot_roster_flat_ods_accounts",
    ["飞手名单_<<stamp>>.fods", "share/<<org>>/pilots_<<n>>.fods"],
    lambda s: fods(
        "飞手",
        [
            ["姓名", "手机", "执照号", "平台账号", "密码"],
            [f"{s['last']}{s['first']}", s["phone"], f"UTC-{s['n4']}", s["user"], s["cred"]],
            [f"{s['last2']}{s['first2']}", s["phone2"], f"UTC-{s['n3']}", s["user2"], "已改"],
        ],
    ),
    "pw_xml",
    syntax="xml",
)

F.reg(
    "henan_miniprogram_appsecret_node_config",
    ["server/config/weapp.js", "miniapp-backend/<<n>>/config.js"],
    """// 小程序后端：农户扫码预约飞防
module.exports = {
  appId: "wx<<hex8>><<hex8>>",
  appSecret: "<<cred>>",
  mchName: "<<orgname>>",
  region: "<<place>>",
};
""",
    "p:wechat",
    syntax="",
)
