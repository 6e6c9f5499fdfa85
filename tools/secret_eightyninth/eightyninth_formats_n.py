"""Family n: a blasting contractor (발파 전문 업체) for quarries and road cuts in Gangwon,
Korea (Korean): KakaoTalk, a vibration-monitor container registry, Toss Payments, Instantel
seismographs, the explosives-management system, ESPHome magazine door sensors, Kakao Alimtalk,
a shift handover note."""

from __future__ import annotations

import base64
import json
import random

from eightyninth_spec import Fam, basic

N = Fam(
    name="balpa_blasting_contractor_korea",
    orgs=("hanbitgeon", "gangwonbalpa", "daesangbalpa"),
    display=("한빛건설발파(주)", "강원발파산업", "대상발파기술"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("영호", "youngho"),
        ("지혜", "jihye"),
        ("성민", "sungmin"),
        ("은정", "eunjung"),
        ("동현", "donghyun"),
        ("미경", "mikyung"),
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
        "balpa",
        "sarang",
        "haneul",
        "bada",
        "kimchi",
        "hangang",
        "jindo",
        "busan",
        "dokdo",
        "hwarang",
        "baekdu",
        "mugunghwa",
        "seorak",
        "tteok",
        "hodu",
        "sonamu",
    ),
    pets=("baduk", "choco", "dubu", "kongi", "bori", "haru", "dangdang"),
    cc="+82",
    walks=("qwer1234", "asdf1234", "1q2w3e4r", "zxcv1234", "qwerasdf", "1qaz2wsx"),
    tz="+09:00",
)

N.reg(
    "balpa_kakaotalk_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<d8>>_<<n>>.txt", "kakao_backup/<<fa2>>_<<n>>.txt"),
    """<<last2>><<first2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

--------------- <<yr>>년 <<mo>>월 <<day>>일 ---------------
[<<last2>><<first2>>] [오전 <<time>>] 팀장님 화약류 관리 시스템 비밀번호 만료됐다고 나와요
[<<last2>><<first2>>] [오전 <<time>>] 오늘 오후 석산 발파 사용 신고 해야 되는데요
[<<last>><<first>>] [오전 <<time2>>] 아이디 <<login>>
[<<last>><<first>>] [오전 <<time2>>] 비밀번호 <<cred>>
[<<last>><<first>>] [오전 <<time2>>] 들어가서 바로 바꿔요
[<<last2>><<first2>>] [오전 <<time2>>] 네 감사합니다
""",
    cred="human",
    syntax="",
)


def _docker(rng: random.Random, s: dict) -> None:
    s["auth"] = basic("vibmon", str(s["cred"]))


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    raw = base64.b64decode(next(iter(auths.values()))["auth"]).decode()
    return raw.split(":", 1)[1]


N.reg(
    "balpa_vibration_monitor_registry_docker_auth_base64",
    ("home/<<fa>>/.docker/config.json", "vibmon/site<<n2>>/.docker/config.json"),
    lambda s: json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {"auth": s["auth"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    ),
    cred="pw",
    extra=_docker,
    decode=_dec_docker,
)

N.reg(
    "balpa_toss_payments_secret_key_kotlin",
    ("app/<<org>>/src/main/kotlin/kr/balpa/pay/TossConfig.kt", "server-<<n2>>/TossConfig.kt"),
    """package kr.balpa.pay

// 발파 견적 계약금 결제 (토스페이먼츠)
object TossConfig {
    const val SECRET_KEY = "<<cred>>"
    const val CLIENT_KEY = "live_ck_<<ck>>"
    const val CONFIRM_URL = "https://api.tosspayments.com/v1/payments/confirm"
}
""",
    cred="p:toss",
    syntax="",
    extra=lambda rng, s: s.update(
        ck="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(24)
        )
    ),
)

N.reg(
    "balpa_instantel_thor_seismograph_ini",
    ("THOR/<<org>>/thor_<<n2>>.ini", "C/ProgramData/Instantel/THOR/site<<n>>.ini"),
    """[Database]
Server=<<ip>>
Name=THOR_<<org>>
User=thor
Password=<<cred>>

[AutoCall]
Units=Minimate Pro6 BE<<n>>, Micromate UM<<n2>>
Interval=60
ReportEmail=<<email2>>
""",
    cred="pw",
)

N.reg(
    "balpa_korean_email_hwayak_gwanri_system",
    ("mail/<<d8>>_hwayak_<<n>>.eml", "Outlook/받은편지함/<<n>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?7ZmU7JW966WYIOq0gOumrCDsi5zsiqTthZwg6rOE7KCV?=
Date: <<dmy>> <<hms>> +0900
Content-Type: text/plain; charset=utf-8

<<last2>><<first2>> 주임님,

다음 주부터 화약류 출납 및 사용 신고를 맡아 주세요.
화약류 관리 시스템 계정입니다.

아이디: <<login>>
비밀번호: <<cred>>

보안 관련이니 다른 분께 공유하지 마세요.

<<orgname>> 안전관리팀 <<last>><<first>>
""",
    cred="human",
    syntax="",
)

N.reg(
    "balpa_magazine_door_esphome_api_key_yaml",
    ("esphome/<<org>>/magazine_door_<<n2>>.yaml", "esphome/hwayakgo<<n>>.yaml"),
    """# 화약고 출입문 센서 (ESP32)
esphome:
  name: magazine-door-<<n2>>
esp32:
  board: esp32dev
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: "<<cred>>"
ota:
  - platform: esphome
    password: !secret ota_password
binary_sensor:
  - platform: gpio
    pin: GPIO27
    name: "Magazine door"
    device_class: door
""",
    cred="b64:32",
    syntax="",
)

N.reg(
    "balpa_kakao_alimtalk_rest_key_shell",
    ("scripts/<<org>>/blast_notice_<<n>>.sh", "bin/alimtalk_<<n2>>.sh"),
    """#!/bin/sh
# 발파 30분 전 인근 주민 알림톡 발송
KAKAO_REST_KEY="<<cred>>"
curl -s -X POST "https://kapi.kakao.com/v2/api/talk/memo/default/send" \\
  -H "Authorization: KakaoAK ${KAKAO_REST_KEY}" \\
  --data-urlencode 'template_object={"object_type":"text","text":"[발파 예고] 30분 후 발파가 있습니다","link":{"web_url":"https://<<dom>>"}}'
""",
    cred="hex:32",
    syntax="",
)

N.reg(
    "balpa_handover_note_inkyeo_markdown",
    ("notes/인계_<<d8>>_<<n>>.md", "handover/site<<n2>>_<<d8>>.md"),
    """# 현장 인계사항 (<<date>>)

- 현장: 삼척 석산 <<n2>>공구
- 인계자: <<last>><<first>> → 인수자: <<last2>><<first2>>

## 작업
- 오늘 장약량 지발당 <<n2>>kg, 진동 측정값 0.2 cm/s 이하
- 천공기 2호기 유압 호스 교체 필요

## 계정
- 현장 사무실 PC: 관리자 / <<cred>>
- 화약류 관리 시스템: 팀장님께 문의 (공유 금지)
""",
    cred="human_x",
    syntax="",
)
