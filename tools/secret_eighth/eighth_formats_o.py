"""Game development and modding tools: SteamCMD builds, itch.io butler, CurseForge, Nexus Mods,
Modrinth (Minotaur), Nakama, Roblox Open Cloud (rbxcloud)."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import base64
import random

from eighth_corpus import SYM_SH, Ctx, Out, an, b64, fill, fmt, pick, pw

F = "gamedev_modding_tools"
BCRYPT = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


@fmt(F, "steamcmd_run_app_build_login_user_password_args")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SH)
    app = rng.randint(1_000_000, 2_900_000)
    text = fill(
        """
        #!/usr/bin/env bash
        # Upload the Windows depot to the beta branch
        set -euo pipefail
        cd "$(dirname "$0")/../steam/ContentBuilder"
        ./builder_linux/steamcmd.sh \\
          +login <<short>>_builder '<<s>>' \\
          +run_app_build "$PWD/scripts/app_build_<<app>>.vdf" \\
          +quit
        """,
        short=c.short,
        s=s,
        app=app,
    )
    return Out(
        pick(rng, "tools/steam_upload.sh", "build/deploy_steam.sh", f"ci/{c.short}-steam.sh"),
        text,
        s,
    )


@fmt(F, "itch_butler_push_api_key_env_gitlab_job")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    game = pick(rng, "moonlit-harbor", "tiny-forge", "starfall-courier")
    text = fill(
        """
        stages: [export, publish]

        publish:itch:
          stage: publish
          image: dosowisko/butler
          variables:
            BUTLER_API_KEY: "<<s>>"
          script:
            - butler push build/windows <<short>>/<<game>>:windows --userversion "$CI_COMMIT_TAG"
            - butler push build/linux <<short>>/<<game>>:linux --userversion "$CI_COMMIT_TAG"
          rules:
            - if: $CI_COMMIT_TAG
        """,
        s=s,
        short=c.short,
        game=game,
    )
    return Out(
        pick(rng, ".gitlab-ci.yml", f"{game}/.gitlab-ci.yml", "ci/itch.gitlab-ci.yml"), text, s
    )


@fmt(F, "curseforge_core_api_key_bcrypt_shaped_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "$2a$10$" + an(rng, 53, BCRYPT)
    text = fill(
        """
        import requests

        CF_API_KEY = '<<s>>'
        GAME_ID = 432  # Minecraft


        def search_mods(query: str) -> list[dict]:
            r = requests.get(
                "https://api.curseforge.com/v1/mods/search",
                params={"gameId": GAME_ID, "searchFilter": query, "pageSize": 20},
                headers={"Accept": "application/json", "x-api-key": CF_API_KEY},
                timeout=20,
            )
            r.raise_for_status()
            return r.json()["data"]
        """,
        s=s,
    )
    return Out(
        pick(rng, "launcher/curseforge.py", "modpack/cf_api.py", f"{c.short}_pack/curseforge.py"),
        text,
        s,
    )


@fmt(F, "nexusmods_apikey_header_python_download_links")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = f"{b64(rng, 60)}--{b64(rng, 12)}--{b64(rng, 16)}"
    text = fill(
        """
        import requests

        NEXUS_APIKEY = "<<s>>"
        S = requests.Session()
        S.headers.update({"apikey": NEXUS_APIKEY, "Application-Name": "<<short>>-modsync", "Application-Version": "0.3.1"})


        def download_links(game: str, mod_id: int, file_id: int) -> list[str]:
            url = f"https://api.nexusmods.com/v1/games/{game}/mods/{mod_id}/files/{file_id}/download_link.json"
            return [x["URI"] for x in S.get(url, timeout=30).json()]
        """,
        s=s,
        short=c.short,
    )
    return Out(
        pick(rng, "modsync/nexus.py", "tools/nexus_download.py", f"{c.short}_mods/nexus_api.py"),
        text,
        s,
    )


@fmt(F, "modrinth_minotaur_gradle_kts_token_mrp")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "mrp_" + an(rng, 60)
    text = fill(
        """
        plugins {
            id("fabric-loom") version "1.7-SNAPSHOT"
            id("com.modrinth.minotaur") version "2.+"
        }

        modrinth {
            token.set("<<s>>")
            projectId.set("<<proj>>")
            versionNumber.set(project.version.toString())
            versionType.set("release")
            uploadFile.set(tasks.remapJar)
            gameVersions.addAll("1.20.6", "1.21")
            loaders.add("fabric")
        }
        """,
        s=s,
        proj=an(rng, 8),
    )
    return Out(
        pick(rng, "build.gradle.kts", f"{c.short}-mod/build.gradle.kts", "fabric/build.gradle.kts"),
        text,
        s,
    )


@fmt(F, "nakama_server_config_yml_console_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        name: nakama-<<short>>
        data_dir: "./data/"
        logger:
          level: "INFO"
        session:
          token_expiry_sec: 7200
        socket:
          server_key: "<<short>>_server"
        runtime:
          js_entrypoint: "build/index.js"
        console:
          port: 7351
          username: "admin"
          password: "<<s>>"
        """,
        short=c.short,
        s=s,
    )
    return Out(
        pick(rng, "nakama/config.yml", "server/data/config.yml", f"backend/{c.short}/nakama.yml"),
        text,
        s,
    )


@fmt(F, "rbxcloud_experience_publish_api_key_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    raw = rng.randbytes(rng.randint(180, 260))
    s = base64.b64encode(raw).decode()
    text = fill(
        """
        name: Publish place
        on:
          push:
            tags: ["v*"]
        jobs:
          publish:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: ok-nick/setup-aftman@v0.4.2
              - run: rojo build default.project.json -o game.rbxl
              - run: >
                  rbxcloud experience publish
                  --filename game.rbxl
                  --place-id <<place>>
                  --universe-id <<uni>>
                  --version-type published
                  --api-key "<<s>>"
        """,
        place=rng.randint(10**9, 10**11),
        uni=rng.randint(10**9, 10**10),
        s=s,
    )
    return Out(
        pick(
            rng,
            ".github/workflows/publish.yml",
            ".github/workflows/release.yaml",
            f".github/workflows/{c.short}-place.yml",
        ),
        text,
        s,
    )
