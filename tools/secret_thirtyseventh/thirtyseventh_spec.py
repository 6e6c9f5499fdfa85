"""Helpers shared by the thirty-seventh corpus's format and decoy files.

``reg(family, name, paths, template, cred, ...)`` registers a format from a ``fill`` template:
the common slots come from ``common(rng)``, the credential ``<<cred>>`` is drawn by a named kind
(see ``draw``) or by a callable, ``extra(rng, values)`` may add slots (and may set ``needle``),
``decode`` marks the format as encoded (its needle is the decoded value). ``regd(path, template,
why, syntax)`` registers a decoy over the same slots.
"""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import unicodedata
from collections.abc import Callable
from urllib.parse import quote, unquote

from secret_corpus_kit import (
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
    fill,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    pick,
    pkcs8_wrap,
    rbytes,
    rsa_der,
    uuid4,
)
from thirtyseventh_corpus import decoy, fmt, org, person

# --------------------------------------------------------------------------- common slots

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def common(rng: random.Random) -> dict[str, object]:
    f, last = person(rng)
    o = org(rng)
    tld = pick(rng, ("co.ke", "ma", "com.gh", "mg", "in", "lk", "com.np", "kg", "mn", "mx"))
    tld = pick(rng, (tld, "org", "net", "com.gt", "do", "ge", "cz", "com.fj", "co.nz"))
    dom = f"{o}.{tld}"
    year = rng.choice((2024, 2025, 2026))
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    hh, mm = rng.randint(6, 21), rng.randint(0, 59)
    return {
        "org": o,
        "orgc": o.capitalize(),
        "dom": dom,
        "host": f"{pick(rng, ('db', 'srv', 'app', 'nas', 'erp'))}{rng.randint(1, 9):02d}.{dom}",
        "host2": f"{pick(rng, ('mail', 'files', 'api', 'vpn', 'portal'))}.{dom}",
        "ip": ip(rng),
        "pip": ip(rng, private=False),
        "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
        "first": f,
        "firstc": f.capitalize(),
        "last": last,
        "lastc": last.capitalize(),
        "user": pick(rng, (f"{f[0]}{last}", f"{f}.{last}", f"{f}_{last[0]}", last)),
        "svc": f"svc_{pick(rng, ('sync', 'etl', 'report', 'backup', 'web', 'ops', 'label'))}",
        "email": f"{f}.{last}@{dom}",
        "port": rng.randint(2000, 9999),
        "n": rng.randint(2, 99),
        "num": rng.randint(100, 9999),
        "id": rng.randint(10000, 99999),
        "big": rng.randint(10**8, 10**9),
        "year": year,
        "date": f"{year}-{month:02d}-{day:02d}",
        "dmy": f"{day:02d}/{month:02d}/{year}",
        "dmyd": f"{day:02d}.{month:02d}.{year}",
        "mon": MONTHS[month - 1],
        "day": day,
        "time": f"{hh:02d}:{mm:02d}",
        "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
        "ts": f"{year}-{month:02d}-{day:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}Z",
        "epoch": rng.randint(1_735_000_000, 1_790_000_000),
        "uuid": uuid4(rng),
        "uuid2": uuid4(rng),
        "hex8": hexs(rng, 8),
        "hex12": hexs(rng, 12),
        "hex40": hexs(rng, 40),
        "sha256": hexs(rng, 64),
        "phone": f"+{rng.randint(200, 998)} {rng.randint(700, 799)} {rng.randint(100000, 999999)}",
        "db": pick(rng, ("main", "prod", "live", "coop", "ledger", "stock", "crm")),
        "ver": f"{rng.randint(1, 5)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}",
    }


# --------------------------------------------------------------------------- credentials


def _ascii_name(name: str) -> str:
    flat = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return flat.replace(" ", "").replace("-", "")


def human(rng: random.Random, words: tuple[str, ...] = (), local: tuple[str, ...] = ()) -> str:
    """A person-chosen password in one of many habits (at least 9 characters); ``local`` are
    first names of the family's region (used by the name habits)."""
    pool = words or ("simba", "baraka", "jollof", "nairobi", "karibu", "chai")
    pets = ("Simba", "Bobby", "Tiger", "Lucky", "Rex", "Kiki", "Bruno", "Max", "Luna", "Mishka")
    names = ("Wanjiru", "Kofi", "Ama", "Rina", "Aarav", "Dilani", "Pasang", "Aibek", "Bolor",
             "Guadalupe", "Xochitl", "Nino", "Tereza", "Mere", "Ana", "Tane", "Yusuf")  # fmt: skip
    if local:
        names = tuple(_ascii_name(n) for n in local)
    seasons = ("Verano", "Invierno", "Hiver", "Printemps", "Zima", "Leto", "Jesen", "Kuzu",
               "Monsoon", "Summer", "Winter", "Majira")  # fmt: skip
    leet = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
    while True:
        w = pick(rng, pool)
        w2 = pick(rng, pool)
        y = rng.randint(1962, 2026)
        k = rng.randrange(14)
        if k == 0:
            s = f"{w.capitalize()}{y}{pick(rng, '!#*@.')}"
        elif k == 1:
            s = w.translate(leet).capitalize() + str(rng.randint(1, 99))
        elif k == 2:
            s = f"{pick(rng, pets)}{y}"
        elif k == 3:
            dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            s = f"{pick(rng, names)}{dm}{pick(rng, ('#', '!', '', '$'))}"
        elif k == 4:
            s = f"{pick(rng, seasons)}{pick(rng, ('', '@', '_'))}{rng.randint(2019, 2026)}"
        elif k == 5:
            s = f"{w}-{w2}-{pick(rng, pool)}" if w != w2 else f"{w}-{w}-{y}"
        elif k == 6:
            s = pick(rng, ("1qaz@WSX", "Qwerty!", "Asdf1234", "Zxcv!123", "1q2w3e4r", "Pa55w0rd?"))
            s += str(rng.randint(1, 999))
        elif k == 7:
            s = f"{w.upper()}.{w2.lower()}.{y}"
        elif k == 8:
            s = f"{w[::-1]}#{rng.randint(10, 99)}"
        elif k == 9:
            s = f"{pick(rng, names)}&{pick(rng, names)}{rng.randint(1, 99)}"
        elif k == 10:
            s = f"0{rng.randint(700, 799)}{w.capitalize()}"
        elif k == 11:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 9)}{pick(rng, '!?*')}"
        elif k == 12:
            s = f"{w.capitalize()}_{rng.randint(1, 12):02d}{y % 100:02d}"
        else:
            kin = pick(rng, ("Mama", "Baba", "Nana", "Dada", "Tio", "Babu"))
            s = f"{kin}{w.capitalize()}{rng.randint(1, 9)}"
        if len(s) >= 9 and " " not in s:
            return s


def human_with(*words: str, names: tuple[str, ...] = ()) -> Callable[[random.Random], str]:
    return lambda rng: human(rng, words, names)


def pw_with(chars: str, sym: str = SYM_INI, n: int | None = None):
    """A generated password holding at least one of ``chars`` (for formats whose encoding
    must escape it)."""

    def draw_(rng: random.Random) -> str:
        s = list(gen_pw(rng, n, sym))
        for _ in range(rng.randint(1, 2)):
            s[rng.randrange(1, len(s) - 1)] = rng.choice(chars)
        return "".join(s)

    return draw_


def yt_key(rng: random.Random) -> str:
    return "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5))


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (SEC1) with valid DER framing."""
    oid = bytes.fromhex("a00a06082a8648ce3d030107")
    pub = b"\xa1\x44\x03\x42\x00\x04" + rbytes(rng, 64)
    body = b"\x02\x01\x01\x04\x20" + rbytes(rng, 32) + oid + pub
    return pem(b"\x30" + bytes([len(body)]) + body, "EC PRIVATE KEY")


def ed25519_pem(rng: random.Random) -> str:
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
    return pem(der, "PRIVATE KEY")


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "aws_akid": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "github_pat": lambda r: "ghp_" + alnum(r, 36),
    "github_fine": lambda r: "github_pat_11" + alnum(r, 20, UPPER + DIGITS) + "_" + alnum(r, 59),
    "gitlab": lambda r: "glpat-" + alnum(r, 20, ALNUM + "-_"),
    "slack_bot": lambda r: (
        f"xoxb-{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-{alnum(r, 24)}"
    ),
    "stripe_live": lambda r: "sk_live_51" + alnum(r, 97),
    "sendgrid": lambda r: "SG." + alnum(r, 22, ALNUM + "-_") + "." + alnum(r, 43, ALNUM + "-_"),
    "twilio_auth": lambda r: hexs(r, 32),
    "google_api": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "telegram_bot": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA{alnum(r, 33, ALNUM + '-_')}",
    "openai": lambda r: (
        "sk-proj-" + alnum(r, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(r, 74, ALNUM + "-_")
    ),
    "anthropic": lambda r: "sk-ant-api03-" + alnum(r, 93, ALNUM + "-_") + "AA",
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "npm": lambda r: "npm_" + alnum(r, 36),
    "huggingface": lambda r: "hf_" + alnum(r, 34, LOWER + UPPER),
    "digitalocean": lambda r: "dop_v1_" + hexs(r, 64),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "mercadopago": lambda r: (
        f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}"
        f"-{hexs(r, 32)}-{r.randint(10**8, 10**9)}"
    ),
    "conekta": lambda r: "key_" + alnum(r, 27),
    "woo_cs": lambda r: "cs_" + hexs(r, 40),
    "azure_storage": lambda r: b64(r, 64),
    "xero_secret": lambda r: alnum(r, 48, ALNUM + "-_"),
    "eventbrite": lambda r: alnum(r, 20, UPPER + DIGITS),
    "b2_app_key": lambda r: "K005" + alnum(r, 27, ALNUM + "/+"),
    "openweather": lambda r: hexs(r, 32),
    "dhl": lambda r: alnum(r, 32),
    "mtn_momo": lambda r: hexs(r, 32),
    "msg91": lambda r: f"{r.randint(100000, 999999)}{alnum(r, 18)}",
    "atalking": lambda r: "atsk_" + hexs(r, 64),
    "grafana_sa": lambda r: "glsa_" + alnum(r, 32) + "_" + hexs(r, 8),
    "datadog": lambda r: hexs(r, 32),
    "newrelic": lambda r: "NRAK-" + alnum(r, 27, UPPER + DIGITS),
    "linear": lambda r: "lin_api_" + alnum(r, 40),
    "supabase": lambda r: "sbp_" + hexs(r, 40),
    "vault": lambda r: "hvs." + alnum(r, 90, ALNUM + "-_"),
    "doppler": lambda r: "dp.st.prd." + alnum(r, 43),
    "square": lambda r: "EAAA" + alnum(r, 60, ALNUM + "-_"),
    "youtube": yt_key,
    "mapbox": lambda r: "sk.eyJ1Ijoi" + alnum(r, 60) + "." + alnum(r, 22, ALNUM + "-_"),
    "airtable": lambda r: "pat" + alnum(r, 14) + "." + hexs(r, 64),
    "postmark": uuid4,
    "sentry_auth": lambda r: "sntrys_eyJpYXQiOjE3" + alnum(r, 120) + "_" + alnum(r, 43),
    "cloudflare": lambda r: alnum(r, 40, ALNUM + "-_"),
    "discord_bot": lambda r: (
        "MT" + alnum(r, 24) + "." + alnum(r, 6, ALNUM + "-_") + "." + alnum(r, 38, ALNUM + "-_")
    ),
    "atlassian": lambda r: "ATATT3xFfGF0" + alnum(r, 180, ALNUM + "-_") + "=" + hexs(r, 8).upper(),
}  # fmt: skip


def draw(rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
    if callable(kind):
        return kind(rng)
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
    if kind in syms:
        return gen_pw(rng, None, syms[kind])
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
        return pem(rsa_der(rng, 2048), "RSA PRIVATE KEY")
    if head == "pkcs8":
        return pem(pkcs8_wrap(rsa_der(rng, 2048)), "PRIVATE KEY")
    if head == "ec":
        return ec_pem(rng)
    if head == "ed25519":
        return ed25519_pem(rng)
    if head == "jwt":
        return jwt(rng, {"sub": alnum(rng, 12), "iat": rng.randint(1_735_000_000, 1_760_000_000),
                         "scope": rest or "api"})  # fmt: skip
    raise ValueError(kind)


# --------------------------------------------------------------------------- registration


def reg(
    family: str,
    name: str,
    paths: tuple[str, ...] | list[str],
    template: str,
    cred: str | Callable[[random.Random], str] = "pw",
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], dict] | None = None,
    decode: Callable[[str], str] | None = None,
    people: tuple[str, ...] = (),
) -> None:
    @fmt(family, name, decode=decode)
    def _format(rng: random.Random) -> Out:
        v = common(rng)
        if people:
            a, b, c = rng.sample(people, 3)
            v.update(p1=a, p2=b, p3=c)
        v["cred"] = draw(rng, cred)
        if extra is not None:
            v.update(extra(rng, v))
        path = fill(pick(rng, tuple(paths)), **v)
        return Out(path, fill(template, **v), str(v.get("needle", v["cred"])), syntax)


def regd(path: str, template: str, why: str, syntax: str | None = None, people=()) -> None:
    @decoy
    def _decoy(rng: random.Random) -> DOut:
        v = common(rng)
        if people:
            a, b, c = rng.sample(people, 3)
            v.update(p1=a, p2=b, p3=c)
        return DOut(fill(path, **v), fill(template, **v), why, syntax)


# --------------------------------------------------------------------------- encoders / decoders


def after(label: str, pattern: str = r"(\S+)") -> Callable[[str], str]:
    """A decoder helper: the first group of ``pattern`` right after ``label``."""
    rx = re.compile(re.escape(label) + pattern)

    def get(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError(f"label {label!r} not found")
        return m.group(1)

    return get


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def enc_url(s: str) -> str:
    return quote(s, safe="")


def dec_url(s: str) -> str:
    return unquote(s)


def enc_html(s: str) -> str:
    rep = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "@": "&#64;",
           "#": "&#35;", "$": "&#36;", "%": "&#37;"}  # fmt: skip
    return "".join(rep.get(c, c) for c in s)


def dec_html(s: str) -> str:
    import html

    return html.unescape(s)


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode().rstrip("\n")


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_json_u(s: str) -> str:
    return "".join(f"\\u{ord(c):04x}" for c in s)


def dec_json_u(s: str) -> str:
    return json.loads(f'"{s}"')


def enc_hex(s: str) -> str:
    return s.encode().hex()


def dec_hex(s: str) -> str:
    return bytes.fromhex(s).decode()


def enc_charcodes(s: str) -> str:
    return ", ".join(str(ord(c)) for c in s)


def dec_charcodes(s: str) -> str:
    return "".join(chr(int(x)) for x in s.split(","))


def enc_concat(rng: random.Random, s: str, quote_char: str = '"') -> str:
    """``"ab" + "cd" + ...`` in pieces of 2-4 characters."""
    parts, i = [], 0
    while i < len(s):
        k = rng.randint(2, 4)
        parts.append(s[i : i + k])
        i += k
    return " + ".join(f"{quote_char}{p}{quote_char}" for p in parts)


def dec_concat(s: str) -> str:
    return "".join(re.findall(r'"([^"]*)"', s))


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
    "b64url",
    "common",
    "dec_b64",
    "dec_charcodes",
    "dec_concat",
    "dec_hex",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "draw",
    "ec_pem",
    "ed25519_pem",
    "enc_b64",
    "enc_charcodes",
    "enc_concat",
    "enc_hex",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_with",
    "pick",
    "pw_with",
    "rbytes",
    "reg",
    "regd",
    "uuid4",
]
