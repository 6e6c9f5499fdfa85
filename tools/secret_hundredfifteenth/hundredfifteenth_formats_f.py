# ruff: noqa: E501
"""Family f: a Kyokushin karate dojo in Osaka, Japan: Japanese, LINE chats, Square and PayPay,
a grading-record spreadsheet, a kiosk tablet, YouTube lessons."""

from __future__ import annotations

import json

from hundredfifteenth_spec import Fam

F = Fam(
    name="kyokushin_karate_dojo_japan",
    orgs=("shinkaikan", "naniwadojo", "tsurugikan", "sakurakai", "bushinkan"),
    tld="jp",
    first=(
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔", "sho"),
        ("彩", "aya"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("拓海", "takumi"),
        ("直子", "naoko"),
        ("誠", "makoto"),
        ("恵", "megumi"),
    ),
    last=(
        ("田中", "tanaka"),
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
        ("木村", "kimura"),
    ),
    words=(
        "osu",
        "karate",
        "kyokushin",
        "seiken",
        "kumite",
        "kata",
        "naniwa",
        "sakura",
        "bushido",
        "shinkai",
        "tsuki",
        "mawashi",
        "dojo",
        "takoyaki",
        "tsutenkaku",
    ),
    pets=("pochi", "hachi", "momo", "kuro", "tama", "sora"),
    cc="81",
)

F.reg(
    "kyokushin_line_chat_export_pasuwado_kiosk",
    ("LINE/[LINE] 指導員グループのトーク.txt", "Downloads/[LINE]<<org>>_<<nn>>.txt"),
    """[LINE] 指導員グループのトーク履歴
保存日時：<<date>> <<time>>

<<date>>
<<time>>	<<name>>	受付のタブレット、また「hacomono」からログアウトしてる
<<time>>	<<name2>>	ID <<email2>>
<<time2>>	<<name2>>	パスワード <<cred>>
<<time2>>	<<name>>	押忍！ありがとうございます
""",
    "human",
    syntax="",
)

F.reg(
    "kyokushin_square_access_token_gas_script",
    ("apps-script/月謝集計.gs", "gas/<<org>>_square_sync.js"),
    """// 月謝の決済を Square から取得してスプレッドシートに書き込む
const SQUARE_TOKEN = '<<cred>>';
const LOCATION_ID = 'L<<hex8>>';

function syncPayments() {
  const res = UrlFetchApp.fetch('https://connect.squareup.com/v2/payments?location_id=' + LOCATION_ID, {
    headers: { Authorization: 'Bearer ' + SQUARE_TOKEN, 'Square-Version': '2024-06-04' },
  });
  const sheet = SpreadsheetApp.getActive().getSheetByName('月謝');
  JSON.parse(res.getContentText()).payments.forEach(p => sheet.appendRow([p.id, p.amount_money.amount]));
}
""",
    "p:square",
    syntax="",
)

F.reg(
    "kyokushin_paypay_opa_keys_ruby_initializer",
    ("config/initializers/paypay.rb", "<<org>>-web/config/initializers/paypay.rb"),
    """PAYPAY_CONFIG = {
  api_key: '<<uuid>>',
  api_secret: '<<cred>>',
  merchant_id: '<<nn>><<nn>><<nn>><<nn>>',
  production: true
}.freeze
""",
    "b64np:32",
    syntax="",
)

F.reg(
    "kyokushin_grading_records_flat_ods",
    ("昇級審査/審査記録_<<year>>.fods", "Documents/<<org>>/shinsa_<<year>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="審査">
  <table:table-row><table:table-cell><text:p>氏名</text:p></table:table-cell><table:table-cell><text:p>級</text:p></table:table-cell><table:table-cell><text:p>会員サイト</text:p></table:table-cell><table:table-cell><text:p>パスワード</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell><text:p><<name>></text:p></table:table-cell><table:table-cell><text:p><<n>>級</text:p></table:table-cell><table:table-cell><text:p><<user>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

F.reg(
    "kyokushin_youtube_lessons_upload_client_secret_json",
    ("uploader/client_secret_<<nn>>.json", "稽古動画/<<org>>/client_secret.json"),
    lambda s: json.dumps(
        {
            "installed": {
                "client_id": f"{s['nn']}{s['epoch']}-{s['hex8']}.apps.googleusercontent.com",
                "project_id": f"{s['org']}-keiko",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "client_secret": s["cred"],
                "redirect_uris": ["http://localhost"],
            }
        }
    ),
    lambda rng: (
        "GOCSPX-"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(28)
        )
    ),
)

F.reg(
    "kyokushin_japanese_email_shoki_pasuwado_kaiin",
    ("mail/<<date>>_会員システム.eml", "Mail/<<org>>/送信済み/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: 会員管理システムのアカウントについて
Date: <<date>> <<time>> +0900
Content-Type: text/plain; charset=UTF-8

<<name2>>様

お疲れ様です。押忍。
新しい支部の会員管理システムのアカウントを発行しました。

ログインID：<<user2>>
初期パスワード：<<cred>>

初回ログイン後に変更してください。
<<name>>
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "kyokushin_dojo_nas_synology_hyper_backup_cron",
    ("etc/crontab", "volume1/scripts/<<org>>_backup.cron"),
    """# 稽古動画と会員名簿のバックアップ
30 2 * * * root /usr/bin/rsync -az /volume1/dojo/ rsync://backup:<<cred>>@<<pub>>/dojo_<<org>>/
0 4 * * 0 root /volume1/scripts/rotate.sh
""",
    "pw_url",
    syntax="",
)

F.reg(
    "kyokushin_kiosk_tablet_memo_ocr_next_line",
    ("scans/受付メモ_<<date>>.txt", "OCR/<<org>>_memo_<<nn>>.txt"),
    """受付タブレット
Wi-Fi: <<org>>-dojo
パスワード
<<cred>>
※ 道場生には教えないこと
""",
    "human",
    syntax="",
)
