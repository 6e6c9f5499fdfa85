"""Helpers shared by the hundred-and-fifth corpus's format and decoy files: a family's own
names and words (``Fam``), the credential drawers (generated passwords per syntax, human-chosen
passwords in many habits, keys, provider shapes, PEM keys), encoders / decoders, and the
``reg`` / ``regd`` registration helpers on top of the corpus's ``fmt`` / ``decoy``."""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from hundredfifth_corpus import (
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

# --------------------------------------------------------------------------- families

HOSTS = ("srv", "tms", "box", "nas", "pos", "gw")
VENUE_WORDS = ("Sala", "Stage", "Hall", "Room", "Screen")


@dataclass(frozen=True)
class Fam:
    """One family: its name, format-name prefix, organisation names, country domain, local
    names as ``local|ascii`` pairs, password words, pet names, phone prefix and city."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]
    last: tuple[str, ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    city: str

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fn, fa = pick(rng, self.first).split("|")
        ln, la = pick(rng, self.last).split("|")
        fn2, fa2 = pick(rng, self.first).split("|")
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}"))
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(8, 23), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "gw": f"192.168.{rng.randint(0, 50)}.1",
            "pub": ip(rng, private=False),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "user": login.lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}@{dom}".lower(),
            "phone": f"+{self.cc} " + " ".join(str(rng.randint(100, 999)) for _ in range(3)),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmyd": f"{d:02d}.{mo:02d}.{y}",
            "ymd": f"{y}/{mo:02d}/{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "hms": f"{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "ms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "n": rng.randint(2, 9),
            "nn": rng.randint(10, 99),
            "port": pick(rng, (8080, 8443, 5000, 9000, 8000, 443)),
            "id": rng.randint(1000, 99999),
            "uuid": uuid4(rng),
            "city": self.city,
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | str,
        template: str | Callable[[dict[str, object]], str],
        cred: object = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: the file is ``template`` filled with the common slots,
        ``<<cred>>`` (drawn by kind, see ``draw``) and what ``extra`` adds; the needle is
        ``needle`` if ``extra`` sets it, else ``cred``."""
        ps = (paths,) if isinstance(paths, str) else paths

        @fmt(self.name, name, decode)
        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = draw(rng, self, cred)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(vary(pick(rng, ps)), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)


def vary(path: str) -> str:
    """A path template with no drawn part gets one (three draws need three paths): a user's
    folder on Windows, the organisation's folder elsewhere."""
    if "<<" in path:
        return path
    if path.startswith("C:/"):
        return "C:/Users/<<fa>>/" + path[3:]
    return "<<org>>/" + path


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
) -> None:
    """Register a decoy: ``template`` filled with ``fam``'s common slots (no credential)."""

    @decoy
    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)


# --------------------------------------------------------------------------- human passwords

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qweasd", "azerty", "123qwe", "1q2w3e")
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password from the family's own words, in one of sixteen habits;
    ``safe`` keeps to symbols that need no escaping in markup, INI, YAML or shell quotes."""
    syms = "#.-_*+@=" if safe else "!@#$%*?._-+"
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        fa = pick(rng, fam.first).split("|")[1]
        fa2 = pick(rng, fam.first).split("|")[1]
        pet = pick(rng, fam.pets)
        y = rng.randint(1970, 2026)
        s = pick(rng, syms)
        h = rng.randrange(16)
        if h == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            pw = f"{pet.capitalize()}{y % 100:02d}"
        elif h == 2:
            pw = w.translate(_LEET).capitalize() + s + str(rng.randint(1, 99))
        elif h == 3:
            day, month = rng.randint(1, 28), rng.randint(1, 12)
            pw = f"{fa.capitalize()}{fa2.capitalize()}{day:02d}{month:02d}"
        elif h == 4:
            pw = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
        elif h == 5:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 6:
            pw = f"{fa.lower()}{rng.randint(1000, 9999)}"
        elif h == 7:
            pw = f"{w.upper()}{y}"
        elif h == 8:
            pw = f"{w.capitalize()}{s * rng.randint(2, 3)}{rng.randint(1, 9)}"
        elif h == 9:
            pw = "-".join(rng.sample(fam.words, 3))
        elif h == 10:
            pw = f"{w[::-1]}{rng.randint(10, 99)}{s}"
        elif h == 11:
            pw = f"{fa.lower()}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
        elif h == 12:
            pw = f"{w}{s}{pet}{rng.randint(1, 99)}"
        elif h == 13:
            pw = f"{w.capitalize()}{fam.cc}{rng.randint(100, 999)}"
        elif h == 14:
            pw = f"{w.capitalize()}{pick(rng, VENUE_WORDS)}{rng.randint(1, 9)}{s}"
        else:
            pw = f"{pet.capitalize()}{s}{w}{y % 100:02d}"
        low = pw.lower()
        if len(pw) >= 8 and not any(
            b in low for b in ("test", "secret", "token", "sample", "fake", "password", "dummy")
        ):
            return pw


# --------------------------------------------------------------------------- providers


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC1) with valid DER framing."""
    d = b"\x04\x20" + rbytes(rng, 32)
    oid = bytes.fromhex("a00a06082a8648ce3d030107")
    pub = b"\x03\x42\x00\x04" + rbytes(rng, 64)
    pubw = bytes([0xA1, len(pub)]) + pub
    body = b"\x02\x01\x01" + d + oid + pubw
    return pem(bytes([0x30, 0x77]) + body, "EC PRIVATE KEY")


def prov(rng: random.Random, p: str) -> str:
    """A provider-shaped key."""
    if p == "stripe":
        return "sk_live_" + alnum(rng, 99)
    if p == "stripe_wh":
        return "whsec_" + alnum(rng, 32)
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "culqi":
        return "sk_live_" + alnum(rng, 16, LOWER + DIGITS)
    if p == "wave":
        return "wave_sn_prod_" + alnum(rng, 54, ALNUM + "-_")
    if p == "paydunya":
        return "live_private_" + alnum(rng, 24, ALNUM)
    if p == "toss":
        return "live_sk_" + alnum(rng, 28, ALNUM)
    if p == "razorpay":
        return alnum(rng, 24)
    if p == "mpgs":
        return hexs(rng, 32)
    if p == "vnpay":
        return alnum(rng, 32, UPPER + DIGITS)
    if p == "momo":
        return alnum(rng, 32)
    if p == "transbank":
        return hexs(rng, 64, upper=True)
    if p == "flow":
        return hexs(rng, 40)
    if p == "iyzico":
        return alnum(rng, 32)
    if p == "paytr":
        return alnum(rng, 16)
    if p == "p24":
        return hexs(rng, 32)
    if p == "payu":
        return hexs(rng, 32)
    if p == "payhere":
        return base64.b64encode(alnum(rng, 36).encode()).decode().rstrip("=")
    if p == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if p == "efi":  # after the "Client_Secret_" prefix (a placeholder word for the checks)
        return hexs(rng, 40)
    if p == "windcave":
        return hexs(rng, 64)
    if p == "line_secret":
        return hexs(rng, 32)
    if p == "line_token":
        return alnum(rng, 171, ALNUM + "+/") + "="
    if p == "square":
        return "EAAA" + alnum(rng, 60, ALNUM + "-_")
    if p == "aws":
        return alnum(rng, 40, ALNUM + "/+")
    if p == "google":
        return "AIza" + alnum(rng, 35, ALNUM + "-_")
    if p == "openai":
        return "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74, ALNUM + "-_")
    if p == "sendgrid":
        return "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA" + alnum(rng, 33, ALNUM + "-_")
    if p == "slack":
        return f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**11, 10**12)}-" + alnum(rng, 24)
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "twilio":
        return hexs(rng, 32)
    if p == "youtube":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if p == "eventbrite":
        return alnum(rng, 20, UPPER + DIGITS)
    if p == "dropbox":
        return "sl." + alnum(rng, 136, ALNUM + "-_")
    if p == "ncloud":
        return alnum(rng, 40)
    if p == "hubtel":
        return alnum(rng, 8, LOWER) + alnum(rng, 8, LOWER + DIGITS)
    if p == "mtn":
        return hexs(rng, 32)
    if p == "paytm":
        return alnum(rng, 16, ALNUM + "#@&_%")
    if p == "bog":
        return alnum(rng, 32)
    if p == "epay":
        return alnum(rng, 64, UPPER + DIGITS)
    if p == "mailgun":
        return "key-" + hexs(rng, 32)
    if p == "paypay":
        return b64(rng, 33)
    raise KeyError(p)


# --------------------------------------------------------------------------- drawing


def draw(rng: random.Random, fam: Fam, kind: object) -> str:
    """Draw a credential by kind: ``pw`` / ``pw_url`` / ``pw_xml`` / ``pw_sq`` / ``pw_dq`` /
    ``pw_bare`` / ``pw_json`` / ``pw_alnum`` (generated per syntax), ``human`` / ``human_x``
    (person-chosen; ``_x`` without characters that need escaping), ``hex:N`` / ``HEX:N``,
    ``b64:N`` / ``b64u:N`` (bytes), ``alnum:N``, ``uuid``, ``x:<prefix>:<len>`` (invented
    prefix), ``p:<provider>``, ``rsa`` / ``rsa8`` / ``ec`` (PEM), or a callable."""
    if callable(kind):
        return kind(rng)
    k = str(kind)
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
    if k in syms:
        return gen_pw(rng, sym=syms[k])
    if k == "human":
        return human(rng, fam)
    if k == "human_x":
        return human(rng, fam, safe=True)
    if k == "uuid":
        return uuid4(rng)
    if k == "rsa":
        return rsa_pem(rng)
    if k == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if k == "ec":
        return ec_pem(rng)
    head, _, rest = k.partition(":")
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
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise KeyError(k)


def jwt_tok(rng: random.Random, sub: str, iss: str) -> str:
    return jwt(rng, {"sub": sub, "iss": iss, "iat": rng.randint(1_735_000_000, 1_760_000_000)})


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if c in "&<>\"'@#" else c for c in s)


def enc_json_u(s: str) -> str:
    return json.dumps(s)[1:-1]


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def grab(text: str, pattern: str) -> str:
    m = re.search(pattern, text)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_basic(text: str, pattern: str = r"Basic ([A-Za-z0-9+/=]+)") -> str:
    return base64.b64decode(grab(text, pattern)).decode().split(":", 1)[1]


def dec_b64(text: str, pattern: str) -> str:
    return base64.b64decode(grab(text, pattern)).decode()


def dec_url(text: str, pattern: str) -> str:
    return urllib.parse.unquote(grab(text, pattern))


def dec_html(text: str, pattern: str) -> str:
    return html.unescape(grab(text, pattern))


def dec_json_u(text: str, pattern: str) -> str:
    return json.loads('"' + grab(text, pattern) + '"')


def force(rng: random.Random, s: str, chars: str) -> str:
    """``s`` with one of ``chars`` put in somewhere after the first character (for encoded
    formats, so that the encoding changes the value)."""
    i = rng.randrange(1, len(s))
    return s[:i] + pick(rng, chars) + s[i:]


__all__ = [
    "ALNUM",
    "DIGITS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_XML",
    "Fam",
    "alnum",
    "b64",
    "basic",
    "dec_b64",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "draw",
    "ec_pem",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "force",
    "gen_pw",
    "grab",
    "hexs",
    "human",
    "jwt_tok",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
