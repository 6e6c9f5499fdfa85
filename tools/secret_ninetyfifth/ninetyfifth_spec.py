"""Helpers shared by the ninety-fifth corpus's format and decoy files: a family's own words,
the common slots, credential drawers (per-syntax generated passwords, human-chosen passwords
in many habits, keys, provider shapes), encoders / decoders and the format / decoy
registration."""

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

from ninetyfifth_corpus import (
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
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

# Symbols a person adds to a password; the "x" set is safe in shells, markup and quotes.
HUMAN_SYM = "!@#$*._-+"
HUMAN_SYM_X = "@._-*+"

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


@dataclass(frozen=True)
class Fam:
    """One family: a kind of business in one country, with its own words."""

    name: str
    key: str  # prefix of its format names
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from (as typed)
    pets: tuple[str, ...]
    months: tuple[str, ...]  # month names as typed into rotating passwords
    walks: tuple[str, ...]  # keyboard walks on the local layout
    sites: tuple[str, ...]
    cc: str  # phone prefix

    # ------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
        h12 = hh % 12 or 12
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, ('pbx', 'crm', 'db', 'srv', 'app', 'wb', 'dial'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pubip": ip(rng, private=False),
            "fn": fn,
            "fa": fa,
            "ln": ln,
            "la": la,
            "fn2": fn2,
            "fa2": fa2,
            "ln2": ln2,
            "la2": la2,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}")),
            "user2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "phone2": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "y": y,
            "yy": f"{y % 100:02d}",
            "m": f"{mo:02d}",
            "d": f"{d:02d}",
            "mo": mo,
            "dd": d,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{ss:02d}",
            "hh2": f"{(hh + 1) % 24:02d}",
            "h12": h12,
            "ampm": "PM" if hh >= 12 else "AM",
            "time": f"{hh:02d}:{mi:02d}",
            "n": rng.randint(2, 60),
            "n2": rng.randint(2, 60),
            "ext": rng.randint(100, 899),
            "ext2": rng.randint(100, 899),
            "port": pick(rng, (5060, 5061, 8443, 3306, 5432, 22, 2222, 443)),
            "agent": f"AG{rng.randint(1000, 9999)}",
            "ticket": rng.randint(100000, 999999),
            "site": pick(rng, self.sites),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "sha": hexs(rng, 64),
            "sha1": hexs(rng, 40),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
            "ms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
            "msgid": f"{hexs(rng, 12)}.{rng.randint(1000, 9999)}",
        }

    # ------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of many habits, from this family's words."""
        syms = HUMAN_SYM_X if safe else HUMAN_SYM
        for _ in range(100):
            s = self._habit(rng, syms)
            if len(s) >= 8 and s[0].isalnum() and not _placeholder(s):
                return s
        raise RuntimeError("no human password")

    def _habit(self, rng: random.Random, syms: str) -> str:
        w = pick(rng, self.words)
        w2 = pick(rng, self.words)
        fa = pick(rng, self.first)[1]
        sym = rng.choice(syms)
        y = rng.randint(1975, 2026)
        h = rng.randrange(18)
        if h == 0:
            return f"{w.capitalize()}{y}{sym}"
        if h == 1:
            return f"{w}{w2}{rng.randint(1, 99)}"
        if h == 2:
            return f"{pick(rng, self.pets).capitalize()}{y % 100:02d}"
        if h == 3:
            return f"{w.translate(LEET).capitalize()}{rng.randint(1, 999)}{sym}"
        if h == 4:
            fb = pick(rng, self.first)[1]
            day, month = rng.randint(1, 28), rng.randint(1, 12)
            return f"{fa.capitalize()}{fb.capitalize()}{day:02d}{month:02d}"
        if h == 5:
            return f"{pick(rng, self.walks)}{w.capitalize()}"
        if h == 6:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 9999)}"
        if h == 7:
            return f"{fa.capitalize()}{y}"
        if h == 8:
            return f"{w.upper()}{y}"
        if h == 9:
            return f"{w.capitalize()}{sym}{sym}{rng.choice(('123', '1234', '2024', '007'))}"
        if h == 10:
            return "-".join(rng.sample(self.words, 3))
        if h == 11:
            return f"{w[::-1]}{rng.randint(10, 99)}{sym}"
        if h == 12:
            return f"{fa}_{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{y}"
        if h == 13:
            return f"{w.capitalize()}{sym}{pick(rng, self.pets).capitalize()}{rng.randint(1, 99)}"
        if h == 14:
            return f"{pick(rng, self.months).capitalize()}{rng.randint(2024, 2026)}{sym}"
        if h == 15:
            return (
                f"{pick(rng, self.orgs).capitalize()}@{rng.choice(('123', '1234', '2025', '2026'))}"
            )
        if h == 16:
            site = pick(rng, self.sites).replace(" ", "")
            return f"{site.capitalize()}{sym}{w.capitalize()}{rng.randint(1, 99)}"
        return f"{w.capitalize()}{rng.randint(1, 12):02d}{sym}{pick(rng, self.months)[:3]}"

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        return draw(rng, kind)

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``<key>_<name>``: the credential is ``<<cred>>``; ``extra`` adds
        slots (an encoded form as ``<<enc>>``, a ``needle`` other than the credential)."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = f"{self.key}_{name}"
        fmt(self.name, f"{self.key}_{name}", decode)(fn)


def _placeholder(s: str) -> bool:
    low = s.lower()
    return any(
        w in low
        for w in (
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
    )


# --------------------------------------------------------------------------- credentials

_PW_SYM = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, kind: str) -> str:
    """A credential by kind: per-syntax generated passwords (``pw``, ``pw_url``, ``pw_xml``,
    ``pw_sq``, ``pw_dq``, ``pw_bare``, ``pw_json``, ``pw_alnum``), ``hex:N``, ``HEX:N``,
    ``b64:N`` / ``b64u:N`` / ``b64np:N`` (bytes), ``alnum:N``, ``lalnum:N``, ``uuid``,
    ``x:<prefix>:<len>``, ``p:<provider>``, ``pem`` / ``pem8``."""
    if kind in _PW_SYM:
        return gen_pw(rng, sym=_PW_SYM[kind])
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
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
    if head == "lalnum":
        return alnum(rng, int(rest), LOWER + DIGITS)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, name: str) -> str:
    """Key shapes of providers call centres and support teams use."""
    a = lambda n, c=ALNUM: alnum(rng, n, c)  # noqa: E731
    h = lambda n: hexs(rng, n)  # noqa: E731
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_" + a(99),
        "twilio": lambda: h(32),
        "sendgrid": lambda: f"SG.{a(22, ALNUM + '-_')}.{a(43, ALNUM + '-_')}",
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{a(24)}"
        ),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{a(33, ALNUM + '-_')}",
        "africastalking": lambda: "atsk_" + h(64),
        "midtrans": lambda: "Mid-server-" + a(24, ALNUM + "-_"),
        "xendit": lambda: "xnd_production_" + a(60),
        "clickatell": lambda: a(22, ALNUM + "-_") + "==",
        "wompi": lambda: "prv_prod_" + a(32),
        "toss": lambda: "live_sk_" + a(32),
        "payjp": lambda: "sk_live_" + h(48),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-"
            f"{rng.randint(100000, 999999)}-{h(32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "google": lambda: "AIza" + a(35, ALNUM + "-_"),
        "intercom": lambda: base64.b64encode(f"tok:{uuid4(rng)}:1:0".encode()).decode(),
        "zendesk": lambda: a(40),
        "freshdesk": lambda: a(20),
        "momo": lambda: a(32),
        "vnpay": lambda: a(32, UPPER + DIGITS),
        "iyzico": lambda: a(32),
        "teamviewer": lambda: f"{rng.randint(10**7, 10**8 - 1)}-{a(20)}",
        "eskomsepush": lambda: "-".join(h(8).upper() for _ in range(4)),
        "naver": lambda: "$2a$04$" + a(22, ALNUM + "./"),
        "backlog": lambda: a(64),
        "jira": lambda: "ATATT3xFfGF0" + a(180, ALNUM + "-_") + "=" + h(8).upper(),
        "github": lambda: "ghp_" + a(36),
        "openai": lambda: f"sk-proj-{a(74, ALNUM + '-_')}T3BlbkFJ{a(74, ALNUM + '-_')}",
        "zenvia": lambda: a(40, ALNUM + "-_"),
        "mailgun": lambda: "key-" + h(32),
        "aws": lambda: a(40, ALNUM + "/+"),
        "azure": lambda: b64(rng, 64),
        "smsapi": lambda: a(40),
        "efawateer": lambda: "efwsk_live_" + a(40),
        "cmi": lambda: a(10, UPPER + DIGITS) + "_" + a(14),
        "windcave": lambda: h(64),
        "channeltalk": lambda: h(32),
        "aligo": lambda: a(32, LOWER + DIGITS),
        "cafe24": lambda: a(22),
        "qontak": lambda: a(43, ALNUM + "-_"),
        "hive": lambda: a(32),
        "metropol": lambda: h(64),
        "genesys": lambda: a(43, ALNUM + "-_"),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- helpers


def js(v: object) -> str:
    """A JSON string literal (with quotes) for a template."""
    return json.dumps(v, ensure_ascii=False)


def xml_esc(v: str) -> str:
    return html.escape(v, quote=True)


def with_chars(rng: random.Random, base: str, chars: str, k: int = 2) -> str:
    """``base`` with ``k`` characters of ``chars`` put in (so an encoding changes it)."""
    s = list(base)
    for _ in range(k):
        s.insert(rng.randrange(1, len(s)), rng.choice(chars))
    return "".join(s)


# encoders / decoders ---------------------------------------------------------


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str) -> Callable[[str], str]:
    """Decode a quoted-printable body, then take the word after ``label``."""

    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return re.search(re.escape(label) + r"\s*(\S+)", plain).group(1)

    return dec


def dec_basic(text: str) -> str:
    """The password of the first ``Basic <base64 user:pw>`` in the text."""
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode("utf-8").split(":", 1)[1]


def dec_b64_after(pattern: str, userpass: bool = False) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(re.search(pattern, text).group(1)).decode("utf-8")
        return raw.split(":", 1)[1] if userpass else raw

    return dec


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"://[^:/\s]+:([^@\s]+)@", text)
    return urllib.parse.unquote(m.group(1))


def dec_html_after(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(re.search(pattern, text).group(1))

    return dec


def dec_json_key(*keys: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        v: object = json.loads(text)
        for k in keys:
            v = v[int(k)] if isinstance(v, list) else v[k]  # type: ignore[index]
        return str(v)

    return dec


# decoys ---------------------------------------------------------------------


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy: a file like one of ``fam``'s formats, with no live credential."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pk"] = "pk_live_" + alnum(rng, 24)
        s["sshpub"] = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43)
        s["hex32"] = hexs(rng, 32)
        s["pubpem"] = pem(
            b"\x30\x82\x01\x22" + bytes(rng.randrange(256) for _ in range(290)), "PUBLIC KEY"
        )
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    fn.__name__ = f"decoy_{fam.key}"
    decoy(fn)


__all__ = [
    "ALNUM",
    "DIGITS",
    "HUMAN_SYM",
    "HUMAN_SYM_X",
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
    "Slots",
    "alnum",
    "b64",
    "dec_b64_after",
    "dec_basic",
    "dec_html_after",
    "dec_json_key",
    "dec_qp_after",
    "dec_url_userinfo",
    "draw",
    "enc_qp",
    "gen_pw",
    "hexs",
    "js",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
    "with_chars",
    "xml_esc",
]
