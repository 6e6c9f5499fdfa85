# ruff: noqa: E501
"""Family i: a patent and trademark agent (특허법률사무소, 변리사) in Seoul, South Korea:
Korean."""

from __future__ import annotations

import random
from xml.sax.saxutils import escape

from ninetieth_spec import Fam, Slots, alnum, with_chars, xml_attr

FAM = Fam(
    name="byeonrisa_patent_trademark_seoul",
    orgs=(
        ("hanbitpatent", "한빛특허법률사무소"),
        ("namsanip", "남산국제특허사무소"),
        ("gangnamtm", "강남상표특허법인"),
    ),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("동현", "donghyun"),
        ("예린", "yerin"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
        ("한", "han"),
    ),
    words=(
        "saranghae",
        "hangang",
        "kimchi",
        "namsan",
        "haneul",
        "baram",
        "byeol",
        "sonamu",
        "mugunghwa",
        "bibimbap",
        "hwaiting",
        "chingu",
        "dalbit",
        "gaeul",
        "bomnal",
        "tteokbokki",
        "hanok",
        "gyeongbok",
    ),
    pets=("choco", "dubu", "bori", "kongi", "mong", "ddalgi"),
    towns=("seoul", "suwon", "incheon", "daejeon", "busan", "seongnam"),
    cc="+82",
)

FAM.reg(
    "byeonrisa_kakaotalk_chat_bimilbeonho_teukheoro",
    (
        "<<org>>/카카오톡/KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mi>>.txt",
        "Documents/KakaoTalk_Chats_<<fa2>>_<<n3>>.txt",
    ),
    """<<l2>><<f2>> 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<hm2>>

<<y>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<l2>><<f2>> : 변리사님 특허로 로그인이 안 돼요 ㅠㅠ 오늘 출원 마감인데요
<<y>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<l>><<f>> : 사무소 공용 계정 비밀번호 바꿨어요
<<y>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<l>><<f>> : <<cred>>
<<y>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<l2>><<f2>> : 감사합니다! 바로 제출할게요 🙏
""",
    "human",
    syntax="",
)

FAM.reg(
    "byeonrisa_toss_payments_secret_key_properties",
    (
        "<<org>>-billing/src/main/resources/application-prod.properties",
        "deploy/<<org>>/billing/application.properties",
    ),
    """# 출원 수수료 / 연차료 대행 결제 (토스페이먼츠)
spring.application.name=<<org>>-billing
toss.payments.client-key=live_ck_<<ck>>
toss.payments.secret-key=<<cred>>
toss.payments.success-url=https://pay.<<dom>>/success
spring.datasource.url=jdbc:mariadb://<<ip>>:3306/billing
spring.datasource.username=billing
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)

FAM.reg(
    "byeonrisa_kipris_plus_service_key_python",
    ("<<org>>/scripts/kipris_watch.py", "tools/<<org>>_tm_watch_<<y>>.py"),
    '''"""KIPRIS Plus 상표 공보 감시 - 고객 상표와 유사한 신규 출원 알림."""

import requests

SERVICE_KEY = "<<cred>>"
URL = "http://plus.kipris.or.kr/openapi/rest/trademarkInfoSearchService/getWordSearch"


def search(word: str) -> str:
    r = requests.get(URL, params={"searchString": word, "ServiceKey": SERVICE_KEY, "numOfRows": 50}, timeout=30)
    r.raise_for_status()
    return r.text
''',
    "p:kipris",
)

FAM.reg(
    "byeonrisa_korean_email_hwp_munseo_amho",
    ("<<org>>/메일/<<date>>_의견서_초안.eml", "Outlook/<<login>>/보낸편지함/<<n4>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: [<<orgname>>] 의견제출통지서 대응 의견서 초안 송부
Date: Wed, <<d>> Jun <<y>> 15:<<mi>>:31 +0900
Content-Type: text/plain; charset=UTF-8

<<l2>> 팀장님 안녕하세요.

첨부한 의견서 초안(한글 HWP)은 보안상 문서 암호를 걸었습니다.
문서 암호: <<cred>>

검토 후 회신 부탁드립니다.
<<l>><<f>> 드림
""",
    "human",
    syntax="",
)

FAM.reg(
    "byeonrisa_npki_cert_memo_next_line",
    ("<<org>>/공유/인증서_메모.txt", "Desktop/<<fa>>_메모_<<date>>.txt"),
    """공동인증서 (법인, 특허로 전자출원용)
위치: USB 보안토큰 / NPKI 폴더 백업은 금고
인증서 암호
<<cred>>
만료 <<y>>.<<mo>>.<<d>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "byeonrisa_naver_works_bot_client_yaml",
    ("<<org>>/works-bot/config.yaml", "deploy/<<org>>-deadline-bot/config.yml"),
    """# NAVER WORKS 봇 - 기한 관리(OA 응답기한, 연차료) 알림
works:
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  service_account: "<<hex8>>.serviceaccount@<<org>>"
  private_key_file: "/etc/works/private_<<y>>.key"
  bot_id: <<n6>>
  channel_id: "<<uuid>>"
""",
    "p:naver_works",
    extra=lambda rng, s: {"cid": alnum(rng, 20)},
)


def _xml_pw(rng: random.Random, s: Slots) -> str:
    return with_chars(rng, FAM, "&<>\"'", "&<")


FAM.reg(
    "byeonrisa_dms_connector_xml_escaped",
    ("<<org>>/DMS/connector.config.xml", "ProgramData/<<org>>/IPDocs/connector.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <!-- 특허 문서관리(DMS) - 특허청 통지서 자동 수신 -->
  <dms server="<<host>>" port="8443" library="IP_CASES"/>
  <account name="kipo-sync" login="<<login>>" password="<<cred>>"/>
  <schedule cron="0 */2 * * *"/>
</configuration>
""",
    _xml_pw,
    decode=lambda t: xml_attr(t, "account", "password"),
    enc=lambda v, s: escape(v, {'"': "&quot;", "'": "&apos;"}),
)

FAM.reg(
    "byeonrisa_synology_rsyncd_secrets",
    ("<<org>>/nas/etc/rsyncd.secrets", "<<host>>/etc/rsyncd.secrets"),
    """backup:<<cred>>
""",
    "pw_alnum",
    syntax="",
)
