# ruff: noqa: E501
"""Family h: an elderly day-care centre in Daegu, South Korea (Korean)."""

from __future__ import annotations

import json
import random

from hundredth_spec import Fam, Slots, pick

FAM = Fam(
    name="gyeongro_noindang_eldercare",
    orgs=("haneulsarang", "hanbitmaeul"),
    tld="or.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수진", "sujin"),
        ("영희", "younghee"),
        ("철수", "chulsoo"),
        ("은정", "eunjung"),
        ("동현", "donghyun"),
        ("미경", "mikyung"),
        ("성민", "sungmin"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
        ("장", "jang"),
    ),
    words=(
        "haneul",
        "sarang",
        "hyodo",
        "halmeoni",
        "dalgubeol",
        "palgongsan",
        "saranghae",
        "haengbok",
        "hanbit",
        "kimchi",
        "gyeongro",
        "nuri",
        "bomnal",
        "dasom",
        "insam",
        "apple",
    ),
    pets=("bori", "kongi", "choco", "dubu", "mongi", "hodu", "ttoki", "nabi"),
    cc="+82",
)
reg = FAM.reg

reg(
    "gyeongro_kakaotalk_export_bimilbeonho",
    (
        "KakaoTalk/KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mm>>_<<ss>>_<<k>>_group.txt",
        "카톡내보내기/요양보호사방_<<fa>>.txt",
    ),
    """하늘사랑 주간보호 선생님방 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<mo>>. <<d>>. 오후 <<h12>>:<<mm>>

<<y>>년 <<mo>>월 <<d>>일 오전 8:12
<<y>>. <<mo>>. <<d>>. 오전 8:12, <<last>><<first>> : 오늘 송영차량 2호차 기사님 결근입니다
<<y>>. <<mo>>. <<d>>. 오전 8:15, <<last2>><<first2>> : 장기요양 정보시스템 공인인증서 비밀번호가 뭐였죠? 급여제공기록 올려야 해서요
<<y>>. <<mo>>. <<d>>. 오전 8:16, <<last>><<first>> : <<cred>>
<<y>>. <<mo>>. <<d>>. 오전 8:16, <<last>><<first>> : 보시고 메시지 지워주세요
<<y>>. <<mo>>. <<d>>. 오전 8:17, <<last2>><<first2>> : 네 감사합니다^^
""",
    "human",
    syntax="",
)

KO_WORDS = ("행복", "사랑", "하늘", "경로당", "효도", "봄날", "할머니", "우리집")


def _ko_pw(r: random.Random, f: Fam) -> str:
    return f"{pick(r, KO_WORDS)}{pick(r, KO_WORDS)}{r.randint(10, 2026)}{pick(r, '!@#')}"


def _kiosk(r: random.Random, s: Slots) -> str:
    return json.dumps(
        {
            "device": f"KIOSK-{s['k']:02d}",
            "center": s["org"],
            "mode": "attendance",
            "wifi": {"ssid": "HANEUL_5G", "security": "WPA2"},
            "admin": {"id": "manager", "password": s["cred"]},
            "font_scale": 1.6,
            "tts": True,
            "updated": f"{s['y']}-{s['mo']}-{s['d']}",
        },
        ensure_ascii=True,
        indent=2,
    )


def _dec_kiosk(text: str) -> str:
    return json.loads(text)["admin"]["password"]


reg(
    "gyeongro_attendance_kiosk_json_unicode_escaped",
    (
        "kiosk/config/settings_<<k>>.json",
        "sdcard/Android/data/kr.or.<<org>>.kiosk/files/settings-<<hex8>>.json",
    ),
    _kiosk,
    _ko_pw,
    decode=_dec_kiosk,
)

reg(
    "gyeongro_longterm_care_korean_email_bimilbeonho",
    ("메일/장기요양_계정안내_<<fa>>.eml", "mail/<<y>><<mo>><<d>>_ltc_<<k>>.eml"),
    """From: <<last2>><<first2>> <<<email2>>>
To: <<last>><<first>> <<<email>>>
Subject: [하늘사랑] 방문목욕 급여 청구 계정 안내
Date: <<d>> Mar <<y>> <<hh>>:<<mm>>:<<ss>> +0900
Content-Type: text/plain; charset="UTF-8"

<<first>> 선생님 안녕하세요.

다음 주부터 급여 청구를 맡아주셔서 감사합니다.
희망이음 / 장기요양 청구 프로그램(케어포) 계정입니다.

아이디: hn<<n>>
비밀번호: <<cred>>

첫 로그인 후 꼭 변경해 주세요. 어르신 개인정보가 있으니 PC방 등에서는 접속하지 마세요.

<<last2>><<first2>> 드림
""",
    "human",
    syntax="",
)

reg(
    "gyeongro_aligo_sms_api_key_php",
    ("sms/aligo_send_<<k>>.php", "admin/lib/aligo-<<fa>>.php"),
    """<?php
// 보호자 문자 발송 (알리고 SMS API)
$sms_url = "https://apis.aligo.in/send/";
$sms = [
    'key'      => '<<cred>>',
    'user_id'  => '<<org>>',
    'sender'   => '053<<n>>0<<k>>',
    'receiver' => $guardian_phone,
    'msg'      => '[하늘사랑] 오늘 어르신 송영 차량이 10분 늦게 도착합니다.',
];
$ch = curl_init($sms_url);
curl_setopt($ch, CURLOPT_POSTFIELDS, $sms);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "lower:32",
    syntax="",
)

reg(
    "gyeongro_toss_payments_secret_key_env",
    ("후원페이지/.env.production", "donate/<<org>>-<<k>>/.env"),
    """# 정기후원 결제 (토스페이먼츠)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    "p:toss",
    syntax="",
    extra=lambda r, s: {
        "ck": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(24)
        )
    },
)

reg(
    "gyeongro_shuttle_van_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar/conf/traccar_<<k>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- 송영차량 GPS (traccar) -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Asia/Seoul&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
    <entry key='notificator.types'>web,sms</entry>
</properties>
""",
    "pw_xml",
)

reg(
    "gyeongro_family_event_ics_wifi_description",
    ("calendar/가족초청행사_<<y>>.ics", "cal/haneul-event-<<k>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//NAVER//NAVER Calendar 1.0//KO
BEGIN:VEVENT
UID:<<uid>>@calendar.naver.com
DTSTAMP:<<y>><<mo>><<d>>T<<hh>><<mm>>00Z
DTSTART;TZID=Asia/Seoul:<<y>><<mo>><<d>>T140000
DTEND;TZID=Asia/Seoul:<<y>><<mo>><<d>>T170000
SUMMARY:가족 초청 어버이날 행사
LOCATION:하늘사랑 주간보호센터 2층 강당
DESCRIPTION:준비물: 카네이션 40개\\n프로젝터 노트북 와이파이 HANEUL_EVENT / <<cred>>\\n사진 촬영 동의서 확인
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    "gyeongro_memo_txt_id_bibeon_label",
    ("바탕화면/메모_<<k>>.txt", "Desktop/아이디비번_<<fa>>.txt"),
    """국민건강보험 장기요양 포털
아이디 : <<org>><<k>>
비번 : <<cred>>

홈택스 - 센터장님 인증서 (USB)
CCTV 앱 - 관리자 폰에만
""",
    "human",
    syntax="",
)
