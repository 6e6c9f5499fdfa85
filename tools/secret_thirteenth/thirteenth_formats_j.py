"""Family alt_shell_startup_files: startup files of less common shells and command processors."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_BARE,
    Out,
    alnum,
    b64,
    domain,
    fmt,
    gen_pw,
    hexs,
    pick,
    user,
    words_pw,
)

FAM = "alt_shell_startup_files"


def _home(rng):
    return pick(rng, ("home/bogdan", "home/cosima", "home/eero", "home/runa", "home/tomas"))


@fmt(FAM, "elvish_rc_elv_set_env_cloud_token")
def elvish(rng):
    tok = alnum(rng, 64)
    path = f"{_home(rng)}/" + pick(
        rng, (".config/elvish/rc.elv", ".elvish/rc.elv", ".config/elvish/lib/env.elv")
    )
    text = f"""use str
use re

set paths = [~/.local/bin ~/go/bin $@paths]
set-env EDITOR hx
set-env HCLOUD_TOKEN '{tok}'
fn ll {{|@a| e:ls -la $@a }}
"""
    return Out(path, text, tok, "")


@fmt(FAM, "tcsh_cshrc_setenv_db_password")
def tcsh(rng):
    pw = gen_pw(rng, sym=SYM_BARE)
    path = f"{_home(rng)}/" + pick(rng, (".cshrc", ".tcshrc", ".login"))
    text = f"""set path = ( /usr/local/bin /opt/ibm/db2/V11.5/bin $path )
setenv DB2INSTANCE db2inst1
setenv DB2_USER {user(rng)}
setenv DB2_PASSWD {pw}
alias ll 'ls -lF'
set prompt = "%n@%m:%~%# "
"""
    return Out(path, text, pw, "")


@fmt(FAM, "ksh_kshrc_typeset_x_aws_secret")
def ksh(rng):
    sec = alnum(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    path = f"{_home(rng)}/" + pick(rng, (".kshrc", ".profile.ksh", ".mkshrc"))
    text = f"""set -o vi
typeset -x PS1='$USER@$(hostname -s):$PWD$ '
typeset -x AWS_ACCESS_KEY_ID=AKIA{alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}
typeset -x AWS_SECRET_ACCESS_KEY={sec}
typeset -x AWS_DEFAULT_REGION=eu-north-1
"""
    return Out(path, text, sec, "")


@fmt(FAM, "plan9_rc_lib_profile_factotum_key_line")
def plan9(rng):
    pw = gen_pw(rng, sym=SYM_BARE)
    path = pick(
        rng,
        (
            "usr/glenda/lib/profile",
            f"usr/{user(rng)}/lib/profile",
            "usr/runa/lib/profile",
            "usr/tomas/lib/profile",
        ),
    )
    text = f"""bind -a $home/bin/rc /bin
bind -a $home/bin/$cputype /bin
font=/lib/font/bit/lucsans/euro.8.font
switch($service){{
case terminal
	auth/factotum
	echo 'key proto=pass server=imap.{domain(rng)} service=imap user={user(rng)} !password={pw}' >/mnt/factotum/ctl
	upas/fs
	rio -i riostart
}}
"""
    return Out(path, text, pw, "")


@fmt(FAM, "ysh_yshrc_setglobal_env_token")
def ysh(rng):
    tok = "dop_v1_" + hexs(rng, 64)
    path = f"{_home(rng)}/" + pick(
        rng, (".config/oils/yshrc", ".config/oil/yshrc", ".config/oils/env.ysh")
    )
    text = f"""# ~/.config/oils/yshrc
setglobal ENV.PATH = "$[ENV.HOME]/.local/bin:$[ENV.PATH]"
setglobal ENV.DIGITALOCEAN_ACCESS_TOKEN = '{tok}'
proc gs {{ git status --short }}
"""
    return Out(path, text, tok, "")


@fmt(FAM, "doskey_macros_file_sqlplus_connect_string")
def doskey(rng):
    pw = gen_pw(rng, sym="#_")
    path = pick(
        rng,
        (
            "Users/cosima/macros.doskey",
            "Users/eero/cmd/aliases.doskey",
            "tools/cmd/macros.doskey",
            "Users/tomas/autorun/macros.txt",
        ),
    )
    text = f"""ls=dir /b $*
ll=dir $*
..=cd ..
sqlp=sqlplus {user(rng)}/{pw}@{pick(rng, ("ORCLPDB1", "FINPROD", "HRDB"))} $*
np=notepad++ $*
"""
    return Out(path, text, pw, "")


@fmt(FAM, "takecommand_tcstart_btm_set_variable")
def tcstart(rng):
    pw = words_pw(rng, "-._#")
    path = pick(
        rng,
        (
            "Users/bogdan/Documents/TCSTART.BTM",
            "Program Files/JPSoft/TCMD33/TCSTART.BTM",
            "tcmd/TCSTART.BTM",
            "Users/runa/TCSTART.BTM",
        ),
    )
    text = f"""@echo off
set PROMPT=$P$G
alias ..=cd ..
set NAS_USER={user(rng)}
set NAS_PASS={pw}
net use Z: \\\\nas\\projects /user:%NAS_USER% %NAS_PASS% /persistent:no >nul
"""
    return Out(path, text, pw, "")


@fmt(FAM, "es_shell_esrc_variable_assignment_restic_key")
def esrc(rng):
    key = b64(rng, 32)
    path = f"{_home(rng)}/" + pick(rng, (".esrc", ".config/es/esrc", ".es/profile"))
    text = f"""# es shell startup
path = ($home/bin /usr/local/bin $path)
RESTIC_PASSWORD = '{key}'
fn ll {{ ls -l $* }}
"""
    return Out(path, text, key, "")
