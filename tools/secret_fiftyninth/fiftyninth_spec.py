"""Helpers shared by the fifty-ninth corpus's format and decoy files.

``Fam`` holds one household family's words (local first and last names with ASCII logins,
pets, teams and streets, e-mail providers, phone prefix, home network names); ``Fam.common``
draws the common slots; ``Fam.reg`` registers a format from a ``fill`` template (or a callable
``slots -> text``) whose credential ``<<cred>>`` is drawn by a named kind; ``regd`` registers
a decoy. ``prov`` draws the token shapes of services households use.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import urllib.parse
from collections.abc import Callable

from fiftyninth_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    jwt,
    pick,
    rbytes,
    uuid4,
)

_BAD = (
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

# A slice of the BIP-39 English word list (real entries), for wallet recovery phrases.
BIP39 = [
    "abandon",
    "ability",
    "absorb",
    "abstract",
    "access",
    "acid",
    "acoustic",
    "actor",
    "adapt",
    "admit",
    "adult",
    "advice",
    "afford",
    "again",
    "agent",
    "airport",
    "alarm",
    "album",
    "alcohol",
    "alley",
    "almost",
    "alpha",
    "amateur",
    "amazing",
    "anchor",
    "ancient",
    "anger",
    "animal",
    "ankle",
    "announce",
    "antique",
    "anxiety",
    "apart",
    "apology",
    "appear",
    "april",
    "arctic",
    "arena",
    "armor",
    "arrow",
    "artist",
    "aspect",
    "asthma",
    "atom",
    "auction",
    "august",
    "aunt",
    "autumn",
    "avocado",
    "awake",
    "bacon",
    "badge",
    "bamboo",
    "banana",
    "barrel",
    "basket",
    "battle",
    "beach",
    "beauty",
    "behave",
    "bench",
    "betray",
    "bicycle",
    "biology",
    "blanket",
    "blossom",
    "blue",
    "border",
    "bounce",
    "bracket",
    "brave",
    "bridge",
    "bronze",
    "bubble",
    "buffalo",
    "butter",
    "cabin",
    "cactus",
    "camera",
    "canal",
    "canyon",
    "carbon",
    "cargo",
    "casino",
    "castle",
    "catalog",
    "cattle",
    "ceiling",
    "cement",
    "cereal",
    "chalk",
    "chapter",
    "cherry",
    "chimney",
    "cinnamon",
    "circle",
    "citizen",
    "clever",
    "cliff",
    "clinic",
    "clock",
    "coconut",
    "coffee",
    "comic",
    "copper",
    "coral",
    "cotton",
    "cousin",
    "cradle",
    "crater",
    "cricket",
    "crystal",
    "cupboard",
    "curtain",
    "cushion",
    "dance",
    "dawn",
    "debris",
    "decade",
    "deer",
    "demand",
    "dentist",
    "desert",
    "dinosaur",
    "dolphin",
    "donkey",
    "dragon",
    "drama",
    "drum",
    "eagle",
    "echo",
    "eclipse",
    "elbow",
    "elephant",
    "embark",
    "empty",
    "engine",
    "enrich",
    "envelope",
    "episode",
    "erode",
    "estate",
    "evoke",
    "exotic",
    "fabric",
    "falcon",
    "fancy",
    "fatigue",
    "feather",
    "festival",
    "fiction",
    "flamingo",
    "forest",
    "fossil",
    "fragile",
    "frozen",
    "galaxy",
    "garlic",
    "gather",
    "genius",
    "giraffe",
    "glimpse",
    "gossip",
    "gravity",
    "guitar",
    "hammer",
    "harbor",
    "harvest",
    "hazard",
    "hedgehog",
    "helmet",
    "hobby",
    "honey",
    "horizon",
    "hundred",
    "husband",
    "icon",
    "illness",
    "impulse",
    "inherit",
    "insect",
    "island",
    "ivory",
    "jacket",
    "jaguar",
    "journey",
    "jungle",
    "kangaroo",
    "kitchen",
    "kiwi",
    "ladder",
    "lagoon",
    "lemon",
    "leopard",
    "liberty",
    "lizard",
    "lobster",
    "lottery",
    "lunar",
    "magnet",
    "mammal",
    "mango",
    "marble",
    "meadow",
    "melody",
    "mirror",
    "monkey",
    "mosquito",
    "muffin",
    "museum",
    "napkin",
    "nephew",
    "noodle",
    "nurse",
    "oasis",
    "october",
    "olive",
    "omega",
    "orange",
    "orbit",
    "ostrich",
    "oxygen",
    "oyster",
    "paddle",
    "panda",
    "parrot",
    "peanut",
    "pelican",
    "pepper",
    "piano",
    "pigeon",
    "planet",
    "pony",
    "powder",
    "puzzle",
    "pyramid",
    "quantum",
    "rabbit",
    "raccoon",
    "radar",
    "rhythm",
    "ribbon",
    "rocket",
    "saddle",
    "salmon",
    "sausage",
    "scissors",
    "shadow",
    "shrimp",
    "silver",
    "sketch",
    "slogan",
    "smoke",
    "snack",
    "spider",
    "spirit",
    "squirrel",
    "stadium",
    "sunset",
    "swallow",
    "tattoo",
    "tenant",
    "thunder",
    "tiger",
    "tobacco",
    "tomato",
    "tornado",
    "tortoise",
    "trumpet",
    "tunnel",
    "turtle",
    "umbrella",
    "unicorn",
    "uniform",
    "vacuum",
    "valley",
    "velvet",
    "violin",
    "volcano",
    "voyage",
    "walnut",
    "wheat",
    "whisper",
    "window",
    "winter",
    "wolf",
    "wrestle",
    "yellow",
    "zebra",
    "zone",
]

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def clean(value: str) -> bool:
    low = value.lower()
    return not any(w in low for w in _BAD)


def b58encode(raw: bytes) -> str:
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(raw) - len(raw.lstrip(b"\x00"))
    return "1" * pad + out


def wif(rng: random.Random) -> str:
    """A compressed-key WIF (base58check, version 0x80) as Bitcoin wallets export it."""
    body = b"\x80" + rbytes(rng, 32) + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4]
    return b58encode(body + chk)


def mnemonic(rng: random.Random, n: int = 12) -> str:
    return " ".join(rng.sample(BIP39, n))


def prov(rng: random.Random, kind: str) -> str:
    """Token shapes of services households use."""
    a = ALNUM
    if kind == "plex":
        return rng.choice(a) + alnum(rng, 19, a + "_-")
    if kind == "ha_llat":
        e = epoch(rng)
        return jwt(rng, {"iss": hexs(rng, 32), "iat": e, "exp": e + 315360000})
    if kind == "tg_bot":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, a + '_-')}"
    if kind == "npsso":
        return alnum(rng, 64)
    if kind == "openai":
        return f"sk-proj-{alnum(rng, 74, a + '_-')}T3BlbkFJ{alnum(rng, 74, a + '_-')}"
    if kind == "github":
        return "ghp_" + alnum(rng, 36)
    if kind == "stripe":
        return "sk_live_51" + alnum(rng, 97)
    if kind == "paypal":
        return "E" + alnum(rng, 79, a + "-_")
    if kind == "google":
        return "AIza" + alnum(rng, 35, a + "-_")
    if kind == "tailscale":
        return f"tskey-auth-k{alnum(rng, 10)}CNTRL-{alnum(rng, 33)}"
    if kind == "nc_app":
        return "-".join(alnum(rng, 5) for _ in range(5))
    if kind == "totp":
        return alnum(rng, 32, B32)
    if kind == "pushover":
        return "a" + alnum(rng, 29, LOWER + DIGITS)
    if kind == "dropbox":
        return "sl.B" + alnum(rng, 134, a + "-_")
    if kind == "evernote":
        return (
            f"S=s{rng.randint(1, 600)}:U={hexs(rng, 6)}:E={hexs(rng, 11)}:C={hexs(rng, 11)}"
            f":P=1cd:A=en-devtoken:V=2:H={hexs(rng, 32)}"
        )
    if kind == "wa_backup":
        return hexs(rng, 64)
    if kind == "signal":
        return " ".join(alnum(rng, 5, DIGITS) for _ in range(6))
    if kind == "esphome":
        return b64(rng, 32)
    if kind == "tuya_local":
        return alnum(rng, 16, a + "#$%&*+-=@^_~")
    if kind == "binance":
        return alnum(rng, 64)
    if kind == "eth":
        return "0x" + hexs(rng, 64)
    if kind == "wif":
        return wif(rng)
    if kind == "seed12":
        return mnemonic(rng, 12)
    if kind == "seed24":
        return mnemonic(rng, 24)
    if kind == "mpesa_secret":
        return alnum(rng, 64)
    if kind == "mpesa_passkey":
        return hexs(rng, 64)
    if kind == "cloudflare":
        return alnum(rng, 40, a + "_-")
    if kind == "rs_jwt":
        e = epoch(rng)
        return jwt(
            rng,
            {"aud": str(rng.randint(1, 9)), "jti": hexs(rng, 80), "iat": e, "sub": "1"},
            alg="RS256",
        )
    if kind == "steam_shared":
        return base64.b64encode(rbytes(rng, 20)).decode()
    if kind == "wyze":
        return alnum(rng, 60)
    if kind == "ring":
        return b64url(rbytes(rng, 240))
    raise KeyError(kind)


class Fam:
    """One family: its country's words and the registration helpers its file uses."""

    def __init__(
        self,
        name: str,
        *,
        tld: str,
        orgs: tuple[str, ...],
        first: tuple[tuple[str, str], ...],
        last: tuple[tuple[str, str], ...],
        words: tuple[str, ...],
        pets: tuple[str, ...],
        mail: tuple[str, ...],
        cc: str,
        ssid: tuple[str, ...],
    ):
        self.name = name
        self.tld = tld
        self.orgs = orgs
        self.first = first  # (local script, ascii)
        self.last = last
        self.words = words
        self.pets = pets
        self.mail = mail
        self.cc = cc
        self.ssid = ssid

    # ------------------------------------------------------------------ values

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of twelve habits."""
        syms = "._-@" if safe else "!.@#_-*"
        while True:
            w = pick(rng, self.words)
            p = pick(rng, self.pets)
            f = pick(rng, self.first)[1]
            f2 = pick(rng, self.first)[1]
            y = rng.randint(1946, 2024)
            s1 = rng.choice(syms)
            h = rng.randrange(12)
            if h == 0:
                s = f"{w.capitalize()}{y}{s1}"
            elif h == 1:
                s = f"{p}{y % 100:02d}{p[0]}{rng.randint(1, 9)}"
            elif h == 2:
                day, month = rng.randint(1, 28), rng.randint(1, 12)
                s = f"{f.capitalize()}{f2.capitalize()}{day:02d}{month:02d}"
            elif h == 3:
                leet = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
                s = f"{w.capitalize().translate(leet)}{s1}{rng.randint(10, 99)}"
            elif h == 4:
                walk = pick(rng, ("1qaz2wsx", "qwerty", "asdfgh", "123qwe", "zaq12wsx"))
                s = f"{walk}{f.capitalize()}"
            elif h == 5:
                s = f"{w.capitalize()}{p.capitalize()}{rng.randint(1, 999)}{s1}{s1}"
            elif h == 6:
                s = f"{f}{y}"
            elif h == 7:
                s = f"{w}{s1}{p}{s1}{rng.randint(1, 99)}"
            elif h == 8:
                s = f"{w.upper()}{y}"
            elif h == 9:
                s = f"{w[::-1]}{rng.randint(100, 9999)}{s1}"
            elif h == 10:
                s = f"{p.capitalize()}{s1}{f.capitalize()}{y % 100:02d}"
            else:
                s = f"{w.capitalize()}{s1}{w.capitalize()}{rng.randint(1, 99)}"
            s = s.replace(" ", "")
            if safe:
                s = "".join(c for c in s if c.isascii() and (c.isalnum() or c in syms))
            if len(s) >= 8 and clean(s):
                return s

    def wifi(self, rng: random.Random) -> str:
        """A Wi-Fi key as households set it: a phrase, a name and number, or the label key."""
        k = rng.randrange(3)
        if k == 0:
            return f"{pick(rng, self.words)}{pick(rng, self.pets)}{rng.randint(10, 9999)}"
        if k == 1:
            return alnum(rng, rng.choice((10, 12, 16, 20)), UPPER + DIGITS)
        return self.human(rng, safe=True)

    def draw(self, rng: random.Random, kind) -> str:
        if callable(kind):
            return kind(rng, self)
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
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind == "wifi":
            return self.wifi(rng)
        if kind == "uuid":
            return uuid4(rng)
        head, _, rest = kind.partition(":")
        if head == "p":
            return prov(rng, rest)
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        n = int(rest)
        if head == "hex":
            return hexs(rng, n)
        if head == "HEX":
            return hexs(rng, n, upper=True)
        if head == "b64":
            return b64(rng, n)
        if head == "b64u":
            return b64(rng, n, urlsafe=True, pad=False)
        if head == "alnum":
            return alnum(rng, n)
        if head == "lower":
            return alnum(rng, n, LOWER + DIGITS)
        if head == "digits":
            return rng.choice("123456789") + alnum(rng, n - 1, DIGITS)
        raise KeyError(kind)

    def common(self, rng: random.Random) -> dict[str, object]:
        fl, fa = pick(rng, self.first)
        ll, la = pick(rng, self.last)
        f2l, f2a = pick(rng, self.first)
        org = pick(rng, self.orgs)
        y = rng.randint(2022, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 23), rng.randint(0, 59)
        login = pick(rng, (f"{fa}.{la}", f"{fa}{la[0]}", f"{fa[0]}{la}{rng.randint(50, 99)}", fa))
        n4 = rng.randint(1000, 9999)
        host = rng.randint(2, 250)
        suffix = pick(rng, ("", "_5G", "-2.4", "_EXT", "_" + str(rng.randint(10, 99))))
        return {
            "fn": fl,
            "ln": ll,
            "fa": fa,
            "la": la,
            "fn2": f2l,
            "fa2": f2a,
            "org": org,
            "dom": f"{org}.{self.tld}",
            "login": login,
            "email": f"{login}@{pick(rng, self.mail)}",
            "email2": f"{f2a}.{la}@{pick(rng, self.mail)}",
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "hhmm": f"{hh:02d}:{mm:02d}",
            "mm": f"{mm:02d}",
            "hh": f"{hh:02d}",
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} {n4}",
            "lan": f"192.168.{pick(rng, (0, 1, 1, 2, 8, 50, 178))}.{rng.randint(2, 250)}",
            "gw": f"192.168.{pick(rng, (0, 1, 2))}.1",
            "ip": f"{rng.randint(31, 213)}.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{host}",
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "ssid": f"{pick(rng, self.ssid)}{suffix}",
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "n": rng.randint(2, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "hex8": hexs(rng, 8),
            "hex16": hexs(rng, 16),
            "uuid": uuid4(rng),
            "epoch": epoch(rng),
            "ms": epoch(rng) * 1000 + rng.randint(0, 999),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred="pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _format(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred)
            if extra is not None:
                s.update(extra(rng, s) or {})
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        _format.__name__ = name


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, dict], dict | None] | None = None,
) -> None:
    """A decoy: a file like the family's formats that holds no real credential."""

    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s) or {})
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- encoders


def after(label: str, text: str) -> str:
    """The token after ``label`` (up to whitespace or a quote)."""
    i = text.index(label) + len(label)
    return re.match(r"[^\s\"'<]+", text[i:]).group(0)


def pct(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def unpct(value: str) -> str:
    return urllib.parse.unquote(value)


def jdump(obj: object, ascii_: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_, indent=2)


def xml_esc(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


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
    "Fam",
    "after",
    "alnum",
    "b64",
    "clean",
    "gen_pw",
    "hexs",
    "jdump",
    "mnemonic",
    "pct",
    "pick",
    "prov",
    "regd",
    "unpct",
    "uuid4",
    "wif",
    "xml_esc",
]
