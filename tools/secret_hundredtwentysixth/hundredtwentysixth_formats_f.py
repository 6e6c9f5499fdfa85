# ruff: noqa: E501
"""Family f: a podcast studio in Seoul, South Korea (Korean)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam, alnum

F = Fam(
    name="sorigil_seoul_podcast_booth",
    orgs=("sorigil", "modubada", "bamsaecast"),
    tld="co.kr",
    first=("민지", "서준", "지우", "하은", "도윤", "수아", "현우", "예린"),
    last=("김", "이", "박", "최", "정", "강", "조", "윤"),
    first_a=("minji", "seojun", "jiwoo", "haeun", "doyun", "sua", "hyunwoo", "yerin"),
    last_a=("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"),
    words=(
        "sarang",
        "haneul",
        "bada",
        "kimchi",
        "seoul",
        "busan",
        "tteokbokki",
        "hangang",
        "dubu",
        "sori",
        "bamsae",
        "podcast",
        "gangnam",
        "mugunghwa",
    ),
    pets=("choco", "kongi", "dubu", "bori", "coco", "happy"),
    cc="82",
    city="서울",
)

F.reg(
    "sorigil_kakaotalk_export_bimilbeonho_nas",
    ("KakaoTalk_<<d8>>_<<n>>.txt", "exports/kakao/스튜디오_<<n>>.txt"),
    """스튜디오 운영방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

<<year>>년 3월 12일 오후 2:<<n2>>, <<last>><<first>> : 편집실 NAS 비번 바뀌었나요? 접속이 안 돼요 ㅠㅠ
<<year>>년 3월 12일 오후 2:<<n2>>, <<last>><<first2>> : 네 어제 바꿨어요
<<year>>년 3월 12일 오후 2:<<n2>>, <<last>><<first2>> : 아이디 editor / 비번 <<cred>>
<<year>>년 3월 12일 오후 2:<<n2>>, <<last>><<first>> : 감사합니다 👍
""",
    "human",
)

F.reg(
    "sorigil_podbbang_upload_env_invented_prefix",
    ("upload-bot-<<n2>>/.env", "tools/podbbang_sync_<<n>>/.env"),
    """# 팟빵 / 스포티파이 동시 업로드 봇
PODBBANG_CHANNEL_ID=<<n>>0<<n2>>
PODBBANG_API_KEY=<<cred>>
RSS_FEED_URL=https://feed.<<dom>>/rss/<<n>>.xml
UPLOAD_DIR=/mnt/nas/episodes/final
SLACK_CHANNEL=#업로드
""",
    "x:pbk_live_:32",
)

F.reg(
    "sorigil_cifs_credentials_file_nas_mount",
    ("etc/samba/nas-<<n2>>.cred", "root/.smbcredentials_<<d8>>"),
    """username=editor<<n2>>
password=<<cred>>
domain=SORIGIL
""",
    "pw",
    syntax="",
)

F.reg(
    "sorigil_auphonic_bearer_bash_history",
    ("home/<<login>>/.bash_history", "Users/<<login>>/.zsh_history.<<d8>>"),
    """cd ~/episodes/ep<<n>>
ffmpeg -i raw_mix.wav -ar 48000 -ac 2 ep<<n>>_pre.wav
curl -X POST https://auphonic.com/api/simple/productions.json -H "Authorization: bearer <<cred>>" -F title="EP<<n>>" -F input_file=@ep<<n>>_pre.wav -F action=start
curl -H "Authorization: bearer <<cred>>" https://auphonic.com/api/productions.json | jq '.data[0].status_string'
open ~/episodes/ep<<n>>
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "sorigil_toss_payments_membership_node",
    ("server/routes/membership_<<n>>.js", "api/payments/toss_<<d8>>.js"),
    """// 후원 멤버십 결제 승인 (토스페이먼츠)
const express = require('express');
const router = express.Router();

const TOSS_SECRET_KEY = '<<cred>>';
const encoded = Buffer.from(TOSS_SECRET_KEY + ':').toString('base64');

router.post('/confirm', async (req, res) => {
  const { paymentKey, orderId, amount } = req.body;
  const r = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: `Basic ${encoded}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  res.status(r.status).json(await r.json());
});

module.exports = router;
""",
    "x:live_sk_:24",
    syntax="",
)

F.reg(
    "sorigil_korean_email_guest_booking_bimilbeonho",
    ("mail/<<d8>>_게스트_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<last>><<first>> <<<email>>>
To: guest<<n2>>@gmail.com
Subject: [소리길] 녹음 일정 및 예약 시스템 계정 안내
Date: Fri, 14 Mar <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

안녕하세요, 소리길 스튜디오 <<last>><<first>>입니다.

다음 주 녹음 일정 확정되었습니다. 스튜디오 예약 시스템에서 시간 변경이 가능합니다.

예약 페이지: https://booking.<<dom>>
아이디: guest<<n2>>
비밀번호: <<cred>>

녹음 30분 전까지 도착 부탁드립니다. 주차는 건물 지하 2층입니다.

감사합니다.
""",
    "human",
)

F.reg(
    "sorigil_aws_credentials_wasabi_profile",
    ("home/<<login>>/.aws/credentials", "Users/<<login>>/.aws/credentials.<<d8>>"),
    """[default]
region = ap-northeast-2

[wasabi-archive]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {"akid": alnum(r, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "sorigil_notion_markdown_accounts_table",
    ("notion/운영 매뉴얼 <<hexid>>/계정 정리 <<n>>.md", "export/Notion/accounts_<<d8>>.md"),
    """# 계정 정리

스튜디오 공용 계정입니다. **외부 공유 금지**

| 서비스 | 아이디 | 비밀번호 | 비고 |
| --- | --- | --- | --- |
| 팟빵 채널 | studio@<<dom>> | (2FA) | 대표 폰 인증 |
| 유튜브 | sorigil.official | 구글 계정 참고 | |
| 리버사이드 | <<email>> | <<cred>> | 원격 녹음용 |
| 편집실 PC | editor | 매주 변경 | |
""",
    "human_x",
)
