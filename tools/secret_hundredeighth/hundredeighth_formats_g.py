# ruff: noqa: E501
"""Family g: a climbing gym and guide office at Bukhansan, Seoul (South Korea): Korean."""

from __future__ import annotations

from hundredeighth_spec import Fam, after, enc_html, hexs, un_html

F = Fam(
    name="bukhansan_korean_climbing_gym",
    prefix="bukhansan",
    orgs=("bukhanrope",),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지아", "jia"),
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
        "bukhansan",
        "insubong",
        "seoraksan",
        "dobongsan",
        "bouldering",
        "kimchi",
        "soju",
        "chingu",
        "saranghae",
        "hwaiting",
        "gangnam",
        "hongdae",
        "bibimbap",
        "tteokbokki",
        "hangang",
        "sanjang",
        "bawi",
        "jeju",
        "busan",
        "gimbap",
        "makgeolli",
    ),
    pets=("choco", "kongi", "ddubi", "bori", "dubu", "mongi"),
    cc="82",
    town="서울",
)

F.reg(
    "kakaotalk_chat_bimilbeonho",
    ("phone/KakaoTalk_<<date>>_<<fa>>.txt", "exports/kakao/강사방_<<nn>>.txt"),
    """<<orgc>> 강사방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hh>>:<<mm>>

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<fn2>>] [오후 <<hh>>:<<mm>>] 형님 회원관리 프로그램 비밀번호 바뀌었어요?
[<<ln>><<fn>>] [오후 <<hh>>:<<mm2>>] 응 어제 바꿨어
[<<ln>><<fn>>] [오후 <<hh>>:<<mm2>>] 아이디 <<user>> 비번 <<cred>>
[<<fn2>>] [오후 <<hh>>:<<mm2>>] 감사합니다! 인수봉 주말반 명단 올릴게요
""",
    "human",
)

F.reg(
    "toss_payments_secret_key_ts",
    ("web/<<org>>-<<nn>>/src/lib/toss.ts", "apps/<<org>>-booking/server/toss_<<fa>>.ts"),
    """// 토스페이먼츠 결제 승인 (일일권, 10회권, 인수봉 가이드 예약)
const TOSS_SECRET_KEY = "<<cred>>";
const AUTH = "Basic " + Buffer.from(`${TOSS_SECRET_KEY}:`).toString("base64");

export async function confirm(paymentKey: string, orderId: string, amount: number) {
  const res = await fetch("https://api.tosspayments.com/v1/payments/confirm", {
    method: "POST",
    headers: { Authorization: AUTH, "Content-Type": "application/json" },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  return res.json();
}
""",
    "p:toss",
    syntax="",
)

F.reg(
    "kakao_rest_api_key_yaml",
    ("config/<<org>>/kakao-<<nn>>.yml", "deploy/<<org>>-<<fa>>/application-kakao.yaml"),
    """kakao:
  rest-api-key: "<<cred>>"
  admin-key: "<<adm>>"
  redirect-uri: https://<<dom>>/oauth/kakao
  alimtalk:
    sender-key: "<<sk>>"
    template: RESERVATION_CONFIRM
""",
    "hex:32",
    extra=lambda rng, s: {"adm": hexs(rng, 32), "sk": hexs(rng, 40)},
)

F.reg(
    "door_access_controller_ini",
    ("gym/access/<<org>>-door-<<nn>>.ini", "C/Program Files/AccessManager/config-<<fa>>.ini"),
    """[Controller]
Model=ZKTeco inBio260
IP=<<ip>>
Port=4370
CommPassword=<<cred>>

[Sync]
MemberDB=https://<<dom>>/api/members
Interval=300
""",
    "pw",
)

F.reg(
    "member_portal_html_entity_password",
    ("web/<<org>>/admin/staff_<<nn>>.html", "exports/회원관리-<<date>>.html"),
    """<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>직원 계정</title></head>
<body>
<table class="staff">
<tr><th>이름</th><th>아이디</th><th>비밀번호</th></tr>
<tr><td><<ln>><<fn>></td><td><<user>></td><td><<cred>></td></tr>
</table>
</body></html>
""",
    "pw_json",
    syntax="",
    encode=enc_html,
    decode=after(r"<td>[^<]*</td><td>[^<]*</td><td>([^<]+)</td>", un_html),
)

F.reg(
    "naver_works_smtp_python",
    ("scripts/<<org>>/send_waiver_<<nn>>.py", "home/<<fa>>/mail_waiver.py"),
    """\"\"\"면책동의서 PDF를 신규 회원에게 메일로 보냄 (NAVER WORKS SMTP).\"\"\"
import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.worksmobile.com"
SMTP_USER = "<<email>>"
SMTP_PASS = '<<cred>>'

msg = EmailMessage()
msg["From"] = SMTP_USER
msg["To"] = "<<email2>>"
msg["Subject"] = "<<orgc>> 클라이밍 면책동의서"
msg.set_content("첨부된 동의서를 확인해 주세요.")
with smtplib.SMTP_SSL(SMTP_HOST, 465) as s:
    s.login(SMTP_USER, SMTP_PASS)
    s.send_message(msg)
""",
    "pw_sq",
)

F.reg(
    "climbing_wall_nvr_config_xml",
    ("nvr/<<org>>-backup-<<nn>>.xml", "office/cctv/nvr_<<fa>>_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<NVRConfig version="2.0">
  <DeviceInfo model="DS-7608NI-K2" name="<<orgc>>-Wall"/>
  <UserList>
    <User id="1"><userName>admin</userName><password><<cred>></password><userLevel>Administrator</userLevel></User>
  </UserList>
  <Channels><Channel id="1" name="볼더링 A"/><Channel id="2" name="리드벽"/></Channels>
</NVRConfig>
""",
    "pw_xml",
)

F.reg(
    "guide_office_nas_rsync_crontab",
    ("var/spool/cron/crontabs/<<fa>>-<<nn>>", "office/crontab-<<date>>.txt"),
    """# 가이드 사진 백업 -> Synology
30 2 * * * RSYNC_PASSWORD='<<cred>>' rsync -az /srv/photos/ rsync://backup@<<ip>>/guides/ >> /var/log/photo_backup.log 2>&1
0 4 * * 1 /usr/local/bin/prune_waivers.sh
""",
    "pw_sq",
    syntax="",
)
