"""Helpers shared by the ninety-second corpus's format and decoy files: a family dataclass
(organisations, country domain, local names in their own script with ASCII logins, the words
people there build passwords from, pet names, phone prefix), a human-password drawer with many
habits, per-syntax generated passwords, provider key shapes and encoders / decoders.
"""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from ninetysecond_corpus import (
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
    rbytes,
    rsa_pem,
    uuid4,
)

B64URL = ALNUM + "-_"
KEYBOARD = (
    "qwerty",
    "1qaz2wsx",
    "asdfgh",
    "zxcvbn",
    "qazwsx",
    "1q2w3e4r",
    "qwertz",
    "azerty",
    "123qwe",
    "!qaz2wsx",
)
HUMAN_SYMS = "!@#$%&*._-+?"
SAFE_SYMS = "!@#._-*+"


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[tuple[str, str], ...]  # (ascii slug, local display name)
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ascii)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    places: tuple[str, ...]

    # ------------------------------------------------------------------ names

    def common(self, rng: random.Random) -> dict[str, object]:
        slug, orgname = pick(rng, self.orgs)
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        dom = f"{slug}.{self.tld}"
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}"))
        y = rng.randint(2025, 2027)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 22), rng.randint(0, 59)
        return {
            "org": slug,
            "orgname": orgname,
            "dom": dom,
            "host": f"{pick(rng, ('crm', 'app', 'db', 'srv', 'vpn', 'mail', 'web'))}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "login": login,
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "d": d,
            "mo": mo,
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
            "n": rng.randint(1, 9),
            "port": pick(rng, (5432, 3306, 8443, 8080, 2222, 9000)),
            "place": (place := pick(rng, self.places)),
            "town": place.title(),
            "pet": pick(rng, self.pets),
            "ts": rng.randint(1_735_000_000, 1_790_000_000),
        }

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        syms = SAFE_SYMS if safe else HUMAN_SYMS
        for _ in range(100):
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            fa = pick(rng, self.first)[1]
            pet = pick(rng, self.pets)
            place = pick(rng, self.places)
            y = rng.randint(1965, 2027)
            s = rng.choice(syms)
            h = rng.randrange(16)
            if h == 0:
                pw = f"{w.capitalize()}{y}{s}"
            elif h == 1:
                pw = f"{pet.capitalize()}{y % 100:02d}{s}"
            elif h == 2:
                pw = f"{w}{w2}{rng.randint(1, 999)}"
            elif h == 3:
                tr = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
                pw = f"{w.capitalize().translate(tr)}{s}{y}"
            elif h == 4:
                fb = pick(rng, self.first)[1]
                day, month = rng.randint(1, 28), rng.randint(1, 12)
                pw = f"{fa.capitalize()}{fb.capitalize()}{day:02d}{month:02d}"
            elif h == 5:
                pw = f"{pick(rng, KEYBOARD)}{s}{w.capitalize()}"
            elif h == 6:
                sep = rng.choice(".-_")
                pw = f"{w.capitalize()}{sep}{w2.capitalize()}{sep}{rng.randint(1, 99)}"
            elif h == 7:
                pw = f"{fa.capitalize()}{y}"
            elif h == 8:
                pw = f"{w.upper()}{y}"
            elif h == 9:
                pw = f"{w}{s * rng.randint(2, 3)}{y % 100:02d}"
            elif h == 10:
                pw = "-".join(rng.sample(self.words, 3))
            elif h == 11:
                pw = f"{w[::-1]}{rng.randint(10, 99)}{s}"
            elif h == 12:
                pw = f"{place.capitalize()}_{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}"
            elif h == 13:
                pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
            elif h == 14:
                pw = f"{fa.capitalize()}{s}{pick(rng, ('sayang', 'love', 'amor', 'mi', 'my'))}{y}"
            else:
                pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 9)}{s}"
            pw = pw.replace(" ", "")
            if 8 <= len(pw) <= 32 and not _placeholder(pw):
                return pw
        raise RuntimeError("no human password")

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, safe=True)
        return cred(rng, kind)

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict[str, object]], str],
        cred_kind: str | Callable[[random.Random], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict[str, object]], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def gen(rng: random.Random) -> Out:
            slots = fam.common(rng)
            slots["cred"] = fam.draw(rng, cred_kind)
            if extra is not None:
                extra(rng, slots)
            text = template(slots) if callable(template) else fill(template, **slots)
            path = fill(pick(rng, paths), **slots)
            needle = str(slots.get("needle", slots["cred"]))
            return Out(path, text, needle, syntax)

        gen.__name__ = name
        fmt(self.name, name, decode)(gen)


def _placeholder(value: str) -> bool:
    low = value.lower()
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


# ---------------------------------------------------------------------- credential kinds


def cred(rng: random.Random, kind: str) -> str:
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
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, name: str) -> str:
    """Key shapes of real providers (random values in the real layout)."""
    a = alnum
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + a(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + a(rng, 97),
        "stripe_whsec": lambda: "whsec_" + a(rng, 32),
        "paystack_sk": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave_sk": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "mpesa_passkey": lambda: hexs(rng, 64),
        "mpesa_consumer_secret": lambda: a(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "termii": lambda: "TL" + a(rng, 58),
        "mercadopago": lambda: (
            f"APP_USR-{a(rng, 16, DIGITS)}-{a(rng, 6, DIGITS)}-{hexs(rng, 32)}-{a(rng, 9, DIGITS)}"
        ),
        "conekta": lambda: "key_" + a(rng, 27),
        "midtrans_server": lambda: "Mid-server-" + a(rng, 24, ALNUM + "-_"),
        "xendit": lambda: "xnd_production_" + a(rng, 60),
        "toss_sk": lambda: "live_sk_" + a(rng, 24),
        "kakao_admin": lambda: hexs(rng, 32),
        "solapi_secret": lambda: a(rng, 32, UPPER + DIGITS),
        "ecpay_hashkey": lambda: a(rng, 16),
        "line_channel_token": lambda: a(rng, 171, ALNUM + "+/") + "=",
        "line_notify": lambda: a(rng, 43),
        "paymongo_sk": lambda: "sk_live_" + a(rng, 24),
        "semaphore": lambda: hexs(rng, 32),
        "bkash_app_secret": lambda: a(rng, 50),
        "sslcommerz_pass": lambda: a(rng, 10, LOWER + DIGITS) + "@ssl",
        "iyzico_secret": lambda: a(rng, 32),
        "paytr_key": lambda: a(rng, 16),
        "paymob_api": lambda: base64.b64encode(
            jwt(rng, {"class": "Merchant", "profile_pk": rng.randint(100000, 999999)}).encode()
        ).decode(),
        "fawry_key": lambda: hexs(rng, 32),
        "p24_api": lambda: hexs(rng, 32),
        "payu_md5": lambda: hexs(rng, 32),
        "bog_secret": lambda: a(rng, 32),
        "mollie_live": lambda: "live_" + a(rng, 30),
        "khalti_live": lambda: hexs(rng, 32),
        "windcave": lambda: hexs(rng, 64),
        "nationbuilder": lambda: hexs(rng, 64),
        "actionnetwork": lambda: hexs(rng, 32),
        "kobo_token": lambda: hexs(rng, 40),
        "whatsapp_cloud": lambda: "EAA" + a(rng, 1, "GIJ") + a(rng, 180),
        "telegram_bot": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA" + a(rng, 33, B64URL)
        ),
        "twilio_auth": lambda: hexs(rng, 32),
        "sendgrid": lambda: "SG." + a(rng, 22, B64URL) + "." + a(rng, 43, B64URL),
        "mailchimp": lambda: hexs(rng, 32) + f"-us{rng.randint(2, 21)}",
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + a(rng, 16),
        "github_pat": lambda: "ghp_" + a(rng, 36),
        "github_fine": lambda: "github_pat_11" + a(rng, 20, UPPER + DIGITS) + "_" + a(rng, 59),
        "aws_secret": lambda: a(rng, 40, ALNUM + "+/"),
        "google_api": lambda: "AIza" + a(rng, 35, B64URL),
        "google_oauth": lambda: "GOCSPX-" + a(rng, 28, B64URL),
        "openai": lambda: "sk-proj-" + a(rng, 74, B64URL) + "T3BlbkFJ" + a(rng, 74, B64URL),
        "nextcloud_app": lambda: "-".join(a(rng, 5) for _ in range(5)),
        "wp_app": lambda: " ".join(a(rng, 4) for _ in range(6)),
        "airtable_pat": lambda: "pat" + a(rng, 14) + "." + hexs(rng, 64),
        "facebook_app": lambda: hexs(rng, 32),
        "dropbox": lambda: "sl.u." + a(rng, 136, B64URL),
        "discord_bot": lambda: (
            b64(rng, 14, urlsafe=True, pad=False)[:24]
            + "."
            + a(rng, 6, B64URL)
            + "."
            + a(rng, 38, B64URL)
        ),
        "slack_bot": lambda: f"xoxb-{a(rng, 12, DIGITS)}-{a(rng, 13, DIGITS)}-{a(rng, 24)}",
        "slack_webhook": lambda: (
            "https://hooks.slack.com/services/"
            f"T{a(rng, 10, UPPER + DIGITS)}/B{a(rng, 10, UPPER + DIGITS)}/{a(rng, 24)}"
        ),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "hetzner": lambda: a(rng, 64),
        "cloudflare": lambda: a(rng, 40, B64URL),
        "zoho_refresh": lambda: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
        "hubspot_pat": lambda: "pat-eu1-" + uuid4(rng),
        "typeform": lambda: "tfp_" + a(rng, 44) + "_" + a(rng, 14),
        "jotform": lambda: hexs(rng, 32),
        "mapbox_sk": lambda: "sk.eyJ1Ijoi" + a(rng, 60, B64URL) + "." + a(rng, 22, B64URL),
        "vonage_secret": lambda: a(rng, 16),
        "naver_sens": lambda: a(rng, 40),
        "smsto": lambda: a(rng, 32),
        "infobip": lambda: hexs(rng, 32) + "-" + uuid4(rng),
        "clicksend": lambda: uuid4(rng).upper(),
        "brevo_smtp": lambda: "xsmtpsib-" + hexs(rng, 64) + "-" + a(rng, 16),
        "esewa_secret": lambda: a(rng, 16, ALNUM + "/:&."),
        "sparrow_sms": lambda: "v2_" + a(rng, 27) + "." + a(rng, 4),
        "gcash_xendit_cb": lambda: a(rng, 48),
        "donorbox": lambda: a(rng, 40, ALNUM + "_-"),
        "postmark": lambda: uuid4(rng),
        "sentry_auth": lambda: "sntrys_" + a(rng, 120, B64URL),
        "supabase_service": lambda: jwt(
            rng, {"iss": "supabase", "ref": a(rng, 20, LOWER), "role": "service_role"}
        ),
        "netlify": lambda: "nfp_" + a(rng, 36),
        "vercel": lambda: a(rng, 24),
        "firebase_sa_key": lambda: rsa_pem(rng, pkcs8=True),
    }
    return shapes[name]()


# ---------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp_block(text: str) -> str:
    """Decode the quoted-printable body after the first blank line and return it."""
    body = text.split("\n\n", 1)[1]
    return quopri.decodestring(body.encode("ascii")).decode("utf-8")


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def enc_json_u(value: str) -> str:
    """Every non-alphanumeric character as a JSON \\uXXXX escape."""
    return "".join(c if c.isascii() and c.isalnum() else f"\\u{ord(c):04x}" for c in value)


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(b64text: str) -> str:
    return base64.b64decode(b64text).decode().split(":", 1)[1]


def after(text: str, pattern: str, group: int = 1) -> str:
    m = re.search(pattern, text)
    if not m:
        raise ValueError(f"pattern not found: {pattern}")
    return m.group(group)


def amp_pw(rng: random.Random) -> str:
    """A generated password holding at least one character markup must escape."""
    pw = gen_pw(rng, sym="!#%*+-_.?@^~")
    i = rng.randrange(1, len(pw))
    return pw[:i] + rng.choice("&<>") + pw[i:]


def sym_pw(rng: random.Random) -> str:
    """A generated password with symbols that percent-encoding changes."""
    pw = gen_pw(rng, sym="@#$%&+/:?!")
    if not any(c in pw for c in "@#$%&+/:?!"):
        pw += "@"
    return pw


def roster(
    fam: Fam,
    rng: random.Random,
    s: dict[str, object],
    row: Callable[[random.Random, str, str, str, str, str], str],
    n: int = 5,
) -> None:
    """Fill ``s["rows"]`` with ``n`` rows of people, one of which holds ``s["cred"]``; the
    others hold other people's passwords. ``row(rng, local_name, ascii_login, phone, pw, i)``."""
    target = rng.randrange(n)
    out = []
    for i in range(n):
        (fn, fa), (ln, la) = pick(rng, fam.first), pick(rng, fam.last)
        pw = str(s["cred"]) if i == target else fam.human(rng, safe=True)
        out.append(row(rng, f"{fn} {ln}", f"{fa}.{la}", fam.phone(rng), pw, str(i + 1)))
    s["rows"] = "\n".join(out)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict[str, object]], str],
    why: str,
    syntax: str | None = None,
) -> None:
    """Register a decoy drawn from the family's common slots."""

    def gen(rng: random.Random) -> DOut:
        slots = fam.common(rng)
        text = template(slots) if callable(template) else fill(template, **slots)
        return DOut(fill(path, **slots), text, why, syntax)

    decoy(gen)


__all__ = [
    "ALNUM",
    "B64URL",
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
    "amp_pw",
    "b64",
    "basic",
    "cred",
    "dec_basic",
    "dec_qp_block",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "rbytes",
    "regd",
    "roster",
    "rsa_pem",
    "sym_pw",
    "uuid4",
]
