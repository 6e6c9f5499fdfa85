# ruff: noqa: E501
"""Family m: a 신협 (credit union) branch in South Korea: Suprema BioStar 2 fingerprint
access, Aligo SMS, the NICE credit-bureau API, Hanwha Wisenet cameras, Toss Payments, Kakao;
Korean KakaoTalk chat and a handover memo."""

from __future__ import annotations

import json

from eightyseventh_spec import Fam

F = Fam(
    name="sinhyup_credit_union_branch",
    orgs=("hanbitsinhyup", "gwangancu"),
    brands=("한빛신협", "광안신용협동조합"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("영호", "youngho"),
        ("미경", "mikyung"),
        ("현우", "hyunwoo"),
        ("은지", "eunji"),
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
        "kimchi",
        "haeundae",
        "gwangan",
        "bulgogi",
        "hangang",
        "mugunghwa",
        "tteokbokki",
        "gomdori",
        "haneul",
        "busan",
        "soju",
    ),
    pets=("choco", "dubu", "kongi", "bori", "nabi", "mangchi"),
    places=(
        ("해운대", "haeundae"),
        ("광안", "gwangan"),
        ("서면", "seomyeon"),
        ("동래", "dongnae"),
        ("사하", "saha"),
    ),
    cc="+82",
    mobile=("10",),
)

F.reg(
    "sinhyup_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk_<<ymd>>_<<n4>>_<<n2>>_<<n3>>_group.txt", "카톡백업/<<placea>>지점_<<n3>>.txt"),
    """<<placea>>지점 창구팀 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

<<year>>년 <<mo>>월 <<day>>일 오전 9:02, <<ln>><<fn>> : 팀장님 지문인식 관리자 화면 비번이 바뀌었나요?
<<year>>년 <<mo>>월 <<day>>일 오전 9:04, <<ln2>><<fn2>> : 네 어제 바꿨어요 <<cred>> 입니다
<<year>>년 <<mo>>월 <<day>>일 오전 9:04, <<ln2>><<fn2>> : 외부에 공유하지 마세요~
<<year>>년 <<mo>>월 <<day>>일 오전 9:05, <<ln>><<fn>> : 넵 감사합니다!
""",
    cred="human",
)

F.reg(
    "sinhyup_aligo_sms_python",
    ("sms/aligo_maturity_notice.py", "tools/<<placea>>/aligo_sms.py"),
    '''"""적금 만기 안내 문자 (알리고 SMS API)."""

import requests

ALIGO_KEY = "<<cred>>"
ALIGO_USER_ID = "<<org>>"
SENDER = "051<<n3>><<n4>>"


def send(receiver: str, msg: str) -> dict:
    data = {"key": ALIGO_KEY, "user_id": ALIGO_USER_ID, "sender": SENDER, "receiver": receiver, "msg": msg}
    return requests.post("https://apis.aligo.in/send/", data=data, timeout=10).json()


if __name__ == "__main__":
    print(send("010<<n4>><<n4>>", "[<<brand>>] 고객님의 적금이 다음 주 만기됩니다."))
''',
    cred="alnum:32",
)

F.reg(
    "sinhyup_biostar2_login_json",
    ("biostar/login_<<placea>>.json", "postman/biostar2_admin_<<n2>>.json"),
    lambda s: json.dumps(
        {
            "User": {"login_id": "admin", "password": s["cred"]},
            "_comment": f"{s['brand']} {s['place']} 금고실 출입 통제",
        },
        ensure_ascii=False,
        indent=2,
    ),
    cred="pw_json",
)

F.reg(
    "sinhyup_nice_credit_api_java",
    ("src/main/java/kr/sinhyup/loan/NiceClient.java", "loan-check/<<placea>>/NiceClient.java"),
    """package kr.sinhyup.loan;

import java.net.http.HttpClient;
import java.util.Base64;

/** NICE평가정보 개인신용정보 조회 (대출 심사) */
public final class NiceClient {
    private static final String CLIENT_ID = "<<uid>>";
    private static final String CLIENT_SECRET = "<<cred>>";

    static String basic() {
        return "Basic " + Base64.getEncoder().encodeToString((CLIENT_ID + ":" + CLIENT_SECRET).getBytes());
    }

    private NiceClient() {}
}
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "sinhyup_wisenet_nvr_backup_yaml",
    ("nvr-export/config.yaml", "cctv/<<placea>>/wisenet_<<n2>>.yml"),
    """# 한화 Wisenet NVR 영상 반출 스크립트 설정
nvr:
  host: <<ip>>
  model: XRN-1610SA
  username: admin
  password: '<<cred>>'
channels: [1, 2, 5]
export:
  path: /mnt/nas/cctv/<<placea>>
  keep_days: 90
""",
    cred="pw_sq",
)

F.reg(
    "sinhyup_toss_payments_env",
    ("membership-fee/.env.production", "srv/<<org>>/toss_<<placea>>.env"),
    """# 조합원 출자금 온라인 납부 (토스페이먼츠)
TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
SUCCESS_URL=https://<<dom>>/pay/success
FAIL_URL=https://<<dom>>/pay/fail
""",
    cred="p:toss",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "sinhyup_handover_memo_korean",
    ("인수인계/<<placea>>_인수인계_<<ymd>>.txt", "Desktop/인수인계메모_<<n2>>.txt"),
    """[<<brand>> <<place>>지점 인수인계]
작성: <<ln>><<fn>> → <<ln2>><<fn2>>  (<<date>>)

1. 금고 시건: 개점 08:40, 마감 17:10 (타임락)
2. 창구 단말 프린터 용지 주 2회 주문
3. 공용 메일 계정
   아이디: <<org>>.<<placea>>@<<dom>>
   비밀번호: <<cred>>
4. 조합원 민원 응대 매뉴얼은 공유폴더 참고
""",
    cred="human",
)

F.reg(
    "sinhyup_kakao_rest_key_typescript",
    ("src/lib/kakaoMap.ts", "branch-finder/<<placea>>/kakao.ts"),
    """// 지점/ATM 찾기 - 카카오 로컬 API
const KAKAO_REST_API_KEY = '<<cred>>';

export async function searchAtm(query: string) {
  const url = `https://dapi.kakao.com/v2/local/search/keyword.json?query=${encodeURIComponent(query)}`;
  const res = await fetch(url, { headers: { Authorization: `KakaoAK ${KAKAO_REST_API_KEY}` } });
  return res.json();
}
""",
    cred="p:kakao_rest",
)
