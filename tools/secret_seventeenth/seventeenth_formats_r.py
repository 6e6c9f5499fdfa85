"""Prose: logbooks, SMS backups, forum posts, subtitles, letters and flat documents."""
# ruff: noqa: E501

import html
import re
import xml.etree.ElementTree as ET

from seventeenth_corpus import (
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    org,
    person,
    user,
    words_pw,
)

FAM = "prose_logbooks_sms_subtitles_letters"


@fmt(FAM, "hut_logbook_scan_transcript_txt_wifi_password")
def logbook(rng):
    o = org(rng)
    pw = words_pw(rng, "-._")
    f, _ = person(rng)
    text = fill(
        """Huettenbuch, transcribed page <<p>>
------------------------------------
12.08. Aufstieg im Nebel, oben Sonne. Danke an die Wirtsleute! - Fam. Weber
13.08. Zwei Gaemsen am Grat. Kaiserschmarrn top.
14.08. (warden's note, <<f>>) Guest wifi is "Huette-<<n>>", the password is <<pw>> - only
       works in the Stube, please don't stream.
15.08. Gewitter ab 15 Uhr, Abstieg verschoben.
""",
        p=rng.randint(1, 300),
        f=f.capitalize(),
        n=rng.randint(1, 40),
        pw=pw,
    )
    return Out(f"scans/{o}/huettenbuch_p{rng.randint(1, 300)}.txt", text, pw, "")


def _decode_sms(text: str) -> str:
    root = ET.fromstring(text.encode())
    for sms in root.iter("sms"):
        m = re.search(r"password is (\S+)", sms.get("body", ""))
        if m:
            return m.group(1)
    raise ValueError("no password")


@fmt(FAM, "sms_backup_restore_xml_entity_escaped_body_password", decode=_decode_sms)
def sms_xml(rng):
    o = org(rng)
    a, b = rng.sample(("Anchor", "Birch", "Comet", "Flint", "Heron", "Quill", "Umber"), 2)
    pw = f"{a}&{b}{rng.randint(10, 99)}{rng.choice('<>&')}{alnum(rng, 3)}"
    f, _ = person(rng)
    body = f"Hi {f.capitalize()}, new alarm panel code for the depot is set. Portal login is depot.admin and the password is {pw} (case sensitive)"
    num = f"+4670{rng.randint(1000000, 9999999)}"
    date = 1735000000000 + rng.randint(0, 10**10)
    text = (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="3" backup_set="{alnum(rng, 8, "0123456789abcdef")}">\n'
        f'  <sms protocol="0" address="{num}" date="{date}" type="1" body="Are you at the depot tomorrow?" read="1" status="-1" contact_name="{f.capitalize()}" />\n'
        f'  <sms protocol="0" address="{num}" date="{date + 60000}" type="2" body="{html.escape(body, quote=True)}" read="1" status="-1" contact_name="{f.capitalize()}" />\n'
        f'  <sms protocol="0" address="{num}" date="{date + 120000}" type="1" body="Thanks!" read="1" status="-1" contact_name="{f.capitalize()}" />\n'
        "</smses>\n"
    )
    return Out(f"phone/{o}/sms-{date}.xml", text, pw)


@fmt(FAM, "forum_post_bbcode_export_txt_shared_account_password")
def forum_bbcode(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+!")
    text = fill(
        """[b]Re: Club account for the chart subscription[/b]
[quote="<<q>>"]Does anyone have the club login? The renewal reminder came to me.[/quote]
It's the shared one, [i]charts@<<o>>.org[/i] with [code]<<pw>>[/code]. I'll move it into the
password manager at the AGM, promise :)
[size=85]Posted from the <<o>> members forum app[/size]
""",
        q=user(rng),
        o=o,
        pw=pw,
    )
    return Out(
        f"forum/{o}/thread_{rng.randint(1000, 99999)}_post{rng.randint(2, 30)}.bbcode.txt",
        text,
        pw,
        "",
    )


@fmt(FAM, "flat_opendocument_fodt_minutes_password_paragraph")
def fodt(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="!#*+-_.?@^~")
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:body>
  <office:text>
   <text:h text:outline-level="1">Committee minutes <<date>></text:h>
   <text:p>Present: chair, treasurer, secretary, two members.</text:p>
   <text:p>3. Website: the hosting control panel login was handed over to the new secretary (user <<u>>, password <<pw>>).</text:p>
   <text:p>4. AOB: none.</text:p>
  </office:text>
 </office:body>
</office:document>
""",
        date=f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        u=user(rng),
        pw=pw,
    )
    return Out(f"minutes/{o}/committee_{rng.randint(1, 99)}.fodt", text, pw, "xml")


@fmt(FAM, "voice_note_srt_subtitles_dictated_password")
def srt(rng):
    o = org(rng)
    pw = words_pw(rng, "-._")
    text = fill(
        """1
00:00:00,000 --> 00:00:03,200
Hi, it's me, quick one before I get on the ferry.

2
00:00:03,200 --> 00:00:07,900
The booking system login for the weekend is reception at <<o>>,

3
00:00:07,900 --> 00:00:11,400
password <<pw>>, exactly like that.

4
00:00:11,400 --> 00:00:13,000
Call me if it doesn't work.
""",
        o=o,
        pw=pw,
    )
    return Out(f"voicenotes/{o}/note_{rng.randint(1, 999)}.srt", text, pw, "")


@fmt(FAM, "rtf_letter_handover_account_password")
def rtf(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+!")
    f, last = person(rng)
    text = fill(
        r"""{\rtf1\ansi\deff0{\fonttbl{\f0 Times New Roman;}}
\f0\fs24 Dear <<f>> <<l>>,\par
\par
following your appointment as treasurer of the <<o>> society, please find below the access to the society's online banking viewer account.\par
\par
User ID: <<uid>>\par
Password: <<pw>>\par
\par
Kind regards,\par
The Secretary\par
}
""",
        f=f.capitalize(),
        l=last.capitalize(),
        o=o,
        uid=rng.randint(10000000, 99999999),
        pw=pw,
    )
    return Out(f"letters/{o}/treasurer_handover_{rng.randint(1, 99)}.rtf", text, pw, "")


@fmt(FAM, "mbox_mailing_list_archive_password_reply")
def mbox(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+!")
    f1, l1 = person(rng)
    f2, l2 = person(rng)
    d = domain(rng, o)
    text = fill(
        """From <<f1>>.<<l1>>@<<d>> Tue Mar 11 09:14:22 2025
From: <<F1>> <<L1>> <<<f1>>.<<l1>>@<<d>>>
To: volunteers@<<d>>
Subject: Re: shared calendar
Date: Tue, 11 Mar 2025 09:14:22 +0100

The volunteers' calendar account is rota@<<d>>, password <<pw>> -
please only add shifts, don't delete.

> Who has the login for the rota calendar?

From <<f2>>.<<l2>>@<<d>> Tue Mar 11 10:02:05 2025
From: <<F2>> <<L2>> <<<f2>>.<<l2>>@<<d>>>
To: volunteers@<<d>>
Subject: Re: shared calendar

Thanks, works.
""",
        f1=f1,
        l1=l1,
        F1=f1.capitalize(),
        L1=l1.capitalize(),
        f2=f2,
        l2=l2,
        F2=f2.capitalize(),
        L2=l2.capitalize(),
        d=d,
        pw=pw,
    )
    return Out(
        f"lists/{o}/volunteers-{rng.randint(2019, 2025)}-{rng.randint(1, 12):02d}.mbox",
        text,
        pw,
        "",
    )
