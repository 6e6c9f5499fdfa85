# ruff: noqa: E501 (embedded files keep their real long lines)
"""nvr_camera_stream_relays: NVR software, RTSP relays and camera clients."""

from __future__ import annotations

import random
import re
from urllib.parse import quote, unquote

from tenth_corpus import SYM_JSON, SYM_SQ, SYM_URL, Ctx, Out, fill, fmt, pick, pw, words_pw

FAM = "nvr_camera_stream_relays"
CAMS = ("front_door", "driveway", "garage", "backyard", "loading_dock", "lobby", "parking_north")


def _rtsp_path(rng: random.Random) -> str:
    return pick(
        rng,
        "/Streaming/Channels/101",
        "/cam/realmonitor?channel=1&subtype=0",
        "/h264Preview_01_main",
        "/stream1",
        "/live/ch00_0",
    )


def _go2rtc_decode(text: str) -> str:
    m = re.search(r"rtsp://admin:([^@\s]+)@", text)
    assert m
    return unquote(m.group(1))


@fmt(FAM, "go2rtc_yaml_streams_rtsp_percent_encoded_password", decode=_go2rtc_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#$%^&*()", nsym=rng.randint(1, 3))
    cam = rng.choice(CAMS)
    text = fill(
        """
        api:
          listen: ":1984"

        rtsp:
          listen: ":8554"

        streams:
          <<cam>>:
            - rtsp://admin:<<enc>>@<<ip>>:554<<path>>
            - "ffmpeg:<<cam>>#audio=opus"
          <<cam>>_sub:
            - rtsp://admin:<<enc>>@<<ip>>:554<<sub>>

        webrtc:
          candidates:
            - <<ip2>>:8555
        """,
        cam=cam,
        enc=quote(secret, safe=""),
        ip=c.ip(),
        path=_rtsp_path(rng),
        sub=pick(rng, "/Streaming/Channels/102", "/h264Preview_01_sub", "/stream2"),
        ip2=c.ip(),
    )
    path = pick(rng, "go2rtc.yaml", "config/go2rtc.yaml", f"homelab/{c.short}/go2rtc/go2rtc.yaml")
    return Out(path, text, secret)


@fmt(FAM, "motion_camera_conf_netcam_userpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#$%^&*()-_.+=")
    n = rng.randint(1, 6)
    cam = rng.choice(CAMS)
    text = fill(
        """
        # @name <<cam>>
        # @enabled on
        camera_id <<n>>
        camera_name <<cam>>
        netcam_url rtsp://<<ip>>:554<<path>>
        netcam_userpass admin:<<secret>>
        netcam_keepalive on
        width 1920
        height 1080
        framerate 10
        target_dir /var/lib/motioneye/<<cam>>
        movie_output on
        movie_max_time 300
        stream_port 808<<n>>
        stream_localhost off
        """,
        cam=cam,
        n=n,
        ip=c.ip(),
        path=_rtsp_path(rng),
        secret=secret,
    )
    path = pick(
        rng, f"etc/motioneye/camera-{n}.conf", f"etc/motion/camera{n}.conf", f"motion/{cam}.conf"
    )
    return Out(path, text, secret)


@fmt(FAM, "mediamtx_yml_auth_internal_users_publisher_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        logLevel: info
        rtspAddress: :8554
        hlsAddress: :8888
        webrtcAddress: :8889

        authMethod: internal
        authInternalUsers:
          - user: any
            pass:
            ips: []
            permissions:
              - action: read
                path:
          - user: <<pub>>
            pass: '<<secret>>'
            ips: ['<<ip>>/32']
            permissions:
              - action: publish
                path:

        paths:
          <<cam>>:
            source: publisher
          all_others:
        """,
        pub=pick(rng, "publisher", "obs", "encoder", "relay"),
        secret=secret,
        ip=c.ip(),
        cam=rng.choice(CAMS),
    )
    path = pick(rng, "mediamtx.yml", "config/mediamtx.yml", f"stream/{c.short}/mediamtx.yml")
    return Out(path, text, secret)


@fmt(FAM, "shinobi_conf_json_db_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    text = fill(
        """
        {
          "port": 8080,
          "passwordType": "sha256",
          "addStorage": [{"name": "second", "path": "__DIR__/videos2"}],
          "db": {
            "host": "<<host>>",
            "user": "majesticflame",
            "password": "<<secret>>",
            "database": "ccio",
            "port": 3306
          },
          "mail": {
            "service": "gmail",
            "auth": {"user": "cctv@<<domain>>", "pass": ""}
          },
          "cron": {"key": "<<cron>>"},
          "pluginKeys": {}
        }
        """,
        host=pick(rng, "127.0.0.1", c.host("mysql")),
        secret=secret,
        domain=c.domain,
        cron=pw(rng, 24, 24, sym=""),
    )
    path = pick(rng, "Shinobi/conf.json", "home/Shinobi/conf.json", f"nvr/{c.short}/conf.json")
    return Out(path, text, secret, "json")


@fmt(FAM, "onvif_zeep_camera_python_positional_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        from onvif import ONVIFCamera

        CAMERA_IP = "<<ip>>"


        def goto_preset(token: str) -> None:
            cam = ONVIFCamera(CAMERA_IP, 80, "admin", '<<secret>>', "/etc/onvif/wsdl/")
            media = cam.create_media_service()
            ptz = cam.create_ptz_service()
            profile = media.GetProfiles()[0]
            ptz.GotoPreset({"ProfileToken": profile.token, "PresetToken": token})


        if __name__ == "__main__":
            goto_preset("<<preset>>")
        """,
        ip=c.ip(),
        secret=secret,
        preset=rng.randint(1, 8),
    )
    path = pick(rng, "ptz/goto_preset.py", f"tools/{c.short}_onvif.py", "scripts/camera_preset.py")
    return Out(path, text, secret)


@fmt(FAM, "viseron_config_yaml_ffmpeg_camera_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym=""), words_pw(rng, sym="!.@*-_"))
    cam = rng.choice(CAMS)
    text = fill(
        """
        ffmpeg:
          camera:
            <<cam>>:
              name: <<Name>>
              host: <<ip>>
              port: 554
              path: <<path>>
              username: admin
              password: "<<secret>>"
              fps: 6

        darknet:
          object_detector:
            cameras:
              <<cam>>:
                fps: 1
                labels:
                  - label: person
                    confidence: 0.8

        nvr:
          <<cam>>:
        """,
        cam=cam,
        Name=cam.replace("_", " ").title(),
        ip=c.ip(),
        path=_rtsp_path(rng).split("?")[0],
        secret=secret,
    )
    path = pick(rng, "config/config.yaml", "viseron/config.yaml", f"nvr/{c.short}/viseron.yaml")
    return Out(path, text, secret)


@fmt(FAM, "ffmpeg_hls_relay_systemd_unit_rtsp_userinfo")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    cam = rng.choice(CAMS)
    text = fill(
        """
        [Unit]
        Description=HLS relay for <<cam>>
        After=network-online.target

        [Service]
        User=www-data
        ExecStartPre=/bin/mkdir -p /var/www/hls/<<cam>>
        ExecStart=/usr/bin/ffmpeg -hide_banner -loglevel warning -rtsp_transport tcp -i "rtsp://viewer:<<secret>>@<<ip>>:554<<path>>" -c:v copy -an -f hls -hls_time 2 -hls_list_size 6 -hls_flags delete_segments /var/www/hls/<<cam>>/index.m3u8
        Restart=always
        RestartSec=5

        [Install]
        WantedBy=multi-user.target
        """,
        cam=cam,
        secret=secret,
        ip=c.ip(),
        path=_rtsp_path(rng),
    )
    path = pick(
        rng,
        f"etc/systemd/system/hls-{cam}.service",
        f"deploy/{c.short}/hls-relay.service",
        "systemd/camera-relay.service",
    )
    return Out(path, text, secret)


@fmt(FAM, "kerberos_agent_config_json_ipcamera_rtsp_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    cam = rng.choice(CAMS)
    text = fill(
        """
        {
          "type": "",
          "key": "<<key>>",
          "name": "<<cam>>",
          "time": "false",
          "offline": "false",
          "auto_clean": "true",
          "max_directory_size": 100,
          "capture": {
            "ipcamera": {
              "rtsp": "rtsp://admin:<<secret>>@<<ip>>:554<<path>>",
              "sub_rtsp": "",
              "onvif_xaddr": "<<ip>>:80",
              "onvif_username": "admin",
              "onvif_password": "<<secret>>"
            },
            "recording": "true",
            "continuous": "false",
            "postrecording": 20,
            "prerecording": 10
          },
          "timezone": "Europe/Brussels"
        }
        """,
        key=pw(rng, 12, 12, sym=""),
        cam=cam,
        secret=secret,
        ip=c.ip(),
        path=_rtsp_path(rng).split("?")[0],
    )
    path = pick(
        rng,
        "agent/data/config/config.json",
        f"kerberos/{cam}/config.json",
        f"cctv/{c.short}/agent-config.json",
    )
    return Out(path, text, secret, "json")
