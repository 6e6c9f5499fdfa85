# ruff: noqa: E501
"""Family e: a composting site (堆肥センター) in Nagano, Japan (Japanese): windrow temperature
loggers (Ambient, SwitchBot), kintone customer app, Chatwork, Square, freee, LINE."""

from __future__ import annotations

from eightyfifth_spec import JAPAN as F
from eightyfifth_spec import hexs, prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_line_talk_history_pasuwado_kintone",
    ("LINE/[LINE] 堆肥センター<<n>>のトーク.txt", "export/<<fa>>/line_talk_<<ymd>>.txt"),
    """[LINE] 堆肥センター事務所のトーク履歴
保存日時：<<year>>/<<mm>>/<<dd>> <<t5>>

<<year>>/<<mm>>/<<dd>>(火)
<<t1>>\t<<last>> <<first>>\tおはようございます。kintoneに入れなくなりました…
<<t2>>\t<<last>> <<first>>\t[スタンプ]
<<t2>>\t<<first2>>\tIDはtaihi-office@<<dom>>です
<<t3>>\t<<first2>>\tパスワード <<cred>>
<<t3>>\t<<last>> <<first>>\t入れました！ありがとうございます🙇
<<t4>>\t<<first2>>\t確認したらこのメッセージは送信取消しておきます
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_ambient_windrow_thermometer_micropython",
    ("esp32/main.py", "loggers/windrow<<n>>/main.py"),
    """# 堆肥の切り返し判断用: 深さ50cmの温度をAmbientへ送る (ESP32 + DS18B20)
import time

import ambient
import ds18x20
import machine
import network
import onewire

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect("taihi-yard", "<<wifi>>")
while not wlan.isconnected():
    time.sleep(1)

am = ambient.Ambient(<<chan>>, "<<cred>>")
ds = ds18x20.DS18X20(onewire.OneWire(machine.Pin(4)))
roms = ds.scan()
while True:
    ds.convert_temp()
    time.sleep_ms(750)
    am.send({"d1": ds.read_temp(roms[0]), "d2": ds.read_temp(roms[1])})
    time.sleep(600)
""",
    "p:ambient_write",
    extra=lambda r, s: {"chan": r.randint(10000, 99999), "wifi": F.human(r, safe=True)},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_switchbot_api_v11_meter_poll_python",
    ("scripts/switchbot_hakko.py", "monitor/<<org>>/switchbot_<<n>>.py"),
    '''"""発酵棟のSwitchBot温湿度計を10分ごとに取得してCSVに追記する"""

import base64
import hashlib
import hmac
import time
import uuid

import requests

TOKEN = "<<cred>>"
SECRET = "<<sec>>"
DEVICE_ID = "<<dev>>"


def headers():
    t = str(int(time.time() * 1000))
    nonce = str(uuid.uuid4())
    sign = base64.b64encode(hmac.new(SECRET.encode(), (TOKEN + t + nonce).encode(), hashlib.sha256).digest()).decode()
    return {"Authorization": TOKEN, "t": t, "nonce": nonce, "sign": sign}


r = requests.get(f"https://api.switch-bot.com/v1.1/devices/{DEVICE_ID}/status", headers=headers(), timeout=10)
body = r.json()["body"]
with open("hakko_<<ymd>>.csv", "a") as fh:
    fh.write(f"{time.strftime('%H:%M')},{body['temperature']},{body['humidity']}\\n")
''',
    "p:switchbot",
    extra=lambda r, s: {"sec": hexs(r, 32), "dev": hexs(r, 12, upper=True)},
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_kintone_api_token_shipments_fetch_js",
    ("kintone/shukka_sync.js", "apps/<<org>>/kintone_<<n>>.js"),
    """// 出荷記録(軽トラ・フレコン)を kintone アプリ <<nn>> に登録する
const SUBDOMAIN = '<<org>>';
const APP_ID = <<nn>>;
const API_TOKEN = '<<cred>>';

async function addShipment(rec) {
  const res = await fetch(`https://${SUBDOMAIN}.cybozu.com/k/v1/record.json`, {
    method: 'POST',
    headers: { 'X-Cybozu-API-Token': API_TOKEN, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      app: APP_ID,
      record: { 顧客名: { value: rec.customer }, 数量_kg: { value: rec.kg }, 品目: { value: rec.kind } },
    }),
  });
  if (!res.ok) throw new Error(await res.text());
  return res.json();
}

module.exports = { addShipment };
""",
    "p:kintone",
    syntax="",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_chatwork_token_daily_report_crontab",
    ("crontab/<<fa>>.crontab", "etc/cron.d/<<org>>_nippo_<<n>>"),
    """# 毎日17:30 堆肥場の日報(受入量・出荷量)を Chatwork に投稿
MAILTO=""
30 17 * * 1-6 /usr/bin/python3 /opt/nippo/make.py > /tmp/nippo.txt && curl -s -X POST -H "X-ChatWorkToken: <<cred>>" --data-urlencode "body@/tmp/nippo.txt" https://api.chatwork.com/v2/rooms/<<nnnn>><<nn>>/messages
0 3 * * 0 find /opt/nippo/out -mtime +60 -delete
""",
    "p:chatwork",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_square_access_token_direct_sales_env",
    ("chokubai-pos/.env", "webshop/<<org>>/.env.<<n>>"),
    """# 直売所(袋詰め堆肥・腐葉土)のSquare連携
SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-<<appid>>
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<loc>>
SHOP_NAME=<<org>>直売所
""",
    lambda r, s: "EAAA" + prov(r, "kintone") + prov(r, "kintone")[:20],
    syntax="",
    extra=lambda r, s: {"appid": prov(r, "kintone")[:22], "loc": hexs(r, 12, upper=True)},
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_hikitsugi_memo_markdown_nas_password",
    ("引継ぎ/引継ぎメモ_<<year>><<mm>>.md", "docs/<<fa>>/handover_<<ymd>>.md"),
    """# 引継ぎメモ（<<last>>→<<first2>>さん）

## 毎日やること
- 朝: 発酵槽の温度確認（60℃以下なら切り返し）
- 受入: 剪定枝・もみ殻・牛ふんの計量 → 受入台帳へ
- 夕方: 日報は自動でChatworkに出ます

## 事務所NAS（Synology DS220+）
- アドレス: http://<<ip>>:5000
- ユーザー: admin_<<fa>>
- パスワード: <<cred>>
- 写真・受入台帳・許可証PDFはすべてここ

## その他
- 重機の鍵は事務所の青い箱
- 産廃許可の更新は<<year>>年<<m>>月
""",
    "human",
    syntax="",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "taihi_freee_client_secret_yaml_invoice_bot",
    ("config/freee.yml", "bots/<<org>>/seikyu_<<n>>.yml"),
    """# 請求書bot: 出荷記録 -> freee会計 取引登録
freee:
  company_id: <<nnnn>><<nn>>
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
  token_file: /var/lib/seikyu/freee_token.json
schedule:
  cron: "0 9 1 * *"
  timezone: Asia/Tokyo
""",
    "b64u:32",
    extra=lambda r, s: {"cid": hexs(r, 64)},
)
