"""Family mail_filter_fetch_rules: mail filtering, fetching and sieve-management tools."""

from __future__ import annotations

from thirteenth_corpus import (
    SYM_BARE,
    SYM_SQ,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    pick,
    user,
    words_pw,
)

FAM = "mail_filter_fetch_rules"


def _home(rng):
    return pick(rng, ("home/maren", "home/lorenzo", "home/pavla", "home/soren", "home/ines"))


@fmt(FAM, "imapfilter_config_lua_imap_account_password")
def imapfilter(rng):
    pw = gen_pw(rng, sym=SYM_SQ.replace("\\", ""))
    dom = domain(rng)
    path = f"{_home(rng)}/.imapfilter/" + pick(rng, ("config.lua", "work.lua", "filters.lua"))
    text = f"""options.timeout = 120
options.subscribe = true

account1 = IMAP {{
    server = 'imap.{dom}',
    username = '{user(rng)}@{dom}',
    password = '{pw}',
    ssl = 'tls1.2',
}}

results = account1.INBOX:contain_from('noreply@jira.{dom}')
results:move_messages(account1['Lists/jira'])
"""
    return Out(path, text, pw, "")


@fmt(FAM, "fdm_conf_account_imaps_user_pass_strings")
def fdm(rng):
    pw = gen_pw(rng, sym=SYM_BARE)
    dom = domain(rng)
    path = f"{_home(rng)}/" + pick(rng, (".fdm.conf", ".config/fdm/fdm.conf", ".fdm/fdm.conf"))
    text = f"""set lock-file "%h/.fdm.lock"

action "inbox" maildir "%h/Mail/INBOX"
action "lists" maildir "%h/Mail/lists"

account "work" imaps server "imap.{dom}" port 993
	user "{user(rng)}" pass "{pw}"

match "^List-Id:" in headers action "lists"
match all action "inbox"
"""
    return Out(path, text, pw, "")


@fmt(FAM, "sievelib_managesieve_client_connect_positional_password")
def sievelib(rng):
    pw = words_pw(rng)
    dom = domain(rng)
    path = pick(
        rng,
        (
            "push_sieve.py",
            "mail/deploy_filters.py",
            "tools/sieve_upload.py",
            f"{_home(rng)}/bin/sieve-push.py",
        ),
    )
    text = f"""from sievelib.managesieve import Client

c = Client("mail.{dom}", 4190)
c.connect("{user(rng)}@{dom}", "{pw}", starttls=True, authmech="PLAIN")
with open("filters.sieve") as fh:
    c.putscript("main", fh.read())
c.setactive("main")
c.logout()
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "mpop_mpoprc_account_password_line")
def mpop(rng):
    pw = gen_pw(rng, sym=SYM_BARE)
    dom = domain(rng)
    path = f"{_home(rng)}/" + pick(rng, (".mpoprc", ".config/mpop/config", ".mpop/config"))
    text = f"""defaults
tls on
tls_starttls off
delivery maildir ~/Mail/INBOX

account default
host pop.{dom}
port 995
user {user(rng)}
auth user
password {pw}
keep on
"""
    return Out(path, text, pw, "")


@fmt(FAM, "mailfilter_mailfilterrc_pass_quoted_line")
def mailfilter(rng):
    pw = gen_pw(rng, sym="-_.@+*")
    dom = domain(rng)
    path = f"{_home(rng)}/" + pick(rng, (".mailfilterrc", ".mailfilter/rc", ".config/mailfilterrc"))
    text = f"""VERBOSE=3
LOGFILE="~/.mailfilter.log"
SERVER="pop.{dom}"
USER="{user(rng)}"
PASS="{pw}"
PROTOCOL="pop3/ssl"
PORT=995
DENY="^Subject:.*(viagra|casino)"
MAXSIZE_DENY=600000
"""
    return Out(path, text, pw, "")


@fmt(FAM, "procmailrc_recipe_pipe_curl_ntfy_access_token")
def procmail(rng):
    tok = "tk_" + alnum(rng, 29, "abcdefghijklmnopqrstuvwxyz0123456789")
    path = f"{_home(rng)}/" + pick(
        rng, (".procmailrc", ".procmail/rc.alerts", ".procmail/notify.rc")
    )
    text = f"""MAILDIR=$HOME/Mail
LOGFILE=$HOME/.procmail.log

:0c
* ^Subject:.*\\[(ALERT|CRIT)\\]
| formail -xSubject: | curl -s -H "Authorization: Bearer {tok}" -d @- https://ntfy.{domain(rng)}/ops-alerts

:0
* ^List-Id:.*dev\\.lists
lists/
"""
    return Out(path, text, tok, "")


@fmt(FAM, "imapsync_cli_password1_password2_flags")
def imapsync(rng):
    pw1 = gen_pw(rng, sym=SYM_BARE)
    old, new = domain(rng), domain(rng)
    u = user(rng)
    path = pick(
        rng,
        (
            "migrate_mailbox.sh",
            "migration/imapsync_batch.sh",
            "scripts/move-mail.sh",
            "ops/imapsync_user.sh",
        ),
    )
    text = f"""#!/bin/sh
imapsync --host1 mail.{old} --user1 {u} --password1 {pw1} \\
         --host2 imap.{new} --user2 {u}@{new} --password2 {gen_pw(rng, sym=SYM_BARE)} \\
         --ssl1 --ssl2 --automap --nofoldersizes
"""
    return Out(path, text, pw1, "")
