"""VPN and remote-desktop clients: OpenConnect, SoftEther, Cloudflare WARP, xl2tpd, FreeRDP,
x11vnc, RustDesk, MeshCentral, TeamViewer."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import (
    SYM_SH,
    SYM_URL,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    hx,
    pick,
    pw,
    rsa_pem,
)

F = "vpn_remote_desktop_clients"


@fmt(F, "openconnect_passwd_on_stdin_echo_pipe_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SH)
    text = fill(
        """
        #!/bin/bash
        # bring up the GlobalProtect tunnel for the backup job
        echo '<<s>>' | sudo openconnect \\
          --protocol=<<proto>> \\
          --user=<<user>> \\
          --passwd-on-stdin \\
          --background --pid-file=/run/oc-<<short>>.pid \\
          vpn.<<dom>>
        sleep 5
        rsync -a /srv/backup/ backup@<<ip>>:/data/
        sudo kill "$(cat /run/oc-<<short>>.pid)"
        """,
        s=s,
        proto=pick(rng, "gp", "anyconnect", "fortinet"),
        user=c.user,
        short=c.short,
        dom=c.domain,
        ip=c.ip(),
    )
    return Out(
        pick(rng, "bin/vpn-backup.sh", "scripts/oc-up.sh", f"cron/{c.short}-vpn.sh"), text, s
    )


@fmt(F, "softether_vpncmd_client_account_password_set")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@%^*-_+=.,")
    acct = pick(rng, "office", c.short, "hq")
    text = fill(
        """
        @echo off
        rem SoftEther VPN Client setup for <<org>>
        set VPNCMD="C:\\Program Files\\SoftEther VPN Client\\vpncmd_x64.exe"
        %VPNCMD% localhost /CLIENT /CMD NicCreate VPN
        %VPNCMD% localhost /CLIENT /CMD AccountCreate <<acct>> /SERVER:vpn.<<dom>>:443 /HUB:<<hub>> /USERNAME:<<user>> /NICNAME:VPN
        %VPNCMD% localhost /CLIENT /CMD AccountPasswordSet <<acct>> /PASSWORD:<<s>> /TYPE:standard
        %VPNCMD% localhost /CLIENT /CMD AccountStartupSet <<acct>>
        %VPNCMD% localhost /CLIENT /CMD AccountConnect <<acct>>
        """,
        org=c.org,
        acct=acct,
        dom=c.domain,
        hub=pick(rng, "DEFAULT", "CORP", "STAFF"),
        user=c.user,
        s=s,
    )
    return Out(
        pick(
            rng, "deploy/softether-client.cmd", "vpn/setup_vpn.bat", f"it/{c.short}-softether.bat"
        ),
        text,
        s,
    )


@fmt(F, "cloudflare_warp_mdm_xml_auth_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64)
    text = fill(
        """
        <dict>
          <key>organization</key>
          <string><<short>></string>
          <key>auth_client_id</key>
          <string><<cid>>.access</string>
          <key>auth_client_secret</key>
          <string><<s>></string>
          <key>service_mode</key>
          <string>warp</string>
          <key>auto_connect</key>
          <integer>1</integer>
          <key>onboarding</key>
          <false/>
        </dict>
        """,
        short=c.short,
        cid=hx(rng, 32),
        s=s,
    )
    return Out(
        pick(rng, "warp/mdm.xml", "provisioning/cloudflare/mdm.xml", f"kiosk/{c.short}/mdm.xml"),
        text,
        s,
    )


@fmt(F, "xl2tpd_ppp_options_l2tpd_client_name_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, sym="!@%*-_+.")
    text = fill(
        """
        ipcp-accept-local
        ipcp-accept-remote
        refuse-eap
        require-mschap-v2
        noccp
        noauth
        mtu 1280
        mru 1280
        noipdefault
        defaultroute
        usepeerdns
        connect-delay 5000
        name "<<user>>"
        password "<<s>>"
        """,
        user=c.user,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/ppp/options.l2tpd.client",
            "vpn/l2tp/options.l2tpd.client",
            f"ansible/files/{c.short}-options.l2tpd.client",
        ),
        text,
        s,
    )


@fmt(F, "freerdp_xfreerdp_slash_p_password_launcher")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SH)
    text = fill(
        """
        #!/bin/sh
        # Thin-client launcher: connect to the terminal server at boot
        exec xfreerdp /v:<<host>> /u:'<<dom>>\\<<user>>' /p:'<<s>>' \\
          /f /dynamic-resolution /sound:sys:pulse /microphone \\
          /drive:usb,/media/usb /cert:ignore +clipboard /gdi:hw
        """,
        host=c.host("rds"),
        dom=c.short.upper(),
        user=c.user,
        s=s,
    )
    return Out(
        pick(
            rng, "thinclient/rdp-session.sh", "etc/X11/Xsession.d/99rdp", f"kiosk/{c.short}-rdp.sh"
        ),
        text,
        s,
    )


@fmt(F, "x11vnc_systemd_unit_execstart_passwd_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 8, 8, sym="", nsym=0)[:8]
    text = fill(
        """
        [Unit]
        Description=x11vnc remote access to the lab display
        After=display-manager.service

        [Service]
        Type=simple
        ExecStart=/usr/bin/x11vnc -display :0 -auth guess -forever -loop -noxdamage -repeat -rfbport 5900 -shared -passwd <<s>>
        Restart=on-failure

        [Install]
        WantedBy=graphical.target
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/systemd/system/x11vnc.service",
            "deploy/x11vnc.service",
            f"units/{c.short}-vnc.service",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "rustdesk_windows_install_password_and_config_ps1")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.")
    text = fill(
        """
        # Unattended RustDesk rollout (self-hosted relay)
        $ErrorActionPreference = 'Stop'
        $installer = "$env:TEMP\\rustdesk.exe"
        Invoke-WebRequest 'https://files.<<dom>>/rustdesk/rustdesk-1.3.2-x86_64.exe' -OutFile $installer
        Start-Process $installer -ArgumentList '--silent-install' -Wait
        Start-Sleep -Seconds 20
        $exe = "$env:ProgramFiles\\RustDesk\\rustdesk.exe"
        & $exe --config '<<cfg>>'
        & $exe --password '<<s>>'
        $id = & $exe --get-id | Out-String
        Write-Output "RustDesk ID: $id"
        """,
        dom=c.domain,
        cfg=an(rng, 60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
        s=s,
    )
    return Out(
        pick(
            rng, "deploy/rustdesk.ps1", "intune/install-rustdesk.ps1", f"rmm/{c.short}-rustdesk.ps1"
        ),
        text,
        s,
    )


@fmt(F, "meshcentral_config_json_settings_mongodb_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        {
          "$schema": "https://raw.githubusercontent.com/Ylianst/MeshCentral/master/meshcentral-config-schema.json",
          "settings": {
            "cert": "mesh.<<dom>>",
            "WANonly": true,
            "port": 443,
            "redirPort": 80,
            "mongoDb": "mongodb://meshcentral:<<s>>@<<host>>:27017/meshcentral?authSource=admin",
            "mongoDbName": "meshcentral",
            "agentPong": 300
          },
          "domains": {
            "": {
              "title": "<<org>> Support",
              "newAccounts": false
            }
          }
        }
        """,
        dom=c.domain,
        s=s,
        host=c.host("mongo"),
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "meshcentral-data/config.json",
            "mesh/config.json",
            f"srv/{c.short}/meshcentral-data/config.json",
        ),
        text,
        s,
    )


@fmt(F, "teamviewer_msi_assignment_id_rollout_cmd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = (
        "0001CoABChA"
        + b64(rng, 48, pad=False).replace("+", "-").replace("/", "_")
        + "EhA"
        + an(rng, 22)
    )
    text = fill(
        """
        @echo off
        rem TeamViewer Host mass deployment (<<org>>)
        msiexec.exe /i "%~dp0TeamViewer_Host.msi" /qn CUSTOMCONFIGID=<<cfg>> SETTINGSFILE="%~dp0tv-settings.tvopt"
        timeout /t 30 /nobreak >nul
        "C:\\Program Files\\TeamViewer\\TeamViewer.exe" assignment --id <<s>> --device-alias=%COMPUTERNAME% --retries=3 --timeout=120
        """,
        org=c.org,
        cfg=an(rng, 7, "abcdefghijklmnopqrstuvwxyz0123456789"),
        s=s,
    )
    return Out(
        pick(
            rng, "deploy/teamviewer/install.cmd", "gpo/tv_host.bat", f"rmm/{c.short}-teamviewer.cmd"
        ),
        text,
        s,
    )


@fmt(F, "tinc_vpn_host_rsa_key_priv_pkcs1_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = rsa_pem(rng, rng.choice([2048, 4096]))
    net = pick(rng, "mesh", c.short, "office")
    text = s + "\n"
    return Out(f"etc/tinc/{net}/rsa_key.priv", text, s)
