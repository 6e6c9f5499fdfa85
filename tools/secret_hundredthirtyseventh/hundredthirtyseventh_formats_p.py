# ruff: noqa: E501
"""Family p: class 4 pokie (gaming machine) rooms in pubs run for a community trust in
Aotearoa New Zealand: venue reporting from SQL Server, Windcave at the bar, Xero, the
venue's Home Assistant, SendGrid exclusion notices, grants portals and te reo / English
WhatsApp groups and notes."""

from __future__ import annotations

import json
import urllib.parse

from hundredthirtyseventh_corpus import gen_pw, hexs
from hundredthirtyseventh_spec import Fam, dec_url_after

F = Fam(
    name="aotearoa_class4_pokie_pub",
    orgs=("tuiwhenua", "kaurijack", "moanatavern"),
    tld="co.nz",
    first=("Aroha", "Wiremu", "Mere", "Hemi", "Sarah", "Liam", "Ngaire", "Tama"),
    last=("Ngata", "Walker", "Parata", "Smith", "Tipene", "Wilson", "Te Whata"),
    ufirst=("aroha", "wiremu", "mere", "hemi", "sarah", "liam", "ngaire", "tama"),
    ulast=("ngata", "walker", "parata", "smith", "tipene", "wilson", "tewhata"),
    words=(
        "kiwi",
        "pounamu",
        "kiaora",
        "tui",
        "waka",
        "whanau",
        "kumara",
        "pavlova",
        "jandal",
        "ponga",
        "kauri",
        "taniwha",
        "moana",
        "hangi",
    ),
    cc="64",
    cities=("Rotorua", "Hamilton", "Whangārei", "Palmerston North", "Gisborne"),
    pets=("milo", "rangi", "kuri", "bro", "fluffy", "nugget"),
    teams=("Chiefs", "Blues", "Crusaders", "Hurricanes", "AllBlacks", "Warriors"),
)


def _url_pw(rng, fam):
    return gen_pw(rng, sym="!@#$%^*")


F.reg(
    "pokie_venue_reporting_mssql_url_percent_encoded",
    ("reporting/weekly_gmp.py", "<<org>>_reports/gaming_returns_<<n>>.py"),
    '''"""Weekly gaming machine profit (GMP) per venue for the trust's returns."""
import pandas as pd
from sqlalchemy import create_engine

ENGINE = create_engine(
    "mssql+pyodbc://venue_report:<<cred_url>>@<<ip>>:1433/VenueGaming"
    "?driver=ODBC+Driver+18+for+SQL+Server&TrustServerCertificate=yes"
)


def weekly(venue: str) -> pd.DataFrame:
    q = "SELECT week_ending, machine_no, turnover, gmp FROM dbo.WeeklyGmp WHERE venue = ?"
    return pd.read_sql(q, ENGINE, params=(venue,))
''',
    _url_pw,
    extra=lambda rng, s: {"cred_url": urllib.parse.quote(s["cred"], safe="")},
    decode=dec_url_after(r"mssql\+pyodbc://venue_report:"),
)


def _windcave(s):
    return (
        json.dumps(
            {
                "venue": f"{s['orgc']} {s['city']}",
                "windcave": {
                    "pxPayUserId": f"{s['orgc']}_Bar",
                    "pxPayKey": s["cred"],
                    "endpoint": "https://sec.windcave.com/pxaccess/pxpay.aspx",
                    "currency": "NZD",
                },
                "tabs": {"maxOpen": 40},
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "pokie_bar_tab_windcave_pxpay_key_json",
    ("bar-tabs/config/payments.json", "<<org>>-bar/config/windcave_<<n>>.json"),
    _windcave,
    "p:windcave",
)

F.reg(
    "pokie_trust_xero_client_secret_dotenv",
    ("grants-sync/.env", "<<org>>-trust/xero-sync/.env"),
    """# Sync grant payments from the trust's grants system into Xero
XERO_CLIENT_ID=<<cid>>
XERO_CLIENT_SECRET=<<cred>>
XERO_TENANT_ID=<<uuid>>
XERO_SCOPES="accounting.transactions accounting.contacts offline_access"
""",
    "p:xero_secret",
    syntax="",
    extra=lambda rng, s: {"cid": hexs(rng, 32, upper=True)},
)

F.reg(
    "pokie_te_reo_whatsapp_kupuhipa_gaming_room",
    ("WhatsApp Chat with Bar Whānau <<n>>.txt", "chats/<<org>>/whatsapp_bar_<<ymd>>.txt"),
    """<<dmy>>, 4:05 pm - <<first>> <<last>>: Kia ora whānau, new kupuhipa (password) for the gaming room tablet
<<dmy>>, 4:05 pm - <<first>> <<last>>: <<cred>>
<<dmy>>, 4:06 pm - <<first>> <<last>>: Only duty managers pls, it opens the jackpot + exclusion screens
<<dmy>>, 4:20 pm - <<first2>>: Ka pai, got it 👍
""",
    "human",
    syntax="",
)

F.reg(
    "pokie_grants_portal_email_venue_manager",
    (
        "mail/<<user>>/grants_portal_<<ymd>>.eml",
        "Outlook/<<org>>/Inbox/Grants portal login <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: venue.manager@<<domain>>
Subject: Grants portal login - community applications
Date: Fri, 21 Mar <<year>> 09:12:04 +1300
Content-Type: text/plain; charset=UTF-8

Kia ora <<first2>>,

While I'm away, please check the grant applications from the local clubs on
the trust's grants portal and flag anything missing:

Login: <<user>>@<<domain>>
Password: <<cred>>

Ngā mihi,
<<first>>
Venue Operations, <<orgc>> <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "pokie_venue_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>-venue/secrets.yaml"),
    """# Home Assistant - lights, heat pumps and the gaming room door sensor
wifi_ssid: "<<orgc>>-Staff"
mqtt_user: ha_venue
mqtt_password: "<<cred>>"
latitude: -38.1
longitude: 176.2
""",
    "pw",
)

F.reg(
    "pokie_exclusion_notice_sendgrid_node",
    ("exclusions/notify.js", "<<org>>-exclusions/send_notice_<<n>>.js"),
    """// Send the self-exclusion order photo + notice to all venues in the trust
const sgMail = require('@sendgrid/mail');
sgMail.setApiKey('<<cred>>');

async function notifyVenues(venues, order) {
  await sgMail.send({
    to: venues.map((v) => v.email),
    from: 'harm-minimisation@<<domain>>',
    subject: `Exclusion order ${order.id} - please brief your staff`,
    text: `Kia ora, a patron has been excluded from ${order.venues.join(', ')} until ${order.until}.`,
  });
}

module.exports = { notifyVenues };
""",
    "p:sendgrid",
    syntax="",
)

F.reg(
    "pokie_duty_manager_onboarding_notes_md",
    ("docs/duty-manager-onboarding.md", "wiki/<<org>>/onboarding_<<n>>.md"),
    """# Duty manager onboarding - <<orgc>> <<city>>

1. Harm minimisation training (HM1) before your first shift in the gaming room.
2. Gaming machine monitoring terminal (EMS) in the back office:
   - user: `dm_<<ufirst>>`
   - password: `<<cred>>`
   - change it at first login, then update this page to say "changed".
3. Jackpot payouts over $1,000 need two signatures in the payout book.
4. Cash-up sheet lives in the safe, not on the bar.
""",
    "human",
    syntax="",
)
