# ruff: noqa: E501
"""Family d: a lift and escalator maintenance crew in Busan, South Korea (Korean)."""

from __future__ import annotations

import re
import urllib.parse

from hundredtwentyninth_spec import Fam, enc_url, human_with

F = Fam(
    name="seunggangi_lift_escalator_busan",
    orgs=("haneulift",),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지민", "jimin"),
        ("동현", "donghyun"),
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
        "haneul",
        "sarang",
        "busan",
        "haeundae",
        "hwaiting",
        "dalnim",
        "byeol",
        "bada",
        "sonamu",
        "haengbok",
        "gwangan",
        "jagalchi",
        "seomyeon",
        "gimbap",
        "dongbaek",
        "gaemi",
    ),
    pets=("choco", "kongi", "bori", "dubu", "nabi", "ttoti"),
    cc="+82",
    places=("해운대", "서면", "광안리", "남포동", "사상", "동래", "센텀시티"),
)

F.reg(
    "seunggangi_kakaotalk_pc_export_bibeon_monitoring",
    ("KakaoTalk/KakaoTalkChats_<<d>>.txt", "카톡백업/현장팀_<<n>>.txt"),
    """<<orgc>> 현장팀 님과 카카오톡 대화
저장한 날짜 : <<d>> <<hh>>:<<mi>>:<<ss>>

--------------- <<y>>년 <<mo>>월 <<dd>>일 화요일 ---------------
[<<ln>><<fn>>] [오전 8:12] <<place>> 오피스텔 2호기 도어 이상 신고 들어왔어요
[<<ln2>><<fn2>>] [오전 8:15] 원격감시 서버 접속 안 돼요. 비번 바뀌었나요?
[<<ln>><<fn>>] [오전 8:16] 네 어제 바꿨어요
[<<ln>><<fn>>] [오전 8:16] ID <<user>> / 비번 <<cred>>
[<<ln2>><<fn2>>] [오전 8:20] 확인했습니다. 출동합니다
""",
    "human",
    syntax="",
)


def _dec_rtsp(text: str) -> str:
    m = re.search(r"rtsp://[^:/]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))  # type: ignore[union-attr]


F.reg(
    "seunggangi_car_camera_nvr_channels_percent_encoded",
    ("nvr/channels_<<place>>.conf", "monitoring/cameras_<<n>>.conf"),
    """# 승강기 카 내부 CCTV - 원격감시 서버 녹화 채널
[channel1]
name=<<place>> 1호기 카내부
url=rtsp://admin:<<enc>>@<<ip>>:554/Streaming/Channels/101
record=motion
retention_days=30

[channel2]
name=<<place>> 1호기 승강장
url=rtsp://<<ip2>>:554/Streaming/Channels/201
record=continuous
""",
    human_with("@#!$%&+?/:"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=_dec_rtsp,
)

F.reg(
    "seunggangi_aligo_sms_api_key_php",
    ("alarm/aligo_send.php", "www/<<org>>/inc/sms_<<n>>.php"),
    """<?php
// 고장 접수 시 담당 기사에게 문자 발송 (알리고)
$sms_url = "https://apis.aligo.in/send/";
$sms['user_id'] = "<<org>>";
$sms['key'] = '<<cred>>';
$sms['sender'] = '0516<<n6>>';
$sms['receiver'] = $_POST['tech_phone'];
$sms['msg'] = "[<<orgc>>] " . $_POST['site'] . " 고장접수: " . $_POST['symptom'];

$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $sms_url);
curl_setopt($ch, CURLOPT_POST, 1);
curl_setopt($ch, CURLOPT_POSTFIELDS, $sms);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$ret = curl_exec($ch);
curl_close($ch);
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "seunggangi_ncp_sens_spring_application_yaml",
    (
        "fault-report/src/main/resources/application-prod.yml",
        "services/report-<<n>>/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/fault_report
    username: report
    password: ${DB_PASSWORD}
ncp:
  sens:
    service-id: ncp:sms:kr:<<n6>>:<<org>>
    access-key: <<ak>>
    secret-key: <<cred>>
    from: "0516<<n6>>"
""",
    "alnum:40",
    extra=lambda rng, s: {
        "ak": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

F.reg(
    "seunggangi_kakao_rest_api_key_python",
    ("tools/kakao_map_sites.py", "scripts/현장좌표_<<n>>.py"),
    """# 현장 주소 -> 좌표 변환 (정기점검 동선 짜기)
import csv

import requests

KAKAO_REST_KEY = "<<cred>>"

with open("sites.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        r = requests.get(
            "https://dapi.kakao.com/v2/local/search/address.json",
            headers={"Authorization": f"KakaoAK {KAKAO_REST_KEY}"},
            params={"query": row["주소"]},
            timeout=10,
        )
        doc = r.json()["documents"][0]
        print(row["현장명"], doc["y"], doc["x"])
""",
    "hex:32",
)

F.reg(
    "seunggangi_handover_insugyeol_txt",
    ("인수인계/<<fn>>_<<d>>.txt", "docs/handover_<<place>>_<<n>>.txt"),
    """[인수인계] <<place>> 현장 - <<ln>><<fn>> -> <<ln2>><<fn2>>
작성일: <<y>>.<<mo>>.<<dd>>

1. 담당 현장: <<place>> 주상복합 승강기 6대, 에스컬레이터 2대
2. 정기검사 예정: <<mo>>월 말 (한국승강기안전공단)
3. 제어반 점검용 노트북
   - 윈도우 로그인: <<user>>
   - PW: <<cred>>
4. 비상통화장치 배터리 교체 필요 (3호기)
""",
    "human",
    syntax="",
)

F.reg(
    "seunggangi_xlsx_sharedstrings_hyeonjang_accounts",
    ("현장목록_<<n>>/xl/sharedStrings.xml", "exports/sites_<<place>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>현장명</t></si><si><t>주소</t></si><si><t>대수</t></si><si><t>원격감시 ID</t></si><si><t>비밀번호</t></si><si><t><<place>> 오피스텔</t></si><si><t>부산 <<place>> <<n>>번길</t></si><si><t>4</t></si><si><t><<user>></t></si><si><t><<cred>></t></si></sst>
""",
    "human_x",
)

F.reg(
    "seunggangi_crontab_mysqldump_monitoring_db",
    ("var/spool/cron/crontabs/root", "backup/crontab_<<n>>.txt"),
    """# m h dom mon dow command
10 3 * * * mysqldump -u monitor -p'<<cred>>' --single-transaction lift_monitor | gzip > /backup/lift_monitor_$(date +\\%F).sql.gz
40 3 * * * find /backup -name 'lift_monitor_*.sql.gz' -mtime +14 -delete
*/5 * * * * /opt/monitor/bin/heartbeat.sh >/dev/null 2>&1
""",
    "pw",
    syntax="",
)
