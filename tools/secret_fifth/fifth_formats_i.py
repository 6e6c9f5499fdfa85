# ruff: noqa: E501
"""Fifth corpus formats, part I: issue_tracker_chat_archives."""

from __future__ import annotations

import json
import random
from xml.sax.saxutils import escape, quoteattr

from fifth_corpus import B62, Ctx, Out, an, fill, fmt, hx, pick, pw, words_pw

F_CH = "issue_tracker_chat_archives"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _snow(rng: random.Random) -> str:
    return str(rng.randint(10**17, 10**18 - 1))


@fmt(F_CH, "discord_chat_exporter_json_redis_uri_message")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.~")
    ts = f"{c.date}T{c.time}.{rng.randint(100, 999)}+00:00"

    def author(name: str) -> dict[str, object]:
        return {
            "id": _snow(rng),
            "name": name,
            "discriminator": "0000",
            "nickname": name.capitalize(),
            "color": None,
            "isBot": False,
            "roles": [],
            "avatarUrl": "https://cdn.discordapp.com/embed/avatars/0.png",
        }

    def msg(name: str, content: str) -> dict[str, object]:
        return {
            "id": _snow(rng),
            "type": "Default",
            "timestamp": ts,
            "timestampEdited": None,
            "callEndedTimestamp": None,
            "isPinned": False,
            "content": content,
            "author": author(name),
            "attachments": [],
            "embeds": [],
            "stickers": [],
            "reactions": [],
            "mentions": [],
        }

    doc = {
        "guild": {
            "id": _snow(rng),
            "name": f"{c.org.capitalize()} Dev",
            "iconUrl": "https://cdn.discordapp.com/embed/avatars/1.png",
        },
        "channel": {
            "id": _snow(rng),
            "type": "GuildTextChat",
            "categoryId": _snow(rng),
            "category": "engineering",
            "name": "backend",
            "topic": None,
        },
        "dateRange": {"after": None, "before": None},
        "exportedAt": ts,
        "messages": [
            msg(c.user, "staging redis is back after the resize"),
            msg(c.user, f"url is redis://default:{secret}@redis.staging.{c.internal}:6379/0"),
            msg(pick(rng, "oskar", "priya", "vera"), "thx, worker queue drained"),
        ],
        "messageCount": 3,
    }
    return Out(
        pick(
            rng,
            f"exports/discord/{c.org}-backend.json",
            "chat-archive/backend.json",
            f"archive/{c.date}/discord-backend.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        secret,
    )


@fmt(F_CH, "github_issue_api_json_body_pasted_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%")
    body = (
        "Sending mail from the worker fails since the upgrade.\r\n\r\nSteps to reproduce:\r\n\r\n```\r\n$ cat .env\r\n"
        f"APP_ENV=production\r\nMAIL_HOST=smtp.{c.domain}\r\nMAIL_PORT=587\r\nMAIL_USERNAME=noreply@{c.domain}\r\nMAIL_PASSWORD={secret}\r\nLOG_LEVEL=debug\r\n```\r\n\r\n"
        "Error: `535 5.7.8 Authentication failed`"
    )
    num = rng.randint(100, 4000)
    doc = {
        "url": f"https://api.github.com/repos/{c.org}/{c.svc}/issues/{num}",
        "number": num,
        "title": "Worker cannot send mail after 3.2 upgrade",
        "user": {"login": f"{c.user}-{c.last}", "type": "User"},
        "labels": [{"name": "bug"}],
        "state": "open",
        "comments": rng.randint(0, 6),
        "created_at": f"{c.date}T{c.time}Z",
        "author_association": "NONE",
        "body": body,
    }
    return Out(
        pick(
            rng,
            f"issues/{num}.json",
            f"backup/github/{c.svc}/issues/{num}.json",
            f"triage/{c.date}/issue-{num}.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        secret,
    )


@fmt(F_CH, "element_matrix_room_export_json_weblate_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "wlu_" + an(rng, 40)
    server = f"matrix.{c.domain}"
    base = c.epoch * 1000

    def ev(sender: str, body: str, i: int) -> dict[str, object]:
        return {
            "type": "m.room.message",
            "sender": f"@{sender}:{server}",
            "content": {"msgtype": "m.text", "body": body},
            "origin_server_ts": base + i * 61000,
            "event_id": f"${an(rng, 43)}",
            "room_id": f"!{an(rng, 18)}:{server}",
        }

    doc = {
        "room_name": "#l10n",
        "room_creator": f"@{c.user}:{server}",
        "topic": "translations and Weblate",
        "export_date": c.date,
        "exported_by": f"@{c.user}:{server}",
        "messages": [
            ev(c.user, "CI bot needs a Weblate token to push the string updates", 0),
            ev("mira", f"use this one, it's the l10n-bot user: {token}", 1),
            ev(c.user, "👍 added", 2),
        ],
    }
    return Out(
        pick(
            rng,
            "matrix-export/l10n.json",
            f"archive/element/{c.date}-l10n.json",
            "docs/chat/l10n-room.json",
        ),
        json.dumps(doc, indent=2, ensure_ascii=False) + "\n",
        token,
    )


@fmt(F_CH, "eml_helpdesk_reply_temporary_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 16, sym="-_.+@%!*#")
    tid = rng.randint(10000, 99999)
    text = fill(
        """
        From: IT Service Desk <servicedesk@<<domain>>>
        To: <<full>> <<<email>>>
        Subject: Re: [#<<tid>>] VPN access for new contractor
        Date: Tue, <<day>> Mar <<year>> <<time>> +0100
        Message-ID: <<<mid>>@<<domain>>>
        MIME-Version: 1.0
        Content-Type: text/plain; charset=utf-8
        Content-Transfer-Encoding: 8bit

        Hi <<first>>,

        the VPN account for your contractor is ready:

          Portal:             https://vpn.<<domain>>
          Username:           ext-<<user2>>
          Temporary password: <<pw>>

        Please ask them to change it at first login.

        Kind regards,
        Service Desk
        """,
        domain=c.domain,
        full=c.full,
        email=c.email,
        tid=str(tid),
        day=str(c.day),
        year=str(c.year),
        time=c.time,
        mid=hx(rng, 16),
        first=c.user.capitalize(),
        user2=pick(rng, "jkowalski", "mhaddad", "tbrennan", "rvarga"),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"tickets/{tid}/reply.eml",
            f"mail-archive/servicedesk/{tid}.eml",
            f"exports/{c.date}/ticket-{tid}.eml",
        ),
        text,
        secret,
    )


@fmt(F_CH, "helpscout_conversation_export_json_thread_body")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = words_pw(rng)
    num = rng.randint(1000, 99999)
    doc = {
        "id": rng.randint(10**9, 10**10),
        "number": num,
        "subject": "Plugin broke our checkout page",
        "status": "closed",
        "mailboxId": rng.randint(100000, 999999),
        "primaryCustomer": {
            "email": f"owner@{c.domain}",
            "first": c.user.capitalize(),
            "last": c.last.capitalize(),
        },
        "threads": [
            {
                "type": "customer",
                "createdAt": f"{c.date}T{c.time}Z",
                "body": f"<p>Hi, after the update our checkout is blank. You can log in to have a look:</p><p>https://{c.domain}/wp-admin<br>user: {c.user}<br>password: {secret}</p><p>Thanks!</p>",
            },
            {
                "type": "reply",
                "createdAt": f"{c.date}T{c.time}Z",
                "body": "<p>Thanks, we found the conflict and pushed 2.4.1.</p>",
            },
        ],
    }
    return Out(
        pick(
            rng,
            f"support-export/conversations/{num}.json",
            f"helpscout/{c.date}/{num}.json",
            "exports/helpscout-conversation.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        secret,
    )


@fmt(F_CH, "youtrack_issue_xml_export_description_curl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    iid = f"OPS-{rng.randint(100, 999)}"
    desc = f'Nightly form export returns 401 since Monday. This still works from my laptop:\n\ncurl "https://eu-api.jotform.com/form/{rng.randint(10**14, 10**15)}/submissions?apiKey={key}&limit=1000"\n'
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <issues>
          <issue id=<<iid>>>
            <field name="summary"><value>Nightly form export fails with 401</value></field>
            <field name="description"><value><<desc>></value></field>
            <field name="reporterName"><value><<user>></value></field>
            <field name="created"><value><<ms>></value></field>
            <field name="State"><value>Open</value></field>
          </issue>
        </issues>
        """,
        iid=quoteattr(iid),
        desc=escape(desc),
        user=c.user,
        ms=str(c.epoch * 1000),
    )
    return Out(
        pick(
            rng,
            f"youtrack-export/{iid}.xml",
            "exports/youtrack/issues.xml",
            f"tracker/{c.date}/{iid}.xml",
        ),
        text,
        key,
    )


@fmt(F_CH, "bugzilla_xml_export_long_desc_bind_pw")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    bug = rng.randint(1000, 99999)
    thetext = f"Config that works on my box:\n\nuri = ldaps://ldap.{c.internal}\nbind_dn = cn=sync,ou=services,dc={c.org},dc=internal\nbind_pw = {secret}\n"
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
        <bugzilla version="5.0.4" urlbase="https://bugs.<<domain>>/" maintainer="bugs@<<domain>>">
          <bug>
            <bug_id><<bug>></bug_id>
            <creation_ts><<date>> <<time>> +0000</creation_ts>
            <short_desc>LDAP sync job stopped importing groups</short_desc>
            <product>Infrastructure</product>
            <component>Directory</component>
            <bug_status>NEW</bug_status>
            <long_desc isprivate="0">
              <commentid><<cid>></commentid>
              <who name="<<full>>"><<email>></who>
              <bug_when><<date>> <<time>> +0000</bug_when>
              <thetext><<thetext>></thetext>
            </long_desc>
          </bug>
        </bugzilla>
        """,
        domain=c.domain,
        bug=str(bug),
        date=c.date,
        time=c.time,
        cid=str(rng.randint(10000, 999999)),
        full=c.full,
        email=c.email,
        thetext=escape(thetext),
    )
    return Out(
        pick(
            rng,
            f"bugzilla/show_bug_{bug}.xml",
            f"exports/bugs/{bug}.xml",
            "tracker-dump/bugzilla.xml",
        ),
        text,
        secret,
    )


@fmt(F_CH, "phabricator_remarkup_uplink_access_grant")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    grant = "1" + an(rng, rng.randint(230, 290), B58)
    text = fill(
        """
        = Backup bucket access =

        NOTE: ask in #ops before restoring anything to production.

        The restore box uses the read-only grant below.

        ```lang=bash
        uplink access import <<org>>-backups-ro <<grant>>
        uplink ls sj://<<org>>-backups/<<svc>>/ --access <<org>>-backups-ro
        ```

        Owner: @<<user>>
        """,
        org=c.org,
        grant=grant,
        svc=c.svc,
        user=c.user,
    )
    return Out(
        pick(
            rng,
            "wiki/ops/backup-restore.remarkup",
            f"phriction/{c.org}/storage.txt",
            "docs/phabricator/backups.remarkup",
        ),
        text,
        grant,
    )


@fmt(F_CH, "stackexchange_posts_xml_body_code_apikey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    code = f"import requests\nr = requests.get('https://api.securitytrails.com/v1/domain/{c.domain}/subdomains', headers={{'APIKEY': '{key}'}})\nprint(r.status_code, r.text)\n"
    body = f"<p>I get 403 from the API although the key works in the web console:</p>\n\n<pre><code>{escape(code)}</code></pre>\n"
    pid = rng.randint(1000, 99999)
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <posts>
          <row Id="<<pid>>" PostTypeId="1" CreationDate="<<date>>T<<time>>.000" Score="0" ViewCount="<<views>>" Body=<<body>> OwnerUserId="<<uid>>" LastActivityDate="<<date>>T<<time>>.000" Title="SecurityTrails API returns 403 from python requests" Tags="&lt;python&gt;&lt;python-requests&gt;" AnswerCount="1" CommentCount="2" ContentLicense="CC BY-SA 4.0" />
        </posts>
        """,
        pid=str(pid),
        date=c.date,
        time=c.time,
        views=str(rng.randint(3, 90)),
        body=quoteattr(body, {"\n": "&#xA;"}),
        uid=str(rng.randint(10, 999)),
    )
    return Out(
        pick(
            rng,
            "so-teams-export/Posts.xml",
            f"archive/{c.org}.stackexchange/Posts.xml",
            "dump/Posts.xml",
        ),
        text,
        key,
    )


@fmt(F_CH, "google_chat_takeout_messages_json_hunter_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)

    def m(name: str, text: str) -> dict[str, object]:
        return {
            "creator": {
                "name": name,
                "email": f"{name.split()[0].lower()}@{c.domain}",
                "user_type": "Human",
            },
            "created_date": f"Tuesday, March {c.day}, {c.year} at {c.hh % 12 + 1}:{c.mm:02d}:{c.ss:02d} PM UTC",
            "text": text,
            "topic_id": an(rng, 11),
            "message_id": f"{an(rng, 11)}/{an(rng, 11)}",
        }

    doc = {
        "messages": [
            m(c.full, "enrichment job is failing with 401 again"),
            m("Nadia Petersen", f"new Hunter key, old one hit the quota: {key}"),
            m(c.full, "ty, rotated in the job"),
        ]
    }
    space = "Space " + an(rng, 11, B62)
    return Out(
        pick(
            rng,
            f"Takeout/Google Chat/Groups/{space}/messages.json",
            f"chat-export/{space}/messages.json",
            "exports/google-chat/messages.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        key,
    )


@fmt(F_CH, "webvtt_meeting_transcript_spoken_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = words_pw(rng).rstrip("!#.")
    mm = rng.randint(3, 50)
    text = fill(
        """
        WEBVTT

        1
        00:<<mm>>:03.120 --> 00:<<mm>>:07.480
        <v <<full>>>Okay, for the demo tenant just log in as admin.

        2
        00:<<mm>>:07.480 --> 00:<<mm>>:12.900
        <v <<full>>>The password is <<pw>>, I'll paste it in the chat as well.

        3
        00:<<mm>>:13.010 --> 00:<<mm>>:15.220
        <v Lars Novak>Got it, I'm in.
        """,
        mm=f"{mm:02d}",
        full=c.full,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"recordings/{c.date}-demo.vtt",
            f"meetings/{c.date}/transcript.vtt",
            "docs/onboarding-call.vtt",
        ),
        text,
        secret,
    )
