"""Family j: the treasurer of a university sports club in New Zealand (English, te reo Māori)."""
# ruff: noqa: E501

from __future__ import annotations

import random

from ninetyeighth_spec import Fam, alnum

F = Fam(
    name="putea_sports_club_otago",
    key="putea",
    orgs=("puteaclub", "otagoharriers", "unirugby", "waiparowing", "kiwinetball"),
    tld="ac.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mere", "mere"),
        ("Liam", "liam"),
        ("Ngaio", "ngaio"),
        ("Hemi", "hemi"),
        ("Olivia", "olivia"),
        ("Rawiri", "rawiri"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Smith", "smith"),
        ("Te Rangi", "terangi"),
        ("Walker", "walker"),
        ("Parata", "parata"),
        ("Thompson", "thompson"),
        ("Tipene", "tipene"),
    ),
    words=(
        "kiwi",
        "kaha",
        "tui",
        "pounamu",
        "haka",
        "otago",
        "scarfie",
        "pavlova",
        "jandals",
        "wairua",
        "highlanders",
        "kumara",
        "moana",
        "putea",
        "hokey",
    ),
    pets=("muffin", "rata", "pirate", "nugget", "kiri", "marmite"),
    cc="+64",
    places=("Dunedin", "Ōtepoti", "Hamilton", "Palmerston North"),
)

F.reg(
    "xero_client_secret_python",
    ("treasurer/xero_sync_<<n>>.py", "home/<<fa>>/club-finance/xero_export.py"),
    '''"""Pull the club's Xero invoices for the end-of-year accounts (custom connection)."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

tok = requests.post(
    "https://identity.xero.com/connect/token",
    data={"grant_type": "client_credentials", "scope": "accounting.transactions.read"},
    auth=(CLIENT_ID, CLIENT_SECRET),
    timeout=20,
).json()["access_token"]
r = requests.get("https://api.xero.com/api.xro/2.0/Invoices", headers={"Authorization": f"Bearer {tok}"})
print(len(r.json()["Invoices"]))
''',
    cred=lambda rng, s: alnum(
        rng, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    ),
    extra=lambda rng, s: {"cid": alnum(rng, 32, "ABCDEF0123456789")},
)

F.reg(
    "stripe_membership_webhook_node",
    ("membership-site/server.js", "club-web-<<year>>/api/stripe-<<n>>.js"),
    """// Club membership fees – Stripe Checkout
const stripe = require('stripe')('<<cred>>');
const express = require('express');
const app = express();

app.post('/checkout', async (req, res) => {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: 'price_<<hex8>>', quantity: 1 }],
    success_url: 'https://<<dom>>/kia-ora',
    cancel_url: 'https://<<dom>>/join',
  });
  res.redirect(303, session.url);
});

app.listen(4242);
""",
    cred="p:stripe",
    syntax="",
)

F.reg(
    "email_treasurer_handover_bank",
    ("Outlook/Sent Items/handover_<<n>>.eml", "mail/<<date>>-treasurer-handover.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: Treasurer handover – accounts & logins
Date: Sun, <<day>> Nov <<year>> <<time>>:48 +1300
Content-Type: text/plain; charset=utf-8

Kia ora <<fn2>>,

Congrats again on getting elected! Here's everything for the pūtea:

- Kiwibank business banking: customer no. <<sid>>
  password: <<cred>>
  (the Keyring app for 2FA is on the club phone)
- Xero: you've been invited with your uni email
- Square POS for the BBQ: log in on the club iPad

Please change the banking password once OUSA signs the new authority form.

Ngā mihi,
<<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "messenger_copied_reply_only",
    ("Documents/messenger_<<fa2>>_<<n>>.txt", "notes/chat-copy-<<date>>.txt"),
    """<<fn2>> <<ln2>>
What's the club laptop login again? Need to print the AGM minutes

<<fn>> <<ln>>
<<cred>>

<<fn2>> <<ln2>>
Chur 👍
""",
    cred="human_x",
    syntax="",
)


def _ssml(s: dict) -> str:
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Fees {s["year"]}">
  <Table>
   <Row><Cell><Data ss:Type="String">Member</Data></Cell><Cell><Data ss:Type="String">Paid</Data></Cell><Cell><Data ss:Type="String">Amount</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">{s["fn"]} {s["ln"]}</Data></Cell><Cell><Data ss:Type="String">yes</Data></Cell><Cell><Data ss:Type="Number">85</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">{s["fn2"]} {s["ln2"]}</Data></Cell><Cell><Data ss:Type="String">no</Data></Cell><Cell><Data ss:Type="Number">0</Data></Cell></Row>
  </Table>
 </Worksheet>
 <Worksheet ss:Name="Logins">
  <Table>
   <Row><Cell><Data ss:Type="String">Square POS</Data></Cell><Cell><Data ss:Type="String">treasurer@{s["dom"]}</Data></Cell><Cell><Data ss:Type="String">{s["cred"]}</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "spreadsheetml_fees_logins_sheet",
    ("Treasurer/fees_<<year>>.xml", "OneDrive/Club/Membership fees <<n>>.xml"),
    _ssml,
    cred="human_x",
)

F.reg(
    "square_access_token_dotenv",
    ("bbq-pos-sync/.env", "club-tools-<<n>>/.env"),
    """# Nightly export of Square BBQ / merch sales into the fees spreadsheet
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<loc>>
SHEET_ID=1<<hex8>><<hex8>>
""",
    cred=lambda rng, s: (
        "EAAA" + alnum(rng, 60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
    syntax="",
    extra=lambda rng, s: {"loc": alnum(rng, 12, "ABCDEFGHJKMNPQRSTVWXYZ0123456789")},
)

F.reg(
    "apps_script_sendgrid_receipts",
    ("apps-script/Receipts_<<n>>.gs", "clasp/club-receipts/Code.gs"),
    """// Sends a receipt when a member's fee is marked paid in the sheet
const SENDGRID_KEY = '<<cred>>';

function onEdit(e) {
  const row = e.range.getRow();
  const sheet = e.source.getSheetByName('Fees <<year>>');
  if (e.range.getColumn() !== 2 || e.value !== 'yes') return;
  const email = sheet.getRange(row, 4).getValue();
  UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
    payload: JSON.stringify({
      personalizations: [{ to: [{ email: email }] }],
      from: { email: 'treasurer@<<dom>>' },
      subject: 'Ngā mihi – fee received',
      content: [{ type: 'text/plain', value: 'Thanks, your club fee is paid.' }],
    }),
  });
}
""",
    cred="p:sendgrid",
    syntax="",
)


def _ocr(rng: random.Random, s: dict) -> str:
    return F_human(rng)


def F_human(rng: random.Random) -> str:
    from ninetyeighth_spec import human

    return human(rng, F, safe=True)


F.reg(
    "notebook_ocr_kupuhipa_next_line",
    ("scans/treasurer_notebook_p<<n>>.txt", "Google Drive/OCR/notebook_<<date>>.txt"),
    """Pūtea – notes
Club iPad (Square)
kupuhipa / pw
<<cred>>
float $200 in blue tin
""",
    cred=_ocr,
    syntax="",
)
