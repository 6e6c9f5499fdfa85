# ruff: noqa: E501
"""Family e: a Seoul YouTube channel team (food and travel vlogs) (Korean)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_E, alnum


def _client_secret(s):
    doc = {
        "installed": {
            "client_id": f"{s['cnum']}-{s['cid']}.apps.googleusercontent.com",
            "project_id": f"{s['org']}-upload-{s['n']}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
            "client_secret": s["cred"],
            "redirect_uris": ["http://localhost"],
        }
    }
    return json.dumps(doc, separators=(",", ":"))


FAM_E.reg(
    "youtube_data_api_installed_client_secret_json",
    (
        "upload_bot/client_secret_<<cnum>>-<<cid>>.apps.googleusercontent.com.json",
        "Users/<<fa>>/Downloads/client_secret_<<cnum>>.json",
    ),
    _client_secret,
    "p:gcp_oauth",
    extra=lambda r, s: {
        "cnum": alnum(r, 12, "0123456789"),
        "cid": alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    },
)


def _kakao_extra(r, s):
    h = int(s["hh"])
    return {"ampm": "오후" if h >= 12 else "오전", "h12": str(h - 12 if h > 12 else h)}


FAM_E.reg(
    "kakaotalk_pc_export_bimilbeonho_editing_pc",
    (
        "카카오톡 대화/KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mi>>_편집팀.txt",
        "Documents/kakao_<<org>>_<<n>>.txt",
    ),
    """<<orgc>> 편집팀 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mo>>-<<d>> <<hh>>:<<mi3>>:<<ss>>

--------------- <<y>>년 <<m1>>월 <<d1>>일 화요일 ---------------
[<<ln>><<fn>>] [<<ampm>> <<h12>>:<<mi>>] 편집 PC 윈도우 비밀번호 바뀌었어요? 로그인이 안 돼요 ㅠㅠ
[<<ln2>><<fn2>>] [<<ampm>> <<h12>>:<<mi2>>] 네 어제 바꿨어요
[<<ln2>><<fn2>>] [<<ampm>> <<h12>>:<<mi2>>] <<cred>>
[<<ln>><<fn>>] [<<ampm>> <<h12>>:<<mi3>>] 감사합니다! 썸네일 작업하고 업로드 예약 걸어둘게요
[<<ln2>><<fn2>>] [<<ampm>> <<h12>>:<<mi3>>] 이모티콘
""",
    "human",
    syntax="",
    extra=_kakao_extra,
)

FAM_E.reg(
    "synology_nas_rsync_footage_crontab",
    ("crontab_편집PC_<<fa>>.txt", "var/spool/cron/crontabs/<<fa>>"),
    """# 촬영 원본 -> 시놀로지 NAS 백업 (편집 PC, 담당 <<fa>>)
SHELL=/bin/bash
PATH=/usr/local/bin:/usr/bin:/bin
RSYNC_PASSWORD=<<cred>>
30 2 * * * rsync -av --delete /Volumes/SSD_원본/ rsync://editor@<<lan>>/footage/<<y>>/ >> /tmp/nas_backup.log 2>&1
0 4 * * 0 find /Volumes/SSD_원본/proxy -mtime +30 -delete
""",
    "pw_bare",
    syntax="",
)

FAM_E.reg(
    "frameio_developer_token_upload_python",
    ("tools/frameio_upload.py", "<<org>>/scripts/frame_<<n>>.py"),
    '''"""편집본을 Frame.io 리뷰 폴더에 올리는 스크립트 (PD 피드백용)."""

import os
import sys

import requests

FRAMEIO_TOKEN = "<<cred>>"
ROOT_ASSET_ID = "<<uuid>>"


def upload(path: str) -> None:
    name = os.path.basename(path)
    size = os.path.getsize(path)
    r = requests.post(
        f"https://api.frame.io/v2/assets/{ROOT_ASSET_ID}/children",
        headers={"Authorization": f"Bearer {FRAMEIO_TOKEN}"},
        json={"name": name, "type": "file", "filetype": "video/mp4", "filesize": size},
        timeout=30,
    )
    r.raise_for_status()
    print("업로드 준비 완료:", r.json()["id"])


if __name__ == "__main__":
    upload(sys.argv[1])
''',
    "p:frameio",
)

FAM_E.reg(
    "notion_content_calendar_dotenv_ntn",
    ("content-calendar/.env", "<<org>>-notion-sync/.env"),
    """# 노션 콘텐츠 캘린더 -> 유튜브 업로드 일정 동기화
NOTION_TOKEN=<<cred>>
NOTION_DATABASE_ID=<<h32>>
YOUTUBE_CHANNEL_ID=UC<<chid>>
TIMEZONE=Asia/Seoul
""",
    "p:notion",
    syntax="",
    extra=lambda r, s: {"chid": alnum(r, 22)},
)

FAM_E.reg(
    "hometax_joint_certificate_email_korean",
    ("메일/받은편지함/<<y>><<mo>><<d>>_세무사.eml", "mail/<<fa>>/inbox_<<n2>>.eml"),
    """From: <<ln2>><<fn2>> 세무사 <tax.<<la2>>@naver.com>
To: <<ln>><<fn>> <<<email>>>
Subject: [<<orgc>>] 5월 종합소득세 신고 관련 - 공동인증서
Date: Thu, <<d>> May <<y>> <<hh>>:<<mi>>:00 +0900
Content-Type: text/plain; charset=UTF-8

안녕하세요 <<fn>> 대표님,

유튜브 애드센스 수입과 협찬 매출 정리해서 종합소득세 신고 준비하고 있습니다.
홈택스 대리 조회를 위해 보내주신 공동인증서 파일 잘 받았고, 통화로 말씀하신 비밀번호 확인차 적어둡니다.

공동인증서 비밀번호: <<cred>>

신고 끝나면 인증서는 저희 쪽에서 바로 삭제하겠습니다.
감사합니다.

<<ln2>><<fn2>> 드림
""",
    "human",
    syntax="",
)

FAM_E.reg(
    "comment_bot_slack_xoxb_yaml",
    ("comment-bot/config.yaml", "<<org>>/bots/comments_<<n>>.yml"),
    """# 새 댓글/멤버십 알림 봇 (<<orgc>>)
youtube:
  channel_id: UC<<chid>>
  poll_seconds: 300
  keywords: ['협찬', '광고', '문의']
slack:
  bot_token: '<<cred>>'
  channel: '#댓글-알림'
  mention: '<<fa>>'
""",
    "p:slack_bot",
    extra=lambda r, s: {"chid": alnum(r, 22)},
)

FAM_E.reg(
    "naver_smartstore_commerce_api_bcrypt_secret_java",
    (
        "merch-store/src/main/java/kr/<<org>>/NaverCommerceClient.java",
        "<<org>>-shop/NaverToken<<n>>.java",
    ),
    """package kr.<<org>>.shop;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.mindrot.jbcrypt.BCrypt;

/** 스마트스토어(굿즈샵) 커머스API 토큰 발급 */
public class NaverCommerceClient {
    private static final String CLIENT_ID = "<<cidn>>";
    private static final String CLIENT_SECRET = "<<cred>>";

    public static String signature(long timestamp) {
        String pwd = CLIENT_ID + "_" + timestamp;
        String hashed = BCrypt.hashpw(pwd, CLIENT_SECRET);
        return Base64.getUrlEncoder().encodeToString(hashed.getBytes(StandardCharsets.UTF_8));
    }
}
""",
    "p:naver_commerce",
    syntax="",
    extra=lambda r, s: {"cidn": alnum(r, 22)},
)
