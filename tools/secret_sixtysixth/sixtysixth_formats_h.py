# ruff: noqa: E501
"""Family h: a taekwondo dojang for children and adults in Seoul (Korean)."""

from __future__ import annotations

import html
import re

from sixtysixth_spec import Fam, enc_html, gen_pw

FAM = Fam(
    "taekwondo_dojang_seoul",
    ("hanulmudo",),
    "co.kr",
    ("민준", "서연", "지훈", "수빈", "현우", "지민", "도윤"),
    ("김", "이", "박", "최", "정", "강"),
    (
        "taekwondo",
        "dojang",
        "poomsae",
        "kyorugi",
        "sabum",
        "dobok",
        "hana",
        "haneul",
        "hwarang",
        "baekdu",
        "seoul",
        "hangang",
        "dkssud",
        "ghkdlxld",
        "tigers",
        "banana",
    ),
    "82",
    ("Minjun", "Seoyeon", "Jihun", "Subin", "Hyunwoo", "Jimin", "Doyun"),
    ("Kim", "Lee", "Park", "Choi", "Jung", "Kang"),
    ("Choco", "Dubu", "Kongi", "Bori", "Maru"),
)

FAM.reg(
    "dojang_kakaotalk_pc_export_bimilbeonho",
    (
        "KakaoTalk/KakaoTalk_<<year>><<mm>><<dd>>_<<hh>><<mi>>_<<n>>.txt",
        "Documents/카카오톡/사범님방_<<n>>.txt",
    ),
    """<<orgc>> 사범님방 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mm>>-<<dd>> <<time>>

--------------- <<year>>년 <<mm>>월 <<dd>>일 화요일 ---------------
[<<last>><<first>>] [오후 3:12] 관장님 출석체크 태블릿 비번 바뀌었나요?
[관장님] [오후 3:15] 네 어제 바꿨어요
[관장님] [오후 3:15] <<cred>>
[<<last>><<first>>] [오후 3:16] 감사합니다! 노란띠 심사 명단 올려둘게요
""",
    "human",
    syntax="",
)

FAM.reg(
    "dojang_toss_payments_spring_properties",
    (
        "dojang-app/src/main/resources/application-prod.properties",
        "srv/<<org>>-<<n>>/config/application.properties",
    ),
    """spring.datasource.url=jdbc:mysql://<<lan>>:3306/dojang
spring.datasource.username=dojang
spring.datasource.password=${DB_PASSWORD}
# 수련비 정기결제
toss.client-key=live_ck_<<hex24>>
toss.secret-key=<<cred>>
toss.success-url=https://<<dom>>/pay/success
""",
    "p:toss",
    syntax="",
)

FAM.reg(
    "dojang_alimtalk_kakao_rest_key_dotenv",
    ("srv/<<org>>-alimtalk/.env", "home/<<lf>>/chulseok-<<n>>/.env"),
    """# 출석 알림톡 (학부모 알림)
KAKAO_REST_API_KEY=<<cred>>
KAKAO_SENDER_KEY=<<hex24>>
ALIMTALK_TEMPLATE_ARRIVAL=ARRIVE_<<nn>>
ALIMTALK_TEMPLATE_LEAVE=LEAVE_<<nn>>
DOJANG_NAME=<<orgc>>태권도
""",
    "p:kakao",
    syntax="",
)


def _html_extra(r, s):
    return {"esc": enc_html(str(s["cred"]))}


def _html_dec(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


FAM.reg(
    "dojang_staff_accounts_html_entity_escaped",
    ("Documents/<<org>>/계정목록_<<n>>.html", "Desktop/accounts_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>도장 계정 목록</title></head>
<body>
<h2><<orgc>>태권도 - 계정</h2>
<table border="1">
<tr><th>서비스</th><th>아이디</th><th>비밀번호</th></tr>
<tr><td>국기원 심사 시스템</td><td><<org>><<nn>></td><td class="pw"><<esc>></td></tr>
<tr><td>네이버 밴드</td><td><<email>></td><td>밴드는 휴대폰 인증</td></tr>
</table>
</body></html>
""",
    lambda r, s: gen_pw(r, sym="&<>\"'"),
    syntax="",
    extra=_html_extra,
    decode=_html_dec,
)

FAM.reg(
    "dojang_belt_exam_korean_email_bimilbeonho",
    ("Mail/<<org>>/보낸편지함/<<n>>.eml", "Outlook/심사_<<n>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?7Iis7IKsIOyLnOyKpO2FnCDqs4TsoJU=?=
Date: Tue, <<dd>> Sep <<year>> <<time>>:45 +0900
Content-Type: text/plain; charset=UTF-8

<<first2>> 사범님,

다음 달 승품·단 심사 접수용 협회 시스템 계정입니다.
아이디: <<org>>dojang
비밀번호: <<cred>>

접수 마감은 15일입니다. 도복 사이즈도 같이 정리 부탁드려요.
<<last>><<first>> 드림
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "dojang_shuttle_bus_gps_reporter_py",
    ("home/pi/shuttle/<<org>>_gps_<<n>>.py", "opt/chaeryang-<<nn>>/report.py"),
    '''#!/usr/bin/env python3
"""도장 차량 위치를 학부모 앱 서버로 전송 (30초마다)."""
import time

import gpsd
import requests

API = "https://api.<<dom>>/v1/shuttle/<<nn>>/position"
API_KEY = "<<cred>>"

gpsd.connect()
while True:
    p = gpsd.get_current()
    requests.post(API, json={"lat": p.lat, "lon": p.lon}, headers={"X-Api-Key": API_KEY}, timeout=10)
    time.sleep(30)
''',
    "x:shb_:36",
)

FAM.reg(
    "dojang_cctv_memo_rtsp_url_txt",
    ("Desktop/CCTV 설정 메모_<<n>>.txt", "Documents/<<org>>/cctv_<<year>>.txt"),
    """CCTV 설정 (<<date>> 설치기사 방문)
녹화기: <<lan>> (웹 접속 http://<<lan>>)
채널1 수련장 정면  rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
채널2 탈의실 입구  rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
앱: DMSS, 기기번호 <<hex12>>
""",
    "pw_url",
    syntax="",
)

FAM.reg(
    "dojang_kakaotalk_mobile_reply_only_value",
    (
        "KakaoTalk/Talk_<<year>>.<<mm>>.<<dd>> <<hh>>:<<mi>>-<<n>>.txt",
        "Download/KakaoTalkChats_<<n>>.txt",
    ),
    """<<orgc>> 학부모회 님과 카카오톡 대화
저장한 날짜 : <<year>>. <<mm>>. <<dd>>. 오후 <<time>>

<<year>>. <<mm>>. <<dd>>. 오후 <<time>>, <<last>><<first>> : 관장님 도장 와이파이 비번 좀 알려주세요~ 애가 기다리면서 숙제해야 해서요
<<year>>. <<mm>>. <<dd>>. 오후 <<time2>>, 관장님 : <<cred>>
<<year>>. <<mm>>. <<dd>>. 오후 <<time2>>, <<last>><<first>> : 감사합니다 😊
""",
    "human_w",
    syntax="",
)
