# ruff: noqa: E501
"""Family p: a family in Chengdu (China) and its notes apps, browser and password-manager
exports, authenticator backups and proxy configs; Chinese."""

from __future__ import annotations

import json

from fiftyninth_spec import LOWER, Fam, alnum, b64, jdump, prov, uuid4, xml_esc

F = Fam(
    "chengdu_browser_password_exports",
    tld="cn",
    orgs=("yunbiji", "jinlibox", "kuanzhai"),
    first=(
        ("伟", "wei"),
        ("芳", "fang"),
        ("磊", "lei"),
        ("婷", "ting"),
        ("浩然", "haoran"),
        ("欣怡", "xinyi"),
        ("建国", "jianguo"),
        ("秀英", "xiuying"),
    ),
    last=(
        ("王", "wang"),
        ("李", "li"),
        ("张", "zhang"),
        ("刘", "liu"),
        ("陈", "chen"),
        ("杨", "yang"),
    ),
    words=(
        "chengdu",
        "panda",
        "huoguo",
        "mala",
        "jinli",
        "tianfu",
        "xiongmao",
        "wuhou",
        "chunxi",
        "kuanzhai",
    ),
    pets=("doudou", "huahua", "xiaobai", "mimi", "wangcai", "qiuqiu"),
    mail=("qq.com", "163.com", "126.com", "foxmail.com", "sina.com"),
    cc="+86",
    ssid=("ChinaNet-", "CMCC-", "TP-LINK_", "CU_", "Xiaomi_"),
)


F.reg(
    "chengdu_chrome_passwords_csv_export",
    ("Downloads/Chrome 密码.csv", "Documents/密码备份/Chrome_<<ymd>>_<<n>>.csv"),
    """name,url,username,password,note
pan.baidu.com,https://pan.baidu.com/,<<login>>,<<cred>>,
www.12306.cn,https://kyfw.12306.cn/otn/resources/login.html,<<phone>>,<<p2>>,
mail.qq.com,https://mail.qq.com/,<<n4>><<n4>>@qq.com,<<p3>>,
""",
    cred="human",
    extra=lambda rng, s: {"p2": F.human(rng), "p3": F.human(rng)},
)


def _bw(s: dict) -> str:
    item = {
        "id": s["uuid"],
        "organizationId": None,
        "folderId": None,
        "type": 1,
        "reprompt": 0,
        "name": "群晖 NAS",
        "notes": "家里书房那台 DS220+",
        "favorite": False,
        "login": {
            "uris": [{"match": None, "uri": f"http://{s['lan']}:5000"}],
            "username": s["login"],
            "password": s["cred"],
            "totp": None,
        },
        "collectionIds": None,
    }
    return jdump({"encrypted": False, "folders": [], "items": [item]})


F.reg(
    "chengdu_bitwarden_unencrypted_json_export",
    ("Downloads/bitwarden_export_<<ymd>><<n4>>.json", "Documents/密码备份/bitwarden_<<n>>.json"),
    _bw,
    cred="pw_json",
)


def _kp(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
  <Meta>
    <Generator>KeePass</Generator>
    <DatabaseName>家庭密码</DatabaseName>
  </Meta>
  <Root>
    <Group>
      <UUID>{s["g"]}</UUID>
      <Name>家庭</Name>
      <Entry>
        <UUID>{s["e"]}</UUID>
        <String><Key>Notes</Key><Value>路由器管理页 {s["gw"]}</Value></String>
        <String><Key>Password</Key><Value ProtectInMemory="True">{xml_esc(s["cred"])}</Value></String>
        <String><Key>Title</Key><Value>小米路由器 管理员</Value></String>
        <String><Key>URL</Key><Value>http://{s["gw"]}/</Value></String>
        <String><Key>UserName</Key><Value>admin</Value></String>
      </Entry>
    </Group>
  </Root>
</KeePassFile>
"""


F.reg(
    "chengdu_keepass_xml_export_router_admin",
    ("Documents/KeePass导出_<<ymd>>.xml", "U盘/备份/keepass_<<n>>.xml"),
    _kp,
    cred="pw_xml",
    extra=lambda rng, s: {
        "g": b64(rng, 16),
        "e": b64(rng, 16),
    },
)

F.reg(
    "chengdu_wechat_merged_forward_mima_wifi",
    ("WeChat Files/聊天记录_<<fa>>_<<ymd>>.txt", "Documents/微信聊天记录 <<n>>.txt"),
    """<<fn>>和妈妈的聊天记录

<<fn>> <<date>> 19:20
妈，家里宽带换成移动的了，路由器也换了
<<fn>> <<date>> 19:21
WiFi名字：<<ssid>>
<<fn>> <<date>> 19:21
密码：<<cred>>
妈妈 <<date>> 19:30
好的，电视连上了[强]
""",
    cred="wifi",
)

F.reg(
    "chengdu_markdown_note_qunhui_nas_mima",
    ("笔记/家庭/群晖NAS <<n>>.md", "Notes/home_nas_<<ymd>>.md"),
    """# 群晖 NAS（书房）

- 型号：DS220+，两块 4T 做 SHR
- 内网地址：http://<<lan>>:5000
- QuickConnect ID：<<la>>home<<n>>
- 管理员账号：<<login>>
- 管理员密码：<<cred>>
- 相册给爸妈开了只读账号 parents（密码在 KeePass）

> 停电后要手动开机！
""",
    cred="human",
)


def _aegis(s: dict) -> str:
    entries = [
        {
            "type": "totp",
            "uuid": s["uuid"],
            "name": s["email"],
            "issuer": "GitHub",
            "note": "",
            "favorite": False,
            "icon": None,
            "info": {"secret": s["cred"], "algo": "SHA1", "digits": 6, "period": 30},
            "groups": [],
        },
        {
            "type": "totp",
            "uuid": s["u2"],
            "name": s["login"],
            "issuer": "Steam",
            "note": "",
            "favorite": False,
            "icon": None,
            "info": {"secret": s["t2"], "algo": "SHA1", "digits": 5, "period": 30},
            "groups": [],
        },
    ]
    return json.dumps(
        {
            "version": 1,
            "header": {"slots": None, "params": None},
            "db": {"version": 3, "entries": entries, "groups": []},
        },
        indent=4,
    )


F.reg(
    "chengdu_aegis_plain_json_export_totp",
    ("Download/aegis-export-plain-<<ymd>>-<<hh>><<mm>>.json", "Documents/2FA备份/aegis_<<n>>.json"),
    _aegis,
    cred="p:totp",
    extra=lambda rng, s: {"u2": uuid4(rng), "t2": prov(rng, "totp")},
)

F.reg(
    "chengdu_clash_config_yaml_shadowsocks_password",
    ("Users/<<fa>>/.config/clash/config.yaml", "Documents/clash_<<ymd>>/config-<<n>>.yaml"),
    """port: 7890
socks-port: 7891
allow-lan: false
mode: rule
log-level: info
proxies:
  - name: "家里-香港"
    type: ss
    server: <<ip>>
    port: <<n4>>
    cipher: chacha20-ietf-poly1305
    password: "<<cred>>"
    udp: true
proxy-groups:
  - name: Proxy
    type: select
    proxies:
      - "家里-香港"
rules:
  - DOMAIN-SUFFIX,cn,DIRECT
  - GEOIP,CN,DIRECT
  - MATCH,Proxy
""",
    cred="pw_dq",
)

F.reg(
    "chengdu_python_smtp_qq_mail_authcode",
    ("projects/家庭账单/send_bill_<<n>>.py", "Users/<<fa>>/scripts/月度账单_<<ymd>>.py"),
    '''"""每月1号把家庭账单表格发到家人邮箱。"""

import smtplib
from email.mime.text import MIMEText

SENDER = "<<n4>><<n4>>@qq.com"
AUTH_CODE = "<<cred>>"  # QQ邮箱 设置 > 账户 > 授权码

msg = MIMEText("本月家庭支出见附件", "plain", "utf-8")
msg["Subject"] = "家庭账单"
msg["From"] = SENDER
msg["To"] = "<<email2>>"
with smtplib.SMTP_SSL("smtp.qq.com", 465) as s:
    s.login(SENDER, AUTH_CODE)
    s.send_message(msg)
''',
    cred=lambda rng, fam: alnum(rng, 16, LOWER),
)
