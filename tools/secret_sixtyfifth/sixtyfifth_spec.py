"""Helpers shared by the sixty-fifth corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local first and last names
(``"ascii|local"`` pairs, the ASCII form for logins and e-mail addresses), words for
human-chosen passwords, phone prefix and city; ``Fam.reg`` registers a format from a ``fill``
template (or a callable ``slots -> text``) and a credential kind, ``Fam.decoy`` a decoy.
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

from sixtyfifth_corpus import (
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
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], Slots]

B64CH = ALNUM + "+/"
B64U = ALNUM + "-_"


def _split(pairs: tuple[str, ...]) -> list[tuple[str, str]]:
    out = []
    for p in pairs:
        a, _, b = p.partition("|")
        out.append((a, b or a.capitalize()))
    return out


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, name: str) -> str:
    """Provider-shaped keys and tokens."""
    if name == "stripe":
        return "sk_live_" + alnum(rng, 24)
    if name == "stripe_rk":
        return "rk_live_" + alnum(rng, 99)
    if name == "whsec":
        return "whsec_" + alnum(rng, 32)
    if name == "telegram":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, B64U)}"
    if name == "aws_secret":
        return alnum(rng, 40, B64CH)
    if name == "google":
        return "AIza" + alnum(rng, 35, B64U)
    if name == "sendgrid":
        return "SG." + alnum(rng, 22, B64U) + "." + alnum(rng, 43, B64U)
    if name == "mercadopago":
        return (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
            f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        )
    if name == "mollie":
        return "live_" + alnum(rng, 30)
    if name == "omise":
        return "skey_" + alnum(rng, 19, LOWER + DIGITS)
    if name == "atsk":
        return "atsk_" + hexs(rng, 64)
    if name == "line_notify":
        return alnum(rng, 43)
    if name == "supabase":
        return jwt(
            rng,
            {"iss": "supabase", "ref": alnum(rng, 20, LOWER), "role": "service_role",
             "iat": 1_720_000_000, "exp": 2_035_000_000},
        )  # fmt: skip
    if name == "openai":
        return "sk-proj-" + alnum(rng, 74, B64U) + "T3BlbkFJ" + alnum(rng, 74, B64U)
    if name == "ghp":
        return "ghp_" + alnum(rng, 36)
    if name == "msgraph":
        return alnum(rng, 3) + "8Q~" + alnum(rng, 34, ALNUM + "_.~-")
    if name == "wa_cloud":
        return "EAA" + alnum(rng, 4) + "ZD" + alnum(rng, 170)
    if name == "dropbox":
        return "sl.B" + alnum(rng, 135, B64U)
    if name == "slack":
        return f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-" + alnum(
            rng, 24
        )
    if name == "ha_llat":
        return jwt(rng, {"iss": hexs(rng, 32), "iat": 1_733_000_000, "exp": 2_048_360_000})
    if name == "monobank":
        return "u" + alnum(rng, 43, B64U)
    raise KeyError(name)


# --------------------------------------------------------------------------- the family


class Fam:
    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        cc: str,
        city: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = _split(first)
        self.last = _split(last)
        self.words = words
        self.cc = cc
        self.city = city

    # ----------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, digits: bool | None = None) -> str:
        """A password a person chose, in one of fifteen habits (five without digits, ten
        with); ``digits=False`` / ``True`` keeps to one group. Starts with a letter or digit;
        only ``!.#@*-`` as symbols."""
        while True:
            s = self._human_once(rng, digits)
            if len(s) >= 8 and s[0].isalnum() and len(s) <= 32:
                return s

    def _human_once(self, rng: random.Random, digits: bool | None) -> str:
        w, w2 = rng.sample(self.words, 2)
        nm = pick(rng, self.first)[0]
        nm2 = pick(rng, self.first)[0]
        yr = rng.randint(1962, 2025)
        sym = rng.choice("!.#@*")
        habits_nd = [
            lambda: w.capitalize() + w2.capitalize() + (sym if rng.random() < 0.3 else ""),
            lambda: f"{w}{w2}",
            lambda: f"{w}-{w2}-{pick(rng, self.words)}",
            lambda: f"{nm.capitalize()}{w.capitalize()}",
            lambda: w.upper() + w2,
        ]
        habits_d = [
            lambda: f"{w.capitalize()}{yr}{sym}",
            lambda: f"{w}{yr % 100:02d}",
            lambda: _leet(w.capitalize()) + str(rng.randint(1, 99)) + sym,
            lambda: (
                f"{nm.capitalize()}{nm2.capitalize()}{rng.randint(1, 28):02d}"
                f"{rng.randint(1, 12):02d}"
            ),
            lambda: pick(rng, ("qwerty", "1qaz2wsx", "asdf", "zaq12wsx")) + w.capitalize(),
            lambda: f"{w.upper()}{yr}",
            lambda: f"{nm}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{yr}",
            lambda: f"{w.capitalize()}123{sym}{sym}",
            lambda: f"{w[::-1]}{rng.randint(10, 999)}",
            lambda: f"{w.capitalize()}{sym}{nm.capitalize()}{rng.randint(1, 99)}",
        ]
        if digits is None:
            habits = habits_nd + habits_d
        elif digits:
            habits = habits_d
        else:
            habits = habits_nd
        return pick(rng, habits)()

    def draw(self, rng: random.Random, kind: str) -> str:
        sym = {
            "pw": SYM_INI,
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
        if kind == "human":
            return self.human(rng)
        if kind == "human_d":
            return self.human(rng, True)
        if kind == "human_w":
            return self.human(rng, False)
        if kind == "uuid":
            return uuid4(rng)
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
        if head == "UPAL":
            return alnum(rng, int(rest), UPPER + DIGITS)
        if head == "lowal":
            return alnum(rng, int(rest), LOWER + DIGITS)
        if head == "digits":
            while True:
                d = alnum(rng, int(rest), DIGITS)
                if d[0] != "0" and len(set(d)) > 3:
                    return d
        if head == "x":
            pre, _, n = rest.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if head == "pem":
            return rsa_pem(rng, 2048, pkcs8=rest == "8")
        raise KeyError(kind)

    # ----------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        first, first_l = self.first[i]
        last, last_l = self.last[j]
        f2, f2_l = pick(rng, self.first)
        l2, l2_l = pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(7, 22)
        mi = rng.randint(0, 59)
        ss = rng.randint(0, 59)
        base = hh * 3600 + mi * 60 + ss
        ticks = {}
        for k in range(1, 7):
            base = min(base + rng.randint(5, 400), 86399)
            ticks[f"t{k}"] = f"{base // 3600:02d}:{base // 60 % 60:02d}:{base % 60:02d}"
            ticks[f"m{k}"] = f"{base // 3600:02d}:{base // 60 % 60:02d}"
        return ticks | {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'nas', 'pms', 'db', 'app'))}{rng.randint(1, 9):02d}.{dom}",
            "first": first.capitalize(),
            "last": last.capitalize(),
            "first_l": first_l,
            "last_l": last_l,
            "f2": f2.capitalize(),
            "l2": l2.capitalize(),
            "f2_l": f2_l,
            "l2_l": l2_l,
            "user": pick(rng, (f"{first[0]}{last}", f"{first}.{last}", f"{first}{last[0]}")),
            "user2": f"{f2}.{l2}",
            "email": f"{first}.{last}@{dom}",
            "email2": f"{f2}.{l2}@{pick(rng, ('gmail.com', 'outlook.com', 'yahoo.com'))}",
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "phone2": f"{self.cc}{rng.randint(100, 999)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "y": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmys": f"{d:02d}/{mo:02d}/{y}",
            "mdy": f"{mo}/{d}/{y % 100:02d}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "hms": f"{hh:02d}:{mi:02d}:{ss:02d}",
            "ts": rng.randint(1_700_000_000, 1_790_000_000),
            "ms": rng.randint(1_700_000_000_000, 1_790_000_000_000),
            "n": rng.randint(2, 98),
            "n3": rng.randint(101, 999),
            "unit": f"{rng.randint(1, 14)}{rng.randint(1, 9):02d}",
            "port": pick(rng, (5432, 3306, 1433, 6379, 8080, 8443, 3050)),
            "word": pick(rng, self.words),
            "city": self.city,
            "id": uuid4(rng),
            "hexid": hexs(rng, 24),
            "pin": f"{rng.randint(1000, 9999)}",
            "ssid": f"{org[:8].upper()}_{pick(rng, ('5G', '2G', 'Guest', 'Lobby', 'Office'))}",
        }

    # ----------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str] = "pw",
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def _fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng, fam) if callable(cred) else fam.draw(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            needle = str(s.get("needle", s["cred"]))
            return Out(path, text, needle, syntax)

        _fn.__name__ = name
        fmt(self.name, name, decode)(_fn)

    def decoy(
        self,
        path: str,
        template: str | Callable[[Slots], str],
        why: str,
        syntax: str | None = None,
        extra: Extra | None = None,
    ) -> None:
        fam = self

        def _fn(rng: random.Random) -> DOut:
            s = fam.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(_fn)


def _leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


# --------------------------------------------------------------------------- encoders


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(b: str) -> str:
    return base64.b64decode(b).decode().split(":", 1)[1]


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(s: str) -> str:
    return quopri.decodestring(s.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return html.escape(s, quote=False)


def json_ascii(obj: object, indent: int | None = 2) -> str:
    return json.dumps(obj, ensure_ascii=True, indent=indent)


def json_u(obj: object, indent: int | None = 2) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def after(pattern: str, text: str, flags: int = 0) -> str:
    """The first group of ``pattern`` in ``text``."""
    m = re.search(pattern, text, flags)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def xml_attr(s: str) -> str:
    return html.escape(s, quote=True)


def people_rows(rng: random.Random, fam: Fam, n: int, kind: str = "human") -> list[tuple]:
    """Extra (first, last, ascii login, credential) rows for tables."""
    rows = []
    for _ in range(n):
        (fa, fl), (la, ll) = pick(rng, fam.first), pick(rng, fam.last)
        rows.append((fl, ll, f"{fa}.{la}", fam.draw(rng, kind)))
    return rows


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
    "b64",
    "dec_basic",
    "dec_qp",
    "enc_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "json_ascii",
    "json_u",
    "people_rows",
    "pick",
    "prov",
    "uuid4",
    "xml_attr",
]
