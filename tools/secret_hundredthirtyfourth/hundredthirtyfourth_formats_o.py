# ruff: noqa: E501
"""Family o: auto-camping and glamping grounds in Gangwon province, South Korea (Korean)."""

from __future__ import annotations

import datetime
import json
from email.header import Header

from hundredthirtyfourth_corpus import gen_pw, pick
from hundredthirtyfourth_spec import Fam, prov

FAM = Fam(
    name="gangwon_autocamp_glamping",
    orgs=(
        ("sollipcamping", "솔잎캠핑장"),
        ("dalbitglamping", "달빛글램핑"),
        ("gyegokautocamp", "계곡오토캠핑장"),
        ("bamnamucamp", "밤나무캠핑장"),
    ),
    tld="co.kr",
    first=(
        "민준|Minjun",
        "서연|Seoyeon",
        "지훈|Jihun",
        "수빈|Subin",
        "현우|Hyunwoo",
        "지은|Jieun",
        "도윤|Doyun",
        "하은|Haeun",
        "성민|Sungmin",
        "예린|Yerin",
    ),
    last=(
        "김|Kim",
        "이|Lee",
        "박|Park",
        "최|Choi",
        "정|Jung",
        "강|Kang",
        "조|Cho",
        "윤|Yoon",
        "장|Jang",
        "임|Lim",
    ),
    words=(
        "camping",
        "glamping",
        "bulmeong",
        "gangwon",
        "seorak",
        "hongcheon",
        "pyeongchang",
        "gamja",
        "dalbit",
        "sopung",
        "bamhanul",
        "hanwoo",
        "zoavld",
        "tkfkdgo",
        "dkssud",
        "gyegok",
    ),
    places=(
        "홍천|Hongcheon",
        "평창|Pyeongchang",
        "인제|Inje",
        "양양|Yangyang",
        "정선|Jeongseon",
        "춘천|Chuncheon",
    ),
    seasons=("yeoreum", "gyeoul", "bom", "gaeul", "chuseok"),
    pets=("Choco", "Dubu", "Bori", "Kongi", "Mongi", "Happy"),
    local_digits=("1004", "0033", "033", "82"),
    cc="82",
    walks=("qwer1234", "asdf1234", "1q2w3e4r", "zxcv1234", "qlalfqjsgh"),
    mail=("naver.com", "daum.net", "gmail.com"),
    phone_fmt="010-####-####",
)

WD = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")


FAM.reg(
    "gangwon_toss_payments_live_sk_env",
    ("<<org>>-reserve/.env.production", "web/<<org>>/.env"),
    """# 캠핑장 예약 사이트 - 토스페이먼츠 결제 (라이브)
NEXT_PUBLIC_SITE_URL=https://<<host>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=<<cred>>
TOSS_WEBHOOK_PATH=/api/toss/webhook
DATABASE_URL=mysql://reserve@127.0.0.1:3306/camping
# 사이트 수: 오토캠핑 <<n>>, 글램핑 <<g>>
""",
    "p:toss",
    extra=lambda rng, s: {"ck": prov(rng, "toss")[8:], "g": rng.randint(3, 12)},
)


FAM.reg(
    "gangwon_aligo_alimtalk_api_key_php",
    ("www/<<org>>/lib/alimtalk.php", "<<org>>/reserve/inc/kakao_alim.php"),
    """<?php
// 예약 확정 알림톡 발송 (알리고 카카오 알림톡 API)
$aligo = [
    'apikey'   => '<<cred>>',
    'userid'   => '<<user>>',
    'senderkey'=> '<<senderkey>>',
    'sender'   => '<<tel>>',
    'tpl_code' => 'TK_<<n4>>',
];

function sendAlimtalk(array $aligo, string $phone, string $name, string $site, string $date): string
{
    $msg = "[<<orgd>>] {$name}님, {$date} {$site} 예약이 확정되었습니다. 입실은 14시부터입니다.";
    $post = $aligo + ['receiver_1' => $phone, 'subject_1' => '예약확정', 'message_1' => $msg];
    $ch = curl_init('https://kakaoapi.aligo.in/akv10/alimtalk/send/');
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($post));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $res = curl_exec($ch);
    curl_close($ch);
    return $res;
}
""",
    "p:aligo",
    extra=lambda rng, s: {
        "senderkey": prov(rng, "windcave")[:40],
        "tel": f"033-{rng.randint(300, 999)}-{rng.randint(1000, 9999)}",
    },
)


def _kakao(rng, s):
    d = datetime.date(s["year"], int(s["month"]), int(s["day"]))
    h = rng.randint(1, 11)
    m = rng.randint(0, 40)
    return {
        "kdate": f"{d.year}년 {d.month}월 {d.day}일 {WD[d.weekday()]}",
        "k1": f"오후 {h}:{m:02d}",
        "k2": f"오후 {h}:{m + 2:02d}",
        "k3": f"오후 {h}:{m + 9:02d}",
    }


FAM.reg(
    "gangwon_kakaotalk_pc_export_wifi_bibeon",
    ("카카오톡/KakaoTalk_<<date>>_<<n4>>.txt", "backup/<<org>>/kakaotalk_운영진_<<yy>>.txt"),
    """<<orgd>> 운영진 님과 카카오톡 대화
저장한 날짜 : <<ymd>> <<time>>

--------------- <<kdate>> ---------------
[<<last>><<first>>] [<<k1>>] 관리동 와이파이 비번 바꿨어요
[<<last>><<first>>] [<<k1>>] <<cred>>
[<<last>><<first>>] [<<k2>>] 손님들한테는 개수대 와이파이 알려주시고 이건 관리동 전용이에요
[<<last2>><<first2>>] [<<k3>>] 네 확인했습니다~
""",
    "human_x",
    syntax="",
    extra=_kakao,
)


FAM.reg(
    "gangwon_naver_cloud_sens_sms_java",
    ("<<org>>-reserve/src/main/java/kr/camp/sms/SensClient.java", "server/<<org>>/SensConfig.java"),
    """package kr.camp.sms;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

// 네이버 클라우드 SENS - 우천 취소/환불 안내 문자
public class SensClient {
    private static final String ACCESS_KEY = "<<ak>>";
    private static final String SECRET_KEY = "<<cred>>";
    private static final String SERVICE_ID = "ncp:sms:kr:<<n4>><<n3>>:<<org>>";

    static String signature(String method, String uri, String timestamp) throws Exception {
        String message = method + " " + uri + "\\n" + timestamp + "\\n" + ACCESS_KEY;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SECRET_KEY.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return Base64.getEncoder().encodeToString(mac.doFinal(message.getBytes(StandardCharsets.UTF_8)));
    }
}
""",
    "p:ncloud_secret",
    syntax="",
    extra=lambda rng, s: {"ak": prov(rng, "ncloud_access")},
)


def _homebridge(s: dict) -> str:
    src = f"-rtsp_transport tcp -i rtsp://admin:{s['cred']}@{s['lan']}:554/profile2/media.smp"
    return json.dumps(
        {
            "bridge": {
                "name": f"{s['org']} Homebridge",
                "username": s["mac"],
                "port": 51826,
                "pin": f"{s['n3']}-{s['n']:02d}-{s['n3']}",
            },
            "platforms": [
                {
                    "platform": "Camera-ffmpeg",
                    "cameras": [
                        {
                            "name": "관리동 입구",
                            "videoConfig": {"source": src, "maxStreams": 2, "audio": False},
                        },
                    ],
                }
            ],
        },
        ensure_ascii=False,
        indent=4,
    )


FAM.reg(
    "gangwon_homebridge_wisenet_camera_json",
    ("homebridge/<<org>>/config.json", "var/lib/homebridge/config.json"),
    _homebridge,
    "pw_url",
)


FAM.reg(
    "gangwon_email_imsi_bimilbeonho_yeyak",
    ("메일/받은편지함/<<mailid>>.eml", "mail/<<org>>/temp_pw_<<date>>.eml"),
    """From: <<fromh>> <no-reply@<<platform>>>
To: <<email2>>
Subject: <<subjh>>
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

안녕하세요, <<orgd>> 사장님.

요청하신 파트너센터 임시 비밀번호를 안내해 드립니다.

아이디: <<user>>
임시 비밀번호: <<cred>>

로그인 후 반드시 비밀번호를 변경해 주세요.
본인이 요청하지 않았다면 고객센터로 연락 바랍니다.

감사합니다.
""",
    lambda rng, s: gen_pw(rng, rng.randint(10, 12), sym="!@#$%"),
    syntax="",
    extra=lambda rng, s: {
        "mon": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")[
            int(s["month"]) - 1
        ],
        "platform": pick(rng, ("campingpartner.co.kr", "thankqcamping.com", "gocamp-partner.kr")),
        "fromh": Header("캠핑 파트너센터", "utf-8").encode(),
        "subjh": Header("[파트너센터] 임시 비밀번호 안내", "utf-8").encode(),
    },
)


FAM.reg(
    "gangwon_kakao_admin_key_spring_properties",
    (
        "<<org>>-reserve/src/main/resources/application.properties",
        "server/<<org>>/application-prod.properties",
    ),
    """spring.application.name=camping-reserve
server.port=8080
spring.datasource.url=jdbc:mysql://127.0.0.1:3306/camping?serverTimezone=Asia/Seoul
spring.datasource.username=reserve
spring.datasource.password=${DB_PASSWORD}
# 카카오 로그인 / 카카오페이 단건결제
kakao.rest-api-key=<<restkey>>
kakao.admin-key=<<cred>>
kakao.redirect-uri=https://<<host>>/login/oauth2/kakao
camping.name=<<orgd>>
""",
    "p:kakao",
    syntax="",
    extra=lambda rng, s: {"restkey": prov(rng, "kakao")},
)


FAM.reg(
    "gangwon_pos_postit_ocr_gwanrija_bibeon",
    ("스캔/포스트잇_<<date>>.txt", "ocr/<<org>>/IMG_<<n4>>.txt"),
    """포스 관리자
아이디 <<user>>
비번 <<cred>>
매점 정산은 밤 10시 이후에!
- <<last>> 사장
""",
    "human",
    syntax="",
)
