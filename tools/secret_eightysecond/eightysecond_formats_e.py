# ruff: noqa: E501
"""Family e: a mobile-game studio in Vietnam (Hà Nội); Vietnamese, Unity, Firebase, App Store
Connect keys, MoMo in-app payments, fastlane, Telegram and Zalo chats."""

from __future__ import annotations

import json
import random

from eightysecond_spec import Fam, enc_json_u

F = Fam(
    name="mobilegame_studio_hanoi",
    prefix="mgstudio",
    orgs=("trochoivui", "rongvang", "lotusplay", "hoguomgames", "phogames"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Thảo", "thao"),
        ("Quân", "quan"),
        ("Ngọc", "ngoc"),
        ("Tuấn", "tuan"),
        ("Trang", "trang"),
        ("Đức", "duc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
    ),
    words=(
        "hanoi",
        "phobo",
        "banhmi",
        "caphe",
        "hoankiem",
        "rongvang",
        "matkhau",
        "yeuem",
        "saigon",
        "tetnguyendan",
        "conmeo",
        "ngoisao",
        "bachkhoa",
        "trasua",
        "buncha",
        "haiphong",
        "vinhhalong",
        "sapa",
        "chill",
        "gamedev",
    ),
    pets=("milu", "vang", "mimi", "bong", "cun", "na", "mit", "xoai"),
    cc="+84 9",
    surname_first=True,
)

F.reg(
    "unity_push_service_cs_fcm_server_key",
    (
        "<<org>>-client/Assets/Scripts/Services/PushService.cs",
        "Client/Assets/_Game/Scripts/Net/FcmSender_v<<n>>.cs",
    ),
    """using System.Net.Http;
using System.Text;
using UnityEngine;

// Gửi thông báo "sự kiện Tết" từ tool nội bộ
public static class FcmSender
{
    private const string ServerKey = "<<cred>>";
    private const string Url = "https://fcm.googleapis.com/fcm/send";

    public static async void Send(string topic, string title, string body)
    {
        using var client = new HttpClient();
        client.DefaultRequestHeaders.TryAddWithoutValidation("Authorization", "key=" + ServerKey);
        var json = "{\\"to\\":\\"/topics/" + topic + "\\",\\"notification\\":{\\"title\\":\\"" + title + "\\",\\"body\\":\\"" + body + "\\"}}";
        var res = await client.PostAsync(Url, new StringContent(json, Encoding.UTF8, "application/json"));
        Debug.Log("FCM: " + res.StatusCode);
    }
}
""",
    cred="p:fcm",
    syntax="",
)

F.reg(
    "appstore_connect_authkey_p8_file",
    ("ci/keys/AuthKey_<<hx8>>AB.p8", "fastlane/AuthKey_<<n2>>XK9P.p8"),
    "<<cred>>\n",
    cred="ec:8",
    syntax="",
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 1001,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": s["full"],
            "from_id": f"user{s['n2']}11",
            "text": "Ai có mật khẩu tài khoản Google Play Console không? Mình cần upload bản 1.4.2",
        },
        {
            "id": 1002,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": s["full2"],
            "from_id": f"user{s['n2']}22",
            "text": [
                "tài khoản: ",
                {"type": "email", "text": f"publish@{s['dom']}"},
                f"\nmật khẩu: {s['cred']}",
            ],
        },
        {
            "id": 1003,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": s["full"],
            "from_id": f"user{s['n2']}11",
            "text": "ok cảm ơn anh, xong mình báo",
        },
    ]
    return json.dumps(
        {
            "name": f"{s['orgc']} - Release",
            "type": "private_group",
            "id": s["n2"] * 1000,
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "telegram_json_export_mat_khau_play_console",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/telegram_release_<<n>>/result.json",
    ),
    _tg,
    cred="human",
)

F.reg(
    "momo_iap_gateway_dotenv",
    ("<<org>>-payment-gateway/.env", "services/momo-bridge-<<n>>/.env.prod"),
    """# Cổng thanh toán MoMo cho gói kim cương
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
MOMO_PARTNER_CODE=MOMO<<hx8>>
MOMO_ACCESS_KEY=<<n2>>F8BBA842ECF8
MOMO_SECRET_KEY=<<cred>>
MOMO_IPN_URL=https://pay.<<dom>>/momo/ipn
MOMO_REDIRECT_URL=https://<<dom>>/nap-kim-cuong/xong
""",
    cred="p:momo",
    syntax="",
)

F.reg(
    "android_release_gradle_properties_keystore",
    ("android/gradle.properties", "Builds/Android/<<org>>/gradle.properties"),
    """org.gradle.jvmargs=-Xmx4096M
android.useAndroidX=true
unityStreamingAssets=.unity3d
RELEASE_STORE_FILE=../keystore/<<org>>-release.jks
RELEASE_KEY_ALIAS=<<org>>
RELEASE_STORE_PASSWORD=<<cred>>
RELEASE_KEY_PASSWORD=<<cred>>
""",
    cred="human",
    syntax="",
)


def _vi_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(("Rồng", "Phở", "Hồ", "Mèo", "Trăng", "Sữa", "Gấu", "Đào"))
    w2 = rng.choice(("Vàng", "Đêm", "Xanh", "Nhỏ", "Hà", "Mới"))
    return f"{w}{w2}{rng.randint(10, 2026)}{rng.choice('!@.#')}"


def _json_u(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_json_u(s["cred"])


def _dec_json_u(text: str) -> str:
    return json.loads(text)["analytics"]["warehouse"]["password"]


F.reg(
    "analytics_export_json_unicode_escaped",
    ("tools/analytics/config.json", "ops/<<login>>/bq_export.json"),
    """{
  "project": "<<org>>-prod",
  "analytics": {
    "source": "firebase",
    "warehouse": {
      "driver": "postgres",
      "host": "<<host>>",
      "user": "analyst_<<fa>>",
      "password": "<<enc>>",
      "database": "events"
    }
  },
  "note": "xu\\u1ea5t d\\u1eef li\\u1ec7u h\\u00e0ng ng\\u00e0y"
}
""",
    cred=_vi_pw,
    extra=_json_u,
    decode=_dec_json_u,
)

F.reg(
    "fastlane_env_match_password",
    ("<<org>>-ios/fastlane/.env.default", "projects/<<org>>/ios/fastlane/.env"),
    """FASTLANE_USER=ios@<<dom>>
FASTLANE_ITC_TEAM_ID=<<n2>>88121
MATCH_GIT_URL=git@gitlab.<<dom>>:mobile/certificates.git
MATCH_PASSWORD="<<cred>>"
FASTLANE_SKIP_UPDATE_CHECK=1
APP_IDENTIFIER=vn.<<org>>.game
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "zalo_copied_chat_mat_khau_server",
    ("Desktop/zalo_<<date>>.txt", "notes/chat_staging_<<n>>.txt"),
    """<<full>> <<hm>>
Anh ơi server staging bị khoá rồi, mật khẩu root mới là gì ạ?

<<full2>> <<hm2>>
<<cred>>

<<full2>> <<hm2>>
dùng xong nhớ xoá tin nhắn nhé em
""",
    cred="pw_bare",
    syntax="",
)
