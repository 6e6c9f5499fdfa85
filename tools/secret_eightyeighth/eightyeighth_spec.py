"""Helpers shared by the eighty-eighth corpus's format and decoy files: the family record
(``Fam``), credential drawers (per-syntax generated passwords, human-chosen passwords in many
habits, keys, provider shapes), encoders / decoders and the table-driven format and decoy
registration.

Hobbyists and makers at home, one country each: every family has its own organisation
(club, personal domain) names, country domain, local first and last names in their own
script with ASCII forms for logins, the words people there build passwords from, pet names
and a phone prefix.
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

from eightyeighth_corpus import (
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
    fill,
    fmt,
    gen_pw,
    hexs,
    jwt,
    pick,
    uuid4,
)

Slots = dict[str, str]
Name = tuple[str, str]  # (as written locally, ASCII form for logins)

MAILHOSTS = ("gmail.com", "outlook.com", "yahoo.com", "proton.me")
KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "123qwe", "qwer1234")


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[Name, ...]
    last: tuple[Name, ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str  # phone prefix with the first local digits, e.g. "+54 9 351"
    uwords: tuple[str, ...] = ()  # password words with local letters
    east: bool = False  # family name first
    walks: tuple[str, ...] = KEYWALKS

    # ------------------------------------------------------------------ slots

    def phone(self, rng: random.Random) -> str:
        rest = "".join(rng.choice(DIGITS) for _ in range(7))
        return f"{self.cc} {rest[:3]} {rest[3:]}"

    def common(self, rng: random.Random) -> Slots:
        f, la = pick(rng, self.first), pick(rng, self.last)
        f2, l2 = pick(rng, self.first), pick(rng, self.last)
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        name = f"{la[0]} {f[0]}" if self.east else f"{f[0]} {la[0]}"
        name2 = f"{l2[0]} {f2[0]}" if self.east else f"{f2[0]} {l2[0]}"
        user = pick(rng, (f"{f[1]}{la[1][0]}", f"{f[1][0]}{la[1]}", f"{f[1]}.{la[1]}", f[1]))
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(6, 23), rng.randint(0, 59)
        return {
            "org": org,
            "dom": dom,
            "host": f"{pick(rng, ('nas', 'pi', 'srv', 'home', 'lab', 'box'))}.{dom}",
            "first": f[0],
            "last": la[0],
            "fa": f[1],
            "la": la[1],
            "name": name,
            "first2": f2[0],
            "fa2": f2[1],
            "la2": l2[1],
            "name2": name2,
            "user": user,
            "email": f"{f[1]}.{la[1]}@{dom}",
            "email2": f"{f2[1]}{rng.randint(1, 99)}@{pick(rng, MAILHOSTS)}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "lip": f"192.168.{pick(rng, (0, 1, 1, 2, 10, 50, 178))}.{rng.randint(2, 250)}",
            "lip2": f"192.168.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
            "wip": ".".join(
                str(rng.randint(a, b)) for a, b in ((31, 213), (0, 254), (0, 254), (2, 250))
            ),
            "year": str(y),
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "ymd": f"{y}{mo:02d}{d:02d}",
            "day": f"{d:02d}",
            "mon": f"{mo:02d}",
            "time": f"{hh:02d}:{mm:02d}",
            "time2": f"{hh:02d}:{min(59, mm + rng.randint(1, 9)):02d}",
            "hh": f"{hh:02d}",
            "mm": f"{mm:02d}",
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
            "n": str(rng.randint(2, 99)),
            "port": str(pick(rng, (8080, 8123, 5000, 7125, 1883, 8443, 9000, 8888, 3000))),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "mac": ":".join(f"{rng.randrange(256):02X}" for _ in range(6)),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam, Slots], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
        enc: Callable[[str, Slots], str] | None = None,
    ) -> None:
        """Register a format: ``template`` (a ``fill`` template or ``slots -> text``) holds
        the credential as ``<<cred>>`` (or, encoded by ``enc``, as ``<<enc>>``)."""

        fam = self

        @fmt(self.name, name, decode)
        def _format(rng: random.Random) -> Out:
            s = fam.common(rng)
            if extra is not None:
                extra(rng, s)
            s["cred"] = cred(rng, fam, s) if callable(cred) else credential(rng, fam, cred)
            if enc is not None:
                s["enc"] = enc(s["cred"], s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, s["cred"], syntax)

        _format.__name__ = name


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], None] | None = None,
) -> None:
    """Register a decoy built from a family's common slots (no credential)."""

    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- credentials

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


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of many habits, from the family's own words.
    ``safe``: only ``-_.@`` as symbols (nothing a shell, markup or URL would mangle)."""
    syms = "-_.@" if safe else "!@#*.-_+?"
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fn = pick(rng, fam.first)[1]
        s = rng.choice(syms)
        y = rng.randint(1960, 2026)
        yy = f"{y % 100:02d}"
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        habit = rng.randrange(18)
        if habit == 0:
            pw = f"{w.capitalize()}{y}{s}"
        elif habit == 1:
            pw = f"{w}{w2}{rng.randint(1, 99)}"
        elif habit == 2:
            pw = f"{pet.capitalize()}{yy}"
            if len(pw) < 8:
                pw += f"{s}{yy}"
        elif habit == 3:
            leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
            pw = f"{leet.capitalize()}{s}{y}"
        elif habit == 4:
            pw = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif habit == 5:
            pw = f"{pick(rng, fam.walks)}{w}"
        elif habit == 6:
            pw = f"{fn.capitalize()}{y}"
        elif habit == 7:
            pw = f"{w.upper()}{y}"
        elif habit == 8:
            pw = f"{w}{s * 3}{yy}"
        elif habit == 9:
            pw = f"{w}-{w2}-{pick(rng, fam.words)}"
        elif habit == 10:
            pw = f"{w[::-1]}{y}"
        elif habit == 11:
            pw = f"{fn}{d:02d}{m:02d}{yy}"
        elif habit == 12:
            pw = f"{w.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
        elif habit == 13:
            pw = f"{w}{rng.randint(1000, 9999)}"
        elif habit == 14:
            pw = f"{w.capitalize()}123{s}"
        elif habit == 15:
            pw = f"{pet}{s}{fn}{rng.randint(1, 9)}"
        elif habit == 16:
            pw = f"{w.capitalize()}{w2}{s}{yy}{s}"
        else:
            pw = f"{fn.capitalize()}{s}{w}{d:02d}"
        if len(pw) >= 8 and not any(c in pw for c in " '\"\\$`&<>%"):
            return pw


def human_u(rng: random.Random, fam: Fam) -> str:
    """A person-chosen password with the family's own letters (for the encoded formats)."""
    w = pick(rng, fam.uwords)
    habit = rng.randrange(4)
    if habit == 0:
        return f"{w.capitalize()}{rng.randint(1960, 2026)}!"
    if habit == 1:
        return f"{w}{pick(rng, fam.pets).capitalize()}{rng.randint(1, 99)}"
    if habit == 2:
        return f"{pick(rng, fam.uwords)}.{w}{rng.randint(10, 99)}"
    return f"{w.capitalize()}#{pick(rng, fam.words)}{rng.randint(1, 9)}"


def credential(rng: random.Random, fam: Fam, kind: str) -> str:
    if kind in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":
        return human(rng, fam, safe=True)
    if kind == "human_u":
        return human_u(rng, fam)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "UUID":
        return uuid4(rng).upper()
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
    if head == "lower":
        return alnum(rng, int(arg), LOWER + DIGITS)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, arg)
    raise ValueError(f"unknown credential kind {kind}")


def _grp(rng: random.Random, sizes: tuple[int, ...], chars: str, sep: str = "-") -> str:
    return sep.join(alnum(rng, n, chars) for n in sizes)


URLSAFE = ALNUM + "-_"


def prov(rng: random.Random, name: str) -> str:
    """Provider key shapes (public formats of real services' keys, random bodies)."""
    lo = LOWER + DIGITS
    up = UPPER + DIGITS
    shapes: dict[str, Callable[[], str]] = {
        "github_pat": lambda: "ghp_" + alnum(rng, 36),
        "github_fg": lambda: "github_pat_11" + alnum(rng, 20, up) + "_" + alnum(rng, 59),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, URLSAFE),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 64, URLSAFE) + "T3BlbkFJ" + alnum(rng, 64, URLSAFE)
        ),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "+/"),
        "aws_id": lambda: "AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        "google": lambda: "AIza" + alnum(rng, 35, URLSAFE),
        "google_oauth": lambda: "GOCSPX-" + alnum(rng, 28, URLSAFE),
        "telegram_bot": lambda: (
            f"{rng.randint(1_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, URLSAFE)
        ),
        "discord_webhook": lambda: (
            "https://discord.com/api/webhooks/"
            + str(rng.randint(10**17, 10**19))
            + "/"
            + alnum(rng, 68, URLSAFE)
        ),
        "discord_bot": lambda: (
            b64url(str(rng.randint(10**17, 10**19)).encode())
            + "."
            + alnum(rng, 6, URLSAFE)
            + "."
            + alnum(rng, 38, URLSAFE)
        ),
        "ha_llat": lambda: jwt(
            rng,
            {
                "iss": hexs(rng, 32),
                "iat": 1_735_000_000 + rng.randint(0, 10**7),
                "exp": 2_050_000_000,
            },
        ),
        "octoprint": lambda: hexs(rng, 32, upper=True),
        "octoprint_new": lambda: alnum(rng, 43, URLSAFE),
        "moonraker": lambda: hexs(rng, 32),
        "wu_station": lambda: alnum(rng, 8),
        "wu_api": lambda: hexs(rng, 32),
        "ecowitt_app": lambda: hexs(rng, 32, upper=True),
        "ecowitt_api": lambda: uuid4(rng),
        "brewfather": lambda: alnum(rng, 40),
        "satnogs": lambda: hexs(rng, 40),
        "n2yo": lambda: _grp(rng, (6, 6, 6, 4), up),
        "astrometry": lambda: alnum(rng, 16, LOWER),
        "youtube_stream": lambda: _grp(rng, (4, 4, 4, 4, 4), lo),
        "twitch_stream": lambda: f"live_{rng.randint(10**8, 10**9)}_" + alnum(rng, 30),
        "tailscale": lambda: "tskey-auth-k" + alnum(rng, 10) + "CNTRL-" + alnum(rng, 34),
        "cloudflare_api": lambda: alnum(rng, 40, URLSAFE),
        "cf_tunnel": lambda: base64.b64encode(
            json.dumps({"a": hexs(rng, 32), "t": uuid4(rng), "s": b64(rng, 32)}).encode()
        ).decode(),
        "duckdns": lambda: uuid4(rng),
        "plex": lambda: alnum(rng, 20, URLSAFE),
        "pushover": lambda: "a" + alnum(rng, 29, lo),
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10**5, 10**6 - 1)}-"
            + hexs(rng, 32)
            + f"-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "payu_secret": lambda: hexs(rng, 32),
        "p24_crc": lambda: hexs(rng, 16),
        "paymongo": lambda: "sk_live_" + alnum(rng, 24),
        "omise": lambda: "skey_5" + alnum(rng, 18, lo),
        "comgate": lambda: alnum(rng, 32),
        "iyzico": lambda: alnum(rng, 32),
        "zarinpal": lambda: uuid4(rng),
        "toss": lambda: "live_sk_" + alnum(rng, 20),
        "kakao_rest": lambda: hexs(rng, 32),
        "line_notify": lambda: alnum(rng, 43),
        "razorpay_secret": lambda: alnum(rng, 24),
        "mpesa_secret": lambda: alnum(rng, 64),
        "paymob": lambda: base64.b64encode(
            jwt(
                rng,
                {"class": "Merchant", "profile_pk": rng.randint(10**5, 10**6), "name": "initial"},
                alg="HS512",
            ).encode()
        ).decode(),
        "vnpay": lambda: alnum(rng, 32, up),
        "momo": lambda: alnum(rng, 32),
        "windcave": lambda: alnum(rng, 64),
        "etsy": lambda: alnum(rng, 24, lo),
        "patreon": lambda: alnum(rng, 43, URLSAFE),
        "thingspeak": lambda: alnum(rng, 16, up),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 40, ALNUM) + "." + alnum(rng, 22, URLSAFE),
        "ebird": lambda: alnum(rng, 12, lo),
        "adafruit": lambda: "aio_" + alnum(rng, 28),
        "blynk": lambda: alnum(rng, 32, URLSAFE),
        "ntfy": lambda: "tk_" + alnum(rng, 29, lo),
        "hf": lambda: "hf_" + alnum(rng, 34),
        "b2": lambda: "K005" + alnum(rng, 27, ALNUM + "+/"),
        "dropbox": lambda: "sl.u." + alnum(rng, 140, URLSAFE),
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "sendgrid": lambda: "SG." + alnum(rng, 22, URLSAFE) + "." + alnum(rng, 43, URLSAFE),
        "openweather": lambda: hexs(rng, 32),
        "ttn": lambda: "NNSXS." + alnum(rng, 39, up) + "." + alnum(rng, 64, up),
        "esphome_api": lambda: b64(rng, 32),
        "ngrok": lambda: "2" + alnum(rng, 26) + "_" + alnum(rng, 21),
        "windy": lambda: jwt(
            rng,
            {
                "ci": rng.randint(10**6, 10**7),
                "li": rng.randint(10**6, 10**7),
                "pi": rng.randint(10**6, 10**7),
                "i": "6",
            },
        ),
        "pwsweather": lambda: hexs(rng, 32),
        "weathercloud": lambda: hexs(rng, 32),
        "myheritage": lambda: alnum(rng, 48),
        "familysearch": lambda: "p0-" + alnum(rng, 27, URLSAFE) + "." + alnum(rng, 8, lo),
        "wled_mqtt": lambda: gen_pw(rng),
        "spotify_secret": lambda: hexs(rng, 32),
        "naver_secret": lambda: alnum(rng, 10),
        "ubidots": lambda: "BBUS-" + alnum(rng, 30),
    }
    return shapes[name]()


# --------------------------------------------------------------------------- encoders / decoders


def enc_url(value: str, _s: Slots | None = None) -> str:
    return urllib.parse.quote(value, safe="")


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode("ascii")).decode("utf-8")


def enc_html(value: str, _s: Slots | None = None) -> str:
    return "".join(f"&#x{ord(c):X};" if ord(c) > 127 else html.escape(c, quote=True) for c in value)


def enc_basic(user: str, value: str) -> str:
    return base64.b64encode(f"{user}:{value}".encode()).decode()


def dec_basic(token: str) -> str:
    return base64.b64decode(token).decode().split(":", 1)[1]


def json_u(value: str) -> str:
    """The value inside a JSON string written with ``ensure_ascii`` (without the quotes)."""
    return json.dumps(value)[1:-1]


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text`` (a decoder helper)."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def pw_with(rng: random.Random, chars: str, sym: str = SYM_INI) -> str:
    """A generated password that surely holds one of ``chars`` (for the encoded formats)."""
    pw = gen_pw(rng, sym=sym)
    i = rng.randrange(2, len(pw) - 1)
    return pw[:i] + rng.choice(chars) + pw[i + 1 :]


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
    "Slots",
    "after",
    "alnum",
    "b64",
    "credential",
    "dec_basic",
    "dec_qp",
    "enc_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human",
    "human_u",
    "json_u",
    "jwt",
    "pick",
    "prov",
    "pw_with",
    "regd",
    "uuid4",
]


# --------------------------------------------------------------------------- the families

RADIO = Fam(
    "radioaficionado_cordoba",
    ("lu3hcordoba", "radioclubsierras", "cuadrantesur", "antenasierra"),
    "com.ar",
    (
        ("Martín", "martin"),
        ("Lucía", "lucia"),
        ("Gustavo", "gustavo"),
        ("Florencia", "florencia"),
        ("Diego", "diego"),
        ("Valeria", "valeria"),
    ),
    (
        ("Fernández", "fernandez"),
        ("Gómez", "gomez"),
        ("Sosa", "sosa"),
        ("Ríos", "rios"),
        ("Quiroga", "quiroga"),
        ("Ledesma", "ledesma"),
    ),
    (
        "pampa",
        "mate",
        "asado",
        "fernet",
        "gaucho",
        "sierras",
        "alfajor",
        "tango",
        "malbec",
        "dipolo",
        "antena",
        "yagi",
        "ondacorta",
        "carlospaz",
        "talleres",
        "belgrano",
    ),
    ("firulais", "negro", "lola", "toby", "pancho", "chispa"),
    "+54 9 351",
    ("cañada", "ñandú", "córdoba", "camión"),
)
DRUKARKA = Fam(
    "drukarka_filament_lodz",
    ("filamentownia", "drukuje", "warsztatpawla", "lodzmakers"),
    "pl",
    (
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Michał", "michal"),
        ("Katarzyna", "katarzyna"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
    ),
    (
        ("Wiśniewski", "wisniewski"),
        ("Nowak", "nowak"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
    ),
    (
        "pierogi",
        "kielbasa",
        "wisla",
        "tatry",
        "zubr",
        "bigos",
        "kotek",
        "oscypek",
        "smok",
        "wawel",
        "grzybek",
        "drukarka",
        "ender",
        "prusak",
        "widzew",
        "piotrkowska",
    ),
    ("burek", "azor", "reksio", "mruczek", "kluska", "pusia"),
    "+48 5",
    ("żubr", "ślimak", "łódź", "gęś", "źrebak"),
    walks=("qwertz", "1qaz2wsx", "zaq12wsx", "qwerty", "asdfgh", "123qwe"),
)
CASEIRO = Fam(
    "caseiro_quintal_servidor",
    ("quintalnuvem", "casadothiago", "servidorzinho", "larnuvem"),
    "com.br",
    (
        ("Thiago", "thiago"),
        ("Camila", "camila"),
        ("Rafael", "rafael"),
        ("Larissa", "larissa"),
        ("Bruno", "bruno"),
        ("Juliana", "juliana"),
    ),
    (
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Santos", "santos"),
        ("Pereira", "pereira"),
        ("Carvalho", "carvalho"),
        ("Araújo", "araujo"),
    ),
    (
        "saudade",
        "feijoada",
        "mengao",
        "timao",
        "palmeiras",
        "caipirinha",
        "acai",
        "praia",
        "samba",
        "cachaca",
        "goiaba",
        "ipanema",
        "servidor",
        "quintal",
        "brigadeiro",
        "corinthians",
    ),
    ("bidu", "pipoca", "thor", "mel", "pacoca", "nina"),
    "+55 11 9",
    ("coração", "maçã", "pão", "ação", "feijão"),
)
TETSUDO = Fam(
    "tetsudo_mokei_kurabu",
    ("senrokurabu", "mokei-tetsu", "yamanote-n", "tetsuhobby"),
    "jp",
    (
        ("健太", "kenta"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("美咲", "misaki"),
        ("隆", "takashi"),
        ("直子", "naoko"),
    ),
    (
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
    ),
    (
        "shinkansen",
        "sakura",
        "fujisan",
        "ramen",
        "tokaido",
        "yamanote",
        "doraemon",
        "totoro",
        "nozomi",
        "hikari",
        "kodama",
        "enoden",
        "daruma",
        "sanyo",
        "hayabusa",
        "kato",
    ),
    ("pochi", "tama", "mugi", "kotetsu", "hachi", "sora"),
    "+81 90",
    ("さくら", "のぞみ", "はやぶさ"),
    east=True,
)
KARERA = Fam(
    "karera_piloto_cebu",
    ("lipadkarera", "cebufpv", "dronekarera", "himpapawid"),
    "ph",
    (
        ("Rodel", "rodel"),
        ("Maricel", "maricel"),
        ("Jericho", "jericho"),
        ("Kristine", "kristine"),
        ("Arnel", "arnel"),
        ("Joylyn", "joylyn"),
    ),
    (
        ("Dela Cruz", "delacruz"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
        ("Cabrera", "cabrera"),
    ),
    (
        "mahal",
        "adobo",
        "sinigang",
        "lechon",
        "jeepney",
        "sampaguita",
        "mabuhay",
        "kalamansi",
        "halohalo",
        "bayanihan",
        "tarsier",
        "pinoy",
        "karera",
        "lipad",
        "sugbo",
        "lapulapu",
    ),
    ("bantay", "brownie", "choco", "whitey", "bruno", "mingming"),
    "+63 917",
    ("niño", "señorita", "dalaña"),
)
NOJUM = Fam(
    "nojum_rasad_isfahan",
    ("rasadkhaneh", "nojumisfahan", "aseman-shab", "kahkeshan"),
    "ir",
    (
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("سارا", "sara"),
        ("مهدی", "mahdi"),
        ("نگار", "negar"),
    ),
    (
        ("احمدی", "ahmadi"),
        ("حسینی", "hosseini"),
        ("کریمی", "karimi"),
        ("رضایی", "rezaei"),
        ("موسوی", "mousavi"),
        ("جعفری", "jafari"),
    ),
    (
        "setareh",
        "mahtab",
        "khorshid",
        "parvin",
        "zohal",
        "soheil",
        "nojum",
        "esfahan",
        "simorgh",
        "golestan",
        "nowruz",
        "anar",
        "pesteh",
        "damavand",
        "kahkeshan",
        "mirzaei",
    ),
    ("pishi", "mamoosh", "jaki", "kuchulu", "shadi", "nazi"),
    "+98 912",
    ("ستاره", "ماهتاب", "پروین"),
)
PIVOVAR = Fam(
    "domaci_pivovar_plzen",
    ("domacivarna", "pivnisklep", "varnaujirky", "kvasnicka"),
    "cz",
    (
        ("Jiří", "jiri"),
        ("Petra", "petra"),
        ("Tomáš", "tomas"),
        ("Lenka", "lenka"),
        ("Ondřej", "ondrej"),
        ("Kateřina", "katerina"),
    ),
    (
        ("Novák", "novak"),
        ("Dvořák", "dvorak"),
        ("Svoboda", "svoboda"),
        ("Procházka", "prochazka"),
        ("Černý", "cerny"),
        ("Veselá", "vesela"),
    ),
    (
        "pivo",
        "chmel",
        "slad",
        "lezak",
        "plzen",
        "budvar",
        "krtek",
        "knedlik",
        "svickova",
        "vltava",
        "hospoda",
        "kvasnice",
        "vycep",
        "sumava",
        "zatec",
        "desitka",
    ),
    ("alik", "azor", "micka", "bety", "ferda", "maxik"),
    "+420 7",
    ("pivečko", "chmelař", "žatec", "kvašení", "řízek"),
    walks=("qwertz", "asdfgh", "ytrewq", "123qwe", "qwertzu"),
)
TUPLA = Fam(
    "tupla_chonburi_tank",
    ("tuplahouse", "reefchonburi", "plakadhome", "sanukreef"),
    "co.th",
    (
        ("สมชาย", "somchai"),
        ("นภา", "napa"),
        ("อนุชา", "anucha"),
        ("พิมพ์ชนก", "pimchanok"),
        ("ธนพล", "thanaphon"),
        ("สุดารัตน์", "sudarat"),
    ),
    (
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("ทองดี", "thongdee"),
        ("แสงทอง", "saengthong"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "chanphen"),
    ),
    (
        "sawasdee",
        "tomyum",
        "chang",
        "mali",
        "pladuk",
        "guppy",
        "betta",
        "sanuk",
        "mamuang",
        "krungthep",
        "pattaya",
        "chonburi",
        "somtam",
        "nemo",
        "plakad",
        "bangsaen",
    ),
    ("moo", "namtan", "khaotom", "tonkhao", "bua", "mochi"),
    "+66 8",
    ("ปลากัด", "ทะเล", "ปะการัง"),
)
SYLLOGI = Fam(
    "ypologistes_syllogi_athina",
    ("syllogiretro", "retrobits", "amigaellas", "spectrumathina"),
    "gr",
    (
        ("Γιώργος", "giorgos"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
        ("Δημήτρης", "dimitris"),
        ("Σοφία", "sofia"),
    ),
    (
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Βασιλείου", "vasileiou"),
        ("Καραγιάννης", "karagiannis"),
    ),
    (
        "ellada",
        "akropoli",
        "souvlaki",
        "ouzo",
        "olympiakos",
        "panathinaikos",
        "feta",
        "amiga",
        "commodore",
        "spectrum",
        "kalimera",
        "thessaloniki",
        "zorbas",
        "atari",
        "amstrad",
        "pireas",
    ),
    ("azor", "bobos", "lucky", "mavros", "pitsi", "rex"),
    "+30 69",
    ("Αθήνα", "καλημέρα", "Ελλάδα", "σουβλάκι"),
)
NDEGE = Fam(
    "ndege_kiota_nakuru",
    ("kiotacam", "ndegewatch", "nestwatch", "tausihome"),
    "co.ke",
    (
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Kiprotich", "kiprotich"),
    ),
    (
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Wambui", "wambui"),
        ("Chebet", "chebet"),
        ("Onyango", "onyango"),
    ),
    (
        "simba",
        "twiga",
        "ndege",
        "kiota",
        "tausi",
        "nakuru",
        "naivasha",
        "ugali",
        "nyama",
        "harambee",
        "jambo",
        "mzalendo",
        "kasuku",
        "korongo",
        "flamingo",
        "sunbird",
    ),
    ("simba", "bosco", "jimmy", "tiger", "kali", "spotty"),
    "+254 7",
)
HUARERE = Fam(
    "huarere_rangi_otago",
    ("rangistation", "otagoweather", "huarere", "tuiweather"),
    "co.nz",
    (
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mere", "mere"),
        ("Wiremu", "wiremu"),
        ("Liam", "liam"),
        ("Charlotte", "charlotte"),
    ),
    (
        ("Ngata", "ngata"),
        ("Walker", "walker"),
        ("Parata", "parata"),
        ("Thompson", "thompson"),
        ("Tipene", "tipene"),
        ("Campbell", "campbell"),
    ),
    (
        "kiwi",
        "tui",
        "kea",
        "pohutukawa",
        "aroha",
        "marama",
        "rangi",
        "taupo",
        "otago",
        "hokitika",
        "jandal",
        "pavlova",
        "southerly",
        "norwester",
        "allblacks",
        "kumara",
    ),
    ("bella", "milo", "toby", "meg", "jess", "kuri"),
    "+64 21",
    ("Māori", "wharekai", "pūkeko", "kōwhai"),
)
KOSEU = Fam(
    "koseupeure_sopum_busan",
    ("sopumworks", "cosbusan", "armorsopum", "haneulprops"),
    "kr",
    (
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("현우", "hyunwoo"),
        ("수빈", "subin"),
    ),
    (("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung"), ("강", "kang")),
    (
        "sarang",
        "kimchi",
        "hangang",
        "busan",
        "haeundae",
        "bibimbap",
        "mugunghwa",
        "sopum",
        "dalgona",
        "tteokbokki",
        "maeum",
        "haneul",
        "byeol",
        "gwangan",
        "eva",
        "gundam",
    ),
    ("choco", "kkami", "dubu", "bori", "mango", "kongi"),
    "+82 10",
    ("사랑", "하늘", "별빛", "해운대"),
    east=True,
)
AKILLIEV = Fam(
    "akilliev_tinker_eskisehir",
    ("akilliyuva", "evotomasyon", "tinkerev", "porsukev"),
    "com.tr",
    (
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
    ),
    (
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    (
        "kahve",
        "simit",
        "baklava",
        "galata",
        "bogaz",
        "fenerbahce",
        "galatasaray",
        "besiktas",
        "lale",
        "kedi",
        "anadolu",
        "kapadokya",
        "porsuk",
        "lokum",
        "eskisehir",
        "mavi",
    ),
    ("pamuk", "tarcin", "boncuk", "karabas", "zeytin", "minnos"),
    "+90 53",
    ("çiçek", "güneş", "şeker", "Eskişehir", "ağaç"),
)
VANSH = Fam(
    "vanshavali_parivar_pune",
    ("vanshmala", "kulkarnifamily", "parivarvriksh", "aajichighar"),
    "in",
    (
        ("अनिल", "anil"),
        ("सुनीता", "sunita"),
        ("राजेश", "rajesh"),
        ("प्रिया", "priya"),
        ("विनायक", "vinayak"),
        ("मीनाक्षी", "meenakshi"),
    ),
    (
        ("देशपांडे", "deshpande"),
        ("कुलकर्णी", "kulkarni"),
        ("जोशी", "joshi"),
        ("पाटील", "patil"),
        ("गोखले", "gokhale"),
        ("शर्मा", "sharma"),
    ),
    (
        "pune",
        "ganpati",
        "vadapav",
        "sahyadri",
        "shivaji",
        "mogra",
        "misal",
        "kolhapur",
        "parivar",
        "aaji",
        "ajoba",
        "diwali",
        "tulsi",
        "peshwa",
        "sinhagad",
        "puranpoli",
    ),
    ("moti", "tommy", "raja", "sheru", "bittu", "golu"),
    "+91 98",
    ("गणपती", "परिवार", "वंश"),
)
VETINH = Fam(
    "vetinh_quydao_danang",
    ("quydaolab", "vetinhvn", "orbitcafe", "sontrasat"),
    "vn",
    (
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Ngọc", "ngoc"),
    ),
    (
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Võ", "vo"),
    ),
    (
        "pho",
        "banhmi",
        "halong",
        "saigon",
        "hanoi",
        "danang",
        "sontra",
        "aodai",
        "caphe",
        "vetinh",
        "quydao",
        "hoian",
        "mekong",
        "hanhtinh",
        "sao",
        "trangram",
    ),
    ("milu", "vang", "muc", "bong", "lulu", "kiki"),
    "+84 9",
    ("vệtinh", "quỹđạo", "ĐàNẵng", "ngôisao"),
    east=True,
)
RUBUT = Fam(
    "rubut_mentor_iskandariya",
    ("rubutclub", "robotalex", "alexrobotics", "fariqrobot"),
    "com.eg",
    (
        ("محمد", "mohamed"),
        ("منى", "mona"),
        ("أحمد", "ahmed"),
        ("نور", "nour"),
        ("كريم", "karim"),
        ("ياسمين", "yasmin"),
    ),
    (
        ("عبد الله", "abdallah"),
        ("حسن", "hassan"),
        ("السيد", "elsayed"),
        ("إبراهيم", "ibrahim"),
        ("فاروق", "farouk"),
        ("شريف", "sherif"),
    ),
    (
        "masr",
        "nile",
        "ahly",
        "zamalek",
        "koshary",
        "feteer",
        "sphinx",
        "haram",
        "iskandariya",
        "bahr",
        "amar",
        "shams",
        "falafel",
        "montaza",
        "robot",
        "arduino",
    ),
    ("bosy", "lolo", "simsim", "mishmish", "zizo", "katkot"),
    "+20 10",
    ("مصر", "روبوت", "إسكندرية"),
)

__all__ += [
    "AKILLIEV",
    "CASEIRO",
    "DRUKARKA",
    "HUARERE",
    "KARERA",
    "KOSEU",
    "NDEGE",
    "NOJUM",
    "PIVOVAR",
    "RADIO",
    "RUBUT",
    "SYLLOGI",
    "TETSUDO",
    "TUPLA",
    "VANSH",
    "VETINH",
]
