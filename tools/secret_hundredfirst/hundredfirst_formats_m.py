# ruff: noqa: E501
"""Family m: a sewing-thread maker in Daegu, South Korea (Korean)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredfirst_spec import Fam, human, reg

F = Fam(
    name="daegu_sewing_thread_maker",
    orgs=("dalseongsil", "palgongthread", "suseongbongsa", "sagwasil"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("성민", "sungmin"),
        ("혜진", "hyejin"),
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
        "daegu",
        "sarang",
        "hanguk",
        "kimchi",
        "sagwa",
        "palgong",
        "suseong",
        "lions",
        "bibimbap",
        "soju",
        "haengbok",
        "hwaiting",
        "saranghae",
        "namu",
        "bongje",
        "silpae",
    ),
    pets=("choco", "kkami", "mongi", "dubu", "bori", "hodu"),
    cc="82",
    places=("daegu", "gumi", "seoul", "busan", "gyeongsan", "chilgok"),
)

reg(
    F,
    "daegu_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk/Talk_<<y>>.<<mo>>.<<d>> <<hm>>-<<n>>.txt", "카톡/생산팀_<<ymd>>.txt"),
    """<<l2l>><<f2l>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hm2>>

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<ll>><<fl>>] [오후 <<hm>>] 과장님 더존 ERP 비밀번호가 바뀌었나요? 로그인이 안 돼요
[<<l2l>><<f2l>>] [오후 <<hm2>>] 네 어제 바꿨어요
[<<l2l>><<f2l>>] [오후 <<hm2>>] 아이디 <<fa>><<la>> 비밀번호 <<cred>>
[<<ll>><<fl>>] [오후 <<hm2>>] 감사합니다!! 🙇
""",
    "human",
    syntax="",
)

reg(
    F,
    "daegu_toss_payments_spring_application_yml",
    (
        "shop-api/src/main/resources/application-prod.yml",
        "thread-mall-<<n>>/src/main/resources/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/threadmall
    username: mall
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: <<cred>>
    success-url: https://mall.<<dom>>/pay/success
""",
    "p:toss_sk",
    extra=lambda r, s: s.update(
        ck="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(24)
        )
    ),
)


def _amp(r: random.Random, f: Fam, s: dict) -> str:
    while True:
        pw = human(r, f, "&@#")
        if "&" in pw:
            return pw


def _dz_xml(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<!-- 더존 iCUBE 클라이언트 접속 설정 - 연사/염색 공장 -->
<DzConfig>
  <Server name="{s["orgu"]}-ERP" address="{s["ip"]}" port="1433" />
  <Login company="{s["nnnn"]}" user="{s["fa"]}{s["la"]}" password="{escape(str(s["cred"]), {'"': "&quot;"})}" />
  <Option autoLogin="true" lang="ko-KR" />
</DzConfig>
"""


def _dec_dz(text: str) -> str:
    login = ET.fromstring(text.encode()).find("Login")
    if login is None:
        raise ValueError("no Login")
    return login.attrib["password"]


reg(
    F,
    "daegu_douzone_client_xml_escaped_password",
    ("C:/DouzoneICUBE/config/client_<<n>>.xml", "erp/<<org>>/dz_client.xml"),
    _dz_xml,
    _amp,
    syntax="xml",
    decode=_dec_dz,
)

reg(
    F,
    "daegu_kakaopay_admin_key_node",
    ("mall-server/<<org>>/kakaopay.js", "api/payments/kakaopay_<<n>>.js"),
    """// 카카오페이 단건결제 - 재봉사 온라인몰
const axios = require("axios");

const KAKAO_ADMIN_KEY = "<<cred>>";

async function ready(order) {
  const res = await axios.post("https://kapi.kakao.com/v1/payment/ready", null, {
    headers: { Authorization: `KakaoAK ${KAKAO_ADMIN_KEY}` },
    params: { cid: "TC0ONETIME", partner_order_id: order.id, partner_user_id: order.user, item_name: order.name, quantity: order.qty, total_amount: order.amount, tax_free_amount: 0 },
  });
  return res.data;
}

module.exports = { ready };
""",
    "p:kakao_admin",
    syntax="",
)

reg(
    F,
    "daegu_unipass_customs_korean_email",
    ("mail/unipass_<<ymd>>.eml", "수출팀/<<fa>>/관세사_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: customs@<<l2a>>customs.co.kr
Subject: [수출신고] 유니패스 계정 전달 - 폴리에스터 재봉사 <<po>>
Date: <<dmy>> <<hm>> +0900
Content-Type: text/plain; charset=utf-8

관세사님 안녕하세요,

베트남행 재봉사 수출신고 건으로 유니패스 계정 전달드립니다.
아이디: <<org>><<nn>>
비밀번호: <<cred>>

감사합니다.
<<ll>><<fl>> 드림
""",
    "human",
    syntax="",
)

reg(
    F,
    "daegu_mall_deploy_id_rsa_bare",
    ("home/<<fa>>/.ssh/id_rsa", "deploy/<<org>>/keys/mall_deploy_<<n>>"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)

reg(
    F,
    "daegu_gongdong_injeungseo_memo_txt",
    ("바탕화면/메모_<<n>>.txt", "Desktop/인증서_<<fa>>.txt"),
    """공동인증서 (법인 범용)
<<orgc>>
<<cred>>
만료 <<y>>.<<mo>>.<<d>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "daegu_naver_commerce_api_env",
    ("smartstore-sync/<<org>>/.env", "naver-commerce-<<n>>/.env"),
    """# 네이버 스마트스토어 커머스 API - 재고 연동
NAVER_COMMERCE_CLIENT_ID=<<cid>>
NAVER_COMMERCE_CLIENT_SECRET=<<cred>>
STORE_NAME=<<org>>
""",
    lambda r, f, s: (
        "$2a$04$"
        + "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./")
            for _ in range(22)
        )
    ),
    syntax="",
    extra=lambda r, s: s.update(
        cid="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(22)
        )
    ),
)
