"""Family n: an indie game studio in Yogyakarta, Indonesia (Indonesian, Javanese)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftysixth_spec import Fam

FAM = Fam(
    "yogyakarta_gamedev_studio",
    "yogame",
    ("borobudev", "gudegames", "malioborostudio", "parangtritis"),
    "co.id",
    (
        ("Rizky", "rizky"),
        ("Dewi", "dewi"),
        ("Bayu", "bayu"),
        ("Putri", "putri"),
        ("Adit", "adit"),
        ("Sekar", "sekar"),
        ("Wahyu", "wahyu"),
    ),
    (
        ("Pratama", "pratama"),
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Lestari", "lestari"),
        ("Nugroho", "nugroho"),
        ("Hidayat", "hidayat"),
    ),
    (
        "gudeg",
        "malioboro",
        "borobudur",
        "prambanan",
        "jogja",
        "merapi",
        "wayang",
        "batik",
        "kemarau",
        "hujan",
        "angkringan",
        "bakpia",
        "sate",
        "kopijoss",
        "tugu",
        "kraton",
        "gamelan",
        "ronggeng",
        "becak",
        "nasgor",
    ),
    ("mochi", "oyen", "belang", "cimol", "kuro", "gembul"),
    "Yogyakarta",
    "+62 274",
)

FAM.reg(
    "unity_playfab_developer_secret_key_cs",
    (
        "<<word>>-unity/Assets/Scripts/Server/PlayFabBootstrap.cs",
        "<<org>>-game/Assets/Editor/PlayFabAdmin.cs",
    ),
    """using PlayFab;
using UnityEngine;

// Hanya untuk tool admin di editor — JANGAN ikut ke build! (<<user>>)
public static class PlayFabBootstrap
{
    [RuntimeInitializeOnLoadMethod]
    static void Init()
    {
        PlayFabSettings.staticSettings.TitleId = "<<title>>";
#if UNITY_EDITOR || ENABLE_PLAYFABSERVER_API
        PlayFabSettings.staticSettings.DeveloperSecretKey = "<<cred>>";
#endif
        Debug.Log("PlayFab siap: " + PlayFabSettings.staticSettings.TitleId);
    }
}
""",
    "p:playfab",
    syntax="",
    extra=lambda rng, s: s.update(title=f"{rng.randint(0x10000, 0xFFFFF):X}"),
)

FAM.reg(
    "steamcmd_build_sh_login_password",
    ("<<word>>-unity/ci/upload_steam.sh", "<<org>>/tools/steam_upload_<<word>>.sh"),
    """#!/usr/bin/env bash
# Upload build ke Steam (depot <<n3>>1). Steam Guard sudah dimatikan untuk akun build.
set -e
BUILD_DIR="$(pwd)/Builds/Windows"
steamcmd +login <<org>>_build <<cred>> \\
  +run_app_build "$(pwd)/steam/app_build_<<n3>>0.vdf" \\
  +quit
echo "Selesai upload $BUILD_DIR"
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "midtrans_server_key_env_backend",
    ("<<org>>-backend/.env", "<<word>>-shop-api/.env.production"),
    """NODE_ENV=production
PORT=3000
DATABASE_URL=mysql://<<org>>@localhost:3306/<<word>>
# Midtrans (top-up koin dalam game)
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<n3>><<n3>><<n3>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: s.update(
        ck="".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(16)
        )
    ),
)


def _discord_export(s):
    obj = {
        "guild": {"id": str(s["ts"]) + "1234567", "name": f"{s['org']} studio"},
        "channel": {
            "id": str(s["ts"]) + "7654321",
            "type": "GuildTextChat",
            "category": "dev",
            "name": "build-android",
        },
        "messages": [
            {
                "id": str(s["ts"]) + "0001001",
                "type": "Default",
                "timestamp": f"{s['date']}T{s['t1']}+07:00",
                "content": "Mas, keystore buat rilis Play Store ada di drive, kata sandinya apa ya?",
                "author": {"id": "8123", "name": s["user"], "nickname": s["first"]},
            },
            {
                "id": str(s["ts"]) + "0001002",
                "type": "Default",
                "timestamp": f"{s['date']}T{s['t2']}+07:00",
                "content": f"kata sandi keystore sama key alias: {s['cred']} — jangan disebar ya",
                "author": {"id": "8124", "name": s["ub"], "nickname": s["fb"]},
            },
        ],
        "messageCount": 2,
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "discord_chat_exporter_json_kata_sandi_keystore",
    (
        "exports/<<org>> studio - dev - build-android [<<ts>>].json",
        "arsip/<<user>>/discord-build-<<date>>.json",
    ),
    _discord_export,
    "human",
)

FAM.reg(
    "android_keystore_properties_file",
    ("<<word>>-android/keystore.properties", "<<org>>-game/android/key.properties"),
    """storePassword=<<cred>>
keyPassword=<<cred>>
keyAlias=upload
storeFile=../keys/<<org>>-upload.jks
""",
    "pw",
    syntax="",
)

FAM.reg(
    "godot_export_presets_cfg_keystore_release_password",
    ("<<word>>-godot/export_presets.cfg", "<<org>>/<<word>>/export_presets.cfg"),
    """[preset.0]

name="Android"
platform="Android"
runnable=true
export_filter="all_resources"
export_path="build/<<word>>.aab"

[preset.0.options]

gradle_build/use_gradle_build=true
gradle_build/export_format=1
keystore/debug=""
keystore/debug_user=""
keystore/debug_password=""
keystore/release="res://keys/<<org>>-release.keystore"
keystore/release_user="<<org>>"
keystore/release_password="<<cred>>"
package/unique_name="id.<<org>>.<<word>>"
package/name="<<word>>"
version/code=<<n>>
version/name="1.<<n>>.0"
""",
    "pw_dq",
    syntax="",
)

FAM.reg(
    "xendit_secret_key_go_client",
    ("<<org>>-payments/internal/xendit/client.go", "<<word>>-server/pkg/payment/xendit.go"),
    """package xendit

import (
	"github.com/xendit/xendit-go/v6"
)

// TODO: baca dari env, sekarang hardcode biar cepat demo ke publisher
const secretKey = "<<cred>>"

func NewClient() *xendit.APIClient {
	return xendit.NewClient(secretKey)
}
""",
    "p:xendit",
    syntax="",
)

FAM.reg(
    "github_actions_butler_api_key_itch",
    ("<<word>>-godot/.github/workflows/itch.yml", "<<org>>-jam/.github/workflows/deploy-itch.yml"),
    """name: Rilis ke itch.io

on:
  push:
    tags: [ 'v*' ]

jobs:
  export:
    runs-on: ubuntu-latest
    container: barichello/godot-ci:4.2.2
    steps:
      - uses: actions/checkout@v4
      - run: mkdir -p build/web && godot --headless --export-release "Web" build/web/index.html
      - name: Upload ke itch
        env:
          BUTLER_API_KEY: <<cred>>
        run: butler push build/web <<org>>/<<word>>:html5 --userversion ${GITHUB_REF_NAME}
""",
    "alnum:40",
)
