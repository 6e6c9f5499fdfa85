# ruff: noqa: E501
"""Family j: ryokan (Japanese inns) run by an okami, with tatami rooms and hot-spring baths."""

from __future__ import annotations

import re

from thirtyninth_spec import Fam, pw_with, reg

F = Fam(
    name="ryokan_tatami_okami_guesthouse",
    tlds=("jp", "co.jp"),
    orgs=("ryokan-kikyo", "yado-matsunoya", "kinosaki-sakuraso", "yufuin-hanaya"),
    first=("yuko", "kenji", "haruka", "takeshi", "sachiko", "daisuke", "emi", "hiroshi"),
    last=("tanaka", "suzuki", "takahashi", "yamamoto", "nakamura", "kobayashi", "matsuda"),
    words=(
        "kikyo",
        "sakura",
        "matsu",
        "yuzu",
        "tatami",
        "hinoki",
        "kaiseki",
        "yukata",
        "momiji",
        "kawa",
    ),
    pets=("pochi", "tama", "kotaro", "momo", "hachi"),
    seasons=("Haru", "Natsu", "Aki", "Fuyu"),
    places=("Kinosaki", "Yufuin", "Hakone", "Kusatsu", "Gero", "Dogo"),
)

reg(
    F,
    "ryokan_japanese_email_okami_jalan_pasuwado",
    ("mail/<<user>>/<<date>>_jalan.eml", "frontdesk/<<org>>/mail_<<n3>>.eml"),
    """From: <<last_t>> <<first_t>> <<<email>>>
To: <<email2>>
Date: <<date>> <<time>>
Subject: じゃらん管理画面のログインについて
Content-Type: text/plain; charset=utf-8

<<last2_t>>さん

お疲れさまです。女将の<<last_t>>です。
紅葉シーズンの客室在庫を更新していただきたく、管理画面のログイン情報を送ります。

施設ID：<<n4>><<n3>>
パスワード：<<cred>>

作業が終わったら、念のためこのメールは削除してください。
よろしくお願いいたします。
""",
    "human",
    syntax="",
)

reg(
    F,
    "ryokan_staff_notice_python_chatwork_token",
    ("scripts/<<org>>/chatwork_notice.py", "yado/<<org>>/bin/checkin_notify_<<n>>.py"),
    '''"""本日のチェックイン一覧をChatworkの「フロント」ルームに投稿する。"""

import requests

CHATWORK_TOKEN = "<<cred>>"
ROOM_ID = "<<n4>><<n4>>"


def post(body: str) -> None:
    requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_TOKEN},
        data={"body": body},
        timeout=10,
    )
''',
    "p:chatwork",
)

reg(
    F,
    "ryokan_guest_inquiry_gas_line_token",
    ("gas/<<org>>/コード.gs", "apps-script/<<org>>/line_reply_<<n>>.js"),
    """// お客様からのLINE問い合わせ -> スプレッドシートに記録して自動返信
const LINE_TOKEN = "<<cred>>";
const SHEET_ID = "1<<hex8>><<hex8>><<hex8>>";

function doPost(e) {
  const ev = JSON.parse(e.postData.contents).events[0];
  SpreadsheetApp.openById(SHEET_ID).getSheetByName("問い合わせ").appendRow([new Date(), ev.message.text]);
  UrlFetchApp.fetch("https://api.line.me/v2/bot/message/reply", {
    method: "post",
    headers: { Authorization: "Bearer " + LINE_TOKEN },
    contentType: "application/json",
    payload: JSON.stringify({ replyToken: ev.replyToken, messages: [{ type: "text", text: "お問い合わせありがとうございます。" }] }),
  });
}
""",
    "p:line_token",
    syntax="",
)

reg(
    F,
    "ryokan_gensen_source_temp_rust_webhook_key",
    ("gensen-monitor/<<org>>/src/config.rs", "onsen/<<org>>/src/main.rs"),
    """// 源泉温度モニター (<<place>>) - 予約システムへの webhook 署名
pub const WEBHOOK_URL: &str = "https://yoyaku.<<dom>>/hooks/gensen";
pub const WEBHOOK_HMAC_KEY: &str = "<<cred>>";
pub const ALERT_TEMP_C: f32 = 38.5;
pub const SENSOR_ADDR: u8 = 0x48;
""",
    "hex64",
    syntax="",
)

reg(
    F,
    "ryokan_front_desk_sticky_note_ocr_wifi",
    ("scan/<<org>>/フロント付箋_<<n3>>.txt", "ocr/<<org>>/sticky_<<date>>.txt"),
    """館内Wi-Fi（お客様用）
SSID：<<org>>_GUEST
パスワード
<<cred>>
※事務所用は別 ／ 女将に聞く
""",
    "human",
    syntax="",
)

reg(
    F,
    "ryokan_airregi_staff_accounts_csv",
    ("jimu/<<org>>/スタッフアカウント.csv", "shared/<<org>>/staff_accounts_<<year>>.csv"),
    """氏名,役職,ログインID,パスワード,備考
<<last_t>> <<first_t>>,フロント,<<user>>,<<cred>>,夜勤
<<last2_t>> <<first2_t>>,仲居,nakai<<n>>,（本人管理）,
""",
    "human_xml",
    syntax="",
)

reg(
    F,
    "ryokan_concierge_ipad_swift_openai_key",
    ("ios/<<org>>Concierge/Secrets.swift", "concierge/<<org>>/Sources/App/APIKeys.swift"),
    """// 外国人のお客様向け翻訳コンシェルジュ (iPad)
import Foundation

enum APIKeys {
    static let openAI = "<<cred>>"
    static let model = "gpt-4o-mini"
    static let inn = "<<org_t>> (<<place>>)"
}
""",
    "p:openai",
    syntax="",
)


def _vba(rng, v):
    s = v["cred"]
    cuts = sorted(rng.sample(range(1, len(s)), 2))
    parts = [s[: cuts[0]], s[cuts[0] : cuts[1]], s[cuts[1] :]]
    v["concat"] = " & ".join(f'"{p}"' for p in parts)


reg(
    F,
    "ryokan_reservation_ledger_vba_string_concat",
    ("excel/<<org>>/予約台帳_Module1.bas", "vba/<<org>>/ReservationLedger_<<n>>.bas"),
    """Attribute VB_Name = "Module1"
' 予約台帳 -> 会計サーバー (SQL Server) へ売上を送る
Option Explicit

Public Sub SendSales()
    Dim cn As Object, pw As String
    pw = <<concat>>
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>;Initial Catalog=KAIKEI;User ID=yoyaku;Password=" & pw & ";"
    cn.Execute "EXEC dbo.ImportSales '" & Format(Date, "yyyy-mm-dd") & "'"
    cn.Close
End Sub
""",
    lambda rng: pw_with(rng, "!#%*-_.", 16),
    syntax="",
    extra=_vba,
    decode=lambda t: "".join(
        re.findall(r'"([^"]*)"', re.search(r"^\s*pw = (.+)$", t, re.M).group(1))
    ),
)
