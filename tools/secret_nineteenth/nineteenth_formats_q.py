"""Prose in file kinds the earlier corpora did not use: a Fountain screenplay draft, a
Gemini gemtext page, an AsciiDoc runbook, a reStructuredText meeting note, a troff man page,
a Thunderbird mbox and a TiddlyWiki tiddler."""

from nineteenth_spec import reg

F = "prose_fountain_gemtext_asciidoc_mbox"

reg(
    F,
    "fountain_screenplay_draft_dialogue_password",
    "scripts/draft_<<m>>.fountain",
    """Title: The Night Shift
Author: <<ud>>

INT. SERVER ROOM - NIGHT

MAYA types, then stops.

MAYA
(reading off a sticky note)
It's <<v>>. Who writes the real one on a sticky note?
""",
    "words",
    "",
)

reg(
    F,
    "gemtext_capsule_page_admin_login",
    "capsule/<<o>>/notes_<<n>>.gmi",
    """# Capsule notes

## Moving the capsule
=> gemini://<<d>>/ new home
* the old host panel still works, login <<u>> / <<v>>
* certificates renewed <<date>>
""",
    "words",
    "",
)

reg(
    F,
    "asciidoc_runbook_db_restore_password",
    "docs/runbooks/restore_<<n>>.adoc",
    """= Database restore runbook
:toc:

== Steps

. Stop the app: `systemctl stop app`
. Restore: `pg_restore -h <<h>> -U restore -d app latest.dump`
. When prompted, the restore user's password is `<<v>>`.
""",
    "bare",
    "",
)

reg(
    F,
    "rst_meeting_minutes_vendor_portal_password",
    "minutes/<<date>>-ops-<<n>>.rst",
    """Ops meeting <<date>>
======================

* Vendor portal access moved to the shared account.

  - user: ``ops@<<d>>``
  - password: ``<<v>>``

* Next meeting in two weeks.
""",
    "words",
    "",
)

reg(
    F,
    "troff_man_page_internal_tool_default_key",
    "man/man1/<<o>>sync.1",
    """.TH <<o>>SYNC 1 "<<date>>" "internal"
.SH NAME
<<o>>sync \\- push nightly exports
.SH ENVIRONMENT
.TP
.B SYNC_KEY
defaults to <<v>> on the build host when unset.
""",
    "a:32",
    "",
)

reg(
    F,
    "thunderbird_mbox_forwarded_vpn_password",
    "mail/Local Folders/Inbox_<<m>>",
    """From - Tue Mar 04 09:12:00 2025
From: <<e>>
To: <<ud>>@<<d>>
Subject: Fwd: remote access

Forwarding as asked: the VPN user is <<u>> and the password is <<v>>
(IT says change it on first login).
""",
    "wordsbare",
    "",
)

reg(
    F,
    "tiddlywiki_tid_file_router_login",
    "wiki/tiddlers/Router_<<n>>.tid",
    """created: 20250304091200000
modified: 20250304091200000
tags: network
title: Router <<n>>

Router admin UI at http://<<ip>>/ - login admin, password <<v>>
""",
    "nosym",
    "",
)
