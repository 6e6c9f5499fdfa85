# ruff: noqa: E501
"""Family p: a 3PL fulfilment centre near Incheon, South Korea (Korean)."""

from __future__ import annotations

import json

from seventyninth_spec import Fam, must

F = Fam(
    name="incheon_3pl_fulfilment_centre",
    orgs=("hangangful", "seohaelogis", "baramfc", "songdopack"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지민", "jimin"),
        ("도윤", "doyoon"),
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
        "hangang",
        "kimchi",
        "bulgogi",
        "soju",
        "hanbok",
        "gimbap",
        "saranghae",
        "daebak",
        "fighting",
        "taekbae",
        "baeksong",
        "mugunghwa",
        "busan",
        "seoul",
        "jeju",
        "haneul",
        "sarang",
        "byeol",
        "dalbit",
        "tteok",
        "hodu",
        "bada",
    ),
    pets=("choco", "bori", "kong", "dubu", "mandu", "coco", "haru", "nabi"),
    cc="+82",
)


def _kr(s, i):
    return s["last" if i == 1 else "last2"] + s["first" if i == 1 else "first2"]


# 1 KakaoTalk chat export (Korean)
F.reg(
    "incheon_kakaotalk_export_bimilbeonho_wms",
    ("KakaoTalk_<<yr>><<mon>><<day>>_<<hh>><<mi>>_<<n>>.txt", "kakao/<<org>>_centre_<<n>>.txt"),
    lambda s: (
        f"물류센터 운영팀 님과 카카오톡 대화\n저장한 날짜 : {s['yr']}. {int(s['mon'])}. {int(s['day'])}. 오후 {s['h12']}:{s['mi']}\n\n"
        f"{s['yr']}년 {int(s['mon'])}월 {int(s['day'])}일 오후 {s['h12']}:{s['mi']}, {_kr(s, 2)} : WMS 비밀번호 바뀌었나요? 로그인이 안돼요\n"
        f"{s['yr']}년 {int(s['mon'])}월 {int(s['day'])}일 오후 {s['h12']}:{s['mi2']}, {_kr(s, 1)} : 아이디 {s['login']}\n"
        f"{s['yr']}년 {int(s['mon'])}월 {int(s['day'])}일 오후 {s['h12']}:{s['mi2']}, {_kr(s, 1)} : 비밀번호 {s['cred']}\n"
        f"{s['yr']}년 {int(s['mon'])}월 {int(s['day'])}일 오후 {s['h12']}:{s['mi2']}, {_kr(s, 2)} : 감사합니다 👍\n"
    ),
    cred="human",
    syntax="",
)

# 2 Java: Toss Payments secret key
F.reg(
    "incheon_fulfilment_fee_toss_payments_secret_java",
    ("src/main/java/kr/<<org>>/billing/TossConfig.java", "<<org>>-billing/TossConfig<<n>>.java"),
    """package kr.<<org>>.billing;

// 입고/보관료 카드 결제 (토스페이먼츠)
public final class TossConfig {
    public static final String SECRET_KEY = "<<cred>>";
    public static final String CONFIRM_URL = "https://api.tosspayments.com/v1/payments/confirm";
    private TossConfig() {}
}
""",
    cred="p:toss",
    syntax="",
)

# 3 Python: Naver Commerce API client secret (bcrypt salt shape)
F.reg(
    "incheon_smartstore_naver_commerce_client_secret_py",
    ("integrations/naver_commerce.py", "<<org>>_oms/naver_<<n>>.py"),
    """import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<hex8>><<n6>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    ts = str(int(time.time() * 1000))
    hashed = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.b64encode(hashed).decode()
    r = requests.post(
        "https://api.commerce.naver.com/external/v1/oauth2/token",
        data={"client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign, "grant_type": "client_credentials", "type": "SELF"},
        timeout=30,
    )
    return r.json()["access_token"]
""",
    cred="p:naver_commerce",
)

# 4 Korean e-mail: shipper portal password
F.reg(
    "incheon_korean_email_bimilbeonho_hwaju_portal",
    ("mail/<<login>>/<<iso>>.eml", "outlook/<<org>>/<<n4>>.eml"),
    lambda s: (
        f"From: {_kr(s, 1)} <{s['email']}>\nTo: {_kr(s, 2)} <{s['email2']}>\n"
        f"Subject: 화주 포털 계정 안내\nDate: Tue, {s['d']} Nov {s['yr']} {s['hh']}:{s['mi']}:{s['ss']} +0900\n"
        "Content-Type: text/plain; charset=utf-8\n\n"
        f"{_kr(s, 2)} 님 안녕하세요,\n\n재고 조회용 화주 포털 계정을 보내드립니다.\n"
        f"주소: https://portal.{s['dom']}\n아이디: {s['login2']}\n비밀번호: {s['cred']}\n\n"
        f"감사합니다.\n{_kr(s, 1)} 드림\n{s['orgc']} 풀필먼트센터\n"
    ),
    cred="human",
    syntax="",
)

# 5 ZPL / SGD commands that join the label printers to the Wi-Fi
F.reg(
    "incheon_zebra_printer_sgd_wlan_psk_commands",
    ("printers/zt411_wifi_<<n>>.zpl", "<<org>>/labels/setup_<<n3>>.txt"),
    """! U1 setvar "wlan.essid" "<<orgu>>-PACK"
! U1 setvar "wlan.security" "wpa_psk"
! U1 setvar "wlan.wpa.psk" "<<cred>>"
! U1 setvar "ip.dhcp.enable" "on"
! U1 do "device.reset" ""
""",
    cred="human_x",
    syntax="",
)

# 6 Spring Boot application.yml of the WMS
F.reg(
    "incheon_wms_spring_boot_application_yml_datasource",
    ("wms-api/src/main/resources/application-prod.yml", "<<org>>-wms/config/application-<<n>>.yml"),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/wms
    username: wms_app
    password: "<<cred>>"
  jpa:
    open-in-view: false
server:
  port: 8080
""",
    cred="pw",
)

# 7 .env: Coupang Wing Open API secret key
F.reg(
    "incheon_coupang_wing_open_api_secret_env",
    ("oms/.env", "<<org>>-oms/.env.prod<<n>>"),
    """COUPANG_VENDOR_ID=A00<<n6>>
COUPANG_ACCESS_KEY=<<uuid>>
COUPANG_SECRET_KEY=<<cred>>
""",
    cred="hex:40",
    syntax="",
)


# 8 JSON written by System.Text.Json with \\u escapes (encoded)
def _net(s: str) -> str:
    return "".join(
        c if (c.isascii() and c.isprintable() and c not in "+&<>'\"`\\") else f"\\u{ord(c):04X}"
        for c in s
    )


def _netx(rng, s):
    pw = must(F.human(rng), "+&<>'", rng)
    return {"cred": pw, "needle": pw, "enc": _net(pw)}


F.reg(
    "incheon_carrier_settings_dotnet_json_unicode_escaped",
    ("CarrierHub/carrier-settings.json", "<<org>>/hub/settings_<<n>>.json"),
    """{
  "Carrier": "CJ\\uB300\\uD55C\\uD1B5\\uC6B4",
  "CustomerCode": "<<n6>><<n4>>",
  "ApiUser": "<<org>>_api",
  "ApiPassword": "<<enc>>",
  "LabelPrinter": "ZT411-<<n>>"
}
""",
    cred="pw",
    extra=_netx,
    decode=lambda t: json.loads(t)["ApiPassword"],
)
