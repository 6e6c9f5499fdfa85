"""Helpers shared by the hundred-and-twelfth corpus's format and decoy files: a family
(``Fam``) with its own organisations, country domain, local names in their own script with
ASCII forms for logins, password words, pet names and phone prefix; the credential drawers
(per-syntax generated passwords, human-chosen passwords in many habits, keys, provider
shapes, PEM keys); chat, spreadsheet and notebook builders; encoders and decoders."""

from __future__ import annotations

import base64
import datetime
import html
import json
import quopri
import random
import re
import urllib.parse
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from hundredtwelfth_corpus import (
    ALNUM,
    DIGITS,
    LOWER,
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
    jwt,
    pem,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], None]

HUMAN_SYMS = "!#*?@$%._-"  # no quotes, backslash, & < > or spaces
HUMAN_X_SYMS = "_.-@"  # safe unquoted in shells, markup, INI and URLs-with-care
KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "q1w2e3r4", "poiuy")


@dataclass(frozen=True)
class Fam:
    name: str  # family name
    key: str  # format name prefix
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    places: tuple[str, ...]

    def common(self, rng: random.Random) -> Slots:
        f, fa = pick(rng, self.first)
        la_, la = pick(rng, self.last)
        f2, fa2 = pick(rng, self.first)
        l2, la2 = pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        user = pick(
            rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", f"{la}{fa[0]}")
        )
        user2 = pick(rng, (f"{fa2}.{la2}", f"{fa2[0]}{la2}", f"{fa2}{rng.randint(1, 99)}"))
        year = rng.choice((2024, 2025, 2026))
        mm = rng.randint(1, 12)
        dd = rng.randint(1, 28)
        h = rng.randint(7, 19)
        mins = sorted(rng.sample(range(0, 60), 5))
        return {
            "org": org,
            "ORG": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'lab', 'hpc', 'data', 'gw', 'node'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "first": f,
            "last": la_,
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": l2,
            "fa2": fa2,
            "la2": la2,
            "user": user,
            "user2": user2,
            "email": f"{user}@{dom}",
            "email2": f"{user2}@{dom}",
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "year": year,
            "yy": f"{year % 100:02d}",
            "mm": f"{mm:02d}",
            "dd": f"{dd:02d}",
            "m": mm,
            "d": dd,
            "date": f"{year}-{mm:02d}-{dd:02d}",
            "wd_ja": "月火水木金土日"[datetime.date(year, mm, dd).weekday()],
            "hh": f"{h:02d}",
            **{f"t{i + 1}": f"{h:02d}:{mins[i]:02d}" for i in range(5)},
            **{f"a{i + 1}": f"{h % 12 or 12}:{mins[i]:02d}" for i in range(5)},
            "ampm": "pm" if h >= 12 else "am",
            "ko_ampm": "오후" if h >= 12 else "오전",
            "ts": 1_735_000_000 + rng.randint(0, 50_000_000),
            "ip": ip(rng),
            "pubip": ip(rng, private=False),
            "n": rng.randint(1, 99),
            "n2": rng.randint(100, 999),
            "nn": f"{rng.randint(1, 40):02d}",
            "uuid": uuid4(rng),
            "place": pick(rng, self.places),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, f"{self.key}_{name}", decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, fam, cred)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- credentials

_PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password from the family's own words, in one of many habits."""
    syms = HUMAN_X_SYMS if safe else HUMAN_SYMS
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        name = pick(rng, fam.first)[1]
        year = rng.randint(1975, 2026)
        sym = rng.choice(syms)
        habit = rng.randrange(15)
        if habit == 0:
            s = f"{w.capitalize()}{year}{sym}"
        elif habit == 1:
            s = f"{w}{w2}{rng.randint(1, 99)}"
        elif habit == 2:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 9999)}"
        elif habit == 3:
            leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
            s = f"{w.translate(leet)}{sym}{rng.randint(10, 99)}"
        elif habit == 4:
            s = f"{name.capitalize()}{year}"
        elif habit == 5:
            s = f"{pick(rng, KEYWALKS)}{sym}{w}"
        elif habit == 6:
            s = f"{pet.capitalize()}{sym}{year % 100:02d}{w[:3]}"
        elif habit == 7:
            s = f"{w.upper()}{year}"
        elif habit == 8:
            s = f"{w}-{w2}-{pick(rng, fam.words)}"
        elif habit == 9:
            s = f"{w[::-1]}{rng.randint(100, 999)}{sym}"
        elif habit == 10:
            s = f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
        elif habit == 11:
            s = f"{w}{sym}{pet}{rng.randint(1, 99)}"
        elif habit == 12:
            s = f"{w.capitalize()}{sym}{sym}{year}"
        elif habit == 13:
            s = f"{w.capitalize()}{rng.randint(1000, 9999)}{pet[:2]}"
        else:
            s = f"{name.lower()}{pet.capitalize()}{rng.randint(1, 9)}{sym}"
        if len(s) >= 8 and w != w2:
            return s


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + DIGITS)
    if p in ("aws_secret", "goog_hmac_secret"):
        return alnum(rng, 40, ALNUM + "+/")
    if p == "goog_hmac_id":
        return "GOOG1E" + alnum(rng, 55, UPPER + DIGITS)
    if p == "google_refresh":
        return "1//0" + alnum(rng, 99, ALNUM + "-_")
    if p == "google_api":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if p == "mercadopago":
        return (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}"
            f"-{alnum(rng, 9, DIGITS)}"
        )
    if p == "chapa":
        return "CHASECK-" + alnum(rng, 32)
    if p == "toss":
        return "live_sk_" + alnum(rng, 24)
    if p == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if p == "culqi":
        return "sk_live_" + alnum(rng, 32)
    if p == "planet":
        return "PLAK" + hexs(rng, 32)
    if p == "bkash":
        return alnum(rng, 50, LOWER + DIGITS)
    if p == "transbank":
        return hexs(rng, 64, upper=True)
    if p == "payhere":
        return b64(rng, 39)
    if p == "influx":
        return b64(rng, 64, urlsafe=True)
    if p == "azure_key":
        return b64(rng, 64)
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "telegram_bot":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    raise KeyError(p)


def draw(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random, Fam], str]) -> str:
    if callable(kind):
        return kind(rng, fam)
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "ec":
        return ec_pem(rng)
    head, _, rest = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "lower":
        return alnum(rng, int(rest), LOWER)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    if head == "jwt":
        now = 1_735_000_000 + rng.randint(0, 40_000_000)
        return jwt(
            rng,
            {"sub": rest or uuid4(rng), "iat": now, "exp": now + 31_536_000},
            alg=pick(rng, ("HS256", "RS256")),
        )
    raise KeyError(kind)


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def force(chars: str) -> Callable[[random.Random, Fam], str]:
    """A generated password holding at least one of ``chars`` (for encoded formats)."""

    def f(rng: random.Random, fam: Fam) -> str:
        base = gen_pw(rng, rng.randint(13, 18), sym=SYM_INI.replace("!", ""))
        i = rng.randrange(2, len(base) - 1)
        return base[:i] + rng.choice(chars) + base[i:]

    return f


# --------------------------------------------------------------------------- builders


def x(s: object) -> str:
    """XML text/attribute escape."""
    return html.escape(str(s), quote=True)


def tg_json(s: Slots, chat: str, msgs: list[tuple[str, str]]) -> str:
    """A Telegram Desktop ``result.json`` of one personal chat."""
    ts = int(s["ts"])  # type: ignore[arg-type]
    out = []
    for i, (who, text) in enumerate(msgs):
        t = ts + 97 * i
        out.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{10 + i:02d}:{(7 * i) % 60:02d}",
                "date_unixtime": str(t),
                "from": who,
                "from_id": f"user{500000000 + sum(map(ord, who))}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {"name": chat, "type": "personal_chat", "id": 700000000 + len(chat), "messages": out},
        ensure_ascii=False,
        indent=1,
    )


def sms_xml(s: Slots, contact: str, msgs: list[tuple[int, str]]) -> str:
    """An SMS Backup & Restore XML file (type 1 received, 2 sent)."""
    ts = int(s["ts"]) * 1000  # type: ignore[arg-type]
    rows = [
        f'  <sms protocol="0" address="{x(s["phone"])}" date="{ts + 61000 * i}" type="{t}" '
        f'subject="null" body="{x(b)}" toa="null" sc_toa="null" service_center="null" '
        f'read="1" status="-1" locked="0" date_sent="{ts + 61000 * i - 4000}" '
        f'sub_id="1" readable_date="{s["dd"]}.{s["mm"]}.{s["year"]} {s["t1"]}:00" '
        f'contact_name="{x(contact)}" />'
        for i, (t, b) in enumerate(msgs)
    ]
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{s["uuid"]}" backup_date="{ts + 900000}" '
        'type="full">\n' + "\n".join(rows) + "\n</smses>\n"
    )


def ssml(sheet: str, rows: list[list[object]]) -> str:
    """A SpreadsheetML 2003 workbook with one sheet."""
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{x(c)}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{x(sheet)}">\n  <Table>\n{body}\n  </Table>\n </Worksheet>\n'
        "</Workbook>\n"
    )


def fods(sheet: str, rows: list[list[object]]) -> str:
    """A flat OpenDocument spreadsheet (.fods)."""
    body = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{x(c)}</text:p>'
            "</table:table-cell>"
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        f' <office:body>\n  <office:spreadsheet>\n   <table:table table:name="{x(sheet)}">\n'
        f"{body}\n   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(strings: list[object]) -> str:
    """``xl/sharedStrings.xml`` of an XLSX workbook."""
    items = "".join(f"<si><t>{x(v)}</t></si>" for v in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A notebook: (kind, source, output) cells."""
    out = []
    for i, (kind, src, res) in enumerate(cells):
        lines = src.splitlines(keepends=True)
        if kind == "md":
            out.append({"cell_type": "markdown", "metadata": {}, "source": lines})
            continue
        outputs = []
        if res is not None:
            outputs.append(
                {"name": "stdout", "output_type": "stream", "text": res.splitlines(keepends=True)}
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": i + 1,
                "metadata": {},
                "outputs": outputs,
                "source": lines,
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.6"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False)


def messenger_json(s: Slots, title: str, msgs: list[tuple[str, str]]) -> str:
    """A Facebook Messenger JSON export, with its UTF-8-as-Latin-1 text (as Meta writes it)."""

    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    ts = int(s["ts"]) * 1000  # type: ignore[arg-type]
    names = list(dict.fromkeys(w for w, _ in msgs))
    data = {
        "participants": [{"name": moj(n)} for n in names],
        "messages": [
            {"sender_name": moj(w), "timestamp_ms": ts - 45000 * i, "content": moj(t)}
            for i, (w, t) in enumerate(reversed(msgs))
        ],
        "title": moj(title),
        "is_still_participant": True,
        "thread_path": f"inbox/{title.lower().replace(' ', '')}_{len(title)}",
    }
    return json.dumps(data, indent=2)


# --------------------------------------------------------------------------- en/decoders


def enc_qp(t: str) -> str:
    return quopri.encodestring(t.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    """Decode a quoted-printable body and take the value after ``label``."""

    def d(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        m = re.search(re.escape(label) + r"\s*(\S+)", plain)
        return m.group(1) if m else ""

    return d


def enc_url(t: str) -> str:
    return urllib.parse.quote(t, safe="")


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"//[^:/@\s]+:([^@\s]+)@", text)
    return urllib.parse.unquote(m.group(1)) if m else ""


def dec_html_cell(cls: str) -> Callable[[str], str]:
    def d(text: str) -> str:
        m = re.search(rf'<td class="{cls}">(.*?)</td>', text)
        return html.unescape(m.group(1)) if m else ""

    return d


def dec_xml_attr(attr: str) -> Callable[[str], str]:
    def d(text: str) -> str:
        m = re.search(rf'\b{attr}="([^"]*)"', text)
        return html.unescape(m.group(1)) if m else ""

    return d


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1] if m else ""


def dec_b64_field(pattern: str, split_colon: bool = False) -> Callable[[str], str]:
    def d(text: str) -> str:
        m = re.search(pattern, text)
        if not m:
            return ""
        v = base64.b64decode(m.group(1)).decode()
        return v.split(":", 1)[1] if split_colon else v

    return d


def b64s(t: str) -> str:
    return base64.b64encode(t.encode()).decode()


def json_u(t: str) -> str:
    return json.dumps(t, ensure_ascii=True)[1:-1]


def zb64(obj: object) -> str:
    """ODK Collect settings QR payload: zlib-deflated JSON, base64."""
    return base64.b64encode(zlib.compress(json.dumps(obj).encode())).decode()


def unzb64(t: str) -> object:
    return json.loads(zlib.decompress(base64.b64decode(t)))


__all__ = [
    "DIGITS",
    "HUMAN_SYMS",
    "LOWER",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "UPPER",
    "Fam",
    "alnum",
    "b64s",
    "dec_b64_field",
    "dec_basic",
    "dec_html_cell",
    "dec_qp_after",
    "dec_url_userinfo",
    "dec_xml_attr",
    "draw",
    "ec_pem",
    "enc_qp",
    "enc_url",
    "fods",
    "force",
    "hexs",
    "human",
    "ipynb",
    "json_u",
    "messenger_json",
    "prov",
    "regd",
    "shared_strings",
    "sms_xml",
    "ssml",
    "tg_json",
    "unzb64",
    "x",
    "zb64",
]
