# ruff: noqa: E501
"""Family d: a karaoke box (noraebang) chain in South Korea (Korean)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="singbox_karaoke_chain_korea",
    orgs=("noraebyeol", "kisaengbox", "singbangsori", "coinnorae"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지아", "jia"),
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
        "noraebang",
        "soju",
        "maekju",
        "hongdae",
        "gangnam",
        "chimaek",
        "daebak",
        "saranghae",
        "hwaiting",
        "kimchi",
        "maknae",
        "gamsa",
        "haengbok",
        "byeol",
        "sinnanda",
        "busan",
        "sinchon",
        "gayo",
    ),
    pets=("Choco", "Dubu", "Kkami", "Bori", "Mongi", "Haru"),
    cc="+82",
    city="서울",
)

F.reg(
    "singbox_kakaotalk_export_bimilbeonho_pos",
    (
        "<<org>>/카톡/KakaoTalk_<<y>><<mo>><<d>>_<<n4>>.txt",
        "Documents/KakaoTalk Chats - 점장방 <<n>>.txt",
    ),
    """점장방 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<mo>>. <<d>>. 오전 9:12

<<y>>년 <<mo>>월 <<d>>일 오후 11:02, <<last>><<first>> : 홍대점 포스 관리자 비번 바뀌었나요? 정산이 안 돼요 ㅠㅠ
<<y>>년 <<mo>>월 <<d>>일 오후 11:04, <<last2>><<first2>> : 네 본사에서 바꿨어요
<<y>>년 <<mo>>월 <<d>>일 오후 11:04, <<last2>><<first2>> : 아이디 admin
<<y>>년 <<mo>>월 <<d>>일 오후 11:04, <<last2>><<first2>> : 비밀번호 <<cred>>
<<y>>년 <<mo>>월 <<d>>일 오후 11:05, <<last>><<first>> : 감사합니다!! 🎤
""",
    "human",
    syntax="",
)

F.reg(
    "singbox_tj_media_song_update_agent_ini",
    ("<<org>>/TJ/UpdateAgent.ini", "C/TJMEDIA/<<org>>_<<n>>/update.ini"),
    """[Server]
Host=update.<<dom>>
Port=21
Mode=PASV
User=store<<n3>>
Pass=<<cred>>

[Schedule]
Time=05:30
NewSongs=1
""",
    "pw",
)

F.reg(
    "singbox_toss_payments_room_kiosk_env",
    ("<<org>>/kiosk/.env.production", "srv/<<org>>-kiosk/.env"),
    """# 무인 키오스크 (코인노래방 룸 충전) 결제
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hex8>><<n4>>
TOSS_SECRET_KEY=<<cred>>
ROOM_API=http://<<ip>>:8080
STORE_CODE=<<org>>-<<n3>>
""",
    "p:toss",
    syntax="",
)

F.reg(
    "singbox_kakao_alimtalk_booking_java",
    (
        "<<org>>/booking/src/main/java/kr/<<org>>/notify/KakaoNotifier.java",
        "<<org>>-reserve/src/KakaoClient<<n>>.java",
    ),
    """package kr.<<org>>.notify;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;

/** 단체룸 예약 확인 알림톡 / 카카오 로그인. */
public class KakaoNotifier {
    private static final String REST_API_KEY = "<<cred>>";
    private static final String SENDER_KEY = "<<hex8>><<hex8>>";

    HttpRequest.Builder base(String path) {
        return HttpRequest.newBuilder(java.net.URI.create("https://kapi.kakao.com" + path))
            .header("Authorization", "KakaoAK " + REST_API_KEY);
    }
}
""",
    "p:kakao",
    syntax="",
)

F.reg(
    "singbox_naver_place_reservation_yaml",
    ("<<org>>/config/naver-booking.yml", "deploy/<<org>>/reserve-<<n>>.yaml"),
    """# 네이버 스마트플레이스 예약 연동
naver:
  client_id: <<hex8>>N<<n3>>
  client_secret: '<<cred>>'
  business_id: <<n4>><<n3>>
stores:
  - name: 홍대점
    rooms: 18
  - name: 신촌점
    rooms: 12
""",
    "p:naver",
)

F.reg(
    "singbox_room_timer_esp32_wifi_ino",
    ("<<org>>/firmware/room_timer/room_timer.ino", "Arduino/<<org>>_room<<n>>/room_timer.ino"),
    """// 방 타이머 표시기: 남은 시간을 카운터 서버에서 받아옴
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid = "<<org>>_STAFF";
const char* password = "<<cred>>";
const char* mqtt_host = "<<ip>>";

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  mqtt.setServer(mqtt_host, 1883);
}

void loop() { mqtt.loop(); }
""",
    "human_x",
    syntax="",
)

F.reg(
    "singbox_idis_dvr_rtsp_vlc_playlist",
    ("<<org>>/cctv/rooms_<<n>>.m3u", "Desktop/CCTV_<<org>>.m3u"),
    """#EXTM3U
#EXTINF:-1,카운터
rtsp://admin:<<cred>>@<<ip>>:554/trackID=1
#EXTINF:-1,복도
rtsp://admin:<<cred>>@<<ip>>:554/trackID=2
""",
    "pw_url",
    syntax="",
)

F.reg(
    "singbox_branch_admin_accounts_spreadsheetml",
    ("<<org>>/본사/지점계정_<<y>>.xml", "Documents/<<org>>_accounts_<<mo>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="지점계정">
  <Table>
   <Row><Cell><Data ss:Type="String">지점</Data></Cell><Cell><Data ss:Type="String">점장</Data></Cell><Cell><Data ss:Type="String">아이디</Data></Cell><Cell><Data ss:Type="String">비밀번호</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">홍대점</Data></Cell><Cell><Data ss:Type="String"><<last>><<first>></Data></Cell><Cell><Data ss:Type="String"><<fa>><<n>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
