# ruff: noqa: E501
"""Family j: a self / hand car-wash (세차장) franchise around Gwangalli, Busan (South Korea):
Korean."""

from __future__ import annotations

from hundredninth_spec import Fam, alnum, reg

F = Fam(
    name="sechajang_franchise_gwangan",
    orgs=("gwangancarwash", "badasecha", "sechamaru", "kkachiwash", "haeunsecha"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
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
        "secha",
        "busan",
        "gwangan",
        "lotte",
        "giants",
        "dwaeji",
        "gukbap",
        "saranghae",
        "hwaiting",
        "sonata",
        "grandeur",
        "bada",
        "kkachi",
        "milmyeon",
        "seomyeon",
        "avante",
    ),
    pets=("bori", "choco", "dubu", "kongi", "haru"),
    cities=("busan", "haeundae", "suyeong", "seomyeon", "gimhae"),
    cc="+82",
    family_first=True,
    joiner="",
)

reg(
    F,
    "sechajang_kakaotalk_pc_export_bimilbeonho",
    ("카카오톡/KakaoTalk_<<y>><<m>><<d>>_<<n>>.txt", "Documents/kakao/가맹점_<<fa>>.txt"),
    """<<full>> 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<m>>-<<d>> <<t5>>:00

--------------- <<y>>년 <<m>>월 <<d>>일 수요일 ---------------
[<<full>>] [오후 <<t1>>] 사장님 키오스크 관리자 비번 뭐였죠? 요금표 바꿔야 돼요
[<<fn2>> 점장] [오후 <<t2>>] 아이디 <<org>>admin
[<<fn2>> 점장] [오후 <<t2>>] 비번 <<cred>>
[<<full>>] [오후 <<t3>>] 감사합니다! 폼건 세차 8천원으로 올릴게요
""",
    "human",
    syntax="",
)

reg(
    F,
    "sechajang_toss_payments_spring_application_yml",
    ("src/main/resources/application-prod.yml", "membership/<<org>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:mysql://localhost:3306/membership
    username: wash
    password: ${DB_PASSWORD}
# 월 정기세차 멤버십 결제 (토스페이먼츠 빌링)
toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: <<cred>>
    billing-url: https://api.tosspayments.com/v1/billing
""",
    "p:toss",
    extra=lambda rng, s: s.update(ck=alnum(rng, 28)),
)

reg(
    F,
    "sechajang_kakao_alimtalk_rest_key_python",
    ("scripts/세차완료_알림.py", "tools/<<org>>/alimtalk_done.py"),
    '''"""손세차 완료 알림톡 (카카오 비즈메시지)"""

import requests

REST_API_KEY = "<<cred>>"
SENDER_KEY = "<<sk>>"


def notify(phone: str, car_no: str) -> None:
    requests.post(
        "https://kapi.kakao.com/v2/api/talk/memo/default/send",
        headers={"Authorization": f"KakaoAK {REST_API_KEY}"},
        data={"receiver": phone, "template_code": "WASH_DONE", "car_no": car_no, "sender_key": SENDER_KEY},
        timeout=10,
    )
''',
    "p:kakao",
    extra=lambda rng, s: s.update(sk=alnum(rng, 40, "0123456789abcdef")),
)

reg(
    F,
    "sechajang_nhn_cloud_sms_secret_env",
    ("kiosk-server/.env", "apps/<<org>>-kiosk/.env.prod"),
    """# NHN Cloud SMS - 대기번호 문자
NHN_SMS_APP_KEY=<<ak>>
NHN_SMS_SECRET_KEY=<<cred>>
NHN_SMS_SENDER=051<<n4>><<n4>>
KIOSK_BRANCH=<<org>>-gwangan
""",
    "alnum:16",
    syntax="",
    extra=lambda rng, s: s.update(ak=alnum(rng, 16)),
)

reg(
    F,
    "sechajang_wisenet_cctv_docker_compose_rtsp",
    ("cctv/docker-compose.yml", "srv/<<org>>/nvr/docker-compose.yaml"),
    """services:
  # 세차 베이 CCTV 녹화 (Hanwha Wisenet) - 차량 파손 분쟁 대비
  recorder:
    image: ghcr.io/blakeblackshear/frigate:stable
    restart: unless-stopped
    environment:
      BAY1_URL: "rtsp://admin:<<cred>>@<<ip>>:554/profile2/media.smp"
      TZ: Asia/Seoul
    volumes:
      - /mnt/nvr:/media/frigate
""",
    "pw_url",
)

reg(
    F,
    "sechajang_bonsa_email_gamaengjeom_gyejeong",
    ("메일/보낸편지함/<<date>>_가맹점계정_<<n>>.eml", "mail/sent/branch-account-<<n>>.eml"),
    """From: =?UTF-8?B?67O47IKs?= <hq@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?6rCA66e57KCQIOq0gOumrOyekCDqs4TsoJU=?=
Date: Fri, <<d>> May <<y>> <<hh>>:<<mi>>:00 +0900
Content-Type: text/plain; charset=UTF-8

<<full>> 점주님 안녕하세요.

가맹점 관리자 페이지(매출·정산) 계정을 보내드립니다.

아이디: <<user>>
초기 비밀번호: <<cred>>

첫 로그인 후 비밀번호를 꼭 변경해 주세요.
본사 운영팀 드림
""",
    "human",
    syntax="",
)

reg(
    F,
    "sechajang_naver_smartplace_sticky_note_ocr",
    ("스캔/메모_<<n>>.txt", "Pictures/ocr/sticky_<<date>>.txt"),
    """네이버 예약 (스마트플레이스)
<<org>>_busan
비번
<<cred>>
* 주말 손세차 예약 30분 단위
""",
    "human",
    syntax="",
)

reg(
    F,
    "sechajang_self_wash_controller_cloud_ini",
    ("ProgramData/WashCtrl/cloud.ini", "C:/셀프세차/<<org>>/controller.ini"),
    """[Bays]
Count=6
CoinValue=500

[Cloud]
Url=https://wash-cloud.<<dom>>/api
StoreCode=<<org>>-<<n>>
User=store<<n>>
Password=<<cred>>
""",
    "pw",
)
