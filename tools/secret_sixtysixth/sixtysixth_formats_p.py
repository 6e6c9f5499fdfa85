# ruff: noqa: E501
"""Family p: a waka ama (outrigger canoe) paddling club in Aotearoa New Zealand (Māori and
English)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "waka_ama_paddling_aotearoa",
    ("awaroahoe",),
    "org.nz",
    ("Aroha", "Tamati", "Mere", "Wiremu", "Hine", "Rawiri", "Anahera", "Nikau"),
    ("Ngata", "Parata", "Walker", "Tipene", "Rangi", "Te Huia"),
    (
        "waka",
        "hoe",
        "moana",
        "awa",
        "kaha",
        "tainui",
        "kotahitanga",
        "kiwi",
        "tui",
        "pohutukawa",
        "rangitoto",
        "manu",
        "whanau",
        "kaimoana",
        "rotorua",
        "taniwha",
    ),
    "64",
    ("Aroha", "Tamati", "Mere", "Wiremu", "Hine", "Rawiri", "Anahera", "Nikau"),
    ("Ngata", "Parata", "Walker", "Tipene", "Rangi", "Tehuia"),
    ("Bro", "Kuri", "Mana", "Tiki", "Pania"),
)

FAM.reg(
    "wakaama_whatsapp_kupuhipa_club_laptop",
    (
        "WhatsApp/WhatsApp Chat - <<orgc>> Committee <<n>>.txt",
        "Phone/WhatsApp Chat with Kaihautu <<n>>.txt",
    ),
    """[<<dd>>/<<mm>>/<<yy>>, <<time>>:31] <<first>> <<last>>: Kia ora whānau, what's the kupuhipa for the club laptop? Need to print the regatta draw
[<<dd>>/<<mm>>/<<yy>>, <<time>>:58] <<first2>>: it's <<cred>> 🙂
[<<dd>>/<<mm>>/<<yy>>, <<time2>>:20] <<first>> <<last>>: Ngā mihi! W6 crews meet at the boat shed 6am
""",
    "human",
    syntax="",
)

FAM.reg(
    "wakaama_timing_pi_ssh_id_rsa_file",
    ("home/pi/.ssh/id_rsa", "Users/<<lf>>/Documents/regatta_<<year>>/timing_<<n>>_id_rsa"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)

FAM.reg(
    "wakaama_membership_fees_stripe_node",
    ("srv/<<org>>-members/routes/fees.js", "home/<<lf>>/club-site-<<n>>/fees.js"),
    """// Season membership + waka hire fees
const express = require('express');
const stripe = require('stripe')('<<cred>>');

const router = express.Router();
router.post('/checkout', async (req, res) => {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: 'price_<<hex12>>', quantity: 1 }],
    success_url: 'https://<<dom>>/members/thanks',
    cancel_url: 'https://<<dom>>/members',
  });
  res.redirect(303, session.url);
});
module.exports = router;
""",
    "p:stripe",
    syntax="",
)

FAM.reg(
    "wakaama_regatta_results_timing_ini",
    (
        "C:/RegattaTiming/<<org>>/timing.ini",
        "C:/Users/<<lf>>/Documents/Waka Nationals <<year>>/timing_<<n>>.ini",
    ),
    """[Regatta]
Name=<<orgc>> Sprint Regatta <<year>>
Lanes=8
Distance=500

[Camera]
Device=FinishLynx
Port=COM<<nn>>

[Database]
Driver=MySQL ODBC 8.0 Unicode Driver
Server=<<lan>>
Database=regatta
Uid=timing
Pwd=<<cred>>
""",
    "pw",
)

FAM.reg(
    "wakaama_treasurer_email_xero_kupuhipa",
    ("Mail/<<org>>/Sent/<<n>>.eml", "Outlook/treasurer_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Handover - treasurer
Date: Sun, <<dd>> Feb <<year>> <<time>>:12 +1300
Content-Type: text/plain; charset=UTF-8

Kia ora <<first2>>,

Congrats on taking over as treasurer! Here's the Xero login until you set up your own:
email: treasurer@<<dom>>
kupuhipa (password): <<cred>>

The 2FA codes come to the club phone. Waka hire invoices for the schools are in the draft folder.
Ngā mihi,
<<first>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "wakaama_results_site_github_actions_yaml",
    (
        "<<org>>-results/.github/workflows/publish.yml",
        "regatta-site-<<n>>/.github/workflows/deploy.yaml",
    ),
    """name: Publish regatta results
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      NETLIFY_SITE_ID: <<uuid>>
      NETLIFY_AUTH_TOKEN: <<cred>>
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - run: npx netlify-cli deploy --prod --dir=dist
""",
    "x:nfp_:40",
)

FAM.reg(
    "wakaama_messenger_copy_reply_only_value",
    ("Documents/messenger_<<first>>_<<n>>.txt", "Desktop/boat shed chat <<n>>.txt"),
    """<<first>> <<last>>
<<ddmmyyyy>>, <<time>>
Hey cuz whats the wifi at the boat shed again? Want to upload the training vids

<<first2>>
<<ddmmyyyy>>, <<time2>>
<<cred>>

<<first>> <<last>>
<<ddmmyyyy>>, <<time2>>
sweet as 🙌
""",
    "human_w",
    syntax="",
)

FAM.reg(
    "wakaama_race_entries_eventbrite_token_py",
    ("home/<<lf>>/regatta/entries_<<n>>.py", "opt/<<org>>/eventbrite_export_<<nn>>.py"),
    '''"""Export crew entries for the regatta from Eventbrite to a CSV for the draw."""
import csv

import requests

PRIVATE_TOKEN = "<<cred>>"
EVENT_ID = "<<n12>>"

url = f"https://www.eventbriteapi.com/v3/events/{EVENT_ID}/attendees/"
rows = requests.get(url, headers={"Authorization": f"Bearer {PRIVATE_TOKEN}"}, timeout=30).json()["attendees"]
with open("entries.csv", "w", newline="") as f:
    w = csv.writer(f)
    for a in rows:
        w.writerow([a["profile"]["name"], a["answers"][0].get("answer", "")])
''',
    lambda r, s: FAM.draw(r, "alnum:20", s).upper(),
)
