# ruff: noqa: E501
"""Family l: a food-testing laboratory in Daejeon, South Korea (Korean, Hangul)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, b64s, dec_basic

KR = Fam(
    name="daejeon_food_testing_lab",
    key="sikpum",
    orgs=("sikpumlab", "tanggeum"),
    tld="re.kr",
    first=(
        ("지훈", "jihun"),
        ("민지", "minji"),
        ("서연", "seoyeon"),
        ("현우", "hyunwoo"),
        ("수빈", "subin"),
        ("도윤", "doyun"),
        ("하은", "haeun"),
        ("준호", "junho"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("조", "cho"),
        ("윤", "yoon"),
    ),
    words=(
        "kimchi",
        "bibimbap",
        "hangang",
        "seoul",
        "daejeon",
        "gimbap",
        "mugunghwa",
        "sarang",
        "haneul",
        "baram",
        "tteok",
        "soju",
        "bulgogi",
        "jeju",
        "hallasan",
        "doenjang",
        "gochu",
        "insam",
        "banchan",
        "yuseong",
    ),
    pets=("choco", "kong", "bori", "dubu", "mongi", "kkami"),
    cc="82",
    places=("Daejeon", "Sejong", "Osong", "Cheongju"),
)

KR.reg(
    "kakaotalk_txt_bimilbeonho",
    ("KakaoTalk_<<year>><<mm>><<dd>>_<<n2>>.txt", "kakao/<<fa>>_chat_<<n>>.txt"),
    """<<last2>><<first2>> 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mm>>-<<dd>> <<t5>>:11

--------------- <<year>>년 <<m>>월 <<d>>일 ---------------
[<<last>><<first>>] [<<ko_ampm>> <<a1>>] 선배님 LC-MS/MS 옆 PC 윈도우 비밀번호 바뀌었나요?
[<<last2>><<first2>>] [<<ko_ampm>> <<a2>>] 응 어제 보안점검 때문에 바꿨어
[<<last2>><<first2>>] [<<ko_ampm>> <<a2>>] <<cred>>
[<<last>><<first>>] [<<ko_ampm>> <<a3>>] 감사합니다!! 잔류농약 시료 돌릴게요
""",
    cred="human",
    syntax="",
)


def _basic(rng, s):
    s["enc"] = b64s(f"{s['user']}:{s['cred']}")


KR.reg(
    "lims_curl_basic_bash_history",
    ("home/<<user>>/.bash_history", "server-<<n>>/root/.bash_history"),
    """cd /opt/lims-bridge
systemctl status lims-bridge
curl -s -H "Authorization: Basic <<enc>>" https://lims.<<dom>>/api/v2/samples?status=received | jq '.[] | .barcode'
vi config/application.yml
journalctl -u lims-bridge -n 200
""",
    cred="pw",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

KR.reg(
    "labware_odbc_ini",
    ("etc/odbc.ini", "instrument-pc-<<n>>/odbc.ini"),
    """[ODBC Data Sources]
LIMS_PROD=ODBC Driver 18 for SQL Server

[LIMS_PROD]
Driver=ODBC Driver 18 for SQL Server
Description=LabWare LIMS production
Server=<<ip>>,1433
Database=LIMS_PROD
UID=lims_report
PWD=<<cred>>
TrustServerCertificate=yes
""",
    cred="pw",
    syntax="ini",
)

KR.reg(
    "toss_payments_secret_node",
    ("web/api/payments/toss.js", "apps/test-order-<<n>>/server/toss.js"),
    """// 시험 의뢰 수수료 결제 (토스페이먼츠)
const got = require("got");

const SECRET_KEY = "<<cred>>";
const auth = "Basic " + Buffer.from(SECRET_KEY + ":").toString("base64");

async function confirm(paymentKey, orderId, amount) {
  return got.post("https://api.tosspayments.com/v1/payments/confirm", {
    headers: { Authorization: auth, "Content-Type": "application/json" },
    json: { paymentKey, orderId, amount },
  }).json();
}

module.exports = { confirm };
""",
    cred="p:toss",
    syntax="",
)

KR.reg(
    "instrument_pc_net_use_cmd",
    ("instrument/gcms_<<n>>/map_drives.cmd", "scripts/<<user>>/nas_map.bat"),
    """@echo off
rem GC-MS 데이터 -> NAS 자동 연결 (시작프로그램)
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<ip>>\\gcms_data /user:labnas\\gcms <<cred>> /persistent:yes
robocopy "D:\\MassHunter\\Data" "Z:\\<<year>>" /E /XO /R:1 /W:5 /LOG+:C:\\logs\\sync.log
""",
    cred="pw_bare",
    syntax="",
)

KR.reg(
    "korean_email_bimilbeonho_naverworks",
    ("mail/<<user>>/account_<<n>>.eml", "NaverWorks/export/<<ts>>.eml"),
    """From: <<last2>><<first2>> <<<email2>>>
To: <<last>><<first>> <<<email>>>
Subject: =?UTF-8?B?7Iuc7ZeYIOyEseyggeyEnCDsi5zsiqTthZwg6rOE7KCV?=
Date: <<dd>> May <<year>> <<t1>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<first>> 연구원님,

식품 시험성적서 발급 시스템 계정 안내드립니다.

아이디: <<user>>
임시 비밀번호: <<cred>>

최초 로그인 후 반드시 비밀번호를 변경해 주세요.

<<last2>><<first2>> 드림
""",
    cred="human",
    syntax="",
)

KR.reg(
    "haccp_docker_compose_postgres",
    ("haccp-monitor/docker-compose.yml", "deploy/fridge-iot-<<n>>/docker-compose.yml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: haccp
      POSTGRES_USER: haccp
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  grafana:
    image: grafana/grafana:11.1.0
    ports:
      - "3000:3000"
volumes:
  pgdata:
""",
    cred="pw",
)

KR.reg(
    "foodsafety_openapi_key_python",
    ("scripts/fetch_recalls_<<n>>.py", "home/<<user>>/openapi/recall_check.py"),
    """import requests

# 식품안전나라 OpenAPI (회수·판매중지 정보)
KEY_ID = "<<cred>>"
SERVICE = "I0490"

url = f"http://openapi.foodsafetykorea.go.kr/api/{KEY_ID}/{SERVICE}/json/1/100"
rows = requests.get(url, timeout=30).json()[SERVICE]["row"]
for r in rows:
    print(r["PRDTNM"], r["RTRVLPRVNS"])
""",
    cred="alnum:20",
)
