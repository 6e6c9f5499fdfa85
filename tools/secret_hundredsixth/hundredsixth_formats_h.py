# ruff: noqa: E501
"""Family h: a comics and manga shop in Akihabara, Japan (Japanese; LINE official account,
PayPay, BASE, a consignment back office, Postgres stock database, shift handover memos)."""

from __future__ import annotations

import base64

from hundredsixth_spec import Fam, dec_basic, grab, reg

F = Fam(
    name="komikku_senmonten_shoten",
    orgs=("komahonya", "yomikaeru", "mangadou"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健", "ken"),
        ("さくら", "sakura"),
        ("大輔", "daisuke"),
        ("陽菜", "hina"),
        ("拓海", "takumi"),
        ("結衣", "yui"),
    ),
    last=(
        ("山田", "yamada"),
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("中村", "nakamura"),
    ),
    words=(
        "manga",
        "komikku",
        "sakura",
        "neko",
        "ramen",
        "onigiri",
        "tanuki",
        "kitsune",
        "doujin",
        "shonen",
        "akiba",
        "fuji",
        "hoshi",
        "yuki",
        "sora",
    ),
    pets=("pochi", "tama", "momo", "kuro", "hachi", "mugi"),
    seasons=("haru", "natsu", "aki", "fuyu", "oshogatsu", "obon"),
    cc="81",
)

reg(
    F,
    "komikku_line_official_account_push_python_channel_token",
    ("line_bot/nyuka_tsuchi.py", "scripts/<<org>>_line_<<n>>.py"),
    '''"""新刊入荷のお知らせを LINE 公式アカウントから送る"""

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

CHANNEL_ACCESS_TOKEN = "<<cred>>"
GROUP_ID = "C<<hexid>><<hexid>><<hexid>><<hexid>>"

conf = Configuration(access_token=CHANNEL_ACCESS_TOKEN)
with ApiClient(conf) as client:
    MessagingApi(client).push_message(
        PushMessageRequest(to=GROUP_ID, messages=[TextMessage(text="本日の新刊入荷しました!")])
    )
''',
    "p:line",
)

reg(
    F,
    "komikku_japanese_line_chat_export_pasuwaado",
    ("LINE/[LINE] <<last>>とのトーク.txt", "トーク履歴/店舗スタッフ_<<n>>.txt"),
    """[LINE] 店舗スタッフのトーク履歴
保存日時：<<y>>/<<m>>/<<d>> <<hh>>:<<mi>>

<<y>>/<<m>>/<<d>>(土)
<<hh>>:<<mi>>\t<<first2>>\tAirレジのiPad、ログアウトされちゃいました…
<<hh>>:<<mi>>\t<<last>> <<first>>\tID は店のメアドで
<<hh>>:<<mi>>\t<<last>> <<first>>\tパスワード <<cred>>
<<hh>>:<<mi>>\t<<first2>>\t入れました!ありがとうございます🙇
""",
    "human",
    syntax="",
)

reg(
    F,
    "komikku_paypay_opa_merchant_env_api_secret",
    ("paypay-webhook/.env", "srv/<<org>>/paypay/.env.production"),
    """PAYPAY_PRODUCTION_MODE=true
PAYPAY_MERCHANT_ID=<<nnn>><<nnn>><<nnn>><<n>>
PAYPAY_API_KEY=a_<<hexid>>_<<n>>
PAYPAY_API_SECRET=<<cred>>
""",
    "p:paypay",
    syntax="",
)

reg(
    F,
    "komikku_base_shop_api_config_json_client_secret",
    ("base-sync/config.json", "tools/<<org>>/base_api_<<n>>.json"),
    """{
  "shop": "<<org>>.thebase.in",
  "client_id": "<<hexid>><<hexid>><<hexid>><<hexid>>",
  "client_secret": "<<cred>>",
  "redirect_uri": "https://<<dom>>/base/callback",
  "scope": "read_items write_items read_orders"
}
""",
    "hex:32",
)


def _http(s):
    b = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    return f"""GET /itaku/api/v1/zaiko?circle={s["nnn"]} HTTP/1.1
Host: backoffice.{s["dom"]}
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)
Accept: application/json
Authorization: Basic {b}
Cookie: _ga=GA1.1.{s["nnn"]}.1767225600

HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{{"items": [{{"title": "同人誌 新刊 C{s["n"]}", "stock": 12}}]}}
"""


reg(
    F,
    "komikku_doujin_consignment_http_dump_basic_auth",
    ("debug/itaku_<<date>>.http", "fiddler/<<org>>-session-<<nnn>>.txt"),
    _http,
    "human_x",
    syntax="",
    decode=lambda t: dec_basic(grab(r"Authorization: Basic (\S+)", t)),
)

reg(
    F,
    "komikku_stock_db_docker_compose_postgres_password",
    ("zaiko/docker-compose.yml", "srv/<<org>>-zaiko/compose-<<n>>.yml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: zaiko
      POSTGRES_USER: <<org>>
      POSTGRES_PASSWORD: "<<cred>>"
      TZ: Asia/Tokyo
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  app:
    image: ghcr.io/<<org>>/zaiko:latest
    depends_on: [db]
    ports: ["8080:8080"]
""",
    "pw_dq",
)

reg(
    F,
    "komikku_shift_hikitsugi_memo_pasuwaado",
    ("共有/引き継ぎ/<<date>>.md", "shared/hikitsugi_<<fa>>_<<n>>.md"),
    """# 引き継ぎメモ <<y>>/<<m>>/<<d>> 遅番 → 早番

- 予約本の取り置き棚: <<n>>冊、明日までに連絡
- スクエアのレシートプリンタ紙切れ、補充済み
- BASE の管理画面 (ショップ用アカウント)
  - ID: <<email>>
  - パスワード: <<cred>>
- レジ締め 差額 0円 OK

担当: <<last>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "komikku_yoyaku_accounts_csv_password_cell",
    ("エクスポート/予約システム_アカウント.csv", "export/yoyaku_staff_<<n>>.csv"),
    """スタッフ名,ログインID,パスワード,権限
<<last>> <<first>>,<<user>>,<<cred>>,店長
<<first2>>,staff<<n>>,(本人管理),アルバイト
""",
    "human_x",
    syntax="",
)
