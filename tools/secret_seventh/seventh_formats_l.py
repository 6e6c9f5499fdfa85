"""Audio and music production: Freesound, Keygen licensing in a plugin build, Auphonic, Dolby.io,
a Max patch, notarytool, SoundCloud, Mixcloud."""

from __future__ import annotations

import json
import random

from seventh_corpus import LOWER, Ctx, Out, an, b64, fill, fmt, hx, pick, uid

FAM = "audio_music_production"


@fmt(FAM, "freesound_client_set_token_positional")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40)
    text = fill(
        """
        import freesound

        client = freesound.FreesoundClient()
        client.set_token("<<key>>", "token")

        results = client.text_search(
            query="<<q>>", filter="duration:[0 TO 4] license:\\"Creative Commons 0\\"",
            fields="id,name,previews",
        )
        for sound in results:
            sound.retrieve_preview("samples/", sound.name + ".mp3")
        """,
        key=key,
        q=pick(rng, "vinyl crackle", "snare room", "field recording rain", "foley door"),
    )
    path = pick(rng, "tools/fetch_sounds.py", "freesound_pull.py", f"{c.slug}_kit/fetch.py")
    return Out(path, text, key)


@fmt(FAM, "keygen_product_token_cmake_compile_definition")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = "prod-" + hx(rng, 64) + "v3"
    plug = pick(rng, "GrainCloud", "TapeWarble", "OrbitVerb", f"{c.slug.capitalize()}Comp")
    text = fill(
        """
        cmake_minimum_required(VERSION 3.22)
        project(<<plug>> VERSION 1.4.2)

        add_subdirectory(JUCE)

        juce_add_plugin(<<plug>>
            COMPANY_NAME "<<org>>"
            PLUGIN_MANUFACTURER_CODE <<code>>
            PLUGIN_CODE <<pcode>>
            FORMATS AU VST3 Standalone
            PRODUCT_NAME "<<plug>>")

        target_compile_definitions(<<plug>> PRIVATE
            KEYGEN_ACCOUNT_ID="<<acct>>"
            KEYGEN_PRODUCT_TOKEN="<<tok>>"
            JUCE_WEB_BROWSER=0
            JUCE_USE_CURL=1)
        """,
        plug=plug,
        org=c.org,
        code=an(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        pcode=an(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        acct=uid(rng),
        tok=tok,
    )
    path = pick(rng, "CMakeLists.txt", f"plugins/{plug}/CMakeLists.txt", "juce/CMakeLists.txt")
    return Out(path, text, tok)


@fmt(FAM, "auphonic_simple_api_bearer_curl_preset")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        # master and publish a podcast episode through Auphonic
        set -euo pipefail
        EP="$1"
        curl -fsS -X POST https://auphonic.com/api/simple/productions.json \\
          -H "Authorization: bearer <<tok>>" \\
          -F "preset=<<preset>>" \\
          -F "title=<<show>> #${EP}" \\
          -F "input_file=@episodes/${EP}/raw.wav" \\
          -F "action=start"
        """,
        tok=tok,
        preset=an(rng, 22),
        show=pick(rng, "Late Shift", "Signal Path", "The Workbench", f"{c.org} Radio"),
    )
    path = pick(rng, "bin/master_episode.sh", "podcast/auphonic.sh", f"{c.slug}-pod/publish.sh")
    return Out(path, text, tok)


@fmt(FAM, "dolbyio_media_app_key_secret_node")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = b64(rng, 32)
    text = fill(
        """
        const APP_KEY = '<<key>>';
        const APP_SECRET = '<<sec>>';

        async function apiToken() {
          const basic = Buffer.from(`${APP_KEY}:${APP_SECRET}`).toString('base64');
          const res = await fetch('https://api.dolby.io/v1/auth/token', {
            method: 'POST',
            headers: {
              Authorization: `Basic ${basic}`,
              'Content-Type': 'application/x-www-form-urlencoded',
            },
            body: 'grant_type=client_credentials&expires_in=1800',
          });
          return (await res.json()).access_token;
        }

        module.exports = { apiToken };
        """,
        key=b64(rng, 16).rstrip("="),
        sec=sec,
    )
    path = pick(rng, "src/dolby.js", "enhance/auth.js", f"{c.slug}-audio/dolby.js")
    return Out(path, text, sec)


@fmt(FAM, "max_maxpat_json_maxurl_dict_authorization_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    url = f"https://{c.host('showctl', 'api')}/v1/cues/next"
    patch = {
        "patcher": {
            "fileversion": 1,
            "appversion": {"major": 8, "minor": 6, "revision": 2, "architecture": "x64"},
            "rect": [100.0, 100.0, 640.0, 480.0],
            "boxes": [
                {
                    "box": {
                        "id": "obj-1",
                        "maxclass": "newobj",
                        "text": "maxurl",
                        "numinlets": 1,
                        "numoutlets": 2,
                        "patching_rect": [40.0, 220.0, 52.0, 22.0],
                    }
                },
                {
                    "box": {
                        "id": "obj-2",
                        "maxclass": "message",
                        "text": f"dictionary req, set url {url}, append headers "
                        f'"Authorization: Bearer {tok}"',
                        "numinlets": 2,
                        "numoutlets": 1,
                        "patching_rect": [40.0, 120.0, 420.0, 22.0],
                    }
                },
            ],
            "lines": [{"patchline": {"source": ["obj-2", 0], "destination": ["obj-1", 0]}}],
        }
    }
    path = pick(rng, "patchers/cue_trigger.maxpat", "show/next_cue.maxpat", f"{c.slug}.maxpat")
    return Out(path, json.dumps(patch, indent=1) + "\n", tok, "json")


@fmt(FAM, "notarytool_submit_app_specific_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "-".join(an(rng, 4, LOWER) for _ in range(4))
    plug = pick(rng, "GrainCloud", "TapeWarble", "OrbitVerb", f"{c.slug.capitalize()}Amp")
    text = fill(
        """
        #!/bin/zsh
        # build, sign and notarize the macOS installer
        set -e
        pkgbuild --root build/<<plug>>_artefacts/Release --identifier com.<<slug>>.<<low>> <<+>>
        --version 1.4.2 build/<<plug>>-unsigned.pkg
        productsign --sign "Developer ID Installer: <<org>> (<<team>>)" <<+>>
        build/<<plug>>-unsigned.pkg dist/<<plug>>.pkg
        xcrun notarytool submit dist/<<plug>>.pkg --apple-id <<email>> --team-id <<team>> <<+>>
        --password <<s>> --wait
        xcrun stapler staple dist/<<plug>>.pkg
        """,
        plug=plug,
        slug=c.slug,
        low=plug.lower(),
        org=c.org,
        team=an(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        email=c.email,
        s=s,
    )
    path = pick(rng, "packaging/mac/package.sh", "scripts/notarize.sh", f"{c.slug}/release.zsh")
    return Out(path, text, s)


@fmt(FAM, "soundcloud_client_credentials_secret_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 32)
    text = fill(
        """
        import requests

        SOUNDCLOUD_CLIENT_ID = "<<cid>>"
        SOUNDCLOUD_CLIENT_SECRET = "<<sec>>"


        def token() -> str:
            r = requests.post(
                "https://secure.soundcloud.com/oauth/token",
                auth=(SOUNDCLOUD_CLIENT_ID, SOUNDCLOUD_CLIENT_SECRET),
                data={"grant_type": "client_credentials"},
                timeout=15,
            )
            return r.json()["access_token"]
        """,
        cid=an(rng, 32),
        sec=sec,
    )
    path = pick(rng, "uploader/soundcloud.py", "label/sc_auth.py", f"{c.slug}_releases/sc.py")
    return Out(path, text, sec)


@fmt(FAM, "mixcloud_upload_access_token_query_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 32)
    text = fill(
        """
        import requests

        ACCESS_TOKEN = "<<tok>>"


        def upload(mp3: str, name: str, tags: list[str]) -> dict:
            data = {"name": name}
            for i, t in enumerate(tags[:5]):
                data[f"tags-{i}-tag"] = t
            with open(mp3, "rb") as fh:
                r = requests.post(
                    f"https://api.mixcloud.com/upload/?access_token={ACCESS_TOKEN}",
                    data=data,
                    files={"mp3": fh},
                    timeout=600,
                )
            return r.json()
        """,
        tok=tok,
    )
    path = pick(rng, "radio/mixcloud_upload.py", "upload_show.py", f"{c.slug}_fm/mixcloud.py")
    return Out(path, text, tok)
