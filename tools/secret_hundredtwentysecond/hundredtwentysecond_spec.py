"""Helpers shared by the hundred-and-twenty-second corpus's format and decoy files.

``Fam`` holds one family's own world (organisation names, country domain, local first and last
names in their own script with ASCII forms for logins, the words people there build passwords
from, pet names, phone prefix); ``Fam.reg`` registers a format from a ``fill`` template (or a
callable ``slots -> text``) with the credential ``<<cred>>`` drawn by a named kind; ``regd``
registers a decoy. Encoders / decoders for the encoded formats sit at the end.
"""

from __future__ import annotations

import base64
import html
import json
import quopri
import random
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from hundredtwentysecond_corpus import (
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
    uuid4,
)

__all__ = [
    "Fam",
    "after",
    "dec_b64",
    "dec_basic",
    "dec_html",
    "dec_json_u",
    "dec_qp",
    "dec_url",
    "dec_xml_attr",
    "enc_b64",
    "enc_html",
    "enc_json_u",
    "enc_qp",
    "enc_url",
    "enc_xml",
    "fods",
    "ipynb",
    "prov",
    "regd",
    "shared_strings",
    "sms_backup",
    "spreadsheetml",
    "telegram_json",
]

HOSTS = ("srv", "app", "erp", "db", "portal", "nas")
KEYWALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcv", "qazwsx", "123qwe", "1q2w3e", "poiu")
HUMAN_SYM = "!@#$%&*?-_."
SAFE_SYM = "-_.@#*+"


def _leet(word: str) -> str:
    table = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}
    return "".join(table.get(c, c) if i % 2 == 0 else c for i, c in enumerate(word))


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]  # ASCII slugs (domains, logins)
    names: tuple[str, ...]  # display names, in the local language / script
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # password words, as people there type them
    pets: tuple[str, ...]
    cc: str  # phone prefix
    places: tuple[str, ...] = ()

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        sym = SAFE_SYM if safe else HUMAN_SYM
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            fa = pick(rng, self.first)[1]
            pet = pick(rng, self.pets)
            y = rng.randint(1968, 2026)
            h = rng.randrange(16)
            if h == 0:
                s = f"{w.capitalize()}{y}{rng.choice(sym)}"
            elif h == 1:
                s = f"{pet}{y % 100:02d}{rng.choice(sym)}"
            elif h == 2:
                s = f"{_leet(w).capitalize()}{rng.randint(1, 99)}"
            elif h == 3:
                fb = pick(rng, self.first)[1]
                dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
                s = f"{fa.capitalize()}{fb.capitalize()}{dm}"
            elif h == 4:
                s = f"{pick(rng, KEYWALKS)}{w.capitalize()}"
            elif h == 5:
                s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
            elif h == 6:
                s = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 7:
                s = f"{w.upper()}{y}"
            elif h == 8:
                s = f"{w.capitalize()}{rng.randint(1, 99)}{rng.choice(sym) * 2}"
            elif h == 9:
                s = "-".join(rng.sample(self.words, 3))
            elif h == 10:
                s = f"{w[::-1].capitalize()}{rng.randint(10, 99)}"
            elif h == 11:
                s = f"{fa}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
            elif h == 12:
                s = f"{w.capitalize()}{rng.choice(sym)}{pet}{rng.randint(1, 99)}"
            elif h == 13:
                tail = rng.choice(("123", "2024", "2025", "@1", "#1"))
                s = f"{pick(rng, self.orgs).capitalize()}{tail}"
            elif h == 14:
                s = f"{w}{w2}{rng.randint(1, 9)}{rng.choice(sym)}"
            else:
                s = f"{pet.capitalize()}{rng.choice(sym)}{w}{y}"
            if len(s) >= 8 and s[0].isalnum() and " " not in s:
                return s

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        i = rng.randrange(len(self.orgs))
        org = self.orgs[i]
        f, fa = pick(rng, self.first)
        last, la = pick(rng, self.last)
        f2, fa2 = pick(rng, self.first)
        last2, la2 = pick(rng, self.last)
        dom = f"{org}.{self.tld}"
        user = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}"))
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(5, 21)
        mm = rng.randint(0, 59)
        return {
            "org": org,
            "orgname": self.names[i % len(self.names)],
            "dom": dom,
            "host": f"{pick(rng, HOSTS)}{rng.randint(1, 9):02d}.{dom}",
            "ip": ip(rng),
            "ip2": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
            "first": f,
            "last": last,
            "fa": fa,
            "la": la,
            "first2": f2,
            "last2": last2,
            "fa2": fa2,
            "la2": la2,
            "user": user.lower(),
            "user2": f"{fa2}.{la2}".lower(),
            "email": f"{fa}.{la}@{dom}".lower(),
            "email2": f"{fa2}.{la2}@{dom}".lower(),
            "phone": f"{self.cc}{rng.randint(10, 99)}{rng.randint(1000000, 9999999)}",
            "phone2": f"{self.cc}{rng.randint(10, 99)}{rng.randint(1000000, 9999999)}",
            "y": y,
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dotdate": f"{d:02d}.{mo:02d}.{y}",
            "time": f"{hh:02d}:{mm:02d}",
            "ts": f"{y}-{mo:02d}-{d:02d}T{hh:02d}:{mm:02d}:{rng.randint(0, 59):02d}",
            "stamp": f"{y}{mo:02d}{d:02d}",
            "n": rng.randint(2, 98),
            "n3": rng.randint(100, 999),
            "n4": rng.randint(1000, 9999),
            "id": rng.randint(100000, 999999999),
            "hex8": hexs(rng, 8),
            "uid": uuid4(rng),
            "pet": pick(rng, self.pets),
            "place": pick(rng, self.places) if self.places else org,
            "word": pick(rng, self.words),
            "login": f"{fa}{rng.randint(1, 99)}".lower(),
        }

    # ------------------------------------------------------------------ registration

    def reg(
        self,
        name: str,
        paths: list[str] | tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, dict], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict] | None = None,
        encode: Callable[[str], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s))
            if encode is not None:
                s["enc"] = encode(str(s["cred"]))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def draw(rng: random.Random, kind, fam: Fam, s: dict) -> str:
    if callable(kind):
        return kind(rng, s)
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
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, safe=True)
    if kind == "uuid":
        return uuid4(rng)
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
    if head == "x":
        pre, _, n = rest.rpartition(":")
        return pre + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(kind)


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of real providers (random bodies)."""
    an = ALNUM
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "razorpay": lambda: alnum(rng, 24),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, an + "-_"),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-{hexs(rng, 32)}"
            f"-{alnum(rng, 9, DIGITS)}"
        ),
        "asaas": lambda: "$aact_prod_000" + b64(rng, 72, pad=False),
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "aliyun": lambda: alnum(rng, 30),
        "aliyun_id": lambda: "LTAI5t" + alnum(rng, 18),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "mpesa_secret": lambda: alnum(rng, 64),
        "mpesa_key": lambda: alnum(rng, 48),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "payhere": lambda: b64(rng, 45, pad=False),
        "twilio": lambda: hexs(rng, 32),
        "aws": lambda: alnum(rng, 40, an + "+/"),
        "google": lambda: "AIza" + alnum(rng, 35, an + "-_"),
        "telegram": lambda: f"{rng.randint(5000000000, 7999999999)}:AA{alnum(rng, 33, an + '-_')}",
        "sendgrid": lambda: f"SG.{alnum(rng, 22, an + '-_')}.{alnum(rng, 43, an + '-_')}",
        "line": lambda: alnum(rng, 171, an + "+/") + "=",
        "wechat": lambda: hexs(rng, 32),
        "kakao": lambda: hexs(rng, 32),
        "naver": lambda: alnum(rng, 40),
        "xero": lambda: alnum(rng, 48, an + "-_"),
        "momo_vn": lambda: alnum(rng, 32),
        "vnpay": lambda: alnum(rng, 32, UPPER + DIGITS),
        "zalo": lambda: alnum(rng, 180, an + "-_"),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "openai": lambda: (
            "sk-proj-" + alnum(rng, 74, an + "-_") + "T3BlbkFJ" + alnum(rng, 74, an + "-_")
        ),
        "influx": lambda: b64(rng, 64, urlsafe=True),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 60) + "." + alnum(rng, 22, an + "-_"),
        "hubtel": lambda: alnum(rng, 32, LOWER + DIGITS),
        "momo_mtn": lambda: hexs(rng, 32),
        "bog": lambda: hexs(rng, 32),
        "tbc": lambda: alnum(rng, 32),
        "cmi": lambda: alnum(rng, 16) + "_" + alnum(rng, 6, DIGITS),
        "tranzila": lambda: alnum(rng, 20),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-"
            + alnum(rng, 24)
        ),
        "sentinel": lambda: alnum(rng, 40, an + "+/,.:()"),
        "gcp_sa": lambda: hexs(rng, 40),
        "thingspeak": lambda: alnum(rng, 16, UPPER + DIGITS),
    }
    return shapes[p]()


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy (no live credential) from a template with the family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)

    decoy(fn)


# --------------------------------------------------------------------------- encoders


def _line_after(text: str, label: str) -> str:
    m = re.search(re.escape(label) + r"[ \t]*(\S+)", text)
    assert m, label
    return m.group(1)


def enc_qp(v: str) -> str:
    """Quoted-printable (a whole mail body, soft line breaks included)."""
    return quopri.encodestring(v.encode()).decode()


def dec_qp(label: str) -> Callable[[str], str]:
    return lambda text: _line_after(quopri.decodestring(text.encode()).decode(), label)


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def dec_url(text: str) -> str:
    m = re.search(r"://[^:/\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def enc_html(v: str) -> str:
    return "".join(c if c.isascii() and c.isalnum() else f"&#{ord(c)};" for c in v)


def dec_html(text: str) -> str:
    m = re.search(r'data-v="pw">([^<]+)<', text)
    assert m
    return html.unescape(m.group(1))


def enc_json_u(v: str) -> str:
    return json.dumps(v, ensure_ascii=True)[1:-1]


def dec_json_u(key: str) -> Callable[[str], str]:
    return lambda text: after(json.loads(text), key)


def enc_xml(v: str) -> str:
    return html.escape(v, quote=True)


def dec_xml_attr(attr: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        for el in ET.fromstring(text.encode()).iter():
            if attr in el.attrib:
                return el.attrib[attr]
        raise AssertionError(attr)

    return dec


def enc_b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def dec_b64(label: str) -> Callable[[str], str]:
    return lambda text: base64.b64decode(_line_after(text, label).strip('"')).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"(?:Basic |\"auth\": \")([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def after(obj, key: str) -> str:
    """The first string value under ``key`` anywhere in a parsed JSON object."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == key and isinstance(v, str):
                return v
            got = after(v, key)
            if got:
                return got
    elif isinstance(obj, list):
        for v in obj:
            got = after(v, key)
            if got:
                return got
    return ""


# --------------------------------------------------------------------------- file builders


def _x(v: object) -> str:
    return html.escape(str(v), quote=True)


def sms_backup(s: dict, msgs: list[tuple[int, str]]) -> str:
    """An Android "SMS Backup & Restore" XML file; msgs are (type 1 received / 2 sent, body)."""
    base = 1_745_000_000_000 + int(s["id"]) * 3
    rows = []
    for i, (kind, body) in enumerate(msgs):
        rows.append(
            f'  <sms protocol="0" address="{_x(s["phone2"])}" date="{base + i * 61_000}" '
            f'type="{kind}" '
            f'subject="null" body="{_x(body)}" toa="null" sc_toa="null" service_center="null" '
            f'read="1" status="-1" locked="0" date_sent="{base + i * 61_000 - 2000}" sub_id="1" '
            f'readable_date="{s["date"]} {s["time"]}" contact_name="{_x(s["first2"])}" />'
        )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(msgs)}" backup_set="{s["uid"]}" '
        f'backup_date="{base + 900_000}" type="full">\n' + "\n".join(rows) + "\n</smses>\n"
    )


def telegram_json(s: dict, title: str, msgs: list[tuple[str, str]]) -> str:
    """A Telegram Desktop "Export chat history" result.json; msgs are (sender, text)."""
    base = 1_745_000_000 + int(s["id"]) % 5_000_000
    out = []
    for i, (who, text) in enumerate(msgs):
        t = base + i * 97
        out.append(
            {
                "id": 4000 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{i:02d}",
                "date_unixtime": str(t),
                "from": who,
                "from_id": f"user{500000000 + sum(map(ord, who)) * 7919}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {
            "name": title,
            "type": "private_group",
            "id": 1000000000 + int(s["id"]) % 10**8,
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


def spreadsheetml(sheet: str, rows: list[list[object]]) -> str:
    """An Excel 2003 XML Spreadsheet (SpreadsheetML)."""
    body = []
    for r in rows:
        cells = "".join(
            f'<Cell><Data ss:Type="{"Number" if isinstance(v, int) else "String"}">'
            f"{_x(v)}</Data></Cell>"
            for v in r
        )
        body.append(f"   <Row>{cells}</Row>")
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" '
        'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{_x(sheet)}">\n  <Table>\n'
        + "\n".join(body)
        + "\n  </Table>\n </Worksheet>\n</Workbook>\n"
    )


def fods(sheet: str, rows: list[list[object]]) -> str:
    """A flat OpenDocument spreadsheet (.fods)."""
    body = []
    for r in rows:
        cells = "".join(
            '<table:table-cell office:value-type="string">'
            f"<text:p>{_x(v)}</text:p></table:table-cell>"
            for v in r
        )
        body.append(f"    <table:table-row>{cells}</table:table-row>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        f' <office:body>\n  <office:spreadsheet>\n   <table:table table:name="{_x(sheet)}">\n'
        + "\n".join(body)
        + "\n   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(values: list[str]) -> str:
    """An XLSX xl/sharedStrings.xml."""
    items = "".join(f"<si><t>{_x(v)}</t></si>" for v in values)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(values)}" uniqueCount="{len(values)}">{items}</sst>\n'
    )


def ipynb(cells: list[tuple[str, str, str]]) -> str:
    """A Jupyter notebook; cells are (kind, source, output text)."""
    out = []
    for i, (kind, src, res) in enumerate(cells):
        cell: dict = {"cell_type": kind, "metadata": {}, "source": src.splitlines(keepends=True)}
        if kind == "code":
            cell["execution_count"] = i + 1
            cell["outputs"] = (
                [{"name": "stdout", "output_type": "stream", "text": res.splitlines(keepends=True)}]
                if res
                else []
            )
        out.append(cell)
    return json.dumps(
        {
            "cells": out,
            "metadata": {
                "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        ensure_ascii=False,
        indent=1,
    )
