"""Helpers the hundred-and-thirty-eighth corpus's format and decoy files share.

``Fam`` holds one family (an amusement park, water park, zoo or escape room in one country):
its organisation names, country domain, local first and last names (with names in the local
script for prose where people write that way), the words, pets and keyboard walks its people
build passwords from, and its phone prefix. ``Fam.reg`` registers a format from a ``fill``
template (or a callable ``slots -> text``) with the credential drawn into ``<<cred>>`` by a
named kind; ``regd`` registers a decoy the same way. ``prov`` draws the key shapes of the
providers such places use; ``after`` and the ``enc_*`` / ``un_*`` pairs encode and decode the
values of the encoded formats.
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

from hundredthirtyeighth_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    pick,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import has_placeholder

Slots = dict[str, object]
Template = str | Callable[[Slots], str]

# Symbols people put in the passwords they choose: HX leaves out what a shell's double quotes,
# a URL or markup would need escaped.
HUMAN_SYM = "!@#$*._-+"
HX = "@#*._-+"
HURL = "-._"

PW_KINDS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}


@dataclass(frozen=True)
class Fam:
    name: str
    prefix: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]  # ASCII, for logins and e-mail addresses
    last: tuple[str, ...]
    words: tuple[str, ...]  # local words people build passwords from
    pets: tuple[str, ...]
    walks: tuple[str, ...]  # keyboard walks on the local keyboard
    cc: str  # phone country code
    cities: tuple[str, ...]
    native_first: tuple[str, ...] = ()  # display names, aligned with first / last
    native_last: tuple[str, ...] = ()
    family_first: bool = False  # the family name is written first (vi, ja, ko)
    name_sep: str = " "  # between family and given name ("" in Korean)

    # ------------------------------------------------------------------ names and slots

    def display(self, i: int, j: int) -> str:
        f = self.native_first[i] if self.native_first else self.first[i].capitalize()
        last = self.native_last[j] if self.native_last else self.last[j].capitalize()
        sep = self.name_sep
        return f"{last}{sep}{f}" if self.family_first else f"{f}{sep}{last}"

    def common(self, rng: random.Random) -> Slots:
        nf, nl = len(self.first), len(self.last)
        i, j = rng.randrange(nf), rng.randrange(nl)
        i2 = (i + rng.randint(1, nf - 1)) % nf
        j2 = (j + rng.randint(1, nl - 1)) % nl
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        first, last, first2, last2 = self.first[i], self.last[j], self.first[i2], self.last[j2]
        y = rng.randint(2023, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        t0 = rng.randint(7 * 60, 21 * 60)
        t1 = t0 + rng.randint(1, 9)
        t2 = t1 + rng.randint(1, 14)
        t3 = t2 + rng.randint(1, 20)
        octs = f"{rng.randint(0, 254)}"
        net = pick(rng, ("192.168", "10.10", "172.16", "10.0"))
        return {
            "org": org,
            "org_cap": org.capitalize(),
            "org_up": org.upper(),
            "dom": dom,
            "tld": self.tld,
            "first": first,
            "last": last,
            "first2": first2,
            "last2": last2,
            "fcap": first.capitalize(),
            "lcap": last.capitalize(),
            "fcap2": first2.capitalize(),
            "lcap2": last2.capitalize(),
            "name": self.display(i, j),
            "name2": self.display(i2, j2),
            "fname": self.native_first[i] if self.native_first else first.capitalize(),
            "fname2": self.native_first[i2] if self.native_first else first2.capitalize(),
            "lname": self.native_last[j] if self.native_last else last.capitalize(),
            "lname2": self.native_last[j2] if self.native_last else last2.capitalize(),
            "user": pick(rng, (f"{first}.{last}", f"{first[0]}{last}", f"{first}{last[0]}")),
            "user2": f"{first2}.{last2}",
            "email": f"{first}.{last}@{dom}",
            "email2": f"{first2}.{last2}@{dom}",
            "ip": f"{net}.{octs}.{rng.randint(2, 250)}",
            "ip2": f"{net}.{octs}.{rng.randint(2, 250)}",
            "gw": f"{net}.{octs}.1",
            "pubip": ip(rng, private=False),
            "year": y,
            "yy": f"{y % 100:02d}",
            "mm": f"{mo:02d}",
            "dd": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy2": f"{d:02d}/{mo:02d}/{y % 100:02d}",
            "ddot": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{t0 // 60:02d}:{t0 % 60:02d}",
            "time2": f"{t1 // 60:02d}:{t1 % 60:02d}",
            "time3": f"{t2 // 60:02d}:{t2 % 60:02d}",
            "time4": f"{t3 // 60:02d}:{t3 % 60:02d}",
            "sec": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(1, 9),
            "nn": f"{rng.randint(1, 99):02d}",
            "num": rng.randint(100, 9999),
            "id6": rng.randint(100000, 999999),
            "ts": epoch(rng),
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "phone2": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "uuid": uuid4(rng),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "city": pick(rng, self.cities),
            "host": f"{pick(rng, ('app', 'srv', 'db', 'web', 'pos', 'tix'))}"
            f"{rng.randint(1, 9):02d}.{dom}",
            "word": pick(rng, self.words),
            "pet": pick(rng, self.pets),
        }

    # ------------------------------------------------------------------ credentials

    def human(self, rng: random.Random, sym: str = HUMAN_SYM) -> str:
        """A password a person chose, in one of fourteen habits."""
        for _ in range(100):
            w, w2 = rng.sample(self.words, 2)
            pet = pick(rng, self.pets)
            fn, fn2 = rng.sample(self.first, 2)
            y = rng.randint(2016, 2026)
            by = rng.randint(1966, 2012)
            sy = rng.choice(sym) if sym else ""
            d, m = rng.randint(1, 28), rng.randint(1, 12)
            h = rng.randrange(15)
            if h == 0:
                s = f"{w.capitalize()}{y}{sy}"
            elif h == 1:
                s = f"{w.capitalize()}{sy}{d:02d}{m:02d}"
            elif h == 2:
                s = f"{pet.capitalize()}{by % 100:02d}{sy}"
            elif h == 3:
                s = leet(w.capitalize(), sym) + str(rng.randint(1, 99))
            elif h == 4:
                s = f"{fn.capitalize()}{fn2.capitalize()}{d:02d}{m:02d}"
            elif h == 5:
                s = f"{pick(rng, self.walks)}{w}"
            elif h == 6:
                s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
            elif h == 7:
                s = f"{fn.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 8:
                s = f"{w.upper()}{y}"
            elif h == 9:
                s = f"{w.capitalize()}{rng.randint(1, 99)}{sy * 2}"
            elif h == 10:
                sep = "-" if "-" in sym else ("." if "." in sym else "")
                s = sep.join(rng.sample(self.words, 3))
            elif h == 11:
                s = f"{w[::-1].capitalize()}{rng.randint(10, 99)}{sy}"
            elif h == 12:
                s = f"{fn.capitalize()}{d:02d}{m:02d}{by}"
            elif h == 13:
                s = f"{w.capitalize()}{sy}{pet.capitalize()}{rng.randint(1, 99)}"
            else:
                s = f"{pick(rng, self.orgs).capitalize()}{y}{sy}"
            if 8 <= len(s) <= 40 and s[0].isalnum() and not has_placeholder(s):
                return s
        raise RuntimeError("no human password drawn")

    def wifi(self, rng: random.Random) -> str:
        """A Wi-Fi key as people set it, or as the router's sticker gives it."""
        k = rng.randrange(4)
        if k == 0:
            return self.human(rng, "")
        if k == 1:
            return f"{pick(rng, self.orgs)}{rng.randint(2019, 2026)}"
        if k == 2:
            return alnum(rng, rng.choice((8, 10, 12)), UPPER + DIGITS)
        return str(rng.randint(10**9, 10**10 - 1))

    def draw(self, rng: random.Random, kind: object, s: Slots) -> str:
        if callable(kind):
            return kind(rng, s)
        assert isinstance(kind, str)
        if kind in PW_KINDS:
            return gen_pw(rng, sym=PW_KINDS[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, HX)
        if kind == "human_url":
            return self.human(rng, HURL)
        if kind == "human_plain":
            return self.human(rng, "")
        if kind == "wifi":
            return self.wifi(rng)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        k, _, arg = kind.partition(":")
        if k == "hex":
            return hexs(rng, int(arg))
        if k == "HEX":
            return hexs(rng, int(arg), upper=True)
        if k == "alnum":
            return alnum(rng, int(arg))
        if k == "b64":
            return b64(rng, int(arg))
        if k == "b64u":
            return b64(rng, int(arg), urlsafe=True, pad=False)
        if k == "x":
            pre, _, n = arg.rpartition(":")
            return pre + alnum(rng, int(n))
        if k == "p":
            return prov(rng, arg)
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, str],
        template: Template,
        cred: object = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register ``<prefix><name>``: the credential goes into ``<<cred>>``; ``extra`` may add
        slots (it sees the credential) and set ``needle`` when the file shows the credential
        encoded or wrapped."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = self.draw(rng, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = self.prefix + name
        fmt(self.name, self.prefix + name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: Template,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy of ``fam``: a file that holds no live credential."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


def leet(word: str, sym: str) -> str:
    table = {"a": "@" if "@" in sym else "4", "e": "3", "o": "0", "i": "1", "s": "5"}
    return word[0] + "".join(table.get(c, c) for c in word[1:])


# --------------------------------------------------------------------------- providers

B62 = ALNUM
B64URL = ALNUM + "-_"


def _tg_bot(rng: random.Random) -> str:
    return f"{rng.randint(1_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, B64URL)}"


def _discord(rng: random.Random) -> str:
    uid = str(rng.randint(10**17, 10**18 - 1)).encode()
    head = base64.b64encode(uid).decode().rstrip("=")
    return f"{head}.{alnum(rng, 6, B64URL)}.{alnum(rng, 38, B64URL)}"


def _mp(rng: random.Random) -> str:
    return (
        f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10**5, 10**6 - 1)}-"
        f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
    )


def _ngenius(rng: random.Random) -> str:
    return base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode()


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "conekta": lambda r: "key_" + alnum(r, 27),
    "mercadopago": _mp,
    "pagseguro": lambda r: hexs(r, 32, upper=True),
    "sympla": lambda r: hexs(r, 64),
    "bookeo_secret": lambda r: alnum(r, 32),
    "economic": lambda r: alnum(r, 46),
    "vipps": lambda r: b64(r, 30),
    "influx": lambda r: b64(r, 64, urlsafe=True),
    "billetto": lambda r: hexs(r, 64),
    "p24_api": lambda r: hexs(r, 32),
    "fakturownia": lambda r: alnum(r, 20),
    "discord": _discord,
    "gopay": lambda r: alnum(r, 8),
    "fio": lambda r: alnum(r, 64),
    "viva": lambda r: alnum(r, 30),
    "mydata": lambda r: hexs(r, 32),
    "telr": lambda r: f"{alnum(r, 5)}-{alnum(r, 4)}@{alnum(r, 5)}",
    "paytabs": lambda r: "S" + "-".join(alnum(r, n, UPPER + DIGITS) for n in (9, 10, 10)),
    "ngenius": _ngenius,
    "daraja_passkey": lambda r: hexs(r, 64),
    "atsk": lambda r: "atsk_" + hexs(r, 64),
    "pesapal": lambda r: b64(r, 21),
    "flutterwave": lambda r: f"FLWSECK-{hexs(r, 32)}-X",
    "google_refresh": lambda r: "1//0" + alnum(r, 99, B64URL),
    "yoco": lambda r: "sk_live_" + hexs(r, 36),
    "resova": lambda r: alnum(r, 40),
    "clickatell": lambda r: alnum(r, 22, B64URL),
    "xero": lambda r: alnum(r, 48, B64URL),
    "rzp_secret": lambda r: alnum(r, 24),
    "msg91": lambda r: f"{r.randint(100000, 999999)}A{alnum(r, 17)}",
    "paytm": lambda r: alnum(r, 12) + r.choice("@#&_") + alnum(r, 3),
    "textlocal": lambda r: b64(r, 30),
    "vnp_hash": lambda r: alnum(r, 32, UPPER + DIGITS),
    "momo": lambda r: alnum(r, 32),
    "zalo_oa": lambda r: alnum(r, 180, B64URL),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, B64URL),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "fonnte": lambda r: alnum(r, 14) + r.choice("!@#+") + alnum(r, 5),
    "tg_bot": _tg_bot,
    "payjp": lambda r: "sk_live_" + hexs(r, 48),
    "gmo_shoppass": lambda r: alnum(r, 8, LOWER + DIGITS),
    "line_channel": lambda r: b64(r, 128),
    "square": lambda r: "EAAA" + alnum(r, 60, B64URL),
    "freee": lambda r: alnum(r, 43, B64URL),
    "toss": lambda r: "live_sk_" + alnum(r, 28),
    "aligo": lambda r: alnum(r, 32, LOWER + DIGITS),
    "ncp_secret": lambda r: alnum(r, 40),
    "imp_secret": lambda r: alnum(r, 80),
    "rezdy": lambda r: hexs(r, 32),
    "roller": lambda r: alnum(r, 40, B64URL),
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "eway": lambda r: alnum(r, 10),
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, B64URL)}.{alnum(r, 43, B64URL)}",
    "slack_bot": lambda r: (
        f"xoxb-{r.randint(10**11, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-" + alnum(r, 24)
    ),
    "brevo": lambda r: f"xkeysib-{hexs(r, 64)}-{alnum(r, 16)}",
    "github": lambda r: "ghp_" + alnum(r, 36),
    "youtube_stream": lambda r: "-".join(alnum(r, 4, LOWER + DIGITS) for _ in range(5)),
    "hubspot": lambda r: "pat-eu1-" + uuid4(r),
    "openai": lambda r: "sk-proj-" + alnum(r, 74, B64URL) + "T3BlbkFJ" + alnum(r, 74, B64URL),
    "mailchimp": lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    "twilio": lambda r: hexs(r, 32),
    "lockme": lambda r: alnum(r, 40),
    "ojmar": lambda r: hexs(r, 40),
    "jurnal": lambda r: alnum(r, 32),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- encoders


def after(pattern: str, transform: Callable[[str], str] = str, flags: int = 0):
    """A decoder: the first group of ``pattern`` in the file, transformed."""
    rx = re.compile(pattern, flags)

    def dec(text: str) -> str:
        m = rx.search(text)
        if m is None:
            raise ValueError(f"no match for {pattern}")
        return transform(m.group(1))

    return dec


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def un_b64(v: str) -> str:
    return base64.b64decode(v).decode()


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def un_url(v: str) -> str:
    return urllib.parse.unquote(v)


def enc_qp(v: str) -> str:
    return quopri.encodestring(v.encode()).decode().rstrip("\n")


def un_qp(v: str) -> str:
    return quopri.decodestring(v.encode()).decode()


def enc_html_num(v: str) -> str:
    """Non-ASCII letters and markup characters as numeric character references, as Word's
    and many CMS HTML exports write them."""
    return "".join(f"&#{ord(c)};" if ord(c) > 127 or c in "&<>\"'" else c for c in v)


def un_html(v: str) -> str:
    return html.unescape(v)


def enc_uesc(v: str) -> str:
    return json.dumps(v, ensure_ascii=True)[1:-1]


def un_uesc(v: str) -> str:
    return json.loads(f'"{v}"')


# --------------------------------------------------------------------------- families

SPANISH_MX = Fam(
    name="balneario_toboganes_morelos",
    prefix="balneario_",
    orgs=("aguazul", "chapoteo", "oasistlahuica"),
    tld="com.mx",
    first=(
        "alejandra",
        "rodrigo",
        "guadalupe",
        "fernanda",
        "jose",
        "itzel",
        "emiliano",
        "ximena",
        "mauricio",
        "yolanda",
    ),
    last=(
        "hernandez",
        "ramirez",
        "zamora",
        "ocampo",
        "villalobos",
        "cuevas",
        "trujillo",
        "salgado",
    ),
    native_first=(
        "Alejandra",
        "Rodrigo",
        "Guadalupe",
        "Fernanda",
        "José",
        "Itzel",
        "Emiliano",
        "Ximena",
        "Mauricio",
        "Yolanda",
    ),
    native_last=(
        "Hernández",
        "Ramírez",
        "Zamora",
        "Ocampo",
        "Villalobos",
        "Cuevas",
        "Trujillo",
        "Salgado",
    ),
    words=(
        "tobogan",
        "alberca",
        "chapoteadero",
        "cascada",
        "oleaje",
        "jaguar",
        "xochitl",
        "tlaloc",
        "morelos",
        "cuernavaca",
        "palapa",
        "tamarindo",
        "sirena",
        "mariposa",
        "ajolote",
        "chamoy",
        "pumas",
        "chivas",
    ),
    pets=("firulais", "canelo", "manchas", "pirata", "chispa", "kiara", "rocky", "pelusa"),
    walks=("qwerty", "asdfg", "123qwe", "1q2w3e4r"),
    cc="52",
    cities=("Cuernavaca", "Temixco", "Oaxtepec", "Yautepec", "Jiutepec"),
)

PORTUGUESE_BR = Fam(
    name="diversoes_parque_paulista",
    prefix="diversoes_",
    orgs=("rodagigante", "cataventopark", "montanhaencantada"),
    tld="com.br",
    first=(
        "thiago",
        "juliana",
        "rafael",
        "camila",
        "leandro",
        "patricia",
        "wellington",
        "bruna",
        "diego",
        "aline",
    ),
    last=("silva", "oliveira", "santos", "pereira", "almeida", "nascimento", "carvalho", "rocha"),
    native_first=(
        "Thiago",
        "Juliana",
        "Rafael",
        "Camila",
        "Leandro",
        "Patrícia",
        "Wellington",
        "Bruna",
        "Diego",
        "Aline",
    ),
    native_last=(
        "Silva",
        "Oliveira",
        "Santos",
        "Pereira",
        "Almeida",
        "Nascimento",
        "Carvalho",
        "Rocha",
    ),
    words=(
        "montanharussa",
        "rodagigante",
        "carrossel",
        "pipoca",
        "algodaodoce",
        "palhaco",
        "jabuticaba",
        "brigadeiro",
        "corinthians",
        "palmeiras",
        "saopaulo",
        "mengao",
        "pantanal",
        "saudade",
        "guarana",
        "capivara",
        "pamonha",
        "bambam",
    ),
    pets=("thor", "mel", "pipoca", "bob", "luna", "fred", "nina", "pacoca"),
    walks=("qwe123", "123mudar", "asdf1234", "1q2w3e4r"),
    cc="55",
    cities=("São Paulo", "Vinhedo", "Itu", "Atibaia", "Campinas"),
)

SPANISH_AR = Fam(
    name="porteno_sala_enigmas",
    prefix="porteno_",
    orgs=("candadoporteno", "enigmabaires", "llaveperdida"),
    tld="com.ar",
    first=(
        "matias",
        "florencia",
        "gonzalo",
        "micaela",
        "federico",
        "agustina",
        "nicolas",
        "camila",
        "facundo",
        "lucia",
    ),
    last=("gonzalez", "fernandez", "lopez", "ruiz", "acosta", "benitez", "medina", "sosa"),
    native_first=(
        "Matías",
        "Florencia",
        "Gonzalo",
        "Micaela",
        "Federico",
        "Agustina",
        "Nicolás",
        "Camila",
        "Facundo",
        "Lucía",
    ),
    native_last=(
        "González",
        "Fernández",
        "López",
        "Ruiz",
        "Acosta",
        "Benítez",
        "Medina",
        "Sosa",
    ),
    words=(
        "candado",
        "enigma",
        "acertijo",
        "mate",
        "tango",
        "bombonera",
        "riverplate",
        "messi",
        "maradona",
        "alfajor",
        "asado",
        "fernet",
        "obelisco",
        "palermo",
        "recoleta",
        "milanesa",
        "dulcedeleche",
        "gardel",
    ),
    pets=("toto", "lola", "simon", "pancho", "mora", "coco", "chicho", "negra"),
    walks=("qwerty", "asdasd", "123456qwe", "zxcvbn"),
    cc="54",
    cities=("Palermo", "Villa Crespo", "Caballito", "Belgrano", "San Telmo"),
)

DANISH = Fam(
    name="forlystelsespark_danish_rides",
    prefix="forlystelse_",
    orgs=("karruselhaven", "bolgedal", "lystskoven"),
    tld="dk",
    first=(
        "mads",
        "freja",
        "rasmus",
        "ida",
        "frederik",
        "sofie",
        "mikkel",
        "emma",
        "jonas",
        "laerke",
    ),
    last=(
        "jensen",
        "nielsen",
        "hansen",
        "pedersen",
        "andersen",
        "christensen",
        "larsen",
        "sorensen",
    ),
    native_first=(
        "Mads",
        "Freja",
        "Rasmus",
        "Ida",
        "Frederik",
        "Sofie",
        "Mikkel",
        "Emma",
        "Jonas",
        "Lærke",
    ),
    native_last=(
        "Jensen",
        "Nielsen",
        "Hansen",
        "Pedersen",
        "Andersen",
        "Christensen",
        "Larsen",
        "Sørensen",
    ),
    words=(
        "rutsjebane",
        "karrusel",
        "pariserhjul",
        "softice",
        "hygge",
        "aebleskive",
        "flodebolle",
        "viking",
        "havfrue",
        "bornholm",
        "lakrids",
        "rugbrod",
        "frikadelle",
        "kanelsnegl",
        "dannebrog",
        "pebernod",
        "odense",
        "vestkyst",
    ),
    pets=("bamse", "fido", "molly", "charlie", "basse", "luna", "trofast", "smilla"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "zxcvbnm"),
    cc="45",
    cities=("Odense", "Aarhus", "Vejle", "Billund", "Aalborg"),
)

POLISH = Fam(
    name="zagadki_pokoj_wroclaw",
    prefix="zagadki_",
    orgs=("zagadkowo", "klucznik", "zamkniety"),
    tld="pl",
    first=(
        "piotr",
        "agnieszka",
        "krzysztof",
        "magdalena",
        "tomasz",
        "katarzyna",
        "michal",
        "joanna",
        "pawel",
        "aleksandra",
    ),
    last=(
        "kowalski",
        "nowak",
        "wisniewski",
        "wojcik",
        "kaminski",
        "lewandowski",
        "zielinski",
        "szymanski",
    ),
    native_first=(
        "Piotr",
        "Agnieszka",
        "Krzysztof",
        "Magdalena",
        "Tomasz",
        "Katarzyna",
        "Michał",
        "Joanna",
        "Paweł",
        "Aleksandra",
    ),
    native_last=(
        "Kowalski",
        "Nowak",
        "Wiśniewski",
        "Wójcik",
        "Kamiński",
        "Lewandowski",
        "Zieliński",
        "Szymański",
    ),
    words=(
        "zagadka",
        "klodka",
        "klucz",
        "pierogi",
        "kielbasa",
        "wroclaw",
        "krasnal",
        "odra",
        "smok",
        "wawel",
        "bigos",
        "zubr",
        "kaczka",
        "zurek",
        "oscypek",
        "sledz",
        "mazury",
        "slask",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "puszek", "kropka", "luna", "fafik"),
    walks=("qwerty", "qazwsx", "1qaz2wsx", "zaq12wsx"),
    cc="48",
    cities=("Wrocław", "Kraków", "Poznań", "Gdańsk", "Łódź"),
)

CZECH = Fam(
    name="zahrada_zoologicka_czech",
    prefix="zahrada_",
    orgs=("lvicekov", "zviretnik", "surikatov"),
    tld="cz",
    first=(
        "jan",
        "petra",
        "tomas",
        "lucie",
        "jakub",
        "tereza",
        "ondrej",
        "katerina",
        "martin",
        "veronika",
    ),
    last=("novak", "svoboda", "dvorak", "cerny", "prochazka", "kucera", "vesely", "horak"),
    native_first=(
        "Jan",
        "Petra",
        "Tomáš",
        "Lucie",
        "Jakub",
        "Tereza",
        "Ondřej",
        "Kateřina",
        "Martin",
        "Veronika",
    ),
    native_last=(
        "Novák",
        "Svoboda",
        "Dvořák",
        "Černý",
        "Procházka",
        "Kučera",
        "Veselý",
        "Horák",
    ),
    words=(
        "zirafa",
        "slon",
        "surikata",
        "lvice",
        "tygr",
        "medved",
        "gorila",
        "vltava",
        "praha",
        "brno",
        "pivo",
        "knedlik",
        "krtek",
        "pavilon",
        "vydra",
        "klokan",
        "tucnak",
        "sparta",
    ),
    pets=("rex", "bobik", "micka", "ferda", "max", "dasenka", "amalka", "brok"),
    walks=("qwertz", "asdfgh", "yxcvbnm", "123qwe"),
    cc="420",
    cities=("Praha", "Brno", "Olomouc", "Plzeň", "Liberec"),
)

GREEK = Fam(
    name="ydatino_parko_halkidiki",
    prefix="ydatino_",
    orgs=("kymataparko", "aquakampos", "thalassopark"),
    tld="gr",
    first=(
        "giorgos",
        "maria",
        "dimitris",
        "eleni",
        "nikos",
        "katerina",
        "kostas",
        "sofia",
        "yannis",
        "despina",
    ),
    last=(
        "papadopoulos",
        "georgiou",
        "nikolaidis",
        "karagiannis",
        "vlachos",
        "oikonomou",
        "makris",
        "dimitriou",
    ),
    native_first=(
        "Γιώργος",
        "Μαρία",
        "Δημήτρης",
        "Ελένη",
        "Νίκος",
        "Κατερίνα",
        "Κώστας",
        "Σοφία",
        "Γιάννης",
        "Δέσποινα",
    ),
    native_last=(
        "Παπαδόπουλος",
        "Γεωργίου",
        "Νικολαΐδης",
        "Καραγιάννης",
        "Βλάχος",
        "Οικονόμου",
        "Μακρής",
        "Δημητρίου",
    ),
    words=(
        "kyma",
        "thalassa",
        "helios",
        "kalokairi",
        "kassandra",
        "halkidiki",
        "olympos",
        "souvlaki",
        "frappe",
        "feta",
        "ouzo",
        "poseidon",
        "delfini",
        "paok",
        "thessaloniki",
        "sithonia",
        "bougatsa",
        "aris",
    ),
    pets=("azor", "bobos", "lucky", "max", "rena", "flox", "mimis", "zeus"),
    walks=("qwerty", "asdfgh", "1q2w3e", "zxcvbn"),
    cc="30",
    cities=("Θεσσαλονίκη", "Κασσάνδρα", "Πολύγυρος", "Νέα Μουδανιά", "Καλαμαριά"),
)

ARABIC_AE = Fam(
    name="emirati_indoor_aquapark",
    prefix="aquapark_",
    orgs=("samakdunes", "mawjaland", "lulumaa"),
    tld="ae",
    first=(
        "ahmed",
        "fatima",
        "khalid",
        "mariam",
        "omar",
        "aisha",
        "rashid",
        "noura",
        "yousef",
        "hessa",
    ),
    last=(
        "almansoori",
        "alhashimi",
        "alketbi",
        "almazrouei",
        "alnuaimi",
        "alshamsi",
        "alfalasi",
        "alzaabi",
    ),
    native_first=(
        "أحمد",
        "فاطمة",
        "خالد",
        "مريم",
        "عمر",
        "عائشة",
        "راشد",
        "نورة",
        "يوسف",
        "حصة",
    ),
    native_last=(
        "المنصوري",
        "الهاشمي",
        "الكتبي",
        "المزروعي",
        "النعيمي",
        "الشامسي",
        "الفلاسي",
        "الزعابي",
    ),
    words=(
        "mawja",
        "bahr",
        "samak",
        "lulu",
        "saqr",
        "jumeirah",
        "dubai",
        "sharjah",
        "yalla",
        "habibi",
        "shams",
        "ghaf",
        "dana",
        "falaj",
        "khaleej",
        "corniche",
        "karak",
        "luqaimat",
    ),
    pets=("simba", "lulu", "oscar", "zizo", "bella", "casper", "nemo", "tiger"),
    walks=("qwerty", "1qaz2wsx", "asdf1234", "qwe@123"),
    cc="971",
    cities=("Dubai", "Abu Dhabi", "Sharjah", "Ras Al Khaimah", "Al Ain"),
)

SWAHILI_KE = Fam(
    name="wanyama_orphanage_kenya",
    prefix="wanyama_",
    orgs=("twigapori", "simbasafi", "nyumbayatembo"),
    tld="co.ke",
    first=(
        "wanjiru",
        "otieno",
        "achieng",
        "kipchoge",
        "njeri",
        "mwangi",
        "akinyi",
        "kamau",
        "chebet",
        "omondi",
    ),
    last=("kariuki", "odhiambo", "wafula", "mutua", "kiprotich", "ndungu", "owino", "njoroge"),
    words=(
        "simba",
        "twiga",
        "tembo",
        "kifaru",
        "duma",
        "chui",
        "nairobi",
        "karibu",
        "jambo",
        "ugali",
        "nyama",
        "sukuma",
        "harambee",
        "mzee",
        "pundamilia",
        "kiboko",
        "ngong",
        "langata",
    ),
    pets=("simba", "bosco", "jimmy", "shiko", "tommy", "bahati", "rex", "daisy"),
    walks=("qwerty", "1234qwer", "asdfgh", "qwe123"),
    cc="254",
    cities=("Nairobi", "Karen", "Lang'ata", "Nanyuki", "Naivasha"),
)

AFRIKAANS_ZA = Fam(
    name="ontsnapkamer_afrikaans_puzzles",
    prefix="ontsnap_",
    orgs=("raaiselkamer", "sleutelgat", "vlugpunt"),
    tld="co.za",
    first=(
        "pieter",
        "annelie",
        "johan",
        "marike",
        "thabo",
        "lerato",
        "francois",
        "elmarie",
        "sipho",
        "nomvula",
    ),
    last=(
        "vandermerwe",
        "botha",
        "pretorius",
        "nkosi",
        "dlamini",
        "venter",
        "coetzee",
        "mokoena",
    ),
    native_first=(
        "Pieter",
        "Annelie",
        "Johan",
        "Marike",
        "Thabo",
        "Lerato",
        "François",
        "Elmarie",
        "Sipho",
        "Nomvula",
    ),
    native_last=(
        "van der Merwe",
        "Botha",
        "Pretorius",
        "Nkosi",
        "Dlamini",
        "Venter",
        "Coetzee",
        "Mokoena",
    ),
    words=(
        "braai",
        "biltong",
        "rooibos",
        "springbok",
        "lekker",
        "boerewors",
        "sleutel",
        "raaisel",
        "tafelberg",
        "karoo",
        "protea",
        "potjie",
        "bokke",
        "koeksister",
        "melktert",
        "howzit",
        "jislaaik",
        "stormers",
    ),
    pets=("bliksem", "rusty", "tokkie", "bruno", "koffie", "shadow", "max", "pikkie"),
    walks=("qwerty", "1qaz2wsx", "asdf1234", "zxcvbnm"),
    cc="27",
    cities=("Pretoria", "Stellenbosch", "Bloemfontein", "Centurion", "Durbanville"),
)

HINDI_IN = Fam(
    name="jalkrida_waterpark_mumbai",
    prefix="jalkrida_",
    orgs=("jalsagar", "lehrenvan", "tarangwadi"),
    tld="co.in",
    first=(
        "rahul",
        "priya",
        "amit",
        "sneha",
        "vikram",
        "pooja",
        "sachin",
        "anjali",
        "rohit",
        "kavita",
    ),
    last=("sharma", "patil", "deshmukh", "kulkarni", "gupta", "shinde", "jadhav", "iyer"),
    native_first=(
        "राहुल",
        "प्रिया",
        "अमित",
        "स्नेहा",
        "विक्रम",
        "पूजा",
        "सचिन",
        "अंजली",
        "रोहित",
        "कविता",
    ),
    native_last=(
        "शर्मा",
        "पाटील",
        "देशमुख",
        "कुलकर्णी",
        "गुप्ता",
        "शिंदे",
        "जाधव",
        "अय्यर",
    ),
    words=(
        "lehren",
        "pani",
        "masti",
        "mumbai",
        "lonavala",
        "ganpati",
        "vadapav",
        "chai",
        "bappa",
        "tendulkar",
        "dhoni",
        "jalpari",
        "monsoon",
        "bollywood",
        "shivaji",
        "pune",
        "mastani",
        "jalebi",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "simba", "jimmy", "coco"),
    walks=("qwerty", "1qaz2wsx", "asdf@123", "qwer1234"),
    cc="91",
    cities=("Mumbai", "Thane", "Navi Mumbai", "Lonavala", "Pune"),
)

VIETNAMESE = Fam(
    name="vuichoi_khu_saigon",
    prefix="vuichoi_",
    orgs=("mayrong", "datvui", "thiennga"),
    tld="com.vn",
    first=("minh", "lan", "tuan", "huong", "duc", "thao", "quang", "ngoc", "hieu", "trang"),
    last=("nguyen", "tran", "le", "pham", "hoang", "vu", "dang", "bui"),
    native_first=(
        "Văn Minh",
        "Thị Lan",
        "Anh Tuấn",
        "Thu Hương",
        "Minh Đức",
        "Phương Thảo",
        "Văn Quang",
        "Bảo Ngọc",
        "Trung Hiếu",
        "Thu Trang",
    ),
    native_last=("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi"),
    family_first=True,
    words=(
        "rong",
        "saigon",
        "hanoi",
        "pho",
        "banhmi",
        "caphe",
        "hoasen",
        "tet",
        "mekong",
        "hoamai",
        "dalat",
        "vungtau",
        "nhatrang",
        "bachdang",
        "trungthu",
        "thuyen",
        "cuchi",
        "hoian",
    ),
    pets=("mimi", "lu", "vang", "bim", "miu", "cun", "na", "tom"),
    walks=("123456a", "qwerty", "1qaz2wsx", "abc123"),
    cc="84",
    cities=("TP.HCM", "Thủ Đức", "Bình Dương", "Biên Hòa", "Long An"),
)

INDONESIAN = Fam(
    name="binatang_taman_satwa_java",
    prefix="binatang_",
    orgs=("satwaloka", "kebunrimba", "badakjawa"),
    tld="co.id",
    first=("budi", "siti", "agus", "dewi", "eko", "rina", "joko", "wulan", "bayu", "ratna"),
    last=(
        "santoso",
        "wijaya",
        "hidayat",
        "saputra",
        "kurniawan",
        "lestari",
        "nugroho",
        "pratama",
    ),
    words=(
        "komodo",
        "harimau",
        "gajah",
        "orangutan",
        "badak",
        "merapi",
        "bromo",
        "nasgor",
        "sambal",
        "rendang",
        "kopi",
        "jogja",
        "malioboro",
        "garuda",
        "bekantan",
        "jalak",
        "persib",
        "mantap",
    ),
    pets=("mochi", "oyen", "belang", "kitty", "boncel", "blacky", "cemong", "mimi"),
    walks=("qwerty", "123qweasd", "1qaz2wsx", "asdf123"),
    cc="62",
    cities=("Surabaya", "Yogyakarta", "Solo", "Semarang", "Malang"),
)

JAPANESE = Fam(
    name="yuenchi_japanese_rides",
    prefix="yuenchi_",
    orgs=("kirakuen", "hoshizora", "yumemiland"),
    tld="co.jp",
    first=("haruto", "yui", "sota", "hina", "ren", "sakura", "yuto", "aoi", "daiki", "misaki"),
    last=("sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura"),
    native_first=("陽翔", "結衣", "蒼太", "陽菜", "蓮", "さくら", "悠人", "葵", "大輝", "美咲"),
    native_last=("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"),
    family_first=True,
    words=(
        "sakura",
        "kanransha",
        "jetcoaster",
        "fujisan",
        "tanuki",
        "neko",
        "hanabi",
        "natsu",
        "kawaii",
        "doraemon",
        "tokyo",
        "osaka",
        "mikan",
        "daruma",
        "tsubasa",
        "hinode",
        "momiji",
        "yuenchi",
    ),
    pets=("pochi", "tama", "kuro", "hachi", "momo", "chibi", "sora", "maru"),
    walks=("qwerty", "1qaz2wsx", "asdfghjk", "zaq12wsx"),
    cc="81",
    cities=("群馬県", "栃木県", "埼玉県", "千葉県", "静岡県"),
)

KOREAN = Fam(
    name="bangtalchul_korean_rooms",
    prefix="bangtalchul_",
    orgs=("mirobang", "yeolsoe", "talchulhouse"),
    tld="co.kr",
    first=(
        "minjun",
        "seoyeon",
        "jihoon",
        "jiwoo",
        "hyunwoo",
        "soyeon",
        "donghyun",
        "yejin",
        "sungmin",
        "eunji",
    ),
    last=("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"),
    native_first=("민준", "서연", "지훈", "지우", "현우", "소연", "동현", "예진", "성민", "은지"),
    native_last=("김", "이", "박", "최", "정", "강", "조", "윤"),
    family_first=True,
    name_sep="",
    words=(
        "yeolsoe",
        "bangtalchul",
        "kimchi",
        "hangang",
        "sarang",
        "haengbok",
        "tteokbokki",
        "soju",
        "busan",
        "jeju",
        "hongdae",
        "gangnam",
        "daebak",
        "hwaiting",
        "dkssud",
        "tkfkdgo",
        "rkskek",
        "gksrmf",
    ),
    pets=("choco", "bori", "kong", "dubu", "mongi", "happy", "nabi", "ddoong"),
    walks=("qwer1234", "asdf1234", "1q2w3e4r", "zxcv1234"),
    cc="82",
    cities=("홍대", "강남", "건대", "신촌", "부산 서면"),
)

ENGLISH_AU = Fam(
    name="koala_wildlife_queensland",
    prefix="koala_",
    orgs=("kookaburrahill", "jarrahcreek", "wombatgully"),
    tld="com.au",
    first=(
        "jack",
        "chloe",
        "liam",
        "olivia",
        "mitchell",
        "sophie",
        "brodie",
        "jess",
        "lachlan",
        "tahlia",
    ),
    last=("smith", "nguyen", "williams", "brown", "obrien", "taylor", "mcdonald", "wilson"),
    native_last=("Smith", "Nguyen", "Williams", "Brown", "O'Brien", "Taylor", "McDonald", "Wilson"),
    native_first=(
        "Jack",
        "Chloe",
        "Liam",
        "Olivia",
        "Mitchell",
        "Sophie",
        "Brodie",
        "Jess",
        "Lachlan",
        "Tahlia",
    ),
    words=(
        "koala",
        "wombat",
        "kangaroo",
        "platypus",
        "eucalyptus",
        "gumtree",
        "billabong",
        "vegemite",
        "timtam",
        "footy",
        "broncos",
        "maroons",
        "bluey",
        "barramundi",
        "cassowary",
        "noosa",
        "brisbane",
        "mangrove",
    ),
    pets=("bluey", "rusty", "ziggy", "milo", "bindi", "roo", "digger", "tilly"),
    walks=("qwerty", "1qaz2wsx", "asdf1234", "qwerty123"),
    cc="61",
    cities=("Brisbane", "Beerwah", "Caboolture", "Noosaville", "Ipswich"),
)

__all__ = [
    "AFRIKAANS_ZA",
    "ALNUM",
    "ARABIC_AE",
    "B64URL",
    "CZECH",
    "DANISH",
    "DIGITS",
    "ENGLISH_AU",
    "GREEK",
    "HINDI_IN",
    "HUMAN_SYM",
    "HX",
    "INDONESIAN",
    "JAPANESE",
    "KOREAN",
    "LOWER",
    "POLISH",
    "PORTUGUESE_BR",
    "SPANISH_AR",
    "SPANISH_MX",
    "SWAHILI_KE",
    "UPPER",
    "VIETNAMESE",
    "Fam",
    "after",
    "alnum",
    "b64",
    "enc_b64",
    "enc_html_num",
    "enc_qp",
    "enc_uesc",
    "enc_url",
    "gen_pw",
    "hexs",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "un_b64",
    "un_html",
    "un_qp",
    "un_uesc",
    "un_url",
    "uuid4",
]
