"""Helpers shared by the eighty-first corpus's format and decoy files: the family data (own
organisation names, country domain, local names in their own script with ASCII forms for
logins, password words, pet names, phone prefix), the credential drawers (per-syntax generated
passwords, human-chosen passwords in many habits, keys, provider shapes, PEM keys), chat-export
builders and the encoders / decoders of the encoded formats."""

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

from eightyfirst_corpus import (
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
    ip,
    jwt,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

Slots = dict[str, object]
Template = str | Callable[[Slots], str]

# --------------------------------------------------------------------------- families


@dataclass(frozen=True)
class Fam:
    """One family: a kind of animal-care business in one country."""

    name: str
    key: str  # prefix of the family's format names
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]  # (local script, ASCII form for logins)
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]  # what people there build passwords from
    pets: tuple[str, ...]
    cc: str  # phone prefix
    cities: tuple[str, ...]

    def common(self, rng: random.Random) -> Slots:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        (fn, fa), (ln, la) = pick(rng, self.first), pick(rng, self.last)
        (fn2, fa2), (ln2, la2) = pick(rng, self.first), pick(rng, self.last)
        while fa2 == fa:
            fn2, fa2 = pick(rng, self.first)
        year = rng.randint(2024, 2026)
        mo, dd = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi = rng.randint(7, 21), rng.randint(0, 59)
        return {
            "org": org,
            "orgc": org.capitalize(),
            "dom": dom,
            "tld": self.tld,
            "host": f"{pick(rng, ('srv', 'app', 'nas', 'pms', 'db', 'shop'))}"
            f"{rng.randint(1, 9)}.{dom}",
            "fn": fn,
            "ln": ln,
            "fa": fa,
            "la": la,
            "fn2": fn2,
            "ln2": ln2,
            "fa2": fa2,
            "la2": la2,
            "login": pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}")),
            "login2": pick(rng, (f"{fa2}.{la2}", f"{fa2[0]}{la2}", fa2)),
            "email": f"{fa}.{la}@{dom}",
            "email2": f"{fa2}@{dom}",
            "phone": f"{self.cc}{alnum(rng, 9, DIGITS)}",
            "phone2": f"{self.cc}{alnum(rng, 9, DIGITS)}",
            "pet": pick(rng, self.pets),
            "pet2": pick(rng, self.pets),
            "city": pick(rng, self.cities),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, private=False),
            "year": year,
            "yy": f"{year % 100:02d}",
            "mo": f"{mo:02d}",
            "dd": f"{dd:02d}",
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{rng.randint(0, 59):02d}",
            "hh2": f"{min(hh + 1, 23):02d}",
            "date": f"{year}-{mo:02d}-{dd:02d}",
            "n": rng.randint(2, 9),
            "num": rng.randint(100, 9999),
            "id6": alnum(rng, 6, DIGITS),
            "hex8": hexs(rng, 8),
            "uuid": uuid4(rng),
            "port": pick(rng, (8080, 8443, 443, 8000, 9000, 3000)),
            "ms": rng.randint(1_735_000_000, 1_790_000_000) * 1000,
        }

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: Template,
        cred: str | Callable[[random.Random, Slots], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, Slots], Slots] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register the format ``<key>_<name>``: draw the common slots, the credential
        ``<<cred>>`` (the needle unless ``extra`` sets ``needle``), then ``extra``'s slots."""
        full = f"{self.key}_{name}"

        def fn(rng: random.Random) -> Out:
            s = self.common(rng)
            s["cred"] = cred(rng, s) if callable(cred) else draw(rng, self, cred)
            if extra is not None:
                s.update(extra(rng, s))
            text = template(s) if callable(template) else fill(template, **s)
            path = fill(pick(rng, paths), **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        fn.__name__ = full
        fmt(self.name, full, decode)(fn)


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

WALKS = ("qwerty", "1qaz2wsx", "asdf", "zxcvbn", "qazwsx", "1q2w3e", "qwe123", "147258", "azerty")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"})
LEET_X = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "5"})


def human(rng: random.Random, fam: Fam, syms: str = "!@#*.-_?$") -> str:
    """A password a person there chose, in one of fifteen habits, from the family's words."""
    for _ in range(50):
        w, w2 = rng.sample(fam.words, 2)
        pet = pick(rng, fam.pets)
        name = pick(rng, fam.first)[1]
        sym = rng.choice(syms)
        y4 = rng.randint(1975, 2026)
        y2 = f"{rng.randint(0, 99):02d}"
        habit = rng.randrange(15)
        if habit == 0:
            pw = f"{w.capitalize()}{y4}{sym}"
        elif habit == 1:
            pw = f"{pet.capitalize()}{y2}{sym}"
        elif habit == 2:
            tr = LEET if "$" in syms else LEET_X
            pw = f"{w.translate(tr).capitalize()}{rng.randint(1, 99)}"
        elif habit == 3:
            pw = f"{w}{w2}{rng.randint(1, 999)}"
        elif habit == 4:
            pw = f"{w.capitalize()}{w2.capitalize()}{y4}"
        elif habit == 5:
            pw = f"{pick(rng, WALKS)}{w.capitalize()}"
        elif habit == 6:
            pw = f"{name.capitalize()}{y4}{sym}"
        elif habit == 7:
            pw = f"{w.upper()}{y4}"
        elif habit == 8:
            pw = f"{w}{sym * 3}{rng.randint(1, 999)}"
        elif habit == 9:
            pw = f"{w}-{w2}-{pet}-{rng.randint(1, 9)}"
        elif habit == 10:
            pw = f"{w[::-1]}{y2}{sym}"
        elif habit == 11:
            pw = f"{name.capitalize()}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{y2}"
        elif habit == 12:
            pw = f"{w.capitalize()}{sym}{pet.capitalize()}{rng.randint(1, 99)}"
        elif habit == 13:
            pw = f"{pet}{name.capitalize()}{sym}{y2}"
        else:
            pw = f"{w2.capitalize()}{sym}{w}{rng.randint(10, 99)}"
        if (
            len(pw) >= 8
            and " " not in pw
            and not re.search(
                r"example|changeme|password|secret|token|dummy|sample|fake|test|xxxx|placeholder"
                r"|your_|redacted",
                pw.lower(),
            )
        ):
            return pw
    raise RuntimeError("no human password")


def prov(rng: random.Random, p: str) -> str:
    """Provider key shapes."""
    a = ALNUM
    shapes: dict[str, Callable[[], str]] = {
        "p24_crc": lambda: hexs(rng, 16),
        "p24_api": lambda: hexs(rng, 32),
        "mercadopago": lambda: (
            f"APP_USR-{alnum(rng, 16, DIGITS)}-{alnum(rng, 6, DIGITS)}-"
            f"{hexs(rng, 32)}-{alnum(rng, 9, DIGITS)}"
        ),
        "pagseguro": lambda: hexs(rng, 32, upper=True),
        "nuvemshop": lambda: hexs(rng, 40),
        "line_access": lambda: b64(rng, 129),
        "line_secret": lambda: hexs(rng, 32),
        "line_notify": lambda: alnum(rng, 43),
        "paypay_secret": lambda: b64(rng, 33),
        "square": lambda: "EAAA" + alnum(rng, 60, a + "-_"),
        "mollie": lambda: "live_" + alnum(rng, 30),
        "iyzico": lambda: alnum(rng, 32),
        "daraja_secret": lambda: alnum(rng, 64),
        "daraja_passkey": lambda: hexs(rng, 64),
        "africastalking": lambda: "atsk_" + hexs(rng, 64),
        "midtrans": lambda: "Mid-server-" + alnum(rng, 24, a + "-_"),
        "xendit": lambda: "xnd_production_" + alnum(rng, 60),
        "omise": lambda: "skey_5" + alnum(rng, 18, LOWER + DIGITS),
        "chapa": lambda: "CHASECK-" + alnum(rng, 32),
        "toss": lambda: "live_sk_" + alnum(rng, 24),
        "kakao": lambda: hexs(rng, 32),
        "naver_secret": lambda: alnum(rng, 10),
        "razorpay": lambda: alnum(rng, 24),
        "paystack": lambda: "sk_live_" + hexs(rng, 40),
        "flutterwave": lambda: f"FLWSECK-{hexs(rng, 32)}-X",
        "conekta": lambda: "key_" + alnum(rng, 27),
        "openpay": lambda: "sk_" + hexs(rng, 32),
        "stripe": lambda: "sk_live_51" + alnum(rng, 97),
        "stripe_whsec": lambda: "whsec_" + alnum(rng, 32),
        "twilio": lambda: hexs(rng, 32),
        "sendgrid": lambda: f"SG.{alnum(rng, 22, a + '-_')}.{alnum(rng, 43, a + '-_')}",
        "google": lambda: "AIza" + alnum(rng, 35, a + "-_"),
        "aws_secret": lambda: alnum(rng, 40, a + "/+"),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "woo": lambda: "cs_" + hexs(rng, 40),
        "telegram": lambda: (
            f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA" + alnum(rng, 33, a + "-_")
        ),
        "wialon": lambda: hexs(rng, 72),
        "github": lambda: "ghp_" + alnum(rng, 36),
        "openai": lambda: "sk-proj-" + alnum(rng, 74, a + "-_") + "T3BlbkFJ" + alnum(rng, 74),
        "xero_secret": lambda: alnum(rng, 48, a + "-_"),
        "slack_webhook": lambda: (
            "https://hooks.slack.com/services/"
            f"T{alnum(rng, 10, UPPER + DIGITS)}/B{alnum(rng, 10, UPPER + DIGITS)}/{alnum(rng, 24)}"
        ),
        "dropbox": lambda: "sl.B" + alnum(rng, 130, a + "-_"),
        "firebase_server": lambda: (
            "AAAA" + alnum(rng, 7, a + "-_") + ":APA91b" + alnum(rng, 134, a + "-_")
        ),
        "mailchimp": lambda: f"{hexs(rng, 32)}-us{rng.randint(1, 21)}",
        "cardcom": lambda: alnum(rng, 12, a),
        "tranzila": lambda: alnum(rng, 18, a),
        "qpay": lambda: alnum(rng, 20, a),
        "ngenius": lambda: base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode(),
        "anthropic": lambda: "sk-ant-api03-" + alnum(rng, 93, a + "-_") + "AA",
        "hf": lambda: "hf_" + alnum(rng, 34),
        "azure_storage": lambda: b64(rng, 64),
        "gitlab": lambda: "glpat-" + alnum(rng, 20, a + "-_"),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "npm": lambda: "npm_" + alnum(rng, 36),
        "brevo": lambda: f"xkeysib-{hexs(rng, 64)}-{alnum(rng, 16)}",
    }
    return shapes[p]()


def ec_der(rng: random.Random) -> bytes:
    """A P-256 ECPrivateKey (RFC 5915) with valid DER framing."""
    priv = rbytes(rng, 32)
    pub = b"\x04" + rbytes(rng, 64)
    oid = bytes.fromhex("06082a8648ce3d030107")
    body = (
        b"\x02\x01\x01"
        + b"\x04\x20"
        + priv
        + b"\xa0"
        + bytes([len(oid)])
        + oid
        + b"\xa1\x44\x03\x42\x00"
        + pub
    )
    return b"\x30" + bytes([len(body)]) + body


def ec_pem(rng: random.Random) -> str:
    body = base64.b64encode(ec_der(rng)).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


def draw(rng: random.Random, fam: Fam, kind: str) -> str:
    """A credential by a named kind."""
    if kind in PW_SYMS:
        return gen_pw(rng, sym=PW_SYMS[kind])
    if kind == "human":
        return human(rng, fam)
    if kind == "human_x":  # nothing markup or shells must escape
        return human(rng, fam, "!@*.-_")
    if kind == "uuid":
        return uuid4(rng)
    if kind == "rsa":
        return rsa_pem(rng)
    if kind == "rsa8":
        return rsa_pem(rng, pkcs8=True)
    if kind == "ec":
        return ec_pem(rng)
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
    if head == "p":
        return prov(rng, arg)
    if head == "x":
        prefix, _, n = arg.rpartition(":")
        return prefix + alnum(rng, int(n))
    raise ValueError(kind)


def bearer_jwt(rng: random.Random, sub: str, iss: str) -> str:
    now = rng.randint(1_735_000_000, 1_790_000_000)
    return jwt(rng, {"sub": sub, "iss": iss, "iat": now, "exp": now + 31_536_000})


# --------------------------------------------------------------------------- chats


def xa(value: str) -> str:
    """Escape for an XML attribute or text."""
    return html.escape(value, quote=True)


def wa(s: Slots, msgs: list[tuple[str, str]], style: int) -> str:
    """A WhatsApp chat export in one of four local date styles."""
    out = []
    y, mo, dd = s["year"], s["mo"], s["dd"]
    for i, (who, text) in enumerate(msgs):
        tot = int(str(s["hh"])) * 60 + int(str(s["mi"])) + i * 3
        hh, mi = tot // 60 % 24, f"{tot % 60:02d}"
        if style == 0:  # Android, day first
            out.append(f"{dd}.{mo}.{str(y)[2:]}, {hh:02d}:{mi} - {who}: {text}")
        elif style == 1:  # iOS
            out.append(f"[{dd}/{mo}/{y}, {hh:02d}:{mi}:{s['ss']}] {who}: {text}")
        elif style == 2:  # Android, month first, 12 h
            h12, ap = hh % 12 or 12, "PM" if hh >= 12 else "AM"
            out.append(f"{mo}/{dd}/{str(y)[2:]}, {h12}:{mi} {ap} - {who}: {text}")
        else:  # year first
            out.append(f"{y}/{mo}/{dd} {hh:02d}:{mi} - {who}: {text}")
    return "\n".join(out) + "\n"


def tg_json(s: Slots, chat: str, msgs: list[tuple[str, str]]) -> str:
    """A Telegram Desktop ``result.json`` of one chat."""
    base = int(str(s["ms"])) // 1000
    items = []
    for i, (who, text) in enumerate(msgs):
        items.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{(int(str(s['mi'])) + i) % 60:02d}:{s['ss']}",
                "date_unixtime": str(base + i * 60),
                "from": who,
                "from_id": f"user{5_000_000_000 + i * 7919}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {"name": chat, "type": "private_group", "id": 1_700_000_000 + len(chat), "messages": items},
        ensure_ascii=False,
        indent=1,
    )


def sms_xml(s: Slots, msgs: list[tuple[int, str]]) -> str:
    """An Android "SMS Backup & Restore" file; type 1 received, 2 sent."""
    base = int(str(s["ms"]))
    rows = [
        f'  <sms protocol="0" address="{s["phone"]}" date="{base + i * 61_000}" type="{t}" '
        f'subject="null" body={xa_q(body)} toa="null" sc_toa="null" service_center="null" '
        f'read="1" status="-1" locked="0" readable_date="{s["date"]} {s["hh"]}:{s["mi"]}" '
        f'contact_name="{xa(str(s["fn"]))}" />'
        for i, (t, body) in enumerate(msgs)
    ]
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{s["uuid"]}" backup_date="{base}" type="full">\n'
        + "\n".join(rows)
        + "\n</smses>\n"
    )


def xa_q(value: str) -> str:
    return '"' + xa(value) + '"'


# --------------------------------------------------------------------------- spreadsheets


def spreadsheetml(sheet: str, rows: list[list[str]]) -> str:
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{xa(c)}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="{xa(sheet)}">\n  <Table>\n{body}\n  </Table>\n </Worksheet>\n'
        "</Workbook>\n"
    )


def fods(sheet: str, rows: list[list[str]]) -> str:
    body = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xa(c)}</text:p>'
            "</table:table-cell>"
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"\n'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"\n'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"\n'
        ' office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        " <office:body>\n  <office:spreadsheet>\n"
        f'   <table:table table:name="{xa(sheet)}">\n{body}\n   </table:table>\n'
        "  </office:spreadsheet>\n </office:body>\n</office:document>\n"
    )


def shared_strings(cells: list[str]) -> str:
    items = "".join(f"<si><t>{xa(c)}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{len(cells)}" uniqueCount="{len(cells)}">{items}</sst>\n'
    )


# --------------------------------------------------------------------------- encoders


def enc_b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def enc_basic(user: str, pw: str) -> str:
    return enc_b64(f"{user}:{pw}")


def dec_basic(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


def dec_basic_user(text: str) -> str:
    """The user part (a key used as the Basic user, with an empty password)."""
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[0]


def after(label: str, text: str) -> str:
    """The value after ``label`` up to the end of its line or a quote."""
    m = re.search(re.escape(label) + r"\s*([^\s\"'<]+)", text)
    assert m, label
    return m.group(1)


def dec_b64_after(label: str) -> Callable[[str], str]:
    return lambda text: base64.b64decode(after(label, text)).decode()


def enc_url(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def dec_url_userinfo(text: str) -> str:
    m = re.search(r"://[^:/\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def enc_qp(text: str) -> str:
    return quopri.encodestring(text.encode()).decode()


def dec_qp_after(label: str) -> Callable[[str], str]:
    def dec(text: str) -> str:
        body = text.split("\n\n", 1)[1]
        return after(label, quopri.decodestring(body.encode()).decode())

    return dec


def enc_html(value: str) -> str:
    return html.escape(value, quote=True)


def json_u(value: str) -> str:
    """A JSON string body with non-ASCII written as \\u escapes."""
    return json.dumps(value, ensure_ascii=True)[1:-1]


def regd(
    path: str,
    template: Template,
    why: str,
    syntax: str | None = None,
    fam: Fam | None = None,
) -> Callable[[random.Random], DOut]:
    """Register a decoy from a template over a family's common slots."""

    def fn(rng: random.Random) -> DOut:
        s = fam.common(rng) if fam is not None else {}
        s["pk_hex"] = hexs(rng, 64)
        s["sha"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["b64pub"] = b64(rng, 270)
        ed = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(rng, 32)
        s["edpub"] = "ssh-ed25519 " + base64.b64encode(ed).decode()
        s["pubkey"] = alnum(rng, 24)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    fn.__name__ = "decoy_" + re.sub(r"\W", "_", path)[:60]
    decoy(fn)
    return fn


# --------------------------------------------------------------------------- the sixteen families


def _n(*pairs: str) -> tuple[tuple[str, str], ...]:
    """("local", "ascii") pairs from a flat list."""
    return tuple((pairs[i], pairs[i + 1]) for i in range(0, len(pairs), 2))


FA = Fam(
    "lecznica_weterynaryjna_krakowska",
    "lecznica",
    ("zdrowypazur", "lapkamed", "kleparzvet"),
    "pl",
    _n(
        "Agnieszka",
        "agnieszka",
        "Katarzyna",
        "katarzyna",
        "Tomasz",
        "tomasz",
        "Paweł",
        "pawel",
        "Małgorzata",
        "malgorzata",
        "Michał",
        "michal",
        "Joanna",
        "joanna",
        "Łukasz",
        "lukasz",
    ),
    _n(
        "Nowak",
        "nowak",
        "Wiśniewska",
        "wisniewska",
        "Wójcik",
        "wojcik",
        "Kowalczyk",
        "kowalczyk",
        "Zieliński",
        "zielinski",
        "Szymańska",
        "szymanska",
        "Dąbrowski",
        "dabrowski",
    ),
    (
        "kotek",
        "piesek",
        "lecznica",
        "weterynarz",
        "wawel",
        "wisla",
        "pierogi",
        "krakow",
        "szczepionka",
        "psiak",
        "łapka",
        "żubr",
        "kleparz",
        "smok",
        "obwarzanek",
    ),
    ("burek", "azor", "mruczek", "filemon", "reksio", "puszek", "kicia", "luna"),
    "+48",
    ("Kraków", "Nowa Huta", "Wieliczka", "Skawina"),
)
FB = Fam(
    "petshop_banho_caxias",
    "banhotosa",
    ("bichofeliz", "racaocerta", "aumigoserra"),
    "com.br",
    _n(
        "João",
        "joao",
        "Mariana",
        "mariana",
        "Luíza",
        "luiza",
        "Thiago",
        "thiago",
        "Fernanda",
        "fernanda",
        "Gustavo",
        "gustavo",
        "Camila",
        "camila",
        "Rafael",
        "rafael",
    ),
    _n(
        "Silva",
        "silva",
        "Oliveira",
        "oliveira",
        "Souza",
        "souza",
        "Pereira",
        "pereira",
        "Conceição",
        "conceicao",
        "Araújo",
        "araujo",
        "Rodrigues",
        "rodrigues",
    ),
    (
        "cachorro",
        "gatinho",
        "racao",
        "banho",
        "pitoco",
        "saudade",
        "flamengo",
        "palmeiras",
        "gremio",
        "brigadeiro",
        "caramelo",
        "coxinha",
        "serra",
        "gaucho",
        "chimarrao",
    ),
    ("pipoca", "thor", "mel", "pretinha", "bidu", "paçoca", "nina", "caramelo"),
    "+55",
    ("Caxias do Sul", "Bento Gonçalves", "Farroupilha", "Flores da Cunha"),
)
FC = Fam(
    "trimming_shibainu_kyoto",
    "trimsalon",
    ("pochitrim", "wankocut", "kamomofu"),
    "co.jp",
    _n(
        "陽菜",
        "hina",
        "結衣",
        "yui",
        "大翔",
        "hiroto",
        "美咲",
        "misaki",
        "健太",
        "kenta",
        "さくら",
        "sakura",
        "翔太",
        "shota",
        "愛子",
        "aiko",
    ),
    _n(
        "佐藤",
        "sato",
        "鈴木",
        "suzuki",
        "高橋",
        "takahashi",
        "田中",
        "tanaka",
        "渡辺",
        "watanabe",
        "伊藤",
        "ito",
        "山本",
        "yamamoto",
    ),
    (
        "shiba",
        "trimming",
        "pochi",
        "sakura",
        "momiji",
        "mofumofu",
        "wanko",
        "toypoo",
        "kawaii",
        "kyoto",
        "kamogawa",
        "nyanko",
        "dango",
        "matcha",
        "arashiyama",
    ),
    ("pochi", "hachi", "momo", "coco", "sora", "maru", "choco", "kotetsu"),
    "+81",
    ("京都市左京区", "京都市中京区", "宇治市", "亀岡市"),
)
FD = Fam(
    "dierenpension_kattenhotel",
    "dierenpension",
    ("pootjeshof", "snorhaven", "blafweide"),
    "nl",
    _n(
        "Sanne",
        "sanne",
        "Daan",
        "daan",
        "Femke",
        "femke",
        "Bram",
        "bram",
        "Lotte",
        "lotte",
        "Joost",
        "joost",
        "Ilse",
        "ilse",
        "Thijs",
        "thijs",
    ),
    _n(
        "de Vries",
        "devries",
        "Jansen",
        "jansen",
        "van Dijk",
        "vandijk",
        "Bakker",
        "bakker",
        "Visser",
        "visser",
        "Smit",
        "smit",
        "van den Berg",
        "vandenberg",
    ),
    (
        "hondje",
        "poes",
        "kattenhotel",
        "pension",
        "fiets",
        "tulp",
        "stroopwafel",
        "klompen",
        "molen",
        "gezellig",
        "drop",
        "kaas",
        "polder",
        "brabant",
        "oranje",
    ),
    ("bobbie", "max", "guus", "pluk", "snuf", "minoes", "tijger", "bella"),
    "+31",
    ("Oisterwijk", "Tilburg", "Den Bosch", "Eindhoven"),
)
FE = Fam(
    "hayvan_barinagi_bornova",
    "barinak",
    ("patidostu", "mamakabi", "kordonpati"),
    "org.tr",
    _n(
        "Ayşe",
        "ayse",
        "Mehmet",
        "mehmet",
        "Elif",
        "elif",
        "Emre",
        "emre",
        "Zeynep",
        "zeynep",
        "Burak",
        "burak",
        "Gülşen",
        "gulsen",
        "Çağrı",
        "cagri",
    ),
    _n(
        "Yılmaz",
        "yilmaz",
        "Kaya",
        "kaya",
        "Demir",
        "demir",
        "Şahin",
        "sahin",
        "Çelik",
        "celik",
        "Öztürk",
        "ozturk",
        "Aydın",
        "aydin",
    ),
    (
        "kedi",
        "kopek",
        "pati",
        "barinak",
        "sokak",
        "mama",
        "karabas",
        "boncuk",
        "izmir",
        "kordon",
        "gevrek",
        "simit",
        "göztepe",
        "karşıyaka",
        "şeker",
    ),
    ("boncuk", "karabaş", "pamuk", "tarçın", "fındık", "zeytin", "duman", "paşa"),
    "+90",
    ("Bornova", "Karşıyaka", "Buca", "Bayraklı"),
)
FF = Fam(
    "aduu_terelj_morin",
    "aduu",
    ("khuduuaduu", "tereljmorin", "saralstable"),
    "mn",
    _n(
        "Болд",
        "bold",
        "Сарангэрэл",
        "sarangerel",
        "Ганбаатар",
        "ganbaatar",
        "Оюунчимэг",
        "oyunchimeg",
        "Тэмүүлэн",
        "temuulen",
        "Номин",
        "nomin",
        "Батбаяр",
        "batbayar",
        "Энхжин",
        "enkhjin",
    ),
    _n(
        "Батсүх",
        "batsukh",
        "Дорж",
        "dorj",
        "Ганбат",
        "ganbat",
        "Цэрэн",
        "tseren",
        "Мөнхбат",
        "munkhbat",
        "Эрдэнэ",
        "erdene",
    ),
    (
        "aduu",
        "morin",
        "terelj",
        "khuleg",
        "tsagaan",
        "naadam",
        "buuz",
        "khuushuur",
        "chinggis",
        "tenger",
        "ulaan",
        "saral",
        "tuul",
        "bogd",
        "airag",
    ),
    ("hongor", "saral", "heer", "zeerd", "buural", "khar", "tsookhor"),
    "+976",
    ("Тэрэлж", "Горхи", "Налайх", "Улаанбаатар"),
)
FG = Fam(
    "mifugo_daktari_kenya",
    "mifugo",
    ("ngombehai", "mifugovet", "menengaivet"),
    "co.ke",
    _n(
        "Wanjiku",
        "wanjiku",
        "Otieno",
        "otieno",
        "Achieng",
        "achieng",
        "Kiprop",
        "kiprop",
        "Njeri",
        "njeri",
        "Mwangi",
        "mwangi",
        "Chebet",
        "chebet",
        "Baraka",
        "baraka",
    ),
    _n(
        "Kamau",
        "kamau",
        "Odhiambo",
        "odhiambo",
        "Mutua",
        "mutua",
        "Kiptoo",
        "kiptoo",
        "Wambui",
        "wambui",
        "Ochieng",
        "ochieng",
        "Kariuki",
        "kariuki",
    ),
    (
        "ngombe",
        "mbuzi",
        "kondoo",
        "mifugo",
        "daktari",
        "nakuru",
        "harambee",
        "mzee",
        "maziwa",
        "shamba",
        "chapati",
        "ugali",
        "kuku",
        "menengai",
        "subukia",
    ),
    ("simba", "bahati", "jasiri", "rafiki", "tembo", "zawadi"),
    "+254",
    ("Nakuru", "Naivasha", "Molo", "Njoro"),
)
FH = Fam(
    "satwa_kalimantan_rehabilitasi",
    "satwa",
    ("orangrimba", "kapuassatwa", "enggangpeduli"),
    "or.id",
    _n(
        "Siti",
        "siti",
        "Budi",
        "budi",
        "Dewi",
        "dewi",
        "Agus",
        "agus",
        "Rina",
        "rina",
        "Wahyu",
        "wahyu",
        "Putri",
        "putri",
        "Eko",
        "eko",
    ),
    _n(
        "Santoso",
        "santoso",
        "Wijaya",
        "wijaya",
        "Lestari",
        "lestari",
        "Saputra",
        "saputra",
        "Hidayat",
        "hidayat",
        "Nugroho",
        "nugroho",
        "Rahmawati",
        "rahmawati",
    ),
    (
        "orangutan",
        "satwa",
        "hutan",
        "kalimantan",
        "bekantan",
        "rimba",
        "enggang",
        "durian",
        "kopi",
        "merdeka",
        "garuda",
        "sungai",
        "kapuas",
        "pontianak",
        "khatulistiwa",
    ),
    ("kiki", "bimo", "jojo", "uli", "dodi", "memet", "ucok"),
    "+62",
    ("Pontianak", "Ketapang", "Sintang", "Kubu Raya"),
)
FI = Fam(
    "plakat_ornamental_bangkok",
    "plakat",
    ("plakatsiam", "bettasabai", "chatufish"),
    "co.th",
    _n(
        "สมชาย",
        "somchai",
        "สุดารัตน์",
        "sudarat",
        "ณัฐพล",
        "nattapon",
        "กนกวรรณ",
        "kanokwan",
        "ธนากร",
        "thanakorn",
        "พิมพ์ชนก",
        "pimchanok",
        "วีระ",
        "weera",
    ),
    _n(
        "ศรีสุข",
        "srisuk",
        "วงศ์ไทย",
        "wongthai",
        "แก้วมณี",
        "kaewmanee",
        "ทองดี",
        "thongdee",
        "สุขสวัสดิ์",
        "suksawat",
        "จันทร์เพ็ญ",
        "chanpen",
    ),
    (
        "plakat",
        "betta",
        "guppy",
        "arowana",
        "chatuchak",
        "krungthep",
        "siam",
        "sabai",
        "mekong",
        "tomyum",
        "chang",
        "somtam",
        "halfmoon",
        "flowerhorn",
        "songkran",
    ),
    ("nemo", "tongkam", "fahsai", "jaidee", "mali", "khaosuay"),
    "+66",
    ("จตุจักร", "บางบัวทอง", "นนทบุรี", "ลาดกระบัง"),
)
FJ = Fam(
    "nib_apiculture_amhara",
    "nib",
    ("nibgebeya", "tanaqofo", "abaymar"),
    "com.et",
    _n(
        "አበበ",
        "abebe",
        "ትዕግስት",
        "tigist",
        "ሰላም",
        "selam",
        "ዳዊት",
        "dawit",
        "መሠረት",
        "meseret",
        "ዮሐንስ",
        "yohannes",
        "ሄለን",
        "helen",
        "ብርሃኑ",
        "birhanu",
    ),
    _n(
        "ተስፋዬ",
        "tesfaye",
        "ገብረመድህን",
        "gebremedhin",
        "ከበደ",
        "kebede",
        "አለሙ",
        "alemu",
        "ወልደ",
        "wolde",
        "ሀይሌ",
        "haile",
    ),
    (
        "mar",
        "nib",
        "qofo",
        "tej",
        "buna",
        "injera",
        "gojjam",
        "bahirdar",
        "abay",
        "lalibela",
        "meskel",
        "berbere",
        "tana",
        "gondar",
        "kafo",
    ),
    ("buchi", "kebero", "dimet", "anbessa", "tigu", "wuha"),
    "+251",
    ("ባሕር ዳር", "ደብረ ማርቆስ", "ጎንደር", "አዲስ አበባ"),
)
FK = Fam(
    "hullyeon_gangaji_dogschool",
    "hullyeon",
    ("meongschool", "jindohaksa", "dalmajidog"),
    "co.kr",
    _n(
        "민준",
        "minjun",
        "서연",
        "seoyeon",
        "지훈",
        "jihun",
        "하은",
        "haeun",
        "도윤",
        "doyun",
        "수빈",
        "subin",
        "예린",
        "yerin",
        "현우",
        "hyunwoo",
    ),
    _n(
        "김",
        "kim",
        "이",
        "lee",
        "박",
        "park",
        "최",
        "choi",
        "정",
        "jung",
        "강",
        "kang",
        "윤",
        "yoon",
    ),
    (
        "meongmeong",
        "gangaji",
        "busan",
        "haeundae",
        "kimchi",
        "sarang",
        "jindo",
        "hodu",
        "dubu",
        "bori",
        "gwangalli",
        "dalmaji",
        "seomyeon",
        "gimbap",
        "tteokbokki",
    ),
    ("bori", "hodu", "dubu", "kongi", "choco", "sarang", "jindol", "ddongi"),
    "+82",
    ("부산 해운대구", "부산 수영구", "기장군", "양산시"),
)
FL = Fam(
    "pashu_aahar_petfood",
    "pashuahar",
    ("poshanpet", "sahyadrifeeds", "chakanpetfood"),
    "co.in",
    _n(
        "राहुल",
        "rahul",
        "प्रिया",
        "priya",
        "अमित",
        "amit",
        "स्नेहा",
        "sneha",
        "विकास",
        "vikas",
        "पूजा",
        "pooja",
        "संजय",
        "sanjay",
        "अनीता",
        "anita",
    ),
    _n(
        "शर्मा",
        "sharma",
        "पाटील",
        "patil",
        "देशमुख",
        "deshmukh",
        "कुलकर्णी",
        "kulkarni",
        "जोशी",
        "joshi",
        "वर्मा",
        "verma",
        "गुप्ता",
        "gupta",
    ),
    (
        "shera",
        "moti",
        "ganpati",
        "bappa",
        "pune",
        "chakan",
        "sahyadri",
        "vadapav",
        "kutta",
        "billi",
        "poshan",
        "masala",
        "diwali",
        "sinhagad",
        "kolhapur",
    ),
    ("moti", "sheru", "tommy", "bholu", "kalu", "rani", "raja", "bruno"),
    "+91",
    ("चाकण", "पुणे", "भोसरी", "तळेगाव"),
)
FM = Fam(
    "adiye_incubation_yoruba",
    "adiye",
    ("adiyeoko", "olumochicks", "ogbomosohatch"),
    "com.ng",
    _n(
        "Adébáyọ̀",
        "adebayo",
        "Olúwaseun",
        "oluwaseun",
        "Fúnmiláyọ̀",
        "funmilayo",
        "Chinedu",
        "chinedu",
        "Tèmítọ́pẹ́",
        "temitope",
        "Bọ́lá",
        "bola",
        "Ngozi",
        "ngozi",
        "Ìbùkún",
        "ibukun",
    ),
    _n(
        "Adéyẹmí",
        "adeyemi",
        "Ọládìpọ̀",
        "oladipo",
        "Okafor",
        "okafor",
        "Babátúndé",
        "babatunde",
        "Ògúnlẹ́yẹ",
        "ogunleye",
        "Bello",
        "bello",
    ),
    (
        "adiye",
        "eyin",
        "oyo",
        "ibadan",
        "jollof",
        "suya",
        "naija",
        "agege",
        "amala",
        "eko",
        "ogbomoso",
        "dodo",
        "broiler",
        "olumo",
        "iroko",
    ),
    ("bingo", "jack", "simba", "bobby", "dudu", "tiger"),
    "+234",
    ("Ibadan", "Ogbomoso", "Oyo", "Iseyin"),
)
FN = Fam(
    "horsefloat_canterbury",
    "horsefloat",
    ("kahuifloat", "tikahorse", "rakaiafloats"),
    "co.nz",
    _n(
        "Aroha",
        "aroha",
        "Mere",
        "mere",
        "Tama",
        "tama",
        "Hemi",
        "hemi",
        "Sophie",
        "sophie",
        "Liam",
        "liam",
        "Olivia",
        "olivia",
        "Ngaio",
        "ngaio",
    ),
    _n(
        "Ngata",
        "ngata",
        "Parata",
        "parata",
        "Thompson",
        "thompson",
        "Walker",
        "walker",
        "Te Huia",
        "tehuia",
        "Macdonald",
        "macdonald",
    ),
    (
        "kiwi",
        "tui",
        "kahu",
        "pukeko",
        "waka",
        "kiaora",
        "hangi",
        "rakaia",
        "addington",
        "ashburton",
        "jandal",
        "chur",
        "whanau",
        "aoraki",
        "kowhai",
    ),
    ("tommo", "marama", "blaze", "nugget", "skip", "rangi", "bess"),
    "+64",
    ("Rangiora", "Ashburton", "Christchurch", "Rolleston"),
)
FO = Fam(
    "mascota_poliza_mexico",
    "polizamascota",
    ("patitasegura", "xoloseguros", "chapalapet"),
    "com.mx",
    _n(
        "Guadalupe",
        "guadalupe",
        "José Luis",
        "joseluis",
        "Ximena",
        "ximena",
        "Alejandro",
        "alejandro",
        "María Fernanda",
        "mariafernanda",
        "Jesús",
        "jesus",
        "Itzel",
        "itzel",
        "Rodrigo",
        "rodrigo",
    ),
    _n(
        "Hernández",
        "hernandez",
        "García",
        "garcia",
        "Martínez",
        "martinez",
        "López",
        "lopez",
        "González",
        "gonzalez",
        "Ramírez",
        "ramirez",
        "Ortega",
        "ortega",
    ),
    (
        "chivas",
        "tapatio",
        "perrito",
        "gatito",
        "xolo",
        "mascota",
        "poliza",
        "tequila",
        "mariachi",
        "jalisco",
        "tlaquepaque",
        "pozole",
        "birria",
        "chapala",
        "atlas",
    ),
    ("firulais", "chato", "canela", "frijol", "pelusa", "manchas", "chispita", "lobo"),
    "+52",
    ("Guadalajara", "Zapopan", "Tlaquepaque", "Tonalá"),
)
FP = Fam(
    "kelev_petsitter_franchise",
    "kelev",
    ("kelevbayit", "yallapets", "florentinsit"),
    "co.il",
    _n(
        "נועה",
        "noa",
        "יונתן",
        "yonatan",
        "מאיה",
        "maya",
        "איתי",
        "itay",
        "שירה",
        "shira",
        "אורי",
        "uri",
        "תמר",
        "tamar",
        "דניאל",
        "daniel",
    ),
    _n(
        "כהן",
        "cohen",
        "לוי",
        "levi",
        "מזרחי",
        "mizrahi",
        "פרץ",
        "peretz",
        "ביטון",
        "biton",
        "אברהם",
        "avraham",
        "פרידמן",
        "friedman",
    ),
    (
        "kelev",
        "chatul",
        "shalom",
        "balagan",
        "yalla",
        "sababa",
        "hummus",
        "falafel",
        "yafo",
        "maccabi",
        "hapoel",
        "kinneret",
        "tapuz",
        "dizengoff",
        "florentin",
    ),
    ("shoko", "lucky", "bamba", "kushi", "mitzi", "chuchi", "shemesh"),
    "+972",
    ("תל אביב", "רמת גן", "גבעתיים", "חולון"),
)

__all__ = [
    "ALNUM",
    "DIGITS",
    "FA",
    "FB",
    "FC",
    "FD",
    "FE",
    "FF",
    "FG",
    "FH",
    "FI",
    "FJ",
    "FK",
    "FL",
    "FM",
    "FN",
    "FO",
    "FP",
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
    "b64url",
    "bearer_jwt",
    "dec_b64_after",
    "dec_basic",
    "dec_basic_user",
    "dec_qp_after",
    "dec_url_userinfo",
    "draw",
    "ec_pem",
    "enc_b64",
    "enc_basic",
    "enc_html",
    "enc_qp",
    "enc_url",
    "fods",
    "gen_pw",
    "hexs",
    "human",
    "json_u",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "shared_strings",
    "sms_xml",
    "spreadsheetml",
    "tg_json",
    "uuid4",
    "wa",
    "xa",
    "xa_q",
]
