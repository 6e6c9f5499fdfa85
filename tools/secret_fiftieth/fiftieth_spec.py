"""Helpers shared by the fiftieth corpus's format and decoy files: a family's own words
(``Fam``), credential drawers by kind, provider-shaped tokens, key builders, a notebook
builder, encoders / decoders, and ``regd`` for decoys.

A family file makes one ``Fam`` and registers its formats with ``Fam.reg(name, paths,
template, cred, syntax, extra, decode)``: ``template`` is a ``fill`` template (or a callable
``slots -> text``), ``cred`` a kind (see ``draw``) or a callable ``rng -> str``; ``extra`` is a
callable ``(rng, slots)`` that may add slots and may set ``slots["needle"]`` (the value the file
must contain, or for encoded formats the decoded value).
"""

from __future__ import annotations

import base64
import html
import json
import random
import re
import urllib.parse
from collections.abc import Callable

from fiftieth_corpus import (
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
    epoch,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    jwt,
    pem,
    pick,
    rbytes,
    rsa_pem,
    uuid4,
)

__all__ = [
    "ALNUM",
    "DIGITS",
    "LOWER",
    "UPPER",
    "Fam",
    "after",
    "alnum",
    "b64",
    "b64url",
    "dec_b64_field",
    "dec_regex",
    "ec_pem",
    "gen_pw",
    "hexs",
    "ipynb",
    "jwt",
    "pick",
    "prov",
    "regd",
    "rsa_pem",
    "uuid4",
]

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

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32L = "abcdefghijklmnopqrstuvwxyz234567"
URLSAFE = ALNUM + "-_"

# --------------------------------------------------------------------------- DER helpers


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def ec_pem(rng: random.Random) -> str:
    """A P-256 ``EC PRIVATE KEY`` (RFC 5915) with valid DER framing."""
    body = (
        _der(0x02, b"\x01")
        + _der(0x04, rbytes(rng, 32))
        + _der(0xA0, _der(0x06, bytes.fromhex("2a8648ce3d030107")))
        + _der(0xA1, _der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    )
    return pem(_der(0x30, body), "EC PRIVATE KEY")


def ed25519_pkcs8_pem(rng: random.Random) -> str:
    body = (
        _der(0x02, b"\x00")
        + _der(0x30, _der(0x06, bytes.fromhex("2b6570")))
        + _der(0x04, _der(0x04, rbytes(rng, 32)))
    )
    return pem(_der(0x30, body), "PRIVATE KEY")


# --------------------------------------------------------------------------- providers


def _n(rng: random.Random, n: int, chars: str = ALNUM) -> str:
    return alnum(rng, n, chars)


PROVIDERS: dict[str, Callable[[random.Random], str]] = {
    "github_pat": lambda r: "ghp_" + _n(r, 36),
    "github_fine": lambda r: "github_pat_11" + _n(r, 20, UPPER + DIGITS) + "_" + _n(r, 59),
    "github_oauth": lambda r: "gho_" + _n(r, 36),
    "gitlab_pat": lambda r: "glpat-" + _n(r, 20, URLSAFE),
    "gitlab_runner": lambda r: "glrt-" + _n(r, 20, URLSAFE),
    "slack_bot": lambda r: f"xoxb-{_n(r, 12, DIGITS)}-{_n(r, 13, DIGITS)}-{_n(r, 24)}",
    "slack_webhook": lambda r: (
        "https://hooks.slack.com/services/T"
        + _n(r, 8, UPPER + DIGITS)
        + "/B"
        + _n(r, 10, UPPER + DIGITS)
        + "/"
        + _n(r, 24)
    ),
    "aws_secret": lambda r: _n(r, 40, ALNUM + "/+"),
    "aws_akid": lambda r: "AKIA" + _n(r, 16, UPPER + "234567"),
    "stripe_live": lambda r: "sk_live_51" + _n(r, 97),
    "stripe_rk": lambda r: "rk_live_51" + _n(r, 97),
    "sendgrid": lambda r: "SG." + _n(r, 22, URLSAFE) + "." + _n(r, 43, URLSAFE),
    "twilio_auth": lambda r: hexs(r, 32),
    "twilio_sk": lambda r: "SK" + hexs(r, 32),
    "npm": lambda r: "npm_" + _n(r, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmcCJ" + _n(r, 150, URLSAFE),
    "openai": lambda r: "sk-proj-" + _n(r, 74, URLSAFE) + "T3BlbkFJ" + _n(r, 74, URLSAFE),
    "anthropic": lambda r: "sk-ant-api03-" + _n(r, 93, URLSAFE) + "AA",
    "hf": lambda r: "hf_" + _n(r, 34, LOWER + UPPER),
    "datadog_api": lambda r: hexs(r, 32),
    "datadog_app": lambda r: hexs(r, 40),
    "newrelic_user": lambda r: "NRAK-" + _n(r, 27, UPPER + DIGITS),
    "newrelic_license": lambda r: hexs(r, 36) + "NRAL",
    "shopify": lambda r: "shpat_" + hexs(r, 32),
    "digitalocean": lambda r: "dop_v1_" + hexs(r, 64),
    "vault": lambda r: "hvs.CAESI" + _n(r, 86, URLSAFE),
    "tfc": lambda r: _n(r, 14) + ".atlasv1." + _n(r, 67),
    "linear": lambda r: "lin_api_" + _n(r, 40),
    "postman": lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34),
    "mailgun": lambda r: "key-" + hexs(r, 32),
    "mailchimp": lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    "telegram_bot": lambda r: f"{r.randint(5000000000, 7999999999)}:AA" + _n(r, 33, URLSAFE),
    "discord_bot": lambda r: (
        "MT" + _n(r, 24, ALNUM) + "." + _n(r, 6, URLSAFE) + "." + _n(r, 38, URLSAFE)
    ),
    "grafana_sa": lambda r: "glsa_" + _n(r, 32) + "_" + hexs(r, 8),
    "docker_pat": lambda r: "dckr_pat_" + _n(r, 27, URLSAFE),
    "azure_storage": lambda r: b64(r, 64),
    "azure_ad_secret": lambda r: _n(r, 3) + "8Q~" + _n(r, 31, URLSAFE + "~."),
    "cloudflare": lambda r: _n(r, 40, URLSAFE),
    "atlassian": lambda r: "ATATT3xFfGF0" + _n(r, 170, URLSAFE) + "=" + hexs(r, 8, upper=True),
    "launchdarkly_sdk": lambda r: "sdk-" + uuid4(r),
    "launchdarkly_api": lambda r: "api-" + uuid4(r),
    "segment": lambda r: _n(r, 32),
    "okta": lambda r: "00" + _n(r, 40, URLSAFE),
    "square": lambda r: "EAAA" + _n(r, 60, URLSAFE),
    "paystack": lambda r: "sk_live_" + hexs(r, 40),
    "flutterwave": lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    "razorpay": lambda r: _n(r, 24),
    "mercadopago": lambda r: (
        f"APP_USR-{_n(r, 16, DIGITS)}-{_n(r, 6, DIGITS)}-{hexs(r, 32)}-{_n(r, 9, DIGITS)}"
    ),
    "heroku": lambda r: "HRKU-AA" + _n(r, 58, URLSAFE),
    "netlify": lambda r: "nfp_" + _n(r, 36),
    "supabase_sbp": lambda r: "sbp_" + hexs(r, 40),
    "planetscale": lambda r: "pscale_pw_" + _n(r, 43, URLSAFE),
    "rubygems": lambda r: "rubygems_" + hexs(r, 48),
    "nuget": lambda r: "oy2" + _n(r, 43, LOWER + DIGITS),
    "sonarqube": lambda r: "squ_" + hexs(r, 40),
    "artifactory": lambda r: "AKCp" + _n(r, 69),
    "age": lambda r: "AGE-SECRET-KEY-1" + _n(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    "tailscale": lambda r: "tskey-auth-k" + _n(r, 10) + "CNTRL-" + _n(r, 33),
    "confluent_secret": lambda r: _n(r, 64, ALNUM + "+/"),
    "wandb": lambda r: hexs(r, 40),
    "kaggle": lambda r: hexs(r, 32),
    "replicate": lambda r: "r8_" + _n(r, 37),
    "groq": lambda r: "gsk_" + _n(r, 52),
    "pinecone": lambda r: "pcsk_" + _n(r, 6) + "_" + _n(r, 60),
    "contentful": lambda r: "CFPAT-" + _n(r, 43, URLSAFE),
    "sanity": lambda r: "sk" + _n(r, 180),
    "easypost": lambda r: "EZAK" + hexs(r, 54),
    "shippo": lambda r: "shippo_live_" + hexs(r, 40),
    "postmark": uuid4,
    "pulumi": lambda r: "pul-" + hexs(r, 40),
    "azure_devops": lambda r: _n(r, 52, B32L),
    "bitbucket": lambda r: "ATBB" + _n(r, 32) + hexs(r, 8, upper=True),
    "buildkite": lambda r: "bkua_" + hexs(r, 40),
    "circleci": lambda r: "CCIPAT_" + _n(r, 22) + "_" + hexs(r, 40),
    "doppler": lambda r: "dp.st.prd." + _n(r, 40),
    "onepassword_sa": lambda r: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + _n(r, 200, URLSAFE),
    "sentry_user": lambda r: "sntryu_" + hexs(r, 64),
    "ngrok": lambda r: "2" + _n(r, 26) + "_" + _n(r, 21),
    "fastly": lambda r: _n(r, 32, URLSAFE),
    "algolia_admin": lambda r: hexs(r, 32),
    "mapbox_sk": lambda r: "sk.eyJ1Ijoi" + _n(r, 60, URLSAFE) + "." + _n(r, 22, URLSAFE),
    "firebase_legacy": lambda r: "AAAA" + _n(r, 7, URLSAFE) + ":APA91b" + _n(r, 134, URLSAFE),
    "google_api": lambda r: "AIza" + _n(r, 35, URLSAFE),
    "africastalking": lambda r: "atsk_" + hexs(r, 64),
    "mpesa_secret": lambda r: _n(r, 16),
    "lob": lambda r: "live_" + hexs(r, 35),
    "vonage_secret": lambda r: _n(r, 16),
    "cohere": lambda r: _n(r, 40),
    "mux_secret": lambda r: _n(r, 75, ALNUM + "/+"),
    "cloudinary_secret": lambda r: _n(r, 27, URLSAFE),
    "adyen": lambda r: "AQE" + _n(r, 40, ALNUM) + "+" + _n(r, 60, ALNUM + "/+"),
    "checkout_sk": lambda r: "sk_" + _n(r, 26, LOWER + DIGITS),
    "jenkins": lambda r: "11" + hexs(r, 32),
    "harbor_robot": lambda r: _n(r, 32),
    "minio": lambda r: _n(r, 40),
    "snyk": uuid4,
    "expo": lambda r: _n(r, 40, URLSAFE),
    "onesignal": lambda r: "os_v2_app_" + _n(r, 113, LOWER + "234567"),
    "mailjet_secret": lambda r: hexs(r, 32),
    "brevo": lambda r: "xkeysib-" + hexs(r, 64) + "-" + _n(r, 16),
    "infobip": lambda r: hexs(r, 32) + "-" + uuid4(r),
    "zoom_secret": lambda r: _n(r, 32),
    "dropbox": lambda r: "sl." + _n(r, 136, URLSAFE),
    "figma": lambda r: "figd_" + _n(r, 40, URLSAFE),
    "notion": lambda r: "ntn_" + _n(r, 11, DIGITS) + _n(r, 35),
    "airtable": lambda r: "pat" + _n(r, 14) + "." + hexs(r, 64),
    "asana": lambda r: "2/" + _n(r, 16, DIGITS) + "/" + _n(r, 16, DIGITS) + ":" + hexs(r, 32),
    "clickup": lambda r: "pk_" + _n(r, 8, DIGITS) + "_" + _n(r, 32, UPPER + DIGITS),
    "intercom": lambda r: "dG9rOj" + _n(r, 54, ALNUM) + "=",
    "zendesk": lambda r: _n(r, 40),
    "freshdesk": lambda r: _n(r, 20),
    "hubspot": lambda r: "pat-eu1-" + uuid4(r),
    "plaid": lambda r: hexs(r, 30),
    "wise": uuid4,
    "yoco": lambda r: "sk_live_" + hexs(r, 32),
    "posthog_personal": lambda r: "phx_" + _n(r, 47),
    "amplitude_secret": lambda r: hexs(r, 32),
    "bugsnag": lambda r: hexs(r, 32),
    "rollbar": lambda r: hexs(r, 32),
    "honeycomb": lambda r: "hcaik_01" + _n(r, 56, LOWER + DIGITS),
    "logtail": lambda r: _n(r, 24),
    "elastic_api": lambda r: b64(r, 45),
    "splunk_hec": uuid4,
    "opsgenie": uuid4,
    "pagerduty": lambda r: "u+" + _n(r, 18, URLSAFE),
    "statuspage": uuid4,
    "gcp_hmac_secret": lambda r: _n(r, 40, ALNUM + "/+"),
    "b2": lambda r: "K005" + _n(r, 27),
    "wasabi": lambda r: _n(r, 40, UPPER + DIGITS),
    "linode": lambda r: hexs(r, 64),
    "hetzner": lambda r: _n(r, 64),
    "scaleway": uuid4,
    "ovh_secret": lambda r: hexs(r, 32),
    "vultr": lambda r: _n(r, 36, UPPER + DIGITS),
    "whmcs_secret": lambda r: _n(r, 32),
    "cpanel": lambda r: _n(r, 32, UPPER + DIGITS),
    "plesk": uuid4,
    "proxmox": uuid4,
    "jumpcloud": lambda r: hexs(r, 40),
    "freshping": lambda r: _n(r, 24),
}


def prov(rng: random.Random, name: str) -> str:
    return PROVIDERS[name](rng)


# --------------------------------------------------------------------------- families

PETS = ("simba", "lulu", "bruno", "nala", "kiki", "rocky", "maxi", "coco", "zara", "tigre")
KEYROWS = ("qwerty", "asdfgh", "zxcvbn", "1qaz2wsx", "azerty", "qwertz")


class Fam:
    """A family's own organisation names, country domain, local first and last names, words
    (for human passwords and paths), service names, season words and phone prefix."""

    def __init__(
        self,
        name: str,
        *,
        orgs: tuple[str, ...],
        tld: str,
        first: tuple[str, ...],
        last: tuple[str, ...],
        words: tuple[str, ...],
        svcs: tuple[str, ...],
        cc: str,
        tz: str,
    ):
        self.name = name
        self.orgs = orgs
        self.tld = tld
        self.first = first
        self.last = last
        self.words = words
        self.svcs = svcs
        self.cc = cc
        self.tz = tz

    # slots ----------------------------------------------------------------------

    def common(self, rng: random.Random) -> dict[str, object]:
        org = pick(rng, self.orgs)
        dom = f"{org}.{self.tld}"
        first, last = pick(rng, self.first), pick(rng, self.last)
        f2, l2 = pick(rng, self.first), pick(rng, self.last)
        year = rng.randint(2024, 2026)
        mon = rng.randint(1, 12)
        day = rng.randint(1, 28)
        hh, mm, ss = rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59)
        h1 = pick(rng, ("db", "app", "api", "core", "int", "k8s"))
        h2 = pick(rng, ("cache", "mq", "edge", "ops", "ci"))
        return {
            "org": org,
            "dom": dom,
            "tld": self.tld,
            "host": f"{h1}{rng.randint(1, 9):02d}.{dom}",
            "host2": f"{h2}{rng.randint(1, 9):02d}.{dom}",
            "first": first,
            "last": last,
            "fcap": first.capitalize(),
            "lcap": last.capitalize(),
            "f2cap": f2.capitalize(),
            "first2": f2,
            "last2": l2,
            "user": f"{first[0]}{last}".lower(),
            "user2": f"{f2}.{l2}".lower(),
            "email": f"{first}.{last}@{dom}".lower(),
            "email2": f"{f2}.{l2}@{dom}".lower(),
            "ip": ip(rng),
            "ip2": ip(rng),
            "pip": ip(rng, private=False),
            "year": year,
            "date": f"{year}-{mon:02d}-{day:02d}",
            "ddmm": f"{day:02d}/{mon:02d}/{year}",
            "time": f"{hh:02d}:{mm:02d}:{ss:02d}",
            "hm": f"{hh:02d}:{mm:02d}",
            "iso": f"{year}-{mon:02d}-{day:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
            "ts": epoch(rng),
            "n": rng.randint(2, 98),
            "nn": rng.randint(100, 9999),
            "port": pick(rng, (8080, 8443, 9000, 3000, 5000, 8000)),
            "env": pick(rng, ("prod", "production", "staging", "live")),
            "svc": pick(rng, self.svcs),
            "svc2": pick(rng, self.svcs),
            "word": pick(rng, self.words),
            "uuid": uuid4(rng),
            "uuid2": uuid4(rng),
            "sha": hexs(rng, 40),
            "short": hexs(rng, 7),
            "hex8": hexs(rng, 8),
            "ver": f"{rng.randint(1, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}",
            "cc": self.cc,
            "phone": f"+{self.cc} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            "tz": self.tz,
        }

    def human(self, rng: random.Random) -> str:
        """A person-chosen password in one of ten habits, from the family's words."""
        w = pick(rng, self.words)
        y = rng.randint(2016, 2026)
        form = rng.randrange(10)
        if form == 0:
            return f"{w.capitalize()}{y}{pick(rng, '!#@*')}"
        if form == 1:
            leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
            return f"{leet.capitalize()}!{rng.randint(10, 99)}"
        if form == 2:
            return f"{pick(rng, self.first).capitalize()}{rng.randint(1000, 9999)}"
        if form == 3:
            return f"{w.upper()}_{y}"
        if form == 4:
            a, b, c = rng.sample(self.words, 3)
            return f"{a}-{b}-{c}"
        if form == 5:
            return f"{w.capitalize()}{pick(rng, ('!!', '##', '**', '@@'))}{rng.randint(10, 99)}"
        if form == 6:
            return f"{w[::-1].capitalize()}{y}!"
        if form == 7:
            return f"{pick(rng, KEYROWS)}{w.capitalize()}{rng.randint(1, 9)}"
        if form == 8:
            return f"{pick(rng, PETS).capitalize()}{w.capitalize()}{rng.randint(10, 99)}"
        return f"{w.capitalize()}.{pick(rng, self.first).capitalize()}{y % 100:02d}"

    def draw(self, rng: random.Random, kind: str | Callable[[random.Random], str]) -> str:
        if callable(kind):
            return kind(rng)
        if kind in PW_SYMS:
            return gen_pw(rng, sym=PW_SYMS[kind])
        if kind == "human":
            return self.human(rng)
        if kind == "uuid":
            return uuid4(rng)
        k, _, rest = kind.partition(":")
        if k == "hex":
            return hexs(rng, int(rest))
        if k == "HEX":
            return hexs(rng, int(rest), upper=True)
        if k == "b64":
            return b64(rng, int(rest))
        if k == "b64u":
            return b64(rng, int(rest), urlsafe=True, pad=False)
        if k == "alnum":
            return alnum(rng, int(rest))
        if k == "x":
            pre, n = rest.rsplit(":", 1)
            return pre + alnum(rng, int(n))
        if k == "p":
            return prov(rng, rest)
        raise ValueError(f"unknown credential kind {kind}")

    # registration ------------------------------------------------------------------

    def reg(
        self,
        name: str,
        paths: tuple[str, ...],
        template: str | Callable[[dict], str],
        cred: str | Callable[[random.Random], str],
        syntax: str | None = None,
        extra: Callable[[random.Random, dict], None] | None = None,
        decode: Callable[[str], str] | None = None,
    ) -> None:
        fam = self

        def make(rng: random.Random) -> Out:
            s = fam.common(rng)
            s["cred"] = fam.draw(rng, cred)
            if extra is not None:
                extra(rng, s)
            path = fill(pick(rng, paths), **s)
            text = template(s) if callable(template) else fill(template, **s)
            return Out(path, text, str(s.get("needle", s["cred"])), syntax)

        make.__name__ = name
        fmt(self.name, name, decode)(make)


# --------------------------------------------------------------------------- builders


def ipynb(cells: list[tuple[str, str, str | None]]) -> str:
    """A notebook from (cell_type, source, stream output or None) triples."""
    out_cells = []
    count = 1
    for kind, src, output in cells:
        lines = src.split("\n")
        source = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
        if kind == "markdown":
            out_cells.append({"cell_type": "markdown", "metadata": {}, "source": source})
            continue
        outputs = []
        if output is not None:
            olines = output.split("\n")
            outputs.append(
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [ln + "\n" for ln in olines[:-1]] + [olines[-1]],
                }
            )
        out_cells.append(
            {
                "cell_type": "code",
                "execution_count": count,
                "metadata": {},
                "outputs": outputs,
                "source": source,
            }
        )
        count += 1
    nb = {
        "cells": out_cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- decoders


def dec_regex(pattern: str, how: str) -> Callable[[str], str]:
    """A decoder: the first group of ``pattern``, decoded by ``how`` (``b64``,
    ``b64_after_colon``, ``url``, ``html``, ``json``)."""
    rx = re.compile(pattern)

    def dec(text: str) -> str:
        m = rx.search(text)
        if not m:
            raise ValueError("no match")
        v = m.group(1)
        if how == "b64":
            return base64.b64decode(v).decode()
        if how == "b64_after_colon":
            return base64.b64decode(v).decode().split(":", 1)[1]
        if how == "url":
            return urllib.parse.unquote(v)
        if how == "html":
            return html.unescape(v)
        if how == "json":
            return json.loads('"' + v + '"')
        raise ValueError(how)

    return dec


def dec_b64_field(pattern: str) -> Callable[[str], str]:
    return dec_regex(pattern, "b64")


def after(text: str, label: str) -> str:
    return text.split(label, 1)[1].split()[0]


# --------------------------------------------------------------------------- decoys


def regd(
    fam: Fam,
    path: str,
    template: str | Callable[[dict], str],
    why: str,
    syntax: str | None = None,
) -> None:
    def make(rng: random.Random) -> DOut:
        s = fam.common(rng)
        s["pk"] = b64(rng, 32)
        s["sha256"] = hexs(rng, 64)
        s["sha1"] = hexs(rng, 40)
        s["pub"] = "AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(rng, 43)
        text = template(s) if callable(template) else fill(template, **s)
        return DOut(fill(path, **s), text, why, syntax)

    make.__name__ = "decoy_" + fam.name
    decoy(make)


_UNUSED = (SYM_BARE, SYM_DQ, SYM_JSON, SYM_SQ, SYM_URL, SYM_XML, b64url, jwt)
