# ruff: noqa: E501
"""Family o: a semi-permanent brow studio (반영구 눈썹) in Mapo-gu (Seoul, South Korea),
Korean."""

from __future__ import annotations

import random

from hundredfortieth_spec import Fam, alnum, gen_pw, pick

O = Fam(  # noqa: E741
    "banyeongu_nunsseop_mapo",
    orgs=("nunsseopbang", "hongdaebrow", "mapobrow"),
    tld="co.kr",
    first="지은/jieun 민준/minjun 서연/seoyeon 하은/haeun 지훈/jihun 수빈/subin 예린/yerin 현우/hyunwoo 다은/daeun 유진/yujin 승민/seungmin 소희/sohee",
    last="김/kim 이/lee 박/park 최/choi 정/jung 강/kang 조/cho 윤/yoon 장/jang 임/lim",
    words=(
        "nunsseop",
        "banyeongu",
        "hongdae",
        "mapo",
        "seoul",
        "sarang",
        "haengbok",
        "hangang",
        "byeol",
        "haneul",
        "dalbit",
        "sonamu",
        "mangwon",
        "yeonnam",
        "bomnal",
    ),
    pets=("Dubu", "Kongi", "Choco", "Bori", "Mandu", "Nabi", "Tori", "Hodu"),
    walks=("qwer1234", "asdf1234", "1q2w3e4r", "zxcv1234", "dkssud", "qwer"),
    clubs=("FCSeoul1983", "Twins1982", "Bears1982", "Heroes2008", "Ulsan1983"),
    cc="+82 10-####-####",
    city="마포구",
)

_KO_DAYS = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")

O.reg(
    "nunsseop_toss_payments_secret_key_nextjs_route",
    ("app/api/payments/confirm/route.js", "<<org>>-web/pages/api/toss-confirm.js"),
    """// 예약금 결제 승인 (토스페이먼츠)
const secretKey = '<<cred>>';
const encryptedSecretKey = 'Basic ' + Buffer.from(secretKey + ':').toString('base64');

export async function POST(request) {
  const { paymentKey, orderId, amount } = await request.json();
  const res = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: encryptedSecretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderId, amount, paymentKey }),
  });
  const data = await res.json();
  return Response.json(data, { status: res.status });
}
""",
    cred="p:toss",
)


def _kakao(s: dict) -> str:
    me = f"{s['last']}{s['first']}"
    other = f"{s['last2']}{s['first2']}"
    h = int(s["hh"])
    ampm = "오후" if h >= 12 else "오전"
    h12 = (h - 1) % 12 + 1
    day = _KO_DAYS[int(s["wd"])]
    return (
        f"{other} 님과 카카오톡 대화\n"
        f"저장한 날짜 : {s['date']} {s['time_s']}\n\n"
        f"--------------- {s['year']}년 {int(s['mo'])}월 {int(s['dd'])}일 {day} ---------------\n"
        f"[{other}] [{ampm} {h12}:{s['mi']}] 원장님 네이버 스마트플레이스 비번 바뀌었나요? 로그인이 안 돼요 ㅠㅠ\n"
        f"[{me}] [{ampm} {h12}:{s['mi']}] 응 바꿨어 아이디는 {s['org']}_brow\n"
        f"[{me}] [{ampm} {h12}:{s['mi']}] 비번 {s['cred']}\n"
        f"[{other}] [{ampm} {h12}:{s['mi']}] 넵 들어가졌어요! 리터치 예약 정리해둘게요\n"
        f"[{me}] [{ampm} {h12}:{s['mi']}] 이모티콘\n"
    )


O.reg(
    "nunsseop_kakaotalk_pc_export_bimilbeonho",
    (
        "카카오톡/KakaoTalk_<<date>>_<<hh>><<mi>>_<<n>>_<<fa2>>.txt",
        "backup/kakao/<<org>>_<<date>>.txt",
    ),
    _kakao,
    cred="human",
)

O.reg(
    "nunsseop_aligo_sms_php_key",
    ("sms/aligo_send.php", "public_html/<<org>>/reserve/sms.php"),
    """<?php
// 시술 전날 예약 문자 (알리고)
$sms_url = 'https://apis.aligo.in/send/';
$sms = [];
$sms['user_id'] = '<<org>>';
$sms['key'] = '<<cred>>';
$sms['sender'] = '<<tel>>';

function send_reminder($sms_url, $sms, $receiver, $name, $time) {
    $sms['receiver'] = $receiver;
    $sms['msg'] = "[<<orgc>>] {$name}님, 내일 {$time} 눈썹 시술 예약입니다. 시술 전 음주는 피해주세요.";
    $ch = curl_init();
    curl_setopt($ch, CURLOPT_URL, $sms_url);
    curl_setopt($ch, CURLOPT_POST, 1);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $sms);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
    $ret = curl_exec($ch);
    curl_close($ch);
    return json_decode($ret, true);
}
""",
    cred="lower:32",
    extra=lambda rng, s: s.update(tel=f"02-{rng.randint(300, 399)}-{rng.randint(1000, 9999)}"),
)

O.reg(
    "nunsseop_solapi_alimtalk_yaml",
    ("alimtalk/config.yml", "<<org>>-notify/solapi.yaml"),
    """# 카카오 알림톡 (솔라피) — 예약 확정 / 리터치 안내
solapi:
  api_key: "NCS<<apikey>>"
  api_secret: "<<cred>>"
  pf_id: "KA01PF<<pf>>"
  sender: "<<phone>>"
templates:
  reserve_confirm: "KA01TP<<tpl>>"
  retouch_4weeks: "KA01TP<<tpl2>>"
""",
    cred="p:solapi",
    extra=lambda rng, s: s.update(
        apikey=alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        pf=alnum(rng, 18, "0123456789") + alnum(rng, 6, "abcdefghijklmnopqrstuvwxyz"),
        tpl=alnum(rng, 18, "0123456789") + alnum(rng, 6, "abcdefghijklmnopqrstuvwxyz"),
        tpl2=alnum(rng, 18, "0123456789") + alnum(rng, 6, "abcdefghijklmnopqrstuvwxyz"),
    ),
)

O.reg(
    "nunsseop_naver_search_api_blog_review_python",
    ("review/naver_blog_watch.py", "<<org>>/scripts/blog_reviews.py"),
    '''"""네이버 블로그에 올라온 우리 샵 후기 검색 (매일 아침)."""

import requests

NAVER_CLIENT_ID = "<<cid>>"
NAVER_CLIENT_SECRET = "<<cred>>"


def search(query: str = "<<orgc>> 눈썹 후기"):
    r = requests.get(
        "https://openapi.naver.com/v1/search/blog.json",
        params={"query": query, "display": 30, "sort": "date"},
        headers={"X-Naver-Client-Id": NAVER_CLIENT_ID, "X-Naver-Client-Secret": NAVER_CLIENT_SECRET},
        timeout=10,
    )
    r.raise_for_status()
    return [(i["title"], i["link"], i["postdate"]) for i in r.json()["items"]]


if __name__ == "__main__":
    for title, link, date in search():
        print(date, title, link)
''',
    cred="alnum:10",
    extra=lambda rng, s: s.update(cid=alnum(rng, 20)),
)


def _cert_pw(rng: random.Random, fam: Fam) -> str:
    return gen_pw(rng, rng.randint(10, 14), sym="!@#$%^*")


O.reg(
    "nunsseop_tax_accountant_email_gongdong_injeungseo",
    ("mail/semusa/인증서_<<date>>.eml", "Naver/받은메일함/<<hex8>>.eml"),
    """From: <<last2>><<first2>> 세무사 <<<fa2>>@<<semu>>.co.kr>
To: <<email>>
Subject: [<<semu>>] 사업자 공동인증서 재발급 완료
Date: <<maildate>> +0900
Content-Type: text/plain; charset=UTF-8

<<last>><<first>> 원장님 안녕하세요.

요청하신 사업자용 공동인증서 재발급이 완료되어 USB에 담아 보내드립니다.
홈택스 부가세 신고와 카드매출 조회에 사용됩니다.

인증서 비밀번호: <<cred>>

비밀번호는 분실 시 재발급해야 하니 따로 잘 보관해 주세요.
5월 종합소득세 신고 전에 시술 현금영수증 내역도 부탁드립니다.

<<semu>> 세무회계 <<last2>><<first2>> 드림
""",
    cred=_cert_pw,
    syntax="",
    extra=lambda rng, s: s.update(semu=pick(rng, ("mapotax", "hapjeongsemu", "sinchonaccount"))),
)

O.reg(
    "nunsseop_nas_cifs_mount_bash_history",
    ("home/<<fa>>/.bash_history", "macmini-<<org>>/.bash_history"),
    """ls /mnt
sudo mkdir -p /mnt/before_after
sudo mount -t cifs //<<lan>>/시술사진 /mnt/before_after -o username=admin,password='<<cred>>',iocharset=utf8,vers=3.0
ls /mnt/before_after | head
rsync -av ~/Pictures/시술전후/ /mnt/before_after/<<year>>/
df -h /mnt/before_after
sudo umount /mnt/before_after
""",
    cred="pw_sq",
)

O.reg(
    "nunsseop_consent_form_spring_application_properties",
    (
        "consent-web/src/main/resources/application.properties",
        "<<org>>-consent/src/main/resources/application-prod.properties",
    ),
    """# 시술 동의서 / 고객 카드 웹 (태블릿용)
server.port=8080
spring.datasource.url=jdbc:mariadb://<<ip>>:3306/consent?characterEncoding=UTF-8
spring.datasource.username=consent
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
spring.servlet.multipart.max-file-size=20MB
app.upload-dir=/srv/consent/uploads
app.retention-years=5
""",
    cred="pw",
)
