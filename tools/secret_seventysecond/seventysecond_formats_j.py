# ruff: noqa: E501
"""Family j: a homeschooling co-op (whānau learning co-op) in Aotearoa New Zealand (English and
te reo Māori): Xero for the co-op's books, Stripe term fees on Netlify, Signal and Messenger,
Google Workspace for Nonprofits, Chromebooks with ONC Wi-Fi, Zoom passcodes, restic backups."""

from __future__ import annotations

from seventysecond_spec import Fam, jdump, prov

F = Fam(
    name="kahui_homeschool_aotearoa",
    key="kahui",
    orgs=("kowhaiwhanau", "tuiako", "rimuhome", "kereru-coop"),
    orgnames=("Kōwhai Whānau Co-op", "Tūī Ako Homeschool", "Rimu Home Learners", "Kererū Co-op"),
    tld="org.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mere", "mere"),
        ("Hemi", "hemi"),
        ("Sophie", "sophie"),
        ("Liam", "liam"),
        ("Anahera", "anahera"),
        ("Oliver", "oliver"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Parata", "parata"),
        ("Wilson", "wilson"),
        ("Tipene", "tipene"),
        ("Thompson", "thompson"),
        ("Walker", "walker"),
        ("Horomona", "horomona"),
    ),
    words=(
        "kowhai",
        "tui",
        "kereru",
        "pohutukawa",
        "aroha",
        "whanau",
        "kiwi",
        "rimu",
        "totara",
        "pounamu",
        "moana",
        "maunga",
        "ako",
        "tamariki",
        "pavlova",
        "jandal",
    ),
    words_u=(),
    pets=("pippi", "bailey", "milo", "poppy", "kuri", "tiger"),
    cc="+64 21 ",
    cities=("Whanganui", "Rotorua", "Nelson", "Hamilton", "Ōtaki"),
)

F.reg(
    "xero_client_secret_python_invoices",
    (
        "coop-books/xero_sync.py",
        "<<org>>/finance/xero_invoices_<<n>>.py",
        "scripts/<<fa>>/xero_<<yy>>.py",
    ),
    '''"""Create term-fee invoices in Xero for each whānau (custom connection)."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://identity.xero.com/connect/token"


def token():
    r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials", "scope": "accounting.transactions"}, auth=(CLIENT_ID, CLIENT_SECRET), timeout=20)
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "p:xero",
    extra=lambda r, s: s.update(cid="".join(r.choice("0123456789ABCDEF") for _ in range(32))),
)

F.reg(
    "stripe_term_fees_netlify_function_js",
    (
        "netlify/functions/term-fees.js",
        "<<org>>-site/netlify/functions/checkout.js",
        "site-<<yy>>/netlify/functions/fees.js",
    ),
    """// Term fees checkout for co-op families (Netlify function)
const stripe = require('stripe')('<<cred>>');

exports.handler = async (event) => {
  const { whanau, kids } = JSON.parse(event.body);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: 'price_1P<<hexid>>TermFee', quantity: kids }],
    metadata: { whanau },
    success_url: 'https://<<dom>>/thanks',
    cancel_url: 'https://<<dom>>/fees',
  });
  return { statusCode: 200, body: JSON.stringify({ url: session.url }) };
};
""",
    "p:stripe",
    syntax="",
)

F.reg(
    "signal_copied_text_password_canva",
    ("Documents/signal-copy-<<date>>.txt", "Notes/from signal - coop parents <<n>>.txt"),
    """[<<dmy>> <<time>>] <<first>> <<last>>: Kia ora koutou, Canva for Education login for the Thursday art group:
[<<dmy>> <<time>>] <<first>> <<last>>: art@<<dom>>
[<<dmy>> <<time2>>] <<first>> <<last>>: <<cred>>
[<<dmy>> <<time2>>] <<first2>> <<last2>>: Ka pai, thanks! 🌿
""",
    "human",
)

F.reg(
    "workspace_admin_handover_md",
    ("coop-wiki/handover/admin-<<year>>.md", "<<org>>-docs/Handover <<mo>>-<<year>>.md"),
    """# Admin handover — <<orgname>>

Handed over by <<first>> <<last>> to <<first2>> <<last2>> at the <<city>> hui, <<dmy>>.

## Google Workspace for Nonprofits
- Super admin: `admin@<<dom>>`
- Password: `<<cred>>` (change it, then turn 2-step back on — it's off while you set up your phone)
- Shared drives: Term plans, Kaitiaki roster, Receipts

## Other
- Xero: invite is in your inbox
- Ministry exemption letters live in the "Exemptions" drive, not on anyone's laptop
""",
    "human",
)


def _msgr(s: dict) -> str:
    ms = [
        (s["first2"] + " " + s["last2"], "what's the wifi at the hall again? kids are asking"),
        (s["first"] + " " + s["last"], s["cred"]),
        (s["first2"] + " " + s["last2"], "legend, ngā mihi"),
    ]
    return jdump(
        {
            "participants": [
                {"name": s["first"] + " " + s["last"]},
                {"name": s["first2"] + " " + s["last2"]},
            ],
            "messages": [
                {
                    "sender_name": w,
                    "timestamp_ms": (int(s["ts"]) - i * 45) * 1000,
                    "content": c,
                    "is_geoblocked_for_viewer": False,
                }
                for i, (w, c) in enumerate(reversed(ms))
            ],
            "title": s["first2"] + " " + s["last2"],
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nnn']}{s['nn']}",
        }
    )


F.reg(
    "messenger_json_reply_only_hall_wifi",
    (
        "your_activity_across_facebook/messages/inbox/<<fa2>><<la2>>_<<nnn>>/message_1.json",
        "messages/inbox/<<fa2>>_<<nnn>><<nn>>/message_1.json",
    ),
    _msgr,
    "human",
)


def _onc(s: dict) -> str:
    return jdump(
        {
            "Type": "UnencryptedConfiguration",
            "NetworkConfigurations": [
                {
                    "GUID": "{" + str(s["uuid"]) + "}",
                    "Name": f"{s['org']}-learners",
                    "Type": "WiFi",
                    "WiFi": {
                        "SSID": f"{s['org']}-learners",
                        "Security": "WPA-PSK",
                        "Passphrase": s["cred"],
                        "AutoConnect": True,
                    },
                }
            ],
        }
    )


F.reg(
    "chromebook_wifi_onc_json",
    ("chromebooks/<<org>>-wifi.onc.json", "admin/onc/learners_<<yy>><<mo>>.json"),
    _onc,
    "human",
)

F.reg(
    "term_calendar_ics_zoom_passcode",
    ("calendar/<<org>>-term<<n>>.ics", "exports/coop_calendar_<<year>><<mo>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
X-WR-CALNAME:<<orgname>> Term <<n>>
BEGIN:VEVENT
DTSTART;TZID=Pacific/Auckland:<<year>><<mo>><<d>>T093000
DTEND;TZID=Pacific/Auckland:<<year>><<mo>><<d>>T110000
UID:<<uuid>>@google.com
SUMMARY:Pāngarau (maths) online — whole co-op
LOCATION:https://us06web.zoom.us/j/8<<nnn>><<nnn>><<nnn>>
DESCRIPTION:Meeting ID 8<<nnn>> <<nnn>> <<nnn>>\\nPasscode: <<cred>>\\nHost: <<first>>
END:VEVENT
END:VCALENDAR
""",
    "human_bare",
    syntax="",
)

F.reg(
    "restic_backup_env_b2",
    (
        "home/<<fa>>/.config/restic/coop.env",
        "coop-nas/restic-<<org>>.env",
        "etc/restic/<<org>>-<<n>>.env",
    ),
    """# nightly backup of the co-op shared drive export to Backblaze B2
export RESTIC_REPOSITORY=b2:<<org>>-backup:/drive
export B2_ACCOUNT_ID=005<<hexid>><<nnn>>0000000<<n>>
export B2_ACCOUNT_KEY=<<b2>>
export RESTIC_PASSWORD='<<cred>>'
""",
    "human",
    syntax="",
    extra=lambda r, s: s.update(b2=prov(r, "b2_key")),
)
