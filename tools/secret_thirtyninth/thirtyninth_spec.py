"""Helpers shared by the thirty-ninth corpus's format and decoy files.

``Fam`` holds a family's own words (top-level domains, organisation slugs, people, password
words, pet names, seasons, places). ``reg(fam, name, paths, template, cred, ...)`` registers a
format from a ``fill`` template over the slots of ``common(rng, fam)``; the credential slot is
``<<cred>>`` and is drawn by a named kind (see ``draw``) or a callable. ``regd`` registers a
decoy the same way.
"""

from __future__ import annotations

import base64
import html
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field

from thirtyninth_corpus import (
    ALNUM,
    DIGITS,
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
    pkcs8_wrap,
    rbytes,
    rsa_der,
    rsa_pem,
    uuid4,
    words_pw,
)

URLSAFE = ALNUM + "-_"
B64CH = ALNUM + "+/"


@dataclass(frozen=True)
class Fam:
    name: str
    tlds: tuple[str, ...]
    orgs: tuple[str, ...]
    first: tuple[str, ...]
    last: tuple[str, ...]
    words: tuple[str, ...]  # domain words people put into passwords
    pets: tuple[str, ...] = ("bimbo", "luna", "max", "toby", "nala")
    seasons: tuple[str, ...] = ("Winter", "Summer", "Spring", "Autumn")
    places: tuple[str, ...] = ("harbour",)
    extra: dict = field(default_factory=dict)


# --------------------------------------------------------------------------- names / slots


HOSTS = ("db", "srv", "nas", "app", "pos", "erp")


def common(rng: random.Random, fam: Fam) -> dict[str, object]:
    f, la = pick(rng, fam.first), pick(rng, fam.last)
    f2, l2 = pick(rng, fam.first), pick(rng, fam.last)
    org = pick(rng, fam.orgs)
    tld = pick(rng, fam.tlds)
    dom = f"{org}.{tld}"
    y = rng.randint(2023, 2026)
    mo, d = rng.randint(1, 12), rng.randint(1, 28)
    hh, mm = rng.randint(6, 22), rng.randint(0, 59)
    return {
        "org": org,
        "org_t": org.replace("-", " ").title(),
        "tld": tld,
        "dom": dom,
        "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}.{dom}",
        "ip": ip(rng),
        "pub_ip": ip(rng, private=False),
        "first": f,
        "last": la,
        "first_t": f.capitalize(),
        "last_t": la.capitalize(),
        "first2_t": f2.capitalize(),
        "last2_t": l2.capitalize(),
        "user": pick(rng, (f"{f[0]}{la}", f"{f}.{la}", f"{f}{la[0]}", la, f)),
        "email": f"{f}.{la}@{dom}",
        "email2": f"{f2}.{l2}@{dom}",
        "year": y,
        "date": f"{y}-{mo:02d}-{d:02d}",
        "date_eu": f"{d:02d}.{mo:02d}.{y}",
        "date_sl": f"{d:02d}/{mo:02d}/{y}",
        "time": f"{hh:02d}:{mm:02d}",
        "ts": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
        "n": rng.randint(2, 98),
        "n3": rng.randint(100, 999),
        "n4": rng.randint(1000, 9999),
        "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 6379, 27017, 21, 22)),
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "place": pick(rng, fam.places),
        "word": pick(rng, fam.words),
        "pet": pick(rng, fam.pets),
    }


# --------------------------------------------------------------------------- credentials


def provider(rng: random.Random, name: str) -> str:
    p = name
    if p == "aws_akid":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "aws_secret":
        return alnum(rng, 40, B64CH)
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "github_fine":
        return "github_pat_11" + alnum(rng, 20, UPPER + DIGITS) + "_" + alnum(rng, 59)
    if p == "gitlab":
        return "glpat-" + alnum(rng, 20, URLSAFE)
    if p == "slack_bot":
        return f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**12, 10**13)}-{alnum(rng, 24)}"
    if p == "slack_webhook":
        return (
            f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}/"
            f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        )
    if p == "stripe":
        return "sk_live_51" + alnum(rng, pick(rng, (22, 96)))
    if p == "stripe_rk":
        return "rk_live_51" + alnum(rng, 96)
    if p == "twilio_token":
        return hexs(rng, 32)
    if p == "twilio_sk":
        return "SK" + hexs(rng, 32)
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, URLSAFE)}.{alnum(rng, 43, URLSAFE)}"
    if p == "google_api":
        return "AIza" + alnum(rng, 35, URLSAFE)
    if p == "openai":
        return f"sk-proj-{alnum(rng, 74, URLSAFE)}T3BlbkFJ{alnum(rng, 74, URLSAFE)}"
    if p == "anthropic":
        return f"sk-ant-api03-{alnum(rng, 93, URLSAFE)}AA"
    if p == "mailgun":
        return "key-" + hexs(rng, 32)
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, URLSAFE)}"
    if p == "discord_bot":
        uid = str(rng.randint(10**17, 10**18))
        head = base64.b64encode(uid.encode()).decode().rstrip("=")
        return f"{head}.{alnum(rng, 6, URLSAFE)}.{alnum(rng, 38, URLSAFE)}"
    if p == "discord_webhook":
        return (
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/"
            f"{alnum(rng, 68, URLSAFE)}"
        )
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "npm":
        return "npm_" + alnum(rng, 36)
    if p == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 120, URLSAFE)
    if p == "do":
        return "dop_v1_" + hexs(rng, 64)
    if p == "hf":
        return "hf_" + alnum(rng, 34, ALNUM[:52])
    if p == "azure_storage":
        return b64(rng, 64)
    if p == "azure_ad":
        return alnum(rng, 3) + "8Q~" + alnum(rng, 34, ALNUM + "_.~-")
    if p == "square":
        return "EAAA" + alnum(rng, 60, URLSAFE)
    if p == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9)}"
        )
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "flutterwave":
        return f"FLWSECK-{hexs(rng, 32)}-X"
    if p == "chapa":
        return "CHASECK-" + alnum(rng, 32)
    if p == "kakao":
        return hexs(rng, 32)
    if p == "line_token":
        return b64(rng, 129)
    if p == "wechat_secret":
        return hexs(rng, 32)
    if p == "toss":
        return "live_sk_" + alnum(rng, 24)
    if p == "datadog":
        return hexs(rng, 32)
    if p == "newrelic":
        return "NRAK-" + alnum(rng, 27, UPPER + DIGITS)
    if p == "brevo":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if p == "cloudflare":
        return alnum(rng, 40, URLSAFE)
    if p == "supabase":
        return "sbp_" + hexs(rng, 40)
    if p == "airtable":
        return f"pat{alnum(rng, 14)}.{hexs(rng, 64)}"
    if p == "figma":
        return "figd_" + alnum(rng, 40, URLSAFE)
    if p == "docker":
        return "dckr_pat_" + alnum(rng, 27, URLSAFE)
    if p == "grafana":
        return f"glsa_{alnum(rng, 32)}_{hexs(rng, 8)}"
    if p == "tailscale":
        return f"tskey-auth-{alnum(rng, 11)}CNTRL-{alnum(rng, 33)}"
    if p == "atlassian":
        return f"ATATT3xFfGF0{alnum(rng, 180, URLSAFE)}={hexs(rng, 8, upper=True)}"
    if p == "bitbucket":
        return "ATBB" + alnum(rng, 32)
    if p == "fcm":
        return f"AAAA{alnum(rng, 7, URLSAFE)}:APA91b{alnum(rng, 134, URLSAFE)}"
    if p == "meta":
        return "EAAG" + alnum(rng, 180)
    if p == "mapbox_sk":
        body = base64.b64encode(
            f'{{"u":"{alnum(rng, 8).lower()}","a":"{alnum(rng, 25)}"}}'.encode()
        ).decode()
        return f"sk.{body.rstrip('=')}.{alnum(rng, 22, URLSAFE)}"
    if p == "yandex":
        return "y0_AgAAAA" + alnum(rng, 50, URLSAFE)
    if p == "openweather":
        return hexs(rng, 32)
    if p == "linear":
        return "lin_api_" + alnum(rng, 40)
    if p == "postman":
        return f"PMAK-{hexs(rng, 24)}-{hexs(rng, 34)}"
    if p == "doppler":
        return "dp.st.prd." + alnum(rng, 43)
    if p == "asaas":
        return "$aact_" + b64(rng, 96)
    if p == "alibaba_id":
        return "LTAI5t" + alnum(rng, 18)
    if p == "alibaba_secret":
        return alnum(rng, 30)
    if p == "tencent_id":
        return "AKID" + alnum(rng, 32)
    if p == "tencent_key":
        return alnum(rng, 32)
    if p == "dingtalk":
        return hexs(rng, 64)
    if p == "chatwork":
        return hexs(rng, 32)
    if p == "zoho_refresh":
        return f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}"
    if p == "mpesa":
        return alnum(rng, 64)
    if p == "twitch":
        return "live_" + str(rng.randint(10**8, 10**9)) + "_" + alnum(rng, 30)
    if p == "dropbox":
        return "sl.B" + alnum(rng, 134, URLSAFE)
    if p == "fb_stream":
        return f"FB-{rng.randint(10**15, 10**16)}-0-{alnum(rng, 40, URLSAFE)}"
    if p == "thingspeak":
        return alnum(rng, 16, UPPER + DIGITS)
    if p == "blynk":
        return alnum(rng, 32, URLSAFE)
    if p == "odoo":
        return hexs(rng, 40)
    if p == "gcp_sa_key":
        return pem(pkcs8_wrap(rsa_der(rng)), "PRIVATE KEY")
    raise KeyError(p)


def ec_pem(rng: random.Random) -> str:
    """A SEC1 EC private key on prime256v1 with valid DER framing."""

    def der(tag: int, body: bytes) -> bytes:
        assert len(body) < 0x80
        return bytes([tag, len(body)]) + body

    oid = der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = (
        der(0x02, b"\x01")
        + der(0x04, rbytes(rng, 32))
        + der(0xA0, oid)
        + der(0xA1, der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(der(0x30, body), "EC PRIVATE KEY")


def pgp_block(rng: random.Random) -> str:
    body = base64.b64encode(b"\x95\x07\x18\x04" + rbytes(rng, 900)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    crc = base64.b64encode(rbytes(rng, 3)).decode()
    return (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(lines)
        + f"\n={crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    )


def ppk_private(rng: random.Random) -> str:
    body = base64.b64encode(rbytes(rng, 660)).decode()
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


def human(rng: random.Random, fam: Fam, org: str = "") -> str:
    """A password a person made up, in one of many habits."""
    while True:
        w = pick(rng, fam.words)
        y = pick(rng, (rng.randint(1962, 2006), rng.randint(2019, 2026)))
        h = rng.randrange(16)
        if h == 0:
            s = f"{w.capitalize()}{y}"
        elif h == 1:
            s = f"{pick(rng, fam.seasons)}{y}{pick(rng, ('!', '', '#', '*'))}"
        elif h == 2:
            pet = pick(rng, fam.pets).capitalize()
            s = f"{pet}{rng.randint(2008, 2024)}{pick(rng, ('', '!', '.'))}"
        elif h == 3:
            name = pick(rng, fam.first).capitalize()
            s = f"{name}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        elif h == 4:
            t = w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"}))
            s = t.capitalize() + pick(rng, ("!", "!!", "#1", "_" + str(rng.randint(1, 99))))
        elif h == 5:
            s = pick(rng, ("Qwerty", "Asdf", "Qaz", "Zxcv", "1q2w3e")) + w + str(rng.randint(1, 99))
        elif h == 6:
            s = f"{w.capitalize()}{w.capitalize()}{rng.randint(1, 99)}"
        elif h == 7:
            s = f"{pick(rng, ('ilove', 'mylittle', 'viva', 'go'))}{w}{y}"
        elif h == 8:
            s = f"{pick(rng, fam.places).capitalize()}{rng.randint(1000, 99999)}"
        elif h == 9:
            s = f"{w}!@#{rng.randint(1, 9999)}"
        elif h == 10:
            s = words_pw(rng)
        elif h == 11:
            s = f"{(org or w).replace('-', '').capitalize()}{y}"
        elif h == 12:
            s = f"{pick(rng, fam.first).capitalize()}123{pick(rng, ('!', '?', '$', '#'))}{w[:3]}"
        elif h == 13:
            s = f"{y}{w.capitalize()}{pick(rng, ('#', '&', '+'))}"
        elif h == 14:
            s = f"{w.upper()}_{pick(rng, fam.pets)}{rng.randint(1, 9)}"
        else:
            a, b = rng.sample(fam.words, 2)
            s = f"{a}{pick(rng, (' ', '-', '.'))}{b}{pick(rng, (' ', ''))}{rng.randint(1, 99)}"
        s = s.strip()
        if 9 <= len(s) <= 40 and not any(
            x in s.lower()
            for x in ("password", "secret", "test", "token", "sample", "fake", "dummy", "xxxx")
        ):
            return s


def human_plain(rng: random.Random, fam: Fam, org: str, avoid: str) -> str:
    """A ``human`` password holding none of ``avoid`` (for XML, CSV cells, bare words)."""
    while True:
        s = human(rng, fam, org)
        if not any(c in s for c in avoid):
            return s


def pw_with(rng: random.Random, chars: str, n: int | None = None) -> str:
    """A generated password that holds at least one of ``chars``."""
    s = list(gen_pw(rng, n, sym=""))
    for _ in range(rng.randint(1, 2)):
        s[rng.randrange(1, len(s))] = rng.choice(chars)
    return "".join(s)


def draw(rng: random.Random, kind: str | Callable, fam: Fam, v: dict) -> str:
    if callable(kind):
        return kind(rng)
    if kind.startswith("x:"):
        _, prefix, n = kind.split(":")
        return prefix + alnum(rng, int(n))
    if kind.startswith("p:"):
        return provider(rng, kind[2:])
    table: dict[str, Callable[[], str]] = {
        "pw": lambda: gen_pw(rng, sym=SYM_INI),
        "pw_url": lambda: gen_pw(rng, sym=SYM_URL),
        "pw_xml": lambda: gen_pw(rng, sym=SYM_XML),
        "pw_sq": lambda: gen_pw(rng, sym=SYM_SQ),
        "pw_dq": lambda: gen_pw(rng, sym=SYM_DQ),
        "pw_bare": lambda: gen_pw(rng, sym=SYM_BARE),
        "pw_json": lambda: gen_pw(rng, sym=SYM_JSON),
        "pw_alnum": lambda: gen_pw(rng, sym=""),
        "human": lambda: human(rng, fam, str(v["org"])),
        "human_xml": lambda: human_plain(rng, fam, str(v["org"]), "&<>\"' "),
        "human_bare": lambda: human_plain(rng, fam, str(v["org"]), " '\"$!&*#;|<>`\\()"),
        "hex32": lambda: hexs(rng, 32),
        "hex40": lambda: hexs(rng, 40),
        "hex64": lambda: hexs(rng, 64),
        "hex32u": lambda: hexs(rng, 32, upper=True),
        "b64_24": lambda: b64(rng, 24),
        "b64_32": lambda: b64(rng, 32),
        "b64_48": lambda: b64(rng, 48),
        "b64_64": lambda: b64(rng, 64),
        "b64url_32": lambda: b64(rng, 32, urlsafe=True, pad=False),
        "alnum20": lambda: alnum(rng, 20),
        "alnum32": lambda: alnum(rng, 32),
        "alnum40": lambda: alnum(rng, 40),
        "uuid": lambda: uuid4(rng),
        "rsa": lambda: rsa_pem(rng),
        "rsa8": lambda: rsa_pem(rng, pkcs8=True),
        "ec": lambda: ec_pem(rng),
        "pgp": lambda: pgp_block(rng),
        "ppk": lambda: ppk_private(rng),
        "jwt": lambda: jwt(
            rng,
            {
                "sub": str(v["user"]),
                "iss": str(v["dom"]),
                "iat": 1_740_000_000 + rng.randint(0, 9_000_000),
                "role": pick(rng, ("admin", "service", "manager")),
            },
        ),
    }
    return table[kind]()


# --------------------------------------------------------------------------- registration

Extra = Callable[[random.Random, dict], None]


def reg(
    fam: Fam,
    name: str,
    paths: tuple[str, ...],
    template: str,
    cred: str | Callable = "pw",
    syntax: str | None = None,
    extra: Extra | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    """Register a format: ``template`` filled over ``common`` slots plus ``<<cred>>``.
    ``extra(rng, v)`` may add slots and may set ``v["needle"]`` (default: the credential)."""

    def build(rng: random.Random) -> Out:
        v = common(rng, fam)
        v["cred"] = draw(rng, cred, fam, v)
        if extra is not None:
            extra(rng, v)
        path = fill(pick(rng, paths), **v)
        text = fill(template, **v)
        return Out(path, text, str(v.get("needle", v["cred"])), syntax)

    fmt(fam.name, name, decode)(build)


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    def build(rng: random.Random) -> DOut:
        v = common(rng, fam)
        if extra is not None:
            extra(rng, v)
        return DOut(fill(path, **v), fill(template, **v), why, syntax)

    decoy(build)


# --------------------------------------------------------------------------- encoders / decoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(s: str) -> str:
    return urllib.parse.unquote(s)


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def dec_html(s: str) -> str:
    return html.unescape(s)


def after(text: str, pattern: str, group: int = 1) -> str:
    """The first match of ``pattern`` in ``text`` (its ``group``)."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(group)


__all__ = [
    "ALNUM",
    "DIGITS",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "after",
    "alnum",
    "b64",
    "common",
    "dec_b64",
    "dec_html",
    "dec_url",
    "ec_pem",
    "enc_b64",
    "enc_html",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_plain",
    "pgp_block",
    "pick",
    "ppk_private",
    "provider",
    "pw_with",
    "reg",
    "regd",
    "rsa_pem",
    "uuid4",
]
