"""Family minutes_tickets_commit_prose: minutes, tickets, commit messages and mail threads."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_BARE,
    Out,
    alnum,
    domain,
    email,
    fmt,
    gen_pw,
    hexs,
    person,
    pick,
    user,
    words_pw,
)

FAM = "minutes_tickets_commit_prose"


def _name(rng):
    f, last = person(rng)
    return f"{f.capitalize()} {last.capitalize()}"


@fmt(FAM, "meeting_minutes_markdown_action_item_wifi_and_admin_login")
def minutes(rng):
    pw = words_pw(rng)
    a, b = _name(rng), _name(rng)
    path = pick(
        rng,
        (
            "minutes/2026-03-04-facilities.md",
            "docs/meetings/ops-sync-2026-02-11.md",
            "notes/board/2026-01-minutes.md",
            f"minutes/{rng.randint(2024, 2026)}-q{rng.randint(1, 4)}-it.md",
        ),
    )
    text = f"""# IT / facilities sync

**Present:** {a}, {b}, front office
**Apologies:** none

## 1. New NVR in the server cupboard
- Installed Tuesday, recording fine.
- {a} set the admin login to `admin` / `{pw}` for now, to be moved into the shared vault by Friday.

## Actions
- [ ] {b}: order replacement UPS battery
- [ ] {a}: move NVR login to vault, then change it
"""
    return Out(path, text, pw, "")


@fmt(FAM, "git_log_commit_message_body_mentions_new_key")
def commitmsg(rng):
    key = alnum(rng, 40)
    dom = domain(rng)
    path = pick(
        rng,
        (
            "COMMIT_EDITMSG",
            ".git/COMMIT_EDITMSG",
            "release/commit-log.txt",
            f"changes/{hexs(rng, 7)}.txt",
        ),
    )
    text = f"""Rotate mailer API key after the contractor offboarding

The old key was revoked in the provider console on Monday. New key for
the staging mailer is {key} until we wire it through
the secrets manager (tracked in OPS-{rng.randint(100, 999)}).

Signed-off-by: {_name(rng)} <{email(rng, dom)}>
"""
    return Out(path, text, key, "")


@fmt(FAM, "email_thread_reply_quoted_vpn_credentials_eml")
def eml(rng):
    pw = gen_pw(rng, sym="!#*-_.")
    dom = domain(rng)
    a, b = _name(rng), _name(rng)
    path = pick(
        rng,
        (
            "mail/Re_ remote access for audit.eml",
            "export/thread-remote-access.eml",
            f"inbox/{rng.randint(1000, 9999)}.eml",
            "Sent/Re_ VPN account.eml",
        ),
    )
    text = f"""From: {a} <{email(rng, dom)}>
To: {b} <{email(rng)}>
Subject: Re: remote access for the audit week
Date: Tue, 10 Mar 2026 09:14:02 +0100
Message-ID: <{hexs(rng, 16)}@{dom}>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Got it, I'm in. Thanks!

On Mon, 9 Mar 2026 at 17:40, {b} wrote:
> Hi,
> your temporary account for the audit week:
>
>   gateway: vpn.{dom}
>   user:    audit-{user(rng)}
>   pass:    {pw}
>
> It expires on the 20th.
"""
    return Out(path, text, pw, "")


@fmt(FAM, "helpdesk_ticket_csv_export_resolution_column")
def ticketcsv(rng):
    pw = gen_pw(rng, 12, sym="!#-_.")
    path = pick(
        rng,
        (
            "exports/tickets-2026-02.csv",
            "reports/helpdesk_export.csv",
            "tickets_closed.csv",
            f"exports/queue-{rng.randint(1, 9)}.csv",
        ),
    )
    rows = [
        f'{rng.randint(10000, 19999)},"Printer on 2nd floor offline","Replaced toner, restarted spooler",closed',
        f'{rng.randint(20000, 29999)},"Locked out of payroll portal","Reset account, temporary password {pw} given by phone, user must change on login",closed',
        f'{rng.randint(30000, 39999)},"Teams audio crackles","Updated headset firmware",closed',
    ]
    text = "id,subject,resolution,status\n" + "\n".join(rows) + "\n"
    return Out(path, text, pw, "")


@fmt(FAM, "postmortem_markdown_timeline_pasted_token")
def postmortem(rng):
    tok = alnum(rng, 48)
    path = pick(
        rng,
        (
            "postmortems/2026-02-18-queue-backlog.md",
            "incidents/INC-2291.md",
            "docs/postmortem-billing-outage.md",
            f"incidents/INC-{rng.randint(1000, 9999)}.md",
        ),
    )
    text = f"""# Postmortem: export queue backlog

## Timeline (UTC)
- 09:12 alerts fire for queue depth > 50k
- 09:20 on-call checks worker logs, auth failures against the partner API
- 09:31 found expired credential; new one issued: `{tok}`, hot-patched into the worker env
- 09:45 queue draining

## Follow-ups
- store partner credential in vault, not env
"""
    return Out(path, text, tok, "")


@fmt(FAM, "standup_notes_txt_inline_router_passphrase")
def standup(rng):
    pw = words_pw(rng, "-_")
    path = pick(
        rng,
        (
            "standup.txt",
            "notes/standup-2026-03.txt",
            "Desktop/standup notes.txt",
            f"notes/week{rng.randint(1, 52)}.txt",
        ),
    )
    text = f"""mon
- finished the label printer migration
- new guest router in meeting room B, admin pw {pw} (will rotate)
tue
- blocked on vendor for the badge reader
"""
    return Out(path, text, pw, "")


@fmt(FAM, "jira_issue_xml_rss_export_description_password")
def jira_xml(rng):
    pw = gen_pw(rng, sym="!#*-_.")
    key = f"{pick(rng, ('OPS', 'HELP', 'INFRA'))}-{rng.randint(100, 9999)}"
    path = pick(
        rng,
        (
            "exports/jira-issue.xml",
            f"exports/{key}.xml",
            "jira_export/SearchRequest.xml",
            "tickets/jira-rss.xml",
        ),
    )
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<rss version="0.92">
  <channel>
    <title>Jira</title>
    <item>
      <title>[{key}] Service account for the reporting database</title>
      <key id="{rng.randint(10000, 99999)}">{key}</key>
      <summary>Service account for the reporting database</summary>
      <description>&lt;p&gt;Created svc_reporting on the replica. Password: {pw} &#8211; please put it into the BI connection and close.&lt;/p&gt;</description>
      <status>Done</status>
      <assignee username="{user(rng)}">{_name(rng)}</assignee>
    </item>
  </channel>
</rss>
"""
    return Out(path, text, pw, "xml")


@fmt(FAM, "whiteboard_photo_ocr_text_wifi_psk")
def ocr(rng):
    pw = gen_pw(rng, 16, sym=SYM_BARE)
    path = pick(
        rng,
        (
            "scans/whiteboard-ocr.txt",
            "Photos/IMG_2041.txt",
            "ocr/meeting-room-b.txt",
            f"scans/wb-{rng.randint(100, 999)}.txt",
        ),
    )
    text = f"""WORKSHOP DAY 2
- agenda: onboarding flow, Q3 targets
Guest WiFi
SSID: {pick(rng, ("Kestrel-Guest", "Lowther-Visit", "NG-Event"))}
PSK: {pw}
parking: level -2
"""
    return Out(path, text, pw, "")
