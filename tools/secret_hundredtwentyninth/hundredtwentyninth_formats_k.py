# ruff: noqa: E501
"""Family k: a smart-home installer in Sendai, Japan (Japanese)."""

from __future__ import annotations

import base64
import re

from hundredtwentyninth_spec import Fam, jdump

F = Fam(
    name="sumaho_smart_home_sendai",
    orgs=("kurashinet",),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健", "ken"),
        ("陽菜", "hina"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("拓也", "takuya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("菅原", "sugawara"),
    ),
    words=(
        "sakura",
        "fuji",
        "sendai",
        "tanuki",
        "kitsune",
        "hikari",
        "yuki",
        "tsuki",
        "natsu",
        "aozora",
        "kumo",
        "umi",
        "dango",
        "hoshi",
        "kaze",
        "momiji",
        "zunda",
        "gyutan",
    ),
    pets=("pochi", "tama", "hachi", "kuro", "momo", "koro"),
    cc="+81",
    places=("青葉区", "泉区", "宮城野区", "若林区", "太白区", "名取市", "多賀城市"),
)

F.reg(
    "sumaho_line_talk_history_pasuwado_aiseg",
    ("LINE/[LINE] <<ln>><<fn>>とのトーク.txt", "トーク履歴/<<fa>>_<<n>>.txt"),
    """[LINE] <<ln>><<fn>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<dd>> <<hh>>:<<mi>>

<<y>>/<<mo>>/<<dd>>(火)
<<hh>>:<<mi>>\t<<ln>><<fn>>\tお世話になっております。AiSEG2の設定をお願いしたいです
<<hh>>:<<mi>>\t<<orgc>> <<ln2>>\tかしこまりました。AiSEG2の管理者パスワードを教えていただけますか
<<hh>>:<<mi>>\t<<ln>><<fn>>\t<<cred>> です
<<hh>>:<<mi>>\t<<orgc>> <<ln2>>\tありがとうございます。明日10時に<<place>>のご自宅に伺います
""",
    "human",
    syntax="",
)

F.reg(
    "sumaho_switchbot_api_v11_token_python",
    ("switchbot/scenes.py", "customers/<<fa>>_<<n>>/switchbot_check.py"),
    """# SwitchBot API v1.1 - 設置後の動作確認 (カーテン・ロック・ハブ)
import base64
import hashlib
import hmac
import time
import uuid

import requests

TOKEN = "<<cred>>"
SECRET = "<<sec>>"

t = str(int(time.time() * 1000))
nonce = str(uuid.uuid4())
sign = base64.b64encode(hmac.new(SECRET.encode(), f"{TOKEN}{t}{nonce}".encode(), hashlib.sha256).digest())
headers = {"Authorization": TOKEN, "sign": sign, "t": t, "nonce": nonce}
print(requests.get("https://api.switch-bot.com/v1.1/devices", headers=headers, timeout=10).json())
""",
    "hex:96",
    extra=lambda rng, s: {"sec": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "sumaho_home_assistant_secrets_yaml_long_lived",
    ("homeassistant/secrets.yaml", "customers/<<fa>>_<<n>>/config/secrets.yaml"),
    """# <<ln>>様邸 Home Assistant
latitude_home: 38.26
longitude_home: 140.87
aiseg_host: <<ip>>
nodered_ha_token: <<cred>>
""",
    "p:ha_jwt",
)

F.reg(
    "sumaho_nature_remo_bearer_zsh_history",
    ("Users/<<fa>>/.zsh_history", "MacBook-<<n>>/.zsh_history"),
    """: <<ts>>:0;brew upgrade
: <<ts>>:0;curl -s -H 'Authorization: Bearer <<cred>>' https://api.nature.global/1/appliances | jq '.[].nickname'
: <<ts>>:0;curl -s -X POST -H 'Authorization: Bearer <<cred>>' -d 'button=power' https://api.nature.global/1/appliances/<<uuid>>/aircon_settings
: <<ts>>:0;ssh pi@<<ip>>
""",
    "b64u:64",
    syntax="",
)


def _dec_k8s(text: str) -> str:
    m = re.search(r"mqtt-password: (\S+)", text)
    return base64.b64decode(m.group(1)).decode()  # type: ignore[union-attr]


F.reg(
    "sumaho_k3s_secret_zigbee2mqtt_base64",
    ("k3s/zigbee2mqtt-secret.yaml", "customers/<<fa>>_<<n>>/k8s/z2m-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: zigbee2mqtt
  namespace: home
type: Opaque
data:
  mqtt-user: <<u64>>
  mqtt-password: <<enc>>
""",
    "pw",
    extra=lambda rng, s: {
        "u64": base64.b64encode(b"z2m").decode(),
        "enc": base64.b64encode(s["cred"].encode()).decode(),
    },
    decode=_dec_k8s,
)

F.reg(
    "sumaho_chatwork_api_token_apps_script",
    ("gas/工事報告_chatwork.gs", "apps-script/report_<<n>>.gs"),
    """// 工事完了報告をChatworkのお客様ルームに送る
const CW_TOKEN = '<<cred>>';
const ROOM_ID = '<<n6>><<n>>';

function sendReport(body) {
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CW_TOKEN },
    payload: { body: '[info][title]設置完了報告[/title]' + body + '[/info]' },
  });
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "sumaho_freee_oauth_app_client_secret_json",
    ("freee/credentials.json", "accounting/freee_<<n>>.json"),
    lambda s: jdump(
        {
            "client_id": s["cid"],
            "client_secret": s["cred"],
            "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
            "company_id": int(s["n6"]),
        }
    ),
    "alnum:43",
    extra=lambda rng, s: {"cid": "".join(rng.choice("0123456789abcdef") for _ in range(64))},
)

F.reg(
    "sumaho_sagyo_memo_japanese_wifi_pasuwado",
    ("作業メモ/<<d>>_<<fa>>.md", "memo/install_<<n>>.md"),
    """# 作業メモ <<ln>>様邸（<<place>>）

- 日時：<<y>>/<<mo>>/<<dd>> <<hh>>:<<mi>>〜
- 担当：<<ln2>>
- 設置機器：SwitchBot ハブ2、スマートロック Pro、Nature Remo nano、AiSEG2連携

## ネットワーク
- ルーター：NEC Aterm WX3600HP
- SSID：aterm-<<hex8>>-g
- パスワード：<<cred>>

## 次回
- 玄関ロックの指紋登録（ご家族3名）
""",
    "human",
    syntax="",
)
