# ruff: noqa: E501
"""Family p: the pro shop of a golf club in Gangnam (Seoul), South Korea: Korean, KakaoTalk,
Toss Payments and KakaoPay, a screen-golf simulator, a tee-time booking system, card terminals."""

from __future__ import annotations

import json
import random

from hundredfifteenth_spec import Fam, basic, dec_basic

F = Fam(
    name="gangnam_golf_pro_shop_korea",
    orgs=("hanbitgolf", "namsangolf", "cheonggyecc", "seolakgreen", "hangangtee"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("동현", "donghyun"),
        ("하은", "haeun"),
        ("성민", "sungmin"),
        ("유진", "yujin"),
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
        "hangang",
        "namsan",
        "gangnam",
        "birdie",
        "eagle",
        "hanbit",
        "saranghae",
        "fighting",
        "kimchi",
        "seoul",
        "mugunghwa",
        "daebak",
        "green",
        "ace",
        "hwaiting",
    ),
    pets=("choco", "kongi", "bori", "dubu", "mandu", "ddoddo"),
    cc="82",
)

F.reg(
    "gangnam_kakaotalk_export_bimilbeonho_pos",
    ("KakaoTalk/KakaoTalk_<<date>>_프로샵.txt", "Documents/KakaoTalkChats_<<org>>_<<nn>>.txt"),
    """프로샵 직원방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<year>>년 <<mo>>월 <<d>>일 ---------------
[<<name>>] [오전 9:12] 포스기 관리자 비밀번호 아시는 분?
[<<name2>>] [오전 9:15] 아이디 admin
[<<name2>>] [오전 9:15] 비번 <<cred>>
[<<name>>] [오전 9:16] 감사합니다 👍
""",
    "human",
    syntax="",
)

F.reg(
    "gangnam_toss_payments_secret_spring_yml",
    (
        "src/main/resources/application-prod.yml",
        "proshop-<<org>>/src/main/resources/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<host>>:3306/proshop
    username: proshop
toss:
  client-key: live_ck_<<hex16>>
  secret-key: <<cred>>
""",
    "p:toss",
)

F.reg(
    "gangnam_kakaopay_admin_key_python_requests",
    ("payments/kakaopay.py", "shop/<<org>>/kakao_ready.py"),
    """import requests

KAKAO_ADMIN_KEY = "<<cred>>"


def ready(item, amount):
    return requests.post(
        "https://kapi.kakao.com/v1/payment/ready",
        headers={"Authorization": f"KakaoAK {KAKAO_ADMIN_KEY}"},
        data={"cid": "TC0ONETIME", "item_name": item, "total_amount": amount},
        timeout=10,
    ).json()
""",
    "p:kakao_admin",
)


def _auth(rng: random.Random, s: dict) -> dict:
    return {"enc": basic(s["user"], s["cred"])}


F.reg(
    "gangnam_tee_time_api_http_dump_basic_base64",
    ("debug/teetime_<<date>>.http", "logs/<<org>>_booking_req_<<nn>>.txt"),
    """POST /api/v1/teetimes/hold HTTP/1.1
Host: booking.<<dom>>
Authorization: Basic <<enc>>
Content-Type: application/json
User-Agent: ProShopPOS/3.2

{"date":"<<date>>","course":"OUT","time":"<<time>>","players":4}
""",
    "human_x",
    syntax="",
    extra=_auth,
    decode=dec_basic(),
)

F.reg(
    "gangnam_screen_golf_simulator_golfzon_ini",
    ("GolfzonSim/config/server.ini", "C:/Simulator/<<org>>/room<<n>>.ini"),
    """[Room]
No=<<n>>
[Server]
Host=<<lan>>
User=room<<n>>
Pass=<<cred>>
[Kiosk]
Lang=ko
""",
    "pw",
)

F.reg(
    "gangnam_korean_email_bimilbeonho_supplier_b2b",
    ("mail/<<date>>_b2b.eml", "Mail/<<org>>/보낸편지함/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: 용품 발주 B2B 사이트 계정 안내
Date: <<dmy>> <<time>> +0900
Content-Type: text/plain; charset=UTF-8

<<name2>>님 안녕하세요,
신규 시즌 용품 발주용 B2B 사이트 계정입니다.
아이디: <<user>>
비밀번호: <<cred>>
감사합니다.
<<name>> 드림
""",
    "human",
    syntax="",
)

F.reg(
    "gangnam_inventory_sheet_xlsx_shared_strings",
    ("재고/xl/sharedStrings.xml", "Documents/<<org>>_inventory/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>거래처</t></si><si><t>아이디</t></si><si><t>비밀번호</t></si><si><t>본사 B2B</t></si><si><t><<user2>></t></si><si><t><<cred>></t></si></sst>
""",
    "human_x",
)

F.reg(
    "gangnam_launch_monitor_trackman_sync_json",
    ("trackman/sync_<<n>>.json", "C:/TrackMan/<<org>>/cloud.json"),
    lambda s: json.dumps(
        {
            "facility": s["org"],
            "bays": s["n"],
            "cloud": {"clientId": s["uuid"], "clientSecret": s["cred"]},
        },
        indent=2,
    ),
    "b64u:32",
)
