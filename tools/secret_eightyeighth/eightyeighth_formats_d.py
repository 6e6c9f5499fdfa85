"""Family d: a model-railway club member in Japan (Japanese): a DCC-EX command station, the
club's WordPress site, a LINE chat export, OBS streaming the layout to YouTube, the member
list, ESP32 signals over MQTT, a saved event page with HTML entities and a Samba
credentials file."""

from __future__ import annotations

import html
import json
import random

from eightyeighth_spec import TETSUDO as F
from eightyeighth_spec import Fam, Slots, after, enc_html, gen_pw, human, pick, pw_with


def _club(rng: random.Random, s: Slots) -> None:
    s["ssid"] = pick(rng, ("DCCEX_", "layout-", "senro_")) + str(rng.randint(10, 99))
    s["gauge"] = pick(rng, ("Nゲージ", "HOゲージ", "16番"))
    s["event"] = pick(rng, ("秋の運転会", "鉄道模型フェスタ", "クラブ公開運転会", "年末運転会"))


F.reg(
    "tetsudo_dccex_config_h_wifi_password",
    ("CommandStation-EX/config.h", "dcc-ex/<<ssid>>/config.h"),
    """/**********************************************************************
 * config.h  -  DCC-EX コマンドステーション (クラブのレイアウト用)
 *  Arduino Mega + Motor Shield + ESP8266 WiFi
 **********************************************************************/

#define MOTOR_SHIELD_TYPE STANDARD_MOTOR_SHIELD

// WiFi: スマホの EX-Toolbox / Engine Driver から接続する
#define ENABLE_WIFI true
#define IP_PORT 2560
#define WIFI_HOSTNAME "dccex"
#define WIFI_SSID "<<ssid>>"
#define WIFI_PASSWORD "<<cred>>"
#define WIFI_CONNECT_TIMEOUT 14000
#define WIFI_FORCE_AP false
#define WIFI_CHANNEL 1

#define ENABLE_ETHERNET false
#define SCROLLMODE 1
#define DISABLE_EEPROM
""",
    cred="pw_dq",
    syntax="",
    extra=_club,
)


F.reg(
    "tetsudo_club_wordpress_wp_config_db_password",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/**
 * WordPress の基本設定 - <<org>> 鉄道模型クラブ ホームページ
 * 管理: <<name>>
 */

// ** データベース設定 - この情報はホスティング会社から入手してください。 ** //
define( 'DB_NAME', '<<user>>_wp<<n>>' );
define( 'DB_USER', '<<user>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'mysql<<n>>.lolipop.jp' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
    extra=_club,
)


def _line(s: Slots) -> str:
    return f"""[LINE] {s["org"]} 運転会グループのトーク履歴
保存日時：{s["date"].replace("-", "/")} {s["time"]}

{s["date"].replace("-", "/")}(土)
{s["time"]}\t{s["name2"]}\t{s["event"]}のレイアウト搬入、9時集合でお願いします
{s["time"]}\t{s["name"]}\t了解です。会場のWi-Fiのパスワード聞いてきました
{s["time2"]}\t{s["name"]}\tSSID: {s["ssid"]}
{s["time2"]}\t{s["name"]}\t{s["cred"]}
{s["time2"]}\t{s["name2"]}\tありがとうございます！ {s["gauge"]}の車両も持っていきます
"""


F.reg(
    "tetsudo_line_talk_history_wifi_pasuwado",
    ("LINE/[LINE] <<org>>運転会.txt", "スマホ/LINE_トーク履歴_<<ymd>>.txt"),
    _line,
    cred="human",
    syntax="",
    extra=_club,
)


def _obs(s: Slots) -> str:
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmps://a.rtmps.youtube.com:443/live2",
                "service": "YouTube - RTMPS",
                "stream_key_link": "https://www.youtube.com/live_dashboard",
            },
            "type": "rtmp_common",
        },
        indent=4,
    )


F.reg(
    "tetsudo_obs_service_json_youtube_layout_stream",
    (
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>/service.json",
        ".config/obs-studio/basic/profiles/運転会<<n>>/service.json",
    ),
    _obs,
    cred="p:youtube_stream",
    extra=_club,
)


def _members(rng: random.Random, fam: Fam, s: Slots) -> str:
    return human(rng, fam, safe=True)


def _csv(s: Slots) -> str:
    rows = ["会員番号,氏名,ゲージ,メール,会員ページID,会員ページパスワード,備考"]
    rows.append(f"{s['n']}01,{s['name2']},{s['gauge']},{s['email2']},{s['fa2']}{s['n']},,未登録")
    rows.append(f"{s['n']}02,{s['name']},{s['gauge']},{s['email']},{s['user']},{s['cred']},幹事")
    rows.append(f"{s['n']}03,{s['last']} 様,HOゲージ,,,,入会手続き中")
    return "\r\n".join(rows) + "\r\n"


F.reg(
    "tetsudo_member_list_csv_pasuwado_column",
    ("クラブ/会員名簿_<<year>>.csv", "Documents/<<org>>/kaiin_<<ymd>>.csv"),
    _csv,
    cred=_members,
    syntax="",
    extra=_club,
)


F.reg(
    "tetsudo_esp32_signal_mqtt_arduino_ino",
    ("Arduino/signal_<<ssid>>/signal_<<ssid>>.ino", "layout/esp32_shingou/shingou.ino"),
    """// 信号機コントローラ (ESP32) - JMRI から MQTT で点灯を受け取る
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid = "<<ssid>>";
const char* wifi_pass = "<<wifi>>";
const char* mqtt_server = "<<lip>>";
const char* mqtt_user = "jmri";
const char* mqtt_pass = "<<cred>>";

WiFiClient espClient;
PubSubClient client(espClient);

void callback(char* topic, byte* payload, unsigned int length) {
  // /trains/track/light/IL12 -> ON / OFF
  digitalWrite(LED_BUILTIN, payload[1] == 'N' ? HIGH : LOW);
}

void setup() {
  WiFi.begin(ssid, wifi_pass);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  client.setServer(mqtt_server, 1883);
  client.setCallback(callback);
}

void loop() {
  if (!client.connected()) {
    client.connect("shingou-<<n>>", mqtt_user, mqtt_pass);
    client.subscribe("/trains/track/light/#");
  }
  client.loop();
}
""",
    cred="pw_dq",
    syntax="",
    extra=lambda rng, s: (_club(rng, s), s.update(wifi=gen_pw(rng, sym="-_."))),
)


def _html_page(s: Slots) -> str:
    return f"""<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>{s["event"]} 出展者向け案内 - {s["org"]}</title></head>
<body>
<h1>{s["event"]} 出展者向け案内</h1>
<p>会場: 市民センター 2F ホール / 搬入 {s["date"]} 9:00</p>
<table class="info">
<tr><th>共有アカウント</th><td>{s["email2"]}</td></tr>
<tr><th>パスワード</th><td>{s["enc"]}</td></tr>
<tr><th>連絡先</th><td>{s["name"]} {s["phone"]}</td></tr>
</table>
<p>※ このページは出展者限定です。URLを共有しないでください。</p>
</body>
</html>
"""


def _dec_html(text: str) -> str:
    return html.unescape(after(text, r"<th>パスワード</th><td>(.*?)</td>"))


F.reg(
    "tetsudo_saved_event_page_html_entities_pasuwado",
    ("Downloads/<<event>>_出展者案内.html", "クラブ/イベント/<<ymd>>_annai.html"),
    _html_page,
    cred=lambda rng, f, s: pw_with(rng, "&<>"),
    syntax="",
    extra=_club,
    decode=_dec_html,
    enc=enc_html,
)


F.reg(
    "tetsudo_samba_smbcredentials_layout_nas",
    ("home/<<user>>/.smbcredentials", "etc/samba/cred-<<org>>"),
    """username=<<user>>
password=<<cred>>
domain=WORKGROUP
""",
    cred="human",
    syntax="",
)
