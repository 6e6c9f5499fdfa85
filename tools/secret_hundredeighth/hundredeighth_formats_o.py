# ruff: noqa: E501
"""Family o: the activity desk of a hot-spring resort in Beppu, Oita (Japan): Japanese."""

from __future__ import annotations

import base64

from hundredeighth_spec import Fam, hexs, prov

F = Fam(
    name="beppu_onsen_activity_desk",
    prefix="beppu",
    orgs=("beppuyukemuri",),
    tld="jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
        ("拓海", "takumi"),
        ("愛", "ai_k"),
    ),
    last=(
        ("佐藤", "sato"),
        ("高橋", "takahashi"),
        ("渡辺", "watanabe"),
        ("中村", "nakamura"),
        ("小野", "ono"),
        ("安部", "abe"),
    ),
    words=(
        "beppu",
        "yufuin",
        "jigoku",
        "onsen",
        "yukemuri",
        "kannawa",
        "tsurumi",
        "oita",
        "toriten",
        "dango",
        "sakura",
        "momiji",
        "yukata",
        "kabosu",
        "ramune",
        "sento",
        "fuji",
        "tanuki",
        "neko",
        "kyushu",
        "hanabi",
    ),
    pets=("pochi", "tama", "hachi", "momo", "kuro", "mugi"),
    cc="81",
    town="別府",
)

F.reg(
    "line_chat_export_pasuwado_jalan",
    ("phone/[LINE] <<orgc>>アクティビティの<<date>>.txt", "exports/line/desk_<<nn>>.txt"),
    """[LINE] アクティビティデスクのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hh>>:<<mm>>

<<y>>/<<mo>>/<<d>>(金)
<<hh>>:<<mm>>	<<fn2>>	じゃらん遊び体験の管理画面、パスワード変わりました？
<<hh>>:<<mm2>>	<<ln>><<fn>>	はい、ID <<user>> / パスワード <<cred>> です
<<hh>>:<<mm2>>	<<fn2>>	ありがとうございます！明日の鶴見岳ハイキング8名です
""",
    "human",
    syntax="",
)

F.reg(
    "payjp_charge_ruby",
    ("app/<<org>>-<<nn>>/config/initializers/payjp.rb", "booking-<<fa>>/lib/payjp_charge.rb"),
    """# PAY.JP: アクティビティ予約の決済
require "payjp"

Payjp.api_key = "<<cred>>"

def charge_activity(token, amount, booking_id)
  Payjp::Charge.create(amount: amount, card: token, currency: "jpy", metadata: { booking: booking_id })
end
""",
    "p:payjp",
    syntax="",
)

F.reg(
    "line_messaging_channel_yaml",
    ("config/<<org>>/line-bot-<<nn>>.yml", "deploy/<<org>>-<<fa>>/line.yaml"),
    """line:
  channel_id: "<<nn>>5678"
  channel_secret: "<<cs>>"
  channel_access_token: "<<cred>>"
  webhook: https://<<dom>>/line/webhook
  rich_menu: activity-desk-ja
""",
    "p:line_token",
    extra=lambda rng, s: {"cs": hexs(rng, 32)},
)


def _b64_body(value: str, s: dict) -> str:
    body = (
        f"{s['fn2']}さん\n\nアクティビティ予約システム（レンタサイクル・地獄めぐり送迎）のログイン情報です。\n"
        f"ID：{s['user']}\nパスワード：{value}\n\n他の人には教えないでください。\n{s['ln']}\n"
    )
    raw = base64.b64encode(body.encode()).decode()
    return "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


def _b64_dec(text: str) -> str:
    raw = text.split("\n\n", 1)[1]
    body = base64.b64decode("".join(raw.split())).decode()
    return body.split("パスワード：", 1)[1].split("\n", 1)[0]


F.reg(
    "japanese_email_base64_body_pasuwado",
    ("mail/<<date>>-login-<<fa>>.eml", "outbox/yoyaku-<<nn>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: =?UTF-8?B?5LqI57SE44K344K544OG44Og44Gu44Ot44Kw44Kk44Oz?=
Date: <<dmy>> <<hh>>:<<mm>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

<<cred>>
""",
    "human",
    syntax="",
    encode=_b64_body,
    decode=_b64_dec,
)

F.reg(
    "rakuten_travel_api_properties",
    (
        "app/<<org>>-<<nn>>/src/main/resources/application.properties",
        "desk-<<fa>>/config/rakuten.properties",
    ),
    """# 楽天トラベル / アクティビティ連携
rakuten.application-id=10<<nn>>7
rakuten.affiliate-id=<<aff>>
spring.datasource.url=jdbc:mysql://<<ip>>:3306/activity
spring.datasource.username=desk
spring.datasource.password=<<cred>>
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {"aff": hexs(rng, 8) + "." + hexs(rng, 8)},
)

F.reg(
    "staff_accounts_csv_japanese_headers",
    ("共有/スタッフアカウント_<<y>>.csv", "exports/staff-<<nn>>.csv"),
    """氏名,部署,システム,ID,パスワード
<<ln>> <<fn>>,アクティビティデスク,Airレジ,<<email>>,<<cred>>
<<fn2>>,フロント,TL-リンカーン,,
""",
    "human_x",
    syntax="",
)

F.reg(
    "reception_nas_cifs_fstab",
    ("etc/fstab-<<nn>>", "desk-pc-<<fa>>/etc/fstab"),
    """UUID=<<id>>-0000-4000-8000-000000000000 /  ext4  errors=remount-ro 0 1
//<<ip>>/activity  /mnt/activity  cifs  username=desk,password=<<cred>>,iocharset=utf8,uid=1000  0  0
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "desk_ipad_wifi_mobileconfig_plist",
    ("mdm/<<org>>-desk-ipad-<<nn>>.mobileconfig.plist", "profiles/wifi-<<fa>>.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadType</key><string>com.apple.wifi.managed</string>
      <key>SSID_STR</key><string><<orgc>>-Staff</string>
      <key>EncryptionType</key><string>WPA2</string>
      <key>Password</key><string><<cred>></string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>アクティビティデスク Wi-Fi</string>
</dict>
</plist>
""",
    "human",
)

_ = prov
