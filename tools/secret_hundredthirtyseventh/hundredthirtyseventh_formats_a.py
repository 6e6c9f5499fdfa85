"""Family a: pachinko parlours in Kansai (Japan): hall computers, prize-counter POS, LINE
official accounts, Chatwork, remote maintenance, label-tape stickers."""

from __future__ import annotations

import base64

from hundredthirtyseventh_corpus import hexs, pick
from hundredthirtyseventh_spec import Fam, dec_basic

F = Fam(
    name="pachinko_parlour_kansai",
    orgs=("hanabidama", "kinginza", "tamayura"),
    tld="co.jp",
    first=("健太", "由美", "翔", "美咲", "大輔", "裕子", "拓也", "直美"),
    last=("田中", "山本", "中村", "小林", "吉田", "松本"),
    ufirst=("kenta", "yumi", "sho", "misaki", "daisuke", "yuko", "takuya", "naomi"),
    ulast=("tanaka", "yamamoto", "nakamura", "kobayashi", "yoshida", "matsumoto"),
    words=(
        "hanabi",
        "sakura",
        "tamaya",
        "namba",
        "tsutenkaku",
        "kuidaore",
        "fever",
        "kakuhen",
        "renchan",
        "ginga",
        "umimono",
        "hokuto",
        "dotonbori",
        "kansai",
    ),
    cc="81",
    cities=("難波", "梅田", "堺東", "三宮", "京橋", "尼崎"),
    pets=("pochi", "momo", "kotaro", "hana", "sora", "choco"),
    teams=("Tigers", "Hanshin", "Buffaloes", "Cerezo", "Gamba", "Vissel"),
)


def _basic(rng, s):
    hall = f"hall{rng.randint(1000, 9999)}"
    return {"hall": hall, "b64": base64.b64encode(f"{hall}:{s['cred']}".encode()).decode()}


F.reg(
    "pachinko_hallcon_curl_verbose_basic_header",
    ("hallcon/capture/<<org>>_<<ymd>>.http", "トラブル/ホルコン_<<ymd>>_req<<n>>.txt"),
    """$ curl -v -k "https://hc<<n>>.<<domain>>:8443/api/v2/daiban/slump?date=<<ymd>>&floor=2"
*   Trying <<ip>>:8443...
* Connected to hc<<n>>.<<domain>> (<<ip>>) port 8443 (#0)
* SSL certificate verify result: self-signed certificate (18), continuing anyway.
> GET /api/v2/daiban/slump?date=<<ymd>>&floor=2 HTTP/1.1
> Host: hc<<n>>.<<domain>>:8443
> Authorization: Basic <<b64>>
> User-Agent: curl/8.4.0
> Accept: */*
>
< HTTP/1.1 200 OK
< Content-Type: application/json; charset=utf-8
< Content-Length: 18234
<
{"date":"<<ymd>>","floor":2,"machines":[{"no":201,"name":"P大海物語5","out":-3120,"start":1843},
""",
    "human",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

F.reg(
    "pachinko_line_talk_history_keihin_pos",
    ("LINE/[LINE] 店長会のトーク_<<ymd>>.txt", "backup/line_export/<<org>>_tenchokai_<<n>>.txt"),
    """[LINE] 「<<orgc>> 店長会」のトーク履歴
保存日時：<<year>>/03/04 23:41

<<year>>/03/04(火)
21:02\t<<last>><<first>>\t景品POSのパスワード、監査のあと変えました
21:02\t<<last>><<first>>\t<<cred>>
21:03\t<<last>><<first>>\t各店のカウンター担当にだけ伝えてください
21:10\t<<first2>>\t了解です！明日の朝礼で伝えます
21:11\t<<first2>>\t[スタンプ]
22:30\t<<last>><<first>>\t新台入替は木曜の閉店後です。よろしくお願いします
""",
    "human",
    syntax="",
)


def _line(rng, s):
    return {
        "chid": str(rng.randint(1_600_000_000, 2_009_999_999)),
        "chsec": hexs(rng, 32),
        "rich": hexs(rng, 32),
    }


F.reg(
    "pachinko_line_official_account_shindai_bot_env",
    ("line-bot/.env", "<<org>>-shindai-bot/.env.production"),
    """# 新台入替・イベント告知 LINE 公式アカウント (<<orgc>> <<city>>店)
NODE_ENV=production
PORT=3000
LINE_CHANNEL_ID=<<chid>>
LINE_CHANNEL_SECRET=<<chsec>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
HALL_NAME=<<orgc>>
RICH_MENU_ID=richmenu-<<rich>>
""",
    "p:line_token",
    syntax="",
    extra=_line,
)

F.reg(
    "pachinko_keihin_counter_pos_connect_ini",
    ("C:/KeihinPOS/conf/connect.ini", "keihin_pos/<<org>>_pos0<<n>>/connect.ini"),
    """; 景品POS 接続設定 (<<orgc>> <<city>>店)
; 変更時は本部システム課へ連絡すること
[General]
ShopCode=<<n2>>
Terminal=POS0<<n>>
Counter=特殊景品

[Database]
Provider=SQLOLEDB
Server=<<ip>>\\SQLEXPRESS
Database=KeihinPOS
Uid=keihin_pos
Pwd=<<cred>>
Timeout=30

[Printer]
Port=COM3
Receipt=1
""",
    "pw",
)

F.reg(
    "pachinko_chatwork_kadou_report_python",
    ("scripts/kadou_report.py", "<<org>>_tools/chatwork_post_<<n>>.py"),
    '''# -*- coding: utf-8 -*-
"""毎朝 9 時に前日の稼働・粗利を Chatwork の店長ルームへ投稿する (タスクスケジューラから起動)"""
import csv
import datetime

import requests

CHATWORK_API_TOKEN = "<<cred>>"
ROOM_ID = "<<room>>"
CSV_DIR = r"\\\\<<ipl>>\\hallcon\\export"


def main():
    d = datetime.date.today() - datetime.timedelta(days=1)
    with open(f"{CSV_DIR}\\\\{d:%Y%m%d}.csv", encoding="cp932") as f:
        rows = list(csv.DictReader(f))
    kadou = sum(int(r["稼働"]) for r in rows)
    body = f"[info][title]{d:%m/%d} 稼働報告[/title]総稼働: {kadou}[/info]"
    requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_API_TOKEN},
        data={"body": body},
        timeout=10,
    )


if __name__ == "__main__":
    main()
''',
    "p:chatwork",
    extra=lambda rng, s: {"room": str(rng.randint(100_000_000, 399_999_999))},
)

F.reg(
    "pachinko_office_pc_tepra_label_ocr",
    ("scan/ocr/IMG_<<n2>><<n>>.txt", "写真/ラベル_<<ymd>>_<<n>>.txt"),
    """事務所PC (<<orgc>> <<city>>店)
ﾕｰｻﾞｰ名: kanri
パスワ一ド: <<cred>>
※変更したら店長<<last>>まで
""",
    "human_x",
    syntax="",
)


def _vendor(rng, s):
    v = pick(rng, ("hallsys", "dks-support", "kansai-amusys"))
    subj = f"【{s['orgc']}様】リモート保守接続情報のご案内".encode()
    return {
        "subj": base64.b64encode(subj).decode(),
        "vendor": v,
        "anydesk": f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
    }


F.reg(
    "pachinko_japanese_email_remote_hoshu_anydesk",
    ("mail/<<org>>/remote_hoshu_<<ymd>>.eml", "受信トレイ/【<<orgc>>様】リモート保守_<<n>>.eml"),
    """From: <<vendor>> サポートセンター <support@<<vendor>>.jp>
To: <<email>>
Subject: =?UTF-8?B?<<subj>>?=
Date: Tue, 4 Mar <<year>> 10:12:55 +0900
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<orgc>> <<city>>店
<<last>> 様

いつも大変お世話になっております。<<vendor>> サポートセンターでございます。
ホールコンピュータのリモート保守用の接続情報をお送りいたします。

  AnyDesk アドレス : <<anydesk>>
  無人アクセス用パスワード : <<cred>>

作業は閉店後 23:30 以降に実施いたします。
本メールは保守担当者のみで共有いただきますようお願い申し上げます。
""",
    "pw",
    syntax="",
    extra=_vendor,
)


def _tsv(s):
    rows = [
        ("氏名", "ログインID", "パスワード", "権限", "最終更新"),
        (f"{s['last']} {s['first']}", s["user"], s["cred"], "店長", s["date"]),
        ("カウンター共用", "counter01", "********", "景品", s["date"]),
        ("ホール共用", "hall01", "(変更依頼中)", "ホール", s["date"]),
    ]
    return "\n".join("\t".join(r) for r in rows) + "\n"


F.reg(
    "pachinko_staff_accounts_tsv_export",
    ("共有/スタッフアカウント一覧_<<ymd>>.tsv", "shared/<<org>>/staff_accounts_<<n>>.tsv"),
    _tsv,
    "human",
    syntax="",
)
