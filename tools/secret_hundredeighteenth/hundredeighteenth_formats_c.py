"""Family c: a tutoring centre (hagwon) in Seoul, South Korea (Korean)."""

from __future__ import annotations

from hundredeighteenth_spec import Fam

KR = Fam(
    name="hagwon_math_tutoring_seoul",
    orgs=("hanbitedu", "saebyeol", "daechiplus"),
    tld="co.kr",
    first=(
        ("민지", "minji"),
        ("서준", "seojun"),
        ("지우", "jiwoo"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("예준", "yejun"),
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
        "hagwon",
        "suhak",
        "daechi",
        "gangnam",
        "sarang",
        "haengbok",
        "kimchi",
        "bibimbap",
        "hwaiting",
        "seoul",
        "busan",
        "hangang",
        "sunung",
        "jjang",
        "dubu",
        "tokki",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mongi", "coco", "haru"),
    cc="+82",
    grades=("중2", "중3", "고1", "고2", "초6"),
)

KR.reg(
    "hagwon_kakaotalk_pc_export_bimilbeonho",
    ("Documents/카카오톡 대화_<<org>>_<<n>>.txt", "kakao/KakaoTalk_<<date>>_<<n>>.txt"),
    """<<orgc>> 강사방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<ln>><<fn>>] [오후 <<hm12>>] 원장님 출결 프로그램 관리자 비밀번호가 바뀌었나요?
[<<ln2>><<fn2>>] [오후 <<hm12>>] 네 지난주에 바꿨어요
[<<ln2>><<fn2>>] [오후 <<hm12>>] 아이디 <<login>> 비번 <<cred>>
[<<ln2>><<fn2>>] [오후 <<hm12>>] 학부모님들한테는 절대 알려주지 마세요 ㅎㅎ
[<<ln>><<fn>>] [오후 <<hm12>>] 넵 감사합니다!
""",
    "human",
)

KR.reg(
    "hagwon_solapi_alimtalk_env",
    ("alimtalk/.env", "home/<<fa>>/<<org>>-notify/.env"),
    """# 카카오 알림톡 (SOLAPI) - 등하원 알림
SOLAPI_API_KEY=NCS<<key>>
SOLAPI_API_SECRET=<<cred>>
SOLAPI_PFID=KA01PF<<n>><<hex8>>
SENDER_PHONE=0<<n2>>-<<n>>-<<n>>
TEMPLATE_ARRIVE=KA01TP<<hex8>>
TEMPLATE_LEAVE=KA01TP<<n>>
""",
    "p:solapi_secret",
    extra=lambda rng, s: {"key": KR.cred(rng, "HEX:13")},
)

KR.reg(
    "hagwon_toss_payments_tuition_application_yml",
    (
        "<<org>>-tuition/src/main/resources/application-prod.yml",
        "deploy/<<n>>/config/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/hagwon?serverTimezone=Asia/Seoul
    username: hagwon
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: "live_ck_<<ck>>"
    secret-key: "<<cred>>"
    success-url: "https://pay.<<dom>>/tuition/success"
    fail-url: "https://pay.<<dom>>/tuition/fail"
""",
    "p:toss_live",
    extra=lambda rng, s: {"ck": KR.cred(rng, "alnum:32")},
)

KR.reg(
    "hagwon_wisenet_nvr_rtsp_m3u_playlist",
    ("CCTV/강의실_<<n>>.m3u", "Desktop/cctv_<<org>>_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,1강의실
rtsp://admin:<<cred>>@<<ip>>:554/0/profile2/media.smp
#EXTINF:-1,2강의실
rtsp://admin:<<cred>>@<<ip>>:554/1/profile2/media.smp
#EXTINF:-1,복도
rtsp://admin:<<cred>>@<<ip>>:554/2/profile2/media.smp
""",
    "pw_url",
)

KR.reg(
    "hagwon_attendance_kiosk_settings_ini",
    ("출결키오스크/settings.ini", "ProgramData/AttendKiosk/settings_<<n>>.ini"),
    """[Kiosk]
AcademyName=<<orgc>> 수학학원
Mode=Keypad
Sound=On

[Server]
Url=https://attend.<<dom>>/api
AcademyCode=<<n>>

[Admin]
UserId=<<login>>
Password=<<cred>>
AutoLogout=300
""",
    "human",
)

KR.reg(
    "hagwon_front_desk_memo_wifi_ocr",
    ("스캔/메모_<<date>>_<<n>>.txt", "ocr/front_memo_<<n>>.txt"),
    """데스크 메모
와이파이
<<orgc>>_5G
<<cred>>

복사기 토너 - 화요일 주문
<<ln2>><<fn2>> 선생님 <<grade>> 보강 목요일
""",
    "human_x",
)

KR.reg(
    "hagwon_ncloud_sens_sms_java",
    ("src/main/java/kr/<<org>>/notify/SensConfig.java", "notify/SensConfig_<<n>>.java"),
    """package kr.<<org>>.notify;

/** 네이버 클라우드 SENS - 학부모 문자 발송 */
public final class SensConfig {
    public static final String SERVICE_ID = "ncp:sms:kr:<<n>><<n2>>:<<org>>";
    public static final String ACCESS_KEY = "<<ak>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String FROM = "0<<n2>><<n>><<n>>";

    private SensConfig() {}
}
""",
    "p:ncloud_secret",
    syntax="",
    extra=lambda rng, s: {"ak": KR.cred(rng, "alnum:20")},
)

KR.reg(
    "hagwon_instructor_handover_markdown",
    ("인수인계/<<fa>>_<<date>>.md", "notion-export/인수인계 <<n>>.md"),
    """# 인수인계 (<<ln>><<fn>> → <<ln2>><<fn2>>)

작성일: <<date>>

## 담당 반
- <<grade>> 심화반 (월/수/금 19:00)
- 수능 모의고사 채점

## 계정
| 서비스 | 아이디 | 비밀번호 |
|---|---|---|
| 클래스팅 | <<email>> | (본인 계정) |
| 학원 관리 프로그램 | <<login>> | <<cred>> |
| 구글 드라이브 | 공유 드라이브 초대됨 | - |

## 기타
- 교재는 3층 창고, 열쇠는 원장님께
""",
    "human",
)
