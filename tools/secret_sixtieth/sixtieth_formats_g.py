# ruff: noqa: E501
"""Family g: a lift and elevator maintenance contractor in Incheon (South Korea)."""

from __future__ import annotations

from sixtieth_spec import ALNUM, DIGITS, UPPER, Fam, alnum, jdump

FAM = Fam(
    "seungganggi_bosu_incheon",
    orgs=("hanulseung",),
    tld="co.kr",
    people=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("현우", "hyunwoo"),
        ("동현", "donghyun"),
        ("수진", "sujin"),
        ("영호", "youngho"),
        ("성민", "sungmin"),
    ),
    surnames=(
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
        "sarang",
        "gamsa",
        "haengbok",
        "incheon",
        "songdo",
        "wolmido",
        "bosu",
        "jeomgeom",
        "anjeon",
        "hangang",
        "bulgogi",
        "seunggang",
        "hanul",
        "dubu",
    ),
    pets=("bori", "choco", "kongi", "dubu", "happy", "mongi", "ttoli"),
    cities=("인천 남동구", "인천 부평구", "송도", "부천", "김포", "시흥"),
    cc="+82",
)

FAM.reg(
    "seungganggi_kakaotalk_txt_bibeon_jeomgeom_app",
    ("KakaoTalk/KakaoTalkChats_<<n>>.txt", "Documents/카카오톡 대화_<<first>>_<<n>>.txt"),
    """<<last>><<first>> 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<mo>>. <<d>>. 오후 5:<<mi>>

<<y>>. <<mo>>. <<d>>. 오전 9:12, <<last2>><<first2>> : 팀장님 <<city>> 아파트 3호기 정기점검 들어왔는데 점검앱 로그인이 안돼요
<<y>>. <<mo>>. <<d>>. 오전 9:15, <<last>><<first>> : 아이디 <<login>>
<<y>>. <<mo>>. <<d>>. 오전 9:15, <<last>><<first>> : 비번 <<cred>>
<<y>>. <<mo>>. <<d>>. 오전 9:16, <<last>><<first>> : 점검 끝나면 사진 올리고 관리사무소 서명 받아요
<<y>>. <<mo>>. <<d>>. 오전 9:20, <<last2>><<first2>> : 네 알겠습니다
""",
    "human",
    syntax="",
)

FAM.reg(
    "seungganggi_solapi_alimtalk_dotenv",
    ("notify/.env", "servers/alimtalk_<<n>>/.env"),
    """# 고장 접수 알림톡 (관리사무소 / 기사 호출)
SOLAPI_API_KEY=NCS<<akey>>
SOLAPI_API_SECRET=<<cred>>
SOLAPI_SENDER=<<phone>>
KAKAO_PF_ID=KA01PF<<n>><<n4>>
""",
    lambda rng, s: alnum(rng, 32, UPPER + DIGITS),
    syntax="",
    extra=lambda rng, s: {"akey": alnum(rng, 13, UPPER + DIGITS)},
)

FAM.reg(
    "seungganggi_remote_monitoring_gateway_json_mqtt",
    ("gateway/<<n>>/config.json", "현장/원격감시_<<n>>.json"),
    lambda s: jdump(
        {
            "site": f"{s['city']} 아파트 {s['n2']}동",
            "elevators": [
                {"no": 1, "controller": "VVVF", "serial": s["serial"]},
                {"no": 2, "controller": "VVVF"},
            ],
            "mqtt": {
                "host": f"mqtt.{s['dom']}",
                "port": 8883,
                "username": f"gw{s['n']}",
                "password": s["cred"],
                "topic": f"lift/{s['n']}/status",
            },
            "alarm_call": {"phone": s["phone"], "retry": 3},
        }
    ),
    "pw_json",
)

FAM.reg(
    "seungganggi_email_bimilbeonho_gwanri_portal",
    ("메일/보낸메일/계정안내_<<n>>.eml", "mail/sent/portal_account_<<n>>.eml"),
    """From: <<orgc>> 고객지원 <support@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?7Iq56rCV6riwIOygkOqygCDtj6ztg4gg6rOE7KCVIOyViOuCtA==?=
Date: Mon, <<d>> Apr <<y>> <<time>>:03 +0900
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

관리사무소장님 안녕하세요.
<<orgc>>승강기 <<last>><<first>> 기사입니다.

월간 점검 결과와 고장 이력을 확인하실 수 있는 고객 포털 계정을 안내드립니다.

아이디: <<login2>>
비밀번호: <<cred>>

최초 로그인 후 비밀번호를 변경해 주세요.
감사합니다.
""",
    "pw",
    syntax="",
)

FAM.reg(
    "seungganggi_jeomgeom_ilji_csv_wifi_bibeon",
    ("점검일지/<<y>>_<<mo>>_<<n>>.csv", "Desktop/jeomgeom_<<n>>.csv"),
    """현장명,호기,점검일,담당기사,관리사무소 전화,기계실 와이파이,와이파이 비밀번호,비고
<<city>> 아파트 <<n2>>동,1호기,<<date>>,<<last>><<first>>,<<phone2>>,<<ssid>>,<<cred>>,도어 스위치 교체
<<city>> 아파트 <<n2>>동,2호기,<<date>>,<<last>><<first>>,<<phone2>>,,,이상 없음
""",
    "wifi",
    syntax="",
)

FAM.reg(
    "seungganggi_ncloud_sens_sms_python_secret_key",
    ("sms/고장알림_<<n>>.py", "scripts/sens_sms_<<n>>.py"),
    """import base64
import hashlib
import hmac
import time

import requests

ACCESS_KEY = "<<akey>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:sms:kr:<<n>>:elevator"


def send(to: str, text: str) -> int:
    ts = str(int(time.time() * 1000))
    uri = f"/sms/v2/services/{SERVICE_ID}/messages"
    msg = f"POST {uri}\\n{ts}\\n{ACCESS_KEY}"
    sig = base64.b64encode(hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest()).decode()
    r = requests.post(
        "https://sens.apigw.ntruss.com" + uri,
        headers={"x-ncp-apigw-timestamp": ts, "x-ncp-iam-access-key": ACCESS_KEY, "x-ncp-apigw-signature-v2": sig},
        json={"type": "SMS", "from": "<<phone>>", "content": text, "messages": [{"to": to}]},
        timeout=10,
    )
    return r.status_code
""",
    "alnum:40",
    extra=lambda rng, s: {"akey": alnum(rng, 20, ALNUM)},
)

FAM.reg(
    "seungganggi_kakao_rest_key_route_planner_js",
    ("dispatch/route_<<n>>.js", "web/출동경로_<<n>>.js"),
    """// 출동 경로 계산 (카카오 모빌리티 길찾기)
const KAKAO_REST_KEY = "<<cred>>";

async function route(origin, destination) {
  const url = `https://apis-navi.kakaomobility.com/v1/directions?origin=${origin}&destination=${destination}`;
  const res = await fetch(url, { headers: { Authorization: `KakaoAK ${KAKAO_REST_KEY}` } });
  const data = await res.json();
  return data.routes[0].summary.duration;
}

module.exports = { route };
""",
    "hex:32",
    syntax="",
)

FAM.reg(
    "seungganggi_sticky_note_ocr_anydesk_bibeon",
    ("사진/메모_<<n>>.txt", "OCR/monitor_note_<<n>>.txt"),
    """사무실 PC
윈도우 비번 <<n4>>
애니데스크 무인접속 비번
<<cred>>
승강기안전공단 공인인증서는 USB에
""",
    "human",
    syntax="",
)
