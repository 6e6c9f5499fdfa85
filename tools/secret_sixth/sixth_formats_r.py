"""Formats: Prose (changelogs, patches, drafts)."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_Q,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    words_pw,
)

PROSE = "prose_changelogs_patches_drafts"
Q1 = SYM_Q.replace("'", "")
Q2 = Q1.replace('"', "")


@fmt(PROSE, "debian_changelog_entry_default_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="", n=rng.randint(10, 14)), words_pw(rng, sym="!"))
    pkg = f"{c.slug}-appliance"
    text = fill(
        """
        <<pkg>> (2.<<mi>>.1-1) bookworm; urgency=medium

          * Ship nginx vhost for the kiosk UI.
          * Set the initial admin password of the web UI to <<s>> until
            first-boot provisioning lands (closes: #<<bug>>).
          * Bump Standards-Version to 4.6.2.

         -- <<person>> <<<email>>>  <<rfc>>
        """,
        pkg=pkg,
        mi=rng.randint(0, 9),
        s=s,
        bug=rng.randint(1000, 9999),
        person=c.person,
        email=c.email,
        rfc=c.day.strftime("%a, %d %b %Y") + " 14:22:05 +0100",
    )
    return Out(
        pick(
            rng,
            "debian/changelog",
            f"packaging/{pkg}/debian/changelog",
            f"{c.slug}/debian/changelog",
        ),
        text,
        s,
        "",
    )


@fmt(PROSE, "rpm_spec_changelog_mirror_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        Name:           <<slug>>-repo
        Version:        1.<<mi>>
        Release:        2%{?dist}
        Summary:        Yum repository definition for <<org>> packages
        License:        MIT
        BuildArch:      noarch

        %description
        Repository file and GPG key for the internal package mirror.

        %files
        /etc/yum.repos.d/<<slug>>.repo

        %changelog
        * <<day>> <<person>> <<<email>>> - 1.<<mi>>-2
        - Mirror now needs a token; baseurl uses ?token=<<s>> for now
        - Drop the EL7 repo
        """,
        slug=c.slug,
        mi=rng.randint(0, 9),
        org=c.org,
        day=c.day.strftime("%a %b %d %Y"),
        person=c.person,
        email=c.email,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"{c.slug}-repo.spec",
            f"rpm/SPECS/{c.slug}-repo.spec",
            f"packaging/{c.slug}/repo.spec",
        ),
        text,
        s,
    )


@fmt(PROSE, "keepachangelog_md_unreleased_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        # Changelog
        All notable changes to this project will be documented in this file.

        The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

        ## [Unreleased]
        ### Changed
        - Geocoding moved to the new provider account; staging uses key `<<s>>`
          until the secrets store is wired up (see #<<n>>).
        - Bumped `httpx` to 0.27.

        ## [1.<<mi>>.0] - <<date>>
        ### Added
        - CSV export of delivery routes.
        """,
        s=s,
        n=rng.randint(100, 999),
        mi=rng.randint(2, 9),
        date=c.date,
    )
    return Out(
        pick(rng, "CHANGELOG.md", "docs/CHANGELOG.md", f"packages/{c.slug}/CHANGELOG.md"), text, s
    )


@fmt(PROSE, "hugo_draft_post_code_fence_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 44, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    text = fill(
        """
        ---
        title: "Automating our status page updates"
        date: <<date>>T09:00:00+01:00
        draft: true
        tags: [ops, automation]
        author: "<<person>>"
        ---

        Every incident we used to update the status page by hand. Now the on-call bot does it:

        ```bash
        curl -X POST https://status.<<dom>>/api/v1/incidents \\
          -H "Authorization: Bearer <<s>>" \\
          -d '{"name": "Degraded API latency", "status": "investigating"}'
        ```

        TODO before publishing: screenshots, and explain the webhook.
        """,
        date=c.date,
        person=c.person,
        dom=c.domain,
        s=s,
    )
    slug = pick(rng, "status-page-automation", "statuspage-bot", "incident-updates")
    return Out(
        pick(
            rng,
            f"content/posts/{slug}.md",
            f"content/blog/{c.day.year}/{slug}/index.md",
            f"drafts/{slug}.md",
        ),
        text,
        s,
    )


@fmt(PROSE, "git_format_patch_email_diff_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        From <<sha>> Mon Sep 17 00:00:00 2001
        From: <<person>> <<<email>>>
        Date: <<rfc>>
        Subject: [PATCH 2/3] monitor: point the smoke test at staging

        ---
         monitor/smoke.py | 4 ++--
         1 file changed, 2 insertions(+), 2 deletions(-)

        diff --git a/monitor/smoke.py b/monitor/smoke.py
        index <<i1>>..<<i2>> 100644
        --- a/monitor/smoke.py
        +++ b/monitor/smoke.py
        @@ -8,7 +8,7 @@ import requests
        <<sp>>
        -BASE = "https://app.<<dom>>"
        -LOGIN = ("smoke", os.environ["SMOKE_PASSWORD"])
        +BASE = "https://staging.<<dom>>"
        +LOGIN = ("smoke", "<<s>>")
        <<sp>>
         def check_login():
        --<<sp>>
        2.43.0
        """,
        sha=hx(rng, 40),
        person=c.person,
        email=c.email,
        rfc=c.day.strftime("%a, %d %b %Y") + " 11:47:30 +0200",
        i1=hx(rng, 7),
        i2=hx(rng, 7),
        sp=" ",
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "patches/0002-monitor-point-the-smoke-test-at-staging.patch",
            f"outgoing/{c.slug}/0002-smoke-staging.patch",
            "0002-monitor-staging.patch",
        ),
        text,
        s,
    )


@fmt(PROSE, "pipermail_archive_html_message_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="", n=rng.randint(10, 14)), words_pw(rng, sym="!#"))
    text = fill(
        """
        <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
        <HTML>
         <HEAD>
           <TITLE> [<<slug>>-users] shared FTP account for the workshop</TITLE>
         </HEAD>
         <BODY BGCOLOR="#ffffff">
           <H1>[<<slug>>-users] shared FTP account for the workshop</H1>
            <B><<person>></B>
            <A HREF="mailto:<<slug>>-users%40lists.<<dom>>">
            <I><<day>></I>
            <P><UL><LI>Previous message: [<<slug>>-users] room change</LI></UL>
            <HR>
        <!--beginarticle-->
        <PRE>Hi all,

        for uploading the recordings before Friday use the shared account:

          host: ftp.<<dom>>
          user: workshop
          password: <<s>>

        Please do not change the password, other groups use it too.

        Cheers,
        <<first>>
        </PRE>
        <!--endarticle-->
         </BODY>
        </HTML>
        """,
        slug=c.slug,
        person=c.person,
        dom=c.domain,
        day=c.day.strftime("%a %b %d %Y"),
        s=s,
        first=c.first,
    )
    return Out(
        pick(
            rng,
            f"archives/{c.slug}-users/{c.day:%Y-%B}/{rng.randint(100, 999):06d}.html",
            f"pipermail/{c.slug}-users/{c.day:%Y-%B}/000{rng.randint(100, 999)}.html",
        ),
        text,
        s,
    )


@fmt(PROSE, "texinfo_manual_example_block_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    tool = f"{c.slug[:5]}sync"
    text = fill(
        """
        @node Uploading
        @chapter Uploading results

        @command{<<tool>>} sends finished runs to the archive server.  The
        key below belongs to the lab's upload account:

        @example
        $ <<tool>> upload --server https://archive.<<dom>> \\
            --api-key=<<s>> runs/<<date>>/
        @end example

        @xref{Configuration}, for storing the key in @file{~/.<<tool>>rc}.
        """,
        tool=tool,
        dom=c.domain,
        s=s,
        date=c.date,
    )
    return Out(
        pick(rng, f"doc/{tool}.texi", "doc/manual.texi", f"docs/{c.slug}/uploading.texi"), text, s
    )


@fmt(PROSE, "perl_pod_synopsis_constructor_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 36)
    mod = f"{c.slug.capitalize()}::Client"
    text = fill(
        """
        package <<mod>>;
        use strict;
        use warnings;

        our $VERSION = '0.0<<n>>';

        1;

        __END__

        =head1 NAME

        <<mod>> - talk to the <<org>> inventory API

        =head1 SYNOPSIS

          use <<mod>>;
          my $client = <<mod>>->new(
              base_url => 'https://inventory.<<dom>>',
              api_key  => '<<s>>',
          );
          my @items = $client->search(sku => 'AB-1234');

        =head1 AUTHOR

        <<person>>

        =cut
        """,
        mod=mod,
        n=rng.randint(1, 9),
        org=c.org,
        dom=c.domain,
        s=s,
        person=c.person,
    )
    return Out(
        pick(
            rng,
            f"lib/{c.slug.capitalize()}/Client.pm",
            f"perl/lib/{c.slug.capitalize()}/Client.pm",
            f"{c.slug}/Client.pm",
        ),
        text,
        s,
    )


@fmt(PROSE, "moinmoin_wiki_page_highlight_block")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q2, n=rng.randint(12, 16))
    text = fill(
        """
        #acl Known:read,write All:read
        = Restoring the label printer =

        If the Zebra printer loses its config after a power cut:

         1. Plug a laptop into the printer's service port.
         1. Run the script below from `\\\\fileserver\\it\\zebra`.

        {{{#!highlight bash
        ./zebra-restore.sh --host <<ip>> --user admin --password '<<s>>'
        }}}

        ----
        CategoryHowTo
        """,
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(
            rng,
            "wiki/data/pages/LabelPrinter/revisions/00000003",
            f"moin/{c.slug}/LabelPrinter.txt",
            "wiki/LabelPrinterRestore",
        ),
        text,
        s,
    )


@fmt(PROSE, "activitypub_outbox_json_direct_note")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, sym="!#")
    uname = c.first.lower()
    inst = pick(rng, "mastodon.social", "fosstodon.org", "hachyderm.io", "chaos.social")
    text = fill(
        """
        {
          "@context": "https://www.w3.org/ns/activitystreams",
          "id": "outbox.json",
          "type": "OrderedCollection",
          "totalItems": 1,
          "orderedItems": [
            {
              "id": "https://<<inst>>/users/<<u>>/statuses/<<sid>>/activity",
              "type": "Create",
              "actor": "https://<<inst>>/users/<<u>>",
              "published": "<<date>>T19:40:12Z",
              "to": ["https://<<inst>>/users/<<friend>>"],
              "cc": [],
              "object": {
                "id": "https://<<inst>>/users/<<u>>/statuses/<<sid>>",
                "type": "Note",
                "content": "<p>@<<friend>> the guest wifi at the studio is <<ssid>>, <<+>>
                password <<s>></p>",
                "directMessage": true
              }
            }
          ]
        }
        """,
        inst=inst,
        u=uname,
        sid=rng.randint(10**17, 10**18 - 1),
        date=c.date,
        friend=pick(rng, "mira", "jonte", "kasia", "ravi"),
        ssid=f"{c.slug}-guest",
        s=s,
    )
    return Out(
        pick(
            rng,
            "archive/outbox.json",
            f"mastodon-archive-{c.day:%Y%m%d}/outbox.json",
            f"{uname}-export/outbox.json",
        ),
        text,
        s,
    )
