"""Family o: an energy auditor (에너지 진단 업체) in South Korea; Korean (Hangul)."""

from __future__ import annotations

import json

from eightieth_spec import Fam, basic, dec_b64

# Korean words typed on the QWERTY keys of the 2-set (dubeolsik) layout, a common habit.
DUBEOL = ("tkfkdgo", "godqhr", "eoqkr", "ghkdlxld", "dkssud", "tjdnf", "qkqh", "wjdakf")


def _dubeol(rng):
    return f"{rng.choice(DUBEOL)}{rng.randint(10, 9999)}{rng.choice('!@#')}"


F = Fam(
    name="jindan_energy_auditor",
    orgs=("haessalaudit", "eunergyjindan", "baramsave"),
    tld="co.kr",
    first=("minjun", "seoyeon", "jihun", "subin", "hyunwoo", "jieun", "doyun", "haeun"),
    last=("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"),
    first_l=("민준", "서연", "지훈", "수빈", "현우", "지은", "도윤", "하은"),
    last_l=("김", "이", "박", "최", "정", "강", "조", "윤"),
    words=(
        "sarang",
        "haengbok",
        "hwaiting",
        "daebak",
        "seoul",
        "busan",
        "daegu",
        "gangnam",
        "hanguk",
        "kimchi",
        "jeju",
        "baram",
        "haessal",
        "bibimbap",
        "hangang",
        "namsan",
    ),
    pets=("choco", "ppoppi", "happy", "kongi", "bori", "dubu"),
    places=("서울", "수원", "대전", "광주", "울산", "청주"),
    cc="+82",
    mobile=("10",),
    extra_habits=(_dubeol, _dubeol),
    family_name_first=True,
)

F.reg(
    "jindan_kakaotalk_txt_bimilbeonho_nas",
    ("KakaoTalk_<<date>>_<<n>>.txt", "카톡/진단팀_<<n>>.txt"),
    """<<full>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<full>>] [오후 <<h12>>:<<mi>>] 팀장님 시놀로지 NAS 비밀번호 바뀌었나요? 측정 데이터 올려야 해요
[<<full2>>] [오후 <<h12>>:<<mi>>] 응 바꿨어 <<cred>>
[<<full2>>] [오후 <<h12>>:<<mi>>] 외부에 공유하지 마
[<<full>>] [오후 <<h12>>:<<mi>>] 넵 감사합니다
""",
    cred="human",
    syntax="",
)

F.reg(
    "jindan_toss_payments_spring_application_yml",
    ("src/main/resources/application-prod.yml", "audit-booking-<<n>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/audit
    username: audit
toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: '<<cred>>'
    success-url: https://<<dom>>/pay/success
""",
    cred="p:toss_sk",
    extra=lambda rng, s: {"ck": F.draw(rng, "alnum:24")},
)

F.reg(
    "jindan_kepco_powerplanner_api_python",
    ("analysis/kepco_usage_<<n>>.py", "scripts/파워플래너_수집.py"),
    """# 한전 파워플래너 OpenAPI - 고객 사업장 15분 사용량
import requests

KEPCO_API_KEY = "<<cred>>"
URL = "https://opm.kepco.co.kr:11080/OpenAPI/getMinuteLpData.do"


def lp(cust_no, day):
    p = {"custNo": cust_no, "date": day, "apiKey": KEPCO_API_KEY, "returnType": "json"}
    return requests.get(URL, params=p, timeout=30).json()
""",
    cred="p:kepco",
)

F.reg(
    "jindan_korean_email_bimilbeonho_report_share",
    ("mail/보고서_<<n>>.eml", "Sent/report_share_<<date>>.eml"),
    """From: <<first>>.<<last>>@<<dom>>
To: <<email2>>
Subject: [에너지진단] <<place>> 공장 진단 보고서 공유
Date: <<date>> <<time>> +0900
Content-Type: text/plain; charset=UTF-8

안녕하세요, <<full>>입니다.

진단 보고서(HWP)와 측정 원자료를 NAS에 올렸습니다.
주소: https://<<host>>:5001
아이디: <<user>>
비밀번호: <<cred>>

확인 부탁드립니다. 감사합니다.
""",
    cred="human",
    syntax="",
)

F.reg(
    "jindan_power_logger_ftp_netrc",
    ("home/<<first>>/.netrc", "logger_pc_<<n>>/.netrc"),
    """machine <<ip>>
login hioki
password <<cred>>

machine ftp.<<dom>>
login upload<<n>>
password <<cred>>
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "jindan_solapi_alimtalk_env",
    ("notify/.env", "alimtalk-<<n>>/.env"),
    """# 솔라피 알림톡 - 진단 일정 안내
SOLAPI_API_KEY=NCS<<ak>>
SOLAPI_API_SECRET=<<cred>>
SOLAPI_PF_ID=KA01PF<<hex8>>
SENDER_PHONE=<<phone>>
""",
    cred="p:solapi_secret",
    extra=lambda rng, s: {"ak": F.draw(rng, "ALNUM:13")},
)


def _o_docker(rng, s):
    pw = F.draw(rng, "pw_json")
    return {"cred": pw, "auth": basic("robot$audit", pw)}


def _o_docker_doc(s):
    return json.dumps(
        {"auths": {f"registry.{s['dom']}": {"auth": s["auth"]}, "https://index.docker.io/v1/": {}}},
        indent="\t",
    )


F.reg(
    "jindan_harbor_docker_config_json_auth",
    ("home/<<first>>/.docker/config.json", "ci/<<n>>/docker-config.json"),
    _o_docker_doc,
    cred="pw_json",
    extra=_o_docker,
    decode=lambda t: dec_b64(t, r'"auth": "([A-Za-z0-9+/=]+)"').split(":", 1)[1],
)

F.reg(
    "jindan_site_checklist_csv_korean_headers",
    ("현장/체크리스트_<<n>>.csv", "exports/site_access_<<date>>.csv"),
    """사업장,담당자,연락처,BEMS 아이디,BEMS 비밀번호
<<place>> 공장,<<full>>,<<phone>>,<<user>>,<<cred>>
물류센터,<<full2>>,<<phone2>>,<<first2>>,현장에서 확인
""",
    cred="human_x",
)
