# ruff: noqa: E501
"""Family d: a hearing-aid shop (補聴器専門店) in Nagoya, Japan: Japanese; Noah on SQL Server,
LINE official account reminders, kintone reservations, PAY.JP, Chatwork, an AirREGI iPad
Wi-Fi profile, LINE chat exports and a reception memo."""

from __future__ import annotations

from ninetyseventh_spec import Fam

F = Fam(
    name="choukaku_hochouki_nagoya",
    prefix="choukaku",
    orgs=("kikoeru", "mimiyori", "otohibiki", "hochoukisakae", "kikoetoyota"),
    tld="jp",
    first=(
        ("浩二", "koji"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("恵子", "keiko"),
        ("翔太", "shota"),
        ("陽子", "yoko"),
        ("誠", "makoto"),
        ("美咲", "misaki"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("伊藤", "ito"),
        ("渡辺", "watanabe"),
        ("加藤", "kato"),
    ),
    words=(
        "sakura",
        "fuji",
        "nagoya",
        "kaeru",
        "tsubasa",
        "hikari",
        "dragons",
        "miso",
        "kishimen",
        "shachi",
        "hibiki",
        "oto",
        "midori",
        "haru",
        "natsu",
        "sakae",
    ),
    pets=("pochi", "tama", "momo", "kotaro", "hana", "chibi", "sora"),
    cc="+81",
    cities=("nagoya", "toyota", "okazaki", "ichinomiya", "kasugai", "anjo"),
    tz="+0900",
)

F.reg(
    "noah_sqlserver_report_odbc_dsn",
    ("C:/Noah/レポート/noah_report_<<n>>.dsn", "C:/Users/<<user>>/Documents/ODBC/noah_<<org>>.dsn"),
    """[ODBC]
DRIVER=ODBC Driver 17 for SQL Server
SERVER=<<ip>>\\NOAH
DATABASE=NoahDatabaseCore
UID=noah_report
PWD=<<cred>>
APP=来店集計Excel
WSID=UKETSUKE-PC<<n>>
Encrypt=no
""",
    "pw",
    "ini",
)

F.reg(
    "line_messaging_reminder_apps_script",
    ("gas/<<org>>_来店リマインド.gs", "apps-script/reminder_<<n>>/コード.gs"),
    """// 補聴器点検のリマインド (LINE公式アカウント) - 毎朝9時トリガー
const CHANNEL_ACCESS_TOKEN = '<<cred>>';
const SHEET_ID = '1<<hex16>>';

function sendReminders() {
  const rows = SpreadsheetApp.openById(SHEET_ID).getSheetByName('予約').getDataRange().getValues();
  rows.slice(1).filter(r => r[5] === '明日').forEach(r => {
    UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
      payload: JSON.stringify({ to: r[2], messages: [{ type: 'text', text: r[1] + '様 明日は補聴器の点検日です。' }] }),
    });
  });
}
""",
    "p:line_token",
    "",
)

F.reg(
    "kintone_yoyaku_api_token_py",
    ("tools/kintone_yoyaku_<<n>>.py", "<<org>>/scripts/export_yoyaku.py"),
    """\"\"\"kintone 予約アプリから本日の来店予定を取り出す (受付タブレット表示用)\"\"\"

import datetime

import requests

SUBDOMAIN = "<<org>>"
APP_ID = <<nn>>
API_TOKEN = "<<cred>>"


def today():
    d = datetime.date.today().isoformat()
    r = requests.get(
        f"https://{SUBDOMAIN}.cybozu.com/k/v1/records.json",
        headers={"X-Cybozu-API-Token": API_TOKEN},
        params={"app": APP_ID, "query": f'来店日 = "{d}" order by 時刻 asc'},
        timeout=15,
    )
    r.raise_for_status()
    return r.json()["records"]
""",
    "alnum:40",
)

F.reg(
    "payjp_secret_dotenv",
    ("<<org>>-web/.env", "shop/<<org>>/.env.production"),
    """# オンライン予約・電池定期便
APP_URL=https://www.<<dom>>
PAYJP_PUBLIC_KEY=pk_live_<<hex16>><<hex8>>
PAYJP_SECRET_KEY=<<cred>>
MAIL_FROM=info@<<dom>>
""",
    "p:payjp",
    "",
)

F.reg(
    "japanese_line_talk_history_pasuwado",
    ("LINE/[LINE] <<ln2>>さんとのトーク.txt", "Downloads/[LINE] 店舗グループ<<n>>のトーク.txt"),
    """[LINE] <<ln2>>さんとのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hm>>

<<y>>/<<mo>>/<<d>>(金)
<<hm>>\t<<ln>> <<fn>>\tお疲れさまです。Phonak Targetのログインってどれでしたっけ？
<<hm>>\t<<ln2>> <<fn2>>\tID <<user2>>@<<dom>>
<<hm2>>\t<<ln2>> <<fn2>>\tパスワード <<cred>>
<<hm2>>\t<<ln>> <<fn>>\tありがとうございます！入れました🙇
""",
    "human",
    "",
)

F.reg(
    "airregi_ipad_wifi_mobileconfig",
    ("MDM/<<org>>_airregi_wifi.mobileconfig", "profiles/店舗wifi_<<n>>.mobileconfig"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadType</key><string>com.apple.wifi.managed</string>
      <key>PayloadIdentifier</key><string>jp.<<org>>.wifi.<<n>></string>
      <key>PayloadUUID</key><string><<uuid>></string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>SSID_STR</key><string><<org>>-regi</string>
      <key>EncryptionType</key><string>WPA2</string>
      <key>Password</key><string><<cred>></string>
      <key>AutoJoin</key><true/>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>Airレジ 店舗Wi-Fi</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadIdentifier</key><string>jp.<<org>>.airregi</string>
  <key>PayloadUUID</key><string><<hex8>>-0000-4000-8000-<<hex8>>0000</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
""",
    "pw_xml",
    "xml",
)

F.reg(
    "chatwork_token_curl_zsh_history",
    ("Users/<<user>>/.zsh_history", "home/<<user>>/.zsh_history"),
    """: <<ts>>:0;cd ~/work/<<org>>
: <<ts>>:0;ls
: <<ts>>:0;curl -s -X POST -H "X-ChatWorkToken: <<cred>>" -d "body=[info]本日の修理受付 <<n>>件[/info]" https://api.chatwork.com/v2/rooms/<<nnnn>><<nnn>>/messages
: <<ts>>:0;git status
""",
    "hex:32",
    "",
)

F.reg(
    "uketsuke_memo_ocr_pasu_next_line",
    ("scan/受付メモ_<<date>>.txt", "OCR/memo_<<nnnn>>.txt"),
    """受付用メモ
電池 PR41 在庫 <<nn>>
修理 → シバントス 発送済
Wi-Fi
<<org>>-guest
パス
<<cred>>
""",
    "human_x",
    "",
)
