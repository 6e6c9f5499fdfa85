# ruff: noqa: E501
"""Family e: an elderly companion and home-care (돌봄 / 요양보호) service in Seoul (South Korea;
Korean in Hangul)."""

from __future__ import annotations

from hundredseventh_spec import Fam, reg

FAM = Fam(
    name="dolbom_yoyang_bohosa",
    orgs=("haneulbom", "dasondolbom", "hyodongcare", "nuribom"),
    tld="co.kr",
    first=("민지", "서연", "지훈", "영숙", "순자", "현우", "미경", "정호"),
    first_a=("minji", "seoyeon", "jihun", "youngsook", "soonja", "hyunwoo", "mikyung", "jeongho"),
    last=("김", "이", "박", "최", "정", "강"),
    last_a=("kim", "lee", "park", "choi", "jung", "kang"),
    words=(
        "saranghae",
        "hangang",
        "bom",
        "kimchi",
        "dolbom",
        "haneul",
        "mugunghwa",
        "seoul",
        "hyodo",
        "gajok",
    ),
    pets=("choco", "kkami", "dubu", "bori", "mongi", "coco"),
    cc="+82",
    cities=("마포구", "송파구", "노원구", "은평구"),
)

reg(
    FAM,
    "dolbom_kakaotalk_export_bimilbeonho_carefor",
    ("KakaoTalk_<<year>><<mon>><<day>>_<<hh>><<mi>>.txt", "카카오톡/요양보호사_<<n>>.txt"),
    """<<last>><<first>> 님과 카카오톡 대화
저장한 날짜 : <<year>>. <<m1>>. <<d1>>. 오후 <<h12>>:<<mi>>

<<year>>년 <<m1>>월 <<d1>>일 오후 <<h12>>:<<mi>>, <<first2>> 센터장 : 선생님 케어포 계정 새로 만들었어요
<<year>>년 <<m1>>월 <<d1>>일 오후 <<h12>>:<<mi>>, <<first2>> 센터장 : 아이디 <<login>>
<<year>>년 <<m1>>월 <<d1>>일 오후 <<h12>>:<<mi>>, <<first2>> 센터장 : 비밀번호 <<cred>>
<<year>>년 <<m1>>월 <<d1>>일 오후 <<h12>>:<<mi>>, <<last>><<first>> : 네 감사합니다 내일 어르신댁 가기 전에 로그인해볼게요
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "dolbom_toss_payments_spring_application_yml",
    ("src/main/resources/application-prod.yml", "dolbom-api/application-<<org>>.yml"),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/dolbom
    username: dolbom_app
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_ck_<<rid>><<serial>><<rid>>
    secret-key: "<<cred>>"
    success-url: https://<<dom>>/pay/success
""",
    "p:toss",
)

reg(
    FAM,
    "dolbom_naver_sens_sms_python_secret_key",
    ("notify/sens_sms.py", "scripts/visit_alert_<<n>>.py"),
    '''"""방문 알림 문자 (네이버 클라우드 SENS)."""

import base64
import hashlib
import hmac
import time

import requests

ACCESS_KEY = "ncp_iam_<<serial>><<rid>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:sms:kr:<<n4>><<n4>>:<<org>>"


def send(to: str, body: str) -> int:
    ts = str(int(time.time() * 1000))
    uri = f"/sms/v2/services/{SERVICE_ID}/messages"
    msg = f"POST {uri}\\n{ts}\\n{ACCESS_KEY}".encode()
    sig = base64.b64encode(hmac.new(SECRET_KEY.encode(), msg, hashlib.sha256).digest()).decode()
    headers = {"x-ncp-apigw-timestamp": ts, "x-ncp-iam-access-key": ACCESS_KEY, "x-ncp-apigw-signature-v2": sig}
    data = {"type": "SMS", "from": "0212345678", "content": body, "messages": [{"to": to}]}
    return requests.post("https://sens.apigw.ntruss.com" + uri, json=data, headers=headers, timeout=10).status_code
''',
    "alnum:40",
)

reg(
    FAM,
    "dolbom_smartthings_pat_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/ha_<<la>>/secrets.yaml"),
    """# 어르신댁 (<<city>>) 낙상 센서 / 문열림 센서
smartthings_token: <<cred>>
http_base_url: https://<<org>>-<<n>>.duckdns.org
latitude: 37.5<<n4>>
longitude: 126.9<<n4>>
""",
    "uuid",
)

reg(
    FAM,
    "dolbom_handwritten_memo_ocr_bimilbeonho_next_line",
    ("scan/메모_<<n>>.txt", "ocr/memo_<<date>>.txt"),
    """<<last>>영숙 어르신 댁
보호자: 아드님 <<phone>>
현관 비번은 보호자에게 문의
건강보험공단 장기요양 포털
비밀번호
<<cred>>
약: 아침 식후 2알
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "dolbom_caregivers_spreadsheetml_bimilbeonho_cell",
    ("엑셀/요양보호사_명단_<<mon>>.xml", "export/bohosa_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="명단">
  <Table>
   <Row><Cell><Data ss:Type="String">이름</Data></Cell><Cell><Data ss:Type="String">연락처</Data></Cell><Cell><Data ss:Type="String">담당 어르신</Data></Cell><Cell><Data ss:Type="String">앱 아이디</Data></Cell><Cell><Data ss:Type="String">비밀번호</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<last>><<first>></Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="String"><<city>> <<last>>순자</Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

reg(
    FAM,
    "dolbom_office_net_use_nas_bat",
    ("바탕화면/nas연결.bat", "scripts/map_nas_<<n>>.bat"),
    """@echo off
chcp 65001 > nul
rem 센터 NAS (시놀로지) 드라이브 연결
net use Z: /delete /y
net use Z: \\\\<<ip3>>\\돌봄기록 <<cred>> /user:<<org>>\\<<login>> /persistent:yes
echo 연결 완료
pause
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "dolbom_certificate_email_korean_injeungseo_password",
    ("mail/인증서_<<n>>.eml", "outlook/cert_<<date>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: 공동인증서 파일 보내드립니다 (장기요양 청구용)
Date: Wed, <<d1>> Jun <<year>> <<hh>>:<<mi>>:00 +0900
Content-Type: text/plain; charset=utf-8

<<first>> 선생님,

장기요양 급여 청구할 때 쓰는 센터 공동인증서(NPKI 폴더) 첨부했습니다.
인증서 비밀번호: <<cred>>

USB에만 저장하시고 메일은 지워주세요.
<<first2>> 드림
""",
    "human",
    syntax="",
)
