"""Helpers shared by the thirty-second corpus's format and decoy files.

``reg(family, name, paths, template, cred, ...)`` registers a format from a ``fill`` template
over the common slots of ``common(rng)``; ``cred`` is a kind name (see ``KINDS``) or a callable
``rng -> str``. ``human(rng, sym)`` draws a password of the kind people choose, in many habits;
``regd(path, template, why, syntax)`` registers a decoy.
"""

from __future__ import annotations

import base64
import quopri
import random
import re
import urllib.parse

from thirtysecond_corpus import (
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
    rsa_pem,
    uuid4,
)

# --------------------------------------------------------------------------- human passwords

KIDS = (
    "maisie", "oliver", "amelia", "noah", "freya", "alfie", "isla", "leon", "mila", "yusuf",
    "zeynep", "emre", "lucia", "mateo", "aoife", "cian", "hania", "kacper", "ingrid", "sami",
    "chloe", "tyler", "keira", "rhys", "anouk", "daan", "elif", "arjun", "meera", "kofi",
)  # fmt: skip
PETS = (
    "biscuit", "rolo", "pickles", "bella", "bramble", "tigger", "oscar", "pepper", "nala",
    "ziggy", "luna", "mango", "shadow", "waffles", "hector", "pumba", "snoopy", "misty",
)  # fmt: skip
PLACES = (
    "skegness", "blackpool", "bodrum", "antalya", "ibiza", "tenerife", "whitby", "galway",
    "krakow", "porto", "tromso", "malaga", "cornwall", "brighton", "izmir", "rhodes", "oban",
)  # fmt: skip
CLUBS = (
    "arsenal", "liverpool", "celtic", "rangers", "galatasaray", "fenerbahce", "besiktas",
    "ajax", "feyenoord", "bvb", "schalke", "benfica", "juve", "napoli", "leeds", "everton",
    "wolves", "boro", "sunderland", "hibs", "cardiff", "lech", "legia", "sparta",
)  # fmt: skip
SONGS = (
    "wonderwall", "bohemianrhapsody", "hotelcalifornia", "sweetcaroline", "thunderstruck",
    "ironmaiden", "depechemode", "coldplay", "abbagold", "stairwaytoheaven", "purplerain",
    "blueMonday", "smellsliketeen", "rammstein", "tarkan", "sezenaksu", "takeonme",
)  # fmt: skip
PHRASES = (
    "ilovemydog", "letmein", "notagain", "cantremember", "mumsthebest", "bigfatcat",
    "happydays", "onedayatatime", "nevergiveup", "keepcalm", "welcomehome", "goodtimes",
    "hotbathday", "fishandchips", "upthepunts", "steamandstone", "morningbuns",
)  # fmt: skip
WALKS = (
    "1qaz2wsx", "qwerty", "asdfgh", "zxcvbn", "qazwsx", "1q2w3e4r", "poiuyt", "mnbvcx",
    "qweasd", "wsxedc", "asdfjkl", "zaq12wsx", "1234qwer", "ytrewq",
)  # fmt: skip
FOREIGN = (
    "schatzi", "mamusia", "kotek", "carino", "sakura", "anneanne", "canim", "babushka",
    "liebling", "tesoro", "kultaseni", "elskede", "querida", "habibi", "maminka", "gatito",
)  # fmt: skip
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
SUBS = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$", "t": "7", "l": "1"}

BASE_SYM = "!@#*_-.+?&$%/=~"


def _case(rng: random.Random, w: str) -> str:
    r = rng.random()
    if r < 0.4:
        return w.capitalize()
    if r < 0.75:
        return w.lower()
    if r < 0.88:
        return w.upper()
    return w[:-1].lower() + w[-1].upper()


def _year(rng: random.Random) -> str:
    y = rng.randint(1948, 2022)
    return str(y) if rng.random() < 0.6 else f"{y % 100:02d}"


def _sub(rng: random.Random, w: str) -> str:
    keys = [c for c in w.lower() if c in SUBS]
    out = []
    n = rng.randint(1, 3)
    for c in w:
        if c.lower() in SUBS and n > 0 and rng.random() < 0.6:
            out.append(SUBS[c.lower()])
            n -= 1
        else:
            out.append(c)
    return "".join(out) if keys else w + "!"


def _human_once(rng: random.Random) -> str:
    style = rng.randrange(17)
    sep = rng.choice(["", "", "-", ".", "_", "#", "*", "+", "/", "&"])
    sym = rng.choice(["!", "!!", "?", "#", "@", "$", "*", "%", ".", ""])
    if style == 0:  # child + birth year
        return _case(rng, pick(rng, KIDS)) + sep + _year(rng) + sym
    if style == 1:  # two children
        a, b = rng.sample(KIDS, 2)
        j = rng.choice(["&", "and", "+", "", "N"])
        return _case(rng, a) + j + _case(rng, b) + rng.choice(["", _year(rng)])
    if style == 2:  # pet with digits in front or behind
        p = _case(rng, pick(rng, PETS))
        d = str(rng.randint(1, 99))
        return rng.choice([f"{p}{d}{sym}", f"{d}{p}{sym}", f"{sym}{p}{d}", f"{p}{sep}{d}"])
    if style == 3:  # place + year
        return _case(rng, pick(rng, PLACES)) + sep + _year(rng)
    if style == 4:  # club
        c = pick(rng, CLUBS)
        return rng.choice(
            [
                f"{_case(rng, c)}{rng.randint(1, 99)}{sym}",
                f"{c}4ever",
                f"{c.upper()}{rng.randint(1870, 1999)}",
                f"forza{c}{rng.randint(1, 9)}",
                f"{c}{sep}till{sep}i{sep}die",
                f"COYB{_year(rng)}{c}",
            ]
        )
    if style == 5:  # band / song
        s = pick(rng, SONGS)
        return rng.choice([s, f"{s}{rng.randint(60, 99)}", f"{_case(rng, s)}{sym}", s.upper()])
    if style == 6:  # phrase run together
        p = pick(rng, PHRASES)
        return rng.choice([p, f"{p}{rng.randint(1, 2025)}", f"{_case(rng, p)}{sym}", p + p[:3]])
    if style == 7:  # keyboard walk with a change
        w = pick(rng, WALKS)
        return rng.choice(
            [
                f"{w}{sym or '!'}",
                f"{w.capitalize()}{rng.randint(1, 999)}",
                f"!{w[0].upper()}{w[1:]}",
                f"{w}{w[::-1][:2]}{rng.randint(0, 9)}",
                w.upper() + "@" + str(rng.randint(10, 99)),
            ]
        )
    if style == 8:  # substitutions
        w = pick(rng, PLACES + PETS + PLACES)
        return _sub(rng, w.capitalize()) + rng.choice(["", str(rng.randint(1, 99)), sym])
    if style == 9:  # phone fragment
        name = _case(rng, pick(rng, KIDS + PETS))
        frag = "0" + "".join(rng.choice(DIGITS) for _ in range(rng.randint(4, 6)))
        return rng.choice([f"{name}{frag}", f"{frag}{name}", f"{name}{sep}{frag[-4:]}"])
    if style == 10:  # short word with digits / symbols in different places
        w = pick(rng, ("mango", "kebab", "tulip", "hammer", "pasta", "jazz", "otter", "ruby"))
        d = str(rng.randint(10, 999))
        s = rng.choice("!#@*$%?")
        return rng.choice([f"{s}{w}{d}", f"{d}{w}{s}", f"{w[:2]}{s}{w[2:]}{d}", f"{w}{s}{d}{s}"])
    if style == 11:  # full date with a name
        name = _case(rng, pick(rng, KIDS))
        dd, mm, yy = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2020)
        return rng.choice(
            [
                f"{name}{dd:02d}{mm:02d}{yy % 100:02d}",
                f"{dd:02d}.{mm:02d}.{yy}",
                f"{name}{sep}{MONTHS[mm - 1]}{yy}",
                f"{MONTHS[mm - 1].capitalize()}{dd}{name}",
            ]
        )
    if style == 12:  # all-caps place or word with digits
        return pick(rng, PLACES + KIDS).upper() + str(rng.randint(1, 9999))
    if style == 13:  # words without digits
        a, b, c = rng.sample(PETS + PLACES + ("moon", "river", "sunny", "green", "tea"), 3)
        s2 = rng.choice(["", "-", " ", ".", "_"])
        return s2.join(_case(rng, x) for x in (a, b, c)).strip()
    if style == 14:  # words of other languages
        return _case(rng, pick(rng, FOREIGN)) + rng.choice([_year(rng), sym + _year(rng), "<3"])
    if style == 15:  # initials and numbers
        a, b = rng.sample(KIDS, 2)
        return rng.choice(
            [
                f"{a[0].upper()}{b[0].upper()}{rng.randint(1000, 9999)}{sym}",
                f"{a[0]}{b[0]}{sep}{rng.randint(1, 31)}{sep}{rng.randint(1, 12)}",
                f"{a.capitalize()}{b[0].upper()}{_year(rng)}",
            ]
        )
    # style 16: two common words with symbol glue
    a, b = rng.sample(("tea", "coffee", "sunny", "rain", "pie", "duck", "rose", "toast"), 2)
    return f"{_case(rng, a)}{rng.choice('!#*+.-_')}{_case(rng, b)}{rng.randint(0, 99)}"


def human(rng: random.Random, sym: str = BASE_SYM, space: bool = False) -> str:
    """A password of the kind a person picks, its symbols restricted to ``sym``."""
    for _ in range(500):
        s = _human_once(rng)
        if len(s) < 8 or (" " in s and not space):
            continue
        if all(c.isalnum() or c in sym or (c == " " and space) for c in s):
            if not s.isascii():
                continue
            return s
    return gen_pw(rng, 12, sym[:3] if sym else "")


# --------------------------------------------------------------------------- keys and tokens


def _prov(rng: random.Random, kind: str) -> str:
    if kind == "github":
        return "ghp_" + alnum(rng, 36)
    if kind == "github_pat":
        return "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
    if kind == "gitlab":
        return "glpat-" + alnum(rng, 20, ALNUM + "-_")
    if kind == "stripe":
        return "sk_live_51" + alnum(rng, 96)
    if kind == "stripe_rk":
        return "rk_live_51" + alnum(rng, 96)
    if kind == "slack_bot":
        return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if kind == "slack_hook":
        return (
            f"https://hooks.slack.com/services/T{alnum(rng, 10, UPPER + DIGITS)}/"
            f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        )
    if kind == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if kind == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if kind == "sendgrid":
        return f"SG.{alnum(rng, 22, ALNUM + '-_')}.{alnum(rng, 43, ALNUM + '-_')}"
    if kind == "twilio_token":
        return hexs(rng, 32)
    if kind == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if kind == "openai":
        return "sk-proj-" + alnum(rng, 48, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 48, ALNUM + "-_")
    if kind == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, ALNUM + "-_") + "AA"
    if kind == "mailgun":
        return "key-" + hexs(rng, 32)
    if kind == "mailchimp":
        return hexs(rng, 32) + f"-us{rng.randint(2, 21)}"
    if kind == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if kind == "npm":
        return "npm_" + alnum(rng, 36)
    if kind == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, ALNUM + '-_')}"
    if kind == "discord":
        uid = base64.b64encode(str(rng.randint(10**17, 10**18)).encode()).decode().rstrip("=")
        return f"{uid}.{alnum(rng, 6, ALNUM + '-_')}.{alnum(rng, 38, ALNUM + '-_')}"
    if kind == "shopify":
        return "shpat_" + hexs(rng, 32)
    if kind == "square":
        return "EAAA" + alnum(rng, 60, ALNUM + "-_")
    if kind == "mollie":
        return "live_" + alnum(rng, 30)
    if kind == "do":
        return "dop_v1_" + hexs(rng, 64)
    if kind == "hf":
        return "hf_" + alnum(rng, 34)
    if kind == "mapbox_sk":
        return f"sk.eyJ1Ijoi{alnum(rng, 20)}.{alnum(rng, 22, ALNUM + '-_')}"
    if kind == "linear":
        return "lin_api_" + alnum(rng, 40)
    if kind == "tailscale":
        return f"tskey-auth-k{alnum(rng, 16)}CNTRL-{alnum(rng, 33)}"
    if kind == "grafana":
        return f"glsa_{alnum(rng, 32)}_{hexs(rng, 8)}"
    if kind == "atlassian":
        return "ATATT3xFfGF0" + alnum(rng, 170, ALNUM + "-_") + "=" + hexs(rng, 8, upper=True)
    if kind == "bitbucket":
        return "ATBB" + alnum(rng, 32) + hexs(rng, 8, upper=True)
    if kind == "pushover":
        return alnum(rng, 30, LOWER + DIGITS)
    if kind == "sumup":
        return "sup_sk_" + alnum(rng, 32)
    if kind == "eventbrite":
        return alnum(rng, 20, UPPER + DIGITS)
    if kind == "fcm":
        return "AAAA" + alnum(rng, 7) + ":APA91b" + alnum(rng, 134, ALNUM + "-_")
    if kind == "jwt":
        return jwt(
            rng,
            {
                "sub": uuid4(rng),
                "role": "service_role",
                "iat": rng.randint(1_700_000_000, 1_800_000_000),
            },
        )
    raise KeyError(kind)


def xkey(prefix: str, n: int, chars: str = ALNUM):
    return lambda rng: prefix + alnum(rng, n, chars)


def prov(kind: str):
    return lambda rng: _prov(rng, kind)


KINDS = {
    "pw_ini": lambda rng: gen_pw(rng, sym=SYM_INI),
    "pw_url": lambda rng: gen_pw(rng, sym=SYM_URL),
    "pw_xml": lambda rng: gen_pw(rng, sym=SYM_XML),
    "pw_sq": lambda rng: gen_pw(rng, sym=SYM_SQ),
    "pw_dq": lambda rng: gen_pw(rng, sym=SYM_DQ),
    "pw_bare": lambda rng: gen_pw(rng, sym=SYM_BARE),
    "pw_json": lambda rng: gen_pw(rng, sym=SYM_JSON),
    "pw_alnum": lambda rng: gen_pw(rng, sym=""),
    "h": lambda rng: human(rng),
    "h_ini": lambda rng: human(rng, "!@*+-_.?^~"),
    "h_url": lambda rng: human(rng, "-._~"),
    "h_xml": lambda rng: human(rng, "!#*+-_.?@^~/=%$"),
    "h_sq": lambda rng: human(rng, "!#*+-_.?@^~=/%$&"),
    "h_dq": lambda rng: human(rng, "#*+-_.?@^~=/%&"),
    "h_bare": lambda rng: human(rng, "-_.@+"),
    "h_json": lambda rng: human(rng, "!#$%&*+-_.?@^~=/"),
    "h_sp": lambda rng: human(rng, "!#*+-_.?@&", space=True),
    "hex32": lambda rng: hexs(rng, 32),
    "hex40": lambda rng: hexs(rng, 40),
    "hex64": lambda rng: hexs(rng, 64),
    "b64_32": lambda rng: b64(rng, 32),
    "b64_24": lambda rng: b64(rng, 24),
    "an24": lambda rng: alnum(rng, 24),
    "an32": lambda rng: alnum(rng, 32),
    "an40": lambda rng: alnum(rng, 40),
    "uuid": uuid4,
    "rsa": lambda rng: rsa_pem(rng, 1024),
    "rsa8": lambda rng: rsa_pem(rng, 1024, pkcs8=True),
}


def pw_with(chars: str, sym: str = SYM_INI, kind: str = "gen"):
    """A password holding at least one of ``chars`` (so that an encoding changes it)."""

    def draw(rng: random.Random) -> str:
        base = gen_pw(rng, sym=sym) if kind == "gen" else human(rng, "!@#*-_.")
        i = rng.randrange(2, len(base) - 1)
        return base[:i] + rng.choice(chars) + base[i:]

    return draw


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_xml(s: str) -> str:
    return s.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_after(pattern: str, then=lambda v: v):
    rx = re.compile(pattern)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("no match")
        return then(m.group(1))

    return dec


def b64_user_pw(v: str) -> str:
    return base64.b64decode(v).decode().split(":", 1)[1]


# --------------------------------------------------------------------------- common slots

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def common(rng: random.Random) -> dict[str, object]:
    o = org(rng)
    f, last = person(rng)
    f2, last2 = person(rng)
    d = domain(rng, o)
    y = rng.choice((2024, 2025, 2026))
    mo, dd = rng.randint(1, 12), rng.randint(1, 28)
    return {
        "org": o,
        "org_u": o.replace("-", "_"),
        "org_t": " ".join(w.capitalize() for w in o.split("-")),
        "dom": d,
        "host": host(rng, name=o),
        "ip": ip(rng),
        "pub_ip": ip(rng, private=False),
        "first": f,
        "last": last,
        "firstc": f.capitalize(),
        "lastc": last.capitalize(),
        "first2": f2,
        "first2c": f2.capitalize(),
        "last2c": last2.capitalize(),
        "user": pick(rng, (f"{f[0]}{last}", f"{f}.{last}", f"{f}{last[0]}", f, last)),
        "svc": pick(rng, ("svc_sync", "app", "booking", "shop", "admin", "ops", "till")),
        "email": f"{f}.{last}@{d}",
        "email2": f"{f2}@{d}",
        "db": pick(rng, ("bookings", "shop", "members", "stock", "orders", "main", "till")),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 5672, 6379, 27017, 21, 587)),
        "n": rng.randint(100, 999),
        "n4": rng.randint(1000, 9999),
        "year": y,
        "date": f"{y}-{mo:02d}-{dd:02d}",
        "dmy": f"{dd:02d}.{mo:02d}.{y}",
        "dslash": f"{dd:02d}/{mo:02d}/{y}",
        "time": f"{rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}",
        "time2": f"{rng.randint(6, 22):02d}:{rng.randint(0, 59):02d}",
        "day": pick(rng, DAYS),
        "phone": f"+44 7{rng.randint(100, 999)} {rng.randint(100000, 999999)}",
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "hex12": hexs(rng, 12),
        "hex40": hexs(rng, 40),
        "ver": f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
    }


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...] | list[str],
    template: str,
    cred,
    syntax: str | None = None,
    enc=None,
    decode=None,
    extra=None,
):
    """Register one format. ``extra(rng, slots)`` may add slots (after ``cred`` is drawn,
    under ``cred`` it sees the needle)."""
    draw = KINDS[cred] if isinstance(cred, str) else cred

    @fmt(family, name, decode)
    def _f(rng: random.Random) -> Out:
        c = common(rng)
        needle = draw(rng)
        c["cred"] = enc(needle) if enc else needle
        if extra:
            c.update(extra(rng, dict(c, raw=needle)))
        path = fill(pick(rng, tuple(paths)), **c)
        return Out(path, fill(template, **c), needle, syntax)

    _f.__name__ = name
    return _f


def regd(path: str, template: str, why: str, syntax: str | None = None, extra=None):
    @decoy
    def _d(rng: random.Random) -> DOut:
        c = common(rng)
        if extra:
            c.update(extra(rng, c))
        return DOut(fill(path, **c), fill(template, **c), why, syntax)

    return _d


__all__ = [
    "KINDS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "alnum",
    "b64",
    "b64_user_pw",
    "dec_after",
    "dec_xml",
    "enc_b64",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "human",
    "jwt",
    "pick",
    "prov",
    "pw_with",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
    "xkey",
]
