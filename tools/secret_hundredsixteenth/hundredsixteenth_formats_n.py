"""Family n: a men's grooming (barbershop) chain in Seoul, South Korea (Korean)."""

from __future__ import annotations

import base64
import json

from hundredsixteenth_spec import Fam, enc_basic, json_dump

F = Fam(
    name="grooming_chain_seoul_korean",
    prefix="grooming",
    orgs=("gentlehan", "mungyeol", "dandyhan", "barbergangnam"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("현우", "hyunwoo"),
        ("수빈", "subin"),
        ("도윤", "doyun"),
    ),
    last=(("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung")),
    words=(
        "dandy",
        "gangnam",
        "hongdae",
        "pomade",
        "perm",
        "dubu",
        "kimchi",
        "soju",
        "hangang",
        "bulgogi",
        "tteok",
        "namsan",
        "jjang",
        "hwaiting",
    ),
    pets=("bori", "kongi", "dubu", "choco", "haru"),
    cc="+82",
)

F.reg(
    "kakaotalk_export_bimilbeonho",
    ("KakaoTalk_<<date>>_<<hm>>_<<id>>_group.txt", "kakao/<<org>>_지점장방.txt"),
    """<<Org>> 지점장방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hm>>

--------------- <<year>>년 3월 12일 수요일 ---------------
[<<fn>>] [오후 2:14] 공비서 비밀번호 바뀌었나요? 로그인이 안돼요
[<<fn2>>] [오후 2:16] 아이디 <<login>>
[<<fn2>>] [오후 2:16] 비번 <<cred>>
[<<fn2>>] [오후 2:17] 손님 앞에서 화면 띄우지 마세요
[<<fn>>] [오후 2:18] 넵 감사합니다
""",
    "human",
)

F.reg(
    "toss_payments_secret_spring_yaml",
    (
        "reservation-api/src/main/resources/application-prod.yml",
        "<<org>>-api/config/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/reservation
    username: reservation
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: '<<cred>>'
    success-url: https://<<dom>>/pay/success
""",
    "p:toss",
    extra=lambda rng, s: {"ck": s["uuid"].replace("-", "")[:20]},
)

F.reg(
    "kakao_rest_api_key_typescript_alimtalk",
    ("src/config/kakao.ts", "apps/<<org>>-web/src/lib/kakao.ts"),
    """// 카카오 로그인 + 알림톡 예약 알림
export const KAKAO_REST_API_KEY = '<<cred>>';
export const KAKAO_REDIRECT_URI = 'https://<<dom>>/oauth/kakao';
export const ALIMTALK_SENDER_KEY = '<<sk>>';
""",
    "p:kakao",
    "",
    extra=lambda rng, s: {"sk": s["uuid"].replace("-", "")[:20]},
)

F.reg(
    "ncloud_sens_secret_dotenv",
    ("sms-worker/.env", "deploy/<<org>>/sens.env"),
    """# NAVER CLOUD SENS 예약 문자
NCP_ACCESS_KEY=<<ak>>
NCP_SECRET_KEY=<<cred>>
SENS_SERVICE_ID=ncp:sms:kr:<<id>>:<<org>>
SENS_FROM=0215<<id>>
""",
    "alnum:40",
    "",
    extra=lambda rng, s: {"ak": s["uuid"].replace("-", "").upper()[:20]},
)

F.reg(
    "docker_config_json_registry_auth",
    ("home/<<fa>>/.docker/config.json", "ci/<<org>>-runner/.docker/config.json"),
    lambda s: json_dump(
        {
            "auths": {
                f"{s['org']}.kr.ncr.ntruss.com": {"auth": enc_basic("deploy", s["cred"])},
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent=1,
    ),
    "pw",
    decode=lambda t: (
        base64.b64decode(next(iter(json.loads(t)["auths"].values()))["auth"])
        .decode()
        .split(":", 1)[1]
    ),
)

F.reg(
    "branch_nas_cifs_fstab_password",
    ("etc/fstab", "etc/fstab.<<org>>"),
    """# <file system> <mount point> <type> <options> <dump> <pass>
UUID=<<uuid>> / ext4 errors=remount-ro 0 1
//<<ip>>/cctv /mnt/cctv cifs username=branch<<n>>,password=<<cred>>,iocharset=utf8,vers=3.0 0 0
""",
    "pw_bare",
    "",
)

F.reg(
    "handover_memo_korean_gongbiseo",
    ("인수인계/<<date>>_<<fa>>.txt", "memo/handover_<<org>>_<<n>>.txt"),
    """[인수인계] <<Org>> <<n>>호점 — <<date>>
1. 오픈 10:30, 마감 21:00 (일요일 휴무)
2. 공비서 관리자 계정
   ID: <<login>>
   PW: <<cred>>
3. 포마드 재고 12개, 화요일 발주
4. 카드단말기 고장 시 <<phone>> (<<fn2>> 기사님)
""",
    "human",
)

F.reg(
    "slack_bot_token_branch_alerts_python",
    ("bots/branch_alerts.py", "tools/<<org>>_slack_alerts.py"),
    '''"""지점별 노쇼 알림을 슬랙으로 보냄."""

from slack_sdk import WebClient

SLACK_BOT_TOKEN = "<<cred>>"
CHANNEL = "#지점-알림"

client = WebClient(token=SLACK_BOT_TOKEN)


def noshow(branch: str, name: str, hhmm: str) -> None:
    client.chat_postMessage(channel=CHANNEL, text=f"[{branch}] {name} 고객 {hhmm} 노쇼")
''',
    "p:slack",
)
