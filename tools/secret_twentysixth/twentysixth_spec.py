"""Helpers shared by the twenty-sixth corpus's format and decoy files: ``Fam`` registers a
family's formats from ``fill`` templates over the common slots of ``common(rng)``, ``cred``
draws a credential by a named kind, and the encoders / decoders sit at the bottom."""

from __future__ import annotations

import base64
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from twentysixth_corpus import (
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
    user,
    uuid4,
    words_pw,
)
from twentysixth_corpus import domain as _domain
from twentysixth_corpus import host as _host

URLSAFE = ALNUM + "-_"
SYMS = {
    "url": SYM_URL,
    "ini": SYM_INI,
    "xml": SYM_XML,
    "sq": SYM_SQ,
    "dq": SYM_DQ,
    "bare": SYM_BARE,
    "json": SYM_JSON,
    "none": "",
}

# --------------------------------------------------------------------------- common slots


# Each family draws its organisation from its own pool (the corpus's ORGS first, then a few
# more names of the same trade) so that paths, domains and text agree.
POOLS = {
    "hurling": ("clonmore-hurling", "kilbrack-gaels", "ballyduff-camogie"),
    "mezcal": ("maguey-azul", "rio-ocote-mezcal", "palenque-santa-ines"),
    "stonemason": ("gritstone-masonry", "ridgeback-walling", "throughstone-dsw"),
    "caving": ("deepdale-caving", "gaping-gill-cc", "northern-pennine-speleo"),
    "knitting": ("purl-and-picot", "cast-on-corner", "fairisle-knit-studio"),
    "lapidary": ("silverbirch-goldsmiths", "facet-and-cabochon", "ashlar-jewellery"),
    "podiatry": ("stepwell-podiatry", "heel-and-toe-clinic", "footfirst-chiropody"),
    "brass": ("crossmoor-brass", "hebden-silver-band", "millgate-brass"),
    "netball": ("riverside-netball", "tui-netball-centre", "northgate-netball-league"),
    "barber": ("sharp-edge-barbers", "fade-street-barbers", "old-town-barbershop"),
    "florist": ("petal-and-stem", "bramblecote-florists", "peony-lane-flowers"),
    "pedicab": ("pedalride-tours", "old-town-rickshaws", "riverside-pedicabs"),
    "wheelchair": ("wheelright-mobility", "castor-mobility-repairs", "freewheel-access"),
    "marquee": ("canopy-marquees", "fieldside-event-hire", "clearspan-marquees"),
    "fishmonger": ("harbourside-fishmongers", "quayside-wet-fish", "eyemouth-catch"),
    "cattery": ("whisker-lodge-cattery", "purrington-cat-hotel", "tabby-house-boarding"),
}


def common(rng: random.Random, pool: tuple[str, ...] = ()) -> dict[str, object]:
    o = pick(rng, pool) if pool else org(rng)
    f, last = person(rng)
    f2, l2 = person(rng)
    dom = _domain(rng, o)
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    return {
        "org": o,
        "orgt": o.replace("-", " ").title(),
        "orgu": o.replace("-", "_"),
        "dom": dom,
        "host": _host(rng, name=o),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "email": f"{f}.{last}@{dom}",
        "email2": email(rng),
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "fl": f,
        "ll": last,
        "first2": f2.capitalize(),
        "last2": l2.capitalize(),
        "fl2": f2,
        "year": rng.choice((2025, 2026)),
        "date": f"2026-{month:02d}-{day:02d}",
        "dmy": f"{day:02d}/{month:02d}/2026",
        "time": f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
        "n": rng.randint(100, 999),
        "n2": rng.randint(2, 60),
        "id": rng.randint(100000, 999999),
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 5000)),
        "phone": f"+{rng.choice((353, 44, 52, 61, 64))} {rng.randint(20, 89)} "
        f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}",
    }


# --------------------------------------------------------------------------- credentials

SEASONS = (
    "Summer", "Winter", "Spring", "Autumn", "Verano", "Invierno", "Primavera", "Sommer",
    "Herbst", "Samhradh", "Geimhreadh", "Zima", "Lato", "Kesa", "Talvi", "Zomer",
)  # fmt: skip
PETS = (
    "Bosco", "Misty", "Rolo", "Biscuit", "Pepa", "Luna", "Chispa", "Tigger", "Murphy",
    "Bran", "Nala", "Toffee", "Lola", "Paddy", "Coco", "Whiskey",
)  # fmt: skip
PLACES = (
    "Kilkenny", "Oaxaca", "Matlock", "Ingleton", "Tipperary", "Galway", "Hebden",
    "Tlacolula", "Malham", "Ennis", "Skipton", "Wexford", "Puebla", "Keswick",
)  # fmt: skip


def human(rng: random.Random, words: tuple[str, ...] = ()) -> str:
    """A password a person chose: five styles, or a domain word with digits."""
    while True:
        style = rng.randrange(6 if words else 5)
        sym = rng.choice(("!", "#", "", "?", "*", "$", "1", "!!"))
        if style == 0:
            s = words_pw(rng)
        elif style == 1:
            s = f"{rng.choice(SEASONS)}{rng.randint(2019, 2026)}{sym}"
        elif style == 2:
            s = f"{rng.choice(PETS)}{rng.randint(1, 99):02d}{sym}"
        elif style == 3:
            s = f"{rng.choice(PLACES)}{rng.randint(1, 9999)}{sym}"
        elif style == 4:
            s = f"{person(rng)[0].capitalize()}{rng.randint(1961, 2012)}{sym}"
        else:
            w = rng.choice(words)
            s = f"{w}{rng.choice(('', '_', '.', '-'))}{rng.randint(1, 999)}{sym}"
        if len(s) >= 8:
            return s


def ytkey(rng: random.Random) -> str:
    return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "stripe_rk": lambda r: "rk_live_51" + alnum(r, 97),
    "twilio": lambda r: hexs(r, 32),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, URLSAFE)}.{alnum(r, 43, URLSAFE)}",
    "mailgun": lambda r: f"{hexs(r, 32)}-{hexs(r, 8)}-{hexs(r, 8)}",
    "square": lambda r: "EAAA" + alnum(r, 60, URLSAFE),
    "square_secret": lambda r: "sq0csp-" + alnum(r, 43, URLSAFE),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "google": lambda r: "AIza" + alnum(r, 35, URLSAFE),
    "aws": lambda r: alnum(r, 40, ALNUM + "/+"),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "slack": lambda r: f"xoxb-{alnum(r, 12, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
    "slack_hook": lambda r: (
        "https://hooks.slack.com/services/"
        f"T{alnum(r, 10, UPPER + DIGITS)}/B{alnum(r, 10, UPPER + DIGITS)}/{alnum(r, 24)}"
    ),
    "telegram": lambda r: f"{r.randint(5000000000, 7999999999)}:AA{alnum(r, 33, URLSAFE)}",
    "discord_hook": lambda r: (
        f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18 - 1)}/{alnum(r, 68, URLSAFE)}"
    ),
    "openai": lambda r: "sk-proj-" + alnum(r, 132, URLSAFE),
    "mailchimp": lambda r: f"{hexs(r, 32)}-us{r.randint(2, 21)}",
    "brevo": lambda r: f"xkeysib-{hexs(r, 64)}-{alnum(r, 16)}",
    "postmark": uuid4,
    "hubspot": lambda r: "pat-eu1-" + uuid4(r),
    "airtable": lambda r: f"pat{alnum(r, 14)}.{hexs(r, 64)}",
    "linear": lambda r: "lin_api_" + alnum(r, 40),
    "typeform": lambda r: f"tfp_{alnum(r, 44)}_{alnum(r, 14)}",
    "pushover": lambda r: alnum(r, 30, LOWER + DIGITS),
    "dropbox": lambda r: "sl.u." + alnum(r, 140, URLSAFE),
    "eventbrite": lambda r: alnum(r, 20, UPPER + DIGITS),
    "woo_cs": lambda r: "cs_" + hexs(r, 40),
    "paypal": lambda r: "E" + alnum(r, 79, URLSAFE),
    "gocardless": lambda r: "live_" + alnum(r, 40, URLSAFE),
    "mollie": lambda r: "live_" + alnum(r, 30),
    "vonage": lambda r: alnum(r, 16),
    "clicksend": lambda r: uuid4(r).upper(),
    "etsy": lambda r: alnum(r, 24, LOWER + DIGITS),
    "teamup": lambda r: hexs(r, 64),
    "twitch": lambda r: f"live_{r.randint(10**8, 10**9 - 1)}_{alnum(r, 30)}",
    "youtube": ytkey,
    "facebook": lambda r: "EAAG" + alnum(r, 180),
    "cloudflare": lambda r: alnum(r, 40, URLSAFE),
    "netlify": lambda r: "nfp_" + alnum(r, 36),
    "xero": lambda r: alnum(r, 48, URLSAFE),
    "zoom": lambda r: alnum(r, 32),
    "mapbox": lambda r: "sk.eyJ1Ijoi" + alnum(r, 60, URLSAFE) + "." + alnum(r, 22, URLSAFE),
    "firebase": lambda r: f"AAAA{alnum(r, 7, URLSAFE)}:APA91b{alnum(r, 134, URLSAFE)}",
    "supabase": lambda r: jwt(r, {"iss": "supabase", "role": "service_role", "iat": 1735000000}),
    "jwt": lambda r: jwt(r, {"sub": str(r.randint(1000, 99999)), "iat": 1760000000}),
    "sumup": lambda r: "sup_sk_" + alnum(r, 32),
    "trello": lambda r: "ATTA" + hexs(r, 64) + hexs(r, 8, upper=True),
    "openweather": lambda r: hexs(r, 32),
    "wix": lambda r: "IST." + jwt(r, {"data": alnum(r, 40), "iat": 1760000000}),
}


def cred(rng: random.Random, kind: object) -> str:
    """Draw a credential: a callable, ``pw_<syntax>`` (generated), ``human``, ``h:w1,w2``
    (human with domain words), ``x:<prefix>:<len>`` (invented prefix), ``hex:<len>``,
    ``an:<len>``, ``b64:<bytes>``, ``uuid`` or ``p:<provider>``."""
    if callable(kind):
        return kind(rng)
    k = str(kind)
    if k.startswith("pw_"):
        return gen_pw(rng, sym=SYMS[k[3:]])
    if k == "human":
        return human(rng)
    if k.startswith("h:"):
        return human(rng, tuple(k[2:].split(",")))
    if k.startswith("x:"):
        _, prefix, n = k.split(":")
        return prefix + alnum(rng, int(n))
    if k.startswith("hex:"):
        return hexs(rng, int(k[4:]))
    if k.startswith("an:"):
        return alnum(rng, int(k[3:]))
    if k.startswith("b64:"):
        return b64(rng, int(k[4:]))
    if k == "uuid":
        return uuid4(rng)
    if k.startswith("p:"):
        return PROVIDERS[k[2:]](rng)
    raise ValueError(k)


# --------------------------------------------------------------------------- registration

Extra = Callable[[random.Random, dict], dict]
Enc = Callable[[str, dict], str]


class Fam:
    """One family: ``add`` registers a format rendering ``template`` with the common slots,
    ``extra(rng, slots)`` slots and ``<<cred>>`` (the credential, encoded by ``enc`` when the
    format is encoded; then ``decode`` recovers it from the text)."""

    def __init__(self, family: str):
        self.family = family
        self.pool = POOLS.get(family.split("_")[0], ())

    def add(
        self,
        name: str,
        paths: tuple[str, str],
        kind: object,
        template: str,
        syntax: str | None = None,
        extra: Extra | None = None,
        enc: Enc | None = None,
        decode: Callable[[str], str] | None = None,
        must: str = "",
    ) -> None:
        def make(rng: random.Random) -> Out:
            v = common(rng, self.pool)
            if extra:
                v.update(extra(rng, v))
            while True:
                c = cred(rng, kind)
                if not must or any(ch in c for ch in must):
                    break
            v["cred"] = enc(c, v) if enc else c
            return Out(fill(pick(rng, paths), **v), fill(template, **v), c, syntax)

        fmt(self.family, name, decode)(make)


def regd(
    path: str, template: str, why: str, syntax: str | None = None, extra=None, pool: str = ""
) -> None:
    def make(rng: random.Random) -> DOut:
        v = common(rng, POOLS.get(pool, ()))
        if extra:
            v.update(extra(rng, v))
        return DOut(fill(path, **v), fill(template, **v), why, syntax)

    decoy(make)


# --------------------------------------------------------------------------- encoders


def enc_url(c: str, v: dict) -> str:
    return urllib.parse.quote(c, safe="")


def enc_b64(c: str, v: dict) -> str:
    return base64.b64encode(c.encode()).decode()


def enc_b64_userpw(c: str, v: dict) -> str:
    return base64.b64encode(f"{v['user']}:{c}".encode()).decode()


def enc_xml(c: str, v: dict) -> str:
    return c.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def enc_qp(c: str, v: dict) -> str:
    return quopri.encodestring(c.encode()).decode()


def enc_html(c: str, v: dict) -> str:
    return "".join(f"&#{ord(ch)};" if not ch.isalnum() else ch for ch in c)


def dec_re(pattern: str, transform: Callable[[str], str]) -> Callable[[str], str]:
    rx = re.compile(pattern, re.MULTILINE)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("no match")
        return transform(m.group(1))

    return dec


def un_url(s: str) -> str:
    return urllib.parse.unquote(s)


def un_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def un_b64_userpw(s: str) -> str:
    return base64.b64decode(s).decode().split(":", 1)[1]


def un_xml(s: str) -> str:
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def un_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def un_html(s: str) -> str:
    return re.sub(r"&#(\d+);", lambda m: chr(int(m.group(1))), s)


__all__ = [
    "ALNUM", "DIGITS", "LOWER", "POOLS", "SYMS", "UPPER", "Fam", "alnum", "b64", "common", "cred",
    "dec_re", "enc_b64", "enc_b64_userpw", "enc_html", "enc_qp", "enc_url", "enc_xml",
    "gen_pw", "hexs", "human", "ip", "pick", "regd", "un_b64", "un_b64_userpw", "un_html",
    "un_qp", "un_url", "un_xml", "uuid4",
]  # fmt: skip
