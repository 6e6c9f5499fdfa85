"""Helpers shared by the hundred-and-thirty-third corpus's format and decoy files: a family
record (``Fam``) with its own organisations, country domain, local names and the words people
there build passwords from; ``Fam.reg`` registering a format from a ``fill`` template;
per-syntax password drawers; provider key shapes (``prov``); encoders and decoders for the
encoded formats; ``Fam.regd`` registering a decoy.
"""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field

from hundredthirtythird_corpus import (
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

PLACEHOLDERS = (
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

WALKS = ("qwerty", "1qaz2wsx", "qwer1234", "asdf", "zxcvbn", "1q2w3e4r", "qazwsx", "123qwe")

MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DAYS_EN = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def _bad(value: str) -> bool:
    low = value.lower()
    return any(w in low for w in PLACEHOLDERS)


def b64s(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def grab(pattern: str, text: str, flags: int = 0) -> str:
    m = re.search(pattern, text, flags)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def dec_after(pattern: str, fn: Callable[[str], str], flags: int = 0) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern`` through ``fn``."""
    return lambda text: fn(grab(pattern, text, flags))


def dec_b64_pw(pattern: str) -> Callable[[str], str]:
    """A decoder for base64 ``user:password`` after ``pattern``: the password."""
    return dec_after(pattern, lambda v: base64.b64decode(v).decode().split(":", 1)[1])


# --------------------------------------------------------------------------- provider shapes


def _paytm(rng: random.Random) -> str:
    while True:
        s = alnum(rng, 16, ALNUM + "&#@%_")
        if "&" in s and s[0].isalnum():
            return s


def _clickatell(rng: random.Random) -> str:
    return alnum(rng, 22) + "=="


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "openpay_sk": lambda r: "sk_" + hexs(r, 32),
    "mp_token": lambda r: (
        f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-"
        f"{r.randint(100_000_000, 999_999_999)}"
    ),
    "mp_public": lambda r: f"APP_USR-{uuid4(r)}",
    "cielo_key": lambda r: alnum(r, 40, UPPER + DIGITS),
    "ksef": lambda r: hexs(r, 64, upper=True),
    "p24_crc": lambda r: hexs(r, 16),
    "p24_key": lambda r: hexs(r, 32),
    "fiskaly_key": lambda r: "live_" + alnum(r, 32, LOWER + DIGITS),
    "fiskaly_secret": lambda r: alnum(r, 43),
    "iyzico_key": lambda r: alnum(r, 32),
    "iyzico_secret": lambda r: alnum(r, 32),
    "moyasar_sk": lambda r: "sk_live_" + alnum(r, 40),
    "moyasar_pk": lambda r: "pk_live_" + alnum(r, 40),
    "unifonic": lambda r: alnum(r, 30),
    "wialon": lambda r: hexs(r, 72),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "paystack_sk": lambda r: "sk_live_" + hexs(r, 40),
    "paystack_pk": lambda r: "pk_live_" + hexs(r, 40),
    "flw_sk": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "flw_pk": lambda r: "FLWPUBK-" + hexs(r, 32) + "-X",
    "flw_enc": lambda r: hexs(r, 24),
    "termii": lambda r: "TL" + alnum(r, 58),
    "daraja_key": lambda r: alnum(r, 48),
    "daraja_secret": lambda r: alnum(r, 64),
    "daraja_passkey": lambda r: hexs(r, 64),
    "at_key": lambda r: "atsk_" + hexs(r, 64),
    "etims_cmc": lambda r: hexs(r, 64, upper=True),
    "payfast_key": lambda r: alnum(r, 13, LOWER + DIGITS),
    "yoco_sk": lambda r: "sk_live_" + alnum(r, 32, LOWER + DIGITS),
    "clickatell": _clickatell,
    "rzp_id": lambda r: "rzp_live_" + alnum(r, 14),
    "rzp_secret": lambda r: alnum(r, 24),
    "paytm_key": _paytm,
    "msg91": lambda r: alnum(r, 6, DIGITS) + "A" + alnum(r, 17),
    "nic_id": lambda r: "AAC" + alnum(r, 12, UPPER + DIGITS),
    "nic_secret": lambda r: alnum(r, 20),
    "bkash_key": lambda r: alnum(r, 25),
    "bkash_secret": lambda r: alnum(r, 50),
    "bulksmsbd": lambda r: alnum(r, 20),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "midtrans_client": lambda r: "Mid-client-" + alnum(r, 16, ALNUM + "-_"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "fonnte": lambda r: alnum(r, 20, ALNUM + "!+#"),
    "momo_access": lambda r: alnum(r, 16),
    "momo_secret": lambda r: alnum(r, 32),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "zalo_oa": lambda r: alnum(r, r.randint(180, 220), ALNUM + "-_"),
    "kakao_rest": lambda r: hexs(r, 32),
    "toss_sk": lambda r: "live_sk_" + alnum(r, 28),
    "toss_ck": lambda r: "live_ck_" + alnum(r, 28),
    "solapi_key": lambda r: "NCS" + alnum(r, 13, UPPER + DIGITS),
    "solapi_secret": lambda r: alnum(r, 32, UPPER + DIGITS),
    "ncloud_access": lambda r: alnum(r, 20, UPPER + DIGITS),
    "ncloud_secret": lambda r: alnum(r, 40),
    "xero_secret": lambda r: alnum(r, 48, ALNUM + "-_"),
    "xero_id": lambda r: hexs(r, 32, upper=True),
    "twilio_sid": lambda r: "AC" + hexs(r, 32),
    "twilio_token": lambda r: hexs(r, 32),
    "wg": lambda r: b64(r, 32),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + DIGITS),
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "telegram_bot": lambda r: (
        f"{r.randint(5_000_000_000, 7_999_999_999)}:AA" + alnum(r, 33, ALNUM + "-_")
    ),
    "sendgrid": lambda r: "SG." + alnum(r, 22, ALNUM + "-_") + "." + alnum(r, 43, ALNUM + "-_"),
    "tankerkoenig": uuid4,
    "chirpstack": lambda r: jwt(
        r,
        {
            "aud": "chirpstack",
            "iss": "chirpstack",
            "sub": uuid4(r),
            "typ": "key",
        },
    ),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- families

PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


@dataclass
class Fam:
    """One family: a kind of fuel business in one country, with its own names and words."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]
    last: tuple[str, ...]
    words: tuple[str, ...]
    cities: tuple[str, ...]
    cc: str  # phone prefix
    tz: str  # e-mail Date offset
    lfirst: tuple[str, ...] = ()  # names in the local script, same order as first / last
    llast: tuple[str, ...] = ()
    pets: tuple[str, ...] = ()
    hosts: tuple[str, ...] = field(default=("srv", "pos", "nvr", "erp", "db", "app"))
    # joiner when the family name comes first in full names (Korean "", Vietnamese " ")
    family_first: str | None = None

    # ----------------------------------------------------------------------- slots

    def person(self, rng: random.Random) -> dict[str, str]:
        i = rng.randrange(len(self.first))
        j = rng.randrange(len(self.last))
        f, la = self.first[i], self.last[j]
        lf = self.lfirst[i] if self.lfirst else f.capitalize()
        ll = self.llast[j] if self.llast else la.capitalize()
        full = f"{ll}{self.family_first}{lf}" if self.family_first is not None else f"{lf} {ll}"
        return {"f": f, "l": la, "lf": lf, "ll": ll, "full": full}

    def login(self, rng: random.Random, f: str, la: str) -> str:
        la = la.replace(" ", "").replace("-", "")
        return pick(rng, (f"{f[0]}{la}", f"{f}.{la}", f"{f}{la[0]}", f"{f}_{la}", f"{f}{la[:3]}"))

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        p1 = self.person(rng)
        p2 = self.person(rng)
        while p2["f"] == p1["f"]:
            p2 = self.person(rng)
        year = rng.randint(2023, 2026)
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
        hh, mm, ss = rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59)
        wd = rng.randrange(7)

        def sp(s: str) -> str:
            return " ".join(w.capitalize() for w in s.split())

        def phone() -> str:
            a, b, c = rng.randint(700, 999), rng.randint(100, 999), rng.randint(1000, 9999)
            return f"{self.cc} {a} {b} {c}"

        # six increasing clock times for chats: t1..t6 (HH:MM), s1..s6 (HH:MM:SS)
        clock = hh * 3600 + mm * 60 + ss
        times: dict[str, str] = {}
        for k in range(1, 7):
            h_, m_, s_ = clock // 3600 % 24, clock // 60 % 60, clock % 60
            times[f"t{k}"] = f"{h_:02d}:{m_:02d}"
            times[f"s{k}"] = f"{h_:02d}:{m_:02d}:{s_:02d}"
            clock += rng.randint(5, 400)

        return {
            **times,
            "org": org,
            "org_cap": org.capitalize(),
            "org_up": org.upper(),
            "dom": dom,
            "host": f"{pick(rng, self.hosts)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 10, 20, 100))}.{rng.randint(2, 250)}",
            "pub_ip": ip(rng, private=False),
            "first": p1["f"],
            "last": p1["l"].replace(" ", ""),
            "first_cap": p1["f"].capitalize(),
            "last_cap": sp(p1["l"]),
            "full": f"{p1['f'].capitalize()} {sp(p1['l'])}",
            "lfirst": p1["lf"],
            "lname": p1["full"],
            "first2": p2["f"],
            "last2": p2["l"].replace(" ", ""),
            "first2_cap": p2["f"].capitalize(),
            "full2": f"{p2['f'].capitalize()} {sp(p2['l'])}",
            "lfirst2": p2["lf"],
            "lname2": p2["full"],
            "user": self.login(rng, p1["f"], p1["l"]),
            "user2": self.login(rng, p2["f"], p2["l"]),
            "mail": f"{p1['f']}.{p1['l'].replace(' ', '')}@{dom}",
            "mail2": f"{p2['f']}.{p2['l'].replace(' ', '')}@{dom}",
            "phone": phone(),
            "phone2": phone(),
            "n1": rng.randint(1, 9),
            "n2": f"{rng.randint(1, 99):02d}",
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "n5": rng.randint(10000, 99999),
            "year": year,
            "yy": f"{year % 100:02d}",
            "month": f"{month:02d}",
            "day": f"{day:02d}",
            "date": f"{year}-{month:02d}-{day:02d}",
            "dmy": f"{day:02d}/{month:02d}/{year}",
            "dmy_dot": f"{day:02d}.{month:02d}.{year}",
            "dmy_short": f"{day:02d}/{month:02d}/{year % 100:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "hms": f"{hh:02d}:{mm:02d}:{ss:02d}",
            "iso": f"{year}-{month:02d}-{day:02d}T{hh:02d}:{mm:02d}:{ss:02d}",
            "rfc_date": f"{DAYS_EN[wd]}, {day:02d} {MONTHS_EN[month - 1]} {year} "
            f"{hh:02d}:{mm:02d}:{ss:02d} {self.tz}",
            "msgid": f"{hexs(rng, 16)}.{rng.randint(1000, 99999)}@{dom}",
            "ts": rng.randint(1_700_000_000, 1_790_000_000),
            "city": pick(rng, self.cities),
            "word": pick(rng, self.words),
            "port": pick(rng, (1883, 5432, 3306, 1433, 8080, 8443, 5000, 3050)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
        }

    # ----------------------------------------------------------------------- credentials

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A password a person chose, in one of twelve habits, from the family's words."""
        syms = "._-@+" if safe else "!#.@_-*$+"
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            name = pick(rng, self.pets or self.first)
            y = rng.randint(1975, 2026)
            s = rng.choice(syms)
            h = rng.randrange(12)
            if h == 0:
                v = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                v = f"{w.capitalize()}{s}{rng.randint(1000, 9999)}"
            elif h == 2:
                v = f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            elif h == 3:
                v = f"{w.translate(LEET).capitalize()}{s}{rng.randint(10, 99)}"
            elif h == 4:
                v = f"{pick(rng, WALKS)}{w.capitalize()}{rng.randint(1, 99)}"
            elif h == 5:
                a, b = rng.sample(self.first, 2)
                dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
                v = f"{a.capitalize()}{b.capitalize()}{dm}"
            elif h == 6:
                c = pick(rng, self.cities).replace(" ", "").capitalize()
                v = f"{c}{s}{rng.randint(1, 9999):04d}"
            elif h == 7:
                v = f"{w.upper()}{y}"
            elif h == 8:
                v = f"{w.capitalize()}{s}{rng.randint(100, 999)}{w2}"
            elif h == 9:
                v = f"{w[::-1].capitalize()}{rng.randint(10, 9999)}{s}"
            elif h == 10:
                v = f"{w}-{w2}-{pick(rng, self.words)}{rng.randint(1, 99)}"
            else:
                v = f"{name.capitalize()}{s}{w}{y % 100:02d}"
            v = v.replace(" ", "")
            if len(v) >= 8 and not _bad(v) and v[0].isalnum():
                return v

    def cred(self, rng: random.Random, kind, s: dict) -> str:
        for _ in range(200):
            v = self._cred(rng, kind, s)
            if not _bad(v):
                return v
        raise RuntimeError(f"{self.name}: no clean credential of kind {kind!r}")

    def _cred(self, rng: random.Random, kind, s: dict) -> str:
        if callable(kind):
            return kind(rng, s)
        if kind in PW_SYMS:
            return gen_pw(rng, sym=PW_SYMS[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        if kind == "uuid":
            return uuid4(rng)
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
        if head == "p":
            return prov(rng, arg)
        if head == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if head == "rsa":
            return rsa_pem(rng, pkcs8=arg == "pkcs8")
        raise ValueError(kind)

    # ----------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template,
        cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: ``template`` (a ``fill`` template or ``slots -> text``)
        with the credential ``<<cred>>`` drawn by ``cred``; ``extra(rng, slots)`` adds slots
        (it may set ``needle`` when the needle is not ``cred`` as written)."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.cred(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            needle = str(s.get("needle", s["cred"]))
            return Out(path, text, needle, syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)

    def regd(
        self,
        paths: str | tuple[str, ...],
        template,
        why: str,
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
    ) -> None:
        """Register a decoy of this family: no live credential in it."""

        def fn(rng: random.Random) -> DOut:
            s = self.common(rng)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            p = paths if isinstance(paths, str) else pick(rng, paths)
            return DOut(fill(p, **s), text, why, syntax)

        decoy(fn)


def jdump(obj, ascii_only: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_only, indent=2) + "\n"
