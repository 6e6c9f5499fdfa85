# ruff: noqa: E501
"""prose_bounty_voicemail_notes: bug-bounty reports, voicemail and meeting transcripts, OCR notes."""

from __future__ import annotations

import json

from fifteenth_corpus import (
    SYM_URL,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    hexs,
    host,
    person,
    pick,
    words_pw,
)

FAM = "prose_bounty_voicemail_notes"


@fmt(FAM, "bug_bounty_report_markdown_evidence_leaked_key")
def _h1(rng):
    key = "sk_live_" + alnum(rng, 24)
    text = f"""## Summary
The production JavaScript bundle at `https://app.{alnum(rng, 6).lower()}.io/static/js/main.{hexs(rng, 8)}.js`
ships a server-side payment key.

## Steps to reproduce
1. Open the bundle and search for `sk_`.
2. The key `{key}` is returned and is accepted by the API (`/v1/balance` answers 200).

## Impact
Anyone can issue refunds and read customer data.
"""
    path = pick(
        rng,
        (
            f"reports/H1-{rng.randint(100000, 999999)}.md",
            "bounty/submission.md",
            "triage/incoming/report.md",
        ),
    )
    return Out(path, text, key, "")


@fmt(FAM, "bug_bounty_submission_json_repro_steps_password")
def _bc(rng):
    pw = words_pw(rng)
    body = {
        "title": "Default staff account on staging admin",
        "severity": "P2",
        "target": f"admin-staging.{alnum(rng, 6).lower()}.net",
        "steps": f"1. Go to /login\n2. Sign in as staff@{alnum(rng, 6).lower()}.net with {pw}\n3. The admin dashboard loads.",
        "researcher": alnum(rng, 8).lower(),
    }
    text = json.dumps(body, indent=2) + "\n"
    path = pick(
        rng, ("submissions/export.json", "bounty/bc-submission.json", "triage/submission.json")
    )
    return Out(path, text, pw)


@fmt(FAM, "voicemail_transcript_txt_temporary_portal_password")
def _vm(rng):
    pw = gen_pw(rng, 10, sym="")
    f, _last = person(rng)
    text = f"""Voicemail from +44 7{rng.randint(100000000, 999999999)} (0:41)
Transcription (may contain errors):
"Hi, it's {f.capitalize()} from the IT desk. Your account for the vendor portal is set up, the username is your email
and the temporary password is {" ".join(pw)} ... so that's {pw}, all one word, you'll be asked to change it.
Any problems, call me back on extension 2{rng.randint(100, 999)}. Thanks, bye."
"""
    path = pick(
        rng,
        (
            f"voicemail/transcripts/{rng.randint(10000, 99999)}.txt",
            "exports/voicemail.txt",
            "phone/vm_transcript.txt",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "meeting_webvtt_speaker_reads_out_db_password")
def _vtt(rng):
    pw = words_pw(rng, "-_.")
    f1, _ = person(rng)
    f2, _ = person(rng)
    text = f"""WEBVTT

00:14:02.100 --> 00:14:06.900
<v {f1.capitalize()}>Can you just read me the password for the reporting replica?

00:14:07.200 --> 00:14:12.500
<v {f2.capitalize()}>Yeah, user is report_ro and the password is {pw}

00:14:13.000 --> 00:14:15.400
<v {f1.capitalize()}>Got it, I'm in.
"""
    path = pick(
        rng,
        (
            "recordings/weekly-sync.vtt",
            "meetings/2026-02-17-standup.vtt",
            "transcripts/ops-sync.vtt",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "helpdesk_reply_eml_quoted_vpn_password")
def _eml(rng):
    pw = gen_pw(rng, 12, sym="-_.@+")
    f, _last = person(rng)
    text = f"""From: IT Service Desk <servicedesk@{alnum(rng, 6).lower()}.org>
To: {email(rng)}
Subject: RE: [INC0{rng.randint(100000, 999999)}] can't connect to VPN
Date: Tue, 10 Feb 2026 09:14:22 +0000
Content-Type: text/plain; charset="utf-8"

Hi {f.capitalize()},

I've reset it. Your new VPN password is: {pw}
Please change it at next logon.

Regards,
Service Desk
"""
    path = pick(
        rng,
        (
            "mail/INC-reply.eml",
            "exports/helpdesk/reply.eml",
            f"Maildir/cur/{rng.randint(10**9, 10**10)}.eml",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "chatbot_transcript_jsonl_user_pastes_db_uri")
def _bot(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    uri = f"postgresql://app:{pw}@{host(rng, 'pg')}:5432/orders"
    lines = [
        {"role": "user", "ts": 1771000000, "text": "why does my migration hang?"},
        {"role": "bot", "ts": 1771000004, "text": "Can you share how you connect?"},
        {"role": "user", "ts": 1771000031, "text": f"alembic uses {uri}"},
    ]
    text = "\n".join(json.dumps(x) for x in lines) + "\n"
    path = pick(
        rng, ("support-bot/logs/2026-02-13.jsonl", "chat/export.jsonl", "bot/conversations.jsonl")
    )
    return Out(path, text, pw, "")


@fmt(FAM, "sticky_note_photo_ocr_text_wifi_and_login")
def _ocr(rng):
    pw = words_pw(rng)
    text = f"""[OCR result, confidence 0.87]
RECEPTION PC
login: frontdesk
pw: {pw}
wifi GUEST - ask manager
"""
    path = pick(
        rng,
        (
            f"ocr/IMG_{rng.randint(1000, 9999)}.txt",
            "scans/reception_note.txt",
            "photos/ocr/note.txt",
        ),
    )
    return Out(path, text, pw, "")
