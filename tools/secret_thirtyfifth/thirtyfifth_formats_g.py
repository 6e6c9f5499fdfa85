# ruff: noqa: E501
"""Philatelic societies: circuit packets, auctions, catalogue scans, approval books."""

from __future__ import annotations

from thirtyfifth_spec import after, dec_html, enc_html, human_with, pw_with, reg

F = "philatelic_stamp_packets"
STAMP_WORDS = (
    "perforation",
    "watermark",
    "penny",
    "philately",
    "hinge",
    "cancel",
    "gutter",
    "tete",
)

reg(
    F,
    "philatelic_circuit_packets_vba_access_odbc",
    ("society/<<org>>/circuit/modPackets.bas", "vba/packets_<<n>>.bas"),
    """Attribute VB_Name = "modPackets"
Option Explicit

' circuit packets: who has which packet, and what was taken
Public Function OpenPacketsDb() As Object
    Dim conn As Object
    Set conn = CreateObject("ADODB.Connection")
    conn.Open "Driver={Microsoft Access Driver (*.mdb, *.accdb)};Dbq=\\\\<<ip>>\\society\\packets.accdb;Uid=Admin;Pwd=<<cred>>;"
    Set OpenPacketsDb = conn
End Function
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "philatelic_newsletter_admin_saved_html_entities",
    (
        "saved-pages/<<org>>/newsletter-admin_<<n>>.html",
        "Desktop/<<f>>/Newsletter Login_<<n3>>.htm",
    ),
    """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Stamp Society Newsletter - Admin</title></head>
<body>
<!-- saved from url=(0041)https://news.<<dom>>/admin/login -->
<form method="post" action="/admin/login">
  <label>User <input type="text" name="user" value="<<udot>>"></label>
  <label>Password <input type="password" name="pass" value="<<enc>>"></label>
  <button type="submit">Sign in</button>
</form>
</body></html>
""",
    pw_with("&<>"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=lambda t: dec_html(after(t, 'name="pass" value="', '"')),
)

reg(
    F,
    "philatelic_auction_lots_perl_dbi",
    ("auction/<<org>>/lib/Lots.pm", "cgi-bin/lots_<<n>>.pl"),
    """package Lots;
use strict;
use warnings;
use DBI;

# postal auction: lots, bids, reserve prices
sub dbh {
    return DBI->connect(
        "dbi:mysql:database=auction;host=<<host>>",
        "auction",
        '<<cred>>',
        { RaiseError => 1, mysql_enable_utf8mb4 => 1 },
    );
}

1;
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "philatelic_estonian_email_parool_oksjon",
    ("mail/<<org>>/oksjon/<<n3>>.eml", "postkast/<<f>>/filateelia_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Oksjonikeskkonna parool
Date: Fri, <<day>> Oct <<year>> <<time>>:02 +0300
Content-Type: text/plain; charset=UTF-8

Tere <<first2>>!

Sügisoksjoni markide kirjeldused saab sisestada alates esmaspäevast.
Kasutaja: <<udot>>
Parool: <<cred>>

Parem ära kirjuta seda seltsi foorumisse.
<<first>>
""",
    human_with((*STAMP_WORDS, "mark", "postmark", "ymbrik")),
    syntax="",
)

reg(
    F,
    "philatelic_ebay_lister_yaml_cert_id",
    ("lister/<<org>>/ebay.yaml", "tools/stamp-lister/config_<<n>>.yml"),
    """# stamp lots -> eBay listings
api:
  domain: api.ebay.com
  appid: "<<Org>>-StampLis-PRD-<<hex8>>-<<hex8>>"
  certid: "<<cred>>"
  devid: "<<uuid>>"
  siteid: 3
listing:
  category: 675
  duration: GTC
""",
    lambda rng: (
        "PRD-"
        + "".join(rng.choice("0123456789abcdef") for _ in range(12))
        + "-"
        + "-".join("".join(rng.choice("0123456789abcdef") for _ in range(4)) for _ in range(4))
    ),
)

reg(
    F,
    "philatelic_catalogue_scanner_ec_private_key_file",
    ("keys/<<org>>/scanner-<<n>>.pem", "scanner/ssl/catalogue-upload_<<n3>>.key"),
    "<<cred>>\n",
    "ec",
    syntax="",
)

reg(
    F,
    "philatelic_committee_minutes_treasurer_password",
    ("minutes/<<org>>/committee_<<date>>.txt", "docs/society/minutes_<<n>>.md"),
    """STAMP SOCIETY - COMMITTEE MEETING <<ddmm>>
Present: <<name>> (chair), <<name2>> (treasurer), packet secretary, 2 members

1. Apologies: none.
2. Circuit packets: 14 out, 2 overdue (reminder letters to go).
3. Treasurer: online banking card reader now kept by treasurer. The shared login for the
   society bank account was changed after the AGM; new password is <<cred>> - the
   treasurer will keep it in the sealed envelope as well.
4. Spring fair: tables at £12, booking form on the website.
5. AOB: hinges order.
""",
    human_with((*STAMP_WORDS, "stanley", "gibbons")),
    syntax="",
)

reg(
    F,
    "philatelic_approval_books_lua_notion_config",
    ("labels/<<org>>/config.lua", "approval-books/conf_<<n>>.lua"),
    """-- approval books: print labels from the Notion stock database
return {
  notion = {
    token = "<<cred>>",
    database = "<<hex12>><<hex12>><<hex8>>",
  },
  printer = "Brother_QL-700",
  label_mm = { 62, 29 },
}
""",
    "p:notion",
    syntax="",
)
