# ruff: noqa: E501
"""Family m: a school-meal (급식) canteen operator in Busan, South Korea; Korean."""

from __future__ import annotations

from seventythird_spec import Fam

F = Fam(
    name="geupsik_busan_school_canteen_operator",
    orgs=("geupsikdream", "haeundaemeal", "busanbapsang", "kimbapnara"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("은정", "eunjung"),
        ("영호", "youngho"),
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
        "kimchi",
        "bulgogi",
        "bibimbap",
        "tteokbokki",
        "haeundae",
        "gwangalli",
        "busan",
        "giants",
        "lotte",
        "jagalchi",
        "sarang",
        "dubu",
        "japchae",
        "miyeok",
        "kimbap",
        "seomyeon",
        "doenjang",
        "gimbap",
    ),
    pets=("bori", "choco", "kongi", "nabi", "happy", "dubu"),
    cc="+82",
    city="부산광역시",
)

F.reg(
    "geupsik_neis_meal_openapi_key_python",
    ("scripts/neis_menu_<<n3>>.py", "home/<<first_a>>/geupsik/neis_sikdan_<<date>>.py"),
    '''"""나이스 교육정보 개방 포털 - 급식식단정보 (학교별 주간 식단, 알레르기 번호)"""
import requests

NEIS_KEY = "<<cred>>"
ATPT = "C10"  # 부산광역시교육청
SCHOOLS = {"해운대중학교": "<<n4>><<n3>>", "광안초등학교": "<<n4>><<n3>>"}


def sikdan(code: str, ymd: str):
    r = requests.get(
        "https://open.neis.go.kr/hub/mealServiceDietInfo",
        params={"KEY": NEIS_KEY, "Type": "json", "ATPT_OFCDC_SC_CODE": ATPT, "SD_SCHUL_CODE": code, "MLSV_YMD": ymd},
        timeout=15,
    )
    return r.json()
''',
    "p:neis",
)


def _kakao(s: dict) -> str:
    return (
        f"영양사실 단톡 님과 카카오톡 대화\n저장한 날짜 : {s['year']}-{s['mo']}-{s['d']} 18:02\n\n"
        f"--------------- {s['year']}년 {int(s['mo'])}월 {int(s['d'])}일 ---------------\n"
        f"[{s['first']}] [오전 7:4{s['n'] % 10}] 학교장터(S2B) 비밀번호 바뀌었나요? 로그인이 안 돼요\n"
        f"[{s['first2']}] [오전 7:5{s['n'] % 10}] 아이디 {s['org']}{s['n']}\n"
        f"[{s['first2']}] [오전 7:5{s['n'] % 10}] 비밀번호 {s['cred']}\n"
        f"[{s['first2']}] [오전 7:5{s['n'] % 10}] 오늘 중식 잡채 알레르기(5,6,13) 표시 꼭 확인해 주세요\n"
        f"[{s['first']}] [오전 7:59] 네 감사합니다!\n"
    )


F.reg(
    "geupsik_kakaotalk_pc_export_bimilbeonho_s2b",
    (
        "카카오톡 받은 파일/KakaoTalk_<<date>>_<<n4>>.txt",
        "Documents/KakaoTalk_Chat_영양사실_<<n>>.txt",
    ),
    _kakao,
    "human",
    syntax="",
)

F.reg(
    "geupsik_aligo_alimtalk_parents_php",
    ("alimtalk/send_menu_<<n>>.php", "www/<<org>>/lib/aligo_<<n3>>.php"),
    """<?php
// 알리고 카카오 알림톡: 학부모에게 주간 식단 및 알레르기 안내
$aligo = [
    'apikey' => '<<cred>>',
    'userid' => '<<org>>',
    'senderkey' => '<<hex32>><<hex8>>',
    'tpl_code' => 'TK_<<n4>>',
    'sender' => '051-<<n3>>-<<n4>>',
];
$url = 'https://kakaoapi.aligo.in/akv10/alimtalk/send/';
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "geupsik_toss_payments_meal_fee_node_env",
    ("meal-fee/.env", "apps/<<org>>-billing/.env.production"),
    """# 방과후·교직원 식비 결제 (토스페이먼츠)
TOSS_CLIENT_KEY=live_ck_<<hex16>>
TOSS_SECRET_KEY=<<cred>>
TOSS_SUCCESS_URL=https://pay.<<dom>>/success
DATABASE_URL=mysql://mealfee@<<ip>>:3306/mealfee
""",
    "p:toss",
    syntax="",
)

F.reg(
    "geupsik_douzone_smart_a_mssql_udl_file",
    ("회계/더존연결_<<n>>.udl", "C/Users/<<first_a>>/Desktop/smarta_<<n3>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=DZ_<<orgc>>;Data Source=<<lan>>\\DZSQLV14
""",
    "pw",
    syntax="",
)

F.reg(
    "geupsik_wisenet_cctv_kitchen_nvr_xml",
    ("cctv/wisenet_devices_<<n>>.xml", "SSM/<<org>>/DeviceList_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceList site="급식실 조리장">
  <Device name="조리실 CAM1" model="XNO-6080R" ip="<<lan>>" port="80" user="admin" password="<<cred>>" />
  <Device name="검수실 CAM2" model="XND-6080" ip="<<ip>>" port="80" user="admin" password="<<cred>>" />
  <Recorder model="XRN-810S" channels="8" retention_days="30" />
</DeviceList>
""",
    "pw_xml",
)

F.reg(
    "geupsik_nutritionist_handover_memo_korean_md",
    ("인수인계/영양사_인수인계_<<date>>.md", "Notes/handover_<<org>>_<<n3>>.md"),
    """# 영양사 인수인계 (<<date>>)

## 매일
- 07:30 검수: 냉장 5℃ 이하, 냉동 -18℃ 이하 확인 후 검수일지 기록
- 보존식 144시간 보관 (-18℃)

## 계정
- 학교장터(S2B): 아이디 `<<org>><<n>>`
- 비번: <<cred>>
- K-에듀파인은 학교 행정실에서 인증서로 로그인

## 업체 연락처
- 농산물: <<phone>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "geupsik_haccp_temp_app_fcm_server_key_kotlin",
    ("app/src/main/java/kr/geupsik/haccp/PushConfig.kt", "android/<<org>>/haccp/FcmKeys<<n>>.kt"),
    """package kr.geupsik.haccp

// 냉장고 온도 이탈 시 조리실장 휴대폰으로 푸시 (FCM legacy HTTP)
object PushConfig {
    const val FCM_ENDPOINT = "https://fcm.googleapis.com/fcm/send"
    const val FCM_SERVER_KEY = "<<cred>>"
    const val TOPIC = "/topics/kitchen_<<n>>"
}
""",
    "p:firebase_server",
    syntax="",
)
