"""Family i: an e-commerce import consolidator (배대지, forwarding address) in Incheon, South
Korea (Korean; UNI-PASS, KakaoTalk, Cafe24, Toss Payments, Coupang Wing, WMS)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import DIGITS, LOWER, Fam, alnum, pick, reg

F = Fam(
    name="baedaeji_incheon_ecommerce_consolidator",
    orgs=("haneulbae", "songdoship", "incheonbox", "badaexpress", "namsancargo"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
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
        "incheon",
        "songdo",
        "baedal",
        "gwanse",
        "hangang",
        "kimchi",
        "bulgogi",
        "saranghae",
        "hwaiting",
        "namsan",
        "busan",
        "haneul",
        "bada",
        "tteokbokki",
        "gimpo",
        "dubu",
    ),
    pets=("choco", "kong", "dubu", "bori", "coco", "nabi", "haru"),
    places=("Incheon", "Songdo", "Bupyeong", "Gimpo", "Ansan", "Seoul"),
    cc="+8210",
)

KO_WORDS = ("인천창고", "송도", "배대지", "통관", "하늘", "바다", "사랑해")

reg(
    F,
    "baedaeji_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt", "Documents/카카오톡 대화_<<fa2>>.txt"),
    """<<orgc>> 통관팀 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>:10

--------------- <<date>> ---------------
[<<ln>><<fn>>] [<<time>>] 유니패스 로그인이 안 돼요 ㅠㅠ 수입신고 정정해야 하는데
[<<ln2>><<fn2>>] [<<time>>] 공용 계정으로 하세요
[<<ln2>><<fn2>>] [<<time2>>] 아이디 <<user>>
[<<ln2>><<fn2>>] [<<time2>>] 비밀번호 <<cred>>
[<<ln>><<fn>>] [<<time2>>] 감사합니다! 끝나면 말씀드릴게요
""",
    "human",
    syntax="",
)

reg(
    F,
    "baedaeji_unipass_open_api_crkycn_python",
    ("tools/unipass_cargo_track.py", "scripts/화물진행_<<n>>.py"),
    '''"""관세청 UNI-PASS 화물통관진행정보 조회 (오픈API) - 고객 문의 자동 응답용."""

import xml.etree.ElementTree as ET

import requests

UNIPASS_URL = "https://unipass.customs.go.kr:38010/ext/rest/cargCsclPrgsInfoQry/retrieveCargCsclPrgsInfo"
CRKY_CN = "<<cred>>"  # 인증키 (<<ln>><<fn>> 명의로 발급)


def track(hbl: str, year: str = "<<year>>") -> ET.Element:
    params = {"crkyCn": CRKY_CN, "hblNo": hbl, "blYy": year}
    r = requests.get(UNIPASS_URL, params=params, timeout=20)
    return ET.fromstring(r.text)
''',
    lambda rng, s: pick(rng, "abcdefghkpqrsvxz") + alnum(rng, 25, LOWER + DIGITS),
)

reg(
    F,
    "baedaeji_cafe24_oauth_app_config_yaml",
    ("config/cafe24.yml", "deploy/<<org>>/cafe24_<<n>>.yml"),
    """# 카페24 쇼핑몰 주문 -> 배송대행 신청서 자동 등록
cafe24:
  mall_id: <<org>>
  client_id: "<<clientid>>"
  client_secret: "<<cred>>"
  redirect_uri: https://api.<<dom>>/cafe24/callback
  scope: mall.read_order,mall.write_shipping
schedule: "*/10 * * * *"
""",
    "alnum:22",
    extra=lambda rng, s: {"clientid": alnum(rng, 22)},
)

reg(
    F,
    "baedaeji_toss_payments_confirm_node",
    ("server/payments/toss.js", "src/routes/payment_<<n>>.js"),
    """// 배송대행 요금 결제 승인 (토스페이먼츠)
const express = require("express");
const router = express.Router();

const TOSS_SECRET_KEY = "<<cred>>";
const encoded = Buffer.from(TOSS_SECRET_KEY + ":").toString("base64");

router.post("/confirm", async (req, res) => {
  const { paymentKey, orderId, amount } = req.body;
  const r = await fetch("https://api.tosspayments.com/v1/payments/confirm", {
    method: "POST",
    headers: { Authorization: `Basic ${encoded}`, "Content-Type": "application/json" },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  res.status(r.status).json(await r.json());
});

module.exports = router;
""",
    "p:toss",
    syntax="",
)


def _ko_cred(rng, s):
    return f"{pick(rng, KO_WORDS)}{pick(rng, F.pets)}{rng.randint(10, 2026)}{pick(rng, '!@#')}"


def _wms(s):
    data = {
        "warehouse": "인천 배대지 센터",
        "wms": {
            "url": f"https://wms.{s['dom']}/api",
            "user": s["user"],
            "password": s["cred"],
            "memo": "한글 모드로 입력된 비밀번호 - 변경 필요",
        },
        "printer": {"model": "ZD421", "ip": s["ip"]},
    }
    return json.dumps(data, indent=2) + "\n"


reg(
    F,
    "baedaeji_wms_config_json_unicode_escaped_hangul",
    ("wms/config.json", "C/WMS/<<org>>_settings_<<n>>.json"),
    _wms,
    _ko_cred,
    decode=lambda t: json.loads(t)["wms"]["password"],
)

reg(
    F,
    "baedaeji_coupang_wing_hmac_java",
    ("src/main/java/kr/<<org>>/coupang/CoupangAuth.java", "coupang-sync/CoupangAuth_<<n>>.java"),
    """package kr.<<org>>.coupang;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

// 쿠팡 WING Open API HMAC 서명 - 해외직구 상품 재고 동기화
public final class CoupangAuth {
    private static final String ACCESS_KEY = "<<uuid>>";
    private static final String SECRET_KEY = "<<cred>>";
    private static final String VENDOR_ID = "A00<<big>>";

    public static String sign(String message) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SECRET_KEY.getBytes("UTF-8"), "HmacSHA256"));
        return bytesToHex(mac.doFinal(message.getBytes("UTF-8")));
    }

    private static String bytesToHex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }
}
""",
    "p:coupang",
    syntax="",
)

reg(
    F,
    "baedaeji_naver_calendar_ics_description_gwanse",
    ("calendar/통관일정_<<date>>.ics", "Downloads/event_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//NAVER//Calendar 1.0//KO
BEGIN:VEVENT
UID:<<uuid>>
DTSTAMP:<<date>>T000000Z
DTSTART;TZID=Asia/Seoul:<<date>>T090000
DTEND;TZID=Asia/Seoul:<<date>>T100000
SUMMARY:관세사 사무실 전자통관 시스템 점검
DESCRIPTION:관세사 포털 계정 <<user>> / 비번 <<cred>> \\n점검 후 목록통관 건 재전송
LOCATION:인천 중구 서해대로
END:VEVENT
END:VCALENDAR
""",
    "human",
    syntax="",
)

reg(
    F,
    "baedaeji_korean_email_taekbae_portal_bimilbeonho",
    ("Mail/받은편지함/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: [공유] 택배사 기업고객 포털 계정
Date: Fri, 20 Mar <<year>> 17:05:33 +0900
Content-Type: text/plain; charset=UTF-8

<<fn>>님 안녕하세요,

다음 주부터 국내 택배 송장 출력은 <<fn>>님이 담당해 주세요.
택배사 기업고객 포털 계정입니다.

아이디: <<org>>_incheon
비밀번호: <<cred>>

송장 출력 프로그램(굿스플로)은 창고 PC에 설치되어 있습니다.

<<ln2>><<fn2>> 드림
""",
    "human",
    syntax="",
)
