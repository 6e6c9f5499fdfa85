# ruff: noqa: E501
"""Family e: a mobile-game studio in Cyberjaya (Malaysia): Malay, English and Chinese."""

from __future__ import annotations

import json
import random

from fortyeighth_spec import Fam, alnum, ec_pem, rsa_pem

F = Fam(
    "cyberjaya_mobile_game_studio",
    "cyberjaya",
    ("jayagames", "pixeltropika", "sunnyboxstudio", "kancilplay"),
    "com.my",
    ("aiman", "nurul", "wei", "siti", "hafiz", "mei", "arjun", "farah", "jun", "aisyah"),
    ("rahman", "tan", "ismail", "lim", "subramaniam", "abdullah", "wong", "yusof"),
    (
        "kancil",
        "durian",
        "rambutan",
        "ketupat",
        "nasilemak",
        "wau",
        "gasing",
        "harimau",
        "pelangi",
        "bulan",
        "teh",
        "roti",
    ),
    "60",
    ("Cyberjaya", "Putrajaya", "Bangsar", "Petaling Jaya", "Puchong"),
)

F.reg(
    "android_keystore_properties_signing",
    ("<<word>>-run/android/keystore.properties", "games/<<org>>-<<n>>/keystore.properties"),
    """# Upload key for Google Play (do not lose!)
storeFile=../keys/<<org>>-upload.jks
storePassword=<<cred>>
keyAlias=upload
keyPassword=<<cred>>
""",
    "pw",
)

F.reg(
    "playfab_cloudscript_developer_secret_cs",
    ("Server/Assets/Scripts/PlayFabAdmin_<<n>>.cs", "<<word>>-server/PlayFabBootstrap.cs"),
    """using PlayFab;
using PlayFab.ServerModels;
using UnityEngine;

public class PlayFabBootstrap : MonoBehaviour
{
    // Title <<hex8>> (<<wordc>> Run, live)
    private const string TitleId = "<<hex8>>";
    private const string DeveloperSecretKey = "<<cred>>";

    void Awake()
    {
        PlayFabSettings.staticSettings.TitleId = TitleId;
        PlayFabSettings.staticSettings.DeveloperSecretKey = DeveloperSecretKey;
    }

    public void GrantDailyReward(string playFabId)
    {
        PlayFabServerAPI.AddUserVirtualCurrency(
            new AddUserVirtualCurrencyRequest { PlayFabId = playFabId, VirtualCurrency = "GM", Amount = 50 },
            r => Debug.Log("granted"), e => Debug.LogError(e.GenerateErrorReport()));
    }
}
""",
    "p:playfab",
)

F.reg(
    "malay_discord_export_kata_laluan",
    ("discord/<<org>> - release - <<date>>.txt", "exports/discord_qa_<<n>>.txt"),
    """==============================================================
Guild: <<orgc>> Studio
Channel: release / build-qa
==============================================================

[<<dmys>> <<time>>] <<first>>_<<last>>
Sape ada akaun tester untuk App Store Connect? Nak upload build <<n>>.

[<<dmys>> <<time>>] <<first2>>.dev
guna akaun bersama: release@<<dom>>

[<<dmys>> <<time2>>] <<first2>>.dev
kata laluan: <<cred>>

[<<dmys>> <<time2>>] <<first2>>.dev
2FA masuk ke phone saya, WhatsApp je nanti

[<<dmys>> <<time2>>] <<first>>_<<last>>
ok terima kasih bro 🙏
""",
    "human",
)


def _asp(rng: random.Random, s: dict) -> str:
    return "-".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4))


F.reg(
    "fastlane_env_app_specific_password",
    ("<<word>>-run/fastlane/.env.default", "ios/<<org>>-<<n>>/fastlane/.env"),
    """FASTLANE_USER=release@<<dom>>
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=<<cred>>
FASTLANE_ITC_TEAM_ID=<<n5>><<n3>>
MATCH_GIT_URL=git@bitbucket.org:<<org>>/certificates.git
APP_IDENTIFIER=my.<<org>>.<<word>>
""",
    _asp,
)

F.reg(
    "firebase_fcm_legacy_server_key_node",
    ("functions/<<word>>_push.js", "backend/<<org>>-notify/index.js"),
    """const fetch = require('node-fetch');

// Legacy HTTP API (belum migrate ke v1 lagi)
const FCM_SERVER_KEY = '<<cred>>';

async function pushEvent(topic, title, body) {
  const res = await fetch('https://fcm.googleapis.com/fcm/send', {
    method: 'POST',
    headers: {
      Authorization: `key=${FCM_SERVER_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ to: `/topics/${topic}`, notification: { title, body } }),
  });
  return res.json();
}

module.exports = { pushEvent };
""",
    "p:fcm",
)


def _sa(rng: random.Random, s: dict) -> None:
    key = rsa_pem(rng, pkcs8=True) + "\n"
    s["needle"] = key.replace("\n", "\\n")
    doc = {
        "type": "service_account",
        "project_id": f"{s['org']}-play-{s['n3']}",
        "private_key_id": s["hex40"],
        "private_key": key,
        "client_email": f"play-publisher@{s['org']}-play-{s['n3']}.iam.gserviceaccount.com",
        "client_id": str(100000000000000000000 + s["n5"] * 9973),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "universe_domain": "googleapis.com",
    }
    s["doc"] = json.dumps(doc, indent=2) + "\n"


F.reg(
    "google_play_publisher_service_account_json",
    ("<<word>>-run/fastlane/play-store-<<n>>.json", "ci/<<org>>-play-publisher.json"),
    "<<doc>>",
    "hex:8",
    extra=_sa,
)


def _p8(rng: random.Random, s: dict) -> None:
    key = ec_pem(rng, pkcs8=True)
    s["needle"] = key.replace("\n", "\\n")
    doc = {
        "key_id": alnum(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "issuer_id": s["uuid"],
        "key": key,
        "duration": 1200,
        "in_house": False,
    }
    s["doc"] = json.dumps(doc, indent=2) + "\n"


F.reg(
    "app_store_connect_p8_api_key_json",
    ("<<word>>-run/fastlane/asc_api_key_<<n>>.json", "ios/<<org>>/AuthKey_<<n3>>.json"),
    "<<doc>>",
    "hex:8",
    extra=_p8,
)

F.reg(
    "steamcmd_build_upload_bat",
    ("tools/steam_upload_<<n>>.bat", "<<word>>-pc/build/upload_steam.bat"),
    """@echo off
REM Upload PC build ke Steam (branch beta)
set STEAMCMD=C:\\steamworks_sdk\\tools\\ContentBuilder\\builder\\steamcmd.exe
set SCRIPT=C:\\steamworks_sdk\\tools\\ContentBuilder\\scripts\\app_build_<<n5>><<n>>.vdf
%STEAMCMD% +login <<org>>_builder <<cred>> +run_app_build %SCRIPT% +quit
if %ERRORLEVEL% neq 0 echo GAGAL upload & pause
""",
    "pw_bare",
)
