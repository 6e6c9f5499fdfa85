# ruff: noqa: E501
"""Family b: a kindergarten / daycare (유치원 / 어린이집) in South Korea (Korean, Hangul):
KakaoTalk, a parent-notice app's admin export, Toss Payments, Solapi AlimTalk, ipTIME routers,
an attendance kiosk tablet, CCTV viewing notes."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, dec_qp_after, enc_qp, force, xml_esc

F = Fam(
    name="yuchiwon_kindergarten_korea",
    key="yuchiwon",
    orgs=("saetbyeol", "hanbitkids", "haneulnuri", "dotoriwon"),
    orgnames=("새별유치원", "한빛어린이집", "하늘누리유치원", "도토리어린이집"),
    tld="kr",
    first=(
        ("민지", "minji"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("예린", "yerin"),
        ("도윤", "doyun"),
        ("하은", "haeun"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
    ),
    words=(
        "saranghae",
        "haneul",
        "byeol",
        "dotori",
        "kkotnim",
        "sarang",
        "haengbok",
        "nuri",
        "hanbit",
        "saebom",
        "bada",
        "sonamu",
        "gureum",
        "dalnim",
        "tokki",
        "kkum",
    ),
    words_u=(),
    pets=("choco", "dubu", "kkami", "bori", "mongi", "dangdang", "hodu"),
    cc="+82 10-",
    cities=("서울 마포구", "성남시 분당구", "부산 해운대구", "대전 유성구", "수원시 영통구"),
)

F.reg(
    "kakaotalk_txt_export_bimilbeonho_kidsnote",
    (
        "KakaoTalk_<<year>><<mo>><<d>>_<<nnn>>.txt",
        "Talk_<<year>>.<<mo>>.<<d>> <<nn>>_<<nnn>>-1.txt",
    ),
    """<<orgname>> 선생님방 님과 카카오톡 대화
저장한 날짜 : <<year>>년 <<mo>>월 <<d>>일 오후 9:<<mi>>

<<year>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first>> : 원장님 키즈노트 관리자 계정 비밀번호 다시 알려주실 수 있나요? 알림장 올려야 해서요
<<year>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<last2>><<first2>> : 아이디는 <<org>>_admin 이고 비밀번호 <<cred>> 입니다
<<year>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<last2>><<first2>> : 학부모님들께는 절대 공유하지 마세요 ^^
<<year>>년 <<mo>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first>> : 네 감사합니다 원장님!
""",
    "human",
    syntax="",
)


def _shared(s: dict) -> str:
    cells = [
        "반",
        "담임",
        "아이디",
        "비밀번호",
        "비고",
        "햇님반",
        f"{s['last']}{s['first']}",
        f"{s['org']}_sun",
        s["cred"],
        "알림장 작성",
        "달님반",
        f"{s['last2']}{s['first2']}",
        f"{s['org']}_moon",
        "(원장님께 문의)",
        "보조교사",
    ]
    body = "".join(f"<si><t>{xml_esc(str(c))}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">'
        f"{body}</sst>\n"
    )


F.reg(
    "teacher_accounts_xlsx_sharedstrings",
    (
        "교사계정_<<year>>/xl/sharedStrings.xml",
        "unzipped/선생님 계정 정리 <<mo>>월/xl/sharedStrings.xml",
    ),
    _shared,
    "pw_xml",
)

F.reg(
    "toss_payments_nextjs_env_local",
    ("<<org>>-web/.env.local", "apps/parents-<<org>>/.env.production"),
    """# 원비 결제 (토스페이먼츠 결제위젯)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
NEXT_PUBLIC_SITE_URL=https://<<dom>>
DATABASE_URL=file:./prod.db
KAKAO_REST_API_KEY=
""",
    "p:toss_sk",
    extra=lambda r, s: s.update(
        ck="".join(
            r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
            for _ in range(28)
        )
    ),
)

F.reg(
    "cctv_nvr_viewing_memo_txt",
    ("행정실/CCTV 열람 메모 <<year>>.txt", "원장실/cctv_nvr_<<yy>><<mo>>.txt"),
    """[CCTV 열람 절차 - <<orgname>>]
영유아보육법 제15조의5 - 열람 요청서 받은 후 10일 이내 열람

NVR: 하이크비전 DS-7608NI (교무실 캐비닛 안)
내부 주소: http://<<ip>>
관리자 ID: admin
관리자 비번: <<cred>>
보관기간 60일 설정 확인 (<<date>> 점검, <<last>><<first>>)
""",
    "human",
)


def _qp(r: random.Random, s: dict) -> None:
    s["cred"] = force(r, str(s["cred"]), "=")
    body = (
        f"안녕하세요 {s['last2']}{s['first2']} 선생님,\n\n"
        f"새 학기 원비 결제 관리자 페이지 계정입니다.\n"
        f"아이디: {s['org']}_pay\n비밀번호: {s['cred']}\n\n"
        "첫 로그인 후 꼭 변경해 주세요.\n"
        f"{s['orgname']} 원장 {s['last']}{s['first']} 드림\n"
    )
    s["enc"] = enc_qp(body)


F.reg(
    "korean_email_quoted_printable_bimilbeonho",
    ("mail/원비결제_계정_<<nnn>>.eml", "Mail/Inbox/<<ts>>.eml"),
    """From: =?UTF-8?B?7JuQ7J6l?= <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?6rSA66as7J6QIOqzhOyglQ==?=
Date: Mon, <<d>> Mar <<year>> 09:<<mi>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    "pw_sq",
    syntax="",
    extra=_qp,
    decode=dec_qp_after("비밀번호:"),
)

F.reg(
    "solapi_alimtalk_sender_python",
    ("scripts/alimtalk_<<org>>.py", "tools/send_notice_<<yy>><<mo>>.py"),
    '''"""등하원 알림톡 발송 (솔라피)."""

import datetime
import hashlib
import hmac
import uuid

import requests

API_KEY = "NCS<<ak>>"
API_SECRET = "<<cred>>"
PF_ID = "KA01PF<<hexid>>"


def auth_header():
    date = datetime.datetime.now(datetime.timezone.utc).isoformat()
    salt = uuid.uuid4().hex
    sig = hmac.new(API_SECRET.encode(), (date + salt).encode(), hashlib.sha256).hexdigest()
    return f"HMAC-SHA256 apiKey={API_KEY}, date={date}, salt={salt}, signature={sig}"


def send(phone, child):
    body = {"message": {"to": phone, "from": "<<nn>><<nnn>>", "kakaoOptions": {"pfId": PF_ID, "templateId": "ATTEND01", "variables": {"#{아이}": child}}}}
    return requests.post("https://api.solapi.com/messages/v4/send", json=body, headers={"Authorization": auth_header()}, timeout=10)
''',
    "p:solapi_secret",
    extra=lambda r, s: s.update(
        ak="".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(13))
    ),
)

F.reg(
    "iptime_router_backup_cfg",
    ("iptime_backup_<<date>>.cfg", "network/ipTIME_A3004NS_<<yy>><<mo>>.cfg"),
    """# ipTIME A3004NS-M configuration backup
# <<orgname>> <<date>>
wan.type=dynamic
lan.ipaddr=192.168.0.1
wlan.0.ssid=<<org>>_teacher
wlan.0.auth=wpa2psk
wlan.0.encrypt=aes
wlan.0.psk=<<cred>>
wlan.1.ssid=<<org>>_guest
wlan.1.auth=open
remote.mgmt.port=<<port>>
""",
    "human",
    syntax="",
)

F.reg(
    "attendance_kiosk_android_shared_prefs_xml",
    (
        "data/data/kr.<<org>>.attend/shared_prefs/attend_prefs.xml",
        "tablet<<n>>/shared_prefs/kr.<<org>>.kiosk_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_url">https://<<dom>>/api/attend</string>
    <string name="kiosk_id">entrance-<<n>></string>
    <string name="device_login"><<org>>_kiosk</string>
    <string name="device_token"><<cred>></string>
    <boolean name="qr_checkin" value="true" />
    <int name="sync_interval_min" value="5" />
</map>
""",
    "x:kdk_live_:32",
)
