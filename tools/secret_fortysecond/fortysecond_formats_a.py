"""Family a: a Mino-style washi (kozo paper) mill in Japan."""

from fortysecond_spec import family

F = family(
    "washi_kozo_papermill",
    ("kozogami", "minosuki"),
    "jp",
    ("美咲", "健二", "陽子", "大輔", "千尋", "翔太"),
    ("山田", "佐藤", "古田", "長谷川", "小林", "松尾"),
    ("kozo", "tororo", "suketa", "nagashi", "mino", "kamiso", "hoshiita", "neri", "washi", "koban"),
    ("haru", "natsu", "aki", "fuyu", "sakura", "momiji"),
    "81",
    (
        ("misaki", "kenji", "yoko", "daisuke", "chihiro", "shota"),
        ("yamada", "sato", "furuta", "hasegawa", "kobayashi", "matsuo"),
    ),
)

F.reg(
    "washi_line_talk_history_pasuwado",
    ("Downloads/[LINE] <<last>>とのトーク.txt", "Documents/LINE/トーク履歴_<<year>>.txt"),
    """[LINE] <<last>>さんとのトーク履歴
保存日時：<<date>> <<time>>

<<year>>/05/14(火)
<<time>>\t<<last>>\t楮の入荷、来週になります
<<time>>\t<<first>>\t了解です。ネットショップの管理画面、ログインできないんだけど
<<time>>\t<<last>>\tID <<email>>
<<time>>\t<<last>>\tパスワード <<cred>>
<<time>>\t<<first>>\tありがとう！入れました
<<time>>\t<<last>>\t[スタンプ]
""",
    "human",
)

F.reg(
    "washi_drying_board_switchbot_env",
    ("home/<<fa>>/hoshiita-monitor/.env", "home/pi/kansou<<n>>/.env"),
    """# 干し板室 温湿度ログ (SwitchBot 温湿度計 -> Google スプレッドシート)
SWITCHBOT_TOKEN=<<cred>>
SWITCHBOT_SECRET=<<sec>>
METER_DEVICE_ID=<<dev>>
SHEET_ID=1<<hx>>Kozo
INTERVAL_SEC=300
""",
    "hex:96",
    extra=lambda rng, s: s.update(sec=F.draw(rng, "hex:32", s), dev=F.draw(rng, "HEX:12", s)),
)

F.reg(
    "washi_base_shop_api_client_php",
    ("<<org>>/shop-sync/config.php", "<<fa>>/wp-content/plugins/base-sync/base-config.php"),
    """<?php
// BASE (thebase.in) API 連携設定 — 在庫同期用
define('BASE_CLIENT_ID', '<<cid>>');
define('BASE_CLIENT_SECRET', '<<cred>>');
define('BASE_REDIRECT_URI', 'https://<<dom>>/base/callback');
define('BASE_SCOPE', 'read_items write_items read_orders');
""",
    "hex:32",
    extra=lambda rng, s: s.update(cid=F.draw(rng, "hex:32", s)),
    syntax="",
)

F.reg(
    "washi_fax_ocr_login_notice",
    ("scan/FAX_<<date>>_<<n3>>.txt", "複合機/スキャン/fax<<n4>>.ocr.txt"),
    """FAX送信票　　<<dsl>>
株式会社 <<orgc>> 御中　　美濃和紙組合 事務局
件名：共同受注システム　アカウント発行のお知らせ

下記の通りアカウントを発行いたしました。
初回ログイン後、パスワードの変更をお願いします。

  ログインURL  https://kyodo.<<dom>>/login
  ユーザーID   <<user>>
  パスワード   <<cred>>

ご不明点は <<phone>> まで
""",
    "human_x",
)

F.reg(
    "washi_freee_accounting_oauth_ruby",
    ("<<org>>-keiri/lib/tasks/freee_sync.rb", "Users/<<fa>>/scripts/freee_export.rb"),
    """require "oauth2"

# freee 会計 API — 月末の仕訳エクスポート
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

client = OAuth2::Client.new(CLIENT_ID, CLIENT_SECRET,
  site: "https://accounts.secure.freee.co.jp",
  authorize_url: "/public_api/authorize",
  token_url: "/public_api/token")
token = OAuth2::AccessToken.from_hash(client, refresh_token: File.read("tmp/freee_refresh"))
puts token.refresh!.get("/api/1/deals?company_id=<<n6>>").body
""",
    "b64u:32",
    extra=lambda rng, s: s.update(cid=F.draw(rng, "alnum:43", s)),
    syntax="",
)

F.reg(
    "washi_chatwork_notify_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /opt/suki-log
ls -la
python3 dryroom.py --dry-run
curl -X POST -H "X-ChatWorkToken: <<cred>>" -d "body=乾燥室 湿度アラート テスト" "https://api.chatwork.com/v2/rooms/<<n6>>/messages"
crontab -e
tail -f /var/log/syslog
""",
    "hex:32",
)

F.reg(
    "washi_order_ledger_csv_japanese_headers",
    ("共有/取引先アカウント一覧.csv", "Documents/取引先_<<year>>.csv"),
    """取引先,サイト,ログインID,パスワード,備考
<<orgc>>,https://b2b.<<dom>>,<<user>>,<<cred>>,楮 卸
美濃手すき紙,https://minotesuki.jp/admin,kami01,(担当者に確認),
越前和紙問屋,https://echizen-tonya.jp,kozo_<<n3>>,【FAX参照】,年2回
""",
    "pw_alnum",
)

F.reg(
    "washi_ec_cube_env_database_url",
    ("<<org>>/ec-cube/.env", "var/www/<<org>>-shop<<n>>/.env"),
    """APP_ENV=prod
APP_DEBUG=0
DATABASE_URL=mysql://eccube:<<cred>>@127.0.0.1:3306/eccube_<<org>>
DATABASE_SERVER_VERSION=8.0
MAILER_DSN=smtp://localhost:25
ECCUBE_AUTH_MAGIC=<<mag>>
ECCUBE_ADMIN_ROUTE=kanri
""",
    "pw_url",
    extra=lambda rng, s: s.update(mag=F.draw(rng, "alnum:32", s)),
)
