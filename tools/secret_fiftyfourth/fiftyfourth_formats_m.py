"""Family m: a tax accountant's office (세무사 사무실) in Daegu (South Korea), Korean."""

# ruff: noqa: E501

import base64
import random

from fiftyfourth_spec import DAEGU as F
from fiftyfourth_spec import Slots, dec_b64_after, gen_pw


def _kakao(rng: random.Random, s: Slots) -> Slots:
    h = rng.randint(1, 11)
    return {
        "ampm": rng.choice(("오전", "오후")),
        "h": h,
        "m": f"{rng.randint(0, 59):02d}",
        "y": s["year"],
        "mo": int(str(s["mm"])),
        "d": int(str(s["dd"])),
    }


F.reg(
    "daegu_kakaotalk_export_gongdong_injeungseo_bimilbeonho",
    ("kakaotalk/KakaoTalk_<<date>>_<<num>>.txt", "대화내보내기/<<org>>_단톡방.txt"),
    """<<org_cap>> 세무팀 님과 카카오톡 대화
저장한 날짜 : <<y>>년 <<mo>>월 <<d>>일 <<ampm>> <<h>>:<<m>>

<<y>>년 <<mo>>월 <<d>>일 <<ampm>> <<h>>:<<m>>, <<last>><<first>> : 대표님 공동인증서로 홈택스 부가세 신고 들어가야 하는데 인증서 비번이 뭐였죠?
<<y>>년 <<mo>>월 <<d>>일 <<ampm>> <<h>>:<<m>>, <<last2>><<first2>> : <<cred>> 입니다
<<y>>년 <<mo>>월 <<d>>일 <<ampm>> <<h>>:<<m>>, <<last>><<first>> : 감사합니다 신고 끝나면 말씀드릴게요
""",
    cred="human",
    extra=_kakao,
)

F.reg(
    "daegu_popbill_linkid_secretkey_java_config",
    ("popbill/<<org>>/PopbillConfig.java", "src/main/java/kr/<<org>>/tax/Popbill<<num>>.java"),
    """package kr.<<org>>.tax;

import com.popbill.api.taxinvoice.TaxinvoiceServiceImp;

// 전자세금계산서 발행 (팝빌)
public class PopbillConfig {
    public static final String LINK_ID = "<<org>>".toUpperCase();
    public static final String SECRET_KEY = "<<cred>>";

    public static TaxinvoiceServiceImp service() {
        TaxinvoiceServiceImp s = new TaxinvoiceServiceImp();
        s.setLinkID(LINK_ID);
        s.setSecretKey(SECRET_KEY);
        s.setTest(false);
        return s;
    }
}
""",
    cred="b64:32",
    syntax="",
)

F.reg(
    "daegu_korean_email_bimilbeonho_wehago",
    ("mail/<<fname>>/<<date>>_wehago.eml", "받은편지함/<<num>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: <<email2>>
Subject: WEHAGO 수임처 계정 전달
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

<<first2>> 씨,

신규 수임처 장부 입력용 WEHAGO 계정입니다.

아이디: <<login>>
비밀번호: <<cred>>

첫 로그인 후 변경 부탁드립니다.

<<last>><<first>> 드림
""",
    cred="human",
)

F.reg(
    "daegu_douzone_odbc_ini_dsn_password",
    ("odbc/<<org>>/odbc.ini", "etc/odbc_<<num>>.ini"),
    """[DOUZONE_<<year>>]
Driver=ODBC Driver 18 for SQL Server
Server=<<ip>>,1433
Database=DZ_<<org>>_<<year>>
UID=dz_report
PWD=<<cred>>
TrustServerCertificate=yes
""",
    cred="pw",
)

F.reg(
    "daegu_toss_payments_live_secret_key_env",
    ("web/<<org>>/.env.production", "billing/<<num>>/.env"),
    """# 기장료 정기결제 (토스페이먼츠)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hex16>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_HOST=<<ip>>
BILLING_NOTIFY_EMAIL=<<email>>
""",
    cred="x:live_sk_:28",
    syntax="",
)

F.reg(
    "daegu_cms_payroll_transfer_sftp_paramiko",
    ("scripts/<<org>>/cms_upload.py", "급여/cms_<<num>>.py"),
    '''"""급여 CMS 이체 파일을 은행 SFTP로 업로드"""

import paramiko

HOST = "sftp.cms-bank.co.kr"
USER = "cms<<num>>"
PASSWORD = "<<cred>>"

transport = paramiko.Transport((HOST, 22))
transport.connect(username=USER, password=PASSWORD)
sftp = paramiko.SFTPClient.from_transport(transport)
sftp.put("/data/cms/<<year>><<mm>>_salary.txt", "/upload/<<year>><<mm>>_salary.txt")
sftp.close()
transport.close()
''',
    cred="pw_dq",
)

F.reg(
    "daegu_aligo_alimtalk_api_key_php",
    ("notice/<<org>>/aligo.php", "sms/kakao_alim_<<num>>.php"),
    """<?php
// 신고기한 알림톡 발송 (알리고)
$_apiURL = 'https://kakaoapi.aligo.in/akv10/alimtalk/send/';
$_hostInfo = parse_url($_apiURL);
$sms = [
    'apikey'    => '<<cred>>',
    'userid'    => '<<org>>',
    'senderkey' => '<<hex16>>',
    'tpl_code'  => 'TK_<<num>>',
    'sender'    => '053<<big>>',
];
""",
    cred="alnum:32",
    syntax="",
)


def _k8s(rng: random.Random, s: Slots) -> Slots:
    pw = gen_pw(rng)
    return {
        "cred": pw,
        "b64pw": base64.b64encode(pw.encode()).decode(),
        "b64user": base64.b64encode(b"semu_app").decode(),
    }


F.reg(
    "daegu_k8s_secret_data_base64_db_password",
    ("k8s/<<org>>/db-secret.yaml", "deploy/<<num>>/secret.yml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: semu-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<b64user>>
  DB_PASSWORD: <<b64pw>>
""",
    extra=_k8s,
    decode=dec_b64_after("DB_PASSWORD:"),
)
