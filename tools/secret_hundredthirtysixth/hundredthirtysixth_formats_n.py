# ruff: noqa: E501
"""Family n: a coin parking operator (flap-lock lots, コインパーキング) in Tokyo, Japan."""

from __future__ import annotations

import base64
import datetime

from hundredthirtysixth_spec import Fam, after, alnum

F = Fam(
    name="japan_coin_parking_flaplock",
    orgs=("tomaruba", "koinpaku", "ekimaepark"),
    tld="co.jp",
    first=(
        "hiroshi",
        "yuki",
        "takashi",
        "aiko",
        "kenji",
        "sakura",
        "daisuke",
        "naoko",
        "shota",
        "mai",
    ),
    last=(
        "sato",
        "suzuki",
        "takahashi",
        "tanaka",
        "watanabe",
        "ito",
        "yamamoto",
        "nakamura",
        "kobayashi",
        "kato",
    ),
    words=(
        "tomare",
        "sakura",
        "fujisan",
        "tokyo",
        "osaka",
        "giants",
        "hanshin",
        "ramen",
        "kanpai",
        "hanabi",
        "natsu",
        "ekimae",
        "coinpark",
        "shibuya",
    ),
    cities=("渋谷区", "新宿区", "品川区", "世田谷区", "目黒区", "豊島区"),
    cc="+81 90",
    plates=("品川 DDD あ DD-DD", "練馬 DDD さ DD-DD", "世田谷 DDD わ DD-DD"),
    lfirst=("博", "由紀", "隆", "愛子", "健二", "さくら", "大輔", "直子", "翔太", "舞"),
    llast=("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村", "小林", "加藤"),
    order="{l} {f}",
)

JA_WD = "月火水木金土日"


def _wd(rng, s):
    return {"wd": JA_WD[datetime.date(int(s["y"]), int(s["m"]), int(s["d"])).weekday()]}


F.reg(
    "coinpark_payjp_secret_key_ruby",
    ("app-<<org>>/config/initializers/payjp.rb", "<<org>>-teiki/config/initializers/payjp.rb"),
    """# 月極・定期利用のクレジット決済 (PAY.JP)
require 'payjp'

Payjp.api_key = ENV.fetch('PAYJP_SECRET_KEY', '<<cred>>')
Payjp.open_timeout = 30
Payjp.read_timeout = 90

Rails.application.config.payjp_public_key = 'pk_live_<<pk>>'
""",
    "p:payjp",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 24, "0123456789abcdef")},
)

F.reg(
    "coinpark_line_messaging_alert_python",
    ("monitor_<<org>>/line_notify.py", "kanshi/<<org>>/alert_flaplock.py"),
    '''"""ロック板の異常 (上がらない・下がらない) を現地スタッフの LINE グループに通知する."""

import requests

LINE_CHANNEL_ACCESS_TOKEN = "<<cred>>"
LINE_GROUP_ID = "C<<gid>>"


def notify(site: str, space: int, status: str) -> None:
    text = f"【異常】{site} {space}番車室 ロック板: {status}"
    requests.post(
        "https://api.line.me/v2/bot/message/push",
        headers={"Authorization": f"Bearer {LINE_CHANNEL_ACCESS_TOKEN}"},
        json={"to": LINE_GROUP_ID, "messages": [{"type": "text", "text": text}]},
        timeout=10,
    )
''',
    "p:line_channel",
    extra=lambda rng, s: {"gid": alnum(rng, 32, "0123456789abcdef")},
)

F.reg(
    "coinpark_line_talk_history_pasuwado",
    (
        "LINE/[LINE] <<full2>>とのトーク.txt",
        "backup/<<org>>/[LINE] 現場スタッフ<<city>>のトーク.txt",
    ),
    """[LINE] 現場スタッフ<<city>>のトーク履歴
保存日時：<<y>>/<<mm>>/<<dd>> <<hm3>>

<<y>>/<<mm>>/<<dd>>(<<wd>>)
<<hm>>	<<full2>>	<<city>>第<<n>>駐車場の精算機、再起動したら管理者パスワード聞かれました
<<hm>>	<<full2>>	[写真]
<<hm2>>	<<full>>	<<cred>> です
<<hm2>>	<<full>>	入力したらトーク消しておいてください
<<hm3>>	<<full2>>	ありがとうございます！復旧しました🙇
<<hm3>>	<<full2>>	3番車室のロック板はまだ上がったままです。<<plate>> の車が出られないので対応お願いします
""",
    "human",
    syntax="",
    extra=_wd,
)


def _npmrc(s):
    pw = base64.b64encode(str(s["cred"]).encode()).decode()
    return f"""registry=https://npm.{s["dom"]}/
//npm.{s["dom"]}/:username={s["user"]}
//npm.{s["dom"]}/:_password={pw}
//npm.{s["dom"]}/:email={s["email"]}
//npm.{s["dom"]}/:always-auth=true
save-exact=true
"""


F.reg(
    "coinpark_npmrc_verdaccio_password_base64",
    ("seisanki-ui-<<org>>/.npmrc", "home/<<user>>/.npmrc"),
    _npmrc,
    "pw",
    syntax="",
    decode=lambda t: base64.b64decode(after(r":_password=(\S+)", t)).decode(),
)

F.reg(
    "coinpark_chatwork_daily_report_gas",
    ("gas/<<org>>/売上日報.gs", "apps-script/<<org>>/daily_sales_chatwork.js"),
    """// 毎朝 8:00 トリガー: 前日の駐車場別売上をスプレッドシートから集計して Chatwork に投稿
const CHATWORK_API_TOKEN = '<<cred>>';
const ROOM_ID = '<<num6>><<nn>>';

function postDailySales() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('売上');
  const rows = sheet.getDataRange().getValues().slice(1);
  const total = rows.reduce((sum, r) => sum + Number(r[3]), 0);
  const body = '[info][title]前日売上 (<<orgc>>)[/title]合計 ' + total.toLocaleString('ja-JP') + ' 円[/info]';
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_API_TOKEN },
    payload: { body: body },
  });
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "coinpark_email_pasuwado_enkaku_kanshi",
    (
        "Mail/<<first>>/遠隔監視システム アカウント発行.eml",
        "mail/<<org>>/<<date>>_kanshi_account.eml",
    ),
    """From: 遠隔監視センター <center@<<dom>>>
To: <<first>>.<<last>>@<<dom>>
Subject: =?UTF-8?B?44Ki44Kr44Km44Oz44OI55m66KGM44Gu44GK55+l44KJ44Gb?=
Date: <<d>> <<mon>> <<y>> <<hms>> +0900
Content-Type: text/plain; charset=UTF-8

<<full>> 様

お疲れ様です。遠隔監視センターです。
駐車場遠隔監視システム（精算機・ロック板・満空表示）のアカウントを発行しました。

URL: https://kanshi.<<dom>>/
ログインID: <<user>>
初期パスワード: <<cred>>

初回ログイン時にパスワードの変更をお願いします。
ご不明な点は遠隔監視センター（内線 <<nnn>>）までご連絡ください。

よろしくお願いいたします。
""",
    "pw",
    syntax="",
)

F.reg(
    "coinpark_yamaha_rtx_pppoe_config",
    ("router/<<org>>/rtx830_<<date>>.txt", "config/<<org>>/site<<nn>>_rtx.conf"),
    """# RTX830 Rev.15.02.30 (Fri Feb  9 10:21:35 2024)
# MAC Address : 00:a0:de:<<hm>>:<<nn>>
# Reporting Date: <<y>>/<<mm>>/<<dd>> <<hms>>
login timer 3600
ip route default gateway pp 1
ip lan1 address 192.168.<<n>>.1/24
pp select 1
 pp keepalive interval 30 retry-interval=30 count=12
 pp always-on on
 pppoe use lan2
 pppoe auto disconnect off
 pp auth accept pap chap
 pp auth myname <<isp>>@bb.flets-isp.ne.jp <<cred>>
 ppp lcp mru on 1454
 ppp ipcp ipaddress on
 ppp ipcp msext on
 ip pp mtu 1454
 ip pp nat descriptor 1000
 pp enable 1
nat descriptor type 1000 masquerade
dhcp service server
dhcp scope 1 192.168.<<n>>.2-192.168.<<n>>.191/24
dns server pp 1
""",
    lambda rng, s: alnum(rng, 10),
    syntax="",
    extra=lambda rng, s: {"isp": "t" + str(rng.randint(10**7, 10**8 - 1))},
)

F.reg(
    "coinpark_seisanki_setup_sheet_csv",
    (
        "設置資料/<<org>>/<<city>>第<<n>>駐車場_精算機設定.csv",
        "export/<<org>>/site<<nn>>_setting.csv",
    ),
    """項目,設定値,備考
駐車場名,<<city>>第<<n>>駐車場,
車室数,<<nn>>,
料金,20分 200円,最大料金 24時間 1400円
精算機,FP-<<num4>>,紙幣 千円札のみ
ロック板,LP-<<n>>0 × <<nn>>,
通信,LTE ルーター,SIM 番号 <<num6>><<num4>>
精算機管理者ID,admin<<n>>,
精算機管理者パスワード,<<cred>>,現地に掲示しないこと
監視センター連絡先,03-<<num4>>-<<nnn>>0,
""",
    "human",
    syntax="",
)
