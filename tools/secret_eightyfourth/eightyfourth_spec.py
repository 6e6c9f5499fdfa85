"""Helpers shared by the eighty-fourth corpus's format and decoy files: the family record
``Fam`` (its own organisation names, country domain, local names with ASCII forms, password
words, pet names, places, phone prefix), the credential drawers (per-syntax generated
passwords, a human-password drawer with many habits, provider key shapes), chat / sheet
builders and the encoders / decoders of the encoded formats."""

from __future__ import annotations

import base64
import datetime as _dt
import html
import json
import quopri
import random
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape as xml_escape

from eightyfourth_corpus import decoy, fmt
from secret_corpus_kit import (
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
    epoch,
    fill,
    gen_pw,
    has_placeholder,
    hexs,
    ip,
    jwt,
    pick,
    rsa_pem,
    uuid4,
)

Slots = dict[str, Any]  # str values, and "rng": the draw's Random

# --------------------------------------------------------------------------- the family


@dataclass(frozen=True)
class Fam:
    """One family: a business kind in one country."""

    name: str
    orgs: tuple[str, ...]  # fictional organisation names (lowercase ASCII)
    tld: str  # country domain, e.g. "co.ke"
    first: tuple[tuple[str, str], ...]  # (as written locally, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # the words people there build passwords from
    pets: tuple[str, ...]
    places: tuple[str, ...]  # towns / districts (ASCII)
    cc: str  # phone prefix, e.g. "+254"
    walks: tuple[str, ...] = ("qwerty", "asdf", "1qaz2wsx", "qwe123", "1q2w3e", "zxcvbn")

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        y = rng.choice((2024, 2025, 2026))
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", f"{fa}{la[0]}", fa, f"{fa}_{la}"))
        return {
            "org": org,
            "orgc": org.capitalize(),
            "orgu": org.upper(),
            "dom": dom,
            "tld": self.tld,
            "host": f"{pick(rng, ('srv', 'nas', 'print', 'files', 'office', 'erp'))}.{dom}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "lan": f"192.168.{rng.choice((0, 1, 10, 20, 100))}.{rng.randint(2, 250)}",
            "pub": ip(rng, private=False),
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fac": fa.capitalize(),
            "lac": la.capitalize(),
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "fac2": fa2.capitalize(),
            "lac2": la2.capitalize(),
            "login": login,
            "login2": f"{fa2}.{la2}",
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc}{rng.randint(700, 799)}{rng.randint(100000, 999999)}",
            "phone2": f"{self.cc}{rng.randint(600, 999)}{rng.randint(100000, 999999)}",
            "yyyy": str(y),
            "yy": f"{y % 100:02d}",
            "mm": f"{mo:02d}",
            "dd": f"{d:02d}",
            "m": str(mo),
            "d": str(d),
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{ss:02d}",
            "hh2": f"{min(hh + 1, 23):02d}",
            "mi2": f"{min(mi + 7, 59):02d}",
            "date": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "h12": str(hh % 12 or 12),
            "ko_ampm": "오전" if hh < 12 else "오후",
            "ko_wd": "월화수목금토일"[_dt.date(y, mo, d).weekday()] + "요일",
            "ja_wd": "月火水木金土日"[_dt.date(y, mo, d).weekday()],
            "th_wd": ("จ.", "อ.", "พ.", "พฤ.", "ศ.", "ส.", "อา.")[_dt.date(y, mo, d).weekday()],
            "rfcdate": _dt.datetime(y, mo, d, hh, mi, ss).strftime("%a, %d %b %Y %H:%M:%S"),
            "dotdate": f"{d:02d}.{mo:02d}.{y}",
            "n": str(rng.randint(2, 99)),
            "nn": str(rng.randint(100, 999)),
            "id": str(rng.randint(10000, 99999)),
            "serial": alnum(rng, 10, UPPER + DIGITS),
            "mac": ":".join(hexs(rng, 2, upper=True) for _ in range(6)),
            "place": pick(rng, self.places),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "ts": str(epoch(rng)),
            "port": str(pick(rng, (8080, 8443, 9191, 631, 5432, 3306, 1433, 8069))),
        }

    def human(self, rng: random.Random, x: bool = False) -> str:
        return human_pw(rng, self, x)

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[Slots], str],
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: draw the common slots, the credential ``<<cred>>`` (by kind
        or callable), the format's ``extra`` slots, then fill a path and the template."""

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["rng"] = rng
            s["cred"] = draw(rng, self, cred, s)
            if extra is not None:
                s.update(extra(rng, s))
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, s.get("needle", s["cred"]), syntax)

        fn.__name__ = name
        fmt(self.name, name, decode)(fn)


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[Slots], str],
    why: str,
    syntax: str | None = None,
    extra: Callable[[random.Random, Slots], Slots] | None = None,
) -> None:
    """Register a decoy of family ``fam``."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["rng"] = rng
        if extra is not None:
            s.update(extra(rng, s))
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = f"decoy_{fam.name}_{path.rsplit('/', 1)[-1]}"
    decoy(fn)


# --------------------------------------------------------------------------- human passwords

_LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
_LEET_X = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(word: str, x: bool, rng: random.Random) -> str:
    table = _LEET_X if x else _LEET
    out = []
    for c in word:
        low = c.lower()
        out.append(table[low] if low in table and rng.random() < 0.7 else c)
    return "".join(out)


def human_pw(rng: random.Random, fam: Fam, x: bool = False) -> str:
    """A password a person chose: one of sixteen habits, from the family's own words.
    ``x``: only characters no markup, shell or quoting has to escape."""
    syms = "!@._-*+" if x else "!@#$*._-+?"
    while True:
        w = pick(rng, fam.words)
        w2 = pick(rng, fam.words)
        pet = pick(rng, fam.pets)
        fa = pick(rng, fam.first)[1]
        fa2 = pick(rng, fam.first)[1]
        place = pick(rng, fam.places)
        year = rng.randint(1978, 2026)
        yy = f"{year % 100:02d}"
        sym = rng.choice(syms)
        dd, mm = rng.randint(1, 28), rng.randint(1, 12)
        h = rng.randrange(16)
        if h == 0:
            s = f"{w.capitalize()}{year}{sym}"
        elif h == 1:
            s = f"{place.capitalize()}{sym}{rng.choice((year, yy))}"
        elif h == 2:
            s = f"{pet}{yy}{pet[0].upper()}{rng.choice(('', sym))}"
        elif h == 3:
            s = leet(w.capitalize(), x, rng) + str(rng.randint(1, 999))
        elif h == 4:
            s = f"{fa.capitalize()}{fa2.capitalize()}{dd:02d}{mm:02d}"
        elif h == 5:
            s = f"{pick(rng, fam.walks)}{w.capitalize()}{rng.choice(('', sym))}"
        elif h == 6:
            s = f"{w.capitalize()}{w2.capitalize()}{rng.randint(1, 9999)}"
        elif h == 7:
            s = f"{fa.capitalize()}{year}"
        elif h == 8:
            s = f"{w.upper()}{year}"
        elif h == 9:
            s = f"{w.capitalize()}{rng.randint(1, 99)}{sym * rng.randint(2, 3)}"
        elif h == 10:
            s = f"{w}-{w2}-{pick(rng, fam.words)}"
        elif h == 11:
            s = f"{w[::-1]}{rng.randint(10, 9999)}"
        elif h == 12:
            s = f"{fa.capitalize()}{dd:02d}{mm:02d}{year}"
        elif h == 13:
            s = f"{w}{sym}{pet.capitalize()}{rng.randint(1, 99)}"
        elif h == 14:
            s = f"{pick(rng, fam.orgs).capitalize()}@{rng.randint(2019, 2026)}"
        else:
            s = f"{w.capitalize()}{rng.randint(700, 799)}{rng.randint(1000, 9999)}"
        if len(s) >= 8 and not has_placeholder(s) and " " not in s:
            return s


# --------------------------------------------------------------------------- provider shapes


def _mp_token(rng: random.Random) -> str:
    mid = f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(24, 26)}"
    return (
        f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{mid}-{hexs(rng, 32)}"
        f"-{rng.randint(10**8, 10**9 - 1)}"
    )


def _paymob(rng: random.Random) -> str:
    payload = {"class": "Merchant", "profile_pk": rng.randint(100000, 999999), "name": "initial"}
    return base64.b64encode(jwt(rng, payload).encode()).decode().rstrip("=")


def _line_channel(rng: random.Random) -> str:
    return alnum(rng, 40 * 4, ALNUM + "+/")[:172] + "="


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "mpesa_passkey": lambda r: hexs(r, 64),
    "mpesa_secret": lambda r: alnum(r, 16),
    "mpesa_consumer_key": lambda r: alnum(r, 48),
    "pesapal_secret": lambda r: b64(r, 20),
    "culqi_sk": lambda r: "sk_live_" + alnum(r, 16),
    "mercadopago": _mp_token,
    "p24_crc": lambda r: hexs(r, 16),
    "p24_api": lambda r: hexs(r, 32),
    "payu_secret": lambda r: hexs(r, 32),
    "iyzico_secret": lambda r: alnum(r, 32),
    "paytr_key": lambda r: alnum(r, 16),
    "comgate_secret": lambda r: alnum(r, 32),
    "fio_token": lambda r: alnum(r, 64),
    "fakturoid": lambda r: hexs(r, 40),
    "packeta_pw": lambda r: hexs(r, 32),
    "bog_secret": lambda r: alnum(r, 32),
    "tbc_apikey": lambda r: alnum(r, 32),
    "paymob_api": _paymob,
    "paymob_hmac": lambda r: alnum(r, 32, UPPER + DIGITS),
    "fawry_key": lambda r: hexs(r, 32),
    "asaas": lambda r: "$aact_" + b64(r, 72).rstrip("="),
    "efi_secret": lambda r: "Client_Secret_" + hexs(r, 40),
    "nuvemshop": lambda r: hexs(r, 40),
    "momo_secret": lambda r: alnum(r, 32),
    "vnpay_secret": lambda r: alnum(r, 32, UPPER + DIGITS),
    "zalopay_key": lambda r: alnum(r, 32),
    "payjp_sk": lambda r: "sk_live_" + hexs(r, 48),
    "line_channel": _line_channel,
    "line_notify": lambda r: alnum(r, 43),
    "razorpay_secret": lambda r: alnum(r, 24),
    "paytm_key": lambda r: alnum(r, 12) + r.choice("#@%&_") + alnum(r, 3),
    "omise_sk": lambda r: "skey_5" + alnum(r, 18, LOWER + DIGITS),
    "shopee_partner": lambda r: hexs(r, 64),
    "windcave_key": lambda r: hexs(r, 64),
    "xero_secret": lambda r: alnum(r, 48, ALNUM + "-_"),
    "toss_sk": lambda r: "live_sk_" + alnum(r, 24),
    "popbill_secret": lambda r: b64(r, 32),
    "kakao_admin": lambda r: hexs(r, 32),
    "naver_secret": lambda r: alnum(r, 10),
    "deepl": lambda r: uuid4(r) + ":fx",
    "zarinpal": uuid4,
    "kavenegar": lambda r: alnum(r, 88, UPPER + DIGITS),
    "chapa_sk": lambda r: "CHASECK-" + alnum(r, 32),
    "telebirr_appkey": lambda r: hexs(r, 32),
    "telegram_bot": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA{alnum(r, 33, ALNUM + '_-')}",
    "stripe_sk": lambda r: "sk_live_51" + alnum(r, 97),
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "/+"),
    "google_api": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "gmail_app": lambda r: " ".join(alnum(r, 4, LOWER) for _ in range(4)),
    "woo_cs": lambda r: "cs_" + hexs(r, 40),
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "dropbox": lambda r: "sl.B" + alnum(r, 135, ALNUM + "-_"),
    "printful": lambda r: alnum(r, 40),
    "openai": lambda r: "sk-proj-" + alnum(r, 74, ALNUM + "-_") + "T3BlbkFJ" + alnum(r, 74),
    "github": lambda r: "ghp_" + alnum(r, 36),
    "slack_webhook": lambda r: (
        f"https://hooks.slack.com/services/T{alnum(r, 8, UPPER + DIGITS)}/"
        f"B{alnum(r, 10, UPPER + DIGITS)}/{alnum(r, 24)}"
    ),
    "cloudflare": lambda r: alnum(r, 40, ALNUM + "_-"),
    "twilio": lambda r: hexs(r, 32),
    "mailgun": lambda r: f"{hexs(r, 32)}-{hexs(r, 8)}-{hexs(r, 8)}",
    "shiprocket_jwt": lambda r: jwt(r, {"sub": r.randint(1000000, 9999999), "iss": "shiprocket"}),
    "delhivery": lambda r: hexs(r, 40),
    "gumroad": lambda r: alnum(r, 43, ALNUM + "-_"),
    "lulu_secret": lambda r: uuid4(r),
    "smartcat": lambda r: f"{r.randint(1, 9)}_{alnum(r, 25)}",
    "pitchprint_secret": lambda r: hexs(r, 32),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


def draw(rng: random.Random, fam: Fam, kind, s: Slots) -> str:
    """Draw a credential by kind (see the README) or by a callable ``(rng, slots)``."""
    if callable(kind):
        return kind(rng, s)
    simple = {
        "pw": SYM_INI,
        "pw_url": SYM_URL,
        "pw_xml": SYM_XML,
        "pw_sq": SYM_SQ,
        "pw_dq": SYM_DQ,
        "pw_bare": SYM_BARE,
        "pw_json": SYM_JSON,
        "pw_alnum": "",
    }
    if kind in simple:
        return gen_pw(rng, sym=simple[kind])
    if kind == "human":
        return fam.human(rng)
    if kind == "human_x":
        return fam.human(rng, x=True)
    if kind == "uuid":
        return uuid4(rng)
    if kind == "pem":
        return rsa_pem(rng)
    if kind == "pem8":
        return rsa_pem(rng, pkcs8=True)
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
    if head == "digits":
        return alnum(rng, int(rest), DIGITS)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(f"unknown credential kind {kind}")


# --------------------------------------------------------------------------- builders


def xe(v: str) -> str:
    return xml_escape(v, {'"': "&quot;"})


def times(rng: random.Random, n: int, start: int | None = None) -> list[tuple[int, int]]:
    """n ascending (hour, minute) pairs."""
    t = start if start is not None else rng.randint(8 * 60, 18 * 60)
    out = []
    for _ in range(n):
        out.append((t // 60 % 24, t % 60))
        t += rng.randint(0, 9)
    return out


def whatsapp(rng: random.Random, s: Slots, msgs: list[tuple[str, str]], style: str) -> str:
    """A WhatsApp export: android (dd/mm/yyyy, hh:mm - ), ios ([dd/mm/yyyy, hh:mm:ss] ),
    dot (dd.mm.yy, hh:mm - ), us (m/d/yy, h:mm AM - )."""
    lines = []
    for (h, mi), (who, text) in zip(times(rng, len(msgs)), msgs, strict=True):
        if style == "ios":
            stamp = f"[{s['dd']}/{s['mm']}/{s['yyyy']}, {h:02d}:{mi:02d}:{rng.randint(0, 59):02d}] "
            lines.append(f"{stamp}{who}: {text}")
        elif style == "dot":
            lines.append(f"{s['dd']}.{s['mm']}.{s['yy']}, {h:02d}:{mi:02d} - {who}: {text}")
        elif style == "us":
            ap = "AM" if h < 12 else "PM"
            h12 = h % 12 or 12
            lines.append(f"{s['m']}/{s['d']}/{s['yy']}, {h12}:{mi:02d}\u202f{ap} - {who}: {text}")
        else:
            lines.append(f"{s['dd']}/{s['mm']}/{s['yyyy']}, {h:02d}:{mi:02d} - {who}: {text}")
    return "\n".join(lines) + "\n"


def telegram_json(
    rng: random.Random, s: Slots, chat: str, msgs: list[tuple[str, str]], ensure_ascii=False
) -> str:
    base = int(s["ts"])
    out = []
    ids: dict[str, int] = {}
    t = base
    for i, (who, text) in enumerate(msgs):
        uid = ids.setdefault(who, 5_000_000_000 + int(s["id"]) * 7 + len(ids) * 131)
        t += rng.randint(20, 400)
        out.append(
            {
                "id": 4000 + i,
                "type": "message",
                "date": _iso(t),
                "date_unixtime": str(t),
                "from": who,
                "from_id": f"user{uid}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    doc = {"name": chat, "type": "personal_chat", "id": int(s["id"]) * 1000, "messages": out}
    return json.dumps(doc, ensure_ascii=ensure_ascii, indent=1) + "\n"


def _iso(t: int) -> str:
    return _dt.datetime.fromtimestamp(t, _dt.UTC).strftime("%Y-%m-%dT%H:%M:%S")


def sms_xml(rng: random.Random, s: Slots, who: str, addr: str, msgs: list[tuple[int, str]]) -> str:
    """An SMS Backup & Restore XML; msgs are (type, body), type 1 received, 2 sent."""
    base = int(s["ts"]) * 1000
    rows = []
    t = base
    for typ, body in msgs:
        t += rng.randint(30000, 900000)
        rows.append(
            f'  <sms protocol="0" address="{xe(addr)}" date="{t}" type="{typ}" subject="null" '
            f'body="{xe(body)}" toa="null" sc_toa="null" service_center="null" read="1" '
            f'status="-1" locked="0" date_sent="{t - 2000}" readable_date="{_iso(t // 1000)}" '
            f'contact_name="{xe(who)}" />'
        )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{s["uuid"]}" backup_date="{base}" '
        'type="full">\n' + "\n".join(rows) + "\n</smses>\n"
    )


def shared_strings(cells: list[str]) -> str:
    items = "".join(f"<si><t>{xe(c)}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(cells)}" uniqueCount="{len(cells)}">{items}</sst>\n'
    )


def spreadsheetml(sheet: str, rows: list[list[str]]) -> str:
    body = []
    for r in rows:
        cells = "".join(f'<Cell><Data ss:Type="String">{xe(c)}</Data></Cell>' for c in r)
        body.append(f"   <Row>{cells}</Row>")
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:o="urn:schemas-microsoft-com:office:office"\n'
        ' xmlns:x="urn:schemas-microsoft-com:office:excel"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{xe(sheet)}">\n  <Table>\n' + "\n".join(body) + "\n"
        "  </Table>\n </Worksheet>\n</Workbook>\n"
    )


def flat_ods(sheet: str, rows: list[list[str]]) -> str:
    body = []
    for r in rows:
        cells = "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xe(c)}</text:p>'
            "</table:table-cell>"
            for c in r
        )
        body.append(f"    <table:table-row>{cells}</table:table-row>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"\n'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"\n'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"\n'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f'   <table:table table:name="{xe(sheet)}">\n' + "\n".join(body) + "\n"
        "   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def csv_row(cells: list[str], sep: str = ",") -> str:
    out = []
    for c in cells:
        if sep in c or '"' in c:
            c = '"' + c.replace('"', '""') + '"'
        out.append(c)
    return sep.join(out)


# --------------------------------------------------------------------------- encoders / decoders


def enc_basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def dec_basic(text: str) -> str:
    m = re.search(r"Basic\s+([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def enc_url(v: str) -> str:
    return urllib.parse.quote(v, safe="")


def enc_html(v: str) -> str:
    return html.escape(v, quote=True)


def after(text: str, label: str) -> str:
    """The token after ``label`` on its line."""
    i = text.index(label) + len(label)
    return text[i:].split("\n", 1)[0].strip().split()[0]
