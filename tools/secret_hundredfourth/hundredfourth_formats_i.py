# ruff: noqa: E501
"""Family i: a K-beauty reseller and exporter in Seoul, South Korea (Korean): KakaoTalk, Naver
SmartStore Commerce API, Coupang Wing, Toss Payments, Shopee / Lazada / Qoo10, CJ Logistics."""

from __future__ import annotations

import urllib.parse

from hundredfourth_corpus import gen_pw
from hundredfourth_spec import Fam, dec_re, enc_pct, kakao

FAM = Fam(
    name="kbeauty_seoul_reseller_exporter",
    orgs=("dalbitmall", "haneulbeauty", "kkotskin", "byeolcosme"),
    tld="co.kr",
    first=(
        ("민지", "minji"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("현우", "hyunwoo"),
        ("수빈", "subin"),
        ("예은", "yeeun"),
        ("도윤", "doyun"),
        ("하은", "haeun"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
    ),
    words=(
        "saranghae",
        "hanbok",
        "seoul",
        "busan",
        "jeju",
        "dalbit",
        "haneul",
        "bom",
        "gaeul",
        "kkot",
        "sarang",
        "nabi",
        "byeol",
        "chingu",
        "hwaiting",
        "maknae",
        "gangnam",
        "hangang",
    ),
    pets=("mongmong", "dubu", "kongi", "choco", "bori", "nuri"),
    cc="+82",
    city="Seoul",
    lwords=("사랑", "별빛", "하늘"),
    walks=("qwer1234", "qwerty", "asdf1234", "1q2w3e4r", "zxcv"),
)

R = FAM.reg

R(
    "kbeauty_kakaotalk_pc_export_bimilbeonho_wing",
    ("KakaoTalk_<<date>>_<<fa2>>.txt", "카카오톡 대화/<<fn2>>_<<nn>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=kakao(
            rng,
            s,
            "<<fn2>>",
            [
                ("<<fn>>", "팀장님 쿠팡 윙 비밀번호 바뀌었나요? 로그인이 안 돼요 ㅠㅠ"),
                ("<<fn2>>", "네 어제 바꿨어요"),
                ("<<fn2>>", "<<cred>>"),
                ("<<fn>>", "감사합니다! 선크림 재고 올릴게요"),
            ],
        )
    ),
)

R(
    "kbeauty_naver_commerce_api_client_secret_python",
    ("smartstore/naver_api.py", "sync/<<org>>_smartstore_<<nn>>.py"),
    '''"""네이버 스마트스토어 커머스 API — 상품 재고 동기화."""

import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def access_token() -> str:
    ts = str(int(time.time() * 1000))
    hashed = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.b64encode(hashed).decode()
    r = requests.post(
        "https://api.commerce.naver.com/external/v1/oauth2/token",
        data={"client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign, "grant_type": "client_credentials", "type": "SELF"},
        timeout=10,
    )
    return r.json()["access_token"]
''',
    "p:naver",
    extra=lambda rng, s: s.update(cid=__import__("hundredfourth_corpus").alnum(rng, 22)),
)

R(
    "kbeauty_coupang_wing_hmac_java",
    (
        "src/main/java/kr/co/<<org>>/coupang/CoupangAuth.java",
        "coupang-sync/src/main/java/CoupangAuth<<n>>.java",
    ),
    """package kr.co.<<org>>.coupang;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;

// 쿠팡 윙 Open API — HMAC 서명
public final class CoupangAuth {
    private static final String ACCESS_KEY = "<<ak>>";
    private static final String SECRET_KEY = "<<cred>>";
    private static final String VENDOR_ID = "A00<<vid>>";

    public static String authorization(String method, String path, String query, String datetime) throws Exception {
        String message = datetime + method + path + query;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SECRET_KEY.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        StringBuilder sb = new StringBuilder();
        for (byte b : mac.doFinal(message.getBytes(StandardCharsets.UTF_8))) sb.append(String.format("%02x", b));
        return "CEA algorithm=HmacSHA256, access-key=" + ACCESS_KEY + ", signed-date=" + datetime + ", signature=" + sb;
    }
}
""",
    "p:coupang",
    "",
    extra=lambda rng, s: s.update(ak=s["uid"], vid=rng.randint(100000, 999999)),
)

R(
    "kbeauty_toss_payments_secret_key_dotenv",
    (".env.production", "web-<<org>>/.env.production"),
    """# 토스페이먼츠 결제위젯 — 자사몰 <<orgc>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_gck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
TOSS_WEBHOOK_URL=https://<<dom>>/api/toss/webhook
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    "p:toss",
    "",
    extra=lambda rng, s: s.update(ck=__import__("hundredfourth_corpus").alnum(rng, 28)),
)


def _pct_pw(rng, s):
    return gen_pw(rng, n=rng.randint(14, 20), sym="!@#$%^&*:/?")


R(
    "kbeauty_prisma_database_url_percent_encoded",
    (".env", "apps/<<org>>-admin/.env"),
    """# 관리자 페이지 (Next.js + Prisma) — 주문/재고 DB
DATABASE_URL="mysql://<<org>>_admin:<<enc>>@<<host>>:3306/<<org>>_shop?connection_limit=5"
NEXTAUTH_URL=https://admin.<<dom>>
""",
    _pct_pw,
    "",
    encode=enc_pct,
    decode=dec_re(r"mysql://[^:]+:([^@]+)@", urllib.parse.unquote),
)

R(
    "kbeauty_korean_email_bimilbeonho_mfds_portal",
    ("메일/보낸편지함/<<nn>>.eml", "mail/sent/mfds_<<date>>.eml"),
    """From: <<fn>><<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?7IiY7LacIOymneuqheyEnCDsi6Dssq0g6rOE7KCV?=
Date: Fri, <<day>> Jun <<year>> <<time>>:20 +0900
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn2>>님 안녕하세요,

식약처 수출증명서 발급 시스템 계정 공유드립니다. 베트남 바이어 건으로
자유판매증명서(CFS) 3건 신청 부탁드려요.

아이디: <<login>>
비밀번호: <<cred>>

사용 후 비밀번호 변경은 제가 하겠습니다.
감사합니다.
<<fn>> 드림
""",
    "human",
    "",
)

R(
    "kbeauty_overseas_channels_csv_korean_columns",
    ("해외몰_계정_<<date>>.csv", "shared/channels_<<org>>.csv"),
    """채널,국가,아이디,비밀번호,담당자,비고
Shopee,SG,<<org>>.sg,<<cred>>,<<fn>>,OTP 회사폰
Lazada,MY,<<email>>,(담당자에게 문의),<<fn2>>,
Qoo10,JP,<<login>>,(담당자에게 문의),<<fn2>>,큐텐 재팬
""",
    "human_x",
    "",
)

R(
    "kbeauty_cj_logistics_edi_lftp_script",
    ("scripts/cj_edi_upload.lftp", "edi/<<org>>_cj_<<nn>>.lftp"),
    """# CJ대한통운 EDI — 출고 지시 파일 업로드 (매일 14시)
set sftp:auto-confirm yes
set net:timeout 30
open -u <<login>>,<<cred>> sftp://edi.cjlogistics.com:2222
cd /upload/<<orgu>>
mput /data/edi/out/*.csv
bye
""",
    "pw_bare",
    "",
    extra=lambda rng, s: s.update(orgu=str(s["org"]).upper()),
)
