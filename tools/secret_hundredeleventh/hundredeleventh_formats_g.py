"""Family g: an access-control integrator in South Korea (Korean)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, alnum, prov, reg

FAM = Fam(
    name="chulip_access_control_integrator",
    pre="chulip",
    orgs=("chulipsys", "gwanmunsec", "hanbitgate"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지영", "jiyoung"),
        ("도윤", "doyun"),
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
        "saranghae",
        "hwaiting",
        "kimchi",
        "seoul",
        "busan",
        "daebak",
        "haneul",
        "gimbap",
        "soju",
        "tteok",
        "hangang",
        "dokdo",
        "bibimbap",
        "jjang",
    ),
    pets=("choco", "dubu", "kongi", "mongmong", "bori", "nabi"),
    cities=("서울", "부산", "인천", "대전", "광주", "수원"),
    cc="+82",
)

reg(
    FAM,
    "kakaotalk_txt_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<ymd>>_<<n>>.txt", "chat/카톡_<<fa>>_<<n>>.txt"),
    """<<orgc>> 현장팀 님과 카카오톡 대화
저장한 날짜 : <<ymd>> <<t3>>

--------------- <<year>>년 <<mo>>월 <<d>>일 ---------------
[<<last>><<first>>] [오후 <<t1>>] 과장님 BioStar 2 관리자 비번 알려주세요
[<<last2>><<first2>>] [오후 <<t2>>] 아이디 admin
[<<last2>><<first2>>] [오후 <<t2>>] 비밀번호 <<cred>>
[<<last>><<first>>] [오후 <<t3>>] 감사합니다!
""",
    "human",
)

reg(
    FAM,
    "toss_payments_secret_key_java",
    (
        "src/main/java/kr/<<org>>/pay/TossConfig.java",
        "billing/<<org>>/TossPaymentsConfig_<<n>>.java",
    ),
    """package kr.<<org>>.pay;

public final class TossConfig {
    // 출입카드 재발급 수수료 결제
    public static final String CLIENT_KEY = "live_ck_<<ck>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String CONFIRM_URL = "https://api.tosspayments.com/v1/payments/confirm";
}
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: s.update(ck=alnum(rng, 24)),
)

reg(
    FAM,
    "biostar2_setting_conf_db",
    ("BioStar 2(x64)/setting.conf", "biostar/<<org>>_site<<n>>/setting.conf"),
    """[database]
type = mariadb
host = <<ip>>
port = 3312
name = biostar2_ac
user = biostar_user
password = <<cred>>

[server]
https_port = 443
ws_port = 9002
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    "aligo_sms_api_php",
    ("visitor/inc/aligo.php", "방문자예약/<<org>>/sms_<<n>>.php"),
    """<?php
// 방문객 출입 QR 문자 발송 (알리고)
$sms_url = "https://apis.aligo.in/send/";
$sms['user_id'] = "<<user>>";
$sms['key'] = "<<cred>>";
$sms['sender'] = "0<<nn>>";
$sms['msg'] = "[<<orgc>>] 방문 QR: https://v.<<dom>>/q/<<serial>>";
""",
    lambda rng, s: alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
)

reg(
    FAM,
    "wisenet_wave_digest_curl_history",
    ("home/setup/.bash_history", "root/.bash_history.<<n>>"),
    """nmap -p 80,554 <<lan>>
curl --digest -u admin:<<cred>> "http://<<lan>>/stw-cgi/system.cgi?msubmenu=deviceinfo&action=view"
curl --digest -u admin:<<cred>> "http://<<lan>>/stw-cgi/eventstatus.cgi?msubmenu=eventstatus&action=check"
exit
""",
    "pw_bare",
)

reg(
    FAM,
    "kakao_rest_api_key_env",
    ("visitor-app/.env", "deploy/<<org>>-<<n>>/.env.production"),
    """NODE_ENV=production
KAKAO_REST_API_KEY=<<rk>>
KAKAO_ADMIN_KEY=<<cred>>
KAKAO_REDIRECT_URI=https://visit.<<dom>>/oauth/kakao
""",
    "p:kakao",
    extra=lambda rng, s: s.update(rk=prov(rng, "kakao")),
)

reg(
    FAM,
    "site_handover_memo_insugyeinsu",
    ("인수인계/<<org>>_<<ymd>>.txt", "memo/handover_<<n>>.txt"),
    """[인수인계서] <<city>> 물류센터 출입통제
작성자: <<last>><<first>>  작성일: <<ymd>>

1. 스피드게이트 4대, 얼굴인식 단말기 FaceStation F2 6대 설치 완료
2. 관리 PC: 보안실 2번 자리
   BioStar 2 관리자 계정 admin / <<cred>>
3. 미완료: 주차장 차단기 연동 (다음 주 화요일)
""",
    "human_x",
)

reg(
    FAM,
    "naver_works_email_bimilbeonho",
    ("mail/계정안내_<<n>>.eml", "outbox/<<fa2>>_<<ymd>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?7Lac7J6F7Ya17KCcIOqzhOyglSDslYjrgrQ=?=
Date: <<ymd>> <<t1>>
Content-Type: text/plain; charset=UTF-8

<<last2>><<first2>> 대리님,

출입통제 웹 관리 계정 안내드립니다.
URL: https://<<lan>>
아이디: <<user2>>
비밀번호: <<cred>>

최초 로그인 후 변경 부탁드립니다.
<<orgc>> 기술지원팀 <<last>><<first>> 드림
""",
    "human",
)
