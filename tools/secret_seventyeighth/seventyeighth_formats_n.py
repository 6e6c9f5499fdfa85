"""Family n: a Japanese town's tourist information office (観光案内所 / 観光協会)."""

from __future__ import annotations

from seventyeighth_spec import Fam, Slots, b64_lines, dec_mime_b64_line, hexs

FAM = Fam(
    name="kankou_annaijo_machi",
    key="kankou",
    orgs=(
        ("岬町観光案内所", "kankoumisaki"),
        ("みなと観光協会", "minatokanko"),
        ("山里まち観光案内所", "yamazatoinfo"),
    ),
    tld="or.jp",
    first=(
        ("健太", "kenta"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("美咲", "misaki"),
        ("翔太", "shota"),
        ("由美", "yumi"),
        ("拓也", "takuya"),
        ("恵", "megumi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
    ),
    words=(
        "sakura",
        "fujisan",
        "onsen",
        "matsuri",
        "momiji",
        "ramen",
        "tanuki",
        "neko",
        "umi",
        "yama",
        "hanabi",
        "kaeru",
        "tsuki",
        "omotenashi",
        "yukata",
        "misaki",
    ),
    pets=("pochi", "tama", "momo", "kuro", "hachi", "mike"),
    cc="+81",
    places=("岬町", "みなと町", "山里", "駅前"),
)

R = FAM.reg

# 1 LINE Messaging API .env
R(
    "line_messaging_api_channel_token_dotenv",
    ("line-bot/.env", "srv/kanko-bot/.env"),
    """# 観光案内 LINE 公式アカウント bot
LINE_CHANNEL_ID=<<cid>>
LINE_CHANNEL_SECRET=<<sec>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
EVENT_CALENDAR_URL=https://www.<<dom>>/events.ics
""",
    cred="p:line_token",
    syntax="",
    extra=lambda rng, s: {"cid": str(rng.randint(1600000000, 2099999999)), "sec": hexs(rng, 32)},
)

# 2 LINE chat text export in Japanese
R(
    "line_talk_history_pasuwado_wifi",
    ("Documents/[LINE] 案内所スタッフのトーク.txt", "Downloads/LINE_talk_<<ymd_compact>>.txt"),
    """[LINE] 案内所スタッフのトーク履歴
保存日時：<<date>> <<time>>

<<date>>(月)
<<time>>	<<first2>>	すみません、観光客用Wi-Fiのパスワード変わりましたか？
<<time2>>	<<first>>	変わりました。SSIDは <<slug>>_FREE
<<time2>>	<<first>>	パスワード <<cred>>
<<time2>>	<<first2>>	ありがとうございます！
""",
    cred="human",
    syntax="",
)


# 3 Japanese e-mail with a base64 MIME body (encoded)
def _mime(s: Slots) -> str:
    body = f"""{s["last"]} 様

お疲れ様です。{s["first2"]}です。
観光ポータルサイト（CMS）の管理者アカウントをお送りします。

URL: https://www.{s["dom"]}/admin/
ID: {s["slug"]}_{s["fa"]}
パスワード: {s["cred"]}

ログイン後、変更をお願いいたします。
"""
    return f"""From: {s["email2"]}
To: {s["email"]}
Subject: =?UTF-8?B?44CQ6KaB56K66KqN44CRQ01T566h55CG6ICF44Ki44Kr44Km44Oz44OI?=
Date: {s["date"]} {s["time"]}
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{b64_lines(body)}
"""


R(
    "japanese_email_base64_body_pasuwado_cms",
    ("Mail/受信トレイ/<<ymd_compact>>_CMS.eml", "Thunderbird/kanko/Inbox/<<num>>.eml"),
    _mime,
    cred="human",
    syntax="",
    decode=dec_mime_b64_line("パスワード:"),
)

# 4 Yamaha RTX router config
R(
    "yamaha_rtx_router_config_pp_auth",
    ("IT/router/rtx830_config.txt", "backup/rtx1210_<<ymd_compact>>.conf"),
    """# RTX830 Rev.15.02.30 (Mon Jun 10 2024)
login password <<cred>>
administrator password <<cred>>
ip route default gateway pp 1
pp select 1
 pp keepalive interval 30 retry-interval=30 count=12
 pp always-on on
 pppoe use lan2
 pp auth accept pap chap
 pp auth myname <<slug>>@bf.ocn.ne.jp <<cred>>
 ppp lcp mru on 1454
 ip pp address <<pubip>>
pp enable 1
""",
    cred="pw_bare",
    syntax="",
)

# 5 Ruby: PAY.JP for the souvenir shop
R(
    "payjp_souvenir_shop_ruby",
    ("shop/config/initializers/payjp.rb", "omiyage-shop/lib/payment.rb"),
    """# 観光案内所 物産コーナー オンライン決済
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30

def charge(amount, token)
  Payjp::Charge.create(amount: amount, card: token, currency: 'jpy', description: '<<slug>> 物産')
end
""",
    cred="p:payjp",
    syntax="",
)

# 6 kintone customisation JS with an API token
R(
    "kintone_api_token_customize_js",
    ("kintone/customize/event_list.js", "js/kintone_ryokan_aki.js"),
    """(function () {
  'use strict';
  // 旅館空室アプリ（アプリID: <<n>>2）から取得
  const API_TOKEN = '<<cred>>';
  kintone.events.on('app.record.index.show', async () => {
    const resp = await fetch('https://<<slug>>.cybozu.com/k/v1/records.json?app=<<n>>2', {
      headers: { 'X-Cybozu-API-Token': API_TOKEN },
    });
    console.log(await resp.json());
  });
})();
""",
    cred="alnum:40",
    syntax="",
)

# 7 handover memo (引継ぎメモ): value on the line after the label
R(
    "hikitsugi_memo_password_next_line",
    ("Desktop/引継ぎメモ_<<ymd_compact>>.txt", "共有/案内所/引継ぎ.txt"),
    """引継ぎメモ（<<date>> <<first>> → <<first2>>）

・パンフレット在庫：英語版が残りわずか、金曜に発注
・レンタサイクル：3番のブレーキ要点検
・多言語翻訳タブレットのログイン
  ID: <<slug>>-pad
  パスワード
  <<cred>>
・閉館後は必ず自動ドアの電源OFF
""",
    cred="human_x",
    syntax="",
)

# 8 Raspberry Pi signage wpa_supplicant.conf
R(
    "signage_raspberry_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=JP

network={
    ssid="<<slug>>_staff"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    id_str="signage_<<n>>"
}
""",
    cred="human_x",
    syntax="",
)
