"""Family g: a capsule hotel in Shenzhen, China (Chinese)."""

from __future__ import annotations

import base64

from hundredtwentyfifth_corpus import pkcs8_wrap, rsa_der
from hundredtwentyfifth_spec import Fam, gen

F = Fam(
    name="podhotel_capsule_china",
    orgs=("yunxiangpod",),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("娜", "na"),
        ("磊", "lei"),
        ("婷", "ting"),
        ("强", "qiang"),
        ("静", "jing"),
        ("杰", "jie"),
    ),
    last=(
        ("张", "zhang"),
        ("王", "wang"),
        ("李", "li"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("杨", "yang"),
    ),
    words=(
        "woaini",
        "xingfu",
        "jiayou",
        "kuaile",
        "shenzhen",
        "nanshan",
        "futian",
        "qianhai",
        "huaqiang",
        "lizhi",
        "hongbao",
        "xiongmao",
        "zhongguo",
        "fengshui",
        "yunxiang",
        "jiaonang",
        "shuijiao",
    ),
    pets=("wangcai", "doudou", "huahua", "mimi", "xiaobai", "lele", "dahuang"),
    cc="86",
    city="深圳",
)

F.reg(
    "podhotel_wechat_pay_apiv3_key_java",
    ("src/main/java/cn/<<org>>/pay/WxPayConfig.java", "pay-service-<<n>>/WxPayConfig.java"),
    """package cn.<<org>>.pay;

/** 微信支付 APIv3 配置（胶囊舱位预订小程序） */
public final class WxPayConfig {
    public static final String MCH_ID = "16<<num>>";
    public static final String APP_ID = "wx<<appid>>";
    public static final String API_V3_KEY = "<<cred>>";
    public static final String MCH_SERIAL_NO = "<<serial>>";
    public static final String NOTIFY_URL = "https://api.<<dom>>/pay/wx/notify";

    private WxPayConfig() {}
}
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {"appid": gen(rng, "hex:16"), "serial": gen(rng, "HEX:40")},
)


def _alipay_key(rng, fam):
    return base64.b64encode(pkcs8_wrap(rsa_der(rng))).decode()


F.reg(
    "podhotel_alipay_app_private_key_properties",
    ("src/main/resources/alipay.properties", "config/<<fa>>/alipay_<<n>>.properties"),
    """# 支付宝开放平台 当面付 / 手机网站支付
alipay.app-id=2021<<num>><<n>>
alipay.gateway=https://openapi.alipay.com/gateway.do
alipay.sign-type=RSA2
alipay.charset=UTF-8
alipay.app-private-key=<<cred>>
alipay.notify-url=https://api.<<dom>>/pay/alipay/notify
""",
    cred=_alipay_key,
    syntax="",
)

F.reg(
    "podhotel_wechat_group_copied_mima_meituan",
    ("wechat/前台群_<<date>>.txt", "Documents/<<fa>>/wechat_copy_<<n>>.txt"),
    """<<ln>><<fn>>: @所有人 前台电脑的美团 ebooking 账号换了，大家注意
<<ln>><<fn>>: 账号 <<user>>
<<ln>><<fn>>: 密码 <<cred>>
<<fn2>>: 收到👌
<<fn2>>: 携程的也换了吗？
<<ln>><<fn>>: 携程没换
""",
    cred="human",
)

F.reg(
    "podhotel_ttlock_gateway_client_secret_yaml",
    ("lock-service/config/ttlock.yaml", "deploy/<<fa>>/ttlock_<<n>>.yml"),
    """# 舱位门锁（通通锁 TTLock 开放平台）
ttlock:
  api_base: https://cnapi.ttlock.com
  client_id: <<cid>>
  client_secret: <<cred>>
  username: <<user>>
  pods:
    floor_2: 48
    floor_3: 52
""",
    cred="hex:32",
    extra=lambda rng, s: {"cid": gen(rng, "hex:32")},
)

F.reg(
    "podhotel_ossutilconfig_access_key_secret",
    ("home/<<fa>>/.ossutilconfig", "ops/oss/ossutilconfig_<<n>>"),
    """[Credentials]
language=CH
endpoint=oss-cn-shenzhen.aliyuncs.com
accessKeyID=LTAI5t<<kid>>
accessKeySecret=<<cred>>
""",
    cred="alnum:30",
    syntax="ini",
    extra=lambda rng, s: {"kid": gen(rng, "alnum:18")},
)

F.reg(
    "podhotel_meituan_ebooking_wiki_markdown",
    ("wiki/前台/OTA账号_<<n>>.md", "docs/<<fa>>/ota.md"),
    """# OTA 后台账号（前台用）

> 最后更新：<<date>>（<<ln>><<fn>>）

## 美团 ebooking
- 网址：https://me.meituan.com/ebooking
- 账号：<<user>>
- 密码：`<<cred>>`

## 携程 eBooking
- 账号找店长，密码不写在这里
""",
    cred="human",
    syntax="",
)

F.reg(
    "podhotel_redis_conf_requirepass",
    ("etc/redis/redis_<<n>>.conf", "pod-status/<<fa>>/redis.conf"),
    """# 舱位状态缓存
bind 127.0.0.1 <<ip>>
port 6379
daemonize yes
maxmemory 256mb
maxmemory-policy allkeys-lru
requirepass <<cred>>
appendonly yes
""",
    cred="pw",
    syntax="",
)

F.reg(
    "podhotel_dysms_aliyun_nodejs_env",
    ("sms-notify/.env", "services/<<fa>>/sms_<<n>>.env"),
    """# 阿里云短信：入住验证码 / 退房提醒
ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t<<kid>>
ALIBABA_CLOUD_ACCESS_KEY_SECRET=<<cred>>
SMS_SIGN_NAME=云享胶囊
SMS_TEMPLATE_CHECKIN=SMS_<<num>>
REDIS_URL=redis://127.0.0.1:6379/2
""",
    cred="alnum:30",
    syntax="",
    extra=lambda rng, s: {"kid": gen(rng, "alnum:18")},
)
