# ruff: noqa: E501
"""Family o: a mobile hairdresser in Nairobi, Kenya (Swahili, Sheng, English)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, json_dump

F = Fam(
    name="mobile_hairdresser_nairobi_swahili",
    prefix="mobilehair",
    orgs=("kinyozi", "nyweleyetu", "urembomoto", "mtaamane"),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Achieng", "achieng"),
        ("Njeri", "njeri"),
        ("Otieno", "otieno"),
        ("Mwende", "mwende"),
        ("Kamau", "kamau"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Wambui", "wambui"),
        ("Kiprop", "kiprop"),
        ("Mutua", "mutua"),
    ),
    words=(
        "nywele",
        "urembo",
        "rasta",
        "weave",
        "kinyozi",
        "nairobi",
        "kilimani",
        "westlands",
        "matatu",
        "sawa",
        "pamoja",
        "simba",
        "chapati",
        "ugali",
        "harambee",
    ),
    pets=("simba", "bosco", "jimmy", "kitty", "duma"),
    cc="+254",
)

F.reg(
    "whatsapp_swahili_nenosiri_booksy",
    ("WhatsApp Chat with <<fa>>.txt", "chats/<<org>>_team.txt"),
    """<<dmy>>, <<hm>> - <<fn>>: Sasa dada, nenosiri ya Booksy ni gani? Simu imeji-logout
<<dmy>>, <<hm2>> - <<fn2>>: email ni <<email>>
<<dmy>>, <<hm2>> - <<fn2>>: nenosiri <<cred>>
<<dmy>>, <<hm2>> - <<fn2>>: usimpe mtu mwingine tafadhali
<<dmy>>, <<hm2>> - <<fn>>: Sawa asante 🙏🏾
""",
    "human",
)

F.reg(
    "daraja_consumer_secret_python_stk",
    ("mpesa/stk_push.py", "tools/<<org>>_daraja.py"),
    '''"""Lipa Na M-Pesa STK push for home-visit deposits."""

import base64

import requests

CONSUMER_KEY = "<<ck>>"
CONSUMER_SECRET = "<<cred>>"
SHORTCODE = "<<sc>>"


def access_token() -> str:
    r = requests.get(
        "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials",
        auth=(CONSUMER_KEY, CONSUMER_SECRET),
    )
    return r.json()["access_token"]


def password(ts: str, passkey: str) -> str:
    return base64.b64encode(f"{SHORTCODE}{passkey}{ts}".encode()).decode()
''',
    "p:mpesa",
    extra=lambda rng, s: {"ck": s["uuid"].replace("-", "") + s["uuid"][:16], "sc": s["id"][:6]},
)

F.reg(
    "mpesa_passkey_node_dotenv",
    ("booking-api/.env", "srv/<<org>>/.env"),
    """PORT=4000
MPESA_ENV=production
MPESA_SHORTCODE=<<sc>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://api.<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    "",
    extra=lambda rng, s: {"sc": s["id"][:6]},
)

F.reg(
    "africastalking_api_key_php_sms",
    ("sms/send_reminder.php", "<<org>>/lib/at_sms.php"),
    """<?php
require 'vendor/autoload.php';
use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = '<<cred>>';
$AT       = new AfricasTalking($username, $apiKey);
$sms      = $AT->sms();
$sms->send(['to' => '<<phone>>', 'message' => 'Habari! Mtaalamu wa nywele atafika saa nane mchana. Asante.']);
""",
    "x:atsk_:64",
    "",
)

F.reg(
    "ics_calendar_description_nenosiri",
    ("calendar/<<fa>>_<<date>>.ics", "exports/<<org>>_ratiba.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<dt>>T090000Z
DTEND:<<dt>>T120000Z
UID:<<uuid>>@google.com
SUMMARY:Knotless braids - <<fn2>> (Kilimani)
DESCRIPTION:Simu ya kazi: login ya Fresha <<email>> nenosiri: <<cred>> \\nLeta extensions 3 packs
LOCATION:Kilimani\\, Nairobi
END:VEVENT
END:VCALENDAR
""",
    "human",
    "",
    extra=lambda rng, s: {"dt": s["date"].replace("-", "")},
)

F.reg(
    "android_shared_prefs_booking_app_token",
    (
        "data/data/ke.<<org>>.booking/shared_prefs/auth.xml",
        "backup/<<fa>>/shared_prefs/<<org>>_session.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_email"><<email>></string>
    <string name="refresh_token"><<cred>></string>
    <boolean name="onboarding_done" value="true" />
    <long name="token_saved_at" value="<<ts>>000" />
</map>
""",
    "x:mhb_live_:40",
)

F.reg(
    "notebook_ocr_nenosiri_next_line",
    ("scans/daftari_<<date>>.txt", "ocr/<<org>>_daftari_p<<nn>>.txt"),
    """Wateja wa wiki hii
Jumanne - <<fn2>> - weave
Nenosiri la M-Pesa Business app
<<cred>>
Jumamosi - harusi Karen
""",
    "human_x",
)

F.reg(
    "mailchimp_key_automation_json",
    ("automation/<<org>>_newsletter.json", "config/mailchimp_<<year>>.json"),
    lambda s: json_dump(
        {
            "provider": "mailchimp",
            "api_key": s["cred"],
            "list_id": s["uuid"][:10],
            "from_name": f"{s['Org']} Mobile Hair",
            "send_day": "Friday",
        }
    ),
    "p:mailchimp",
)
