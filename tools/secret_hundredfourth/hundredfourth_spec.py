"""Helpers shared by the hundredfourth corpus's format and decoy files.

``Fam`` holds one family's own organisation names, country domain, local first and last names
(in their own script, with ASCII forms for logins), the words people there build passwords
from, pet names, keyboard walks and phone prefix. ``Fam.reg`` registers a format from a
``fill`` template (or a callable ``slots -> text``) and a credential kind; ``regd`` registers a
decoy. Chat, SMS and table builders, provider key shapes and encoders / decoders sit here too.
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
from dataclasses import dataclass, field

from hundredfourth_corpus import (
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

Slots = dict[str, object]
Template = str | Callable[[Slots], str]

# --------------------------------------------------------------------------- the family


@dataclass(frozen=True)
class Fam:
    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # ASCII words people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    city: str
    lwords: tuple[str, ...] = ()  # words in the local script / with accents
    walks: tuple[str, ...] = ("qwerty", "1q2w3e4r", "qazwsx", "asdf1234", "zxcvbnm")
    dmy: bool = True
    extra_words: tuple[str, ...] = field(default=())

    # ----------------------------------------------------------------- names and slots

    def person(self, rng: random.Random) -> tuple[str, str, str, str]:
        f = pick(rng, self.first)
        last = pick(rng, self.last)
        return f[0], last[0], f[1], last[1]

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fn, ln, fa, la = self.person(rng)
        fn2, ln2, fa2, la2 = self.person(rng)
        while fa2 == fa:
            fn2, ln2, fa2, la2 = self.person(rng)
        year = rng.choice((2025, 2026))
        mo, day = rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(7, 22), rng.randint(0, 59)
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{rng.randint(1, 99)}", fa))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "host": f"{pick(rng, ('db', 'srv', 'nas', 'erp', 'shop', 'lab', 'app'))}.{dom}",
            "ip": ip(rng),
            "lan": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
            "pubip": ip(rng, private=False),
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
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc} {rng.randint(100, 999)} {rng.randint(100, 999)} "
            f"{rng.randint(1000, 9999)}",
            "phone2": f"{self.cc}{rng.randint(100000000, 999999999)}",
            "year": year,
            "date": f"{year}-{mo:02d}-{day:02d}",
            "dmy": f"{day:02d}/{mo:02d}/{year}",
            "dmy2": f"{day:02d}.{mo:02d}.{year}",
            "day": day,
            "mo": mo,
            "time": f"{hh:02d}:{mm:02d}",
            "n": rng.randint(2, 98),
            "nn": rng.randint(100, 9999),
            "port": pick(rng, (5432, 3306, 1433, 8080, 8443, 2222, 22)),
            "city": self.city,
            "pet": pick(rng, self.pets),
            "word": pick(rng, self.words),
            "id8": hexs(rng, 8),
            "uid": uuid4(rng),
            "epoch": rng.randint(1_735_000_000, 1_790_000_000),
            "msgid": f"{hexs(rng, 12)}.{rng.randint(1000, 99999)}@mail.{dom}",
        }

    # ----------------------------------------------------------------- passwords

    def human(self, rng: random.Random, x: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words;
        ``x`` keeps to characters no markup, quoting or shell needs to escape."""
        syms = "!@*._-+" if x else "!@#$*._-?+"
        for _ in range(200):
            w, w2, w3 = rng.sample(self.words, 3)
            pet = pick(rng, self.pets)
            nm = pick(rng, self.first)[1]
            y4 = str(rng.randint(1978, 2026))
            y2 = y4[2:]
            s = rng.choice(syms)
            h = rng.randrange(17 if (self.lwords and not x) else 16)
            if h == 0:
                p = f"{w.capitalize()}{y4}{s}"
            elif h == 1:
                p = f"{w}{w2}{rng.randint(1, 99)}"
            elif h == 2:
                p = f"{pet.capitalize()}{y2}{s}{rng.randint(1, 9)}"
            elif h == 3:
                leet = w.translate(str.maketrans("aeiost", "4310$7" if not x else "43107+"))
                p = f"{leet.capitalize()}{s}{y2}"
            elif h == 4:
                p = f"{nm.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y4}"
            elif h == 5:
                p = f"{pick(rng, self.walks)}{s}{w}"
            elif h == 6:
                p = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
            elif h == 7:
                p = f"{w.upper()}{y4}"
            elif h == 8:
                p = f"{w}{s * rng.randint(2, 3)}{y4}"
            elif h == 9:
                p = f"{w}-{w2}-{w3}"
            elif h == 10:
                p = f"{w[::-1]}{y4}{s}"
            elif h == 11:
                org = pick(rng, self.orgs)
                p = f"{org.capitalize()}{s}{y4}"
            elif h == 12:
                p = f"{w.capitalize()}{rng.randint(1000, 9999)}"
            elif h == 13:
                p = f"{nm.capitalize()}{s}{pet}{rng.randint(1, 99)}"
            elif h == 14:
                p = f"{w.capitalize()}{s}{pet.capitalize()}{y2}"
            elif h == 15:
                p = f"{self.city.replace(' ', '')}{rng.randint(1, 99)}{s}{w}"
            else:
                p = f"{pick(rng, self.lwords)}{y4}{s}"
            low = p.lower()
            if 8 <= len(p) <= 40 and p[0].isalnum() and not any(
                b in low
                for b in ("example", "changeme", "password", "secret", "token", "dummy",
                          "sample", "fake", "test", "xxxx", "placeholder", "your_", "redacted")
            ):  # fmt: skip
                return p
        raise RuntimeError("no human password")

    def cred(self, rng: random.Random, kind: str | Callable, slots: Slots) -> str:
        if callable(kind):
            return kind(rng, slots)
        if kind == "human":
            return self.human(rng)
        if kind == "human_x":
            return self.human(rng, x=True)
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
        if kind == "uuid":
            return uuid4(rng)
        if head == "x":
            prefix, _, n = rest.rpartition(":")
            return prefix + alnum(rng, int(n))
        if head == "p":
            return prov(rng, rest)
        if kind == "rsa":
            return rsa_pem(rng)
        if kind == "rsa8":
            return rsa_pem(rng, pkcs8=True)
        if kind == "ec":
            return ec_pem(rng)
        raise ValueError(kind)

    # ----------------------------------------------------------------- registration

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        encode: Callable[[str, Slots], str] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        @fmt(self.name, name, decode)
        def _f(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.cred(rng, cred, s)
            if extra is not None:
                extra(rng, s)
            if encode is not None:
                s["enc"] = encode(str(s["cred"]), s)
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s["cred"]), syntax)


def regd(
    fam: Fam,
    path: str,
    template: Template,
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], None] | None = None,
) -> None:
    """Register a decoy: a file like the formats that holds no live credential."""

    @decoy
    def _d(rng: random.Random) -> DOut:
        s = fam.common(rng)
        if extra is not None:
            extra(rng, s)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)


# --------------------------------------------------------------------------- provider shapes


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + alnum(rng, n - 1, DIGITS)


def prov(rng: random.Random, p: str) -> str:
    """Key shapes of the providers the families use."""
    u = ALNUM + "-_"
    table: dict[str, Callable[[], str]] = {
        "shpat": lambda: "shpat_" + hexs(rng, 32),
        "meta": lambda: "EAA" + rng.choice("GBIJ") + alnum(rng, rng.randint(160, 200)),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flw": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "termii": lambda: "TL" + alnum(rng, 58),
        "zoho_refresh": lambda: "1000." + hexs(rng, 32) + "." + hexs(rng, 32),
        "brevo": lambda: "xkeysib-" + hexs(rng, 64) + "-" + alnum(rng, 16),
        "lyra": lambda: b64(rng, 32),
        "mp": lambda: (
            f"APP_USR-{_digits(rng, 16)}-{_digits(rng, 6)}-{hexs(rng, 32)}-{_digits(rng, 9)}"
        ),
        "asaas": lambda: (
            "$aact_prod_000"
            + base64.b64encode(
                f"{hexs(rng, 32)}::{uuid4(rng)}::$aach_{uuid4(rng)}".encode()
            ).decode()
        ),
        "rzp_secret": lambda: alnum(rng, 24),
        "msg91": lambda: _digits(rng, 6) + alnum(rng, 18),
        "amzn_cs": lambda: "amzn1.oa2-cs.v1." + hexs(rng, 64),
        "cmi": lambda: alnum(rng, 20),
        "blynk": lambda: alnum(rng, 32, u),
        "novaposhta": lambda: hexs(rng, 32),
        "liqpay": lambda: alnum(rng, 40),
        "checkbox": lambda: hexs(rng, 24),
        "omise": lambda: "skey_5" + alnum(rng, 18, LOWER + DIGITS),
        "shopee": lambda: hexs(rng, 64),
        "flash": lambda: hexs(rng, 64, upper=True),
        "naver": lambda: "$2a$04$" + alnum(rng, 22, "./" + ALNUM),
        "coupang": lambda: hexs(rng, 40),
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "iyzico": lambda: alnum(rng, 32),
        "paytr": lambda: alnum(rng, 16),
        "windcave": lambda: hexs(rng, 64),
        "xero": lambda: alnum(rng, 48, u),
        "nzpost": lambda: alnum(rng, 32),
        "influx": lambda: b64(rng, 64, urlsafe=True),
        "conekta": lambda: "key_" + alnum(rng, 27),
        "openpay": lambda: "sk_" + hexs(rng, 32),
        "skydropx": lambda: alnum(rng, 43, u),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, u),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "rajaongkir": lambda: hexs(rng, 32),
        "chatwork": lambda: hexs(rng, 32),
        "payjp": lambda: "sk_live_" + hexs(rng, 48),
        "rakuten": lambda: f"SP{_digits(rng, 6)}_{alnum(rng, 16)}",
        "freee": lambda: alnum(rng, 43, u),
        "figma": lambda: "figd_" + alnum(rng, 40, u),
        "adobe": lambda: "p8e-" + alnum(rng, 32, u),
        "viva": lambda: alnum(rng, 30),
        "mydata": lambda: hexs(rng, 32),
        "daraja_secret": lambda: alnum(rng, 64),
        "atsk": lambda: "atsk_" + hexs(rng, 64),
        "tiktok": lambda: hexs(rng, 40),
        "kakao": lambda: hexs(rng, 32),
        "mpgs": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, u)}.{alnum(rng, 43, u)}",
        "tg_bot": lambda: f"{_digits(rng, 10)}:AA{alnum(rng, 33, u)}",
        "gh": lambda: "ghp_" + alnum(rng, 36),
        "aws_secret": lambda: alnum(rng, 40, ALNUM + "+/"),
        "dropbox": lambda: "sl.u." + alnum(rng, 150, u),
        "ntn": lambda: "ntn_" + alnum(rng, 46),
        "line_token": lambda: b64(rng, 129).rstrip("=") + "=",
        "openai": lambda: "sk-proj-" + alnum(rng, 74, u) + "T3BlbkFJ" + alnum(rng, 74, u),
    }
    return table[p]()


# --------------------------------------------------------------------------- keys


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def ec_pem(rng: random.Random, pkcs8: bool = False) -> str:
    """A P-256 private key (SEC1 ``EC PRIVATE KEY`` or PKCS#8) with valid DER framing."""
    d = rbytes(rng, 32)
    point = b"\x04" + rbytes(rng, 64)
    oid = _der(0x06, bytes.fromhex("2a8648ce3d030107"))
    inner_fields = _der(0x02, b"\x01") + _der(0x04, d)
    pub = _der(0xA1, _der(0x03, b"\x00" + point))
    if pkcs8:
        sec1 = _der(0x30, inner_fields + pub)
        alg = _der(0x30, _der(0x06, bytes.fromhex("2a8648ce3d0201")) + oid)
        der = _der(0x30, _der(0x02, b"\x00") + alg + _der(0x04, sec1))
        label = "PRIVATE KEY"
    else:
        der = _der(0x30, inner_fields + _der(0xA0, oid) + pub)
        label = "EC PRIVATE KEY"
    body = base64.b64encode(der).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


# --------------------------------------------------------------------------- chats and tables


def _times(rng: random.Random, s: Slots, k: int) -> list[tuple[int, int]]:
    h, m = rng.randint(8, 20), rng.randint(0, 40)
    out = []
    for _ in range(k):
        out.append((h, m))
        m += rng.randint(0, 6)
        if m > 59:
            h, m = min(h + 1, 23), m - 60
    return out


def wa(rng: random.Random, s: Slots, msgs: list[tuple[str, str]], style: str = "android") -> str:
    """A WhatsApp 'export chat' text: ``android`` (dd/mm/yyyy, HH:MM - Name: ...), ``ios``
    ([dd/mm/yyyy, HH:MM:SS] Name: ...) or ``us`` (m/d/yy, h:MM AM - Name: ...)."""
    out = []
    d, mo, y = s["day"], s["mo"], s["year"]
    for (h, m), (who, text) in zip(_times(rng, s, len(msgs)), msgs, strict=True):
        text = fill(text, **s)
        who = fill(who, **s)
        if style == "ios":
            out.append(
                f"[{d:02d}/{mo:02d}/{y}, {h:02d}:{m:02d}:{rng.randint(0, 59):02d}] {who}: {text}"
            )
        elif style == "us":
            ap = "AM" if h < 12 else "PM"
            out.append(f"{mo}/{d}/{str(y)[2:]}, {(h - 1) % 12 + 1}:{m:02d} {ap} - {who}: {text}")
        elif style == "in":
            ap = "am" if h < 12 else "pm"
            stamp = f"{d:02d}/{mo:02d}/{str(y)[2:]}, {(h - 1) % 12 + 1}:{m:02d}\u202f{ap}"
            out.append(f"{stamp} - {who}: {text}")
        elif style == "dot":
            out.append(f"{d:02d}.{mo:02d}.{y}, {h:02d}:{m:02d} - {who}: {text}")
        else:
            out.append(f"{d:02d}/{mo:02d}/{y}, {h:02d}:{m:02d} - {who}: {text}")
    return "\n".join(out) + "\n"


def tg_json(rng: random.Random, s: Slots, chat: str, msgs: list[tuple[str, str]]) -> str:
    """A Telegram Desktop JSON export (result.json) of one chat."""
    base = int(s["epoch"])
    items = []
    for i, (who, text) in enumerate(msgs):
        t = base + i * rng.randint(20, 400)
        items.append(
            {
                "id": 1000 + i,
                "type": "message",
                "date": f"{s['date']}T{(9 + i) % 24:02d}:{rng.randint(0, 59):02d}:"
                f"{rng.randint(0, 59):02d}",
                "date_unixtime": str(t),
                "from": fill(who, **s),
                "from_id": f"user{rng.randint(10**8, 10**10)}",
                "text": fill(text, **s),
                "text_entities": [{"type": "plain", "text": fill(text, **s)}],
            }
        )
    doc = {
        "name": fill(chat, **s),
        "type": "personal_chat",
        "id": rng.randint(10**8, 10**10),
        "messages": items,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


def viber_csv(rng: random.Random, s: Slots, msgs: list[tuple[str, str]]) -> str:
    """A Viber (Android) chat backup CSV: date, time, sender, phone, text."""
    out = []
    for (h, m), (who, text) in zip(_times(rng, s, len(msgs)), msgs, strict=True):
        t = fill(text, **s).replace('"', '""')
        out.append(f'{s["dmy"]},{h:02d}:{m:02d},{fill(who, **s)},{s["phone2"]},"{t}"')
    return "\n".join(out) + "\n"


def line_chat(rng: random.Random, s: Slots, title: str, msgs: list[tuple[str, str]]) -> str:
    """A LINE 'send chat history' text export (Thai-language app)."""
    out = [
        f"[LINE] {fill(title, **s)}",
        f"บันทึกเมื่อ: {s['dmy']} {s['time']}",
        "",
        f"{s['date'].replace('-', '/')}",
    ]
    for (h, m), (who, text) in zip(_times(rng, s, len(msgs)), msgs, strict=True):
        out.append(f"{h:02d}:{m:02d}\t{fill(who, **s)}\t{fill(text, **s)}")
    return "\n".join(out) + "\n"


def kakao(rng: random.Random, s: Slots, title: str, msgs: list[tuple[str, str]]) -> str:
    """A KakaoTalk PC 'save conversation' text."""
    out = [
        f"{fill(title, **s)} 님과 카카오톡 대화",
        f"저장한 날짜 : {s['year']}-{s['mo']:02d}-{s['day']:02d} {s['time']}",
        "",
    ]
    out.append(f"--------------- {s['year']}년 {s['mo']}월 {s['day']}일 ---------------")
    for (h, m), (who, text) in zip(_times(rng, s, len(msgs)), msgs, strict=True):
        ap = "오전" if h < 12 else "오후"
        out.append(f"[{fill(who, **s)}] [{ap} {(h - 1) % 12 + 1}:{m:02d}] {fill(text, **s)}")
    return "\n".join(out) + "\n"


def sms_xml(rng: random.Random, s: Slots, msgs: list[tuple[int, str]]) -> str:
    """An Android 'SMS Backup & Restore' XML; msgs are (type 1 received / 2 sent, body)."""
    lines = [
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
        f'<smses count="{len(msgs)}">',
    ]
    t = int(s["epoch"]) * 1000
    for kind, body in msgs:
        t += rng.randint(30, 900) * 1000
        b = xml_esc(fill(body, **s))
        lines.append(
            f'  <sms protocol="0" address="{s["phone2"]}" date="{t}" type="{kind}" subject="null" '
            f'body="{b}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" '
            f'locked="0" date_sent="{t - 2000}" readable_date="{s["dmy"]} {s["time"]}" '
            f'contact_name="{s["fn2"]}" />'
        )
    lines.append("</smses>")
    return "\n".join(lines) + "\n"


def xlsx_shared(strings: list[str]) -> str:
    """An XLSX ``xl/sharedStrings.xml`` part."""
    items = "".join(f'<si><t xml:space="preserve">{xml_esc(t)}</t></si>' for t in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>\n'
    )


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A Jupyter notebook: cells are (kind, source, output text or None)."""
    out = []
    n = 0
    for kind, src, res in cells:
        if kind == "md":
            out.append({"cell_type": "markdown", "metadata": {}, "source": src.splitlines(True)})
            continue
        n += 1
        outputs = []
        if res is not None:
            outputs = [{"name": "stdout", "output_type": "stream", "text": res.splitlines(True)}]
        out.append(
            {
                "cell_type": "code",
                "execution_count": n,
                "metadata": {},
                "outputs": outputs,
                "source": src.splitlines(True),
            }
        )
    nb = {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, ensure_ascii=False, indent=1) + "\n"


# --------------------------------------------------------------------------- encoders / decoders


def xml_esc(t: str) -> str:
    return (
        t.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def enc_basic(user_slot: str) -> Callable[[str, Slots], str]:
    def enc(pw: str, s: Slots) -> str:
        return base64.b64encode(f"{s[user_slot]}:{pw}".encode()).decode()

    return enc


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_re(pattern: str, fn: Callable[[str], str]) -> Callable[[str], str]:
    """A decoder: the first match of ``pattern`` (group 1) passed through ``fn``."""
    rx = re.compile(pattern, re.DOTALL)

    def dec(text: str) -> str:
        m = rx.search(text)
        assert m, pattern
        return fn(m.group(1))

    return dec


def enc_qp(pw: str, s: Slots) -> str:
    return quopri.encodestring(pw.encode(), quotetabs=True).decode().rstrip("\n")


def dec_qp(v: str) -> str:
    return quopri.decodestring(v.encode()).decode()


def enc_pct(pw: str, s: Slots) -> str:
    return urllib.parse.quote(pw, safe="")


def enc_html(pw: str, s: Slots) -> str:
    return html.escape(pw, quote=True)
