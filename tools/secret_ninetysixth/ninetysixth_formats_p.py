# ruff: noqa: E501
"""Family p: the household staff of the (fictional) Istravian ambassador's residence in Tokyo,
Japan: Japanese (kanji, hiragana, katakana) and English."""

from __future__ import annotations

import base64
import re

from ninetysixth_spec import Fam

F = Fam(
    name="diplomatic_residence_household_japan",
    orgs=("istravia-embassy", "istravia-residence", "istravia-mfa", "estrelin-house"),
    tlds=("jp", "or.jp", "co.jp"),
    first=(
        ("さくら", "sakura"),
        ("健太", "kenta"),
        ("由美", "yumi"),
        ("翔", "sho"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("美咲", "misaki"),
        ("浩", "hiroshi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
    ),
    words=(
        "sakura",
        "fujisan",
        "azabu",
        "hiroo",
        "omotesando",
        "matcha",
        "sushi",
        "tempura",
        "hanami",
        "momiji",
        "shibuya",
        "ginza",
        "kyoto",
        "daruma",
        "tanuki",
        "onsen",
        "yuzu",
        "kotatsu",
        "minato",
        "shinkansen",
    ),
    pets=("pochi", "tama", "momo", "hana", "kuro", "shiro", "maru"),
    cc="81",
    city=("東京", "tokyo"),
    family_first=True,
)

F.reg(
    "residence_japanese_line_talk_history_pasuwado",
    ("[LINE] 公邸スタッフのトーク_<<ymd>>.txt", "Documents/LINE/talk_<<fa>>_<<n>>.txt"),
    """[LINE] 公邸スタッフのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<time>>

<<y>>/<<mo>>/<<d>>(月)
<<hh>>:02	<<name2>>	おはようございます。キッチンのタブレット、ネットスーパーのパスワードが変わったみたいです
<<hh>>:05	<<name>>	アカウントは <<user>>@<<dom>> です
<<hh>>:05	<<name>>	パスワード：<<cred>>
<<hh>>:06	<<name2>>	ありがとうございます！助かります🙇
""",
    "human",
)


def _unattend(sl: dict[str, object]) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
      <TimeZone>Tokyo Standard Time</TimeZone>
      <ComputerName>KITCHEN-PC{sl["n"]}</ComputerName>
      <AutoLogon>
        <Enabled>true</Enabled>
        <LogonCount>9999</LogonCount>
        <Username>staff</Username>
        <Password>
          <Value>{sl["enc"]}</Value>
          <PlainText>false</PlainText>
        </Password>
      </AutoLogon>
    </component>
    <component name="Microsoft-Windows-International-Core" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <InputLocale>0411:{{03B5835F-F03C-411B-9CE2-AA23E1171E36}}{{A76C93D9-5523-4E90-AAFA-4DB112F9AC76}}</InputLocale>
      <UILanguage>ja-JP</UILanguage>
      <UserLocale>ja-JP</UserLocale>
    </component>
  </settings>
</unattend>
"""


def _dec_unattend(text: str) -> str:
    m = re.search(r"<AutoLogon>.*?<Value>([^<]+)</Value>", text, re.DOTALL)
    if not m:
        raise ValueError("no value")
    raw = base64.b64decode(m.group(1)).decode("utf-16-le")
    if not raw.endswith("Password"):
        raise ValueError("no suffix")
    return raw[: -len("Password")]


F.reg(
    "residence_kitchen_pc_unattend_autologon_base64",
    ("Windows/Panther/unattend_<<n>>.xml", "USB/kitchen-pc-setup-<<ymd>>/autounattend.xml"),
    _unattend,
    "human_x",
    extra=lambda r, sl: {
        "enc": base64.b64encode((str(sl["cred"]) + "Password").encode("utf-16-le")).decode()
    },
    decode=_dec_unattend,
)

F.reg(
    "residence_switchbot_curtains_api_python",
    ("home-automation/switchbot_<<n>>.py", "home/<<user>>/residence/curtains.py"),
    '''"""Open the reception-room curtains and turn on the entrance lights before guests arrive."""

import base64
import hashlib
import hmac
import time
import uuid

import requests

TOKEN = "<<cred>>"
SECRET = "<<sec>>"


def headers() -> dict[str, str]:
    t = str(int(time.time() * 1000))
    nonce = str(uuid.uuid4())
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{TOKEN}{t}{nonce}".encode(), hashlib.sha256).digest())
    return {"Authorization": TOKEN, "t": t, "nonce": nonce, "sign": sign.decode()}


def open_curtains(device_id: str) -> None:
    requests.post(
        f"https://api.switch-bot.com/v1.1/devices/{device_id}/commands",
        headers=headers(),
        json={"command": "turnOn", "parameter": "default", "commandType": "command"},
        timeout=10,
    )
''',
    "p:switchbot",
    extra=lambda r, sl: {"sec": "".join(r.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "residence_aterm_router_sticker_note_angoka_key",
    ("Shared/Residence/wifi_<<ymd>>.txt", "Desktop/キッチンWiFi_<<n>>.txt"),
    """キッチン・スタッフルーム Wi-Fi
aterm-<<id6>>-g
暗号化キー（KEY）
<<cred>>
※ゲスト用は別（aterm-<<id6>>-gw）
""",
    "hex:13",
)

F.reg(
    "residence_household_payroll_freee_oauth_env",
    ("household-payroll/.env", "home/<<user>>/payroll-<<n>>/.env"),
    """# freee人事労務 — 公邸スタッフ給与
FREEE_CLIENT_ID=<<cid>>
FREEE_CLIENT_SECRET=<<cred>>
FREEE_COMPANY_ID=<<coid>>
FREEE_REDIRECT_URI=urn:ietf:wg:oauth:2.0:oob
""",
    "b64u:32",
    syntax="",
    extra=lambda r, sl: {
        "cid": "".join(r.choice("0123456789abcdef") for _ in range(64)),
        "coid": str(r.randint(1000000, 9999999)),
    },
)

F.reg(
    "residence_japanese_email_pasuwado_amazon_business",
    ("Mail/受信トレイ/<<ymd>>_<<n>>.eml", "Outlook/export/<<user>>/<<nnn>>.eml"),
    """From: <<name2_a>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?44Ki44Oe44K+44Oz44OT44K444ON44K544Gu44Ot44Kw44Kk44Oz?=
Date: <<date>> <<time>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<ln>>さん

お疲れさまです。公邸の消耗品（キッチン用品・来客用アメニティ）の注文用に、
Amazonビジネスのアカウントを共有します。

ログイン：residence.supplies@<<dom>>
パスワード：<<cred>>

注文前に必ず社交秘書（<<name2>>）に確認してください。
よろしくお願いします。
""",
    "human",
)

F.reg(
    "residence_chef_line_notify_token_shell",
    ("home/pi/bin/notify_deliveries_<<n>>.sh", "srv/residence/deliveries.sh"),
    """#!/bin/bash
# 宅配ボックスのセンサーが反応したらシェフのLINEグループに通知
LINE_TOKEN="<<cred>>"
curl -s -X POST https://notify-api.line.me/api/notify \\
  -H "Authorization: Bearer ${LINE_TOKEN}" \\
  -F "message=宅配ボックスに荷物が届きました（<<city>> 公邸）"
""",
    "p:line_notify",
    syntax="",
)

F.reg(
    "residence_driver_etc_portal_csv_japanese",
    ("Shared/Residence/運転手_アカウント_<<y>>.csv", "Desktop/driver_accounts_<<n>>.csv"),
    """サービス,URL,ID,パスワード,備考
ETC利用照会サービス,https://www.etc-meisai.jp,<<user>>,<<cred>>,公用車 品川<<nnn>>
駐車場予約（akippa）,https://www.akippa.com,<<user2>>,本人管理,
ガソリンカード,https://fleet.eneos.co.jp,(総務),金庫,
""",
    "human_x",
    syntax="",
)
