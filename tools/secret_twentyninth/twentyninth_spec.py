"""Helpers shared by the twenty-ninth corpus's format and decoy files: register a format from a
``fill`` template, draw a credential by a named kind, human-style passwords, provider shapes and
the shared encoders / decoders."""

from __future__ import annotations

import base64
import html
import re
import urllib.parse
from collections.abc import Callable

from twentyninth_corpus import (
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
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    jwt,
    org,
    person,
    pick,
    user,
    uuid4,
    words_pw,
)

SYMS = {
    "ini": SYM_INI,
    "url": SYM_URL,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "json": SYM_JSON,
    "none": "",
}

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

DOMAIN_WORDS = (
    "arabesque", "plie", "scrum", "lineout", "flipper", "tilt", "waltzer", "dodgems",
    "ammonite", "trilobite", "trowel", "spoil", "tumbling", "stunt", "paddle", "eddy",
    "holeshot", "berm", "bronco", "buckle", "hawser", "bollard", "echeveria", "opuntia",
    "comal", "nixtamal", "clavier", "virginal", "downpipe", "hopper", "gallopers", "maize",
)  # fmt: skip
PETS = (
    "biscuit", "pepper", "luna", "milo", "bella", "rocky", "daisy", "teddy", "nala", "oscar",
    "willow", "bramble", "ziggy", "mabel", "archie", "poppy", "loki", "simba",
)  # fmt: skip
NAMES = (
    "Greta", "Hugo", "Kaisa", "Jonas", "Mirela", "Noor", "Otto", "Priya", "Sigrid", "Fabian",
    "Tomasz", "Aoife", "Lupita", "Dewi", "Rhys", "Maren", "Bongani", "Ilona",
)  # fmt: skip
SEASONS = (
    "Summer", "Winter", "Spring", "Autumn", "Sommer", "Herbst", "Primavera", "Invierno",
    "Verano", "Zima", "Lato", "Kesa", "Talvi", "Automne", "Hiver", "Zomer", "Vinter",
)  # fmt: skip
PLACES = (
    "Tamworth", "Bristol", "Galway", "Oaxaca", "Calgary", "Tromso", "Brno", "Cardiff",
    "Dunedin", "Leeds", "Cork", "Puebla", "Bergen", "Hobart", "Kaunas", "Riga",
)  # fmt: skip
KEYBOARD = ("1qaz2wsx", "Zaq12wsx", "Qwerty", "qwertz", "Asdfgh", "zxcvbn", "1q2w3e4r", "Qazwsx")
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def _clean(value: str) -> bool:
    low = value.lower()
    return len(value) >= 8 and not any(w in low for w in PLACEHOLDERS)


def human(rng, allowed: str = "!#-._@*+?$&%") -> str:
    """A human-chosen password in one of many habits; symbols limited to ``allowed``."""
    while True:
        s = _human(rng)
        if _clean(s) and all(c.isalnum() or c in allowed for c in s):
            return s


def _human(rng) -> str:
    yr = pick(rng, ("19", "20", "")) + f"{rng.randint(0, 99):02d}"
    sym = pick(rng, "!#.$*?@_-+&%")
    w = pick(rng, DOMAIN_WORDS)
    style = rng.randrange(14)
    if style == 0:
        return words_pw(rng)
    if style == 1:
        return f"{pick(rng, PETS).capitalize()}{yr}{sym}"
    if style == 2:
        return f"{pick(rng, SEASONS)}{rng.randint(2019, 2026)}{pick(rng, ('!', '#', '', '?'))}"
    if style == 3:
        return w.capitalize().translate(LEET) + str(rng.randint(1, 99)) + sym
    if style == 4:
        a, b, c = rng.sample((*DOMAIN_WORDS, *PETS), 3)
        return pick(rng, ("-", ".", "_")).join((a, b, c))
    if style == 5:
        return f"{pick(rng, NAMES).lower()}{rng.randint(1960, 2012)}"
    if style == 6:
        return f"{pick(rng, KEYBOARD)}{sym}{rng.randint(1, 999)}"
    if style == 7:
        return f"{pick(rng, PLACES)}{sym}{rng.randint(1, 99)}{pick(rng, PETS)}"
    if style == 8:
        return f"IL0ve{w.capitalize()}{rng.randint(1, 99)}"
    if style == 9:
        return f"{w.upper()}{sym}{rng.randint(10, 99)}{pick(rng, PETS)}"
    if style == 10:
        return f"{pick(rng, NAMES)}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yr}"
    if style == 11:
        return f"My{pick(rng, PETS).capitalize()}Is{rng.randint(2, 15)}{sym}"
    if style == 12:
        return f"{w}{rng.randint(1000, 9999)}{pick(rng, UPPER)}{sym}"
    return f"{pick(rng, PLACES).lower()}{sym}{w}{rng.randint(1, 9)}"


def prov(rng, name: str) -> str:
    """A credential in the shape its provider issues."""
    if name == "stripe":
        return "sk_live_" + alnum(rng, 99 if rng.random() < 0.5 else 24)
    if name == "stripe_rk":
        return "rk_live_" + alnum(rng, 99)
    if name == "whsec":
        return "whsec_" + alnum(rng, 32)
    if name == "github":
        return "ghp_" + alnum(rng, 36)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if name == "slack":
        return f"xoxb-{rng.randint(10**10, 10**13)}-{rng.randint(10**10, 10**13)}-{alnum(rng, 24)}"
    if name == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}"
    if name == "twilio":
        return hexs(rng, 32)
    if name == "twilio_sid":
        return "AC" + hexs(rng, 32)
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if name == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if name == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if name == "gocspx":
        return "GOCSPX-" + alnum(rng, 28, ALNUM + "-_")
    if name == "telegram":
        return f"{rng.randint(10**8, 10**10)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if name == "dropbox":
        return "sl.B" + alnum(rng, 134, ALNUM + "-_")
    if name == "airtable":
        return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"
    if name == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if name == "square":
        return "EAAA" + alnum(rng, 60, ALNUM + "-_")
    if name == "quickbooks":
        return "AB11" + alnum(rng, 46)
    if name == "influx":
        return b64(rng, 64, urlsafe=True)
    if name == "azure":
        return b64(rng, 64)
    if name == "eventbrite":
        return alnum(rng, 20, UPPER + DIGITS)
    if name == "etsy":
        return alnum(rng, 24, LOWER + DIGITS)
    if name == "ytkey":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if name == "mailgun":
        return "key-" + hexs(rng, 32)
    if name == "openai":
        return "sk-proj-" + alnum(rng, 48, ALNUM + "-_")
    if name == "hf":
        return "hf_" + alnum(rng, 34)
    if name == "npm":
        return "npm_" + alnum(rng, 36)
    if name == "doctl":
        return "dop_v1_" + hexs(rng, 64)
    if name == "jwt":
        return jwt(
            rng,
            {
                "sub": str(rng.randint(10**5, 10**7)),
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
                "scope": "read write",
            },
        )
    raise KeyError(name)


def draw(rng, kind: str | Callable) -> str:
    """Draw a credential by kind: ``pw_<syntax>``, ``h`` / ``h_<syntax>`` (human),
    ``alnum:N``, ``hex:N``, ``HEX:N``, ``b64:N``, ``b64u:N``, ``uuid``, ``x:<prefix>:<N>``,
    ``p:<provider>`` or a callable."""
    while True:
        v = _draw(rng, kind)
        if _clean(v):
            return v


def _draw(rng, kind) -> str:
    if callable(kind):
        return kind(rng)
    if kind.startswith("pw_"):
        return gen_pw(rng, sym=SYMS[kind[3:]])
    if kind == "h":
        return human(rng)
    if kind.startswith("h_"):
        return human(rng, SYMS[kind[2:]])
    head, _, rest = kind.partition(":")
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "lalnum":
        return alnum(rng, int(rest), LOWER + DIGITS)
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if kind == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise KeyError(kind)


def common(rng) -> dict[str, object]:
    """The slots every template may use."""
    first, last = person(rng)
    o = org(rng)
    dom = domain(rng, o)
    return {
        "org": o,
        "orgt": o.replace("-", " ").title(),
        "dom": dom,
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pubip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "first": first.capitalize(),
        "last": last.capitalize(),
        "first2": pick(rng, NAMES),
        "n": rng.randint(2, 97),
        "nn": rng.randint(100, 9999),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 1883, 21, 22, 443)),
        "year": rng.randint(2022, 2026),
        "day": rng.randint(1, 28),
        "mon": rng.randint(1, 12),
        "hh": rng.randint(6, 22),
        "mm": rng.randint(0, 59),
        "ss": rng.randint(0, 59),
        "id": uuid4(rng),
        "hx": hexs(rng, 12),
    }


def reg(
    family: str,
    name: str,
    paths: tuple[str, str],
    template: str,
    kind: str | Callable = "pw_ini",
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Callable[..., dict[str, object]] | None = None,
) -> None:
    """Register a format: ``<<v>>`` in the template is the (encoded) credential."""

    @fmt(family, name, decode)
    def _f(rng) -> Out:
        c = common(rng)
        val = draw(rng, kind)
        c["v"] = enc(val) if enc else val
        if extra is not None:
            c.update(extra(rng, c, val))
        return Out(fill(pick(rng, paths), **c), fill(template, **c), val, syntax)


def regd(path: str, template: str, why: str, syntax: str | None = None, extra=None) -> None:
    """Register a decoy from a template over the common slots."""

    @decoy
    def _d(rng) -> DOut:
        c = common(rng)
        c["h12"] = hexs(rng, 12)
        c["h40"] = hexs(rng, 40)
        c["h64"] = hexs(rng, 64)
        if extra is not None:
            c.update(extra(rng, c))
        return DOut(fill(path, **c), fill(template, **c), why, syntax)


# encoders / decoders ------------------------------------------------------------


def pw_with(chars: str, base: str = "pw_none") -> Callable:
    """A generated password holding at least one of ``chars`` (which its encoding escapes)."""

    def f(rng) -> str:
        s = list(gen_pw(rng, sym=""))
        for _ in range(rng.randint(1, 2)):
            s[rng.randrange(1, len(s))] = rng.choice(chars)
        return "".join(s)

    return f


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def dec_after(pattern: str, how: Callable[[str], str]) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` in the text, then ``how``."""
    rx = re.compile(pattern)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("pattern not found")
        return how(m.group(1))

    return dec


def unb64(s: str) -> str:
    return base64.b64decode(s).decode()


def unb64_pw(s: str) -> str:
    return base64.b64decode(s).decode().split(":", 1)[1]


__all__ = [
    "common",
    "dec_after",
    "draw",
    "enc_b64",
    "enc_html",
    "enc_url",
    "human",
    "prov",
    "pw_with",
    "reg",
    "regd",
    "unb64",
    "unb64_pw",
]
