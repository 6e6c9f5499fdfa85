"""Helpers shared by the sixty-ninth corpus's format and decoy files: the family record with
its own names and words, the common template slots, the credential drawers (per-syntax
generated passwords, human-chosen passwords in many habits, keys, provider shapes, PEM keys),
builders for chat exports, e-mails, calendars and spreadsheets, and the encoders / decoders of
the encoded formats.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import quoteattr

from sixtyninth_corpus import (
    ALNUM,
    DIGITS,
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
    UPPER,
    DOut,
    Out,
    alnum,
    b64,
    decoy,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    pem,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "dec_b64_after",
    "dec_basic_after",
    "ec_pem",
    "email",
    "enc_html",
    "enc_qp",
    "enc_url",
    "fods",
    "human",
    "ics",
    "prov",
    "quoteattr",
    "regd",
    "shared_strings",
    "sms_xml",
    "spreadsheetml",
    "tg_json",
    "wa",
    "xml_escape",
]

Slots = dict[str, object]
Cred = str | Callable[[random.Random, Slots], str]

KEYWALKS = (
    "qwerty",
    "1qaz2wsx",
    "asdf",
    "zxcvbn",
    "qazwsx",
    "1q2w3e",
    "q1w2e3r4",
    "123qwe",
    "asdfgh",
    "qwe123",
    "1234qwer",
    "zaq12wsx",
)
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
# A Russian / Bulgarian word typed with the keyboard left on the Latin layout.
HOSTS = ("srv", "nas", "db", "pos", "app", "lab")
RU_KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))


def ru_layout(word: str) -> str:
    return "".join(RU_KEYS.get(c, c) for c in word.lower())


@dataclass(frozen=True)
class Fam:
    """A family: its own organisation names, country domain, local first and last names as
    (local script, ASCII for logins) pairs, the words people there build passwords from, pet
    names, places, a phone pattern (``#`` = digit) and, for Cyrillic settings, words typed on
    the wrong keyboard layout."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    places: tuple[str, ...]
    phone_pat: str
    layout: tuple[str, ...] = ()

    # ------------------------------------------------------------------ slots

    def phone(self, rng: random.Random) -> str:
        return "".join(rng.choice(DIGITS) if c == "#" else c for c in self.phone_pat)

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        fl, fa = pick(rng, self.first)
        ll, la = pick(rng, self.last)
        fl2, fa2 = pick(rng, self.first)
        ll2, la2 = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 21), rng.randint(0, 59)
        login = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}"))
        return {
            "org": org,
            "Org": org.capitalize(),
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pub": ip(rng, private=False),
            "fn": fl,
            "ln": ll,
            "fa": fa,
            "la": la,
            "fn2": fl2,
            "ln2": ll2,
            "fa2": fa2,
            "la2": la2,
            "user": login.lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "year": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dotdate": f"{d:02d}.{mo:02d}.{y}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "num": rng.randint(1000, 9999),
            "port": pick(rng, (8080, 8443, 3000, 5000, 8000, 9000)),
            "place": pick(rng, self.places),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "uid": uuid4(rng),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "hx": hexs(rng, 12),
            "sha": hexs(rng, 64),
            "pubkey": base64.b64encode(b"\x00\x00\x00\x07ssh-rsa" + rbytes(rng, 270)).decode(),
        }

    # ------------------------------------------------------------------ credentials

    def draw(self, rng: random.Random, cred: Cred, s: Slots) -> str:
        if callable(cred):
            return cred(rng, s)
        kind, _, arg = cred.partition(":")
        syms = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if kind in syms:
            return gen_pw(rng, sym=syms[kind])
        if kind == "human":
            return human(rng, self, s)
        if kind == "human_x":
            return human(rng, self, s, safe=True)
        if kind == "human_a":
            while True:
                pw = human(rng, self, s)
                if pw.isascii():
                    return pw
        if kind == "hex":
            return hexs(rng, int(arg))
        if kind == "HEX":
            return hexs(rng, int(arg), upper=True)
        if kind == "b64":
            return b64(rng, int(arg))
        if kind == "b64u":
            return b64(rng, int(arg), urlsafe=True, pad=False)
        if kind == "b64np":
            return b64(rng, int(arg), pad=False)
        if kind == "alnum":
            return alnum(rng, int(arg))
        if kind == "uuid":
            return uuid4(rng)
        if kind == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if kind == "p":
            return prov(rng, arg)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if kind == "ec":
            return ec_pem(rng)
        raise ValueError(f"unknown credential kind {cred}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _format(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = pick(rng, paths)
            # a path without drawn parts sits under the organisation's folder
            path = fill(path if "<<" in path else f"<<org>>/{path}", **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file like a format's, holding no live credential."""

    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- human passwords


def _leet(w: str, rng: random.Random) -> str:
    out = []
    for c in w:
        if c.lower() in LEET and rng.random() < 0.7:
            out.append(LEET[c.lower()])
        else:
            out.append(c)
    return "".join(out)


def _habit(rng: random.Random, fam: Fam, s: Slots) -> str:
    w, w2, w3 = rng.sample(fam.words, 3)
    pet = pick(rng, fam.pets)
    first = str(s["fa"])
    y = rng.randint(1968, 2026)
    yy = y % 100
    sym = rng.choice("!@#.*$")
    h = rng.randrange(17)
    if h == 0:  # word, year, symbol
        return f"{w.capitalize()}{y}{sym}"
    if h == 1:  # words run together
        return f"{w}{w2}{rng.randint(1, 99)}"
    if h == 2:  # pet name with a two-digit year
        return f"{pet.capitalize()}{yy:02d}{sym}{rng.randint(0, 9)}"
    if h == 3:  # leetspeak
        return f"{_leet(w.capitalize(), rng)}{rng.randint(1, 999)}"
    if h == 4:  # a name with a birth date
        return f"{first.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
    if h == 5:  # keyboard walk with a word
        walk = pick(rng, KEYWALKS)
        j = rng.choice(("", "-", "_", "."))
        return f"{walk}{j}{w}" if rng.random() < 0.5 else f"{w.capitalize()}{j}{walk}"
    if h == 6:  # capitalised words with digits
        return f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 9999)}"
    if h == 7:  # upper case with a year
        return f"{w.upper()}{y}"
    if h == 8:  # repeated symbols
        return f"{w}{sym * rng.randint(2, 3)}{rng.randint(1, 99)}"
    if h == 9:  # three dashed words
        return f"{w}-{w2}-{w3}"
    if h == 10:  # reversed word
        return f"{w[::-1]}{rng.randint(100, 9999)}"
    if h == 11:  # a name at the organisation
        return f"{first.capitalize()}@{str(s['org'])[:8].capitalize()}{rng.randint(1, 99)}"
    if h == 12:  # a word with the tail of a phone number
        return w + "".join(c for c in str(s["phone"]) if c.isdigit())[-4:]
    if h == 13:  # pet, symbol, word, number
        return f"{pet}{sym}{w.capitalize()}{rng.randint(1, 99)}"
    if h == 14 and fam.layout:  # a Cyrillic word typed on the Latin layout
        return f"{ru_layout(pick(rng, fam.layout))}{rng.randint(1, 2026)}"
    if h == 15:  # word, symbol, first name, two digits
        return f"{w.capitalize()}{sym}{first.capitalize()}{yy:02d}"
    return f"{w.capitalize()}{w2}{y}"


def human(rng: random.Random, fam: Fam, s: Slots, safe: bool = False) -> str:
    """A person-chosen password from the family's own words; ``safe`` keeps to letters,
    digits and ``-_.@`` (no character a markup language or a shell must escape)."""
    while True:
        pw = _habit(rng, fam, s)
        if len(pw) < 8:
            continue
        if safe and not all(c.isalnum() or c in "-_.@" for c in pw):
            continue
        return pw


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    ln = bytes([n]) if n < 0x80 else bytes([0x81, n])
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (random values)."""
    us = ALNUM + "-_"
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "wave": lambda: "wave_sn_prod_" + alnum(rng, 52, us),
        "paytech": lambda: hexs(rng, 64),
        "orange": lambda: alnum(rng, 32),
        "zarinpal": lambda: uuid4(rng),
        "kavenegar": lambda: hexs(rng, 72, upper=True) + "3D",
        "culqi": lambda: "sk_live_" + alnum(rng, 24),
        "mercadopago": lambda: (
            f"APP_USR-{_digits(rng, 16)}-{_digits(rng, 6)}-{hexs(rng, 32)}-{_digits(rng, 9)}"
        ),
        "kaspi": lambda: b64(rng, 33),
        "meta": lambda: "EAAG" + alnum(rng, 180),
        "d2pat": lambda: "d2pat_" + alnum(rng, 32) + _digits(rng, 10),
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "ifthenpay": lambda: alnum(rng, 50),
        "vipps_secret": lambda: b64(rng, 30),
        "apim": lambda: hexs(rng, 32),
        "tripletex": lambda: base64.b64encode(
            json.dumps(
                {"tokenId": rng.randint(1000, 99999), "token": uuid4(rng)}, separators=(",", ":")
            ).encode()
        ).decode(),
        "iyzico": lambda: alnum(rng, 32),
        "telegram": lambda: f"{rng.randint(1_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, us),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "google": lambda: "AIza" + alnum(rng, 35, us),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "chatwork": lambda: hexs(rng, 32),
        "freee": lambda: alnum(rng, 43, us),
        "mpgs": lambda: hexs(rng, 32),
        "zoom": lambda: alnum(rng, 32),
        "epay": lambda: alnum(rng, 64, UPPER + DIGITS),
        "payphone": lambda: alnum(rng, 40, us) + "-" + alnum(rng, 140, us),
        "paynow": lambda: uuid4(rng),
        "sendgrid": lambda: "SG." + alnum(rng, 22, us) + "." + alnum(rng, 43, us),
        "onepay": lambda: alnum(rng, 32),
        "wipay": lambda: alnum(rng, 30),
        "aws": lambda: alnum(rng, 40, ALNUM + "+/"),
        "qb": lambda: alnum(rng, 40),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, us) + "T3BlbkFJ" + alnum(rng, 74, us),
        "slack": lambda: f"xoxb-{_digits(rng, 12)}-{_digits(rng, 13)}-" + alnum(rng, 24),
        "twilio": lambda: hexs(rng, 32),
        "mailgun": lambda: hexs(rng, 32) + "-" + hexs(rng, 8) + "-" + hexs(rng, 8),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, us),
        "netopia": lambda: alnum(rng, 60, us),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "sentry": lambda: hexs(rng, 32),
        "linechannel": lambda: b64(rng, 129).rstrip("=") + "=",
        "azure": lambda: b64(rng, 64),
        "ecocash": lambda: alnum(rng, 24, UPPER + DIGITS),
        "webkassa": lambda: "WKD-" + uuid4(rng).upper(),
        "dropbox": lambda: "sl.u." + alnum(rng, 140, us),
        "digicel": lambda: alnum(rng, 28),
        "xendit": lambda: "xnd_production_" + alnum(rng, 56),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- builders


def wa(s: Slots, msgs: list[tuple[int, str]], style: str = "android", start: int = 0) -> str:
    """A WhatsApp export in one of the local date styles; speaker 0 is ``fn ln``, 1 is
    ``fn2``, 2 is ``fn2 ln2``."""
    names = (f"{s['fn']} {s['ln']}", str(s["fn2"]), f"{s['fn2']} {s['ln2']}")
    y, mo, d = int(s["year"]), str(s["mo"]), str(s["d"])
    hh, mm = int(str(s["hh"])), int(str(s["mm"]))
    out = []
    for i, (who, msg) in enumerate(msgs):
        t = mm + start + 3 * i
        h, m = (hh + t // 60) % 24, t % 60
        if style == "ios":
            out.append(f"[{d}/{mo}/{y}, {h:02d}:{m:02d}:{(7 * i) % 60:02d}] {names[who]}: {msg}")
        elif style == "dots":
            out.append(f"{d}.{mo}.{y % 100:02d}, {h:02d}:{m:02d} - {names[who]}: {msg}")
        elif style == "us":
            ap = "AM" if h < 12 else "PM"
            out.append(
                f"{int(mo)}/{int(d)}/{y % 100:02d}, {(h - 1) % 12 + 1}:{m:02d} {ap}"
                f" - {names[who]}: {msg}"
            )
        else:
            out.append(f"{d}/{mo}/{y}, {h:02d}:{m:02d} - {names[who]}: {msg}")
    return "\n".join(out) + "\n"


def tg_json(s: Slots, chat: str, msgs: list[tuple[int, str]]) -> str:
    """A Telegram Desktop ``result.json`` for one chat."""
    names = (f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}")
    base = int(str(s["ts"]))
    items = []
    for i, (who, msg) in enumerate(msgs):
        t = base + 95 * i
        items.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{(int(str(s['mm'])) + i) % 60:02d}:1{i % 10}",
                "date_unixtime": str(t),
                "from": names[who],
                "from_id": f"user{6_000_000_000 + 1000 * who + 17}",
                "text": msg,
                "text_entities": [{"type": "plain", "text": msg}],
            }
        )
    doc = {
        "name": chat,
        "type": "personal_chat",
        "id": int(str(s["num"])) * 1000,
        "messages": items,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def sms_xml(s: Slots, msgs: list[tuple[int, str]], contact: str) -> str:
    """An SMS Backup & Restore ``sms-*.xml``; type 1 received, 2 sent."""
    base = int(str(s["ts"])) * 1000
    rows = []
    for i, (typ, body) in enumerate(msgs):
        rows.append(
            f'  <sms protocol="0" address={quoteattr(str(s["phone"]))} date="{base + 61_000 * i}" '
            f'type="{typ}" subject="null" body={quoteattr(body)} toa="null" sc_toa="null" '
            'service_center="null" read="1" status="-1" locked="0" '
            f'date_sent="{base + 61_000 * i - 900}" '
            f"readable_date={quoteattr(str(s['dmy']) + ' ' + str(s['time']))} "
            f"contact_name={quoteattr(contact)} />"
        )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{s["uid"]}" '
        f'backup_date="{base + 999_000}" type="full">\n' + "\n".join(rows) + "\n</smses>\n"
    )


def email(
    s: Slots,
    frm: str,
    to: str,
    subject: str,
    body: str,
    cte: str = "8bit",
    charset: str = "utf-8",
) -> str:
    def hdr(v: str) -> str:
        if v.isascii():
            return v
        return "=?UTF-8?B?" + base64.b64encode(v.encode()).decode() + "?="

    return (
        f"Return-Path: <{frm}>\n"
        f"Message-ID: <{s['hx']}.{s['num']}@{s['dom']}>\n"
        f"Date: {s['date']} {s['time']}:00 +0000\n"
        f"From: {frm}\nTo: {to}\nSubject: {hdr(subject)}\n"
        f"MIME-Version: 1.0\nContent-Type: text/plain; charset={charset}\n"
        f"Content-Transfer-Encoding: {cte}\n\n{body}"
    )


def ics(s: Slots, summary: str, description: str, location: str = "") -> str:
    desc = description.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")
    desc = desc.replace("\n", "\\n")
    return (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
        "BEGIN:VEVENT\r\n"
        f"DTSTART:{str(s['date']).replace('-', '')}T{s['hh']}{s['mm']}00Z\r\n"
        f"DTEND:{str(s['date']).replace('-', '')}T"
        f"{(int(str(s['hh'])) + 1) % 24:02d}{s['mm']}00Z\r\n"
        f"UID:{s['uid']}@google.com\r\n"
        f"SUMMARY:{summary}\r\nLOCATION:{location}\r\nDESCRIPTION:{desc}\r\n"
        "STATUS:CONFIRMED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )


def spreadsheetml(sheet: str, rows: list[list[str]]) -> str:
    def cell(v: str) -> str:
        t = "Number" if v.isdigit() and len(v) < 10 else "String"
        return f'<Cell><Data ss:Type="{t}">{xml_escape(v)}</Data></Cell>'

    body = "\n".join("   <Row>" + "".join(cell(v) for v in r) + "</Row>" for r in rows)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" '
        'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f" <Worksheet ss:Name={quoteattr(sheet)}>\n  <Table>\n{body}\n  </Table>\n </Worksheet>\n"
        "</Workbook>\n"
    )


def fods(sheet: str, rows: list[list[str]]) -> str:
    """A flat OpenDocument spreadsheet (``.fods``)."""

    def cell(v: str) -> str:
        return (
            '<table:table-cell office:value-type="string">'
            f"<text:p>{xml_escape(v)}</text:p></table:table-cell>"
        )

    body = "\n".join(
        "    <table:table-row>" + "".join(cell(v) for v in r) + "</table:table-row>" for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f"   <table:table table:name={quoteattr(sheet)}>\n{body}\n   </table:table>\n"
        "  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(strings: list[str]) -> str:
    """``xl/sharedStrings.xml`` of an XLSX workbook."""
    items = "".join(f'<si><t xml:space="preserve">{xml_escape(v)}</t></si>' for v in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def after(text: str, label: str) -> str:
    """The first whitespace-free token after ``label``."""
    m = re.search(re.escape(label) + r"\s*(\S+)", text)
    if not m:
        raise ValueError(f"no {label!r}")
    return m.group(1)


def dec_b64_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, label).strip("\"'")).decode()

    return dec


def dec_basic_after(label: str) -> Callable[[str], str]:
    """Decode a ``user:password`` Basic credential and return the password."""

    def dec(text: str) -> str:
        raw = base64.b64decode(after(text, label).strip("\"',")).decode()
        return raw.split(":", 1)[1]

    return dec
