"""Helpers shared by the hundredthird format and decoy files: the ``Fam`` family record (its own
organisation names, country domain, local names in their own script with ASCII forms for
logins, password words, pet names, phone prefix and towns), credential drawers (per-syntax
generated passwords, a person-chosen password in sixteen habits, keys, provider shapes),
chat / spreadsheet / SMS builders, and the encoders and decoders of the encoded formats.
"""

from __future__ import annotations

import base64
import html
import quopri
import random
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from xml.sax.saxutils import escape as xml_escape

from hundredthird_corpus import (
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
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)
from secret_corpus_kit import has_placeholder

SYMS_HUMAN = "!@#*._-+?"
SYMS_X = "._-@#+"  # safe in markup, shells (single word) and unquoted config values
SYMS_U = "-._~"  # safe in URL userinfo
WALKS = ("qwerty", "1qaz2wsx", "asdf1234", "zaq12wsx", "qwe123", "123qwe", "q1w2e3r4", "qwer1234")
HOSTS = ("erp", "wms", "srv", "pos", "app", "db")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def xe(s: str) -> str:
    """XML-escape a cell or element text."""
    return xml_escape(s, {'"': "&quot;"})


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[str, ...]  # local script
    last: tuple[str, ...]
    first_a: tuple[str, ...]  # ASCII forms for logins, same order
    last_a: tuple[str, ...]
    words: tuple[str, ...]  # the words people here build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    towns: tuple[str, ...]
    order: str = "west"  # "west": first last; "east": lastfirst; "east_sp": last first
    local: tuple[str, ...] = ()  # words with local letters (accented passwords)

    # ------------------------------------------------------------------ slots

    def fullname(self, i: int, j: int) -> str:
        if self.order == "east":
            return f"{self.last[j]}{self.first[i]}"
        if self.order == "east_sp":
            return f"{self.last[j]} {self.first[i]}"
        return f"{self.first[i]} {self.last[j]}"

    def phone(self, rng: random.Random) -> str:
        return f"{self.cc}{rng.randint(2, 9)}{alnum(rng, 8, DIGITS)}"

    def common(self, rng: random.Random) -> dict[str, object]:
        i, j = rng.randrange(len(self.first)), rng.randrange(len(self.last))
        i2 = (i + rng.randint(1, len(self.first) - 1)) % len(self.first)
        j2 = (j + rng.randint(1, len(self.last) - 1)) % len(self.last)
        fa, la = self.first_a[i], self.last_a[j]
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        y = rng.randint(2024, 2026)
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(6, 21), rng.randint(0, 59)
        return {
            "org": org,
            "Org": org.capitalize(),
            "dom": dom,
            "first": self.first[i],
            "last": self.last[j],
            "name": self.fullname(i, j),
            "name2": self.fullname(i2, j2),
            "first2": self.first[i2],
            "fa": fa,
            "la": la,
            "fa2": self.first_a[i2],
            "la2": self.last_a[j2],
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}")),
            "login2": f"{self.first_a[i2]}.{self.last_a[j2]}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{self.first_a[i2]}.{self.last_a[j2]}@{dom}",
            "phone": self.phone(rng),
            "phone2": self.phone(rng),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pubip": ip(rng, private=False),
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9)}.{dom}",
            "town": pick(rng, self.towns),
            "y": y,
            "yy": f"{y % 100:02d}",
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "d2": f"{min(d + 1, 28):02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "mi2": f"{(mi + rng.randint(1, 9)) % 60:02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "n": rng.randint(2, 99),
            "nn": rng.randint(100, 999),
            "store": f"{rng.randint(1, 380):03d}",
            "port": pick(rng, (5432, 3306, 1433, 1521, 50000, 30015, 6379)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "user": "",
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, Fam, dict], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            val = draw(rng, cred, self, s)
            s["cred"] = val
            s["needle"] = val
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["needle"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


# --------------------------------------------------------------------------- credentials


def human(rng: random.Random, f: Fam, s: dict, syms: str = SYMS_HUMAN) -> str:
    """A person-chosen password in one of sixteen habits, from the family's own words."""
    while True:
        w, w2, w3 = rng.sample(f.words, 3)
        pet = pick(rng, f.pets)
        fa = str(s["fa"])
        yr = rng.randint(1968, 2026)
        sym = rng.choice(syms)
        dd, mm = rng.randint(1, 28), rng.randint(1, 12)
        k = rng.randrange(16)
        if k == 0:
            v = f"{w.capitalize()}{rng.randint(2019, 2026)}{sym}"
        elif k == 1:
            v = f"{pet.capitalize()}{yr}"
        elif k == 2:
            v = f"{w.capitalize().translate(LEET)}{sym}{rng.randint(1, 99)}"
        elif k == 3:
            v = f"{fa}{pick(rng, [x for x in f.first_a if x != fa])}{dd:02d}{mm:02d}"
        elif k == 4:
            v = pick(rng, (f"{pick(rng, WALKS)}{w}", f"{w.capitalize()}{pick(rng, WALKS)}"))
        elif k == 5:
            v = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 999)}"
        elif k == 6:
            v = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
        elif k == 7:
            v = f"{w.upper()}{rng.randint(2015, 2026)}"
        elif k == 8:
            v = f"{w.capitalize()}{sym * rng.randint(2, 3)}{rng.randint(1, 9)}"
        elif k == 9:
            v = f"{w}-{w2}-{w3}"
        elif k == 10:
            v = f"{w[::-1]}{rng.randint(10, 99)}"
        elif k == 11:
            v = f"{fa}.{dd:02d}.{mm:02d}.{yr}"
        elif k == 12:
            v = f"{w.capitalize()}{sym}{pet}{rng.randint(1, 99)}"
        elif k == 13:
            v = f"{str(s['org']).capitalize()}{rng.randint(2020, 2026)}{sym}"
        elif k == 14:
            v = f"{w}{str(s['phone'])[-4:]}"
        else:
            v = f"{pet}{sym}{w}{rng.randint(1, 9)}"
        if (
            len(v) >= 8
            and not has_placeholder(v)
            and all(c.isascii() and (c.isalnum() or c in syms) for c in v)
        ):
            return v


def local_pw(rng: random.Random, f: Fam, s: dict) -> str:
    """A password with a word in the local letters (for the escaped / encoded formats)."""
    w = pick(rng, f.local)
    return pick(
        rng,
        (
            f"{w}{rng.randint(2019, 2026)}!",
            f"{w}{pick(rng, f.pets).capitalize()}{rng.randint(1, 99)}",
            f"{pick(rng, f.words).capitalize()}{w}{rng.randint(10, 99)}",
        ),
    )


def draw(rng: random.Random, cred, f: Fam, s: dict) -> str:
    if callable(cred):
        return cred(rng, f, s)
    if cred == "human":
        return human(rng, f, s)
    if cred == "human_x":
        return human(rng, f, s, SYMS_X)
    if cred == "human_u":
        return human(rng, f, s, SYMS_U)
    if cred == "local":
        return local_pw(rng, f, s)
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
    if cred in syms:
        return gen_pw(rng, sym=syms[cred])
    kind, _, arg = cred.partition(":")
    if kind == "hex":
        return hexs(rng, int(arg))
    if kind == "HEX":
        return hexs(rng, int(arg), upper=True)
    if kind == "b64":
        return b64(rng, int(arg))
    if kind == "b64u":
        return b64(rng, int(arg), urlsafe=True, pad=False)
    if kind == "alnum":
        return alnum(rng, int(arg))
    if kind == "uuid":
        return uuid4(rng)
    if kind == "x":
        pre, _, n = arg.rpartition(":")
        return pre + alnum(rng, int(n))
    if kind == "p":
        return prov(rng, arg)
    raise ValueError(cred)


def _mp(rng: random.Random) -> str:
    return (
        f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}-"
        f"{alnum(rng, 9, DIGITS)}"
    )


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "aws_secret": lambda r: alnum(r, 38, ALNUM + "/+") + alnum(r, 2),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "google": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "twilio": lambda r: hexs(r, 32),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "slack_bot": lambda r: f"xoxb-{alnum(r, 12, DIGITS)}-{alnum(r, 13, DIGITS)}-{alnum(r, 24)}",
    "telegram": lambda r: (
        f"{r.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(r, 33, ALNUM + '_-')}"
    ),
    "openai": lambda r: (
        "sk-proj-" + alnum(r, 74, ALNUM + "_-") + "T3BlbkFJ" + alnum(r, 74, ALNUM + "_-")
    ),
    "razorpay_secret": lambda r: alnum(r, 24),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: f"FLWSECK-{hexs(r, 32)}-X",
    "mpesa_passkey": lambda r: hexs(r, 64),
    "omise": lambda r: "skey_5" + alnum(r, 18, LOWER + DIGITS),
    "payjp": lambda r: "sk_live_" + hexs(r, 48),
    "toss": lambda r: "live_sk_" + alnum(r, 28),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "_-"),
    "xendit": lambda r: "xnd_production_" + alnum(r, 64),
    "momo": lambda r: alnum(r, 32),
    "vnpay": lambda r: alnum(r, 32, UPPER + DIGITS),
    "paymongo": lambda r: "sk_live_" + alnum(r, 24),
    "conekta": lambda r: "key_" + alnum(r, 27),
    "openpay": lambda r: "sk_" + hexs(r, 32),
    "mercadopago": _mp,
    "pagarme": lambda r: "sk_" + alnum(r, 32),
    "wechatpay_v3": lambda r: alnum(r, 32),
    "ngenius": lambda r: base64.b64encode(f"{uuid4(r)}:{uuid4(r)}".encode()).decode(),
    "line_secret": lambda r: hexs(r, 32),
    "line_token": lambda r: alnum(r, 171, ALNUM + "+/") + "=",
    "kakao": lambda r: hexs(r, 32),
    "samsara": lambda r: "samsara_api_" + alnum(r, 30),
    "wialon": lambda r: hexs(r, 72),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "odoo": lambda r: hexs(r, 40),
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "dropbox": lambda r: "sl.B" + alnum(r, 135, ALNUM + "-_"),
    "azure_storage": lambda r: b64(r, 64),
    "datadog": lambda r: hexs(r, 32),
    "sentry_key": lambda r: hexs(r, 32),
    "zalo": lambda r: alnum(r, 110, ALNUM + "-_"),
    "alipay_pem": lambda r: rsa_pem(r, 2048, pkcs8=True),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` with valid DER framing."""
    d = rbytes(rng, 32)
    pub = b"\x04" + rbytes(rng, 64)
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, d)
        + _der(0xA0, oid)
        + _der(0xA1, _der(0x03, b"\x00" + pub))
    )
    der = _der(0x30, body)
    s = base64.b64encode(der).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


# --------------------------------------------------------------------------- builders


def ssml(sheet: str, rows: list[list[str]]) -> str:
    """An Excel 2003 SpreadsheetML workbook with one sheet."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?mso-application progid="Excel.Sheet"?>',
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
        f' <Worksheet ss:Name="{xe(sheet)}">',
        "  <Table>",
    ]
    for row in rows:
        cells = "".join(f'<Cell><Data ss:Type="String">{xe(c)}</Data></Cell>' for c in row)
        out.append(f"   <Row>{cells}</Row>")
    out += ["  </Table>", " </Worksheet>", "</Workbook>", ""]
    return "\n".join(out)


def fods(sheet: str, rows: list[list[str]]) -> str:
    """A flat OpenDocument spreadsheet (.fods) with one table."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">',
        " <office:body>",
        "  <office:spreadsheet>",
        f'   <table:table table:name="{xe(sheet)}">',
    ]
    for row in rows:
        cells = "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xe(c)}</text:p>'
            "</table:table-cell>"
            for c in row
        )
        out.append(f"    <table:table-row>{cells}</table:table-row>")
    out += [
        "   </table:table>",
        "  </office:spreadsheet>",
        " </office:body>",
        "</office:document>",
        "",
    ]
    return "\n".join(out)


def sst(strings: list[str]) -> str:
    """An XLSX ``xl/sharedStrings.xml``."""
    items = "".join(f"<si><t>{xe(x)}</t></si>" for x in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
        f' count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


def smsxml(msgs: list[tuple[str, int, str, str]]) -> str:
    """An Android "SMS Backup & Restore" XML: (address, type 1 in / 2 out, date ms, body)."""
    out = [
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
        f'<smses count="{len(msgs)}" backup_set="{len(msgs)}">',
    ]
    for addr, typ, date, body in msgs:
        out.append(
            f'  <sms protocol="0" address="{xe(addr)}" date="{date}" type="{typ}" subject="null"'
            f' body="{xe(body)}" toa="null" sc_toa="null" service_center="null" read="1"'
            ' status="-1" locked="0" />'
        )
    out += ["</smses>", ""]
    return "\n".join(out)


# --------------------------------------------------------------------------- encoders / decoders


def after(text: str, label: str, stop: str = r"\s") -> str:
    """The token after ``label`` up to the first ``stop`` character."""
    m = re.search(re.escape(label) + r"(.+?)(?:" + stop + r"|$)", text, re.M)
    if not m:
        raise ValueError(f"label {label!r} not found")
    return m.group(1)


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(token: str) -> str:
    return base64.b64decode(token).decode().split(":", 1)[1]


def dec_b64(token: str) -> str:
    return base64.b64decode(token).decode()


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def dec_qp(token: str) -> str:
    return quopri.decodestring(token.encode()).decode()


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url(token: str) -> str:
    return urllib.parse.unquote(token)


def enc_html(s: str) -> str:
    return html.escape(s, quote=True)


def dec_html(token: str) -> str:
    return html.unescape(token)


def xml_text(text: str, tag: str) -> str:
    node = ET.fromstring(text.encode()).find(f".//{tag}")
    if node is None or node.text is None:
        raise ValueError(tag)
    return node.text


# --------------------------------------------------------------------------- decoys


def regd(
    f: Fam, path: str, template: str | Callable[[dict], str], why: str, syntax: str | None = None
) -> None:
    """Register a decoy: a file drawn with the family's slots that holds no live credential."""

    def fn(rng: random.Random) -> DOut:
        s = f.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- the families

POL = Fam(
    "zaplecze_supermarket_polska",
    ("koszykowo", "mlynkowo", "zielonykosz"),
    "pl",
    ("Agnieszka", "Tomasz", "Małgorzata", "Paweł", "Katarzyna", "Grzegorz", "Joanna", "Łukasz"),
    (
        "Nowak",
        "Wiśniewski",
        "Wójcik",
        "Kamińska",
        "Lewandowski",
        "Zielińska",
        "Szymański",
        "Dąbrowska",
    ),
    ("agnieszka", "tomasz", "malgorzata", "pawel", "katarzyna", "grzegorz", "joanna", "lukasz"),
    (
        "nowak",
        "wisniewski",
        "wojcik",
        "kaminska",
        "lewandowski",
        "zielinska",
        "szymanski",
        "dabrowska",
    ),
    (
        "kapusta",
        "pierogi",
        "bursztyn",
        "mazury",
        "kasztan",
        "legia",
        "wisla",
        "tatry",
        "jagoda",
        "grzybek",
        "sloneczko",
        "kielbasa",
        "majowka",
        "lech",
    ),
    ("burek", "reksio", "mruczek", "puszek", "kicia", "azor"),
    "+48",
    ("Poznań", "Łódź", "Wrocław", "Lublin", "Gdańsk"),
    local=("Żubr", "Łąka", "Jeżyk", "Wiśnia", "Słońce", "Żabcia"),
)

MEX = Fam(
    "mayoreo_cashcarry_mexico",
    ("abarrotesduna", "mayoreosol", "centralbodega"),
    "com.mx",
    (
        "Guadalupe",
        "José Luis",
        "María Fernanda",
        "Alejandro",
        "Rocío",
        "Juan Carlos",
        "Verónica",
        "Ramón",
    ),
    ("Hernández", "García", "Martínez", "López", "González", "Ramírez", "Sánchez", "Cruz"),
    ("guadalupe", "joseluis", "mariafer", "alejandro", "rocio", "juancarlos", "veronica", "ramon"),
    ("hernandez", "garcia", "martinez", "lopez", "gonzalez", "ramirez", "sanchez", "cruz"),
    (
        "aguacate",
        "nopal",
        "tamales",
        "chivas",
        "americas",
        "tequila",
        "jalisco",
        "mole",
        "pozole",
        "mariachi",
        "abarrotes",
        "bodega",
        "frijol",
        "guadalajara",
    ),
    ("firulais", "manchas", "canelo", "chispa", "pelusa", "rocky"),
    "+52",
    ("Guadalajara", "Monterrey", "Puebla", "León", "Toluca"),
    local=("Piñata", "Señor", "Año", "Niño", "Pequeño", "Campeón"),
)

DEU = Fam(
    "verteilzentrum_regional_de",
    ("lagerkranich", "nordlogistik", "rheinverteil"),
    "de",
    ("Jürgen", "Sabine", "Stefan", "Anja", "Mehmet", "Katrin", "Dirk", "Birgit"),
    ("Müller", "Schmidt", "Schröder", "Becker", "Yılmaz", "Hoffmann", "Krüger", "Wagner"),
    ("juergen", "sabine", "stefan", "anja", "mehmet", "katrin", "dirk", "birgit"),
    ("mueller", "schmidt", "schroeder", "becker", "yilmaz", "hoffmann", "krueger", "wagner"),
    (
        "gabelstapler",
        "palette",
        "schalke",
        "borussia",
        "lagerhalle",
        "kommission",
        "feierabend",
        "brezel",
        "hafen",
        "sonnenschein",
        "nordsee",
        "adler",
        "currywurst",
        "rampe",
    ),
    ("bello", "rex", "mieze", "felix", "luna", "nala"),
    "+49",
    ("Hamm", "Dortmund", "Kassel", "Bielefeld", "Erfurt"),
    local=("Grüße", "Bär", "Schlüssel", "Möwe", "Straße", "Kühlhaus"),
)

KOR = Fam(
    "naengdong_frozen_korea",
    ("bingsanmaru", "hanbitfood", "seorimul"),
    "co.kr",
    ("민준", "서연", "지훈", "수빈", "현우", "지영", "성호", "은지"),
    ("김", "이", "박", "최", "정", "강", "조", "윤"),
    ("minjun", "seoyeon", "jihoon", "subin", "hyunwoo", "jiyoung", "sungho", "eunji"),
    ("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"),
    (
        "saranghae",
        "kimchi",
        "hangang",
        "busan",
        "naengdong",
        "doenjang",
        "haneul",
        "gangnam",
        "mandu",
        "bibimbap",
        "tteokbokki",
        "sinchon",
        "bingsu",
        "eoreum",
    ),
    ("choco", "kongi", "dubu", "bori", "happy", "mongi"),
    "+82",
    ("인천", "평택", "이천", "용인", "김포"),
    order="east",
)

IND = Fam(
    "sabzi_mandi_arhtiya",
    ("sabzibagh", "azadpurtraders", "harimandi"),
    "in",
    ("राजेश", "सुनीता", "अमित", "पूजा", "विकास", "अनीता", "सुरेश", "कविता"),
    ("शर्मा", "गुप्ता", "यादव", "सिंह", "अग्रवाल", "वर्मा", "चौहान", "जैन"),
    ("rajesh", "sunita", "amit", "pooja", "vikas", "anita", "suresh", "kavita"),
    ("sharma", "gupta", "yadav", "singh", "agarwal", "verma", "chauhan", "jain"),
    (
        "tamatar",
        "pyaaz",
        "aloo",
        "bhindi",
        "jaimatadi",
        "shivshakti",
        "ganesh",
        "hanuman",
        "krishna",
        "sabzi",
        "kisan",
        "dilli",
        "azadpur",
        "radhe",
    ),
    ("tommy", "moti", "sheru", "kalu", "bholu", "tiger"),
    "+91",
    ("आज़ादपुर", "ग़ाज़ीपुर", "ओखला", "नरेला", "केशोपुर"),
)

NGA = Fam(
    "beverage_depot_lagos",
    ("ogunbev", "ekodrinks", "ajaodepot"),
    "com.ng",
    ("Adebayo", "Chiamaka", "Emeka", "Funmilayo", "Ibrahim", "Ngozi", "Tunde", "Aisha"),
    ("Okafor", "Adeyemi", "Balogun", "Eze", "Nwosu", "Bello", "Oladipo", "Musa"),
    ("adebayo", "chiamaka", "emeka", "funmilayo", "ibrahim", "ngozi", "tunde", "aisha"),
    ("okafor", "adeyemi", "balogun", "eze", "nwosu", "bello", "oladipo", "musa"),
    (
        "naija",
        "jollof",
        "suya",
        "ekoakete",
        "ikeja",
        "surulere",
        "alaba",
        "chelsea",
        "arsenal",
        "zobo",
        "palmwine",
        "chapman",
        "agege",
        "oluwa",
    ),
    ("bingo", "jack", "bobby", "snoopy", "lucky", "spike"),
    "+234",
    ("Ikeja", "Apapa", "Oshodi", "Lekki", "Agege"),
)

THA = Fam(
    "khaosan_rice_wholesale_thai",
    ("khaokhong", "ruangkhao", "siamgrain"),
    "co.th",
    ("สมชาย", "สุภาพร", "วิชัย", "นภา", "ประเสริฐ", "กาญจนา", "ธนพล", "อรุณี"),
    ("ศรีสุข", "วงศ์ไทย", "แก้วมณี", "ทองดี", "สุขสวัสดิ์", "บุญมา", "จันทร์เพ็ญ", "รุ่งเรือง"),
    ("somchai", "supaporn", "wichai", "napa", "prasert", "kanchana", "thanapon", "arunee"),
    ("srisuk", "wongthai", "kaewmanee", "thongdee", "suksawat", "boonma", "chanpen", "rungruang"),
    (
        "khaohom",
        "hommali",
        "suphan",
        "chainat",
        "ayutthaya",
        "chokdee",
        "sabai",
        "nakhon",
        "ruay",
        "mangkorn",
        "thongkham",
        "khaosan",
        "phanmai",
        "saengthong",
    ),
    ("mali", "khaotom", "namtan", "lucky", "mochi", "kaopan"),
    "+66",
    ("สุพรรณบุรี", "ชัยนาท", "อยุธยา", "นครสวรรค์", "พิษณุโลก"),
)

JPN = Fam(
    "konbini_franchisee_japan",
    ("hoshimiyado", "sakuramachi", "kiboshop"),
    "co.jp",
    ("健太", "美咲", "大輔", "由美", "翔太", "恵子", "拓也", "陽子"),
    ("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"),
    ("kenta", "misaki", "daisuke", "yumi", "shota", "keiko", "takuya", "yoko"),
    ("sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura"),
    (
        "sakura",
        "onigiri",
        "bento",
        "tsukimi",
        "hanabi",
        "fujisan",
        "yokohama",
        "hanshin",
        "tigers",
        "oden",
        "hoshizora",
        "natsumatsuri",
        "karaage",
        "nikuman",
    ),
    ("pochi", "tama", "momo", "hachi", "kuro", "maru"),
    "+81",
    ("船橋", "川口", "八王子", "町田", "藤沢"),
    order="east",
)

BRA = Fam(
    "atacado_bakery_supply_brasil",
    ("padariaforte", "trigobom", "farinhaouro"),
    "com.br",
    ("João", "Ana Paula", "Luiz", "Fernanda", "Márcio", "Cláudia", "Rogério", "Patrícia"),
    ("Silva", "Souza", "Oliveira", "Pereira", "Lima", "Ferreira", "Costa", "Rodrigues"),
    ("joao", "anapaula", "luiz", "fernanda", "marcio", "claudia", "rogerio", "patricia"),
    ("silva", "souza", "oliveira", "pereira", "lima", "ferreira", "costa", "rodrigues"),
    (
        "fermento",
        "farinha",
        "paodequeijo",
        "brigadeiro",
        "corinthians",
        "palmeiras",
        "flamengo",
        "saudade",
        "mineiro",
        "trigo",
        "coxinha",
        "goiabada",
        "timao",
        "vovo",
    ),
    ("thor", "pipoca", "mel", "bidu", "pretinha", "fred"),
    "+55",
    ("Campinas", "Guarulhos", "Osasco", "Santo André", "Sorocaba"),
    local=("Pão", "Coração", "Açúcar", "Limão", "Feijão", "Padoca"),
)

IDN = Fam(
    "kanvas_fmcg_salesreps_indo",
    ("kanvasjaya", "sumbermakmur", "majubersama"),
    "co.id",
    ("Budi", "Siti", "Agus", "Dewi", "Rizky", "Wulan", "Eko", "Fitri"),
    ("Santoso", "Wijaya", "Saputra", "Lestari", "Hidayat", "Kurniawan", "Pratama", "Nugroho"),
    ("budi", "siti", "agus", "dewi", "rizky", "wulan", "eko", "fitri"),
    ("santoso", "wijaya", "saputra", "lestari", "hidayat", "kurniawan", "pratama", "nugroho"),
    (
        "indomie",
        "sambal",
        "rendang",
        "persija",
        "persib",
        "merdeka",
        "jaya",
        "makmur",
        "bersama",
        "sukses",
        "rezeki",
        "bismillah",
        "kopi",
        "nasigoreng",
    ),
    ("mpus", "belang", "kitty", "oyen", "mochi", "blacky"),
    "+62",
    ("Bekasi", "Tangerang", "Bogor", "Depok", "Cikarang"),
)

KEN = Fam(
    "coldchain_lori_dispatch_kenya",
    ("baridilori", "safirikold", "mombasafresh"),
    "co.ke",
    ("Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Kiprotich", "Mwangi", "Akinyi"),
    ("Mutua", "Odhiambo", "Kariuki", "Wafula", "Chege", "Kipchumba", "Ndungu", "Omondi"),
    ("wanjiru", "otieno", "achieng", "kamau", "njeri", "kiprotich", "mwangi", "akinyi"),
    ("mutua", "odhiambo", "kariuki", "wafula", "chege", "kipchumba", "ndungu", "omondi"),
    (
        "jambo",
        "harambee",
        "simba",
        "tusker",
        "gormahia",
        "nairobi",
        "mombasa",
        "ugali",
        "baridi",
        "safari",
        "haraka",
        "matatu",
        "kilimanjaro",
        "nyama",
    ),
    ("simba", "bosco", "jimmy", "rex", "tiger", "snowy"),
    "+254",
    ("Mlolongo", "Athi River", "Thika", "Nakuru", "Mombasa"),
)

ARE = Fam(
    "halal_meat_import_uae",
    ("wahahalal", "barakameat", "sahrafoods"),
    "ae",
    ("محمد", "فاطمة", "عبدالله", "مريم", "خالد", "نورة", "يوسف", "سارة"),
    ("الحمادي", "المنصوري", "الكعبي", "النعيمي", "الشامسي", "الزعابي", "الهاشمي", "البلوشي"),
    ("mohammed", "fatima", "abdullah", "maryam", "khalid", "noura", "yousef", "sara"),
    (
        "alhammadi",
        "almansoori",
        "alkaabi",
        "alnuaimi",
        "alshamsi",
        "alzaabi",
        "alhashimi",
        "albalushi",
    ),
    (
        "falcon",
        "sahara",
        "khaleej",
        "barakah",
        "dubai",
        "sharjah",
        "jebelali",
        "alain",
        "ghaf",
        "noor",
        "majlis",
        "karama",
        "dhabi",
        "zaatar",
    ),
    ("lulu", "simba", "zaytoon", "qamar", "sukkar", "mishmish"),
    "+971",
    ("جبل علي", "الشارقة", "عجمان", "أبوظبي", "العين"),
)

VNM = Fam(
    "darkstore_grocery_saigon",
    ("chobachkhoa", "xanhtuoi", "giaonhanh"),
    "vn",
    ("Minh", "Thảo", "Tuấn", "Lan", "Hùng", "Ngọc", "Dũng", "Hương"),
    (
        "Nguyễn Văn",
        "Trần Thị",
        "Lê Hoàng",
        "Phạm Thị",
        "Hoàng Văn",
        "Võ Thị",
        "Đặng Quốc",
        "Bùi Thị",
    ),
    ("minh", "thao", "tuan", "lan", "hung", "ngoc", "dung", "huong"),
    ("nguyen", "tran", "le", "pham", "hoang", "vo", "dang", "bui"),
    (
        "saigon",
        "hanoi",
        "phobo",
        "caphe",
        "banhmi",
        "hoasen",
        "mientay",
        "thuduc",
        "benthanh",
        "dalat",
        "sapa",
        "tetnguyen",
        "maivang",
        "saurieng",
    ),
    ("milu", "vang", "mic", "bong", "mina", "kiki"),
    "+84",
    ("Thủ Đức", "Bình Thạnh", "Gò Vấp", "Quận 7", "Tân Bình"),
    order="east_sp",
    local=("Sàigòn", "Phởbò", "Càphê", "Hoàsen", "Đàlạt", "Bếnthành"),
)

PHL = Fam(
    "pricecheck_merchandising_manila",
    ("taripasyo", "presyotama", "bantaypresyo"),
    "com.ph",
    ("Maricel", "Jomar", "Rowena", "Jerome", "Kristine", "Rodel", "Analyn", "Mark Anthony"),
    ("Dela Cruz", "Reyes", "Santos", "Bautista", "Villanueva", "Mendoza", "Garcia", "Aquino"),
    ("maricel", "jomar", "rowena", "jerome", "kristine", "rodel", "analyn", "markanthony"),
    ("delacruz", "reyes", "santos", "bautista", "villanueva", "mendoza", "garcia", "aquino"),
    (
        "mahalkita",
        "ginebra",
        "pacquiao",
        "adobo",
        "sinigang",
        "mabuhay",
        "kalamansi",
        "lechon",
        "bayanihan",
        "tondo",
        "quiapo",
        "sampaguita",
        "pinoy",
        "halohalo",
    ),
    ("bantay", "brownie", "chuchu", "bruno", "whitey", "cookie"),
    "+63",
    ("Quezon City", "Pasig", "Caloocan", "Marikina", "Las Piñas"),
)

FJI = Fam(
    "pallet_rental_depot_fiji",
    ("vakapalleti", "drauniu", "suvadepot"),
    "com.fj",
    ("Sereana", "Josefa", "Litia", "Viliame", "Mereani", "Ravinesh", "Salote", "Shalini"),
    ("Naivalu", "Ratuva", "Waqa", "Delana", "Kumar", "Prasad", "Tabua", "Vunibaka"),
    ("sereana", "josefa", "litia", "viliame", "mereani", "ravinesh", "salote", "shalini"),
    ("naivalu", "ratuva", "waqa", "delana", "kumar", "prasad", "tabua", "vunibaka"),
    (
        "bula",
        "vinaka",
        "kava",
        "yaqona",
        "drua",
        "lovo",
        "suva",
        "lautoka",
        "nadi",
        "sigatoka",
        "flyingfijians",
        "tanoa",
        "masi",
        "kaivata",
    ),
    ("rocky", "bula", "lucky", "blackie", "bobo", "tiger"),
    "+679",
    ("Suva", "Lautoka", "Nadi", "Nausori", "Labasa"),
)

CHN = Fam(
    "huishou_returns_recycling_china",
    ("huanxinhui", "lvhuanbao", "xunhuanjia"),
    "cn",
    ("伟", "静", "磊", "婷", "强", "丽", "军", "敏"),
    ("王", "李", "张", "刘", "陈", "杨", "赵", "黄"),
    ("wei", "jing", "lei", "ting", "qiang", "li", "jun", "min"),
    ("wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang"),
    (
        "woaini",
        "huishou",
        "fadacai",
        "hangzhou",
        "xihu",
        "longteng",
        "wanshi",
        "ruyi",
        "jixiang",
        "pingan",
        "shunli",
        "xingfu",
        "dongfang",
        "huanbao",
    ),
    ("doudou", "wangcai", "huahua", "xiaobai", "mimi", "qiuqiu"),
    "+86",
    ("杭州", "义乌", "宁波", "苏州", "嘉兴"),
    order="east",
)
