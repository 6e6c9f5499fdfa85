# ruff: noqa: E501
"""Family e: a metro's operations room in Seoul, South Korea (Korean)."""

from __future__ import annotations

import json
import random

from hundredtwentyfourth_spec import Fam, enc_json_u, pick

F = Fam(
    name="jihacheol_sanghwangsil_ops",
    key="jihacheol",
    orgs=("hanbitmetro", "hangangline", "seoulmirae"),
    tld="co.kr",
    first=(
        ("민수", "minsu"),
        ("지영", "jiyoung"),
        ("서준", "seojun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("예은", "yeeun"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    # Korean words typed on the English keyboard (dkssud = 안녕, tkfkd = 사랑, wlgkcjf = 지하철)
    words=(
        "dkssud",
        "tkfkd",
        "wlgkcjf",
        "hangang",
        "sinchon",
        "gangnam",
        "hanbit",
        "saranghae",
        "busan",
        "jihacheol",
        "hosun",
        "tmoney",
        "kimchi",
        "dudtkd",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mongi"),
    cc="+82",
    cities=("Seoul", "Busan", "Incheon", "Daegu", "Gwangju"),
)


# 1 KakaoTalk text export (Korean date lines)
def _kakao(s: dict) -> str:
    y, m, d = s["date"].split("-")
    day = f"{y}년 {int(m)}월 {int(d)}일"
    return (
        f"{s['org']} 종합관제실 님과 카카오톡 대화\n저장한 날짜 : {day} 오후 11:02\n\n"
        f"--------------- {day} ---------------\n"
        f"[{s['last']}{s['first']}] [오후 10:41] 관제 워크스테이션 3번 로그인 안 됩니다\n"
        "[당직 팀장] [오후 10:43] 비밀번호 바뀌었어요\n"
        f"[당직 팀장] [오후 10:43] 아이디 {s['user']} / 비밀번호 {s['cred']}\n"
        f"[{s['last']}{s['first']}] [오후 10:44] 확인했습니다 감사합니다\n"
    )


F.reg(
    "kakaotalk_export_bimilbeonho_gwanje",
    ("KakaoTalk/KakaoTalkChats_<<date>>.txt", "Documents/카카오톡_관제실_<<num>>.txt"),
    _kakao,
    "human",
)

# 2 SCADA historian ODBC INI
F.reg(
    "scada_historian_odbc_ini",
    ("etc/odbc.ini", "opt/<<org>>/historian/odbc.ini"),
    """[ODBC Data Sources]
scada_hist = PostgreSQL Unicode

[scada_hist]
Driver = PostgreSQL Unicode
Description = 전력/신호 SCADA 이력
Servername = <<ip>>
Port = 5432
Database = scada_hist
Username = hist_reader
Password = <<cred>>
""",
    "pw",
)

# 3 T-money settlement SFTP pull (lftp)
F.reg(
    "tmoney_settlement_lftp_script",
    ("opt/<<org>>/batch/tmoney_jeongsan.sh", "home/<<user>>/bin/settle_pull.sh"),
    """#!/bin/bash
# 교통카드 정산 파일 수신 (매일 04:10)
D=$(date -d yesterday +%Y%m%d)
lftp -u <<org>>_settle,'<<cred>>' sftp://sftp.<<dom>> -e "mirror --only-newer /out/$D /data/settle/$D; bye"
/opt/<<org>>/batch/load_settle.sh "$D" >> /var/log/settle.log 2>&1
""",
    "pw_sq",
)

# 4 Spring Boot application.yml with a Toss Payments secret key
F.reg(
    "toss_payments_spring_application_yml",
    (
        "srv/<<org>>/lost-and-found/src/main/resources/application-prod.yml",
        "opt/<<org>>/regular-pass/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/pass
    username: pass_app
    password: ${DB_PASSWORD}
toss:
  client-key: live_ck_<<hex8>>
  secret-key: <<cred>>
  success-url: https://pass.<<dom>>/pay/success
""",
    "p:toss",
)

# 5 passenger information display MQTT TOML
F.reg(
    "passenger_info_display_mqtt_toml",
    ("etc/pid-agent/config.toml", "opt/<<org>>/pid/station_<<num>>.toml"),
    """[station]
code = "<<num>>"
name = "<<city>> 역사"

[mqtt]
broker = "tcp://<<ip>>:1883"
client_id = "pid-<<num>>-<<hex8>>"
username = "pid_display"
password = "<<cred>>"
topic = "ops/arrivals/<<num>>"
""",
    "pw_dq",
)

# 6 Korean handover note, value on the line after the label
F.reg(
    "insugyeol_handover_note_next_line",
    ("Desktop/인수인계_<<date>>.txt", "shared/<<org>>/handover/night_<<num>>.txt"),
    """야간 근무 인수인계 (<<date>>)

- 2호선 <<num>>편성 출입문 고장, 차량기지 입고 예정
- 방송 서버 재부팅 완료 (<<time>>)
- CCTV 통합관제 계정 바뀜

관제 PC 비번
<<cred>>

- 내일 오전 시설 점검 있음
""",
    "human",
)

# 7 Kakao Local REST API key in the Android (Kotlin) station app
F.reg(
    "kakao_local_rest_api_key_kotlin",
    (
        "app/src/main/java/kr/<<org>>/station/ApiKeys.kt",
        "android/<<org>>-exit/app/src/main/kotlin/Keys.kt",
    ),
    """package kr.<<org>>.station

object ApiKeys {
    // Kakao Local REST (출구 주변 검색)
    const val KAKAO_REST_API_KEY = "<<cred>>"
    const val BASE_URL = "https://dapi.kakao.com/v2/local/"
}
""",
    "p:kakao",
)


# 8 ops console JSON with \\u escapes of a Hangul password (encoded)
def _ju_extra(rng: random.Random, s: dict) -> dict:
    pw = f"{pick(rng, ('관제실', '지하철', '한강', '신촌역', '환승'))}{rng.randint(1, 9)}호선{rng.randint(10, 99)}{pick(rng, '!#*')}"
    text = json.dumps(
        {"console": {"host": s["ip"], "user": s["user"], "password": pw, "lang": "ko"}},
        ensure_ascii=True,
        indent=2,
    )
    assert enc_json_u(pw) in text
    return {"needle": pw, "body": text}


def _ju_dec(text: str) -> str:
    return json.loads(text)["console"]["password"]


F.reg(
    "ops_console_json_unicode_escaped_password",
    (
        "opt/<<org>>/console/profile_<<user>>.json",
        "Users/<<user>>/AppData/Local/OpsConsole/profile.json",
    ),
    lambda s: s["body"],
    "human",
    extra=_ju_extra,
    decode=_ju_dec,
)
