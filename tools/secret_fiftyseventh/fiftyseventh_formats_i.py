"""Family i: an express intercity coach operator at Busan, South Korea."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fiftyseventh_spec import Fam, dec_url, enc_url, gen_pw

F = Fam(
    "busan_intercity_coaches",
    ("busanexpress", "haeundaebus", "nakdongline"),
    "co.kr",
    ("민준", "서연", "지훈", "하은", "도윤", "수빈"),
    ("김", "이", "박", "최", "정"),
    ("minjun", "seoyeon", "jihun", "haeun", "doyun", "subin"),
    ("kim", "lee", "park", "choi", "jung"),
    (
        "haeundae",
        "gwangalli",
        "seomyeon",
        "nampo",
        "jagalchi",
        "gamcheon",
        "dongbaek",
        "gimhae",
        "sasang",
        "nopo",
    ),
    "busan",
    "82",
)

F.reg(
    "busan_kakaotalk_chat_export_bimilbeonho",
    ["kakaotalk/KakaoTalk_<<ymd>>_<<n>>.txt", "chats/배차실_<<n>>.txt"],
    """배차실 단톡방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<y>>년 <<m>>월 <<d>>일 ---------------
[<<last>><<first>>] [오후 <<n2>>:<<mm>>] 매표 시스템 관리자 비밀번호 바뀌었어요
[<<last>><<first>>] [오후 <<n2>>:<<mm>>] 아이디 <<user>> / 비번 <<cred>>
[배차과장] [오후 <<n2>>:<<mm>>] 넵 확인했습니다
[<<last>><<first>>] [오후 <<n2>>:<<mm>>] 노포터미널 창구에도 전달 부탁드려요
""",
    "human",
    syntax="",
)

F.reg(
    "busan_toss_payments_spring_properties",
    [
        "ticketing-api/src/main/resources/application.properties",
        "<<org>>/config/payments-<<n2>>.properties",
    ],
    """spring.application.name=ticketing-api
spring.datasource.url=jdbc:postgresql://<<host>>:5432/ticket
spring.datasource.username=ticket
toss.payments.client-key=live_ck_<<ck>>
toss.payments.secret-key=<<cred>>
toss.payments.success-url=https://<<dom>>/pay/success
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(20)
        )
    },
)

F.reg(
    "busan_ticket_kiosk_terminal_ini",
    ["kiosk/<<org>>/KioskSetting.ini", "C/Kiosk/setting_<<n2>>.ini"],
    """[KIOSK]
TerminalCode=NOPO<<n2>>
Printer=SEWOO SLK-TS400
CardReader=KICC ED-947

[SERVER]
Url=https://ticket.<<dom>>/kiosk/v2
AuthId=kiosk<<n2>>
AuthPw=<<cred>>

[VAN]
Company=KICC
CatId=<<hid>>
""",
    "pw",
)

F.reg(
    "busan_bus_location_bms_feed_json",
    ["bms/feed_config.json", "<<org>>/gps/bms_<<n2>>.json"],
    """{
  "source": "BMS",
  "company": "<<orgc>>",
  "serviceKey": "<<cred>>",
  "endpoint": "https://apis.data.go.kr/6260000/BusanBIMS/busStopArr",
  "routes": ["1001", "1003", "1010"],
  "pollSeconds": 30
}
""",
    "b64:64",
)

F.reg(
    "busan_korean_email_bimilbeonho_partner_portal",
    ["mail/<<org>>/<<n>>.eml", "outlook/<<ymd>>_<<n>>.eml"],
    """From: <<la>> <<fa>> <<<email>>>
To: sales@<<dom>>
Subject: [안내] 버스타고 제휴사 관리자 계정
Date: Tue, <<d>> Sep <<y>> 09:<<mm>>:31 +0900
Content-Type: text/plain; charset=UTF-8

안녕하세요, 영업팀 여러분.

제휴 예매 사이트 관리자 계정 정보 공유드립니다.
아이디: <<org>>_admin
비밀번호: <<cred>>

외부 유출에 주의해 주시고, 퇴사자 발생 시 바로 변경하겠습니다.

<<last>><<first>> 드림
""",
    "pw",
    syntax="",
)

F.reg(
    "busan_depot_nas_cifs_fstab_credentials",
    ["etc/fstab", "depot/<<n2>>/fstab"],
    """# /etc/fstab: 차고지 운행기록(타코그래프) 수집 PC
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
//<<ip>>/tacho  /mnt/tacho  cifs  username=tacho,password=<<cred>>,iocharset=utf8,vers=3.0  0  0
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "busan_kakao_alimtalk_sender_python",
    ["notify/alimtalk.py", "<<org>>/notify/kakao_<<n2>>.py"],
    '''"""출발 30분 전 카카오 알림톡 발송"""

import requests

SENDER_KEY = "<<sk>>"
API_KEY = "<<cred>>"


def send(phone: str, text: str) -> int:
    r = requests.post(
        "https://alimtalk-api.bizmsg.kr/v2/sender/send",
        headers={"userid": "<<org>>", "Authorization": f"Bearer {API_KEY}"},
        json=[{"message_type": "at", "phn": phone, "profile": SENDER_KEY, "msg": text, "tmplId": "depart_30"}],
        timeout=10,
    )
    return r.status_code
''',
    "hex:40",
    extra=lambda rng, s: {"sk": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)


def _pct_pw(rng: random.Random, s: dict) -> str:
    pw = gen_pw(rng, sym="@:/#?%")
    return pw if any(c in pw for c in "@:/#?%") else pw + "@"


def _pct_extra(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_url(s["cred"])}


F.reg(
    "busan_seat_inventory_dotenv_database_url_percent",
    ["seat-inventory/.env", "<<org>>-inventory/.env.prod"],
    """NODE_ENV=production
DATABASE_URL=postgres://inventory:<<enc>>@<<host>>:5432/seats
REDIS_URL=redis://<<ip>>:6379/2
TZ=Asia/Seoul
""",
    _pct_pw,
    syntax="",
    extra=_pct_extra,
    decode=lambda t: dec_url("inventory:")(t).rsplit("@", 1)[0],
)
