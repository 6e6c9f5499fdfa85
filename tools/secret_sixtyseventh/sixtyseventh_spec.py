"""Helpers shared by the sixty-seventh corpus's format and decoy files: a family's own names,
words and phone prefix (``Fam``), the credential drawers (per-syntax generated passwords,
human-chosen passwords in many habits, keys, provider shapes, PEM keys), encoders / decoders
and the registration of formats (``Fam.reg``) and decoys (``regd``)."""

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

from sixtyseventh_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    pick,
    rsa_pem,
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "basic_b64",
    "dec_b64_after",
    "dec_basic",
    "draw",
    "ec_pem",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "human",
    "jwt",
    "prov",
    "regd",
]

Slots = dict[str, object]

# --------------------------------------------------------------------------- family


@dataclass(frozen=True)
class Fam:
    """One family: its name, format-name prefix, own organisation names, country domain,
    local first / last names as (local script, ASCII login form), the words people there
    build passwords from, pet names, cities, phone prefix and (for Cyrillic settings) words
    typed on a US keyboard layout."""

    name: str
    prefix: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cities: tuple[str, ...]
    cc: str
    layout: tuple[str, ...] = ()

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc} {rng.randint(20, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"

    def common(self, rng: random.Random) -> Slots:
        fl, fa = pick(rng, self.first)
        ll, la = pick(rng, self.last)
        f2l, f2a = pick(rng, self.first)
        l2l, l2a = pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(7, 22)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "fn": fl,
            "ln": ll,
            "fn_a": fa,
            "ln_a": la,
            "fnc": fa.capitalize(),
            "lnc": la.capitalize(),
            "fn2": f2l,
            "ln2": l2l,
            "fn2_a": f2a,
            "ln2_a": l2a,
            "fn2c": f2a.capitalize(),
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}_{la}", f"{fa}{la[0]}")),
            "login2": pick(rng, (f2a, f"{f2a}.{l2a}", f"{f2a[0]}{l2a}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{f2a}.{l2a}@{dom}",
            "host": f"{pick(rng, ('srv', 'nas', 'db', 'media', 'web', 'edit'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pub_ip": ip(rng, False),
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "city": pick(rng, self.cities),
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdys": f"{mo}/{d}/{str(y)[2:]}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "ts": epoch(rng),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "n": rng.randint(2, 98),
            "n3": rng.randint(100, 999),
            "n5": rng.randint(10000, 99999),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register the format ``<prefix>_<name>``: a ``fill`` template (or a callable
        ``slots -> text``) with the credential in ``<<cred>>``, drawn by ``cred`` (a kind for
        ``draw`` or a callable); ``extra`` adds slots (and may set ``needle``)."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng, fam) if callable(cred) else draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            needle = str(s.get("needle", s["cred"]))
            return Out(path, text, needle, syntax)

        fmt(self.name, f"{self.prefix}_{name}", decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy drawn from ``fam``'s common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- passwords

WALKS = ("qwerty", "1qaz2wsx", "asdf1234", "zxcvbnm", "qwe123", "123qwe", "qazwsx", "1q2w3e4r")
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
# ЙЦУКЕН -> QWERTY: a Cyrillic word typed with the keyboard left on the Latin layout.
CYR_US = dict(
    zip(
        "йцукенгшщзфівапролдячсмитьыґ",
        "qwertyuiopasdfghjklzxcvbnmss",
        strict=True,
    )
)
_BAD = set("\"'\\`$ ")
_PLACEHOLDERS = (
    "example",
    "changeme",
    "password",
    "secret",
    "token",
    "dummy",
    "sample",
    "fake",
    "test",
    "xxxx",
    "placeholder",
    "your_",
    "redacted",
)


def _ok(pw: str, sym: str, ascii_only: bool) -> bool:
    if len(pw) < 8 or any(c in _BAD for c in pw):
        return False
    if ascii_only and not pw.isascii():
        return False
    if any(not c.isalnum() and c not in sym for c in pw):
        return False
    return not any(w in pw.lower() for w in _PLACEHOLDERS)


def human(rng: random.Random, fam: Fam, sym: str = "!.#_-@*", ascii_only: bool = False) -> str:
    """A password a person chose, in one of eighteen habits, from ``fam``'s own words."""
    for _ in range(200):
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        name = pick(rng, fam.first)[1]
        name2 = pick(rng, fam.first)[1]
        pet = pick(rng, fam.pets)
        y = rng.choice((rng.randint(1962, 2008), rng.randint(2012, 2026)))
        yy = y % 100
        s = pick(rng, sym) if sym else ""
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        h = rng.randrange(18)
        if h == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            pw = f"{w}{w2}{rng.randint(1, 99)}"
        elif h == 2:
            pw = f"{name.capitalize()}{y}"
        elif h == 3:
            pw = f"{pick(rng, WALKS)}{w.capitalize()}"
        elif h == 4:
            pw = "".join(LEET.get(c, c) for c in w.capitalize()) + f"{yy:02d}{s}"
        elif h == 5:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 6:
            pw = f"{pet.capitalize()}{yy:02d}{s}"
        elif h == 7:
            pw = f"{w[::-1]}{y}"
        elif h == 8:
            pw = f"{name}{d:02d}{m:02d}{y}"
        elif h == 9:
            pw = f"{w.upper()}{y}{s}"
        elif h == 10:
            j = "-" if "-" in sym else ("." if "." in sym else "")
            pw = j.join((w, w2, pick(rng, fam.words)))
        elif h == 11:
            pw = f"{w.capitalize()}{s * 3}{rng.randint(1, 9)}"
        elif h == 12:
            pw = f"{name.capitalize()}{s}{name2.capitalize()}{yy:02d}"
        elif h == 13:
            pw = f"{w.capitalize()}{s}{pet}{rng.randint(1, 99)}"
        elif h == 14:
            pw = f"{pick(rng, fam.orgs).capitalize()}{y}{s}"
        elif h == 15:
            pw = f"{w.capitalize()}{m:02d}{y}"
        elif h == 16 and fam.layout:
            lw = pick(rng, fam.layout)
            pw = "".join(CYR_US.get(c, c) for c in lw.lower()) + f"{rng.randint(1, 9999)}"
        else:
            pw = f"{name.capitalize()}{s}{pet}{d:02d}{m:02d}"
        if _ok(pw, sym, ascii_only):
            return pw
    raise RuntimeError("no human password")


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    """A credential by kind: ``pw`` / ``pw_url`` / ``pw_xml`` / ``pw_sq`` / ``pw_dq`` /
    ``pw_bare`` / ``pw_json`` / ``pw_alnum``; ``hex:N`` / ``HEX:N``; ``b64:N`` (bytes) /
    ``b64u:N`` / ``b64np:N``; ``alnum:N``; ``uuid``; ``x:<prefix>:<len>``; ``p:<provider>``;
    ``human`` / ``human_x`` (no symbols markup or shells must escape) / ``human_u`` (URL
    userinfo safe, ASCII); ``rsa`` / ``rsa8`` / ``ec`` PEM keys."""
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
        return gen_pw(rng, sym=syms[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, sym="._-")
    if kind == "human_u":
        return human(rng, fam, sym="-._", ascii_only=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "ec":
        return ec_pem(rng)
    head, _, rest = kind.partition(":")
    if head == "hex":
        return hexs(rng, int(rest))
    if head == "HEX":
        return hexs(rng, int(rest), upper=True)
    if head == "b64":
        return b64(rng, int(rest))
    if head == "b64u":
        return b64(rng, int(rest), urlsafe=True, pad=False)
    if head == "b64np":
        return b64(rng, int(rest), pad=False)
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


# --------------------------------------------------------------------------- providers


def _an(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return alnum(rng, n, chars)


def prov(rng: random.Random, p: str) -> str:
    """A provider's key shape (global and local payment / media / cloud providers)."""
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + _an(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + _an(rng, 97),
        "whsec": lambda: "whsec_" + _an(rng, 32),
        "openai": lambda: "sk-proj-" + _an(rng, 74) + "T3BlbkFJ" + _an(rng, 74),
        "anthropic": lambda: "sk-ant-api03-" + _an(rng, 93, ALNUM + "-_") + "AA",
        "aws_id": lambda: "AKIA" + _an(rng, 16, UPPER + "234567"),
        "aws": lambda: _an(rng, 40, ALNUM + "/+"),
        "gcp": lambda: "AIza" + _an(rng, 35, ALNUM + "-_"),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + _an(rng, 22, ALNUM + "-_") + "." + _an(rng, 43, ALNUM + "-_"),
        "slack_bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**11, 10**12)}-" + _an(rng, 24)
        ),
        "slack_hook": lambda: (
            "https://hooks.slack.com/services/T"
            + _an(rng, 10, UPPER + DIGITS)
            + "/B"
            + _an(rng, 10, UPPER + DIGITS)
            + "/"
            + _an(rng, 24)
        ),
        "github": lambda: "ghp_" + _an(rng, 36),
        "gitlab": lambda: "glpat-" + _an(rng, 20, ALNUM + "-_"),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + _an(rng, 33, ALNUM + "-_"),
        "discord": lambda: (
            _an(rng, 26, ALNUM) + "." + _an(rng, 6, ALNUM + "-_") + "." + _an(rng, 38, ALNUM + "-_")
        ),
        "dropbox": lambda: "sl.B" + _an(rng, 135, ALNUM + "-_"),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + _an(rng, 16),
        "hf": lambda: "hf_" + _an(rng, 34),
        "do": lambda: "dop_v1_" + hexs(rng, 64),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "square": lambda: "EAAA" + _an(rng, 60, ALNUM + "-_"),
        "cloudflare": lambda: _an(rng, 40, ALNUM + "-_"),
        "azure_storage": lambda: b64(rng, 64),
        "firebase_fcm": lambda: (
            "AAAA" + _an(rng, 7, ALNUM + "-_") + ":APA91b" + _an(rng, 134, ALNUM + "-_")
        ),
        "sentry_dsn": lambda: (
            f"https://{hexs(rng, 32)}@o{rng.randint(10**5, 10**6)}"
            f".ingest.sentry.io/{rng.randint(10**6, 10**7)}"
        ),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "momo": lambda: hexs(rng, 32),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16)}-"
            f"{rng.randint(100000, 999999)}-{hexs(rng, 32)}-{rng.randint(10**8, 10**9)}"
        ),
        "payhere": lambda: b64(rng, 36),
        "konnect": lambda: hexs(rng, 24) + ":" + _an(rng, 26, ALNUM + "_"),
        "khalti": lambda: hexs(rng, 32),
        "esewa": lambda: _an(rng, 16, ALNUM) + "==",
        "montonio": lambda: _an(rng, 44, ALNUM + "+/"),
        "cinetpay": lambda: f"{rng.randint(10**9, 10**10)}" + _an(rng, 22, ALNUM),
        "notchpay": lambda: "sk." + _an(rng, 54),
        "liqpay": lambda: _an(rng, 40),
        "monobank": lambda: "u" + _an(rng, 43, ALNUM + "-_"),
        "novaposhta": lambda: hexs(rng, 32),
        "billplz": lambda: uuid4(rng),
        "toyyibpay": lambda: (
            _an(rng, 8, LOWER + DIGITS)
            + "-"
            + _an(rng, 4, LOWER + DIGITS)
            + "-"
            + _an(rng, 4, LOWER + DIGITS)
            + "-"
            + _an(rng, 4, LOWER + DIGITS)
            + "-"
            + _an(rng, 12, LOWER + DIGITS)
        ),
        "simplepay": lambda: _an(rng, 32),
        "ecpay": lambda: _an(rng, 16),
        "linepay": lambda: hexs(rng, 32),
        "newebpay": lambda: _an(rng, 32),
        "asaas": lambda: "$aact_prod_000Mzk" + _an(rng, 120, ALNUM),
        "pagarme": lambda: "sk_" + hexs(rng, 32),
        "vimeo": lambda: hexs(rng, 32),
        "youtube_refresh": lambda: "1//0" + _an(rng, 99, ALNUM + "-_"),
        "steam": lambda: hexs(rng, 32, upper=True),
        "itch": lambda: _an(rng, 40),
        "mux": lambda: _an(rng, 75, ALNUM + "/+"),
        "spotify": lambda: hexs(rng, 32),
        "soundcloud": lambda: _an(rng, 32),
        "buzzsprout": lambda: hexs(rng, 32),
        "transistor": lambda: _an(rng, 22),
        "deepl": lambda: uuid4(rng) + ":fx",
        "deepl_pro": lambda: uuid4(rng),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "unity": lambda: _an(rng, 32),
        "algolia": lambda: hexs(rng, 32),
        "mapbox": lambda: "sk.eyJ1Ijoi" + _an(rng, 60) + "." + _an(rng, 22, ALNUM + "-_"),
        "wc_cs": lambda: "cs_" + hexs(rng, 40),
        "hikvision": lambda: gen_pw(rng, 12, "_"),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- PEM


def _dl(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _t(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _dl(len(body)) + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    priv = bytes(rng.randrange(256) for _ in range(32))
    pub = b"\x04" + bytes(rng.randrange(256) for _ in range(64))
    body = (
        _t(0x02, b"\x01")
        + _t(0x04, priv)
        + _t(0xA0, _t(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _t(0xA1, _t(0x03, b"\x00" + pub))
    )
    return pem(_t(0x30, body), "EC PRIVATE KEY")


# --------------------------------------------------------------------------- encoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode(), quotetabs=False).decode().replace("=\n", "")


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_json_u(s: str) -> str:
    """JSON with every non-ASCII letter and ``&``, ``<``, ``>``, ``'`` as ``\\uXXXX``."""
    out = json.dumps(s, ensure_ascii=True)[1:-1]
    return "".join(f"\\u{ord(c):04x}" if c in "&<>'" else c for c in out)


def basic_b64(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def after(text: str, label: str, stop: str = "\n") -> str:
    """The text between ``label`` and the next ``stop``."""
    i = text.index(label) + len(label)
    j = text.find(stop, i)
    return text[i : j if j >= 0 else len(text)]


def dec_basic(label: str = "Basic ") -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(label) + r"([A-Za-z0-9+/=]+)", text)
        assert m
        return base64.b64decode(m.group(1)).decode().split(":", 1)[1]

    return dec


def dec_b64_after(label: str, stop: str = "\n") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, label, stop).strip()).decode()

    return dec


# --------------------------------------------------------------------------- the families


def _same(*names: str) -> tuple[tuple[str, str], ...]:
    """Names written in Latin script: the login form drops accents and hyphens."""
    import unicodedata

    out = []
    for n in names:
        a = unicodedata.normalize("NFKD", n).encode("ascii", "ignore").decode()
        out.append((n, a.lower().replace("-", "").replace(" ", "")))
    return tuple(out)


KUMASI = Fam(
    name="kumasi_community_fm_twi",
    prefix="kumasifm",
    orgs=("sankofawave", "nkabomfm", "abusuaradio"),
    tld="com.gh",
    first=_same("Kwame", "Akosua", "Yaw", "Ama", "Kofi", "Abena", "Kwabena", "Efua", "Kwaku"),
    last=_same("Mensah", "Asante", "Owusu", "Boateng", "Osei", "Agyeman", "Frimpong", "Appiah"),
    words=(
        "sankofa",
        "akwaaba",
        "kente",
        "highlife",
        "jollof",
        "medaase",
        "nyame",
        "kejetia",
        "adinkra",
        "azonto",
        "ohemaa",
        "sika",
        "abusua",
        "ayekoo",
        "hiplife",
        "waakye",
        "blackstars",
        "asantehene",
        "nkabom",
        "odo",
    ),
    pets=("bingo", "simba", "rocky", "lucky", "bobby", "kiki"),
    cities=("Kumasi", "Obuasi", "Ejisu", "Konongo", "Mampong", "Bekwai"),
    cc="+233",
)

AIMAG = Fam(
    name="aimag_regional_television_mn",
    prefix="aimagtv",
    orgs=("tengerdelgets", "altaisuvag", "khangaimedia"),
    tld="mn",
    first=(
        ("Батбаяр", "batbayar"),
        ("Оюунчимэг", "oyunchimeg"),
        ("Ганбаатар", "ganbaatar"),
        ("Сарангэрэл", "sarangerel"),
        ("Тэмүүлэн", "temuulen"),
        ("Энхжаргал", "enkhjargal"),
        ("Болормаа", "bolormaa"),
        ("Мөнхбат", "munkhbat"),
        ("Наранцэцэг", "narantsetseg"),
    ),
    last=(
        ("Дорж", "dorj"),
        ("Ганзориг", "ganzorig"),
        ("Батсүх", "batsukh"),
        ("Цэрэндорж", "tserendorj"),
        ("Нямдаваа", "nyamdavaa"),
        ("Пүрэвдорж", "purevdorj"),
        ("Болд", "bold"),
        ("Отгонбаяр", "otgonbayar"),
    ),
    words=(
        "naadam",
        "tsagaan",
        "mongol",
        "khuree",
        "altai",
        "khangai",
        "tenger",
        "morinkhuur",
        "buuz",
        "airag",
        "chinggis",
        "selenge",
        "orkhon",
        "erdenet",
        "darkhan",
        "gobi",
        "nutag",
        "khuleg",
        "saikhan",
        "ulaan",
    ),
    pets=("bankhar", "khuleg", "borkhuu", "tsogoo", "khar", "shar"),
    cities=("Дархан", "Эрдэнэт", "Мөрөн", "Ховд", "Баянхонгор", "Чойбалсан"),
    cc="+976",
)

SEMANARIO = Fam(
    name="montevideo_semanario_newsroom",
    prefix="semanario",
    orgs=("ecodelprado", "lavozdelcerro", "ramblasemanal"),
    tld="com.uy",
    first=_same("Martín", "Lucía", "Sebastián", "Florencia", "Diego", "Valentina", "Gonzalo"),
    last=_same("Rodríguez", "González", "Fernández", "Pereira", "Sosa", "Silveira", "Núñez"),
    words=(
        "charrua",
        "celeste",
        "rambla",
        "candombe",
        "mate",
        "termo",
        "murga",
        "peñarol",
        "nacional",
        "tamboril",
        "pocitos",
        "cerro",
        "chivito",
        "garra",
        "asado",
        "bandoneon",
        "tango",
        "playa",
        "carrasco",
        "malvin",
    ),
    pets=("tito", "pelusa", "negrita", "manchita", "firulais", "lola"),
    cities=("Montevideo", "Canelones", "Salto", "Paysandú", "Maldonado", "Rivera"),
    cc="+598",
)

PORUWA = Fam(
    name="poruwa_wedding_photographers_lk",
    prefix="poruwa",
    orgs=("sigiriyaframes", "mangalalens", "kandyanclicks"),
    tld="lk",
    first=(
        ("කසුන්", "kasun"),
        ("නිමාලි", "nimali"),
        ("චමින්ද", "chaminda"),
        ("දිල්හානි", "dilhani"),
        ("තරිඳු", "tharindu"),
        ("සඳුනි", "sanduni"),
        ("ලහිරු", "lahiru"),
        ("ඉෂාරා", "ishara"),
        ("රුවන්", "ruwan"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ෆොන්සේකා", "fonseka"),
        ("ජයසිංහ", "jayasinghe"),
        ("බණ්ඩාර", "bandara"),
        ("විජේසේකර", "wijesekara"),
        ("රත්නායක", "rathnayake"),
        ("සිල්වා", "silva"),
        ("දිසානායක", "dissanayake"),
    ),
    words=(
        "ayubowan",
        "poruwa",
        "perahera",
        "sigiriya",
        "lanka",
        "kottu",
        "kiribath",
        "nuwara",
        "galle",
        "ella",
        "mangalam",
        "theruwan",
        "lassana",
        "kurumba",
        "aluth",
        "suba",
        "mihintale",
        "kandy",
        "arpico",
        "sudu",
    ),
    pets=("tiger", "rosy", "bruno", "sudu", "kalu", "tommy"),
    cities=("මහනුවර", "කොළඹ", "ගාල්ල", "කුරුණෑගල", "මීගමුව", "මාතර"),
    cc="+94",
)

ESTRADA = Fam(
    name="tirana_estrada_concert_venue",
    prefix="estrada",
    orgs=("skenadrita", "koncertshqip", "sallaylli"),
    tld="al",
    first=_same("Arben", "Blerina", "Dritan", "Elona", "Gentian", "Ilir", "Jonida", "Klodian"),
    last=_same("Hoxha", "Shehu", "Dervishi", "Gjoka", "Leka", "Kola", "Marku", "Prifti"),
    words=(
        "shqiponja",
        "tirana",
        "drita",
        "zemra",
        "flutura",
        "bukuri",
        "skenderbeu",
        "valbona",
        "butrint",
        "kalaja",
        "ylli",
        "dielli",
        "shqiperia",
        "gezuar",
        "byrek",
        "raki",
        "çifteli",
        "lahuta",
        "dajti",
        "vlora",
    ),
    pets=("luli", "bobi", "rexhi", "mici", "lola", "maks"),
    cities=("Tiranë", "Durrës", "Shkodër", "Korçë", "Vlorë", "Elbasan"),
    cc="+355",
)

MANGU = Fam(
    name="tallinn_mangustuudio_indie_games",
    prefix="mangustuudio",
    orgs=("krattstuudio", "virmalisgames", "tuuleveski"),
    tld="ee",
    first=_same("Mart", "Kadri", "Siim", "Liis", "Rasmus", "Kertu", "Tõnis", "Triin", "Priit"),
    last=_same("Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn"),
    words=(
        "kratt",
        "virmalised",
        "kiisu",
        "päike",
        "kalev",
        "kalevipoeg",
        "tallinn",
        "tartu",
        "mustikas",
        "vanaema",
        "saaremaa",
        "hiiumaa",
        "jaanipäev",
        "piparkook",
        "karu",
        "hunt",
        "ilves",
        "kuusk",
        "kohuke",
        "sõber",
    ),
    pets=("muri", "nurr", "pontu", "kiisu", "reks", "miisu"),
    cities=("Tallinn", "Tartu", "Pärnu", "Narva", "Viljandi", "Haapsalu"),
    cc="+372",
)

MEDINA = Fam(
    name="tunis_medinafilm_production_house",
    prefix="medinafilm",
    orgs=("kasbahfilms", "jasminframe", "zitounaprod"),
    tld="tn",
    first=(
        ("محمد", "mohamed"),
        ("أميرة", "amira"),
        ("يوسف", "youssef"),
        ("مريم", "meriem"),
        ("سامي", "sami"),
        ("إيناس", "ines"),
        ("وليد", "walid"),
        ("سنية", "sonia"),
        ("هيثم", "haythem"),
    ),
    last=(
        ("بن علي", "benali"),
        ("الطرابلسي", "trabelsi"),
        ("الغربي", "gharbi"),
        ("الجندوبي", "jendoubi"),
        ("بن سالم", "bensalem"),
        ("المرزوقي", "marzouki"),
        ("الشابي", "chebbi"),
        ("الزغلامي", "zaghlami"),
    ),
    words=(
        "carthage",
        "yasmine",
        "medina",
        "sidibou",
        "harissa",
        "kairouan",
        "sahel",
        "bizerte",
        "tounes",
        "zitouna",
        "hannibal",
        "djerba",
        "malouf",
        "fennec",
        "brik",
        "tabarka",
        "douz",
        "hammamet",
        "khamsa",
        "chebba",
    ),
    pets=("minou", "lucky", "rex", "bella", "simba", "pistache"),
    cities=("Tunis", "Sfax", "Sousse", "Bizerte", "Nabeul", "Kairouan"),
    cc="+216",
)

ENTRADA = Fam(
    name="oruro_entrada_festival_organisers",
    prefix="entrada",
    orgs=("kantutafest", "illimanievents", "socavonfolk"),
    tld="bo",
    first=_same("Wilmer", "Roxana", "Freddy", "Ximena", "Edwin", "Marisol", "Rubén", "Jhenny"),
    last=_same("Mamani", "Quispe", "Choque", "Condori", "Flores", "Apaza", "Huanca", "Ticona"),
    words=(
        "diablada",
        "morenada",
        "caporales",
        "tinku",
        "kantuta",
        "illimani",
        "pachamama",
        "inti",
        "killa",
        "wayna",
        "sumaq",
        "tata",
        "mamita",
        "socavon",
        "oruro",
        "chuquiago",
        "salteña",
        "llamerada",
        "kullawada",
        "wiphala",
    ),
    pets=("firulais", "chaski", "puma", "negro", "pelusa", "michi"),
    cities=("Oruro", "La Paz", "El Alto", "Cochabamba", "Potosí", "Sucre"),
    cc="+591",
)

KATHPOD = Fam(
    name="kathmandu_kathpod_podcast_studio",
    prefix="kathpod",
    orgs=("guffgaaf", "chautaristudio", "sagarmathacast"),
    tld="com.np",
    first=(
        ("सुमन", "suman"),
        ("अनिशा", "anisha"),
        ("बिकास", "bikash"),
        ("प्रकृति", "prakriti"),
        ("रमेश", "ramesh"),
        ("सुजाता", "sujata"),
        ("आशिष", "ashish"),
        ("निर्मला", "nirmala"),
        ("सन्तोष", "santosh"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("अधिकारी", "adhikari"),
        ("गुरुङ", "gurung"),
        ("तामाङ", "tamang"),
        ("पौडेल", "paudel"),
        ("महर्जन", "maharjan"),
        ("थापा", "thapa"),
        ("राई", "rai"),
    ),
    words=(
        "namaste",
        "sagarmatha",
        "himal",
        "momo",
        "dalbhat",
        "gorkha",
        "lalitpur",
        "pashupati",
        "bhaktapur",
        "dashain",
        "tihar",
        "mitho",
        "khukuri",
        "lumbini",
        "annapurna",
        "phewa",
        "bagmati",
        "sathi",
        "maya",
        "chiya",
    ),
    pets=("kale", "tommy", "bhote", "seto", "lucky", "rani"),
    cities=("काठमाडौं", "ललितपुर", "भक्तपुर", "पोखरा", "विराटनगर", "धरान"),
    cc="+977",
)

DZIESMU = Fam(
    name="riga_dziesmu_recording_label",
    prefix="dziesmu",
    orgs=("dzintarskana", "skanuvilnis", "balsunams"),
    tld="lv",
    first=_same("Jānis", "Ilze", "Mārtiņš", "Līga", "Andris", "Dace", "Kārlis", "Inese", "Zane"),
    last=_same("Bērziņš", "Kalniņš", "Ozoliņš", "Liepa", "Krūmiņš", "Zariņš", "Vītols", "Ozols"),
    words=(
        "dziesma",
        "saule",
        "jurmala",
        "daugava",
        "ligo",
        "jāņi",
        "dzintars",
        "kokle",
        "rīga",
        "balss",
        "vējš",
        "zvaigzne",
        "gauja",
        "sigulda",
        "rupjmaize",
        "kaķis",
        "balzams",
        "skaņa",
        "mežs",
        "pūce",
    ),
    pets=("runcis", "muris", "reksis", "pifs", "mince", "bobiks"),
    cities=("Rīga", "Liepāja", "Jelgava", "Cēsis", "Ventspils", "Daugavpils"),
    cc="+371",
)

IMPRIMERIE = Fam(
    name="douala_imprimerie_print_shop",
    prefix="imprimerie",
    orgs=("akwagraphic", "imprimwouri", "bonanjoprint"),
    tld="cm",
    first=_same("Armand", "Brigitte", "Serge", "Yvette", "Hervé", "Laure", "Christian", "Nadège"),
    last=_same("Ngono", "Mbarga", "Ekambi", "Tchoumi", "Fotso", "Nkwenti", "Essomba", "Kamga"),
    words=(
        "ndole",
        "makossa",
        "bikutsi",
        "wouri",
        "akwa",
        "bonanjo",
        "kamer",
        "mola",
        "tara",
        "bafoussam",
        "yaounde",
        "douala",
        "njangi",
        "ndolo",
        "soya",
        "sawa",
        "bepanda",
        "koki",
        "mbongo",
        "lions",
    ),
    pets=("rex", "bobby", "mignon", "simba", "princesse", "tobi"),
    cities=("Douala", "Yaoundé", "Bafoussam", "Limbé", "Kribi", "Buea"),
    cc="+237",
)

KNYHARNIA = Fam(
    name="lviv_knyharnia_publisher_bookshop",
    prefix="knyharnia",
    orgs=("slovohrad", "kalynabooks", "lvivknyha"),
    tld="com.ua",
    first=(
        ("Олена", "olena"),
        ("Тарас", "taras"),
        ("Оксана", "oksana"),
        ("Андрій", "andrii"),
        ("Ірина", "iryna"),
        ("Богдан", "bohdan"),
        ("Наталія", "nataliia"),
        ("Ярослав", "yaroslav"),
        ("Соломія", "solomiia"),
    ),
    last=(
        ("Шевченко", "shevchenko"),
        ("Коваленко", "kovalenko"),
        ("Бондаренко", "bondarenko"),
        ("Мельник", "melnyk"),
        ("Ткаченко", "tkachenko"),
        ("Кравчук", "kravchuk"),
        ("Гнатюк", "hnatiuk"),
        ("Лисенко", "lysenko"),
    ),
    words=(
        "kalyna",
        "vyshyvanka",
        "borshch",
        "lviv",
        "karpaty",
        "sonechko",
        "kozak",
        "slava",
        "volia",
        "knyha",
        "kobzar",
        "dnipro",
        "chernivtsi",
        "varenyky",
        "kvitka",
        "zirka",
        "ridna",
        "mriia",
        "sadok",
        "lev",
    ),
    pets=("murchyk", "barsik", "sirko", "pushok", "ryzhyk", "dzhek"),
    cities=("Львів", "Київ", "Тернопіль", "Чернівці", "Луцьк", "Рівне"),
    cc="+380",
    layout=("пароль", "котик", "сонечко", "калина", "книга", "мрія", "зайчик", "квітка"),
)

PAWAGAM = Fam(
    name="kuala_pawagam_cinema_chain",
    prefix="pawagam",
    orgs=("layarperak", "cahayawayang", "pawagamseri"),
    tld="com.my",
    first=_same("Ahmad", "Nurul", "Hafiz", "Siti", "Faizal", "Aisyah", "Azman", "Farah", "Liyana"),
    last=_same("Rahman", "Ismail", "Hashim", "Yusof", "Abdullah", "Ibrahim", "Othman", "Salleh"),
    words=(
        "merdeka",
        "harimau",
        "rendang",
        "nasilemak",
        "kancil",
        "layang",
        "bunga",
        "sayang",
        "cinta",
        "wayang",
        "durian",
        "tehtarik",
        "kopi",
        "langkawi",
        "kuching",
        "tanahair",
        "bintang",
        "cendol",
        "pisang",
        "kampung",
    ),
    pets=("oyen", "comot", "tompok", "belang", "putih", "mimi"),
    cities=("Kuala Lumpur", "Shah Alam", "Ipoh", "Johor Bahru", "Kota Bharu", "Melaka"),
    cc="+60",
)

FELIRAT = Fam(
    name="budapest_felirat_subtitling_agency",
    prefix="felirat",
    orgs=("feliratmuhely", "szinkronpont", "nyelvhid"),
    tld="hu",
    first=_same("Zsófia", "Bence", "Eszter", "Gergő", "Réka", "Ádám", "Katalin", "Levente"),
    last=_same("Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Molnár", "Németh"),
    words=(
        "pogácsa",
        "gulyás",
        "tokaji",
        "balaton",
        "duna",
        "cica",
        "mackó",
        "paprika",
        "turul",
        "szeretlek",
        "napsugár",
        "csillag",
        "tavasz",
        "villamos",
        "lángos",
        "hortobágy",
        "pöttyös",
        "barack",
        "kockás",
        "mókus",
    ),
    pets=("bodri", "cirmi", "morzsi", "frakk", "bogyo", "mazli"),
    cities=("Budapest", "Debrecen", "Szeged", "Pécs", "Győr", "Miskolc"),
    cc="+36",
)

HUAYUAN = Fam(
    name="taipei_huayuan_art_gallery",
    prefix="huayuan",
    orgs=("huayuanart", "yushangallery", "dadaochengart"),
    tld="com.tw",
    first=(
        ("怡君", "yijun"),
        ("家豪", "chiahao"),
        ("雅婷", "yating"),
        ("志明", "chihming"),
        ("淑芬", "shufen"),
        ("建宏", "chienhung"),
        ("佩珊", "peishan"),
        ("俊傑", "chunchieh"),
        ("欣怡", "hsinyi"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("李", "lee"),
        ("王", "wang"),
        ("吳", "wu"),
        ("劉", "liu"),
    ),
    words=(
        "taipei",
        "taiwan",
        "yushan",
        "alishan",
        "boba",
        "xiaolongbao",
        "dadaocheng",
        "ximending",
        "jiufen",
        "guanyin",
        "mazu",
        "oolong",
        "taroko",
        "tainan",
        "kaohsiung",
        "su3cl3",
        "ji3g4",
        "woaini",
        "huashan",
        "pingan",
    ),
    pets=("lucky", "mimi", "bobo", "doudou", "maomao", "xiaohei"),
    cities=("臺北", "新北", "臺中", "臺南", "高雄", "新竹"),
    cc="+886",
)

FORRO = Fam(
    name="salvador_forro_dance_school",
    prefix="forro",
    orgs=("gingaforro", "passodoce", "xotedabahia"),
    tld="com.br",
    first=_same("João", "Ana", "Lucas", "Mariana", "Thiago", "Juliana", "Rafael", "Letícia"),
    last=_same("Silva", "Santos", "Oliveira", "Souza", "Lima", "Carvalho", "Ribeiro", "Almeida"),
    words=(
        "forro",
        "xote",
        "baiao",
        "axé",
        "pelourinho",
        "bahia",
        "saudade",
        "brasil",
        "acaraje",
        "dende",
        "capoeira",
        "zabumba",
        "sanfona",
        "gingado",
        "bonfim",
        "itapua",
        "vitoria",
        "amor",
        "triangulo",
        "sertao",
    ),
    pets=("pipoca", "thor", "mel", "bolinha", "pretinha", "nina"),
    cities=("Salvador", "Feira de Santana", "Lauro de Freitas", "Camaçari", "Ilhéus"),
    cc="+55",
)
