"""Helpers shared by the hundred-and-twenty-seventh corpus's format and decoy files: the family
dataclass (its own organisation names, country domain, local names in their own script with
ASCII forms for logins, password words, pet names, phone prefix), the human-password drawer,
per-syntax generated passwords, provider key shapes, and encoders / decoders."""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredtwentyseventh_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    name: str
    prefix: str
    orgs: tuple[str, ...]  # ASCII slugs for domains and logins
    shops: tuple[str, ...]  # the business names as written locally
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    places: tuple[str, ...]
    accented: tuple[str, ...] = ()  # non-ASCII words for encoded formats

    def common(self, rng: random.Random) -> Slots:
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        return {
            "org": org,
            "shop": pick(rng, self.shops),
            "dom": dom,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "phone2": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pub": ip(rng, private=False),
            "host": f"{pick(rng, ('pos', 'srv', 'app', 'nas', 'api'))}{rng.randint(1, 9)}.{dom}",
            "place": pick(rng, self.places),
            "n": rng.randint(2, 98),
            "n3": rng.randint(100, 999),
            "year": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hms": f"{hh:02d}:{mm:02d}:{ss:02d}",
            "t2": f"{hh + (mm + 3) // 60:02d}:{(mm + 3) % 60:02d}",
            "ts": epoch(rng),
            "ms": epoch(rng) * 1000 + rng.randint(0, 999),
            "rid": uuid4(rng),
            "mid": f"{rng.randint(10**9, 10**10 - 1)}",
            "hx": hexs(rng, 12),
        }

    # ------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, syms: str = "!@#*._-+?") -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        while True:
            s = self._human(rng, syms)
            if len(s) >= 8 and not _placeholder(s):
                return s

    def _human(self, rng: random.Random, syms: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        pet = pick(rng, self.pets)
        fa = pick(rng, self.first)[1]
        fa2 = pick(rng, self.first)[1]
        y = rng.randint(1975, 2026)
        sym = rng.choice(syms) if syms else ""
        h = rng.randrange(16)
        if h == 0:
            return f"{w.capitalize()}{y}{sym}"
        if h == 1:
            return f"{pet.capitalize()}{y % 100:02d}{sym}"
        if h == 2:
            leet = w.translate(str.maketrans("aeios", "43105"))
            return f"{leet}{rng.randint(1, 99)}{sym}"
        if h == 3:
            return f"{fa}{fa2.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        if h == 4:
            walk = pick(rng, ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "123qwe"))
            return f"{walk}{w.capitalize()}" if rng.random() < 0.5 else f"{w}{sym}{walk}"
        if h == 5:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        if h == 6:
            return f"{fa.capitalize()}{y}"
        if h == 7:
            return f"{w.upper()}{y}{sym}"
        if h == 8:
            return f"{w}{sym * 3}{rng.randint(1, 99)}" if sym else f"{w}{y}{w2}"
        if h == 9:
            return f"{w}-{w2}-{pick(rng, self.words)}"
        if h == 10:
            return f"{w[::-1]}{rng.randint(10, 999)}"
        if h == 11:
            return f"{fa.capitalize()}{sym}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
        if h == 12:
            return f"{w.capitalize()}{sym}{pet}{rng.randint(1, 99)}"
        if h == 13:
            return f"{pick(rng, self.orgs)}{rng.randint(1, 9):02d}{sym}"
        if h == 14:
            return f"{w}{rng.randint(1000, 9999)}"
        return f"{pick(rng, self.places).replace(' ', '').capitalize()}{sym}{y}"

    def accented_pw(self, rng: random.Random) -> str:
        w = pick(rng, self.accented)
        sym = rng.choice("!#*.-")
        form = rng.randrange(3)
        if form == 0:
            return f"{w[0].upper()}{w[1:]}{rng.randint(2000, 2026)}{sym}"
        if form == 1:
            return f"{pick(rng, self.pets).capitalize()}{sym}{w}{rng.randint(10, 99)}"
        return f"{w}{rng.randint(100, 9999)}{sym}"

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | list[str],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        encode: Callable[[str, Slots], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        full = f"{self.prefix}_{name}"
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            val = cred(rng, fam) if callable(cred) else draw(rng, cred, fam)
            s["cred"] = val
            if extra is not None:
                s.update(extra(rng, s))
            if encode is not None:
                s["enc"] = encode(val, s)
            path = fill(pick(rng, tuple(paths)), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, val, syntax)

        fn.__name__ = full
        fmt(self.name, full, decode)(fn)

    def regd(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)


def _placeholder(s: str) -> bool:
    low = s.lower()
    return any(
        w in low
        for w in (
            "example",
            "changeme",
            "password",
            "secret",
            "token",
            "dummy",
            "sample",
            "fake",
            "test",
            "xxxx",
            "placeholder",
            "your_",
            "redacted",
        )
    )


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


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    """A credential by kind: per-syntax generated passwords, keys, prefixes, providers,
    human-chosen passwords (``human``; ``human_x`` without ``!?*`` for shells; ``human_u``
    only ``._-`` for URLs), PEM keys."""
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, "@#._-+")
    if kind == "human_u":
        return fam.human(rng, "._-")
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
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "lower":
        return alnum(rng, int(arg), LOWER + DIGITS)
    if head == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(kind)


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes (real formats of the services the families use)."""
    a = alnum
    match name:
        case "mercadopago":
            return (
                f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
                f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
            )
        case "telegram":
            return f"{rng.randint(10**9, 7 * 10**9)}:AA{a(rng, 33, ALNUM + '_-')}"
        case "line_cat":
            return a(rng, 171, ALNUM + "+/") + "="
        case "payjp":
            return "sk_live_" + hexs(rng, 48)
        case "paystack":
            return "sk_live_" + hexs(rng, 40)
        case "flutterwave":
            return f"FLWSECK-{hexs(rng, 32)}-X"
        case "google":
            return "AIza" + a(rng, 35, ALNUM + "_-")
        case "omise":
            return "skey_" + a(rng, 19, LOWER + DIGITS)
        case "razorpay":
            return a(rng, 24)
        case "shopify":
            return "shpat_" + hexs(rng, 32)
        case "toss":
            return "live_sk_" + a(rng, 32)
        case "aligo":
            return a(rng, 32, LOWER + DIGITS)
        case "ncloud":
            return a(rng, 40)
        case "twilio":
            return hexs(rng, 32)
        case "mollie":
            return "live_" + a(rng, 30)
        case "messagebird":
            return a(rng, 25)
        case "momo":
            return a(rng, 32)
        case "vnpay":
            return a(rng, 32, UPPER + DIGITS)
        case "fawry":
            return hexs(rng, 32)
        case "paymob":
            tok = jwt(rng, {"class": "Merchant", "profile_pk": rng.randint(10**5, 10**6)}, "HS512")
            return base64.b64encode(tok.encode()).decode().rstrip("=")
        case "meta":
            return "EAA" + a(rng, 180)
        case "conekta":
            return "key_" + a(rng, 24)
        case "meli_refresh":
            return f"TG-{hexs(rng, 24)}-{rng.randint(10**8, 10**9 - 1)}"
        case "midtrans":
            return "Mid-server-" + a(rng, 24, ALNUM + "_-")
        case "xendit":
            return "xnd_production_" + a(rng, 50)
        case "paymongo":
            return "sk_live_" + a(rng, 24)
        case "semaphore":
            return hexs(rng, 32)
        case "lalamove":
            return "sk_prod_" + a(rng, 64)
        case "daraja":
            return a(rng, 64)
        case "africastalking":
            return "atsk_" + hexs(rng, 64)
        case "pesapal":
            return a(rng, 28, ALNUM + "+/")
        case "xero":
            return a(rng, 48, ALNUM + "_-")
        case "mailchimp":
            return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
        case "allegro":
            return a(rng, 64)
        case "smsapi":
            return a(rng, 40)
        case "p24":
            return hexs(rng, 32)
        case "stripe":
            return "sk_live_51" + a(rng, 97)
    raise ValueError(name)


# --------------------------------------------------------------------------- encoders


def enc_qp(val: str, _s: Slots | None = None) -> str:
    return quopri.encodestring(val.encode("utf-8")).decode().replace("=\n", "")


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"\s*(\S+)", text)
        assert m
        return quopri.decodestring(m.group(1).encode()).decode("utf-8")

    return dec


def enc_pct(val: str, _s: Slots | None = None) -> str:
    return urllib.parse.quote(val, safe="")


def enc_html(val: str, _s: Slots | None = None) -> str:
    return "".join(c if c.isalnum() and c.isascii() else f"&#{ord(c)};" for c in val)


def enc_json_u(val: str, _s: Slots | None = None) -> str:
    return "".join(c if c.isascii() and c not in '"\\' else f"\\u{ord(c):04x}" for c in val)


def enc_b64(val: str, _s: Slots | None = None) -> str:
    return base64.b64encode(val.encode()).decode()


def after(text: str, pattern: str) -> str:
    m = re.search(pattern, text)
    assert m, pattern
    return m.group(1)


def dec_pct(pattern: str) -> Callable[[str], str]:
    return lambda text: urllib.parse.unquote(after(text, pattern))


def dec_html(pattern: str) -> Callable[[str], str]:
    return lambda text: html.unescape(after(text, pattern))


def dec_b64(pattern: str) -> Callable[[str], str]:
    return lambda text: base64.b64decode(after(text, pattern)).decode()


def dec_basic(pattern: str) -> Callable[[str], str]:
    return lambda text: base64.b64decode(after(text, pattern)).decode().split(":", 1)[1]


def spreadsheetml(rows: list[list[str]], sheet: str) -> str:
    def cell(v: str) -> str:
        t = "Number" if v.isdigit() and len(v) < 9 else "String"
        return f'<Cell><Data ss:Type="{t}">{html.escape(v, quote=False)}</Data></Cell>'

    body = "\n".join("   <Row>" + "".join(cell(v) for v in r) + "</Row>" for r in rows)
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{html.escape(sheet)}">\n  <Table>\n{body}\n  </Table>\n'
        " </Worksheet>\n</Workbook>\n"
    )


def fods(rows: list[list[str]], sheet: str) -> str:
    def cell(v: str) -> str:
        esc = html.escape(v, quote=False)
        return (
            '<table:table-cell office:value-type="string">'
            f"<text:p>{esc}</text:p></table:table-cell>"
        )

    body = "\n".join(
        "    <table:table-row>" + "".join(cell(v) for v in r) + "</table:table-row>" for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f'   <table:table table:name="{html.escape(sheet)}">\n{body}\n   </table:table>\n'
        "  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(items: list[str]) -> str:
    body = "".join(f"<si><t>{html.escape(v, quote=False)}</t></si>" for v in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
        f' count="{len(items)}" uniqueCount="{len(items)}">{body}</sst>\n'
    )


def sms_backup(msgs: list[tuple[str, int, int, str]]) -> str:
    """SMS Backup & Restore XML: (address, date ms, type 1 in / 2 out, body)."""
    rows = "\n".join(
        f'  <sms protocol="0" address="{a}" date="{d}" type="{t}" subject="null" '
        f'body="{html.escape(b, quote=True)}" toa="null" sc_toa="null" service_center="null" '
        f'read="1" status="-1" locked="0" readable_date="" contact_name="(Unknown)" />'
        for a, d, t, b in msgs
    )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(msgs)}" backup_set="{len(msgs)}">\n{rows}\n</smses>\n'
    )


__all__ = [
    "ALNUM",
    "DIGITS",
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
    "Slots",
    "after",
    "alnum",
    "b64",
    "dec_b64",
    "dec_basic",
    "dec_html",
    "dec_pct",
    "dec_qp_after",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_pct",
    "enc_qp",
    "fods",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "rsa_pem",
    "shared_strings",
    "sms_backup",
    "uuid4",
]
