"""Helpers shared by the thirty-third corpus's format and decoy files: ``reg`` registers a
format from a ``fill`` template, ``regd`` a decoy; ``cred`` draws a credential by a named kind;
the encoders and decoders of the encoded formats sit here too."""

from __future__ import annotations

import base64
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from thirtythird_corpus import (
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
    host,
    ip,
    jwt,
    person,
    pick,
    rsa_pem,
    user,
    uuid4,
    words_pw,
)

URLSAFE = ALNUM + "-_"
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

SEASONS = (
    "Sommer", "Winter", "Herbst", "Kesa", "Talvi", "Syksy", "Verano", "Invierno", "Zima",
    "Lato", "Jesien", "Estate", "Inverno", "Hiver", "Printemps", "Vetur", "Sumar", "Yaz", "Kis",
)  # fmt: skip
PETS = (
    "Bramble", "Pepper", "Biscuit", "Mochi", "Tinkerbell", "Rolo", "Nala", "Bonzo", "Milo",
    "Sushi", "Kiwi", "Luna", "Oreo", "Willow", "Pickle", "Dobby",
)  # fmt: skip
MONTHS = (
    "Januar", "Oktober", "marzo", "agosto", "Kwiecien", "Joulukuu", "Mars", "juli", "Nisan",
    "Avgust", "Mayo", "Septembre",
)  # fmt: skip
TEAMS = ("Barnsley", "Ajax", "Hibs", "Rapid", "Boca", "Celtic", "Brann", "Hajduk", "Lazio")
KEYWALK = ("Zaq1Xsw2", "1qaz2wsx", "Qazwsx", "Asdf1234", "Zxcvb987", "Poiu0987")


def human(rng: random.Random, base: str | None = None) -> str:
    """A password a person chose, in one of several habits (at least 8 characters)."""
    while True:
        p = _human(rng, base)
        if len(p) >= 8:
            return p


def _human(rng: random.Random, base: str | None) -> str:
    style = rng.randrange(8)
    yr = rng.randint(2019, 2026)
    if style == 0:
        return words_pw(rng)
    if style == 1:
        return f"{pick(rng, SEASONS)}{yr}{rng.choice('!#.?')}"
    if style == 2:
        return f"{pick(rng, PETS)}{rng.choice(['', '.', '_'])}{rng.randint(2005, 2024)}"
    if style == 3:
        f, _ = person(rng)
        return f"{f.capitalize()}{rng.randint(1962, 2004)}{rng.choice(['!', '', '*'])}"
    if style == 4:
        w = base or pick(rng, TEAMS)
        leet = w.replace("o", "0").replace("e", "3").replace("a", "@").replace("i", "1")
        return f"{leet[:1].upper()}{leet[1:]}{rng.randint(1, 99)}{rng.choice('!$#')}"
    if style == 5:
        return f"{pick(rng, MONTHS)}{rng.choice(['-', '', '_'])}{yr}{rng.choice(['', '!', '$'])}"
    if style == 6:
        return f"{pick(rng, KEYWALK)}{rng.choice('!@#')}{rng.randint(10, 99)}"
    return f"{pick(rng, TEAMS)}#{rng.randint(10, 99)}{pick(rng, PETS).lower()}"


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random, dict], str]:
    """A generated password holding at least one of ``chars`` (for encoded formats)."""

    def draw(rng: random.Random, c: dict) -> str:
        p = gen_pw(rng, sym=sym)
        i = rng.randrange(2, len(p) - 1)
        return p[:i] + rng.choice(chars) + p[i:]

    return draw


def provider(rng: random.Random, name: str) -> str:
    """Credential shapes of real providers (from memory; values random)."""
    if name == "stripe":
        return "sk_live_" + alnum(rng, pick(rng, (24, 99)))
    if name == "stripe_rk":
        return "rk_live_" + alnum(rng, 99)
    if name == "github":
        return "ghp_" + alnum(rng, 36)
    if name == "github_fine":
        return "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, URLSAFE)
    if name == "slack_bot":
        return f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}"
    if name == "slack_hook":
        return (
            f"https://hooks.slack.com/services/T{alnum(rng, 10, UPPER + DIGITS)}/"
            f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        )
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if name == "aws_secret":
        return alnum(rng, 40, ALNUM + "+/")
    if name == "sendgrid":
        return f"SG.{alnum(rng, 22, URLSAFE)}.{alnum(rng, 43, URLSAFE)}"
    if name == "twilio":
        return hexs(rng, 32)
    if name == "google":
        return "AIza" + alnum(rng, 35, URLSAFE)
    if name == "openai":
        return f"sk-proj-{alnum(rng, 64, URLSAFE)}T3BlbkFJ{alnum(rng, 64, URLSAFE)}"
    if name == "anthropic":
        return f"sk-ant-api03-{alnum(rng, 93, URLSAFE)}AA"
    if name == "mailgun":
        return "key-" + hexs(rng, 32)
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "npm":
        return "npm_" + alnum(rng, 36)
    if name == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 140, URLSAFE)
    if name == "hf":
        return "hf_" + alnum(rng, 34)
    if name == "telegram":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, URLSAFE)}"
    if name == "digitalocean":
        return "dop_v1_" + hexs(rng, 64)
    if name == "square":
        return "EAAA" + alnum(rng, 60, URLSAFE)
    if name == "mailchimp":
        return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"
    if name == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if name == "airtable":
        return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"
    if name == "linear":
        return "lin_api_" + alnum(rng, 40)
    if name == "newrelic":
        return "NRAK-" + alnum(rng, 27, UPPER + DIGITS)
    if name == "vault":
        return "hvs." + alnum(rng, 24, URLSAFE)
    if name == "grafana":
        return f"glsa_{alnum(rng, 32)}_{hexs(rng, 8)}"
    if name == "postman":
        return f"PMAK-{hexs(rng, 24)}-{hexs(rng, 34)}"
    if name == "tailscale":
        return f"tskey-auth-{alnum(rng, 17)}-{alnum(rng, 33)}"
    if name == "netlify":
        return "nfp_" + alnum(rng, 36)
    if name == "resend":
        return f"re_{alnum(rng, 8)}_{alnum(rng, 24)}"
    if name == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if name == "razorpay":
        return alnum(rng, 24)
    if name == "azure_key":
        return b64(rng, 64)
    if name == "wireguard":
        return b64(rng, 32)
    if name == "age":
        return "AGE-SECRET-KEY-1" + alnum(rng, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
    if name == "mollie":
        return "live_" + alnum(rng, 30)
    if name == "datadog":
        return hexs(rng, 32)
    if name == "pscale":
        return "pscale_pw_" + alnum(rng, 43, URLSAFE)
    if name == "cloudflare":
        return alnum(rng, 40, URLSAFE)
    if name == "paypal":
        return "E" + alnum(rng, 79, URLSAFE)
    if name == "shippo":
        return "shippo_live_" + hexs(rng, 40)
    if name == "pulumi":
        return "pul-" + hexs(rng, 40)
    if name == "doppler":
        return "dp.st.prd." + alnum(rng, 43)
    if name == "figma":
        return f"figd_{alnum(rng, 40, URLSAFE)}"
    if name == "jwt":
        return jwt(rng, {"sub": uuid4(rng), "role": "service", "iat": epoch(rng)})
    if name == "rsa":
        return rsa_pem(rng, pick(rng, (1024, 2048)))
    if name == "rsa8":
        return rsa_pem(rng, 2048, pkcs8=True)
    raise KeyError(name)


def cred(rng: random.Random, kind: object, c: dict) -> str:
    """Draw a credential: ``pw_<syntax>``, ``human``, ``alnum:N``, ``hex:N``, ``HEX:N``,
    ``b64:N`` (bytes), ``b64u:N``, ``uuid``, ``x:<prefix>:<len>``, ``p:<provider>``,
    ``pin:N`` (digits) or a callable ``(rng, common) -> str``."""
    if callable(kind):
        return kind(rng, c)
    k = str(kind)
    if k.startswith("pw_"):
        return gen_pw(rng, sym=SYMS[k[3:]])
    if k == "human":
        return human(rng)
    if k.startswith("human:"):
        return human(rng, k[6:])
    if k == "uuid":
        return uuid4(rng)
    head, _, rest = k.partition(":")
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "lower":
        return alnum(rng, int(rest), LOWER + DIGITS)
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "pin":
        return alnum(rng, int(rest), DIGITS)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return provider(rng, rest)
    raise KeyError(k)


def common(rng: random.Random) -> dict:
    f, last = person(rng)
    f2, last2 = person(rng)
    dom = domain(rng)
    return {
        "org": dom.split(".")[0],
        "dom": dom,
        "host": host(rng),
        "ip": ip(rng),
        "pubip": ip(rng, private=False),
        "user": user(rng),
        "udot": user(rng, "dot"),
        "svc": user(rng, "svc"),
        "email": email(rng, dom),
        "email2": email(rng),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "first2": f2.capitalize(),
        "last2": last2.capitalize(),
        "year": rng.randint(2022, 2026),
        "month": rng.randint(1, 12),
        "day": rng.randint(1, 28),
        "hh": rng.randint(6, 22),
        "mm": rng.randint(10, 59),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 9000, 6379, 27017, 1521, 5672)),
        "n": rng.randint(2, 9999),
        "n2": rng.randint(100, 999),
        "hex8": hexs(rng, 8),
        "id": uuid4(rng),
        "ts": epoch(rng),
        "phone": f"+{rng.randint(30, 49)} {rng.randint(600, 799)} {rng.randint(100000, 999999)}",
    }


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...],
    template: str,
    kind: object,
    syntax: str | None = None,
    enc: Callable[[str], str] | None = None,
    decode: Callable[[str], str] | None = None,
    extra: Callable[[random.Random, dict], dict] | None = None,
) -> None:
    """Register a format: the credential fills ``<<cred>>`` (encoded by ``enc`` if given),
    the common slots and ``extra(rng, common)`` fill the rest."""

    @fmt(family, name, decode)
    def draw(rng: random.Random) -> Out:
        c = common(rng)
        if extra is not None:
            c.update(extra(rng, c))
        value = cred(rng, kind, c)
        shown = enc(value) if enc else value
        path = fill(pick(rng, paths), **c)
        text = fill(template, **c, cred=shown)
        return Out(path, text, value, syntax)


def regd(path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy from a template over the common slots."""

    @decoy
    def draw(rng: random.Random) -> DOut:
        c = common(rng)
        return DOut(fill(path, **c), fill(template, **c), why, syntax)


# encoders / decoders ------------------------------------------------------------


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_xml(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def dec_xml(v: str) -> str:
    return v.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode()


def grab(pattern: str, text: str) -> str:
    m = re.search(pattern, text, re.S)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "common",
    "cred",
    "dec_xml",
    "enc_b64",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "grab",
    "human",
    "pw_with",
    "reg",
    "regd",
]
