"""Family d: a strawberry greenhouse farm with climate controllers in Tochigi (Japan)."""

from __future__ import annotations

import base64
import re

from sixtythird_spec import Fam, jdump

F = Fam(
    "ichigo_hausu_tochigi_noen",
    ("ichigohata", "ichigohata"),
    "jp",
    ("hiroshi", "yumiko", "takeshi", "naoko", "kenji", "sachiko", "daisuke", "mayumi"),
    ("浩", "由美子", "健", "直子", "健二", "幸子", "大輔", "真由美"),
    ("suzuki", "takahashi", "watanabe", "saito", "kobayashi", "kato", "yoshida", "sasaki"),
    (
        "tochiotome",
        "skyberry",
        "ichigo",
        "nikko",
        "kinu",
        "sakura",
        "haru",
        "natsu",
        "hatake",
        "mikan",
        "pochi",
        "momo",
        "kurumi",
        "utsunomiya",
        "tomato",
        "nasu",
        "kanpyo",
    ),
    "81",
)

F.reg(
    "ichigo_kankyo_seigyo_controller_json_token",
    ("環境制御/controller_<<n>>.json", "ハウス<<n>>号/setting/cloud.json"),
    lambda s: jdump(
        {
            "device": {"name": f"{s['n']}号ハウス 環境制御盤", "serial": f"UEC-{s['nn']}-{s['n']}"},
            "sensors": {"co2": True, "temp": True, "humidity": True, "solar": True},
            "cloud": {
                "endpoint": "https://api.agri-cloud.jp/v2/telemetry",
                "farm_id": f"TCG{s['nn']:04d}",
                "access_token": s["cred"],
                "interval_sec": 60,
            },
            "vent": {"open_temp_c": 25, "close_temp_c": 20},
        }
    ),
    "x:acp_:40",
)

F.reg(
    "ichigo_line_chat_export_wifi_pasuwado",
    ("[LINE] 家族ハウス作業のトーク.txt", "line_export/<<org>>_<<n>>.txt"),
    """[LINE] ハウス作業のトーク履歴
保存日時：<<year>>/<<mo>>/<<d>> <<time>>

<<year>>/<<mo>>/<<d>>(火)
<<time>>\t<<lfirst>>\tパートさんのスマホ、ハウスのWi-Fiにつなぎたいって
<<time>>\t<<lfirst>>\tパスワード何だっけ？
<<time>>\t浩\tSSID ichigo-house-2G
<<time>>\t浩\tパスワードは <<cred>>
<<time>>\t<<lfirst>>\tありがとう👍
""",
    "human",
)

F.reg(
    "ichigo_raspi_soil_sensor_ambient_writekey_py",
    ("home/pi/ichigo/ambient_send_<<n>>.py", "raspi-<<org>>/sensor.py"),
    """#!/usr/bin/env python3
# 土壌水分・培地温度をAmbientに送る（5分おき cron）
import ambient
import smbus2

CHANNEL_ID = <<nn>><<n>>
WRITE_KEY = "<<cred>>"

am = ambient.Ambient(CHANNEL_ID, WRITE_KEY)
bus = smbus2.SMBus(1)


def read_moisture() -> float:
    raw = bus.read_word_data(0x36, 0x0F)
    return round(raw / 10.0, 1)


if __name__ == "__main__":
    am.send({"d1": read_moisture(), "d2": 18.5})
""",
    "hex:16",
)

F.reg(
    "ichigo_router_sticker_photo_ocr_angoka_key",
    ("スキャン/IMG_<<nn>>_ocr.txt", "Google Keep/ルーター<<n>>.txt"),
    """Aterm WX3000HP
製品名 ルーター 親機
MACアドレス 8C:<<mo>>:<<d>>:1A:2B:<<n>>
ネットワーク名(SSID)
aterm-<<hex6>>-g
暗号化キー(KEY)
<<cred>>
管理者パスワード 裏面参照
""",
    "lonum:13",
    extra=lambda r, s: {"hex6": F.draw(r, "hex:6", s)},
)


def _b64_mail(s: dict) -> str:
    body = f"""{s["clast_jp"]} 様

いつもお世話になっております。JA集出荷システムのアカウントを発行しました。

ログインID：{s["user"]}
パスワード：{s["cred"]}

初回ログイン後、出荷予定（とちおとめ・スカイベリー）を入力してください。

JA営農センター いちご部会 担当 {s["lfirst"]}
"""
    enc = base64.encodebytes(body.encode("utf-8")).decode("ascii")
    return f"""From: =?UTF-8?B?SkHllrbovrLjgrvjg7Pjgr/jg7w=?= <eino@ja-nasu.or.jp>
To: {s["email"]}
Subject: =?UTF-8?B?44Ki44Kr44Km44Oz44OI55m66KGM?=
Date: Wed, {s["d"]} Nov {s["year"]} {s["hms"]} +0900
Message-ID: <{s["msgid"]}>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{enc}"""


def _b64_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode("utf-8")
    return re.search(r"パスワード：(\S+)", plain).group(1)


F.reg(
    "ichigo_ja_shipping_account_email_base64_body",
    ("Thunderbird/Inbox/ja_account_<<n>>.eml", "mail/<<org>>/<<nn>>.eml"),
    _b64_mail,
    "human",
    extra=lambda r, s: {"clast_jp": "鈴木"},
    decode=_b64_dec,
)

F.reg(
    "ichigo_agras_spray_drone_fleet_yaml",
    ("drone/agras_fleet_<<n>>.yaml", "ops/<<org>>/drone.yml"),
    """# 防除ドローン（AGRAS T25）運用設定
fleet:
  operator: <<corg>>農園
  pilots:
    - name: <<first>>
      license: "一等-<<nn>>"
  aircraft:
    - sn: "1ZN<<hex6>>"
      model: T25
cloud_sync:
  provider: agri-fleet
  app_key: "<<appkey>>"
  app_secret: "<<cred>>"
  upload_flight_logs: true
""",
    "hex:32",
    extra=lambda r, s: {"hex6": F.draw(r, "HEX:6", s), "appkey": F.draw(r, "hex:24", s)},
)

F.reg(
    "ichigo_freee_invoice_apps_script_client_secret",
    ("GAS/出荷請求_<<n>>.gs", "apps-script/<<org>>/freee.gs"),
    """// 出荷データ（スプレッドシート）から freee 請求書を作る
const FREEE_CLIENT_ID = '<<cid>>';
const FREEE_CLIENT_SECRET = '<<cred>>';
const COMPANY_ID = <<nn>><<n>>;

function getService() {
  return OAuth2.createService('freee')
    .setAuthorizationBaseUrl('https://accounts.secure.freee.co.jp/public_api/authorize')
    .setTokenUrl('https://accounts.secure.freee.co.jp/public_api/token')
    .setClientId(FREEE_CLIENT_ID)
    .setClientSecret(FREEE_CLIENT_SECRET)
    .setCallbackFunction('authCallback')
    .setPropertyStore(PropertiesService.getUserProperties());
}
""",
    "b64u:32",
    extra=lambda r, s: {"cid": F.draw(r, "digits:15", s)},
)

F.reg(
    "ichigo_switchbot_hausu_env_token",
    ("home/pi/switchbot/.env", "ハウス監視/<<org>>_<<n>>.env"),
    """# SwitchBot 温湿度計（ハウス1〜4号）
SWITCHBOT_TOKEN=<<cred>>
SWITCHBOT_SECRET=<<sec>>
DEVICE_IDS=C1<<hex6>>,D4<<hex6>>
LINE_NOTIFY_ON_TEMP_OVER=32
""",
    "hex:96",
    extra=lambda r, s: {"sec": F.draw(r, "hex:32", s), "hex6": F.draw(r, "HEX:10", s)},
)
