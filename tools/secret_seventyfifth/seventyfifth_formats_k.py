# ruff: noqa: E501
"""Family k: a Seoul access-control installer (South Korea; Korean)."""

from __future__ import annotations

import base64
import json

from seventyfifth_spec import Fam, enc_b64, gen_pw

F = Fam(
    name="seoul_access_control_installer",
    orgs=("churipmun", "hanjaeloc", "gangnamgate"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("동현", "donghyun"),
        ("하은", "haeun"),
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
        "churip",
        "saranghae",
        "hangang",
        "gangnam",
        "seoul",
        "busan",
        "kimchi",
        "bibimbap",
        "soju",
        "chimaek",
        "hwaiting",
        "daebak",
        "namsan",
        "jongno",
        "mapo",
        "tteok",
        "haneul",
        "byeol",
        "sarang",
        "gomawo",
    ),
    pets=("choco", "dubu", "kongi", "bori", "maru", "happy"),
    cc="+82",
)

F.reg(
    "seoulaccess_biostar2_api_login_python",
    ("scripts/biostar_sync_<<org>>.py", "install/<<date>>_site<<site>>/biostar_users.py"),
    '''"""BioStar 2 출입 사용자 일괄 등록 (인사 DB -> BioStar 2 API)"""

import requests

BIOSTAR = "https://<<ip>>:443"
LOGIN = {"User": {"login_id": "admin", "password": "<<cred>>"}}

s = requests.Session()
s.verify = False
r = s.post(f"{BIOSTAR}/api/login", json=LOGIN, timeout=10)
s.headers["bs-session-id"] = r.headers["bs-session-id"]
users = s.get(f"{BIOSTAR}/api/users?limit=0").json()
print(users["UserCollection"]["total"], "명")
''',
    cred="pw_dq",
)

F.reg(
    "seoulaccess_kakaotalk_pc_export_bimilbeonho",
    ("kakaotalk/KakaoTalk_<<date>>_<<fa>>.txt", "backup/KakaoTalkChats_site<<site>>.txt"),
    """<<fn>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time2>>

--------------- <<y>>년 <<month>>월 <<day>>일 ---------------
[<<ln>><<fn>>] [오후 <<h12>>:0<<site1>>] 실장님 현장 BioStar 서버 관리자 계정 좀 알려주세요
[<<ln2>><<fn2>>] [오후 <<h12>>:4<<site1>>] 아이디 admin
[<<ln2>><<fn2>>] [오후 <<h12>>:4<<site1>>] 비밀번호 <<cred>>
[<<ln>><<fn>>] [오후 <<h12>>:4<<site1>>] 감사합니다! 지문 등록 마무리할게요
""",
    cred="human",
    extra=lambda rng, s: {"site1": str(rng.randint(0, 9))},
)

F.reg(
    "seoulaccess_toss_payments_spring_application_yml",
    (
        "src/main/resources/application-<<org>>.yml",
        "maintenance-billing/config/application-prod<<n>>.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/maintenance
    username: billing
toss:
  payments:
    client-key: "live_ck_<<ck>>"
    secret-key: "<<cred>>"
    success-url: "https://<<dom>>/pay/success"
""",
    cred="p:toss",
    extra=lambda rng, s: {"ck": gen_pw(rng, 28, sym="")},
)


def _docker(s: dict[str, str]) -> str:
    return json.dumps(
        {
            "auths": {
                f"harbor.{s['dom']}": {"auth": s["enc"]},
                "https://index.docker.io/v1/": {},
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    )


def _docker_dec(text: str) -> str:
    auths = json.loads(text)["auths"]
    for v in auths.values():
        if "auth" in v:
            return base64.b64decode(v["auth"]).decode().split(":", 1)[1]
    raise ValueError("no auth")


F.reg(
    "seoulaccess_zkbio_cvsecurity_docker_config_auth",
    ("home/<<fa>>/.docker/config.json", "deploy/site<<site>>/docker/config.json"),
    _docker,
    cred="pw",
    extra=lambda rng, s: {"enc": enc_b64(f"robot$deploy{s['site']}:{s['cred']}")},
    decode=_docker_dec,
)

F.reg(
    "seoulaccess_hid_origo_mobile_keys_dotenv",
    ("mobile-keys/<<org>>/.env", "origo-bridge/.env.building<<site>>"),
    """# HID Origo 모바일 출입증 발급 브릿지
ORIGO_ORGANIZATION_ID=<<nn>><<n>>
ORIGO_CLIENT_ID=<<org>>-bridge
ORIGO_CLIENT_SECRET=<<cred>>
ORIGO_TOKEN_URL=https://api.origo.hidglobal.com/authentication/customer/<<nn>><<n>>/token
BUILDING_NAME="강남 <<site>> 오피스"
""",
    cred="alnum:40",
)

F.reg(
    "seoulaccess_zkteco_pullsdk_csharp_commkey",
    ("src/DoorSync/C3Controller_<<org>>.cs", "tools/zk_c3_site<<site>>.cs"),
    """using System;
using System.Runtime.InteropServices;

// ZKTeco C3-400 출입 컨트롤러 연결 (PullSDK)
class C3Controller
{
    [DllImport("plcommpro.dll")] static extern IntPtr Connect(string parameters);

    const string Params = "protocol=TCP,ipaddress=<<ip>>,port=4370,timeout=2000,passwd=<<cred>>";

    static void Main()
    {
        IntPtr h = Connect(Params);
        Console.WriteLine(h == IntPtr.Zero ? "연결 실패" : "연결됨");
    }
}
""",
    cred="pw_alnum",
    syntax="",
)

F.reg(
    "seoulaccess_korean_email_bimilbeonho_site_handover",
    ("mail/<<org>>_준공_<<date>>.eml", "outlook/handover_site<<site>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?7Lac7J6F7Ya17KCcIOyLnOyKpO2FnCDsnbjsiJjsnbjqs4Q=?=
Date: <<date>> <<time>> +0900
Content-Type: text/plain; charset=UTF-8

<<fn2>> 관리소장님 안녕하세요.

출입통제 시스템 준공에 따라 관리자 계정을 인계드립니다.

접속 주소: https://<<ip>>/
아이디: admin
비밀번호: <<cred>>

보안을 위해 인수 후 바로 변경 부탁드립니다.

<<ln>><<fn>> 드림
""",
    cred="human",
    syntax="",
)

F.reg(
    "seoulaccess_kakao_alimtalk_admin_key_node",
    ("notify/kakao_<<org>>.js", "services/door_alarm_notify_<<n>>.js"),
    """// 문 강제열림 알림을 관리자에게 카카오톡으로 전송
const axios = require('axios');

const KAKAO_ADMIN_KEY = '<<cred>>';

async function notify(uuid, text) {
  return axios.post('https://kapi.kakao.com/v1/api/talk/friends/message/default/send',
    new URLSearchParams({ receiver_uuids: JSON.stringify([uuid]), template_object: JSON.stringify({ object_type: 'text', text, link: {} }) }),
    { headers: { Authorization: `KakaoAK ${KAKAO_ADMIN_KEY}` } });
}

module.exports = { notify };
""",
    cred="p:kakao_admin",
    syntax="",
)
