# ruff: noqa: E501 (embedded files keep their real long lines)
"""reverse_tunnel_forwarders: self-hosted reverse tunnels and port forwarders."""

from __future__ import annotations

import random

from tenth_corpus import SYM_INI, SYM_SQ, Ctx, Out, an, fill, fmt, hx, pick, pw, words_pw

FAM = "reverse_tunnel_forwarders"
SYM_TDQ = "!@#$%^&*()[]{}<>;:,.?-_+=~"  # TOML / YAML double quotes (no " or backslash)


@fmt(FAM, "frpc_toml_auth_token_dotted_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = pick(rng, an(rng, 32), pw(rng, 16, 28, sym=SYM_TDQ))
    text = fill(
        """
        serverAddr = "<<srv>>"
        serverPort = 7000
        auth.method = "token"
        auth.token = "<<token>>"
        transport.tls.enable = true

        [[proxies]]
        name = "<<short>>-ssh"
        type = "tcp"
        localIP = "127.0.0.1"
        localPort = 22
        remotePort = <<rport>>

        [[proxies]]
        name = "<<short>>-web"
        type = "http"
        localPort = 8080
        customDomains = ["<<short>>.<<domain>>"]
        """,
        srv=f"frp.{c.domain}",
        token=token,
        short=c.short,
        rport=rng.randint(6000, 6999),
        domain=c.domain,
    )
    path = pick(rng, "frpc.toml", "etc/frp/frpc.toml", f"homelab/{c.short}/frpc.toml")
    return Out(path, text, token)


@fmt(FAM, "frps_ini_common_section_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = pw(rng, 16, 30, sym=SYM_INI)
    text = fill(
        """
        [common]
        bind_port = 7000
        vhost_http_port = 80
        vhost_https_port = 443
        dashboard_port = 7500
        dashboard_user = admin
        dashboard_pwd = <<dash>>
        token = <<token>>
        max_pool_count = 10
        log_file = /var/log/frps.log
        log_level = info
        log_max_days = 7
        subdomain_host = <<domain>>
        """,
        dash=pw(rng, sym=""),
        token=token,
        domain=c.domain,
    )
    path = pick(rng, "frps.ini", "etc/frp/frps.ini", f"vps/{c.short}/frps.ini")
    return Out(path, text, token, "ini")


@fmt(FAM, "chisel_client_systemd_unit_auth_user_colon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="@%^*-_+=.~")
    text = fill(
        """
        [Unit]
        Description=chisel reverse tunnel to <<srv>>
        After=network-online.target
        Wants=network-online.target

        [Service]
        ExecStart=/usr/local/bin/chisel client --auth <<user>>:<<secret>> --keepalive 25s https://<<srv>> R:<<rport>>:localhost:22 R:<<rport2>>:localhost:8123
        Restart=always
        RestartSec=10

        [Install]
        WantedBy=multi-user.target
        """,
        srv=f"tunnel.{c.domain}",
        user=pick(rng, "tunnel", c.short, "pi"),
        secret=secret,
        rport=rng.randint(2200, 2299),
        rport2=rng.randint(18000, 18999),
    )
    path = pick(
        rng,
        "etc/systemd/system/chisel-client.service",
        f"pi/{c.short}/chisel.service",
        "systemd/chisel.service",
    )
    return Out(path, text, secret)


@fmt(FAM, "rathole_client_toml_default_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = pick(rng, an(rng, 32), hx(rng, 40))
    text = fill(
        """
        [client]
        remote_addr = "<<srv>>:2333"
        default_token = "<<token>>"
        heartbeat_timeout = 40

        [client.transport]
        type = "noise"

        [client.services.<<svc>>]
        local_addr = "127.0.0.1:<<port>>"

        [client.services.nas_ssh]
        local_addr = "127.0.0.1:22"
        """,
        srv=f"vps.{c.domain}",
        token=token,
        svc=pick(rng, "jellyfin", "nextcloud", "homeassistant"),
        port=pick(rng, "8096", "443", "8123"),
    )
    path = pick(
        rng, "client.toml", "etc/rathole/client.toml", f"homelab/{c.short}/rathole-client.toml"
    )
    return Out(path, text, token)


@fmt(FAM, "bore_compose_local_secret_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym="-_.~@%+="), words_pw(rng, sym="-_.@"))
    text = fill(
        """
        services:
          app:
            image: ghcr.io/<<short>>/webhook-relay:latest
            restart: unless-stopped
          bore:
            image: ekzhang/bore:0.5
            restart: unless-stopped
            command: local 8080 --local-host app --to bore.<<domain>> --port <<port>> --secret <<secret>>
            depends_on:
              - app
        """,
        short=c.short,
        domain=c.domain,
        port=rng.randint(20000, 29999),
        secret=secret,
    )
    path = pick(
        rng, "docker-compose.yml", f"relay/{c.short}/compose.yaml", "bore/docker-compose.yaml"
    )
    return Out(path, text, secret)


@fmt(FAM, "gost_v3_yaml_service_handler_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        services:
          - name: service-0
            addr: ":8443"
            handler:
              type: http2
              auth:
                username: <<user>>
                password: '<<secret>>'
            listener:
              type: tls
              tls:
                certFile: /etc/gost/cert.pem
                keyFile: /etc/gost/key.pem
        log:
          level: info
          format: json
        """,
        user=pick(rng, "gost", c.user, "proxy"),
        secret=secret,
    )
    path = pick(rng, "etc/gost/gost.yml", "gost.yaml", f"proxy/{c.short}/gost.yml")
    return Out(path, text, secret)


@fmt(FAM, "pagekite_rc_kitesecret_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, rng.choice((20, 24, 32)))
    text = fill(
        """
        ###[ Current settings for pagekite.py v1.5.2.201011. ]#########
        #
        ## NOTE: This file may be rewritten/reordered by pagekite.py.
        #

        ##[ Default kite and account details ]##
        kitename   = <<kite>>.pagekite.me
        kitesecret = <<secret>>

        ##[ Front-end settings: use pagekite.net defaults ]##
        defaults

        ##[ Back-ends and local services ]##
        service_on = http:@kitename : localhost:80 : @kitesecret
        service_on = raw/22:@kitename : localhost:22 : @kitesecret

        ###[ Anything below this line can usually be ignored. ]#########
        savefile = /home/<<user>>/.pagekite.rc
        """,
        kite=f"{c.user.replace('.', '')}{rng.randint(1, 99)}",
        secret=secret,
        user=c.user,
    )
    path = pick(rng, ".pagekite.rc", f"home/{c.user}/.pagekite.rc", "etc/pagekite.d/10_account.rc")
    return Out(path, text, secret)


@fmt(FAM, "inlets_pro_tcp_client_token_flag_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 64)
    text = fill(
        """
        #!/bin/bash
        # expose the in-cluster ingress through the exit server
        inlets-pro tcp client \\
          --url "wss://<<ip>>:8123" \\
          --token "<<token>>" \\
          --upstream 127.0.0.1 \\
          --ports 80,443 \\
          --auto-tls-san <<ip>>
        """,
        ip=c.ip(),
        token=token,
    )
    path = pick(
        rng, "inlets/client.sh", f"k3s/{c.short}/inlets-client.sh", "scripts/start-inlets.sh"
    )
    return Out(path, text, token)


@fmt(FAM, "zrok_enable_account_token_provision_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 12)
    text = fill(
        """
        #!/bin/sh
        # first boot of the demo box: enable zrok and share the local dashboard
        set -e
        export ZROK_API_ENDPOINT=https://zrok.<<domain>>
        zrok enable <<token>> --description "<<short>>-demo-<<n>>"
        zrok reserve public localhost:3000 --unique-name <<short>>dash<<n>>
        systemctl enable --now zrok-share.service
        """,
        domain=c.domain,
        token=token,
        short=c.short,
        n=rng.randint(1, 40),
    )
    path = pick(
        rng, "firstboot/zrok.sh", f"provision/{c.short}/enable-zrok.sh", "scripts/zrok-enable.sh"
    )
    return Out(path, text, token)
