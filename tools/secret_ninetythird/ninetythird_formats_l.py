# ruff: noqa: E501
"""Family l: an Osaka newsletter writer (paid letters, LINE official account) (Japanese)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_L, alnum, dec_mime_subject, enc_mime_b, gen_pw


def _mime(s):
    subj = enc_mime_b(f"【{s['orgc']}】仮パスワードのお知らせ パスワード: {s['cred']}")
    return f"""Return-Path: <noreply@{s["dom"]}>
From: {s["orgc"]} 配信システム <noreply@{s["dom"]}>
To: {s["email2"]}
Subject: {subj}
Date: Wed, {s["d"]} Jul {s["y"]} {s["hh"]}:{s["mi"]}:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

{s["fn2"]} 様

ニュースレター管理画面のアカウントを作成しました。
件名に記載した仮パスワードでログインし、初回ログイン後に変更してください。

ログインURL: https://{s["dom"]}/admin/
ユーザー名: {s["fa2"]}

--
{s["orgc"]} 編集部 {s["ln"]}
"""


FAM_L.reg(
    "mime_subject_encoded_word_kari_password",
    ("Mail/受信トレイ/<<y>><<mo>><<d>>_仮パスワード.eml", "thunderbird/<<fa2>>/Inbox/<<n2>>.eml"),
    _mime,
    lambda r, s: gen_pw(r, sym="!#%+-"),
    syntax="",
    decode=dec_mime_subject("パスワード:"),
)

FAM_L.reg(
    "mailchimp_api_key_apps_script_subscribers",
    ("GAS/購読者同期/コード.gs", "apps-script/<<org>>_sync_<<n>>.gs"),
    """// スプレッドシートの購読者リストを Mailchimp に同期する（毎朝7時トリガー）
const MC_API_KEY = '<<cred>>';
const MC_LIST_ID = '<<lid>>';

function syncSubscribers() {
  const dc = MC_API_KEY.split('-')[1];
  const sheet = SpreadsheetApp.getActive().getSheetByName('購読者');
  const rows = sheet.getDataRange().getValues().slice(1);
  rows.forEach(([email, name]) => {
    UrlFetchApp.fetch(`https://${dc}.api.mailchimp.com/3.0/lists/${MC_LIST_ID}/members`, {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'apikey ' + MC_API_KEY },
      payload: JSON.stringify({ email_address: email, status: 'subscribed', merge_fields: { FNAME: name } }),
      muteHttpExceptions: true,
    });
  });
}
""",
    "p:mailchimp",
    syntax="",
    extra=lambda r, s: {"lid": alnum(r, 10, "0123456789abcdef")},
)

FAM_L.reg(
    "line_messaging_channel_access_token_env",
    ("line-bot/.env", "<<org>>-line/.env.production"),
    """# LINE公式アカウント（最新号のお知らせ配信）
LINE_CHANNEL_ID=<<chid>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
BROADCAST_HOUR=19
SITE_URL=https://<<dom>>
""",
    "p:line_channel",
    syntax="",
    extra=lambda r, s: {"chid": alnum(r, 10, "0123456789")},
)


def _slack(s):
    msgs = [
        {
            "user": s["u1"],
            "type": "message",
            "ts": f"{s['epoch']}.000200",
            "text": "WordPressの管理画面のパスワード変わりました？入れなくて号外が出せないです🙏",
            "user_profile": {"real_name": f"{s['ln2']} {s['fn2']}", "display_name": s["fa2"]},
        },
        {
            "user": s["u2"],
            "type": "message",
            "ts": f"{s['epoch'] + 70}.000300",
            "text": f"昨日変えました、`{s['cred']}` です。使ったらこのメッセージ消してください",
            "user_profile": {"real_name": f"{s['ln']} {s['fn']}", "display_name": s["fa"]},
        },
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=4)


FAM_L.reg(
    "slack_export_json_pasuwado_wordpress",
    ("slack_export_<<org>>/編集部/<<date>>.json", "Slack export <<date>>/general/<<date>>.json"),
    _slack,
    "human",
    extra=lambda r, s: {
        "u1": "U0" + alnum(r, 9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "u2": "U0" + alnum(r, 9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    },
)

FAM_L.reg(
    "stripe_restricted_key_paywall_toml",
    ("paywall/config.toml", "<<org>>-paywall/config.<<n>>.toml"),
    """# 有料プラン（月額500円）の会員判定サーバー
[server]
listen = "127.0.0.1:8787"
site = "https://<<dom>>"

[stripe]
restricted_key = "<<cred>>"
price_monthly = "price_1<<pid>>"
portal_return_url = "https://<<dom>>/account"

[mail]
from = "letter@<<dom>>"
""",
    "p:stripe_rk",
    extra=lambda r, s: {"pid": alnum(r, 23)},
)

FAM_L.reg(
    "sakura_rental_server_netrc",
    ("home/<<fa>>/.netrc", "Users/<<fa>>/.netrc"),
    """machine <<org>>.sakura.ne.jp
  login <<org>>
  password <<cred>>
machine api.github.com
  login <<fa>>-<<org>>
""",
    "pw_bare",
    syntax="",
)

FAM_L.reg(
    "freee_accounting_oauth_client_yaml",
    ("keiri/freee.yml", "<<org>>/config/freee_<<n>>.yaml"),
    """# 会計freee：Stripe入金を取引として登録するスクリプト用
freee:
  company_id: <<n2>>
  client_id: '<<cid>>'
  client_secret: '<<cred>>'
  redirect_uri: 'urn:ietf:wg:oauth:2.0:oob'
  account_item: '売上高'
""",
    "p:freee",
    extra=lambda r, s: {
        "cid": alnum(r, 43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    },
)

FAM_L.reg(
    "sticky_note_ocr_japanese_wordpress",
    ("スキャン/付箋_<<n>>.txt", "Pictures/OCR/memo_<<date>>.txt"),
    """ワードプレス
admin
<<cred>>
（<<dom>>）
""",
    "human",
    syntax="",
)
