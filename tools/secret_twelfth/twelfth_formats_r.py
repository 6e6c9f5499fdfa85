"""Twelfth corpus formats: ops_handover_notes_and_patches (runbooks, diffs, IRC logs, mails, issue dumps, org-mode, todo.txt)."""

# ruff: noqa: E501, W293

from __future__ import annotations

import json
import random
import re
import urllib.parse

from twelfth_corpus import (
    SYM_BARE,
    SYM_INI,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    host,
    ip,
    person,
    pick,
    user,
    words_pw,
)

FAM = "ops_handover_notes_and_patches"


@fmt(FAM, "runbook_markdown_pg_restore_pgpassword_inline")
def _runbook(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    h = host(rng, "pg")
    app = pick(rng, ("listmonk", "pretix", "dhis2", "immich", "castopod"))
    text = f"""# Restoring {app} from the nightly dump

1. Stop the app: `systemctl stop {app}`
2. Fetch the newest dump from the backup box (`/srv/backup/{app}/`).
3. Restore into a fresh database:

```sh
dropdb -h {h} -U {app} {app}_restore || true
createdb -h {h} -U {app} {app}_restore
PGPASSWORD={pw} pg_restore -h {h} -U {app} -d {app}_restore --no-owner latest.dump
```

4. Swap the names, start the app again, check the login page.
"""
    return Out(
        pick(rng, (f"docs/runbooks/{app}-restore.md", f"runbooks/{app}_restore.md", "RESTORE.md")),
        text,
        pw,
        "",
    )


@fmt(FAM, "unified_diff_added_line_ini_password")
def _diff(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    f, last = person(rng)
    old = gen_pw(rng, sym=SYM_INI)
    text = f"""From 3f1c2a9b Mon Sep 17 00:00:00 2001
From: {f.capitalize()} {last.capitalize()} <{f}@{domain(rng)}>
Date: Tue, 3 Mar 2026 16:02:11 +0100
Subject: [PATCH] point pretix at the new database host

---
 deploy/pretix.cfg | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)

diff --git a/deploy/pretix.cfg b/deploy/pretix.cfg
index 8c1e0b2..b7d94a1 100644
--- a/deploy/pretix.cfg
+++ b/deploy/pretix.cfg
@@ -9,8 +9,8 @@ trust_x_forwarded_proto=on
 [database]
 backend=postgresql
 name=pretix
 user=pretix
-password={old}
-host=localhost
+password={pw}
+host={host(rng, "pg")}
 
 [mail]
 from=tickets@{domain(rng)}
"""
    return Out(
        pick(
            rng,
            (
                "0001-point-pretix-at-the-new-database-host.patch",
                "patches/pretix-db.patch",
                "tmp/pretix.diff",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "weechat_irc_log_line_pasted_login")
def _weechat(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_BARE)
    a, b = user(rng), user(rng)
    text = f"""2026-02-11 21:02:44	-->	{b} ({b}@{ip(rng)}) has joined #radio-tech
2026-02-11 21:03:10	{a}	{b}: rivendell box is back, log in to rdadmin with user {pick(rng, ("admin", "rdadmin", "engineer"))}
2026-02-11 21:03:18	{a}	pw is {pw}
2026-02-11 21:03:31	{b}	thx, in
2026-02-11 21:04:02	{a}	change it after the show pls
"""
    return Out(
        pick(
            rng,
            (
                "logs/irc.libera.#radio-tech.weechatlog",
                "weechat/logs/irc.oftc.#radio-tech.weechatlog",
                "irc/#radio-tech.weechatlog",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "vendor_handover_eml_plaintext_credentials_block")
def _eml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%*+-_.?@")
    dom, vdom = domain(rng), domain(rng)
    f, last = person(rng)
    text = f"""From: {f.capitalize()} {last.capitalize()} <{f}.{last}@{vdom}>
To: it@{dom}
Subject: Handover - signage CMS installed
Date: Thu, 19 Feb 2026 10:41:07 +0100
Message-ID: <{rng.randint(10**9, 10**10)}.{f}@{vdom}>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hello,

the Xibo CMS is now running at https://signage.{dom}. Access for your team:

  Username: {pick(rng, ("xibo_admin", "admin", "signage-admin"))}
  Password: {pw}

Displays in the canteen and reception are already authorised.

Kind regards
{f.capitalize()}
"""
    return Out(
        pick(
            rng,
            (
                "mail/handover-signage.eml",
                "inbox/Handover - signage CMS installed.eml",
                "vendor/handover.eml",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "gitea_issue_comments_api_json_body_with_password")
def _gitea(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+!")
    comments = [
        {
            "id": rng.randint(1000, 9999),
            "user": {"login": user(rng)},
            "body": "Listmonk imports fail since the upgrade, any idea?",
        },
        {
            "id": rng.randint(1000, 9999),
            "user": {"login": user(rng)},
            "body": f"Reproduced. The DB user lost its grant. Connect with\n\n```\npsql -h {host(rng, 'pg')} -U listmonk listmonk\n```\n\npassword `{pw}` and run `GRANT ALL ON SCHEMA public TO listmonk;`",
        },
    ]
    return Out(
        pick(
            rng,
            (
                "export/issue-112-comments.json",
                "gitea-dump/issues/57/comments.json",
                "tmp/comments.json",
            ),
        ),
        json.dumps(comments, indent=2) + "\n",
        pw,
        "json",
    )


def _decode_form(text: str) -> str:
    m = re.search(r"--data-raw '[^']*?\bpassword=([^&']+)", text)
    assert m
    return urllib.parse.unquote_plus(m.group(1))


@fmt(FAM, "bug_report_devtools_copy_as_curl_form_urlencoded_password", decode=_decode_form)
def _copy_as_curl(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="@!#$&:/")
    enc = urllib.parse.quote_plus(pw)
    u = user(rng)
    site = pick(rng, ("booking", "rooms", "survey", "lists"))
    dom = domain(rng)
    text = f"""## Login fails with 419 after the upgrade

Steps: open https://{site}.{dom}/login, enter my account, press *Sign in*. The page
reloads with "Page expired". Request from the browser (Firefox, Copy as cURL):

```
curl 'https://{site}.{dom}/login' -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0' -H 'Content-Type: application/x-www-form-urlencoded' -H 'Origin: https://{site}.{dom}' --data-raw '_token={alnum(rng, 40)}&email={u}%40{dom}&password={enc}&remember=on'
```

Expected: dashboard. Happens in Chrome too.
"""
    return Out(
        pick(rng, ("issues/login-419.md", "bugs/2026-03-login.md", "notes/bugreport_login.md")),
        text,
        pw,
        "",
    )


@fmt(FAM, "org_mode_properties_drawer_password")
def _org(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE) if rng.random() < 0.5 else words_pw(rng)
    text = f"""#+TITLE: Homelab
#+STARTUP: overview

* Services
** Immich
   :PROPERTIES:
   :URL:      https://photos.{domain(rng)}
   :USER:     {user(rng)}
   :PASSWORD: {pw}
   :END:
   - upgrade monthly, read the release notes first (breaking changes!)
** NetXMS
   - agent on every box, server on vm03
"""
    return Out(pick(rng, ("org/homelab.org", "notes/infra.org", "homelab.org")), text, pw, "")


@fmt(FAM, "todo_txt_task_line_inline_password")
def _todo(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""(A) 2026-03-01 renew TLS on signage box +ops @vm02
(B) 2026-03-02 rotate ampache db pw (now {pw}) +radio @db01
x 2026-02-27 2026-02-20 move boinc crunchers to vlan 40 +lab
2026-03-03 ask vendor about Beds24 channel mapping +hotel
"""
    return Out(pick(rng, ("todo.txt", "Dropbox/todo/todo.txt", "notes/todo.txt")), text, pw, "")
