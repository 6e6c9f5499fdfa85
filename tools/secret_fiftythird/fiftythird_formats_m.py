"""Family m: a Korean smart factory (auto parts machining) in Changwon: MES, OPC UA, Node-RED,
vision inspection and the KakaoTalk groups."""

# ruff: noqa: E501

from __future__ import annotations

import html
import json
import random
import re

from fiftythird_spec import Fam, enc_html, gen_pw, hexs

M = Fam(
    "gongjang_mes_changwon",
    orgs=("hanbitfab", "changwon-precision", "masan-gigong"),
    tld="co.kr",
    people=(
        ("민수", "김", "minsu", "kim"),
        ("지은", "이", "jieun", "lee"),
        ("성호", "박", "sungho", "park"),
        ("수진", "최", "sujin", "choi"),
        ("현우", "정", "hyunwoo", "jung"),
        ("예린", "강", "yerin", "kang"),
        ("동훈", "윤", "donghoon", "yoon"),
    ),
    words=(
        "changwon",
        "masan",
        "gongjang",
        "seolbi",
        "gigong",
        "cnc",
        "mes",
        "vision",
        "banpum",
        "bomnal",
        "jinhae",
        "hanbit",
    ),
    seasons=("bom", "yeoreum", "gaeul", "gyeoul"),
    cc="+82",
    sites=("가공 2라인", "조립 1라인", "비전검사실", "열처리동"),
)

M.reg(
    "gongjang_kakaotalk_export_bimilbeonho_plc",
    ("카카오톡/KakaoTalk_설비보전_<<date>>.txt", "export/kakao_line<<n1>>_<<n3>>.txt"),
    """설비보전팀 님과 카카오톡 대화
저장한 날짜 : <<year>>. <<mo>>. <<dd>>. 오후 6:02

<<year>>년 <<mo>>월 <<dd>>일 오후 2:13, <<ln>><<fn>> : <<site>> PLC 온라인 편집하려는데 암호 걸려있어요
<<year>>년 <<mo>>월 <<dd>>일 오후 2:15, <<ln2>><<fn2>> : XG5000 프로젝트 비밀번호 <<cred>> 입니다
<<year>>년 <<mo>>월 <<dd>>일 오후 2:15, <<ln2>><<fn2>> : 작업 끝나면 꼭 말해주세요
<<year>>년 <<mo>>월 <<dd>>일 오후 2:16, <<ln>><<fn>> : 넵 감사합니다
""",
    cred="human",
    syntax="",
)

M.reg(
    "gongjang_mes_spring_application_yml_datasource",
    ("mes-server/src/main/resources/application-prod.yml", "opt/mes-<<n2>>/config/application.yml"),
    """server:
  port: 8443
spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/mes?useUnicode=true&characterEncoding=utf8
    username: mes_app
    password: '<<cred>>'
    hikari:
      maximum-pool-size: 30
  jpa:
    open-in-view: false
mes:
  opcua:
    endpoint: opc.tcp://<<ip2>>:49320
    security-policy: None
  line-codes: [L1, L2, L3]
""",
    cred=lambda rng, s: gen_pw(rng, sym="!#$%*+-_.?@^~=:"),
)


def _flow(s: dict) -> str:
    func = (
        "msg.url = 'http://" + str(s["ip"]) + ":57412/config/v1/project/channels';\n"
        "msg.headers = {\n    'Authorization': 'Bearer "
        + str(s["cred"])
        + "',\n    'Content-Type': 'application/json'\n};\n"
        "return msg;"
    )
    nodes = [
        {
            "id": s["id1"],
            "type": "tab",
            "label": f"{s['site']} 설비데이터",
            "disabled": False,
            "info": "",
        },
        {
            "id": s["id2"],
            "type": "inject",
            "z": s["id1"],
            "name": "1분마다",
            "repeat": "60",
            "once": True,
            "wires": [[s["id3"]]],
        },
        {
            "id": s["id3"],
            "type": "function",
            "z": s["id1"],
            "name": "KEPServer 채널 조회",
            "func": func,
            "outputs": 1,
            "wires": [[s["id4"]]],
        },
        {
            "id": s["id4"],
            "type": "http request",
            "z": s["id1"],
            "name": "",
            "method": "GET",
            "ret": "obj",
            "url": "",
            "wires": [[]],
        },
    ]
    return json.dumps(nodes, ensure_ascii=False, indent=4)


M.reg(
    "gongjang_node_red_flow_function_bearer_kepserver",
    ("node-red/flows_<<n2>>.json", "edge-pc<<n1>>/.node-red/flows.json"),
    _flow,
    cred="jwt",
    extra=lambda rng, s: {f"id{i}": hexs(rng, 16) for i in range(1, 5)},
)


def _html_pw(rng: random.Random, s: dict) -> str:
    while True:
        v = gen_pw(rng, sym="&<>!#")
        if any(c in v for c in "&<>"):
            return v


M.reg(
    "gongjang_mes_admin_accounts_html_entity_escaped",
    ("mes-admin/export/계정목록_<<date>>.html", "reports/accounts_<<n3>>.html"),
    """<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>MES 계정 목록</title></head>
<body>
<h2>MES 시스템 계정 목록 (<<date>> 출력)</h2>
<table border="1">
<tr><th>ID</th><th>이름</th><th>권한</th><th>비밀번호</th></tr>
<tr><td>line<<n1>>_leader</td><td><<ln>><<fn>></td><td>라인관리자</td><td><<cred_html>></td></tr>
<tr><td>qa_<<n2>></td><td><<ln2>><<fn2>></td><td>품질</td><td>(초기화 필요)</td></tr>
</table>
</body></html>
""",
    cred=_html_pw,
    syntax="",
    extra=lambda rng, s: {"cred_html": enc_html(str(s["cred"]))},
    decode=lambda text: html.unescape(re.search(r"라인관리자</td><td>([^<]+)</td>", text).group(1)),  # type: ignore[union-attr]
)

M.reg(
    "gongjang_korean_email_bimilbeonho_vpn_vendor",
    ("메일/<<date>>_원격접속_계정.eml", "mail/it/vpn_vendor_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: support@cnc-vendor.co.kr
Cc: <<email2>>
Subject: [<<org>>] 설비 원격점검용 VPN 계정 안내
Date: Tue, <<dd>> Mar <<year>> 10:31:07 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

안녕하세요, <<org>> 생산기술팀 <<ln>><<fn>>입니다.

요청하신 <<site>> CNC 원격점검용 VPN 계정 보내드립니다.
접속 주소: vpn.<<dom>>
아이디: vendor_cnc<<n1>>
비밀번호: <<cred>>

점검 완료 후 회신 주시면 계정 비활성화하겠습니다.

감사합니다.
""",
    cred="pw",
    syntax="",
)

M.reg(
    "gongjang_insugyeolgye_note_plc_amho",
    ("보전/인수인계_<<date>>.txt", "shift/handover_<<n3>>.txt"),
    """[야간 → 주간 인수인계] <<year>>.<<mo>>.<<dd>>
작성: <<ln>><<fn>>

1. <<site>> 3호기 스핀들 알람(ALM <<n3>>) 2회 발생 – 리셋 후 정상, 주간에 베어링 점검 요망
2. 비전검사 PC 재부팅함. 윈도우 관리자 비번 바뀜 → <<cred>>
3. 절삭유 농도 6.5% 보충 완료
4. 특이사항 없음
""",
    cred="human",
    syntax="",
)

M.reg(
    "gongjang_kakao_alimtalk_rest_key_env",
    ("alarm-service/.env", "services/alimtalk-<<n2>>/.env.prod"),
    """# 설비 이상 알림톡 발송
KAKAO_REST_API_KEY=<<cred>>
KAKAO_SENDER_KEY=<<hex8>><<hex8>>
ALIMTALK_TEMPLATE=EQUIP_ALARM_01
NOTIFY_PHONE_LIST=010<<n4>><<n4>>,010<<n4>><<n4>>
""",
    cred="p:kakao",
    syntax="",
)

M.reg(
    "gongjang_vision_inspection_ftp_upload_ini",
    ("vision/VisionConfig.ini", "C:/Vision/Line<<n1>>/config_<<n2>>.ini"),
    """[Camera]
Model=acA2440-20gm
Exposure=3500
Trigger=Hardware

[Judge]
Threshold=0.82
SaveNG=1

[Upload]
Enable=1
Host=<<ip>>
Port=21
User=vision<<n1>>
Password=<<cred>>
RemoteDir=/ng_images/line<<n1>>
""",
    cred="pw",
)
