# ruff: noqa: E501
"""Family n: mountain huts (yamagoya) in the Northern Alps around Kamikochi, Japan (Japanese)."""

from __future__ import annotations

import base64
import datetime

from hundredthirtyfourth_corpus import ALNUM, DIGITS, UPPER, alnum, pick
from hundredthirtyfourth_spec import Fam, dec_mime_b64, prov

FAM = Fam(
    name="yamagoya_kamikochi_huts",
    orgs=(
        ("shiraneso", "白嶺荘"),
        ("tsugagoya", "栂小屋"),
        ("karamatsuhutte", "唐松ヒュッテ"),
        ("raichodaira", "雷鳥平小屋"),
    ),
    tld="co.jp",
    first=(
        "翔太|Shota",
        "美咲|Misaki",
        "健一|Kenichi",
        "由美|Yumi",
        "大輔|Daisuke",
        "彩|Aya",
        "拓也|Takuya",
        "陽子|Yoko",
        "誠|Makoto",
        "恵|Megumi",
    ),
    last=(
        "佐藤|Sato",
        "鈴木|Suzuki",
        "高橋|Takahashi",
        "小林|Kobayashi",
        "上條|Kamijo",
        "百瀬|Momose",
        "丸山|Maruyama",
        "中村|Nakamura",
        "横山|Yokoyama",
        "松本|Matsumoto",
    ),
    words=(
        "raicho",
        "hotaka",
        "yarigatake",
        "azusa",
        "karamatsu",
        "onsen",
        "sakura",
        "yamabiko",
        "kappabashi",
        "momiji",
        "yukiguni",
        "tenbo",
        "komakusa",
        "ohagi",
        "shirakaba",
        "hyakumeizan",
    ),
    places=(
        "上高地|Kamikochi",
        "横尾|Yokoo",
        "涸沢|Karasawa",
        "徳沢|Tokusawa",
        "白馬|Hakuba",
        "乗鞍|Norikura",
    ),
    seasons=("natsu", "fuyu", "haru", "aki", "obon"),
    pets=("Pochi", "Kuro", "Momo", "Hana", "Maru", "Tama"),
    local_digits=("3901", "0263", "390", "81"),
    cc="81",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwerty123", "zxcvbnm"),
    mail=("yahoo.co.jp", "gmail.com", "docomo.ne.jp"),
    phone_fmt="090-####-####",
)

WD = "月火水木金土日"


def _wd(s: dict) -> str:
    return WD[datetime.date(s["year"], int(s["month"]), int(s["day"])).weekday()]


FAM.reg(
    "yamagoya_line_messaging_channel_token_python",
    ("line-bot/<<org>>/app.py", "<<org>>/yoyaku_bot/line_notify.py"),
    '''"""山小屋の予約受付LINE公式アカウント: 新しい予約をスタッフグループへ通知する."""

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

CHANNEL_ACCESS_TOKEN = "<<cred>>"
STAFF_GROUP_ID = "C<<gid>>"

config = Configuration(access_token=CHANNEL_ACCESS_TOKEN)


def notify(name: str, date: str, persons: int) -> None:
    text = f"【新規予約】{date} {name}様 {persons}名（<<orgd>>）"
    with ApiClient(config) as client:
        MessagingApi(client).push_message(PushMessageRequest(to=STAFF_GROUP_ID, messages=[TextMessage(text=text)]))
''',
    "p:line_token",
    extra=lambda rng, s: {"gid": prov(rng, "line_secret")},
)


def _mail_b64(s: dict) -> str:
    body = f"""{s["last"]} {s["first"]} 様

いつもお世話になっております。{s["orgd"]} 事務所の{s["last2"]}です。
今シーズンの予約管理システムのアカウントを発行しましたのでお知らせします。

ログインID：{s["user"]}
パスワード：{s["cred"]}

初回ログイン後、パスワードの変更をお願いします。
小屋開けは{int(s["month"])}月{int(s["day"])}日の予定です。ヘリ荷上げの日程は別途ご連絡します。

よろしくお願いいたします。
{s["orgd"]} 松本事務所
{s["last2"]}
"""
    enc = base64.encodebytes(body.encode("utf-8")).decode("ascii")
    return f"""Return-Path: <info@{s["dom"]}>
From: =?UTF-8?B?{base64.b64encode(s["orgd"].encode()).decode()}?= <info@{s["dom"]}>
To: {s["email2"]}
Subject: =?UTF-8?B?{base64.b64encode("予約管理システムのアカウントについて".encode()).decode()}?=
Date: {s["day"]} {("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")[int(s["month"]) - 1]} {s["year"]} {s["time"]}:{s["sec"]} +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{enc}"""


FAM.reg(
    "yamagoya_mail_base64_honbun_pasuwado",
    ("メール/受信/<<mailid>>.eml", "mail-backup/<<org>>/account_<<date>>.eml"),
    _mail_b64,
    "human",
    syntax="",
    decode=dec_mime_b64("パスワード："),
)


FAM.reg(
    "yamagoya_square_access_token_nextjs_env",
    ("<<org>>-yoyaku/.env.local", "web/<<org>>/.env.production"),
    """# 山小屋 予約サイト (Next.js) - 事前決済は Square
NEXT_PUBLIC_SITE_NAME=<<orgd>>
NEXT_PUBLIC_SQUARE_APP_ID=sq0idp-<<appid>>
NEXT_PUBLIC_SQUARE_LOCATION_ID=L<<loc>>
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
DATABASE_URL="file:./yoyaku.db"
""",
    "p:square",
    extra=lambda rng, s: {
        "appid": alnum(rng, 22, ALNUM + "-_"),
        "loc": alnum(rng, 12, UPPER + DIGITS),
    },
)


FAM.reg(
    "yamagoya_line_talk_export_pasuwado",
    ("LINE/[LINE] <<groupname>>のトーク.txt", "backup/<<org>>/line_talk_<<date>>.txt"),
    """[LINE] <<groupname>>のトーク履歴
保存日時：<<ymd>> <<t5>>

<<ymd>>(<<wd>>)
<<time>>	<<last>> <<first>>	明日から小屋開けです。今年もよろしくお願いします！
<<t1>>	<<last2>> <<first2>>	衛星回線のWi-Fiのパスワード変わりました
<<t2>>	<<last2>> <<first2>>	<<cred>>
<<t2>>	<<last2>> <<first2>>	お客さんには教えないでください🙏 容量すぐなくなるので
<<t3>>	<<last>> <<first>>	了解です！
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "groupname": pick(
            rng, (f"{s['orgd']}スタッフ", "小屋番グループ", f"{s['orgd']} {s['year']}")
        ),
        "wd": _wd(s),
    },
)


FAM.reg(
    "yamagoya_switchbot_ondo_yaml",
    ("monitor/<<org>>/switchbot.yaml", "rpi/<<org>>/kanshi/config.yml"),
    """# 冬期小屋の温度・湿度監視（SwitchBot 温湿度計 + ハブミニ）
switchbot:
  token: "<<cred>>"
  secret: "${SWITCHBOT_SECRET}"
devices:
  - id: "<<dev1>>"
    name: 食堂
  - id: "<<dev2>>"
    name: 水タンク室
alert:
  min_celsius: -5
  notify: line
interval_min: 30
""",
    "p:switchbot",
    extra=lambda rng, s: {"dev1": s["mac"].replace(":", ""), "dev2": s["hex12"].upper()},
)


FAM.reg(
    "yamagoya_yoyaku_site_kanri_csv",
    ("事務所/管理画面アカウント_<<year>>.csv", "shared/<<org>>/accounts_<<yy>>.csv"),
    """サイト,ログインID,パスワード,担当,備考
じゃらん,<<org>>_<<n>>,(別紙),<<last2>>,電話で確認
山小屋予約システム,<<user>>,<<cred>>,<<last>>,<<year>>年度
ヤマップ,<<email2>>,SMS認証,<<last>>,
""",
    "human",
    syntax="",
)


FAM.reg(
    "yamagoya_youtube_live_camera_ffmpeg_bat",
    ("livecam/<<org>>/haishin.bat", "C/livecam/<<org>>_youtube.bat"),
    """@echo off
rem 山小屋ライブカメラ YouTube 配信（タスクスケジューラで 5:00 に起動）
rem カメラ: テラス ONVIF カメラ <<lan>>
set STREAM_KEY=<<cred>>
:loop
ffmpeg -rtsp_transport tcp -i rtsp://<<lan>>:554/stream1 -f lavfi -i anullsrc -c:v copy -c:a aac -b:a 32k -f flv rtmp://a.rtmp.youtube.com/live2/%STREAM_KEY%
timeout /t 30
goto loop
""",
    "p:youtube_stream",
    syntax="",
)


FAM.reg(
    "yamagoya_staff_tejunsho_markdown",
    ("docs/<<org>>/スタッフ手順書.md", "wiki/<<org>>/kanri-gamen.md"),
    """# スタッフ用 手順書（<<orgd>>）

## 朝の作業
1. 発電機を起動（燃料残量を記録）
2. 太陽光パネルの雪下ろし（冬期・春のみ）
3. 予約一覧を印刷

## 予約管理画面
- URL: https://<<host>>/admin
- ID: `<<user>>`
- PW: `<<cred>>`
- 変更したら小屋番（<<last>>）に連絡

## 無線
- 定時交信 12:00 / 17:00（<<place>>山岳救助隊）
""",
    "human_x",
    syntax="",
)
