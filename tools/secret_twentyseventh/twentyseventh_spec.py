"""Helpers shared by the twenty-seventh corpus's format and decoy files: register a format from
a ``fill`` template over common slots, draw credential values by a named kind, and the shared
encoders / decoders."""

from __future__ import annotations

import base64
import html
import json
import random
import re
import urllib.parse
from collections.abc import Callable

from twentyseventh_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    org,
    person,
    pick,
    uuid4,
    words_pw,
)

SYMS = {
    "ini": SYM_INI,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "url": SYM_URL,
    "bare": SYM_BARE,
    "json": SYM_JSON,
    "none": "",
}

PETS = (
    "Biscuit", "Pickle", "Bramble", "Noodle", "Maple", "Pepper", "Barney", "Tilly", "Rolo",
    "Juniper", "Muffin", "Ziggy", "Hamish", "Poppy", "Bertie", "Luna",
)  # fmt: skip
NAMES = (
    "Maisie", "Connor", "Aoife", "Rhys", "Freya", "Callum", "Imogen", "Tariq", "Niamh", "Ewan",
    "Kirsty", "Dafydd", "Zara", "Lachlan", "Ffion", "Oskar",
)  # fmt: skip
SEASONS = (
    "Summer", "Winter", "Autumn", "Spring", "Sommer", "Herbst", "Verano", "Invierno", "Zomer",
    "Printemps", "Estate", "Vinter", "Lato", "Kesa",
)  # fmt: skip
PLACES = (
    "Bristol", "Swansea", "Dundee", "Galway", "Leeds", "Truro", "Harrogate", "Derry", "Ipswich",
    "Kendal", "Oban", "Bangor",
)  # fmt: skip
HOSTS = ("app", "srv", "db", "portal", "api", "nas", "office")
TEAMS = ("Hornets", "Saints", "Rovers", "Magpies", "Badgers", "Falcons", "Otters", "Vipers")


def human(rng: random.Random, hint: tuple[str, ...] = ()) -> str:
    """A password a person chose: one of many habits, not one template."""
    while True:
        style = rng.randrange(11 if hint else 9)
        yr = rng.randint(1958, 2025)
        sym = rng.choice("!#.*@$?")
        if style == 0:
            s = words_pw(rng)
        elif style == 1:
            s = f"{pick(rng, PETS)}{yr}{sym}"
        elif style == 2:
            s = f"{pick(rng, NAMES)}{str(yr)[rng.choice((0, 2)) :]}"
            s = s if len(s) >= 8 else s + sym + str(rng.randint(1, 9))
        elif style == 3:
            s = f"{pick(rng, SEASONS)}{rng.choice(('', '#', '_', '@'))}{rng.randint(2019, 2026)}"
        elif style == 4:
            s = f"{pick(rng, PLACES).lower()}{rng.randint(1, 99):02d}{pick(rng, PETS).lower()}"
        elif style == 5:
            s = f"Go{pick(rng, TEAMS)}{sym}{rng.randint(1, 99)}"
        elif style == 6:
            s = pick(rng, ("1qaz2wsx", "Qazwsx", "zaq1ZAQ", "Asdfgh")) + f"{sym}{yr % 100:02d}"
        elif style == 7:
            a, b = rng.sample(PETS, 2)
            s = f"{a}&{b}{rng.randint(1, 31)}"
        elif style == 8:
            s = f"{pick(rng, NAMES)}{rng.choice('.-_')}{pick(rng, PLACES)}{rng.randint(1, 9)}"
        elif style == 9:
            w = pick(rng, hint)
            leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
            s = f"{leet.capitalize()}{sym}{rng.randint(1, 99)}"
        else:
            w = pick(rng, hint)
            s = f"{w.lower()}{yr}"
        if len(s) >= 8 and not any(c.isspace() for c in s):
            return s


# --------------------------------------------------------------------------- provider shapes


def provider(rng: random.Random, name: str) -> str:
    a = lambda n: alnum(rng, n)  # noqa: E731
    if name == "stripe_sk":
        return "sk_live_51" + a(22) + a(70)
    if name == "stripe_rk":
        return "rk_live_51" + a(22) + a(60)
    if name == "stripe_pk":
        return "pk_live_51" + a(22) + a(60)
    if name == "github":
        return "ghp_" + a(36)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if name == "slack_bot":
        return f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{a(24)}"
    if name == "slack_hook":
        return f"https://hooks.slack.com/services/T{alnum(rng, 10, UPPER + DIGITS)}/B{alnum(rng, 10, UPPER + DIGITS)}/{a(24)}"  # noqa: E501
    if name == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}"
    if name == "twilio_token":
        return hexs(rng, 32)
    if name == "twilio_sid":
        return "AC" + hexs(rng, 32)
    if name == "mailgun":
        return f"key-{hexs(rng, 32)}"
    if name == "aws_secret":
        return alnum(rng, 40, ALNUM + "+/")
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if name == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if name == "openai":
        return "sk-proj-" + alnum(rng, 48, ALNUM + "-_") + "T3BlbkFJ" + a(40)
    if name == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, ALNUM + "-_") + "AA"
    if name == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if name == "square":
        return "EAAA" + alnum(rng, 60, ALNUM + "-_")
    if name == "mapbox_sk":
        return "sk.eyJ1Ijoi" + a(40) + "." + alnum(rng, 22, ALNUM + "-_")
    if name == "hubspot":
        return f"pat-eu1-{uuid4(rng)}"
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
    if name == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{a(16)}"
    if name == "npm":
        return "npm_" + a(36)
    if name == "dop":
        return "dop_v1_" + hexs(rng, 64)
    if name == "mollie":
        return "live_" + a(30)
    if name == "gocardless":
        return "live_" + alnum(rng, 40, ALNUM + "-_")
    if name == "sumup":
        return "sup_sk_" + a(32)
    if name == "dropbox":
        return "sl.B" + alnum(rng, 135, ALNUM + "-_")
    if name == "jwt":
        f, last = person(rng)
        return jwt(rng, {"sub": f"{f}.{last}", "iat": epoch(rng), "scope": "api"})
    if name == "discord":
        return f"{b64(rng, 14, pad=False)[:24]}.{a(6)}.{alnum(rng, 38, ALNUM + '-_')}"
    if name == "mux":
        return a(76)
    raise KeyError(name)


def draw(rng: random.Random, kind, hint: tuple[str, ...] = ()) -> str:
    if callable(kind):
        return kind(rng)
    if kind.startswith("pw_"):
        return gen_pw(rng, sym=SYMS[kind[3:]])
    if kind == "human":
        return human(rng, hint)
    head, _, rest = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "b64":
        return b64(rng, int(rest))
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return provider(rng, rest)
    raise KeyError(kind)


# --------------------------------------------------------------------------- common slots


def common(rng: random.Random) -> dict[str, object]:
    o = org(rng)
    dom = domain(rng, o)
    f, last = person(rng)
    f2, l2 = person(rng)
    return {
        "org": o,
        "Org": " ".join(w.capitalize() for w in o.split("-")),
        "org_": o.replace("-", "_"),
        "dom": dom,
        "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
        "ip": ip(rng),
        "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
        "pubip": ip(rng, private=False),
        "first": f,
        "First": f.capitalize(),
        "last": last,
        "Last": last.capitalize(),
        "first2": f2,
        "First2": f2.capitalize(),
        "Last2": l2.capitalize(),
        "user": pick(rng, (f"{f[0]}{last}", f"{f}.{last}", f"{f}{last[0]}", f)),
        "email": email(rng, dom),
        "n": rng.randint(1, 99),
        "nn": rng.randint(100, 9999),
        "year": rng.randint(2023, 2026),
        "date": f"{rng.randint(2023, 2026)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "dmy": f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{rng.randint(2023, 2026)}",
        "time": f"{rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}",
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 1883, 6379, 27017)),
        "phone": f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}",
        "epoch": epoch(rng),
    }


Extra = Callable[[random.Random, dict], dict] | None


def reg(
    family: str,
    name: str,
    paths: tuple[str, str],
    template: str,
    kind="pw_ini",
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Extra = None,
    hint: tuple[str, ...] = (),
) -> None:
    """Register format ``name``: the credential drawn by ``kind`` fills ``<<cred>>`` (after
    ``enc`` for encoded formats, whose ``decode`` gets it back from the file)."""

    def fn(rng: random.Random) -> Out:
        v = common(rng)
        cred = draw(rng, kind, hint)
        if extra is not None:
            v.update(extra(rng, v))
        v["cred"] = enc(cred) if enc else cred
        return Out(fill_(pick(rng, paths), v), fill_(template, v), cred, syntax)

    fn.__name__ = name
    fmt(family, name, decode)(fn)


def fill_(t: str, v: dict) -> str:
    return fill(t, **v)


def regd(path: str, template: str, why: str, syntax: str | None = None, extra: Extra = None):
    def fn(rng: random.Random) -> DOut:
        v = common(rng)
        if extra is not None:
            v.update(extra(rng, v))
        return DOut(fill_(path, v), fill_(template, v), why, syntax)

    fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)
    decoy(fn)


# --------------------------------------------------------------------------- encoders


def pw_with(chars: str, sym: str = SYM_JSON) -> Callable[[random.Random], str]:
    """A generated password holding one of ``chars`` (which the format's encoding escapes)."""

    def f(rng: random.Random) -> str:
        s = list(gen_pw(rng, sym=sym))
        s[rng.randrange(2, len(s) - 1)] = rng.choice(chars)
        return "".join(s)

    return f


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_xml(s: str) -> str:
    return html.escape(s, quote=True)


def enc_json_u(s: str) -> str:
    return "".join(c if c.isalnum() else f"\\u{ord(c):04x}" for c in s)


def dec_after(pattern: str, post: Callable[[str], str] = lambda s: s) -> Callable[[str], str]:
    rx = re.compile(pattern)

    def d(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("no match")
        return post(m.group(1))

    return d


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def dec_b64_pw(s: str) -> str:
    return base64.b64decode(s).decode().split(":", 1)[1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


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
    "alnum",
    "dec_after",
    "dec_b64",
    "dec_b64_pw",
    "dec_json_u",
    "draw",
    "enc_b64",
    "enc_json_u",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "html",
    "human",
    "provider",
    "pw_with",
    "reg",
    "regd",
    "urllib",
    "uuid4",
]  # fmt: skip
