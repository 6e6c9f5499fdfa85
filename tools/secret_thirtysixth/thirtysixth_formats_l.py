"""Family l: a Japanese shogi club (将棋会): game-record (kifu) archive, engine analysis machines,
the LINE bot, tournament pairings, the treasurer's router memo, the online practice server."""

from __future__ import annotations

import json
import re

from thirtysixth_spec import dec_json_u, human_with, reg

FAM = "shogi_club_kifu_records"
ORGS = ("kumagaya-shogikai",)
HUMAN = human_with(
    "shogi", "kifu", "ousho", "hisha", "kakugyo", "keima", "yagura", "anaguma", "tsume",
    "kumagaya", "meijin", "ryuou",
    firsts=("Yuki", "Haruto", "Sakura", "Kenji", "Aoi", "Takumi"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "shogi_japanese_email_pasuwado_kaiin_page",
    ("mail/<<org>>/会員ページ_<<date>>.eml", "thunderbird/<<first>>/kaiin_<<n>>.eml"),
    """From: <<email>>
To: members@<<dom>>
Subject: =?UTF-8?B?5Lya5ZOh44Oa44O844K444Gu44OR44K544Ov44O844OJ5aSJ5pu0?=
Date: <<maildate>> +0900
Content-Type: text/plain; charset=utf-8

会員各位

いつもお世話になっております。将棋会幹事の<<ulast>>です。
会員ページ（棋譜・例会の成績）のパスワードを変更しました。

ユーザー名：member
パスワード：<<cred>>

外部には漏らさないようお願いいたします。
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "shogi_kifu_archive_rsyncd_secrets_file",
    ("etc/<<org>>/rsyncd.secrets", "nas<<n>>/rsyncd.secrets"),
    """kifu:<<cred>>
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "shogi_engine_cluster_ec_private_key_pem",
    ("engine-cluster/<<org>>/keys/worker<<n>>.key", "home/<<user>>/suisho/node<<n>>-ec.pem"),
    """<<cred>>
""",
    "ec:",
)

reg(
    FAM,
    ORGS,
    "shogi_line_bot_haskell_channel_access_token",
    ("line-bot/<<org>>/src/Config.hs", "bots/reikai<<n>>/app/Config.hs"),
    """{-# LANGUAGE OverloadedStrings #-}
-- 例会の対局結果を LINE で報告するボット
module Config (channelAccessToken, channelSecret, webhookPort) where

import Data.Text (Text)

channelAccessToken :: Text
channelAccessToken = "<<cred>>"

channelSecret :: Text
channelSecret = "<<hex8>><<hex8>><<hex8>><<hex8>>"

webhookPort :: Int
webhookPort = <<port>>
""",
    "p:line_channel",
)

reg(
    FAM,
    ORGS,
    "shogi_taikai_pairing_r_dbconnect",
    ("taikai/<<org>>/pairing_<<year>>.R", "scripts/<<n>>/swiss_pairing.R"),
    """# スイス式トーナメントの組み合わせ（レーティング順）
library(DBI)
con <- dbConnect(RPostgres::Postgres(),
  host = "<<ip>>", dbname = "shogikai", user = "taikai",
  password = "<<cred>>")
players <- dbGetQuery(con, "SELECT id, name, rating FROM player WHERE active ORDER BY rating DESC")
half <- nrow(players) %/% 2
pairs <- data.frame(sente = players$name[1:half], gote = players$name[(half + 1):(2 * half)])
print(pairs)
dbDisconnect(con)
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "shogi_kaikei_router_memo_ocr_next_line",
    ("scan/<<org>>/会計メモ_<<n>>.txt", "ocr/<<date>>/router_memo.txt"),
    """会計メモ（<<date_sl>>）
・会場費 3,000円 × 4回
・駒と盤の補修
ルーター（公民館２階）
ID admin
パスワード
<<cred>>
※ 変更したら幹事に連絡
""",
    "lalnum:13",
)

reg(
    FAM,
    ORGS,
    "shogi_online_practice_slack_bot_toml",
    ("practice-server/<<org>>/config.toml", "bots/<<n>>/shogi-practice.toml"),
    """# オンライン練習対局のマッチング通知
[server]
listen = "0.0.0.0:<<port>>"
time_control = "10min+30s"

[slack]
bot_token = "<<cred>>"
channel = "#練習対局"

[rating]
initial = 1500
k_factor = 32
""",
    "p:slack_bot",
)


def _kifu_json(rng, s):
    doc = {
        "club": s["org"],
        "uploader": {"account": "kifu-upload", "password": s["cred"]},
        "games": [
            {
                "sente": s["ulast"],
                "gote": "佐藤",
                "result": "先手勝ち",
                "moves": rng.randint(60, 140),
            }
        ],
    }
    return {"body": json.dumps(doc, indent=2, ensure_ascii=True)}


def _dekifu(text: str) -> str:
    raw = re.search(r'"password": "((?:[^"\\]|\\.)*)"', text).group(1)
    return dec_json_u(raw)


reg(
    FAM,
    ORGS,
    "shogi_kifu_uploader_json_unicode_escaped_password",
    (
        "kifu-uploader/<<org>>/settings_<<n>>.json",
        "home/<<user>>/.config/kifu-upload/settings.json",
    ),
    "<<body>>\n",
    lambda rng: (
        rng.choice(["将棋", "王将", "飛車", "角行", "熊谷", "桂馬"])
        + rng.choice(["Yagura", "Anaguma", "Meijin", "Kifu"])
        + str(rng.randint(10, 9999))
        + rng.choice("!#.*")
    ),
    syntax="json",
    extra=_kifu_json,
    decode=_dekifu,
)
