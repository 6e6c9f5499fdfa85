# ruff: noqa: E501
"""Family f: an occupational therapy (作業療法) room doing home visits in Sendai, Japan (Japanese)."""

from __future__ import annotations

import base64
import re

from hundredthirtysecond_spec import Fam

FAM = Fam(
    name="sagyo_ryoho_shitsu",
    orgs=("tenohikari", "yubisaki", "kurashiot", "hidamari"),
    tld="jp",
    first=(
        ("美咲", "misaki"),
        ("健太", "kenta"),
        ("陽子", "yoko"),
        ("翔", "sho"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("彩", "aya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("高橋", "takahashi"),
        ("阿部", "abe"),
        ("菅原", "sugawara"),
        ("千葉", "chiba"),
        ("伊藤", "ito"),
    ),
    words=(
        "sendai",
        "date",
        "zunda",
        "gyutan",
        "sakura",
        "kokeshi",
        "matsushima",
        "tanabata",
        "hidamari",
        "yubi",
        "tenote",
        "kurashi",
        "ohayo",
        "hokkori",
    ),
    pets=("pochi", "tama", "mugi", "kotaro", "momo", "sora", "kuro"),
    cc="+81 90",
    cities=("仙台市青葉区", "仙台市泉区", "名取市", "多賀城市"),
)
F = FAM

F.reg(
    "sagyo_line_talk_history_pasuwado",
    ("[LINE] <<first2>>とのトーク.txt", "LINE/トーク履歴_<<fa2>>_<<ymdc>>.txt"),
    """[LINE] <<first2>>とのトーク履歴
保存日時：<<year>>/<<mo>>/<<dd>> <<time>>

<<year>>/<<mo>>/<<dd>>(水)
<<time>>\t<<first>>\t訪問用タブレットのロック解除できない…ほのぼのNEXTのパスワード教えてください🙏
<<time2>>\t<<first2>>\tID <<fa>><<n>>
<<time2>>\t<<first2>>\t<<cred>>
<<time2>>\t<<first>>\tありがとうございます！入れました
""",
    cred="human",
    syntax="",
)

F.reg(
    "sagyo_kintone_api_token_python",
    ("tools/kintone_houmon_sync.py", "<<org>>/scripts/visit_log_<<n>>.py"),
    '''"""訪問記録を kintone の「訪問リハ記録」アプリへ登録する。"""

import requests

SUBDOMAIN = "<<org>>"
APP_ID = <<n>>
API_TOKEN = "<<cred>>"


def add_record(patient: str, minutes: int, note: str) -> int:
    r = requests.post(
        f"https://{SUBDOMAIN}.cybozu.com/k/v1/record.json",
        headers={"X-Cybozu-API-Token": API_TOKEN},
        json={"app": APP_ID, "record": {"利用者": {"value": patient}, "時間": {"value": minutes}, "所見": {"value": note}}},
        timeout=10,
    )
    r.raise_for_status()
    return int(r.json()["id"])
''',
    cred="alnum:40",
)

F.reg(
    "sagyo_chatwork_gas_notify",
    ("GoogleAppsScript/訪問予定通知/コード.gs", "gas/<<org>>-chatwork-<<n>>.gs"),
    """// 翌日の訪問予定を Chatwork のグループへ投稿する（毎日17時トリガー）
const CW_TOKEN = '<<cred>>';
const ROOM_ID = '<<n2>><<n2>>';

function notifyTomorrow() {
  const cal = CalendarApp.getCalendarById('houmon@<<domain>>');
  const t = new Date(Date.now() + 24 * 3600 * 1000);
  const lines = cal.getEventsForDay(t).map(e => `・${Utilities.formatDate(e.getStartTime(), 'Asia/Tokyo', 'HH:mm')} ${e.getTitle()}`);
  UrlFetchApp.fetch(`https://api.chatwork.com/v2/rooms/${ROOM_ID}/messages`, {
    method: 'post',
    headers: { 'X-ChatWorkToken': CW_TOKEN },
    payload: { body: '[info][title]明日の訪問[/title]' + lines.join('\\n') + '[/info]' },
  });
}
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "sagyo_payjp_jihi_ruby",
    ("jihi-payment/config/initializers/payjp.rb", "<<org>>-web/lib/payjp_charge_<<n>>.rb"),
    """# 自費リハビリ（回数券）のカード決済 - PAY.JP
require 'payjp'

Payjp.api_key = '<<cred>>'

def charge_ticket(token, yen)
  Payjp::Charge.create(amount: yen, card: token, currency: 'jpy', description: '自費リハ回数券 <<orgc>>')
end
""",
    cred="p:payjp",
    syntax="",
)

F.reg(
    "sagyo_nextcloud_compose_yaml",
    ("docker/<<org>>/docker-compose.yml", "nas/compose/nextcloud-<<n>>.yaml"),
    """# 事業所の共有ドライブ（Nextcloud）
services:
  db:
    image: mariadb:11
    restart: always
    environment:
      MYSQL_ROOT_PASSWORD: <<cred2>>
      MYSQL_PASSWORD: <<cred>>
      MYSQL_DATABASE: nextcloud
      MYSQL_USER: nextcloud
    volumes:
      - ./db:/var/lib/mysql
  app:
    image: nextcloud:29
    ports:
      - "8080:80"
    environment:
      MYSQL_HOST: db
      MYSQL_PASSWORD: <<cred>>
      NEXTCLOUD_TRUSTED_DOMAINS: cloud.<<domain>>
""",
    cred="pw",
    extra=lambda rng, s, fam: {"cred2": fam.draw(rng, "pw")},
)


def _b64_mail(s: dict) -> str:
    body = f"""{s["last"]}さん

お疲れさまです。{s["last2"]}です。
訪問看護ステーションとの情報共有用に、MCS（メディカルケアステーション）の
事業所アカウントを作りました。

ログインID：{s["fa"]}.{s["org"]}
パスワード：{s["raw"]}

初回ログイン後に変更してください。
よろしくお願いします。
"""
    enc = base64.encodebytes(body.encode("utf-8")).decode()
    return f"""From: {s["last2"]} {s["first2"]} <{s["email2"]}>
To: {s["email"]}
Subject: =?UTF-8?B?TUNT44Ki44Kr44Km44Oz44OI44Gu44GU5qGI5YaF?=
Date: {s["rfcdate"]} +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{enc}"""


def _dec_b64_mail(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    dec = base64.b64decode("".join(body.split())).decode("utf-8")
    return re.search(r"パスワード：(\S+)", dec).group(1)


F.reg(
    "sagyo_email_base64_body_mcs_pasuwado",
    ("Mail/受信トレイ/mcs-<<fa>>-<<n>>.eml", "thunderbird/<<org>>/Inbox_<<ymdc>>_<<n>>.eml"),
    _b64_mail,
    cred="human",
    decode=_dec_b64_mail,
    syntax="",
)

F.reg(
    "sagyo_kaigo_kiroku_csv_login",
    ("export/職員一覧_<<ymdc>>.csv", "<<org>>/staff_accounts_<<n>>.csv"),
    """職員番号,氏名,職種,ログインID,初期パスワード,備考
<<n2>>,<<last>> <<first>>,作業療法士,<<fa>><<n>>,<<cred>>,訪問
<<n>>0,<<last2>> <<first2>>,理学療法士,<<fa2>><<n>>,(変更済),
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "sagyo_tablet_memo_id_pw",
    ("メモ/タブレット.txt", "scan/付箋_<<ymdc>>_<<n>>.txt"),
    """訪問タブレット③
ID <<fa>>
PW <<cred>>
""",
    cred="human_x",
    syntax="",
)
