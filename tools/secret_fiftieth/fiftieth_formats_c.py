# ruff: noqa: E501
"""Family c: a Guyanese mobile-banking app team near Stabroek market, Georgetown."""

from __future__ import annotations

import json

from fiftieth_spec import Fam, rsa_pem

F = Fam(
    "stabroek_mobile_banking",
    orgs=("demerarapay", "essequibofin", "kaieteurbank", "berbicecredit"),
    tld="com.gy",
    first=(
        "devon",
        "shaniza",
        "ravindra",
        "keisha",
        "omar",
        "nadira",
        "jermaine",
        "alana",
        "trevon",
    ),
    last=("persaud", "singh", "ramsaroop", "dasilva", "mcdonald", "khan", "baptiste", "gonsalves"),
    words=(
        "demerara",
        "essequibo",
        "kaieteur",
        "berbice",
        "pepperpot",
        "metemgee",
        "mashramani",
        "kiskadee",
        "rupununi",
        "lethem",
        "bartica",
    ),
    svcs=("wallet", "cards", "transfers", "kyc", "onboarding", "loans", "billpay"),
    cc="592",
    tz="America/Guyana",
)

F.reg(
    "stabroek_android_build_gradle_signing_store_password",
    ("android/app/build.gradle", "apps/<<svc>>-android/app/build.gradle"),
    """plugins {
    id 'com.android.application'
    id 'org.jetbrains.kotlin.android'
    id 'com.google.gms.google-services'
}

android {
    namespace 'gy.com.<<org>>.<<svc>>'
    compileSdk 34

    defaultConfig {
        applicationId "gy.com.<<org>>.<<svc>>"
        minSdk 24
        targetSdk 34
        versionCode <<nn>>
        versionName "<<ver>>"
    }

    signingConfigs {
        release {
            storeFile file("../keystore/<<org>>-release.jks")
            storePassword "<<cred>>"
            keyAlias "<<org>>-upload"
            keyPassword "<<cred>>"
        }
    }

    buildTypes {
        release {
            minifyEnabled true
            signingConfig signingConfigs.release
            proguardFiles getDefaultProguardFile('proguard-android-optimize.txt'), 'proguard-rules.pro'
        }
    }
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "stabroek_fastlane_dotenv_match_password",
    ("ios/fastlane/.env", "apps/<<svc>>-ios/fastlane/.env.default"),
    """FASTLANE_USER=<<email>>
FASTLANE_TEAM_ID=<<hex8>>
MATCH_GIT_URL=git@github.com:<<org>>/ios-certificates.git
MATCH_PASSWORD=<<cred>>
MATCH_TYPE=appstore
APP_IDENTIFIER=gy.com.<<org>>.<<svc>>
SLACK_URL=
""",
    "pw",
)


def _fb_sa(s: dict) -> str:
    sa = {
        "type": "service_account",
        "project_id": f"{s['org']}-{s['svc']}",
        "private_key_id": s["sha"],
        "private_key": s["key"] + "\n",
        "client_email": f"firebase-adminsdk-{s['hex8'][:5]}@{s['org']}-{s['svc']}.iam.gserviceaccount.com",
        "client_id": str(s["ts"]) + str(s["nn"]) + "0123",
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(sa, indent=2) + "\n"


def _fb_extra(r, s):
    key = rsa_pem(r, pkcs8=True)
    s["key"] = key
    s["needle"] = key.replace("\n", "\\n")


F.reg(
    "stabroek_firebase_adminsdk_service_account_json",
    (
        "backend/<<svc>>/firebase-adminsdk.json",
        "functions/<<org>>-<<svc>>-firebase-adminsdk-<<short>>.json",
    ),
    _fb_sa,
    "pw",
    extra=_fb_extra,
)

F.reg(
    "stabroek_react_native_env_production_plaid_secret",
    ("mobile/.env.production", "apps/<<svc>>/.env.production"),
    """API_BASE_URL=https://api.<<dom>>/mobile/v2
APP_ENV=production
PLAID_ENV=production
PLAID_CLIENT_ID=<<hex8>><<short>>a1b2c3d4e
PLAID_SECRET=<<cred>>
SENTRY_DSN=https://<<hex8>>@o<<nn>>.ingest.sentry.io/<<nn>>
CODEPUSH_KEY_ANDROID=
""",
    "p:plaid",
)

F.reg(
    "stabroek_core_banking_soap_wsse_request_log",
    ("logs/<<svc>>-gateway-<<date>>.log", "var/log/<<org>>/corebank-adapter.log"),
    """<<date>> <<time>>,112 INFO  [http-nio-8080-exec-<<n>>] c.g.<<svc>>.CoreBankClient - calling AccountInquiry for 00<<nn>>
<<date>> <<time>>,113 DEBUG [http-nio-8080-exec-<<n>>] o.a.c.s.SOAPLoggingHandler - Outbound Message
---------------------------
Address: https://<<host>>/FCUBSAccService/FCUBSAccService
Payload: <soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header><wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"><wsse:UsernameToken><wsse:Username>MOBAPP_<<svc>></wsse:Username><wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText"><<cred>></wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header><soapenv:Body><QUERYACC_IOFS_REQ><FCUBS_HEADER><SOURCE>MOBILE</SOURCE><BRANCH>0<<n>></BRANCH></FCUBS_HEADER></QUERYACC_IOFS_REQ></soapenv:Body></soapenv:Envelope>
---------------------------
<<date>> <<time>>,398 INFO  [http-nio-8080-exec-<<n>>] c.g.<<svc>>.CoreBankClient - AccountInquiry ok in 285 ms
""",
    "pw_xml",
)

F.reg(
    "stabroek_ios_release_xcconfig_hmac_key",
    ("ios/Config/Release.xcconfig", "apps/<<svc>>-ios/Configs/Production.xcconfig"),
    """// Production build settings for the <<svc>> app
#include "Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig"

PRODUCT_BUNDLE_IDENTIFIER = gy.com.<<org>>.<<svc>>
API_HOST = api.<<dom>>
MOBILE_API_HMAC_KEY = <<cred>>
CERT_PIN_SHA256 = <<short>>
""",
    "hex:64",
)

F.reg(
    "stabroek_creolese_teams_chat_uat_login",
    ("notes/teams-chat-uat-<<date>>.txt", "support/chats/<<svc>>-uat-<<date>>.txt"),
    """[<<ddmm>> <<hm>>] <<fcap>> <<lcap>>
wah gwaan, QA cyaan log in pon di UAT build again

[<<ddmm>> <<hm>>] <<first2>>
mi reset am. use <<user>>.qa an di password fuh UAT is <<cred>>

[<<ddmm>> <<hm>>] <<fcap>> <<lcap>>
aright, it wukkin now. tanks bai 👍
""",
    "human",
)

F.reg(
    "stabroek_bitrise_yml_appcenter_api_token",
    ("bitrise.yml", "apps/<<svc>>/bitrise.yml"),
    """format_version: "13"
default_step_lib_source: https://github.com/bitrise-io/bitrise-steplib.git
project_type: react-native
app:
  envs:
  - PROJECT_LOCATION: android
  - MODULE: app
  - APPCENTER_OWNER: <<org>>
  - APPCENTER_API_TOKEN: <<cred>>
workflows:
  release:
    steps:
    - git-clone@8: {}
    - yarn@0:
        inputs:
        - command: install
    - android-build@1:
        inputs:
        - variant: release
    - appcenter-deploy-android@2:
        inputs:
        - app_name: <<svc>>-android
        - distribution_group: QA
""",
    "hex:40",
)
