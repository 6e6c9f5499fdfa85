# ruff: noqa: E501
"""Family c: a dog-grooming (trimming) salon in Kyoto (Japan, Japanese)."""

from __future__ import annotations

import random

from eightyfirst_spec import FC as F
from eightyfirst_spec import Slots, alnum, hexs

F.reg(
    "line_messaging_reminder_apps_script",
    ("gas/<<org>>_予約リマインダー.gs", "apps-script/line_remind_<<yy>><<mo>>.gs"),
    """// 前日リマインド: スプレッドシートの予約表からLINE公式アカウントで通知 (<<ln>> <<date>>)
const CHANNEL_ACCESS_TOKEN = '<<cred>>';
const SHEET_ID = '1<<hex8>><<id6>>Qm';

function sendReminders() {
  const rows = SpreadsheetApp.openById(SHEET_ID).getSheetByName('予約').getDataRange().getValues();
  rows.slice(1).forEach(([day, time, owner, dog, lineUserId]) => {
    if (!isTomorrow(day) || !lineUserId) return;
    UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
      payload: JSON.stringify({ to: lineUserId, messages: [{ type: 'text', text: `${owner}様 明日${time}に${dog}ちゃんのトリミングのご予約です🐾` }] }),
    });
  });
}
""",
    "p:line_access",
    syntax="",
)


def _line_export(s: Slots) -> str:
    y, mo, dd = s["year"], s["mo"], s["dd"]
    return (
        f"[LINE] スタッフ連絡とのトーク履歴\n保存日時：{y}/{mo}/{dd} {s['hh2']}:{s['mi']}\n\n"
        f"{y}/{mo}/{dd}(木)\n"
        f"{s['hh']}:{s['mi']}\t{s['ln']}{s['fn']}\tAirリザーブのパスワード変わった？ログインできない💦\n"
        f"{s['hh']}:{s['mi']}\t{s['ln2']}{s['fn2']}\t変えました！\n"
        f"{s['hh']}:{s['mi']}\t{s['ln2']}{s['fn2']}\tID {s['email']}\n"
        f"{s['hh']}:{s['mi']}\t{s['ln2']}{s['fn2']}\t{s['cred']}\n"
        f"{s['hh']}:{s['mi']}\t{s['ln']}{s['fn']}\tありがとうございます🙇‍♀️ {s['pet']}ちゃんのカット入れときます\n"
    )


F.reg(
    "line_talk_history_airreserve_pasuwado",
    ("LINE/[LINE] スタッフ連絡とのトーク.txt", "Downloads/line_talk_<<date>>.txt"),
    _line_export,
    "human",
    syntax="",
)

F.reg(
    "square_pos_env_access_token",
    ("salon-<<org>>/.env.production", "square-sync/<<org>>/.env"),
    """# Square POS 売上 -> freee 連携
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<hex8>>K3
FREEE_COMPANY_ID=<<id6>>
""",
    "p:square",
    syntax="",
)


def _staff_csv(s: Slots) -> str:
    return (
        "スタッフ名,ログインID,パスワード,権限,備考\n"
        f"{s['ln']} {s['fn']},{s['login']},{s['cred']},店長,\n"
        f"{s['ln2']} {s['fn2']},{s['login2']},(初回ログイン時に設定),トリマー,\n"
        "受付タブレット,reception,(端末に保存),受付のみ,iPad\n"
    )


F.reg(
    "stores_yoyaku_staff_csv_pasuwado_column",
    ("エクスポート/スタッフ一覧_<<date>>.csv", "Desktop/stores_staff_<<yy>><<mo>>.csv"),
    _staff_csv,
    "human_x",
    syntax="",
)

F.reg(
    "paypay_opa_yaml_api_secret",
    ("config/paypay.yml", "salon-<<org>>/config/settings/paypay.yaml"),
    """# PayPay for Developers (店頭QR・オンライン決済)
production:
  api_key: 'a_<<hex8>>_<<id6>>'
  api_secret: '<<cred>>'
  merchant_id: '<<id6>><<id6>>'
  redirect_url: 'https://<<dom>>/reserve/paid'
""",
    "p:paypay_secret",
)


def _switchbot(rng: random.Random, s: Slots) -> Slots:
    return {"secret": alnum(rng, 32), "dev": hexs(rng, 12, upper=True)}


F.reg(
    "switchbot_dryer_room_python_token",
    ("scripts/switchbot_<<org>>.py", "raspi/dryer_room/monitor_<<yy>>.py"),
    '''"""ドライヤールームの温湿度 (SwitchBot 温湿度計) を5分ごとに記録、30℃超えたらLINEに通知."""

import base64
import hashlib
import hmac
import time
import uuid

import requests

TOKEN = "<<cred>>"
SECRET = "<<secret>>"
METER_ID = "<<dev>>"


def headers() -> dict[str, str]:
    t = str(int(time.time() * 1000))
    nonce = str(uuid.uuid4())
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{TOKEN}{t}{nonce}".encode(), hashlib.sha256).digest())
    return {"Authorization": TOKEN, "t": t, "sign": sign.decode(), "nonce": nonce}


def status() -> dict:
    return requests.get(f"https://api.switch-bot.com/v1.1/devices/{METER_ID}/status", headers=headers(), timeout=10).json()
''',
    "hex:96",
    extra=_switchbot,
)

F.reg(
    "kintone_customer_karte_js_api_token",
    ("kintone/customize/<<org>>_karte.js", "kintone-plugins/karte-sync/src/config.js"),
    """// 顧客カルテアプリ (犬種・カット履歴) の同期設定
export const KINTONE = {
  baseUrl: "https://<<org>>.cybozu.com",
  appId: <<n>>2,
  apiToken: "<<cred>>",
};
// 担当: <<ln>> <<fn>> / <<date>>
""",
    "alnum:40",
    syntax="",
)


def fill_memo(s: Slots, label: str) -> str:
    return f"{label}\nSSID: pochitrim-{s['hex8'][:4]}\nパスワード\n{s['cred']}\n\n※ 待合のお客様には教えない\n"


F.reg(
    "salon_memo_txt_wifi_pasuwado_next_line",
    ("メモ/wifi.txt", "iCloud/メモ/<<org>>_ルーター_<<yy>>.txt"),
    lambda s: fill_memo(s, "Wi-Fi (サロン)"),
    "pw_alnum",
    syntax="",
)
