# ruff: noqa: E501
"""Family n: a translation and typesetting (DTP) bureau in Chungmuro, Seoul (South Korea; Korean)."""

from __future__ import annotations

import html
import re

from eightyfourth_spec import Fam, enc_html, xe
from secret_corpus_kit import alnum, gen_pw

FAM = Fam(
    name="beonyeok_chungmuro_typesetting",
    orgs=("chungmurodtp", "hangeulpan", "beonyeokso"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지민", "jimin"),
        ("예준", "yejun"),
        ("은지", "eunji"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
        ("한", "han"),
    ),
    words=(
        "hangeul",
        "seoul",
        "chungmuro",
        "bibimbap",
        "kimchi",
        "sarang",
        "haneul",
        "namsan",
        "hallyu",
        "dokdo",
        "pyeonjip",
        "beonyeok",
        "soju",
        "tteok",
        "hanbok",
        "gimbap",
    ),
    pets=("bori", "kongi", "dubu", "choco", "mongi", "nabi"),
    places=("seoul", "chungmuro", "euljiro", "mapo", "paju", "ilsan", "jongno"),
    cc="+82",
    walks=("qwer1234", "asdf1234", "1q2w3e4r", "qwerty", "zxcv1234"),
)

FAM.reg(
    "beonyeok_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk_<<yyyy>><<mm>><<dd>>_<<hh>><<mi>>_<<n>>.txt", "카톡백업/<<fn2>>_<<date>>.txt"),
    """<<ln2>><<fn2>> 님과 카카오톡 대화
저장한 날짜 : <<yyyy>>-<<mm>>-<<dd>> <<hh2>>:<<mi>>

--------------- <<yyyy>>년 <<m>>월 <<d>>일 <<ko_wd>> ---------------
[<<ln2>><<fn2>>] [<<ko_ampm>> <<h12>>:<<mi>>] 실장님 memoQ 서버 접속이 안 돼요 ㅠㅠ 계약서 번역 오늘 마감인데
[<<ln>><<fn>>] [<<ko_ampm>> <<h12>>:<<mi2>>] 아이디 freelancer<<n>>
[<<ln>><<fn>>] [<<ko_ampm>> <<h12>>:<<mi2>>] 비밀번호 <<cred>>
[<<ln2>><<fn2>>] [<<ko_ampm>> <<h12>>:<<mi2>>] 들어가졌어요 감사합니다!!
""",
    "human",
)

FAM.reg(
    "beonyeok_deepl_auth_key_python",
    ("pretranslate/deepl_batch.py", "tools/<<fa>>/deepl_<<n>>.py"),
    '''"""DeepL 초벌 번역 → memoQ 가져오기용 XLIFF 생성 (감수 전 단계)."""

import deepl

DEEPL_AUTH_KEY = "<<cred>>"
GLOSSARY_ID = "<<uuid>>"

translator = deepl.Translator(DEEPL_AUTH_KEY)


def pretranslate(path, target="EN-US"):
    out = path.replace(".docx", f".{target}.docx")
    translator.translate_document_from_filepath(path, out, source_lang="KO", target_lang=target, glossary=GLOSSARY_ID)
    return out
''',
    "p:deepl",
)

FAM.reg(
    "beonyeok_papago_client_secret_node",
    ("papago/translate.js", "scripts/<<org>>-papago-<<n>>.js"),
    """// 네이버 Papago NMT - 견적용 빠른 초벌 번역
const axios = require('axios');

const CLIENT_ID = '<<cid>>';
const CLIENT_SECRET = '<<cred>>';

async function papago(text, source = 'ko', target = 'ja') {
  const res = await axios.post(
    'https://naveropenapi.apigw.ntruss.com/nmt/v1/translation',
    { source, target, text },
    { headers: { 'X-NCP-APIGW-API-KEY-ID': CLIENT_ID, 'X-NCP-APIGW-API-KEY': CLIENT_SECRET } },
  );
  return res.data.message.result.translatedText;
}

module.exports = { papago };
""",
    lambda r, s: alnum(r, 40),
    extra=lambda r, s: {"cid": alnum(r, 10).lower()},
)

FAM.reg(
    "beonyeok_toss_payments_secret_key_env",
    ("quote-site/.env.production", "apps/<<org>>-quote-<<n>>/.env"),
    """# 온라인 번역 견적·결제 (토스페이먼츠)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=mysql://quote@<<ip>>:3306/quote
""",
    "p:toss_sk",
    extra=lambda r, s: {"ck": alnum(r, 24)},
)


def _ent_pw(r, s):
    while True:
        p = gen_pw(r, sym="&<>\"'!#")
        if any(c in p for c in "&<>\"'"):
            return p


def _wiki(s):
    return f"""<!DOCTYPE html>
<html lang="ko">
<head><meta charset="utf-8"><title>업무 계정 - {s["orgc"]} 위키</title></head>
<body>
<h1>업무 계정 (관리자만 열람)</h1>
<p>최종 수정: {s["ln"]}{s["fn"]}, {s["date"]}</p>
<table class="wikitable">
<tr><th>시스템</th><th>주소</th><th>아이디</th><th>비밀번호</th></tr>
<tr><td>memoQ 서버</td><td>{s["ip"]}:2705</td><td>pm</td><td>{enc_html(s["cred"])}</td></tr>
<tr><td>한글 폰트 서버</td><td>-</td><td>-</td><td>라이선스 키는 금고</td></tr>
</table>
</body>
</html>
"""


def _dec_wiki(text):
    row = re.search(r"<td>memoQ 서버</td>.*?<td>pm</td><td>(.*?)</td>", text)
    return html.unescape(row.group(1))


FAM.reg(
    "beonyeok_wiki_html_table_entity_escaped_memoq",
    ("wiki/export/업무계정_<<n>>.html", "intranet/pages/accounts_<<date>>.html"),
    _wiki,
    _ent_pw,
    syntax="",
    decode=_dec_wiki,
)

FAM.reg(
    "beonyeok_memoq_sql_connection_exe_config",
    ("MemoQ Server/MemoQServer.exe.config", "backup/<<date>>/MemoQServer_<<n>>.exe.config"),
    lambda s: (
        f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="MemoQServerDb" providerName="System.Data.SqlClient"
         connectionString="Data Source={s["ip"]}\\SQLEXPRESS;Initial Catalog=MemoQServer;User ID=memoq;Password={xe(s["cred"])};MultipleActiveResultSets=True" />
  </connectionStrings>
  <appSettings>
    <add key="ResourceRoot" value="D:\\memoQ\\Resources" />
    <add key="ProjectRoot" value="D:\\memoQ\\Projects" />
  </appSettings>
</configuration>
"""
    ),
    "pw_xml",
    syntax="xml",
)

FAM.reg(
    "beonyeok_popbill_secret_key_java",
    ("src/main/java/kr/beonyeok/tax/PopbillConfig.java", "taxinvoice-<<n>>/PopbillConfig.java"),
    """package kr.beonyeok.tax;

// 팝빌 전자세금계산서 - 번역·편집 용역 세금계산서 발행
public final class PopbillConfig {
    public static final String LINK_ID = "<<orgu>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String CORP_NUM = "<<id>><<id>>";
    public static final boolean IS_TEST = false;

    private PopbillConfig() {}
}
""",
    "p:popbill_secret",
    syntax="",
)

FAM.reg(
    "beonyeok_korean_email_bimilbeonho_nas",
    ("메일/보낸편지함/<<id>>.eml", "mail/sent/nas_<<n>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<fa2>>.<<la2>>@naver.com
Subject: [<<orgc>>] 조판 파일 공유용 NAS 계정 안내
Date: <<rfcdate>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn2>> 님 안녕하세요.

이번 단행본 조판(InDesign) 작업 파일은 사무실 NAS에서 받으시면 됩니다.

주소: https://nas.<<dom>>:5001
아이디: <<fa2>>
비밀번호: <<cred>>

최종 PDF는 /출력용 폴더에 올려주세요. 감사합니다.

<<ln>><<fn>> 드림
""",
    "human",
)
