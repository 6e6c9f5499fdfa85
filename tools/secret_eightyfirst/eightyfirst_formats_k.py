# ruff: noqa: E501
"""Family k: a dog-training school (반려견 훈련소) in Busan (South Korea, Korean)."""

from __future__ import annotations

import base64
import json
import random

from eightyfirst_spec import FK as F
from eightyfirst_spec import Slots, alnum, enc_basic

F.reg(
    "toss_payments_nextjs_env_secret",
    ("hullyeon-web/.env.production", "apps/<<org>>-booking/.env.local"),
    """# 토스페이먼츠 - 훈련 상담/위탁 결제
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 24)},
)


def _kakao(s: Slots) -> str:
    y, mo, dd = s["year"], int(str(s["mo"])), int(str(s["dd"]))
    h = int(str(s["hh"]))
    ampm, h12 = ("오후", h - 12 if h > 12 else h) if h >= 12 else ("오전", h)
    who1, who2 = f"{s['ln']}{s['fn']}", f"{s['ln2']}{s['fn2']}"
    return (
        f"훈련사 단톡방 님과 카카오톡 대화\n저장한 날짜 : {y}. {mo}. {dd}. {ampm} {h12}:{s['mi']}\n\n"
        f"{y}년 {mo}월 {dd}일 {ampm} {h12}:{s['mi']}, {who1} : 네이버 예약 관리자 비밀번호 바뀌었나요?\n"
        f"{y}년 {mo}월 {dd}일 {ampm} {h12}:{s['mi']}, {who2} : 네 어제 바꿨어요\n"
        f"{y}년 {mo}월 {dd}일 {ampm} {h12}:{s['mi']}, {who2} : 비밀번호 {s['cred']}\n"
        f"{y}년 {mo}월 {dd}일 {ampm} {h12}:{s['mi']}, {who1} : 감사합니다 {s['pet']} 보호자님 예약 확정할게요 🐕\n"
    )


F.reg(
    "kakaotalk_txt_export_naver_booking_bimilbeonho",
    (
        "KakaoTalk/KakaoTalk_<<year>><<mo>><<dd>>_<<hh>><<mi>>.txt",
        "Documents/카카오톡_훈련사단톡_<<date>>.txt",
    ),
    _kakao,
    "human",
    syntax="",
)


def _docker(rng: random.Random, s: Slots) -> Slots:
    user = f"{s['org']}-ci"
    return {"auth": enc_basic(user, str(s["cred"])), "user": user}


def _dec_docker(text: str) -> str:
    auth = json.loads(text)["auths"]["registry.gitlab.com"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


F.reg(
    "docker_config_json_registry_auth_base64",
    ("home/<<login>>/.docker/config.json", "ci/<<org>>/docker-config.json"),
    """{
	"auths": {
		"registry.gitlab.com": {
			"auth": "<<auth>>"
		}
	},
	"HttpHeaders": {
		"User-Agent": "Docker-Client/26.1.4 (linux)"
	}
}
""",
    "pw_json",
    extra=_docker,
    decode=_dec_docker,
)

F.reg(
    "solapi_alimtalk_python_api_secret",
    ("scripts/alimtalk_<<org>>.py", "hullyeon/<<org>>/notify_<<yy>>.py"),
    '''"""수업 하루 전 알림톡 발송 (솔라피)."""

from solapi import SolapiMessageService
from solapi.model import RequestMessage

API_KEY = "NCS<<ak>>"
API_SECRET = "<<cred>>"
PF_ID = "KA01PF<<hex8>>"

service = SolapiMessageService(API_KEY, API_SECRET)


def remind(phone: str, dog: str, when: str) -> None:
    service.send(RequestMessage(from_="0517<<id6>>", to=phone, text=f"[{dog}] 내일 {when} 기초 복종 훈련 수업이 있습니다."))
''',
    lambda rng, s: alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    extra=lambda rng, s: {"ak": alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "naver_commerce_api_ts_bcrypt_salt_secret",
    ("smartstore-sync/src/naver.ts", "apps/<<org>>-store/lib/naverCommerce.ts"),
    """// 스마트스토어 (훈련용품: 리드줄, 노즈워크 매트) 주문 동기화
import bcrypt from "bcryptjs";

const CLIENT_ID = "<<cid>>";
const CLIENT_SECRET = "<<cred>>";

export function signature(timestamp: number): string {
  const hashed = bcrypt.hashSync(`${CLIENT_ID}_${timestamp}`, CLIENT_SECRET);
  return Buffer.from(hashed).toString("base64");
}
""",
    lambda rng, s: (
        "$2a$04$"
        + alnum(rng, 22, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    ),
    syntax="",
    extra=lambda rng, s: {"cid": alnum(rng, 22)},
)

F.reg(
    "handover_note_iptime_router_bimilbeonho",
    ("인수인계/<<date>>_운영_인수인계.txt", "Desktop/인수인계_<<fa>>.txt"),
    """[운영 인수인계] <<ln>><<fn>> → <<ln2>><<fn2>> (<<date>>)

1. 위탁견 <<pet>>, <<pet2>>: 오후 산책 2회, 사료 불려서 급여
2. 훈련장 CCTV는 ipTIME 공유기 뒤에 있음
   - 관리자 페이지 http://192.168.0.1
   - 아이디 admin / 비번 <<cred>>
3. 네이버 예약 알림은 사장님 폰으로만 옴
""",
    "human",
    syntax="",
)

F.reg(
    "aws_credentials_training_videos_s3",
    ("home/<<login>>/.aws/credentials", "Users/<<fa>>/.aws/credentials"),
    """[default]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
region = ap-northeast-2

[<<org>>-videos]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {"akid": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)


def _band(s: Slots) -> str:
    return (
        f"{s['orgc']} 훈련사 모임 BAND\n\n"
        f"{s['ln']}{s['fn']} {s['year']}년 {int(str(s['mo']))}월 {int(str(s['dd']))}일 {s['hh']}:{s['mi']}\n"
        "유튜브 채널 로그인 비번 좀 알려주세요 (훈련 영상 올려야 해서)\n\n"
        f"{s['ln2']}{s['fn2']} {s['year']}년 {int(str(s['mo']))}월 {int(str(s['dd']))}일 {s['hh']}:{s['mi']}\n"
        f"{s['cred']}\n"
    )


F.reg(
    "naver_band_copied_text_reply_only",
    ("Documents/band_<<date>>.txt", "메모/밴드_복사_<<mo>><<dd>>.txt"),
    _band,
    "human",
    syntax="",
)
