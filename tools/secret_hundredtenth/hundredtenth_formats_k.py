# ruff: noqa: E501
"""Family k: a mortgage broker (주택담보대출 모집인) in Seoul, South Korea, Korean."""

from __future__ import annotations

from hundredtenth_spec import Fam, Slots, dec_b64, draw, enc_b64, grab, prov

FAM = Fam(
    name="jutaek_dambo_daechul_seoul",
    key="jutaek",
    orgs=("hanbitloan", "hanokbridge", "mapoloanplaza", "gangnamdambo"),
    tld="co.kr",
    first=(
        ("민수", "minsu"),
        ("지영", "jiyoung"),
        ("서연", "seoyeon"),
        ("현우", "hyunwoo"),
        ("수진", "sujin"),
        ("준호", "junho"),
        ("은비", "eunbi"),
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
        "saranghae",
        "hangang",
        "kimchi",
        "seoul",
        "gangnam",
        "daebak",
        "hwaiting",
        "bulgogi",
        "mapo",
        "jip",
        "dambo",
        "daechul",
        "haneul",
        "sonamu",
        "bom",
    ),
    pets=("Choco", "Kongi", "Bori", "Dubu", "Mongi", "Happy"),
    cc="+8210",
    places=("마포구", "송파구", "강남구", "노원구", "분당", "일산"),
)

FAM.reg(
    "kakaotalk_pc_export_bimilbeonho_hometax",
    (
        "KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mi>>_<<ss>>_<<n>>_group.txt",
        "Documents/카카오톡 받은 파일/<<fa>>_<<date>>.txt",
    ),
    """<<ln>><<fn>> 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>

--------------- <<y>>년 <<mo>>월 <<d>>일 화요일 ---------------
[<<ln>><<fn>>] [오후 2:11] 팀장님 홈택스 소득금액증명 떼려는데 비밀번호 바뀌었나요?
[<<ln2>><<fn2>>] [오후 2:13] 아이디 <<user>>
[<<ln2>><<fn2>>] [오후 2:13] <<cred>>
[<<ln>><<fn>>] [오후 2:14] 감사합니다 ㅎㅎ
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "gongdong_injeungseo_password_memo",
    ("바탕화면/인증서 메모_<<y>>.txt", "Documents/<<fa>>/cert_memo_<<n>>.txt"),
    """공동인증서 (사업자 범용, <<orgc>>)
위치: C:\\Users\\<<fa>>\\AppData\\LocalLow\\NPKI\\yessign\\USER\\cn=<<orgc>>()<<n>>
만료일: <<y>>.<<mo>>.<<d>>
인증서 비밀번호: <<cred>>

※ 은행 대출모집인 포털, 홈택스, 정부24 공용
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "toss_payments_consult_fee_properties",
    (
        "<<org>>/src/main/resources/application-prod.properties",
        "loan-<<fa>>/config/application.properties",
    ),
    """spring.application.name=loan-consult
spring.datasource.url=jdbc:mariadb://<<ip>>:3306/consult
spring.datasource.username=consult
spring.datasource.password=${DB_PASSWORD}
# 상담 예약금 결제 (토스페이먼츠)
toss.payments.client-key=live_ck_<<ck>>
toss.payments.secret-key=<<cred>>
toss.payments.success-url=https://<<dom>>/pay/success
""",
    cred="p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": draw(rng, FAM, "alnum:28")},
)

FAM.reg(
    "naver_cloud_sens_sms_python",
    ("<<org>>/sms/send_approval.py", "scripts-<<fa>>/sens_<<n>>.py"),
    '''"""대출 승인 알림 문자 (NAVER Cloud SENS)."""

import base64
import hashlib
import hmac
import time

import requests

ACCESS_KEY = "<<ak>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:sms:kr:<<n>>0<<n>>:<<org>>"


def send(to: str, text: str) -> None:
    ts = str(int(time.time() * 1000))
    uri = f"/sms/v2/services/{SERVICE_ID}/messages"
    msg = f"POST {uri}\\n{ts}\\n{ACCESS_KEY}"
    sig = base64.b64encode(hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest()).decode()
    requests.post("https://sens.apigw.ntruss.com" + uri, json={"type": "SMS", "from": "0212345678", "content": text, "messages": [{"to": to}]},
                  headers={"x-ncp-apigw-timestamp": ts, "x-ncp-iam-access-key": ACCESS_KEY, "x-ncp-apigw-signature-v2": sig}, timeout=10)
''',
    cred="alnum:40",
    extra=lambda rng, s: {"ak": draw(rng, FAM, "alnum:20")},
)


def fz(s: Slots) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
	<Servers>
		<Server>
			<Host>{s["host"]}</Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<Type>0</Type>
			<User>{s["user"]}</User>
			<Pass encoding="base64">{s["enc"]}</Pass>
			<Logontype>1</Logontype>
			<Name>서류 업로드 ({s["org"]})</Name>
			<RemoteDir>1 0 4 data 4 docs</RemoteDir>
		</Server>
	</Servers>
</FileZilla3>
"""


FAM.reg(
    "filezilla_sitemanager_base64_pass",
    (
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "backup_<<org>>_<<n>>/FileZilla/sitemanager.xml",
    ),
    fz,
    cred="pw_xml",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"]))},
    decode=lambda t: dec_b64(grab(t, r'<Pass encoding="base64">([^<]+)</Pass>')),
)

FAM.reg(
    "kakao_alimtalk_rest_key_application_yml",
    ("<<org>>/src/main/resources/application.yml", "notify-<<fa>>/application-<<y>>.yml"),
    """# 카카오 알림톡 / 로그인 (심사 결과 안내)
kakao:
  rest-api-key: <<cred>>
  admin-key: ${KAKAO_ADMIN_KEY}
  redirect-uri: https://<<dom>>/oauth/kakao
  template:
    approval: LOAN_APPROVED_01
server:
  port: 8080
""",
    cred=lambda rng, fam: prov(rng, "kakao"),
)

FAM.reg(
    "bank_portal_accounts_csv_korean_columns",
    ("Documents/<<orgc>>/은행포털_계정_<<y>>.csv", "Drive/<<fa>>/accounts_<<mo>>.csv"),
    """은행,포털,아이디,비밀번호,담당자
신한은행,대출모집인 포털,<<user>>,<<cred>>,<<ln>><<fn>>
KB국민,모집인 시스템,<<org>>01,인증서 로그인,<<ln2>><<fn2>>
하나은행,파트너스,<<org>>_<<n>>,<<other>>,<<ln>><<fn>>
""",
    cred="human_an",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "human_an")},
)

FAM.reg(
    "rdp_cmdkey_office_server_bat",
    ("<<org>>/scripts/원격접속.bat", "Users/<<fa>>/Desktop/rdp_<<n>>.bat"),
    """@echo off
chcp 65001 > nul
rem 본사 서버 원격 접속 (상담 파일, 스캔 서류)
cmdkey /generic:TERMSRV/<<pub>> /user:<<org>>\\<<user>> /pass:<<cred>>
mstsc /v:<<pub>>:3389 /f
""",
    cred="pw_bare",
    syntax="",
)
