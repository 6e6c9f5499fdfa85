"""Family i: the management office of a Seoul officetel block with digital door locks, Korean."""

from __future__ import annotations

import urllib.parse

from sixtyfifth_spec import Fam, after, enc_url, gen_pw, pick

F = Fam(
    "officetel_doorlock_seoul",
    orgs=("hanbitofficetel", "mapostay", "gangnamtower"),
    tld="co.kr",
    first=(
        "minjun|민준",
        "seoyeon|서연",
        "jihoon|지훈",
        "jiwoo|지우",
        "hyunwoo|현우",
        "soyeon|소연",
        "junho|준호",
        "yuna|유나",
    ),
    last=("kim|김", "lee|이", "park|박", "choi|최", "jung|정", "kang|강", "yoon|윤"),
    words=(
        "haneul",
        "saranghae",
        "kimchi",
        "bibimbap",
        "hangang",
        "namsan",
        "gangnam",
        "mapo",
        "tteokbokki",
        "dubu",
        "bada",
        "byeol",
        "noeul",
        "hodu",
        "gureum",
        "dalgona",
    ),
    cc="+82",
    city="서울",
)

F.reg(
    "offtel_kakaotalk_pc_export_wifi_bimilbeonho",
    ("카카오톡/KakaoTalk_<<y>><<mo>><<d>>_<<n3>>.txt", "Documents/<<org>> 입주자방 대화_<<n>>.txt"),
    """<<org>> 입주자 단톡방 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<m6>>

--------------- <<y>>년 <<mo>>월 <<d>>일 토요일 ---------------
[관리실 <<last_l>>] [오후 2:13] 공지) 1층 라운지 와이파이 공유기 교체했습니다
[관리실 <<last_l>>] [오후 2:13] <<ssid>>
[관리실 <<last_l>>] [오후 2:14] 비번 <<cred>>
[<<l2_l>><<f2_l>>] [오후 2:20] 감사합니다~
[<<l2_l>><<f2_l>>] [오후 2:21] 혹시 택배함 비밀번호도 바뀌었나요?
[관리실 <<last_l>>] [오후 2:25] 택배함은 그대로입니다 😊
""",
    cred="human",
)

F.reg(
    "offtel_solapi_sms_api_secret_node",
    ("gwanri-bot/src/sms.js", "<<org>>-notice/sendSms_<<y>>.js"),
    """// 관리비 고지 문자 발송 (솔라피)
const { SolapiMessageService } = require('solapi');

const messageService = new SolapiMessageService(
  'NCS<<apikey>>',
  '<<cred>>',
);

async function sendNotice(to, unit, amount) {
  return messageService.send({
    to,
    from: '<<phone2>>',
    text: `[<<org>>] ${unit}호 이번 달 관리비는 ${amount}원입니다. 납부기한: 매월 25일`,
  });
}

module.exports = { sendNotice };
""",
    cred="UPAL:32",
    extra=lambda rng, s: {"apikey": F.draw(rng, "UPAL:13")},
    syntax="",
)


def _locks(rng, s):
    rows = []
    k = rng.randrange(5)
    for i in range(5):
        code = s["cred"] if i == k else F.draw(rng, "digits:10")
        temp = F.draw(rng, "digits:6")
        model = pick(rng, ("SHP-DP609", "SHP-DH538", "GM-3050", "SHS-P718"))
        rows.append(
            f"{rng.randint(2, 15)}{rng.randint(1, 20):02d}호,{model},{code},{temp},{s['date']}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "offtel_doorlock_master_codes_csv",
    ("관리실/도어락_마스터번호_<<y>>.csv", "관리사무소/<<org>>/doorlock_<<n>>.csv"),
    """호실,도어락 모델,마스터 비밀번호,임시 비밀번호,변경일
<<rows>>
""",
    cred="digits:10",
    extra=_locks,
)


def _dburl(rng, fam):
    return gen_pw(rng, sym="@#:/!?%")


F.reg(
    "offtel_env_database_url_percent_encoded",
    ("gwanri-api/.env", "srv/<<org>>/api/.env.production"),
    """# 관리비/주차 등록 API
NODE_ENV=production
PORT=3000
DATABASE_URL=postgresql://gwanri:<<enc>>@<<ip>>:5432/gwanri?sslmode=require
KAKAO_CHANNEL=@<<org>>
""",
    cred=_dburl,
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=lambda t: urllib.parse.unquote(after(r"://[^:/]+:([^@]+)@", t)),
    syntax="",
)

F.reg(
    "offtel_kakao_alimtalk_admin_key_python",
    ("scripts/kakao_notice.py", "home/<<user>>/<<org>>/alimtalk_<<y>>.py"),
    '''"""입주자에게 카카오톡 채널 메시지로 점검 공지를 보낸다."""

import requests

KAKAO_ADMIN_KEY = "<<cred>>"
CHANNEL_ID = "_<<short>>"


def send(uuid_list, text):
    r = requests.post(
        "https://kapi.kakao.com/v1/api/talk/friends/message/default/send",
        headers={"Authorization": f"KakaoAK {KAKAO_ADMIN_KEY}"},
        data={"receiver_uuids": str(uuid_list), "template_object": text},
        timeout=10,
    )
    r.raise_for_status()


if __name__ == "__main__":
    send([], "엘리베이터 정기점검: 내일 오전 10시~12시 운행이 중지됩니다.")
''',
    cred="hex:32",
    extra=lambda rng, s: {"short": F.draw(rng, "alnum:6")},
)

F.reg(
    "offtel_gwanri_email_bimilbeonho_portal",
    ("메일/받은편지함/관리비 조회 계정 안내_<<n3>>.eml", "mail/<<org>>/inbox/<<date>>.eml"),
    """From: =?UTF-8?B?6rSA66as7IKs66y07IaM?= <office@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?6rSA66as67mEIOyhsO2ajCDqs4TsoJUg7JWI64K0?=
Date: Mon, <<d>> Apr <<y>> 10:02:41 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<l2_l>><<f2_l>> 님 안녕하세요, <<org>> 관리사무소입니다.

<<unit>>호 입주를 환영합니다. 관리비 조회 및 주차 등록은 아래 계정으로 하시면 됩니다.

- 주소: https://my.<<dom>>
- 아이디: <<unit>>-<<user2>>
- 비밀번호: <<cred>>

최초 로그인 후 비밀번호를 변경해 주세요.
현관 도어락 비밀번호는 입주일에 관리실에서 직접 안내해 드립니다.

감사합니다.
""",
    cred="pw",
)

F.reg(
    "offtel_parking_lpr_server_ini",
    ("C:/ParkingLPR/<<org>>/config.ini", "주차관제/설정/lpr_<<n>>.ini"),
    """; 주차관제 LPR 서버 설정 - <<org>>
[DB]
Server=<<ip>>,1433
Database=PARKING
UID=lpr_svc
PWD=<<cred>>

[Camera]
InCam=<<ip2>>
OutCam=<<ip2>>

[Gate]
Port=COM3
Baud=9600
""",
    cred="pw",
)

F.reg(
    "offtel_ncloud_secret_key_yaml",
    ("deploy/ncloud/credentials.yml", "infra/<<org>>/ncloud_<<n>>.yml"),
    """# 네이버 클라우드 - CCTV 백업 Object Storage
ncloud:
  region: KR
  access_key: <<ak>>
  secret_key: <<cred>>
object_storage:
  endpoint: https://kr.object.ncloudstorage.com
  bucket: <<org>>-cctv-backup
  retention_days: 30
""",
    cred="alnum:40",
    extra=lambda rng, s: {"ak": F.draw(rng, "UPAL:20")},
)
