"""Family n: a cosmetic-ingredient supplier in Osaka, Japan (Japanese): Chatwork, PAY.JP,
Rakuten RMS, freee accounting, LINE WORKS bots, Slack, Yamato B2 Cloud shipping."""

from __future__ import annotations

import base64
import re

from hundredfourth_corpus import fill
from hundredfourth_spec import Fam

FAM = Fam(
    name="genryo_osaka_cosmetic_ingredient_supplier",
    orgs=("hanamizuyaku", "kireigenryo", "tsukishizai", "midorikasei"),
    tld="co.jp",
    first=(
        ("陽子", "yoko"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
        ("翔太", "shota"),
        ("由美", "yumi"),
        ("誠", "makoto"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
    ),
    words=(
        "sakura",
        "fuji",
        "osaka",
        "kyoto",
        "hana",
        "yuki",
        "tsuki",
        "hoshi",
        "nihon",
        "momiji",
        "tanuki",
        "neko",
        "sora",
        "umi",
        "midori",
        "kirei",
        "genki",
        "tsubaki",
    ),
    pets=("pochi", "tama", "mugi", "kuro", "hachi", "momo"),
    cc="+81",
    city="Osaka",
    lwords=("さくら", "ひかり", "みどり"),
)

R = FAM.reg

_B64_BODY = """<<fn2>>様

お疲れ様です。<<fn>>です。
原料規格書ポータル（顧客向け）の管理者アカウントをお送りします。

ログインID：<<login>>
パスワード：<<cred>>

ヒアルロン酸Naとセラミド原料のSDS・COAを今週中に更新してください。
よろしくお願いいたします。

<<orgc>>株式会社 営業部
<<fn>> <<ln>>
"""


def _b64_email(s):
    body = base64.encodebytes(fill(_B64_BODY, **s).encode("utf-8")).decode()
    head = fill(
        """From: <<ln>> <<fn>> <<<email>>>
To: <<ln2>> <<fn2>> <<<email2>>>
Subject: =?UTF-8?B?44Od44O844K/44Or566h55CG6ICF44Ki44Kr44Km44Oz44OI?=
Date: Thu, <<day>> Oct <<year>> <<time>>:27 +0900
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

""",
        **s,
    )
    return head + body


def _b64_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode("utf-8")
    m = re.search(r"パスワード：(\S+)", plain)
    assert m
    return m.group(1)


R(
    "genryo_japanese_email_base64_body_portal_password",
    ("Mail/送信済み/<<nn>>.eml", "mail/sent/portal_<<date>>.eml"),
    _b64_email,
    "human_x",
    "",
    encode=lambda pw, s: "",
    decode=_b64_dec,
)

R(
    "genryo_chatwork_api_token_python_notify",
    ("scripts/chatwork_notify.py", "tools/<<org>>_cw_<<nn>>.py"),
    '''"""受注があったら Chatwork の「営業部」ルームに通知する。"""

import requests

CHATWORK_API_TOKEN = "<<cred>>"
ROOM_ID = <<room>>


def notify(text: str) -> None:
    requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_API_TOKEN},
        data={"body": f"[info][title]新規受注[/title]{text}[/info]"},
        timeout=10,
    )
''',
    "p:chatwork",
    extra=lambda rng, s: s.update(room=rng.randint(10**8, 10**9)),
)

R(
    "genryo_payjp_secret_key_dotenv",
    (".env", "sample-shop-<<org>>/.env.production"),
    """# 小口サンプル販売（PAY.JP）
PAYJP_PUBLIC_KEY=pk_live_<<pk>>
PAYJP_SECRET_KEY=<<cred>>
SHOP_URL=https://shop.<<dom>>
""",
    "p:payjp",
    "",
    extra=lambda rng, s: s.update(pk=__import__("hundredfourth_corpus").hexs(rng, 24)),
)

R(
    "genryo_rakuten_rms_service_secret_yaml",
    ("config/rakuten_rms.yml", "rms/<<org>>_<<n>>.yml"),
    """# 楽天市場 RMS WEB SERVICE — 受注API（店舗：<<orgc>> 化粧品原料ショップ）
rms:
  endpoint: https://api.rms.rakuten.co.jp/es/2.0/order
  service_secret: "<<cred>>"
  license_key: "SL<<lk>>"
  license_expires: "<<date>>"
  shop_url: "<<org>>"
""",
    "p:rakuten",
    extra=lambda rng, s: s.update(lk=__import__("hundredfourth_corpus").alnum(rng, 23)),
)

R(
    "genryo_freee_oauth_tokens_json",
    ("config/freee_token.json", "accounting/<<org>>_freee_<<n>>.json"),
    """{
  "company_id": <<cid>>,
  "access_token": "<<at>>",
  "token_type": "bearer",
  "expires_in": 21600,
  "refresh_token": "<<cred>>",
  "scope": "read write",
  "created_at": <<epoch>>
}
""",
    "p:freee",
    extra=lambda rng, s: s.update(
        cid=rng.randint(10**6, 10**7), at=__import__("hundredfourth_corpus").alnum(rng, 43)
    ),
)

R(
    "genryo_line_works_bot_private_key_pem",
    ("lineworks/private_<<date>>.key", "bot/<<org>>_lineworks_<<n>>.key"),
    "<<cred>>\n",
    "rsa8",
    "",
)

R(
    "genryo_slack_copied_thread_reply_only",
    ("メモ/slack_<<date>>.txt", "notes/slack_<<fa2>>_<<n>>.txt"),
    """<<ln>> <<fn>>  <<time>>
ヤマトB2クラウドのパスワードってどれでしたっけ？ロックされそうで…

<<ln2>> <<fn2>>  <<time>>
<<cred>>

<<ln>> <<fn>>  <<time>>
ありがとうございます！入れました🙇
""",
    "human",
    "",
)

R(
    "genryo_yamato_b2_cloud_handover_txt",
    ("引継ぎ/出荷業務_<<fa>>.txt", "docs/handover_shipping_<<date>>.txt"),
    """【引継ぎ】出荷業務（<<ln>> → <<ln2>>）
日付：<<date>>

■ ヤマト B2クラウド
  お客様コード：<<code>>
  パスワード：<<cred>>
  ※ 危険物（エタノール含有原料）は航空便不可、陸送指定

■ 佐川 e飛伝Ⅲ は <<ln2>>さんのアカウントで運用中
""",
    "human",
    "",
    extra=lambda rng, s: s.update(code=f"0{rng.randint(10**10, 10**11 - 1)}"),
)
