"""Helpers shared by the eighty-fifth corpus's format and decoy files: a family's own names,
words and phone prefix (``Fam``), credential drawers by kind (per-syntax generated passwords,
human-chosen passwords in many habits, keys, provider shapes), encoders / decoders, and
``Fam.reg`` / ``regd`` which turn a template into an ``@fmt`` / ``@decoy`` function."""

from __future__ import annotations

import base64
import email
import html
import json
import quopri
import random
import unicodedata
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

from eightyfifth_corpus import (
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

__all__ = [
    "Fam",
    "after",
    "alnum_key",
    "b64",
    "dec_b64_after",
    "dec_basic",
    "dec_html_after",
    "dec_qp_after",
    "dec_url_after",
    "enc_html",
    "enc_qp",
    "enc_url",
    "gen_pw",
    "hexs",
    "human_pw",
    "jwt",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]

HUMAN_SYM = "!#@*.-_+?"
HUMAN_SYM_X = "-_.@+"
WALKS = ("qwerty", "1qaz2wsx", "asdfgh", "zxcvbn", "qazwsx", "123qwe", "1q2w3e4r", "qwer1234")
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
FOLD = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "ß": "ss"})


def fold(s: str) -> str:
    """ASCII form of a word (Turkish dotless i, Polish l-stroke, Vietnamese d-stroke...)."""
    s = unicodedata.normalize("NFKD", s.translate(FOLD))
    return "".join(c for c in s if not unicodedata.combining(c)).encode("ascii", "ignore").decode()


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


@dataclass(frozen=True)
class Fam:
    """A family's own world: organisations, country domain, local names (local script,
    ASCII form), password words, pet names, phone prefix and towns."""

    name: str
    orgs: tuple[str, ...]
    tld: str
    first: tuple[tuple[str, str], ...]
    last: tuple[tuple[str, str], ...]
    words: tuple[str, ...]
    pets: tuple[str, ...]
    cc: str
    cities: tuple[str, ...]

    # ------------------------------------------------------------------ slots

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        f, last = pick(rng, self.first), pick(rng, self.last)
        f2 = pick(rng, [x for x in self.first if x != f])
        dom = f"{org}.{self.tld}"
        fa, la = f[1].lower().replace(" ", ""), last[1].lower().replace(" ", "")
        login = pick(rng, (f"{fa}.{la}", f"{fa[0]}{la}", fa, f"{fa}{rng.randint(1, 99)}"))
        y = rng.choice((2024, 2025, 2025, 2026))
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        hh, mi, ss = rng.randint(6, 21), rng.randint(0, 59), rng.randint(0, 59)
        base = hh * 60 + mi
        times = [base + k * rng.randint(1, 6) + k for k in range(6)]
        tt = {f"t{k + 1}": f"{(t // 60) % 24:02d}:{t % 60:02d}" for k, t in enumerate(times)}
        return tt | {
            "org": org,
            "org_c": cap(org),
            "org_u": org.upper(),
            "dom": dom,
            "tld": self.tld,
            "first": f[0],
            "last": last[0],
            "fa": fa,
            "la": la,
            "fa_c": cap(fa),
            "la_c": cap(la),
            "first2": f2[0],
            "fa2": f2[1].lower(),
            "fa2_c": cap(f2[1].lower()),
            "user": login,
            "mail": f"{fa}.{la}@{dom}",
            "mail2": f"{f2[1].lower()}@{dom}",
            "phone": f"{self.cc}{rng.randint(700, 999)}{rng.randint(100000, 999999)}",
            "ip": ip(rng),
            "ip2": ip(rng),
            "pub": ip(rng, False),
            "host": f"{pick(rng, ('srv', 'app', 'db', 'gw', 'portal'))}{rng.randint(1, 9)}.{dom}",
            "city": pick(rng, self.cities),
            "n": rng.randint(1, 99),
            "nn": rng.randint(100, 999),
            "nnnn": rng.randint(1000, 9999),
            "port": pick(rng, (8080, 8443, 1883, 8883, 5432, 3306, 1433, 9000)),
            "year": y,
            "yy": f"{y % 100:02d}",
            "mm": f"{mo:02d}",
            "dd": f"{d:02d}",
            "m": mo,
            "d": d,
            "hh": f"{hh:02d}",
            "mi": f"{mi:02d}",
            "ss": f"{ss:02d}",
            "hh2": f"{min(hh + 1, 23):02d}",
            "ymd": f"{y}-{mo:02d}-{d:02d}",
            "dmy": f"{d:02d}/{mo:02d}/{y}",
            "dmy_dot": f"{d:02d}.{mo:02d}.{y}",
            "ts": epoch(rng),
            "uuid": uuid4(rng),
            "hex8": hexs(rng, 8),
            "hex12": hexs(rng, 12),
            "word": pick(rng, self.words),
        }

    # ------------------------------------------------------------------ passwords

    def human(self, rng: random.Random, safe: bool = False) -> str:
        """A person-chosen password in one of sixteen habits, from the family's own words."""
        words = [fold(w) for w in self.words] if safe else list(self.words)
        w, w2, w3 = rng.sample(words, 3)
        pet = pick(rng, self.pets)
        fa = fold(pick(rng, self.first)[1]).replace(" ", "")
        fb = fold(pick(rng, self.first)[1]).replace(" ", "")
        y = rng.randint(1972, 2026)
        yy = f"{y % 100:02d}"
        sym = rng.choice(HUMAN_SYM_X if safe else HUMAN_SYM)
        dd, mm = f"{rng.randint(1, 28):02d}", f"{rng.randint(1, 12):02d}"
        city = fold(pick(rng, self.cities)).replace(" ", "") or fold(w3)
        walk = pick(rng, WALKS)
        habit = rng.randrange(16)
        if habit == 0:
            pw = f"{cap(w)}{y}{sym}"
        elif habit == 1:
            pw = f"{cap(pet)}{yy}{sym}{sym}"
        elif habit == 2:
            pw = f"{cap(fold(w).translate(LEET))}{rng.randint(1, 99)}{sym}"
        elif habit == 3:
            pw = f"{fa}{cap(fb.lower())}{dd}{mm}"
        elif habit == 4:
            pw = f"{walk}{cap(w)}" if rng.random() < 0.5 else f"{cap(w)}{walk}"
        elif habit == 5:
            pw = f"{cap(w)}{cap(w2)}{rng.randint(1, 999)}"
        elif habit == 6:
            pw = f"{cap(fa.lower())}{rng.randint(1000, 9999)}"
        elif habit == 7:
            pw = f"{w.upper()}{y}"
        elif habit == 8:
            pw = f"{cap(w)}{sym * 3}{rng.randint(1, 99)}"
        elif habit == 9:
            pw = f"{w}-{w2}-{w3}"
        elif habit == 10:
            pw = f"{w[::-1]}{y}"
        elif habit == 11:
            pw = f"{fa.lower()}{dd}{mm}{y}"
        elif habit == 12:
            pw = f"{cap(w)}{sym}{pet}{rng.randint(1, 999)}"
        elif habit == 13:
            pw = f"{city.lower()}{rng.randint(1000, 9999)}{sym}"
        elif habit == 14:
            pw = f"{w}{w2}{y}"
        else:
            pw = f"{cap(pet)}{sym}{cap(w)}{yy}"
        while len(pw) < 9:
            pw += str(rng.randint(0, 9))
        return pw

    # ------------------------------------------------------------------ registering

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random, dict], str] = "pw",
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], dict | None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        """Register a format: ``cred`` draws the credential into ``<<cred>>``; ``extra`` may
        add slots (and ``needle`` when the file holds an encoded form)."""
        fam = self

        @fmt(self.name, name, decode)
        def _format(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = draw(rng, cred, fam, s)
            if extra is not None:
                s.update(extra(rng, s) or {})
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)


def human_pw(rng: random.Random, fam: Fam, safe: bool = False) -> str:
    return fam.human(rng, safe)


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
    if head == "uuid":
        return uuid4(rng)
    if head == "x":
        prefix, _, n = rest.rpartition(":")
        return prefix + alnum(rng, int(n))
    if head == "p":
        return prov(rng, rest)
    raise ValueError(f"unknown credential kind {kind}")


# --------------------------------------------------------------------------- provider shapes

UPAL = UPPER + DIGITS
LOAL = LOWER + DIGITS
B32 = UPPER + "234567"


def _mp_app_usr(rng: random.Random) -> str:
    return (
        f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(100000, 999999)}-"
        f"{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
    )


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    # Safaricom Daraja (M-Pesa): consumer key / secret, Lipa na M-Pesa passkey
    "daraja_key": lambda r: alnum(r, 48),
    "daraja_secret": lambda r: alnum(r, 64),
    "daraja_passkey": lambda r: hexs(r, 64),
    "africastalking": lambda r: "atsk_" + hexs(r, 64),
    "wialon": lambda r: hexs(r, 72),
    "gmaps": lambda r: "AIza" + alnum(r, 35, ALNUM + "-_"),
    "iyzico_secret": lambda r: alnum(r, 32),
    "netgsm": lambda r: gen_pw(r, 12, sym=""),
    "momo_secret": lambda r: alnum(r, 32),
    "vnpay_hash": lambda r: alnum(r, 32, UPAL),
    "zalopay_key": lambda r: alnum(r, 32),
    "esms_secret": lambda r: hexs(r, 32, upper=True),
    "razorpay_secret": lambda r: alnum(r, 24),
    "razorpay_key": lambda r: "rzp_live_" + alnum(r, 14),
    "msg91": lambda r: f"{r.randint(100000, 999999)}{alnum(r, 18)}",
    "zoho_refresh": lambda r: f"1000.{hexs(r, 32)}.{hexs(r, 32)}",
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "line_channel": lambda r: b64(r, 129).rstrip("=")[:171] + "=",
    "chatwork": lambda r: hexs(r, 32),
    "kintone": lambda r: alnum(r, 40),
    "switchbot": lambda r: hexs(r, 96),
    "ambient_write": lambda r: hexs(r, 16),
    "paymongo": lambda r: "sk_live_" + alnum(r, 24),
    "semaphore": lambda r: hexs(r, 32),
    "xendit": lambda r: "xnd_production_" + alnum(r, 60),
    "lalamove": lambda r: "sk_prod_" + alnum(r, 32),
    "p24_crc": lambda r: hexs(r, 16),
    "p24_api": lambda r: hexs(r, 32),
    "payu_secret": lambda r: hexs(r, 32),
    "smsapi": lambda r: alnum(r, 40),
    "fakturownia": lambda r: alnum(r, 20, ALNUM),
    "kakao_rest": lambda r: hexs(r, 32),
    "ncloud_secret": lambda r: alnum(r, 40),
    "toss_sk": lambda r: "live_sk_" + alnum(r, 24),
    "influx": lambda r: b64(r, 64, urlsafe=True),
    "grafana_sa": lambda r: f"glsa_{alnum(r, 32)}_{hexs(r, 8)}",
    "datagokr": lambda r: b64(r, 72),
    "midtrans": lambda r: "Mid-server-" + alnum(r, 24, ALNUM + "-_"),
    "fonnte": lambda r: alnum(r, 20, ALNUM + "!#+@"),
    "paysera_sign": lambda r: hexs(r, 32),
    "montonio_secret": lambda r: b64(r, 32),
    "tomra_api": lambda r: alnum(r, 40),
    "paymob_api": lambda r: (
        "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SmpiR0Z6Y3lJNklr" + alnum(r, 180)
    ),
    "paymob_hmac": lambda r: alnum(r, 32, UPAL),
    "fawry_secure": lambda r: hexs(r, 32),
    "mercadopago": _mp_app_usr,
    "conekta": lambda r: "key_" + alnum(r, 24),
    "openpay": lambda r: "sk_" + alnum(r, 32, LOAL),
    "samsara": lambda r: "samsara_api_" + alnum(r, 30),
    "bkash_secret": lambda r: alnum(r, 50),
    "bkash_key": lambda r: alnum(r, 25),
    "sslcz": lambda r: f"{alnum(r, 13, LOAL)}@ssl",
    "bulksmsbd": lambda r: alnum(r, 20),
    "asaas": lambda r: "$aact_prod_000" + b64(r, 90).rstrip("="),
    "focusnfe": lambda r: alnum(r, 32),
    "zapi": lambda r: alnum(r, 24, UPAL),
    "mailchimp": lambda r: f"{hexs(r, 32)}-us{r.randint(2, 21)}",
    "airtable": lambda r: f"pat{alnum(r, 14)}.{hexs(r, 64)}",
    "kobo": lambda r: hexs(r, 40),
    "fb_page": lambda r: "EAAG" + alnum(r, 180),
    "stripe": lambda r: "sk_live_51" + alnum(r, 97),
    "cardcom_pw": lambda r: alnum(r, 16),
    "greeninvoice": lambda r: alnum(r, 32),
    "arcgis": lambda r: "AAPK" + alnum(r, 32) + alnum(r, 64, ALNUM + "-_"),
    "azure_secret": lambda r: alnum(r, 3) + r.choice(DIGITS) + "Q~" + alnum(r, 34, ALNUM + "_.-~"),
    "monday": lambda r: jwt(r, {"tid": r.randint(10**8, 10**9), "aai": 11, "rgn": "euc1"}),
    "ttn": lambda r: f"NNSXS.{alnum(r, 39, B32)}.{alnum(r, 52, B32)}",
    "aws_secret": lambda r: alnum(r, 40, ALNUM + "+/"),
    "aws_id": lambda r: "AKIA" + alnum(r, 16, UPPER + "234567"),
    "telegram_bot": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA{alnum(r, 33, ALNUM + '-_')}",
    "sendgrid": lambda r: f"SG.{alnum(r, 22, ALNUM + '-_')}.{alnum(r, 43, ALNUM + '-_')}",
    "twilio": lambda r: hexs(r, 32),
    "sentry": lambda r: hexs(r, 32),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- encoders / decoders


def after(text: str, label: str, stop: str = "\n") -> str:
    """The text after the first ``label`` up to ``stop``."""
    i = text.index(label) + len(label)
    j = text.find(stop, i)
    return text[i:] if j < 0 else text[i:j]


def enc_url(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def dec_url_after(label: str, stop: str) -> Callable[[str], str]:
    return lambda t: urllib.parse.unquote(after(t, label, stop))


def enc_html(s: str) -> str:
    out = html.escape(s, quote=True)
    return "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in out)


def dec_html_after(label: str, stop: str) -> Callable[[str], str]:
    return lambda t: html.unescape(after(t, label, stop))


def enc_qp(s: str) -> str:
    return quopri.encodestring(s.encode("utf-8")).decode("ascii")


def dec_qp_after(label: str, stop: str = "\n") -> Callable[[str], str]:
    """Decode a quoted-printable body, then read the value after ``label``."""

    def dec(t: str) -> str:
        body = t.split("\n\n", 1)[1]
        plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        return after(plain, label, stop).strip()

    return dec


def dec_b64_after(label: str, stop: str) -> Callable[[str], str]:
    return lambda t: base64.b64decode(after(t, label, stop)).decode("utf-8")


def dec_basic(label: str = "Basic ", stop: str = '"') -> Callable[[str], str]:
    """Password from a base64 ``user:password`` after ``label``."""
    return lambda t: base64.b64decode(after(t, label, stop)).decode("utf-8").split(":", 1)[1]


def dec_mime_b64(label: str) -> Callable[[str], str]:
    """Decode a base64 MIME body, then read the line after ``label``."""

    def dec(t: str) -> str:
        msg = email.message_from_string(t)
        plain = msg.get_payload(decode=True).decode("utf-8")
        return after(plain, label).strip()

    return dec


def dec_xml_attr(tag: str, attr: str) -> Callable[[str], str]:
    def dec(t: str) -> str:
        root = ET.fromstring(t.encode())
        for el in root.iter(tag):
            if attr in el.attrib:
                return el.attrib[attr]
        raise ValueError("no attribute")

    return dec


def dec_json_path(*keys: str | int) -> Callable[[str], str]:
    def dec(t: str) -> str:
        v = json.loads(t)
        for k in keys:
            v = v[k]
        return v

    return dec


# --------------------------------------------------------------------------- decoys


def regd(fam: Fam, path: str, template: str, why: str, syntax: str | None = None) -> None:
    """Register a decoy: a file like the formats that holds no live credential."""

    @decoy
    def _decoy(rng: random.Random) -> DOut:
        s = fam.common(rng)
        return DOut(fill(path, **s), fill(template, **s), why, syntax)


# --------------------------------------------------------------------------- the families


def _names(spec: str) -> tuple[tuple[str, str], ...]:
    """``local:ascii`` pairs separated by ``|``."""
    return tuple(tuple(x.split(":")) for x in spec.split("|"))  # type: ignore[misc]


def _w(spec: str) -> tuple[str, ...]:
    return tuple(spec.split())


KENYA = Fam(
    "kanjo_waste_collection_kenya",
    ("takasafi", "kanjoline"),
    "co.ke",
    _names(
        "Wanjiru:Wanjiru|Otieno:Otieno|Achieng:Achieng|Kamau:Kamau|Mwangi:Mwangi|"
        "Njeri:Njeri|Kiprono:Kiprono|Akinyi:Akinyi"
    ),
    _names(
        "Mutua:Mutua|Odhiambo:Odhiambo|Kariuki:Kariuki|Wafula:Wafula|Chege:Chege|"
        "Omondi:Omondi|Kiptoo:Kiptoo|Njoroge:Njoroge"
    ),
    _w(
        "taka safi mazingira jiji lori simba jua mvua harambee nyumbani pesa kazi uhuru "
        "kanjo mtaa baraka"
    ),
    _w("simba bosco rex poppy tiger jimmy"),
    "+254",
    ("Nairobi", "Kasarani", "Embakasi", "Kayole", "Ruiru", "Githurai"),
)
TURKEY = Fam(
    "hurda_scrap_metal_turkey",
    ("hurdamak", "demirkantar"),
    "com.tr",
    _names(
        "Mehmet:Mehmet|Ayşe:Ayse|Mustafa:Mustafa|Fatma:Fatma|Hüseyin:Huseyin|"
        "Zeynep:Zeynep|Emre:Emre|Elif:Elif"
    ),
    _names(
        "Yılmaz:Yilmaz|Kaya:Kaya|Demir:Demir|Şahin:Sahin|Çelik:Celik|Yıldız:Yildiz|"
        "Aydın:Aydin|Öztürk:Ozturk"
    ),
    _w(
        "hurda demir bakır kartal aslan cimbom fener kartalım istanbul gebze dolar yeşil "
        "maden terazi pirinç kantar"
    ),
    _w("pamuk boncuk duman karabaş minnoş"),
    "+90",
    ("Gebze", "Dilovası", "İkitelli", "Kocaeli", "Bursa", "Aliağa"),
)
VIETNAM = Fam(
    "phelieu_plastic_recycling_vietnam",
    ("phelieuxanh", "nhuataiche"),
    "vn",
    _names("An:An|Bình:Binh|Hùng:Hung|Lan:Lan|Mai:Mai|Tuấn:Tuan|Hương:Huong|Dũng:Dung"),
    _names("Nguyễn:Nguyen|Trần:Tran|Lê:Le|Phạm:Pham|Hoàng:Hoang|Vũ:Vu|Đặng:Dang|Bùi:Bui"),
    _w(
        "phelieu nhua xanh saigon hanoi binhduong taiche conmeo hoasen tet bongda matroi "
        "songhong vietnam"
    ),
    _w("mimi vang milu bong kiki"),
    "+84",
    ("Bình Dương", "Hóc Môn", "Bình Tân", "Long An", "Đồng Nai"),
)
INDIA = Fam(
    "kabadi_ewaste_refurbish_india",
    ("kabadikart",),
    "co.in",
    _names(
        "राजेश:Rajesh|प्रिया:Priya|अमित:Amit|सुनीता:Sunita|विकास:Vikas|नेहा:Neha|मोहित:Mohit|पूजा:Pooja"
    ),
    _names(
        "शर्मा:Sharma|वर्मा:Verma|गुप्ता:Gupta|यादव:Yadav|सिंह:Singh|अग्रवाल:Agarwal|"
        "चौहान:Chauhan|मिश्रा:Mishra"
    ),
    _w(
        "kabadi jugaad dilli bharat ganesh krishna cricket dhoni kohli chai jaihind "
        "laxmi shakti sonu bablu"
    ),
    _w("tommy sheru moti bruno tiger"),
    "+91",
    ("Seelampur", "Mustafabad", "Nehru Place", "Noida", "Gurugram"),
)
JAPAN = Fam(
    "taihi_compost_site_japan",
    ("taihiyama",),
    "co.jp",
    _names(
        "健太:Kenta|美咲:Misaki|翔太:Shota|陽子:Yoko|大輔:Daisuke|恵:Megumi|拓也:Takuya|直美:Naomi"
    ),
    _names(
        "佐藤:Sato|鈴木:Suzuki|高橋:Takahashi|田中:Tanaka|伊藤:Ito|渡辺:Watanabe|山本:Yamamoto|中村:Nakamura"
    ),
    _w(
        "taihi tsuchi sakura fujisan midori hatake mimizu kome daikon nagano hokkaido "
        "genki tanuki kabuto"
    ),
    _w("pochi hachi momo sora kuro tama"),
    "+81",
    ("Azumino", "Saku", "Matsumoto", "Ueda", "Chino"),
)
PHILIPPINES = Fam(
    "poso_septic_drain_philippines",
    ("posoklin", "malinispo"),
    "com.ph",
    _names(
        "Juan:Juan|Maria:Maria|Jose:Jose|Ana:Ana|Mark:Mark|Kristine:Kristine|"
        "Jericho:Jericho|Lorna:Lorna"
    ),
    _names(
        "Dela Cruz:Delacruz|Santos:Santos|Reyes:Reyes|Garcia:Garcia|Mendoza:Mendoza|"
        "Bautista:Bautista|Villanueva:Villanueva|Ramos:Ramos"
    ),
    _w(
        "poso kanal mabuhay pogi ganda manila cebu davao pinoy lakas bahay tubig "
        "bayanihan sampaguita"
    ),
    _w("bantay browny whitey choco bruno"),
    "+63",
    ("Quezon City", "Pasig", "Marikina", "Caloocan", "Antipolo", "Bacoor"),
)
POLAND = Fam(
    "woda_water_testing_lab_poland",
    ("wodalab",),
    "pl",
    _names(
        "Katarzyna:Katarzyna|Piotr:Piotr|Agnieszka:Agnieszka|Tomasz:Tomasz|"
        "Małgorzata:Malgorzata|Paweł:Pawel|Magdalena:Magdalena|Łukasz:Lukasz"
    ),
    _names(
        "Nowak:Nowak|Kowalski:Kowalski|Wiśniewska:Wisniewska|Wójcik:Wojcik|"
        "Kamińska:Kaminska|Lewandowski:Lewandowski|Zieliński:Zielinski|"
        "Szymańska:Szymanska"
    ),
    _w(
        "woda wisła kraków żubr gdańsk bursztyn jezioro słońce legia polska zdrowie "
        "kropla warszawa orzeł"
    ),
    _w("burek azor reksio mruczek kicia"),
    "+48",
    ("Kraków", "Wieliczka", "Tarnów", "Nowy Sącz", "Bochnia"),
)
KOREA = Fam(
    "gonggi_air_sensor_network_korea",
    ("gonggisum",),
    "co.kr",
    _names(
        "민준:Minjun|서연:Seoyeon|지훈:Jihoon|수빈:Subin|현우:Hyunwoo|지은:Jieun|도윤:Doyoon|하은:Haeun"
    ),
    _names("김:Kim|이:Lee|박:Park|최:Choi|정:Jung|강:Kang|조:Cho|윤:Yoon"),
    _w(
        "gonggi misemunji hanbit seoul busan haneul saranghae kimchi tteok baram nuri hangang dokdo"
    ),
    _w("choco kongi dubu bori mongi"),
    "+82",
    ("수원", "안산", "시흥", "인천", "평택"),
)
INDONESIA = Fam(
    "jelantah_cooking_oil_indonesia",
    ("jelantahku",),
    "co.id",
    _names(
        "Budi:Budi|Siti:Siti|Agus:Agus|Dewi:Dewi|Rizky:Rizky|Putri:Putri|Hendra:Hendra|Wulan:Wulan"
    ),
    _names(
        "Santoso:Santoso|Wijaya:Wijaya|Saputra:Saputra|Hidayat:Hidayat|Kusuma:Kusuma|"
        "Nugroho:Nugroho|Pratama:Pratama|Lestari:Lestari"
    ),
    _w(
        "jelantah minyak goreng jakarta surabaya merdeka garuda rendang sambal bandung "
        "semangat berkah jaya sejahtera"
    ),
    _w("mochi oyen belang kitty bleki"),
    "+62",
    ("Bekasi", "Depok", "Tangerang", "Bogor", "Cikarang"),
)
LITHUANIA = Fam(
    "uzstato_bottle_deposit_lithuania",
    ("uzstatomat",),
    "lt",
    _names(
        "Tomas:Tomas|Rūta:Ruta|Mantas:Mantas|Eglė:Egle|Darius:Darius|Aušra:Ausra|"
        "Lukas:Lukas|Gintarė:Gintare"
    ),
    _names(
        "Kazlauskas:Kazlauskas|Petrauskienė:Petrauskiene|Jankauskas:Jankauskas|"
        "Stankevičius:Stankevicius|Vasiliauskaitė:Vasiliauskaite|Žukauskas:Zukauskas|"
        "Butkus:Butkus|Paulauskienė:Paulauskiene"
    ),
    _w(
        "užstatas tara butelis skardinė žalgiris vilnius kaunas gintaras ąžuolas lietuva "
        "vytis rūta trakai"
    ),
    _w("rudis brisius murkis pifas reksas"),
    "+370",
    ("Vilnius", "Kaunas", "Klaipėda", "Šiauliai", "Panevėžys"),
)
EGYPT = Fam(
    "mizan_landfill_weighbridge_egypt",
    ("mizanwaste",),
    "com.eg",
    _names(
        "محمد:Mohamed|أحمد:Ahmed|مصطفى:Mostafa|فاطمة:Fatma|منى:Mona|كريم:Karim|"
        "ياسمين:Yasmin|عمرو:Amr"
    ),
    _names(
        "عبد الله:Abdallah|حسن:Hassan|السيد:ElSayed|إبراهيم:Ibrahim|محمود:Mahmoud|"
        "فؤاد:Fouad|شعبان:Shaaban|رمضان:Ramadan"
    ),
    _w("mizan ahly zamalek masr cairo helwan nile salah habibi ramadan shams zebala kabsh fayrouz"),
    _w("bosy loza mishmish lucky simba"),
    "+20",
    ("القطامية", "العاشر من رمضان", "أبو زعبل", "15 مايو", "حلوان"),
)
MEXICO = Fam(
    "barrido_street_sweeping_mexico",
    ("barridomx",),
    "com.mx",
    _names(
        "Alejandro:Alejandro|Guadalupe:Guadalupe|Fernando:Fernando|Verónica:Veronica|"
        "Ricardo:Ricardo|Ximena:Ximena|Jorge:Jorge|Mariana:Mariana"
    ),
    _names(
        "Hernández:Hernandez|García:Garcia|Martínez:Martinez|López:Lopez|"
        "González:Gonzalez|Ramírez:Ramirez|Flores:Flores|Sánchez:Sanchez"
    ),
    _w(
        "barrido escoba chilango tacos aguila pumas chivas cdmx tequila jalisco mariachi "
        "nopal azteca cruzazul"
    ),
    _w("firulais canelo chispa manchas pelusa"),
    "+52",
    ("Iztapalapa", "Coyoacán", "Tlalpan", "Azcapotzalco", "Naucalpan"),
)
BANGLADESH = Fam(
    "jhut_textile_recycling_bangladesh",
    ("jhutbari",),
    "com.bd",
    _names(
        "রহিম:Rahim|ফাতেমা:Fatema|করিম:Karim|নাসরিন:Nasrin|সুমন:Sumon|রুমানা:Rumana|"
        "তানভীর:Tanvir|শাহনাজ:Shahnaz"
    ),
    _names(
        "হোসেন:Hossain|আহমেদ:Ahmed|রহমান:Rahman|ইসলাম:Islam|খান:Khan|চৌধুরী:Chowdhury|"
        "সরকার:Sarkar|মিয়া:Mia"
    ),
    _w(
        "jhut dhaka gazipur padma bangla shonar ilish tiger shakib mashrafe ashulia "
        "ekushe borsha joybangla"
    ),
    _w("tomi mini kalu pushi bagha"),
    "+880",
    ("আশুলিয়া", "গাজীপুর", "মিরপুর", "নারায়ণগঞ্জ", "সাভার"),
)
BRAZIL = Fam(
    "perigoso_hazwaste_transport_brazil",
    ("perigotrans", "residuall"),
    "com.br",
    _names(
        "João:Joao|Ana:Ana|Carlos:Carlos|Fernanda:Fernanda|Rafael:Rafael|Juliana:Juliana|"
        "Marcos:Marcos|Patrícia:Patricia"
    ),
    _names(
        "Silva:Silva|Santos:Santos|Oliveira:Oliveira|Souza:Souza|Pereira:Pereira|"
        "Costa:Costa|Rodrigues:Rodrigues|Almeida:Almeida"
    ),
    _w(
        "perigoso residuo flamengo corinthians palmeiras saopaulo brasil carnaval "
        "saudade cachaça mengão timão jabuticaba cerrado"
    ),
    _w("thor mel pipoca pandora bidu"),
    "+55",
    ("Cubatão", "Paulínia", "Guarulhos", "Campinas", "Sorocaba"),
)
FIJI = Fam(
    "matasawa_beach_cleanup_fiji",
    ("matasawacare",),
    "org.fj",
    _names(
        "Mereani:Mereani|Josefa:Josefa|Litia:Litia|Sailosi:Sailosi|Ana:Ana|"
        "Viliame:Viliame|Salote:Salote|Epeli:Epeli"
    ),
    _names(
        "Naivalu:Naivalu|Rokotui:Rokotui|Vunivalu:Vunivalu|Ravuvu:Ravuvu|Qarase:Qarase|"
        "Nadolo:Nadolo|Waqa:Waqa|Tikoduadua:Tikoduadua"
    ),
    _w(
        "matasawa bula vinaka lomani viti suva nadi drua yaqona dalo tabua vanua "
        "wasawasa qoli cakau"
    ),
    _w("bobo rex lulu jacky mimi"),
    "+679",
    ("Suva", "Lautoka", "Nadi", "Savusavu", "Pacific Harbour"),
)
ISRAEL = Fam(
    "sviva_environmental_consulting_israel",
    ("svivaplan",),
    "co.il",
    _names("יוסי:Yossi|נועה:Noa|אבי:Avi|מיכל:Michal|דני:Dani|שירה:Shira|איתי:Itai|תמר:Tamar"),
    _names(
        "כהן:Cohen|לוי:Levi|מזרחי:Mizrahi|פרץ:Peretz|ביטון:Biton|אברהם:Avraham|"
        "פרידמן:Friedman|שפירא:Shapira"
    ),
    _w(
        "sviva shalom yarok eretz kineret negev tapuz hapoel maccabi telaviv chaim "
        "sababa shemesh galil nahal"
    ),
    _w("lucky bamba shoko mitzi tuli"),
    "+972",
    ("חיפה", "באר שבע", "אשדוד", "פתח תקווה", "חדרה"),
)


def alnum_key(rng: random.Random, n: int, upper: bool = False) -> str:
    """A merchant / terminal code or access key: letters and digits."""
    return alnum(rng, n, UPAL if upper else ALNUM)
