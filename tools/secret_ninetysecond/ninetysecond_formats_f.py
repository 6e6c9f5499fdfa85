# ruff: noqa: E501
"""Family f: a South Korean trade-union branch (노조 지부) at a Ulsan / Pyeongtaek plant
(Korean in Hangul): KakaoTalk, Solapi SMS, a Gnuboard member board, Toss Payments for dues, a
NAS share, minutes and groupware e-mail."""

from __future__ import annotations

from ninetysecond_spec import DIGITS, UPPER, Fam, alnum

KR = Fam(
    name="nojo_jibu_hanguk",
    orgs=(
        ("geumsokjibu", "전국금속노동조합 울산지부"),
        ("hwahakjibu", "화학섬유노조 여수지부"),
        ("jadongchanojo", "자동차노조 평택지회"),
        ("gongonojo", "공공운수노조 부산지부"),
    ),
    tld="or.kr",
    first=(
        ("민수", "minsu"),
        ("지영", "jiyoung"),
        ("서준", "seojun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("은정", "eunjeong"),
        ("동현", "donghyun"),
        ("혜진", "hyejin"),
        ("재호", "jaeho"),
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
        ("한", "han"),
    ),
    words=(
        "sarang",
        "nodong",
        "yeondae",
        "tujaeng",
        "daehanminguk",
        "hwaiting",
        "haneul",
        "pyeonghwa",
        "tkfkdgo",
        "dkssud",
        "shehd",
        "dnfdks",
        "kimchi",
        "chamsae",
        "eokkae",
        "dongji",
    ),
    pets=("choco", "bori", "dubu", "kong", "haru", "coco", "maru", "nabi"),
    cc="+82",
    places=("ulsan", "pyeongtaek", "busan", "changwon", "yeosu", "incheon", "gwangju", "daegu"),
)


def _kr_kakao(s: dict[str, object]) -> str:
    a = f"{s['ln']}{s['fn']}"
    b = f"{s['ln2']}{s['fn2']}"
    h = int(str(s["time"])[:2])
    ampm = "오후" if h >= 12 else "오전"
    hh = h - 12 if h > 12 else h
    t = f"{ampm} {hh}:{str(s['time'])[3:]}"
    return (
        f"{b} 님과 카카오톡 대화\n"
        f"저장한 날짜 : {s['date']} {s['time']}:31\n\n"
        f"--------------- {s['year']}년 {s['mo']}월 {s['d']}일 화요일 ---------------\n"
        f"[{a}] [{t}] 지회 홈페이지 관리자 비번 바뀌었어요?\n"
        f"[{b}] [{t}] 네 대의원대회 끝나고 바꿨습니다\n"
        f"[{b}] [{t}] 아이디 admin 비번 {s['cred']}\n"
        f"[{a}] [{t}] 감사합니다 동지 👍\n"
        f"[{b}] [{t}] 확인하시면 이 메시지 지워주세요\n"
    )


KR.reg(
    "nojo_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk_<<date>>_<<n>>.txt", "카톡백업/<<place>>_집행부_<<n>>.txt"),
    _kr_kakao,
    "human",
    syntax="",
)

KR.reg(
    "nojo_solapi_sms_node_api_secret",
    ("sms/send_notice.js", "scripts/<<place>>_sms_<<n>>.js"),
    """// 조합원 긴급 공지 문자 발송 (솔라피)
const { SolapiMessageService } = require("solapi");

const messageService = new SolapiMessageService(
  "<<akey>>",
  "<<cred>>"
);

const 공지 = "[<<orgname>>] 내일 07:30 정문 앞 출근선전전이 있습니다. 많은 참여 부탁드립니다.";

async function main(numbers) {
  const messages = numbers.map((to) => ({ to, from: "0522<<n>>0<<d>>", text: 공지 }));
  const res = await messageService.send(messages);
  console.log(res.groupInfo.count);
}

main(require("./조합원_연락처.json"));
""",
    "p:solapi_secret",
    syntax="",
    extra=lambda rng, s: s.update(akey="NCS" + alnum(rng, 13, UPPER + DIGITS)),
)

KR.reg(
    "nojo_gnuboard_dbconfig_php_board",
    ("data/dbconfig.php", "www/<<org>>/data/dbconfig.php"),
    """<?php
if (!defined('_GNUBOARD_')) exit;
define('G5_MYSQL_HOST', 'localhost');
define('G5_MYSQL_USER', '<<org>>');
define('G5_MYSQL_PASSWORD', '<<cred>>');
define('G5_MYSQL_DB', '<<org>>');
define('G5_MYSQL_SET_MODE', true);

$g5['write_prefix'] = 'g5_write_'; // 게시판 테이블명 접두사
$g5['auth_table'] = G5_TABLE_PREFIX.'auth'; // 관리권한 설정 테이블
$g5['config_table'] = G5_TABLE_PREFIX.'config'; // 기본환경 설정 테이블
$g5['member_table'] = G5_TABLE_PREFIX.'member'; // 회원 테이블
?>
""",
    "pw_sq",
    syntax="",
)

KR.reg(
    "nojo_toss_payments_dues_spring_application_yml",
    ("src/main/resources/application-prod.yml", "johapbi/<<place>>/application.yml"),
    """# 조합비 자동이체 / 후원금 결제 (토스페이먼츠)
spring:
  datasource:
    url: jdbc:mariadb://localhost:3306/johapbi
    username: johapbi
  jpa:
    hibernate:
      ddl-auto: validate

toss:
  payments:
    client-key: live_ck_<<ck>>
    secret-key: <<cred>>
    success-url: https://<<dom>>/dues/success
    fail-url: https://<<dom>>/dues/fail

server:
  port: 8080
""",
    "p:toss_sk",
    extra=lambda rng, s: s.update(ck=alnum(rng, 24)),
)

KR.reg(
    "nojo_daeuiwon_minutes_txt_wifi_bimilbeonho",
    ("회의록/<<date>>_운영위원회.txt", "docs/minutes_<<place>>_<<n>>.txt"),
    """<<orgname>> 운영위원회 회의록

일시: <<year>>년 <<mo>>월 <<d>>일 <<time>>
장소: 지회 사무실 2층 회의실
참석: <<ln>><<fn>> 지회장, <<ln2>><<fn2>> 사무장 외 9명

1. 임단협 진행 경과 보고
 - 사측 3차 교섭안 검토, 기본급 인상률 이견
2. 선전물 제작
 - 현수막 20장 발주 완료
3. 기타
 - 사무실 와이파이 변경: SSID <<org>>_office
   비밀번호 <<cred>>
 - 다음 회의: 다음 주 화요일 18:00

작성: <<ln2>><<fn2>>
""",
    "human",
    syntax="",
)

KR.reg(
    "nojo_nas_cifs_fstab_credentials",
    ("etc/fstab", "server/<<place>>/fstab"),
    """# /etc/fstab: static file system information.
UUID=<<u1>> /               ext4    errors=remount-ro 0       1
UUID=<<u2>> /boot/efi       vfat    umask=0077      0       1
/swapfile                                 none            swap    sw              0       0
# 지회 NAS (시놀로지) 공유폴더 - 자료실
//<<ip>>/jaryosil /mnt/nas cifs username=<<login>>,password=<<cred>>,iocharset=utf8,uid=1000,gid=1000,vers=3.0 0 0
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: s.update(
        u1="-".join(alnum(rng, k, "0123456789abcdef") for k in (8, 4, 4, 4, 12)),
        u2=alnum(rng, 4, "0123456789ABCDEF") + "-" + alnum(rng, 4, "0123456789ABCDEF"),
    ),
)

KR.reg(
    "nojo_kakao_admin_key_python_unlink",
    ("tools/kakao_unlink_<<n>>.py", "scripts/탈퇴회원_카카오연결해제.py"),
    '''"""탈퇴한 조합원의 카카오 로그인 연결 해제 (관리자 키 사용)."""

import csv

import requests

KAKAO_ADMIN_KEY = "<<cred>>"
HEADERS = {"Authorization": f"KakaoAK {KAKAO_ADMIN_KEY}"}

with open("withdrawn_members.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        r = requests.post(
            "https://kapi.kakao.com/v1/user/unlink",
            headers=HEADERS,
            data={"target_id_type": "user_id", "target_id": row["kakao_id"]},
            timeout=10,
        )
        print(row["kakao_id"], r.status_code)
''',
    "p:kakao_admin",
)

KR.reg(
    "nojo_groupware_email_korean_bimilbeonho",
    ("mail/<<fa>>/<<ts>>.eml", "메일보관/<<date>>_계정안내.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<ln2>><<fn2>> <<<email2>>>
Subject: =?UTF-8?B?6rOE7KCVIOyViOuCtA==?=
Date: <<date>> <<time>>:02 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<ln2>><<fn2>> 동지께,

새로 선출되신 사무장님 그룹웨어(하이웍스) 계정 안내드립니다.

아이디: <<login>>@<<dom>>
초기 비밀번호: <<cred>>

첫 로그인 후 반드시 변경해 주세요.

투쟁!
<<ln>><<fn>> 드림
""",
    "human",
    syntax="",
)
