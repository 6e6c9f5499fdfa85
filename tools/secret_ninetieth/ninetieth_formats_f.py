"""Family f: a translation agency (翻訳会社) in Kobe, Japan: Japanese."""

from __future__ import annotations

import html
import random
import re

from ninetieth_spec import Fam, Slots, alnum, enc_html, with_chars

FAM = Fam(
    name="honyaku_translation_agency_kobe",
    orgs=(
        ("kobe-honyaku", "神戸翻訳センター株式会社"),
        ("kotobabridge", "ことばブリッジ合同会社"),
        ("rokkotranslations", "六甲トランスレーションズ"),
    ),
    tld="co.jp",
    first=(
        ("陽子", "yoko"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔", "sho"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("彩", "aya"),
        ("拓也", "takuya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
    ),
    words=(
        "sakura",
        "rokko",
        "momiji",
        "hanabi",
        "fujisan",
        "yukiguni",
        "sorairo",
        "umibe",
        "tsukimi",
        "kazeno",
        "hoshizora",
        "matcha",
        "takoyaki",
        "kitano",
        "minato",
        "kotoba",
        "sannomiya",
        "harborland",
    ),
    pets=("pochi", "tama", "kuro", "momo", "hachi", "maru"),
    towns=("kobe", "osaka", "kyoto", "himeji", "akashi", "ashiya"),
    cc="+81",
)

FAM.reg(
    "honyaku_trados_deepl_provider_settings_xml",
    (
        "<<org>>/Trados/Settings/DeepLProvider_<<fa>>.xml",
        "Users/<<login>>/AppData/Roaming/Trados/DeepL/settings.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<DeepLTranslationProviderSettings>
  <ApiVersion>v2</ApiVersion>
  <ApiKey><<cred>></ApiKey>
  <Formality>prefer_more</Formality>
  <Glossary name="<<org>>_ja-en_legal" id="<<uuid>>"/>
  <SendPlainText>false</SendPlainText>
</DeepLTranslationProviderSettings>
""",
    "p:deepl",
)

FAM.reg(
    "honyaku_memoq_server_webservice_csharp",
    ("<<org>>/tools/MemoQSync/MemoQClient.cs", "src/<<org>>.Pm/MemoQ/ServerConfig.cs"),
    """// memoQ server Web Service API - 案件の自動作成 (<<orgname>>)
namespace Honyaku.Pm.MemoQ
{
    public static class ServerConfig
    {
        public const string BaseUrl = "https://memoq.<<dom>>:8081/memoqservices";
        public const string ApiKey = "<<cred>>";
        public const string TemplateGuid = "<<uuid>>";
    }
}
""",
    "p:memoq",
    syntax="",
)

FAM.reg(
    "honyaku_line_talk_history_pasuwado_reply",
    ("<<org>>/LINE/[LINE] <<l2>><<f2>>とのトーク.txt", "Documents/line_<<fa2>>_<<date>>.txt"),
    """[LINE] <<l2>><<f2>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hm2>>

<<y>>/<<mo>>/<<d>>(木)
<<hm>>\t<<l2>><<f2>>\t翻訳メモリのサーバー、ログインできません…
<<hm>>\t<<l2>><<f2>>\tパスワード変わりましたか？
<<hm2>>\t<<l>><<f>>\t<<cred>>
<<hm2>>\t<<l2>><<f2>>\t入れました！ありがとうございます🙇
""",
    "human",
    syntax="",
)

FAM.reg(
    "honyaku_ppap_second_mail_pasuwado_only",
    ("<<org>>/mail/<<date>>_パスワード送付.eml", "Thunderbird/<<login>>/Sent/<<n4>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: 【パスワード送付】納品ファイル（<<n4>>_契約書和訳.zip）
Date: Fri, <<d>> May <<y>> 17:<<mi>>:44 +0900
Content-Type: text/plain; charset=UTF-8

<<l2>>様

先ほどお送りしたファイルのパスワードをお知らせいたします。

<<cred>>

よろしくお願いいたします。
<<orgname>>　<<l>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "honyaku_chatwork_token_apps_script",
    ("<<org>>/gas/納期リマインダー.gs", "apps-script/<<org>>-deadline-bot/Code.gs"),
    """// 翻訳案件の納期をChatworkに通知する（毎朝9時トリガー）
const CHATWORK_TOKEN = '<<cred>>';
const ROOM_ID = '<<n6>><<n3>>';

function notifyDeadlines() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('案件一覧');
  const rows = sheet.getDataRange().getValues().filter(r => r[5] === '翻訳中');
  const body = rows.map(r => `[info]${r[1]} 納期 ${r[4]}[/info]`).join('\\n');
  UrlFetchApp.fetch(`https://api.chatwork.com/v2/rooms/${ROOM_ID}/messages`, {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_TOKEN },
    payload: { body: body },
  });
}
""",
    "p:chatwork",
    syntax="",
)

FAM.reg(
    "honyaku_freee_invoice_oauth_yaml",
    ("<<org>>/invoice-bot/config/freee.yml", "deploy/<<org>>/freee_settings.yaml"),
    """# freee会計 請求書の自動作成 (<<orgname>>)
freee:
  company_id: <<n6>>
  client_id: "<<hexid>>"
  client_secret: "<<cred>>"
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
invoice:
  template: "翻訳料請求書"
  tax_rate: 10
""",
    "p:freee",
    extra=lambda rng, s: {"hexid": alnum(rng, 43)},
)


def _html_pw(rng: random.Random, s: Slots) -> str:
    return with_chars(rng, FAM, "&<>\"'", "&<>")


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


FAM.reg(
    "honyaku_confluence_storage_html_entities",
    ("<<org>>/wiki-export/IT-共有アカウント.html", "confluence-export/<<org>>/page_<<n6>>.html"),
    """<h2>共有アカウント（翻訳ツール）</h2>
<p>社外秘。変更したら<<l>>さんに連絡すること。</p>
<table>
<tbody>
<tr><th>サービス</th><th>ユーザー</th><th>パスワード</th></tr>
<tr><td>Phrase TMS (旧 Memsource)</td><td><<login>>@<<dom>></td><td class="pw"><<cred>></td></tr>
<tr><td>Box</td><td>SSO</td><td>-</td></tr>
</tbody>
</table>
""",
    _html_pw,
    syntax="",
    decode=_dec_html,
    enc=lambda v, s: enc_html(v),
)

FAM.reg(
    "honyaku_box_sticky_note_ocr_txt",
    ("<<org>>/スキャン/付箋_<<date>>.txt", "ocr/<<org>>_memo_<<n3>>.txt"),
    """Box 共有フォルダ（外部翻訳者用）
ID: <<org>>-vendors@<<dom>>
パス
<<cred>>
※ 毎月1日に変更
""",
    "human",
    syntax="",
)
