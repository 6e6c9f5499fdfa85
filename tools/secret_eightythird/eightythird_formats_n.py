# ruff: noqa: E501
"""Family n: a flight-simulator training centre near Gimpo (South Korea; Korean)."""

from __future__ import annotations

from eightythird_spec import Fam, email, prov

F = Fam(
    name="hanul_flight_simulator_centre_korea",
    orgs=("hanulsim", "gimposim", "taegukflight", "mugunghwasim"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
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
        "haneul",
        "gimpo",
        "incheon",
        "jeju",
        "hallasan",
        "seoraksan",
        "kimchi",
        "bibimbap",
        "sarang",
        "hwaiting",
        "taeguk",
        "mugunghwa",
        "busan",
        "hangang",
        "boeing",
        "bulgogi",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mango", "toto"),
    cc="82",
    places=("김포", "인천", "청주", "제주", "울진"),
    regs=("HL8321", "HL7720", "HL5123", "HL8088", "HL7795"),
    tz="+0900",
)


def _kakao(s):
    h = int(s["hm"][:2])
    ampm = "오전" if h < 12 else "오후"
    hh = h % 12 or 12
    stamp = f"{s['y']}년 {int(s['mo'])}월 {int(s['d'])}일 {ampm} {hh}:{s['hm'][3:]}"
    return (
        f"{s['orgc']} 교관방 님과 카카오톡 대화\n저장한 날짜 : {s['y']}-{s['mo']}-{s['d']} {s['hm']}\n\n"
        f"{stamp}, {s['last']}{s['first']} : 내일 오전 B737 세션 두 개, {s['place']} 접근 연습\n"
        f"{stamp}, {s['first2']} : 교관석(IOS) 컴퓨터 비밀번호 바뀌었나요?\n"
        f"{stamp}, {s['last']}{s['first']} : 네 바뀌었어요\n"
        f"{stamp}, {s['last']}{s['first']} : {s['cred']}\n"
        f"{stamp}, {s['first2']} : 감사합니다 👍\n"
    )


F.reg(
    "hanul_kakaotalk_export_bimilbeonho_instructor_station",
    ("kakao/KakaoTalk_<<y>><<mo>><<d>>_<<nn>>.txt", "chats/교관방_<<date>>.txt"),
    _kakao,
    "human",
    syntax="",
)

F.reg(
    "hanul_vpilot_configuration_xml_vatsim_password",
    (
        "Users/<<fa>>/AppData/Local/vPilot/vPilotConfiguration.xml",
        "sim-pc-<<n>>/vPilot/vPilotConfiguration_<<nn>>.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<vPilotConfiguration xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <VatsimId><<nn>><<nn>></VatsimId>
  <VatsimPassword><<cred>></VatsimPassword>
  <Name><<fa>> <<la>></Name>
  <HomeAirport>RKSS</HomeAirport>
  <Server>AUTOMATIC</Server>
  <AutoSquawkModeC>true</AutoSquawkModeC>
</vPilotConfiguration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "hanul_simbrief_ofp_fetch_python_api_key",
    ("briefing/simbrief_ofp_<<nn>>.py", "tools/<<org>>_ofp_<<date>>.py"),
    '''"""SimBrief로 훈련용 OFP를 생성해 브리핑실 프린터로 보낸다."""

import requests

SIMBRIEF_API_KEY = "<<cred>>"
params = {"orig": "RKSS", "dest": "RKPC", "type": "B738", "apicode": SIMBRIEF_API_KEY, "airline": "HSM", "fltnum": "<<nn>>"}
r = requests.get("https://www.simbrief.com/ofp/ofp.loader.api.php", params=params, timeout=30)
print(r.status_code)
''',
    "p:simbrief",
)

F.reg(
    "hanul_toss_payments_nextjs_route_secret_key",
    ("web/app/api/payments/confirm/route.ts", "booking/<<org>>/toss_confirm_<<nn>>.ts"),
    """import { NextResponse } from "next/server";

const TOSS_SECRET_KEY = "<<cred>>";

export async function POST(req: Request) {
  const { paymentKey, orderId, amount } = await req.json();
  const auth = Buffer.from(`${TOSS_SECRET_KEY}:`).toString("base64");
  const res = await fetch("https://api.tosspayments.com/v1/payments/confirm", {
    method: "POST",
    headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json" },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  return NextResponse.json(await res.json(), { status: res.status });
}
""",
    "p:toss",
    syntax="",
)

F.reg(
    "hanul_sim_pc_wake_cmdkey_batch",
    ("scripts/sim_morning_<<nn>>.bat", "ops/<<place>>/wake_sims_<<nn>>.cmd"),
    """@echo off
rem 아침 시뮬레이터 PC 켜기 + 공유폴더 연결
wolcmd 00155D<<hex8>> 10.0.<<n>>.255 255.255.255.0 9
cmdkey /add:simfs01 /user:SIMFS01\\instructor /pass:<<cred>>
net use S: \\\\simfs01\\scenarios /persistent:yes
start "" "C:\\Program Files\\Lockheed Martin\\Prepar3D v5\\Prepar3D.exe"
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "hanul_kakao_rest_api_key_dotenv_alimtalk",
    ("booking-api/.env", "apps/<<org>>-reservation/.env.production"),
    """# 예약 알림 (카카오 알림톡) / 카카오 로그인
KAKAO_REST_API_KEY=<<cred>>
KAKAO_ADMIN_KEY=<<admin>>
KAKAO_REDIRECT_URI=https://book.<<dom>>/auth/kakao/callback
DATABASE_URL=postgresql://booking@<<ip>>:5432/booking
""",
    "p:kakao",
    extra=lambda rng, s: s.update(admin=prov(rng, "kakao")),
    syntax="",
)

F.reg(
    "hanul_korean_email_bimilbeonho_lms_trainee",
    ("mail/보낸편지함/<<date>>_lms_<<nn>>.eml", "mail/<<fa>>/lms_account_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        s["email2"],
        "[교육] LMS 계정 안내 – 형식 교육 과정",
        f"{s['first2']}님 안녕하세요.\n\n형식 교육(B737) 지상학 LMS 계정을 안내드립니다.\n"
        f"주소: https://lms.{s['dom']}\n아이디: {s['fa2']}{s['nn']}\n비밀번호: {s['cred']}\n\n"
        f"첫 로그인 후 변경해 주세요.\n{s['last']}{s['first']} 드림\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "hanul_booking_db_docker_compose_postgres_password",
    ("deploy/docker-compose.yml", "infra/<<org>>/compose_<<nn>>.yml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: booking
      POSTGRES_USER: booking
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  api:
    image: registry.<<dom>>/booking-api:<<y>>.<<mo>>
    depends_on: [db]
    ports: ["<<port>>:8080"]
volumes:
  pgdata: {}
""",
    "pw_dq",
)
