# ruff: noqa: E501
"""Family p: a cocktail-bar wholesale supplier in Seoul, South Korea (Korean)."""

from __future__ import annotations

import json
import random

from eightysixth_spec import Fam, alnum, dec_basic, enc_basic

F = Fam(
    name="barsupply_seoul_cocktail_wholesale",
    orgs=("suljan", "bitterhanok"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
    ),
    last=(("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung")),
    words=(
        "soju",
        "makgeolli",
        "gangnam",
        "hongdae",
        "itaewon",
        "bokbunja",
        "yuja",
        "omija",
        "maesil",
        "hangang",
        "saranghae",
        "hwaiting",
        "daebak",
        "gimbap",
    ),
    pets=("choco", "bori", "kongi", "dubu", "mango"),
    cc="+82",
)

F.reg(
    "barsupply_kakaotalk_txt_export_bimilbeonho",
    ("kakaotalk/KakaoTalk_<<yyyy>><<mm>><<dd>>_<<n>>.txt", "chats/kakao-bar-<<n>>.txt"),
    """<<fn2>> 님과 카카오톡 대화
저장한 날짜 : <<yyyy>>-<<mm>>-<<dd>> <<time>>

--------------- <<yyyy>>년 <<m>>월 <<d>>일 --------------
[<<ln2>><<fn2>>] [오후 <<h>>:<<mi>>] 사장님 주류 도매 발주 사이트 비밀번호 바뀌었어요?
[<<ln>><<fn>>] [오후 <<h>>:<<mi>>] 아이디 <<login>> 비밀번호 <<cred>>
[<<ln2>><<fn2>>] [오후 <<h>>:<<mi>>] 감사합니다! 진 6박스 주문 넣을게요
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"d": int(str(s["dd"])), "m": int(str(s["mm"])), "h": rng.randint(1, 11)},
)

F.reg(
    "barsupply_toss_payments_secret_key_spring_yml",
    (
        "src/main/resources/application-prod.yml",
        "order-api-<<n>>/src/main/resources/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/orders
    username: orders
toss:
  payments:
    client-key: live_ck_<<nn>>Ab<<n>>
    secret-key: '<<cred>>'
    success-url: https://b2b.<<dom>>/pay/success
""",
    "p:toss",
)

F.reg(
    "barsupply_kakao_rest_api_key_delivery_map_js",
    ("delivery/geocode.js", "server/<<org>>-<<n>>/lib/kakaoMap.js"),
    """// 바 납품 주소 -> 좌표 (카카오 로컬 API)
const KAKAO_REST_KEY = '<<cred>>';

export async function geocode(address) {
  const url = 'https://dapi.kakao.com/v2/local/search/address.json?query=' + encodeURIComponent(address);
  const res = await fetch(url, { headers: { Authorization: `KakaoAK ${KAKAO_REST_KEY}` } });
  return (await res.json()).documents[0];
}
""",
    "p:kakao",
    syntax="",
)


def _postman(s) -> str:
    return json.dumps(
        {
            "info": {
                "_postman_id": s["uid"],
                "name": "ERP 재고 API",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
            },
            "item": [
                {
                    "name": "재고 조회",
                    "request": {
                        "method": "GET",
                        "header": [
                            {
                                "key": "Authorization",
                                "value": "Basic " + enc_basic("barsupply", str(s["cred"])),
                                "type": "text",
                            }
                        ],
                        "url": {
                            "raw": f"https://erp.{s['dom']}/api/v1/stock?sku=GIN-{s['nn']}",
                            "protocol": "https",
                            "host": ["erp", s["dom"]],
                        },
                    },
                }
            ],
        },
        ensure_ascii=False,
        indent="\t",
    )


F.reg(
    "barsupply_postman_collection_basic_header_base64",
    (
        "postman/ERP_<<n>>.postman_collection.json",
        "docs/api/<<org>>-stock-<<n>>.postman_collection.json",
    ),
    _postman,
    "pw_json",
    decode=dec_basic,
)

F.reg(
    "barsupply_korean_email_bimilbeonho_hometax",
    ("mail/<<login>>/보낸편지함/<<nn>>.eml", "export/mail/hometax-<<date>>-<<n>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: 홈택스 주류 통신판매 신고 건 - 로그인 정보
Date: <<dmy>> <<time>> +0900
Content-Type: text/plain; charset=utf-8

<<fn2>> 세무사님 안녕하세요,

이번 분기 부가세 신고 부탁드립니다. 홈택스 부서 아이디 정보입니다.
아이디: <<org>><<n>>
비밀번호: <<cred>>

감사합니다.
<<ln>><<fn>> 드림
""",
    "human",
    syntax="",
)

F.reg(
    "barsupply_warehouse_wisenet_onvif_python",
    ("cctv/snapshot.py", "warehouse/<<org>>/onvif_<<n>>.py"),
    '''"""창고 출입구 카메라 (한화 Wisenet) 스냅샷."""

from onvif import ONVIFCamera

cam = ONVIFCamera("<<ip>>", 80, "admin", '<<cred>>')
media = cam.create_media_service()
profile = media.GetProfiles()[0]
print(media.GetSnapshotUri({"ProfileToken": profile.token}).Uri)
''',
    "pw_sq",
)

F.reg(
    "barsupply_ncloud_terraform_tfvars_secret_key",
    ("infra/terraform.tfvars", "terraform/<<org>>-<<n>>/prod.auto.tfvars"),
    """# 네이버 클라우드 - 발주 시스템 서버
ncloud_access_key = "<<akid>>"
ncloud_secret_key = "<<cred>>"
region            = "KR"
server_name       = "b2b-order-<<n>>"
""",
    "p:ncloud",
    syntax="",
    extra=lambda rng, s: {"akid": alnum(rng, 20)},
)


def _bcrypt_salt(rng: random.Random) -> str:
    return "$2a$04$" + alnum(
        rng, 22, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    )


F.reg(
    "barsupply_naver_commerce_api_client_secret_properties",
    ("src/main/resources/naver-commerce.properties", "smartstore-<<n>>/config/commerce.properties"),
    """# 네이버 스마트스토어 커머스 API (칵테일 부재료 상품 동기화)
naver.commerce.client-id=<<cid>>
naver.commerce.client-secret=<<cred>>
naver.commerce.base-url=https://api.commerce.naver.com/external
""",
    _bcrypt_salt,
    syntax="",
    extra=lambda rng, s: {"cid": alnum(rng, 22)},
)
