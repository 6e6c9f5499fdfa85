"""Family f: mobile-app developers in Da Nang, Vietnam (Vietnamese)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftysixth_corpus import rsa_pem
from fiftysixth_spec import Fam, hexs, prov

FAM = Fam(
    "danang_mobile_appdevs",
    "dnapp",
    ("songhanapps", "hoianmobile", "maivietsoft", "nonnuocdev"),
    "vn",
    (
        ("Nguyễn Minh", "minh"),
        ("Trần Thu", "thu"),
        ("Lê Hoàng", "hoang"),
        ("Phạm Ngọc", "ngoc"),
        ("Võ Thanh", "thanh"),
        ("Đặng Quốc", "quoc"),
        ("Huỳnh Mai", "mai"),
    ),
    (
        ("Anh", "anh"),
        ("Hà", "ha"),
        ("Tuấn", "tuan"),
        ("Linh", "linh"),
        ("Dũng", "dung"),
        ("Trang", "trang"),
    ),
    (
        "danang",
        "songhan",
        "mykhe",
        "banhmi",
        "phobo",
        "caphe",
        "hoian",
        "nonnuoc",
        "bachdang",
        "cauvang",
        "mienquang",
        "xuan",
        "thu",
        "mua",
        "bienxanh",
        "lotus",
        "saigon",
        "hanoi",
        "bongda",
        "tetnguyendan",
    ),
    ("milu", "vang", "mun", "bong", "lucky", "na"),
    "Đà Nẵng",
    "+84 236",
)

FAM.reg(
    "android_gradle_properties_release_keystore",
    ("<<org>>-app/android/gradle.properties", "<<word>>-shop-android/gradle.properties"),
    """org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g -Dfile.encoding=UTF-8
android.useAndroidX=true
android.enableJetifier=true
kotlin.code.style=official
android.nonTransitiveRClass=true

# Ký bản release (keystore để trong Drive chung của team)
RELEASE_STORE_FILE=../keystores/<<org>>-release.jks
RELEASE_STORE_PASSWORD=<<cred>>
RELEASE_KEY_ALIAS=<<org>>
RELEASE_KEY_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)


def _sa_json(s):
    obj = {
        "type": "service_account",
        "project_id": f"{s['org']}-{s['word']}-{s['n3']}",
        "private_key_id": s["sha40"],
        "private_key": s["pem"] + "\n",
        "client_email": f"firebase-adminsdk-{s['sha7'][:5]}@{s['org']}-{s['word']}-{s['n3']}.iam.gserviceaccount.com",
        "client_id": s["cid"],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk-{s['sha7'][:5]}%40{s['org']}-{s['word']}-{s['n3']}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(obj, indent=2) + "\n"


def _sa_extra(rng, s):
    s["pem"] = rsa_pem(rng, 2048, pkcs8=True)
    s["cid"] = str(rng.randint(10**20, 9 * 10**20))
    s["needle"] = json.dumps(s["pem"] + "\n")[1:-1]


FAM.reg(
    "flutter_firebase_adminsdk_service_account_json",
    (
        "<<org>>_flutter/functions/serviceAccountKey.json",
        "<<word>>_app/assets/firebase-adminsdk-<<sha7>>.json",
    ),
    _sa_json,
    "pw_alnum",
    extra=_sa_extra,
)

FAM.reg(
    "fastlane_env_match_password_apple_id",
    ("<<org>>-ios/fastlane/.env.default", "<<word>>-app/ios/fastlane/.env"),
    """# Fastlane — dùng chung cho cả team iOS
FASTLANE_USER=<<email>>
FASTLANE_TEAM_ID=<<team>>
MATCH_GIT_URL=git@gitlab.<<dom>>:mobile/certificates.git
MATCH_PASSWORD=<<cred>>
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=<<asp>>
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: s.update(team=hexs(rng, 10, upper=True), asp=prov(rng, "app_specific")),
)


def _fixture_decode(text: str) -> str:
    return json.loads(text)["users"][0]["password"]


def _vn_pw(rng, s):
    base = rng.choice(("MậtKhẩu", "ĐàNẵng", "HộiAn", "SôngHàn", "PhởBò", "CàPhê", "MỹKhê"))
    return f"{base}{rng.randint(1, 9999)}{rng.choice('@!#.')}{rng.choice(('', 'xin', 'vn', 'ok'))}"


def _fixture(s):
    obj = {
        "users": [
            {
                "id": 1,
                "email": f"admin@{s['dom']}",
                "name": f"{s['first']} {s['last']}",
                "password": s["cred"],
                "role": "admin",
            },
            {
                "id": 2,
                "email": s["email_b"],
                "name": f"{s['fb']} {s['lb']}",
                "password_hash": "$2b$12$" + s["sha40"][:22] + s["sha40"][:31],
                "role": "staff",
            },
        ],
        "env": "staging",
        "base_url": f"https://staging-api.{s['dom']}",
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "e2e_fixture_users_json_ascii_escaped_password",
    (
        "<<org>>-app/integration_test/fixtures/users.json",
        "<<word>>-mobile/e2e/fixtures/staging_users.json",
    ),
    _fixture,
    _vn_pw,
    decode=_fixture_decode,
)


def _eas(s):
    obj = {
        "cli": {"version": ">= 10.0.0", "appVersionSource": "remote"},
        "build": {
            "development": {"developmentClient": True, "distribution": "internal"},
            "preview": {"distribution": "internal", "channel": "preview"},
            "production": {
                "channel": "production",
                "autoIncrement": True,
                "env": {
                    "EXPO_PUBLIC_API_URL": f"https://api.{s['dom']}",
                    "SENTRY_ORG": s["org"],
                    "SENTRY_PROJECT": f"{s['word']}-app",
                    "SENTRY_AUTH_TOKEN": s["cred"],
                },
            },
        },
        "submit": {"production": {"ios": {"appleId": s["email"], "ascAppId": str(s["ts"])}}},
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "expo_eas_json_sentry_auth_token",
    ("<<org>>-rn/eas.json", "<<word>>-expo/eas.json"),
    _eas,
    "p:sentry",
)

FAM.reg(
    "ios_info_plist_google_maps_key",
    ("<<org>>-ios/<<word>>/Info.plist", "ios/Runner/Info.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string><<word>></string>
	<key>CFBundleIdentifier</key>
	<string>vn.<<org>>.<<word>></string>
	<key>CFBundleShortVersionString</key>
	<string>2.<<n>>.0</string>
	<key>GMSApiKey</key>
	<string><<cred>></string>
	<key>NSLocationWhenInUseUsageDescription</key>
	<string>Ứng dụng cần vị trí để tìm cửa hàng gần bạn</string>
	<key>UIApplicationSupportsIndirectInputEvents</key>
	<true/>
</dict>
</plist>
""",
    "p:google",
)

FAM.reg(
    "flutter_dart_env_onesignal_rest_key",
    ("<<org>>_flutter/lib/core/env.dart", "<<word>>_app/lib/config/app_env.dart"),
    """// Cấu hình môi trường — KHÔNG commit file này (đã thêm vào .gitignore từ hôm <<date>>)
class AppEnv {
  static const String apiBaseUrl = 'https://api.<<dom>>/v2';
  static const String oneSignalAppId = '<<uuid>>';
  static const String oneSignalRestApiKey =
      '<<cred>>';
  static const String zaloAppId = '<<n3>><<n3>><<n3>>';
}
""",
    "p:onesignal",
    syntax="",
)


def _vn_chat(s):
    return (
        f"{s['dmy']} {s['m1']} - {s['first']} {s['last']}: a ơi app bị reject rồi, em cần upload lại build lên App Store\n"
        f"{s['dmy']} {s['m2']} - {s['fb']} {s['lb']}: dùng tài khoản Apple ID chung nhé: {s['email']}\n"
        f"{s['dmy']} {s['m3']} - {s['fb']} {s['lb']}: mật khẩu ứng dụng (app-specific) cho Transporter: {s['cred']}\n"
        f"{s['dmy']} {s['m4']} - {s['first']} {s['last']}: ok a, em upload xong báo lại\n"
    )


FAM.reg(
    "vietnamese_chat_mat_khau_app_specific",
    ("zalo-export/<<org>>-mobile/<<date>>.txt", "notes/<<user>>/chat-ios-release-<<n>>.txt"),
    _vn_chat,
    "p:app_specific",
)
