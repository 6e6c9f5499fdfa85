"""Helpers shared by the seventy-seventh corpus's format and decoy files: the ``Fam`` record
of one family (its own organisation names, country domain, local names in their own script
with ASCII forms for logins, password words, pet names, places, phone prefix), the common
slots, the credential drawers (per-syntax generated passwords, human-chosen passwords in many
habits, keys, provider shapes), encoders / decoders and the ``reg`` / ``regd`` registration
helpers built on the kit's ``fill`` templates.
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
from dataclasses import dataclass

from seventyseventh_corpus import (
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
_LEFT = re.compile(r"<<[A-Za-z0-9_]+>>")
Cred = str | Callable[[random.Random, "Fam"], str]

KEYWALKS = (
    "qwerty",
    "asdf",
    "1qaz2wsx",
    "zxcvbn",
    "qwe123",
    "1q2w3e",
    "asdfgh",
    "qazwsx",
    "147258",
    "poiuy",
    "zaq12wsx",
    "123qwe",
)


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country, with its own names and words."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (name as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from (ASCII forms)
    pets: tuple[str, ...]
    places: tuple[str, ...]
    cc: str  # phone prefix
    full: str = "{f} {l}"  # how a full name is written locally
    accented: tuple[str, ...] = ()  # words with local letters, for some passwords

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fl, fa), (ll, la) = pick(rng, self.first), pick(rng, self.last)
        (fl2, fa2), (ll2, la2) = pick(rng, self.first), pick(rng, self.last)
        while fa2 == fa:
            fl2, fa2 = pick(rng, self.first)
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 22), rng.randint(0, 59)
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}", fa))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "fl": fl,
            "fa": fa,
            "ll": ll,
            "la": la,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "full": self.full.format(f=fl, l=ll),
            "full2": self.full.format(f=fl2, l=ll2),
            "fl2": fl2,
            "fa2": fa2,
            "la2": la2,
            "fa2c": fa2.capitalize(),
            "la2c": la2.capitalize(),
            "user": user,
            "user2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "phone2": f"+{self.cc}{rng.randint(100000000, 999999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "host": f"{pick(rng, ('srv', 'nas', 'app', 'db', 'cloud'))}{rng.randint(1, 9)}.{dom}",
            "year": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "ddmy": f"{d:02d}.{mo:02d}.{y}",
            "hm": f"{hh:02d}:{mm:02d}",
            "hm2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "ts": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "ms": rng.randint(1_735_000_000_000, 1_790_000_000_000),
            "n": rng.randint(2, 99),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "port": pick(rng, (2222, 5432, 3306, 8443, 8080, 1935, 554, 21, 993)),
            "place": pick(rng, self.places),
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "hex40": hexs(rng, 40),
            "akid": "AKIA" + alnum(rng, 16, UPPER + DIGITS),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: Cred,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
        encode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``<<cred>>`` is the credential (the needle); with ``encode``,
        ``<<enc>>`` is its encoded form and ``decode`` gives it back from the file."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            c = draw(rng, fam, cred)
            s["cred"] = c
            if encode is not None:
                s["enc"] = encode(c)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            if _LEFT.search(path) or _LEFT.search(text):
                raise KeyError(f"{name}: slot left unfilled")
            return Out(path, text, str(s.get("needle", c)), syntax)

        fn.__name__ = f"fmt_{name}"
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy: a file at a format-like path with no live credential."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        out = DOut(fill(path, **s), fill(template, **s), why, syntax)
        if _LEFT.search(out.path) or _LEFT.search(out.text):
            raise KeyError(f"decoy {path}: slot left unfilled")
        return out

    fn.__name__ = f"decoy_{fam.name}_{len(path)}"
    decoy(fn)


# ---------------------------------------------------------------------- human passwords


def _leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}))


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password from the family's own words, in one of eighteen habits.
    ``safe`` keeps to characters no shell, markup or URL parser would need escaped
    (``._-@``) and to ASCII."""
    syms = "._-@" if safe else "!@#._-*+"
    s = rng.choice(syms)
    w, w2 = rng.sample(fam.words, 2)
    pet = pick(rng, fam.pets)
    fa = pick(rng, fam.first)[1]
    fb = pick(rng, [f for _, f in fam.first if f != fa])
    y = rng.randint(1968, 2026)
    yy = f"{y % 100:02d}"
    d, m = rng.randint(1, 28), rng.randint(1, 12)
    h = rng.randrange(18)
    if h == 0:
        out = f"{w.capitalize()}{y}{s}"
    elif h == 1:
        out = f"{w}{w2}{rng.randint(1, 99)}"
    elif h == 2:
        out = f"{pet.capitalize()}{yy}{s}"
    elif h == 3:
        out = _leet(w.capitalize()) + str(rng.randint(1, 999))
        if safe:
            out = out.replace("$", "5")
    elif h == 4:
        out = f"{fa.capitalize()}{fb.capitalize()}{d:02d}{m:02d}"
    elif h == 5:
        out = f"{pick(rng, KEYWALKS)}{s}{w.capitalize()}"
    elif h == 6:
        out = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 99)}"
    elif h == 7:
        out = f"{fa.capitalize()}{y}"
    elif h == 8:
        out = f"{w.upper()}{y}"
    elif h == 9:
        out = f"{w}{s * 3}{y}"
    elif h == 10:
        out = f"{w}-{w2}-{pick(rng, fam.words)}"
    elif h == 11:
        out = f"{w[::-1].capitalize()}{y}"
    elif h == 12:
        out = f"{fa.capitalize()}_{d:02d}.{m:02d}.{y}"
    elif h == 13:
        out = f"{w}{s}{pet.capitalize()}{rng.randint(1, 9)}"
    elif h == 14:
        out = f"{pick(rng, fam.places).replace(' ', '')}{rng.randint(1000, 9999)}"
    elif h == 15:
        out = f"{w.capitalize()}123{s}"
    elif h == 16 and fam.accented and not safe:
        out = f"{pick(rng, fam.accented).capitalize()}{yy}{s}"
    else:
        out = f"{fa.lower()}{w.capitalize()}{s}{yy}"
    while len(out) < 8:
        out += str(rng.randint(0, 9))
    if not out[0].isalnum():
        out = "A" + out
    return out


def accented_pw(rng: random.Random, fam: Fam) -> str:
    """A human password that holds at least one local (non-ASCII) letter."""
    w = pick(rng, fam.accented)
    y = rng.randint(1970, 2026)
    return pick(
        rng,
        (
            f"{w.capitalize()}{y}!",
            f"{w}{pick(rng, fam.pets).capitalize()}{y % 100:02d}",
            f"{pick(rng, fam.first)[1].capitalize()}{w.capitalize()}.{y}",
        ),
    )


# ---------------------------------------------------------------------- provider shapes

_B64U = ALNUM + "-_"


def prov(rng: random.Random, name: str) -> str:
    """A key in the shape the named provider issues (random characters)."""
    d = DIGITS
    shapes: dict[str, Callable[[], str]] = {
        "stripe_sk": lambda: "sk_live_51" + alnum(rng, 96),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 96),
        "stripe_wh": lambda: "whsec_" + alnum(rng, 32),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "daraja_passkey": lambda: hexs(rng, 64),
        "daraja_secret": lambda: alnum(rng, 16),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, d)}-{alnum(rng, 6, d)}-{hexs(rng, 32)}-{alnum(rng, 9, d)}"
        ),
        "asaas": lambda: "$aact_prod_" + b64(rng, 60).rstrip("="),
        "toss": lambda: "live_gsk_" + alnum(rng, 24),
        "kakao_admin": lambda: hexs(rng, 32),
        "naver_secret": lambda: alnum(rng, 10),
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60, _B64U),
        "razorpay": lambda: alnum(rng, 24),
        "paytm": lambda: alnum(rng, 12) + rng.choice("#&@_") + alnum(rng, 3),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "momo": lambda: alnum(rng, 32),
        "zalopay": lambda: alnum(rng, 32),
        "iyzico": lambda: alnum(rng, 32),
        "paytr": lambda: alnum(rng, 16),
        "twilio_auth": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, _B64U)}.{alnum(rng, 43, _B64U)}",
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(2, 21)}",
        "google": lambda: "AIza" + alnum(rng, 35, _B64U),
        "openai": lambda: "sk-proj-" + alnum(rng, 58, _B64U) + "T3BlbkFJ" + alnum(rng, 58, _B64U),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "+/"),
        "youtube_stream": lambda: "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5)),
        "fb_stream": lambda: f"FB-{alnum(rng, 15, d)}-0-Ab{alnum(rng, 28, _B64U)}",
        "twitch": lambda: f"live_{alnum(rng, 9, d)}_{alnum(rng, 30)}",
        "restream": lambda: f"re_{alnum(rng, 7, d)}_{hexs(rng, 20)}",
        "line_secret": lambda: hexs(rng, 32),
        "line_token": lambda: alnum(rng, 171, ALNUM + "+/") + "=",
        "semaphore": lambda: hexs(rng, 32),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "hubtel": lambda: alnum(rng, 32, LOWER + DIGITS),
        "termii": lambda: "TL" + alnum(rng, 58),
        "dropbox": lambda: "sl.u." + alnum(rng, 138, _B64U),
        "pipedrive": lambda: hexs(rng, 40),
        "hubspot": lambda: f"pat-eu1-{uuid4(rng)}",
        "airtable": lambda: f"pat{alnum(rng, 14)}.{hexs(rng, 64)}",
        "eventbrite": lambda: alnum(rng, 20, UPPER + DIGITS),
        "zoom": lambda: alnum(rng, 32),
        "square": lambda: "EAAA" + alnum(rng, 60, _B64U),
        "sumup": lambda: "sup_sk_" + alnum(rng, 32),
        "slack": lambda: f"xoxb-{alnum(rng, 12, d)}-{alnum(rng, 13, d)}-{alnum(rng, 24)}",
        "github": lambda: "ghp_" + alnum(rng, 36),
        "telegram_bot": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{alnum(rng, 33, _B64U)}",
        "p24_crc": lambda: hexs(rng, 16),
        "payu_md5": lambda: hexs(rng, 32),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "conekta": lambda: "key_" + alnum(rng, 27),
        "openpay": lambda: "sk_" + hexs(rng, 32),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "kintone": lambda: alnum(rng, 40),
        "chatwork": lambda: hexs(rng, 32),
        "azure_storage": lambda: b64(rng, 64),
        "cloudflare": lambda: alnum(rng, 40, _B64U),
        "mux_secret": lambda: b64(rng, 56).rstrip("="),
        "windcave": lambda: hexs(rng, 64),
        "xero_secret": lambda: alnum(rng, 48, _B64U),
        "pesapal": lambda: alnum(rng, 28, ALNUM + "+/") + "=",
        "satispay": lambda: alnum(rng, 64),
        "fic": lambda: "a/" + jwt(rng, {"ref": alnum(rng, 32), "exp": rng.randint(1, 9) * 10**9}),
    }
    return shapes[name]()


# ---------------------------------------------------------------------- credential kinds

_PW = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


def draw(rng: random.Random, fam: Fam, kind: Cred) -> str:
    """A credential of a named kind (or from a callable ``(rng, fam) -> str``)."""
    if callable(kind):
        return kind(rng, fam)
    if kind in _PW:
        return gen_pw(rng, sym=_PW[kind])
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
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(f"unknown credential kind {kind}")


def either(*kinds: Cred) -> Cred:
    """A credential drawn from one of several kinds."""
    return lambda rng, fam: draw(rng, fam, pick(rng, kinds))


# ---------------------------------------------------------------------- encoders / decoders


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode()).decode("utf-8", "replace")


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_html(s: str) -> str:
    return "".join(f"&#{ord(c)};" if not c.isalnum() or ord(c) > 127 else c for c in s)


def enc_json_u(s: str) -> str:
    return json.dumps(s, ensure_ascii=True)[1:-1]


def enc_xml(s: str) -> str:
    return html.escape(s, quote=True)


def enc_b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def dec_b64(s: str) -> str:
    return base64.b64decode(s).decode()


def after(text: str, label: str, stop: str = r"\s") -> str:
    """The characters after ``label`` up to the first ``stop`` (a regex class body)."""
    m = re.search(re.escape(label) + r"([^" + stop + r"]+)", text)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


def pw_with(chars: str) -> Cred:
    """A generated password that holds at least one of ``chars`` (so that an encoding shows)."""

    def f(rng: random.Random, fam: Fam) -> str:
        p = list(gen_pw(rng, sym=SYM_INI))
        p[rng.randrange(2, len(p) - 1)] = rng.choice(chars)
        return "".join(p)

    return f


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
    "accented_pw",
    "after",
    "alnum",
    "b64",
    "dec_b64",
    "dec_qp",
    "draw",
    "either",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "gen_pw",
    "hexs",
    "human",
    "jwt",
    "pick",
    "prov",
    "pw_with",
    "regd",
    "rsa_pem",
    "uuid4",
]


# ---------------------------------------------------------------------- the sixteen families

FAM_A = Fam(
    "nozze_planner_toscana",
    ("fioridinozze", "sposalia", "confettirosa"),
    "it",
    (
        ("Giulia", "giulia"),
        ("Chiara", "chiara"),
        ("Lorenzo", "lorenzo"),
        ("Niccolò", "niccolo"),
        ("Beatrice", "beatrice"),
        ("Matteo", "matteo"),
        ("Ludovica", "ludovica"),
    ),
    (
        ("Bianchi", "bianchi"),
        ("Franceschini", "franceschini"),
        ("Mazzoni", "mazzoni"),
        ("Nardini", "nardini"),
        ("Lotti", "lotti"),
        ("Cecchi", "cecchi"),
    ),
    (
        "confetti",
        "sposa",
        "bomboniera",
        "girasole",
        "chianti",
        "cipresso",
        "velo",
        "fedi",
        "promessa",
        "ricevimento",
        "lucciola",
        "cerimonia",
        "fiorentina",
        "amore",
        "villa",
    ),
    ("birba", "pallina", "tobia", "briciola", "fufi"),
    ("Siena", "Firenze", "Montepulciano", "Lucca", "Pienza"),
    "39",
    accented=("città", "felicità", "perché", "caffè"),
)
FAM_B = Fam(
    "ayie_funeral_parlour_ashanti",
    ("ayiecare", "ayiedwaso", "nyameadom"),
    "com.gh",
    (
        ("Kwame", "kwame"),
        ("Akosua", "akosua"),
        ("Yaw", "yaw"),
        ("Abena", "abena"),
        ("Kofi", "kofi"),
        ("Adwoa", "adwoa"),
        ("Kwabena", "kwabena"),
    ),
    (
        ("Owusu", "owusu"),
        ("Asante", "asante"),
        ("Boateng", "boateng"),
        ("Mensah", "mensah"),
        ("Agyeman", "agyeman"),
        ("Ofori", "ofori"),
    ),
    (
        "nyame",
        "adinkra",
        "kente",
        "ayie",
        "akwaaba",
        "sankofa",
        "gyenyame",
        "kumasi",
        "adehye",
        "odo",
        "ohemaa",
        "kunitoma",
        "nkwa",
        "abusua",
        "dwaso",
    ),
    ("bingo", "simba", "lucky", "tiger", "kojo"),
    ("Kumasi", "Bantama", "Suame", "Ejisu", "Obuasi"),
    "233",
)
FAM_C = Fam(
    "kwiaciarnia_bukiety_wroclaw",
    ("bukietownia", "kwiatuszek", "rozanyogrod"),
    "pl",
    (
        ("Agnieszka", "agnieszka"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Łukasz", "lukasz"),
        ("Katarzyna", "katarzyna"),
    ),
    (
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zając", "zajac"),
        ("Wróbel", "wrobel"),
        ("Dąbrowski", "dabrowski"),
    ),
    (
        "bukiet",
        "tulipan",
        "storczyk",
        "wiazanka",
        "piwonia",
        "slonecznik",
        "kwiatek",
        "wieniec",
        "goździk",
        "malwa",
        "roza",
        "konwalia",
        "bratek",
        "wroclaw",
        "odra",
    ),
    ("burek", "kropka", "azor", "mruczek", "pusia"),
    ("Wrocław", "Oława", "Legnica", "Opole", "Świdnica"),
    "48",
    accented=("różyczka", "łąka", "żonkil", "słońce", "gałązka"),
)
FAM_D = Fam(
    "canopy_chairs_rental_ibadan",
    ("canopyking", "owoseni", "ariyoevents"),
    "com.ng",
    (
        ("Adebayo", "adebayo"),
        ("Funmilayo", "funmilayo"),
        ("Oluwaseun", "oluwaseun"),
        ("Yetunde", "yetunde"),
        ("Babatunde", "babatunde"),
        ("Temitope", "temitope"),
    ),
    (
        ("Adeyemi", "adeyemi"),
        ("Ogunleye", "ogunleye"),
        ("Afolabi", "afolabi"),
        ("Oyelaran", "oyelaran"),
        ("Akinola", "akinola"),
        ("Olaniyan", "olaniyan"),
    ),
    (
        "canopy",
        "asoebi",
        "jollof",
        "ariya",
        "oluwa",
        "ibadan",
        "dugbe",
        "ayo",
        "olorun",
        "gbemisola",
        "amala",
        "naija",
        "ankara",
        "owanbe",
        "omoluabi",
    ),
    ("bingo", "jack", "dogo", "blessing", "scooby"),
    ("Ibadan", "Bodija", "Ring Road", "Challenge", "Oyo"),
    "234",
)
FAM_E = Fam(
    "paredao_som_dj_bahia",
    ("paredaoforte", "paredaosul", "somdabahia"),
    "com.br",
    (
        ("João", "joao"),
        ("Thiago", "thiago"),
        ("Ana Clara", "anaclara"),
        ("Luana", "luana"),
        ("Rafael", "rafael"),
        ("Jéssica", "jessica"),
    ),
    (
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Conceição", "conceicao"),
        ("Barbosa", "barbosa"),
        ("Nascimento", "nascimento"),
    ),
    (
        "paredao",
        "axe",
        "pagode",
        "arrocha",
        "forro",
        "salvador",
        "pelourinho",
        "grave",
        "batidao",
        "caixadesom",
        "festa",
        "ondina",
        "bahia",
        "axemusic",
        "saveiro",
    ),
    ("pretinha", "bob", "thor", "mel", "pipoca"),
    ("Salvador", "Feira de Santana", "Camaçari", "Lauro de Freitas", "Itabuna"),
    "55",
    accented=("coração", "paredão", "batidão", "forró"),
)
FAM_F = Fam(
    "anhcuoi_studio_dalat",
    ("anhcuoidalat", "hoanghon", "maisua"),
    "vn",
    (
        ("Ngọc Anh", "ngocanh"),
        ("Minh Tuấn", "minhtuan"),
        ("Thu Trang", "thutrang"),
        ("Quang Huy", "quanghuy"),
        ("Bảo Ngọc", "baongoc"),
        ("Đức Anh", "ducanh"),
    ),
    (
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
    ),
    (
        "dalat",
        "anhcuoi",
        "hoadao",
        "thongxanh",
        "suongmu",
        "ngocanh",
        "yeuem",
        "hanhphuc",
        "langbiang",
        "camly",
        "xuanhuong",
        "hoanghon",
        "codau",
        "chure",
        "trangtrang",
    ),
    ("milo", "lu", "vang", "bong", "mochi"),
    ("Đà Lạt", "Bảo Lộc", "Nha Trang", "Sài Gòn", "Đơn Dương"),
    "84",
    full="{l} {f}",
    accented=("hạnhphúc", "yêuem", "đàlạt", "cưới"),
)
FAM_G = Fam(
    "afrah_hall_jounieh",
    ("qaatalnoor", "lailaalkhamis", "salledesroses"),
    "com.lb",
    (
        ("ريتا", "rita"),
        ("جورج", "georges"),
        ("نادين", "nadine"),
        ("إيلي", "elie"),
        ("ميرنا", "myrna"),
        ("طوني", "tony"),
    ),
    (
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("عون", "aoun"),
        ("نصر", "nasr"),
        ("صفير", "sfeir"),
        ("شمعون", "chamoun"),
    ),
    (
        "arze",
        "zaffe",
        "dabke",
        "jounieh",
        "habibi",
        "yalla",
        "harissa",
        "kaslik",
        "lebnan",
        "tabbouleh",
        "amar",
        "nour",
        "hayete",
        "zalka",
        "meshmosh",
    ),
    ("loulou", "rocky", "bella", "max", "mimi"),
    ("Jounieh", "Kaslik", "Byblos", "Harissa", "Zouk"),
    "961",
)
FAM_H = Fam(
    "gongyeon_ticket_busan",
    ("gongyeonpass", "haeundaeticket", "bada"),
    "co.kr",
    (
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수아", "sua"),
    ),
    (("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung"), ("강", "kang")),
    (
        "busan",
        "haeundae",
        "gwangan",
        "saranghae",
        "tkfkd",
        "dkssud",
        "concert",
        "fighting",
        "jagiya",
        "daebak",
        "gamsa",
        "haneul",
        "bada",
        "byeol",
        "kpop",
    ),
    ("choco", "bori", "kongi", "dubu", "ddoong"),
    ("Haeundae", "Seomyeon", "Gwangalli", "Nampo", "Suyeong"),
    "82",
    full="{l}{f}",
)
FAM_I = Fam(
    "quince_vestidos_jalisco",
    ("quinceglam", "princesarosa", "vestidosluna"),
    "com.mx",
    (
        ("Ximena", "ximena"),
        ("Guadalupe", "guadalupe"),
        ("Fernanda", "fernanda"),
        ("Alejandro", "alejandro"),
        ("Valeria", "valeria"),
        ("José Luis", "joseluis"),
    ),
    (
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Ramírez", "ramirez"),
        ("Navarro", "navarro"),
        ("Orozco", "orozco"),
        ("Velázquez", "velazquez"),
    ),
    (
        "quinceanera",
        "princesa",
        "vestido",
        "corona",
        "chambelan",
        "vals",
        "tapatia",
        "mariachi",
        "jalisco",
        "tlaquepaque",
        "madrina",
        "tiara",
        "rosita",
        "chivas",
        "guadalupana",
    ),
    ("canela", "firulais", "chispita", "kiara", "rocco"),
    ("Guadalajara", "Zapopan", "Tlaquepaque", "Tonalá", "Tequila"),
    "52",
    accented=("quinceañera", "corazón", "niña", "señorita"),
)
FAM_J = Fam(
    "butikpasta_tasarim_bursa",
    ("pastaatolye", "sekerhane", "butikkek"),
    "com.tr",
    (
        ("Elif", "elif"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Büşra", "busra"),
        ("Oğuz", "oguz"),
        ("Merve", "merve"),
    ),
    (
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Çelik", "celik"),
        ("Şahin", "sahin"),
        ("Öztürk", "ozturk"),
    ),
    (
        "pasta",
        "seker",
        "cilek",
        "kestane",
        "uludag",
        "bursa",
        "tatli",
        "kremsanti",
        "fondan",
        "nisan",
        "dugun",
        "hosgeldin",
        "kiraz",
        "lokum",
        "mutluluk",
    ),
    ("pamuk", "boncuk", "karabas", "tarcin", "zeytin"),
    ("Bursa", "Nilüfer", "Osmangazi", "Mudanya", "İnegöl"),
    "90",
    accented=("şeker", "çilek", "düğün", "kız", "güzel"),
)
FAM_K = Fam(
    "murtali_festa_gozo",
    ("murtaligozo", "nargaxagh", "festakbira"),
    "com.mt",
    (
        ("Ġużeppi", "guzeppi"),
        ("Marija", "marija"),
        ("Ċensu", "censu"),
        ("Rita", "rita"),
        ("Ġorġ", "gorg"),
        ("Antonella", "antonella"),
    ),
    (
        ("Borg", "borg"),
        ("Camilleri", "camilleri"),
        ("Vella", "vella"),
        ("Farrugia", "farrugia"),
        ("Grech", "grech"),
        ("Xuereb", "xuereb"),
    ),
    (
        "murtali",
        "festa",
        "kaxxa",
        "nar",
        "xaghra",
        "rabat",
        "gozo",
        "santa",
        "qalbi",
        "ghaxaq",
        "baned",
        "loghob",
        "pastizz",
        "dghajsa",
        "qassatat",
    ),
    ("rexxu", "bobby", "xiri", "sultan", "lulu"),
    ("Xagħra", "Nadur", "Victoria", "Għajnsielem", "Żebbuġ"),
    "356",
    accented=("qalbħanina", "ħabib", "ġebla", "żejt"),
)
FAM_L = Fam(
    "teneti_tent_hire_otago",
    ("tenetihire", "southernmarquees", "kiwitents"),
    "co.nz",
    (
        ("Aroha", "aroha"),
        ("Hemi", "hemi"),
        ("Sophie", "sophie"),
        ("Liam", "liam"),
        ("Mereana", "mereana"),
        ("Tama", "tama"),
    ),
    (
        ("Ngata", "ngata"),
        ("Walker", "walker"),
        ("Parata", "parata"),
        ("Thompson", "thompson"),
        ("Tipene", "tipene"),
        ("McKenzie", "mckenzie"),
    ),
    (
        "kiaora",
        "aroha",
        "otago",
        "taieri",
        "wakatipu",
        "pukeko",
        "kowhai",
        "tui",
        "marquee",
        "hangi",
        "pavlova",
        "southern",
        "matariki",
        "whanau",
        "rimu",
    ),
    ("bluey", "max", "molly", "rangi", "kuri"),
    ("Dunedin", "Mosgiel", "Queenstown", "Wanaka", "Alexandra"),
    "64",
)
FAM_M = Fam(
    "lamay_stream_crew_iloilo",
    ("lamaylive", "kasalstream", "dinagyang"),
    "ph",
    (
        ("Jerome", "jerome"),
        ("Maricel", "maricel"),
        ("Rodel", "rodel"),
        ("Kristine", "kristine"),
        ("Jun-jun", "junjun"),
        ("Liezl", "liezl"),
    ),
    (
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Villanueva", "villanueva"),
        ("Gonzaga", "gonzaga"),
        ("Javellana", "javellana"),
        ("Tupas", "tupas"),
    ),
    (
        "mahal",
        "lamay",
        "kasal",
        "iloilo",
        "dinagyang",
        "batchoy",
        "pinoy",
        "ilonggo",
        "salamat",
        "ganda",
        "bayanihan",
        "paalam",
        "pamilya",
        "lola",
        "jaro",
    ),
    ("bantay", "chichi", "brownie", "choco", "peanut"),
    ("Iloilo", "Jaro", "Molo", "La Paz", "Oton"),
    "63",
)
FAM_N = Fam(
    "pandal_durgapuja_committee",
    ("pujasamiti", "sarbojonin", "matridham"),
    "in",
    (
        ("সৌমিত্র", "soumitra"),
        ("অর্পিতা", "arpita"),
        ("দেবাশীষ", "debashis"),
        ("মৌমিতা", "moumita"),
        ("অভিজিৎ", "abhijit"),
        ("সুদীপা", "sudipa"),
    ),
    (
        ("মুখার্জি", "mukherjee"),
        ("চ্যাটার্জি", "chatterjee"),
        ("ঘোষ", "ghosh"),
        ("দাস", "das"),
        ("বসু", "basu"),
        ("সেনগুপ্ত", "sengupta"),
    ),
    (
        "durga",
        "maa",
        "pujo",
        "pandal",
        "dhunuchi",
        "shiuli",
        "kash",
        "dhak",
        "bijoya",
        "sondhi",
        "kolkata",
        "rosogolla",
        "kumartuli",
        "mahalaya",
        "ashtami",
    ),
    ("tuktuk", "bhulo", "lalu", "mishti", "kalu"),
    ("Kolkata", "Salt Lake", "Behala", "Dum Dum", "Howrah"),
    "91",
)
FAM_O = Fam(
    "kongamano_events_mombasa",
    ("kongamanohub", "pwanievents", "tembo"),
    "co.ke",
    (
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kiprono", "kiprono"),
        ("Amina", "amina"),
        ("Mwangi", "mwangi"),
    ),
    (
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Mohamed", "mohamed"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
        ("Mwakio", "mwakio"),
    ),
    (
        "mombasa",
        "pwani",
        "jambo",
        "hakunamatata",
        "kongamano",
        "tembo",
        "simba",
        "nyali",
        "baraka",
        "uhuru",
        "harambee",
        "pamoja",
        "karibu",
        "bahari",
        "diani",
    ),
    ("simba", "bosco", "rex", "tiger", "spike"),
    ("Mombasa", "Nyali", "Diani", "Kilifi", "Malindi"),
    "254",
)
FAM_P = Fam(
    "reien_cemetery_office_kyoto",
    ("reienjimusho", "hanamizuen", "higashiyamareien"),
    "jp",
    (
        ("花子", "hanako"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔太", "shota"),
        ("陽子", "yoko"),
        ("誠", "makoto"),
    ),
    (
        ("山田", "yamada"),
        ("佐藤", "sato"),
        ("田中", "tanaka"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("高橋", "takahashi"),
    ),
    (
        "sakura",
        "higan",
        "obon",
        "kyoto",
        "ohaka",
        "senkou",
        "kiyomizu",
        "momiji",
        "arigatou",
        "sotoba",
        "jizo",
        "hanami",
        "kamo",
        "gion",
        "tsuki",
    ),
    ("pochi", "hachi", "momo", "kotaro", "sora"),
    ("Higashiyama", "Yamashina", "Fushimi", "Sakyo", "Uji"),
    "81",
    full="{l} {f}",
)
