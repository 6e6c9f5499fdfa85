# ruff: noqa: E501
"""Family o: a hot-air balloon ride company at Luye Gaotai, Taitung (Taiwan; Traditional
Chinese)."""

from __future__ import annotations

import base64

from eightythird_spec import Fam, after, alnum, uuid4

F = Fam(
    name="taitung_hot_air_balloon_rides_taiwan",
    orgs=("taitungsky", "luyeballoon", "gaotaiflight", "formosaqiqiu"),
    tld="com.tw",
    first=(
        ("志明", "chihming"),
        ("淑芬", "shufen"),
        ("家豪", "chiahao"),
        ("怡君", "yichun"),
        ("俊傑", "chunchieh"),
        ("雅婷", "yating"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("李", "lee"),
        ("王", "wang"),
    ),
    words=(
        "taitung",
        "luye",
        "gaotai",
        "dulan",
        "alishan",
        "taroko",
        "formosa",
        "xiaolongbao",
        "bubbletea",
        "kenting",
        "pingan",
        "sunmoon",
        "qiqiu",
        "hualien",
        "yushan",
        "mango",
    ),
    pets=("doudou", "maru", "niuniu", "qiuqiu", "lucky", "money"),
    cc="886",
    places=("鹿野高台", "池上", "關山", "台東市", "都蘭"),
    regs=("B-BLN01", "B-LUYE2", "B-HAB07", "B-QQ003", "B-GT055"),
    tz="+0800",
)


def _line(s):
    wd = "一二三四五六日"[int(s["d"]) % 7]
    return (
        f"[LINE] 與{s['orgc']}地勤群組的聊天記錄\n儲存日期：{s['y']}/{s['mo']}/{s['d']} {s['hm']}\n\n"
        f"{s['y']}/{s['mo']}/{s['d']}（{wd}）\n"
        f"{s['hm']}\t{s['last']}{s['first']}\t明天清晨 5:30 集合，{s['place']}風速要再確認\n"
        f"{s['hm']}\t{s['first2']}\t售票系統的密碼是什麼？我登不進去\n"
        f"{s['hm2']}\t{s['last']}{s['first']}\t帳號 {s['user']}\n"
        f"{s['hm2']}\t{s['last']}{s['first']}\t密碼 {s['cred']}\n"
        f"{s['hm2']}\t{s['first2']}\t好了，謝謝 🎈\n"
    )


F.reg(
    "taitung_line_chat_export_mima_ticket_system",
    ("line/[LINE]地勤群組_<<nn>>.txt", "chats/line_ground_crew_<<date>>.txt"),
    _line,
    "human",
    syntax="",
)

F.reg(
    "taitung_ecpay_aio_checkout_php_hash_key",
    ("shop/config/ecpay.php", "tickets/<<org>>/ecpay_<<nn>>.php"),
    """<?php
// 綠界 ECPay 全方位金流 – 熱氣球搭乘券
return [
    'MerchantID' => '3<<nn>>27',
    'HashKey'    => '<<cred>>',
    'HashIV'     => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL'  => 'https://<<dom>>/ecpay/return',
];
""",
    "p:ecpay",
    extra=lambda rng, s: s.update(iv=alnum(rng, 16)),
    syntax="",
)

F.reg(
    "taitung_line_messaging_bot_channel_access_token",
    ("linebot/app.py", "bots/<<org>>_weather_bot_<<nn>>.py"),
    '''"""LINE 官方帳號：每天清晨推播是否可以升空。"""

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

CHANNEL_ACCESS_TOKEN = "<<cred>>"
GROUP_ID = "C<<gid>>"

config = Configuration(access_token=CHANNEL_ACCESS_TOKEN)
with ApiClient(config) as client:
    MessagingApi(client).push_message(
        PushMessageRequest(to=GROUP_ID, messages=[TextMessage(text="今天鹿野高台 6:00 可升空 🎈")])
    )
''',
    "p:line",
    extra=lambda rng, s: s.update(gid=alnum(rng, 32, "0123456789abcdef")),
)

F.reg(
    "taitung_cwa_opendata_wind_js_authorization_key",
    ("web/src/wind.js", "dashboard/<<org>>/cwa_wind_<<nn>>.js"),
    """// 中央氣象署開放資料：鹿野測站風速
const CWA_KEY = "<<cred>>";

export async function windNow() {
  const url = `https://opendata.cwa.gov.tw/api/v1/rest/datastore/O-A0001-001?Authorization=${CWA_KEY}&StationName=鹿野`;
  const data = await (await fetch(url)).json();
  return data.records.Station[0].WeatherElement.WindSpeed;
}
""",
    lambda rng, fam, s: "CWA-" + uuid4(rng).upper(),
    syntax="",
)


def _b64mail(rng, s):
    body = (
        f"{s['first2']} 您好：\n\n票務後台帳號已開通，請於旺季前登入確認場次。\n"
        f"網址：https://admin.{s['dom']}\n帳號：{s['fa2']}\n密碼：{s['cred']}\n\n"
        f"{s['last']}{s['first']} 敬上\n{s['orgc']} 熱氣球\n"
    )
    raw = base64.b64encode(body.encode()).decode()
    s["enc"] = "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


def _dec_b64mail(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode()
    return after("密碼：")(plain)


F.reg(
    "taitung_chinese_email_base64_body_mima",
    ("mail/寄件備份/<<date>>_票務後台_<<nn>>.eml", "mail/<<fa>>/admin_account_<<nn>>.eml"),
    lambda s: (
        f"From: {s['email']}\nTo: {s['email2']}\nSubject: =?UTF-8?B?56Wo5YuZ5b6M5Y+w5biz6Jmf?=\nDate: {s['rfc']}\n"
        f'MIME-Version: 1.0\nContent-Type: text/plain; charset="UTF-8"\nContent-Transfer-Encoding: base64\n\n{s["enc"]}\n'
    ),
    "human",
    extra=_b64mail,
    decode=_dec_b64mail,
    syntax="",
)

F.reg(
    "taitung_photo_kiosk_net_use_batch",
    ("kiosk/map_photos_<<nn>>.bat", "pc/<<place>>/startup_<<nn>>.bat"),
    """@echo off
rem 拍照亭開機：連接 NAS 相片資料夾
net use P: \\\\<<ip>>\\balloon_photos /user:kiosk <<cred>> /persistent:no
start "" "C:\\PhotoKiosk\\kiosk.exe" --folder P:\\<<date>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "taitung_staff_handover_note_wifi_next_line",
    ("notes/交接_<<date>>.txt", "staff/<<fa>>_交班_<<nn>>.txt"),
    """交班事項 <<date>>
- 球皮 <<reg>> 下午送修（燒焦一小塊）
- 瓦斯桶 6 支已灌滿
- 售票亭 WiFi
<<orgc>>_Ticket
<<cred>>
- 明天團體 32 人，5:15 報到
""",
    "human",
    syntax="",
)

F.reg(
    "taitung_newebpay_dotenv_hash_key",
    ("tickets/.env", "apps/<<org>>-shop/.env.production"),
    """# 藍新金流 NewebPay MPG
NEWEBPAY_MERCHANT_ID=MS<<nn>><<nn>>
NEWEBPAY_HASH_KEY=<<cred>>
NEWEBPAY_HASH_IV=<<iv>>
NEWEBPAY_URL=https://core.newebpay.com/MPG/mpg_gateway
""",
    "alnum:32",
    extra=lambda rng, s: s.update(iv=alnum(rng, 16)),
    syntax="",
)
