"""Helpers shared by the sixty-eighth corpus's format and decoy files: one ``Fam`` per family
(vehicles and mobility businesses, one country each) with its own organisation names, country
domain, local first and last names in their own script (with ASCII forms for logins), the words
people there build passwords from, pet names and phone prefix; a human-password drawer with many
habits; per-syntax generated passwords; provider key shapes; encoders and decoders.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, unquote
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import unescape as xml_unescape

from secret_corpus_kit import has_placeholder
from sixtyeighth_corpus import (
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
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "123qwe", "1q2w3e", "qwer1234")
HUMAN_SYMS = "!@#.*-_+?"
SAFE_SYMS = "._-"
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


@dataclass(frozen=True)
class Fam:
    """One family: ``first`` and ``last`` are (local script, ASCII) pairs."""

    name: str
    pre: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    uwords: tuple[str, ...] = ()  # words with letters beyond ASCII (for encoded formats)

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fn, fa = pick(rng, self.first)
        ln, la = pick(rng, self.last)
        fn2, fa2 = pick(rng, self.first)
        ln2, la2 = pick(rng, self.last)
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(7, 21)
        mi = rng.randint(0, 59)
        login = pick(rng, (f"{fa[0]}{la}", f"{fa}.{la}", f"{fa}{rng.randint(1, 99)}", la))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('srv', 'db', 'app', 'office', 'nas'))}{rng.randint(1, 9)}.{dom}",
            "ip": ip(rng),
            "pip": ip(rng, private=False),
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
            "phone": f"+{self.cc} {rng.randint(10, 99)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "yyyy": y,
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "d2": f"{min(d + 1, 28):02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}.{mo:02d}.{y}",
            "dmy_s": f"{d:02d}/{mo:02d}/{y}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "mi2": f"{min(mi + 2, 59):02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "n": rng.randint(2, 40),
            "n3": rng.randint(100, 999),
            "n5": rng.randint(10000, 99999),
            "port": pick(rng, (5432, 3306, 8080, 8443, 1433, 5000)),
            "ts": epoch(rng),
            "uuid": uuid4(rng),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "plate": f"{alnum(rng, 2, UPPER)}{rng.randint(100, 999)}{alnum(rng, 2, UPPER)}",
        }

    # ------------------------------------------------------------------ registry

    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | list[str],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Fam, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        full = f"{self.pre}_{name}"

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            c = draw(rng, self, cred, s) if isinstance(cred, str) else cred(rng, self, s)
            s["cred"] = c
            if extra is not None:
                more = extra(rng, s)
                if more:
                    s.update(more)
            path = fill(pick(rng, tuple(paths)), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", c)), syntax)

        fn.__name__ = full
        fmt(self.name, full, decode)(fn)

    def regd(
        self, path: str, template: str | Callable[[Slots], str], why: str, syntax: str | None = None
    ) -> None:
        def fn(rng: random.Random) -> DOut:
            s = self.common(rng)
            text = template(s) if callable(template) else fill(template, **s)
            return DOut(fill(path, **s), text, why, syntax)

        decoy(fn)


# --------------------------------------------------------------------------- values


def leet(w: str) -> str:
    return "".join(LEET.get(c, c) for c in w)


def human(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    syms = SAFE_SYMS if safe else HUMAN_SYMS
    for _ in range(100):
        w, w2, w3 = rng.sample(fam.words, 3)
        fa = pick(rng, fam.first)[1]
        fb = pick(rng, fam.first)[1]
        pet = pick(rng, fam.pets)
        y = rng.randint(1968, 2025)
        yy = f"{y % 100:02d}"
        sym = rng.choice(syms)
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        h = rng.randrange(16)
        if h == 0:
            s = f"{w.capitalize()}{y}{sym}"
        elif h == 1:
            s = f"{pet.capitalize()}{yy}{sym}{rng.randint(1, 9)}"
        elif h == 2:
            s = f"{leet(w).capitalize()}{rng.randint(1, 99)}{sym}"
        elif h == 3:
            s = f"{fa}{fb.capitalize()}{d:02d}{m:02d}"
        elif h == 4:
            walk = pick(rng, KEYWALKS)
            s = f"{walk}{w.capitalize()}" if rng.random() < 0.5 else f"{w.capitalize()}{walk}"
        elif h == 5:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif h == 6:
            s = f"{fa.capitalize()}{y}"
        elif h == 7:
            s = f"{w.upper()}{y}"
        elif h == 8:
            s = f"{w}{sym * rng.randint(2, 3)}{y}"
        elif h == 9:
            s = f"{w}-{w2}-{w3}{rng.randint(1, 99)}"
        elif h == 10:
            s = f"{w[::-1]}{rng.randint(100, 9999)}"
        elif h == 11:
            s = f"{fa}.{d:02d}.{m:02d}.{y}"
        elif h == 12:
            s = f"{w}{sym}{pet.capitalize()}{rng.randint(1, 99)}"
        elif h == 13:
            s = f"{w.capitalize()}{fam.cc}{rng.randint(1000, 9999)}"
        elif h == 14:
            s = f"{w.capitalize()}{alnum(rng, 2, UPPER)}{rng.randint(100, 999)}"
        else:
            s = f"{w.capitalize()}{sym}{pet}{yy}"
        if 8 <= len(s) <= 32 and not has_placeholder(s):
            return s
    raise RuntimeError("no human password")


def human_u(rng: random.Random, fam: Fam) -> str:
    """A person-chosen password with a word in local letters beyond ASCII."""
    w = pick(rng, fam.uwords)
    form = rng.randrange(3)
    if form == 0:
        return f"{w.capitalize()}{rng.randint(1970, 2025)}{rng.choice('!.#*')}"
    if form == 1:
        return f"{w}{rng.choice('.-_')}{pick(rng, fam.pets)}{rng.randint(1, 99)}"
    return f"{w.capitalize()}{rng.randint(10, 99)}{rng.choice('!?')}{rng.choice('!?')}"


def _b64_chars(rng: random.Random, n: int) -> str:
    return alnum(rng, n, ALNUM + "+/")


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "aws_key": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "aws_secret": lambda r: _b64_chars(r, 40),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "_-"),
    "twilio": lambda r: hexs(r, 32),
    "telegram": lambda r: (
        f"{r.randint(1_000_000_000, 7_999_999_999)}:AA" + alnum(r, 33, ALNUM + "_-")
    ),
    "gitlab": lambda r: "glpat-" + alnum(r, 20, ALNUM + "_-"),
    "mercadolibre": lambda r: (
        f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-{alnum(r, 9, DIGITS)}"
    ),
    "wompi": lambda r: "prv_prod_" + alnum(r, 32),
    "selcom": lambda r: alnum(r, 44, ALNUM + "+/") + "==",
    "meta": lambda r: "EAAG" + alnum(r, 180),
    "viva": lambda r: alnum(r, 30),
    "bankart": lambda r: alnum(r, 30, ALNUM + "-_"),
    "sslcommerz": lambda r: alnum(r, 14, LOWER + DIGITS) + "@ssl",
    "paytrail": lambda r: alnum(r, 40, UPPER + DIGITS),
    "tranzila": lambda r: alnum(r, 12),
    "payme": lambda r: alnum(r, 28, ALNUM + "#@%&?"),
    "click": lambda r: alnum(r, 14),
    "kbzpay": lambda r: hexs(r, 32, upper=True),
    "bakong": lambda r: jwt(
        r, {"data": {"id": hexs(r, 16)}, "iat": epoch(r), "exp": epoch(r) + 7_776_000}
    ),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '_-')}.{alnum(r, 43, ALNUM + '_-')}",
    "mapbox": lambda r: "sk.eyJ1Ijoi" + alnum(r, 60) + "." + alnum(r, 22, ALNUM + "_-"),
}


def draw(rng: random.Random, fam: Fam, kind: str, s: Slots) -> str:
    if kind == "pw":
        return gen_pw(rng, sym=SYM_INI)
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
    if kind == "human_u":
        return human_u(rng, fam)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
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
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return PROVIDERS[arg](rng)
    raise ValueError(kind)


# --------------------------------------------------------------------------- encoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode("utf-8")).decode("ascii")


def dec_qp(text: str) -> str:
    return quopri.decodestring(text.encode("ascii")).decode("utf-8")


def enc_url(v: str) -> str:
    return quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def enc_xml(v: str) -> str:
    return xml_escape(v, {'"': "&quot;", "'": "&apos;"})


def dec_xml(v: str) -> str:
    return xml_unescape(v, {"&quot;": '"', "&apos;": "'"})


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(token: str) -> str:
    return base64.b64decode(token).decode().split(":", 1)[1]


def json_u(v: str) -> str:
    """A JSON string literal with ``\\uXXXX`` escapes (without the quotes)."""
    return json.dumps(v, ensure_ascii=True)[1:-1]


def after(text: str, pattern: str) -> str:
    """The first group of ``pattern`` in ``text``."""
    m = re.search(pattern, text, re.DOTALL)
    if not m:
        raise ValueError(f"no match for {pattern!r}")
    return m.group(1)


def form_value(body: str, key: str) -> str:
    return parse_qs(body, keep_blank_values=True)[key][0]


def with_sym(chars: str) -> Callable[[random.Random, Fam, Slots], str]:
    """A human password that surely holds one of ``chars`` (for encoded formats)."""

    def f(rng: random.Random, fam: Fam, s: Slots) -> str:
        v = human(rng, fam)
        if not any(c in chars for c in v):
            v += rng.choice(chars)
        return v

    return f


# --------------------------------------------------------------------------- families


def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    """``local=ascii`` pairs separated by ``|``."""
    return tuple(tuple(p.split("=")) for p in text.split("|"))  # type: ignore[misc]


GRANDTAXI = Fam(
    "grandtaxi_casablanca_cooperative",
    "grandtaxi",
    ("taxiatlas", "garajbeida", "anfataxi", "derbcoop"),
    "ma",
    _pairs(
        "يوسف=youssef|محمد=mohamed|فاطمة=fatima|خديجة=khadija|عبد الرحيم=abderrahim|"
        "حسن=hassan|سعيد=said|نادية=nadia"
    ),
    _pairs(
        "العلوي=alaoui|بنعلي=benali|الإدريسي=idrissi|التازي=tazi|الفاسي=fassi|"
        "بناني=bennani|الشرقاوي=cherkaoui"
    ),
    (
        "casa",
        "rabat",
        "atlas",
        "wydad",
        "raja",
        "mzyan",
        "zwin",
        "habibi",
        "sahara",
        "medina",
        "dacia",
        "mercedes",
        "bladi",
        "tanger",
        "agadir",
        "marrakech",
        "nejma",
        "derb",
    ),
    ("mimi", "lucky", "simba", "bobby", "kiki", "rex"),
    "212",
)
ZOFRI = Fam(
    "zofri_iquique_car_importers",
    "zofri",
    ("zofrimotor", "ruedachile", "pampautos", "cavanchaimport"),
    "cl",
    _pairs(
        "Camila=camila|Matías=matias|Javiera=javiera|Benjamín=benjamin|Constanza=constanza|"
        "Cristóbal=cristobal|Francisca=francisca|Rodrigo=rodrigo"
    ),
    _pairs(
        "González=gonzalez|Muñoz=munoz|Rojas=rojas|Díaz=diaz|Soto=soto|Contreras=contreras|"
        "Araya=araya|Tapia=tapia"
    ),
    (
        "iquique",
        "zofri",
        "pampa",
        "cavancha",
        "dragones",
        "tarapaca",
        "camanchaca",
        "hilux",
        "salitre",
        "pisagua",
        "huara",
        "cachai",
        "pololo",
        "colocolo",
        "empanada",
    ),
    ("cachupin", "firulais", "canela", "negrita", "toby"),
    "56",
)
KATSASTUS = Fam(
    "katsastus_vehicle_inspection_lane",
    "katsastus",
    ("katsastari", "laaksokatsastus", "nelostarkastus", "kotkakatsastus"),
    "fi",
    _pairs(
        "Mikko=mikko|Jukka=jukka|Päivi=paivi|Sanna=sanna|Tuomas=tuomas|Riikka=riikka|"
        "Ville=ville|Hannele=hannele"
    ),
    _pairs(
        "Mäkinen=makinen|Virtanen=virtanen|Heikkilä=heikkila|Nieminen=nieminen|"
        "Räsänen=rasanen|Laaksonen=laaksonen|Koskinen=koskinen"
    ),
    (
        "katsastus",
        "kaara",
        "moottori",
        "sisu",
        "kevat",
        "kesa",
        "talvi",
        "revontuli",
        "jarru",
        "kotka",
        "karhu",
        "saimaa",
        "pakkanen",
        "rengas",
        "lumi",
        "sauna",
    ),
    ("musti", "rekku", "nappi", "peppi", "halli"),
    "358",
    ("mökki", "jäätie", "kesäpäivä", "sähkö", "öljynvaihto", "märkäkeli", "pölkky"),
)
LIMARIJA = Fam(
    "limarija_autolakirer_beograd",
    "limarija",
    ("limarplus", "lakfarb", "karoserijaso", "autoavala"),
    "rs",
    _pairs(
        "Милош=milos|Јована=jovana|Никола=nikola|Марија=marija|Стефан=stefan|Драган=dragan|"
        "Ана=ana|Ненад=nenad"
    ),
    _pairs(
        "Петровић=petrovic|Јовановић=jovanovic|Ђорђевић=djordjevic|Николић=nikolic|"
        "Марковић=markovic|Стојановић=stojanovic|Илић=ilic"
    ),
    (
        "zvezda",
        "partizan",
        "beograd",
        "lakiranje",
        "limar",
        "fica",
        "yugo",
        "zastava",
        "sljiva",
        "rakija",
        "dunav",
        "kafana",
        "avala",
        "karoserija",
        "kosava",
    ),
    ("dzeki", "bobi", "luna", "cupko", "mrki"),
    "381",
)
COACHBD = Fam(
    "coachbd_dhaka_intercity_coaches",
    "coachbd",
    ("meghnacoach", "shyamalroad", "boishakhline", "jamunatravels"),
    "com.bd",
    _pairs(
        "রহিম=rahim|করিম=karim|ফারহানা=farhana|তানভীর=tanvir|নুসরাত=nusrat|সাকিব=sakib|মিতু=mitu|জাহিদ=zahid"
    ),
    _pairs("হোসেন=hossain|রহমান=rahman|চৌধুরী=chowdhury|ইসলাম=islam|আহমেদ=ahmed|সরকার=sarkar|মিয়া=mia"),
    (
        "dhaka",
        "padma",
        "jamuna",
        "meghna",
        "bangla",
        "shonar",
        "ilish",
        "sylhet",
        "chittagong",
        "coxsbazar",
        "sundarban",
        "boishakh",
        "rickshaw",
        "kacchi",
        "gabtoli",
    ),
    ("tommy", "bhulu", "kalu", "mini", "lalu"),
    "880",
)
UZDILER = Fam(
    "uzdiler_chevrolet_dealer_tashkent",
    "uzdiler",
    ("samarqandavto", "chilonzormotors", "yunusobodavto", "sergeliavto"),
    "uz",
    _pairs(
        "Jasur=jasur|Dilnoza=dilnoza|Sardor=sardor|Малика=malika|Бобур=bobur|"
        "Нилуфар=nilufar|Otabek=otabek|Gulnora=gulnora"
    ),
    _pairs(
        "Karimov=karimov|Rashidova=rashidova|Юсупов=yusupov|Абдуллаев=abdullaev|"
        "Toshmatov=toshmatov|Ergasheva=ergasheva"
    ),
    (
        "toshkent",
        "samarqand",
        "nexia",
        "cobalt",
        "malibu",
        "damas",
        "spark",
        "lacetti",
        "chilonzor",
        "yunusobod",
        "paxta",
        "navruz",
        "registon",
        "buxoro",
        "gentra",
    ),
    ("bars", "laylo", "mosh", "tuzik", "sharik"),
    "998",
)
MOTOSMED = Fam(
    "motosmed_moto_taller_antioquia",
    "motosmed",
    ("motoantioquia", "tallerparce", "pulsarmed", "envigadomotos"),
    "com.co",
    _pairs(
        "Andrés=andres|Valentina=valentina|Juan Pablo=juanpablo|Daniela=daniela|"
        "Santiago=santiago|Luisa=luisa|Jhon=jhon|Yesenia=yesenia"
    ),
    _pairs(
        "Restrepo=restrepo|Gómez=gomez|Ospina=ospina|Zapata=zapata|Echeverri=echeverri|"
        "Cárdenas=cardenas|Londoño=londono"
    ),
    (
        "medallo",
        "antioquia",
        "parcero",
        "bacano",
        "pulsar",
        "yamaha",
        "boxer",
        "nacional",
        "poblado",
        "envigado",
        "arepa",
        "guaro",
        "silleta",
        "metrocable",
        "berraco",
    ),
    ("lulu", "manchas", "rocky", "princesa", "tobi"),
    "57",
)
KRITIRENT = Fam(
    "kritirent_car_van_rental_crete",
    "kritirent",
    ("kritiwheels", "chaniarent", "balosdrive", "psilorent"),
    "gr",
    _pairs(
        "Γιώργος=giorgos|Μαρία=maria|Νίκος=nikos|Ελένη=eleni|Κώστας=kostas|Δήμητρα=dimitra|"
        "Μανώλης=manolis|Κατερίνα=katerina"
    ),
    _pairs(
        "Παπαδάκης=papadakis|Μαρκάκης=markakis|Βασιλάκη=vasilaki|Κουκουράκης=koukourakis|"
        "Ψαρουδάκης=psaroudakis|Τζανάκη=tzanaki"
    ),
    (
        "kriti",
        "chania",
        "heraklion",
        "rethymno",
        "elafonisi",
        "balos",
        "raki",
        "kalimera",
        "thalassa",
        "ilios",
        "zorba",
        "psiloritis",
        "agapi",
        "kalokairi",
        "nissi",
    ),
    ("azor", "lucky", "mpoubou", "rex", "kitsos"),
    "30",
    ("καλημέρα", "θάλασσα", "Χανιά", "ήλιος", "ρακή", "αγάπη", "Κρήτη", "Μπάλος"),
)
YANGONTYRE = Fam(
    "yangontyre_tyre_spareparts_yangon",
    "yangontyre",
    ("shwetyre", "sulespares", "padaukwheels", "inleparts"),
    "com.mm",
    _pairs(
        "အောင်အောင်=aungaung|သီတာ=thida|ကျော်ကျော်=kyawkyaw|နှင်းနှင်း=hninhnin|"
        "ဇော်မင်း=zawmin|မြတ်နိုး=myatnoe|ထက်ထက်=htethtet"
    ),
    _pairs("ထွန်း=tun|ဝင်း=win|လွင်=lwin|နိုင်=naing|မြင့်=myint|စိုး=soe"),
    (
        "yangon",
        "shwedagon",
        "mingalar",
        "thingyan",
        "mohinga",
        "inle",
        "bagan",
        "mandalay",
        "sule",
        "kyat",
        "padauk",
        "thanaka",
        "ayeyarwady",
        "hlaing",
        "bogyoke",
    ),
    ("ahwa", "kitty", "mimi", "bobo", "shwewar"),
    "95",
)
UDEREVA = Fam(
    "udereva_driving_school_daressalaam",
    "udereva",
    ("kibodriving", "pwanidriving", "msasanischool", "uhurumotors"),
    "co.tz",
    _pairs(
        "Juma=juma|Neema=neema|Baraka=baraka|Rehema=rehema|Hamisi=hamisi|Zawadi=zawadi|"
        "Emmanuel=emmanuel|Mwanaisha=mwanaisha"
    ),
    _pairs(
        "Mwakyusa=mwakyusa|Kimaro=kimaro|Massawe=massawe|Mushi=mushi|Salum=salum|"
        "Mwinyi=mwinyi|Lyimo=lyimo"
    ),
    (
        "simba",
        "yanga",
        "kilimanjaro",
        "bongo",
        "mambo",
        "kariakoo",
        "bajaji",
        "daladala",
        "serengeti",
        "zanzibar",
        "msasani",
        "uhuru",
        "kibo",
        "pwani",
        "mchicha",
    ),
    ("bingo", "jack", "chui", "rafiki", "tiger"),
    "255",
)
POLNILNICE = Fam(
    "polnilnice_ev_charging_slovenia",
    "polnilnice",
    ("polnilko", "elektropot", "zmajcharge", "soczapolni"),
    "si",
    _pairs("Matej=matej|Špela=spela|Luka=luka|Nina=nina|Žiga=ziga|Tjaša=tjasa|Rok=rok|Urška=urska"),
    _pairs(
        "Novak=novak|Horvat=horvat|Kovačič=kovacic|Krajnc=krajnc|Zupančič=zupancic|"
        "Potočnik=potocnik|Mlakar=mlakar"
    ),
    (
        "triglav",
        "bled",
        "ljubljana",
        "potica",
        "kranjska",
        "polnilnica",
        "elektrika",
        "vrhnika",
        "soca",
        "pohorje",
        "zmaj",
        "kurent",
        "bohinj",
        "piran",
        "kozolec",
    ),
    ("floki", "pika", "reks", "muci", "bela"),
    "386",
)
CHANION = Fam(
    "chanion_parking_operator_telaviv",
    "chanion",
    ("chanyon", "ahuzapark", "yarkonparking", "herzlpark"),
    "co.il",
    _pairs("אבי=avi|נועה=noa|יוסי=yossi|מיכל=michal|דני=dani|שירה=shira|איתי=itai|רונית=ronit"),
    _pairs("כהן=cohen|לוי=levi|מזרחי=mizrahi|פרץ=peretz|ביטון=biton|אברהם=avraham|פרידמן=friedman"),
    (
        "telaviv",
        "shalom",
        "yalla",
        "sababa",
        "dizengoff",
        "yarkon",
        "hapoel",
        "maccabi",
        "chanion",
        "herzl",
        "jaffa",
        "falafel",
        "kinneret",
        "negev",
        "ramat",
    ),
    ("shoko", "mitzi", "bamba", "pitzi", "lucky"),
    "972",
)
CARWASHRD = Fam(
    "carwashrd_lavado_autos_santodomingo",
    "carwashrd",
    ("lavaloco", "espumard", "brillocar", "malecowash"),
    "com.do",
    _pairs(
        "Yunior=yunior|Yokasta=yokasta|Wilkin=wilkin|Rosanna=rosanna|Frandy=frandy|"
        "Yaneiry=yaneiry|Ramón=ramon|Altagracia=altagracia"
    ),
    _pairs(
        "Pérez=perez|Báez=baez|Féliz=feliz|Rosario=rosario|Mejía=mejia|Almonte=almonte|"
        "Santana=santana"
    ),
    (
        "quisqueya",
        "dimelo",
        "tigueraje",
        "bachata",
        "merengue",
        "licey",
        "aguilas",
        "mangu",
        "colmado",
        "malecon",
        "yipeta",
        "guagua",
        "jevi",
        "vaina",
        "tiguere",
    ),
    ("firulai", "bruno", "chiquito", "coco", "nena"),
    "1809",
)
TELEMATYKA = Fam(
    "telematyka_fleet_dispatch_minsk",
    "telematyka",
    ("telemap", "zubrtrack", "mazdispatch", "palessielog"),
    "by",
    _pairs(
        "Аляксандр=aliaksandr|Вольга=volha|Сяргей=siarhei|Наталля=natallia|"
        "Дзмітрый=dzmitry|Ірына=iryna|Андрэй=andrei|Таццяна=tatsiana"
    ),
    _pairs(
        "Ковалёў=kavaliou|Шаўчук=shauchuk|Навіцкі=navitski|Мельнік=melnik|Казлоў=kazlou|"
        "Багдановіч=bahdanovich"
    ),
    (
        "minsk",
        "nesvizh",
        "zubr",
        "belaz",
        "darozhnik",
        "draniki",
        "kupalle",
        "sviatlo",
        "palessie",
        "bulba",
        "radzima",
        "sonca",
        "tsmok",
        "mirskizamak",
        "niamiha",
    ),
    ("barsik", "murka", "reks", "sharik", "busia"),
    "375",
)
PALLIVAN = Fam(
    "pallivan_school_van_jaffna",
    "pallivan",
    ("nallurvans", "kovilkids", "palmyrahtransport", "kaytsvan"),
    "lk",
    _pairs(
        "கார்த்திக்=karthik|பிரியா=priya|சுதர்சன்=sutharsan|நிலானி=nilani|தர்ஷன்=tharshan|"
        "கவிதா=kavitha|ரமேஷ்=ramesh|வாணி=vani"
    ),
    _pairs(
        "சிவகுமார்=sivakumar|நடராஜா=nadarajah|கணேசன்=ganesan|"
        "பாலசுப்பிரமணியம்=balasubramaniam|தியாகராஜா=thiyagarajah|செல்வராஜா=selvarajah"
    ),
    (
        "jaffna",
        "nallur",
        "kovil",
        "pongal",
        "vanakkam",
        "murugan",
        "kayts",
        "pointpedro",
        "mango",
        "karainagar",
        "palmyrah",
        "nelliady",
        "keerimalai",
        "thambi",
        "deepavali",
    ),
    ("jimmy", "tiger", "rosy", "kutty", "bruno"),
    "94",
)
TOWKH = Fam(
    "towkh_towtruck_roadside_phnompenh",
    "towkh",
    ("sdochlan", "mekongtow", "angkorrescue", "tonlelift"),
    "com.kh",
    _pairs("សុខា=sokha|ដារ៉ា=dara|ចាន់ធី=chanthy|វិចិត្រ=vichet|ស្រីមុំ=sreymom|ពិសិដ្ឋ=piseth|សុភា=sophea"),
    _pairs("សុខ=sok|ចាន់=chan|ហេង=heng|លី=ly|គឹម=kim|ពៅ=pov|ម៉ៅ=mao"),
    (
        "angkor",
        "mekong",
        "tonle",
        "khmer",
        "phnompenh",
        "sokhasabay",
        "bayon",
        "kampuchea",
        "lotus",
        "romdoul",
        "orkun",
        "tuktuk",
        "kep",
        "siemreap",
        "bassac",
    ),
    ("chkae", "misa", "lucky", "mimi", "bongsrey"),
    "855",
)


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
    "after",
    "alnum",
    "b64",
    "dec_basic",
    "dec_qp",
    "dec_xml",
    "enc_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "form_value",
    "gen_pw",
    "hexs",
    "html",
    "human",
    "json",
    "json_u",
    "jwt",
    "pick",
    "quote",
    "rsa_pem",
    "unquote",
    "uuid4",
    "with_sym",
]
