"""Family f: a university robotics team (dongari) in South Korea (Korean, Hangul)."""

from __future__ import annotations

from ninetyeighth_spec import Fam

F = Fam(
    name="dongari_robot_team_korea",
    key="dongari",
    orgs=("robomaru", "hanbitbot", "kaistrobo", "mirae", "saebyeok"),
    tld="ac.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지호", "jiho"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수아", "sua"),
        ("예준", "yejun"),
        ("지우", "jiwoo"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
    ),
    words=(
        "saranghae",
        "kimchi",
        "robot",
        "daebak",
        "hwaiting",
        "hangang",
        "tteokbokki",
        "soju",
        "haneul",
        "dongari",
        "bulgogi",
        "chimaek",
        "gangnam",
        "pyeonuijeom",
        "sunbae",
    ),
    pets=("choco", "bori", "kongi", "dubu", "nabi", "mongi"),
    cc="+82",
    places=("대전", "서울", "부산", "포항", "광주"),
)

F.reg(
    "kakaotalk_pc_export_bimilbeonho",
    (
        "카카오톡/KakaoTalk_<<year>><<mon>><<day>>_<<hh>><<mm>>_로봇동아리.txt",
        "Downloads/KakaoTalkChats_<<n>>.txt",
    ),
    """로봇동아리 <<org>> 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mon>>-<<day>> <<time>>:21

--------------- <<year>>년 <<mon>>월 <<day>>일 ---------------
[<<ln>><<fn>>] [오후 9:14] 대회용 젯슨 계정 비번 바꿨어요
[<<ln>><<fn>>] [오후 9:14] 아이디 robo / 비밀번호 <<cred>>
[<<ln2>><<fn2>>] [오후 9:15] 넵 감사합니다 선배님!!
[<<ln2>><<fn2>>] [오후 9:15] 이모티콘
""",
    cred="human",
    syntax="",
)

F.reg(
    "jetson_networkmanager_keyfile",
    (
        "etc/NetworkManager/system-connections/Robot-AP-<<n>>.nmconnection",
        "jetson<<n>>-backup/system-connections/Dongari-5G.nmconnection",
    ),
    """[connection]
id=Robot-AP-<<n>>
uuid=<<uuid>>
type=wifi
interface-name=wlan0
autoconnect=true

[wifi]
mode=infrastructure
ssid=Robot-AP-<<n>>

[wifi-security]
auth-alg=open
key-mgmt=wpa-psk
psk=<<cred>>

[ipv4]
method=auto

[ipv6]
addr-gen-mode=default
method=auto
""",
    cred="human_x",
    syntax="ini",
)

F.reg(
    "firmware_release_script_github_pat",
    ("scripts/release_fw_<<n>>.sh", "home/<<fa>>/robot-fw/tools/release.sh"),
    """#!/bin/bash
# 펌웨어 빌드 후 GitHub Release 업로드 (팀 레포: <<org>>/stm32-firmware)
set -euo pipefail
VER=${1:-v0.<<n>>.0}
GH_TOKEN="<<cred>>"
pio run -e nucleo_f446re
gh release create "$VER" .pio/build/nucleo_f446re/firmware.bin \\
  --repo <<org>>/stm32-firmware --notes "대회 전 최종 빌드"
echo "업로드 완료: $VER"
""",
    cred="p:github_pat",
    syntax="",
)

F.reg(
    "esp32_telemetry_ino_mqtt_pass",
    ("firmware/telemetry_<<n>>/telemetry_<<n>>.ino", "arduino/robot_telemetry/robot_telemetry.ino"),
    """#include <WiFi.h>
#include <PubSubClient.h>

// 로봇 배터리/모터 온도 텔레메트리 -> HiveMQ Cloud
const char* ssid = "Robot-AP-<<n>>";
const char* wifi_pass = "robot<<year>>";
const char* mqtt_host = "<<hex8>>.s1.eu.hivemq.cloud";
const int   mqtt_port = 8883;
const char* mqtt_user = "telemetry";
const char* mqtt_pass = "<<cred>>";

WiFiClientSecure net;
PubSubClient client(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, wifi_pass);
  while (WiFi.status() != WL_CONNECTED) delay(200);
  net.setInsecure();
  client.setServer(mqtt_host, mqtt_port);
  client.connect("robot-<<n>>", mqtt_user, mqtt_pass);
}

void loop() {
  client.publish("robot/<<n>>/battery", String(analogRead(34)).c_str());
  delay(1000);
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "docker_compose_match_log_postgres",
    ("infra/docker-compose.yml", "match-logger-<<year>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: matchlog
      POSTGRES_USER: robo
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  grafana:
    image: grafana/grafana:11.1.0
    ports:
      - "3000:3000"
    depends_on:
      - db
""",
    cred="pw_dq",
)

F.reg(
    "kakao_rest_api_key_python",
    ("vision/map_route_<<n>>.py", "home/<<fa>>/autonomous/kakao_geocode.py"),
    """# 자율주행 경진대회 - 경로 좌표 변환 (카카오 로컬 API)
import requests

KAKAO_REST_KEY = "<<cred>>"


def geocode(addr: str):
    r = requests.get(
        "https://dapi.kakao.com/v2/local/search/address.json",
        headers={"Authorization": f"KakaoAK {KAKAO_REST_KEY}"},
        params={"query": addr},
        timeout=5,
    )
    return r.json()["documents"][0]


if __name__ == "__main__":
    print(geocode("대전 유성구 대학로 <<room>>"))
""",
    cred="p:kakao",
)

F.reg(
    "email_korean_sponsor_portal_login",
    ("메일/받은편지함/후원_<<n>>.eml", "mail/<<date>>_sponsor.eml"),
    """From: <<ln2>><<fn2>> <<<email2>>>
To: <<ln>><<fn>> <<<email>>>
Subject: =?UTF-8?B?7ZuE7JuQ7IKsIO2PrO2EuCDqs4TsoJU=?=
Date: Mon, <<day>> Apr <<year>> <<time>>:02 +0900
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn>> 학우님 안녕하세요,

후원사(로보티즈) 부품 주문 포털 계정 전달드립니다.
다음 회장에게도 인수인계 부탁드려요.

- 주소: https://partner.robotis.com
- 아이디: <<org>>_robo
- 비밀번호: <<cred>>

다이나믹셀 XM430 12개는 이번 주 금요일까지 주문해야 합니다.

감사합니다.
<<ln2>><<fn2>> 드림
""",
    cred="human",
    syntax="",
)

F.reg(
    "notion_export_md_accounts_table",
    ("Notion export/동아리 계정 <<hex8>>.md", "notion/팀 위키/계정 정리 <<n>>.md"),
    """# 동아리 계정 정리

| 서비스 | 아이디 | 비밀번호 | 비고 |
| --- | --- | --- | --- |
| 동아리 노트북 | robo | (지문) | 동아리방 |
| 학교 3D프린터 예약 | <<sid>> | <<cred>> | 학과 사무실 |
| 유튜브 채널 | <<org>>.robot@gmail.com | 회장에게 문의 | 2FA |
""",
    cred="human",
    syntax="",
)
