"""Video and real-time media platforms: LiveKit, Agora, Daily, Jitsi Meet, coturn, Janus, Mux."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import Ctx, Out, an, fill, fmt, hx, pick, pw, uid

F = "video_rtc_platforms"


@fmt(F, "livekit_server_yaml_keys_map_api_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "API" + an(rng, 12)
    s = an(rng, 43)
    text = fill(
        """
        port: 7880
        bind_addresses:
          - ""
        rtc:
          tcp_port: 7881
          port_range_start: 50000
          port_range_end: 60000
          use_external_ip: true
        redis:
          address: <<redis>>:6379
        turn:
          enabled: true
          domain: turn.<<dom>>
          tls_port: 5349
        keys:
          <<key>>: <<s>>
        """,
        redis=c.host("redis"),
        dom=c.domain,
        key=key,
        s=s,
    )
    return Out(
        pick(rng, "livekit.yaml", "deploy/livekit/config.yaml", f"infra/{c.short}/livekit.yaml"),
        text,
        s,
    )


@fmt(F, "agora_rtc_token_builder_app_certificate_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        import time

        from agora_token_builder import RtcTokenBuilder

        APP_ID = "<<app>>"
        APP_CERTIFICATE = "<<s>>"


        def rtc_token(channel: str, uid: int, ttl: int = 3600) -> str:
            expire = int(time.time()) + ttl
            return RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, 1, expire)
        """,
        app=hx(rng, 32),
        s=s,
    )
    return Out(
        pick(rng, "api/agora_tokens.py", "backend/rtc/token.py", f"{c.short}_live/agora.py"),
        text,
        s,
    )


@fmt(F, "daily_co_rest_api_key_bearer_create_room")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64)
    text = fill(
        """
        const DAILY_API_KEY = "<<s>>";

        export async function createRoom(name) {
          const res = await fetch("https://api.daily.co/v1/rooms", {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Authorization: `Bearer ${DAILY_API_KEY}`,
            },
            body: JSON.stringify({
              name,
              privacy: "private",
              properties: { exp: Math.floor(Date.now() / 1000) + 3600, enable_chat: true },
            }),
          });
          return res.json();
        }
        """,
        s=s,
    )
    return Out(
        pick(rng, "src/lib/daily.js", "server/rooms.mjs", f"apps/{c.short}-telehealth/daily.js"),
        text,
        s,
    )


@fmt(F, "jitsi_meet_docker_env_jwt_app_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        # docker-jitsi-meet .env
        CONFIG=~/.jitsi-meet-cfg
        HTTP_PORT=8000
        HTTPS_PORT=8443
        TZ=Europe/Berlin
        PUBLIC_URL=https://meet.<<dom>>
        ENABLE_AUTH=1
        AUTH_TYPE=jwt
        JWT_APP_ID=<<short>>_meet
        JWT_APP_SECRET=<<s>>
        JWT_ACCEPTED_ISSUERS=<<short>>_portal
        JWT_ACCEPTED_AUDIENCES=jitsi
        ENABLE_GUESTS=0
        """,
        dom=c.domain,
        short=c.short,
        s=s,
    )
    return Out(pick(rng, "docker-jitsi-meet/.env", "jitsi/.env", f"meet-{c.short}/.env"), text, s)


@fmt(F, "coturn_turnserver_conf_static_auth_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 64)
    text = fill(
        """
        listening-port=3478
        tls-listening-port=5349
        fingerprint
        use-auth-secret
        static-auth-secret=<<s>>
        realm=turn.<<dom>>
        total-quota=100
        bps-capacity=0
        stale-nonce=600
        cert=/etc/letsencrypt/live/turn.<<dom>>/fullchain.pem
        pkey=/etc/letsencrypt/live/turn.<<dom>>/privkey.pem
        no-multicast-peers
        denied-peer-ip=10.0.0.0-10.255.255.255
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "etc/turnserver.conf",
            "coturn/turnserver.conf",
            f"matrix/{c.short}/turnserver.conf",
        ),
        text,
        s,
    )


@fmt(F, "janus_jcfg_general_admin_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        general: {
        <<TAB>>configs_folder = "/opt/janus/etc/janus"
        <<TAB>>plugins_folder = "/opt/janus/lib/janus/plugins"
        <<TAB>>transports_folder = "/opt/janus/lib/janus/transports"
        <<TAB>>debug_level = 4
        <<TAB>>admin_secret = "<<s>>"
        <<TAB>>server_name = "<<short>>-janus"
        <<TAB>>session_timeout = 60
        }

        nat: {
        <<TAB>>stun_server = "stun.<<dom>>"
        <<TAB>>stun_port = 3478
        <<TAB>>nice_debug = false
        }
        """,
        s=s,
        short=c.short,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "opt/janus/etc/janus/janus.jcfg",
            "janus/janus.jcfg",
            f"deploy/{c.short}/janus.jcfg",
        ),
        text,
        s,
    )


@fmt(F, "mux_node_sdk_token_id_token_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tid = uid(rng)
    s = an(rng, 75, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    text = fill(
        """
        import Mux from "@mux/mux-node";

        const mux = new Mux({
          tokenId: "<<tid>>",
          tokenSecret: "<<s>>",
        });

        export async function createUpload() {
          return mux.video.uploads.create({
            cors_origin: "https://studio.<<dom>>",
            new_asset_settings: { playback_policy: ["signed"] },
          });
        }
        """,
        tid=tid,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, "src/server/mux.ts", "lib/video.ts", f"apps/{c.short}-studio/mux.ts"), text, s
    )
