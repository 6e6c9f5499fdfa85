# ruff: noqa: E501
"""Family c: the management association (管理組合) and caretaker of a Tokyo condominium, Japanese."""

from __future__ import annotations

import base64
import re

from sixtyfifth_spec import Fam, hexs

F = Fam(
    "kanrikumiai_mansion_tokyo",
    orgs=("sakuragaokaheim", "setagayaresidence", "kanrinet"),
    tld="co.jp",
    first=(
        "hiroshi|浩",
        "yumiko|由美子",
        "takeshi|武",
        "keiko|恵子",
        "satoshi|聡",
        "naoko|直子",
        "kenji|健二",
        "akiko|明子",
    ),
    last=(
        "sato|佐藤",
        "suzuki|鈴木",
        "takahashi|高橋",
        "tanaka|田中",
        "watanabe|渡辺",
        "ito|伊藤",
        "yamamoto|山本",
    ),
    words=(
        "sakura",
        "fujisan",
        "momiji",
        "tsubaki",
        "sumida",
        "kaminari",
        "ajisai",
        "hinoki",
        "hanabi",
        "tanuki",
        "asagao",
        "yuzu",
        "sakuragaoka",
        "kotatsu",
        "tamagawa",
        "shiba",
    ),
    cc="+81",
    city="世田谷区",
)

F.reg(
    "kanrikumiai_line_talk_history_txt_pasuwado",
    ("LINE/[LINE] 理事会<<y>>のトーク.txt", "Downloads/[LINE] <<org>> 理事会_<<n>>.txt"),
    """[LINE] 理事会<<y>>のトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<m6>>

<<y>>/<<mo>>/<<d>>(土)
<<m1>>	<<last_l>>（理事長）	集会室のWi-Fi、NTTの工事で新しいルーターになりました
<<m2>>	<<last_l>>（理事長）	SSID：<<ssid>>
<<m2>>	<<last_l>>（理事長）	パスワード：<<cred>>
<<m3>>	<<l2_l>>	ありがとうございます！つながりました
<<m4>>	<<l2_l>>	[スタンプ]
<<m5>>	<<last_l>>（理事長）	来週の理事会は集会室で19時からです。よろしくお願いします
""",
    cred="human",
)

F.reg(
    "kanrikumiai_chatwork_token_apps_script",
    ("GAS/修繕積立金チェック/コード.gs", "apps-script/<<org>>/notify_<<y>>.gs"),
    """// 管理組合：修繕積立金・管理費の入金チェック結果をChatworkに通知
// スプレッドシート「入金台帳<<y>>」から毎朝8時に実行（トリガー設定済み）
const CHATWORK_TOKEN = '<<cred>>';
const ROOM_ID = '<<n3>><<n3>><<n>>';

function notify(msg) {
  UrlFetchApp.fetch(`https://api.chatwork.com/v2/rooms/${ROOM_ID}/messages`, {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_TOKEN },
    payload: { body: msg },
  });
}

function checkPayments() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('入金台帳');
  const rows = sheet.getDataRange().getValues().slice(1);
  const unpaid = rows.filter((r) => r[4] === '未入金').map((r) => `${r[0]}号室 ${r[1]}様`);
  if (unpaid.length) notify('[info][title]未入金のお部屋[/title]' + unpaid.join('\\n') + '[/info]');
}
""",
    cred="hex:32",
    syntax="",
)


def _b64mail(rng, s):
    body = (
        f"{s['l2_l']} 様\n\n"
        "いつもお世話になっております。管理会社の"
        f"{s['last_l']}です。\n"
        "管理組合の会計ソフト（クラウド版）のログイン情報をお送りします。\n\n"
        f"URL：https://kaikei.{s['dom']}/login\n"
        f"ログインID：{s['user']}\n"
        f"パスワード：{s['cred']}\n\n"
        "初回ログイン後、パスワードの変更をお願いいたします。\n"
        "何卒よろしくお願い申し上げます。\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return {"enc": enc}


def _dec_b64mail(text: str) -> str:
    part = text.split("\n\n", 1)[1]
    body = base64.b64decode("".join(part.split())).decode()
    m = re.search(r"パスワード：(\S+)", body)
    if not m:
        raise ValueError("no password line")
    return m.group(1)


F.reg(
    "kanrikumiai_email_base64_utf8_body_pasuwado",
    (
        "Mail/受信トレイ/会計ソフトのログイン情報_<<n3>>.eml",
        "Thunderbird/<<org>>/Inbox/<<date>>.eml",
    ),
    """From: =?UTF-8?B?566h55CG5Lya56S+?= <kanri@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?5Lya6KiI44K944OV44OI44Gu44Ot44Kw44Kk44Oz5oOF5aCx?=
Date: Wed, <<d>> Jun <<y>> 09:41:03 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

<<enc>>""",
    cred="human_d",
    extra=_b64mail,
    decode=_dec_b64mail,
    syntax="",
)

F.reg(
    "kanrikumiai_sesame_web_api_json",
    ("raspi/sesame/<<org>>_config.json", "home/pi/entrance-lock/config.<<y>>.json"),
    """{
  "building": "<<org>>",
  "sesame": {
    "endpoint": "https://app.candyhouse.co/api/sesame2",
    "api_key": "<<cred>>",
    "devices": [
      {"name": "エントランス", "uuid": "<<id>>", "secret_key": "<<sk>>"},
      {"name": "ゴミ置き場", "uuid": "<<id>>", "secret_key": "<<sk>>"}
    ]
  },
  "notify": {"line_group": "理事会", "quiet_hours": ["23:00", "06:00"]}
}
""",
    cred="alnum:40",
    extra=lambda rng, s: {"sk": hexs(rng, 32)},
)

F.reg(
    "kanrikumiai_intercom_settings_sheet_tsv",
    ("管理事務室/インターホン設定_<<org>>.tsv", "共有/設備/intercom_<<y>><<mo>>.tsv"),
    """項目	設定値	備考
物件名	<<org>>	<<city>>
システム	集合住宅用インターホン（共用部親機）
管理用IPアドレス	<<ip>>
管理者ID	admin
管理者パスワード	<<cred>>	<<y>>/<<mo>> 業者設定時に変更
集合玄関機 解錠暗証番号	<<pin>>	管理員・清掃業者のみ
メール通知先	kanri@<<dom>>
保守契約	<<n3>>-<<n3>>	年1回点検
""",
    cred="pw_alnum",
)

F.reg(
    "kanrikumiai_netbank_spreadsheetml_xml",
    ("会計/口座一覧_<<y>>.xml", "理事会/会計担当/<<org>>_bank_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="口座">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">銀行</Data></Cell>
    <Cell><Data ss:Type="String">口座</Data></Cell>
    <Cell><Data ss:Type="String">ログインID</Data></Cell>
    <Cell><Data ss:Type="String">ログインパスワード</Data></Cell>
    <Cell><Data ss:Type="String">担当</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String">法人インターネットバンキング（修繕積立金）</Data></Cell>
    <Cell><Data ss:Type="String">普通 <<n3>><<pin>></Data></Cell>
    <Cell><Data ss:Type="String"><<user>></Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
    <Cell><Data ss:Type="String"><<last_l>></Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="pw_xml",
)

F.reg(
    "kanrikumiai_elevator_remote_tightvnc_bat",
    (
        "管理事務室/デスクトップ/エレベーター監視.bat",
        "C/Users/<<user>>/Desktop/ev_monitor_<<n>>.bat",
    ),
    """@echo off
rem エレベーター遠隔監視盤（<<org>>）に接続 - 保守会社から <<y>>/<<mo>> 受領
"C:\\Program Files\\TightVNC\\tvnviewer.exe" <<ip>>::5900 -password=<<cred>>
""",
    cred="alnum:8",
    syntax="",
)

F.reg(
    "kanrikumiai_kanriin_hikitsugi_memo_txt",
    ("管理事務室/引継ぎメモ_<<y>><<mo>>.txt", "USB/<<org>>/管理員引継ぎ_<<last>>.txt"),
    """管理員業務 引継ぎメモ（<<y>>年<<mo>>月）
前任：<<last_l>> → 後任：<<l2_l>> 様

■ 鍵
・管理事務室の鍵はキーボックス（暗証番号は口頭で）
・機械室、屋上の鍵は金庫の中

■ 防犯カメラ（録画機 <<ip>>、事務室の棚の上）
  ID：admin
  パスワード：<<cred>>
  映像の提供は理事長の許可が必要です。

■ 宅配ボックス
  トラブル時はフリーダイヤル 0120-<<n3>>-<<n3>>

■ ゴミ出し
  可燃：月・木　資源：水　不燃：第2・第4金曜
""",
    cred="human",
)
