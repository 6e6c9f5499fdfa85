"""Family n: a concert promoter in Daegu (South Korea), in Korean."""

from __future__ import annotations

import re
import urllib.parse

from fiftyfifth_spec import Fam, alnum, enc_url, gen_pw

FAM = Fam(
    "concert_daegu_promoter",
    ("dalgubeolsori",),
    "co.kr",
    (
        "minjun|민준",
        "seoyeon|서연",
        "jihoon|지훈",
        "yuna|유나",
        "hyunwoo|현우",
        "soyeon|소연",
        "dohyun|도현",
        "jiwoo|지우",
    ),
    ("kim|김", "lee|이", "park|박", "choi|최", "jung|정", "kang|강"),
    (
        "dalgubeol",
        "suseong",
        "palgong",
        "makchang",
        "apsan",
        "encore",
        "fanchant",
        "lightstick",
        "dongseong",
        "sajo",
    ),
    "82",
    "대구",
)

FAM.reg(
    "dalgubeol_kakaotalk_txt_bimilbeonho_ticket",
    ("카톡/KakaoTalk_<<ymd>>_공연팀_<<n>>.txt", "chats/kakaotalk_staff_<<n>>.txt"),
    """공연운영팀 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<year>>년 <<mo>>월 <<d>>일 ---------------
[<<name>>] [오후 <<time>>] 예매처 관리자 페이지 비번 바뀌었나요? 로그인이 안 돼요
[<<name2>>] [오후 <<time>>] 아이디 daegu_promo
[<<name2>>] [오후 <<time>>] 비밀번호 <<cred>>
[<<name2>>] [오후 <<time2>>] 공연 끝나면 다시 바꿀게요
[<<name>>] [오후 <<time2>>] 넵 감사합니다!
""",
    "human",
    syntax="",
)

FAM.reg(
    "dalgubeol_ticketing_partner_api_dotenv",
    ("ticket-sync/.env", "services/<<org>>-ticket-<<n>>/.env"),
    """# 예매 현황 동기화 (파트너 API)
TICKET_PARTNER_ID=<<org>>
TICKET_API_BASE=https://partner-api.ticketlink-<<word>>.co.kr/v2
TICKET_API_KEY=<<cred>>
SLACK_CHANNEL=#예매현황
""",
    "x:tlp_live_:32",
    syntax="",
)

FAM.reg(
    "dalgubeol_toss_payments_secret_properties",
    (
        "src/main/resources/application-prod.properties",
        "goods-shop-<<n>>/src/main/resources/application.properties",
    ),
    """# 공연 굿즈 온라인 샵
spring.application.name=goods-shop
spring.datasource.url=jdbc:mysql://<<ip>>:3306/goods
spring.datasource.username=goods
toss.payments.client-key=live_ck_<<ck>>
toss.payments.secret-key=<<cred>>
toss.payments.success-url=https://shop.<<dom>>/pay/success
""",
    lambda rng: "live_sk_" + alnum(rng, 28),
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)

FAM.reg(
    "dalgubeol_email_bimilbeonho_venue_rider",
    ("메일/보낸편지함/공연장_자료실_<<n>>.eml", "Mail/Sent/venue_files_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?6rO17Jew7J6lIOyekOujjOyLpCDsoJHsho0g7KCV67O0?=
Date: Fri, <<d>> Mar <<year>> <<time>>:50 +0900
Content-Type: text/plain; charset=UTF-8

안녕하세요, <<orgc>> 공연기획팀 <<name>>입니다.

아티스트 측 테크니컬 라이더와 무대 도면은 아래 자료실에 올려 두었습니다.

주소: https://files.<<dom>>/rider
아이디: venue_<<word>>
비밀번호: <<cred>>

공연 종료 후 계정은 삭제됩니다. 감사합니다.
""",
    "pw",
    syntax="",
)


def _url_pw(rng):
    base = gen_pw(rng, rng.randint(12, 16), sym="!*-_.")
    i = rng.randrange(2, len(base) - 1)
    return base[:i] + rng.choice("@#$%&/:") + base[i:]


FAM.reg(
    "dalgubeol_prisma_database_url_percent_encoded",
    ("seat-map/.env", "apps/<<org>>-seats-<<n>>/.env.production"),
    """# 좌석 배치도 서비스 (Prisma)
DATABASE_URL="mysql://seatmap:<<enc>>@<<ip>>:3306/seatmap?connection_limit=10"
NEXT_PUBLIC_VENUE=Daegu Stadium
""",
    _url_pw,
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=lambda t: urllib.parse.unquote(re.search(r"mysql://seatmap:([^@]+)@", t).group(1)),
)

FAM.reg(
    "dalgubeol_ncloud_sens_sms_python",
    ("notify/sens_sms_<<n>>.py", "tools/<<org>>/ticket_sms.py"),
    '''"""예매자에게 공연 당일 안내 문자 발송 (네이버 클라우드 SENS)."""

import base64
import hashlib
import hmac
import time

ACCESS_KEY = "<<akid>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:sms:kr:<<n>>:<<org>>"


def signature(method: str, uri: str, timestamp: str) -> str:
    msg = f"{method} {uri}\\n{timestamp}\\n{ACCESS_KEY}"
    digest = hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest()
    return base64.b64encode(digest).decode()


if __name__ == "__main__":
    ts = str(int(time.time() * 1000))
    print(signature("POST", f"/sms/v2/services/{SERVICE_ID}/messages", ts))
''',
    "alnum:40",
    extra=lambda rng, s: {"akid": alnum(rng, 20)},
)

FAM.reg(
    "dalgubeol_staff_sheet_csv_korean_columns",
    ("운영/스태프_계정_<<n>>.csv", "shared/staff_accounts_<<ymd>>.csv"),
    """구분,이름,아이디,비밀번호,비고
입장관리,<<name>>,gate_<<nn>>,<<cred>>,QR 스캐너 앱
머천다이즈,<<name2>>,md_booth,<<cred2>>,POS
인스타그램,공식계정,@<<org>>_live,팀장님께 문의,
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"cred2": FAM.human(rng, safe=True)},
)

FAM.reg(
    "dalgubeol_kakao_admin_key_js",
    ("alimtalk/kakao.js", "server/<<org>>-notify-<<n>>/kakaoAdmin.js"),
    """// 카카오 알림/톡채널 관리용 (서버 전용 - 클라이언트에 절대 포함 금지)
const KAKAO_ADMIN_KEY = "<<cred>>";

async function unlinkUser(userId) {
  const res = await fetch("https://kapi.kakao.com/v1/user/unlink", {
    method: "POST",
    headers: {
      Authorization: `KakaoAK ${KAKAO_ADMIN_KEY}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: `target_id_type=user_id&target_id=${userId}`,
  });
  return res.json();
}

module.exports = { unlinkUser };
""",
    "p:kakao",
    syntax="",
)
