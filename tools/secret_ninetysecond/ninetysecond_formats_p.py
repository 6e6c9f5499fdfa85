# ruff: noqa: E501
"""Family p: a Tongan diaspora association (kautaha) in South Auckland / Porirua, New Zealand
(Tongan and English): Gmail with base64 bodies, WhatsApp, Stripe on Netlify, ClickSend SMS,
Xero, committee minutes, a website deploy key and Windcave for the church-hall fundraiser."""

from __future__ import annotations

import base64
import random
import re

from ninetysecond_spec import B64URL, Fam, after, alnum, rsa_pem

TO = Fam(
    name="kautaha_tonga_diaspora_nz",
    orgs=(
        ("kainganz", "Kāinga Tonga ʻi Aotearoa"),
        ("kautahaotahuhu", "Kautaha Tonga Ōtāhuhu"),
        ("ofamotu", "ʻOfa Motu Tonga Association"),
        ("tongaporirua", "Tonga Community Porirua Inc."),
    ),
    tld="org.nz",
    first=(
        ("Sione", "sione"),
        ("Mele", "mele"),
        ("Viliami", "viliami"),
        ("Losaline", "losaline"),
        ("Tevita", "tevita"),
        ("Sālote", "salote"),
        ("Siaosi", "siaosi"),
        ("ʻAna", "ana"),
        ("Sēmisi", "semisi"),
        ("Lupe", "lupe"),
    ),
    last=(
        ("Tāufa", "taufa"),
        ("Fifita", "fifita"),
        ("Tupou", "tupou"),
        ("Vainikolo", "vainikolo"),
        ("Havili", "havili"),
        ("Faʻanunu", "faanunu"),
        ("Latu", "latu"),
        ("Kaufusi", "kaufusi"),
    ),
    words=(
        "tonga",
        "malo",
        "ofa",
        "kainga",
        "lotu",
        "kava",
        "lupe",
        "tauolunga",
        "nukualofa",
        "vavau",
        "haapai",
        "ikale",
        "talanoa",
        "fakaalofa",
        "siasi",
        "mateaki",
    ),
    pets=("pusi", "kuli", "bingo", "max", "tiger", "buster", "lucky", "kiko"),
    cc="+64",
    places=(
        "otahuhu",
        "mangere",
        "onehunga",
        "papatoetoe",
        "manurewa",
        "porirua",
        "christchurch",
        "hamilton",
    ),
)

_TO_LABEL = "Lea fakapulipuli:"


def _to_b64(rng: random.Random, s: dict[str, object]) -> None:
    body = (
        f"Mālō e lelei {s['fn2']},\n\n"
        f"Ko e fakamatala ʻeni ki he ʻakauni Xero ʻa e kautaha ke ke lava ʻo teuteu ʻa e lipooti "
        f"paʻanga ki he fakataha lahi.\n\n"
        f"Email: treasurer@{s['dom']}\n"
        f"{_TO_LABEL} {s['cred']}\n\n"
        f"Kataki ʻo ʻoua ʻe vahevahe. Mālō ʻaupito!\n\n"
        f"{s['fn']} {s['ln']}\nTalēkita Paʻanga, {s['orgname']}\n"
    )
    raw = base64.b64encode(body.encode("utf-8")).decode()
    s["body"] = "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


def _to_b64_decode(text: str) -> str:
    b64part = text.split("\n\n", 1)[1].split("\n--", 1)[0]
    body = base64.b64decode(re.sub(r"\s", "", b64part)).decode("utf-8")
    return after(body, re.escape(_TO_LABEL) + r" (\S+)")


TO.reg(
    "kautaha_gmail_base64_body_lea_fakapulipuli",
    ("mail/treasurer/<<ts>>.eml", "gmail_takeout/Sent/<<date>>_xero.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: Xero login ki he lipooti
Date: <<date>> <<time>>:33 +1200
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

<<body>>
""",
    "human",
    syntax="",
    extra=_to_b64,
    decode=_to_b64_decode,
)


def _to_wa(s: dict[str, object]) -> str:
    d = f"{s['d']}/{s['mo']}/{str(s['year'])[2:]}"
    h = int(str(s["time"])[:2])
    t = f"{h - 12 if h > 12 else h}:{str(s['time'])[3:]}\u202f{'pm' if h >= 12 else 'am'}"
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d}, {t} - {a}: Mālō e lelei kotoa. Ko hai ʻoku ne ʻilo ʻa e password ʻo e laptop ʻa e kautaha? Kuo pau ke u paaki ʻa e polokalama ki he Sāpate\n"
        f"{d}, {t} - {b}: {s['cred']}\n"
        f"{d}, {t} - {b}: ʻOua ʻe share ki he group lahi 🙏🏽\n"
        f"{d}, {t} - {a}: Mālō ʻaupito!\n"
    )


TO.reg(
    "kautaha_whatsapp_nz_tongan_laptop_password",
    ("WhatsApp Chat with Kōmiti Kautaha <<n>>.txt", "chats/komiti_<<place>>_<<date>>.txt"),
    _to_wa,
    "human",
    syntax="",
)

TO.reg(
    "kautaha_netlify_function_stripe_fundraiser",
    ("netlify/functions/donate.js", "site-<<place>>/netlify/functions/checkout.js"),
    """// Church hall roof fundraiser - Stripe Checkout (NZD)
const stripe = require("stripe")("<<cred>>");

exports.handler = async (event) => {
  const { amount, name } = JSON.parse(event.body || "{}");
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        price_data: { currency: "nzd", unit_amount: Math.round(amount * 100), product_data: { name: "Foaki ki he Falekoloa – <<town>>" } },
        quantity: 1,
      },
    ],
    metadata: { donor: name || "anonymous" },
    success_url: "https://<<dom>>/malo-aupito",
    cancel_url: "https://<<dom>>/foaki",
  });
  return { statusCode: 200, body: JSON.stringify({ url: session.url }) };
};
""",
    "p:stripe_sk",
    syntax="",
)

TO.reg(
    "kautaha_clicksend_sms_python_reminder",
    ("tools/sms_fakamanatu.py", "scripts/<<place>>_clicksend.py"),
    '''"""Fakamanatu (reminder) SMS for the monthly fono via ClickSend."""

import base64
import json
import urllib.request

USERNAME = "<<email>>"
API_KEY = "<<cred>>"

auth = base64.b64encode(f"{USERNAME}:{API_KEY}".encode()).decode()
messages = [
    {"source": "python", "from": "KAUTAHA", "to": n.strip(), "body": "Fono ʻa e kautaha Tokonaki 2pm, <<town>> hall. Mālō!"}
    for n in open("members_<<place>>.txt", encoding="utf-8")
]
req = urllib.request.Request(
    "https://rest.clicksend.com/v3/sms/send",
    data=json.dumps({"messages": messages}).encode(),
    headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"},
)
print(urllib.request.urlopen(req).read().decode())
''',
    "p:clicksend",
)

TO.reg(
    "kautaha_xero_oauth_client_env",
    ("finance-sync/.env", "apps/<<place>>-xero/.env.local"),
    """# Xero -> Google Sheets membership dues sync
XERO_CLIENT_ID=<<cid>>
XERO_CLIENT_SECRET=<<cred>>
XERO_REDIRECT_URI=https://<<dom>>/xero/callback
XERO_SCOPES=offline_access accounting.transactions.read accounting.contacts.read
SHEET_ID=1<<sheet>>
""",
    lambda rng: alnum(rng, 48, B64URL),
    syntax="",
    extra=lambda rng, s: s.update(
        cid=alnum(rng, 32, "0123456789ABCDEF"), sheet=alnum(rng, 43, B64URL)
    ),
)

TO.reg(
    "kautaha_komiti_minutes_md_wifi_hall",
    ("minutes/<<date>>_komiti.md", "Drive/Kōmiti/minutes_<<place>>_<<n>>.md"),
    """# Miniti ʻo e Fakataha Kōmiti – <<orgname>>

**ʻAho:** <<dmy>>  **Feituʻu:** <<town>> church hall
**Kau maʻu:** <<fn>> <<ln>> (Sea), <<fn2>> <<ln2>> (Sekelitali) + 7

1. Lotu kamata
2. Lipooti paʻanga – fundraiser $4,320 ki he taimi ni
3. Hall Wi-Fi for the youth homework club
   - Network: KaingaHall
   - Password: <<cred>>
4. Fakataha hoko: Tokonaki ʻuluaki ʻo e māhina

*Lotu tāpuni*
""",
    "human",
    syntax="",
)


def _to_pem(rng: random.Random, s: dict[str, object]) -> None:
    s["cred"] = rsa_pem(rng, bits=2048)


TO.reg(
    "kautaha_website_deploy_key_pem_file",
    ("deploy/id_rsa_<<org>>", "home/<<fa>>/.ssh/kautaha_site_<<n>>"),
    "<<cred>>\n",
    "pw_alnum",
    syntax="",
    extra=_to_pem,
)

TO.reg(
    "kautaha_windcave_pxpay_web_config",
    ("Web.config", "site/<<place>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="PxPayUserId" value="<<org>>_Fundraise" />
    <add key="PxPayKey" value="<<cred>>" />
    <add key="PxPayUrl" value="https://sec.windcave.com/pxaccess/pxpay.aspx" />
    <add key="CurrencyInput" value="NZD" />
    <add key="UrlSuccess" value="https://<<dom>>/foaki/malo" />
    <add key="UrlFail" value="https://<<dom>>/foaki/hala" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:windcave",
    syntax="xml",
)
