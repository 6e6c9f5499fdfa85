"""Helpers shared by the eighty-third corpus's format and decoy files: a family's own names and
words (``Fam``), the credential drawers (per-syntax generated passwords, human-chosen passwords
in many habits, provider key shapes), chat and e-mail builders, encoders and decoders."""

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
from dataclasses import dataclass

from eightythird_corpus import (
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

Slots = dict[str, str]
Kind = str | Callable[[random.Random, "Fam", Slots], str]


@dataclass(frozen=True)
class Fam:
    """One family: an organisation kind in one country, with its own names and words.

    ``first`` / ``last`` are (local script, ASCII form for logins) pairs; ``words`` are the
    words people there build passwords from; ``pets`` are pet names; ``regs`` are aircraft
    registrations (or drone serial stems) people put in passwords."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    places: tuple[str, ...]
    regs: tuple[str, ...]
    tz: str = "+0000"

    # -------------------------------------------------------------- common slots
    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        fl, fa = pick(rng, self.first)
        ll, la = pick(rng, self.last)
        f2l, f2a = pick(rng, self.first)
        y = rng.randint(2024, 2026)
        mo = rng.randint(1, 12)
        d = rng.randint(1, 28)
        hh = rng.randint(6, 21)
        mi = rng.randint(0, 59)
        tz = self.tz
        wd = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")[datetime.date(y, mo, d).weekday()]
        mon = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
        rfc = f"{wd}, {d} {mon[mo - 1]} {y} {hh:02d}:{mi:02d}:{rng.randint(0, 59):02d} {tz}"
        return {
            "rfc": rfc,
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "first": fl,
            "last": ll,
            "fa": fa,
            "la": la,
            "first2": f2l,
            "fa2": f2a,
            "user": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}")),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{f2a}@{dom}",
            "phone": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "phone2": f"+{self.cc}{rng.randint(10**8, 10**9 - 1)}",
            "y": str(y),
            "mo": f"{mo:02d}",
            "d": f"{d:02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "ddot": f"{d:02d}.{mo:02d}.{y}",
            "hm": f"{hh:02d}:{mi:02d}",
            "hm2": f"{hh:02d}:{min(59, mi + rng.randint(1, 9)):02d}",
            "hms": f"{hh:02d}:{mi:02d}:{rng.randint(0, 59):02d}",
            "ts": str(epoch(rng)),
            "ms": str(epoch(rng) * 1000 + rng.randint(0, 999)),
            "ip": ip(rng),
            "pub": ip(rng, private=False),
            "port": str(pick(rng, (8080, 8443, 5432, 3306, 9000, 8000, 1883, 443))),
            "place": pick(rng, self.places),
            "reg": pick(rng, self.regs),
            "n": str(rng.randint(2, 99)),
            "nn": str(rng.randint(100, 9999)),
            "hex8": hexs(rng, 8),
            "uuid": uuid4(rng),
            "word": pick(rng, self.words),
        }

    # -------------------------------------------------------------- human passwords
    def human(self, rng: random.Random, safe: str = "!@#._-*+?") -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        while True:
            w = pick(rng, self.words)
            w2 = pick(rng, self.words)
            pet = pick(rng, self.pets)
            fa = pick(rng, self.first)[1]
            fb = pick(rng, self.first)[1]
            y = str(rng.randint(1968, 2026))
            sym = rng.choice(safe)
            reg = pick(rng, self.regs).replace("-", "")
            habit = rng.randrange(16)
            leet = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
            walk = pick(rng, ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "123qwe", "1q2w3e"))
            if habit == 0:
                s = f"{w.capitalize()}{y}{sym}"
            elif habit == 1:
                s = f"{pet.capitalize()}{y[2:]}{sym}"
            elif habit == 2:
                s = f"{w.translate(leet).capitalize()}{sym}{rng.randint(1, 99)}"
            elif habit == 3:
                dm = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}"
                s = f"{fa.capitalize()}{fb.capitalize()}{dm}"
            elif habit == 4:
                s = f"{walk}{w.capitalize()}"
            elif habit == 5:
                s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(10, 999)}"
            elif habit == 6:
                s = f"{fa.capitalize()}{rng.randint(1000, 9999)}"
            elif habit == 7:
                s = f"{w.upper()}{y}"
            elif habit == 8:
                s = f"{w}{y[2:]}{sym}{sym}{sym}"
            elif habit == 9:
                s = f"{w}-{w2}-{pick(rng, self.words)}"
            elif habit == 10:
                s = f"{w[::-1].capitalize()}{rng.randint(10, 99)}{sym}"
            elif habit == 11:
                s = f"{fa}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y}"
            elif habit == 12:
                s = f"{w.capitalize()}{sym}{pet}{rng.randint(1, 99)}"
            elif habit == 13:
                s = f"{reg}{sym}{y}"
            elif habit == 14:
                s = f"{w.capitalize()}{rng.randint(1000, 9999)}{sym}"
            else:
                s = f"{pet.capitalize()}{sym}{w}{y[2:]}"
            low = s.lower()
            if len(s) >= 8 and not any(
                p in low for p in ("example", "password", "secret", "test", "fake", "token")
            ):
                return s

    def human_x(self, rng: random.Random) -> str:
        """A human password without characters shells or markup must escape."""
        return self.human(rng, safe="._-@+")

    # -------------------------------------------------------------- registration
    def reg(
        self,
        name: str,
        paths: tuple[str, ...] | str,
        template: str | Callable[[Slots], str],
        cred: Kind,
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: draw the common slots, the credential ``<<cred>>`` of ``cred``'s
        kind, run ``extra`` (which may add slots such as an encoded ``<<enc>>``), fill the path
        and the template. The needle is ``slots['cred']``."""
        ps = (paths,) if isinstance(paths, str) else paths
        fam = self

        def fn(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, ps), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, s["cred"], syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def draw(rng: random.Random, kind: Kind, fam: Fam, s: Slots) -> str:
    if callable(kind):
        return kind(rng, fam, s)
    simple = {
        "pw": lambda: gen_pw(rng, sym=SYM_INI),
        "pw_url": lambda: gen_pw(rng, sym=SYM_URL),
        "pw_xml": lambda: gen_pw(rng, sym=SYM_XML),
        "pw_sq": lambda: gen_pw(rng, sym=SYM_SQ),
        "pw_dq": lambda: gen_pw(rng, sym=SYM_DQ),
        "pw_bare": lambda: gen_pw(rng, sym=SYM_BARE),
        "pw_json": lambda: gen_pw(rng, sym=SYM_JSON),
        "pw_alnum": lambda: gen_pw(rng, sym=""),
        "uuid": lambda: uuid4(rng),
        "UUID": lambda: uuid4(rng).upper(),
        "human": lambda: fam.human(rng),
        "human_x": lambda: fam.human_x(rng),
        "rsa": lambda: rsa_pem(rng),
        "rsa8": lambda: rsa_pem(rng, pkcs8=True),
    }
    if kind in simple:
        return simple[kind]()
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


def prov(rng: random.Random, provider: str) -> str:
    """Provider key shapes (invented values in the providers' real shapes)."""
    lo_dig = LOWER + DIGITS
    up_dig = UPPER + DIGITS
    shapes: dict[str, Callable[[], str]] = {
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_rk": lambda: "rk_live_51" + alnum(rng, 97),
        "aws": lambda: alnum(rng, 40, ALNUM + "/+"),
        "google": lambda: "AIza" + alnum(rng, 35, ALNUM + "-_"),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-" + alnum(rng, 24)
        ),
        "sendgrid": lambda: (
            "SG." + alnum(rng, 22, ALNUM + "-_") + "." + alnum(rng, 43, ALNUM + "-_")
        ),
        "twilio": lambda: hexs(rng, 32),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(rng, 74),
        "mapbox": lambda: "sk.eyJ1Ijoi" + alnum(rng, 40) + "." + alnum(rng, 22, ALNUM + "-_"),
        "mpesa_secret": lambda: alnum(rng, 64),
        "mpesa_passkey": lambda: hexs(rng, 64),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: "FLWSECK-" + hexs(rng, 32) + "-X",
        "mercadopago": lambda: (
            f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-"
            + f"{rng.randint(100000, 999999)}-{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
        ),
        "culqi": lambda: "sk_live_" + alnum(rng, 24),
        "payu": lambda: hexs(rng, 32),
        "p24": lambda: hexs(rng, 16),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, ALNUM + "_-"),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "comgate": lambda: alnum(rng, 32),
        "khalti": lambda: hexs(rng, 32),  # after live_secret_key_
        "efi": lambda: hexs(rng, 40),  # after Client_Secret_
        "asaas": lambda: "$aact_prod_000Mzkw" + alnum(rng, 90, ALNUM),
        "windcave": lambda: hexs(rng, 64),
        "vnpay": lambda: alnum(rng, 32, up_dig),
        "momo": lambda: alnum(rng, 32),
        "bkash": lambda: alnum(rng, 50, lo_dig),
        "sslcz": lambda: alnum(rng, 9, lo_dig) + "@ssl",
        "toss": lambda: "live_sk_" + alnum(rng, 28),
        "ecpay": lambda: alnum(rng, 16),
        "cmi": lambda: alnum(rng, 16, ALNUM),
        "viva": lambda: alnum(rng, 30),
        "thawani": lambda: "sk_live_" + alnum(rng, 30),
        "dji": lambda: hexs(rng, 32),
        "fr24": lambda: hexs(rng, 16),
        "radarbox": lambda: hexs(rng, 32),
        "weatherlink": lambda: alnum(rng, 32, lo_dig),
        "ambient": lambda: hexs(rng, 64),
        "wunderground": lambda: alnum(rng, 8, ALNUM),
        "avinode": lambda: jwt(rng, {"sub": uuid4(rng), "avitype": 15, "iss": "avinode.com"}),
        "jwt": lambda: jwt(rng, {"sub": str(rng.randint(1000, 99999)), "iat": epoch(rng)}),
        "telegram": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + alnum(rng, 33, ALNUM + "-_"),
        "azure_sas": lambda: b64(rng, 32),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, ALNUM + "-_"),
        "doppler": lambda: "dp.st.prd." + alnum(rng, 43),
        "hf": lambda: "hf_" + alnum(rng, 34),
        "airdata": lambda: hexs(rng, 40),
        "line": lambda: b64(rng, 129).rstrip("=")[:172] + "=",
        "kakao": lambda: hexs(rng, 32),
        "naver": lambda: alnum(rng, 10),
        "simbrief": lambda: alnum(rng, 32),
    }
    return shapes[provider]()


# ------------------------------------------------------------------- chats and mail


def wa(lines: list[tuple[str, str]], s: Slots, style: str = "dmy24", start: int = 0) -> str:
    """A WhatsApp export: ``style`` dmy24 (Africa/Europe/Asia), mdy12 (phones set to US
    style), dot (Central Europe), bracket (iOS)."""
    out = []
    base = int(s["hm"][:2]) * 60 + int(s["hm"][3:]) + start
    d, mo, y = s["d"], s["mo"], s["y"]
    for i, (who, msg) in enumerate(lines):
        tot = base + i * 2
        h, mm = (tot // 60) % 24, tot % 60
        if style == "mdy12":
            hh = h % 12 or 12
            stamp = f"{int(mo)}/{int(d)}/{y[2:]}, {hh}:{mm:02d}\u202f{'AM' if h < 12 else 'PM'} - "
        elif style == "dot":
            stamp = f"{d}.{mo}.{y[2:]}, {h:02d}:{mm:02d} - "
        elif style == "bracket":
            stamp = f"[{d}/{mo}/{y}, {h:02d}:{mm:02d}:{(i * 7) % 60:02d}] "
        else:
            stamp = f"{d}/{mo}/{y}, {h:02d}:{mm:02d} - "
        out.append(f"{stamp}{who}: {msg}")
    return "\n".join(out) + "\n"


def tg_json(title: str, lines: list[tuple[str, str]], s: Slots) -> str:
    """A Telegram Desktop ``result.json`` for one chat."""
    base = int(s["ts"])
    msgs = []
    for i, (who, msg) in enumerate(lines):
        t = base + i * 47
        msgs.append(
            {
                "id": 9000 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hm']}:{i % 60:02d}",
                "date_unixtime": str(t),
                "from": who,
                "from_id": f"user{500000 + i * 13}",
                "text": msg,
                "text_entities": [{"type": "plain", "text": msg}],
            }
        )
    doc = {"name": title, "type": "private_group", "id": int(s["nn"]) * 1000, "messages": msgs}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def email(
    s: Slots,
    frm: str,
    to: str,
    subject: str,
    body: str,
    qp: bool = False,
    lang_charset: str = "utf-8",
) -> str:
    subj = "=?UTF-8?B?" + base64.b64encode(subject.encode()).decode() + "?="
    cte = "quoted-printable" if qp else "8bit"
    return (
        f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {s['rfc']}\n"
        f"Message-ID: <{s['hex8']}.{s['nn']}@{s['dom']}>\nMIME-Version: 1.0\n"
        f'Content-Type: text/plain; charset="{lang_charset}"\n'
        f"Content-Transfer-Encoding: {cte}\n\n{body}\n"
    )


def sms_xml(items: list[tuple[str, int, str]], s: Slots) -> str:
    """An Android "SMS Backup & Restore" XML: (address, type 1 in / 2 out, body)."""
    base = int(s["ms"])
    rows = []
    for i, (addr, typ, body) in enumerate(items):
        rows.append(
            f'  <sms protocol="0" address="{html.escape(addr)}" date="{base + i * 61000}" '
            f'type="{typ}" subject="null" body="{html.escape(body, quote=True)}" '
            f'toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" />'
        )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{s["uuid"]}" backup_date="{base}">\n'
        + "\n".join(rows)
        + "\n</smses>\n"
    )


def xml_text(v: str) -> str:
    return html.escape(v, quote=False)


# ------------------------------------------------------------------- encoders / decoders


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode()).decode()
        return after(label)(plain)

    return dec


def after(label: str) -> Callable[[str], str]:
    """The first whitespace-free token after ``label``."""

    def dec(text: str) -> str:
        i = text.index(label) + len(label)
        return text[i:].split()[0]

    return dec


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_b64_field(field: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        m = re.search(re.escape(field) + r"\s*[:=]\s*\"?([A-Za-z0-9+/=]+)", text)
        assert m
        return base64.b64decode(m.group(1)).decode()

    return dec


def dec_auth_field(text: str) -> str:
    m = re.search(r'"auth"\s*:\s*"([A-Za-z0-9+/=]+)"', text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"://[^:/\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def json_u(v: str) -> str:
    return json.dumps(v, ensure_ascii=True)[1:-1]


def pw_needing(rng: random.Random, chars: str, base: Callable[[], str]) -> str:
    """A password from ``base`` with one of ``chars`` put in, so encoding changes it."""
    s = base()
    i = rng.randrange(2, len(s) - 1)
    return s[:i] + rng.choice(chars) + s[i:]


# ------------------------------------------------------------------- spreadsheets


def spreadsheetml(sheet: str, rows: list[list[str]]) -> str:
    body = []
    for r in rows:
        cells = "".join(f'<Cell><Data ss:Type="String">{xml_text(c)}</Data></Cell>' for c in r)
        body.append(f"   <Row>{cells}</Row>")
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{xml_text(sheet)}">\n  <Table>\n'
        + "\n".join(body)
        + "\n  </Table>\n </Worksheet>\n</Workbook>\n"
    )


def fods(sheet: str, rows: list[list[str]]) -> str:
    body = []
    for r in rows:
        cells = "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xml_text(c)}</text:p>'
            "</table:table-cell>"
            for c in r
        )
        body.append(f"    <table:table-row>{cells}</table:table-row>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f'   <table:table table:name="{xml_text(sheet)}">\n'
        + "\n".join(body)
        + "\n   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(items: list[str]) -> str:
    sis = "".join(f"<si><t>{xml_text(t)}</t></si>" for t in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(items)}" uniqueCount="{len(items)}">{sis}</sst>\n'
    )


# ------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
) -> None:
    """Register a decoy drawn from ``fam``'s common slots (no credential slot)."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    decoy(fn)


__all__ = [
    "SYM_BARE",
    "SYM_DQ",
    "SYM_INI",
    "SYM_JSON",
    "SYM_SQ",
    "SYM_URL",
    "SYM_XML",
    "Fam",
    "Slots",
    "after",
    "alnum",
    "b64",
    "dec_auth_field",
    "dec_b64_field",
    "dec_basic",
    "dec_qp_after",
    "dec_url_userinfo",
    "draw",
    "email",
    "enc_html",
    "enc_qp",
    "enc_url",
    "fill",
    "fods",
    "gen_pw",
    "hexs",
    "json_u",
    "jwt",
    "pick",
    "prov",
    "pw_needing",
    "regd",
    "rsa_pem",
    "shared_strings",
    "sms_xml",
    "spreadsheetml",
    "tg_json",
    "uuid4",
    "wa",
    "xml_text",
]
