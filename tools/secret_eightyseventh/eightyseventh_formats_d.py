"""Family d: a shichiya (質屋, pawnshop) in Japan: LINE Official Account, kintone, Square
Terminal, Safie cloud cameras, PostgreSQL for pawn tickets, Chatwork; Japanese e-mail and chat."""

from __future__ import annotations

import base64

from eightyseventh_spec import Fam, after

F = Fam(
    name="shichiya_pawnshop_japan",
    orgs=("shichiyamatsu", "daikokushichi"),
    brands=("松屋質店", "大黒質舗"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("陽子", "yoko"),
        ("翔太", "shota"),
        ("恵子", "keiko"),
        ("誠", "makoto"),
        ("さくら", "sakura"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("松本", "matsumoto"),
        ("山口", "yamaguchi"),
    ),
    words=(
        "sakura",
        "fujisan",
        "daikoku",
        "maneki",
        "tanuki",
        "shinkansen",
        "onigiri",
        "hanabi",
        "momiji",
        "kaeru",
        "koban",
        "tsuru",
    ),
    pets=("pochi", "tama", "kuro", "hachi", "momo", "chibi"),
    places=(
        ("難波", "namba"),
        ("天神橋", "tenjinbashi"),
        ("上野", "ueno"),
        ("栄", "sakae"),
        ("三宮", "sannomiya"),
    ),
    cc="+81",
    mobile=("90", "80", "70"),
)

F.reg(
    "shichiya_line_official_account_env",
    ("line-bot/.env", "srv/<<org>>-line/.env.<<placea>>"),
    """# LINE公式アカウント: 質札の期限お知らせ (<<brand>> <<place>>店)
LINE_CHANNEL_ID=<<n6>><<n4>>
LINE_CHANNEL_SECRET=<<chsec>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
REMIND_DAYS_BEFORE=7
PG_DSN=postgres://line_bot@<<ip>>/shichi
""",
    cred="p:line_channel",
    extra=lambda rng, s: {"chsec": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "shichiya_kintone_customize_js",
    ("kintone/shichifuda-app/customize_<<n2>>.js", "js/<<placea>>_kintone_ryuuryu.js"),
    """(function () {
  'use strict';
  // 質札アプリ → 流質予定アプリへ転記 (<<place>>店)
  const API_TOKEN = '<<cred>>';
  const DEST_APP = <<n3>>;
  kintone.events.on('app.record.detail.show', async (event) => {
    const rec = event.record;
    const body = { app: DEST_APP, record: { 質札番号: { value: rec['質札番号'].value } } };
    await fetch('https://<<org>>.cybozu.com/k/v1/record.json', {
      method: 'POST',
      headers: { 'X-Cybozu-API-Token': API_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return event;
  });
})();
""",
    cred="alnum:40",
)


def _b64_mail(s: dict) -> str:
    body = f"""{s["ln"]}様

お疲れ様です。{s["place"]}店の{s["ln2"]}です。
買取相場システム（ブランド品・貴金属）のログイン情報をお送りします。

ログインID：{s["user"]}
パスワード：{s["cred"]}

初回ログイン後に変更してください。
よろしくお願いいたします。
"""
    enc = base64.encodebytes(body.encode("utf-8")).decode("ascii")
    return f"""From: {s["ln2"]} {s["fn2"]} <{s["email2"]}>
To: {s["ln"]} {s["fn"]} <{s["email"]}>
Subject: =?UTF-8?B?{base64.b64encode("相場システムのログイン情報".encode()).decode()}?=
Date: Tue, {s["day"]} Feb {s["year"]} {s["hms"]} +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{enc}"""


def _dec_b64_mail(t: str) -> str:
    body = base64.b64decode("".join(t.split("\n\n", 1)[1].split())).decode("utf-8")
    return after(body, "パスワード：", r"\s")


F.reg(
    "shichiya_japanese_email_base64_body",
    ("Mail/受信トレイ/<<ts>>.eml", "thunderbird/<<fa>>/Inbox_<<n3>>.eml"),
    _b64_mail,
    cred="human",
    decode=_dec_b64_mail,
)

F.reg(
    "shichiya_shichifuda_pgpass",
    ("home/<<fa>>/.pgpass", "var/lib/shichi/<<placea>>/.pgpass"),
    """# hostname:port:database:username:password
<<ip>>:5432:shichifuda:<<placea>>_counter:<<cred>>
localhost:5432:*:postgres:*
""",
    cred="pw_bare",
)

F.reg(
    "shichiya_safie_camera_bridge_yaml",
    ("safie-bridge/config.yml", "cameras/<<placea>>/bridge_<<n2>>.yaml"),
    """# 店内カメラ (カウンター / 金庫前) → Safie クラウド
site: "<<brand>> <<place>>店"
cameras:
  - name: counter
    rtsp: "rtsp://<<ip>>:554/stream1"
    username: admin
    password: "<<cred>>"
  - name: kinko
    rtsp: "rtsp://<<ip2>>:554/stream1"
    username: admin
    password: "<<cred>>"
upload:
  provider: safie
  device_serial: "SF<<n6>>"
""",
    cred="pw_dq",
)

F.reg(
    "shichiya_chatwork_copied_messages",
    ("notes/chatwork_<<placea>>_<<ymd>>.txt", "Desktop/チャットワーク <<n3>>.txt"),
    """<<ln2>> <<fn2>>
<<date>> <<time>>
金庫室のテンキー、今日から新しい番号です

<<ln2>> <<fn2>>
<<date>> <<time>>
あとPOSの管理者パスワードも変えました → <<cred>>

<<ln>> <<fn>>
<<date>> <<time2>>
了解です！メモしておきます
""",
    cred="human",
)

F.reg(
    "shichiya_square_terminal_checkout_ruby",
    ("square/terminal_checkout.rb", "scripts/<<placea>>_square_kaitori.rb"),
    """require 'square'

# 質料の入金を Square Terminal で受け付ける
client = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)

result = client.terminal.create_terminal_checkout(
  body: {
    idempotency_key: '<<uid>>',
    checkout: {
      amount_money: { amount: <<n4>>, currency: 'JPY' },
      device_options: { device_id: '<<devid>>' },
      note: '質料 <<place>>店'
    }
  }
)
puts result.data if result.success?
""",
    cred="p:square",
    extra=lambda rng, s: {
        "devid": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(14))
    },
)

F.reg(
    "shichiya_label_printer_net_use_bat",
    ("C:/shichi/tools/fuda_printer_<<placea>>.bat", "scripts/fuda_print_<<n2>>.bat"),
    """@echo off
rem 質札プリンタ (事務所の共有) をつなぐ
net use P: /delete /y >nul 2>&1
net use P: \\\\<<ip>>\\fuda /user:<<placea>>\\counter <<cred>> /persistent:no
copy /b %1 \\\\<<ip>>\\fuda
""",
    cred="pw_bare",
    syntax="",
)
