"""Prose: code review comments, forum and Q&A posts, SMS backups and chat transcripts."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from fourteenth_corpus import (
    SYM_BARE,
    Out,
    alnum,
    epoch,
    fmt,
    gen_pw,
    host,
    person,
    pick,
    user,
    words_pw,
)

FAM = "review_forum_sms_prose"


@fmt(FAM, "github_pr_review_comments_api_json_body_mentions_password")
def gh_review(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    body = (
        f"nit: this fixture still uses the staging admin login. fwiw it's `{pw}` on "
        f"{host(rng, 'stg')} so please don't merge this as is, I'll rotate it after the release."
    )
    data = [
        {
            "id": rng.randint(1_000_000_000, 2_000_000_000),
            "path": "tests/fixtures/admin_login.yml",
            "line": rng.randint(3, 40),
            "side": "RIGHT",
            "user": {"login": user(rng)},
            "body": body,
            "created_at": "2026-02-11T09:14:52Z",
        }
    ]
    return Out(
        pick(
            rng,
            (
                "pr_1423_review_comments.json",
                "exports/review_comments.json",
                "audit/pr-comments.json",
            ),
        ),
        json.dumps(data, indent=2) + "\n",
        pw,
    )


@fmt(FAM, "review_suggestion_markdown_comment_block_api_key")
def suggestion(rng: random.Random) -> Out:
    key = "sk_live_" + alnum(rng, 24)
    text = f"""**{user(rng)}** commented on `config/billing.py` line 18

> ```suggestion
> STRIPE_API_KEY = os.environ["STRIPE_API_KEY"]
> ```

The diff currently hardcodes `{key}` - that's the live key, not the restricted one. Suggestion above.
"""
    return Out(
        pick(rng, ("review/comment_18.md", "notes/review-billing.md", "pr-review.md")),
        text,
        key,
        "",
    )


@fmt(FAM, "vbulletin_bbcode_forum_post_code_block_db_login")
def bbcode(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""[QUOTE=modbot]Please post your config (without passwords).[/QUOTE]

Sorry, here it is, still can't connect after the upgrade:

[CODE]
$config['Database']['dbname'] = 'forum';
$config['MasterServer']['servername'] = 'localhost';
$config['MasterServer']['username'] = 'forumadmin';
$config['MasterServer']['password'] = '{pw}';
[/CODE]

Any ideas? [B]Error 1045[/B] every time.
"""
    return Out(
        pick(rng, ("thread_88213_post4.txt", "forum-export/post_4.bbcode", "posts/help-1045.txt")),
        text,
        pw,
        "",
    )


@fmt(FAM, "stackoverflow_question_markdown_connection_uri")
def so_question(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-._~")
    text = f"""## psycopg2 OperationalError: SSL SYSCALL error: EOF detected

I'm connecting like this and it works locally but fails on the server:

```python
conn = psycopg2.connect("postgresql://analytics:{pw}@{host(rng, "pg")}:5432/warehouse?sslmode=require")
```

Postgres 15, psycopg2 2.9.9. What am I missing?

**Tags:** python postgresql psycopg2 ssl
"""
    return Out(
        pick(rng, ("drafts/so_question.md", "question.md", "notes/stack-question-ssl.md")),
        text,
        pw,
        "",
    )


@fmt(FAM, "reddit_listing_json_selftext_wifi_passphrase")
def reddit(rng: random.Random) -> Out:
    psk = words_pw(rng, sep_choices="-!_")
    self_text = (
        "Flatmate changed the router settings and now half our devices drop every 10 min. "
        f"SSID is HomeNet-5G, WPA2, password {psk}. Band steering is on. Any idea what to check?"
    )
    data = {
        "kind": "Listing",
        "data": {
            "children": [
                {
                    "kind": "t3",
                    "data": {
                        "subreddit": "HomeNetworking",
                        "title": "Devices keep dropping after router change",
                        "selftext": self_text,
                        "author": user(rng),
                        "created_utc": float(epoch(rng)),
                        "num_comments": rng.randint(0, 40),
                    },
                }
            ]
        },
    }
    return Out(
        pick(rng, ("saved/reddit_post.json", "export/t3_post.json", "reddit_saved.json")),
        json.dumps(data, indent=1) + "\n",
        psk,
    )


@fmt(FAM, "sms_backup_restore_xml_body_one_time_login")
def sms(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=12, sym="!#*+-_.?@")
    f, last = person(rng)
    text = f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="{alnum(rng, 8)}" backup_date="{epoch(rng)}000">
  <sms protocol="0" address="+3584{rng.randint(1000000, 9999999)}" date="{epoch(rng)}000" type="1" subject="null" body="hi its {f.capitalize()}, the shared mailbox login is kassa@{pick(rng, ("hollis-bakery.fi", "quennell.se"))} / {pw}" read="1" status="-1" locked="0" contact_name="{f.capitalize()} {last.capitalize()}" />
  <sms protocol="0" address="+3584{rng.randint(1000000, 9999999)}" date="{epoch(rng)}000" type="2" subject="null" body="thanks, got in" read="1" status="-1" locked="0" contact_name="(Unknown)" />
</smses>
"""
    return Out(
        pick(rng, ("sms-20260301.xml", "SMSBackupRestore/sms-backup.xml", "phone/sms.xml")),
        text,
        pw,
    )


@fmt(FAM, "support_live_chat_transcript_agent_pastes_temp_password")
def chat(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=12, sym="!#*+-_.?@")
    f, _ = person(rng)
    text = f"""Chat transcript - ticket #{rng.randint(40000, 99999)}
[10:02] Visitor: hi, locked out of the portal again
[10:03] {f.capitalize()} (Support): No problem, I've reset it. Your temporary password is {pw}
[10:03] {f.capitalize()} (Support): You'll be asked to change it on first login.
[10:05] Visitor: works, thanks!
"""
    return Out(
        pick(rng, ("transcripts/chat_10-02.txt", "support/chat-export.txt", "chat_transcript.txt")),
        text,
        pw,
        "",
    )
