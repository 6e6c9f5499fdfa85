"""Family f: a hotteok (sweet pancake) food truck in Busan, South Korea; Korean."""

from __future__ import annotations

from hundrednineteenth_spec import Fam

FAM = Fam(
    name="hotteok_food_truck_busan",
    orgs=("dalkomtruck",),
    tld="co.kr",
    first=(
        ("민수", "minsu"),
        ("지영", "jiyoung"),
        ("현우", "hyunwoo"),
        ("서연", "seoyeon"),
        ("동훈", "donghoon"),
        ("은지", "eunji"),
    ),
    last=(
        ("김", "kim"),
        ("박", "park"),
        ("이", "lee"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    words=(
        "hotteok",
        "busan",
        "haeundae",
        "gwangalli",
        "ssiat",
        "tteok",
        "dalkom",
        "bungeo",
        "saranghae",
        "fighting",
        "seomyeon",
        "nampo",
        "gukbap",
        "kimchi",
        "hanguk",
        "jagiya",
    ),
    pets=("choco", "kongi", "bori", "dubu", "maru", "tori"),
    cc="+82 10-",
    phrases=("busan fighting", "saranghae", "daebak"),
)

FAM.reg(
    "hotteok_kakaotalk_txt_baemin_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt", "exports/카톡_푸드트럭_<<n3>>.txt"),
    """푸드트럭 운영팀 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<time>>

<<y>>년 <<mo>>월 <<d>>일 오후 <<time>>, <<ln>><<fn>> : 배민 사장님사이트 비번 바뀌었어요?
<<y>>년 <<mo>>월 <<d>>일 오후 <<t2>>, <<ln2>><<fn2>> : 네 어제 바꿨어요
<<y>>년 <<mo>>월 <<d>>일 오후 <<t2>>, <<ln2>><<fn2>> : <<cred>>
<<y>>년 <<mo>>월 <<d>>일 오후 <<t3>>, <<ln>><<fn>> : 감사합니다 광안리 축제 주문 들어오네요 ㅎㅎ
""",
    "human",
    syntax="",
)

FAM.reg(
    "hotteok_toss_payments_preorder_express_js",
    ("preorder-server/src/toss.js", "server-<<n>>/routes/payments.js"),
    """// 미리 주문 (토스페이먼츠 결제 승인)
const express = require('express');
const router = express.Router();
const TOSS_SECRET_KEY = '<<cred>>';

router.post('/confirm', async (req, res) => {
  const auth = Buffer.from(TOSS_SECRET_KEY + ':').toString('base64');
  const r = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(req.body),
  });
  res.status(r.status).json(await r.json());
});

module.exports = router;
""",
    "p:toss",
    syntax="",
)

FAM.reg(
    "hotteok_iptime_lte_router_backup_ini",
    ("backup/iptime_<<date>>.ini", "truck-router/config_<<n>>.ini"),
    """[system]
model=ipTIME A3004NS-M
hostname=hotteok-truck-<<n>>
admin_id=<<fa>>
admin_pw=<<cred>>

[wireless_2g]
ssid=<<orgc>>_Truck
auth=wpa2psk
wpa_key=<<wifi>>
""",
    "pw",
    extra=lambda r, s: {"wifi": "truck" + str(r.randint(10000000, 99999999))},
)

FAM.reg(
    "hotteok_solapi_alimtalk_pickup_env",
    ("pickup-alert/.env", "alimtalk-<<n>>/.env.production"),
    """# 주문 완료 알림톡 (솔라피)
SOLAPI_API_KEY=NCS<<upk>>
SOLAPI_API_SECRET=<<cred>>
SOLAPI_PFID=KA01PF<<n4>><<n4>><<n3>>
SENDER_NUMBER=<<phone>>
""",
    "alnum:32",
    syntax="",
    extra=lambda r, s: {
        "upk": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(13))
    },
)

FAM.reg(
    "hotteok_naver_local_search_python_client_secret",
    ("scripts/naver_spots_<<n>>.py", "tools/festival_spots.py"),
    '''"""네이버 지역 검색으로 다음 주 영업 장소(축제) 후보 찾기."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

r = requests.get(
    "https://openapi.naver.com/v1/search/local.json",
    params={"query": "부산 축제 푸드트럭", "display": 5},
    headers={"X-Naver-Client-Id": CLIENT_ID, "X-Naver-Client-Secret": CLIENT_SECRET},
    timeout=10,
)
print(r.json())
''',
    "alnum:10",
    extra=lambda r, s: {
        "cid": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(20)
        )
    },
)

FAM.reg(
    "hotteok_samsung_notes_festival_permit_memo",
    ("SamsungNotes/메모_<<date>>.txt", "notes/구청_신청_<<n>>.txt"),
    """해운대구청 푸드트럭 영업장소 신청 (<<y>>)
사이트: 정부24
아이디: <<user>>
비번: <<cred>>
서류: 영업신고증, 가스안전점검, 차량등록증
""",
    "human",
    syntax="",
)

FAM.reg(
    "hotteok_card_terminal_van_settings_xml",
    ("kicc/terminal_<<n>>.xml", "pos/van_config_<<sn>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<VanConfig>
  <Van>KICC</Van>
  <TerminalId>K<<n4>><<n3>></TerminalId>
  <BizNo>6<<n4>><<n4>></BizNo>
  <MerchantLogin><<fa>><<n>></MerchantLogin>
  <MerchantPassword><<cred>></MerchantPassword>
  <Port>COM3</Port>
</VanConfig>
""",
    "pw_xml",
)

FAM.reg(
    "hotteok_instagram_autopost_github_actions_yaml",
    (
        ".github/workflows/instagram_post.yml",
        "truck-site-<<n>>/.github/workflows/daily_location.yml",
    ),
    """name: 오늘의 영업 장소 인스타 업로드
on:
  schedule:
    - cron: "0 1 * * *"
jobs:
  post:
    runs-on: ubuntu-latest
    env:
      IG_USER_ID: "178414<<n4>><<n4>>"
      IG_ACCESS_TOKEN: "<<cred>>"
    steps:
      - uses: actions/checkout@v4
      - run: python post_location.py
""",
    "x:IGAA:150",
)
