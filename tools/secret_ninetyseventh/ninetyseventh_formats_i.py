# ruff: noqa: E501
"""Family i: a herbal and traditional-medicine shop (한약재 건강원) at Daegu's Yangnyeongsi herb
market, Korea: Korean; KakaoTalk, Toss Payments, Naver Smart Store's commerce API, Cafe24,
Aligo SMS, a Hometax certificate memo, an ipTIME / DVR note and the stock database."""

from __future__ import annotations

from ninetyseventh_spec import Fam, alnum

F = Fam(
    name="hanyak_herbal_daegu",
    prefix="hanyak",
    orgs=("hanbitdang", "yangnyeongdang", "palgonghanbang", "insamnara", "omijagwan"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지영", "jiyoung"),
        ("영호", "youngho"),
        ("미경", "mikyung"),
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
        "insam",
        "hongsam",
        "daegu",
        "yakryeong",
        "gamcho",
        "sagwa",
        "palgong",
        "hanbang",
        "dangui",
        "omija",
        "maesil",
        "haneul",
        "sarang",
        "lions",
        "bom",
        "gaeul",
    ),
    pets=("choco", "bori", "dubu", "kongi", "happy", "nabi", "ttoli"),
    cc="+82",
    cities=("daegu", "gyeongsan", "gumi", "pohang", "andong", "yeongcheon"),
    walks=("qwer1234", "asdf", "1q2w3e4r", "qwerty", "zxcv"),
    tz="+0900",
)

F.reg(
    "kakaotalk_pc_export_bimilbeonho",
    (
        "KakaoTalk/KakaoTalk_<<y>><<mo>><<d>>_<<nnnn>>_<<fa>>.txt",
        "Documents/카카오톡 대화/<<fn2>>님과 카카오톡 대화_<<n>>.txt",
    ),
    """<<fn2>> 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<hm>>

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<ln>><<fn>>] [오후 <<hm>>] 사장님 스마트스토어 판매자센터 비번 바뀌었나요? 로그인이 안 돼요
[<<ln2>><<fn2>>] [오후 <<hm>>] 어제 바꿨어
[<<ln2>><<fn2>>] [오후 <<hm2>>] <<cred>>
[<<ln2>><<fn2>>] [오후 <<hm2>>] 다른 사람한테 알려주지 마
[<<ln>><<fn>>] [오후 <<hm2>>] 넵 감사합니다
""",
    "human",
    "",
)

F.reg(
    "toss_payments_secret_spring_yml",
    (
        "shop-api/src/main/resources/application-prod.yml",
        "<<org>>-mall/config/application-<<n>>.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/<<org>>_mall
    username: mall
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_ck_<<hex16>>
    secret-key: "<<cred>>"
    success-url: https://www.<<dom>>/order/success
    fail-url: https://www.<<dom>>/order/fail
""",
    "p:toss_sk",
)

F.reg(
    "naver_commerce_api_client_secret_py",
    ("scripts/smartstore_orders_<<n>>.py", "<<org>>/naver_commerce/sync_orders.py"),
    """\"\"\"네이버 스마트스토어 신규 주문 → 재고 DB 동기화 (홍삼/한약재)\"\"\"

import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<hex8>><<nnnn>>ab"
CLIENT_SECRET = "<<cred>>"


def token():
    ts = str(int(time.time() * 1000))
    hashed = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.standard_b64encode(hashed).decode()
    r = requests.post(
        "https://api.commerce.naver.com/external/v1/oauth2/token",
        data={"client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign, "grant_type": "client_credentials", "type": "SELF"},
        timeout=10,
    )
    return r.json()["access_token"]
""",
    lambda rng, s: (
        "$2a$04$"
        + alnum(rng, 22, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    ),
)

F.reg(
    "aligo_sms_api_key_php",
    ("www/<<org>>/lib/sms_send.php", "public_html/shop/aligo_<<n>>.php"),
    """<?php
// 택배 발송 알림 문자 (알리고)
$sms_url = "https://apis.aligo.in/send/";
$sms['user_id'] = "<<org>>";
$sms['key'] = '<<cred>>';
$sms['sender'] = '053<<nnn>><<nnnn>>';
$sms['receiver'] = $_POST['phone'];
$sms['msg'] = "[<<org>>] 주문하신 홍삼/한약재가 발송되었습니다. 송장번호: " . $_POST['invoice'];

$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $sms_url);
curl_setopt($ch, CURLOPT_POST, 1);
curl_setopt($ch, CURLOPT_POSTFIELDS, $sms);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
$ret = curl_exec($ch);
curl_close($ch);
""",
    lambda rng, s: alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    "",
)

F.reg(
    "hometax_cert_memo_next_line",
    ("바탕화면/메모_<<date>>.txt", "Desktop/세무_<<n>>.txt"),
    """부가세 신고 (<<mo>>월)
세무사 사무실 053-<<nnn>>-<<nnnn>> <<ln2>>실장
공동인증서 (사업자 범용)
비밀번호
<<cred>>
홈택스 아이디는 사장님 핸드폰 메모 참고
""",
    "human_x",
    "",
)

F.reg(
    "cctv_dvr_iptime_ddns_note",
    ("바탕화면/CCTV 접속정보_<<n>>.txt", "Documents/cctv_<<org>>.txt"),
    """매장 CCTV (하이크비전 DVR 8채널)
외부 접속: http://admin:<<cred>>@<<org>>.iptime.org:8<<nnn>>/
내부: http://<<ip>>
설치업체: 대구 <<ln>>보안 <<phone>>
""",
    "pw_url",
    "",
)

F.reg(
    "cafe24_app_client_secret_env",
    ("cafe24-app/.env", "<<org>>-cafe24/.env.production"),
    """MALL_ID=<<org>>
CAFE24_CLIENT_ID=<<hex16>>AB
CAFE24_CLIENT_SECRET=<<cred>>
CAFE24_REDIRECT_URI=https://app.<<dom>>/oauth/callback
SCOPE=mall.read_order,mall.write_product
""",
    "alnum:22",
    "",
)

F.reg(
    "herb_stock_mysql_my_cnf",
    ("home/<<user>>/.my.cnf", "root/.my.cnf.<<org>>"),
    """# 재고/입고 DB (양념시장 창고 PC)
[client]
host=<<ip>>
user=<<org>>_stock
password=<<cred>>
default-character-set=utf8mb4

[mysqldump]
max_allowed_packet=64M
""",
    "pw",
    "ini",
)
