# ruff: noqa: E501
"""Family m: a wedding-invitation printer in Busan, South Korea (Korean)."""

import base64
import json

from hundredtwentieth_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="cheongcheop_inswae_busan",
    orgs=("cheongsa", "haeundaeprint", "kkotcheop", "dalbitcard"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
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
        "sarang",
        "haengbok",
        "busan",
        "haeundae",
        "gyeolhon",
        "kkot",
        "byeol",
        "haneul",
        "dalbit",
        "gomawo",
        "bada",
        "lotte",
        "gwangan",
        "jagiya",
    ),
    pets=("choco", "kongi", "dubu", "bori", "baduk", "ttoli"),
    cc="82",
    city="부산",
)

F.reg(
    "cheongcheop_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk_<<y>><<m>><<d>>_<<hh>><<mi>>_<<nn>>.txt", "kakao/<<fa>>_<<date>>.txt"),
    """<<ln>><<fn>> 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<m>>. <<d>>. 오후 <<n>>:<<mi>>

<<y>>년 <<m>>월 <<d>>일 오후 <<n>>:<<mi>>, <<ln>><<fn>> : 사장님 교정 사이트 로그인이 안 돼요 ㅠㅠ
<<y>>년 <<m>>월 <<d>>일 오후 <<n>>:<<mi>>, <<fn2>> : 아이디 proof 비밀번호 <<cred>> 입니다
<<y>>년 <<m>>월 <<d>>일 오후 <<n>>:<<mi>>, <<ln>><<fn>> : 들어갔어요! 청첩장 시안 확인할게요 감사합니다 😊
""",
    cred="human",
)

F.reg(
    "cheongcheop_toss_payments_spring_properties",
    (
        "src/main/resources/application-prod-<<nn>>.properties",
        "<<org>>-shop/config/application.properties",
    ),
    """spring.application.name=<<org>>-shop
spring.datasource.url=jdbc:mariadb://<<ip>>:3306/invitation
spring.datasource.username=shop
toss.client-key=live_ck_<<hex8>><<hex8>>
toss.secret-key=<<cred>>
toss.success-url=https://<<dom>>/order/success
""",
    cred="p:toss",
)

F.reg(
    "cheongcheop_mobile_invitation_kakao_rest_key_js",
    ("mobile-invite/src/kakao_<<nn>>.js", "<<org>>/web/static/js/share-<<fa>>.js"),
    """// 모바일 청첩장: 카카오톡 공유 + 주소 검색(REST)
const KAKAO_JS_KEY = "<<hex40>>";
const KAKAO_REST_API_KEY = "<<cred>>";

async function searchAddress(q) {
  const res = await fetch("https://dapi.kakao.com/v2/local/search/address.json?query=" + encodeURIComponent(q), {
    headers: { Authorization: "KakaoAK " + KAKAO_REST_API_KEY },
  });
  return res.json();
}
""",
    cred="p:kakao",
    syntax="",
)

F.reg(
    "cheongcheop_korean_email_bimilbeonho_gyojeong",
    ("mail/보낸편지함/<<date>>_<<nn>>.eml", "Mail/<<fa>>/proof-<<d>><<m>>.eml"),
    """From: <<orgc>> 청첩장 <help@<<dom>>>
To: <<email2>>
Subject: [<<orgc>>] 청첩장 교정 시안이 준비되었습니다
Date: Fri, <<d>> Apr <<y>> <<hh>>:<<mi>>:00 +0900
Content-Type: text/plain; charset=utf-8

<<ln>><<fn2>> 고객님, 안녕하세요.

주문하신 청첩장(모던 화이트, 200매)의 교정 시안을 아래 페이지에서 확인해 주세요.

교정 페이지: https://proof.<<dom>>/order/<<nnn>><<nnn>>
비밀번호: <<cred>>

수정 사항은 3일 이내에 남겨 주시면 인쇄에 들어갑니다.

감사합니다.
""",
    cred="human",
)


def _fz(r, s):
    return {"enc": enc_b64(str(s["cred"]))}


F.reg(
    "cheongcheop_indigo_rip_filezilla_sitemanager",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/pc-<<fa>>-<<nn>>/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
  <Servers>
    <Server>
      <Host><<ip>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>indigo</User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <Name>HP Indigo RIP (인쇄실)</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    cred="pw_xml",
    extra=_fz,
    decode=lambda t: dec_b64(t, '<Pass encoding="base64">'),
)


def _sa(s):
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-invite",
            "private_key_id": s["hex40"],
            "private_key": s["cred"] + "\n",
            "client_email": f"firebase-adminsdk-{s['hex8'][:5]}@{s['org']}-invite.iam.gserviceaccount.com",
            "client_id": f"1{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}{s['nnn']}",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    )


F.reg(
    "cheongcheop_mobile_invite_firebase_service_account",
    (
        "mobile-invite/serviceAccount-<<nn>>.json",
        "<<org>>/functions/<<org>>-invite-firebase-adminsdk.json",
    ),
    _sa,
    cred="pem8",
    extra=lambda r, s: {"needle": json.dumps(s["cred"])[1:-1]},
)

F.reg(
    "cheongcheop_cafe24_shop_client_secret_env",
    ("cafe24-app/.env", "<<org>>/sync/<<fa>>/.env"),
    """CAFE24_MALL_ID=<<org>>
CAFE24_CLIENT_ID=<<akey>>
CAFE24_CLIENT_SECRET=<<cred>>
CAFE24_REDIRECT_URI=https://<<dom>>/cafe24/callback
""",
    cred="alnum:22",
    extra=lambda r, s: {
        "akey": base64.b64encode(bytes(r.randrange(256) for _ in range(16)))
        .decode()
        .rstrip("=")
        .replace("+", "A")
        .replace("/", "B")
    },
)

F.reg(
    "cheongcheop_orders_csv_korean_columns",
    ("주문관리/계정_<<y>>.csv", "Downloads/accounts-<<fa>>-<<nn>>.csv"),
    """서비스,아이디,비밀번호,비고
스마트스토어,<<email>>,<<cred>>,청첩장 주문
CJ대한통운,<<fa>>,(문자인증),택배
인쇄실 PC,admin,(사장님께 문의),
""",
    cred="human_x",
)
