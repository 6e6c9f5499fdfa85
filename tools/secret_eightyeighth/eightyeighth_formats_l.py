# ruff: noqa: E501
"""Family l: a cosplay and prop maker in Busan, South Korea (Korean): a KakaoTalk export,
Toss Payments for commissions, WLED's wsec.json, the Naver Commerce API, Patreon, a Gmail
app password, a Notion export and a Cafe24 mall."""

from __future__ import annotations

import json
import random

from eightyeighth_spec import KOSEU as F
from eightyeighth_spec import Slots, alnum, pick

BCRYPT = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _prop(rng: random.Random, s: Slots) -> None:
    s["char"] = pick(rng, ("리바이", "아스나", "건담 헬멧", "에바 초호기", "젤다", "디바"))
    s["prop"] = pick(rng, ("헬멧", "검", "갑옷", "방패", "가면", "지팡이"))
    s["ampm"] = pick(rng, ("오전", "오후"))
    s["h12"] = str(rng.randint(1, 12))


def _kakao(s: Slots) -> str:
    y, m, d = s["date"].split("-")
    head = f"{int(y)}년 {int(m)}월 {int(d)}일 {s['ampm']} {s['h12']}:{s['mm']}"
    return f"""{s["name2"]} 님과 카카오톡 대화
저장한 날짜 : {s["date"]} {s["time"]}

{int(y)}년 {int(m)}월 {int(d)}일 토요일
{head}, {s["name2"]} : 언니 {s["char"]} {s["prop"]} 도면 스마트스토어에 올렸어?
{head}, {s["name"]} : 아직ㅠ 내가 외주 나가 있어서 네가 대신 올려줘
{head}, {s["name"]} : 아이디 {s["user"]}
{head}, {s["name"]} : 비번 {s["cred"]}
{head}, {s["name2"]} : 오케이 ㅋㅋ 올리고 말할게
"""


F.reg(
    "koseu_kakaotalk_export_bibeon_smartstore",
    ("KakaoTalk/KakaoTalkChats_<<ymd>>.txt", "Documents/카카오톡_<<fa2>>_<<n>>.txt"),
    _kakao,
    cred="human",
    syntax="",
    extra=_prop,
)


F.reg(
    "koseu_toss_payments_commission_confirm_node",
    ("commission-site/api/confirm.js", "sites/<<org>>/server/toss.js"),
    """// 코스프레 소품 커미션 결제 승인 - 토스페이먼츠
const got = require("got");

const secretKey = "<<cred>>";
const encryptedSecretKey = "Basic " + Buffer.from(secretKey + ":").toString("base64");

module.exports = async function confirm(req, res) {
  const { paymentKey, orderId, amount } = req.body;
  const response = await got.post("https://api.tosspayments.com/v1/payments/confirm", {
    headers: { Authorization: encryptedSecretKey, "Content-Type": "application/json" },
    json: { orderId, amount, paymentKey },
    responseType: "json",
  });
  res.status(response.statusCode).json(response.body);
};
""",
    cred="p:toss",
    syntax="",
)


def _wsec(s: Slots) -> str:
    return json.dumps(
        {
            "nw": {"ins": [{"psk": s["cred"]}]},
            "ap": {"psk": "wled1234"},
            "ota": {"lock": False, "lock-wifi": False, "pskl": 7, "aota": True},
            "if": {"blynk": {"token": ""}, "mqtt": {"psk": ""}, "hue": {}},
        },
        separators=(",", ":"),
    )


F.reg(
    "koseu_wled_wsec_json_wifi_psk_armor_leds",
    ("wled-backup/wsec_<<ymd>>.json", "소품/LED/wled-<<n>>-wsec.json"),
    _wsec,
    cred="pw_json",
    extra=_prop,
)


F.reg(
    "koseu_naver_commerce_api_client_secret_python",
    ("smartstore/sync_orders.py", "home/<<user>>/naver-commerce/orders_<<n>>.py"),
    '''"""스마트스토어 주문 동기화 (네이버 커머스 API) - 코스프레 소품 샵"""

import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    ts = str(int(time.time() * 1000))
    hashed = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.b64encode(hashed).decode()
    r = requests.post(
        "https://api.commerce.naver.com/external/v1/oauth2/token",
        data={"client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign, "grant_type": "client_credentials", "type": "SELF"},
        timeout=10,
    )
    return r.json()["access_token"]
''',
    cred=lambda rng, f, s: "$2a$04$" + alnum(rng, 22, BCRYPT),
    syntax="py",
    extra=lambda rng, s: s.update(cid=alnum(rng, 22)),
)


F.reg(
    "koseu_patreon_creator_token_python_tiers",
    ("patreon/post_wip.py", "home/<<user>>/patreon-sync/tiers_<<n>>.py"),
    '''"""패트리온 후원자 목록 -> 도면 배포 메일 (크리에이터 토큰)"""

import requests

CREATOR_ACCESS_TOKEN = "<<cred>>"
CAMPAIGN_ID = "<<camp>>"

r = requests.get(
    f"https://www.patreon.com/api/oauth2/v2/campaigns/{CAMPAIGN_ID}/members",
    headers={"Authorization": f"Bearer {CREATOR_ACCESS_TOKEN}"},
    params={"include": "currently_entitled_tiers", "fields[member]": "full_name,email"},
    timeout=15,
)
for m in r.json()["data"]:
    print(m["attributes"]["full_name"], m["attributes"]["email"])
''',
    cred="p:patreon",
    syntax="py",
    extra=lambda rng, s: s.update(camp=str(rng.randint(10**6, 10**7))),
)


F.reg(
    "koseu_gmail_app_password_smtplib_order_mail",
    ("commission/send_mail.py", "home/<<user>>/sopum/mailer_<<n>>.py"),
    '''"""커미션 진행 상황 메일 보내기 (Gmail 앱 비밀번호)"""

import smtplib
from email.message import EmailMessage

GMAIL_USER = "<<email2>>"
GMAIL_APP_PASSWORD = "<<cred>>"


def send(to: str, subject: str, body: str) -> None:
    msg = EmailMessage()
    msg["From"] = GMAIL_USER
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP_SSL("smtp.gmail.com", 465) as s:
        s.login(GMAIL_USER, GMAIL_APP_PASSWORD)
        s.send_message(msg)


send("<<email>>", "[<<char>>] <<prop>> 제작 진행 상황", "도색 끝났습니다. 사진 첨부합니다.")
''',
    cred=lambda rng, f, s: alnum(rng, 16, "abcdefghijklmnopqrstuvwxyz"),
    syntax="py",
    extra=_prop,
)


F.reg(
    "koseu_notion_export_markdown_gyejeong_bibeon",
    ("Notion/작업실 계정 정리 <<hexid>>.md", "Export-<<hexid>>/계정 <<n>>.md"),
    """# 작업실 계정 정리

담당: <<name>>
마지막 수정: <<date>>

## 판매 / 홍보

| 서비스 | 아이디 | 비밀번호 | 메모 |
| --- | --- | --- | --- |
| 인스타그램 | @<<org>> | (2단계 인증) | 폰으로 인증 |
| 스마트스토어 | <<user>> | <<cred>> | 정산 계좌 부산은행 |
| 트위터(X) | @<<org>>_cos | 카톡 참고 | |

## 행사

- 부산 코믹월드 부스 신청: <<date>>
- <<char>> <<prop>> 마감 D-14
""",
    cred="human",
    syntax="",
    extra=lambda rng, s: (_prop(rng, s), s.update(hexid=alnum(rng, 32, "0123456789abcdef"))),
)


F.reg(
    "koseu_cafe24_mall_oauth_php_client_secret",
    ("public_html/cafe24/config.php", "mall-<<org>>/app/config.php"),
    """<?php
// 카페24 쇼핑몰 앱 - 소품 재고 연동 (<<org>>)
define('CAFE24_MALL_ID', '<<org>>');
define('CAFE24_CLIENT_ID', '<<cid>>');
define('CAFE24_CLIENT_SECRET', '<<cred>>');
define('CAFE24_REDIRECT_URI', 'https://<<dom>>/cafe24/callback');
define('CAFE24_SCOPE', 'mall.read_product,mall.write_product,mall.read_order');
""",
    cred="alnum:22",
    syntax="",
    extra=lambda rng, s: s.update(cid=alnum(rng, 22)),
)
