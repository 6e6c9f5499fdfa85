"""Helpers shared by the ninety-seventh corpus's format and decoy files: a family's own names,
domain, words and phone prefix (``Fam``), the credential drawers (per-syntax generated
passwords, a human-password drawer with many habits, provider key shapes), small builders for
chat exports and spreadsheets, and the encoders / decoders of the encoded formats.

Stdlib only; every value is drawn from the ``random.Random`` a format is called with.
"""

from __future__ import annotations

import base64
import datetime
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from xml.sax.saxutils import escape as xml_escape

from ninetyseventh_corpus import (
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
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Template = str | Callable[[Slots], str]

# --------------------------------------------------------------------------- families

HOSTS = ("srv", "db", "app", "erp", "pos", "nas")
KEYBOARD_WALKS = ("qwerty", "asdf", "1qaz2wsx", "zxcv", "qazwsx", "1q2w3e", "poiu", "zaq12wsx")


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country, with its own names and words.

    ``first`` / ``last`` are (local script, ASCII) pairs; the ASCII form builds logins and
    e-mail addresses. ``words`` are the words people there build passwords from (ASCII, as they
    type them), ``uwords`` the same words with their own letters (for the encoded formats that
    need non-ASCII), ``pets`` pet names, ``cc`` the phone prefix, ``walks`` local keyboard walks.
    """

    name: str
    prefix: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    cities: tuple[str, ...]
    uwords: tuple[str, ...] = ()
    walks: tuple[str, ...] = KEYBOARD_WALKS
    tz: str = "+0000"

    # ----------------------------------------------------------------- common slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        user = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}"))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "fac2": fa2.capitalize(),
            "lac2": la2.capitalize(),
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": user.lower(),
            "user2": f"{fa2[0]}{la2}".lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": f"{self.cc} {rng.randint(600, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(100, 999)}",
            "phone2": f"{self.cc}{rng.randint(600000000, 999999999)}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "mdy": f"{mo:02d}/{d:02d}/{y}",
            "hm": f"{hh:02d}:{mi:02d}",
            "hm2": f"{hh:02d}:{min(mi + rng.randint(1, 9), 59):02d}",
            "hms": f"{hh:02d}:{mi:02d}:{ss:02d}",
            "iso": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mi:02d}:{ss:02d}",
            "rfc": datetime.datetime(y, mo, d, hh, mi, ss).strftime("%a, %d %b %Y %H:%M:%S ")
            + self.tz,
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "nnn": rng.randint(100, 999),
            "nnnn": rng.randint(1000, 9999),
            "city": pick(rng, self.cities),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex16": hexs(rng, 16),
            "hex32": hexs(rng, 32),
            "hex40": hexs(rng, 40),
            "hex64": hexs(rng, 64),
            "d8": rng.randint(10**7, 10**8 - 1),
            "d12": rng.randint(10**11, 10**12 - 1),
            "d16": rng.randint(10**15, 10**16 - 1),
        }

    # ----------------------------------------------------------------- human passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of many habits, from this family's words."""
        while True:
            s = self._human(rng)
            if safe:
                s = "".join(c if c.isalnum() or c in "._-@+" else "." for c in s)
            if len(s) >= 8 and not s.isdigit():
                return s

    def _human(self, rng: random.Random) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fa = pick(rng, self.first)[1]
        city = pick(rng, self.cities).replace(" ", "")
        y = rng.randint(1975, 2026)
        yy = f"{y % 100:02d}"
        sym = pick(rng, "!@#$*.?_+")
        habit = rng.randrange(16)
        if habit == 0:
            return f"{w.capitalize()}{y}{sym}"
        if habit == 1:
            return f"{pet.capitalize()}{yy}{pick(rng, ('', '!', '*'))}{rng.randint(1, 9)}"
        if habit == 2:
            return f"{w}{w2}{rng.randint(10, 999)}"
        if habit == 3:
            return f"{leet(w).capitalize()}{rng.randint(1, 99)}{sym}"
        if habit == 4:
            return f"{w.capitalize()}{w2.capitalize()}{sym}{rng.randint(1, 99)}"
        if habit == 5:
            return f"{pick(rng, self.walks)}{w.capitalize()}{pick(rng, ('', '!', '#'))}"
        if habit == 6:
            return f"{fa.capitalize()}{y}"
        if habit == 7:
            return f"{w.upper()}{y}"
        if habit == 8:
            return f"{w}{sym * rng.randint(2, 3)}{rng.randint(1, 2026)}"
        if habit == 9:
            return f"{w}-{w2}-{rng.randint(1, 99)}"
        if habit == 10:
            return f"{w[::-1].capitalize()}{rng.randint(100, 9999)}"
        if habit == 11:
            return f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
        if habit == 12:
            return f"{w.capitalize()}@{pet.capitalize()}{rng.randint(1, 99)}"
        if habit == 13:
            return f"{city.capitalize()}{y}{sym}"
        if habit == 14:
            return f"{w.capitalize()}{fa.capitalize()}{yy}"
        return f"{pet.capitalize()}{sym}{w}{rng.randint(1, 99)}"

    def uhuman(self, rng: random.Random) -> str:
        """A human password with the family's own (non-ASCII) letters."""
        w = pick(rng, self.uwords)
        w2 = pick(rng, self.uwords)
        form = rng.randrange(4)
        if form == 0:
            return f"{w.capitalize()}{rng.randint(1980, 2026)}{pick(rng, '!*.#')}"
        if form == 1:
            return f"{w}{w2.capitalize()}{rng.randint(10, 99)}"
        if form == 2:
            return f"{w.capitalize()}-{pick(rng, self.pets)}{rng.randint(1, 99)}"
        return f"{w}{pick(rng, self.first)[1].capitalize()}{rng.randint(100, 999)}"

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        encode: Callable[[str, Slots], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register ``<prefix>_<name>``: the file text is ``template`` filled with the common
        slots, ``extra``'s slots and ``<<cred>>`` (and ``<<enc>>``, the encoded credential,
        when ``encode`` is given; the needle stays the plain value)."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng, s) if callable(cred) else draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            if encode is not None:
                s["enc"] = encode(str(s["cred"]), s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["cred"]), syntax)

        fmt(self.name, f"{self.prefix}_{name}", decode)(fn)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy of family ``fam`` (no live credential in it)."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = f"decoy_{fam.prefix}_{len(path)}"
    decoy(fn)


# --------------------------------------------------------------------------- drawers

_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def leet(word: str) -> str:
    return word.translate(_LEET)


_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    """A credential by kind: ``pw`` (and per-syntax ``pw_url`` ... ``pw_alnum``), ``human``,
    ``human_x`` (only ``._-@+`` as symbols), ``hex:N``, ``HEX:N``, ``b64:N`` / ``b64u:N`` /
    ``b64np:N`` (N bytes), ``alnum:N``, ``uuid``, ``x:<prefix>:<len>`` (invented prefix),
    ``p:<provider>``, ``pem`` / ``pem8``."""
    if kind in _SYMS:
        return gen_pw(rng, sym=_SYMS[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "uhuman":
        return fam.uhuman(rng)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
    head, _, arg = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(arg))
    if head == "HEX":
        return hexs(rng, int(arg), upper=True)
    if head == "b64":
        return b64(rng, int(arg))
    if head == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if head == "b64np":
        return b64(rng, int(arg), pad=False)
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(f"unknown credential kind {kind}")


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes (local payment, messaging and cloud providers)."""
    if p == "mp_access":  # Mercado Pago production access token
        return f"APP_USR-{_digits(rng, 16)}-{_digits(rng, 6)}-{hexs(rng, 32)}-{_digits(rng, 9)}"
    if p == "asaas":  # Asaas API key: $aact_ + base64 of hash::account::$aach_uuid
        inner = f"{hexs(rng, 32)}::{'0' * 10}{_digits(rng, 6)}::$aach_{uuid4(rng)}"
        return "$aact_" + base64.b64encode(inner.encode()).decode()
    if p == "chapa":
        return "CHASECK-" + alnum(rng, 32)
    if p == "tg_bot":
        return f"{_digits(rng, 10)}:AA{alnum(rng, 33, ALNUM + '_-')}"
    if p == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if p == "line_token":
        return b64(rng, 128).replace("+", "/")
    if p == "vnp_hash":
        return alnum(rng, 32, UPPER + DIGITS)
    if p == "momo_secret":
        return alnum(rng, 32)
    if p == "toss_sk":
        return "live_sk_" + alnum(rng, 20)
    if p == "kakao_rest":
        return hexs(rng, 32)
    if p == "iyzico_secret":
        return alnum(rng, 32)
    if p == "razorpay_id":
        return "rzp_live_" + alnum(rng, 14)
    if p == "razorpay_secret":
        return alnum(rng, 24)
    if p == "windcave":
        return hexs(rng, 64)
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if p == "midtrans":
        return "Mid-server-" + alnum(rng, 24, ALNUM + "_-")
    if p == "daraja_passkey":
        return hexs(rng, 64)
    if p == "daraja_secret":
        return alnum(rng, 64)
    if p == "at_key":
        return "atsk_" + hexs(rng, 64)
    if p == "omise":
        return "skey_" + rng.choice("56") + alnum(rng, 18, LOWER + DIGITS)
    if p == "2c2p":
        return hexs(rng, 64, upper=True)
    if p == "sendgrid":
        return f"SG.{b64(rng, 16, urlsafe=True, pad=False)}.{b64(rng, 32, urlsafe=True, pad=False)}"
    if p == "aws_secret":
        return b64(rng, 30).replace("+", "/")[:40]
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "gcp_api":
        return "AIza" + alnum(rng, 35, ALNUM + "_-")
    if p == "twilio":
        return hexs(rng, 32)
    if p == "dhis2_pat":
        return "d2pat_" + alnum(rng, 32) + _digits(rng, 10)
    if p == "github_pat":
        return "ghp_" + alnum(rng, 36)
    if p == "slack_bot":
        return f"xoxb-{_digits(rng, 12)}-{_digits(rng, 13)}-{alnum(rng, 24)}"
    if p == "stripe":
        return "sk_live_51" + alnum(rng, 96)
    if p == "p24_crc":
        return hexs(rng, 16)
    if p == "md5ish":
        return hexs(rng, 32)
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "xero_secret":
        return alnum(rng, 48, ALNUM + "_-")
    raise ValueError(f"unknown provider {p}")


# --------------------------------------------------------------------------- builders


def tg_json(name: str, chat_id: int, msgs: list[tuple[str, str, str]]) -> str:
    """A Telegram Desktop ``result.json`` export of one chat: msgs are (iso date, from, text)."""
    messages = []
    ids: dict[str, int] = {}
    for i, (date, who, text) in enumerate(msgs):
        ids.setdefault(who, 5_180_000_000 + 7919 * (len(ids) + 1) + chat_id % 1000)
        messages.append(
            {
                "id": 1000 + i,
                "type": "message",
                "date": date,
                "from": who,
                "from_id": f"user{ids[who]}",
                "text": text,
            }
        )
    return json.dumps(
        {"name": name, "type": "personal_chat", "id": chat_id, "messages": messages},
        ensure_ascii=False,
        indent=1,
    )


def spreadsheetml(sheet: str, rows: list[list[str]]) -> str:
    """An Excel 2003 XML (SpreadsheetML) workbook with one sheet of string cells."""
    body = []
    for row in rows:
        cells = "".join(
            f'<Cell><Data ss:Type="String">{xml_escape(str(c))}</Data></Cell>' for c in row
        )
        body.append(f"   <Row>{cells}</Row>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{xml_escape(sheet)}">\n  <Table>\n'
        + "\n".join(body)
        + "\n  </Table>\n </Worksheet>\n</Workbook>\n"
    )


def fods(sheet: str, rows: list[list[str]]) -> str:
    """A flat OpenDocument spreadsheet (.fods) with one table of string cells."""
    body = []
    for row in rows:
        cells = "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xml_escape(str(c))}'
            "</text:p></table:table-cell>"
            for c in row
        )
        body.append(f"    <table:table-row>{cells}</table:table-row>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f'   <table:table table:name="{xml_escape(sheet)}">\n'
        + "\n".join(body)
        + "\n   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(strings: list[str]) -> str:
    """``xl/sharedStrings.xml`` from an XLSX workbook."""
    items = "".join(f"<si><t>{xml_escape(s)}</t></si>" for s in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
        f' count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


def sms_xml(msgs: list[tuple[str, int, int, str, str]]) -> str:
    """An Android "SMS Backup & Restore" file: msgs are (address, date ms, type, name, body)."""
    rows = []
    for addr, date, typ, name, body in msgs:
        rows.append(
            f'  <sms protocol="0" address="{xml_escape(addr)}" date="{date}" type="{typ}" '
            f'subject="null" body={quoteattr(body)} toa="null" sc_toa="null" '
            f'service_center="null" read="1" status="-1" locked="0" '
            f'readable_date="" contact_name={quoteattr(name)} />'
        )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(msgs)}" backup_set="{len(msgs)}">\n' + "\n".join(rows) + "\n</smses>\n"
    )


def quoteattr(s: str) -> str:
    return '"' + xml_escape(s, {'"': "&quot;", "\n": "&#10;"}) + '"'


def jdump(obj: object, ascii_only: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_only, indent=2) + "\n"


# --------------------------------------------------------------------------- encoders


def enc_qp(text: str) -> str:
    """Quoted-printable body (UTF-8)."""
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    """Decoder: decode a quoted-printable e-mail body, return the word after ``label``."""

    def dec(text: str) -> str:
        _, _, body = text.partition("\n\n")
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return plain.split(label, 1)[1].split()[0]

    return dec


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode("utf-8")).decode("ascii")


def dec_b64_field(pattern: str, part: int | None = None) -> Callable[[str], str]:
    """Decoder: base64-decode the first group of ``pattern``; with ``part``, split
    ``user:password`` and return that part."""

    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m, pattern
        raw = base64.b64decode(m.group(1)).decode("utf-8")
        return raw.split(":", 1)[part] if part is not None else raw

    return dec


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def dec_url_field(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m, pattern
        return urllib.parse.unquote(m.group(1))

    return dec


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def dec_html_field(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m, pattern
        return html.unescape(m.group(1))

    return dec


def dec_xml_field(pattern: str) -> Callable[[str], str]:
    """Decoder: XML-unescape the first group of ``pattern``."""

    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m, pattern
        return html.unescape(m.group(1))

    return dec


def json_u(value: str) -> str:
    """The body of a JSON string with ``ensure_ascii`` escapes (no surrounding quotes)."""
    return json.dumps(value, ensure_ascii=True)[1:-1]


def dec_json_u(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(pattern, text)
        assert m, pattern
        return json.loads('"' + m.group(1) + '"')

    return dec


def pw_with(rng: random.Random, must: str, sym: str = SYM_INI, n: int | None = None) -> str:
    """A generated password holding at least one character of ``must``."""
    s = list(gen_pw(rng, n, sym=sym))
    s[rng.randrange(2, len(s) - 1)] = rng.choice(must)
    return "".join(s)


__all__ = [
    "ALNUM",
    "DIGITS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "Slots",
    "alnum",
    "b64",
    "dec_b64_field",
    "dec_html_field",
    "dec_json_u",
    "dec_qp_after",
    "dec_url_field",
    "dec_xml_field",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "fill",
    "fods",
    "gen_pw",
    "hexs",
    "jdump",
    "json_u",
    "leet",
    "pick",
    "prov",
    "pw_with",
    "quoteattr",
    "regd",
    "rsa_pem",
    "shared_strings",
    "sms_xml",
    "spreadsheetml",
    "tg_json",
    "uuid4",
    "xml_escape",
]
