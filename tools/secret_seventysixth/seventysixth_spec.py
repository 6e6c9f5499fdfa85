"""Helpers shared by the seventy-sixth corpus's format and decoy files: the family dataclass,
the human-password drawer, per-syntax generated passwords, provider key shapes, chat-export
builders and encoders / decoders."""

from __future__ import annotations

import base64
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from seventysixth_corpus import (
    ALNUM,
    DIGITS,
    LOWER,
    SYM_BARE,
    SYM_DQ,
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

__all__ = [
    "Fam",
    "after",
    "chat_kakao",
    "chat_line",
    "chat_telegram_json",
    "chat_wa",
    "dec_b64_after",
    "dec_basic",
    "draw",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "human",
    "prov",
    "regd",
    "sms_xml",
]

Slots = dict[str, object]
Extra = Callable[[random.Random, Slots], Slots]


@dataclass(frozen=True)
class Fam:
    """One family: its organisation names, country domain, local names (local script, ASCII
    login form), the words people there build passwords from, pet names, phone prefix."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ascii)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ascii password words
    pets: tuple[str, ...]
    cc: str  # phone prefix, e.g. "+679"
    places: tuple[str, ...]

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        ln2, la2 = pick(rng, self.last)
        y = rng.randint(2023, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(7, 21)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": f"{org}.{self.tld}",
            "tld": self.tld,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "user": pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "email": f"{fa}.{la}@{org}.{self.tld}",
            "email2": f"{fa2}@{org}.{self.tld}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 10, 88))}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "phone": f"{self.cc}{rng.randint(10**7, 10**8 - 1)}",
            "phone2": f"{self.cc}{rng.randint(10**7, 10**8 - 1)}",
            "y": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "mi2": f"{min(59, mi + rng.randint(1, 9)):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 99),
            "nn": rng.randint(100, 9999),
            "port": rng.choice((2222, 8080, 8443, 5000, 8000, 9000)),
            "place": pick(rng, self.places),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "h8": hexs(rng, 8),
            "uuid": uuid4(rng),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
        }

    # ----------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam], str],
        syntax: str | None = None,
        extra: Extra | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            val = cred(rng, fam) if callable(cred) else draw(rng, fam, cred)
            s["cred"] = val
            if encode is not None:
                s["enc"] = encode(val)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, val, syntax)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Extra | None = None,
) -> None:
    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- human passwords

_WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "1q2w3e", "123qwe", "qwe123", "!qaz")
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
_HSYM = "!@#._*-+?"


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words.
    ``safe``: only characters no shell, markup or config needs to escape (``._-@+``)."""
    syms = "._-@+" if safe else _HSYM
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        name = pick(rng, fam.first)[1]
        org = pick(rng, fam.orgs)
        place = pick(rng, fam.places)
        y = rng.randint(1968, 2026)
        yy = f"{y % 100:02d}"
        s = rng.choice(syms)
        h = rng.randrange(16)
        if h == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif h == 1:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
        elif h == 2:
            pw = f"{pet}{yy}{s}{pet[0].upper()}"
        elif h == 3:
            pw = f"{w.translate(_LEET).capitalize()}{y}"
        elif h == 4:
            pw = f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{yy}"
        elif h == 5:
            pw = f"{pick(rng, _WALKS)}{w.capitalize()}"
        elif h == 6:
            pw = f"{w.upper()}{y}"
        elif h == 7:
            pw = f"{w}{s}{w2}{rng.randint(10, 99)}"
        elif h == 8:
            pw = f"{w}-{w2}-{pick(rng, fam.words)}"
        elif h == 9:
            pw = f"{w[::-1]}{rng.randint(100, 999)}{s}"
        elif h == 10:
            pw = f"{name.capitalize()}{rng.randint(1000, 9999)}{s}{s}"
        elif h == 11:
            pw = f"{org.capitalize()}@{y}"
        elif h == 12:
            pw = f"{place.replace(' ', '').capitalize()}{rng.randint(1, 999)}{s}"
        elif h == 13:
            pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 9)}"
        elif h == 14:
            pw = f"{name}{pick(rng, fam.last)[1].capitalize()}{yy}"
        else:
            pw = f"{w.capitalize()}{s}{rng.randint(10**5, 10**6 - 1)}"
        if pw.startswith(("!", "@", "#", "*", "-", "+", "?", ".")):
            continue
        if len(pw) >= 8 and not re.search(
            "example|changeme|password|secret|token|dummy|sample|fake|test|xxxx|placeholder|"
            "your_|redacted",
            pw.lower(),
        ):
            return pw


# --------------------------------------------------------------------------- provider shapes


def prov(rng: random.Random, p: str) -> str:
    a = ALNUM
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "flw_enc": lambda: "FLWSECK" + hexs(rng, 12),
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, a + "-_"),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
            f"{alnum(rng, 9, DIGITS)}"
        ),
        "conekta": lambda: "key_" + alnum(rng, 27),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "shopify_ss": lambda: "shpss_" + hexs(rng, 32),
        "woo_cs": lambda: "cs_" + hexs(rng, 40),
        "woo_ck": lambda: "ck_" + hexs(rng, 40),
        "etsy": lambda: alnum(rng, 24, LOWER + DIGITS),
        "printful": lambda: alnum(rng, 40),
        "square": lambda: "EAAA" + alnum(rng, 60, a + "-_"),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "line_secret": lambda: hexs(rng, 32),
        "line_token": lambda: alnum(rng, 171, a + "/+") + "=",
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "kakao": lambda: hexs(rng, 32),
        "ecpay_key": lambda: alnum(rng, 16),
        "newebpay_key": lambda: alnum(rng, 32),
        "viva": lambda: alnum(rng, 30),
        "p24_crc": lambda: hexs(rng, 16),
        "payu_md5": lambda: hexs(rng, 32),
        "allegro": lambda: alnum(rng, 64),
        "efi": lambda: hexs(rng, 40),  # after the literal "Client_Secret_" prefix
        "zarinpal": lambda: uuid4(rng),
        "kavenegar": lambda: alnum(rng, 88, UPPER + DIGITS + LOWER[:6]),
        "bkash": lambda: alnum(rng, 50),
        "sslcz": lambda: alnum(rng, 12, LOWER) + "@ssl",
        "payhere": lambda: b64(rng, 36),
        "momo": lambda: alnum(rng, 32),
        "vnpay": lambda: alnum(rng, 32, UPPER),
        "ghn": lambda: uuid4(rng),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, a + '-_')}.{alnum(rng, 43, a + '-_')}",
        "twilio": lambda: hexs(rng, 32),
        "aws": lambda: alnum(rng, 40, a + "/+"),
        "akia": lambda: "AKIA" + alnum(rng, 16, UPPER + DIGITS),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, a + '-_')}",
        "google": lambda: "AIza" + alnum(rng, 35, a + "-_"),
        "octoprint": lambda: alnum(rng, 32, UPPER + DIGITS),
        "easypost": lambda: "EZAK" + hexs(rng, 54),
        "shippo": lambda: "shippo_live_" + hexs(rng, 40),
        "cloudflare": lambda: alnum(rng, 40, a + "-_"),
        "termii": lambda: "TL" + alnum(rng, 58),
        "mailchimp": lambda: hexs(rng, 32) + "-us" + str(rng.randint(2, 21)),
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + alnum(rng, 16),
        "hf": lambda: "hf_" + alnum(rng, 34),
        "slack": lambda: f"xoxb-{alnum(rng, 12, DIGITS)}-{alnum(rng, 13, DIGITS)}-{alnum(rng, 24)}",
        "discord_wh": lambda: alnum(rng, 68, a + "-_"),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- drawer


def draw(rng: random.Random, fam: Fam, kind: str) -> str:
    """A credential by kind: ``pw`` (INI symbols) / ``pw_url`` / ``pw_xml`` / ``pw_sq`` /
    ``pw_dq`` / ``pw_bare`` / ``pw_json`` / ``pw_alnum``; ``human`` / ``human_x``;
    ``hex:N`` / ``HEX:N``; ``b64:N`` / ``b64u:N``; ``alnum:N``; ``uuid``; ``x:prefix:N``
    (invented prefix); ``p:provider``; ``rsa`` / ``rsa8`` (PEM)."""
    if kind == "pw":
        return gen_pw(rng)
    if kind.startswith("pw_"):
        sym = {
            "url": SYM_URL,
            "xml": SYM_XML,
            "sq": SYM_SQ,
            "dq": SYM_DQ,
            "bare": SYM_BARE,
            "json": SYM_JSON,
            "alnum": "",
        }[kind[3:]]
        return gen_pw(rng, sym=sym)
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    k, _, n = kind.partition(":")
    if k == "hex":
        return hexs(rng, int(n))
    if k == "HEX":
        return hexs(rng, int(n), upper=True)
    if k == "b64":
        return b64(rng, int(n))
    if k == "b64u":
        return b64(rng, int(n), urlsafe=True, pad=False)
    if k == "alnum":
        return alnum(rng, int(n))
    if k == "x":
        pre, _, ln = n.rpartition(":")
        return pre + alnum(rng, int(ln))
    if k == "p":
        return prov(rng, n)
    if k == "jwt":
        return jwt(rng, {"sub": uuid4(rng), "iat": rng.randint(1_735_000_000, 1_760_000_000)})
    raise ValueError(kind)


# --------------------------------------------------------------------------- chats


def _clock(rng: random.Random, n: int) -> list[tuple[int, int]]:
    h, m = rng.randint(7, 20), rng.randint(0, 50)
    out = []
    for _ in range(n):
        out.append((h, m))
        m += rng.randint(0, 6)
        if m > 59:
            h, m = min(h + 1, 23), m - 60
    return out


def chat_wa(
    rng: random.Random, lines: list[tuple[str, str]], style: str, y: int, mo: str, d: str
) -> str:
    """WhatsApp text export: ``android`` (dd/mm/yyyy, hh:mm - ), ``ios`` ([dd/mm/yyyy,
    hh:mm:ss] ), ``dots`` (dd.mm.yy, hh:mm - ), ``us`` (m/d/yy, h:mm AM - )."""
    out = []
    for (who, msg), (h, m) in zip(lines, _clock(rng, len(lines)), strict=True):
        if style == "ios":
            out.append(f"[{d}/{mo}/{y}, {h:02d}:{m:02d}:{rng.randint(0, 59):02d}] {who}: {msg}")
        elif style == "dots":
            out.append(f"{d}.{mo}.{y % 100}, {h:02d}:{m:02d} - {who}: {msg}")
        elif style == "us":
            ap = "AM" if h < 12 else "PM"
            out.append(
                f"{int(mo)}/{int(d)}/{y % 100}, {(h - 1) % 12 + 1}:{m:02d} {ap} - {who}: {msg}"
            )
        else:
            out.append(f"{d}/{mo}/{y}, {h:02d}:{m:02d} - {who}: {msg}")
    return "\n".join(out) + "\n"


def chat_telegram_json(
    rng: random.Random, title: str, lines: list[tuple[str, str]], y: int, mo: str, d: str
) -> str:
    msgs = []
    ids: dict[str, int] = {}
    for i, ((who, msg), (h, m)) in enumerate(zip(lines, _clock(rng, len(lines)), strict=True)):
        uid = ids.setdefault(who, rng.randint(10**8, 9 * 10**9))
        msgs.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{y}-{mo}-{d}T{h:02d}:{m:02d}:{rng.randint(0, 59):02d}",
                "from": who,
                "from_id": f"user{uid}",
                "text": msg,
            }
        )
    doc = {"name": title, "type": "personal_chat", "id": rng.randint(10**8, 9 * 10**9)}
    doc["messages"] = msgs
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def chat_kakao(
    rng: random.Random, title: str, lines: list[tuple[str, str]], y: int, mo: str, d: str
) -> str:
    out = [f"{title} 님과 카카오톡 대화", f"저장한 날짜 : {y}-{mo}-{d} 22:10:04", ""]
    out.append(f"--------------- {y}년 {int(mo)}월 {int(d)}일 ---------------")
    for (who, msg), (h, m) in zip(lines, _clock(rng, len(lines)), strict=True):
        ap = "오전" if h < 12 else "오후"
        out.append(f"[{who}] [{ap} {(h - 1) % 12 + 1}:{m:02d}] {msg}")
    return "\n".join(out) + "\n"


def chat_line(
    rng: random.Random,
    head: str,
    lines: list[tuple[str, str]],
    y: int,
    mo: str,
    d: str,
    wd: str,
) -> str:
    out = [head, f"{y}/{mo}/{d}({wd})"]
    for (who, msg), (h, m) in zip(lines, _clock(rng, len(lines)), strict=True):
        out.append(f"{h:02d}:{m:02d}\t{who}\t{msg}")
    return "\n".join(out) + "\n"


def sms_xml(rng: random.Random, rows: list[tuple[str, str, str, int]]) -> str:
    """SMS Backup & Restore XML: rows of (address, contact, body, type 1=in 2=out)."""
    t = rng.randint(1_735_000_000, 1_780_000_000) * 1000
    out = [
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
        f'<smses count="{len(rows)}" backup_set="{uuid4(rng)}" backup_date="{t + 9_000_000}">',
    ]
    for addr, contact, body, typ in rows:
        t += rng.randint(20_000, 900_000)
        body_x = body.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
        out.append(
            f'  <sms protocol="0" address="{addr}" date="{t}" type="{typ}" subject="null" '
            f'body="{body_x}" toa="null" sc_toa="null" service_center="null" read="1" '
            f'status="-1" locked="0" readable_date="" contact_name="{contact}" />'
        )
    out.append("</smses>")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def enc_xml(s: str) -> str:
    return enc_html(s).replace('"', "&quot;").replace("'", "&apos;")


def enc_json_u(s: str) -> str:
    return json.dumps(s)[1:-1]


def after(text: str, label: str, stop: str = r"\s") -> str:
    """The run of characters after ``label`` (up to whitespace or ``stop``)."""
    i = text.index(label) + len(label)
    m = re.match(rf"[^{stop}]+", text[i:].lstrip(" "))
    if not m:
        raise ValueError(label)
    return m.group(0)


def dec_basic(label: str = "Basic ") -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = base64.b64decode(after(text, label, r"\s\"'")).decode()
        return raw.split(":", 1)[1]

    return dec


def dec_b64_after(label: str, stop: str = r"\s\"'") -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(after(text, label, stop)).decode()

    return dec
