"""Family l: a freelance 3D artist in Daejeon, South Korea (Korean)."""

from __future__ import annotations

from ninetyfourth_spec import Fam

DAEJEON = Fam(
    name="daejeon_3d_artist",
    orgs=("modelbang", "hanbatpoly", "yuseongrender", "gapcheonvfx"),
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
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("한", "han"),
    ),
    words=(
        "gyeryong",
        "sungsimdang",
        "hanbat",
        "bomnal",
        "saranghae",
        "haneul",
        "gapcheon",
        "yuseong",
        "daejeon",
        "tteokbokki",
        "kkumdori",
        "byeol",
    ),
    pets=("kongi", "dubu", "choco", "bori", "ttoli", "nabi"),
    cc="+82",
    city="Daejeon",
)
F = DAEJEON.reg

F(
    "daejeon_kakaotalk_export_bimilbeonho",
    ("Documents/KakaoTalk_<<year>><<mm>><<dd>>_<<n>>.txt", "카톡/<<cln>><<cfn>>_대화.txt"),
    """<<cln_l>><<cfn_l>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time2>>:<<sec>>

--------------- <<year>>년 <<mm>>월 <<dd>>일 수요일 ---------------
[<<cln_l>><<cfn_l>>] [오후 <<n>>:15] 작가님 캐릭터 모델링 수정본은 회사 NAS에 올려주세요
[<<cln_l>><<cfn_l>>] [오후 <<n>>:15] 주소 https://<<host>>:5001 아이디 <<login>>
[<<cln_l>><<cfn_l>>] [오후 <<n>>:16] 비밀번호 <<cred>>
[<<ln_l>><<fn_l>>] [오후 <<n>>:20] 네 확인했습니다! 오늘 밤에 FBX랑 블렌더 파일 같이 올릴게요
""",
    "human",
)

F(
    "daejeon_toss_payments_secret_key_java",
    (
        "portfolio-shop/src/main/resources/application-prod.properties",
        "shop/<<org>>/application_<<n>>.properties",
    ),
    """# 토스페이먼츠 - 3D 에셋 판매 결제
toss.client-key=live_ck_<<uuid>>
toss.secret-key=<<cred>>
toss.success-url=https://<<dom>>/pay/success
toss.fail-url=https://<<dom>>/pay/fail
spring.datasource.url=jdbc:mariadb://localhost:3306/assets
""",
    "p:toss",
    syntax="",
)

F(
    "daejeon_sketchfab_upload_token_py",
    ("blender/scripts/sketchfab_upload.py", "tools/upload_<<n>>.py"),
    '''"""렌더 끝난 모델을 Sketchfab 에 비공개로 업로드."""

import sys

import requests

SKETCHFAB_API_TOKEN = "<<cred>>"


def upload(path: str, name: str) -> str:
    with open(path, "rb") as f:
        r = requests.post(
            "https://api.sketchfab.com/v3/models",
            headers={"Authorization": f"Token {SKETCHFAB_API_TOKEN}"},
            data={"name": name, "private": True, "isPublished": False},
            files={"modelFile": f},
            timeout=600,
        )
    return r.json()["uid"]


if __name__ == "__main__":
    print(upload(sys.argv[1], sys.argv[2]))
''',
    "p:sketchfab",
)

F(
    "daejeon_render_farm_netrc",
    ("home/<<login>>/.netrc", "backup/<<login>>_<<n>>/.netrc"),
    """machine render.<<dom>>
login <<login>>
password <<cred>>

machine ftp.<<org>>.co.kr login upload password <<hp>>
""",
    "pw_bare",
    syntax="",
)

F(
    "daejeon_kmong_client_email_korean",
    ("mail/kmong_<<nn>>.eml", "메일/의뢰_<<cln>>_<<n>>.eml"),
    """From: <<cln_l>><<cfn_l>> <<<cmail>>>
To: <<ln_l>><<fn_l>> <<<email>>>
Subject: [크몽] 제품 렌더링 의뢰 건 - 자료 공유 계정
Date: Mon, <<dd>> Sep <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

안녕하세요 작가님,

크몽으로 의뢰드린 텀블러 제품 렌더링 관련 자료는 회사 구글 드라이브에 있습니다.
계정: <<cmail>>
비밀번호: <<cred>>

CAD 파일(STEP)과 레퍼런스 이미지 폴더 확인 부탁드립니다. 시안은 금요일까지 부탁드려요.

감사합니다.
<<cln_l>><<cfn_l>> 드림
""",
    "human",
    syntax="",
)

F(
    "daejeon_blenderkit_addon_prefs_py",
    (
        "blender/startup/userprefs_<<n>>.py",
        "Blender Foundation/Blender/4.2/scripts/startup/set_prefs.py",
    ),
    """import bpy

prefs = bpy.context.preferences
prefs.addons["blenderkit"].preferences.api_key = "<<cred>>"
prefs.addons["blenderkit"].preferences.global_dir = "D:/BlenderKit_data"
prefs.edit.undo_steps = 64
prefs.system.memory_cache_limit = 16384
bpy.ops.wm.save_userpref()
""",
    "p:blenderkit",
)

F(
    "daejeon_davfs2_secrets_naver_works",
    ("etc/davfs2/secrets", "home/<<login>>/.davfs2/secrets"),
    """# davfs2 secrets file
# 회사 공유 드라이브 (WebDAV)
https://<<host>>/webdav <<login>> "<<cred>>"
""",
    "pw_dq",
    syntax="",
)

F(
    "daejeon_perforce_p4config",
    ("projects/<<org>>_game/.p4config", "work/<<org>>-<<n>>/.p4config"),
    """P4PORT=ssl:perforce.<<dom>>:1666
P4USER=<<login>>
P4CLIENT=<<login>>_ws_<<n>>
P4PASSWD=<<cred>>
P4IGNORE=.p4ignore
""",
    "pw",
    syntax="",
)
