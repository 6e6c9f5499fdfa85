# ruff: noqa: E501
"""Family p: a parking-lot operator (停车场) in Chengdu, Sichuan (China): Chinese."""

from __future__ import annotations

from hundredninth_spec import Fam, alnum, hexs, reg

F = Fam(
    name="tingchechang_tianfu_shudu",
    orgs=("tianfupark", "jinlitingche", "kuanzhaipark", "shuduparking", "chunxiting"),
    tld="cn",
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("磊", "lei"),
        ("静", "jing"),
        ("强", "qiang"),
        ("婷", "ting"),
    ),
    last=(
        ("李", "li"),
        ("王", "wang"),
        ("张", "zhang"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("杨", "yang"),
    ),
    words=(
        "tingche",
        "chengdu",
        "panda",
        "huoguo",
        "mala",
        "tianfu",
        "kuanzhai",
        "jinli",
        "wangzhe",
        "woaini",
        "facai",
        "baba",
        "chuanchuan",
        "shuangliu",
        "xiongmao",
    ),
    pets=("wangcai", "doudou", "huahua", "xiaobai", "mimi"),
    cities=("chengdu", "mianyang", "deyang", "leshan", "meishan"),
    cc="+86",
    family_first=True,
    joiner="",
)

reg(
    F,
    "tingche_wechat_group_copied_chat_mima",
    ("微信/聊天记录_<<date>>.txt", "Documents/wechat_<<n>>.txt"),
    """<<full>> <<y>>/<<m>>/<<d>> <<t1>>
岗亭电脑的收费系统要重新登录，管理员密码是好多？

<<fn2>>经理 <<y>>/<<m>>/<<d>> <<t2>>
账号 admin
密码 <<cred>>

<<full>> <<y>>/<<m>>/<<d>> <<t3>>
好了，谢谢经理 👍 月卡车辆已经导进去了
""",
    "human",
    syntax="",
)

reg(
    F,
    "tingche_wechatpay_apiv3_key_spring_yaml",
    ("src/main/resources/application-prod.yml", "parking-pay/<<org>>/application.yaml"),
    """# 微信支付 - 无感停车 / 扫码缴费
wechat:
  pay:
    mch-id: "16<<n4>><<n4>>"
    app-id: wx<<appid>>
    api-v3-key: "<<cred>>"
    private-key-path: /etc/parking/apiclient_key.pem
    notify-url: https://pay.<<dom>>/wxpay/notify
""",
    "p:wechatpay",
    extra=lambda rng, s: s.update(appid=hexs(rng, 16)),
)

reg(
    F,
    "tingche_alipay_rsa2_app_private_key_file",
    ("etc/parking/alipay/app_private_key.pem", "certs/<<org>>/alipay_app_<<n>>.pem"),
    "<<cred>>\n",
    "pem8",
    syntax="",
)

reg(
    F,
    "tingche_aliyun_oss_plate_snapshots_python",
    ("scripts/upload_snapshots.py", "tools/<<org>>/oss_backup.py"),
    '''"""车牌抓拍图片每晚上传到阿里云 OSS（保存90天）"""

import oss2

AK_ID = "LTAI5t<<akid>>"
AK_SECRET = "<<cred>>"
bucket = oss2.Bucket(oss2.Auth(AK_ID, AK_SECRET), "https://oss-cn-chengdu.aliyuncs.com", "<<org>>-snapshots")
''',
    "p:aliyun",
    extra=lambda rng, s: s.update(akid=alnum(rng, 18)),
)

reg(
    F,
    "tingche_plate_recognition_system_db_ini",
    ("ProgramData/ParkingLPR/db.ini", "D:/停车场系统/<<org>>/config.ini"),
    """[Database]
Server=<<ip>>
Port=3306
Database=parking_<<org>>
Uid=lpr_client
Pwd=<<cred>>

[Camera]
Entry1=<<ip>>
Exit1=<<ip>>
""",
    "pw",
)

reg(
    F,
    "tingche_wecom_robot_webhook_shell",
    ("opt/parking/bin/daily_report.sh", "home/<<fa>>/bin/tingche_ribao.sh"),
    """#!/bin/bash
# 每日收费汇总推送到企业微信群
TOTAL=$(mysql -N parking -e "select sum(fee) from orders where date(paid_at)=curdate()")
curl -s 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=<<cred>>' \\
  -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"今日停车收费: ${TOTAL} 元\\"}}"
""",
    "uuid",
    syntax="",
)

reg(
    F,
    "tingche_shift_wiki_dingtalk_robot_secret",
    ("wiki/岗亭交接班.md", "docs/<<org>>/handover_<<n>>.md"),
    """# 岗亭交接班说明

- 早班 7:00-15:00，晚班 15:00-23:00，夜间无人值守（自动抬杆）
- 道闸故障先重启控制盒，再打 <<phone>>
- 钉钉告警机器人（道闸离线 / 满位）
  - Webhook: https://oapi.dingtalk.com/robot/send?access_token=<<at>>
  - 加签密钥: <<cred>>
- 月卡续费在后台「会员管理」
""",
    lambda rng: "SEC" + hexs(rng, 64),
    syntax="",
    extra=lambda rng, s: s.update(at=hexs(rng, 64)),
)

reg(
    F,
    "tingche_monthly_pass_csv_chinese_headers",
    ("导出/月卡用户_<<y>><<m>>.csv", "Documents/<<org>>/monthly_<<n>>.csv"),
    """车牌号,车主,电话,小程序账号,密码,到期日
川A<<n4>>B,<<full>>,<<phone>>,<<fa>><<n>>,<<cred>>,<<date>>
川A<<n>>Q9,<<fn2>>,<<phone>>,未注册,,<<date>>
""",
    "human",
    syntax="",
)
