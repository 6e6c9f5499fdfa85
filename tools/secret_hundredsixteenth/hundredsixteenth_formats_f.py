"""Family f: a massage and seitai studio in Osaka, Japan (Japanese)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam

F = Fam(
    name="seitai_massage_osaka",
    prefix="seitai",
    orgs=("hogushido", "mitsuboshi", "karadaya", "yururi"),
    tld="jp",
    first=(
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔", "sho"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("吉田", "yoshida"),
    ),
    words=(
        "momi",
        "hogushi",
        "kata",
        "koshi",
        "naniwa",
        "takoyaki",
        "tsubo",
        "yukkuri",
        "sakura",
        "umeda",
        "namba",
        "shiatsu",
        "ocha",
        "ramen",
    ),
    pets=("pochi", "tama", "kotetsu", "mugi", "hachi"),
    cc="+81",
)

F.reg(
    "chatwork_log_salonboard_pasuwado",
    ("chatwork/<<org>>_スタッフ連絡_<<date>>.txt", "logs/chatwork_<<fa>>.txt"),
    """[info][title]<<Org>> スタッフ連絡[/title]<<date>> エクスポート[/info]
<<fn>> <<ln>> (<<date>> <<hm>>)
SALON BOARDのパスワード変わりました
<<fn>> <<ln>> (<<date>> <<hm>>)
ID: <<login>>
PW: <<cred>>
<<fn2>> (<<date>> <<hm2>>)
了解です！ありがとうございます
""",
    "human",
)

F.reg(
    "square_jp_access_token_ruby_sync",
    ("scripts/square_sync.rb", "tools/<<org>>_square_export.rb"),
    """# Square(日本)の売上を会計freeeに転記
require "square"

client = Square::Client.new(
  access_token: "<<cred>>",
  environment: "production"
)
loc = "L<<loc>>"
res = client.payments.list_payments(location_id: loc)
puts res.data.payments.size
""",
    "p:square",
    "",
    extra=lambda rng, s: {"loc": s["uuid"].replace("-", "").upper()[:12]},
)

F.reg(
    "payjp_secret_dotenv_yoyaku",
    ("yoyaku-app/.env", "srv/<<org>>-yoyaku/.env.local"),
    """# 回数券オンライン決済 (PAY.JP)
NEXT_PUBLIC_SITE_URL=https://yoyaku.<<dom>>
NEXT_PUBLIC_PAYJP_PUBLIC_KEY=pk_live_<<pk>>
PAYJP_SECRET_KEY=<<cred>>
RESEND_FROM=<<email>>
""",
    "x:sk_live_:24",
    "",
    extra=lambda rng, s: {"pk": s["uuid"].replace("-", "")[:24]},
)

F.reg(
    "airregi_staff_csv_japanese_headers",
    ("export/スタッフ一覧_<<date>>.csv", "Airレジ/<<org>>_staff.csv"),
    """スタッフ名,ログインID,パスワード,権限,備考
<<fn>> <<ln>>,<<login>>,<<cred>>,管理者,店長
<<fn2>>,<<fa2>>.<<org>>,（店長に確認）,一般,
受付用iPad,reception<<n>>,,一般,共用
""",
    "human",
)

F.reg(
    "moushiokuri_memo_salon_board",
    ("申し送り/<<date>>_<<fa>>.txt", "memo/moushiokuri_<<org>>.txt"),
    """【申し送り】<<date>> 遅番 <<fn>>

・ホットストーン用のヒーターは21時に必ずOFF
・SALON BOARD
　ログインID：<<login>>
　パスワード：<<cred>>
・明日10時 <<fn2>>様 90分コース（指名なし）
以上
""",
    "human",
)

F.reg(
    "synology_rsync_crontab_password",
    ("etc/crontab", "var/spool/cron/crontabs/<<fa>>"),
    """# m h dom mon dow command
30 2 * * * RSYNC_PASSWORD='<<cred>>' rsync -az /volume1/karte/ rsync://backup@<<ip>>/<<org>>_karte/
0 3 * * 0 /usr/syno/bin/synopkg restart HyperBackup >/dev/null 2>&1
""",
    "pw_sq",
    "",
)

F.reg(
    "line_works_bot_private_key_file",
    ("lineworks/private_<<date>>.key", "keys/<<org>>_lineworks_<<id>>.key"),
    """<<cred>>
""",
    "pem8",
    "",
)

F.reg(
    "waiting_room_wifi_qr_text",
    ("pop/wifi_qr_<<org>>.txt", "print/待合室_wifi_<<n>>.txt"),
    """待合室Wi-Fi（QRコード用）
WIFI:T:WPA;S:<<Org>>_Guest;P:<<cred>>;;
""",
    "human_x",
)
