# ruff: noqa: E501
"""Family o: an escape-room café (방탈출 카페) in Seoul, South Korea."""

from __future__ import annotations

import datetime as dt

from hundredthirtyeighth_spec import KOREAN as F
from hundredthirtyeighth_spec import after, alnum, enc_url, pick, un_url

F.reg(
    "toss_payments_spring_yml",
    (
        "reserve-api/src/main/resources/application-prod.yml",
        "<<org>>-reserve/config/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/reserve?serverTimezone=Asia/Seoul
    username: reserve
  jpa:
    open-in-view: false

toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: <<cred>>
    success-url: https://<<dom>>/reserve/success
    fail-url: https://<<dom>>/reserve/fail
""",
    cred="p:toss",
    extra=lambda r, s: {"ck": alnum(r, 28)},
)

YOIL = "월화수목금토일"


def _kakao(rng, s):
    y, m, d = (int(x) for x in str(s["date"]).split("-"))
    hh = int(str(s["time"])[:2])
    ampm = "오후" if hh >= 12 else "오전"
    h12 = hh - 12 if hh > 12 else hh
    return {
        "ko_date": f"{y}년 {m}월 {d}일 {YOIL[dt.date(y, m, d).weekday()]}요일",
        "ampm": ampm,
        "h12": h12,
        "m1": str(s["time"])[3:],
        "m2": str(s["time2"])[3:],
        "m3": str(s["time3"])[3:],
        "group": pick(rng, ("매니저방", "홍대점 직원", "마감조", "테마 관리")),
    }


F.reg(
    "kakaotalk_export_bimilbeonho",
    ("KakaoTalk_<<date>>_<<group>>.txt", "카톡백업/<<first>>/Talk_<<yy>><<mm>><<dd>>.txt"),
    """<<group>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time4>>:<<sec>>

--------------- <<ko_date>> ---------------
[<<name>>] [<<ampm>> <<h12>>:<<m1>>] 힌트폰 관리자 비밀번호 바뀌었어요?
[<<name2>>] [<<ampm>> <<h12>>:<<m2>>] 네 어제 마감 때 바꿨어요
[<<name2>>] [<<ampm>> <<h12>>:<<m2>>] <<cred>>
[<<name>>] [<<ampm>> <<h12>>:<<m3>>] 감사합니다! 3번 테마 힌트 수정할게요
[<<name2>>] [<<ampm>> <<h12>>:<<m3>>] 손님들한테 보이지 않게 조심해주세요 🙏
""",
    cred="human",
    syntax="",
    extra=_kakao,
)

F.reg(
    "aligo_sms_reserve_php",
    ("reserve/lib/sms_aligo.php", "<<org>>/adm/sms_send.php"),
    """<?php
// 예약 확정 / 1시간 전 알림 문자 (알리고)
$sms_url = 'https://apis.aligo.in/send/';
$sms = array();
$sms['key'] = '<<cred>>';
$sms['user_id'] = '<<org>>';
$sms['sender'] = '<<sender>>';

function send_reserve_sms($phone, $theme, $time) {
    global $sms_url, $sms;
    $sms['receiver'] = $phone;
    $sms['msg'] = "[<<org_cap>>] {$time} '{$theme}' 예약이 확정되었습니다. 10분 전까지 도착해주세요.";
    $ch = curl_init($sms_url);
    curl_setopt($ch, CURLOPT_POST, 1);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $sms);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
    $ret = curl_exec($ch);
    curl_close($ch);
    return json_decode($ret, true);
}
""",
    cred="p:aligo",
    syntax="",
    extra=lambda r, s: {"sender": f"02{r.randint(1000000, 9999999)}"},
)

F.reg(
    "ncp_sens_alimtalk_python",
    ("notify/sens.py", "scripts/<<org>>/alimtalk.py"),
    '''"""네이버 클라우드 SENS 알림톡 – 예약 안내."""

import base64
import hashlib
import hmac
import time

import requests

ACCESS_KEY = "<<ak>>"
SECRET_KEY = "<<cred>>"
SERVICE_ID = "ncp:kkobizmsg:kr:<<sid>>:<<org>>"


def _sign(method: str, uri: str, ts: str) -> str:
    msg = f"{method} {uri}\\n{ts}\\n{ACCESS_KEY}"
    return base64.b64encode(hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest()).decode()


def send(phone: str, content: str) -> int:
    uri = f"/alimtalk/v2/services/{SERVICE_ID}/messages"
    ts = str(int(time.time() * 1000))
    headers = {
        "x-ncp-apigw-timestamp": ts,
        "x-ncp-iam-access-key": ACCESS_KEY,
        "x-ncp-apigw-signature-v2": _sign("POST", uri, ts),
    }
    body = {"plusFriendId": "@<<org>>", "templateCode": "RSV01", "messages": [{"to": phone, "content": content}]}
    return requests.post("https://sens.apigw.ntruss.com" + uri, json=body, headers=headers, timeout=10).status_code
''',
    cred="p:ncp_secret",
    extra=lambda r, s: {
        "ak": alnum(r, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "sid": r.randint(1000000, 9999999),
    },
)


def _kr_pw(rng, s):
    w = pick(rng, F.words)
    sym = rng.choice("!@#$%&+")
    k = rng.randrange(3)
    if k == 0:
        return f"{w}{rng.randint(1, 9999)}{sym}"
    if k == 1:
        return f"{w.capitalize()}{sym}{rng.randint(10, 99)}{rng.randint(10, 99)}"
    return f"{pick(rng, F.walks)}{sym}{w}"


F.reg(
    "gnuboard_login_curl_urlencoded",
    ("home/<<first>>/.bash_history", "scripts/<<org>>_reserve_sync.sh"),
    """cd /var/www/<<org>>
tail -n 100 data/log/error.log
curl -s -c /tmp/gb.cookie -d 'url=%2Fadm%2F&mb_id=admin&mb_password=<<enc>>' https://<<dom>>/bbs/login_check.php -o /dev/null
curl -s -b /tmp/gb.cookie 'https://<<dom>>/adm/reserve_list.php?sdate=<<date>>' | grep -c '예약확정'
rm /tmp/gb.cookie
""",
    cred=_kr_pw,
    syntax="",
    extra=lambda r, s: {"enc": enc_url(str(s["cred"]))},
    decode=after(r"mb_password=([^&'\s]+)", un_url),
)

F.reg(
    "gnuboard_dbconfig_php",
    ("data/dbconfig.php", "<<org>>_www/data/dbconfig.php"),
    """<?php
if (!defined('_GNUBOARD_')) exit;
define('G5_MYSQL_HOST', 'localhost');
define('G5_MYSQL_USER', '<<org>>');
define('G5_MYSQL_PASSWORD', '<<cred>>');
define('G5_MYSQL_DB', '<<org>>');
define('G5_MYSQL_SET_MODE', true);

define('G5_TABLE_PREFIX', 'g5_');

$g5['write_prefix'] = G5_TABLE_PREFIX.'write_'; // 게시판 테이블명 접두사

$g5['auth_table'] = G5_TABLE_PREFIX.'auth'; // 관리권한 설정 테이블
$g5['config_table'] = G5_TABLE_PREFIX.'config'; // 기본환경 설정 테이블
$g5['member_table'] = G5_TABLE_PREFIX.'member'; // 회원 테이블
?>
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "email_hint_tablet_bimilbeonho",
    ("mail/<<date>>_힌트태블릿.eml", "받은편지함/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: [<<org_cap>>] 신규 매니저 계정 안내
Date: <<dd>> Nov <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

<<name2>> 매니저님 안녕하세요.

다음 주부터 마감조로 근무하시게 되어 계정 정보 보내드립니다.

1. 힌트 태블릿 관리자 모드 (테마별 힌트 수정)
   비밀번호: <<cred>>
2. 예약 관리자 페이지: https://<<dom>>/adm
   아이디는 본인 이메일, 비밀번호는 첫 로그인 때 설정해주세요.

외부 유출되지 않도록 주의 부탁드립니다.

<<name>> 드림
""",
    cred="human",
    syntax="",
)

F.reg(
    "iamport_rest_api_env",
    ("reserve-web/.env", "deploy/<<org>>/.env.production"),
    """# 포트원(아임포트) 결제 – 예약금
NEXT_PUBLIC_IMP_CODE=imp<<impcode>>
IMP_KEY=<<impkey>>
IMP_SECRET=<<cred>>
NEXT_PUBLIC_SITE_URL=https://<<dom>>
DATABASE_URL=mysql://reserve@<<ip>>:3306/reserve
""",
    cred="p:imp_secret",
    syntax="",
    extra=lambda r, s: {
        "impcode": r.randint(10000000, 99999999),
        "impkey": r.randint(10**15, 10**16 - 1),
    },
)
