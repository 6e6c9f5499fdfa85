# ruff: noqa: E501
"""Family e: a homeowners' association treasurer (ingat-yaman) in a Cavite subdivision,
Philippines, Tagalog and English."""

from __future__ import annotations

import random
import urllib.parse

from hundredtenth_spec import Fam, Slots, draw, enc_url, grab, human, with_chars

FAM = Fam(
    name="ingatyaman_hoa_subdivision_cavite",
    key="ingatyaman",
    orgs=("sampaguitahoa", "molinohomes", "bacoorheights", "dasmavillas"),
    tld="ph",
    first=(
        ("Maricel", "maricel"),
        ("Jun-Jun", "junjun"),
        ("Rowena", "rowena"),
        ("Ramil", "ramil"),
        ("Cherry", "cherry"),
        ("Arnel", "arnel"),
        ("Lorna", "lorna"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
    ),
    words=(
        "mahal",
        "sampaguita",
        "bahay",
        "adobo",
        "tambay",
        "kalye",
        "bayanihan",
        "mabuhay",
        "ganda",
        "masaya",
        "tindahan",
        "kapitbahay",
        "puso",
        "ulan",
        "araw",
    ),
    pets=("Bantay", "Brownie", "Choco", "Ming", "Tisoy", "Bruno"),
    cc="+639",
    places=("Phase 1", "Phase 3", "Molino", "Bacoor", "Dasmariñas", "Imus"),
)

FAM.reg(
    "viber_desktop_copied_hoa_officers_password",
    ("Viber/HOA Officers <<y>>.txt", "Documents/<<fa>>/viber_officers_<<mo>>.txt"),
    """[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] <<fn>> <<ln>>: Good morning po! Paki-send naman yung password ng BDO online natin, magre-reconcile ako ng monthly dues
[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] Treasurer <<fn2>>: User ID: <<user>>hoa
[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] Treasurer <<fn2>>: Password: <<cred>>
[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] Treasurer <<fn2>>: Wag i-share sa GC ha, OTP sa phone ko
[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] <<fn>> <<ln>>: Noted po 👍
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "paymongo_monthly_dues_checkout_node",
    ("<<org>>-dues/server.js", "hoa-<<fa>>/paymongo/checkout.js"),
    """// Monthly association dues via GCash / Maya (PayMongo Checkout)
const express = require("express");
const app = express();
const PAYMONGO_SECRET = "<<cred>>";

app.post("/dues/:lot", async (req, res) => {
  const r = await fetch("https://api.paymongo.com/v1/checkout_sessions", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: "Basic " + Buffer.from(PAYMONGO_SECRET + ":").toString("base64"),
    },
    body: JSON.stringify({ data: { attributes: { line_items: [{ name: "HOA dues " + req.params.lot, amount: 85000, currency: "PHP", quantity: 1 }], payment_method_types: ["gcash", "paymaya"] } } }),
  });
  res.json(await r.json());
});

app.listen(3000);
""",
    cred="p:paymongo",
    syntax="",
)

FAM.reg(
    "xendit_invoice_amilyar_python",
    ("<<org>>/xendit_invoices.py", "scripts-<<fa>>/singil_<<y>>.py"),
    '''"""Gumawa ng Xendit invoice para sa mga may utang na monthly dues."""

import csv

import requests

XENDIT_KEY = "<<cred>>"

with open("delinquent_<<mo>>.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        r = requests.post(
            "https://api.xendit.co/v2/invoices",
            auth=(XENDIT_KEY, ""),
            json={"external_id": "dues-" + row["lot"], "amount": int(row["balance"]), "payer_email": row["email"]},
            timeout=15,
        )
        print(row["lot"], r.status_code)
''',
    cred="p:xendit",
)


def url_cred(rng: random.Random, fam: Fam) -> str:
    return with_chars(rng, human(rng, fam, "@#!$&"), "@#!$&")


FAM.reg(
    "dues_app_laravel_database_url_percent_encoded",
    ("<<org>>-portal/.env", "var/www/hoa-<<fa>>/.env"),
    """APP_NAME="<<orgc>> HOA Portal"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://<<dom>>
DATABASE_URL=mysql://treasurer:<<enc>>@<<ip>>:3306/hoa_dues
MAIL_MAILER=smtp
MAIL_FROM_ADDRESS=treasurer@<<dom>>
""",
    cred=url_cred,
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=lambda t: urllib.parse.unquote(grab(t, r"mysql://treasurer:([^@]+)@")),
)


def sst(s: Slots) -> str:
    vals = [
        "Account",
        "Username",
        "Password",
        "Notes",
        "BPI Online (HOA savings)",
        str(s["user"]),
        str(s["cred"]),
        "treasurer lang",
        "Meralco online",
        str(s["email"]),
        str(s["other"]),
        "clubhouse",
    ]
    items = "".join(f"<si><t>{v}</t></si>" for v in vals)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(vals)}" uniqueCount="{len(vals)}">{items}</sst>\n'


FAM.reg(
    "treasurer_report_xlsx_sharedstrings_bank_login",
    ("Treasurer Report <<y>>/xl/sharedStrings.xml", "<<org>>_accounts_<<mo>>/xl/sharedStrings.xml"),
    sst,
    cred="human_xml",
    extra=lambda rng, s: {"other": draw(rng, FAM, "human_xml")},
)

FAM.reg(
    "turnover_email_taglish_gcash_business",
    ("Mail/Sent/turnover_treasurer_<<y>>.eml", "gmail-export/<<fa>>/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Turnover - Treasurer files and accounts
Date: Sat, <<d>> Jan <<y>> <<hh>>:<<mi>>:00 +0800
Content-Type: text/plain; charset=UTF-8

Hi <<fa2>>,

Congrats ulit sa election! Eto yung mga kailangan mo as incoming treasurer:

- Google Drive folder "HOA Finance <<y>>" - na-share ko na sa'yo
- GCash for Business (HOA dues QR)
  mobile: <<phone>>
  MPIN/password: <<cred>>
- Official receipts - nasa cabinet sa clubhouse, susi kay Kuya guard

Paki-palitan na lang after ma-transfer sa number mo.

Salamat po,
<<fn>>
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "messenger_copied_reply_only_gate_app",
    ("Messenger/<<fa>>_<<date>>.txt", "Notes/copied_chat_<<fa2>>_<<n>>.txt"),
    """<<fn>>
Ate, ano ulit password ng admin sa gate app (Guardhouse Pro)? username admin@<<dom>>
<<hh>>:<<mi>>
<<fn2>>
<<cred>>
<<hh>>:<<mi>>
<<fn>>
Salamat!
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "clubhouse_router_sticky_note_ocr",
    ("Scans/clubhouse_note_<<date>>.txt", "OCR/<<org>>_router_<<n>>.txt"),
    """CLUBHOUSE WIFI (PLDT Fibr)
<<orgc>>_Clubhouse_5G
<<cred>>

admin page 192.168.1.1
wag ibigay sa mga bata!!
""",
    cred="human",
    syntax="",
)

_ = draw
