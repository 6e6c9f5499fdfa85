# ruff: noqa: E501
"""Family o: an insurance comparison (보험 비교) start-up in Seoul, South Korea (Korean)."""

from __future__ import annotations

import urllib.parse

from hundredtwentythird_spec import Fam, alnum, draw, jdump

F = Fam(
    name="bigyo_insurance_comparison_seoul",
    orgs=("bigyonara", "bohumpick", "hanbitcompare"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지아", "jia"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
    ),
    words=(
        "saranghae",
        "hangang",
        "kimchi",
        "bibimbap",
        "seoul",
        "busan",
        "hwaiting",
        "haneul",
        "doraemon",
        "bomnal",
        "gangnam",
        "sinbi",
        "dalbit",
        "namsan",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mongi", "nabi"),
    cc="+82",
    uwords=("사랑해", "하늘", "보험비교", "봄날", "한강", "달빛", "우리집"),
)


def _form(rng, s):
    body = urllib.parse.urlencode({"username": s["login"], "password": s["cred"], "remember": "on"})
    return {"body": body, "clen": len(body)}


F.reg(
    "bigyo_admin_login_post_dump_urlencoded_hangul",
    ("debug/har_login_<<n>>.txt", "logs/mitmproxy_admin_<<date>>.txt"),
    """POST /admin/login HTTP/1.1
Host: admin.<<dom>>
User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15
Content-Type: application/x-www-form-urlencoded
Content-Length: <<clen>>
Cookie: locale=ko-KR

<<body>>
""",
    cred="uhuman",
    syntax="",
    extra=_form,
    decode=lambda t: urllib.parse.parse_qs(t.split("\n\n", 1)[1].strip())["password"][0],
)

F.reg(
    "bigyo_toss_payments_secret_key_node",
    ("server/payments/toss.js", "api-<<n>>/src/toss.js"),
    """// 보험료 결제 승인 (토스페이먼츠)
const secretKey = '<<cred>>';
const encoded = Buffer.from(secretKey + ':').toString('base64');

export async function confirm(paymentKey, orderId, amount) {
  const res = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: `Basic ${encoded}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  return res.json();
}
""",
    cred="p:toss",
    syntax="",
)

F.reg(
    "bigyo_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt", "Documents/카톡_운영팀_<<n>>.txt"),
    """운영팀 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<m>>. <<d>>. 오후 <<time>>

--------------- <<y>>년 <<m>>월 <<d>>일 ---------------
[<<last>><<first>>] [오후 2:14] 보험사 제휴 API 어드민 비밀번호 바뀌었나요?
[<<last2>><<first2>>] [오후 2:16] 네 어제 바꿨어요
[<<last2>><<first2>>] [오후 2:16] 아이디 <<login>> 비번 <<cred>>
[<<last>><<first>>] [오후 2:17] 감사합니다!
""",
    cred="human",
    syntax="",
)

F.reg(
    "bigyo_quote_engine_docker_compose_postgres",
    ("docker-compose.yml", "infra/<<n>>/docker-compose.prod.yml"),
    """services:
  quote-engine:
    image: registry.<<dom>>/quote-engine:1.8.2
    environment:
      DATABASE_URL: postgresql://quote@db:5432/quotes
    depends_on: [db]
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: quote
      POSTGRES_PASSWORD: '<<cred>>'
      POSTGRES_DB: quotes
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata: {}
""",
    cred="pw_sq",
)

F.reg(
    "bigyo_lead_alert_slack_bot_python",
    ("bots/lead_alert.py", "scripts/slack_leads_<<n>>.py"),
    '''"""신규 상담 신청을 #leads 채널로 알림."""

from slack_sdk import WebClient

client = WebClient(token="<<cred>>")


def notify(lead):
    client.chat_postMessage(channel="#leads", text=f"신규 상담: {lead['name']} / {lead['product']} / {lead['phone']}")
''',
    cred="p:slack_bot",
)

F.reg(
    "bigyo_korean_email_bimilbeonho_partner_api",
    ("mail/받은편지함/<<n>>.eml", "gmail/partner_api_<<date>>.eml"),
    """From: <<last2>><<first2>> <<<email2>>>
To: <<email>>
Subject: 제휴 보험사 API 테스트 서버 계정 안내
Date: Wed, <<d>> Nov <<y>> <<time>>:33 +0900
Content-Type: text/plain; charset=UTF-8

<<last>><<first>>님 안녕하세요,

요청하신 제휴 보험사 견적 API 운영 계정 정보입니다.
아이디: <<login>>
비밀번호: <<cred>>

외부 공유는 삼가 주세요.
<<last2>><<first2>> 드림
""",
    cred="human",
    syntax="",
)

F.reg(
    "bigyo_recommendation_nextjs_env_local_openai",
    ("web/.env.local", "apps/recommend-<<n>>/.env.production.local"),
    """NEXT_PUBLIC_SITE_URL=https://www.<<dom>>
OPENAI_API_KEY=<<cred>>
OPENAI_MODEL=gpt-4o-mini
NEXT_PUBLIC_KAKAO_JS_KEY=<<kjs>>
""",
    cred="p:openai",
    syntax="",
    extra=lambda rng, s: {"kjs": draw(rng, "hex:32", F)},
)


def _solapi(s):
    return jdump(
        {
            "apiKey": s["ak"],
            "apiSecret": s["cred"],
            "pfId": s["pf"],
            "templates": {"견적완료": "KA01TP" + s["tp"]},
            "from": s["phone"],
        }
    )


F.reg(
    "bigyo_alimtalk_solapi_config_json",
    ("config/solapi.json", "notify-<<n>>/solapi.json"),
    _solapi,
    cred=lambda rng, fam: alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    extra=lambda rng, s: {
        "ak": "NCS" + alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "pf": "KA01PF" + alnum(rng, 20),
        "tp": alnum(rng, 20),
    },
)
