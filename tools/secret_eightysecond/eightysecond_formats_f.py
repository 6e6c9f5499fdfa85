"""Family f: a board-game café in Japan (Osaka); Japanese, LINE, Square POS, PayPay,
WordPress reservations, freee accounting, Android tablets at the tables."""

from __future__ import annotations

from eightysecond_spec import Fam

F = Fam(
    name="boardgame_cafe_osaka",
    prefix="bgcafe",
    orgs=("sugorokuya", "saikoroan", "komadokoro", "namba-dice", "tenmabg"),
    tld="jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健太", "kenta"),
        ("陽菜", "hina"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
        ("拓也", "takuya"),
        ("由美", "yumi"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
    ),
    words=(
        "takoyaki",
        "okonomiyaki",
        "namba",
        "umeda",
        "tsutenkaku",
        "kuidaore",
        "catan",
        "sugoroku",
        "shogi",
        "dice",
        "meeple",
        "tenma",
        "ebisu",
        "tigers",
        "hanshin",
        "nekoneko",
        "sakura",
        "onigiri",
        "kitsune",
        "dotonbori",
    ),
    pets=("mugi", "kotetsu", "sora", "momo", "chibi", "kuro", "tama", "pochi"),
    cc="+81 90-",
    surname_first=True,
)

F.reg(
    "line_talk_history_pasuwado_reply_only",
    ("LINE/[LINE] スタッフ連絡のトーク_<<n>>.txt", "Documents/line_staff_<<date>>.txt"),
    """[LINE] スタッフ連絡のトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hm>>

<<y>>/<<mo>>/<<d>>(土)
<<hm>>\t<<full>>\tレジのiPadのパスコード変わりました？開けへん…
<<hm>>\t<<full2>>\t変わったで！
<<hm2>>\t<<full2>>\t<<cred>>
<<hm2>>\t<<full>>\t開いた！ありがとう🙏
<<hm2>>\t<<full2>>\t[スタンプ]
""",
    cred="human",
    syntax="",
)

F.reg(
    "reservation_site_dotenv_square_token",
    ("<<org>>-yoyaku/.env", "sites/yoyaku-<<n>>/.env.production"),
    """# 卓予約システム（Square連携）
SQUARE_ENVIRONMENT=production
SQUARE_LOCATION_ID=L<<hx8>>QW3E
SQUARE_ACCESS_TOKEN=<<cred>>
TABLE_COUNT=12
SEAT_FEE_PER_HOUR=600
""",
    cred="p:square",
    syntax="",
)

F.reg(
    "wordpress_wp_config_db_password",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** WordPress の基本設定 - ボドゲカフェ予約ページ */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'mysql<<n>>.xserver.jp' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "shift_memo_japanese_wifi_password",
    ("共有/引き継ぎメモ_<<y>><<mo>>.txt", "Desktop/シフト引き継ぎ_<<n>>.txt"),
    """【引き継ぎ】<<mo>>/<<d>> 遅番 → 早番

・カタン（拡張）のコマが1つ足りません。棚の下も確認済み
・お客様用Wi-Fi
  SSID：<<orgc>>_guest
  パスワード：<<cred>>
  （月初に変える予定。店長に確認）
・ドリンクバーのカップ発注済み
以上、<<full>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "paypay_opa_client_ruby_api_secret",
    ("app/services/paypay_client.rb", "lib/<<org>>/paypay.rb"),
    """require 'paypayopa'

# PayPay（ウェブペイメント）でテーブルチャージを決済
module Payments
  class PaypayClient
    API_KEY = 'a_<<hx8>>_Jk2q'
    API_SECRET = '<<cred>>'
    MERCHANT_ID = '<<n2>>4567890123456'

    def self.client
      @client ||= PayPayOPA::Client.new(
        api_key: API_KEY,
        api_secret: API_SECRET,
        merchant_id: MERCHANT_ID,
        production: true
      )
    end
  end
end
""",
    cred="b64:32",
    syntax="",
)

F.reg(
    "table_tablet_wificonfigstore_xml_psk",
    (
        "tablets/table<<n>>/WifiConfigStore.xml",
        "adb_pull/<<hx8>>/misc/apexdata/com.android.wifi/WifiConfigStore.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<WifiConfigStoreData>
<int name="Version" value="3" />
<NetworkList>
<Network>
<WifiConfiguration>
<string name="ConfigKey">&quot;<<orgc>>_staff&quot;WPA_PSK</string>
<string name="SSID">&quot;<<orgc>>_staff&quot;</string>
<string name="PreSharedKey">&quot;<<cred>>&quot;</string>
<boolean name="HiddenSSID" value="false" />
<int name="Priority" value="0" />
</WifiConfiguration>
</Network>
</NetworkList>
</WifiConfigStoreData>
""",
    cred="human_x",
)

F.reg(
    "boardgame_night_ics_description_pasuwado",
    ("calendar/ボドゲ会_<<date>>.ics", "exports/online_bg_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T110000Z
DTEND:<<y>><<mo>><<d>>T140000Z
SUMMARY:オンライン・ボドゲ会（BoardGameArena）
DESCRIPTION:参加者向け: Discordのボイス部屋のパスワードは <<cred>> です。\\n
 BGAのテーブルは開始5分前に作ります。
LOCATION:Discord
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "freee_accounting_oauth_yaml_client_secret",
    ("keiri/freee_sync.yml", "scripts/<<login>>/freee_<<y>>.yaml"),
    """# 売上をfreee会計に自動連携（Square → freee）
freee:
  company_id: <<n2>>7711
  client_id: "<<hx8>><<hx8>>abcdef0123456789abcdef01234567"
  client_secret: "<<cred>>"
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
square:
  location: "<<orgc>> 難波店"
schedule: "0 23 * * *"
""",
    cred="alnum:43",
)
