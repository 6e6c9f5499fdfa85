"""Family i: Jeju haenyeo (women free-divers) fishing villages, their catch sales and shows."""

from __future__ import annotations

from thirtyninth_spec import Fam, gen_pw, hexs, reg

F = Fam(
    name="jeju_haenyeo",
    tlds=("kr", "co.kr"),
    orgs=("haenyeo-hado", "hado-eochongye", "seongsan-jamsu", "udo-bulteok"),
    first=("minji", "sunja", "youngsook", "jiwoo", "okja", "hyejin", "seojun", "malsun"),
    last=("kim", "ko", "yang", "boo", "hyun", "kang", "oh"),
    words=(
        "jeju",
        "haenyeo",
        "sumbisori",
        "bulteok",
        "hallasan",
        "seongsan",
        "jamsu",
        "jeonbok",
        "somang",
        "udo",
    ),
    pets=("baduk", "dubu", "kongi", "mongmong", "haru"),
    seasons=("bom", "yeoreum", "gaeul", "gyeoul"),
    places=("Hado", "Udo", "Seongsan", "Gujwa", "Hallim", "Seogwipo"),
)

reg(
    F,
    "haenyeo_kakaotalk_export_bimilbeonho_reply",
    ("chat/KakaoTalk_<<date>>_해녀회.txt", "phone/<<user>>/kakao_<<org>>_<<n>>.txt"),
    """<<org>> 해녀회 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<date>> ---------------
[<<last_t>> <<first_t>>] [오후 <<time>>] 위판장 컴퓨터 비밀번호 뭐였지요?
[<<last2_t>> <<first2_t>>] [오후 <<time>>] <<cred>>
[<<last_t>> <<first_t>>] [오후 <<time>>] 고마워요 삼춘~
[<<last2_t>> <<first2_t>>] [오후 <<time>>] 내일 물때 좋으니까 일찍 나와요
""",
    "human",
    syntax="",
)

reg(
    F,
    "haenyeo_abalone_shop_nextjs_env_toss_payments",
    ("shop/<<org>>/.env.production", "web/<<org>>/jeonbok-shop/.env.production.local"),
    """# 해녀 직판 전복/성게 쇼핑몰
NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=mysql://shop@<<host>>:3306/jeonbok
""",
    "p:toss",
    syntax="",
    extra=lambda rng, v: v.__setitem__("ck", hexs(rng, 20)),
)

reg(
    F,
    "haenyeo_show_booking_python_kakao_admin_key",
    ("booking/<<org>>/notify/kakao_map.py", "sumbisori-show/<<org>>/app/kakao.py"),
    '''"""해녀 공연 예약 - 카카오 로컬 API로 주소 검색."""

import requests

KAKAO_ADMIN_KEY = "<<cred>>"


def search(addr: str) -> dict:
    r = requests.get(
        "https://dapi.kakao.com/v2/local/search/address.json",
        params={"query": addr},
        headers={"Authorization": f"KakaoAK {KAKAO_ADMIN_KEY}"},
        timeout=5,
    )
    return r.json()
''',
    "p:kakao",
)

reg(
    F,
    "haenyeo_catch_alerts_go_naver_sens_secret",
    ("cmd/<<org>>/sens/main.go", "wipanjang/<<org>>/sms/sens.go"),
    """package sens

// 위판 낙찰 결과 문자 발송 (네이버 클라우드 SENS)
const (
	accessKey = "ncp_iam_BPAMKR<<ak>>"
	secretKey = "<<cred>>"
	serviceID = "ncp:sms:kr:<<n4>><<n3>>:haenyeo"
	sender    = "0647<<n3>><<n4>>"
)
""",
    "alnum40",
    syntax="",
    extra=lambda rng, v: v.__setitem__("ak", hexs(rng, 14, upper=True)),
)

reg(
    F,
    "haenyeo_auction_scale_windows_ini_db_pwd",
    ("wipanjang/<<org>>/scale/Settings.ini", "C_drive/<<org>>/WeighScale/config_<<n>>.ini"),
    """; 어촌계 위판장 저울 프로그램 설정
[SCALE]
Port=COM3
Baud=9600
Unit=kg

[DB]
Server=<<ip>>
Database=WIPAN
UID=scale<<n>>
DB_PWD=<<cred>>

[PRINT]
Printer=ZD230
""",
    "pw",
)

reg(
    F,
    "haenyeo_korean_email_nas_bimilbeonho",
    ("mail/<<user>>/<<date>>_nas.eml", "export/<<org>>/naver_mail_<<n3>>.eml"),
    """From: <<last_t>><<first_t>> <<<email>>>
To: <<email2>>
Date: <<date>> <<time>>
Subject: 해녀박물관 사진 자료 NAS 접속 정보
Content-Type: text/plain; charset=utf-8

안녕하세요 <<last2_t>> 주무관님,

요청하신 해녀 물질 사진 원본은 아래 NAS에 올려 두었습니다.

주소: https://<<org>>.quickconnect.to
아이디: <<user>>
비밀번호: <<cred>>

확인 후 말씀 부탁드립니다.
<<last_t>><<first_t>> 드림
""",
    "human",
    syntax="",
)

reg(
    F,
    "haenyeo_reservation_api_dockerfile_env",
    ("reservation-api/<<org>>/Dockerfile", "docker/<<org>>/api.Dockerfile"),
    """FROM eclipse-temurin:21-jre
WORKDIR /app
COPY build/libs/reservation-api.jar app.jar
ENV SPRING_PROFILES_ACTIVE=prod \\
    DB_URL=jdbc:postgresql://<<host>>:5432/reservation \\
    DB_USER=haenyeo \\
    DB_PASSWORD=<<cred>> \\
    TZ=Asia/Seoul
EXPOSE 8080
ENTRYPOINT ["java", "-jar", "app.jar"]
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "haenyeo_bulteok_cctv_home_assistant_rtsp_userinfo",
    ("homeassistant/<<org>>/configuration.yaml", "ha/<<org>>/config/configuration.yaml"),
    """# 불턱 / 해녀 탈의장 CCTV
homeassistant:
  name: <<place>> 어촌계
  time_zone: Asia/Seoul

camera:
  - platform: ffmpeg
    name: bulteok_<<n>>
    input: "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101"

logger:
  default: warning
""",
    lambda rng: gen_pw(rng, sym="-._~"),
)
