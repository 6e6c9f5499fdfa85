# ruff: noqa: E501
"""Family h: a concert ticketing agency in Busan (South Korea; Korean)."""

from __future__ import annotations

import base64
import re

from seventyseventh_spec import FAM_H, enc_b64


def _dec_basic(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no basic header")
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


FAM_H.reg(
    "gongyeon_kakaotalk_txt_bimilbeonho_box_office",
    ("KakaoTalk/KakaoTalk_<<date>>_<<n4>>.txt", "카톡/<<fa>>_매표소_<<n>>.txt"),
    """<<full2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hm>>

<<year>>년 5월 <<n>>일 오후 <<hm>>, <<full2>> : 매표소 포스 로그인이 안 돼요 ㅠㅠ
<<year>>년 5월 <<n>>일 오후 <<hm2>>, <<full>> : 아이디 boxoffice<<n>>
<<year>>년 5월 <<n>>일 오후 <<hm2>>, <<full>> : 비밀번호 <<cred>>
<<year>>년 5월 <<n>>일 오후 <<hm2>>, <<full2>> : 감사합니다!! 들어가졌어요
""",
    "human",
)

FAM_H.reg(
    "gongyeon_toss_payments_spring_application_yml",
    ("ticket-api/src/main/resources/application-prod.yml", "deploy/<<org>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/ticket?serverTimezone=Asia/Seoul
    username: ticket
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_gck_<<hex12>><<hex8>>
    secret-key: <<cred>>
    confirm-url: https://api.tosspayments.com/v1/payments/confirm
""",
    "p:toss",
)

FAM_H.reg(
    "gongyeon_curl_basic_auth_bash_history_base64",
    ("home/<<user>>/.bash_history", "ops/<<org>>/history_<<n>>.txt"),
    """cd ~/seatmap
git pull
curl -s -H "Authorization: Basic <<enc>>" https://partner.<<dom>>/api/v2/shows?venue=bexco | jq '.[] | .title'
curl -s -H "Authorization: Basic <<enc>>" https://partner.<<dom>>/api/v2/shows/<<n4>>/seats > seats.json
python3 render_seats.py seats.json
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['user']}:{s['cred']}")},
    decode=_dec_basic,
)

FAM_H.reg(
    "gongyeon_aligo_sms_php_api_key",
    ("lib/sms/aligo.php", "www/<<org>>/inc/sms_<<n>>.php"),
    """<?php
// 예매 완료 알림 문자 (알리고)
$sms_url = 'https://apis.aligo.in/send/';
$sms = [
    'key'    => '<<cred>>',
    'userid' => '<<org>>',
    'sender' => '051<<n4>><<n4>>',
];
""",
    "alnum:32",
    syntax="",
)

FAM_H.reg(
    "gongyeon_kakao_admin_key_node_env",
    ("ticket-web/.env.production", "servers/<<org>>/web.env"),
    """NODE_ENV=production
NEXT_PUBLIC_KAKAO_JS_KEY=<<hex12>><<hex12>><<hex8>>
KAKAO_ADMIN_KEY=<<cred>>
KAKAOPAY_CID=CT<<n4>><<n4>>
DATABASE_URL=mysql://ticket@<<ip>>:3306/ticket
""",
    "p:kakao_admin",
    syntax="",
)

FAM_H.reg(
    "gongyeon_gate_scanner_android_prefs_xml",
    (
        "data/data/kr.<<org>>.gatescan/shared_prefs/scanner.xml",
        "backup/scanner_<<n>>/shared_prefs/scanner.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="venue">BEXCO 오디토리움</string>
    <string name="gate">Gate <<n>></string>
    <string name="api_base">https://gate.<<dom>>/v1</string>
    <string name="device_token"><<cred>></string>
    <boolean name="offline_mode" value="false" />
    <long name="last_sync" value="<<ms>>" />
</map>
""",
    "uuid",
)

FAM_H.reg(
    "gongyeon_korean_email_bimilbeonho_venue_wifi",
    ("mail/보낸편지함/<<date>>_<<n>>.eml", "outlook/<<fa>>/sent_<<n4>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: [공연 운영] 현장 와이파이 및 매표 시스템 안내
Date: <<dmy>> <<hm>> +0900
Content-Type: text/plain; charset=UTF-8

<<full2>>님 안녕하세요,

이번 주 <<place>> 공연 현장 운영 정보 공유드립니다.
- 스태프 와이파이: <<orgc>>_STAFF
- 비밀번호: <<cred>>
- 입장 스캐너는 오후 4시부터 켜주세요.

감사합니다.
<<full>> 드림
""",
    "human",
)

FAM_H.reg(
    "gongyeon_seat_db_pgpass",
    ("home/<<user>>/.pgpass", "ops/<<org>>/pgpass_<<n>>"),
    """# hostname:port:database:username:password
<<ip>>:5432:ticket:ticket_app:<<cred>>
<<ip2>>:5432:*:readonly:*
""",
    "pw",
    syntax="",
)
