# ruff: noqa: E501
"""Family o: a Korean 가정어린이집 (home day-care centre for infants) in Suwon: KakaoTalk, the
childcare information system, Toss Payments, Aligo SMS, NCP SENS, the CCTV recorder the law
requires, and a parents' app that keeps its login in shared preferences."""

from __future__ import annotations

import datetime
import random
import xml.etree.ElementTree as ET

from hundredthirtyfifth_spec import Fam, Slots, alnum, digits, enc_b64

FAM = Fam(
    "eorinijip_gajeong_suwon",
    orgs=("haessal", "saetbyeol", "poongsun", "mindeulle"),
    tld="kr",
    first=(
        "지은",
        "수진",
        "민지",
        "은영",
        "현주",
        "미영",
        "서연",
        "혜진",
        "보람",
        "유나",
        "소영",
        "하은",
        "정민",
        "다은",
    ),
    first_latin=(
        "Jieun",
        "Sujin",
        "Minji",
        "Eunyoung",
        "Hyunju",
        "Miyoung",
        "Seoyeon",
        "Hyejin",
        "Boram",
        "Yuna",
        "Soyoung",
        "Haeun",
        "Jungmin",
        "Daeun",
    ),
    last=("김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오"),
    last_latin=(
        "Kim",
        "Lee",
        "Park",
        "Choi",
        "Jung",
        "Kang",
        "Cho",
        "Yoon",
        "Jang",
        "Lim",
        "Han",
        "Oh",
    ),
    words=(
        "haessal",
        "saetbyeol",
        "sarang",
        "dubu",
        "kimchi",
        "poongsun",
        "suwon",
        "hwaseong",
        "haneul",
        "nabi",
        "sonamu",
        "ttokki",
        "pororo",
        "saranghae",
        "mindeulle",
        "kongnamul",
        "byeolbit",
        "gureum",
    ),
    pets=("choco", "dubu", "bori", "kkami", "kongi", "nabi", "mongi", "haru"),
    months=(
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),
    phone="+82 10-####-####",
    city=("수원시 영통구", "수원시 권선구", "수원시 팔달구", "수원시 장안구", "수원시 광교"),
)
reg = FAM.reg
WEEKDAY_KO = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")


def kakao_extra(rng: random.Random, s: Slots) -> Slots:
    h = int(s["hh"])
    wd = datetime.date(int(s["year"]), int(s["mo"]), int(s["d"])).weekday()
    return {
        "wd": WEEKDAY_KO[wd],
        "ap": "오후" if h >= 12 else "오전",
        "h": str(h - 12 if h > 12 else h),
        "m_": str(int(s["mo"])),
        "d_": str(int(s["d"])),
    }


reg(
    "eorinijip_kakaotalk_pc_export_bimilbeonho",
    (
        "KakaoTalk_<<year>><<mo>><<d>>_<<hh>><<mi>>_<<ss>>_<<nnn>>_group.txt",
        "카톡백업/<<org>>/학부모방_<<n>>.txt",
    ),
    """<<org>> 학부모방 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mo>>-<<d>> 21:04:11

--------------- <<year>>년 <<m_>>월 <<d_>>일 <<wd>> ---------------
[<<last>><<first>> 선생님] [<<ap>> <<h>>:<<mi>>] 안녕하세요 어머님들~ CCTV 열람 앱 비밀번호가 변경되었습니다
[<<kid>>맘] [<<ap>> <<h>>:<<mi2>>] 선생님 새 비밀번호 알려주세요!
[<<last>><<first>> 선생님] [<<ap>> <<h>>:<<mi2>>] 아이디: <<org>>
[<<last>><<first>> 선생님] [<<ap>> <<h>>:<<mi2>>] 비밀번호: <<cred>>
[<<kid>>맘] [<<ap>> <<h>>:<<mi3>>] 감사합니다 🙏
[<<last>><<first>> 선생님] [<<ap>> <<h>>:<<mi3>>] 외부 유출은 절대 안 됩니다~
""",
    extra=kakao_extra,
)

reg(
    "eorinijip_toss_payments_spring_application_yml",
    ("src/main/resources/application-prod.yml", "<<org>>-api/src/main/resources/application.yml"),
    """spring:
  datasource:
    url: jdbc:mysql://localhost:3306/eorinijip
    username: app
    password: ${DB_PASSWORD}
  jpa:
    open-in-view: false

toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: <<cred>>
    success-url: https://<<dom>>/payments/success
    fail-url: https://<<dom>>/payments/fail

server:
  port: 8080
""",
    "p:toss",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)

reg(
    "eorinijip_aligo_sms_notice_php",
    ("sms/<<org>>/send.php", "admin/lib/aligo_<<n>>.php"),
    """<?php
// 학부모 문자 알림 (알리고) – 휴원, 귀가 안내, 투약 의뢰 확인
$sms_url = "https://apis.aligo.in/send/";
$sms['user_id'] = "<<aligo_user>>";
$sms['key'] = "<<cred>>";
$sms['sender'] = "<<sender>>";
$sms['receiver'] = $_POST['receiver'];
$sms['msg'] = stripslashes($_POST['msg']);
$sms['msg_type'] = 'SMS';

$oCurl = curl_init();
curl_setopt($oCurl, CURLOPT_URL, $sms_url);
curl_setopt($oCurl, CURLOPT_POST, 1);
curl_setopt($oCurl, CURLOPT_RETURNTRANSFER, true);
curl_setopt($oCurl, CURLOPT_POSTFIELDS, $sms);
$ret = curl_exec($oCurl);
curl_close($oCurl);
echo $ret;
""",
    "ldig:32",
    extra=lambda rng, s: {
        "aligo_user": f"{s['org']}{rng.randint(1, 99)}",
        "sender": "031" + digits(rng, 7),
    },
)


def amp_pw(rng: random.Random, s: Slots) -> str:
    a, b = rng.sample(FAM.words, 2)
    forms = (
        f"{a.capitalize()}&{b}{rng.randint(1, 99)}",
        f"{s['fa'].lower()}&{s['org']}{rng.randint(10, 99)}",
        f"{a}&{rng.randint(1000, 9999)}!",
    )
    return forms[rng.randrange(3)]


def prefs_extra(rng: random.Random, s: Slots) -> Slots:
    return {
        "enc": s["cred"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"),
        "epoch": str(rng.randint(1_735_000_000_000, 1_790_000_000_000)),
    }


def prefs_decode(text: str) -> str:
    root = ET.fromstring(text.encode())
    for el in root.iter("string"):
        if el.get("name") == "login_pw":
            return el.text or ""
    raise ValueError("login_pw not found")


reg(
    "eorinijip_parents_app_shared_prefs_xml_entity",
    (
        "data/data/kr.<<org>>.parents/shared_prefs/login.xml",
        "adb-backup/<<org>>/apps/kr.<<org>>.parents/sp/login.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="login_id"><<user>></string>
    <string name="login_pw"><<enc>></string>
    <boolean name="auto_login" value="true" />
    <string name="center_name"><<org>> 가정어린이집</string>
    <long name="last_sync" value="<<epoch>>" />
</map>
""",
    amp_pw,
    extra=prefs_extra,
    decode=prefs_decode,
)

reg(
    "eorinijip_cctv_nvr_admin_note_ocr",
    ("scan/<<org>>/nvr_메모_<<nn>>.txt", "ocr/IMG_<<year>><<mo>><<d>>_<<nnn>>.txt"),
    """CCTV 녹화기 (NVR) 관리자
아이디: admin
비밀번호: <<cred>>
원격 접속: <<ddns>>.iptime.org:8000
※ 영상 60일 보관 필수 (영유아보육법)
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"ddns": f"{s['org']}{rng.randint(1, 99)}"},
)

reg(
    "eorinijip_kakao_admin_key_python",
    ("scripts/<<org>>/kakao_notice.py", "tools/kakao_<<year>>.py"),
    '''"""카카오 API로 원 공지(나에게 보내기 테스트 포함)와 주소 검색을 처리한다."""

import requests

KAKAO_ADMIN_KEY = "<<cred>>"  # 카카오 디벨로퍼스 > 내 애플리케이션 > 앱 키 > Admin 키
HEADERS = {"Authorization": f"KakaoAK {KAKAO_ADMIN_KEY}"}


def address_search(query: str) -> dict:
    r = requests.get(
        "https://dapi.kakao.com/v2/local/search/address.json",
        params={"query": query},
        headers=HEADERS,
        timeout=10,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(address_search("경기도 <<city>>"))
''',
    "hex:32",
)

reg(
    "eorinijip_email_childcare_system_imsi_bimilbeonho",
    ("mail/<<org>>/보육통합정보시스템 임시 비밀번호.eml", "inbox/센터_<<nnn>>.eml"),
    """From: 수원시육아종합지원센터 <support@suwonccic.kr>
To: <<email>>
Subject: =?UTF-8?B?<<subj>>?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

안녕하세요 <<last>><<first>> 원장님,

요청하신 보육통합정보시스템 임시 비밀번호를 안내드립니다.

아이디: <<user>>
임시 비밀번호: <<cred>>

로그인 후 반드시 비밀번호를 변경해 주시기 바랍니다.

수원시육아종합지원센터 드림
""",
    extra=lambda rng, s: {"subj": enc_b64("보육통합정보시스템 임시 비밀번호 안내")},
)

reg(
    "eorinijip_ncloud_sens_sms_java_config",
    (
        "src/main/java/kr/<<org>>/sms/SensConfig.java",
        "<<org>>-admin/src/main/java/sms/SensConfig.java",
    ),
    """package kr.<<org>>.sms;

/** 네이버 클라우드 SENS 문자 발송 설정 (귀가 알림, 휴원 공지) */
public final class SensConfig {
    public static final String ACCESS_KEY = "<<ak>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String SERVICE_ID = "ncp:sms:kr:<<sid>>:<<org>>";
    public static final String FROM = "<<sender>>";

    private SensConfig() {}
}
""",
    "alnum:40",
    extra=lambda rng, s: {
        "ak": alnum(rng, 20),
        "sid": digits(rng, 9),
        "sender": "031" + digits(rng, 7),
    },
)
