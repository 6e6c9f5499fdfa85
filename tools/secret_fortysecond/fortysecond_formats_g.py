# ruff: noqa: E501
"""Family g: onggi (breathing earthenware jangdok) potters in South Korea."""

from fortysecond_spec import family

F = family(
    "onggi_jangdok_gimjang",
    ("jangdokmaru",),
    "kr",
    ("민준", "서연", "지훈", "하은", "동현", "수빈"),
    ("김", "이", "박", "최", "정", "윤"),
    ("onggi", "jangdok", "doenjang", "gochujang", "ganjang", "gimjang", "hangari", "maru", "yakto"),
    ("bom", "yeoreum", "gaeul", "gyeoul"),
    "82",
    (
        ("minjun", "seoyeon", "jihun", "haeun", "donghyun", "subin"),
        ("kim", "lee", "park", "choi", "jung", "yoon"),
    ),
)

F.reg(
    "onggi_kakaotalk_export_bimilbeonho",
    ("Documents/KakaoTalk_<<date>>_<<n4>>.txt", "Download/KakaoTalkChats_<<fa>>.txt"),
    """<<last>><<first>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

<<year>>년 10월 3일 오후 3:12, <<last>><<first2>> : 스마트스토어 판매자센터 아이디 <<user>>
<<year>>년 10월 3일 오후 3:12, <<last>><<first2>> : 비밀번호 <<cred>>
<<year>>년 10월 3일 오후 3:14, <<last>><<first>> : 감사합니다 김장독 상품 올릴게요
""",
    "human",
)

F.reg(
    "onggi_toss_payments_secret_key_js",
    ("<<org>>-shop/server/payments.js", "home/<<fa>>/shop/routes/confirm.js"),
    """const express = require("express");
const router = express.Router();

const TOSS_KEY = "<<cred>>";
const auth = "Basic " + Buffer.from(TOSS_KEY + ":").toString("base64");

router.post("/confirm", async (req, res) => {
  const r = await fetch("https://api.tosspayments.com/v1/payments/confirm", {
    method: "POST",
    headers: { Authorization: auth, "Content-Type": "application/json" },
    body: JSON.stringify(req.body),
  });
  res.status(r.status).json(await r.json());
});
module.exports = router;
""",
    "p:toss",
    syntax="",
)

F.reg(
    "onggi_kakao_map_rest_key_kotlin",
    (
        "app/src/main/java/kr/<<org>>/delivery/KakaoApi.kt",
        "<<fa>>/OnggiDelivery/app/src/main/java/KakaoLocal.kt",
    ),
    """package kr.jangdokmaru.delivery

import okhttp3.OkHttpClient
import okhttp3.Request

object KakaoApi {
    private const val REST_KEY = "<<cred>>"
    private val client = OkHttpClient()

    fun geocode(addr: String): String? {
        val req = Request.Builder()
            .url("https://dapi.kakao.com/v2/local/search/address.json?query=$addr")
            .header("Authorization", "KakaoAK $REST_KEY")
            .build()
        return client.newCall(req).execute().body?.string()
    }
}
""",
    "p:kakao",
    syntax="",
)

F.reg(
    "onggi_firing_chamber_xgt_plc_hmi_ini",
    ("HMI/<<fa>>/xgt_link.ini", "C:/GaMMA/gama<<n>>/plc_link.ini"),
    """[PLC]
Model=XGK-CPUS
IP=<<ip>>
Port=2004
[FTP_BACKUP]
Server=<<host>>
User=hmi<<n>>
Password=<<cred>>
Path=/backup/gama
""",
    "pw",
)

F.reg(
    "onggi_korean_email_hometax_bimilbeonho",
    ("Mail/세무사/<<date>>.eml", "Outlook/<<fa>>/hometax_<<n4>>.eml"),
    """From: <<last>><<first2>> <<<email2>>>
To: <<email>>
Subject: 홈택스 부서사용자 계정
Date: <<date>>
Content-Type: text/plain; charset=utf-8

사장님 안녕하세요.
전자세금계산서 발행용 부서사용자 계정 만들었습니다.

아이디: <<user>>
비밀번호: <<cred>>

로그인 후 꼭 변경해 주세요.
""",
    "human",
)

F.reg(
    "onggi_naver_commerce_api_bcrypt_salt_py",
    ("<<org>>_store/naver_api.py", "home/<<fa>>/smartstore/sync_orders.py"),
    """import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    ts = str(int(time.time() * 1000))
    h = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    sign = base64.b64encode(h).decode()
    r = requests.post(
        "https://api.commerce.naver.com/external/v1/oauth2/token",
        data={"client_id": CLIENT_ID, "timestamp": ts, "client_secret_sign": sign,
              "grant_type": "client_credentials", "type": "SELF"},
    )
    return r.json()["access_token"]
""",
    lambda rng, s: "$2a$04$" + F.draw(rng, "alnum:22", s),
    extra=lambda rng, s: s.update(cid=F.draw(rng, "alnum:22", s)),
)

F.reg(
    "onggi_yard_cctv_ffmpeg_rtsp_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n>>"),
    """ls /mnt/nas/cctv
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0" -t 60 -c copy jangdok_yard.mp4
ffplay jangdok_yard.mp4
df -h
""",
    "pw_url",
)

F.reg(
    "onggi_wholesale_accounts_csv_korean_headers",
    ("공유폴더/거래처_계정_<<year>>.csv", "Documents/<<fa>>/납품처.csv"),
    """거래처,사이트,아이디,비밀번호,담당자
<<orgc>> 본점,https://b2b.<<dom>>,<<user>>,<<cred>>,<<last>><<first>>
한살림 납품,https://supply.hansalim.kr,onggi<<n3>>,(문자로 받음),
""",
    "pw_alnum",
)
