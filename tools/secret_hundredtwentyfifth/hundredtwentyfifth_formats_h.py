"""Family h: a serviced-apartment (residence) operator in Seoul, South Korea (Korean)."""

from __future__ import annotations

import html

from hundredtwentyfifth_corpus import SYM_XML
from hundredtwentyfifth_spec import Fam, after, enc_html, fill, gen, jdump, pw_with

F = Fam(
    name="residkr_serviced_apartments_korea",
    orgs=("haneulstay",),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihun"),
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
        "seoul",
        "hangang",
        "gangnam",
        "mapo",
        "namsan",
        "kimchi",
        "bibimbap",
        "soju",
        "makgeolli",
        "haneul",
        "saranghae",
        "bulgogi",
        "jeju",
        "busan",
        "hanok",
        "gimbap",
        "sarang",
        "yeouido",
    ),
    pets=("choco", "kongi", "bori", "dubu", "mongmong", "nabi", "haru"),
    cc="82",
    city="서울",
)

F.reg(
    "residkr_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<date>>_<<fa2>>.txt", "Documents/카톡/<<fa>>_<<n>>.txt"),
    """<<fn2>> 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mo>>-<<dd>> <<time>>

--------------- <<year>>년 <<mo>>월 <<dd>>일 화요일 ---------------
[<<ln>><<fn>>] [오후 3:12] <<room>>호 도어락 관리자 앱 비밀번호 뭐였죠? 입주자분이 문 앞에 계세요
[<<fn2>>] [오후 3:14] <<cred>>
[<<fn2>>] [오후 3:14] 바꾸면 공유해 주세요
[<<ln>><<fn>>] [오후 3:15] 네 감사합니다!
""",
    cred="human",
)

F.reg(
    "residkr_toss_payments_spring_application_yml",
    (
        "src/main/resources/application-prod.yml",
        "residence-api-<<n>>/application.yml",
        "deploy/<<fa>>/application-prod.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<host>>:3306/residence
    username: residence
toss:
  payments:
    client-key: 'live_ck_<<ck>>'
    secret-key: '<<cred>>'
    success-url: https://<<dom>>/pay/success
    fail-url: https://<<dom>>/pay/fail
""",
    cred="x:live_sk_:28",
    extra=lambda rng, s: {"ck": gen(rng, "alnum:28")},
)

F.reg(
    "residkr_smart_doorlock_api_kotlin",
    ("app/src/main/java/kr/<<org>>/lock/LockApi.kt", "lock-<<n>>/LockApi.kt"),
    """package kr.<<org>>.lock

import okhttp3.OkHttpClient
import okhttp3.Request

// 스마트 도어락 게이트웨이: 입주자 일회용 비밀번호 발급
object LockApi {
    private const val BASE = "https://api.lockgw.co.kr/v1"
    private const val PARTNER_ID = "<<num>>"
    private const val LOCK_API_SECRET = "<<cred>>"
    private val client = OkHttpClient()

    fun issueOtp(room: String): String {
        val req = Request.Builder()
            .url("$BASE/locks/$room/otp")
            .header("X-Partner-Id", PARTNER_ID)
            .header("X-Api-Secret", LOCK_API_SECRET)
            .build()
        client.newCall(req).execute().use { return it.body!!.string() }
    }
}
""",
    cred="hex:64",
    syntax="",
)


def _works(s):
    return jdump(
        {
            "botName": f"{s['orgcap']} 입주 안내봇",
            "clientId": s["cid"],
            "clientSecret": s["cred"],
            "serviceAccount": f"{s['sa']}.serviceaccount@{s['org']}",
            "privateKeyPath": "/etc/works/private_20240101.key",
            "botId": s["num"],
            "channelId": s["uuid"],
        }
    )


F.reg(
    "residkr_naver_works_bot_client_secret_json",
    ("bot/works_config_<<n>>.json", "config/<<fa>>/naverworks.json"),
    _works,
    cred="alnum:10",
    extra=lambda rng, s: {"cid": gen(rng, "alnum:20"), "sa": gen(rng, "hex:6")},
)

F.reg(
    "residkr_solapi_alimtalk_curl_history",
    ("home/<<fa>>/.bash_history", "server-<<n>>/root/.bash_history"),
    """cd /opt/residence-notify
export SOLAPI_API_KEY=NCS<<ak>>
export SOLAPI_API_SECRET=<<cred>>
node send-alimtalk.js --template CHECKIN_GUIDE --to 010<<num>>12
tail -f logs/alimtalk.log
pm2 restart notify
""",
    cred="ALNUM:32",
    syntax="",
    extra=lambda rng, s: {"ak": gen(rng, "ALNUM:13")},
)

F.reg(
    "residkr_tenant_notice_lounge_wifi_txt",
    ("공지/라운지_와이파이_<<n>>.txt", "notice/<<fa>>_wifi_<<date>>.txt"),
    """[안내] <<orgcap>> 레지던스 입주자 여러분께

<<mo>>월 <<dd>>일부터 공용 라운지 Wi-Fi가 변경되었습니다.
네트워크: <<orgcap>>_Lounge_5G
<<cred>>

문의: 관리사무소 <<phone>>
""",
    cred="human",
)

F.reg(
    "residkr_nas_docker_compose_mariadb",
    ("nas/docker/residence/docker-compose.yml", "compose/<<fa>>/docker-compose.<<n>>.yml"),
    """services:
  db:
    image: mariadb:11
    restart: unless-stopped
    environment:
      MARIADB_DATABASE: residence
      MARIADB_USER: residence
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "yes"
    volumes:
      - ./db:/var/lib/mysql
  app:
    image: registry.<<dom>>/residence-admin:latest
    depends_on: [db]
    ports: ["8080:8080"]
""",
    cred="pw_dq",
)


def _kr_html(s):
    return fill(
        """From: <<orgcap>> 운영팀 <ops@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?7J6E7IucIOu5hOuwgOuyiO2YuCDslYjrgrQ=?=
Date: <<dd>> Oct <<year>> <<time>>:00 +0900
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8

<html><body>
<p><<fn2>>님, 안녕하세요. 정산 포털 계정이 생성되었습니다.</p>
<table border="1">
<tr><td>아이디</td><td><<user>></td></tr>
<tr><td>임시 비밀번호</td><td><b><<enc>></b></td></tr>
</table>
<p>첫 로그인 후 반드시 변경해 주세요.</p>
</body></html>
""",
        **s,
    )


def _dec_kr_html(text: str) -> str:
    return html.unescape(after(r"<td>임시 비밀번호</td><td><b>(.*?)</b>", text))


F.reg(
    "residkr_korean_html_email_entity_escaped",
    ("mail/<<fa2>>/<<date>>_portal.eml", "export/<<org>>/welcome_<<n>>.eml"),
    _kr_html,
    cred=lambda rng, fam: pw_with(rng, "&<>", SYM_XML),
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(s["cred"])},
    decode=_dec_kr_html,
)
