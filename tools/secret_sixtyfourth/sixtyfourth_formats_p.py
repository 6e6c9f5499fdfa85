# ruff: noqa: E501
"""Family p: a franchised convenience store (편의점 가맹점) in Busan (South Korea), Korean."""

from __future__ import annotations

from sixtyfourth_spec import Fam

F = Fam(
    "pyunuijeom_gamaengjeom_busan",
    ("pyunuicheon", "haeundaemart", "seomyeon24", "gwangallistore"),
    "co.kr",
    ("민준", "서연", "지훈", "수빈", "현우", "지은", "동현", "예린"),
    ("김", "이", "박", "최", "정", "강"),
    (
        "busan",
        "haeundae",
        "gwangalli",
        "kimbap",
        "ramyeon",
        "soju",
        "jagalchi",
        "seomyeon",
        "dalgona",
        "tteok",
        "samgak",
        "bada",
    ),
    ("Choco", "Kong", "Bori", "Mungchi", "Happy", "Dubu"),
    "82",
    ("010-####-####", "010########"),
    "부산",
    first_a=("minjun", "seoyeon", "jihun", "subin", "hyunwoo", "jieun", "donghyun", "yerin"),
    last_a=("kim", "lee", "park", "choi", "jung", "kang"),
)

F.reg(
    "pyunuijeom_kakaotalk_txt_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<y>><<mo>><<dd>>_<<num>>.txt", "Documents/카톡_알바방_<<n>>.txt"),
    """<<first2>> 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<mo>>. <<dd>>. 오후 11:02

<<y>>년 <<mo>>월 <<dd>>일 오후 10:41, <<first2>> : 점장님 포스 재부팅했더니 비밀번호 물어봐요ㅠ
<<y>>년 <<mo>>월 <<dd>>일 오후 10:43, <<last>><<first>> : 관리자 비번 <<cred>>
<<y>>년 <<mo>>월 <<dd>>일 오후 10:43, <<last>><<first>> : 폐기 등록 꼭 하고 퇴근해
<<y>>년 <<mo>>월 <<dd>>일 오후 10:44, <<first2>> : 넵 감사합니다!
""",
    "human",
)

F.reg(
    "pyunuijeom_toss_payments_secret_key_env",
    ("pickup-order/.env", "Documents/<<org>>-pickup/.env.production"),
    """# 편의점 픽업 주문 페이지 (토스페이먼츠)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hex8>><<hex8>>
TOSS_SECRET_KEY=<<cred>>
STORE_NAME="<<orgt>> 해운대점"
STORE_PHONE=<<mob>>
""",
    "p:toss",
    syntax="",
)

F.reg(
    "pyunuijeom_naver_commerce_api_client_secret_python",
    ("Documents/스마트스토어/주문수집.py", "Desktop/smartstore_<<n>>.py"),
    '''"""네이버 스마트스토어 신규 주문 수집 (매일 아침 9시)."""

import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<hex8>><<serial>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    ts = str(int(time.time() * 1000))
    hashed = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.b64encode(hashed).decode()
    r = requests.post(
        "https://api.commerce.naver.com/external/v1/oauth2/token",
        data={"client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign, "grant_type": "client_credentials", "type": "SELF"},
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "p:naver",
)

F.reg(
    "pyunuijeom_bonsa_email_imsi_bimilbeonho",
    ("Mail/받은편지함/본사_발주시스템_<<n>>.eml", "Outlook/Inbox/hq_order_<<d>>.eml"),
    """From: 가맹점 지원센터 <support@hq-<<org>>.co.kr>
To: <<mail>>
Subject: [발주시스템] 임시 비밀번호 안내
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

<<last>><<first>> 점주님 안녕하세요.

요청하신 발주시스템 임시 비밀번호를 안내드립니다.
아이디: <<uname>>
임시 비밀번호: <<cred>>

로그인 후 반드시 비밀번호를 변경해 주세요.
본 메일은 발신 전용입니다.
""",
    "pw",
    syntax="",
)

F.reg(
    "pyunuijeom_alba_insugeinge_memo_wifi_pos",
    ("Documents/알바 인수인계.txt", "Desktop/인수인계_<<fa2>>_<<n>>.txt"),
    """[야간 알바 인수인계]  <<y>>.<<mo>>.<<dd>>
- 22시: 도시락/삼각김밥 폐기 확인 후 포스에 폐기 등록
- 택배 접수: 무게 재고 송장 출력 (라벨 프린터 전원 뒤쪽)
- 매장 와이파이: <<orgt>>_5G / 비번 <<cred>>
- 담배 진열장 열쇠: 카운터 아래 서랍
- 문제 생기면 점장님 <<mob>>
""",
    "human",
    syntax="",
)

F.reg(
    "pyunuijeom_baemin_partner_sms_backup_txt",
    ("Documents/문자백업_<<d>>.txt", "Download/sms_<<n>>.txt"),
    """보낸사람: 1600-0987
받은시간: <<y>>-<<mo>>-<<dd>> <<t>>
[Web발신]
[배민 사장님] <<orgt>> 매장 계정이 생성되었습니다. 아이디: <<uname>> 초기 비밀번호: <<cred>> 최초 로그인 시 변경하세요.

보낸사람: <<mob2>>
받은시간: <<y>>-<<mo>>-<<dd>> <<t2>>
점장님 내일 우유 입고 6시에요
""",
    "pw",
    syntax="",
)

F.reg(
    "pyunuijeom_kakao_alimtalk_rest_api_key_yaml",
    ("alimtalk/config.yml", "Documents/알림톡/config_<<n>>.yml"),
    """# 택배 도착/예약상품 입고 알림톡
kakao:
  rest_api_key: "<<cred>>"
  sender_key: "<<hex8>><<hex8>>"
  template_code: "PICKUP_READY_01"
store:
  name: "<<orgt>>"
  phone: "<<mob>>"
""",
    "p:kakao",
)

F.reg(
    "pyunuijeom_nas_backup_crontab_rsync_password",
    ("var/spool/cron/crontabs/<<fa>>", "home/<<fa>>/crontab_backup_<<n>>.txt"),
    """# 포스 매출 DB -> 시놀로지 NAS 백업 (매일 새벽 3시)
SHELL=/bin/bash
0 3 * * * RSYNC_PASSWORD=<<cred>> rsync -az /home/<<fa>>/pos/db/ rsync://backup@<<lan>>/store-backup/ >> /home/<<fa>>/backup.log 2>&1
30 3 * * 0 find /home/<<fa>>/pos/db -name "*.bak" -mtime +30 -delete
""",
    "pw_bare",
    syntax="",
)
