# ruff: noqa: E501
"""Family o: a multilingual e-commerce customer-support hub in Incheon (Songdo), South Korea
(Korean, Chinese, English)."""

from __future__ import annotations

from ninetyfifth_spec import Fam, dec_html_after, with_chars, xml_esc

F = Fam(
    name="incheon_ecommerce_support_hub",
    key="icnshop",
    orgs=("songdocs", "haneulmall", "wolmicare"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyoon"),
        ("수빈", "subin"),
        ("예린", "yerin"),
        ("현우", "hyunwoo"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    # Korean words as typed on a QWERTY keyboard in Hangul mode (사랑해 -> tkfkdgo), and
    # romanised words.
    words=(
        "tkfkdgo",
        "dkssud",
        "godqhr",
        "gksmf",
        "saranghae",
        "incheon",
        "songdo",
        "kimchi",
        "hangang",
        "chingu",
        "wolmido",
        "bada",
        "haneul",
        "dongsaeng",
        "sarang",
        "baram",
    ),
    pets=("coco", "bori", "dubu", "maru", "kongi", "choco"),
    months=(
        "ilwol",
        "iwol",
        "samwol",
        "sawol",
        "owol",
        "yuwol",
        "chilwol",
        "palwol",
        "guwol",
        "siwol",
        "sibilwol",
        "sibiwol",
    ),
    walks=("qwer1234", "1q2w3e4r", "asdf1234", "zxcv123"),
    sites=("songdo", "incheon", "bupyeong", "guwol"),
    cc="82",
)

F.reg(
    "kakaotalk_txt_export_bimilbeonho",
    (
        "KakaoTalk_<<y>><<m>><<d>>_<<hh>><<mi>>_<<ss>>_CS팀.txt",
        "exports/kakao/<<site>>_cs_<<date>>.txt",
    ),
    """CS 야간조 <<site>> 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<m>>-<<d>> <<hh>>:<<mi>>:<<ss>>

<<y>>년 <<mo>>월 <<dd>>일 오후 <<h12>>:<<mi>>, <<ln>><<fn>> : 채널톡 공용 계정 비번 바뀌었어요?
<<y>>년 <<mo>>월 <<dd>>일 오후 <<h12>>:<<mi>>, <<ln2>><<fn2>> : 네 오늘부터 바뀜요
<<y>>년 <<mo>>월 <<dd>>일 오후 <<h12>>:<<mi>>, <<ln2>><<fn2>> : 아이디 cs.night@<<dom>> / 비밀번호 <<cred>>
<<y>>년 <<mo>>월 <<dd>>일 오후 <<h12>>:<<mi>>, <<ln>><<fn>> : 감사합니다 ㅎㅎ 중국어 문의 제가 받을게요
""",
    "human",
    syntax="",
)

F.reg(
    "toss_payments_secret_key_spring_yml",
    ("src/main/resources/application-prod.yml", "refund-api/<<site>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/cs_refund
    username: refund_app
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: <<cred>>
    cancel-url: https://api.tosspayments.com/v1/payments/{paymentKey}/cancel
cs:
  refund:
    max-amount-without-approval: 50000
""",
    "p:toss",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "cafe24_oauth_client_secret_python",
    ("sync/cafe24_orders.py", "scripts/<<site>>/cafe24_token_refresh.py"),
    '''"""카페24 주문 동기화 — CS 문의에 주문 상태를 붙인다."""

import base64

import requests

MALL_ID = "<<org>>"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def refresh(refresh_token: str) -> dict:
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    r = requests.post(
        f"https://{MALL_ID}.cafe24api.com/api/v2/oauth/token",
        headers={"Authorization": f"Basic {basic}"},
        data={"grant_type": "refresh_token", "refresh_token": refresh_token},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()
''',
    "p:cafe24",
    extra=lambda rng, s: {
        "cid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(22)
        )
    },
)

F.reg(
    "channel_talk_access_secret_env",
    ("cs-bot/.env", "deploy/<<site>>/channel-bot.env"),
    """# 채널톡 Open API (상담 자동 태깅 봇)
CHANNEL_ACCESS_KEY=<<ak>>
CHANNEL_ACCESS_SECRET=<<cred>>
DEFAULT_LANG=ko
SUPPORTED_LANGS=ko,en,zh-CN,ja
SLACK_ALERT_CHANNEL=#cs-escalation
""",
    "p:channeltalk",
    syntax="",
    extra=lambda rng, s: {"ak": "".join(rng.choice("0123456789abcdef") for _ in range(24))},
)


def _sabang(rng, s):
    return {"enc": xml_esc(s["cred"])}


F.reg(
    "sabangnet_api_xml_escaped_password",
    ("sabangnet/order_request_<<date>>.xml", "integration/<<site>>/sabang_claim.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<SABANG_ORDER_LIST>
  <HEADER>
    <SEND_COMPAYNY_ID><<org>></SEND_COMPAYNY_ID>
    <SEND_AUTH_KEY><<enc>></SEND_AUTH_KEY>
    <SEND_DATE><<y>><<m>><<d>></SEND_DATE>
  </HEADER>
  <DATA>
    <ORD_ST_DATE><<y>><<m>><<d>></ORD_ST_DATE>
    <ORD_ED_DATE><<y>><<m>><<d>></ORD_ED_DATE>
    <ORD_FIELD><![CDATA[IDX|ORDER_ID|MALL_ID|ORDER_STATUS|CLAME_STATUS]]></ORD_FIELD>
  </DATA>
</SABANG_ORDER_LIST>
""",
    lambda rng: with_chars(rng, F.human(rng, safe=True), "&<>\"'", 2),
    extra=_sabang,
    decode=dec_html_after(r"<SEND_AUTH_KEY>([^<]+)</SEND_AUTH_KEY>"),
)

F.reg(
    "aligo_sms_api_key_php",
    ("lib/aligo_sms.php", "cs/<<site>>/notify/aligo.php"),
    """<?php
// 알리고 문자 — 교환/반품 접수 안내
$sms_url = "https://apis.aligo.in/send/";
$sms = [
    'key' => '<<cred>>',
    'user_id' => '<<org>>cs',
    'sender' => '032<<ext>><<ext2>>',
    'receiver' => $_POST['phone'],
    'msg' => '[<<orgu>>] 반품 접수가 완료되었습니다. 기사님이 2~3일 내 방문합니다.',
    'testmode_yn' => 'N',
];
$ch = curl_init($sms_url);
curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_POSTFIELDS, $sms);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "p:aligo",
    syntax="",
)

F.reg(
    "wechat_copy_chinese_mima_reply_only",
    ("notes/wechat_中文组_<<date>>.txt", "Desktop/微信记录_<<site>>.txt"),
    """<<fa>>  <<date>> <<time>>
天猫国际后台的密码是多少？我登不进去了

小王(CS中文组)  <<date>> <<time>>
<<cred>>

<<fa>>  <<date>> <<time>>
好的谢谢 👌
""",
    "human",
    syntax="",
)

F.reg(
    "naver_commerce_api_secret_properties",
    ("config/naver-commerce.properties", "smartstore-sync/<<site>>/application.properties"),
    """# 네이버 커머스API (스마트스토어 문의/반품 동기화)
naver.commerce.base-url=https://api.commerce.naver.com/external
naver.commerce.client-id=<<cid>>
naver.commerce.client-secret=<<cred>>
naver.commerce.poll-interval=PT5M
cs.inquiry.auto-assign-team=<<site>>-night
""",
    "p:naver",
    syntax="",
    extra=lambda rng, s: {
        "cid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(22)
        )
    },
)
