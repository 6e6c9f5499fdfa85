# ruff: noqa: E501
"""Family l: a KTV (karaoke box) near Chunxi Road, Chengdu (China, Chinese)."""

from __future__ import annotations

import json
import random

from sixtysecond_spec import Fam, alnum_chars, dec_json_field

F = Fam(
    "ktv_baofang_chunxi",
    ("baofangle", "chunxiktv", "maibahuang"),
    "cn",
    ("wei", "xiaoyu", "hao", "lina", "jun", "mengmeng", "lei", "tingting"),
    ("wang", "li", "zhang", "liu", "chen", "yang"),
    (
        "changge",
        "maiba",
        "huoguo",
        "mala",
        "chengdu",
        "xiongmao",
        "chunxi",
        "kuaile",
        "pijiu",
        "baofang",
        "gaoxing",
        "bashi",
    ),
    "86",
    ("伟", "小雨", "浩", "丽娜", "军", "萌萌", "磊", "婷婷"),
)

CN_WORDS = ("唱歌", "麦霸", "熊猫", "火锅", "开心", "春熙", "包房")


def _cn_pw(rng: random.Random) -> str:
    return f"{rng.choice(CN_WORDS)}{rng.choice(('ktv', 'Ktv', 'KTV', 'cd'))}{rng.randint(1000, 9999)}{rng.choice('!@#.')}"


def _aliyun_secret(rng: random.Random) -> str:
    return alnum_chars(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


F.reg(
    "ktv_wechat_copied_chat_mima_wifi",
    ("微信/员工群聊天记录_<<n>>.txt", "chats/wechat_ktv_<<ymd>>.txt"),
    """<<name>> <<date>> <<time>>
今晚周年庆，所有包房音响提前检查一下

<<name2>> <<date>> <<time>>
收银台的wifi密码改了吗？点歌平板连不上

<<name>> <<date>> <<time2>>
改了，<<ssid>> 密码 <<cred>>

<<name2>> <<date>> <<time2>>
好的收到👌
""",
    "wifi",
    syntax="",
)

F.reg(
    "ktv_wechatpay_merchant_apiv3_yaml",
    ("pay/wechatpay.yaml", "config/<<org>>_wxpay_<<n>>.yml"),
    """# 微信支付 - 包房预订定金
wechatpay:
  mchid: "16<<nn>><<nn>>"
  appid: "wx<<hex8>><<hex8>>"
  merchant_serial_number: "<<hex40>>"
  apiv3_key: "<<cred>>"
  notify_url: "https://<<dom>>/pay/notify"
""",
    "alnum:32",
)

F.reg(
    "ktv_member_export_json_unicode_escaped",
    ("export/members_<<ymd>>.json", "会员导出/<<org>>_<<n>>.json"),
    lambda s: json.dumps(
        {
            "store": f"{s['orgc']} KTV 春熙路店",
            "exported_at": f"{s['date']} {s['time']}",
            "admin": {"account": s["user"], "password": s["cred"], "role": "店长"},
            "members": [{"name": s["name2"], "phone": s["phone"], "level": "金卡"}],
        },
        ensure_ascii=True,
        indent=2,
    ),
    _cn_pw,
    decode=dec_json_field("admin", "password"),
)

F.reg(
    "ktv_song_server_fstab_cifs",
    ("song-server/etc/fstab", "backup/<<org>>_fstab_<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
# 点歌系统曲库 (NAS)
//<<ip>>/songs  /mnt/songs  cifs  username=ktvsong,password=<<cred>>,iocharset=utf8,vers=3.0  0  0
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "ktv_aliyun_oss_accesskey_python",
    ("scripts/upload_videos.py", "oss/<<org>>_upload_<<n>>.py"),
    """import oss2

# 包房精彩片段上传到阿里云 OSS
auth = oss2.Auth("LTAI5t<<akid>>", "<<cred>>")
bucket = oss2.Bucket(auth, "https://oss-cn-chengdu.aliyuncs.com", "<<org>>-clips")

for name in ("room01.mp4", "room08.mp4"):
    bucket.put_object_from_file(f"clips/{name}", f"/data/clips/{name}")
""",
    _aliyun_secret,
    extra=lambda rng, s: {
        "akid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(18)
        )
    },
)

F.reg(
    "ktv_email_chinese_mima_gongzhonghao",
    ("mail/公众号_<<ymd>>.eml", "Mail/yunying_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: 公众号后台账号
Date: Fri, <<dd>> Aug <<year>> <<time>>:10 +0800
Content-Type: text/plain; charset=utf-8

小刘你好，
下周开始公众号交给你运营，后台登录信息如下：
账号：<<email>>
密码：<<cred>>
登录需要扫码的话找我。
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "ktv_room_tablet_shared_prefs_xml",
    ("tablet/shared_prefs/com.ktv.diange_preferences.xml", "pad<<n>>/shared_prefs/settings.xml"),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_host"><<ip>></string>
    <int name="room_no" value="<<n>>" />
    <string name="admin_user">manager</string>
    <string name="admin_password"><<cred>></string>
    <boolean name="kiosk_mode" value="true" />
</map>
""",
    "pw_xml",
)

F.reg(
    "ktv_pos_mysql_my_cnf_client",
    ("pos/my.cnf", "收银/<<org>>_my_<<n>>.cnf"),
    """[client]
user=ktvpos
password=<<cred>>
host=<<ip>>
default-character-set=utf8mb4

[mysqldump]
max_allowed_packet=64M
""",
    "pw",
    syntax="ini",
)
