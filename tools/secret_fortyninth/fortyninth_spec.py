"""Helpers shared by the forty-ninth corpus's format and decoy files: a family's own word
lists (``Fam``), credential drawers by kind, provider-shaped tokens, a notebook builder,
encoders / decoders for the encoded formats and a decoy registrar."""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field

from fortyninth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
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
    pick,
    rbytes,
    uuid4,
)

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
MAILS = ("gmail.com", "outlook.com", "yahoo.com", "hotmail.com")
KEYWALKS = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "1q2w3e4r", "azerty", "qwertz")
BIP39 = [
    "abandon",
    "ability",
    "able",
    "absorb",
    "abuse",
    "access",
    "acid",
    "across",
    "actor",
    "adapt",
    "adjust",
    "admit",
    "adult",
    "advice",
    "afford",
    "agent",
    "alarm",
    "album",
    "alcohol",
    "alley",
    "almost",
    "alpha",
    "amazing",
    "amount",
    "anchor",
    "ancient",
    "angle",
    "animal",
    "answer",
    "antenna",
    "anxiety",
    "apart",
    "apple",
    "april",
    "arena",
    "armed",
    "arrow",
    "artist",
    "asthma",
    "atom",
    "auction",
    "august",
    "aunt",
    "autumn",
    "avocado",
    "awake",
    "axis",
    "bacon",
    "badge",
    "balance",
    "bamboo",
    "banana",
    "barrel",
    "basket",
    "battle",
    "beach",
    "bean",
    "beauty",
    "bench",
    "bicycle",
    "blanket",
    "blossom",
    "bottom",
    "bracket",
    "brave",
    "breeze",
    "brick",
    "bridge",
    "broccoli",
    "bronze",
    "bubble",
    "buddy",
    "cabin",
    "cactus",
    "camera",
    "canal",
    "candy",
    "canvas",
    "carbon",
    "carpet",
    "castle",
    "catalog",
    "cattle",
    "cereal",
    "chalk",
    "champion",
    "cherry",
    "chimney",
    "cinnamon",
    "citizen",
    "civil",
    "claw",
    "clever",
    "cliff",
    "clinic",
    "cloud",
    "coconut",
    "coffee",
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
    "dawn",
    "decade",
    "desert",
    "dinosaur",
    "dolphin",
    "donkey",
    "dragon",
    "drift",
    "eagle",
    "echo",
    "elbow",
    "ember",
    "empty",
    "engine",
    "enrich",
    "envelope",
    "erosion",
    "estate",
    "eternal",
    "fabric",
    "falcon",
    "fancy",
    "fatigue",
    "feather",
    "fever",
    "fiction",
    "filter",
    "finger",
    "flamingo",
    "flavor",
    "fossil",
    "fringe",
    "frozen",
    "galaxy",
    "garlic",
    "giraffe",
    "glacier",
    "glove",
    "gossip",
    "gravity",
    "guitar",
    "hammer",
    "harbor",
    "harvest",
    "hazard",
    "helmet",
    "hollow",
    "horizon",
    "hybrid",
    "iceberg",
    "igloo",
    "island",
    "ivory",
    "jaguar",
    "jelly",
    "jungle",
    "kangaroo",
    "kettle",
    "kidney",
    "kitten",
    "ladder",
    "lagoon",
    "lantern",
    "lava",
    "lemon",
    "leopard",
    "library",
    "lizard",
    "lobster",
    "lumber",
    "lunar",
    "magnet",
    "mammal",
    "mango",
    "marble",
    "meadow",
    "melody",
    "mercy",
    "meteor",
    "mimic",
    "monkey",
    "mosquito",
    "muffin",
    "museum",
    "mushroom",
    "napkin",
    "nephew",
    "noodle",
    "nurse",
    "oasis",
    "ocean",
    "olive",
    "orbit",
    "orchard",
    "ostrich",
    "oyster",
    "paddle",
    "panda",
    "parrot",
    "peanut",
    "pelican",
    "pepper",
    "piano",
    "pigeon",
    "pilot",
    "planet",
    "pluck",
    "polar",
    "pony",
    "potato",
    "pumpkin",
    "puzzle",
    "pyramid",
    "quantum",
    "rabbit",
    "raccoon",
    "radar",
    "rainbow",
    "raven",
    "razor",
    "ribbon",
    "rocket",
    "rookie",
    "saddle",
    "salmon",
    "sausage",
    "scorpion",
    "shadow",
    "shrimp",
    "silver",
    "skull",
    "slogan",
    "snack",
    "sphere",
    "spider",
    "squirrel",
    "stadium",
    "sunset",
    "swallow",
    "tiger",
    "tomato",
    "tornado",
    "toward",
    "trumpet",
    "tunnel",
    "turtle",
    "twelve",
    "umbrella",
    "unicorn",
    "vacuum",
    "valley",
    "velvet",
    "violin",
    "volcano",
    "voyage",
    "walnut",
    "walrus",
    "whale",
    "window",
    "winter",
    "wisdom",
    "wolf",
    "yellow",
    "zebra",
    "zone",
]


def b58(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(B58) for _ in range(n))


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, name: str) -> str:
    """A token in a real provider's documented shape (or a close one)."""
    a = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    low = "abcdefghijklmnopqrstuvwxyz0123456789"
    if name == "github":
        return "ghp_" + alnum(rng, 36, a)
    if name == "github_fine":
        return "github_pat_" + alnum(rng, 22, a) + "_" + alnum(rng, 59, a)
    if name == "gitlab":
        return "glpat-" + alnum(rng, 20, a + "-_")
    if name == "discord_bot":
        first = base64.b64encode(str(rng.randint(10**17, 10**18 - 1)).encode()).decode()
        return first.rstrip("=") + "." + alnum(rng, 6, a + "-_") + "." + alnum(rng, 38, a + "-_")
    if name == "discord_webhook":
        return alnum(rng, 68, a + "-_")
    if name == "telegram_bot":
        return f"{rng.randint(10**9, 8 * 10**9)}:AA" + alnum(rng, 33, a + "-_")
    if name == "slack_bot":
        return f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-" + alnum(
            rng, 24, a
        )
    if name == "stripe":
        return "sk_live_51" + alnum(rng, 97, a)
    if name == "openai":
        return "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74, a + "-_")
    if name == "anthropic":
        return "sk-ant-api03-" + alnum(rng, 93, a + "-_") + "AA"
    if name == "aws_id":
        return "AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    if name == "aws_secret":
        return alnum(rng, 40, a + "+/")
    if name == "google":
        return "AIza" + alnum(rng, 35, a + "-_")
    if name == "sendgrid":
        return "SG." + alnum(rng, 22, a + "-_") + "." + alnum(rng, 43, a + "-_")
    if name == "mailgun":
        return "key-" + hexs(rng, 32)
    if name == "twilio":
        return hexs(rng, 32)
    if name == "npm":
        return "npm_" + alnum(rng, 36, a)
    if name == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + alnum(rng, 70, a + "-_")
    if name == "hf":
        return "hf_" + alnum(rng, 34, a)
    if name == "digitalocean":
        return "dop_v1_" + hexs(rng, 64)
    if name == "tailscale":
        return f"tskey-auth-k{alnum(rng, 10, a)}CNTRL-" + alnum(rng, 33, a)
    if name == "cloudflare":
        return alnum(rng, 40, a + "-_")
    if name == "ngrok":
        return "2" + alnum(rng, 26, a) + "_" + alnum(rng, 22, a)
    if name == "hass":
        return jwt(rng, {"iss": hexs(rng, 32), "iat": 1735689600, "exp": 2051049600})
    if name == "steam":
        return hexs(rng, 32, upper=True)
    if name == "riot":
        return "RGAPI-" + uuid4(rng)
    if name == "twitch":
        return alnum(rng, 30, low)
    if name == "spotify":
        return hexs(rng, 32)
    if name == "plex":
        return alnum(rng, 20, a + "-_")
    if name == "binance":
        return alnum(rng, 64, a)
    if name == "infura":
        return hexs(rng, 32)
    if name == "etherscan":
        return alnum(rng, 34, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    if name == "eth_priv":
        return hexs(rng, 64)
    if name == "wif":
        return rng.choice("KL") + b58(rng, 51)
    if name == "xprv":
        return "xprv9s21ZrQH143K" + b58(rng, 95)
    if name == "nsec":
        return "nsec1" + alnum(rng, 58, BECH)
    if name == "lnd_macaroon":
        return "0201036c6e6402f801030a10" + hexs(rng, 200)
    if name == "dropbox":
        return "sl." + alnum(rng, 135, a + "-_")
    if name == "wireguard":
        return base64.b64encode(rbytes(rng, 32)).decode()
    if name == "duckdns":
        return uuid4(rng)
    if name == "backblaze":
        return "K005" + alnum(rng, 27, a)
    if name == "shopify":
        return "shpat_" + hexs(rng, 32)
    if name == "mapbox":
        return "sk.eyJ1Ijoi" + alnum(rng, 60, a) + "." + alnum(rng, 22, a + "-_")
    if name == "strava":
        return hexs(rng, 40)
    if name == "paypal":
        return "E" + alnum(rng, 79, a + "-_")
    if name == "notion":
        return "ntn_" + alnum(rng, 46, a)
    if name == "deepl":
        return uuid4(rng) + ":fx"
    if name == "airtable":
        return "pat" + alnum(rng, 14, a) + "." + hexs(rng, 64)
    if name == "linear":
        return "lin_api_" + alnum(rng, 40, a)
    raise KeyError(name)


# --------------------------------------------------------------------------- families


@dataclass
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]
    last: tuple[str, ...]
    words: tuple[str, ...]
    seasons: tuple[str, ...]
    cc: str
    pets: tuple[str, ...] = ("rocky", "luna", "simba", "bella", "max", "kiki", "toby")
    latin: dict[str, str] = field(default_factory=dict)

    def ascii(self, s: str) -> str:
        s = self.latin.get(s, s)
        tr = str.maketrans("áàâäãåçéèêëíìîïñóòôöõúùûüýÿß", "aaaaaaceeeeiiiinooooouuuuyys")
        return re.sub(r"[^a-z0-9]", "", s.lower().translate(tr))

    def common(self, rng: random.Random) -> dict[str, object]:
        first, last = pick(rng, self.first), pick(rng, self.last)
        first2 = pick(rng, self.first)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fa, la = self.ascii(first), self.ascii(last)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 23), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "first": first,
            "first2": first2,
            "last": last,
            "full": f"{first} {last}",
            "user": pick(
                rng, (f"{fa}.{la}", f"{fa}{la[:1]}", f"{fa[:1]}{la}", f"{fa}{rng.randint(1, 99)}")
            ),
            "fa": fa,
            "la": la,
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{self.ascii(first2)}{rng.randint(1, 99)}@{pick(rng, MAILS)}",
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            "lan": f"192.168.{pick(rng, (0, 1, 1, 8, 20, 100))}.{rng.randint(2, 250)}",
            "gw": f"192.168.{pick(rng, (0, 1, 8))}.1",
            "pubip": ip(rng, private=False),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "ddot": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "iso": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "epochms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
            "word": pick(rng, self.words),
            "word2": pick(rng, self.words),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "uuid": uuid4(rng),
            "n2": rng.randint(10, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "port": pick(rng, (8080, 8123, 8443, 9000, 2222, 5000, 8888)),
        }

    def human(self, rng: random.Random, sym: str = "!#.-_@*") -> str:
        """A person-chosen password in one of fifteen habits, from the family's words."""
        while True:
            w = self.ascii(pick(rng, self.words)) or "casa"
            w2 = self.ascii(pick(rng, self.words)) or "sol"
            fn = self.ascii(pick(rng, self.first)) or "ana"
            fn2 = self.ascii(pick(rng, self.first)) or "leo"
            s = rng.choice(sym) if sym else ""
            y = rng.randint(1952, 2024)
            h = rng.randrange(15)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{self.ascii(pick(rng, self.seasons)).capitalize()}{y}{s}"
            elif h == 2:
                v = f"{pick(rng, self.pets).capitalize()}{y % 100:02d}{s}{w2}"
            elif h == 3:
                leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
                v = f"{leet.capitalize()}{s}{rng.randint(10, 99)}"
            elif h == 4:
                dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
                v = f"{fn.capitalize()}{fn2.capitalize()}{dm}"
            elif h == 5:
                v = f"{pick(rng, KEYWALKS)}{s}{w}"
            elif h == 6:
                v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif h == 7:
                v = f"{fn.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 8:
                v = f"{w.upper()}{y}"
            elif h == 9:
                v = f"{w}{s * 3}{y}" if s else f"{w}{y}{y % 100}"
            elif h == 10:
                v = f"{w}-{w2}-{self.ascii(pick(rng, self.words))}{rng.randint(1, 9)}"
            elif h == 11:
                v = f"{w[::-1]}{rng.randint(100, 9999)}"
            elif h == 12:
                v = f"{fn}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
            elif h == 13:
                v = f"{w.capitalize()}{s}{pick(rng, self.pets)}{rng.randint(1, 99)}"
            else:
                v = f"{fn.capitalize()}{w.capitalize()}{s}{y % 100:02d}"
            if len(v) >= 8 and not re.search(
                r"example|changeme|password|secret|token|dummy|sample|fake|test|xxxx|placeholder|your_|redacted",
                v.lower(),
            ):
                return v

    # ----------------------------------------------------------------------- credentials

    def cred(self, rng: random.Random, kind, slots: dict[str, object]) -> str:
        if callable(kind):
            return kind(rng, slots)
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
            return self.human(rng, ".-_@*+")
        if kind == "human_a":
            return self.human(rng, "")
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
            return alnum(
                rng, int(arg), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            )
        if head == "uuid":
            return uuid4(rng)
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(
                rng, int(n), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            )
        if head == "p":
            return prov(rng, arg)
        if head == "mnemonic":
            return " ".join(rng.choice(BIP39) for _ in range(int(arg)))
        raise KeyError(kind)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template,
        cred="pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], dict[str, object]] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            slots = fam.common(rng)
            slots["cred"] = fam.cred(rng, cred, slots)
            if extra is not None:
                slots.update(extra(rng, slots))
            path = fill(pick(rng, paths), **slots)
            text = template(slots) if callable(template) else fill(template, **slots)
            return Out(path, text, str(slots["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A notebook from (cell_type, source, stdout-or-None) triples."""
    out = []
    for i, (kind, src, stdout) in enumerate(cells, 1):
        lines = src.splitlines(keepends=True)
        if kind == "markdown":
            out.append({"cell_type": "markdown", "metadata": {}, "source": lines})
            continue
        outputs = []
        if stdout is not None:
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": stdout.splitlines(keepends=True),
                }
            )
        out.append(
            {
                "cell_type": "code",
                "execution_count": i,
                "metadata": {},
                "outputs": outputs,
                "source": lines,
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- encoders


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_html(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def after(text: str, pattern: str) -> str:
    m = re.search(pattern, text, re.M)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_b64_field(pattern: str, userpass: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(after(text, pattern)).decode()
        return raw.split(":", 1)[1] if userpass else raw

    return dec


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, path: str, template, why: str, syntax: str | None = None) -> None:
    def fn(rng: random.Random) -> DOut:
        slots = fam.common(rng)
        slots["key"] = hexs(rng, 64)
        slots["pub"] = b64(rng, 32)
        p = fill(path, **slots)
        text = template(slots) if callable(template) else fill(template, **slots)
        return DOut(p, text, why, syntax)

    fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)
    decoy(fn)


__all__ = [
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
    "b58",
    "b64",
    "dec_b64_field",
    "enc_b64",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "ipynb",
    "jwt",
    "pick",
    "prov",
    "rbytes",
    "regd",
    "uuid4",
]
