# ruff: noqa: E501
"""Family l: a contract post office counter (簡易郵便局) run as a franchise in Japan
(Japanese)."""

from __future__ import annotations

import base64
import textwrap

from seventyninth_spec import Fam, after

F = Fam(
    name="kanni_yubinkyoku_post_counter",
    orgs=("hanamaruyu", "sakurapost", "midoriyubin", "kawabeyu"),
    tld="jp",
    first=(
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔太", "shota"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
        ("浩二", "koji"),
        ("真由美", "mayumi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "sakura",
        "fuji",
        "yubin",
        "hagaki",
        "kitte",
        "tanuki",
        "neko",
        "inu",
        "ramen",
        "sushi",
        "onigiri",
        "natsu",
        "fuyu",
        "haru",
        "aki",
        "tokyo",
        "osaka",
        "hokkaido",
        "giants",
        "tigers",
        "kawaii",
        "genki",
        "momiji",
        "yuki",
    ),
    pets=("pochi", "tama", "momo", "hachi", "kotaro", "sora", "mugi", "chibi"),
    cc="+81",
)


def _jn(s, i):
    return s["last" if i == 1 else "last2"] + s["first" if i == 1 else "first2"]


# 1 LINE talk history export (Japanese)
F.reg(
    "yubinkyoku_line_talk_history_pasuwado_madoguchi",
    ("[LINE] <<fa>>とのトーク_<<n>>.txt", "line_export/<<org>>_<<iso>>.txt"),
    lambda s: (
        f"[LINE] {_jn(s, 1)}とのトーク履歴\n保存日時：{s['yr']}/{s['mon']}/{s['day']} {s['hh2']}:{s['mi']}\n\n"
        f"{s['yr']}/{s['mon']}/{s['day']}(火)\n"
        f"{s['hh']}:{s['mi']}\t{_jn(s, 2)}\t窓口端末のパスワード変わりましたか？ログインできません\n"
        f"{s['hh']}:{s['mi2']}\t{_jn(s, 1)}\tID {s['login']}\n"
        f"{s['hh']}:{s['mi2']}\t{_jn(s, 1)}\tパスワード {s['cred']}\n"
        f"{s['hh']}:{s['mi2']}\t{_jn(s, 1)}\t局長以外には教えないでね\n"
        f"{s['hh2']}:{s['mi']}\t{_jn(s, 2)}\t入れました！ありがとうございます\n"
    ),
    cred="human",
    syntax="",
)


# 2 Japanese e-mail with a base64 body (encoded)
def _b64mail(rng, s):
    body = (
        f"{_jn(s, 2)}様\n\nお疲れ様です。{_jn(s, 1)}です。\n"
        "ゆうパック集荷予約システムのアカウントをお送りします。\n\n"
        f"ログインID：{s['login2']}\nパスワード：{s['cred']}\n\n"
        "初回ログイン後に変更してください。\nよろしくお願いいたします。\n"
    )
    enc = "\n".join(textwrap.wrap(base64.b64encode(body.encode()).decode(), 76))
    return {"enc": enc, "jn1": _jn(s, 1), "jn2": _jn(s, 2)}


def _dec_b64mail(text):
    body = text.split("\n\n", 1)[1]
    return after(base64.b64decode("".join(body.split())).decode(), "パスワード：")


F.reg(
    "yubinkyoku_japanese_email_base64_body_pasuwado",
    ("mail/<<login>>/<<iso>>_yupack.eml", "Thunderbird/<<org>>/<<n4>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: =?UTF-8?B?44Ki44Kr44Km44Oz44OI44Gu44GU5qGI5YaF?=
Date: Wed, <<d>> Oct <<yr>> <<hh>>:<<mi>>:<<ss>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

<<enc>>
""",
    cred="human",
    syntax="",
    extra=_b64mail,
    decode=_dec_b64mail,
)

# 3 Ruby: Square access token for the counter card terminal
F.reg(
    "yubinkyoku_counter_square_access_token_ruby",
    ("lib/square_client.rb", "<<org>>_pos/config/square_<<n>>.rb"),
    """require 'square'

# 窓口のカード決済（Square Terminal）
SQUARE = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)
LOCATION_ID = 'L<<hex8>><<n4>>'.upcase
""",
    cred="p:square",
    syntax="",
)

# 4 Brother label printer Wi-Fi settings file
F.reg(
    "yubinkyoku_brother_label_printer_wlan_settings",
    ("printer/QL820_<<n>>_settings.txt", "<<org>>/機器/ラベルプリンタ_<<n>>.txt"),
    """[Brother QL-820NWB 設定バックアップ]
Node Name=BRW<<hex8>>
IP Address=<<ip>>
WLAN Mode=Infrastructure
SSID=<<orgu>>-COUNTER
Authentication=WPA2-PSK
Encryption=AES
Passphrase=<<cred>>
Admin Password=initpass
""",
    cred="human_x",
    syntax="",
)

# 5 Counter PC handover memo (Japanese)
F.reg(
    "yubinkyoku_madoguchi_pc_hikitsugi_memo",
    ("引継ぎ/窓口PC_<<iso>>.txt", "<<org>>/docs/hikitsugi_<<n>>.txt"),
    lambda s: (
        f"【引継ぎメモ】{s['yr']}年{int(s['mon'])}月{int(s['day'])}日 {_jn(s, 1)} → {_jn(s, 2)}\n\n"
        "・切手、はがきの在庫は金庫の二段目\n・ゆうパックの集荷は14時\n\n"
        f"窓口PC（共用）\n  ユーザー：{s['login']}\n  パスワード：{s['cred']}\n\n"
        "※付箋に書いて貼らないこと\n"
    ),
    cred="human",
    syntax="",
)

# 6 JavaScript: kintone API token for the parcel log app
F.reg(
    "yubinkyoku_kintone_rest_api_token_node",
    ("scripts/kintone_upload.js", "<<org>>-tools/kintone_<<n>>.js"),
    """// 受付記録をkintoneへ登録
const { KintoneRestAPIClient } = require('@kintone/rest-api-client');

const client = new KintoneRestAPIClient({
  baseUrl: 'https://<<org>>.cybozu.com',
  auth: { apiToken: '<<cred>>' },
});

module.exports = client;
""",
    cred="alnum:40",
    syntax="",
)

# 7 restic backup environment with S3-compatible keys
F.reg(
    "yubinkyoku_nas_restic_backup_env_s3_secret",
    ("etc/restic/<<org>>.env", "nas/backup/restic_<<n>>.env"),
    """export RESTIC_REPOSITORY=s3:https://s3.ap-northeast-1.wasabisys.com/<<org>>-backup
export AWS_ACCESS_KEY_ID=<<hex8>><<n4>>ABCD
export AWS_SECRET_ACCESS_KEY=<<cred>>
export RESTIC_PASSWORD_FILE=/etc/restic/password.txt
""",
    cred="p:aws_secret",
    syntax="",
)

# 8 bash history: Chatwork API token
F.reg(
    "yubinkyoku_chatwork_api_token_bash_history",
    ("home/<<fa>>/.bash_history", "pi_<<n>>/.bash_history"),
    """sudo apt update
python3 ~/scan_watch.py &
curl -X POST -H "X-ChatWorkToken: <<cred>>" -d "body=本日の書留件数 <<n>> 件" "https://api.chatwork.com/v2/rooms/<<n6>>/messages"
ls ~/scans
""",
    cred="hex:32",
    syntax="",
)
