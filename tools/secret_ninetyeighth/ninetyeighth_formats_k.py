"""Family k: a university light-music society (keionbu) in Japan (Japanese)."""

from __future__ import annotations

import json
import random

from ninetyeighth_spec import Fam, b64, pick

F = Fam(
    name="keionbu_music_society_japan",
    key="keionbu",
    orgs=("onkyokan", "hibikikai", "sakuraband", "kawaraban", "yozora"),
    tld="ac.jp",
    first=(
        ("陽翔", "haruto"),
        ("結衣", "yui"),
        ("蓮", "ren"),
        ("美咲", "misaki"),
        ("大翔", "hiroto"),
        ("葵", "aoi"),
        ("悠真", "yuma"),
        ("さくら", "sakura"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
    ),
    words=(
        "sakura",
        "keion",
        "gakki",
        "tsukimi",
        "ramen",
        "onigiri",
        "hibiki",
        "bocchi",
        "daisuki",
        "kawaii",
        "yozakura",
        "natsu",
        "matsuri",
        "senpai",
        "taiko",
    ),
    pets=("mugi", "kotetsu", "hana", "pochi", "tama", "momo"),
    cc="+81",
    places=("京都", "仙台", "福岡", "札幌", "名古屋"),
)

F.reg(
    "line_talk_history_pasuwado",
    ("LINE/[LINE] 軽音部<<n>>期のトーク.txt", "Downloads/[LINE] <<fn2>>とのトーク_<<date>>.txt"),
    """[LINE] 軽音部<<n>>期のトーク履歴
保存日時：<<year>>/<<mon>>/<<day>> <<time>>

<<year>>/<<mon>>/<<day>>(金)
21:02	<<ln2>> <<fn2>>	スタジオ予約サイトのログインって誰か知ってる？
21:05	<<ln>> <<fn>>	ID は keionbu<<n>> で、パスワードは <<cred>> です
21:05	<<ln>> <<fn>>	予約したらカレンダーにも入れといてね
21:06	<<ln2>> <<fn2>>	[スタンプ]
""",
    cred="human",
    syntax="",
)


def _slash_pw(rng: random.Random, s: dict) -> str:
    a, b = pick(rng, F.words), pick(rng, F.words)
    return f"{a.capitalize()}/{b}{rng.randint(10, 2027)}"


def _php_json(s: dict) -> str:
    doc = {
        "room": f"練習室{s['n']}",
        "account": f"keion{s['n']}",
        "password": s["cred"],
        "note": "鍵は部室のキーボックス",
        "updated": s["date"],
    }
    # PHP json_encode default: non-ASCII as \\uXXXX and "/" as "\\/"
    return json.dumps(doc, ensure_ascii=True).replace("/", "\\/") + "\n"


def _dec_json(text: str) -> str:
    return json.loads(text)["password"]


F.reg(
    "booking_export_php_json_escaped",
    ("storage/app/exports/room_<<n>>.json", "backup/studio-booking-<<date>>.json"),
    _php_json,
    cred=_slash_pw,
    decode=_dec_json,
)

F.reg(
    "studio_booking_laravel_env",
    ("studio-booking/.env", "srv/booking-<<org>>-<<n>>/.env"),
    """APP_NAME="軽音部スタジオ予約"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://booking.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=booking
DB_USERNAME=booking
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.gmail.com
MAIL_PORT=587
MAIL_USERNAME=<<org>>.keion@gmail.com
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: {"appkey": b64(rng, 32)},
)

F.reg(
    "email_japanese_live_house_ticket",
    ("Mail/受信トレイ/ライブ_<<n>>.eml", "mail/<<date>>-ticket.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: <<ln2>> <<fn2>> <<<email2>>>
Subject: =?UTF-8?B?5a6a5pyf44Op44Kk44OW44Gu44OB44Kx44OD44OI566h55CG?=
Date: Sat, <<day>> Jul <<year>> <<time>>:30 +0900
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn2>>さん

お疲れさまです。定期ライブ（<<place>>のライブハウス）のチケット管理サイトのアカウントです。
引き継ぎよろしくお願いします。

ログインID：<<org>>_keion
パスワード：<<cred>>

取り置きリストは毎回ライブ前日の22時までに確定させてください。

<<ln>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "youtube_upload_client_secret_json",
    ("uploader/client_secret_<<n>>.json", "home/<<fa>>/live-archive/client_secret.json"),
    """{"installed":{"client_id":"<<cid>>-<<hex8>>.apps.googleusercontent.com","project_id":"keion-live-archive-<<n>>","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"<<cred>>","redirect_uris":["http://localhost"]}}
""",
    cred="p:gocspx",
    extra=lambda rng, s: {"cid": str(rng.randint(10**11, 10**12 - 1))},
)

F.reg(
    "synology_smb_cifs_credentials",
    ("etc/samba/keion-nas-<<n>>.cred", "home/<<fa>>/.smbcredentials"),
    """username=keion
password=<<cred>>
domain=WORKGROUP
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "paypay_merchant_api_node",
    ("ticket-api/paypay.js", "web-<<org>>-<<n>>/lib/paypay.js"),
    """// 定期ライブのチケット代をPayPayで受け取る
const PAYPAY = require('@paypayopa/paypayopa-sdk-node');

PAYPAY.Configure({
  clientId: 'a_<<cid>>',
  clientSecret: '<<cred>>',
  merchantId: '<<mid>>',
  productionMode: true,
});

module.exports = PAYPAY;
""",
    cred=lambda rng, s: b64(rng, 33),
    syntax="",
    extra=lambda rng, s: {
        "cid": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(10)
        )
        + "_"
        + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4)),
        "mid": str(rng.randint(10**17, 10**18 - 1)),
    },
)

F.reg(
    "bukatsu_memo_ocr_pw_line",
    ("scan/部室メモ_<<n>>.txt", "Google Lens/memo_<<date>>.txt"),
    """部室PC（録音用）
ID: keion
PW: <<cred>>
※ 使ったらシャットダウン！
""",
    cred="human_x",
    syntax="",
)
