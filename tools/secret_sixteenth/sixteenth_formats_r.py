# ruff: noqa: E501
"""Family prose_fax_pager_calendar_notes: fax OCR, pager decodes, calendar/vCard notes, letters."""

from __future__ import annotations

import random

from sixteenth_corpus import (
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    person,
    user,
    words_pw,
)

FAM = "prose_fax_pager_calendar_notes"


@fmt(FAM, "fax_cover_sheet_ocr_text_portal_login")
def fax(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym="!#*-")
    f, last = person(rng)
    o = org(rng)
    text = fill(
        """FAX  COVER  SHEET
TO: <<o>> billing office          FROM: <<f>> <<l>>
PAGES: 3 (incl. cover)            DATE: 10/14/2025

RE: access to the claims portal

Hi, as discussed on the phone the new portal login for your office is
   user:  <<u>>
   pass:  <<pw>>
Please change it after the first sign-in. The remittance forms follow.

CONFIDENTIALITY NOTICE: This facsimile is intended only for the recipient named above.
""",
        o=o.title(),
        f=f.title(),
        l=last.title(),
        u=user(rng),
        pw=pw,
    )
    return Out(f"{o}/fax-inbox/ocr/fax_{rng.randint(1000, 9999)}.txt", text, pw, "")


@fmt(FAM, "pocsag_pager_decode_log_alpha_message_password")
def pager(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym="-_.")
    o = org(rng)
    ric = rng.randint(100000, 1999999)
    text = fill(
        """POCSAG1200: Address: <<ric>>  Function: 3  Alpha:   BOILER 2 LOW PRESSURE - PLANT ROOM B
POCSAG1200: Address: <<r2>>  Function: 0  Numeric: 5551320
POCSAG1200: Address: <<ric>>  Function: 3  Alpha:   ON CALL: BMS REMOTE LOGIN admin / <<pw>> CALL BACK IF ISSUES
POCSAG512:  Address: <<r3>>  Function: 2  Alpha:   TEST PAGE<EOT>
""",
        ric=ric,
        r2=rng.randint(100000, 1999999),
        r3=rng.randint(100000, 1999999),
        pw=pw,
    )
    return Out(f"{o}/sdr/multimon-{rng.randint(1, 99)}.log", text, pw, "")


@fmt(FAM, "calendar_ics_event_description_vendor_portal_password")
def ics(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    dom = domain(rng)
    text = fill(
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<o>>//Shared Calendar//EN
BEGIN:VEVENT
UID:<<uid>>@<<dom>>
DTSTAMP:20251002T081500Z
DTSTART:20251006T130000Z
DTEND:20251006T140000Z
SUMMARY:Quarterly upload to the supplier portal
DESCRIPTION:Log in at https://portal.<<dom>> with the shared account\\n
 user: quarterly@<<dom>>\\npassword: <<pw>>\\nupload the three CSVs from
  the finance share.
END:VEVENT
END:VCALENDAR
""",
        o=o,
        uid=alnum(rng, 20),
        dom=dom,
        pw=pw,
    )
    # the password must not be split by the ICS line folding above
    return Out(f"{o}/calendar/quarterly-{rng.randint(1, 99)}.ics", text, pw, "")


@fmt(FAM, "vcard_note_field_router_admin_password")
def vcard(rng: random.Random) -> Out:
    pw = gen_pw(rng, 14, sym="-_.")
    f, last = person(rng)
    o = org(rng)
    text = fill(
        """BEGIN:VCARD
VERSION:3.0
N:<<L>>;<<F>>;;;
FN:<<F>> <<L>>
ORG:<<O>> IT support
TEL;TYPE=CELL:+44 7700 <<tel>>
EMAIL:<<mail>>
NOTE:Installed the office router. Admin page 192.168.1.1\\, login admin\\, password <<pw>>
END:VCARD
""",
        L=last.title(),
        F=f.title(),
        O=o.title(),
        tel=rng.randint(100000, 999999),
        mail=email(rng),
        pw=pw,
    )
    return Out(f"{o}/contacts/{f}_{last}_{rng.randint(1, 99)}.vcf", text, pw, "")


@fmt(FAM, "flashcard_deck_export_tsv_server_login_card")
def anki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~")
    o = org(rng)
    h = host(rng, "ops")
    text = fill(
        """#separator:tab
#html:false
#deck:onboarding::<<o>>
Where is the on-call rota?	wiki page "On-call", pinned in the team channel
Which host runs the nightly backups?	<<h>>
Backup host root login?	root / <<pw>>
Who approves firewall changes?	the network lead
""",
        o=o,
        h=h,
        pw=pw,
    )
    return Out(f"{o}/notes/onboarding-deck{rng.randint(1, 99)}.txt", text, pw, "")


@fmt(FAM, "dispatch_radio_log_transcript_alarm_panel_code_password")
def radio_log(rng: random.Random) -> Out:
    pw = words_pw(rng, "-.")
    o = org(rng)
    text = fill(
        """SITE RADIO LOG  <<o>> depot  channel 2
21:40  Security (Unit 4): arriving gatehouse, alarm panel showing fault zone 7.
21:42  Control: copy. Panel engineer login is "engineer", password <<pw>> - reset zone 7 only.
21:49  Security (Unit 4): zone 7 reset, panel armed, leaving site.
21:50  Control: logged, thanks.
""",
        o=o,
        pw=pw,
    )
    return Out(f"{o}/logs/radio-{rng.randint(1, 365):03d}.txt", text, pw, "")


@fmt(FAM, "estate_letter_transcription_email_account_password")
def letter(rng: random.Random) -> Out:
    pw = words_pw(rng)
    f, last = person(rng)
    o = org(rng)
    text = fill(
        """Transcription of handwritten letter found with the will of <<F>> <<L>> (file <<ref>>)

"Dear children, in case you need them: my email is <<mail>> and the
password is <<pw>> - the bank statements come there. The allotment
key is with Mrs. Hollis at number 12. Love, Mum."

Transcribed by: probate clerk, <<o>> solicitors.
""",
        F=f.title(),
        L=last.title(),
        ref=f"PR-{rng.randint(1000, 9999)}",
        mail=email(rng, domain(rng)),
        pw=pw,
        o=o.title(),
    )
    return Out(f"{o}/probate/letter_{rng.randint(1000, 9999)}.txt", text, pw, "")
