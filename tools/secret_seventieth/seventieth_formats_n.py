# ruff: noqa: E501
"""Family n: a PC bang (internet gaming centre) in Busan (South Korea), Korean."""

from __future__ import annotations

import base64
import email
import re

from seventieth_spec import Fam, alnum, hexs

F = Fam(
    name="busan_pcbang_gaming_lounge",
    orgs=("haeundaepc", "gwanganlounge", "seomyeongame"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지민", "jimin"),
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
        "busan",
        "haeundae",
        "gwangalli",
        "seomyeon",
        "kimchi",
        "soju",
        "ramyeon",
        "tteokbokki",
        "giants",
        "saranghae",
        "daebak",
        "hwaiting",
        "starcraft",
        "gukbap",
        "dwaeji",
        "bibimbap",
        "jagalchi",
        "milmyeon",
    ),
    pets=("choco", "kongi", "bori", "dubu", "mandu", "haru"),
    towns=("해운대", "서면", "광안리", "남포동", "동래", "사상"),
    cc="+82",
)


def _enc_mail(v: str, s: dict) -> str:
    body = (
        f"{s['fn2']}님 안녕하세요,\n\n야간 매니저 인수인계입니다.\n"
        f"카운터 관리 프로그램 관리자 계정\n아이디: manager{s['n']}\n비밀번호: {v}\n\n"
        f"마감 정산 후 로그아웃 꼭 해주세요.\n{s['ln']}{s['fn']} 드림\n"
    )
    b = base64.b64encode(body.encode("utf-8")).decode()
    return "\n".join(b[i : i + 76] for i in range(0, len(b), 76))


def _dec_mail(text: str) -> str:
    msg = email.message_from_string(text)
    body = msg.get_payload(decode=True).decode("utf-8")
    return re.search(r"비밀번호: (\S+)", body).group(1)


F.reg(
    "pcbang_korean_email_base64_body_bimilbeonho",
    ("mail/<<d8>>_인수인계.eml", "Maildir/cur/<<ts>>.M<<nnnn>>.<<org>>:2,S"),
    """From: =?UTF-8?B?7IKs7J6l64uY?= <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?7JW86rCEIOunpOuLiOyggCDsnbjsiJjsnbjqs4Q=?=
Date: Wed, 9 Apr <<year>> <<time>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

<<enc>>
""",
    "human",
    encode=_enc_mail,
    decode=_dec_mail,
)

F.reg(
    "pcbang_kakaotalk_pc_chat_export_txt",
    ("KakaoTalk/KakaoTalkChats_<<d8>>.txt", "Documents/카카오톡 대화_<<orgc>> 알바방_<<n>>.txt"),
    """<<orgc>> 알바방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<year>>년 4월 9일 수요일 ---------------
[<<fn>>] [오후 11:02] 사장님 카운터 PC 재부팅됐는데 관리자 비번이 뭐였죠?
[<<fn2>>] [오후 11:04] <<cred>>
[<<fn2>>] [오후 11:04] 손님한테 보이지 않게 해
[<<fn>>] [오후 11:05] 넵 들어갔습니다!
""",
    "human",
)

F.reg(
    "pcbang_toss_payments_secret_key_node",
    ("kiosk-server/src/payments.js", "srv/<<org>>-kiosk/routes/toss_<<n>>.js"),
    """// 무인 키오스크 요금 충전 - 토스페이먼츠 결제 승인
const express = require('express');
const router = express.Router();

const TOSS_SECRET_KEY = '<<cred>>';
const auth = 'Basic ' + Buffer.from(TOSS_SECRET_KEY + ':').toString('base64');

router.post('/confirm', async (req, res) => {
  const { paymentKey, orderId, amount } = req.body;
  const r = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  res.status(r.status).json(await r.json());
});

module.exports = router;
""",
    "p:toss",
    syntax="",
)

F.reg(
    "pcbang_counter_management_server_ini",
    ("PCManager/Server/server.ini", "Program Files/<<orgc>>Counter <<n>>/server.ini"),
    """[Store]
Name=<<orgc>> <<town>>점
Seats=<<nn>>
HourlyRate=1200

[Database]
Provider=MSSQL
Server=127.0.0.1,1433
Catalog=PCBANG
User=sa
Password=<<cred>>

[Kiosk]
Enabled=1
Port=<<nnnn>>
""",
    "pw",
)

F.reg(
    "pcbang_ncloud_sens_sms_secret_python",
    ("scripts/sms_notice.py", "home/<<fa>>/pcbang/sens_<<n>>.py"),
    '''"""회원에게 이벤트 문자 발송 (네이버 클라우드 SENS)."""

import base64
import hashlib
import hmac
import json
import time
import urllib.request

ACCESS_KEY = "<<akey>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:sms:kr:<<svc>>:<<org>>"


def headers(uri: str) -> dict:
    ts = str(int(time.time() * 1000))
    msg = f"POST {uri}\\n{ts}\\n{ACCESS_KEY}".encode()
    sig = base64.b64encode(hmac.new(SECRET_KEY.encode(), msg, hashlib.sha256).digest()).decode()
    return {"x-ncp-apigw-timestamp": ts, "x-ncp-iam-access-key": ACCESS_KEY, "x-ncp-apigw-signature-v2": sig, "Content-Type": "application/json"}


def send(to: str, text: str) -> None:
    uri = f"/sms/v2/services/{SERVICE_ID}/messages"
    body = json.dumps({"type": "SMS", "from": "0517<<nnnn>>", "content": text, "messages": [{"to": to}]}).encode()
    urllib.request.urlopen(urllib.request.Request("https://sens.apigw.ntruss.com" + uri, body, headers(uri)))
''',
    "alnum:40",
    extra=lambda rng, s: {
        "akey": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "svc": rng.randint(10**8, 10**9),
    },
)

F.reg(
    "pcbang_shared_game_accounts_handover_md",
    ("docs/인수인계_<<d8>>.md", "Desktop/야간알바_인수인계_<<n>>.md"),
    """# 야간 인수인계 (<<date>>)

## 공용 계정
- 스팀 공용 계정 (배그 이벤트용): `<<org>>_pc<<n>>`
- 비밀번호: <<cred>>
- 2단계 인증은 사장님 폰으로 옴 → 카톡으로 요청

## 마감
1. 좌석 정산 후 카드 단말기 마감
2. 음식 재고 (라면, 핫바) 체크
""",
    "human_x",
)

F.reg(
    "pcbang_kakao_alimtalk_rest_key_application_yml",
    ("src/main/resources/application.yml", "<<org>>-member/config/application-prod.yml"),
    """spring:
  datasource:
    url: jdbc:mariadb://localhost:3306/member
    username: member
    password: ${DB_PASSWORD}
kakao:
  rest-api-key: <<cred>>
  redirect-uri: https://<<dom>>/login/kakao
  alimtalk:
    sender-key: <<sender>>
server:
  port: 8081
""",
    "hex:32",
    extra=lambda rng, s: {"sender": hexs(rng, 40)},
)

F.reg(
    "pcbang_nightly_shutdown_psexec_bat",
    ("관리/shutdown_all.bat", "Users/<<fa>>/Desktop/전체종료_<<n>>.bat"),
    """@echo off
REM 새벽 5시 전체 좌석 종료 (작업 스케줄러)
for /L %%i in (1,1,<<nn>>) do (
  psexec \\\\SEAT%%i -u seatadmin -p <<cred>> -d shutdown /s /t 60 /c "PC방 점검 시간입니다"
)
""",
    "pw_bare",
    syntax="",
)
