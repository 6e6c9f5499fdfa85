"""Dotfiles of less common command-line tools: wget, curl, s-nail, aria2, mongosh, mycli, xonsh."""

from __future__ import annotations

import random

from eighth_corpus import SYM_INI, SYM_SQ, SYM_URL, Ctx, Out, an, fill, fmt, pick, pw, words_pw

F = "dotfiles_rare_cli_tools"


@fmt(F, "wgetrc_http_user_http_password_lines")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    text = fill(
        """
        # ~/.wgetrc
        timeout = 60
        tries = 5
        continue = on
        robots = off
        http_user = <<user>>
        http_password = <<s>>
        check_certificate = on
        """,
        user=c.user,
        s=s,
    )
    return Out(pick(rng, ".wgetrc", f"home/{c.user}/.wgetrc", "dotfiles/wgetrc"), text, s)


@fmt(F, "curlrc_user_option_name_colon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        # ~/.curlrc -- defaults for the artifact mirror
        --fail
        --location
        --retry 3
        user = "<<user>>:<<s>>"
        --connect-timeout 20
        -A "curl (<<short>>-build)"
        """,
        user=c.user,
        s=s,
        short=c.short,
    )
    return Out(pick(rng, ".curlrc", f"home/{c.user}/.curlrc", "dotfiles/curlrc"), text, s)


@fmt(F, "mailrc_s_nail_smtp_auth_password_set")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng)
    text = fill(
        """
        # ~/.mailrc for cron reports (s-nail)
        set v15-compat
        set from="<<user>>@<<dom>>"
        set mta=smtp://smtp.<<dom>>:587
        set smtp-use-starttls
        set smtp-auth=login
        set smtp-auth-user=<<user>>@<<dom>>
        set smtp-auth-password="<<s>>"
        set ssl-verify=strict
        """,
        user=c.user,
        dom=c.domain,
        s=s,
    )
    return Out(pick(rng, ".mailrc", "root/.mailrc", f"home/{c.user}/.mailrc"), text, s)


@fmt(F, "aria2_conf_rpc_secret_enable_rpc")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, rng.randint(16, 32))
    text = fill(
        """
        dir=/srv/downloads
        continue=true
        max-concurrent-downloads=4
        max-connection-per-server=8
        enable-rpc=true
        rpc-listen-all=true
        rpc-listen-port=6800
        rpc-allow-origin-all=true
        rpc-secret=<<s>>
        save-session=/var/lib/aria2/session
        input-file=/var/lib/aria2/session
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".aria2/aria2.conf",
            f"home/{c.user}/.config/aria2/aria2.conf",
            "etc/aria2/aria2.conf",
        ),
        text,
        s,
    )


@fmt(F, "mongoshrc_js_sibling_db_auth_call")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ.replace("$", ""))
    text = fill(
        """
        // ~/.mongoshrc.js
        config.set("historyLength", 5000);
        config.set("editor", "vim");
        db.getSiblingDB("admin").auth("<<user>>", "<<s>>");
        prompt = () => `${db.getName()}@<<short>>> `;
        """,
        user=c.user,
        s=s,
        short=c.short,
    )
    return Out(
        pick(rng, ".mongoshrc.js", f"home/{c.user}/.mongoshrc.js", "dotfiles/mongoshrc.js"), text, s
    )


@fmt(F, "myclirc_alias_dsn_mysql_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        [main]
        smart_completion = True
        multi_line = False
        table_format = ascii
        syntax_style = default
        key_bindings = emacs
        wider_completion_menu = False

        [alias_dsn]
        prod_ro = mysql://readonly:<<s>>@<<host>>:3306/shop
        local = mysql://root@localhost:3306/shop

        [colors]
        completion-menu.completion.current = 'bg:#ffffff #000000'
        """,
        s=s,
        host=c.host("mysql"),
    )
    return Out(pick(rng, ".myclirc", f"home/{c.user}/.myclirc", "dotfiles/myclirc"), text, s, "ini")


@fmt(F, "xonshrc_env_variable_assignment_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        # ~/.xonshrc
        $XONSH_HISTORY_SIZE = (10000, 'commands')
        $PROMPT = '{env_name}{BOLD_GREEN}{user}@{hostname}{BOLD_BLUE} {cwd}{RESET} $ '
        $PATH.append('~/.local/bin')
        $HARBOR_USER = '<<user>>'
        $HARBOR_TOKEN = '<<s>>'
        aliases['hl'] = 'docker login harbor.<<dom>> -u $HARBOR_USER -p $HARBOR_TOKEN'
        xontrib load vox
        """,
        user=c.user,
        s=s,
        dom=c.domain,
    )
    return Out(pick(rng, ".xonshrc", f"home/{c.user}/.xonshrc", "dotfiles/xonshrc"), text, s)
