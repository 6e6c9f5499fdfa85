"""Family j: an escape room (riaru dasshutsu) in Namba, Osaka (Japan, Japanese)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "nazotoki_dasshutsu_namba",
    ("nazobako", "nambanazo", "kagiakeya"),
    "jp",
    ("takumi", "yui", "haruto", "aoi", "sota", "misaki", "ren", "sakura"),
    ("tanaka", "suzuki", "takahashi", "watanabe", "ito", "yamamoto"),
    (
        "nazo",
        "kagi",
        "dasshutsu",
        "namba",
        "dotonbori",
        "takoyaki",
        "kuidaore",
        "himitsu",
        "tsuukai",
        "ninja",
        "okonomi",
        "sakura",
    ),
    "81",
    ("拓海", "結衣", "陽翔", "葵", "颯太", "美咲", "蓮", "さくら"),
)

F.reg(
    "nazo_line_group_password_kanrigamen",
    ("LINE/[LINE] スタッフ連絡 <<n>>.txt", "chats/line_staff_<<ymd>>.txt"),
    """[LINE] スタッフ連絡のトーク履歴
保存日時：<<date>> <<time2>>

<<date>>(水)
<<time>>\t<<name>>\t今日の18時の回、ギミック3の鍵が固いので注意
<<time>>\t<<name2>>\t予約管理画面のパスワード変わりました？ログインできません
<<time2>>\t<<name>>\tID: <<user>> パスワード: <<cred>>
<<time2>>\t<<name2>>\tありがとうございます！
""",
    "human",
    syntax="",
)

F.reg(
    "nazo_gimmick_esp8266_mqtt_ino",
    ("gimmick/room<<n>>_lock/room_lock.ino", "arduino/<<org>>_gimmick_<<n>>.ino"),
    """#include <ESP8266WiFi.h>
#include <PubSubClient.h>

// 部屋<<n>> 電磁ロック制御（ゲームマスターPCから開錠）
const char* WIFI_SSID = "<<org>>-gimmick";
const char* WIFI_PASS = "<<wifi>>";
const char* MQTT_HOST = "<<ip>>";
const char* MQTT_USER = "gimmick";
const char* MQTT_PASS = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  pinMode(D1, OUTPUT);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(MQTT_HOST, 1883);
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("room<<n>>", MQTT_USER, MQTT_PASS);
  mqtt.loop();
}
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"wifi": "nazo" + str(rng.randint(10000, 99999))},
)

F.reg(
    "nazo_gamemaster_pc_autologon_reg",
    ("gm-pc/autologon_<<n>>.reg", "setup/<<org>>_gm_autologin.reg"),
    """Windows Registry Editor Version 5.00

; ゲームマスターPC 自動ログオン（再起動後にタイマー画面を自動表示）
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="gamemaster"
"DefaultPassword"="<<cred>>"
"DefaultDomainName"="GM-PC<<n>>"
""",
    "human_x",
    syntax="",
)

F.reg(
    "nazo_stores_yoyaku_webhook_env",
    ("yoyaku/.env", "<<org>>-reserve/.env"),
    """# STORES 予約 -> Googleカレンダー連携
STORES_RESERVE_API_KEY=<<cred>>
STORES_RESERVE_SHOP_ID=<<nn>><<nn>>
GOOGLE_CALENDAR_ID=<<org>>.staff@gmail.com
""",
    "x:srsv_:40",
    syntax="",
)

F.reg(
    "nazo_square_pos_uriage_ruby",
    ("uriage/square_daily.rb", "scripts/<<org>>_uriage_<<n>>.rb"),
    """# Square の売上を日次で集計して LINE に送る
require "square"

client = Square::Client.new(
  access_token: "<<cred>>",
  environment: "production"
)

result = client.orders.search_orders(body: {
  location_ids: ["L<<hex8>>"],
  query: { filter: { date_time_filter: { closed_at: { start_at: "<<date>>T00:00:00+09:00" } } } }
})
puts result.data.orders.sum { |o| o[:total_money][:amount] }
""",
    "p:square",
    syntax="",
)

F.reg(
    "nazo_discord_hint_bot_python",
    ("hint-bot/bot.py", "discord/<<org>>_hint_<<n>>.py"),
    """import discord

# オンライン謎解き用ヒントBot
TOKEN = "<<cred>>"

intents = discord.Intents.default()
intents.message_content = True
client = discord.Client(intents=intents)


@client.event
async def on_message(message):
    if message.content.startswith("!ヒント"):
        await message.channel.send("右下の時計をよく見てみよう")


client.run(TOKEN)
""",
    "p:discord",
)

F.reg(
    "nazo_staff_manual_markdown_kanri",
    ("manual/staff_manual_v<<n>>.md", "docs/<<org>>_マニュアル.md"),
    """# スタッフマニュアル（<<orgc>> 難波店）

## 開店作業
1. ブレーカー → 各部屋の照明・BGM
2. ギミックの電源（タップ3つ）
3. 受付PCで予約確認

## 各種アカウント
- Airレジ: <<email>> / <<cred>>
- 公式X（旧Twitter）: 店長のスマホで管理
- Wi-Fi（お客様用）: 受付の札を参照

## 閉店作業
- 鍵・小道具を初期位置へ戻す（チェックシート参照）
""",
    "human",
    syntax="",
)

F.reg(
    "nazo_email_japanese_password_kanjiya",
    ("mail/幹事_<<ymd>>.eml", "Mail/kashikiri_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: 貸切プランの管理ページについて
Date: Tue, <<dd>> Nov <<year>> <<time>>:30 +0900
Content-Type: text/plain; charset=utf-8

<<email2>> 様

この度は貸切のご予約ありがとうございます。
参加者リストの登録ページのログイン情報をお送りします。
ログインID：kashikiri<<nn>>
パスワード：<<cred>>

当日お待ちしております。
<<orgc>> <<name>>
""",
    "pw_alnum",
    syntax="",
)
