# ruff: noqa: E501
"""Family p: a conference and event organiser in Suva, Fiji (English, Fijian, Fiji Hindi)."""

from hundredtwentieth_spec import Fam, dec_basic, enc_b64

F = Fam(
    name="talanoa_conference_suva",
    orgs=("talanoahub", "fijivents", "vitisummit", "drualink"),
    tld="com.fj",
    first=(
        ("Litia", "litia"),
        ("Sakiusa", "sakiusa"),
        ("Mereani", "mereani"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
        ("Anjali", "anjali"),
    ),
    last=(
        ("Nadakuitavuki", "nadakuitavuki"),
        ("Tuilagi", "tuilagi"),
        ("Prasad", "prasad"),
        ("Ratu", "ratu"),
        ("Naidu", "naidu"),
        ("Vakaloloma", "vakaloloma"),
    ),
    words=(
        "bula",
        "vinaka",
        "talanoa",
        "suva",
        "kava",
        "yaqona",
        "lovo",
        "rugby",
        "drua",
        "viti",
        "moana",
        "sulu",
        "masi",
        "tabua",
    ),
    pets=("kuli", "rusty", "blacky", "ginger", "moce", "bubu"),
    cc="679",
    city="Suva",
)

F.reg(
    "talanoa_fijian_whatsapp_password_registration_desk",
    ("WhatsApp Chat with Registration Team <<nn>>.txt", "wa/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Bula vinaka! The registration laptop is asking for the Eventbrite login again
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Use events@<<dom>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Vinaka vakalevu, delegates from Tonga are arriving now
""",
    cred="human",
)

F.reg(
    "talanoa_zoom_server_to_server_oauth_env",
    ("hybrid/.env", "<<org>>-webinars/<<fa>>/.env"),
    """# Hybrid sessions: Zoom server-to-server OAuth app
ZOOM_ACCOUNT_ID=<<akey>>
ZOOM_CLIENT_ID=<<cid>>
ZOOM_CLIENT_SECRET=<<cred>>
DEFAULT_TZ=Pacific/Fiji
""",
    cred="p:zoom",
    extra=lambda r, s: {
        "akey": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
            for _ in range(22)
        ),
        "cid": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(22)
        ),
    },
)

F.reg(
    "talanoa_eventbrite_attendees_python_token",
    ("scripts/attendees_<<nn>>.py", "<<org>>/registration/eventbrite_export.py"),
    '''"""Pull delegates from Eventbrite for badge printing."""

import csv

import requests

EVENTBRITE_TOKEN = "<<cred>>"
EVENT_ID = "1<<nnn>><<nnn>><<nnn>>"

r = requests.get(
    f"https://www.eventbriteapi.com/v3/events/{EVENT_ID}/attendees/",
    headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"},
)
with open("badges.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    for a in r.json()["attendees"]:
        w.writerow([a["profile"]["name"], a["profile"].get("company", "")])
''',
    cred="p:eventbrite",
)

F.reg(
    "talanoa_mpaisa_registration_fees_ini",
    ("config/mpaisa_<<nn>>.ini", "<<org>>/payments/mpaisa.ini"),
    """[mpaisa]
merchant_id = <<nnn>><<nnn>>
client_id = <<org>>-<<nn>>
client_secret = <<cred>>
callback_url = https://<<dom>>/register/mpaisa/callback
currency = FJD
""",
    cred="p:mpaisa",
)

F.reg(
    "talanoa_venue_av_email_hotspot_password",
    ("mail/sent/<<date>>_<<nn>>.eml", "Outlook/<<fa>>/venue-av-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Pacific Climate Talanoa - AV and hotspot for day 2
Date: Tue, <<d>> Aug <<y>> <<hh>>:<<mi>>:00 +1200
Content-Type: text/plain; charset=utf-8

Bula <<fn2>>,

For tomorrow's plenary at the Grand Pacific Hotel ballroom, the speakers' hotspot is:

Network: GPH-Plenary-<<nn>>
Password: <<cred>>

Please keep it off the screens; delegates use the public network.

Vinaka,
<<fn>>
""",
    cred="human",
)

F.reg(
    "talanoa_delegates_mailchimp_node",
    ("mailer/mailchimp_<<nn>>.js", "<<org>>/comms/delegates-sync.js"),
    """const mailchimp = require("@mailchimp/mailchimp_marketing");

mailchimp.setConfig({
  apiKey: "<<cred>>",
  server: "<<srv>>",
});

async function addDelegate(email, country) {
  return mailchimp.lists.addListMember("<<hex8>>", { email_address: email, status: "subscribed", merge_fields: { COUNTRY: country } });
}

module.exports = { addDelegate };
""",
    cred="p:mailchimp",
    syntax="",
    extra=lambda r, s: {"srv": str(s["cred"]).rsplit("-", 1)[1]},
)


def _basic(r, s):
    return {"enc": enc_b64(f"badges:{s['cred']}")}


F.reg(
    "talanoa_badge_printer_http_log_basic",
    ("logs/badge_print_<<date>>.log", "badge-station-<<nn>>/http.log"),
    """[<<date>> <<hh>>:<<mi>>:<<ss>>] > POST /api/print HTTP/1.1
[<<date>> <<hh>>:<<mi>>:<<ss>>] > Host: <<ip>>:8000
[<<date>> <<hh>>:<<mi>>:<<ss>>] > Authorization: Basic <<enc>>
[<<date>> <<hh>>:<<mi>>:<<ss>>] > Content-Type: application/json
[<<date>> <<hh>>:<<mi>>:<<ss>>] < HTTP/1.1 200 OK
[<<date>> <<hh>>:<<mi>>:<<ss>>] printed badge for delegate #<<nnn>>
""",
    cred="pw",
    extra=_basic,
    decode=dec_basic,
)

F.reg(
    "talanoa_session_recordings_s3cfg",
    ("home/<<fa>>/.s3cfg", "av-laptop-<<nn>>/.s3cfg"),
    """[default]
access_key = AKIA<<akid>>
secret_key = <<cred>>
host_base = s3.ap-southeast-2.amazonaws.com
host_bucket = %(bucket)s.s3.ap-southeast-2.amazonaws.com
use_https = True
""",
    cred="p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {
        "akid": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    },
)
