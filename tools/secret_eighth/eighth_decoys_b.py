"""Decoys (2/2): public identifiers, shipped defaults and look-alikes of this corpus's encodings."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import base64
import codecs
import hashlib
import random

from eighth_corpus import Ctx, Decoy, an, decoy, fill, hx, uid


def _d(path: str, text: str, why: str) -> Decoy:
    return Decoy(path, fill(text).encode(), why)


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "etc/monitrc.pam",
        """
        set httpd port 2812 and
            use address 127.0.0.1
            allow localhost
            allow @monitadmins readonly
        """,
        "Monit httpd limited to localhost and a PAM group: no user:password pair",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "etc/graylog/sidecar/sidecar.example.yml",
        """
        server_url: "https://graylog.internal:9000/api/"
        # server_api_token: ""
        node_id: "file:/etc/graylog/sidecar/node-id"
        update_interval: 10
        """,
        "Graylog Sidecar config with the API token commented out and empty",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "android/app/google-services.json",
        f"""
        {{
          "project_info": {{
            "project_number": "{rng.randint(10**11, 10**12)}",
            "project_id": "{c.short}-app",
            "storage_bucket": "{c.short}-app.appspot.com"
          }},
          "client": [{{
            "client_info": {{
              "mobilesdk_app_id": "1:{rng.randint(10**11, 10**12)}:android:{hx(rng, 22)}",
              "android_client_info": {{"package_name": "com.{c.short}.app"}}
            }},
            "api_key": [{{"current_key": "AIza{an(rng, 35)}"}}]
          }}],
          "configuration_version": "1"
        }}
        """,
        "Firebase google-services.json: the AIza key is a client API key compiled into every APK "
        "and restricted by package/SHA; arguable, since the same shape is a secret server-side",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "web/onesignal-init.js",
        f"""
        window.OneSignalDeferred = window.OneSignalDeferred || [];
        OneSignalDeferred.push(async function (OneSignal) {{
          await OneSignal.init({{ appId: "{uid(rng)}" }});
        }});
        """,
        "OneSignal web SDK init with the public app id (UUID); the REST API key is not here",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "Packages/manifest.json",
        f"""
        {{
          "dependencies": {{"com.{c.short}.netcode": "2.1.0", "com.unity.inputsystem": "1.7.0"}},
          "scopedRegistries": [
            {{"name": "{c.org}", "url": "https://upm.{c.domain}", "scopes": ["com.{c.short}"]}}
          ]
        }}
        """,
        "Unity manifest.json with a scoped registry URL; the auth token would be in "
        "~/.upmconfig.toml",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "envs/ci/.condarc",
        """
        channels:
          - conda-forge
          - bioconda
        channel_priority: strict
        """,
        "conda channel list of public channels, no /t/<token>/ segment",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "ci/pdm-config.keyring.toml",
        f"""
        [repository.private]
        url = "https://pypi.{c.domain}/simple/"
        username = "{c.user}"
        # password stored with: pdm config repository.private.password (kept in the OS keyring)
        """,
        "PDM repository with url and username only; the password is in the keyring",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "project/repositories",
        f"""
        [repositories]
          local
          nexus-releases: https://nexus.{c.domain}/repository/maven-releases/
          maven-central
        """,
        "sbt/coursier repositories file with URLs only, no credentials",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "Desktop/Docs.url",
        """
        [InternetShortcut]
        URL=https://docs.python.org/3/library/configparser.html
        IconIndex=0
        """,
        "Windows Internet shortcut to public documentation, no userinfo or token",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "playlists/radio.m3u",
        """
        #EXTM3U
        #EXTINF:-1,SomaFM Groove Salad
        https://ice1.somafm.com/groovesalad-128-mp3
        #EXTINF:-1,Radio Paradise
        https://stream.radioparadise.com/aac-320
        """,
        "M3U playlist of public radio streams: no Xtream username/password path",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "feeds/public.opml",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0">
          <head><title>public feeds</title></head>
          <body>
            <outline type="rss" text="LWN.net" xmlUrl="https://lwn.net/headlines/rss"/>
            <outline type="rss" text="Python Insider" xmlUrl="https://blog.python.org/feeds/posts/default"/>
          </body>
        </opml>
        """,
        "OPML export of public feeds without tokens",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "tools/steam_download_server.sh",
        """
        #!/bin/sh
        ./steamcmd.sh +force_install_dir /srv/game +login anonymous +app_update 896660 validate +quit
        """,
        "SteamCMD with `+login anonymous` (dedicated-server download): no account password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "fabric/build.env.gradle.kts",
        """
        modrinth {
            token.set(System.getenv("MODRINTH_TOKEN"))
            projectId.set("AANobbMI")
            versionType.set("release")
        }
        """,
        "Minotaur config reading the Modrinth token from the environment; projectId is public",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    files = ",\n".join(
        f'    {{"projectID": {rng.randint(200000, 900000)}, "fileID": {rng.randint(10**6, 6 * 10**6)}, "required": true}}'
        for _ in range(3)
    )
    return _d(
        "modpack/manifest.json",
        '{\n  "minecraft": {"version": "1.20.1", "modLoaders": [{"id": "forge-47.2.0", "primary": true}]},\n'
        '  "manifestType": "minecraftModpack",\n  "name": "Harbor Pack",\n  "files": [\n'
        + files
        + "\n  ]\n}\n",
        "CurseForge modpack manifest: numeric project and file ids, no API key",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "deploy/livekit/config.keyfile.yaml",
        """
        port: 7880
        rtc:
          tcp_port: 7881
          use_external_ip: true
        key_file: /etc/livekit/keys.yaml
        """,
        "LiveKit config pointing at a key file mounted at run time; no inline keys map",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "coturn/turnserver.conf.dist",
        """
        listening-port=3478
        fingerprint
        # use-auth-secret
        # static-auth-secret=north
        realm=turn.local
        """,
        "coturn's shipped sample: `static-auth-secret=north` is the documented example value and "
        "commented out; arguable by design",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "jitsi/.env.noauth",
        """
        PUBLIC_URL=https://meet.local
        ENABLE_AUTH=0
        JWT_APP_ID=
        JWT_APP_SECRET=
        """,
        "Jitsi .env with authentication disabled and the JWT secret empty",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "web/src/agora.config.js",
        f"""
        export const AGORA_APP_ID = "{hx(rng, 32)}";
        export const TOKEN_SERVER = "/api/rtc-token";
        """,
        "Agora App ID used by the browser client (public); the App Certificate stays server-side. "
        "Arguable: 32 hex under an ID name",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "HelpdeskBot/appsettings.msi.json",
        f"""
        {{
          "MicrosoftAppType": "UserAssignedMSI",
          "MicrosoftAppId": "{uid(rng)}",
          "MicrosoftAppPassword": "",
          "MicrosoftAppTenantId": "{uid(rng)}"
        }}
        """,
        "Bot Framework app using a user-assigned managed identity: MicrosoftAppPassword is empty",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "janus/janus.jcfg.sample",
        """
        general: {
            configs_folder = "/opt/janus/etc/janus"
            #admin_secret = "janusoverlord"
            #api_secret = "janusrocks"
        }
        """,
        "Janus sample config with the documented example secrets commented out; arguable",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "etc/emqx.default.conf",
        """
        dashboard {
          listeners.http {
            bind = 18083
          }
          default_username = "admin"
          default_password = "public"
        }
        """,
        "EMQX's shipped default dashboard login admin/public, changed on first sign-in; arguable",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    mac = ":".join(f"{b:02x}" for b in rng.randbytes(6))
    return _d(
        "lua/device_id.lua",
        f"""
        local function unhex(s)
          return (s:gsub("..", function(h) return string.char(tonumber(h, 16)) end))
        end

        -- magic header of the sensor frames: "SNSR" followed by version 2
        local FRAME_MAGIC = unhex("534e535202")
        local DEFAULT_MAC = "{mac}"
        return {{ magic = FRAME_MAGIC, mac = DEFAULT_MAC }}
        """,
        'Lua unhex() of a frame magic ("SNSR\\x02"), same idiom as the encoded format, no secret',
    )


@decoy
def _(rng: random.Random) -> Decoy:
    gif = base64.b64encode(
        bytes.fromhex(
            "47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b"
        )
    ).decode()
    return _d(
        "app/helpers/pixel.php",
        f"""
        <?php
        header('Content-Type: image/gif');
        echo base64_decode('{gif}');
        """,
        "PHP base64_decode of a 1x1 transparent GIF tracking pixel",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "src/vectors.rs",
        """
        #[test]
        fn sha256_abc() {
            let want = hex::decode("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad").unwrap();
            assert_eq!(sha256(b"abc").to_vec(), want);
        }
        """,
        'Rust hex::decode of the published SHA-256("abc") test vector',
    )


@decoy
def _(rng: random.Random) -> Decoy:
    der = bytes.fromhex("302a300506032b6570032100") + rng.randbytes(32)
    return _d(
        "src/main/kotlin/Verify.kt",
        f"""
        package com.harbor.sync

        import java.util.Base64

        object Verify {{
            // Ed25519 public key of the update server (SubjectPublicKeyInfo, DER)
            val updateKey: ByteArray = Base64.getDecoder().decode("{base64.b64encode(der).decode()}")
        }}
        """,
        "Kotlin Base64 decode of an Ed25519 SubjectPublicKeyInfo: a public key",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    joke = codecs.encode("Why did the chicken cross the road", "rot13")
    return _d(
        "bin/fortune-rot13.sh",
        f"""
        #!/bin/sh
        # spoiler-protected riddle of the day
        echo '{joke}' | tr 'A-Za-z' 'N-ZA-Mn-za-m'
        """,
        "Shell rot13 pipeline decoding a riddle, same idiom as the encoded format, no secret",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    digest = hashlib.sha256(b"release-2024.3.tar.gz").hexdigest()
    return _d(
        "db/checks/artifact_sha.sql",
        f"""
        -- expected checksum of the deployed artifact
        SELECT CASE WHEN sha = LOWER(RAWTOHEX(HEXTORAW('{digest.upper()}')))
               THEN 'ok' ELSE 'mismatch' END AS status
          FROM deployed_artifacts WHERE name = 'release-2024.3.tar.gz';
        """,
        "Oracle HEXTORAW of a SHA-256 artifact checksum, not a credential",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "alerts/keystore.php",
        f"""
        <?php
        // Threema public keys of the alert recipients (from the Gateway's /pubkeys lookup)
        return [
            '{an(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}' => '{hx(rng, 64)}',
            '{an(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}' => '{hx(rng, 64)}',
        ];
        """,
        "Threema Gateway public-key store: recipients' public keys; arguable, 64 hex look like "
        "secrets",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "docs/teamviewer-rollout.md",
        f"""
        # TeamViewer rollout

        The MSI takes `CUSTOMCONFIGID={an(rng, 7, "abcdefghijklmnopqrstuvwxyz0123456789")}` (our
        branded module). The assignment id is **not** in this repository: the deploy job reads it
        from the `tv-assignment-id` item in the {c.org} vault.
        """,
        "Rollout notes naming a TeamViewer custom config id (a public branding id) and pointing "
        "to the vault for the assignment id",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "docs/bbb-api-checksum.md",
        f"""
        # Calling the BigBlueButton API

        checksum = sha1(callName + queryString + securitySalt)

        For `create` with `name=Test+Meeting&meetingID=abc123` the request looks like:

            /bigbluebutton/api/create?name=Test+Meeting&meetingID=abc123&checksum={hx(rng, 40)}

        The salt itself comes from `bbb-conf --secret` on the server.
        """,
        "BBB API docs with a request checksum (a SHA-1 of the call), not the shared salt",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        ".github/workflows/publish-place.yml",
        """
        name: Publish place
        on: workflow_dispatch
        jobs:
          publish:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - run: rbxcloud experience publish --filename game.rbxl --place-id 1818 --universe-id 9090 --version-type published --api-key "$RBX_API_KEY"
                env:
                  RBX_API_KEY: ${{ secrets.RBX_API_KEY }}
        """,
        "rbxcloud publish step with the API key from GitHub Actions secrets",
    )
