"""Helpers shared by the thirty-fifth corpus's format and decoy files.

``reg(family, name, paths, template, cred, syntax, extra, decode)`` registers a format: it
fills ``template`` (``<<slot>>`` placeholders) from the common slots of ``common(rng)``, the
credential ``<<cred>>`` drawn by ``draw(rng, cred)`` and whatever ``extra(rng, slots)``
returns (an ``extra`` may set ``needle`` when the needle is not the drawn credential, or an
encoded form of it for an encoded format). ``regd(path, template, why, syntax)`` registers a
decoy from the same common slots.
"""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from thirtyfifth_corpus import (  # type: ignore[attr-defined]
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
    b64url,
    dbname,
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
    org,
    pem,
    person,
    pick,
    rbytes,
    rsa_pem,
    user,
    uuid4,
    words_pw,
)

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], Slots]

# --------------------------------------------------------------------------- common slots

_MONTHS = ("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12")


def common(rng: random.Random) -> Slots:
    o = org(rng)
    dom = domain(rng, o)
    f, last = person(rng)
    f2, l2 = person(rng)
    year = rng.randint(2023, 2026)
    month = pick(rng, _MONTHS)
    day = rng.randint(1, 28)
    return {
        "org": o,
        "Org": o.replace("-", " ").title(),
        "orgu": o.replace("-", "_"),
        "dom": dom,
        "host": host(rng, name=o),
        "host2": host(rng, name=o),
        "ip": ip(rng),
        "ip2": ip(rng),
        "pubip": ip(rng, private=False),
        "user": user(rng),
        "udot": user(rng, "dot"),
        "svc": user(rng, "svc"),
        "email": f"{f}.{last}@{dom}",
        "email2": f"{f2}.{l2}@{dom}",
        "xmail": email(rng),
        "first": f.capitalize(),
        "last": last.capitalize(),
        "name": f"{f.capitalize()} {last.capitalize()}",
        "first2": f2.capitalize(),
        "name2": f"{f2.capitalize()} {l2.capitalize()}",
        "f": f,
        "l": last,
        "year": year,
        "month": month,
        "day": f"{day:02d}",
        "date": f"{year}-{month}-{day:02d}",
        "ddmm": f"{day:02d}.{month}.{year}",
        "time": f"{rng.randint(6, 22):02d}:{rng.choice(('00', '15', '30', '45', '05', '50'))}",
        "time2": f"{rng.randint(6, 22):02d}:{rng.randint(10, 59)}",
        "port": pick(rng, (5432, 3306, 1433, 6379, 8086, 1883, 27017, 5672, 21, 22)),
        "db": dbname(rng),
        "uuid": uuid4(rng),
        "uuid2": uuid4(rng),
        "n": rng.randint(2, 99),
        "n3": rng.randint(100, 999),
        "n4": rng.randint(1000, 9999),
        "n6": rng.randint(100000, 999999),
        "hex8": hexs(rng, 8),
        "hex12": hexs(rng, 12),
        "sha": hexs(rng, 40),
        "sha256": hexs(rng, 64),
        "epoch": epoch(rng),
        "ver": f"{rng.randint(1, 6)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}",
        "ms": rng.randint(40, 900),
    }


# --------------------------------------------------------------------------- credentials

_PETS = (
    "Bodo", "Luna", "Mittens", "Rufus", "Kiki", "Pippa", "Bruno", "Nala", "Tilly", "Oskar",
    "Frodo", "Biscuit", "Pixel", "Mochi", "Zorro", "Fenja", "Balu", "Motte",
)  # fmt: skip
_SEASONS = (
    "Summer", "Winter", "Autumn", "Sommer", "Herbst", "Hiver", "Printemps", "Verano",
    "Invierno", "Estate", "Inverno", "Zomer", "Vinter", "Zima", "Kesa", "Talvi", "Vara",
)  # fmt: skip
_MONTH_WORDS = (
    "Januar", "Februar", "Mars", "Avril", "Giugno", "Julio", "Agosto", "Oktober",
    "Novembre", "Dezember", "Maj", "Huhtikuu", "Kwiecien", "Setembro",
)  # fmt: skip
_LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "5"})


def human(rng: random.Random, words: tuple[str, ...] = (), syms: str = "!.#_-@*") -> str:
    """A password a person chose, in one of nine habits; at least 9 characters."""
    dom_words = words or ("anchor", "heron", "lantern")
    while True:
        habit = rng.randrange(9)
        sym = rng.choice(syms) if syms else ""
        yr = rng.randint(2015, 2026)
        if habit == 0:
            pw = words_pw(rng, syms or "-._")
        elif habit == 1:
            pw = f"{pick(rng, _SEASONS)}{yr}{sym}"
        elif habit == 2:
            pw = f"{pick(rng, _PETS)}{yr}{sym}"
        elif habit == 3:
            f, _ = person(rng)
            pw = f"{f.capitalize()}{rng.randint(1958, 2004)}{sym}"
        elif habit == 4:
            w = pick(rng, dom_words)
            pw = f"{w.capitalize().translate(_LEET)}{rng.randint(1, 99)}{sym}"
        elif habit == 5:
            pw = f"{pick(rng, _MONTH_WORDS)}{sym}{yr}"
        elif habit == 6:
            pw = f"{pick(rng, dom_words).capitalize()}{pick(rng, _PETS)}{rng.randint(1, 999)}"
        elif habit == 7:
            o = org(rng).split("-")[0]
            pw = f"{o.capitalize()}{yr}{sym or '!'}"
        else:
            pw = f"{pick(rng, _PETS).lower()}{sym}{pick(rng, dom_words)}{rng.randint(10, 99)}"
        if len(pw) >= 9 and " " not in pw:
            return pw


def human_with(words: tuple[str, ...], syms: str = "!.#_-@*") -> Callable[[random.Random], str]:
    return lambda rng: human(rng, words, syms)


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random], str]:
    """A generated password holding at least one of ``chars`` (which an encoding escapes)."""

    def draw_(rng: random.Random) -> str:
        s = list(gen_pw(rng, sym=sym))
        s[rng.randrange(2, len(s) - 1)] = rng.choice(chars)
        return "".join(s)

    return draw_


def ec_pem(rng: random.Random) -> str:
    """A SEC1 EC PRIVATE KEY on P-256, valid DER framing."""
    priv = b"\x04\x20" + rbytes(rng, 32)
    oid = b"\xa0\x0a\x06\x08" + bytes.fromhex("2a8648ce3d030107")
    pub = b"\xa1\x44\x03\x42\x00\x04" + rbytes(rng, 64)
    body = b"\x02\x01\x01" + priv + oid + pub
    return pem(b"\x30" + bytes([len(body)]) + body, "EC PRIVATE KEY")


def pgp_block(rng: random.Random) -> str:
    body = base64.b64encode(b"\x95\x03\xc6\x04" + rbytes(rng, 960)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    crc = base64.b64encode(rbytes(rng, 3)).decode()
    return (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(lines)
        + f"\n={crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    )


_B64 = ALNUM + "+/"
_URLSAFE = ALNUM + "-_"


def _atl(rng: random.Random) -> str:
    return "ATATT3xFfGF0" + alnum(rng, 170, _URLSAFE) + "=" + hexs(rng, 8, upper=True)


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "aws_secret": lambda r: alnum(r, 40, _B64),
    "aws_akid": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "ghp": lambda r: "ghp_" + alnum(r, 36),
    "github_pat": lambda r: "github_pat_11" + alnum(r, 20, UPPER + DIGITS) + "_" + alnum(r, 59),
    "glpat": lambda r: "glpat-" + alnum(r, 20, _URLSAFE),
    "xoxb": lambda r: (
        f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{alnum(r, 24)}"
    ),
    "slack_hook": lambda r: (
        "https://hooks.slack.com/services/T"
        + alnum(r, 10, UPPER + DIGITS)
        + "/B"
        + alnum(r, 10, UPPER + DIGITS)
        + "/"
        + alnum(r, 24)
    ),
    "stripe_sk": lambda r: "sk_live_51" + alnum(r, 97),
    "stripe_rk": lambda r: "rk_live_51" + alnum(r, 97),
    "twilio_auth": lambda r: hexs(r, 32),
    "sendgrid": lambda r: "SG." + alnum(r, 22, _URLSAFE) + "." + alnum(r, 43, _URLSAFE),
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "google_api": lambda r: "AIza" + alnum(r, 35, _URLSAFE),
    "openai": lambda r: "sk-proj-" + alnum(r, 74, _URLSAFE) + "T3BlbkFJ" + alnum(r, 74, _URLSAFE),
    "anthropic": lambda r: "sk-ant-api03-" + alnum(r, 93, _URLSAFE) + "AA",
    "hf": lambda r: "hf_" + alnum(r, 34, LOWER + UPPER),
    "telegram": lambda r: f"{r.randint(6 * 10**9, 8 * 10**9 - 1)}:AA{alnum(r, 33, _URLSAFE)}",
    "discord_hook": lambda r: (
        f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18 - 1)}/"
        + alnum(r, 68, _URLSAFE)
    ),
    "shpat": lambda r: "shpat_" + hexs(r, 32),
    "npm": lambda r: "npm_" + alnum(r, 36),
    "dop": lambda r: "dop_v1_" + hexs(r, 64),
    "square": lambda r: "EAAA" + alnum(r, 60, _URLSAFE),
    "azure_storage": lambda r: b64(r, 64),
    "azure_ad": lambda r: alnum(r, 3) + "8Q~" + alnum(r, 31, ALNUM + "_.~-"),
    "mailchimp": lambda r: hexs(r, 32) + f"-us{r.randint(2, 21)}",
    "datadog": lambda r: hexs(r, 32),
    "newrelic": lambda r: "NRAK-" + alnum(r, 27, UPPER + DIGITS),
    "grafana_sa": lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
    "cloudflare": lambda r: alnum(r, 40, _URLSAFE),
    "notion": lambda r: f"ntn_{r.randint(10**10, 10**11 - 1)}{alnum(r, 35)}",
    "airtable": lambda r: "pat" + alnum(r, 14) + "." + hexs(r, 64),
    "figma": lambda r: "figd_" + alnum(r, 40, _URLSAFE),
    "okta": lambda r: "00" + alnum(r, 40, _URLSAFE),
    "hubspot": lambda r: "pat-eu1-" + uuid4(r),
    "vault": lambda r: "hvs." + alnum(r, 90, _URLSAFE),
    "tailscale": lambda r: "tskey-auth-k" + alnum(r, 10) + "CNTRL-" + alnum(r, 33),
    "pulumi": lambda r: "pul-" + hexs(r, 40),
    "tfc": lambda r: alnum(r, 14) + ".atlasv1." + alnum(r, 67),
    "netlify": lambda r: "nfp_" + alnum(r, 36),
    "postman": lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34),
    "mollie": lambda r: "live_" + alnum(r, 30),
    "paypal_secret": lambda r: "E" + alnum(r, 79, _URLSAFE),
    "gocardless": lambda r: "live_" + alnum(r, 40, _URLSAFE),
    "braintree": lambda r: f"access_token$production${alnum(r, 16, LOWER + DIGITS)}${hexs(r, 32)}",
    "woo_cs": lambda r: "cs_" + hexs(r, 40),
    "woo_ck": lambda r: "ck_" + hexs(r, 40),
    "brevo": lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16),
    "resend": lambda r: "re_" + alnum(r, 8) + "_" + alnum(r, 24),
    "pushover": lambda r: alnum(r, 30, LOWER + DIGITS),
    "owm": lambda r: hexs(r, 32),
    "ebird": lambda r: alnum(r, 12, LOWER + DIGITS),
    "influx": lambda r: b64(r, 64, urlsafe=True),
    "atlassian": _atl,
    "bitbucket": lambda r: "ATBB" + alnum(r, 32) + hexs(r, 8, upper=True),
    "sumup": lambda r: "sup_sk_" + alnum(r, 32),
    "postmark": uuid4,
    "mapbox": lambda r: (
        "sk.eyJ1IjoiZ"
        + alnum(r, 30, _URLSAFE)
        + "IsImEiOiJ"
        + alnum(r, 20, _URLSAFE)
        + "In0."
        + alnum(r, 22, _URLSAFE)
    ),
    "dropbox": lambda r: "sl.B" + alnum(r, 134, _URLSAFE),
    "zendesk": lambda r: alnum(r, 40),
    "algolia_admin": lambda r: hexs(r, 32),
    "trello_token": lambda r: "ATTA" + hexs(r, 64) + hexs(r, 8, upper=True),
    "firebase_fcm": lambda r: "AAAA" + alnum(r, 7, _URLSAFE) + ":APA91b" + alnum(r, 134, _URLSAFE),
    "twitch_secret": lambda r: alnum(r, 30, LOWER + DIGITS),
    "vonage": lambda r: alnum(r, 16),
    "xero": lambda r: alnum(r, 48, _URLSAFE),
    "heroku": lambda r: "HRKU-AA" + alnum(r, 58, _URLSAFE),
    "doppler": lambda r: "dp.st.prd." + alnum(r, 40),
    "sentry_user": lambda r: "sntryu_" + hexs(r, 64),
    "linear": lambda r: "lin_api_" + alnum(r, 40),
    "adyen": lambda r: "AQE" + alnum(r, 20) + "+" + alnum(r, 60, _B64) + "=-" + alnum(r, 40, _B64),
    "age": lambda r: "AGE-SECRET-KEY-1" + alnum(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    "teams_hook": lambda r: (
        f"https://{org(r).split('-')[0]}.webhook.office.com/webhookb2/{uuid4(r)}@{uuid4(r)}"
        f"/IncomingWebhook/{hexs(r, 32)}/{uuid4(r)}/V2{alnum(r, 43, _URLSAFE)}"
    ),
}

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


def draw(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    """Draw a credential by kind: per-syntax passwords (``pw``, ``pw_url``, ``pw_xml``,
    ``pw_sq``, ``pw_dq``, ``pw_bare``, ``pw_json``, ``pw_alnum``), ``hex:N``, ``HEX:N``,
    ``b64:NBYTES``, ``b64u:NBYTES``, ``alnum:N``, ``uuid``, ``x:<prefix>:<len>``,
    ``p:<provider>``, ``rsa``, ``rsa8``, ``ec``, ``pgp``, ``human``, or a callable."""
    if callable(kind):
        return kind(rng)
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
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
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return PROVIDERS[rest](rng)
    if head == "rsa":
        return rsa_pem(rng)
    if head == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if head == "ec":
        return ec_pem(rng)
    if head == "pgp":
        return pgp_block(rng)
    if head == "human":
        return human(rng)
    raise ValueError(kind)


# --------------------------------------------------------------------------- registration


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...],
    template: str,
    cred: str | Callable[[random.Random], str],
    syntax: str | None = None,
    extra: Extra | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    def make(rng: random.Random) -> Out:
        slots = common(rng)
        slots["cred"] = draw(rng, cred)
        if extra is not None:
            slots.update(extra(rng, slots))
        needle = str(slots.get("needle", slots["cred"]))
        return Out(fill(pick(rng, paths), **slots), fill(template, **slots), needle, syntax)

    fmt(family, name, decode)(make)


def regd(path: str, template: str, why: str, syntax: str | None = None) -> None:
    def make(rng: random.Random) -> DOut:
        slots = common(rng)
        return DOut(fill(path, **slots), fill(template, **slots), why, syntax)

    decoy(make)


# --------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(s: str) -> str:
    return urllib.parse.unquote(s)


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().rstrip("\n")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def dec_html(s: str) -> str:
    return html.unescape(s)


def enc_go_json(s: str) -> str:
    """Go's encoding/json (HTML-safe) escapes of ``<``, ``>`` and ``&``."""
    return s.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def dec_go_json(s: str) -> str:
    return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), s)


def after(text: str, marker: str, stop: str = "\n") -> str:
    """The text after the first ``marker``, up to ``stop``."""
    rest = text.split(marker, 1)[1]
    return rest.split(stop, 1)[0]


__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "PROVIDERS",
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
    "b64url",
    "common",
    "dec_b64",
    "dec_go_json",
    "dec_html",
    "dec_qp",
    "dec_url",
    "draw",
    "ec_pem",
    "enc_b64",
    "enc_go_json",
    "enc_html",
    "enc_qp",
    "enc_url",
    "epoch",
    "gen_pw",
    "hexs",
    "human",
    "human_with",
    "jwt",
    "pgp_block",
    "pick",
    "pw_with",
    "rbytes",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
]
