"""Family p: an oyster (gul) farm with hanging longlines in Tongyeong, South Korea: Korean."""

from __future__ import annotations

from hundredthirteenth_spec import Fam, alnum, b64s, dec_basic

F = Fam(
    name="tongyeong_oyster_farm_gul",
    orgs=("tongyeonggul", "hallyeosugul", "geojeoyster", "mireukdo"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("영수", "youngsoo"),
        ("지현", "jihyun"),
        ("상철", "sangcheol"),
        ("미경", "mikyung"),
        ("동현", "donghyun"),
        ("은정", "eunjung"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("정", "jung"),
        ("최", "choi"),
        ("강", "kang"),
    ),
    words=(
        "gul",
        "tongyeong",
        "hallyeo",
        "geoje",
        "mireuk",
        "bada",
        "saengul",
        "kimjang",
        "dongpirang",
        "hansan",
        "namhae",
        "busan",
        "sarang",
        "haengbok",
    ),
    pets=("choco", "dubu", "bori", "kongi", "maru"),
    cc="82",
)


def _kt(rng, s):
    h = int(s["hh"])
    s["kt"] = f"{'오전' if h < 12 else '오후'} {h % 12 or 12}:{s['mm']}"


F.reg(
    "tongyeong_kakaotalk_export_bimilbeonho_hometax",
    ("KakaoTalk/KakaoTalk_<<date>>_<<nn>>.txt", "Documents/카카오톡_<<fa>>.txt"),
    """<<ln>><<fn>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<year>>년 <<mo>>월 <<dd>>일 ---------------
[<<ln>><<fn>>] [<<kt>>] 홈택스 세금계산서 발행해야 하는데 비밀번호 알려줘
[<<fn2>>] [<<kt>>] 아이디 <<user>>
[<<fn2>>] [<<kt>>] 비번 <<cred>>
[<<ln>><<fn>>] [<<kt>>] 고마워 굴 박신장 끝나고 할게
""",
    "human",
    syntax="",
    extra=_kt,
)

F.reg(
    "tongyeong_toss_payments_secret_key_spring_yaml",
    ("src/main/resources/application-prod.yml", "shop-api/<<org>>/application-<<n>>.yml"),
    """# 생굴 택배 주문 - 토스페이먼츠
spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/gulshop
    username: gulshop
    password: ${DB_PASSWORD}
toss:
  client-key: live_ck_<<id8>><<id8>>
  secret-key: <<cred>>
""",
    "p:tossp",
)


def _basic(rng, s):
    s["enc"] = b64s(f"admin:{s['cred']}")


F.reg(
    "tongyeong_water_sensor_http_dump_basic_auth",
    ("logs/sensor_<<date>>.http", "debug/<<org>>_buoy_<<n>>.txt"),
    """GET /api/v1/buoy/<<n>>/latest HTTP/1.1
Host: <<ip>>:8080
Authorization: Basic <<enc>>
User-Agent: gul-monitor/2.3 (Tongyeong)
Accept: application/json

HTTP/1.1 200 OK
Content-Type: application/json

{"temp_c": 13.<<n>>, "salinity_psu": 33.1, "do_mgl": 7.8, "chl_a": 2.4}
""",
    "pw_url",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

F.reg(
    "tongyeong_naver_commerce_api_client_secret_python",
    ("smartstore/naver_orders.py", "scripts/<<org>>_smartstore_<<n>>.py"),
    """# 네이버 스마트스토어 주문 조회 (커머스API)
import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<id8>><<nn>>Gx"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    ts = str(int(time.time() * 1000))
    hashed = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.b64encode(hashed).decode()
    r = requests.post("https://api.commerce.naver.com/external/v1/oauth2/token", data={
        "client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign,
        "grant_type": "client_credentials", "type": "SELF",
    })
    return r.json()["access_token"]
""",
    lambda r: (
        "$2a$04$"
        + alnum(r, 22, "./" + "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    ),
)

F.reg(
    "tongyeong_haccp_korean_email_bimilbeonho",
    ("Mail/보낸편지함/<<id8>>.eml", "naver_mail/<<fa>>/<<ts>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: HACCP 관리 시스템 계정 안내
Date: Tue, <<dd>> Dec <<year>> <<time>>:30 +0900
Content-Type: text/plain; charset=utf-8

<<fn2>>님 안녕하세요,

굴 박신장 HACCP 기록 시스템 계정입니다.
아이디: <<user>>
비밀번호: <<cred>>

처음 로그인 후 꼭 변경해 주세요.
<<ln>><<fn>> 드림
""",
    "human",
    syntax="",
)

F.reg(
    "tongyeong_npki_certificate_password_note",
    ("Desktop/인증서.txt", "Documents/<<org>>_메모_<<n>>.txt"),
    """공동인증서 (수협 인터넷뱅킹)
비번
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "tongyeong_farm_cctv_onvif_python",
    ("cctv/onvif_snapshot.py", "scripts/<<org>>_cctv_<<n>>.py"),
    """# 양식장 뗏목 CCTV 스냅샷 (ONVIF)
from onvif import ONVIFCamera

cam = ONVIFCamera("<<ip>>", 80, "admin", '<<cred>>')
media = cam.create_media_service()
profile = media.GetProfiles()[0]
print(media.GetSnapshotUri({"ProfileToken": profile.token}).Uri)
""",
    "pw_sq",
)

F.reg(
    "tongyeong_kakao_alimtalk_aligo_api_key_php",
    ("order/alimtalk.php", "public_html/<<org>>/aligo_<<n>>.php"),
    """<?php
// 주문 접수 알림톡 (알리고)
$_apiURL = 'https://kakaoapi.aligo.in/akv10/alimtalk/send/';
$_hostInfo = parse_url($_apiURL);
$sms['apikey'] = '<<cred>>';
$sms['userid'] = '<<org>>';
$sms['senderkey'] = '<<id8>><<id8>>';
$sms['tpl_code'] = 'TG_<<nn>>';
$sms['sender'] = '055<<nn>><<nn>>';
""",
    lambda r: alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
)
