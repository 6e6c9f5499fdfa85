# ruff: noqa: E501
"""Family k: a coin noraebang (karaoke rooms) and PC bang in Seomyeon, Busan (Korea, Korean)."""

from __future__ import annotations

import random

from sixtysecond_spec import Fam, alnum_chars, dec_url, enc_url, gen_pw

F = Fam(
    "noraebang_coin_seomyeon",
    ("sorimaru", "seomyeonsing", "kotsoricoin"),
    "co.kr",
    ("minjun", "seoyeon", "jihoon", "haeun", "dohyun", "sujin", "hyunwoo", "yuna"),
    ("kim", "lee", "park", "choi", "jung", "kang"),
    (
        "norae",
        "maikeu",
        "seomyeon",
        "haeundae",
        "gwangan",
        "soju",
        "chimaek",
        "busan",
        "gamsa",
        "saranghae",
        "tambourine",
        "hwaiting",
    ),
    "82",
    ("민준", "서연", "지훈", "하은", "도현", "수진", "현우", "유나"),
)


def _pw_needs_escape(rng: random.Random) -> str:
    while True:
        pw = gen_pw(rng, sym="@#%&+/:!")
        if any(c in pw for c in "@#%&+/:"):
            return pw


def _toss(rng: random.Random) -> str:
    return "live_sk_" + alnum_chars(
        rng, 28, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    )


F.reg(
    "norae_kakaotalk_pc_export_bimilbeonho",
    ("카카오톡/KakaoTalk_<<ymd>>_<<n>>.txt", "chats/kakao_알바방_<<n>>.txt"),
    """알바방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time2>>

--------------- <<year>>년 3월 <<dd>>일 수요일 ---------------
[<<name>>] [오후 9:14] 오늘 7번방 마이크 배터리 교체했어요
[<<name2>>] [오후 9:20] 사장님 카운터 PC 관리프로그램 비번 뭐였죠?
[<<name>>] [오후 9:22] <<cred>>
[<<name>>] [오후 9:22] 손님한테 보이게 적어두지 마세요
[<<name2>>] [오후 9:23] 넵 감사합니다
""",
    "human",
    syntax="",
)

F.reg(
    "norae_karaoke_song_update_server_ini",
    ("karaoke/TJ_update_<<n>>.ini", "counter-pc/<<org>>_songupdate.ini"),
    """[Update]
Server=ftp.<<dom>>
Port=21
User=room_update
Password=<<cred>>
Path=/songs/<<ym>>

[Rooms]
Count=12
Broadcast=<<ip>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "norae_kakao_alimtalk_rest_api_python",
    ("alimtalk/send_coupon.py", "scripts/<<org>>_kakao_<<n>>.py"),
    '''"""생일 쿠폰 알림톡 발송"""

import requests

KAKAO_REST_API_KEY = "<<cred>>"


def send_me(text):
    return requests.post(
        "https://kapi.kakao.com/v2/api/talk/memo/default/send",
        headers={"Authorization": f"KakaoAK {KAKAO_REST_API_KEY}"},
        data={"template_object": '{"object_type":"text","text":"%s","link":{}}' % text},
        timeout=10,
    )
''',
    "p:kakao",
)

F.reg(
    "norae_pcbang_db_url_percent_encoded",
    ("pcbang/config/database.yml", "server/<<org>>_pcbang_<<n>>.yml"),
    """# PC방 요금/좌석 관리 서버
production:
  url: "mysql2://pcbang:<<enc>>@<<ip>>:3306/pcbang_<<n>>"
  pool: 10
  encoding: utf8mb4
""",
    _pw_needs_escape,
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=dec_url(r"pcbang:([^@]+)@"),
)

F.reg(
    "norae_toss_payments_secret_key_js",
    ("web/toss.config.js", "booking/<<org>>_payments_<<n>>.js"),
    """// 룸 예약 선결제 (토스페이먼츠)
module.exports = {
  clientKey: "live_ck_<<ck>>",
  secretKey: "<<cred>>",
  successUrl: "https://<<dom>>/pay/success",
  failUrl: "https://<<dom>>/pay/fail",
};
""",
    _toss,
    syntax="",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(28)
        )
    },
)

F.reg(
    "norae_email_korean_hometax_bimilbeonho",
    ("mail/세무사_<<ymd>>.eml", "Mail/hometax_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: semu.office@naver.com
Subject: 홈택스 아이디/비밀번호 전달드립니다
Date: Mon, <<dd>> Jan <<year>> <<time>>:48 +0900
Content-Type: text/plain; charset=utf-8

세무사님 안녕하세요,
부가세 신고 때문에 홈택스 정보 보내드립니다.
아이디: <<user>>
비밀번호: <<cred>>
확인 부탁드립니다.
<<orgc>> 코인노래방 <<name>> 드림
""",
    "human",
    syntax="",
)

F.reg(
    "norae_cctv_dvr_memo_korean",
    ("memo/cctv_<<n>>.txt", "바탕화면/CCTV 비번 <<year>>.txt"),
    """CCTV 녹화기 (아이디스 DR-1304P)
IP: <<ip>>  /  모바일앱: IDIS Mobile
관리자 ID: admin
비밀번호: <<cred>>
설치업체: 부산보안 051-<<nn>>-<<pin>>
""",
    "human",
    syntax="",
)

F.reg(
    "norae_sns_accounts_spreadsheetml",
    ("office/SNS계정_<<n>>.xml", "Documents/<<org>>_accounts_<<year>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="계정">
  <Table>
   <Row><Cell><Data ss:Type="String">서비스</Data></Cell><Cell><Data ss:Type="String">아이디</Data></Cell><Cell><Data ss:Type="String">비밀번호</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">인스타그램</Data></Cell><Cell><Data ss:Type="String"><<org>>_coin</Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">네이버 스마트플레이스</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String">(사장님 폰 인증)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
    syntax="xml",
)
