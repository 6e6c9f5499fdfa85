# ruff: noqa: E501
"""Family m: a Korean municipal youth centre (청소년수련관 / 청소년문화의집)."""

from __future__ import annotations

import json

from seventyeighth_spec import Fam, Slots, alnum, dec_b64_after, enc_b64, hexs

FAM = Fam(
    name="cheongsonyeon_suryeongwan",
    key="cheong",
    orgs=(
        ("솔빛청소년수련관", "cheongsolbit"),
        ("한울청소년문화의집", "hanulyouth"),
        ("새봄청소년센터", "saebomyouth"),
    ),
    tld="or.kr",
    first=(
        ("지훈", "jihoon"),
        ("서연", "seoyeon"),
        ("민준", "minjun"),
        ("하은", "haeun"),
        ("도윤", "doyoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지민", "jimin"),
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
        "dkssud",
        "haneul",
        "chingu",
        "kimchi",
        "bibimbap",
        "hangang",
        "busan",
        "tteokbokki",
        "noraebang",
        "hwaiting",
        "sonamu",
        "gaeul",
        "doldam",
        "solbit",
        "saebom",
    ),
    pets=("choco", "bori", "dubu", "kongi", "happy", "mango"),
    cc="+82",
    places=("강동", "해운대", "수성", "덕양", "완산"),
)

R = FAM.reg

# 1 KakaoTalk PC export (Korean)
R(
    "kakaotalk_pc_export_bimilbeonho_wifi",
    (
        "Documents/KakaoTalk_<<ymd_compact>>_<<time>>_<<num>>_group.txt",
        "Downloads/KakaoTalkChats_수련관직원.txt",
    ),
    """수련관 직원방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

--------------- <<date>> ---------------
[<<first2>>] [오후 2:1<<n>>] 팀장님 프로그램실 와이파이 비밀번호 바뀌었나요? 학생들이 못 들어가요
[<<first>>] [오후 2:2<<n>>] 네 바꿨어요 SSID는 Solbit_Youth
[<<first>>] [오후 2:2<<n>>] 비밀번호 <<cred>>
[<<first2>>] [오후 2:2<<n>>] 감사합니다!!
""",
    cred="human",
    syntax="",
)

# 2 Docker config.json with auth (encoded)
R(
    "booking_app_docker_config_json_auth",
    ("home/<<login>>/.docker/config.json", "root/.docker/config.json"),
    lambda s: (
        json.dumps(
            {
                "auths": {"registry.gitlab.com": {"auth": s["enc"]}},
                "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
            },
            indent="\t",
        )
        + "\n"
    ),
    cred="pw_json",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['slug']}-deploy:{s['cred']}")},
    decode=dec_b64_after('"auth": "', userpass=True),
)

# 3 Toss Payments .env for program fees
R(
    "toss_payments_program_fee_dotenv",
    ("suryeon-booking/.env", "srv/program-signup/.env.production"),
    """NEXT_PUBLIC_SITE=https://program.<<dom>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=mysql://booking@<<ip>>:3306/program
""",
    cred="p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 24)},
)

# 4 Python: Kakao REST API key for alimtalk / maps
R(
    "kakao_rest_api_key_python_notice",
    ("scripts/notice_kakao.py", "home/<<login>>/kakao/program_alarm.py"),
    '''"""프로그램 신청자에게 카카오 알림 보내기."""

import requests

REST_API_KEY = "<<cred>>"
ADMIN_KEY = "<<ak>>"

r = requests.get(
    "https://dapi.kakao.com/v2/local/search/address.json",
    headers={"Authorization": f"KakaoAK {REST_API_KEY}"},
    params={"query": "<<place>>"},
    timeout=10,
)
print(r.json()["meta"])
''',
    cred="p:kakao_rest",
    extra=lambda rng, s: {"ak": hexs(rng, 32)},
)

# 5 ipTIME router backup text
R(
    "iptime_guest_wifi_config_text",
    ("Documents/iptime_backup_<<ymd_compact>>.txt", "IT/공유기/iptime_a3004.cfg.txt"),
    """[ipTIME A3004NS-M configuration]
system.hostname=suryeon-<<n>>F
wireless.2g.ssid=<<slug>>_guest
wireless.2g.auth=wpa2psk
wireless.2g.encrypt=aes
wireless.2g.psk=<<cred>>
wireless.5g.ssid=<<slug>>_staff_5G
remote.mgmt.port=<<num>>88
""",
    cred="human_x",
    syntax="",
)

# 6 Korean e-mail (Naver Works)
R(
    "korean_email_bimilbeonho_naverworks",
    ("Mail/받은편지함/<<ymd_compact>>_계정.eml", "NaverWorks/Inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: 청소년활동정보서비스(e청소년) 기관 계정 안내
Date: <<date>> <<time>>
Content-Type: text/plain; charset=UTF-8

<<first>> 선생님 안녕하세요.

e청소년 기관 관리자 계정 전달드립니다.
아이디: <<slug>>_admin
비밀번호: <<cred>>

로그인 후 꼭 변경 부탁드립니다.
<<first2>> 드림
""",
    cred="human",
    syntax="",
)

# 7 Apps Script: Solapi SMS for program sign-ups
R(
    "solapi_sms_apps_script_signup_sheet",
    ("apps-script/Code.gs", "signup-sheet/문자발송.gs"),
    """// 프로그램 신청 시트 → 신청 완료 문자 (솔라피)
const SOLAPI_API_KEY = 'NCS<<ak>>';
const SOLAPI_API_SECRET = '<<cred>>';
const SENDER = '<<phone_raw>>';

function onFormSubmit(e) {
  const name = e.namedValues['이름'][0];
  const phone = e.namedValues['연락처'][0];
  const date = new Date().toISOString();
  const salt = Utilities.getUuid();
  const sig = Utilities.computeHmacSha256Signature(date + salt, SOLAPI_API_SECRET);
  // ...
}
""",
    cred=lambda rng, s: alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


# 8 crontab: ffmpeg recording the Hanwha Wisenet camera over RTSP
def _cron(s: Slots) -> str:
    return f"""# 체육관 CCTV 야간 녹화
0 22 * * * ffmpeg -rtsp_transport tcp -i "rtsp://admin:{s["cred"]}@{s["ip"]}:554/profile2/media.smp" -t 28800 -c copy /srv/cctv/gym_$(date +\\%Y\\%m\\%d).mp4 >/dev/null 2>&1
30 6 * * * find /srv/cctv -mtime +14 -delete
"""


R(
    "wisenet_cctv_rtsp_ffmpeg_crontab",
    ("var/spool/cron/crontabs/<<login>>", "etc/cron.d/cctv-gym"),
    _cron,
    cred="pw_url",
    syntax="",
)
