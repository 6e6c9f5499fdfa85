# ruff: noqa: E501
"""Family p: a smart-farm agritech start-up's field team in Jeonbuk (South Korea; Korean in Hangul)."""

from __future__ import annotations

import random
import urllib.parse

from hundredtwentysecond_corpus import hexs
from hundredtwentysecond_spec import Fam

F = Fam(
    name="jeonbuk_smartfarm_field_team",
    orgs=("nongsaem", "deulnyeok", "ttangsim", "pureunbat", "smartnongbu"),
    names=("농샘 주식회사", "들녘랩", "땅심팜테크", "푸른밭 스마트팜", "스마트농부"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("예은", "yeeun"),
        ("동현", "donghyun"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    words=(
        "nongbu",
        "ttalgi",
        "pamprika",
        "sigeumchi",
        "jeonju",
        "gimje",
        "ssal",
        "smartfarm",
        "saranghae",
        "hwaiting",
        "gochu",
        "baechu",
        "deulnyeok",
        "haneul",
        "bom",
        "gaeul",
    ),
    pets=("Choco", "Dubu", "Bori", "Kongi", "Hodu", "Mango"),
    cc="+82 10",
    places=("김제", "익산", "완주", "정읍", "부안"),
)

F.reg(
    "jeonbuk_kakaotalk_pc_export_bimilbeonho",
    ["KakaoTalk_Chat_현장팀_<<stamp>>.txt", "Documents/<<fa>>/카톡_<<n>>.txt"],
    """현장팀 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

<<date>> <<time>>, <<last>><<first>> : 온실 <<n>>동 환경제어기 관리자 비밀번호 아시는 분?
<<date>> <<time>>, <<last2>><<first2>> : 아이디 admin
<<date>> <<time>>, <<last2>><<first2>> : 비번 <<cred>>
<<date>> <<time>>, <<last>><<first>> : 감사합니다!
""",
    "human",
    syntax="",
)

F.reg(
    "jeonbuk_toss_payments_secret_next_ts",
    ["web/src/lib/toss.ts", "subscription-<<n>>/src/server/payments.ts"],
    """// 농가 구독 결제 (토스페이먼츠)
const TOSS_SECRET_KEY = "<<cred>>";

export async function confirm(paymentKey: string, orderId: string, amount: number) {
  const auth = Buffer.from(TOSS_SECRET_KEY + ":").toString("base64");
  return fetch("https://api.tosspayments.com/v1/payments/confirm", {
    method: "POST",
    headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json" },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
}
""",
    "p:toss",
    syntax="",
)

F.reg(
    "jeonbuk_naver_cloud_sens_alert_python",
    ["alerts/sens_<<n>>.py", "home/<<fa>>/farm-alert/ncp_sms.py"],
    '''"""온실 고온 경보 문자 (네이버 클라우드 SENS)."""

import base64
import hashlib
import hmac
import time

ACCESS_KEY = "ncp_iam_<<hex8>><<n4>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:sms:kr:<<id>>:greenhouse"


def signature(uri: str) -> tuple[str, str]:
    ts = str(int(time.time() * 1000))
    msg = f"POST {uri}\\n{ts}\\n{ACCESS_KEY}"
    return ts, base64.b64encode(hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest()).decode()
''',
    "p:naver",
)

F.reg(
    "jeonbuk_greenhouse_gateway_aws_credentials",
    ["home/<<fa>>/.aws/credentials", "edge-gw-<<n>>/root/.aws/credentials"],
    """[default]
aws_access_key_id = AKIA<<hex8>><<n4>>QZ
aws_secret_access_key = <<cred>>
region = ap-northeast-2
""",
    "p:aws",
    syntax="ini",
)

F.reg(
    "jeonbuk_slack_field_alerts_compose_yaml",
    ["deploy/docker-compose.yml", "infra/<<n>>/docker-compose.yaml"],
    """services:
  alert-bot:
    image: ghcr.io/<<org>>/alert-bot:<<y>>.<<n>>
    restart: unless-stopped
    environment:
      SLACK_BOT_TOKEN: "<<cred>>"
      SLACK_CHANNEL: "#현장-알림"
      MQTT_URL: "mqtt://broker:1883"
""",
    "p:slack",
)

F.reg(
    "jeonbuk_notion_handover_markdown_korean",
    ["notion-export/인수인계 <<hex8>>.md", "docs/handover_<<fa>>_<<stamp>>.md"],
    """# 현장 인수인계 (<<date>>)

## <<place>> 딸기 온실
- 양액기: 관리자 PC에서 원격 접속
- LTE 라우터 관리자 페이지: http://<<ip2>>
- 라우터 비밀번호: <<cred>>
- 농가 담당자: <<last2>><<first2>> (<<phone2>>)

## 남은 일
- 3동 CO2 센서 교정
""",
    "human",
    syntax="",
)

HANGUL = ("딸기농장", "우리농장", "김제평야", "파프리카", "사랑해", "화이팅", "스마트팜")


def _hangul_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(HANGUL)
    return rng.choice(
        (
            f"{w}{rng.randint(1990, 2025)}!",
            f"{w}{s['pet']}{rng.randint(1, 99)}",
            f"{s['fa'].capitalize()}{w}{rng.randint(10, 99)}",
        )
    )


def _dec_form(text: str) -> str:
    body = text.split("\n\n", 1)[1].strip()
    return urllib.parse.parse_qs(body)["password"][0]


F.reg(
    "jeonbuk_sensor_portal_http_dump_form_urlencoded",
    ["captures/login_<<stamp>>.http", "debug/<<fa>>/portal_login_<<n>>.txt"],
    lambda s: (
        f"POST /api/login HTTP/1.1\nHost: portal.{s['dom']}\nContent-Type: application/x-www-form-urlencoded\n"
        f"User-Agent: okhttp/4.12.0\nContent-Length: {len(s['enc']) + 40}\n\n"
        f"username={s['user']}&password={s['enc']}&farm={s['n']}&remember=1\n"
    ),
    _hangul_pw,
    syntax="",
    encode=lambda v: urllib.parse.quote_plus(v),
    decode=_dec_form,
)

F.reg(
    "jeonbuk_edge_gateway_crontab_sshpass_rsync",
    ["var/spool/cron/crontabs/pi", "edge-gw-<<n>>/crontab.txt"],
    """# 센서 로그 야간 백업
30 2 * * * sshpass -p '<<cred>>' rsync -az /var/log/sensors/ backup@<<ip>>:/data/<<org>>/gw<<n>>/
*/10 * * * * /usr/local/bin/push_metrics.sh
""",
    lambda rng, s: f"{s['org'].capitalize()}{hexs(rng, 4)}!{rng.randint(10, 99)}",
    syntax="",
)
