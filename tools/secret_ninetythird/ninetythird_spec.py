"""Helpers shared by the ninety-third corpus's format and decoy files: the sixteen families
(online sellers, influencers and content creators, one country each) with their own
organisation names, country domain, local names (in their own script, with ASCII forms for
logins), password words, pet names and phone prefix; a human-password drawer with many habits;
per-syntax generated passwords; provider key shapes; encoders and decoders; ``Fam.reg`` to
register a format from a ``fill`` template and ``regd`` to register a decoy.
"""

from __future__ import annotations

import base64
import email.header
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from ninetythird_corpus import (
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
    b64url,
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
    rbytes,
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

WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qwe123", "1q2w3e", "123qwe", "qazwsx", "poiuy")
SYM_HUMAN = "!@#.*_-+?"
SYM_SAFE = "._-"
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def _clean(value: str) -> bool:
    low = value.lower()
    return not any(w in low for w in PLACEHOLDERS)


Template = str | Callable[[dict[str, object]], str]
Extra = Callable[[random.Random, dict[str, object]], dict[str, object]] | None


@dataclass(frozen=True)
class Fam:
    """One family: a kind of online business in one country."""

    name: str
    key: str  # format-name prefix
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    cities: tuple[str, ...]
    accented: tuple[str, ...] = ()  # words with local letters

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(7, 23), rng.randint(0, 59), rng.randint(0, 59)
        phone_digits = "".join(rng.choice(DIGITS) for _ in range(8))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "tld": self.tld,
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "fac2": fa2.capitalize(),
            "user": pick(rng, (f"{fa}.{la}", f"{fa}{la[0]}", f"{fa[0]}{la}", fa, f"{fa}_{org}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "gmail": f"{fa}{la}{rng.randint(1, 99)}@gmail.com",
            "phone": f"{self.cc}{phone_digits}",
            "phone2": f"{self.cc}{''.join(rng.choice(DIGITS) for _ in range(8))}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 8, 10, 31, 88))}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "y": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "m1": mo,
            "d1": d,
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{ss:02d}",
            "hh2": f"{min(hh + 1, 23):02d}",
            "mi2": f"{min(mi + 1, 59):02d}",
            "mi3": f"{min(mi + 3, 59):02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "city": pick(rng, self.cities),
            "n": rng.randint(2, 999),
            "n2": rng.randint(1000, 99999),
            "port": pick(rng, (2222, 8443, 5001, 21, 22, 3306, 8080)),
            "uid": "".join(rng.choice(DIGITS) for _ in range(9)),
            "h8": hexs(rng, 8),
            "h12": hexs(rng, 12),
            "h32": hexs(rng, 32),
            "uuid": uuid4(rng),
            "epoch": epoch(rng),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of many habits, from the family's own words."""
        syms = SYM_SAFE if safe else SYM_HUMAN
        while True:
            w, w2, w3 = rng.sample(self.words, 3)
            W = w.capitalize()
            y = rng.randint(1972, 2026)
            yy = f"{y % 100:02d}"
            sym = rng.choice(syms)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            org = pick(rng, self.orgs)
            habit = rng.randrange(18)
            if habit == 0:
                pw = f"{W}{y}{sym}"
            elif habit == 1:
                pw = f"{pet.capitalize()}{yy}{sym}"
            elif habit == 2:
                pw = f"{W.translate(LEET)}{rng.randint(1, 99)}"
            elif habit == 3:
                pw = f"{W}{w2.capitalize()}{rng.randint(1, 999)}"
            elif habit == 4:
                walk = pick(rng, WALKS)
                pw = f"{walk}{W}" if rng.random() < 0.5 else f"{W}{walk}"
            elif habit == 5:
                pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
            elif habit == 6:
                pw = f"{w.upper()}{y}"
            elif habit == 7:
                sep = rng.choice("-.")
                pw = f"{w}{sep}{w2}{sep}{w3}"
            elif habit == 8:
                pw = f"{w[::-1]}{rng.randint(10, 99)}{sym}"
            elif habit == 9:
                pw = f"{W}{rng.randint(1, 9)}{sym * 3}"
            elif habit == 10:
                pw = f"{W}{'.' if safe else '@'}{org[:6]}{yy}"
            elif habit == 11:
                pw = f"{W}{rng.randint(1000, 9999)}"
            elif habit == 12:
                pw = f"{fa.capitalize()}{pet.capitalize()}{rng.randint(1, 99)}"
            elif habit == 13:
                pw = f"{W}{sym}{pet}{rng.randint(1, 99)}"
            elif habit == 14:
                pw = f"{org.capitalize()}{y}{sym}"
            elif habit == 15:
                pw = f"{W}{rng.randint(100, 999)}{w2.capitalize()}"
            elif habit == 16:
                pw = f"{fa}{pet}{yy}{sym}"
            else:
                pw = f"{w2.capitalize()}{sym}{W}{sym}{rng.randint(1, 99)}"
            if len(pw) >= 8 and pw[0].isalnum() and _clean(pw):
                return pw

    def human_acc(self, rng: random.Random) -> str:
        """A person-chosen password with the local letters (for the encoded formats)."""
        while True:
            a = pick(rng, self.accented)
            w = pick(rng, self.words)
            form = rng.randrange(4)
            if form == 0:
                pw = f"{a.capitalize()}{rng.randint(1980, 2026)}{rng.choice('!.#')}"
            elif form == 1:
                pw = f"{a}{w.capitalize()}{rng.randint(1, 99)}"
            elif form == 2:
                pw = f"{pick(rng, self.pets).capitalize()}{a}{rng.randint(10, 99)}"
            else:
                pw = f"{a.capitalize()}-{w}-{rng.randint(1, 999)}"
            if len(pw) >= 8 and _clean(pw):
                return pw

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: object,
        syntax: str | None = None,
        extra: Extra = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register the format ``<key>_<name>``: ``<<cred>>`` drawn by ``cred`` (see
        ``draw``), ``extra(rng, slots)`` adds slots (``needle`` overrides the credential as
        the needle), one of ``paths`` filled, and ``template`` filled (or called)."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = f"{self.key}_{name}"
        fmt(self.name, f"{self.key}_{name}", decode)(fn)


# --------------------------------------------------------------------------- provider shapes


def _b64chars(rng: random.Random, n: int) -> str:
    return alnum(rng, n, ALNUM + "-_")


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "shopify_theme": lambda r: "shptka_" + hexs(r, 32),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "stripe_rk": lambda r: "rk_live_51" + alnum(r, 97),
    "culqi": lambda r: "sk_live_" + alnum(r, 16),
    "omise": lambda r: "skey_5" + alnum(r, 18, LOWER + DIGITS),
    "paymongo": lambda r: "sk_live_" + alnum(r, 24),
    "mercadopago": lambda r: (
        f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-{alnum(r, 9, DIGITS)}"
    ),
    "conekta": lambda r: "key_" + alnum(r, 27),
    "razorpay_secret": lambda r: alnum(r, 24),
    "gcp_oauth": lambda r: "GOCSPX-" + _b64chars(r, 28),
    "google_refresh": lambda r: "1//0" + alnum(r, 1, UPPER) + _b64chars(r, 98),
    "telegram": lambda r: f"{r.randint(5_000_000_000, 7_999_999_999)}:AA{_b64chars(r, 33)}",
    "discord": lambda r: (
        b64url(str(r.randint(10**17, 10**18)).encode())
        + "."
        + _b64chars(r, 6)
        + "."
        + _b64chars(r, 38)
    ),
    "slack_bot": lambda r: f"xoxb-{alnum(r, 12, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + DIGITS),
    "meta_page": lambda r: "EAAG" + alnum(r, 180),
    "mailchimp": lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    "brevo": lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16),
    "line_channel": lambda r: base64.b64encode(rbytes(r, 129)).decode().rstrip("=") + "=",
    "notion": lambda r: "ntn_" + alnum(r, 11, DIGITS) + alnum(r, 35),
    "frameio": lambda r: "fio-u-" + _b64chars(r, 64),
    "naver_commerce": lambda r: "$2a$04$" + alnum(r, 22, ALNUM + "./"),
    "kavenegar": lambda r: hexs(r, 64, upper=True),
    "daraja_secret": lambda r: alnum(r, 64),
    "africastalking": lambda r: "atsk_" + hexs(r, 64),
    "cloudflare": lambda r: _b64chars(r, 40),
    "bitly": lambda r: hexs(r, 40),
    "printful": lambda r: alnum(r, 40),
    "facturapi": lambda r: "sk_live_" + alnum(r, 40),
    "skydropx": lambda r: _b64chars(r, 43),
    "paysera": lambda r: hexs(r, 32),
    "paymob": lambda r: "egy_sk_live_" + hexs(r, 64),
    "fawry": lambda r: hexs(r, 32),
    "google_ads_dev": lambda r: _b64chars(r, 22),
    "freee": lambda r: _b64chars(r, 43),
    "shutterstock": lambda r: "v2/" + base64.b64encode(rbytes(r, 180)).decode(),
    "momo": lambda r: alnum(r, 32),
    "b2": lambda r: "K005" + alnum(r, 27, ALNUM + "+/"),
    "hotmart": lambda r: uuid4(r),
    "pagarme": lambda r: "sk_" + alnum(r, 32),
    "twitch_oauth": lambda r: "oauth:" + alnum(r, 30, LOWER + DIGITS),
    "lalamove": lambda r: "sk_prod_" + alnum(r, 64),
    "onesignal": lambda r: "os_v2_app_" + alnum(r, 113, "abcdefghijklmnopqrstuvwxyz234567"),
    "gmail_app": lambda r: " ".join(alnum(r, 4, LOWER) for _ in range(4)),
    "baselinker": lambda r: (
        f"{r.randint(1000, 9_999_999)}-{r.randint(10000, 99999)}-{alnum(r, 50, UPPER + DIGITS)}"
    ),
    "allegro_secret": lambda r: alnum(r, 64),
    "tiktok_shop": lambda r: hexs(r, 40),
    "shopee_partner": lambda r: "shpk" + alnum(r, 60, ALNUM),
    "etsy_refresh": lambda r: f"{r.randint(10_000_000, 999_999_999)}.{_b64chars(r, 86)}",
    "buzzsprout": lambda r: hexs(r, 32),
    "pesapal": lambda r: base64.b64encode(rbytes(r, 21)).decode(),
    "dhl": lambda r: alnum(r, 16),
    "amazon_paapi": lambda r: alnum(r, 40, ALNUM + "/+"),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


def draw(rng: random.Random, kind: object, fam: Fam, slots: dict[str, object]) -> str:
    """Draw the credential ``<<cred>>`` by a named kind (or a callable ``rng, slots -> str``)."""
    if callable(kind):
        return kind(rng, slots)
    assert isinstance(kind, str)
    syms = {
        "pw": None,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in syms:
        sym = syms[kind]
        return gen_pw(rng) if sym is None else gen_pw(rng, sym=sym)
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "human_acc":
        return fam.human_acc(rng)
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
    if head == "alnum":
        return alnum(rng, int(rest))
    if head == "lower":
        return alnum(rng, int(rest), LOWER + DIGITS)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def regd(fam: Fam, path: str, template: Template, why: str, syntax: str | None = None) -> None:
    """Register a decoy drawn from ``fam``'s slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["cert"] = pem(b"\x30\x82\x03\x84" + rbytes(rng, 900), "CERTIFICATE")
        s["sshpub"] = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + b64(rng, 255).rstrip("=")
        s["sha"] = hexs(rng, 64)
        s["sha2"] = hexs(rng, 64)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- encoders / decoders


def enc_qp(value: str) -> str:
    return quopri.encodestring(value.encode()).decode()


def enc_pct(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def enc_form(value: str) -> str:
    return urllib.parse.quote_plus(value, safe="")


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def enc_json_u(value: str) -> str:
    return json.dumps(value, ensure_ascii=True)[1:-1]


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def enc_mime_b(value: str) -> str:
    return email.header.Header(value, "utf-8").encode()


def grab(pattern: str, text: str, flags: int = 0) -> str:
    m = re.search(pattern, text, flags)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def dec_qp(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
        return grab(label + r"\s*([^\s]+)", body)

    return dec


def dec_basic(text: str) -> str:
    raw = base64.b64decode(grab(r"Basic ([A-Za-z0-9+/=]+)", text)).decode()
    return raw.split(":", 1)[1]


def dec_userinfo_pct(text: str) -> str:
    return urllib.parse.unquote(grab(r"://[^:/@\s]+:([^@\s]+)@", text))


def dec_b64_field(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return base64.b64decode(grab(pattern, text)).decode()

    return dec


def dec_html_after(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(grab(pattern, text))

    return dec


def dec_json_field(pattern: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return json.loads('"' + grab(pattern, text) + '"')

    return dec


def dec_form(field: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = grab(r"--data-raw '([^']+)'", text)
        return urllib.parse.parse_qs(raw)[field][0]

    return dec


def dec_mime_subject(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        raw = grab(r"^Subject: (.+(?:\n[ \t].+)*)", text, re.MULTILINE)
        subj = str(email.header.make_header(email.header.decode_header(raw)))
        return grab(label + r"\s*(\S+)", subj)

    return dec


# --------------------------------------------------------------------------- the families

FAM_A = Fam(
    name="sprzedawca_allegro_lodz",
    key="sprzedawca",
    orgs=("tkaninyroza", "bursztynka", "kocykowo", "poduszkarnia", "lnianydom"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Małgorzata", "malgorzata"),
        ("Wojciech", "wojciech"),
        ("Kasia", "kasia"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
    ),
    last=(
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zając", "zajac"),
        ("Wójcik", "wojcik"),
        ("Krawczyk", "krawczyk"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "zubr",
        "pierogi",
        "bursztyn",
        "kielbasa",
        "wisla",
        "tatry",
        "sloneczko",
        "kotek",
        "mazury",
        "pomidor",
        "jesien",
        "lato",
        "zima",
        "kwiatek",
        "bigos",
        "krakow",
        "piotrkowska",
        "tkanina",
        "poduszka",
        "kocyk",
    ),
    pets=("burek", "azor", "filemon", "mruczek", "reksio", "kropka", "puszek"),
    cc="+48",
    cities=("Łódź", "Pabianice", "Zgierz", "Tomaszów Mazowiecki"),
    accented=("żubr", "słońce", "jesień", "pączek", "źródło", "wróbel", "kołdra", "łabędź"),
)

FAM_B = Fam(
    name="lagosdrop_shopify_naija",
    key="lagosdrop",
    orgs=("naijacart", "jollofhub", "lekkigadgets", "ekodrops", "gidimart"),
    tld="com.ng",
    first=(
        ("Chinedu", "chinedu"),
        ("Adaeze", "adaeze"),
        ("Oluwaseun", "seun"),
        ("Ngozi", "ngozi"),
        ("Tunde", "tunde"),
        ("Aisha", "aisha"),
        ("Emeka", "emeka"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adeyemi", "adeyemi"),
        ("Balogun", "balogun"),
        ("Ogunleye", "ogunleye"),
        ("Nwosu", "nwosu"),
        ("Bello", "bello"),
    ),
    words=(
        "jollof",
        "naija",
        "suya",
        "lekki",
        "agege",
        "danfo",
        "owambe",
        "ankara",
        "gele",
        "egusi",
        "ikeja",
        "yaba",
        "oshodi",
        "amala",
        "ekoakete",
        "chopmoney",
        "puffpuff",
    ),
    pets=("bingo", "tiger", "lucky", "snoopy", "bobo", "cassie"),
    cc="+234",
    cities=("Lagos", "Ikeja", "Lekki", "Ibadan", "Abeokuta"),
)

FAM_C = Fam(
    name="cuscoknit_etsy_alpaca",
    key="cuscoknit",
    orgs=("awanaywasi", "wayracraft", "sumaqtejidos", "chullohouse", "qosqoknit"),
    tld="pe",
    first=(
        ("Rosa", "rosa"),
        ("Wilber", "wilber"),
        ("Nilda", "nilda"),
        ("Efraín", "efrain"),
        ("Sumaq", "sumaq"),
        ("Teófilo", "teofilo"),
        ("Yessenia", "yessenia"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Ccahuana", "ccahuana"),
        ("Apaza", "apaza"),
    ),
    words=(
        "alpaca",
        "vicuna",
        "inti",
        "killa",
        "machupicchu",
        "cusco",
        "pachamama",
        "urpi",
        "tika",
        "wayra",
        "chompa",
        "chullo",
        "manta",
        "tejido",
        "qosqo",
        "ayni",
        "llama",
        "andino",
        "sumaq",
    ),
    pets=("chaski", "peluchin", "canela", "firulais", "manchas", "osito"),
    cc="+51",
    cities=("Cusco", "Pisac", "Chinchero", "Urubamba", "Ollantaytambo"),
    accented=("ñusta", "cañete", "añañau", "mañana", "piña", "cumpleaños"),
)

FAM_D = Fam(
    name="thailive_tiktok_host",
    key="thailive",
    orgs=("saneukshop", "ruaylive", "chokdeemall", "jaideeshop", "suayshop"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("ปวีณา", "paweena"),
        ("ณัฐวุฒิ", "nattawut"),
        ("กมลชนก", "kamonchanok"),
        ("ธนพล", "thanaphon"),
        ("อรอุมา", "onuma"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "mamuang",
        "kanom",
        "sabai",
        "chokdee",
        "sawasdee",
        "mali",
        "tomyum",
        "somtam",
        "phuket",
        "chiangmai",
        "krating",
        "maew",
        "muaythai",
        "sanuk",
        "ruay",
        "jaidee",
        "numwan",
    ),
    pets=("moomoo", "tongdang", "kaotom", "nongmeow", "khanun", "mochi"),
    cc="+66",
    cities=("กรุงเทพฯ", "นนทบุรี", "เชียงใหม่", "ขอนแก่น"),
)

FAM_E = Fam(
    name="seoulyt_channel_team",
    key="seoulyt",
    orgs=("haneulcam", "daebaktv", "mukbangzip", "seongsufilm", "hangangvlog"),
    tld="co.kr",
    first=(
        ("민지", "minji"),
        ("서준", "seojun"),
        ("지우", "jiwoo"),
        ("하은", "haeun"),
        ("도윤", "doyun"),
        ("수빈", "subin"),
        ("예준", "yejun"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    words=(
        "haneul",
        "sarang",
        "kimchi",
        "bibimbap",
        "hangang",
        "seoul",
        "gangnam",
        "tteok",
        "soju",
        "daebak",
        "hwaiting",
        "mukbang",
        "nabi",
        "dalgona",
        "gaeul",
        "hongdae",
    ),
    pets=("kongi", "dubu", "mandu", "choco", "bori", "maru"),
    cc="+82",
    cities=("서울", "성수동", "마포구", "판교"),
)

FAM_F = Fam(
    name="tehranfood_blogger_persian",
    key="tehranfood",
    orgs=("zaferanpaz", "ashpazkhune", "tahdigtime", "golabcook", "sofrebahar"),
    tld="ir",
    first=(
        ("سارا", "sara"),
        ("مهسا", "mahsa"),
        ("علی", "ali"),
        ("رضا", "reza"),
        ("نگار", "negar"),
        ("امیر", "amir"),
        ("پریسا", "parisa"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("احمدی", "ahmadi"),
        ("نوری", "nouri"),
    ),
    words=(
        "zafaran",
        "ghormeh",
        "tahdig",
        "fesenjoon",
        "sholeh",
        "kashk",
        "golab",
        "baghali",
        "esfahan",
        "shiraz",
        "tehran",
        "nowruz",
        "anar",
        "pesteh",
        "bahar",
        "eshgh",
    ),
    pets=("pishi", "malous", "naz", "shirin", "jigar", "fandogh"),
    cc="+98",
    cities=("تهران", "کرج", "اصفهان", "شیراز"),
)

FAM_G = Fam(
    name="nairobipod_podcast_swahili",
    key="nairobipod",
    orgs=("sautiyamtaa", "mtaapod", "nyotamedia", "kilimanicast", "jambosauti"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Mwangi", "mwangi"),
        ("Akinyi", "akinyi"),
    ),
    last=(
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Kariuki", "kariuki"),
        ("Wambui", "wambui"),
        ("Cheruiyot", "cheruiyot"),
        ("Omondi", "omondi"),
    ),
    words=(
        "sauti",
        "simba",
        "jambo",
        "harambee",
        "nairobi",
        "kilimani",
        "matatu",
        "ugali",
        "chapati",
        "pilipili",
        "nyota",
        "mzinga",
        "jua",
        "mvua",
        "hakuna",
        "sheng",
    ),
    pets=("simba", "bosco", "rex", "jimmy", "kadogo", "tiger"),
    cc="+254",
    cities=("Nairobi", "Kilimani", "Westlands", "Kisumu"),
)

FAM_H = Fam(
    name="jaipuraff_affiliate_hindi",
    key="jaipuraff",
    orgs=("rangmahal", "dealdhamaka", "lootbazaar", "sastadeal", "pinkcityoffers"),
    tld="in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("नेहा", "neha"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("अंकित", "ankit"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("मीणा", "meena"),
        ("राठौड़", "rathore"),
        ("अग्रवाल", "agarwal"),
        ("जैन", "jain"),
        ("गुप्ता", "gupta"),
    ),
    words=(
        "jaipur",
        "hawamahal",
        "gulabi",
        "chai",
        "samosa",
        "ganesh",
        "krishna",
        "lakshmi",
        "diwali",
        "holi",
        "pinkcity",
        "dhamaka",
        "jugaad",
        "paisa",
        "sona",
        "bindass",
    ),
    pets=("tommy", "sheru", "moti", "jacky", "bholu", "golu"),
    cc="+91",
    cities=("जयपुर", "Jaipur", "Ajmer", "Kota"),
)

FAM_I = Fam(
    name="gdlprint_ondemand_mexico",
    key="gdlprint",
    orgs=("tintanopal", "chidoprint", "playerasgdl", "catrinashop", "tazatapatia"),
    tld="com.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("Jesús", "jesus"),
        ("Ximena", "ximena"),
        ("Rodrigo", "rodrigo"),
        ("Fernanda", "fernanda"),
        ("Iñaki", "inaki"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("Ramírez", "ramirez"),
        ("Núñez", "nunez"),
        ("Castañeda", "castaneda"),
        ("Orozco", "orozco"),
        ("Villaseñor", "villasenor"),
    ),
    words=(
        "tapatio",
        "chivas",
        "tequila",
        "mariachi",
        "tlaquepaque",
        "birria",
        "tortas",
        "jalisco",
        "catrina",
        "pozole",
        "churro",
        "chido",
        "neta",
        "playera",
        "sudadera",
    ),
    pets=("chispita", "pelusa", "canelo", "chato", "manchas", "frida"),
    cc="+52",
    cities=("Guadalajara", "Zapopan", "Tlaquepaque", "Tonalá"),
    accented=("piñata", "niño", "señor", "corazón", "canción", "mañanitas"),
)

FAM_J = Fam(
    name="kaunasvinted_resale_lithuanian",
    key="kaunasvinted",
    orgs=("antrarankis", "drabuzine", "spintele", "kauniskas", "dvigubas"),
    tld="lt",
    first=(
        ("Rūta", "ruta"),
        ("Jonas", "jonas"),
        ("Eglė", "egle"),
        ("Mindaugas", "mindaugas"),
        ("Gintarė", "gintare"),
        ("Žygimantas", "zygimantas"),
        ("Aušra", "ausra"),
    ),
    last=(
        ("Kazlauskas", "kazlauskas"),
        ("Petrauskaitė", "petrauskaite"),
        ("Jankauskas", "jankauskas"),
        ("Žukauskienė", "zukauskiene"),
        ("Butkus", "butkus"),
    ),
    words=(
        "gintaras",
        "kaunas",
        "neris",
        "nemunas",
        "saulute",
        "ruduo",
        "zalgiris",
        "cepelinai",
        "sakotis",
        "eglute",
        "ramune",
        "lietus",
        "vilnius",
        "drabuziai",
        "zuikis",
        "kotelis",
    ),
    pets=("rudis", "pukis", "murka", "brisius", "keksas", "sargis"),
    cc="+370",
    cities=("Kaunas", "Vilnius", "Klaipėda", "Kėdainiai"),
)

FAM_K = Fam(
    name="cairosmm_brands_arabic",
    key="cairosmm",
    orgs=("nilbrand", "yallamedia", "koshary360", "maadisocial", "helwabrands"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("منى", "mona"),
        ("أحمد", "ahmed"),
        ("نورهان", "nourhan"),
        ("يوسف", "youssef"),
        ("سلمى", "salma"),
        ("كريم", "karim"),
    ),
    last=(
        ("عادل", "adel"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("عبد الرحمن", "abdelrahman"),
        ("فاروق", "farouk"),
        ("شاهين", "shahin"),
    ),
    words=(
        "masr",
        "nile",
        "koshary",
        "ahly",
        "zamalek",
        "tahrir",
        "maadi",
        "feteer",
        "habibi",
        "yalla",
        "helwa",
        "amar",
        "noor",
        "shams",
        "giza",
        "mahrousa",
    ),
    pets=("bosy", "lolo", "mishmish", "zizo", "katkout", "simsim"),
    cc="+20",
    cities=("القاهرة", "المعادي", "الإسكندرية", "الجيزة"),
)

FAM_L = Fam(
    name="osakanl_newsletter_japanese",
    key="osakanl",
    orgs=("komorebiletter", "shioripress", "tsukiyomi", "kotobanote", "amenohi"),
    tld="jp",
    first=(
        ("陽菜", "hina"),
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健太", "kenta"),
        ("さくら", "sakura"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
    ),
    words=(
        "sakura",
        "komorebi",
        "tsuki",
        "osaka",
        "namba",
        "takoyaki",
        "kitsune",
        "neko",
        "umi",
        "yama",
        "hoshi",
        "haru",
        "natsu",
        "fuyu",
        "kotoba",
        "shiori",
    ),
    pets=("pochi", "tama", "momo", "kuro", "mugi", "koro"),
    cc="+81",
    cities=("大阪市", "堺市", "吹田市", "豊中市"),
)

FAM_M = Fam(
    name="hoianstock_photo_vietnamese",
    key="hoianstock",
    orgs=("phoholens", "denlongphoto", "hoianframes", "sonstock", "mattroiimages"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Linh", "linh"),
        ("Quang", "quang"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
        ("Võ", "vo"),
    ),
    words=(
        "hoian",
        "phobo",
        "banhmi",
        "caphe",
        "lotus",
        "hoasen",
        "mekong",
        "saigon",
        "danang",
        "trangan",
        "thuyen",
        "denlong",
        "bienxanh",
        "mattroi",
        "chuonchuon",
    ),
    pets=("milo", "bong", "cun", "muc", "lu", "na"),
    cc="+84",
    cities=("Hội An", "Đà Nẵng", "Huế", "Tam Kỳ"),
)

FAM_N = Fam(
    name="recifebeauty_influencer_brazil",
    key="recifebeauty",
    orgs=("cheirodeflor", "belezarecife", "morenaglow", "frevobeauty", "batomdorecife"),
    tld="com.br",
    first=(
        ("Juliana", "juliana"),
        ("Thiago", "thiago"),
        ("Letícia", "leticia"),
        ("Gabriel", "gabriel"),
        ("Camila", "camila"),
        ("João", "joao"),
        ("Beatriz", "beatriz"),
    ),
    last=(
        ("Cavalcanti", "cavalcanti"),
        ("Albuquerque", "albuquerque"),
        ("Souza", "souza"),
        ("Araújo", "araujo"),
        ("Lima", "lima"),
        ("Barbosa", "barbosa"),
    ),
    words=(
        "recife",
        "olinda",
        "frevo",
        "maracatu",
        "tapioca",
        "cuscuz",
        "saudade",
        "morena",
        "beleza",
        "batom",
        "gloss",
        "praia",
        "carnaval",
        "manguebeat",
        "girassol",
    ),
    pets=("pipoca", "mel", "bidu", "pacoca", "thor", "luna"),
    cc="+55",
    cities=("Recife", "Olinda", "Jaboatão", "Boa Viagem"),
    accented=("coração", "paixão", "maçã", "açaí", "bênção", "pão", "mãezinha"),
)

FAM_O = Fam(
    name="cebumerch_streamer_pinoy",
    key="cebumerch",
    orgs=("pixelbayanihan", "lodimerch", "petmalugg", "sinuloggaming", "mactanmerch"),
    tld="ph",
    first=(
        ("Maria Clara", "mariaclara"),
        ("Jericho", "jericho"),
        ("Andrea", "andrea"),
        ("Paolo", "paolo"),
        ("Kristine", "kristine"),
        ("Joshua", "joshua"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Cabahug", "cabahug"),
        ("Alcantara", "alcantara"),
    ),
    words=(
        "lechon",
        "sinulog",
        "mactan",
        "bisaya",
        "lapulapu",
        "kalamansi",
        "mangga",
        "adobo",
        "sisig",
        "halohalo",
        "jeepney",
        "tambay",
        "petmalu",
        "lodi",
        "werpa",
    ),
    pets=("bantay", "brownie", "chichi", "mingming", "choco", "pogi"),
    cc="+63",
    cities=("Cebu City", "Mandaue", "Lapu-Lapu", "Talisay"),
    accented=("niño", "señorita", "dasmariñas", "parañaque"),
)

FAM_P = Fam(
    name="suvadeals_page_fiji",
    key="suvadeals",
    orgs=("bulavouchers", "suvasavers", "vinakadeals", "dalodeals", "lolomaoffers"),
    tld="com.fj",
    first=(
        ("Mereani", "mereani"),
        ("Josaia", "josaia"),
        ("Salote", "salote"),
        ("Ravi", "ravi"),
        ("Priya", "priya"),
        ("Tevita", "tevita"),
        ("Litia", "litia"),
    ),
    last=(
        ("Nakaora", "nakaora"),
        ("Tuilau", "tuilau"),
        ("Prasad", "prasad"),
        ("Vunibola", "vunibola"),
        ("Naidu", "naidu"),
        ("Qarase", "qarase"),
    ),
    words=(
        "bula",
        "vinaka",
        "suva",
        "lautoka",
        "nadi",
        "kava",
        "yaqona",
        "rourou",
        "lovo",
        "kokoda",
        "dalo",
        "masi",
        "vanua",
        "loloma",
        "moce",
        "sigatoka",
    ),
    pets=("rocky", "bingo", "kali", "blacky", "spotty", "lulu"),
    cc="+679",
    cities=("Suva", "Nausori", "Lami", "Nasinu"),
)


__all__ = [
    "FAM_A",
    "FAM_B",
    "FAM_C",
    "FAM_D",
    "FAM_E",
    "FAM_F",
    "FAM_G",
    "FAM_H",
    "FAM_I",
    "FAM_J",
    "FAM_K",
    "FAM_L",
    "FAM_M",
    "FAM_N",
    "FAM_O",
    "FAM_P",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "alnum",
    "b64",
    "dec_b64_field",
    "dec_basic",
    "dec_form",
    "dec_html_after",
    "dec_json_field",
    "dec_mime_subject",
    "dec_qp",
    "dec_userinfo_pct",
    "enc_b64",
    "enc_form",
    "enc_html",
    "enc_json_u",
    "enc_mime_b",
    "enc_pct",
    "enc_qp",
    "gen_pw",
    "grab",
    "hexs",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]
