# ruff: noqa: E501
"""Family o: a charity run by a congregation (교회 나눔 복지재단: food bank, elder care) in South
Korea, in Korean."""

from __future__ import annotations

import base64
import re

from hundredfourteenth_spec import Fam, alnum

FAM = Fam(
    name="nanum_gyohoe_charity_korea",
    orgs=("sarangnanum", "eunhyenanum", "somangnanum", "hanbitgyohoe", "saeropnanum"),
    tld="or.kr",
    first=(
        ("민준", "Minjun"),
        ("서연", "Seoyeon"),
        ("지훈", "Jihoon"),
        ("수빈", "Subin"),
        ("영호", "Youngho"),
        ("은혜", "Eunhye"),
        ("성민", "Sungmin"),
        ("하은", "Haeun"),
    ),
    last=(
        ("김", "Kim"),
        ("이", "Lee"),
        ("박", "Park"),
        ("최", "Choi"),
        ("정", "Jung"),
        ("강", "Kang"),
        ("조", "Cho"),
    ),
    words=(
        "sarang",
        "eunhye",
        "nanum",
        "gyohoe",
        "hananim",
        "yesu",
        "mideum",
        "somang",
        "hallelujah",
        "seoul",
        "busan",
        "saebyeok",
        "gamsa",
        "chukbok",
        "pyeonghwa",
        "bitgwa",
        "sogeum",
    ),
    pets=("choco", "bori", "kongi", "dubu", "nabi", "haru", "ddoongi"),
    cc="+82",
)

R = FAM.reg
WD = "월화수목금토일"


def _kakao(s: dict) -> str:
    h = int(s["hh"])
    t = f"{'오전' if h < 12 else '오후'} {(h - 1) % 12 + 1}:{s['mi']}"
    return (
        "나눔부 봉사팀 님과 카카오톡 대화\n"
        f"저장한 날짜 : {s['year']}-{s['mon']}-{s['day']} {s['time']}:10\n\n"
        f"--------------- {s['year']}년 {int(s['mon'])}월 {int(s['day'])}일 {WD[int(s['day']) % 7]}요일 ---------------\n"
        f"[{s['ln2']}{s['fn2']}] [{t}] 전도사님 푸드뱅크 재고 시스템 비밀번호 바뀌었나요?\n"
        f"[{s['ln']}{s['fn']}] [{t}] 네 지난주에 바꿨어요\n"
        f"[{s['ln']}{s['fn']}] [{t}] 아이디 nanum 비번 {s['cred']}\n"
        f"[{s['ln2']}{s['fn2']}] [{t}] 감사합니다 🙏\n"
    )


R(
    "nanum_kakaotalk_pc_export_bibeon",
    (
        "KakaoTalk/Talk_<<year>>.<<mon>>.<<day>> <<hh>>_<<mi>>-1.txt",
        "Documents/카카오톡 받은 파일/KakaoTalkChats_<<n>>.txt",
    ),
    _kakao,
    "human",
    syntax="",
)

R(
    "nanum_toss_payments_huwon_node_env",
    ("huwon/.env", "srv/donation-<<n>>/.env.production"),
    """# 정기후원 결제 (토스페이먼츠 빌링)
TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
TOSS_SUCCESS_URL=https://<<dom>>/huwon/success
TOSS_FAIL_URL=https://<<dom>>/huwon/fail
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)

R(
    "nanum_solapi_alimtalk_python",
    ("alimtalk/send_notice.py", "home/<<fa>>/nanum-<<n>>/alimtalk.py"),
    """# 독거 어르신 반찬 배달 알림톡 (솔라피)
from solapi import SolapiMessageService

API_KEY = "NCS<<akey>>"
API_SECRET = "<<cred>>"

service = SolapiMessageService(api_key=API_KEY, api_secret=API_SECRET)
service.send({
    "to": "<<phone>>",
    "from": "0212345678",
    "kakaoOptions": {"pfId": "KA01PF<<n2>>", "templateId": "KA01TP<<n2>>", "variables": {"#{이름}": "어르신"}},
})
""",
    "alnum:32",
    extra=lambda rng, s: {"akey": alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


def _b64mail(s: dict) -> str:
    body = (
        f"{s['ln2']}{s['fn2']} 집사님께,\n\n"
        "1365 자원봉사포털 기관 관리자 계정을 전달드립니다.\n"
        "봉사시간 승인은 매주 금요일까지 부탁드립니다.\n\n"
        f"아이디: {s['org']}{s['n']}\n"
        f"비밀번호: {s['cred']}\n\n"
        f"{s['ln']}{s['fn']} 드림\n"
    )
    enc = base64.b64encode(body.encode()).decode()
    lines = "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))
    return (
        f"From: =?UTF-8?B?{base64.b64encode((s['ln'] + s['fn']).encode()).decode()}?= <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?MTM2NSDqtIDrpqzsnpAg6rOE7KCV?=\n"
        f"Date: Thu, {s['day']} Oct {s['year']} {s['time']}:00 +0900\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: base64\n\n" + lines + "\n"
    )


def _b64mail_dec(text: str) -> str:
    body = base64.b64decode("".join(text.split("\n\n", 1)[1].split())).decode()
    m = re.search(r"비밀번호: (\S+)", body)
    assert m
    return m.group(1)


R(
    "nanum_mime_base64_email_bimilbeonho_1365",
    ("Mail/보낸편지함/<<n2>>.eml", "Outlook/nanum/Sent/<<n2>>.eml"),
    _b64mail,
    "human_x",
    syntax="",
    decode=_b64mail_dec,
)

R(
    "nanum_smarta_oledb_udl_file",
    ("더존/SmartA.udl", "ProgramData/Nanum/accounting_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=NANUM_<<year>>;Data Source=<<ip>>\\SMARTA
""",
    "pw_dq",
    syntax="",
)

R(
    "nanum_volunteer_csv_korean_headers",
    ("봉사자/계정목록_<<year>>.csv", "Desktop/volunteers_<<n>>.csv"),
    """이름,역할,아이디,비밀번호,비고
<<ln>><<fn>>,푸드뱅크 팀장,<<login>>,<<cred>>,재고관리
<<ln2>><<fn2>>,반찬배달,<<login2>>,(본인 설정),
""",
    "human_x",
    syntax="",
)

R(
    "nanum_wisenet_nvr_backup_ini",
    ("CCTV/wisenet_nvr_<<n>>.ini", "Backup/NVR/XRN-410S_<<date>>.ini"),
    """[Device]
Model=XRN-410S
Name=나눔센터 NVR
IP=<<ip>>
HttpPort=80

[Account]
User=admin
Password=<<cred>>

[Record]
Overwrite=On
Days=30
""",
    "pw",
    syntax="ini",
)

R(
    "nanum_ncloud_object_storage_rclone_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "Users/<<fa>>/AppData/Roaming/rclone/rclone.conf"),
    """[ncloud]
type = s3
provider = Other
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = https://kr.object.ncloudstorage.com
region = kr-standard
acl = private
""",
    "alnum:40",
    syntax="ini",
    extra=lambda rng, s: {"akid": alnum(rng, 20)},
)
