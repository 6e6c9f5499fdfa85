"""Helpers the hundred-and-thirty-ninth corpus's format and decoy files share: the sixteen
family records (moving companies, removal firms and self-storage facilities, one country each),
credential drawers per syntax, provider key shapes, encoders / decoders, and the ``reg`` /
``regd`` helpers that turn ``fill`` templates into ``@fmt`` / ``@decoy`` functions."""

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

from hundredthirtyninth_corpus import (
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
    ip,
    jwt,
    pick,
    rbytes,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Template = str | Callable[[Slots], str]
Cred = str | Callable[[random.Random, Slots], str]
Extra = Callable[[random.Random, Slots], Slots] | None

B64URL_CHARS = ALNUM + "-_"
B64_CHARS = ALNUM + "+/"


# --------------------------------------------------------------------------- provider shapes


def _mercadopago(rng: random.Random) -> str:
    return (
        f"APP_USR-{alnum(rng, 16, DIGITS)}-{rng.randint(10, 12):02d}{rng.randint(1, 28):02d}"
        f"{rng.randint(10, 23)}-{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
    )


def _asaas(rng: random.Random) -> str:
    inner = (
        f"{hexs(rng, 32)}::{rng.randint(10**11, 10**12 - 1):018d}::$aach_{uuid4(rng)}"
    ).encode()
    return "$aact_" + base64.b64encode(inner).decode()


def _telr(rng: random.Random) -> str:
    return f"{alnum(rng, 5)}-{alnum(rng, 4)}{rng.choice('@~^')}{alnum(rng, 6)}"


def _ngenius(rng: random.Random) -> str:
    return base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode()


def _aws_secret(rng: random.Random) -> str:
    return alnum(rng, 40, B64_CHARS)


def _google(rng: random.Random) -> str:
    return "AIza" + alnum(rng, 35, B64URL_CHARS)


def _msg91(rng: random.Random) -> str:
    return alnum(rng, 6, DIGITS) + "A" + alnum(rng, 17)


def _sendgrid(rng: random.Random) -> str:
    return f"SG.{alnum(rng, 22, B64URL_CHARS)}.{alnum(rng, 43, B64URL_CHARS)}"


def _line_token(rng: random.Random) -> str:
    return base64.b64encode(rbytes(rng, 128)).decode()


def _zalo(rng: random.Random) -> str:
    return b64url(rbytes(rng, 165))


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "mercadopago": _mercadopago,
    "wialon": lambda r: hexs(r, 72),
    "pagarme": lambda r: "sk_" + alnum(r, 32),
    "asaas": _asaas,
    "lexoffice": lambda r: alnum(r, 44, B64URL_CHARS),
    "sevdesk": lambda r: hexs(r, 32),
    "moneybird": lambda r: hexs(r, 64),
    "mollie": lambda r: "live_" + alnum(r, 30),
    "ksef": lambda r: hexs(r, 64, upper=True),
    "fakturownia": lambda r: alnum(r, 20),
    "p24_api": lambda r: hexs(r, 32),
    "bitrix24": lambda r: alnum(r, 16, LOWER + DIGITS),
    "fortnox": lambda r: alnum(r, 10),
    "elks_pw": lambda r: hexs(r, 32, upper=True),
    "azure_key": lambda r: b64(r, 64),
    "iyzico": lambda r: alnum(r, 32),
    "paytr": lambda r: alnum(r, 16),
    "telr": _telr,
    "ngenius": _ngenius,
    "aws_secret": _aws_secret,
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: f"FLWSECK-{hexs(r, 32)}-X",
    "termii": lambda r: "TL" + alnum(r, 58),
    "google": _google,
    "cmi": lambda r: alnum(r, 16),
    "twilio": lambda r: hexs(r, 32),
    "razorpay_id": lambda r: "rzp_live_" + alnum(r, 14),
    "razorpay": lambda r: alnum(r, 24),
    "msg91": _msg91,
    "bkash": lambda r: alnum(r, 50),
    "sslcommerz": lambda r: hexs(r, 18, upper=True),
    "pathao": lambda r: alnum(r, 40),
    "paymongo": lambda r: "sk_live_" + alnum(r, 24),
    "semaphore": lambda r: hexs(r, 32),
    "lalamove": lambda r: "sk_prod_" + alnum(r, 32),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo": lambda r: alnum(r, 32),
    "zalo": _zalo,
    "esms": lambda r: hexs(r, 32, upper=True),
    "line": _line_token,
    "chatwork": lambda r: hexs(r, 32),
    "payjp": lambda r: "sk_live_" + hexs(r, 24),
    "xero": lambda r: alnum(r, 48, B64URL_CHARS),
    "windcave": lambda r: hexs(r, 64),
    "sendgrid": _sendgrid,
    "wireguard": lambda r: b64(r, 32),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- families


def _split(name: str) -> tuple[str, str]:
    """``"Display|ascii"`` (or a plain ASCII name) -> (display, ascii login part)."""
    if "|" in name:
        d, a = name.split("|", 1)
        return d, a
    return name, name.lower()


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))


@dataclass(frozen=True)
class Fam:
    """One family: its organisations, country domain, local names (display|ascii), the words,
    pets, idols, cities and keyboard walks its people build passwords from, and its phone
    shape (``#`` = a digit)."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]
    last: tuple[str, ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    idols: tuple[str, ...]
    cities: tuple[str, ...]
    kb: tuple[str, ...]
    phone: str

    # ------------------------------------------------------------------- slots

    def tel(self, rng: random.Random) -> str:
        return "".join(rng.choice(DIGITS) if c == "#" else c for c in self.phone)

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        f1, fa = _split(pick(rng, self.first))
        l1, la = _split(pick(rng, self.last))
        f2, fa2 = _split(pick(rng, tuple(n for n in self.first if _split(n)[0] != f1)))
        l2, la2 = _split(pick(rng, self.last))
        h = rng.randint(7, 22)
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}"))
        return {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, ('app', 'crm', 'erp', 'portal', 'db', 'sys'))}.{dom}",
            "first": f1,
            "last": l1,
            "name": f"{f1} {l1}",
            "fa": fa,
            "la": la,
            "user": user,
            "email": f"{fa}.{la}@{dom}",
            "first2": f2,
            "last2": l2,
            "name2": f"{f2} {l2}",
            "fa2": fa2,
            "la2": la2,
            "email2": f"{fa2}.{la2}@{dom}",
            "phone": self.tel(rng),
            "phone2": self.tel(rng),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, private=False),
            "d": f"{rng.randint(1, 28):02d}",
            "mo": f"{rng.randint(1, 12):02d}",
            "y": (y := str(rng.choice((2023, 2024, 2025)))),
            "y2": y[2:],
            "hh": f"{h:02d}",
            "h12": str(h - 12 if h > 12 else h),
            "ampm": "pm" if h >= 12 else "am",
            "mi": f"{(mi := rng.randint(0, 48)):02d}",
            "mi2": f"{mi + rng.randint(1, 11):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "n": str(rng.randint(2, 99)),
            "n3": str(rng.randint(100, 999)),
            "n4": str(rng.randint(1000, 9999)),
            "city": pick(rng, self.cities).capitalize(),
            "ts": str(epoch(rng)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
        }

    # ------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, syms: str = "!@#*._-") -> str:
        """A person-chosen password in one of twelve habits, from the family's own words."""
        while True:
            w = pick(rng, self.words)
            cap = w.capitalize()
            y = rng.randint(1978, 2025)
            sym = rng.choice(syms) if syms else ""
            habit = rng.randrange(12)
            if habit == 0:
                pw = f"{cap}{y}{sym}"
            elif habit == 1:
                pw = f"{pick(rng, self.pets).capitalize()}{y % 100:02d}{sym}"
            elif habit == 2:
                pw = f"{leet(cap)}{rng.randint(1, 99)}{sym}"
            elif habit == 3:
                fa = _split(pick(rng, self.first))[1]
                pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{sym}"
            elif habit == 4:
                pw = f"{pick(rng, self.kb)}{cap}"
            elif habit == 5:
                a, b = rng.sample(self.words, 2)
                pw = f"{a.capitalize()}{b.capitalize()}{rng.randint(1, 999)}"
            elif habit == 6:
                pw = f"{w.upper()}{y}"
            elif habit == 7:
                pw = f"{w}{rng.randint(100, 999)}{sym * 2}"
            elif habit == 8:
                pw = f"{pick(rng, self.idols)}{rng.randint(1, 99)}{sym}"
            elif habit == 9:
                pw = f"{pick(rng, self.cities).capitalize()}{sym}{rng.randint(1000, 9999)}"
            elif habit == 10:
                pw = f"{w[::-1].capitalize()}{rng.randint(10, 99)}{sym}"
            else:
                pw = f"{cap}{sym}{self.tel(rng)[-4:]}"
            if len(pw) >= 8 and pw[0].isalnum() and not has_placeholder(pw):
                return pw

    def draw(self, rng: random.Random, kind: Cred, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        sets = {
            "pw": SYM_INI,
            "pw_url": SYM_URL,
            "pw_xml": SYM_XML,
            "pw_sq": SYM_SQ,
            "pw_dq": SYM_DQ,
            "pw_bare": SYM_BARE,
            "pw_json": SYM_JSON,
            "pw_alnum": "",
        }
        if kind in sets:
            return gen_pw(rng, sym=sets[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, syms="._-")
        head, _, arg = kind.partition(":")
        if head == "hex":
            return hexs(rng, int(arg))
        if head == "HEX":
            return hexs(rng, int(arg), upper=True)
        if head == "b64":
            return b64(rng, int(arg))
        if head == "b64u":
            return b64url(rbytes(rng, int(arg)))
        if head == "alnum":
            return alnum(rng, int(arg))
        if head == "uuid":
            return uuid4(rng)
        if head == "x":
            prefix, _, n = arg.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, arg)
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template: Template,
        cred: Cred,
        syntax: str | None = None,
        extra: Extra = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: common slots, ``<<cred>>`` drawn by ``cred``, then
        ``extra`` (which may add slots or replace ``cred``, the needle), then the template."""
        fam = self

        def make(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["cred"]), syntax)

        make.__name__ = name
        fmt(self.name, name, decode)(make)


def regd(
    fam: Fam,
    path: str,
    template: Template,
    why: str,
    syntax: str | None = None,
    extra: Extra = None,
) -> None:
    """Register a decoy of family ``fam`` (no live credential in it)."""

    def make(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    make.__name__ = "decoy_" + re.sub(r"\W", "_", path)
    decoy(make)


# --------------------------------------------------------------------------- encoders


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def moji(s: str) -> str:
    """How Facebook's JSON export writes UTF-8 text (each byte as a Latin-1 code point)."""
    return s.encode("utf-8").decode("latin-1")


def jdump(obj: object, ascii_only: bool = False) -> str:
    return json.dumps(obj, ensure_ascii=ascii_only, indent=2) + "\n"


# --------------------------------------------------------------------------- decoders


def after(label: str, text: str) -> str:
    """The first whitespace-free run after ``label`` in ``text``."""
    m = re.search(re.escape(label) + r"\s*(\S+)", text)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no Basic header")
    return base64.b64decode(m.group(1)).decode("utf-8").split(":", 1)[1]


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(label, plain)

    return dec


# Symbol sets for encoded formats: each value must hold at least one character the encoding
# changes.
SYM_NEEDS_URL = "@#/:?%&+"
SYM_NEEDS_HTML = "&<>"


def pw_with(rng: random.Random, must: str, sym: str = "", n: int | None = None) -> str:
    """A generated password holding at least one character of ``must``."""
    while True:
        pw = gen_pw(rng, n, sym=sym + must)
        if any(c in must for c in pw):
            return pw


__all__ = [
    "AE",
    "ALNUM",
    "BD",
    "BR",
    "DE",
    "DIGITS",
    "FAMILIES",
    "IN",
    "JP",
    "LOWER",
    "MA",
    "MX",
    "NG",
    "NL",
    "NZ",
    "PH",
    "PL",
    "SE",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_NEEDS_HTML",
    "SYM_NEEDS_URL",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "TR",
    "UPPER",
    "VN",
    "Fam",
    "after",
    "alnum",
    "b64",
    "dec_basic",
    "dec_qp_after",
    "enc_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jdump",
    "jwt",
    "leet",
    "moji",
    "pick",
    "prov",
    "pw_with",
    "regd",
    "uuid4",
]


# --------------------------------------------------------------------------- the sixteen families

MX = Fam(
    name="mudanceros_fleteros_guadalajara",
    orgs=("mudanzasaguila", "tapatiomueve", "mudanceroschapala"),
    tld="com.mx",
    first=(
        "José|jose",
        "Verónica|veronica",
        "Alejandro",
        "Fernanda",
        "Jesús|jesus",
        "Rocío|rocio",
        "Raúl|raul",
        "Itzel",
    ),
    last=(
        "Hernández|hernandez",
        "García|garcia",
        "Ramírez|ramirez",
        "Orozco",
        "Navarro",
        "Gutiérrez|gutierrez",
        "Villaseñor|villasenor",
        "Cárdenas|cardenas",
    ),
    words=(
        "mudanza",
        "flete",
        "tapatio",
        "tequila",
        "jalisco",
        "mariachi",
        "chapala",
        "camion",
        "diablito",
        "cobija",
        "birria",
        "nopal",
    ),
    pets=("firulais", "canela", "chispa", "pelusa", "manchas", "rocky"),
    idols=("Chivas", "Atlas", "Chapulin", "Chente", "Checo"),
    cities=("zapopan", "tlaquepaque", "tonala", "guadalajara", "tlajomulco"),
    kb=("qwerty", "asdf1234", "1qaz2wsx"),
    phone="+52 33 #### ####",
)

BR = Fam(
    name="guardamoveis_selfstorage_paulista",
    orgs=("guardabemsampa", "boxcerto", "cantinhoguarda"),
    tld="com.br",
    first=(
        "João|joao",
        "Ana",
        "Thiago",
        "Juliana",
        "Rodrigo",
        "Camila",
        "Marcelo",
        "Patrícia|patricia",
    ),
    last=(
        "Silva",
        "Souza",
        "Oliveira",
        "Pereira",
        "Carvalho",
        "Gonçalves|goncalves",
        "Araújo|araujo",
        "Ribeiro",
    ),
    words=(
        "saudade",
        "guarda",
        "mudanca",
        "caixa",
        "paulista",
        "ipiranga",
        "cafezinho",
        "jabuti",
        "sabia",
        "garoa",
        "feijoada",
        "pastel",
    ),
    pets=("thor", "mel", "pipoca", "bolinha", "luna", "pretinha"),
    idols=("Corinthians", "Palmeiras", "Santos", "Ayrton", "Timao"),
    cities=("mooca", "osasco", "guarulhos", "santoandre", "tatuape"),
    kb=("qwerty", "123qwe", "asdfg"),
    phone="+55 11 9####-####",
)

DE = Fam(
    name="umzugsfirma_moebellift_berlin",
    orgs=("umzugsblitz", "moebelfuchs", "kiezkisten"),
    tld="de",
    first=("Jürgen|juergen", "Sabine", "Thomas", "Katrin", "Dirk", "Anja", "Mehmet", "Svenja"),
    last=(
        "Müller|mueller",
        "Schulz",
        "Krüger|krueger",
        "Wagner",
        "Becker",
        "Neumann",
        "Yilmaz",
        "Hoffmann",
    ),
    words=(
        "umzug",
        "kiste",
        "moebel",
        "spree",
        "currywurst",
        "kreuzberg",
        "treppe",
        "sackkarre",
        "brandenburg",
        "kiez",
        "laster",
        "wedding",
    ),
    pets=("bello", "mausi", "kruemel", "rex", "luna", "struppi"),
    idols=("Hertha", "Union", "Kaiser", "Nena", "Alba"),
    cities=("berlin", "spandau", "potsdam", "neukoelln", "pankow"),
    kb=("qwertz", "123qwe", "asdfgh", "yxcvbnm"),
    phone="+49 30 #######",
)

NL = Fam(
    name="verhuisbedrijf_verhuislift_utrecht",
    orgs=("verhuisvink", "kratenkoning", "liftlieve"),
    tld="nl",
    first=("Jeroen", "Sanne", "Bram", "Lotte", "Henk", "Ineke", "Mohamed", "Femke"),
    last=(
        "van Dijk|vandijk",
        "Jansen",
        "Bakker",
        "de Jong|dejong",
        "Visser",
        "Smit",
        "Mulder",
        "El Amrani|elamrani",
    ),
    words=(
        "verhuis",
        "domtoren",
        "fiets",
        "gracht",
        "stroopwafel",
        "hagelslag",
        "kruiwagen",
        "tulp",
        "oranje",
        "molen",
        "hijslift",
        "kratten",
    ),
    pets=("bobbie", "pluis", "snuffie", "max", "guus", "dribbel"),
    idols=("Ajax", "FCUtrecht", "Cruijff", "Feyenoord", "Hazes"),
    cities=("utrecht", "nieuwegein", "zeist", "houten", "amersfoort"),
    kb=("qwerty", "asdf", "1q2w3e4r"),
    phone="+31 6 ########",
)

PL = Fam(
    name="przeprowadzki_tragarze_krakow",
    orgs=("nosiwoda", "tragarzkrak", "wawelprzewoz"),
    tld="pl",
    first=(
        "Łukasz|lukasz",
        "Agnieszka",
        "Paweł|pawel",
        "Katarzyna",
        "Grzegorz",
        "Magdalena",
        "Krzysztof",
        "Joanna",
    ),
    last=(
        "Nowak",
        "Kowalski",
        "Wiśniewski|wisniewski",
        "Wójcik|wojcik",
        "Kamiński|kaminski",
        "Lewandowski",
        "Zieliński|zielinski",
        "Szymański|szymanski",
    ),
    words=(
        "przeprowadzka",
        "wawel",
        "smok",
        "krakow",
        "pierogi",
        "kartony",
        "winda",
        "zubr",
        "bocian",
        "kielbasa",
        "tatry",
        "wisla",
    ),
    pets=("burek", "azor", "reksio", "kicia", "mruczek", "puszek"),
    idols=("Wisla", "Cracovia", "Lewy", "Malysz", "Chopin"),
    cities=("krakow", "wieliczka", "nowahuta", "podgorze", "kazimierz"),
    kb=("qwerty", "1qaz2wsx", "zaq12wsx", "qazwsx"),
    phone="+48 ### ### ###",
)

SE = Fam(
    name="magasinering_flyttfirma_goteborg",
    orgs=("flyttugglan", "lagerkrona", "magasinvaxen"),
    tld="se",
    first=("Björn|bjorn", "Anna", "Erik", "Sara", "Johan", "Maja", "Ahmed", "Linnea"),
    last=(
        "Andersson",
        "Johansson",
        "Karlsson",
        "Nilsson",
        "Lindqvist",
        "Berg",
        "Öberg|oberg",
        "Svensson",
    ),
    words=(
        "flytt",
        "magasin",
        "kartong",
        "fika",
        "kanelbulle",
        "hisingen",
        "liseberg",
        "sill",
        "alg",
        "midsommar",
        "volvo",
        "lada",
    ),
    pets=("sixten", "smulan", "morris", "nisse", "tussan", "zorro"),
    idols=("Blavitt", "Gais", "Hacken", "Zlatan", "Abba"),
    cities=("goteborg", "molndal", "kungalv", "partille", "lerum"),
    kb=("qwerty", "asdf", "1q2w3e4r"),
    phone="+46 70 ### ## ##",
)

TR = Fam(
    name="evdeneve_nakliyat_istanbul",
    orgs=("yildiznakliyat", "bogazevdeneve", "kartalasansor"),
    tld="com.tr",
    first=("Mehmet", "Ayşe|ayse", "Mustafa", "Elif", "Hüseyin|huseyin", "Zeynep", "Emre", "Fatma"),
    last=(
        "Yılmaz|yilmaz",
        "Kaya",
        "Demir",
        "Şahin|sahin",
        "Çelik|celik",
        "Öztürk|ozturk",
        "Aydın|aydin",
        "Arslan",
    ),
    words=(
        "nakliyat",
        "asansor",
        "kamyon",
        "bogaz",
        "kadikoy",
        "simit",
        "cay",
        "lale",
        "kartal",
        "yildiz",
        "anadolu",
        "koli",
    ),
    pets=("pamuk", "boncuk", "tarcin", "karabas", "minnos", "duman"),
    idols=("Fener", "Cimbom", "Besiktas", "Tarkan", "Sezen"),
    cities=("istanbul", "uskudar", "esenyurt", "kadikoy", "besiktas"),
    kb=("qwerty", "asdfgh", "123qwe"),
    phone="+90 5## ### ## ##",
)

AE = Fam(
    name="dxb_selfstorage_climate_units",
    orgs=("sahrabox", "dhowvault", "falconunits"),
    tld="ae",
    first=("Ahmed", "Maryam", "Sultan", "Layla", "Rajesh", "Joy", "Imran", "Grace"),
    last=(
        "Al Mansoori|almansoori",
        "Al Hashimi|alhashimi",
        "Khan",
        "Nair",
        "Fernandes",
        "Al Suwaidi|alsuwaidi",
        "Qureshi",
        "Santos",
    ),
    words=(
        "falcon",
        "dhow",
        "souk",
        "karak",
        "burj",
        "creek",
        "sahra",
        "oasis",
        "marina",
        "majlis",
        "palm",
        "dubai",
    ),
    pets=("simba", "coco", "zara", "leo", "oreo", "maxi"),
    idols=("AlAin", "AlWasl", "Shabab", "Messi", "Ronaldo"),
    cities=("dubai", "sharjah", "ajman", "alquoz", "jebelali"),
    kb=("qwerty", "asdf", "1q2w3e"),
    phone="+971 5# ### ####",
)

NG = Fam(
    name="lagos_haulage_movers_ikeja",
    orgs=("ekohaulage", "movewellnaija", "ikejatrucks"),
    tld="com.ng",
    first=("Chinedu", "Aisha", "Tunde", "Ngozi", "Emeka", "Funmilayo", "Ibrahim", "Bisi"),
    last=("Okafor", "Adeyemi", "Bello", "Nwosu", "Balogun", "Eze", "Oladipo", "Danjuma"),
    words=(
        "danfo",
        "jollof",
        "eko",
        "ikeja",
        "lekki",
        "suya",
        "owambe",
        "naija",
        "oga",
        "molue",
        "agbero",
        "okada",
    ),
    pets=("bingo", "tiger", "jack", "lucky", "bobby", "snow"),
    idols=("SuperEagles", "Arsenal", "Chelsea", "Davido", "Wizkid"),
    cities=("ikeja", "lekki", "yaba", "surulere", "apapa"),
    kb=("qwerty", "123456qwe", "asdfgh"),
    phone="+234 80# ### ####",
)

MA = Fam(
    name="demenagement_casablanca_camions",
    orgs=("zitounidem", "atlasdemenage", "casatransit"),
    tld="ma",
    first=("Youssef", "Khadija", "Hamza", "Fatima", "Mehdi", "Salma", "Omar", "Imane"),
    last=(
        "El Idrissi|elidrissi",
        "Benali",
        "Alaoui",
        "Tazi",
        "Bennani",
        "Chraibi",
        "Amrani",
        "Berrada",
    ),
    words=(
        "casa",
        "derb",
        "maarif",
        "atlas",
        "zellige",
        "couscous",
        "tajine",
        "harira",
        "camion",
        "carton",
        "bahja",
        "argan",
    ),
    pets=("mimi", "bobby", "simba", "loulou", "kiki", "rex"),
    idols=("Raja", "Wydad", "Ziyech", "Hakimi", "Bounou"),
    cities=("casablanca", "rabat", "mohammedia", "ainsebaa", "sidimaarouf"),
    kb=("azerty", "azerty123", "qsdfgh"),
    phone="+212 6## ## ## ##",
)

IN = Fam(
    name="gurgaon_packersmovers_relocation",
    orgs=("shiftsathi", "gharbadal", "aravalimovers"),
    tld="in",
    first=("Rahul", "Priya", "Amit", "Neha", "Sandeep", "Pooja", "Vikas", "Sunita"),
    last=("Sharma", "Yadav", "Singh", "Gupta", "Chauhan", "Verma", "Malik", "Kumar"),
    words=(
        "ghar",
        "saamaan",
        "dabba",
        "tempo",
        "chai",
        "jugaad",
        "gurgaon",
        "haryana",
        "jalebi",
        "tiranga",
        "bharat",
        "cyberhub",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "tiger"),
    idols=("Virat", "Dhoni", "Sachin", "Shahrukh", "Salman"),
    cities=("gurgaon", "manesar", "sohna", "dwarka", "noida"),
    kb=("qwerty", "1qaz2wsx", "asdf123"),
    phone="+91 9#### #####",
)

BD = Fam(
    name="basabodol_house_shifting_dhaka",
    orgs=("nodibodol", "padmamovers", "basabodolbd"),
    tld="com.bd",
    first=("Rakib", "Tania", "Shakil", "Nusrat", "Arif", "Farhana", "Sohel", "Mim"),
    last=("Hossain", "Rahman", "Islam", "Ahmed", "Chowdhury", "Akter", "Uddin", "Sarkar"),
    words=(
        "basa",
        "bodol",
        "padma",
        "ilish",
        "rickshaw",
        "dhaka",
        "mirpur",
        "sonar",
        "bangla",
        "shapla",
        "golap",
        "tiger",
    ),
    pets=("mini", "tom", "kalu", "bhola", "lalu", "mitu"),
    idols=("Shakib", "Mashrafe", "Tamim", "Mustafiz", "Abahani"),
    cities=("mirpur", "uttara", "dhanmondi", "gulshan", "mohammadpur"),
    kb=("qwerty", "123qwe", "asdfg"),
    phone="+880 17## ######",
)

PH = Fam(
    name="lipatbahay_trucking_manila",
    orgs=("kalabawlipat", "bayanihantruck", "jeepneymovers"),
    tld="ph",
    first=(
        "Jose",
        "Maricel",
        "Rodel",
        "Jovelyn",
        "Arnel",
        "Kristine",
        "Mark Anthony|markanthony",
        "Rowena",
    ),
    last=(
        "dela Cruz|delacruz",
        "Santos",
        "Reyes",
        "Bautista",
        "Garcia",
        "Mendoza",
        "Villanueva",
        "Aquino",
    ),
    words=(
        "lipat",
        "bahay",
        "kalabaw",
        "bayanihan",
        "jeepney",
        "adobo",
        "mahal",
        "pinoy",
        "sampaguita",
        "tondo",
        "halohalo",
        "kuya",
    ),
    pets=("bantay", "brownie", "whitey", "chichi", "bruno", "blacky"),
    idols=("Ginebra", "Pacquiao", "Gilas", "Magnolia", "Alden"),
    cities=("tondo", "quezoncity", "pasig", "makati", "caloocan"),
    kb=("qwerty", "asdf", "123qwe"),
    phone="+63 9## ### ####",
)

VN = Fam(
    name="chuyennha_trongoi_hanoi",
    orgs=("saoxanhmove", "kientrongoi", "hoankiemvan"),
    tld="vn",
    first=(
        "Minh",
        "Thảo|thao",
        "Đức|duc",
        "Hương|huong",
        "Tuấn|tuan",
        "Lan",
        "Hùng|hung",
        "Ngọc|ngoc",
    ),
    last=(
        "Nguyễn|nguyen",
        "Trần|tran",
        "Lê|le",
        "Phạm|pham",
        "Hoàng|hoang",
        "Vũ|vu",
        "Đặng|dang",
        "Bùi|bui",
    ),
    words=(
        "chuyennha",
        "hanoi",
        "hoankiem",
        "phobo",
        "caphe",
        "bachkhoa",
        "hoasen",
        "rongvang",
        "thanhxuan",
        "longbien",
        "banhmi",
        "xetai",
    ),
    pets=("milu", "vang", "cun", "bong", "mixi", "lu"),
    idols=("Vietnam", "HAGL", "QuangHai", "Sontung", "Viettel"),
    cities=("hanoi", "caugiay", "dongda", "thanhxuan", "longbien"),
    kb=("qwerty", "123qwe", "asdf"),
    phone="+84 9# ### ####",
)

JP = Fam(
    name="hikkoshi_center_osaka",
    orgs=("tsubamehikkoshi", "naniwamove", "sakuradanbo"),
    tld="co.jp",
    first=(
        "翔太|shota",
        "美咲|misaki",
        "大輔|daisuke",
        "由美|yumi",
        "健一|kenichi",
        "拓也|takuya",
        "真由美|mayumi",
        "直樹|naoki",
    ),
    last=(
        "田中|tanaka",
        "山本|yamamoto",
        "中村|nakamura",
        "小林|kobayashi",
        "吉田|yoshida",
        "松本|matsumoto",
        "井上|inoue",
        "木村|kimura",
    ),
    words=(
        "hikkoshi",
        "danboru",
        "naniwa",
        "takoyaki",
        "tsubame",
        "sakura",
        "osaka",
        "tsutenkaku",
        "hanshin",
        "kuidaore",
        "okonomi",
        "yodogawa",
    ),
    pets=("pochi", "tama", "momo", "sora", "kuro", "hana"),
    idols=("Tigers", "Gamba", "Cerezo", "Ohtani", "Arashi"),
    cities=("osaka", "sakai", "suita", "toyonaka", "higashiosaka"),
    kb=("qwerty", "qazwsx", "1qaz2wsx", "asdfgh"),
    phone="06-####-####",
)

NZ = Fam(
    name="removals_selfstorage_auckland",
    orgs=("kauricrate", "harbourboxes", "tuiremovals"),
    tld="co.nz",
    first=("Aroha", "Liam", "Mere", "Jack", "Tama", "Olivia", "Wiremu", "Sione"),
    last=("Ngata", "Smith", "Williams", "Parata", "Walker", "Taufa", "Brown", "Henare"),
    words=(
        "kiwi",
        "kauri",
        "tui",
        "pohutukawa",
        "waitemata",
        "jandals",
        "pavlova",
        "kumara",
        "taniwha",
        "haka",
        "ponsonby",
        "rangitoto",
    ),
    pets=("fluffy", "buster", "milo", "bella", "rangi", "pippa"),
    idols=("AllBlacks", "Blues", "Warriors", "Lorde", "Richie"),
    cities=("auckland", "manukau", "henderson", "albany", "otahuhu"),
    kb=("qwerty", "asdf", "1qaz2wsx"),
    phone="+64 21 ### ####",
)

FAMILIES = (MX, BR, DE, NL, PL, SE, TR, AE, NG, MA, IN, BD, PH, VN, JP, NZ)
