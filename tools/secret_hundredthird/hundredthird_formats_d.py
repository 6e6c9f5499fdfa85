# ruff: noqa: E501
"""Family d: a Korean frozen-food distributor (냉동식품 유통): KakaoTalk, Ecount ERP, Toss
Payments, cold-storage temperature loggers, Solapi Alimtalk, a 공동인증서 note, Hanwha Wisenet
cameras, an XLSX of supplier portal logins."""

from __future__ import annotations

import json

from hundredthird_spec import KOR as F
from hundredthird_spec import alnum, sst

F.reg(
    "naengdong_kakaotalk_txt_bimilbeonho_ecount",
    ("KakaoTalk/KakaoTalk_<<date>>_<<hh>><<mi>>.txt", "카톡백업/<<first2>>님과 카카오톡 대화.txt"),
    """<<first2>> 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<mo>>. <<d>>. 오후 3:<<mi>>

<<y>>년 <<mo>>월 <<d>>일 오전 9:<<mi>>, <<first2>> : 팀장님 이카운트 로그인이 안돼요 ㅠㅠ
<<y>>년 <<mo>>월 <<d>>일 오전 9:<<mi2>>, <<name>> : 아이디 <<login>>
<<y>>년 <<mo>>월 <<d>>일 오전 9:<<mi2>>, <<name>> : 비번 <<cred>>
<<y>>년 <<mo>>월 <<d>>일 오전 9:<<mi2>>, <<first2>> : 됐어요 감사합니다!! 냉동창고 재고 맞춰볼게요
""",
    "human",
)

F.reg(
    "naengdong_ecount_erp_openapi_python",
    ("ecount/sync_stock.py", "erp_<<org>>/ecount_<<store>>.py"),
    '''"""이카운트 ERP OpenAPI - 냉동창고 재고 동기화."""

import requests

COM_CODE = "<<nn>><<nn>>"
USER_ID = "<<login>>"
API_CERT_KEY = "<<cred>>"
ZONE = "CC"


def login() -> str:
    r = requests.post(
        f"https://oapi{ZONE}.ecount.com/OAPI/V2/OAPILogin",
        json={"COM_CODE": COM_CODE, "USER_ID": USER_ID, "API_CERT_KEY": API_CERT_KEY, "LAN_TYPE": "ko-KR", "ZONE": ZONE},
        timeout=30,
    )
    return r.json()["Data"]["Datas"]["SESSION_ID"]
''',
    "hex:50",
)

F.reg(
    "naengdong_toss_payments_secret_key_env",
    ("shop-frozen/.env", "mall-<<org>>/.env.production"),
    """# 자사몰 결제 (토스페이먼츠)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=mysql://mall@<<ip>>:3306/mall
COLD_CHAIN_NOTICE=true
""",
    "p:toss",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)


def _logger(s: dict) -> str:
    return json.dumps(
        {
            "device": f"TL-{s['store']}",
            "site": f"{s['town']} 냉동창고 {s['n']}동",
            "sensors": [
                {"ch": 1, "name": "냉동실 A", "alarm_high": -18.0},
                {"ch": 2, "name": "냉동실 B", "alarm_high": -18.0},
            ],
            "mqtt": {
                "host": f"mqtt.{s['dom']}",
                "port": 8883,
                "tls": True,
                "username": f"logger{s['store']}",
                "password": s["cred"],
                "topic": f"coldroom/{s['store']}/temp",
            },
            "interval_sec": 60,
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "naengdong_coldroom_temp_logger_mqtt_json",
    ("logger/config_<<store>>.json", "온도기록계/설정_<<town>>.json"),
    _logger,
    "pw_json",
)

F.reg(
    "naengdong_solapi_alimtalk_api_secret_js",
    ("notify/alimtalk.js", "delivery-<<org>>/src/alimtalk_<<store>>.js"),
    """// 배송 출발 알림톡 (Solapi)
const { SolapiMessageService } = require("solapi");

const messageService = new SolapiMessageService("NCS<<ak>>", "<<cred>>");

async function sendDeparture(phone, orderNo) {
  return messageService.send({
    to: phone,
    from: "<<phone>>",
    kakaoOptions: { pfId: "KA01PF<<pf>>", templateId: "DEPART_<<n>>", variables: { "#{주문번호}": orderNo } },
  });
}

module.exports = { sendDeparture };
""",
    "alnum:32",
    extra=lambda rng, s: {
        "ak": alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "pf": alnum(rng, 14),
    },
)

F.reg(
    "naengdong_gongdong_injeungseo_memo_txt",
    ("바탕화면/메모_<<y>>.txt", "경리/인증서/비번메모_<<org>>.txt"),
    """홈택스 / 은행 공동인증서 (<<Org>> 법인)
만료 <<y>>.<<mo>>.<<d>>
비밀번호
<<cred>>
""",
    "human",
)

F.reg(
    "naengdong_wisenet_camera_rtsp_ffmpeg_sh",
    ("cctv/record_dock.sh", "scripts/cctv_<<store>>_save.sh"),
    """#!/bin/sh
# 상하차장 CCTV 녹화 (Hanwha Wisenet) - <<town>> 물류센터
CAM=rtsp://admin:<<cred>>@<<ip>>:554/profile2/media.smp
OUT=/mnt/nas/cctv/$(date +%Y%m%d_%H%M).mp4
ffmpeg -rtsp_transport tcp -i "$CAM" -t 3600 -c copy "$OUT"
""",
    "pw_url",
)


def _sst(s: dict) -> str:
    return sst(
        ["거래처", "포털", "아이디", "비밀번호", "담당자", "CJ프레시웨이", "https://partner.cjfreshway.com",
         s["login"], s["cred"], s["name"], "쿠팡 서플라이어 허브", "https://supplier.coupang.com",
         f"{s['org']}_wing", "담당자에게 문의", s["name2"]]
    )  # fmt: skip


F.reg(
    "naengdong_xlsx_sharedstrings_georaecheo_portal",
    ("거래처포털_<<y>>/xl/sharedStrings.xml", "xlsx_<<org>>_<<store>>/xl/sharedStrings.xml"),
    _sst,
    "human_x",
)
