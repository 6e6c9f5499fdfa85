"""Prose in note, card and caption exports: Keep, Joplin, Evernote, vCard, SBV, MHTML."""
# ruff: noqa: E501

import json
import quopri
import re

from eighteenth_corpus import (
    SYM_XML,
    Out,
    fill,
    fmt,
    gen_pw,
    hexs,
    org,
    words_pw,
)

FAM = "prose_notes_cards_captions_exports"


@fmt(FAM, "google_keep_takeout_json_note_text_password")
def _keep(rng):
    o = org(rng)
    pw = words_pw(rng)
    doc = {
        "color": "YELLOW",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "textContent": f"router at the {o} unit\nadmin / {pw}\nwifi is on the sticker",
        "title": "unit stuff",
        "userEditedTimestampUsec": rng.randint(1700000000000000, 1760000000000000),
        "labels": [{"name": "home"}],
    }
    return Out(f"Takeout/Keep/unit stuff {rng.randint(1, 99)}.json", json.dumps(doc), pw)


@fmt(FAM, "joplin_markdown_export_note_password")
def _joplin(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """Accounts for the allotment society

shed padlock is the old one
society website admin: chair@<<o>> / <<pw>>

id: <<id>>
parent_id: <<pid>>
created_time: 2025-02-<<d>>T10:11:12.000Z
is_todo: 0
type_: 1
""",
        o=o,
        pw=pw,
        id=hexs(rng, 32),
        pid=hexs(rng, 32),
        d=f"{rng.randint(1, 28):02d}",
    )
    return Out(f"joplin-export/{hexs(rng, 32)}.md", text, pw, "")


@fmt(FAM, "evernote_enex_note_content_password")
def _enex(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
<en-export export-date="20250301T101500Z" application="Evernote" version="10.0">
  <note>
    <title>Studio logins</title>
    <content><![CDATA[<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note><div>booking system for <<o>></div><div>user: office</div><div>pass: <<pw>></div></en-note>]]></content>
    <created>20250211T091500Z</created>
  </note>
</en-export>
""",
        o=o,
        pw=pw,
    )
    return Out(f"exports/{o}/notes{rng.randint(1, 90)}.enex", text, pw, "xml")


@fmt(FAM, "vcard_vcf_note_field_account_password")
def _vcf(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """BEGIN:VCARD
VERSION:3.0
FN:<<o>> IT helpdesk
ORG:<<o>>
TEL;TYPE=WORK:+353 1 <<t>>
NOTE:remote support portal - login helpdesk\\, pw <<pw>>
END:VCARD
""",
        o=o,
        t=rng.randint(100000, 999999),
        pw=pw,
    )
    return Out(f"contacts/{o}-helpdesk-{rng.randint(1, 99)}.vcf", text, pw, "")


@fmt(FAM, "youtube_sbv_captions_dictated_password")
def _sbv(rng):
    o = org(rng)
    pw = words_pw(rng, "-")
    text = fill(
        """0:00:01.200,0:00:04.100
Okay so this is the onboarding walkthrough for <<o>>.

0:00:04.100,0:00:08.900
To log into the back office you use the shared account, office,

0:00:08.900,0:00:12.300
and the password is <<pw>>, capital letters as I typed.
""",
        o=o,
        pw=pw,
    )
    return Out(f"captions/{o}/onboarding-{rng.randint(1, 99)}.sbv", text, pw, "")


def _mht_decode(text):
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    return re.search(r"Passwort: ([^<\s]+)<", plain).group(1)


@fmt(FAM, "mhtml_saved_wiki_page_quoted_printable_password", decode=_mht_decode)
def _mht(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="=")
    if "=" not in pw:
        pw = pw[:6] + "=" + pw[6:]
    html_body = f'<html><body><h1>WLAN {o}</h1><p class="x">Passwort: {pw}</p></body></html>'
    qp = quopri.encodestring(html_body.encode()).decode()
    text = fill(
        """From: <Saved by Blink>
Subject: WLAN <<o>>
MIME-Version: 1.0
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<qp>>
""",
        o=o,
        qp=qp,
    )
    return Out(f"Downloads/{o}-wlan-{rng.randint(1, 99)}.mhtml", text, pw, "")
