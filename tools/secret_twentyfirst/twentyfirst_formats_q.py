"""Prose in file kinds new to the corpora: Cooklang recipes, ledger journals, todo.txt, ABC
tunes, reStructuredText runbooks, man pages, RTF letters."""

from __future__ import annotations

from twentyfirst_spec import reg

F = "prose_cooklang_ledger_todotxt_abc_rst"

reg(
    F,
    "cooklang_recipe_comment_wifi_password",
    ("recipes/<<org>>/sourdough-<<n>>.cook", "cook/<<first>>-focaccia-<<n3>>.cook"),
    """>> servings: 4
>> source: <<first>>'s kitchen

Mix @flour{500%g} with @water{350%ml} and @salt{10%g}.
-- guests: the kitchen wifi is Pantry, pass <<cred>>
Let rest for ~{12%hours}, then bake in a #dutch oven{} for ~{40%minutes}.
""",
    "human",
    syntax="",
)

reg(
    F,
    "ledger_journal_comment_bank_login",
    ("finance/<<org>>/<<year>>.journal", "ledger/<<first>>-<<n>>.ledger"),
    """<<date>> * Rent
    Expenses:Housing:Rent        1,150.00 EUR
    Assets:Bank:Checking
    ; online banking login <<user>> / <<cred>>

<<date>> Groceries
    Expenses:Food                   64.20 EUR
    Assets:Cash
""",
    "human",
    syntax="",
)

reg(
    F,
    "todotxt_task_line_router_password",
    ("todo/<<org>>/todo.txt", "Dropbox/<<first>>-<<n>>/todo.txt"),
    """(A) <<date>> renew domain +website @computer
(B) <<date>> reset router for mum, new admin pw <<cred>> +family @phone
x <<date>> <<date>> buy printer ink @errands
""",
    "human",
    syntax="",
)

reg(
    F,
    "abc_notation_tune_comment_share_password",
    ("tunes/<<org>>/session-<<n>>.abc", "abc/<<first>>_reels_<<n3>>.abc"),
    """X:<<n>>
T:The Kettle on the Hob
R:reel
M:4/4
L:1/8
K:D
% recordings are on the session share, login session / <<cred>>
|:FAAF ABde|faef d2BA|FAAF ABde|fdec d4:|
""",
    "human",
    syntax="",
)

reg(
    F,
    "rst_runbook_note_admonition_vpn_password",
    ("docs/<<org>>/runbook-<<n>>.rst", "handbook/remote-access-<<n3>>.rst"),
    """Remote access
=============

Connect with the office VPN profile before opening the accounts share.

.. note::

   The shared VPN account is ``office`` with password ``<<cred>>`` until IT
   hands out personal accounts.

Troubleshooting
---------------

Restart the client if the tunnel stays yellow.
""",
    "human",
    syntax="",
)

reg(
    F,
    "troff_man_page_default_account_password",
    ("man/man1/<<org>>-kiosk.1", "share/man/man1/kioskctl<<n>>.1"),
    """.TH KIOSKCTL 1 "<<date>>" "kioskctl <<n>>.2" "User Commands"
.SH NAME
kioskctl \\- manage the front-desk kiosk
.SH SYNOPSIS
.B kioskctl
[\\fB\\-\\-reset\\fR]
.SH NOTES
The installer creates the account
.B kiosk
with the password
.B <<cred>>
which staff at this site still use.
""",
    "human",
    syntax="",
)

reg(
    F,
    "rtf_letter_gate_access_password",
    ("letters/<<org>>/welcome-<<n>>.rtf", "Documents/<<first>>-tenant-<<n3>>.rtf"),
    r"""{\rtf1\ansi\deff0 {\fonttbl {\f0 Times New Roman;}}
\f0\fs24 Dear <<first>> <<last>>,\par
\par
welcome to the allotment association. The gate and the shed app use the same login:
member <<n3>>, password <<cred>>.\par
\par
Kind regards,\par
The committee\par
}
""",
    "human",
    syntax="",
)
