# ruff: noqa: E501
"""Family h: a Japanese convenience-store franchisee (コンビニ加盟店オーナー): LINE in Japanese,
PAY.JP, Chatwork from Google Apps Script, kintone shift records, a Buffalo router sticker, mail
from headquarters, Smaregi POS, a crontab with curl credentials."""

from __future__ import annotations

import random

from hundredthird_spec import JPN as F
from hundredthird_spec import Fam, alnum

F.reg(
    "konbini_line_talk_history_pasuwado_hacchu",
    ("LINE/[LINE] <<first2>>とのトーク.txt", "iphone_backup/[LINE] 店長グループ<<store>>.txt"),
    """[LINE] <<first2>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hh>>:<<mi>>

<<y>>/<<mo>>/<<d>>(月)
<<hh>>:<<mi>>\t<<first2>>\tオーナー、発注端末のパスワードってまだ前のですか？ログインできません
<<hh>>:<<mi2>>\t<<name>>\t先週変えました
<<hh>>:<<mi2>>\t<<name>>\t<<cred>>
<<hh>>:<<mi2>>\t<<first2>>\t入れました！おでんの発注しておきます
""",
    "human",
)

F.reg(
    "konbini_payjp_secret_key_ruby_initializer",
    (
        "mobile-order/config/initializers/payjp.rb",
        "order-<<org>>/config/initializers/payjp_<<store>>.rb",
    ),
    """# 店頭受け取り予約 (お弁当・おせち) の決済
require "payjp"

Payjp.api_key = "<<cred>>"
Payjp.open_timeout = 30
Payjp.read_timeout = 90
PAYJP_PUBLIC_KEY = "pk_live_<<pk>>"
""",
    "p:payjp",
    extra=lambda rng, s: {"pk": alnum(rng, 24, "0123456789abcdef")},
)

F.reg(
    "konbini_chatwork_api_token_apps_script",
    ("gas/haiki_report.gs", "apps_script_<<store>>/コード.gs"),
    """// 廃棄ロス日報をチャットワークに送る (店舗<<store>>)
const CW_TOKEN = '<<cred>>';
const ROOM_ID = '<<nn>><<nn>><<nn>>';

function sendDailyLoss() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('廃棄');
  const total = sheet.getRange('F2').getValue();
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CW_TOKEN },
    payload: { body: '[info][title]本日の廃棄[/title]' + total + '円[/info]' },
  });
}
""",
    "hex:32",
)

F.reg(
    "konbini_kintone_shift_api_token_python",
    ("shift/kintone_export.py", "tools_<<org>>/shift_<<store>>.py"),
    '''"""kintone のシフト表アプリから今週のシフトを取得する。"""

import requests

DOMAIN = "<<org>>.cybozu.com"
APP_ID = <<n>>
API_TOKEN = "<<cred>>"


def shifts(week: str) -> list[dict]:
    r = requests.get(
        f"https://{DOMAIN}/k/v1/records.json",
        headers={"X-Cybozu-API-Token": API_TOKEN},
        params={"app": APP_ID, "query": f'週 = "{week}"'},
        timeout=30,
    )
    return r.json()["records"]
''',
    "alnum:40",
)


def _buffalo(rng: random.Random, f: Fam, s: dict) -> str:
    return alnum(rng, 13, "abcdefghijkmnpqrstuvwxyz0123456789")


F.reg(
    "konbini_backroom_buffalo_router_memo",
    ("事務所PC/メモ/無線LAN.txt", "scan/バックルーム_<<store>>_<<nn>>.txt"),
    """バックルーム 無線LAN (BUFFALO WSR-1800AX4)
SSID: Buffalo-G-<<hex8>>
暗号化キー
<<cred>>
※ 防犯カメラのタブレットもこれ
""",
    _buffalo,
)

F.reg(
    "konbini_honbu_mail_pasuwado_store_computer",
    (
        "Mail/受信/<<date>>_ストアコンピュータ.eml",
        "thunderbird_<<store>>/<<y>><<mo>><<d>>_本部連絡.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: ストアコンピュータ 店長アカウント再発行のお知らせ
Date: Wed, <<d>> Jun <<y>> <<hh>>:<<mi>>:00 +0900
Content-Type: text/plain; charset=UTF-8

<<first2>> 様

いつもお世話になっております。本部システム課の<<last>>です。
店舗<<store>>の店長アカウントを再発行しました。

ID：<<login>>
仮パスワード：<<cred>>

初回ログイン時に変更をお願いいたします。

<<name>>
""",
    "human",
)

F.reg(
    "konbini_smaregi_pos_client_secret_env",
    ("smaregi-sync/.env", "pos-<<org>>-<<store>>/.env"),
    """# スマレジ・プラットフォームAPI (在庫連携)
SMAREGI_CONTRACT_ID=<<cont>>
SMAREGI_CLIENT_ID=<<cid>>
SMAREGI_CLIENT_SECRET=<<cred>>
SMAREGI_SCOPE=pos.products:read pos.stock:write
""",
    "hex:64",
    extra=lambda rng, s: {
        "cont": alnum(rng, 10, "abcdefghijklmnopqrstuvwxyz"),
        "cid": alnum(rng, 32, "0123456789abcdef"),
    },
)

F.reg(
    "konbini_crontab_curl_user_pass_uriage",
    ("var/spool/cron/crontabs/<<fa>>", "店舗サーバ<<store>>/crontab.txt"),
    """# 売上日報を本部FTPSへ (毎朝6時)
MAILTO=""
0 6 * * * curl -s --ftp-ssl -u ten<<store>>:<<cred>> -T /home/<<fa>>/uriage/$(date +\\%Y\\%m\\%d).csv ftp://ftps.<<dom>>/uriage/
30 23 * * * /home/<<fa>>/bin/haiki_check.sh >> /var/log/haiki.log 2>&1
""",
    "pw_bare",
)
