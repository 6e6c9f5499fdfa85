"""Family terminal_session_tools: terminal session managers, multiplexers and web terminals."""

from __future__ import annotations

import random

from ninth_corpus import SYM_DQ, SYM_YAML, Ctx, Out, an, fill, fmt, pick, pw, words_pw

F = "terminal_session_tools"


@fmt(F, "putty_sessions_reg_export_proxy_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#$%*()-_=+.:@^")
    t = fill(
        """
        Windows Registry Editor Version 5.00

        [HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\<<sess>>]
        "HostName"="<<h>>"
        "PortNumber"=dword:00000016
        "Protocol"="ssh"
        "UserName"="<<u>>"
        "ProxyMethod"=dword:00000003
        "ProxyHost"="<<ph>>"
        "ProxyPort"=dword:00000c38
        "ProxyUsername"="<<u>>"
        "ProxyPassword"="<<s>>"
        """,
        s=s,
        sess=pick(rng, "prod-jump", "core%20router", c.short),
        h=c.host("bastion"),
        u=pick(rng, c.user, "ops"),
        ph=c.host("proxy"),
    )
    return Out(
        pick(
            rng, "putty-sessions.reg", "backup/putty_export.reg", f"{c.first}/putty-{c.short}.reg"
        ),
        t,
        s,
    )


@fmt(F, "tmuxinator_project_yml_pre_window_pgpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@+")
    t = fill(
        """
        name: <<short>>
        root: ~/src/<<short>>
        pre_window: export PGPASSWORD=<<s>>
        windows:
          - editor: nvim
          - db: psql -h <<h>> -U <<u>> <<short>>
          - logs: ssh <<h>> journalctl -fu <<short>>
        """,
        s=s,
        short=c.short,
        h=c.host("pg"),
        u=pick(rng, "app", c.user),
    )
    return Out(
        pick(
            rng,
            f".config/tmuxinator/{c.short}.yml",
            f".tmuxinator/{c.short}.yml",
            f"dotfiles/tmuxinator/{c.short}.yml",
        ),
        t,
        s,
    )


@fmt(F, "zellij_layout_kdl_pane_command_args_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@+")
    t = fill(
        """
        layout {
            pane split_direction="vertical" {
                pane command="htop"
                pane command="mysql" {
                    args "-h" "<<h>>" "-u" "<<u>>" "-p<<s>>" "<<db>>"
                }
            }
            pane size=1 borderless=true {
                plugin location="zellij:status-bar"
            }
        }
        """,
        s=s,
        h=c.host("mysql"),
        u=pick(rng, "root", c.user),
        db=c.short,
    )
    return Out(
        pick(rng, ".config/zellij/layouts/ops.kdl", f"zellij/{c.short}.kdl", "layouts/db.kdl"), t, s
    )


@fmt(F, "tmate_conf_api_key_named_session")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "tmk-" + an(rng, 26)
    t = fill(
        """
        set tmate-api-key "<<s>>"
        set tmate-session-name "<<sess>>"
        set -g mouse on
        """,
        s=s,
        sess=pick(rng, "pairing", c.short + "-support", "oncall"),
    )
    return Out(pick(rng, ".tmate.conf", "dotfiles/tmate.conf", f"{c.first}/.tmate.conf"), t, s)


@fmt(F, "ttyd_systemd_unit_credential_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@+!")
    t = fill(
        """
        [Unit]
        Description=ttyd web terminal
        After=network.target

        [Service]
        ExecStart=/usr/local/bin/ttyd -p 7681 -W -c <<u>>:<<s>> tmux new -A -s web
        Restart=always
        User=<<u>>

        [Install]
        WantedBy=multi-user.target
        """,
        s=s,
        u=pick(rng, "ops", c.first),
    )
    return Out(
        pick(
            rng,
            "etc/systemd/system/ttyd.service",
            "systemd/ttyd.service",
            f"{c.short}/ttyd.service",
        ),
        t,
        s,
    )


@fmt(F, "gotty_dotfile_credential_basic_auth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.5 else pw(rng, sym=SYM_DQ.replace(":", ""))
    t = fill(
        """
        // ~/.gotty
        port = "8080"
        permit_write = true
        enable_basic_auth = true
        credential = "<<u>>:<<s>>"
        enable_tls = true
        tls_crt_file = "~/.gotty.crt"
        tls_key_file = "~/.gotty.key"
        """,
        s=s,
        u=pick(rng, "admin", c.first),
    )
    return Out(pick(rng, ".gotty", "dotfiles/gotty", f"{c.first}/.gotty"), t, s)


@fmt(F, "wetty_compose_command_ssh_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML.replace("#", "").replace("&", "").replace("*", ""))
    t = fill(
        """
        services:
          wetty:
            image: wettyoss/wetty
            restart: unless-stopped
            ports: ["3000:3000"]
            command: >-
              --ssh-host=<<h>> --ssh-user=<<u>> --ssh-pass=<<s>>
              --ssh-auth=password --base=/term/
        """,
        s=s,
        h=c.host("lab"),
        u=pick(rng, "student", c.first),
    )
    return Out(
        pick(
            rng, "wetty/docker-compose.yml", "stacks/wetty.yml", f"{c.short}/webterm/compose.yaml"
        ),
        t,
        s,
    )
