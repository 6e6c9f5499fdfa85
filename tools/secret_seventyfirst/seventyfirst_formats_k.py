# ruff: noqa: E501
"""Family k: a property developer's site and sales office in South Korea, Korean."""

from __future__ import annotations

import datetime
import random
import re
import urllib.parse

from seventyfirst_spec import UPPER, Fam, Slots, alnum, enc_pct

F = Fam(
    name="hyeonjang_samuso_bunyang",
    orgs=("hanbitgeonseol", "pureunsigong", "daeryungsite", "haneulro"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
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
        "hanbit",
        "saranghae",
        "haneul",
        "bada",
        "sarang",
        "seoul",
        "busan",
        "dokdo",
        "hangang",
        "kimchi",
        "gaeul",
        "pureun",
        "taeyang",
        "daebak",
        "hyeonjang",
        "apateu",
    ),
    pets=("choco", "kkami", "bori", "dubu", "mongi", "haru"),
    cc="+82",
)

_KWD = "월화수목금토일"


def _kakao(rng: random.Random, s: Slots) -> None:
    day = datetime.date(int(s["y"]), int(s["mo"]), int(s["d"]))
    s["kdate"] = f"{day.year}년 {day.month}월 {day.day}일 {_KWD[day.weekday()]}요일"
    for i in range(1, 6):
        h, m = (int(x) for x in str(s[f"t{i}"]).split(":"))
        s[f"k{i}"] = f"{'오후' if h >= 12 else '오전'} {(h - 1) % 12 + 1}:{m:02d}"
    s["room"] = rng.choice(("공무팀", "분양사무소", "현장 안전팀", "모델하우스 운영"))


F.reg(
    "hyeonjang_kakaotalk_chat_export_bimilbeonho",
    ("폰백업/KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt", "공유/<<org>>/카톡_<<room>>_<<y>>.txt"),
    """<<room>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<t5>>:41

--------------- <<kdate>> ---------------
[<<last>><<first>>] [<<k1>>] 분양 CRM 비밀번호 바뀌었나요? 로그인이 안 돼요
[<<last2>><<first2>>] [<<k2>>] 네 어제 보안점검 때문에 바꿨어요
[<<last2>><<first2>>] [<<k2>>] 아이디 <<user>>
[<<last2>><<first2>>] [<<k3>>] 비번 <<cred>>
[<<last>><<first>>] [<<k4>>] 확인했습니다 감사합니다!
[<<last2>><<first2>>] [<<k5>>] 이모티콘
""",
    "human",
    syntax="",
    extra=_kakao,
)


def _toss(rng: random.Random, s: Slots) -> None:
    s["ck"] = "live_ck_" + alnum(rng, 32)


F.reg(
    "hyeonjang_toss_payments_secret_key_spring_yml",
    (
        "bunyang-api/<<org>>/src/main/resources/application-prod.yml",
        "contract-<<n>>/config/application.yml",
    ),
    """# 분양 계약금 온라인 결제 (토스페이먼츠)
spring:
  datasource:
    url: jdbc:mariadb://<<lan>>:3306/bunyang
    username: bunyang
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: "<<ck>>"
    secret-key: "<<cred>>"
    success-url: "https://<<dom>>/contract/pay/success"
    fail-url: "https://<<dom>>/contract/pay/fail"
""",
    "p:toss",
    extra=_toss,
)

F.reg(
    "hyeonjang_kakao_alimtalk_admin_key_python",
    ("scripts/<<org>>_입주안내_<<n>>.py", "crm/notify/kakao_admin_<<fa>>.py"),
    '''"""입주 예정자 안내 – 카카오 비즈메시지 발송 (관리자 키)"""

import requests

KAKAO_ADMIN_KEY = "<<cred>>"
SENDER_KEY = "<<h40>>"


def send(phone: str, text: str) -> dict:
    r = requests.post(
        "https://kapi.kakao.com/v1/api/talk/friends/message/send",
        headers={"Authorization": f"KakaoAK {KAKAO_ADMIN_KEY}"},
        data={"receiver_uuids": f'["{phone}"]', "template_object": text},
        timeout=10,
    )
    return r.json()
''',
    "p:kakao",
)


def _ncp(rng: random.Random, s: Slots) -> None:
    s["ak"] = alnum(rng, 20, UPPER + "0123456789")


F.reg(
    "hyeonjang_naver_cloud_sens_secret_env",
    ("sms-gateway/<<org>>/.env", "moh-<<n>>/.env"),
    """# 모델하우스 방문 예약 문자 (NCP SENS)
NCP_ACCESS_KEY=<<ak>>
NCP_SECRET_KEY=<<cred>>
SENS_SERVICE_ID=ncp:sms:kr:<<num8>>:<<org>>
SENS_FROM=0215<<nnnn>>
""",
    "p:naver_secret",
    syntax="",
    extra=_ncp,
)

F.reg(
    "hyeonjang_site_cctv_wisenet_viewer_ini",
    ("현장PC/Wisenet/<<org>>_nvr<<n>>.ini", "cctv/config/viewer_<<date>>.ini"),
    """; 현장 CCTV (한화 Wisenet NVR) 뷰어 설정
[NVR1]
Name=<<orgc>> 1공구 타워크레인
Address=<<lan>>
Port=554
User=admin
Password=<<cred>>
Channels=16

[Option]
AutoLogin=1
Language=Korean
""",
    "pw",
    syntax="ini",
)

F.reg(
    "hyeonjang_douzone_mssql_powershell_history",
    (
        "Users/<<fa>>/AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt",
        "백업/<<org>>_pc<<n>>/ConsoleHost_history.txt",
    ),
    """Get-Service *SQL*
Test-NetConnection <<lan>> -Port 1433
sqlcmd -S <<lan>>\\DZSQL -U sa -P <<cred>> -Q "SELECT name FROM sys.databases"
sqlcmd -S <<lan>>\\DZSQL -U sa -P <<cred>> -Q "BACKUP DATABASE [NEOE] TO DISK='D:\\backup\\NEOE_<<date>>.bak'"
Get-ChildItem D:\\backup | Sort-Object LastWriteTime | Select-Object -Last 3
exit
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "hyeonjang_handover_note_bimilbeonho_next_line",
    ("인수인계/<<first>>_인수인계서_<<date>>.txt", "공유/<<org>>/handover_<<n>>.txt"),
    """인수인계서 (공무 → 공무)
작성자: <<last>><<first>>   작성일: <<date>>

1. 현장 출입 시스템
   관리자 계정
   <<user>>
   비밀번호
   <<cred>>

2. 타워크레인 점검 일정: 매월 둘째 주 화요일
3. 감리단 연락처: <<phone>>
""",
    "human",
    syntax="",
)


def _kiosk(rng: random.Random, s: Slots) -> None:
    while not re.search(r"[^A-Za-z0-9_.~-]", str(s["cred"])):
        s["cred"] = F.human(rng)
    s["url"] = f"https://{s['user']}:{enc_pct(str(s['cred']))}@kiosk.{s['dom']}/signage/{s['n']}"


def _dec_kiosk(text: str) -> str:
    m = re.search(r"https://[^:/\s]+:([^@\s]+)@", text)
    if not m:
        raise ValueError("no userinfo")
    return urllib.parse.unquote(m.group(1))


F.reg(
    "hyeonjang_model_house_kiosk_url_percent_userinfo",
    ("모델하우스/키오스크<<n>>/kiosk.conf", "signage/<<org>>/player_<<date>>.conf"),
    """# 모델하우스 안내 키오스크 (Chromium kiosk mode)
[kiosk]
start_url = <<url>>
refresh_minutes = 30
screen_rotation = 90
idle_video = /home/kiosk/videos/단지소개.mp4
""",
    "human",
    syntax="",
    extra=_kiosk,
    decode=_dec_kiosk,
)
