# ruff: noqa: E501
"""Family m: an indie game studio in Sapporo (Japan), in Japanese (and Filipino, its
outsourced QA team)."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, alnum

FAM = Fam(
    "gamedev_sapporo_indie",
    ("yukimoripix",),
    "jp",
    (
        "haruto|陽翔",
        "yui|結衣",
        "sota|颯太",
        "mei|芽依",
        "riku|陸",
        "hina|陽菜",
        "kaito|海斗",
        "sakura|さくら",
    ),
    ("sato|佐藤", "takahashi|高橋", "watanabe|渡辺", "ito|伊藤", "yamamoto|山本", "nakamura|中村"),
    (
        "yukimori",
        "jingisukan",
        "susukino",
        "hokkaido",
        "korokke",
        "kitsune",
        "pixel",
        "otaru",
        "ramen",
        "shiroi",
    ),
    "81",
    "札幌",
)

FAM.reg(
    "yukimori_unity_android_build_ps1_keystore",
    ("BuildTools/build_android_<<n>>.ps1", "ci/<<org>>/Build-Android.ps1"),
    """# Android リリースビルド (Google Play 提出用)
$ErrorActionPreference = "Stop"
$Unity = "C:\\Program Files\\Unity\\Hub\\Editor\\2022.3.<<nn>>f1\\Editor\\Unity.exe"
$Project = "D:\\Projects\\<<orgc>>"

& $Unity -batchmode -quit -nographics `
  -projectPath $Project `
  -executeMethod BuildScript.BuildAndroidRelease `
  -keystorePath "$Project\\Keystore\\<<org>>_release.keystore" `
  -keystorePass "<<cred>>" `
  -keyaliasName "<<org>>" `
  -keyaliasPass "<<cred>>" `
  -logFile "$Project\\Logs\\build_android.log"

Write-Host "ビルド完了: $Project\\Builds\\Android"
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "yukimori_steamcmd_upload_bat_login",
    ("steam/upload_<<n>>.bat", "tools/steampipe/run_build_<<org>>.bat"),
    """@echo off
rem Steam へビルドをアップロード (デフォルトブランチには自動で設定しない)
cd /d %~dp0
builder\\steamcmd.exe +login <<org>>_builder <<cred>> +run_app_build ..\\scripts\\app_build_<<appid>>.vdf +quit
if errorlevel 1 (
  echo アップロード失敗
  pause
)
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"appid": 2000000 + rng.randint(0, 999999)},
)

FAM.reg(
    "yukimori_unreal_defaultengine_eos_client_secret",
    ("Config/DefaultEngine.ini", "<<orgc>>Game/Config/DefaultEngine_<<n>>.ini"),
    """[/Script/EngineSettings.GameMapsSettings]
GameDefaultMap=/Game/Maps/Title.Title
EditorStartupMap=/Game/Maps/Title.Title

[/Script/OnlineSubsystemEOS.EOSSettings]
CacheDir=CacheDir
DefaultArtifactName=<<orgc>>Live
bEnableOverlay=True
bEnableSocialOverlay=True
+Artifacts=(ArtifactName="<<orgc>>Live",ClientId="xyza7891<<cid>>",ClientSecret="<<cred>>",ProductId="<<hexa>>",SandboxId="<<hexb>>",DeploymentId="<<hexc>>",EncryptionKey="<<enckey>>")

[OnlineSubsystem]
DefaultPlatformService=EOS
""",
    lambda rng: alnum(rng, 43, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/"),
    syntax="ini",
    extra=lambda rng, s: {
        "cid": alnum(rng, 24, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "hexa": alnum(rng, 32, "0123456789abcdef"),
        "hexb": alnum(rng, 32, "0123456789abcdef"),
        "hexc": alnum(rng, 32, "0123456789abcdef"),
        "enckey": alnum(rng, 64, "0123456789ABCDEF"),
    },
)


def _slack(s):
    return json.dumps(
        [
            {
                "type": "message",
                "user": "U0" + s["hex8"].upper(),
                "text": "Nintendo Developer Portal のアカウント、パスワード変わった？ログインできない",
                "ts": f"17{s['n']:05d}10.000300",
                "user_profile": {"real_name": s["name"]},
            },
            {
                "type": "message",
                "user": "U1" + s["hex8"].upper(),
                "text": f"先週変えました。ID は dev@{s['dom']}、パスワードは {s['cred']} です（2段階認証のコードは私に聞いてください）",
                "ts": f"17{s['n']:05d}44.000400",
                "user_profile": {"real_name": s["name2"]},
            },
        ],
        ensure_ascii=False,
        indent=2,
    )


FAM.reg(
    "yukimori_slack_export_pasuwado_devportal",
    ("slack_export/開発/<<date>>.json", "slack-<<org>>/dev-console/<<date>>.json"),
    _slack,
    "human",
)

FAM.reg(
    "yukimori_filipino_qa_messenger_password_build",
    ("qa/messenger_qa_manila_<<n>>.txt", "outsourcing/cebu_qa/chat_<<ymd>>.txt"),
    """<<name>> (<<time>>): Hi team! Bagong build na sa TestFlight, pero kailangan nyo muna mag-login sa QA portal
Jerome Dela Cruz (<<time>>): Sige po. Ano po yung password ng QA account?
<<name>> (<<time2>>): username: qa_manila
<<name>> (<<time2>>): password: <<cred>>
Jerome Dela Cruz (<<time2>>): Salamat po! Simulan na namin yung regression mamaya 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "yukimori_email_pasuwado_nas_gaichuu",
    ("mail/送信済み/外注_NAS_<<n>>.eml", "Mail/Sent/outsource_nas_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: art@studio-<<word>>.jp
Subject: =?UTF-8?B?44Ki44K744OD44OI57SN5ZOB55SoTkFT44Gu44Ki44Kr44Km44Oz44OI?=
Date: Thu, <<d>> Feb <<year>> <<time>>:12 +0900
Content-Type: text/plain; charset=UTF-8

<<word>> スタジオ 御中

いつもお世話になっております。<<orgc>> の<<name>>です。

背景アセットの納品用に、弊社 NAS のアカウントを発行しました。

URL: https://nas.<<dom>>:5001
ユーザー名: studio_<<word>>
パスワード: <<cred>>

初回ログイン後、パスワードの変更をお願いいたします。
よろしくお願いいたします。
""",
    "pw",
    syntax="",
)

FAM.reg(
    "yukimori_github_actions_checkout_pat_yaml",
    (".github/workflows/build.yml", ".github/workflows/unity-build-<<n>>.yml"),
    """name: Unity ビルド

on:
  push:
    branches: [main]

jobs:
  build:
    runs-on: self-hosted
    steps:
      - uses: actions/checkout@v4
        with:
          lfs: true
          submodules: recursive
          token: <<cred>>
      - uses: game-ci/unity-builder@v4
        env:
          UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
        with:
          targetPlatform: StandaloneWindows64
""",
    "p:github",
)

FAM.reg(
    "yukimori_playfab_developer_secret_cs",
    ("Assets/Scripts/Server/PlayFabAdminConfig.cs", "Tools/<<orgc>>Admin/PlayFabConfig_<<n>>.cs"),
    """// ランキングのリセット用 (エディタ専用ツール)
#if UNITY_EDITOR
using PlayFab;

public static class PlayFabAdminConfig
{
    public const string TitleId = "<<title>>";
    public const string DeveloperSecretKey = "<<cred>>";

    public static void Apply()
    {
        PlayFabSettings.staticSettings.TitleId = TitleId;
        PlayFabSettings.staticSettings.DeveloperSecretKey = DeveloperSecretKey;
    }
}
#endif
""",
    lambda rng: alnum(rng, 52, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    syntax="",
    extra=lambda rng, s: {"title": alnum(rng, 5, "ABCDEF0123456789")},
)
