# ruff: noqa: E501
"""Family p: a CCTV, alarm and access-control installer (安防监控) in Foshan (China)."""

from __future__ import annotations

from sixtieth_spec import Fam, prov, uuid4

FAM = Fam(
    "anfang_jiankong_foshan",
    orgs=("anxinbao",),
    tld="cn",
    people=(
        ("伟", "wei"),
        ("强", "qiang"),
        ("磊", "lei"),
        ("军", "jun"),
        ("芳", "fang"),
        ("静", "jing"),
        ("杰", "jie"),
        ("涛", "tao"),
    ),
    surnames=(
        ("陈", "chen"),
        ("李", "li"),
        ("黄", "huang"),
        ("张", "zhang"),
        ("梁", "liang"),
        ("何", "he"),
        ("冯", "feng"),
        ("罗", "luo"),
    ),
    words=(
        "anquan",
        "jiankong",
        "foshan",
        "shunde",
        "nanhai",
        "lingnan",
        "baojing",
        "menjin",
        "xiangji",
        "facai",
        "wangcai",
        "pingan",
        "kaixin",
        "longmen",
    ),
    pets=("wangcai", "doudou", "xiaohei", "huahua", "mimi", "lele", "dahuang"),
    cities=("佛山市南海区", "佛山市顺德区", "佛山市禅城区", "广州市番禺区", "佛山市三水区"),
    cc="+86",
)

FAM.reg(
    "anfang_wechat_export_txt_mima_luxiangji",
    ("微信/聊天记录_<<first>>_<<n>>.txt", "WechatExport/<<n>>/chat.txt"),
    """<<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:12 <<last2>><<first2>>
<<last>>工，<<city>>那个厂房的录像机我远程看不了，密码是多少？
<<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:40 <<last>><<first>>
用户名admin
<<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:41 <<last>><<first>>
密码<<cred>>
<<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:55 <<last2>><<first2>>
好的，可以了👌
""",
    "human",
    syntax="",
)

FAM.reg(
    "anfang_isapi_curl_digest_bash_history",
    ("laptop/.bash_history", "home/<<login>>/.bash_history"),
    """arp -a | grep -i 44:19:b6
curl --digest -u admin:<<cred>> http://<<ip>>/ISAPI/System/deviceInfo
curl --digest -u admin:<<cred>> -X PUT -d @osd.xml http://<<ip>>/ISAPI/System/Video/inputs/channels/1/overlays
ffplay rtsp://<<ip>>:554/Streaming/Channels/102
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "anfang_ezviz_open_platform_appsecret_python",
    ("tools/ys7_alarm_pull_<<n>>.py", "脚本/萤石告警_<<n>>.py"),
    """import requests

APP_KEY = "<<akey>>"
APP_SECRET = "<<cred>>"


def access_token() -> str:
    r = requests.post(
        "https://open.ys7.com/api/lapp/token/get",
        data={"appKey": APP_KEY, "appSecret": APP_SECRET},
        timeout=10,
    )
    return r.json()["data"]["accessToken"]


def alarms(serial: str) -> list:
    r = requests.post(
        "https://open.ys7.com/api/lapp/alarm/device/list",
        data={"accessToken": access_token(), "deviceSerial": serial, "pageSize": 50},
        timeout=10,
    )
    return r.json()["data"]
""",
    "hex:32",
    extra=lambda rng, s: {"akey": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

FAM.reg(
    "anfang_ossutil_config_video_backup",
    ("home/<<login>>/.ossutilconfig", "backup_<<n>>/.ossutilconfig"),
    """[Credentials]
language=CH
endpoint=oss-cn-guangzhou.aliyuncs.com
accessKeyID=<<akid>>
accessKeySecret=<<cred>>
""",
    "p:aliyun_secret",
    syntax="ini",
    extra=lambda rng, s: {"akid": prov(rng, "aliyun_id")},
)

FAM.reg(
    "anfang_menjin_access_control_server_xml_db",
    ("门禁/Server/config_<<n>>.xml", "AccessControl/conf/db_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SiteName" value="<<city>> 工业园 门禁" />
    <add key="ControllerCount" value="<<n2>>" />
    <add key="DbServer" value="<<ip>>" />
    <add key="DbUser" value="sa" />
    <add key="DbPassword" value="<<cred>>" />
    <add key="AttendanceSync" value="true" />
  </appSettings>
</configuration>
""",
    "pw_xml",
)

FAM.reg(
    "anfang_shigong_jiaojiedan_ocr_luxiangji_mima",
    ("扫描/施工交接单_<<n>>.txt", "OCR/handover_<<n>>.txt"),
    """监控系统施工交接单
客户：<<city>> <<last2>>先生   施工日期：<<y>>年<<mo>>月<<d>>日
设备：8路硬盘录像机 1台，400万摄像机 6台，4TB硬盘 1块
录像机IP：<<ip>>
管理员账号：admin
录像机密码：
<<cred>>
手机APP已绑定客户手机 <<phone2>>
施工人员：<<last>><<first>>       客户签字：________
""",
    "human",
    syntax="",
)

FAM.reg(
    "anfang_wecom_group_bot_webhook_key_python",
    ("tools/alarm_push_<<n>>.py", "脚本/企业微信告警_<<n>>.py"),
    """import requests

WEBHOOK = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=<<cred>>"


def push(site: str, event: str) -> None:
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": f"【{site}】{event}，请值班人员处理"}}, timeout=5)


if __name__ == "__main__":
    push("<<city>>仓库", "移动侦测报警")
""",
    lambda rng, s: uuid4(rng),
)

FAM.reg(
    "anfang_kehu_wifi_csv_mima",
    ("客户资料/客户网络_<<n>>.csv", "Documents/kehu_wifi_<<n>>.csv"),
    """客户,地址,设备,WiFi名称,WiFi密码,备注
<<last2>>先生,<<city>>,8路NVR,<<ssid>>,<<cred>>,光猫在一楼弱电箱
<<last>>女士,<<city>>,门禁一体机,,,用网线
""",
    "wifi",
    syntax="",
)
