"""Family p: a karaoke box in Osaka (Japan), Japanese."""

from __future__ import annotations

from hundredfifth_spec import Fam, alnum, prov

F = Fam(
    name="karaoke_box_osaka_japanese",
    orgs=("utaemonbox", "dotonborisong", "namkaraoke"),
    tld="jp",
    first=(
        "翔太|shota",
        "さくら|sakura",
        "健太|kenta",
        "美咲|misaki",
        "大輔|daisuke",
        "陽菜|hina",
        "拓海|takumi",
    ),
    last=(
        "田中|tanaka",
        "佐藤|sato",
        "鈴木|suzuki",
        "高橋|takahashi",
        "山本|yamamoto",
        "中村|nakamura",
    ),
    words=(
        "sakura",
        "takoyaki",
        "okonomiyaki",
        "dotonbori",
        "tsutenkaku",
        "tigers",
        "namba",
        "umeda",
        "kuidaore",
        "ramen",
        "enka",
        "matsuri",
        "hanabi",
        "neko",
        "fujisan",
    ),
    pets=("pochi", "tama", "momo", "kotaro", "mugi", "hachi"),
    cc="81",
    city="大阪",
)

F.reg(
    "osakakaraoke_line_messaging_channel_python",
    ("line_bot/config.py", "bot/<<org>>_line.py"),
    '''"""LINE公式アカウント — 部屋の空き状況を返すボット."""

CHANNEL_SECRET = "<<sec>>"
CHANNEL_ACCESS_TOKEN = "<<cred>>"
ROOMS_API = "http://<<ip>>:<<port>>/rooms"
''',
    "p:line_token",
    extra=lambda rng, s: {"sec": prov(rng, "line_secret")},
)

F.reg(
    "osakakaraoke_line_chat_export_pasuwado",
    ("LINE/[LINE] スタッフ連絡のトーク.txt", "line_export/<<org>>_staff_<<date>>.txt"),
    """[LINE] スタッフ連絡のトーク履歴
保存日時：<<ymd>> <<time>>

<<ymd>>(水)
<<time>>	<<ln>><<fn>>	レジのPCのパスワード変わった？
<<time>>	<<ln>><<fn2>>	変えたよ
<<time2>>	<<ln>><<fn2>>	<<cred>>
<<time2>>	<<ln>><<fn>>	了解です🎤
""",
    "human",
)

F.reg(
    "osakakaraoke_square_pos_ruby_client",
    ("pos/square_sync.rb", "lib/<<org>>/square.rb"),
    """require 'square'

# ドリンク注文をSquare POSと同期
client = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)

result = client.orders.search_orders(body: { location_ids: ['L<<lid>>'] })
puts result.data.orders.size if result.success?
""",
    "p:square",
    syntax="",
    extra=lambda rng, s: {"lid": alnum(rng, 12, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "osakakaraoke_paypay_opa_credentials_yaml",
    ("config/paypay.yml", "app/<<org>>/config/paypay.yaml"),
    """paypay:
  production_mode: true
  merchant_id: "<<mid>>"
  api_key: "a_<<ak>>"
  api_secret: "<<cred>>"
""",
    "p:paypay",
    extra=lambda rng, s: {
        "mid": str(rng.randint(10**17, 10**18)),
        "ak": alnum(rng, 10) + "_" + alnum(rng, 4),
    },
)

F.reg(
    "osakakaraoke_front_pc_memo_pasu",
    ("デスクトップ/メモ.txt", "Desktop/<<fa>>_memo.txt"),
    """受付PC
JOYSOUND 管理画面
ID <<user>>
パス <<cred>>
※閉店後にドリンクバー点検
""",
    "human",
)

F.reg(
    "osakakaraoke_yamaha_rtx_router_config",
    ("router/rtx830_<<date>>.txt", "backup/<<org>>_config.txt"),
    """# RTX830 Rev.15.02.30 (Fri Mar  1 10:00:00 <<year>>)
login password <<cred>>
administrator password <<cred>>
ip route default gateway pp 1
ip lan1 address <<gw>>/24
pp select 1
 pp keepalive interval 30 retry-interval=30 count=12
 pppoe use lan2
 pp auth accept pap chap
 pp auth myname <<user>>@isp.ne.jp <<cred>>
 ip pp nat descriptor 1000
 pp enable 1
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "osakakaraoke_aws_ses_smtp_credentials_csv",
    ("credentials/ses-smtp-user.<<date>>.csv", "Downloads/credentials (<<n>>).csv"),
    """IAM User Name,Smtp Username,Smtp Password
ses-smtp-user.<<org>>,AKIA<<akid>>,<<cred>>
""",
    lambda rng: (
        "B" + alnum(rng, 43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    ),
    extra=lambda rng, s: {"akid": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

F.reg(
    "osakakaraoke_reservations_mysql_my_cnf",
    ("home/<<user>>/.my.cnf", "root/.my.cnf"),
    """[client]
user=yoyaku
password=<<cred>>
host=<<ip>>
default-character-set=utf8mb4
""",
    "pw",
    syntax="ini",
)
