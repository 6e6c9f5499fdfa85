"""Helpers shared by the thirty-eighth corpus's format and decoy files.

``reg`` registers a format from a ``fill`` template over the common slots of ``common(rng)``;
the credential slot ``<<cred>>`` is drawn by a named kind (see ``draw``) or a callable, an
optional ``extra(rng, slots)`` adds or overrides slots (it may replace ``cred``, which is the
needle), and an encoded format gives ``encode`` (fills ``<<enc>>`` from the needle) and
``decode`` (text -> needle). ``regd`` registers a decoy the same way.
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

from thirtyeighth_corpus import (
    ALNUM,
    DIGITS,
    LOWER,
    ORGS,
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
    b64url,
    decoy,
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    person,
    pick,
    pkcs8_wrap,
    rbytes,
    rsa_der,
    rsa_pem,
    uuid4,
)

PLACEHOLDERS = (
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

TLDS = ("id", "ph", "co.th", "vn", "om", "am", "rs", "no", "ng", "co.tz", "pe", "com.jm", "pf",
        "pt", "kz", "com.ar", "net", "org")  # fmt: skip


def clean(s: str) -> bool:
    low = s.lower()
    return not any(w in low for w in PLACEHOLDERS)


# --------------------------------------------------------------------------- common slots


def common(rng: random.Random, orgs: tuple[str, ...] | None = None) -> dict[str, object]:
    o = pick(rng, orgs or ORGS)
    f, last = person(rng)
    dom = f"{o}.{pick(rng, TLDS)}"
    y = rng.randint(2023, 2026)
    mo, da = rng.randint(1, 12), rng.randint(1, 28)
    hh, mm = rng.randint(6, 22), rng.randint(0, 59)
    pre = pick(rng, ("db", "srv", "app", "nas", "node", "erp"))
    return {
        "org": o,
        "orgt": o.replace("-", " ").title(),
        "org_": o.replace("-", "_"),
        "dom": dom,
        "host": f"{pre}{rng.randint(1, 9):02d}.{dom}",
        "ip": ip(rng),
        "pubip": ip(rng, False),
        "first": f,
        "firstc": f.capitalize(),
        "last": last,
        "lastc": last.capitalize(),
        "user": pick(rng, (f"{f[0]}{last}", f"{f}{last[0]}", f"{f}_{last}", last, f)),
        "udot": f"{f}.{last}",
        "email": f"{f}.{last}@{dom}",
        "year": y,
        "date": f"{y}-{mo:02d}-{da:02d}",
        "dmy": f"{da:02d}.{mo:02d}.{y}",
        "dslash": f"{da:02d}/{mo:02d}/{y}",
        "mdy": f"{mo}/{da}/{str(y)[2:]}",
        "time": f"{hh:02d}:{mm:02d}",
        "time2": f"{hh:02d}:{(mm + rng.randint(1, 9)) % 60:02d}",
        "stamp": f"{y}{mo:02d}{da:02d}T{hh:02d}{mm:02d}00Z",
        "n": rng.randint(2, 99),
        "nn": rng.randint(100, 9999),
        "port": pick(rng, (5432, 3306, 1433, 5672, 6379, 8080, 8443, 2222)),
        "uuid": uuid4(rng),
        "epoch": epoch(rng),
        "hex8": hexs(rng, 8),
        "hex40": hexs(rng, 40),
        "sha": hexs(rng, 64),
        "id": alnum(rng, 10, LOWER + DIGITS),
        "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
    }


# --------------------------------------------------------------------------- credentials


def pw_with(chars: str, sym: str = SYM_INI, n: int | None = None) -> Callable[[random.Random], str]:
    """A generated password that holds at least one of ``chars`` (what an encoding escapes)."""

    def draw_(rng: random.Random) -> str:
        while True:
            s = list(gen_pw(rng, n, sym))
            s[rng.randrange(2, len(s) - 1)] = rng.choice(chars)
            v = "".join(s)
            if clean(v):
                return v

    return draw_


_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def human(rng: random.Random, words: tuple[str, ...], syms: str = "!#*.@$_&?") -> str:
    """A person-chosen password in one of many habits, from the family's own words."""
    while True:
        w, w2, w3 = rng.sample(words, 3)
        y = rng.randint(1968, 2026)
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        sym = rng.choice(syms)
        h = rng.randrange(14)
        if h == 0:
            s = f"{w.capitalize()}{y}{sym}"
        elif h == 1:
            t = w.translate(_LEET)
            s = f"{t[0].upper()}{t[1:]}{sym}{rng.randint(1, 99)}"
        elif h == 2:
            s = f"{w.capitalize()}{d:02d}{m:02d}{y}"
        elif h == 3:
            s = f"{w}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 4:
            s = f"{w.upper()}{y % 100:02d}{sym}{sym}"
        elif h == 5:
            walk = pick(rng, ("qwerty", "Qwerty", "asdf", "1qaz2wsx", "zaq1", "qazwsx"))
            s = f"{walk}{w.capitalize()}{rng.randint(1, 99)}"
        elif h == 6:
            s = f"{w.capitalize()}.{w2.capitalize()}.{rng.randint(10, 99)}"
        elif h == 7:
            s = f"{w[::-1].capitalize()}{y}"
        elif h == 8:
            s = f"{w}-{w2}-{w3}-{rng.randint(1, 99)}"
        elif h == 9:
            s = f"{w.capitalize()}{sym}{d:02d}{m:02d}"
        elif h == 10:
            s = f"{w.capitalize()}{sym}{w2}{rng.randint(1, 9)}{sym}"
        elif h == 11:
            s = f"{w.capitalize()}_{rng.randint(100000, 999999)}"
        elif h == 12:
            s = f"{rng.randint(1, 99)}{w.capitalize()}{w2.capitalize()}{sym}"
        else:
            s = f"{w.capitalize()}{w2.capitalize()}{y}"
        if len(s) >= 9 and clean(s) and " " not in s:
            return s


def human_with(words: tuple[str, ...], syms: str = "!#*.@_?") -> Callable[[random.Random], str]:
    return lambda rng: human(rng, words, syms)


def _b64chars(rng: random.Random, n: int, extra: str = "+/") -> str:
    return alnum(rng, n, ALNUM + extra)


def provider(rng: random.Random, name: str) -> str:
    p = name
    if p == "aws":
        return _b64chars(rng, 40)
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "ghp":
        return "ghp_" + alnum(rng, 36)
    if p == "github_pat":
        return "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
    if p == "glpat":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if p == "slack_bot":
        return f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-{alnum(rng, 24)}"
    if p == "stripe":
        return "sk_live_51" + alnum(rng, 97)
    if p == "sendgrid":
        return "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
    if p == "twilio_token":
        return hexs(rng, 32)
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if p == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if p == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, ALNUM + "-_") + "AA"
    if p == "openai":
        return "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
    if p == "npm":
        return "npm_" + alnum(rng, 36)
    if p == "dop":
        return "dop_v1_" + hexs(rng, 64)
    if p == "hf":
        return "hf_" + alnum(rng, 34, LOWER + UPPER)
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "flutterwave":
        return "FLWSECK-" + hexs(rng, 32) + "-X"
    if p == "paymongo":
        return "sk_live_" + alnum(rng, 24)
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 50)
    if p == "midtrans":
        return "Mid-server-" + alnum(rng, 24, ALNUM + "-_")
    if p == "omise":
        return "skey_" + rng.choice("56") + alnum(rng, 18, LOWER + DIGITS)
    if p == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if p == "culqi":
        return "sk_live_" + alnum(rng, 16, ALNUM)
    if p == "tap":
        return "sk_live_" + alnum(rng, 24)
    if p == "azure_storage":
        return b64(rng, 64)
    if p == "azure_ad":
        return alnum(rng, 3) + "8Q~" + alnum(rng, 34, ALNUM + "_.~-")
    if p == "brevo":
        return "xkeysib-" + hexs(rng, 64) + "-" + alnum(rng, 16)
    if p == "mailchimp":
        return hexs(rng, 32) + f"-us{rng.randint(2, 21)}"
    if p == "vault":
        return "hvs." + alnum(rng, 24, ALNUM + "-_") + alnum(rng, 66, ALNUM + "-_")
    if p == "grafana":
        return "glsa_" + alnum(rng, 32) + "_" + hexs(rng, 8)
    if p == "dropbox":
        return "sl.u." + alnum(rng, 138, ALNUM + "-_")
    if p == "yandex":
        return "y0_AgAAAA" + alnum(rng, 49, ALNUM + "-_")
    if p == "line_notify":
        return alnum(rng, 43)
    if p == "fb_page":
        return "EAA" + alnum(rng, rng.randint(170, 200))
    if p == "fb_stream":
        return f"FB-{rng.randint(10**14, 10**15)}-0-Ab{alnum(rng, 40, ALNUM + '-_')}"
    if p == "mapbox":
        body = b64url(json.dumps({"u": pick(rng, ORGS).replace("-", ""), "a": alnum(rng, 25)},
                                 separators=(",", ":")).encode())  # fmt: skip
        return f"sk.{body}.{alnum(rng, 22, ALNUM + '-_')}"
    if p == "linear":
        return "lin_api_" + alnum(rng, 40)
    if p == "postman":
        return "PMAK-" + hexs(rng, 24) + "-" + hexs(rng, 34)
    if p == "revenuecat":
        return "sk_" + alnum(rng, 32)
    if p == "supabase_pat":
        return "sbp_" + hexs(rng, 40)
    if p == "newrelic":
        return "NRAK-" + alnum(rng, 27, UPPER + DIGITS)
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "gmail_app":
        return alnum(rng, 16, LOWER)
    if p == "youtube":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if p == "wireguard":
        return b64(rng, 32)
    if p == "discord_webhook":
        return alnum(rng, 68, ALNUM + "-_")
    raise KeyError(p)


def draw(rng: random.Random, kind: str) -> str:
    """A credential by kind: ``pw`` / ``pw_url`` / ``pw_xml`` / ``pw_sq`` / ``pw_dq`` /
    ``pw_bare`` / ``pw_json`` / ``pw_alnum``, ``hex:N``, ``HEX:N``, ``b64:NBYTES``,
    ``b64u:NBYTES``, ``an:N``, ``uuid``, ``x:<prefix>:<n>`` (invented prefix), ``p:<provider>``."""
    while True:
        v = _draw(rng, kind)
        if clean(v):
            return v


def _draw(rng: random.Random, kind: str) -> str:
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
        return gen_pw(rng, None, syms[kind])
    head, _, rest = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "an":
        return alnum(rng, int(rest))
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return provider(rng, rest)
    raise KeyError(kind)


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""

    def der(tag: int, body: bytes) -> bytes:
        return bytes([tag, len(body)]) + body

    body = (
        der(0x02, b"\x01")
        + der(0x04, rbytes(rng, 32))
        + der(0xA0, der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + der(0xA1, der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(der(0x30, body), "EC PRIVATE KEY")


def pkcs8_pem(rng: random.Random) -> str:
    return pem(pkcs8_wrap(rsa_der(rng, 2048)), "PRIVATE KEY")


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


# --------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().rstrip("\n")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


def enc_entities(s: str) -> str:
    return "".join(f"&#{ord(c)};" for c in s)


def dec_entities(s: str) -> str:
    return html.unescape(s)


def after(pattern: str, text: str) -> str:
    """The first group of ``pattern`` in ``text`` (decoders locate their encoded value)."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


# --------------------------------------------------------------------------- registration

Extra = Callable[[random.Random, dict[str, object]], dict[str, object]]


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...],
    template: str,
    cred: str | Callable[[random.Random], str],
    syntax: str | None = None,
    extra: Extra | None = None,
    decode: Callable[[str], str] | None = None,
    encode: Callable[[str], str] | None = None,
    orgs: tuple[str, ...] | None = None,
) -> None:
    @fmt(family, name, decode)
    def _format(rng: random.Random) -> Out:
        s = common(rng, orgs)
        s["cred"] = draw(rng, cred) if isinstance(cred, str) else cred(rng)
        if extra is not None:
            s.update(extra(rng, s))
        needle = str(s["cred"])
        if encode is not None:
            s["enc"] = encode(needle)
        return Out(fill(pick(rng, paths), **s), fill(template, **s), needle, syntax)


def regd(
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)


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
    "after",
    "alnum",
    "b64",
    "basic",
    "dec_b64",
    "dec_entities",
    "dec_json_u",
    "dec_qp",
    "draw",
    "ec_pem",
    "enc_b64",
    "enc_entities",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_with",
    "jwt",
    "pick",
    "pkcs8_pem",
    "provider",
    "pw_with",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
]
