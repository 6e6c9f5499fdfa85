"""Helpers shared by the seventy-ninth corpus's format and decoy files: a family's own words
(organisation names, country domain, local first and last names in their own script with
ASCII forms for logins, password words, pet names, phone prefix), a human-password drawer with
many habits, per-syntax generated passwords, provider key shapes, and encoders / decoders.
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

from seventyninth_corpus import (
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
    pem,
    pick,
    pkcs8_wrap,
    rsa_der,
    rsa_pem,
    uuid4,
)

Slots = dict[str, str]
Cred = str | Callable[[random.Random, Slots], str]
Template = str | Callable[[Slots], str]

KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "poiuy", "123qwe")
HUMAN_SYM = "!@#*._-+?%"
HUMAN_X_SYM = "@*._-+"


@dataclass(frozen=True)
class Fam:
    """One family: a kind of business in one country."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII form)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # the words local people build passwords from (ASCII)
    pets: tuple[str, ...]
    cc: str  # phone prefix

    # ------------------------------------------------------------------- slots

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        (f1, fa), (l1, la) = pick(rng, self.first), pick(rng, self.last)
        (f2, fa2), (l2, la2) = pick(rng, self.first), pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        year = rng.randint(2023, 2026)
        mon = rng.randint(1, 12)
        day = rng.randint(1, 28)
        hh, mi, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", f"{fa}_{la}", fa))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "tld": self.tld,
            "first": f1,
            "last": l1,
            "name": f"{f1} {l1}",
            "fa": fa,
            "la": la,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "first2": f2,
            "last2": l2,
            "name2": f"{f2} {l2}",
            "fa2": fa2,
            "la2": la2,
            "fac2": fa2.capitalize(),
            "login": login.lower(),
            "login2": f"{fa2}.{la2}".lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": f"{self.cc}{rng.randint(700, 999)}{rng.randint(1000000, 9999999)}",
            "phone2": f"{self.cc}{rng.randint(700, 999)}{rng.randint(1000000, 9999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, private=False),
            "host": f"{pick(rng, ('app', 'wms', 'tms', 'erp', 'db', 'sftp', 'ops'))}.{dom}",
            "yr": str(year),
            "mon": f"{mon:02d}",
            "day": f"{day:02d}",
            "d": str(day),
            "m": str(mon),
            "yy": f"{year % 100:02d}",
            "hh": f"{hh:02d}",
            "h12": str((hh - 1) % 12 + 1),
            "ampm": "AM" if hh < 12 else "PM",
            "mi": f"{mi:02d}",
            "ss": f"{ss:02d}",
            "hh2": f"{min(hh + 1, 23):02d}",
            "mi2": f"{min(mi + 7, 59):02d}",
            "iso": f"{year}-{mon:02d}-{day:02d}",
            "dmy": f"{day:02d}/{mon:02d}/{year}",
            "dmyd": f"{day:02d}.{mon:02d}.{year}",
            "ts": str(rng.randint(1_735_000_000, 1_790_000_000)),
            "n": str(rng.randint(2, 99)),
            "n3": str(rng.randint(100, 999)),
            "n4": str(rng.randint(1000, 9999)),
            "n6": str(rng.randint(100000, 999999)),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex40": hexs(rng, 40),
            "hex32": hexs(rng, 32),
            "hex64": hexs(rng, 64),
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
        }

    # ------------------------------------------------------------------- passwords

    def human(self, rng: random.Random, syms: str = HUMAN_SYM) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        while True:
            w1, w2, w3 = rng.sample(self.words, 3)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            org = pick(rng, self.orgs)
            s = rng.choice(syms)
            yr = rng.randint(1975, 2026)
            yy = f"{yr % 100:02d}"
            form = rng.randrange(16)
            if form == 0:
                pw = f"{w1.capitalize()}{yr}{s}"
            elif form == 1:
                pw = f"{w1}{w2.capitalize()}{rng.randint(1, 99)}"
            elif form == 2:
                pw = f"{pet.capitalize()}{yy}{s}"
            elif form == 3:
                leet = str.maketrans(
                    {"a": "@" if "@" in syms else "4", "e": "3", "i": "1", "o": "0"}
                )
                pw = f"{w1.capitalize().translate(leet)}{w2.translate(leet)}{rng.randint(1, 99)}"
            elif form == 4:
                pw = f"{fa.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
            elif form == 5:
                pw = f"{pick(rng, KEYWALKS)}{w1.capitalize()}"
            elif form == 6:
                pw = f"{w1.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
            elif form == 7:
                pw = f"{w1.upper()}{yr}"
            elif form == 8:
                pw = f"{w1}{s * 2}{yr}"
            elif form == 9:
                sep = "-" if "-" in syms else "."
                pw = f"{w1}{sep}{w2}{sep}{w3}"
            elif form == 10:
                pw = f"{w1[::-1]}{yr}"
            elif form == 11:
                pw = f"{fa.capitalize()}.{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{yr}"
            elif form == 12:
                pw = f"{w1.capitalize()}{s}{pet.capitalize()}{rng.randint(1, 99)}"
            elif form == 13:
                pw = f"{w1.capitalize()}{rng.randint(700, 999)}{rng.randint(1000, 9999)}"
            elif form == 14:
                pw = f"{org.capitalize()}{yr}{s}"
            else:
                pw = f"{w1.capitalize()}123{s}"
            if len(pw) >= 8 and all(c.isalnum() or c in syms for c in pw):
                return pw

    def human_x(self, rng: random.Random) -> str:
        """A person-chosen password without characters markup, shells or configs escape."""
        return self.human(rng, HUMAN_X_SYM)

    def cred(self, rng: random.Random, kind: Cred, slots: Slots) -> str:
        if callable(kind):
            return kind(rng, slots)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human_x(rng)
        if kind == "uuid":
            return uuid4(rng)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
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
        if head == "alnum":
            return alnum(rng, int(rest))
        if head == "x":
            prefix, _, n = rest.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        raise ValueError(f"unknown credential kind {kind}")

    # ------------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: Cred = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: the credential ``<<cred>>`` drawn by ``cred``, ``extra`` adds
        slots (and may set ``needle``), the text from a ``fill`` template or a callable."""

        def draw(rng: random.Random) -> Out:
            slots = self.common(rng)
            slots["cred"] = self.cred(rng, cred, slots)
            if extra is not None:
                slots.update(extra(rng, slots))
            text = template(slots) if callable(template) else fill(template, **slots)
            path = fill(pick(rng, paths), **slots)
            return Out(path, text, slots.get("needle", slots["cred"]), syntax)

        fmt(self.name, name, decode)(draw)

    def regd(self, path: str, template: Template, why: str, syntax: str | None = None) -> None:
        """Register a decoy from a ``fill`` template over the common slots."""

        def draw(rng: random.Random) -> DOut:
            slots = self.common(rng)
            slots["k"] = hexs(rng, 64)
            text = template(slots) if callable(template) else fill(template, **slots)
            return DOut(fill(path, **slots), text, why, syntax)

        decoy(draw)


# --------------------------------------------------------------------------- providers


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    az = ALNUM
    if p == "paystack":
        return "sk_live_" + hexs(rng, 40)
    if p == "flutterwave":
        return f"FLWSECK-{hexs(rng, 32)}-X"
    if p == "midtrans":
        return "Mid-server-" + alnum(rng, 24, az + "-_")
    if p == "xendit":
        return "xnd_production_" + alnum(rng, 60, az + "_")
    if p == "mercadopago":
        return (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        )
    if p == "razorpay":
        return alnum(rng, 24)
    if p == "square":
        return "EAAA" + alnum(rng, 60, az + "-_")
    if p == "aws_secret":
        return alnum(rng, 40, az + "/+")
    if p == "aws_id":
        return "AKIA" + alnum(rng, 16, UPPER + "234567")
    if p == "google":
        return "AIza" + alnum(rng, 35, az + "-_")
    if p == "culqi":
        return "sk_live_" + alnum(rng, 16)
    if p == "toss":
        return "live_sk_" + alnum(rng, 20)
    if p == "naver_commerce":
        return "$2a$04$" + alnum(rng, 22, az + "./")
    if p == "paytabs":
        up = UPPER + DIGITS
        return f"S{alnum(rng, 9, up)}-{alnum(rng, 10, up)}-{alnum(rng, 10, up)}"
    if p == "dingtalk":
        return "SEC" + hexs(rng, 64)
    if p == "telegram_bot":
        return f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(rng, 33, az + '-_')}"
    if p == "sendgrid":
        return f"SG.{alnum(rng, 22, az + '-_')}.{alnum(rng, 43, az + '-_')}"
    if p == "influx":
        return alnum(rng, 86, az + "-_") + "=="
    if p == "wialon":
        return hexs(rng, 72)
    if p == "asaas":
        inner = f"{hexs(rng, 32)}::{uuid4(rng)}::$aach_{uuid4(rng)}"
        return "$aact_prod_000" + base64.b64encode(inner.encode()).decode().rstrip("=")
    if p == "twilio":
        return hexs(rng, 32)
    if p == "shopify":
        return "shpat_" + hexs(rng, 32)
    if p == "momo":
        return hexs(rng, 32)
    if p == "openai":
        return f"sk-proj-{alnum(rng, 74, az + '-_')}T3BlbkFJ{alnum(rng, 74, az + '-_')}"
    raise ValueError(p)


def jwt_token(rng: random.Random, iss: str, sub: str, alg: str = "RS256") -> str:
    now = rng.randint(1_735_000_000, 1_780_000_000)
    return jwt(rng, {"iss": iss, "sub": sub, "iat": now, "exp": now + 31_536_000}, alg=alg)


def pkcs8_b64(rng: random.Random) -> str:
    """A bare base64 PKCS#8 RSA key body (no PEM armour, one line), as SDKs paste it."""
    return base64.b64encode(pkcs8_wrap(rsa_der(rng))).decode()


def pem8(rng: random.Random) -> str:
    return pem(pkcs8_wrap(rsa_der(rng)), "PRIVATE KEY")


# --------------------------------------------------------------------------- encoders


def must(s: str, chars: str, rng: random.Random) -> str:
    """Put one of ``chars`` into ``s`` (after its first character) if it has none."""
    if any(c in chars for c in s):
        return s
    i = rng.randrange(1, len(s))
    return s[:i] + rng.choice(chars) + s[i:]


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def after(text: str, label: str, stop: str = "\n") -> str:
    i = text.index(label) + len(label)
    j = text.find(stop, i)
    return text[i : j if j >= 0 else None].strip()


def dec_html_cell(text: str, cls: str) -> str:
    m = re.search(rf'<td class="{cls}">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


# --------------------------------------------------------------------------- documents


def csv_row(*cells: str, sep: str = ",") -> str:
    out = []
    for c in cells:
        if sep in c or '"' in c:
            c = '"' + c.replace('"', '""') + '"'
        out.append(c)
    return sep.join(out)


def xlsx_shared_strings(strings: list[str]) -> str:
    items = "".join(f"<si><t>{html.escape(s, quote=False)}</t></si>" for s in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


def spreadsheetml(sheet: str, rows: list[list[str]]) -> str:
    body = "\n".join(
        "   <Row>"
        + "".join(
            f'<Cell><Data ss:Type="String">{html.escape(c, quote=False)}</Data></Cell>' for c in r
        )
        + "</Row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{html.escape(sheet)}">\n  <Table>\n{body}\n  </Table>\n'
        " </Worksheet>\n</Workbook>\n"
    )


def flat_ods(sheet: str, rows: list[list[str]]) -> str:
    body = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{html.escape(c, quote=False)}'
            "</text:p></table:table-cell>"
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f'   <table:table table:name="{html.escape(sheet)}">\n'
        f"{body}\n   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def sms_backup(rows: list[tuple[str, str, int]], contact: str) -> str:
    """An SMS Backup & Restore XML: rows of (address, body, type 1=received 2=sent)."""
    smses = "\n".join(
        f'  <sms protocol="0" address="{html.escape(a)}" date="{1_740_000_000_000 + i * 97_000}" '
        f'type="{t}" subject="null" body="{html.escape(b)}" toa="null" sc_toa="null" '
        f'service_center="null" read="1" status="-1" locked="0" readable_date="" '
        f'contact_name="{html.escape(contact)}" />'
        for i, (a, b, t) in enumerate(rows)
    )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{len(rows)}">\n{smses}\n</smses>\n'
    )


def jdump(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "after",
    "alnum",
    "b64",
    "csv_row",
    "dec_basic",
    "dec_html_cell",
    "enc_basic",
    "enc_qp",
    "enc_url",
    "flat_ods",
    "gen_pw",
    "hexs",
    "jdump",
    "jwt_token",
    "must",
    "pem8",
    "pick",
    "pkcs8_b64",
    "prov",
    "rsa_pem",
    "sms_backup",
    "spreadsheetml",
    "uuid4",
    "xlsx_shared_strings",
]
