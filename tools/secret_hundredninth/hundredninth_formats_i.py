# ruff: noqa: E501
"""Family i: a car-rental counter at Naha airport (Okinawa, Japan): Japanese."""

from __future__ import annotations

import random

from hundredninth_spec import SYM_XML, Fam, alnum, b64, dec_html, enc_xml, gen_pw, reg

F = Fam(
    name="okinawarent_kuko_desk",
    orgs=("okirent", "churarent", "shisadrive", "nahakuko", "yuimarucar"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
    ),
    last=(
        ("比嘉", "higa"),
        ("金城", "kinjo"),
        ("大城", "oshiro"),
        ("宮城", "miyagi"),
        ("新垣", "arakaki"),
        ("山田", "yamada"),
    ),
    words=(
        "okinawa",
        "naha",
        "shisa",
        "churaumi",
        "awamori",
        "goya",
        "sanshin",
        "habu",
        "mensore",
        "yuimaru",
        "umibudo",
        "kokusai",
        "orion",
        "soba",
        "kariyushi",
    ),
    pets=("pochi", "hana", "kotaro", "momo", "chibi"),
    cities=("naha", "okinawa", "nago", "chatan", "itoman"),
    cc="+81",
    family_first=True,
)

reg(
    F,
    "okirent_line_official_channel_token_python",
    ("bot/line_henkyaku_reminder.py", "scripts/<<org>>/line_notify_return.py"),
    '''"""返却リマインド: 返却予定2時間前に LINE 公式アカウントからお知らせ"""

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

CHANNEL_ACCESS_TOKEN = "<<cred>>"
CHANNEL_SECRET = "<<chs>>"

conf = Configuration(access_token=CHANNEL_ACCESS_TOKEN)


def remind(user_id: str, plate: str, time: str) -> None:
    with ApiClient(conf) as client:
        MessagingApi(client).push_message(
            PushMessageRequest(to=user_id, messages=[TextMessage(text=f"{plate} の返却予定は {time} です。ガソリン満タンでお願いします。")])
        )
''',
    "p:line",
    extra=lambda rng, s: s.update(chs=alnum(rng, 32, "0123456789abcdef")),
)

reg(
    F,
    "okirent_kintone_yoyaku_api_token_js",
    ("kintone/customize/yoyaku.js", "src/<<org>>/kintone-sync.js"),
    """// 予約アプリ (kintone) → 配車表 自動連携
const KINTONE_DOMAIN = '<<org>>.cybozu.com';
const APP_ID = <<n>>;
const API_TOKEN = '<<cred>>';

async function fetchTodayReservations() {
  const res = await fetch(`https://${KINTONE_DOMAIN}/k/v1/records.json?app=${APP_ID}&query=` + encodeURIComponent('貸出日 = TODAY()'), {
    headers: { 'X-Cybozu-API-Token': API_TOKEN },
  });
  return (await res.json()).records;
}
""",
    "alnum:40",
    syntax="",
)

reg(
    F,
    "okirent_paypay_opa_api_secret_yaml",
    ("config/paypay.yml", "deploy/<<org>>/paypay.yaml"),
    """# PayPay for Business (ウェブペイメント) - 予約時の事前決済
paypay:
  production: true
  merchant_id: "<<n4>><<n4>><<n4>>"
  api_key: "a_<<ak>>"
  api_secret: "<<cred>>"
  redirect_url: "https://www.<<dom>>/reserve/complete"
""",
    lambda rng: b64(rng, 32),
    extra=lambda rng, s: s.update(ak=alnum(rng, 10) + "_" + alnum(rng, 4)),
)

reg(
    F,
    "okirent_hikitsugi_memo_rakuten_partner",
    ("共有/引き継ぎ/引き継ぎメモ_<<date>>.md", "wiki/counter/hikitsugi-<<n>>.md"),
    """# 空港カウンター 引き継ぎメモ（<<date>> 遅番）

担当: <<full>> → <<fn2>>

- 19:40着 JTA便の団体（8名、ワゴン2台）→ 送迎バス2便に分ける
- <<plate>> のETCカード挿し忘れ、返却時に確認
- 楽天トラベル レンタカー パートナー管理画面
  - ID: <<org>>_naha
  - パスワード: <<cred>>
  - 在庫は台風前なので21日まで手動で閉じる
- Stera端末のロール紙 残り1本
""",
    "human",
    syntax="",
)

reg(
    F,
    "okirent_jalan_partner_accounts_csv",
    ("エクスポート/予約サイト_アカウント_<<y>>.csv", "Documents/<<org>>/sites_<<n>>.csv"),
    """サイト名,管理画面URL,ログインID,パスワード,備考
じゃらん,https://www.jalan.net/jalan/doc/howto/rentacar_partner.html,<<org>>nah,<<cred>>,<<fn2>>さん管理
スカイチケット,partner.skyticket.jp,<<email>>,店長に確認,
""",
    "human",
    syntax="",
)

reg(
    F,
    "okirent_line_talk_history_pasuwado",
    ("LINE/[LINE] <<fa>>とのトーク.txt", "backup/line_<<n>>.txt"),
    """[LINE] <<fn>>とのトーク履歴
保存日時：<<y>>/<<m>>/<<d>> <<t5>>

<<y>>/<<m>>/<<d>>(水)
<<t1>>	<<fn>>	お疲れ様です！予約管理システムのパスワード変わりました？
<<t2>>	<<fn2>>	はい、昨日変えました
<<t2>>	<<fn2>>	<<cred>>
<<t3>>	<<fn>>	ありがとうございます🙇 入れました
""",
    "human",
    syntax="",
)


def _xml_pw(rng: random.Random) -> str:
    while True:
        s = gen_pw(rng, sym=SYM_XML + "&<>")
        if any(c in s for c in "&<>"):
            return s


def _xml(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_xml(s["cred"])


reg(
    F,
    "okirent_shuttle_bus_gps_config_xml_escaped",
    ("shuttle/gps-agent.xml", "opt/<<org>>-shuttle/config.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- 送迎バス GPS エージェント (空港 ⇔ 営業所) -->
<agent>
  <server url="mqtts://gps.<<dom>>:8883" clientId="shuttle-<<n>>"/>
  <auth user="shuttle" password="<<enc>>"/>
  <interval sec="10"/>
</agent>
""",
    _xml_pw,
    extra=_xml,
    decode=dec_html(r'password="([^"]+)"'),
)

reg(
    F,
    "okirent_chatwork_haisha_crontab_token",
    ("var/spool/cron/crontabs/rental", "etc/cron.d/haisha_<<n>>"),
    """# 毎朝7時 当日の配車表を Chatwork に投稿
0 7 * * * /usr/bin/curl -s -X POST -H "X-ChatWorkToken: <<cred>>" -d "body=$(/opt/haisha/today.sh)" https://api.chatwork.com/v2/rooms/<<n4>><<n>>/messages >/dev/null
""",
    "hex:32",
    syntax="",
)
