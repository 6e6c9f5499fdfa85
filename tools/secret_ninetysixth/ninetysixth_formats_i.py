# ruff: noqa: E501
"""Family i: a (fictional) Trevantan trade-promotion office in Seoul, South Korea: Korean
(Hangul) and English."""

from __future__ import annotations

import random

from ninetysixth_spec import Fam

F = Fam(
    name="trade_promotion_office_korea",
    orgs=("trevanta-trade", "trevantaexport", "tpo-seoul", "trevanta-invest"),
    tlds=("kr", "co.kr", "or.kr"),
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지영", "jiyoung"),
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
        "gangnam",
        "hangang",
        "namsan",
        "kimchi",
        "bulgogi",
        "soju",
        "chuseok",
        "seollal",
        "mugunghwa",
        "hanbok",
        "jeju",
        "busan",
        "gyeongbok",
        "insadong",
        "dkssud",
        "tkfkdgo",
        "wjdakf",
        "gkdlgkdl",
        "hongdae",
        "jongno",
    ),
    pets=("choco", "kongi", "dubu", "bori", "nabi", "mongi", "coco"),
    cc="82",
    city=("서울", "seoul"),
    family_first=True,
)


def _ampm(sl: dict[str, object]) -> str:
    h = int(str(sl["hh"]))
    return f"{'오후' if h >= 12 else '오전'} {h - 12 if h > 12 else h}:{sl['mm']}"


F.reg(
    "tradeoffice_kakaotalk_pc_export_reply_only_value",
    (
        "KakaoTalk_<<ymd>>_<<hh>><<mm>>_<<n>>_group.txt",
        "Documents/카카오톡 받은 파일/KakaoTalk_Chat_<<fa>>_<<ymd>>.txt",
    ),
    lambda sl: (
        f"""무역관 행정팀 님과 카카오톡 대화
저장한 날짜 : {sl["y"]}-{sl["mo"]}-{sl["d"]} {sl["hh"]}:{sl["mm"]}

--------------- {sl["y"]}년 {int(str(sl["mo"]))}월 {int(str(sl["d"]))}일 ---------------
[{sl["name2"]}] [{_ampm(sl)}] 과장님 바이어 DB 접속 비번이 바뀐 것 같아요
[{sl["name2"]}] [{_ampm(sl)}] 아이디는 {sl["user"]} 맞죠?
[{sl["name"]}] [{_ampm(sl)}] 네 맞아요
[{sl["name"]}] [{_ampm(sl)}] {sl["cred"]}
[{sl["name2"]}] [{_ampm(sl)}] 감사합니다 ㅎㅎ 접속됐어요
"""
    ),
    "human",
)

F.reg(
    "tradeoffice_toss_payments_spring_properties",
    (
        "seminar-fees/src/main/resources/application-prod.properties",
        "srv/seminar-<<n>>/config/application.properties",
    ),
    """spring.application.name=seminar-fees
server.port=8090
# 토스페이먼츠 — 수출 세미나 참가비 결제
toss.payments.client-key=live_ck_<<ck>>
toss.payments.secret-key=<<cred>>
toss.payments.success-url=https://seminar.<<dom>>/pay/success
toss.payments.fail-url=https://seminar.<<dom>>/pay/fail
""",
    "p:toss",
    syntax="",
    extra=lambda r, sl: {
        "ck": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(24)
        )
    },
)

F.reg(
    "tradeoffice_naver_works_service_account_key_bare",
    ("works-bot/keys/private_<<ymd>><<hh>><<mm>>.key", "Downloads/private_<<ymd>>_<<n>>.key"),
    "<<cred>>\n",
    "rsa8",
    syntax="",
)

F.reg(
    "tradeoffice_kakao_admin_key_zsh_history",
    ("Users/<<user>>/.zsh_history", "backup/macbook-<<n>>/Users/<<user>>/.zsh_history"),
    """: <<ts>>:0;cd ~/work/buyer-alert
: <<ts>>:0;curl -s -X POST "https://kapi.kakao.com/v2/api/talk/memo/default/send" -H "Authorization: KakaoAK <<cred>>" --data-urlencode 'template_object={"object_type":"text","text":"신규 바이어 문의","link":{}}'
: <<ts>>:0;git status
: <<ts>>:0;npm run build
""",
    "p:kakao_admin",
    syntax="",
)

F.reg(
    "tradeoffice_buyer_db_mssql_udl_data_link",
    ("Desktop/바이어DB_<<n>>.udl", "Shared/IT/connections/buyerdb_<<ymd>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=MSOLEDBSQL.1;Password=<<cred>>;Persist Security Info=True;User ID=buyer_ro;Initial Catalog=BuyerDB;Data Source=<<ip>>,1433
""",
    "pw",
    syntax="",
)


def _ssml(sl: dict[str, object]) -> str:
    rows = [
        ("전시회", "사이트", "아이디", "비밀번호"),
        ("COEX 식품박람회", "exhibitor.coex.co.kr", str(sl["user"]), str(sl["cred"])),
        ("서울 무역전시회", "portal.seoultradefair.kr", str(sl["user2"]), "담당자 문의"),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in row)
        + "</Row>"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="전시회 계정">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "tradeoffice_trade_fair_accounts_spreadsheetml",
    ("Documents/전시회_계정_<<y>>.xml", "Shared/Events/fair_logins_<<ymd>>.xml"),
    _ssml,
    "human_x",
)

F.reg(
    "tradeoffice_synology_handover_korean_md",
    ("인수인계/인수인계서_<<ymd>>.md", "Shared/Admin/handover_<<fa>>_<<n>>.md"),
    """# 인수인계서 — 행정/IT

- 작성자: <<name>> / 인수자: <<name2>> / 작성일: <<date>>

## 1. 사무실 NAS (Synology DS920+)
- 주소: https://<<ip>>:5001
- 관리자 계정: tpoadmin
- 비밀번호: <<cred>>
- Hyper Backup → 본부 C2 Storage, 매일 02:00

## 2. 복합기 / 전화
- 복합기 스캔 폴더: \\\\nas\\scan
- 인터넷 전화 문의: KT 기업고객센터
""",
    "human",
)


def _wh(rng: random.Random, sl: dict[str, object]) -> str:
    from ninetysixth_spec import prov

    return prov(rng, "slack_hook")


F.reg(
    "tradeoffice_inquiry_notifier_slack_webhook_yaml",
    ("inquiry-notifier/config.yaml", "srv/inquiry-<<n>>/config.yml"),
    """# 바이어 문의 폼 -> Slack #inquiries
form:
  source: https://<<dom>>/contact
  poll_seconds: 120
notify:
  slack_webhook_url: "<<cred>>"
  channel: "#inquiries"
  mention: "@<<user>>"
language: ko
""",
    _wh,
)
