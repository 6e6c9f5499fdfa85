# ruff: noqa: E501
"""Family e: a radiology centre in South Korea (Korean): INFINITT PACS viewers, Orthanc and
dcm4chee, Mirth Connect HL7 channels, Solapi / Kakao alimtalk reminders, KakaoTalk between
radiographers and radiologists."""

from __future__ import annotations

import json

from hundredtwentyfirst_spec import Fam, prov, xesc

F = Fam(
    name="radiology_pacs_centre_korea",
    orgs=(
        ("hanbitsarang", "한빛사랑영상의학과의원"),
        ("seoulmirae", "서울미래영상의학센터"),
        ("bomnalrad", "봄날영상의학과"),
        ("haeundaeimg", "해운대영상진단센터"),
    ),
    tld="co.kr",
    first=(
        ("민수", "minsu"),
        ("지영", "jiyoung"),
        ("서연", "seoyeon"),
        ("현우", "hyunwoo"),
        ("은지", "eunji"),
        ("준호", "junho"),
        ("수빈", "subin"),
        ("동현", "donghyun"),
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
        "saranghae",
        "hwaiting",
        "seoul",
        "busan",
        "kimchi",
        "bibimbap",
        "doosan",
        "lotte",
        "hangang",
        "gangnam",
        "soju",
        "haneul",
        "byeol",
        "dubu",
        "maru",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mongi", "happy"),
    towns=("서울", "부산", "대구", "인천", "수원", "창원"),
    cc="82",
    lwords=("사랑해", "하늘", "별빛", "행복"),
)


def _kakao(s: dict) -> str:
    return f"""{s["orgname"]} 판독실 님과 카카오톡 대화
저장한 날짜 : {s["iso"]} {s["time"]}:41

--------------- {s["year"]}년 {s["n2"] % 12 + 1}월 {s["n"] % 28 + 1}일 월요일 ---------------
[{s["ln"]}{s["fn"]}] [오전 8:12] 선생님 PACS 뷰어 로그인 안 되시면 말씀 주세요
[{s["ln2"]}{s["fn2"]}] [오전 8:14] 네 비번 바뀌었나요?
[{s["ln"]}{s["fn"]}] [오전 8:15] 네 어제 업체에서 바꿨어요
[{s["ln"]}{s["fn"]}] [오전 8:15] {s["cred"]}
[{s["ln2"]}{s["fn2"]}] [오전 8:17] 됐습니다 감사합니다~
"""


F.reg(
    "yeongsang_kr_kakaotalk_reply_only_pacs_bibeon",
    ("KakaoTalk_<<d8>>_<<hh>><<mm>>_<<n3>>.txt", "카톡백업/판독실_<<n>>.txt"),
    _kakao,
    "human",
)


def _orthanc(s: dict) -> str:
    obj = {
        "Name": f"ORTHANC-{s['org'].upper()}",
        "StorageDirectory": "/var/lib/orthanc/db",
        "HttpPort": 8042,
        "DicomAet": "ORTHANC_RAD",
        "DicomPort": 4242,
        "RemoteAccessAllowed": True,
        "AuthenticationEnabled": True,
        "RegisteredUsers": {"radiologist": s["cred"], "viewer": s["cred2"]},
        "DicomModalities": {"CT01": ["CT01", s["ip"], 104], "MR01": ["MR01", s["ip2"], 104]},
    }
    return json.dumps(obj, indent=2) + "\n"


F.reg(
    "yeongsang_kr_orthanc_json_registered_users",
    ("etc/orthanc/orthanc.json", "orthanc-<<org>>-<<n>>/orthanc.json"),
    _orthanc,
    "pw_json",
    extra=lambda rng, s: {"cred2": prov(rng, "orthanc")},
)

F.reg(
    "yeongsang_kr_dcm4chee_arc_docker_compose_yaml",
    ("dcm4chee/docker-compose.yml", "pacs-<<n>>/docker-compose.yaml"),
    """services:
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.6-33.0
    environment:
      STORAGE_DIR: /storage/fs1
    volumes:
      - /var/local/dcm4chee-arc/ldap:/var/lib/openldap/openldap-data
  db:
    image: dcm4che/postgres-dcm4chee:16.2-33
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD: "<<cred>>"
  arc:
    image: dcm4che/dcm4chee-arc-psql:5.33.0
    ports:
      - "8080:8080"
      - "11112:11112"
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD: "<<cred>>"
      WILDFLY_CHOWN: /storage
    depends_on:
      - ldap
      - db
""",
    "pw_dq",
)

F.reg(
    "yeongsang_kr_infinitt_viewer_workstation_ini",
    ("INFINITT/PACS/Config/G3Viewer.ini", "판독실PC<<n>>/INFINITT/Viewer_<<n3>>.ini"),
    """[Server]
PACSServer=<<ip>>
PACSPort=<<port>>
AETitle=INFWS<<n>>

[Login]
AutoLogin=1
UserID=<<user>>
Password=<<cred>>
Hospital=<<orgname>>

[Display]
Monitors=2
Layout=2x1
""",
    "pw",
)

F.reg(
    "yeongsang_kr_solapi_alimtalk_reminder_python",
    ("scripts/alimtalk_reminder.py", "예약알림/send_kakao_<<n>>.py"),
    """import datetime
import hashlib
import hmac
import secrets

import requests

# 솔라피 알림톡: 내일 MRI/CT 예약 환자 안내 (금식 안내 포함)
API_KEY = "NCS<<key>>"
API_SECRET = "<<cred>>"
PF_ID = "KA01PF<<pf>>"


def auth_header():
    date = datetime.datetime.now(datetime.timezone.utc).isoformat()
    salt = secrets.token_hex(16)
    sig = hmac.new(API_SECRET.encode(), (date + salt).encode(), hashlib.sha256).hexdigest()
    return f"HMAC-SHA256 apiKey={API_KEY}, date={date}, salt={salt}, signature={sig}"


def send(to, text):
    body = {"message": {"to": to, "from": "<<phone2>>", "text": text,
                        "kakaoOptions": {"pfId": PF_ID}}}
    return requests.post("https://api.solapi.com/messages/v4/send", json=body,
                         headers={"Authorization": auth_header()}, timeout=10)
""",
    "HEX:32",
    extra=lambda rng, s: {
        "key": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(13)),
        "pf": "".join(rng.choice("0123456789") for _ in range(18)),
    },
)


def _mirth(s: dict) -> str:
    return f"""<channel version="4.4.2">
  <id>{s["uuid"]}</id>
  <name>RIS_ORM_to_PACS_{s["n"]}</name>
  <description>수납 시스템 오더(ORM) → PACS 워크리스트</description>
  <sourceConnector version="4.4.2">
    <name>sourceConnector</name>
    <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties" version="4.4.2">
      <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
      <url>jdbc:sqlserver://{s["ip"]}:1433;databaseName=RIS</url>
      <username>mirth_ris</username>
      <password>{xesc(s["cred"])}</password>
      <select>SELECT * FROM ORDERS WHERE SENT = 0</select>
    </properties>
  </sourceConnector>
</channel>
"""


F.reg(
    "yeongsang_kr_mirth_connect_channel_export_xml",
    ("mirth/channels/RIS_ORM_to_PACS_<<n>>.xml", "backup/mirth_<<d8>>/channel_<<n3>>.xml"),
    _mirth,
    "pw_xml",
)

F.reg(
    "yeongsang_kr_dicom_anon_s3_upload_python",
    ("tools/upload_anon_dicom.py", "연구용/dicom_s3_<<n>>.py"),
    """import os
import boto3
import pydicom

# 연구용 익명화 DICOM 업로드 (IRB 승인 건)
s3 = boto3.client(
    "s3",
    region_name="ap-northeast-2",
    aws_access_key_id="<<akid>>",
    aws_secret_access_key="<<cred>>",
)

for root, _, files in os.walk("D:/export/anon"):
    for f in files:
        ds = pydicom.dcmread(os.path.join(root, f))
        ds.PatientName = "ANON"
        key = f"study-<<n3>>/{ds.StudyInstanceUID}/{f}"
        s3.upload_file(os.path.join(root, f), "<<org>>-research-dicom", key)
""",
    "p:aws_secret",
    extra=lambda rng, s: {"akid": prov(rng, "aws_id")},
)

F.reg(
    "yeongsang_kr_insugyeoji_handover_note_txt",
    ("인수인계/인수인계서_<<fa>>_<<d8>>.txt", "Desktop/판독실_인수인계_<<n>>.txt"),
    """[인수인계서] 영상의학과 방사선사실 — <<orgname>>
작성: <<ln>><<fn>> / 인수: <<ln2>><<fn2>> / <<iso>>

1. CT 인젝터 소모품 주문 (월요일까지)
2. MRI 헬륨 레벨 매일 확인
3. 판독 워크스테이션 관리자 계정
   - 아이디 : admin_rt
   - 비밀번호 : <<cred>>
4. PACS 업체 연락처 : 1588-<<n3>>0
""",
    "human",
    syntax="",
)
