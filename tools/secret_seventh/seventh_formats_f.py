"""Broadcast and AV control: obs-websocket, Q-SYS, Crestron, AMX NetLinx, SRT, Wowza, PTZ."""

from __future__ import annotations

import json
import random

from seventh_corpus import SYM_URL, Ctx, Out, an, fill, fmt, pick, pw, words_pw

FAM = "broadcast_av_control"


@fmt(FAM, "obs_websocket_plugin_config_json_server_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 16)
    conf = {
        "alerts_enabled": False,
        "auth_required": True,
        "first_load": False,
        "server_enabled": True,
        "server_password": s,
        "server_port": 4455,
    }
    path = pick(
        rng,
        "obs-studio/plugin_config/obs-websocket/config.json",
        f"studio/{c.slug}/obs-websocket/config.json",
        "config/obs-websocket.json",
    )
    return Out(path, json.dumps(conf, indent=4) + "\n", s)


@fmt(FAM, "obsws_python_req_client_password_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 16) if rng.random() < 0.6 else pw(rng, 10, 16, "-_.!@")
    text = fill(
        """
        import time

        import obsws_python as obs

        cl = obs.ReqClient(host="<<ip>>", port=4455, password="<<s>>", timeout=3)

        SCENES = ["Pre-roll", "Camera 1", "Slides", "Outro"]


        def run_show(hold: float = 30.0) -> None:
            cl.start_stream()
            for name in SCENES:
                cl.set_current_program_scene(name)
                time.sleep(hold)
            cl.stop_stream()
        """,
        ip=c.ip(),
        s=s,
    )
    path = pick(rng, "obs_autopilot.py", "scripts/show_runner.py", f"{c.slug}_stream/obs.py")
    return Out(path, text, s)


@fmt(FAM, "qsys_lua_qrc_logon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, an(rng, 6, "0123456789"), pw(rng, 8, 14, "-_.!@"))
    text = fill(
        """
        -- Q-SYS control script: mirror mute state to the overflow room core
        rapidjson = require("rapidjson")
        sock = TcpSocket.New()
        sock.ReadTimeout = 5

        local REMOTE_CORE = "<<ip>>"
        local QRC_USER = "<<user>>"
        local QRC_PASS = "<<s>>"

        sock.Connected = function(s)
          s:Write(rapidjson.encode({
            jsonrpc = "2.0", method = "Logon",
            params = { User = QRC_USER, Password = QRC_PASS }
          }) .. "\\0")
        end

        Controls.Mute.EventHandler = function(ctl)
          sock:Write(rapidjson.encode({ jsonrpc = "2.0", id = 1, method = "Control.Set",
            params = { Name = "OverflowMute", Value = ctl.Value } }) .. "\\0")
        end

        sock:Connect(REMOTE_CORE, 1710)
        """,
        ip=c.ip(),
        user=pick(rng, "avtech", "qrc", "integrator"),
        s=s,
    )
    path = pick(rng, "qsys/overflow_mirror.lua", "scripts/qrc_link.lua", f"{c.slug}-av/mirror.lua")
    return Out(path, text, s)


@fmt(FAM, "crestron_simpl_sharp_ssh_client_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@#")
    text = fill(
        """
        using System;
        using Crestron.SimplSharp;
        using Crestron.SimplSharp.Ssh;
        using Crestron.SimplSharpPro;

        namespace <<ns>>Rooms
        {
            public class DisplaySwitcher
            {
                private readonly SshClient _client;

                public DisplaySwitcher()
                {
                    _client = new SshClient("<<ip>>", 22, "admin", "<<s>>");
                }

                public void Route(int input, int output)
                {
                    if (!_client.IsConnected) _client.Connect();
                    _client.RunCommand(String.Format("route {0} {1}", input, output));
                }
            }
        }
        """,
        ns=c.slug.capitalize(),
        ip=c.ip(),
        s=s,
    )
    path = pick(rng, "DisplaySwitcher.cs", "SimplSharp/Rooms/DisplaySwitcher.cs", "src/Switcher.cs")
    return Out(path, text, s)


@fmt(FAM, "amx_netlinx_axs_projector_password_constant")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 8, 12, "-_.!@")
    text = fill(
        """
        PROGRAM_NAME='<<room>>_Main'

        DEFINE_DEVICE
        dvProjector = 5001:1:0
        dvTP        = 10001:1:0

        DEFINE_CONSTANT
        CHAR cProjIP[]       = '<<ip>>'
        CHAR cProjPassword[] = '<<s>>'

        DEFINE_EVENT
        DATA_EVENT[dvProjector]
        {
            ONLINE:
            {
                SEND_STRING dvProjector, "'PASS ', cProjPassword, $0D"
            }
        }

        BUTTON_EVENT[dvTP, 1]
        {
            PUSH:
            {
                IP_CLIENT_OPEN(dvProjector.PORT, cProjIP, 4352, IP_TCP)
            }
        }
        """,
        room=pick(rng, "Boardroom", "Aula", "Studio_B", c.slug.capitalize()),
        ip=c.ip(),
        s=s,
    )
    path = pick(rng, "Boardroom_Main.axs", f"netlinx/{c.slug}/Main.axs", "src/RoomMain.axs")
    return Out(path, text, s)


@fmt(FAM, "srt_live_transmit_caller_passphrase_query")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 16, 32, SYM_URL)
    text = fill(
        """
        [Unit]
        Description=SRT contribution feed to <<org>> playout
        After=network-online.target

        [Service]
        ExecStart=/usr/bin/srt-live-transmit udp://:5000 <<+>>
        "srt://<<host>>:9000?mode=caller&latency=400&passphrase=<<s>>&pbkeylen=32"
        Restart=always
        RestartSec=3

        [Install]
        WantedBy=multi-user.target
        """,
        org=c.org,
        host=c.host("ingest", "playout"),
        s=s,
    )
    path = pick(
        rng,
        "systemd/srt-feed.service",
        "etc/systemd/system/srt-contribution.service",
        f"deploy/{c.slug}-srt.service",
    )
    return Out(path, text, s)


@fmt(FAM, "wowza_conf_admin_password_file_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.3 else pw(rng, 10, 18, "-_.!@")
    text = fill(
        """
        # Admin password file (format [username][space][password][space][group])
        # groups: admin, advUser, basic (separated by |)
        <<user>> <<s>> admin|advUser
        """,
        user=pick(rng, "streamops", c.user, "wowza"),
        s=s,
    )
    path = pick(
        rng, "conf/admin.password", "WowzaStreamingEngine/conf/admin.password", "admin.password"
    )
    return Out(path, text, s)


@fmt(FAM, "ptz_camera_preset_cgi_url_userinfo_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 8, 14, SYM_URL)
    text = fill(
        """
        import urllib.request

        CAMERAS = {
            "stage-left": "http://admin:<<s>>@<<ip1>>",
            "stage-right": "http://admin:<<s>>@<<ip2>>",
        }


        def recall(cam: str, preset: int) -> None:
            url = f"{CAMERAS[cam]}/cgi-bin/ptzctrl.cgi?ptzcmd&poscall&{preset}"
            urllib.request.urlopen(url, timeout=2).read()
        """,
        s=s,
        ip1=c.ip(),
        ip2=c.ip(),
    )
    path = pick(rng, "ptz_presets.py", "av/cameras.py", f"{c.slug}_studio/ptz.py")
    return Out(path, text, s)
