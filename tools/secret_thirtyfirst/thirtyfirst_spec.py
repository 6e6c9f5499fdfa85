"""Helpers shared by the thirty-first corpus's format and decoy files: common slots, the
credential kinds, human-style passwords in many habits, encoders / decoders, and ``reg`` /
``regd`` that turn a ``fill`` template into an ``@fmt`` / ``@decoy`` function."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import quopri
import random
import re
import urllib.parse

from secret_corpus_kit import PLACEHOLDER_WORDS
from thirtyfirst_corpus import (
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
    ip,
    jwt,
    org,
    person,
    pick,
    rsa_pem,
    user,
    uuid4,
)

SYMSETS = {
    "ini": SYM_INI,
    "url": SYM_URL,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "xml": SYM_XML,
    "json": SYM_JSON,
    "bare": SYM_BARE,
    "none": "",
    "any": "!#$%&*+-_.?@~^=",
    "sp": "!#$%&*+-_.?@~^= ",
}

# ------------------------------------------------------------------ human passwords

PETS = ("biscuit", "mochi", "pepper", "luna", "simba", "ziggy", "nala", "bruno", "kiki",
        "rocky", "pixel", "fistik", "boncuk", "mishka", "tigra", "sushi", "kovu", "pumba")  # fmt: skip
PLACES = ("lisbon", "tromso", "gdansk", "kyoto", "oaxaca", "tbilisi", "izmir", "bergen",
          "cluj", "tallinn", "sapporo", "debrecen", "tartu", "plovdiv", "valparaiso", "hanoi")  # fmt: skip
TEAMS = ("benfica", "galatasaray", "fenerbahce", "dinamo", "rapid", "sparta", "olympiakos",
         "boca", "anderlecht", "legia", "ferencvaros", "levski", "besiktas", "partizan")  # fmt: skip
LYRICS = ("letitbe", "heyjude", "wonderwall", "dancingqueen", "takeonme", "purplerain",
          "hotelcalifornia", "yellowsubmarine", "sweetcaroline", "losingmyreligion",
          "blackbird", "stayinalive", "imagine", "despacito", "gangnamstyle")  # fmt: skip
WALKS = ("qwerty", "asdfgh", "zxcvbn", "1qaz2wsx", "qazwsx", "poiuyt", "qwertz", "azerty",
         "mnbvcx", "1q2w3e4r", "zaq12wsx", "!qaz2wsx", "yxcvbn")  # fmt: skip
KIDS = ("emma", "leo", "zeynep", "aroha", "mateo", "nikola", "ilona", "aiko", "tariq",
        "soren", "dalia", "yusuf", "katalin", "ines", "bogdan", "mariam")  # fmt: skip
THINGS = ("espresso", "sunflower", "pancake", "volcano", "harbour", "moonlight", "paprika",
          "cinnamon", "lighthouse", "snowdrop", "avocado", "thunder", "mandarin", "sardine")  # fmt: skip
SEASONS = ("tavasz", "nyar", "kesa", "talvi", "kevat", "ilkbahar", "yaz", "kis", "vesna",
           "leto", "zima", "primavera", "haru", "natsu", "fuyu", "pavasaris")  # fmt: skip
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def _cap(rng: random.Random, w: str) -> str:
    return pick(rng, (w, w.capitalize(), w.capitalize(), w.upper() if len(w) < 7 else w))


def _human_once(rng: random.Random, sym: str) -> str:
    s = sym or "_"
    y = rng.randint(1958, 2019)
    yy = f"{y % 100:02d}"
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    style = rng.randrange(16)
    if style == 0:  # name + birth year
        f = pick(rng, KIDS)
        return pick(rng, (f"{_cap(rng, f)}{y}", f"{f}.{yy}{rng.choice(s)}",
                          f"{f.upper()}{y}{rng.choice(s)}", f"{_cap(rng, f)}{rng.choice(s)}{d:02d}{m:02d}{yy}"))  # fmt: skip
    if style == 1:  # pet + date
        p = pick(rng, PETS)
        return pick(rng, (f"{_cap(rng, p)}{d:02d}{m:02d}", f"{p}{rng.choice(s)}{y}",
                          f"{rng.choice(s)}{_cap(rng, p)}{rng.randint(1, 99)}", f"I{p}{y}"))  # fmt: skip
    if style == 2:  # place + number
        p = pick(rng, PLACES)
        return pick(rng, (f"{_cap(rng, p)}{y}{rng.choice(s)}", f"{p}{rng.randint(10, 999)}",
                          f"{rng.randint(1, 99)}{_cap(rng, p)}{rng.choice(s)}"))  # fmt: skip
    if style == 3:  # football team
        t = pick(rng, TEAMS)
        return pick(rng, (f"{_cap(rng, t)}{rng.randint(1900, 1930)}", f"{t}{rng.choice(s)}{yy}",
                          f"Go{t.capitalize()}{rng.choice(s)}{rng.choice(s)}", f"{t.upper()}{rng.choice(s)}{y}"))  # fmt: skip
    if style == 4:  # lyric fragment
        ly = pick(rng, LYRICS)
        return pick(rng, (f"{ly}{rng.randint(1, 9)}", f"{ly.capitalize()}{y}",
                          f"{ly}{rng.choice(s)}{rng.randint(10, 99)}"))  # fmt: skip
    if style == 5:  # keyboard walk with changes
        w = pick(rng, WALKS)
        return pick(rng, (f"{w.capitalize()}{rng.choice(s)}{rng.randint(1, 999)}", f"{w}{w[:3].upper()}{rng.randint(0, 9)}",
                          f"{w}{rng.choice(s)}{rng.choice(s)}{yy}", f"{rng.randint(1, 9)}{w}{rng.randint(1, 9)}{rng.choice(s)}"))  # fmt: skip
    if style == 6:  # substitutions
        w = pick(rng, THINGS + PETS)
        return pick(rng, (f"{w.translate(LEET).capitalize()}{rng.randint(1, 99)}",
                          f"{w.capitalize().translate(LEET)}{rng.choice(s)}{yy}"))  # fmt: skip
    if style == 7:  # phrase run together
        return pick(rng, (f"ilove{pick(rng, KIDS)}{rng.randint(1, 9)}", f"coffeebefore{pick(rng, ('work', 'talk', 'ten'))}{rng.randint(1, 99)}",
                          f"nomore{pick(rng, THINGS)}s{rng.choice(s)}", f"Always{pick(rng, ('Tired', 'Hungry', 'Late'))}{yy}{rng.choice(s)}"))  # fmt: skip
    if style == 8:  # short word, digits and symbol in different places
        w = pick(rng, ("koi", "bagel", "gouda", "cocoa", "felt", "blade", "wash", "morel", "chili", "spore", "van", "dough"))  # fmt: skip
        return pick(rng, (f"{rng.choice(s)}{w}{rng.randint(10, 9999)}", f"{rng.randint(10, 99)}{w}{rng.choice(s)}{rng.randint(1, 9)}",
                          f"{w}{rng.randint(1000, 99999)}", f"{w[0].upper()}{w[1:]}{rng.choice(s)}{rng.randint(100, 999)}{rng.choice(s)}"))  # fmt: skip
    if style == 9:  # season in a local language + year
        return f"{_cap(rng, pick(rng, SEASONS))}{rng.randint(2019, 2026)}{pick(rng, ('', rng.choice(s)))}"
    if style == 10:  # two words, separators of many kinds
        a, b = rng.sample(THINGS, 2)
        c = rng.choice(s)
        return pick(rng, (f"{a.capitalize()}{c}{b.capitalize()}{c}{rng.randint(1, 99)}", f"{a}{c}{b}",
                          f"{a}{b.capitalize()}{rng.randint(1, 9)}"))  # fmt: skip
    if style == 11:  # kids' names joined
        a, b = rng.sample(KIDS, 2)
        return pick(rng, (f"{a.capitalize()}{rng.choice(s)}{b.capitalize()}{y}", f"{a}{b}{yy}{yy}"))
    if style == 12:  # initials + dates
        i = alnum(rng, 2, LOWER)
        return pick(rng, (f"{i}{y}{alnum(rng, 2, LOWER)}", f"{i.upper()}{d:02d}.{m:02d}.{y}", f"{i}{rng.choice(s)}{y}{m:02d}"))  # fmt: skip
    if style == 13:  # plate / phone-like
        return pick(rng, (f"{alnum(rng, 2, UPPER)}{rng.randint(1000, 9999)}{alnum(rng, 2, LOWER)}",
                          f"0{rng.randint(6, 7)}{alnum(rng, 8, DIGITS)}{rng.choice(s)}"))  # fmt: skip
    if style == 14:  # all lowercase word + word
        a, b = rng.sample(THINGS + PLACES, 2)
        return f"{a}{b}{pick(rng, ('', str(rng.randint(1, 9))))}"
    # capitalised single word with a trailing run
    w = pick(rng, THINGS + TEAMS)
    return f"{w.capitalize()}{rng.randint(1, 9)}{rng.randint(1, 9)}{rng.choice(s)}{rng.choice(s)}"


def human(rng: random.Random, symset: str = "bare") -> str:
    sym = SYMSETS[symset]
    allowed = set(ALNUM + sym)
    while True:
        s = _human_once(rng, sym)
        low = s.lower()
        if len(s) >= 8 and set(s) <= allowed and not any(w in low for w in PLACEHOLDER_WORDS):
            return s


# ------------------------------------------------------------------ providers


def provider(rng: random.Random, name: str) -> str:
    a = lambda n: alnum(rng, n)  # noqa: E731
    shapes = {
        "stripe": lambda: f"sk_live_{a(24)}{a(rng.randint(0, 75))}",
        "stripe_rk": lambda: f"rk_live_{a(24)}{a(rng.randint(20, 75))}",
        "github": lambda: f"ghp_{a(36)}",
        "github_pat": lambda: f"github_pat_{a(22)}_{a(59)}",
        "gitlab": lambda: f"glpat-{alnum(rng, 20, ALNUM + '-_')}",
        "slack_bot": lambda: f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{a(24)}",
        "slack_hook": lambda: (
            f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}/B{alnum(rng, 10, UPPER + DIGITS)}/{a(24)}"
        ),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}",
        "twilio": lambda: hexs(rng, 32),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "/+"),
        "google": lambda: f"AIza{alnum(rng, 35, ALNUM + '-_')}",
        "openai": lambda: f"sk-proj-{alnum(rng, 48, ALNUM + '-_')}",
        "mailgun": lambda: f"key-{hexs(rng, 32)}",
        "shopify": lambda: f"shpat_{hexs(rng, 32)}",
        "telegram": lambda: (
            f"{rng.randint(1_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, ALNUM + '-_')}"
        ),
        "square": lambda: f"EAAA{alnum(rng, 60, ALNUM + '-_')}",
        "npm": lambda: f"npm_{a(36)}",
        "mollie": lambda: f"live_{a(30)}",
        "mapbox": lambda: f"sk.eyJ1Ijoi{a(20)}In0.{alnum(rng, 22, ALNUM + '-_')}",
        "discord_hook": lambda: (
            f"https://discord.com/api/webhooks/{alnum(rng, 18, DIGITS)}/{alnum(rng, 68, ALNUM + '-_')}"
        ),
        "hubspot": lambda: f"pat-eu1-{uuid4(rng)}",
        "postmark": lambda: uuid4(rng),
        "datadog": lambda: hexs(rng, 32),
        "sentry_dsn": lambda: (
            f"https://{hexs(rng, 32)}@o{rng.randint(100000, 999999)}.ingest.sentry.io/{rng.randint(1000000, 9999999)}"
        ),
        "azure_storage": lambda: b64(rng, 64),
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(1, 21)}",
        "airtable": lambda: f"pat{a(14)}.{hexs(rng, 64)}",
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{a(16)}",
        "sumup": lambda: f"sup_sk_{a(32)}",
        "vonage": lambda: a(16),
        "pushover": lambda: alnum(rng, 30, LOWER + DIGITS),
        "dropbox": lambda: f"sl.{alnum(rng, 135, ALNUM + '-_')}",
        "facebook": lambda: f"EAAB{a(rng.randint(150, 190))}",
        "linear": lambda: f"lin_api_{a(40)}",
        "doppler": lambda: f"dp.st.prd.{a(43)}",
        "pypi": lambda: f"pypi-AgEIcHlwaS5vcmc{alnum(rng, 60, ALNUM + '-_')}",
        "anthropic": lambda: f"sk-ant-api03-{alnum(rng, 93, ALNUM + '-_')}AA",
        "digitalocean": lambda: f"dop_v1_{hexs(rng, 64)}",
        "onesignal": lambda: f"os_v2_app_{alnum(rng, 100, LOWER + '234567')}",
    }
    return shapes[name]()


def cred(rng: random.Random, kind) -> str:
    if callable(kind):
        return kind(rng)
    head, _, rest = kind.partition(":")
    if head == "pw":
        return gen_pw(rng, sym=SYMSETS[rest])
    if head == "h":
        return human(rng, rest)
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "uuid":
        return uuid4(rng)
    if head == "x":  # invented prefix
        pre, n = rest.rsplit(":", 1)
        return pre + alnum(rng, int(n))
    if head == "xh":
        pre, n = rest.rsplit(":", 1)
        return pre + hexs(rng, int(n))
    if head == "p":
        return provider(rng, rest)
    if head == "jwt":
        return jwt(rng, {"sub": alnum(rng, 10), "iat": rng.randint(1_735_000_000, 1_780_000_000)})
    if head == "rsa":
        return rsa_pem(rng, 2048, pkcs8=rest == "8")
    raise ValueError(kind)


# ------------------------------------------------------------------ common slots


def common(rng: random.Random) -> dict[str, object]:
    f, last = person(rng)
    o = org(rng)
    dom = domain(rng, o)
    y = rng.randint(2024, 2026)
    return {
        "org": o,
        "orgt": o.replace("-", " ").title(),
        "dom": dom,
        "host": f"{pick(rng, ('db', 'srv', 'app', 'pos', 'nas', 'mail'))}{rng.randint(1, 9):02d}.{dom}",
        "ip": ip(rng),
        "pubip": ip(rng, private=False),
        "user": user(rng),
        "udot": user(rng, "dot"),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "email2": email(rng),
        "first": f,
        "fname": f.capitalize(),
        "last": last,
        "lname": last.capitalize(),
        "fname2": pick(
            rng,
            (
                "Ayşe",
                "Kalle",
                "Zsófia",
                "Teemu",
                "Giorgi",
                "Anahit",
                "Rustam",
                "Mele",
                "Oyelaran",
                "Dorota",
                "Katrín",
                "Ioana",
            ),
        ),
        "year": y,
        "port": pick(rng, (5432, 3306, 1433, 6379, 27017, 8080, 8443, 9000, 21, 993)),
        "db": pick(rng, ("stock", "pos", "orders", "members", "till", "shop", "ledger")),
        "n": rng.randint(2, 98),
        "nn": rng.randint(100, 9999),
        "day": rng.randint(1, 28),
        "dd": f"{rng.randint(1, 28):02d}",
        "mm": f"{rng.randint(1, 12):02d}",
        "hh": f"{rng.randint(7, 22):02d}",
        "mi": f"{rng.randint(0, 59):02d}",
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "id": alnum(rng, 10, LOWER + DIGITS),
        "phone": f"+{rng.randint(30, 98)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
    }


# ------------------------------------------------------------------ encoders / decoders


def pw_with(chars: str, sym: str = SYM_SQ):
    """A generated password holding one of ``chars`` (which the format's encoding escapes)."""

    def draw(rng: random.Random) -> str:
        s = list(gen_pw(rng, sym=sym))
        s[rng.randrange(2, len(s) - 1)] = rng.choice(chars)
        return "".join(s)

    return draw


def enc_url(rng, value, slots):
    return urllib.parse.quote(value, safe="")


def enc_b64(rng, value, slots):
    return base64.b64encode(value.encode()).decode()


def enc_b64_userpw(rng, value, slots):
    return base64.b64encode(f"{slots['user']}:{value}".encode()).decode()


def dec_after(marker: str, pattern: str, how: str):
    """A decoder: the first ``pattern`` group after ``marker``, decoded by ``how``."""

    def dec(text: str) -> str:
        i = text.index(marker) + len(marker)
        m = re.compile(pattern).search(text, i)
        assert m is not None
        v = m.group(1)
        if how == "url":
            return urllib.parse.unquote(v)
        if how == "b64":
            return base64.b64decode(v).decode()
        if how == "b64pw":
            return base64.b64decode(v).decode().split(":", 1)[1]
        if how == "xml":
            return (
                v.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
                .replace("&apos;", "'").replace("&amp;", "&")
            )  # fmt: skip
        if how == "json":
            import json

            return json.loads(f'"{v}"')
        if how == "qp":
            return quopri.decodestring(v.encode()).decode()
        raise ValueError(how)

    return dec


def enc_xml(rng, value, slots):
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_json_u(rng, value, slots):
    return "".join(f"\\u{ord(c):04x}" if c in "&<>'+=" else c for c in value)


def enc_qp(rng, value, slots):
    return quopri.encodestring(value.encode()).decode()


# ------------------------------------------------------------------ registration


def reg(family, name, paths, template, kind, syntax=None, enc=None, decode=None, extra=None):
    """Register format ``name``: ``template`` filled with the common slots, ``<<cred>>`` (the
    credential drawn by ``kind``) and, for encoded formats, ``<<enc>>`` (``enc(rng, cred,
    slots)``, with ``decode(text) == cred``)."""
    if not any("<<" in p for p in paths):
        raise ValueError(f"{name}: no path template varies")

    @fmt(family, name, decode=decode)
    def _fn(rng: random.Random) -> Out:
        slots = common(rng)
        if extra is not None:
            slots.update(extra(rng))
        value = cred(rng, kind)
        slots["cred"] = value
        if enc is not None:
            slots["enc"] = enc(rng, value, slots)
        path = fill(pick(rng, paths), **slots)
        return Out(path, fill(template, **slots), value, syntax)

    return _fn


def regd(path, template, why, syntax=None, extra=None):
    @decoy
    def _fn(rng: random.Random) -> DOut:
        slots = common(rng)
        if extra is not None:
            slots.update(extra(rng))
        return DOut(fill(path, **slots), fill(template, **slots), why, syntax)

    return _fn


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "alnum",
    "cred",
    "dec_after",
    "enc_b64",
    "enc_b64_userpw",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "hexs",
    "human",
    "pick",
    "provider",
    "pw_with",
    "reg",
    "regd",
    "rsa_pem",
]
