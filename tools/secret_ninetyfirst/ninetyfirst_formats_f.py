# ruff: noqa: E501
"""Family f: a science centre in Daejeon, South Korea (Korean in Hangul; KakaoTalk, Toss
Payments ticketing, Naver Cloud object storage, a planetarium show controller, ESP32 hands-on
exhibits, dome projectors over PJLink)."""

from __future__ import annotations

from ninetyfirst_spec import Fam, dec_basic, enc_basic, grab

FAM = Fam(
    name="daejeon_science_centre_korea",
    orgs=("hanbitgwahak", "daejeonsci", "expogwahak"),
    titles=("한빛과학관", "대전어린이과학센터", "엑스포과학체험관"),
    tld="kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("도윤", "doyun"),
        ("지우", "jiwoo"),
        ("하은", "haeun"),
        ("예준", "yejun"),
        ("수아", "sua"),
        ("지호", "jiho"),
        ("유진", "yujin"),
        ("현우", "hyunwoo"),
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
        "hanbit",
        "daejeon",
        "expo",
        "kumdori",
        "gyeryong",
        "sarang",
        "haneul",
        "byeol",
        "uju",
        "gwahak",
        "nuri",
        "dalbit",
        "kimchi",
        "bibimbap",
        "hangang",
        "mugunghwa",
        "saebyeok",
        "dokdo",
    ),
    uwords=(),
    pets=("kkami", "choco", "dubu", "bori", "mandu", "kongi", "haru"),
    city="Daejeon",
    cc="+82 10-",
)

FAM.reg(
    "daejeon_kakaotalk_pc_export_reply_only",
    ("KakaoTalk/KakaoTalk_<<date>>_<<hh>><<mi>>_<<n>>.txt", "Documents/카카오톡 대화_<<n3>>.txt"),
    """<<title>> 운영팀 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>:41

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<last>><<first>>] [오후 <<hh>>:<<mi>>] 2층 로봇관 키오스크 관리자 모드 비번 뭐였죠?
[<<last>><<first>>] [오후 <<hh>>:<<mi>>] 업데이트 해야 되는데 잠겨 있어요 ㅠㅠ
[<<last2>><<first2>>] [오후 <<hh>>:<<mi>>] <<cred>>
[<<last>><<first>>] [오후 <<hh>>:<<mi>>] 감사합니다!!
""",
    "human",
)

FAM.reg(
    "daejeon_toss_ticketing_spring_application_yml",
    (
        "ticket-api/src/main/resources/application-prod.yml",
        "srv/<<org>>-ticket-<<n>>/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/ticket?serverTimezone=Asia/Seoul
    username: ticket
    password: ${DB_PASSWORD}
  jpa:
    open-in-view: false
toss:
  payments:
    client-key: "live_ck_<<hex8>><<n4>>"
    secret-key: "<<cred>>"
    success-url: "https://ticket.<<dom>>/pay/success"
    fail-url: "https://ticket.<<dom>>/pay/fail"
server:
  port: 8080
""",
    "p:toss",
)

FAM.reg(
    "daejeon_planetarium_curl_basic_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history.<<n>>"),
    """ssh operator@<<ip>>
ping -c 3 <<ip2>>
curl -s -H "Authorization: Basic <<enc>>" http://<<ip2>>/api/v1/shows | jq '.[].title'
curl -s -X POST -H "Authorization: Basic <<enc>>" -H "Content-Type: application/json" -d '{"show":"byeol_<<n>>","start":"<<time>>"}' http://<<ip2>>/api/v1/schedule
tail -f /var/log/domecontrol/player.log
exit
""",
    "pw",
    extra=lambda rng, s: {"enc": enc_basic("dome", s["cred"])},
    decode=lambda t: dec_basic(grab(r"Basic (\S+)\"", t)),
)

FAM.reg(
    "daejeon_ncloud_object_storage_s3cfg",
    ("home/<<fa>>/.s3cfg", "backup/conf/ncloud-<<n>>.s3cfg"),
    """[default]
access_key = <<akid>>
secret_key = <<cred>>
host_base = kr.object.ncloudstorage.com
host_bucket = kr.object.ncloudstorage.com
bucket_location = kr-standard
use_https = True
signature_v2 = False
""",
    "p:ncloud_secret",
    syntax="ini",
    extra=lambda rng, s: {"akid": f"ncp_iam_BPAMKR{s['hex8'].upper()}{s['n4']}"},
)

FAM.reg(
    "daejeon_handson_exhibit_esp32_ino_wifi",
    ("exhibits/pendulum_<<n>>/pendulum_<<n>>.ino", "arduino/jeonsi_<<n3>>/jeonsi_<<n3>>.ino"),
    """// 체험 전시물: 푸코 진자 카운터 -- 전시관 <<n>>
#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid     = "HANBIT-EXHIBIT";
const char* password = "<<cred>>";
const char* server   = "http://<<ip>>:8080/api/counter";

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
}

void loop() {
  HTTPClient http;
  http.begin(server);
  http.POST("{\\"exhibit\\":<<n>>,\\"swing\\":1}");
  http.end();
  delay(10000);
}
""",
    "pw_dq",
    syntax="",
)

FAM.reg(
    "daejeon_membership_kakao_admin_key_node",
    ("membership/notify.js", "srv/<<org>>-member-<<n>>/lib/kakao.js"),
    """// 연간회원 카카오 알림 -- 갱신 안내
const axios = require("axios");

const KAKAO_ADMIN_KEY = "<<cred>>";

async function sendRenewal(userId, expires) {
  return axios.post(
    "https://kapi.kakao.com/v1/api/talk/friends/message/default/send",
    new URLSearchParams({ receiver_uuids: JSON.stringify([userId]), template_object: JSON.stringify({
      object_type: "text", text: `연간회원이 ${expires}에 만료됩니다.`, link: { web_url: "https://<<dom>>/member" } }) }),
    { headers: { Authorization: `KakaoAK ${KAKAO_ADMIN_KEY}` } },
  );
}

module.exports = { sendRenewal };
""",
    "p:kakao_admin",
)

FAM.reg(
    "daejeon_korean_email_group_booking_bimilbeonho",
    ("mail/단체예약/<<date>>.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<last>><<first>> <<<email>>>
To: <<last2>><<first2>> <<<email2>>>
Subject: 단체예약 관리자 페이지 계정 전달
Date: <<d>> Jun <<y>> <<time>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

<<first2>> 선생님, 안녕하세요.

다음 주부터 학교 단체예약 업무를 맡아 주시게 되어 관리자 계정 전달드립니다.

  주소: https://booking.<<dom>>/admin
  아이디: <<user>>
  비밀번호: <<cred>>

로그인 후 비밀번호 변경 부탁드립니다.

<<last>><<first>> 드림
<<title>> 교육운영팀 / <<phone>>
""",
    "human",
)

FAM.reg(
    "daejeon_dome_projectors_pjlink_csv",
    ("av/projectors_<<y>>.csv", "docs/dome_av_<<n>>.csv"),
    """장비,모델,IP,PJLink 비밀번호,비고
돔 프로젝터 1,Christie D4K40,<<ip>>,<<cred>>,렌즈 교체 <<date>>
돔 프로젝터 2,Christie D4K40,<<ip2>>,<<cred>>,
로비 프로젝터,Epson EB-L1755U,<<ip>>,(없음),
""",
    "human_x",
)
