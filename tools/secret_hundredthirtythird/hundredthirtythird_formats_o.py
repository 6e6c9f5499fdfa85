# ruff: noqa: E501
"""Family o: a self-service 주유소 (petrol station with an automatic car wash) in Chungcheong, South Korea."""

from __future__ import annotations

import base64
import json

from hundredthirtythird_corpus import DIGITS, alnum
from hundredthirtythird_spec import Fam, b64s, prov

F = Fam(
    name="juyuso_self_chungcheong",
    orgs=("cheonanselfoil", "sejongjuyuso", "asanenergy", "gongjuoil", "dangjinstation"),
    tld="co.kr",
    first=(
        "minjun",
        "seoyeon",
        "jihoon",
        "jiwoo",
        "hyunwoo",
        "soyeon",
        "donghyun",
        "yuna",
        "sungmin",
        "eunji",
    ),
    last=("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"),
    lfirst=("민준", "서연", "지훈", "지우", "현우", "소연", "동현", "유나", "성민", "은지"),
    llast=("김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"),
    words=(
        "cheonan",
        "daejeon",
        "juyuso",
        "sejong",
        "eagles",
        "hodu",
        "sarang",
        "selfoil",
        "gongju",
        "asan",
        "baekje",
        "gyeryong",
        "hwaiting",
        "saemaeul",
        "gaja",
        "haengbok",
    ),
    cities=("Cheonan", "Asan", "Sejong", "Gongju", "Dangjin", "Daejeon"),
    cc="+82",
    tz="+0900",
    pets=("choco", "kongi", "dubu", "bori", "hodu", "maru"),
    family_first="",
)


def _kakao_time(hhmm: str) -> str:
    h, m = (int(x) for x in hhmm.split(":"))
    return f"{'오전' if h < 12 else '오후'} {(h - 1) % 12 + 1}:{m:02d}"


F.reg(
    "juyuso_station_finder_kakao_rest_api_key_js",
    ("web/src/lib/kakaoLocal.js", "<<org>>-web/src/api/kakao_<<n2>>.js"),
    """// 주유소 위치/길찾기 (카카오 로컬 API)
const KAKAO_REST_API_KEY = '<<cred>>';

export async function searchAddress(query) {
  const url = `https://dapi.kakao.com/v2/local/search/address.json?query=${encodeURIComponent(query)}`;
  const res = await fetch(url, { headers: { Authorization: `KakaoAK ${KAKAO_REST_API_KEY}` } });
  if (!res.ok) throw new Error(`kakao ${res.status}`);
  return (await res.json()).documents;
}

export const STATION = { name: '<<org_cap>> 셀프주유소', lat: 36.<<n4>>, lng: 127.<<n5>> };
""",
    "p:kakao_rest",
    syntax="",
)

F.reg(
    "juyuso_carwash_membership_toss_payments_dotenv",
    ("carwash-membership/.env.production", "<<org>>-wash/.env"),
    """# 자동세차 월정액 멤버십 결제 (토스페이먼츠)
NEXT_PUBLIC_SITE_URL=https://wash.<<dom>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=<<ck>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=postgresql://wash@<<lan>>:5432/membership
MEMBERSHIP_PRICE=29900
""",
    "p:toss_sk",
    syntax="",
    extra=lambda rng, s: {"ck": prov(rng, "toss_ck")},
)

F.reg(
    "juyuso_kakaotalk_pc_export_bimilbeonho_pos",
    ("KakaoTalk/KakaoTalk_<<date>>_<<lfirst2>>.txt", "카톡백업/<<org>>_사장님_<<n2>>.txt"),
    """<<lname2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

--------------- <<year>>년 <<month>>월 <<day>>일 ---------------
[<<lname>>] [<<k1>>] 사장님 POS 관리자 화면 비밀번호가 바뀐 것 같아요 유가 변경이 안 돼요
[<<lname2>>] [<<k2>>] 아 어제 바꿨어요
[<<lname2>>] [<<k2>>] 아이디 manager
[<<lname2>>] [<<k2>>] 비밀번호 <<cred>>
[<<lname2>>] [<<k3>>] 알바생들한테는 알려주지 마세요
[<<lname>>] [<<k4>>] 네 알겠습니다 감사합니다
""",
    "human",
    syntax="",
    extra=lambda rng, s: {f"k{i}": _kakao_time(s[f"t{i}"]) for i in range(1, 5)},
)


def _ncr(rng, s):
    access = prov(rng, "ncloud_access")
    reg = f"{s['org']}.kr.ncr.ntruss.com"
    return {
        "text": json.dumps(
            {
                "auths": {reg: {"auth": b64s(f"{access}:{s['cred']}")}},
                "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
            },
            indent="\t",
        )
        + "\n",
    }


def _dec_ncr(text: str) -> str:
    auths = json.loads(text)["auths"]
    auth = next(iter(auths.values()))["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


F.reg(
    "juyuso_ncloud_container_registry_docker_config_auth",
    ("home/deploy/.docker/config.json", "ci/<<org>>/docker_config_<<n2>>.json"),
    lambda s: s["text"],
    "p:ncloud_secret",
    extra=_ncr,
    decode=_dec_ncr,
)

F.reg(
    "juyuso_price_change_solapi_sms_python",
    ("scripts/price_sms.py", "<<org>>/notify/solapi_<<n2>>.py"),
    '''"""유가 변경 시 법인 고객에게 문자 발송 (솔라피)"""

from solapi import SolapiMessageService
from solapi.model import RequestMessage

API_KEY = "<<key>>"
API_SECRET = "<<cred>>"
SENDER = "<<sender>>"

service = SolapiMessageService(api_key=API_KEY, api_secret=API_SECRET)


def notify(numbers, gasoline, diesel):
    text = f"[<<org_cap>>] 오늘 휘발유 {gasoline}원 / 경유 {diesel}원 입니다."
    for n in numbers:
        service.send(RequestMessage(from_=SENDER, to=n, text=text))
''',
    "p:solapi_secret",
    syntax="py",
    extra=lambda rng, s: {"key": prov(rng, "solapi_key"), "sender": "041" + alnum(rng, 7, DIGITS)},
)

F.reg(
    "juyuso_self_pos_database_korean_keys_ini",
    ("C:/SelfPOS/config/pos.ini", "POS/<<org>>/설정_<<n2>>.ini"),
    """[주유소]
상호=<<org_cap>> 셀프주유소
사업자번호=<<biz>>
주유기수=<<n1>>

[DB]
서버=<<lan>>
포트=1433
데이터베이스=SELFPOS
사용자=posadmin
비밀번호=<<cred>>

[오피넷]
유가전송=Y
전송주기=60
""",
    "pw",
    syntax="ini",
    extra=lambda rng, s: {
        "biz": f"{alnum(rng, 3, DIGITS)}-{alnum(rng, 2, DIGITS)}-{alnum(rng, 5, DIGITS)}"
    },
)

F.reg(
    "juyuso_email_gongdong_injeungseo_bimilbeonho",
    ("메일/받은편지함/<<date>> 인증서 전달.eml", "mail/<<org>>/cert_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: =?UTF-8?B?6rO164+Z7J247Kad7IScIOyghOuLrA==?=
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<lname>> 실장님 안녕하세요,

홈택스 부가세 신고용 사업자 공동인증서 파일을 첨부(NPKI 폴더 압축)로 보내드립니다.
인증서 비밀번호는 아래와 같습니다.

비밀번호: <<cred>>

설치 후 이 메일은 삭제해 주세요.

<<lname2>> 드림
<<city>> 세무회계
""",
    "human",
    syntax="",
)

F.reg(
    "juyuso_carwash_counter_esp32_arduino_wifi_ino",
    ("carwash_counter/carwash_counter.ino", "firmware/<<org>>/wash_counter_<<n2>>.ino"),
    """// 자동세차기 입차 카운터 (ESP32) - 결과를 서버로 전송
#include <WiFi.h>
#include <HTTPClient.h>

const char* WIFI_SSID = "<<org_up>>_OFFICE";
const char* WIFI_PASSWORD = "<<cred>>";
const char* SERVER = "http://<<lan>>:8080/api/wash/count";
const int SENSOR_PIN = 27;

volatile int carCount = 0;

void IRAM_ATTR onCar() { carCount++; }

void setup() {
  Serial.begin(115200);
  pinMode(SENSOR_PIN, INPUT_PULLUP);
  attachInterrupt(digitalPinToInterrupt(SENSOR_PIN), onCar, FALLING);
  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);
  while (WiFi.status() != WL_CONNECTED) { delay(500); }
}

void loop() {
  HTTPClient http;
  http.begin(SERVER);
  http.addHeader("Content-Type", "application/json");
  http.POST("{\\"count\\":" + String(carCount) + "}");
  http.end();
  delay(60000);
}
""",
    "human_x",
    syntax="",
)
