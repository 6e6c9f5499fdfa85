# ruff: noqa: E501
"""Family i: a university spin-off in Daejeon, South Korea (Korean)."""

from __future__ import annotations

import re
import urllib.parse

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam, enc_url

F = Fam(
    name="university_spinoff_daejeon",
    orgs=("hanbitbio", "yuseongrobotics", "gapcheonai"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("도윤", "doyoon"),
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
        "hwaiting",
        "daejeon",
        "kimchi",
        "bibimbap",
        "hangang",
        "sungsimdang",
        "yuseong",
        "gapcheon",
        "bulgogi",
        "tteokbokki",
        "haneul",
        "gyeryong",
        "expo",
        "daedeok",
    ),
    pets=("dubu", "kongi", "choco", "bori", "mungchi", "nabi", "haru"),
    cc="82",
    city="대전",
)

F.reg(
    "daejeon_spinoff_kakaotalk_pc_export_bimilbeonho",
    (
        "KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mi>>_<<nn>>_<<org>>.txt",
        "카톡백업/<<org>>_연구실_<<date>>.txt",
    ),
    """<<org>> 연구실 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<t6>>

--------------- <<y>>년 <<m1>>월 <<d1>>일 화요일 ---------------
[<<ln>><<fn>>] [오후 <<h12>>:<<mi>>] 클린룸 장비 예약 시스템 비밀번호 바뀌었나요?
[<<ln2>><<fn2>>] [오후 <<h12>>:<<mi>>] 네 어제 행정실에서 바꿨어요
[<<ln2>><<fn2>>] [오후 <<h12>>:<<mi>>] 아이디 lab<<nn>> / 비번 <<cred>>
[<<ln>><<fn>>] [오후 <<h12>>:<<mi>>] 감사합니다 👍
""",
    cred="human",
)


def _pct_pw(r, s):
    base = F.human(r)
    if not any(c in base for c in "!@#$%?+"):
        base += r.choice("!@#$%?+")
    return base


def _pct_dec(text: str) -> str:
    m = re.search(r"postgresql://[^:]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "daejeon_spinoff_dotenv_database_url_percent_encoded",
    ("<<org>>-server/.env", "services/lims-<<n>>/.env"),
    """# 실험 데이터 관리(LIMS) 서버
NODE_ENV=production
DATABASE_URL=postgresql://lims_app:<<enc>>@<<ip>>:5432/lims?schema=public
S3_BUCKET=<<org>>-raw-data
TZ=Asia/Seoul
""",
    cred=_pct_pw,
    extra=lambda r, s: {"enc": enc_url(str(s["cred"]))},
    decode=_pct_dec,
)

F.reg(
    "daejeon_spinoff_toss_payments_secret_kotlin_config",
    (
        "src/main/kotlin/kr/co/<<org>>/pay/TossConfig.kt",
        "<<org>>-shop/src/main/kotlin/pay/TossPaymentsConfig<<n>>.kt",
    ),
    """package kr.co.<<org>>.pay

import org.springframework.context.annotation.Configuration
import java.util.Base64

@Configuration
class TossPaymentsConfig {
    // 시약 키트 온라인 판매 (토스페이먼츠 라이브)
    val secretKey: String = "<<cred>>"
    val clientKey: String = "live_ck_<<ck>>"

    fun authorizationHeader(): String =
        "Basic " + Base64.getEncoder().encodeToString("$secretKey:".toByteArray())
}
""",
    cred="p:toss",
    syntax="",
    extra=lambda r, s: {"ck": alnum(r, 28)},
)

F.reg(
    "daejeon_spinoff_ncloud_cli_configure_ini",
    ("home/<<fa>>/.ncloud/configure", "ops/ncloud/<<org>>-configure-<<n>>"),
    """[DEFAULT]
ncloud_access_key_id = <<akid>>
ncloud_secret_access_key = <<cred>>
ncloud_api_url = https://ncloud.apigw.ntruss.com
""",
    cred="p:ncloud",
    syntax="ini",
    extra=lambda r, s: {"akid": alnum(r, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "daejeon_spinoff_gpu_server_jupyter_config_token",
    (
        "home/<<fa>>/.jupyter/jupyter_server_config.py",
        "gpu<<n>>/etc/jupyter/jupyter_server_config.py",
    ),
    """# 연구실 A100 서버 - 학생들 공용 JupyterLab
c = get_config()  # noqa

c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 88<<nn>>
c.ServerApp.open_browser = False
c.ServerApp.root_dir = "/data/<<org>>"
c.IdentityProvider.token = "<<cred>>"
c.ServerApp.allow_remote_access = True
""",
    cred="hex:48",
    syntax="py",
)

F.reg(
    "daejeon_spinoff_korean_email_iris_grant_portal",
    ("mail/IRIS_계정_<<date>>.eml", "받은편지함/과제 시스템 계정 안내 <<nn>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<ln2>><<fn2>> <<<email2>>>
Subject: =?UTF-8?B?W+2VhOuPhV0g6rO87KCcIOyLnOyKpO2FnCDqs4TsoJUg7JWI64K0?=
Date: Mon, <<d>> Mar <<y>> <<hh>>:<<mi>>:09 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

<<fn2>>님 안녕하세요,

TIPS 과제 정산 때문에 범부처통합연구지원시스템(IRIS) 회사 계정 공유드립니다.

아이디: <<org>>_admin
비밀번호: <<cred>>

공동인증서는 대표님 USB에 있으니 필요하시면 말씀 주세요.
외부로 전달하지 말아주세요.

<<ln>><<fn>> 드림
<<org>> 경영지원팀 | 대전 유성구 대학로 <<nn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "daejeon_spinoff_kakao_admin_key_js_module",
    ("web/src/lib/kakao.js", "<<org>>-web/src/lib/kakao.<<n>>.js"),
    """// 카카오 로그인 + 알림톡 (서버 전용으로 옮겨야 함)
export const KAKAO_JS_KEY = "<<jskey>>";
export const KAKAO_REST_API_KEY = "<<rest>>";
export const KAKAO_ADMIN_KEY = "<<cred>>";

export async function unlinkUser(userId) {
  return fetch("https://kapi.kakao.com/v1/user/unlink", {
    method: "POST",
    headers: { Authorization: `KakaoAK ${KAKAO_ADMIN_KEY}` },
    body: new URLSearchParams({ target_id_type: "user_id", target_id: userId }),
  });
}
""",
    cred="hex:32",
    syntax="",
    extra=lambda r, s: {"jskey": hexs(r, 32), "rest": hexs(r, 32)},
)


def _ss(s: dict[str, object]) -> str:
    rows = [("장비", "아이디", "비밀번호", "비고")] + s["rows"]
    xml_rows = "".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in row)
        + "</Row>\n"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="장비계정">
  <Table>
{xml_rows}  </Table>
 </Worksheet>
</Workbook>
"""


def _ss_rows(r, s):
    rows = [
        ("SEM (JEOL)", "operator", F.human(r, True), "예약 필수"),
        ("NAS (Synology)", s["fa"], s["cred"], "실험 원본 데이터"),
        ("나라장터", s["org"], F.human(r, True), "입찰용"),
    ]
    r.shuffle(rows)
    return {"rows": rows}


F.reg(
    "daejeon_spinoff_equipment_accounts_spreadsheetml",
    ("공유/장비계정_<<y>>.xml", "shared/equipment_accounts_<<nn>>.xml"),
    _ss,
    cred="human_x",
    extra=_ss_rows,
)
