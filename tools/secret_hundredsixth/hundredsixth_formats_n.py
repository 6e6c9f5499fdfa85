# ruff: noqa: E501
"""Family n: a braille library in Busan, South Korea (Korean; KakaoTalk, Toss Payments
donations, DAISY book server on a NAS, Kakao Alimtalk, a braille embosser on CUPS, the
recording-studio app)."""

from __future__ import annotations

import json

from hundredsixth_spec import Fam, reg

F = Fam(
    name="jeomja_doseogwan_nuri",
    orgs=("jeomjanuri", "hangulbit", "sonmatdoseo"),
    tld="or.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
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
    ),
    words=(
        "jeomja",
        "chaek",
        "haneul",
        "sarang",
        "byeol",
        "bada",
        "nuri",
        "hangul",
        "saebyeok",
        "mugunghwa",
        "dalbit",
        "sonmat",
        "sori",
        "haebit",
        "gureum",
    ),
    pets=("choco", "bori", "kkami", "dubu", "mongi", "coco"),
    seasons=("bom", "yeoreum", "gaeul", "gyeoul", "chuseok", "seollal"),
    cc="82",
)

reg(
    F,
    "jeomja_kakaotalk_chat_export_bimilbeonho_nas",
    ("카카오톡/KakaoTalk_<<y>><<m>><<d>>_<<hh>><<mi>>.txt", "kakao/<<fa>>/Talk_<<n>>.txt"),
    """점자도서관 운영팀 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<m>>. <<d>>. 오후 <<n>>:<<mi>>

<<y>>년 <<m>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first2>> : 팀장님 데이지 도서 서버(NAS) 접속이 안 돼요
<<y>>년 <<m>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first>> : 아이디 daisy_admin
<<y>>년 <<m>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first>> : 비밀번호 <<cred>>
<<y>>년 <<m>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first2>> : 감사합니다 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "jeomja_toss_payments_donation_node_secret_key",
    ("donate/server/toss.js", "후원/<<org>>-toss-<<n>>.js"),
    """// 정기후원 결제 승인 (토스페이먼츠)
const secretKey = '<<cred>>';
const encoded = Buffer.from(secretKey + ':').toString('base64');

async function confirm(paymentKey, orderId, amount) {
  const res = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: `Basic ${encoded}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  return res.json();
}

module.exports = { confirm };
""",
    "p:toss",
    syntax="",
)

reg(
    F,
    "jeomja_daisy_nas_rsyncd_secrets_user_line",
    ("etc/rsyncd.secrets", "nas/<<org>>/rsyncd-<<n>>.secrets"),
    """daisy_sync:<<cred>>
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "jeomja_kakao_alimtalk_return_notice_python_rest_key",
    ("scripts/banap_allim.py", "home/<<fa>>/alimtalk_<<n>>.py"),
    '''"""반납 예정 점자도서 알림톡 발송"""

import requests

KAKAO_REST_API_KEY = "<<cred>>"
SENDER_KEY = "<<hexid>><<hexid>>"


def send(phone, title, due):
    return requests.post(
        "https://kapi.kakao.com/v2/api/talk/memo/default/send",
        headers={"Authorization": f"KakaoAK {KAKAO_REST_API_KEY}"},
        data={"phone": phone, "title": title, "due": due, "sender": SENDER_KEY},
        timeout=10,
    )
''',
    "p:kakao",
)

reg(
    F,
    "jeomja_korean_email_bimilbeonho_narrator_portal",
    ("메일/보낸편지함/<<date>>.eml", "mail/<<fa>>/sent-<<nnn>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: 낭독 봉사자 녹음 포털 계정 안내
Date: Thu, <<d>> Apr <<y>> <<hh>>:<<mi>>:00 +0900
Content-Type: text/plain; charset=utf-8

안녕하세요, 점자도서관 <<last>><<first>>입니다.

음성도서 녹음 포털 계정을 안내드립니다.

아이디: <<fa2>><<n>>
비밀번호: <<cred>>

첫 로그인 후 꼭 변경해 주세요. 감사합니다.
""",
    "human",
    syntax="",
)

reg(
    F,
    "jeomja_embosser_cups_printers_conf_smb_device_uri",
    ("etc/cups/printers.conf", "cups-backup/<<org>>/printers-<<n>>.conf"),
    """# Printer configuration file for CUPS v2.4.2
<Printer IndexEverest>
PrinterId 3
UUID urn:uuid:<<hexid>>-0000-4000-8000-<<hexid>>0000
Info 점자 프린터 (Index Everest-D V5)
Location 2층 점역실
MakeModel Generic Text-Only Printer
DeviceURI smb://jeomyeok:<<cred>>@<<ip>>/IndexEverest
State Idle
Accepting Yes
Shared No
</Printer>
""",
    "pw_url",
    syntax="",
)


def _appsettings(s):
    return json.dumps(
        {
            "ConnectionStrings": {
                "Studio": f"Server={s['ip']};Database=NarrationStudio;User Id=studio;Password={s['cred']};TrustServerCertificate=True"
            },
            "Logging": {"LogLevel": {"Default": "Information"}},
            "Daisy": {"OutputFolder": "D:\\\\Daisy\\\\Out", "Bitrate": 64},
        },
        ensure_ascii=False,
        indent=2,
    )


reg(
    F,
    "jeomja_recording_studio_appsettings_json_connection",
    ("NarrationStudio/appsettings.json", "deploy/<<org>>/appsettings.Production-<<n>>.json"),
    _appsettings,
    "pw_json",
)

reg(
    F,
    "jeomja_volunteer_csv_bimilbeonho_column",
    ("봉사자/계정목록_<<y>>.csv", "export/volunteers_<<n>>.csv"),
    """이름,아이디,비밀번호,담당
<<last>><<first>>,<<fa>><<n>>,<<cred>>,낭독
<<last>><<first2>>,<<fa2>>,변경함,점역 교정
""",
    "human_x",
    syntax="",
)
