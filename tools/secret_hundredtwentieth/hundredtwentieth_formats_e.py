# ruff: noqa: E501
"""Family e: a wedding planner in Jaipur, India (Hindi in Devanagari, Hinglish, English)."""

from hundredtwentieth_spec import Fam, dec_html, enc_html, jwt, uuid4

F = Fam(
    name="shaadi_mandap_planner_jaipur",
    orgs=("mandapmala", "rajwadavivaah", "shubhutsav", "gulabishaadi"),
    tld="in",
    first=(
        ("प्रिया", "priya"),
        ("राहुल", "rahul"),
        ("अंजलि", "anjali"),
        ("विक्रम", "vikram"),
        ("नेहा", "neha"),
        ("अर्जुन", "arjun"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("राठौड़", "rathore"),
        ("अग्रवाल", "agarwal"),
        ("मीणा", "meena"),
        ("जैन", "jain"),
        ("सिंह", "singh"),
    ),
    words=(
        "shaadi",
        "mehendi",
        "baraat",
        "haldi",
        "sangeet",
        "gulabi",
        "jaipur",
        "rajwada",
        "dulhan",
        "kesar",
        "mithai",
        "shubh",
        "pyaar",
        "chandni",
    ),
    pets=("tommy", "sheru", "moti", "bholu", "kalu", "bruno"),
    cc="91",
    city="Jaipur",
)

F.reg(
    "vivaah_hindi_whatsapp_paasvard_venue_portal",
    ("WhatsApp Chat with <<la>> Shaadi Team.txt", "wa/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y[2:]>>, <<hh>>:<<mi>> pm - <<fn>> <<ln>>: सुनो, रामबाग पैलेस वाले vendor portal का login भेज दो
<<d>>/<<m>>/<<y[2:]>>, <<hh>>:<<mi>> pm - <<fn2>>: यूज़र: <<email>>
<<d>>/<<m>>/<<y[2:]>>, <<hh>>:<<mi>> pm - <<fn2>>: पासवर्ड: <<cred>>
<<d>>/<<m>>/<<y[2:]>>, <<hh>>:<<mi>> pm - <<fn>> <<ln>>: मिल गया 👍 मेहंदी का setup 4 बजे तक हो जाएगा
""".replace("<<y[2:]>>", "<<yy>>"),
    cred="human",
    extra=lambda r, s: {"yy": str(s["y"])[2:]},
)

F.reg(
    "vivaah_razorpay_node_checkout_keys",
    ("server/payments_<<nn>>.js", "<<org>>-site/lib/razorpay.js"),
    """const Razorpay = require("razorpay");

// advance booking payments for wedding packages
const rzp = new Razorpay({
  key_id: "rzp_live_<<kid>>",
  key_secret: "<<cred>>",
});

module.exports = async function createOrder(amountInr, coupleName) {
  return rzp.orders.create({ amount: amountInr * 100, currency: "INR", notes: { couple: coupleName } });
};
""",
    cred="p:razorpay",
    syntax="",
    extra=lambda r, s: {
        "kid": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
    },
)

F.reg(
    "vivaah_wati_rsvp_broadcast_apps_script",
    ("apps-script/RSVP_<<nn>>.gs", "<<org>>/guest-list/Code-<<fa>>.gs"),
    """// Guest list sheet -> WhatsApp RSVP reminders via WATI
const WATI_URL = "https://live-mt-server.wati.io/<<nnn>><<nnn>>";
const WATI_TOKEN = "Bearer <<cred>>";

function sendReminders() {
  const rows = SpreadsheetApp.getActive().getSheetByName("Guests").getDataRange().getValues();
  rows.slice(1).forEach(function (r) {
    if (r[4] !== "Yes") {
      UrlFetchApp.fetch(WATI_URL + "/api/v1/sendTemplateMessage?whatsappNumber=" + r[2], {
        method: "post",
        headers: { Authorization: WATI_TOKEN },
        contentType: "application/json",
        payload: JSON.stringify({ template_name: "rsvp_reminder", broadcast_name: "rsvp" }),
      });
    }
  });
}
""",
    cred=lambda r: jwt(
        r,
        {
            "unique_name": "ops@mandapmala.in",
            "nameid": str(r.randint(10000, 99999)),
            "jti": uuid4(r),
            "exp": 2534023007,
            "iss": "Clare_AI",
            "aud": "Clare_AI",
        },
    ),
    syntax="",
)

F.reg(
    "vivaah_handover_notes_hinglish_zoho_books",
    ("handover/<<fa>>_handover_<<date>>.md", "Docs/handover-<<nn>>.md"),
    """# Handover — <<fn>> छुट्टी पर (<<dmy>> से)

## Ongoing shaadis
- <<la>> x Mehta, Samode Haveli — haldi + sangeet, decor vendor confirm करना है
- Jain wedding, Udaipur — baraat ghodi booked, dhol pending

## Logins
- Zoho Books (invoices): <<email>> / <<cred>>
- Instagram: phone OTP, <<fn2>> के पास
- Canva: Google login

Vendors को payment सिर्फ़ Zoho से, cash नहीं।
""",
    cred="human",
)


def _html(r, s):
    return {"enc": enc_html(s["cred"])}


F.reg(
    "vivaah_vendor_portal_html_entity_cell",
    ("exports/vendors_<<date>>.html", "vendor-list/<<fa>>-<<nn>>.html"),
    """<!DOCTYPE html>
<html lang="hi"><head><meta charset="utf-8"><title>Vendor logins — <<orgc>></title></head>
<body>
<table border="1">
<tr><th>Vendor</th><th>Portal</th><th>User</th><th>पासवर्ड</th></tr>
<tr><td>Ferns N Petals (flowers)</td><td>https://partners.fnp.com</td><td><<email>></td><td class="pw"><<enc>></td></tr>
<tr><td>Tent house</td><td>—</td><td>phone</td><td>—</td></tr>
</table>
</body></html>
""",
    cred="human",
    syntax="",
    extra=_html,
    decode=lambda t: dec_html(t, '<td class="pw">'),
)

F.reg(
    "vivaah_zoho_books_python_refresh_token",
    ("scripts/zoho_invoices_<<nn>>.py", "<<org>>/finance/zoho_sync.py"),
    """import requests

ZOHO_CLIENT_ID = "1000.<<hex40>>"
ZOHO_CLIENT_SECRET = "<<hex8>><<hex40>>"
ZOHO_REFRESH_TOKEN = "<<cred>>"
ORG_ID = "60<<nnn>><<nnn>><<nn>>"


def access_token():
    r = requests.post(
        "https://accounts.zoho.in/oauth/v2/token",
        params={
            "refresh_token": ZOHO_REFRESH_TOKEN,
            "client_id": ZOHO_CLIENT_ID,
            "client_secret": ZOHO_CLIENT_SECRET,
            "grant_type": "refresh_token",
        },
    )
    return r.json()["access_token"]
""",
    cred=lambda r: (
        f"1000.{''.join(r.choice('0123456789abcdef') for _ in range(32))}.{''.join(r.choice('0123456789abcdef') for _ in range(32))}"
    ),
)

F.reg(
    "vivaah_sangeet_rehearsal_ics_wifi",
    ("calendar/sangeet_<<date>>.ics", "exports/<<fa>>-<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<m>><<d>>T<<hh>>3000Z
DTEND:<<y>><<m>><<d>>T<<hh>>5900Z
UID:<<hex40>>@google.com
SUMMARY:Sangeet rehearsal — choreographer + DJ
LOCATION:Jai Mahal Palace\\, Jaipur
DESCRIPTION:Sound check 5 बजे. Hotel wifi: JMP-Events / <<cred>> (sirf crew ke liye)
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
)

F.reg(
    "vivaah_wedding_website_wp_config",
    ("public_html/wp-config.php", "sites/<<org>>-<<nn>>/wp-config.php"),
    """<?php
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_admin' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)
