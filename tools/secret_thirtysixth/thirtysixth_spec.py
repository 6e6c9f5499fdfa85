"""Helpers shared by the thirty-sixth corpus's format and decoy files.

``reg(family, name, paths, template, cred, ...)`` registers a format: it fills a ``<<slot>>``
template over the common slots of ``common(rng)`` plus ``<<cred>>``, drawn by a named kind (see
``draw``) or a callable, and any slots an ``extra(rng, slots)`` function adds. ``regd`` registers
a decoy the same way. Encoders and decoders for the encoded formats sit here too.
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

from thirtysixth_corpus import (
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
    decoy,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    person,
    pick,
    rbytes,
    rsa_pem,
    user,
    uuid4,
)

# --------------------------------------------------------------------------- slots

MONTHS = ("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12")


TLD_OF = {
    "ffw-oberammertal": ("de", "bayern"),
    "brandwache-lindenau": ("de",),
    "surau-bukit-indah": ("my", "org.my"),
    "masjid-taman-seri": ("my", "or.id"),
    "kilimhane-sirkeci": ("com.tr", "com"),
    "berimbau-dourado": ("com.br", "org.br"),
    "roda-de-itapua": ("com.br",),
    "milonga-la-candela": ("com.ar",),
    "tango-almagro": ("com.ar", "ar"),
    "shaukeiwan-dragons": ("hk", "org.hk"),
    "raktkosh-pune": ("in", "org.in"),
    "traghetto-sanbarnaba": ("it", "ve.it"),
    "etude-aubry-verrier": ("notaires.fr", "fr"),
    "kazino-daugava": ("lv",),
    "takraw-chiangrai": ("co.th", "or.th"),
    "kumagaya-shogikai": ("jp", "or.jp"),
    "volstruis-karoo": ("co.za",),
    "solana-pag": ("hr",),
    "ekeby-travbana": ("se",),
    "optyk-wisniewski": ("pl", "com.pl"),
}
DOW = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def common(rng: random.Random, orgs: tuple[str, ...]) -> dict[str, object]:
    f, last = person(rng)
    o = pick(rng, orgs)
    tld = pick(rng, TLD_OF.get(o, ("org", "net")))
    dom = f"{o}.{tld}"
    y = rng.randint(2023, 2026)
    mo = pick(rng, MONTHS)
    d = rng.randint(1, 28)
    hh, mm, ss = rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59)
    return {
        "org": o,
        "dom": dom,
        "host": f"{pick(rng, ('srv', 'nas', 'db', 'web', 'box', 'pi'))}{rng.randint(1, 9)}.{dom}",
        "ip": ip(rng),
        "pub_ip": ip(rng, private=False),
        "user": user(rng),
        "svc": user(rng, "svc"),
        "first": f,
        "last": last,
        "ufirst": f.capitalize(),
        "ulast": last.capitalize(),
        "email": f"{f}.{last}@{dom}",
        "email2": f"{pick(rng, ('info', 'office', 'kontakt', 'admin', 'kassa'))}@{dom}",
        "year": y,
        "date": f"{y}-{mo}-{d:02d}",
        "date_eu": f"{d:02d}.{mo}.{y}",
        "date_sl": f"{d:02d}/{mo}/{y}",
        "time": f"{hh:02d}:{mm:02d}",
        "time_s": f"{hh:02d}:{mm:02d}:{ss:02d}",
        "maildate": f"{pick(rng, DOW)}, {d} {MON[int(mo) - 1]} {y} {hh:02d}:{mm:02d}:{ss:02d}",
        "n": rng.randint(2, 98),
        "n3": rng.randint(100, 999),
        "port": pick(rng, (8080, 8443, 5000, 3000, 8000, 9000)),
        "uuid": uuid4(rng),
        "hex8": hexs(rng, 8),
        "phone": (
            f"+{rng.randint(30, 99)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)} {rng.randint(100, 999)}"
        ),
        "msgid": f"{hexs(rng, 12)}.{rng.randint(1000, 9999)}",
    }


# --------------------------------------------------------------------------- human passwords

SEASONS = (
    "Sommer", "Winter", "Fruehling", "Verano", "Invierno", "Primavera", "Inverno", "Estate",
    "Printemps", "Hiver", "Vasara", "Ziema", "Lato", "Zima", "Kesa", "Sommar", "Vinter",
    "Ljeto", "Monsoon", "Somer",
)  # fmt: skip
PETS = (
    "Bello", "Luna", "Kira", "Rocky", "Mimi", "Simba", "Tobi", "Nala", "Max", "Pipoca",
    "Chispa", "Kuro", "Momo", "Baloo", "Ciccio", "Reksio", "Bobik", "Oscar", "Tigris", "Sheru",
)  # fmt: skip
KEYB = ("Qwertz", "Qwerty", "Azerty", "1qaz2wsx", "Asdf", "Zxcv", "Qazwsx", "1q2w3e")
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def human(rng: random.Random, words: tuple[str, ...], firsts: tuple[str, ...] = ()) -> str:
    """A person-chosen password in one of ten habits, from a domain's ``words``."""
    firsts = firsts or ("Marta", "Jonas", "Aisha", "Rahul", "Giulia", "Piotr", "Yuki", "Ana")
    while True:
        w = pick(rng, words)
        wc = w.capitalize()
        y = rng.randint(1975, 2026)
        sym = rng.choice("!#.*@$?")
        h = rng.randrange(10)
        if h == 0:
            s = f"{wc}{y}{sym}"
        elif h == 1:
            s = f"{pick(rng, SEASONS)}{rng.randint(2019, 2026)}{rng.choice(['', '!', '#', '?'])}"
        elif h == 2:
            s = f"{pick(rng, PETS)}{rng.choice(['', '_', '.', '!'])}{y}"
        elif h == 3:
            lt = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in w.lower())
            s = f"{lt[0].upper()}{lt[1:]}{rng.randint(1, 99):02d}{sym}"
        elif h == 4:
            s = f"{pick(rng, firsts)}{rng.randint(1, 28):02d}{pick(rng, MONTHS)}{y % 100:02d}"
        elif h == 5:
            w2 = pick(rng, words)
            s = f"{w.lower()}{rng.choice('._')}{w2.lower()}{rng.randint(1, 999)}"
        elif h == 6:
            cut = max(2, len(w) // 2)
            s = f"{w[:cut].upper()}{w[cut:].lower()}{sym}{rng.randint(1, 99)}"
        elif h == 7:
            s = f"{pick(rng, KEYB)}{rng.choice(['', '!', '#'])}{wc}"
        elif h == 8:
            letters = "".join(rng.choice(LOWER + UPPER) for _ in range(rng.randint(5, 7)))
            s = f"{letters}{rng.randint(1, 9)}{sym}{rng.randint(10, 99)}"
        else:
            s = f"{wc}{pick(rng, ('112', '110', '999', '007', '123', '321', '777'))}{sym}"
        low = s.lower()
        if len(s) >= 9 and not any(p in low for p in ("password", "test", "token", "secret")):
            return s


def human_with(*words: str, firsts: tuple[str, ...] = ()) -> Callable[[random.Random], str]:
    return lambda rng: human(rng, words, firsts)


def pw_with(chars: str, sym: str = SYM_INI) -> Callable[[random.Random], str]:
    """A generated password that holds at least one of ``chars``."""

    def draw_(rng: random.Random) -> str:
        s = list(gen_pw(rng, sym=sym))
        s[rng.randrange(2, len(s) - 1)] = rng.choice(chars)
        return "".join(s)

    return draw_


# --------------------------------------------------------------------------- providers

B62 = ALNUM
URLSAFE = ALNUM + "-_"


def provider(rng: random.Random, name: str) -> str:
    p = name
    if p == "aws_secret":
        return alnum(rng, 40, ALNUM + "/+")
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "telegram":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, URLSAFE)}"
    if p == "stripe":
        return "sk_live_51" + alnum(rng, 96)
    if p == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 9 * 10**15)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 9 * 10**8)}"
        )
    if p == "vimeo":
        return hexs(rng, 32)
    if p == "spotify":
        return hexs(rng, 32)
    if p == "zoom":
        return alnum(rng, 32)
    if p == "mailjet":
        return hexs(rng, 32)
    if p == "twilio":
        return hexs(rng, 32)
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 60)
    if p == "billplz":
        return uuid4(rng)
    if p == "toyyibpay":
        s = alnum(rng, 32, LOWER + DIGITS)
        return f"{s[:8]}-{s[8:12]}-{s[12:16]}-{s[16:20]}-{s[20:32]}"
    if p == "youtube":
        return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))
    if p == "paytr":
        return alnum(rng, 16)
    if p == "etsy":
        return alnum(rng, 24, LOWER + DIGITS)
    if p == "trendyol":
        return alnum(rng, 20)
    if p == "msg91":
        return f"{rng.randint(100000, 999999)}{alnum(rng, 18)}"
    if p == "line_notify":
        return alnum(rng, 43)
    if p == "line_channel":
        return b64(rng, 129)[:-1] + "="
    if p == "omise":
        return "skey_5" + alnum(rng, 18, LOWER + DIGITS)
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "blynk":
        return alnum(rng, 32, ALNUM + "-_")
    if p == "woo":
        return "cs_" + hexs(rng, 40)
    if p == "openweather":
        return hexs(rng, 32)
    if p == "gmaps":
        return "AIza" + alnum(rng, 35, URLSAFE)
    if p == "openai":
        return "sk-proj-" + alnum(rng, 74, URLSAFE) + "T3BlbkFJ" + alnum(rng, 74, URLSAFE)
    if p == "p24":
        return hexs(rng, 32)
    if p == "slack_bot":
        team = rng.randint(10**11, 9 * 10**11)
        return f"xoxb-{team}-{rng.randint(10**12, 9 * 10**12)}-{alnum(rng, 24)}"
    if p == "slack_hook":
        return (
            f"https://hooks.slack.com/services/T{alnum(rng, 8, UPPER + DIGITS)}/"
            f"B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        )
    if p == "yousign":
        return alnum(rng, 32)
    if p == "sendinblue":
        return f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}"
    if p == "github":
        return "ghp_" + alnum(rng, 36)
    if p == "azure_storage":
        return b64(rng, 64)
    if p == "teams_hook":
        return (
            f"https://{pick(rng, ('outlook', 'org'))}.webhook.office.com/webhookb2/"
            f"{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/{hexs(rng, 32)}/{uuid4(rng)}"
        )
    if p == "mollie":
        return "live_" + alnum(rng, 30)
    if p == "datadog":
        return hexs(rng, 32)
    if p == "cloudflare":
        return alnum(rng, 40, URLSAFE)
    if p == "dropbox":
        return "sl.B" + alnum(rng, 135, URLSAFE)
    if p == "hubspot":
        return f"pat-eu1-{uuid4(rng)}"
    if p == "postmark":
        return uuid4(rng)
    if p == "sentry_auth":
        return "sntryu_" + hexs(rng, 64)
    if p == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, URLSAFE) + "AA"
    if p == "meta":
        return "EAAG" + alnum(rng, 180)
    if p == "atlassian":
        return "ATATT3xFfGF0" + alnum(rng, 180, URLSAFE) + "=" + hexs(rng, 8).upper()
    if p == "huggingface":
        return "hf_" + alnum(rng, 34)
    raise KeyError(p)


# --------------------------------------------------------------------------- keys

# An EC P-256 private key (RFC 5915) with valid DER framing.
_OID_P256 = bytes.fromhex("06082a8648ce3d030107")


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    priv = _der(0x04, rbytes(rng, 32))
    pub = _der(0x03, b"\x00\x04" + rbytes(rng, 64))
    der = _der(0x30, b"\x02\x01\x01" + priv + _der(0xA0, _OID_P256) + _der(0xA1, pub))
    return pem(der, "EC PRIVATE KEY")


# --------------------------------------------------------------------------- draw


def draw(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
    if kind == "pw":
        return gen_pw(rng, sym=SYM_INI)
    sym = {
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in sym:
        return gen_pw(rng, sym=sym[kind])
    head, _, arg = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(arg))
    if head == "HEX":
        return hexs(rng, int(arg), upper=True)
    if head == "b64":
        return b64(rng, int(arg))
    if head == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if head == "alnum":
        return alnum(rng, int(arg))
    if head == "lalnum":
        return alnum(rng, int(arg), LOWER + DIGITS)
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return provider(rng, arg)
    if head == "rsa":
        return rsa_pem(rng, 2048, pkcs8=arg == "pkcs8")
    if head == "ec":
        return ec_pem(rng)
    if head == "jwt":
        return jwt(
            rng,
            {
                "sub": str(rng.randint(1000, 99999)),
                "role": pick(rng, ("admin", "staff", "service", "kiosk")),
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
            },
        )
    raise KeyError(kind)


# --------------------------------------------------------------------------- registration

Extra = Callable[[random.Random, dict], dict]


def reg(
    family: str,
    orgs: tuple[str, ...],
    name: str,
    paths: tuple[str, ...],
    template: str,
    cred: str | Callable[[random.Random], str],
    syntax: str | None = None,
    extra: Extra | None = None,
    decode: Callable[[str], str] | None = None,
) -> None:
    """Register a format: ``template`` over ``common`` slots, ``<<cred>>`` and ``extra``; the
    needle is ``<<cred>>`` unless ``extra`` sets ``needle``."""

    @fmt(family, name, decode)
    def _format(rng: random.Random) -> Out:
        s = common(rng, orgs)
        s["cred"] = draw(rng, cred)
        if extra is not None:
            s.update(extra(rng, s))
        path = fill(pick(rng, paths), **s)
        text = fill(template, **s)
        if re.search(r"<<[A-Za-z0-9_]+>>", text + path):
            raise KeyError(f"{name}: slot left in template")
        return Out(path, text, str(s.get("needle", s["cred"])), syntax)


def regd(
    orgs: tuple[str, ...],
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = common(rng, orgs)
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)


# --------------------------------------------------------------------------- encoders / decoders


def after(marker: str, stop: str = "\n") -> Callable[[str], str]:
    """A decoder helper: the text after ``marker`` up to ``stop``."""

    def get(text: str) -> str:
        i = text.index(marker) + len(marker)
        j = text.index(stop, i)
        return text[i:j]

    return get


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(s: str) -> str:
    return urllib.parse.unquote(s)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_html_all(s: str) -> str:
    """Every character as a numeric entity (as some mail and CMS editors save it)."""
    return "".join(f"&#{ord(c)};" if c.isalnum() and ord(c) % 3 else html.escape(c) for c in s)


def dec_html(s: str) -> str:
    return html.unescape(s)


def enc_json_u(s: str) -> str:
    return json.dumps(s)[1:-1]


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


def enc_hex_bytes(s: str) -> str:
    return ", ".join(f"0x{b:02x}" for b in s.encode())


def dec_hex_bytes(s: str) -> str:
    return bytes(int(x, 16) for x in re.findall(r"0x([0-9a-fA-F]{2})", s)).decode()


def rbytes_b64(rng: random.Random, n: int) -> str:
    return base64.b64encode(rbytes(rng, n)).decode()


def b64url_of(raw: bytes) -> str:
    return b64url(raw)


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
    "b64url_of",
    "common",
    "dec_b64",
    "dec_hex_bytes",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "draw",
    "ec_pem",
    "enc_b64",
    "enc_hex_bytes",
    "enc_html_all",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_with",
    "pick",
    "provider",
    "pw_with",
    "rbytes_b64",
    "reg",
    "regd",
    "uuid4",
]
