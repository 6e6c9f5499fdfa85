"""Prose, transcripts and slides: SRT subtitles, Marp slides, NOC shift handover, a meeting
transcript, reveal.js slides, a Sphinx FAQ page, an RFC-style memo."""

from __future__ import annotations

import random

from seventh_corpus import SYM_URL, Ctx, Out, an, epoch, fill, fmt, jwt, pick, pw, words_pw

FAM = "prose_transcripts_slides"


def _ts(rng: random.Random, base: int) -> tuple[str, str]:
    a = base + rng.randint(0, 3)
    b = a + rng.randint(2, 5)

    def f(s: int) -> str:
        return f"00:{s // 60:02d}:{s % 60:02d},{rng.randint(0, 999):03d}"

    return f(a), f(b)


@fmt(FAM, "srt_screencast_subtitles_spoken_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.6 else pw(rng, 10, 14, "-_.!@")
    base = rng.randint(60, 900)
    t = [_ts(rng, base + 6 * i) for i in range(4)]
    text = fill(
        """
        41
        <<a0>> --> <<b0>>
        So now we log in to the staging admin panel.

        42
        <<a1>> --> <<b1>>
        The user is <<user>> and the password is
        <<s>>

        43
        <<a2>> --> <<b2>>
        and once you're in, go to Settings, then Integrations.

        44
        <<a3>> --> <<b3>>
        Don't worry about the warning banner at the top.
        """,
        a0=t[0][0],
        b0=t[0][1],
        a1=t[1][0],
        b1=t[1][1],
        a2=t[2][0],
        b2=t[2][1],
        a3=t[3][0],
        b3=t[3][1],
        user=pick(rng, "admin", "onboarding", c.user),
        s=s,
    )
    path = pick(
        rng, "videos/onboarding-part2.srt", f"training/{c.slug}-admin.en.srt", "walkthrough.srt"
    )
    return Out(path, text, s)


@fmt(FAM, "marp_slides_md_curl_api_key_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        ---
        marp: true
        theme: gaia
        paginate: true
        ---

        # Inventory API in 10 minutes
        <<person>>, platform team

        ---

        ## Try it

        ```bash
        curl -s https://<<host>>/v2/items?limit=5 \\
          -H "X-API-Key: <<key>>"
        ```

        This is the team key, please don't put it on the wiki :)

        ---

        ## Questions?
        """,
        person=c.person,
        host=c.host("inventory", "api"),
        key=key,
    )
    path = pick(rng, "slides/inventory-api.md", "talks/lunch-and-learn.md", f"{c.slug}-talk.md")
    return Out(path, text, key)


@fmt(FAM, "noc_shift_handover_txt_console_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 14, "-_.!@#")
    other, _ = c.other_person()
    text = fill(
        """
        SHIFT HANDOVER  <<date>>  night -> day
        from: <<person>>   to: <<other>>

        open:
        - INC-<<inc>> fibre cut Lindenweg, carrier ETA 10:00, traffic on backup path
        - core-sw<<n>> PSU2 amber, spare ordered

        done:
        - replaced linecard in agg-<<n>>, config restored from backup
        - console password on agg-<<n>> reset to <<s>> (old one was not in the vault)
          -> please rotate + put in vault when you get a chance

        notes:
        - change freeze starts Friday 18:00
        """,
        date=c.date,
        person=c.person,
        other=other,
        inc=rng.randint(10000, 99999),
        n=rng.randint(1, 9),
        s=s,
    )
    path = pick(rng, f"noc/handover/{c.date}.txt", "handover.txt", f"shiftlog/{c.date}-night.txt")
    return Out(path, text, s)


@fmt(FAM, "meeting_transcript_txt_spoken_wifi_passphrase")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, "!.")
    other, _ = c.other_person()
    text = fill(
        """
        Event planning sync - <<date>>

        <<p1>>  0:04:12
        Okay, venue logistics. Do we have the network details for the hall?

        <<p2>>  0:04:19
        Yes, they sent them this morning. The network is <<slug>>-Events and the
        password is <<s>>, all one word, capital first letter.

        <<p1>>  0:04:31
        Great, put that on the speaker info sheet but not on the public page.

        <<p2>>  0:04:36
        Will do.
        """,
        date=c.date,
        p1=c.person,
        p2=other,
        slug=c.slug.capitalize(),
        s=s,
    )
    path = pick(
        rng, f"meetings/{c.date}-planning.txt", "transcripts/sync.txt", "notes/transcript.txt"
    )
    return Out(path, text, s)


@fmt(FAM, "revealjs_html_slide_code_block_jwt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = jwt(
        rng,
        {"sub": f"svc-{c.slug}-demo", "scope": "read write", "iat": epoch(rng), "iss": c.domain},
    )
    text = fill(
        """
        <!doctype html>
        <html>
          <head>
            <link rel="stylesheet" href="dist/reveal.css">
            <link rel="stylesheet" href="dist/theme/black.css">
          </head>
          <body>
            <div class="reveal"><div class="slides">
              <section><h2>Calling the reports API</h2></section>
              <section>
                <pre><code class="language-python" data-trim>
        import httpx
        TOKEN = "<<tok>>"
        r = httpx.get("https://<<host>>/reports/daily", <<+>>
        headers={"Authorization": f"Bearer {TOKEN}"})
                </code></pre>
              </section>
            </div></div>
            <script src="dist/reveal.js"></script>
            <script>Reveal.initialize();</script>
          </body>
        </html>
        """,
        tok=tok,
        host=c.host("reports", "api"),
    )
    path = pick(rng, "talk/index.html", "slides/reports-api/index.html", f"{c.slug}-demo.html")
    return Out(path, text, tok)


@fmt(FAM, "sphinx_rst_faq_psql_connection_uri")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, SYM_URL)
    text = fill(
        """
        FAQ
        ===

        How do I get read access to the reporting database?
        ---------------------------------------------------

        Use the shared read-only role; it is refreshed nightly from production.

        .. code-block:: bash

           psql "postgresql://report_ro:<<s>>@<<host>>:5432/reports?sslmode=require"

        Why is my dashboard empty?
        --------------------------

        Check that the nightly ETL finished (see the ``#data-alerts`` channel).
        """,
        s=s,
        host=c.host("reports-db", "pg"),
    )
    path = pick(rng, "docs/faq.rst", "docs/source/faq.rst", f"{c.slug}-handbook/faq.rst")
    return Out(path, text, s)


@fmt(FAM, "rfc_style_plaintext_memo_captured_token_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    text = fill(
        """
        <<org>>                                                     <<person>>
        Internal Memo: 2024-<<n>>                                         <<date>>


                   Webhook Delivery Protocol for Partner Integrations

        1.  Introduction

           This memo describes how partner systems deliver order events to
           the <<org>> intake service.

        2.  Authentication

           Each partner sends a static token in the Authorization header.

        Appendix A.  Captured Exchange

           POST /v1/events HTTP/1.1
           Host: <<host>>
           Authorization: Token <<tok>>
           Content-Type: application/json

           {"type": "order.created", "id": "<<eid>>"}
        """,
        org=c.org,
        person=c.person,
        n=rng.randint(3, 40),
        date=c.date,
        host=c.host("intake"),
        tok=tok,
        eid=an(rng, 12),
    )
    path = pick(rng, "docs/memos/webhook-protocol.txt", "memo-webhooks.txt", f"{c.slug}-memo.txt")
    return Out(path, text, tok)
