# ruff: noqa: E501
"""Family n: an amusement park (遊園地, yūenchi) in the northern Kantō hills, Japan."""

from __future__ import annotations

import datetime as dt

from hundredthirtyeighth_spec import JAPANESE as F
from hundredthirtyeighth_spec import alnum, pick

F.reg(
    "payjp_ruby_initializer",
    ("config/initializers/payjp.rb", "<<org>>-ticket/config/initializers/payjp.rb"),
    """# frozen_string_literal: true

# PAY.JP – 前売りチケット・年間パスポートのカード決済
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30
Payjp.read_timeout = 90
Payjp.max_retry = 2
""",
    cred="p:payjp",
    syntax="",
)

F.reg(
    "gmo_pg_shop_pass_properties",
    ("ticket-web/src/main/resources/gmo-pg.properties", "<<org>>/conf/gmo_pg_<<yy>>.properties"),
    """# GMOペイメントゲートウェイ 接続設定（本番）
gmo.pg.url=https://p01.mul-pay.jp/payment/
gmo.shop.id=9<<shop>>
gmo.shop.pass=<<cred>>
gmo.site.id=mst<<site>>
gmo.shop.name=<<org_cap>>
gmo.timeout.sec=60
""",
    cred="p:gmo_shoppass",
    syntax="",
    extra=lambda r, s: {
        "shop": r.randint(100000000, 999999999),
        "site": r.randint(1000000, 9999999),
    },
)

F.reg(
    "line_channel_access_token_gas",
    ("apps-script/LineBot.gs", "<<org>>/gas/待ち時間通知.gs"),
    """// アトラクション待ち時間を LINE 公式アカウントで配信（スプレッドシート連携）
const CHANNEL_ACCESS_TOKEN = '<<cred>>';
const SHEET_ID = '<<sheet>>';

function pushWaitTimes() {
  const rows = SpreadsheetApp.openById(SHEET_ID).getSheetByName('待ち時間').getDataRange().getValues();
  const text = rows.slice(1).map(r => `${r[0]}：${r[1]}分`).join('\\n');
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/broadcast', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ messages: [{ type: 'text', text: '現在の待ち時間\\n' + text }] }),
  });
}
""",
    cred="p:line_channel",
    syntax="",
    extra=lambda r, s: {
        "sheet": "1"
        + alnum(r, 43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    },
)

YOUBI = "月火水木金土日"


def _line(rng, s):
    y, m, d = (int(x) for x in str(s["date"]).split("-"))
    return {
        "youbi": YOUBI[dt.date(y, m, d).weekday()],
        "slash": f"{y}/{m:02d}/{d:02d}",
        "group": pick(
            rng, ("メンテナンス班", "観覧車チーム", "早番スタッフ", "アトラクション運営")
        ),
    }


F.reg(
    "line_chat_export_pasuwado",
    ("[LINE] <<group>>とのトーク.txt", "スマホバックアップ/LINE/<<first>>_トーク履歴_<<nn>>.txt"),
    """[LINE] <<group>>のトーク履歴
保存日時：<<slash>> <<time4>>

<<slash>>(<<youbi>>)
<<time>>\t<<name>>\t観覧車の制御室PCのパスワード変わりました？
<<time2>>\t<<name2>>\t変わりました！新しいのは <<cred>> です
<<time2>>\t<<name2>>\t大文字小文字に注意してください
<<time3>>\t<<name>>\tありがとうございます🙏 ログインできました
<<time4>>\t<<name2>>\t[スタンプ]
""",
    cred="human",
    syntax="",
    extra=_line,
)

F.reg(
    "email_kintai_shift_pasuwado",
    ("mail/<<date>>_勤怠システム.eml", "受信トレイ/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: 勤怠・シフト管理システムのログイン情報
Date: <<dd>> Jul <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<name2>> さん

お疲れさまです。人事の<<name>>です。
夏休み期間のアルバイトシフトは勤怠システムから確認してください。

ログインID：<<user2>>
パスワード：<<cred>>

初回ログイン時にパスワードの変更をお願いします。
ご不明な点は事務所までお問い合わせください。

<<org_cap>> 人事・総務課
""",
    cred="human",
    syntax="",
)

F.reg(
    "square_pos_access_token_env",
    ("foodcourt-sync/.env", "<<org>>-pos/.env.production"),
    """# フードコート・売店 Square 売上を基幹システムへ取り込む
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_IDS=L<<loc1>>,L<<loc2>>
SQUARE_API_VERSION=2024-10-17
TZ=Asia/Tokyo
""",
    cred="p:square",
    syntax="",
    extra=lambda r, s: {
        "loc1": alnum(r, 12, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "loc2": alnum(r, 12, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    },
)

F.reg(
    "tsv_shain_accounts_excel_copy",
    ("共有/アカウント一覧_<<year>>.tsv", "Documents/<<org>>/staff_accounts_<<mm>>.tsv"),
    """氏名\t部署\tログインID\tパスワード\t備考
<<name>>\tアトラクション運営\t<<user>>\t<<cred>>\t観覧車・ジェットコースター
<<name2>>\tチケット\t<<user2>>\t（初回変更済）\t
山田 花子\t売店\thanako.yamada\t（退職）\t<<year>>/03 まで
""",
    cred="human",
    syntax="",
)

F.reg(
    "freee_oauth_client_toml",
    ("keiri-sync/config.toml", "<<org>>/batch/freee_<<yy>>.toml"),
    """# 売上日報 → freee 会計 連携バッチ
[freee]
client_id = "<<cid>>"
client_secret = "<<cred>>"
company_id = <<company>>
redirect_uri = "urn:ietf:wg:oauth:2.0:oob"

[mapping]
entrance = "入園料収入"
attraction = "乗物券収入"
food = "飲食売上"
""",
    cred="p:freee",
    extra=lambda r, s: {
        "cid": alnum(r, 43, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "company": r.randint(1000000, 9999999),
    },
)
