"""Helpers shared by the fifty-fourth corpus's format and decoy files: a family's own names and
words (``Fam``), the credential drawers, ``Fam.reg`` to register a format from a ``fill``
template, ``regd`` to register a decoy, and a few encoders / decoders."""

from __future__ import annotations

import base64
import datetime
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable

from fiftyfourth_corpus import (
    ALNUM,
    DIGITS,
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
    pkcs8_wrap,
    rsa_der,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]

_PW_SYMS = {
    "pw": SYM_INI,
    "pw_url": SYM_URL,
    "pw_xml": SYM_XML,
    "pw_sq": SYM_SQ,
    "pw_dq": SYM_DQ,
    "pw_bare": SYM_BARE,
    "pw_json": SYM_JSON,
    "pw_alnum": "",
}

# UTC offsets of the families' countries, by phone prefix (for e-mail Date headers).
_TZ = {
    "51": "-0500",
    "221": "+0000",
    "43": "+0100",
    "39": "+0100",
    "55": "-0300",
    "7": "+0500",
    "20": "+0200",
    "98": "+0330",
    "92": "+0500",
    "91": "+0530",
    "880": "+0600",
    "81": "+0900",
    "82": "+0900",
    "86": "+0800",
    "84": "+0700",
    "90": "+0300",
}


def _rfc_date(year: int, mm: int, dd: int, hh: int, mi: int, tz: str) -> str:
    d = datetime.date(year, mm, dd)
    days = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
    months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
    return f"{days[d.weekday()]}, {dd:02d} {months[mm - 1]} {year} {hh:02d}:{mi:02d}:00 {tz}"


_HOSTS = ("srv", "erp", "db", "fs", "app", "nas")

_KEYBOARD = ("qwerty", "asdf", "zxcv", "1qaz2wsx", "qwer", "azerty", "qwertz")


class Fam:
    """One family: its name, its organisations, country domain, people (local-script first
    and last names with ASCII logins), its own words for human-chosen passwords, its local
    month or season words and its phone prefix."""

    def __init__(
        self,
        name: str,
        orgs: tuple[str, ...],
        tld: str,
        people: tuple[tuple[str, str, str, str], ...],
        words: tuple[str, ...],
        cc: str,
        city: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.people = people
        self.words = words
        self.cc = cc
        self.city = city

    # ----------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        p1, p2 = rng.sample(self.people, 2)
        year = rng.randint(2024, 2027)
        mm = rng.randint(1, 12)
        dd = rng.randint(1, 28)
        hh = rng.randint(7, 19)
        mi = rng.randint(0, 59)
        return {
            "org": org,
            "org_cap": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, _HOSTS)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub_ip": ip(rng, private=False),
            "first": p1[0],
            "last": p1[1],
            "fname": p1[2],
            "lname": p1[3],
            "first2": p2[0],
            "last2": p2[1],
            "fname2": p2[2],
            "lname2": p2[3],
            "login": pick(rng, (f"{p1[2]}.{p1[3]}", f"{p1[2][0]}{p1[3]}", f"{p1[2]}{p1[3][0]}")),
            "login2": f"{p2[2]}.{p2[3]}",
            "email": f"{p1[2]}.{p1[3]}@{dom}",
            "email2": f"{p2[2]}.{p2[3]}@{dom}",
            "year": year,
            "yy": year % 100,
            "mm": f"{mm:02d}",
            "dd": f"{dd:02d}",
            "date": f"{year}-{mm:02d}-{dd:02d}",
            "ddmmyyyy": f"{dd:02d}.{mm:02d}.{year}",
            "dmy_slash": f"{dd:02d}/{mm:02d}/{year}",
            "time": f"{hh:02d}:{mi:02d}",
            "time2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "num": rng.randint(100, 9999),
            "num2": rng.randint(10, 99),
            "big": rng.randint(100000, 9999999),
            "phone": (
                f"+{self.cc} {rng.randint(300, 999)} {rng.randint(100, 999)} "
                f"{rng.randint(1000, 9999)}"
            ),
            "port": pick(rng, (1433, 5432, 3306, 1521, 8443, 443, 50000)),
            "word": pick(rng, self.words),
            "city": self.city,
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex16": hexs(rng, 16),
            "hex32": hexs(rng, 32),
            "hex40": hexs(rng, 40),
            "hex64": hexs(rng, 64),
            "rfcdate": _rfc_date(year, mm, dd, hh, mi, _TZ.get(self.cc, "+0000")),
        }

    # ----------------------------------------------------------------- passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of a dozen habits, from the family's own words;
        ``safe`` keeps to characters no syntax or shell needs to escape. At least 8
        characters."""
        while True:
            pw = self._human_once(rng, safe)
            if len(pw) >= 8:
                return pw

    def _human_once(self, rng: random.Random, safe: bool) -> str:
        syms = "._-@+" if safe else "!#@$*._-+?"
        w = pick(rng, self.words)
        w2 = pick(rng, [x for x in self.words if x != w])
        year = rng.randint(1975, 2027)
        sym = rng.choice(syms)
        form = rng.randrange(12)
        if form == 0:
            return f"{w.capitalize()}{year}{sym}"
        if form == 1:
            return f"{w.capitalize()}{sym}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
        if form == 2:
            leet = w.replace("a", "@" if not safe else "4").replace("o", "0").replace("e", "3")
            leet = leet.replace("i", "1")
            return f"{leet.capitalize()}{rng.randint(10, 99)}"
        if form == 3:
            return f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
        if form == 4:
            p = pick(rng, self.people)
            return f"{p[2].capitalize()}{rng.randint(1000, 9999)}{sym}"
        if form == 5:
            return f"{w.upper()}{year}"
        if form == 6:
            return f"{pick(rng, _KEYBOARD)}{w.capitalize()}{rng.randint(1, 99)}"
        if form == 7:
            return f"{w}-{w2}-{pick(rng, self.words)}{rng.randint(1, 9)}"
        if form == 8:
            return f"{w.capitalize()}{sym}{sym}{rng.randint(100, 999)}"
        if form == 9:
            return f"{w[::-1].capitalize()}{year % 100:02d}{sym}"
        if form == 10:
            p = pick(rng, self.people)
            return f"{p[2].capitalize()}.{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{year}"
        return f"{w.capitalize()}{sym}{w2}{rng.randint(1, 99)}"

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register format ``name``: its path is drawn from ``paths`` and its text filled from
        ``template``; the credential ``<<cred>>`` is drawn by kind (see ``draw``). ``extra``
        adds or changes slots (``needle`` overrides the needle)."""
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = cred(rng, s) if callable(cred) else draw(rng, cred, fam)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = name
        fmt(fam.name, name, decode)(fn)


def draw(rng: random.Random, kind: str, fam: Fam) -> str:
    """Draw a credential by kind: generated passwords per syntax (``pw``, ``pw_url``,
    ``pw_xml``, ``pw_sq``, ``pw_dq``, ``pw_bare``, ``pw_json``, ``pw_alnum``), ``human`` /
    ``human_x`` (person-chosen; ``_x`` without characters needing escapes), ``hex:N``,
    ``HEX:N``, ``b64:N`` / ``b64u:N`` (bytes), ``alnum:N``, ``digits:N``, ``uuid``,
    ``x:<prefix>:<len>`` (a prefix and alphanumerics), ``jwt``, ``rsa`` and ``rsa8`` (PEM)."""
    if kind in _PW_SYMS:
        return gen_pw(rng, sym=_PW_SYMS[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "jwt":
        return jwt(
            rng,
            {
                "sub": alnum(rng, 10),
                "iat": rng.randint(1_735_000_000, 1_760_000_000),
                "exp": rng.randint(1_770_000_000, 1_790_000_000),
            },
        )
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
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
    if head == "upnum":
        return alnum(rng, int(arg), UPPER + DIGITS)
    if head == "digits":
        n = int(arg)
        return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n), ALNUM)
    raise ValueError(kind)


def pkcs8_der(rng: random.Random) -> bytes:
    """An RSA private key as PKCS#8 DER (for configs that keep the bare base64 body)."""
    return pkcs8_wrap(rsa_der(rng))


# --------------------------------------------------------------------------- encoders


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic_after(marker: str) -> Callable[[str], str]:
    """Decoder: the base64 token after ``marker``, decoded, the part after the first colon."""

    def dec(text: str) -> str:
        tok = re.split(r"[\s\"'<,;]", text.split(marker, 1)[1].lstrip(), maxsplit=1)[0]
        return base64.b64decode(tok).decode().split(":", 1)[1]

    return dec


def dec_b64_after(marker: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        tok = re.split(r"[\s\"'<,;]", text.split(marker, 1)[1].lstrip(), maxsplit=1)[0]
        return base64.b64decode(tok).decode()

    return dec


def enc_url(pw: str) -> str:
    return urllib.parse.quote(pw, safe="")


def dec_url_between(start: str, end: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return urllib.parse.unquote(text.split(start, 1)[1].split(end, 1)[0])

    return dec


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def dec_qp_after(marker: str) -> Callable[[str], str]:
    """Decoder: quoted-printable body decoded, then the token after ``marker``."""

    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return plain.split(marker, 1)[1].strip().split()[0]

    return dec


def enc_html(pw: str) -> str:
    return html.escape(pw, quote=True)


def dec_html_between(start: str, end: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        return html.unescape(text.split(start, 1)[1].split(end, 1)[0])

    return dec


def enc_json_ascii(pw: str) -> str:
    return json.dumps(pw)[1:-1]


def dec_json_key(key: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        def walk(o: object) -> str | None:
            if isinstance(o, dict):
                for k, v in o.items():
                    if k == key and isinstance(v, str):
                        return v
                    got = walk(v)
                    if got is not None:
                        return got
            if isinstance(o, list):
                for v in o:
                    got = walk(v)
                    if got is not None:
                        return got
            return None

        got = walk(json.loads(text))
        if got is None:
            raise KeyError(key)
        return got

    return dec


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy of family ``fam``: ``template`` filled with the common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            s.update(extra(rng, s))
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)
    decoy(fn)


# --------------------------------------------------------------------------- the families

AREQUIPA = Fam(
    "arequipa_cooperativa_ahorro",
    ("cajamisti", "ahorrocolca", "coopchachani"),
    "pe",
    (
        ("Rosa", "Quispe", "rosa", "quispe"),
        ("Wilber", "Mamani", "wilber", "mamani"),
        ("Yaneth", "Huamán", "yaneth", "huaman"),
        ("Percy", "Condori", "percy", "condori"),
    ),
    (
        "misti",
        "chachani",
        "rocoto",
        "colca",
        "sillar",
        "alpaca",
        "yanahuara",
        "qori",
        "inti",
        "killa",
    ),
    "51",
    "Arequipa",
)
THIES = Fam(
    "thies_xaalis_agents",
    ("xaalisexpress", "etudefall", "ndamtransfert"),
    "sn",
    (
        ("Aminata", "Diop", "aminata", "diop"),
        ("Moussa", "Ndiaye", "moussa", "ndiaye"),
        ("Fatou", "Sarr", "fatou", "sarr"),
        ("Ousmane", "Fall", "ousmane", "fall"),
    ),
    (
        "teranga",
        "baobab",
        "thiossane",
        "yaay",
        "jamm",
        "touba",
        "kaolack",
        "ndank",
        "gaindé",
        "senghor",
    ),
    "221",
    "Thiès",
)
LEOBEN = Fam(
    "leoben_steuerkanzlei",
    ("steuerhof", "kanzleimur", "treuhanderzberg"),
    "at",
    (
        ("Verena", "Pichler", "verena", "pichler"),
        ("Johann", "Gruber", "johann", "gruber"),
        ("Theresa", "Hofer", "theresa", "hofer"),
        ("Lukas", "Steiner", "lukas", "steiner"),
    ),
    (
        "erzberg",
        "schladming",
        "kernöl",
        "murtal",
        "almrausch",
        "krampus",
        "edelweiss",
        "glückauf",
        "semmering",
        "zirbe",
    ),
    "43",
    "Leoben",
)
LECCE = Fam(
    "lecce_studio_commercialista",
    ("studiobarocco", "fiscalesalento", "contipugliesi"),
    "it",
    (
        ("Giuseppina", "De Santis", "giuseppina", "desantis"),
        ("Cosimo", "Greco", "cosimo", "greco"),
        ("Annalisa", "Perrone", "annalisa", "perrone"),
        ("Antonio", "Quarta", "antonio", "quarta"),
    ),
    (
        "pasticciotto",
        "salento",
        "barocco",
        "pizzica",
        "tarantella",
        "otranto",
        "gallipoli",
        "ulivo",
        "rustico",
        "frisella",
    ),
    "39",
    "Lecce",
)
RECIFE = Fam(
    "recife_cartorio_imoveis",
    ("cartoriocapibaribe", "registroboaviagem", "notasolinda"),
    "com.br",
    (
        ("Maria José", "Cavalcanti", "mariajose", "cavalcanti"),
        ("Severino", "Albuquerque", "severino", "albuquerque"),
        ("Luana", "Barbosa", "luana", "barbosa"),
        ("Thiago", "Lins", "thiago", "lins"),
    ),
    (
        "frevo",
        "maracatu",
        "capibaribe",
        "olinda",
        "tapioca",
        "boaviagem",
        "sertao",
        "caju",
        "macaxeira",
        "galo",
    ),
    "55",
    "Recife",
)
ALMATY = Fam(
    "almaty_esep_buhgalteriya",
    ("esepservis", "buhaltay", "kazpayroll"),
    "kz",
    (
        ("Айгерим", "Сапарова", "aigerim", "saparova"),
        ("Ерлан", "Жумабаев", "erlan", "zhumabaev"),
        ("Светлана", "Ким", "svetlana", "kim"),
        ("Данияр", "Оспанов", "daniyar", "ospanov"),
    ),
    (
        "alatau",
        "medeu",
        "shymbulak",
        "baiterek",
        "aport",
        "dombra",
        "kumis",
        "tulpar",
        "zhailau",
        "sunkar",
    ),
    "7",
    "Алматы",
)
DAMIETTA = Fam(
    "damietta_gamarek_takhlees",
    ("takhleesnile", "gamarekport", "dumyatshipping"),
    "com.eg",
    (
        ("محمد", "عبد الرحمن", "mohamed", "abdelrahman"),
        ("هبة", "السيد", "heba", "elsayed"),
        ("أحمد", "الشربيني", "ahmed", "elsherbini"),
        ("نورهان", "فؤاد", "nourhan", "fouad"),
    ),
    (
        "dumyat",
        "felucca",
        "koshary",
        "basbousa",
        "nakhla",
        "mahrousa",
        "qamar",
        "nour",
        "asfour",
        "ezba",
    ),
    "20",
    "دمياط",
)
TABRIZ = Fam(
    "tabriz_hesabdari_daftar",
    ("hesabyaran", "sahandmali", "daftareilgoli"),
    "ir",
    (
        ("رضا", "محمدی", "reza", "mohammadi"),
        ("زهرا", "حسینی", "zahra", "hosseini"),
        ("علی", "رضایی", "ali", "rezaei"),
        ("مریم", "کاظمی", "maryam", "kazemi"),
    ),
    (
        "sahand",
        "eilgoli",
        "shahriar",
        "lighvan",
        "arasbaran",
        "kufteh",
        "nowruz",
        "anar",
        "yalda",
        "simorgh",
    ),
    "98",
    "تبریز",
)
MULTAN = Fam(
    "multan_bima_brokers",
    ("bimasaathi", "multaninsure", "takafulhub"),
    "pk",
    (
        ("عمران", "قریشی", "imran", "qureshi"),
        ("سعدیہ", "ملک", "sadia", "malik"),
        ("بلال", "گیلانی", "bilal", "gilani"),
        ("عائشہ", "بخاری", "ayesha", "bukhari"),
    ),
    (
        "sohan",
        "chenab",
        "multani",
        "anwar",
        "qasim",
        "ghanta",
        "shalimar",
        "jugnu",
        "pakeeza",
        "chaunsa",
    ),
    "92",
    "ملتان",
)
INDORE = Fam(
    "indore_chartered_munim",
    ("munimassociates", "malwaca", "rajwadatax"),
    "in",
    (
        ("राहुल", "जैन", "rahul", "jain"),
        ("प्रिया", "अग्रवाल", "priya", "agrawal"),
        ("संजय", "वर्मा", "sanjay", "verma"),
        ("नेहा", "खंडेलवाल", "neha", "khandelwal"),
    ),
    (
        "poha",
        "jalebi",
        "rajwada",
        "sarafa",
        "malwa",
        "narmada",
        "mahakal",
        "holkar",
        "bhutte",
        "ganesh",
    ),
    "91",
    "इंदौर",
)
BOGURA = Fam(
    "bogura_kshudrorin_ngo",
    ("shurjodoy", "asharalo", "karatoyasangstha"),
    "org.bd",
    (
        ("রহিমা", "খাতুন", "rahima", "khatun"),
        ("মোস্তফা", "কামাল", "mostafa", "kamal"),
        ("সুমাইয়া", "আক্তার", "sumaiya", "akter"),
        ("জাহিদ", "হাসান", "zahid", "hasan"),
    ),
    (
        "doi",
        "karatoya",
        "mahasthan",
        "padma",
        "ilish",
        "shapla",
        "boishakh",
        "kodom",
        "rosogolla",
        "jamdani",
    ),
    "880",
    "বগুড়া",
)
SENDAI = Fam(
    "sendai_zeirishi_jimusho",
    ("aobazeimu", "hirosekaikei", "datezeirishi"),
    "co.jp",
    (
        ("美咲", "佐藤", "misaki", "sato"),
        ("健一", "高橋", "kenichi", "takahashi"),
        ("由美", "鈴木", "yumi", "suzuki"),
        ("大輔", "伊藤", "daisuke", "ito"),
    ),
    (
        "tanabata",
        "zunda",
        "gyutan",
        "aoba",
        "matsushima",
        "masamune",
        "hirose",
        "kokeshi",
        "sakura",
        "kamome",
    ),
    "81",
    "仙台",
)
DAEGU = Fam(
    "daegu_semusa_samusil",
    ("dalseosemu", "palgongtax", "suseongaccounting"),
    "co.kr",
    (
        ("지현", "김", "jihyun", "kim"),
        ("민수", "박", "minsu", "park"),
        ("서연", "이", "seoyeon", "lee"),
        ("준호", "최", "junho", "choi"),
    ),
    (
        "palgong",
        "apsan",
        "suseong",
        "sagwa",
        "makchang",
        "dalgubeol",
        "mugunghwa",
        "hodu",
        "jjimdak",
        "banya",
    ),
    "82",
    "대구",
)
SHENZHEN = Fam(
    "shenzhen_baoguan_hang",
    ("qianhaibaoguan", "futiantrade", "shekoulogistics"),
    "cn",
    (
        ("伟", "王", "wei", "wang"),
        ("丽娜", "李", "lina", "li"),
        ("建国", "陈", "jianguo", "chen"),
        ("晓燕", "刘", "xiaoyan", "liu"),
    ),
    (
        "qianhai",
        "lianhua",
        "shekou",
        "dapeng",
        "longhua",
        "fuyun",
        "jinlong",
        "huanghe",
        "meili",
        "xingfu",
    ),
    "86",
    "深圳",
)
DANANG = Fam(
    "danang_ketoan_dichvu",
    ("ketoanhan", "dichvuthue", "songhanketoan"),
    "vn",
    (
        ("Lan", "Nguyễn Thị", "lan", "nguyen"),
        ("Minh", "Trần Văn", "minh", "tran"),
        ("Hương", "Lê Thị", "huong", "le"),
        ("Tuấn", "Phạm Anh", "tuan", "pham"),
    ),
    (
        "songhan",
        "nonnuoc",
        "mykhe",
        "banhmi",
        "hoian",
        "caurong",
        "sontra",
        "bana",
        "miquang",
        "phoco",
    ),
    "84",
    "Đà Nẵng",
)
IZMIR = Fam(
    "izmir_malimusavir_buro",
    ("kordonmusavirlik", "egemali", "alsancakdanismanlik"),
    "com.tr",
    (
        ("Ayşe", "Yılmaz", "ayse", "yilmaz"),
        ("Mehmet", "Demir", "mehmet", "demir"),
        ("Elif", "Kaya", "elif", "kaya"),
        ("Emre", "Çelik", "emre", "celik"),
    ),
    (
        "kordon",
        "boyoz",
        "alsancak",
        "karsiyaka",
        "gevrek",
        "bornova",
        "efes",
        "zeytin",
        "imbat",
        "goztepe",
    ),
    "90",
    "İzmir",
)


__all__ = [
    "ALMATY",
    "AREQUIPA",
    "BOGURA",
    "DAEGU",
    "DAMIETTA",
    "DANANG",
    "INDORE",
    "IZMIR",
    "LECCE",
    "LEOBEN",
    "MULTAN",
    "RECIFE",
    "SENDAI",
    "SHENZHEN",
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "TABRIZ",
    "THIES",
    "Fam",
    "Slots",
    "alnum",
    "b64",
    "dec_b64_after",
    "dec_basic_after",
    "dec_html_between",
    "dec_json_key",
    "dec_qp_after",
    "dec_url_between",
    "draw",
    "enc_basic",
    "enc_html",
    "enc_json_ascii",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "jwt",
    "pick",
    "pkcs8_der",
    "rsa_pem",
    "uuid4",
]
