"""Family f: a concert hall's technical crew in Seoul (South Korea), Korean."""

from __future__ import annotations

from hundredfifth_spec import Fam, alnum, dec_url, enc_url, force, human

F = Fam(
    name="concerthall_crew_seoul_hangul",
    orgs=("hanbitsori", "arirangholl", "namsanhall"),
    tld="kr",
    first=(
        "민준|minjun",
        "서연|seoyeon",
        "지훈|jihoon",
        "하은|haeun",
        "도윤|doyun",
        "수빈|subin",
        "현우|hyunwoo",
        "지아|jia",
    ),
    last=("김|kim", "이|lee", "박|park", "최|choi", "정|jung", "강|kang", "윤|yoon"),
    words=(
        "saranghae",
        "hangang",
        "namsan",
        "kimchi",
        "bibimbap",
        "arirang",
        "gayageum",
        "hanbit",
        "gaeul",
        "sori",
        "mugunghwa",
        "haneul",
        "baram",
        "daebak",
        "hwaiting",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mongmong", "haru"),
    cc="82",
    city="서울",
)

F.reg(
    "seoulhall_kakaotalk_crew_room_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<id>>_무대팀.txt", "카카오톡/Talk_<<date>>_음향팀.txt"),
    """무대기술팀 님과 카카오톡 대화
저장한 날짜 : <<year>>. 3. 4. 오후 11:02

<<year>>년 3월 4일 오후 7:12, <<ln>><<fn>> : 단테 컨트롤러 PC 비밀번호 바뀌었나요?
<<year>>년 3월 4일 오후 7:13, <<ln>><<fn2>> : 네 어제 바꿨어요
<<year>>년 3월 4일 오후 7:13, <<ln>><<fn2>> : <<cred>>
<<year>>년 3월 4일 오후 7:14, <<ln>><<fn>> : 감사합니다 👍
""",
    "human",
)

F.reg(
    "seoulhall_grandma3_telnet_cue_macro_py",
    ("lighting/ma3_remote.py", "tools/<<org>>_ma3_go.py"),
    '''"""grandMA3 콘솔에 텔넷으로 접속해서 큐 실행 (리허설용)."""

import telnetlib

CONSOLE = "<<ip>>"
MA_USER = "admin"
MA_PASS = "<<cred>>"


def go(cue: int) -> None:
    tn = telnetlib.Telnet(CONSOLE, 30000, timeout=5)
    tn.write(f'Login "{MA_USER}" "{MA_PASS}"\\r\\n'.encode())
    tn.write(f"Go+ Sequence 1 Cue {cue}\\r\\n".encode())
    tn.close()
''',
    "pw_dq",
)

F.reg(
    "seoulhall_synology_rsyncd_secrets_line",
    ("volume1/showfiles/rsyncd.secrets", "etc/rsyncd.secrets"),
    "crew:<<cred>>\n",
    "pw_bare",
    syntax="",
)

F.reg(
    "seoulhall_ncloud_object_storage_s3cfg",
    ("home/<<user>>/.s3cfg", "recording/<<org>>.s3cfg"),
    """[default]
access_key = <<ak>>
secret_key = <<cred>>
host_base = kr.object.ncloudstorage.com
host_bucket = kr.object.ncloudstorage.com
bucket_location = kr-standard
use_https = True
""",
    "p:ncloud",
    syntax="ini",
    extra=lambda rng, s: {"ak": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "seoulhall_toss_payments_spring_properties",
    (
        "ticket-api/src/main/resources/application-prod.properties",
        "box-office/application.properties",
    ),
    """spring.application.name=<<org>>-ticket
spring.datasource.url=jdbc:mysql://<<ip>>:3306/ticket
spring.datasource.username=ticket
spring.datasource.password=${DB_PASSWORD}
toss.client-key=live_ck_<<ck>>
toss.secret-key=<<cred>>
toss.success-url=https://<<dom>>/pay/success
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)

F.reg(
    "seoulhall_crew_wifi_qr_payload_txt",
    ("무대팀/wifi_qr.txt", "print/qr_<<org>>.txt"),
    "WIFI:T:WPA;S:<<org>>_crew_5G;P:<<cred>>;;\n",
    "human_x",
    syntax="",
)

F.reg(
    "seoulhall_dante_monitor_grafana_ini",
    ("monitoring/grafana/grafana.ini", "etc/grafana/grafana.ini"),
    """[server]
http_port = 3000
domain = <<host>>

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[auth.anonymous]
enabled = false
""",
    "pw",
)


def _pct(rng, s):
    pw = force(rng, human(rng, F), "@:/#?")
    return {"cred": pw, "enc": enc_url(pw)}


F.reg(
    "seoulhall_handover_email_nas_url_percent_encoded",
    ("mail/인수인계_<<date>>.eml", "Outlook/handover_<<id>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: 무대팀 인수인계 (<<dmyd>>)
Content-Type: text/plain; charset=utf-8

안녕하세요, <<fn2>>님.
공연 녹음 파일은 NAS에 있습니다. 파인더에서 아래 주소로 연결하세요:
smb://crew:<<enc>>@<<ip>>/showfiles

내일 리허설 14시, 단테 패치 확인 부탁드립니다.
""",
    "pw",
    syntax="",
    extra=_pct,
    decode=lambda t: dec_url(t, r"smb://crew:([^@\s]+)@"),
)
