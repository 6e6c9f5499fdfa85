"""Helpers shared by the hundred-and-twenty-first corpus's format and decoy files.

``Fam`` holds one family's own organisation names (ASCII slug and local display name), country
domain, local first and last names (local script with ASCII forms for logins), the words people
there build passwords from, pet names, towns and phone prefix. ``Fam.reg`` registers a format
from a ``fill`` template (or a callable ``slots -> text``), drawing the credential ``<<cred>>`` by
a named kind (see ``draw``); ``regd`` registers a decoy. ``prov`` draws provider key shapes;
``human`` draws a person-chosen password in many habits. Encoders and decoders sit at the end.
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
from dataclasses import dataclass, field

from hundredtwentyfirst_corpus import (
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
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "qweasd", "123qwe")
SAFE_SYM = "@._-*+"
FULL_SYM = "!@#.*_-$?"


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[tuple[str, str], ...]  # (ascii slug, local display name)
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ascii)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ascii words for passwords
    pets: tuple[str, ...]
    towns: tuple[str, ...]
    cc: str
    lwords: tuple[str, ...] = field(default=())  # words with local letters (chats only)

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        slug, disp = pick(rng, self.orgs)
        fl, fa = pick(rng, self.first)
        ll, la = pick(rng, self.last)
        fl2, fa2 = pick(rng, self.first)
        ll2, la2 = pick(rng, self.last)
        dom = f"{slug}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 22), rng.randint(0, 59)
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{la}.{fa[0]}", fa))
        return {
            "org": slug,
            "orgname": disp,
            "dom": dom,
            "tld": self.tld,
            "host": f"{pick(rng, ('his', 'emr', 'srv', 'lab', 'app', 'pacs', 'db'))}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "fn": fl,
            "ln": ll,
            "fa": fa,
            "la": la,
            "fn2": fl2,
            "ln2": ll2,
            "fa2": fa2,
            "la2": la2,
            "user": user.lower(),
            "user2": f"{fa2}.{la2}".lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": (
                f"+{self.cc} {rng.randint(20, 99)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "phone2": f"+{self.cc}{rng.randint(200000000, 999999999)}",
            "town": pick(rng, self.towns),
            "year": y,
            "yy": f"{y % 100:02d}",
            "date": f"{d:02d}/{mo:02d}/{y}",
            "ddot": f"{d:02d}.{mo:02d}.{y}",
            "iso": f"{y}-{mo:02d}-{d:02d}",
            "d8": f"{y}{mo:02d}{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "n": rng.randint(1, 99),
            "n2": rng.randint(2, 40),
            "n3": rng.randint(100, 999),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "port": pick(rng, (8080, 8443, 9000, 8000, 8081, 5000)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[str, Slots], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            c = draw(rng, fam, cred)
            s["cred"] = c
            if extra is not None:
                s.update(extra(rng, s))
            if enc is not None:
                s["enc"] = enc(c, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, c, syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s.update(
            {
                "sha256": hexs(rng, 64),
                "sha1": hexs(rng, 40),
                "md5": hexs(rng, 32),
                "pub": "AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43),
            }
        )
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# ---------------------------------------------------------------------- credentials


def human(rng: random.Random, fam: Fam, safe: bool = True) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    syms = SAFE_SYM if safe else FULL_SYM
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        f1 = pick(rng, fam.first)[1]
        f2 = pick(rng, fam.first)[1]
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        s = rng.choice(syms)
        h = rng.randrange(16)
        if h == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            pw = f"{pet.capitalize()}{yy}{s}{rng.randint(1, 9)}"
        elif h == 2:
            leet = w.translate(
                str.maketrans({"a": "@" if safe else "4", "e": "3", "o": "0", "i": "1", "s": "5"})
            )
            pw = f"{leet.capitalize()}{s}{rng.randint(10, 99)}"
        elif h == 3:
            dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            pw = f"{f1.capitalize()}{f2.capitalize()}{dm}"
        elif h == 4:
            pw = f"{pick(rng, KEYWALKS)}{w.capitalize()}{s}"
        elif h == 5:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 6:
            pw = f"{f1.capitalize()}{y}"
        elif h == 7:
            pw = f"{w.upper()}{y}{s}"
        elif h == 8:
            pw = f"{w.capitalize()}{s}{s}{rng.randint(1, 9999)}"
        elif h == 9:
            pw = f"{w}-{w2}-{pick(rng, fam.words)}{rng.randint(1, 9)}"
        elif h == 10:
            pw = f"{w[::-1]}{rng.randint(10, 999)}{s}"
        elif h == 11:
            pw = f"{f1.capitalize()}.{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
        elif h == 12:
            pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
        elif h == 13:
            pw = f"{w.capitalize()}123{s}"
        elif h == 14:
            pw = f"{w.capitalize()}{pet}{rng.randint(1000, 9999)}"
        else:
            pw = f"{f1.lower()}{s}{w.lower()}{yy}"
        pw = pw.replace(" ", "")
        if len(pw) >= 8 and not _placeholder(pw):
            return pw


def human_local(rng: random.Random, fam: Fam) -> str:
    """A password in the family's own letters (diacritics or script), for chats and e-mails."""
    if not fam.lwords:
        return human(rng, fam, safe=False)
    while True:
        w = pick(rng, fam.lwords)
        h = rng.randrange(4)
        if h == 0:
            pw = f"{w.capitalize()}{rng.randint(1970, 2026)}"
        elif h == 1:
            pw = f"{w}{rng.choice('!.@#')}{rng.randint(10, 99)}"
        elif h == 2:
            pw = f"{w.capitalize()}{pick(rng, fam.pets).capitalize()}{rng.randint(1, 99)}"
        else:
            pw = f"{pick(rng, fam.lwords)}{w.capitalize()}{rng.randint(1, 999)}"
        if len(pw) >= 8 and not _placeholder(pw):
            return pw


def _placeholder(v: str) -> bool:
    low = v.lower()
    return any(
        x in low
        for x in (
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


def prov(rng: random.Random, kind: str) -> str:
    """Provider key shapes (public formats; values random)."""
    a = alnum
    if kind == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if kind == "flutterwave":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if kind == "mpesa_secret":
        return a(rng, 16)
    if kind == "mpesa_passkey":
        return hexs(rng, 64)
    if kind == "africastalking":
        return "atsk_" + hexs(rng, 64)
    if kind == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if kind == "asaas":
        return "$aact_prod_000" + a(rng, 60) + "::$aach_" + uuid4(rng)
    if kind == "pagseguro":
        return uuid4(rng) + hexs(rng, 64)
    if kind == "culqi":
        return "sk_live_" + a(rng, 16)
    if kind == "iyzico":
        return a(rng, 32)
    if kind == "paymob":
        return "egy_sk_live_" + hexs(rng, 64)
    if kind == "fawry":
        return hexs(rng, 32)
    if kind == "vnpay":
        return a(rng, 32, UPPER + DIGITS)
    if kind == "momo":
        return a(rng, 32)
    if kind == "khalti":
        return hexs(rng, 32)
    if kind == "esewa":
        return a(rng, 8) + "/" + a(rng, 6)
    if kind == "paymongo":
        return "sk_live_" + a(rng, 24)
    if kind == "semaphore":
        return hexs(rng, 32)
    if kind == "termii":
        return "TL" + a(rng, 60)
    if kind == "line_token":
        return a(rng, 171, ALNUM + "+/") + "="
    if kind == "line_secret":
        return hexs(rng, 32)
    if kind == "kakao":
        return hexs(rng, 32)
    if kind == "omise":
        return "skey_" + a(rng, 19, LOWER + DIGITS)
    if kind == "payjp":
        return "sk_live_" + hexs(rng, 48)
    if kind == "twilio":
        return hexs(rng, 32)
    if kind == "aws_secret":
        return a(rng, 40, ALNUM + "+/")
    if kind == "aws_id":
        return "AKIA" + a(rng, 16, UPPER + "234567")
    if kind == "slack":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{a(rng, 24)}"
    if kind == "telegram":
        return f"{rng.randint(10**9, 7 * 10**9)}:AA{a(rng, 33, ALNUM + '_-')}"
    if kind == "sendgrid":
        return f"SG.{a(rng, 22, ALNUM + '_-')}.{a(rng, 43, ALNUM + '_-')}"
    if kind == "google":
        return "AIza" + a(rng, 35, ALNUM + "_-")
    if kind == "openai":
        return f"sk-proj-{a(rng, 58, ALNUM + '_-')}T3BlbkFJ{a(rng, 58, ALNUM + '_-')}"
    if kind == "azure_storage":
        return b64(rng, 64)
    if kind == "github":
        return "ghp_" + a(rng, 36)
    if kind == "mailgun":
        return "key-" + hexs(rng, 32)
    if kind == "p24_crc":
        return hexs(rng, 16)
    if kind == "payu":
        return hexs(rng, 32)
    if kind == "viva":
        return a(rng, 24, ALNUM + "{}[]+-")
    if kind == "everypay":
        return "sk_" + a(rng, 32)
    if kind == "zalo":
        return a(rng, 160, ALNUM + "-_")
    if kind == "hubtel":
        return a(rng, 32, LOWER + DIGITS)
    if kind == "orthanc":
        return gen_pw(rng, 16, "")
    if kind == "dhis2_pat":
        return "d2p_" + a(rng, 60)
    if kind == "do_pat":
        return "dop_v1_" + hexs(rng, 64)
    if kind == "mpaisa":
        return "mpk_live_" + a(rng, 40)
    raise KeyError(kind)


def draw(rng: random.Random, fam: Fam, kind: str | Callable[[random.Random, Fam], str]) -> str:
    if callable(kind):
        return kind(rng, fam)
    simple = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in simple:
        return gen_pw(rng, None, simple[kind])
    if kind == "human":
        return human(rng, fam, safe=False)
    if kind == "human_x":
        return human(rng, fam, safe=True)
    if kind == "human_l":
        return human_local(rng, fam)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "UUID":
        return uuid4(rng).upper()
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "ecpem":
        return ec_pem(rng)
    if kind == "jwt":
        return jwt(rng, {"sub": alnum(rng, 10), "iat": rng.randint(1_735_000_000, 1_780_000_000)})
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
    if head == "digits":
        return alnum(rng, int(rest), DIGITS)
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise KeyError(kind)


# ---------------------------------------------------------------------- DER helpers


def _dlen(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _d(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _dlen(len(body)) + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC 1) with valid DER framing."""
    body = (
        _d(0x02, b"\x01")
        + _d(0x04, rbytes(rng, 32))
        + _d(0xA0, _d(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _d(0xA1, _d(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    der = _d(0x30, body)
    s = base64.b64encode(der).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


# ---------------------------------------------------------------------- tables


def xesc(v: object) -> str:
    return html.escape(str(v), quote=True)


def spreadsheetml(sheet: str, rows: list[list[object]]) -> str:
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?mso-application progid="Excel.Sheet"?>',
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
        f' <Worksheet ss:Name="{xesc(sheet)}">',
        "  <Table>",
    ]
    for r in rows:
        cells = "".join(f'<Cell><Data ss:Type="String">{xesc(c)}</Data></Cell>' for c in r)
        out.append(f"   <Row>{cells}</Row>")
    out += ["  </Table>", " </Worksheet>", "</Workbook>", ""]
    return "\n".join(out)


def fods(sheet: str, rows: list[list[object]]) -> str:
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">',
        " <office:body>",
        "  <office:spreadsheet>",
        f'   <table:table table:name="{xesc(sheet)}">',
    ]
    for r in rows:
        cells = "".join(
            '<table:table-cell office:value-type="string">'
            f"<text:p>{xesc(c)}</text:p></table:table-cell>"
            for c in r
        )
        out.append(f"    <table:table-row>{cells}</table:table-row>")
    out += [
        "   </table:table>",
        "  </office:spreadsheet>",
        " </office:body>",
        "</office:document>",
        "",
    ]
    return "\n".join(out)


def shared_strings(strings: list[object]) -> str:
    items = "".join(f"<si><t>{xesc(s)}</t></si>" for s in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
        f' count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


def jdump(obj: object, ascii_: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_, indent=2) + "\n"


# ---------------------------------------------------------------------- encoders / decoders


def enc_b64(v: str, s: Slots | None = None) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_basic(v: str, s: Slots) -> str:
    return base64.b64encode(f"{s['user']}:{v}".encode()).decode()


def enc_url(v: str, s: Slots | None = None) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str, s: Slots | None = None) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() or ord(c) > 127 else c for c in v)


def enc_qp(v: str, s: Slots | None = None) -> str:
    return quopri.encodestring(v.encode()).decode().replace("=\n", "")


def enc_json_u(v: str, s: Slots | None = None) -> str:
    return json.dumps(v, ensure_ascii=True)[1:-1]


def enc_xml(v: str, s: Slots | None = None) -> str:
    return html.escape(v, quote=True)


def after(label: str, text: str) -> str:
    """The value after ``label`` up to whitespace, a quote or ``<``."""
    m = re.search(re.escape(label) + r"\s*([^\s\"'<]+)", text)
    if not m:
        raise ValueError(f"no {label!r}")
    return m.group(1)


def dec_basic(text: str) -> str:
    tok = after("Basic ", text)
    return base64.b64decode(tok).decode().split(":", 1)[1]


def with_chars(base: str | Callable[[random.Random, Fam], str], chars: str):
    """A credential drawer that keeps drawing until the value holds one of ``chars``."""

    def f(rng: random.Random, fam: Fam) -> str:
        while True:
            v = draw(rng, fam, base)
            if any(c in v for c in chars):
                return v

    return f


__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "UPPER",
    "Fam",
    "Slots",
    "after",
    "alnum",
    "b64",
    "dec_basic",
    "draw",
    "ec_pem",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "fods",
    "hexs",
    "human",
    "jdump",
    "pick",
    "prov",
    "regd",
    "shared_strings",
    "spreadsheetml",
    "uuid4",
    "with_chars",
    "xesc",
]
