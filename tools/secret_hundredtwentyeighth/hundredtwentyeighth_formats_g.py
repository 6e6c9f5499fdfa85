# ruff: noqa: E501
"""Family g: a stationery shop (문방구) by a primary school in Seoul (South Korea); Korean."""

from __future__ import annotations

from hundredtwentyeighth_spec import Fam, alnum, pick

G = Fam(
    name="munbanggu_stationery",
    orgs=("munbangnuri", "yeonpilgage", "saekyeonpil", "gongchaekdam"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("영호", "youngho"),
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
        "munbang",
        "yeonpil",
        "gongchaek",
        "saranghae",
        "hangang",
        "kimchi",
        "dubu",
        "hodu",
        "bom",
        "gaeul",
        "mapo",
        "busan",
        "tteok",
        "jjang",
        "haneul",
        "baram",
        "bada",
        "dalbit",
    ),
    pets=("choco", "dubu", "kongi", "bori", "mongi"),
    cc="+82",
    city="서울",
)

G.reg(
    "munbang_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<date>>_<<first>>.txt", "카톡/<<fa>>_대화_<<num>>.txt"),
    """<<first>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<date>> ---------------
[<<first>>] [오후 <<time>>] 사장님 포스 비밀번호가 바뀐 것 같아요 ㅠㅠ
[<<first2>> <<last>>] [오후 <<time2>>] 아 어제 바꿨어
[<<first2>> <<last>>] [오후 <<time2>>] <<cred>>
[<<first>>] [오후 <<time2>>] 감사합니다!!
""",
    "human",
    syntax="",
)

G.reg(
    "munbang_naver_commerce_api_signature_python",
    ("smartstore/order_sync.py", "<<org>>/naver_<<year>>.py"),
    '''"""스마트스토어 신규 주문 조회 (네이버 커머스API)"""

import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token():
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
    extra=lambda rng, s: {"cid": alnum(rng, 22)},
)

G.reg(
    "munbang_toss_payments_secret_nextjs_env",
    ("<<org>>-shop/.env.local", "web/<<fa>>/.env.production.local"),
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=file:./prod.db
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 24)},
)

G.reg(
    "munbang_kakao_local_address_rest_key_js",
    ("js/address.js", "<<org>>/delivery_<<n>>.js"),
    """// 학교 앞 배달 주소 검색 (카카오 로컬 API)
const KAKAO_REST_KEY = "<<cred>>";

export async function searchAddress(q) {
  const res = await fetch(
    "https://dapi.kakao.com/v2/local/search/address.json?query=" + encodeURIComponent(q),
    { headers: { Authorization: "KakaoAK " + KAKAO_REST_KEY } }
  );
  return (await res.json()).documents;
}
""",
    "p:kakao",
    syntax="",
)

G.reg(
    "munbang_coupang_wing_hmac_java",
    ("src/main/java/kr/<<org>>/CoupangClient.java", "coupang/<<fa>>/WingApi.java"),
    """package kr.<<org>>;

// 쿠팡 WING 상품 재고 연동
public final class CoupangClient {
    private static final String VENDOR_ID = "A00<<num>>";
    private static final String ACCESS_KEY = "<<uuid>>";
    private static final String SECRET_KEY = "<<cred>>";

    private CoupangClient() {}

    static String sign(String message) throws Exception {
        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
        mac.init(new javax.crypto.spec.SecretKeySpec(SECRET_KEY.getBytes("UTF-8"), "HmacSHA256"));
        return bytesToHex(mac.doFinal(message.getBytes("UTF-8")));
    }

    static String bytesToHex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }
}
""",
    "hex:40",
    syntax="",
)

G.reg(
    "munbang_wisenet_nvr_go2rtc_yaml",
    ("go2rtc/go2rtc.yaml", "homeassistant/<<org>>/go2rtc_<<n>>.yaml"),
    """streams:
  gyesandae: rtsp://admin:<<cred>>@<<lan>>:554/profile2/media.smp
  ipgu: rtsp://admin:<<cred>>@<<lan>>:554/profile3/media.smp
api:
  listen: ":1984"
log:
  level: warn
""",
    "pw_url",
)

G.reg(
    "munbang_okpos_agent_db_ini",
    ("OKPOS/<<org>>/agent.ini", "C/OKPOS/posagent_<<n>>.ini"),
    """[DATABASE]
SERVER=<<lan>>,1433
DBNAME=OKPOS_<<num>>
UID=okpos
PWD=<<cred>>

[STORE]
STORE_CD=<<num>>
STORE_NM=<<org>>
VAN=KICC
""",
    "pw",
)

G.reg(
    "munbang_sms_screenshot_ocr_reply_only",
    ("캡처/문자_<<date>>.txt", "ocr/sms_<<fa>>_<<num>>.txt"),
    """<<first2>> 사장님
문구 도매몰 아이디 <<login>> 맞죠? 비번은요?
오후 <<time>>

<<cred>>
오후 <<time2>>

감사합니다 주문 넣을게요
""",
    lambda rng, f: pick(rng, (f.human(rng), f.human(rng, "!@#"))),
    syntax="",
)
