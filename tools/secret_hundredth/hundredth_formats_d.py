# ruff: noqa: E501
"""Family d: a child-guidance centre caseworker team in Osaka, Japan (Japanese)."""

from __future__ import annotations

import random
import re
import urllib.parse

from hundredth_spec import Fam, Slots, alnum, enc_url, gen_pw, pick

FAM = Fam(
    name="jidosodanjo_casework_kansai",
    orgs=("hidamarikai",),
    tld="or.jp",
    first=(
        ("陽子", "yoko"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("翔太", "shota"),
        ("直子", "naoko"),
        ("拓也", "takuya"),
        ("真由美", "mayumi"),
        ("悠斗", "yuto"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("吉田", "yoshida"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
        ("木村", "kimura"),
    ),
    words=(
        "hidamari",
        "sakura",
        "takoyaki",
        "tsutenkaku",
        "kodomo",
        "egao",
        "mirai",
        "hikari",
        "naniwa",
        "yodogawa",
        "okonomi",
        "kizuna",
        "himawari",
        "ohisama",
        "tomodachi",
        "shinsekai",
    ),
    pets=("pochi", "tama", "mugi", "kotaro", "momo", "sora", "hana", "chibi"),
    cc="+81",
)
reg = FAM.reg


def _dec_git(text: str) -> str:
    m = re.search(r"url = https://[^:/@\s]+:([^@\s]+)@", text)
    if not m:
        raise ValueError("no userinfo")
    return urllib.parse.unquote(m.group(1))


def _pw_enc(r: random.Random, f: Fam) -> str:
    """A generated password that always holds a character percent-encoding changes."""
    pw = gen_pw(r, sym="!#$%*+-_.?@^~")
    if not any(c in pw for c in "!#$%*+?@^"):
        pw = pw[:5] + pick(r, "@#!%") + pw[6:]
    return pw


reg(
    "jidou_gitea_remote_url_percent_encoded",
    ("youshiki-templates/.git/config", "kiroku_<<fa>>/.git/config"),
    """[core]
	repositoryformatversion = 0
	filemode = false
	bare = false
	logallrefupdates = true
	symlinks = false
	ignorecase = true
[remote "origin"]
	url = https://<<login>>:<<enc>>@git.<<dom>>/casework/youshiki-templates.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
""",
    _pw_enc,
    syntax="",
    enc=lambda s: enc_url(str(s["cred"])),
    decode=_dec_git,
)

reg(
    "jidou_line_works_bot_private_key_file",
    (
        "lineworks-bot/private_<<y>><<mo>><<d>><<hh>><<mm>><<ss>>.key",
        "keys/private_<<y>><<mo>><<d>>_<<k>>.key",
    ),
    "<<cred>>\n",
    "rsa8",
    syntax="",
)

reg(
    "jidou_japanese_email_pasuwado_kintone",
    ("メール/kintoneアカウント発行_<<fa>>.eml", "mail/<<y>><<mo>><<d>>_kintone_<<k>>.eml"),
    """From: <<last2>> <<first2>> <<<email2>>>
To: <<last>> <<first>> <<<email>>>
Subject: kintoneアカウント発行のお知らせ
Date: <<d>> Apr <<y>> <<hh>>:<<mm>>:<<ss>> +0900
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

<<last>>さん

お疲れ様です。<<last2>>です。
ケース記録用のkintoneアカウントを発行しました。

URL：https://<<org>>.cybozu.com/k/
ログイン名：<<login>>
初期パスワード：<<cred>>

初回ログイン後、必ずパスワードを変更してください。
個人情報を扱うため、私物の端末からはアクセスしないでください。

よろしくお願いいたします。
""",
    "human",
    syntax="",
)

reg(
    "jidou_kintone_api_token_js_customize",
    ("kintone-customize/ケース記録_<<k>>.js", "customize/app<<k>>_desktop.js"),
    """(() => {
  'use strict';
  // 一時保護台帳アプリから空き状況を取得する
  const API_TOKEN = '<<cred>>';
  const APP_ID = <<k>>;

  kintone.events.on('app.record.index.show', async () => {
    const url = kintone.api.url('/k/v1/records.json', true) + '?app=' + APP_ID;
    const [body, status] = await kintone.proxy(url, 'GET', { 'X-Cybozu-API-Token': API_TOKEN }, {});
    if (status !== 200) { alert('取得に失敗しました'); return; }
    console.log(JSON.parse(body).records.length + '件');
  });
})();
""",
    "alnum:40",
    syntax="",
)

reg(
    "jidou_chatwork_api_token_apps_script",
    ("gas/朝会リマインダー_<<k>>.gs", "apps-script/chatwork_notify_<<fa>>.gs"),
    """// 朝会リマインダー（Google Apps Script → Chatwork）
const CHATWORK_TOKEN = '<<cred>>';
const ROOM_ID = '<<n>>0<<k>>';

function remindMorningMeeting() {
  const body = '[info][title]朝会 9:00[/title]本日の訪問予定を共有してください。[/info]';
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_TOKEN },
    payload: { body: body },
  });
}
""",
    "hex:32",
    syntax="",
)


def _xmlss(r: random.Random, s: Slots) -> str:
    rows = [
        ("システム", "ID", "パスワード", "備考"),
        ("kintone（ケース記録）", str(s["login"]), "各自", "初回変更"),
        ("共用iPad（訪問用）", "casework-ipad", str(s["cred"]), "パスコードとは別"),
        ("複合機スキャン", "scan", "（機械に貼付）", ""),
    ]
    xml_rows = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in row)
        + "</Row>"
        for row in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <DocumentProperties xmlns="urn:schemas-microsoft-com:office:office">
  <Author>{s["last"]}</Author>
 </DocumentProperties>
 <Worksheet ss:Name="引継ぎ">
  <Table>
{xml_rows}
  </Table>
 </Worksheet>
</Workbook>
"""


reg(
    "jidou_handover_spreadsheetml_ids",
    ("引継ぎ/引継ぎ資料_<<y>><<mo>>.xml", "share/hikitsugi_<<fa>>_<<k>>.xml"),
    _xmlss,
    "human_x",
)

reg(
    "jidou_ipad_wifi_mobileconfig",
    ("mdm/訪問用iPad_Wi-Fi_<<k>>.mobileconfig", "profiles/casework-wifi-<<y>>.mobileconfig"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>AutoJoin</key><true/>
      <key>EncryptionType</key><string>WPA2</string>
      <key>SSID_STR</key><string>HIDAMARI-STAFF</string>
      <key>Password</key><string><<cred>></string>
      <key>PayloadType</key><string>com.apple.wifi.managed</string>
      <key>PayloadIdentifier</key><string>jp.or.<<org>>.wifi.<<k>></string>
      <key>PayloadUUID</key><string><<uid>></string>
      <key>PayloadVersion</key><integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>職員用Wi-Fi</string>
  <key>PayloadIdentifier</key><string>jp.or.<<org>>.profile</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string><<uid2>></string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
""",
    "pw_xml",
    syntax="xml",
    extra=lambda r, s: {
        "uid2": f"{alnum(r, 8, '0123456789ABCDEF')}-1A2B-4C3D-8E9F-{alnum(r, 12, '0123456789ABCDEF')}"
    },
)

reg(
    "jidou_line_copied_text_reply_only",
    ("LINE/[LINE] <<last>>とのトーク_<<k>>.txt", "line_export/talk_<<fa>>_<<mo>><<d>>.txt"),
    """[LINE] <<last>> <<first>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hh>>:<<mm>>

<<y>>/<<mo>>/<<d>>(水)
<<hh>>:<<mm>>	<<last2>> <<first2>>	すみません、訪問用iPadのロック解除後のアプリのパスワード、何でしたっけ？
<<hh>>:<<mm>>	<<last>> <<first>>	<<cred>>
<<hh>>:<<mm>>	<<last2>> <<first2>>	ありがとうございます！
<<hh>>:<<mm>>	<<last>> <<first>>	送信取消されたメッセージです
""",
    "human_x",
    syntax="",
)
