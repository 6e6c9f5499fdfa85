# ruff: noqa: E501
"""Family c: a police 112 dispatch centre in Gyeonggi, South Korea (Korean in Hangul)."""

from __future__ import annotations

import datetime
import random

from hundredsecond_spec import Fam, Slots, alnum, hexs, reg

F = Fam(
    name="korean_police_dispatch_centre",
    orgs=("hanbyeolcall", "haneulsafe", "gyeongbit", "pado112"),
    tld="or.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("도윤", "doyun"),
        ("하은", "haeun"),
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
        "haneul",
        "chingu",
        "bada",
        "sarang",
        "hwaiting",
        "namsan",
        "hangang",
        "byeol",
        "dokdo",
        "mugunghwa",
        "gyeongchal",
        "jeongui",
        "pado",
        "sangwhang",
        "bulkkot",
    ),
    pets=("choco", "dubu", "kongi", "bori", "mungchi", "happy"),
    places=("suwon", "seongnam", "bucheon", "anyang", "yongin", "hwaseong"),
    cc="+82",
)

WEEKDAYS = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")


def _kakao(s: Slots) -> str:
    y, m, d = int(s["year"]), int(s["month"]), int(s["day"])
    wd = WEEKDAYS[datetime.date(y, m, d).weekday()]
    h = int(s["hh"])
    ampm = "오후" if h >= 12 else "오전"
    h12 = h - 12 if h > 12 else h
    sp1 = f"{s['last']}{s['first']}"
    sp2 = f"{s['last2']}{s['first2']}"
    return (
        f"{s['orgc']} 종합상황실 야간조 님과 카카오톡 대화\n"
        f"저장한 날짜 : {s['date']} {s['hh2']}:{s['mi']}:07\n\n"
        f"--------------- {y}년 {m}월 {d}일 {wd} ---------------\n"
        f"[{sp1}] [{ampm} {h12}:{s['mi']}] 112 접수대 원격접속(VPN) 비밀번호 바뀌었습니다\n"
        f"[{sp2}] [{ampm} {h12}:{s['mi']}] 새 비번 좀 알려주세요 교대 들어가요\n"
        f"[{sp1}] [{ampm} {h12}:{s['mi']}] 아이디 {s['login']}\n"
        f"[{sp1}] [{ampm} {h12}:{s['mi']}] {s['cred']}\n"
        f"[{sp2}] [{ampm} {h12}:{s['mi']}] 넵 감사합니다\n"
    )


reg(
    F,
    "kpd_kakaotalk_pc_export_bimilbeonho",
    (
        "Documents/카카오톡 받은 파일/KakaoTalk_<<year>><<month>><<day>>_<<hh>><<mi>>.txt",
        "exports/kakao/<<org>>_야간조_<<date>>.txt",
    ),
    _kakao,
    "human",
)

reg(
    F,
    "kpd_cad_spring_application_yml_tibero",
    ("cad-server/src/main/resources/application-prod.yml", "deploy/<<org>>/cad/application.yml"),
    """spring:
  application:
    name: cad-112-<<place>>
  datasource:
    driver-class-name: com.tmax.tibero.jdbc.TbDriver
    url: jdbc:tibero:thin:@<<ip>>:8629:CAD112
    username: cad_app
    password: "<<cred>>"
    hikari:
      maximum-pool-size: 30
  jpa:
    open-in-view: false

server:
  port: 8443
  ssl:
    enabled: true

logging:
  level:
    kr.<<org>>.cad: INFO
""",
    "pw_dq",
)

reg(
    F,
    "kpd_hblink_dmr_master_cfg_passphrase",
    ("opt/HBlink3/hblink.cfg", "etc/hblink/<<place>>-master.cfg"),
    """# HBlink3 DMR master -- <<place>> 상황실 무전 게이트웨이
[GLOBAL]
PATH: ./
PING_TIME: 5
MAX_MISSED: 3
USE_ACL: True
REG_ACL: PERMIT:ALL
SUB_ACL: DENY:1
TGID_TS1_ACL: PERMIT:ALL
TGID_TS2_ACL: PERMIT:ALL

[REPORTS]
REPORT: True
REPORT_INTERVAL: 60
REPORT_PORT: 4321
REPORT_CLIENTS: 127.0.0.1

[LOGGER]
LOG_FILE: /var/log/hblink.log
LOG_HANDLERS: console-timed
LOG_LEVEL: INFO
LOG_NAME: HBlink

[MASTER-1]
MODE: MASTER
ENABLED: True
REPEAT: True
MAX_PEERS: 10
EXPORT_AMBE: False
IP:
PORT: 62031
PASSPHRASE: <<cred>>
GROUP_HANGTIME: 5
USE_ACL: True
""",
    "pw",
    "ini",
)


def _works_extra(rng: random.Random, s: Slots) -> Slots:
    return {"client_id": alnum(rng, 20), "sa": hexs(rng, 5), "bot": rng.randint(1000000, 9999999)}


reg(
    F,
    "kpd_naver_works_bot_client_secret_js",
    ("notify-bot/config/works.js", "srv/<<org>>/works-alert/config.js"),
    """// NAVER WORKS 알림봇 - 신고 접수 요약을 상황실 채널로 전송
module.exports = {
  works: {
    clientId: "<<client_id>>",
    clientSecret: "<<cred>>",
    serviceAccount: "<<sa>>.serviceaccount@<<org>>.by-works.com",
    privateKeyPath: "./keys/private_<<year>><<month>><<day>>.key",
    botId: <<bot>>,
    channelId: "<<uuid>>",
  },
  pollIntervalMs: 3000,
};
""",
    "alnum:10",
    "",
    _works_extra,
)

reg(
    F,
    "kpd_naver_works_service_account_private_key_file",
    (
        "notify-bot/keys/private_<<year>><<month>><<day>><<hh>><<mi>>.key",
        "Downloads/private_<<year>><<month>><<day>><<nnn>>.key",
    ),
    "<<cred>>\n",
    "pem8",
    "",
)

reg(
    F,
    "kpd_night_shift_memo_korean_bibeon_next_line",
    ("공유폴더/인수인계/<<date>>_야간.txt", "Desktop/메모/상황실_인수인계_<<month>><<day>>.txt"),
    """[야간 인수인계] <<date>> <<last>><<first>> → <<last2>><<first2>>

- 무전 중계기(TRS) <<n>>번 점검 완료, 잡음 있음
- 112 신고 접수 PC 윈도우 비번 변경됨
<<cred>>
- 순찰차 <<nn>>호 MDT 재부팅 필요 (GPS 안 잡힘)
- 내일 09시 <<place>>서 합동 훈련
""",
    "human",
)

reg(
    F,
    "kpd_hikvision_isapi_curl_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """ssh admin@<<ip2>>
ping -c 3 <<ip>>
curl --digest -u admin:'<<cred>>' http://<<ip>>/ISAPI/System/deviceInfo
curl --digest -u admin:'<<cred>>' "http://<<ip>>/ISAPI/Streaming/channels/101/picture" -o cam_<<nn>>.jpg
ls -lh cam_*.jpg
ffprobe rtsp://<<ip>>:554/Streaming/Channels/102
exit
""",
    "pw_sq",
)


def _ncp_extra(rng: random.Random, s: Slots) -> Slots:
    return {
        "akid": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "svc": f"ncp:sms:kr:{rng.randint(10**11, 10**12 - 1)}:{s['org']}",
    }


reg(
    F,
    "kpd_ncp_sens_sms_signature_python",
    ("scripts/sens_sms_alert.py", "srv/<<org>>/notify/sens_sms.py"),
    '''"""네이버 클라우드 SENS로 출동 요약 문자 발송."""

import base64
import hashlib
import hmac
import time

import requests

ACCESS_KEY = "<<akid>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "<<svc>>"


def _sig(method, uri, ts):
    msg = f"{method} {uri}\\n{ts}\\n{ACCESS_KEY}"
    return base64.b64encode(hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest()).decode()


def send(to, text):
    uri = f"/sms/v2/services/{SERVICE_ID}/messages"
    ts = str(int(time.time() * 1000))
    headers = {
        "x-ncp-apigw-timestamp": ts,
        "x-ncp-iam-access-key": ACCESS_KEY,
        "x-ncp-apigw-signature-v2": _sig("POST", uri, ts),
    }
    body = {"type": "SMS", "from": "0312<<nnn>><<nnnn>>", "content": text, "messages": [{"to": to}]}
    return requests.post("https://sens.apigw.ntruss.com" + uri, json=body, headers=headers, timeout=10)
''',
    "p:ncp_secret",
    None,
    _ncp_extra,
)
