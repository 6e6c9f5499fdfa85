"""Family o: a lighthouse heritage museum at Homigot, Pohang, South Korea (Korean)."""

from __future__ import annotations

import json

from seventyfourth_spec import Fam, dec_json_field, gen_pw, must_have

POHANG = Fam(
    name="pohang_deungdae_lighthouse_museum",
    orgs=("deungdaegwan", "homigotbit", "haemajimuseum"),
    tld="or.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("영호", "youngho"),
        ("미경", "mikyung"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("조", "cho"),
        ("윤", "yoon"),
    ),
    words=(
        "deungdae",
        "homigot",
        "pohang",
        "guryongpo",
        "bada",
        "gwamegi",
        "haenyeo",
        "haemaji",
        "dokdo",
        "sarang",
        "haneul",
        "ulleung",
        "bitna",
        "youngil",
        "steelers",
        "gimbap",
        "hwaiting",
        "sangsaeng",
    ),
    pets=("Choco", "Dubu", "Kongi", "Bori", "Maru", "Tori"),
    cc="+82",
    vessels=("등대호", "해맞이호", "영일만 3호", "구룡포호"),
    places=("호미곶", "구룡포", "영일만", "포항", "대보항"),
)
F = POHANG.reg

F(
    "deungdae_kakaotalk_export_bimilbeonho",
    (
        "KakaoTalk/KakaoTalk_<<ymd>>_<<n4>>_<<n>>_group.txt",
        "Documents/카카오톡 대화_<<fa2>>_<<n>>.txt",
    ),
    """<<fn2>> 님과 카카오톡 대화
저장한 날짜 : <<y>>. <<mo>>. <<d>>. 오후 <<time>>

--------------- <<y>>년 <<mo>>월 <<d>>일 수요일 ---------------
[<<ln2>><<fn2>>] [오전 9:12] 주임님 매표소 발권 프로그램 비밀번호 바뀌었나요? 로그인이 안 돼요
[<<ln>><<fn>>] [오전 9:15] 네 어제 바꿨어요
[<<ln>><<fn>>] [오전 9:15] 아이디 <<user>>
[<<ln>><<fn>>] [오전 9:16] 비밀번호 <<cred>>
[<<ln2>><<fn2>>] [오전 9:16] 감사합니다!! 오늘 단체 관람객 40명 와요 😊
""",
    cred="human",
)

F(
    "deungdae_toss_payments_ticket_kotlin",
    (
        "app/src/main/kotlin/kr/museum/ticket/TossConfig.kt",
        "server/<<org>>/src/main/kotlin/TossConfig.kt",
    ),
    """package kr.museum.ticket

// 온라인 관람권 결제 (토스페이먼츠) - 결제 승인 API
object TossConfig {
    const val CLIENT_KEY = "live_ck_<<serial>><<hex8>><<n4>>"
    const val SECRET_KEY = "<<cred>>"
    const val CONFIRM_URL = "https://api.tosspayments.com/v1/payments/confirm"

    fun basicAuth(): String =
        "Basic " + java.util.Base64.getEncoder().encodeToString("$SECRET_KEY:".toByteArray())
}
""",
    cred="p:toss_sk",
    syntax="",
)

F(
    "deungdae_kakao_rest_key_python_map",
    ("scripts/visitor_map.py", "home/<<user>>/museum/kakao_local_<<n>>.py"),
    """\"\"\"관람객 설문의 출발지 주소 -> 좌표 (카카오 로컬 API), 방문객 지도 만들기.\"\"\"
import csv

import requests

KAKAO_REST_API_KEY = "<<cred>>"


def geocode(addr: str):
    r = requests.get(
        "https://dapi.kakao.com/v2/local/search/address.json",
        headers={"Authorization": f"KakaoAK {KAKAO_REST_API_KEY}"},
        params={"query": addr},
        timeout=10,
    )
    docs = r.json().get("documents", [])
    return (docs[0]["y"], docs[0]["x"]) if docs else None


with open("설문_주소.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        print(row["주소"], geocode(row["주소"]))
""",
    cred="p:kakao_rest",
)

F(
    "deungdae_collection_omeka_s_database_ini",
    ("omeka-s/config/database.ini", "var/www/<<org>>/archive/config/database.ini"),
    """; 등대 유물 소장품 아카이브 (Omeka S)
user     = "omeka"
password = "<<cred>>"
dbname   = "omeka_<<org>>"
host     = "localhost"
;port     =
;unix_socket =
;log_path =
""",
    cred="pw_dq",
    syntax="",
)


def _go_pw(rng, s):
    return must_have("&<>", lambda r, _s: gen_pw(r, sym="&<>!#*+"))(rng, s)


def _go_escape(s):
    raw = json.dumps(
        {
            "kioskId": f"KIOSK-{s['n2']}",
            "museum": "국립등대박물관 분관",
            "server": f"https://ticket.{s['dom']}/api",
            "operator": s["user"],
            "password": s["cred"],
            "printer": {"model": "BIXOLON SRP-350plusIII", "port": "COM3"},
        },
        ensure_ascii=False,
        indent=2,
    )
    return raw.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


F(
    "deungdae_kiosk_go_json_html_escaped_password",
    ("kiosk/config.json", "C/Kiosk/<<org>>/settings_<<n>>.json"),
    _go_escape,
    cred=_go_pw,
    decode=dec_json_field("password"),
)

F(
    "deungdae_ticket_settlement_winscp_script",
    ("scripts/winscp_settlement.txt", "C/Scripts/<<org>>/정산_업로드_<<n>>.txt"),
    """# 발권 정산 파일 -> 예매 대행사 SFTP (매일 18:30 작업 스케줄러)
option batch abort
option confirm off
open sftp://<<user>>:<<cred>>@sftp.<<dom>>:22/ -hostkey="ssh-ed25519 255 <<hex8>><<serial>>"
cd /upload/settlement
put D:\\정산\\<<ymd>>_*.csv
exit
""",
    cred="pw_url",
    syntax="",
)

F(
    "deungdae_lens_exhibit_rpi_wpa_supplicant",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "boot/<<org>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=KR

# 프레넬 렌즈 전시 영상 플레이어 (라즈베리파이)
network={
	ssid="MUSEUM-STAFF-<<n2>>"
	psk="<<cred>>"
	key_mgmt=WPA-PSK
}
""",
    cred="pw_dq",
    syntax="",
)

F(
    "deungdae_curator_handover_korean_nas",
    ("인수인계/인수인계서_<<ymd>>.txt", "Documents/handover_<<fa>>_<<n>>.txt"),
    """인수인계서 (학예팀)  작성일: <<y>>.<<mo>>.<<d>>
인계자: <<ln>><<fn>>  인수자: <<ln2>><<fn2>>

1. 기획전 「바다를 밝힌 빛」 유물 대여 계약서: 캐비닛 2번 칸.
2. 소장품 사진 원본 NAS (시놀로지, <<lan>>)
   계정: <<user>>
   비밀번호: <<cred>>
3. 호미곶 해맞이 축제 기간 야간 개장 근무표는 행정팀과 협의.
4. 문의: <<phone>>
""",
    cred="human",
)
